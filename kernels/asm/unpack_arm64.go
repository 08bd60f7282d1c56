//go:build !noasm

package asm

import "unsafe"

// copy32LE unpacks width-32 values: on a little-endian machine a copy.
func copy32LE(dst []uint32, src []byte) {
	copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(dst))), 4*len(dst)), src)
}

func unpack32NEON(dst []uint32, src []byte, width int) {
	switch {
	case len(dst) == 0:
	case width == 0:
		clear(dst)
	case width == 32:
		copy32LE(dst, src)
	default:
		c := laneChunks(len(dst), len(src), width)
		if c > 0 {
			unpack32BlocksNEON(dst[:8*c], src, width, &laneUnpackConsts[width])
		}
		unpack32Go[width](dst[8*c:], src[c*width:])
	}
}

// unpack32GroupsNEON calls unpack32NEON's kernel directly: with
// UnpackSlack bytes past the groups, every step may load its 16 bytes
// (laneChunks: hiOff+16-w <= 16).
var unpack32GroupsNEON = func() (t [33]func(dst []uint32, src []byte)) {
	for w := range t {
		switch w {
		case 0:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 0); clear(dst) }
		case 32:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 32); copy32LE(dst, src) }
		default:
			c := &laneUnpackConsts[w]
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), w); unpack32BlocksNEON(dst, src, w, c) }
		}
	}
	return t
}()

// unpack32BlocksNEON unpacks len(dst)/8 steps of 8 width-bit values.
// Requires: len(dst)%8 == 0; 1 <= width <= 31; each step's 16-byte read at
// c.hiOff past its start lies within src (see laneChunks); ASIMD.
//
//go:noescape
func unpack32BlocksNEON(dst []uint32, src []byte, width int, c *laneUnpack)
