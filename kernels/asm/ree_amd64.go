//go:build !noasm

package asm

// fillRuns64AVX512 is Table.FillRuns64 with 64-byte stores, four for the
// first 32 values of a run and then two per 16 more. Requires:
// len(dst) >= 32; AVX-512 F.
//
//go:noescape
func fillRuns64AVX512(dst, vals []uint64, ends []int64, off int) int

// fillRuns64AVX2 is fillRuns64AVX512 with 32-byte stores, four per 16
// values. Requires: len(dst) >= 32; AVX2.
//
//go:noescape
func fillRuns64AVX2(dst, vals []uint64, ends []int64, off int) int
