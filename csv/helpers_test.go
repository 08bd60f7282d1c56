package csv

import (
	"bytes"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// randomColumn builds n values of t with about a fifth null, drawn to
// cover each type's extremes as well as ordinary values.
func randomColumn(t *testing.T, typ arrays.DataType, n int, rng *rand.Rand) arrays.Array {
	t.Helper()
	bl, err := arrays.NewBuilder(typ)
	if err != nil {
		t.Fatal(err)
	}
	pick := func(lo, hi int64) int64 {
		switch rng.IntN(8) {
		case 0:
			return lo
		case 1:
			return hi
		case 2:
			return 0
		}
		if span := uint64(hi - lo); span == math.MaxUint64 {
			return int64(rng.Uint64())
		} else {
			return lo + int64(rng.Uint64N(span+1))
		}
	}
	strs := []string{"", "a", "a,b", `say "hi"`, "line\nbreak", "cr\r\nlf", "NA", "null", " padded ", "ünïcödé", "#hash", `"`, ","}
	for range n {
		if rng.IntN(5) == 0 {
			bl.AppendNull()
			continue
		}
		switch b := bl.(type) {
		case *arrays.BooleanBuilder:
			b.Append(rng.IntN(2) == 0)
		case *arrays.Int8Builder:
			b.Append(int8(pick(math.MinInt8, math.MaxInt8)))
		case *arrays.Int16Builder:
			b.Append(int16(pick(math.MinInt16, math.MaxInt16)))
		case *arrays.Int32Builder:
			b.Append(int32(pick(math.MinInt32, math.MaxInt32)))
		case *arrays.Int64Builder:
			b.Append(pick(math.MinInt64, math.MaxInt64-1))
		case *arrays.Uint8Builder:
			b.Append(uint8(pick(0, math.MaxUint8)))
		case *arrays.Uint16Builder:
			b.Append(uint16(pick(0, math.MaxUint16)))
		case *arrays.Uint32Builder:
			b.Append(uint32(pick(0, math.MaxUint32)))
		case *arrays.Uint64Builder:
			if rng.IntN(4) == 0 {
				b.Append(math.MaxUint64)
			} else {
				b.Append(rng.Uint64())
			}
		case *arrays.Float16Builder:
			b.Append(arrays.HalfFromFloat32(float32(rng.NormFloat64() * 100)))
		case *arrays.Float32Builder:
			b.Append([]float32{0, -1.5, math.MaxFloat32, math.SmallestNonzeroFloat32, float32(rng.NormFloat64())}[rng.IntN(5)])
		case *arrays.Float64Builder:
			b.Append([]float64{0, math.Inf(1), math.Inf(-1), math.MaxFloat64, 5e-324, 1e21, rng.NormFloat64() * 1e6}[rng.IntN(7)])
		case *arrays.Decimal32Builder:
			b.Append(int32(pick(-999999999, 999999999)))
		case *arrays.Decimal64Builder:
			b.Append(pick(-999999999999999999, 999999999999999999))
		case *arrays.Decimal128Builder:
			b.Append(arrays.Int256FromBig(bigDecimal(rng, 38)).Int128())
		case *arrays.Decimal256Builder:
			b.Append(arrays.Int256FromBig(bigDecimal(rng, 76)))
		case *arrays.Date32Builder:
			b.Append(int32(pick(-719162, 2932896))) // 0001-01-01 .. 9999-12-31
		case *arrays.Date64Builder:
			b.Append(pick(-719162, 2932896) * 86400000)
		case *arrays.Time32Builder:
			if b.Type().(arrays.Time32Type).Unit == arrays.Second {
				b.Append(int32(pick(0, 86399)))
			} else {
				b.Append(int32(pick(0, 86399999)))
			}
		case *arrays.Time64Builder:
			if b.Type().(arrays.Time64Type).Unit == arrays.Microsecond {
				b.Append(pick(0, 86399999999))
			} else {
				b.Append(pick(0, 86399999999999))
			}
		case *arrays.TimestampBuilder:
			per := unitsPerSec[b.Type().(arrays.TimestampType).Unit]
			lo, hi := int64(-62135596800), int64(253402300799) // years 1..9999
			if per == 1e9 {
				lo, hi = math.MinInt64/int64(1e9)+1, math.MaxInt64/int64(1e9)-1
			}
			b.Append(pick(lo, hi)*per + rng.Int64N(per))
		case *arrays.DurationBuilder:
			b.Append(pick(math.MinInt64, math.MaxInt64))
		case *arrays.Utf8Builder:
			b.AppendString(strs[rng.IntN(len(strs))])
		case *arrays.LargeUtf8Builder:
			b.AppendString(strs[rng.IntN(len(strs))])
		case *arrays.Utf8ViewBuilder:
			b.AppendString(strs[rng.IntN(len(strs))] + strings.Repeat("x", rng.IntN(20)))
		case *arrays.BinaryBuilder:
			b.Append([]byte{byte(rng.IntN(256)), 0xff, 'a'})
		case *arrays.LargeBinaryBuilder:
			b.Append([]byte(strs[rng.IntN(len(strs))]))
		case *arrays.BinaryViewBuilder:
			b.Append(bytes.Repeat([]byte{0xfe}, rng.IntN(20)))
		case *arrays.FixedSizeBinaryBuilder:
			b.Append([]byte(strs[rng.IntN(len(strs))] + "xyz")[:3])
		case *arrays.DictionaryBuilder:
			if err := b.AppendString(strs[rng.IntN(len(strs))]); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("no generator for %v", typ)
		}
	}
	return bl.NewArray()
}

// bigDecimal is an unscaled value of up to digits digits, often the
// extreme.
func bigDecimal(rng *rand.Rand, digits int) *big.Int {
	lim := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil)
	x := new(big.Int)
	switch rng.IntN(4) {
	case 0:
		x.Sub(lim, big.NewInt(1))
	default:
		var buf [40]byte
		for i := range buf {
			buf[i] = byte(rng.IntN(256))
		}
		x.SetBytes(buf[:])
		x.Mod(x, lim)
	}
	if rng.IntN(2) == 0 {
		x.Neg(x)
	}
	return x
}

func mustRead(t *testing.T, in string, opts ...Option) (*arrays.Schema, []*arrays.RecordBatch) {
	t.Helper()
	s, bs, err := ReadAll(strings.NewReader(in), opts...)
	if err != nil {
		t.Fatalf("reading %q: %v", clip([]byte(in)), err)
	}
	return s, bs
}

// rowsOf renders batches as one string per row, values by ValueString.
func rowsOf(bs []*arrays.RecordBatch) []string {
	var out []string
	for _, b := range bs {
		for i := range b.NumRows() {
			var parts []string
			for _, c := range b.Columns() {
				parts = append(parts, c.(interface{ ValueString(int) string }).ValueString(i))
			}
			out = append(out, strings.Join(parts, "|"))
		}
	}
	return out
}
