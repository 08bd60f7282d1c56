package asm

import "math"

// Float16 sums: the float32 sum order (SumFloat32) over float16 values
// widened exactly, converted a block at a time into a buffer on the
// stack, so that a sum allocates nothing for its converted values.

// halfToFloat32 widens the float16 with bits h (exactly: every float16 is
// a float32).
func halfToFloat32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp, mant := uint32(h>>10)&0x1f, uint32(h&0x3ff)
	switch {
	case exp == 0x1f: // infinities and NaNs, payload kept
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp == 0 && mant == 0:
		return math.Float32frombits(sign)
	case exp == 0: // subnormal: mant * 2^-24
		f := float32(mant) / (1 << 24)
		if sign != 0 {
			f = -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
}

// widenHalves stores the float32 of each of x into dst.
func widenHalves(dst []float32, x []uint16) {
	dst = dst[:len(x)]
	for i, h := range x {
		dst[i] = halfToFloat32(h)
	}
}

// sumFloat16Of is sumFloat32Of of the float16 values whose bits are x.
func (k *kit) sumFloat16Of(x []uint16, valid []byte, voff int) float64 {
	if len(x) == 0 {
		return negZero
	}
	valid, shift := cutBitmap(valid, voff)
	return sumHalfHalves(x, valid, shift, k.reduceCalls.sumF16)
}

// sumHalfHalves is sumHalves of float16 values: the level's f (nil: Go)
// on the whole blocks it may cover, Go a block at a time on the rest.
func sumHalfHalves(x []uint16, valid []byte, shift uint, f func(x []uint16, valid []byte, shift uint) [sumLeaf]float64) float64 {
	if h := sumSplit(len(x)); h > 0 {
		rv, rs := cutBitmap(valid, int(shift)+h)
		return sumHalfHalves(x[:h], valid, shift, f) + sumHalfHalves(x[h:], rv, rs, f)
	}
	sums, done, nb := leafSums(x, valid, shift, f)
	var buf [SumBlock]float32
	for i := done; i < len(x); i += SumBlock {
		blk := x[i:min(len(x), i+SumBlock)]
		widenHalves(buf[:], blk)
		rv, rs := cutBitmap(valid, int(shift)+i)
		sumBlocksGo(sums[i/SumBlock:i/SumBlock+1], buf[:len(blk)], rv, rs)
	}
	return pairwise(sums[:nb])
}
