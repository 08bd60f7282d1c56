package kernels

import "github.com/quiver-go/quiver/kernels/asm"

// HybridDecodeBitmap decodes the n values of a bit-width-1 hybrid stream
// into bits [offset, offset+n) of the bitmap dst, value 1 as a set bit.
// Parquet writes the definition levels of a column whose maximum level is 1
// this way, and a validity bitmap is what a reader wants of them: RLE runs
// become set or cleared bit ranges and bit-packed groups are already bitmap
// bytes, so no level is ever widened to an integer. It returns the number
// of set bits written and the bytes of src the runs occupy.
//
// The stream is held to n values as HybridDecodeUint32 holds it to
// len(dst), and a malformed one returns the same *HybridError; the bits of
// the runs before the bad one are then written. Bits of dst outside the
// range are left as they are. It panics if the range does not fit dst.
func HybridDecodeBitmap(dst []byte, offset int, src []byte, n int) (set, used int, err error) {
	return hybridDecodeBitmap(defaultTable, dst, offset, src, n)
}

func hybridDecodeBitmap(k *asm.Table, dst []byte, offset int, src []byte, n int) (set, used int, err error) {
	checkBitmap("HybridDecodeBitmap", "dst", dst, offset, n)
	it := newHybridIter("HybridDecodeBitmap", src, 1, n)
	for it.next() {
		at := offset + it.at
		if it.rle {
			fillBitRange(dst, at, it.count, it.value != 0)
			if it.value != 0 {
				set += it.count
			}
			continue
		}
		p := src[it.data:]
		storeBits(dst, at, p, it.count)
		set += k.CountSetBits(p, 0, it.count)
	}
	if it.err != nil {
		return set, it.pos, it.err
	}
	return set, it.pos, nil
}

// fillBitRange sets (v) or clears bits [off, off+n) of b.
func fillBitRange(b []byte, off, n int, v bool) {
	if n <= 0 {
		return
	}
	fill := byte(0)
	if v {
		fill = 0xff
	}
	k, s := off>>3, uint(off&7)
	if s != 0 {
		h := min(int(8-s), n)
		m := (byte(1)<<uint(h) - 1) << s // h <= 8-s: fits the byte
		b[k] = b[k]&^m | fill&m
		k++
		n -= h
	}
	full := b[k : k+n>>3]
	for i := range full {
		full[i] = fill
	}
	k += n >> 3
	if r := uint(n & 7); r != 0 {
		m := byte(1)<<r - 1
		b[k] = b[k]&^m | fill&m
	}
}

// storeBits copies bits [0, n) of src into bits [off, off+n) of dst,
// leaving dst's other bits alone.
func storeBits(dst []byte, off int, src []byte, n int) {
	if n <= 0 {
		return
	}
	k, s := off>>3, uint(off&7)
	full := n >> 3
	if s == 0 {
		copy(dst[k:k+full], src[:full])
	} else {
		lo := byte(1)<<s - 1
		d := dst[k : k+full+1]
		for i, x := range src[:full] {
			d[i] = d[i]&lo | x<<s
			d[i+1] = d[i+1]&^lo | x>>(8-s)
		}
	}
	r := uint(n & 7)
	if r == 0 {
		return
	}
	k += full
	m := uint16(byte(1)<<r-1) << s
	x := uint16(src[full]) << s & m
	dst[k] = dst[k]&^byte(m) | byte(x)
	if s+r > 8 {
		dst[k+1] = dst[k+1]&^byte(m>>8) | byte(x>>8)
	}
}
