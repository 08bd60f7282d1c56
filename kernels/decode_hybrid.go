package kernels

import (
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"unsafe"

	"github.com/quiver-go/quiver/kernels/asm"
)

// The RLE/bit-packed hybrid is Parquet's encoding of dictionary indices and
// repetition/definition levels: a sequence of runs, each opening with a
// ULEB128 varint header h (at most 5 bytes, a 32-bit value).
//
//   - h&1 == 0: an RLE run of h>>1 copies of one value, stored in the
//     ceil(width/8) bytes that follow, little-endian.
//   - h&1 == 1: a bit-packed run of h>>1 groups of 8 values, packed as
//     Unpack32 reads them (LSB first), 8*width bits = width bytes per group.
//
// Writers pad the last group of a stream's last bit-packed run with zero
// values, so a stream may carry up to 7 values more than it holds; some
// pad further (DuckDB ends a page's dictionary indices with a whole
// bit-packed run of 256 values of which only the first belong to the
// page), and an RLE run may be written past the end too. The decoders that
// know the value count take a last run up to the count and ignore the rest,
// as Arrow C++ and parquet-mr do: the meaning is unambiguous, and the work
// stays bounded by the count.
//
// HybridDecodeInt32 and HybridDecodeUint32 decode a stream whose value count
// the caller knows (a Parquet page header gives it) and hold the stream to
// it; HybridDecoder reads a stream incrementally. Both run bit-packed runs
// through the active level's Unpack32 kernel, 32 values per step, and fill
// RLE runs in bulk.

var (
	// ErrMalformedHybrid is the class of every error a malformed hybrid
	// stream produces: each *HybridError matches it with errors.Is, as well
	// as the sentinel naming what is wrong (ErrTruncated, ...).
	ErrMalformedHybrid = errors.New("malformed RLE/bit-packed hybrid stream")
	// ErrTruncated reports a stream that ends inside a run header, an RLE
	// value, or before the bytes of a bit-packed value it needs.
	ErrTruncated = errors.New("stream truncated")
	// ErrVarintOverflow reports a run header longer than 5 bytes or
	// above 32 bits.
	ErrVarintOverflow = errors.New("run header overflows 32 bits")
	// ErrEmptyRun reports a run header of zero values, which no writer
	// produces and which would let a stream spin without progress.
	ErrEmptyRun = errors.New("run of zero values")
)

// HybridError describes a malformed hybrid stream: Err is the sentinel
// (ErrTruncated, ErrVarintOverflow, ErrEmptyRun or ErrValueTooWide), Offset the byte offset in the stream of the run header
// (or, for a truncated stream, where the input ends), Value the index of the
// run's first value in the decoded output.
type HybridError struct {
	Op     string // the function, e.g. "kernels.HybridDecodeInt32"
	Offset int    // byte offset in the stream
	Value  int    // values decoded before the bad run
	Err    error  // the sentinel
	Detail string // what was found, when there is more to say
}

func (e *HybridError) Error() string {
	s := fmt.Sprintf("%s: byte %d, value %d: %v", e.Op, e.Offset, e.Value, e.Err)
	if e.Detail != "" {
		s += " (" + e.Detail + ")"
	}
	return s
}

// Unwrap returns the sentinel naming the problem.
func (e *HybridError) Unwrap() error { return e.Err }

// Is makes every HybridError match ErrMalformedHybrid.
func (e *HybridError) Is(target error) bool { return target == ErrMalformedHybrid }

func checkHybridWidth(op string, width int) error {
	if width < 0 || width > 32 {
		return fmt.Errorf("kernels.%s: bit width %d outside 0..32: %w", op, width, ErrBitWidth)
	}
	return nil
}

// hybridVarint reads the ULEB128 run header at src[pos:] and returns it and
// the position after it, or ErrTruncated (with next = len(src)) or
// ErrVarintOverflow (with next = pos).
func hybridVarint(src []byte, pos int) (h uint32, next int, err error) {
	for i := range 5 {
		if pos+i >= len(src) {
			return 0, len(src), ErrTruncated
		}
		b := src[pos+i]
		if i == 4 && b > 0x0f {
			// The fifth byte carries bits 28..34: anything above bit 31,
			// or a continuation bit, overflows.
			return 0, pos, ErrVarintOverflow
		}
		h |= uint32(b&0x7f) << (7 * i)
		if b < 0x80 {
			return h, pos + i + 1, nil
		}
	}
	panic("unreachable")
}

// hybridLoadValue reads an RLE run's value: nb (0..4) little-endian bytes.
func hybridLoadValue(p []byte, nb int) uint32 {
	switch nb {
	case 0:
		return 0
	case 1:
		return uint32(p[0])
	case 2:
		return uint32(p[0]) | uint32(p[1])<<8
	case 3:
		return uint32(p[0]) | uint32(p[1])<<8 | uint32(p[2])<<16
	}
	return uint32(p[0]) | uint32(p[1])<<8 | uint32(p[2])<<16 | uint32(p[3])<<24
}

// hybridIter walks the runs of a stream holding exactly n values (strict
// decoding): each next validates one run header and its bytes and
// describes the run, so that decoders keep only their fill and unpack
// work inline.
type hybridIter struct {
	op    string
	src   []byte
	width int
	nb    int // bytes of an RLE value
	n     int // values asked for
	pos   int // after next: the end of the current run's bytes

	// The current run: count values at output position at, either copies
	// of value (rle) or bit-packed from byte data of src.
	at    int
	count int
	rle   bool
	value uint32
	data  int

	err error
}

func newHybridIter(op string, src []byte, width, n int) hybridIter {
	it := hybridIter{op: op, src: src, width: width, nb: (width + 7) >> 3, n: n}
	if err := checkHybridWidth(op, width); err != nil {
		it.err = err
	} else if n < 0 {
		it.err = fmt.Errorf("kernels.%s: negative value count %d", op, n)
	}
	return it
}

// next moves to the next run; it returns false at the end of the n values
// or at an error (it.err), with it.pos then at the bad run's header.
func (it *hybridIter) next() bool {
	if it.err != nil {
		return false
	}
	it.at += it.count
	it.count = 0
	if it.at >= it.n {
		return false
	}
	src, pos := it.src, it.pos
	var h uint32
	if pos < len(src) && src[pos] < 0x80 {
		h = uint32(src[pos])
		pos++
	} else {
		var err error
		if h, pos, err = hybridVarint(src, pos); err != nil {
			return it.fail(pos, err, "")
		}
	}
	left := it.n - it.at
	if h&1 == 0 {
		count := int(h >> 1)
		switch {
		case count == 0:
			return it.fail(it.pos, ErrEmptyRun, "")
		case len(src)-pos < it.nb:
			return it.fail(len(src), ErrTruncated, fmt.Sprintf("RLE value needs %d bytes, %d left", it.nb, len(src)-pos))
		}
		v := hybridLoadValue(src[pos:], it.nb)
		if uint64(v)>>uint(it.width) != 0 {
			return it.fail(it.pos, ErrValueTooWide, fmt.Sprintf("RLE value %#x at width %d", v, it.width))
		}
		// A run longer than the values left is cut at the count: the rest
		// lies past the page (see the package comment above).
		it.rle, it.value, it.count = true, v, min(count, left)
		it.pos = pos + it.nb
		return true
	}
	groups := uint64(h >> 1)
	if groups == 0 {
		return it.fail(it.pos, ErrEmptyRun, "")
	}
	take := left
	if vals := 8 * groups; vals <= uint64(left) {
		take = int(vals)
	}
	if need := PackedLen(take, it.width); len(src)-pos < need {
		return it.fail(len(src), ErrTruncated, fmt.Sprintf("bit-packed run needs %d bytes for %d values, %d left", need, take, len(src)-pos))
	}
	it.rle, it.count, it.data = false, take, pos
	it.pos = pos + int(min(groups*uint64(it.width), uint64(len(src)-pos)))
	return true
}

// fail records a malformed run found at byte off.
func (it *hybridIter) fail(off int, err error, detail string) bool {
	it.err = &HybridError{Op: "kernels." + it.op, Offset: off, Value: it.at, Err: err, Detail: detail}
	return false
}

// hybridSink receives the runs of a stream as hybridRuns decodes it.
type hybridSink interface {
	// repeat stores count copies of v at output values [at, at+count).
	repeat(at int, v uint32, count int) error
	// packed stores the take values bit-packed at the start of p at
	// output values [at, at+take). p holds at least PackedLen(take, width)
	// bytes; it is the rest of the stream, and may be read further.
	packed(at int, p []byte, take int) error
}

// hybridRuns decodes exactly n values of the stream src into s, holding
// the stream to that count, and returns the number of bytes the runs
// occupied. Errors from s are returned as they are.
func hybridRuns(op string, src []byte, width, n int, s hybridSink) (int, error) {
	it := newHybridIter(op, src, width, n)
	for it.next() {
		var err error
		if it.rle {
			err = s.repeat(it.at, it.value, it.count)
		} else {
			err = s.packed(it.at, src[it.data:], it.count)
		}
		if err != nil {
			return it.pos, err
		}
	}
	return it.pos, it.err
}

// HybridDecodeUint32 decodes the first len(dst) values of the hybrid stream
// src of the given bit width (0..32) into dst and returns the number of
// bytes of src the runs occupy: the stream's runs must hold at least
// len(dst) values. The run that reaches len(dst) is the last one read; its
// values past len(dst) are ignored (the padding of a last group, which
// Parquet specifies, or a longer run some writers end a page with), and the
// bytes of a bit-packed run's ignored values need not be present. Bytes
// after that run are not read.
//
// A malformed stream returns a *HybridError (errors.Is ErrMalformedHybrid
// and the sentinel naming the problem), never a panic: a truncated stream,
// a header over 32 bits, a run of zero values, or an RLE value wider than
// width. The byte count is then the
// offset of the bad run, and dst holds the values of the runs before it;
// what follows them is unspecified.
func HybridDecodeUint32(dst []uint32, src []byte, width int) (int, error) {
	return hybridDecode("HybridDecodeUint32", defaultTable, dst, src, width)
}

// HybridDecodeInt32 is HybridDecodeUint32 for int32 outputs (dictionary
// indices, levels); values are below 2^width, so widths up to 31 give
// non-negative values and width 32 reinterprets the bits.
func HybridDecodeInt32(dst []int32, src []byte, width int) (int, error) {
	return hybridDecode("HybridDecodeInt32", defaultTable, viewAs32(dst), src, width)
}

// hybridDecode decodes the runs whose header takes one or two bytes and
// whose bytes lie well inside src in a loop of its own: consecutive
// bit-packed runs with one-byte headers go to the level's HybridRuns32 (at
// AVX2 one assembly loop over the runs), other bit-packed runs to the
// width's Unpack32Groups kernel, fetched once, as whole groups of 32 (the
// values past the run land in slots the next runs overwrite), an RLE run
// to hybridFillRun. Such runs are valid by construction, so the
// loop checks only that they fit. Every other run (a longer header, the
// last runs of the stream or of dst, anything malformed) takes one step
// of hybridIter, which keeps the errors and the end of the stream in one
// place. This is what a stream of 504-value runs costs per run (issue 14):
// about 25 instructions in the assembly loop against 300 through the
// iterator and Unpack32.
func hybridDecode(op string, k *asm.Table, dst []uint32, src []byte, width int) (int, error) {
	it := newHybridIter(op, src, width, len(dst))
	if it.err != nil {
		return 0, it.err
	}
	un, runs := k.Unpack32Groups(width), k.HybridRuns32(width)
	n, nb := len(dst), it.nb
	pos, at := 0, 0
	for at < n {
		if len(src)-pos > 2 {
			if b := src[pos]; b&0x81 == 1 && b > 1 {
				// Bit-packed runs with one-byte headers, as many in a
				// row as fit, in the level's run loop.
				if a, p := runs(dst, src, at, pos); a != at {
					at, pos = a, p
					continue
				}
			}
			h, hl := uint(src[pos]), 1
			if h >= 0x80 {
				h, hl = h&0x7f|uint(src[pos+1])<<7, 2 // not a 2-byte header if >= 1<<14
			}
			if h >= 2 && h < 1<<14 {
				data := pos + hl
				if h&1 != 0 {
					g := int(h >> 1)
					r, fits := packedGroups(g, width, len(src)-data)
					if fits && n-at >= 8*r {
						un(dst[at:at+8*r], src[data:])
						at += 8 * g
						pos = data + g*width
						continue
					}
				} else if count := int(h >> 1); count <= n-at && len(src)-data >= nb {
					if v := hybridLoadValue(src[data:], nb); uint64(v)>>uint(width) == 0 {
						hybridFillRun(dst[at:], count, v, true)
						at += count
						pos = data + nb
						continue
					}
				}
			}
		}
		it.pos, it.at, it.count = pos, at, 0
		if !it.next() {
			return it.pos, it.err
		}
		if it.rle {
			hybridFillRun(dst[it.at:], it.count, it.value, true)
		} else {
			hybridUnpack(k, dst[it.at:], src[it.data:], it.count, width)
		}
		pos, at = it.pos, it.at+it.count
	}
	return pos, nil
}

// packedGroups returns the g groups of 8 values of a bit-packed run
// rounded up to whole groups of 32 (r, in groups of 8), as the run loops
// unpack them, and whether the left bytes from the run's data hold their
// r*width bytes and the kernels' UnpackSlack.
func packedGroups(g, width, left int) (r int, fits bool) {
	r = (g + asm.Batch/8 - 1) &^ (asm.Batch/8 - 1)
	return r, left >= r*width+asm.UnpackSlack
}

// hybridUnpack unpacks the take values packed at the start of p into
// dst[:take]. A run that ends in a partial group of 32 is unpacked as
// whole groups, in one kernel call, when both dst and p have room for the
// last whole group (the extra values land in slots the caller overwrites
// later or ignores): runs of 8k values then take neither the copying tail
// path nor a second call, whose fixed cost (~10 ns) is what separates a
// run of 63 groups from one of 64 (issue 14). Otherwise the whole groups
// go in one call and the tail in another.
func hybridUnpack(k *asm.Table, dst []uint32, p []byte, take, width int) {
	r := (take + asm.Batch - 1) &^ (asm.Batch - 1)
	if r == take || (len(dst) >= r && len(p) >= r/8*width) {
		k.Unpack32(dst[:r], p, width)
		return
	}
	g := take &^ (asm.Batch - 1)
	k.Unpack32(dst[:g], p, width)
	k.Unpack32(dst[g:take], p[g/8*width:], width)
}

// hybridFillRun stores v in s[:count] for an RLE run whose output goes on
// to the end of s. A run of up to hybridBlockRun plain values of 4 or 8
// bytes is stored in fixed blocks of 32 values when s has the room: loops
// of constant trip count, one branch per block, where runs of varying
// lengths would each mispredict the exits of a length-driven loop and the
// size classes of memmove (streams whose runs merge to 32, 64, 96, ...
// values, as at width 1, took a third longer per value than runs of 32).
// The values past count land in slots that later runs overwrite (or, after
// a stream error, that the decoders leave unspecified). (A second tier of
// 64-value blocks, and the block loop in a function of its own, each
// measured slower.)
func hybridFillRun[T any](s []T, count int, v T, plain bool) {
	if plain && count <= hybridBlockRun && len(s) >= (count+31)&^31 {
		switch unsafe.Sizeof(v) {
		case 8:
			x := *(*uint64)(unsafe.Pointer(&v))
			p := unsafe.Pointer(unsafe.SliceData(s))
			for b := 0; b < count; b += 32 {
				w := (*[32]uint64)(unsafe.Add(p, 8*b))
				for i := 0; i < 32; i += 4 {
					w[i], w[i+1], w[i+2], w[i+3] = x, x, x, x
				}
			}
			return
		case 4:
			x := uint64(*(*uint32)(unsafe.Pointer(&v))) * 0x0000000100000001
			p := unsafe.Pointer(unsafe.SliceData(s))
			for b := 0; b < count; b += 32 {
				w := (*[16]uint64)(unsafe.Add(p, 4*b))
				for i := 0; i < 16; i += 4 {
					w[i], w[i+1], w[i+2], w[i+3] = x, x, x, x
				}
			}
			return
		}
	}
	hybridFill(s[:count], v, plain)
}

// hybridBlockRun is the longest RLE run hybridFillRun stores in blocks;
// longer ones go to hybridFill's doubling copies (memmove's wide stores).
const hybridBlockRun = 512

// hybridFill stores v in every element of s, for RLE runs. Values of 1, 2
// and 4 bytes without pointers (plain, see hybridPlain) are stored 8 bytes
// at a time (a run is usually tens of values, where the per-element stores
// would dominate); others are stored one by one. Long runs continue with
// doubling copies, which run at memmove speed.
func hybridFill[T any](s []T, v T, plain bool) {
	size := int(unsafe.Sizeof(v))
	if plain && (size == 8 || (size < 8 && 8%size == 0 && len(s)*size >= 16)) {
		var x uint64
		switch size {
		case 1:
			x = uint64(*(*uint8)(unsafe.Pointer(&v))) * 0x0101010101010101
		case 2:
			x = uint64(*(*uint16)(unsafe.Pointer(&v))) * 0x0001000100010001
		case 4:
			x = uint64(*(*uint32)(unsafe.Pointer(&v))) * 0x0000000100000001
		default:
			x = *(*uint64)(unsafe.Pointer(&v))
		}
		words := len(s) * size / 8
		hybridFill64(unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(s))), words), x)
		s = s[words*8/size:]
	}
	if len(s) <= 64 {
		for i := range s {
			s[i] = v
		}
		return
	}
	for i := range s[:64] {
		s[i] = v
	}
	for m := 64; m < len(s); m *= 2 {
		copy(s[m:], s[:m])
	}
}

// hybridPlain reports whether T holds no pointers (numbers, and arrays and
// structs of them), so that its values may be moved as machine words
// without the garbage collector's write barriers.
func hybridPlain[T any]() bool { return hybridPlainType(reflect.TypeFor[T]()) }

func hybridPlainType(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Array:
		return t.Len() == 0 || hybridPlainType(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !hybridPlainType(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}

// hybridFill64 stores x in every word of w: 4 stores per step for short
// runs, doubling copies past 64 words.
func hybridFill64(w []uint64, x uint64) {
	n := len(w)
	m := min(n, 64)
	f := w[:m]
	for len(f) >= 4 {
		f[0], f[1], f[2], f[3] = x, x, x, x
		f = f[4:]
	}
	for i := range f {
		f[i] = x
	}
	for ; m < n; m *= 2 {
		copy(w[m:], w[:m])
	}
}

// HybridDecoder reads a hybrid stream incrementally, for readers that take
// values in batches or do not know how many the stream holds. Unlike
// HybridDecodeUint32 it does not know where the values end, so it returns
// the padding values of a last bit-packed group like any others; the
// caller stops once it has the values it expects. A bit-packed run cut
// short by the end of the input yields the values whose bits are all
// present, then ErrTruncated.
//
// The zero value is an empty stream; Reset starts a new one.
type HybridDecoder struct {
	k     *asm.Table
	src   []byte
	width int
	nb    int   // bytes of an RLE value
	pos   int   // next run header (the end of the current run)
	at    int   // values returned so far
	err   error // the error the decoder stopped at

	rleLeft  int // values left in the current RLE run
	rleValue uint32

	bpLeft  int // values left in the current bit-packed run
	bpAvail int // of those, how many have all their bits in src
	bpData  int // byte offset in src of the group holding the next value
	bpSkip  int // values of that group already returned (0..7)
}

// NewHybridDecoder returns a decoder of the stream src at the given bit
// width (0..32).
func NewHybridDecoder(src []byte, width int) (*HybridDecoder, error) {
	d := new(HybridDecoder)
	if err := d.Reset(src, width); err != nil {
		return nil, err
	}
	return d, nil
}

// Reset makes d decode src at the given width (0..32) from the start.
func (d *HybridDecoder) Reset(src []byte, width int) error {
	if err := checkHybridWidth("HybridDecoder", width); err != nil {
		return err
	}
	*d = HybridDecoder{k: defaultTable, src: src, width: width, nb: (width + 7) >> 3}
	return nil
}

// Offset returns the number of bytes of the stream consumed: the end of
// the last run started (a run's bytes count as consumed once its header
// is read).
func (d *HybridDecoder) Offset() int { return d.pos }

// Decode decodes up to len(dst) values into dst and returns how many it
// decoded. At the end of the stream it returns n < len(dst) and io.EOF; on a
// malformed stream it returns the values decoded before the problem and a
// *HybridError, and every later call returns the same error.
func (d *HybridDecoder) Decode(dst []uint32) (int, error) {
	return d.decode(dst, len(dst), false)
}

// DecodeInt32 is Decode for int32 values.
func (d *HybridDecoder) DecodeInt32(dst []int32) (int, error) {
	return d.decode(viewAs32(dst), len(dst), false)
}

// Skip discards up to n values as Decode would return them, without
// unpacking them, and returns how many it skipped, with io.EOF at the end
// of the stream.
func (d *HybridDecoder) Skip(n int) (int, error) {
	if n < 0 {
		return 0, fmt.Errorf("kernels.HybridDecoder.Skip: negative count %d", n)
	}
	return d.decode(nil, n, true)
}

func (d *HybridDecoder) decode(dst []uint32, want int, skip bool) (int, error) {
	if d.err != nil {
		return 0, d.err
	}
	if d.k == nil {
		d.k = defaultTable
	}
	out := 0
	for out < want {
		switch {
		case d.rleLeft > 0:
			c := min(d.rleLeft, want-out)
			if !skip {
				hybridFill(dst[out:out+c], d.rleValue, true)
			}
			d.rleLeft -= c
			d.at += c
			out += c
		case d.bpAvail > 0:
			out += d.takePacked(dst, out, want, skip)
		case d.bpLeft > 0:
			return out, d.fail(len(d.src), ErrTruncated, "bit-packed run ends past the input")
		case d.pos >= len(d.src):
			return out, io.EOF
		default:
			if err := d.next(); err != nil {
				return out, err
			}
		}
	}
	return out, nil
}

// takePacked moves up to want-out values of the current bit-packed run
// into dst[out:] (or past them, when skipping) and returns how many.
func (d *HybridDecoder) takePacked(dst []uint32, out, want int, skip bool) int {
	c := min(d.bpAvail, want-out)
	w := d.width
	if d.bpSkip > 0 || c < 8 {
		// Within one group of 8: unpack it from a zero-padded copy (its
		// bytes may run past the input) and take what is asked.
		c = min(c, 8-d.bpSkip)
		if !skip {
			var in [32]byte
			var g [8]uint32
			copy(in[:w], d.src[d.bpData:])
			d.k.Unpack32(g[:], in[:w], w)
			copy(dst[out:out+c], g[d.bpSkip:])
		}
		if d.bpSkip += c; d.bpSkip == 8 {
			d.bpSkip = 0
			d.bpData += w
		}
	} else {
		// Whole groups, whose bytes are all present (c <= bpAvail).
		c &^= 7
		if !skip {
			hybridUnpack(d.k, dst[out:], d.src[d.bpData:], c, w)
		}
		d.bpData += c / 8 * w
	}
	d.bpLeft -= c
	d.bpAvail -= c
	d.at += c
	return c
}

// next reads the run header at d.pos and starts its run.
func (d *HybridDecoder) next() error {
	start := d.pos
	h, pos, err := hybridVarint(d.src, d.pos)
	if err != nil {
		return d.fail(pos, err, "")
	}
	if h>>1 == 0 {
		return d.fail(start, ErrEmptyRun, "")
	}
	if h&1 == 0 {
		if len(d.src)-pos < d.nb {
			return d.fail(len(d.src), ErrTruncated, fmt.Sprintf("RLE value needs %d bytes, %d left", d.nb, len(d.src)-pos))
		}
		v := hybridLoadValue(d.src[pos:], d.nb)
		if uint64(v)>>uint(d.width) != 0 {
			return d.fail(start, ErrValueTooWide, fmt.Sprintf("RLE value %#x at width %d", v, d.width))
		}
		d.rleValue, d.rleLeft = v, int(h>>1)
		d.pos = pos + d.nb
		return nil
	}
	groups := uint64(h >> 1)
	have := uint64(len(d.src) - pos)
	d.bpLeft = int(min(8*groups, math.MaxInt))
	d.bpData, d.bpSkip = pos, 0
	d.bpAvail = d.bpLeft
	if w := uint64(d.width); groups*w > have {
		d.bpAvail = int(have * 8 / w)
		d.pos = len(d.src)
	} else {
		d.pos = pos + int(groups*w)
	}
	return nil
}

// fail stops the decoder at a malformed run.
func (d *HybridDecoder) fail(off int, err error, detail string) error {
	d.rleLeft, d.bpLeft, d.bpAvail = 0, 0, 0
	d.err = &HybridError{Op: "kernels.HybridDecoder", Offset: off, Value: d.at, Err: err, Detail: detail}
	return d.err
}

// hybridMaxLiteral is the longest bit-packed run HybridEncode writes: 63
// groups, whose header fits one byte. parquet-mr and Arrow write the same,
// so streams from HybridEncode look like the ones readers meet in files.
const hybridMaxLiteral = 63 * 8

// HybridEncode appends values encoded as an RLE/bit-packed hybrid stream of
// the given bit width (0..32) to dst and returns the extended slice. A
// run of 8 or more equal values becomes an RLE run; other values go into
// bit-packed runs of up to 63 groups, the last group of the stream padded
// with zeros. A bit-packed run ends only on a group boundary, so a repeat
// that starts inside a group gives that group its first values and becomes
// an RLE run from the boundary on if 8 or more remain. It panics if width
// is out of range or a value does not fit it: the values are the caller's
// own, not untrusted input.
func HybridEncode(dst []byte, values []uint32, width int) []byte {
	if err := checkHybridWidth("HybridEncode", width); err != nil {
		panic(err)
	}
	for i, v := range values {
		if uint64(v)>>uint(width) != 0 {
			panic(fmt.Sprintf("kernels.HybridEncode: value %d (%#x) does not fit %d bits", i, v, width))
		}
	}
	// repeats reports whether a run of at least 8 equal values starts at i.
	repeats := func(i int) bool {
		if i+8 > len(values) {
			return false
		}
		for _, v := range values[i+1 : i+8] {
			if v != values[i] {
				return false
			}
		}
		return true
	}
	nb := (width + 7) >> 3
	var group [hybridMaxLiteral]uint32
	for i := 0; i < len(values); {
		if repeats(i) {
			j := i + 8
			for j < len(values) && values[j] == values[i] && j-i < math.MaxInt32 {
				j++
			}
			dst = hybridAppendVarint(dst, uint32(j-i)<<1)
			for b := range nb {
				dst = append(dst, byte(values[i]>>(8*b)))
			}
			i = j
			continue
		}
		// A bit-packed run, a group of 8 at a time, up to the next group
		// that opens a repeat (runs start on group boundaries, since a
		// bit-packed run holds whole groups).
		j := i
		for j < len(values) && j-i < hybridMaxLiteral {
			j = min(j+8, len(values))
			if repeats(j) {
				break
			}
		}
		groups := (j - i + 7) / 8
		g := group[:8*groups]
		clear(g[copy(g, values[i:j]):])
		dst = hybridAppendVarint(dst, uint32(groups)<<1|1)
		dst, _ = AppendPacked(dst, g, width) // values checked above
		i = j
	}
	return dst
}

// hybridAppendVarint appends x as a ULEB128 varint.
func hybridAppendVarint(dst []byte, x uint32) []byte {
	for x >= 0x80 {
		dst = append(dst, byte(x)|0x80)
		x >>= 7
	}
	return append(dst, byte(x))
}
