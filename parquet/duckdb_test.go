package parquet

import (
	"iter"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestDuckDBFiles reads the files DuckDB 1.5.6 wrote in testdata/duckdb
// (its defaults and its options: every codec, its v1 and its v2
// encodings, dictionaries off, several row groups; see its README)
// and compares every value with DuckDB's own reading of them,
// testdata/duckdb/duckdb.jsonl.gz, read whole and read as rows 123 to 877
// in batches of 100 (batches that end inside pages and row groups).
// DuckDB ends every page's dictionary indices and definition levels with a
// bit-packed run longer than the values left in the page, which quiver
// refused until issue 30.
func TestDuckDBFiles(t *testing.T) {
	want := readJSONLines(t, "testdata/duckdb/duckdb.jsonl.gz")
	paths, _ := filepath.Glob("testdata/duckdb/*.parquet")
	if len(paths) < 17 {
		t.Fatalf("%d DuckDB files in testdata/duckdb, want 17", len(paths))
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			f, err := openPath(t, p)
			if err != nil {
				t.Fatal(err)
			}
			rbs, err := f.ReadAll(nil)
			if err != nil {
				t.Fatal(err)
			}
			if row := compareDuckDB(t, rbs, want, 0); row != len(want) {
				t.Errorf("%d rows, DuckDB %d", row, len(want))
			}
			if n := len(want[0]); len(f.ArrowSchema().Fields) != n {
				t.Errorf("%d columns, DuckDB %d", len(f.ArrowSchema().Fields), n)
			}
			const start, end = 123, 877
			rbs = rbs[:0]
			for rb, err := range f.Batches(ReadOptions{RowStart: start, RowEnd: end, BatchSize: 100}) {
				if err != nil {
					t.Fatal(err)
				}
				if rb.NumRows() > 100 {
					t.Errorf("a batch of %d rows, want at most 100", rb.NumRows())
				}
				rbs = append(rbs, rb)
			}
			if row := compareDuckDB(t, rbs, want, start); row != end {
				t.Errorf("rows %d to %d read up to %d", start, end, row)
			}
		})
	}
}

// compareDuckDB compares batches read from row first on with DuckDB's
// reading and returns the row after the last read.
func compareDuckDB(t *testing.T, rbs []*arrays.RecordBatch, want []map[string]any, first int) int {
	t.Helper()
	row, bad := first, 0
	for _, rb := range rbs {
		for i := range rb.NumRows() {
			if row >= len(want) {
				t.Fatalf("more rows than DuckDB's %d", len(want))
			}
			for c, fld := range rb.Schema().Fields {
				w, ok := want[row][fld.Name]
				if !ok {
					t.Fatalf("column %s: not in DuckDB's reading", fld.Name)
				}
				got := jsonValue(rb.Column(c), i)
				if why := jsonMismatch(got, w); why != "" && bad < 10 {
					bad++
					t.Errorf("row %d column %s (%s): %s", row, fld.Name, fld.Type, why)
				}
			}
			row++
		}
	}
	return row
}

// TestColumnNames selects DuckDB's columns by name: the batches hold those
// columns in that order, equal to a selection by index; unknown names are
// errors that name them.
func TestColumnNames(t *testing.T) {
	f, err := openPath(t, "testdata/duckdb/duckdb_v2_zstd.parquet")
	if err != nil {
		t.Fatal(err)
	}
	idx, err := f.ColumnIndices("mp", "dec15", "id")
	if err != nil || !slices.Equal(idx, []int{27, 13, 0}) {
		t.Fatalf("ColumnIndices: %v %v", idx, err)
	}
	n := 0
	byIndex := f.Batches(ReadOptions{Columns: idx})
	next, stop := iter.Pull2(byIndex)
	defer stop()
	for rb, err := range f.Batches(ReadOptions{ColumnNames: []string{"mp", "dec15", "id"}}) {
		if err != nil {
			t.Fatal(err)
		}
		want, werr, _ := next()
		if werr != nil {
			t.Fatal(werr)
		}
		if got := rb.ColumnName(0) + "," + rb.ColumnName(1) + "," + rb.ColumnName(2); rb.NumCols() != 3 || got != "mp,dec15,id" {
			t.Fatalf("columns %s", got)
		}
		for c := range rb.NumCols() {
			if !arrays.Equal(rb.Column(c), want.Column(c)) {
				t.Fatalf("batch %d column %d differs from the read by index", n, c)
			}
		}
		n++
	}
	if n != f.NumRowGroups() {
		t.Errorf("%d batches, want one per row group (%d)", n, f.NumRowGroups())
	}
	for rb, err := range f.Batches(ReadOptions{ColumnNames: []string{"id", "nope"}}) {
		if err == nil || !strings.Contains(err.Error(), `"nope"`) || rb != nil {
			t.Errorf("unknown name: %v", err)
		}
	}
}
