//go:build !noasm

package asm

// fillRuns64NEON is Table.FillRuns64 with 64-byte stores of four Q
// registers (VST1), four for the first 32 values of a run and then two
// per 16 more. Requires: len(dst) >= 32.
//
//go:noescape
func fillRuns64NEON(dst, vals []uint64, ends []int64, off int) int
