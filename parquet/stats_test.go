package parquet

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

func schemaEl(typ PhysicalType, typeLen int, ct *ConvertedType, lt *LogicalType) *SchemaElement {
	return &SchemaElement{Type: &typ, TypeLength: int32(typeLen), Converted: ct, Logical: lt}
}

func ctPtr(c ConvertedType) *ConvertedType { return &c }

// refFloat16 is a half float's value by the formula, not by bit moves.
func refFloat16(b []byte) float64 {
	h := binary.LittleEndian.Uint16(b)
	s := 1.0
	if h&0x8000 != 0 {
		s = -1
	}
	e, f := int(h>>10&0x1f), float64(h&0x3ff)
	switch e {
	case 0x1f:
		if f != 0 {
			return math.NaN()
		}
		return s * math.Inf(1)
	case 0:
		return s * math.Ldexp(f, -24)
	}
	return s * math.Ldexp(1+f/1024, e-15)
}

// refDecimal is a two's complement big-endian integer's value.
func refDecimal(b []byte) *big.Int {
	x := new(big.Int).SetBytes(b)
	if len(b) > 0 && b[0]&0x80 != 0 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(8*len(b))))
	}
	return x
}

// refMinMax sorts the values' PLAIN bytes by the order (a reference
// comparator per order) and returns the first and last, NaNs left out, or
// nil if none.
func refMinMax(typ PhysicalType, order statOrder, v leafValues) (lo, hi []byte) {
	var items [][]byte
	var keys []float64 // float orders: values, for NaN and zero checks
	for i := range v.len() {
		b, _ := encodeValues(nil, Plain, typ, len(firstBin(v)), v.slice(i, i+1))
		if typ == ByteArray {
			b = b[4:]
		}
		if typ == Boolean {
			b = []byte{b[0]}
		}
		items = append(items, b)
	}
	val := func(b []byte) float64 {
		switch {
		case order == orderFloat16:
			return refFloat16(b)
		case typ == Float:
			return float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
		}
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	}
	cmp := func(a, b []byte) int {
		switch order {
		case orderBool:
			return int(a[0]) - int(b[0])
		case orderSigned:
			if typ == Int32 {
				return compareOrd(int32(binary.LittleEndian.Uint32(a)), int32(binary.LittleEndian.Uint32(b)))
			}
			return compareOrd(int64(binary.LittleEndian.Uint64(a)), int64(binary.LittleEndian.Uint64(b)))
		case orderUnsigned:
			if typ == Int32 {
				return compareOrd(binary.LittleEndian.Uint32(a), binary.LittleEndian.Uint32(b))
			}
			return compareOrd(binary.LittleEndian.Uint64(a), binary.LittleEndian.Uint64(b))
		case orderFloat, orderFloat16:
			return compareOrd(val(a), val(b))
		case orderDecimal:
			return refDecimal(a).Cmp(refDecimal(b))
		}
		return compareOrd(string(a), string(b))
	}
	if order == orderFloat || order == orderFloat16 {
		items = slices.DeleteFunc(items, func(b []byte) bool { return math.IsNaN(val(b)) })
	}
	if order == orderNone || len(items) == 0 {
		return nil, nil
	}
	slices.SortStableFunc(items, cmp)
	lo, hi = items[0], items[len(items)-1]
	if order == orderFloat || order == orderFloat16 {
		_ = keys
		// A zero bound is written -0.0 as min, +0.0 as max.
		if val(lo) == 0 {
			lo = map[int][]byte{2: {0, 0x80}, 4: {0, 0, 0, 0x80}, 8: {0, 0, 0, 0, 0, 0, 0, 0x80}}[len(lo)]
		}
		if val(hi) == 0 {
			hi = make([]byte, len(hi))
		}
	}
	return lo, hi
}

func compareOrd[T int32 | int64 | uint32 | uint64 | float64 | string](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func firstBin(v leafValues) []byte {
	if v.bin.len() > 0 {
		return v.bin.at(0)
	}
	return nil
}

type statCase struct {
	name  string
	el    *SchemaElement
	order statOrder
}

func statCases() []statCase {
	return []statCase{
		{"bool", schemaEl(Boolean, 0, nil, nil), orderBool},
		{"int32", schemaEl(Int32, 0, nil, nil), orderSigned},
		{"int64", schemaEl(Int64, 0, nil, nil), orderSigned},
		{"uint32/converted", schemaEl(Int32, 0, ctPtr(CTUint32), nil), orderUnsigned},
		{"uint8/converted", schemaEl(Int32, 0, ctPtr(CTUint8), nil), orderUnsigned},
		{"uint64/logical", schemaEl(Int64, 0, ctPtr(CTUint64), &LogicalType{Kind: LogicalInteger, BitWidth: 64}), orderUnsigned},
		{"int64/logical signed", schemaEl(Int64, 0, nil, &LogicalType{Kind: LogicalInteger, BitWidth: 64, IsSigned: true}), orderSigned},
		{"date", schemaEl(Int32, 0, ctPtr(CTDate), &LogicalType{Kind: LogicalDate}), orderSigned},
		{"float", schemaEl(Float, 0, nil, nil), orderFloat},
		{"double", schemaEl(Double, 0, nil, nil), orderFloat},
		{"int96", schemaEl(Int96, 12, nil, nil), orderNone},
		{"string", schemaEl(ByteArray, 0, ctPtr(CTUTF8), &LogicalType{Kind: LogicalString}), orderBytes},
		{"binary", schemaEl(ByteArray, 0, nil, nil), orderBytes},
		{"flba3", schemaEl(FixedLenByteArray, 3, nil, nil), orderBytes},
		{"decimal/flba", schemaEl(FixedLenByteArray, 3, ctPtr(CTDecimal), &LogicalType{Kind: LogicalDecimal, Precision: 6}), orderDecimal},
		{"decimal/bytearray", schemaEl(ByteArray, 0, ctPtr(CTDecimal), nil), orderDecimal},
		{"float16", schemaEl(FixedLenByteArray, 2, nil, &LogicalType{Kind: LogicalFloat16}), orderFloat16},
		{"interval", schemaEl(FixedLenByteArray, 12, ctPtr(CTInterval), nil), orderNone},
	}
}

// genStatValues makes values for a case: random, edge, or (float16) half
// floats including NaN and both zeros.
func genStatValues(r *rand.Rand, c statCase, n, kind int) leafValues {
	typ := *c.el.Type
	if c.order == orderFloat16 {
		edges := []uint16{0x0000, 0x8000, 0x7e00, 0x7c00, 0xfc00, 0x3c00, 0xbc00, 0x0001, 0x8001, 0x7bff, 0xfbff, 0x7c01}
		v := make([][]byte, n)
		for i := range v {
			h := uint16(r.Uint32())
			if kind == 1 {
				h = edges[r.IntN(len(edges))]
			}
			v[i] = binary.LittleEndian.AppendUint16(nil, h)
		}
		return leafValues{bin: makeByteValues(v...)}
	}
	if c.order == orderDecimal && typ == ByteArray {
		v := make([][]byte, n)
		for i := range v {
			b := make([]byte, r.IntN(6))
			for k := range b {
				b[k] = []byte{0, 0xff, 0x80, 0x7f, byte(r.Uint32())}[r.IntN(5)]
			}
			v[i] = b
		}
		return leafValues{bin: makeByteValues(v...)}
	}
	return genValues(r, typ, int(c.el.TypeLength), n, kind)
}

// TestStatistics compares min and max with a sort by a reference
// comparator, for every order, and checks the deprecated fields, the
// exactness flags, the null count and merge.
func TestStatistics(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, c := range statCases() {
		if got := columnOrder(c.el); got != c.order {
			t.Errorf("%s: order %d, want %d", c.name, got, c.order)
			continue
		}
		for _, n := range []int{0, 1, 2, 5, 100, 1000} {
			for kind := range 3 {
				v := genStatValues(r, c, n, kind)
				s := newStatsAccumulator(c.el)
				s.update(v)
				s.addNulls(7)
				st := s.statistics(0)
				where := fmt.Sprintf("%s n=%d kind=%d", c.name, n, kind)
				if st.NullCount == nil || *st.NullCount != 7 {
					t.Errorf("%s: null count %v", where, st.NullCount)
				}
				lo, hi := refMinMax(*c.el.Type, c.order, v)
				if !bytes.Equal(st.MinValue, lo) || !bytes.Equal(st.MaxValue, hi) || s.hasMinMax() != (lo != nil) {
					t.Errorf("%s: min %x max %x (has %v), want %x %x", where, st.MinValue, st.MaxValue, s.hasMinMax(), lo, hi)
				}
				deprecated := c.order == orderBool || c.order == orderSigned || c.order == orderFloat
				if deprecated && lo != nil {
					if !bytes.Equal(st.Min, lo) || !bytes.Equal(st.Max, hi) {
						t.Errorf("%s: deprecated min %x max %x, want %x %x", where, st.Min, st.Max, lo, hi)
					}
				} else if st.Min != nil || st.Max != nil {
					t.Errorf("%s: deprecated min/max written for an order old readers do not share", where)
				}
				if lo != nil && (st.IsMinValueExact == nil || !*st.IsMinValueExact || st.IsMaxValueExact == nil || !*st.IsMaxValueExact) {
					t.Errorf("%s: untruncated bounds not marked exact", where)
				}
				// Merging two halves' accumulators gives the same.
				a, b := newStatsAccumulator(c.el), newStatsAccumulator(c.el)
				a.update(v.slice(0, n/3))
				b.update(v.slice(n/3, n))
				a.addNulls(3)
				b.addNulls(4)
				a.merge(b)
				if m := a.statistics(0); !bytes.Equal(m.MinValue, lo) || !bytes.Equal(m.MaxValue, hi) || *m.NullCount != 7 {
					t.Errorf("%s: merged min %x max %x nulls %d", where, m.MinValue, m.MaxValue, *m.NullCount)
				}
				s.reset()
				if s.hasMinMax() || *s.statistics(0).NullCount != 0 {
					t.Errorf("%s: reset kept values", where)
				}
			}
		}
	}
}

// TestStatisticsFloats: hand-picked float cases.
func TestStatisticsFloats(t *testing.T) {
	el := schemaEl(Double, 0, nil, nil)
	negZero := math.Copysign(0, -1)
	for _, c := range []struct {
		v      []float64
		lo, hi float64
		none   bool
	}{
		{v: []float64{math.NaN(), math.NaN()}, none: true},
		{v: []float64{math.NaN(), 1, math.NaN(), -3}, lo: -3, hi: 1},
		{v: []float64{0}, lo: negZero, hi: 0},
		{v: []float64{negZero}, lo: negZero, hi: 0},
		{v: []float64{negZero, 5}, lo: negZero, hi: 5},
		{v: []float64{-5, 0}, lo: -5, hi: 0},
		{v: []float64{math.Inf(-1), math.Inf(1)}, lo: math.Inf(-1), hi: math.Inf(1)},
	} {
		s := newStatsAccumulator(el)
		s.update(leafValues{f64: c.v})
		st := s.statistics(0)
		if c.none {
			if s.hasMinMax() || st.MinValue != nil {
				t.Errorf("%v: min/max %x %x, want none", c.v, st.MinValue, st.MaxValue)
			}
			continue
		}
		lo := math.Float64frombits(binary.LittleEndian.Uint64(st.MinValue))
		hi := math.Float64frombits(binary.LittleEndian.Uint64(st.MaxValue))
		if math.Float64bits(lo) != math.Float64bits(c.lo) || math.Float64bits(hi) != math.Float64bits(c.hi) {
			t.Errorf("%v: min %v max %v, want %v %v", c.v, lo, hi, c.lo, c.hi)
		}
	}
	// FLOAT too: 4-byte bounds.
	s := newStatsAccumulator(schemaEl(Float, 0, nil, nil))
	s.update(leafValues{f32: []float32{2.5, float32(math.NaN()), -1}})
	st := s.statistics(0)
	if binary.LittleEndian.Uint32(st.MinValue) != math.Float32bits(-1) || binary.LittleEndian.Uint32(st.MaxValue) != math.Float32bits(2.5) {
		t.Errorf("FLOAT: min %x max %x", st.MinValue, st.MaxValue)
	}
}

// TestStatisticsTruncate: byte-array bounds cut to the limit stay bounds.
func TestStatisticsTruncate(t *testing.T) {
	el := schemaEl(ByteArray, 0, ctPtr(CTUTF8), &LogicalType{Kind: LogicalString})
	for _, c := range []struct {
		v                []string
		limit            int
		lo, hi           string
		loExact, hiExact bool
	}{
		{[]string{"abcdef", "abzzzz"}, 3, "abc", "ab{", false, false},
		{[]string{"abcdef", "ab\xff\xff"}, 3, "abc", "ac", false, false},
		{[]string{"a", "\xff\xff\xff\xff"}, 3, "a", "\xff\xff\xff\xff", true, true},
		{[]string{"abc", "abd"}, 3, "abc", "abd", true, true},
		{[]string{"abcd", "abd"}, 3, "abc", "abd", false, true},
		{[]string{"abcdef", "b\xffzz"}, 2, "ab", "c", false, false},
		{[]string{"abcdef", "abzzzz"}, 0, "abcdef", "abzzzz", true, true},
		{[]string{"", "z"}, 1, "", "z", true, true},
	} {
		s := newStatsAccumulator(el)
		vals := make([][]byte, len(c.v))
		for i, x := range c.v {
			vals[i] = []byte(x)
		}
		s.update(leafValues{bin: makeByteValues(vals...)})
		st := s.statistics(c.limit)
		if string(st.MinValue) != c.lo || string(st.MaxValue) != c.hi || *st.IsMinValueExact != c.loExact || *st.IsMaxValueExact != c.hiExact {
			t.Errorf("%q limit %d: min %q (exact %v) max %q (exact %v), want %q %v %q %v", c.v, c.limit,
				st.MinValue, *st.IsMinValueExact, st.MaxValue, *st.IsMaxValueExact, c.lo, c.loExact, c.hi, c.hiExact)
		}
		// Truncation does not touch the accumulator's own bounds.
		if st2 := s.statistics(0); string(st2.MaxValue) != slices.MaxFunc(c.v, compareOrd) {
			t.Errorf("%q: max after truncation %q", c.v, st2.MaxValue)
		}
	}
	// Decimals and fixed-length values are not cut.
	s := newStatsAccumulator(schemaEl(ByteArray, 0, ctPtr(CTDecimal), nil))
	s.update(leafValues{bin: makeByteValues([]byte{1, 2, 3, 4}, []byte{0xff, 2, 3, 4, 5})})
	if st := s.statistics(2); len(st.MinValue) != 5 || len(st.MaxValue) != 4 {
		t.Errorf("decimal bounds cut: %x %x", st.MinValue, st.MaxValue)
	}
}

// TestBoundsAsLoop holds the four-lane bounds and the NaN-skipping
// float bounds to a plain loop, at every length around the lane count.
func TestBoundsAsLoop(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 7))
	for n := 1; n < 40; n++ {
		x := make([]int64, n)
		f := make([]float64, n)
		for i := range x {
			x[i] = r.Int64N(200) - 100
			f[i] = float64(x[i])
			if r.IntN(4) == 0 {
				f[i] = math.NaN()
			}
		}
		lo, hi := x[0], x[0]
		var flo, fhi float64
		fok := false
		for i, v := range x {
			lo, hi = min(lo, v), max(hi, v)
			if g := f[i]; g == g {
				if !fok {
					flo, fhi, fok = g, g, true
				}
				flo, fhi = min(flo, g), max(fhi, g)
			}
		}
		if glo, ghi := bounds(x); glo != lo || ghi != hi {
			t.Fatalf("%v: bounds %d %d, want %d %d", x, glo, ghi, lo, hi)
		}
		if glo, ghi, ok := floatBounds(f); ok != fok || ok && (glo != flo || ghi != fhi) {
			t.Fatalf("%v: floatBounds %v %v %v, want %v %v %v", f, glo, ghi, ok, flo, fhi, fok)
		}
	}
}
