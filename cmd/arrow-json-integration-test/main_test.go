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
	"github.com/quiver-go/quiver/ipc/integration"
)

// TestMain lets a test run the real command (main, os.Exit and all) by
// re-executing the test binary with TESTER_RUN_MAIN=1.
func TestMain(m *testing.M) {
	if os.Getenv("TESTER_RUN_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// tester runs the command in-process and returns its exit status, stdout
// and stderr.
func tester(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// mustPass runs the command and fails the test unless it succeeded quietly
// on stderr.
func mustPass(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errs := tester(args...)
	if code != 0 || errs != "" {
		t.Fatalf("%s %s: exit %d\n%s", name, strings.Join(args, " "), code, errs)
	}
	return out
}

// quirks are the validation switches archery gives Arrow C++ for the old
// gold directories.
func quirks(c testcorpus.Case) []string {
	if c.Relaxed() {
		return []string{"-validate_decimals=false", "-validate_date64=false", "-validate_times=false"}
	}
	return nil
}

func validateArgs(c testcorpus.Case, arrow, json string) []string {
	return append([]string{"-arrow", arrow, "-json", json, "-mode", "VALIDATE"}, quirks(c)...)
}

// TestGoldCases runs every gold case of the corpus through the tester: the
// gold .arrow_file and .stream VALIDATE against the JSON; JSON_TO_ARROW
// writes a file that VALIDATEs; ARROW_TO_JSON writes JSON that describes
// the same data as the gold JSON and against which the gold file
// VALIDATEs; and archery's cross-implementation flow (JSON_TO_ARROW,
// file-to-stream, stream-to-file, VALIDATE) passes, with the converters
// giving the same bytes when applied again.
func TestGoldCases(t *testing.T) {
	cases := testcorpus.GoldCases(t)
	for _, c := range cases {
		t.Run(c.String(), func(t *testing.T) {
			tmp := t.TempDir()
			t.Run("VALIDATE gold file", func(t *testing.T) {
				out := mustPass(t, validateArgs(c, c.ArrowFile(), c.JSON())...)
				if !strings.Contains(out, "matches") {
					t.Errorf("verbose output: %q", out)
				}
			})
			t.Run("VALIDATE gold stream", func(t *testing.T) {
				mustPass(t, validateArgs(c, c.StreamFile(), c.JSON())...)
			})
			t.Run("JSON_TO_ARROW", func(t *testing.T) {
				f1 := filepath.Join(tmp, "json_to_arrow.arrow_file")
				mustPass(t, "-arrow", f1, "-json", c.JSON(), "-mode", "JSON_TO_ARROW", "-verbose=false")
				mustPass(t, validateArgs(c, f1, c.JSON())...)
			})
			t.Run("ARROW_TO_JSON", func(t *testing.T) {
				exts := []string{".json"}
				if c.Dir == "cpp-21.0.0" {
					exts = append(exts, ".json.gz") // gzip output, on one directory
				}
				for _, ext := range exts {
					j := filepath.Join(tmp, "arrow_to_json"+ext)
					mustPass(t, append([]string{"-arrow", c.ArrowFile(), "-json", j, "-mode", "ARROW_TO_JSON"}, quirks(c)...)...)
					// The gold file validates against the JSON written...
					mustPass(t, validateArgs(c, c.ArrowFile(), j)...)
					// ...which describes what the gold JSON describes.
					gold, err := integration.ReadFile(c.JSON())
					if err != nil {
						t.Fatal(err)
					}
					mine, err := integration.ReadFile(j)
					if err != nil {
						t.Fatal(err)
					}
					tab, err := ipctool.FromJSON(mine)
					if err != nil {
						t.Fatal(err)
					}
					if err := ipctool.Compare(gold, tab); err != nil {
						t.Fatalf("%s: %v", ext, err)
					}
				}
			})
			t.Run("archery flow", func(t *testing.T) {
				// P: JSON_TO_ARROW json -> f1; C: VALIDATE json f1;
				// P: file-to-stream f1 -> s; C: stream-to-file s -> f2;
				// C: VALIDATE json f2.
				f1 := filepath.Join(tmp, "flow_f1.arrow_file")
				mustPass(t, "-arrow", f1, "-json", c.JSON(), "-mode", "JSON_TO_ARROW")
				mustPass(t, validateArgs(c, f1, c.JSON())...)
				s := filepath.Join(tmp, "flow.stream")
				f2 := filepath.Join(tmp, "flow_f2.arrow_file")
				convert(t, "arrow-file-to-stream", f1, s)
				convert(t, "arrow-stream-to-file", s, f2)
				mustPass(t, validateArgs(c, s, c.JSON())...)
				mustPass(t, validateArgs(c, f2, c.JSON())...)
				// What quiver wrote converts to the same bytes again.
				s2 := filepath.Join(tmp, "flow_s2.stream")
				f3 := filepath.Join(tmp, "flow_f3.arrow_file")
				convert(t, "arrow-file-to-stream", f2, s2)
				convert(t, "arrow-stream-to-file", s2, f3)
				sameBytes(t, s, s2)
				sameBytes(t, f2, f3)
			})
			t.Run("gold stream to file to stream", func(t *testing.T) {
				// Archery's gold flow: stream-to-file on the gold stream,
				// VALIDATE the file; then back to a stream.
				f := filepath.Join(tmp, "gold.arrow_file")
				s := filepath.Join(tmp, "gold_again.stream")
				convert(t, "arrow-stream-to-file", c.StreamFile(), f)
				mustPass(t, validateArgs(c, f, c.JSON())...)
				convert(t, "arrow-file-to-stream", f, s)
				mustPass(t, validateArgs(c, s, c.JSON())...)
				s2 := filepath.Join(tmp, "gold_file.stream")
				convert(t, "arrow-file-to-stream", c.ArrowFile(), s2)
				mustPass(t, validateArgs(c, s2, c.JSON())...)
			})
		})
	}
	t.Logf("%d gold cases", len(cases))
}

// convert runs arrow-file-to-stream or arrow-stream-to-file, whose whole
// logic is ipctool.FileToStream and ipctool.StreamToFile (their own tests
// drive their run functions).
func convert(t *testing.T, tool, in, out string) {
	t.Helper()
	var buf bytes.Buffer
	var err error
	if tool == "arrow-file-to-stream" {
		err = ipctool.FileToStream(in, &buf)
	} else {
		var fh *os.File
		if fh, err = os.Open(in); err != nil {
			t.Fatal(err)
		}
		defer fh.Close()
		err = ipctool.StreamToFile(fh, &buf)
	}
	if err != nil {
		t.Fatalf("%s %s: %v", tool, filepath.Base(in), err)
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func sameBytes(t *testing.T, a, b string) {
	t.Helper()
	x, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(x, y) {
		t.Errorf("%s and %s differ (%d and %d bytes)", filepath.Base(a), filepath.Base(b), len(x), len(y))
	}
}

// smallJSON is the hand-written example of the integration JSON sheet with
// the list's second value replaced by v.
func smallJSON(v string) string {
	return `{
  "schema": {"fields": [
    {"name": "a", "nullable": true, "type": {"name": "list"}, "children": [
       {"name": "item", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 64}, "children": []}]},
    {"name": "d", "nullable": true, "type": {"name": "utf8"}, "children": [],
     "dictionary": {"id": 0, "indexType": {"name": "int", "isSigned": true, "bitWidth": 8}, "isOrdered": false}}
  ]},
  "dictionaries": [
    {"id": 0, "data": {"count": 1, "columns": [
      {"name": "DICT0", "count": 1, "VALIDITY": [1], "OFFSET": [0, 1], "DATA": ["x"]}]}}
  ],
  "batches": [
    {"count": 2, "columns": [
      {"name": "a", "count": 2, "VALIDITY": [1, 0], "OFFSET": [0, 2, 2],
       "children": [{"name": "item", "count": 2, "VALIDITY": [1, 1], "DATA": ["1", "` + v + `"]}]},
      {"name": "d", "count": 2, "VALIDITY": [1, 0], "DATA": [0, 0]}
    ]}
  ]
}`
}

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// mustFail runs the command, expects exit status want and one line on
// stderr containing every string of contains, and returns that line.
func mustFail(t *testing.T, want int, contains []string, args ...string) string {
	t.Helper()
	code, _, errs := tester(args...)
	if code != want {
		t.Fatalf("%v: exit %d, want %d (stderr %q)", args, code, want, errs)
	}
	if strings.Count(errs, "\n") != 1 || !strings.HasSuffix(errs, "\n") {
		t.Errorf("%v: stderr is not one line: %q", args, errs)
	}
	for _, s := range contains {
		if !strings.Contains(errs, s) {
			t.Errorf("%v: stderr %q lacks %q", args, errs, s)
		}
	}
	return errs
}

func TestSmallRoundTrip(t *testing.T) {
	j := writeTemp(t, "small.json", smallJSON("2"))
	f := filepath.Join(t.TempDir(), "small.arrow_file")
	mustPass(t, "-arrow", f, "-json", j, "-mode", "JSON_TO_ARROW")
	out := mustPass(t, "--arrow="+f, "--json="+j) // VALIDATE is the default mode
	if !strings.Contains(out, "2 fields, 1 record batches, 2 rows") {
		t.Errorf("verbose output %q", out)
	}
	if out := mustPass(t, "-arrow", f, "-json", j, "-verbose=false"); out != "" {
		t.Errorf("-verbose=false printed %q", out)
	}
	j2 := filepath.Join(t.TempDir(), "back.json")
	mustPass(t, "-arrow", f, "-json", j2, "-mode", "arrow_to_json") // modes are case-insensitive
	mustPass(t, "-arrow", f, "-json", j2)
	// The JSON written is what the reference writers write: 64-bit values
	// as strings, the dictionary batch with its id.
	b, err := os.ReadFile(j2)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"DATA": ["1", "2"]`, `"dictionaries"`, `"id": 0`} {
		if !strings.Contains(strings.Join(strings.Fields(string(b)), " "), want) {
			t.Errorf("written JSON lacks %s:\n%s", want, b)
		}
	}
}

func TestValidateReportsTheFirstDifference(t *testing.T) {
	good := writeTemp(t, "good.json", smallJSON("2"))
	bad := writeTemp(t, "bad.json", smallJSON("3"))
	f := filepath.Join(t.TempDir(), "good.arrow_file")
	mustPass(t, "-arrow", f, "-json", good, "-mode", "JSON_TO_ARROW")
	mustFail(t, 1, []string{"does not match", `record batch 0 column 0 ("a")`, "slot 0 differs", "[1 3]", "[1 2]"},
		"-arrow", f, "-json", bad)
}

func TestValidateSchemaMismatch(t *testing.T) {
	cases := testcorpus.GoldCases(t)
	var prim, dt testcorpus.Case
	for _, c := range cases {
		if c.Dir == "cpp-21.0.0" && c.Name == "primitive" {
			prim = c
		}
		if c.Dir == "cpp-21.0.0" && c.Name == "datetime" {
			dt = c
		}
	}
	if prim.Base == "" || dt.Base == "" {
		t.Fatal("cpp-21.0.0 primitive and datetime cases not found")
	}
	mustFail(t, 1, []string{"schemas differ", "field 0"}, "-arrow", prim.ArrowFile(), "-json", dt.JSON())
}

// TestDecimalPrecisionSwitch checks that the old decimal gold cases fail
// strict validation, naming the rule, and pass with the C++ switch.
func TestDecimalPrecisionSwitch(t *testing.T) {
	n := 0
	for _, c := range testcorpus.GoldCases(t) {
		if !strings.HasPrefix(c.Name, "decimal") || !c.Relaxed() {
			continue
		}
		n++
		mustFail(t, 1, []string{"decimal-precision"}, "-arrow", c.ArrowFile(), "-json", c.JSON())
		mustPass(t, "-arrow", c.ArrowFile(), "-json", c.JSON(), "--validate_decimals=false")
	}
	if n == 0 {
		t.Fatal("no relaxed decimal gold case")
	}
}

// TestDate64Switch: the old datetime gold cases hold date64 values that are
// not whole days (and times of 24:00:00); they fail by default, naming the
// rule, and pass with C++'s switches.
func TestDate64Switch(t *testing.T) {
	n := 0
	for _, c := range testcorpus.GoldCases(t) {
		if c.Name != "datetime" || !c.Relaxed() {
			continue
		}
		n++
		mustFail(t, 1, []string{"date64-days"}, "-arrow", c.ArrowFile(), "-json", c.JSON())
		mustPass(t, "-arrow", c.ArrowFile(), "-json", c.JSON(), "--validate_date64=false", "--validate_times=false")
	}
	if n == 0 {
		t.Fatal("no relaxed datetime gold case")
	}
}

func TestUsageErrors(t *testing.T) {
	j := writeTemp(t, "small.json", smallJSON("2"))
	mustFail(t, 2, []string{"both -arrow and -json are required"})
	mustFail(t, 2, []string{"both -arrow and -json are required"}, "-json", j)
	mustFail(t, 2, []string{"unknown -mode", "FROB"}, "-arrow", "x", "-json", j, "-mode", "frob")
	mustFail(t, 2, []string{"flag provided but not defined", "-bogus"}, "-bogus")
	mustFail(t, 2, []string{"unexpected argument"}, "-arrow", "x", "-json", j, "extra")
	mustFail(t, 1, []string{"no-such-file"}, "-arrow", "x", "-json", filepath.Join(t.TempDir(), "no-such-file.json"))
	mustFail(t, 1, []string{"no-such-file"}, "-arrow", filepath.Join(t.TempDir(), "no-such-file"), "-json", j)
	if code, _, errs := tester("-h"); code != 0 || !strings.Contains(errs, "-mode") {
		t.Errorf("-h: exit %d, usage %q", code, errs)
	}
}

// TestMalformedInput feeds fuzz regression files of the corpus to every
// mode that reads IPC: each must fail with exit status 1 and one line.
func TestMalformedInput(t *testing.T) {
	j := writeTemp(t, "small.json", smallJSON("2"))
	files := append(testcorpus.Files(t, "arrow-ipc-stream/crash-*"), testcorpus.Files(t, "arrow-ipc-file/*")...)
	out := filepath.Join(t.TempDir(), "out.json")
	failed := 0
	for _, f := range files {
		for _, mode := range []string{"VALIDATE", "ARROW_TO_JSON"} {
			code, _, errs := tester("-arrow", f, "-json", map[string]string{"VALIDATE": j, "ARROW_TO_JSON": out}[mode], "-mode", mode)
			if code == 0 {
				continue // a fuzz file may decode cleanly; it still cannot match
			}
			failed++
			if code != 1 || strings.Count(errs, "\n") != 1 {
				t.Errorf("%s %s: exit %d, stderr %q", mode, filepath.Base(f), code, errs)
			}
		}
	}
	if failed == 0 {
		t.Fatal("no malformed file was rejected")
	}
}

// TestExitStatus runs the real command (the test binary re-executed into
// main) and checks the process exit status and output streams.
func TestExitStatus(t *testing.T) {
	j := writeTemp(t, "small.json", smallJSON("2"))
	bad := writeTemp(t, "bad.json", smallJSON("9"))
	f := filepath.Join(t.TempDir(), "small.arrow_file")
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"-arrow", f, "-json", j, "-mode", "JSON_TO_ARROW"}, 0},
		{[]string{"-arrow", f, "-json", j, "-mode", "VALIDATE"}, 0},
		{[]string{"-arrow", f, "-json", bad, "-mode", "VALIDATE"}, 1},
		{[]string{"-arrow", f}, 2},
	} {
		r := testexec.Run(t, "TESTER_RUN_MAIN=1", nil, tc.args...)
		if r.Code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, r.Code, tc.code, r.Stderr)
		}
		if (r.Code != 0) != (r.Stderr != "") || strings.Count(r.Stderr, "\n") > 1 {
			t.Errorf("%v: exit %d with stderr %q", tc.args, r.Code, r.Stderr)
		}
	}
}
