package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Inclusive says which bounds of Between a value may equal.
type Inclusive uint8

const (
	// BothInclusive: lo <= a <= hi (the default, SQL's BETWEEN).
	BothInclusive Inclusive = iota
	// LeftInclusive: lo <= a < hi (a half-open range).
	LeftInclusive
	// RightInclusive: lo < a <= hi.
	RightInclusive
	// NeitherInclusive: lo < a < hi.
	NeitherInclusive
)

func (in Inclusive) apply(c config) config {
	c.inclusive = in
	return c
}

// ops returns the compares of a against lo and against hi.
func (in Inclusive) ops() (cmpOp, cmpOp) {
	lo, hi := opGe, opLe
	if in == RightInclusive || in == NeitherInclusive {
		lo = opGt
	}
	if in == LeftInclusive || in == NeitherInclusive {
		hi = opLt
	}
	return lo, hi
}

// betweenChunk is how many slots Between compares against both bounds
// before moving on: the chunk's values are still in L1 for the second
// compare, so memory is read once.
const betweenChunk = 4096

// Between returns, per slot of a, whether lo <= a <= hi (the Inclusive
// option changes which bounds are included), null where a or a bound is
// null. It takes every type the compares order (numbers, temporal types,
// decimals, binary and utf8 and their views, ...), with the compares'
// rules (NaNOrder for floats). lo and hi are scalars or arrays as long as
// a; with two scalars each chunk of a is compared with both bounds while
// in cache, so a is read once, through the same level kernels as Less and
// Greater. Parallel splits it into morsels like the compares.
func Between(a arrays.Array, lo, hi Datum, opts ...Option) (_ *arrays.Boolean, err error) {
	defer guard("between", &err, in("array", a), in("lo", lo), in("hi", hi))
	if isNil(a) {
		return nil, fmt.Errorf("kernels: between: array is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	d := a.Data()
	if err := c.checkArgs("between", arg("array", d), arg("lo", datumData(lo)), arg("hi", datumData(hi))); err != nil {
		return nil, err
	}
	loOp, hiOp := c.inclusive.ops()
	ls, lok := lo.(*Scalar)
	hs, hok := hi.(*Scalar)
	st := arrays.StorageOf(d.Type).ID()
	if !lok || !hok || ls == nil || hs == nil || st == arrays.DICTIONARY || st == arrays.RUN_END_ENCODED ||
		mixedNumeric(d.Type, ls.typ) || mixedNumeric(d.Type, hs.typ) {
		// arrays as bounds, layouts the compares unfold first, or bounds
		// of another numeric type (converted by the compares): two
		// compares and an AND
		x, err := compare(loOp, a, lo, opts)
		if err != nil {
			return nil, err
		}
		y, err := compare(hiOp, a, hi, opts)
		if err != nil {
			return nil, err
		}
		return And(x, y, opts...)
	}
	if c.scratch != nil {
		c.scratch.begin(d)
		c.scratch.holdBytes(ls.bytes)
		c.scratch.holdBytes(hs.bytes)
	}
	return betweenScalars(c.widths(), &c, d, ls, hs, loOp, hiOp)
}

func betweenScalars(k *asm.Table, c *config, d *arrays.Data, lo, hi *Scalar, loOp, hiOp cmpOp) (*arrays.Boolean, error) {
	if err := checkComparable(loOp, d.Type, lo.typ); err != nil {
		return nil, err
	}
	if err := checkComparable(hiOp, d.Type, hi.typ); err != nil {
		return nil, err
	}
	n := d.Length
	vals, dst := boolOut(c, n)
	if !lo.valid || !hi.valid {
		clear(dst)
		return boolResult(c, n, n, c.bitmap(n), vals), nil
	}
	valid, nulls := andValidity(c, d, nil)
	at := arrays.StorageOf(d.Type)
	cc := *c // chunk compares allocate any temporaries afresh, not from a Scratch
	cc.scratch = nil
	if c.parallel(n) {
		errs := make([]error, numMorsels(n))
		forMorsels(cc, n, func(mc *config, from, to int) {
			errs[from/morselSlots] = betweenChunks(k, mc, d, at, lo, hi, loOp, hiOp, dst, from, to)
		})
		for _, err := range errs {
			if err != nil {
				return nil, err
			}
		}
	} else if err := betweenChunks(k, &cc, d, at, lo, hi, loOp, hiOp, dst, 0, n); err != nil {
		return nil, err
	}
	leWords(dst)
	return boolResult(c, n, nulls, valid, vals), nil
}

// betweenChunks stores in dst the bits of slots [from, to) of d (from a
// multiple of 64), a chunk at a time: each chunk's values are compared
// with lo, then, while in cache, with hi, and the two ANDed.
func betweenChunks(k *asm.Table, c *config, d *arrays.Data, at arrays.DataType, lo, hi *Scalar, loOp, hiOp cmpOp, dst []uint64, from, to int) error {
	var tmp [betweenChunk / 64]uint64
	for i := from; i < to; i += betweenChunk {
		m := min(betweenChunk, to-i)
		sub := d.Slice(i, i+m)
		out := dst[i/64 : i/64+(m+63)/64]
		if err := compareValuesAS(k, c, loOp, at, sub, lo, out); err != nil {
			return err
		}
		if err := compareValuesAS(k, c, hiOp, at, sub, hi, tmp[:len(out)]); err != nil {
			return err
		}
		for w := range out {
			out[w] &= tmp[w]
		}
	}
	return nil
}
