package parquet

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/kernels"
)

// values accumulates the non-null values of a column chunk in a dense,
// physical form: fixed-width values back to back (booleans one byte each),
// byte arrays as offsets into data. Its buffers come from the reader's
// allocator through m (64-byte aligned, zero padded), so a column without
// nulls hands them to its Arrow array without a copy.
type values struct {
	width int     // bytes per fixed-width value; 0 for BYTE_ARRAY
	fixed []byte  // fixed-width values
	offs  []int32 // BYTE_ARRAY: n+1 offsets into data, over offsBuf
	data  []byte
	n     int

	offsBuf []byte
	// maxBytes bounds the decoded bytes (0: no bound). Dictionary
	// gathers can expand a few input bytes into any amount of output;
	// this stops a hostile chunk from allocating without limit.
	maxBytes int
	// int96Exact: INT96 values read in a unit Int96Unit did not choose
	// must have no digits below it.
	int96Exact bool
	// expectN is the value count the chunk is expected to reach (0 if
	// unknown), for sizing byte-array data from the first pages.
	expectN int
	idxTmp  []int32 // scratch for dictionary indices
	// A dictionary of byte arrays none longer than 16 bytes keeps a copy
	// of its data with 16 bytes of slack in pad16 (short: 1), so gathers
	// can move 16 bytes per value; short is -1 when some entry is longer,
	// 0 until known.
	pad16 []byte
	short int8
	// spaced values hold a slot for every level of a list-free leaf, null
	// slots zero (chunkData.spread), instead of the non-null values only.
	spaced bool
	// m allocates the buffers (they may become an array's).
	m mem
	// numeric values (INT32, INT64, FLOAT, DOUBLE) are held in the host's
	// byte order, as Arrow arrays hold them: on a big-endian host each
	// page's little-endian values are swapped as they arrive (toHost).
	// Other fixed-width values (INT96, FIXED_LEN_BYTE_ARRAY) stay the
	// file's bytes.
	numeric bool
}

// toHost converts the values from index from on, just decoded from the
// file's little-endian bytes, to the host's order: nothing to do on a
// little-endian host (the compiler drops the call's body).
func (v *values) toHost(from int) {
	if !hostorder.BigEndian || !v.numeric {
		return
	}
	b := v.fixed[from*v.width : v.n*v.width]
	switch v.width {
	case 4:
		x := asSlice[uint32](b)
		for i := range x {
			x[i] = bits.ReverseBytes32(x[i])
		}
	case 8:
		x := asSlice[uint64](b)
		for i := range x {
			x[i] = bits.ReverseBytes64(x[i])
		}
	}
}

// shortValues returns the data of a byte-array dictionary with 16 bytes of
// slack if no entry is longer than 16 bytes, else nil. It is worked out
// once per dictionary.
func (v *values) shortValues() []byte {
	if v.short == 0 {
		v.short = -1
		if v.width == 0 {
			short := true
			for i := range v.n {
				if v.offs[i+1]-v.offs[i] > 16 {
					short = false
					break
				}
			}
			if short {
				v.pad16 = make([]byte, len(v.data)+16)
				copy(v.pad16, v.data)
				v.short = 1
			}
		}
	}
	if v.short > 0 {
		return v.pad16
	}
	return nil
}

// checkGrowth fails when adding extra bytes would pass maxBytes.
func (v *values) checkGrowth(extra int) error {
	if v.maxBytes > 0 && len(v.fixed)+len(v.data)+extra > v.maxBytes {
		return unsupportedf("column chunk decodes to more than %d bytes, the bound of Limits.ChunkBytes for a file of its size", v.maxBytes)
	}
	return nil
}

func newValues(pt PhysicalType, typeLen int32) *values {
	v := &values{}
	switch pt {
	case Boolean:
		v.width = 1
	case Int32, Float:
		v.width, v.numeric = 4, true
	case Int64, Double:
		v.width, v.numeric = 8, true
	case Int96:
		v.width = 12
	case FixedLenByteArray:
		v.width = int(typeLen)
	case ByteArray:
		v.growOffsets(1)
		v.offs = append(v.offs[:0], 0)
	}
	return v
}

// presize makes room for n values (and, for byte arrays, dataBytes of
// data) up front, so that a chunk whose value count the footer gives is
// decoded without regrowing.
func (v *values) presize(n, dataBytes int) {
	if v.width > 0 {
		if cap(v.fixed) < n*v.width {
			v.fixed = v.m.growUninit(v.fixed, n*v.width)
		}
		return
	}
	v.growOffsets(n + 1)
	if cap(v.data) < dataBytes {
		v.data = v.m.growUninit(v.data, dataBytes)
	}
}

// growBuffer returns b with room for at least need bytes, moved to a new
// aligned buffer of m when it has to grow (the old one is discarded).
func (m mem) growBuffer(b []byte, need int) []byte { return m.grow(b, need, true) }

// growUninit is growBuffer for the buffers every byte of which is written
// before it is read (values, offsets, indices): the bytes it adds are not
// zeroed, which saves a pass over fresh memory as large as the column.
// The slack past the written bytes is zeroed (sealed) when the buffer
// becomes an array's.
func (m mem) growUninit(b []byte, need int) []byte { return m.grow(b, need, false) }

// sealed returns b with its capacity cut to its padded length (the
// arrays' convention) and those padding bytes zeroed, so a buffer grown by
// growUninit hands an array only zeroed padding. Capacity past that (a
// size estimate's surplus) is out of reach and needs no zeroing: for a
// PLAIN string chunk without statistics that is 4 bytes a value.
func sealed(b []byte) []byte {
	p := min(arrays.PaddedLen(len(b)), cap(b))
	b = b[:len(b):p]
	clear(b[len(b):p])
	return b
}

func (v *values) growOffsets(n int) {
	if cap(v.offs) >= n {
		return
	}
	k := len(v.offs)
	v.offsBuf = v.m.growUninit(v.offsBuf[:k*4], max(n, 2*cap(v.offs))*4)
	v.offs = asSlice[int32](v.offsBuf[:cap(v.offsBuf)])[:k]
}

// reserve grows the fixed buffer for k more values and returns them.
func (v *values) reserve(k int) []byte {
	need := (v.n + k) * v.width
	if cap(v.fixed) < need {
		v.fixed = v.m.growUninit(v.fixed, need)
	}
	out := v.fixed[v.n*v.width : need]
	v.fixed = v.fixed[:need]
	v.n += k
	return out
}

// appendBytes appends one BYTE_ARRAY value.
func (v *values) appendBytes(b []byte) error {
	if len(v.data)+len(b) > math.MaxInt32 {
		return unsupportedf("column chunk holds more than 2 GiB of byte-array data, more than one array with 32-bit offsets holds")
	}
	if len(v.data)+len(b) > cap(v.data) {
		v.data = v.m.growUninit(v.data, len(v.data)+len(b))
	}
	v.data = append(v.data, b...)
	if len(v.offs) == cap(v.offs) {
		v.growOffsets(len(v.offs) + 1)
	}
	v.offs = append(v.offs, int32(len(v.data)))
	v.n++
	return nil
}

// appendValues appends the values of o (of the same physical type).
func (v *values) appendValues(o *values) error {
	if v.width > 0 {
		copy(v.reserve(o.n), o.fixed)
		return nil
	}
	for i := range o.n {
		if err := v.appendBytes(o.bytesAt(i)); err != nil {
			return err
		}
	}
	return nil
}

func (v *values) bytesAt(i int) []byte { return v.data[v.offs[i]:v.offs[i+1]] }

// key is value i's bytes as a map key.
func (v *values) key(i int) string {
	if v.width > 0 {
		return string(v.fixed[i*v.width : (i+1)*v.width])
	}
	return string(v.bytesAt(i))
}

// appendFrom appends value i of o, of the same physical type.
func (v *values) appendFrom(o *values, i int) error {
	if v.width > 0 {
		copy(v.reserve(1), o.fixed[i*o.width:(i+1)*o.width])
		return nil
	}
	return v.appendBytes(o.bytesAt(i))
}

var errShort = errors.New("values section too short")

// decodePlain appends n PLAIN values from src.
func decodePlain(v *values, pt PhysicalType, src []byte, n int) error {
	switch pt {
	case Boolean:
		if len(src)*8 < n {
			return fmt.Errorf("PLAIN booleans: %d bytes for %d values: %w", len(src), n, errShort)
		}
		dst := v.reserve(n)
		if err := kernels.Unpack8(dst, src, 1); err != nil {
			return fmt.Errorf("PLAIN booleans: %w", err)
		}
		return nil
	case ByteArray:
		if len(v.data)+len(src) > math.MaxInt32 {
			return unsupportedf("column chunk holds more than 2 GiB of byte-array data, more than one array with 32-bit offsets holds")
		}
		// The value bytes of a well-formed page are at most the page's
		// less a 4-byte length each: copy them in place with no growth
		// checks. A page that breaks this runs out of bytes for a later
		// length prefix, and fails then; until that, copy stops at the
		// buffer's capacity.
		v.presize(v.n+n, len(v.data)+max(len(src)-4*n, 0))
		data := v.data[:cap(v.data)]
		d := len(v.data)
		offs := v.offs[:v.n+1+n]
		pos := 0
		for i := range n {
			if len(src)-pos < 4 {
				v.data = data[:d]
				return fmt.Errorf("PLAIN BYTE_ARRAY value %d: length prefix at byte %d: %w", i, pos, errShort)
			}
			l := binary.LittleEndian.Uint32(src[pos:])
			pos += 4
			if uint64(l) > uint64(len(src)-pos) {
				v.data = data[:d]
				return fmt.Errorf("PLAIN BYTE_ARRAY value %d: length %d at byte %d exceeds the %d bytes left: %w", i, l, pos-4, len(src)-pos, errShort)
			}
			if l <= 32 && pos+32 <= len(src) && d+32 <= len(data) {
				// A short value moves as one or two 16-byte words, no
				// memmove call (Go calls one for a 32-byte array); the
				// bytes past it are overwritten by the next value or lie
				// past the data (zeroed when it becomes an array's).
				*(*[16]byte)(data[d : d+16]) = *(*[16]byte)(src[pos : pos+16])
				if l > 16 {
					*(*[16]byte)(data[d+16 : d+32]) = *(*[16]byte)(src[pos+16 : pos+32])
				}
				d += int(l)
			} else {
				d += copy(data[d:], src[pos:pos+int(l)])
			}
			pos += int(l)
			offs[v.n+1+i] = int32(d)
		}
		v.data = data[:d]
		v.offs = offs
		v.n += n
		return nil
	}
	need := n * v.width
	if n > len(src) || need > len(src) {
		return fmt.Errorf("PLAIN %s: %d bytes for %d values of %d bytes: %w", pt, len(src), n, v.width, errShort)
	}
	from := v.n
	copy(v.reserve(n), src[:need])
	v.toHost(from)
	return nil
}

// decodeRLEBool appends n booleans of the RLE encoding: a 4-byte length
// and a bit-width-1 hybrid stream.
func decodeRLEBool(v *values, src []byte, n int) error {
	if len(src) < 4 {
		return fmt.Errorf("RLE booleans: no length prefix: %w", errShort)
	}
	l := binary.LittleEndian.Uint32(src)
	if uint64(l) > uint64(len(src)-4) {
		return fmt.Errorf("RLE booleans: length %d exceeds the %d bytes left: %w", l, len(src)-4, errShort)
	}
	tmp := make([]uint32, n)
	if _, err := kernels.HybridDecodeUint32(tmp, src[4:4+l], 1); err != nil {
		return fmt.Errorf("RLE booleans: %w", err)
	}
	dst := v.reserve(n)
	for i, x := range tmp {
		dst[i] = byte(x)
	}
	return nil
}

// decodeDict appends n values chosen from dict by the RLE_DICTIONARY
// indices in src (a bit-width byte, then a hybrid stream), through the
// hybrid and dictionary-gather kernels.
func decodeDict(v, dict *values, src []byte, n int) error {
	if dict == nil {
		return malformedf("dictionary-encoded page without a dictionary page")
	}
	if len(src) < 1 {
		if n == 0 {
			return nil
		}
		return fmt.Errorf("dictionary indices: no bit width: %w", errShort)
	}
	width := int(src[0])
	if width > 32 {
		return malformedf("dictionary index bit width %d above 32", width)
	}
	src = src[1:]
	if n == 0 {
		return nil
	}
	if dict.n == 0 {
		return malformedf("%d dictionary-encoded values and an empty dictionary", n)
	}
	var err error
	if v.width == 0 {
		if cap(v.idxTmp) < n {
			releaseInt32s(v.idxTmp)
			v.idxTmp = levelBuf(n)
		}
		idx := v.idxTmp[:n]
		if _, err = kernels.HybridDecodeInt32(idx, src, width); err != nil {
			return fmt.Errorf("dictionary indices: %w", err)
		}
		if pad := dict.shortValues(); pad != nil && v.n > 0 {
			// Later pages of a short dictionary: one pass that moves 16
			// bytes a value and checks its index, the room checked per
			// block.
			return v.gatherShort(dict, pad, idx)
		}
		// Indices of width bits cannot pass a dictionary of 2^width
		// entries or more: only a smaller one needs them checked.
		if width >= 31 || dict.n < 1<<width {
			if err := checkIndices(idx, dict.n, 0); err != nil {
				return err
			}
		}
		// Size the output, then copy with no further checks.
		total := 0
		for _, k := range idx {
			total += int(dict.offs[k+1] - dict.offs[k])
		}
		if len(v.data)+total > math.MaxInt32 {
			return unsupportedf("column chunk holds more than 2 GiB of byte-array data, more than one array with 32-bit offsets holds")
		}
		if err := v.checkGrowth(total); err != nil {
			return err
		}
		want := len(v.data) + total
		pad := dict.shortValues()
		if pad != nil {
			want += 16 // the 16-byte moves' slack
		}
		if cap(v.data) < want && v.expectN > v.n+n {
			// Size for the whole chunk at this page's bytes per value,
			// within the decoded-size bound.
			est := want + int(int64(total)*int64(v.expectN-v.n-n)/int64(n))
			// An estimate is not yet decoded data: at most 64 MiB of it.
			est = min(est, want+64<<20)
			if v.maxBytes > 0 {
				est = min(est, v.maxBytes)
			}
			want = max(want, est)
		}
		v.presize(v.n+n, want)
		if pad != nil {
			return v.gatherShort(dict, pad, idx)
		}
		d := len(v.data)
		offs := v.offs[:v.n+1+n]
		data := v.data[:len(v.data)+total]
		for i, k := range idx {
			d += copy(data[d:], dict.data[dict.offs[k]:dict.offs[k+1]])
			offs[v.n+1+i] = int32(d)
		}
		v.data, v.offs = data, offs
		v.n += n
		return nil
	}
	if n > math.MaxInt32/max(v.width, 1) {
		return unsupportedf("%d values of %d bytes", n, v.width)
	}
	if err := v.checkGrowth(n * v.width); err != nil {
		return err
	}
	dst := v.reserve(n)
	switch v.width {
	case 1:
		_, err = kernels.HybridDictDecodeTo(dst, dict.fixed, src, width)
	case 4:
		_, err = kernels.HybridDictDecodeTo(asSlice[uint32](dst), asSlice[uint32](dict.fixed), src, width)
	case 8:
		_, err = kernels.HybridDictDecodeTo(asSlice[uint64](dst), asSlice[uint64](dict.fixed), src, width)
	case 12:
		_, err = kernels.HybridDictDecodeTo(asSlice[[12]byte](dst), asSlice[[12]byte](dict.fixed), src, width)
	case 16:
		_, err = kernels.HybridDictDecodeTo(asSlice[[16]byte](dst), asSlice[[16]byte](dict.fixed), src, width)
	default:
		idx := make([]int32, n)
		if _, err = kernels.HybridDecodeInt32(idx, src, width); err != nil {
			break
		}
		w := v.width
		for i, k := range idx {
			if k < 0 || int(k) >= dict.n {
				return fmt.Errorf("dictionary index %d at value %d outside the %d-entry dictionary: %w", k, i, dict.n, ErrMalformed)
			}
			copy(dst[i*w:(i+1)*w], dict.fixed[int(k)*w:])
		}
	}
	if err != nil {
		return fmt.Errorf("dictionary indices: %w", err)
	}
	return nil
}

// checkIndices fails on the first index outside a dictionary of n entries;
// idx[0] is the page's value number base.
func checkIndices(idx []int32, n, base int) error {
	for i, k := range idx {
		if uint32(k) >= uint32(n) {
			return indexError(k, base+i, n)
		}
	}
	return nil
}

func indexError(k int32, at, n int) error {
	return fmt.Errorf("dictionary index %d at value %d outside the %d-entry dictionary: %w", k, at, n, ErrMalformed)
}

// gatherBlock is how many values gatherShort moves between room checks.
const gatherBlock = 256

// gatherShort appends the entries idx (each checked here) of a dictionary whose
// entries are at most 16 bytes (pad: its data with 16 bytes of slack),
// moving 16 bytes a value: the bytes past a value are overwritten by the
// next or lie in the slack. Room is checked a block at a time against the
// block's most (16 bytes a value), so no value is sized twice; the data
// grows, doubling within the decoded-size bound, only when a block may not
// fit.
func (v *values) gatherShort(dict *values, pad []byte, idx []int32) error {
	v.growOffsets(v.n + 1 + len(idx))
	offs := v.offs[:v.n+1+len(idx)]
	doffs := dict.offs[:dict.n+1]
	d := len(v.data)
	data := v.data[:cap(v.data)]
	for b := 0; b < len(idx); b += gatherBlock {
		blk := idx[b:min(b+gatherBlock, len(idx))]
		if d+16*len(blk)+16 > len(data) {
			// The block's exact size decides whether it fits.
			if err := checkIndices(blk, dict.n, b); err != nil {
				return err
			}
			size := 0
			for _, k := range blk {
				size += int(doffs[k+1] - doffs[k])
			}
			if need := d + size + 16; need > len(data) {
				if d+size > math.MaxInt32 {
					return unsupportedf("column chunk holds more than 2 GiB of byte-array data, more than one array with 32-bit offsets holds")
				}
				v.data = data[:d]
				if err := v.checkGrowth(size); err != nil {
					return err
				}
				// Room for the values still expected at this block's
				// bytes per value: at most 64 MiB not yet decoded, within
				// the decoded-size bound.
				rem := max(v.expectN-v.n-b-len(blk), len(idx)-b-len(blk), 0)
				est := need + int(min(int64(rem)*int64(size/len(blk)+1), 64<<20))
				if v.maxBytes > 0 {
					est = min(est, v.maxBytes+16)
				}
				data = v.m.growUninit(data[:d], max(need, est))
				data = data[:cap(data)]
			}
		}
		var bad int
		if d, bad = gather16(data, pad, d, doffs, blk, offs[v.n+1+b:][:len(blk)]); bad >= 0 {
			v.data = data[:d]
			return indexError(blk[bad], b+bad, dict.n)
		}
	}
	v.data, v.offs = data[:d], offs
	v.n += len(idx)
	return nil
}

// gather16 moves the dictionary entries blk (each at most 16 bytes, at
// doffs into pad, which has 16 bytes of slack past the last) to data from
// byte d on, 16 bytes a value, writes each value's end offset to o and
// returns the new end, and the position in blk of an index outside the
// dictionary (-1 if none; the values before it are moved). The caller has
// checked that the block's values and 16 bytes of slack fit in data from
// d. The 16-byte moves go through unsafe pointers: with bounds checks on
// both slices the loop took 55 instructions a value and spilled to the
// stack.
//
//go:noinline
func gather16(data, pad []byte, d int, doffs, blk, o []int32) (int, int) {
	if len(doffs) == 0 || int(doffs[len(doffs)-1])+16 > len(pad) || d+16 > len(data) {
		panic("parquet: gather16 outside its buffers")
	}
	o = o[:len(blk)]
	n := len(doffs) - 1
	dst := unsafe.Pointer(unsafe.SliceData(data))
	src := unsafe.Pointer(unsafe.SliceData(pad))
	for i, k := range blk {
		kk := int(uint32(k))
		if kk >= n {
			return d, i
		}
		s, e := doffs[kk], doffs[kk+1]
		*(*[16]byte)(unsafe.Add(dst, d)) = *(*[16]byte)(unsafe.Add(src, s))
		d += int(e - s)
		o[i] = int32(d)
	}
	return d, -1
}

// DELTA_BINARY_PACKED: a header (block size, miniblocks per block, value
// count, first value) then blocks of a min delta, one bit width per
// miniblock and the miniblocks, bit-packed as the unpack kernels read them.
// Arithmetic wraps in 64 bits; INT32 columns keep the low 32.

func readUvarint(src []byte, pos int, what string) (uint64, int, error) {
	v, k := binary.Uvarint(src[min(pos, len(src)):])
	if k <= 0 {
		return 0, pos, fmt.Errorf("DELTA_BINARY_PACKED: bad varint (%s) at byte %d: %w", what, pos, ErrMalformed)
	}
	return v, pos + k, nil
}

// decodeDelta decodes the DELTA_BINARY_PACKED stream at src and returns its
// values and the bytes it occupies. want < 0 accepts any count the header
// gives that fits in limit values.
func decodeDelta(src []byte, want, limit int) ([]uint64, int, error) {
	blockSize, pos, err := readUvarint(src, 0, "block size")
	if err != nil {
		return nil, 0, err
	}
	minis, pos, err := readUvarint(src, pos, "miniblock count")
	if err != nil {
		return nil, 0, err
	}
	total, pos, err := readUvarint(src, pos, "value count")
	if err != nil {
		return nil, 0, err
	}
	first, pos, err := readUvarint(src, pos, "first value")
	if err != nil {
		return nil, 0, err
	}
	if blockSize == 0 || blockSize%128 != 0 || blockSize > 1<<20 || minis == 0 || blockSize%minis != 0 || (blockSize/minis)%32 != 0 {
		return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: block size %d with %d miniblocks: %w", blockSize, minis, ErrMalformed)
	}
	if want >= 0 && total != uint64(want) {
		return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: %d values, the page holds %d: %w", total, want, ErrMalformed)
	}
	if total > uint64(limit) {
		return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: %d values exceed the page's %d: %w", total, limit, ErrMalformed)
	}
	n := int(total)
	perMini := int(blockSize / minis)
	out := make([]uint64, n, n+perMini)
	if n == 0 {
		return out, pos, nil
	}
	prev := uint64(zigzag(first))
	out[0] = prev
	got := 1
	tmp := make([]uint64, perMini)
	for got < n {
		md, p, err := readUvarint(src, pos, "min delta")
		if err != nil {
			return nil, 0, err
		}
		pos = p
		minDelta := uint64(zigzag(md))
		if len(src)-pos < int(minis) {
			return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: miniblock bit widths at byte %d: %w", pos, errShort)
		}
		widths := src[pos : pos+int(minis)]
		pos += int(minis)
		for _, w := range widths {
			if got >= n {
				break
			}
			if w > 64 {
				return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: miniblock bit width %d at byte %d: %w", w, pos, ErrMalformed)
			}
			size := perMini * int(w) / 8
			take := min(perMini, n-got)
			// The last miniblock may be cut short of its full size.
			avail := min(size, len(src)-pos)
			if avail < kernels.PackedLen(take, int(w)) {
				return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: miniblock at byte %d needs %d bytes, %d left: %w", pos, kernels.PackedLen(take, int(w)), len(src)-pos, errShort)
			}
			if err := kernels.Unpack64(tmp[:take], src[pos:pos+avail], int(w)); err != nil {
				return nil, 0, fmt.Errorf("DELTA_BINARY_PACKED: %w", err)
			}
			for _, d := range tmp[:take] {
				prev += minDelta + d
				out[got] = prev
				got++
			}
			pos += avail
		}
	}
	return out, pos, nil
}

// decodeDeltaInts appends n DELTA_BINARY_PACKED INT32 or INT64 values.
func decodeDeltaInts(v *values, src []byte, n int) error {
	vals, _, err := decodeDelta(src, n, n)
	if err != nil {
		return err
	}
	dst := v.reserve(n)
	if v.width == 4 {
		d := asSlice[uint32](dst)
		for i, x := range vals {
			d[i] = uint32(x)
		}
		return nil
	}
	copy(asSlice[uint64](dst), vals)
	return nil
}

// decodeDeltaLength appends n DELTA_LENGTH_BYTE_ARRAY values: delta-packed
// lengths, then the bytes back to back.
func decodeDeltaLength(v *values, src []byte, n int) error {
	lens, pos, err := decodeDelta(src, n, n)
	if err != nil {
		return fmt.Errorf("DELTA_LENGTH_BYTE_ARRAY lengths: %w", err)
	}
	return appendSuffixes(v, nil, lens, src[pos:])
}

// appendSuffixes appends values prefix[i] bytes of the previous value plus
// the next lens[i] bytes of data (prefix nil: no prefixes).
func appendSuffixes(v *values, prefix, lens []uint64, data []byte) error {
	pos := 0
	var prev []byte
	var scratch []byte
	for i, l := range lens {
		if l > uint64(len(data)-pos) {
			return fmt.Errorf("value %d: length %d exceeds the %d bytes left: %w", i, int64(l), len(data)-pos, errShort)
		}
		suffix := data[pos : pos+int(l)]
		pos += int(l)
		val := suffix
		if prefix != nil {
			p := prefix[i]
			if p > uint64(len(prev)) {
				return fmt.Errorf("DELTA_BYTE_ARRAY value %d: prefix %d longer than the previous value (%d): %w", i, int64(p), len(prev), ErrMalformed)
			}
			scratch = append(append(scratch[:0], prev[:p]...), suffix...)
			val = scratch
		}
		if v.width > 0 {
			if len(val) != v.width {
				return fmt.Errorf("value %d has %d bytes, the column %d: %w", i, len(val), v.width, ErrMalformed)
			}
			copy(v.reserve(1), val)
			prev = v.fixed[(v.n-1)*v.width:]
		} else {
			if err := v.appendBytes(val); err != nil {
				return err
			}
			prev = v.bytesAt(v.n - 1)
		}
	}
	return nil
}

// decodeDeltaByteArray appends n DELTA_BYTE_ARRAY values: delta-packed
// prefix lengths, then the suffixes as DELTA_LENGTH_BYTE_ARRAY.
func decodeDeltaByteArray(v *values, src []byte, n int) error {
	prefix, pos, err := decodeDelta(src, n, n)
	if err != nil {
		return fmt.Errorf("DELTA_BYTE_ARRAY prefix lengths: %w", err)
	}
	lens, p2, err := decodeDelta(src[pos:], n, n)
	if err != nil {
		return fmt.Errorf("DELTA_BYTE_ARRAY suffix lengths: %w", err)
	}
	return appendSuffixes(v, prefix, lens, src[pos+p2:])
}

// decodeByteStreamSplit appends n values stored as BYTE_STREAM_SPLIT: byte
// k of every value in stream k.
func decodeByteStreamSplit(v *values, src []byte, n int) error {
	w := v.width
	if w == 0 {
		return unsupportedf("BYTE_STREAM_SPLIT on BYTE_ARRAY")
	}
	if n > len(src) || n*w > len(src) {
		return fmt.Errorf("BYTE_STREAM_SPLIT: %d bytes for %d values of %d bytes: %w", len(src), n, w, errShort)
	}
	from := v.n
	dst := v.reserve(n)
	for k := range w {
		stream := src[k*n : (k+1)*n]
		for i, b := range stream {
			dst[i*w+k] = b
		}
	}
	v.toHost(from)
	return nil
}

// decodeValues dispatches on the page's value encoding.
func decodeValues(v, dict *values, pt PhysicalType, enc Encoding, src []byte, n int) error {
	switch enc {
	case Plain:
		return decodePlain(v, pt, src, n)
	case PlainDictionary, RLEDictionary:
		return decodeDict(v, dict, src, n)
	case RLE:
		if pt == Boolean {
			return decodeRLEBool(v, src, n)
		}
	case DeltaBinaryPacked:
		if pt == Int32 || pt == Int64 {
			return decodeDeltaInts(v, src, n)
		}
	case DeltaLengthByteArray:
		if pt == ByteArray {
			return decodeDeltaLength(v, src, n)
		}
	case DeltaByteArray:
		if pt == ByteArray || pt == FixedLenByteArray {
			return decodeDeltaByteArray(v, src, n)
		}
	case ByteStreamSplit:
		if pt != Boolean && pt != ByteArray {
			return decodeByteStreamSplit(v, src, n)
		}
	case BitPacked:
	default:
		return unsupportedf("value encoding %s", enc)
	}
	return unsupportedf("value encoding %s for %s", enc, pt)
}
