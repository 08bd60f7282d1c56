package asm

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// popcntGo counts the set bits of b. After the bytes before the first
// 8-byte aligned address it reads b as aligned 64-bit words, four per step;
// a popcount does not depend on byte order, so this is right on big-endian
// machines too.
func popcntGo(b []byte) int {
	n := 0
	h := min(len(b), int(-uintptr(unsafe.Pointer(unsafe.SliceData(b)))&7))
	for _, c := range b[:h] {
		n += bits.OnesCount8(c)
	}
	b = b[h:]
	if len(b) >= 8 { // b now starts 8-byte aligned
		ws := unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(b))), len(b)/8)
		for ; len(ws) >= 4; ws = ws[4:] {
			n += bits.OnesCount64(ws[0]) + bits.OnesCount64(ws[1]) + bits.OnesCount64(ws[2]) + bits.OnesCount64(ws[3])
		}
		for _, w := range ws {
			n += bits.OnesCount64(w)
		}
	}
	for _, c := range b[len(b)&^7:] {
		n += bits.OnesCount8(c)
	}
	return n
}

// word64 returns the 64 bits of p starting at bit s < 8 of p[0]; p holds at
// least 9 bytes. A shift by 64 is zero in Go, so s == 0 needs no branch.
func word64(p []byte, s uint) uint64 {
	return binary.LittleEndian.Uint64(p)>>s | uint64(p[8])<<(64-s)
}

// byte8 returns the 8 bits of p starting at bit s < 8 of p[i]; p[i+1] is read
// only when s != 0.
func byte8(p []byte, i int, s uint) byte {
	v := p[i] >> s
	if s != 0 {
		v |= p[i+1] << (8 - s)
	}
	return v
}

// The bitop loops: the aligned case (both shifts zero) is a plain word
// loop; otherwise each input word is a funnel of two loads.

// bitopGo is the generic level's whole-byte bitmap operations, by bitOp.
var bitopGo = [numBitOps]func(dst, a []byte, sa uint, b []byte, sb uint){
	bitAnd: andGo, bitOr: orGo, bitAndNot: andNotGo, bitXor: xorGo,
}

func andGo(dst, a []byte, sa uint, b []byte, sb uint) {
	i := 0
	if sa == 0 && sb == 0 {
		for ; i+8 <= len(dst); i += 8 {
			binary.LittleEndian.PutUint64(dst[i:], binary.LittleEndian.Uint64(a[i:])&binary.LittleEndian.Uint64(b[i:]))
		}
	}
	for ; i+8 <= len(dst) && i+9 <= len(a) && i+9 <= len(b); i += 8 {
		binary.LittleEndian.PutUint64(dst[i:], word64(a[i:], sa)&word64(b[i:], sb))
	}
	for ; i < len(dst); i++ {
		dst[i] = byte8(a, i, sa) & byte8(b, i, sb)
	}
}

func orGo(dst, a []byte, sa uint, b []byte, sb uint) {
	i := 0
	if sa == 0 && sb == 0 {
		for ; i+8 <= len(dst); i += 8 {
			binary.LittleEndian.PutUint64(dst[i:], binary.LittleEndian.Uint64(a[i:])|binary.LittleEndian.Uint64(b[i:]))
		}
	}
	for ; i+8 <= len(dst) && i+9 <= len(a) && i+9 <= len(b); i += 8 {
		binary.LittleEndian.PutUint64(dst[i:], word64(a[i:], sa)|word64(b[i:], sb))
	}
	for ; i < len(dst); i++ {
		dst[i] = byte8(a, i, sa) | byte8(b, i, sb)
	}
}

func andNotGo(dst, a []byte, sa uint, b []byte, sb uint) {
	i := 0
	if sa == 0 && sb == 0 {
		for ; i+8 <= len(dst); i += 8 {
			binary.LittleEndian.PutUint64(dst[i:], binary.LittleEndian.Uint64(a[i:])&^binary.LittleEndian.Uint64(b[i:]))
		}
	}
	for ; i+8 <= len(dst) && i+9 <= len(a) && i+9 <= len(b); i += 8 {
		binary.LittleEndian.PutUint64(dst[i:], word64(a[i:], sa)&^word64(b[i:], sb))
	}
	for ; i < len(dst); i++ {
		dst[i] = byte8(a, i, sa) &^ byte8(b, i, sb)
	}
}

func xorGo(dst, a []byte, sa uint, b []byte, sb uint) {
	i := 0
	if sa == 0 && sb == 0 {
		for ; i+8 <= len(dst); i += 8 {
			binary.LittleEndian.PutUint64(dst[i:], binary.LittleEndian.Uint64(a[i:])^binary.LittleEndian.Uint64(b[i:]))
		}
	}
	for ; i+8 <= len(dst) && i+9 <= len(a) && i+9 <= len(b); i += 8 {
		binary.LittleEndian.PutUint64(dst[i:], word64(a[i:], sa)^word64(b[i:], sb))
	}
	for ; i < len(dst); i++ {
		dst[i] = byte8(a, i, sa) ^ byte8(b, i, sb)
	}
}

// skipGo returns the number of leading bytes of b equal to x, comparing 32
// bytes per step.
func skipGo(b []byte, x byte) int {
	pat := uint64(x) * 0x0101010101010101
	i := 0
	for ; i+32 <= len(b); i += 32 {
		le := binary.LittleEndian
		if (le.Uint64(b[i:])^pat)|(le.Uint64(b[i+8:])^pat)|(le.Uint64(b[i+16:])^pat)|(le.Uint64(b[i+24:])^pat) != 0 {
			break
		}
	}
	for ; i+8 <= len(b); i += 8 {
		if d := binary.LittleEndian.Uint64(b[i:]) ^ pat; d != 0 {
			return i + bits.TrailingZeros64(d)>>3
		}
	}
	for ; i < len(b) && b[i] == x; i++ {
	}
	return i
}

// select32Go stores base+j in dst for every set bit j of b, in order, and
// returns how many it stored; len(dst) >= the number of set bits. Words of 64
// set bits are written without looking at the bits.
func select32Go(dst []int32, b []byte, base int32) int { return selectGo(dst, b, base) }

// select64Go is select32Go with 64-bit indices.
func select64Go(dst []int64, b []byte, base int64) int { return selectGo(dst, b, base) }

// selectGo is select32Go and select64Go (one instance per index width).
func selectGo[T int32 | int64](dst []T, b []byte, base T) int {
	n := 0
	i := 0
	for ; i+8 <= len(b); i += 8 {
		w := binary.LittleEndian.Uint64(b[i:])
		idx := base + T(8*i)
		if w == ^uint64(0) {
			run := dst[n : n+64]
			for j := range run {
				run[j] = idx + T(j)
			}
			n += 64
			continue
		}
		for w != 0 {
			dst[n] = idx + T(bits.TrailingZeros64(w))
			n++
			w &= w - 1
		}
	}
	for ; i < len(b); i++ {
		idx := base + T(8*i)
		for w := b[i]; w != 0; w &= w - 1 {
			dst[n] = idx + T(bits.TrailingZeros8(w))
			n++
		}
	}
	return n
}

// selectLUT lists, for every byte value, the positions of its set bits (then
// zeros) and how many there are: the AVX2 and NEON select kernels store a
// whole row per input byte and advance by the count.
var selectLUT = func() (t struct {
	idx [256][8]int32
	cnt [256]uint8
}) {
	for v := range 256 {
		n := 0
		for j := range 8 {
			if v>>j&1 != 0 {
				t.idx[v][n] = int32(j)
				n++
			}
		}
		t.cnt[v] = uint8(n)
	}
	return t
}()

// boundariesGo writes into pos the positions of the run boundaries of the
// little-endian 64-bit words in w, the bits that differ from the bit before
// them (carry is the bit before the first), and returns their count and the
// last bit. The first four positions of a word are written whether or not
// they exist and the count advances by the real number (the flattening of
// simdjson), so a word costs no data-dependent branch unless it holds more
// than four boundaries. Before word i at most 64*i positions exist, so with
// len(pos) >= 8*len(w)+4 the unconditional writes stay inside pos.
func boundariesGo(pos []int32, w []byte, carry uint64) (int, uint64) {
	cnt := 0
	_ = pos[8*len(w)+3]
	for i := 0; i+8 <= len(w); i += 8 {
		x := binary.LittleEndian.Uint64(w[i:])
		tr := x ^ (x<<1 | carry)
		carry = x >> 63
		c := bits.OnesCount64(tr)
		p := int32(8 * i)
		pos[cnt] = p + int32(bits.TrailingZeros64(tr))
		tr &= tr - 1
		pos[cnt+1] = p + int32(bits.TrailingZeros64(tr))
		tr &= tr - 1
		pos[cnt+2] = p + int32(bits.TrailingZeros64(tr))
		tr &= tr - 1
		pos[cnt+3] = p + int32(bits.TrailingZeros64(tr))
		if c > 4 {
			tr &= tr - 1
			for q := cnt + 4; tr != 0; q++ {
				pos[q] = p + int32(bits.TrailingZeros64(tr))
				tr &= tr - 1
			}
		}
		cnt += c
	}
	return cnt, carry
}
