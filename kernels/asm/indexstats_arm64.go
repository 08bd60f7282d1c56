//go:build !noasm

package asm

// indexStats32NEON covers idx[1 : 1+8b], 8 indices per step (see
// indexStats32Asm). Requires: len(idx) >= 1.
//
//go:noescape
func indexStats32NEON(idx []uint32, acc *[16]uint32) (done int, down, flat bool)
