package asm

import (
	"math"
	"math/bits"
)

// The reductions of 8- and 16-bit and unsigned integers: the level's
// kernels widen the values in registers (reduce_asm.json); these methods
// run them over the groups they may cover and finish in Go.

// sumChunk is the most values one narrow sum kernel call adds: lanes of
// values below 2^32 stay below 2^62, so the 16 lanes add up in an int64.
const sumChunk = 1 << 30

// sumNarrowOf returns the exact sum of the valid values of x, as a 128-bit
// two's complement number, with f the level's lane kernel (nil: Go).
func sumNarrowOf[T int8 | uint8 | int16 | uint16 | uint32](f func(x []T, valid []byte, shift uint) [16]int64, x []T, valid []byte, voff int) (lo uint64, hi int64) {
	add := func(s int64) {
		var c uint64
		lo, c = bits.Add64(lo, uint64(s), 0)
		hi += s>>63 + int64(c)
	}
	for from := 0; from < len(x); from += sumChunk {
		part := x[from:min(len(x), from+sumChunk)]
		v, shift := cutBitmap(valid, voff+from)
		done := 0
		if f != nil {
			if done = asmSpan(len(part), 16, v, shift); done > 0 {
				var s int64
				for _, l := range f(part[:done], v, shift) {
					s += l
				}
				add(s)
			}
		}
		var s int64
		for i := done; i < len(part); i += 64 {
			w := validWord(v, shift, i, len(part))
			for j, e := range part[i:min(len(part), i+64)] {
				s += int64(e) & -int64(w>>uint(j)&1)
			}
		}
		add(s)
	}
	return lo, hi
}

// sumInt8Of returns the exact sum of the valid values of x as a 128-bit
// two's complement number; sumUint8Of .. sumUint32Of likewise.
func (k *kit) sumInt8Of(x []int8, valid []byte, voff int) (uint64, int64) {
	return sumNarrowOf(k.reduceCalls.sumI8, x, valid, voff)
}

func (k *kit) sumUint8Of(x []uint8, valid []byte, voff int) (uint64, int64) {
	return sumNarrowOf(k.reduceCalls.sumU8, x, valid, voff)
}

func (k *kit) sumInt16Of(x []int16, valid []byte, voff int) (uint64, int64) {
	return sumNarrowOf(k.reduceCalls.sumI16, x, valid, voff)
}

func (k *kit) sumUint16Of(x []uint16, valid []byte, voff int) (uint64, int64) {
	return sumNarrowOf(k.reduceCalls.sumU16, x, valid, voff)
}

func (k *kit) sumUint32Of(x []uint32, valid []byte, voff int) (uint64, int64) {
	return sumNarrowOf(k.reduceCalls.sumU32, x, valid, voff)
}

// sumUint64Of returns the exact sum of the valid values of x as a 128-bit
// unsigned number (hi:lo).
func (k *kit) sumUint64Of(x []uint64, valid []byte, voff int) (lo, hi uint64) {
	return sum64Of(k.reduceCalls.sumU64, x, valid, voff)
}

// minMaxNarrowOf returns the least and greatest valid value of x, or
// (top, bottom), its type's bounds, when there is none, with f the level's
// kernel.
func minMaxNarrowOf[T int8 | uint8 | int16 | uint16](f func(x []T, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32), x []T, valid []byte, voff int, top, bottom T) (T, T) {
	lo, hi := minMaxOf(f, x, valid, voff, math.MaxInt32, math.MinInt32, func(v T) (int32, bool) { return int32(v), true })
	return T(min(lo, int32(top))), T(max(hi, int32(bottom)))
}

// minMaxInt8Of returns the least and greatest valid value of x, or
// (MaxInt8, MinInt8) when there is none; the others likewise with their
// type's bounds.
func (k *kit) minMaxInt8Of(x []int8, valid []byte, voff int) (int8, int8) {
	return minMaxNarrowOf(k.reduceCalls.minMaxI8, x, valid, voff, math.MaxInt8, math.MinInt8)
}

func (k *kit) minMaxUint8Of(x []uint8, valid []byte, voff int) (uint8, uint8) {
	return minMaxNarrowOf(k.reduceCalls.minMaxU8, x, valid, voff, math.MaxUint8, 0)
}

func (k *kit) minMaxInt16Of(x []int16, valid []byte, voff int) (int16, int16) {
	return minMaxNarrowOf(k.reduceCalls.minMaxI16, x, valid, voff, math.MaxInt16, math.MinInt16)
}

func (k *kit) minMaxUint16Of(x []uint16, valid []byte, voff int) (uint16, uint16) {
	return minMaxNarrowOf(k.reduceCalls.minMaxU16, x, valid, voff, math.MaxUint16, 0)
}

// minMaxUint32Of bounds the keys v ^ MinInt32, which order as signed
// integers as the values do unsigned.
func (k *kit) minMaxUint32Of(x []uint32, valid []byte, voff int) (uint32, uint32) {
	lo, hi := minMaxOf(k.reduceCalls.minMaxU32, x, valid, voff, math.MaxInt32, math.MinInt32, func(v uint32) (int32, bool) { return int32(v ^ 1<<31), true })
	return uint32(lo) ^ 1<<31, uint32(hi) ^ 1<<31
}

// minMaxUint64Of is minMaxUint32Of for uint64 values.
func (k *kit) minMaxUint64Of(x []uint64, valid []byte, voff int) (uint64, uint64) {
	lo, hi := minMaxOf(k.reduceCalls.minMaxU64, x, valid, voff, math.MaxInt64, math.MinInt64, func(v uint64) (int64, bool) { return int64(v ^ 1<<63), true })
	return uint64(lo) ^ 1<<63, uint64(hi) ^ 1<<63
}

// halfKey maps the bits of a float16 to an int16 that orders as the value
// does, -0 below +0 (negative values have their magnitude bits flipped);
// it is its own inverse. A NaN maps above +Inf or below -Inf by its sign.
func halfKey(h uint16) int16 {
	k := int16(h)
	return k ^ int16(uint16(k>>15)>>1)
}

// minMaxFloat16Of returns the keys (halfKey) of the least and greatest
// valid value of x, the bits of float16 values, that is not NaN, or
// (MaxInt16, MinInt16) when there is none (no value that is not NaN has
// either key).
func (k *kit) minMaxFloat16Of(x []uint16, valid []byte, voff int) (int16, int16) {
	lo, hi := minMaxOf(k.reduceCalls.minMaxF16, x, valid, voff, math.MaxInt32, math.MinInt32, func(v uint16) (int32, bool) {
		return int32(halfKey(v)), v&0x7fff <= 0x7c00
	})
	return int16(min(lo, math.MaxInt16)), int16(max(hi, math.MinInt16))
}
