package ipc

import (
	"encoding/binary"
	"math/bits"
	"unsafe"

	"github.com/quiver-go/quiver/internal/hostorder"
)

// Body buffers are in the byte order the schema declares (Schema.endianness);
// the arrays of package arrays are in the host's. A reader whose input has
// the other order swaps every multi-byte value as it loads a buffer, into a
// private copy (the input may be read-only memory and is never written).
// What a value is decides how it is swapped: whole integers, offsets, floats
// and decimals are reversed as one number (a big-endian decimal128 is a
// 16-byte big-endian integer), intervals part by part, and views field by
// field, leaving their prefix and inline bytes alone. Bitmaps, int8 values,
// union type ids and fixed-size binary bytes have no byte order.

// hostEndianness is the byte order of this machine.
var hostEndianness = func() Endianness {
	x := uint16(1)
	if *(*byte)(unsafe.Pointer(&x)) == 1 {
		return LittleEndian
	}
	return BigEndian
}()

// swapKind says how the values of one buffer are byte-swapped.
type swapKind uint8

const (
	swapNone         swapKind = iota
	swap2                     // 16-bit values
	swap4                     // 32-bit values (and day-time intervals, two of them)
	swap8                     // 64-bit values
	swap16                    // 128-bit integers (decimal128)
	swap32                    // 256-bit integers (decimal256)
	swapMonthDayNano          // int32 months, int32 days, int64 nanoseconds
	swapViews                 // binary/utf8 views
)

// swapBytes converts the values of b in place from the other byte order.
// Trailing bytes that do not form a whole value are left as they are.
func swapBytes(b []byte, k swapKind) {
	switch k {
	case swap2:
		for i := 0; i+2 <= len(b); i += 2 {
			b[i], b[i+1] = b[i+1], b[i]
		}
	case swap4:
		for i := 0; i+4 <= len(b); i += 4 {
			binary.LittleEndian.PutUint32(b[i:], bits.ReverseBytes32(binary.LittleEndian.Uint32(b[i:])))
		}
	case swap8:
		for i := 0; i+8 <= len(b); i += 8 {
			binary.LittleEndian.PutUint64(b[i:], bits.ReverseBytes64(binary.LittleEndian.Uint64(b[i:])))
		}
	case swap16:
		reverseEach(b, 16)
	case swap32:
		reverseEach(b, 32)
	case swapMonthDayNano:
		for i := 0; i+16 <= len(b); i += 16 {
			swapBytes(b[i:i+8], swap4)
			swapBytes(b[i+8:i+16], swap8)
		}
	case swapViews:
		for i := 0; i+16 <= len(b); i += 16 {
			v := b[i : i+16]
			swapBytes(v[:4], swap4) // length
			n := int32(binary.NativeEndian.Uint32(v))
			if n > 12 { // not inline: buffer index and offset follow the prefix
				swapBytes(v[8:16], swap4)
			}
		}
	}
}

// reverseEach reverses the bytes of every w-byte value of b.
func reverseEach(b []byte, w int) {
	for i := 0; i+w <= len(b); i += w {
		v := b[i : i+w]
		for l, r := 0, w-1; l < r; l, r = l+1, r-1 {
			v[l], v[r] = v[r], v[l]
		}
	}
}

// swapOf returns how values of byte width w of a plain integer or float
// are swapped.
func swapOfWidth(w int) swapKind {
	switch w {
	case 2:
		return swap2
	case 4:
		return swap4
	case 8:
		return swap8
	case 16:
		return swap16
	case 32:
		return swap32
	}
	return swapNone
}

// On a big-endian host, arrays hold decimal128 and decimal256 values as
// arrays.Int128 and arrays.Int256 lay them out: 64-bit host-order words,
// least significant first. A big-endian body holds each as one big-endian
// integer, most significant word first, so on such a host the reader and
// the writer also reverse the words of every value (after any byte swap).

// wordsReversed reports whether values swapped as k have their words
// reversed between body and memory on this host.
func wordsReversed(k swapKind) bool {
	return hostorder.BigEndian && (k == swap16 || k == swap32)
}

// reverseWords reverses the order of the 8-byte words within each 16-byte
// (swap16) or 32-byte (swap32) value of b.
func reverseWords(b []byte, k swapKind) {
	w := 16
	if k == swap32 {
		w = 32
	}
	for i := 0; i+w <= len(b); i += w {
		v := b[i : i+w]
		for l, r := 0, w-8; l < r; l, r = l+8, r-8 {
			var t [8]byte
			copy(t[:], v[l:l+8])
			copy(v[l:l+8], v[r:r+8])
			copy(v[r:r+8], t[:])
		}
	}
}
