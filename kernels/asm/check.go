package asm

import (
	"fmt"
	"unsafe"
)

// Destination checks: the last line of defence between a caller's slip and
// assembly that trusts its lengths. Every method of Table that hands a
// destination to assembly first checks, in Go, that the destination holds
// everything the call can write and, where the amount written depends on
// the inputs (a filter's output follows its mask), that the destination
// shares no memory with them. A failed check panics before any assembly
// runs; package kernels sizes its buffers so that it never fails (the
// tests make it fail on purpose, under guard pages).

// needLen panics unless a destination of have elements holds want.
func needLen(kernel, what string, have, want int) {
	if have < want {
		panic(fmt.Sprintf("asm: %s: %s holds %d elements, the call needs %d", kernel, what, have, want))
	}
}

// span is the byte range a slice's elements occupy.
type span struct{ lo, hi uintptr }

// spanOf returns the bytes of s's len(s) elements.
func spanOf[E any](s []E) span {
	if len(s) == 0 {
		return span{}
	}
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	return span{lo, lo + uintptr(len(s))*unsafe.Sizeof(s[0])}
}

// overlaps reports whether the two ranges share a byte.
func (a span) overlaps(b span) bool { return a.lo < b.hi && b.lo < a.hi && a.lo < a.hi && b.lo < b.hi }

// needDisjoint panics when dst shares memory with an input the kernel
// reads while writing it: the input could then change under the kernel
// and make it write more than was checked.
func needDisjoint(kernel string, dst span, inputs ...span) {
	for _, in := range inputs {
		if dst.overlaps(in) {
			panic(fmt.Sprintf("asm: %s: the destination overlaps an input", kernel))
		}
	}
}
