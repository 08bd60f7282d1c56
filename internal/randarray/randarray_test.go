package randarray

import (
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func TestEveryTypeIsValid(t *testing.T) {
	Register()
	seen := map[arrays.TypeID]bool{}
	r := rand.New(rand.NewPCG(1, 2))
	for _, typ := range Types() {
		seen[typ.ID()] = true
		seen[arrays.StorageOf(typ).ID()] = true
		for _, n := range []int{0, 1, 7, 64, 100} {
			for _, p := range []float64{0, 0.3} {
				a := New(r, p).Array(typ, n)
				if a.Len() != n {
					t.Fatalf("%s: length %d, want %d", typ, a.Len(), n)
				}
				if err := arrays.ValidateFull(a); err != nil {
					t.Fatalf("%s n=%d nulls=%v: %v", typ, n, p, err)
				}
			}
		}
	}
	for id := arrays.NULL; id <= arrays.EXTENSION; id++ {
		if !seen[id] {
			t.Errorf("Types has no %s", id)
		}
	}
}
