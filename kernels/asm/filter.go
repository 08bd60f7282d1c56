package asm

import "math/bits"

// Filter width kernels for 8-, 16-, 32-, 64- and 128-bit values. The public
// methods (Filter8 ... Filter128) have the signature and contract of package kernels'
// filter width kernels: for every i < len(src) whose bit maskOff+i of mask
// is set, in order, src[i] is stored into dst from dst[0], and the count is
// returned. dst holds at least that many values and nothing past len(dst) is
// written; dst[count:] may be used as scratch.
//
// A level's word kernel walks whole 64-value blocks, one 64-bit mask word
// each, choosing per word by its popcount: none set skips it, all set copies
// the block, few set visit each set bit (trailing-zero loop), and dense
// words are compacted with vector permutes. The Go half here hands the word
// kernel every block whose mask word it can load with one unaligned 8-byte
// read plus one byte (the bit-offset funnel shift), and finishes the rest,
// or whatever the kernel left because a full-vector store would pass
// len(dst), with the reference filterWidth; a single block into a dst that
// cannot hold all 64 values goes straight to it (wordsPay).

// filterWords32 is the word-kernel signature: src holds 64*k values, mask
// holds 8*k+1 bytes from the byte of the first value's bit, shift (< 8) is
// that bit's position in its byte. It returns the number of values stored
// and how many words it finished (k, or fewer when the next dense word's
// vector stores could pass len(dst)).
type (
	filterWords8   func(dst, src []uint8, mask []byte, shift uint) (n, done int)
	filterWords16  func(dst, src []uint16, mask []byte, shift uint) (n, done int)
	filterWords32  func(dst, src []uint32, mask []byte, shift uint) (n, done int)
	filterWords64  func(dst, src []uint64, mask []byte, shift uint) (n, done int)
	filterWords128 func(dst, src [][2]uint64, mask []byte, shift uint) (n, done int)
)

// filter8Of filters 1-byte values (see the contract above).
func (k *kit) filter8Of(dst, src []uint8, mask []byte, maskOff int) int {
	return filterOf(k, "Filter8", k.filter8, dst, src, mask, maskOff)
}

// filter16Of filters 2-byte values (see the contract above).
func (k *kit) filter16Of(dst, src []uint16, mask []byte, maskOff int) int {
	return filterOf(k, "Filter16", k.filter16, dst, src, mask, maskOff)
}

// filter32Of filters 4-byte values (see the contract above).
func (k *kit) filter32Of(dst, src []uint32, mask []byte, maskOff int) int {
	return filterOf(k, "Filter32", k.filter32, dst, src, mask, maskOff)
}

// filter64Of filters 8-byte values (see the contract above).
func (k *kit) filter64Of(dst, src []uint64, mask []byte, maskOff int) int {
	return filterOf(k, "Filter64", k.filter64, dst, src, mask, maskOff)
}

// filter128Of filters 16-byte values (see the contract above).
func (k *kit) filter128Of(dst, src [][2]uint64, mask []byte, maskOff int) int {
	return filterOf(k, "Filter128", k.filter128, dst, src, mask, maskOff)
}

// filterOf hands the word kernel (the level's filter of E, named kernel in
// the checks' messages) the blocks it pays for and finishes with the
// reference.
func filterOf[E uint8 | uint16 | uint32 | uint64 | [2]uint64](k *kit, kernel string, words func(dst, src []E, mask []byte, shift uint) (int, int), dst, src []E, mask []byte, maskOff int) int {
	n, done := 0, 0
	if w, b := wordBlocks(len(src), mask, maskOff); w > 0 && wordsPay(w, len(dst)) {
		checkFilter(kernel, k, dst, src[:64*w], b, maskOff, w)
		n, done = filterChunks(words, dst, src, b, uint(maskOff&7), w)
	}
	return n + filterWidth(dst[n:], src[64*done:], mask, maskOff+64*done)
}

// filterChunk is the most mask words one word-kernel call takes (2K
// values): a goroutine inside assembly cannot be preempted, and a call over
// a large fresh output (page faults) would otherwise keep a garbage
// collector that wants to stop it spinning for milliseconds.
const filterChunk = 32

// filterChunks runs the word kernel over the w blocks of src in calls of
// at most filterChunk words, and returns what it stored and how many words
// it finished (fewer than w when the kernel stopped early).
func filterChunks[E uint8 | uint16 | uint32 | uint64 | [2]uint64](kernel func(dst, src []E, mask []byte, shift uint) (int, int), dst, src []E, b []byte, shift uint, w int) (n, done int) {
	for done < w {
		c := min(w-done, filterChunk)
		m, d := kernel(dst[n:], src[64*done:64*(done+c)], b[8*done:], shift)
		n, done = n+m, done+d
		SafePoint()
		if d < c {
			break
		}
	}
	return n, done
}

// checkFilter makes sure the word kernel's dst holds every value the w
// mask words b (from bit maskOff&7) select, and shares no memory with src
// or those mask bytes, which it reads while writing (see check.go).
// A dst that holds all 64*w values needs no count; a few words are
// counted inline, which costs less than the call.
func checkFilter[E uint8 | uint16 | uint32 | uint64 | [2]uint64](kernel string, k *kit, dst, src []E, b []byte, maskOff, w int) {
	if len(dst) < 64*w {
		var c int
		if w <= 4 {
			for i := range w {
				c += bits.OnesCount64(maskWord(b[8*i:], uint(maskOff&7)))
			}
		} else {
			c = k.countSetBits(b, maskOff&7, 64*w)
		}
		needLen(kernel, "dst", len(dst), c)
	}
	needDisjoint(kernel, spanOf(dst), spanOf(src), spanOf(b[:8*w+1]))
}

// wordsPay reports whether w word blocks are worth the word kernel's
// call and checks: not for one block when dst cannot hold all its 64
// values, since a dense word then ends the AVX2 kernels before their
// vector stores could pass len(dst) and the reference redoes it (the usual
// case of a filter of 64..127 values into an output of exactly the kept
// count).
func wordsPay(w, dstLen int) bool { return w > 1 || dstLen >= 64 }

// wordBlocks returns how many whole 64-value blocks of n values a word
// kernel may take, and the mask bytes from the first block's, extended to
// mask's capacity: block w reads mask bytes [8w, 8w+9).
func wordBlocks(n int, mask []byte, maskOff int) (int, []byte) {
	i := maskOff >> 3
	full := mask[:cap(mask)]
	if n < 64 || len(full)-i < 9 {
		return 0, nil
	}
	return min(n/64, (len(full)-i-9)/8+1), full[i:]
}

// maskWord returns the 64 mask bits starting at bit shift of b[0:9].
func maskWord(b []byte, shift uint) uint64 {
	_ = b[8]
	w := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
	return w>>shift | uint64(b[8])<<(64-shift) // a shift by 64 gives 0
}

// permute8x32[m] holds, a byte each from the low byte, the positions of the
// set bits of m: the VPERMD lane indices that compact 8 dwords by m (lanes
// past the popcount are don't-cares), and the reference filterWidth's
// positions that compact 8 values by a mask byte.
var permute8x32 = func() (t [256]uint64) {
	for m := range 256 {
		k := 0
		for b := range 8 {
			if m>>b&1 != 0 {
				t[m] |= uint64(b) << (8 * k)
				k++
			}
		}
	}
	return t
}()

// permute4x64[m] is permute8x32 for 4 qwords by the nibble m, each qword
// moved as its two dwords.
var permute4x64 = func() (t [16]uint64) {
	for m := range 16 {
		k := 0
		for b := range 4 {
			if m>>b&1 != 0 {
				t[m] |= uint64(2*b)<<(16*k) | uint64(2*b+1)<<(16*k+8)
				k++
			}
		}
	}
	return t
}()

// tbl4x32[m] is the TBL byte shuffle that moves the dwords of a vector
// whose bits are set in the nibble m to its front.
var tbl4x32 = tblCompact(4)

// tbl2x64[m] is tbl4x32 for the 2 qwords of a vector and the bits m < 4.
var tbl2x64 = tblCompact(8)

// pop8[m] is the popcount of the byte m.
var pop8 = func() (t [256]uint8) {
	for m := range t {
		t[m] = uint8(bits.OnesCount8(uint8(m)))
	}
	return t
}()

// pop4[m] is the popcount of m < 16.
var pop4 = func() (t [16]uint8) {
	for m := range t {
		t[m] = uint8(bits.OnesCount8(uint8(m)))
	}
	return t
}()

// tblCompact builds the 16-byte shuffles for lanes of size bytes, one per
// lane mask m < 1<<(16/size); the other entries stay zero.
func tblCompact(size int) (t [16][16]byte) {
	lanes := 16 / size
	for m := range 1 << lanes {
		k := 0
		for l := range lanes {
			if m>>l&1 != 0 {
				for b := range size {
					t[m][k*size+b] = byte(l*size + b)
				}
				k++
			}
		}
	}
	return t
}

// shuffle8x16[m] is the PSHUFB/TBL byte shuffle that moves the words of an
// 8-word vector whose bits are set in m to its front, as byte pairs.
var shuffle8x16 = func() (t [256][16]byte) {
	for m := range 256 {
		k := 0
		for b := range 8 {
			if m>>b&1 != 0 {
				t[m][2*k], t[m][2*k+1] = byte(2*b), byte(2*b+1)
				k++
			}
		}
	}
	return t
}()
