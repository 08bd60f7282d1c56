package interop

import (
	"bytes"
	"encoding/hex"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/metadata"
)

// bloomKnownHex is quiver's 128-byte bloom filter of INT32 7, INT64 42,
// FLOAT 1.5, DOUBLE -2.25 and BYTE_ARRAY "hello" and "", the value
// parquet/bloom_test.go's TestBloomKnownBitset holds the writer's filter
// to: built here with arrow-go, the two tests together say quiver hashes
// and sets bits as arrow-go does.
const bloomKnownHex = "000010000002000000040000800000000002000000000080000000100000000800000400000040000000200000000800000001000000040000080000002000000201000080002000000000c002400000000420000180000000200008101000002000002001000010000100020800001080400000000040010000022020000040"

func TestBloomBitsetArrowGo(t *testing.T) {
	b := metadata.NewBloomFilter(128, 128, memory.DefaultAllocator)
	h := b.Hasher()
	b.InsertHash(metadata.GetHash(h, int32(7)))
	b.InsertHash(metadata.GetHash(h, int64(42)))
	b.InsertHash(metadata.GetHash(h, float32(1.5)))
	b.InsertHash(metadata.GetHash(h, float64(-2.25)))
	b.InsertHash(metadata.GetHash(h, parquet.ByteArray("hello")))
	b.InsertHash(metadata.GetHash(h, parquet.ByteArray("")))
	var buf bytes.Buffer
	if _, err := b.WriteTo(&buf, nil); err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(buf.Bytes()); got != bloomKnownHex {
		t.Errorf("arrow-go's bitset\n%s, quiver's\n%s", got, bloomKnownHex)
	}
}

// TestBloomSizeArrowGo: arrow-go sizes filters from ndv and fpp as
// quiver's bloomBytes does (parquet/bloom_test.go's bloomSizeTable).
func TestBloomSizeArrowGo(t *testing.T) {
	for _, c := range []struct {
		ndv   uint32
		fpp   float64
		bytes int64
	}{
		{0, 0.01, 32}, {1, 0.01, 32}, {100, 0.1, 128}, {1000, 0.01, 2048}, {1000000, 0.01, 2 << 20},
		{1000000, 0.001, 2 << 20}, {10000000, 0.05, 16 << 20},
	} {
		b := metadata.NewBloomFilterFromNDVAndFPP(c.ndv, c.fpp, 128<<20, memory.DefaultAllocator)
		if got := b.Size(); got != c.bytes {
			t.Errorf("ndv %d fpp %g: arrow-go %d bytes, quiver %d", c.ndv, c.fpp, got, c.bytes)
		}
		b.Release()
	}
}
