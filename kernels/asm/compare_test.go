package asm

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// cmpRef is the obviously right compare: one bit per value, Go's operators.
func cmpRef[T cmpType](op cmpOp, a []T, b func(i int) T) []uint64 {
	dst := make([]uint64, (len(a)+63)/64)
	for i, x := range a {
		y := b(i)
		r := map[cmpOp]bool{opEq: x == y, opNe: x != y, opLt: x < y, opLe: x <= y, opGt: x > y, opGe: x >= y}[op]
		if r {
			dst[i/64] |= 1 << (i % 64)
		}
	}
	return dst
}

// testCmp checks one type's kernels (nil entries are skipped) against
// cmpRef on lengths around multiples of 64, with values drawn from pick.
// The pure-Go twins are checked too.
func testCmp[T cmpType](t *testing.T, c *CmpKernels[T], pick func(r *rand.Rand) T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{0, 1, 63, 64, 65, 128, 200, 1000} {
		a, b := make([]T, n), make([]T, n)
		for i := range a {
			a[i], b[i] = pick(r), pick(r)
			if r.IntN(4) == 0 {
				b[i] = a[i]
			}
		}
		s := pick(r)
		if n > 0 && r.IntN(2) == 0 {
			s = a[r.IntN(n)]
		}
		for op := range numCmpOps {
			name := fmt.Sprintf("n=%d op=%v", n, op)
			want := cmpRef(op, a, func(i int) T { return b[i] })
			check := func(what string, f func(dst []uint64)) {
				dst := make([]uint64, len(want)+1)
				for i := range dst {
					dst[i] = 0xdeadbeef
				}
				f(dst[:len(want)])
				for i := range want {
					if dst[i] != want[i] {
						t.Fatalf("%s %s: word %d = %#x, want %#x", name, what, i, dst[i], want[i])
					}
				}
				if dst[len(want)] != 0xdeadbeef {
					t.Fatalf("%s %s: wrote past dst", name, what)
				}
			}
			check("aa reference", func(dst []uint64) { cmpRefs[T]().AA[op](dst, a, b) })
			if f := c.AA[op]; f != nil {
				check("aa", func(dst []uint64) { f(dst, a, b) })
			}
			want = cmpRef(op, a, func(int) T { return s })
			check("as reference", func(dst []uint64) { cmpRefs[T]().AS[op](dst, a, s) })
			if f := c.AS[op]; f != nil {
				check("as", func(dst []uint64) { f(dst, a, s) })
			}
		}
	}
}

// pickInt draws small values (many equal pairs) and extremes.
func pickInt[T ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64](lo, hi T) func(r *rand.Rand) T {
	return func(r *rand.Rand) T {
		switch r.IntN(8) {
		case 0:
			return lo
		case 1:
			return hi
		case 2:
			return T(r.Uint64())
		}
		return T(r.IntN(7)) - T(r.IntN(4))
	}
}

// pickFloat draws small values, signed zeros, infinities and NaNs.
func pickFloat[T float32 | float64](r *rand.Rand) T {
	switch r.IntN(10) {
	case 0:
		return T(math.NaN())
	case 1:
		return T(math.Inf(1 - 2*r.IntN(2)))
	case 2:
		return T(math.Copysign(0, -1))
	}
	return T(r.IntN(7) - 3)
}

func TestCompare(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		t.Run("int8", func(t *testing.T) { testCmp(t, &k.cmpInt8, pickInt[int8](math.MinInt8, math.MaxInt8)) })
		t.Run("int16", func(t *testing.T) { testCmp(t, &k.cmpInt16, pickInt[int16](math.MinInt16, math.MaxInt16)) })
		t.Run("uint8", func(t *testing.T) { testCmp(t, &k.cmpUint8, pickInt[uint8](0, math.MaxUint8)) })
		t.Run("uint16", func(t *testing.T) { testCmp(t, &k.cmpUint16, pickInt[uint16](0, math.MaxUint16)) })
		t.Run("int32", func(t *testing.T) { testCmp(t, &k.cmpInt32, pickInt[int32](math.MinInt32, math.MaxInt32)) })
		t.Run("int64", func(t *testing.T) { testCmp(t, &k.cmpInt64, pickInt[int64](math.MinInt64, math.MaxInt64)) })
		t.Run("uint32", func(t *testing.T) { testCmp(t, &k.cmpUint32, pickInt[uint32](0, math.MaxUint32)) })
		t.Run("uint64", func(t *testing.T) { testCmp(t, &k.cmpUint64, pickInt[uint64](0, math.MaxUint64)) })
		t.Run("float32", func(t *testing.T) { testCmp(t, &k.cmpFloat32, pickFloat[float32]) })
		t.Run("float64", func(t *testing.T) { testCmp(t, &k.cmpFloat64, pickFloat[float64]) })
	})
}

// TestCompareLevelsComplete checks that every assembly level has assembly
// for every op and form of every type.
func TestCompareLevelsComplete(t *testing.T) {
	for _, l := range Levels() {
		if l == Generic {
			continue
		}
		for op := range numCmpOps {
			if set.kits[l].cmp.int32.AA[op] == nil || set.kits[l].cmp.int64.AS[op] == nil || set.kits[l].cmp.uint32.AS[op] == nil ||
				set.kits[l].cmp.uint64.AA[op] == nil || set.kits[l].cmp.float32.AA[op] == nil || set.kits[l].cmp.float64.AS[op] == nil ||
				set.kits[l].cmp.int8.AA[op] == nil || set.kits[l].cmp.uint8.AS[op] == nil || set.kits[l].cmp.int16.AS[op] == nil || set.kits[l].cmp.uint16.AA[op] == nil {
				t.Errorf("%v: %v kernels missing", l, op)
			}
		}
	}
}
