package kernels

import (
	"math/bits"
	"unsafe"
)

// The pure-Go filter width kernels. One body, filterWidth, serves every
// element width; the dispatch table (dispatch_gen.go) holds its
// instantiation for each width under a plain signature,
//
//	func(dst, src []E, mask []byte, maskOff int) int
//
// with E = uint8, uint16, uint32, uint64, [2]uint64 or [4]uint64, so that an
// assembly level can replace any entry with a function of the same type.
//
// Contract of a filter width kernel: for every i < len(src) whose bit
// maskOff+i of mask is set, in order, it stores src[i] into dst starting at
// dst[0], and it returns how many it stored. dst holds at least that many
// elements; the kernel may use dst[count:len(dst)] as scratch while it runs
// (an assembly kernel storing whole vectors does), but never writes past
// len(dst). mask holds the bits [maskOff, maskOff+len(src)) and may be
// read a whole word past them within its capacity (loadBits). Values never
// need alignment beyond their Go type's.

// sparseBits is the popcount up to which a 64-slot mask word is walked set
// bit by set bit (a trailing-zero loop, about 2.5 cycles per kept value);
// denser words are compacted a mask byte at a time (about 3.5 cycles per
// 8 slots). The crossover was measured at a selectivity near 0.6.
const sparseBits = 36

// compactPositions[m] holds, a byte each from the low byte, the positions of
// the set bits of the byte m: the permutation that compacts 8 values by m.
var compactPositions = func() (t [256]uint64) {
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

// filterWidth is the generic filter width kernel. Per 64-bit mask word, by
// its popcount: none set skips the word, all set copies the 64 values as
// one block, few set visit each set bit, and dense words are compacted
// through compactPositions: per mask byte, 8 unconditional stores of the
// values the byte selects, in order, then the output moves by the byte's
// popcount, so the loop has no data-dependent branch. Those stores may run
// up to 7 values past the word's output, which later words overwrite; the
// last words, where that could pass the end of dst, take an exact loop.
func filterWidth[E any](dst, src []E, mask []byte, maskOff int) int {
	n := len(src)
	j := 0
	for base := 0; base < n; base += 64 {
		k := min(64, n-base)
		w := loadBits(mask, maskOff+base, k)
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
				p := compactPositions[mb]
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

// filterRuns filters values of w bytes each (any w, for fixed-size binary
// of odd widths): every run of consecutive set mask bits is one copy. It
// returns the number of values stored.
func filterRuns(dst, src []byte, w int, mask []byte, maskOff, n int) int {
	j := 0
	forEachRun(mask, maskOff, n, func(from, to int) {
		j += copy(dst[j:], src[from*w:to*w])
	})
	return j / max(w, 1)
}

// forEachRun calls f(from, to) for every maximal run [from, to) of set bits
// among bits [off, off+n) of b, in order, with positions relative to off.
func forEachRun(b []byte, off, n int, f func(from, to int)) {
	start := -1 // start of the open run, -1 for none
	for base := 0; base < n; base += 64 {
		k := min(64, n-base)
		w := loadBits(b, off+base, k)
		switch w {
		case 0:
			if start >= 0 {
				f(start, base)
				start = -1
			}
			continue
		case lowBits(k):
			if start < 0 {
				start = base
			}
			continue
		}
		pos := 0
		for pos < k {
			if start < 0 {
				// skip zeros
				z := bits.TrailingZeros64(w >> uint(pos))
				if pos+z >= k {
					break
				}
				pos += z
				start = base + pos
			}
			// run of ones from pos
			o := bits.TrailingZeros64(^(w >> uint(pos)))
			if pos+o >= k {
				break // the run continues into the next word
			}
			pos += o
			f(start, base+pos)
			start = -1
		}
	}
	if start >= 0 {
		f(start, n)
	}
}

// viewAs reinterprets the first n elements of b as a []E (no copy). b must
// hold n*sizeof(E) bytes and be aligned for E, as buffers from
// arrays.AllocBuffer and the validated buffers of arrays are.
func viewAs[E any](b []byte, n int) []E {
	if n == 0 {
		return nil
	}
	var z E
	_ = b[n*int(unsafe.Sizeof(z))-1]
	return unsafe.Slice((*E)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// viewAt reinterprets elements [off, off+n) of b as a []E.
func viewAt[E any](b []byte, off, n int) []E {
	var z E
	s := int(unsafe.Sizeof(z))
	return viewAs[E](b[off*s:], n)
}

// unsafeSizeof is the size of one E in bytes.
func unsafeSizeof[E any]() uintptr {
	var z E
	return unsafe.Sizeof(z)
}

// bytesOfSlice reinterprets s as its bytes (no copy).
func bytesOfSlice[E any](s []E) []byte {
	if cap(s) == 0 {
		return nil
	}
	size := int(unsafeSizeof[E]())
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), cap(s)*size)[:len(s)*size]
}

// viewAs32 views a slice of 4-byte integers (int32 indices and outputs) as
// uint32.
func viewAs32[T anyInt](s []T) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}
