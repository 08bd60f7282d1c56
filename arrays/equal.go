package arrays

import (
	"bytes"
	"fmt"
	"math"
	"strings"
)

// EqualOption adjusts how Equal, SliceEqual and EqualDiff compare values.
type EqualOption func(*equalConfig)

type equalConfig struct {
	nanEqual bool    // NaN equals NaN
	eps      float64 // absolute tolerance for floats; 0 asks for equality
}

// EqualNaN makes a NaN equal to any other NaN in float16, float32 and
// float64 slots when on. By default the IEEE 754 rule applies and a NaN
// equals nothing, not even itself, so an array holding a NaN in a non-null
// slot is not equal to itself.
func EqualNaN(on bool) EqualOption { return func(c *equalConfig) { c.nanEqual = on } }

// EqualApprox makes float16, float32 and float64 values equal when they
// differ by at most eps (absolute). Infinities are equal only to themselves
// and NaNs follow EqualNaN. A negative eps allows no difference at all.
func EqualApprox(eps float64) EqualOption {
	return func(c *equalConfig) { c.eps = eps }
}

func newEqualConfig(opts []EqualOption) *equalConfig {
	c := &equalConfig{}
	for _, o := range opts {
		o(c)
	}
	return c
}

// Equal reports whether a and b are logically equal: the same type
// (TypeEqual, so nested field names, nullability and metadata count, and a
// dictionary's index type is part of its type), the same length, the same
// logical nulls and equal values at every non-null slot. Two nil arrays are
// equal; a nil and a non-nil array are not.
//
// The physical representation never matters: offsets, a missing versus an
// all-ones validity bitmap, the bytes under null slots, where the offsets of
// a binary or list array start, how a view array spreads its values over
// data buffers, which dictionary a dictionary array decodes through, how a
// run-end encoded array splits its runs, where a dense union or a list view
// puts its values in the children.
//
// Logical nulls are the layout's own null slots: the validity bitmap for
// most layouts, the selected child value for unions, the run's value for
// run-end encoded arrays, and for dictionary arrays a null index or an index
// to a null dictionary value. Null slots are equal whatever lies beneath
// them, so union slots selecting nulls of different children are equal;
// valid union slots must select the same type code. Map entries are
// compared in order, as the lists of pairs they are. Floats compare by IEEE
// 754 equality (-0 equals +0, NaN equals nothing) unless EqualNaN or
// EqualApprox say otherwise; every other type compares exactly.
//
// Equal expects well-formed arrays (see Validate); on malformed buffers it
// may panic as the array accessors do.
func Equal(a, b Array, opts ...EqualOption) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if a.Len() != b.Len() || !TypeEqual(a.DataType(), b.DataType()) {
		return false
	}
	return newEqualConfig(opts).diff(a.Data(), b.Data(), 0, 0, a.Len()) < 0
}

// SliceEqual reports whether slots [aStart, aEnd) of a equal slots
// [bStart, bEnd) of b, as Equal would report for the two slices, without
// building them. It panics if a range is out of bounds, like a slice
// expression.
func SliceEqual(a Array, aStart, aEnd int, b Array, bStart, bEnd int, opts ...EqualOption) bool {
	checkRange("SliceEqual", a, aStart, aEnd)
	checkRange("SliceEqual", b, bStart, bEnd)
	if aEnd-aStart != bEnd-bStart || !TypeEqual(a.DataType(), b.DataType()) {
		return false
	}
	return newEqualConfig(opts).diff(a.Data(), b.Data(), aStart, bStart, aEnd-aStart) < 0
}

func checkRange(fn string, a Array, i, j int) {
	if i < 0 || j < i || j > a.Len() {
		panic(fmt.Sprintf("arrays.%s: range [%d:%d] out of bounds for length %d", fn, i, j, a.Len()))
	}
}

// EqualDiff returns "" when Equal(a, b, opts...) holds and otherwise a one-line
// description of the first difference, meant for test failure messages:
// differing types, differing lengths, or the first differing slot with both
// values rendered.
func EqualDiff(a, b Array, opts ...EqualOption) string {
	if a == nil || b == nil {
		if a == nil && b == nil {
			return ""
		}
		return fmt.Sprintf("one array is nil: a is %s, b is %s", describeNil(a), describeNil(b))
	}
	if !TypeEqual(a.DataType(), b.DataType()) {
		return fmt.Sprintf("types differ: a is %s, b is %s", a.DataType(), b.DataType())
	}
	n := min(a.Len(), b.Len())
	k := newEqualConfig(opts).diff(a.Data(), b.Data(), 0, 0, n)
	var msg string
	if a.Len() != b.Len() {
		msg = fmt.Sprintf("lengths differ: a has %d slots, b has %d", a.Len(), b.Len())
		if k < 0 {
			return msg + fmt.Sprintf(" (the first %d slots are equal)", n)
		}
		msg += "; also "
	}
	if k < 0 {
		return ""
	}
	av, bv := a.ValueString(k), b.ValueString(k)
	msg += fmt.Sprintf("slot %d differs: a[%d] = %s, b[%d] = %s", k, k, av, k, bv)
	if av == bv {
		if strings.Contains(av, "NaN") {
			msg += " (NaN equals nothing unless EqualNaN(true) is given)"
		} else {
			msg += " (rendered alike, but the values differ)"
		}
	}
	return msg
}

func describeNil(a Array) string {
	if a == nil {
		return "nil"
	}
	return fmt.Sprintf("%s of length %d", a.DataType(), a.Len())
}

// diff compares n logical slots of a starting at slot ai with n slots of b
// starting at bi (both relative to the arrays' offsets) and returns the index
// within the range of the first slot that differs, or -1. The types must be
// equal, which makes the children's and dictionaries' types equal too.
func (c *equalConfig) diff(a, b *Data, ai, bi, n int) int {
	if n <= 0 {
		return -1
	}
	switch StorageOf(a.Type).ID() {
	case NULL:
		return -1
	case SPARSE_UNION, DENSE_UNION:
		return c.unionDiff(a, b, ai, bi, n)
	case DICTIONARY:
		return c.dictDiff(a, b, ai, bi, n)
	case RUN_END_ENCODED:
		return c.reeDiff(a, b, ai, bi, n)
	}
	// Layouts with a validity bitmap: walk runs of slots valid in both,
	// stopping where only one side is null.
	va, vb := a.Validity(), b.Validity()
	if va == nil && vb == nil {
		return c.validDiff(a, b, ai, bi, n)
	}
	for k := 0; k < n; {
		okA := va == nil || BitIsSet(va, a.Offset+ai+k)
		okB := vb == nil || BitIsSet(vb, b.Offset+bi+k)
		if okA != okB {
			return k
		}
		if !okA {
			k++
			continue
		}
		j := k + 1
		for j < n && (va == nil || BitIsSet(va, a.Offset+ai+j)) && (vb == nil || BitIsSet(vb, b.Offset+bi+j)) {
			j++
		}
		if d := c.validDiff(a, b, ai+k, bi+k, j-k); d >= 0 {
			return k + d
		}
		k = j
	}
	return -1
}

// validDiff is diff for a range in which every slot of both arrays is valid
// at this level (children may still hold nulls).
func (c *equalConfig) validDiff(a, b *Data, ai, bi, n int) int {
	switch id := StorageOf(a.Type).ID(); id {
	case BOOL:
		for k := range n {
			if BitIsSet(a.Buffers[1], a.Offset+ai+k) != BitIsSet(b.Buffers[1], b.Offset+bi+k) {
				return k
			}
		}
		return -1
	case FLOAT16:
		return halfDiff(c, valuesOf[Half](a.Buffers[1])[a.Offset+ai:], valuesOf[Half](b.Buffers[1])[b.Offset+bi:], n)
	case FLOAT32:
		return floatDiff(c, valuesOf[float32](a.Buffers[1])[a.Offset+ai:], valuesOf[float32](b.Buffers[1])[b.Offset+bi:], n)
	case FLOAT64:
		return floatDiff(c, valuesOf[float64](a.Buffers[1])[a.Offset+ai:], valuesOf[float64](b.Buffers[1])[b.Offset+bi:], n)
	case FIXED_SIZE_BINARY:
		w := StorageOf(a.Type).(FixedSizeBinaryType).ByteWidth
		return bytesDiff(a.Buffers[1], b.Buffers[1], a.Offset+ai, b.Offset+bi, n, w)
	case BINARY, UTF8:
		x, y := &binaryLike[int32]{base{a}}, &binaryLike[int32]{base{b}}
		for k := range n {
			if !bytes.Equal(x.ValueBytes(ai+k), y.ValueBytes(bi+k)) {
				return k
			}
		}
		return -1
	case LARGE_BINARY, LARGE_UTF8:
		x, y := &binaryLike[int64]{base{a}}, &binaryLike[int64]{base{b}}
		for k := range n {
			if !bytes.Equal(x.ValueBytes(ai+k), y.ValueBytes(bi+k)) {
				return k
			}
		}
		return -1
	case BINARY_VIEW, UTF8_VIEW:
		x, y := &viewLike{base{a}}, &viewLike{base{b}}
		for k := range n {
			if !bytes.Equal(x.ValueBytes(ai+k), y.ValueBytes(bi+k)) {
				return k
			}
		}
		return -1
	case LIST, MAP:
		x, y := &listLike[int32]{base{a}}, &listLike[int32]{base{b}}
		return c.rangesDiff(a.Children[0], b.Children[0], ai, bi, n, x.ValueRange, y.ValueRange)
	case LARGE_LIST:
		x, y := &listLike[int64]{base{a}}, &listLike[int64]{base{b}}
		return c.rangesDiff(a.Children[0], b.Children[0], ai, bi, n, x.ValueRange, y.ValueRange)
	case LIST_VIEW:
		x, y := &listViewLike[int32]{base{a}}, &listViewLike[int32]{base{b}}
		return c.rangesDiff(a.Children[0], b.Children[0], ai, bi, n, x.ValueRange, y.ValueRange)
	case LARGE_LIST_VIEW:
		x, y := &listViewLike[int64]{base{a}}, &listViewLike[int64]{base{b}}
		return c.rangesDiff(a.Children[0], b.Children[0], ai, bi, n, x.ValueRange, y.ValueRange)
	case FIXED_SIZE_LIST:
		size := StorageOf(a.Type).(*FixedSizeListType).Size
		if size <= 0 {
			return -1
		}
		// The slots of the run are contiguous in the children: compare them
		// in one go and map the first differing child value to its slot.
		d := c.diff(a.Children[0], b.Children[0], (a.Offset+ai)*size, (b.Offset+bi)*size, n*size)
		if d < 0 {
			return -1
		}
		return d / size
	case STRUCT:
		// Each child is compared over the whole run; the first difference is
		// the smallest across children, so later children only need to be
		// searched up to the best slot found so far.
		first := -1
		for f := range a.Children {
			m := n
			if first >= 0 {
				m = first
			}
			if d := c.diff(a.Children[f], b.Children[f], a.Offset+ai, b.Offset+bi, m); d >= 0 {
				first = d
			}
		}
		return first
	}
	if w := PrimitiveByteWidth(StorageOf(a.Type).ID()); w > 0 {
		// Every other table type has one bit pattern per value (integers,
		// two's-complement decimals, dates, times, intervals), so equal
		// values are equal bytes and the comparison is by width, not by type.
		return bytesDiff(a.Buffers[1], b.Buffers[1], a.Offset+ai, b.Offset+bi, n, w)
	}
	panic(fmt.Sprintf("arrays.Equal: no comparison for type %s", a.Type))
}

// bytesDiff compares n values of w bytes at value positions i and j of the
// buffers x and y.
func bytesDiff(x, y []byte, i, j, n, w int) int {
	if w == 0 {
		return -1
	}
	xs, ys := x[i*w:(i+n)*w], y[j*w:(j+n)*w]
	if bytes.Equal(xs, ys) {
		return -1
	}
	for k := range n {
		if !bytes.Equal(xs[k*w:(k+1)*w], ys[k*w:(k+1)*w]) {
			return k
		}
	}
	return -1
}

// floatDiff compares n floats by value with floatEqual.
func floatDiff[T float32 | float64](c *equalConfig, xs, ys []T, n int) int {
	xs, ys = xs[:n], ys[:n]
	for k := range xs {
		if !c.floatEqual(float64(xs[k]), float64(ys[k])) {
			return k
		}
	}
	return -1
}

// halfDiff is floatDiff for float16.
func halfDiff(c *equalConfig, xs, ys []Half, n int) int {
	xs, ys = xs[:n], ys[:n]
	for k := range xs {
		if xs[k] != ys[k] || xs[k].IsNaN() { // equal bits are equal values but for NaN
			if !c.floatEqual(float64(xs[k].Float32()), float64(ys[k].Float32())) {
				return k
			}
		}
	}
	return -1
}

// floatEqual is IEEE equality, widened by the NaN and tolerance options.
func (c *equalConfig) floatEqual(x, y float64) bool {
	if x == y {
		return true
	}
	if x != x || y != y { // a NaN
		return c.nanEqual && x != x && y != y
	}
	return math.Abs(x-y) <= c.eps
}

// rangesDiff compares list-like slots: slot k of a spans child range
// ra(ai+k) of ca, and must hold as many values, equal one by one, as the
// span rb(bi+k) of cb. Where the lists sit in the child does not matter.
func (c *equalConfig) rangesDiff(ca, cb *Data, ai, bi, n int, ra, rb func(int) (int, int)) int {
	for k := range n {
		sa, ea := ra(ai + k)
		sb, eb := rb(bi + k)
		if ea-sa != eb-sb || c.diff(ca, cb, sa, sb, ea-sa) >= 0 {
			return k
		}
	}
	return -1
}

// unionDiff compares union slots: both null (whatever child they select),
// or both valid, selecting the same type code and equal child values.
func (c *equalConfig) unionDiff(a, b *Data, ai, bi, n int) int {
	x, y := &Union{base{a}}, &Union{base{b}}
	for k := range n {
		okA, okB := logicalValid(a, ai+k), logicalValid(b, bi+k)
		if okA != okB {
			return k
		}
		if !okA {
			continue
		}
		if x.TypeCode(ai+k) != y.TypeCode(bi+k) {
			return k
		}
		f := x.ChildIndex(ai + k)
		if c.diff(a.Children[f], b.Children[f], x.ChildOffset(ai+k), y.ChildOffset(bi+k), 1) >= 0 {
			return k
		}
	}
	return -1
}

// dictDiff compares dictionary slots by their decoded values, so arrays with
// different dictionaries (other order, duplicates, unused entries) are equal
// when they decode alike. A null index and an index to a null value are both
// a null slot.
func (c *equalConfig) dictDiff(a, b *Data, ai, bi, n int) int {
	x, y := &Dictionary{base{a}}, &Dictionary{base{b}}
	for k := range n {
		ia, ib := -1, -1
		if a.IsValid(ai+k) && logicalValid(a.Dictionary, x.IndexValue(ai+k)) {
			ia = x.IndexValue(ai + k)
		}
		if b.IsValid(bi+k) && logicalValid(b.Dictionary, y.IndexValue(bi+k)) {
			ib = y.IndexValue(bi + k)
		}
		if (ia < 0) != (ib < 0) {
			return k
		}
		if ia >= 0 && c.diff(a.Dictionary, b.Dictionary, ia, ib, 1) >= 0 {
			return k
		}
	}
	return -1
}

// reeDiff compares run-end encoded slots by walking the runs of both arrays
// together: each step covers the longest stretch lying within one run of a
// and one run of b, and compares the two run values once.
func (c *equalConfig) reeDiff(a, b *Data, ai, bi, n int) int {
	x, y := &RunEndEncoded{base{a}}, &RunEndEncoded{base{b}}
	pa, pb := x.PhysicalIndex(ai), y.PhysicalIndex(bi)
	for k := 0; k < n; {
		// Run ends are logical positions of the unsliced array.
		restA := x.runEnd(pa) - (a.Offset + ai + k)
		restB := y.runEnd(pb) - (b.Offset + bi + k)
		if c.diff(a.Children[1], b.Children[1], pa, pb, 1) >= 0 {
			return k
		}
		step := min(restA, restB, n-k)
		k += step
		if step == restA {
			pa++
		}
		if step == restB {
			pb++
		}
	}
	return -1
}

// logicalValid reports whether slot i of d holds a value, looking through
// unions, run-end encoding and dictionaries to the value the slot stands for.
func logicalValid(d *Data, i int) bool {
	switch StorageOf(d.Type).ID() {
	case NULL:
		return false
	case SPARSE_UNION, DENSE_UNION:
		u := &Union{base{d}}
		f := u.ChildIndex(i)
		return f >= 0 && logicalValid(d.Children[f], u.ChildOffset(i))
	case RUN_END_ENCODED:
		r := &RunEndEncoded{base{d}}
		return logicalValid(d.Children[1], r.PhysicalIndex(i))
	case DICTIONARY:
		return d.IsValid(i) && logicalValid(d.Dictionary, (&Dictionary{base{d}}).IndexValue(i))
	}
	return d.IsValid(i)
}
