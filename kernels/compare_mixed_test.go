package kernels

import (
	"fmt"
	"math"
	"math/big"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

var mixedTypes = []arrays.DataType{
	arrays.Int8Type{}, arrays.Int16Type{}, arrays.Int32Type{}, arrays.Int64Type{},
	arrays.Uint8Type{}, arrays.Uint16Type{}, arrays.Uint32Type{}, arrays.Uint64Type{},
	arrays.Float32Type{}, arrays.Float64Type{},
}

// interesting values, each stored in every type that holds it exactly
// enough (floats rounded, integers wrapped): the extremes of every type,
// fractions around them, NaN, infinities and zeros.
var mixedValues = []float64{
	0, math.Copysign(0, -1), 1, -1, 2.5, -2.5, 127, 127.5, 128, -128, -128.5, -129, 255, 256, 32767, 65535, 65536,
	math.MaxInt32, math.MaxInt32 + 0.5, math.MinInt32, 1 << 53, 1<<53 + 2, 1 << 60, 0x1p63, 0x1p64, -0x1p63,
	math.MaxFloat32, 1e300, -1e300, math.Inf(1), math.Inf(-1), math.NaN(), 0.1, 3e38,
}

// mixedArray stores vals in type t: floats converted, integers from the
// value when it fits, else wrapped (any bits make a valid test value).
func mixedArray(t arrays.DataType, vals []float64, extra []int64) arrays.Array {
	b, _ := arrays.NewBuilder(t)
	put := func(v float64, iv int64, useInt bool) {
		switch x := b.(type) {
		case *arrays.Float32Builder:
			x.Append(float32(v))
		case *arrays.Float64Builder:
			x.Append(v)
		case *arrays.Int8Builder:
			x.Append(int8(iv))
		case *arrays.Int16Builder:
			x.Append(int16(iv))
		case *arrays.Int32Builder:
			x.Append(int32(iv))
		case *arrays.Int64Builder:
			x.Append(iv)
		case *arrays.Uint8Builder:
			x.Append(uint8(iv))
		case *arrays.Uint16Builder:
			x.Append(uint16(iv))
		case *arrays.Uint32Builder:
			x.Append(uint32(iv))
		case *arrays.Uint64Builder:
			x.Append(uint64(iv))
		}
	}
	for _, v := range vals {
		iv := int64(0)
		if v == v && math.Abs(v) < 0x1p63 {
			iv = int64(v)
		}
		put(v, iv, false)
	}
	for _, iv := range extra {
		put(float64(iv), iv, true)
	}
	b.AppendNull()
	return b.NewArray()
}

var mixedExtra = []int64{math.MaxInt64, math.MinInt64, -1, 1<<53 + 1, math.MaxInt8, math.MaxUint32}

// exactAt returns slot i as an exact big.Float, or nil for NaN.
func exactAt(a arrays.Array, i int) *big.Float {
	n := numOf(a.DataType().ID(), a.Data().Buffers[1], a.Data().Offset+i)
	switch n.kind {
	case 'i':
		return new(big.Float).SetInt64(n.i)
	case 'u':
		return new(big.Float).SetUint64(n.u)
	}
	if n.f != n.f {
		return nil
	}
	return new(big.Float).SetFloat64(n.f)
}

// refMixed decides x op y on exact values (NaN: IEEE or total order).
func refMixed(op cmpOp, x, y *big.Float, nan NaNOrder) bool {
	var r int
	switch {
	case x == nil || y == nil:
		if nan == IEEE {
			return op == opNe
		}
		switch {
		case x == nil && y == nil:
			r = 0
		case x == nil:
			r = 1
		default:
			r = -1
		}
	default:
		r = x.Cmp(y)
	}
	return op.holds(r)
}

func TestMixedNumericCompares(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, ta := range mixedTypes {
			a := mixedArray(ta, mixedValues, mixedExtra)
			for _, tb := range mixedTypes {
				if ta.ID() == tb.ID() {
					continue
				}
				b := mixedArray(tb, mixedValues, mixedExtra)
				for _, nan := range []NaNOrder{IEEE, TotalOrder} {
					for op := range numCmpOps {
						what := fmt.Sprintf("%s %s %s nan=%s", ta, op, tb, nan)
						got, err := compare(op, a, b, []Option{lv, nan})
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						for i := range a.Len() {
							if a.IsNull(i) {
								if !got.IsNull(i) {
									t.Fatalf("%s: null slot %d not null", what, i)
								}
								continue
							}
							if w := refMixed(op, exactAt(a, i), exactAt(b, i), nan); got.Value(i) != w {
								t.Fatalf("%s: slot %d (%s vs %s) = %v", what, i, a.ValueString(i), b.ValueString(i), got.Value(i))
							}
						}
						// every slot of b as a scalar, on both sides
						for j := range b.Len() - 1 {
							s, _ := ScalarAt(b, j)
							got, err := compare(op, a, s, []Option{lv, nan})
							if err != nil {
								t.Fatalf("%s scalar: %v", what, err)
							}
							got2, err := compare(op.swapped(), s, a, []Option{lv, nan})
							if err != nil {
								t.Fatal(err)
							}
							for i := range a.Len() - 1 {
								w := refMixed(op, exactAt(a, i), exactAt(b, j), nan)
								if got.Value(i) != w || got2.Value(i) != w {
									t.Fatalf("%s: slot %d (%s) vs scalar %s: %v / swapped %v, want %v", what, i, a.ValueString(i), s, got.Value(i), got2.Value(i), w)
								}
							}
							if !got.IsNull(a.Len() - 1) {
								t.Fatalf("%s: a null slot against a scalar is not null", what)
							}
						}
					}
				}
			}
		}
	})
	a := mixedArray(arrays.Int8Type{}, []float64{1, 2}, nil)
	got, err := Less(a, NullScalar(arrays.Int64Type{}))
	if err != nil || got.NullN() != got.Len() {
		t.Fatalf("int8 < null int64: %v, %v", got, err)
	}
	if _, err := Less(a, Float16Scalar(0)); err == nil {
		t.Error("float16 against int8 accepted")
	}
}
