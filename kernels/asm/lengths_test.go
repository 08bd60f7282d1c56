package asm

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// lenEqRef is the reference of LenEq32: a bit per value, from its two
// offsets.
func lenEqRef(offs []int32, l int32) []uint64 {
	n := max(len(offs)-1, 0)
	dst := make([]uint64, (n+63)/64)
	for j := range n {
		if offs[j+1]-offs[j] == l {
			dst[j/64] |= 1 << (j % 64)
		}
	}
	return dst
}

// TestLenEq32 checks every level against the reference: offsets whose
// lengths are l about half the time (so every lane both matches and
// misses), empty values, a first offset past 0, out-of-order and
// wrapping offsets (the lengths wrap as int32 at every level), inputs and
// outputs ending at guard pages and an output filled with junk.
func TestLenEq32(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(21)
		for _, n := range testLengths(1100) {
			for _, l := range []int32{0, 1, 7, 19, math.MaxInt32} {
				offs := make([]int32, n+1)
				offs[0] = int32(r.IntN(5))
				for i := range n {
					d := l
					switch r.IntN(6) {
					case 0:
						d = int32(r.IntN(40))
					case 1:
						d = l + 1
					case 2:
						d = -int32(r.IntN(3)) // out of order
					}
					offs[i+1] = offs[i] + d // may wrap
				}
				want := lenEqRef(offs, l)
				got := placed(t, make([]uint64, len(want)))
				for i := range got {
					got[i] = 0xdeadbeefcafef00d
				}
				k.LenEq32(got, placed(t, offs), l)
				if !slices.Equal(got, want) {
					t.Fatalf("n=%d l=%d: got %x, want %x", n, l, got, want)
				}
			}
		}
	})
}

// TestLenEq32Limits: no offsets is no value, and a destination too short
// panics before any assembly runs.
func TestLenEq32Limits(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		k.LenEq32(nil, nil, 3)
		k.LenEq32(nil, []int32{5}, 0)
		defer func() {
			if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "LenEq32: dst") {
				t.Fatalf("short dst: recovered %v, want a LenEq32 dst panic", r)
			}
		}()
		k.LenEq32(make([]uint64, 1), make([]int32, 66), 0)
	})
}
