//go:build !noasm

package asm

import "math"

// viewBoundsNEONBlock is the kit's view bounds at the NEON level: the NEON
// kernel over chunks of whole 16-view groups, called directly so that the
// shifted validity bytes stay on this frame (a call through the kit's
// function value would move them to the heap), and Go over the last views.
func viewBoundsNEONBlock(views [][2]uint64, valid []byte, off int) (lo, hi uint32) {
	var buf [viewBoundsChunk / 8]byte
	lo = math.MaxUint32
	for len(views) >= 16 {
		n := min(len(views), viewBoundsChunk) &^ 15
		l, h := viewBoundsNEON(views[:n], boundsBits(buf[:], valid, off, n))
		lo, hi = min(lo, l), max(hi, h)
		views, off = views[n:], off+n
	}
	l, h := viewBoundsGo(views, valid, off)
	return min(lo, l), max(hi, h)
}
