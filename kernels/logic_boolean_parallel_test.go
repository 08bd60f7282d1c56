package kernels

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// sameBits fails unless two bool results have the same bits: values and
// validity, under null slots too (Parallel runs the sequential path's
// kernels per morsel).
func sameBits(t *testing.T, what string, got, want *arrays.Boolean) {
	t.Helper()
	if d := arrays.EqualDiff(got, want); d != "" {
		t.Fatalf("%s: %s", what, d)
	}
	n := want.Len()
	gd, wd := got.Data(), want.Data()
	if gd.Offset != 0 || wd.Offset != 0 {
		t.Fatalf("%s: results at offsets %d and %d", what, gd.Offset, wd.Offset)
	}
	nb := arrays.BitmapLen(n)
	if !bytes.Equal(gd.Buffers[1][:nb], wd.Buffers[1][:nb]) {
		t.Fatalf("%s: value bits differ", what)
	}
	gv, wv := gd.Validity(), wd.Validity()
	if (gv == nil) != (wv == nil) || (gv != nil && !bytes.Equal(gv[:nb], wv[:nb])) {
		t.Fatalf("%s: validity bitmaps differ", what)
	}
}

// TestParallelPredicates checks And, Or, Xor, AndNot and the Kleene
// operators (arrays with and without nulls, scalars, offsets), Not, IsIn
// and IndexIn on several goroutines against one, at every level.
func TestParallelPredicates(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(120, false)
		ops := []struct {
			name string
			f    func(l, r Datum, opts ...Option) (*arrays.Boolean, error)
		}{{"and", And}, {"or", Or}, {"xor", Xor}, {"and_not", AndNot}, {"and_kleene", AndKleene}, {"or_kleene", OrKleene}, {"and_not_kleene", AndNotKleene}}
		for _, n := range splitLengths() {
			for _, np := range [][2]float64{{0, 0}, {0.1, 0}, {0, 0.2}, {0.1, 0.2}} {
				a, b := g.mask(n, 0.5, np[0]), g.mask(n, 0.5, np[1])
				for _, op := range ops {
					if raceEnabled && op.name != "and" && op.name != "or_kleene" {
						continue
					}
					for _, rhs := range []Datum{b, BoolScalar(true), NullScalar(arrays.BoolType{})} {
						want, err := op.f(a, rhs, atLevel{k})
						if err != nil {
							t.Fatal(err)
						}
						for _, p := range []int{2, 5} {
							got, err := op.f(a, rhs, atLevel{k}, Parallel(p))
							if err != nil {
								t.Fatal(err)
							}
							sameBits(t, fmt.Sprintf("%s n=%d nulls=%v rhs=%T p=%d", op.name, n, np, rhs, p), got, want)
						}
					}
				}
				want, err := Not(a, atLevel{k})
				if err != nil {
					t.Fatal(err)
				}
				got, err := Not(a, atLevel{k}, Parallel(3))
				if err != nil {
					t.Fatal(err)
				}
				sameBits(t, fmt.Sprintf("not n=%d nulls=%v", n, np), got, want)
			}
			for _, tc := range []struct {
				typ  arrays.DataType
				set  int     // set size: small sets take the SIMD scan, larger ones the hash
				null float64 // of the set
			}{
				{arrays.Int64Type{}, 40, 0.05}, {arrays.Float64Type{}, 40, 0.05}, {arrays.Utf8Type{}, 40, 0.05}, {arrays.Int16Type{}, 40, 0.05},
				{arrays.Int64Type{}, 5, 0}, {arrays.Int32Type{}, 3, 0.3}, {arrays.Uint8Type{}, 4, 0}, {arrays.Float32Type{}, 5, 0},
			} {
				typ := tc.typ
				a := g.array(typ, n, 0.1)
				set := g.array(typ, tc.set, tc.null)
				if tc.set < 10 { // values of a, so that some slots match
					b, _ := arrays.NewBuilder(typ)
					for i := range tc.set {
						_ = arrays.AppendFrom(b, a, i*7)
					}
					set = b.NewArray()
				}
				want, err := IsIn(a, set, atLevel{k})
				if err != nil {
					t.Fatal(err)
				}
				got, err := IsIn(a, set, atLevel{k}, Parallel(3))
				if err != nil {
					t.Fatal(err)
				}
				sameBits(t, fmt.Sprintf("is_in %s n=%d", typ, n), got, want)
				wi, err := IndexIn(a, set, atLevel{k})
				if err != nil {
					t.Fatal(err)
				}
				gi, err := IndexIn(a, set, atLevel{k}, Parallel(4))
				if err != nil {
					t.Fatal(err)
				}
				if d := arrays.EqualDiff(gi, wi); d != "" || gi.NullN() != wi.NullN() {
					t.Fatalf("index_in %s n=%d: %s (nulls %d, want %d)", typ, n, d, gi.NullN(), wi.NullN())
				}
			}
		}
	})
}

// TestParallelStringPredicates checks StartsWith, EndsWith, Contains,
// Like and ILike over offset and view strings on several goroutines
// against one, bit for bit, at every level.
func TestParallelStringPredicates(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(121, true) // small strings: matches are frequent
		types := []arrays.DataType{arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.Utf8ViewType{}}
		if raceEnabled {
			types = types[:1]
		}
		for _, typ := range types {
			for _, n := range splitLengths() {
				for _, p := range []float64{0, 0.2} {
					a := g.array(typ, n, p)
					for _, tc := range []struct {
						name string
						f    func(arrays.Array, ...Option) (*arrays.Boolean, error)
					}{
						{"starts_with", func(a arrays.Array, o ...Option) (*arrays.Boolean, error) { return StartsWith(a, "a", o...) }},
						{"ends_with", func(a arrays.Array, o ...Option) (*arrays.Boolean, error) { return EndsWith(a, "b", o...) }},
						{"contains", func(a arrays.Array, o ...Option) (*arrays.Boolean, error) { return Contains(a, "ab", o...) }},
						{"like", func(a arrays.Array, o ...Option) (*arrays.Boolean, error) { return Like(a, "a%_b%", o...) }},
						{"ilike", func(a arrays.Array, o ...Option) (*arrays.Boolean, error) { return ILike(a, "%A_", o...) }},
					} {
						want, err := tc.f(a, atLevel{k})
						if err != nil {
							t.Fatal(err)
						}
						got, err := tc.f(a, atLevel{k}, Parallel(3))
						if err != nil {
							t.Fatal(err)
						}
						sameBits(t, fmt.Sprintf("%s %s n=%d nulls=%v", tc.name, typ, n, p), got, want)
					}
				}
			}
		}
	})
}
