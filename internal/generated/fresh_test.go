package generated

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedFresh runs the freshness tests of every generator (gen/ is a
// module of its own, so `go test ./...` here does not reach them): each one
// renders its files in memory and fails on any difference from the
// checked-in copy. The child go command builds for the host whatever this
// test runs under (GOARCH=arm64 with -exec qemu, -tags noasm), so those
// variables are dropped from its environment.
func TestGeneratedFresh(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to run the generators' tests: %v", err)
	}
	cmd := exec.Command(goTool, "-C", filepath.Join(root, "gen"), "test", "-count=1", "-run", "^TestGeneratedFresh$", "./...")
	for _, kv := range os.Environ() {
		switch k, _, _ := strings.Cut(kv, "="); k {
		case "GOARCH", "GOOS", "GOFLAGS", "GOAMD64", "GOARM64", "CGO_ENABLED", "QUIVER_ISA":
		default:
			cmd.Env = append(cmd.Env, kv)
		}
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("generated files are stale or a generator fails (run `make generate` and commit):\n%s", out)
	}
}
