package asm

// reduceCalls are a level's assembly reductions (reduceKernels) behind
// direct calls: each entry calls its kernel itself, with the lane
// accumulators or block sums on its own frame, and returns them by value.
// A call of the kernel through a function value would move them to the
// heap (the compiler cannot see that assembly keeps no pointer), a few
// hundred bytes a Sum or MinMax. A nil entry: pure Go. The contracts are
// those of reduceKernels' entries of the same name.
type reduceCalls struct {
	// sumF64 returns the sums of the len(x)/SumBlock blocks of x, at most
	// 64.
	sumF64 func(x []float64, valid []byte, shift uint) [sumLeaf]float64
	// sumF32 is sumF64 of float32 values widened to float64.
	sumF32 func(x []float32, valid []byte, shift uint) [sumLeaf]float64
	// sumF16 is sumF32 of float16 values (their bits), widened a block at
	// a time into a buffer on its frame (reduce_half.go).
	sumF16 func(x []uint16, valid []byte, shift uint) [sumLeaf]float64
	// sumI64 returns the 16 lane sums of x, sign-extended to 128 bits.
	sumI64 func(x []int64, valid []byte, shift uint) (lo [16]uint64, hi [16]int64)
	// sumI32 returns the 16 lane sums of x.
	sumI32 func(x []int32, valid []byte, shift uint) [16]int64
	// minMaxI64 returns the 16 lane bounds of x, the lanes starting at lo
	// and hi.
	minMaxI64 func(x []int64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64)
	// minMaxI32 is minMaxI64 for int32 values.
	minMaxI32 func(x []int32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	// minMaxF64 is minMaxI64 over the float keys of x.
	minMaxF64 func(x []float64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64)
	// minMaxF32 is minMaxF64 for float32 values.
	minMaxF32 func(x []float32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	// sumI8 .. sumU32 return the 16 lane sums of narrower or unsigned
	// values.
	sumI8  func(x []int8, valid []byte, shift uint) [16]int64
	sumU8  func(x []uint8, valid []byte, shift uint) [16]int64
	sumI16 func(x []int16, valid []byte, shift uint) [16]int64
	sumU16 func(x []uint16, valid []byte, shift uint) [16]int64
	sumU32 func(x []uint32, valid []byte, shift uint) [16]int64
	// sumU64 returns the 16 lane sums of x as 128-bit unsigned numbers.
	sumU64 func(x []uint64, valid []byte, shift uint) (lo, hi [16]uint64)
	// minMaxI8 .. minMaxU64 are minMaxI32 (minMaxI64) of the values or,
	// for uint32 and uint64, of their keys v ^ MinInt.
	minMaxI8  func(x []int8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	minMaxU8  func(x []uint8, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	minMaxI16 func(x []int16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	minMaxU16 func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	minMaxU32 func(x []uint32, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
	minMaxU64 func(x []uint64, valid []byte, shift uint, lo, hi int64) (ll, lh [16]int64)
	// minMaxF16 is minMaxI32 over the float16 keys of x.
	minMaxF16 func(x []uint16, valid []byte, shift uint, lo, hi int32) (ll, lh [16]int32)
}

// sumLeaf is the most blocks one float sum call covers: a larger sum is
// split in halves of its blocks, as pairwise adds them, down to sumLeaf
// blocks whose sums fit on the stack.
const sumLeaf = 64

// bitsFrom returns valid from byte i, nil when valid is nil.
func bitsFrom(valid []byte, i int) []byte {
	if valid == nil {
		return nil
	}
	return valid[i:]
}
