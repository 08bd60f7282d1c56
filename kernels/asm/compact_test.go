package asm

import (
	"fmt"
	"math/bits"
	"testing"
)

// compactRef is the obvious one-bit filter: bit by bit.
func compactRef(src []byte, srcOff int, mask []byte, maskOff, n int) (out []bool) {
	for i := range n {
		if bit(mask, maskOff+i) {
			out = append(out, bit(src, srcOff+i))
		}
	}
	return out
}

// checkCompact runs CompactBits into a destination whose capacity is
// exactly the output in whole words, placed at the end of gd so that any
// write past it faults, and compares it with the reference.
func checkCompact(t *testing.T, k *Table, gd *guard, src []byte, so int, mask []byte, mo, n int) {
	t.Helper()
	want := compactRef(src, so, mask, mo, n)
	words := (len(want) + 63) / 64
	dst := gd.Place(make([]byte, 8*words))
	for i := range dst {
		dst[i] = 0xA5 // every bit must be written
	}
	got, set := k.CompactBits(dst, src, so, mask, mo, n)
	if got != len(want) {
		t.Fatalf("CompactBits(so=%d, mo=%d, n=%d) wrote %d bits, want %d", so, mo, n, got, len(want))
	}
	wantSet := 0
	for i, b := range want {
		if bit(dst, i) != b {
			t.Fatalf("CompactBits(so=%d, mo=%d, n=%d): bit %d is %v, want %v", so, mo, n, i, !b, b)
		}
		if b {
			wantSet++
		}
	}
	if set != wantSet {
		t.Fatalf("CompactBits(so=%d, mo=%d, n=%d) counted %d set bits, want %d", so, mo, n, set, wantSet)
	}
	for i := len(want); i < 64*words; i++ {
		if bit(dst, i) {
			t.Fatalf("CompactBits(so=%d, mo=%d, n=%d): bit %d past the output is set", so, mo, n, i)
		}
	}
}

func TestCompactBits(t *testing.T) {
	r := newRand(14)
	gs, gm, gd := newGuard(t, 1<<18), newGuard(t, 1<<18), newGuard(t, 1<<18)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range bitLengths() {
			for _, p := range []float64{0, 0.01, 0.3, 0.5, 0.9, 0.99, 1} {
				for _, o := range opOffsets {
					if n > 1<<12 && o[0] != 7 {
						continue // keep the large cases few
					}
					src := bitmapFor(gs, r, o[1], n, 0.5)
					mask := bitmapFor(gm, r, o[2], n, p)
					checkCompact(t, k, gd, src, o[1], mask, o[2], n)
				}
			}
		}
	})
}

// TestCompactBitsPadded gives src and mask capacity past their length, as
// Arrow buffers have, so that the raw kernel takes every whole word.
func TestCompactBitsPadded(t *testing.T) {
	r := newRand(15)
	gs, gm, gd := newGuard(t, 1<<16), newGuard(t, 1<<16), newGuard(t, 1<<16)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range bitLengths() {
			if n > 1<<14 {
				continue
			}
			for _, o := range opOffsets {
				src := bitmapFor(gs, r, o[1], n+64, 0.5)
				mask := bitmapFor(gm, r, o[2], n+64, 0.5)
				src = src[:(o[1]+n+7)/8]
				mask = mask[:(o[2]+n+7)/8]
				checkCompact(t, k, gd, src, o[1], mask, o[2], n)
			}
		}
	})
}

// TestCompactWordsKernels compares the raw kernels word for word,
// including the PEXT one on a CPU where the table would not pick it.
func TestCompactWordsKernels(t *testing.T) {
	r := newRand(16)
	for name, f := range compactKernels() {
		t.Run(name, func(t *testing.T) {
			for _, words := range []int{0, 1, 2, 3, 7, 64, 1000} {
				for _, room := range []int{0, 8, 15, 16, 24, 8 * words, 8*words + 16} {
					for _, s := range [][2]uint{{0, 0}, {3, 0}, {0, 5}, {7, 7}, {1, 6}} {
						v := randBytes(r, 8*words+1, 0.5)
						m := randBytes(r, 8*words+1, []float64{0.05, 0.5, 0.97}[words%3])
						want := make([]byte, room+8)
						wd, wn, ws := compactWordsGo(want, v, s[0], m, s[1], words)
						got := make([]byte, room+8)
						gd, gn, gs := f(got, v, s[0], m, s[1], words)
						if gd != wd || gn != wn || gs != ws {
							t.Fatalf("words=%d room=%d shifts=%v: (done, n, set) = (%d, %d, %d), want (%d, %d, %d)", words, room, s, gd, gn, gs, wd, wn, ws)
						}
						for i := range (wn + 63) / 64 * 8 {
							if got[i] != want[i] {
								t.Fatalf("words=%d room=%d shifts=%v: byte %d = %#x, want %#x", words, room, s, i, got[i], want[i])
							}
						}
						// The Go kernel against the definition.
						pos := 0
						for i := range wd {
							mw := shiftedWord(m[8*i:], s[1])
							vw := shiftedWord(v[8*i:], s[0])
							for ; mw != 0; mw &= mw - 1 {
								b := vw >> uint(bits.TrailingZeros64(mw)) & 1
								if uint64(want[pos>>3]>>(pos&7)&1) != b {
									t.Fatalf("words=%d room=%d shifts=%v: output bit %d wrong", words, room, s, pos)
								}
								pos++
							}
						}
						if pos != wn {
							t.Fatalf("words=%d room=%d: wrote %d bits for %d selected", words, room, wn, pos)
						}
					}
				}
			}
		})
	}
}

func TestPextSoft(t *testing.T) {
	r := newRand(17)
	for i := range 20000 {
		v := r.Uint64()
		m := r.Uint64()
		switch i % 4 {
		case 0:
			m &= r.Uint64() & r.Uint64() // sparse
		case 1:
			m |= r.Uint64() | r.Uint64() | r.Uint64() // dense
		case 2:
			m = ^uint64(0) &^ (1 << (i % 64))
		}
		var want uint64
		k := 0
		for j := range 64 {
			if m>>j&1 != 0 {
				want |= (v >> j & 1) << k
				k++
			}
		}
		if got := pextSoft(v, m); got != want {
			t.Fatalf("pextSoft(%#x, %#x) = %#x, want %#x", v, m, got, want)
		}
	}
}

// BenchmarkCompactBits compacts a 1M-bit validity bitmap by a mask of the
// given density, per level (benchstat -col /isa).
func BenchmarkCompactBits(b *testing.B) {
	const n = 1 << 20
	r := newRand(18)
	src := randBytes(r, n/8+64, 0.9)[:n/8]
	for _, sel := range []float64{0.5, 0.99} {
		mask := randBytes(r, n/8+64, sel)[:n/8]
		dst := make([]byte, n/8+64)
		for _, l := range Levels() {
			k := l.Table()
			b.Run(fmt.Sprintf("sel=%.2f/n=1M/isa=%s", sel, l), func(b *testing.B) {
				b.SetBytes(n / 8)
				for b.Loop() {
					k.CompactBits(dst, src, 3, mask, 0, n-3)
				}
			})
		}
	}
}
