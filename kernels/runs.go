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
	return setBitRuns(asm.ActiveTable(), bitmap, offset, length)
}

// Runs iterates over all maximal runs of equal bits among bits
// [offset, offset+length) of bitmap, set and clear alternately, in order.
// It panics if the range does not fit the bitmap.
func Runs(bitmap []byte, offset, length int) iter.Seq[Run] {
	checkBitmap("Runs", "bitmap", bitmap, offset, length)
	return runs(asm.ActiveTable(), bitmap, offset, length)
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

// uniformWords is how many consecutive words without a run boundary the
// iterator walks before it calls the level's byte scan: a call costs a few
// words' worth of work, so short stretches are cheaper to walk.
const uniformWords = 4

// setBitRuns walks the bitmap in 64-bit words aligned to absolute bit
// positions (bits before off and from off+n on are masked to zero), and in
// each word alternates two trailing-zero counts: the next set bit starts a
// run, the next clear bit after it ends the run.
func setBitRuns(k *asm.Table, b []byte, off, n int) iter.Seq2[int, int] {
	return func(yield func(start, end int) bool) {
		end := off + n
		inRun, start, streak := false, 0, 0
		for base := off &^ 63; base < end; base += 64 {
			var w uint64
			if i := base >> 3; i+8 <= len(b) {
				w = binary.LittleEndian.Uint64(b[i:])
			} else {
				w = partialWord(b[i:])
			}
			if base < off {
				w &^= 1<<uint(off-base) - 1
			}
			if end-base < 64 {
				w &= 1<<uint(end-base) - 1
			}
			var p uint // bits of w below p are done
			if inRun {
				if w == ^uint64(0) {
					if streak++; streak >= uniformWords {
						base = skipWords(k, b, base, end, 0xff)
						streak = 0
					}
					continue
				}
				p = uint(bits.TrailingZeros64(^w))
				if !yield(start, base+int(p)-off) {
					return
				}
				inRun = false
			} else if w == 0 {
				if streak++; streak >= uniformWords {
					base = skipWords(k, b, base, end, 0)
					streak = 0
				}
				continue
			}
			streak = 0
			for {
				x := w >> p << p
				if x == 0 {
					break
				}
				s := uint(bits.TrailingZeros64(x))
				y := ^w >> s << s
				if y == 0 {
					inRun, start = true, base+int(s)-off
					break
				}
				p = uint(bits.TrailingZeros64(y))
				if !yield(base+int(s)-off, base+int(p)-off) {
					return
				}
			}
		}
		if inRun {
			yield(start, n)
		}
	}
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
