package asm

import (
	"math/bits"
	"testing"
)

func popcntRef(b []byte) int {
	n := 0
	for _, c := range b {
		n += bits.OnesCount8(c)
	}
	return n
}

func TestPopcnt(t *testing.T) {
	r := newRand(1)
	lengths := testLengths(1<<16 + 100)
	g := newGuard(t, 1<<17)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range lengths {
			for _, p := range []float64{0.5, 0.02, 1} {
				data := randBytes(r, n, p)
				want := popcntRef(data)
				if got := k.raw.popcnt(g.Place(data)); got != want {
					t.Fatalf("popcnt(%d bytes, density %v) = %d, want %d", n, p, got, want)
				}
			}
		}
	})
}
