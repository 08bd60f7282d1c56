package kernels

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// TestParallelREEDecode decodes run-end encoded arrays of fixed-width
// values (short, mixed and long runs; every run-end type; null values;
// slices) on several goroutines against one, buffers compared byte for
// byte, at every level; and decreasing run ends give the sequential
// error.
func TestParallelREEDecode(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(130, false)
		types := []arrays.DataType{arrays.Int64Type{}, arrays.Int32Type{}, arrays.Int8Type{}, arrays.Decimal128Type{Precision: 30, Scale: 1}, arrays.FixedSizeBinaryType{ByteWidth: 3}}
		if raceEnabled {
			types = types[:2]
		}
		for _, typ := range types {
			for _, kind := range []string{"short", "mixed", "long"} {
				for _, total := range parallelLengths() {
					for _, p := range []float64{0, 0.3} {
						ret := reeEndTypes[2] // int64: the assembly fill at 8 bytes
						if typ.ID() != arrays.INT64 {
							ret = reeEndTypes[g.r.IntN(3)]
						}
						lens := drawRuns(g, total, kind)
						if ret.ID() == arrays.INT16 && total > 32767 {
							ret = arrays.Int32Type{}
						}
						vals := g.data(typ, len(lens), p)
						d := makeREE(ret, lens, vals, g.r.IntN(2))
						off := g.r.IntN(100)
						a := asREE(d.Slice(off, total))
						what := fmt.Sprintf("%s %s %s total=%d p=%v", typ, ret, kind, total, p)
						want, err := REEDecode(a, atLevel{k})
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						for _, w := range []int{2, 5} {
							got, err := REEDecode(a, atLevel{k}, Parallel(w))
							if err != nil {
								t.Fatalf("%s: parallel: %v", what, err)
							}
							if d := arrays.EqualDiff(got, want); d != "" {
								t.Fatalf("%s: %s", what, d)
							}
							gd, wd := got.Data(), want.Data()
							if !bytes.Equal(gd.Buffers[1], wd.Buffers[1]) || got.NullN() != want.NullN() {
								t.Fatalf("%s: buffers differ", what)
							}
						}
					}
				}
			}
		}
	})
	vals := newGen(131, false).data(arrays.Int64Type{}, 3, 0)
	n := 3 * morselSlots
	bad := makeREE(arrays.Int64Type{}, []int{morselSlots, morselSlots, morselSlots}, vals, 0)
	putWidth(bad.Children[0].Buffers[1][8:], 8, 5) // ends 64K, 5, 192K
	_, want := REEDecode(asREE(bad))
	_, got := REEDecode(asREE(bad), Parallel(3))
	if !errors.Is(got, ErrBadRunEnds) || got.Error() != want.Error() {
		t.Fatalf("decreasing run ends over %d slots: %v, want %v", n, got, want)
	}
}
