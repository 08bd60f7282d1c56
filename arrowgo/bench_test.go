package arrowgo

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
)

// benchTypes cover a flat, a variable-size and a nested layout.
var benchTypes = []struct {
	name string
	typ  arrays.DataType
}{
	{"int64", arrays.Int64Type{}},
	{"utf8", arrays.Utf8Type{}},
	{"struct", arrays.StructOf(arrays.Field{Name: "a", Type: arrays.Float64Type{}, Nullable: true},
		arrays.Field{Name: "b", Type: arrays.ListOf(arrays.Int32Type{}), Nullable: true})},
}

// BenchmarkConvert shows that a conversion costs the same at every size:
// it touches the type tree and the buffer headers, never the values. Run
// with -benchtime=1x to check it works; compare ns/op across n.
func BenchmarkConvert(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 9))
	for _, bt := range benchTypes {
		for _, n := range []int{1 << 10, 1 << 14, 1 << 20} {
			a := randarray.New(r, 0.1).Array(bt.typ, n)
			a.NullN() // a null count already known, as after IPC or a builder
			g, err := ToArrowGo(a)
			if err != nil {
				b.Fatal(err)
			}
			name := fmt.Sprintf("type=%s/n=%d", bt.name, n)
			b.Run("dir=to-arrow-go/"+name, func(b *testing.B) {
				for b.Loop() {
					x, err := ToArrowGo(a)
					if err != nil {
						b.Fatal(err)
					}
					x.Release()
				}
			})
			b.Run("dir=from-arrow-go/"+name, func(b *testing.B) {
				for b.Loop() {
					if _, err := FromArrowGo(g); err != nil {
						b.Fatal(err)
					}
				}
			})
			g.Release()
		}
	}
}
