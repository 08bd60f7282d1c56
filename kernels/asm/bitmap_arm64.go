//go:build !noasm

package asm

// Go halves of the arm64 bitmap kernels: each runs the assembly over the
// whole blocks it can, then finishes with the pure-Go loop.

// popcntNEON counts the set bits of b with VCNT, 64 bytes per step.
func popcntNEON(b []byte) int {
	m := len(b) &^ 63
	return popcntBlocksNEON(b[:m]) + popcntGo(b[m:])
}

// bitopNEON returns op's kernel: 16 output bytes per step in assembly, the
// rest in Go. The assembly reads exactly the bytes the contract allows
// (len(dst)+1 when the shift is not zero), so no slack is needed.
func bitopNEON(op bitOp, rest func(dst, a []byte, sa uint, b []byte, sb uint)) func(dst, a []byte, sa uint, b []byte, sb uint) {
	return func(dst, a []byte, sa uint, b []byte, sb uint) {
		m := len(dst) &^ 15
		if m > 0 {
			bitopBlocksNEON(dst[:m], a[:m+carry(sa)], sa, b[:m+carry(sb)], sb, op)
		}
		rest(dst[m:], a[m:], sa, b[m:], sb)
	}
}

var bitopNEONTable = [numBitOps]func(dst, a []byte, sa uint, b []byte, sb uint){
	bitAnd:    bitopNEON(bitAnd, andGo),
	bitOr:     bitopNEON(bitOr, orGo),
	bitAndNot: bitopNEON(bitAndNot, andNotGo),
	bitXor:    bitopNEON(bitXor, xorGo),
}

func skipNEON(b []byte, x byte) int {
	i := skipBlocksNEON(b, x)
	return i + skipGo(b[i:], x)
}

func select32NEON(dst []int32, b []byte, base int32) int {
	w, c := select32BlocksNEON(dst, b, base, &selectLUT.idx, &selectLUT.cnt)
	return w + select32Go(dst[w:], b[c:], base+int32(8*c))
}

func select64NEON(dst []int64, b []byte, base int64) int {
	w, c := select64BlocksNEON(dst, b, base, &selectLUT.idx, &selectLUT.cnt)
	return w + select64Go(dst[w:], b[c:], base+int64(8*c))
}

// popcntBlocksNEON counts the set bits of b.
// Requires: len(b)%64 == 0; ASIMD.
//
//go:noescape
func popcntBlocksNEON(b []byte) int

// bitopBlocksNEON stores in dst[i] op applied to the bytes of a and b that
// start at bits 8*i+sa and 8*i+sb.
// Requires: len(dst)%16 == 0; len(a) >= len(dst)+1 if sa != 0 (else
// len(dst)), likewise b; sa, sb < 8; ASIMD.
//
//go:noescape
func bitopBlocksNEON(dst, a []byte, sa uint, b []byte, sb uint, op bitOp)

// skipBlocksNEON returns 64*k for the largest k such that the first k
// 64-byte blocks of b are all x. Requires: ASIMD.
//
//go:noescape
func skipBlocksNEON(b []byte, x byte) int
