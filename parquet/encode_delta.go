package parquet

import (
	"encoding/binary"
	"math/bits"
)

// DELTA_BINARY_PACKED as Arrow C++ and parquet-mr write it: blocks of 128
// deltas in 4 miniblocks of 32. A header (block size, miniblock count,
// value count, zigzag first value), then per block the zigzag min delta,
// the 4 miniblock bit widths and the miniblocks of delta - min delta,
// bit-packed LSB first. The last miniblock is padded with zeros to its full
// 32 values; a miniblock past the last value has width 0 and no bytes.
//
// Deltas wrap in the column's width: an INT32 delta is the 32-bit wrapped
// difference, sign-extended, so delta - min delta fits 32 bits and a reader
// adding in 64 bits still gets the right low 32.

const (
	deltaBlock = 128
	deltaMinis = 4
	deltaMini  = deltaBlock / deltaMinis
)

func appendUvarint(dst []byte, x uint64) []byte { return binary.AppendUvarint(dst, x) }

func appendZigzag(dst []byte, x int64) []byte {
	return binary.AppendUvarint(dst, uint64(x<<1)^uint64(x>>63))
}

func appendDeltaInt32(dst []byte, v []int32) []byte { return appendDelta(dst, v) }
func appendDeltaInt64(dst []byte, v []int64) []byte { return appendDelta(dst, v) }

// appendDelta appends v as DELTA_BINARY_PACKED; the subtraction in T wraps
// as the format's arithmetic does.
func appendDelta[T int32 | int64](dst []byte, v []T) []byte {
	dst = appendUvarint(dst, deltaBlock)
	dst = appendUvarint(dst, deltaMinis)
	dst = appendUvarint(dst, uint64(len(v)))
	if len(v) == 0 {
		return appendZigzag(dst, 0)
	}
	dst = appendZigzag(dst, int64(v[0]))
	var deltas [deltaBlock]int64
	for i := 1; i < len(v); i += deltaBlock {
		blk := v[i-1 : min(i+deltaBlock, len(v))]
		d := deltas[:len(blk)-1]
		minD := int64(blk[1] - blk[0])
		for j := range d {
			x := int64(blk[j+1] - blk[j])
			d[j] = x
			minD = min(minD, x)
		}
		dst = appendZigzag(dst, minD)
		var rel [deltaBlock]uint64
		var widths [deltaMinis]int
		for m := range deltaMinis {
			lo := m * deltaMini
			if lo >= len(d) {
				break
			}
			var or uint64
			for j, x := range d[lo:min(lo+deltaMini, len(d))] {
				r := uint64(x - minD)
				rel[lo+j] = r
				or |= r
			}
			widths[m] = bits.Len64(or)
		}
		wpos := len(dst)
		dst = append(dst, 0, 0, 0, 0)
		for m, w := range widths {
			dst[wpos+m] = byte(w)
			if w == 0 {
				continue
			}
			var out []byte
			dst, out = growBytes(dst, deltaMini*w/8)
			packMini(out, (*[deltaMini]uint64)(rel[m*deltaMini:]), w)
		}
	}
	return dst
}

// packMini packs 32 values of w bits (1..64) into out's 4w bytes, LSB
// first, a 64-bit word at a time.
func packMini(out []byte, v *[deltaMini]uint64, w int) {
	out = out[:4*w]
	var acc uint64
	n, o := 0, 0
	for _, x := range v {
		lo := acc | x<<uint(n)
		if n+w >= 64 {
			binary.LittleEndian.PutUint64(out[o:], lo)
			o += 8
			acc = x >> uint(64-n) // 0 when n == 0 (Go's shift by 64)
			n += w - 64
		} else {
			acc = lo
			n += w
		}
	}
	if n > 0 { // 32 * w bits leave 0 or 32 over
		binary.LittleEndian.PutUint32(out[o:], uint32(acc))
	}
}

// appendDeltaLength appends byte arrays as DELTA_LENGTH_BYTE_ARRAY: the
// lengths delta-packed, then the bytes back to back.
func appendDeltaLength(dst []byte, vals byteValues) []byte {
	lens := make([]int32, vals.len())
	for i := range lens {
		lens[i] = int32(vals.offs[i+1] - vals.offs[i])
	}
	dst = appendDelta(dst, lens)
	return append(dst, vals.bytes()...)
}

// appendDeltaByteArray appends byte arrays as DELTA_BYTE_ARRAY: each
// value's prefix length shared with the previous value and its suffix
// length, both delta-packed, then the suffixes back to back.
func appendDeltaByteArray(dst []byte, vals byteValues) []byte {
	prefix := make([]int32, vals.len())
	suffix := make([]int32, vals.len())
	var prev []byte
	total := 0
	for i := range prefix {
		b := vals.at(i)
		p := commonPrefix(prev, b)
		prefix[i] = int32(p)
		suffix[i] = int32(len(b) - p)
		total += len(b) - p
		prev = b
	}
	dst = appendDelta(dst, prefix)
	dst = appendDelta(dst, suffix)
	dst, out := growBytes(dst, total)
	o := 0
	for i, p := range prefix {
		o += copy(out[o:], vals.at(i)[p:])
	}
	return dst
}

// commonPrefix is the length of a's and b's common prefix, compared 8
// bytes at a time.
func commonPrefix(a, b []byte) int {
	n := min(len(a), len(b))
	i := 0
	for ; i+8 <= n; i += 8 {
		if x := binary.LittleEndian.Uint64(a[i:]) ^ binary.LittleEndian.Uint64(b[i:]); x != 0 {
			return i + bits.TrailingZeros64(x)/8
		}
	}
	for ; i < n && a[i] == b[i]; i++ {
	}
	return i
}
