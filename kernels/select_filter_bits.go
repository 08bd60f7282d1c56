package kernels

import (
	"math/bits"

	"github.com/quiver-go/quiver/kernels/asm"
)

// Bit-level helpers shared by filter, take and compare: reading 64 bits of
// a bitmap at any bit offset, counting and combining validity bitmaps.
// Compacting bits by a mask (the one-bit filter of validity bitmaps and
// boolean values) is the table's CompactBits. Bitmaps are Arrow's: LSB-numbered, addressed
// as (bytes, bit offset).

// loadBits returns bits [off, off+n) of b as a word, bit off in bit 0, the
// bits above n clear (0 < n <= 64): asm.LoadBits, which reads whole words
// where the slice's capacity allows (buffers from arrays.AllocBuffer are
// padded).
func loadBits(b []byte, off, n int) uint64 { return asm.LoadBits(b, off, n) }

// countBits counts the set bits in bits [off, off+n) of b.
func countBits(b []byte, off, n int) int {
	c := 0
	for ; n >= 64; n -= 64 {
		c += bits.OnesCount64(loadBits(b, off, 64))
		off += 64
	}
	if n > 0 {
		c += bits.OnesCount64(loadBits(b, off, n))
	}
	return c
}

// bitWriter appends bits to a bitmap that starts at bit 0, a word at a
// time (asm.BitAppender). dst must have room for the bits written rounded
// up to whole words: output bitmaps come from config.alloc, whose capacity
// is padded to 64 bytes, and the writer works on dst[:cap(dst)].
type bitWriter = asm.BitAppender

func newBitWriter(dst []byte) bitWriter { return asm.NewBitAppender(dst[:cap(dst)]) }

// andBits stores in dst (from bit 0) the AND of bits [aOff, aOff+n) of a and
// [bOff, bOff+n) of b with the table's bitmap kernels, and returns the
// number of set bits. A nil bitmap stands for all ones; one of a and b
// must not be nil.
func andBits(k *asm.Table, dst, a []byte, aOff int, b []byte, bOff, n int) int {
	if n <= 0 {
		return 0
	}
	if a == nil {
		a, aOff = b, bOff
	} else if b == nil {
		b, bOff = a, aOff
	}
	k.BitmapAnd(dst, 0, a, aOff, b, bOff, n)
	return k.CountSetBits(dst, 0, n)
}

// copyBits copies bits [srcOff, srcOff+n) of src to dst from bit 0.
func copyBits(dst, src []byte, srcOff, n int) {
	w := newBitWriter(dst)
	for base := 0; base < n; base += 64 {
		k := min(64, n-base)
		w.Put(loadBits(src, srcOff+base, k), uint(k))
	}
	w.Flush()
}

// lowBits returns a word with its k low bits set (0 <= k <= 64).
func lowBits(k int) uint64 { return uint64(1)<<uint(k) - 1 } // 1<<64 is 0 in Go

// popcount is the number of set bits of w.
func popcount(w uint64) int { return bits.OnesCount64(w) }
