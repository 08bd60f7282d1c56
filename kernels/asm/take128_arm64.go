//go:build !noasm

package asm

// take128x32ARM64 is take128Asm for arm64 (take128_arm64.s): LDP/STP and
// PRFM. Requires: nothing beyond ARMv8.
//
//go:noescape
func take128x32ARM64(dst, src [][2]uint64, idx []uint32) int

func init() { take128Asm[NEON] = take128x32ARM64 }
