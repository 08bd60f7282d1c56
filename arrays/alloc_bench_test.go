package arrays

import (
	"fmt"
	"testing"
)

// BenchmarkAlloc: one op gets an n-byte buffer, writes every byte (as a
// kernel writes its result) and lets it go. fresh is a new heap buffer
// each time (what kernels did before allocators), left to the
// collector; fresh-thp the same, 2 MiB aligned with MADV_HUGEPAGE;
// recycled a Pool's buffer given back by Release; recycled-thp the same
// from a Pool asking for huge pages.
func BenchmarkAlloc(b *testing.B) {
	for _, n := range []int{1 << 20, 8 << 20} {
		src := make([]byte, n)
		fill(src, 7)
		for _, mode := range []string{"fresh", "fresh-thp", "recycled", "recycled-thp"} {
			b.Run(fmt.Sprintf("size=%dMiB/%s", n>>20, mode), func(b *testing.B) {
				b.SetBytes(int64(n))
				switch mode {
				case "fresh":
					for b.Loop() {
						copy(AllocBufferUninit(n), src)
					}
				case "fresh-thp":
					for b.Loop() {
						copy(freshBuffer(n, true), src)
					}
				default:
					p := NewPool(0)
					p.SetHugePages(mode == "recycled-thp")
					for b.Loop() {
						buf := Allocate(p, n, false)
						copy(buf, src)
						NewData(Int8Type{}, n, [][]byte{nil, buf}, nil, 0, 0).Release()
					}
				}
			})
		}
	}
}
