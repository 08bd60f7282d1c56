package ipc

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// rawStream frames a schema and one record batch built by hand (nodes and
// buffers in pre-order) as a stream, with the batch's metadata version
// set to v.
func rawStream(t *testing.T, schema *arrays.Schema, v MetadataVersion, length int64, nodes []FieldNode, bufs [][]byte) []byte {
	t.Helper()
	var out bytes.Buffer
	meta, err := MarshalSchemaMessage(&SchemaHeader{Schema: schema}, arrays.Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := WriteMessage(&out, meta); err != nil {
		t.Fatal(err)
	}
	h := &RecordBatchHeader{Length: length, Nodes: nodes}
	var body []byte
	for _, b := range bufs {
		h.Buffers = append(h.Buffers, BodyBuffer{Offset: int64(len(body)), Length: int64(len(b))})
		body = append(body, b...)
		body = append(body, make([]byte, pad8(len(body))-len(body))...)
	}
	meta, err = MarshalRecordBatchMessage(h, int64(len(body)), arrays.Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	setVersion(meta, v)
	if _, _, err := WriteMessage(&out, meta, body); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// le32 is int32 values as a little-endian body (rawStream's schema says
// Little) holds them; ne32 is them as an array holds them, in host order.
func le32(vs ...int32) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	return b
}

func ne32(vs ...int32) []byte {
	var b []byte
	for _, v := range vs {
		b = binary.NativeEndian.AppendUint32(b, uint32(v))
	}
	return b
}

// TestV4UnionValidity reads MetadataVersion V4 unions, whose own validity
// buffer marks slots null: each such slot must read as a null value of the
// child it selects (as the integration JSON reader folds them).
func TestV4UnionValidity(t *testing.T) {
	sparse := arrays.SparseUnionOf([]arrays.Field{{Name: "x", Type: arrays.Int32Type{}, Nullable: true}}, nil)
	dense := arrays.DenseUnionOf([]arrays.Field{
		{Name: "a", Type: arrays.Int32Type{}, Nullable: true},
		{Name: "n", Type: arrays.NullType{}, Nullable: true},
		{Name: "s", Type: sparse, Nullable: true},
	}, []int8{5, 7, 9})
	schema := arrays.NewSchema([]arrays.Field{{Name: "u", Type: dense, Nullable: true}}, nil)
	// Slots: a[0]=10, a[1]=20 (marked null), n[0] (marked null), s[0]=30.
	type parts struct {
		valid   byte
		nulls   int64
		ids     []byte
		offsets []int32
	}
	build := func(p parts) []byte {
		nodes := []FieldNode{{4, p.nulls}, {2, 0}, {1, 1}, {1, 0}, {1, 0}}
		bufs := [][]byte{
			{p.valid}, p.ids, le32(p.offsets...), // dense union (V4)
			nil, le32(10, 20), // a
			nil, {0}, // s (V4): validity, type ids
			nil, le32(30), // x
		}
		if p.nulls == 0 {
			bufs[0] = nil
		}
		return rawStream(t, schema, MetadataV4, 4, nodes, bufs)
	}
	good := parts{valid: 0b1001, nulls: 2, ids: []byte{5, 5, 7, 9}, offsets: []int32{0, 1, 0, 0}}
	got, err := readStreamBytes(build(good))
	if err != nil {
		t.Fatal(err)
	}
	ab := arrays.NewInt32Builder()
	ab.AppendValues([]int32{10, 20}, []bool{true, false})
	xb := arrays.NewInt32Builder()
	xb.Append(30)
	s := arrays.NewData(sparse, 1, [][]byte{nil, {0}}, []*arrays.Data{xb.NewArray().Data()}, 0, 0)
	want := arrays.MakeArray(arrays.NewData(dense, 4, [][]byte{nil, {5, 5, 7, 9}, ne32(0, 1, 0, 0)},
		[]*arrays.Data{ab.NewArray().Data(), arrays.NewNull(1).Data(), s}, 0, 0))
	if d := arrays.EqualDiff(got.batches[0].Column(0), want); d != "" {
		t.Fatal(d)
	}
	if col := got.batches[0].Column(0); !col.IsValid(0) || col.IsValid(1) || col.IsValid(2) || !col.IsValid(3) {
		t.Errorf("validity %v %v %v %v", col.IsValid(0), col.IsValid(1), col.IsValid(2), col.IsValid(3))
	}
	cases := []struct {
		name string
		p    parts
		want string
	}{
		{"nested union", parts{valid: 0b0001, nulls: 3, ids: []byte{5, 5, 7, 9}, offsets: []int32{0, 1, 0, 0}}, "cannot be made null"},
		{"undeclared type id", parts{valid: 0b1001, nulls: 2, ids: []byte{5, 6, 7, 9}, offsets: []int32{0, 1, 0, 0}}, "type id 6 is not one of"},
		{"offset", parts{valid: 0b1001, nulls: 2, ids: []byte{5, 5, 7, 9}, offsets: []int32{0, 2, 0, 0}}, "offset 2 outside child 0"},
		{"negative offset", parts{valid: 0b1001, nulls: 2, ids: []byte{5, 5, 7, 9}, offsets: []int32{0, -1, 0, 0}}, "offset -1 outside"},
		{"short type ids", parts{valid: 0b1001, nulls: 2, ids: []byte{5, 5}, offsets: []int32{0, 1, 0, 0}}, "type ids buffer has 2 bytes"},
		{"short offsets", parts{valid: 0b1001, nulls: 2, ids: []byte{5, 5, 7, 9}, offsets: []int32{0}}, "offsets buffer has 4 bytes"},
	}
	for _, c := range cases {
		_, err := readStreamBytes(build(c.p))
		if err == nil || !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), `field "u"`) {
			t.Errorf("%s: error %v, want one mentioning %q", c.name, err, c.want)
		}
	}
	// Null count without a validity buffer.
	nodes := []FieldNode{{4, 2}, {2, 0}, {1, 1}, {1, 0}, {1, 0}}
	bufs := [][]byte{nil, {5, 5, 7, 9}, le32(0, 1, 0, 0), nil, le32(10, 20), nil, {0}, nil, le32(30)}
	if _, err := readStreamBytes(rawStream(t, schema, MetadataV4, 4, nodes, bufs)); err == nil || !strings.Contains(err.Error(), "no validity buffer") {
		t.Errorf("missing V4 validity: %v", err)
	}
}

// TestZeroLengthOffsets reads zero-length binary and list arrays whose
// offsets buffer is empty, as older writers wrote them.
func TestZeroLengthOffsets(t *testing.T) {
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "s", Type: arrays.Utf8Type{}, Nullable: true},
		{Name: "l", Type: arrays.LargeListOf(arrays.Int8Type{}), Nullable: true},
	}, nil)
	nodes := []FieldNode{{0, 0}, {0, 0}, {0, 0}}
	b := rawStream(t, schema, MetadataV5, 0, nodes, make([][]byte, 7))
	got, err := readStreamBytes(b)
	if err != nil {
		t.Fatal(err)
	}
	for c, col := range got.batches[0].Columns() {
		if col.Len() != 0 || len(col.Data().Buffers[1]) < 4 {
			t.Errorf("column %d: %d slots, offsets %v", c, col.Len(), col.Data().Buffers[1])
		}
	}
}

func TestWriterErrors(t *testing.T) {
	rb := sampleBatch(t, 10)
	other := oneColumn(t, "x", utf8Array("a"))
	var buf bytes.Buffer
	if _, err := NewStreamWriter(nil, rb.Schema()); err == nil {
		t.Error("nil writer accepted")
	}
	if _, err := NewStreamWriter(&buf, nil); err == nil {
		t.Error("nil schema accepted")
	}
	if _, err := NewFileWriter(&buf, rb.Schema(), WithCompression(Compression(9))); err == nil {
		t.Error("unknown codec accepted")
	}
	if _, err := NewStreamWriter(&buf, rb.Schema(), WithDictionaryIDs(&DictionaryIDs{})); err == nil || !strings.Contains(err.Error(), "no dictionary id") {
		t.Errorf("missing dictionary id: %v", err)
	}
	w, err := NewStreamWriter(&buf, rb.Schema())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(nil); err == nil {
		t.Error("nil batch accepted")
	}
	if err := w.Write(other); err == nil || !strings.Contains(err.Error(), "1 columns, the schema has 4") {
		t.Errorf("wrong batch: %v", err)
	}
	// A column that fails validation is refused before anything is
	// written; the writer goes on.
	w2, _ := NewStreamWriter(&buf, other.Schema())
	bad := arrays.MakeArray(arrays.NewData(arrays.Utf8Type{}, 1, [][]byte{nil, ne32(0, 9), []byte("a")}, nil, 0, 0))
	badRB, err := arrays.NewRecordBatch(other.Schema(), []arrays.Array{bad}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := w2.Write(badRB); err == nil || !strings.Contains(err.Error(), `column 0 ("x")`) {
		t.Errorf("invalid column: %v", err)
	}
	if err := w2.Write(other); err != nil {
		t.Errorf("after a refused batch: %v", err)
	}
	if err := w2.Close(); err != nil {
		t.Error(err)
	}
	// An error once bytes went out sticks.
	var head bytes.Buffer
	NewStreamWriter(&head, rb.Schema())
	w3, err := NewStreamWriter(&failAfter{n: head.Len()}, rb.Schema())
	if err != nil {
		t.Fatal(err)
	}
	if err := w3.Write(rb); !errors.Is(err, errTestWrite) {
		t.Fatalf("failing write: %v", err)
	}
	if err := w3.Write(rb); !errors.Is(err, errTestWrite) {
		t.Errorf("after a failed write: %v", err)
	}
	if err := w3.Close(); !errors.Is(err, errTestWrite) {
		t.Errorf("Close after a failed write: %v", err)
	}
	// Write errors of the io.Writer surface.
	if _, err := NewStreamWriter(failWriter{}, rb.Schema()); !errors.Is(err, errTestWrite) {
		t.Errorf("failing io.Writer: %v", err)
	}
	// Fields sharing an id must carry equal dictionaries.
	dt := &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}
	schema := arrays.NewSchema([]arrays.Field{{Name: "a", Type: dt, Nullable: true}, {Name: "b", Type: dt, Nullable: true}}, nil)
	ids := &DictionaryIDs{}
	ids.add(FieldPath{0}, 3, dt)
	ids.add(FieldPath{1}, 3, dt)
	two, err := arrays.NewRecordBatch(schema, []arrays.Array{
		dictArray(t, dt, utf8Array("p"), 0), dictArray(t, dt, utf8Array("q"), 0),
	}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := writeStreamBytes(schema, []*arrays.RecordBatch{two}, WithDictionaryIDs(ids)); err == nil || !strings.Contains(err.Error(), "share dictionary id 3") {
		t.Errorf("different shared dictionaries: %v", err)
	}
	same, _ := arrays.NewRecordBatch(schema, []arrays.Array{
		dictArray(t, dt, utf8Array("p", "q"), 0), dictArray(t, dt, utf8Array("p", "q"), 1),
	}, 1)
	s, err := writeStreamBytes(schema, []*arrays.RecordBatch{same}, WithDictionaryIDs(ids))
	if err != nil {
		t.Fatal(err)
	}
	if kinds := strings.Join(messageKinds(t, s), ","); kinds != "schema,dict 3,batch" {
		t.Errorf("shared dictionary written as %s", kinds)
	}
	back, err := readStreamBytes(s)
	if err != nil {
		t.Fatal(err)
	}
	for c := range 2 {
		if d := arrays.EqualDiff(back.batches[0].Column(c), same.Column(c)); d != "" {
			t.Errorf("column %d: %s", c, d)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errTestWrite }

// failAfter accepts n bytes, then fails.
type failAfter struct{ n int }

func (f *failAfter) Write(p []byte) (int, error) {
	if len(p) > f.n {
		k := f.n
		f.n = 0
		return k, errTestWrite
	}
	f.n -= len(p)
	return len(p), nil
}
