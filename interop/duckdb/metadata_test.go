package duckdb

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// duckChunk is one row of DuckDB's parquet_metadata(): a column chunk.
type duckChunk struct {
	rg, rgRows, rgCols, rgBytes, col, fileOffset, numValues int64
	rgCompressed                                            sql.NullInt64
	path, typ, compression, encodings                       string
	min, max, minValue, maxValue                            sql.NullString
	nullCount                                               sql.NullInt64
	dictOffset, indexOffset                                 sql.NullInt64
	dataOffset, compressed, uncompressed                    int64
	minExact, maxExact                                      sql.NullBool
}

func duckMetadata(t *testing.T, db *sql.DB, path string) []duckChunk {
	t.Helper()
	rows, err := db.Query(`SELECT row_group_id, row_group_num_rows, row_group_num_columns, row_group_bytes, row_group_compressed_bytes,
		column_id, file_offset, num_values, path_in_schema, type, stats_min, stats_max, stats_null_count, stats_min_value, stats_max_value,
		compression, encodings, index_page_offset, dictionary_page_offset, data_page_offset, total_compressed_size, total_uncompressed_size,
		min_is_exact, max_is_exact
		FROM parquet_metadata(?) ORDER BY row_group_id, column_id`, path)
	if err != nil {
		t.Fatalf("DuckDB parquet_metadata: %v", err)
	}
	defer rows.Close()
	var out []duckChunk
	for rows.Next() {
		var c duckChunk
		if err := rows.Scan(&c.rg, &c.rgRows, &c.rgCols, &c.rgBytes, &c.rgCompressed, &c.col, &c.fileOffset, &c.numValues, &c.path, &c.typ,
			&c.min, &c.max, &c.nullCount, &c.minValue, &c.maxValue, &c.compression, &c.encodings, &c.indexOffset, &c.dictOffset,
			&c.dataOffset, &c.compressed, &c.uncompressed, &c.minExact, &c.maxExact); err != nil {
			t.Fatalf("DuckDB parquet_metadata: %v", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		t.Fatalf("DuckDB parquet_metadata: %v", err)
	}
	return out
}

// TestDuckDBMetadataAgrees compares, for every file of
// TestDuckDBReadsQuiverFiles, DuckDB's parquet_metadata() with the footer
// as quiver reads it, chunk by chunk: sizes, offsets, counts, codec,
// encodings, the presence of every statistic. Then each min and max,
// parsed by DuckDB as the column's type, must be the least and greatest
// of the row group's values as DuckDB reads them (which
// TestDuckDBReadsQuiverFiles finds equal to those written), for each
// column of a primitive type DuckDB orders as Parquet does.
func TestDuckDBMetadataAgrees(t *testing.T) {
	rb := duckBatch(t, 2, 700)
	db := openDuckDB(t)
	dir := t.TempDir()
	for _, set := range optionSets(rb.Schema()) {
		t.Run(set.name, func(t *testing.T) {
			path := filepath.Join(dir, set.name+".parquet")
			writeFile(t, path, rb.Schema(), set.opts, rb.Slice(0, 333), rb.Slice(333, 700))
			f, closer, err := qparquet.OpenFile(path)
			if err != nil {
				t.Fatal(err)
			}
			defer closer.Close()
			md := f.Metadata
			chunks := duckMetadata(t, db, path)
			if want := len(md.RowGroups) * len(f.Schema.Leaves); len(chunks) != want {
				t.Fatalf("DuckDB lists %d column chunks, quiver %d", len(chunks), want)
			}
			firsts := make([]int64, len(md.RowGroups)+1) // the row groups' first rows
			for i, rg := range md.RowGroups {
				firsts[i+1] = firsts[i] + rg.NumRows
			}
			for _, c := range chunks {
				rg := md.RowGroups[c.rg]
				cc := rg.Columns[c.col]
				m := cc.MetaData
				where := fmt.Sprintf("row group %d column %d (%s)", c.rg, c.col, strings.Join(m.PathInSchema, "."))
				check := func(what string, duck, quiver any) {
					if fmt.Sprint(duck) != fmt.Sprint(quiver) {
						t.Errorf("%s: %s: DuckDB %v, quiver %v", where, what, duck, quiver)
					}
				}
				check("row_group_num_rows", c.rgRows, rg.NumRows)
				check("row_group_num_columns", c.rgCols, len(rg.Columns))
				check("row_group_bytes", c.rgBytes, rg.TotalByteSize)
				check("row_group_compressed_bytes", nullInt(c.rgCompressed), ptrString(rg.TotalCompressedSize))
				check("file_offset", c.fileOffset, cc.FileOffset)
				check("num_values", c.numValues, m.NumValues)
				check("path_in_schema", c.path, strings.Join(m.PathInSchema, ", "))
				check("type", c.typ, m.Type)
				check("compression", c.compression, m.Codec)
				check("encodings", c.encodings, encodingList(m.Encodings))
				check("data_page_offset", c.dataOffset, m.DataPageOffset)
				check("dictionary_page_offset", nullInt(c.dictOffset), ptrString(m.DictionaryPageOffset))
				check("index_page_offset", nullInt(c.indexOffset), ptrString(m.IndexPageOffset))
				check("total_compressed_size", c.compressed, m.TotalCompressedSize)
				check("total_uncompressed_size", c.uncompressed, m.TotalUncompressedSize)
				st := m.Statistics
				if st == nil {
					t.Errorf("%s: quiver wrote no statistics", where)
					continue
				}
				check("stats_null_count", nullInt(c.nullCount), ptrString(st.NullCount))
				check("stats_min present", c.min.Valid, st.Min != nil)
				check("stats_max present", c.max.Valid, st.Max != nil)
				check("stats_min_value present", c.minValue.Valid, st.MinValue != nil)
				check("stats_max_value present", c.maxValue.Valid, st.MaxValue != nil)
				check("min_is_exact", nullBool(c.minExact), ptrString(st.IsMinValueExact))
				check("max_is_exact", nullBool(c.maxExact), ptrString(st.IsMaxValueExact))
				leaf := f.Schema.Leaves[c.col]
				if len(leaf.Path) != 1 || st.MaxValue == nil {
					continue // nested leaves; no min/max (intervals, all-null chunks)
				}
				field := rb.Schema().Fields[slices.IndexFunc(rb.Schema().Fields, func(f arrays.Field) bool { return f.Name == leaf.Path[0] })]
				if !orderedAlike(field.Type) {
					continue
				}
				sameExtremes(t, db, path, where, field, c, firsts[c.rg], firsts[c.rg+1])
			}
		})
	}
}

// orderedAlike reports whether DuckDB's order on its reading of Arrow
// type t is Parquet's order of the stored values, so that its min and
// max are the statistics': not for intervals (Parquet has no order for
// them), nor lists, structs and maps (more than one leaf). Floats are
// compared without NaN, which Parquet's statistics leave out.
func orderedAlike(t arrays.DataType) bool {
	switch x := arrays.StorageOf(t).(type) {
	case arrays.IntervalMonthsType, arrays.IntervalDayTimeType, arrays.NullType:
		return false
	case *arrays.DictionaryType:
		return orderedAlike(x.Value)
	case *arrays.RunEndEncodedType:
		return orderedAlike(x.Values.Type)
	case arrays.NestedType:
		return false
	}
	return true
}

// sameExtremes checks the chunk's min and max against DuckDB's min and
// max of the column over rows [a, b): the statistics cast to the column's
// type by DuckDB must equal them.
func sameExtremes(t *testing.T, db *sql.DB, path, where string, field arrays.Field, c duckChunk, a, b int64) {
	t.Helper()
	col := `"` + field.Name + `"`
	filter := ""
	switch arrays.StorageOf(field.Type).ID() {
	case arrays.FLOAT16, arrays.FLOAT32, arrays.FLOAT64:
		filter = " AND NOT isnan(" + col + ")"
	}
	if d, ok := arrays.StorageOf(field.Type).(arrays.Decimal256Type); ok && d.Precision > 38 {
		return // DuckDB reads it as DOUBLE but shows its statistics as the decimal
	}
	q := fmt.Sprintf(`WITH v AS (SELECT %[1]s AS x FROM read_parquet(?, file_row_number=true)
		WHERE file_row_number >= %[2]d AND file_row_number < %[3]d%[4]s),
		s AS (SELECT CAST(? AS VARCHAR) AS lo, CAST(? AS VARCHAR) AS hi, typeof((SELECT x FROM v LIMIT 1)) AS t)
		SELECT min(x)::VARCHAR, max(x)::VARCHAR,
			min(x) IS NOT DISTINCT FROM CAST((SELECT lo FROM s) AS %[5]s),
			max(x) IS NOT DISTINCT FROM CAST((SELECT hi FROM s) AS %[5]s)
		FROM v`, col, a, b, filter, "__T__")
	var typ string
	if err := db.QueryRow(fmt.Sprintf(`SELECT typeof(%s) FROM read_parquet(?) LIMIT 1`, col), path).Scan(&typ); err != nil {
		t.Fatalf("%s: DuckDB: %v", where, err)
	}
	q = strings.ReplaceAll(q, "__T__", typ)
	var lo, hi sql.NullString
	var loOK, hiOK bool
	if err := db.QueryRow(q, path, c.minValue, c.maxValue).Scan(&lo, &hi, &loOK, &hiOK); err != nil {
		t.Errorf("%s: DuckDB cannot compare the statistics (%s, %s) as %s: %v", where, c.minValue.String, c.maxValue.String, typ, err)
		return
	}
	if !loOK {
		t.Errorf("%s: stats_min_value %v, but the least value is %q", where, c.minValue, lo.String)
	}
	if !hiOK {
		t.Errorf("%s: stats_max_value %s, but the greatest value is %s", where, c.maxValue.String, hi.String)
	}
}

func encodingList(es []qparquet.Encoding) string {
	var s []string
	for _, e := range es {
		s = append(s, e.String())
	}
	return strings.Join(s, ", ")
}

func nullInt(v sql.NullInt64) string {
	if !v.Valid {
		return "<nil>"
	}
	return fmt.Sprint(v.Int64)
}

func nullBool(v sql.NullBool) string {
	if !v.Valid {
		return "<nil>"
	}
	return fmt.Sprint(v.Bool)
}

func ptrString[T any](p *T) string {
	if p == nil {
		return "<nil>"
	}
	return fmt.Sprint(*p)
}
