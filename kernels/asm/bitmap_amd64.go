//go:build !noasm

package asm

import "unsafe"

// Go halves of the amd64 bitmap kernels: each runs the assembly over the
// whole blocks it can do without reading or writing out of bounds, then
// finishes with the pure-Go loop.

// popcntAVX512 counts the set bits of b with VPOPCNTQ, 256 bytes per step,
// from the first 64-byte aligned address (a bitmap at a bit offset starts
// anywhere, and loads that split cache lines halve the throughput).
func popcntAVX512(b []byte) int {
	if len(b) < 512 {
		return popcntGo(b)
	}
	h, m := alignedSteps(b, 256)
	return popcntGo(b[:h]) + popcntBlocksAVX512(b[h:m]) + popcntGo(b[m:])
}

// popcntAVX2 counts the set bits of b with a nibble lookup, 128 bytes per
// step, from the first 64-byte aligned address.
func popcntAVX2(b []byte) int {
	if len(b) < 256 {
		return popcntGo(b)
	}
	h, m := alignedSteps(b, 128)
	return popcntGo(b[:h]) + popcntBlocksAVX2(b[h:m]) + popcntGo(b[m:])
}

// alignedSteps returns the bounds [h, m) of the whole steps of b (step
// bytes, a power of two) from its first 64-byte aligned address.
func alignedSteps(b []byte, step int) (h, m int) {
	h = alignHead(b)
	return h, h + (len(b)-h)&^(step-1)
}

// alignHead returns how many leading bytes of b come before a 64-byte
// aligned address.
func alignHead(b []byte) int {
	return int(-uintptr(unsafe.Pointer(unsafe.SliceData(b))) & 63)
}

// funnelBlocks returns how many leading bytes of dst a bitop kernel with the
// given block size may produce: with a shift, each block reads 8 bytes past
// its end in a and in b (the high half of its 64-bit funnel shift).
func funnelBlocks(dst, a, b []byte, sa, sb uint, block int) int {
	m := min(len(dst), len(a)-8, len(b)-8)
	if sa == 0 && sb == 0 {
		m = len(dst) // a and b hold len(dst) bytes each
	}
	if m < block {
		return 0
	}
	return m / block * block
}

// bitopAsm combines a block kernel with its pure-Go twin for the rest.
func bitopAsm(block int, kernel, rest func(dst, a []byte, sa uint, b []byte, sb uint)) func(dst, a []byte, sa uint, b []byte, sb uint) {
	return func(dst, a []byte, sa uint, b []byte, sb uint) {
		m := funnelBlocks(dst, a, b, sa, sb, block)
		if m > 0 {
			kernel(dst[:m], a[:min(m+8, len(a))], sa, b[:min(m+8, len(b))], sb)
		}
		rest(dst[m:], a[m:], sa, b[m:], sb)
	}
}

var (
	bitopAVX512 = [numBitOps]func(dst, a []byte, sa uint, b []byte, sb uint){
		bitAnd:    bitopAsm(64, andBlocksAVX512, andGo),
		bitOr:     bitopAsm(64, orBlocksAVX512, orGo),
		bitAndNot: bitopAsm(64, andNotBlocksAVX512, andNotGo),
		bitXor:    bitopAsm(64, xorBlocksAVX512, xorGo),
	}
	bitopAVX2 = [numBitOps]func(dst, a []byte, sa uint, b []byte, sb uint){
		bitAnd:    bitopAsm(32, andBlocksAVX2, andGo),
		bitOr:     bitopAsm(32, orBlocksAVX2, orGo),
		bitAndNot: bitopAsm(32, andNotBlocksAVX2, andNotGo),
		bitXor:    bitopAsm(32, xorBlocksAVX2, xorGo),
	}
)

func skipAVX512(b []byte, x byte) int {
	i := skipBlocksAVX512(b, x)
	return i + skipGo(b[i:], x)
}

func skipAVX2(b []byte, x byte) int {
	i := skipBlocksAVX2(b, x)
	return i + skipGo(b[i:], x)
}

func select32AVX512(dst []int32, b []byte, base int32) int {
	w, c := select32BlocksAVX512(dst, b, base)
	return w + select32Go(dst[w:], b[c:], base+int32(8*c))
}

func select64AVX512(dst []int64, b []byte, base int64) int {
	w, c := select64BlocksAVX512(dst, b, base)
	return w + select64Go(dst[w:], b[c:], base+int64(8*c))
}

func select32AVX2(dst []int32, b []byte, base int32) int {
	w, c := select32BlocksAVX2(dst, b, base, &selectLUT.idx)
	return w + select32Go(dst[w:], b[c:], base+int32(8*c))
}

func select64AVX2(dst []int64, b []byte, base int64) int {
	w, c := select64BlocksAVX2(dst, b, base, &selectLUT.idx)
	return w + select64Go(dst[w:], b[c:], base+int64(8*c))
}

func boundariesBMI(pos []int32, w []byte, carry uint64) (int, uint64) {
	_ = pos[8*len(w)+3]
	return boundariesBlocksBMI(pos, w, carry)
}

// boundariesBlocksBMI is boundariesGo with TZCNT, BLSR and POPCNT.
// Requires: len(pos) >= 8*len(w)+4; carry is 0 or 1; BMI1, POPCNT.
//
//go:noescape
func boundariesBlocksBMI(pos []int32, w []byte, carry uint64) (cnt int, last uint64)

// popcntBlocksAVX512 counts the set bits of b.
// Requires: len(b)%256 == 0; AVX-512 F, VPOPCNTDQ.
//
//go:noescape
func popcntBlocksAVX512(b []byte) int

// popcntBlocksAVX2 counts the set bits of b.
// Requires: len(b)%128 == 0; AVX2.
//
//go:noescape
func popcntBlocksAVX2(b []byte) int

// skipBlocksAVX512 returns 64*k for the largest k such that the first k
// 64-byte blocks of b are all x. Requires: AVX-512 F, BW.
//
//go:noescape
func skipBlocksAVX512(b []byte, x byte) int

// skipBlocksAVX2 is skipBlocksAVX512 for AVX2.
//
//go:noescape
func skipBlocksAVX2(b []byte, x byte) int
