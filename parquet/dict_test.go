package parquet

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/kernels"
)

// TestDecodeDictShort checks byte-array dictionary gathers, the 16-byte
// path of dictionaries of short entries (0..16 bytes) and the copying path
// (an entry of 17 bytes), against the entries themselves, over several
// pages that append to one chunk, with the chunk's value count known (the
// first page sizes the data for all) and unknown (later pages grow it),
// and pages of random sizes and around the gather's block.
func TestDecodeDictShort(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct{ maxLen, expectN int }{
		{0, 5000}, {1, 5000}, {15, 5000}, {16, 5000}, {17, 5000}, {40, 5000},
		{1, 0}, {16, 0}, {40, 0},
	} {
		maxLen := c.maxLen
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
		shortest := 0
		for i, e := range entries {
			if len(e) < len(entries[shortest]) {
				shortest = i
			}
		}
		v := newValues(ByteArray, 0)
		v.expectN = c.expectN
		var want [][]byte
		for page := range 8 {
			n := []int{r.IntN(1000), gatherBlock - 1, gatherBlock, gatherBlock + 1}[page%4]
			idx := make([]uint32, n)
			for i := range idx {
				// The first page takes the shortest entries, so its
				// bytes per value underestimate the later pages'.
				idx[i] = uint32(r.IntN(len(entries)))
				if page == 0 {
					idx[i] = uint32(shortest)
				}
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

// TestDecodeDictErrors checks that a byte-array dictionary gather refuses an
// index outside the dictionary and stops at the decoded-size bound, on the
// first page and on a later one.
func TestDecodeDictErrors(t *testing.T) {
	dict := newValues(ByteArray, 0)
	for i := range 300 {
		if err := dict.appendBytes(bytes.Repeat([]byte{byte(i)}, 12)); err != nil {
			t.Fatal(err)
		}
	}
	page := func(idx ...uint32) []byte { return append([]byte{9}, kernels.HybridEncode(nil, idx, 9)...) }
	for _, later := range []bool{false, true} {
		v := newValues(ByteArray, 0)
		if later {
			if err := decodeDict(v, dict, page(1, 2), 2); err != nil {
				t.Fatal(err)
			}
		}
		if err := decodeDict(v, dict, page(3, 300, 4), 3); !errors.Is(err, ErrMalformed) {
			t.Errorf("later %v: index 300 of 300 entries: %v", later, err)
		}
		// 32-bit indices that are negative as int32, past a whole block
		// of good ones (gatherShort checks each index as it moves it).
		idx32 := make([]uint32, 700)
		idx32[600] = 1 << 31
		page32 := append([]byte{32}, kernels.HybridEncode(nil, idx32, 32)...)
		if err := decodeDict(v, dict, page32, len(idx32)); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "at value 600") {
			t.Errorf("later %v: index 1<<31: %v", later, err)
		}
		v.maxBytes = 1000
		idx := make([]uint32, 200)
		if err := decodeDict(v, dict, page(idx...), len(idx)); !errors.Is(err, ErrUnsupported) {
			t.Errorf("later %v: 2400 bytes under a bound of 1000: %v", later, err)
		}
	}
}
