package kernels

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// BenchmarkParallel measures how Parallel scales: each kernel on 16M int64
// values with 1 and 2 goroutines, and with GOMAXPROCS of them when that is
// more (go test -cpu 8 on a larger machine adds cpu=8). Results are
// allocated as a user's call would.
func BenchmarkParallel(b *testing.B) {
	const n = 16 << 20
	r := rand.New(rand.NewPCG(1, 2))
	vals := make([]int64, n)
	for i := range vals {
		vals[i] = int64(r.Uint64() >> 1)
	}
	a := arrays.NewInt64Builder()
	a.AppendValues(vals, nil)
	arr := a.NewInt64Array()
	mb := arrays.NewBooleanBuilder()
	for range n {
		mb.Append(r.IntN(2) == 0)
	}
	mask := mb.NewBooleanArray()
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(r.IntN(n))
	}
	ib := arrays.NewInt32Builder()
	ib.AppendValues(idx, nil)
	indices := ib.NewInt32Array()
	db := arrays.NewInt64Builder()
	db.AppendValues(vals[:256], nil)
	dict := db.NewInt64Array()
	small := make([]int32, n)
	for i := range small {
		small[i] = int32(r.IntN(256))
	}
	s := Int64Scalar(vals[n/2])
	cases := []struct {
		kernel string
		run    func(opts ...Option) error
	}{
		{"filter", func(opts ...Option) error { _, err := Filter(arr, mask, opts...); return err }},
		{"take", func(opts ...Option) error { _, err := Take(arr, indices, opts...); return err }},
		{"compare", func(opts ...Option) error { _, err := Less(arr, s, opts...); return err }},
		{"dictdecode", func(opts ...Option) error { _, err := DictDecode(dict, small, opts...); return err }},
	}
	cpus := []int{1, 2}
	if p := runtime.GOMAXPROCS(0); p > 2 {
		cpus = append(cpus, p) // go test -cpu N on a larger machine adds cpu=N
	}
	for _, c := range cases {
		for _, cpu := range cpus {
			b.Run(fmt.Sprintf("kernel=%s/type=int64/n=16M/cpu=%d", c.kernel, cpu), func(b *testing.B) {
				b.SetBytes(8 * n)
				for b.Loop() {
					if err := c.run(Parallel(cpu)); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
