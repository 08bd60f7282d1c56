package kernels

import (
	"bytes"
	"fmt"
	"testing"
)

// Benchmarks of the reductions and orderings (names fixed by issue 11;
// the arrow-go twins in interop/peerbench use the same benchdata columns).
// SetBytes counts the input column's bytes.

func BenchmarkSum(b *testing.B) {
	for _, typ := range []string{"int64", "float64"} {
		for _, nulls := range []float64{0, 0.10} {
			b.Run(fmt.Sprintf("type=%s/nulls=%.2f/n=1M", typ, nulls), func(b *testing.B) {
				a := benchArray(typ, mega, nulls, 1)
				b.SetBytes(inputBytes(a))
				for b.Loop() {
					if _, err := Sum(a); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkMinMax(b *testing.B) {
	for _, typ := range []string{"int32", "int64", "float64", "utf8view"} {
		b.Run(fmt.Sprintf("type=%s/n=1M", typ), func(b *testing.B) {
			a := benchArray(typ, mega, 0, 1)
			b.SetBytes(inputBytes(a))
			for b.Loop() {
				if _, _, err := MinMax(a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkSortIndices(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, sz := range benchSizes {
			b.Run(fmt.Sprintf("type=%s/n=%s", typ, sz.Name), func(b *testing.B) {
				a := benchArray(typ, sz.N, 0, 1)
				b.SetBytes(inputBytes(a))
				for b.Loop() {
					if _, err := SortIndices(a, Ascending, NullsLast); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func BenchmarkTopK(b *testing.B) {
	b.Run("type=int64/k=100/n=1M", func(b *testing.B) {
		a := benchArray("int64", mega, 0, 1)
		b.SetBytes(inputBytes(a))
		for b.Loop() {
			if _, err := TopK(a, 100); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkReduceByISA runs the Sum and MinMax cases (int32, int64,
// float64 with 0 and 10% nulls; MinMax of utf8view too), the SortIndices
// and the TopK cases of the benchmarks above at every level this machine
// has, as
// kernel=<Kernel>/<case>/isa=<level> (for `quiver bench` and `benchstat
// -col /isa`). The orderings have no assembly: every level runs the same
// Go, which the per-level figures show.
func BenchmarkReduceByISA(b *testing.B) {
	for _, c := range reduceCases() {
		for _, k := range availableTables() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+k.Level.String(), func(b *testing.B) {
				b.SetBytes(c.bytes)
				for b.Loop() {
					if err := c.call(atLevel{k}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func reduceCases() []predicateCase {
	var cs []predicateCase
	for _, typ := range []string{"int32", "int64", "float64"} {
		for _, nulls := range []float64{0, 0.10} {
			a := benchArray(typ, mega, nulls, 1)
			name := fmt.Sprintf("type=%s/nulls=%.2f/n=1M", typ, nulls)
			cs = append(cs,
				predicateCase{"Sum", name, inputBytes(a), func(o ...Option) error { _, err := Sum(a, o...); return err }},
				predicateCase{"MinMax", name, inputBytes(a), func(o ...Option) error { _, _, err := MinMax(a, o...); return err }})
		}
	}
	views := benchArray("utf8view", mega, 0, 1)
	cs = append(cs, predicateCase{"MinMax", "type=utf8view/nulls=0.00/n=1M", inputBytes(views), func(o ...Option) error {
		_, _, err := MinMax(views, o...)
		return err
	}})
	for _, typ := range []string{"int64", "utf8"} {
		for _, sz := range benchSizes {
			a := benchArray(typ, sz.N, 0, 1)
			cs = append(cs, predicateCase{"SortIndices", fmt.Sprintf("type=%s/n=%s", typ, sz.Name), inputBytes(a), func(o ...Option) error {
				_, err := SortIndices(a, Ascending, NullsLast, o...)
				return err
			}})
		}
	}
	big := benchArray("int64", mega, 0, 1)
	cs = append(cs,
		predicateCase{"TopK", "type=int64/k=100/n=1M", inputBytes(big), func(o ...Option) error { _, err := TopK(big, 100, o...); return err }})
	return cs
}

// TestReduceByISACases runs every case once at every level.
func TestReduceByISACases(t *testing.T) {
	for _, c := range reduceCases() {
		for _, k := range availableTables() {
			if err := c.call(atLevel{k}); err != nil {
				t.Errorf("%s/%s isa=%s: %v", c.kernel, c.name, k.Level.String(), err)
			}
		}
	}
}

// BenchmarkReadBandwidth is the yardstick of the reduction goals ("within
// 1.5x of the machine's read bandwidth"): the Go runtime's vectorised
// bytes.IndexByte looking for a byte that is not there. It does next to no
// work per byte, so its MB/s is the read bandwidth to quote beside
// BenchmarkSum and BenchmarkMinMax: bytes=8M is what an int64 or float64
// column of n=1M holds (in a large L3 it stays there), bytes=32M the
// larger working set of a utf8view column of n=1M (views and data, from
// DRAM on most machines). A popcount, its first yardstick, is
// compute-bound on AVX2 machines: the bounds kernels outran it.
func BenchmarkReadBandwidth(b *testing.B) {
	for _, mb := range []int{8, 32} {
		buf := make([]byte, mb*mega)
		for i := range buf {
			buf[i] = byte(i%255) + 1 // never 0
		}
		b.Run(fmt.Sprintf("bytes=%dM", mb), func(b *testing.B) {
			b.SetBytes(int64(len(buf)))
			for b.Loop() {
				sink += bytes.IndexByte(buf, 0)
			}
		})
	}
}
