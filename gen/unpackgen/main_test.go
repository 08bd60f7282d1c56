package main

import (
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
