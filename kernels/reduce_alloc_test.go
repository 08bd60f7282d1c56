package kernels

import (
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestReduceAllocs fails when Sum, Mean or MinMax of a numeric array
// allocates more than its result (one scalar; two for MinMax) at some
// level: the lane accumulators and block sums of the assembly (see
// kernels/asm/reduce_wrap.go), the partial sums and the conversions must
// stay on the stack. Sizes cover the Go-only tail (n < 16), one block and
// several float sum blocks (asm.SumBlock); nulls take the bitmap paths.
func TestReduceAllocs(t *testing.T) {
	types := []struct {
		typ  arrays.DataType
		make func(n int) []byte
	}{
		{arrays.Int8Type{}, smallValues[int8]},
		{arrays.Int16Type{}, smallValues[int16]},
		{arrays.Int32Type{}, smallValues[int32]},
		{arrays.Int64Type{}, smallValues[int64]},
		{arrays.Uint8Type{}, smallValues[uint8]},
		{arrays.Uint16Type{}, smallValues[uint16]},
		{arrays.Uint32Type{}, smallValues[uint32]},
		{arrays.Uint64Type{}, smallValues[uint64]},
		{arrays.Float32Type{}, smallValues[float32]},
		{arrays.Float64Type{}, smallValues[float64]},
		{arrays.Float16Type{}, halfValues},
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, c := range types {
			for _, n := range []int{5, 100, 3*4096 + 17} {
				for _, p := range []float64{0, 0.1} {
					g := newGen(uint64(n), false)
					d := arrays.NewData(c.typ, n, [][]byte{g.validity(n, p), c.make(n)}, nil, arrays.UnknownNullCount, 0)
					a := arrays.MakeArray(d)
					d.NullN() // counted once, as a reused array has it
					what := fmt.Sprintf("%s n=%d nulls=%.1f", c.typ, n, p)
					for _, f := range []struct {
						name string
						want float64
						call func()
					}{
						{"Sum", 1, func() { _, _ = Sum(a, lv) }},
						{"Mean", 1, func() { _, _ = Mean(a, lv) }},
						{"MinMax", 2, func() { _, _, _ = MinMax(a, lv) }},
					} {
						if got := testing.AllocsPerRun(10, f.call); got > f.want {
							t.Errorf("%s: %s makes %v allocations, want %v (the result)", what, f.name, got, f.want)
						}
					}
				}
			}
		}
	})
}

// smallValues returns the bytes of n values i%97 - 40 (non-negative for
// unsigned types): sums that fit every result type.
func smallValues[T int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 | float32 | float64](n int) []byte {
	buf := arrays.AllocBuffer(n * int(unsafeSizeof[T]()))
	x := viewAs[T](buf, n)
	for i := range x {
		v := i%97 - 40
		if T(0)-1 > 0 && v < 0 { // unsigned
			v = -v
		}
		x[i] = T(v)
	}
	return buf
}

// halfValues returns the bits of n float16 values i%97 - 40.
func halfValues(n int) []byte {
	buf := arrays.AllocBuffer(2 * n)
	x := viewAs[arrays.Half](buf, n)
	for i := range x {
		x[i] = arrays.HalfFromFloat32(float32(i%97 - 40))
	}
	return buf
}
