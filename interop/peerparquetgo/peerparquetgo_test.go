package peerparquetgo

import (
	"bytes"
	"fmt"
	"runtime"
	"testing"

	pq "github.com/parquet-go/parquet-go"
	"golang.org/x/sys/cpu"

	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels"
)

// The tests here make `make bench-peer-parquetgo` honest: quiver's suite
// decodes the same bytes as this one (parquet-go's run layout is rebuilt
// by benchdata.HybridParquetGoLayout, checked here against parquet-go's
// encoder), and both libraries decode every case to the same values.

// testSizes: every 64K input in full; the 1M inputs draw the same values
// (the 64K ones are their prefix), so decoding them too adds time, not
// coverage, except for the layout check, which runs at both.
var testSizes = Sizes[:1]

// layoutHere is the layout parquet-go's encoder writes on this machine
// (see benchdata.HybridParquetGoLayout): the benchmarks' layout on amd64
// with AVX2, else the portable one.
func layoutHere() (func([]uint32, int) []byte, string) {
	if runtime.GOARCH == "amd64" && cpu.X86.HasAVX2 && !pqPurego {
		return benchdata.HybridParquetGoLayout, "HybridParquetGoLayout"
	}
	return benchdata.HybridParquetGoLayoutPortable, "HybridParquetGoLayoutPortable"
}

func TestParquetGoLayoutBytes(t *testing.T) {
	layout, which := layoutHere()
	t.Logf("parquet-go's encoder here writes %s", which)
	for _, sz := range Sizes {
		for _, rl := range benchdata.RunLens {
			for _, w := range benchdata.HybridWidths {
				vals := benchdata.HybridInput(w, rl, sz.N)
				if got, want := layout(vals, w), EncodeParquetGo(vals, w); !bytes.Equal(got, want) {
					t.Errorf("HybridDecode width=%d/runlen=%d/n=%s: benchdata.%s differs from parquet-go's encoder (%d vs %d bytes)", w, rl, sz.Name, which, len(got), len(want))
				}
			}
			for _, w := range benchdata.HybridDictWidths {
				_, idx := benchdata.HybridDictInput(w, rl, sz.N)
				if got, want := layout(idx, w), EncodeParquetGo(idx, w); !bytes.Equal(got, want) {
					t.Errorf("HybridDictDecode width=%d/runlen=%d/n=%s: benchdata.%s differs from parquet-go's encoder (%d vs %d bytes)", w, rl, sz.Name, which, len(got), len(want))
				}
			}
		}
	}
	// Streams whose length is not a multiple of 8 end in RLE runs; a
	// zero width is one header.
	for _, n := range []int{1, 7, 13, 100} {
		for _, w := range []int{0, 1, 5, 9, 32} {
			vals := benchdata.HybridValues(uint64(n*w+1), n, max(w, 1), 3)
			if w == 0 {
				vals = make([]uint32, n)
			}
			if got, want := layout(vals, w), EncodeParquetGo(vals, w); !bytes.Equal(got, want) {
				t.Errorf("width=%d n=%d: benchdata.%s %x, parquet-go's encoder %x", w, n, which, got, want)
			}
		}
	}
}

func TestParquetGoLayoutIsMixed(t *testing.T) {
	// The layout=parquetgo cases are meant to hold bit-packed runs that
	// are not a multiple of 4 groups (the tail path of quiver's decoder):
	// check that the width 1 random input has them.
	src := benchdata.HybridParquetGoLayout(benchdata.HybridInput(1, 1, 1<<16), 1)
	odd := 0
	for pos := 0; pos < len(src); {
		h, k := uvarint(src[pos:])
		pos += k
		if h&1 == 1 {
			if (h>>1)%4 != 0 {
				odd++
			}
			pos += int(h >> 1)
		} else {
			pos++
		}
	}
	if odd == 0 {
		t.Fatal("width=1/runlen=1/layout=parquetgo: no bit-packed run of other than 4k groups")
	}
}

func uvarint(b []byte) (uint64, int) {
	var x uint64
	for i, c := range b {
		x |= uint64(c&0x7f) << (7 * i)
		if c < 0x80 {
			return x, i + 1
		}
	}
	panic("truncated varint")
}

func TestUnpackAgrees(t *testing.T) {
	for _, sz := range testSizes {
		for w := 1; w <= 32; w++ {
			vals := benchdata.UnpackInput(w, sz.N)
			src := Packed(vals, w)
			got := make([]int32, sz.N)
			Unpack(got, src, w)
			want := make([]uint32, sz.N)
			if err := kernels.Unpack32(want, src, w); err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if uint32(got[i]) != want[i] || want[i] != vals[i] {
					t.Fatalf("Unpack32 width=%d/n=%s: value %d: parquet-go %d, quiver %d, drawn %d", w, sz.Name, i, got[i], want[i], vals[i])
				}
			}
		}
	}
}

func TestHybridDecodeAgrees(t *testing.T) {
	for _, sz := range testSizes {
		for _, w := range benchdata.HybridWidths {
			for _, rl := range benchdata.RunLens {
				for _, lay := range Layouts {
					name := fmt.Sprintf("HybridDecode width=%d/runlen=%d/%sn=%s", w, rl, lay.Name, sz.Name)
					vals := benchdata.HybridInput(w, rl, sz.N)
					src := lay.Encode(vals, w)
					got, err := NewHybridDecoder(w, sz.N).Decode(src, sz.N)
					if err != nil {
						t.Fatalf("%s: parquet-go: %v", name, err)
					}
					want := make([]uint32, sz.N)
					if _, err := kernels.HybridDecodeUint32(want, src, w); err != nil {
						t.Fatalf("%s: quiver: %v", name, err)
					}
					for i := range want {
						if uint32(got[i]) != want[i] || want[i] != vals[i] {
							t.Fatalf("%s: value %d: parquet-go %d, quiver %d, drawn %d", name, i, got[i], want[i], vals[i])
						}
					}
				}
			}
		}
	}
}

func TestHybridDictDecodeAgrees(t *testing.T) {
	for _, sz := range testSizes {
		for _, w := range benchdata.HybridDictWidths {
			for _, rl := range benchdata.RunLens {
				for _, lay := range Layouts {
					name := fmt.Sprintf("HybridDictDecode type=int64/width=%d/runlen=%d/%sn=%s", w, rl, lay.Name, sz.Name)
					vals, idx := benchdata.HybridDictInput(w, rl, sz.N)
					src := lay.Encode(idx, w)
					ix, err := NewHybridDecoder(w, sz.N).Decode(src, sz.N)
					if err != nil {
						t.Fatalf("%s: parquet-go: %v", name, err)
					}
					got := make([]pq.Value, sz.N)
					Lookup(Dict64(vals), ix, got)
					want := make([]int64, sz.N)
					if _, err := kernels.HybridDictDecodeTo(want, vals, src, w); err != nil {
						t.Fatalf("%s: quiver: %v", name, err)
					}
					for i := range want {
						if got[i].Int64() != want[i] || want[i] != vals[idx[i]] {
							t.Fatalf("%s: value %d: parquet-go %d, quiver %d, expected %d", name, i, got[i].Int64(), want[i], vals[idx[i]])
						}
					}
				}
			}
		}
	}
}

func TestDictDecodeToAgrees(t *testing.T) {
	for _, sz := range testSizes {
		for _, e := range benchdata.DictEntries {
			vals, idx := benchdata.DictLookupInput(e, sz.N)
			got := make([]pq.Value, sz.N)
			Lookup(Dict64(vals), idx, got)
			want := make([]int64, sz.N)
			if err := kernels.DictDecodeTo(want, vals, idx); err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if got[i].Int64() != want[i] || want[i] != vals[idx[i]] {
					t.Fatalf("DictDecodeTo type=int64/entries=%d/n=%s: value %d: parquet-go %d, quiver %d", e, sz.Name, i, got[i].Int64(), want[i])
				}
			}
			Lookup(Dict32(vals), idx, got)
			want32 := make([]int32, sz.N)
			v32 := make([]int32, e)
			for i, v := range vals {
				v32[i] = int32(v)
			}
			if err := kernels.DictDecodeTo(want32, v32, idx); err != nil {
				t.Fatal(err)
			}
			for i := range want32 {
				if got[i].Int32() != want32[i] || want32[i] != v32[idx[i]] {
					t.Fatalf("DictDecodeTo type=int32/entries=%d/n=%s: value %d: parquet-go %d, quiver %d", e, sz.Name, i, got[i].Int32(), want32[i])
				}
			}
		}
	}
}
