package parquet

import (
	"encoding/binary"
	"fmt"
	"math"
)

// A reader of the Thrift compact protocol, the encoding of every Parquet
// metadata structure. It is hand-written for the few structs Parquet uses:
// no reflection, no generated code, and every count and length checked
// against the bytes that remain before anything is allocated, so a hostile
// footer can make it allocate at most a small multiple of its own size.
//
// Wire format (Apache Thrift, "compact protocol"):
//   - a field header is one byte: the high nibble is the field id delta
//     (1..15) from the previous field, or 0 when a zigzag varint i16 id
//     follows; the low nibble the type. Type 0 ends the struct.
//   - booleans live in the field type (1 true, 2 false); in lists they are
//     one byte each.
//   - i16/i32/i64 are zigzag ULEB128 varints; double is 8 bytes LE; binary
//     is a varint length and the bytes.
//   - a list header is one byte, size<<4|elemType, with size 15 meaning a
//     varint size follows; a map is a varint size and, if non-zero, one byte
//     keyType<<4|valueType.

const (
	ctStop   = 0
	ctTrue   = 1
	ctFalse  = 2
	ctByte   = 3
	ctI16    = 4
	ctI32    = 5
	ctI64    = 6
	ctDouble = 7
	ctBinary = 8
	ctList   = 9
	ctSet    = 10
	ctMap    = 11
	ctStruct = 12
)

// maxThriftDepth bounds struct/container nesting while skipping unknown
// fields; Parquet's own structs nest less than 10 deep.
const maxThriftDepth = 64

// thriftReader decodes compact-protocol bytes. The first error sticks: every
// later read returns zero values, and err says what went wrong and where.
type thriftReader struct {
	buf   []byte
	pos   int
	depth int
	what  string // the structure being decoded, for errors ("FileMetaData")
	base  int64  // file offset of buf[0], for errors; -1 if not in a file
	err   error
}

func newThriftReader(buf []byte, what string, base int64) *thriftReader {
	return &thriftReader{buf: buf, what: what, base: base}
}

func (r *thriftReader) fail(format string, args ...any) {
	if r.err != nil {
		return
	}
	where := fmt.Sprintf("byte %d", r.pos)
	if r.base >= 0 {
		where = fmt.Sprintf("file offset %d", r.base+int64(r.pos))
	}
	r.err = &MetadataError{What: r.what, Where: where, Reason: fmt.Sprintf(format, args...)}
}

func (r *thriftReader) remaining() int { return len(r.buf) - r.pos }

func (r *thriftReader) byte1() byte {
	if r.err != nil {
		return 0
	}
	if r.pos >= len(r.buf) {
		r.fail("truncated: need a byte at the end of the %d-byte structure", len(r.buf))
		return 0
	}
	b := r.buf[r.pos]
	r.pos++
	return b
}

func (r *thriftReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	var v uint64
	for i := 0; i < 10; i++ {
		if r.pos >= len(r.buf) {
			r.fail("truncated varint")
			return 0
		}
		b := r.buf[r.pos]
		r.pos++
		if i == 9 && b > 1 {
			r.fail("varint overflows 64 bits")
			return 0
		}
		v |= uint64(b&0x7f) << (7 * i)
		if b < 0x80 {
			return v
		}
	}
	r.fail("varint longer than 10 bytes")
	return 0
}

func zigzag(v uint64) int64 { return int64(v>>1) ^ -int64(v&1) }

func (r *thriftReader) i64() int64 { return zigzag(r.uvarint()) }

func (r *thriftReader) i32() int32 {
	v := r.i64()
	if v < math.MinInt32 || v > math.MaxInt32 {
		r.fail("i32 value %d out of range", v)
		return 0
	}
	return int32(v)
}

func (r *thriftReader) i16() int16 {
	v := r.i64()
	if v < math.MinInt16 || v > math.MaxInt16 {
		r.fail("i16 value %d out of range", v)
		return 0
	}
	return int16(v)
}

func (r *thriftReader) double() float64 {
	if r.remaining() < 8 {
		r.fail("truncated double")
		return 0
	}
	if r.err != nil {
		return 0
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(r.buf[r.pos:]))
	r.pos += 8
	return v
}

// binary returns a length-prefixed byte string aliasing the input.
func (r *thriftReader) binary() []byte {
	n := r.uvarint()
	if r.err != nil {
		return nil
	}
	if n > uint64(r.remaining()) {
		r.fail("binary of %d bytes exceeds the %d bytes left", n, r.remaining())
		return nil
	}
	b := r.buf[r.pos : r.pos+int(n) : r.pos+int(n)]
	r.pos += int(n)
	return b
}

func (r *thriftReader) str() string { return string(r.binary()) }

// listHeader reads a list or set header and returns its element type and
// count. Every element takes at least one byte, so a count above the bytes
// left is malformed and is refused before any allocation.
func (r *thriftReader) listHeader() (elem byte, n int) {
	h := r.byte1()
	elem = h & 0x0f
	size := uint64(h >> 4)
	if size == 15 {
		size = r.uvarint()
	}
	if r.err != nil {
		return 0, 0
	}
	min := uint64(1)
	switch elem {
	case ctDouble:
		min = 8
	case ctTrue, ctFalse:
		min = 1
	}
	if size > uint64(r.remaining())/min {
		r.fail("list of %d elements cannot fit in the %d bytes left", size, r.remaining())
		return 0, 0
	}
	return elem, int(size)
}

// listOf reads a list whose elements have type want and calls f for each.
func (r *thriftReader) listOf(field string, typ, want byte, f func(i int)) {
	if typ != ctList && typ != ctSet {
		r.skip(typ)
		return
	}
	elem, n := r.listHeader()
	if r.err != nil {
		return
	}
	if n > 0 && !sameType(elem, want) {
		r.fail("%s: list of thrift type %d, want %d", field, elem, want)
		return
	}
	for i := 0; i < n && r.err == nil; i++ {
		f(i)
	}
}

func sameType(a, b byte) bool {
	if a == ctFalse {
		a = ctTrue
	}
	if b == ctFalse {
		b = ctTrue
	}
	return a == b
}

// listBool reads one boolean element of a list (one byte, 1 = true).
func (r *thriftReader) listBool() bool { return r.byte1() == ctTrue }

// readStruct iterates over a struct's fields, calling f with each field id
// and type; f decodes the fields it knows and returns false for the others,
// which are skipped. It stops at the STOP field.
func (r *thriftReader) readStruct(f func(id int16, typ byte) bool) {
	if r.err != nil {
		return
	}
	r.depth++
	if r.depth > maxThriftDepth {
		r.fail("structures nested deeper than %d", maxThriftDepth)
		return
	}
	var last int16
	for r.err == nil {
		h := r.byte1()
		if r.err != nil {
			break
		}
		typ := h & 0x0f
		if typ == ctStop {
			if h != 0 {
				r.fail("bad field header 0x%02x", h)
			}
			break
		}
		var id int16
		if d := h >> 4; d != 0 {
			id = last + int16(d)
		} else {
			id = r.i16()
		}
		last = id
		if typ > ctStruct {
			r.fail("field %d has unknown thrift type %d", id, typ)
			break
		}
		if !f(id, typ) {
			r.skip(typ)
		}
	}
	r.depth--
}

// skip consumes a value of type typ.
func (r *thriftReader) skip(typ byte) {
	if r.err != nil {
		return
	}
	switch typ {
	case ctTrue, ctFalse:
		// The value lives in the type: nothing to read.
	case ctByte:
		r.byte1()
	case ctI16, ctI32, ctI64:
		r.uvarint()
	case ctDouble:
		r.double()
	case ctBinary:
		r.binary()
	case ctList, ctSet:
		r.depth++
		if r.depth > maxThriftDepth {
			r.fail("structures nested deeper than %d", maxThriftDepth)
			return
		}
		elem, n := r.listHeader()
		for i := 0; i < n && r.err == nil; i++ {
			if elem == ctTrue || elem == ctFalse {
				r.byte1()
			} else {
				r.skip(elem)
			}
		}
		r.depth--
	case ctMap:
		r.depth++
		if r.depth > maxThriftDepth {
			r.fail("structures nested deeper than %d", maxThriftDepth)
			return
		}
		n := r.uvarint()
		if n > 0 {
			kv := r.byte1()
			if n > uint64(r.remaining()) {
				r.fail("map of %d entries cannot fit in the %d bytes left", n, r.remaining())
				return
			}
			for i := uint64(0); i < n && r.err == nil; i++ {
				for _, t := range [2]byte{kv >> 4, kv & 0x0f} {
					if t == ctTrue || t == ctFalse {
						r.byte1()
					} else {
						r.skip(t)
					}
				}
			}
		}
		r.depth--
	case ctStruct:
		r.readStruct(func(int16, byte) bool { return false })
	default:
		r.fail("unknown thrift type %d", typ)
	}
}

// expect checks a known field's wire type. A field of another type is
// skipped, as Thrift's generated readers do (writers have reused ids across
// format versions); a required field skipped this way is then reported
// missing.
func (r *thriftReader) expect(field string, typ, want byte) bool {
	if sameType(typ, want) {
		return true
	}
	r.skip(typ)
	return false
}

// boolField returns the value of a boolean field whose type byte was typ.
func boolField(typ byte) bool { return typ == ctTrue }
