package asm

import (
	"math"
	"testing"
	"unsafe"
)

// TestReduceCalls checks that each level's direct calls (reduceCalls)
// wrap the kernels its setter lists (reduceKernels): an entry in one is an
// entry in the other, and the two give the same lanes and block sums.
func TestReduceCalls(t *testing.T) {
	r := newRand(21)
	const n = 3 * SumBlock
	i64, i32 := make([]int64, n), make([]int32, n)
	f64, f32 := make([]float64, n), make([]float32, n)
	for i := range n {
		i64[i], i32[i] = int64(r.Uint64()), int32(r.Uint32())
		f64[i], f32[i] = r.NormFloat64(), float32(r.NormFloat64())
	}
	f64[7], f32[9] = math.NaN(), float32(math.Inf(-1))
	valid := randBytes(r, n/8+8, 0.8)
	for _, l := range Levels() {
		k := set.kits[l]
		raw, calls := &k.reduce, &k.reduceCalls
		t.Run("isa="+l.String(), func(t *testing.T) {
			has := []struct {
				name      string
				raw, call bool
			}{
				{"sumF64", raw.sumF64 != nil, calls.sumF64 != nil},
				{"sumF32", raw.sumF32 != nil, calls.sumF32 != nil},
				{"sumI64", raw.sumI64 != nil, calls.sumI64 != nil},
				{"sumI32", raw.sumI32 != nil, calls.sumI32 != nil},
				{"minMaxI64", raw.minMaxI64 != nil, calls.minMaxI64 != nil},
				{"minMaxI32", raw.minMaxI32 != nil, calls.minMaxI32 != nil},
				{"minMaxF64", raw.minMaxF64 != nil, calls.minMaxF64 != nil},
				{"minMaxF32", raw.minMaxF32 != nil, calls.minMaxF32 != nil},
				{"sumI8", raw.sumI8 != nil, calls.sumI8 != nil},
				{"sumU8", raw.sumU8 != nil, calls.sumU8 != nil},
				{"sumI16", raw.sumI16 != nil, calls.sumI16 != nil},
				{"sumU16", raw.sumU16 != nil, calls.sumU16 != nil},
				{"sumU32", raw.sumU32 != nil, calls.sumU32 != nil},
				{"sumU64", raw.sumU64 != nil, calls.sumU64 != nil},
				{"minMaxI8", raw.minMaxI8 != nil, calls.minMaxI8 != nil},
				{"minMaxU8", raw.minMaxU8 != nil, calls.minMaxU8 != nil},
				{"minMaxI16", raw.minMaxI16 != nil, calls.minMaxI16 != nil},
				{"minMaxU16", raw.minMaxU16 != nil, calls.minMaxU16 != nil},
				{"minMaxU32", raw.minMaxU32 != nil, calls.minMaxU32 != nil},
				{"minMaxU64", raw.minMaxU64 != nil, calls.minMaxU64 != nil},
				{"minMaxF16", raw.minMaxF16 != nil, calls.minMaxF16 != nil},
			}
			has = append(has, struct {
				name      string
				raw, call bool
			}{"sumF16 (sumF32)", raw.sumF32 != nil, calls.sumF16 != nil})
			for _, h := range has {
				if h.raw != h.call {
					t.Fatalf("%s: kernel set %v, direct call set %v", h.name, h.raw, h.call)
				}
			}
			if raw.sumF64 == nil {
				return
			}
			for _, v := range [][]byte{nil, valid} {
				for _, shift := range []uint{0, 5} {
					if v == nil && shift > 0 {
						continue
					}
					var s1, s2 [sumLeaf]float64
					raw.sumF64(s1[:n/SumBlock], f64, v, shift)
					s2 = calls.sumF64(f64, v, shift)
					raw.sumF32(s1[n/SumBlock:2*n/SumBlock], f32, v, shift)
					s3 := calls.sumF32(f32, v, shift)
					copy(s2[n/SumBlock:], s3[:n/SumBlock])
					for i := range s1 {
						if math.Float64bits(s1[i]) != math.Float64bits(s2[i]) {
							t.Fatalf("block %d sums differ: %v, %v", i, s1[i], s2[i])
						}
					}
					// sumF16: the float32 sums of the widened values
					f16 := make([]uint16, n)
					w32 := make([]float32, n)
					for i := range f16 {
						f16[i] = uint16(r.Uint32())
						w32[i] = halfToFloat32(f16[i])
					}
					raw.sumF32(s1[:n/SumBlock], w32, v, shift)
					s4 := calls.sumF16(f16, v, shift)
					for i := range n / SumBlock {
						if math.Float64bits(s1[i]) != math.Float64bits(s4[i]) {
							t.Fatalf("float16 block %d sums differ: %v, %v", i, s1[i], s4[i])
						}
					}
					var ll [16]uint64
					var lh, acc [16]int64
					raw.sumI64(&ll, &lh, i64, v, shift)
					raw.sumI32(&acc, i32, v, shift)
					if gl, gh := calls.sumI64(i64, v, shift); gl != ll || gh != lh {
						t.Fatalf("sumI64 lanes differ")
					}
					if g := calls.sumI32(i32, v, shift); g != acc {
						t.Fatalf("sumI32 lanes differ")
					}
					lo64, hi64 := fill16(int64(math.MaxInt64)), fill16(int64(math.MinInt64))
					raw.minMaxI64(&lo64, &hi64, i64, v, shift)
					if gl, gh := calls.minMaxI64(i64, v, shift, math.MaxInt64, math.MinInt64); gl != lo64 || gh != hi64 {
						t.Fatalf("minMaxI64 lanes differ")
					}
					lo64, hi64 = fill16(int64(math.MaxInt64)), fill16(int64(math.MinInt64))
					raw.minMaxF64(&lo64, &hi64, f64, v, shift)
					if gl, gh := calls.minMaxF64(f64, v, shift, math.MaxInt64, math.MinInt64); gl != lo64 || gh != hi64 {
						t.Fatalf("minMaxF64 lanes differ")
					}
					lo32, hi32 := fill16(int32(math.MaxInt32)), fill16(int32(math.MinInt32))
					raw.minMaxI32(&lo32, &hi32, i32, v, shift)
					if gl, gh := calls.minMaxI32(i32, v, shift, math.MaxInt32, math.MinInt32); gl != lo32 || gh != hi32 {
						t.Fatalf("minMaxI32 lanes differ")
					}
					lo32, hi32 = fill16(int32(math.MaxInt32)), fill16(int32(math.MinInt32))
					raw.minMaxF32(&lo32, &hi32, f32, v, shift)
					if gl, gh := calls.minMaxF32(f32, v, shift, math.MaxInt32, math.MinInt32); gl != lo32 || gh != hi32 {
						t.Fatalf("minMaxF32 lanes differ")
					}
					if !narrowCallsAgree(raw, calls, i64, v, shift) {
						t.Fatalf("narrow and unsigned reductions: kernel and direct call lanes differ")
					}
				}
			}
		})
	}
}

// TestHalfToFloat32 checks the float16 widening against the value each
// bit pattern stands for: (-1)^s * 2^(e-15) * (1 + m/1024), subnormals
// 2^-14 * m/1024, infinities and NaNs with their payload.
func TestHalfToFloat32(t *testing.T) {
	for h := range 1 << 16 {
		s, e, m := h>>15, (h>>10)&0x1f, h&0x3ff
		var want float64
		switch e {
		case 0x1f:
			want = math.Inf(1)
		case 0:
			want = math.Ldexp(float64(m)/1024, -14)
		default:
			want = math.Ldexp(1+float64(m)/1024, e-15)
		}
		if s == 1 {
			want = -want
		}
		got := halfToFloat32(uint16(h))
		if e == 0x1f && m != 0 {
			if bits := math.Float32bits(got); bits != uint32(s)<<31|0x7f800000|uint32(m)<<13 {
				t.Fatalf("%#04x: got %#08x, want the NaN with its payload", h, bits)
			}
			continue
		}
		if float64(got) != want || math.Signbit(float64(got)) != (s == 1) {
			t.Fatalf("%#04x: got %v, want %v", h, got, want)
		}
	}
}

// TestSumSplitOrder sums more than sumLeaf blocks whose block sums differ
// in magnitude by up to 10^16, so that any other grouping of the blocks
// than pairwise's rounds differently: the split in halves of blocks must
// keep the reference's order bit for bit.
func TestSumSplitOrder(t *testing.T) {
	const n = (2*sumLeaf+3)*SumBlock + 37
	r := newRand(5)
	f64, f32 := make([]float64, n), make([]float32, n)
	f16, w16 := make([]uint16, n), make([]float32, n)
	for i := range n {
		b := i / SumBlock
		f64[i] = (1 + r.Float64()) * math.Pow(10, float64(b%17-8))
		f32[i] = float32(f64[i])
		f16[i] = uint16((b%29+1)<<10 | r.IntN(1024))
		w16[i] = halfToFloat32(f16[i])
	}
	valid := randBytes(r, (n+3+7)/8, 0.9)
	forEachLevel(t, func(t *testing.T, k *Table) {
		for _, v := range [][]byte{nil, valid} {
			off := 0
			if v != nil {
				off = 3
			}
			if got, want := k.SumFloat64(f64, v, off), refSumFloat(f64, v, uint(off)); !sameBits(got, want) {
				t.Fatalf("bitmap %v: SumFloat64 = %v, want %v", v != nil, got, want)
			}
			if got, want := k.SumFloat32(f32, v, off), refSumFloat(f32, v, uint(off)); !sameBits(got, want) {
				t.Fatalf("bitmap %v: SumFloat32 = %v, want %v", v != nil, got, want)
			}
			if got, want := k.SumFloat16(f16, v, off), refSumFloat(w16, v, uint(off)); !sameBits(got, want) {
				t.Fatalf("bitmap %v: SumFloat16 = %v, want %v", v != nil, got, want)
			}
		}
	})
}

// narrowCallsAgree reports whether the narrow and unsigned reductions
// give the same lanes through reduceKernels and reduceCalls, over the
// bytes of x read as each type.
func narrowCallsAgree(raw *reduceKernels, calls *reduceCalls, x []int64, v []byte, shift uint) bool {
	n := len(x)
	b := unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), 8*n)
	i8, u8 := unsafe.Slice((*int8)(unsafe.Pointer(&b[0])), n), b[:n]
	i16 := unsafe.Slice((*int16)(unsafe.Pointer(&b[0])), n)
	u16 := unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), n)
	u32 := unsafe.Slice((*uint32)(unsafe.Pointer(&b[0])), n)
	u64 := unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), n)
	same := true
	sum := func(f func(*[16]int64), g [16]int64) {
		var acc [16]int64
		f(&acc)
		same = same && acc == g
	}
	sum(func(a *[16]int64) { raw.sumI8(a, i8, v, shift) }, calls.sumI8(i8, v, shift))
	sum(func(a *[16]int64) { raw.sumU8(a, u8, v, shift) }, calls.sumU8(u8, v, shift))
	sum(func(a *[16]int64) { raw.sumI16(a, i16, v, shift) }, calls.sumI16(i16, v, shift))
	sum(func(a *[16]int64) { raw.sumU16(a, u16, v, shift) }, calls.sumU16(u16, v, shift))
	sum(func(a *[16]int64) { raw.sumU32(a, u32, v, shift) }, calls.sumU32(u32, v, shift))
	var lo, hi [16]uint64
	raw.sumU64(&lo, &hi, u64, v, shift)
	gl, gh := calls.sumU64(u64, v, shift)
	same = same && gl == lo && gh == hi
	bounds := func(f func(lo, hi *[16]int32), gl, gh [16]int32) {
		lo, hi := fill16(int32(math.MaxInt32)), fill16(int32(math.MinInt32))
		f(&lo, &hi)
		same = same && gl == lo && gh == hi
	}
	const l, h = math.MaxInt32, math.MinInt32
	gl8, gh8 := calls.minMaxI8(i8, v, shift, l, h)
	bounds(func(lo, hi *[16]int32) { raw.minMaxI8(lo, hi, i8, v, shift) }, gl8, gh8)
	gl8, gh8 = calls.minMaxU8(u8, v, shift, l, h)
	bounds(func(lo, hi *[16]int32) { raw.minMaxU8(lo, hi, u8, v, shift) }, gl8, gh8)
	gl8, gh8 = calls.minMaxI16(i16, v, shift, l, h)
	bounds(func(lo, hi *[16]int32) { raw.minMaxI16(lo, hi, i16, v, shift) }, gl8, gh8)
	gl8, gh8 = calls.minMaxU16(u16, v, shift, l, h)
	bounds(func(lo, hi *[16]int32) { raw.minMaxU16(lo, hi, u16, v, shift) }, gl8, gh8)
	gl8, gh8 = calls.minMaxF16(u16, v, shift, l, h)
	bounds(func(lo, hi *[16]int32) { raw.minMaxF16(lo, hi, u16, v, shift) }, gl8, gh8)
	gl8, gh8 = calls.minMaxU32(u32, v, shift, l, h)
	bounds(func(lo, hi *[16]int32) { raw.minMaxU32(lo, hi, u32, v, shift) }, gl8, gh8)
	l64, h64 := fill16(int64(math.MaxInt64)), fill16(int64(math.MinInt64))
	raw.minMaxU64(&l64, &h64, u64, v, shift)
	g64l, g64h := calls.minMaxU64(u64, v, shift, math.MaxInt64, math.MinInt64)
	return same && g64l == l64 && g64h == h64
}
