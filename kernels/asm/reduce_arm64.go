//go:build !noasm

package asm

// Stubs of the NEON reductions (reduce_arm64.s), with the contracts of
// reduceKernels: the float sums cover len(dst) blocks of SumBlock values,
// the others len(x) values, a multiple of 16. valid (len 0: no nulls) is
// read 4 bytes per 16 values up to byte (shift+len(x)-16)/8+3; shift < 8.
// Requires: NEON (every arm64 CPU).

//go:noescape
func sumF64NEON(dst, x []float64, valid []byte, shift uint)

//go:noescape
func sumF32NEON(dst []float64, x []float32, valid []byte, shift uint)

//go:noescape
func sumI64NEON(lo *[16]uint64, hi *[16]int64, x []int64, valid []byte, shift uint)

//go:noescape
func sumI32NEON(acc *[16]int64, x []int32, valid []byte, shift uint)

//go:noescape
func minMaxI64NEON(lo, hi *[16]int64, x []int64, valid []byte, shift uint)

//go:noescape
func minMaxF64NEON(lo, hi *[16]int64, x []float64, valid []byte, shift uint)

//go:noescape
func minMaxI32NEON(lo, hi *[16]int32, x []int32, valid []byte, shift uint)

//go:noescape
func minMaxF32NEON(lo, hi *[16]int32, x []float32, valid []byte, shift uint)

// setReduceNEON puts the NEON reductions into k.
func setReduceNEON(k *kit) {
	k.reduce = reduceKernels{
		sumF64: sumF64NEON, sumF32: sumF32NEON, sumI64: sumI64NEON, sumI32: sumI32NEON,
		minMaxI64: minMaxI64NEON, minMaxF64: minMaxF64NEON, minMaxI32: minMaxI32NEON, minMaxF32: minMaxF32NEON,
	}
}
