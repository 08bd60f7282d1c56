package asm

import (
	"fmt"
	"math"
	"testing"
	"unsafe"
)

// placeWords copies vals to the end of the guard's area (a page boundary,
// so the words stay aligned) and returns the copy: a read or write past
// its last element faults.
func placeWords[T uint32 | uint64](g *guard, vals []T) []T {
	size := int(unsafe.Sizeof(T(0)))
	b := g.Mem[len(g.Mem)-size*len(vals):]
	s := unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), len(vals))
	copy(s, vals)
	return s[:len(vals):len(vals)]
}

// gatherLengths: 0..70, around multiples of 8, 16 and 32 up to 1100, and a
// few large lengths.
func gatherLengths() []int {
	var ls []int
	for n := 0; n <= 70; n++ {
		ls = append(ls, n)
	}
	for m := 72; m <= 1100; m += 8 {
		ls = append(ls, m-1, m, m+1)
	}
	return append(ls, 4096+5, 65536+13)
}

func TestGather(t *testing.T) {
	const maxN = 65536 + 13
	gi, gd, go_ := newGuard(t, 4*maxN), newGuard(t, 8*5000), newGuard(t, 8*maxN)
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(40)
		for _, size := range []int{0, 1, 2, 7, 8, 15, 16, 17, 31, 32, 33, 256, 4097} {
			d64 := make([]uint64, size)
			d32 := make([]uint32, size)
			for i := range d64 {
				d64[i] = r.Uint64()
				d32[i] = r.Uint32()
			}
			for _, n := range gatherLengths() {
				idx := make([]uint32, n)
				for i := range idx {
					if size > 0 {
						idx[i] = uint32(r.IntN(size))
					}
				}
				if size == 0 {
					// An empty dictionary admits no index.
					checkGather(t, k, gi, gd, go_, d64, d32, idx, min(n, 1)-1)
					continue
				}
				checkGather(t, k, gi, gd, go_, d64, d32, idx, -1)
				if n == 0 {
					continue
				}
				// One bad index: just past the end, far past, or where
				// a sign-extending gather would read before the table.
				p := r.IntN(n)
				if r.IntN(3) == 0 {
					p = n - 1 - r.IntN(min(n, 9))
				}
				bad := idx[p]
				idx[p] = []uint32{uint32(size), uint32(size) + uint32(r.IntN(100)), 1 << 31, math.MaxUint32}[r.IntN(4)]
				checkGather(t, k, gi, gd, go_, d64, d32, idx, p)
				// A second bad index later does not hide the first.
				if p+1 < n {
					idx[p+1+r.IntN(n-p-1)] = uint32(size)
					checkGather(t, k, gi, gd, go_, d64, d32, idx, p)
				}
				idx[p] = bad
			}
		}
	})
}

// checkGather runs both gathers with guarded inputs and outputs and checks
// the result and every value before the first bad index (want, or -1).
func checkGather(t *testing.T, k *Table, gi, gd, gout *guard, d64 []uint64, d32 []uint32, idx []uint32, want int) {
	t.Helper()
	pi := placeWords(gi, idx)
	what := fmt.Sprintf("dict %d, n %d, bad at %d", len(d64), len(idx), want)

	dict := placeWords(gd, d64)
	dst := placeWords(gout, make([]uint64, len(idx)))
	if got := k.Gather64(dst, dict, pi); got != want {
		t.Fatalf("Gather64 %s: returned %d", what, got)
	}
	good := len(idx)
	if want >= 0 {
		good = want
	}
	for i := range good {
		if dst[i] != d64[idx[i]] {
			t.Fatalf("Gather64 %s: dst[%d] = %#x, want %#x", what, i, dst[i], d64[idx[i]])
		}
	}

	dict32 := placeWords(gd, d32)
	dst32 := placeWords(gout, make([]uint32, len(idx)))
	if got := k.Gather32(dst32, dict32, pi); got != want {
		t.Fatalf("Gather32 %s: returned %d", what, got)
	}
	for i := range good {
		if dst32[i] != d32[idx[i]] {
			t.Fatalf("Gather32 %s: dst[%d] = %#x, want %#x", what, i, dst32[i], d32[idx[i]])
		}
	}
}

// TestGatherLongerDst gives the kernels more output room than indices: the
// slots past len(idx) stay untouched.
func TestGatherLongerDst(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		dict := []uint64{10, 20, 30}
		idx := make([]uint32, 37)
		for i := range idx {
			idx[i] = uint32(i % 3)
		}
		dst := make([]uint64, 64)
		for i := range dst {
			dst[i] = 7
		}
		if k.Gather64(dst, dict, idx) != -1 || dst[36] != 10 || dst[37] != 7 || dst[63] != 7 {
			t.Fatalf("Gather64 wrote past len(idx): %v", dst)
		}
	})
}
