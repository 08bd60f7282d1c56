package asm

import (
	"math/rand/v2"
	"testing"
)

func TestTake128x32(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := rand.New(rand.NewPCG(3, 4))
		for _, n := range append(bitLengthsTake(), 1000, 5000, 2*take128Chunk+50) {
			m := 1 + r.IntN(3*n+1)
			src := make([][2]uint64, m)
			for i := range src {
				src[i] = [2]uint64{r.Uint64(), r.Uint64()}
			}
			idx := make([]uint32, n)
			for i := range idx {
				idx[i] = uint32(r.IntN(m))
			}
			dst := make([][2]uint64, n+1)
			dst[n] = [2]uint64{7, 7}
			k.Take128x32(dst[:n], guarded(t, src), idx)
			for i, x := range idx {
				if dst[i] != src[x] {
					t.Fatalf("n=%d: dst[%d] = %v, want src[%d] = %v", n, i, dst[i], x, src[x])
				}
			}
			if dst[n] != [2]uint64{7, 7} {
				t.Fatalf("n=%d: wrote past the end", n)
			}
			// a bad index anywhere, and where the chunks and the lookahead end
			spots := []int{r.IntN(n + 1)}
			for _, p := range []int{40, 33, 0} {
				spots = append(spots, n-p, take128Chunk-p, take128Chunk-p+1)
			}
			for _, p := range spots {
				if p < 0 || p >= n {
					continue
				}
				bad := append([]uint32(nil), idx...)
				bad[p] = uint32(m + r.IntN(3))
				func() {
					defer func() {
						if recover() == nil {
							t.Errorf("n=%d: index out of range did not panic", n)
						}
					}()
					k.Take128x32(dst, src, bad)
				}()
			}
		}
	})
}

// bitLengthsTake: 0..70 and around multiples of 32.
func bitLengthsTake() []int {
	var ls []int
	for n := range 71 {
		ls = append(ls, n)
	}
	for m := 96; m <= 544; m += 32 {
		ls = append(ls, m-1, m, m+1)
	}
	return ls
}
