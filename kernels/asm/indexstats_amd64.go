//go:build !noasm

package asm

// indexStats32AVX512 covers idx[1 : 1+16b] (see indexStats32Asm).
// Requires: len(idx) >= 1; AVX-512 F.
//
//go:noescape
func indexStats32AVX512(idx []uint32, acc *[16]uint32) (done int, down, flat bool)

// indexStats32AVX2 covers idx[1 : 1+8b], 8 indices per step. Requires:
// len(idx) >= 1; AVX2.
//
//go:noescape
func indexStats32AVX2(idx []uint32, acc *[16]uint32) (done int, down, flat bool)

// The kit's entries wrap the block kernels: a direct call keeps the lane
// maxima on the wrapper's frame, where a call through the kit's function
// value would move them to the heap (64 bytes a Take).

func indexStats32AVX512Block(idx []uint32) (done int, mx uint32, down, flat bool) {
	var acc [16]uint32
	done, down, flat = indexStats32AVX512(idx, &acc)
	return done, foldMax(&acc), down, flat
}

func indexStats32AVX2Block(idx []uint32) (done int, mx uint32, down, flat bool) {
	var acc [16]uint32
	done, down, flat = indexStats32AVX2(idx, &acc)
	return done, foldMax(&acc), down, flat
}
