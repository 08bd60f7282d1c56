package ipctool

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/ipc/integration"
)

// dictBatches returns batches of one dictionary<int8, utf8> column whose
// dictionaries are the given value lists (memoized in order).
func dictBatches(t *testing.T, dicts ...[]string) (*arrays.Schema, []*arrays.RecordBatch) {
	t.Helper()
	dt := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	schema := arrays.NewSchema([]arrays.Field{{Name: "d", Type: dt, Nullable: true}}, nil)
	var out []*arrays.RecordBatch
	for _, vals := range dicts {
		b := arrays.NewDictionaryBuilder(dt)
		for _, v := range vals {
			if err := b.AppendString(v); err != nil {
				t.Fatal(err)
			}
		}
		rb, err := arrays.NewRecordBatch(schema, []arrays.Array{b.NewArray()}, len(vals))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rb)
	}
	return schema, out
}

func writeStream(t *testing.T, schema *arrays.Schema, batches []*arrays.RecordBatch, opts ...ipc.WriteOption) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := ipc.NewStreamWriter(&buf, schema, opts...)
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
	return buf.Bytes()
}

// TestStreamToFileDictionaries: deltas in a stream go into a file; a
// replacement cannot, and says so.
func TestStreamToFileDictionaries(t *testing.T) {
	schema, batches := dictBatches(t, []string{"a", "b"}, []string{"a", "b", "c"})
	s := writeStream(t, schema, batches, ipc.WithDeltaDictionaries())
	var f bytes.Buffer
	if err := StreamToFile(bytes.NewReader(s), &f); err != nil {
		t.Fatal(err)
	}
	tab, err := ReadBytes(f.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if tab.Format != File || len(tab.Batches) != 2 {
		t.Fatalf("%s with %d batches", tab.Format, len(tab.Batches))
	}
	// A file's dictionary is final for every batch: batch 0 decodes
	// through a/b/c but still holds a, b.
	if got := tab.Batches[0].Column(0).String(); got != `["a" "b"]` && got != "[a b]" {
		t.Errorf("batch 0 = %s", got)
	}
	if got := tab.Batches[1].Column(0).Len(); got != 3 {
		t.Errorf("batch 1 has %d rows", got)
	}

	schema, batches = dictBatches(t, []string{"a", "b"}, []string{"c"})
	s = writeStream(t, schema, batches)
	f.Reset()
	err = StreamToFile(bytes.NewReader(s), &f)
	if err == nil || !strings.Contains(err.Error(), "cannot replace dictionaries") {
		t.Fatalf("replacement: err = %v", err)
	}
}

func TestStreamToFileEmpty(t *testing.T) {
	var out bytes.Buffer
	if err := StreamToFile(strings.NewReader(""), &out); err != nil || out.Len() != 0 {
		t.Fatalf("empty input: err %v, %d bytes out", err, out.Len())
	}
	if _, err := OpenReader(strings.NewReader("")); !errors.Is(err, ErrEmpty) {
		t.Errorf("OpenReader(empty) = %v", err)
	}
	if _, err := OpenBytes(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("OpenBytes(empty) = %v", err)
	}
}

// TestOpenDetectsFormat opens every gold case's stream and file through
// each entry point and checks the format found and the data read.
func TestOpenDetectsFormat(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		if c.Dir != "cpp-21.0.0" && c.Dir != "2.0.0-compression" {
			continue
		}
		want, err := integration.ReadFile(c.JSON())
		if err != nil {
			t.Fatal(err)
		}
		for path, format := range map[string]Format{c.StreamFile(): Stream, c.ArrowFile(): File} {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			open := map[string]func() (*Source, error){
				"Open":       func() (*Source, error) { return Open(path, nil) },
				"Open stdin": func() (*Source, error) { return Open("-", bytes.NewReader(b)) },
				"OpenReader": func() (*Source, error) {
					return OpenReader(io.MultiReader(bytes.NewReader(b[:3]), bytes.NewReader(b[3:])))
				},
				"OpenBytes": func() (*Source, error) { return OpenBytes(b) },
			}
			for how, fn := range open {
				src, err := fn()
				if err != nil {
					t.Fatalf("%s %s: %v", how, path, err)
				}
				if src.Format != format {
					t.Errorf("%s %s: format %s", how, path, src.Format)
				}
				if (src.NumBatches() >= 0) != (format == File) {
					t.Errorf("%s %s: NumBatches %d", how, path, src.NumBatches())
				}
				tab, err := ReadAll(src)
				if err != nil {
					t.Fatalf("%s %s: %v", how, path, err)
				}
				if err := Compare(want, tab); err != nil {
					t.Errorf("%s %s: %v", how, path, err)
				}
				src.Close()
			}
		}
	}
}

// TestWriteTableKeepsMetadata: batch message metadata and footer metadata
// survive WriteTable in both formats, and compression is applied.
func TestWriteTableKeepsMetadata(t *testing.T) {
	schema, batches := dictBatches(t, []string{"x", "y", "x"})
	tab := &Table{
		Header:         &ipc.SchemaHeader{Schema: schema},
		Batches:        batches,
		BatchMetadata:  []arrays.Metadata{arrays.NewMetadata([]string{"k"}, []string{"v"})},
		FooterMetadata: arrays.NewMetadata([]string{"footer"}, []string{"yes"}),
	}
	for _, f := range []Format{Stream, File} {
		for _, codec := range []ipc.Compression{ipc.NoCompression, ipc.CompressionLZ4, ipc.CompressionZSTD} {
			var buf bytes.Buffer
			if err := WriteTable(&buf, f, tab, ipc.WithCompression(codec)); err != nil {
				t.Fatal(err)
			}
			got, err := ReadBytes(buf.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if got.Format != f || len(got.Batches) != 1 {
				t.Fatalf("%s: read %s with %d batches", f, got.Format, len(got.Batches))
			}
			if v, _ := got.BatchMetadata[0].Get("k"); v != "v" {
				t.Errorf("%s %s: batch metadata %v", f, codec, got.BatchMetadata[0])
			}
			if v, _ := got.FooterMetadata.Get("footer"); (v == "yes") != (f == File) {
				t.Errorf("%s %s: footer metadata %v", f, codec, got.FooterMetadata)
			}
			if !arrays.Equal(got.Batches[0].Column(0), batches[0].Column(0)) {
				t.Errorf("%s %s: data differs", f, codec)
			}
		}
	}
}

func TestCompareCanonicalisesMapsAndMetadata(t *testing.T) {
	mk := func(entries, key, value string, md arrays.Metadata) *arrays.Schema {
		mt := &arrays.MapType{Entries: arrays.Field{Name: entries, Type: &arrays.StructType{Children: []arrays.Field{
			{Name: key, Type: arrays.Utf8Type{}},
			{Name: value, Type: arrays.Int32Type{}, Nullable: true},
		}}}}
		return arrays.NewSchema([]arrays.Field{{Name: "m", Type: mt, Nullable: true, Metadata: md}}, nil)
	}
	a := mk("entries", "key", "value", arrays.NewMetadata([]string{"a", "b"}, []string{"1", "2"}))
	b := mk("some_entries", "some_key", "some_value", arrays.NewMetadata([]string{"b", "a"}, []string{"2", "1"}))
	c := mk("entries", "key", "value", arrays.NewMetadata([]string{"a", "b"}, []string{"1", "3"}))
	if d := schemaDiff(canonicalSchema(a), canonicalSchema(b)); d != "" {
		t.Errorf("map names and metadata order matter: %s", d)
	}
	if d := schemaDiff(canonicalSchema(a), canonicalSchema(c)); !strings.Contains(d, "metadata") {
		t.Errorf("a metadata value difference is not reported: %q", d)
	}
}

func TestOneLine(t *testing.T) {
	if got := OneLine(errors.New("schema:\n  a: int32\n  b: utf8\n")); got != "schema:; a: int32; b: utf8" {
		t.Errorf("OneLine = %q", got)
	}
}

func TestParse(t *testing.T) {
	for s, want := range map[string]ipc.Compression{"none": ipc.NoCompression, "LZ4": ipc.CompressionLZ4, "zstd": ipc.CompressionZSTD, "lz4_frame": ipc.CompressionLZ4} {
		if got, err := ParseCompression(s); err != nil || got != want {
			t.Errorf("ParseCompression(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseCompression("gzip"); err == nil {
		t.Error("gzip accepted")
	}
	if f, err := ParseFormat("FILE"); err != nil || f != File {
		t.Errorf("ParseFormat(FILE) = %v, %v", f, err)
	}
	if _, err := ParseFormat("feather"); err == nil {
		t.Error("feather accepted")
	}
}
