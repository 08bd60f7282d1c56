package kernels

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// TestCompareBinaryScalarLengths covers the lengths-first Equal and
// NotEqual of offset-based values with a scalar (LenEq32, then the first 8
// bytes, then the rest): binary, utf8 and their large forms; empty, short,
// 8/9-byte, 32-byte-boundary and long values; arrays sliced at offsets
// 0..7 with nulls, data ending at a guard page; scalars equal to a value,
// differing from one in its last byte only (same length, same first 8),
// empty, and of lengths no value has. Less is checked too, as the other
// path of the same function.
func TestCompareBinaryScalarLengths(t *testing.T) {
	lenSets := [][]int{{0}, {0, 1, 3, 7, 8, 9}, {8, 9, 15, 16, 17, 31, 32, 33}, {0, 5, 100, 129, 300}}
	types := []arrays.DataType{arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{}}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(17, false)
		for _, typ := range types {
			for li, lens := range lenSets {
				for _, n := range []int{0, 1, 9, 63, 64, 65, 200} {
					base := binaryLayoutData(g, typ, n+8, lens, []float64{0, 0.3}[g.r.IntN(2)],
						func(size int) *hybridGuard { return newHybridGuard(t, size) })
					for off := range 8 {
						a := arrays.MakeArray(base.Slice(off, off+n))
						for _, s := range compareTestScalars(g, a) {
							sc := bytesScalar(typ, s)
							for _, op := range []struct {
								name string
								f    func(Datum, Datum, ...Option) (*arrays.Boolean, error)
								ref  func(x []byte) bool
							}{
								{"eq", Equal, func(x []byte) bool { return bytes.Equal(x, s) }},
								{"ne", NotEqual, func(x []byte) bool { return !bytes.Equal(x, s) }},
								{"lt", Less, func(x []byte) bool { return bytes.Compare(x, s) < 0 }},
							} {
								what := fmt.Sprintf("%s lens#%d n=%d off=%d %s %q", typ, li, n, off, op.name, s)
								got, err := op.f(a, sc, atLevel{k})
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								for i := range n {
									if a.IsNull(i) {
										if !got.IsNull(i) {
											t.Fatalf("%s: slot %d is null, the result is not", what, i)
										}
										continue
									}
									if want := op.ref(binaryAt(a.Data(), i)); got.IsNull(i) || got.Value(i) != want {
										t.Fatalf("%s: slot %d (%q) gives %v, want %v", what, i, binaryAt(a.Data(), i), got.Value(i), want)
									}
								}
							}
						}
					}
				}
			}
		}
	})
}

// compareTestScalars draws the scalars TestCompareBinaryScalarLengths
// compares a with.
func compareTestScalars(g *gen, a arrays.Array) [][]byte {
	ss := [][]byte{{}, bytes.Repeat([]byte("z"), 77)}
	if n := a.Len(); n > 0 {
		for range 2 {
			i := g.r.IntN(n)
			v := bytes.Clone(binaryAt(a.Data(), i))
			ss = append(ss, v)
			if len(v) > 0 {
				w := bytes.Clone(v)
				w[len(w)-1] ^= 1 // same length and first bytes, another last byte
				ss = append(ss, w)
			}
		}
	}
	return ss
}
