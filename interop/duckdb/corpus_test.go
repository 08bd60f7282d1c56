package duckdb

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// TestDuckDBReadsRewrittenCorpus rewrites, with quiver's writer and its
// defaults, every parquet-testing file quiver reads, and has DuckDB read
// each rewrite: every column, every value, as quiver reads the rewrite
// (the schemas there are other writers' choices: nesting, annotations,
// INT96, legacy lists and maps). Files quiver's writer refuses are listed
// by the refusal, which must stay a WriteError or an unsupported feature.
func TestDuckDBReadsRewrittenCorpus(t *testing.T) {
	root, err := testcorpus.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "..", "shared", "testdata", "parquet-testing", "data")
	paths, _ := filepath.Glob(filepath.Join(dir, "*.parquet"))
	if len(paths) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no parquet-testing files in %s", dir)
		}
		t.Skipf("parquet-testing not found in %s", dir)
	}
	db := openDuckDB(t)
	out := t.TempDir()
	rewritten := 0
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".parquet")
		t.Run(name, func(t *testing.T) {
			if name == "large_string_map.brotli" {
				t.Skip("decompresses to 1 GiB, beyond quiver's default limits (seconds to find out)")
			}
			f, closer, err := qparquet.OpenFile(path)
			if err != nil {
				t.Skipf("quiver does not read it: %v", err)
			}
			defer closer.Close()
			bs, err := f.ReadAll(nil)
			if err != nil {
				t.Skipf("quiver does not read it: %v", err)
			}
			if len(bs) == 0 || len(f.ArrowSchema().Fields) == 0 {
				t.Skip("no rows or no columns")
			}
			dst := filepath.Join(out, name+".parquet")
			if err := writeCorpus(dst, f, bs); err != nil {
				if !strings.Contains(err.Error(), "unsupported feature") && !strings.Contains(err.Error(), "writing column") {
					t.Fatalf("quiver's writer: %v", err)
				}
				t.Skipf("quiver's writer refuses it: %v", err)
			}
			rewritten++
			s, want := safeQuiverRows(t, dst)
			_, got := duckRows(t, db, dst, s)
			for c, fl := range s.Fields {
				if i, ok := firstDiff(got[c], want[c]); ok {
					g, w := "(none)", "(none)"
					if i < len(got[c]) {
						g = got[c][i]
					}
					if i < len(want[c]) {
						w = want[c][i]
					}
					t.Errorf("column %s (%s) row %d: DuckDB %s, quiver %s", fl.Name, fl.Type, i, g, w)
				}
			}
		})
	}
	if rewritten < 20 {
		t.Errorf("only %d files rewritten", rewritten)
	}
}

// writeCorpus writes quiver's reading bs of f to dst.
func writeCorpus(dst string, f *qparquet.File, bs []*arrays.RecordBatch) error {
	fh, err := os.Create(dst)
	if err != nil {
		return err
	}
	defer fh.Close()
	w, err := qparquet.NewWriter(fh, f.ArrowSchema())
	if err != nil {
		return err
	}
	for _, b := range bs {
		if err := w.Write(b); err != nil {
			return err
		}
	}
	return w.Close()
}

// safeQuiverRows is quiverRows, failing the test where the canonical form
// has no case for a type.
func safeQuiverRows(t *testing.T, path string) (s *arrays.Schema, cols [][]string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%v", fmt.Sprint(r))
		}
	}()
	return quiverRows(t, path)
}
