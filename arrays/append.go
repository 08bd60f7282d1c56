package arrays

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reflect"
	"unsafe"
)

// AppendFrom and AppendRange copy slots of an array into a builder of the
// same type, for every layout. They are the reference that selection
// kernels (take, filter, concatenate) are tested against, so they favour
// being obviously right; the layouts whose slots are independent
// (fixed-width, bool, fixed-size binary, binary, struct, fixed-size list,
// sparse union) copy a range in bulk.
//
// Each builder of the package implements dataAppender; the dispatch is on
// the builder, whose type is checked against the array's once, at the top.
// Below the top, child builders and child data agree because both follow
// the same (equal) type.

// dataAppender is implemented by every builder of the package: it appends
// n slots of d starting at slot start (relative to d.Offset). d has the
// builder's type (or an extension of it, for an extension builder's
// storage) and is well-formed.
type dataAppender interface {
	appendData(d *Data, start, n int) error
}

// AppendFrom appends slot i of a to b, whose type must equal a's
// (TypeEqual). A null slot appends a null: for unions the slot keeps its
// type code and selects a null child value, for run-end encoded and
// dictionary arrays the builder appends its null. A valid slot appends the
// slot's logical value: nested values are copied into the child builders,
// a dictionary slot appends its decoded value (or its index, when the
// builder's fixed dictionary is the array's), a run-end encoded slot
// appends the value of its run, extending the builder's last run when it
// holds equal scalar bytes or a null (a run of a non-scalar value always
// starts a new run).
//
// It fails, appending nothing, when b or a is nil, the types differ (the
// error names both) or i is out of range. Other failures come from the
// builder: a value missing from a fixed dictionary (ErrNotInDictionary), a
// full dictionary, a run-end or 32-bit offset overflow, an undeclared
// union type code; after one of those b may hold part of the slot and
// should be discarded.
//
// a must be well-formed (see Validate and ValidateFull); like the
// accessors, AppendFrom may panic on malformed buffers.
func AppendFrom(b Builder, a Array, i int) error {
	if err := checkAppend("AppendFrom", b, a); err != nil {
		return err
	}
	if uint(i) >= uint(a.Len()) {
		return fmt.Errorf("arrays.AppendFrom: slot %d out of range [0, %d) of a %s array", i, a.Len(), a.DataType())
	}
	if err := appendData(b, a.Data(), i, 1); err != nil {
		return fmt.Errorf("arrays.AppendFrom: slot %d: %w", i, err)
	}
	return nil
}

// AppendRange appends slots [start, end) of a to b, as AppendFrom would
// one by one, with the same checks and errors. Fixed-width, bool and
// fixed-size binary values are copied in one block with their validity
// bits, binary-like values with one copy of their data; struct, fixed-size
// list and sparse union children are copied range by range, list values
// one run of adjacent lists at a time, run-end encoded runs whole.
//
// Where a range is copied in bulk, what lies under its null slots is
// copied too (fixed-width values, the binary data a null slot covers,
// struct and fixed-size list children), which the format allows and Equal
// ignores; null list, list view and map slots are appended empty.
func AppendRange(b Builder, a Array, start, end int) error {
	if err := checkAppend("AppendRange", b, a); err != nil {
		return err
	}
	if start < 0 || end < start || end > a.Len() {
		return fmt.Errorf("arrays.AppendRange: range [%d:%d] out of bounds for a %s array of length %d", start, end, a.DataType(), a.Len())
	}
	if err := appendData(b, a.Data(), start, end-start); err != nil {
		return fmt.Errorf("arrays.AppendRange: slots [%d:%d]: %w", start, end, err)
	}
	return nil
}

// checkAppend rejects nil builders and arrays (typed nils too) and
// mismatched types before anything is appended.
func checkAppend(fn string, b Builder, a Array) error {
	if isNilValue(b) {
		return fmt.Errorf("arrays.%s: nil builder", fn)
	}
	if isNilValue(a) || a.Data() == nil {
		return fmt.Errorf("arrays.%s: nil array", fn)
	}
	bt := b.Type()
	if isNilValue(bt) {
		return fmt.Errorf("arrays.%s: the %T has no type (make builders with NewBuilder or their constructors)", fn, b)
	}
	if !TypeEqual(bt, a.DataType()) {
		return fmt.Errorf("arrays.%s: a builder of %s cannot append from a %s array", fn, bt, a.DataType())
	}
	return nil
}

// isNilValue reports whether v is nil or a nil pointer in an interface.
func isNilValue(v any) bool {
	if v == nil {
		return true
	}
	r := reflect.ValueOf(v)
	return r.Kind() == reflect.Pointer && r.IsNil()
}

// appendData appends n slots of d from slot start to any builder of the
// package.
func appendData(b Builder, d *Data, start, n int) error {
	if n == 0 {
		return nil
	}
	da, ok := b.(dataAppender)
	if !ok {
		return fmt.Errorf("arrays: cannot append to a %T, which is not a builder of this package", b)
	}
	return da.appendData(d, start, n)
}

// errOffsetOverflow is wrapped by the errors of appends whose child or
// data length would overflow 32-bit offsets.
var errOffsetOverflow = errors.New("overflows 32-bit offsets; use the large type")

// fitsOffset reports whether n fits the offset type O.
func fitsOffset[O int32 | int64](n int) bool { return int64(O(n)) == int64(n) }

// ----- validity and bits -----

// appendFrom appends the validity of slots [start, start+n) of d.
func (v *validityBuilder) appendFrom(d *Data, start, n int) {
	bm := d.Validity()
	nulls := d.storedNulls()
	switch {
	case bm == nil || nulls == 0:
		v.appendN(n, true)
		return
	case nulls == d.Length:
		v.appendN(n, false)
		return
	}
	if need := BitmapLen(v.length + n); need > len(v.bits) {
		v.bits = growBuffer(v.bits, need)
	}
	copyBitsFast(v.bits, v.length, bm, d.Offset+start, n)
	v.nulls += n - CountSetBits(bm, d.Offset+start, n)
	v.length += n
}

// appendBits appends bits [off, off+k) of src.
func (b *bitBuffer) appendBits(src []byte, off, k int) {
	if need := BitmapLen(b.n + k); need > len(b.buf) {
		b.buf = growBuffer(b.buf, need)
	}
	copyBitsFast(b.buf, b.n, src, off, k)
	b.n += k
}

// copyBitsFast is CopyBits a byte at a time: bit by bit up to a byte
// boundary of dst, then whole destination bytes assembled from the two
// source bytes they straddle, then the tail bit by bit. Bits of dst outside
// [dstOff, dstOff+n) are left alone.
func copyBitsFast(dst []byte, dstOff int, src []byte, srcOff, n int) {
	for n > 0 && dstOff&7 != 0 {
		SetBitTo(dst, dstOff, BitIsSet(src, srcOff))
		dstOff++
		srcOff++
		n--
	}
	k, j, s := dstOff>>3, srcOff>>3, uint(srcOff&7)
	nb := n >> 3
	switch {
	case nb == 0:
	case s == 0:
		copy(dst[k:k+nb], src[j:j+nb])
	default:
		// Byte q of the destination takes the high 8-s bits of source
		// byte j+q and the low s bits of byte j+q+1, which exists because
		// those eight bits are all inside the copied range.
		d, sb := dst[k:k+nb], src[j:j+nb+1]
		for q := range d {
			d[q] = sb[q]>>s | sb[q+1]<<(8-s)
		}
	}
	dstOff += nb << 3
	srcOff += nb << 3
	for n -= nb << 3; n > 0; n-- {
		SetBitTo(dst, dstOff, BitIsSet(src, srcOff))
		dstOff++
		srcOff++
	}
}

// extend appends k zero values and returns them for the caller to fill.
func (b *valueBuffer[T]) extend(k int) []T {
	if k <= 0 {
		return nil
	}
	s := b.size()
	old := len(b.buf)
	b.buf = growBuffer(b.buf, old+k*s)
	b.n += k
	return unsafe.Slice((*T)(unsafe.Pointer(&b.buf[old])), k)
}

// ----- flat layouts -----

func (b *NullBuilder) appendData(_ *Data, _, n int) error {
	b.AppendNulls(n)
	return nil
}

func (b *fixedBuilder[T]) appendData(d *Data, start, n int) error {
	j := d.Offset + start
	b.values = append(b.values, valuesOf[T](d.Buffers[1])[j:j+n]...)
	b.valid.appendFrom(d, start, n)
	return nil
}

func (b *BooleanBuilder) appendData(d *Data, start, n int) error {
	b.values.appendBits(d.Buffers[1], d.Offset+start, n)
	b.valid.appendFrom(d, start, n)
	return nil
}

func (b *FixedSizeBinaryBuilder) appendData(d *Data, start, n int) error {
	w, j := b.typ.ByteWidth, d.Offset+start
	if w > 0 {
		b.data = appendBytes(b.data, d.Buffers[1][j*w:(j+n)*w])
	}
	b.valid.appendFrom(d, start, n)
	return nil
}

// appendData copies the data of the range in one block and rebases its
// offsets onto the builder's data.
func (b *binaryBuilder[O]) appendData(d *Data, start, n int) error {
	j := d.Offset + start
	off := valuesOf[O](d.Buffers[1])[j : j+n+1]
	lo, hi := int(off[0]), int(off[n])
	have := len(b.data)
	if !fitsOffset[O](have + hi - lo) {
		return fmt.Errorf("arrays: %d + %d bytes of binary data: %w", have, hi-lo, errOffsetOverflow)
	}
	b.start()
	if hi > lo {
		b.data = appendBytes(b.data, d.Buffers[2][lo:hi])
	}
	shift := O(have) - off[0]
	dst := b.offsets.extend(n)
	for q := range dst {
		dst[q] = off[q+1] + shift
	}
	b.valid.appendFrom(d, start, n)
	return nil
}

// appendData appends value by value: short values are inline in their
// view and copied with it, long ones are copied into the builder's own data
// blocks.
func (b *viewBuilder) appendData(d *Data, start, n int) error {
	src := viewLike{base{d}}
	vb, j := d.Validity(), d.Offset+start
	views := valuesOf[View](d.Buffers[1])[j : j+n]
	b.Reserve(n)
	for k, v := range views {
		switch {
		case !slotValid(vb, j+k):
			b.views.append(View{})
			b.valid.append(false)
		case v.IsInline():
			b.views.append(v) // zero after the value, as ValidateFull checks
			b.valid.append(true)
		default:
			b.Append(src.ValueBytes(start + k))
		}
	}
	return nil
}

// slotValid reads a validity bitmap, nil meaning all valid.
func slotValid(validity []byte, i int) bool { return validity == nil || BitIsSet(validity, i) }

// ----- lists and maps -----

// spanCopier gathers the child spans of consecutive list slots and copies
// adjacent spans in one child append.
type spanCopier struct {
	copyChild func(s, e int) error
	s, e      int // the pending span, empty when s == e
}

func (c *spanCopier) add(s, e int) error {
	if s == e {
		return nil
	}
	if c.s != c.e && c.e != s {
		if err := c.flush(); err != nil {
			return err
		}
	}
	if c.s == c.e {
		c.s = s
	}
	c.e = e
	return nil
}

func (c *spanCopier) flush() error {
	if c.s == c.e {
		return nil
	}
	s, e := c.s, c.e
	c.s, c.e = 0, 0
	return c.copyChild(s, e)
}

// appendOffsetLists appends n list or map slots of d, whose int32 or
// int64 offsets are in Buffers[1]: the start offset of each slot (the
// builder adds the end), the validity, and the child values of the valid
// slots through copyChild. Null slots get empty lists, whatever values
// they cover in d. childLen is the builder's child length before the call.
func appendOffsetLists[O int32 | int64](d *Data, start, n int, valid *validityBuilder, offsets *valueBuffer[O], childLen int, copyChild func(s, e int) error) error {
	vb, j := d.Validity(), d.Offset+start
	off := valuesOf[O](d.Buffers[1])[j : j+n+1]
	if d.storedNulls() == 0 {
		vb = nil
	}
	total := int(off[n] - off[0])
	if vb != nil {
		total = 0
		for k := range n {
			if slotValid(vb, j+k) {
				total += int(off[k+1] - off[k])
			}
		}
	}
	if !fitsOffset[O](childLen + total) {
		return fmt.Errorf("arrays: %d + %d child values: %w", childLen, total, errOffsetOverflow)
	}
	dst := offsets.extend(n)
	if vb == nil {
		// Every list: one child copy, offsets rebased.
		if err := copyChild(int(off[0]), int(off[n])); err != nil {
			return err
		}
		shift := O(childLen) - off[0]
		for k := range dst {
			dst[k] = off[k] + shift
		}
		valid.appendN(n, true)
		return nil
	}
	c := spanCopier{copyChild: copyChild}
	out := O(childLen)
	for k := range n {
		dst[k] = out
		if !slotValid(vb, j+k) {
			continue
		}
		s, e := off[k], off[k+1]
		if err := c.add(int(s), int(e)); err != nil {
			return err
		}
		out += e - s
	}
	if err := c.flush(); err != nil {
		return err
	}
	valid.appendFrom(d, start, n)
	return nil
}

func (b *listBuilder[O]) appendData(d *Data, start, n int) error {
	child := d.Children[0]
	return appendOffsetLists(d, start, n, &b.valid, &b.offsets, b.values.Len(), func(s, e int) error {
		if err := appendData(b.values, child, s, e-s); err != nil {
			return fmt.Errorf("list values: %w", err)
		}
		return nil
	})
}

func (b *MapBuilder) appendData(d *Data, start, n int) error {
	entries := d.Children[0]
	keys, items := entries.Children[0], entries.Children[1]
	return appendOffsetLists(d, start, n, &b.valid, &b.offsets, b.keys.Len(), func(s, e int) error {
		if err := appendData(b.keys, keys, entries.Offset+s, e-s); err != nil {
			return fmt.Errorf("map keys: %w", err)
		}
		if err := appendData(b.items, items, entries.Offset+s, e-s); err != nil {
			return fmt.Errorf("map items: %w", err)
		}
		return nil
	})
}

// appendData writes the lists in order into the child, as the builder
// does: a valid slot's offset is where its values land, a null slot gets
// offset 0 and size 0.
func (b *listViewBuilder[O]) appendData(d *Data, start, n int) error {
	b.close()
	vb, j := d.Validity(), d.Offset+start
	offs := valuesOf[O](d.Buffers[1])[j : j+n]
	sizes := valuesOf[O](d.Buffers[2])[j : j+n]
	childLen := b.values.Len()
	total := 0
	for k := range n {
		if slotValid(vb, j+k) {
			total += int(sizes[k])
		}
	}
	if !fitsOffset[O](childLen + total) {
		return fmt.Errorf("arrays: %d + %d child values: %w", childLen, total, errOffsetOverflow)
	}
	child := d.Children[0]
	c := spanCopier{copyChild: func(s, e int) error {
		if err := appendData(b.values, child, s, e-s); err != nil {
			return fmt.Errorf("list values: %w", err)
		}
		return nil
	}}
	out := O(childLen)
	dstOff, dstSize := b.offsets.extend(n), b.sizes.extend(n)
	for k := range n {
		if !slotValid(vb, j+k) {
			continue // offset and size stay 0
		}
		dstOff[k], dstSize[k] = out, sizes[k]
		if err := c.add(int(offs[k]), int(offs[k]+sizes[k])); err != nil {
			return err
		}
		out += sizes[k]
	}
	if err := c.flush(); err != nil {
		return err
	}
	b.valid.appendFrom(d, start, n)
	return nil
}

// ----- fixed-size list, struct -----

func (b *FixedSizeListBuilder) appendData(d *Data, start, n int) error {
	size := b.typ.Size
	if err := appendData(b.values, d.Children[0], (d.Offset+start)*size, n*size); err != nil {
		return fmt.Errorf("list values: %w", err)
	}
	b.valid.appendFrom(d, start, n)
	return nil
}

// appendData copies each field over the whole range, values under null
// struct slots included, so the fields stay as long as the struct.
func (b *StructBuilder) appendData(d *Data, start, n int) error {
	for f, fb := range b.fields {
		if err := appendData(fb, d.Children[f], d.Offset+start, n); err != nil {
			return fmt.Errorf("field %q: %w", b.typ.Children[f].Name, err)
		}
	}
	b.valid.appendFrom(d, start, n)
	return nil
}

// ----- unions -----

// appendData keeps each slot's type code. A sparse union copies every
// child over the range, so the children stay aligned with the slots and
// each slot selects the very value it selected in d; a dense union copies
// the selected values, a run of consecutive ones into the same child at a
// time.
func (b *UnionBuilder) appendData(d *Data, start, n int) error {
	j := d.Offset + start
	codes := valuesOf[int8](d.Buffers[1])[j : j+n]
	for k, c := range codes {
		if b.ChildIndex(c) < 0 {
			return fmt.Errorf("arrays: %s: slot %d: type code %d is not declared", b.typ, start+k, c)
		}
	}
	if b.typ.Mode == SparseMode {
		for f, cb := range b.children {
			if err := appendData(cb, d.Children[f], j, n); err != nil {
				return fmt.Errorf("union child %q: %w", b.typ.Children[f].Name, err)
			}
		}
		copy(b.types.extend(n), codes)
		return nil
	}
	offs := valuesOf[int32](d.Buffers[2])[j : j+n]
	for k := 0; k < n; {
		c, o := codes[k], offs[k]
		m := 1
		for k+m < n && codes[k+m] == c && offs[k+m] == o+int32(m) {
			m++
		}
		f := b.ChildIndex(c)
		cb := b.children[f]
		have := cb.Len()
		if have+m-1 > math.MaxInt32 {
			return fmt.Errorf("arrays: %s: child %q: %d + %d values: %w", b.typ, b.typ.Children[f].Name, have, m, errOffsetOverflow)
		}
		if err := appendData(cb, d.Children[f], int(o), m); err != nil {
			return fmt.Errorf("union child %q: %w", b.typ.Children[f].Name, err)
		}
		types, dense := b.types.extend(m), b.offsets.extend(m)
		for q := range m {
			types[q], dense[q] = c, int32(have+q)
		}
		k += m
	}
	return nil
}

// ----- dictionary -----

// appendData appends each slot's logical value: a null for a null index
// or an index to a null value; otherwise the same index when the builder's
// fixed dictionary is d's, else the index of the decoded value, memoized
// or looked up in the fixed dictionary like any appended value, once per
// call and source index. Values of non-scalar types get a new entry in a
// memoizing dictionary once per call and source index.
func (b *DictionaryBuilder) appendData(d *Data, start, n int) error {
	src := &Dictionary{base{d}}
	dict := d.Dictionary
	same := b.fixed != nil && b.fixed == dict
	scalar := isScalarLayout(b.typ.Value)
	vb := d.Validity()
	seen := newIndexMap(dict.Length, n)
	for k := range n {
		j := start + k
		if !slotValid(vb, d.Offset+j) {
			b.AppendNull()
			continue
		}
		idx := src.IndexValue(j)
		if !logicalValid(dict, idx) {
			b.AppendNull()
			continue
		}
		if same {
			if err := b.AppendIndex(idx); err != nil {
				return fmt.Errorf("slot %d: %w", j, err)
			}
			continue
		}
		if i, ok := seen.get(idx); ok {
			b.putIndex(uint64(i))
			b.valid.append(true)
			continue
		}
		var err error
		if scalar {
			err = b.appendScalar(scalarRaw(dict, idx))
		} else {
			var i int
			if i, err = b.addValue(dict, idx); err == nil {
				err = b.AppendIndex(i)
			}
		}
		if err != nil {
			return fmt.Errorf("slot %d: %w", j, err)
		}
		seen.put(idx, b.lastIndex())
	}
	return nil
}

// lastIndex is the index appended last.
func (b *DictionaryBuilder) lastIndex() int {
	p := b.indices[len(b.indices)-b.width:]
	switch b.width {
	case 1:
		return int(p[0])
	case 2:
		return int(binary.NativeEndian.Uint16(p))
	case 4:
		return int(binary.NativeEndian.Uint32(p))
	}
	return int(binary.NativeEndian.Uint64(p))
}

// indexMap maps source dictionary indices to builder indices within one
// call: a slice when the source dictionary is not much longer than the
// range appended, a map otherwise.
type indexMap struct {
	s []int // 1 + builder index, 0 for none
	m map[int]int
}

func newIndexMap(dictLen, n int) indexMap {
	if dictLen <= 2*n+64 {
		return indexMap{s: make([]int, dictLen)}
	}
	return indexMap{m: map[int]int{}}
}

func (c *indexMap) get(i int) (int, bool) {
	if c.s != nil {
		v := c.s[i]
		return v - 1, v > 0
	}
	v, ok := c.m[i]
	return v, ok
}

func (c *indexMap) put(i, v int) {
	if c.s != nil {
		c.s[i] = v + 1
		return
	}
	c.m[i] = v
}

// addValue returns the builder's index of value idx of dict, a non-scalar
// value: its first equal valid value in a fixed dictionary, or a new entry
// of a memoizing one.
func (b *DictionaryBuilder) addValue(dict *Data, idx int) (int, error) {
	if b.fixed != nil {
		c := &equalConfig{nanEqual: true}
		for i := range b.fixed.Length {
			if logicalValid(b.fixed, i) && c.diff(b.fixed, dict, i, idx, 1) < 0 {
				return i, nil
			}
		}
		return 0, fmt.Errorf("arrays: %s: value %d of the source dictionary: %w", b.typ, idx, ErrNotInDictionary)
	}
	i := b.values.Len()
	if uint64(i) > b.maxIndex {
		return 0, fmt.Errorf("arrays: %s: the dictionary is full (%s indexes %d values)", b.typ, b.typ.Index, b.maxIndex+1)
	}
	if err := appendData(b.values, dict, idx, 1); err != nil {
		return 0, fmt.Errorf("dictionary values: %w", err)
	}
	return i, nil
}

// ----- run-end encoded -----

// appendData appends the runs that overlap the range, cut to it. A null
// run extends a null last run and a scalar run one of equal bytes, as the
// builder's own appends do; a non-scalar run starts a new run holding a
// copy of its value.
func (b *RunEndEncodedBuilder) appendData(d *Data, start, n int) error {
	src := &RunEndEncoded{base{d}}
	values := d.Children[1]
	scalar := isScalarLayout(b.typ.Values.Type)
	pos, end := d.Offset+start, d.Offset+start+n
	for p := src.PhysicalIndex(start); pos < end; p++ {
		re := min(src.runEnd(p), end)
		m := re - pos
		var err error
		switch {
		case !logicalValid(values, p):
			err = b.appendRun(m, runKey{kind: runNull}, b.values.AppendNull)
		case scalar:
			err = b.appendScalar(scalarRaw(values, p), m)
		default:
			if err = b.appendRun(m, runKey{kind: runOpaque}, nil); err == nil {
				if err = appendData(b.values, values, p, 1); err != nil {
					err = fmt.Errorf("run values: %w", err)
				}
			}
		}
		if err != nil {
			return err
		}
		pos = re
	}
	return nil
}

// ----- extension -----

// appendData fills the storage builder from d's buffers, which are laid
// out as the storage type.
func (b *ExtensionBuilder) appendData(d *Data, start, n int) error {
	return appendData(b.storage, d, start, n)
}
