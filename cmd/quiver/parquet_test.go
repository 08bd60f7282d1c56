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
