package kernels

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// decimalMixTypes are decimals of every width at scales that make the
// rescaling short, long (past 10^19 and 10^38) and negative, and integers.
var decimalMixTypes = []arrays.DataType{
	arrays.Decimal32Type{Precision: 9, Scale: 2},
	arrays.Decimal32Type{Precision: 9, Scale: 0},
	arrays.Decimal64Type{Precision: 18, Scale: 4},
	arrays.Decimal64Type{Precision: 18, Scale: -3},
	arrays.Decimal128Type{Precision: 38, Scale: 10},
	arrays.Decimal128Type{Precision: 38, Scale: 30},
	arrays.Decimal128Type{Precision: 20, Scale: 2},
	arrays.Decimal256Type{Precision: 76, Scale: 20},
	arrays.Decimal256Type{Precision: 76, Scale: 70},
	arrays.Decimal256Type{Precision: 40, Scale: 0},
	arrays.Int8Type{}, arrays.Int64Type{}, arrays.Uint64Type{},
}

// scaledSmall returns small·10^e, or nil when that is not an integer.
func scaledSmall(small, e int64) *big.Int {
	v := big.NewInt(small)
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(max(e, -e)), nil)
	if e >= 0 {
		return v.Mul(v, p)
	}
	var m big.Int
	if v.DivMod(v, p, &m); m.Sign() != 0 {
		return nil
	}
	return v
}

// decimalValues returns unscaled values for t: the extremes of its width
// and their neighbours, zero, ±1, a few decimals with two digits after the
// point and their neighbours (equal values across scales), then random
// values of random magnitude up to n.
func decimalValues(t arrays.DataType, r *rand.Rand, n int) []*big.Int {
	lo, hi := bigRange(t)
	one := big.NewInt(1)
	fit := func(v *big.Int) bool { return v.Cmp(lo) >= 0 && v.Cmp(hi) <= 0 }
	vals := []*big.Int{lo, new(big.Int).Add(lo, one), hi, new(big.Int).Sub(hi, one), big.NewInt(0), one, big.NewInt(-1)}
	for _, small := range []int64{1, -1, 25, -25, 1234, 700, -300} { // small/100
		if v := scaledSmall(small, int64(scaleOf(t))-2); v != nil && fit(v) {
			vals = append(vals, v, new(big.Int).Add(v, one), new(big.Int).Sub(v, one))
		}
	}
	bits := 8 * arrays.PrimitiveByteWidth(t.ID())
	for len(vals) < n {
		w := arrays.Int256{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
		v := w.Big()
		v.Rsh(v, uint(256-bits+r.IntN(bits))) // |v| below 2^(bits-1)
		if fit(v) {
			vals = append(vals, v)
		}
	}
	return vals[:n]
}

// decimalArray builds an array of t from unscaled values, a null last.
func decimalArray(t *testing.T, typ arrays.DataType, vals []*big.Int) arrays.Array {
	b, err := arrays.NewBuilder(typ)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vals {
		w := arrays.Int256FromBig(v)
		switch x := b.(type) {
		case *arrays.Decimal32Builder:
			x.Append(int32(w[0]))
		case *arrays.Decimal64Builder:
			x.Append(int64(w[0]))
		case *arrays.Decimal128Builder:
			x.Append(w.Int128())
		case *arrays.Decimal256Builder:
			x.Append(w)
		case *arrays.Int8Builder:
			x.Append(int8(w[0]))
		case *arrays.Int64Builder:
			x.Append(int64(w[0]))
		case *arrays.Uint64Builder:
			x.Append(w[0])
		default:
			t.Fatalf("no builder for %s", typ)
		}
	}
	b.AppendNull()
	return b.NewArray()
}

// exactDecimal is slot i of a decimal or integer array as a rational.
func exactDecimal(a arrays.Array, i int) *big.Rat {
	d := a.Data()
	v := wideAt(d.Type.ID(), d.Buffers[1], d.Offset+i).Big()
	s := int64(scaleOf(d.Type))
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(max(s, -s)), nil)
	if s >= 0 {
		return new(big.Rat).SetFrac(v, p)
	}
	return new(big.Rat).SetInt(v.Mul(v, p))
}

func TestDecimalMixedCompares(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	vals := map[string][]*big.Int{}
	arrs := map[string]arrays.Array{}
	for _, typ := range decimalMixTypes {
		vals[typ.String()] = decimalValues(typ, r, 48)
		arrs[typ.String()] = decimalArray(t, typ, vals[typ.String()])
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, ta := range decimalMixTypes {
			a := arrs[ta.String()]
			ax := make([]*big.Rat, a.Len()-1)
			for i := range ax {
				ax[i] = exactDecimal(a, i)
			}
			for _, tb := range decimalMixTypes {
				if !mixedDecimal(ta, tb) {
					continue
				}
				// b: tb's own values, and a's values where tb holds them exactly
				b := arrs[tb.String()]
				for _, op := range allOps {
					what := fmt.Sprintf("%s %s %s", ta, op, tb)
					got, err := compare(op, a, b, []Option{lv})
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					if err := arrays.ValidateFull(got); err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					for i := range a.Len() {
						if a.IsNull(i) || b.IsNull(i) {
							if !got.IsNull(i) {
								t.Fatalf("%s: slot %d not null", what, i)
							}
							continue
						}
						if w := op.holds(ax[i].Cmp(exactDecimal(b, i))); got.Value(i) != w {
							t.Fatalf("%s: slot %d (%s vs %s) = %v", what, i, a.ValueString(i), b.ValueString(i), got.Value(i))
						}
					}
					// slots of a and of b as scalars, on both sides
					for _, src := range []arrays.Array{a, b} {
						for j := int(op % 3); j < src.Len()-1; j += 3 { // a third of the slots per op
							s, err := ScalarAt(src, j)
							if err != nil {
								t.Fatal(err)
							}
							if src == a {
								// a's value in b's type when b holds it: scalar of type tb against a
								s = nil
								if sv, ok := convertExact(a, j, tb); ok {
									s = sv
								}
							}
							if s == nil {
								continue
							}
							got, err := compare(op, a, s, []Option{lv})
							if err != nil {
								t.Fatalf("%s scalar: %v", what, err)
							}
							got2, err := compare(op.swapped(), s, a, []Option{lv})
							if err != nil {
								t.Fatal(err)
							}
							sx := exactScalar(s)
							for i := range a.Len() - 1 {
								w := op.holds(ax[i].Cmp(sx))
								if got.Value(i) != w || got2.Value(i) != w {
									t.Fatalf("%s: slot %d (%s) vs scalar %s: %v / swapped %v, want %v", what, i, a.ValueString(i), s, got.Value(i), got2.Value(i), w)
								}
							}
							if !got.IsNull(a.Len()-1) || !got2.IsNull(a.Len()-1) {
								t.Fatalf("%s: a null slot against a scalar is not null", what)
							}
						}
					}
				}
			}
		}
	})
	a := arrs[decimalMixTypes[4].String()]
	got, err := Less(a, NullScalar(arrays.Decimal256Type{Precision: 40, Scale: 3}))
	if err != nil || got.NullN() != got.Len() {
		t.Fatalf("decimal < null decimal: %v, %v", got, err)
	}
}

// convertExact returns slot j of a as a scalar of type t when t holds it
// exactly.
func convertExact(a arrays.Array, j int, t arrays.DataType) (*Scalar, bool) {
	x := exactDecimal(a, j)
	s := int64(scaleOf(t))
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(max(s, -s)), nil)
	if s >= 0 {
		x = new(big.Rat).Mul(x, new(big.Rat).SetInt(p))
	} else {
		x = new(big.Rat).Quo(x, new(big.Rat).SetInt(p))
	}
	if !x.IsInt() {
		return nil, false
	}
	lo, hi := bigRange(t)
	v := x.Num()
	if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 {
		return nil, false
	}
	return bigScalar(t, v), true
}

func exactScalar(s *Scalar) *big.Rat {
	v := wideAt(s.typ.ID(), s.fixed[:], 0).Big()
	sc := int64(scaleOf(s.typ))
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(max(sc, -sc)), nil)
	if sc >= 0 {
		return new(big.Rat).SetFrac(v, p)
	}
	return new(big.Rat).SetInt(v.Mul(v, p))
}

// FuzzDecimalRescale compares two decimal256 values of any scales (the
// rescaling of the array-array loop) and converts one to the other's type
// (the scalar path) against exact rationals.
func FuzzDecimalRescale(f *testing.F) {
	f.Add(uint64(1), uint64(0), int8(2), uint64(100), uint64(0), int8(4), uint8(0))
	f.Add(^uint64(0), ^uint64(0), int8(76), uint64(5), uint64(0), int8(-20), uint8(3))
	f.Fuzz(func(t *testing.T, x0, x3 uint64, sx int8, y0, y3 uint64, sy int8, opb uint8) {
		x := arrays.Int256{x0, x3 >> 7, x0 ^ x3, x3}
		y := arrays.Int256{y0, y3 >> 9, y3, y3}
		tx := arrays.Decimal256Type{Precision: 76, Scale: int32(sx)}
		ty := arrays.Decimal256Type{Precision: 76, Scale: int32(sy)}
		sxv, syv := newFixedScalar(tx, x), newFixedScalar(ty, y)
		want := exactScalar(sxv).Cmp(exactScalar(syv))
		r := newRescaler(tx.Scale, ty.Scale)
		if got := r.cmp(x, y); got != want {
			t.Fatalf("%s@%d vs %s@%d: %d, want %d", x, sx, y, sy, got, want)
		}
		// "x op y" with y converted into x's type
		op := allOps[int(opb)%len(allOps)]
		op2, s2, constant, value := convertDecimalScalar(op, tx, syv)
		got := value
		if !constant {
			got = op2.holds(exactScalar(sxv).Cmp(exactScalar(s2)))
		}
		if got != op.holds(want) {
			t.Fatalf("%s@%d %s %s@%d: %v after conversion, want %v", x, sx, op, y, sy, got, op.holds(want))
		}
	})
}
