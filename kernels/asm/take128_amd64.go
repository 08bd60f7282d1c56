//go:build !noasm

package asm

// take128x32AMD64 is take128Asm for amd64 (take128_amd64.s): plain SSE2
// moves and PREFETCHT0, so both the AVX2 and the AVX-512 level use it.
//
//go:noescape
func take128x32AMD64(dst, src [][2]uint64, idx []uint32) int

func init() {
	take128Asm[AVX2] = take128x32AMD64
	take128Asm[AVX512] = take128x32AMD64
}
