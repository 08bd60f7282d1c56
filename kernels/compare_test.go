package kernels

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/kernels/asm"
)

// refNull reports whether slot i of a is null, looking through
// dictionaries and extensions.
func refNull(a arrays.Array, i int) bool {
	switch x := a.(type) {
	case *arrays.Dictionary:
		return x.IsNull(i) || refNull(x.Dictionary(), x.IndexValue(i))
	case *arrays.ExtensionArray:
		return refNull(x.Storage(), i)
	}
	return a.IsNull(i)
}

// refValue returns slot i of a as a plain Go value: a *big.Int for every
// integer-backed type, a float64 for floats, a bool, a string for byte
// strings, the interval struct for intervals.
func refValue(a arrays.Array, i int) any {
	switch x := a.(type) {
	case *arrays.Dictionary:
		return refValue(x.Dictionary(), x.IndexValue(i))
	case *arrays.ExtensionArray:
		return refValue(x.Storage(), i)
	case *arrays.Boolean:
		return x.Value(i)
	case *arrays.Float16:
		return float64(x.Value(i).Float32())
	case *arrays.Float32:
		return float64(x.Value(i))
	case *arrays.Float64:
		return x.Value(i)
	case *arrays.Decimal128:
		return x.Value(i).Big()
	case *arrays.Decimal256:
		return x.Value(i).Big()
	case *arrays.IntervalDayTime:
		return x.Value(i)
	case *arrays.IntervalMonthDayNano:
		return x.Value(i)
	case *arrays.FixedSizeBinary:
		return string(x.Value(i))
	case *arrays.Uint8:
		return new(big.Int).SetUint64(uint64(x.Value(i)))
	case *arrays.Uint16:
		return new(big.Int).SetUint64(uint64(x.Value(i)))
	case *arrays.Uint32:
		return new(big.Int).SetUint64(uint64(x.Value(i)))
	case *arrays.Uint64:
		return new(big.Int).SetUint64(x.Value(i))
	}
	d := a.Data()
	if arrays.IsBinaryLike(d.Type.ID()) {
		return string(binaryAt(d, i))
	}
	// signed integer-backed types: sign-extend the host-order bytes
	w := arrays.PrimitiveByteWidth(d.Type.ID())
	b := d.Buffers[1][(d.Offset+i)*w : (d.Offset+i+1)*w]
	var v int64
	for k := w - 1; k >= 0; k-- {
		if hostorder.BigEndian {
			v = v<<8 | int64(b[w-1-k])
		} else {
			v = v<<8 | int64(b[k])
		}
	}
	v = v << (64 - 8*uint(w)) >> (64 - 8*uint(w))
	return big.NewInt(v)
}

// refHolds applies op to a three-way result, written out independently of
// cmpOp.holds.
func refHolds(op cmpOp, r int) bool {
	return map[cmpOp]bool{opEq: r == 0, opNe: r != 0, opLt: r < 0, opLe: r <= 0, opGt: r > 0, opGe: r >= 0}[op]
}

// refCompare is the reference comparison of two reference values.
func refCompare(op cmpOp, x, y any, order NaNOrder) bool {
	switch x := x.(type) {
	case float64:
		y := y.(float64)
		xn, yn := math.IsNaN(x), math.IsNaN(y)
		switch {
		case !xn && !yn:
			r := 0
			if x < y {
				r = -1
			} else if x > y {
				r = 1
			}
			return refHolds(op, r)
		case order == IEEE:
			return op == opNe
		case xn && yn:
			return refHolds(op, 0)
		case xn:
			return refHolds(op, 1)
		}
		return refHolds(op, -1)
	case *big.Int:
		return refHolds(op, x.Cmp(y.(*big.Int)))
	case bool:
		xi, yi := 0, 0
		if x {
			xi = 1
		}
		if y.(bool) {
			yi = 1
		}
		return refHolds(op, xi-yi)
	case string:
		return refHolds(op, strings.Compare(x, y.(string)))
	}
	if op != opEq && op != opNe {
		panic("refCompare: no order")
	}
	return (x == y) == (op == opEq)
}

var allOps = []cmpOp{opEq, opNe, opLt, opLe, opGt, opGe}

// checkCompare checks a compare result against the reference, for a
// against b (an array or a scalar, as a one-slot array bs).
func checkCompare(t *testing.T, what string, got *arrays.Boolean, op cmpOp, a arrays.Array, b arrays.Array, scalar bool, order NaNOrder, swap bool) {
	t.Helper()
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: invalid result: %v", what, err)
	}
	if got.Len() != a.Len() {
		t.Fatalf("%s: %d slots, want %d", what, got.Len(), a.Len())
	}
	for i := 0; i < a.Len(); i++ {
		j := i
		if scalar {
			j = 0
		}
		if refNull(a, i) || refNull(b, j) {
			if !got.IsNull(i) {
				t.Fatalf("%s: slot %d is %v, want null", what, i, got.Value(i))
			}
			continue
		}
		x, y := refValue(a, i), refValue(b, j)
		if swap {
			x, y = y, x
		}
		if want := refCompare(op, x, y, order); got.IsNull(i) || got.Value(i) != want {
			t.Fatalf("%s: slot %d (%s vs %s) is %s, want %v", what, i, a.ValueString(i), b.ValueString(j), got.ValueString(i), want)
		}
	}
}

// compareTestTypes lists every type the compare functions take.
func compareTestTypes() []arrays.DataType {
	return append(fixedTestTypes(),
		arrays.BoolType{},
		arrays.FixedSizeBinaryType{ByteWidth: 2},
		arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{},
		arrays.BinaryViewType{}, arrays.Utf8ViewType{},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		&arrays.DictionaryType{Index: arrays.Uint32Type{}, Value: arrays.Float64Type{}},
		&kernelExtType{storage: arrays.Int32Type{}},
	)
}

// valueType is the type a scalar compared with an array of type t has.
func valueType(t arrays.DataType) arrays.DataType {
	if dt, ok := t.(*arrays.DictionaryType); ok {
		return dt.Value
	}
	return t
}

func isOrdered(t arrays.DataType) bool {
	id := arrays.StorageOf(valueType(t)).ID()
	return id != arrays.INTERVAL_DAY_TIME && id != arrays.INTERVAL_MONTH_DAY_NANO
}

func TestCompareEveryType(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for ti, typ := range compareTestTypes() {
			t.Run(typ.String(), func(t *testing.T) {
				t.Parallel()
				g := newGen(uint64(200+ti), true)
				for _, n := range testLengths() {
					if n > 70 && n != 1000 && ti%2 == 1 {
						continue
					}
					for _, p := range []float64{0, 0.2, 1} {
						a, b := g.array(typ, n, p), g.array(typ, n, p)
						// scalars: a value of the other array's domain, sometimes null
						sv := g.array(valueType(typ), 1, 0.1)
						s, err := ScalarAt(sv, 0)
						if err != nil {
							t.Fatal(err)
						}
						for _, op := range allOps {
							if !isOrdered(typ) && op != opEq && op != opNe {
								continue
							}
							for _, order := range []NaNOrder{IEEE, TotalOrder} {
								c := newConfig([]Option{order})
								what := fmt.Sprintf("n=%d p=%v %s %s", n, p, op, order)
								d, err := compareDatums(k, &c, op, a, b)
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								checkCompare(t, what+" array-array", arrays.MakeArray(d).(*arrays.Boolean), op, a, b, false, order, false)
								d, err = compareDatums(k, &c, op, a, s)
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								checkCompare(t, what+" array-scalar", arrays.MakeArray(d).(*arrays.Boolean), op, a, sv, true, order, false)
								d, err = compareDatums(k, &c, op, s, a)
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								checkCompare(t, what+" scalar-array", arrays.MakeArray(d).(*arrays.Boolean), op, a, sv, true, order, true)
							}
						}
					}
				}
			})
		}
	})
}

// TestCompareOffsets compares arrays sliced at every offset pair 0..9.
func TestCompareOffsets(t *testing.T) {
	g := newGen(31, true)
	for _, typ := range []arrays.DataType{arrays.BoolType{}, arrays.Int16Type{}, arrays.Float64Type{}, arrays.Utf8Type{}, arrays.Utf8ViewType{}} {
		for _, n := range []int{1, 63, 64, 65, 129} {
			ab, bb := g.data(typ, n+10, 0.2), g.data(typ, n+10, 0.2)
			for ao := range 10 {
				for bo := range 10 {
					a, b := arrays.MakeArray(ab.Slice(ao, ao+n)), arrays.MakeArray(bb.Slice(bo, bo+n))
					for _, op := range allOps {
						got, err := compare(op, a, b, nil)
						if err != nil {
							t.Fatal(err)
						}
						checkCompare(t, fmt.Sprintf("%s n=%d off %d/%d %s", typ, n, ao, bo, op), got, op, a, b, false, IEEE, false)
					}
				}
			}
		}
	}
}

// TestCompareMixedLayouts compares binary-like arrays of different
// layouts, and dictionary arrays with plain ones.
func TestCompareMixedLayouts(t *testing.T) {
	g := newGen(41, true)
	layouts := []arrays.DataType{arrays.Utf8Type{}, arrays.LargeUtf8Type{}, arrays.Utf8ViewType{}, arrays.BinaryType{},
		&arrays.DictionaryType{Index: arrays.Int16Type{}, Value: arrays.Utf8Type{}}}
	for _, ta := range layouts {
		for _, tb := range layouts {
			a, b := g.array(ta, 100, 0.1), g.array(tb, 100, 0.1)
			for _, op := range allOps {
				got, err := compare(op, a, b, nil)
				if err != nil {
					t.Fatalf("%s vs %s: %v", ta, tb, err)
				}
				checkCompare(t, fmt.Sprintf("%s vs %s %s", ta, tb, op), got, op, a, b, false, IEEE, false)
			}
		}
	}
}

func TestCompareErrors(t *testing.T) {
	g := newGen(51, true)
	i32 := g.array(arrays.Int32Type{}, 5, 0)
	cases := []struct {
		name string
		l, r Datum
		op   cmpOp
		want string
	}{
		{"types", i32, g.array(arrays.Float16Type{}, 5, 0), opEq, "int32 and float16"},
		{"length", i32, g.array(arrays.Int32Type{}, 6, 0), opEq, "5 and 6 slots"},
		{"units", g.array(arrays.TimestampType{Unit: arrays.Second}, 3, 0), TimestampScalar(arrays.TimestampType{Unit: arrays.Millisecond}, 1), opLt, "units differ"},
		{"zones", g.array(arrays.TimestampType{Unit: arrays.Second}, 3, 0), TimestampScalar(arrays.TimestampType{Unit: arrays.Second, TimeZone: "UTC"}, 1), opLt, "time zone"},
		{"decimal float", g.array(arrays.Decimal64Type{Precision: 10, Scale: 2}, 3, 0), Float64Scalar(1), opEq, "decimal64(10, 2) and float64"},
		{"interval order", g.array(arrays.IntervalDayTimeType{}, 3, 0), g.array(arrays.IntervalDayTimeType{}, 3, 0), opLt, "no order"},
		{"fsb widths", g.array(arrays.FixedSizeBinaryType{ByteWidth: 2}, 3, 0), g.array(arrays.FixedSizeBinaryType{ByteWidth: 3}, 3, 0), opEq, "byte widths"},
		{"nested", g.array(arrays.ListOf(arrays.Int8Type{}), 3, 0), g.array(arrays.ListOf(arrays.Int8Type{}), 3, 0), opEq, "do not compare"},
		{"two scalars", Int32Scalar(1), Int32Scalar(2), opEq, "two scalars"},
		{"nil", i32, nil, opEq, "nil"},
		{"nil scalar", i32, (*Scalar)(nil), opEq, "nil"},
	}
	for _, tc := range cases {
		_, err := compare(tc.op, tc.l, tc.r, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to say %q", tc.name, err, tc.want)
		}
	}
	_, err := Less(i32, g.array(arrays.Utf8Type{}, 5, 0))
	if !errors.Is(err, ErrNotComparable) {
		t.Errorf("not ErrNotComparable: %v", err)
	}
	// precision may differ; zones may differ when both have one
	if _, err := Equal(g.array(arrays.Decimal64Type{Precision: 10, Scale: 2}, 3, 0), Decimal64Scalar(arrays.Decimal64Type{Precision: 18, Scale: 2}, 1)); err != nil {
		t.Error(err)
	}
	if _, err := Equal(g.array(arrays.TimestampType{Unit: arrays.Second, TimeZone: "UTC"}, 3, 0), TimestampScalar(arrays.TimestampType{Unit: arrays.Second, TimeZone: "Europe/Paris"}, 1)); err != nil {
		t.Error(err)
	}
}

func TestScalars(t *testing.T) {
	for _, tc := range []struct {
		t    arrays.DataType
		v    any
		want string
	}{
		{arrays.Int8Type{}, 5, "5"},
		{arrays.Int8Type{}, int8(-5), "-5"},
		{arrays.Uint64Type{}, uint64(math.MaxUint64), "18446744073709551615"},
		{arrays.Float64Type{}, 1.5, "1.5"},
		{arrays.TimestampType{Unit: arrays.Second}, 0, "1970-01-01T00:00:00"},
		{arrays.Decimal128Type{Precision: 10, Scale: 2}, arrays.Int128{Lo: 12345}, "123.45"},
		{arrays.BoolType{}, true, "true"},
		{arrays.Utf8Type{}, "héllo", `"héllo"`},
		{arrays.BinaryViewType{}, []byte("a long value, longer than 12"), `"a long value, longer than 12"`},
		{arrays.FixedSizeBinaryType{ByteWidth: 2}, "ab", `"ab"`},
		{&kernelExtType{storage: arrays.Int16Type{}}, 7, "7"},
	} {
		s, err := NewScalar(tc.t, tc.v)
		if err != nil {
			t.Fatalf("%s %v: %v", tc.t, tc.v, err)
		}
		if got := s.String(); !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.t, got, tc.want)
		}
		if !arrays.TypeEqual(s.DataType(), tc.t) || !s.IsValid() {
			t.Errorf("%s: type %s valid %v", tc.t, s.DataType(), s.IsValid())
		}
	}
	for _, tc := range []struct {
		t arrays.DataType
		v any
	}{
		{arrays.Int8Type{}, 300}, {arrays.Int8Type{}, "x"}, {arrays.FixedSizeBinaryType{ByteWidth: 2}, "abc"},
		{arrays.ListOf(arrays.Int8Type{}), 1}, {arrays.Float16Type{}, 1}, {nil, 1},
	} {
		if _, err := NewScalar(tc.t, tc.v); err == nil {
			t.Errorf("NewScalar(%v, %v) accepted", tc.t, tc.v)
		}
	}
	if s := NullScalar(arrays.Int32Type{}); s.IsValid() || s.String() != "null" {
		t.Errorf("null scalar: %v %q", s.IsValid(), s.String())
	}
	if _, err := FixedSizeBinaryScalar(arrays.FixedSizeBinaryType{ByteWidth: 3}, []byte("ab")); err == nil {
		t.Error("short fixed-size binary accepted")
	}
}

// TestCompareDictionaryOnce checks that comparing a dictionary array with a
// scalar looks at each dictionary value once: with a dictionary of two
// values and many slots, the result still matches the reference.
func TestCompareDictionaryNulls(t *testing.T) {
	dict := arrays.NewUtf8Builder()
	dict.AppendString("a")
	dict.AppendNull()
	dict.AppendString("c")
	db := arrays.NewDictionaryBuilder(&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}})
	if err := db.SetDictionary(dict.NewArray()); err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, 1, 2, 2, 1, 0} {
		if err := db.AppendIndex(i); err != nil {
			t.Fatal(err)
		}
	}
	db.AppendNull()
	a := db.NewArray()
	got, err := GreaterEqual(a, Utf8Scalar("b"))
	if err != nil {
		t.Fatal(err)
	}
	if s := got.String(); s != "[false null true true null false null]" {
		t.Errorf("got %s", s)
	}
}

// FuzzCompare compares random arrays of every comparable type, with every
// operator, against another array or a scalar, with random lengths,
// offsets and nulls, and checks the reference.
func FuzzCompare(f *testing.F) {
	f.Add(uint8(3), uint8(2), uint16(100), uint64(1), false)
	f.Add(uint8(30), uint8(5), uint16(64), uint64(2), true)
	f.Add(uint8(10), uint8(0), uint16(0), uint64(3), true)
	types := compareTestTypes()
	f.Fuzz(func(t *testing.T, ti, opi uint8, n uint16, seed uint64, scalar bool) {
		typ := types[int(ti)%len(types)]
		op := allOps[int(opi)%len(allOps)]
		if !isOrdered(typ) && op != opEq && op != opNe {
			return
		}
		size := int(n) % 700
		g := newGen(seed, seed&3 != 0)
		p := float64(seed>>8&3) / 4
		a := g.array(typ, size, p)
		var b arrays.Array
		var right Datum
		if scalar {
			b = g.array(valueType(typ), 1, p)
			s, err := ScalarAt(b, 0)
			if err != nil {
				t.Fatal(err)
			}
			right = s
		} else {
			b = g.array(typ, size, p)
			right = b
		}
		order := NaNOrder(seed >> 16 & 1)
		for _, k := range availableTables() {
			c := newConfig([]Option{order})
			d, err := compareDatums(k, &c, op, a, right)
			if err != nil {
				t.Fatal(err)
			}
			checkCompare(t, fmt.Sprintf("%s %s n=%d scalar=%v %s isa=%s", typ, op, size, scalar, order, k.Name()),
				arrays.MakeArray(d).(*arrays.Boolean), op, a, b, scalar, order, false)
		}
	})
}
