package ipc

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/quiver-go/quiver/arrays"
)

func TestStreamReaderBasics(t *testing.T) {
	rb := sampleBatch(t, 50)
	md := arrays.NewMetadata([]string{"batch"}, []string{"first"})
	var buf bytes.Buffer
	w, err := NewStreamWriter(&buf, rb.Schema())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.WriteWithMetadata(rb, md); err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rb.Slice(10, 20)); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if err := w.Write(rb); err == nil {
		t.Fatal("Write after Close accepted")
	}
	for _, open := range []func() (*StreamReader, error){
		func() (*StreamReader, error) { return NewStreamReaderBytes(buf.Bytes()) },
		func() (*StreamReader, error) { return NewStreamReader(bytes.NewReader(buf.Bytes())) },
		func() (*StreamReader, error) {
			return NewStreamReader(iotest.OneByteReader(bytes.NewReader(buf.Bytes())))
		},
	} {
		r, err := open()
		if err != nil {
			t.Fatal(err)
		}
		if !r.Schema().Equal(rb.Schema()) || r.Header().Endianness != hostEndianness || r.Header().Dictionaries.Len() != 1 {
			t.Fatalf("schema %s, header %+v", r.Schema(), r.Header())
		}
		got, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if !got.Schema().Equal(rb.Schema()) || got.NumRows() != 50 || !r.Metadata().Equal(md) {
			t.Errorf("first batch: %d rows, metadata %v", got.NumRows(), r.Metadata())
		}
		for c := range rb.NumCols() {
			if d := arrays.EqualDiff(got.Column(c), rb.Column(c)); d != "" {
				t.Errorf("column %d: %s", c, d)
			}
		}
		got, err = r.Next()
		if err != nil || got.NumRows() != 10 || r.Metadata().Len() != 0 {
			t.Fatalf("second batch: %v, metadata %v", err, r.Metadata())
		}
		for range 2 {
			if _, err := r.Next(); err != io.EOF {
				t.Fatalf("after the last batch: %v", err)
			}
		}
	}
	// A stream that ends without the end-of-stream marker ends cleanly.
	cut := buf.Bytes()[:buf.Len()-8]
	if g, err := readStreamBytes(cut); err != nil || len(g.batches) != 2 {
		t.Fatalf("stream without EOS: %v", err)
	}
}

func TestCustomMetadataRoundTrip(t *testing.T) {
	md := func(kv ...string) arrays.Metadata {
		var m arrays.Metadata
		for i := 0; i < len(kv); i += 2 {
			m.Keys = append(m.Keys, kv[i])
			m.Values = append(m.Values, kv[i+1])
		}
		return m
	}
	rb := sampleBatch(t, 7)
	fields := append([]arrays.Field(nil), rb.Schema().Fields...)
	fields[1].Metadata = md("field", "s", "empty", "")
	schema := arrays.NewSchema(fields, &arrays.Metadata{Keys: []string{"schema"}, Values: []string{"yes"}})
	rb, err := arrays.NewRecordBatch(schema, rb.Columns(), rb.NumRows())
	if err != nil {
		t.Fatal(err)
	}
	var sb, fb bytes.Buffer
	sw, err := NewStreamWriter(&sb, schema, WithSchemaMessageMetadata(md("msg", "schema")))
	if err != nil {
		t.Fatal(err)
	}
	fw, err := NewFileWriter(&fb, schema, WithFooterMetadata(md("footer", "1", "k", "v")))
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range []interface {
		WriteWithMetadata(*arrays.RecordBatch, arrays.Metadata) error
		Close() error
	}{sw, fw} {
		if err := w.WriteWithMetadata(rb, md("n", "0")); err != nil {
			t.Fatal(i, err)
		}
		if err := w.WriteWithMetadata(rb, md("n", "1")); err != nil {
			t.Fatal(i, err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(i, err)
		}
	}
	m, _, err := ReadMessageAt(sb.Bytes(), 0)
	if err != nil || !m.CustomMetadata().Equal(md("msg", "schema")) {
		t.Errorf("schema message metadata %v (%v)", m.CustomMetadata(), err)
	}
	r, err := NewStreamReaderBytes(sb.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !r.Schema().Equal(schema) {
		t.Errorf("stream schema:\n%s\nwant\n%s", r.Schema(), schema)
	}
	for i := range 2 {
		if _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
		if want := md("n", string(rune('0'+i))); !r.Metadata().Equal(want) {
			t.Errorf("stream batch %d metadata %v", i, r.Metadata())
		}
	}
	f, err := NewFileReader(fb.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !f.Schema().Equal(schema) || !f.Metadata().Equal(md("footer", "1", "k", "v")) {
		t.Errorf("file schema %s, footer metadata %v", f.Schema(), f.Metadata())
	}
	for i := range 2 {
		got, err := f.RecordBatchMetadata(i)
		if want := md("n", string(rune('0'+i))); err != nil || !got.Equal(want) {
			t.Errorf("file batch %d metadata %v (%v)", i, got, err)
		}
	}
}

// messages splits a stream into its messages.
func messages(t testing.TB, b []byte) []*Message {
	t.Helper()
	var out []*Message
	for off := int64(0); ; {
		m, next, err := ReadMessageAt(b, off)
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
		off = next
	}
}

// restream writes the messages of a stream again, the record batch
// messages passed through edit (which may change the header and body).
func restream(t testing.TB, b []byte, edit func(h *RecordBatchHeader, body []byte) []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	for _, m := range messages(t, b) {
		if m.Type() != MessageRecordBatch {
			m.WriteTo(&out)
			continue
		}
		h, err := m.RecordBatch()
		if err != nil {
			t.Fatal(err)
		}
		body := edit(h, append([]byte(nil), m.Body()...))
		meta, err := MarshalRecordBatchMessage(h, int64(len(body)), m.CustomMetadata())
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := WriteMessage(&out, meta, body); err != nil {
			t.Fatal(err)
		}
	}
	WriteEOS(&out)
	return out.Bytes()
}

// TestStreamErrors checks that broken streams fail with errors that say
// which batch, which field and what is wrong.
func TestStreamErrors(t *testing.T) {
	rb := sampleBatch(t, 20)
	good, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb})
	if err != nil {
		t.Fatal(err)
	}
	msgs := messages(t, good)
	frame := func(ms ...*Message) []byte {
		var out bytes.Buffer
		for _, m := range ms {
			m.WriteTo(&out)
		}
		return out.Bytes()
	}
	cases := []struct {
		name  string
		in    []byte
		trust bool // also fails with WithTrusted
		want  []string
	}{
		{"empty", nil, true, []string{"no schema message"}},
		{"batch first", frame(msgs[2]), true, []string{"starts with a RecordBatch message"}},
		{"second schema", frame(msgs[0], msgs[0]), true, []string{"a second Schema message"}},
		{"truncated body", good[:len(good)-100], true, []string{"message body needs", "unexpected EOF"}},
		{"missing node", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			h.Nodes = h.Nodes[:len(h.Nodes)-1]
			return body
		}), true, []string{"record batch 0", `field "d"`, "only 4 field nodes"}},
		{"extra buffer", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			h.Buffers = append(h.Buffers, BodyBuffer{})
			return body
		}), true, []string{"record batch 0", "has 12 buffers, the schema needs 11"}},
		{"short column", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			h.Nodes[0].Length = 19
			return body
		}), true, []string{"record batch 0", `column 0 ("i") has 19 rows, the batch length is 20`}},
		{"null count", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			h.Nodes[1].NullCount = 2
			return body
		}), false, []string{"record batch 0", `column 1 ("s")`, "null-count-mismatch"}},
		{"utf8", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			data := h.Buffers[4] // s: validity, offsets, data
			body[data.Offset+1] = 0xff
			return body
		}), false, []string{"record batch 0", `column 1 ("s")`, "rule utf8"}},
		{"offsets past the data", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			h.Buffers[4].Length = 3
			return body
		}), true, []string{`column 1 ("s")`, "offsets-out-of-range"}},
		{"dictionary index", restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
			idx := h.Buffers[len(h.Buffers)-1] // d: int16 indices
			body[idx.Offset+1] = 0x7f
			return body
		}), false, []string{`column 3 ("d")`, "dict-index-range"}},
	}
	for _, c := range cases {
		for _, trusted := range []bool{false, true} {
			var opts []ReadOption
			if trusted {
				opts = append(opts, WithTrusted())
			}
			for _, read := range []func([]byte, ...ReadOption) (*goldBatches, error){readStreamBytes, readStream} {
				_, err := read(c.in, opts...)
				if trusted && !c.trust {
					if err != nil {
						t.Errorf("%s: trusted read failed: %v", c.name, err)
					}
					continue
				}
				if err == nil {
					t.Errorf("%s: accepted", c.name)
					continue
				}
				if !errors.Is(err, ErrMalformed) {
					t.Errorf("%s: error does not match ErrMalformed: %v", c.name, err)
				}
				for _, w := range c.want {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("%s: error %q does not mention %q", c.name, err, w)
					}
				}
			}
		}
	}
}

// TestLaxDecimalPrecision reads decimals beyond their precision: the values
// as written by default (a value-level rule), an error with WithValueChecks,
// the values again with WithLaxDecimalPrecision added.
func TestLaxDecimalPrecision(t *testing.T) {
	dt := arrays.Decimal128Type{Precision: 3, Scale: 2}
	b := arrays.NewDecimal128Builder(dt)
	b.Append(arrays.Int128{Lo: 999})
	b.Append(arrays.Int128{Lo: 12345}) // 5 digits
	b.AppendNull()
	col := b.NewArray()
	st := arrays.StructOf(arrays.Field{Name: "d", Type: dt, Nullable: true})
	nested := arrays.MakeArray(arrays.NewData(st, 3, [][]byte{nil}, []*arrays.Data{col.Data()}, 0, 0))
	schema := arrays.NewSchema([]arrays.Field{{Name: "flat", Type: dt, Nullable: true}, {Name: "nested", Type: st, Nullable: true}}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col, nested}, 3)
	if err != nil {
		t.Fatal(err)
	}
	s, err := writeStreamBytes(schema, []*arrays.RecordBatch{rb})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readStreamBytes(s, WithValueChecks()); err == nil || !strings.Contains(err.Error(), "decimal-precision") {
		t.Fatalf("strict read: %v", err)
	}
	for _, opts := range [][]ReadOption{nil, {WithValueChecks(), WithLaxDecimalPrecision()}} {
		got, err := readStreamBytes(s, opts...)
		if err != nil {
			t.Fatal(err)
		}
		for c := range 2 {
			if d := arrays.EqualDiff(got.batches[0].Column(c), rb.Column(c)); d != "" {
				t.Errorf("column %d: %s", c, d)
			}
		}
	}
	// Everything else is still checked.
	bad := restream(t, s, func(h *RecordBatchHeader, body []byte) []byte {
		h.Nodes[0].NullCount = 2
		return body
	})
	if _, err := readStreamBytes(bad, WithValueChecks(), WithLaxDecimalPrecision()); err == nil || !strings.Contains(err.Error(), "null-count-mismatch") {
		t.Fatalf("lax read of a wrong null count: %v", err)
	}
}
