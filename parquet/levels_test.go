package parquet

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels"
)

// TestAddDefBits checks the bitmap path of one-bit definition levels
// against appendLevels, the int32 path: pages of random levels in every
// level encoding (RLE with and without the v1 length prefix, BIT_PACKED)
// appended one after another at unaligned level counts, then truncated
// pages, which must fail.
func TestAddDefBits(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for _, enc := range []Encoding{RLE, BitPacked} {
		for _, prefixed := range []bool{false, true} {
			if enc == BitPacked && !prefixed {
				continue
			}
			c := &chunkData{}
			var all []int32
			for page := range 40 {
				n := r.IntN(300)
				lv := make([]uint32, n)
				run := 1 + r.IntN(50)
				for i := range lv {
					if i%run == 0 && r.IntN(2) == 0 || page%7 != 0 {
						lv[i] = uint32(r.IntN(2))
					} else if i > 0 {
						lv[i] = lv[i-1]
					}
				}
				src := encodeLevels(lv, enc, prefixed)
				var want []int32
				used, err := appendLevels(&want, src, n, 1, enc, prefixed, 1)
				if err != nil {
					t.Fatal(err)
				}
				set, got, err := c.addDefBits(src, n, enc, prefixed)
				if err != nil || got != used {
					t.Fatalf("%s page %d: %d bytes, %v; appendLevels took %d", enc, page, got, err, used)
				}
				if set != countLevel(want, 1) {
					t.Fatalf("%s page %d: %d present, want %d", enc, page, set, countLevel(want, 1))
				}
				c.levels += n
				all = append(all, want...)
				// A cut page is an error, never a panic.
				if len(src) > 0 {
					cut := &chunkData{levels: c.levels}
					if _, _, err := cut.addDefBits(src[:len(src)-1], n, enc, prefixed); err == nil && n > 0 {
						t.Fatalf("%s page %d: cut page accepted", enc, page)
					}
				}
			}
			absent := false
			for i, x := range all {
				if arrays.BitIsSet(c.valid, i) != (x == 1) {
					t.Fatalf("%s prefixed=%v: level %d is %d, bit %v", enc, prefixed, i, x, !(x == 1))
				}
				absent = absent || x == 0
			}
			if c.someAbsent != absent {
				t.Fatalf("%s: someAbsent %v, want %v", enc, c.someAbsent, absent)
			}
		}
	}
}

func encodeLevels(lv []uint32, enc Encoding, prefixed bool) []byte {
	if enc == BitPacked {
		out := make([]byte, (len(lv)+7)/8)
		for i, x := range lv {
			out[i>>3] |= byte(x) << (7 - i&7)
		}
		return out
	}
	body := kernels.HybridEncode(nil, lv, 1)
	if !prefixed {
		return body
	}
	return append(binary.LittleEndian.AppendUint32(nil, uint32(len(body))), body...)
}
