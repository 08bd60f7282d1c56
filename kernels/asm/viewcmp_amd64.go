//go:build !noasm

package asm

// setViewCmpAVX512 puts the AVX-512 view compare kernels into k.
func setViewCmpAVX512(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASAVX512, viewEqAAAVX512, viewKeyASAVX512, viewKeyAAAVX512)
}

// setViewCmpAVX2 puts the AVX2 view compare kernels into k, on CPUs
// whose PEXT is fast (CPU.FastPEXT): the kernels reduce their compare masks
// with it, and on AMD before Zen 3 one microcoded PEXT per 32 views costs
// more than the Go compares it would replace. (Every AVX-512 CPU has a
// fast PEXT.)
func setViewCmpAVX2(k *kit) {
	if host.FastPEXT {
		k.viewCmp = wrapViewCmp(viewMatchASAVX2, viewEqAAAVX2, viewKeyASAVX2, viewKeyAAAVX2)
	}
}
