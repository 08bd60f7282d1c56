package arrays

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkAll: summing 1M int64 through All against the plain loop over
// Values (which, with nulls, tests IsValid as a caller would), and through
// All on utf8 (summing lengths) against Value(i). The loops sit in
// functions of their own: b.Loop keeps calls in its body from inlining,
// which would hide what a caller's loop compiles to.
func BenchmarkAll(b *testing.B) {
	const n = 1 << 20
	r := rand.New(rand.NewPCG(1, 2))
	for _, nulls := range []float64{0, 0.1} {
		ints := randomPrimitive(r, Int64Type{}, n, nulls).(*Int64)
		for _, loop := range []string{"values", "all"} {
			b.Run(fmt.Sprintf("type=int64/nulls=%.2f/n=1M/loop=%s", nulls, loop), func(b *testing.B) {
				b.SetBytes(8 * n)
				for b.Loop() {
					if loop == "all" {
						benchSink = sumAll(ints)
					} else {
						benchSink = sumValues(ints)
					}
				}
			})
		}
	}
	sb := NewUtf8Builder()
	for i := range n {
		sb.AppendString("value " + itoa(i%1000))
	}
	strs := sb.NewArray().(*Utf8)
	for _, loop := range []string{"value", "all"} {
		b.Run("type=utf8/nulls=0.00/n=1M/loop="+loop, func(b *testing.B) {
			b.SetBytes(int64(len(strs.ValueData())))
			for b.Loop() {
				if loop == "all" {
					benchSink = lenAll(strs)
				} else {
					benchSink = lenValue(strs)
				}
			}
		})
	}
}

var benchSink int64

func sumValues(a *Int64) int64 {
	var s int64
	if a.NullN() == 0 {
		for _, v := range a.Values() {
			s += v
		}
		return s
	}
	for i, v := range a.Values() {
		if a.IsValid(i) {
			s += v
		}
	}
	return s
}

func sumAll(a *Int64) int64 {
	var s int64
	for _, v := range a.All() {
		s += v
	}
	return s
}

func lenValue(a *Utf8) int64 {
	var s int64
	for i := range a.Len() {
		s += int64(len(a.Value(i)))
	}
	return s
}

func lenAll(a *Utf8) int64 {
	var s int64
	for _, v := range a.All() {
		s += int64(len(v))
	}
	return s
}
