package asm

import (
	"fmt"
	"maps"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// The reductions at every level against plain references (math/big for
// integer sums, the documented order written out for float sums), at the
// test lengths, every bitmap shift 0..7, nulls at 0/10/50/100%, with the
// values and the bitmap placed against a guard page.

func refValid(valid []byte, shift uint, i int) bool {
	return valid == nil || bit(valid, int(shift)+i)
}

func refSumFloat[F float32 | float64](x []F, valid []byte, shift uint) float64 {
	negz := math.Copysign(0, -1)
	nb := (len(x) + SumBlock - 1) / SumBlock
	if nb == 0 {
		return negz
	}
	sums := make([]float64, nb)
	for b := range sums {
		var l [16]float64
		for j := range l {
			l[j] = negz
		}
		for i := b * SumBlock; i < len(x) && i < (b+1)*SumBlock; i++ {
			if refValid(valid, shift, i) {
				l[i%16] += float64(x[i])
			}
		}
		t0 := (l[0] + l[4]) + (l[8] + l[12])
		t1 := (l[1] + l[5]) + (l[9] + l[13])
		t2 := (l[2] + l[6]) + (l[10] + l[14])
		t3 := (l[3] + l[7]) + (l[11] + l[15])
		sums[b] = (t0 + t2) + (t1 + t3)
	}
	for len(sums) > 1 { // pairwise, halves split at len/2
		var pw func(s []float64) float64
		pw = func(s []float64) float64 {
			if len(s) == 1 {
				return s[0]
			}
			return pw(s[:len(s)/2]) + pw(s[len(s)/2:])
		}
		return pw(sums)
	}
	return sums[0]
}

// placed copies s against a guard page.
func placed[E any](t *testing.T, s []E) []E {
	if len(s) == 0 {
		return s
	}
	size := len(s) * int(unsafe.Sizeof(s[0]))
	g := newGuard(t, size)
	b := g.Place(unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), size))
	return unsafe.Slice((*E)(unsafe.Pointer(&b[0])), len(s))
}

// randFloat draws a float of any magnitude; with specials, NaN, ±Inf and
// ±0 now and then (rarely enough that most long sums stay finite).
func randFloat(r *rand.Rand, specials bool) float64 {
	if !specials {
		return r.NormFloat64() * math.Pow(10, float64(r.IntN(20)-10))
	}
	switch r.IntN(40) {
	case 0:
		return math.NaN()
	case 1:
		return math.Copysign(0, -1)
	case 2:
		return math.Inf(1 - 2*r.IntN(2))
	case 3:
		return 0
	}
	return r.NormFloat64() * math.Pow(10, float64(r.IntN(20)-10))
}

func randInt64(r *rand.Rand) int64 {
	switch r.IntN(10) {
	case 0:
		return math.MaxInt64
	case 1:
		return math.MinInt64
	case 2:
		return int64(r.IntN(5) - 2)
	}
	return int64(r.Uint64())
}

type reduceCase struct {
	n     int
	shift uint
	p     float64 // probability of a null
}

func reduceCases() []reduceCase {
	var cs []reduceCase
	for _, n := range testLengths(70000) {
		if n > 300 && n%64 != 1 && n%64 != 63 && n != 2048 && n != 4096 && n != 65553 {
			continue
		}
		for _, p := range []float64{0, 0.1, 0.5, 1} {
			cs = append(cs, reduceCase{n, uint(n % 8), p})
		}
	}
	for shift := range uint(8) {
		cs = append(cs, reduceCase{2048*2 + 16*int(shift), shift, 0.3}, reduceCase{33, shift, 0.2})
	}
	// more than sumLeaf blocks: float sums split in halves of their blocks
	cs = append(cs, reduceCase{(2*sumLeaf+3)*SumBlock + 37, 3, 0.1})
	return cs
}

// reduceBitmap draws the bitmap of a case (nil for no nulls half the time),
// exactly as long as the slots need.
func reduceBitmap(r *rand.Rand, c reduceCase) []byte {
	if c.p == 0 && c.n%2 == 0 {
		return nil
	}
	b := randBytes(r, (int(c.shift)+c.n+7)/8, 1-c.p)
	if len(b) == 0 {
		return nil
	}
	return b
}

func TestReduceSums(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(1)
		for _, c := range reduceCases() {
			valid := reduceBitmap(r, c)
			pv := placed(t, valid)
			f64 := make([]float64, c.n)
			f32 := make([]float32, c.n)
			f16, w16 := make([]uint16, c.n), make([]float32, c.n) // bits, widened
			i64 := make([]int64, c.n)
			i32 := make([]int32, c.n)
			specials := r.IntN(3) == 0
			for i := range c.n {
				f64[i] = randFloat(r, specials)
				f32[i] = float32(randFloat(r, specials))
				i64[i] = randInt64(r)
				i32[i] = int32(randInt64(r))
				e := r.IntN(31) // no infinity or NaN unless specials
				if specials {
					e = r.IntN(32)
				}
				f16[i] = uint16(r.IntN(2)<<15 | e<<10 | r.IntN(1024))
				w16[i] = halfToFloat32(f16[i])
			}
			what := fmt.Sprintf("n=%d shift=%d nulls=%.1f", c.n, c.shift, c.p)
			if got, want := k.SumFloat64(placed(t, f64), pv, int(c.shift)), refSumFloat(f64, valid, c.shift); !sameBits(got, want) {
				t.Fatalf("%s: SumFloat64 = %v, want %v", what, got, want)
			}
			if got, want := k.SumFloat32(placed(t, f32), pv, int(c.shift)), refSumFloat(f32, valid, c.shift); !sameBits(got, want) {
				t.Fatalf("%s: SumFloat32 = %v, want %v", what, got, want)
			}
			if got, want := k.SumFloat16(placed(t, f16), pv, int(c.shift)), refSumFloat(w16, valid, c.shift); !sameBits(got, want) {
				t.Fatalf("%s: SumFloat16 = %v, want %v", what, got, want)
			}
			want, want32 := new(big.Int), int64(0)
			for i := range c.n {
				if refValid(valid, c.shift, i) {
					want.Add(want, big.NewInt(i64[i]))
					want32 += int64(i32[i])
				}
			}
			lo, hi := k.SumInt64(placed(t, i64), pv, int(c.shift))
			got := new(big.Int).Lsh(big.NewInt(hi), 64)
			got.Add(got, new(big.Int).SetUint64(lo))
			if got.Cmp(want) != 0 {
				t.Fatalf("%s: SumInt64 = %s, want %s", what, got, want)
			}
			if got := k.SumInt32(placed(t, i32), pv, int(c.shift)); got != want32 {
				t.Fatalf("%s: SumInt32 = %d, want %d", what, got, want32)
			}
		}
	})
}

func sameBits(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || a != a && b != b
}

func TestReduceMinMax(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(2)
		for _, c := range reduceCases() {
			valid := reduceBitmap(r, c)
			pv := placed(t, valid)
			f64 := make([]float64, c.n)
			f32 := make([]float32, c.n)
			i64 := make([]int64, c.n)
			i32 := make([]int32, c.n)
			specials := r.IntN(3) == 0
			for i := range c.n {
				f64[i] = randFloat(r, specials)
				f32[i] = float32(randFloat(r, specials))
				i64[i] = randInt64(r)
				i32[i] = int32(randInt64(r))
			}
			wl64, wh64 := int64(math.MaxInt64), int64(math.MinInt64)
			wl32, wh32 := int32(math.MaxInt32), int32(math.MinInt32)
			fl64, fh64 := int64(math.MaxInt64), int64(math.MinInt64)
			fl32, fh32 := int32(math.MaxInt32), int32(math.MinInt32)
			for i := range c.n {
				if !refValid(valid, c.shift, i) {
					continue
				}
				wl64, wh64 = min(wl64, i64[i]), max(wh64, i64[i])
				wl32, wh32 = min(wl32, i32[i]), max(wh32, i32[i])
				if f := f64[i]; f == f {
					// -0 below +0: compare signs on a tie
					key := floatKey64(f)
					fl64, fh64 = min(fl64, key), max(fh64, key)
				}
				if f := f32[i]; f == f {
					key := floatKey32(f)
					fl32, fh32 = min(fl32, key), max(fh32, key)
				}
			}
			what := fmt.Sprintf("n=%d shift=%d nulls=%.1f", c.n, c.shift, c.p)
			if lo, hi := k.MinMaxInt64(placed(t, i64), pv, int(c.shift)); lo != wl64 || hi != wh64 {
				t.Fatalf("%s: MinMaxInt64 = %d, %d; want %d, %d", what, lo, hi, wl64, wh64)
			}
			if lo, hi := k.MinMaxInt32(placed(t, i32), pv, int(c.shift)); lo != wl32 || hi != wh32 {
				t.Fatalf("%s: MinMaxInt32 = %d, %d; want %d, %d", what, lo, hi, wl32, wh32)
			}
			if lo, hi := k.MinMaxFloat64(placed(t, f64), pv, int(c.shift)); lo != fl64 || hi != fh64 {
				t.Fatalf("%s: MinMaxFloat64 = %v, %v; want %v, %v", what, floatOfKey64(lo), floatOfKey64(hi), floatOfKey64(fl64), floatOfKey64(fh64))
			}
			if lo, hi := k.MinMaxFloat32(placed(t, f32), pv, int(c.shift)); lo != fl32 || hi != fh32 {
				t.Fatalf("%s: MinMaxFloat32 = %v, %v; want %v, %v", what, floatOfKey32(lo), floatOfKey32(hi), floatOfKey32(fl32), floatOfKey32(fh32))
			}
		}
	})
}

// TestFloatKeys checks that the keys order floats as < does, -0 below +0.
func TestFloatKeys(t *testing.T) {
	vals := []float64{math.Inf(-1), -math.MaxFloat64, -1, -math.SmallestNonzeroFloat64, math.Copysign(0, -1), 0, math.SmallestNonzeroFloat64, 1, math.MaxFloat64, math.Inf(1)}
	for i := 1; i < len(vals); i++ {
		if floatKey64(vals[i-1]) >= floatKey64(vals[i]) {
			t.Errorf("key(%v) >= key(%v)", vals[i-1], vals[i])
		}
		if floatKey32(float32(vals[i-1])) >= floatKey32(float32(vals[i])) && float32(vals[i-1]) != float32(vals[i]) {
			t.Errorf("key32(%v) >= key32(%v)", vals[i-1], vals[i])
		}
		if floatOfKey64(floatKey64(vals[i])) != vals[i] {
			t.Errorf("floatOfKey64 does not invert at %v", vals[i])
		}
	}
}

// floatPatterns are inputs that meet the edges of the float bounds
// kernels' fast path (VMINP/VMAXP per chunk, see gen/asmgen): NaNs of
// either sign in every lane position, alone or filling whole chunks, zero
// bounds of either sign, infinities, each drawn by value index.
func floatPatterns() map[string]func(r *rand.Rand, i int) float64 {
	negNaN := math.Float64frombits(0xfff8000000000001)
	negz := math.Copysign(0, -1)
	norm := func(r *rand.Rand) float64 { return r.NormFloat64() * 100 }
	nan := func(r *rand.Rand) float64 { return [2]float64{math.NaN(), negNaN}[r.IntN(2)] }
	ps := map[string]func(r *rand.Rand, i int) float64{
		"zeros": func(r *rand.Rand, i int) float64 { return [2]float64{0, negz}[r.IntN(2)] },
		"negzero-once": func(r *rand.Rand, i int) float64 {
			if i == 700 {
				return negz
			}
			return 0
		},
		"poszero-once": func(r *rand.Rand, i int) float64 {
			if i == 37 {
				return 0
			}
			return negz
		},
		"zeros-and-positive": func(r *rand.Rand, i int) float64 {
			return [3]float64{0, negz, math.Abs(norm(r))}[r.IntN(3)]
		},
		"zeros-and-negative": func(r *rand.Rand, i int) float64 {
			return [3]float64{0, negz, -math.Abs(norm(r))}[r.IntN(3)]
		},
		"all-nan":    func(r *rand.Rand, i int) float64 { return nan(r) },
		"nan-chunks": func(r *rand.Rand, i int) float64 { return [2]float64{nan(r), norm(r)}[i/512%2] },
		"nan-zeros": func(r *rand.Rand, i int) float64 {
			return [3]float64{nan(r), 0, negz}[r.IntN(3)]
		},
		"infinities": func(r *rand.Rand, i int) float64 {
			return [3]float64{math.Inf(1), math.Inf(-1), nan(r)}[r.IntN(3)]
		},
		"pos-inf-nan": func(r *rand.Rand, i int) float64 { return [2]float64{math.Inf(1), nan(r)}[r.IntN(2)] },
		"neg-inf-nan": func(r *rand.Rand, i int) float64 { return [2]float64{math.Inf(-1), nan(r)}[r.IntN(2)] },
	}
	for p := range 16 {
		ps[fmt.Sprintf("nan-lane-%d", p)] = func(r *rand.Rand, i int) float64 {
			if i%16 == p {
				return nan(r)
			}
			return norm(r)
		}
	}
	for _, p := range []int{0, 5, 15, 16, 31, 511, 512, 1000} {
		// one NaN among values that would be bounded by a mis-ordered
		// NaN of either sign
		ps[fmt.Sprintf("nan-at-%d", p)] = func(r *rand.Rand, i int) float64 {
			if i == p {
				return nan(r)
			}
			return norm(r)
		}
	}
	for lane := range 16 {
		for _, g := range []int{0, 17, 31, 40 + lane} {
			// one zero of the other sign in a chunk of zeros, at lane
			// lane of group g: only that lane's bound carries the sign
			at := 16*g + lane
			ps[fmt.Sprintf("negzero-lane-%d-group-%d", lane, g)] = func(r *rand.Rand, i int) float64 {
				if i == at {
					return negz
				}
				return 0
			}
			ps[fmt.Sprintf("poszero-lane-%d-group-%d", lane, g)] = func(r *rand.Rand, i int) float64 {
				if i == at {
					return 0
				}
				return negz
			}
		}
	}
	for lane := range 16 {
		for _, g := range []int{0, 30, 42} {
			// zeros in the even groups, nonzero values of one sign in the
			// odd ones, one zero of the other sign at lane lane of group
			// g: only the least (or only the greatest) is a zero
			at := 16*g + lane
			ps[fmt.Sprintf("negzero-positive-lane-%d-group-%d", lane, g)] = func(r *rand.Rand, i int) float64 {
				switch {
				case i == at:
					return negz
				case i/16%2 == 1:
					return float64(1 + i)
				}
				return 0
			}
			ps[fmt.Sprintf("poszero-negative-lane-%d-group-%d", lane, g)] = func(r *rand.Rand, i int) float64 {
				switch {
				case i == at:
					return 0
				case i/16%2 == 1:
					return -float64(1 + i)
				}
				return negz
			}
		}
	}
	for _, g := range []int{1, 2, 31, 32, 33} {
		// a group of NaNs after the bound (1 or -1): a kernel whose bound
		// turns NaN there and restarts from the next value loses it
		ps[fmt.Sprintf("up-nan-group-%d", g)] = func(r *rand.Rand, i int) float64 {
			if i/16 == g {
				return nan(r)
			}
			return float64(1 + i)
		}
		ps[fmt.Sprintf("down-nan-group-%d", g)] = func(r *rand.Rand, i int) float64 {
			if i/16 == g {
				return nan(r)
			}
			return -float64(1 + i)
		}
	}
	return ps
}

func TestReduceMinMaxFloatEdges(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		r := newRand(3)
		pats := floatPatterns()
		for _, name := range slices.Sorted(maps.Keys(pats)) {
			pat := pats[name]
			for _, n := range []int{16, 48, 512, 1040, 2048 + 16*5 + 7} {
				for _, p := range []float64{0, 0.3} {
					shift := uint(r.IntN(8))
					var valid []byte
					if p > 0 {
						valid = randBytes(r, (int(shift)+n+7)/8, 1-p)
					}
					pv := placed(t, valid)
					f64 := make([]float64, n)
					f32 := make([]float32, n)
					for i := range n {
						f64[i] = pat(r, i)
						f32[i] = float32(pat(r, i))
					}
					fl64, fh64 := int64(math.MaxInt64), int64(math.MinInt64)
					fl32, fh32 := int32(math.MaxInt32), int32(math.MinInt32)
					for i := range n {
						if !refValid(valid, shift, i) {
							continue
						}
						if f := f64[i]; f == f {
							fl64, fh64 = min(fl64, floatKey64(f)), max(fh64, floatKey64(f))
						}
						if f := f32[i]; f == f {
							fl32, fh32 = min(fl32, floatKey32(f)), max(fh32, floatKey32(f))
						}
					}
					what := fmt.Sprintf("%s n=%d shift=%d nulls=%.1f", name, n, shift, p)
					if lo, hi := k.MinMaxFloat64(placed(t, f64), pv, int(shift)); lo != fl64 || hi != fh64 {
						t.Errorf("%s: MinMaxFloat64 = %v (%#x), %v (%#x); want %v (%#x), %v (%#x)", what, floatOfKey64(lo), lo, floatOfKey64(hi), hi, floatOfKey64(fl64), fl64, floatOfKey64(fh64), fh64)
					}
					if lo, hi := k.MinMaxFloat32(placed(t, f32), pv, int(shift)); lo != fl32 || hi != fh32 {
						t.Errorf("%s: MinMaxFloat32 = %v (%#x), %v (%#x); want %v (%#x), %v (%#x)", what, floatOfKey32(lo), lo, floatOfKey32(hi), hi, floatOfKey32(fl32), fl32, floatOfKey32(fh32), fh32)
					}
				}
			}
		}
	})
}
