package asm

import "unsafe"

// Compare kernels: bit i of dst (word i/64, bit i%64) is set iff a[i] op b[i]
// (array-array, AA) or a[i] op b (array-scalar, AS), for every i < len(a);
// len(b) == len(a) for AA; dst holds (len(a)+63)/64 words and the bits of
// the last word past len(a) are stored clear. Floats compare as Go's
// operators do (IEEE 754: a NaN is unequal to everything, itself included,
// so every op but Ne is false on it). This is the contract of package
// kernels' compare kernels, which take these functions as they are.
//
// The assembly handles whole 64-value blocks, one output word each; the Go
// wrappers below finish the last partial word.

// The operators (cmpOp, opEq ... opGe, numCmpOps) and the pure-Go reference
// kernels (cmpEqAA ... cmpGeAS) are generated from templates/kernels.json
// into compare_ref_gen.go, in the order package kernels numbers them.

// CmpKernels holds one element type's compare kernels per operator. In a
// Table every entry is set (the reference where the level has no
// assembly); in a kit's cmpTables an entry is a level's whole-block kernel
// or nil.
type CmpKernels[T cmpType] struct {
	AA [numCmpOps]func(dst []uint64, a, b []T)
	AS [numCmpOps]func(dst []uint64, a []T, b T)
}

// cmpSlot returns the Table entry for one element type: the reference
// kernels, with each operator the level has assembly for in k replaced by
// that whole-block kernel, the reference finishing the last partial word.
func cmpSlot[T cmpType](k *CmpKernels[T]) CmpKernels[T] {
	c := cmpRefs[T]()
	for op := range numCmpOps {
		if k.AA[op] != nil {
			c.AA[op] = wrapAA(k.AA[op], c.AA[op])
		}
		if k.AS[op] != nil {
			c.AS[op] = wrapAS(k.AS[op], c.AS[op])
		}
	}
	return c
}

// b2u is 1 for true and 0 for false, without a branch.
func b2u(b bool) uint64 {
	var x uint64
	if b {
		x = 1
	}
	return x
}

// cmpChunk is the most values one assembly call compares (a multiple of
// 64): the goroutine reaches a safe point between calls (see SafePoint),
// every few microseconds instead of once per array.
const cmpChunk = 32 << 10

// wrapAA returns a kernel that runs blocks (whole 64-value blocks, in
// calls of at most cmpChunk values) and finishes the last partial word in
// Go.
func wrapAA[T cmpType](blocks, tail func(dst []uint64, a, b []T)) func(dst []uint64, a, b []T) {
	return func(dst []uint64, a, b []T) {
		needLen("compare", "dst", len(dst), (len(a)+63)/64)
		needLen("compare", "b", len(b), len(a))
		m := len(a) &^ 63
		b = b[:len(a)]
		for i := 0; i < m; i += cmpChunk {
			j := min(m, i+cmpChunk)
			blocks(dst[i/64:j/64], a[i:j], b[i:j])
			SafePoint()
		}
		if m < len(a) {
			tail(dst[m/64:], a[m:], b[m:])
		}
	}
}

// wrapAS is wrapAA for the array-scalar kernels.
func wrapAS[T cmpType](blocks, tail func(dst []uint64, a []T, b T)) func(dst []uint64, a []T, b T) {
	return func(dst []uint64, a []T, b T) {
		needLen("compare", "dst", len(dst), (len(a)+63)/64)
		m := len(a) &^ 63
		for i := 0; i < m; i += cmpChunk {
			j := min(m, i+cmpChunk)
			blocks(dst[i/64:j/64], a[i:j], b)
			SafePoint()
		}
		if m < len(a) {
			tail(dst[m/64:], a[m:], b)
		}
	}
}

// setCmp puts a level's per-op block kernels into its kit (cmpSlot wraps
// them when the Table is built).
func setCmp[T cmpType](c *CmpKernels[T], aa [numCmpOps]func(dst []uint64, a, b []T), as [numCmpOps]func(dst []uint64, a []T, b T)) {
	c.AA, c.AS = aa, as
}

// signedInt and unsignedInt are the integer element types of one
// signedness, for sameBitsAA and sameBitsAS.
type (
	signedInt interface {
		~int8 | ~int16 | ~int32 | ~int64
	}
	unsignedInt interface {
		~uint8 | ~uint16 | ~uint32 | ~uint64
	}
)

// asBits views s as the unsigned type of its width.
func asBits[U unsignedInt, T signedInt](s []T) []U {
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// sameBitsAA lets an AA kernel over unsigned values serve the signed type of
// the same width, for the operators whose instructions ignore the sign (==
// and != at AVX2 and NEON): one kernel per width instead of two copies.
func sameBitsAA[T signedInt, U unsignedInt](f func(dst []uint64, a, b []U)) func(dst []uint64, a, b []T) {
	return func(dst []uint64, a, b []T) { f(dst, asBits[U](a), asBits[U](b)) }
}

// sameBitsAS is sameBitsAA for the AS kernels.
func sameBitsAS[T signedInt, U unsignedInt](f func(dst []uint64, a []U, b U)) func(dst []uint64, a []T, b T) {
	return func(dst []uint64, a []T, b T) { f(dst, asBits[U](a), U(b)) }
}
