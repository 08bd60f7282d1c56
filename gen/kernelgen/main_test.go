package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/gen/internal/fresh"
)

// TestGeneratedFresh renders every file in memory and fails when the
// checked-in copy differs: run `make generate` and commit the result.
func TestGeneratedFresh(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := Render(root)
	fresh.Check(t, root, files, err)
}

// TestMatrixErrors checks that a malformed matrix is reported, not
// rendered.
func TestMatrixErrors(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "templates"), 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join("..", "..", "templates", "types.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "templates", "types.json"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{`{`, `{"widths": []}`,
		`{"widths": [{"bytes": 8, "elem": "uint64", "name": "64"}], "indexWidths": [{"bytes": 4, "elem": "uint32", "name": "32", "field": "u32"}],
		  "compareOps": [{"func": "Equal", "name": "Eq", "op": "==", "swap": "Eq"}], "compareTypes": ["int64"], "compareParams": {}}`} {
		if err := os.WriteFile(filepath.Join(root, matrixFile), []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Render(root); err == nil {
			t.Errorf("matrix %q rendered", bad)
		}
	}
}
