package kernels

import (
	"fmt"
	"math/bits"
	"reflect"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Filter returns the slots of values whose mask slot is true, in order.
//
// The mask is a Boolean array as long as values; it may be a slice and may
// hold nulls, which Drop (the default) treats as false and EmitNull turns
// into null result slots (see NullSelection). Every layout is supported:
// fixed-width types share one kernel per byte width (1, 2, 4, 8, 16 and 32
// bytes), boolean and validity bitmaps are compacted bit-wise, binary and
// utf8 (and their large forms) copy the selected bytes, view arrays move
// their 16-byte views and keep the data buffers, lists filter their child
// by the selected ranges, list views keep their child, structs, fixed-size
// lists and sparse unions filter their children by the same rows, dense
// unions keep their children, dictionaries filter their indices and keep
// the dictionary, run-end encoded arrays stay run-end encoded (runs are
// filtered, never decoded), and extension arrays filter their storage.
//
// Per 64 mask slots the kernels pick a strategy by popcount: none set
// skips the block, all set copies it whole, a few set visit each set bit,
// and dense blocks are compacted without data-dependent branches. The
// result shares no buffer with values except the data buffers of view
// arrays, the children of list views and dense unions and the
// dictionaries, all immutable. values must be a valid array (see
// arrays.Validate); Filter reports a mask of the wrong length or a
// malformed type as an error.
func Filter(values arrays.Array, mask *arrays.Boolean, opts ...Option) (_ arrays.Array, err error) {
	defer guard("filter", &err, in("values", values), in("mask", mask))
	c := enterCall(opts)
	defer c.leave()
	d, err := filterArray(c.widths(), &c, values, mask)
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(owned(d, values.Data())), nil
}

// FilterRecordBatch filters every column of rb by one mask. The mask is
// resolved once (its nulls, its offset, its popcount) and shared by all
// columns. Under EmitNull a mask with nulls makes the result's fields
// nullable.
func FilterRecordBatch(rb *arrays.RecordBatch, mask *arrays.Boolean, opts ...Option) (_ *arrays.RecordBatch, err error) {
	defer guard("filter", &err, in("", rb), in("mask", mask))
	if rb == nil {
		return nil, fmt.Errorf("kernels: filter: record batch is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	if err := c.checkArgs("filter", batchChecks(rb, arg("mask", maskData(mask)))...); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(batchArgs(rb, maskData(mask))...)
	}
	sel, err := newSelection(&c, mask, rb.NumRows())
	if err != nil {
		return nil, err
	}
	cols := make([]arrays.Array, rb.NumCols())
	for i, col := range rb.Columns() {
		d, err := filterData(c.widths(), &c, col.Data(), &sel)
		if err != nil {
			return nil, fmt.Errorf("kernels: filter: column %d (%q): %w", i, rb.ColumnName(i), err)
		}
		cols[i] = arrays.MakeArray(owned(d, col.Data()))
	}
	return arrays.NewRecordBatch(nullableSchema(rb.Schema(), sel.valid != nil), cols, sel.count)
}

// nullableSchema returns s, or a copy whose fields are all nullable when
// emitted nulls may have made a non-nullable column null.
func nullableSchema(s *arrays.Schema, emitsNulls bool) *arrays.Schema {
	if !emitsNulls {
		return s
	}
	fields := make([]arrays.Field, len(s.Fields))
	for i, f := range s.Fields {
		f.Nullable = true
		fields[i] = f
	}
	return arrays.NewSchema(fields, &s.Metadata)
}

// filterArray is Filter on a given table, returning the result's Data.
func filterArray(k *asm.Table, c *config, values arrays.Array, mask *arrays.Boolean) (*arrays.Data, error) {
	if isNil(values) {
		return nil, fmt.Errorf("kernels: filter: values are nil")
	}
	d, md := values.Data(), maskData(mask)
	if !c.marked(d, md) {
		if err := c.checkArgs("filter", arg("values", d), arg("mask", md)); err != nil {
			return nil, err
		}
	}
	if c.scratch != nil {
		c.scratch.begin(d, maskData(mask))
	}
	sel, err := newSelection(c, mask, d.Length)
	if err != nil {
		return nil, err
	}
	return filterData(k, c, d, &sel)
}

// filterData filters d by sel, dispatching on the layout.
func filterData(k *asm.Table, c *config, d *arrays.Data, sel *selection) (*arrays.Data, error) {
	t := d.Type
	st := arrays.StorageOf(t)
	id := st.ID()
	if w := arrays.PrimitiveByteWidth(id); w > 0 {
		return filterFixed(k, c, d, t, w, sel), nil
	}
	switch id {
	case arrays.NULL:
		return arrays.NewData(t, sel.count, [][]byte{nil}, nil, sel.count, 0), nil
	case arrays.BOOL:
		return filterBool(c, d, sel), nil
	case arrays.FIXED_SIZE_BINARY:
		return filterFixed(k, c, d, t, st.(arrays.FixedSizeBinaryType).ByteWidth, sel), nil
	case arrays.BINARY, arrays.UTF8:
		return filterBinary[int32](k, c, d, sel)
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		return filterBinary[int64](k, c, d, sel)
	case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		return filterViews(k, c, d, sel), nil
	case arrays.LIST, arrays.MAP:
		return filterList[int32](k, c, d, sel)
	case arrays.LARGE_LIST:
		return filterList[int64](k, c, d, sel)
	case arrays.LIST_VIEW:
		return filterListView(k, c, d, 4, sel), nil
	case arrays.LARGE_LIST_VIEW:
		return filterListView(k, c, d, 8, sel), nil
	case arrays.FIXED_SIZE_LIST:
		return filterFixedSizeList(k, c, d, st.(*arrays.FixedSizeListType).Size, sel)
	case arrays.STRUCT:
		return filterStruct(k, c, d, sel)
	case arrays.SPARSE_UNION, arrays.DENSE_UNION:
		return filterUnion(k, c, d, st.(*arrays.UnionType), sel)
	case arrays.DICTIONARY:
		return filterDictionary(k, c, d, st.(*arrays.DictionaryType), sel)
	case arrays.RUN_END_ENCODED:
		return filterRunEndEncoded(k, c, d, sel)
	}
	return nil, fmt.Errorf("kernels: filter: unsupported type %s", t)
}

// newOut builds an output Data of type t with the given buffers.
func newOut(c *config, t arrays.DataType, n, nulls int, children []*arrays.Data, bufs ...[]byte) *arrays.Data {
	if len(bufs) == 2 && children == nil && c.scratch == nil {
		return arrays.NewData2(t, n, bufs[0], bufs[1], nulls) // one allocation for the Data and its list
	}
	return arrays.NewData(t, n, c.buffers(bufs...), children, nulls, 0)
}

// filterFixed filters a layout of w bytes per value: a width kernel when
// one exists for w, one copy per run of kept slots otherwise.
func filterFixed(k *asm.Table, c *config, d *arrays.Data, t arrays.DataType, w int, sel *selection) *arrays.Data {
	valid, nulls := filterValidity(c, d, sel)
	out := c.alloc(sel.count*w, false)
	if sel.count > 0 {
		src := d.Buffers[1][d.Offset*w : (d.Offset+d.Length)*w]
		if c.parallel(d.Length) && hasWidthKernel(w) {
			filterMorsels(k, *c, w, out, src, d.Length, sel.keep, sel.keepOff)
		} else if hasWidthKernel(w) {
			filterWidth(k, w, out, sel.count, src, d.Length, sel.keep, sel.keepOff)
		} else {
			filterRuns(out, src, w, sel.keep, sel.keepOff, d.Length)
		}
	}
	return newOut(c, t, sel.count, nulls, nil, valid, out)
}

// filterBool compacts the values bitmap like a validity bitmap.
func filterBool(c *config, d *arrays.Data, sel *selection) *arrays.Data {
	valid, nulls := filterValidity(c, d, sel)
	out := c.bitmap(sel.count)
	if sel.count > 0 {
		c.widths().CompactBits(out, d.Buffers[1], d.Offset, sel.keep, sel.keepOff, d.Length)
	}
	return newOut(c, d.Type, sel.count, nulls, nil, valid, out)
}

// filterViews moves the 16-byte views with the 16-byte width kernel and
// keeps every data buffer: the views still point into them.
func filterViews(k *asm.Table, c *config, d *arrays.Data, sel *selection) *arrays.Data {
	valid, nulls := filterValidity(c, d, sel)
	out := c.alloc(16*sel.count, false)
	if sel.count > 0 {
		src := d.Buffers[1][16*d.Offset : 16*(d.Offset+d.Length)]
		if c.parallel(d.Length) {
			filterMorsels(k, *c, 16, out, src, d.Length, sel.keep, sel.keepOff)
		} else {
			filterWidth(k, 16, out, sel.count, src, d.Length, sel.keep, sel.keepOff)
		}
	}
	bufs := c.buffers(d.Buffers...)
	bufs[0], bufs[1] = valid, out
	return arrays.NewData(d.Type, sel.count, bufs, nil, nulls, 0)
}

// filterBinary copies the selected values of a binary or utf8 array, a run
// of consecutive kept slots at a time. A first pass sizes the data buffer
// per 64 mask slots as the offsets at the ends of the runs of ones less
// those at their starts; the second (filterBinaryRuns) rebases each run's
// offsets by one shift and moves its bytes at once. At a selectivity of
// one half that is half as many moves as values, and most are short
// enough for a few 32-byte moves instead of a call.
func filterBinary[O int32 | int64](k *asm.Table, c *config, d *arrays.Data, sel *selection) (*arrays.Data, error) {
	valid, nulls := filterValidity(c, d, sel)
	n := d.Length
	offs := viewAt[O](d.Buffers[1], d.Offset, n+1)
	if err := checkSpan(int64(offs[0]), int64(offs[n]), len(d.Buffers[2]), "data bytes"); err != nil {
		return nil, err
	}
	if c.parallel(n) {
		return filterBinaryMorsels(k, *c, d, sel, offs, valid, nulls)
	}
	total, _ := keptBytes(k, offs, sel, 0, n)
	if span := int64(offs[n] - offs[0]); total < 0 || total > span {
		return nil, errOffsetsOutOfOrder("data bytes", total, span)
	}
	ob := c.alloc(int(unsafeSizeof[O]())*(sel.count+1), false)
	outOffs := viewAs[O](ob, sel.count+1)
	data := c.alloc(int(total), false)
	pos := filterBinaryBlocks(k, outOffs, data[:cap(data)], d.Buffers[2], offs, sel, 0, n, 0)
	if pos != int(total) { // only offsets out of order can make the passes disagree
		return nil, errRunsDisagree(pos, total)
	}
	outOffs[sel.count] = O(pos)
	clear(data[len(data):cap(data)]) // moveShort may have run past the end
	return newOut(c, d.Type, sel.count, nulls, nil, valid, ob, data), nil
}

// keptBytes sizes the data the kept slots among [from, to) cover (from a
// multiple of 64), per 64 mask slots as the offsets at the ends of the
// runs of ones less those at their starts, and counts those slots. With
// int32 offsets, the level's KeptBytes32 kernel takes the whole words it
// can first.
func keptBytes[O int32 | int64](k *asm.Table, offs []O, sel *selection, from, to int) (total int64, count int) {
	if unsafeSizeof[O]() == 4 && to-from >= 64 && denseSelection(sel) {
		t, words := k.KeptBytes32(asInt32s(offs[from:to+1]), sel.keep, sel.keepOff+from)
		if words > 0 {
			total, count = t, k.CountSetBits(sel.keep, sel.keepOff+from, 64*words)
			from += 64 * words
		}
	}
	for base := from; base < to; base += 64 {
		k := min(64, to-base)
		w := loadBits(sel.keep, sel.keepOff+base, k)
		if w == 0 {
			continue
		}
		count += popcount(w)
		o := offs[base : base+k+1]
		if w>>63 != 0 { // a run ends at slot 64, which w<<1 drops
			total += int64(o[64])
		}
		// the bits of w are below k: every index is within o
		op, size := unsafe.Pointer(unsafe.SliceData(o)), int(unsafeSizeof[O]())
		for e := w << 1 &^ w; e != 0; e &= e - 1 {
			total += int64(*(*O)(unsafe.Add(op, bits.TrailingZeros64(e)*size)))
		}
		for s := w &^ (w << 1); s != 0; s &= s - 1 {
			total -= int64(*(*O)(unsafe.Add(op, bits.TrailingZeros64(s)*size)))
		}
	}
	return total, count
}

// filterBinaryBlocks moves the kept slots among [from, to) (from a
// multiple of 64) to outOffs, from its first entry, and to data, from byte
// pos, and returns the data position after them. Each block's runs write
// the block's entries and one past them, which the next run overwrites;
// the block that would write past outOffs goes through a private array
// instead, so that concurrent calls on adjacent parts of one offsets
// buffer never write each other's entries. data is indexed from its start
// and written only below len(data), which bounds the 32-byte moves.
//
// With int32 offsets, the level's FilterBinary32 kernel moves the whole
// words it can take; a word it stops before (a value longer than 32 bytes,
// the end of data near) takes the Go loop, and the kernel the next.
func filterBinaryBlocks[O int32 | int64](k *asm.Table, outOffs []O, data, src []byte, offs []O, sel *selection, from, to, pos int) int {
	// Reads of up to 31 bytes past a value's end must stay within src's
	// capacity, even for an empty run: runs ending at or past srcEnd
	// take copy (all of them when the capacity is under 32 bytes).
	srcEnd := max(0, min(len(src), cap(src)-32)+1)
	var last [65]O
	j := 0
	kernel := unsafeSizeof[O]() == 4 && denseSelection(sel)
	for base := from; base < to; base += 64 {
		if kernel && to-base >= 64 {
			p, kept, words := k.FilterBinary32(asInt32s(outOffs[j:]), data, pos, src, asInt32s(offs[base:to+1]), sel.keep, sel.keepOff+base)
			pos, j, base = p, j+kept, base+64*words
			if base >= to {
				break
			}
		}
		m := min(64, to-base)
		w := loadBits(sel.keep, sel.keepOff+base, m)
		if w == 0 {
			continue
		}
		o := unsafe.Pointer(unsafe.SliceData(offs[base : base+m+1]))
		cnt := popcount(w)
		move := filterBinaryRuns[O]
		if popcount(w&^(w<<1)) > shortRunsPerWord {
			move = filterBinarySlots[O]
		}
		if j+cnt < len(outOffs) {
			out := outOffs[j : j+cnt+1] // the block's output offsets and the next, checked once
			pos = move(w, o, unsafe.Pointer(unsafe.SliceData(out)), data, src, srcEnd, pos)
		} else {
			out := outOffs[j : j+cnt]
			pos = move(w, o, unsafe.Pointer(&last[0]), data, src, srcEnd, pos)
			copy(out, last[:cnt])
		}
		j += cnt
	}
	return pos
}

// denseSelection reports whether a binary filter goes through the
// FilterBinary32 and KeptBytes32 kernels: at least one slot in 8 kept.
// The kernels' cost per word is mostly fixed (four groups of 16 offsets
// checked, compressed and summed), the Go loops' mostly per run of kept
// slots, so the loops win on sparse selections (sel=0.01, 64K utf8: 35 us
// through them against 127 us through the kernels, Intel Xeon).
func denseSelection(sel *selection) bool { return sel.count >= sel.n/8 }

// asInt32s is s as []int32 when O is int32 (the callers check its size).
func asInt32s[O int32 | int64](s []O) []int32 {
	return unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// errRunsDisagree reports a filter's two passes over binary offsets
// disagreeing, which only offsets out of order can make them do.
func errRunsDisagree(moved int, total int64) error {
	return fmt.Errorf("kernels: offsets out of order: the selected runs moved %d data bytes, their ends less their starts gave %d: %w", moved, total, ErrMalformedArray)
}

// filterBinaryRuns copies the runs of kept slots of one block to data from
// byte pos and returns the next pos. Bit i of w keeps slot i; o points to
// the block's offsets, one more than w's highest bit, and out to
// popcount(w)+1 output offsets (the caller sliced both): every run writes
// two, the second overwritten by the next run or, after the last block,
// by the final offset. data is extended to its capacity. The lowest run
// of ones of w ends at the bit that adding its lowest bit carries into.
// It is a function of its own so that its loop keeps its state in
// registers.
func filterBinaryRuns[O int32 | int64](w uint64, o, out unsafe.Pointer, data, src []byte, srcEnd, pos int) int {
	size := int(unsafeSizeof[O]())
	for w != 0 {
		x := w + w&-w
		from, to := bits.TrailingZeros64(w), bits.TrailingZeros64(x)
		w &= x
		lo, hi := *(*O)(unsafe.Add(o, from*size)), *(*O)(unsafe.Add(o, to*size))
		shift := O(pos) - lo
		*(*O)(out) = lo + shift
		*(*O)(unsafe.Add(out, size)) = *(*O)(unsafe.Add(o, (from+1)*size)) + shift
		for i := from + 2; i < to; i++ {
			*(*O)(unsafe.Add(out, (i-from)*size)) = *(*O)(unsafe.Add(o, i*size)) + shift
		}
		out = unsafe.Add(out, (to-from)*size)
		// The 32-byte moves read and write within the capacities; a
		// negative length or bytes outside src take copy, which panics on
		// them (guard reports a malformed array).
		l := int(hi - lo)
		if uint64(lo) <= uint64(hi) && uint64(hi) < uint64(srcEnd) && hi-lo <= 128 && pos+l+32 <= len(data) {
			moveShort(unsafe.Pointer(&data[pos]), unsafe.Add(unsafe.Pointer(unsafe.SliceData(src)), lo), l)
		} else {
			copy(data[pos:pos+l], src[lo:hi])
		}
		pos += l
	}
	return pos
}

// shortRunsPerWord is the number of runs of kept slots in a 64-slot word
// above which filterBinaryBlocks moves the word's values one slot at a
// time (filterBinarySlots) rather than a run at a time: with runs of one
// or two slots, as a random selection of half the slots makes, the run
// loop's inner loops take a branch of unpredictable length per run, and
// the slot loop has none.
const shortRunsPerWord = 8

// filterBinarySlots is filterBinaryRuns one kept slot at a time: each
// slot's output offset, then its value moved as one 32-byte block when it
// has at most 32 bytes (the common case, with no branch on the length),
// or by moveShort or copy. It writes popcount(w) output offsets (the one
// after them is the next block's or the caller's) and has the same
// contract otherwise.
func filterBinarySlots[O int32 | int64](w uint64, o, out unsafe.Pointer, data, src []byte, srcEnd, pos int) int {
	size := int(unsafeSizeof[O]())
	sp, dp := unsafe.Pointer(unsafe.SliceData(src)), unsafe.Pointer(unsafe.SliceData(data))
	for ; w != 0; w &= w - 1 {
		i := bits.TrailingZeros64(w)
		lo, hi := *(*O)(unsafe.Add(o, i*size)), *(*O)(unsafe.Add(o, (i+1)*size))
		*(*O)(out) = O(pos)
		out = unsafe.Add(out, size)
		l := int(hi - lo)
		switch {
		case uint64(lo) <= uint64(hi) && uint64(hi) < uint64(srcEnd) && l <= 32 && pos+32 <= len(data):
			move32(unsafe.Add(dp, pos), unsafe.Add(sp, lo))
		case uint64(lo) <= uint64(hi) && uint64(hi) < uint64(srcEnd) && l <= 128 && pos+l+32 <= len(data):
			moveShort(unsafe.Add(dp, pos), unsafe.Add(sp, lo), l)
		default: // a negative length or bytes outside src panic in copy (guard reports a malformed array)
			copy(data[pos:pos+l], src[lo:hi])
		}
		pos += l
	}
	return pos
}

// moveShort copies n bytes from src to dst 32 at a time, a word at a
// time, running past n up to the next multiple of 32 (32 bytes for n = 0)
// on both sides: the caller checks that both have that room and that they
// do not overlap. The bytes written past n are overwritten by the next
// run or cleared by the caller.
func moveShort(dst, src unsafe.Pointer, n int) {
	for k := 0; ; k += 32 {
		move32(unsafe.Add(dst, k), unsafe.Add(src, k))
		if k+32 >= n {
			return
		}
	}
}

// move32 copies the 32 bytes at src to dst as four word loads, then four
// word stores (no call, no branch); the caller checks both have the room
// and do not overlap.
func move32(dst, src unsafe.Pointer) {
	w0, w1 := *(*uint64)(src), *(*uint64)(unsafe.Add(src, 8))
	w2, w3 := *(*uint64)(unsafe.Add(src, 16)), *(*uint64)(unsafe.Add(src, 24))
	*(*uint64)(dst), *(*uint64)(unsafe.Add(dst, 8)) = w0, w1
	*(*uint64)(unsafe.Add(dst, 16)), *(*uint64)(unsafe.Add(dst, 24)) = w2, w3
}

// copyShort copies src[lo:lo+n] to dst[pos:pos+n]. Values of up to 32
// bytes, the common case for strings, are moved as one 32-byte block (four
// word loads, then four word stores: no branch on the length, no call) when
// both slices have the room within their capacity (buffers from
// arrays.AllocBuffer are padded to 64 bytes); the bytes written past pos+n
// are overwritten by the next value or cleared by the caller. A plain
// [32]byte assignment would not do: the compiler cannot prove the two
// arrays apart and calls memmove for it.
func copyShort(dst []byte, pos int, src []byte, lo, n int) {
	if n <= 32 {
		d, s := dst[:cap(dst)], src[:cap(src)]
		if pos+32 <= len(d) && lo+32 <= len(s) {
			move32(unsafe.Pointer(&d[pos]), unsafe.Pointer(&s[lo]))
			return
		}
	}
	copy(dst[pos:pos+n], src[lo:lo+n])
}

// filterList filters a list, large list or map: the offsets are rebuilt
// from the kept slots and the child is filtered by the child slots those
// slots cover.
func filterList[O int32 | int64](k *asm.Table, c *config, d *arrays.Data, sel *selection) (*arrays.Data, error) {
	valid, nulls := filterValidity(c, d, sel)
	offs := viewAt[O](d.Buffers[1], d.Offset, d.Length+1)
	lo, hi := int(offs[0]), int(offs[d.Length])
	if lo < 0 || hi < lo || hi > d.Children[0].Length {
		return nil, fmt.Errorf("kernels: filter: list offsets [%d, %d] outside the %d child values: %w", lo, hi, d.Children[0].Length, ErrMalformedArray)
	}
	childMask := c.bitmap(hi - lo)
	ob := c.alloc(int(unsafeSizeof[O]())*(sel.count+1), false)
	outOffs := viewAs[O](ob, sel.count+1)
	j := 0
	pos := O(0)
	bad := false
	forEachRun(sel.keep, sel.keepOff, d.Length, func(from, to int) {
		if offs[to] < offs[from] || int(offs[from]) < lo || int(offs[to]) > hi {
			bad = true // out of order: counted and reported below
			return
		}
		shift := pos - offs[from]
		for i := from; i < to; i++ {
			outOffs[j] = offs[i] + shift
			j++
		}
		arrays.SetBitsTo(childMask, int(offs[from])-lo, int(offs[to])-int(offs[from]), true)
		pos += offs[to] - offs[from]
	})
	if bad {
		return nil, errOffsetsOutOfOrder("child values", int64(pos), int64(hi-lo))
	}
	outOffs[j] = pos
	child := subData(d.Children[0], lo, hi)
	cs := selection{n: hi - lo, keep: childMask, count: int(pos)}
	fc, err := filterData(k, c, child, &cs)
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, sel.count, nulls, []*arrays.Data{fc}, valid, ob), nil
}

// filterListView filters the offsets and sizes with the width kernel of
// their width and keeps the child: a list view may point anywhere in it.
func filterListView(k *asm.Table, c *config, d *arrays.Data, w int, sel *selection) *arrays.Data {
	valid, nulls := filterValidity(c, d, sel)
	offs, sizes := c.alloc(w*sel.count, false), c.alloc(w*sel.count, false)
	if sel.count > 0 {
		span := func(b []byte) []byte { return b[w*d.Offset : w*(d.Offset+d.Length)] }
		filterWidth(k, w, offs, sel.count, span(d.Buffers[1]), d.Length, sel.keep, sel.keepOff)
		filterWidth(k, w, sizes, sel.count, span(d.Buffers[2]), d.Length, sel.keep, sel.keepOff)
	}
	return newOut(c, d.Type, sel.count, nulls, d.Children, valid, offs, sizes)
}

// filterFixedSizeList filters the child by the kept slots' size-long
// ranges.
func filterFixedSizeList(k *asm.Table, c *config, d *arrays.Data, size int, sel *selection) (*arrays.Data, error) {
	valid, nulls := filterValidity(c, d, sel)
	lo, hi := d.Offset*size, (d.Offset+d.Length)*size
	var cs selection
	if size == 1 {
		cs = *sel.plain()
	} else {
		childMask := c.bitmap(hi - lo)
		forEachRun(sel.keep, sel.keepOff, d.Length, func(from, to int) {
			arrays.SetBitsTo(childMask, from*size, (to-from)*size, true)
		})
		cs = selection{n: hi - lo, keep: childMask, count: sel.count * size}
	}
	fc, err := filterData(k, c, subData(d.Children[0], lo, hi), &cs)
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, sel.count, nulls, []*arrays.Data{fc}, valid), nil
}

// filterStruct filters every child by the same rows.
func filterStruct(k *asm.Table, c *config, d *arrays.Data, sel *selection) (*arrays.Data, error) {
	valid, nulls := filterValidity(c, d, sel)
	children, err := filterChildren(k, c, d, sel.plain())
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, sel.count, nulls, children, valid), nil
}

// filterChildren filters the children of a struct or sparse union, which
// share the parent's offset.
func filterChildren(k *asm.Table, c *config, d *arrays.Data, sel *selection) ([]*arrays.Data, error) {
	children := make([]*arrays.Data, len(d.Children))
	for i, ch := range d.Children {
		fc, err := filterData(k, c, subData(ch, d.Offset, d.Offset+d.Length), sel)
		if err != nil {
			return nil, err
		}
		children[i] = fc
	}
	return children, nil
}

// filterUnion filters the type ids; a sparse union filters its children by
// the same rows, a dense union filters its offsets and keeps its children.
// Emitted nulls need a null value in a child, so a selection with emitted
// nulls goes through Take.
func filterUnion(k *asm.Table, c *config, d *arrays.Data, t *arrays.UnionType, sel *selection) (*arrays.Data, error) {
	if sel.valid != nil {
		return takeData(k, c, d, sel.indices(c))
	}
	ids := c.alloc(sel.count, false)
	if sel.count > 0 {
		filterWidth(k, 1, ids, sel.count, d.Buffers[1][d.Offset:d.Offset+d.Length], d.Length, sel.keep, sel.keepOff)
	}
	if t.Mode == arrays.SparseMode {
		children, err := filterChildren(k, c, d, sel)
		if err != nil {
			return nil, err
		}
		return newOut(c, d.Type, sel.count, 0, children, nil, ids), nil
	}
	offs := c.alloc(4*sel.count, false)
	if sel.count > 0 {
		filterWidth(k, 4, offs, sel.count, d.Buffers[2][4*d.Offset:4*(d.Offset+d.Length)], d.Length, sel.keep, sel.keepOff)
	}
	return newOut(c, d.Type, sel.count, 0, d.Children, nil, ids, offs), nil
}

// filterDictionary filters the indices with the width kernel of the index
// type and keeps the dictionary.
func filterDictionary(k *asm.Table, c *config, d *arrays.Data, t *arrays.DictionaryType, sel *selection) (*arrays.Data, error) {
	w := arrays.PrimitiveByteWidth(t.Index.ID())
	if w == 0 || !arrays.IsInteger(t.Index.ID()) {
		return nil, fmt.Errorf("dictionary index type %s is not an integer type", t.Index)
	}
	out := filterFixed(k, c, d, d.Type, w, sel)
	out.Dictionary = d.Dictionary
	return out, nil
}

// checkOffsetRange reports a total that does not fit offsets of type O.
func checkOffsetRange[O int32 | int64](total int64, what string) error {
	if unsafeSizeof[O]() == 4 && total > 1<<31-1 {
		return fmt.Errorf("%d %s overflow 32-bit offsets; use the large type", total, what)
	}
	return nil
}

// isNil reports whether a is nil or holds a nil pointer (a typed nil,
// whose Data method would dereference nil).
func isNil(a arrays.Array) bool {
	if a == nil {
		return true
	}
	v := reflect.ValueOf(a)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// errNilValues reports a nil typed array given to a typed entry point.
func errNilValues(kernel string) error { return fmt.Errorf("kernels: %s: values are nil", kernel) }

// filterTyped is the body of the generated FilterInt64, FilterTimestamp,
// ...: the selection, then straight to the width kernel.
func filterTyped(d *arrays.Data, w int, mask *arrays.Boolean, opts []Option) (_ *arrays.Data, err error) {
	defer guard("filter", &err, in("values", d), in("mask", mask))
	c := enterCall(opts)
	defer c.leave()
	if err := c.checkArgs("filter", arg("values", d), arg("mask", maskData(mask))); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(d, maskData(mask))
	}
	sel, err := newSelection(&c, mask, d.Length)
	if err != nil {
		return nil, err
	}
	return owned(filterFixed(c.widths(), &c, d, d.Type, w, &sel), d), nil
}
