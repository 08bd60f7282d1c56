package interop

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"

	"github.com/quiver-go/quiver/arrays"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// allocRows makes the columns' buffers larger than arrays.MinTracked, so
// that a Pool serves them.
const allocRows = 40000

// allocRecord has a column of each layout the reader builds: plain and
// dictionary-encoded values with and without nulls, conversions (int8,
// decimal), booleans, strings, large strings, lists, a struct.
func allocRecord() arrow.RecordBatch {
	mem := memory.DefaultAllocator
	r := rand.New(rand.NewPCG(3, 5))
	schema := arrow.NewSchema([]arrow.Field{
		{Name: "i64", Type: arrow.PrimitiveTypes.Int64},
		{Name: "i64_nulls", Type: arrow.PrimitiveTypes.Int64, Nullable: true},
		{Name: "f64_nulls", Type: arrow.PrimitiveTypes.Float64, Nullable: true},
		{Name: "i8", Type: arrow.PrimitiveTypes.Int8, Nullable: true},
		{Name: "bool", Type: arrow.FixedWidthTypes.Boolean, Nullable: true},
		{Name: "cat", Type: arrow.BinaryTypes.String, Nullable: true},
		{Name: "str", Type: arrow.BinaryTypes.String, Nullable: true},
		{Name: "large_str", Type: arrow.BinaryTypes.LargeString, Nullable: true},
		{Name: "dec", Type: &arrow.Decimal128Type{Precision: 12, Scale: 2}, Nullable: true},
		{Name: "list", Type: arrow.ListOf(arrow.PrimitiveTypes.Int64), Nullable: true},
		{Name: "struct", Type: arrow.StructOf(
			arrow.Field{Name: "a", Type: arrow.PrimitiveTypes.Int32, Nullable: true},
			arrow.Field{Name: "b", Type: arrow.BinaryTypes.String, Nullable: true}), Nullable: true},
		// More leaves than the arrays package keeps unclaimed tracked
		// buffers (16): all are decoded before any array is built.
		{Name: "wide", Type: arrow.StructOf(wideFields()...), Nullable: true},
	}, nil)
	b := array.NewRecordBuilder(mem, schema)
	defer b.Release()
	null := func() bool { return r.IntN(10) == 0 }
	for i := range allocRows {
		b.Field(0).(*array.Int64Builder).Append(r.Int64())
		if null() {
			b.Field(1).AppendNull()
			b.Field(2).AppendNull()
			b.Field(3).AppendNull()
			b.Field(4).AppendNull()
		} else {
			b.Field(1).(*array.Int64Builder).Append(int64(r.IntN(500)))
			b.Field(2).(*array.Float64Builder).Append(r.NormFloat64())
			b.Field(3).(*array.Int8Builder).Append(int8(r.IntN(256) - 128))
			b.Field(4).(*array.BooleanBuilder).Append(r.IntN(2) == 0)
		}
		if null() {
			b.Field(5).AppendNull()
			b.Field(6).AppendNull()
			b.Field(7).AppendNull()
			b.Field(8).AppendNull()
		} else {
			b.Field(5).(*array.StringBuilder).Append(fmt.Sprintf("category-%03d", r.IntN(300)))
			b.Field(6).(*array.StringBuilder).Append(fmt.Sprintf("value-%d-%x", i, r.Uint64()>>uint(r.IntN(60))))
			b.Field(7).(*array.LargeStringBuilder).Append(fmt.Sprintf("v%x", r.Uint32()))
			b.Field(8).(*array.Decimal128Builder).Append(decimal128.FromI64(r.Int64N(1e10)))
		}
		lb := b.Field(9).(*array.ListBuilder)
		if null() {
			lb.AppendNull()
		} else {
			lb.Append(true)
			for range r.IntN(6) {
				lb.ValueBuilder().(*array.Int64Builder).Append(r.Int64N(1 << 40))
			}
		}
		sb := b.Field(10).(*array.StructBuilder)
		if null() {
			sb.AppendNull()
		} else {
			sb.Append(true)
			sb.FieldBuilder(0).(*array.Int32Builder).Append(int32(r.Uint32()))
			if null() {
				sb.FieldBuilder(1).AppendNull()
			} else {
				sb.FieldBuilder(1).(*array.StringBuilder).Append(fmt.Sprintf("s%d", r.IntN(1000)))
			}
		}
		wb := b.Field(11).(*array.StructBuilder)
		wb.Append(true)
		for k := range wb.NumField() {
			if null() {
				wb.FieldBuilder(k).AppendNull()
			} else {
				wb.FieldBuilder(k).(*array.Int64Builder).Append(r.Int64())
			}
		}
	}
	return b.NewRecordBatch()
}

func wideFields() []arrow.Field {
	out := make([]arrow.Field, 20)
	for i := range out {
		out[i] = arrow.Field{Name: fmt.Sprintf("w%d", i), Type: arrow.PrimitiveTypes.Int64, Nullable: true}
	}
	return out
}

// allocFiles writes allocRecord with each codec, dictionaries on and off
// and data pages v1 and v2, in two row groups.
func allocFiles(t *testing.T) map[string][]byte {
	rec := allocRecord()
	defer rec.Release()
	tbl := array.NewTableFromRecords(rec.Schema(), []arrow.RecordBatch{rec})
	defer tbl.Release()
	out := map[string][]byte{}
	for _, c := range []struct {
		name  string
		codec compress.Compression
	}{{"none", compress.Codecs.Uncompressed}, {"snappy", compress.Codecs.Snappy}, {"zstd", compress.Codecs.Zstd}} {
		for _, dict := range []bool{false, true} {
			for _, pv := range []parquet.DataPageVersion{parquet.DataPageV1, parquet.DataPageV2} {
				var buf bytes.Buffer
				props := parquet.NewWriterProperties(parquet.WithCompression(c.codec), parquet.WithDictionaryDefault(dict),
					parquet.WithDataPageVersion(pv), parquet.WithMaxRowGroupLength(allocRows/2))
				if err := pqarrow.WriteTable(tbl, &buf, allocRows/2, props, pqarrow.DefaultWriterProps()); err != nil {
					t.Fatal(err)
				}
				out[fmt.Sprintf("codec=%s/dict=%v/page=v%d", c.name, dict, pv+1)] = buf.Bytes()
			}
		}
	}
	return out
}

// bufferRanges lists the memory of every buffer of the batches' arrays.
func bufferRanges(rbs []*arrays.RecordBatch) [][2]uintptr {
	var out [][2]uintptr
	var walk func(d *arrays.Data)
	walk = func(d *arrays.Data) {
		if d == nil {
			return
		}
		for _, b := range d.Buffers {
			if cap(b) > 0 {
				p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
				out = append(out, [2]uintptr{p, p + uintptr(cap(b))})
			}
		}
		for _, c := range d.Children {
			walk(c)
		}
		walk(d.Dictionary)
	}
	for _, rb := range rbs {
		for _, c := range rb.Columns() {
			walk(c.Data())
		}
	}
	return out
}

// overlap reports whether a buffer of x shares memory with one of y.
func overlap(x, y [][2]uintptr) bool {
	for _, a := range x {
		for _, b := range y {
			if a[0] < b[1] && b[0] < a[1] {
				return true
			}
		}
	}
	return false
}

func sameBatches(t *testing.T, what string, got, want []*arrays.RecordBatch) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d batches, want %d", what, len(got), len(want))
	}
	for i := range want {
		for c := range want[i].NumCols() {
			g, w := got[i].Column(c), want[i].Column(c)
			if err := arrays.ValidateFull(g); err != nil {
				t.Fatalf("%s: batch %d column %d: %v", what, i, c, err)
			}
			if !arrays.Equal(g, w, arrays.EqualNaN(true)) {
				t.Fatalf("%s: batch %d column %d: %s", what, i, c, arrays.EqualDiff(g, w))
			}
		}
	}
}

// TestParquetReadWithAllocator reads files of every layout with a Pool
// (WithAllocator) and checks: the arrays equal those of a default read;
// the Pool serves them; a read while earlier batches are alive never
// reuses their memory (only released batches are recycled: with
// QUIVER_POISON=1 released memory is also overwritten, so a read of it
// would show); and once batches are released, reading a column again
// takes no fresh buffer from the Pool.
func TestParquetReadWithAllocator(t *testing.T) {
	for name, data := range allocFiles(t) {
		for _, readDict := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/readdict=%v", name, readDict), func(t *testing.T) {
				var opts []qparquet.Option
				if readDict {
					opts = append(opts, qparquet.ReadDictionaries())
				}
				ref, err := mustOpen(t, data, opts...).ReadAll(nil)
				if err != nil {
					t.Fatal(err)
				}
				pool := arrays.NewPool(0)
				f := mustOpen(t, data, append(opts, qparquet.WithAllocator(pool))...)
				a, err := f.ReadAll(nil)
				if err != nil {
					t.Fatal(err)
				}
				sameBatches(t, "pool read", a, ref)
				if s := pool.Stats(); s.Misses == 0 || s.Outstanding == 0 {
					t.Fatalf("the pool served no buffer: %+v", s)
				}
				b, err := f.ReadAll(nil)
				if err != nil {
					t.Fatal(err)
				}
				if overlap(bufferRanges(a), bufferRanges(b)) {
					t.Fatal("a second read reused memory of the first, which is alive")
				}
				sameBatches(t, "first read after the second", a, ref)
				for _, rb := range a {
					releaseBatch(rb)
				}
				c, err := f.ReadAll(nil)
				if err != nil {
					t.Fatal(err)
				}
				if s := pool.Stats(); s.Hits == 0 {
					t.Fatalf("nothing recycled after a release: %+v", s)
				}
				if overlap(bufferRanges(b), bufferRanges(c)) {
					t.Fatal("a read reused memory of an alive batch")
				}
				sameBatches(t, "read into recycled memory", c, ref)
				sameBatches(t, "second read after the third", b, ref)
				for _, rbs := range [][]*arrays.RecordBatch{b, c} {
					for _, rb := range rbs {
						releaseBatch(rb)
					}
				}
				// One column at a time (no other column's allocations
				// interleave), each with a pool of its own (no surplus of
				// earlier reads): read and release three times, then a
				// checked read. Only the last read is compared: the
				// comparison's own slices of the arrays hold buffers until
				// they are collected, which a release cannot hurry.
				for col := range f.ArrowSchema().Fields {
					pool := arrays.NewPool(0)
					f := mustOpen(t, data, append(opts, qparquet.WithAllocator(pool))...)
					var first arrays.PoolStats
					for rep := range 4 {
						rb, err := f.ReadRowGroup(0, []int{col})
						if err != nil {
							t.Fatal(err)
						}
						if rep == 3 {
							sameBatches(t, fmt.Sprintf("column %d", col), []*arrays.RecordBatch{rb}, []*arrays.RecordBatch{projected(ref[0], col)})
						}
						releaseBatch(rb)
						s := pool.Stats()
						switch {
						case rep == 0:
							first = s
						case s.Misses != first.Misses:
							t.Fatalf("column %d read %d: %d fresh buffers after a release (%+v)", col, rep, s.Misses-first.Misses, s)
						}
						if rep < 3 && s.Outstanding != 0 {
							t.Fatalf("column %d read %d: %d buffers not given back after the release (%+v)", col, rep, s.Outstanding, s)
						}
					}
				}
			})
		}
	}
}

// TestParquetBatchesWithAllocator reads row ranges (sliced batches) with a
// Pool and compares them with a default read.
func TestParquetBatchesWithAllocator(t *testing.T) {
	data := allocFiles(t)["codec=snappy/dict=true/page=v1"]
	pool := arrays.NewPool(0)
	f := mustOpen(t, data, qparquet.WithAllocator(pool))
	ref := mustOpen(t, data)
	o := qparquet.ReadOptions{BatchSize: 7000, RowStart: 1234, RowEnd: allocRows - 99}
	var want []*arrays.RecordBatch
	for rb, err := range ref.Batches(o) {
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, rb)
	}
	for rep := range 2 {
		var got []*arrays.RecordBatch
		for rb, err := range f.Batches(o) {
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, rb)
		}
		sameBatches(t, fmt.Sprintf("read %d", rep), got, want)
		for _, rb := range got {
			rb.Release() // slices of one read: their children are shared
		}
	}
	if s := pool.Stats(); s.Hits == 0 {
		t.Fatalf("nothing recycled: %+v", s)
	}
}

func mustOpen(t *testing.T, data []byte, opts ...qparquet.Option) *qparquet.File {
	t.Helper()
	f, err := qparquet.OpenBytes(data, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// projected is column col of rb as a batch of its own.
func projected(rb *arrays.RecordBatch, col int) *arrays.RecordBatch {
	s := rb.Schema()
	md := s.Metadata
	out, err := arrays.NewRecordBatch(arrays.NewSchema([]arrays.Field{s.Fields[col]}, &md), []arrays.Array{rb.Column(col)}, rb.NumRows())
	if err != nil {
		panic(err)
	}
	return out
}

// releaseBatch releases every Data of rb's columns, children and
// dictionaries included: RecordBatch.Release releases only the columns'
// top-level Data, since children may be shared; those of a whole row
// group's read are its own.
func releaseBatch(rb *arrays.RecordBatch) {
	var rel func(d *arrays.Data)
	rel = func(d *arrays.Data) {
		if d == nil {
			return
		}
		d.Release()
		for _, c := range d.Children {
			rel(c)
		}
		rel(d.Dictionary)
	}
	for _, c := range rb.Columns() {
		rel(c.Data())
	}
}
