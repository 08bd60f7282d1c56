package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGeneratedFresh renders every file in memory and fails when the
// checked-in copy differs: run `make generate` and commit the result.
func TestGeneratedFresh(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := Render(root)
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
