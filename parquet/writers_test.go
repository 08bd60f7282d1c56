package parquet

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
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
				t.Run(filepath.Base(p), func(t *testing.T) { compareFile(t, p, rows) })
			}
		})
	}
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
				if why := jsonMismatch(got, w); why != "" && bad < 10 {
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
