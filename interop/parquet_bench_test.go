package interop

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
	pgo "github.com/parquet-go/parquet-go"

	"github.com/quiver-go/quiver/arrays"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// The Parquet read benchmarks: one file per column kind and codec, written
// once by arrow-go's pqarrow (cached under the system temp directory), read
// from memory by quiver, by pqarrow and by parquet-go in the same run:
//
//	BenchmarkParquetRead/col=int64_plain/codec=zstd/rows=1M/impl=quiver
//
// quiver and pqarrow decode to Arrow arrays; parquet-go, which has no Arrow
// output, decodes each page to its columnar value buffers through its typed
// readers (the nearest like-for-like). SetBytes is the column chunks'
// decompressed size, so MB/s is of decompressed data.
// BenchmarkParquetReadDict reads the dictionary columns as Arrow
// dictionary arrays (quiver's ReadDictionaries, pqarrow's SetReadDict).

const benchRows = 1 << 20

var benchCols = []string{"int64_plain", "int64_dict", "double_plain", "string_dict", "string_plain", "nested_list"}

var benchCodecs = []struct {
	name  string
	codec compress.Compression
}{{"none", compress.Codecs.Uncompressed}, {"snappy", compress.Codecs.Snappy}, {"zstd", compress.Codecs.Zstd}}

// benchColumn builds the one-column record of kind col.
func benchColumn(col string) arrow.RecordBatch {
	mem := memory.DefaultAllocator
	r := rand.New(rand.NewPCG(7, 11))
	var field arrow.Field
	var arr arrow.Array
	switch col {
	case "int64_plain", "int64_dict":
		b := array.NewInt64Builder(mem)
		for range benchRows {
			if col == "int64_dict" {
				b.Append(int64(r.IntN(1000)) * 1_000_003)
			} else {
				b.Append(r.Int64())
			}
		}
		arr, field = b.NewArray(), arrow.Field{Name: col, Type: arrow.PrimitiveTypes.Int64}
	case "int64_nulls", "double_nulls":
		// One value in ten null, the nulls in random places.
		b := array.NewInt64Builder(mem)
		fb := array.NewFloat64Builder(mem)
		for range benchRows {
			switch {
			case r.IntN(10) == 0:
				b.AppendNull()
				fb.AppendNull()
			default:
				b.Append(r.Int64())
				fb.Append(r.NormFloat64())
			}
		}
		ia, fa := b.NewArray(), fb.NewArray()
		if col == "int64_nulls" {
			fa.Release()
			arr, field = ia, arrow.Field{Name: col, Type: arrow.PrimitiveTypes.Int64}
		} else {
			ia.Release()
			arr, field = fa, arrow.Field{Name: col, Type: arrow.PrimitiveTypes.Float64}
		}
	case "string_nulls":
		b := array.NewStringBuilder(mem)
		for i := range benchRows {
			if r.IntN(10) == 0 {
				b.AppendNull()
			} else {
				b.Append(fmt.Sprintf("value-%d-%x", i, r.Uint64()>>uint(r.IntN(60))))
			}
		}
		arr, field = b.NewArray(), arrow.Field{Name: col, Type: arrow.BinaryTypes.String}
	case "double_plain":
		b := array.NewFloat64Builder(mem)
		for range benchRows {
			b.Append(r.NormFloat64())
		}
		arr, field = b.NewArray(), arrow.Field{Name: col, Type: arrow.PrimitiveTypes.Float64}
	case "string_dict", "string_plain":
		b := array.NewStringBuilder(mem)
		for i := range benchRows {
			if col == "string_dict" {
				b.Append(fmt.Sprintf("category-%04d", r.IntN(1000)))
			} else {
				b.Append(fmt.Sprintf("value-%d-%x", i, r.Uint64()>>uint(r.IntN(60))))
			}
		}
		arr, field = b.NewArray(), arrow.Field{Name: col, Type: arrow.BinaryTypes.String}
	case "nested_list":
		b := array.NewListBuilder(mem, arrow.PrimitiveTypes.Int64)
		vb := b.ValueBuilder().(*array.Int64Builder)
		for range benchRows / 4 {
			b.Append(true)
			for range r.IntN(8) {
				vb.Append(r.Int64N(1 << 40))
			}
		}
		arr, field = b.NewArray(), arrow.Field{Name: col, Type: arrow.ListOf(arrow.PrimitiveTypes.Int64)}
	default:
		panic(col)
	}
	field.Nullable = true
	schema := arrow.NewSchema([]arrow.Field{field}, nil)
	defer arr.Release()
	return array.NewRecordBatch(schema, []arrow.Array{arr}, int64(arr.Len()))
}

var benchFiles sync.Map // name -> []byte

// benchFile returns the bytes of the Parquet file for (col, codec),
// writing it with pqarrow the first time.
func benchFile(b *testing.B, col, codec string, c compress.Compression) []byte {
	name := fmt.Sprintf("quiver-bench-%s-%s-%d.parquet", col, codec, benchRows)
	if v, ok := benchFiles.Load(name); ok {
		return v.([]byte)
	}
	path := filepath.Join(os.TempDir(), name)
	data, err := os.ReadFile(path)
	if err != nil {
		rec := benchColumn(col)
		defer rec.Release()
		var buf bytes.Buffer
		dict := col == "int64_dict" || col == "string_dict"
		props := parquet.NewWriterProperties(parquet.WithCompression(c), parquet.WithDictionaryDefault(dict),
			parquet.WithMaxRowGroupLength(benchRows), parquet.WithStats(false))
		tbl := array.NewTableFromRecords(rec.Schema(), []arrow.RecordBatch{rec})
		defer tbl.Release()
		if err := pqarrow.WriteTable(tbl, &buf, benchRows, props, pqarrow.DefaultWriterProps()); err != nil {
			b.Fatal(err)
		}
		data = buf.Bytes()
		if err := os.WriteFile(path+".tmp", data, 0o644); err == nil {
			os.Rename(path+".tmp", path)
		}
	}
	benchFiles.Store(name, data)
	return data
}

// decompressedSize is the sum of the column chunks' uncompressed sizes.
func decompressedSize(b *testing.B, data []byte) int64 {
	f, err := qparquet.Open(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		b.Fatal(err)
	}
	var n int64
	for _, g := range f.Metadata.RowGroups {
		for _, c := range g.Columns {
			n += c.MetaData.TotalUncompressedSize
		}
	}
	return n
}

func readQuiver(data []byte, opts ...qparquet.Option) (int, error) {
	f, err := qparquet.OpenBytes(data, opts...)
	if err != nil {
		return 0, err
	}
	return readRowGroups(f, false)
}

// readRowGroups reads every row group of f and counts the rows, releasing
// each batch once counted when release is set.
func readRowGroups(f *qparquet.File, release bool) (int, error) {
	rows := 0
	for rg := range f.NumRowGroups() {
		rb, err := f.ReadRowGroup(rg, nil)
		if err != nil {
			return 0, err
		}
		rows += rb.NumRows()
		if release {
			releaseBatch(rb)
		}
	}
	return rows, nil
}

// readQuiverPool reads with a Pool passed by WithAllocator and releases
// each batch after counting its rows: a program that is done with a batch
// before it reads the next reads into recycled memory, as parquet-go's
// loop reuses its value buffers.
func readQuiverPool(data []byte, pool *arrays.Pool, opts ...qparquet.Option) (int, error) {
	f, err := qparquet.OpenBytes(data, append(opts, qparquet.WithAllocator(pool))...)
	if err != nil {
		return 0, err
	}
	return readRowGroups(f, true)
}

func readPqarrow(data []byte, readDict bool) (int, error) {
	props := pqarrow.ArrowReadProperties{}
	if readDict {
		props.SetReadDict(0, true)
	}
	tbl, err := pqarrow.ReadTable(context.Background(), bytes.NewReader(data),
		parquet.NewReaderProperties(memory.DefaultAllocator), props, memory.DefaultAllocator)
	if err != nil {
		return 0, err
	}
	n := int(tbl.NumRows())
	tbl.Release()
	return n, nil
}

// readParquetGo decodes every page of every column chunk into parquet-go's
// typed value buffers.
func readParquetGo(data []byte) (int, error) {
	f, err := pgo.OpenFile(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return 0, err
	}
	var i64 []int64
	var f64 []float64
	var ba []byte
	var vals []pgo.Value
	total := 0
	for _, rg := range f.RowGroups() {
		for _, cc := range rg.ColumnChunks() {
			pages := cc.Pages()
			for {
				p, err := pages.ReadPage()
				if err == io.EOF {
					break
				}
				if err != nil {
					pages.Close()
					return 0, err
				}
				n := int(p.NumValues())
				total += n
				switch r := p.Values().(type) {
				case pgo.Int64Reader:
					i64 = grow(i64, n)
					_, err = r.ReadInt64s(i64)
				case pgo.DoubleReader:
					f64 = grow(f64, n)
					_, err = r.ReadDoubles(f64)
				case pgo.ByteArrayReader:
					ba = grow(ba, int(p.Size())+4*n)
					_, err = r.ReadByteArrays(ba)
				default:
					vals = grow(vals, n)
					_, err = r.ReadValues(vals)
				}
				pgo.Release(p)
				if err != nil && err != io.EOF {
					pages.Close()
					return 0, err
				}
			}
			pages.Close()
		}
	}
	return total, nil
}

// timeReads times read, after one untimed read: the first reads of a
// process (or after another library's) grow the Go heap, and the page
// faults of that fresh memory (about 2,000 for 8 MB, 5 ms on this VM)
// would otherwise land on whichever benchmark happens to run first; with
// -benchtime 10x that was codec=none of every column. All three libraries
// get the same warm-up.
func timeReads(b *testing.B, size int64, read func() (int, error)) {
	if _, err := read(); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(size)
	b.ReportAllocs()
	defer cpuPerOp(b)()
	for b.Loop() {
		if _, err := read(); err != nil {
			b.Fatal(err)
		}
	}
}

func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

func BenchmarkParquetRead(b *testing.B) {
	for _, col := range benchCols {
		for _, c := range benchCodecs {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				data := benchFile(b, col, c.name, c.codec)
				size := decompressedSize(b, data)
				pool := arrays.NewPool(0)
				impls := []struct {
					name string
					read func() (int, error)
				}{
					{"quiver", func() (int, error) { return readQuiver(data) }},
					{"quiver-pool", func() (int, error) { return readQuiverPool(data, pool) }},
					{"pqarrow", func() (int, error) { return readPqarrow(data, false) }},
					{"parquet-go", func() (int, error) { return readParquetGo(data) }},
				}
				for _, im := range impls {
					b.Run("impl="+im.name, func(b *testing.B) {
						timeReads(b, size, im.read)
					})
				}
			})
		}
	}
}

// BenchmarkParquetReadSequential reads the compressed files with quiver's
// page prefetching (impl=quiver, the default) and without
// (impl=quiver-sequential, SequentialPages): what decompressing pages ahead
// on the other cores gains.
func BenchmarkParquetReadSequential(b *testing.B) {
	for _, col := range benchCols {
		for _, c := range benchCodecs[1:] {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				data := benchFile(b, col, c.name, c.codec)
				size := decompressedSize(b, data)
				for _, im := range []struct {
					name string
					opts []qparquet.Option
				}{{"quiver", nil}, {"quiver-sequential", []qparquet.Option{qparquet.SequentialPages()}}} {
					b.Run("impl="+im.name, func(b *testing.B) {
						timeReads(b, size, func() (int, error) { return readQuiver(data, im.opts...) })
					})
				}
			})
		}
	}
}

// BenchmarkParquetReadNulls reads plain columns with one value in ten
// null (not in the fixed matrix; where null handling costs).
func BenchmarkParquetReadNulls(b *testing.B) {
	for _, col := range []string{"int64_nulls", "double_nulls", "string_nulls"} {
		for _, c := range benchCodecs {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				data := benchFile(b, col, c.name, c.codec)
				size := decompressedSize(b, data)
				impls := []struct {
					name string
					read func() (int, error)
				}{
					{"quiver", func() (int, error) { return readQuiver(data) }},
					{"pqarrow", func() (int, error) { return readPqarrow(data, false) }},
					{"parquet-go", func() (int, error) { return readParquetGo(data) }},
				}
				for _, im := range impls {
					b.Run("impl="+im.name, func(b *testing.B) {
						timeReads(b, size, im.read)
					})
				}
			})
		}
	}
}

func BenchmarkParquetReadDict(b *testing.B) {
	for _, col := range []string{"string_dict"} {
		for _, c := range benchCodecs {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				data := benchFile(b, col, c.name, c.codec)
				size := decompressedSize(b, data)
				b.Run("impl=quiver", func(b *testing.B) {
					timeReads(b, size, func() (int, error) { return readQuiver(data, qparquet.ReadDictionaries()) })
				})
				pool := arrays.NewPool(0)
				b.Run("impl=quiver-pool", func(b *testing.B) {
					timeReads(b, size, func() (int, error) { return readQuiverPool(data, pool, qparquet.ReadDictionaries()) })
				})
				b.Run("impl=pqarrow", func(b *testing.B) {
					timeReads(b, size, func() (int, error) { return readPqarrow(data, true) })
				})
			})
		}
	}
}

// TestParquetBenchReadersAgree checks, on small versions of the benchmark
// files, that the three readers see the same row counts, and that quiver
// reads what pqarrow reads.
func TestParquetBenchReadersAgree(t *testing.T) {
	dir := t.TempDir()
	for _, col := range benchCols {
		rec := benchColumn(col)
		small := rec.NewSlice(0, 5000)
		rec.Release()
		tbl := array.NewTableFromRecords(small.Schema(), []arrow.RecordBatch{small})
		var buf bytes.Buffer
		props := parquet.NewWriterProperties(parquet.WithCompression(compress.Codecs.Zstd),
			parquet.WithDictionaryDefault(col == "int64_dict" || col == "string_dict"))
		if err := pqarrow.WriteTable(tbl, &buf, 5000, props, pqarrow.DefaultWriterProps()); err != nil {
			t.Fatal(err)
		}
		tbl.Release()
		small.Release()
		data := buf.Bytes()
		q, err := readQuiver(data)
		if err != nil {
			t.Fatalf("%s: quiver: %v", col, err)
		}
		if qp, err := readQuiverPool(data, arrays.NewPool(0)); err != nil || qp != q {
			t.Fatalf("%s: quiver with a pool: %d rows, %v; without %d", col, qp, err, q)
		}
		p, err := readPqarrow(data, false)
		if err != nil {
			t.Fatalf("%s: pqarrow: %v", col, err)
		}
		if _, err := readParquetGo(data); err != nil {
			t.Fatalf("%s: parquet-go: %v", col, err)
		}
		if q != p {
			t.Errorf("%s: quiver %d rows, pqarrow %d", col, q, p)
		}
		path := filepath.Join(dir, col+".parquet")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		ws, want, err := pqarrowAsQuiver(path)
		if err != nil {
			t.Fatal(err)
		}
		f, err := qparquet.Open(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.ReadAll(nil)
		if err != nil {
			t.Fatal(err)
		}
		dropUnsetFieldIDs(ws.Fields)
		if err := sameColumns(got, want, 0); err != nil {
			t.Errorf("%s: %v", col, err)
		}
	}
}

// BenchmarkParquetReadReaderAt reads through an io.ReaderAt (Open, as
// OpenFile does) instead of OpenBytes: each column chunk's bytes are read
// into scratch first, which the reader recycles from read to read.
func BenchmarkParquetReadReaderAt(b *testing.B) {
	for _, col := range []string{"int64_plain", "string_dict", "string_plain"} {
		for _, c := range benchCodecs {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				data := benchFile(b, col, c.name, c.codec)
				size := decompressedSize(b, data)
				pool := arrays.NewPool(0)
				read := func(opts ...qparquet.Option) (int, error) {
					f, err := qparquet.Open(bytes.NewReader(data), int64(len(data)), opts...)
					if err != nil {
						return 0, err
					}
					return readRowGroups(f, true)
				}
				b.Run("impl=quiver", func(b *testing.B) { timeReads(b, size, func() (int, error) { return read() }) })
				b.Run("impl=quiver-pool", func(b *testing.B) {
					timeReads(b, size, func() (int, error) { return read(qparquet.WithAllocator(pool)) })
				})
			})
		}
	}
}
