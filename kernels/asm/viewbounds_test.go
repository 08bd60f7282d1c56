package asm

import (
	"math"
	"testing"
)

// viewBoundsRef is the reference of ViewBounds: the keys (viewKeyRef) of
// the views whose bit is set, the least and the greatest.
func viewBoundsRef(views [][2]uint64, valid []byte, off int) (lo, hi uint32) {
	lo = math.MaxUint32
	for i, v := range views {
		if valid == nil || bit(valid, off+i) {
			k := viewKeyRef(v[0])
			lo, hi = min(lo, k), max(hi, k)
		}
	}
	return lo, hi
}

func TestViewBounds(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(13)
		var ns []int
		for n := range 71 {
			ns = append(ns, n)
		}
		// around the 16-view groups and the 1024-view chunks of the wrappers
		ns = append(ns, 127, 128, 129, 1008, 1023, 1024, 1025, 1039, 1040, 2047, 2049, 5000)
		for _, n := range ns {
			views, _ := randViews(r, n)
			views = guarded(t, views)
			for _, p := range []float64{1, 0.9, 0.5, 0.02, 0} {
				for _, off := range []int{0, 1, 3, 7, 8, 13} {
					var valid []byte
					if p < 1 || off > 0 {
						g := newGuard(t, (off+n+7)/8)
						valid = g.Place(randBytes(r, (off+n+7)/8, p))
					}
					lo, hi := k.ViewBounds(views, valid, off)
					wlo, whi := viewBoundsRef(views, valid, off)
					if lo != wlo || hi != whi {
						t.Fatalf("n=%d p=%v off=%d: got (%#x, %#x), want (%#x, %#x)", n, p, off, lo, hi, wlo, whi)
					}
					if p == 1 && off == 0 {
						break // nil bitmap: once
					}
				}
			}
		}
	})
}

// TestViewBoundsExtremes puts the least and the greatest key at every
// position of a 16-view group, among keys that differ only in their last
// prefix byte and lengths 0..4 whose padding is not zero.
func TestViewBoundsExtremes(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		const n = 48
		base := make([][2]uint64, n)
		for i := range base {
			l := uint64(4 + i%3)
			if i%5 == 0 {
				l = uint64(i % 4) // short: the bytes past the length are not zero
			}
			base[i] = [2]uint64{l | uint64(0x80808080+uint32(i%2))<<32, 0}
		}
		for pos := range n {
			for _, x := range []uint64{0, ^uint64(0)} {
				v := append([][2]uint64(nil), base...)
				v[pos] = [2]uint64{4 | (x&0xffffffff)<<32, 0} // key 0 or MaxUint32
				valid := make([]byte, n/8)
				for i := range valid {
					valid[i] = 0xff
				}
				for _, drop := range []bool{false, true} {
					if drop {
						valid[pos/8] &^= 1 << (pos % 8)
					}
					lo, hi := k.ViewBounds(v, valid, 0)
					wlo, whi := viewBoundsRef(v, valid, 0)
					if lo != wlo || hi != whi {
						t.Fatalf("pos=%d x=%#x drop=%v: got (%#x, %#x), want (%#x, %#x)", pos, x, drop, lo, hi, wlo, whi)
					}
				}
			}
		}
	})
}
