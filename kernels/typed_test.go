package kernels

import (
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// typedWrapper is one type's typed Filter and Take (kernels_gen_test.go).
type typedWrapper struct {
	typ    arrays.DataType
	filter func(a arrays.Array, mask *arrays.Boolean) (arrays.Array, error)
	take   func(a, idx arrays.Array) (arrays.Array, error)
}

// asArray drops a typed result to an Array, nil on error (not a typed nil).
func asArray[A arrays.Array](a A, err error) (arrays.Array, error) {
	if err != nil {
		return nil, err
	}
	return a, nil
}

// TestTypedWrappers checks every typed FilterX and TakeX against the
// untyped Filter and Take on random arrays with nulls, at random offsets,
// with masks and indices that have nulls too.
func TestTypedWrappers(t *testing.T) {
	g := newGen(62, false)
	for _, w := range typedWrappers {
		t.Run(w.typ.String(), func(t *testing.T) {
			for _, n := range []int{0, 1, 63, 64, 65, 1000} {
				a := g.array(w.typ, n, 0.2)
				mask := g.array(arrays.BoolType{}, n, 0.1).(*arrays.Boolean)
				idx, _ := g.indices(arrays.Int32Type{}, n+3, n, "random", 0.1)
				for _, c := range []struct {
					op        string
					got, want func() (arrays.Array, error)
				}{
					{"filter", func() (arrays.Array, error) { return w.filter(a, mask) }, func() (arrays.Array, error) { return Filter(a, mask) }},
					{"take", func() (arrays.Array, error) { return w.take(a, idx) }, func() (arrays.Array, error) { return Take(a, idx) }},
				} {
					got, err := c.got()
					want, werr := c.want()
					what := fmt.Sprintf("%s n=%d", c.op, n)
					switch {
					case err != nil || werr != nil:
						t.Fatalf("%s: typed error %v, untyped error %v", what, err, werr)
					case got.DataType().String() != w.typ.String():
						t.Errorf("%s: result of type %s", what, got.DataType())
					case !arrays.Equal(got, want, arrays.EqualNaN(true)):
						t.Errorf("%s: typed and untyped results differ: %s", what, arrays.EqualDiff(got, want, arrays.EqualNaN(true)))
					}
				}
			}
		})
	}
}
