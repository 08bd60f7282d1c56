package peerparquetgo

// The twins of kernels' decoder benchmarks (kernels/decode_hybrid_bench_test.go):
// the same names, inputs, b.SetBytes and unit of work, on parquet-go.
// Each sub-benchmark builds its input inside b.Run, as quiver's do.

import (
	"fmt"
	"testing"

	pq "github.com/parquet-go/parquet-go"

	"github.com/quiver-go/quiver/internal/benchdata"
)

func BenchmarkUnpack32(b *testing.B) {
	for _, sz := range Sizes {
		for w := 1; w <= 32; w++ {
			b.Run(fmt.Sprintf("width=%d/n=%s", w, sz.Name), func(b *testing.B) {
				src := Packed(benchdata.UnpackInput(w, sz.N), w)
				dst := make([]int32, sz.N)
				b.SetBytes(4 * int64(sz.N))
				for b.Loop() {
					Unpack(dst, src, w)
				}
			})
		}
	}
}

func BenchmarkHybridDecode(b *testing.B) {
	for _, w := range benchdata.HybridWidths {
		for _, rl := range benchdata.RunLens {
			for _, lay := range Layouts {
				for _, sz := range Sizes {
					b.Run(fmt.Sprintf("width=%d/runlen=%d/%sn=%s", w, rl, lay.Name, sz.Name), func(b *testing.B) {
						src := lay.Encode(benchdata.HybridInput(w, rl, sz.N), w)
						d := NewHybridDecoder(w, sz.N)
						b.SetBytes(4 * int64(sz.N))
						for b.Loop() {
							if _, err := d.Decode(src, sz.N); err != nil {
								b.Fatal(err)
							}
						}
					})
				}
			}
		}
	}
}

func BenchmarkHybridDictDecode(b *testing.B) {
	for _, w := range benchdata.HybridDictWidths {
		for _, rl := range benchdata.RunLens {
			for _, lay := range Layouts {
				for _, sz := range Sizes {
					b.Run(fmt.Sprintf("type=int64/width=%d/runlen=%d/%sn=%s", w, rl, lay.Name, sz.Name), func(b *testing.B) {
						vals, idx := benchdata.HybridDictInput(w, rl, sz.N)
						dict := Dict64(vals)
						src := lay.Encode(idx, w)
						d := NewHybridDecoder(w, sz.N)
						out := make([]pq.Value, sz.N)
						b.SetBytes(8 * int64(sz.N))
						for b.Loop() {
							ix, err := d.Decode(src, sz.N)
							if err != nil {
								b.Fatal(err)
							}
							Lookup(dict, ix, out)
						}
					})
				}
			}
		}
	}
}

func BenchmarkDictDecodeTo(b *testing.B) {
	for _, typ := range []string{"int32", "int64"} {
		for _, e := range benchdata.DictEntries {
			for _, sz := range Sizes {
				b.Run(fmt.Sprintf("type=%s/entries=%d/n=%s", typ, e, sz.Name), func(b *testing.B) {
					vals, idx := benchdata.DictLookupInput(e, sz.N)
					dict, size := Dict64(vals), int64(8)
					if typ == "int32" {
						dict, size = Dict32(vals), 4
					}
					out := make([]pq.Value, sz.N)
					b.SetBytes(size * int64(sz.N))
					for b.Loop() {
						Lookup(dict, idx, out)
					}
				})
			}
		}
	}
}
