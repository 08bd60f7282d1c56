package kernels

import (
	"bytes"
	"cmp"
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
	defer guard(fn, &err)
	c := newConfig(opts)
	d, err := reduceArg(&c, fn, a)
	if err != nil {
		return nil, nil, err
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
		lo, hi := minMaxOrdered(values[int8](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.INT16:
		lo, hi := minMaxOrdered(values[int16](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.INT32, arrays.DATE32, arrays.TIME32, arrays.DECIMAL32:
		lo, hi := k.MinMaxInt32(values[int32](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.INT64, arrays.DATE64, arrays.TIME64, arrays.TIMESTAMP, arrays.DURATION, arrays.DECIMAL64:
		lo, hi := k.MinMaxInt64(values[int64](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT8:
		lo, hi := minMaxOrdered(values[uint8](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT16:
		lo, hi := minMaxOrdered(values[uint16](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT32:
		lo, hi := minMaxOrdered(values[uint32](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.UINT64:
		lo, hi := minMaxOrdered(values[uint64](d), valid, off)
		return fixedOf(t, lo), fixedOf(t, hi), nil
	case arrays.FLOAT16:
		lo, hi := k.MinMaxFloat32(halves(c, values[arrays.Half](d)), valid, off)
		if lo > hi { // every valid value is NaN
			return fixedOf(t, arrays.Half(0x7e00)), fixedOf(t, arrays.Half(0x7e00)), nil
		}
		return fixedOf(t, arrays.HalfFromFloat32(floatOfKey32(lo))), fixedOf(t, arrays.HalfFromFloat32(floatOfKey32(hi))), nil
	case arrays.FLOAT32:
		lo, hi := k.MinMaxFloat32(values[float32](d), valid, off)
		if lo > hi {
			return fixedOf(t, float32(math.NaN())), fixedOf(t, float32(math.NaN())), nil
		}
		return fixedOf(t, floatOfKey32(lo)), fixedOf(t, floatOfKey32(hi)), nil
	case arrays.FLOAT64:
		lo, hi := k.MinMaxFloat64(values[float64](d), valid, off)
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
			ilo, ihi = minMaxViews(d, valid)
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
// view array d: each view's prefix key decides unless it ties with the
// bound's, when the bytes are compared.
func minMaxViews(d *arrays.Data, valid []byte) (ilo, ihi int) {
	views := viewAt[[2]uint64](d.Buffers[1], d.Offset, d.Length)
	val := binaryValues(d)
	ilo, ihi = -1, -1
	var klo, khi uint32
	for i := 0; i < d.Length; i += 64 {
		m := min(64, d.Length-i)
		w := lowBits(m)
		if valid != nil {
			w = loadBits(valid, d.Offset+i, m)
		}
		if ilo >= 0 && w == lowBits(m) { // all valid: no bit to find per slot
			for j, v := range views[i : i+m] {
				key := asm.ViewKey(v[0])
				if key <= klo && (key < klo || bytes.Compare(val(i+j), val(ilo)) < 0) {
					ilo, klo = i+j, key
				}
				if key >= khi && (key > khi || bytes.Compare(val(i+j), val(ihi)) > 0) {
					ihi, khi = i+j, key
				}
			}
			continue
		}
		for ; w != 0; w &= w - 1 {
			j := i + bits.TrailingZeros64(w)
			key := asm.ViewKey(views[j][0])
			if ilo < 0 {
				ilo, ihi, klo, khi = j, j, key, key
				continue
			}
			if key <= klo && (key < klo || bytes.Compare(val(j), val(ilo)) < 0) {
				ilo, klo = j, key
			}
			if key >= khi && (key > khi || bytes.Compare(val(j), val(ihi)) > 0) {
				ihi, khi = j, key
			}
		}
	}
	return ilo, ihi
}

// minMaxOrdered returns the bounds of the valid values of x (one at
// least).
func minMaxOrdered[T cmp.Ordered](x []T, valid []byte, off int) (lo, hi T) {
	first := true
	forValid(len(x), valid, off, func(i int) {
		if first {
			lo, hi, first = x[i], x[i], false
			return
		}
		lo, hi = min(lo, x[i]), max(hi, x[i])
	})
	return lo, hi
}

// minMaxFunc is minMaxOrdered with a three-way compare.
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
