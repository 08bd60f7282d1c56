package kernels

// The benchmarks of the issue, with its exact names and data: one op is one
// call over the whole input; b.SetBytes counts the bytes of the input
// values the call reads (values, plus offsets for utf8) for filter and
// compare, and the bytes of the values it produces for take, so that MB/s
// compares with copy bandwidth. Data is seeded:
//   int64 uniform in [0, 1_000_000) (int32 alike), float64 uniform in
//   [0, 1000), utf8 strings of 4..19 bytes over a small alphabet; mask bits
//   set with probability sel, nulls with probability nulls; indices uniform
//   in [0, n), sorted ascending for order=sorted.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

var benchSizes = []struct {
	name string
	n    int
}{{"64K", 1 << 16}, {"1M", 1 << 20}}

func benchRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0xda3e39cb94b95bdb)) }

// benchValid draws the valid flags of n slots, nil when nulls is 0.
func benchValid(r *rand.Rand, n int, nulls float64) []bool {
	if nulls == 0 {
		return nil
	}
	v := make([]bool, n)
	for i := range v {
		v[i] = r.Float64() >= nulls
	}
	return v
}

// benchArray builds the benchmark array of a type name.
func benchArray(typ string, n int, nulls float64, seed uint64) arrays.Array {
	r := benchRand(seed)
	valid := benchValid(r, n, nulls)
	switch typ {
	case "int32":
		vs := make([]int32, n)
		for i := range vs {
			vs[i] = int32(r.IntN(1_000_000))
		}
		b := arrays.NewInt32Builder()
		b.AppendValues(vs, valid)
		return b.NewArray()
	case "int64":
		vs := make([]int64, n)
		for i := range vs {
			vs[i] = int64(r.IntN(1_000_000))
		}
		b := arrays.NewInt64Builder()
		b.AppendValues(vs, valid)
		return b.NewArray()
	case "float64":
		vs := make([]float64, n)
		for i := range vs {
			vs[i] = r.Float64() * 1000
		}
		b := arrays.NewFloat64Builder()
		b.AppendValues(vs, valid)
		return b.NewArray()
	case "utf8":
		const alphabet = "abcdefgh"
		vs := make([]string, n)
		buf := make([]byte, 19)
		for i := range vs {
			l := 4 + r.IntN(16)
			for k := range l {
				buf[k] = alphabet[r.IntN(len(alphabet))]
			}
			vs[i] = string(buf[:l])
		}
		b := arrays.NewUtf8Builder()
		b.AppendStrings(vs, valid)
		return b.NewArray()
	}
	panic("benchArray: " + typ)
}

// inputBytes is the size of the values an array holds.
func inputBytes(a arrays.Array) int64 {
	d := a.Data()
	if w := arrays.PrimitiveByteWidth(d.Type.ID()); w > 0 {
		return int64(w * d.Length)
	}
	return int64(4*(d.Length+1) + len(d.Buffers[2]))
}

func benchMask(n int, sel float64, seed uint64) *arrays.Boolean {
	r := benchRand(seed)
	vs := make([]bool, n)
	for i := range vs {
		vs[i] = r.Float64() < sel
	}
	b := arrays.NewBooleanBuilder()
	b.AppendValues(vs, nil)
	return b.NewBooleanArray()
}

func benchIndices(n int, sorted bool, seed uint64) arrays.Array {
	r := benchRand(seed)
	vs := make([]int32, n)
	for i := range vs {
		vs[i] = int32(r.IntN(n))
	}
	if sorted {
		slices.Sort(vs)
	}
	b := arrays.NewInt32Builder()
	b.AppendValues(vs, nil)
	return b.NewArray()
}

func BenchmarkFilter(b *testing.B) {
	for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
		for _, nulls := range []float64{0, 0.10} {
			for _, sel := range []float64{0.01, 0.50, 0.99} {
				for _, sz := range benchSizes {
					name := fmt.Sprintf("type=%s/nulls=%.2f/sel=%.2f/n=%s", typ, nulls, sel, sz.name)
					b.Run(name, func(b *testing.B) {
						a := benchArray(typ, sz.n, nulls, 1)
						mask := benchMask(sz.n, sel, 2)
						b.SetBytes(inputBytes(a))
						for b.Loop() {
							if _, err := Filter(a, mask); err != nil {
								b.Fatal(err)
							}
						}
					})
				}
			}
		}
	}
}

func BenchmarkTake(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, order := range []string{"random", "sorted"} {
			for _, sz := range benchSizes {
				name := fmt.Sprintf("type=%s/idx=int32/order=%s/n=%s", typ, order, sz.name)
				b.Run(name, func(b *testing.B) {
					a := benchArray(typ, sz.n, 0, 1)
					idx := benchIndices(sz.n, order == "sorted", 3)
					b.SetBytes(inputBytes(a))
					for b.Loop() {
						if _, err := Take(a, idx); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

func BenchmarkCompare(b *testing.B) {
	for _, typ := range []string{"int64", "float64", "utf8"} {
		for _, op := range []string{"eq", "lt"} {
			for _, rhs := range []string{"scalar", "array"} {
				for _, sz := range benchSizes {
					name := fmt.Sprintf("type=%s/op=%s/rhs=%s/n=%s", typ, op, rhs, sz.name)
					b.Run(name, func(b *testing.B) {
						a := benchArray(typ, sz.n, 0, 1)
						var right Datum
						if rhs == "array" {
							right = benchArray(typ, sz.n, 0, 4)
						} else {
							switch typ {
							case "int64":
								right = Int64Scalar(500_000)
							case "float64":
								right = Float64Scalar(500)
							default:
								right = Utf8Scalar(a.(*arrays.Utf8).Value(sz.n / 2))
							}
						}
						f := Equal
						if op == "lt" {
							f = Less
						}
						b.SetBytes(inputBytes(a))
						for b.Loop() {
							if _, err := f(a, right); err != nil {
								b.Fatal(err)
							}
						}
					})
				}
			}
		}
	}
}

// BenchmarkCallOverhead measures a call on 64 values, reusing output
// buffers through a Scratch (the way to call kernels in a loop over small
// batches); BenchmarkCallOverheadNoScratch is the same without.
func BenchmarkCallOverhead(b *testing.B)          { benchCallOverhead(b, true) }
func BenchmarkCallOverheadNoScratch(b *testing.B) { benchCallOverhead(b, false) }

func benchCallOverhead(b *testing.B, reuse bool) {
	const n = 64
	a := benchArray("int64", n, 0, 1)
	mask := benchMask(n, 0.5, 2)
	idx := benchIndices(n, false, 3)
	scalar := Int64Scalar(500_000)
	var opts []Option
	if reuse {
		opts = []Option{&Scratch{}}
	}
	calls := map[string]func() error{
		"filter":  func() error { _, err := Filter(a, mask, opts...); return err },
		"take":    func() error { _, err := Take(a, idx, opts...); return err },
		"compare": func() error { _, err := Less(a, scalar, opts...); return err },
	}
	for _, kernel := range []string{"filter", "take", "compare"} {
		call := calls[kernel]
		b.Run(fmt.Sprintf("kernel=%s/type=int64/n=%d", kernel, n), func(b *testing.B) {
			b.SetBytes(8 * n)
			b.ReportAllocs()
			for b.Loop() {
				if err := call(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
