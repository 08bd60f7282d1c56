package asm

import (
	"fmt"
	"testing"
)

// TestFillRuns64 checks FillRuns64 at every level against a plain loop:
// runs of 1 to 40 values and long ones, at offsets, dst placed so that a
// write past its end faults, and the stops (too close to the end, run ends
// that do not increase).
func TestFillRuns64(t *testing.T) {
	g := newGuard(t, 8*5000)
	forEachLevel(t, func(t *testing.T, k *Table) {
		if want := k.Level() == AVX2 || k.Level() == AVX512 || k.Level() == NEON; k.HasFillRuns64() != want {
			t.Fatalf("FillRuns64 set is %v", !want)
		}
		if !k.HasFillRuns64() {
			return
		}
		r := newRand(61)
		for _, n := range []int{0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 1000, 4999} {
			for _, maxRun := range []int{1, 8, 17, 40, 600} {
				off := r.IntN(5)
				var ends []int64
				var vals []uint64
				for e := 0; e < n; {
					e = min(n, e+1+r.IntN(maxRun))
					ends = append(ends, int64(e+off))
					vals = append(vals, r.Uint64())
				}
				if r.IntN(4) == 0 && len(ends) > 3 {
					ends[len(ends)/2] = ends[len(ends)/2-1] // a run that does not grow
				}
				dst := placeWords(g, make([]uint64, n))
				done := k.FillRuns64(dst, vals, ends, off)
				what := fmt.Sprintf("n=%d maxRun=%d off=%d", n, maxRun, off)
				start := 0
				for j := range done {
					end := int(ends[j]) - off
					if end <= start || end > n-32 {
						t.Fatalf("%s: filled run %d [%d,%d), which it must stop before", what, j, start, end)
					}
					for i := start; i < end; i++ {
						if dst[i] != vals[j] {
							t.Fatalf("%s: run %d slot %d is %x, want %x", what, j, i, dst[i], vals[j])
						}
					}
					start = end
				}
				// it stops only where it must
				if done < len(ends) {
					end := int(ends[done]) - off
					if end > start && end <= n-32 {
						t.Fatalf("%s: stopped at run %d [%d,%d) of %d", what, done, start, end, len(ends))
					}
				}
			}
		}
	})
}
