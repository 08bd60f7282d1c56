package kernels

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// parallelLengths straddle the morsel size: one morsel, a morsel and a bit,
// several with a partial last one.
func parallelLengths() []int {
	if raceEnabled || testing.Short() {
		return []int{2*morselSlots + 77}
	}
	return []int{morselSlots - 1, morselSlots, morselSlots + 1, 3*morselSlots + 77}
}

// TestParallelMatchesSequential checks that Parallel changes nothing but
// the goroutines used: Filter, Take and the compares of every fixed-width
// type, with nulls, sliced inputs, a Scratch and total-order floats, equal
// the single-goroutine results at every level.
func TestParallelMatchesSequential(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(71, true)
		types := []arrays.DataType{
			arrays.Int8Type{}, arrays.Int32Type{}, arrays.Int64Type{}, arrays.Float64Type{},
			arrays.Decimal128Type{Precision: 38, Scale: 10}, arrays.FixedSizeBinaryType{ByteWidth: 3},
			arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.Utf8ViewType{},
		}
		sels := []float64{0.5, 0.99, 0.01}
		if raceEnabled {
			types, sels = []arrays.DataType{arrays.Int64Type{}, arrays.Float64Type{}, arrays.Utf8Type{}}, []float64{0.5}
		}
		for _, typ := range types {
			for _, n := range parallelLengths() {
				name := fmt.Sprintf("%s/n=%d", typ, n)
				a, b := g.array(typ, n, 0.1), g.array(typ, n, 0)
				seq := []Option{atLevel{k}}
				for _, par := range [][]Option{
					{atLevel{k}, Parallel(2)},
					{atLevel{k}, Parallel(3), &Scratch{}},
					{atLevel{k}, Parallel(8), TotalOrder},
				} {
					for _, sel := range sels {
						mask := g.mask(n, sel, 0.05)
						want, err := Filter(a, mask, seq...)
						if err != nil {
							t.Fatalf("%s: Filter: %v", name, err)
						}
						got, err := Filter(a, mask, par...)
						if err != nil {
							t.Fatalf("%s: Filter in parallel: %v", name, err)
						}
						if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" {
							t.Fatalf("%s sel=%v: parallel Filter differs: %s", name, sel, d)
						}
					}
					idx, _ := g.indices(arrays.Int32Type{}, n, n, "random", 0.05)
					want, err := Take(a, idx, seq...)
					if err != nil {
						t.Fatalf("%s: Take: %v", name, err)
					}
					got, err := Take(a, idx, par...)
					if err != nil {
						t.Fatalf("%s: Take in parallel: %v", name, err)
					}
					if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" {
						t.Fatalf("%s: parallel Take differs: %s", name, d)
					}
					nanOrder := append([]Option{}, seq...)
					if len(par) == 3 && par[2] == TotalOrder {
						nanOrder = append(nanOrder, TotalOrder)
					}
					for _, right := range []Datum{b, scalarAt(t, b, n/2), a} {
						for _, cmp := range []struct {
							name string
							f    func(a, b Datum, opts ...Option) (*arrays.Boolean, error)
						}{{"LessEqual", LessEqual}, {"Equal", Equal}} {
							want, err := cmp.f(a, right, nanOrder...)
							if err != nil {
								t.Fatalf("%s: %s: %v", name, cmp.name, err)
							}
							got, err := cmp.f(a, right, par...)
							if err != nil {
								t.Fatalf("%s: %s in parallel: %v", name, cmp.name, err)
							}
							if d := arrays.EqualDiff(got, want); d != "" {
								t.Fatalf("%s: parallel %s differs: %s", name, cmp.name, d)
							}
						}
					}
					cond := g.mask(n, 0.5, 0.05)
					for _, blend := range []struct {
						name string
						f    func(opts ...Option) (arrays.Array, error)
					}{
						{"IfElse", func(opts ...Option) (arrays.Array, error) { return IfElse(cond, a, b, opts...) }},
						{"IfElse with a scalar", func(opts ...Option) (arrays.Array, error) { return IfElse(cond, scalarAt(t, b, 7), a, opts...) }},
						{"FillNull", func(opts ...Option) (arrays.Array, error) { return FillNull(a, scalarAt(t, b, n/2), opts...) }},
					} {
						want, err := blend.f(seq...)
						if err != nil {
							t.Fatalf("%s: %s: %v", name, blend.name, err)
						}
						got, err := blend.f(par...)
						if err != nil {
							t.Fatalf("%s: %s in parallel: %v", name, blend.name, err)
						}
						if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" || got.NullN() != want.NullN() {
							t.Fatalf("%s: parallel %s differs: %s (nulls %d, want %d)", name, blend.name, d, got.NullN(), want.NullN())
						}
					}
					x, y := scalarAt(t, b, n/3), scalarAt(t, b, n/2)
					for _, bounds := range [][2]*Scalar{{x, y}, {y, x}} { // one order is an empty range
						want, err := Between(a, bounds[0], bounds[1], nanOrder...)
						if err != nil {
							t.Fatalf("%s: Between: %v", name, err)
						}
						got, err := Between(a, bounds[0], bounds[1], par...)
						if err != nil {
							t.Fatalf("%s: Between in parallel: %v", name, err)
						}
						if d := arrays.EqualDiff(got, want); d != "" {
							t.Fatalf("%s: parallel Between differs: %s", name, d)
						}
					}
				}
			}
		}
	})
}

// scalarAt returns slot i of a as a Scalar.
func scalarAt(t *testing.T, a arrays.Array, i int) *Scalar {
	t.Helper()
	s, err := ScalarAt(a, i)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestParallelPanicReachesCaller checks that a panic on a worker goroutine
// reaches the caller's: an index out of range that the caller said not to
// check panics there, as NoBoundsCheck promises (the arguments are sound,
// so guard lets the panic go on; TestGuardOnWorkers has an unsound
// argument met on a worker, which becomes the call's error).
func TestParallelPanicReachesCaller(t *testing.T) {
	n := 4 * morselSlots
	g := newGen(72, false)
	a := g.array(arrays.Int64Type{}, n, 0)
	ib := arrays.NewInt32Builder()
	for i := range n {
		v := int32(i % 100)
		if i == 3*morselSlots+5 {
			v = int32(n + 1000)
		}
		ib.Append(v)
	}
	ia := ib.NewInt32Array()
	r, err := recovered(func() error { _, err := Take(a, ia, Parallel(4), BoundsCheck(false)); return err })
	if re, ok := r.(runtime.Error); !ok || !strings.Contains(re.Error(), "index out of range") {
		t.Fatalf("Take with an unchecked index past the end on 4 goroutines: panic %v, error %v; want the index's runtime error", r, err)
	}
	if _, err := Take(a, ia, Parallel(4)); !errors.Is(err, ErrIndexOutOfRange) {
		t.Fatalf("Take with a checked index past the end: %v, want ErrIndexOutOfRange", err)
	}
}

// TestParallelDictDecode checks DictDecode on several goroutines against
// one: values, nulls of the dictionary, and the first bad index reported.
func TestParallelDictDecode(t *testing.T) {
	g := newGen(73, false)
	for _, typ := range []arrays.DataType{arrays.Int64Type{}, arrays.Int16Type{}, arrays.Utf8Type{}} {
		dict := g.array(typ, 300, 0.1)
		for _, n := range parallelLengths() {
			idx := make([]int32, n)
			for i := range idx {
				idx[i] = int32(g.r.IntN(dict.Len()))
			}
			want, err := DictDecode(dict, idx)
			if err != nil {
				t.Fatal(err)
			}
			got, err := DictDecode(dict, idx, Parallel(3))
			if err != nil {
				t.Fatal(err)
			}
			if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" {
				t.Fatalf("%s n=%d: parallel DictDecode differs: %s", typ, n, d)
			}
			idx[n-3], idx[n/2+1] = -1, int32(dict.Len())
			_, err = DictDecode(dict, idx, Parallel(3))
			var de *DictIndexError
			if !errors.As(err, &de) || de.Pos != n/2+1 {
				t.Fatalf("%s n=%d: bad indices at %d and %d: %v, want the first reported", typ, n, n/2+1, n-3, err)
			}
		}
	}
}

// TestParallelHybridDictDecode checks HybridDictDecode under Parallel
// against the sequential decode at every level: streams of RLE and
// bit-packed runs cut into pieces at run boundaries, nullable and plain
// dictionaries, the first bad index reported wherever it lies, and
// malformed streams reported exactly as without Parallel.
func TestParallelHybridDictDecode(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(79, false)
		for _, width := range []int{1, 5, 9} {
			for _, typ := range []arrays.DataType{arrays.Int64Type{}, arrays.Int32Type{}, arrays.Int16Type{}, arrays.Utf8Type{}} {
				for _, nulls := range []float64{0, 0.1} {
					dictLen := min(300, 1<<width)
					dict := g.array(typ, dictLen, nulls)
					for _, n := range parallelLengths() {
						name := fmt.Sprintf("width=%d/%s/nulls=%v/n=%d", width, typ, nulls, n)
						vals := make([]uint32, n)
						for i := 0; i < n; {
							run := 1 + g.r.IntN(200)
							v := uint32(g.r.IntN(dictLen))
							for j := i; j < min(n, i+run); j++ {
								if g.r.IntN(2) == 0 { // half the runs repeat one value
									vals[j] = v
								} else {
									vals[j] = uint32(g.r.IntN(dictLen))
								}
							}
							i += run
						}
						src := HybridEncode(nil, vals, width)
						decode := func(c *config, src []byte) (arrays.Array, error) {
							return hybridDictDecode(k, c, dict, src, width, n)
						}
						want, err := decode(&config{}, src)
						if err != nil {
							t.Fatalf("%s: %v", name, err)
						}
						got, err := decode(&config{workers: 3}, src)
						if err != nil {
							t.Fatalf("%s: in parallel: %v", name, err)
						}
						if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" {
							t.Fatalf("%s: parallel HybridDictDecode differs: %s", name, d)
						}
						if width == 9 { // indices 300..511 are out of range
							bad := slices.Clone(vals)
							bad[n-5], bad[n/2+3] = 511, 400
							src := HybridEncode(nil, bad, width)
							_, errSeq := decode(&config{}, src)
							_, errPar := decode(&config{workers: 3}, src)
							var de *DictIndexError
							if !errors.As(errPar, &de) || de.Pos != n/2+3 || errPar.Error() != errSeq.Error() {
								t.Fatalf("%s: bad indices at %d and %d: parallel %v, sequential %v", name, n/2+3, n-5, errPar, errSeq)
							}
						}
						for _, cut := range []int{len(src) / 2, len(src) - 1} {
							_, errSeq := decode(&config{}, src[:cut])
							_, errPar := decode(&config{workers: 3}, src[:cut])
							if (errSeq == nil) != (errPar == nil) || errSeq != nil && errPar.Error() != errSeq.Error() || errSeq == nil && cut == len(src)/2 {
								t.Fatalf("%s: stream cut at %d of %d: parallel %v, sequential %v", name, cut, len(src), errPar, errSeq)
							}
						}
					}
				}
			}
		}
	})
}
