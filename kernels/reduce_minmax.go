package kernels

import (
	"bytes"
	"fmt"
	"math"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Min returns the least valid value of a (see MinMax).
func Min(a arrays.Array, opts ...Option) (*Scalar, error) {
	lo, _, err := minMax("min", a, opts)
	return lo, err
}

// Max returns the greatest valid value of a (see MinMax).
func Max(a arrays.Array, opts ...Option) (*Scalar, error) {
	_, hi, err := minMax("max", a, opts)
	return hi, err
}

// MinMax returns the least and the greatest valid value of a, as scalars
// of a's type (a dictionary's value type), for numbers, decimals,
// temporal types but intervals, bool (false < true), and binary-like
// types (bytewise; views are ordered by their 4-byte prefix first, the
// data buffers read only on a tie). Floats skip NaN unless every valid
// value is NaN and order -0 below +0. No valid slot gives nulls, and so do
// fewer valid values than MinCount, or a null under SkipNulls(false).
func MinMax(a arrays.Array, opts ...Option) (lo, hi *Scalar, err error) {
	return minMax("min_max", a, opts)
}

func minMax(fn string, a arrays.Array, opts []Option) (lo, hi *Scalar, err error) {
	defer guard(fn, &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, fn, a)
	if err != nil {
		return nil, nil, err
	}
	if _, err := c.minValid(); err != nil { // before any answer, the null type's too
		return nil, nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	t := d.Type
	st := arrays.StorageOf(t)
	switch st.ID() {
	case arrays.INTERVAL_MONTHS, arrays.INTERVAL_DAY_TIME, arrays.INTERVAL_MONTH_DAY_NANO, arrays.NULL:
		if st.ID() == arrays.NULL {
			return NullScalar(t), NullScalar(t), nil
		}
		return nil, nil, fmt.Errorf("kernels: %s: %s values are not ordered: %w", fn, t, ErrWrongType)
	}
	null, err := c.nullByOptions(d, 1) // MinCount(0) too: no value has no bound
	if err != nil {
		return nil, nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	if null {
		if !orderable(st) {
			return nil, nil, fmt.Errorf("kernels: %s: %s values are not ordered: %w", fn, t, ErrWrongType)
		}
		return NullScalar(t), NullScalar(t), nil
	}
	lo, hi, err = minMaxData(c.widths(), &c, d)
	if err != nil {
		return nil, nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	return lo, hi, nil
}

// orderable reports whether MinMax and the sorts order values of type t.
func orderable(st arrays.DataType) bool {
	id := st.ID()
	switch {
	case id == arrays.BOOL, id == arrays.FIXED_SIZE_BINARY, arrays.IsBinaryLike(id):
		return true
	case id >= arrays.INT8 && id <= arrays.DURATION:
		return true
	}
	return false
}

// fixedOf returns a valid scalar of type t holding v.
func fixedOf[T any](t arrays.DataType, v T) *Scalar { return newFixedScalar(t, v) }

// minMaxData returns the bounds of d, which has a valid slot.
func minMaxData(k *asm.Table, c *config, d *arrays.Data) (*Scalar, *Scalar, error) {
	if c.parallel(d.Length) {
		return minMaxMorsels(k, c, d)
	}
	t := d.Type
	valid, off := validity(d), d.Offset
	switch id := arrays.StorageOf(t).ID(); id {
	case arrays.INT8:
		lo, hi := minMaxChunks(k.MinMaxInt8, values[int8](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.INT16:
		lo, hi := minMaxChunks(k.MinMaxInt16, values[int16](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.INT32, arrays.DATE32, arrays.TIME32, arrays.DECIMAL32:
		lo, hi := minMaxChunks(k.MinMaxInt32, values[int32](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.INT64, arrays.DATE64, arrays.TIME64, arrays.TIMESTAMP, arrays.DURATION, arrays.DECIMAL64:
		lo, hi := minMaxChunks(k.MinMaxInt64, values[int64](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT8:
		lo, hi := minMaxChunks(k.MinMaxUint8, values[uint8](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT16:
		lo, hi := minMaxChunks(k.MinMaxUint16, values[uint16](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT32:
		lo, hi := minMaxChunks(k.MinMaxUint32, values[uint32](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT64:
		lo, hi := minMaxChunks(k.MinMaxUint64, values[uint64](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.FLOAT16:
		lo, hi := minMaxChunks(k.MinMaxFloat16, values[uint16](d), valid, off)
		if lo > hi { // every valid value is NaN
			return fixedOf(t, arrays.Half(0x7e00)), fixedOf(t, arrays.Half(0x7e00)), nil
		}
		return fixedOf(t, arrays.Half(halfKey(arrays.Half(lo)))), fixedOf(t, arrays.Half(halfKey(arrays.Half(hi)))), nil
	case arrays.FLOAT32:
		lo, hi := minMaxChunks(k.MinMaxFloat32, values[float32](d), valid, off)
		if lo > hi {
			return fixedOf(t, float32(math.NaN())), fixedOf(t, float32(math.NaN())), nil
		}
		return fixedOf(t, floatOfKey32(lo)), fixedOf(t, floatOfKey32(hi)), nil
	case arrays.FLOAT64:
		lo, hi := minMaxChunks(k.MinMaxFloat64, values[float64](d), valid, off)
		if lo > hi {
			return fixedOf(t, math.NaN()), fixedOf(t, math.NaN()), nil
		}
		return fixedOf(t, floatOfKey64(lo)), fixedOf(t, floatOfKey64(hi)), nil
	case arrays.DECIMAL128:
		lo, hi := minMaxFunc(values[arrays.Int128](d), valid, off, cmpInt128)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.DECIMAL256:
		lo, hi := minMaxFunc(values[arrays.Int256](d), valid, off, cmpInt256)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.BOOL:
		trues, falses := countBools(d)
		lo, hi := BoolScalar(falses == 0), BoolScalar(trues > 0)
		lo.typ, hi.typ = t, t
		return lo, hi, nil
	case arrays.FIXED_SIZE_BINARY, arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		var ilo, ihi int
		if isView(id) {
			ilo, ihi = minMaxViews(k, d, valid)
		} else {
			val := valueBytes(d)
			ilo, ihi = -1, -1
			var blo, bhi []byte
			forValid(d.Length, valid, off, func(i int) {
				v := val(i)
				if ilo < 0 || bytes.Compare(v, blo) < 0 {
					ilo, blo = i, v
				}
				if ihi < 0 || bytes.Compare(v, bhi) > 0 {
					ihi, bhi = i, v
				}
			})
		}
		val := valueBytes(d)
		return &Scalar{typ: t, valid: true, bytes: bytes.Clone(val(ilo))}, &Scalar{typ: t, valid: true, bytes: bytes.Clone(val(ihi))}, nil
	}
	return nil, nil, fmt.Errorf("%s values are not ordered: %w", t, ErrWrongType)
}

// minMaxViews returns the slots of the least and greatest valid value of
// view array d. Each view's prefix key (asm.ViewKey) orders it unless it
// ties with the bound's, when the bytes are compared. The table's
// ViewBounds gives the least and greatest key of a chunk of views in one
// read of the views: only a chunk whose least key is at most the running
// least key (greatest at least the greatest) can move that bound, and
// then only through its views of that key, which ViewKeyAS finds while
// the chunk is still in the L1 cache; the data buffers are read only for
// them.
func minMaxViews(k *asm.Table, d *arrays.Data, valid []byte) (ilo, ihi int) {
	views := viewAt[[2]uint64](d.Buffers[1], d.Offset, d.Length)
	val := binaryValues(d)
	ilo, ihi = -1, -1
	var klo, khi uint32
	var lt, eq []uint64 // ViewKeyAS's outputs, made when a chunk first needs them
	// ties walks the valid views of chunk [i, i+m) whose key is key and
	// calls f with each.
	ties := func(i, m int, key uint32, f func(x int)) {
		if lt == nil {
			buf := make([]uint64, 2*boundsChunk/64)
			lt, eq = buf[:boundsChunk/64], buf[boundsChunk/64:]
		}
		k.ViewKeyAS(lt, eq, views[i:i+m], key)
		for w := range (m + 63) / 64 {
			e := eq[w]
			if valid != nil {
				e &= loadBits(valid, d.Offset+i+64*w, min(64, m-64*w))
			}
			for ; e != 0; e &= e - 1 {
				f(i + 64*w + bits.TrailingZeros64(e))
			}
		}
	}
	for i := 0; i < d.Length; i += boundsChunk {
		m := min(boundsChunk, d.Length-i)
		lo, hi := k.ViewBounds(views[i:i+m], valid, d.Offset+i)
		switch {
		case lo > hi: // no valid view
			continue
		case ilo < 0: // the first valid views: their keys are the bounds to reach
			klo, khi = lo, hi
		}
		if lo <= klo {
			ties(i, m, lo, func(x int) {
				if ilo < 0 || lo < klo || bytes.Compare(val(x), val(ilo)) < 0 {
					ilo, klo = x, lo
				}
			})
		}
		if hi >= khi {
			ties(i, m, hi, func(x int) {
				if ihi < 0 || hi > khi || bytes.Compare(val(x), val(ihi)) > 0 {
					ihi, khi = x, hi
				}
			})
		}
	}
	return ilo, ihi
}

// boundsChunk is how many views minMaxViews bounds per ViewBounds call:
// the 16 KB of views stay in the L1 cache for the ViewKeyAS that may
// follow.
const boundsChunk = 1024

// halfKey maps a float16's bits to an int16 that orders as the value does
// (negative values have their magnitude bits flipped); it is its own
// inverse.
func halfKey(h arrays.Half) int16 {
	k := int16(h)
	return k ^ int16(uint16(k>>15)>>1)
}

// minMaxFunc returns the bounds of the valid values of x (one at least)
// by a three-way compare.
func minMaxFunc[T any](x []T, valid []byte, off int, cmp func(a, b T) int) (lo, hi T) {
	first := true
	forValid(len(x), valid, off, func(i int) {
		if first {
			lo, hi, first = x[i], x[i], false
			return
		}
		if cmp(x[i], lo) < 0 {
			lo = x[i]
		}
		if cmp(x[i], hi) > 0 {
			hi = x[i]
		}
	})
	return lo, hi
}

// valueBytes is binaryValues for every binary-like type and fixed-size
// binary.
func valueBytes(d *arrays.Data) func(i int) []byte {
	if ft, ok := arrays.StorageOf(d.Type).(arrays.FixedSizeBinaryType); ok {
		w, data := ft.ByteWidth, d.Buffers[1]
		return func(i int) []byte { j := (d.Offset + i) * w; return data[j : j+w] }
	}
	return binaryValues(d)
}
