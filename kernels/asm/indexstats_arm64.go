//go:build !noasm

package asm

// indexStats32NEON covers idx[1 : 1+8b], 8 indices per step (see
// indexStats32Asm). Requires: len(idx) >= 1.
//
//go:noescape
func indexStats32NEON(idx []uint32, acc *[16]uint32) (done int, down, flat bool)

// indexStats32NEONBlock is the kit's entry: a direct call keeps the lane
// maxima on this frame (through the kit's function value they would move
// to the heap).
func indexStats32NEONBlock(idx []uint32) (done int, mx uint32, down, flat bool) {
	var acc [16]uint32
	done, down, flat = indexStats32NEON(idx, &acc)
	return done, foldMax(&acc), down, flat
}
