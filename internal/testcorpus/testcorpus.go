// Package testcorpus locates apache/arrow-testing's data directory (the
// Arrow IPC gold files and fuzz regression inputs) for tests, and lists
// its integration gold cases.
//
// The corpus is found at $QUIVER_TEST_DATA or, by default, at
// ../shared/testdata/arrow-testing relative to the repository root (the
// directory whose go.mod declares module github.com/quiver-go/quiver, so
// tests of the nested interop module find it too). When it is absent the
// test is skipped with a message saying how to provide it, except under
// CI=true, where a missing corpus is a failure.
package testcorpus

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const module = "github.com/quiver-go/quiver"

// Dir returns the corpus directory or ends the test (skip, or fail in CI).
func Dir(t testing.TB) string {
	t.Helper()
	dir, err := Find()
	if err != nil {
		msg := fmt.Sprintf("Arrow test corpus not found (set QUIVER_TEST_DATA to apache/arrow-testing's data directory): %v", err)
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return dir
}

// Find locates the corpus without ending the test, for callers such as fuzz
// targets that seed from it when it is there and fall back otherwise.
func Find() (string, error) {
	dir := os.Getenv("QUIVER_TEST_DATA")
	if dir == "" {
		root, err := RepoRoot()
		if err != nil {
			return "", err
		}
		dir = filepath.Join(root, "..", "shared", "testdata", "arrow-testing")
	}
	if _, err := os.Stat(filepath.Join(dir, "arrow-ipc-stream", "integration")); err != nil {
		return dir, err
	}
	return dir, nil
}

// RepoRoot walks up from the working directory to the root of the quiver
// module.
func RepoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if isQuiverRoot(filepath.Join(dir, "go.mod")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod of module %s above the test directory", module)
		}
		dir = parent
	}
}

func isQuiverRoot(gomod string) bool {
	fh, err := os.Open(gomod)
	if err != nil {
		return false
	}
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		if f := strings.Fields(sc.Text()); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`) == module
		}
	}
	return false
}

// Case is one integration gold case: generated_<Name>.json.gz, .arrow_file
// and .stream in the producer directory Dir.
type Case struct {
	Dir, Name string
	Base      string // path without the extension
}

func (c Case) String() string     { return c.Dir + "/" + c.Name }
func (c Case) JSON() string       { return c.Base + ".json.gz" }
func (c Case) ArrowFile() string  { return c.Base + ".arrow_file" }
func (c Case) StreamFile() string { return c.Base + ".stream" }

// Relaxed reports whether archery validates this gold directory with the
// C++ tester's data checks off (--validate_decimals=false,
// --validate_date64=false, --validate_times=false): the directories whose
// old generators wrote decimals outside their precision, date64 values that
// are not whole days and out-of-range times.
func (c Case) Relaxed() bool {
	switch c.Dir {
	case "0.14.1", "0.17.1", "1.0.0-bigendian", "1.0.0-littleendian":
		return true
	}
	return false
}

// GoldCases lists every gold case of the corpus, sorted by directory and
// name.
func GoldCases(t testing.TB) []Case {
	t.Helper()
	root := filepath.Join(Dir(t), "arrow-ipc-stream", "integration")
	paths, err := filepath.Glob(filepath.Join(root, "*", "generated_*.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no generated_*.json.gz under %s", root)
	}
	var out []Case
	for _, p := range paths {
		base := strings.TrimSuffix(p, ".json.gz")
		out = append(out, Case{
			Dir:  filepath.Base(filepath.Dir(p)),
			Name: strings.TrimPrefix(filepath.Base(base), "generated_"),
			Base: base,
		})
	}
	return out
}

// Files lists the corpus files matching a glob relative to the corpus
// directory (for example "arrow-ipc-stream/crash-*"), failing the test when
// none match.
func Files(t testing.TB, glob string) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(Dir(t), glob))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no corpus file matches %s", glob)
	}
	return paths
}
