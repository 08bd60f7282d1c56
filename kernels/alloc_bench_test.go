package kernels

import (
	"fmt"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// BenchmarkAllocator runs issue 14's large-result misses with each way of
// getting the result's memory: alloc=heap (the default, fresh memory per
// call), alloc=pool (a Pool, each result released when done) and
// alloc=pool-gc (a Pool, results dropped unreleased: the collector frees
// them, nothing is recycled, so this measures the tracking's cost); -thp:
// the Pool asks for huge pages for fresh buffers.
func BenchmarkAllocator(b *testing.B) {
	a := benchArray("int64", mega, 0, 1)
	mask := benchMask(mega, 0.99, 2)
	random, sorted := benchIndices(mega, false, 3), benchIndices(mega, true, 3)
	calls := []struct {
		name string
		run  func(opts ...Option) (arrays.Array, error)
	}{
		{"kernel=filter/type=int64/nulls=0.00/sel=0.99/n=1M", func(o ...Option) (arrays.Array, error) { return Filter(a, mask, o...) }},
		{"kernel=take/type=int64/idx=int32/order=random/n=1M", func(o ...Option) (arrays.Array, error) { return Take(a, random, o...) }},
		{"kernel=take/type=int64/idx=int32/order=sorted/n=1M", func(o ...Option) (arrays.Array, error) { return Take(a, sorted, o...) }},
	}
	for _, c := range calls {
		for _, mode := range []string{"heap", "pool", "pool-thp", "pool-gc", "pool-gc-thp"} {
			b.Run(fmt.Sprintf("%s/alloc=%s", c.name, mode), func(b *testing.B) {
				var opts []Option
				pool := arrays.NewPool(0)
				pool.SetHugePages(strings.HasSuffix(mode, "-thp"))
				if mode != "heap" {
					opts = []Option{WithAllocator(pool)}
				}
				b.SetBytes(inputBytes(a))
				for b.Loop() {
					r, err := c.run(opts...)
					if err != nil {
						b.Fatal(err)
					}
					if !strings.HasPrefix(mode, "pool-gc") {
						r.Data().Release()
					}
				}
				if st := pool.Stats(); mode != "heap" {
					b.ReportMetric(float64(st.Hits)/float64(st.Hits+st.Misses), "hits/alloc")
				}
			})
		}
	}
}
