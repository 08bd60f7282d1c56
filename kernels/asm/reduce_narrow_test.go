package asm

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

// The reductions of 8/16-bit and unsigned integers at every level against
// math/big sums and plain bounds, over the cases of the other reductions
// (lengths around the 16-value groups, shifts 0..7, nulls 0/10/50/100%,
// values and bitmap against a guard page). The values lean on the type's
// extremes, so that a sign or zero extension, a sign flip or a carry the
// kernel gets wrong shows; uint64 sums overflow 64 bits.

type narrowInt interface {
	int8 | uint8 | int16 | uint16 | uint32 | uint64
}

// randNarrow draws a value of T: its least or greatest, one near zero, or
// random bits.
func randNarrow[T narrowInt](r *rand.Rand) T {
	var zero T
	lo, hi := zero, ^zero // unsigned
	if ^zero < 0 {        // signed: 1 << (bits-1) is the least
		lo = 1
		for lo > 0 {
			lo <<= 1
		}
		hi = ^lo
	}
	switch r.IntN(8) {
	case 0:
		return lo
	case 1:
		return hi
	case 2:
		return T(r.IntN(3)) // 0, 1, 2
	case 3:
		return hi - T(r.IntN(4))
	}
	return T(r.Uint64())
}

// refNarrow returns the sum and bounds of the valid values of x (ok false:
// none).
func refNarrow[T narrowInt](x []T, valid []byte, shift uint) (sum *big.Int, lo, hi T, ok bool) {
	sum = new(big.Int)
	for i, v := range x {
		if !refValid(valid, shift, i) {
			continue
		}
		if v < 0 {
			sum.Add(sum, big.NewInt(int64(v)))
		} else {
			sum.Add(sum, new(big.Int).SetUint64(uint64(v)))
		}
		if !ok || v < lo {
			lo = v
		}
		if !ok || v > hi {
			hi = v
		}
		ok = true
	}
	return sum, lo, hi, ok
}

func big128(lo uint64, hi int64) *big.Int {
	s := new(big.Int).Lsh(big.NewInt(hi), 64)
	return s.Add(s, new(big.Int).SetUint64(lo))
}

// checkNarrow runs sum and minMax of one type on case c and compares them
// with refNarrow; none is the bounds when no value is valid.
func checkNarrow[T narrowInt](t *testing.T, r *rand.Rand, c reduceCase, valid []byte, name string, sum func([]T, []byte, int) *big.Int, minMax func([]T, []byte, int) (T, T), noneLo, noneHi T) {
	t.Helper()
	x := make([]T, c.n)
	for i := range x {
		x[i] = randNarrow[T](r)
	}
	pv, px := placed(t, valid), placed(t, x)
	want, lo, hi, ok := refNarrow(x, valid, c.shift)
	if !ok {
		lo, hi = noneLo, noneHi
	}
	what := fmt.Sprintf("%s n=%d shift=%d nulls=%.1f", name, c.n, c.shift, c.p)
	if got := sum(px, pv, int(c.shift)); got.Cmp(want) != 0 {
		t.Fatalf("%s: sum = %s, want %s", what, got, want)
	}
	if gl, gh := minMax(px, pv, int(c.shift)); gl != lo || gh != hi {
		t.Fatalf("%s: bounds = %d, %d; want %d, %d", what, gl, gh, lo, hi)
	}
}

func TestReduceNarrow(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(3)
		for _, c := range reduceCases() {
			if c.n > 70000 {
				continue // the float sums' many-block case adds nothing here
			}
			valid := reduceBitmap(r, c)
			checkNarrow(t, r, c, valid, "int8", func(x []int8, v []byte, o int) *big.Int { return big128(k.SumInt8(x, v, o)) }, k.MinMaxInt8, math.MaxInt8, math.MinInt8)
			checkNarrow(t, r, c, valid, "uint8", func(x []uint8, v []byte, o int) *big.Int { return big128(k.SumUint8(x, v, o)) }, k.MinMaxUint8, math.MaxUint8, 0)
			checkNarrow(t, r, c, valid, "int16", func(x []int16, v []byte, o int) *big.Int { return big128(k.SumInt16(x, v, o)) }, k.MinMaxInt16, math.MaxInt16, math.MinInt16)
			checkNarrow(t, r, c, valid, "uint16", func(x []uint16, v []byte, o int) *big.Int { return big128(k.SumUint16(x, v, o)) }, k.MinMaxUint16, math.MaxUint16, 0)
			checkNarrow(t, r, c, valid, "uint32", func(x []uint32, v []byte, o int) *big.Int { return big128(k.SumUint32(x, v, o)) }, k.MinMaxUint32, math.MaxUint32, 0)
			checkNarrow(t, r, c, valid, "uint64", func(x []uint64, v []byte, o int) *big.Int {
				lo, hi := k.SumUint64(x, v, o)
				s := new(big.Int).Lsh(new(big.Int).SetUint64(hi), 64)
				return s.Add(s, new(big.Int).SetUint64(lo))
			}, k.MinMaxUint64, math.MaxUint64, 0)
		}
	})
}

// halfLess orders float16 bits by value, -0 below +0 (neither NaN).
func halfLess(a, b uint16) bool {
	fa, fb := halfToFloat32(a), halfToFloat32(b)
	if fa == fb {
		return a&0x8000 > b&0x8000 // only zeros tie: the negative one is less
	}
	return fa < fb
}

// randHalfBits draws float16 bits: NaNs of either sign and any payload,
// ±0, ±Inf, the largest finite values and subnormals, or random ones.
func randHalfBits(r *rand.Rand, nanShare int) uint16 {
	s := uint16(r.IntN(2)) << 15
	if r.IntN(100) < nanShare {
		return s | 0x7c00 | uint16(1+r.IntN(0x3ff))
	}
	switch r.IntN(10) {
	case 0:
		return s
	case 1:
		return s | 0x7c00
	case 2:
		return s | 0x7bff
	case 3:
		return s | uint16(1+r.IntN(0x3ff))
	}
	return s | uint16(r.IntN(0x7c00))
}

func TestReduceMinMaxFloat16(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(4)
		for _, c := range reduceCases() {
			if c.n > 70000 {
				continue
			}
			valid := reduceBitmap(r, c)
			for _, nanShare := range []int{0, 5, 100} {
				x := make([]uint16, c.n)
				for i := range x {
					x[i] = randHalfBits(r, nanShare)
				}
				var lo, hi uint16
				ok := false
				for i, v := range x {
					if !refValid(valid, c.shift, i) || v&0x7fff > 0x7c00 {
						continue
					}
					if !ok || halfLess(v, lo) {
						lo = v
					}
					if !ok || halfLess(hi, v) {
						hi = v
					}
					ok = true
				}
				gl, gh := k.MinMaxFloat16(placed(t, x), placed(t, valid), int(c.shift))
				what := fmt.Sprintf("n=%d shift=%d nulls=%.1f NaNs=%d%%", c.n, c.shift, c.p, nanShare)
				if !ok {
					if gl != math.MaxInt16 || gh != math.MinInt16 {
						t.Fatalf("%s: no value, got keys %d, %d", what, gl, gh)
					}
					continue
				}
				if bl, bh := uint16(halfKey(uint16(gl))), uint16(halfKey(uint16(gh))); bl != lo || bh != hi {
					t.Fatalf("%s: bounds %#04x, %#04x; want %#04x, %#04x", what, bl, bh, lo, hi)
				}
			}
		}
	})
}
