package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Decoder benchmarks (bit unpacking at 64K and 1M values, the hybrid,
// dictionary decode and dictionary lookup), in the conventions of
// bench_test.go: fixed key=value names, one op decodes the whole input,
// data from internal/benchdata, which interop/peerparquetgo's twins on
// parquet-go v0.32.0 draw from too (same bytes; its tests check both
// decoders agree). SetBytes counts the output (4 bytes per int32 index, 8
// per int64 value), so MB/s compares across widths and run lengths.
//
// runlen=1 is uniform random values, runlen=32 repeats each random value
// 32 times. A stream has one of two run layouts: quiver's HybridEncode
// (the names without a layout: bit-packed runs of 504 values, the longest
// a one-byte header allows, as parquet-mr and Arrow write them) or
// layout=parquetgo, the runs parquet-go's encoder writes
// (benchdata.HybridParquetGoLayout: bit-packed runs of any number of
// groups, broken by every group of 8 equal values). HybridDecode,
// HybridDictDecode and DictDecodeTo decode into a buffer reused across
// calls (HybridDecodeInt32, HybridDictDecodeTo, DictDecodeTo), as a
// column reader does.
//
// The inputs are built inside each sub-benchmark (lazyCase), not all at
// once: together they are hundreds of megabytes.

// lazyCase is a benchCase whose input is built when it runs.
type lazyCase struct {
	kernel, name string
	bytes        int64
	build        func() func(k *asm.Table)
}

func runLazy(b *testing.B, c lazyCase, k *asm.Table) {
	runCase(b, benchCase{c.kernel, c.name, c.bytes, c.build()}, k)
}

// hybridLayouts are the run layouts of the hybrid cases: the name part
// and the encoder.
var hybridLayouts = []struct {
	name   string
	encode func(vals []uint32, width int) []byte
}{
	{"", func(v []uint32, w int) []byte { return HybridEncode(nil, v, w) }},
	{"layout=parquetgo/", benchdata.HybridParquetGoLayout},
}

var hybridSinkArray arrays.Array

func decodeCases() []lazyCase {
	var cs []lazyCase
	for _, sz := range benchSizes {
		for w := 1; w <= 32; w++ {
			n := sz.N
			cs = append(cs, lazyCase{"Unpack32", sprintf("width=%d/n=%s", w, sz.Name), 4 * int64(n), func() func(*asm.Table) {
				src, err := AppendPacked(nil, benchdata.UnpackInput(w, n), w)
				if err != nil {
					panic(err)
				}
				dst := make([]uint32, n)
				return func(k *asm.Table) { k.Unpack32(dst, src, w) }
			}})
		}
	}
	for _, w := range benchdata.HybridWidths {
		for _, rl := range benchdata.RunLens {
			for _, lay := range hybridLayouts {
				for _, sz := range benchSizes {
					n := sz.N
					cs = append(cs, lazyCase{"HybridDecode", sprintf("width=%d/runlen=%d/%sn=%s", w, rl, lay.name, sz.Name), 4 * int64(n), func() func(*asm.Table) {
						src := lay.encode(benchdata.HybridInput(w, rl, n), w)
						dst := make([]uint32, n)
						return func(k *asm.Table) {
							if _, err := hybridDecode("HybridDecodeInt32", k, dst, src, w); err != nil {
								panic(err)
							}
						}
					}})
				}
			}
		}
	}
	for _, w := range benchdata.HybridDictWidths {
		for _, rl := range benchdata.RunLens {
			for _, lay := range hybridLayouts {
				for _, sz := range benchSizes {
					n := sz.N
					name := sprintf("type=int64/width=%d/runlen=%d/%sn=%s", w, rl, lay.name, sz.Name)
					cs = append(cs, lazyCase{"HybridDictDecode", name, 8 * int64(n), func() func(*asm.Table) {
						dict, vals := benchdata.HybridDictInput(w, rl, n)
						src := lay.encode(vals, w)
						dst := make([]int64, n)
						return func(k *asm.Table) {
							if _, err := hybridDictGather("HybridDictDecodeTo", k, dst, dict, src, w, true); err != nil {
								panic(err)
							}
						}
					}})
					if lay.name != "" {
						continue
					}
					// The same through the arrays API, which allocates the
					// result's buffer on every call.
					cs = append(cs, lazyCase{"HybridDictDecodeArray", name, 8 * int64(n), func() func(*asm.Table) {
						vals, idx := benchdata.HybridDictInput(w, rl, n)
						b := arrays.NewInt64Builder()
						b.AppendValues(vals, nil)
						dict := b.NewInt64Array()
						src := lay.encode(idx, w)
						return func(k *asm.Table) {
							a, err := hybridDictDecode(k, &config{}, dict, src, w, n)
							if err != nil {
								panic(err)
							}
							hybridSinkArray = a
						}
					}})
				}
			}
		}
	}
	for _, typ := range []string{"int32", "int64"} {
		for _, e := range benchdata.DictEntries {
			for _, sz := range benchSizes {
				n := sz.N
				size := int64(8)
				if typ == "int32" {
					size = 4
				}
				cs = append(cs, lazyCase{"DictDecodeTo", sprintf("type=%s/entries=%d/n=%s", typ, e, sz.Name), size * int64(n), func() func(*asm.Table) {
					d64, idx := benchdata.DictLookupInput(e, n)
					if typ == "int32" {
						d32 := make([]int32, e)
						for i, v := range d64 {
							d32[i] = int32(v)
						}
						dst := make([]int32, n)
						return func(k *asm.Table) {
							if err := dictDecodeTo(k, dst, d32, idx, true); err != nil {
								panic(err)
							}
						}
					}
					dst := make([]int64, n)
					return func(k *asm.Table) {
						if err := dictDecodeTo(k, dst, d64, idx, true); err != nil {
							panic(err)
						}
					}
				}})
			}
		}
	}
	return cs
}

func runDecodeKernel(b *testing.B, kernel string) {
	for _, c := range decodeCases() {
		if c.kernel == kernel {
			b.Run(c.name, func(b *testing.B) { runLazy(b, c, defaultTable) })
		}
	}
}

func BenchmarkHybridDecode(b *testing.B)     { runDecodeKernel(b, "HybridDecode") }
func BenchmarkHybridDictDecode(b *testing.B) { runDecodeKernel(b, "HybridDictDecode") }
func BenchmarkDictDecodeTo(b *testing.B)     { runDecodeKernel(b, "DictDecodeTo") }

// BenchmarkHybridDictDecodeArray is BenchmarkHybridDictDecode through
// HybridDictDecode, which returns a new array each time.
func BenchmarkHybridDictDecodeArray(b *testing.B) { runDecodeKernel(b, "HybridDictDecodeArray") }

// BenchmarkHybridByISA runs every decoder case at every level, named as
// BenchmarkByISA names its cases (kernel=<Kernel>/<case>/isa=<level>), for
// `benchstat -col /isa`.
func BenchmarkHybridByISA(b *testing.B) {
	for _, c := range decodeCases() {
		for _, l := range asm.Levels() {
			b.Run("kernel="+c.kernel+"/"+c.name+"/isa="+l.String(), func(b *testing.B) { runLazy(b, c, l.Table()) })
		}
	}
}
