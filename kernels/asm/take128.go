package asm

// Gathers of 16-byte values (binary and utf8 views) by 32-bit indices,
// the inner loop of a take on view arrays. With random indices over a
// large array nearly every load misses the caches; the assembly prefetches
// the value 32 indices ahead, so that many misses are in flight at once
// instead of as many as the out-of-order window happens to hold.

// take128Asm[l] is level l's assembly gather (nil: the pure-Go loop). It
// stores dst[i] = src[idx[i]] for leading i and returns how many: it stops
// about 33 before the end (it reads the indices ahead) or at the first
// index at or above len(src).
var take128Asm [numLevels]func(dst, src [][2]uint64, idx []uint32) int

// HasTake128Asm reports whether the level gathers 16-byte values in
// assembly.
func (k *Table) HasTake128Asm() bool { return take128Asm[k.level] != nil }

// Take128x32 stores src[idx[i]] in dst[i] for each i < len(idx), the
// contract of package kernels' take width kernels: an index out of range
// panics, like the Go loop. Requires: len(dst) >= len(idx).
func (k *Table) Take128x32(dst, src [][2]uint64, idx []uint32) {
	dst = dst[:len(idx)]
	done := 0
	if f := take128Asm[k.level]; f != nil && len(src) > 0 {
		// Chunks keep each assembly call short: the runtime cannot preempt
		// inside one, and a garbage collection would wait for it.
		for {
			l := min(len(idx)-done, take128Chunk)
			if l < 40 {
				break
			}
			n := f(dst[done:], src, idx[done:done+l])
			done += n
			if n <= l-40 { // stopped early: an index out of range
				break
			}
		}
	}
	for i, x := range idx[done:] {
		dst[done+i] = src[x]
	}
}

// take128Chunk is the number of indices per assembly call: with a cache
// miss each, some microseconds, short enough for the preemption requests
// of a garbage collection (longer calls made them retry at length).
const take128Chunk = 1 << 11
