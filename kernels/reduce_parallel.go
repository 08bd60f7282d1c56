package kernels

import (
	"bytes"
	"cmp"
	"math"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Reductions under Parallel, and the partial results chunked reductions
// combine. Integer and decimal sums are exact, so per-morsel partials add
// up to the sequential sum whatever the split. Float sums keep the one
// summation order of asm.SumBlock: a morsel (a whole number of blocks)
// stores its blocks' sums and the caller adds all the blocks' sums
// pairwise, exactly as the sequential kernel does, so the result is the
// same bit for bit. Min and Max combine per-morsel bounds in the order of
// the keys the kernels use (NaN skipped unless every value is NaN, -0
// below +0).

// morselSlots holds whole float sum blocks, so that a morsel's blocks are
// the sequential kernel's.
const _ = -uint(morselSlots % asm.SumBlock)

// sumMorsels is sumData on several goroutines.
func sumMorsels(k *asm.Table, c *config, d *arrays.Data) (sumResult, error) {
	if isFloat(d.Type) {
		return sumResult{kind: sumFloat, f: pairwiseSum(floatBlockSums(k, c, d))}, nil
	}
	parts := make([]wide, numMorsels(d.Length))
	forMorsels(*c, d.Length, func(mc *config, lo, hi int) {
		s, err := sumData(k, mc, d.Slice(lo, hi))
		if err != nil {
			panic(err) // sumData fails on the type alone, which Sum checked
		}
		parts[lo/morselSlots] = s.w
	})
	var w wide
	for _, p := range parts {
		w.add(p[:], 0)
	}
	return sumResult{w: w}, nil
}

// isFloat reports whether t's values are float16, float32 or float64.
func isFloat(t arrays.DataType) bool {
	switch arrays.StorageOf(t).ID() {
	case arrays.FLOAT16, arrays.FLOAT32, arrays.FLOAT64:
		return true
	}
	return false
}

// floatBlockSums returns the sums of the asm.SumBlock-value blocks of
// float d (the last one may be short), in the canonical order of each
// block; pairwiseSum of them is the sum of d. Under Parallel morsels of
// blocks run on several goroutines.
func floatBlockSums(k *asm.Table, c *config, d *arrays.Data) []float64 {
	n := d.Length
	sums := make([]float64, (n+asm.SumBlock-1)/asm.SumBlock)
	if c.parallel(n) {
		forMorsels(*c, n, func(mc *config, lo, hi int) {
			blockSums(k, mc, sums[lo/asm.SumBlock:], d, lo, hi)
		})
	} else {
		blockSums(k, c, sums, d, 0, n)
	}
	return sums
}

// blockSums stores in dst the sums of the blocks of slots [lo, hi) of d
// (lo a multiple of asm.SumBlock).
func blockSums(k *asm.Table, c *config, dst []float64, d *arrays.Data, lo, hi int) {
	valid, off := validity(d), d.Offset
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.FLOAT16:
		x := values[uint16](d)
		for b, i := 0, lo; i < hi; b, i = b+1, i+asm.SumBlock {
			dst[b] = k.SumFloat16(x[i:min(hi, i+asm.SumBlock)], valid, off+i)
		}
	case arrays.FLOAT32:
		x := values[float32](d)
		for b, i := 0, lo; i < hi; b, i = b+1, i+asm.SumBlock {
			dst[b] = k.SumFloat32(x[i:min(hi, i+asm.SumBlock)], valid, off+i)
		}
	default:
		x := values[float64](d)
		for b, i := 0, lo; i < hi; b, i = b+1, i+asm.SumBlock {
			dst[b] = k.SumFloat64(x[i:min(hi, i+asm.SumBlock)], valid, off+i)
		}
	}
}

// pairwiseSum adds s pairwise, halves split at len/2, as asm's float sums
// add their blocks; -0 for none.
func pairwiseSum(s []float64) float64 {
	switch len(s) {
	case 0:
		return math.Copysign(0, -1)
	case 1:
		return s[0]
	}
	h := len(s) / 2
	return pairwiseSum(s[:h]) + pairwiseSum(s[h:])
}

// bounds is the least and greatest valid value of part of an array.
type bounds struct{ lo, hi *Scalar }

// minMaxMorsels is minMaxData on several goroutines: each morsel's
// bounds, combined in morsel order.
func minMaxMorsels(k *asm.Table, c *config, d *arrays.Data) (*Scalar, *Scalar, error) {
	parts := make([]bounds, numMorsels(d.Length))
	errs := make([]error, len(parts))
	forMorsels(*c, d.Length, func(mc *config, lo, hi int) {
		m := d.Slice(lo, hi)
		if m.NullN() == m.Length {
			return
		}
		i := lo / morselSlots
		parts[i].lo, parts[i].hi, errs[i] = minMaxData(k, mc, m)
	})
	for _, err := range errs {
		if err != nil {
			return nil, nil, err
		}
	}
	lo, hi := combineBounds(parts)
	return lo, hi, nil
}

// combineBounds returns the least of the lows and the greatest of the
// highs of parts (a part with nil bounds had no valid slot), in the order
// of MinMax: a NaN bound is skipped unless every part's is NaN. At least
// one part has bounds.
func combineBounds(parts []bounds) (lo, hi *Scalar) {
	for _, p := range parts {
		if p.lo == nil {
			continue
		}
		if lo == nil || isNaNScalar(lo) || (!isNaNScalar(p.lo) && orderScalars(p.lo, lo) < 0) {
			lo = p.lo
		}
		if hi == nil || isNaNScalar(hi) || (!isNaNScalar(p.hi) && orderScalars(p.hi, hi) > 0) {
			hi = p.hi
		}
	}
	return lo, hi
}

// isNaNScalar reports whether s is a float NaN.
func isNaNScalar(s *Scalar) bool {
	switch v := s.Value().(type) {
	case float64:
		return v != v
	case float32:
		return v != v
	case arrays.Half:
		f := v.Float32()
		return f != f
	}
	return false
}

// orderScalars orders two valid scalars of one orderable type as MinMax
// does: numbers as numbers (floats by their keys, -0 below +0), false
// below true, bytes bytewise.
func orderScalars(a, b *Scalar) int {
	switch x := a.Value().(type) {
	case bool:
		return cmp.Compare(b2u(x), b2u(b.Value().(bool)))
	case int8:
		return cmp.Compare(x, b.Value().(int8))
	case int16:
		return cmp.Compare(x, b.Value().(int16))
	case int32:
		return cmp.Compare(x, b.Value().(int32))
	case int64:
		return cmp.Compare(x, b.Value().(int64))
	case uint8:
		return cmp.Compare(x, b.Value().(uint8))
	case uint16:
		return cmp.Compare(x, b.Value().(uint16))
	case uint32:
		return cmp.Compare(x, b.Value().(uint32))
	case uint64:
		return cmp.Compare(x, b.Value().(uint64))
	case arrays.Half:
		return cmp.Compare(floatKey32(x.Float32()), floatKey32(b.Value().(arrays.Half).Float32()))
	case float32:
		return cmp.Compare(floatKey32(x), floatKey32(b.Value().(float32)))
	case float64:
		return cmp.Compare(floatKey64(x), floatKey64(b.Value().(float64)))
	case arrays.Int128:
		return cmpInt128(x, b.Value().(arrays.Int128))
	case arrays.Int256:
		return cmpInt256(x, b.Value().(arrays.Int256))
	case string:
		return strings.Compare(x, b.Value().(string))
	case []byte:
		return bytes.Compare(x, b.Value().([]byte))
	}
	panic("kernels: orderScalars: unordered scalar type " + a.typ.String())
}
