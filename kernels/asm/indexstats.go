package asm

// Index statistics, the check pass of a take: one read of the indices gives
// their maximum (against the values' length) and whether they ever step
// down (unsorted) or fail to step up (not strictly increasing, which with
// the first and last index tells a contiguous range). AVX-512, AVX2 and NEON
// look at 16, 8 and 8 indices and their predecessors per step, keeping the
// flags in mask registers or vectors, with no branch per index; the generic
// level runs the pure-Go twin.

// indexStats32Of returns the largest of idx, whether some idx[i] < idx[i-1]
// (down), and whether some idx[i] <= idx[i-1] (flat). Requires len(idx) > 0.
func (k *kit) indexStats32Of(idx []uint32) (mx uint32, down, flat bool) {
	done := 0
	if f := k.indexStats32; f != nil && len(idx) > 16 {
		done, mx, down, flat = f(idx)
		mx = max(mx, idx[0])
	}
	m, d, fl := indexStats32Go(idx[done:])
	return max(mx, m), down || d, flat || fl
}

// indexStats32Go is the pure-Go twin: it covers all of idx (idx[0] has no
// predecessor here; the caller's split overlaps by one index).
func indexStats32Go(idx []uint32) (mx uint32, down, flat bool) {
	if len(idx) == 0 {
		return 0, false, false
	}
	prev := idx[0]
	mx = prev
	var d, f uint32
	for _, u := range idx[1:] {
		mx = max(mx, u)
		d |= b2u32(u < prev)
		f |= b2u32(u <= prev)
		prev = u
	}
	return mx, d != 0, f != 0
}

func b2u32(b bool) uint32 {
	var x uint32
	if b {
		x = 1
	}
	return x
}

// foldMax returns the largest of the 16 lane maxima of a block kernel.
func foldMax(acc *[16]uint32) uint32 {
	m := acc[0]
	for _, v := range acc[1:] {
		m = max(m, v)
	}
	return m
}
