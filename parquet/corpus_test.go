package parquet

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
)

// parquetTesting locates apache/parquet-testing beside arrow-testing in
// ../shared/testdata (or $QUIVER_PARQUET_TEST_DATA).
func parquetTesting(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("QUIVER_PARQUET_TEST_DATA")
	if dir == "" {
		root, err := testcorpus.RepoRoot()
		if err != nil {
			t.Fatal(err)
		}
		dir = filepath.Join(root, "..", "shared", "testdata", "parquet-testing")
	}
	if _, err := os.Stat(filepath.Join(dir, "data")); err != nil {
		msg := "parquet-testing corpus not found (set QUIVER_PARQUET_TEST_DATA): " + err.Error()
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return dir
}

func openPath(t testing.TB, path string) (*File, error) {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fh.Close() })
	st, err := fh.Stat()
	if err != nil {
		t.Fatal(err)
	}
	return Open(fh, st.Size())
}

func TestOpenCorpus(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	if len(paths) == 0 {
		t.Fatal("no files")
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			f, err := openPath(t, p)
			if err != nil {
				if errors.Is(err, ErrEncrypted) || errors.Is(err, ErrUnsupported) {
					t.Logf("not read: %v", err)
					return
				}
				t.Fatal(err)
			}
			t.Logf("%d rows, %d row groups, schema %v", f.NumRows(), f.NumRowGroups(), f.ArrowSchema())
		})
	}
}

func TestReadCorpus(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			f, err := openPath(t, p)
			if err != nil {
				t.Skipf("open: %v", err)
			}
			rbs, err := f.ReadAll(nil)
			if err != nil {
				t.Fatal(err)
			}
			rows := 0
			for _, rb := range rbs {
				for i, c := range rb.Columns() {
					if err := arrays.ValidateFull(c); err != nil {
						t.Fatalf("column %d: %v", i, err)
					}
				}
				rows += rb.NumRows()
			}
			if int64(rows) != f.NumRows() {
				t.Fatalf("%d rows, footer says %d", rows, f.NumRows())
			}
		})
	}
}
