//go:build !noasm

package asm

// setViewCmpNEON puts the NEON view compare kernels into k.
func setViewCmpNEON(k *Table) {
	k.viewCmp = wrapViewCmp(viewMatchASNEON, viewEqAANEON, viewKeyASNEON, viewKeyAANEON)
}
