package kernels

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Boolean algebra and null tests: the predicates that combine the masks
// the compares produce (price > 100 AND category = 'books') and test
// slots for null or NaN. Results are Boolean arrays as long as the array
// operands; slices (bit offsets) are honoured everywhere.
//
// And, Or, Xor and AndNot propagate nulls: a slot is null when either
// operand's is. AndKleene, OrKleene and AndNotKleene follow SQL's
// three-valued logic: false AND null is false, true OR null is true, and
// only the undecided combinations are null. Either operand may be a bool
// *Scalar (BoolScalar, or NullScalar(arrays.BoolType{})), which is
// broadcast.
//
// Two arrays under a null-propagating operator, or under a Kleene one
// when neither has nulls, go to the level's bitmap kernels (AVX-512,
// AVX2, NEON: one pass over the values, one over the validity); a Kleene
// operator on two arrays with nulls takes five such passes. Scalars and
// one-sided nulls run one fused Go loop over whole 64-slot words (one
// unaligned load per bitmap, the operator as branch-free masks), as does
// Not. A result whose null slots are exactly one operand's (Not, or a
// null-propagating operator with one operand without nulls) shares that
// operand's validity bitmap when its slots start on a byte, as Arrow C++
// and arrow-go do, instead of copying it.

// ErrWrongType is wrapped by the errors of kernels given an operand of a
// type they do not take (a non-boolean operand of And, a non-float array
// of IsNaN).
var ErrWrongType = errors.New("wrong operand type")

// logicOp is a binary boolean operator.
type logicOp uint8

const (
	opAnd logicOp = iota
	opOr
	opXor
	opAndNot
	opAndKleene
	opOrKleene
	opAndNotKleene
)

var logicOpNames = [...]string{"and", "or", "xor", "and_not", "and_kleene", "or_kleene", "and_not_kleene"}

func (op logicOp) String() string { return logicOpNames[op] }

// word applies op to 64 slots: values xa, xb and validity va, vb (bits
// past the length may be anything; the caller masks).
func (op logicOp) word(xa, va, xb, vb uint64) (x, v uint64) {
	switch op {
	case opAnd:
		return xa & xb, va & vb
	case opOr:
		return xa | xb, va & vb
	case opXor:
		return xa ^ xb, va & vb
	case opAndNot:
		return xa &^ xb, va & vb
	case opAndKleene:
		// decided where both are valid or either is a valid false
		return xa & xb, va&vb | va&^xa | vb&^xb
	case opOrKleene:
		// decided where both are valid or either is a valid true
		return xa | xb, va&vb | va&xa | vb&xb
	default: // opAndNotKleene: a AND NOT b
		return xa &^ xb, va&vb | va&^xa | vb&xb
	}
}

// logicMasks spells an operator as constants of one branch-free formula
// (see apply), so that a word loop runs any operator without a call or a
// switch per word.
type logicMasks struct {
	and, or, xor, andNot uint64 // which value operation: all ones or zero
	kleene               uint64 // all ones: a valid operand can decide
	pa, pb               uint64 // the value that decides, inverted: ones for false
}

// masks returns op's constants.
func (op logicOp) masks() logicMasks {
	const ones = math.MaxUint64
	switch op {
	case opAnd:
		return logicMasks{and: ones}
	case opOr:
		return logicMasks{or: ones}
	case opXor:
		return logicMasks{xor: ones}
	case opAndNot:
		return logicMasks{andNot: ones}
	case opAndKleene: // a valid false decides
		return logicMasks{and: ones, kleene: ones, pa: ones, pb: ones}
	case opOrKleene: // a valid true decides
		return logicMasks{or: ones, kleene: ones}
	default: // opAndNotKleene: a valid false left or true right decides
		return logicMasks{andNot: ones, kleene: ones, pa: ones}
	}
}

// apply is op.word through the masks.
func (m *logicMasks) apply(xa, va, xb, vb uint64) (x, v uint64) {
	x = xa&xb&m.and | (xa|xb)&m.or | (xa^xb)&m.xor | xa&^xb&m.andNot
	v = va&vb | m.kleene&(va&(xa^m.pa)|vb&(xb^m.pb))
	return x, v
}

// plain returns the null-propagating operator a Kleene one equals when
// no operand has a null.
func (op logicOp) plain() logicOp {
	switch op {
	case opAndKleene:
		return opAnd
	case opOrKleene:
		return opOr
	case opAndNotKleene:
		return opAndNot
	}
	return op
}

// bitmapKernel is the engine's bitmap operation entry (Table.BitmapAnd ...).
type bitmapKernel = func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int)

// bitmapKernel returns k's bitmap operation for a null-propagating op.
func (op logicOp) bitmapKernel(k *asm.Table) (bitmapKernel, bool) {
	switch op {
	case opAnd:
		return k.BitmapAnd, true
	case opOr:
		return k.BitmapOr, true
	case opXor:
		return k.BitmapXor, true
	case opAndNot:
		return k.BitmapAndNot, true
	}
	return nil, false
}

// And returns left AND right, null where either is null.
func And(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opAnd, left, right, opts)
}

// Or returns left OR right, null where either is null.
func Or(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opOr, left, right, opts)
}

// Xor returns left XOR right, null where either is null.
func Xor(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opXor, left, right, opts)
}

// AndNot returns left AND NOT right, null where either is null.
func AndNot(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opAndNot, left, right, opts)
}

// AndKleene returns left AND right in three-valued logic: false where
// either is false (even if the other is null), true where both are true,
// null otherwise.
func AndKleene(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opAndKleene, left, right, opts)
}

// OrKleene returns left OR right in three-valued logic: true where either
// is true (even if the other is null), false where both are false, null
// otherwise.
func OrKleene(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opOrKleene, left, right, opts)
}

// AndNotKleene returns left AND NOT right in three-valued logic: false
// where left is false or right is true, true where left is true and right
// false, null otherwise.
func AndNotKleene(left, right Datum, opts ...Option) (*arrays.Boolean, error) {
	return boolBinary(opAndNotKleene, left, right, opts)
}

// boolSrc is one operand of a boolean kernel: bits [off, off+n) of a
// values bitmap and an optional validity bitmap, or a broadcast scalar.
type boolSrc struct {
	vals, valid []byte // valid nil: no nulls
	off         int
	scalar      bool
	cval, cok   uint64       // a scalar's value and validity, broadcast
	data        *arrays.Data // an array's Data (nil for a scalar)
}

// words returns k <= 64 slots from slot i: values and validity.
func (s *boolSrc) words(i, k int) (x, v uint64) {
	if s.scalar {
		return s.cval, s.cok
	}
	x = loadBits(s.vals, s.off+i, k)
	if s.valid == nil {
		return x, math.MaxUint64
	}
	return x, loadBits(s.valid, s.off+i, k)
}

// boolOperand resolves a Datum into a boolSrc and, for an array, its
// length (-1 for a scalar).
func boolOperand(c *config, fn, side string, x Datum) (boolSrc, int, error) {
	la, ls, err := datumOf(x, side)
	if err != nil {
		return boolSrc{}, 0, fmt.Errorf("kernels: %s: %w", fn, errors.Unwrap(err))
	}
	if ls != nil {
		if arrays.StorageOf(ls.typ).ID() != arrays.BOOL {
			return boolSrc{}, 0, fmt.Errorf("kernels: %s: %s scalar is %s, not bool: %w", fn, side, ls.typ, ErrWrongType)
		}
		s := boolSrc{scalar: true}
		if ls.valid {
			s.cok = math.MaxUint64
			if ls.fixed[0] != 0 {
				s.cval = math.MaxUint64
			}
		}
		return s, -1, nil
	}
	d := la.Data()
	if arrays.StorageOf(d.Type).ID() != arrays.BOOL {
		return boolSrc{}, 0, fmt.Errorf("kernels: %s: %s operand is %s, not bool: %w", fn, side, d.Type, ErrWrongType)
	}
	if err := c.checkArgs(fn, arg(side, d)); err != nil {
		return boolSrc{}, 0, err
	}
	s := boolSrc{vals: d.Buffers[1], off: d.Offset, data: d}
	if d.NullN() > 0 {
		s.valid = d.Buffers[0]
	}
	return s, d.Length, nil
}

func boolBinary(op logicOp, left, right Datum, opts []Option) (_ *arrays.Boolean, err error) {
	fn := op.String()
	defer guard(fn, &err, in("left", left), in("right", right))
	c := enterCall(opts)
	defer c.leave()
	if c.scratch != nil {
		c.scratch.begin()
		holdDatum(c.scratch, left)
		holdDatum(c.scratch, right)
	}
	a, na, err := boolOperand(&c, fn, "left", left)
	if err != nil {
		return nil, err
	}
	b, nb, err := boolOperand(&c, fn, "right", right)
	if err != nil {
		return nil, err
	}
	n := max(na, nb)
	switch {
	case na < 0 && nb < 0:
		return nil, fmt.Errorf("kernels: %s: both operands are scalars; one must be an array", fn)
	case na >= 0 && nb >= 0 && na != nb:
		return nil, fmt.Errorf("kernels: %s: operands have %d and %d slots", fn, na, nb)
	}
	if !a.scalar && !b.scalar && a.valid == nil && b.valid == nil {
		op = op.plain() // Kleene without nulls is the plain operator
	}
	if c.parallel(n) {
		return boolMorsels(c, op, a, b, n), nil
	}
	if bop, ok := op.bitmapKernel(c.widths()); ok && !a.scalar && !b.scalar {
		return boolBitmaps(&c, bop, &a, &b, n), nil
	}
	if !a.scalar && !b.scalar && a.valid != nil && b.valid != nil {
		return boolKleeneBitmaps(&c, op, &a, &b, n), nil
	}
	return boolArrays(&c, op, &a, &b, n), nil
}

// kleenePasses spells the validity of a Kleene operator on two arrays
// with nulls, va&vb | va&(xa^pa) | vb&(xb^pb), as bitmap operations:
// t = first(xa, vb), t = second(va, t), u = third(vb, xb), valid = t | u.
var kleenePasses = map[logicOp][3]logicOp{
	opAndKleene:    {opAndNot, opAndNot, opAndNot}, // va &^ (xa &^ vb) | vb &^ xb
	opOrKleene:     {opOr, opAnd, opAnd},           // va & (vb | xa) | vb & xb
	opAndNotKleene: {opAndNot, opAndNot, opAnd},    // va &^ (xa &^ vb) | vb & xb
}

// boolKleeneBitmaps runs a Kleene operator on two arrays that both have
// nulls with the level's bitmap kernels: four passes for the validity
// (the values buffer lends itself as the temporary), one for the values.
func boolKleeneBitmaps(c *config, op logicOp, a, b *boolSrc, n int) *arrays.Boolean {
	k := c.widths()
	p := kleenePasses[op]
	pass := func(op logicOp) bitmapKernel { f, _ := op.bitmapKernel(k); return f }
	vals, valid := c.kernelBitmapPair(n) // every pass writes all n bits
	pass(p[0])(valid, 0, a.vals, a.off, b.valid, b.off, n)
	pass(p[1])(valid, 0, a.valid, a.off, valid, 0, n)
	pass(p[2])(vals, 0, b.valid, b.off, b.vals, b.off, n)
	k.BitmapOr(valid, 0, valid, 0, vals, 0, n)
	pass(op.plain())(vals, 0, a.vals, a.off, b.vals, b.off, n)
	return boolResult(c, n, arrays.UnknownNullCount, valid, vals)
}

// boolArrays is boolWords without closures, for two operands either of
// which may be a scalar: the whole words of both read with one unaligned
// load each (wordAt), the operator as the branch-free masks.
func boolArrays(c *config, op logicOp, a, b *boolSrc, n int) *arrays.Boolean {
	words := (n + 63) / 64
	vb, kb := c.alloc(8*words, false), c.alloc(8*words, false)
	vals, valid := viewAs[uint64](vb[:cap(vb)], words), viewAs[uint64](kb[:cap(kb)], words)
	fast := min(a.fullWords(n), b.fullWords(n))
	set := boolWordRange(op.masks(), a, b, vals, valid, fast, 0, words, n)
	var kbytes []byte
	if set < n {
		kbytes = kb[:arrays.BitmapLen(n)]
	}
	return boolResult(c, n, n-set, kbytes, vb[:arrays.BitmapLen(n)])
}

// boolWordRange is boolArrays' loop over output words [w0, w1) of n
// slots, the first fast of them readable by wordAt: it stores the value
// and validity words and returns the number of valid slots.
func boolWordRange(m logicMasks, a, b *boolSrc, vals, valid []uint64, fast, w0, w1, n int) int {
	set := 0
	// locals, so that the loop keeps them in registers (the stores to
	// vals could otherwise alias a and b)
	as, ax, av, ao, ca, oka := a.scalar, a.vals, a.valid, a.off, a.cval, a.cok
	bs, bx, bv, bo, cb, okb := b.scalar, b.vals, b.valid, b.off, b.cval, b.cok
	f1 := max(w0, min(w1, fast))
	fv, fk := vals[w0:f1], valid[w0:f1]
	for j := range fv {
		p := 64 * (w0 + j)
		xa, va, xb, vbits := ca, oka, cb, okb
		if !as {
			xa, va = wordAt(ax, ao+p), math.MaxUint64
			if av != nil {
				va = wordAt(av, ao+p)
			}
		}
		if !bs {
			xb, vbits = wordAt(bx, bo+p), math.MaxUint64
			if bv != nil {
				vbits = wordAt(bv, bo+p)
			}
		}
		x, v := m.apply(xa, va, xb, vbits)
		fv[j], fk[j] = leWord(x), leWord(v)
		set += bits.OnesCount64(v)
	}
	for w := f1; w < w1; w++ { // the last words, near the ends of the buffers
		i, k := 64*w, min(64, n-64*w)
		mk := lowBits(k)
		xa, va := a.words(i, k)
		xb, vbits := b.words(i, k)
		x, v := m.apply(xa, va, xb, vbits)
		vals[w], valid[w] = leWord(x&mk), leWord(v&mk)
		set += bits.OnesCount64(v & mk)
	}
	return set
}

// fullWords returns how many of the whole 64-slot words of n slots
// wordAt can read from s (all of them for a scalar).
func (s *boolSrc) fullWords(n int) int {
	if s.scalar {
		return n / 64
	}
	w := fullWords(s.vals, s.off, n)
	if s.valid != nil {
		w = min(w, fullWords(s.valid, s.off, n))
	}
	return w
}

// fullWords returns how many of the whole 64-bit words of n bits from
// bit p wordAt can read from b (up to its capacity, as loadBits).
func fullWords(b []byte, p, n int) int {
	r := cap(b) - p>>3 - 1 // word w reads bytes [p/8+8w, p/8+8w+9)
	if r < 0 {
		return 0
	}
	return min(n/64, r/8)
}

// wordAt returns the 64 bits of b from bit p; b's capacity holds 9
// bytes from byte p/8.
func wordAt(b []byte, p int) uint64 {
	i, s := p>>3, uint(p&7)
	full := b[:cap(b)]
	return binary.LittleEndian.Uint64(full[i:i+8])>>s | uint64(full[i+8])<<(64-s)
}

// boolBitmaps runs a null-propagating operator on two arrays with the
// level's bitmap kernel: values in one pass, validity in another (none
// when only one operand has nulls and its bitmap can be shared).
func boolBitmaps(c *config, op bitmapKernel, a, b *boolSrc, n int) *arrays.Boolean {
	k := c.widths()
	var vals, valid []byte
	var from *arrays.Data // the operand whose validity the result shares
	switch {
	case a.valid != nil && b.valid != nil:
		vals, valid = c.kernelBitmapPair(n)
		k.BitmapAnd(valid, 0, a.valid, a.off, b.valid, b.off, n)
	case a.valid != nil:
		vals = c.kernelBitmap(n)
		valid, from = c.sameValidity(a, n)
	case b.valid != nil:
		vals = c.kernelBitmap(n)
		valid, from = c.sameValidity(b, n)
	default:
		vals = c.kernelBitmap(n)
	}
	op(vals, 0, a.vals, a.off, b.vals, b.off, n)
	nulls := 0
	if valid != nil {
		nulls = arrays.UnknownNullCount
	}
	return boolResultFrom(c, n, nulls, valid, vals, from)
}

// sameValidity returns the validity bitmap, from bit 0, of a result whose
// null slots are exactly those of s's n slots. When s's slots start on a
// byte the result shares s's bitmap (arrays are immutable; Arrow C++ and
// arrow-go share it too), which saves allocating, faulting in and copying
// a bitmap as large as the values; from is then s's Data, whose owner
// the result must keep. Otherwise it is a copy.
func (c *config) sameValidity(s *boolSrc, n int) (valid []byte, from *arrays.Data) {
	if s.off%8 == 0 && s.data != nil {
		return s.valid[s.off/8:][:arrays.BitmapLen(n)], s.data
	}
	valid = c.kernelBitmap(n)
	c.widths().BitmapAnd(valid, 0, s.valid, s.off, s.valid, s.off, n)
	return valid, nil
}

// kernelBitmap is the output bitmap of n bits for a bitmap kernel that
// writes bits [0, n): not zeroed but for its last byte, whose bits past n
// the kernel keeps (the zeroing pass would cost as much as the kernel).
func (c *config) kernelBitmap(n int) []byte {
	b := c.alloc(arrays.BitmapLen(n), false)
	if len(b) > 0 {
		b[len(b)-1] = 0
	}
	return b
}

// kernelBitmapPair is kernelBitmap for a result's values and validity,
// carved from one allocation: at 64K slots the runtime's work for each 8
// KiB object (a span of its own) was most of And's time with nulls.
// x's padding is zeroed; y, past x's padded length, is 64-byte aligned.
func (c *config) kernelBitmapPair(n int) (x, y []byte) {
	l := arrays.BitmapLen(n)
	p := arrays.PaddedLen(l)
	b := c.alloc(p+l, false)
	x, y = b[:l:p], b[p:p+l:cap(b)]
	clear(b[l:p])
	if l > 0 {
		x[l-1], y[l-1] = 0, 0
	}
	return x, y
}

// boolWords builds a Boolean of n slots from a function giving the value
// and validity words of slots [i, i+k), k <= 64. The validity bitmap is
// dropped when no slot is null.
func boolWords(c *config, n int, f func(i, k int) (x, v uint64)) *arrays.Boolean {
	words := (n + 63) / 64
	vb, kb := c.alloc(8*words, false), c.alloc(8*words, false)
	vals, valid := viewAs[uint64](vb[:cap(vb)], words), viewAs[uint64](kb[:cap(kb)], words)
	nulls := 0
	for w := range words {
		k := min(64, n-64*w)
		m := lowBits(k)
		x, v := f(64*w, k)
		vals[w], valid[w] = leWord(x&m), leWord(v&m)
		nulls += k - bits.OnesCount64(v&m)
	}
	vbytes, kbytes := vb[:arrays.BitmapLen(n)], kb[:arrays.BitmapLen(n)]
	if nulls == 0 {
		kbytes = nil
	}
	return boolResult(c, n, nulls, kbytes, vbytes)
}

func boolResult(c *config, n, nulls int, valid, vals []byte) *arrays.Boolean {
	return arrays.MakeArray(newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals)).(*arrays.Boolean)
}

// boolResultFrom is boolResult for a result sharing a buffer of the
// operand from (nil: none), whose owner it keeps.
func boolResultFrom(c *config, n, nulls int, valid, vals []byte, from *arrays.Data) *arrays.Boolean {
	return arrays.MakeArray(owned(newOut(c, arrays.BoolType{}, n, nulls, nil, valid, vals), from)).(*arrays.Boolean)
}

// Not returns NOT a, null where a is null.
func Not(a *arrays.Boolean, opts ...Option) (_ *arrays.Boolean, err error) {
	defer guard("not", &err, in("array", a))
	if a == nil {
		return nil, fmt.Errorf("kernels: not: array is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	if c.scratch != nil {
		c.scratch.begin(a.Data())
	}
	s, n, err := boolOperand(&c, "not", "array", a)
	if err != nil {
		return nil, err
	}
	vb := c.alloc(8*((n+63)/64), false)
	var valid []byte // the same slots are null
	var from *arrays.Data
	nulls := 0
	if s.valid != nil {
		nulls = arrays.UnknownNullCount
		if s.off%8 == 0 || !c.parallel(n) {
			valid, from = c.sameValidity(&s, n)
		} else {
			valid = c.kernelBitmap(n) // notMorsels copies it
		}
	}
	if c.parallel(n) {
		notMorsels(c, vb, valid, from, s, n)
	} else {
		flipBits(vb, s.vals, s.off, n, math.MaxUint64)
	}
	return boolResultFrom(&c, n, nulls, valid, vb[:arrays.BitmapLen(n)], from), nil
}

// IsNull returns, per slot of a, whether it is null; the result has no
// nulls. Nulls are logical (see nulls.go): a dictionary slot is null when
// its index or the value it points to is, a run-end encoded slot when its
// run's value is, a union slot when the value it selects is; the null type
// is all null.
func IsNull(a arrays.Array, opts ...Option) (*arrays.Boolean, error) {
	return nullTest("is_null", a, true, opts)
}

// IsValid returns, per slot of a, whether it is not null (NOT IsNull).
func IsValid(a arrays.Array, opts ...Option) (*arrays.Boolean, error) {
	return nullTest("is_valid", a, false, opts)
}

func nullTest(fn string, a arrays.Array, wantNull bool, opts []Option) (_ *arrays.Boolean, err error) {
	defer guard(fn, &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := c.arrayArg(fn, a)
	if err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(d)
	}
	n := d.Length
	flip := uint64(0)
	if wantNull {
		flip = math.MaxUint64
	}
	switch id := arrays.StorageOf(d.Type).ID(); {
	case id == arrays.NULL:
		return boolWords(&c, n, func(int, int) (uint64, uint64) { return flip, math.MaxUint64 }), nil
	case id == arrays.DICTIONARY || id == arrays.SPARSE_UNION || id == arrays.DENSE_UNION || id == arrays.RUN_END_ENCODED:
		isNull := logicalNullFunc(a) // a null index, or a null value (nulls.go)
		return boolWords(&c, n, func(i, k int) (uint64, uint64) {
			var w uint64
			for j := range k {
				if isNull(i + j) {
					w |= 1 << uint(j)
				}
			}
			return ^w ^ flip, math.MaxUint64
		}), nil
	}
	valid := d.Validity()
	if valid == nil || d.NullN() == 0 {
		return boolWords(&c, n, func(int, int) (uint64, uint64) { return ^flip, math.MaxUint64 }), nil
	}
	vb := c.alloc(8*((n+63)/64), false)
	flipBits(vb, valid, d.Offset, n, flip)
	return boolResult(&c, n, 0, nil, vb[:arrays.BitmapLen(n)]), nil
}

// flipBits stores bits [off, off+n) of src XOR flip (0 or all ones) into
// dst, a word buffer of (n+63)/64 words, from bit 0, the bits past n
// cleared.
func flipBits(dst, src []byte, off, n int, flip uint64) {
	words := (n + 63) / 64
	out := viewAs[uint64](dst[:cap(dst)], words)
	fast := fullWords(src, off, n)
	if off&7 == 0 {
		// Whole bytes: the source's words as they lie (flip, 0 or all
		// ones, commutes with byte order), a loop the compiler keeps tight.
		for w, x := range viewAs[uint64](src[off>>3:], fast) {
			out[w] = x ^ flip
		}
	} else {
		for w := range fast {
			out[w] = leWord(wordAt(src, off+64*w) ^ flip)
		}
	}
	for w := fast; w < words; w++ {
		k := min(64, n-64*w)
		out[w] = leWord((loadBits(src, off+64*w, k) ^ flip) & lowBits(k))
	}
}

// IsNaN returns, per slot of a float16, float32 or float64 array, whether
// it holds a NaN; null slots give null. The floats' not-equal compare of
// a with itself at the call's level does the work (only NaN differs from
// itself).
func IsNaN(a arrays.Array, opts ...Option) (_ *arrays.Boolean, err error) {
	defer guard("is_nan", &err, in("array", a))
	if isNil(a) {
		return nil, fmt.Errorf("kernels: is_nan: array is nil")
	}
	vt := arrays.StorageOf(a.DataType())
	switch x := vt.(type) { // dictionaries and run-end encoded arrays: their values' type
	case *arrays.DictionaryType:
		vt = arrays.StorageOf(x.Value)
	case *arrays.RunEndEncodedType:
		vt = arrays.StorageOf(x.Values.Type)
	}
	switch vt.ID() {
	case arrays.FLOAT16, arrays.FLOAT32, arrays.FLOAT64:
	default:
		return nil, fmt.Errorf("kernels: is_nan: %s is not a float type: %w", a.DataType(), ErrWrongType)
	}
	return compare(opNe, a, a, opts)
}
