package kernels

// The REE benchmarks of issue 6, with its exact names and data
// (internal/benchdata, shared with the arrow-go twins in
// interop/peerbench): int64 run ends and int64 values, 1<<16 runs of
// lengths uniform in [1, 31] (about 1<<20 slots); lookups uniform over the
// logical slots, sorted ascending for order=sorted. b.SetBytes counts the
// index bytes a lookup reads (4 per lookup) and the bytes a decode writes.

import (
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
)

const (
	benchREERuns  = 1 << 16
	benchREESeed  = 61
	benchLookSeed = 62
)

// benchREE builds benchdata's REE array (int64 run ends and values).
func benchREE(r benchdata.REE) *arrays.RunEndEncoded {
	eb := arrays.NewInt64Builder()
	eb.AppendValues(r.Ends, nil)
	vb := arrays.NewInt64Builder()
	vb.AppendValues(r.Values, nil)
	ends, vals := eb.NewArray().Data(), vb.NewArray().Data()
	t := arrays.RunEndEncodedOf(arrays.Int64Type{}, arrays.Int64Type{})
	d := arrays.NewData(t, r.Len(), [][]byte{nil}, []*arrays.Data{ends, vals}, 0, 0)
	return arrays.MakeArray(d).(*arrays.RunEndEncoded)
}

func BenchmarkREEFind(b *testing.B) {
	r := benchdata.NewREE(benchREERuns, benchREESeed)
	a := benchREE(r)
	look := benchdata.REELookups(1<<20, r.Len(), false, benchLookSeed)
	b.Run("runs=64K/lookup=random", func(b *testing.B) {
		b.SetBytes(4)
		sum := 0
		for i := 0; b.Loop(); i++ {
			p, err := REEFind(a, int(look[i&(1<<20-1)]))
			if err != nil {
				b.Fatal(err)
			}
			sum += p
		}
		sinkInt = sum
	})
}

var sinkInt int

func BenchmarkREEFindBatch(b *testing.B) {
	r := benchdata.NewREE(benchREERuns, benchREESeed)
	a := benchREE(r)
	for _, order := range []string{"random", "sorted"} {
		look := benchdata.REELookups(1<<20, r.Len(), order == "sorted", benchLookSeed)
		dst := make([]int, len(look))
		b.Run("runs=64K/order="+order+"/n=1M", func(b *testing.B) {
			b.SetBytes(int64(4 * len(look)))
			for b.Loop() {
				if err := REEFindBatch(a, look, dst); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkREEDecode decodes into reused memory (a Scratch; the arrow-go
// twin recycles its allocator's buffers), so that it times the decode, not
// the first touch of 8 MB of fresh memory; BenchmarkREEDecodeAlloc
// allocates every output on both sides.
func BenchmarkREEDecode(b *testing.B) {
	r := benchdata.NewREE(benchREERuns, benchREESeed)
	a := benchREE(r)
	b.Run("type=int64/runs=64K/n=1M", func(b *testing.B) {
		var s Scratch
		b.SetBytes(int64(8 * a.Len()))
		for b.Loop() {
			if _, err := REEDecode(a, &s); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkREEDecodeAlloc(b *testing.B) {
	r := benchdata.NewREE(benchREERuns, benchREESeed)
	a := benchREE(r)
	b.Run("type=int64/runs=64K/n=1M", func(b *testing.B) {
		b.SetBytes(int64(8 * a.Len()))
		for b.Loop() {
			if _, err := REEDecode(a); err != nil {
				b.Fatal(err)
			}
		}
	})
}
