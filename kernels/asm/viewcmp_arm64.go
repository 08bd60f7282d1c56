//go:build !noasm

package asm

// setViewCmpNEON puts the NEON view compare kernels into k.
func setViewCmpNEON(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASNEON, viewEqAANEON, viewKeyASNEON, viewKeyAANEON)
}
