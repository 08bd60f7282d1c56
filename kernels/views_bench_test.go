package kernels

import (
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// BenchmarkViewsByISA runs the utf8view compares of BenchmarkCompare at
// every level this machine has, for `benchstat -col /isa` (the
// Benchmark<Kernel> functions run the active level only). Same data and
// SetBytes. (Filter and take of views run the same Go loops at every
// level.)
func BenchmarkViewsByISA(b *testing.B) {
	const n = mega
	a := benchArray("utf8view", n, 0, 1)
	other := benchArray("utf8view", n, 0, 4)
	s := Utf8Scalar(a.(*arrays.Utf8View).Value(n / 2))
	for _, k := range availableTables() {
		for _, op := range []cmpOp{opEq, opLt} {
			for _, rhs := range []string{"scalar", "array"} {
				var right Datum = s
				if rhs == "array" {
					right = other
				}
				b.Run(fmt.Sprintf("kernel=Compare/type=utf8view/op=%s/rhs=%s/n=1M/isa=%s", cmpOpTag[op], rhs, k.Name()), func(b *testing.B) {
					b.SetBytes(inputBytes(a))
					for b.Loop() {
						c := newConfig(nil)
						if _, err := compareDatums(k, &c, op, a, right); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

var cmpOpTag = map[cmpOp]string{opEq: "eq", opLt: "lt"}
