package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels/asm"
)

// BenchmarkKernelsByISA runs a representative subset of the Filter, Take
// and Compare benchmarks (same names, same data as BenchmarkFilter,
// BenchmarkTake and BenchmarkCompare, output buffers reused) at every level
// this machine has, as
// kernel=<Kernel>/<case>/isa=<level>, for `benchstat -col /isa` and
// `quiver bench`. The subset keeps the suite short: filters at n=1M where
// the per-word strategy matters, takes at n=1M, compares at n=64K where they
// are compute-bound rather than memory-bound.
func BenchmarkKernelsByISA(b *testing.B) {
	for _, c := range arrayKernelCases() {
		c.run(asm.Generic.Table()) // builds the case's inputs outside the timing
		for _, l := range asm.Levels() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+l.String(), func(b *testing.B) { runCase(b, c, l.Table()) })
		}
	}
}

// arrayKernelCases builds the subset's cases; the second operands (masks,
// indices, right-hand sides) are built on a case's first run.
func arrayKernelCases() []benchCase {
	var cs []benchCase
	// Each case reuses its output buffers through a Scratch: the levels
	// differ in their kernels, not in the allocation and first touch of a
	// fresh output, which would only add the garbage collector's noise (the
	// fixed-name benchmarks, compared with arrow-go, do allocate).
	lazy := func(build func() func(k *asm.Table, c *config) error) func(k *asm.Table) {
		var op func(k *asm.Table, c *config) error
		s := &Scratch{}
		return func(k *asm.Table) {
			if op == nil {
				op = build()
			}
			c := enterCall([]Option{s})
			s.begin()
			err := op(k, &c)
			c.leave()
			if err != nil {
				panic(err)
			}
		}
	}
	const n = mega
	filter := func(typ string, nulls, sel float64) {
		name := sprintf("type=%s/nulls=%.2f/sel=%.2f/n=1M", typ, nulls, sel)
		a := benchArray(typ, n, nulls, 1)
		cs = append(cs, benchCase{"Filter", name, inputBytes(a), lazy(func() func(*asm.Table, *config) error {
			mask := benchMask(n, sel, 2)
			return func(k *asm.Table, c *config) error { _, err := filterArray(k, c, a, mask); return err }
		})})
	}
	for _, typ := range []string{"int32", "int64", "float64", "utf8"} {
		filter(typ, 0, 0.50)
		filter(typ, 0.10, 0.50)
	}
	filter("int64", 0, 0.01)
	filter("int64", 0, 0.99)
	for _, typ := range []string{"int64", "utf8"} {
		for _, order := range []string{"random", "sorted"} {
			a := benchArray(typ, n, 0, 1)
			cs = append(cs, benchCase{"Take", sprintf("type=%s/idx=int32/order=%s/n=1M", typ, order), inputBytes(a),
				lazy(func() func(*asm.Table, *config) error {
					idx := benchIndices(n, order == "sorted", 3)
					return func(k *asm.Table, c *config) error { _, err := takeArray(k, c, a, idx); return err }
				})})
		}
	}
	const m = 1 << 16
	for _, typ := range []string{"int64", "float64", "utf8"} {
		for _, op := range []string{"eq", "lt"} {
			for _, rhs := range []string{"scalar", "array"} {
				a := benchArray(typ, m, 0, 1)
				cop := opEq
				if op == "lt" {
					cop = opLt
				}
				cs = append(cs, benchCase{"Compare", sprintf("type=%s/op=%s/rhs=%s/n=64K", typ, op, rhs), inputBytes(a),
					lazy(func() func(*asm.Table, *config) error {
						var right Datum
						switch {
						case rhs == "array":
							right = benchArray(typ, m, 0, 4)
						case typ == "int64":
							right = Int64Scalar(500_000)
						case typ == "float64":
							right = Float64Scalar(500)
						default:
							right = Utf8Scalar(a.(*arrays.Utf8).Value(m / 2))
						}
						return func(k *asm.Table, c *config) error {
							_, err := compareDatums(k, c, cop, a, right)
							return err
						}
					})})
			}
		}
	}
	return cs
}

// TestKernelsByISACases runs every case of BenchmarkKernelsByISA once at
// every level, so a broken case fails the tests rather than the benchmark.
func TestKernelsByISACases(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 1M-element inputs")
	}
	for _, c := range arrayKernelCases() {
		for _, l := range asm.Levels() {
			c.run(l.Table())
		}
	}
}

// BenchmarkREEByISA runs BenchmarkREEDecode's case at every level (the
// lookups are the same pure-Go code at every level).
func BenchmarkREEByISA(b *testing.B) {
	r := benchdata.NewREE(benchREERuns, benchREESeed)
	a := benchREE(r).Data()
	for _, l := range asm.Levels() {
		k := l.Table()
		b.Run("kernel=REEDecode/type=int64/runs=64K/n=1M/isa="+l.String(), func(b *testing.B) {
			c := newConfig([]Option{&Scratch{}})
			b.SetBytes(int64(8 * a.Length))
			for b.Loop() {
				c.scratch.begin(a)
				if _, err := reeDecodeData(k, &c, a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
