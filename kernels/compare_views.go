package kernels

import (
	"bytes"
	"encoding/binary"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Compares of binary and utf8 view arrays, view first: the level's view
// kernels (kernels/asm/viewcmp.go) decide from the 16-byte views alone
// (length, 4-byte prefix and, for values of at most 12 bytes, the inline
// bytes), and only the slots they leave open read the data buffers. Those
// are rare unless many values share length and prefix. Null slots are
// never resolved: their views may hold anything.

// viewChunk is the number of views per kernel call: enough to amortize
// the call, few enough that the second output mask fits on the stack.
const viewChunk = 4096

func isView(id arrays.TypeID) bool { return id == arrays.BINARY_VIEW || id == arrays.UTF8_VIEW }

// viewPattern returns the words a view of s has under mask m, and m: all
// of an inline value's bytes, or the length and prefix of a long one.
// Bytes past a short value's end are masked, so that nonzero padding from
// a lax producer still compares equal.
func viewPattern(s []byte) (pat, m [2]uint64) {
	// Built as bytes, the view's and the mask's, then read as host-order
	// words the way the kernels read the views.
	l := len(s)
	var v, mb [16]byte
	binary.NativeEndian.PutUint32(v[:], uint32(l))
	copy(v[4:], s[:min(l, arrays.ViewInlineMax)])
	k := 4 + l // length and value bytes
	if l > arrays.ViewInlineMax {
		k = 8 // length and prefix
	}
	for i := range k {
		mb[i] = 0xff
	}
	for i := range 2 {
		m[i] = binary.NativeEndian.Uint64(mb[8*i:])
		pat[i] = binary.NativeEndian.Uint64(v[8*i:]) & m[i]
	}
	return pat, m
}

// bytesKey is asm.ViewKey of a value's first bytes.
func bytesKey(s []byte) uint32 {
	var p [4]byte
	copy(p[:], s)
	return binary.BigEndian.Uint32(p[:])
}

// cmpViewsAS compares every value of a view array with s.
func cmpViewsAS(k *asm.Table, op cmpOp, dst []uint64, a *arrays.Data, s []byte) {
	n := a.Length
	vw := viewAt[[2]uint64](a.Buffers[1], a.Offset, n)
	views := viewAt[arrays.View](a.Buffers[1], a.Offset, n)
	bufs := a.Buffers
	var aux [viewChunk / 64]uint64
	if op == opEq || op == opNe {
		pat, m := viewPattern(s)
		long := len(s) > arrays.ViewInlineMax
		for base := 0; base < n; base += viewChunk {
			end := min(n, base+viewChunk)
			d := dst[base/64 : (end+63)/64]
			k.ViewMatchAS(d, vw[base:end], pat, m)
			if long { // same length and prefix: read the bytes
				for w := range d {
					for x := d[w]; x != 0; x &= x - 1 {
						i := bits.TrailingZeros64(x)
						if j := base + 64*w + i; !a.IsValid(j) || !bytes.Equal(viewBytes(&views[j], bufs), s) {
							d[w] &^= 1 << uint(i)
						}
					}
				}
			}
		}
		if op == opNe {
			invertWords(dst, n)
		}
		return
	}
	key := bytesKey(s)
	for base := 0; base < n; base += viewChunk {
		end := min(n, base+viewChunk)
		d := dst[base/64 : (end+63)/64]
		e := aux[:len(d)]
		k.ViewKeyAS(d, e, vw[base:end], key)
		resolveOrder(op, d, e, end-base, func(i int) int {
			if !a.IsValid(base + i) {
				return 0 // null: any result
			}
			return cmpBytes(viewBytes(&views[base+i], bufs), s)
		})
	}
}

// cmpViewsAA compares two view arrays slot by slot.
func cmpViewsAA(k *asm.Table, op cmpOp, dst []uint64, a, b *arrays.Data) {
	n := a.Length
	wa, wb := viewAt[[2]uint64](a.Buffers[1], a.Offset, n), viewAt[[2]uint64](b.Buffers[1], b.Offset, n)
	va, vb := viewAt[arrays.View](a.Buffers[1], a.Offset, n), viewAt[arrays.View](b.Buffers[1], b.Offset, n)
	var aux [viewChunk / 64]uint64
	for base := 0; base < n; base += viewChunk {
		end := min(n, base+viewChunk)
		d := dst[base/64 : (end+63)/64]
		e := aux[:len(d)]
		if op == opEq || op == opNe {
			k.ViewEqAA(d, e, wa[base:end], wb[base:end])
			for w := range e {
				for x := e[w]; x != 0; x &= x - 1 {
					i := bits.TrailingZeros64(x)
					j := base + 64*w + i
					if a.IsValid(j) && b.IsValid(j) && bytes.Equal(viewBytes(&va[j], a.Buffers), viewBytes(&vb[j], b.Buffers)) {
						d[w] |= 1 << uint(i)
					}
				}
			}
			continue
		}
		k.ViewKeyAA(d, e, wa[base:end], wb[base:end])
		resolveOrder(op, d, e, end-base, func(i int) int {
			if j := base + i; !a.IsValid(j) || !b.IsValid(j) {
				return 0
			}
			return cmpBytes(viewBytes(&va[base+i], a.Buffers), viewBytes(&vb[base+i], b.Buffers))
		})
	}
	if op == opNe {
		invertWords(dst, n)
	}
}

// resolveOrder turns key results into op's: lt holds the slots whose key
// is less, eq those whose keys tie, which cmp (a three-way comparison of
// slot i) settles. lt receives the result.
func resolveOrder(op cmpOp, lt, eq []uint64, n int, cmp func(i int) int) {
	for w := range lt {
		l := lt[w]
		var e uint64
		for x := eq[w]; x != 0; x &= x - 1 {
			i := bits.TrailingZeros64(x)
			switch r := cmp(64*w + i); {
			case r < 0:
				l |= 1 << uint(i)
			case r == 0:
				e |= 1 << uint(i)
			}
		}
		valid := lowBits(min(64, n-64*w))
		switch op {
		case opLt:
			lt[w] = l
		case opLe:
			lt[w] = l | e
		case opGt:
			lt[w] = valid &^ (l | e)
		default:
			lt[w] = valid &^ l
		}
	}
}

// invertWords negates the first n bits of dst, keeping the rest clear.
func invertWords(dst []uint64, n int) {
	for w := range (n + 63) / 64 {
		dst[w] = ^dst[w] & lowBits(min(64, n-64*w))
	}
}
