package kernels

import (
	"fmt"
	"math"
)

// checkBitmap panics unless bits [offset, offset+length) lie within b.
func checkBitmap(fn, arg string, b []byte, offset, length int) {
	if offset < 0 || length < 0 || offset > 8*len(b)-length {
		panic(fmt.Sprintf("kernels.%s: %s bits [%d, %d+%d) do not fit a %d-byte bitmap (%d bits)",
			fn, arg, offset, offset, length, len(b), 8*len(b)))
	}
}

// CountSetBits returns the number of set bits among bits
// [offset, offset+length) of bitmap: for a validity bitmap, the number of
// valid slots. It panics if the range does not fit the bitmap.
func CountSetBits(bitmap []byte, offset, length int) int {
	checkBitmap("CountSetBits", "bitmap", bitmap, offset, length)
	return defaultTable.CountSetBits(bitmap, offset, length)
}

// AllSet reports whether bits [offset, offset+length) of bitmap are all set
// (true for length 0). It stops at the first clear bit. It panics if the
// range does not fit the bitmap.
func AllSet(bitmap []byte, offset, length int) bool {
	checkBitmap("AllSet", "bitmap", bitmap, offset, length)
	return defaultTable.AllSet(bitmap, offset, length)
}

// NoneSet reports whether bits [offset, offset+length) of bitmap are all
// clear (true for length 0). It stops at the first set bit. It panics if the
// range does not fit the bitmap.
func NoneSet(bitmap []byte, offset, length int) bool {
	checkBitmap("NoneSet", "bitmap", bitmap, offset, length)
	return defaultTable.NoneSet(bitmap, offset, length)
}

// bitmapOp checks and runs one of the binary bitmap operations.
func bitmapOp(fn string, op bitmapKernel, dst []byte, dstOffset int, a []byte, aOffset int, b []byte, bOffset int, length int) {
	checkBitmap(fn, "dst", dst, dstOffset, length)
	checkBitmap(fn, "a", a, aOffset, length)
	checkBitmap(fn, "b", b, bOffset, length)
	op(dst, dstOffset, a, aOffset, b, bOffset, length)
}

// BitmapAnd sets bits [dstOffset, dstOffset+length) of dst to the AND of
// the bits of a and b at aOffset and bOffset: the validity of a result that
// is null where either input is. The three offsets are independent; bits of
// dst outside the range are kept. dst may be a or b only at the same
// offset. It panics if a range does not fit its bitmap.
func BitmapAnd(dst []byte, dstOffset int, a []byte, aOffset int, b []byte, bOffset int, length int) {
	bitmapOp("BitmapAnd", defaultTable.BitmapAnd, dst, dstOffset, a, aOffset, b, bOffset, length)
}

// BitmapOr is BitmapAnd with OR.
func BitmapOr(dst []byte, dstOffset int, a []byte, aOffset int, b []byte, bOffset int, length int) {
	bitmapOp("BitmapOr", defaultTable.BitmapOr, dst, dstOffset, a, aOffset, b, bOffset, length)
}

// BitmapAndNot is BitmapAnd with a AND NOT b.
func BitmapAndNot(dst []byte, dstOffset int, a []byte, aOffset int, b []byte, bOffset int, length int) {
	bitmapOp("BitmapAndNot", defaultTable.BitmapAndNot, dst, dstOffset, a, aOffset, b, bOffset, length)
}

// BitmapXor is BitmapAnd with XOR.
func BitmapXor(dst []byte, dstOffset int, a []byte, aOffset int, b []byte, bOffset int, length int) {
	bitmapOp("BitmapXor", defaultTable.BitmapXor, dst, dstOffset, a, aOffset, b, bOffset, length)
}

// AppendSetIndices32 appends to dst, in increasing order, the index i of
// every set bit offset+i of bitmap, 0 <= i < length: the selection vector of
// the valid slots. dst is grown at most once, by exactly the number of set
// bits. It panics if the range does not fit the bitmap or length exceeds
// 1<<31 (an index would not fit an int32).
func AppendSetIndices32(dst []int32, bitmap []byte, offset, length int) []int32 {
	checkBitmap("AppendSetIndices32", "bitmap", bitmap, offset, length)
	if int64(length) > math.MaxInt32+1 {
		panic(fmt.Sprintf("kernels.AppendSetIndices32: length %d does not fit int32 indices", length))
	}
	return defaultTable.AppendSetIndices32(dst, bitmap, offset, length)
}

// AppendSetIndices64 is AppendSetIndices32 with int64 indices.
func AppendSetIndices64(dst []int64, bitmap []byte, offset, length int) []int64 {
	checkBitmap("AppendSetIndices64", "bitmap", bitmap, offset, length)
	return defaultTable.AppendSetIndices64(dst, bitmap, offset, length)
}
