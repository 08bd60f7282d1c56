package kernels

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func sortTestTypes() []arrays.DataType {
	var ts []arrays.DataType
	for _, t := range reduceTestTypes() {
		switch t.ID() {
		case arrays.INTERVAL_MONTHS, arrays.INTERVAL_DAY_TIME, arrays.INTERVAL_MONTH_DAY_NANO:
			continue
		}
		ts = append(ts, t)
	}
	return ts
}

// refSlot is a slot's sort key computed once: its group (0 value, 1 NaN,
// 2 null) and its value as a big integer, a float or bytes.
type refSlot struct {
	group int
	i     *big.Int
	f     float64
	isF   bool
	b     string
}

func refSlots(xs []*Scalar) []refSlot {
	out := make([]refSlot, len(xs))
	for k, x := range xs {
		r := &out[k]
		switch {
		case !x.IsValid():
			r.group = 2
			continue
		}
		if v, ok := bigOf(x); ok {
			r.i = v
		} else if f, ok := floatOf(x); ok {
			r.f, r.isF = f, true
			if f != f {
				r.group = 1
			}
		} else {
			switch v := x.Value().(type) {
			case bool:
				r.i = big.NewInt(int64(b2u(v)))
			case string:
				r.b = v
			case []byte:
				r.b = string(v)
			default:
				panic(fmt.Sprintf("refSlots: %s", x.DataType()))
			}
		}
	}
	return out
}

// refSlotCmp compares slots i and j as one sort key: NullsLast puts
// values, NaNs, nulls; NullsFirst nulls, NaNs, values; values compare by
// value (-0 equal to +0), bytes bytewise, false before true.
func refSlotCmp(xs []refSlot, i, j int, order SortOrder, placement NullPlacement) int {
	gi, gj := xs[i].group, xs[j].group
	if placement == NullsFirst {
		gi, gj = 2-gi, 2-gj
	}
	if gi != gj {
		return cmpInts(int64(gi), int64(gj))
	}
	if xs[i].group != 0 {
		return 0
	}
	var c int
	switch x, y := &xs[i], &xs[j]; {
	case x.i != nil:
		c = x.i.Cmp(y.i)
	case x.isF:
		c = cmpFloats(x.f, y.f)
	default:
		c = strings.Compare(x.b, y.b)
	}
	if order == Descending {
		c = -c
	}
	return c
}

func cmpFloats(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

func refSortIndices(xs []refSlot, order SortOrder, placement NullPlacement) []int64 {
	idx := make([]int64, len(xs))
	for i := range idx {
		idx[i] = int64(i)
	}
	slices.SortStableFunc(idx, func(a, b int64) int { return refSlotCmp(xs, int(a), int(b), order, placement) })
	return idx
}

// indexInts returns the values of an int32 or int64 index array.
func indexInts(t *testing.T, a arrays.Array) []int64 {
	t.Helper()
	switch x := a.(type) {
	case *arrays.Int64:
		return x.Values()
	case *arrays.Int32:
		out := make([]int64, x.Len())
		for i, v := range x.Values() {
			out[i] = int64(v)
		}
		return out
	}
	t.Fatalf("indices are %T", a)
	return nil
}

// checkIndices checks an int64 index result.
func checkIndices(t *testing.T, what string, got arrays.Array, err error, want []int64) {
	t.Helper()
	checkIndicesAs(t, what, Int64Indices, got, err, want)
}

// checkIndicesAs checks an index result of width w: its type, validity
// and values.
func checkIndicesAs(t *testing.T, what string, w IndexWidth, got arrays.Array, err error, want []int64) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	var wt arrays.DataType = arrays.Int64Type{}
	if w == Int32Indices {
		wt = arrays.Int32Type{}
	}
	if !arrays.TypeEqual(got.DataType(), wt) || got.NullN() != 0 {
		t.Fatalf("%s: indices are %s with %d nulls, want %s without", what, got.DataType(), got.NullN(), wt)
	}
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if g := indexInts(t, got); !slices.Equal(g, want) {
		t.Fatalf("%s: got %v\nwant %v", what, g, want)
	}
}

func checkSort(t *testing.T, what string, lv Option, a arrays.Array) {
	t.Helper()
	xs := refSlots(slotValues(t, a))
	var ref [2][2][]int64
	for _, w := range []IndexWidth{Int64Indices, Int32Indices} {
		for _, order := range []SortOrder{Ascending, Descending} {
			for _, pl := range []NullPlacement{NullsLast, NullsFirst} {
				ref[order][pl] = refSortIndices(xs, order, pl)
				got, err := SortIndices(a, order, pl, lv, w)
				checkIndicesAs(t, fmt.Sprintf("%s %s %s %s", what, order, pl, w), w, got, err, ref[order][pl])
			}
		}
		for _, k := range []int{0, 1, 7, len(xs) / 2, len(xs) + 5} {
			top, err := TopK(a, k, lv, w)
			checkIndicesAs(t, fmt.Sprintf("%s top %d %s", what, k, w), w, top, err, ref[Descending][NullsLast][:min(k, len(xs))])
			bot, err := BottomK(a, k, lv, w)
			checkIndicesAs(t, fmt.Sprintf("%s bottom %d %s", what, k, w), w, bot, err, ref[Ascending][NullsLast][:min(k, len(xs))])
		}
	}
}

func TestSortIndicesRandom(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range sortTestTypes() {
			for _, n := range []int{0, 1, 2, 17, 65, 300} {
				for _, p := range []float64{0, 0.1, 0.5, 1} {
					for _, small := range []bool{true, false} { // many ties, few ties
						g := newGen(uint64(ti*977+n)^math.Float64bits(p), small)
						a := g.array(typ, n, p)
						checkSort(t, fmt.Sprintf("%s n=%d nulls=%.1f small=%v", typ, n, p, small), lv, a)
					}
				}
			}
		}
	})
	if _, err := SortIndices(newGen(1, false).array(arrays.IntervalDayTimeType{}, 3, 0), Ascending, NullsLast); err == nil {
		t.Error("intervals sorted")
	}
	if _, err := TopK(newGen(1, false).array(arrays.Int64Type{}, 3, 0), -1); err == nil {
		t.Error("negative k accepted")
	}
	if _, err := SortIndices(nil, Ascending, NullsLast); err == nil {
		t.Error("nil array sorted")
	}
}

func TestSortIndicesSpecials(t *testing.T) {
	negz := math.Copysign(0, -1)
	a := float64Array([]float64{3, math.NaN(), negz, 0, 7, math.Inf(-1), 1, math.NaN(), negz}, []bool{true, true, true, true, false, true, true, true, true})
	got, err := SortIndices(a, Ascending, NullsLast)
	// -0 and +0 tie (input order kept), NaNs before the null
	checkIndices(t, "float specials", got, err, []int64{5, 2, 3, 8, 6, 0, 1, 7, 4})
	got, err = SortIndices(a, Descending, NullsFirst)
	checkIndices(t, "float specials desc", got, err, []int64{4, 1, 7, 0, 6, 2, 3, 8, 5})
	ext := int64Array([]int64{math.MaxInt64, math.MinInt64, 0, -1, math.MaxInt64, math.MinInt64}, nil)
	got, err = SortIndices(ext, Ascending, NullsLast)
	checkIndices(t, "int extremes", got, err, []int64{1, 5, 3, 2, 0, 4})
}

func TestSortIndicesRecordBatch(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for seed := range uint64(6) {
			g := newGen(seed, true)
			n := []int{0, 5, 100, 700}[seed%4]
			types := []arrays.DataType{arrays.Int32Type{}, arrays.Utf8Type{}, arrays.Float64Type{}}
			cols := make([]arrays.Array, len(types))
			fields := make([]arrays.Field, len(types))
			for i, typ := range types {
				cols[i] = g.array(typ, n, 0.2)
				fields[i] = arrays.Field{Name: fmt.Sprintf("c%d", i), Type: typ, Nullable: true}
			}
			rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, n)
			if err != nil {
				t.Fatal(err)
			}
			keys := []SortKey{{"c1", Descending, NullsFirst}, {"c0", Ascending, NullsLast}, {"c2", Descending, NullsLast}}
			xs := make([][]refSlot, len(keys))
			for i, k := range keys {
				col, _ := rb.ColumnByName(k.Column)
				xs[i] = refSlots(slotValues(t, col))
			}
			want := make([]int64, n)
			for i := range want {
				want[i] = int64(i)
			}
			slices.SortStableFunc(want, func(a, b int64) int {
				for i, k := range keys {
					if c := refSlotCmp(xs[i], int(a), int(b), k.Order, k.Nulls); c != 0 {
						return c
					}
				}
				return 0
			})
			for _, w := range []IndexWidth{Int64Indices, Int32Indices} {
				for nk := 1; nk <= len(keys); nk++ { // one key takes SortIndices's result as it is
					got, err := SortIndicesRecordBatch(rb, keys[:nk], lv, w)
					if nk == len(keys) {
						checkIndicesAs(t, fmt.Sprintf("batch seed=%d %s", seed, w), w, got, err, want)
					} else if err != nil || !arrays.TypeEqual(got.DataType(), indexType(w)) {
						t.Fatalf("batch seed=%d %d keys %s: %v, %v", seed, nk, w, got, err)
					}
				}
			}
		}
	})
	if _, err := SortIndicesRecordBatch(nil, []SortKey{{Column: "x"}}); err == nil {
		t.Error("nil batch sorted")
	}
}

// FuzzSortIndices sorts random arrays (every order and placement, top and
// bottom k) at every level against the stable reference sort.
func FuzzSortIndices(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint16(100), uint8(2))
	f.Add(uint64(8), uint8(26), uint16(500), uint8(1))
	types := sortTestTypes()
	f.Fuzz(func(t *testing.T, seed uint64, ti uint8, size uint16, nulls uint8) {
		typ := types[int(ti)%len(types)]
		g := newGen(seed, seed&1 == 0)
		a := g.array(typ, int(size)%300, float64(nulls%5)/4)
		for _, k := range availableTables() {
			checkSort(t, fmt.Sprintf("isa=%s %s", k.Name(), typ), atLevel{k}, a)
		}
	})
}

func indexType(w IndexWidth) arrays.DataType {
	if w == Int32Indices {
		return arrays.Int32Type{}
	}
	return arrays.Int64Type{}
}

// Take consumes int32 and int64 indices alike: taking a column and a record
// batch by the int32 indices of a sort gives what the int64 ones give.
func TestSortIndicesTake(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range sortTestTypes() {
			g := newGen(uint64(ti), ti%2 == 0)
			a := g.array(typ, 150, 0.2)
			i64, err1 := SortIndices(a, Descending, NullsFirst, lv)
			i32, err2 := SortIndices(a, Descending, NullsFirst, lv, Int32Indices)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			t64, err1 := Take(a, i64, lv)
			t32, err2 := Take(a, i32, lv)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: Take: %v, %v", typ, err1, err2)
			}
			if !arrays.Equal(t64, t32, arrays.EqualNaN(true)) {
				t.Fatalf("%s: Take by int32 indices differs: %s", typ, arrays.EqualDiff(t64, t32, arrays.EqualNaN(true)))
			}
			// the taken column is sorted: its own sort is the identity
			again, err := SortIndices(t32, Descending, NullsFirst, lv, Int32Indices)
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range indexInts(t, again) {
				if v != int64(i) {
					t.Fatalf("%s: column taken by its sort indices is not sorted at %d", typ, i)
				}
			}
			top, _ := TopK(a, 10, lv, Int32Indices)
			rb, err := arrays.NewRecordBatch(arrays.NewSchema([]arrays.Field{{Name: "x", Type: typ, Nullable: true}}, nil), []arrays.Array{a}, a.Len())
			if err != nil {
				t.Fatal(err)
			}
			rows, err := TakeRecordBatch(rb, top, lv)
			want, _ := Take(a, top, lv)
			if err != nil || !arrays.Equal(rows.Column(0), want, arrays.EqualNaN(true)) {
				t.Fatalf("%s: TakeRecordBatch by int32 top-k: %v", typ, err)
			}
		}
	})
}

// An input longer than int32 indices reach is an error with
// Int32Indices, checked before any work (a null array of 2^31 slots holds
// no buffer); without the option the same call works.
func TestSortIndicesInt32Length(t *testing.T) {
	if strconv.IntSize == 32 {
		t.Skip("int is 32 bits: no array is longer than int32 indices reach")
	}
	n64 := int64(math.MaxInt32) + 1
	n := int(n64)
	a := arrays.MakeArray(arrays.NewData(arrays.NullType{}, n, [][]byte{nil}, nil, n, 0))
	if _, err := SortIndices(a, Ascending, NullsLast, Int32Indices); err == nil || !strings.Contains(err.Error(), "int32") {
		t.Errorf("SortIndices of %d slots to int32: %v", n, err)
	}
	if _, err := TopK(a, 3, Int32Indices); err == nil {
		t.Errorf("TopK of %d slots to int32 accepted", n)
	}
	if top, err := TopK(a, 3); err != nil || !slices.Equal(indexInts(t, top), []int64{0, 1, 2}) {
		t.Errorf("TopK(3) of %d nulls = %v, %v", n, top, err)
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema([]arrays.Field{{Name: "x", Type: arrays.NullType{}, Nullable: true}}, nil), []arrays.Array{a}, n)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SortIndicesRecordBatch(rb, []SortKey{{Column: "x"}}, Int32Indices); err == nil {
		t.Errorf("SortIndicesRecordBatch of %d rows to int32 accepted", n)
	}
	if _, err := SortIndices(int64Array([]int64{1}, nil), Ascending, NullsLast, IndexWidth(9)); err == nil {
		t.Error("unknown index width accepted")
	}
}
