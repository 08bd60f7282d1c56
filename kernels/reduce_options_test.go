package kernels

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// The SkipNulls and MinCount options against a reference that decides
// from the slots' counts (valid, null, true, false) whether a result is
// null, and what the reduction of no value is; a non-null result must be
// the one the call without options gives, which checkSum and checkMinMax
// compare with their references.

type reduceOpts struct {
	skip bool
	min  int // -1: not passed (1)
}

func (o reduceOpts) options(lv Option) []Option {
	opts := []Option{lv}
	if !o.skip {
		opts = append(opts, SkipNulls(false))
	}
	if o.min >= 0 {
		opts = append(opts, MinCount(o.min))
	}
	return opts
}

func (o reduceOpts) need() int {
	if o.min < 0 {
		return 1
	}
	return o.min
}

func (o reduceOpts) String() string { return fmt.Sprintf("skip=%v min=%d", o.skip, o.min) }

var reduceOptionCases = []reduceOpts{
	{true, -1}, {true, 0}, {true, 1}, {true, 3}, {true, 40},
	{false, -1}, {false, 0}, {false, 2},
}

// sameScalar reports whether two scalars are equal: type, validity and
// value (NaN equal to NaN, floats bit for bit otherwise).
func sameScalar(x, y *Scalar) bool {
	if x == nil || y == nil || !arrays.TypeEqual(x.DataType(), y.DataType()) || x.IsValid() != y.IsValid() {
		return false
	}
	if f, ok := floatOf(x); ok && x.IsValid() {
		g, _ := floatOf(y)
		return sameFloat(f, g)
	}
	return reflect.DeepEqual(x.Value(), y.Value())
}

// isZero reports whether valid scalar s holds zero (+0 for floats).
func isZero(s *Scalar) bool {
	if v, ok := bigOf(s); ok {
		return v.Sign() == 0
	}
	f, ok := floatOf(s)
	return ok && math.Float64bits(f) == 0
}

func checkReduceOptions(t *testing.T, what string, lv Option, a arrays.Array, xs []*Scalar) {
	t.Helper()
	nvalid, trues := 0, 0
	for _, x := range xs {
		if x.IsValid() {
			nvalid++
			if b, ok := x.Value().(bool); ok && b {
				trues++
			}
		}
	}
	nulls, falses := len(xs)-nvalid, nvalid-trues
	sum0, serr0 := Sum(a, lv)
	mean0, merr0 := Mean(a, lv)
	lo0, hi0, mmerr0 := MinMax(a, lv)
	st := arrays.StorageOf(xs0Type(a))
	for _, o := range reduceOptionCases {
		w := fmt.Sprintf("%s %s", what, o)
		opts := o.options(lv)
		nullish := !o.skip && nulls > 0 || nvalid < o.need()

		sum, err := Sum(a, opts...)
		switch rt := sumType(st); {
		case rt == nil:
			if !errors.Is(err, ErrWrongType) {
				t.Fatalf("%s: Sum of %s: %v", w, st, err)
			}
		case nullish:
			if err != nil || sum.IsValid() || !arrays.TypeEqual(sum.DataType(), rt) {
				t.Fatalf("%s: Sum = %v, %v; want a null %s", w, sum, err, rt)
			}
		case nvalid == 0:
			if err != nil || !sum.IsValid() || !isZero(sum) || !arrays.TypeEqual(sum.DataType(), rt) {
				t.Fatalf("%s: Sum of no value = %v, %v; want %s 0", w, sum, err, rt)
			}
		case serr0 != nil:
			if !errors.Is(err, ErrOverflow) || !errors.Is(serr0, ErrOverflow) {
				t.Fatalf("%s: Sum: %v; without options %v", w, err, serr0)
			}
		default:
			if err != nil || !sameScalar(sum, sum0) {
				t.Fatalf("%s: Sum = %v, %v; want %v", w, sum, err, sum0)
			}
		}

		mean, err := Mean(a, opts...)
		switch {
		case merr0 != nil:
			if err == nil {
				t.Fatalf("%s: Mean = %v; without options: %v", w, mean, merr0)
			}
		case nullish || nvalid == 0 && isDecimal(st.ID()):
			if err != nil || mean.IsValid() || !arrays.TypeEqual(mean.DataType(), mean0.DataType()) {
				t.Fatalf("%s: Mean = %v, %v; want null", w, mean, err)
			}
		case nvalid == 0:
			if f, ok := floatOf(mean); err != nil || !ok || !mean.IsValid() || f == f {
				t.Fatalf("%s: Mean of no value = %v, %v; want NaN", w, mean, err)
			}
		default:
			if err != nil || !sameScalar(mean, mean0) {
				t.Fatalf("%s: Mean = %v, %v; want %v", w, mean, err, mean0)
			}
		}

		lo, hi, err := MinMax(a, opts...)
		switch {
		case mmerr0 != nil:
			if err == nil {
				t.Fatalf("%s: MinMax = %v, %v; without options: %v", w, lo, hi, mmerr0)
			}
		case nullish || nvalid == 0:
			if err != nil || lo.IsValid() || hi.IsValid() || !arrays.TypeEqual(lo.DataType(), lo0.DataType()) {
				t.Fatalf("%s: MinMax = %v, %v, %v; want nulls", w, lo, hi, err)
			}
		default:
			if err != nil || !sameScalar(lo, lo0) || !sameScalar(hi, hi0) {
				t.Fatalf("%s: MinMax = %v, %v, %v; want %v, %v", w, lo, hi, err, lo0, hi0)
			}
		}
		mn, err1 := Min(a, opts...)
		mx, err2 := Max(a, opts...)
		if (err1 == nil) != (mmerr0 == nil) || (err2 == nil) != (mmerr0 == nil) ||
			err1 == nil && (!sameScalar(mn, lo) || !sameScalar(mx, hi)) {
			t.Fatalf("%s: Min, Max = %v, %v (%v, %v); MinMax %v, %v", w, mn, mx, err1, err2, lo, hi)
		}

		for mode, want := range map[CountMode]int{CountValid: nvalid, CountNull: nulls, CountAll: len(xs)} {
			if got, err := Count(a, mode, opts...); err != nil || got.Value().(int64) != int64(want) {
				t.Fatalf("%s: Count(%s) = %v, %v; want %d", w, mode, got, err, want)
			}
		}

		anyv, err1 := Any(a, opts...)
		allv, err2 := All(a, opts...)
		if st.ID() != arrays.BOOL {
			if !errors.Is(err1, ErrWrongType) || !errors.Is(err2, ErrWrongType) {
				t.Fatalf("%s: Any, All of %s: %v, %v", w, st, err1, err2)
			}
			continue
		}
		// Kleene: a true decides Any and a false All; else a null under
		// skip=false makes them null
		wantAny, wantAll := any(trues > 0), any(falses == 0)
		if trues == 0 && !o.skip && nulls > 0 {
			wantAny = nil
		}
		if falses == 0 && !o.skip && nulls > 0 {
			wantAll = nil
		}
		if nvalid < o.need() {
			wantAny, wantAll = nil, nil
		}
		if err1 != nil || err2 != nil || anyv.Value() != wantAny || allv.Value() != wantAll {
			t.Fatalf("%s: Any, All = %v, %v (%v, %v); want %v, %v (%d true, %d false, %d null)",
				w, anyv, allv, err1, err2, wantAny, wantAll, trues, falses, nulls)
		}
	}
}

func TestReduceOptionsRandom(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range reduceTestTypes() {
			for _, n := range []int{0, 1, 2, 3, 17, 65, 2049} {
				for _, p := range []float64{0, 0.1, 0.5, 1} {
					g := newGen(uint64(ti*1000+n)^math.Float64bits(p), n%2 == 0)
					a := g.array(typ, n, p)
					checkReduceOptions(t, fmt.Sprintf("%s n=%d nulls=%.1f", typ, n, p), lv, a, slotValues(t, a))
				}
			}
		}
	})
}

// TestReduceOptionsEdges spells out the cases Arrow's documentation
// names.
func TestReduceOptionsEdges(t *testing.T) {
	bools := func(vals []bool, valid []bool) arrays.Array {
		b := arrays.NewBooleanBuilder()
		b.AppendValues(vals, valid)
		return b.NewArray()
	}
	tn := []bool{true, false}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		withNull := int64Array([]int64{1, 2, 3}, []bool{true, false, true})
		if s, err := Sum(withNull, lv); err != nil || s.Value() != int64(4) {
			t.Errorf("Sum = %v, %v", s, err)
		}
		if s, err := Sum(withNull, lv, SkipNulls(false)); err != nil || s.IsValid() {
			t.Errorf("Sum skip_nulls=false = %v, %v; want null", s, err)
		}
		if s, err := Sum(withNull, lv, MinCount(3)); err != nil || s.IsValid() {
			t.Errorf("Sum min_count=3 of 2 values = %v, %v; want null", s, err)
		}
		if s, err := Sum(withNull, lv, MinCount(2)); err != nil || s.Value() != int64(4) {
			t.Errorf("Sum min_count=2 of 2 values = %v, %v", s, err)
		}
		empty := float64Array(nil, nil)
		if s, err := Sum(empty, lv, MinCount(0)); err != nil || s.Value() != 0.0 {
			t.Errorf("empty Sum min_count=0 = %v, %v; want 0", s, err)
		}
		if s, err := Mean(empty, lv, MinCount(0)); err != nil || !math.IsNaN(s.Value().(float64)) {
			t.Errorf("empty Mean min_count=0 = %v, %v; want NaN", s, err)
		}
		if lo, hi, err := MinMax(empty, lv, MinCount(0)); err != nil || lo.IsValid() || hi.IsValid() {
			t.Errorf("empty MinMax min_count=0 = %v, %v, %v; want nulls", lo, hi, err)
		}
		// an overflowing sum is not computed when the options make it null
		big := int64Array([]int64{math.MaxInt64, 1, 0}, []bool{true, true, false})
		if s, err := Sum(big, lv, SkipNulls(false)); err != nil || s.IsValid() {
			t.Errorf("Sum of overflowing values with a null, skip_nulls=false = %v, %v", s, err)
		}
		for _, c := range []struct {
			vals, valid []bool
			any, all    any // under SkipNulls(false)
		}{
			{[]bool{true, false}, []bool{true, false}, true, nil},
			{[]bool{false, true}, []bool{true, false}, nil, false},
			{[]bool{true, true}, tn, true, nil},
			{[]bool{false, false}, tn, nil, false},
			{[]bool{true, false}, nil, true, false},
			{[]bool{false, false}, []bool{false, false}, nil, nil},
		} {
			a := bools(c.vals, c.valid)
			anyv, err1 := Any(a, lv, SkipNulls(false))
			allv, err2 := All(a, lv, SkipNulls(false))
			if err1 != nil || err2 != nil || anyv.Value() != c.any || allv.Value() != c.all {
				t.Errorf("%v %v: Any, All skip_nulls=false = %v, %v; want %v, %v", c.vals, c.valid, anyv, allv, c.any, c.all)
			}
		}
		e := bools(nil, nil)
		if anyv, allv := mustScalar(Any(e, lv, MinCount(0))), mustScalar(All(e, lv, MinCount(0))); anyv.Value() != false || allv.Value() != true {
			t.Errorf("empty Any, All min_count=0 = %v, %v; want false, true", anyv, allv)
		}
	})
	for _, f := range []func() error{
		func() error { _, err := Sum(int64Array([]int64{1}, nil), MinCount(-1)); return err },
		func() error { _, err := Mean(int64Array([]int64{1}, nil), MinCount(-1)); return err },
		func() error { _, _, err := MinMax(int64Array([]int64{1}, nil), MinCount(-1)); return err },
		func() error { _, err := Any(bools(tn, nil), MinCount(-1)); return err },
	} {
		if err := f(); err == nil {
			t.Error("MinCount(-1) accepted")
		}
	}
}

func mustScalar(s *Scalar, err error) *Scalar {
	if err != nil {
		panic(err)
	}
	return s
}
