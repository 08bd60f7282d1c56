package kernels

import (
	"encoding/binary"
	"iter"
	"math/bits"

	"github.com/quiver-go/quiver/kernels/asm"
)

// Run is a maximal stretch [Start, End) of equal bits, counted from the
// bitmap offset; Set tells which value they hold.
type Run struct {
	Start, End int
	Set        bool
}

// Len returns End - Start.
func (r Run) Len() int { return r.End - r.Start }

// SetBitRuns iterates over the maximal runs of set bits among bits
// [offset, offset+length) of bitmap, in order, yielding each as
// [start, end) counted from offset. It reads a 64-bit word per step and
// finds the run boundaries in it with trailing-zero counts, so random
// bitmaps cost a few instructions per run; across long stretches of equal
// bits it switches to the level's uniform-byte scan, so long runs cost
// about as much as reading memory. It panics if the range does not fit the
// bitmap.
func SetBitRuns(bitmap []byte, offset, length int) iter.Seq2[int, int] {
	checkBitmap("SetBitRuns", "bitmap", bitmap, offset, length)
	return setBitRuns(defaultTable, bitmap, offset, length)
}

// Runs iterates over all maximal runs of equal bits among bits
// [offset, offset+length) of bitmap, set and clear alternately, in order.
// It panics if the range does not fit the bitmap.
func Runs(bitmap []byte, offset, length int) iter.Seq[Run] {
	checkBitmap("Runs", "bitmap", bitmap, offset, length)
	return runs(defaultTable, bitmap, offset, length)
}

func runs(k *asm.Table, b []byte, off, n int) iter.Seq[Run] {
	return func(yield func(Run) bool) {
		prev := 0
		for s, e := range setBitRuns(k, b, off, n) {
			if s > prev && !yield(Run{prev, s, false}) {
				return
			}
			if !yield(Run{s, e, true}) {
				return
			}
			prev = e
		}
		if prev < n {
			yield(Run{prev, n, false})
		}
	}
}

// blockWords is how many 64-bit words the run iterator decodes at a time:
// 1024 bits, whose run boundaries fit a 4 KiB stack buffer.
const blockWords = 16

// denseBoundaries is the average number of run boundaries per word above
// which a block is decoded with the per-word loop rather than flattened.
const denseBoundaries = 2

// setBitRuns reads the bitmap in 64-bit words aligned to absolute bit
// positions (bits before off and from off+n on read as zero) and marks in
// each word the run boundaries, the bits that differ from the bit before
// them: tr = w ^ (w<<1 | last bit of the previous word). Boundaries pair up
// into runs. A run is open at a word boundary exactly when the previous
// word's last bit is set.
//
// Blocks of words are decoded one of two ways, chosen from the previous
// block's boundary count. Where boundaries are sparse, the level's
// Boundaries kernel flattens a block into a buffer of positions without a
// data-dependent branch per word, and the runs are then yielded from the
// buffer. Where they are dense, each word's boundaries are
// walked and yielded directly, with one trailing-zero count per boundary.
// A block without any boundary continues the current state, and the
// level's uniform-byte scan skips the rest of such a stretch.
func setBitRuns(k *asm.Table, b []byte, off, n int) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		end := off + n
		var carry uint64 // the last bit of the previous word
		var buf [blockWords*64 + 4]int32
		var edge [8 * blockWords]byte
		start := 0 // where the open run, if any (carry != 0), started
		dense := false
		for base := off &^ 63; base < end; {
			words := min(blockWords, (end-base+63)/64)
			block := wordsAt(b, base, words, off, end, &edge)
			pos := base - off
			cnt := 0
			if dense {
				for j := range words {
					w := binary.LittleEndian.Uint64(block[8*j:])
					tr := w ^ (w<<1 | carry)
					open := carry != 0
					carry = w >> 63
					cnt += bits.OnesCount64(tr)
					p := pos + 64*j
					if open && tr != 0 {
						if !yield(start, p+bits.TrailingZeros64(tr)) {
							return
						}
						tr &= tr - 1
					}
					for tr != 0 {
						s := bits.TrailingZeros64(tr)
						tr &= tr - 1
						if tr == 0 {
							start = p + s
							break
						}
						if !yield(p+s, p+bits.TrailingZeros64(tr)) {
							return
						}
						tr &= tr - 1
					}
				}
			} else {
				open := carry != 0
				cnt, carry = k.Boundaries(buf[:], block, carry)
				i := 0
				if open && cnt > 0 {
					if !yield(start, pos+int(buf[0])) {
						return
					}
					i = 1
				}
				for ; i+1 < cnt; i += 2 {
					if !yield(pos+int(buf[i]), pos+int(buf[i+1])) {
						return
					}
				}
				if i < cnt {
					start = pos + int(buf[i])
				}
			}
			base += 64 * words
			dense = cnt > denseBoundaries*words
			if cnt == 0 && words == blockWords && base < end {
				base = skipWords(k, b, base-64, end, byte(0-carry)) + 64
			}
		}
		if carry != 0 {
			yield(start, n)
		}
	}
}

// wordsAt returns the bytes of words 64-bit words of b from absolute bit
// base (a multiple of 64): b itself where they lie inside [off, end), else a
// copy in edge with the bits outside read as zero.
func wordsAt(b []byte, base, words, off, end int, edge *[8 * blockWords]byte) []byte {
	if base >= off && base+64*words <= end {
		return b[base>>3 : base>>3+8*words]
	}
	for j := range words {
		binary.LittleEndian.PutUint64(edge[8*j:], edgeWord(b, base+64*j, off, end))
	}
	return edge[:8*words]
}

// edgeWord loads the word of b at absolute bit wb (a multiple of 64) when
// it holds bits outside [off, end), which read as zero; only the bytes that
// exist are read.
func edgeWord(b []byte, wb, off, end int) uint64 {
	var w uint64
	if i := wb >> 3; i+8 <= len(b) {
		w = binary.LittleEndian.Uint64(b[i:])
	} else {
		w = partialWord(b[i:])
	}
	if wb < off {
		w &^= 1<<uint(off-wb) - 1
	}
	if end-wb < 64 {
		w &= 1<<uint(end-wb) - 1
	}
	return w
}

// skipWords is called after the word at base and the ones before it were
// all x (0x00 or 0xff); it returns the base of the last word known to be
// all x, found with the level's byte scan over the whole bytes before end.
func skipWords(k *asm.Table, b []byte, base, end int, x byte) int {
	i, e := (base+64)>>3, end>>3
	if e-i < 8 {
		return base
	}
	j := k.Skip(b[i:e], x)
	return (base+64+8*j)&^63 - 64
}

// partialWord loads the fewer than 8 bytes of b as the low bytes of a word.
func partialWord(b []byte) uint64 {
	var w uint64
	for j := min(len(b), 8) - 1; j >= 0; j-- {
		w = w<<8 | uint64(b[j])
	}
	return w
}
