package kernels

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// Values the random generator does not draw: decimals of every magnitude up
// to their precision (sums carrying across words, overflowing 38 and 76
// digits, sort keys that differ only below the top word) and binary values
// whose 8-byte prefix keys tie (trailing zero bytes, 0xff bytes, shared
// prefixes longer than a view's inline part).

// bigDecimals draws n decimals of up to maxDigits digits, a few of them
// exactly ±(10^maxDigits - 1), as the words of a decimal128 or decimal256
// buffer.
func bigDecimals(r *rand.Rand, n, maxDigits, width int) []byte {
	buf := arrays.AllocBuffer(n * width)
	lim := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(maxDigits)), nil)
	for i := range n {
		x := new(big.Int)
		switch r.IntN(8) {
		case 0:
			x.Sub(lim, big.NewInt(1))
		case 1:
			x.SetInt64(int64(r.IntN(5)))
		default:
			digits := 1 + r.IntN(maxDigits)
			b := make([]byte, 40)
			for j := range b {
				b[j] = byte(r.Uint32())
			}
			x.SetBytes(b)
			x.Mod(x, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil))
		}
		if r.IntN(2) == 0 {
			x.Neg(x)
		}
		v := arrays.Int256FromBig(x)
		if width == 16 {
			copy(buf[16*i:], bytesOfSlice([]arrays.Int128{v.Int128()}))
		} else {
			copy(buf[32*i:], bytesOfSlice([]arrays.Int256{v}))
		}
	}
	return buf
}

func TestReduceWideDecimals(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, c := range []struct {
			typ    arrays.DataType
			width  int
			digits []int
		}{
			{arrays.Decimal128Type{Precision: 38, Scale: 6}, 16, []int{1, 19, 20, 30, 37, 38}},
			{arrays.Decimal256Type{Precision: 76, Scale: 30}, 32, []int{1, 20, 39, 40, 60, 75, 76}},
		} {
			for _, digits := range c.digits {
				for _, n := range []int{1, 2, 3, 40, 300} {
					for _, p := range []float64{0, 0.3} {
						seed := uint64(digits*1000 + n)
						r := rand.New(rand.NewPCG(seed, uint64(c.width)))
						g := newGen(seed, false)
						m := n + 5
						d := arrays.NewData(c.typ, m, [][]byte{g.validity(m, p), bigDecimals(r, m, digits, c.width)}, nil, arrays.UnknownNullCount, 0)
						off := int(seed % 5)
						a := arrays.MakeArray(d.Slice(off, off+n))
						what := fmt.Sprintf("%s digits=%d n=%d nulls=%.1f", c.typ, digits, n, p)
						xs := slotValues(t, a)
						checkSum(t, what, lv, a, xs)
						checkMinMax(t, what, lv, a, xs)
						checkReduceOptions(t, what, lv, a, xs)
						checkSort(t, what, lv, a)
					}
				}
			}
		}
	})
}

// tieValues are binary values whose first 8 bytes, zero padded, tie in
// groups: "a" with "a\x00", the 8- and 9-byte zero runs, and long values
// sharing 12 and more bytes (a view's inline limit) before they differ.
var tieValues = []string{
	"", "\x00", "\x00\x00", "\x00\x00\x00\x00\x00\x00\x00\x00", "\x00\x00\x00\x00\x00\x00\x00\x00\x00",
	"a", "a\x00", "a\x00\x00\x00\x00\x00\x00\x00", "a\x00\x00\x00\x00\x00\x00\x00\x01", "a\x01",
	"\xff", "\xff\xff\xff\xff\xff\xff\xff\xff", "\xff\xff\xff\xff\xff\xff\xff\xff\xff", "\xff\xfe",
	"abcdefghijkl", "abcdefghijkl\x00", "abcdefghijklm", "abcdefghijklmnopq", "abcdefghijklmnopr",
	"abcdefghijklmnopqrstuvwxyz", "abcdefghijklmnopqrstuvwxy", "abcd", "abce", "abc\xff",
}

func TestOrderTiedPrefixes(t *testing.T) {
	type appender interface {
		AppendString(string)
		AppendNull()
		NewArray() arrays.Array
	}
	builders := map[string]func() appender{
		"binary":       func() appender { return arrays.NewBinaryBuilder() },
		"large_binary": func() appender { return arrays.NewLargeBinaryBuilder() },
		"binary_view":  func() appender { return arrays.NewBinaryViewBuilder() },
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for seed := range uint64(6) {
			r := rand.New(rand.NewPCG(seed, 11))
			n := []int{3, 30, 100, 257, 70, 9}[seed]
			vals := make([]string, n)
			valid := make([]bool, n)
			for i := range vals {
				vals[i] = tieValues[r.IntN(len(tieValues))]
				valid[i] = seed%2 == 0 || r.IntN(5) != 0
			}
			for name, nb := range builders {
				b := nb()
				for i, v := range vals {
					if valid[i] {
						b.AppendString(v)
					} else {
						b.AppendNull()
					}
				}
				a := b.NewArray()
				if name == "binary_view" { // small blocks: values spread over several data buffers
					vb := arrays.NewBinaryViewBuilder()
					vb.SetBlockSize(32)
					for i, v := range vals {
						if valid[i] {
							vb.AppendString(v)
						} else {
							vb.AppendNull()
						}
					}
					a = vb.NewArray()
				}
				what := fmt.Sprintf("%s seed=%d", name, seed)
				xs := slotValues(t, a)
				checkMinMax(t, what, lv, a, xs)
				checkReduceOptions(t, what, lv, a, xs)
				checkSort(t, what, lv, a)
			}
			// fixed-size binary of 9 bytes: ties in the first 8 decided by the 9th
			fsb := arrays.FixedSizeBinaryType{ByteWidth: 9}
			buf := arrays.AllocBuffer(9 * n)
			for i := range n {
				v := []byte(tieValues[r.IntN(len(tieValues))] + "\x00\x00\x00\x00\x00\x00\x00\x00\x00")
				copy(buf[9*i:], v[:9])
			}
			g := newGen(seed, false)
			a := arrays.MakeArray(arrays.NewData(fsb, n, [][]byte{g.validity(n, 0.2), buf}, nil, arrays.UnknownNullCount, 0))
			what := fmt.Sprintf("%s seed=%d", fsb, seed)
			xs := slotValues(t, a)
			checkMinMax(t, what, lv, a, xs)
			checkSort(t, what, lv, a)
		}
	})
}

// TestMinMaxViewTies covers the chunked view bounds of MinMax (chunks of
// boundsChunk views, each walked only when its least or greatest prefix
// key reaches the running one) where prefix keys tie most: every value
// sharing its 4-byte prefix, values of 0..4 bytes that are zero bytes
// (all of key 0), extremes alone in a late chunk, nulls over whole chunks,
// and slices at offsets 0..7.
func TestMinMaxViewTies(t *testing.T) {
	gens := map[string]func(r *rand.Rand, i, n int) string{
		"shared-prefix": func(r *rand.Rand, i, n int) string {
			return "abcd" + strings.Repeat(string(rune('a'+r.IntN(3))), r.IntN(14))
		},
		"zero-bytes": func(r *rand.Rand, i, n int) string {
			return strings.Repeat("\x00", r.IntN(5))
		},
		"late-extremes": func(r *rand.Rand, i, n int) string {
			switch i {
			case n - 3:
				return "a"
			case n - 2:
				return "zzzzzzzzzzzzzzzzzz"
			}
			return "m" + strings.Repeat("n", r.IntN(16))
		},
		"short-ties": func(r *rand.Rand, i, n int) string {
			return tieValues[r.IntN(len(tieValues))]
		},
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for name, gen := range gens {
			for _, n := range []int{1, 17, boundsChunk - 1, 2*boundsChunk + 70} {
				for _, nulls := range []string{"none", "some", "leading"} {
					r := rand.New(rand.NewPCG(uint64(n), uint64(len(name))))
					b := arrays.NewUtf8ViewBuilder()
					if r.IntN(2) == 0 {
						b.SetBlockSize(64)
					}
					for i := range n + 7 {
						null := nulls == "some" && r.IntN(3) == 0 || nulls == "leading" && i < n-boundsChunk/2
						if null {
							b.AppendNull()
						} else {
							b.AppendString(gen(r, i, n+7))
						}
					}
					all := b.NewArray()
					for off := range 8 {
						if off > 0 && n > boundsChunk && off%3 != 0 {
							continue // the large cases at a few offsets
						}
						a := arrays.MakeArray(all.Data().Slice(off, min(off+n, n+7)))
						what := fmt.Sprintf("%s n=%d nulls=%s off=%d", name, n, nulls, off)
						checkMinMax(t, what, lv, a, slotValues(t, a))
					}
				}
			}
		}
	})
}
