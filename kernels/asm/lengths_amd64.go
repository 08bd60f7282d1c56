//go:build !noasm

package asm

// lenEq32AVX2 sets bit j of dst[j/64] iff offs[j+1]-offs[j] == l, 64
// values per word (lengths.go). Requires: len(offs) >= 64*len(dst)+1
// (reads exactly that many offsets); AVX2. AVX-512 machines run it too.
//
//go:noescape
func lenEq32AVX2(dst []uint64, offs []int32, l int32)
