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

func convert(t *testing.T, in []byte, args ...string) (int, []byte, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, bytes.NewReader(in), &out, &errb)
	return code, out.Bytes(), errb.String()
}

// TestGoldStreams converts every gold stream and checks the file against
// the gold JSON.
func TestGoldStreams(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			in, err := os.ReadFile(c.StreamFile())
			if err != nil {
				t.Fatal(err)
			}
			code, out, errs := convert(t, in)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if !bytes.HasPrefix(out, []byte("ARROW1")) || !bytes.HasSuffix(out, []byte("ARROW1")) {
				t.Fatal("the output is not an IPC file")
			}
			tab, err := ipctool.ReadBytes(out, ipc.WithLaxDecimalPrecision())
			if err != nil {
				t.Fatal(err)
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

func TestEmptyInput(t *testing.T) {
	code, out, errs := convert(t, nil)
	if code != 0 || len(out) != 0 || errs != "" {
		t.Fatalf("empty input: exit %d, %d bytes, stderr %q", code, len(out), errs)
	}
}

func TestArguments(t *testing.T) {
	if code, _, errs := convert(t, nil, "x.stream"); code == 0 || !strings.Contains(errs, "takes no arguments") {
		t.Errorf("an argument: exit %d, %q", code, errs)
	}
	if code, _, errs := convert(t, nil, "-h"); code != 0 || !strings.Contains(errs, "usage") {
		t.Errorf("-h: exit %d, %q", code, errs)
	}
}

// TestMalformed feeds the stream fuzz regressions of the corpus and an IPC
// file (not a stream): each fails with status 1 and one line, or converts
// cleanly.
func TestMalformed(t *testing.T) {
	files := append(testcorpus.Files(t, "arrow-ipc-stream/crash-*"), testcorpus.Files(t, "arrow-ipc-stream/clusterfuzz-*")...)
	cases := testcorpus.GoldCases(t)
	files = append(files, cases[0].ArrowFile())
	rejected := 0
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		code, _, errs := convert(t, in)
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
		stdin string
		code  int
	}{{c.StreamFile(), 0}, {c.ArrowFile(), 1}} {
		in, err := os.Open(tc.stdin)
		if err != nil {
			t.Fatal(err)
		}
		r := testexec.Run(t, "TESTER_RUN_MAIN=1", in)
		in.Close()
		if r.Code != tc.code || (r.Code == 0) != (r.Stderr == "") {
			t.Errorf("%s: exit %d, stderr %q", filepath.Base(tc.stdin), r.Code, r.Stderr)
		}
		if r.Code == 0 && !strings.HasPrefix(r.Stdout, "ARROW1") {
			t.Errorf("%s: stdout is not an IPC file", filepath.Base(tc.stdin))
		}
	}
}
