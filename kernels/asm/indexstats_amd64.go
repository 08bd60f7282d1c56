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
