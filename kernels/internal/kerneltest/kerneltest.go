// Package kerneltest holds the test helpers shared by the tests of package
// kernels and package kernels/asm: the loop that runs a test once per
// dispatch table, guard pages, and the bit helpers of the references. It
// imports neither package (asm's own tests use it, so it cannot import
// asm); the tables come in as values with a name.
package kerneltest

import (
	"math"
	"math/rand/v2"
	"testing"
)

// Named is a dispatch table (*asm.Table): tests name their subtests after it.
type Named interface{ Name() string }

// ForEachTable runs f once per table, as subtest isa=<name>. Callers pass
// asm.Tables(), every level and variant the machine can run, so that no
// test covers only the table the CPU picks.
func ForEachTable[T Named](t *testing.T, tables []T, f func(t *testing.T, k T)) {
	t.Helper()
	for _, k := range tables {
		t.Run("isa="+k.Name(), func(t *testing.T) { f(t, k) })
	}
}

// Bit reports bit i of an LSB-numbered bitmap; the references use only this.
func Bit(b []byte, i int) bool { return b[i>>3]>>(i&7)&1 != 0 }

// Geometric draws the number of failures before a success of probability p
// (0 when p >= 1).
func Geometric(r *rand.Rand, p float64) int {
	if p >= 1 {
		return 0
	}
	return int(math.Log(1-r.Float64()) / math.Log(1-p))
}

// Place copies data to the end of g's accessible area and returns the copy,
// whose capacity ends at the guard page.
func (g *Guard) Place(data []byte) []byte {
	if len(data) > len(g.Mem) {
		panic("guard too small")
	}
	s := g.Mem[len(g.Mem)-len(data):]
	copy(s, data)
	return s[:len(data):len(data)]
}
