package kernels

import (
	"fmt"
	"math"
	"math/big"
	"slices"
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

func checkIndices(t *testing.T, what string, got *arrays.Int64, err error, want []int64) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if !slices.Equal(got.Values(), want) {
		t.Fatalf("%s: got %v\nwant %v", what, got.Values(), want)
	}
}

func checkSort(t *testing.T, what string, lv Option, a arrays.Array) {
	t.Helper()
	xs := refSlots(slotValues(t, a))
	var ref [2][2][]int64
	for _, order := range []SortOrder{Ascending, Descending} {
		for _, pl := range []NullPlacement{NullsLast, NullsFirst} {
			ref[order][pl] = refSortIndices(xs, order, pl)
			got, err := SortIndices(a, order, pl, lv)
			checkIndices(t, fmt.Sprintf("%s %s %s", what, order, pl), got, err, ref[order][pl])
		}
	}
	for _, k := range []int{0, 1, 7, len(xs) / 2, len(xs) + 5} {
		top, err := TopK(a, k, lv)
		checkIndices(t, fmt.Sprintf("%s top %d", what, k), top, err, ref[Descending][NullsLast][:min(k, len(xs))])
		bot, err := BottomK(a, k, lv)
		checkIndices(t, fmt.Sprintf("%s bottom %d", what, k), bot, err, ref[Ascending][NullsLast][:min(k, len(xs))])
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
			got, err := SortIndicesRecordBatch(rb, keys, lv)
			checkIndices(t, fmt.Sprintf("batch seed=%d", seed), got, err, want)
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
			checkSort(t, fmt.Sprintf("isa=%s %s", k.Level.String(), typ), atLevel{k}, a)
		}
	})
}
