package parquet

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/kernels"
)

// TestDecodeDictShort checks byte-array dictionary gathers, the 16-byte
// path of dictionaries of short entries (0..16 bytes) and the copying path
// (an entry of 17 bytes), against the entries themselves, over several
// pages that append to one chunk.
func TestDecodeDictShort(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, maxLen := range []int{0, 1, 15, 16, 17, 40} {
		dict := newValues(ByteArray, 0)
		var entries [][]byte
		for i := range 1 + r.IntN(300) {
			l := r.IntN(maxLen + 1)
			if i == 0 {
				l = maxLen
			}
			e := make([]byte, l)
			for j := range e {
				e[j] = byte(r.Uint32())
			}
			entries = append(entries, e)
			if err := dict.appendBytes(e); err != nil {
				t.Fatal(err)
			}
		}
		v := newValues(ByteArray, 0)
		v.expectN = 5000
		var want [][]byte
		for range 5 {
			n := r.IntN(1000)
			idx := make([]uint32, n)
			for i := range idx {
				idx[i] = uint32(r.IntN(len(entries)))
				want = append(want, entries[idx[i]])
			}
			src := append([]byte{9}, kernels.HybridEncode(nil, idx, 9)...)
			if err := decodeDict(v, dict, src, n); err != nil {
				t.Fatal(err)
			}
		}
		if got := dict.short > 0; got != (maxLen <= 16) {
			t.Errorf("maxLen %d: 16-byte path %v", maxLen, got)
		}
		if v.n != len(want) {
			t.Fatalf("maxLen %d: %d values, want %d", maxLen, v.n, len(want))
		}
		for i, w := range want {
			if !bytes.Equal(v.bytesAt(i), w) {
				t.Fatalf("maxLen %d: value %d is %x, want %x", maxLen, i, v.bytesAt(i), w)
			}
		}
		if len(v.data) != int(v.offs[v.n]) {
			t.Fatalf("maxLen %d: %d data bytes, offsets end at %d", maxLen, len(v.data), v.offs[v.n])
		}
	}
}
