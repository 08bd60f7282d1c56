package kernels

import (
	"encoding/binary"
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
// time. dst must have room for the bits written rounded up to whole words:
// output bitmaps come from config.alloc, whose capacity is padded to 64
// bytes, and the writer works on dst[:cap(dst)].
type bitWriter struct {
	dst  []byte
	acc  uint64 // pending bits, the next one at bit n
	n    uint   // number of pending bits, < 64
	word int    // index of the word acc will be stored in
}

func newBitWriter(dst []byte) bitWriter { return bitWriter{dst: dst[:cap(dst)]} }

// put appends the low k bits of v (k <= 64, bits above k clear).
func (w *bitWriter) put(v uint64, k uint) {
	w.acc |= v << w.n
	w.n += k
	if w.n >= 64 {
		binary.LittleEndian.PutUint64(w.dst[8*w.word:], w.acc)
		w.word++
		w.n -= 64
		w.acc = v >> (k - w.n) // Go defines shifts by >= 64 as 0
	}
}

// flush stores the pending bits.
func (w *bitWriter) flush() {
	if w.n > 0 {
		binary.LittleEndian.PutUint64(w.dst[8*w.word:], w.acc)
	}
}

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
		w.put(loadBits(src, srcOff+base, k), uint(k))
	}
	w.flush()
}

// lowBits returns a word with its k low bits set (0 <= k <= 64).
func lowBits(k int) uint64 { return uint64(1)<<uint(k) - 1 } // 1<<64 is 0 in Go

// popcount is the number of set bits of w.
func popcount(w uint64) int { return bits.OnesCount64(w) }
