package kernels

import (
	"testing"
)

// BenchmarkPredicatesByISA runs the predicate families (boolean algebra,
// Between, IsIn, string predicates) at every level this machine has, as
// kernel=<Kernel>/<case>/isa=<level> for `quiver bench`, reusing output
// buffers through a Scratch. Kernels without assembly of their own (the
// Kleene loop) run the same code at every level;
// And of two arrays and Between go through the level's bitmap and compare
// kernels, IsIn and IndexIn of a small set through its MatchAny and
// MatchEach kernels, StartsWith and Contains over views through its
// ViewPrefix and ViewFind.
func BenchmarkPredicatesByISA(b *testing.B) {
	for _, c := range predicateCases() {
		for _, k := range availableTables() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+k.Name(), func(b *testing.B) {
				s := &Scratch{}
				b.SetBytes(c.bytes)
				for b.Loop() {
					if err := c.call(s, atLevel{k}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

type predicateCase struct {
	kernel, name string
	bytes        int64
	call         func(opts ...Option) error
}

func predicateCases() []predicateCase {
	const n = mega
	l, r := benchBool(n, 0.10, 5), benchBool(n, 0.10, 6)
	ints := benchArray("int64", n, 0, 1)
	strs := benchArray("utf8view", n, 0, 1)
	set, set16 := benchArray("int64", 4, 0, 9), benchArray("int64", 16, 0, 9)
	bm := int64(2 * (n / 8))
	return []predicateCase{
		{"Boolean", "op=and/nulls=0.10/n=1M", 2 * bm, func(o ...Option) error { _, err := And(l, r, o...); return err }},
		{"Boolean", "op=or_kleene/nulls=0.10/n=1M", 2 * bm, func(o ...Option) error { _, err := OrKleene(l, r, o...); return err }},
		{"Boolean", "op=not/nulls=0.10/n=1M", bm, func(o ...Option) error { _, err := Not(l, o...); return err }},
		{"Between", "type=int64/n=1M", inputBytes(ints), func(o ...Option) error {
			_, err := Between(ints, Int64Scalar(250_000), Int64Scalar(750_000), o...)
			return err
		}},
		{"IsIn", "type=int64/set=4/n=1M", inputBytes(ints), func(o ...Option) error { _, err := IsIn(ints, set, o...); return err }},
		{"IsIn", "type=int64/set=16/n=1M", inputBytes(ints), func(o ...Option) error { _, err := IsIn(ints, set16, o...); return err }},
		{"IndexIn", "type=int64/set=4/n=1M", inputBytes(ints), func(o ...Option) error { _, err := IndexIn(ints, set, o...); return err }},
		{"StringPredicate", "op=starts_with/type=utf8view/n=1M", inputBytes(strs), func(o ...Option) error {
			_, err := StartsWith(strs, "abc", o...)
			return err
		}},
		{"StringPredicate", "op=contains/type=utf8view/n=1M", inputBytes(strs), func(o ...Option) error {
			_, err := Contains(strs, "gha", o...)
			return err
		}},
	}
}

// TestPredicatesByISACases runs every case once at every level, so a
// broken case fails the tests rather than the benchmark.
func TestPredicatesByISACases(t *testing.T) {
	if testing.Short() {
		t.Skip("builds 1M-element inputs")
	}
	for _, c := range predicateCases() {
		for _, k := range availableTables() {
			if err := c.call(&Scratch{}, atLevel{k}); err != nil {
				t.Fatalf("%s/%s isa=%s: %v", c.kernel, c.name, k.Level(), err)
			}
		}
	}
}
