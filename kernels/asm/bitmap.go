package asm

import (
	"fmt"
	"math/bits"
)

// Bitmaps are LSB-numbered, as in Arrow: bit i of a bitmap is bit i%8 of
// byte i/8. The methods below take a bitmap as (bytes, bit offset, bit count)
// and split the work into a head of at most 7 bits that brings the output
// (or the input, for reductions) to a byte boundary, a run of whole bytes
// that goes to the level's kernel, and a tail of at most 7 bits. Only the
// whole-byte kernels differ between levels.

// bitOp is a bitwise operation on two bitmaps; the Table has one entry per
// operation (BitmapAnd ... BitmapXor).
type bitOp uint8

const (
	bitAnd    bitOp = iota // a & b
	bitOr                  // a | b
	bitAndNot              // a &^ b
	bitXor                 // a ^ b

	numBitOps
)

var bitOpNames = [numBitOps]string{"and", "or", "andnot", "xor"}

// String returns and, or, andnot or xor.
func (op bitOp) String() string {
	if op < numBitOps {
		return bitOpNames[op]
	}
	return "bitOp(?)"
}

// apply8 applies op to the low bits of two bytes.
func (op bitOp) apply8(a, b byte) byte {
	switch op {
	case bitAnd:
		return a & b
	case bitOr:
		return a | b
	case bitAndNot:
		return a &^ b
	default:
		return a ^ b
	}
}

// lowMask8 has the low n bits set (n <= 8).
func lowMask8(n int) byte { return byte(1<<uint(n) - 1) }

// bits8 returns the h <= 8 bits of b starting at bit off, in the low bits of
// the result. It reads only the bytes those bits live in.
func bits8(b []byte, off, h int) byte {
	i, s := off>>3, uint(off&7)
	v := b[i] >> s
	if int(s)+h > 8 {
		v |= b[i+1] << (8 - s)
	}
	return v & lowMask8(h)
}

// countSetBits counts the set bits among bits [off, off+n) of b.
func (k *kit) countSetBits(b []byte, off, n int) int {
	if n <= 0 {
		return 0
	}
	c := 0
	if s := off & 7; s != 0 {
		h := min(8-s, n)
		c = bits.OnesCount8(bits8(b, off, h))
		off, n = off+h, n-h
	}
	i, m := off>>3, n>>3
	c += k.popcnt(b[i : i+m])
	if t := n & 7; t != 0 {
		c += bits.OnesCount8(b[i+m] & lowMask8(t))
	}
	return c
}

// bitmapOp returns the level's entry point for op: it sets bits [dstOff,
// dstOff+n) of dst to op applied to bits [aOff, aOff+n) of a and [bOff,
// bOff+n) of b. Bits of dst outside that range are left as they were. dst
// may be a (or b) when dstOff equals aOff (bOff).
func (k *kit) bitmapOp(op bitOp) func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int) {
	bytes := k.bitop[op]
	name := "Bitmap" + op.String()
	return func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int) {
		if n <= 0 {
			return
		}
		needLen(name, "dst (in bits)", 8*len(dst)-dstOff, n)
		if h := (8 - dstOff&7) & 7; h != 0 {
			h = min(h, n)
			opBits(op, dst, dstOff, a, aOff, b, bOff, h)
			dstOff, aOff, bOff, n = dstOff+h, aOff+h, bOff+h, n-h
		}
		if m := n >> 3; m > 0 {
			d := dstOff >> 3
			ai, sa := aOff>>3, uint(aOff&7)
			bi, sb := bOff>>3, uint(bOff&7)
			bytes(dst[d:d+m], a[ai:ai+m+carry(sa)], sa, b[bi:bi+m+carry(sb)], sb)
			dstOff, aOff, bOff, n = dstOff+8*m, aOff+8*m, bOff+8*m, n-8*m
		}
		if n > 0 {
			opBits(op, dst, dstOff, a, aOff, b, bOff, n)
		}
	}
}

// carry is the extra input byte a shifted read needs.
func carry(s uint) int {
	if s != 0 {
		return 1
	}
	return 0
}

// opBits handles h <= 8 bits whose output lies within one byte of dst.
func opBits(op bitOp, dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, h int) {
	r := op.apply8(bits8(a, aOff, h), bits8(b, bOff, h))
	i, s := dstOff>>3, uint(dstOff&7)
	mask := lowMask8(h) << s
	dst[i] = dst[i]&^mask | r<<s&mask
}

// allSet reports whether bits [off, off+n) of b are all set (true for n <= 0).
func (k *kit) allSet(b []byte, off, n int) bool { return k.uniform(b, off, n, 0xff) }

// noneSet reports whether bits [off, off+n) of b are all clear (true for n <= 0).
func (k *kit) noneSet(b []byte, off, n int) bool { return k.uniform(b, off, n, 0) }

// uniform reports whether every bit in the range equals the bits of x (0x00
// or 0xff), stopping at the first byte that differs.
func (k *kit) uniform(b []byte, off, n int, x byte) bool {
	if n <= 0 {
		return true
	}
	if s := off & 7; s != 0 {
		h := min(8-s, n)
		if bits8(b, off, h) != x&lowMask8(h) {
			return false
		}
		off, n = off+h, n-h
	}
	i, m := off>>3, n>>3
	if k.skip(b[i:i+m], x) != m {
		return false
	}
	t := n & 7
	return t == 0 || (b[i+m]^x)&lowMask8(t) == 0
}

// appendSetIndices32 appends to dst the index i of every set bit off+i of b,
// 0 <= i < n, in increasing order: a selection vector. The caller guarantees
// n <= math.MaxInt32+1. dst grows at most once, to the exact size needed.
func (k *kit) appendSetIndices32(dst []int32, b []byte, off, n int) []int32 {
	return appendSetIndices(k, k.select32, dst, b, off, n)
}

// appendSetIndices64 is AppendSetIndices32 with 64-bit indices.
func (k *kit) appendSetIndices64(dst []int64, b []byte, off, n int) []int64 {
	return appendSetIndices(k, k.select64, dst, b, off, n)
}

// appendSetIndices is appendSetIndices32 and 64: the bits up to a byte
// boundary and after the last whole byte one at a time, the whole bytes
// through the level's select.
func appendSetIndices[T int32 | int64](k *kit, sel func(dst []T, b []byte, base T) int, dst []T, b []byte, off, n int) []T {
	if n <= 0 {
		return dst
	}
	cnt := k.countSetBits(b, off, n)
	start := len(dst)
	dst = grow(dst, cnt)
	out := dst[start : start+cnt]
	w, i := 0, 0
	for ; i < n && (off+i)&7 != 0; i++ {
		if b[(off+i)>>3]>>((off+i)&7)&1 != 0 {
			out[w] = T(i)
			w++
		}
	}
	if m := (n - i) >> 3; m > 0 {
		p := (off + i) >> 3
		w += sel(out[w:], b[p:p+m], T(i))
		i += 8 * m
	}
	for ; i < n; i++ {
		if b[(off+i)>>3]>>((off+i)&7)&1 != 0 {
			out[w] = T(i)
			w++
		}
	}
	return dst
}

// grow extends s by n elements, reallocating at most once.
func grow[T any](s []T, n int) []T {
	if cap(s)-len(s) < n {
		t := make([]T, len(s), len(s)+n)
		copy(t, s)
		s = t
	}
	return s[:len(s)+n]
}

// boundariesOf writes into pos the positions of the run boundaries of the
// bitmap bytes w, read as little-endian 64-bit words (len(w) a multiple of
// 8; carry, 0 or 1, is the bit before w): the positions whose bit differs
// from the one before. It returns how many it wrote and the last bit of w.
// Run iteration pairs the boundaries into runs. Requires len(pos) >=
// 8*len(w)+4; entries past the count may be overwritten.
func (k *kit) boundariesOf(pos []int32, w []byte, carry uint64) (int, uint64) {
	if len(w)%8 != 0 {
		panic(fmt.Sprintf("asm: Boundaries: %d bitmap bytes, not whole words", len(w)))
	}
	needLen("Boundaries", "pos", len(pos), 8*len(w)+4)
	return k.boundaries(pos, w, carry)
}
