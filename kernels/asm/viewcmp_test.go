package asm

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// viewRef holds the reference results of the view kernels for one view
// pair (x against y) or view and scalar pattern.
func viewKeyRef(lo uint64) uint32 {
	var v [8]byte // the view's first 8 bytes: int32 length, then prefix
	binary.NativeEndian.PutUint64(v[:], lo)
	b := v[4:]
	l := int64(int32(viewLenRef(lo)))
	n := 4
	if l >= 0 && l < 4 {
		n = int(l)
	}
	var k uint32
	for i := range 4 {
		k <<= 8
		if i < n {
			k |= uint32(b[i])
		}
	}
	return k
}

// viewLenRef is the length field of a view's lo word, read unsigned.
func viewLenRef(lo uint64) uint32 {
	var v [8]byte
	binary.NativeEndian.PutUint64(v[:], lo)
	return binary.NativeEndian.Uint32(v[:4])
}

// randViews draws views whose lengths, prefixes and tails collide often:
// lengths 0..20 and a few long or negative ones, prefixes and tails from
// tiny alphabets, and b[i] a copy of a[i] with one part changed, or not.
func randViews(r *rand.Rand, n int) (a, b [][2]uint64) {
	a, b = make([][2]uint64, n), make([][2]uint64, n)
	lens := []uint32{0, 1, 2, 3, 4, 5, 8, 12, 13, 14, 19, 100, 0xffffffff, 0x80000000, 1 << 20}
	for i := range a {
		l := lens[r.IntN(len(lens))]
		p := uint64(r.IntN(3)) * 0x0101_0101
		if r.IntN(3) == 0 {
			p = r.Uint64() & 0xffff_ffff
		}
		a[i] = [2]uint64{uint64(l) | p<<32, uint64(r.IntN(3))}
		if r.IntN(4) == 0 {
			a[i][1] = r.Uint64()
		}
		b[i] = a[i]
		switch r.IntN(5) {
		case 0:
			b[i][0] ^= 1 << (32 + r.IntN(32))
		case 1:
			b[i][1] ^= 1 << r.IntN(64)
		case 2:
			b[i][0] = uint64(lens[r.IntN(len(lens))]) | b[i][0]&^0xffff_ffff
		}
	}
	// Drawn as little-endian words; views in memory are in host order.
	for _, v := range [][][2]uint64{a, b} {
		for i := range v {
			for j := range v[i] {
				var p [8]byte
				binary.LittleEndian.PutUint64(p[:], v[i][j])
				v[i][j] = binary.NativeEndian.Uint64(p[:])
			}
		}
	}
	return a, b
}

// guarded places v at the end of a guard's accessible area.
func guarded(t *testing.T, v [][2]uint64) [][2]uint64 {
	if len(v) == 0 {
		return v
	}
	g := newGuard(t, 16*len(v))
	b := g.Place(unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), 16*len(v)))
	return unsafe.Slice((*[2]uint64)(unsafe.Pointer(&b[0])), len(v))
}

func TestViewCmpKernels(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		vk := viewsOf(k)
		r := rand.New(rand.NewPCG(11, 12))
		var ns []int
		for n := range 71 {
			ns = append(ns, n)
		}
		ns = append(ns, 127, 128, 129, 191, 192, 193, 1000, 4099)
		for _, n := range ns {
			a, b := randViews(r, n)
			a, b = guarded(t, a), guarded(t, b)
			words := (n + 63) / 64
			got1, got2 := make([]uint64, words), make([]uint64, words)
			want1, want2 := make([]uint64, words), make([]uint64, words)
			check := func(what string) {
				t.Helper()
				for w := range words {
					if got1[w] != want1[w] || got2[w] != want2[w] {
						t.Fatalf("n=%d %s word %d: got %#x %#x, want %#x %#x", n, what, w, got1[w], got2[w], want1[w], want2[w])
					}
				}
			}
			// MatchAS with patterns of an inline and of a long scalar
			for _, m := range [][2]uint64{{^uint64(0), ^uint64(0)}, {^uint64(0), 0}, {0xffff_ffff | 0xff<<32, 0}, {^uint64(0), 0xffff}} {
				s := [2]uint64{3 | 0x0101_0101<<32, 1}
				if n > 0 {
					s = a[r.IntN(n)]
				}
				s[0], s[1] = s[0]&m[0], s[1]&m[1]
				clear(want1)
				for i, v := range a {
					if v[0]&m[0] == s[0] && v[1]&m[1] == s[1] {
						want1[i/64] |= 1 << (i % 64)
					}
				}
				clear(want2)
				fill(got1)
				vk.MatchAS(got1, a, s, m)
				check(fmt.Sprintf("MatchAS %#x", m))
			}
			// EqAA
			clear(want1)
			clear(want2)
			for i := range a {
				x, y := a[i], b[i]
				l := viewLenRef(x[0])
				if x == y && l <= 12 {
					want1[i/64] |= 1 << (i % 64)
				} else if l == viewLenRef(y[0]) && (x[0] == y[0] || l < 4) {
					want2[i/64] |= 1 << (i % 64)
				}
			}
			fill(got1)
			fill(got2)
			vk.EqAA(got1, got2, a, b)
			check("EqAA")
			// KeyAS and KeyAA
			for _, s := range []uint32{0, 0x01010101, 0x02020202, 0x01000000, ^uint32(0)} {
				clear(want1)
				clear(want2)
				for i, v := range a {
					if k := viewKeyRef(v[0]); k < s {
						want1[i/64] |= 1 << (i % 64)
					} else if k == s {
						want2[i/64] |= 1 << (i % 64)
					}
				}
				fill(got1)
				fill(got2)
				vk.KeyAS(got1, got2, a, s)
				check(fmt.Sprintf("KeyAS %#x", s))
			}
			clear(want1)
			clear(want2)
			for i := range a {
				if x, y := viewKeyRef(a[i][0]), viewKeyRef(b[i][0]); x < y {
					want1[i/64] |= 1 << (i % 64)
				} else if x == y {
					want2[i/64] |= 1 << (i % 64)
				}
			}
			fill(got1)
			fill(got2)
			vk.KeyAA(got1, got2, a, b)
			check("KeyAA")
		}
	})
}

// fill sets every bit, so that a kernel leaving bits past the end set is
// caught.
func fill(w []uint64) {
	for i := range w {
		w[i] = ^uint64(0)
	}
}

func TestViewKey(t *testing.T) {
	for _, lo := range []uint64{0, 1, 3, 4, 5, 0xffffffff, 0x61626364_00000002, 0x61626364_00000010, 0x01020304_80000000} {
		if got, want := ViewKey(lo), viewKeyRef(lo); got != want {
			t.Errorf("ViewKey(%#x) = %#x, want %#x", lo, got, want)
		}
	}
}
