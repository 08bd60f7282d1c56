package kernels

import (
	"fmt"
	"math"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Mixed numeric compares: an integer or float array against a scalar or
// array of another integer or float type (Less(int32Column,
// Int64Scalar(5)), int32 against int64, float32 against float64, an
// integer against a float). The answer is the exact mathematical one,
// whatever the widths: no value is rounded or wrapped on the way.
//
// A scalar is converted once into the array's type, exactly, and the
// same-type kernels run at the call's level: a scalar the type cannot hold
// turns into a constant answer (int8 < 300 is true for every valid slot)
// or into a neighbouring representable value with an adjusted operator
// (int32 < 2.5 is int32 <= 2; float32 < 2^60+1 is float32 <= 2^60). Two
// arrays of different numeric types compare slot by slot in a pure-Go
// loop on exact values. Decimals of different scales and widths, and
// decimals against integers, are in compare_decimal.go. Float16 and
// decimals against floats still only compare with their own type.

// numKind classifies the plain numeric types: 'i' signed, 'u' unsigned,
// 'f' float32/float64; 0 for anything else (extension types included).
func numKind(t arrays.DataType) byte {
	switch t.ID() {
	case arrays.INT8, arrays.INT16, arrays.INT32, arrays.INT64:
		return 'i'
	case arrays.UINT8, arrays.UINT16, arrays.UINT32, arrays.UINT64:
		return 'u'
	case arrays.FLOAT32, arrays.FLOAT64:
		return 'f'
	}
	return 0
}

// mixedNumeric reports whether a and b are different plain numeric types,
// or a decimal and another decimal or an integer (compare_decimal.go).
func mixedNumeric(a, b arrays.DataType) bool {
	return a.ID() != b.ID() && numKind(a) != 0 && numKind(b) != 0 || mixedDecimal(a, b)
}

// num is an exact numeric value of one kind.
type num struct {
	kind byte
	i    int64
	u    uint64
	f    float64
}

// numAt reads slot i of a numeric Data, or a scalar when d is nil.
func numOf(id arrays.TypeID, buf []byte, i int) num {
	switch id {
	case arrays.INT8:
		return num{kind: 'i', i: int64(int8(buf[i]))}
	case arrays.INT16:
		return num{kind: 'i', i: int64(viewAt[int16](buf, i, 1)[0])}
	case arrays.INT32:
		return num{kind: 'i', i: int64(viewAt[int32](buf, i, 1)[0])}
	case arrays.INT64:
		return num{kind: 'i', i: viewAt[int64](buf, i, 1)[0]}
	case arrays.UINT8:
		return num{kind: 'u', u: uint64(buf[i])}
	case arrays.UINT16:
		return num{kind: 'u', u: uint64(viewAt[uint16](buf, i, 1)[0])}
	case arrays.UINT32:
		return num{kind: 'u', u: uint64(viewAt[uint32](buf, i, 1)[0])}
	case arrays.UINT64:
		return num{kind: 'u', u: viewAt[uint64](buf, i, 1)[0]}
	case arrays.FLOAT32:
		return num{kind: 'f', f: float64(viewAt[float32](buf, i, 1)[0])}
	}
	return num{kind: 'f', f: viewAt[float64](buf, i, 1)[0]}
}

func scalarNum(s *Scalar) num { return numOf(s.typ.ID(), s.fixed[:], 0) }

// cmpNum compares x and y exactly: -1, 0 or 1, or 2 when either is NaN.
func cmpNum(x, y num) int {
	switch {
	case x.kind == 'f' && y.kind == 'f':
		switch {
		case x.f != x.f || y.f != y.f:
			return 2
		case x.f < y.f:
			return -1
		case x.f > y.f:
			return 1
		}
		return 0
	case x.kind == 'f':
		return cmpFloatInt(x.f, y)
	case y.kind == 'f':
		if r := cmpFloatInt(y.f, x); r != 2 {
			return -r
		}
		return 2
	case x.kind == 'i' && y.kind == 'i':
		return cmpOrdered(x.i, y.i)
	case x.kind == 'u' && y.kind == 'u':
		return cmpOrdered(x.u, y.u)
	case x.kind == 'i': // signed against unsigned
		if x.i < 0 {
			return -1
		}
		return cmpOrdered(uint64(x.i), y.u)
	}
	if y.i < 0 {
		return 1
	}
	return cmpOrdered(x.u, uint64(y.i))
}

func cmpOrdered[T int64 | uint64](x, y T) int {
	switch {
	case x < y:
		return -1
	case x > y:
		return 1
	}
	return 0
}

// cmpFloatInt compares a float with an integer exactly: the integer part
// of f against n, then f's fraction.
func cmpFloatInt(f float64, n num) int {
	switch {
	case f != f:
		return 2
	case f >= 0x1p64:
		return 1
	case f < -0x1p63:
		return -1
	}
	t := math.Trunc(f)
	var r int
	if t < 0 {
		r = cmpNum(num{kind: 'i', i: int64(t)}, n)
	} else {
		r = cmpNum(num{kind: 'u', u: uint64(t)}, n)
	}
	if r != 0 {
		return r
	}
	switch {
	case f > t:
		return 1
	case f < t:
		return -1
	}
	return 0
}

// holdsNum reports whether x op y holds for the comparison result r of
// cmpNum: an unordered pair (2, a NaN under IEEE) satisfies only !=.
func holdsNum(op cmpOp, r int) bool {
	if r == 2 {
		return op == opNe
	}
	return op.holds(r)
}

// typeRange is the range of an integer type as nums.
func typeRange(id arrays.TypeID) (lo, hi num) {
	switch id {
	case arrays.INT8:
		return num{kind: 'i', i: math.MinInt8}, num{kind: 'i', i: math.MaxInt8}
	case arrays.INT16:
		return num{kind: 'i', i: math.MinInt16}, num{kind: 'i', i: math.MaxInt16}
	case arrays.INT32:
		return num{kind: 'i', i: math.MinInt32}, num{kind: 'i', i: math.MaxInt32}
	case arrays.INT64:
		return num{kind: 'i', i: math.MinInt64}, num{kind: 'i', i: math.MaxInt64}
	case arrays.UINT8:
		return num{kind: 'u'}, num{kind: 'u', u: math.MaxUint8}
	case arrays.UINT16:
		return num{kind: 'u'}, num{kind: 'u', u: math.MaxUint16}
	case arrays.UINT32:
		return num{kind: 'u'}, num{kind: 'u', u: math.MaxUint32}
	}
	return num{kind: 'u'}, num{kind: 'u', u: math.MaxUint64}
}

// scalarOf returns a valid scalar of integer or float type t holding the
// integer or float v, which t holds exactly.
func scalarOf(t arrays.DataType, v num) *Scalar {
	switch t.ID() {
	case arrays.INT8:
		return newFixedScalar(t, int8(v.i))
	case arrays.INT16:
		return newFixedScalar(t, int16(v.i))
	case arrays.INT32:
		return newFixedScalar(t, int32(v.i))
	case arrays.INT64:
		return newFixedScalar(t, v.i)
	case arrays.UINT8:
		return newFixedScalar(t, uint8(v.u))
	case arrays.UINT16:
		return newFixedScalar(t, uint16(v.u))
	case arrays.UINT32:
		return newFixedScalar(t, uint32(v.u))
	case arrays.UINT64:
		return newFixedScalar(t, v.u)
	case arrays.FLOAT32:
		return newFixedScalar(t, float32(v.f))
	}
	return newFixedScalar(t, v.f)
}

// asInt returns v as a num of t's kind ('i' or 'u'), v being an integer
// (of either kind) within t's range.
func asInt(t arrays.DataType, v num) num {
	if numKind(t) == 'i' {
		if v.kind == 'u' {
			return num{kind: 'i', i: int64(v.u)}
		}
		return v
	}
	if v.kind == 'i' {
		return num{kind: 'u', u: uint64(v.i)}
	}
	return v
}

// convertScalar rewrites "slot op s", s of another numeric type than the
// array's t, as "slot op2 s2" with s2 of type t, or as a constant answer
// for every valid slot (constant set).
func convertScalar(op cmpOp, t arrays.DataType, s *Scalar, nan NaNOrder) (op2 cmpOp, s2 *Scalar, constant, value bool) {
	if !s.valid {
		return op, NullScalar(t), false, false
	}
	x := scalarNum(s)
	// the answer when x lies above (or below) every value of t
	above := op == opLt || op == opLe || op == opNe
	below := op == opGt || op == opGe || op == opNe
	if numKind(t) == 'f' {
		if x.kind == 'f' && x.f != x.f {
			return op, scalarOf(t, x), false, false // NaN stays NaN
		}
		// y: the largest value of t not above x
		var y float64
		if t.ID() == arrays.FLOAT32 {
			y32 := float32(toFloat(x))
			if cmpNum(num{kind: 'f', f: float64(y32)}, x) > 0 {
				y32 = math.Nextafter32(y32, float32(math.Inf(-1)))
			}
			y = float64(y32)
		} else {
			y = toFloat(x)
			if cmpNum(num{kind: 'f', f: y}, x) > 0 {
				y = math.Nextafter(y, math.Inf(-1))
			}
		}
		if cmpNum(num{kind: 'f', f: y}, x) == 0 {
			return op, scalarOf(t, num{kind: 'f', f: y}), false, false
		}
		return inexact(op, t, num{kind: 'f', f: y})
	}
	// integer array
	if x.kind == 'f' && x.f != x.f {
		if nan == TotalOrder { // NaN above every number
			return op, nil, true, above
		}
		return op, nil, true, op == opNe
	}
	lo, hi := typeRange(t.ID())
	switch {
	case cmpNum(x, hi) > 0:
		return op, nil, true, above
	case cmpNum(x, lo) < 0:
		return op, nil, true, below
	}
	if x.kind != 'f' {
		return op, scalarOf(t, asInt(t, x)), false, false
	}
	fl := math.Floor(x.f)
	var y num
	if fl < 0 {
		y = num{kind: 'i', i: int64(fl)}
	} else {
		y = num{kind: 'u', u: uint64(fl)}
	}
	if fl == x.f {
		return op, scalarOf(t, asInt(t, y)), false, false
	}
	if cmpNum(y, lo) < 0 { // lo-1 < x < lo: every value is above x
		return op, nil, true, below
	}
	return inexact(op, t, asInt(t, y))
}

// inexact rewrites "a op x" for an x that t cannot hold, y being the
// largest value of t below x (there is none strictly between y and x).
func inexact(op cmpOp, t arrays.DataType, y num) (cmpOp, *Scalar, bool, bool) {
	switch op {
	case opEq:
		return op, nil, true, false
	case opNe:
		return op, nil, true, true
	case opLt, opLe:
		return opLe, scalarOf(t, y), false, false
	}
	return opGt, scalarOf(t, y), false, false // a > x, a >= x: a > y
}

func toFloat(x num) float64 {
	switch x.kind {
	case 'i':
		return float64(x.i)
	case 'u':
		return float64(x.u)
	}
	return x.f
}

// compareMixedScalar compares a numeric array with a scalar of another
// numeric type (see convertScalar).
func compareMixedScalar(k *asm.Table, c *config, op cmpOp, a *arrays.Data, s *Scalar) (*arrays.Data, error) {
	if mixedDecimal(a.Type, s.typ) {
		return compareDecimalScalar(k, c, op, a, s)
	}
	op2, s2, constant, value := convertScalar(op, arrays.StorageOf(a.Type), s, c.nanOrder)
	if !constant {
		return compareScalar(k, c, op2, a, s2)
	}
	return constantCompare(c, a, value), nil
}

// compareMixedArrays compares two numeric arrays of different types slot
// by slot on exact values.
func compareMixedArrays(c *config, op cmpOp, a, b *arrays.Data) (*arrays.Data, error) {
	if mixedDecimal(a.Type, b.Type) {
		return compareDecimalArrays(c, op, a, b)
	}
	if a.Length != b.Length {
		return nil, fmt.Errorf("kernels: %s: operands have %d and %d slots", op, a.Length, b.Length)
	}
	n := a.Length
	vals, dst := boolOut(c, n)
	ia, ib := a.Type.ID(), b.Type.ID()
	ab, bb := a.Buffers[1], b.Buffers[1]
	for w := range dst {
		var bitsW uint64
		for j := range min(64, n-64*w) {
			i := 64*w + j
			x, y := numOf(ia, ab, a.Offset+i), numOf(ib, bb, b.Offset+i)
			r := cmpNum(x, y)
			if r == 2 && c.nanOrder == TotalOrder {
				r = cmpTotalNaN(x, y)
			}
			if holdsNum(op, r) {
				bitsW |= 1 << uint(j)
			}
		}
		dst[w] = leWord(bitsW)
	}
	valid, nulls := andValidity(c, a, b)
	return newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals), nil
}

// cmpTotalNaN orders x and y, one of them NaN, as TotalOrder does: NaNs
// equal each other and above every number.
func cmpTotalNaN(x, y num) int {
	xn, yn := x.kind == 'f' && x.f != x.f, y.kind == 'f' && y.f != y.f
	switch {
	case xn && yn:
		return 0
	case xn:
		return 1
	}
	return -1
}
