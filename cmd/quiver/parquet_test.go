package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/internal/testcorpus"
)

func parquetData(t *testing.T, name string) string {
	root, err := testcorpus.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(root, "..", "shared", "testdata", "parquet-testing", name)
	if _, err := os.Stat(p); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skipf("parquet-testing not found: %v", err)
	}
	return p
}

func TestParquetCommands(t *testing.T) {
	p := parquetData(t, "data/list_columns.parquet")
	var out bytes.Buffer
	if err := dispatch([]string{"cat", p}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"int64_list: list<item: int64>", `["efg" null "hij" "xyz"]`, "[null 1]"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("cat output lacks %q:\n%s", want, out.String())
		}
	}
	out.Reset()
	if err := dispatch([]string{"schema", p}, &out); err != nil || !strings.Contains(out.String(), "optional INT64 item") {
		t.Errorf("schema: %v\n%s", err, out.String())
	}
	out.Reset()
	if err := dispatch([]string{"validate", p}, &out); err != nil || !strings.Contains(out.String(), "valid Parquet file: 2 fields, 1 row groups, 3 rows") {
		t.Errorf("validate: %v\n%s", err, out.String())
	}
	arrow := filepath.Join(t.TempDir(), "x.arrow")
	out.Reset()
	if err := dispatch([]string{"convert", "-in", p, "-out", arrow}, &out); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := dispatch([]string{"cat", arrow}, &out); err != nil || !strings.Contains(out.String(), `["efg" null "hij" "xyz"]`) {
		t.Errorf("cat of the converted file: %v\n%s", err, out.String())
	}
	bad := parquetData(t, "bad_data/PARQUET-1481.parquet")
	err := dispatch([]string{"validate", bad}, &out)
	if err == nil || !strings.Contains(err.Error(), "physical type") {
		t.Errorf("validate of a bad file: %v", err)
	}
}

// TestParquetStdinAndEncryption: Parquet on standard input reads as from a
// path (the commands peek at the magic, then read it whole); an encrypted
// file, by path or on stdin, gets the reader's encryption error, not an IPC
// parse error.
func TestParquetStdinAndEncryption(t *testing.T) {
	p := parquetData(t, "data/list_columns.parquet")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"cat", "X"}, {"schema", "X"}, {"validate", "X"}} {
		fromPath, err := quiver(t, args[0], p)
		if err != nil {
			t.Fatal(err)
		}
		withStdin(t, b)
		fromStdin, err := quiver(t, args[0], "-")
		if err != nil {
			t.Errorf("%s -: %v", args[0], err)
			continue
		}
		if want := strings.ReplaceAll(fromPath, p, "<stdin>"); fromStdin != want {
			t.Errorf("%s - prints\n%s\nwant\n%s", args[0], fromStdin, want)
		}
	}
	withStdin(t, b)
	arrow := filepath.Join(t.TempDir(), "x.arrow")
	if _, err := quiver(t, "convert", "-in", "-", "-out", arrow); err != nil {
		t.Fatalf("convert -in -: %v", err)
	}
	if out, err := quiver(t, "cat", arrow); err != nil || !strings.Contains(out, `["efg" null "hij" "xyz"]`) {
		t.Errorf("cat of the file converted from stdin: %v\n%s", err, out)
	}
	for _, name := range []string{"encrypt_columns_and_footer.parquet.encrypted", "encrypt_columns_plaintext_footer.parquet.encrypted"} {
		enc := parquetData(t, "data/"+name)
		if _, err := quiver(t, "validate", enc); err == nil || !strings.Contains(err.Error(), "encryption not supported") {
			t.Errorf("validate %s: %v", name, err)
		}
		eb, err := os.ReadFile(enc)
		if err != nil {
			t.Fatal(err)
		}
		withStdin(t, eb)
		if _, err := quiver(t, "cat", "-"); err == nil || !strings.Contains(err.Error(), "<stdin>: parquet: encryption not supported") {
			t.Errorf("cat - < %s: %v", name, err)
		}
	}
}
