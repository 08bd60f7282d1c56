package parquet

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
)

// FuzzWriteRoundTrip draws a column (a writable type, bare or inside one
// of the nestings of TestWriteNested), its values and the writer's
// options from the fuzzer's bytes, writes one or two batches and checks
// that the file reads back to them (checkRoundTrip). Any writer error is
// a failure: the types and options drawn are all valid.
func FuzzWriteRoundTrip(f *testing.F) {
	for _, seed := range [][]byte{
		{0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
		{3, 1, 40, 2, 1, 1, 7, 9, 1, 2},
		{29, 4, 100, 5, 2, 0, 3, 200, 0, 1},
		{35, 2, 64, 1, 0, 1, 1, 13, 1, 0},
		{41, 3, 17, 3, 1, 0, 250, 4, 1, 3},
	} {
		f.Add(seed)
	}
	randarray.Register()
	base := writable()
	codecs := []Codec{Uncompressed, Snappy, Zstd, Gzip, LZ4Raw, Brotli}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		typ := base[int(data[0])%len(base)]
		n := int(data[2]) % 130
		if nest := int(data[1]) % 5; nest > 0 {
			// Nested values multiply: fewer rows keep an execution cheap.
			typ, n = nestedTypes(typ)[nest-1], n%40
		}
		nullProb := float64(data[3]%5) / 8
		opts := []WriteOption{
			Compression(codecs[int(data[4])%len(codecs)]),
			DataPageVersion(1 + int(data[5])%2),
			PageSize(64 + int(data[6])*16),
			RowGroupRows(1 + int64(data[7])),
			Dictionary(data[8]%2 == 0),
		}
		if data[9]%4 == 3 {
			opts = append(opts, DictionaryPageLimit(32))
		}
		seed := binary.LittleEndian.Uint64(append(data[10:min(len(data), 18):min(len(data), 18)], make([]byte, 8)...))
		rb := randomBatch(rand.New(rand.NewPCG(seed, uint64(len(data)))), []arrays.DataType{typ}, n, nullProb)
		batches := []*arrays.RecordBatch{rb}
		if n > 4 && data[9]%2 == 1 {
			batches = append(batches, rb.Slice(n/3, n-1))
		}
		checkRoundTrip(t, rb.Schema(), batches, opts...)
	})
}
