//go:build !noasm

package asm

// setReduceCallsAVX2 puts direct calls of the AVX2 reductions into k.
func setReduceCallsAVX2(k *kit) {
	k.reduceCalls = reduceCalls{
		sumF64: func(x []float64, valid []byte, shift uint) (s [sumLeaf]float64) {
			sumF64AVX2(s[:len(x)/SumBlock], x, valid, shift)
			return s
		},
		sumF32: func(x []float32, valid []byte, shift uint) (s [sumLeaf]float64) {
			sumF32AVX2(s[:len(x)/SumBlock], x, valid, shift)
			return s
		},
		sumF16: func(x []uint16, valid []byte, shift uint) (s [sumLeaf]float64) {
			var buf [SumBlock]float32
			for b := range len(x) / SumBlock {
				widenHalves(buf[:], x[b*SumBlock:(b+1)*SumBlock])
				sumF32AVX2(s[b:b+1], buf[:], bitsFrom(valid, b*SumBlock/8), shift)
			}
			return s
		},
		sumI64: func(x []int64, valid []byte, shift uint) (lo [16]uint64, hi [16]int64) {
			sumI64AVX2(&lo, &hi, x, valid, shift)
			return lo, hi
		},
		sumI32: func(x []int32, valid []byte, shift uint) (acc [16]int64) {
			sumI32AVX2(&acc, x, valid, shift)
			return acc
		},
		minMaxI64: func(x []int64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI64AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxI32: func(x []int32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI32AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF64: func(x []float64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF64AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF32: func(x []float32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF32AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		sumI8: func(x []int8, valid []byte, shift uint) (acc [16]int64) {
			sumI8AVX2(&acc, x, valid, shift)
			return acc
		},
		sumU8: func(x []uint8, valid []byte, shift uint) (acc [16]int64) {
			sumU8AVX2(&acc, x, valid, shift)
			return acc
		},
		sumI16: func(x []int16, valid []byte, shift uint) (acc [16]int64) {
			sumI16AVX2(&acc, x, valid, shift)
			return acc
		},
		sumU16: func(x []uint16, valid []byte, shift uint) (acc [16]int64) {
			sumU16AVX2(&acc, x, valid, shift)
			return acc
		},
		sumU32: func(x []uint32, valid []byte, shift uint) (acc [16]int64) {
			sumU32AVX2(&acc, x, valid, shift)
			return acc
		},
		sumU64: func(x []uint64, valid []byte, shift uint) (lo, hi [16]uint64) {
			sumU64AVX2(&lo, &hi, x, valid, shift)
			return lo, hi
		},
		minMaxI8: func(x []int8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI8AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU8: func(x []uint8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU8AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxI16: func(x []int16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI16AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU16: func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU16AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU32: func(x []uint32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU32AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU64: func(x []uint64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU64AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF16: func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF16AVX2(&ll, &lh, x, valid, shift)
			return ll, lh
		},
	}
}

// setReduceCallsAVX512 is setReduceCallsAVX2 for the AVX-512 reductions
// (each entry a direct call, so that its lanes stay on the stack).
func setReduceCallsAVX512(k *kit) {
	k.reduceCalls = reduceCalls{
		sumF64: func(x []float64, valid []byte, shift uint) (s [sumLeaf]float64) {
			sumF64AVX512(s[:len(x)/SumBlock], x, valid, shift)
			return s
		},
		sumF32: func(x []float32, valid []byte, shift uint) (s [sumLeaf]float64) {
			sumF32AVX512(s[:len(x)/SumBlock], x, valid, shift)
			return s
		},
		sumF16: func(x []uint16, valid []byte, shift uint) (s [sumLeaf]float64) {
			var buf [SumBlock]float32
			for b := range len(x) / SumBlock {
				widenHalves(buf[:], x[b*SumBlock:(b+1)*SumBlock])
				sumF32AVX512(s[b:b+1], buf[:], bitsFrom(valid, b*SumBlock/8), shift)
			}
			return s
		},
		sumI64: func(x []int64, valid []byte, shift uint) (lo [16]uint64, hi [16]int64) {
			sumI64AVX512(&lo, &hi, x, valid, shift)
			return lo, hi
		},
		sumI32: func(x []int32, valid []byte, shift uint) (acc [16]int64) {
			sumI32AVX512(&acc, x, valid, shift)
			return acc
		},
		minMaxI64: func(x []int64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI64AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxI32: func(x []int32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI32AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF64: func(x []float64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF64AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF32: func(x []float32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF32AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		sumI8: func(x []int8, valid []byte, shift uint) (acc [16]int64) {
			sumI8AVX512(&acc, x, valid, shift)
			return acc
		},
		sumU8: func(x []uint8, valid []byte, shift uint) (acc [16]int64) {
			sumU8AVX512(&acc, x, valid, shift)
			return acc
		},
		sumI16: func(x []int16, valid []byte, shift uint) (acc [16]int64) {
			sumI16AVX512(&acc, x, valid, shift)
			return acc
		},
		sumU16: func(x []uint16, valid []byte, shift uint) (acc [16]int64) {
			sumU16AVX512(&acc, x, valid, shift)
			return acc
		},
		sumU32: func(x []uint32, valid []byte, shift uint) (acc [16]int64) {
			sumU32AVX512(&acc, x, valid, shift)
			return acc
		},
		sumU64: func(x []uint64, valid []byte, shift uint) (lo, hi [16]uint64) {
			sumU64AVX512(&lo, &hi, x, valid, shift)
			return lo, hi
		},
		minMaxI8: func(x []int8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI8AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU8: func(x []uint8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU8AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxI16: func(x []int16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI16AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU16: func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU16AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU32: func(x []uint32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU32AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU64: func(x []uint64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU64AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF16: func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF16AVX512(&ll, &lh, x, valid, shift)
			return ll, lh
		},
	}
}
