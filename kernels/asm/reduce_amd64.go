//go:build !noasm

package asm

// Stubs of the AVX2 reductions (reduce_amd64.s), with the contracts of
// reduceKernels: the float sums cover len(dst) blocks of SumBlock values,
// the others len(x) values, a multiple of 16. valid (len 0: no nulls) is
// read 4 bytes per 16 values up to byte (shift+len(x)-16)/8+3; shift < 8.
// Requires: AVX2. AVX-512 machines run these too (no AVX-512 reductions
// yet).

//go:noescape
func sumF64AVX2(dst, x []float64, valid []byte, shift uint)

//go:noescape
func sumF32AVX2(dst []float64, x []float32, valid []byte, shift uint)

//go:noescape
func sumI64AVX2(lo *[16]uint64, hi *[16]int64, x []int64, valid []byte, shift uint)

//go:noescape
func sumI32AVX2(acc *[16]int64, x []int32, valid []byte, shift uint)

//go:noescape
func minMaxI64AVX2(lo, hi *[16]int64, x []int64, valid []byte, shift uint)

//go:noescape
func minMaxF64AVX2(lo, hi *[16]int64, x []float64, valid []byte, shift uint)

//go:noescape
func minMaxI32AVX2(lo, hi *[16]int32, x []int32, valid []byte, shift uint)

//go:noescape
func minMaxF32AVX2(lo, hi *[16]int32, x []float32, valid []byte, shift uint)

// setReduceAVX2 puts the AVX2 reductions into k.
func setReduceAVX2(k *kit) {
	k.reduce = reduceKernels{
		sumF64: sumF64AVX2, sumF32: sumF32AVX2, sumI64: sumI64AVX2, sumI32: sumI32AVX2,
		minMaxI64: minMaxI64AVX2, minMaxF64: minMaxF64AVX2, minMaxI32: minMaxI32AVX2, minMaxF32: minMaxF32AVX2,
	}
}
