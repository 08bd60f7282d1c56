package interop

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/metadata"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// writtenFile is a file quiverFiles wrote, with the options it used.
type writtenFile struct {
	name, path string
	opts       []qparquet.WriteOption
}

// quiverFiles writes a batch of every writable type arrow-go knows under
// five option sets (default; v2, zstd, no dictionary; gzip with small
// pages and row groups; LZ4_RAW with the DELTA encodings and
// BYTE_STREAM_SPLIT on small pages; brotli v2 with a tiny dictionary
// limit) into dir, and returns the batch and the files: what the
// pqarrow, parquet-go and statistics read-backs read.
func quiverFiles(t *testing.T, dir string) (*arrays.RecordBatch, []writtenFile) {
	randarray.Register()
	g := randarray.New(rand.New(rand.NewPCG(11, 12)), 0.15)
	var fields []arrays.Field
	var cols []arrays.Array
	for _, typ := range randarray.Types() {
		if pqarrowWriteSkip(typ) {
			continue
		}
		fields = append(fields, arrays.Field{Name: fmt.Sprintf("c%d_%s", len(fields), typ.ID()), Type: typ, Nullable: true})
		cols = append(cols, g.Array(typ, 700))
	}
	schema := arrays.NewSchema(fields, nil)
	rb, err := arrays.NewRecordBatch(schema, cols, 700)
	if err != nil {
		t.Fatal(err)
	}
	sets := []struct {
		name string
		opts []qparquet.WriteOption
	}{
		{"default", nil},
		{"v2_zstd_nodict", []qparquet.WriteOption{qparquet.DataPageVersion(2), qparquet.Compression(qparquet.Zstd), qparquet.Dictionary(false)}},
		{"gzip_small_pages", []qparquet.WriteOption{qparquet.Compression(qparquet.Gzip), qparquet.PageSize(300), qparquet.RowGroupRows(250)}},
		{"lz4_delta", []qparquet.WriteOption{qparquet.Compression(qparquet.LZ4Raw), qparquet.Dictionary(false), qparquet.PageSize(512),
			qparquet.ColumnEncoding(fieldOf(fields, arrays.INT64), qparquet.DeltaBinaryPacked),
			qparquet.ColumnEncoding(fieldOf(fields, arrays.UTF8), qparquet.DeltaByteArray),
			qparquet.ColumnEncoding(fieldOf(fields, arrays.BINARY), qparquet.DeltaLengthByteArray),
			qparquet.ColumnEncoding(fieldOf(fields, arrays.FLOAT64), qparquet.ByteStreamSplit)}},
		{"brotli_v2_tiny_dict", []qparquet.WriteOption{qparquet.Compression(qparquet.Brotli), qparquet.DataPageVersion(2), qparquet.DictionaryPageLimit(64)}},
	}
	var files []writtenFile
	for _, set := range sets {
		path := filepath.Join(dir, set.name+".parquet")
		writeQuiverFile(t, path, schema, set.opts, rb.Slice(0, 333), rb.Slice(333, 700))
		files = append(files, writtenFile{set.name, path, set.opts})
	}
	return rb, files
}

// writeQuiverFile writes batches to path with quiver's writer.
func writeQuiverFile(t *testing.T, path string, schema *arrays.Schema, opts []qparquet.WriteOption, batches ...*arrays.RecordBatch) {
	t.Helper()
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := qparquet.NewWriter(fh, schema, opts...)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range batches {
		if err := w.Write(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := fh.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestPqarrowReadsQuiverStatistics has arrow-go v18.8.0 read the footer
// and page indexes of quiver's files: every column chunk's counts, sizes,
// offsets, codec and statistics (min and max as their plain encoding),
// and every page's column index and offset index entry, must be those
// quiver reads from the same file.
func TestPqarrowReadsQuiverStatistics(t *testing.T) {
	_, files := quiverFiles(t, t.TempDir())
	for _, wf := range files {
		path := wf.path
		t.Run(wf.name, func(t *testing.T) {
			f, closer, err := qparquet.OpenFile(path)
			if err != nil {
				t.Fatal(err)
			}
			defer closer.Close()
			pr, err := file.OpenParquetFile(path, false)
			if err != nil {
				t.Fatalf("arrow-go: %v", err)
			}
			defer pr.Close()
			if pr.NumRowGroups() != f.NumRowGroups() {
				t.Fatalf("arrow-go reads %d row groups, quiver %d", pr.NumRowGroups(), f.NumRowGroups())
			}
			pir := pr.GetPageIndexReader()
			for rg := range f.NumRowGroups() {
				qrg := f.Metadata.RowGroups[rg]
				prg := pr.MetaData().RowGroup(rg)
				if prg.NumRows() != qrg.NumRows || prg.NumColumns() != len(qrg.Columns) || prg.TotalByteSize() != qrg.TotalByteSize {
					t.Errorf("row group %d: arrow-go reads %d rows, %d columns, %d bytes; quiver %d, %d, %d", rg,
						prg.NumRows(), prg.NumColumns(), prg.TotalByteSize(), qrg.NumRows, len(qrg.Columns), qrg.TotalByteSize)
				}
				rpi, err := pir.RowGroup(rg)
				if err != nil {
					t.Fatalf("arrow-go page index of row group %d: %v", rg, err)
				}
				for c := range qrg.Columns {
					samePqarrowChunk(t, f, rg, c, prg, rpi)
				}
			}
		})
	}
}

func samePqarrowChunk(t *testing.T, f *qparquet.File, rg, c int, prg *metadata.RowGroupMetaData, rpi *metadata.RowGroupPageIndexReader) {
	t.Helper()
	m := f.Metadata.RowGroups[rg].Columns[c].MetaData
	where := fmt.Sprintf("row group %d column %s", rg, strings.Join(m.PathInSchema, "."))
	cc, err := prg.ColumnChunk(c)
	if err != nil {
		t.Errorf("%s: arrow-go: %v", where, err)
		return
	}
	check := func(what string, p, q any) {
		if fmt.Sprint(p) != fmt.Sprint(q) {
			t.Errorf("%s: %s: arrow-go %v, quiver %v", where, what, p, q)
		}
	}
	check("path", cc.PathInSchema().String(), strings.Join(m.PathInSchema, "."))
	check("type", cc.Type(), m.Type)
	check("num_values", cc.NumValues(), m.NumValues)
	check("codec", strings.ReplaceAll(strings.ToUpper(cc.Compression().String()), "LZ4RAW", "LZ4_RAW"), m.Codec)
	check("total_compressed_size", cc.TotalCompressedSize(), m.TotalCompressedSize)
	check("total_uncompressed_size", cc.TotalUncompressedSize(), m.TotalUncompressedSize)
	check("data_page_offset", cc.DataPageOffset(), m.DataPageOffset)
	check("has dictionary page", cc.HasDictionaryPage(), m.DictionaryPageOffset != nil)
	var encs []string
	for _, e := range cc.Encodings() {
		encs = append(encs, e.String())
	}
	var qencs []string
	for _, e := range m.Encodings {
		qencs = append(qencs, e.String())
	}
	check("encodings", strings.Join(encs, ","), strings.Join(qencs, ","))
	st := m.Statistics
	ps, err := cc.Statistics()
	if err != nil {
		t.Errorf("%s: arrow-go statistics: %v", where, err)
		return
	}
	switch {
	case st == nil:
		t.Errorf("%s: quiver wrote no statistics", where)
	case ps == nil:
		// arrow-go gives none for a column without a sort order
		// (intervals) and for none at all.
		if st.MinValue != nil {
			t.Errorf("%s: arrow-go reads no statistics, quiver min %x max %x", where, st.MinValue, st.MaxValue)
		}
	default:
		check("null_count", ps.HasNullCount() && ps.NullCount() == *st.NullCount, true)
		switch {
		case !ps.HasMinMax():
			check("min/max present", false, st.MinValue != nil)
		default:
			check("min", fmt.Sprintf("%x", ps.EncodeMin()), fmt.Sprintf("%x", st.MinValue))
			check("max", fmt.Sprintf("%x", ps.EncodeMax()), fmt.Sprintf("%x", st.MaxValue))
		}
	}
	qci, qerr := f.ColumnIndex(rg, c)
	pci, perr := rpi.GetColumnIndex(c)
	switch {
	case qerr != nil || perr != nil:
		t.Errorf("%s: column index: quiver %v, arrow-go %v", where, qerr, perr)
	case (qci == nil) != (pci == nil):
		t.Errorf("%s: column index: quiver %v, arrow-go %v", where, qci != nil, pci != nil)
	case qci != nil:
		check("column index null pages", pci.GetNullPages(), qci.NullPages)
		check("column index min values", fmt.Sprintf("%x", pci.GetMinValues()), fmt.Sprintf("%x", qci.MinValues))
		check("column index max values", fmt.Sprintf("%x", pci.GetMaxValues()), fmt.Sprintf("%x", qci.MaxValues))
		check("column index boundary order", int32(pci.GetBoundaryOrder()), qci.BoundaryOrder)
		if pci.IsSetNullCounts() || qci.NullCounts != nil {
			check("column index null counts", pci.GetNullCounts(), qci.NullCounts)
		}
	}
	qoi, qerr := f.OffsetIndex(rg, c)
	poi, perr := rpi.GetOffsetIndex(c)
	switch {
	case qerr != nil || perr != nil:
		t.Errorf("%s: offset index: quiver %v, arrow-go %v", where, qerr, perr)
	case (qoi == nil) != (poi == nil):
		t.Errorf("%s: offset index: quiver %v, arrow-go %v", where, qoi != nil, poi != nil)
	case qoi != nil:
		var p, q []string
		for _, l := range poi.GetPageLocations() {
			p = append(p, fmt.Sprint(l.Offset, l.CompressedPageSize, l.FirstRowIndex))
		}
		for _, l := range qoi.PageLocations {
			q = append(q, fmt.Sprint(l.Offset, l.CompressedPageSize, l.FirstRowIndex))
		}
		check("page locations", p, q)
		check("unencoded byte array bytes", poi.GetUnencodedByteArrayDataBytes(), qoi.UnencodedByteArrayDataBytes)
	}
}

// TestQuiverStatisticsHoldTheValues checks the statistics quiver writes
// against the batch written: for every top-level column of a primitive
// type (integers signed and unsigned, floats, float16, decimals, dates,
// times, timestamps, strings, binaries, booleans), each row group's and each page's (page index) null count,
// min and max must be those of its rows, in the column's order (NaN left
// out, a zero minimum as -0 and maximum as +0), and a page of nulls only
// must be marked so.
func TestQuiverStatisticsHoldTheValues(t *testing.T) {
	rb, files := quiverFiles(t, t.TempDir())
	for _, wf := range files {
		path := wf.path
		t.Run(wf.name, func(t *testing.T) {
			f, closer, err := qparquet.OpenFile(path)
			if err != nil {
				t.Fatal(err)
			}
			defer closer.Close()
			checked := 0
			for c, field := range rb.Schema().Fields {
				st := statOf(field.Type)
				if st == nil {
					continue
				}
				leaf := -1
				for _, l := range f.Schema.Leaves {
					if len(l.Path) == 1 && l.Path[0] == field.Name {
						leaf = l.Leaf
					}
				}
				if leaf < 0 {
					t.Fatalf("%s: no leaf", field.Name)
				}
				col := rb.Column(c)
				var first int64
				for rg := range f.NumRowGroups() {
					qrg := f.Metadata.RowGroups[rg]
					where := fmt.Sprintf("%s row group %d", field.Name, rg)
					s := qrg.Columns[leaf].MetaData.Statistics
					checkStats(t, where, st, col, int(first), int(first+qrg.NumRows), s.MinValue, s.MaxValue, s.NullCount, false)
					ci, err := f.ColumnIndex(rg, leaf)
					if err != nil {
						t.Fatal(err)
					}
					oi, err := f.OffsetIndex(rg, leaf)
					if err != nil {
						t.Fatal(err)
					}
					if ci == nil || oi == nil {
						t.Errorf("%s: no page index", where)
						continue
					}
					locs := oi.PageLocations
					for p := range locs {
						a := first + locs[p].FirstRowIndex
						b := first + qrg.NumRows
						if p+1 < len(locs) {
							b = first + locs[p+1].FirstRowIndex
						}
						var nulls *int64
						if ci.NullCounts != nil {
							nulls = &ci.NullCounts[p]
						}
						checkStats(t, fmt.Sprintf("%s page %d", where, p), st, col, int(a), int(b), ci.MinValues[p], ci.MaxValues[p], nulls, ci.NullPages[p])
					}
					first += qrg.NumRows
				}
				checked++
			}
			if checked < 31 { // every top-level primitive column
				t.Fatalf("checked %d columns only", checked)
			}
		})
	}
}

// statKind is how a column's values are stored and ordered: the plain
// encoding of value i (ok false for null or NaN) and the order.
type statKind struct {
	stored func(a arrays.Array, i int) ([]byte, bool)
	less   func(x, y []byte) bool
	float  bool // a zero minimum is -0, a zero maximum +0
}

func statOf(t arrays.DataType) *statKind {
	le := func(w int) func(a arrays.Array, i int) ([]byte, bool) {
		return func(a arrays.Array, i int) ([]byte, bool) {
			b := rawBytes(a, i, w)
			out := make([]byte, 4)
			if w == 8 {
				out = make([]byte, 8)
			}
			copy(out, b)
			return out, true
		}
	}
	signExt := func(w int) func(a arrays.Array, i int) ([]byte, bool) {
		return func(a arrays.Array, i int) ([]byte, bool) {
			return binary.LittleEndian.AppendUint32(nil, uint32(rawSigned(a, i, w))), true
		}
	}
	signed32 := func(x, y []byte) bool {
		return int32(binary.LittleEndian.Uint32(x)) < int32(binary.LittleEndian.Uint32(y))
	}
	signed64 := func(x, y []byte) bool {
		return int64(binary.LittleEndian.Uint64(x)) < int64(binary.LittleEndian.Uint64(y))
	}
	unsigned32 := func(x, y []byte) bool { return binary.LittleEndian.Uint32(x) < binary.LittleEndian.Uint32(y) }
	unsigned64 := func(x, y []byte) bool { return binary.LittleEndian.Uint64(x) < binary.LittleEndian.Uint64(y) }
	varBytes := func(a arrays.Array, i int) ([]byte, bool) {
		return append([]byte{}, a.(interface{ ValueBytes(int) []byte }).ValueBytes(i)...), true
	}
	switch x := t.(type) {
	case arrays.BoolType:
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			d := a.Data()
			j := d.Offset + i
			return []byte{d.Buffers[1][j/8] >> (j % 8) & 1}, true
		}, less: func(x, y []byte) bool { return x[0] < y[0] }}
	case arrays.Int8Type:
		return &statKind{stored: signExt(1), less: signed32}
	case arrays.Int16Type:
		return &statKind{stored: signExt(2), less: signed32}
	case arrays.Int32Type, arrays.Date32Type:
		return &statKind{stored: le(4), less: signed32}
	case arrays.Time32Type:
		if x.Unit == arrays.Second { // stored as milliseconds
			return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
				return binary.LittleEndian.AppendUint32(nil, uint32(rawInt(a, i, 4)*1000)), true
			}, less: signed32}
		}
		return &statKind{stored: le(4), less: signed32}
	case arrays.Date64Type: // stored as days
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			return binary.LittleEndian.AppendUint32(nil, uint32(rawInt(a, i, 8)/86_400_000)), true
		}, less: signed32}
	case arrays.TimestampType:
		mul := int64(1)
		if x.Unit == arrays.Second { // stored as milliseconds
			mul = 1000
		}
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			return binary.LittleEndian.AppendUint64(nil, uint64(rawInt(a, i, 8)*mul)), true
		}, less: signed64}
	case arrays.Int64Type, arrays.Time64Type:
		return &statKind{stored: le(8), less: signed64}
	case arrays.Decimal32Type, arrays.Decimal64Type, arrays.Decimal128Type, arrays.Decimal256Type:
		return decimalStat(x.(arrays.FixedWidthType).BitWidth()/8, decimalPrecision(x))
	case arrays.Float16Type:
		h := func(b []byte) float32 { return arrays.Half(binary.LittleEndian.Uint16(b)).Float32() }
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			b := slices.Clone(rawBytes(a, i, 2))
			return b, !math.IsNaN(float64(h(b)))
		}, less: func(x, y []byte) bool { return h(x) < h(y) }, float: true}
	case arrays.Uint8Type:
		return &statKind{stored: le(1), less: unsigned32}
	case arrays.Uint16Type:
		return &statKind{stored: le(2), less: unsigned32}
	case arrays.Uint32Type:
		return &statKind{stored: le(4), less: unsigned32}
	case arrays.Uint64Type:
		return &statKind{stored: le(8), less: unsigned64}
	case arrays.Float32Type:
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			b := rawBytes(a, i, 4)
			return append([]byte{}, b...), !math.IsNaN(float64(math.Float32frombits(binary.LittleEndian.Uint32(b))))
		}, less: func(x, y []byte) bool {
			return math.Float32frombits(binary.LittleEndian.Uint32(x)) < math.Float32frombits(binary.LittleEndian.Uint32(y))
		}, float: true}
	case arrays.Float64Type:
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			b := rawBytes(a, i, 8)
			return append([]byte{}, b...), !math.IsNaN(math.Float64frombits(binary.LittleEndian.Uint64(b)))
		}, less: func(x, y []byte) bool {
			return math.Float64frombits(binary.LittleEndian.Uint64(x)) < math.Float64frombits(binary.LittleEndian.Uint64(y))
		}, float: true}
	case arrays.BinaryType, arrays.Utf8Type, arrays.LargeBinaryType, arrays.LargeUtf8Type, arrays.BinaryViewType, arrays.Utf8ViewType:
		return &statKind{stored: varBytes, less: func(x, y []byte) bool { return bytes.Compare(x, y) < 0 }}
	case arrays.FixedSizeBinaryType:
		return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
			return append([]byte{}, a.(*arrays.FixedSizeBinary).Value(i)...), true
		}, less: func(x, y []byte) bool { return bytes.Compare(x, y) < 0 }}
	}
	return nil
}

// decimalStat is the statKind of a decimal of w bytes in Arrow and the
// precision: stored big-endian in the fewest bytes that hold the
// precision (as Arrow C++ writes it), ordered as signed integers.
func decimalStat(w int, precision int32) *statKind {
	max := new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(precision)), nil), big.NewInt(1))
	n := (max.BitLen() + 1 + 7) / 8
	value := func(b []byte) *big.Int { // big-endian two's complement
		v := new(big.Int).SetBytes(b)
		if b[0]&0x80 != 0 {
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(8*len(b))))
		}
		return v
	}
	return &statKind{stored: func(a arrays.Array, i int) ([]byte, bool) {
		le := rawBytes(a, i, w)
		be := make([]byte, n)
		for j := range n {
			be[n-1-j] = le[j]
		}
		return be, true
	}, less: func(x, y []byte) bool { return value(x).Cmp(value(y)) < 0 }}
}

func decimalPrecision(t arrays.DataType) int32 {
	switch x := t.(type) {
	case arrays.Decimal32Type:
		return x.Precision
	case arrays.Decimal64Type:
		return x.Precision
	case arrays.Decimal128Type:
		return x.Precision
	case arrays.Decimal256Type:
		return x.Precision
	}
	panic(t)
}

// rawSigned is slot i of a signed integer array of w bytes.
func rawSigned(a arrays.Array, i, w int) int64 {
	b := rawBytes(a, i, w)
	switch w {
	case 1:
		return int64(int8(b[0]))
	case 2:
		return int64(int16(binary.LittleEndian.Uint16(b)))
	}
	return rawInt(a, i, w)
}

// checkStats compares min, max and nulls (nil: not written) with rows
// [a, b) of col.
func checkStats(t *testing.T, where string, k *statKind, col arrays.Array, a, b int, min, max []byte, nulls *int64, nullPage bool) {
	t.Helper()
	var lo, hi []byte
	var n int64
	for i := a; i < b; i++ {
		if col.IsNull(i) {
			n++
			continue
		}
		v, ok := k.stored(col, i)
		if !ok {
			continue
		}
		if lo == nil || k.less(v, lo) {
			lo = v
		}
		if hi == nil || k.less(hi, v) {
			hi = v
		}
	}
	if nulls == nil || *nulls != n {
		t.Errorf("%s: null count %v, the rows hold %d", where, ptrString(nulls), n)
	}
	if n == int64(b-a) {
		if !nullPage && (min != nil || max != nil) {
			t.Errorf("%s: only nulls, and min %x max %x", where, min, max)
		}
		return
	}
	if nullPage {
		t.Errorf("%s: marked a page of nulls, the rows hold %d values", where, int64(b-a)-n)
		return
	}
	if lo == nil {
		return // NaN only: no bounds to check
	}
	if k.float {
		lo, hi = zeroSigned(lo, true), zeroSigned(hi, false)
	}
	if !bytes.Equal(min, lo) || (min == nil && len(lo) == 0) {
		t.Errorf("%s: min %x, the rows' least value %x", where, min, lo)
	}
	if !bytes.Equal(max, hi) {
		t.Errorf("%s: max %x, the rows' greatest value %x", where, max, hi)
	}
}

// zeroSigned is v, a float's plain bytes, with a zero made -0 (neg) or +0,
// as the format asks of a min and a max.
func zeroSigned(v []byte, neg bool) []byte {
	zero := true
	for i, c := range v {
		if c != 0 && !(i == len(v)-1 && c == 0x80) {
			zero = false
		}
	}
	if !zero {
		return v
	}
	out := make([]byte, len(v))
	if neg {
		out[len(v)-1] = 0x80
	}
	return out
}

func ptrString[T any](p *T) string {
	if p == nil {
		return "<nil>"
	}
	return fmt.Sprint(*p)
}

// TestWriterKeepsEmptyMinimum: a BYTE_ARRAY column chunk whose least
// value is the empty string must have min_value "" in its statistics,
// and arrow-go must read it so. The writer used to leave it out
// (append([]byte(nil), minB...) is nil for an empty minB, and the Thrift
// writer skips a nil MinValue) while writing max_value; DuckDB then
// showed stats_min_value NULL, and arrow-go v18.8.0, which takes a
// missing min as the zero value (hasMinMax is min or max set), was right
// by luck.
func TestWriterKeepsEmptyMinimum(t *testing.T) {
	b := arrays.NewUtf8Builder()
	b.Append([]byte(""))
	b.Append([]byte("b"))
	schema := arrays.NewSchema([]arrays.Field{{Name: "s", Type: arrays.Utf8Type{}, Nullable: true}}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{b.NewArray()}, 2)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "empty_min.parquet")
	writeQuiverFile(t, path, schema, nil, rb)
	f, closer, err := qparquet.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	st := f.Metadata.RowGroups[0].Columns[0].MetaData.Statistics
	if st.MinValue == nil || len(st.MinValue) != 0 || string(st.MaxValue) != "b" {
		t.Errorf("statistics min_value %q (written: %v), max_value %q; want \"\" and \"b\"", st.MinValue, st.MinValue != nil, st.MaxValue)
	}
	ci, err := f.ColumnIndex(0, 0)
	if err != nil || ci == nil {
		t.Fatalf("column index: %v", err)
	}
	if len(ci.MinValues) != 1 || len(ci.MinValues[0]) != 0 || string(ci.MaxValues[0]) != "b" {
		t.Errorf("column index min %q max %q; want \"\" and \"b\"", ci.MinValues, ci.MaxValues)
	}
	pr, err := file.OpenParquetFile(path, false)
	if err != nil {
		t.Fatal(err)
	}
	defer pr.Close()
	cc, err := pr.MetaData().RowGroup(0).ColumnChunk(0)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := cc.Statistics()
	if err != nil || ps == nil || !ps.HasMinMax() || string(ps.EncodeMin()) != "" || string(ps.EncodeMax()) != "b" {
		t.Errorf("arrow-go reads min and max %v (%v); want \"\" and \"b\"", ps, err)
	}
}
