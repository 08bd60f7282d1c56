package asm

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// filterRef is the obviously right filter.
func filterRef[E any](src []E, mask []byte, off int) []E {
	var out []E
	for i, v := range src {
		if p := off + i; mask[p>>3]>>(p&7)&1 != 0 {
			out = append(out, v)
		}
	}
	return out
}

// testFilter checks one width's filter at every length, bit offset and
// density, with dst sized exactly (so a store past the output would show
// in the sentinel past len(dst)) and the mask ending at its capacity.
func testFilter[E uint8 | uint16 | uint32 | uint64](t *testing.T, f func(dst, src []E, mask []byte, maskOff int) int) {
	testFilterOf(t, f, func(u uint64) E { return E(u) })
}

// testFilterOf is testFilter for any element type, made from random words
// by val.
func testFilterOf[E comparable](t *testing.T, f func(dst, src []E, mask []byte, maskOff int) int, val func(uint64) E) {
	r := rand.New(rand.NewPCG(1, 2))
	lens := []int{0, 1, 31, 63, 64, 65, 127, 128, 129, 200, 511, 512, 513, 1000, 4096 + 37}
	for _, n := range lens {
		for _, p := range []float64{0, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 1} {
			for off := range 10 {
				src := make([]E, n)
				for i := range src {
					src[i] = val(r.Uint64())
				}
				mb := randBytes(r, (off+n+7)/8, p)
				mask := mb[:len(mb):len(mb)]
				want := filterRef(src, mask, off)
				buf := make([]E, len(want)+16)
				sentinel := val(0x5a)
				for i := range buf {
					buf[i] = sentinel
				}
				dst := buf[:len(want):len(want)]
				got := f(dst, src, mask, off)
				name := fmt.Sprintf("n=%d p=%.2f off=%d", n, p, off)
				if got != len(want) || !slices.Equal(dst[:got], want) {
					t.Fatalf("%s: got %d values %v, want %d", name, got, dst[:min(got, 8)], len(want))
				}
				for i := len(want); i < len(buf); i++ {
					if buf[i] != sentinel {
						t.Fatalf("%s: wrote past len(dst) at %d", name, i)
					}
				}
			}
		}
	}
}

func TestFilter8(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) { testFilter(t, k.Filter8) })
}

func TestFilter16(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) { testFilter(t, k.Filter16) })
}

func TestFilter32(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) { testFilter(t, k.Filter32) })
}

func TestFilter64(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) { testFilter(t, k.Filter64) })
}

func TestFilter128(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		testFilterOf(t, k.Filter128, func(u uint64) [2]uint64 { return [2]uint64{u, u*0x9e3779b97f4a7c15 + 1} })
	})
}

// TestFilterScratch gives dst room to spare, so the vector kernels run to
// the end instead of stopping for the Go loop.
func TestFilterScratch(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := rand.New(rand.NewPCG(3, 4))
		for _, off := range []int{0, 3, 8, 13} {
			n := 64 * 50
			src := make([]uint64, n)
			src32 := make([]uint32, n)
			for i := range src {
				src[i] = r.Uint64()
				src32[i] = uint32(src[i])
			}
			mask := randBytes(r, (n+off+7)/8+9, 0.6)
			want := filterRef(src, mask, off)
			dst := make([]uint64, n)
			if got := k.Filter64(dst, src, mask, off); !slices.Equal(dst[:got], want) {
				t.Fatalf("off=%d: filter64 differs", off)
			}
			want32 := filterRef(src32, mask, off)
			dst32 := make([]uint32, n)
			if got := k.Filter32(dst32, src32, mask, off); !slices.Equal(dst32[:got], want32) {
				t.Fatalf("off=%d: filter32 differs", off)
			}
		}
	})
}

// BenchmarkFilterKernel times the width kernels alone, with the output
// allocated once, at each level: the typed Filter benchmarks in package
// kernels also pay for the output's allocation and first touch.
func BenchmarkFilterKernel(b *testing.B) {
	const n = 1 << 16
	r := rand.New(rand.NewPCG(7, 8))
	src := make([]uint64, n)
	for i := range src {
		src[i] = r.Uint64()
	}
	src32 := make([]uint32, n)
	dst := make([]uint64, n)
	dst32 := make([]uint32, n)
	for _, sel := range []float64{0.01, 0.1, 0.25, 0.5, 0.9, 0.99} {
		mask := randBytes(r, n/8+8, sel)
		for _, l := range Levels() {
			k := l.Table()
			b.Run(fmt.Sprintf("width=64/sel=%.2f/isa=%v", sel, l), func(b *testing.B) {
				b.SetBytes(8 * n)
				for b.Loop() {
					k.Filter64(dst, src, mask, 3)
				}
			})
			b.Run(fmt.Sprintf("width=32/sel=%.2f/isa=%v", sel, l), func(b *testing.B) {
				b.SetBytes(4 * n)
				for b.Loop() {
					k.Filter32(dst32, src32, mask, 3)
				}
			})
		}
	}
}
