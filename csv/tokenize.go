package csv

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// field is one field of a record: bytes [start, end) of the batch's
// buffer (relative to its base), without the enclosing quotes.
type field struct {
	start, end int32
	flags      uint8
}

const (
	fQuoted  uint8 = 1 << iota // the field was enclosed in quotes
	fEscaped                   // it holds doubled quotes to collapse
	fMissing                   // a ragged row's padding: no text at all
)

// tokenizer splits records into fields. Fields are offsets into the
// caller's buffer, never copies; a quoted field with doubled quotes is
// only flagged, and collapsed when it is converted, so that a record cut
// by the end of the buffer can be parsed again once more bytes are in.
type tokenizer struct {
	delim, quote, comment byte
	ncols                 int  // fields per record; -1 while the header is read
	pad                   bool // pad short records with missing fields

	fields []field // row-major, ncols per row once ncols is known
	lines  []int64 // physical line (1-based) each row starts on
	counts []int32 // fields per row, only while ncols < 0

	line int64 // physical line of the next byte to parse

	// Caches of the next line feed, quote and carriage return at or
	// after a position (len(buf) for none), so that no byte is searched
	// twice, even in a file whose lines end in lone carriage returns;
	// reset whenever the buffer changes.
	nextNL, nextQ, nextCR int
}

func (t *tokenizer) resetCaches() { t.nextNL, t.nextQ, t.nextCR = -1, -1, -1 }

// reset forgets the rows parsed so far.
func (t *tokenizer) reset() {
	t.fields = t.fields[:0]
	t.lines = t.lines[:0]
	t.counts = t.counts[:0]
}

func (t *tokenizer) rows() int { return len(t.lines) }

// parse appends up to max records from buf[pos:] to the rows, storing
// offsets relative to base. It returns the position after the last record
// parsed and whether it stopped because buf ends inside a record (more
// bytes are needed, or at EOF the input is done). At EOF a final record
// may end without a newline.
func (t *tokenizer) parse(buf []byte, pos, base, max int, atEOF bool) (int, bool, error) {
	for n := 0; n < max; {
		if pos >= len(buf) {
			return pos, true, nil
		}
		c := buf[pos]
		if c == '\n' || c == '\r' { // empty lines are skipped, as Arrow C++ does
			if c == '\r' && pos+1 == len(buf) && !atEOF {
				return pos, true, nil
			}
			pos++
			if c == '\r' && pos < len(buf) && buf[pos] == '\n' {
				pos++
			}
			t.line++
			continue
		}
		if t.comment != 0 && c == t.comment {
			i := bytes.IndexByte(buf[pos:], '\n')
			if i < 0 {
				if !atEOF {
					return pos, true, nil
				}
				return len(buf), true, nil
			}
			pos += i + 1
			t.line++
			continue
		}
		next, ok, err := t.record(buf, pos, base, atEOF)
		if err != nil || !ok {
			return pos, true, err
		}
		pos = next
		n++
	}
	return pos, false, nil
}

// record parses one record starting at buf[pos] (not an empty line).
// ok is false when buf ends before the record does and more input may
// follow; the fields appended for it are then taken back.
func (t *tokenizer) record(buf []byte, pos, base int, atEOF bool) (next int, ok bool, err error) {
	first := len(t.fields)
	line := t.line
	if t.nextNL < pos {
		t.nextNL = indexFrom(buf, pos, '\n')
	}
	end := t.nextNL // len(buf) when there is no line feed
	if end == len(buf) && !atEOF {
		// Only the slow path can tell whether a carriage return ends
		// the record before the buffer does.
		goto slow
	}
	if t.nextQ < pos {
		t.nextQ = indexFrom(buf, pos, t.quote)
	}
	if t.nextCR < pos {
		t.nextCR = indexFrom(buf, pos, '\r')
	}
	if t.quote == 0 || t.nextQ >= end {
		// The line holds no quote: split it at the delimiters; a carriage
		// return may only end it.
		stop := end
		if t.nextCR < end {
			if t.nextCR != end-1 {
				goto slow
			}
			stop = end - 1
		}
		t.split(buf, pos, stop, base)
		next = min(end+1, len(buf))
		t.line++
		return next, true, t.endRecord(first, line)
	}
slow:
	next, ok, err = t.slowRecord(buf, pos, base, first, line, atEOF)
	if err != nil || !ok {
		t.fields = t.fields[:first]
		t.line = line
		return pos, ok, err
	}
	return next, true, t.endRecord(first, line)
}

func indexFrom(buf []byte, pos int, c byte) int {
	if c == 0 {
		return len(buf)
	}
	i := bytes.IndexByte(buf[pos:], c)
	if i < 0 {
		return len(buf)
	}
	return pos + i
}

// slowRecord is the byte-at-a-time state machine for a record with quotes
// or lone carriage returns.
func (t *tokenizer) slowRecord(buf []byte, pos, base, first int, line int64, atEOF bool) (int, bool, error) {
	p := pos
	for {
		// At the start of a field.
		if p < len(buf) && buf[p] == t.quote && t.quote != 0 {
			p++
			start := p
			var flags = fQuoted
			for {
				i := bytes.IndexByte(buf[p:], t.quote)
				if i < 0 {
					if !atEOF {
						return pos, false, nil
					}
					return pos, false, &ParseError{Line: line, Column: len(t.fields) - first, Text: clip(buf[start-1:]), Err: errUnterminated}
				}
				t.line += int64(bytes.Count(buf[p:p+i], nl))
				p += i
				if p+1 < len(buf) && buf[p+1] == t.quote {
					flags |= fEscaped
					p += 2
					continue
				}
				if p+1 == len(buf) && !atEOF {
					return pos, false, nil
				}
				break
			}
			t.fields = append(t.fields, field{int32(start - base), int32(p - base), flags})
			p++ // the closing quote
			if p == len(buf) {
				t.line++
				return p, true, nil
			}
			switch c := buf[p]; {
			case c == t.delim:
				p++
				continue
			case c == '\n':
				t.line++
				return p + 1, true, nil
			case c == '\r':
				return t.endCR(buf, p, pos, atEOF)
			default:
				return pos, false, &ParseError{Line: line, Column: len(t.fields) - 1 - first, Text: clip(buf[start-1 : p+1]), Err: errAfterQuote}
			}
		}
		start := p
		p = t.fieldEnd(buf, p)
		t.fields = append(t.fields, field{int32(start - base), int32(p - base), 0})
		if p == len(buf) {
			if !atEOF {
				return pos, false, nil
			}
			t.line++
			return p, true, nil
		}
		switch buf[p] {
		case '\n':
			t.line++
			return p + 1, true, nil
		case '\r':
			return t.endCR(buf, p, pos, atEOF)
		}
		p++ // the delimiter
	}
}

var nl = []byte{'\n'}

// endCR ends a record at the carriage return buf[p], with or without
// the line feed after it.
func (t *tokenizer) endCR(buf []byte, p, pos int, atEOF bool) (int, bool, error) {
	if p+1 == len(buf) && !atEOF {
		return pos, false, nil
	}
	t.line++
	if p+1 < len(buf) && buf[p+1] == '\n' {
		return p + 2, true, nil
	}
	return p + 1, true, nil
}

// endRecord checks the field count of the record whose fields start at
// first, padding a short one when allowed, and records its line.
func (t *tokenizer) endRecord(first int, line int64) error {
	n := len(t.fields) - first
	if t.ncols < 0 {
		t.counts = append(t.counts, int32(n))
		t.lines = append(t.lines, line)
		return nil
	}
	if n != t.ncols {
		if n > t.ncols || !t.pad {
			t.fields = t.fields[:first]
			return &ParseError{Line: line, Column: -1, Err: fieldCountError{want: t.ncols, got: n}}
		}
		for ; n < t.ncols; n++ {
			t.fields = append(t.fields, field{flags: fMissing})
		}
	}
	t.lines = append(t.lines, line)
	return nil
}

// drop forgets the first k rows, keeping the rest (parsed past a batch
// while sampling).
func (t *tokenizer) drop(k int) {
	nf := copy(t.fields, t.fields[k*t.ncols:])
	t.fields = t.fields[:nf]
	nl := copy(t.lines, t.lines[k:])
	t.lines = t.lines[:nl]
}

// text is a field's bytes with doubled quotes collapsed (into scratch).
func text(buf []byte, f field, quote byte, scratch *[]byte) []byte {
	b := buf[f.start:f.end]
	if f.flags&fEscaped == 0 {
		return b
	}
	s := (*scratch)[:0]
	for len(b) > 0 {
		i := bytes.IndexByte(b, quote)
		if i < 0 {
			s = append(s, b...)
			break
		}
		s = append(s, b[:i+1]...)
		b = b[i+2:]
	}
	*scratch = s
	return s
}

const lo7 = 0x7f7f7f7f7f7f7f7f

// split appends the fields of buf[s:stop], a line without quotes or
// carriage returns. It looks for the delimiter eight bytes at a time: in
// x = word ^ delimiter*0x0101..., ^((x&lo7 + lo7) | x | lo7) has the top
// bit of exactly the bytes that are zero (no carries cross bytes, unlike
// the shorter (x - 0x0101...) & ^x form).
func (t *tokenizer) split(buf []byte, s, stop, base int) {
	fs := t.fields
	d := uint64(t.delim) * 0x0101010101010101
	start, i := s, s
	for ; i+8 <= stop; i += 8 {
		x := binary.LittleEndian.Uint64(buf[i:]) ^ d
		m := ^(((x & lo7) + lo7) | x | lo7)
		for m != 0 {
			j := i + bits.TrailingZeros64(m)>>3
			fs = append(fs, field{int32(start - base), int32(j - base), 0})
			start = j + 1
			m &= m - 1
		}
	}
	for ; i < stop; i++ {
		if buf[i] == t.delim {
			fs = append(fs, field{int32(start - base), int32(i - base), 0})
			start = i + 1
		}
	}
	t.fields = append(fs, field{int32(start - base), int32(stop - base), 0})
}

// fieldEnd returns the position of the first delimiter, line feed or
// carriage return at or after p (len(buf) if none), eight bytes at a
// time as split does.
func (t *tokenizer) fieldEnd(buf []byte, p int) int {
	d := uint64(t.delim) * 0x0101010101010101
	const lf, cr = 0x0a0a0a0a0a0a0a0a, 0x0d0d0d0d0d0d0d0d
	for ; p+8 <= len(buf); p += 8 {
		w := binary.LittleEndian.Uint64(buf[p:])
		x, y, z := w^d, w^lf, w^cr
		m := ^(((x & lo7) + lo7) | x | lo7) | ^(((y & lo7) + lo7) | y | lo7) | ^(((z & lo7) + lo7) | z | lo7)
		if m != 0 {
			return p + bits.TrailingZeros64(m)>>3
		}
	}
	for ; p < len(buf); p++ {
		if c := buf[p]; c == t.delim || c == '\n' || c == '\r' {
			break
		}
	}
	return p
}
