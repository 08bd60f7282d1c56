package json

import (
	"encoding/binary"
	"fmt"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDepth bounds the nesting the scanner follows, so that hostile input
// cannot exhaust the stack.
const maxDepth = 256

// scanner tokenizes one line of JSON in place: strings without escapes
// alias the line, numbers are returned as their text, and nothing is
// allocated per value.
type scanner struct {
	b       []byte
	pos     int
	scratch []byte // unescaped strings
}

func (s *scanner) reset(b []byte) { s.b, s.pos = b, 0 }

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// peek skips white space and returns the next byte, 0 at the end.
func (s *scanner) peek() byte {
	for s.pos < len(s.b) {
		c := s.b[s.pos]
		if !isSpace(c) {
			return c
		}
		s.pos++
	}
	return 0
}

func (s *scanner) syntax(format string, args ...any) error {
	end := min(s.pos+16, len(s.b))
	return valueErr(s.b[s.pos:end], ErrSyntax, "offset %d: "+format, append([]any{s.pos}, args...)...)
}

// expect consumes the byte c after white space.
func (s *scanner) expect(c byte) error {
	if s.peek() != c {
		if s.pos >= len(s.b) {
			return s.syntax("expected %q, found the end of the line", c)
		}
		return s.syntax("expected %q, found %q", c, s.b[s.pos])
	}
	s.pos++
	return nil
}

// literal consumes the word w (true, false, null) at pos.
func (s *scanner) literal(w string) error {
	if len(s.b)-s.pos < len(w) || string(s.b[s.pos:s.pos+len(w)]) != w {
		return s.syntax("invalid literal")
	}
	s.pos += len(w)
	return nil
}

// more reports, after an element of an object or array, whether another
// follows (a comma) or the container ends (close).
func (s *scanner) more(close byte) (bool, error) {
	switch s.peek() {
	case ',':
		s.pos++
		return true, nil
	case close:
		s.pos++
		return false, nil
	case 0:
		return false, s.syntax("expected ',' or %q, found the end of the line", close)
	}
	return false, s.syntax("expected ',' or %q, found %q", close, s.b[s.pos])
}

// str reads a string at pos (which holds '"'). The result aliases the line
// or s.scratch, valid until the next call.
const lsb, msb = 0x0101010101010101, 0x8080808080808080

func (s *scanner) str() ([]byte, error) {
	start := s.pos + 1
	i := start
	b := s.b
	// eight bytes at a time while none is a quote, a backslash, a control
	// character or part of a multi-byte character
	for i+8 <= len(b) {
		x := binary.LittleEndian.Uint64(b[i:])
		q, e := x^(lsb*'"'), x^(lsb*'\\')
		if ((q-lsb)&^q|(e-lsb)&^e|(x-lsb*0x20)&^x|x)&msb != 0 {
			break
		}
		i += 8
	}
	for i < len(b) {
		c := b[i]
		if c == '"' {
			s.pos = i + 1
			return b[start:i], nil
		}
		if c == '\\' || c < 0x20 || c >= 0x80 {
			return s.slowStr(start, i)
		}
		i++
	}
	s.pos = len(b)
	return nil, s.syntax("string not closed before the end of the line")
}

func (s *scanner) slowStr(start, i int) ([]byte, error) {
	b := s.b
	out := append(s.scratch[:0], b[start:i]...)
	for i < len(b) {
		c := b[i]
		switch {
		case c == '"':
			s.pos = i + 1
			s.scratch = out
			return out, nil
		case c < 0x20:
			s.pos = i
			return nil, s.syntax("control character %#x in a string", c)
		case c >= 0x80:
			r, n := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && n == 1 {
				s.pos = i
				return nil, s.syntax("invalid UTF-8 in a string")
			}
			out = append(out, b[i:i+n]...)
			i += n
		case c != '\\':
			out = append(out, c)
			i++
		default:
			if i+1 >= len(b) {
				s.pos = i
				return nil, s.syntax("string not closed before the end of the line")
			}
			e := b[i+1]
			i += 2
			switch e {
			case '"', '\\', '/':
				out = append(out, e)
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r, ok := hex4(b, i)
				if !ok {
					s.pos = i - 2
					return nil, s.syntax("bad \\u escape")
				}
				i += 4
				if utf16.IsSurrogate(r) {
					r2, ok := rune(0), false
					if i+6 <= len(b) && b[i] == '\\' && b[i+1] == 'u' {
						r2, ok = hex4(b, i+2)
					}
					if d := utf16.DecodeRune(r, r2); ok && d != utf8.RuneError {
						r = d
						i += 6
					} else {
						r = utf8.RuneError // a lone surrogate, as encoding/json reads it
					}
				}
				out = utf8.AppendRune(out, r)
			default:
				s.pos = i - 2
				return nil, s.syntax("bad escape \\%c", e)
			}
		}
	}
	s.pos = len(b)
	return nil, s.syntax("string not closed before the end of the line")
}

func hex4(b []byte, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// num reads a number at pos, following JSON's grammar, and says whether it
// has a fraction or an exponent.
func (s *scanner) num() (text []byte, isFloat bool, err error) {
	b := s.b
	i := s.pos
	start := i
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
	default:
		s.pos = start
		return nil, false, s.syntax("invalid number")
	}
	if i < len(b) && b[i] == '.' {
		i++
		d := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		if i == d {
			s.pos = start
			return nil, false, s.syntax("invalid number")
		}
		isFloat = true
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		d := i
		for i < len(b) && b[i] >= '0' && b[i] <= '9' {
			i++
		}
		if i == d {
			s.pos = start
			return nil, false, s.syntax("invalid number")
		}
		isFloat = true
	}
	s.pos = i
	return b[start:i], isFloat, nil
}

// raw returns the text of the value at pos after skipping it (for errors).
func (s *scanner) raw(start int) []byte { return s.b[start:s.pos] }

// skip consumes one value of any kind.
func (s *scanner) skip(depth int) error {
	if depth > maxDepth {
		return s.syntax("nesting deeper than %d", maxDepth)
	}
	switch c := s.peek(); c {
	case '"':
		_, err := s.str()
		return err
	case '{':
		s.pos++
		if s.peek() == '}' {
			s.pos++
			return nil
		}
		for {
			if s.peek() != '"' {
				return s.syntax("expected a key")
			}
			if _, err := s.str(); err != nil {
				return err
			}
			if err := s.expect(':'); err != nil {
				return err
			}
			if err := s.skip(depth + 1); err != nil {
				return err
			}
			more, err := s.more('}')
			if err != nil || !more {
				return err
			}
		}
	case '[':
		s.pos++
		if s.peek() == ']' {
			s.pos++
			return nil
		}
		for {
			if err := s.skip(depth + 1); err != nil {
				return err
			}
			more, err := s.more(']')
			if err != nil || !more {
				return err
			}
		}
	case 't':
		return s.literal("true")
	case 'f':
		return s.literal("false")
	case 'n':
		return s.literal("null")
	case 0:
		return s.syntax("expected a value, found the end of the line")
	default:
		if c == '-' || c >= '0' && c <= '9' {
			_, _, err := s.num()
			return err
		}
		return s.syntax("expected a value, found %q", c)
	}
}

// kindName names the JSON kind of the value starting with c, for errors.
func kindName(c byte) string {
	switch {
	case c == '"':
		return "string"
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	case c == 't' || c == 'f':
		return "boolean"
	case c == 'n':
		return "null"
	case c == '-' || c >= '0' && c <= '9':
		return "number"
	}
	return fmt.Sprintf("%q", c)
}
