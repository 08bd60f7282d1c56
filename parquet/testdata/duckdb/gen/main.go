// Command gen writes the DuckDB fixtures of parquet/testdata/duckdb: the
// table of table.sql written by DuckDB with each set of COPY options below,
// and DuckDB's own reading of them as gzipped JSON lines (duckdb.jsonl.gz),
// in the canonical form TestDuckDBFiles compares quiver's reading with.
// DuckDB reads every fixture to the same lines (gen checks it), so one file
// of them serves all.
//
// It is a module of its own (DuckDB is a cgo dependency the library must
// not have) and is not run by make test: the files it writes are checked
// in. Run it from this directory with `go run .`; see ../README.md.
package main

import (
	"bytes"
	"compress/gzip"
	"database/sql"
	_ "embed"
	"fmt"
	"io"
	"log"
	"os"

	_ "github.com/duckdb/duckdb-go/v2"
)

//go:embed table.sql
var tableSQL string

// fixtures are the files written, by name, with DuckDB's COPY options: its
// defaults, every codec it writes (its lz4 is LZ4_RAW, the same file as
// lz4_raw), a zstd level, dictionaries off (DICTIONARY_SIZE_LIMIT 0) and
// off for strings only (STRING_DICTIONARY_PAGE_SIZE_LIMIT 1), several row
// groups, each with DuckDB's v1 encodings and, PARQUET_VERSION v2, its v2
// ones (delta, byte stream split, RLE_DICTIONARY; the pages stay DATA_PAGE
// headers: DuckDB 1.5 writes no data page v2). DuckDB 1.5 has no page
// size option, and writes a column chunk as one data page.
var fixtures = []struct{ name, options, source string }{
	{"duckdb_default", "FORMAT parquet", ""},
	{"duckdb_uncompressed", "FORMAT parquet, COMPRESSION uncompressed", ""},
	{"duckdb_gzip", "FORMAT parquet, COMPRESSION gzip", ""},
	{"duckdb_brotli", "FORMAT parquet, COMPRESSION brotli", ""},
	{"duckdb_lz4_raw", "FORMAT parquet, COMPRESSION lz4_raw", ""},
	{"duckdb_zstd_level19", "FORMAT parquet, COMPRESSION zstd, COMPRESSION_LEVEL 19", ""},
	{"duckdb_no_dictionary", "FORMAT parquet, DICTIONARY_SIZE_LIMIT 0", ""},
	{"duckdb_string_dictionary_limit", "FORMAT parquet, STRING_DICTIONARY_PAGE_SIZE_LIMIT 1", ""},
	{"duckdb_row_groups", "FORMAT parquet, ROW_GROUP_SIZE 100", slices},
	{"duckdb_v2", "FORMAT parquet, PARQUET_VERSION v2", ""},
	{"duckdb_v2_uncompressed", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION uncompressed", ""},
	{"duckdb_v2_gzip", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION gzip", ""},
	{"duckdb_v2_brotli", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION brotli", ""},
	{"duckdb_v2_lz4_raw", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION lz4_raw", ""},
	{"duckdb_v2_zstd", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION zstd", ""},
	{"duckdb_v2_no_dictionary", "FORMAT parquet, PARQUET_VERSION v2, DICTIONARY_SIZE_LIMIT 0", ""},
	{"duckdb_v2_row_groups", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION zstd, ROW_GROUP_SIZE 100", slices},
}

// slices is the table in four slices of 100, 250, 350 and 300 rows, in
// order: DuckDB ends a row group at the end of a chunk of its input once
// it holds ROW_GROUP_SIZE rows, and a table this small is one chunk (of
// up to 2048 rows), so the slices make a row group each.
const slices = `(SELECT * FROM t WHERE id < 100
	UNION ALL SELECT * FROM t WHERE id >= 100 AND id < 350
	UNION ALL SELECT * FROM t WHERE id >= 350 AND id < 700
	UNION ALL SELECT * FROM t WHERE id >= 700)`

// rowGroups is the row count of each row group of the file, as DuckDB
// reads its metadata.
const rowGroups = `SELECT string_agg(n::VARCHAR, ',' ORDER BY g) FROM
	(SELECT DISTINCT row_group_id AS g, row_group_num_rows AS n FROM parquet_metadata('%s'))`

// canonical is DuckDB's reading of a fixture in the form the test compares:
// numbers and strings as they are, blobs as upper-case hex, dates as days
// and times and timestamps as nanoseconds since the epoch (or midnight),
// nested values as JSON arrays and objects.
const canonical = `SELECT id, b, i8, i16, i32, i64, u8, u16, u32x, u64, f32, f64, dec4, dec15, dec38, flag, s,
	hex(blob) AS blob, d - DATE '1970-01-01' AS d, epoch_ns(DATE '1970-01-01' + tm) AS tm,
	epoch_ns(ts) AS ts, epoch_ns(ts_ms) AS ts_ms, epoch_ns(ts_ns) AS ts_ns, epoch_ns(tstz) AS tstz,
	li, st, lst, mp
FROM read_parquet('%s')`

func main() {
	db, err := sql.Open("duckdb", "")
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	var version string
	if err := db.QueryRow("SELECT version()").Scan(&version); err != nil {
		log.Fatal(err)
	}
	// One thread: the chunks of a COPY's input, and so the row groups,
	// come in order.
	db.SetMaxOpenConns(1)
	if _, err := db.Exec("SET threads = 1"); err != nil {
		log.Fatal(err)
	}
	if _, err := db.Exec(tableSQL); err != nil {
		log.Fatal(err)
	}
	var want []byte
	for _, f := range fixtures {
		file := "../" + f.name + ".parquet"
		source := f.source
		if source == "" {
			source = "t"
		}
		if _, err := db.Exec(fmt.Sprintf("COPY %s TO '%s' (%s)", source, file, f.options)); err != nil {
			log.Fatalf("%s: %v", f.name, err)
		}
		tmp := "../" + f.name + ".tmp.jsonl"
		if _, err := db.Exec(fmt.Sprintf("COPY ("+canonical+") TO '%s' (FORMAT json)", file, tmp)); err != nil {
			log.Fatalf("%s: %v", f.name, err)
		}
		got, err := os.ReadFile(tmp)
		os.Remove(tmp)
		if err != nil {
			log.Fatal(err)
		}
		if want != nil && !bytes.Equal(got, want) {
			log.Fatalf("%s: DuckDB reads it differently from %s: give it an expectation of its own", f.name, fixtures[0].name)
		}
		want = got
		var groups string
		if err := db.QueryRow(fmt.Sprintf(rowGroups, file)).Scan(&groups); err != nil {
			log.Fatalf("%s: %v", f.name, err)
		}
		if f.source != "" && groups == "1000" {
			log.Fatalf("%s: one row group", f.name)
		}
		st, err := os.Stat(file)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Fprintf(os.Stderr, "%s: written by DuckDB %s (%s), %d bytes, row groups of %s rows\n", f.name, version, f.options, st.Size(), groups)
	}
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	io.Copy(w, bytes.NewReader(want))
	if err := w.Close(); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("../duckdb.jsonl.gz", z.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}
