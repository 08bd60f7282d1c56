package asm

import "math"

// View bounds: the first pass of MinMax over binary and utf8 views. The
// least and greatest ordering key (ViewKey) of a run of views bound the
// run's values: a value whose key is above the least key cannot be the
// least value, so package kernels reads the data buffers only for the runs
// whose bounds reach its running ones, and there only the views whose key
// ties. The assembly levels compute the keys of 8 views per step with the
// validity bitmap applied as a lane mask (viewbounds_*.s); the generic
// level runs viewBoundsGo.

// viewBoundsChunk is how many views an assembly call covers at most: the
// validity bytes of a chunk at an unaligned offset are shifted into a
// buffer of viewBoundsChunk/8 bytes on the caller's stack.
const viewBoundsChunk = 1024

// viewBoundsOf returns the least and greatest ViewKey of the valid views:
// views[i] is valid iff valid is nil or bit off+i of valid is set. No
// valid view gives (MaxUint32, 0).
func (k *kit) viewBoundsOf(views [][2]uint64, valid []byte, off int) (lo, hi uint32) {
	if valid != nil && len(views) > 0 {
		needLen("ViewBounds", "valid (bits)", 8*len(valid), off+len(views))
	}
	if k.viewBounds == nil {
		return viewBoundsGo(views, valid, off)
	}
	return k.viewBounds(views, valid, off)
}

// viewBoundsGo is the pure-Go twin of the assembly kernels, for any
// length and offset.
func viewBoundsGo(views [][2]uint64, valid []byte, off int) (lo, hi uint32) {
	lo = math.MaxUint32
	if valid == nil {
		for _, v := range views {
			key := ViewKey(v[0])
			lo, hi = min(lo, key), max(hi, key)
		}
		return lo, hi
	}
	for i, v := range views {
		if j := off + i; valid[j>>3]>>(j&7)&1 != 0 {
			key := ViewKey(v[0])
			lo, hi = min(lo, key), max(hi, key)
		}
	}
	return lo, hi
}

// boundsBits returns the n/8 bytes (n a multiple of 8) holding bits
// [off, off+n) of valid from bit 0: valid itself when off is a multiple of
// 8, else those bits shifted into buf; nil when valid is nil.
func boundsBits(buf, valid []byte, off, n int) []byte {
	if valid == nil {
		return nil
	}
	i, s := off>>3, uint(off&7)
	if s == 0 {
		return valid[i : i+n/8]
	}
	buf = buf[:n/8]
	src := valid[i : i+n/8+1] // bit off+n-1 lies in byte i+n/8
	for j := range buf {
		buf[j] = src[j]>>s | src[j+1]<<(8-s)
	}
	return buf
}
