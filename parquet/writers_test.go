package parquet

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestWriterFiles reads the files the other common Parquet writers wrote in
// testdata/writers (arrow-go's pqarrow, parquet-go, Polars, hyparquet-writer,
// @dsnp/parquetjs: their defaults and their options, see each folder's
// README) and compares every value with the writer's own reading of each
// file, <writer>/<writer>.jsonl.gz: a line {"#file": name} opens the rows of
// that file, and consecutive such lines name files read to the same rows,
// which are then stored once.
func TestWriterFiles(t *testing.T) {
	dirs, err := os.ReadDir("testdata/writers")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no writer folders in testdata/writers: %v", err)
	}
	for _, d := range dirs {
		writer, dir := d.Name(), filepath.Join("testdata/writers", d.Name())
		expect, err := os.Stat(filepath.Join(dir, writer+".jsonl.gz"))
		if err != nil || expect.IsDir() {
			continue // a writer that did not install here has no fixtures
		}
		t.Run(writer, func(t *testing.T) {
			want := writerReadings(t, filepath.Join(dir, writer+".jsonl.gz"))
			paths, _ := filepath.Glob(filepath.Join(dir, "*.parquet"))
			var names []string
			for _, p := range paths {
				names = append(names, filepath.Base(p))
			}
			for name := range want {
				if !slices.Contains(names, name) {
					t.Errorf("%s: read by %s but not in %s", name, writer, dir)
				}
			}
			for _, p := range paths {
				rows, ok := want[filepath.Base(p)]
				if !ok {
					t.Errorf("%s: no reading by %s", p, writer)
					continue
				}
				if bug, ok := peerMisreads[writer+"/"+filepath.Base(p)]; ok {
					rows = withColumnOf(t, rows, want[bug.truth], bug.column)
				}
				t.Run(filepath.Base(p), func(t *testing.T) { compareFile(t, p, rows) })
			}
		})
	}
}

// peerMisreads lists the columns a writer's own reading of its file gets
// wrong: quiver's reading of the column is compared with the writer's
// reading of another of its files of the same rows (truth) instead. Each
// writer's generator writes one table under every option set, so the
// other files' readings are the values written.
var peerMisreads = map[string]struct{ column, truth, why string }{
	"parquetgo/parquetgo_v1_lz4_split.parquet": {"uuid", "parquetgo_default.parquet",
		"parquet-go v0.32.0 reads back other bytes than it wrote for the UUID (FIXED_LEN_BYTE_ARRAY(16)) column of this file, whose options set BYTE_STREAM_SPLIT for the numeric types and DELTA_BYTE_ARRAY for byte arrays; quiver and pqarrow read the bytes written"},
	"parquetjs/parquetjs_v1_decimal_p9.parquet": {"dec_s2", "parquetjs_default.parquet",
		"@dsnp/parquetjs 1.8.9 stores every DECIMAL of precision up to 18 as INT64 but its reader takes one of precision 9 or less for INT32 and reads each 8-byte value as two 4-byte ones; the other files declare the column of precision 10, which it reads right"},
}

// withColumnOf is rows with column col taken from truth, row by row.
func withColumnOf(t *testing.T, rows, truth []map[string]any, col string) []map[string]any {
	t.Helper()
	if len(truth) != len(rows) {
		t.Fatalf("peerMisreads: %d rows, the truth %d", len(rows), len(truth))
	}
	out := make([]map[string]any, len(rows))
	for i, r := range rows {
		m := make(map[string]any, len(r))
		for k, v := range r {
			m[k] = v
		}
		m[col] = truth[i][col]
		out[i] = m
	}
	return out
}

// compareFile reads the file at path with quiver and compares it, value by
// value, with the peer's reading want (one map a row, by column name).
func compareFile(t *testing.T, path string, want []map[string]any) {
	f, err := openPath(t, path)
	if err != nil {
		t.Fatal(err)
	}
	rbs, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 {
		t.Fatal("the peer's reading has no rows")
	}
	row, bad := 0, 0
	for _, rb := range rbs {
		for i := range rb.NumRows() {
			if row >= len(want) {
				t.Fatalf("more rows than the peer's %d", len(want))
			}
			for c, fld := range rb.Schema().Fields {
				w, ok := want[row][fld.Name]
				if !ok {
					t.Fatalf("column %s: not in the peer's reading", fld.Name)
				}
				got := jsonValue(rb.Column(c), i)
				why := jsonMismatch(got, w)
				if ws, ok := w.(string); ok && why != "" && arrays.StorageOf(fld.Type).ID() == arrays.BINARY {
					// ENUM and JSON columns: a peer that reads them as
					// strings (parquet-go), quiver as binary, as pqarrow
					// and Arrow C++ do. The bytes must agree.
					why = jsonMismatch(got, strings.ToUpper(hex.EncodeToString([]byte(ws))))
				}
				if why != "" && bad < 10 {
					bad++
					t.Errorf("row %d column %s (%s): %s", row, fld.Name, fld.Type, why)
				}
			}
			row++
		}
	}
	if row != len(want) {
		t.Errorf("%d rows, the peer %d", row, len(want))
	}
	if n := len(want[0]); len(f.ArrowSchema().Fields) != n {
		t.Errorf("%d columns, the peer %d", len(f.ArrowSchema().Fields), n)
	}
	if len(rbs) < 2 && f.NumRowGroups() > 1 {
		t.Errorf("%d batches from %d row groups", len(rbs), f.NumRowGroups())
	}
}

// writerReadings splits a writer's reading into its files' rows. Files named
// by consecutive {"#file": ...} lines share the rows after them.
func writerReadings(t *testing.T, path string) map[string][]map[string]any {
	out := map[string][]map[string]any{}
	var group []string // the files the rows being read belong to
	opening := false   // the last line was a {"#file": ...} line
	for i, line := range readJSONLines(t, path) {
		if name, ok := line["#file"].(string); ok && len(line) == 1 {
			if _, dup := out[name]; dup {
				t.Fatalf("%s line %d: %s read twice", path, i+1, name)
			}
			if !opening {
				group = nil
			}
			group, opening = append(group, name), true
			out[name] = []map[string]any{}
			continue
		}
		if len(group) == 0 {
			t.Fatalf("%s line %d: a row before any {\"#file\": ...} line", path, i+1)
		}
		opening = false
		for _, name := range group {
			out[name] = append(out[name], line)
		}
	}
	return out
}
