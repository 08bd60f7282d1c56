package kernels

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Reductions: Count, Sum, Mean, Min, Max, MinMax, Any and All fold an
// array into a *Scalar. Null slots are skipped; an input with no valid
// slot (empty, or all null) gives a null scalar of the result type (Count
// excepted, which counts). The options of Arrow's ScalarAggregateOptions
// change that: SkipNulls(false) makes a null slot make the result null,
// MinCount(n) asks for n valid values instead of 1 (see them). Dictionary
// arrays reduce the values they stand for, run-end encoded arrays their
// logical slots.
//
// Result types follow Arrow C++'s: sums of signed integers are int64, of
// unsigned integers and of bools (the number of trues) uint64, of floats (float16, float32, float64) float64,
// of durations the duration; a sum that does not fit its type is an error
// wrapping ErrOverflow, never a wrapped value. Decimal sums are exact:
// decimal32, decimal64 and decimal128 sum to decimal128(38, scale),
// decimal256 to decimal256(76, scale). Mean is float64 for integers and
// floats, and the input's decimal type (rounded half away from zero) for
// decimals. Min and Max keep the input's type.
//
// Float sums follow one order at every ISA level (asm.SumBlock: 16 lanes
// per 2048-value block, blocks added pairwise), so results are the same
// bit for bit whatever the CPU. Min and Max skip NaNs (a NaN is the result
// only when every valid value is NaN) and order -0 below +0.

// ErrOverflow reports a sum that does not fit its result type.
var ErrOverflow = errors.New("result overflows its type")

// CountMode says which slots Count counts.
type CountMode uint8

const (
	// CountValid counts the non-null slots (the default of Arrow's count).
	CountValid CountMode = iota
	// CountNull counts the null slots.
	CountNull
	// CountAll counts every slot.
	CountAll
)

func (m CountMode) String() string {
	switch m {
	case CountNull:
		return "null"
	case CountAll:
		return "all"
	}
	return "valid"
}

// Count returns, as an int64 scalar, the number of slots of a that mode
// selects.
func Count(a arrays.Array, mode CountMode, opts ...Option) (_ *Scalar, err error) {
	defer guard("count", &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, "count", a)
	if err != nil {
		return nil, err
	}
	n, nulls := int64(d.Length), int64(d.NullN())
	switch mode {
	case CountNull:
		n = nulls
	case CountValid:
		n -= nulls
	case CountAll:
	default:
		return nil, fmt.Errorf("kernels: count: unknown mode %d", mode)
	}
	return Int64Scalar(n), nil
}

// nullByOptions reports whether the call's options make a reduction of d
// null whatever its values: SkipNulls(false) and a null slot, or fewer
// valid values than MinCount (at least floor).
func (c *config) nullByOptions(d *arrays.Data, floor int) (bool, error) {
	need, err := c.minValid()
	nulls := d.NullN()
	return c.keepNulls && nulls > 0 || d.Length-nulls < max(need, floor), err
}

// minValid returns the valid values a reduction needs (MinCount, 1 by
// default).
func (c *config) minValid() (int, error) {
	if !c.minSet {
		return 1, nil
	}
	if c.minCount < 0 {
		return 0, fmt.Errorf("min count %d is negative", c.minCount)
	}
	return int(c.minCount), nil
}

// reduceArg checks a and returns the Data to reduce: dictionary arrays
// decoded, run-end encoded ones expanded.
func reduceArg(c *config, fn string, a arrays.Array) (*arrays.Data, error) {
	d, err := c.arrayArg(fn, a)
	if err != nil {
		return nil, err
	}
	// The reductions' buffers are temporaries and the sorts' results are
	// fresh: neither borrows from a Scratch.
	c.scratch = nil
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.DICTIONARY:
		return decodeDictionary(c.widths(), c, d)
	case arrays.RUN_END_ENCODED:
		r, ok := a.(*arrays.RunEndEncoded)
		if !ok {
			return nil, fmt.Errorf("kernels: %s: %s arrays are not reduced: %w", fn, d.Type, ErrWrongType)
		}
		dec, err := REEDecode(r, atTable{c.table})
		if err != nil {
			return nil, err
		}
		return dec.Data(), nil
	}
	return d, nil
}

// atTable passes a call's level on to a nested public call (it holds the
// table, not the config, so that the caller's config stays on its stack).
type atTable struct{ t *asm.Table }

func (o atTable) apply(c config) config {
	c.table = o.t
	return c
}

// validity returns d's validity bitmap, nil when no slot is null.
func validity(d *arrays.Data) []byte {
	if d.NullN() == 0 {
		return nil
	}
	return d.Validity()
}

// values returns the values of fixed-width d as a []T.
func values[T any](d *arrays.Data) []T { return viewAt[T](d.Buffers[1], d.Offset, d.Length) }

// Sum returns the sum of the valid values of a (see the result types
// above). Integers and decimals are summed exactly; an overflow of the
// result type is an error wrapping ErrOverflow. Under MinCount(0) the sum
// of no value is 0.
func Sum(a arrays.Array, opts ...Option) (_ *Scalar, err error) {
	defer guard("sum", &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, "sum", a)
	if err != nil {
		return nil, err
	}
	t := sumType(d.Type)
	if t == nil {
		return nil, fmt.Errorf("kernels: sum: %s values cannot be summed: %w", d.Type, ErrWrongType)
	}
	null, err := c.nullByOptions(d, 0)
	if err != nil {
		return nil, fmt.Errorf("kernels: sum: %w", err)
	}
	if null {
		return NullScalar(t), nil
	}
	if d.Length == d.NullN() { // MinCount(0): the empty sum
		return &Scalar{typ: t, valid: true}, nil
	}
	s, err := sumData(c.widths(), &c, d)
	if err != nil {
		return nil, fmt.Errorf("kernels: sum: %w", err)
	}
	return sumScalar(t, s)
}

// sumScalar returns the sum s as a scalar of type t (sumType), or an
// error wrapping ErrOverflow when it does not fit.
func sumScalar(t arrays.DataType, s sumResult) (*Scalar, error) {
	if s.kind == sumFloat {
		return newFixedScalar(t, s.f), nil
	}
	switch id := t.ID(); {
	case id == arrays.UINT64:
		if !s.w.fitsUint64() {
			return nil, fmt.Errorf("kernels: sum: %s does not fit uint64: %w", s.w.big(), ErrOverflow)
		}
		return newFixedScalar(t, s.w[0]), nil
	case id == arrays.DECIMAL128 || id == arrays.DECIMAL256:
		prec := int32(38)
		if id == arrays.DECIMAL256 {
			prec = 76
		}
		if !s.w.fitsDigits(prec) {
			return nil, fmt.Errorf("kernels: sum: %s (unscaled) has more than %d digits: %w", s.w.big(), prec, ErrOverflow)
		}
		if id == arrays.DECIMAL128 {
			return newFixedScalar(t, arrays.Int128{Lo: s.w[0], Hi: int64(s.w[1])}), nil
		}
		return newFixedScalar(t, arrays.Int256{s.w[0], s.w[1], s.w[2], s.w[3]}), nil
	}
	if !s.w.fitsInt64() {
		return nil, fmt.Errorf("kernels: sum: %s does not fit %s: %w", s.w.big(), t, ErrOverflow)
	}
	return newFixedScalar(t, int64(s.w[0])), nil
}

// sumType returns the type of the sum of values of type t, nil when they
// do not sum.
func sumType(t arrays.DataType) arrays.DataType {
	switch st := arrays.StorageOf(t); st.ID() {
	case arrays.INT8, arrays.INT16, arrays.INT32, arrays.INT64, arrays.NULL: // null arrays sum to a null int64
		return arrays.Int64Type{}
	case arrays.UINT8, arrays.UINT16, arrays.UINT32, arrays.UINT64, arrays.BOOL: // bools sum their trues
		return arrays.Uint64Type{}
	case arrays.FLOAT16, arrays.FLOAT32, arrays.FLOAT64:
		return arrays.Float64Type{}
	case arrays.DURATION:
		return st
	case arrays.DECIMAL32:
		return arrays.Decimal128Type{Precision: 38, Scale: st.(arrays.Decimal32Type).Scale}
	case arrays.DECIMAL64:
		return arrays.Decimal128Type{Precision: 38, Scale: st.(arrays.Decimal64Type).Scale}
	case arrays.DECIMAL128:
		return arrays.Decimal128Type{Precision: 38, Scale: st.(arrays.Decimal128Type).Scale}
	case arrays.DECIMAL256:
		return arrays.Decimal256Type{Precision: 76, Scale: st.(arrays.Decimal256Type).Scale}
	}
	return nil
}

type sumKind uint8

const (
	sumInt sumKind = iota
	sumFloat
)

// sumResult is an exact integer sum (w) or a float one (f).
type sumResult struct {
	kind sumKind
	w    wide
	f    float64
}

// wide is a 320-bit two's complement integer, little-endian words: room
// for 2^63 decimal256 values.
type wide [5]uint64

func wideOf(lo uint64, hi int64) wide {
	s := uint64(hi >> 63)
	return wide{lo, uint64(hi), s, s, s}
}

// add adds x, given as its words with ext the sign-extension word.
func (w *wide) add(x []uint64, ext uint64) {
	var c uint64
	for i := range w {
		v := ext
		if i < len(x) {
			v = x[i]
		}
		w[i], c = bits.Add64(w[i], v, c)
	}
}

func (w *wide) fitsInt64() bool {
	s := uint64(int64(w[0]) >> 63)
	return w[1] == s && w[2] == s && w[3] == s && w[4] == s
}

func (w *wide) fitsUint64() bool { return w[1]|w[2]|w[3]|w[4] == 0 }

func (w *wide) big() *big.Int {
	neg := int64(w[4]) < 0
	v := *w
	if neg { // negate: invert and add one
		for i := range v {
			v[i] = ^v[i]
		}
		v.add([]uint64{1}, 0)
	}
	ws := make([]big.Word, 0, 10)
	for _, x := range v {
		if bits.UintSize == 32 {
			ws = append(ws, big.Word(x), big.Word(x>>32))
		} else {
			ws = append(ws, big.Word(x))
		}
	}
	b := new(big.Int).SetBits(ws)
	if neg {
		b.Neg(b)
	}
	return b
}

// abs returns |w| and whether w is negative.
func (w wide) abs() (wide, bool) {
	if int64(w[4]) >= 0 {
		return w, false
	}
	return w.neg(), true
}

// neg returns -w.
func (w wide) neg() wide {
	for i := range w {
		w[i] = ^w[i]
	}
	w.add([]uint64{1}, 0)
	return w
}

// less reports whether w < x, both non-negative.
func (w *wide) less(x *wide) bool {
	for i := len(w) - 1; i >= 0; i-- {
		if w[i] != x[i] {
			return w[i] < x[i]
		}
	}
	return false
}

// mulSmall multiplies non-negative w by m (the product fits).
func (w *wide) mulSmall(m uint64) {
	var carry uint64
	for i := range w {
		hi, lo := bits.Mul64(w[i], m)
		var c uint64
		w[i], c = bits.Add64(lo, carry, 0)
		carry = hi + c
	}
}

// divSmall divides non-negative w by d > 0 and returns the remainder.
func (w *wide) divSmall(d uint64) (r uint64) {
	for i := len(w) - 1; i >= 0; i-- {
		w[i], r = bits.Div64(r, w[i], d)
	}
	return r
}

// widePow10 returns 10^n (n <= 96).
func widePow10(n int) wide {
	w := wide{1}
	for range n {
		w.mulSmall(10)
	}
	return w
}

// decimalLimits are 10^38 and 10^76, the bounds of the unscaled values of
// decimal128 and decimal256 sums.
var decimalLimits = [2]wide{widePow10(38), widePow10(76)}

// fitsDigits reports whether |w| < 10^prec, prec 38 or 76.
func (w *wide) fitsDigits(prec int32) bool {
	lim := &decimalLimits[0]
	if prec == 76 {
		lim = &decimalLimits[1]
	}
	a, _ := w.abs()
	return a.less(lim)
}

// reduceChunk is the most values one reduction kernel call covers. The
// kernels' entry points are safe points (see asm.SafePoint) and the
// assembly inside them is not: between calls the runtime can stop the
// goroutine for a collection, instead of waiting for a whole large array
// (a Sum of 100M int64 values is some 10 ms of assembly).
const reduceChunk = 1 << 18

// sumChunks is the exact sum of the valid values of x (validity from bit
// off of valid) by f, called on at most reduceChunk values at a time.
func sumChunks[T any](f func(x []T, valid []byte, voff int) (uint64, int64), x []T, valid []byte, off int) wide {
	if len(x) <= reduceChunk {
		return wideOf(f(x, valid, off))
	}
	var w wide
	for i := 0; i < len(x); i += reduceChunk {
		p := wideOf(f(x[i:min(len(x), i+reduceChunk)], valid, off+i))
		w.add(p[:], 0)
	}
	return w
}

// minMaxChunks is f's bounds of x, f called on at most reduceChunk values
// at a time: f's result for a part without a valid value (greatest, least)
// leaves the others' bounds as they are.
func minMaxChunks[T any, K cmp.Ordered](f func(x []T, valid []byte, voff int) (K, K), x []T, valid []byte, off int) (K, K) {
	lo, hi := f(x[:min(len(x), reduceChunk)], valid, off)
	for i := reduceChunk; i < len(x); i += reduceChunk {
		l, h := f(x[i:min(len(x), i+reduceChunk)], valid, off+i)
		lo, hi = min(lo, l), max(hi, h)
	}
	return lo, hi
}

// sumData sums the valid values of d, whose type sums (sumType).
func sumData(k *asm.Table, c *config, d *arrays.Data) (sumResult, error) {
	if c.parallel(d.Length) {
		return sumMorsels(k, c, d)
	}
	valid, off := validity(d), d.Offset
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.INT8:
		return sumResult{w: sumChunks(k.SumInt8, values[int8](d), valid, off)}, nil
	case arrays.INT16:
		return sumResult{w: sumChunks(k.SumInt16, values[int16](d), valid, off)}, nil
	case arrays.INT32, arrays.DECIMAL32:
		x := values[int32](d)
		var w wide
		for i := 0; i < len(x); i += reduceChunk { // no lane of the kernel overflows
			j := min(len(x), i+reduceChunk)
			s := k.SumInt32(x[i:j], valid, off+i)
			w.add([]uint64{uint64(s)}, uint64(s>>63))
		}
		return sumResult{w: w}, nil
	case arrays.INT64, arrays.DURATION:
		return sumResult{w: sumChunks(k.SumInt64, values[int64](d), valid, off)}, nil
	case arrays.BOOL:
		trues, _ := countBools(d)
		return sumResult{w: wideOf(uint64(trues), 0)}, nil
	case arrays.UINT8:
		return sumResult{w: sumChunks(k.SumUint8, values[uint8](d), valid, off)}, nil
	case arrays.UINT16:
		return sumResult{w: sumChunks(k.SumUint16, values[uint16](d), valid, off)}, nil
	case arrays.UINT32:
		return sumResult{w: sumChunks(k.SumUint32, values[uint32](d), valid, off)}, nil
	case arrays.UINT64:
		x := values[uint64](d)
		var w wide
		for i := 0; i < len(x); i += reduceChunk {
			lo, hi := k.SumUint64(x[i:min(len(x), i+reduceChunk)], valid, off+i)
			w.add([]uint64{lo, hi}, 0)
		}
		return sumResult{w: w}, nil
	case arrays.FLOAT16:
		return sumResult{kind: sumFloat, f: k.SumFloat16(values[uint16](d), valid, off)}, nil
	case arrays.FLOAT32:
		return sumResult{kind: sumFloat, f: k.SumFloat32(values[float32](d), valid, off)}, nil
	case arrays.FLOAT64:
		return sumResult{kind: sumFloat, f: k.SumFloat64(values[float64](d), valid, off)}, nil
	case arrays.DECIMAL64:
		return sumResult{w: sumChunks(k.SumInt64, values[int64](d), valid, off)}, nil
	case arrays.DECIMAL128:
		return sumResult{w: sumWords(viewAt[uint64](d.Buffers[1], 2*d.Offset, 2*d.Length), 2, valid, off)}, nil
	case arrays.DECIMAL256:
		return sumResult{w: sumWords(viewAt[uint64](d.Buffers[1], 4*d.Offset, 4*d.Length), 4, valid, off)}, nil
	}
	return sumResult{}, fmt.Errorf("%s values cannot be summed: %w", d.Type, ErrWrongType)
}

// forValid calls f with the index of each valid slot of the n values whose
// validity bitmap (nil: all valid) starts at bit off.
func forValid(n int, valid []byte, off int, f func(i int)) {
	if valid == nil {
		for i := range n {
			f(i)
		}
		return
	}
	for i := 0; i < n; i += 64 {
		k := min(64, n-i)
		for w := loadBits(valid, off+i, k); w != 0; w &= w - 1 {
			f(i + bits.TrailingZeros64(w))
		}
	}
}

// sumWords sums 128- or 256-bit two's complement values exactly.
// x holds the values' words, m per value.
func sumWords(x []uint64, m int, valid []byte, off int) wide {
	var w wide
	forValid(len(x)/m, valid, off, func(i int) {
		v := x[i*m : i*m+m]
		w.add(v, uint64(int64(v[m-1])>>63))
	})
	return w
}

// Mean returns the mean of the valid values of a: float64 for integers,
// bools (the share of trues) and floats (the exact sum, rounded to
// float64, divided by the count), the input's type for decimals (rounded
// half away from zero). The mean of no value is null, or NaN for float64
// results under MinCount(0), as in Arrow.
func Mean(a arrays.Array, opts ...Option) (_ *Scalar, err error) {
	defer guard("mean", &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, "mean", a)
	if err != nil {
		return nil, err
	}
	st := arrays.StorageOf(d.Type)
	id := st.ID()
	isDec := id >= arrays.DECIMAL32 && id <= arrays.DECIMAL256
	if sumType(d.Type) == nil || id == arrays.DURATION {
		return nil, fmt.Errorf("kernels: mean: no mean of %s values: %w", d.Type, ErrWrongType)
	}
	var t arrays.DataType = arrays.Float64Type{}
	if isDec {
		t = d.Type
	}
	null, err := c.nullByOptions(d, 0)
	if err != nil {
		return nil, fmt.Errorf("kernels: mean: %w", err)
	}
	n := d.Length - d.NullN()
	if null || n == 0 && isDec {
		return NullScalar(t), nil
	}
	if n == 0 { // MinCount(0): 0/0
		return Float64Scalar(math.NaN()), nil
	}
	s, err := sumData(c.widths(), &c, d)
	if err != nil {
		return nil, fmt.Errorf("kernels: mean: %w", err)
	}
	return meanScalar(d.Type, s, n), nil
}

// meanScalar returns the mean of n values of type t whose sum is s (see
// Mean).
func meanScalar(t arrays.DataType, s sumResult, n int) *Scalar {
	id := arrays.StorageOf(t).ID()
	isDec := id >= arrays.DECIMAL32 && id <= arrays.DECIMAL256
	if s.kind == sumFloat {
		return Float64Scalar(s.f / float64(n))
	}
	if !isDec {
		switch {
		case s.w.fitsInt64():
			return Float64Scalar(float64(int64(s.w[0])) / float64(n))
		case s.w.fitsUint64():
			return Float64Scalar(float64(s.w[0]) / float64(n))
		}
		f, _ := new(big.Float).SetInt(s.w.big()).Float64()
		return Float64Scalar(f / float64(n))
	}
	// the quotient rounded half away from zero: up when 2r >= n
	q, negative := s.w.abs()
	if r := q.divSmall(uint64(n)); r >= uint64(n)-r {
		q.add([]uint64{1}, 0)
	}
	if negative {
		q = q.neg()
	}
	sc := &Scalar{typ: t, valid: true}
	w := arrays.PrimitiveByteWidth(id)
	for i := range w / 8 {
		putWidth64(sc.fixed[8*i:], q[i])
	}
	if w == 4 {
		putWidth32(sc.fixed[:], uint32(q[0]))
	}
	return sc
}

// putWidth64 and putWidth32 store a scalar's value bytes, in host order
// like array values.
func putWidth64(b []byte, v uint64) { binary.NativeEndian.PutUint64(b, v) }

func putWidth32(b []byte, v uint32) { binary.NativeEndian.PutUint32(b, v) }

// Any returns whether some valid slot of the boolean array a is true;
// null when a has no valid slot. Under SkipNulls(false) it is Kleene's or:
// true if a slot is true, else null if a slot is null.
func Any(a arrays.Array, opts ...Option) (*Scalar, error) { return anyAll("any", a, opts) }

// All returns whether every valid slot of the boolean array a is true;
// null when a has no valid slot. Under SkipNulls(false) it is Kleene's
// and: false if a slot is false, else null if a slot is null.
func All(a arrays.Array, opts ...Option) (*Scalar, error) { return anyAll("all", a, opts) }

func anyAll(fn string, a arrays.Array, opts []Option) (_ *Scalar, err error) {
	defer guard(fn, &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, fn, a)
	if err != nil {
		return nil, err
	}
	if arrays.StorageOf(d.Type).ID() != arrays.BOOL {
		return nil, fmt.Errorf("kernels: %s: array is %s, not bool: %w", fn, d.Type, ErrWrongType)
	}
	need, err := c.minValid()
	if err != nil {
		return nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	nulls := d.NullN()
	if d.Length-nulls < need {
		return NullScalar(arrays.BoolType{}), nil
	}
	trues, falses := countBools(d)
	// Kleene logic under SkipNulls(false): a true decides Any, a false
	// All; else a null leaves the result unknown.
	decided, v := trues > 0, true
	if fn == "all" {
		decided, v = falses > 0, false
	}
	switch {
	case decided:
		return BoolScalar(v), nil
	case c.keepNulls && nulls > 0:
		return NullScalar(arrays.BoolType{}), nil
	}
	return BoolScalar(!v), nil
}

// countBools counts the valid true and valid false slots of bool d.
func countBools(d *arrays.Data) (trues, falses int) {
	valid, vals := validity(d), d.Buffers[1]
	for i := 0; i < d.Length; i += 64 {
		k := min(64, d.Length-i)
		v := lowBits(k)
		if valid != nil {
			v = loadBits(valid, d.Offset+i, k)
		}
		x := loadBits(vals, d.Offset+i, k)
		trues += bits.OnesCount64(x & v)
		falses += bits.OnesCount64(^x & v)
	}
	return trues, falses
}

// Value returns the scalar's value as the Go type NewScalar takes for its
// type (int64 for int64 and the 64-bit temporal types, float64, bool,
// arrays.Int128, string for utf8, []byte for binary, ...), nil when null.
func (s *Scalar) Value() any {
	if s == nil || !s.valid {
		return nil
	}
	switch id := arrays.StorageOf(s.typ).ID(); id {
	case arrays.BOOL:
		return s.fixed[0]&1 != 0
	case arrays.INT8:
		return scalarValue[int8](s)
	case arrays.INT16:
		return scalarValue[int16](s)
	case arrays.INT32, arrays.DATE32, arrays.TIME32, arrays.DECIMAL32, arrays.INTERVAL_MONTHS:
		return scalarValue[int32](s)
	case arrays.INT64, arrays.DATE64, arrays.TIME64, arrays.TIMESTAMP, arrays.DURATION, arrays.DECIMAL64:
		return scalarValue[int64](s)
	case arrays.UINT8:
		return scalarValue[uint8](s)
	case arrays.UINT16:
		return scalarValue[uint16](s)
	case arrays.UINT32:
		return scalarValue[uint32](s)
	case arrays.UINT64:
		return scalarValue[uint64](s)
	case arrays.FLOAT16:
		return scalarValue[arrays.Half](s)
	case arrays.FLOAT32:
		return scalarValue[float32](s)
	case arrays.FLOAT64:
		return scalarValue[float64](s)
	case arrays.DECIMAL128:
		return scalarValue[arrays.Int128](s)
	case arrays.DECIMAL256:
		return scalarValue[arrays.Int256](s)
	case arrays.UTF8, arrays.LARGE_UTF8, arrays.UTF8_VIEW:
		return string(s.bytes)
	case arrays.BINARY, arrays.LARGE_BINARY, arrays.BINARY_VIEW, arrays.FIXED_SIZE_BINARY:
		return append([]byte(nil), s.bytes...)
	default:
		if w := arrays.PrimitiveByteWidth(id); w > 0 {
			return append([]byte(nil), s.fixed[:w]...)
		}
	}
	return nil
}
