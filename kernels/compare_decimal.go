package kernels

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Mixed decimal compares: decimals of different scales or widths against
// each other, and decimals against integers (an integer is a decimal of
// scale 0). As in Arrow C++, both sides are brought to a common scale, the
// larger one; unlike a cast to a common decimal type, nothing can overflow
// or be refused for want of precision: the side with the smaller scale is
// multiplied by the power of ten in 256-bit magnitudes, and a product that
// leaves 256 bits is larger than anything the other side holds.
//
// A scalar is converted once into the array's type, exactly (scaled up,
// or scaled down when no digit is lost), and the same-type kernels run;
// one the type cannot hold exactly gives a constant answer (outside the
// type's range) or the neighbouring value below it with an adjusted
// operator (inexact), as for the integer and float mixes.

// decimalScale returns the scale of a decimal type, and whether t is one.
func decimalScale(t arrays.DataType) (int32, bool) {
	switch t := t.(type) {
	case arrays.Decimal32Type:
		return t.Scale, true
	case arrays.Decimal64Type:
		return t.Scale, true
	case arrays.Decimal128Type:
		return t.Scale, true
	case arrays.Decimal256Type:
		return t.Scale, true
	}
	return 0, false
}

// scaleOf is the scale of a decimal or integer type (integers: 0).
func scaleOf(t arrays.DataType) int32 {
	s, _ := decimalScale(t)
	return s
}

// isInteger reports whether t is a plain integer type.
func isInteger(t arrays.DataType) bool { k := numKind(t); return k == 'i' || k == 'u' }

// mixedDecimal reports whether a and b are a decimal and a decimal of
// another width or scale, or a decimal and an integer.
func mixedDecimal(a, b arrays.DataType) bool {
	sa, da := decimalScale(a)
	sb, db := decimalScale(b)
	switch {
	case da && db:
		return a.ID() != b.ID() || sa != sb
	case da:
		return isInteger(b)
	case db:
		return isInteger(a)
	}
	return false
}

// wideAt reads slot i of a decimal or integer buffer as a 256-bit two's
// complement integer.
func wideAt(id arrays.TypeID, buf []byte, i int) arrays.Int256 {
	switch id {
	case arrays.DECIMAL32:
		return arrays.Int256FromInt64(int64(viewAt[int32](buf, i, 1)[0]))
	case arrays.DECIMAL64:
		return arrays.Int256FromInt64(viewAt[int64](buf, i, 1)[0])
	case arrays.DECIMAL128:
		return viewAt[arrays.Int128](buf, i, 1)[0].Int256()
	case arrays.DECIMAL256:
		return viewAt[arrays.Int256](buf, i, 1)[0]
	}
	if n := numOf(id, buf, i); n.kind == 'u' {
		return arrays.Int256{n.u}
	} else {
		return arrays.Int256FromInt64(n.i)
	}
}

// rescaler compares values of scale sx with values of scale sy: the side
// with the smaller scale is multiplied by 10^|sx-sy|, in factors of at
// most 10^19 (each fits a word).
type rescaler struct {
	factors []uint64
	left    bool // x is the side multiplied
}

func newRescaler(sx, sy int32) rescaler {
	d := int64(sx) - int64(sy)
	r := rescaler{left: d < 0}
	if d < 0 {
		d = -d
	}
	for ; d > 0; d -= 19 {
		f := uint64(1)
		for range min(d, 19) {
			f *= 10
		}
		r.factors = append(r.factors, f)
	}
	return r
}

// signMag splits x into its sign (-1, 0, 1) and magnitude (2^255 for the
// least value fits the unsigned 256 bits).
func signMag(x arrays.Int256) (int, [4]uint64) {
	if x.Negative() {
		var m [4]uint64
		var borrow uint64
		for i := range m {
			m[i], borrow = bits.Sub64(0, x[i], borrow)
		}
		return -1, m
	}
	if x == (arrays.Int256{}) {
		return 0, x
	}
	return 1, x
}

// cmp compares x·10^-sx with y·10^-sy exactly: -1, 0 or 1.
func (r *rescaler) cmp(x, y arrays.Int256) int {
	sx, mx := signMag(x)
	sy, my := signMag(y)
	if sx != sy || sx == 0 {
		return cmpOrdered(int64(sx), int64(sy))
	}
	var c int
	if r.left {
		c = cmpScaledMag(mx, my, r.factors)
	} else {
		c = -cmpScaledMag(my, mx, r.factors)
	}
	return c * sx
}

// cmpScaledMag compares a·f0·f1·... with b, a not zero: a product that
// leaves 256 bits is larger than any b.
func cmpScaledMag(a, b [4]uint64, factors []uint64) int {
	for _, f := range factors {
		var carry uint64
		for i := range a {
			hi, lo := bits.Mul64(a[i], f)
			var c uint64
			a[i], c = bits.Add64(lo, carry, 0)
			carry = hi + c
		}
		if carry != 0 {
			return 1
		}
	}
	for i := 3; i >= 0; i-- {
		if a[i] != b[i] {
			return cmpOrdered(a[i], b[i])
		}
	}
	return 0
}

// compareDecimalArrays compares two arrays, decimals or integers, of
// different scales or widths slot by slot.
func compareDecimalArrays(c *config, op cmpOp, a, b *arrays.Data) (*arrays.Data, error) {
	if a.Length != b.Length {
		return nil, fmt.Errorf("kernels: %s: operands have %d and %d slots", op, a.Length, b.Length)
	}
	n := a.Length
	vals, dst := boolOut(c, n)
	ia, ib := a.Type.ID(), b.Type.ID()
	ab, bb := a.Buffers[1], b.Buffers[1]
	r := newRescaler(scaleOf(a.Type), scaleOf(b.Type))
	for w := range dst {
		var bitsW uint64
		for j := range min(64, n-64*w) {
			i := 64*w + j
			if op.holds(r.cmp(wideAt(ia, ab, a.Offset+i), wideAt(ib, bb, b.Offset+i))) {
				bitsW |= 1 << uint(j)
			}
		}
		dst[w] = leWord(bitsW)
	}
	valid, nulls := andValidity(c, a, b)
	return newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals), nil
}

// compareDecimalScalar compares an array with a scalar of another scale
// or width (one of them a decimal, the other a decimal or an integer)
// through the same-type kernels, the scalar converted once.
func compareDecimalScalar(k *asm.Table, c *config, op cmpOp, a *arrays.Data, s *Scalar) (*arrays.Data, error) {
	t := a.Type
	if !s.valid {
		return compareScalar(k, c, op, a, NullScalar(t))
	}
	op2, s2, constant, value := convertDecimalScalar(op, t, s)
	if !constant {
		return compareScalar(k, c, op2, a, s2)
	}
	return constantCompare(c, a, value), nil
}

// constantCompare is the result of a compare whose answer is value for
// every valid slot of a.
func constantCompare(c *config, a *arrays.Data, value bool) *arrays.Data {
	n := a.Length
	vals, dst := boolOut(c, n)
	fill := uint64(0)
	if value {
		fill = math.MaxUint64
	}
	for i := range dst {
		dst[i] = fill
	}
	if n%64 != 0 {
		dst[len(dst)-1] &= lowBits(n % 64)
	}
	leWords(dst)
	valid, nulls := andValidity(c, a, nil)
	return newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals)
}

// convertDecimalScalar rewrites "slot op s" for an array of type t as
// "slot op2 s2" with s2 of type t, or as a constant answer for every
// valid slot (constant set).
func convertDecimalScalar(op cmpOp, t arrays.DataType, s *Scalar) (op2 cmpOp, s2 *Scalar, constant, value bool) {
	x := wideAt(s.typ.ID(), s.fixed[:], 0).Big()
	// y = floor(x · 10^(st-ss)), exact when no digit was dropped
	d := int64(scaleOf(t)) - int64(scaleOf(s.typ))
	exact := true
	y := new(big.Int).Set(x)
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(max(d, -d)), nil)
	if d >= 0 {
		y.Mul(y, p)
	} else {
		var m big.Int
		y.DivMod(y, p, &m) // Euclidean: floor for a positive divisor
		exact = m.Sign() == 0
	}
	lo, hi := bigRange(t)
	above := op == opLt || op == opLe || op == opNe // x above every value
	below := op == opGt || op == opGe || op == opNe // x below every value
	switch {
	case y.Cmp(hi) > 0: // x >= y > hi
		return op, nil, true, above
	case y.Cmp(lo) < 0: // x < y+1 <= lo
		return op, nil, true, below
	case exact:
		return op, bigScalar(t, y), false, false
	}
	// y < x < y+1
	switch op {
	case opEq:
		return op, nil, true, false
	case opNe:
		return op, nil, true, true
	case opLt, opLe:
		return opLe, bigScalar(t, y), false, false
	}
	return opGt, bigScalar(t, y), false, false
}

// bigRange is the range of the unscaled values of a decimal or integer
// type.
func bigRange(t arrays.DataType) (lo, hi *big.Int) {
	if isInteger(t) {
		l, h := typeRange(t.ID())
		return numBig(l), numBig(h)
	}
	w := uint(8 * arrays.PrimitiveByteWidth(t.ID()))
	hi = new(big.Int).Lsh(big.NewInt(1), w-1)
	lo = new(big.Int).Neg(hi)
	return lo, hi.Sub(hi, big.NewInt(1))
}

func numBig(v num) *big.Int {
	if v.kind == 'u' {
		return new(big.Int).SetUint64(v.u)
	}
	return big.NewInt(v.i)
}

// bigScalar returns a valid scalar of the decimal or integer type t
// holding v, which lies in t's range.
func bigScalar(t arrays.DataType, v *big.Int) *Scalar {
	w := arrays.Int256FromBig(v)
	switch t.ID() {
	case arrays.DECIMAL32:
		return newFixedScalar(t, int32(w[0]))
	case arrays.DECIMAL64:
		return newFixedScalar(t, int64(w[0]))
	case arrays.DECIMAL128:
		return newFixedScalar(t, w.Int128())
	case arrays.DECIMAL256:
		return newFixedScalar(t, w)
	}
	if numKind(t) == 'u' {
		return scalarOf(t, num{kind: 'u', u: w[0]})
	}
	return scalarOf(t, num{kind: 'i', i: int64(w[0])})
}
