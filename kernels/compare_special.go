package kernels

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/bits"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Compares beyond the engine's. The kernels for Go's ordered types
// (compareTypes in templates/kernels.json) are the engine table's CmpInt8 ...
// CmpFloat64 entries (generated references in kernels/asm/compare_ref_gen.go,
// assembly where a level has it), under plain signatures,
//
//	func(dst []uint64, a, b []T)   // array-array
//	func(dst []uint64, a []T, b T) // array-scalar
//
// Contract of a compare kernel: bit i of dst (word i/64, bit i%64) is set
// iff a[i] op b[i] (or a[i] op b), for every i < len(a); len(b) == len(a)
// for array-array; dst holds (len(a)+63)/64 words and the bits of the last
// word past len(a) are stored clear. Floats compare as Go's operators do
// (IEEE 754). The results are words so that an AVX-512 kernel can store a
// mask register as it is and an AVX2 or NEON kernel its packed movemask.
//
// This file holds what does not fit that mould: total-order floats,
// float16, 128- and 256-bit decimals, intervals (equality only), booleans
// and byte strings.

// b2u converts a bool to 0 or 1; the compiler turns it into a SETcc, with
// no branch.
func b2u(b bool) uint64 {
	var x uint64
	if b {
		x = 1
	}
	return x
}

// swapped returns the op that gives the same result with the operands
// swapped: a < b is b > a.
func (op cmpOp) swapped() cmpOp { return cmpOpSwapped[op] }

// String names the op after its public function.
func (op cmpOp) String() string { return cmpOpNames[op] }

// holds reports whether a three-way comparison result r satisfies op.
func (op cmpOp) holds(r int) bool {
	switch op {
	case opEq:
		return r == 0
	case opNe:
		return r != 0
	case opLt:
		return r < 0
	case opLe:
		return r <= 0
	case opGt:
		return r > 0
	}
	return r >= 0
}

// cmpFuncAA stores op(cmp(i), 0) for every slot: the kernel for values that
// need a three-way comparison function (byte strings, wide decimals).
func cmpFuncAA(op cmpOp, dst []uint64, n int, cmp func(i int) int) {
	res := op.results()
	for w := range (n + 63) / 64 {
		var m uint64
		for i := range min(64, n-64*w) {
			m |= res[max(-1, min(1, cmp(64*w+i)))+1] << uint(i)
		}
		dst[w] = m
	}
}

// ----- floats in total order -----

// totalKey64 maps a float64 to an int64 whose signed order is the total
// order of TotalOrder: -0 is folded onto +0 and every NaN onto one key
// above +Inf.
func totalKey64(f float64) int64 { return totalKey(f, math.MaxInt64, floatKey64) }

// totalKey32 is totalKey64 for float32.
func totalKey32(f float32) int32 { return totalKey(f, math.MaxInt32, floatKey32) }

// totalKey is totalKey64 and totalKey32, key their float key map (which
// inlines with it: the same machine code as a copy per width).
func totalKey[F float32 | float64, K int32 | int64](f F, nan K, key func(F) K) K {
	if f != f {
		return nan
	}
	if f == 0 {
		return 0
	}
	return key(f)
}

// cmpTotalAA compares floats in total order: both sides are mapped to
// their keys and compared with the integer kernel of their width.
func cmpTotalAA[F float32 | float64](k *asm.Table, c *config, op cmpOp, dst []uint64, a, b []F) {
	if unsafeSizeof[F]() == 8 {
		ka, kb := totalKeys64(c, a), totalKeys64(c, b)
		k.CmpInt64().AA[op](dst, ka, kb)
		return
	}
	ka, kb := totalKeys32(c, a), totalKeys32(c, b)
	k.CmpInt32().AA[op](dst, ka, kb)
}

// cmpTotalAS is cmpTotalAA against one value.
func cmpTotalAS[F float32 | float64](k *asm.Table, c *config, op cmpOp, dst []uint64, a []F, s F) {
	if unsafeSizeof[F]() == 8 {
		k.CmpInt64().AS[op](dst, totalKeys64(c, a), totalKey64(float64(s)))
		return
	}
	k.CmpInt32().AS[op](dst, totalKeys32(c, a), totalKey32(float32(s)))
}

func totalKeys64[F float32 | float64](c *config, a []F) []int64 {
	keys := viewAs[int64](c.alloc(8*len(a), false), len(a))
	for i, f := range a {
		keys[i] = totalKey64(float64(f))
	}
	return keys
}

func totalKeys32[F float32 | float64](c *config, a []F) []int32 {
	keys := viewAs[int32](c.alloc(4*len(a), false), len(a))
	for i, f := range a {
		keys[i] = totalKey32(float32(f))
	}
	return keys
}

// ----- float16 -----

// halves widens float16 values to float32 (exactly), to compare them with
// the float32 kernels.
func halves(c *config, a []arrays.Half) []float32 {
	out := viewAs[float32](c.alloc(4*len(a), false), len(a))
	for i, h := range a {
		out[i] = h.Float32()
	}
	return out
}

// cmpHalfAA compares float16 values through float32.
func cmpHalfAA(k *asm.Table, c *config, op cmpOp, dst []uint64, a, b []arrays.Half) {
	fa, fb := halves(c, a), halves(c, b)
	if c.nanOrder == TotalOrder {
		cmpTotalAA(k, c, op, dst, fa, fb)
		return
	}
	k.CmpFloat32().AA[op](dst, fa, fb)
}

// cmpHalfAS compares float16 values with one value through float32.
func cmpHalfAS(k *asm.Table, c *config, op cmpOp, dst []uint64, a []arrays.Half, s arrays.Half) {
	fa := halves(c, a)
	if c.nanOrder == TotalOrder {
		cmpTotalAS(k, c, op, dst, fa, s.Float32())
		return
	}
	k.CmpFloat32().AS[op](dst, fa, s.Float32())
}

// ----- 128- and 256-bit integers -----

// cmpInt128 is the three-way comparison of two 128-bit integers.
func cmpInt128(x, y arrays.Int128) int {
	switch {
	case x.Hi != y.Hi:
		return cmp3(x.Hi < y.Hi)
	case x.Lo != y.Lo:
		return cmp3(x.Lo < y.Lo)
	}
	return 0
}

// cmpInt256 is the three-way comparison of two 256-bit integers.
func cmpInt256(x, y arrays.Int256) int {
	if x[3] != y[3] {
		return cmp3(int64(x[3]) < int64(y[3]))
	}
	for i := 2; i >= 0; i-- {
		if x[i] != y[i] {
			return cmp3(x[i] < y[i])
		}
	}
	return 0
}

// cmp3 maps less to -1 and its negation to 1, without a branch (the
// outcome is data-dependent, so a branch would mispredict half the time).
func cmp3(less bool) int { return 1 - 2*int(b2u(less)) }

// cmpWideAA compares 128- or 256-bit integers slot by slot.
func cmpWideAA[T arrays.Int128 | arrays.Int256](op cmpOp, dst []uint64, a, b []T, cmp func(x, y T) int) {
	cmpFuncAA(op, dst, len(a), func(i int) int { return cmp(a[i], b[i]) })
}

// cmpWideAS compares 128- or 256-bit integers with one value.
func cmpWideAS[T arrays.Int128 | arrays.Int256](op cmpOp, dst []uint64, a []T, s T, cmp func(x, y T) int) {
	cmpFuncAA(op, dst, len(a), func(i int) int { return cmp(a[i], s) })
}

// ----- intervals: equality only -----

// cmpEqualityAA compares values that have equality but no order (Equal and
// NotEqual only; checkComparable rejects the other ops).
func cmpEqualityAA[T comparable](op cmpOp, dst []uint64, a, b []T) {
	ne := b2u(op == opNe)
	n := len(a)
	for w := range (n + 63) / 64 {
		var m uint64
		for i := range min(64, n-64*w) {
			m |= (b2u(a[64*w+i] == b[64*w+i]) ^ ne) << uint(i)
		}
		dst[w] = m
	}
}

// cmpEqualityAS compares values that have equality but no order with one value.
func cmpEqualityAS[T comparable](op cmpOp, dst []uint64, a []T, s T) {
	ne := b2u(op == opNe)
	n := len(a)
	for w := range (n + 63) / 64 {
		var m uint64
		for i := range min(64, n-64*w) {
			m |= (b2u(a[64*w+i] == s) ^ ne) << uint(i)
		}
		dst[w] = m
	}
}

// ----- booleans -----

// boolOp applies op to 64 pairs of booleans at once (false < true).
func boolOp(op cmpOp, a, b uint64) uint64 {
	switch op {
	case opEq:
		return ^(a ^ b)
	case opNe:
		return a ^ b
	case opLt:
		return ^a & b
	case opLe:
		return ^a | b
	case opGt:
		return a &^ b
	}
	return a | ^b
}

// cmpBoolAA compares two bitmaps of booleans, 64 slots per step.
func cmpBoolAA(op cmpOp, dst []uint64, a []byte, aOff int, b []byte, bOff int, n int) {
	for w := range (n + 63) / 64 {
		k := min(64, n-64*w)
		dst[w] = boolOp(op, loadBits(a, aOff+64*w, k), loadBits(b, bOff+64*w, k)) & lowBits(k)
	}
}

// cmpBoolAS compares a bitmap of booleans with one boolean.
func cmpBoolAS(op cmpOp, dst []uint64, a []byte, aOff int, s bool, n int) {
	sb := -b2u(s) // all ones or all zeros
	for w := range (n + 63) / 64 {
		k := min(64, n-64*w)
		dst[w] = boolOp(op, loadBits(a, aOff+64*w, k), sb) & lowBits(k)
	}
}

// ----- byte strings -----

// cmpBinaryAS compares every value of a binary-like array with s. Offsets
// layouts test the lengths first for Equal and NotEqual; view layouts
// compare the 4-byte prefix held in the view before touching any data
// buffer.
func cmpBinaryAS(k *asm.Table, op cmpOp, dst []uint64, a *arrays.Data, s []byte) {
	switch arrays.StorageOf(a.Type).ID() {
	case arrays.BINARY, arrays.UTF8:
		cmpOffsetsAS[int32](k, op, dst, a, s)
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		cmpOffsetsAS[int64](k, op, dst, a, s)
	default:
		cmpViewsAS(genericTable, op, dst, a, s)
	}
}

func cmpOffsetsAS[O int32 | int64](k *asm.Table, op cmpOp, dst []uint64, a *arrays.Data, s []byte) {
	n := a.Length
	offs := viewAt[O](a.Buffers[1], a.Offset, n+1)
	data := a.Buffers[2]
	if op == opEq || op == opNe {
		// Lengths first, for every value (the level's LenEq32 for int32
		// offsets: vectors of offsets less the same vectors one offset
		// earlier), then bytes only where a length matches: the first 8
		// as one masked word, the rest (if any) only where those agree.
		words := (n + 63) / 64
		ls := O(len(s))
		if unsafeSizeof[O]() == 4 && int64(len(s)) <= math.MaxInt32 {
			o32 := unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(offs))), len(offs))
			k.LenEq32(dst[:words], o32, int32(len(s)))
		} else {
			for w := range words {
				o := offs[64*w : 64*w+min(64, n-64*w)+1]
				var m uint64
				for i := range len(o) - 1 {
					m |= b2u(o[i+1]-o[i] == ls) << uint(i)
				}
				dst[w] = m
			}
		}
		full := data[:cap(data)]
		sw := word8(s, 0)
		mask := ^(^uint64(0) >> (8 * uint(min(len(s), 8)))) // the first len(s) bytes (all 8: shifting by 64 gives 0)
		long := len(s) > 8
		for w := range words {
			m := dst[w]
			for z := m; z != 0; z &= z - 1 {
				i := bits.TrailingZeros64(z)
				lo := int(offs[64*w+i])
				if (word8(full, lo)^sw)&mask != 0 || long && !bytes.Equal(data[lo+8:lo+len(s)], s[8:]) {
					m &^= 1 << uint(i)
				}
			}
			if op == opNe {
				m ^= lowBits(min(64, n-64*w))
			}
			dst[w] = m
		}
		return
	}
	res := op.results()
	full := data[:cap(data)]
	sw, ls := word8(s, 0), len(s)
	for w := range (n + 63) / 64 {
		var m uint64
		for i := range min(64, n-64*w) {
			j := 64*w + i
			lo, hi := int(offs[j]), int(offs[j+1])
			r := cmpWords(word8(full, lo), hi-lo, sw, ls)
			if r == 2 {
				r = bytes.Compare(data[lo:hi], s)
			}
			m |= res[r+1] << uint(i)
		}
		dst[w] = m
	}
}

// word8 returns the 8 bytes of buf from lo as a big-endian word, zero
// padded past the end of buf. Callers pass buffers extended to their
// capacity, so that the common case is one load; bytes past a value's
// length are masked by cmpWords.
func word8(buf []byte, lo int) uint64 {
	if lo+8 <= len(buf) {
		return binary.BigEndian.Uint64(buf[lo:])
	}
	var w uint64
	for k := range 8 {
		w <<= 8
		if lo+k < len(buf) {
			w |= uint64(buf[lo+k])
		}
	}
	return w
}

// cmpWords compares two byte strings of lengths lx and ly from their first
// 8 bytes (x and y, big-endian, as word8 reads them): -1, 0 or 1 when those
// decide, 2 when both strings go on past 8 equal bytes.
func cmpWords(x uint64, lx int, y uint64, ly int) int {
	k := min(lx, ly, 8)
	mask := ^(^uint64(0) >> (8 * uint(k))) // the first k bytes
	if x, y := x&mask, y&mask; x != y {
		return cmp3(x < y)
	}
	if k < 8 {
		return max(-1, min(1, lx-ly)) // one is a prefix of the other
	}
	return 2
}

// results lists whether op holds for a three-way result of -1, 0 and 1,
// as 0 or 1, to index by the result instead of branching on op.
func (op cmpOp) results() [3]uint64 {
	return [3]uint64{b2u(op.holds(-1)), b2u(op.holds(0)), b2u(op.holds(1))}
}

// cmpBytes is bytes.Compare with a shortcut: when both values have 8
// bytes, their first 8 read as big-endian words usually decide.
func cmpBytes(x, y []byte) int {
	if len(x) >= 8 && len(y) >= 8 {
		if a, b := binary.BigEndian.Uint64(x), binary.BigEndian.Uint64(y); a != b {
			return cmp3(a < b)
		}
	}
	return bytes.Compare(x, y)
}

// cmpBinaryAA compares two binary-like arrays slot by slot, whatever
// their layouts.
func cmpBinaryAA(op cmpOp, dst []uint64, a, b *arrays.Data) {
	ia, ib := arrays.StorageOf(a.Type).ID(), arrays.StorageOf(b.Type).ID()
	if (ia == arrays.BINARY || ia == arrays.UTF8) && (ib == arrays.BINARY || ib == arrays.UTF8) {
		cmpOffsetsAA[int32](op, dst, a, b)
		return
	}
	va, vb := binaryValues(a), binaryValues(b)
	if op == opEq || op == opNe {
		ne := op == opNe
		cmpFuncAA(opEq, dst, a.Length, func(i int) int {
			if bytes.Equal(va(i), vb(i)) != ne {
				return 0
			}
			return 1
		})
		return
	}
	cmpFuncAA(op, dst, a.Length, func(i int) int { return bytes.Compare(va(i), vb(i)) })
}

// binaryValues returns an accessor of the values of a binary-like array.
func binaryValues(d *arrays.Data) func(i int) []byte {
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.BINARY, arrays.UTF8:
		offs := viewAt[int32](d.Buffers[1], d.Offset, d.Length+1)
		data := d.Buffers[2]
		return func(i int) []byte { return data[offs[i]:offs[i+1]] }
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		offs := viewAt[int64](d.Buffers[1], d.Offset, d.Length+1)
		data := d.Buffers[2]
		return func(i int) []byte { return data[offs[i]:offs[i+1]] }
	}
	views := viewAt[arrays.View](d.Buffers[1], d.Offset, d.Length)
	bufs := d.Buffers
	return func(i int) []byte {
		if !d.IsValid(i) {
			return nil // a null slot's view may be anything
		}
		return viewBytes(&views[i], bufs)
	}
}

// cmpOffsetsAA compares two binary or utf8 arrays of the same offset
// width, the common case, without accessor calls: Equal and NotEqual test
// the lengths first.
func cmpOffsetsAA[O int32 | int64](op cmpOp, dst []uint64, a, b *arrays.Data) {
	n := a.Length
	oa, ob := viewAt[O](a.Buffers[1], a.Offset, n+1), viewAt[O](b.Buffers[1], b.Offset, n+1)
	da, db := a.Buffers[2], b.Buffers[2]
	fa, fb := da[:cap(da)], db[:cap(db)]
	eqOnly := op == opEq || op == opNe
	ne := b2u(op == opNe)
	res := op.results()
	for w := range (n + 63) / 64 {
		var m uint64
		for i := range min(64, n-64*w) {
			j := 64*w + i
			x, y := da[oa[j]:oa[j+1]], db[ob[j]:ob[j+1]]
			var bit uint64
			if eqOnly {
				bit = b2u(len(x) == len(y) && bytes.Equal(x, y)) ^ ne
			} else {
				r := cmpWords(word8(fa, int(oa[j])), len(x), word8(fb, int(ob[j])), len(y))
				if r == 2 {
					r = bytes.Compare(x, y)
				}
				bit = res[r+1]
			}
			m |= bit << uint(i)
		}
		dst[w] = m
	}
}
