package benchdata

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// TestHybridParquetGoLayout checks both layouts on a stream worked out by
// hand: an RLE group, a bit-packed group, a group of two constant halves
// (where the AVX2 layout ends a bit-packed run and the portable one does
// not), and a 3-value tail of RLE runs. interop/peerparquetgo checks the
// layouts against parquet-go's encoder itself.
func TestHybridParquetGoLayout(t *testing.T) {
	vals := []uint32{5, 5, 5, 5, 5, 5, 5, 5, 0, 1, 2, 3, 4, 5, 6, 7, 1, 1, 1, 1, 2, 2, 2, 2, 7, 7, 6}
	head := []byte{0x10, 0x05}                                   // RLE: 8 copies of 5
	g1, g2 := []byte{0x88, 0xc6, 0xfa}, []byte{0x49, 0x22, 0x49} // 0..7 and 1,1,1,1,2,2,2,2 at 3 bits
	tail := []byte{0x04, 0x07, 0x02, 0x06}                       // RLE: 2 of 7, 1 of 6
	cat := func(parts ...[]byte) []byte { return bytes.Join(parts, nil) }
	want := cat(head, []byte{0x03}, g1, []byte{0x03}, g2, tail)
	if got := HybridParquetGoLayout(vals, 3); !bytes.Equal(got, want) {
		t.Errorf("HybridParquetGoLayout = %x, want %x", got, want)
	}
	want = cat(head, []byte{0x05}, g1, g2, tail)
	if got := HybridParquetGoLayoutPortable(vals, 3); !bytes.Equal(got, want) {
		t.Errorf("HybridParquetGoLayoutPortable = %x, want %x", got, want)
	}
	if got := HybridParquetGoLayout(make([]uint32, 300), 0); !bytes.Equal(got, []byte{0xd8, 0x04}) {
		t.Errorf("width 0: %x, want d804", got)
	}
}

// TestDecoderInputChecksums pins the decoder benchmarks' inputs, as
// TestChecksums pins the others (HybridInput and HybridDictInput draw what
// kernels' hybrid benchmarks drew before they moved here).
func TestDecoderInputChecksums(t *testing.T) {
	words := func(v []uint32) []byte {
		b := make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(b[4*i:], x)
		}
		return b
	}
	d, idx := HybridDictInput(8, 1, 1<<16)
	db := make([]byte, 8*len(d))
	for i, x := range d {
		binary.LittleEndian.PutUint64(db[8*i:], uint64(x))
	}
	ld, li := DictLookupInput(256, 1<<16)
	lb := make([]byte, 8*len(ld)+4*len(li))
	for i, x := range ld {
		binary.LittleEndian.PutUint64(lb[8*i:], uint64(x))
	}
	for i, x := range li {
		binary.LittleEndian.PutUint32(lb[8*len(ld)+4*i:], uint32(x))
	}
	got := map[string]uint64{
		"unpack": bytesSum(words(UnpackInput(13, 1<<16))),
		"hybrid": bytesSum(words(HybridInput(12, 32, 1<<16))),
		"dict":   bytesSum(db, words(idx)),
		"lookup": bytesSum(lb),
		"layout": bytesSum(HybridParquetGoLayout(HybridInput(1, 1, 1<<16), 1)),
	}
	for k, v := range wantDecoder {
		if got[k] != v {
			t.Errorf("%s: checksum %#x, want %#x", k, got[k], v)
		}
	}
	if len(wantDecoder) == 0 {
		for k, v := range got {
			t.Logf("%q: %#x,", k, v)
		}
		t.Fatal("no pinned checksums")
	}
}

var wantDecoder = map[string]uint64{
	"unpack": 0x3d9bbdb584c08d68,
	"hybrid": 0xb4adf7e71888b925,
	"dict":   0xca914163d64e4bf4,
	"lookup": 0x45ae93afc11f7c9f,
	"layout": 0xff47bde2e82dcb93,
}
