package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/internal/testexec"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/ipc/integration"
)

func TestMain(m *testing.M) {
	if os.Getenv("TESTER_RUN_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

func convert(args ...string) (int, []byte, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.Bytes(), errb.String()
}

// TestGoldFiles converts every gold file and checks the stream against the
// gold JSON.
func TestGoldFiles(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			code, out, errs := convert(c.ArrowFile())
			if code != 0 || errs != "" {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if bytes.HasPrefix(out, []byte("ARROW1")) {
				t.Fatal("the output is a file, not a stream")
			}
			tab, err := ipctool.ReadBytes(out, ipc.WithLaxDecimalPrecision())
			if err != nil {
				t.Fatal(err)
			}
			if tab.Format != ipctool.Stream {
				t.Fatalf("read back as a %s", tab.Format)
			}
			want, err := integration.ReadFile(c.JSON())
			if err != nil {
				t.Fatal(err)
			}
			if err := ipctool.Compare(want, tab); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestArguments(t *testing.T) {
	for _, args := range [][]string{nil, {"a", "b"}} {
		if code, out, errs := convert(args...); code == 0 || len(out) != 0 || !strings.Contains(errs, "exactly one argument") {
			t.Errorf("%v: exit %d, %q", args, code, errs)
		}
	}
	if code, _, errs := convert("-h"); code != 0 || !strings.Contains(errs, "usage") {
		t.Errorf("-h: exit %d, %q", code, errs)
	}
	missing := filepath.Join(t.TempDir(), "missing.arrow_file")
	if code, _, errs := convert(missing); code != 1 || !strings.Contains(errs, "missing.arrow_file") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
}

// TestMalformed feeds the file fuzz regressions of the corpus and a stream
// (not a file): each fails with status 1 and one line naming the problem,
// or converts cleanly.
func TestMalformed(t *testing.T) {
	files := testcorpus.Files(t, "arrow-ipc-file/*")
	files = append(files, testcorpus.GoldCases(t)[0].StreamFile())
	rejected := 0
	for _, f := range files {
		code, _, errs := convert(f)
		if code == 0 {
			continue
		}
		rejected++
		if code != 1 || strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, name+": ") {
			t.Errorf("%s: exit %d, stderr %q", filepath.Base(f), code, errs)
		}
	}
	if rejected < len(files)/2 {
		t.Errorf("only %d of %d malformed inputs rejected", rejected, len(files))
	}
}

func TestExitStatus(t *testing.T) {
	c := testcorpus.GoldCases(t)[0]
	for _, tc := range []struct {
		arg  string
		code int
	}{{c.ArrowFile(), 0}, {c.StreamFile(), 1}} {
		r := testexec.Run(t, "TESTER_RUN_MAIN=1", nil, tc.arg)
		if r.Code != tc.code || (r.Code == 0) != (r.Stderr == "") {
			t.Errorf("%s: exit %d, stderr %q", filepath.Base(tc.arg), r.Code, r.Stderr)
		}
		if r.Code == 0 && len(r.Stdout) == 0 {
			t.Errorf("%s: no stream written", filepath.Base(tc.arg))
		}
	}
}
