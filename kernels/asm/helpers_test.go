package asm

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/quiver-go/quiver/kernels/internal/kerneltest"
)

// forEachLevel runs f once per table this CPU and build support (each level
// as each of its variants), as subtest isa=<name>. Every kernel test goes
// through it, so none covers only the table that happens to be active.
func forEachLevel(t *testing.T, f func(t *testing.T, k *Table)) {
	t.Helper()
	kerneltest.ForEachTable(t, Tables(), f)
}

// guard is a scratch area ending at an inaccessible page (kerneltest.Guard).
type guard = kerneltest.Guard

func newGuard(t testing.TB, size int) *guard { return kerneltest.NewGuard(t, size) }

// randBytes returns n bytes from r where each bit is set with probability p.
// Sparse and dense bitmaps are drawn by geometric gaps between the rare bits,
// so large ones stay cheap.
func randBytes(r *rand.Rand, n int, p float64) []byte {
	b := make([]byte, n)
	switch {
	case p == 0.5:
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	case p <= 0:
		return b
	case p >= 1:
		for i := range b {
			b[i] = 0xff
		}
		return b
	}
	rare, flip := p, false
	if p > 0.5 {
		rare, flip = 1-p, true
	}
	for i := geometric(r, rare); i < 8*n; i += 1 + geometric(r, rare) {
		b[i>>3] |= 1 << (i & 7)
	}
	if flip {
		for i := range b {
			b[i] = ^b[i]
		}
	}
	return b
}

// geometric draws the number of failures before a success of probability p.
func geometric(r *rand.Rand, p float64) int { return kerneltest.Geometric(r, p) }

// newRand returns a PCG seeded from the test name, so a failure replays.
func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15)) }

// bit reports bit i of an LSB-numbered bitmap; the references use only this.
func bit(b []byte, i int) bool { return kerneltest.Bit(b, i) }

// testLengths are the sizes every kernel is tested at: all of 0..70, a
// neighbourhood of each multiple of 32 and 64 up to the largest block any
// level uses (256 bytes of popcount = 2048 bits), and a few large ones.
// Under -short (the emulated runs, where a test costs 10-100x its native
// time) the neighbourhoods stop at 512 but for the powers of two up to
// 4096, and the 1M-value length goes: every kernel's loop still meets
// every remainder of its block and each of its block sizes whole and
// split, which is what the lengths in between repeat.
func testLengths(max int) []int {
	seen := map[int]bool{}
	var ls []int
	add := func(n int) {
		if n >= 0 && n <= max && !seen[n] {
			seen[n] = true
			ls = append(ls, n)
		}
	}
	for n := 0; n <= 70; n++ {
		add(n)
	}
	for m := 32; m <= 4096; m += 32 {
		if testing.Short() && m > 512 && m&(m-1) != 0 {
			continue
		}
		for d := -2; d <= 2; d++ {
			add(m + d)
		}
	}
	for _, n := range []int{5000, 8191, 8192, 8193, 65536 + 17, 1<<20 + 3} {
		if testing.Short() && n > 1<<16+17 {
			continue
		}
		add(n)
	}
	return ls
}

// entries reports, for each kernel field of the table, whether it is set.
func (k *Table) entries() map[string]bool {
	m := map[string]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		for i := range v.NumField() {
			f, sf := v.Field(i), v.Type().Field(i)
			switch {
			case sf.Anonymous && f.Kind() == reflect.Struct:
				walk(f) // the matrix slots
			case f.Kind() == reflect.Func:
				m[sf.Name] = !f.IsNil()
			case f.Kind() == reflect.Array && f.Type().Elem().Kind() == reflect.Func:
				for j := range f.Len() {
					m[fmt.Sprintf("%s[%d]", sf.Name, j)] = !f.Index(j).IsNil()
				}
			}
		}
	}
	walk(reflect.ValueOf(k).Elem())
	return m
}

// bitmapOf returns k's entry point for op.
func bitmapOf(k *Table, op bitOp) func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int) {
	return [numBitOps]func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int){
		bitAnd: k.BitmapAnd, bitOr: k.BitmapOr, bitAndNot: k.BitmapAndNot, bitXor: k.BitmapXor,
	}[op]
}

// viewsOf gathers k's view compare entries as the kit holds them.
func viewsOf(k *Table) *viewCmpKernels {
	return &viewCmpKernels{MatchAS: k.ViewMatchAS, EqAA: k.ViewEqAA, KeyAS: k.ViewKeyAS, KeyAA: k.ViewKeyAA}
}
