package parquet

import (
	"bytes"
	"encoding/binary"
	"math"
)

// statOrder is how a column's values compare, as parquet-format's
// ColumnOrder (TypeDefinedOrder) defines it for the column's physical and
// logical type.
type statOrder int8

const (
	orderNone     statOrder = iota // no defined order (INT96, INTERVAL, GEOMETRY): no min/max
	orderBool                      // false < true
	orderSigned                    // INT32, INT64 as signed integers
	orderUnsigned                  // INT32, INT64 as unsigned (UINT_*, INTEGER unsigned)
	orderFloat                     // FLOAT, DOUBLE; NaN ignored
	orderBytes                     // BYTE_ARRAY, FIXED_LEN_BYTE_ARRAY: unsigned bytewise
	orderDecimal                   // DECIMAL in bytes: signed two's complement big-endian
	orderFloat16                   // FLOAT16 (FIXED_LEN_BYTE_ARRAY 2) as a half float; NaN ignored
)

// columnOrder works out the order of the column el describes.
func columnOrder(el *SchemaElement) statOrder {
	if el == nil || el.Type == nil {
		return orderNone
	}
	lk := LogicalNone
	if el.Logical != nil {
		lk = el.Logical.Kind
	}
	ct := ConvertedType(-1)
	if el.Converted != nil {
		ct = *el.Converted
	}
	switch *el.Type {
	case Boolean:
		return orderBool
	case Int32, Int64:
		if (lk == LogicalInteger && !el.Logical.IsSigned) || (lk == LogicalNone && ct >= CTUint8 && ct <= CTUint64) {
			return orderUnsigned
		}
		return orderSigned
	case Float, Double:
		return orderFloat
	case ByteArray, FixedLenByteArray:
		switch {
		case lk == LogicalDecimal || (lk == LogicalNone && ct == CTDecimal):
			return orderDecimal
		case lk == LogicalFloat16 && *el.Type == FixedLenByteArray && el.TypeLength == 2:
			return orderFloat16
		case lk == LogicalGeometry || lk == LogicalGeography || ct == CTInterval:
			return orderNone
		}
		return orderBytes
	}
	return orderNone // INT96
}

// statsAccumulator gathers a page's or column chunk's statistics: null
// count, and min and max in the column's order. Integers and booleans are
// held as int64 (unsigned ones as their bits), floats as float64 (a
// float32 converts exactly), byte values as copies.
type statsAccumulator struct {
	typ   PhysicalType
	order statOrder
	nulls int64
	has   bool // a min and max were seen

	minI, maxI int64
	minF, maxF float64
	minB, maxB []byte
}

func newStatsAccumulator(el *SchemaElement) *statsAccumulator {
	s := &statsAccumulator{order: columnOrder(el)}
	if el != nil && el.Type != nil {
		s.typ = *el.Type
	}
	return s
}

// addNulls counts n null values.
func (s *statsAccumulator) addNulls(n int64) { s.nulls += n }

// reset forgets everything, keeping the byte buffers.
func (s *statsAccumulator) reset() {
	s.nulls, s.has = 0, false
	s.minB, s.maxB = s.minB[:0], s.maxB[:0]
}

// hasMinMax reports whether statistics will carry a min and max: some
// value was seen, in a column whose type has an order (and, for floats,
// was not NaN).
func (s *statsAccumulator) hasMinMax() bool { return s.has && s.order != orderNone }

// update takes the values (of the column's physical type) into the min and
// max.
func (s *statsAccumulator) update(v leafValues) {
	switch s.order {
	case orderBool:
		for _, b := range v.bools {
			x := int64(0)
			if b {
				x = 1
			}
			s.int(x)
		}
	case orderSigned:
		if len(v.i32) > 0 {
			lo, hi := bounds(v.i32)
			s.int(int64(lo))
			s.int(int64(hi))
		}
		if len(v.i64) > 0 {
			lo, hi := bounds(v.i64)
			s.int(lo)
			s.int(hi)
		}
	case orderUnsigned:
		if len(v.i32) > 0 {
			lo, hi := bounds(asU32(v.i32))
			s.uint(uint64(lo))
			s.uint(uint64(hi))
		}
		if len(v.i64) > 0 {
			lo, hi := bounds(asU64(v.i64))
			s.uint(lo)
			s.uint(hi)
		}
	case orderFloat:
		for _, x := range v.f32 {
			s.float(float64(x))
		}
		if lo, hi, ok := floatBounds(v.f64); ok {
			s.float(lo)
			s.float(hi)
		}
	case orderBytes:
		s.byteRange(v.bin)
	case orderDecimal, orderFloat16:
		for i := range v.bin.len() {
			s.bytes(v.bin.at(i))
		}
	}
}

// bounds is the least and the greatest of x (not empty), four lanes at
// a time so that each compare does not wait on the one before.
func bounds[T int32 | int64 | uint32 | uint64](x []T) (T, T) {
	lo0, hi0 := x[0], x[0]
	lo1, hi1, lo2, hi2, lo3, hi3 := lo0, hi0, lo0, hi0, lo0, hi0
	i := 0
	for ; i+4 <= len(x); i += 4 {
		a, b, c, d := x[i], x[i+1], x[i+2], x[i+3]
		lo0, hi0 = min(lo0, a), max(hi0, a)
		lo1, hi1 = min(lo1, b), max(hi1, b)
		lo2, hi2 = min(lo2, c), max(hi2, c)
		lo3, hi3 = min(lo3, d), max(hi3, d)
	}
	for ; i < len(x); i++ {
		lo0, hi0 = min(lo0, x[i]), max(hi0, x[i])
	}
	return min(lo0, lo1, lo2, lo3), max(hi0, hi1, hi2, hi3)
}

// floatBounds is the least and the greatest of the values of x that are
// not NaN (false: none is), -0 and +0 equal.
func floatBounds(x []float64) (lo, hi float64, ok bool) {
	i := 0
	for i < len(x) && x[i] != x[i] {
		i++
	}
	if i == len(x) {
		return 0, 0, false
	}
	lo, hi = x[i], x[i]
	for _, f := range x[i+1:] {
		if f < lo {
			lo = f
		}
		if f > hi {
			hi = f
		}
	}
	return lo, hi, true
}

func (s *statsAccumulator) int(x int64) {
	if !s.has {
		s.minI, s.maxI, s.has = x, x, true
		return
	}
	s.minI, s.maxI = min(s.minI, x), max(s.maxI, x)
}

func (s *statsAccumulator) uint(x uint64) {
	if !s.has {
		s.minI, s.maxI, s.has = int64(x), int64(x), true
		return
	}
	s.minI, s.maxI = int64(min(uint64(s.minI), x)), int64(max(uint64(s.maxI), x))
}

// float takes x unless it is NaN, which parquet-format keeps out of
// min and max. -0.0 and +0.0 compare equal here; statistics writes a zero
// bound with the sign the format asks for.
func (s *statsAccumulator) float(x float64) {
	if x != x {
		return
	}
	if !s.has {
		s.minF, s.maxF, s.has = x, x, true
		return
	}
	if x < s.minF {
		s.minF = x
	}
	if x > s.maxF {
		s.maxF = x
	}
}

func (s *statsAccumulator) bytes(b []byte) {
	if s.order == orderFloat16 && len(b) == 2 && isNaN16(b) {
		return
	}
	if !s.has {
		s.minB, s.maxB, s.has = append(s.minB[:0], b...), append(s.maxB[:0], b...), true
		return
	}
	if s.less(b, s.minB) {
		s.minB = append(s.minB[:0], b...)
	}
	if s.less(s.maxB, b) {
		s.maxB = append(s.maxB[:0], b...)
	}
}

// byteOrdered reports whether the column's values are byte arrays with
// an order, taken by bytes.
func (s *statsAccumulator) byteOrdered() bool {
	return s.order == orderBytes || s.order == orderDecimal || s.order == orderFloat16
}

// byteRange takes byte values in unsigned lexicographic order, keeping
// the bounds as references into v until the end (one copy each, rather
// than one for every new bound).
func (s *statsAccumulator) byteRange(v byteValues) {
	n := v.len()
	if n == 0 {
		return
	}
	lo, hi := v.at(0), v.at(0)
	if s.has {
		lo, hi = s.minB, s.maxB
	}
	for i := range n {
		b := v.at(i)
		if string(b) < string(lo) {
			lo = b
		} else if string(b) > string(hi) {
			hi = b
		}
	}
	s.minB, s.maxB, s.has = append([]byte(nil), lo...), append([]byte(nil), hi...), true
}

// less compares byte values in the column's order.
func (s *statsAccumulator) less(a, b []byte) bool {
	switch s.order {
	case orderDecimal:
		return compareDecimal(a, b) < 0
	case orderFloat16:
		return half(a) < half(b)
	}
	return bytes.Compare(a, b) < 0
}

// merge takes o's values and nulls into s (of the same column).
func (s *statsAccumulator) merge(o *statsAccumulator) {
	s.nulls += o.nulls
	if !o.has {
		return
	}
	switch s.order {
	case orderBool, orderSigned:
		s.int(o.minI)
		s.int(o.maxI)
	case orderUnsigned:
		s.uint(uint64(o.minI))
		s.uint(uint64(o.maxI))
	case orderFloat:
		s.float(o.minF)
		s.float(o.maxF)
	case orderBytes, orderDecimal, orderFloat16:
		s.bytes(o.minB)
		s.bytes(o.maxB)
	}
}

// statistics returns the Statistics: NullCount always; MinValue and
// MaxValue (PLAIN bytes, without a length for byte arrays) where the
// column has an order and a value was seen; the deprecated Min and Max as
// well where that order is the signed one old readers assumed (booleans,
// signed integers, floats). BYTE_ARRAY bounds longer than truncate bytes
// (0: no limit) are cut: the min to its first truncate bytes, still a
// lower bound; the max to its first truncate bytes with the last byte
// that is not 0xff incremented (and the bytes after dropped), still an
// upper bound, or left whole if all are 0xff. A cut bound is marked not
// exact.
func (s *statsAccumulator) statistics(truncate int) *Statistics {
	nulls := s.nulls
	st := &Statistics{NullCount: &nulls}
	if !s.hasMinMax() {
		return st
	}
	var lo, hi []byte
	minExact, maxExact := true, true
	switch s.order {
	case orderBool:
		lo, hi = []byte{byte(s.minI)}, []byte{byte(s.maxI)}
	case orderSigned, orderUnsigned:
		if s.typ == Int32 {
			lo = binary.LittleEndian.AppendUint32(nil, uint32(s.minI))
			hi = binary.LittleEndian.AppendUint32(nil, uint32(s.maxI))
		} else {
			lo = binary.LittleEndian.AppendUint64(nil, uint64(s.minI))
			hi = binary.LittleEndian.AppendUint64(nil, uint64(s.maxI))
		}
	case orderFloat:
		mn, mx := s.minF, s.maxF
		if mn == 0 {
			mn = math.Copysign(0, -1)
		}
		if mx == 0 {
			mx = 0
		}
		if s.typ == Float {
			lo = binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(mn)))
			hi = binary.LittleEndian.AppendUint32(nil, math.Float32bits(float32(mx)))
		} else {
			lo = binary.LittleEndian.AppendUint64(nil, math.Float64bits(mn))
			hi = binary.LittleEndian.AppendUint64(nil, math.Float64bits(mx))
		}
	case orderFloat16:
		lo, hi = append([]byte(nil), s.minB...), append([]byte(nil), s.maxB...)
		if half(lo) == 0 {
			lo = []byte{0x00, 0x80}
		}
		if half(hi) == 0 {
			hi = []byte{0x00, 0x00}
		}
	default:
		// Never nil: an empty value is a bound, which nil would leave out.
		lo, hi = append([]byte{}, s.minB...), append([]byte{}, s.maxB...)
		if s.order == orderBytes && s.typ == ByteArray && truncate > 0 {
			if len(lo) > truncate {
				lo, minExact = lo[:truncate], false
			}
			if len(hi) > truncate {
				if t, ok := truncateMax(hi, truncate); ok {
					hi, maxExact = t, false
				}
			}
		}
	}
	st.MinValue, st.MaxValue = lo, hi
	st.IsMinValueExact, st.IsMaxValueExact = &minExact, &maxExact
	switch s.order {
	case orderBool, orderSigned, orderFloat:
		st.Min, st.Max = lo, hi
	}
	return st
}

// truncateMax cuts b to n bytes and increments the last byte that is not
// 0xff, dropping those after it, giving an upper bound of b; false if the
// first n bytes are all 0xff.
func truncateMax(b []byte, n int) ([]byte, bool) {
	t := b[:n]
	for i := n - 1; i >= 0; i-- {
		if t[i] != 0xff {
			t = t[:i+1]
			t[i]++
			return t, true
		}
	}
	return nil, false
}

// compareDecimal compares two's complement big-endian integers of any
// lengths (an empty one is 0), the shorter sign-extended.
func compareDecimal(a, b []byte) int {
	sa, sb := signByte(a), signByte(b)
	if sa != sb {
		if sa != 0 { // a negative, b not
			return -1
		}
		return 1
	}
	n := max(len(a), len(b))
	for i := range n {
		x, y := sa, sb
		if k := i - (n - len(a)); k >= 0 {
			x = a[k]
		}
		if k := i - (n - len(b)); k >= 0 {
			y = b[k]
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// signByte is the byte a big-endian two's complement value extends with.
func signByte(b []byte) byte {
	if len(b) > 0 && b[0]&0x80 != 0 {
		return 0xff
	}
	return 0
}

// half converts a little-endian IEEE 754 half float to float32.
func half(b []byte) float32 {
	h := uint32(binary.LittleEndian.Uint16(b))
	sign := h >> 15 << 31
	exp := (h >> 10) & 0x1f
	frac := h & 0x3ff
	switch {
	case exp == 0x1f: // infinity or NaN
		return math.Float32frombits(sign | 0xff<<23 | frac<<13)
	case exp == 0:
		// Zero or subnormal: frac * 2^-24.
		f := float32(frac) * (1.0 / (1 << 24))
		if sign != 0 {
			f = -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | frac<<13)
}

func isNaN16(b []byte) bool {
	h := binary.LittleEndian.Uint16(b)
	return h&0x7c00 == 0x7c00 && h&0x3ff != 0
}
