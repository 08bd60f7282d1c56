package asm

import "math"

// The binary filter kernels: the two passes of a filter over a utf8 or
// binary array with int32 offsets (kernels/select_filter.go), over whole 64-slot
// words. At a selectivity of one half, the Go passes take a branch per
// run of kept slots (sizing) and about 25 instructions per kept value
// (moving); the kernels size 8 slots per masked add and move a value
// with a 32-byte load and store, its output offset coming from a prefix
// sum of the kept lengths (issue 14: filter utf8 at 64K). The AVX-512
// level sizes with its own kernel and moves with the AVX2 one (see
// templates/binfilter_asm.json).

// binFilterChunk is the most words a kernel call takes, so that the
// goroutine reaches a safe point every ~2K values (see SafePoint).
const binFilterChunk = 32

// binFilterWords returns how many whole 64-slot words of offs (len(offs)-1
// slots) the kernels may take with keep's bits from off: the mask loads
// read 8 bytes per word and one more.
func binFilterWords(offs []int32, keep []byte, off int) int {
	if len(offs) == 0 || off < 0 || off/8 >= len(keep) {
		return 0
	}
	return min((len(offs)-1)/64, (len(keep)-off/8-1)/8)
}

// keptBytes32Of is the KeptBytes32 entry of a level whose kernel f sums
// whole words (nil: none).
func keptBytes32Of(f func(offs []int32, mask []byte, shift uint) int64) func(offs []int32, keep []byte, off int) (int64, int) {
	return func(offs []int32, keep []byte, off int) (int64, int) {
		if f == nil {
			return 0, 0
		}
		words := binFilterWords(offs, keep, off)
		var total int64
		for done := 0; done < words; {
			c := min(words-done, binFilterChunk)
			at := 64 * done
			total += f(offs[at:at+64*c+1], keep[(off+at)/8:], uint((off+at)&7))
			done += c
			SafePoint()
		}
		return total, words
	}
}

// filterBinary32Of is the FilterBinary32 entry of a level whose kernel f
// moves whole words (nil: none). lim, the largest offset whose value the
// kernel may read 32 bytes from, keeps its loads within src's capacity.
func filterBinary32Of(f func(out []int32, data, src []byte, offs []int32, mask []byte, shift uint, pos, lim int, scratch *[160]int32) (int, int, int)) func(out []int32, data []byte, pos int, src []byte, offs []int32, keep []byte, off int) (int, int, int) {
	return func(out []int32, data []byte, pos int, src []byte, offs []int32, keep []byte, off int) (int, int, int) {
		words := binFilterWords(offs, keep, off)
		lim := min(len(src), cap(src)-32, math.MaxInt32)
		if f == nil || words == 0 || lim < 0 || pos < 0 || pos > len(data) {
			return pos, 0, 0
		}
		var scratch [160]int32
		kept, done := 0, 0
		for done < words {
			c := min(words-done, binFilterChunk)
			at := 64 * done
			p, k, d := f(out[kept:], data, src[:cap(src)], offs[at:at+64*c+1], keep[(off+at)/8:], uint((off+at)&7), pos, lim, &scratch)
			pos, kept, done = p, kept+k, done+d
			SafePoint()
			if d < c {
				break
			}
		}
		return pos, kept, done
	}
}
