//go:build !noasm

package asm

// setViewCmpAVX512 puts the AVX-512 view compare kernels into k.
func setViewCmpAVX512(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASAVX512, viewEqAAAVX512, viewKeyASAVX512, viewKeyAAAVX512)
}

// setViewCmpAVX2 puts the AVX2 view compare kernels into k. They reduce
// their compare masks with PEXT; the avx2-slowpext variant takes them out
// again (slowPEXT).
func setViewCmpAVX2(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASAVX2, viewEqAAAVX2, viewKeyASAVX2, viewKeyAAAVX2)
}
