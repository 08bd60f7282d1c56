package asm

import "fmt"

// Bit-unpacking. n values of width w are packed LSB first into
// ceil(n*w/8) bytes, value i at bits [i*w, (i+1)*w) of the little-endian
// byte stream: Parquet's bit-packed layout (the RLE/bit-packed hybrid's
// bit-packed runs) and Arrow's own for w = 1. 32 values of width w fill
// exactly w 32-bit words (4*w bytes), so the kernels work in groups of 32
// values and the methods below handle the last len(dst)%32 values by copying
// their bytes into a zeroed group, so nothing past the input is read.

// Batch is the number of values every unpack kernel handles per step.
const Batch = 32

// PackedLen returns the number of bytes n values of the given bit width
// occupy when packed: ceil(n*width/8).
func PackedLen(n, width int) int { return (n*width + 7) / 8 }

// unpack8Of unpacks len(dst) values of width 0..8 from src.
// Requires: len(src) >= PackedLen(len(dst), width).
func (k *kit) unpack8Of(dst []uint8, src []byte, width int) {
	unpackOf("Unpack8", 8, k.unpack8, dst, src, width)
}

// unpack16Of unpacks len(dst) values of width 0..16 from src.
// Requires: len(src) >= PackedLen(len(dst), width).
func (k *kit) unpack16Of(dst []uint16, src []byte, width int) {
	unpackOf("Unpack16", 16, k.unpack16, dst, src, width)
}

// unpack32Of unpacks len(dst) values of width 0..32 from src.
// Requires: len(src) >= PackedLen(len(dst), width).
func (k *kit) unpack32Of(dst []uint32, src []byte, width int) {
	unpackOf("Unpack32", 32, k.unpack32, dst, src, width)
}

// unpack64Of unpacks len(dst) values of width 0..64 from src.
// Requires: len(src) >= PackedLen(len(dst), width).
func (k *kit) unpack64Of(dst []uint64, src []byte, width int) {
	unpackOf("Unpack64", 64, k.unpack64, dst, src, width)
}

// unpackOf runs the level's kernel unpack (named kernel, widths
// 0..maxWidth) over the whole groups of dst and unpackTail over the rest.
func unpackOf[T uint8 | uint16 | uint32 | uint64](kernel string, maxWidth int, unpack func(dst []T, src []byte, width int), dst []T, src []byte, width int) {
	needUnpack(kernel, len(dst), len(src), width, maxWidth)
	g := len(dst) / Batch * Batch
	unpack(dst[:g], src, width)
	if g < len(dst) {
		unpackTail(dst[g:], src[g/8*width:PackedLen(len(dst), width)], width)
	}
}

// unpackTail unpacks the len(dst) < Batch values of a call's last partial
// group from the bytes that hold them, one LoadBits each. (The generated
// kernels want a whole group and would need copies in and out of buffers;
// through their function table those buffers escape to the heap, two
// allocations per call.)
func unpackTail[T uint8 | uint16 | uint32 | uint64](dst []T, src []byte, width int) {
	for i := range dst {
		dst[i] = T(LoadBits(src, i*width, width))
	}
}

// needUnpack makes sure width is one the kernel has and src holds the
// packed bytes of n values (the assembly reads whole groups of 32).
func needUnpack(kernel string, n, srcLen, width, maxWidth int) {
	if width < 0 || width > maxWidth {
		panic(fmt.Sprintf("asm: %s: bit width %d outside 0..%d", kernel, width, maxWidth))
	}
	needLen(kernel, "src", srcLen, PackedLen(n, width))
}

// UnpackSlack is how many bytes past the packed values of a call the
// Unpack32Groups kernels may read: the SIMD kernels load 16 or 64 bytes at
// a time, and a caller that knows more bytes follow (the next runs of a
// hybrid stream) lets them run to the last group without the exact-length
// checks and Go tail of Unpack32.
const UnpackSlack = 64

// unpack32GroupsOf returns the level's Unpack32Groups kernel for width.
func (k *kit) unpack32GroupsOf(width int) func(dst []uint32, src []byte) {
	if width < 0 || width > 32 {
		panic(fmt.Sprintf("asm: Unpack32Groups: bit width %d outside 0..32", width))
	}
	return k.unpack32Groups[width]
}

// needGroups makes sure an Unpack32Groups call has whole groups and src
// holds their bytes and the slack.
func needGroups(n, srcLen, width int) {
	if n&(Batch-1) != 0 || srcLen < n>>3*width+UnpackSlack {
		badGroups(n, srcLen, width)
	}
}

//go:noinline
func badGroups(n, srcLen, width int) {
	panic(fmt.Sprintf("asm: Unpack32Groups: %d values of width %d need a multiple of %d values and %d bytes, src holds %d",
		n, width, Batch, n/8*width+UnpackSlack, srcLen))
}

// groupsOf makes each of the per-width kernels fs an Unpack32Groups
// kernel: the call checked, then run as it is.
func groupsOf(fs [33]func(dst []uint32, src []byte)) (t [33]func(dst []uint32, src []byte)) {
	for w, f := range fs {
		t[w] = func(dst []uint32, src []byte) {
			needGroups(len(dst), len(src), w)
			f(dst, src)
		}
	}
	return t
}

// hybridRuns32For returns, per width 0..32, the loop that decodes the
// bit-packed runs with one-byte headers of an RLE/bit-packed hybrid
// stream, from the header at src[pos] on, into dst from value at: while
// the byte at pos is such a header (of g >= 1 groups), the run's values
// rounded up to whole groups of 32 fit in dst[at:] and its bytes plus
// UnpackSlack lie in src, it unpacks the run (the rounding's extra values
// land in dst past the run) and moves pos past it and at by 8g. The loop
// returns the new at and pos: the first run it left, for the caller to
// take or to report. Streams in the layout parquet-mr and Arrow write
// (runs of 63 groups) are decoded whole here; the level's assembly loop
// (kit.unpack32Runs), where it has one for the width, keeps its constants
// in registers from run to run. The loops are built once per Table, so
// that fetching one allocates nothing.
func (k *kit) hybridRuns32For() func(width int) func(dst []uint32, src []byte, at, pos int) (int, int) {
	var t [33]func(dst []uint32, src []byte, at, pos int) (int, int)
	for w := range t {
		un := k.unpack32Groups[w]
		var fast func(dst []uint32, src []byte, at, pos int) (int, int)
		if k.unpack32Runs != nil {
			fast = k.unpack32Runs(w)
		}
		t[w] = func(dst []uint32, src []byte, at, pos int) (int, int) {
			needRunsStart(len(dst), len(src), at, pos)
			if fast != nil {
				at, pos = fast(dst, src, at, pos)
			}
			for len(src)-pos > 1 {
				h := src[pos]
				g := int(h >> 1)
				r := (g + Batch/8 - 1) &^ (Batch/8 - 1) // groups of 8, rounded to whole 32s
				if h&0x81 != 1 || g == 0 || len(dst)-at < 8*r || len(src)-pos-1 < r*w+UnpackSlack {
					break
				}
				un(dst[at:at+8*r], src[pos+1:])
				at += 8 * g
				pos += 1 + g*w
			}
			return at, pos
		}
	}
	return func(width int) func(dst []uint32, src []byte, at, pos int) (int, int) {
		if width < 0 || width > 32 {
			panic(fmt.Sprintf("asm: HybridRuns32: bit width %d outside 0..32", width))
		}
		return t[width]
	}
}

// needRunsStart makes sure a run loop starts within dst and src.
func needRunsStart(n, srcLen, at, pos int) {
	if uint(at) > uint(n) || uint(pos) > uint(srcLen) {
		panic(fmt.Sprintf("asm: HybridRuns32: start at value %d of %d, byte %d of %d", at, n, pos, srcLen))
	}
}

// unpack32GroupsGeneric runs the generated kernels.
var unpack32GroupsGeneric = groupsOf(unpack32Go)

// The generic entries run the generated kernels (unpack_gen.go).

func unpack8Generic(dst []uint8, src []byte, width int)   { unpack8Go[width](dst, src) }
func unpack16Generic(dst []uint16, src []byte, width int) { unpack16Go[width](dst, src) }
func unpack32Generic(dst []uint32, src []byte, width int) { unpack32Go[width](dst, src) }
func unpack64Generic(dst []uint64, src []byte, width int) { unpack64Go[width](dst, src) }

// laneUnpack holds the constants of the AVX2 and NEON unpack kernels for
// one width w in 1..31. They unpack 8 values (w bytes) per step as two
// halves of 4 values: half 0 is read from the step's first byte, half 1 from
// hiOff = floor(4w/8) bytes further, so every index fits a 16-byte table
// lookup (VPSHUFB lane, TBL). For value i of a half, starting at byte sb
// and bit s of it: shuf1 gathers bytes sb..sb+3 into its 32-bit lane (those
// past the value's last byte as zeros), which is shifted right by s; when
// s+w > 32 the value also needs byte sb+4, which shuf2 places in the lane's
// top byte (other bytes zero) and which is shifted left by 8-s, landing at
// bit 32-s. The layout is read by assembly.
type laneUnpack struct {
	shuf1  [32]byte // +0: 16 per half
	shuf2  [32]byte // +32
	shr    [8]int32 // +64: s
	shl    [8]int32 // +96: 8-s
	negShr [8]int32 // +128: -s (NEON's USHL shifts right by a negative count)
	hiOff  int      // +160
	wide   int      // +168: 1 if some value needs its fifth byte
	bshuf  [32]byte // +176: shuf1 with the upper half's indices from the step's start
	bcast  int      // +208: 1 if bshuf reaches no further than 16 bytes (width <= 15)
	oshuf  [32]byte // +216: shuf1 for one 32-byte load from 16-hiOff bytes before the step
	one    int      // +248: 1 if that load serves the step (see below)
}

var laneUnpackConsts = func() (c [32]laneUnpack) {
	for w := 1; w < 32; w++ {
		k := &c[w]
		k.hiOff = 4 * w / 8
		for i := range 8 {
			base, lane := 0, i
			if i >= 4 {
				base = k.hiOff
			}
			sb, s := i*w/8-base, i*w%8
			last := (i*w+w-1)/8 - base // the value's last byte
			for t := range 4 {
				k.shuf1[4*lane+t] = byte(sb + t)
				if sb+t > last { // a byte the value does not reach: zero
					k.shuf1[4*lane+t] = 0x80
				}
				k.shuf2[4*lane+t] = 0x80
			}
			if s+w > 32 {
				k.shuf2[4*lane+3] = byte(sb + 4)
				k.wide = 1
			}
			k.shr[lane], k.shl[lane], k.negShr[lane] = int32(s), int32(8-s), int32(-s)
			if last > 15 {
				panic("asm: lane unpack index out of a 16-byte table")
			}
		}
		// One 16-byte load broadcast to both halves serves all eight
		// values when the last one ends within it (up to width 15).
		if (8*w-1)/8 <= 15 && k.wide == 0 {
			k.bcast = 1
			for i := range 32 {
				k.bshuf[i] = k.shuf1[i]
				if i >= 16 && k.bshuf[i] != 0x80 {
					k.bshuf[i] += byte(k.hiOff)
				}
			}
		}
		// One 32-byte load from hiOff-16 bytes past the step's start puts
		// bytes hiOff.. in the upper half, as the upper half's own load
		// would, and in the lower half the 16 bytes before them: enough
		// when the first four values end before byte hiOff (even widths;
		// at odd ones value 3 ends in the byte where value 4 starts) and
		// the last one within hiOff+16 bytes. The load reaches before the
		// step, so a kernel takes it from the fifth step of its input on.
		// Even widths 18..28 (up to 15 the broadcast serves, 30 is wide).
		if k.bcast == 0 && k.wide == 0 && (4*w-1)/8 < k.hiOff && (8*w-1)/8 <= k.hiOff+15 {
			k.one = 1
			for i := range 32 {
				k.oshuf[i] = k.shuf1[i]
				if i < 16 && k.oshuf[i] != 0x80 {
					k.oshuf[i] += byte(16 - k.hiOff)
				}
			}
		}
	}
	return c
}()

// laneChunks returns how many leading 8-value steps of n values a lane
// unpack kernel may run, in whole groups of 32 values: each step reads 16
// bytes at hiOff past its start, which must lie within len(src).
func laneChunks(n, srcLen, width int) int {
	c := n / 8
	if room := srcLen - laneUnpackConsts[width].hiOff - 16; room < 0 {
		c = 0
	} else {
		c = min(c, room/width+1)
	}
	return c &^ 3
}
