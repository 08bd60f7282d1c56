package kernels

import (
	"math/bits"
	"unsafe"
)

// Filter helpers of the typed layer. The width kernels themselves (one
// per element width, the engine's Table.Filter8 ... Filter256) live in
// package asm, with their pure-Go reference filterWidth.

// filterRuns filters values of w bytes each (any w, for fixed-size binary
// of odd widths): every run of consecutive set mask bits is one copy. It
// returns the number of values stored.
func filterRuns(dst, src []byte, w int, mask []byte, maskOff, n int) int {
	j := 0
	forEachRun(mask, maskOff, n, func(from, to int) {
		j += copy(dst[j:], src[from*w:to*w])
	})
	return j / max(w, 1)
}

// forEachRun calls f(from, to) for every maximal run [from, to) of set bits
// among bits [off, off+n) of b, in order, with positions relative to off.
func forEachRun(b []byte, off, n int, f func(from, to int)) {
	start := -1 // start of the open run, -1 for none
	for base := 0; base < n; base += 64 {
		k := min(64, n-base)
		w := loadBits(b, off+base, k)
		switch w {
		case 0:
			if start >= 0 {
				f(start, base)
				start = -1
			}
			continue
		case lowBits(k):
			if start < 0 {
				start = base
			}
			continue
		}
		pos := 0
		for pos < k {
			if start < 0 {
				// skip zeros
				z := bits.TrailingZeros64(w >> uint(pos))
				if pos+z >= k {
					break
				}
				pos += z
				start = base + pos
			}
			// run of ones from pos
			o := bits.TrailingZeros64(^(w >> uint(pos)))
			if pos+o >= k {
				break // the run continues into the next word
			}
			pos += o
			f(start, base+pos)
			start = -1
		}
	}
	if start >= 0 {
		f(start, n)
	}
}

// viewAs reinterprets the first n elements of b as a []E (no copy). b must
// hold n*sizeof(E) bytes and be aligned for E, as buffers from
// arrays.AllocBuffer and the validated buffers of arrays are.
func viewAs[E any](b []byte, n int) []E {
	if n == 0 {
		return nil
	}
	var z E
	b = b[:n*int(unsafe.Sizeof(z))] // a bounds check that reads no byte (goroutines may own other parts of b)
	return unsafe.Slice((*E)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// viewAt reinterprets elements [off, off+n) of b as a []E.
func viewAt[E any](b []byte, off, n int) []E {
	var z E
	s := int(unsafe.Sizeof(z))
	return viewAs[E](b[off*s:], n)
}

// unsafeSizeof is the size of one E in bytes.
func unsafeSizeof[E any]() uintptr {
	var z E
	return unsafe.Sizeof(z)
}

// bytesOfSlice reinterprets s as its bytes (no copy).
func bytesOfSlice[E any](s []E) []byte {
	if cap(s) == 0 {
		return nil
	}
	size := int(unsafeSizeof[E]())
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), cap(s)*size)[:len(s)*size]
}

// viewAs32 views a slice of 4-byte integers (int32 indices and outputs) as
// uint32.
func viewAs32[T anyInt](s []T) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}
