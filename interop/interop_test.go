package interop

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	goipc "github.com/apache/arrow-go/v18/arrow/ipc"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/ipc/integration"
)

// arrowGoCannot lists the gold cases that arrow-go v18.8.0 itself cannot
// read or write (its reading of the gold .arrow_file is the reference the
// quiver -> arrow-go direction compares with), each with the reason, as
// "dir/case": "reason". A listed case is reported as skipped with its
// reason; the test fails if a listed case has become readable, so the list
// cannot go stale, and every case not listed must pass every check.
//
// It is empty: arrow-go v18.8.0 reads and writes every gold case of the
// corpus, including big-endian bodies (it swaps them to native order; see
// TestBigEndianAgreesWithLittleEndian), lz4 and zstd bodies, list views,
// run-end encoded arrays, binary/string views, decimal32/64/256, V4 unions
// and the pre-0.15 framing of 0.14.1. (archery still skips decimal32 and
// decimal64 for its Go tester, an upstream configuration left over from
// before arrow-go supported them.)
var arrowGoCannot = map[string]string{}

// goTable is what arrow-go read: a schema and its record batches.
type goTable struct {
	schema *arrow.Schema
	recs   []arrow.RecordBatch
}

// goRead reads an IPC file or stream (told apart by the file magic) with
// arrow-go. arrow-go recovers from some of its own panics and not from
// others; a panic here becomes an error, so that a case arrow-go cannot
// read is reported, not a crash of the test binary.
func goRead(b []byte) (t *goTable, err error) {
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("arrow-go panicked: %v", r)
		}
	}()
	if bytes.HasPrefix(b, []byte("ARROW1")) {
		r, err := goipc.NewFileReader(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		defer r.Close()
		t := &goTable{schema: r.Schema()}
		for i := range r.NumRecords() {
			rec, err := r.RecordBatchAt(i)
			if err != nil {
				return nil, fmt.Errorf("record batch %d: %w", i, err)
			}
			t.recs = append(t.recs, rec)
		}
		return t, nil
	}
	r, err := goipc.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	defer r.Release()
	t = &goTable{schema: r.Schema()}
	for r.Next() {
		rec := r.RecordBatch()
		rec.Retain()
		t.recs = append(t.recs, rec)
	}
	if err := r.Err(); err != nil {
		return nil, fmt.Errorf("after %d record batches: %w", len(t.recs), err)
	}
	return t, nil
}

// goWrite writes t with arrow-go as a file or a stream.
func goWrite(t *goTable, file bool, opts ...goipc.Option) (b []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("arrow-go panicked: %v", r)
		}
	}()
	var buf bytes.Buffer
	opts = append(opts, goipc.WithSchema(t.schema))
	type writer interface {
		Write(arrow.RecordBatch) error
		Close() error
	}
	var w writer
	if file {
		fw, err := goipc.NewFileWriter(&buf, opts...)
		if err != nil {
			return nil, err
		}
		w = fw
	} else {
		w = goipc.NewWriter(&buf, opts...)
	}
	for i, rec := range t.recs {
		if err := w.Write(rec); err != nil {
			return nil, fmt.Errorf("record batch %d: %w", i, err)
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// goDiff compares two arrow-go readings: fields (names, types with every
// parameter, nullability, metadata), schema metadata, and every batch with
// array.ApproxEqual (NaN equal to NaN, arrow-go's default float
// tolerance), the comparison arrow-go's own integration tester makes. It
// returns "" when they agree.
func goDiff(want, got *goTable) string {
	wf, gf := want.schema.Fields(), got.schema.Fields()
	if len(wf) != len(gf) {
		return fmt.Sprintf("%d fields, want %d", len(gf), len(wf))
	}
	for i := range wf {
		if !wf[i].Equal(gf[i]) {
			return fmt.Sprintf("field %d: %s, want %s", i, gf[i], wf[i])
		}
	}
	if !want.schema.Metadata().Equal(got.schema.Metadata()) {
		return fmt.Sprintf("schema metadata %s, want %s", got.schema.Metadata(), want.schema.Metadata())
	}
	if len(want.recs) != len(got.recs) {
		return fmt.Sprintf("%d record batches, want %d", len(got.recs), len(want.recs))
	}
	for i := range want.recs {
		w, g := want.recs[i], got.recs[i]
		if w.NumRows() != g.NumRows() {
			return fmt.Sprintf("record batch %d: %d rows, want %d", i, g.NumRows(), w.NumRows())
		}
		for c := range int(w.NumCols()) {
			if !array.ApproxEqual(w.Column(c), g.Column(c), array.WithNaNsEqual(true)) {
				return fmt.Sprintf("record batch %d column %d (%q):\n got %s\nwant %s",
					i, c, w.ColumnName(c), short(g.Column(c)), short(w.Column(c)))
			}
		}
	}
	return ""
}

func short(a arrow.Array) string {
	s := fmt.Sprint(a)
	if len(s) > 600 {
		s = s[:600] + "..."
	}
	return s
}

// quiverCheck reads IPC bytes with quiver and compares them with quiver's
// reading of the gold JSON, as quiver's VALIDATE does.
func quiverCheck(c testcorpus.Case, want *integration.File, b []byte) error {
	// The value-level rules too, except for the old directories whose data
	// breaks them (as archery relaxes them for Arrow C++).
	var opts []ipc.ReadOption
	if !c.Relaxed() {
		opts = append(opts, ipc.WithValueChecks())
	}
	tab, err := ipctool.ReadBytes(b, opts...)
	if err != nil {
		return err
	}
	return ipctool.Compare(want, tab)
}

func quiverWrite(t *testing.T, tab *ipctool.Table, f ipctool.Format, codec ipc.Compression) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := ipctool.WriteTable(&buf, f, tab, ipc.WithCompression(codec)); err != nil {
		t.Fatalf("quiver writing a %s (%s): %v", f, codec, err)
	}
	return buf.Bytes()
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var codecs = []struct {
	name   string
	quiver ipc.Compression
	goOpts []goipc.Option
}{
	{"uncompressed", ipc.NoCompression, nil},
	{"lz4", ipc.CompressionLZ4, []goipc.Option{goipc.WithLZ4()}},
	{"zstd", ipc.CompressionZSTD, []goipc.Option{goipc.WithZstd()}},
}

var formats = []ipctool.Format{ipctool.File, ipctool.Stream}

// TestInterop runs, for every gold case:
//
//   - quiver -> arrow-go: quiver turns the JSON into IPC (JSON_TO_ARROW, as
//     a file and as a stream, uncompressed, lz4 and zstd); arrow-go reads it
//     and must get what it gets from the gold .arrow_file. (arrow-go's
//     JSON reader is internal to arrow-go, so its reading of the gold IPC
//     file, which upstream validated against the JSON, stands in for it.)
//   - arrow-go -> quiver: arrow-go writes what it read from the gold file
//     (file and stream, each codec); quiver reads it and must VALIDATE
//     against the JSON.
//   - conversions across: archery's flow with each implementation as the
//     producer and the other as the consumer (producer JSON_TO_ARROW,
//     producer file-to-stream, consumer stream-to-file, consumer VALIDATE),
//     plus each implementation converting the other's output.
func TestInterop(t *testing.T) {
	cases := testcorpus.GoldCases(t)
	passed, excluded := 0, 0
	seen := map[string]bool{}
	for _, c := range cases {
		seen[c.String()] = true
		reason, skip := arrowGoCannot[c.String()]
		ok := t.Run(c.String(), func(t *testing.T) {
			ref, err := goRead(readFile(t, c.ArrowFile()))
			if skip {
				if err == nil {
					t.Fatalf("listed as unreadable by arrow-go (%s), but arrow-go reads it now: remove it from arrowGoCannot", reason)
				}
				t.Skipf("arrow-go v18.8.0 cannot read it: %s (it fails with: %v)", reason, err)
			}
			if err != nil {
				t.Fatalf("arrow-go reading the gold file: %v", err)
			}
			if ref2, err := goRead(readFile(t, c.StreamFile())); err != nil {
				t.Fatalf("arrow-go reading the gold stream: %v", err)
			} else if d := goDiff(ref, ref2); d != "" {
				t.Fatalf("arrow-go reads the gold stream and file differently: %s", d)
			}
			want, err := integration.ReadFile(c.JSON())
			if err != nil {
				t.Fatal(err)
			}
			qtab, err := ipctool.FromJSON(want)
			if err != nil {
				t.Fatal(err)
			}

			t.Run("quiver to arrow-go", func(t *testing.T) {
				for _, f := range formats {
					for _, codec := range codecs {
						got, err := goRead(quiverWrite(t, qtab, f, codec.quiver))
						if err != nil {
							t.Fatalf("%s %s: arrow-go reading quiver's output: %v", f, codec.name, err)
						}
						if d := goDiff(ref, got); d != "" {
							t.Fatalf("%s %s: %s", f, codec.name, d)
						}
					}
				}
			})

			t.Run("arrow-go to quiver", func(t *testing.T) {
				for _, f := range formats {
					for _, codec := range codecs {
						b, err := goWrite(ref, f == ipctool.File, codec.goOpts...)
						if err != nil {
							t.Fatalf("%s %s: arrow-go writing: %v", f, codec.name, err)
						}
						if err := quiverCheck(c, want, b); err != nil {
							t.Fatalf("%s %s: quiver reading arrow-go's output: %v", f, codec.name, err)
						}
					}
				}
			})

			t.Run("conversions", func(t *testing.T) {
				tmp := t.TempDir()
				// Producer quiver, consumer arrow-go: quiver JSON_TO_ARROW
				// and file-to-stream; arrow-go stream-to-file; arrow-go
				// checks the file.
				qfile := quiverWrite(t, qtab, ipctool.File, ipc.NoCompression)
				qpath := filepath.Join(tmp, "quiver.arrow_file")
				if err := os.WriteFile(qpath, qfile, 0o644); err != nil {
					t.Fatal(err)
				}
				var qstream bytes.Buffer
				if err := ipctool.FileToStream(qpath, &qstream); err != nil {
					t.Fatalf("quiver file-to-stream: %v", err)
				}
				gs, err := goRead(qstream.Bytes())
				if err != nil {
					t.Fatalf("arrow-go reading quiver's file-to-stream output: %v", err)
				}
				gfile, err := goWrite(gs, true)
				if err != nil {
					t.Fatalf("arrow-go stream-to-file: %v", err)
				}
				if got, err := goRead(gfile); err != nil {
					t.Fatal(err)
				} else if d := goDiff(ref, got); d != "" {
					t.Fatalf("quiver -> arrow-go flow: %s", d)
				}
				// quiver converts that file back.
				gpath := filepath.Join(tmp, "arrow-go.arrow_file")
				if err := os.WriteFile(gpath, gfile, 0o644); err != nil {
					t.Fatal(err)
				}
				var back bytes.Buffer
				if err := ipctool.FileToStream(gpath, &back); err != nil {
					t.Fatalf("quiver file-to-stream of arrow-go's file: %v", err)
				}
				if err := quiverCheck(c, want, back.Bytes()); err != nil {
					t.Fatalf("quiver file-to-stream of arrow-go's file: %v", err)
				}

				// Producer arrow-go, consumer quiver: arrow-go writes a
				// file and converts it to a stream; quiver stream-to-file;
				// quiver VALIDATEs the file.
				g1, err := goWrite(ref, true)
				if err != nil {
					t.Fatal(err)
				}
				if err := quiverCheck(c, want, g1); err != nil {
					t.Fatalf("quiver VALIDATE of arrow-go's file: %v", err)
				}
				g1r, err := goRead(g1)
				if err != nil {
					t.Fatal(err)
				}
				gstream, err := goWrite(g1r, false)
				if err != nil {
					t.Fatal(err)
				}
				var qf bytes.Buffer
				if err := ipctool.StreamToFile(bytes.NewReader(gstream), &qf); err != nil {
					t.Fatalf("quiver stream-to-file of arrow-go's stream: %v", err)
				}
				if err := quiverCheck(c, want, qf.Bytes()); err != nil {
					t.Fatalf("arrow-go -> quiver flow: %v", err)
				}
				// arrow-go reads what quiver converted.
				if got, err := goRead(qf.Bytes()); err != nil {
					t.Fatalf("arrow-go reading quiver's stream-to-file output: %v", err)
				} else if d := goDiff(ref, got); d != "" {
					t.Fatalf("arrow-go reading quiver's stream-to-file output: %s", d)
				}
			})
		})
		switch {
		case skip:
			excluded++
		case ok:
			passed++
		}
	}
	for name := range arrowGoCannot {
		if !seen[name] {
			t.Errorf("arrowGoCannot lists %s, which is not a gold case", name)
		}
	}
	var names []string
	for n, r := range arrowGoCannot {
		names = append(names, n+" ("+r+")")
	}
	slices.Sort(names)
	t.Logf("%d gold cases: %d pass both ways, %d excluded: %s", len(cases), passed, excluded, strings.Join(names, "; "))
}

// TestBigEndianAgreesWithLittleEndian: arrow-go's readings of the
// big-endian gold files equal its readings of the little-endian ones (the
// JSON of both directories is the same), so arrow-go swaps big-endian
// bodies and is a fair reference for them.
func TestBigEndianAgreesWithLittleEndian(t *testing.T) {
	n := 0
	for _, c := range testcorpus.GoldCases(t) {
		if c.Dir != "1.0.0-bigendian" {
			continue
		}
		n++
		big, err := goRead(readFile(t, c.ArrowFile()))
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		little, err := goRead(readFile(t, strings.Replace(c.ArrowFile(), "1.0.0-bigendian", "1.0.0-littleendian", 1)))
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		if d := goDiff(little, big); d != "" {
			t.Errorf("%s: %s", c, d)
		}
	}
	if n == 0 {
		t.Fatal("no 1.0.0-bigendian cases")
	}
}

// TestComparisonsCanFail makes sure both comparisons see differences: in
// the schema, and in a single value of an otherwise equal batch.
func TestComparisonsCanFail(t *testing.T) {
	var prim, dt testcorpus.Case
	for _, c := range testcorpus.GoldCases(t) {
		switch c.String() {
		case "cpp-21.0.0/primitive":
			prim = c
		case "cpp-21.0.0/datetime":
			dt = c
		}
	}
	a, err := goRead(readFile(t, prim.ArrowFile()))
	if err != nil {
		t.Fatal(err)
	}
	b, err := goRead(readFile(t, dt.ArrowFile()))
	if err != nil {
		t.Fatal(err)
	}
	if goDiff(a, b) == "" {
		t.Error("goDiff: primitive and datetime agree")
	}
	if err := quiverCheck(dt, mustJSON(t, dt.JSON()), readFile(t, prim.ArrowFile())); err == nil {
		t.Error("quiverCheck: primitive validates against datetime's JSON")
	}

	// One value changed: the JSON's first batch, first column, first
	// valid slot.
	want := mustJSON(t, prim.JSON())
	changed := mustJSON(t, prim.JSON())
	col := changed.Batches[0].Columns[0]
	slot := -1
	for i := range col.Len() {
		if col.IsValid(i) {
			slot = i
			break
		}
	}
	if slot < 0 {
		t.Fatal("no valid slot in the first column")
	}
	// The first column of primitive is a bool column: flip one bit.
	d := col.Data()
	buf := slices.Clone(d.Buffers[1])
	bit := d.Offset + slot
	buf[bit/8] ^= 1 << (bit % 8)
	bufs := slices.Clone(d.Buffers)
	bufs[1] = buf
	changed.Batches[0].Columns[0] = arraysMake(d, bufs)
	tab, err := ipctool.FromJSON(changed)
	if err != nil {
		t.Fatal(err)
	}
	b2 := quiverWrite(t, tab, ipctool.File, ipc.NoCompression)
	got, err := goRead(b2)
	if err != nil {
		t.Fatal(err)
	}
	if d := goDiff(a, got); !strings.Contains(d, "record batch 0 column 0") {
		t.Errorf("goDiff of a changed bool: %q", d)
	}
	if err := quiverCheck(prim, want, b2); err == nil || !strings.Contains(err.Error(), "slot") {
		t.Errorf("quiverCheck of a changed bool: %v", err)
	}
}

func mustJSON(t *testing.T, path string) *integration.File {
	t.Helper()
	f, err := integration.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// arraysMake rebuilds d's array over other buffers.
func arraysMake(d *arrays.Data, bufs [][]byte) arrays.Array {
	return arrays.MakeArray(arrays.NewData(d.Type, d.Length, bufs, d.Children, d.NullN(), d.Offset))
}

// dictRows are the decoded values of a dictionary<int8, utf8> column, one
// list per batch: each batch's dictionary is its distinct values in order
// of first appearance, so a batch that starts with the previous batch's
// values extends its dictionary (a delta) and one that does not replaces
// it.
var dictRows = [][]string{{"a", "b", "a"}, {"a", "b", "c", "c"}, {"x", "x"}, {"x", "y"}}

// TestDictionaryDeltasAndReplacements sends deltas and replacements of a
// stream's dictionary from each implementation to the other and checks
// the decoded values of every batch, and the message kinds on the wire.
func TestDictionaryDeltasAndReplacements(t *testing.T) {
	// quiver writes.
	dt := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	schema := arrays.NewSchema([]arrays.Field{{Name: "d", Type: dt, Nullable: true}}, nil)
	var batches []*arrays.RecordBatch
	for _, rows := range dictRows {
		b := arrays.NewDictionaryBuilder(dt)
		for _, v := range rows {
			if err := b.AppendString(v); err != nil {
				t.Fatal(err)
			}
		}
		rb, err := arrays.NewRecordBatch(schema, []arrays.Array{b.NewArray()}, len(rows))
		if err != nil {
			t.Fatal(err)
		}
		batches = append(batches, rb)
	}
	var buf bytes.Buffer
	w, err := ipc.NewStreamWriter(&buf, schema, ipc.WithDeltaDictionaries())
	if err != nil {
		t.Fatal(err)
	}
	for _, rb := range batches {
		if err := w.Write(rb); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if got, want := dictMessages(t, buf.Bytes()), "dict batch delta batch dict batch delta batch"; got != want {
		t.Errorf("quiver wrote %q, want %q", got, want)
	}
	gt, err := goRead(buf.Bytes())
	if err != nil {
		t.Fatalf("arrow-go reading quiver's deltas and replacements: %v", err)
	}
	if len(gt.recs) != len(dictRows) {
		t.Fatalf("arrow-go read %d batches", len(gt.recs))
	}
	for i, rec := range gt.recs {
		d := rec.Column(0).(*array.Dictionary)
		vals := d.Dictionary().(*array.String)
		var got []string
		for k := range d.Len() {
			got = append(got, vals.Value(d.GetValueIndex(k)))
		}
		if !slices.Equal(got, dictRows[i]) {
			t.Errorf("arrow-go, batch %d: %v, want %v", i, got, dictRows[i])
		}
	}

	// arrow-go writes what it read, with deltas on.
	var gbuf bytes.Buffer
	gw := goipc.NewWriter(&gbuf, goipc.WithSchema(gt.schema), goipc.WithDictionaryDeltas(true))
	for _, rec := range gt.recs {
		if err := gw.Write(rec); err != nil {
			t.Fatal(err)
		}
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	if got, want := dictMessages(t, gbuf.Bytes()), "dict batch delta batch dict batch delta batch"; got != want {
		t.Logf("arrow-go wrote %q (quiver wrote %q)", got, want)
	}
	r, err := ipc.NewStreamReaderBytes(gbuf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for rb, err := range r.All() {
		if err != nil {
			t.Fatalf("quiver reading arrow-go's dictionaries, batch %d: %v", i, err)
		}
		col := rb.Column(0)
		var got []string
		for k := range col.Len() {
			got = append(got, strings.Trim(col.ValueString(k), `"`))
		}
		if i >= len(dictRows) || !slices.Equal(got, dictRows[i]) {
			t.Errorf("quiver, batch %d: %v", i, got)
		}
		i++
	}
	if i != len(dictRows) {
		t.Errorf("quiver read %d batches of arrow-go's stream", i)
	}
}

// dictMessages lists a stream's messages after the schema: "dict" for a
// dictionary batch that replaces, "delta" for one that appends, "batch"
// for a record batch.
func dictMessages(t *testing.T, b []byte) string {
	t.Helper()
	var kinds []string
	for off := int64(0); ; {
		m, next, err := ipc.ReadMessageAt(b, off)
		if err != nil {
			break
		}
		switch m.Type() {
		case ipc.MessageDictionaryBatch:
			h, err := m.DictionaryBatch()
			if err != nil {
				t.Fatal(err)
			}
			if h.IsDelta {
				kinds = append(kinds, "delta")
			} else {
				kinds = append(kinds, "dict")
			}
		case ipc.MessageRecordBatch:
			kinds = append(kinds, "batch")
		}
		off = next
	}
	return strings.Join(kinds, " ")
}
