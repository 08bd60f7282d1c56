package asm

import (
	"math"
	"math/bits"
)

// Reduction kernels: sums and bounds of int32, int64, float32 and float64
// values with a validity bitmap applied as they are read (a null slot adds
// nothing and bounds nothing). The exported methods of Table are complete
// reductions; each level's assembly covers the bulk of the input and the
// methods finish the rest in Go.
//
// Float sums are defined by one summation order, so that every level gives
// bit-identical results: the values are cut into blocks of SumBlock; within
// a block value i goes to lane i%16 (lanes start at -0, a null slot adds
// -0, which leaves every sum as it is, -0 included); the block's sum is
// the lane tree ((l0+l4)+(l8+l12)) + ((l2+l6)+(l10+l14)) +
// ((l1+l5)+(l9+l13)) + ((l3+l7)+(l11+l15)) (see laneTree); the block sums
// are added pairwise (halves split at len/2). The error bound is that of
// pairwise summation with 128-value leaves. float32 values are widened to
// float64 before they are added.

// SumBlock is the number of values of one float sum block.
const SumBlock = 2048

// reduceKernels holds the level's assembly reductions; a nil entry is pure
// Go. The reductions run them through reduceCalls (reduce_wrap.go), which
// calls the same kernels directly; TestReduceCalls checks the two agree. Each covers whole blocks or groups and reads the validity bitmap
// valid (nil: every slot valid) from bit shift < 8 of its first byte, 4
// bytes at a time: it reads valid up to byte (shift+len(x)-16)/8+3.
type reduceKernels struct {
	// sumF64 stores in dst[b] the sum of block b of x; len(x) ==
	// len(dst)*SumBlock.
	sumF64 func(dst, x []float64, valid []byte, shift uint)
	// sumF32 is sumF64 of float32 values widened to float64.
	sumF32 func(dst []float64, x []float32, valid []byte, shift uint)
	// sumI64 adds value i of x, sign-extended to 128 bits, to lane i%16
	// of (lo, hi); len(x) is a multiple of 16.
	sumI64 func(lo *[16]uint64, hi *[16]int64, x []int64, valid []byte, shift uint)
	// sumI32 adds value i of x to lane i%16 of acc; len(x) is a multiple
	// of 16 and below 2^32 (no lane overflows).
	sumI32 func(acc *[16]int64, x []int32, valid []byte, shift uint)
	// minMaxI64 lowers lane i%16 of lo to value i and raises that of hi;
	// len(x) is a multiple of 16.
	minMaxI64 func(lo, hi *[16]int64, x []int64, valid []byte, shift uint)
	// minMaxI32 is minMaxI64 for int32 values.
	minMaxI32 func(lo, hi *[16]int32, x []int32, valid []byte, shift uint)
	// minMaxF64 is minMaxI64 over the float keys of x (floatKey64); a NaN
	// counts as a null slot.
	minMaxF64 func(lo, hi *[16]int64, x []float64, valid []byte, shift uint)
	// minMaxF32 is minMaxF64 for float32 values (floatKey32).
	minMaxF32 func(lo, hi *[16]int32, x []float32, valid []byte, shift uint)
	// sumI8 .. sumU32 are sumI32 of narrower and unsigned values, widened
	// in registers; len(x) < 2^32.
	sumI8  func(acc *[16]int64, x []int8, valid []byte, shift uint)
	sumU8  func(acc *[16]int64, x []uint8, valid []byte, shift uint)
	sumI16 func(acc *[16]int64, x []int16, valid []byte, shift uint)
	sumU16 func(acc *[16]int64, x []uint16, valid []byte, shift uint)
	sumU32 func(acc *[16]int64, x []uint32, valid []byte, shift uint)
	// sumU64 is sumI64 of unsigned values: hi counts the carries out of lo.
	sumU64 func(lo, hi *[16]uint64, x []uint64, valid []byte, shift uint)
	// minMaxI8 .. minMaxU16 are minMaxI32 of values widened to int32
	// lanes.
	minMaxI8  func(lo, hi *[16]int32, x []int8, valid []byte, shift uint)
	minMaxU8  func(lo, hi *[16]int32, x []uint8, valid []byte, shift uint)
	minMaxI16 func(lo, hi *[16]int32, x []int16, valid []byte, shift uint)
	minMaxU16 func(lo, hi *[16]int32, x []uint16, valid []byte, shift uint)
	// minMaxU32 and minMaxU64 bound the values with the sign bit flipped
	// (v ^ MinInt), which order as signed integers as the values do
	// unsigned.
	minMaxU32 func(lo, hi *[16]int32, x []uint32, valid []byte, shift uint)
	minMaxU64 func(lo, hi *[16]int64, x []uint64, valid []byte, shift uint)
	// minMaxF16 is minMaxI32 over the keys of the float16 values whose
	// bits are x (halfKey, sign-extended); a NaN counts as a null slot.
	minMaxF16 func(lo, hi *[16]int32, x []uint16, valid []byte, shift uint)
}

// FloatKey64 maps a float64 to an int64 that orders as the float does,
// with -0 below +0 (NaNs map above +Inf or below -Inf by their sign): the
// keys of MinMaxFloat64, which package kernels also sorts by.
func FloatKey64(f float64) int64 {
	k := int64(math.Float64bits(f))
	return k ^ int64(uint64(k>>63)>>1)
}

// FloatOfKey64 inverts FloatKey64.
func FloatOfKey64(k int64) float64 {
	return math.Float64frombits(uint64(k ^ int64(uint64(k>>63)>>1)))
}

// FloatKey32 is FloatKey64 for float32.
func FloatKey32(f float32) int32 {
	k := int32(math.Float32bits(f))
	return k ^ int32(uint32(k>>31)>>1)
}

// FloatOfKey32 inverts FloatKey32.
func FloatOfKey32(k int32) float32 {
	return math.Float32frombits(uint32(k ^ int32(uint32(k>>31)>>1)))
}

// The key maps under the names this package's code and tests use.
func floatKey64(f float64) int64   { return FloatKey64(f) }
func floatOfKey64(k int64) float64 { return FloatOfKey64(k) }
func floatKey32(f float32) int32   { return FloatKey32(f) }
func floatOfKey32(k int32) float32 { return FloatOfKey32(k) }

// asmSpan returns how many leading values of n (a multiple of unit) an
// assembly kernel may cover given a validity bitmap of the given bytes
// from the shift: the kernels read 4 bytes per 16 values.
func asmSpan(n, unit int, valid []byte, shift uint) int {
	n -= n % unit
	if valid == nil {
		return n
	}
	for n > 0 && (int(shift)+n-16)/8+4 > len(valid) {
		n -= unit
	}
	return n
}

// validWord returns the 64 validity bits of values [i, i+64) (i a
// multiple of 64, values past n clear); all set when valid is nil.
func validWord(valid []byte, shift uint, i, n int) uint64 {
	k := min(64, n-i)
	if valid == nil {
		if k == 64 {
			return ^uint64(0)
		}
		return 1<<uint(k) - 1
	}
	b := i >> 3 // i is a multiple of 64 and shift < 8
	var lo, hi uint64
	for j := range (int(shift) + k + 7) >> 3 {
		if j < 8 {
			lo |= uint64(valid[b+j]) << (8 * uint(j))
		} else {
			hi = uint64(valid[b+j])
		}
	}
	w := lo >> shift
	if shift > 0 {
		w |= hi << (64 - shift)
	}
	if k < 64 {
		w &= 1<<uint(k) - 1
	}
	return w
}

// laneTree adds the 16 lanes in the order every level uses.
func laneTree(l *[16]float64) float64 {
	var t [4]float64
	for j := range t {
		t[j] = (l[j] + l[4+j]) + (l[8+j] + l[12+j])
	}
	return (t[0] + t[2]) + (t[1] + t[3])
}

// pairwise adds s pairwise; s is not empty.
func pairwise(s []float64) float64 {
	if len(s) == 1 {
		return s[0]
	}
	h := len(s) / 2
	return pairwise(s[:h]) + pairwise(s[h:])
}

var negZero = math.Copysign(0, -1)

// sumBlocksGo is the pure-Go block sum: block b of x (the last one may be
// short) into dst[b].
func sumBlocksGo[F float32 | float64](dst []float64, x []F, valid []byte, shift uint) {
	n := len(x)
	for b := range dst {
		var l [16]float64
		for j := range l {
			l[j] = negZero
		}
		lo, hi := b*SumBlock, min(n, (b+1)*SumBlock)
		for i := lo; i < hi; i += 64 {
			w := validWord(valid, shift, i, n)
			k := min(64, hi-i)
			if w == ^uint64(0) {
				for j, v := range x[i : i+64] {
					l[j&15] += float64(v)
				}
				continue
			}
			for j, v := range x[i : i+k] {
				if w>>uint(j)&1 != 0 {
					l[j&15] += float64(v)
				} else {
					l[j&15] += negZero
				}
			}
		}
		dst[b] = laneTree(&l)
	}
}

// sumFloat runs the level's block sums f (nil: Go) on the whole blocks
// it may cover and Go on the rest, and adds the block sums pairwise: more
// than sumLeaf blocks are split in halves of their blocks, as pairwise
// splits them, so that a leaf's sums stay on the stack. It returns -0 for
// no values.
func sumFloat[F float32 | float64](x []F, valid []byte, voff int, f func(x []F, valid []byte, shift uint) [sumLeaf]float64) float64 {
	if len(x) == 0 {
		return negZero
	}
	valid, shift := cutBitmap(valid, voff)
	return sumHalves(x, valid, shift, f)
}

// sumHalves is sumFloat of a non-empty x with its bitmap cut.
func sumHalves[F float32 | float64](x []F, valid []byte, shift uint, f func(x []F, valid []byte, shift uint) [sumLeaf]float64) float64 {
	if h := sumSplit(len(x)); h > 0 {
		rv, rs := cutBitmap(valid, int(shift)+h)
		return sumHalves(x[:h], valid, shift, f) + sumHalves(x[h:], rv, rs, f)
	}
	sums, done, nb := leafSums(x, valid, shift, f)
	rv, rs := cutBitmap(valid, int(shift)+done)
	sumBlocksGo(sums[done/SumBlock:nb], x[done:], rv, rs)
	return pairwise(sums[:nb])
}

// sumSplit returns where a sum of n values splits in halves of its
// blocks, as pairwise splits them, or 0 for at most sumLeaf blocks (a
// leaf).
func sumSplit(n int) int {
	if nb := (n + SumBlock - 1) / SumBlock; nb > sumLeaf {
		return nb / 2 * SumBlock
	}
	return 0
}

// leafSums runs the level's block sums f (nil: none) over the whole
// blocks of a leaf it may cover, and returns their sums, how many values
// they cover and the leaf's count of blocks.
func leafSums[X float32 | float64 | uint16](x []X, valid []byte, shift uint, f func(x []X, valid []byte, shift uint) [sumLeaf]float64) (sums [sumLeaf]float64, done, nb int) {
	if f != nil {
		done = asmSpan(len(x), SumBlock, valid, shift)
		if done > 0 {
			sums = f(x[:done], valid, shift)
		}
	}
	return sums, done, (len(x) + SumBlock - 1) / SumBlock
}

// cutBitmap returns the bitmap from the byte holding bit off and off's
// bit within it.
func cutBitmap(valid []byte, off int) ([]byte, uint) {
	if valid == nil {
		return nil, 0
	}
	return valid[off>>3:], uint(off & 7)
}

// sumFloat64Of returns the sum of the valid values of x in the canonical
// order (see above); valid is the validity bitmap from bit voff, nil for
// no nulls. No values give -0.
func (k *kit) sumFloat64Of(x []float64, valid []byte, voff int) float64 {
	return sumFloat(x, valid, voff, k.reduceCalls.sumF64)
}

// sumFloat32Of is SumFloat64 of float32 values.
func (k *kit) sumFloat32Of(x []float32, valid []byte, voff int) float64 {
	return sumFloat(x, valid, voff, k.reduceCalls.sumF32)
}

// sumInt64Of returns the exact sum of the valid values of x as a 128-bit
// two's complement number (hi:lo).
func (k *kit) sumInt64Of(x []int64, valid []byte, voff int) (lo uint64, hi int64) {
	return sum64Of(k.reduceCalls.sumI64, x, valid, voff)
}

// sum64Of returns the exact sum of the valid values of x as a 128-bit
// number (hi:lo), two's complement for int64 values, with f the level's
// lane kernel (nil: Go).
func sum64Of[X int64 | uint64](f func(x []X, valid []byte, shift uint) ([16]uint64, [16]X), x []X, valid []byte, voff int) (lo uint64, hi X) {
	valid, shift := cutBitmap(valid, voff)
	done := 0
	if f != nil {
		if done = asmSpan(len(x), 16, valid, shift); done > 0 {
			ll, lh := f(x[:done], valid, shift)
			for j := range ll {
				var c uint64
				lo, c = bits.Add64(lo, ll[j], 0)
				hi += lh[j] + X(c)
			}
		}
	}
	signed := ^X(0) < 0 // a constant in each instance
	n := len(x)
	for i := done; i < n; i += 64 {
		w := validWord(valid, shift, i, n)
		for j, v := range x[i:min(n, i+64)] {
			v &= -X(w >> uint(j) & 1)
			var c uint64
			lo, c = bits.Add64(lo, uint64(v), 0)
			hi += X(c)
			if signed {
				hi += v >> 63 // the sign extension: -1 for a negative v
			}
		}
	}
	return lo, hi
}

// sumInt32Of returns the exact sum of the valid values of x (len(x) < 2^32).
func (k *kit) sumInt32Of(x []int32, valid []byte, voff int) int64 {
	valid, shift := cutBitmap(valid, voff)
	var s int64
	done := 0
	if f := k.reduceCalls.sumI32; f != nil {
		if done = asmSpan(len(x), 16, valid, shift); done > 0 {
			acc := f(x[:done], valid, shift)
			for _, v := range acc {
				s += v
			}
		}
	}
	n := len(x)
	for i := done; i < n; i += 64 {
		w := validWord(valid, shift, i, n)
		for j, v := range x[i:min(n, i+64)] {
			s += int64(v) & -int64(w>>uint(j)&1)
		}
	}
	return s
}

// minMaxGo folds values [from, len(x)) of x, as keys, into lo and hi.
func minMaxGo[T int32 | int64, X any](lo, hi T, x []X, from int, valid []byte, shift uint, key func(X) (T, bool)) (T, T) {
	n := len(x)
	for i := from; i < n; i += 64 {
		w := validWord(valid, shift, i, n)
		for j, v := range x[i:min(n, i+64)] {
			if kv, ok := key(v); ok && w>>uint(j)&1 != 0 {
				lo, hi = min(lo, kv), max(hi, kv)
			}
		}
	}
	return lo, hi
}

func lanesMinMax[T int32 | int64](lo, hi T, ll, lh *[16]T) (T, T) {
	for j := range ll {
		lo, hi = min(lo, ll[j]), max(hi, lh[j])
	}
	return lo, hi
}

// minMaxOf folds the valid values of x, as keys (ok false: skip the
// value), into lo and hi: the level's lane kernel f over the whole groups
// it may cover, the Go loop over the rest.
func minMaxOf[T int32 | int64, X any](f func(x []X, valid []byte, shift uint, lo, hi T) (ll, lh [16]T), x []X, valid []byte, voff int, lo, hi T, key func(X) (T, bool)) (T, T) {
	valid, shift := cutBitmap(valid, voff)
	done := 0
	if f != nil {
		if done = asmSpan(len(x), 16, valid, shift); done > 0 {
			ll, lh := f(x[:done], valid, shift, lo, hi)
			lo, hi = lanesMinMax(lo, hi, &ll, &lh)
		}
	}
	return minMaxGo(lo, hi, x, done, valid, shift, key)
}

// minMaxInt64Of returns the least and greatest valid value of x, or
// (MaxInt64, MinInt64) when there is none.
func (k *kit) minMaxInt64Of(x []int64, valid []byte, voff int) (int64, int64) {
	return minMaxOf(k.reduceCalls.minMaxI64, x, valid, voff, math.MaxInt64, math.MinInt64, func(v int64) (int64, bool) { return v, true })
}

// minMaxInt32Of is minMaxInt64Of for int32 values.
func (k *kit) minMaxInt32Of(x []int32, valid []byte, voff int) (int32, int32) {
	return minMaxOf(k.reduceCalls.minMaxI32, x, valid, voff, math.MaxInt32, math.MinInt32, func(v int32) (int32, bool) { return v, true })
}

// minMaxFloat64Of returns the keys (floatKey64) of the least and greatest
// valid value of x that is not NaN, or (MaxInt64, MinInt64) when there is
// none. -0 orders below +0.
func (k *kit) minMaxFloat64Of(x []float64, valid []byte, voff int) (int64, int64) {
	return minMaxOf(k.reduceCalls.minMaxF64, x, valid, voff, math.MaxInt64, math.MinInt64, func(v float64) (int64, bool) { return floatKey64(v), v == v })
}

// minMaxFloat32Of is minMaxFloat64Of for float32 values (keys floatKey32).
func (k *kit) minMaxFloat32Of(x []float32, valid []byte, voff int) (int32, int32) {
	return minMaxOf(k.reduceCalls.minMaxF32, x, valid, voff, math.MaxInt32, math.MinInt32, func(v float32) (int32, bool) { return floatKey32(v), v == v })
}

func fill16[T any](v T) (a [16]T) {
	for i := range a {
		a[i] = v
	}
	return a
}
