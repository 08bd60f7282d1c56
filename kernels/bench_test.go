package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Benchmarks. The names are fixed (they are compared with arrow-go on the
// same data): key=value parts, one op = one call over the whole input,
// b.SetBytes on every one, data from a seeded PCG. The Benchmark<Kernel>
// functions run at the active level; BenchmarkByISA runs the same cases at
// every level this machine has, as kernel=<Kernel>/<case>/isa=<level>, for
// `benchstat -col /isa`.

const mega = 1 << 20

// benchCase is one benchmark input: run is one op at level k.
type benchCase struct {
	kernel, name string
	bytes        int64
	run          func(k *asm.Table)
}

var sink int

func bitmapCases() []benchCase {
	var cs []benchCase
	bs := benchdata.NewBitmaps() // shared with interop/peerbench
	n := benchdata.BitmapN
	for i, off := range benchdata.BitmapOffsets {
		bm := bs.Count[i]
		cs = append(cs, benchCase{"CountSetBits", sprintf("offset=%d/n=1M", off), int64(n / 8), func(k *asm.Table) {
			sink += k.CountSetBits(bm, off, n)
		}})
	}
	for i, off := range benchdata.BitmapOffsets {
		// Both inputs at the offset, the output at 0: with offset 3 every
		// input word needs a shift.
		a, b := bs.And[i][0], bs.And[i][1]
		dst := make([]byte, n/8)
		cs = append(cs, benchCase{"BitmapAnd", sprintf("offset=%d/n=1M", off), int64(n / 8), func(k *asm.Table) {
			k.BitmapAnd(dst, 0, a, off, b, off, n)
		}})
	}
	for i, d := range benchdata.Densities {
		bm := bs.Runs[i]
		cs = append(cs, benchCase{"SetBitRuns", "density=" + d + "/offset=0/n=1M", int64(n / 8), func(k *asm.Table) {
			total := 0
			for s, e := range setBitRuns(k, bm, 0, n) {
				total += e - s
			}
			sink += total
		}})
	}
	for i, d := range benchdata.Densities {
		bm := bs.Indices[i]
		dst := make([]int32, 0, n)
		cs = append(cs, benchCase{"AppendSetIndices32", "density=" + d + "/n=1M", int64(n / 8), func(k *asm.Table) {
			dst = k.AppendSetIndices32(dst[:0], bm, 0, n)
		}})
	}
	return cs
}

// unpackCases: n=4096 uniform random values of each width unpacked into
// []uint32. SetBytes counts the output (4 bytes per value), so MB/s compares
// across widths.
func unpackCases() []benchCase {
	var cs []benchCase
	r := newRand(43)
	const n = 4096
	for _, w := range []int{1, 3, 8, 12, 17, 32} {
		vals := make([]uint32, n)
		for i := range vals {
			vals[i] = uint32(r.Uint64() & (1<<w - 1))
		}
		src, err := AppendPacked(nil, vals, w)
		if err != nil {
			panic(err)
		}
		dst := make([]uint32, n)
		cs = append(cs, benchCase{"Unpack32", sprintf("width=%d/n=4096", w), 4 * n, func(k *asm.Table) {
			k.Unpack32(dst, src, w)
		}})
	}
	return cs
}

// allCases lists every benchmark case, built once.
var allCases = func() func() []benchCase {
	var cs []benchCase
	return func() []benchCase {
		if cs == nil {
			cs = append(bitmapCases(), unpackCases()...)
		}
		return cs
	}
}()

func runCase(b *testing.B, c benchCase, k *asm.Table) {
	b.SetBytes(c.bytes)
	b.ResetTimer()
	for b.Loop() {
		c.run(k)
	}
}

// runKernel runs kernel's cases at the active level.
func runKernel(b *testing.B, kernel string) {
	for _, c := range allCases() {
		if c.kernel == kernel {
			b.Run(c.name, func(b *testing.B) { runCase(b, c, defaultTable) })
		}
	}
}

func BenchmarkCountSetBits(b *testing.B)       { runKernel(b, "CountSetBits") }
func BenchmarkBitmapAnd(b *testing.B)          { runKernel(b, "BitmapAnd") }
func BenchmarkSetBitRuns(b *testing.B)         { runKernel(b, "SetBitRuns") }
func BenchmarkAppendSetIndices32(b *testing.B) { runKernel(b, "AppendSetIndices32") }
func BenchmarkUnpack32(b *testing.B) {
	runKernel(b, "Unpack32")
	runDecodeKernel(b, "Unpack32") // widths 1..32 at 64K and 1M values (decode_hybrid_bench_test.go)
}

// BenchmarkByISA runs every case at every level.
func BenchmarkByISA(b *testing.B) {
	for _, c := range allCases() {
		for _, l := range asm.Levels() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+l.String(), func(b *testing.B) { runCase(b, c, l.Table()) })
		}
	}
}
