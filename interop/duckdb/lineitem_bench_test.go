package duckdb

// The TPC-H lineitem benchmark of issue 30: see BenchmarkReadLineitem.

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
	"github.com/quiver-go/quiver/arrays"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// lineitemRows is the row count of lineitem at scale factor 1.
const lineitemRows = 6_001_215

// lineitemPath is where the lineitem file is kept: QUIVER_LINEITEM, or
// the user's cache directory.
func lineitemPath(tb testing.TB) string {
	if p := os.Getenv("QUIVER_LINEITEM"); p != "" {
		return p
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		tb.Fatalf("no cache directory for the lineitem file (set QUIVER_LINEITEM): %v", err)
	}
	return filepath.Join(dir, "quiver-bench", "lineitem-sf1.parquet")
}

var lineitemOnce struct {
	sync.Once
	err error
}

// lineitemFile returns the lineitem file, generating it first if it is
// not there.
func lineitemFile(tb testing.TB) string {
	path := lineitemPath(tb)
	lineitemOnce.Do(func() {
		if _, err := os.Stat(path); err == nil {
			return
		}
		tb.Logf("generating %s with DuckDB's dbgen (once)", path)
		lineitemOnce.err = generateLineitem(path)
	})
	if lineitemOnce.err != nil {
		tb.Fatalf("generating the lineitem file: %v\n(or write one with DuckDB's CLI: INSTALL tpch; LOAD tpch; CALL dbgen(sf=1); COPY lineitem TO '%s' (FORMAT parquet))", lineitemOnce.err, path)
	}
	return path
}

// generateLineitem writes lineitem at scale factor 1 to path with DuckDB's
// default Parquet settings.
func generateLineitem(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	db, err := sql.Open("duckdb", "?allow_unsigned_extensions=true")
	if err != nil {
		return err
	}
	defer db.Close()
	var version, platform string
	if err := db.QueryRow("SELECT library_version FROM pragma_version()").Scan(&version); err != nil {
		return err
	}
	if err := db.QueryRow("PRAGMA platform").Scan(&platform); err != nil {
		return err
	}
	ext, err := buildTPCH(dir, platform, version)
	if err != nil {
		return fmt.Errorf("building the tpch extension: %w", err)
	}
	tmp := path + ".tmp"
	for _, q := range []string{
		"LOAD '" + ext + "'",
		"CALL dbgen(sf=1)",
		"COPY lineitem TO '" + tmp + "' (FORMAT parquet)",
	} {
		if _, err := db.Exec(q); err != nil {
			os.Remove(tmp)
			return fmt.Errorf("%s: %w", q, err)
		}
	}
	return os.Rename(tmp, path)
}

// buildTPCH links duckdb-go-bindings' libtpch_extension.a into a DuckDB
// extension in dir: a shared object (its DuckDB symbols left to the test
// binary, which exports them) with the footer DuckDB's LOAD reads, and
// returns its path.
func buildTPCH(dir, platform, version string) (string, error) {
	if runtime.GOOS != "linux" {
		return "", fmt.Errorf("building the extension is done on linux only, not %s", runtime.GOOS)
	}
	mod := "github.com/duckdb/duckdb-go-bindings/lib/" + runtime.GOOS + "-" + runtime.GOARCH
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod).Output()
	if err != nil {
		return "", fmt.Errorf("go list -m %s: %w", mod, err)
	}
	archive := filepath.Join(strings.TrimSpace(string(out)), "libtpch_extension.a")
	if _, err := os.Stat(archive); err != nil {
		return "", err
	}
	cxx := "g++"
	if out, err := exec.Command("go", "env", "CXX").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		cxx = strings.Fields(string(out))[0]
	}
	so := filepath.Join(dir, "tpch.duckdb_extension")
	cmd := exec.Command(cxx, "-shared", "-o", so, "-Wl,--whole-archive", archive, "-Wl,--no-whole-archive")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%s: %w\n%s", cmd, err, msg)
	}
	// The footer: a WebAssembly-style custom section header naming
	// duckdb_signature, then eight 32-byte fields, last first (magic "4",
	// platform, DuckDB version, extension version, ABI type), then a
	// 256-byte signature, left empty: the database allows unsigned
	// extensions.
	field := func(s string) []byte { return append([]byte(s), make([]byte, 32-len(s))...) }
	fields := [][]byte{field("4"), field(platform), field(version), field(version), field("CPP"), field(""), field(""), field("")}
	var foot bytes.Buffer
	foot.Write([]byte{0, 0x93, 0x04, 16})
	foot.WriteString("duckdb_signature")
	foot.Write([]byte{0x80, 0x04})
	for i := len(fields) - 1; i >= 0; i-- {
		foot.Write(fields[i])
	}
	foot.Write(make([]byte, 256))
	f, err := os.OpenFile(so, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		return "", err
	}
	if _, err := f.Write(foot.Bytes()); err != nil {
		f.Close()
		return "", err
	}
	return so, f.Close()
}

// oneThread runs the Go side of a benchmark on one P, for the time of the
// benchmark.
func oneThread(b *testing.B) {
	old := runtime.GOMAXPROCS(1)
	b.Cleanup(func() { runtime.GOMAXPROCS(old) })
}

// BenchmarkReadLineitem measures issue 30's speed target: reading the
// TPC-H lineitem table at scale factor 1 (6,001,215 rows, 16 columns) as
// DuckDB writes it with its default Parquet settings, every column, on one
// thread, against DuckDB loading the same file into a table and against
// arrow-go's pqarrow. The target is at most half of DuckDB's time and at
// most a third of pqarrow's.
//
// The Go readers run with GOMAXPROCS 1 (quiver also with SequentialPages,
// pqarrow with Parallel false), DuckDB with SET threads=1.
//
// Run it (the first run generates the file, in some seconds, with a few GB
// of memory and a C++ compiler):
//
//	cd interop/duckdb && go test -run NONE -bench BenchmarkReadLineitem -benchtime 5x
//
// and TestReadLineitem checks quiver's reading of the file against DuckDB's
// (it is skipped until the file exists, or QUIVER_LINEITEM names one).
//
// The file is kept in os.UserCacheDir()/quiver-bench/lineitem-sf1.parquet,
// or where QUIVER_LINEITEM says (a file DuckDB wrote with
// `COPY lineitem TO '...' (FORMAT parquet)` after `CALL dbgen(sf=1)` may
// be put there by hand). It is made by DuckDB's own TPC-H generator,
// dbgen of the tpch extension. duckdb-go-bindings links its archive
// (libtpch_extension.a) but DuckDB does not register it as a static
// extension, and `INSTALL tpch` needs the network; so the generator links
// the archive into a loadable extension (a shared object whose DuckDB
// symbols the test binary exports, -rdynamic), appends DuckDB's extension
// footer (platform, version, C++ ABI, no signature) and loads it into a
// database opened with allow_unsigned_extensions (buildTPCH).
func BenchmarkReadLineitem(b *testing.B) {
	path := lineitemFile(b)
	st, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Run("impl=quiver", func(b *testing.B) {
		oneThread(b)
		b.SetBytes(st.Size())
		for b.Loop() {
			// SequentialPages: no pages decompressed ahead on other
			// goroutines; with one P the columns are read one by one.
			f, closer, err := qparquet.OpenFile(path, qparquet.SequentialPages())
			if err != nil {
				b.Fatal(err)
			}
			rbs, err := f.ReadAll(nil)
			closer.Close()
			if err != nil {
				b.Fatal(err)
			}
			if n := batchRows(rbs); n != lineitemRows {
				b.Fatalf("%d rows, want %d", n, lineitemRows)
			}
		}
	})
	b.Run("impl=duckdb", func(b *testing.B) {
		db, err := sql.Open("duckdb", "")
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		db.SetMaxOpenConns(1)
		if _, err := db.Exec("SET threads=1"); err != nil {
			b.Fatal(err)
		}
		b.SetBytes(st.Size())
		for b.Loop() {
			if _, err := db.Exec("CREATE OR REPLACE TABLE t AS SELECT * FROM read_parquet(?)", path); err != nil {
				b.Fatal(err)
			}
		}
		b.StopTimer()
		var n int
		if err := db.QueryRow("SELECT count(*) FROM t").Scan(&n); err != nil || n != lineitemRows {
			b.Fatalf("%d rows, want %d: %v", n, lineitemRows, err)
		}
	})
	b.Run("impl=pqarrow", func(b *testing.B) {
		oneThread(b)
		b.SetBytes(st.Size())
		for b.Loop() {
			fh, err := os.Open(path)
			if err != nil {
				b.Fatal(err)
			}
			tbl, err := pqarrow.ReadTable(context.Background(), fh, parquet.NewReaderProperties(memory.DefaultAllocator),
				pqarrow.ArrowReadProperties{Parallel: false}, memory.DefaultAllocator)
			fh.Close()
			if err != nil {
				b.Fatal(err)
			}
			if n := tbl.NumRows(); n != lineitemRows {
				b.Fatalf("%d rows, want %d", n, lineitemRows)
			}
			tbl.Release()
		}
	})
}

func batchRows(rbs []*arrays.RecordBatch) int {
	n := 0
	for _, rb := range rbs {
		n += rb.NumRows()
	}
	return n
}

// TestReadLineitem reads the lineitem file with quiver and checks its row
// count and sums of columns of each type (integers, decimals, dates,
// string lengths, a flag's count) against DuckDB's.
func TestReadLineitem(t *testing.T) {
	path := lineitemPath(t)
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) && os.Getenv("QUIVER_LINEITEM") == "" {
		t.Skipf("no %s: a benchmark-only dataset, made by the first run of BenchmarkReadLineitem (or set QUIVER_LINEITEM to make or name one)", path)
	}
	path = lineitemFile(t)

	// Sums in integers: decimals as hundredths, dates as days.
	const query = `SELECT count(*)::BIGINT, sum(l_orderkey)::BIGINT, sum(l_partkey)::BIGINT, sum(l_linenumber)::BIGINT,
		sum((l_quantity * 100)::BIGINT)::BIGINT, sum((l_extendedprice * 100)::BIGINT)::BIGINT,
		sum((l_discount * 100)::BIGINT)::BIGINT, sum((l_tax * 100)::BIGINT)::BIGINT,
		sum(l_shipdate - DATE '1970-01-01')::BIGINT, sum(l_commitdate - DATE '1970-01-01')::BIGINT,
		sum(l_receiptdate - DATE '1970-01-01')::BIGINT,
		count(*) FILTER (WHERE l_returnflag = 'R')::BIGINT, sum(strlen(l_shipmode))::BIGINT,
		sum(strlen(l_shipinstruct))::BIGINT, sum(strlen(l_comment))::BIGINT
	FROM read_parquet(?)`
	names := []string{"rows", "l_orderkey", "l_partkey", "l_linenumber", "l_quantity", "l_extendedprice",
		"l_discount", "l_tax", "l_shipdate", "l_commitdate", "l_receiptdate",
		"l_returnflag = 'R'", "len(l_shipmode)", "len(l_shipinstruct)", "len(l_comment)"}
	db, err := sql.Open("duckdb", "")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	want := make([]int64, len(names))
	ptrs := make([]any, len(names))
	for i := range want {
		ptrs[i] = &want[i]
	}
	if err := db.QueryRow(query, path).Scan(ptrs...); err != nil {
		t.Fatalf("DuckDB: %v", err)
	}
	if want[0] != lineitemRows {
		t.Errorf("DuckDB reads %d rows, TPC-H SF1 has %d", want[0], lineitemRows)
	}

	f, closer, err := qparquet.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	rbs, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]int64, len(names))
	got[0] = int64(batchRows(rbs))
	for _, rb := range rbs {
		col := func(name string) arrays.Array {
			for c, fld := range rb.Schema().Fields {
				if fld.Name == name {
					return rb.Column(c)
				}
			}
			t.Fatalf("no column %s in %s", name, rb.Schema())
			return nil
		}
		for k, name := range names[1:11] {
			got[k+1] += intSum(t, col(name))
		}
		rf := col("l_returnflag").(interface{ ValueBytes(int) []byte })
		for i := range rb.NumRows() {
			if string(rf.ValueBytes(i)) == "R" {
				got[11]++
			}
		}
		for k, name := range []string{"l_shipmode", "l_shipinstruct", "l_comment"} {
			s := col(name).(interface{ ValueLen(int) int })
			for i := range rb.NumRows() {
				got[12+k] += int64(s.ValueLen(i))
			}
		}
	}
	for i, name := range names {
		t.Logf("%s: %d", name, want[i])
		if got[i] != want[i] {
			t.Errorf("%s: quiver %d, DuckDB %d", name, got[i], want[i])
		}
	}
}

// intSum sums an integer, decimal (unscaled) or date column without nulls.
func intSum(t *testing.T, a arrays.Array) int64 {
	if a.NullN() != 0 {
		t.Fatalf("%d nulls in a %s column", a.NullN(), a.DataType())
	}
	var s int64
	switch x := a.(type) {
	case *arrays.Int32:
		for _, v := range x.Values() {
			s += int64(v)
		}
	case *arrays.Int64:
		for _, v := range x.Values() {
			s += v
		}
	case *arrays.Decimal64:
		for _, v := range x.Values() {
			s += v
		}
	case *arrays.Decimal128:
		for _, v := range x.Values() {
			s += int64(v.Lo)
		}
	case *arrays.Date32:
		for _, v := range x.Values() {
			s += int64(v)
		}
	default:
		t.Fatalf("no sum for %T (%s)", a, a.DataType())
	}
	return s
}
