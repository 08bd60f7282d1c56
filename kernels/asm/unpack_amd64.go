//go:build !noasm

package asm

// vbmiUnpack holds the AVX-512 unpack constants for one width w in 1..31,
// for 16 values (one half of a group, 2w bytes, loaded with a byte mask so
// nothing past the group is read).
//
// For w <= 28 two values share each 64-bit lane: perm gathers into lane j
// the 8 bytes starting at the byte that holds value 2j's first bit, and ctrl
// gives VPMULTISHIFTQB, for each output byte, the bit offset in that lane of
// the 8 bits it takes (value 2j at o, value 2j+1 at o+w, 2w+7 <= 64 bits).
// For w > 28 a lane cannot hold two values, so each 32-bit lane is built as
// in laneUnpack: perm gathers bytes sb..sb+3, ctrl (a second VPERMB table)
// sb+1..sb+4, then the first is shifted right by s, the second left by 8-s.
// For w <= 16 a whole group's 4w bytes fit one 64-byte load, and hi is
// perm for its second half (2w bytes on); an index past 63 is clamped,
// as those bytes lie past the 4w bytes that hold the group (bits the AND
// clears).
type vbmiUnpack struct {
	perm [64]byte   // +0
	ctrl [64]byte   // +64
	shr  [16]uint32 // +128 (w > 28)
	shl  [16]uint32 // +192 (w > 28)
	hi   [64]byte   // +256 (w <= 16): perm for the group's second half, from one 4w-byte load
}

var vbmiUnpackConsts = func() (c [32]vbmiUnpack) {
	for w := 1; w < 32; w++ {
		k := &c[w]
		if w <= 28 {
			for j := range 8 {
				sb := 2 * j * w / 8
				o := 2*j*w - 8*sb
				for t := range 8 {
					k.perm[8*j+t] = byte(sb + t)
				}
				for t := range 8 {
					k.hi[8*j+t] = byte(min(2*w+sb+t, 63))
				}
				for b := range 4 {
					k.ctrl[8*j+b] = byte((o + 8*b) & 63)
					k.ctrl[8*j+4+b] = byte((o + w + 8*b) & 63)
				}
			}
			continue
		}
		for i := range 16 {
			sb, s := i*w/8, i*w%8
			for t := range 4 {
				k.perm[4*i+t] = byte(sb + t)
				k.ctrl[4*i+t] = byte(sb + 1 + t)
			}
			k.shr[i], k.shl[i] = uint32(s), uint32(8-s)
		}
	}
	return c
}()

// unpack32CopyAVX2 unpacks len(dst)/32 groups of 32-bit values (on a
// little-endian machine a copy), 128 bytes per step with ordinary stores,
// reading exactly 4*len(dst) bytes; the unpack kernels get whole groups.
// Not copy: the runtime's memmove switches to non-temporal stores above
// 1 MB, which send the output past the caches to memory, and a decoder's
// output is read next (1M values on Zen 3: memmove 217 us, this loop
// 157 us; at 64K values both copy at the same 35 GB/s).
// Requires: len(dst)%32 == 0; len(src) >= 4*len(dst); AVX2.
//
//go:noescape
func unpack32CopyAVX2(dst []uint32, src []byte)

// unpack32VBMI is the AVX-512 level's own Unpack32 kernel (VBMI
// multishift; the avx512-zen4 variant picks the AVX2 one at some widths, see
// unpackPlan).
func unpack32VBMI(dst []uint32, src []byte, width int) {
	switch {
	case len(dst) == 0:
	case width == 0:
		clear(dst)
	case width == 32:
		unpack32CopyAVX2(dst, src)
	case width == 1:
		unpack32Width1AVX512(dst, src)
	case width == 8:
		unpack32Width8AVX512(dst, src)
	case width == 16:
		unpack32Width16AVX512(dst, src)
	case width <= 15:
		unpack32Multishift1AVX512(dst, src, width, &vbmiUnpackConsts[width], fastGroups(len(dst), len(src), width))
	case width <= 28:
		unpack32MultishiftAVX512(dst, src, width, &vbmiUnpackConsts[width], fastGroups(len(dst), len(src), width))
	default:
		unpack32VarShiftAVX512(dst, src, width, &vbmiUnpackConsts[width], fastGroups(len(dst), len(src), width))
	}
}

// unpack32GroupsVBMI calls unpack32VBMI's kernels directly: with
// UnpackSlack bytes past the groups, every group may take the 64-byte loads
// (fastGroups: 64 - 2w <= UnpackSlack).
var unpack32GroupsVBMI = func() (t [33]func(dst []uint32, src []byte)) {
	for w := range t {
		switch {
		case w == 0 || w == 32:
			t[w] = unpack32GroupsAVX2[w]
		case w == 1:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 1); unpack32Width1AVX512(dst, src) }
		case w == 8:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 8); unpack32Width8AVX512(dst, src) }
		case w == 16:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 16); unpack32Width16AVX512(dst, src) }
		case w <= 15:
			c := &vbmiUnpackConsts[w]
			t[w] = func(dst []uint32, src []byte) {
				needGroups(len(dst), len(src), w)
				unpack32Multishift1AVX512(dst, src, w, c, len(dst)/Batch)
			}
		case w <= 28:
			c := &vbmiUnpackConsts[w]
			t[w] = func(dst []uint32, src []byte) {
				needGroups(len(dst), len(src), w)
				unpack32MultishiftAVX512(dst, src, w, c, len(dst)/Batch)
			}
		default:
			c := &vbmiUnpackConsts[w]
			t[w] = func(dst []uint32, src []byte) {
				needGroups(len(dst), len(src), w)
				unpack32VarShiftAVX512(dst, src, w, c, len(dst)/Batch)
			}
		}
	}
	return t
}()

// unpack32GroupsAVX2 calls unpack32AVX2's kernels directly: with
// UnpackSlack bytes past the groups, every step of the lane kernel may load
// its 16 bytes (laneChunks: hiOff+16-w <= 16).
var unpack32GroupsAVX2 = func() (t [33]func(dst []uint32, src []byte)) {
	for w := range t {
		switch {
		case w == 0:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 0); clear(dst) }
		case w == 32:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), 32); unpack32CopyAVX2(dst, src) }
		case w == 8 || w == 16:
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), w); unpack32ExtendAVX2(dst, src, w) }
		case w == 1 || w == 2 || w == 4:
			c := &shiftUnpackConsts[w]
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), w); unpack32ShiftAVX2(dst, src, w, c) }
		default:
			c := &laneUnpackConsts[w]
			t[w] = func(dst []uint32, src []byte) { needGroups(len(dst), len(src), w); unpack32BlocksAVX2(dst, src, w, c) }
		}
	}
	return t
}()

// unpack32RunsForAVX2 returns unpack32RunsAVX2 at the widths the lane
// kernel serves, nil at the others (which have kernels of their own, run
// from hybridRuns32For's Go loop).
func unpack32RunsForAVX2(width int) func(dst []uint32, src []byte, at, pos int) (int, int) {
	if width < 1 || width > 31 || width&(width-1) == 0 && width <= 16 {
		return nil
	}
	c := &laneUnpackConsts[width]
	return func(dst []uint32, src []byte, at, pos int) (int, int) {
		return unpack32RunsAVX2(dst, src, width, c, at, pos)
	}
}

// unpack32RunsForVBMI returns unpack32RunsAVX512 for width 1..32, nil
// at 0 (whose runs the Go loop takes with clear).
func unpack32RunsForVBMI(width int) func(dst []uint32, src []byte, at, pos int) (int, int) {
	if width < 1 || width > 32 {
		return nil
	}
	c := &vbmiUnpackConsts[width%32] // width 32 (a copy) uses none
	return func(dst []uint32, src []byte, at, pos int) (int, int) {
		return unpack32RunsAVX512(dst, src, width, c, at, pos)
	}
}

// unpack32RunsAVX512 is unpack32RunsAVX2 for 1 <= width <= 32 with the
// AVX-512 kernels (a copy at 32). Requires: as unpack32RunsAVX2; AVX-512
// F, BW, VBMI.
//
//go:noescape
func unpack32RunsAVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, at, pos int) (newAt, newPos int)

// unpack32RunsAVX2 unpacks the bit-packed runs with one-byte headers of a
// hybrid stream from src[pos] into dst[at:] while each fits (see
// hybridRuns32) and returns where it stopped. Requires: 0 <= at <=
// len(dst), 0 <= pos <= len(src); 1 <= width <= 31, not 1, 2, 4, 8 or 16;
// AVX2.
//
//go:noescape
func unpack32RunsAVX2(dst []uint32, src []byte, width int, c *laneUnpack, at, pos int) (newAt, newPos int)

// fastGroups returns how many leading groups of n values the AVX-512 kernels
// may load with plain 64-byte loads: group j's second half is loaded from
// byte 4w*j+2w, and those 64 bytes must lie within src.
func fastGroups(n, srcLen, width int) int {
	room := srcLen - 2*width - 64
	if room < 0 {
		return 0
	}
	return min(n/32, room/(4*width)+1)
}

func unpack32AVX2(dst []uint32, src []byte, width int) {
	switch {
	case len(dst) == 0:
	case width == 0:
		clear(dst)
	case width == 32:
		unpack32CopyAVX2(dst, src)
	case width == 8 || width == 16:
		unpack32ExtendAVX2(dst, src, width)
	case width == 1 || width == 2 || width == 4:
		unpack32ShiftAVX2(dst, src, width, &shiftUnpackConsts[width])
	default:
		c := laneChunks(len(dst), len(src), width)
		if c > 0 {
			unpack32BlocksAVX2(dst[:8*c], src, width, &laneUnpackConsts[width])
		}
		if 8*c < len(dst) { // only near the end of src; the call costs ~50 instructions per run of a hybrid stream
			unpack32Go[width](dst[8*c:], src[c*width:])
		}
	}
}

// unpack32MultishiftAVX512 unpacks len(dst)/32 groups of width-bit values.
// Requires: len(dst)%32 == 0; 1 <= width <= 28; len(src) >= len(dst)/8*width;
// the first fast groups may be read with 64-byte loads (see fastGroups), the
// rest are read exactly; AVX-512 F, BW, VBMI.
//
//go:noescape
func unpack32MultishiftAVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, fast int)

// unpack32Multishift1AVX512 is unpack32MultishiftAVX512 for width <= 15,
// with one load of the group's 4w bytes where that one takes two
// overlapping loads of 2w: VPERMB gathers both halves from it (perm, hi).
// On Zen 4 the loads, nearly all split across cache lines, were what
// bound the two-load kernel (width 2 at 64K values: 5.5 us, one load
// 3.0 us). Requires: as unpack32MultishiftAVX512, width <= 15 (its fast
// groups read 64 bytes from each group's start, within what fastGroups
// allows).
//
//go:noescape
func unpack32Multishift1AVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, fast int)

// unpack32VarShiftAVX512 is unpack32MultishiftAVX512 for 29 <= width <= 31.
//
//go:noescape
func unpack32VarShiftAVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, fast int)

// unpack32Width1AVX512 unpacks len(dst)/32 groups of 1-bit values, reading
// exactly len(dst)/8 bytes. Requires: len(dst)%32 == 0; AVX-512 F and BW
// (the 16-bit mask loads).
//
//go:noescape
func unpack32Width1AVX512(dst []uint32, src []byte)

// unpack32BlocksAVX2 unpacks len(dst)/8 steps of 8 width-bit values.
// Requires: len(dst)%8 == 0; 1 <= width <= 31; each step's 16-byte read at
// c.hiOff past its start lies within src (see laneChunks); AVX2.
//
//go:noescape
func unpack32BlocksAVX2(dst []uint32, src []byte, width int, c *laneUnpack)

// shiftUnpackConsts[w][j][i] is the bit offset, within its 32-bit word, of
// value 8j+i of the word, for the widths unpack32ShiftAVX2 handles (1, 2,
// 4: 32/w values per word, in 32/w/8 vectors).
var shiftUnpackConsts = func() (c [5][4][8]uint32) {
	for _, w := range []int{1, 2, 4} {
		for j := range 32 / w / 8 {
			for i := range 8 {
				c[w][j][i] = uint32((8*j + i) * w)
			}
		}
	}
	return c
}()
