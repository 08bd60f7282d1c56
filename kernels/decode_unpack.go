package kernels

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"

	"github.com/quiver-go/quiver/kernels/asm"
)

// Bit-unpacking: n values of a bit width w are packed LSB first into
// ceil(n*w/8) bytes, value i at bits [i*w, (i+1)*w) of the little-endian
// byte stream. This is Parquet's bit-packed encoding (the bit-packed runs
// of the RLE/bit-packed hybrid carry dictionary indices and levels this
// way) and Arrow's boolean layout for w = 1. The kernels unpack 32 values
// per step; the last n%32 values are unpacked from a zero-padded copy, so
// nothing past the input's packed length is read.

var (
	// ErrBitWidth reports a bit width outside the range an output type holds.
	ErrBitWidth = errors.New("bit width out of range")
	// ErrShortInput reports packed input shorter than the values need.
	ErrShortInput = errors.New("packed input too short")
	// ErrValueTooWide reports a value that does not fit the bit width.
	ErrValueTooWide = errors.New("value does not fit the bit width")
)

// PackedLen returns the number of bytes n values of the given bit width
// occupy when packed: ceil(n*width/8).
func PackedLen(n, width int) int { return asm.PackedLen(n, width) }

// unpackChecked runs unpack (the active level's kernel, fn in errors)
// once width is within 0..maxWidth and src long enough for len(dst)
// values.
func unpackChecked[T uint8 | uint16 | uint32 | uint64](fn string, maxWidth int, unpack func(dst []T, src []byte, width int), dst []T, src []byte, width int) error {
	if width < 0 || width > maxWidth {
		return fmt.Errorf("kernels.%s: bit width %d outside 0..%d: %w", fn, width, maxWidth, ErrBitWidth)
	}
	if need := PackedLen(len(dst), width); len(src) < need {
		return fmt.Errorf("kernels.%s: %d values of %d bits need %d bytes, have %d: %w", fn, len(dst), width, need, len(src), ErrShortInput)
	}
	unpack(dst, src, width)
	return nil
}

// Unpack8 unpacks len(dst) values of bit width 0..8 from the packed src
// into dst. It reads only the first PackedLen(len(dst), width) bytes of src
// and returns an error wrapping ErrBitWidth or ErrShortInput, with dst
// untouched, if width is out of range or src is too short.
func Unpack8(dst []uint8, src []byte, width int) error {
	return unpackChecked("Unpack8", 8, defaultTable.Unpack8, dst, src, width)
}

// Unpack16 is Unpack8 for widths 0..16 into uint16 values.
func Unpack16(dst []uint16, src []byte, width int) error {
	return unpackChecked("Unpack16", 16, defaultTable.Unpack16, dst, src, width)
}

// Unpack32 is Unpack8 for widths 0..32 into uint32 values: the usual
// target for dictionary indices. It runs the active level's SIMD kernel
// (AVX-512 VBMI, AVX2 or NEON).
func Unpack32(dst []uint32, src []byte, width int) error {
	return unpackChecked("Unpack32", 32, defaultTable.Unpack32, dst, src, width)
}

// Unpack64 is Unpack8 for widths 0..64 into uint64 values.
func Unpack64(dst []uint64, src []byte, width int) error {
	return unpackChecked("Unpack64", 64, defaultTable.Unpack64, dst, src, width)
}

// AppendPacked appends vals packed at the given bit width (0..64, and at
// most the size of T) to dst: the inverse of the Unpack functions, and what
// an encoder of the RLE/bit-packed hybrid writes for its bit-packed runs.
// It returns an error wrapping ErrValueTooWide, naming the first offending
// value, if a value has bits set at or above width.
func AppendPacked[T uint8 | uint16 | uint32 | uint64](dst []byte, vals []T, width int) ([]byte, error) {
	var zero T
	tbits := 8 * int(unsafe.Sizeof(zero))
	if width < 0 || width > tbits {
		return dst, fmt.Errorf("kernels.AppendPacked: bit width %d outside 0..%d: %w", width, tbits, ErrBitWidth)
	}
	if width < 64 {
		for i, v := range vals {
			if uint64(v)>>uint(width) != 0 {
				return dst, fmt.Errorf("kernels.AppendPacked: value %d (%#x) does not fit %d bits: %w", i, uint64(v), width, ErrValueTooWide)
			}
		}
	}
	start := len(dst)
	dst = append(dst, make([]byte, PackedLen(len(vals), width))...)
	out := dst[start:]
	// acc holds the pending n < 8 bits. Adding a value makes n+width bits,
	// up to 71: when that reaches 64, the low 64 go out at once and the
	// value's remaining high bits become the pending ones.
	var acc uint64
	n, o := 0, 0
	for _, v := range vals {
		x := uint64(v)
		lo := acc | x<<uint(n)
		if total := n + width; total >= 64 {
			binary.LittleEndian.PutUint64(out[o:], lo)
			o += 8
			acc, n = x>>uint(64-n), total-64 // x>>64 is 0 when n == 0
		} else {
			acc, n = lo, total
		}
		for n >= 8 {
			out[o] = byte(acc)
			o++
			acc >>= 8
			n -= 8
		}
	}
	if n > 0 {
		out[o] = byte(acc)
	}
	return dst, nil
}
