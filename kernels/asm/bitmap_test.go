package asm

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// The references below read one bit at a time with bit(); they are slow and
// obviously right.

func countRef(b []byte, off, n int) int {
	c := 0
	for i := range n {
		if bit(b, off+i) {
			c++
		}
	}
	return c
}

func opRef(op bitOp, x, y bool) bool {
	switch op {
	case bitAnd:
		return x && y
	case bitOr:
		return x || y
	case bitAndNot:
		return x && !y
	default:
		return x != y
	}
}

func indicesRef(b []byte, off, n int) []int64 {
	var idx []int64
	for i := range n {
		if bit(b, off+i) {
			idx = append(idx, int64(i))
		}
	}
	return idx
}

// bitLengths are the bitmap lengths tested: all of 0..70, around each
// multiple of 32 up to 1088 bits (more than twice the widest block: 64 bytes
// plus the 8-byte funnel read), and a few large ones.
func bitLengths() []int {
	var ls []int
	for n := 0; n <= 70; n++ {
		ls = append(ls, n)
	}
	for m := 96; m <= 1088; m += 32 {
		ls = append(ls, m-1, m, m+1)
	}
	return append(ls, 2047, 2048, 2049, 4096+3, 65536+5, 1<<20+7)
}

// bitmapFor returns a random bitmap holding bits [0, off+n) exactly, placed
// at the end of g.
func bitmapFor(g *guard, r *rand.Rand, off, n int, p float64) []byte {
	return g.Place(randBytes(r, (off+n+7)/8, p))
}

var offsets = []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 31, 63, 64, 67}

func TestCountSetBits(t *testing.T) {
	r := newRand(2)
	g := newGuard(t, 1<<17+64)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range bitLengths() {
			for _, off := range offsets {
				if n > 1<<16 && off%4 != 3 {
					continue // keep the large cases few
				}
				b := bitmapFor(g, r, off, n, 0.5)
				if got, want := k.CountSetBits(b, off, n), countRef(b, off, n); got != want {
					t.Fatalf("CountSetBits(off=%d, n=%d) = %d, want %d", off, n, got, want)
				}
			}
		}
	})
}

// opOffsets are (dst, a, b) bit offsets: equal, each one shifted alone, all
// different, and beyond the first byte and word.
var opOffsets = [][3]int{
	{0, 0, 0}, {3, 3, 3}, {0, 3, 0}, {0, 0, 5}, {5, 0, 0}, {1, 2, 3},
	{7, 1, 4}, {6, 7, 0}, {0, 7, 7}, {8, 9, 15}, {64, 3, 67}, {13, 64, 1},
}

func TestBitmapOp(t *testing.T) {
	r := newRand(3)
	size := (1<<20+7+128)/8 + 1
	ga, gb, gd := newGuard(t, size), newGuard(t, size), newGuard(t, size)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range bitLengths() {
			offs := opOffsets
			if n > 1<<16 {
				offs = [][3]int{{0, 0, 0}, {3, 5, 0}}
			}
			offs = append(offs, [3]int{r.IntN(70), r.IntN(70), r.IntN(70)})
			for _, o := range offs {
				for op := range numBitOps {
					checkBitmapOp(t, k, op, ga, gb, gd, r, o, n)
				}
			}
		}
	})
}

func checkBitmapOp(t *testing.T, k *Table, op bitOp, ga, gb, gd *guard, r *rand.Rand, o [3]int, n int) {
	t.Helper()
	do, ao, bo := o[0], o[1], o[2]
	a := bitmapFor(ga, r, ao, n, 0.5)
	b := bitmapFor(gb, r, bo, n, 0.5)
	d := bitmapFor(gd, r, do, n, 0.5)
	before := bytes.Clone(d)
	bitmapOf(k, op)(d, do, a, ao, b, bo, n)
	for i := range len(d) * 8 {
		want := bit(before, i)
		if i >= do && i < do+n {
			want = opRef(op, bit(a, ao+i-do), bit(b, bo+i-do))
		}
		if bit(d, i) != want {
			t.Fatalf("%v(n=%d, dst off %d, a off %d, b off %d): dst bit %d = %v, want %v",
				op, n, do, ao, bo, i, bit(d, i), want)
		}
	}
}

// TestBitmapOpInPlace checks dst aliasing an input at the same offset.
func TestBitmapOpInPlace(t *testing.T) {
	r := newRand(4)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range []int{1, 7, 63, 64, 65, 200, 1000, 5000} {
			for _, off := range []int{0, 3, 8, 11} {
				for op := range numBitOps {
					a := randBytes(r, (off+n+7)/8, 0.5)
					b := randBytes(r, (5+n+7)/8, 0.5)
					want := bytes.Clone(a)
					bitmapOf(k, op)(want, off, bytes.Clone(a), off, b, 5, n) // separate dst
					bitmapOf(k, op)(a, off, a, off, b, 5, n)
					if !bytes.Equal(a, want) {
						t.Fatalf("%v in place, n=%d off=%d: got %x, want %x", op, n, off, a, want)
					}
				}
			}
		}
	})
}

func TestSkip(t *testing.T) {
	r := newRand(5)
	g := newGuard(t, 1<<12)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, x := range []byte{0x00, 0xff, 0x5a} {
			for _, n := range testLengths(600) {
				for _, stop := range []int{0, 1, n / 2, n - 64, n - 33, n - 1, n} {
					if stop < 0 || stop > n {
						continue
					}
					data := randBytes(r, n, 0.5)
					for i := range stop {
						data[i] = x
					}
					if stop < n && data[stop] == x {
						data[stop] = ^x
					}
					if got := k.Skip(g.Place(data), x); got != stop {
						t.Fatalf("Skip(n=%d, %#x) = %d, want %d", n, x, got, stop)
					}
				}
			}
		}
	})
}

func TestAllNoneSet(t *testing.T) {
	r := newRand(6)
	g := newGuard(t, 1<<12)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range bitLengths() {
			if n > 4096 {
				continue
			}
			for _, off := range []int{0, 1, 5, 8, 13} {
				for _, fill := range []byte{0x00, 0xff} {
					// Uniform inside the range, random outside it.
					base := randBytes(r, (off+n+7)/8+1, 0.5)
					for i := range n {
						setBit(base, off+i, fill != 0)
					}
					flips := []int{-1}
					if n > 0 {
						flips = append(flips, 0, n-1, r.IntN(n))
					}
					for _, f := range flips {
						data := bytes.Clone(base)
						if f >= 0 {
							setBit(data, off+f, fill == 0)
						}
						b := g.Place(data)
						wantAll := countRef(b, off, n) == n
						wantNone := countRef(b, off, n) == 0
						if got := k.AllSet(b, off, n); got != wantAll {
							t.Fatalf("AllSet(off=%d, n=%d, flip %d) = %v", off, n, f, got)
						}
						if got := k.NoneSet(b, off, n); got != wantNone {
							t.Fatalf("NoneSet(off=%d, n=%d, flip %d) = %v", off, n, f, got)
						}
					}
				}
			}
		}
	})
}

func setBit(b []byte, i int, v bool) {
	if v {
		b[i>>3] |= 1 << (i & 7)
	} else {
		b[i>>3] &^= 1 << (i & 7)
	}
}

func TestAppendSetIndices(t *testing.T) {
	r := newRand(7)
	g := newGuard(t, 1<<17+64)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, n := range bitLengths() {
			for _, p := range []float64{0.5, 0.03, 0.06, 0.97, 1, 0} {
				for _, off := range []int{0, 3, 8, 61} {
					if n > 1<<16 && (off != 3 || p == 0.03 || p == 0.06 || p == 0.97) {
						continue
					}
					b := bitmapFor(g, r, off, n, p)
					want := indicesRef(b, off, n)
					prefix := []int32{-7, -8}
					got32 := k.AppendSetIndices32(slices.Clone(prefix), b, off, n)
					if !slices.Equal(got32[:2], prefix) || !equalIdx(got32[2:], want) {
						t.Fatalf("AppendSetIndices32(off=%d, n=%d, p=%v) = %v, want %v", off, n, p, trim(got32), trim(want))
					}
					got64 := k.AppendSetIndices64(nil, b, off, n)
					if !equalIdx(got64, want) {
						t.Fatalf("AppendSetIndices64(off=%d, n=%d, p=%v) = %v, want %v", off, n, p, trim(got64), trim(want))
					}
				}
			}
		}
	})
}

// TestSelectExactOutput runs the select kernels on an output that ends at a
// guard page and is exactly as long as the number of set bits: a kernel that
// stores whole vectors must stop before it would cross the end.
func TestSelectExactOutput(t *testing.T) {
	r := newRand(8)
	gin, gout := newGuard(t, 1<<14), newGuard(t, 1<<18)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, nb := range append(testLengths(520), 4096) {
			for _, p := range []float64{0.5, 0.1, 1} {
				b := gin.Place(randBytes(r, nb, p))
				want := indicesRef(b, 0, 8*nb)
				base := int64(r.IntN(1000))
				o32 := unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(gout.Mem[len(gout.Mem)-4*len(want):]))), len(want))
				if c := k.raw.select32(o32, b, int32(base)); c != len(want) || !equalIdxBase(o32, want, base) {
					t.Fatalf("select32(%d bytes, p=%v) = %d %v, want %v", nb, p, c, trim(o32), trim(want))
				}
				o64 := unsafe.Slice((*int64)(unsafe.Pointer(unsafe.SliceData(gout.Mem[len(gout.Mem)-8*len(want):]))), len(want))
				if c := k.raw.select64(o64, b, base); c != len(want) || !equalIdxBase(o64, want, base) {
					t.Fatalf("select64(%d bytes, p=%v) = %d %v, want %v", nb, p, c, trim(o64), trim(want))
				}
			}
		}
	})
}

func equalIdx[T int32 | int64](got []T, want []int64) bool { return equalIdxBase(got, want, 0) }

func equalIdxBase[T int32 | int64](got []T, want []int64, base int64) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if int64(got[i]) != want[i]+base {
			return false
		}
	}
	return true
}

// trim shortens a slice for an error message.
func trim[T any](s []T) string {
	if len(s) > 20 {
		return fmt.Sprintf("%v... (%d)", s[:20], len(s))
	}
	return fmt.Sprint(s)
}

func boundariesRef(ws []uint64, carry uint64) ([]int32, uint64) {
	var pos []int32
	prev := carry
	for i := range 64 * len(ws) {
		b := ws[i/64] >> (i % 64) & 1
		if b != prev {
			pos = append(pos, int32(i))
		}
		prev = b
	}
	return pos, prev
}

func TestBoundaries(t *testing.T) {
	r := newRand(9)
	g, gw := newGuard(t, 4*(64*200+4)), newGuard(t, 8*200)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, nw := range []int{0, 1, 2, 3, 7, 16, 17, 200} {
			for _, p := range []float64{0.5, 0.01, 0.99, 0, 1} {
				for carry := range uint64(2) {
					b := randBytes(r, 8*nw, p)
					ws := make([]uint64, nw)
					for i := range ws {
						ws[i] = binary.LittleEndian.Uint64(b[8*i:])
					}
					want, wantLast := boundariesRef(ws, carry)
					n := 64*nw + 4
					pos := unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(g.Mem[len(g.Mem)-4*n:]))), n)
					cnt, last := k.Boundaries(pos, gw.Place(b), carry)
					if cnt != len(want) || last != wantLast || !slices.Equal(pos[:cnt], want) {
						t.Fatalf("Boundaries(%d words, p=%v, carry %d) = %d %v (last %d), want %v (last %d)",
							nw, p, carry, cnt, trim(pos[:min(cnt, n)]), last, trim(want), wantLast)
					}
				}
			}
		}
	})
}
