//go:build !noasm

package asm

// setReduceCallsNEON puts direct calls of the NEON reductions into k.
func setReduceCallsNEON(k *kit) {
	k.reduceCalls = reduceCalls{
		sumF64: func(x []float64, valid []byte, shift uint) (s [sumLeaf]float64) {
			sumF64NEON(s[:len(x)/SumBlock], x, valid, shift)
			return s
		},
		sumF32: func(x []float32, valid []byte, shift uint) (s [sumLeaf]float64) {
			sumF32NEON(s[:len(x)/SumBlock], x, valid, shift)
			return s
		},
		sumF16: func(x []uint16, valid []byte, shift uint) (s [sumLeaf]float64) {
			var buf [SumBlock]float32
			for b := range len(x) / SumBlock {
				widenHalves(buf[:], x[b*SumBlock:(b+1)*SumBlock])
				sumF32NEON(s[b:b+1], buf[:], bitsFrom(valid, b*SumBlock/8), shift)
			}
			return s
		},
		sumI64: func(x []int64, valid []byte, shift uint) (lo [16]uint64, hi [16]int64) {
			sumI64NEON(&lo, &hi, x, valid, shift)
			return lo, hi
		},
		sumI32: func(x []int32, valid []byte, shift uint) (acc [16]int64) {
			sumI32NEON(&acc, x, valid, shift)
			return acc
		},
		minMaxI64: func(x []int64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI64NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxI32: func(x []int32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI32NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF64: func(x []float64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF64NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF32: func(x []float32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF32NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		sumI8: func(x []int8, valid []byte, shift uint) (acc [16]int64) {
			sumI8NEON(&acc, x, valid, shift)
			return acc
		},
		sumU8: func(x []uint8, valid []byte, shift uint) (acc [16]int64) {
			sumU8NEON(&acc, x, valid, shift)
			return acc
		},
		sumI16: func(x []int16, valid []byte, shift uint) (acc [16]int64) {
			sumI16NEON(&acc, x, valid, shift)
			return acc
		},
		sumU16: func(x []uint16, valid []byte, shift uint) (acc [16]int64) {
			sumU16NEON(&acc, x, valid, shift)
			return acc
		},
		sumU32: func(x []uint32, valid []byte, shift uint) (acc [16]int64) {
			sumU32NEON(&acc, x, valid, shift)
			return acc
		},
		sumU64: func(x []uint64, valid []byte, shift uint) (lo, hi [16]uint64) {
			sumU64NEON(&lo, &hi, x, valid, shift)
			return lo, hi
		},
		minMaxI8: func(x []int8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI8NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU8: func(x []uint8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU8NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxI16: func(x []int16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxI16NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU16: func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU16NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU32: func(x []uint32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU32NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxU64: func(x []uint64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxU64NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
		minMaxF16: func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32) {
			ll, lh = fill16(lo), fill16(hi)
			minMaxF16NEON(&ll, &lh, x, valid, shift)
			return ll, lh
		},
	}
}
