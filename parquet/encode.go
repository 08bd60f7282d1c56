package parquet

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"

	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/kernels"
)

// The writer's value encodings: each appends the encoded values of one page
// to dst. The decoders in decode.go read every one of them back (the tests
// hold them to it).

// leafValues holds the non-null values of a leaf column, in its physical
// type; exactly one field is set (an empty page may have none).
type leafValues struct {
	bools []bool
	i32   []int32
	i64   []int64
	i96   [][12]byte
	f32   []float32
	f64   []float64
	bin   byteValues // BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY (each of the column's type length)
}

// byteValues are byte-array values back to back: value i is
// data[offs[i]:offs[i+1]]. One offset a value rather than a slice header
// keeps a chunk's values a third of the size and free of pointers, which
// the collector then neither scans nor guards with write barriers. A
// slice of the values shares data.
type byteValues struct {
	data []byte
	offs []int64 // one more than the values; nil when none are held (never empty)
	// alias: data is an Arrow buffer the values refer to, not ours to
	// append to.
	alias bool
}

// makeByteValues holds copies of vals.
func makeByteValues(vals ...[]byte) byteValues {
	b := byteValues{offs: make([]int64, 1, len(vals)+1)}
	for _, v := range vals {
		b.add(v)
	}
	return b
}

func (b byteValues) len() int { return max(len(b.offs)-1, 0) }

// at is value i (capacity bounded, so appending to it copies).
func (b byteValues) at(i int) []byte {
	lo, hi := b.offs[i], b.offs[i+1]
	return b.data[lo:hi:hi]
}

// bytes is the values back to back.
func (b byteValues) bytes() []byte {
	if b.len() == 0 {
		return nil
	}
	return b.data[b.offs[0]:b.offs[len(b.offs)-1]]
}

func (b byteValues) slice(i, j int) byteValues {
	return byteValues{data: b.data, offs: b.offs[i : j+1 : j+1], alias: true} // read-only
}

// grow makes room for n more values (their offsets).
func (b *byteValues) grow(n int) {
	if b.offs == nil {
		b.offs = make([]int64, 1, n+1)
		b.offs[0] = int64(len(b.data))
		return
	}
	b.offs = growAmortized(b.offs, n)
}

// add appends a copy of v.
func (b *byteValues) add(v []byte) {
	b.grow(1)
	b.own(len(v))
	b.data = append(b.data, v...)
	b.offs = append(b.offs, int64(len(b.data)))
}

// addRun appends the values data[o[i]:o[i+1]] for every i, offsets of
// Arrow's binary layouts: without a copy when the values held so far are
// none or the run of data just before (as when the Writer takes a batch
// in pieces), else in one copy.
func addRun[O int32 | int64](b *byteValues, data []byte, o []O) {
	n := len(o) - 1
	if n <= 0 {
		return
	}
	lo, hi := int64(o[0]), int64(o[n])
	switch {
	case len(data) == 0:
	case b.offs == nil && len(b.data) == 0:
		b.data, b.alias = data[:len(data):len(data)], true
		b.offs = make([]int64, 1, n+1)
		b.offs[0] = lo
		for _, x := range o[1:] {
			b.offs = append(b.offs, int64(x))
		}
		return
	case b.alias && &data[0] == &b.data[0] && len(data) == len(b.data) && b.offs[len(b.offs)-1] == lo:
		b.offs = growAmortized(b.offs, n)
		for _, x := range o[1:] {
			b.offs = append(b.offs, int64(x))
		}
		return
	}
	b.own(int(hi - lo))
	b.grow(n)
	base := int64(len(b.data)) - lo
	b.data = append(b.data, data[lo:hi]...)
	for _, x := range o[1:] {
		b.offs = append(b.offs, base+int64(x))
	}
}

// own makes the values a copy of their own when they refer to an Arrow
// buffer, with room for n more bytes, before anything is appended.
func (b *byteValues) own(n int) {
	if !b.alias {
		b.data = growAmortized(b.data, n)
		return
	}
	old := b.bytes()
	data := make([]byte, len(old), 2*len(old)+n)
	copy(data, old)
	if len(b.offs) > 0 {
		base := b.offs[0]
		for i := range b.offs {
			b.offs[i] -= base
		}
	}
	b.data, b.alias = data, false
}

// addFixed appends the values of w bytes each that data holds back to
// back, in one copy.
func (b *byteValues) addFixed(data []byte, w int) {
	n := len(data) / w
	b.grow(n)
	b.own(len(data))
	base := int64(len(b.data))
	b.data = append(b.data, data...)
	for i := range n {
		b.offs = append(b.offs, base+int64((i+1)*w))
	}
}

// extend appends an n-byte value for the caller to fill in.
func (b *byteValues) extend(n int) []byte {
	b.grow(1)
	b.own(n)
	l := len(b.data)
	b.data = b.data[:l+n]
	b.offs = append(b.offs, int64(l+n))
	return b.data[l : l+n : l+n]
}

// len is the number of values.
func (v leafValues) len() int {
	return len(v.bools) + len(v.i32) + len(v.i64) + len(v.i96) + len(v.f32) + len(v.f64) + v.bin.len()
}

// slice returns values i to j, in the same field.
func (v leafValues) slice(i, j int) leafValues {
	switch {
	case v.bools != nil:
		return leafValues{bools: v.bools[i:j:j]}
	case v.i32 != nil:
		return leafValues{i32: v.i32[i:j:j]}
	case v.i64 != nil:
		return leafValues{i64: v.i64[i:j:j]}
	case v.i96 != nil:
		return leafValues{i96: v.i96[i:j:j]}
	case v.f32 != nil:
		return leafValues{f32: v.f32[i:j:j]}
	case v.f64 != nil:
		return leafValues{f64: v.f64[i:j:j]}
	case v.bin.offs != nil:
		return leafValues{bin: v.bin.slice(i, j)}
	}
	if i != 0 || j != 0 {
		panic(fmt.Sprintf("parquet: slice [%d:%d] of no values", i, j))
	}
	return v
}

// fieldLen is the number of values in the field that physical type typ
// uses, and whether every value is there (no other field holds any).
func (v leafValues) fieldLen(typ PhysicalType) (int, bool) {
	var n int
	switch typ {
	case Boolean:
		n = len(v.bools)
	case Int32:
		n = len(v.i32)
	case Int64:
		n = len(v.i64)
	case Int96:
		n = len(v.i96)
	case Float:
		n = len(v.f32)
	case Double:
		n = len(v.f64)
	case ByteArray, FixedLenByteArray:
		n = v.bin.len()
	default:
		return 0, false
	}
	return n, n == v.len()
}

// checkValues fails when v does not hold values of physical type typ
// (typeLen bytes each for FIXED_LEN_BYTE_ARRAY).
func checkValues(typ PhysicalType, typeLen int, v leafValues) error {
	if _, ok := v.fieldLen(typ); !ok {
		return fmt.Errorf("parquet: %d values given for a %s column are of another physical type", v.len(), typ)
	}
	if typ == FixedLenByteArray {
		if typeLen <= 0 {
			return fmt.Errorf("parquet: FIXED_LEN_BYTE_ARRAY column with type length %d", typeLen)
		}
		for i := range v.bin.len() {
			if n := v.bin.offs[i+1] - v.bin.offs[i]; n != int64(typeLen) {
				return fmt.Errorf("parquet: FIXED_LEN_BYTE_ARRAY value %d has %d bytes, the column's type length is %d", i, n, typeLen)
			}
		}
	}
	return nil
}

// encodeValues appends the values in encoding enc: PLAIN (every type), RLE
// (booleans, with the 4-byte length prefix of data page v2),
// DELTA_BINARY_PACKED (INT32, INT64), DELTA_LENGTH_BYTE_ARRAY (BYTE_ARRAY),
// DELTA_BYTE_ARRAY (BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY) or BYTE_STREAM_SPLIT
// (FLOAT, DOUBLE, INT32, INT64, FIXED_LEN_BYTE_ARRAY). An encoding that does
// not apply to the type, or values not of the type, are an error.
func encodeValues(dst []byte, enc Encoding, typ PhysicalType, typeLen int, v leafValues) ([]byte, error) {
	if err := checkValues(typ, typeLen, v); err != nil {
		return dst, err
	}
	switch enc {
	case Plain:
		return appendPlain(dst, typ, v), nil
	case RLE:
		if typ == Boolean {
			return appendRLEBools(dst, v.bools), nil
		}
	case DeltaBinaryPacked:
		switch typ {
		case Int32:
			return appendDeltaInt32(dst, v.i32), nil
		case Int64:
			return appendDeltaInt64(dst, v.i64), nil
		}
	case DeltaLengthByteArray:
		if typ == ByteArray {
			return appendDeltaLength(dst, v.bin), nil
		}
	case DeltaByteArray:
		if typ == ByteArray || typ == FixedLenByteArray {
			return appendDeltaByteArray(dst, v.bin), nil
		}
	case ByteStreamSplit:
		switch typ {
		case Int32:
			return appendSplit(dst, asBytes(v.i32), 4), nil
		case Float:
			return appendSplit(dst, asBytes(v.f32), 4), nil
		case Int64:
			return appendSplit(dst, asBytes(v.i64), 8), nil
		case Double:
			return appendSplit(dst, asBytes(v.f64), 8), nil
		case FixedLenByteArray:
			return appendSplitFixed(dst, v.bin, typeLen), nil
		}
	}
	return dst, fmt.Errorf("parquet: encoding %s does not apply to %s: %w", enc, typ, ErrUnsupported)
}

// asBytes views numeric values as their bytes in the host's order.
func asBytes[T int32 | int64 | float32 | float64 | uint32 | uint64](x []T) []byte {
	if len(x) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(x))), len(x)*int(unsafe.Sizeof(x[0])))
}

// growBytes returns dst with room for n more bytes, and those n bytes.
func growBytes(dst []byte, n int) ([]byte, []byte) {
	l := len(dst)
	if cap(dst)-l < n {
		nd := make([]byte, l, max(2*cap(dst), l+n))
		copy(nd, dst)
		dst = nd
	}
	dst = dst[:l+n]
	return dst, dst[l:]
}

// appendPlain appends v (checked to be of type typ) as PLAIN.
func appendPlain(dst []byte, typ PhysicalType, v leafValues) []byte {
	switch typ {
	case Boolean:
		return appendPlainBools(dst, v.bools)
	case Int32:
		return appendLE32(dst, asBytes(v.i32))
	case Float:
		return appendLE32(dst, asBytes(v.f32))
	case Int64:
		return appendLE64(dst, asBytes(v.i64))
	case Double:
		return appendLE64(dst, asBytes(v.f64))
	case Int96:
		dst, out := growBytes(dst, 12*len(v.i96))
		for i := range v.i96 {
			*(*[12]byte)(out[12*i:]) = v.i96[i]
		}
		return dst
	case ByteArray:
		return appendPlainByteArrays(dst, v.bin)
	case FixedLenByteArray:
		return append(dst, v.bin.bytes()...)
	}
	panic("parquet: appendPlain of " + typ.String())
}

// plainView is v's PLAIN encoding without a copy, where the values in
// memory already are it: fixed-size byte arrays, and 32- and 64-bit
// numbers on a little-endian host.
func plainView(typ PhysicalType, v leafValues) ([]byte, bool) {
	if hostorder.BigEndian && typ != FixedLenByteArray {
		return nil, false
	}
	var b []byte
	switch typ {
	case Int32:
		b = asBytes(v.i32)
	case Float:
		b = asBytes(v.f32)
	case Int64:
		b = asBytes(v.i64)
	case Double:
		b = asBytes(v.f64)
	case FixedLenByteArray:
		b = v.bin.bytes()
	default:
		return nil, false
	}
	return b, len(b) > 0
}

// appendLE32 appends 4-byte words held in the host's order as little-endian.
func appendLE32(dst, host []byte) []byte {
	dst, out := growBytes(dst, len(host))
	if !hostorder.BigEndian {
		copy(out, host)
		return dst
	}
	for i := 0; i < len(host); i += 4 {
		binary.LittleEndian.PutUint32(out[i:], binary.NativeEndian.Uint32(host[i:]))
	}
	return dst
}

// appendLE64 appends 8-byte words held in the host's order as little-endian.
func appendLE64(dst, host []byte) []byte {
	dst, out := growBytes(dst, len(host))
	if !hostorder.BigEndian {
		copy(out, host)
		return dst
	}
	for i := 0; i < len(host); i += 8 {
		binary.LittleEndian.PutUint64(out[i:], binary.NativeEndian.Uint64(host[i:]))
	}
	return dst
}

// appendPlainBools packs booleans one bit each, the first in the lowest bit.
func appendPlainBools(dst []byte, b []bool) []byte {
	dst, out := growBytes(dst, (len(b)+7)/8)
	full := len(b) / 8
	for i := range full {
		// A bool is one byte 0 or 1: gather eight of them at once.
		x := binary.LittleEndian.Uint64(unsafe.Slice((*byte)(unsafe.Pointer(&b[8*i])), 8))
		out[i] = byte((x * 0x0102040810204080) >> 56)
	}
	if r := b[8*full:]; len(r) > 0 {
		var c byte
		for k, x := range r {
			if x {
				c |= 1 << k
			}
		}
		out[full] = c
	}
	return dst
}

// appendPlainByteArrays appends each value as a 4-byte little-endian length
// and its bytes.
func appendPlainByteArrays(dst []byte, vals byteValues) []byte {
	n := vals.len()
	size := 4*n + len(vals.bytes())
	// 16 bytes of slack: values of up to 16 bytes are copied as two
	// 8-byte words (a call to memmove a value cost more than the copy),
	// the bytes past the value overwritten by the next.
	dst, out := growBytes(dst, size+16)
	data, offs := vals.data, vals.offs
	o := 0
	for i := range n {
		lo, hi := offs[i], offs[i+1]
		binary.LittleEndian.PutUint32(out[o:], uint32(hi-lo))
		o += 4
		if hi-lo <= 16 && lo+16 <= int64(len(data)) {
			binary.LittleEndian.PutUint64(out[o:], binary.LittleEndian.Uint64(data[lo:]))
			binary.LittleEndian.PutUint64(out[o+8:], binary.LittleEndian.Uint64(data[lo+8:]))
		} else {
			copy(out[o:], data[lo:hi])
		}
		o += int(hi - lo)
	}
	return dst[:len(dst)-16]
}

// appendRLEBools appends booleans as the RLE encoding: a 4-byte
// little-endian length, then a hybrid stream of bit width 1.
func appendRLEBools(dst []byte, b []bool) []byte {
	start := len(dst)
	dst = append(dst, 0, 0, 0, 0)
	tmp := make([]uint32, len(b))
	for i, x := range b {
		if x {
			tmp[i] = 1
		}
	}
	dst = kernels.HybridEncode(dst, tmp, 1)
	binary.LittleEndian.PutUint32(dst[start:], uint32(len(dst)-start-4))
	return dst
}

// appendSplit appends values of w bytes each, held in the host's order, as
// BYTE_STREAM_SPLIT: byte k (little-endian) of every value in stream k.
func appendSplit(dst, host []byte, w int) []byte {
	n := len(host) / w
	dst, out := growBytes(dst, len(host))
	for k := range w {
		hk := k
		if hostorder.BigEndian {
			hk = w - 1 - k
		}
		s := out[k*n : (k+1)*n]
		for i := range s {
			s[i] = host[i*w+hk]
		}
	}
	return dst
}

// appendSplitFixed is BYTE_STREAM_SPLIT for FIXED_LEN_BYTE_ARRAY values of
// w bytes (checked): their bytes in file order.
func appendSplitFixed(dst []byte, vals byteValues, w int) []byte {
	n := vals.len()
	dst, out := growBytes(dst, n*w)
	all := vals.bytes()
	for k := range w {
		s := out[k*n : (k+1)*n]
		for i := range s {
			s[i] = all[i*w+k]
		}
	}
	return dst
}

// float bits as the dictionary and statistics key them: NaN payloads and
// the sign of zero kept.
func f32bits(f float32) uint64 { return uint64(math.Float32bits(f)) }
func f64bits(f float64) uint64 { return math.Float64bits(f) }
