//go:build !noasm

package asm

// Stubs of the NEON view compare kernels (viewcmp_arm64.s), with the
// contract of viewCmpKernels. Each covers len(views) (or len(a)) views, a
// multiple of 64, stores len/64 words to each output and reads nothing
// past its inputs; for AA len(b) == len(a). Requires: ASIMD.

//go:noescape
func viewMatchASNEON(dst []uint64, views [][2]uint64, s, m [2]uint64)

//go:noescape
func viewEqAANEON(eq, cand []uint64, a, b [][2]uint64)

//go:noescape
func viewKeyASNEON(lt, eq []uint64, views [][2]uint64, s uint32)

//go:noescape
func viewKeyAANEON(lt, eq []uint64, a, b [][2]uint64)

// setViewCmpNEON puts the NEON view compare kernels into k.
func setViewCmpNEON(k *kit) {
	k.viewCmp = wrapViewCmp(viewMatchASNEON, viewEqAANEON, viewKeyASNEON, viewKeyAANEON)
}
