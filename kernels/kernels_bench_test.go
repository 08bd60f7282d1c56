package kernels

// The benchmarks of the issue, with its exact names and data: one op is one
// call over the whole input; b.SetBytes counts the bytes of the input
// values the call reads (values, plus offsets for utf8) for filter and
// compare, and the bytes of the values it produces for take, so that MB/s
// compares with copy bandwidth. Data is seeded (internal/benchdata, shared
// with the arrow-go twin suite interop/peerbench):
//   int64 uniform in [0, 1_000_000) (int32 alike), float64 uniform in
//   [0, 1000), utf8 strings of 4..19 bytes over a small alphabet; mask bits
//   set with probability sel, nulls with probability nulls; indices uniform
//   in [0, n), sorted ascending for order=sorted. utf8view holds the
//   utf8 strings as views (values of at most 12 bytes inline) and counts
//   the bytes of the same strings in the utf8 layout (offsets + data), so
//   its MB/s compares with utf8's and with the arrow-go twin, which runs
//   arrow-go's utf8 kernels on those strings (arrow-go has no view kernels).

import (
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
)

var benchSizes = benchdata.Sizes

// benchArray builds the benchmark array of a type name from benchdata's
// values (the arrow-go twin suite, interop/peerbench, builds its arrays
// from the same values).
func benchArray(typ string, n int, nulls float64, seed uint64) arrays.Array {
	if typ == "utf8view" {
		c := benchdata.NewColumn("utf8", n, nulls, seed)
		b := arrays.NewUtf8ViewBuilder()
		b.AppendStrings(c.Strings, c.Valid)
		return b.NewArray()
	}
	c := benchdata.NewColumn(typ, n, nulls, seed)
	switch typ {
	case "int32":
		b := arrays.NewInt32Builder()
		b.AppendValues(c.Int32, c.Valid)
		return b.NewArray()
	case "int64":
		b := arrays.NewInt64Builder()
		b.AppendValues(c.Int64, c.Valid)
		return b.NewArray()
	case "float64":
		b := arrays.NewFloat64Builder()
		b.AppendValues(c.Float64, c.Valid)
		return b.NewArray()
	default:
		b := arrays.NewUtf8Builder()
		b.AppendStrings(c.Strings, c.Valid)
		return b.NewArray()
	}
}

// inputBytes is the size of the values an array holds.
func inputBytes(a arrays.Array) int64 {
	d := a.Data()
	if isView(d.Type.ID()) {
		total := 4 * (d.Length + 1)
		for i := range d.Length {
			if d.IsValid(i) {
				total += int(viewAt[arrays.View](d.Buffers[1], d.Offset+i, 1)[0].Length)
			}
		}
		return int64(total)
	}
	if w := arrays.PrimitiveByteWidth(d.Type.ID()); w > 0 {
		return int64(w * d.Length)
	}
	return int64(4*(d.Length+1) + len(d.Buffers[2]))
}

func benchMask(n int, sel float64, seed uint64) *arrays.Boolean {
	b := arrays.NewBooleanBuilder()
	b.AppendValues(benchdata.Mask(n, sel, seed), nil)
	return b.NewBooleanArray()
}

func benchIndices(n int, sorted bool, seed uint64) arrays.Array {
	b := arrays.NewInt32Builder()
	b.AppendValues(benchdata.Indices(n, sorted, seed), nil)
	return b.NewArray()
}

func BenchmarkFilter(b *testing.B) {
	for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
		for _, nulls := range []float64{0, 0.10} {
			for _, sel := range []float64{0.01, 0.50, 0.99} {
				for _, sz := range benchSizes {
					name := fmt.Sprintf("type=%s/nulls=%.2f/sel=%.2f/n=%s", typ, nulls, sel, sz.Name)
					b.Run(name, func(b *testing.B) {
						a := benchArray(typ, sz.N, nulls, 1)
						mask := benchMask(sz.N, sel, 2)
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
	for _, sz := range benchSizes {
		b.Run(fmt.Sprintf("type=utf8view/nulls=0.00/sel=0.50/n=%s", sz.Name), func(b *testing.B) {
			a := benchArray("utf8view", sz.N, 0, 1)
			mask := benchMask(sz.N, 0.50, 2)
			b.SetBytes(inputBytes(a))
			for b.Loop() {
				if _, err := Filter(a, mask); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkTake(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, order := range []string{"random", "sorted"} {
			for _, sz := range benchSizes {
				name := fmt.Sprintf("type=%s/idx=int32/order=%s/n=%s", typ, order, sz.Name)
				b.Run(name, func(b *testing.B) {
					a := benchArray(typ, sz.N, 0, 1)
					idx := benchIndices(sz.N, order == "sorted", 3)
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
	b.Run("type=utf8view/idx=int32/order=random/n=1M", func(b *testing.B) {
		a := benchArray("utf8view", mega, 0, 1)
		idx := benchIndices(mega, false, 3)
		b.SetBytes(inputBytes(a))
		for b.Loop() {
			if _, err := Take(a, idx); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkCompare(b *testing.B) {
	for _, typ := range []string{"int64", "float64", "utf8", "utf8view"} {
		for _, op := range []string{"eq", "lt"} {
			for _, rhs := range []string{"scalar", "array"} {
				for _, sz := range benchSizes {
					name := fmt.Sprintf("type=%s/op=%s/rhs=%s/n=%s", typ, op, rhs, sz.Name)
					b.Run(name, func(b *testing.B) {
						a := benchArray(typ, sz.N, 0, 1)
						var right Datum
						if rhs == "array" {
							right = benchArray(typ, sz.N, 0, 4)
						} else {
							switch typ {
							case "int64":
								right = Int64Scalar(500_000)
							case "float64":
								right = Float64Scalar(500)
							case "utf8view":
								right = Utf8Scalar(a.(*arrays.Utf8View).Value(sz.N / 2))
							default:
								right = Utf8Scalar(a.(*arrays.Utf8).Value(sz.N / 2))
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

// BenchmarkBoolean combines two boolean columns (op=and, or_kleene) or
// inverts one (op=not); SetBytes counts the value and validity bitmap
// bytes read.
func BenchmarkBoolean(b *testing.B) {
	for _, op := range []string{"and", "or_kleene", "not"} {
		for _, nulls := range []float64{0, 0.10} {
			for _, sz := range benchSizes {
				b.Run(fmt.Sprintf("op=%s/nulls=%.2f/n=%s", op, nulls, sz.Name), func(b *testing.B) {
					l, r := benchBool(sz.N, nulls, 5), benchBool(sz.N, nulls, 6)
					in := 2 * int64(arrays.BitmapLen(sz.N))
					if nulls == 0 {
						in /= 2
					}
					if op != "not" {
						in *= 2
					}
					b.SetBytes(in)
					for b.Loop() {
						var err error
						switch op {
						case "and":
							_, err = And(l, r)
						case "or_kleene":
							_, err = OrKleene(l, r)
						default:
							_, err = Not(l)
						}
						if err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

func benchBool(n int, nulls float64, seed uint64) *arrays.Boolean {
	vals, valid := benchdata.BoolColumn(n, nulls, seed)
	bb := arrays.NewBooleanBuilder()
	bb.AppendValues(vals, valid)
	return bb.NewBooleanArray()
}

// BenchmarkIsIn looks a column up in a set of set values drawn like the
// column (seed 9), so a fraction of the slots hit; SetBytes counts the
// column's input bytes.
func BenchmarkIsIn(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, setN := range []int{4, 1000} {
			b.Run(fmt.Sprintf("type=%s/set=%d/n=1M", typ, setN), func(b *testing.B) {
				a, set := benchArray(typ, 1<<20, 0, 1), benchArray(typ, setN, 0, 9)
				b.SetBytes(inputBytes(a))
				for b.Loop() {
					if _, err := IsIn(a, set); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkStringPredicate matches the benchmark strings (4..19 bytes over
// "abcdefgh") against starts_with "abc", contains "gha", LIKE 'abc%' and
// ends_with "fgh".
func BenchmarkStringPredicate(b *testing.B) {
	for _, op := range []string{"starts_with", "contains", "like_prefix", "ends_with"} {
		for _, typ := range []string{"utf8", "utf8view"} {
			b.Run(fmt.Sprintf("op=%s/type=%s/n=1M", op, typ), func(b *testing.B) {
				a := benchArray(typ, 1<<20, 0, 1)
				like, err := CompileLike("abc%", '\\', false)
				if err != nil {
					b.Fatal(err)
				}
				b.SetBytes(inputBytes(a))
				for b.Loop() {
					var err error
					switch op {
					case "starts_with":
						_, err = StartsWith(a, "abc")
					case "contains":
						_, err = Contains(a, "gha")
					case "ends_with":
						_, err = EndsWith(a, "fgh")
					default:
						_, err = like.Match(a)
					}
					if err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
