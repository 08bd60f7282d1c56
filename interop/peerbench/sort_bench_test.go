package peerbench

// The arrow-go twins of quiver's ordering benchmarks (kernels/
// reduce_bench_test.go): BenchmarkSortIndices is arrow-go's stable
// sort_indices (compute.SortIndicesArray, ascending, nulls at end);
// BenchmarkTopK is arrow-go's way to a top-k, as it has no select_k: a
// descending sort_indices sliced to k. arrow-go has no aggregate functions
// (no sum, min/max), so quiver's BenchmarkSum and BenchmarkMinMax have no
// twin here. TestSortSameResults checks that both libraries give the same
// indices on the benchmark data.

import (
	"context"
	"fmt"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/compute"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels"
)

// SortIndices is arrow-go's stable sort_indices of a in the given order,
// nulls at the end.
func SortIndices(a arrow.Array, descending bool) (arrow.Array, error) {
	key := compute.DefaultSortKey()
	if descending {
		key.Order = compute.SortOrderDescending
	}
	return compute.SortIndicesArray(context.Background(), a, key)
}

// TopK is the first k indices of a descending sort_indices.
func TopK(a arrow.Array, k int) (arrow.Array, error) {
	idx, err := SortIndices(a, true)
	if err != nil {
		return nil, err
	}
	defer idx.Release()
	return array.NewSlice(idx, 0, int64(min(k, idx.Len()))), nil
}

func BenchmarkSortIndices(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, sz := range benchdata.Sizes {
			b.Run(fmt.Sprintf("type=%s/n=%s", typ, sz.Name), func(b *testing.B) {
				c := benchdata.NewColumn(typ, sz.N, 0, 1)
				a := Array(c)
				b.SetBytes(c.InputBytes())
				for b.Loop() {
					out, err := SortIndices(a, false)
					if err != nil {
						b.Fatal(err)
					}
					out.Release()
				}
			})
		}
	}
}

func BenchmarkTopK(b *testing.B) {
	b.Run("type=int64/k=100/n=1M", func(b *testing.B) {
		c := benchdata.NewColumn("int64", 1<<20, 0, 1)
		a := Array(c)
		b.SetBytes(c.InputBytes())
		for b.Loop() {
			out, err := TopK(a, 100)
			if err != nil {
				b.Fatal(err)
			}
			out.Release()
		}
	})
}

// indexValues reads an arrow-go index array (uint64 or int64) as int64.
func indexValues(t *testing.T, a arrow.Array) []int64 {
	out := make([]int64, a.Len())
	for i := range out {
		switch x := a.(type) {
		case *array.Uint64:
			out[i] = int64(x.Value(i))
		case *array.Int64:
			out[i] = x.Value(i)
		default:
			t.Fatalf("arrow-go indices of type %s", a.DataType())
		}
	}
	return out
}

func TestSortSameResults(t *testing.T) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, nulls := range []float64{0, 0.1} {
			c := benchdata.NewColumn(typ, 1<<16, nulls, 1)
			q, g := quiverArray(c), Array(c)
			for _, desc := range []bool{false, true} {
				order := kernels.Ascending
				if desc {
					order = kernels.Descending
				}
				qi, err := kernels.SortIndices(q, order, kernels.NullsLast)
				if err != nil {
					t.Fatal(err)
				}
				gi, err := SortIndices(g, desc)
				if err != nil {
					t.Fatal(err)
				}
				want := indexValues(t, gi)
				gi.Release()
				got := qi.(*arrays.Int64).Values()
				for i := range want {
					if got[i] != want[i] {
						t.Fatalf("%s nulls=%.1f desc=%v: slot %d: quiver index %d, arrow-go %d", typ, nulls, desc, i, got[i], want[i])
					}
				}
			}
			qk, err := kernels.TopK(q, 100)
			if err != nil {
				t.Fatal(err)
			}
			gk, err := TopK(g, 100)
			if err != nil {
				t.Fatal(err)
			}
			want := indexValues(t, gk)
			gk.Release()
			top := qk.(*arrays.Int64).Values()
			for i := range want {
				if top[i] != want[i] {
					t.Fatalf("%s nulls=%.1f: top-k slot %d: quiver %d, arrow-go %d", typ, nulls, i, top[i], want[i])
				}
			}
		}
	}
}
