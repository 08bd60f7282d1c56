package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Hybrid and dictionary decode benchmarks, in the conventions of
// bench_test.go: fixed key=value names, one op decodes the whole stream,
// data from a seeded PCG. SetBytes counts the output (4 bytes per int32
// index, 8 per int64 value), so MB/s compares across widths and run
// lengths. runlen=1 is uniform random values (bit-packed runs of 504
// values, the longest a one-byte header allows, as parquet-mr and Arrow
// write them); runlen=32 repeats each random value 32 times (RLE runs).
// HybridDecode and HybridDictDecode decode into a buffer reused across
// calls (HybridDecodeInt32, HybridDictDecodeTo), as a column reader does.

// hybridBenchValues returns n values of the given width, each random value
// repeated runlen times.
func hybridBenchValues(seed uint64, n, width, runlen int) []uint32 {
	r := newRand(seed)
	vals := make([]uint32, n)
	for i := 0; i < n; i += runlen {
		v := uint32(r.Uint64() & (1<<width - 1))
		for j := i; j < min(i+runlen, n); j++ {
			vals[j] = v
		}
	}
	return vals
}

var hybridSinkArray arrays.Array

func hybridCases() []benchCase {
	var cs []benchCase
	const n = mega
	for _, w := range []int{1, 3, 8, 12, 17, 32} {
		for _, rl := range []int{1, 32} {
			src := HybridEncode(nil, hybridBenchValues(uint64(44+w), n, w, rl), w)
			dst := make([]uint32, n)
			cs = append(cs, benchCase{"HybridDecode", sprintf("width=%d/runlen=%d/n=1M", w, rl), 4 * n, func(k *asm.Table) {
				if _, err := hybridDecode("HybridDecodeInt32", k, dst, src, w); err != nil {
					panic(err)
				}
			}})
		}
	}
	for _, w := range []int{1, 3, 8, 12} {
		r := newRand(uint64(60 + w))
		b := arrays.NewInt64Builder()
		for range 1 << w {
			b.Append(int64(r.Uint64()))
		}
		dict := b.NewInt64Array()
		for _, rl := range []int{1, 32} {
			src := HybridEncode(nil, hybridBenchValues(uint64(70+w), n, w, rl), w)
			dst := make([]int64, n)
			name := sprintf("type=int64/width=%d/runlen=%d/n=1M", w, rl)
			cs = append(cs, benchCase{"HybridDictDecode", name, 8 * n, func(k *asm.Table) {
				if _, err := hybridDictGather("HybridDictDecodeTo", k, dst, dict.Values(), src, w, true); err != nil {
					panic(err)
				}
			}})
			// The same through the arrays API, which allocates the
			// result's buffer on every call.
			cs = append(cs, benchCase{"HybridDictDecodeArray", name, 8 * n, func(k *asm.Table) {
				a, err := hybridDictDecode(k, &config{}, dict, src, w, n)
				if err != nil {
					panic(err)
				}
				hybridSinkArray = a
			}})
		}
	}
	return cs
}

// hybridAllCases builds the cases once.
var hybridAllCases = func() func() []benchCase {
	var cs []benchCase
	return func() []benchCase {
		if cs == nil {
			cs = hybridCases()
		}
		return cs
	}
}()

func runHybridKernel(b *testing.B, kernel string) {
	for _, c := range hybridAllCases() {
		if c.kernel == kernel {
			b.Run(c.name, func(b *testing.B) { runCase(b, c, defaultTable) })
		}
	}
}

func BenchmarkHybridDecode(b *testing.B)     { runHybridKernel(b, "HybridDecode") }
func BenchmarkHybridDictDecode(b *testing.B) { runHybridKernel(b, "HybridDictDecode") }

// BenchmarkHybridDictDecodeArray is BenchmarkHybridDictDecode through
// HybridDictDecode, which returns a new array each time.
func BenchmarkHybridDictDecodeArray(b *testing.B) { runHybridKernel(b, "HybridDictDecodeArray") }

// BenchmarkHybridByISA runs every hybrid case at every level, named as
// BenchmarkByISA names its cases (kernel=<Kernel>/<case>/isa=<level>), for
// `benchstat -col /isa`.
func BenchmarkHybridByISA(b *testing.B) {
	for _, c := range hybridAllCases() {
		for _, l := range asm.Levels() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+l.String(), func(b *testing.B) { runCase(b, c, l.Table()) })
		}
	}
}
