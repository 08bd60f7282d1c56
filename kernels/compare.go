package kernels

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// The compare functions (Equal, NotEqual, Less, LessEqual, Greater,
// GreaterEqual, in compare_gen.go) share this entry point. Each takes two
// Datums: two arrays of the same length, compared slot by slot, or an
// array and a *Scalar (either way round), compared with every slot. The
// result is a Boolean array as long as the array operand whose validity
// is the AND of the operands' validities: a null slot or a null scalar
// gives a null.
//
// Both operands must be of the same type, with these allowances: types
// with parameters compare when their units match (times, timestamps,
// durations; a timestamp with a time zone compares with one in another
// zone, since values are UTC, but not with a naive one) and decimals when
// their scales match (precision may differ); the binary-like types compare
// with each other as byte strings whatever their layout (binary, utf8,
// their large and view forms); and a dictionary array compares with its
// value type (its dictionary is compared once against a scalar, then the
// results are mapped through the indices) or with another dictionary array.
// A run-end encoded array compares as the array it stands for, its run
// values compared once per run (see compare_ree.go). Extension arrays
// compare by their storage when both have the same extension type.
//
// Integers, dates, times, timestamps, durations and decimals compare as
// numbers, booleans with false < true, binary-like and fixed-size binary
// values bytewise (shorter prefix first). Floats compare as IEEE 754
// defines by default (NaN compares unequal to everything, -0 == +0); the
// TotalOrder option makes NaNs equal to each other and greater than every
// number. Day-time and month-day-nano intervals support Equal and
// NotEqual only, having no order.

// ErrNotComparable is wrapped by the errors of compare calls whose operand
// types do not compare.
var ErrNotComparable = errors.New("types do not compare")

// compare is the body of the six public compare functions.
func compare(op cmpOp, left, right Datum, opts []Option) (_ *arrays.Boolean, err error) {
	defer guard(op.String(), &err, in("left", left), in("right", right))
	c := enterCall(opts)
	defer c.leave()
	// The operands are sorted out once: the checks, the Scratch and the
	// kernels share the result.
	la, ls, ra, rs, err := datumsOf(left, right)
	if err != nil {
		return nil, err
	}
	ld, rd := dataOrNil(la), dataOrNil(ra)
	if !c.marked(ld, rd) {
		if err := c.checkArgs(op.String(), arg("left", ld), arg("right", rd)); err != nil {
			return nil, err
		}
	}
	if c.scratch != nil {
		c.scratch.begin(ld, rd)
		if ls != nil {
			c.scratch.holdBytes(ls.bytes)
		}
		if rs != nil {
			c.scratch.holdBytes(rs.bytes)
		}
	}
	d, err := compareOperands(c.widths(), &c, op, la, ls, ra, rs)
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(d).(*arrays.Boolean), nil
}

// dataOrNil returns a's Data, nil for a nil a.
func dataOrNil(a arrays.Array) *arrays.Data {
	if a == nil {
		return nil
	}
	return a.Data()
}

// compareDatums sorts out the operand kinds.
func compareDatums(k *asm.Table, c *config, op cmpOp, left, right Datum) (*arrays.Data, error) {
	la, ls, ra, rs, err := datumsOf(left, right)
	if err != nil {
		return nil, err
	}
	return compareOperands(k, c, op, la, ls, ra, rs)
}

// compareOperands compares operands sorted out by datumOf: each an array
// or a scalar.
func compareOperands(k *asm.Table, c *config, op cmpOp, la arrays.Array, ls *Scalar, ra arrays.Array, rs *Scalar) (*arrays.Data, error) {
	switch {
	case la != nil && ra != nil:
		if mixedNumeric(la.DataType(), ra.DataType()) {
			return compareMixedArrays(c, op, la.Data(), ra.Data()) // compare_mixed.go
		}
		return compareArrays(k, c, op, la.Data(), ra.Data())
	case la != nil:
		if mixedNumeric(la.DataType(), rs.typ) {
			return compareMixedScalar(k, c, op, la.Data(), rs)
		}
		return compareScalar(k, c, op, la.Data(), rs)
	case ra != nil:
		if mixedNumeric(ra.DataType(), ls.typ) {
			return compareMixedScalar(k, c, op.swapped(), ra.Data(), ls)
		}
		return compareScalar(k, c, op.swapped(), ra.Data(), ls)
	}
	return nil, fmt.Errorf("kernels: %s: two scalars; one operand must be an array", op)
}

// datumsOf is datumOf of the left and the right operand.
func datumsOf(left, right Datum) (la arrays.Array, ls *Scalar, ra arrays.Array, rs *Scalar, err error) {
	if la, ls, err = datumOf(left, "left"); err != nil {
		return nil, nil, nil, nil, err
	}
	ra, rs, err = datumOf(right, "right")
	return la, ls, ra, rs, err
}

func datumOf(x Datum, side string) (arrays.Array, *Scalar, error) {
	switch v := x.(type) {
	case *Scalar:
		if v == nil {
			return nil, nil, fmt.Errorf("kernels: compare: %s scalar is nil", side)
		}
		return nil, v, nil
	case arrays.Array:
		if isNil(v) {
			return nil, nil, fmt.Errorf("kernels: compare: %s array is nil", side)
		}
		return v, nil, nil
	case nil:
		return nil, nil, fmt.Errorf("kernels: compare: %s operand is nil", side)
	}
	return nil, nil, fmt.Errorf("kernels: compare: %s operand is a %T, not an array or a *Scalar", side, x)
}

// boolOut allocates the result of comparing n slots: the values as words
// for the kernels, and the Data built around them.
func boolOut(c *config, n int) ([]byte, []uint64) {
	vals := c.alloc(arrays.BitmapLen(n), false)
	return vals, viewAs[uint64](vals[:cap(vals)], (n+63)/64)
}

// compareArrays compares two arrays slot by slot.
func compareArrays(k *asm.Table, c *config, op cmpOp, a, b *arrays.Data) (*arrays.Data, error) {
	if a.Length != b.Length {
		return nil, fmt.Errorf("kernels: %s: operands have %d and %d slots", op, a.Length, b.Length)
	}
	at, bt := arrays.StorageOf(a.Type), arrays.StorageOf(b.Type)
	if at.ID() == arrays.RUN_END_ENCODED || bt.ID() == arrays.RUN_END_ENCODED {
		return compareREEArrays(k, c, op, a, b) // compare_ree.go
	}
	if at.ID() == arrays.DICTIONARY || bt.ID() == arrays.DICTIONARY {
		var err error
		if a, err = decodeDictionary(k, c, a); err != nil {
			return nil, err
		}
		if b, err = decodeDictionary(k, c, b); err != nil {
			return nil, err
		}
		at, bt = arrays.StorageOf(a.Type), arrays.StorageOf(b.Type)
	}
	if err := checkComparable(op, a.Type, b.Type); err != nil {
		return nil, err
	}
	n := a.Length
	valid, nulls := andValidity(c, a, b)
	vals, dst := boolOut(c, n)
	if n > 0 {
		if err := compareValuesAA(k, c, op, at, a, b, dst); err != nil {
			return nil, err
		}
		leWords(dst)
	}
	return newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals), nil
}

// compareScalar compares every slot of a with s.
func compareScalar(k *asm.Table, c *config, op cmpOp, a *arrays.Data, s *Scalar) (*arrays.Data, error) {
	at := arrays.StorageOf(a.Type)
	if at.ID() == arrays.DICTIONARY {
		return compareDictionaryScalar(k, c, op, a, s)
	}
	if at.ID() == arrays.RUN_END_ENCODED {
		return compareREEScalar(k, c, op, a, s) // compare_ree.go
	}
	if err := checkComparable(op, a.Type, s.typ); err != nil {
		return nil, err
	}
	n := a.Length
	vals, dst := boolOut(c, n)
	if !s.valid {
		clear(dst)
		valid := c.bitmap(n)
		return newOut(c, arrays.BoolType{}, n, n, nil, valid, vals), nil
	}
	valid, nulls := andValidity(c, a, nil)
	if n > 0 {
		if err := compareValuesAS(k, c, op, at, a, s, dst); err != nil {
			return nil, err
		}
		leWords(dst)
	}
	return newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals), nil
}

// andValidity returns the AND of the validity bitmaps of a and b (b may be
// nil), from bit 0, or nil when no slot is null.
func andValidity(c *config, a, b *arrays.Data) ([]byte, int) {
	av := a.Validity()
	if av != nil && a.NullN() == 0 {
		av = nil
	}
	var bv []byte
	bOff := 0
	if b != nil {
		if bv = b.Validity(); bv != nil && b.NullN() == 0 {
			bv = nil
		}
		bOff = b.Offset
	}
	if av == nil && bv == nil {
		return nil, 0
	}
	out := c.bitmap(a.Length)
	set := andBits(c.widths(), out, av, a.Offset, bv, bOff, a.Length)
	if set == a.Length {
		return nil, 0
	}
	return out, a.Length - set
}

// decodeDictionary returns the values a dictionary array stands for (a
// take of the dictionary by the indices); other arrays are returned as
// they are.
func decodeDictionary(k *asm.Table, c *config, d *arrays.Data) (*arrays.Data, error) {
	if arrays.StorageOf(d.Type).ID() != arrays.DICTIONARY {
		return d, nil
	}
	ix, err := dictionaryIndexSet(c, d)
	if err != nil {
		return nil, err
	}
	return takeData(k, c, d.Dictionary, ix)
}

// dictionaryIndexSet reads a dictionary array's indices as take indices.
func dictionaryIndexSet(c *config, d *arrays.Data) (*indexSet, error) {
	t := arrays.StorageOf(d.Type).(*arrays.DictionaryType)
	if d.Dictionary == nil {
		return nil, fmt.Errorf("kernels: dictionary array without a dictionary")
	}
	idx := arrays.MakeArray(arrays.NewData(t.Index, d.Length, d.Buffers[:2], nil, arrays.UnknownNullCount, d.Offset))
	return newIndexSet(c, idx, d.Dictionary.Length)
}

// compareDictionaryScalar compares the dictionary with s once, then maps
// the results through the indices: a take of the Boolean result, whose
// validity is the index's AND the dictionary value's.
func compareDictionaryScalar(k *asm.Table, c *config, op cmpOp, a *arrays.Data, s *Scalar) (*arrays.Data, error) {
	if a.Dictionary == nil {
		return nil, fmt.Errorf("kernels: dictionary array without a dictionary")
	}
	dict, err := compareScalar(k, c, op, a.Dictionary, s)
	if err != nil {
		return nil, err
	}
	ix, err := dictionaryIndexSet(c, a)
	if err != nil {
		return nil, err
	}
	return takeData(k, c, dict, ix)
}

// checkComparable reports whether values of types a and b compare with op.
func checkComparable(op cmpOp, a, b arrays.DataType) error {
	sa, sb := arrays.StorageOf(a), arrays.StorageOf(b)
	ia, ib := sa.ID(), sb.ID()
	switch {
	case a.ID() == arrays.EXTENSION || b.ID() == arrays.EXTENSION:
		if !arrays.TypeEqual(a, b) {
			return notComparable(op, a, b, "")
		}
	case arrays.IsBinaryLike(ia) && arrays.IsBinaryLike(ib):
		return nil
	case ia != ib:
		return notComparable(op, a, b, "")
	}
	switch ia {
	case arrays.BOOL, arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		return nil
	case arrays.FIXED_SIZE_BINARY:
		if sa.(arrays.FixedSizeBinaryType).ByteWidth != sb.(arrays.FixedSizeBinaryType).ByteWidth {
			return notComparable(op, a, b, "byte widths differ")
		}
		return nil
	case arrays.INTERVAL_DAY_TIME, arrays.INTERVAL_MONTH_DAY_NANO:
		if op != opEq && op != opNe {
			return notComparable(op, a, b, "intervals of days and months have no order")
		}
		return nil
	}
	if arrays.PrimitiveByteWidth(ia) == 0 {
		return notComparable(op, a, b, "")
	}
	if why := fixedParamsDiffer(sa, sb); why != "" {
		return notComparable(op, a, b, why)
	}
	return nil
}

func notComparable(op cmpOp, a, b arrays.DataType, why string) error {
	if why != "" {
		why = ": " + why
	}
	return fmt.Errorf("kernels: %s: %s and %s%s: %w", op, a, b, why, ErrNotComparable)
}

// compareValuesAA compares the values of two arrays of comparable types
// into dst (bit i for slot i).
func compareValuesAA(k *asm.Table, c *config, op cmpOp, t arrays.DataType, a, b *arrays.Data, dst []uint64) error {
	id := t.ID()
	n := a.Length
	if c.parallel(n) && arrays.PrimitiveByteWidth(id) == 0 && id != arrays.BOOL {
		// strings, views, fixed-size binary: each morsel (whole words of
		// dst) compares its slices of both arrays
		forMorsels(*c, n, func(mc *config, lo, hi int) {
			_ = compareValuesAA(k, mc, op, t, a.Slice(lo, hi), b.Slice(lo, hi), dst[lo/64:])
		})
		return nil
	}
	switch {
	case arrays.PrimitiveByteWidth(id) > 0:
		if c.parallel(n) {
			compareMorselsAA(k, *c, op, id, dst, a.Buffers[1], a.Offset, b.Buffers[1], b.Offset, n)
		} else {
			compareFixedAA(k, c, op, id, dst, a.Buffers[1], a.Offset, b.Buffers[1], b.Offset, n)
		}
	case id == arrays.BOOL:
		cmpBoolAA(op, dst, a.Buffers[1], a.Offset, b.Buffers[1], b.Offset, n)
	case id == arrays.FIXED_SIZE_BINARY:
		w := t.(arrays.FixedSizeBinaryType).ByteWidth
		ab, bb := a.Buffers[1], b.Buffers[1]
		cmpFuncAA(op, dst, n, func(i int) int {
			x, y := (a.Offset+i)*w, (b.Offset+i)*w
			return bytes.Compare(ab[x:x+w], bb[y:y+w])
		})
	case isView(id) && isView(arrays.StorageOf(b.Type).ID()):
		cmpViewsAA(k, op, dst, a, b)
	default:
		cmpBinaryAA(op, dst, a, b)
	}
	return nil
}

// compareValuesAS compares the values of an array with a valid scalar.
func compareValuesAS(k *asm.Table, c *config, op cmpOp, t arrays.DataType, a *arrays.Data, s *Scalar, dst []uint64) error {
	id := t.ID()
	n := a.Length
	if c.parallel(n) && arrays.PrimitiveByteWidth(id) == 0 && id != arrays.BOOL {
		forMorsels(*c, n, func(mc *config, lo, hi int) {
			_ = compareValuesAS(k, mc, op, t, a.Slice(lo, hi), s, dst[lo/64:])
		})
		return nil
	}
	switch {
	case arrays.PrimitiveByteWidth(id) > 0:
		if c.parallel(n) {
			compareMorselsAS(k, *c, op, id, dst, a.Buffers[1], a.Offset, s, n)
		} else {
			compareFixedAS(k, c, op, id, dst, a.Buffers[1], a.Offset, s, n)
		}
	case id == arrays.BOOL:
		cmpBoolAS(op, dst, a.Buffers[1], a.Offset, s.fixed[0]&1 != 0, n)
	case id == arrays.FIXED_SIZE_BINARY:
		w := t.(arrays.FixedSizeBinaryType).ByteWidth
		ab := a.Buffers[1]
		cmpFuncAA(op, dst, n, func(i int) int {
			x := (a.Offset + i) * w
			return bytes.Compare(ab[x:x+w], s.bytes)
		})
	case isView(id):
		cmpViewsAS(k, op, dst, a, s.bytes)
	default:
		cmpBinaryAS(k, op, dst, a, s.bytes)
	}
	return nil
}
