package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/parquet"
)

// TestParquetColumns: cat, validate and convert of a Parquet input take
// -columns, paths into nested columns as parquet.ReadOptions.ColumnPaths
// does; an unknown path is an error naming it.
func TestParquetColumns(t *testing.T) {
	p := parquetData(t, "data/nullable.impala.parquet")
	const nested = "nested_struct: struct<C: struct<d: list<element: list<element: struct<F: utf8>>>>>"
	out, err := quiver(t, "cat", "-columns", "nested_struct.C.d.element.element.F", "-columns", "id", p)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{nested, "id: int64", `{C: {d: [[{F: "aaa"} {F: "bbb"}]`} {
		if !strings.Contains(out, want) {
			t.Errorf("cat -columns lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "int_array") || strings.Contains(out, "E: int32") {
		t.Errorf("cat -columns shows columns left out:\n%s", out)
	}
	if out, err := quiver(t, "validate", "-columns", "int_map.value, nested_struct.A", p); err != nil || !strings.Contains(out, "valid Parquet file: 2 fields") {
		t.Errorf("validate -columns: %v\n%s", err, out)
	}
	if _, err := quiver(t, "cat", "-columns", "nested_struct.nope", p); err == nil || !strings.Contains(err.Error(), `no column "nested_struct.nope"`) || !strings.Contains(err.Error(), "nested_struct holds A, b, C, g") {
		t.Errorf("unknown path: %v", err)
	}
	if _, err := quiver(t, "cat", "-columns", "id,,A", p); err == nil || !strings.Contains(err.Error(), "empty column path") {
		t.Errorf("empty path: %v", err)
	}

	dir := t.TempDir()
	arrow, pq := filepath.Join(dir, "x.arrow"), filepath.Join(dir, "x.parquet")
	for _, o := range []string{arrow, pq} {
		if _, err := quiver(t, "convert", "-in", p, "-columns", "nested_struct.C.d.element.element.F,id", "-out", o); err != nil {
			t.Fatalf("convert -out %s: %v", o, err)
		}
	}
	b, err := os.ReadFile(arrow)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ipc.NewFileReader(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Schema().String(); !strings.Contains(got, nested) || len(r.Schema().Fields) != 2 {
		t.Errorf("converted to Arrow: %s", got)
	}
	f, c, err := parquet.OpenFile(pq)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if got := f.ArrowSchema().String(); !strings.Contains(got, nested) || len(f.ArrowSchema().Fields) != 2 {
		t.Errorf("converted to Parquet: %s", got)
	}
	if out, err := quiver(t, "cat", pq); err != nil || !strings.Contains(out, `{C: {d: [[{F: "aaa"} {F: "bbb"}]`) {
		t.Errorf("cat of the converted file: %v\n%s", err, out)
	}
}

// TestColumnsFlag splits -columns at the commas outside quotes.
func TestColumnsFlag(t *testing.T) {
	var c columnsFlag
	for _, s := range []string{`a, b.c`, `"x,y".z,"q"`} {
		if err := c.Set(s); err != nil {
			t.Fatal(err)
		}
	}
	if want := []string{"a", "b.c", `"x,y".z`, `"q"`}; !slices.Equal(c, want) {
		t.Errorf("%q, want %q", c, want)
	}
	for _, s := range []string{"", "a,", ",a", "a,,b"} {
		if err := c.Set(s); err == nil {
			t.Errorf("%q: no error", s)
		}
	}
}

// TestWriteOutput: the output appears whole under its name, 0644, or not
// at all (what was there is kept), and no temporary file stays behind;
// "-" writes to out.
func TestWriteOutput(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.bin")
	if err := writeOutput(nil, path, func(w io.Writer) error { _, err := w.Write([]byte("first")); return err }); err != nil {
		t.Fatal(err)
	}
	bad := errors.New("bad")
	if err := writeOutput(nil, path, func(w io.Writer) error { w.Write([]byte("partial")); return bad }); err != bad {
		t.Errorf("failed write: %v", err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "first" {
		t.Errorf("after a failed write the file holds %q (%v)", b, err)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v (%v)", st.Mode(), err)
	}
	if err := writeOutput(nil, filepath.Join(dir, "nodir", "x"), func(io.Writer) error { return nil }); err == nil {
		t.Error("no error for a missing directory")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("directory holds %v", entries)
	}
	var buf bytes.Buffer
	if err := writeOutput(&buf, "-", func(w io.Writer) error { _, err := w.Write([]byte("out")); return err }); err != nil || buf.String() != "out" {
		t.Errorf("-: %q %v", buf.String(), err)
	}
}
