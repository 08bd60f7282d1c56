package parquet

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestSpread decodes pages of random validity (no nulls, all nulls, runs,
// isolated nulls) into spaced int64 values, spaced dictionary indices and
// spaced byte arrays, page after page, and checks every slot: a present
// slot holds the next dense value, a null slot zero (an empty value).
func TestSpread(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	fixed := &chunkData{vals: newValues(Int64, 0)}
	fixed.vals.spaced = true
	idx := &chunkData{vals: newValues(ByteArray, 0), dictMode: true, idxSpaced: true}
	strs := &chunkData{vals: newValues(ByteArray, 0)}
	strs.vals.spaced = true
	var wantValid []bool
	var wantInt []int64
	var wantIdx []int32
	var wantStr [][]byte
	for page := range 60 {
		n := r.IntN(200)
		valid := make([]bool, n)
		p := []float64{0, 1, 0.5, 0.9, 0.1}[page%5]
		for i := range valid {
			valid[i] = r.Float64() >= p
			if i > 0 && r.IntN(4) == 0 {
				valid[i] = valid[i-1]
			}
		}
		present := 0
		var dense []int64
		var denseStr [][]byte
		for i, ok := range valid {
			wantValid = append(wantValid, ok)
			if !ok {
				wantInt, wantIdx, wantStr = append(wantInt, 0), append(wantIdx, 0), append(wantStr, nil)
				continue
			}
			present++
			x := r.Int64()
			s := bytes.Repeat([]byte{byte(i)}, r.IntN(5))
			dense, denseStr = append(dense, x), append(denseStr, s)
			wantInt, wantIdx, wantStr = append(wantInt, x), append(wantIdx, int32(x&0xffff)), append(wantStr, s)
		}
		for _, c := range []*chunkData{fixed, idx, strs} {
			need := arrays.BitmapLen(c.levels + n)
			c.valid = mem{}.growBuffer(c.valid, need)[:need]
			for i, ok := range valid {
				if ok {
					arrays.SetBit(c.valid, c.levels+i)
				}
			}
		}
		dst := fixed.vals.reserve(present)
		for i, x := range dense {
			binary.NativeEndian.PutUint64(dst[8*i:], uint64(x)) // values are in host order
		}
		ix := idx.growIdx(present)
		for i := range ix {
			ix[i] = int32(dense[i] & 0xffff)
		}
		for _, s := range denseStr {
			if err := strs.vals.appendBytes(s); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []*chunkData{fixed, idx, strs} {
			c.spread(n, present)
			c.levels += n
		}
	}
	total := len(wantValid)
	if fixed.vals.n != total || len(idx.idx) != total || strs.vals.n != total {
		t.Fatalf("%d, %d, %d slots, want %d", fixed.vals.n, len(idx.idx), strs.vals.n, total)
	}
	vals := asSlice[int64](fixed.vals.fixed)
	for i := range total {
		if vals[i] != wantInt[i] || idx.idx[i] != wantIdx[i] || !bytes.Equal(strs.vals.bytesAt(i), wantStr[i]) {
			t.Fatalf("slot %d (valid %v): %d, %d, %q; want %d, %d, %q", i, wantValid[i], vals[i], idx.idx[i], strs.vals.bytesAt(i), wantInt[i], wantIdx[i], wantStr[i])
		}
	}
}

// TestSealed checks that a sealed buffer's capacity is its padded length
// and its padding is zero, whatever the bytes past its length held.
func TestSealed(t *testing.T) {
	for _, n := range []int{0, 1, 63, 64, 65, 1000} {
		b := arrays.AllocBufferUninit(n + 300)
		all := b[:cap(b)]
		for i := range all {
			all[i] = 0xEE
		}
		s := sealed(b[:n])
		if len(s) != n || cap(s) != arrays.PaddedLen(n) {
			t.Fatalf("n=%d: len %d cap %d, want %d %d", n, len(s), cap(s), n, arrays.PaddedLen(n))
		}
		for i, x := range s[n:cap(s)] {
			if x != 0 {
				t.Fatalf("n=%d: padding byte %d is %#x", n, n+i, x)
			}
		}
	}
}
