//go:build !noasm

package asm

// popcntAVX512 counts the set bits of b with VPOPCNTQ, 256 bytes per step;
// the last len(b)%256 bytes go to the pure-Go loop.
func popcntAVX512(b []byte) int {
	m := len(b) &^ 255
	return popcntBlocksAVX512(b[:m]) + popcntGo(b[m:])
}

// popcntAVX2 counts the set bits of b with a nibble lookup (VPSHUFB), 128
// bytes per step; the last len(b)%128 bytes go to the pure-Go loop.
func popcntAVX2(b []byte) int {
	m := len(b) &^ 127
	return popcntBlocksAVX2(b[:m]) + popcntGo(b[m:])
}

// popcntBlocksAVX512 counts the set bits of b.
// Requires: len(b)%256 == 0; AVX-512 F and VPOPCNTDQ.
//
//go:noescape
func popcntBlocksAVX512(b []byte) int

// popcntBlocksAVX2 counts the set bits of b.
// Requires: len(b)%128 == 0; AVX2.
//
//go:noescape
func popcntBlocksAVX2(b []byte) int
