package peerbench

// The twins of quiver's REE benchmarks (kernels/ree_bench_test.go): the
// same names, data (benchdata.NewREE, benchdata.REELookups), b.SetBytes
// and unit of work, on arrow-go's public APIs. arrow-go has no batch
// lookup, so the batch twin is a loop of encoded.FindPhysicalIndex; decode
// is compute.RunEndDecodeArray (the "run_end_decode" function), into
// reused memory (BenchmarkREEDecode) or fresh memory
// (BenchmarkREEDecodeAlloc) on both sides. The test
// below checks that both suites build the same arrays and get the same
// answers.

import (
	"context"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/compute"
	"github.com/apache/arrow-go/v18/arrow/encoded"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels"
)

// The seeds and sizes of kernels/ree_bench_test.go.
const (
	reeRuns     = 1 << 16
	reeSeed     = 61
	reeLookSeed = 62
)

// reeArray builds benchdata's REE array in arrow-go (int64 run ends and
// values).
func reeArray(r benchdata.REE) *array.RunEndEncoded {
	eb := array.NewInt64Builder(mem)
	defer eb.Release()
	eb.AppendValues(r.Ends, nil)
	vb := array.NewInt64Builder(mem)
	defer vb.Release()
	vb.AppendValues(r.Values, nil)
	ends, vals := eb.NewArray(), vb.NewArray()
	defer ends.Release()
	defer vals.Release()
	return array.NewRunEndEncodedArray(ends, vals, r.Len(), 0)
}

// quiverREE builds it in quiver, as kernels' benchREE does.
func quiverREE(r benchdata.REE) *arrays.RunEndEncoded {
	eb := arrays.NewInt64Builder()
	eb.AppendValues(r.Ends, nil)
	vb := arrays.NewInt64Builder()
	vb.AppendValues(r.Values, nil)
	t := arrays.RunEndEncodedOf(arrays.Int64Type{}, arrays.Int64Type{})
	d := arrays.NewData(t, r.Len(), [][]byte{nil}, []*arrays.Data{eb.NewArray().Data(), vb.NewArray().Data()}, 0, 0)
	return arrays.MakeArray(d).(*arrays.RunEndEncoded)
}

func BenchmarkREEFind(b *testing.B) {
	r := benchdata.NewREE(reeRuns, reeSeed)
	a := reeArray(r)
	defer a.Release()
	look := benchdata.REELookups(1<<20, r.Len(), false, reeLookSeed)
	b.Run("runs=64K/lookup=random", func(b *testing.B) {
		b.SetBytes(4)
		d := a.Data()
		s := 0
		for i := 0; b.Loop(); i++ {
			s += encoded.FindPhysicalIndex(d, int(look[i&(1<<20-1)]))
		}
		sink = s
	})
}

func BenchmarkREEFindBatch(b *testing.B) {
	r := benchdata.NewREE(reeRuns, reeSeed)
	a := reeArray(r)
	defer a.Release()
	for _, order := range []string{"random", "sorted"} {
		look := benchdata.REELookups(1<<20, r.Len(), order == "sorted", reeLookSeed)
		dst := make([]int, len(look))
		b.Run("runs=64K/order="+order+"/n=1M", func(b *testing.B) {
			b.SetBytes(int64(4 * len(look)))
			d := a.Data()
			for b.Loop() {
				for j, x := range look {
					dst[j] = encoded.FindPhysicalIndex(d, int(x))
				}
			}
		})
	}
}

// BenchmarkREEDecode decodes into reused memory, as quiver's twin does
// with a Scratch: arrow-go's compute functions take their allocator from
// the context, and recycler hands the freed output out again.
// BenchmarkREEDecodeAlloc allocates every output on both sides.
func BenchmarkREEDecode(b *testing.B) {
	r := benchdata.NewREE(reeRuns, reeSeed)
	a := reeArray(r)
	defer a.Release()
	b.Run("type=int64/runs=64K/n=1M", func(b *testing.B) {
		ctx := compute.WithAllocator(context.Background(), newRecycler())
		b.SetBytes(int64(8 * a.Len()))
		for b.Loop() {
			out, err := compute.RunEndDecodeArray(ctx, a)
			if err != nil {
				b.Fatal(err)
			}
			out.Release()
		}
	})
}

func BenchmarkREEDecodeAlloc(b *testing.B) {
	r := benchdata.NewREE(reeRuns, reeSeed)
	a := reeArray(r)
	defer a.Release()
	b.Run("type=int64/runs=64K/n=1M", func(b *testing.B) {
		b.SetBytes(int64(8 * a.Len()))
		for b.Loop() {
			out, err := compute.RunEndDecodeArray(context.Background(), a)
			if err != nil {
				b.Fatal(err)
			}
			out.Release()
		}
	})
}

// recycler is a memory.Allocator that keeps freed buffers and hands them
// out again, unzeroed, for a request of the same size: the arrow-go
// counterpart of quiver's Scratch.
type recycler struct {
	fresh memory.Allocator
	free  map[int][][]byte
}

func newRecycler() *recycler {
	return &recycler{fresh: memory.NewGoAllocator(), free: map[int][][]byte{}}
}

func (r *recycler) Allocate(n int) []byte {
	if l := r.free[n]; len(l) > 0 {
		r.free[n] = l[:len(l)-1]
		return l[len(l)-1]
	}
	return r.fresh.Allocate(n)
}

func (r *recycler) Reallocate(n int, b []byte) []byte {
	nb := r.Allocate(n)
	copy(nb, b)
	r.Free(b)
	return nb
}

func (r *recycler) Free(b []byte) { r.free[len(b)] = append(r.free[len(b)], b) }

// TestREESameResults checks that both suites see the same REE array and
// lookups, and that quiver and arrow-go agree on every lookup (single and
// batch, both orders) and on the decoded array.
func TestREESameResults(t *testing.T) {
	r := benchdata.NewREE(reeRuns, reeSeed)
	g := reeArray(r)
	defer g.Release()
	q := quiverREE(r)
	if err := arrays.ValidateFull(q); err != nil {
		t.Fatal(err)
	}
	if err := g.ValidateFull(); err != nil {
		t.Fatal(err)
	}
	if q.Len() != g.Len() || q.NumRuns() != g.RunEndsArr().Len() {
		t.Fatalf("quiver has %d slots in %d runs, arrow-go %d in %d", q.Len(), q.NumRuns(), g.Len(), g.RunEndsArr().Len())
	}
	sameArray(t, "run ends", q.RunEnds(), g.RunEndsArr())
	sameArray(t, "values", q.Values(), g.Values())
	for _, sorted := range []bool{false, true} {
		look := benchdata.REELookups(1<<20, r.Len(), sorted, reeLookSeed)
		dst := make([]int, len(look))
		if err := kernels.REEFindBatch(q, look, dst); err != nil {
			t.Fatal(err)
		}
		for j, x := range look {
			want := encoded.FindPhysicalIndex(g.Data(), int(x))
			if dst[j] != want {
				t.Fatalf("sorted=%v: lookup %d of slot %d: quiver batch %d, arrow-go %d", sorted, j, x, dst[j], want)
			}
			if j%97 == 0 {
				p, err := kernels.REEFind(q, int(x))
				if err != nil || p != want {
					t.Fatalf("lookup of slot %d: quiver %d (%v), arrow-go %d", x, p, err, want)
				}
			}
		}
	}
	qd, err := kernels.REEDecode(q)
	if err != nil {
		t.Fatal(err)
	}
	var s kernels.Scratch
	ctx := compute.WithAllocator(context.Background(), newRecycler())
	for range 2 { // the second round reuses the memory of the first
		gd, err := compute.RunEndDecodeArray(ctx, g)
		if err != nil {
			t.Fatal(err)
		}
		if !arrow.TypeEqual(gd.DataType(), arrow.PrimitiveTypes.Int64) {
			t.Fatalf("arrow-go decoded to %s", gd.DataType())
		}
		sameArray(t, "decoded", qd, gd)
		qs, err := kernels.REEDecode(q, &s)
		if err != nil {
			t.Fatal(err)
		}
		sameArray(t, "decoded with a scratch", qs, gd)
		gd.Release()
	}
}
