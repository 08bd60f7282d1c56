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

// fixtures are the files written, by name, with DuckDB's COPY options.
var fixtures = []struct{ name, options string }{
	{"duckdb_default", "FORMAT parquet"},
	{"duckdb_v2_zstd", "FORMAT parquet, PARQUET_VERSION v2, COMPRESSION zstd"},
	{"duckdb_uncompressed", "FORMAT parquet, COMPRESSION uncompressed"},
}

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
	if _, err := db.Exec(tableSQL); err != nil {
		log.Fatal(err)
	}
	var want []byte
	for _, f := range fixtures {
		file := "../" + f.name + ".parquet"
		if _, err := db.Exec(fmt.Sprintf("COPY t TO '%s' (%s)", file, f.options)); err != nil {
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
		fmt.Fprintf(os.Stderr, "%s: written by DuckDB %s (%s)\n", f.name, version, f.options)
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
