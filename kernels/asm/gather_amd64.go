//go:build !noasm

package asm

func init() {
	gather64Asm[AVX2] = gather64AVX2
	gather32Asm[AVX2] = gather32AVX2
	gather64Asm[AVX512] = gather64AVX512
	gather32Asm[AVX512] = gather32AVX512
}

// gather64AVX512 stores dict[idx[i]] in dst[i], 8 values per step, while
// every index of the step is below bound, and returns how many values it
// stored (a multiple of 8). Requires: len(dst) >= len(idx); bound <=
// len(dict); AVX-512 F, VL.
//
//go:noescape
func gather64AVX512(dst, dict []uint64, idx []uint32, bound uint32) int

// gather32AVX512 is gather64AVX512 for 32-bit values, 16 per step.
//
//go:noescape
func gather32AVX512(dst, dict []uint32, idx []uint32, bound uint32) int

// gather64AVX2 is gather64AVX512 with AVX2: 8 values per step, as two
// 4-value gathers. Requires: bound >= 1; AVX2.
//
//go:noescape
func gather64AVX2(dst, dict []uint64, idx []uint32, bound uint32) int

// gather32AVX2 is gather64AVX2 for 32-bit values, 8 per step.
//
//go:noescape
func gather32AVX2(dst, dict []uint32, idx []uint32, bound uint32) int
