package kernels

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// The references read every slot through ScalarAt (dictionaries and runs
// resolved there) and compute with math/big, or, for float sums, with the
// documented summation order written as plainly as it can be.

func reduceTestTypes() []arrays.DataType {
	return append(fixedTestTypes(), arrays.BoolType{}, arrays.NullType{},
		arrays.FixedSizeBinaryType{ByteWidth: 3}, arrays.BinaryType{}, arrays.Utf8Type{},
		arrays.LargeBinaryType{}, arrays.LargeUtf8Type{}, arrays.BinaryViewType{}, arrays.Utf8ViewType{},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		&arrays.DictionaryType{Index: arrays.Uint16Type{}, Value: arrays.Int64Type{}},
		arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Float64Type{}),
		&kernelExtType{storage: arrays.Int64Type{}})
}

// slotValues returns a's slots as scalars.
func slotValues(t testing.TB, a arrays.Array) []*Scalar {
	out := make([]*Scalar, a.Len())
	for i := range out {
		s, err := ScalarAt(a, i)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = s
	}
	return out
}

// bigOf returns an integer or decimal scalar's value as a big.Int.
func bigOf(s *Scalar) (*big.Int, bool) {
	switch v := s.Value().(type) {
	case bool: // false 0, true 1: bools sum their trues and order false first
		return big.NewInt(int64(b2u(v))), true
	case int8:
		return big.NewInt(int64(v)), true
	case int16:
		return big.NewInt(int64(v)), true
	case int32:
		return big.NewInt(int64(v)), true
	case int64:
		return big.NewInt(v), true
	case uint8:
		return new(big.Int).SetUint64(uint64(v)), true
	case uint16:
		return new(big.Int).SetUint64(uint64(v)), true
	case uint32:
		return new(big.Int).SetUint64(uint64(v)), true
	case uint64:
		return new(big.Int).SetUint64(v), true
	case arrays.Int128:
		return v.Big(), true
	case arrays.Int256:
		return v.Big(), true
	}
	return nil, false
}

func floatOf(s *Scalar) (float64, bool) {
	switch v := s.Value().(type) {
	case arrays.Half:
		return float64(v.Float32()), true
	case float32:
		return float64(v), true
	case float64:
		return v, true
	}
	return 0, false
}

// refFloatSum is the documented order: lane i%16 of block i/2048, the
// lane tree, blocks pairwise.
func refFloatSum(xs []*Scalar) float64 {
	nb := (len(xs) + asm.SumBlock - 1) / asm.SumBlock
	negz := math.Copysign(0, -1)
	sums := make([]float64, nb)
	for b := range sums {
		var l [16]float64
		for j := range l {
			l[j] = negz
		}
		for i := b * asm.SumBlock; i < len(xs) && i < (b+1)*asm.SumBlock; i++ {
			if xs[i].IsValid() {
				f, _ := floatOf(xs[i])
				l[i%16] += f
			}
		}
		t0 := (l[0] + l[4]) + (l[8] + l[12])
		t1 := (l[1] + l[5]) + (l[9] + l[13])
		t2 := (l[2] + l[6]) + (l[10] + l[14])
		t3 := (l[3] + l[7]) + (l[11] + l[15])
		sums[b] = (t0 + t2) + (t1 + t3)
	}
	var pw func(s []float64) float64
	pw = func(s []float64) float64 {
		if len(s) == 1 {
			return s[0]
		}
		return pw(s[:len(s)/2]) + pw(s[len(s)/2:])
	}
	return pw(sums)
}

func sameFloat(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b
}

// checkSum compares Sum and Mean with the references.
func checkSum(t *testing.T, what string, lv Option, a arrays.Array, xs []*Scalar) {
	t.Helper()
	got, err := Sum(a, lv)
	mean, merr := Mean(a, lv)
	st := arrays.StorageOf(a.DataType())
	if d, ok := st.(*arrays.DictionaryType); ok {
		st = arrays.StorageOf(d.Value)
	}
	if ree, ok := st.(*arrays.RunEndEncodedType); ok {
		st = arrays.StorageOf(ree.Values.Type)
	}
	rt := sumType(st)
	if rt == nil {
		if err == nil || !errors.Is(err, ErrWrongType) {
			t.Fatalf("%s: Sum of %s: err %v, want ErrWrongType", what, st, err)
		}
		return
	}
	nvalid := 0
	for _, x := range xs {
		if x.IsValid() {
			nvalid++
		}
	}
	if nvalid == 0 {
		if err != nil || got.IsValid() || !arrays.TypeEqual(got.DataType(), rt) {
			t.Fatalf("%s: Sum of no values = %v, %v; want null %s", what, got, err, rt)
		}
		if st.ID() != arrays.DURATION && (merr != nil || mean.IsValid()) {
			t.Fatalf("%s: Mean of no values = %v, %v; want null", what, mean, merr)
		}
		return
	}
	if _, isFloat := floatOf(&Scalar{typ: st, valid: true}); isFloat {
		want := refFloatSum(xs)
		if err != nil || !sameFloat(got.Value().(float64), want) {
			t.Fatalf("%s: Sum = %v, %v; want %v", what, got, err, want)
		}
		if merr != nil || !sameFloat(mean.Value().(float64), want/float64(nvalid)) {
			t.Fatalf("%s: Mean = %v, %v; want %v", what, mean, merr, want/float64(nvalid))
		}
		return
	}
	sum := new(big.Int)
	for _, x := range xs {
		if x.IsValid() {
			v, ok := bigOf(x)
			if !ok {
				t.Fatalf("%s: no big value for %s", what, x.DataType())
			}
			sum.Add(sum, v)
		}
	}
	var lo, hi *big.Int
	switch rt.ID() {
	case arrays.INT64, arrays.DURATION:
		lo, hi = big.NewInt(math.MinInt64), big.NewInt(math.MaxInt64)
	case arrays.UINT64:
		lo, hi = new(big.Int), new(big.Int).SetUint64(math.MaxUint64)
	case arrays.DECIMAL128:
		hi = new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(38), nil), big.NewInt(1))
		lo = new(big.Int).Neg(hi)
	case arrays.DECIMAL256:
		hi = new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(76), nil), big.NewInt(1))
		lo = new(big.Int).Neg(hi)
	}
	if sum.Cmp(lo) < 0 || sum.Cmp(hi) > 0 {
		if !errors.Is(err, ErrOverflow) {
			t.Fatalf("%s: Sum = %v, %v; want an overflow (%s)", what, got, err, sum)
		}
	} else {
		g, _ := bigOf(got)
		if err != nil || g == nil || g.Cmp(sum) != 0 || !arrays.TypeEqual(got.DataType(), rt) {
			t.Fatalf("%s: Sum = %v, %v; want %s %s", what, got, err, rt, sum)
		}
	}
	if st.ID() == arrays.DURATION {
		if merr == nil {
			t.Fatalf("%s: Mean of durations accepted", what)
		}
		return
	}
	if merr != nil {
		t.Fatalf("%s: Mean: %v", what, merr)
	}
	if isDecimal(st.ID()) {
		want := roundDiv(sum, big.NewInt(int64(nvalid)))
		if g, _ := bigOf(mean); g == nil || g.Cmp(want) != 0 || !arrays.TypeEqual(mean.DataType(), a.DataType()) {
			t.Fatalf("%s: Mean = %v, want %s", what, mean, want)
		}
		return
	}
	f, _ := new(big.Float).SetInt(sum).Float64()
	if want := f / float64(nvalid); !sameFloat(mean.Value().(float64), want) {
		t.Fatalf("%s: Mean = %v, want %v", what, mean, want)
	}
}

func isDecimal(id arrays.TypeID) bool { return id >= arrays.DECIMAL32 && id <= arrays.DECIMAL256 }

// refLess orders two valid scalars of one type as MinMax does (NaN
// aside).
func refCmp(x, y *Scalar) int {
	if a, ok := bigOf(x); ok {
		b, _ := bigOf(y)
		return a.Cmp(b)
	}
	if a, ok := floatOf(x); ok {
		b, _ := floatOf(y)
		ka, kb := floatKey64(a), floatKey64(b)
		return cmpInts(ka, kb)
	}
	switch v := x.Value().(type) {
	case bool:
		w := y.Value().(bool)
		return cmpInts(b2u(v), b2u(w))
	case string:
		return bytes.Compare([]byte(v), []byte(y.Value().(string)))
	case []byte:
		return bytes.Compare(v, y.Value().([]byte))
	}
	panic(fmt.Sprintf("refCmp: %s", x.DataType()))
}

func cmpInts[T int64 | uint64](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func checkMinMax(t *testing.T, what string, lv Option, a arrays.Array, xs []*Scalar) {
	t.Helper()
	lo, hi, err := MinMax(a, lv)
	var wlo, whi *Scalar
	nan := false
	for _, x := range xs {
		if !x.IsValid() {
			continue
		}
		if f, ok := floatOf(x); ok && f != f {
			nan = true
			continue
		}
		if wlo == nil || refCmp(x, wlo) < 0 {
			wlo = x
		}
		if whi == nil || refCmp(x, whi) > 0 {
			whi = x
		}
	}
	id := arrays.StorageOf(xs0Type(a)).ID()
	if id >= arrays.INTERVAL_MONTHS && id <= arrays.INTERVAL_MONTH_DAY_NANO {
		if !errors.Is(err, ErrWrongType) {
			t.Fatalf("%s: MinMax of intervals: %v", what, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: MinMax: %v", what, err)
	}
	if wlo == nil {
		if nan {
			f, _ := floatOf(lo)
			g, _ := floatOf(hi)
			if !lo.IsValid() || f == f || g == g {
				t.Fatalf("%s: MinMax of NaNs = %v, %v", what, lo, hi)
			}
			return
		}
		if lo.IsValid() || hi.IsValid() {
			t.Fatalf("%s: MinMax of no values = %v, %v; want nulls", what, lo, hi)
		}
		return
	}
	if !lo.IsValid() || !hi.IsValid() || refCmp(lo, wlo) != 0 || refCmp(hi, whi) != 0 {
		t.Fatalf("%s: MinMax = %v, %v; want %v, %v", what, lo, hi, wlo, whi)
	}
	if !arrays.TypeEqual(lo.DataType(), wlo.DataType()) {
		t.Fatalf("%s: MinMax type %s, want %s", what, lo.DataType(), wlo.DataType())
	}
	mn, err1 := Min(a, lv)
	mx, err2 := Max(a, lv)
	if err1 != nil || err2 != nil || refCmp(mn, wlo) != 0 || refCmp(mx, whi) != 0 {
		t.Fatalf("%s: Min, Max = %v, %v (%v, %v)", what, mn, mx, err1, err2)
	}
}

// xs0Type is the type of a's values: a dictionary's value type, a run-end
// encoded array's values' type.
func xs0Type(a arrays.Array) arrays.DataType {
	switch st := arrays.StorageOf(a.DataType()).(type) {
	case *arrays.DictionaryType:
		return st.Value
	case *arrays.RunEndEncodedType:
		return st.Values.Type
	}
	return a.DataType()
}

func checkCountAnyAll(t *testing.T, what string, lv Option, a arrays.Array, xs []*Scalar) {
	t.Helper()
	valid, trues := 0, 0
	for _, x := range xs {
		if x.IsValid() {
			valid++
			if b, ok := x.Value().(bool); ok && b {
				trues++
			}
		}
	}
	for mode, want := range map[CountMode]int{CountValid: valid, CountNull: len(xs) - valid, CountAll: len(xs)} {
		got, err := Count(a, mode, lv)
		if err != nil || got.Value().(int64) != int64(want) {
			t.Fatalf("%s: Count(%s) = %v, %v; want %d", what, mode, got, err, want)
		}
	}
	if arrays.StorageOf(xs0Type(a)).ID() != arrays.BOOL {
		if _, err := Any(a, lv); !errors.Is(err, ErrWrongType) {
			t.Fatalf("%s: Any of %s: %v", what, a.DataType(), err)
		}
		return
	}
	anyv, err1 := Any(a, lv)
	allv, err2 := All(a, lv)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if valid == 0 {
		if anyv.IsValid() || allv.IsValid() {
			t.Fatalf("%s: Any, All of no values = %v, %v", what, anyv, allv)
		}
		return
	}
	if anyv.Value() != (trues > 0) || allv.Value() != (trues == valid) {
		t.Fatalf("%s: Any, All = %v, %v; %d true of %d valid", what, anyv, allv, trues, valid)
	}
}

func reduceLengths() []int {
	return []int{0, 1, 2, 15, 16, 17, 31, 33, 63, 64, 65, 129, 2047, 2049, 4096 + 17}
}

func TestReduceRandom(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range reduceTestTypes() {
			for _, n := range reduceLengths() {
				for _, p := range []float64{0, 0.1, 0.5, 1} {
					g := newGen(uint64(ti*1000+n)^math.Float64bits(p), n%3 == 0)
					a := g.array(typ, n, p)
					what := fmt.Sprintf("%s n=%d nulls=%.1f", typ, n, p)
					xs := slotValues(t, a)
					checkSum(t, what, lv, a, xs)
					checkMinMax(t, what, lv, a, xs)
					checkCountAnyAll(t, what, lv, a, xs)
				}
			}
		}
	})
}

// TestReduceOffsets slices one array at every offset 0..9 and lengths
// around the kernels' 16- and 64-slot steps: the validity bitmap is read
// at every bit shift.
func TestReduceOffsets(t *testing.T) {
	types := []arrays.DataType{arrays.Int32Type{}, arrays.Int64Type{}, arrays.Float32Type{}, arrays.Float64Type{},
		arrays.Uint64Type{}, arrays.Decimal128Type{Precision: 38, Scale: 2}, arrays.Utf8ViewType{}, arrays.BoolType{},
		arrays.Int8Type{}, arrays.Int16Type{}, arrays.Uint8Type{}, arrays.Uint16Type{}, arrays.Uint32Type{}, arrays.Float16Type{},
		arrays.Decimal32Type{Precision: 9, Scale: 2}}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range types {
			g := newGen(uint64(ti), false)
			full := g.data(typ, 2400, 0.3)
			for off := range 9 {
				for _, n := range []int{0, 16, 47, 100, 2048 + 33} {
					a := arrays.MakeArray(full.Slice(off, off+n))
					what := fmt.Sprintf("%s off=%d n=%d", typ, off, n)
					xs := slotValues(t, a)
					checkSum(t, what, lv, a, xs)
					checkMinMax(t, what, lv, a, xs)
					checkReduceOptions(t, what, lv, a, xs)
				}
			}
		}
	})
}

func int64Array(vals []int64, valid []bool) arrays.Array {
	b := arrays.NewInt64Builder()
	b.AppendValues(vals, valid)
	return b.NewArray()
}

func float64Array(vals []float64, valid []bool) arrays.Array {
	b := arrays.NewFloat64Builder()
	b.AppendValues(vals, valid)
	return b.NewArray()
}

func TestReduceEdges(t *testing.T) {
	negz := math.Copysign(0, -1)
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		// overflow is the exact sum's, not an intermediate's
		if _, err := Sum(int64Array([]int64{math.MaxInt64, 1}, nil), lv); !errors.Is(err, ErrOverflow) {
			t.Errorf("MaxInt64+1: %v", err)
		}
		if _, err := Sum(int64Array([]int64{math.MinInt64, -1}, nil), lv); !errors.Is(err, ErrOverflow) {
			t.Errorf("MinInt64-1: %v", err)
		}
		ext := make([]int64, 40)
		for i := range ext {
			ext[i] = math.MaxInt64
			if i%2 == 1 {
				ext[i] = -math.MaxInt64
			}
		}
		if s, err := Sum(int64Array(ext, nil), lv); err != nil || s.Value().(int64) != 0 {
			t.Errorf("alternating extremes: %v, %v", s, err)
		}
		ext[0] = math.MaxInt64
		ext[2] = 5 // a null value must not count, whatever it holds
		valid := make([]bool, 40)
		for i := range valid {
			valid[i] = i != 2
		}
		if s, err := Sum(int64Array(ext, valid), lv); err != nil || s.Value().(int64) != -math.MaxInt64 {
			t.Errorf("with a null: %v, %v", s, err)
		}
		// -0 sums to -0, min/max order -0 below +0, NaNs skipped
		if s, _ := Sum(float64Array([]float64{negz, negz, 0}, []bool{true, true, false}), lv); math.Float64bits(s.Value().(float64)) != math.Float64bits(negz) {
			t.Errorf("sum of -0s = %v", s)
		}
		lo, hi, _ := MinMax(float64Array([]float64{0, math.NaN(), negz, 3, math.NaN()}, nil), lv)
		if f := lo.Value().(float64); f != 0 || !math.Signbit(f) || hi.Value().(float64) != 3 {
			t.Errorf("MinMax with -0 and NaN = %v, %v", lo, hi)
		}
		if s, _ := Sum(float64Array([]float64{1, math.NaN()}, nil), lv); !math.IsNaN(s.Value().(float64)) {
			t.Errorf("sum with NaN = %v", s)
		}
		// unsigned overflow
		ub := arrays.NewUint64Builder()
		ub.AppendValues([]uint64{math.MaxUint64, 1}, nil)
		if _, err := Sum(ub.NewArray(), lv); !errors.Is(err, ErrOverflow) {
			t.Errorf("uint64 overflow: %v", err)
		}
		// decimal128 beyond 38 digits
		nines := new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(38), nil), big.NewInt(1))
		n128 := arrays.Int256FromBig(nines).Int128()
		dt := arrays.Decimal128Type{Precision: 38, Scale: 0}
		d := arrays.NewData(dt, 2, [][]byte{nil, bytesOfSlice([]arrays.Int128{n128, {Lo: 1}})}, nil, 0, 0)
		if _, err := Sum(arrays.MakeArray(d), lv); !errors.Is(err, ErrOverflow) {
			t.Errorf("decimal128 overflow: %v", err)
		}
	})
	// wrong types and bad arguments are errors
	if _, err := Sum(nil); err == nil {
		t.Error("Sum(nil) accepted")
	}
	b := arrays.NewUtf8Builder()
	b.AppendStrings([]string{"a"}, nil)
	if _, err := Sum(b.NewArray()); !errors.Is(err, ErrWrongType) {
		t.Errorf("Sum of utf8: %v", err)
	}
	if _, err := Count(int64Array([]int64{1}, nil), CountMode(9)); err == nil {
		t.Error("unknown count mode accepted")
	}
}

// FuzzReduce runs Sum, Mean, MinMax, Count, Any and All on random arrays
// at every level against the references, with and without SkipNulls and
// MinCount.
func FuzzReduce(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint16(100), uint8(2))
	f.Add(uint64(7), uint8(10), uint16(2100), uint8(1))
	types := reduceTestTypes()
	f.Fuzz(func(t *testing.T, seed uint64, ti uint8, size uint16, nulls uint8) {
		typ := types[int(ti)%len(types)]
		g := newGen(seed, seed&1 == 0)
		n := int(size) % 600
		if seed%16 == 0 { // now and then long enough for whole float sum blocks
			n = int(size) % 4500
		}
		a := g.array(typ, n, float64(nulls%5)/4)
		xs := slotValues(t, a)
		for _, k := range availableTables() {
			what := fmt.Sprintf("isa=%s %s", k.Name(), typ)
			checkSum(t, what, atLevel{k}, a, xs)
			checkMinMax(t, what, atLevel{k}, a, xs)
			checkCountAnyAll(t, what, atLevel{k}, a, xs)
			checkReduceOptions(t, what, atLevel{k}, a, xs)
		}
	})
}

// A Scratch passed to the reductions and sorts lends them nothing: a
// result of an earlier call with the same Scratch is read intact.
func TestReduceIgnoresScratch(t *testing.T) {
	s := &Scratch{}
	g := newGen(5, false)
	h := g.array(arrays.Float16Type{}, 500, 0.1)
	mask := g.mask(500, 0.7, 0)
	kept, err := Filter(h, mask, s)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Sum(kept)
	wantIdx, _ := SortIndices(kept, Descending, NullsLast)
	for range 3 {
		got, err := Sum(kept, s)
		if err != nil || !sameFloat(got.Value().(float64), want.Value().(float64)) {
			t.Fatalf("Sum with a Scratch = %v, %v; want %v", got, err, want)
		}
		idx, err := SortIndices(kept, Descending, NullsLast, s)
		if err != nil || !slices.Equal(indexInts(t, idx), indexInts(t, wantIdx)) {
			t.Fatalf("SortIndices with a Scratch differs: %v", err)
		}
	}
}

// roundDiv is the reference of a decimal mean: x/y rounded half away from
// zero (y > 0), in math/big.
func roundDiv(x, y *big.Int) *big.Int {
	q, r := new(big.Int).QuoRem(x, y, new(big.Int))
	r2 := new(big.Int).Abs(r)
	r2.Lsh(r2, 1)
	if r2.Cmp(y) >= 0 {
		q.Add(q, big.NewInt(int64(x.Sign())))
	}
	return q
}

// TestReduceChunks covers arrays longer than reduceChunk, which Sum and
// MinMax take in several kernel calls: at a slice offset with nulls, with
// a first part that has no valid value, and with a first part of NaNs.
func TestReduceChunks(t *testing.T) {
	skipWhenEmulated(t)
	n := 2*reduceChunk + 77
	types := []arrays.DataType{arrays.Int8Type{}, arrays.Int64Type{}, arrays.Uint64Type{}, arrays.Float64Type{}}
	r := newRand(1405)
	vals, valid, nan := make([]int64, n), make([]bool, n), make([]float64, n)
	for i := range vals {
		vals[i], valid[i] = int64(r.Uint64()>>8)-1<<54, i >= reduceChunk+3
		nan[i] = math.NaN()
		if i > reduceChunk+100 {
			nan[i] = r.NormFloat64()
		}
	}
	lateValid, lateNumbers := int64Array(vals, valid), float64Array(nan, nil)
	// The chunking is the same at every level (TestReduceRandom covers
	// the levels' kernels): the active level only, the test being large.
	func(lv Option) {
		for ti, typ := range types {
			g := newGen(uint64(ti)+1405, false)
			a := arrays.MakeArray(g.data(typ, n+5, 0.1).Slice(5, n+5))
			what := fmt.Sprintf("%s n=%d", typ, n)
			xs := slotValues(t, a)
			checkSum(t, what, lv, a, xs)
			checkMinMax(t, what, lv, a, xs)
		}
		for what, a := range map[string]arrays.Array{"first part null": lateValid, "first part NaN": lateNumbers} {
			xs := slotValues(t, a)
			checkSum(t, what, lv, a, xs)
			checkMinMax(t, what, lv, a, xs)
		}
	}(atLevel{defaultTable})
}
