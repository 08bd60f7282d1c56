// Package fresh is the generators' shared freshness check: a generator's
// test renders its files in memory and hands them to Check, which fails on
// any difference from the checked-in copies.
package fresh

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Check fails t when rendering failed, rendered nothing, or any file differs
// from its checked-in copy under root.
func Check(t *testing.T, root string, files map[string][]byte, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("generator rendered no files")
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil {
			t.Errorf("%s: %v (run `make generate`)", name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run `make generate` and commit the result", name)
		}
	}
}
