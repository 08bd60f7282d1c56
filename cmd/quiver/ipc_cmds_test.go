package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/internal/testexec"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/ipc/integration"
)

// TestMain lets TestExitStatus run the real command by re-executing the
// test binary with QUIVER_RUN_MAIN=1.
func TestMain(m *testing.M) {
	if os.Getenv("QUIVER_RUN_MAIN") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func quiver(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := dispatch(args, &out)
	if err != nil && strings.Contains(err.Error(), "\n") {
		t.Errorf("quiver %v: the error spans lines: %q", args, err)
	}
	return out.String(), err
}

func withStdin(t *testing.T, b []byte) {
	t.Helper()
	old := stdin
	stdin = bytes.NewReader(b)
	t.Cleanup(func() { stdin = old })
}

func goldCase(t *testing.T, name string) testcorpus.Case {
	t.Helper()
	for _, c := range testcorpus.GoldCases(t) {
		if c.String() == name {
			return c
		}
	}
	t.Fatalf("no gold case %s", name)
	return testcorpus.Case{}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCatGold prints every cpp-21.0.0 gold case (-all) from its file, its
// stream and (the stream) from standard input: the header says the format,
// every field is named, and there is one line per row.
func TestCatGold(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		if c.Dir != "cpp-21.0.0" {
			continue
		}
		want, err := integration.ReadFile(c.JSON())
		if err != nil {
			t.Fatal(err)
		}
		rows := 0
		for _, b := range want.Batches {
			rows += b.Length
		}
		for _, in := range []struct{ arg, format string }{{c.ArrowFile(), "file"}, {c.StreamFile(), "stream"}, {"-", "stream"}} {
			if in.arg == "-" {
				withStdin(t, readFile(t, c.StreamFile()))
			}
			out, err := quiver(t, "cat", "-all", "-width", "0", in.arg)
			if err != nil {
				t.Fatalf("%s: cat %s: %v", c, in.arg, err)
			}
			if !strings.HasPrefix(out, "Arrow IPC "+in.format) {
				t.Errorf("%s: cat %s starts %q", c, in.arg, strings.SplitN(out, "\n", 2)[0])
			}
			for _, f := range want.Schema.Fields {
				if !strings.Contains(out, f.Name+": ") {
					t.Errorf("%s: field %q not printed", c, f.Name)
				}
			}
			// Lines: the header, "schema:", one per top-level field
			// (plus metadata lines), then per batch a blank line, a
			// title, the column names and the rows.
			lines := strings.Count(out, "\n")
			fixed := 2 + len(want.Schema.Fields) + strings.Count(out, "  metadata: ") + strings.Count(out, "\nschema metadata: ")
			if got := lines - fixed - 3*len(want.Batches); got != rows {
				t.Errorf("%s: cat %s printed %d row lines, the data has %d rows", c, in.arg, got, rows)
			}
		}
	}
}

func TestCatValuesAndLimit(t *testing.T) {
	c := goldCase(t, "cpp-21.0.0/primitive")
	want, err := integration.ReadFile(c.JSON())
	if err != nil {
		t.Fatal(err)
	}
	out, err := quiver(t, "cat", "-n", "3", "-width", "0", c.ArrowFile())
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if last := lines[len(lines)-1]; last != "(at most 3 rows of each record batch shown: -n to change, -all for every row)" {
		t.Errorf("last line %q", last)
	}
	// Each batch: its title, the column names, 3 rows, "... k more rows".
	for b, wb := range want.Batches {
		title := fmt.Sprintf("record batch %d: %d rows", b, wb.Length)
		i := slices.Index(lines, title)
		if i < 0 || i+5 >= len(lines) {
			t.Fatalf("no %q", title)
		}
		if more := fmt.Sprintf("... %d more rows", wb.Length-3); lines[i+5] != more {
			t.Errorf("batch %d: %q after 3 rows, want %q", b, lines[i+5], more)
		}
		header, row := lines[i+1], lines[i+2]
		cols := wb.Columns
		if got, wantN := len(strings.Fields(header)), len(cols); got != wantN {
			t.Errorf("header has %d names, want %d: %q", got, wantN, header)
		}
		// The first value line holds the first row's values as
		// ValueString renders them.
		for _, col := range cols[:3] {
			if v := col.ValueString(0); !strings.Contains(row, v) {
				t.Errorf("batch %d row 0 lacks %s: %q", b, v, row)
			}
		}
	}
	out, err = quiver(t, "cat", "-n", "0", c.ArrowFile())
	if err != nil || strings.Contains(out, "bool_nullable  ") || !strings.Contains(out, "(-n 0: row counts only") ||
		!strings.Contains(out, fmt.Sprintf("record batch 1: %d rows\n... %d more rows", want.Batches[1].Length, want.Batches[1].Length)) {
		t.Errorf("-n 0 (err %v):\n%s", err, out)
	}
	if _, err := quiver(t, "cat", "-n", "-1", c.ArrowFile()); err == nil || !strings.Contains(err.Error(), "-all") {
		t.Errorf("-n -1: %v", err)
	}
	// The default is a head of catDefaultRows rows per batch.
	out, err = quiver(t, "cat", c.ArrowFile())
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(out, "\n"); n > 2+len(want.Schema.Fields)+len(want.Batches)*(4+catDefaultRows)+2 {
		t.Errorf("default cat printed %d lines:\n%s", n, out)
	}
}

func TestCellText(t *testing.T) {
	for _, c := range []struct {
		in    string
		width int
		want  string
	}{
		{"", 5, `""`},
		{"abc", 5, "abc"},
		{"abcde", 5, "abcde"},
		{"abcdef", 5, "abcd…"},
		{"añbñcñ", 4, "añb…"},
		{"a\tb\nc", 0, `a\tb\nc`},
		{"abcdef", 0, "abcdef"},
	} {
		if got := cellText(c.in, c.width); got != c.want {
			t.Errorf("cellText(%q, %d) = %q, want %q", c.in, c.width, got, c.want)
		}
	}
}

// TestCatBigBatch: a batch of many rows with one wide value prints its head
// only by default, and with -all keeps lines short away from the wide value
// (alignment is per chunk of rows).
func TestCatBigBatch(t *testing.T) {
	b := arrays.NewUtf8Builder()
	n := 5000
	for i := range n {
		if i == n-1 {
			b.AppendString(strings.Repeat("w", 5000))
		} else {
			b.AppendString(strconv.Itoa(i))
		}
	}
	s := arrays.NewSchema([]arrays.Field{{Name: "s", Type: arrays.Utf8Type{}}, {Name: "t", Type: arrays.Utf8Type{}}}, nil)
	col := b.NewArray()
	rb, err := arrays.NewRecordBatch(s, []arrays.Array{col, col}, n)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "big.arrow")
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := ipc.NewFileWriter(fh, s)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rb); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	fh.Close()
	out, err := quiver(t, "cat", path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, fmt.Sprintf("... %d more rows", n-catDefaultRows)) || strings.Count(out, "\n") > 30 {
		t.Errorf("default cat of %d rows:\n%s", n, out)
	}
	// Cut to -width (40 by default), the wide value leaves every line short.
	out, err = quiver(t, "cat", "-all", path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `"`+strings.Repeat("w", 38)+"…") || longLines(out, 100) > 0 || strings.Count(out, "\n") < n {
		t.Errorf("-all: %d lines, %d longer than 100 bytes; the end:\n%s", strings.Count(out, "\n"), longLines(out, 100), out[max(0, len(out)-300):])
	}
	// Uncut, it pads only the rows of its own chunk.
	out, err = quiver(t, "cat", "-all", "-width", "0", path)
	if err != nil {
		t.Fatal(err)
	}
	if k := longLines(out, 100); k == 0 || k > catChunk {
		t.Errorf("-all -width 0: %d lines longer than 100 bytes, want 1..%d", k, catChunk)
	}
}

func longLines(s string, n int) int {
	k := 0
	for _, l := range strings.Split(s, "\n") {
		if len(l) > n {
			k++
		}
	}
	return k
}

func TestSchemaCommand(t *testing.T) {
	out, err := quiver(t, "schema", goldCase(t, "cpp-21.0.0/nested_dictionary").ArrowFile())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Arrow IPC file, 2 record batches", "body byte order: little-endian", "list_dict: dictionary<", "(dictionary id 0)", "(dictionary id 1)", "str_dict_a"} {
		if !strings.Contains(out, want) {
			t.Errorf("schema output lacks %q:\n%s", want, out)
		}
	}
	out, err = quiver(t, "schema", goldCase(t, "1.0.0-bigendian/primitive").StreamFile())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Arrow IPC stream") || !strings.Contains(out, "big-endian") {
		t.Errorf("big-endian stream:\n%s", out)
	}
	out, err = quiver(t, "schema", goldCase(t, "cpp-21.0.0/custom_metadata").ArrowFile())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, `schema metadata: {"schema_custom_0": "{}"`) || !strings.Contains(out, `metadata: {"pandas": "{}"}`) {
		t.Errorf("metadata not shown:\n%s", out)
	}
}

func TestValidateGold(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		for _, path := range []string{c.ArrowFile(), c.StreamFile()} {
			args := []string{"validate", path}
			if c.Relaxed() && (strings.HasPrefix(c.Name, "decimal") || c.Name == "datetime") {
				// Old files breaking value-level rules: validate names
				// the rule and says readers accept it, cat reads it,
				// -values=false (and for decimals -lax-decimals) accepts it.
				_, err := quiver(t, args...)
				rule := "rule date64-days"
				if c.Name != "datetime" {
					rule = "rule decimal-precision"
				}
				if err == nil || !strings.Contains(err.Error(), rule) || !strings.Contains(err.Error(), "a value-level rule, which readers do not enforce") {
					t.Errorf("%s: validation: %v", path, err)
				}
				if _, err := quiver(t, "cat", path); err != nil {
					t.Errorf("%s: cat: %v", path, err)
				}
				if c.Name != "datetime" {
					if _, err := quiver(t, "validate", "-lax-decimals", path); err != nil {
						t.Errorf("%s: -lax-decimals: %v", path, err)
					}
				}
				args = []string{"validate", "-values=false", path}
			}
			out, err := quiver(t, args...)
			if err != nil {
				t.Errorf("%s: %v", c, err)
				continue
			}
			if !strings.Contains(out, ": valid Arrow IPC ") {
				t.Errorf("%s: %q", c, out)
			}
		}
	}
}

// utf8Batches builds batches of one utf8 column "s".
func utf8Batches(t *testing.T, batches ...[]string) (*arrays.Schema, []*arrays.RecordBatch) {
	t.Helper()
	schema := arrays.NewSchema([]arrays.Field{{Name: "s", Type: arrays.Utf8Type{}, Nullable: true}}, nil)
	var out []*arrays.RecordBatch
	for _, vals := range batches {
		b := arrays.NewUtf8Builder()
		b.AppendStrings(vals, nil)
		rb, err := arrays.NewRecordBatch(schema, []arrays.Array{b.NewArray()}, len(vals))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rb)
	}
	return schema, out
}

func writeIPC(t *testing.T, f ipctool.Format, schema *arrays.Schema, batches []*arrays.RecordBatch, opts ...ipc.WriteOption) []byte {
	t.Helper()
	var buf bytes.Buffer
	tab := &ipctool.Table{Header: &ipc.SchemaHeader{Schema: schema}, Batches: batches}
	if err := ipctool.WriteTable(&buf, f, tab, opts...); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestValidateSaysWhatAndWhere corrupts string bytes into invalid UTF-8
// and checks that validate names the batch, the column, the slot and the
// rule, and lists every bad batch of a file.
func TestValidateSaysWhatAndWhere(t *testing.T) {
	schema, batches := utf8Batches(t, []string{"fine", "MARK1", "x"}, []string{"ok"}, []string{"y", "MARK2"})
	for _, f := range []ipctool.Format{ipctool.File, ipctool.Stream} {
		b := writeIPC(t, f, schema, batches)
		for _, mark := range []string{"MARK1", "MARK2"} {
			i := bytes.Index(b, []byte(mark))
			if i < 0 {
				t.Fatalf("%s not in the output", mark)
			}
			b[i] = 0xff
		}
		path := filepath.Join(t.TempDir(), "bad."+f.String())
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := quiver(t, "validate", path)
		if err == nil {
			t.Fatalf("%s: corrupt UTF-8 validated:\n%s", f, out)
		}
		msg := err.Error()
		for _, want := range []string{"validate: " + path, "record batch 0", `column 0 ("s")`, "slot 1", "rule utf8"} {
			if !strings.Contains(msg, want) {
				t.Errorf("%s: error %q lacks %q", f, msg, want)
			}
		}
		if f == ipctool.File {
			if !strings.Contains(msg, "2 of 3 record batches are invalid") {
				t.Errorf("file: error %q does not count the bad batches", msg)
			}
			if !strings.Contains(out, "record batch 0") || !strings.Contains(out, "record batch 2") || strings.Count(out, "\n") != 2 {
				t.Errorf("file: every bad batch should be listed:\n%s", out)
			}
		}
		// cat refuses to print what does not validate.
		if _, err := quiver(t, "cat", path); err == nil || !strings.Contains(err.Error(), "rule utf8") {
			t.Errorf("%s: cat of corrupt data: %v", f, err)
		}
	}
}

// TestMalformedCorpus runs every command over the fuzz regression files of
// the corpus: each either works or fails with one line naming the input;
// validate rejects most of them.
func TestMalformedCorpus(t *testing.T) {
	files := append(testcorpus.Files(t, "arrow-ipc-stream/crash-*"), testcorpus.Files(t, "arrow-ipc-stream/clusterfuzz-*")...)
	files = append(files, testcorpus.Files(t, "arrow-ipc-file/*")...)
	files = append(files, testcorpus.Files(t, "forward-compatibility/*")...)
	rejected := 0
	out := filepath.Join(t.TempDir(), "out.arrow")
	for _, f := range files {
		_, err := quiver(t, "validate", f)
		if err != nil {
			rejected++
			if !strings.HasPrefix(err.Error(), "validate: "+f+": ") {
				t.Errorf("%s: error %q does not name the input", filepath.Base(f), err)
			}
		}
		for _, args := range [][]string{{"cat", f}, {"schema", f}, {"convert", "-in", f, "-out", out}} {
			if _, cerr := quiver(t, args...); cerr != nil && !strings.Contains(cerr.Error(), f) {
				t.Errorf("%v: error %q does not name the input", args, cerr)
			} else if cerr == nil && err != nil && args[0] != "schema" {
				t.Errorf("%v succeeded on input that validate rejects (%v)", args, err)
			}
		}
	}
	if rejected < len(files)*3/4 {
		t.Errorf("validate rejected only %d of %d malformed files", rejected, len(files))
	}
	// The forward-compatibility file is a V6 schema: the error says so.
	v6 := testcorpus.Files(t, "forward-compatibility/schema_v6.arrow")[0]
	if _, err := quiver(t, "validate", v6); err == nil || !errors.Is(err, ipc.ErrUnsupportedVersion) {
		t.Errorf("V6 schema: %v", err)
	}
}

func TestConvert(t *testing.T) {
	c := goldCase(t, "cpp-21.0.0/dictionary")
	want, err := integration.ReadFile(c.JSON())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	check := func(path string, format ipctool.Format, codec ipc.Compression) {
		t.Helper()
		b := readFile(t, path)
		tab, err := ipctool.ReadBytes(b)
		if err != nil {
			t.Fatal(err)
		}
		if tab.Format != format {
			t.Errorf("%s: %s, want %s", path, tab.Format, format)
		}
		if err := ipctool.Compare(want, tab); err != nil {
			t.Errorf("%s: %v", path, err)
		}
		if got := bodyCodec(t, b); got != codec {
			t.Errorf("%s: compression %s, want %s", path, got, codec)
		}
	}
	// Stream to file by default (the other format), zstd.
	f1 := filepath.Join(dir, "a") // no extension: the other format
	out, err := quiver(t, "convert", "-in", c.StreamFile(), "-out", f1, "-compression", "zstd")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "(stream) -> "+f1+" (file, zstd)") {
		t.Errorf("convert said %q", out)
	}
	check(f1, ipctool.File, ipc.CompressionZSTD)
	// File to stream by name, lz4.
	s1 := filepath.Join(dir, "b.arrows")
	if _, err := quiver(t, "convert", "-in", f1, "-out", s1, "-compression", "lz4"); err != nil {
		t.Fatal(err)
	}
	check(s1, ipctool.Stream, ipc.CompressionLZ4)
	// Stream to stream, compression removed (the default), explicit format.
	s2 := filepath.Join(dir, "c.bin")
	if _, err := quiver(t, "convert", "-in", s1, "-out", s2, "-format", "stream"); err != nil {
		t.Fatal(err)
	}
	check(s2, ipctool.Stream, ipc.NoCompression)
	// From standard input to standard output.
	withStdin(t, readFile(t, s2))
	var stdout bytes.Buffer
	if err := dispatch([]string{"convert", "-in", "-", "-out", "-", "-format", "file"}, &stdout); err != nil {
		t.Fatal(err)
	}
	f2 := filepath.Join(dir, "d.arrow")
	if err := os.WriteFile(f2, stdout.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	check(f2, ipctool.File, ipc.NoCompression)
	// No temporary files left behind.
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// bodyCodec returns the compression of the first record batch message of
// an IPC stream or file.
func bodyCodec(t *testing.T, b []byte) ipc.Compression {
	t.Helper()
	off := int64(0)
	if bytes.HasPrefix(b, []byte("ARROW1")) {
		off = 8
	}
	for {
		m, next, err := ipc.ReadMessageAt(b, off)
		if err == io.EOF {
			t.Fatal("no record batch message")
		}
		if err != nil {
			t.Fatal(err)
		}
		if m.Type() == ipc.MessageRecordBatch {
			h, err := m.RecordBatch()
			if err != nil {
				t.Fatal(err)
			}
			return h.Compression
		}
		off = next
	}
}

func TestConvertErrors(t *testing.T) {
	dir := t.TempDir()
	c := goldCase(t, "cpp-21.0.0/primitive")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"convert", "-out", "x"}, "-in and -out are required"},
		{[]string{"convert", "-in", c.StreamFile(), "-out", filepath.Join(dir, "x"), "-compression", "gzip"}, `unknown compression "gzip"`},
		{[]string{"convert", "-in", c.StreamFile(), "-out", filepath.Join(dir, "x"), "-format", "orc"}, `unknown format "orc"`},
		{[]string{"convert", "-in", filepath.Join(dir, "missing"), "-out", filepath.Join(dir, "x")}, "missing"},
		{[]string{"convert", "-in", c.StreamFile(), "-out", filepath.Join(dir, "no-such-dir", "x")}, "no-such-dir"},
		{[]string{"convert", "-bogus"}, "flag provided but not defined"},
		{[]string{"cat"}, "want one input"},
		{[]string{"cat", "a", "b"}, "want one input"},
		{[]string{"schema", filepath.Join(dir, "missing")}, "missing"},
		{[]string{"validate", "-n", "3", c.ArrowFile()}, "flag provided but not defined: -n"},
	} {
		_, err := quiver(t, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: err %v, want %q", tc.args, err, tc.want)
		}
	}
	// An empty input is an error for every command.
	withStdin(t, nil)
	if _, err := quiver(t, "cat", "-"); err == nil || !strings.Contains(err.Error(), "<stdin>: empty input") {
		t.Errorf("cat of empty stdin: %v", err)
	}
	// A stream that replaces a dictionary cannot become a file, and the
	// failed conversion leaves no file.
	dt := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	schema := arrays.NewSchema([]arrays.Field{{Name: "d", Type: dt, Nullable: true}}, nil)
	var batches []*arrays.RecordBatch
	for _, v := range []string{"a", "b"} {
		b := arrays.NewDictionaryBuilder(dt)
		if err := b.AppendString(v); err != nil {
			t.Fatal(err)
		}
		rb, err := arrays.NewRecordBatch(schema, []arrays.Array{b.NewArray()}, 1)
		if err != nil {
			t.Fatal(err)
		}
		batches = append(batches, rb)
	}
	in := filepath.Join(dir, "replace.arrows")
	if err := os.WriteFile(in, writeIPC(t, ipctool.Stream, schema, batches), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "replace.arrow")
	if _, err := quiver(t, "convert", "-in", in, "-out", out); err == nil || !strings.Contains(err.Error(), "cannot replace dictionaries") {
		t.Errorf("replacement into a file: %v", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a failed conversion left %s (%v)", out, err)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	// Stream to stream keeps the replacement.
	if _, err := quiver(t, "convert", "-in", in, "-out", filepath.Join(dir, "again.arrows")); err != nil {
		t.Errorf("stream to stream with a replacement: %v", err)
	}
}

func TestHelpFlags(t *testing.T) {
	for _, cmd := range []string{"cat", "schema", "validate", "convert"} {
		out, err := quiver(t, cmd, "-h")
		if err != nil || !strings.Contains(out, "usage: quiver "+cmd) {
			t.Errorf("%s -h: err %v, out %q", cmd, err, out)
		}
	}
}

// TestExitStatus runs the real binary (the test binary re-executed into
// main): a malformed file from the corpus gives exit status 1 and one
// clear line on stderr; a good one gives 0.
func TestExitStatus(t *testing.T) {
	bad := testcorpus.Files(t, "arrow-ipc-stream/crash-*")[0]
	good := goldCase(t, "cpp-21.0.0/primitive").ArrowFile()
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"validate", good}, 0, ""},
		{[]string{"validate", bad}, 1, "quiver: validate: " + bad + ": ipc: "},
		{[]string{"cat", bad}, 1, "quiver: cat: " + bad + ": ipc: "},
		{[]string{"convert", "-in", bad, "-out", filepath.Join(t.TempDir(), "x")}, 1, "quiver: convert: " + bad + ": ipc: "},
	} {
		r := testexec.Run(t, "QUIVER_RUN_MAIN=1", nil, tc.args...)
		if r.Code != tc.code {
			t.Errorf("%v: exit %d, want %d (stderr %q)", tc.args, r.Code, tc.code, r.Stderr)
		}
		if tc.want == "" {
			if r.Stderr != "" {
				t.Errorf("%v: stderr %q", tc.args, r.Stderr)
			}
			continue
		}
		if !strings.HasPrefix(r.Stderr, tc.want) || strings.Count(r.Stderr, "\n") != 1 {
			t.Errorf("%v: stderr %q, want one line starting %q", tc.args, r.Stderr, tc.want)
		}
	}
}

// TestNotArrowInputs: Parquet (a Parquet path or stdin is read as
// Parquet), gzip and JSON inputs get a one-line hint naming the input
// once, from every IPC command, from a path and stdin.
func TestNotArrowInputs(t *testing.T) {
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(readFile(t, goldCase(t, "cpp-21.0.0/primitive").ArrowFile()))
	zw.Close()
	inputs := []struct {
		name string
		data []byte
		want string
	}{
		{"x.parquet", []byte("PAR1\x15\x04\x15\x10\x15\x14L\x15\x02\x15\x00PAR1"), "looks like a Parquet file"},
		{"x.arrow.gz", gz.Bytes(), "looks like gzip-compressed data"},
		{"x.json", []byte(`{"schema": {"fields": []}, "batches": []}`), "looks like JSON text"},
	}
	for _, in := range inputs {
		path := filepath.Join(dir, in.name)
		if err := os.WriteFile(path, in.data, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"cat", path}, {"schema", path}, {"validate", path}, {"convert", "-in", path, "-out", filepath.Join(dir, "out.arrow")}} {
			_, err := quiver(t, args...)
			want := in.want
			if in.name == "x.parquet" {
				want = "parquet: malformed file" // a Parquet path goes to the Parquet reader, which finds this one broken
			}
			if err == nil || !strings.Contains(err.Error(), want) || strings.Count(err.Error(), path) != 1 || strings.Contains(err.Error(), "needs") {
				t.Errorf("%v: %v", args, err)
			}
		}
		withStdin(t, in.data)
		want := "<stdin>: not Arrow IPC: the input " + in.want
		if in.name == "x.parquet" {
			want = "<stdin>: parquet: malformed file" // Parquet on stdin goes to the Parquet reader too
		}
		if _, err := quiver(t, "cat", "-"); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("cat - < %s: %v", in.name, err)
		}
	}
	// A truncated file names itself once and says it may be truncated.
	b := readFile(t, goldCase(t, "cpp-21.0.0/primitive").ArrowFile())
	path := filepath.Join(dir, "cut.arrow")
	if err := os.WriteFile(path, b[:len(b)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := quiver(t, "cat", path); err == nil || strings.Count(err.Error(), path) != 1 || !strings.Contains(err.Error(), "truncated") {
		t.Errorf("truncated file: %v", err)
	}
}
