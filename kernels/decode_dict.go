package kernels

import (
	"errors"
	"fmt"
	"math"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Dictionary decode: out[i] = dict[indices[i]], every index checked against
// the dictionary's length first, as Impala's DecodeValue does, with the
// first bad index reported as an error rather than read out of bounds.
//
// Fixed-width values are gathered by one loop per byte width (1, 2, 4, 8,
// 16, 32; other fixed-size binary widths by a byte copy), whatever their
// type: int64, float64 and timestamp values are all 8-byte moves, and 4-
// and 8-byte values go through the level's gather kernel (asm.Gather32,
// asm.Gather64: AVX-512 permutes for dictionaries of up to 16 or 32
// entries, a Go loop otherwise). Binary
// and utf8 values (and their large forms) are copied into a new data
// buffer; binary and utf8 views are gathered as 16-byte views that keep
// pointing into the dictionary's data buffers, which the result shares.
// Dictionary-encoded values gather their indices and share the inner
// dictionary. Other types (nested, unions, run-end encoded) are appended
// slot by slot through a builder (arrays.AppendFrom). A null dictionary
// entry gives a null slot.
//
// Bounds checks are fused into the gather: a compare and a branch that good
// data never takes (in the kernels, one vector compare per block), so they
// cost little next to the loads they guard.

var (
	// A dictionary index at or above the number of dictionary entries (or
	// negative) is a *DictIndexError matching ErrIndexOutOfRange, the same
	// sentinel Take's index errors match.

	// ErrDictTooLarge reports decoded binary values whose total size
	// overflows the output's 32-bit offsets.
	ErrDictTooLarge = errors.New("decoded values overflow 32-bit offsets")
)

// DictIndexError reports the first dictionary index out of range: the
// output position it was decoded for, its value, and the number of entries
// it may address (the dictionary's length, or fewer when an index type
// cannot address them all).
type DictIndexError struct {
	Op    string // the function, e.g. "kernels.DictDecode"
	Pos   int    // the output slot
	Index int64  // the bad index
	Len   int    // indices must lie in [0, Len)
}

func (e *DictIndexError) Error() string {
	return fmt.Sprintf("%s: index %d at position %d outside [0, %d): %v", e.Op, e.Index, e.Pos, e.Len, ErrIndexOutOfRange)
}

// Unwrap returns ErrIndexOutOfRange.
func (e *DictIndexError) Unwrap() error { return ErrIndexOutOfRange }

// DictDecode returns the array out[i] = dict[indices[i]], of dict's type.
// dict is checked with arrays.ValidateData (see check.go), and each binary value's offsets as
// it is copied; nested dictionaries should pass arrays.ValidateFull. A
// negative index or one at or above dict.Len() returns a *DictIndexError
// naming the first one. Of the options, Parallel splits fixed-width
// dictionaries' gathers over goroutines.
func DictDecode(dict arrays.Array, indices []int32, opts ...Option) (_ arrays.Array, err error) {
	defer guard("DictDecode", &err, in("dictionary", dict))
	c := enterCall(opts)
	defer c.leave()
	if c.scratch != nil && !isNil(dict) { // the arguments may be earlier results
		c.scratch.begin(dict.Data())
		c.scratch.holdRange(rangeOf(indices))
	}
	return dictDecode(defaultTable, &c, dict, indices)
}

func dictDecode(k *asm.Table, c *config, dict arrays.Array, indices []int32) (arrays.Array, error) {
	const op = "DictDecode"
	t, bound, err := newDictTarget(op, k, c, dict, len(indices))
	if err != nil {
		return nil, err
	}
	// Negative indices become indices above 2^31 and fail the same check.
	idx := viewAs32(indices)
	bad := -1
	if _, ok := t.(disjointGather); ok && c.parallel(len(idx)) {
		bad = gatherMorsels(*c, t, idx)
	} else if bad, err = t.gather(0, idx); err != nil {
		return nil, err
	}
	if bad >= 0 {
		return nil, &DictIndexError{Op: "kernels." + op, Pos: bad, Index: int64(indices[bad]), Len: bound}
	}
	d, err := t.finish()
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(owned(d, dict.Data())), nil
}

// HybridDictDecode decodes n dictionary indices from the hybrid stream src
// of the given bit width (0..32, as HybridDecodeUint32 does; a Parquet
// dictionary data page stores the width in the byte before the stream) and
// returns the array of the dictionary values they select. It never holds
// all the indices: bit-packed runs are unpacked 32 at a time into a small
// buffer and gathered from there, and an RLE run is one bounds check and a
// fill. Errors are those of HybridDecodeUint32 and DictDecode. Of the
// options, Parallel splits the stream at run boundaries into pieces of about
// 64K values decoded on several goroutines (fixed-width dictionaries
// without nulls), and WithAllocator supplies the result's buffer.
func HybridDictDecode(dict arrays.Array, src []byte, width, n int, opts ...Option) (_ arrays.Array, err error) {
	defer guard("HybridDictDecode", &err, in("dictionary", dict))
	c := enterCall(opts)
	defer c.leave()
	if c.scratch != nil && !isNil(dict) { // the arguments may be earlier results
		c.scratch.begin(dict.Data())
		c.scratch.holdBytes(src)
	}
	return hybridDictDecode(defaultTable, &c, dict, src, width, n)
}

func hybridDictDecode(k *asm.Table, c *config, dict arrays.Array, src []byte, width, n int) (arrays.Array, error) {
	const op = "HybridDictDecode"
	if n < 0 {
		return nil, fmt.Errorf("kernels.%s: negative value count %d", op, n)
	}
	t, bound, err := newDictTarget(op, k, c, dict, n)
	if err != nil {
		return nil, err
	}
	if p, ok := t.(hybridPieceTarget); ok && c.parallel(n) && p.piecewise() {
		err = hybridDictMorsels(*c, op, k, p, src, width, n)
	} else if f, ok := t.(dictHybridTarget); ok {
		err = f.decodeHybrid(op, k, src, width)
	} else {
		err = runDictTarget(op, k, t, bound, src, width, n)
	}
	if err != nil {
		return nil, err
	}
	d, err := t.finish()
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(owned(d, dict.Data())), nil
}

// DictDecodeTo stores dict[indices[i]] in dst[i] for each i: the gather
// behind DictDecode, for values held in Go slices. T is usually a
// fixed-width value (int64, float64, arrays.Int128, [16]byte, ...); 4- and
// 8-byte values without pointers run the level's gather kernel, other
// types a Go loop. A negative index or one at or above len(dict) returns a
// *DictIndexError for the first one, and dst is unspecified from there.
// It panics if len(dst) != len(indices).
func DictDecodeTo[T any](dst, dict []T, indices []int32) error {
	return dictDecodeTo(defaultTable, dst, dict, indices, hybridPlain[T]())
}

func dictDecodeTo[T any](k *asm.Table, dst, dict []T, indices []int32, plain bool) error {
	if len(dst) != len(indices) {
		panic(fmt.Sprintf("kernels.DictDecodeTo: %d outputs for %d indices", len(dst), len(indices)))
	}
	if bad := dictGather(k, dst, dict, viewAs32(indices), plain); bad >= 0 {
		return &DictIndexError{Op: "kernels.DictDecodeTo", Pos: bad, Index: int64(indices[bad]), Len: len(dict)}
	}
	return nil
}

// HybridDictDecodeTo decodes len(dst) dictionary indices from the hybrid
// stream src of the given bit width and stores the values they select from
// dict in dst, without holding all the indices: a bit-packed run is
// unpacked in batches of a few hundred (32 per kernel step) and gathered
// from there, an RLE run is one bounds check and a fill. It returns the
// bytes of src the runs occupy; stream errors are HybridDecodeUint32's and
// a bad index is a *DictIndexError for the first one.
func HybridDictDecodeTo[T any](dst, dict []T, src []byte, width int) (int, error) {
	return hybridDictGather("HybridDictDecodeTo", defaultTable, dst, dict, src, width, hybridPlain[T]())
}

// hybridDictGather is HybridDictDecodeTo at level k; plain says that T
// holds no pointers (see hybridPlain).
func hybridDictGather[T any](op string, k *asm.Table, dst, dict []T, src []byte, width int, plain bool) (int, error) {
	var buf [dictBatch]uint32
	var bits dictBits[T]
	it := newHybridIter(op, src, width, len(dst))
	n, nb, pos, at := len(dst), it.nb, 0, 0
	var z T
	var un func(dst []uint32, src []byte) // the width's Unpack32Groups, fetched at the first run that uses it
	for {
		// The level's run kernel first (plain 4- and 8-byte values), then
		// RLE runs with one- or two-byte headers and a value that indexes
		// dict, as many in a row as come, without the iterator's
		// bookkeeping (1M values of width 1 in runs of 32 into int64:
		// 459-470 -> 355-383 us on the Zen 4 VM); anything else, or
		// anything wrong, goes to it.next, which decodes or reports it.
		if plain && it.err == nil {
			switch unsafe.Sizeof(z) {
			case 8:
				at, pos = k.HybridDictRuns64(dictWords[uint64](dst), dictWords[uint64](dict), src, at, pos, width)
			case 4:
				at, pos = k.HybridDictRuns32(dictWords[uint32](dst), dictWords[uint32](dict), src, at, pos, width)
			}
		}
		for it.err == nil && len(src)-pos > 2 {
			h, hl := uint(src[pos]), 1
			if h >= 0x80 {
				h, hl = h&0x7f|uint(src[pos+1])<<7, 2 // not a 2-byte header if >= 1<<14
			}
			data, count := pos+hl, int(h>>1)
			if h&1 != 0 || h < 2 || h >= 1<<14 || count > n-at || len(src)-data < nb {
				break
			}
			v := hybridLoadValue(src[data:], nb)
			if uint64(v)>>uint(width) != 0 || uint(v) >= uint(len(dict)) {
				break
			}
			hybridFillRun(dst[at:], count, dict[v], plain)
			at += count
			pos = data + nb
		}
		// A bit-packed run with a one-byte header (the 504-value runs of
		// parquet-mr and Arrow) that fits the buffer, unpacked as whole
		// groups of 32 by the width's kernel fetched once, without the
		// iterator (some 300 instructions a run: 1M values of width 3,
		// int64, 2,080 runs).
		if it.err == nil && len(src)-pos > 2 && src[pos]&0x81 == 1 && src[pos] > 1 {
			g, data := int(src[pos]>>1), pos+1
			r, fits := packedGroups(g, width, len(src)-data)
			if cnt := 8 * g; fits && cnt <= n-at && 8*r <= dictBatch {
				if un == nil {
					un = k.Unpack32Groups(width)
				}
				if !(width == 1 && len(dict) >= 2 && plain && bits.decode(dst[at:at+cnt], dict, src[data:])) {
					un(buf[:8*r], src[data:])
					if bad := dictGather(k, dst[at:at+cnt], dict, buf[:cnt], plain); bad >= 0 {
						return data + g*width, &DictIndexError{Op: "kernels." + op, Pos: at + bad, Index: int64(buf[bad]), Len: len(dict)}
					}
				}
				at += cnt
				pos = data + g*width
				continue
			}
		}
		it.pos, it.at, it.count = pos, at, 0
		if !it.next() {
			break
		}
		pos, at = it.pos, it.at+it.count
		if it.rle {
			if uint(it.value) >= uint(len(dict)) {
				return it.pos, &DictIndexError{Op: "kernels." + op, Pos: it.at, Index: int64(it.value), Len: len(dict)}
			}
			hybridFillRun(dst[it.at:], it.count, dict[it.value], plain)
			continue
		}
		p, out := src[it.data:], it.at
		if width == 1 && len(dict) >= 2 && plain && bits.decode(dst[out:out+it.count], dict, p) {
			continue
		}
		for take := it.count; take > 0; {
			c := min(take, dictBatch)
			hybridUnpack(k, buf[:], p, c, width)
			if bad := dictGather(k, dst[out:out+c], dict, buf[:c], plain); bad >= 0 {
				return it.pos, &DictIndexError{Op: "kernels." + op, Pos: out + bad, Index: int64(buf[bad]), Len: len(dict)}
			}
			p = p[c/8*width:] // c is a multiple of 8 unless it is the last batch
			out += c
			take -= c
		}
	}
	return it.pos, it.err
}

// dictBits decodes bit-packed runs of width 1 for a dictionary of at least
// two entries (every index in range, so nothing to check) straight into
// the output, without unpacking the indices first: each nibble of the
// stream selects a row of four values from a 16-row table built from the
// first two entries (at the first run), copied as one 32- or 16-byte move.
// Against unpacking to a buffer and gathering from it, that is a quarter
// of the instructions per value (the issue 14 case HybridDictDecode width 1).
type dictBits[T any] struct {
	built bool
	tab8  [16][4]uint64
	tab4  [16][4]uint32
}

// decode stores the len(out) values whose 1-bit indices are packed at the
// start of p (at least PackedLen(len(out), 1) bytes) in out, for 4- and
// 8-byte T; it returns false, having done nothing, for other sizes.
func (b *dictBits[T]) decode(out, dict []T, p []byte) bool {
	var z T
	switch unsafe.Sizeof(z) {
	case 8:
		dictBitsRun(&b.built, &b.tab8, dictWords[uint64](out), dictWords[uint64](dict), p)
	case 4:
		dictBitsRun(&b.built, &b.tab4, dictWords[uint32](out), dictWords[uint32](dict), p)
	default:
		return false
	}
	return true
}

// dictBitsTable returns the table of dictBits: row r holds, for each of
// its four bits j, d0 or d1 as bit j of r is 0 or 1.
func dictBitsTable[W uint32 | uint64](d0, d1 W) (t [16][4]W) {
	for r := range 16 {
		for j := range 4 {
			t[r][j] = d0
			if r>>j&1 == 1 {
				t[r][j] = d1
			}
		}
	}
	return t
}

// dictBitsRun decodes through tab, built from the dictionary's two values
// on the first call (built says it is).
func dictBitsRun[W uint32 | uint64](built *bool, tab *[16][4]W, out, dict []W, p []byte) {
	if !*built {
		*tab = dictBitsTable(dict[0], dict[1])
		*built = true
	}
	dictBitsDecode(out, tab, p)
}

// dictBitsDecode stores tab's values for the len(out) bits at the start of
// p in out.
func dictBitsDecode[W uint32 | uint64](out []W, tab *[16][4]W, p []byte) {
	n := len(out) / 8
	for i, b := range p[:n] {
		o := (*[8]W)(out[8*i:])
		*(*[4]W)(o[:4]) = tab[b&15]
		*(*[4]W)(o[4:]) = tab[b>>4]
	}
	if r := len(out) % 8; r > 0 {
		b := p[n]
		for j := range r {
			out[8*n+j] = tab[b>>j&1][0]
		}
	}
}

// dictGather stores dict[idx[i]] in out[i] and returns -1, or the position
// of the first index out of range. 4- and 8-byte values without pointers
// (plain) go to the level's gather kernel (see asm.Gather64); the
// others to its pure-Go loop (asm.GatherAny).
func dictGather[T any](k *asm.Table, out, dict []T, idx []uint32, plain bool) int {
	var z T
	if plain {
		switch unsafe.Sizeof(z) {
		case 8:
			return k.Gather64(dictWords[uint64](out), dictWords[uint64](dict), idx)
		case 4:
			return k.Gather32(dictWords[uint32](out), dictWords[uint32](dict), idx)
		}
	}
	return asm.GatherAny(out, dict, idx)
}

// dictWords views a slice of 4- or 8-byte values as W words.
func dictWords[W uint32 | uint64, T any](s []T) []W {
	return unsafe.Slice((*W)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// dictHybridTarget is a dictTarget with a direct hybrid decode path.
type dictHybridTarget interface {
	dictTarget
	decodeHybrid(op string, k *asm.Table, src []byte, width int) error
}

// NewDictionaryFromHybrid builds a dictionary-encoded array of n slots from
// the hybrid-encoded indices in src (bit width 0..32) and the dictionary
// values dict, with indices of indexType (any integer type). Each index is
// checked against dict.Len() and against the largest value indexType holds;
// the first bad one returns a *DictIndexError. The result shares dict's
// data and has no null slots (Parquet keeps nulls in definition levels, not
// among the indices).
func NewDictionaryFromHybrid(dict arrays.Array, src []byte, width, n int, indexType arrays.DataType) (_ *arrays.Dictionary, err error) {
	defer guard("NewDictionaryFromHybrid", &err, in("dictionary", dict))
	return newDictionaryFromHybrid(defaultTable, dict, src, width, n, indexType)
}

func newDictionaryFromHybrid(k *asm.Table, dict arrays.Array, src []byte, width, n int, indexType arrays.DataType) (*arrays.Dictionary, error) {
	const op = "NewDictionaryFromHybrid"
	if n < 0 {
		return nil, fmt.Errorf("kernels.%s: negative value count %d", op, n)
	}
	if dict == nil {
		return nil, fmt.Errorf("kernels.%s: nil dictionary", op)
	}
	if isNil(dict) {
		return nil, fmt.Errorf("kernels.%s: nil dictionary", op)
	}
	var check config
	if err := check.checkArgs(op, arg("dictionary", dict.Data())); err != nil {
		return nil, err
	}
	if indexType == nil || !arrays.IsInteger(indexType.ID()) {
		return nil, fmt.Errorf("kernels.%s: index type %v is not an integer type", op, indexType)
	}
	// Indices must address the dictionary and fit the index type.
	maxIndex := uint64(1)<<(indexType.(arrays.FixedWidthType).BitWidth()-1) - 1
	if !arrays.IsSignedInteger(indexType.ID()) {
		maxIndex = maxIndex<<1 | 1
	}
	bound := uint64(dict.Len())
	if bound > maxIndex {
		bound = maxIndex + 1
	}
	var t dictTarget
	switch indexType.(arrays.FixedWidthType).BitWidth() {
	case 8:
		t = newDictIndexTarget[uint8](n, bound)
	case 16:
		t = newDictIndexTarget[uint16](n, bound)
	case 32:
		t = newDictIndexTarget[uint32](n, bound)
	default:
		t = newDictIndexTarget[uint64](n, bound)
	}
	if err := runDictTarget(op, k, t, int(bound), src, width, n); err != nil {
		return nil, err
	}
	idx, _ := t.finish()
	typ := &arrays.DictionaryType{Index: indexType, Value: dict.DataType()}
	d := arrays.NewData(typ, n, idx.Buffers, nil, 0, 0).WithDictionary(dict.Data())
	return arrays.MakeArray(owned(d, dict.Data())).(*arrays.Dictionary), nil
}

// runDictTarget decodes n indices from the stream into t.
func runDictTarget(op string, k *asm.Table, t dictTarget, bound int, src []byte, width, n int) error {
	s := &dictRunSink{op: op, k: k, t: t, bound: bound, width: width}
	_, err := hybridRuns(op, src, width, n, s)
	return err
}

// dictBatch is how many indices the hybrid dictionary paths unpack before
// gathering: a multiple of 32 (the unpack step), small enough for L1.
const dictBatch = 512

// dictRunSink feeds a hybrid stream's runs to a dictTarget.
type dictRunSink struct {
	op    string
	k     *asm.Table
	t     dictTarget
	bound int
	width int
	buf   [dictBatch]uint32
}

func (s *dictRunSink) repeat(at int, v uint32, count int) error {
	if uint64(v) >= uint64(s.bound) {
		return &DictIndexError{Op: "kernels." + s.op, Pos: at, Index: int64(v), Len: s.bound}
	}
	return s.t.fill(at, v, count)
}

func (s *dictRunSink) packed(at int, p []byte, take int) error {
	for take > 0 {
		c := min(take, dictBatch)
		hybridUnpack(s.k, s.buf[:], p, c, s.width)
		if bad, err := s.t.gather(at, s.buf[:c]); err != nil {
			return err
		} else if bad >= 0 {
			return &DictIndexError{Op: "kernels." + s.op, Pos: at + bad, Index: int64(s.buf[bad]), Len: s.bound}
		}
		p = p[c/8*s.width:] // c is a multiple of 8 unless it is the last batch
		at += c
		take -= c
	}
	return nil
}

// dictTarget receives gathered values and builds the output.
type dictTarget interface {
	// gather stores the entries idx selects in output slots
	// [at, at+len(idx)) and returns -1, or the position in idx of the
	// first index out of range (slots from there on are unspecified).
	gather(at int, idx []uint32) (bad int, err error)
	// fill stores count copies of entry x, already checked, from slot at.
	fill(at int, x uint32, count int) error
	// finish returns the output.
	finish() (*arrays.Data, error)
}

// newDictTarget returns the target gathering dict's values into an array
// of n slots, and the number of entries indices may address. Fixed-width
// outputs come from c's allocator unzeroed: every slot is gathered or
// filled before the result is returned.
func newDictTarget(op string, k *asm.Table, c *config, dict arrays.Array, n int) (dictTarget, int, error) {
	if dict == nil {
		return nil, 0, fmt.Errorf("kernels.%s: nil dictionary", op)
	}
	if isNil(dict) {
		return nil, 0, fmt.Errorf("kernels.%s: nil dictionary", op)
	}
	var check config
	if err := check.checkArgs(op, arg("dictionary", dict.Data())); err != nil {
		return nil, 0, err
	}
	d := dict.Data()
	typ := d.Type
	st := arrays.StorageOf(typ)
	var valid *dictValidity
	if dict.NullN() > 0 && d.Validity() != nil {
		valid = &dictValidity{src: d.Validity(), off: d.Offset, out: arrays.AllocBuffer(arrays.BitmapLen(n))}
	}
	var t dictTarget
	switch st.ID() {
	case arrays.NULL:
		t = &dictNullTarget{n: n, len: d.Length}
	case arrays.BOOL:
		t = &dictBoolTarget{typ: typ, dict: d.Buffers[1], off: d.Offset, len: d.Length, out: arrays.AllocBuffer(arrays.BitmapLen(n)), n: n, valid: valid}
	case arrays.BINARY, arrays.UTF8:
		t = newDictBinaryTarget[int32](op, typ, d, n, valid)
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		t = newDictBinaryTarget[int64](op, typ, d, n, valid)
	case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		t = newDictFixedTarget[[2]uint64](k, c, typ, d, n, valid, d.Buffers[2:]...)
	case arrays.DICTIONARY:
		w := st.(*arrays.DictionaryType).Index.(arrays.FixedWidthType).BitWidth() / 8
		ft := newDictFixedWidth(k, c, w, typ, d, n, valid)
		t = &dictNestedDictTarget{dictTarget: ft, inner: d.Dictionary}
	default:
		fw, ok := st.(arrays.FixedWidthType)
		if !ok {
			b, err := arrays.NewBuilder(typ)
			if err != nil {
				return nil, 0, fmt.Errorf("kernels.%s: %w", op, err)
			}
			b.Reserve(n)
			t = &dictBuilderTarget{op: op, b: b, dict: dict}
			break
		}
		t = newDictFixedWidth(k, c, fw.BitWidth()/8, typ, d, n, valid)
	}
	return t, d.Length, nil
}

// newDictFixedWidth picks the gather loop for w-byte values.
func newDictFixedWidth(k *asm.Table, c *config, w int, typ arrays.DataType, d *arrays.Data, n int, valid *dictValidity) dictTarget {
	switch w {
	case 1:
		return newDictFixedTarget[uint8](k, c, typ, d, n, valid)
	case 2:
		return newDictFixedTarget[uint16](k, c, typ, d, n, valid)
	case 4:
		return newDictFixedTarget[uint32](k, c, typ, d, n, valid)
	case 8:
		return newDictFixedTarget[uint64](k, c, typ, d, n, valid)
	case 16:
		return newDictFixedTarget[[2]uint64](k, c, typ, d, n, valid)
	case 32:
		return newDictFixedTarget[[4]uint64](k, c, typ, d, n, valid)
	}
	return &dictBytesTarget{typ: typ, w: w, len: d.Length, n: n, dict: d.Buffers[1][d.Offset*w : (d.Offset+d.Length)*w], out: c.alloc(n*w, false), valid: valid}
}

// dictValidity gathers the validity bits of a dictionary with nulls.
type dictValidity struct {
	src []byte // the dictionary's bitmap
	off int    // its bit offset
	out []byte // the output bitmap, zeroed
}

func (v *dictValidity) gather(at int, idx []uint32) {
	for i, x := range idx {
		if arrays.BitIsSet(v.src, v.off+int(x)) {
			arrays.SetBit(v.out, at+i)
		}
	}
}

func (v *dictValidity) fill(at int, x uint32, count int) {
	if arrays.BitIsSet(v.src, v.off+int(x)) {
		arrays.SetBitsTo(v.out, at, count, true)
	}
}

// dictValiditySink gathers only the validity bits of a stream's indices,
// which are known to be in range.
type dictValiditySink struct {
	k     *asm.Table
	v     *dictValidity
	width int
	buf   [dictBatch]uint32
}

func (s *dictValiditySink) repeat(at int, x uint32, count int) error {
	s.v.fill(at, x, count)
	return nil
}

func (s *dictValiditySink) packed(at int, p []byte, take int) error {
	for take > 0 {
		c := min(take, dictBatch)
		hybridUnpack(s.k, s.buf[:], p, c, s.width)
		s.v.gather(at, s.buf[:c])
		p = p[c/8*s.width:]
		at += c
		take -= c
	}
	return nil
}

// bitmap returns the output bitmap, or nil when v is.
func (v *dictValidity) bitmap() []byte {
	if v == nil {
		return nil
	}
	return v.out
}

// dictFixedTarget gathers values of one byte width: one instantiation per
// width (uint8 ... [4]uint64), whatever the logical type.
type dictFixedTarget[T any] struct {
	k     *asm.Table
	typ   arrays.DataType
	n     int
	dict  []T // the dictionary's values, already offset
	out   []T
	buf   []byte // out's buffer
	valid *dictValidity
	extra [][]byte // buffers after the values (view data), shared
}

func newDictFixedTarget[T any](k *asm.Table, c *config, typ arrays.DataType, d *arrays.Data, n int, valid *dictValidity, extra ...[]byte) *dictFixedTarget[T] {
	var z T
	size := int(unsafe.Sizeof(z))
	buf := c.alloc(n*size, false)
	return &dictFixedTarget[T]{
		k:     k,
		typ:   typ,
		n:     n,
		dict:  dictValues[T](d.Buffers[1], d.Offset, d.Length),
		out:   dictValues[T](buf, 0, n),
		buf:   buf,
		valid: valid,
		extra: extra,
	}
}

// dictValues views length values of type T at offset off of buf.
func dictValues[T any](buf []byte, off, length int) []T {
	if length == 0 {
		return nil
	}
	var z T
	all := unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(buf))), len(buf)/int(unsafe.Sizeof(z)))
	return all[off : off+length : off+length]
}

// disjointGather marks the targets whose gathers into disjoint slot ranges,
// each a whole number of bytes of the output bitmap, may run concurrently.
type disjointGather interface{ disjointGather() }

func (t *dictFixedTarget[T]) disjointGather() {}

func (t *dictFixedTarget[T]) gather(at int, idx []uint32) (int, error) {
	if bad := dictGather(t.k, t.out[at:], t.dict, idx, true); bad >= 0 {
		return bad, nil
	}
	if t.valid != nil {
		t.valid.gather(at, idx)
	}
	return -1, nil
}

// decodeHybrid gathers straight from the stream, then, for a dictionary
// with nulls, decodes the stream again for the validity bits (Parquet
// dictionaries hold no nulls, so that second pass is rare).
func (t *dictFixedTarget[T]) decodeHybrid(op string, k *asm.Table, src []byte, width int) error {
	if _, err := hybridDictGather(op, k, t.out, t.dict, src, width, true); err != nil {
		return err
	}
	if t.valid == nil {
		return nil
	}
	_, err := hybridRuns(op, src, width, t.n, &dictValiditySink{k: k, v: t.valid, width: width})
	return err
}

func (t *dictFixedTarget[T]) fill(at int, x uint32, count int) error {
	hybridFill(t.out[at:at+count], t.dict[x], true)
	if t.valid != nil {
		t.valid.fill(at, x, count)
	}
	return nil
}

func (t *dictFixedTarget[T]) finish() (*arrays.Data, error) {
	bufs := append([][]byte{t.valid.bitmap(), t.buf}, t.extra...)
	return arrays.NewData(t.typ, t.n, bufs, nil, dictNulls(t.valid), 0), nil
}

// dictNulls is the null count to store: 0 without a bitmap, else unknown
// (computed on first use).
func dictNulls(v *dictValidity) int {
	if v == nil {
		return 0
	}
	return arrays.UnknownNullCount
}

// dictBytesTarget gathers fixed-size binary values of a width without a
// loop of its own (not 1, 2, 4, 8, 16 or 32 bytes).
type dictBytesTarget struct {
	typ   arrays.DataType
	w     int
	len   int    // dictionary entries
	n     int    // output slots
	dict  []byte // the dictionary's values, already offset
	out   []byte
	valid *dictValidity
}

func (t *dictBytesTarget) gather(at int, idx []uint32) (int, error) {
	w := t.w
	for i, x := range idx {
		if uint(x) >= uint(t.len) {
			return i, nil
		}
		o, s := (at+i)*w, int(x)*w
		copy(t.out[o:o+w], t.dict[s:s+w])
	}
	if t.valid != nil {
		t.valid.gather(at, idx)
	}
	return -1, nil
}

func (t *dictBytesTarget) fill(at int, x uint32, count int) error {
	w := t.w
	v := t.dict[int(x)*w : int(x+1)*w]
	for i := range count {
		copy(t.out[(at+i)*w:], v)
	}
	if t.valid != nil {
		t.valid.fill(at, x, count)
	}
	return nil
}

func (t *dictBytesTarget) finish() (*arrays.Data, error) {
	return arrays.NewData(t.typ, t.n, [][]byte{t.valid.bitmap(), t.out}, nil, dictNulls(t.valid), 0), nil
}

// dictBoolTarget gathers bits.
type dictBoolTarget struct {
	typ   arrays.DataType
	dict  []byte // the dictionary's value bits
	off   int    // their bit offset
	len   int    // dictionary entries
	out   []byte // the output bits, zeroed
	n     int
	valid *dictValidity
}

func (t *dictBoolTarget) gather(at int, idx []uint32) (int, error) {
	for i, x := range idx {
		if uint(x) >= uint(t.len) {
			return i, nil
		}
		if arrays.BitIsSet(t.dict, t.off+int(x)) {
			arrays.SetBit(t.out, at+i)
		}
	}
	if t.valid != nil {
		t.valid.gather(at, idx)
	}
	return -1, nil
}

func (t *dictBoolTarget) fill(at int, x uint32, count int) error {
	if arrays.BitIsSet(t.dict, t.off+int(x)) {
		arrays.SetBitsTo(t.out, at, count, true)
	}
	if t.valid != nil {
		t.valid.fill(at, x, count)
	}
	return nil
}

func (t *dictBoolTarget) finish() (*arrays.Data, error) {
	return arrays.NewData(t.typ, t.n, [][]byte{t.valid.bitmap(), t.out}, nil, dictNulls(t.valid), 0), nil
}

// dictNullTarget checks the indices of a null dictionary; every slot is null.
type dictNullTarget struct{ n, len int }

func (t *dictNullTarget) gather(at int, idx []uint32) (int, error) {
	for i, x := range idx {
		if uint(x) >= uint(t.len) {
			return i, nil
		}
	}
	return -1, nil
}

func (t *dictNullTarget) fill(int, uint32, int) error { return nil }

func (t *dictNullTarget) finish() (*arrays.Data, error) { return arrays.NewNull(t.n).Data(), nil }

// dictBinaryTarget copies binary values into a new data buffer, growing it
// as needed, and writes their offsets.
type dictBinaryTarget[O int32 | int64] struct {
	typ   arrays.DataType
	op    string
	offs  []O    // the dictionary's offsets, already offset: len+1 values
	data  []byte // the dictionary's data
	out   []O    // output offsets, n+1
	obuf  []byte // out's buffer
	buf   []byte // output data (its length is the bytes written)
	valid *dictValidity
}

func newDictBinaryTarget[O int32 | int64](op string, typ arrays.DataType, d *arrays.Data, n int, valid *dictValidity) *dictBinaryTarget[O] {
	var z O
	size := int(unsafe.Sizeof(z))
	obuf := arrays.AllocBuffer((n + 1) * size)
	t := &dictBinaryTarget[O]{
		typ:   typ,
		op:    op,
		offs:  dictValues[O](d.Buffers[1], d.Offset, d.Length+1),
		out:   dictValues[O](obuf, 0, n+1),
		obuf:  obuf,
		valid: valid,
	}
	if len(d.Buffers) > 2 {
		t.data = d.Buffers[2]
	}
	// Start the data at the dictionary's mean value size times n, capped:
	// most decodes then never grow it.
	if d.Length > 0 {
		mean := (int64(t.offs[d.Length]) - int64(t.offs[0])) / int64(d.Length)
		t.buf = arrays.AllocBuffer(int(min(mean*int64(n), 1<<26)))[:0]
	}
	return t
}

// value returns entry x's bytes, or an error when the dictionary's offsets
// do not describe a slice of its data (a malformed dictionary).
func (t *dictBinaryTarget[O]) value(x uint32) ([]byte, error) {
	s, e := int64(t.offs[x]), int64(t.offs[x+1])
	if s < 0 || e < s || e > int64(len(t.data)) {
		return nil, fmt.Errorf("kernels.%s: dictionary entry %d spans [%d, %d) outside its %d data bytes: %w",
			t.op, x, s, e, len(t.data), arrays.ErrInvalid)
	}
	return t.data[s:e], nil
}

// add appends v to the output data and records slot at's end offset.
func (t *dictBinaryTarget[O]) add(at int, v []byte) error {
	end := len(t.buf) + len(v)
	var z O
	if unsafe.Sizeof(z) == 4 && end > math.MaxInt32 {
		return fmt.Errorf("kernels.%s: slot %d: %d bytes of values: %w", t.op, at, end, ErrDictTooLarge)
	}
	if end > cap(t.buf) {
		nb := arrays.AllocBuffer(max(2*cap(t.buf), end, 4096))
		t.buf = nb[:copy(nb, t.buf)]
	}
	t.buf = append(t.buf, v...)
	t.out[at+1] = O(end)
	return nil
}

func (t *dictBinaryTarget[O]) gather(at int, idx []uint32) (int, error) {
	n := uint(len(t.offs) - 1)
	for i, x := range idx {
		if uint(x) >= n {
			return i, nil
		}
		v, err := t.value(x)
		if err != nil {
			return -1, err
		}
		if err := t.add(at+i, v); err != nil {
			return -1, err
		}
	}
	if t.valid != nil {
		t.valid.gather(at, idx)
	}
	return -1, nil
}

func (t *dictBinaryTarget[O]) fill(at int, x uint32, count int) error {
	v, err := t.value(x)
	if err != nil {
		return err
	}
	for i := range count {
		if err := t.add(at+i, v); err != nil {
			return err
		}
	}
	if t.valid != nil {
		t.valid.fill(at, x, count)
	}
	return nil
}

func (t *dictBinaryTarget[O]) finish() (*arrays.Data, error) {
	data := t.buf
	if data == nil {
		data = arrays.AllocBuffer(0)
	}
	bufs := [][]byte{t.valid.bitmap(), t.obuf, data}
	return arrays.NewData(t.typ, len(t.out)-1, bufs, nil, dictNulls(t.valid), 0), nil
}

// dictNestedDictTarget gathers the indices of a dictionary-encoded
// dictionary and keeps its inner dictionary.
type dictNestedDictTarget struct {
	dictTarget
	inner *arrays.Data
}

func (t *dictNestedDictTarget) finish() (*arrays.Data, error) {
	d, err := t.dictTarget.finish()
	if err != nil {
		return nil, err
	}
	return d.WithDictionary(t.inner), nil
}

// dictBuilderTarget appends entries through a builder: the path for the
// layouts without a gather loop of their own (nested types, unions, run-end
// encoded).
type dictBuilderTarget struct {
	op   string
	b    arrays.Builder
	dict arrays.Array
}

func (t *dictBuilderTarget) gather(at int, idx []uint32) (int, error) {
	n := uint(t.dict.Len())
	for i, x := range idx {
		if uint(x) >= n {
			return i, nil
		}
		if err := arrays.AppendFrom(t.b, t.dict, int(x)); err != nil {
			return -1, fmt.Errorf("kernels.%s: slot %d: %w", t.op, at+i, err)
		}
	}
	return -1, nil
}

func (t *dictBuilderTarget) fill(at int, x uint32, count int) error {
	for i := range count {
		if err := arrays.AppendFrom(t.b, t.dict, int(x)); err != nil {
			return fmt.Errorf("kernels.%s: slot %d: %w", t.op, at+i, err)
		}
	}
	return nil
}

func (t *dictBuilderTarget) finish() (*arrays.Data, error) { return t.b.NewArray().Data(), nil }

// dictIndexTarget writes checked indices narrowed to an index type of T's
// width (signed types share the unsigned loop: every index is below the
// type's maximum).
type dictIndexTarget[T uint8 | uint16 | uint32 | uint64] struct {
	bound uint64
	out   []T
	buf   []byte
}

func newDictIndexTarget[T uint8 | uint16 | uint32 | uint64](n int, bound uint64) *dictIndexTarget[T] {
	var z T
	buf := arrays.AllocBuffer(n * int(unsafe.Sizeof(z)))
	return &dictIndexTarget[T]{bound: bound, out: dictValues[T](buf, 0, n), buf: buf}
}

func (t *dictIndexTarget[T]) gather(at int, idx []uint32) (int, error) {
	out := t.out[at:][:len(idx)]
	for i, x := range idx {
		if uint64(x) >= t.bound {
			return i, nil
		}
		out[i] = T(x)
	}
	return -1, nil
}

func (t *dictIndexTarget[T]) fill(at int, x uint32, count int) error {
	hybridFill(t.out[at:at+count], T(x), true)
	return nil
}

func (t *dictIndexTarget[T]) finish() (*arrays.Data, error) {
	return arrays.NewData(nil, len(t.out), [][]byte{nil, t.buf}, nil, 0, 0), nil
}
