package parquet

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestExpectCSV compares the files that parquet-testing ships with a
// *_expect.csv against it: a quoted or non-empty cell is the value, an
// empty unquoted cell a null.
func TestExpectCSV(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*_expect.csv"))
	if len(paths) == 0 {
		t.Fatal("no *_expect.csv files")
	}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), "_expect.csv")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			rows, err := csv.NewReader(strings.NewReader(string(raw))).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			nulls := csvNulls(string(raw))
			f, err := openPath(t, filepath.Join(dir, "data", name+".parquet"))
			if err != nil {
				t.Fatal(err)
			}
			rbs, err := f.ReadAll(nil)
			if err != nil {
				t.Fatal(err)
			}
			header, body := rows[0], rows[1:]
			if len(header) != len(f.ArrowSchema().Fields) {
				t.Fatalf("%d CSV columns, %d fields", len(header), len(f.ArrowSchema().Fields))
			}
			r := 0
			for _, rb := range rbs {
				for i := range rb.NumRows() {
					if r >= len(body) {
						t.Fatalf("more rows than the CSV's %d", len(body))
					}
					for c := range rb.NumCols() {
						col := rb.Column(c)
						wantNull := nulls[r+1][c]
						if col.IsNull(i) != wantNull {
							t.Fatalf("row %d column %s: null=%v, want %v", r, header[c], col.IsNull(i), wantNull)
						}
						if wantNull {
							continue
						}
						if got := cell(col, i); got != body[r][c] {
							t.Fatalf("row %d column %s: %q, want %q", r, header[c], got, body[r][c])
						}
					}
					r++
				}
			}
			if r != len(body) {
				t.Fatalf("%d rows, the CSV %d", r, len(body))
			}
		})
	}
}

func cell(a arrays.Array, i int) string {
	switch v := a.(type) {
	case *arrays.Utf8:
		return v.Value(i)
	case *arrays.Binary:
		return string(v.Value(i))
	}
	return a.ValueString(i)
}

// csvNulls marks, per record and field, the empty unquoted cells (the
// expectation files' nulls), which encoding/csv does not distinguish from "".
func csvNulls(s string) [][]bool {
	var out [][]bool
	for _, line := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		var row []bool
		inQ, empty := false, true
		for _, ch := range line {
			switch {
			case ch == '"':
				inQ = !inQ
				empty = false
			case ch == ',' && !inQ:
				row = append(row, empty)
				empty = true
			default:
				empty = false
			}
		}
		row = append(row, empty)
		out = append(out, row)
	}
	return out
}
