package asm

import (
	"strings"
	"testing"
	"unsafe"
)

// Every Table method that hands a destination to assembly is given one
// exactly one element too short (or an input one element too short where
// the input's length sets how much is written), placed against a guard
// page, at every level: the Go check must panic before the assembly runs,
// so the guard page never faults. See check.go.

// placeN returns n zero elements at the end of the guard's area, their
// capacity ending at the guard page.
func placeN[T any](g *guard, n int) []T {
	var z T
	size := int(unsafe.Sizeof(z))
	b := g.Mem[len(g.Mem)-size*n:]
	clear(b)
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), n)[:n:n]
}

// mustRefuse runs f and wants a panic from a destination check.
func mustRefuse(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Errorf("%s: a destination one element short was accepted", what)
			return
		}
		if s, ok := r.(string); !ok || !strings.HasPrefix(s, "asm: ") {
			t.Errorf("%s: panicked with %v, want the destination check's message", what, r)
		}
	}()
	f()
}

func TestDestinationOneShort(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		g := newGuard(t, 1<<16)
		const n = 256
		mask := make([]byte, n/8+1)
		for i := range mask {
			mask[i] = 0xff
		}
		t.Run("filter", func(t *testing.T) {
			if k.Level() == Generic {
				t.Skip("the generic level's filter is the pure-Go reference: Go's bounds checks guard it")
			}
			mustRefuse(t, "Filter8", func() { k.Filter8(placeN[uint8](g, n-1), make([]uint8, n), mask, 0) })
			mustRefuse(t, "Filter16", func() { k.Filter16(placeN[uint16](g, n-1), make([]uint16, n), mask, 0) })
			mustRefuse(t, "Filter32", func() { k.Filter32(placeN[uint32](g, n-1), make([]uint32, n), mask, 0) })
			mustRefuse(t, "Filter64", func() { k.Filter64(placeN[uint64](g, n-1), make([]uint64, n), mask, 3) })
			// a destination over the mask it reads
			m := placeN[uint64](g, n)
			mb := unsafe.Slice((*byte)(unsafe.Pointer(&m[0])), 8*n)
			for i := range n/8 + 1 {
				mb[i] = 0xff
			}
			mustRefuse(t, "Filter64 over its mask", func() { k.Filter64(m, make([]uint64, n), mb[:n/8+1], 0) })
		})
		t.Run("gather", func(t *testing.T) {
			idx := make([]uint32, 64)
			mustRefuse(t, "Gather64", func() { k.Gather64(placeN[uint64](g, 63), make([]uint64, 10), idx) })
			mustRefuse(t, "Gather32", func() { k.Gather32(placeN[uint32](g, 63), make([]uint32, 10), idx) })
		})
		t.Run("unpack", func(t *testing.T) {
			for _, w := range []int{1, 7, 8} {
				mustRefuse(t, "Unpack8", func() { k.Unpack8(make([]uint8, 64), placeN[byte](g, PackedLen(64, w)-1), w) })
			}
			mustRefuse(t, "Unpack16", func() { k.Unpack16(make([]uint16, 64), placeN[byte](g, PackedLen(64, 13)-1), 13) })
			mustRefuse(t, "Unpack32", func() { k.Unpack32(make([]uint32, 96), placeN[byte](g, PackedLen(96, 17)-1), 17) })
			mustRefuse(t, "Unpack64", func() { k.Unpack64(make([]uint64, 64), placeN[byte](g, PackedLen(64, 33)-1), 33) })
			mustRefuse(t, "Unpack32 width 33", func() { k.Unpack32(make([]uint32, 64), make([]byte, 1024), 33) })
		})
		t.Run("bitmaps", func(t *testing.T) {
			w := make([]byte, 64)
			for i := range w {
				w[i] = 0x55
			}
			mustRefuse(t, "Boundaries", func() { k.Boundaries(placeN[int32](g, 8*len(w)+3), w, 0) })
			a := make([]byte, 64)
			mustRefuse(t, "BitmapOp", func() { k.BitmapAnd(placeN[byte](g, 63), 0, a, 0, a, 0, 8*64) })
			mustRefuse(t, "BitmapOp at an offset", func() { k.BitmapOr(placeN[byte](g, 64), 5, a, 1, a, 2, 8*64-4) })
		})
		t.Run("compare", func(t *testing.T) {
			if k.Level() == Generic {
				t.Skip("the generic level's compares are the pure-Go references: Go's bounds checks guard them")
			}
			testCmpShort(t, g, &k.cmpInt8)
			testCmpShort(t, g, &k.cmpInt16)
			testCmpShort(t, g, &k.cmpInt32)
			testCmpShort(t, g, &k.cmpInt64)
			testCmpShort(t, g, &k.cmpUint8)
			testCmpShort(t, g, &k.cmpUint16)
			testCmpShort(t, g, &k.cmpUint32)
			testCmpShort(t, g, &k.cmpUint64)
			testCmpShort(t, g, &k.cmpFloat32)
			testCmpShort(t, g, &k.cmpFloat64)
		})
		t.Run("views", func(t *testing.T) {
			v := make([][2]uint64, 192)
			vk := viewsOf(k)
			full := make([]uint64, 3)
			mustRefuse(t, "MatchAS", func() { vk.MatchAS(placeN[uint64](g, 2), v, [2]uint64{}, [2]uint64{}) })
			mustRefuse(t, "EqAA eq", func() { vk.EqAA(placeN[uint64](g, 2), full, v, v) })
			mustRefuse(t, "EqAA cand", func() { vk.EqAA(full, placeN[uint64](g, 2), v, v) })
			mustRefuse(t, "EqAA b", func() { vk.EqAA(full, make([]uint64, 3), v, v[:191]) })
			mustRefuse(t, "KeyAS", func() { vk.KeyAS(full, placeN[uint64](g, 2), v, 0) })
			mustRefuse(t, "KeyAA", func() { vk.KeyAA(placeN[uint64](g, 2), full, v, v) })
		})
		t.Run("run fills", func(t *testing.T) {
			if !k.HasFillRuns64() {
				t.Skip("no run fill assembly at this level")
			}
			// FillRuns64 checks run ends itself: ends past the destination
			// stop it, and the guard page proves nothing was written past.
			dst := placeN[uint64](g, 100)
			vals := []uint64{1, 2, 3}
			for _, ends := range [][]int64{{40, 101, 102}, {40, 200, 300}, {70, 100, 100}} {
				runs := k.FillRuns64(dst, vals, ends, 0)
				for j := range runs {
					if ends[j] > int64(len(dst)) {
						t.Errorf("FillRuns64 ends %v: filled run %d ending past the destination", ends, j)
					}
				}
			}
		})
	})
}

// testCmpShort checks one element type's compare kernels, array-array and
// array-scalar, with an output one word short and a right operand one
// value short.
func testCmpShort[T cmpType](t *testing.T, g *guard, c *CmpKernels[T]) {
	t.Helper()
	const n = 192 // three words
	a, b := make([]T, n), make([]T, n)
	for op := range numCmpOps {
		if f := c.AA[op]; f != nil {
			mustRefuse(t, "AA "+op.String(), func() { f(placeN[uint64](g, 2), a, b) })
			mustRefuse(t, "AA short b "+op.String(), func() { f(make([]uint64, 3), a, b[:n-1]) })
		}
		if f := c.AS[op]; f != nil {
			mustRefuse(t, "AS "+op.String(), func() { f(placeN[uint64](g, 2), a, 0) })
		}
	}
}
