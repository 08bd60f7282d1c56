package arrays

import "math/bits"

// Validity bitmaps are LSB-numbered: slot i lives in bit i%8 of byte i/8.

// BitIsSet reports bit i of an LSB-numbered bitmap.
func BitIsSet(b []byte, i int) bool { return b[i>>3]&(1<<(uint(i)&7)) != 0 }

// SetBit sets bit i.
func SetBit(b []byte, i int) { b[i>>3] |= 1 << (uint(i) & 7) }

// ClearBit clears bit i.
func ClearBit(b []byte, i int) { b[i>>3] &^= 1 << (uint(i) & 7) }

// SetBitTo sets bit i to v.
func SetBitTo(b []byte, i int, v bool) {
	if v {
		SetBit(b, i)
	} else {
		ClearBit(b, i)
	}
}

// BitmapLen is the number of bytes holding n bits.
func BitmapLen(n int) int { return (n + 7) >> 3 }

// CountSetBits counts the set bits in bits [off, off+n) of b.
func CountSetBits(b []byte, off, n int) int {
	if n <= 0 {
		return 0
	}
	count := 0
	// leading bits up to a byte boundary
	for n > 0 && off&7 != 0 {
		if BitIsSet(b, off) {
			count++
		}
		off++
		n--
	}
	i := off >> 3
	for ; n >= 64; n -= 64 {
		w := uint64(b[i]) | uint64(b[i+1])<<8 | uint64(b[i+2])<<16 | uint64(b[i+3])<<24 |
			uint64(b[i+4])<<32 | uint64(b[i+5])<<40 | uint64(b[i+6])<<48 | uint64(b[i+7])<<56
		count += bits.OnesCount64(w)
		i += 8
	}
	for ; n >= 8; n -= 8 {
		count += bits.OnesCount8(b[i])
		i++
	}
	if n > 0 {
		count += bits.OnesCount8(b[i] & (1<<uint(n) - 1))
	}
	return count
}

// CopyBits copies n bits from src starting at srcOff into dst starting at dstOff.
func CopyBits(dst []byte, dstOff int, src []byte, srcOff, n int) {
	if srcOff&7 == 0 && dstOff&7 == 0 {
		nb := n >> 3
		copy(dst[dstOff>>3:], src[srcOff>>3:srcOff>>3+nb])
		srcOff += nb << 3
		dstOff += nb << 3
		n -= nb << 3
	}
	for i := 0; i < n; i++ {
		SetBitTo(dst, dstOff+i, BitIsSet(src, srcOff+i))
	}
}

// SetBitsTo sets n bits starting at off to v.
func SetBitsTo(b []byte, off, n int, v bool) {
	for n > 0 && off&7 != 0 {
		SetBitTo(b, off, v)
		off++
		n--
	}
	fill := byte(0)
	if v {
		fill = 0xff
	}
	for ; n >= 8; n -= 8 {
		b[off>>3] = fill
		off += 8
	}
	for ; n > 0; n-- {
		SetBitTo(b, off, v)
		off++
	}
}
