package interop

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	goipc "github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
	pgo "github.com/parquet-go/parquet-go"
	pgocompress "github.com/parquet-go/parquet-go/compress"
	pgosnappy "github.com/parquet-go/parquet-go/compress/snappy"
	pgouncompressed "github.com/parquet-go/parquet-go/compress/uncompressed"
	pgozstd "github.com/parquet-go/parquet-go/compress/zstd"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// The Parquet write benchmarks: the columns of the read benchmarks
// (benchColumn: 1M rows, nullable, dictionary-encoded for the *_dict
// columns only), written to memory by quiver, by pqarrow and by
// parquet-go in the same run:
//
//	BenchmarkParquetWrite/col=string_dict/codec=zstd/rows=1M/impl=quiver
//
// Every writer does the same work: one row group, chunk statistics, no
// page index, no page checksums, no bloom filter (quiver's defaults write
// page indexes and checksums, pqarrow's neither). quiver and pqarrow
// write Arrow arrays; parquet-go, which has no Arrow input, writes the
// column's values and levels (pgo.Value, built in the timed loop, as a
// user holding the data in Go slices would) through its column writers.
// SetBytes is the file's decompressed column data, as for the reads.
// impl=quiver is the writer's defaults (pages compressed on GOMAXPROCS
// goroutines, see Concurrency); impl=quiver-serial compresses on the
// caller's goroutine alone, as pqarrow and parquet-go do for one column.

func BenchmarkParquetWrite(b *testing.B) {
	for _, col := range benchCols {
		rec := benchColumn(col)
		qrb := quiverBatch(b, rec)
		for _, c := range benchCodecs {
			b.Run(fmt.Sprintf("col=%s/codec=%s/rows=1M", col, c.name), func(b *testing.B) {
				dict := col == "int64_dict" || col == "string_dict"
				size := decompressedSize(b, benchFile(b, col, c.name, c.codec))
				impls := []struct {
					name  string
					write func(*bytes.Buffer) error
				}{
					{"quiver", func(out *bytes.Buffer) error { return writeQuiver(out, qrb, c.name, dict) }},
					{"quiver-serial", func(out *bytes.Buffer) error { return writeQuiver(out, qrb, c.name, dict, qparquet.Concurrency(1)) }},
					{"pqarrow", func(out *bytes.Buffer) error { return writePqarrow(out, rec, c.codec, dict) }},
					{"parquet-go", func(out *bytes.Buffer) error { return writeParquetGo(out, rec, c.name, dict) }},
				}
				for _, im := range impls {
					b.Run("impl="+im.name, func(b *testing.B) {
						var out bytes.Buffer
						if err := im.write(&out); err != nil { // warm-up, as timeReads
							b.Fatal(err)
						}
						b.SetBytes(size)
						b.ReportAllocs()
						defer cpuPerOp(b)()
						for b.Loop() {
							out.Reset()
							if err := im.write(&out); err != nil {
								b.Fatal(err)
							}
						}
						b.ReportMetric(float64(out.Len()), "file-bytes")
					})
				}
			})
		}
		rec.Release()
	}
}

// quiverBatch is rec as a quiver record batch (through IPC).
func quiverBatch(b testing.TB, rec arrow.RecordBatch) *arrays.RecordBatch {
	var buf bytes.Buffer
	w := goipc.NewWriter(&buf, goipc.WithSchema(rec.Schema()))
	if err := w.Write(rec); err != nil {
		b.Fatal(err)
	}
	if err := w.Close(); err != nil {
		b.Fatal(err)
	}
	r, err := ipc.NewStreamReaderBytes(buf.Bytes())
	if err != nil {
		b.Fatal(err)
	}
	for rb, err := range r.All() {
		if err != nil {
			b.Fatal(err)
		}
		return rb
	}
	b.Fatal("no batch")
	return nil
}

func writeQuiver(out *bytes.Buffer, rb *arrays.RecordBatch, codec string, dict bool, more ...qparquet.WriteOption) error {
	c := map[string]qparquet.Codec{"none": qparquet.Uncompressed, "snappy": qparquet.Snappy, "zstd": qparquet.Zstd}[codec]
	opts := []qparquet.WriteOption{qparquet.Compression(c), qparquet.Dictionary(dict),
		qparquet.RowGroupRows(benchRows), qparquet.PageIndex(false), qparquet.CRC(false)}
	w, err := qparquet.NewWriter(out, rb.Schema(), append(opts, more...)...)
	if err != nil {
		return err
	}
	if err := w.Write(rb); err != nil {
		return err
	}
	return w.Close()
}

func writePqarrow(out *bytes.Buffer, rec arrow.RecordBatch, c compress.Compression, dict bool) error {
	props := parquet.NewWriterProperties(parquet.WithCompression(c), parquet.WithDictionaryDefault(dict),
		parquet.WithMaxRowGroupLength(benchRows), parquet.WithAllocator(memory.DefaultAllocator))
	w, err := pqarrow.NewFileWriter(rec.Schema(), out, props, pqarrow.DefaultWriterProps())
	if err != nil {
		return err
	}
	if err := w.Write(rec); err != nil {
		return err
	}
	return w.Close()
}

// writeParquetGo writes rec's one column with parquet-go's column writer:
// values with their repetition and definition levels.
func writeParquetGo(out *bytes.Buffer, rec arrow.RecordBatch, codec string, dict bool) error {
	var cc pgocompress.Codec
	switch codec {
	case "none":
		cc = &pgouncompressed.Codec{}
	case "snappy":
		cc = &pgosnappy.Codec{}
	case "zstd":
		cc = &pgozstd.Codec{}
	}
	col := rec.Column(0)
	var leaf pgo.Node
	switch col.DataType().ID() {
	case arrow.INT64:
		leaf = pgo.Leaf(pgo.Int64Type)
	case arrow.FLOAT64:
		leaf = pgo.Leaf(pgo.DoubleType)
	case arrow.STRING:
		leaf = pgo.String()
	case arrow.LIST:
		leaf = pgo.Leaf(pgo.Int64Type)
	}
	if dict {
		leaf = pgo.Encoded(leaf, &pgo.RLEDictionary)
	}
	node := pgo.Optional(leaf)
	if col.DataType().ID() == arrow.LIST {
		node = pgo.Optional(pgo.List(pgo.Optional(leaf)))
	}
	schema := pgo.NewSchema("schema", pgo.Group{rec.Schema().Field(0).Name: node})
	w := pgo.NewWriter(out, schema, pgo.Compression(cc), pgo.MaxRowsPerRowGroup(benchRows), pgo.PageBufferSize(1<<20))
	cw := w.ColumnWriters()[0]
	const chunk = 4096
	vals := make([]pgo.Value, 0, chunk)
	flush := func() error {
		_, err := cw.WriteRowValues(vals)
		vals = vals[:0]
		return err
	}
	switch a := col.(type) {
	case *array.Int64:
		for i, v := range a.Int64Values() {
			vals = append(vals, pgo.Int64Value(v).Level(0, 1, 0))
			if len(vals) == chunk || i == a.Len()-1 {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	case *array.Float64:
		for i, v := range a.Float64Values() {
			vals = append(vals, pgo.DoubleValue(v).Level(0, 1, 0))
			if len(vals) == chunk || i == a.Len()-1 {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	case *array.String:
		for i := range a.Len() {
			vals = append(vals, pgo.ByteArrayValue([]byte(a.Value(i))).Level(0, 1, 0))
			if len(vals) == chunk || i == a.Len()-1 {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	case *array.List:
		offs := a.Offsets()
		items := a.ListValues().(*array.Int64).Int64Values()
		for i := range a.Len() {
			s, e := offs[i], offs[i+1]
			if s == e {
				vals = append(vals, pgo.NullValue().Level(0, 1, 0)) // an empty list
			}
			for j := s; j < e; j++ {
				rep := 1
				if j == s {
					rep = 0
				}
				vals = append(vals, pgo.Int64Value(items[j]).Level(rep, 3, 0))
			}
			// Rows end on row boundaries: WriteRowValues takes whole rows.
			if len(vals) >= chunk || i == a.Len()-1 {
				if err := flush(); err != nil {
					return err
				}
			}
		}
	default:
		return fmt.Errorf("parquet-go benchmark: column type %s", col.DataType())
	}
	return w.Close()
}

// TestParquetBenchWritersAgree checks the benchmark's three writers on
// the first rows of each column: quiver reads every file back to the
// column's values, so the benchmark times writers doing the same job.
func TestParquetBenchWritersAgree(t *testing.T) {
	for _, col := range benchCols {
		full := benchColumn(col)
		rec := full.NewSlice(0, 5000)
		full.Release()
		want := quiverBatch(t, rec)
		dict := col == "int64_dict" || col == "string_dict"
		for _, im := range []struct {
			name  string
			write func(*bytes.Buffer) error
		}{
			{"quiver", func(out *bytes.Buffer) error { return writeQuiver(out, want, "zstd", dict) }},
			{"pqarrow", func(out *bytes.Buffer) error { return writePqarrow(out, rec, compress.Codecs.Zstd, dict) }},
			{"parquet-go", func(out *bytes.Buffer) error { return writeParquetGo(out, rec, "zstd", dict) }},
		} {
			var out bytes.Buffer
			if err := im.write(&out); err != nil {
				t.Fatalf("%s %s: %v", col, im.name, err)
			}
			f, err := qparquet.OpenBytes(out.Bytes())
			if err != nil {
				t.Fatalf("%s %s: %v", col, im.name, err)
			}
			got, err := f.ReadAll(nil)
			if err != nil {
				t.Fatalf("%s %s: %v", col, im.name, err)
			}
			if err := samePrinted([]*arrays.RecordBatch{want}, got, 0); err != nil {
				t.Errorf("%s %s: %v", col, im.name, err)
			}
			md := f.Metadata.RowGroups[0].Columns[0].MetaData
			hasDict := md.DictionaryPageOffset != nil
			if hasDict != dict || md.Codec != qparquet.Zstd {
				t.Errorf("%s %s: dictionary page %v, codec %s", col, im.name, hasDict, md.Codec)
			}
		}
		rec.Release()
	}
}
