package asm

import (
	"encoding/binary"
	"math/bits"
)

// Bit compaction (a one-bit filter): the bits of a bitmap v whose bit in a
// mask m is set, packed from bit 0 of dst. Filter compacts validity bitmaps
// and boolean values with it. Per 64-bit word it is one parallel bit
// extract, PEXT on x86 with BMI2, where that instruction is fast (see
// CPU.FastPEXT); the pure-Go level extracts by nibble table.

// compactWordsFunc is the raw kernel of a level. It reads the 64-bit words
// of v and m at bit shifts sv, sm < 8 (word i is bits 64i+s.. of the
// bytes), for i < words, and appends for each word the bits of v selected
// by m to dst from bit 0. v and m hold 8*words+1 bytes. It stores whole
// 8-byte words of dst (the last one with its unused bits clear), and stops
// before a word when fewer than 16 bytes of dst remain from its current
// output word. It returns the words it finished, the bits it wrote and how
// many of them are set.
type compactWordsFunc = func(dst, v []byte, sv uint, m []byte, sm uint, words int) (done, n, set int)

// compactWordsGo is the pure-Go raw kernel.
func compactWordsGo(dst, v []byte, sv uint, m []byte, sm uint, words int) (done, n, set int) {
	w := NewBitAppender(dst)
	for ; done < words && len(dst)-8*w.word >= 16; done++ {
		mw := shiftedWord(m[8*done:], sm)
		r := pextSoft(shiftedWord(v[8*done:], sv), mw)
		set += bits.OnesCount64(r)
		w.Put(r, uint(bits.OnesCount64(mw)))
	}
	w.Flush()
	return done, 64*w.word + int(w.n), set
}

// shiftedWord returns bits s..s+63 of the 9 bytes of b (s < 8).
func shiftedWord(b []byte, s uint) uint64 {
	return binary.LittleEndian.Uint64(b)>>s | uint64(b[8])<<1<<(63-s)
}

// BitAppender appends bits to a bitmap from bit 0, a word at a time, into
// dst's whole words (package kernels writes its bitmaps with it too).
type BitAppender struct {
	dst  []byte
	acc  uint64 // pending bits, the next one at bit n
	n    uint   // number of pending bits, < 64
	word int    // index of the word acc will be stored in
}

// NewBitAppender returns a BitAppender writing dst, which must have room
// for the bits written rounded up to whole words.
func NewBitAppender(dst []byte) BitAppender { return BitAppender{dst: dst} }

// resume continues after pos bits already stored in dst.
func (w *BitAppender) resume(pos int) {
	w.word, w.n = pos>>6, uint(pos&63)
	if w.n != 0 {
		w.acc = binary.LittleEndian.Uint64(w.dst[8*w.word:]) & (1<<w.n - 1)
	}
}

// Put appends the low k bits of v (k <= 64, bits above k clear).
func (w *BitAppender) Put(v uint64, k uint) {
	w.acc |= v << w.n
	w.n += k
	if w.n >= 64 {
		binary.LittleEndian.PutUint64(w.dst[8*w.word:], w.acc)
		w.word++
		w.n -= 64
		w.acc = v >> 1 >> (k - w.n - 1) // k - w.n is 1..64
	}
}

// Flush stores the pending bits.
func (w *BitAppender) Flush() {
	if w.n > 0 {
		binary.LittleEndian.PutUint64(w.dst[8*w.word:], w.acc)
	}
}

// pext4 compacts nibble v by nibble mask m: pext4[m<<4|v] holds the bits of
// v selected by m, packed from bit 0.
var pext4 = func() (t [256]uint8) {
	for m := 0; m < 16; m++ {
		for v := 0; v < 16; v++ {
			r, k := 0, 0
			for b := 0; b < 4; b++ {
				if m>>b&1 != 0 {
					r |= (v >> b & 1) << k
					k++
				}
			}
			t[m<<4|v] = uint8(r)
		}
	}
	return t
}()

// pextSoft returns the bits of v selected by m packed from bit 0 (a
// software PEXT): by set bit for sparse masks, by deleting each clear bit
// (highest first, so that the lower positions stay put) for dense ones, by
// nibble table otherwise. The bits above popcount(m) are clear.
func pextSoft(v, m uint64) uint64 {
	switch c := bits.OnesCount64(m); {
	case c == 64:
		return v
	case c >= 56:
		v &= m
		for z := ^m; z != 0; {
			p := 63 - bits.LeadingZeros64(z)
			low := uint64(1)<<uint(p) - 1
			v = v&low | v>>1&^low
			z &^= 1 << uint(p)
		}
		return v
	case c > 8:
		var r uint64
		k := uint(0)
		for ; m != 0; m, v = m>>4, v>>4 {
			mn := m & 15
			r |= uint64(pext4[mn<<4|v&15]) << k
			k += uint(bits.OnesCount8(uint8(mn)))
		}
		return r
	default:
		var r uint64
		for k := uint(0); m != 0; k++ {
			r |= (v >> uint(bits.TrailingZeros64(m)) & 1) << k
			m &= m - 1
		}
		return r
	}
}

// bitsAt returns bits [off, off+n) of b in the low bits (0 < n <= 64),
// reading only the bytes they live in.
func bitsAt(b []byte, off, n int) uint64 {
	i, s := off>>3, uint(off&7)
	end := (off + n + 7) >> 3
	var w uint64
	for k := i; k < min(end, i+8); k++ {
		w |= uint64(b[k]) << (8 * uint(k-i))
	}
	w >>= s
	if end-i == 9 {
		w |= uint64(b[i+8]) << (64 - s)
	}
	return w & (1<<uint(n) - 1) // 1<<64 is 0 in Go: n == 64 keeps all
}

// compactBitsOf appends to dst, from bit 0, bit srcOff+i of src for every
// i < n whose bit maskOff+i of mask is set. It returns the bits written and
// how many are set. dst's capacity must hold the output rounded up to whole
// 8-byte words; whole words are stored.
func (k *kit) compactBitsOf(dst, src []byte, srcOff int, mask []byte, maskOff, n int) (written, set int) {
	if n <= 0 {
		return 0, 0
	}
	needLen("CompactBits", "src (in bits)", 8*len(src)-srcOff, n)
	needLen("CompactBits", "mask (in bits)", 8*len(mask)-maskOff, n)
	dst = dst[:cap(dst)]
	// The raw kernel reads 9 bytes per word; whole words within the
	// capacities of src and mask (the padding of Arrow buffers) go to it.
	si, mi := srcOff>>3, maskOff>>3
	words := min(n>>6, (cap(src)-si-1)>>3, (cap(mask)-mi-1)>>3)
	done := 0
	if words > 0 {
		var s int
		done, written, s = k.compactWords(dst, src[si:si+8*words+1], uint(srcOff&7), mask[mi:mi+8*words+1], uint(maskOff&7), words)
		set += s
	}
	w := NewBitAppender(dst)
	w.resume(written)
	for base := 64 * done; base < n; base += 64 {
		c := min(64, n-base)
		m := bitsAt(mask, maskOff+base, c)
		if m == 0 {
			continue
		}
		r := pextSoft(bitsAt(src, srcOff+base, c), m)
		set += bits.OnesCount64(r)
		w.Put(r, uint(bits.OnesCount64(m)))
	}
	w.Flush()
	return 64*w.word + int(w.n), set
}
