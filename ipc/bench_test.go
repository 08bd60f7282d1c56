package ipc

import (
	"bytes"
	"io"
	"strconv"
	"sync"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// benchBatch is a batch of int64, float64 and utf8 columns (one slot in 16
// null), rows long.
func benchBatch(tb testing.TB, rows int) *arrays.RecordBatch {
	ib := arrays.NewInt64Builder()
	fb := arrays.NewFloat64Builder()
	sb := arrays.NewUtf8Builder()
	ib.Reserve(rows)
	fb.Reserve(rows)
	sb.Reserve(rows)
	x := uint64(12345)
	for i := range rows {
		x = x*6364136223846793005 + 1442695040888963407
		if i%16 == 15 {
			ib.AppendNull()
			fb.AppendNull()
			sb.AppendNull()
			continue
		}
		ib.Append(int64(x >> 40))
		fb.Append(float64(x>>11) / (1 << 53))
		sb.AppendString("item-" + strconv.FormatUint(x>>50, 10))
	}
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "id", Type: arrays.Int64Type{}, Nullable: true},
		{Name: "value", Type: arrays.Float64Type{}, Nullable: true},
		{Name: "name", Type: arrays.Utf8Type{}, Nullable: true},
	}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{ib.NewArray(), fb.NewArray(), sb.NewArray()}, rows)
	if err != nil {
		tb.Fatal(err)
	}
	return rb
}

// dataBytes is the size of a batch's buffers, for b.SetBytes.
func dataBytes(rb *arrays.RecordBatch) int64 {
	var n int64
	for _, c := range rb.Columns() {
		for _, b := range c.Data().Buffers {
			n += int64(len(b))
		}
	}
	return n
}

var benchBatches sync.Map // rows -> *arrays.RecordBatch

func cachedBenchBatch(tb testing.TB, rows int) *arrays.RecordBatch {
	if rb, ok := benchBatches.Load(rows); ok {
		return rb.(*arrays.RecordBatch)
	}
	rb := benchBatch(tb, rows)
	benchBatches.Store(rows, rb)
	return rb
}

var benchCodecs = []struct {
	name string
	c    Compression
}{{"none", NoCompression}, {"lz4", CompressionLZ4}, {"zstd", CompressionZSTD}}

func BenchmarkStreamWrite(b *testing.B) {
	rb := cachedBenchBatch(b, 1<<20)
	for _, codec := range benchCodecs {
		b.Run("codec="+codec.name, func(b *testing.B) {
			b.SetBytes(dataBytes(rb))
			for b.Loop() {
				w, err := NewStreamWriter(io.Discard, rb.Schema(), WithCompression(codec.c))
				if err != nil {
					b.Fatal(err)
				}
				if err := w.Write(rb); err != nil {
					b.Fatal(err)
				}
				if err := w.Close(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkStreamRead(b *testing.B) {
	rb := cachedBenchBatch(b, 1<<20)
	for _, codec := range benchCodecs {
		s, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithCompression(codec.c))
		if err != nil {
			b.Fatal(err)
		}
		b.Run("codec="+codec.name, func(b *testing.B) {
			b.SetBytes(dataBytes(rb))
			for b.Loop() {
				r, err := NewStreamReader(bytes.NewReader(s))
				if err != nil {
					b.Fatal(err)
				}
				if _, err := r.Next(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFileRead opens an in-memory file and reads its batch in place,
// trusting it (structural checks only): without compression no byte of
// the data is touched.
func BenchmarkFileRead(b *testing.B) {
	rb := cachedBenchBatch(b, 1<<20)
	for _, codec := range benchCodecs {
		f, err := writeFileBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithCompression(codec.c))
		if err != nil {
			b.Fatal(err)
		}
		b.Run("codec="+codec.name, func(b *testing.B) {
			benchFileRead(b, f, dataBytes(rb))
		})
	}
}

// BenchmarkFileReadSizes shows that zero-copy reading takes the same time
// whatever the size of the data: ns/op stays flat from 1K to 1M rows.
func BenchmarkFileReadSizes(b *testing.B) {
	for _, rows := range []int{1 << 10, 1 << 14, 1 << 17, 1 << 20} {
		rb := cachedBenchBatch(b, rows)
		f, err := writeFileBytes(rb.Schema(), []*arrays.RecordBatch{rb})
		if err != nil {
			b.Fatal(err)
		}
		b.Run("codec=none/rows="+strconv.Itoa(rows), func(b *testing.B) {
			benchFileRead(b, f, dataBytes(rb))
		})
	}
}

func benchFileRead(b *testing.B, file []byte, size int64) {
	buf := arrays.AllocBuffer(len(file)) // aligned, like a mapping
	copy(buf, file)
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		r, err := NewFileReader(buf, WithTrusted())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := r.RecordBatch(0); err != nil {
			b.Fatal(err)
		}
	}
}
