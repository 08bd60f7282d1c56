package peerbench

// The twins of quiver's kernel benchmarks (kernels/kernels_bench_test.go
// and kernels/bench_test.go): the same names, inputs, b.SetBytes and unit
// of work, on arrow-go. Each sub-benchmark builds its inputs inside b.Run,
// as quiver's do. Results are released after each op (arrow-go's default
// allocator is the Go heap, so Release only drops reference counts).

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/compute"

	"github.com/quiver-go/quiver/internal/benchdata"
)

var sink int

func BenchmarkFilter(b *testing.B) {
	for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
		for _, nulls := range []float64{0, 0.10} {
			for _, sel := range []float64{0.01, 0.50, 0.99} {
				for _, sz := range benchdata.Sizes {
					name := fmt.Sprintf("type=%s/nulls=%.2f/sel=%.2f/n=%s", typ, nulls, sel, sz.Name)
					b.Run(name, func(b *testing.B) {
						c := benchdata.NewColumn(typ, sz.N, nulls, 1)
						a := Array(c)
						mask := Mask(benchdata.Mask(sz.N, sel, 2))
						b.SetBytes(c.InputBytes())
						for b.Loop() {
							out, err := Filter(a, mask)
							if err != nil {
								b.Fatal(err)
							}
							out.Release()
						}
					})
				}
			}
		}
	}
	// utf8view: arrow-go has no view kernels, so its utf8 filter runs on
	// the same strings (quiver's suite filters them as views).
	for _, sz := range benchdata.Sizes {
		b.Run(fmt.Sprintf("type=utf8view/nulls=0.00/sel=0.50/n=%s", sz.Name), func(b *testing.B) {
			c := benchdata.NewColumn("utf8", sz.N, 0, 1)
			a := Array(c)
			mask := Mask(benchdata.Mask(sz.N, 0.50, 2))
			b.SetBytes(c.InputBytes())
			for b.Loop() {
				out, err := Filter(a, mask)
				if err != nil {
					b.Fatal(err)
				}
				out.Release()
			}
		})
	}
}

func BenchmarkTake(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, order := range []string{"random", "sorted"} {
			for _, sz := range benchdata.Sizes {
				name := fmt.Sprintf("type=%s/idx=int32/order=%s/n=%s", typ, order, sz.Name)
				b.Run(name, func(b *testing.B) {
					c := benchdata.NewColumn(typ, sz.N, 0, 1)
					a := Array(c)
					idx := Indices(benchdata.Indices(sz.N, order == "sorted", 3))
					b.SetBytes(c.InputBytes())
					for b.Loop() {
						out, err := Take(a, idx)
						if err != nil {
							b.Fatal(err)
						}
						out.Release()
					}
				})
			}
		}
	}
	// utf8view: arrow-go's utf8 take on the same strings.
	b.Run("type=utf8view/idx=int32/order=random/n=1M", func(b *testing.B) {
		const n = 1 << 20
		c := benchdata.NewColumn("utf8", n, 0, 1)
		a := Array(c)
		idx := Indices(benchdata.Indices(n, false, 3))
		b.SetBytes(c.InputBytes())
		for b.Loop() {
			out, err := Take(a, idx)
			if err != nil {
				b.Fatal(err)
			}
			out.Release()
		}
	})
}

// compareFunc maps the op= names to arrow-go's function names.
var compareFunc = map[string]string{"eq": "equal", "lt": "less"}

// BenchmarkCompare: for type=utf8view, arrow-go's utf8 compare on the
// same strings (it has no view kernels).
func BenchmarkCompare(b *testing.B) {
	for _, typ := range []string{"int64", "float64", "utf8", "utf8view"} {
		for _, op := range []string{"eq", "lt"} {
			for _, rhs := range []string{"scalar", "array"} {
				for _, sz := range benchdata.Sizes {
					name := fmt.Sprintf("type=%s/op=%s/rhs=%s/n=%s", typ, op, rhs, sz.Name)
					col := typ
					if typ == "utf8view" {
						col = "utf8"
					}
					b.Run(name, func(b *testing.B) {
						c := benchdata.NewColumn(col, sz.N, 0, 1)
						a := Array(c)
						var right compute.Datum
						if rhs == "array" {
							right = &compute.ArrayDatum{Value: Array(benchdata.NewColumn(col, sz.N, 0, 4)).Data()}
						} else {
							right = compute.NewDatum(CompareScalar(col, a))
						}
						fn := compareFunc[op]
						b.SetBytes(c.InputBytes())
						for b.Loop() {
							out, err := Compare(fn, a, right)
							if err != nil {
								b.Fatal(err)
							}
							out.Release()
						}
					})
				}
			}
		}
	}
}

// BenchmarkCallOverhead: a call on 64 values. quiver's twin reuses output
// buffers through a Scratch; arrow-go has no such option, so these are
// plain calls with the default context (its allocations are reported).
func BenchmarkCallOverhead(b *testing.B) {
	const n = 64
	a := Array(benchdata.NewColumn("int64", n, 0, 1))
	mask := Mask(benchdata.Mask(n, 0.5, 2))
	idx := Indices(benchdata.Indices(n, false, 3))
	scalar := compute.NewDatum(CompareScalar("int64", a))
	calls := map[string]func() (arrow.Array, error){
		"filter":  func() (arrow.Array, error) { return Filter(a, mask) },
		"take":    func() (arrow.Array, error) { return Take(a, idx) },
		"compare": func() (arrow.Array, error) { return Compare("less", a, scalar) },
	}
	for _, kernel := range []string{"filter", "take", "compare"} {
		call := calls[kernel]
		b.Run(fmt.Sprintf("kernel=%s/type=int64/n=%d", kernel, n), func(b *testing.B) {
			b.SetBytes(8 * n)
			b.ReportAllocs()
			for b.Loop() {
				out, err := call()
				if err != nil {
					b.Fatal(err)
				}
				out.Release()
			}
		})
	}
}

func BenchmarkCountSetBits(b *testing.B) {
	bs := benchdata.NewBitmaps()
	n := benchdata.BitmapN
	for i, off := range benchdata.BitmapOffsets {
		bm := bs.Count[i]
		b.Run(fmt.Sprintf("offset=%d/n=1M", off), func(b *testing.B) {
			b.SetBytes(int64(n / 8))
			for b.Loop() {
				sink += bitutil.CountSetBits(bm, off, n)
			}
		})
	}
}

func BenchmarkBitmapAnd(b *testing.B) {
	bs := benchdata.NewBitmaps()
	n := benchdata.BitmapN
	for i, off := range benchdata.BitmapOffsets {
		// Both inputs at the offset, the output at 0, as in quiver's suite.
		x, y := bs.And[i][0], bs.And[i][1]
		dst := make([]byte, n/8)
		b.Run(fmt.Sprintf("offset=%d/n=1M", off), func(b *testing.B) {
			b.SetBytes(int64(n / 8))
			for b.Loop() {
				bitutil.BitmapAnd(x, y, int64(off), int64(off), dst, 0, int64(n))
			}
		})
	}
}

func BenchmarkSetBitRuns(b *testing.B) {
	bs := benchdata.NewBitmaps()
	n := benchdata.BitmapN
	for i, d := range benchdata.Densities {
		bm := bs.Runs[i]
		b.Run("density="+d+"/offset=0/n=1M", func(b *testing.B) {
			b.SetBytes(int64(n / 8))
			for b.Loop() {
				total := 0
				SetBitRuns(bm, 0, n, func(s, e int) { total += e - s })
				sink += total
			}
		})
	}
}

// BenchmarkBoolean is the twin of quiver's: arrow-go's "and", "or_kleene"
// and "not" on the same columns.
func BenchmarkBoolean(b *testing.B) {
	for _, op := range []string{"and", "or_kleene", "not"} {
		for _, nulls := range []float64{0, 0.10} {
			for _, sz := range benchdata.Sizes {
				b.Run(fmt.Sprintf("op=%s/nulls=%.2f/n=%s", op, nulls, sz.Name), func(b *testing.B) {
					l, r := BoolArray(benchdata.BoolColumn(sz.N, nulls, 5)), BoolArray(benchdata.BoolColumn(sz.N, nulls, 6))
					in := 2 * int64(bitutil.BytesForBits(int64(sz.N)))
					if nulls == 0 {
						in /= 2
					}
					if op != "not" {
						in *= 2
					}
					b.SetBytes(in)
					for b.Loop() {
						out, err := Logic(op, l, r)
						if err != nil {
							b.Fatal(err)
						}
						out.Release()
					}
				})
			}
		}
	}
}

// BenchmarkIsIn is the twin of quiver's: arrow-go's "is_in" with the
// value set given as an array (hashed on every call, as quiver's).
func BenchmarkIsIn(b *testing.B) {
	for _, typ := range []string{"int64", "utf8"} {
		for _, setN := range []int{4, 1000} {
			b.Run(fmt.Sprintf("type=%s/set=%d/n=1M", typ, setN), func(b *testing.B) {
				c := benchdata.NewColumn(typ, 1<<20, 0, 1)
				a, set := Array(c), Array(benchdata.NewColumn(typ, setN, 0, 9))
				b.SetBytes(c.InputBytes())
				for b.Loop() {
					out, err := IsIn(a, set)
					if err != nil {
						b.Fatal(err)
					}
					out.Release()
				}
			})
		}
	}
}

// BenchmarkStringPredicate is what a Go user writes without quiver
// (arrow-go v18.8.0 has no string predicates): a loop over the arrow-go
// utf8 array's values with strings.HasPrefix, strings.Contains, a
// compiled regexp (^abc for LIKE 'abc%') or strings.HasSuffix, building an
// arrow-go Boolean. The utf8view rows run the same loop on the same
// strings.
func BenchmarkStringPredicate(b *testing.B) {
	re := regexp.MustCompile(`^abc`)
	for _, op := range []string{"starts_with", "contains", "like_prefix", "ends_with"} {
		for _, typ := range []string{"utf8", "utf8view"} {
			b.Run(fmt.Sprintf("op=%s/type=%s/n=1M", op, typ), func(b *testing.B) {
				c := benchdata.NewColumn("utf8", 1<<20, 0, 1)
				a := Array(c).(*array.String)
				b.SetBytes(c.InputBytes())
				for b.Loop() {
					bb := array.NewBooleanBuilder(mem)
					bb.Reserve(a.Len())
					for i := range a.Len() {
						if a.IsNull(i) {
							bb.AppendNull()
							continue
						}
						s := a.Value(i)
						switch op {
						case "starts_with":
							bb.UnsafeAppend(strings.HasPrefix(s, "abc"))
						case "contains":
							bb.UnsafeAppend(strings.Contains(s, "gha"))
						case "ends_with":
							bb.UnsafeAppend(strings.HasSuffix(s, "fgh"))
						default:
							bb.UnsafeAppend(re.MatchString(s))
						}
					}
					out := bb.NewBooleanArray()
					bb.Release()
					out.Release()
				}
			})
		}
	}
}
