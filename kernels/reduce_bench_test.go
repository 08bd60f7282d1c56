package kernels

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
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
// float64, the 8/16-bit and unsigned integers, float16 (MinMax only) with
// 0 and 10% nulls; MinMax of utf8view too), the SortIndices
// and the TopK cases of the benchmarks above at every level this machine
// has, as
// kernel=<Kernel>/<case>/isa=<level> (for `quiver bench` and `benchstat
// -col /isa`). The orderings have no assembly: every level runs the same
// Go, which the per-level figures show.
func BenchmarkReduceByISA(b *testing.B) {
	for _, c := range reduceCases() {
		for _, k := range availableTables() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+k.Name(), func(b *testing.B) {
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
	for _, typ := range []string{"int8", "int16", "uint8", "uint16", "uint32", "uint64", "float16"} {
		for _, nulls := range []float64{0, 0.10} {
			a := narrowBenchArray(typ, mega, nulls, 1)
			name := fmt.Sprintf("type=%s/nulls=%.2f/n=1M", typ, nulls)
			if typ != "float16" { // float16 sums widen through the float32 kernel, benchmarked above
				cs = append(cs, predicateCase{"Sum", name, inputBytes(a), func(o ...Option) error { _, err := Sum(a, o...); return err }})
			}
			cs = append(cs, predicateCase{"MinMax", name, inputBytes(a), func(o ...Option) error { _, _, err := MinMax(a, o...); return err }})
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
				t.Errorf("%s/%s isa=%s: %v", c.kernel, c.name, k.Name(), err)
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

// narrowBenchArray builds an array of the narrow, unsigned or float16
// type typ from benchdata's int64 column of the same nulls and seed: each
// value truncated to the type (float16: the low 16 bits as a finite value,
// a NaN now and then).
func narrowBenchArray(typ string, n int, nulls float64, seed uint64) arrays.Array {
	c := benchdata.NewColumn("int64", n, nulls, seed)
	switch typ {
	case "int8":
		b := arrays.NewInt8Builder()
		b.AppendValues(convertAll[int8](c.Int64), c.Valid)
		return b.NewArray()
	case "int16":
		b := arrays.NewInt16Builder()
		b.AppendValues(convertAll[int16](c.Int64), c.Valid)
		return b.NewArray()
	case "uint8":
		b := arrays.NewUint8Builder()
		b.AppendValues(convertAll[uint8](c.Int64), c.Valid)
		return b.NewArray()
	case "uint16":
		b := arrays.NewUint16Builder()
		b.AppendValues(convertAll[uint16](c.Int64), c.Valid)
		return b.NewArray()
	case "uint32":
		b := arrays.NewUint32Builder()
		b.AppendValues(convertAll[uint32](c.Int64), c.Valid)
		return b.NewArray()
	case "uint64":
		b := arrays.NewUint64Builder()
		b.AppendValues(convertAll[uint64](c.Int64), c.Valid)
		return b.NewArray()
	case "float16":
		h := make([]arrays.Half, n)
		for i, v := range c.Int64 {
			if m := v % 0x7c00; m < 0 { // finite, either sign
				h[i] = 0x8000 | arrays.Half(-m)
			} else {
				h[i] = arrays.Half(m)
			}
			if v%1000 == 0 {
				h[i] = 0x7e00
			}
		}
		b := arrays.NewFloat16Builder()
		b.AppendValues(h, c.Valid)
		return b.NewArray()
	}
	panic("narrowBenchArray: no type " + typ)
}

func convertAll[T int8 | int16 | uint8 | uint16 | uint32 | uint64](x []int64) []T {
	out := make([]T, len(x))
	for i, v := range x {
		out[i] = T(v)
	}
	return out
}
