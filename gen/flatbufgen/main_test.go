package main

import (
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/gen/internal/fresh"
)

// TestGeneratedFresh recompiles the schemas in memory and fails when the
// checked-in package differs or holds files flatc no longer produces.
func TestGeneratedFresh(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := Render(root)
	fresh.Check(t, root, files, err)
	onDisk, _ := filepath.Glob(filepath.Join(root, outputDir, "*_gen.go"))
	for _, f := range onDisk {
		rel, _ := filepath.Rel(root, f)
		if _, ok := files[rel]; !ok {
			t.Errorf("%s is not produced by the schemas any more: run `make generate`", rel)
		}
	}
}
