package ipc

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc/integration"
)

// goldCase is one integration case: generated_<name>.{json.gz,stream,arrow_file}
// in one producer directory.
type goldCase struct {
	dir, name string
	base      string // path without the extension
}

func (c goldCase) String() string { return c.dir + "/" + c.name }

func goldCases(t testing.TB) []goldCase {
	var out []goldCase
	for _, p := range corpusFiles(t, "arrow-ipc-stream/integration/*/*.json.gz") {
		base := strings.TrimSuffix(p, ".json.gz")
		out = append(out, goldCase{
			dir:  filepath.Base(filepath.Dir(p)),
			name: strings.TrimPrefix(filepath.Base(base), "generated_"),
			base: base,
		})
	}
	return out
}

// breaksValueRules reports the gold cases whose data break a value-level
// rule (arrays.IsValueRule): the files written before Arrow 2 (0.14.1,
// 1.0.0-*) store decimals beyond their precision (on purpose in 0.14.1,
// because the 1.0 generator drew random digits) and date64 values that are
// not whole days. Upstream readers accept them, and so does the default
// reader; TestGoldValueRules checks that this list is exact.
func (c goldCase) breaksValueRules() bool {
	old := c.dir == "0.14.1" || strings.HasPrefix(c.dir, "1.0.0-")
	return old && (c.name == "datetime" || strings.HasPrefix(c.name, "decimal"))
}

// readOptions are the options a gold case is read with: the value-level
// rules too, except for the cases known to break them.
func (c goldCase) readOptions() []ReadOption {
	if c.breaksValueRules() {
		return nil
	}
	return []ReadOption{WithValueChecks()}
}

// TestGoldValueRules: the default reader accepts every gold case (as
// Arrow's readers do), while WithValueChecks rejects exactly the cases of
// breaksValueRules, with a value-level rule.
func TestGoldValueRules(t *testing.T) {
	n := 0
	for _, c := range goldCases(t) {
		for _, ext := range []string{".stream", ".arrow_file"} {
			b, err := os.ReadFile(c.base + ext)
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			read := readStreamBytes
			if ext == ".arrow_file" {
				read = readFileBytes
			}
			if _, err := read(b); err != nil {
				t.Errorf("%s%s: the default reader rejects it: %v", c, ext, err)
			}
			_, err = read(b, WithValueChecks())
			var ve *arrays.ValidationError
			switch {
			case !c.breaksValueRules() && err != nil:
				t.Errorf("%s%s: WithValueChecks: %v", c, ext, err)
			case c.breaksValueRules() && (!errors.As(err, &ve) || !arrays.IsValueRule(ve.Rule)):
				t.Errorf("%s%s: WithValueChecks: %v, want a value-level rule broken", c, ext, err)
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no gold files")
	}
}

// goldBatches is what a reader produced.
type goldBatches struct {
	schema  *arrays.Schema
	header  *SchemaHeader
	batches []*arrays.RecordBatch
}

func readStreamBytes(b []byte, opts ...ReadOption) (*goldBatches, error) {
	r, err := NewStreamReaderBytes(b, opts...)
	if err != nil {
		return nil, err
	}
	return drainStream(r)
}

func readStream(b []byte, opts ...ReadOption) (*goldBatches, error) {
	r, err := NewStreamReader(bytes.NewReader(b), opts...)
	if err != nil {
		return nil, err
	}
	return drainStream(r)
}

func drainStream(r *StreamReader) (*goldBatches, error) {
	g := &goldBatches{schema: r.Schema(), header: r.Header()}
	for rb, err := range r.All() {
		if err != nil {
			return nil, err
		}
		g.batches = append(g.batches, rb)
	}
	return g, nil
}

func readFileBytes(b []byte, opts ...ReadOption) (*goldBatches, error) {
	f, err := NewFileReader(b, opts...)
	if err != nil {
		return nil, err
	}
	g := &goldBatches{schema: f.Schema(), header: f.Header()}
	for rb, err := range f.All() {
		if err != nil {
			return nil, err
		}
		g.batches = append(g.batches, rb)
	}
	return g, nil
}

// diffJSON compares what a reader produced with the integration JSON: the
// same schema, the same number of batches, equal columns (NaN equal to
// NaN). It returns "" when they agree.
//
// Two differences are not data and are normalised away first (see
// canonicalType): the order of a field's metadata keys, and the names of a
// map's entries, key and value fields, which the format leaves free (the
// map_non_canonical case names them differently in JSON and IPC, and Arrow
// C++ ignores them when comparing types).
func diffJSON(want *integration.File, got *goldBatches) string {
	if !canonicalSchema(got.schema).Equal(canonicalSchema(want.Schema)) {
		return fmt.Sprintf("schema differs:\n got %s\nwant %s", got.schema, want.Schema)
	}
	if len(got.batches) != len(want.Batches) {
		return fmt.Sprintf("%d batches, the JSON has %d", len(got.batches), len(want.Batches))
	}
	for i, rb := range got.batches {
		wb := want.Batches[i]
		if rb.NumRows() != wb.Length {
			return fmt.Sprintf("batch %d: %d rows, the JSON has %d", i, rb.NumRows(), wb.Length)
		}
		for c, col := range rb.Columns() {
			if d := arrays.EqualDiff(canonicalArray(col), canonicalArray(wb.Columns[c]), arrays.EqualNaN(true)); d != "" {
				return fmt.Sprintf("batch %d column %d (%q): %s", i, c, rb.ColumnName(c), d)
			}
		}
	}
	return ""
}

// TestGoldRecordBatches reads the .stream (in place and from an
// io.Reader) and the .arrow_file of every gold case and compares the
// batches with the ones the integration JSON describes.
func TestGoldRecordBatches(t *testing.T) {
	for _, c := range goldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			want, err := integration.ReadFile(c.base + ".json.gz")
			if err != nil {
				t.Fatal(err)
			}
			stream := readFile(t, c.base+".stream")
			file := readFile(t, c.base+".arrow_file")
			for _, r := range []struct {
				name string
				read func([]byte, ...ReadOption) (*goldBatches, error)
				in   []byte
			}{
				{"stream bytes", readStreamBytes, stream},
				{"stream reader", readStream, stream},
				{"file", readFileBytes, file},
			} {
				got, err := r.read(r.in, c.readOptions()...)
				if err != nil {
					t.Fatalf("%s: %v", r.name, err)
				}
				if d := diffJSON(want, got); d != "" {
					t.Fatalf("%s: %s", r.name, d)
				}
			}
		})
	}
}

// TestGoldRewrite writes the batches of every gold case back as a stream
// and as a file, uncompressed and with each codec, and reads them again:
// the data must still be what the JSON says.
func TestGoldRewrite(t *testing.T) {
	for _, c := range goldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			want, err := integration.ReadFile(c.base + ".json.gz")
			if err != nil {
				t.Fatal(err)
			}
			src, err := readStreamBytes(readFile(t, c.base+".stream"), c.readOptions()...)
			if err != nil {
				t.Fatal(err)
			}
			for _, codec := range []Compression{NoCompression, CompressionLZ4, CompressionZSTD} {
				opts := []WriteOption{WithCompression(codec), WithDictionaryIDs(src.header.Dictionaries)}
				s, err := writeStreamBytes(src.schema, src.batches, opts...)
				if err != nil {
					t.Fatalf("%s: writing the stream: %v", codec, err)
				}
				got, err := readStreamBytes(s, c.readOptions()...)
				if err != nil {
					t.Fatalf("%s: reading the stream written: %v", codec, err)
				}
				if d := diffJSON(want, got); d != "" {
					t.Fatalf("%s: stream written: %s", codec, d)
				}
				f, err := writeFileBytes(src.schema, src.batches, opts...)
				if err != nil {
					t.Fatalf("%s: writing the file: %v", codec, err)
				}
				got, err = readFileBytes(f, c.readOptions()...)
				if err != nil {
					t.Fatalf("%s: reading the file written: %v", codec, err)
				}
				if d := diffJSON(want, got); d != "" {
					t.Fatalf("%s: file written: %s", codec, d)
				}
			}
		})
	}
}

func writeStreamBytes(schema *arrays.Schema, batches []*arrays.RecordBatch, opts ...WriteOption) ([]byte, error) {
	var buf bytes.Buffer
	w, err := NewStreamWriter(&buf, schema, opts...)
	if err != nil {
		return nil, err
	}
	for _, rb := range batches {
		if err := w.Write(rb); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func writeFileBytes(schema *arrays.Schema, batches []*arrays.RecordBatch, opts ...WriteOption) ([]byte, error) {
	var buf bytes.Buffer
	w, err := NewFileWriter(&buf, schema, opts...)
	if err != nil {
		return nil, err
	}
	for _, rb := range batches {
		if err := w.Write(rb); err != nil {
			return nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// canonicalSchema, canonicalType and canonicalArray rename map entries,
// keys and values to "entries", "key" and "value" and sort every field's
// metadata by key, at every depth (extension types are left alone).
func canonicalSchema(s *arrays.Schema) *arrays.Schema {
	fs := make([]arrays.Field, len(s.Fields))
	for i, f := range s.Fields {
		fs[i] = canonicalField(f)
	}
	return arrays.NewSchema(fs, &s.Metadata)
}

func canonicalField(f arrays.Field) arrays.Field {
	f.Type = canonicalType(f.Type)
	if f.Metadata.Len() > 1 {
		idx := make([]int, f.Metadata.Len())
		for i := range idx {
			idx[i] = i
		}
		slices.SortFunc(idx, func(a, b int) int { return strings.Compare(f.Metadata.Keys[a], f.Metadata.Keys[b]) })
		var md arrays.Metadata
		for _, i := range idx {
			md.Keys = append(md.Keys, f.Metadata.Keys[i])
			md.Values = append(md.Values, f.Metadata.Values[i])
		}
		f.Metadata = md
	}
	return f
}

func canonicalFields(fs []arrays.Field) []arrays.Field {
	out := make([]arrays.Field, len(fs))
	for i, f := range fs {
		out[i] = canonicalField(f)
	}
	return out
}

func canonicalType(t arrays.DataType) arrays.DataType {
	switch x := t.(type) {
	case *arrays.ListType:
		return &arrays.ListType{Elem: canonicalField(x.Elem)}
	case *arrays.LargeListType:
		return &arrays.LargeListType{Elem: canonicalField(x.Elem)}
	case *arrays.ListViewType:
		return &arrays.ListViewType{Elem: canonicalField(x.Elem)}
	case *arrays.LargeListViewType:
		return &arrays.LargeListViewType{Elem: canonicalField(x.Elem)}
	case *arrays.FixedSizeListType:
		return &arrays.FixedSizeListType{Elem: canonicalField(x.Elem), Size: x.Size}
	case *arrays.StructType:
		return &arrays.StructType{Children: canonicalFields(x.Children)}
	case *arrays.UnionType:
		return &arrays.UnionType{Mode: x.Mode, Children: canonicalFields(x.Children), TypeCodes: x.TypeCodes}
	case *arrays.DictionaryType:
		return &arrays.DictionaryType{Index: x.Index, Value: canonicalType(x.Value), Ordered: x.Ordered}
	case *arrays.RunEndEncodedType:
		return &arrays.RunEndEncodedType{RunEnds: canonicalField(x.RunEnds), Values: canonicalField(x.Values)}
	case *arrays.MapType:
		e := canonicalField(x.Entries)
		e.Name = "entries"
		if st, ok := e.Type.(*arrays.StructType); ok && len(st.Children) == 2 {
			kv := slices.Clone(st.Children)
			kv[0].Name, kv[1].Name = "key", "value"
			e.Type = &arrays.StructType{Children: kv}
		}
		return &arrays.MapType{Entries: e, KeysSorted: x.KeysSorted}
	}
	return t
}

func canonicalArray(a arrays.Array) arrays.Array {
	return arrays.MakeArray(canonicalData(a.Data()))
}

func canonicalData(d *arrays.Data) *arrays.Data {
	if d == nil {
		return nil
	}
	children := make([]*arrays.Data, len(d.Children))
	for i, c := range d.Children {
		children[i] = canonicalData(c)
	}
	x := arrays.NewData(canonicalType(d.Type), d.Length, d.Buffers, children, d.NullN(), d.Offset)
	x.Dictionary = canonicalData(d.Dictionary)
	return x
}
