package parquet

import (
	"encoding/binary"
	"encoding/hex"
	"math"
	"math/rand/v2"
	"testing"
)

// TestXXHash64: the test vectors of the xxHash reference (as
// cespare/xxhash lists them), and the fixed-width shortcuts against the
// byte form.
func TestXXHash64(t *testing.T) {
	for _, c := range []struct {
		in   string
		want uint64
	}{
		{"", 0xef46db3751d8e999},
		{"a", 0xd24ec4f1a98c6e5b},
		{"as", 0x1c330fb2d66be179},
		{"asd", 0x631c37ce72a97393},
		{"asdf", 0x415872f599cea71e},
		{"Call me Ishmael. Some years ago--never mind how long precisely-", 0x02a2e85470d6fd96},
	} {
		if got := xxhash64([]byte(c.in)); got != c.want {
			t.Errorf("xxhash64(%q) = %#x, want %#x", c.in, got, c.want)
		}
	}
	r := rand.New(rand.NewPCG(13, 14))
	for range 1000 {
		x := r.Uint64()
		if a, b := xxhash64Uint64(x), xxhash64(binary.LittleEndian.AppendUint64(nil, x)); a != b {
			t.Fatalf("xxhash64Uint64(%#x) = %#x, xxhash64 of its bytes %#x", x, a, b)
		}
		if a, b := xxhash64Uint32(uint32(x)), xxhash64(binary.LittleEndian.AppendUint32(nil, uint32(x))); a != b {
			t.Fatalf("xxhash64Uint32(%#x) = %#x, xxhash64 of its bytes %#x", uint32(x), a, b)
		}
	}
}

// TestBloomSize: the spec's m = -8 ndv / ln(1 - fpp^(1/8)) bits, rounded
// up to a power of two bytes in [32 B, 128 MiB]. interop's
// TestBloomSizeArrowGo holds arrow-go to the same table.
func TestBloomSize(t *testing.T) {
	for _, c := range bloomSizeTable {
		if got := bloomBytes(c.ndv, c.fpp); got != c.bytes {
			t.Errorf("ndv %d fpp %g: %d bytes, want %d", c.ndv, c.fpp, got, c.bytes)
		}
		if got := len(newBloomFilter(c.ndv, c.fpp).bitset()); got != c.bytes {
			t.Errorf("ndv %d fpp %g: bitset of %d bytes, want %d", c.ndv, c.fpp, got, c.bytes)
		}
	}
}

// bloomSizeTable: 1e6 values at 1%: m = 9.68e6 bits = 1.21 MB, so 2 MiB;
// 1000 at 1%: 1210 bytes, so 2 KiB; 100 at 10%: 75 bytes, so 128; 1e7 at
// 5%: 8.59 MB, so 16 MiB.
var bloomSizeTable = []struct {
	ndv   uint64
	fpp   float64
	bytes int
}{
	{0, 0.01, 32}, {1, 0.01, 32}, {100, 0.1, 128}, {1000, 0.01, 2048}, {1000000, 0.01, 2 << 20},
	{1000000, 0.001, 2 << 20}, {10000000, 0.05, 16 << 20}, {1 << 40, 0.01, 128 << 20},
}

// TestBloomFinds: every inserted value is found, and values not inserted
// are found at about the rate the filter was sized for.
func TestBloomFinds(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for _, fpp := range []float64{0.01, 0.05, 0.2} {
		const n = 20000
		b := newBloomFilter(n, fpp)
		in := make([]int64, n)
		for i := range in {
			in[i] = int64(r.Uint64())
		}
		b.insert(Int64, leafValues{i64: in})
		for i, x := range in {
			if !b.checkHash(xxhash64Uint64(uint64(x))) {
				t.Fatalf("fpp %g: value %d (%d) inserted and not found", fpp, i, x)
			}
		}
		fp := 0
		const probes = 200000
		for range probes {
			if b.checkHash(xxhash64Uint64(r.Uint64())) {
				fp++
			}
		}
		// The size rounds up to a power of two, so the rate is at most
		// fpp (with sampling slack) and not far below it.
		rate := float64(fp) / probes
		if rate > fpp*1.2 || rate < fpp/20 {
			t.Errorf("fpp %g: false-positive rate %g", fpp, rate)
		}
	}
	// Every type hashes its PLAIN bytes (byte arrays without the length).
	b := newBloomFilter(100, 0.01)
	strs := [][]byte{[]byte(""), []byte("hello"), []byte("a longer string, past 32 bytes, for the 4-lane loop")}
	b.insert(ByteArray, leafValues{bin: makeByteValues(strs...)})
	b.insert(Int32, leafValues{i32: []int32{-7}})
	b.insert(Float, leafValues{f32: []float32{1.5}})
	b.insert(Double, leafValues{f64: []float64{math.Copysign(0, -1)}})
	b.insert(Int96, leafValues{i96: [][12]byte{{1, 2, 3}}})
	want := [][]byte{{}, []byte("hello"), strs[2], {0xf9, 0xff, 0xff, 0xff}, {0, 0, 0xc0, 0x3f}, {0, 0, 0, 0, 0, 0, 0, 0x80}, {1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0}}
	for _, w := range want {
		if !b.checkHash(xxhash64(w)) {
			t.Errorf("%x inserted and not found", w)
		}
	}
}

// bloomKnownHex is the 128-byte filter (4 blocks) holding INT32 7, INT64
// 42, FLOAT 1.5, DOUBLE -2.25 and BYTE_ARRAY "hello" and "": interop's
// TestBloomBitsetArrowGo builds the same filter with arrow-go and checks
// it against this value, so a test here failing means a difference from
// arrow-go.
const bloomKnownHex = "000010000002000000040000800000000002000000000080000000100000000800000400000040000000200000000800000001000000040000080000002000000201000080002000000000c002400000000420000180000000200008101000002000002001000010000100020800001080400000000040010000022020000040"

func TestBloomKnownBitset(t *testing.T) {
	b := &bloomFilter{blocks: make([][8]uint32, 4)}
	b.insert(Int32, leafValues{i32: []int32{7}})
	b.insert(Int64, leafValues{i64: []int64{42}})
	b.insert(Float, leafValues{f32: []float32{1.5}})
	b.insert(Double, leafValues{f64: []float64{-2.25}})
	b.insert(ByteArray, leafValues{bin: makeByteValues([]byte("hello"), []byte{})})
	if got := hex.EncodeToString(b.bitset()); got != bloomKnownHex {
		t.Errorf("bitset\n%s, want\n%s", got, bloomKnownHex)
	}
}
