//go:build !noasm

package asm

// laneMask8x32[m] holds, a byte each from the low byte, 0xff for the set
// bits of m and 0 for the others: VPMOVSXBD of it is the lane mask of 8
// dwords by m, VPMOVSXBQ of either half that of 4 qwords by a nibble (the
// AVX2 binary filter kernels).
var laneMask8x32 = func() (t [256]uint64) {
	for m := range 256 {
		for b := range 8 {
			if m>>b&1 != 0 {
				t[m] |= 0xff << (8 * b)
			}
		}
	}
	return t
}()
