package duckdb

import (
	"database/sql"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	_ "github.com/duckdb/duckdb-go/v2"
	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// duckTypes are the Arrow types written for DuckDB: randarray's (every
// TypeID) but those Parquet has no form for (unions, month_day_nano
// intervals: quiver's writer refuses them), with every timestamp unit
// with and without a zone, and UUIDs.
func duckTypes() []arrays.DataType {
	var out []arrays.DataType
	for _, t := range randarray.Types() {
		switch t.ID() {
		case arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.INTERVAL_MONTH_DAY_NANO:
			continue
		}
		out = append(out, t)
	}
	return append(out,
		arrays.TimestampType{Unit: arrays.Millisecond}, arrays.TimestampType{Unit: arrays.Microsecond},
		arrays.TimestampType{Unit: arrays.Nanosecond}, arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"},
		arrays.TimestampType{Unit: arrays.Second, TimeZone: "Europe/Paris"},
		arrays.UUIDType{})
}

// wantDuckDBType is the type DuckDB v1.5 gives a column quiver writes from
// Arrow type t: where it differs from the Arrow type, by design (see the
// canonical form).
var wantDuckDBType = map[string]string{
	"null": "INTEGER", "bool": "BOOLEAN",
	"int8": "TINYINT", "int16": "SMALLINT", "int32": "INTEGER", "int64": "BIGINT",
	"uint8": "UTINYINT", "uint16": "USMALLINT", "uint32": "UINTEGER", "uint64": "UBIGINT",
	"float16": "FLOAT", "float32": "FLOAT", "float64": "DOUBLE",
	"decimal32(9, 2)": "DECIMAL(9,2)", "decimal64(18, 3)": "DECIMAL(18,3)", "decimal128(38, 10)": "DECIMAL(38,10)",
	"decimal256(76, 5)": "DOUBLE",
	"date32[day]":       "DATE", "date64[ms]": "DATE",
	"time32[s]": "TIMETZ", "time32[ms]": "TIMETZ",
	"time64[us]": "TIMETZ", "time64[ns]": "TIMETZ",
	"timestamp[s]": "TIMESTAMP", "timestamp[ms]": "TIMESTAMP", "timestamp[us]": "TIMESTAMP", "timestamp[ns]": "TIMESTAMP_NS",
	"timestamp[ns, tz=UTC]": "TIMESTAMPTZ", "timestamp[us, tz=UTC]": "TIMESTAMPTZ",
	"timestamp[s, tz=Europe/Paris]": "TIMESTAMPTZ",
	"duration[ms]":                  "BIGINT",
	"month_interval":                "INTERVAL", "day_time_interval": "INTERVAL",
	"binary": "BLOB", "utf8": "VARCHAR", "large_binary": "BLOB", "large_utf8": "VARCHAR",
	"binary_view": "BLOB", "utf8_view": "VARCHAR", "fixed_size_binary[7]": "BLOB",
	"list<item: int32>":                                          "INTEGER[]",
	"large_list<item: utf8>":                                     "VARCHAR[]",
	"list<item: int16>":                                          "SMALLINT[]",
	"list<item: binary_view>":                                    "BLOB[]",
	"fixed_size_list<item: float64>[3]":                          "DOUBLE[]",
	"struct<a: int64, b: utf8 not null, c: list<item: bool>>":    `STRUCT("a" BIGINT, "b" VARCHAR, "c" BOOLEAN[])`,
	"map<utf8, int32>":                                           "MAP(VARCHAR, INTEGER)",
	"dictionary<values=utf8, indices=int8>":                      "VARCHAR",
	"dictionary<values=int64, indices=uint32, ordered>":          "BIGINT",
	"run_end_encoded<run_ends: int16 not null, values: float32>": "FLOAT",
	"run_end_encoded<run_ends: int32 not null, values: utf8>":    "VARCHAR",
	"list<element: int8>":                                        "TINYINT[]",
	"extension<quiver.test.randarray, int32>":                    "INTEGER",
	"extension<quiver.test.randarray, struct<u: utf8_view>>":     `STRUCT("u" VARCHAR)`,
	"list<item: dictionary<values=large_utf8, indices=int16>>":   "VARCHAR[]",
	"extension<arrow.uuid>":                                      "UUID",
}

// duckBatch is a batch of n rows of every type of duckTypes.
func duckBatch(t *testing.T, seed uint64, n int) *arrays.RecordBatch {
	randarray.Register()
	g := randarray.New(rand.New(rand.NewPCG(seed, 30)), 0.15)
	var fields []arrays.Field
	var cols []arrays.Array
	for _, typ := range duckTypes() {
		fields = append(fields, arrays.Field{Name: fmt.Sprintf("c%d", len(fields)), Type: typ, Nullable: true})
		col := g.Array(typ, n)
		inDuckDBRange(col)
		cols = append(cols, col)
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, n)
	if err != nil {
		t.Fatal(err)
	}
	return rb
}

// inDuckDBRange brings second and millisecond timestamps into the range
// of DuckDB's microseconds (randarray draws any int64 milliseconds), which
// TestDuckDBRefusesTimestampsOutOfRange pins.
func inDuckDBRange(a arrays.Array) {
	ts, ok := a.DataType().(arrays.TimestampType)
	if !ok || ts.Unit > arrays.Millisecond {
		return
	}
	d := a.Data()
	lim := int64(9e15) // milliseconds
	if ts.Unit == arrays.Second {
		lim /= 1000
	}
	b := d.Buffers[1]
	for i := range len(b) / 8 {
		v := int64(binary.LittleEndian.Uint64(b[i*8:]))
		binary.LittleEndian.PutUint64(b[i*8:], uint64(v%lim))
	}
}

// fieldOf lists the names of the fields whose type match accepts.
func fieldOf(s *arrays.Schema, match func(arrays.DataType) bool) []string {
	var out []string
	for _, f := range s.Fields {
		if match(f.Type) {
			out = append(out, f.Name)
		}
	}
	return out
}

func physical(ids ...arrays.TypeID) func(arrays.DataType) bool {
	return func(t arrays.DataType) bool {
		for _, id := range ids {
			if t.ID() == id {
				return true
			}
		}
		return false
	}
}

// optionSets are the writer options each file is written with.
func optionSets(s *arrays.Schema) []struct {
	name string
	opts []qparquet.WriteOption
} {
	encodings := []qparquet.WriteOption{qparquet.Dictionary(false)}
	for _, c := range fieldOf(s, physical(arrays.INT8, arrays.INT16, arrays.INT32, arrays.INT64, arrays.UINT8, arrays.UINT16,
		arrays.UINT32, arrays.UINT64, arrays.DATE32, arrays.DATE64, arrays.TIME32, arrays.TIME64, arrays.TIMESTAMP, arrays.DURATION)) {
		encodings = append(encodings, qparquet.ColumnEncoding(c, qparquet.DeltaBinaryPacked))
	}
	for _, c := range fieldOf(s, physical(arrays.UTF8, arrays.LARGE_UTF8, arrays.UTF8_VIEW)) {
		encodings = append(encodings, qparquet.ColumnEncoding(c, qparquet.DeltaByteArray))
	}
	for _, c := range fieldOf(s, physical(arrays.BINARY, arrays.LARGE_BINARY, arrays.BINARY_VIEW)) {
		encodings = append(encodings, qparquet.ColumnEncoding(c, qparquet.DeltaLengthByteArray))
	}
	for _, c := range fieldOf(s, physical(arrays.FLOAT32, arrays.FLOAT64)) {
		encodings = append(encodings, qparquet.ColumnEncoding(c, qparquet.ByteStreamSplit))
	}
	return []struct {
		name string
		opts []qparquet.WriteOption
	}{
		{"default", nil},
		{"v2_zstd", []qparquet.WriteOption{qparquet.DataPageVersion(2), qparquet.Compression(qparquet.Zstd)}},
		{"nodict_small_pages_row_groups", []qparquet.WriteOption{qparquet.Dictionary(false), qparquet.PageSize(256), qparquet.RowGroupRows(200)}},
		{"delta_bss", encodings},
		{"delta_bss_v2", append([]qparquet.WriteOption{qparquet.DataPageVersion(2)}, encodings...)},
		{"gzip", []qparquet.WriteOption{qparquet.Compression(qparquet.Gzip), qparquet.RowGroupRows(300)}},
		{"lz4", []qparquet.WriteOption{qparquet.Compression(qparquet.LZ4Raw), qparquet.DictionaryPageLimit(64)}},
		{"brotli_v2", []qparquet.WriteOption{qparquet.Compression(qparquet.Brotli), qparquet.DataPageVersion(2), qparquet.PageSize(1024)}},
	}
}

// writeFile writes batches to path with quiver's writer.
func writeFile(t *testing.T, path string, schema *arrays.Schema, opts []qparquet.WriteOption, batches ...*arrays.RecordBatch) {
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

// quiverRows is quiver's reading of path, column by column in canonical
// form, and the schema it reads.
func quiverRows(t *testing.T, path string) (*arrays.Schema, [][]string) {
	t.Helper()
	f, closer, err := qparquet.OpenFile(path)
	if err != nil {
		t.Fatalf("quiver: %v", err)
	}
	defer closer.Close()
	bs, err := f.ReadAll(nil)
	if err != nil {
		t.Fatalf("quiver: %v", err)
	}
	s := f.ArrowSchema()
	cols := make([][]string, len(s.Fields))
	for _, b := range bs {
		for c := range cols {
			for i := range b.NumRows() {
				cols[c] = append(cols[c], quiverCanon(b.Column(c), i))
			}
		}
	}
	return s, cols
}

// duckRows is DuckDB's reading of path, column by column in canonical
// form for the types quiver reads, and its column types.
func duckRows(t *testing.T, db *sql.DB, path string, s *arrays.Schema) ([]string, [][]string) {
	t.Helper()
	rows, err := db.Query("SELECT * FROM read_parquet(?)", path)
	if err != nil {
		t.Fatalf("DuckDB: %v", err)
	}
	defer rows.Close()
	cts, err := rows.ColumnTypes()
	if err != nil {
		t.Fatal(err)
	}
	if len(cts) != len(s.Fields) {
		t.Fatalf("DuckDB reads %d columns, quiver %d", len(cts), len(s.Fields))
	}
	types := make([]string, len(cts))
	for c, ct := range cts {
		types[c] = ct.DatabaseTypeName()
		if ct.Name() != s.Fields[c].Name {
			t.Fatalf("column %d: DuckDB reads %s, quiver %s", c, ct.Name(), s.Fields[c].Name)
		}
	}
	cols := make([][]string, len(cts))
	vals := make([]any, len(cts))
	ptrs := make([]any, len(cts))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatalf("DuckDB: %v", err)
		}
		for c, v := range vals {
			cols[c] = append(cols[c], duckCanon(v, s.Fields[c].Type))
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("DuckDB: %v", err)
	}
	return types, cols
}

func openDuckDB(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

// TestDuckDBReadsQuiverFiles writes random batches of every type Parquet
// holds under several option sets (codecs, page versions, DELTA and
// BYTE_STREAM_SPLIT encodings, dictionaries off, small pages, several row
// groups) and has DuckDB read each file: every column must come back, of
// the type wantDuckDBType gives, with every value quiver reads from the
// same file (in the canonical form, which states where DuckDB's types
// differ).
func TestDuckDBReadsQuiverFiles(t *testing.T) {
	rb := duckBatch(t, 1, 700)
	db := openDuckDB(t)
	dir := t.TempDir()
	for _, set := range optionSets(rb.Schema()) {
		t.Run(set.name, func(t *testing.T) {
			path := filepath.Join(dir, set.name+".parquet")
			writeFile(t, path, rb.Schema(), set.opts, rb.Slice(0, 333), rb.Slice(333, 700))
			s, want := quiverRows(t, path)
			types, got := duckRows(t, db, path, s)
			for c, f := range s.Fields {
				if i, ok := firstDiff(want[c], canonColumn(rb.Column(c))); ok {
					t.Errorf("column %s (%s) row %d: quiver reads %s, wrote %s", f.Name, f.Type, i, want[c][i], canonColumn(rb.Column(c))[i])
				}
				if w, ok := wantDuckDBType[f.Type.String()]; !ok || w != types[c] {
					t.Errorf("column %s (%s): DuckDB type %s, want %q", f.Name, f.Type, types[c], w)
				}
				if len(got[c]) != len(want[c]) {
					t.Errorf("column %s (%s): DuckDB reads %d rows, quiver %d", f.Name, f.Type, len(got[c]), len(want[c]))
				} else if i, ok := firstDiff(got[c], want[c]); ok {
					t.Errorf("column %s (%s) row %d: DuckDB %s, quiver %s", f.Name, f.Type, i, got[c][i], want[c][i])
				}
			}
		})
	}
}

// canonColumn is a's values in canonical form.
func canonColumn(a arrays.Array) []string {
	out := make([]string, a.Len())
	for i := range out {
		out[i] = quiverCanon(a, i)
	}
	return out
}

// firstDiff is the first row where a and b differ (or where the shorter
// ends).
func firstDiff(a, b []string) (int, bool) {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i, true
		}
	}
	return min(len(a), len(b)), len(a) != len(b)
}
