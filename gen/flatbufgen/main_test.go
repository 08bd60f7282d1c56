package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGeneratedFresh recompiles the schemas in memory and fails when the
// checked-in package differs or holds files flatc no longer produces.
func TestGeneratedFresh(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := Render(root)
	if err != nil {
		t.Fatal(err)
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
	onDisk, _ := filepath.Glob(filepath.Join(root, outputDir, "*_fb.go"))
	for _, f := range onDisk {
		rel, _ := filepath.Rel(root, f)
		if _, ok := files[rel]; !ok {
			t.Errorf("%s is not produced by the schemas any more: run `make generate`", rel)
		}
	}
}
