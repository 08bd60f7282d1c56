//go:build !noasm

package asm

// Stubs of the view compare kernels (viewcmp_avx512_amd64.s,
// viewcmp_avx2_amd64.s), with the contract of viewCmpKernels. Each covers
// len(views) (or len(a)) views, a multiple of 64, stores len/64 words to
// each output and reads nothing past its inputs; for AA len(b) == len(a).
// AVX-512 requires: F, BW (VPSHUFB on ZMM), DQ (KMOVB, VBROADCASTI64X2,
// VPINSRQ), BMI2 (PEXT). AVX2 requires: AVX2, BMI2 (PEXT).

//go:noescape
func viewMatchASAVX512(dst []uint64, views [][2]uint64, s, m [2]uint64)

//go:noescape
func viewEqAAAVX512(eq, cand []uint64, a, b [][2]uint64)

//go:noescape
func viewKeyASAVX512(lt, eq []uint64, views [][2]uint64, s uint32)

//go:noescape
func viewKeyAAAVX512(lt, eq []uint64, a, b [][2]uint64)

// setViewCmpAVX512 puts the AVX-512 view compare kernels into k.
func setViewCmpAVX512(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASAVX512, viewEqAAAVX512, viewKeyASAVX512, viewKeyAAAVX512)
}

//go:noescape
func viewMatchASAVX2(dst []uint64, views [][2]uint64, s, m [2]uint64)

//go:noescape
func viewEqAAAVX2(eq, cand []uint64, a, b [][2]uint64)

//go:noescape
func viewKeyASAVX2(lt, eq []uint64, views [][2]uint64, s uint32)

//go:noescape
func viewKeyAAAVX2(lt, eq []uint64, a, b [][2]uint64)

// setViewCmpAVX2 puts the AVX2 view compare kernels into k.
func setViewCmpAVX2(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASAVX2, viewEqAAAVX2, viewKeyASAVX2, viewKeyAAAVX2)
}
