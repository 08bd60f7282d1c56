package kernels

import (
	"errors"
	"runtime"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// allocCase is a kernel call whose result is large enough to be tracked.
type allocCase struct {
	name string
	run  func(opts ...Option) (arrays.Array, error)
}

func allocCases(n int) []allocCase {
	i64 := benchArray("int64", n, 0.10, 1)
	i64b := benchArray("int64", n, 0, 4)
	f64 := benchArray("float64", n, 0, 5)
	u8 := benchArray("utf8", n, 0.05, 6)
	uv := benchArray("utf8view", n, 0, 7)
	dense, half := benchMask(n, 0.99, 2), benchMask(n, 0.5, 3)
	random, sorted := benchIndices(n, false, 8), benchIndices(n, true, 9)
	cb := arrays.NewInt32Builder()
	for i := range n / 2 {
		cb.Append(int32(n/4 + i))
	}
	contiguous := cb.NewArray()
	return []allocCase{
		{"filter/int64/sel=0.99", func(o ...Option) (arrays.Array, error) { return Filter(i64, dense, o...) }},
		{"filter/float64/sel=0.50", func(o ...Option) (arrays.Array, error) { return Filter(f64, half, o...) }},
		{"filter/utf8/sel=0.50", func(o ...Option) (arrays.Array, error) { return Filter(u8, half, o...) }},
		{"filter/utf8view/sel=0.99", func(o ...Option) (arrays.Array, error) { return Filter(uv, dense, o...) }},
		{"take/int64/random", func(o ...Option) (arrays.Array, error) { return Take(i64, random, o...) }},
		{"take/int64/sorted", func(o ...Option) (arrays.Array, error) { return Take(i64, sorted, o...) }},
		{"take/int64/contiguous", func(o ...Option) (arrays.Array, error) { return Take(i64, contiguous, o...) }},
		{"take/utf8/random", func(o ...Option) (arrays.Array, error) { return Take(u8, random, o...) }},
		{"take/utf8view/random", func(o ...Option) (arrays.Array, error) { return Take(uv, random, o...) }},
		{"less/int64/array", func(o ...Option) (arrays.Array, error) { return Less(i64, i64b, o...) }},
	}
}

// Results computed with a Pool equal those computed on the heap, round
// after round of recycling, and results kept from earlier rounds are not
// disturbed by the buffers that rounds release and reuse.
func TestAllocatorResults(t *testing.T) {
	n := 1 << 17
	if testing.Short() {
		n = 1 << 14
	}
	cases := allocCases(n)
	pool := arrays.NewPool(0)
	withPool := WithAllocator(pool)
	type kept struct {
		name      string
		got, want arrays.Array
	}
	var keep []kept
	for round := range 4 {
		for i, c := range cases {
			want, err := c.run()
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.run(withPool)
			if err != nil {
				t.Fatalf("round %d, %s: %v", round, c.name, err)
			}
			if !arrays.Equal(got, want) {
				t.Fatalf("round %d, %s: %s", round, c.name, arrays.EqualDiff(got, want))
			}
			if (i+round)%3 == 0 {
				keep = append(keep, kept{c.name, got, want})
			} else {
				got.Data().Release()
			}
		}
		if round == 2 {
			runtime.GC() // collect the ones neither kept nor released
		}
		for _, k := range keep {
			if !arrays.Equal(k.got, k.want) {
				t.Fatalf("after round %d, kept %s changed: %s", round, k.name, arrays.EqualDiff(k.got, k.want))
			}
		}
	}
	if s := pool.Stats(); s.Hits == 0 {
		t.Errorf("nothing recycled: %+v", s)
	}
}

// A result that shares a released input's buffers (a contiguous take is
// a slice of its input, a view array the utf8 data it was made from)
// keeps them from being recycled; a released array is refused.
func TestAllocatorSharing(t *testing.T) {
	n := 1 << 16
	pool := arrays.NewPool(0)
	withPool := WithAllocator(pool)
	mask := benchMask(n, 0.99, 2)
	cb := arrays.NewInt32Builder()
	for i := range n / 2 {
		cb.Append(int32(10 + i))
	}
	contiguous := cb.NewArray()

	in, err := Filter(benchArray("int64", n, 0.1, 1), mask, withPool)
	if err != nil {
		t.Fatal(err)
	}
	tk, err := Take(in, contiguous, withPool)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Take(in, contiguous)

	u8, err := Filter(benchArray("utf8", n, 0, 6), mask, withPool)
	if err != nil {
		t.Fatal(err)
	}
	view, err := ToView(u8)
	if err != nil {
		t.Fatal(err)
	}
	viewWant, _ := ToView(benchArray("utf8", n, 0, 6))
	viewWant, _ = Filter(viewWant, mask)
	// a take of views keeps the data buffers of its input in a list it
	// gets after its Data is built
	tv, err := Take(view, benchIndices(view.Len(), false, 3), withPool)
	if err != nil {
		t.Fatal(err)
	}
	tvWant, _ := Take(viewWant, benchIndices(view.Len(), false, 3))

	in.Data().Release()
	u8.Data().Release()
	if _, err := Filter(in, mask); !errors.Is(err, ErrMalformedArray) || !errors.Is(err, arrays.ErrInvalid) {
		t.Fatalf("filter of a released array: %v", err)
	}
	view = nil
	for range 3 {
		runtime.GC()
		// churn: released and collected buffers are reused now
		for range 4 {
			r, err := Filter(benchArray("int64", n, 0, 9), mask, withPool)
			if err != nil {
				t.Fatal(err)
			}
			r.Data().Release()
			s, err := Filter(benchArray("utf8", n, 0, 10), mask, withPool)
			if err != nil {
				t.Fatal(err)
			}
			s.Data().Release()
		}
	}
	if !arrays.Equal(tk, want) {
		t.Fatalf("a contiguous take of a released input changed: %s", arrays.EqualDiff(tk, want))
	}
	if !arrays.Equal(tv, tvWant) {
		t.Fatalf("a take of views over released utf8 changed: %s", arrays.EqualDiff(tv, tvWant))
	}
	if pool.Stats().Hits == 0 {
		t.Error("nothing recycled")
	}
}

// A Scratch serves every buffer of a call that also names an allocator.
func TestAllocatorScratchWins(t *testing.T) {
	pool := arrays.NewPool(0)
	var s Scratch
	a := benchArray("int64", 1<<15, 0, 1)
	if _, err := Filter(a, benchMask(1<<15, 0.99, 2), WithAllocator(pool), &s); err != nil {
		t.Fatal(err)
	}
	if st := pool.Stats(); st.Hits+st.Misses != 0 {
		t.Errorf("the pool served a call with a Scratch: %+v", st)
	}
}

// RecordBatch.Release gives back the columns' buffers.
func TestAllocatorRecordBatchRelease(t *testing.T) {
	n := 1 << 15
	pool := arrays.NewPool(0)
	cols := []arrays.Array{benchArray("int64", n, 0, 1), benchArray("float64", n, 0.1, 2)}
	schema := arrays.NewSchema([]arrays.Field{{Name: "a", Type: arrays.Int64Type{}, Nullable: true}, {Name: "b", Type: arrays.Float64Type{}, Nullable: true}}, nil)
	rb, err := arrays.NewRecordBatch(schema, cols, n)
	if err != nil {
		t.Fatal(err)
	}
	out, err := FilterRecordBatch(rb, benchMask(n, 0.99, 3), WithAllocator(pool))
	if err != nil {
		t.Fatal(err)
	}
	if st := pool.Stats(); st.Outstanding != 2 {
		t.Fatalf("%+v, want the two value buffers out", st)
	}
	out.Release()
	if st := pool.Stats(); st.Outstanding != 0 || st.Frees != 2 {
		t.Fatalf("%+v, want both given back", st)
	}
	if _, err := Filter(out.Column(0), benchMask(out.NumRows(), 0.5, 4)); !errors.Is(err, arrays.ErrInvalid) {
		t.Fatalf("a column of a released batch: %v", err)
	}
}
