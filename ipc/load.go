package ipc

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// This file turns the body of a RecordBatch (or of a DictionaryBatch's data)
// into arrays: it walks the fields depth first, pre-order, taking one
// FieldNode per field and the buffers of its layout (section 7 of the facts
// sheet), and builds a *arrays.Data per field.
//
// Buffers alias the body wherever that is safe: when the bytes are in host
// order, uncompressed and aligned for the values they hold. Otherwise they
// are copied (or decompressed) into 64-byte aligned memory. The loader reads
// no value from a buffer except to swap byte order and to fold the validity
// of a MetadataVersion V4 union into its children, and both check bounds
// first; everything else about the buffers (sizes, offsets, indices) is
// left to arrays validation, which runs on the result.
//
// Allocation is bounded by the input: copies and synthesized bitmaps may
// take at most about twice the body (buffers of a sound batch do not
// overlap, so each byte is copied at most once), and decompression is
// bounded per buffer by what the declared lengths need and by what the
// codec can expand the compressed bytes to, and per batch by that ratio
// times the body.

// loader is the state of loading one batch body.
type loader struct {
	r       *readerCore
	body    []byte
	h       *RecordBatchHeader
	v4      bool // MetadataVersion V4: unions carry a validity buffer
	swap    bool // the body is in the other byte order
	what    string
	node    int // next FieldNode
	buf     int // next Buffer
	views   int // next variadicBufferCounts entry
	names   []string
	copies  int64 // bytes left for copies and synthesized buffers
	inflate int64 // bytes left for decompressed buffers
}

func (r *readerCore) newLoader(m *Message, h *RecordBatchHeader, what string) *loader {
	body := m.Body()
	l := &loader{
		r:    r,
		body: body,
		h:    h,
		v4:   m.Version() < MetadataV5,
		swap: r.header.Endianness != hostEndianness,
		what: what,
	}
	l.copies = 2*int64(len(body)) + 1<<16
	if h.Compression != NoCompression {
		ratio, slack := maxExpansion(h.Compression)
		l.inflate = ratio*int64(len(body)) + slack*int64(len(h.Buffers)+1)
	}
	return l
}

// fieldPath renders the names of the fields being loaded, for errors.
func (l *loader) fieldPath() string {
	var b strings.Builder
	for i, n := range l.names {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Quote(n))
	}
	return b.String()
}

// errf reports malformed input in the field being loaded.
func (l *loader) errf(format string, args ...any) error {
	where := l.what
	if len(l.names) > 0 {
		where += ": field " + l.fieldPath()
	}
	return fmt.Errorf("%w: %s: %s", ErrMalformed, where, fmt.Sprintf(format, args...))
}

// finish checks that the header had exactly the nodes, buffers and
// variadic buffer counts the fields needed.
func (l *loader) finish() error {
	switch {
	case l.node != len(l.h.Nodes):
		return l.errf("has %d field nodes, the schema needs %d", len(l.h.Nodes), l.node)
	case l.buf != len(l.h.Buffers):
		return l.errf("has %d buffers, the schema needs %d", len(l.h.Buffers), l.buf)
	case l.views != len(l.h.VariadicBufferCounts):
		return l.errf("has %d variadicBufferCounts, the schema has %d binary or utf8 view fields", len(l.h.VariadicBufferCounts), l.views)
	}
	return nil
}

// nextNode takes the next FieldNode.
func (l *loader) nextNode() (length, nulls int, err error) {
	if l.node >= len(l.h.Nodes) {
		return 0, 0, l.errf("the batch has only %d field nodes", len(l.h.Nodes))
	}
	n := l.h.Nodes[l.node]
	l.node++
	if uint64(n.Length) > math.MaxInt {
		return 0, 0, l.errf("length %d does not fit in memory on this platform", n.Length)
	}
	return int(n.Length), int(n.NullCount), nil
}

// bufSpec describes what a buffer holds: the most bytes the layout needs
// (-1 if the layout does not say), the alignment its values need to be read
// in place, and how to swap them.
type bufSpec struct {
	need  int64
	align uintptr
	swap  swapKind
}

// maxNeed caps the byte counts the layout computes from declared lengths:
// far beyond any real buffer, and small enough to add to without overflow.
const maxNeed = 1 << 62

// mulNeed is n*w bytes (n, w >= 0), saturating at maxNeed.
func mulNeed(n int, w int) int64 {
	if w != 0 && int64(n) > maxNeed/int64(w) {
		return maxNeed
	}
	return int64(n) * int64(w)
}

// bitmapBytes is the size of a bitmap of n bits, without the overflow of
// arrays.BitmapLen for lengths near math.MaxInt.
func bitmapBytes(n int) int { return int((uint64(n) + 7) / 8) }

func bitmapNeed(n int) int64 { return int64(bitmapBytes(n)) }

// skipBuffer takes the next buffer without reading it.
func (l *loader) skipBuffer() error {
	if l.buf >= len(l.h.Buffers) {
		return l.errf("the batch has only %d buffers", len(l.h.Buffers))
	}
	l.buf++
	return nil
}

// nextBuffer takes the next buffer and returns its bytes in host order,
// aligned as spec asks: the body itself when possible, else a copy. An
// empty buffer is nil.
func (l *loader) nextBuffer(spec bufSpec) ([]byte, error) {
	if l.buf >= len(l.h.Buffers) {
		return nil, l.errf("the batch has only %d buffers", len(l.h.Buffers))
	}
	idx := l.buf
	bb := l.h.Buffers[idx]
	l.buf++
	// RecordBatchHeader.Check put every buffer inside the body.
	b := l.body[bb.Offset : bb.Offset+bb.Length : bb.Offset+bb.Length]
	fresh := false
	if l.h.Compression != NoCompression && len(b) > 0 {
		out, isNew, err := decompressBuffer(l.h.Compression, b, spec.need)
		if err != nil {
			return nil, l.errf("buffer %d (body offset %d, %d bytes): %v", idx, bb.Offset, bb.Length, err)
		}
		if isNew {
			if l.inflate -= int64(len(out)); l.inflate < 0 {
				return nil, l.errf("buffer %d: the batch decompresses to more than its %d-byte body can hold", idx, len(l.body))
			}
		}
		b, fresh = out, isNew
	}
	if len(b) == 0 {
		return nil, nil
	}
	swap := l.swap && spec.swap != swapNone
	words := wordsReversed(spec.swap)
	if !fresh && (swap || words || (spec.align > 1 && uintptr(unsafe.Pointer(unsafe.SliceData(b)))%spec.align != 0)) {
		c, err := l.alloc(len(b), "buffer "+strconv.Itoa(idx))
		if err != nil {
			return nil, err
		}
		copy(c, b)
		b = c
	}
	if swap {
		swapBytes(b, spec.swap)
	}
	if words {
		reverseWords(b, spec.swap)
	}
	return b, nil
}

// alloc returns a zeroed aligned buffer of n bytes, charged to the batch's
// copy allowance.
func (l *loader) alloc(n int, what string) ([]byte, error) {
	if l.copies -= int64(n); n < 0 || l.copies < 0 {
		return nil, l.errf("%s: copying %d bytes exceeds what the %d-byte body can justify (overlapping buffers?)", what, n, len(l.body))
	}
	return arrays.AllocBuffer(n), nil
}

// validity takes a validity buffer: nil when the node has no nulls (the
// bytes are then not even decompressed).
func (l *loader) validity(n, nulls int) ([]byte, error) {
	if nulls == 0 {
		return nil, l.skipBuffer()
	}
	return l.nextBuffer(bufSpec{need: bitmapNeed(n), align: 1})
}

// offsets takes an offsets buffer of n+1 values of width w. A zero-length
// array may have an empty one (older writers): it reads as a single 0.
func (l *loader) offsets(n, w int) ([]byte, error) {
	b, err := l.nextBuffer(bufSpec{need: mulNeed(n, w) + int64(w), align: uintptr(w), swap: swapOfWidth(w)})
	if err == nil && len(b) == 0 && n == 0 {
		b = arrays.AllocBuffer(w)
	}
	return b, err
}

// field loads the field f, whose FieldPath is path, depth levels down.
func (l *loader) field(f arrays.Field, path FieldPath, depth int) (*arrays.Data, error) {
	l.names = append(l.names, f.Name)
	defer func() { l.names = l.names[:len(l.names)-1] }()
	if depth > maxFieldDepth {
		return nil, l.errf("nested more than %d levels deep", maxFieldDepth)
	}
	if f.Type == nil {
		return nil, l.errf("has no type")
	}
	st := arrays.StorageOf(f.Type)
	d, err := l.layout(st, path, depth)
	if err != nil {
		return nil, err
	}
	d.Type = f.Type // the extension type over the storage, or st itself
	return d, nil
}

// child loads child i of the field at path.
func (l *loader) child(f arrays.Field, path FieldPath, i, depth int) (*arrays.Data, error) {
	return l.field(f, append(path[:len(path):len(path)], i), depth+1)
}

// layout loads a field whose storage type is t.
func (l *loader) layout(t arrays.DataType, path FieldPath, depth int) (*arrays.Data, error) {
	n, nulls, err := l.nextNode()
	if err != nil {
		return nil, err
	}
	switch x := t.(type) {
	case arrays.NullType:
		// No buffers; every slot is null whatever null_count says.
		return arrays.NewData(t, n, [][]byte{nil}, nil, n, 0), nil

	case arrays.BoolType:
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		vals, err := l.nextBuffer(bufSpec{need: bitmapNeed(n), align: 1})
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid, vals}, nil, nulls, 0), nil

	case arrays.BinaryType, arrays.Utf8Type, arrays.LargeBinaryType, arrays.LargeUtf8Type:
		w := 4
		if id := t.ID(); id == arrays.LARGE_BINARY || id == arrays.LARGE_UTF8 {
			w = 8
		}
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		offs, err := l.offsets(n, w)
		if err != nil {
			return nil, err
		}
		data, err := l.nextBuffer(bufSpec{need: lastOffset(offs, n, w), align: 1})
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid, offs, data}, nil, nulls, 0), nil

	case arrays.BinaryViewType, arrays.Utf8ViewType:
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		views, err := l.nextBuffer(bufSpec{need: mulNeed(n, 16), align: 4, swap: swapViews})
		if err != nil {
			return nil, err
		}
		if l.views >= len(l.h.VariadicBufferCounts) {
			return nil, l.errf("no variadicBufferCounts entry for this view field (the batch has %d)", len(l.h.VariadicBufferCounts))
		}
		count := l.h.VariadicBufferCounts[l.views]
		l.views++
		if count > int64(len(l.h.Buffers)-l.buf) {
			return nil, l.errf("variadicBufferCounts says %d data buffers, only %d buffers remain", count, len(l.h.Buffers)-l.buf)
		}
		bufs := make([][]byte, 2, 2+count)
		bufs[0], bufs[1] = valid, views
		for range count {
			b, err := l.nextBuffer(bufSpec{need: -1, align: 1})
			if err != nil {
				return nil, err
			}
			bufs = append(bufs, b)
		}
		return arrays.NewData(t, n, bufs, nil, nulls, 0), nil

	case *arrays.ListType, *arrays.LargeListType, *arrays.MapType:
		w, elem := 4, arrays.Field{}
		switch x := x.(type) {
		case *arrays.ListType:
			elem = x.Elem
		case *arrays.LargeListType:
			w, elem = 8, x.Elem
		case *arrays.MapType:
			elem = x.Entries
		}
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		offs, err := l.offsets(n, w)
		if err != nil {
			return nil, err
		}
		c, err := l.child(elem, path, 0, depth)
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid, offs}, []*arrays.Data{c}, nulls, 0), nil

	case *arrays.ListViewType, *arrays.LargeListViewType:
		w, elem := 4, arrays.Field{}
		if lv, ok := x.(*arrays.LargeListViewType); ok {
			w, elem = 8, lv.Elem
		} else {
			elem = x.(*arrays.ListViewType).Elem
		}
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		spec := bufSpec{need: mulNeed(n, w), align: uintptr(w), swap: swapOfWidth(w)}
		offs, err := l.nextBuffer(spec)
		if err != nil {
			return nil, err
		}
		sizes, err := l.nextBuffer(spec)
		if err != nil {
			return nil, err
		}
		c, err := l.child(elem, path, 0, depth)
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid, offs, sizes}, []*arrays.Data{c}, nulls, 0), nil

	case *arrays.FixedSizeListType:
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		c, err := l.child(x.Elem, path, 0, depth)
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid}, []*arrays.Data{c}, nulls, 0), nil

	case *arrays.StructType:
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		children := make([]*arrays.Data, len(x.Children))
		for i, f := range x.Children {
			if children[i], err = l.child(f, path, i, depth); err != nil {
				return nil, err
			}
		}
		return arrays.NewData(t, n, [][]byte{valid}, children, nulls, 0), nil

	case *arrays.UnionType:
		return l.union(x, n, nulls, path, depth)

	case *arrays.DictionaryType:
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		iw := indexWidth(x)
		idx, err := l.nextBuffer(bufSpec{need: mulNeed(n, iw), align: uintptr(iw), swap: swapOfWidth(iw)})
		if err != nil {
			return nil, err
		}
		dict, err := l.dictionaryFor(path, x, n, nulls)
		if err != nil {
			return nil, err
		}
		d := arrays.NewData(t, n, [][]byte{valid, idx}, nil, nulls, 0)
		d.Dictionary = dict
		return d, nil

	case *arrays.RunEndEncodedType:
		ends, err := l.child(x.RunEnds, path, 0, depth)
		if err != nil {
			return nil, err
		}
		values, err := l.child(x.Values, path, 1, depth)
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{nil}, []*arrays.Data{ends, values}, 0, 0), nil

	case arrays.FixedSizeBinaryType:
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		vals, err := l.nextBuffer(bufSpec{need: mulNeed(n, x.ByteWidth), align: 1})
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid, vals}, nil, nulls, 0), nil

	case arrays.FixedWidthType:
		w := x.BitWidth() / 8
		valid, err := l.validity(n, nulls)
		if err != nil {
			return nil, err
		}
		vals, err := l.nextBuffer(bufSpec{need: mulNeed(n, w), align: uintptr(min(w, 8)), swap: fixedSwap(t, w)})
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{valid, vals}, nil, nulls, 0), nil
	}
	return nil, l.errf("type %s has no IPC layout", t)
}

// fixedSwap is how values of the fixed-width type t (w bytes) are swapped.
func fixedSwap(t arrays.DataType, w int) swapKind {
	switch t.ID() {
	case arrays.INTERVAL_DAY_TIME:
		return swap4 // two int32
	case arrays.INTERVAL_MONTH_DAY_NANO:
		return swapMonthDayNano
	}
	return swapOfWidth(w)
}

// indexWidth is the byte width of a dictionary's index type.
func indexWidth(t *arrays.DictionaryType) int {
	if fw, ok := t.Index.(arrays.FixedWidthType); ok && arrays.IsInteger(t.Index.ID()) {
		return fw.BitWidth() / 8
	}
	return 0
}

// lastOffset is the last of n+1 offsets of width w (in host order), which
// bounds the data buffer; -1 if the buffer is too short to hold it.
func lastOffset(offs []byte, n, w int) int64 {
	if n < 0 || n >= len(offs)/w {
		return -1
	}
	if w == 4 {
		return int64(int32(binary.NativeEndian.Uint32(offs[4*n:])))
	}
	return int64(binary.NativeEndian.Uint64(offs[8*n:]))
}

// union loads a union field. A MetadataVersion V4 union has a validity
// buffer of its own; unions have none now, so a slot it marks null becomes
// a null in the child value the slot selects, as the integration JSON
// reader does with the VALIDITY of V4 union columns.
func (l *loader) union(t *arrays.UnionType, n, nulls int, path FieldPath, depth int) (*arrays.Data, error) {
	var valid []byte
	if l.v4 {
		var err error
		if valid, err = l.validity(n, nulls); err != nil {
			return nil, err
		}
		if valid == nil && nulls > 0 {
			return nil, l.errf("V4 union has %d nulls but no validity buffer", nulls)
		}
	}
	ids, err := l.nextBuffer(bufSpec{need: int64(n), align: 1})
	if err != nil {
		return nil, err
	}
	bufs := [][]byte{nil, ids}
	if t.Mode == arrays.DenseMode {
		offs, err := l.nextBuffer(bufSpec{need: mulNeed(n, 4), align: 4, swap: swap4})
		if err != nil {
			return nil, err
		}
		bufs = append(bufs, offs)
	}
	children := make([]*arrays.Data, len(t.Children))
	for i, f := range t.Children {
		if children[i], err = l.child(f, path, i, depth); err != nil {
			return nil, err
		}
	}
	d := arrays.NewData(t, n, bufs, children, 0, 0)
	if valid != nil {
		if err := l.foldUnionValidity(d, t, valid); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// foldUnionValidity clears, in the child selected by each slot that valid
// marks null, the validity bit of the selected value. Every index is checked
// before use; the children are replaced by copies with new bitmaps.
func (l *loader) foldUnionValidity(d *arrays.Data, t *arrays.UnionType, valid []byte) error {
	n := d.Length
	if len(valid) < bitmapBytes(n) {
		return l.errf("V4 union validity buffer has %d bytes for %d slots", len(valid), n)
	}
	ids := d.Buffers[1]
	if len(ids) < n {
		return l.errf("union type ids buffer has %d bytes for %d slots", len(ids), n)
	}
	var offs []byte
	if t.Mode == arrays.DenseMode {
		offs = d.Buffers[2]
		if int64(len(offs)) < mulNeed(n, 4) {
			return l.errf("dense union offsets buffer has %d bytes for %d slots", len(offs), n)
		}
	}
	cleared := map[int][]byte{}
	for i := range n {
		if arrays.BitIsSet(valid, i) {
			continue
		}
		k := t.ChildIndex(int8(ids[i]))
		if k < 0 {
			return l.errf("slot %d: union type id %d is not one of %v", i, int8(ids[i]), t.TypeCodes)
		}
		c := d.Children[k]
		j := i
		if offs != nil {
			j = int(int32(binary.NativeEndian.Uint32(offs[4*i:])))
		}
		if j < 0 || j >= c.Length {
			return l.errf("slot %d: union offset %d outside child %d of %d slots", i, j, k, c.Length)
		}
		switch arrays.StorageOf(c.Type).ID() {
		case arrays.NULL:
			continue
		case arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED:
			return l.errf("slot %d: null V4 union slot selects a %s value, which cannot be made null", i, c.Type)
		}
		bits := cleared[k]
		if bits == nil {
			size := bitmapBytes(c.Length)
			var err error
			if bits, err = l.alloc(size, "V4 union validity"); err != nil {
				return err
			}
			if v := c.Buffers[0]; v != nil {
				if len(v) < size {
					return l.errf("child %d validity buffer has %d bytes for %d slots", k, len(v), c.Length)
				}
				copy(bits, v)
			} else {
				arrays.SetBitsTo(bits, 0, c.Length, true)
			}
			cleared[k] = bits
		}
		arrays.ClearBit(bits, j)
	}
	for k, bits := range cleared {
		c := d.Children[k]
		bufs := append([][]byte{bits}, c.Buffers[1:]...)
		nc := arrays.NewData(c.Type, c.Length, bufs, c.Children, arrays.UnknownNullCount, c.Offset)
		nc.Dictionary = c.Dictionary
		d.Children[k] = nc
	}
	return nil
}

// dictionaryFor returns the current dictionary of the dictionary-encoded
// field at path. A field whose dictionary has not arrived yet may still be
// loaded when every slot is null (a writer may send the dictionary only
// once it has values): it gets an empty dictionary.
func (l *loader) dictionaryFor(path FieldPath, t *arrays.DictionaryType, n, nulls int) (*arrays.Data, error) {
	id, ok := l.r.header.Dictionaries.ID(path)
	if !ok {
		return nil, l.errf("dictionary-encoded field has no dictionary id")
	}
	if d := l.r.dicts.get(id); d != nil {
		return d, nil
	}
	if nulls != n {
		return nil, l.errf("dictionary id %d has not been received (%d of %d slots are not null)", id, n-nulls, n)
	}
	b, err := arrays.NewBuilder(t.Value)
	if err != nil {
		return nil, l.errf("empty dictionary of %s: %v", t.Value, err)
	}
	return b.NewArray().Data(), nil
}
