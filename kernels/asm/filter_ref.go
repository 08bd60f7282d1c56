package asm

import (
	"encoding/binary"
	"math/bits"
)

// The pure-Go reference filter: the generic level's Filter8 ... Filter256
// entries, and what finishes the blocks an assembly word kernel leaves.
//
// Contract of a filter width kernel: for every i < len(src) whose bit
// maskOff+i of mask is set, in order, it stores src[i] into dst starting at
// dst[0], and it returns how many it stored. dst holds at least that many
// elements; the kernel may use dst[count:len(dst)] as scratch while it runs
// (an assembly kernel storing whole vectors does), but never writes past
// len(dst). mask holds the bits [maskOff, maskOff+len(src)) and may be
// read a whole word past them within its capacity (LoadBits). Values never
// need alignment beyond their Go type's.

// sparseBits is the popcount up to which a 64-slot mask word is walked set
// bit by set bit (a trailing-zero loop, about 2.5 cycles per kept value);
// denser words are compacted a mask byte at a time (about 3.5 cycles per
// 8 slots). The crossover was measured at a selectivity near 0.6.
const sparseBits = 36

// filterWidth is the generic filter width kernel. Per 64-bit mask word, by
// its popcount: none set skips the word, all set copies the 64 values as
// one block, few set visit each set bit, and dense words are compacted
// through permute8x32: per mask byte, 8 unconditional stores of the
// values the byte selects, in order, then the output moves by the byte's
// popcount, so the loop has no data-dependent branch. Those stores may run
// up to 7 values past the word's output, which later words overwrite; the
// last words, where that could pass the end of dst, take an exact loop.
func filterWidth[E any](dst, src []E, mask []byte, maskOff int) int {
	n := len(src)
	j := 0
	for base := 0; base < n; base += 64 {
		k := min(64, n-base)
		w := LoadBits(mask, maskOff+base, k)
		c := bits.OnesCount64(w)
		switch {
		case c == 0:
		case c == k:
			copy(dst[j:j+k], src[base:base+k])
		case c <= sparseBits:
			s := src[base : base+k]
			d := dst[j : j+c]
			for x := 0; w != 0; x++ {
				d[x] = s[bits.TrailingZeros64(w)&63]
				w &= w - 1
			}
		case k == 64 && j+c+8 <= len(dst):
			s := (*[64]E)(src[base : base+64])
			o := j
			for sh := uint(0); sh < 64; sh += 8 {
				mb := uint8(w >> sh)
				p := permute8x32[mb]
				d := (*[8]E)(dst[o : o+8])
				d[0] = s[(sh+uint(p&7))&63]
				d[1] = s[(sh+uint(p>>8&7))&63]
				d[2] = s[(sh+uint(p>>16&7))&63]
				d[3] = s[(sh+uint(p>>24&7))&63]
				d[4] = s[(sh+uint(p>>32&7))&63]
				d[5] = s[(sh+uint(p>>40&7))&63]
				d[6] = s[(sh+uint(p>>48&7))&63]
				d[7] = s[(sh+uint(p>>56&7))&63]
				o += bits.OnesCount8(mb)
			}
		default:
			// exact: every slot up to the last set bit stores at d[o] and
			// moves o by its mask bit, so o never passes c-1.
			last := 64 - bits.LeadingZeros64(w)
			s := src[base : base+last]
			d := dst[j : j+c]
			o := 0
			for i := range s {
				d[o] = s[i]
				o += int(w >> uint(i) & 1)
			}
		}
		j += c
	}
	return j
}

// LoadBits returns bits [off, off+n) of b (n <= 64) as the low bits of a
// word, reading one unaligned word when b's capacity allows, else byte by
// byte. Package kernels reads its bitmaps with it too.
func LoadBits(b []byte, off, n int) uint64 {
	i, s := off>>3, uint(off&7)
	var w uint64
	if full := b[:cap(b)]; i+9 <= len(full) {
		w = binary.LittleEndian.Uint64(full[i:])>>s | uint64(full[i+8])<<(64-s)
	} else {
		end := (off + n + 7) >> 3
		for k := i; k < end; k++ {
			w |= uint64(b[k]) << (8 * uint(k-i))
		}
		w >>= s
		if s != 0 && end-i == 9 {
			w |= uint64(b[i+8]) << (64 - s)
		}
	}
	if n >= 64 {
		return w
	}
	return w & (1<<uint(n) - 1)
}

// takeWidth is the take (gather) width kernel, the Table's Take<w>x<i>
// entries at every level: dst[i] = src[idx[i]] for every i < len(idx);
// len(dst) >= len(idx) and every idx[i] < len(src) (the caller checked
// them: an index out of range panics here). Null indices never reach it.
// Hardware gathers (VPGATHERQQ) are not faster than scalar loads on the
// machines quiver targets, and for sorted indices the loads stream.
func takeWidth[E any, I uint8 | uint16 | uint32 | uint64](dst, src []E, idx []I) {
	dst = dst[:len(idx)]
	for i, x := range idx {
		dst[i] = src[x]
	}
}
