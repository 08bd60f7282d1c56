package asm

import (
	"fmt"
	"math"
	"testing"
)

// TestIndexStats32 checks every level against a plain reference on sorted,
// strictly increasing, repeated, descending-somewhere and huge indices, at
// lengths 1..70, around multiples of 8 and 16, and large, with the input
// placed at the end of a guarded page so an over-read faults.
func TestIndexStats32(t *testing.T) {
	g := newGuard(t, 4*5000)
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(77)
		var lengths []int
		for n := 1; n <= 70; n++ {
			lengths = append(lengths, n)
		}
		for m := 80; m <= 600; m += 16 {
			lengths = append(lengths, m-1, m, m+1, m+8)
		}
		lengths = append(lengths, 4999)
		for _, n := range lengths {
			for shape := range 6 {
				idx := make([]uint32, n)
				for i := range idx {
					switch shape {
					case 0: // strictly increasing
						idx[i] = uint32(3 + 2*i)
					case 1: // sorted with repeats
						idx[i] = uint32(i / 3)
					case 2: // random
						idx[i] = r.Uint32N(1000)
					case 3, 4: // increasing, one step down or one repeat somewhere
						idx[i] = uint32(10 + i)
					case 5: // huge values
						idx[i] = math.MaxUint32 - uint32(r.IntN(3))
					}
				}
				if (shape == 3 || shape == 4) && n > 1 {
					p := 1 + r.IntN(n-1)
					if shape == 3 {
						idx[p] = idx[p-1] - 1
					} else {
						idx[p] = idx[p-1]
					}
				}
				if shape == 0 && n > 2 {
					idx[r.IntN(n)] = math.MaxUint32 // the maximum anywhere
				}
				want := fmt.Sprint(refIndexStats(idx))
				mx, down, flat := k.IndexStats32(placeWords(g, idx))
				if got := fmt.Sprint(mx, down, flat); got != want {
					t.Fatalf("n=%d shape=%d: got %s, want %s", n, shape, got, want)
				}
			}
		}
	})
}

func refIndexStats(idx []uint32) (mx uint32, down, flat bool) {
	for i, u := range idx {
		mx = max(mx, u)
		if i > 0 {
			down = down || u < idx[i-1]
			flat = flat || u <= idx[i-1]
		}
	}
	return mx, down, flat
}
