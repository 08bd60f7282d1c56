package kernels

import (
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// Between against its definition: the slot-wise AND of the two compares,
// each computed by the compare kernels' own reference-tested path.
func TestBetween(t *testing.T) {
	types := []arrays.DataType{
		arrays.Int8Type{}, arrays.Int64Type{}, arrays.Uint64Type{}, arrays.Float32Type{}, arrays.Float64Type{},
		arrays.Decimal128Type{Precision: 30, Scale: 2}, arrays.TimestampType{Unit: arrays.Microsecond},
		arrays.Date32Type{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.Utf8ViewType{},
		arrays.FixedSizeBinaryType{ByteWidth: 3}, arrays.BoolType{},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Int64Type{}),
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range types {
			for _, n := range []int{0, 1, 63, 200, 4096, 4097, 9000} {
				g := newGen(uint64(ti*100+n), false)
				a := g.array(typ, n, 0.1)
				bounds := g.array(typ, 8, 0.2)
				for trial := range 4 {
					lo, _ := ScalarAt(bounds, trial)
					hi, _ := ScalarAt(bounds, trial+4)
					for in := BothInclusive; in <= NeitherInclusive; in++ {
						what := fmt.Sprintf("%s n=%d lo=%v hi=%v in=%d", typ, n, lo, hi, in)
						got, err := Between(a, lo, hi, lv, in)
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						loOp, hiOp := in.ops()
						x, err := compare(loOp, a, lo, []Option{lv})
						if err != nil {
							t.Fatal(err)
						}
						y, err := compare(hiOp, a, hi, []Option{lv})
						if err != nil {
							t.Fatal(err)
						}
						checkLogic(t, what, got, n, func(i int) tri { return refLogic(opAnd, triAt(x, i), triAt(y, i)) })
					}
				}
				// array bounds: the two-compare path
				if n > 0 {
					lo, hi := g.array(typ, n, 0.1), g.array(typ, n, 0.1)
					got, err := Between(a, lo, hi, lv)
					if err != nil {
						t.Fatal(err)
					}
					x, _ := compare(opGe, a, lo, []Option{lv})
					y, _ := compare(opLe, a, hi, []Option{lv})
					checkLogic(t, fmt.Sprintf("%s array bounds", typ), got, n, func(i int) tri { return refLogic(opAnd, triAt(x, i), triAt(y, i)) })
				}
			}
		}
	})
	a := newGen(1, false).array(arrays.Int64Type{}, 10, 0)
	// bounds of other numeric types: as the mixed compares decide
	g := newGen(3, false)
	dec := arrays.Decimal128Type{Precision: 30, Scale: 2}
	for _, c := range []struct {
		a      arrays.Array
		lo, hi *Scalar
	}{
		{g.array(arrays.Int32Type{}, 300, 0.1), Int64Scalar(-1 << 40), Float64Scalar(2.5)},
		{g.array(arrays.Uint8Type{}, 300, 0.1), Int8Scalar(-3), Int64Scalar(300)},
		{g.array(dec, 300, 0.1), Decimal256Scalar(arrays.Decimal256Type{Precision: 40, Scale: 5}, arrays.Int256FromInt64(-123456)), Int64Scalar(7)},
	} {
		for in := BothInclusive; in <= NeitherInclusive; in++ {
			got, err := Between(c.a, c.lo, c.hi, in)
			if err != nil {
				t.Fatalf("%s between %s and %s: %v", c.a.DataType(), c.lo, c.hi, err)
			}
			loOp, hiOp := in.ops()
			x, err1 := compare(loOp, c.a, c.lo, nil)
			y, err2 := compare(hiOp, c.a, c.hi, nil)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			checkLogic(t, fmt.Sprintf("%s mixed bounds in=%d", c.a.DataType(), in), got, c.a.Len(), func(i int) tri { return refLogic(opAnd, triAt(x, i), triAt(y, i)) })
		}
	}
	if _, err := Between(a, Utf8Scalar("a"), Int64Scalar(3)); err == nil {
		t.Error("a utf8 bound of an int64 array accepted")
	}
	if _, err := Between(nil, Int64Scalar(1), Int64Scalar(3)); err == nil {
		t.Error("nil array accepted")
	}
}

// FuzzBetween: random arrays of the compare types and bounds from the
// array itself, every level, against the two compares.
func FuzzBetween(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint16(100), uint8(0))
	f.Add(uint64(2), uint8(9), uint16(5000), uint8(3))
	types := fixedTestTypes()
	f.Fuzz(func(t *testing.T, seed uint64, ti uint8, size uint16, in uint8) {
		typ := types[int(ti)%len(types)]
		n := int(size) % 6000
		g := newGen(seed, false)
		a := g.array(typ, n, float64(seed&3)/4)
		bounds := g.array(typ, 2, 0.1)
		lo, _ := ScalarAt(bounds, 0)
		hi, _ := ScalarAt(bounds, 1)
		inc := Inclusive(in % 4)
		for _, k := range availableTables() {
			lv := atLevel{k}
			got, err := Between(a, lo, hi, lv, inc)
			x, errX := compare(opGe, a, lo, []Option{lv})
			if err != nil || errX != nil {
				if (err == nil) != (errX == nil) {
					t.Fatalf("%s: between err %v, compare err %v", typ, err, errX)
				}
				continue
			}
			loOp, hiOp := inc.ops()
			x, _ = compare(loOp, a, lo, []Option{lv})
			y, _ := compare(hiOp, a, hi, []Option{lv})
			checkLogic(t, fmt.Sprintf("isa=%s %s", k.Level(), typ), got, n, func(i int) tri { return refLogic(opAnd, triAt(x, i), triAt(y, i)) })
		}
	})
}
