package integration

import (
	"math"
	"strconv"
	"unicode/utf8"
)

// enc appends JSON to a byte slice. Containers opened as blocks put each
// element on its own indented line (schema fields, columns, batches), the
// others stay on one line (value arrays, type objects), which keeps the
// output both diffable and compact.
type enc struct {
	b      []byte
	depth  int
	frames []frame
}

type frame struct {
	block bool
	n     int // elements written so far
}

// value prepares for a value: a comma and newline as needed, unless the
// value follows a key.
func (e *enc) value() {
	if len(e.frames) == 0 {
		return
	}
	f := &e.frames[len(e.frames)-1]
	if f.n < 0 { // right after a key
		f.n = -f.n
		return
	}
	if f.n > 0 {
		e.b = append(e.b, ',')
		if !f.block {
			e.b = append(e.b, ' ')
		}
	}
	f.n++
	if f.block {
		e.newline()
	}
}

func (e *enc) newline() {
	e.b = append(e.b, '\n')
	for range e.depth {
		e.b = append(e.b, ' ', ' ')
	}
}

func (e *enc) open(c byte, block bool) {
	e.value()
	e.b = append(e.b, c)
	e.depth++
	e.frames = append(e.frames, frame{block: block})
}

func (e *enc) close(c byte) {
	f := e.frames[len(e.frames)-1]
	e.frames = e.frames[:len(e.frames)-1]
	e.depth--
	if f.block && f.n > 0 {
		e.newline()
	}
	e.b = append(e.b, c)
}

func (e *enc) beginObject(block bool) { e.open('{', block) }
func (e *enc) endObject()             { e.close('}') }
func (e *enc) beginArray(block bool)  { e.open('[', block) }
func (e *enc) endArray()              { e.close(']') }

// key writes an object key; the next value call completes the pair.
func (e *enc) key(k string) {
	e.value()
	e.b = appendString(e.b, k)
	e.b = append(e.b, ':', ' ')
	f := &e.frames[len(e.frames)-1]
	f.n = -f.n
}

func (e *enc) str(s string) {
	e.value()
	e.b = appendString(e.b, s)
}

func (e *enc) int(x int64) {
	e.value()
	e.b = strconv.AppendInt(e.b, x, 10)
}

func (e *enc) uint(x uint64) {
	e.value()
	e.b = strconv.AppendUint(e.b, x, 10)
}

// intString writes x as a JSON string, the format's spelling of 64-bit
// integers.
func (e *enc) intString(x int64) {
	e.value()
	e.b = append(e.b, '"')
	e.b = strconv.AppendInt(e.b, x, 10)
	e.b = append(e.b, '"')
}

func (e *enc) uintString(x uint64) {
	e.value()
	e.b = append(e.b, '"')
	e.b = strconv.AppendUint(e.b, x, 10)
	e.b = append(e.b, '"')
}

// float writes a finite float with the shortest text that reads back to
// the same value at the given bit size.
func (e *enc) float(x float64, bits int) {
	e.value()
	e.b = strconv.AppendFloat(e.b, x, 'g', -1, bits)
}

func (e *enc) bool(x bool) {
	e.value()
	e.b = strconv.AppendBool(e.b, x)
}

// raw writes pre-encoded JSON text.
func (e *enc) raw(s string) {
	e.value()
	e.b = append(e.b, s...)
}

// hexUpper writes b as an upper-case hex string.
func (e *enc) hexUpper(b []byte) {
	e.value()
	const digits = "0123456789ABCDEF"
	e.b = append(e.b, '"')
	for _, c := range b {
		e.b = append(e.b, digits[c>>4], digits[c&15])
	}
	e.b = append(e.b, '"')
}

func (e *enc) keyStr(k, v string)       { e.key(k); e.str(v) }
func (e *enc) keyInt(k string, v int64) { e.key(k); e.int(v) }
func (e *enc) keyBool(k string, v bool) { e.key(k); e.bool(v) }

// appendString appends s as a JSON string. s must be valid UTF-8 (callers
// check); non-ASCII characters are written as themselves.
func appendString(b []byte, s string) []byte {
	const hexd = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < 0x20 || c == 0x7f:
			b = append(b, '\\', 'u', '0', '0', hexd[c>>4], hexd[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

func validUTF8(b []byte) bool { return utf8.Valid(b) }
