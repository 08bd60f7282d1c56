//go:build !noasm

package asm

// gather64Perm16AVX512 stores tab[idx[i]] in dst[i], 8 values per step,
// while every index of the step is below bound, and returns how many values
// it stored (a multiple of 8). Requires: len(dst) >= len(idx); bound <= 16;
// AVX-512 F, VL.
//
//go:noescape
func gather64Perm16AVX512(dst []uint64, tab *[16]uint64, idx []uint32, bound uint32) int

// gather32Perm32AVX512 is gather64Perm16AVX512 for 32-bit values, 16 per
// step, from up to 32 entries. Requires: bound <= 32; AVX-512 F.
//
//go:noescape
func gather32Perm32AVX512(dst []uint32, tab *[32]uint32, idx []uint32, bound uint32) int

// gather64Scalar8AVX2 stores dict[idx[i]] in dst[i], 8 values per step,
// while every index of the step is below len(dict), and returns how many
// values it stored (a multiple of 8). Requires: len(dst) >= len(idx);
// AVX2.
//
//go:noescape
func gather64Scalar8AVX2(dst, dict []uint64, idx []uint32) int

// gather32Scalar8AVX2 is gather64Scalar8AVX2 for 32-bit values.
//
//go:noescape
func gather32Scalar8AVX2(dst, dict []uint32, idx []uint32) int
