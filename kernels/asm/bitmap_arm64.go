//go:build !noasm

package asm

// popcntNEON counts the set bits of b with VCNT, 64 bytes per step; the last
// len(b)%64 bytes go to the pure-Go loop.
func popcntNEON(b []byte) int {
	m := len(b) &^ 63
	return popcntBlocksNEON(b[:m]) + popcntGo(b[m:])
}

// popcntBlocksNEON counts the set bits of b.
// Requires: len(b)%64 == 0; ASIMD.
//
//go:noescape
func popcntBlocksNEON(b []byte) int
