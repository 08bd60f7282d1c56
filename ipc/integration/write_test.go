package integration

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func mustRead(t *testing.T, js string) *File {
	t.Helper()
	f, err := Read(strings.NewReader(js))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func roundTrip(t *testing.T, f *File) (*File, string) {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	g, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("%v\n%s", err, head(buf.String()))
	}
	return g, buf.String()
}

// TestWriteSlices writes slices of every gold batch: offsets must be
// rebased, struct, sparse-union and fixed-size-list children cut to the
// slice, run-end encoded arrays re-encoded, and bitmaps read at an offset.
func TestWriteSlices(t *testing.T) {
	files := goldFiles(t)
	for _, name := range sortedKeys(files) {
		f, err := ReadFile(files[name])
		if err != nil {
			t.Fatal(err)
		}
		for bi, b := range f.Batches {
			for _, r := range [][2]int{{1, b.Length - 1}, {b.Length / 2, b.Length}, {3, 3}} {
				if r[0] > r[1] || r[1] > b.Length || r[0] < 0 {
					continue
				}
				sf := &File{Schema: f.Schema, DictionaryIDs: f.DictionaryIDs, Batches: []Batch{{Length: r[1] - r[0]}}}
				for _, c := range b.Columns {
					sf.Batches[0].Columns = append(sf.Batches[0].Columns, arrays.Slice(c, r[0], r[1]))
				}
				g, _ := roundTrip(t, sf)
				for ci := range sf.Batches[0].Columns {
					if d := diffArrays(sf.Batches[0].Columns[ci], g.Batches[0].Columns[ci], fmt.Sprintf("%s batch %d [%d:%d] column %d", name, bi, r[0], r[1], ci)); d != "" {
						t.Error(d)
					}
				}
			}
		}
	}
}

// TestUnionV4Validity: a V4 union's null slot becomes a null in the child
// value it selects, since unions have no validity of their own now.
func TestUnionV4Validity(t *testing.T) {
	fields := `{"name": "s", "nullable": true, "type": {"name": "union", "mode": "SPARSE", "typeIds": [1, 2]}, "children": [` +
		`{"name": "i", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 8}, "children": []},` +
		`{"name": "n", "nullable": true, "type": {"name": "null"}, "children": []}]},` +
		`{"name": "d", "nullable": true, "type": {"name": "union", "mode": "DENSE", "typeIds": [1, 2]}, "children": [` +
		`{"name": "i", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 8}, "children": []},` +
		`{"name": "s", "nullable": true, "type": {"name": "utf8"}, "children": []}]}`
	js := doc(fields, "", batch(3,
		`{"name": "s", "count": 3, "VALIDITY": [1, 0, 0], "TYPE_ID": [1, 1, 2], "children": [`+
			`{"name": "i", "count": 3, "VALIDITY": [1, 1, 1], "DATA": [4, 5, 6]}, {"name": "n", "count": 3}]}`,
		`{"name": "d", "count": 3, "VALIDITY": [0, 1, 1], "TYPE_ID": [2, 1, 2], "OFFSET": [0, 0, 1], "children": [`+
			`{"name": "i", "count": 1, "VALIDITY": [1], "DATA": [9]}, {"name": "s", "count": 2, "VALIDITY": [1, 1], "OFFSET": [0, 1, 2], "DATA": ["a", "b"]}]}`))
	f := mustRead(t, js)
	if got := f.Batches[0].Columns[0].String(); got != "[1:4 null null]" {
		t.Errorf("sparse: %s", got)
	}
	if got := f.Batches[0].Columns[1].String(); got != `[null 1:9 2:"b"]` {
		t.Errorf("dense: %s", got)
	}
	g, out := roundTrip(t, f)
	if strings.Contains(out, `"VALIDITY": [1, 0, 0]`) {
		t.Error("the union validity was written")
	}
	if d := diffFiles(f, g); d != "" {
		t.Error(d)
	}
	// A null V4 slot selecting a union cannot be represented.
	nested := `{"name": "o", "nullable": true, "type": {"name": "union", "mode": "SPARSE", "typeIds": [0]}, "children": [` +
		`{"name": "in", "nullable": true, "type": {"name": "union", "mode": "SPARSE", "typeIds": [0]}, "children": [` +
		`{"name": "i", "nullable": true, "type": {"name": "int", "isSigned": true, "bitWidth": 8}, "children": []}]}]}`
	js = doc(nested, "", batch(1, `{"name": "o", "count": 1, "VALIDITY": [0], "TYPE_ID": [0], "children": [`+
		`{"name": "in", "count": 1, "TYPE_ID": [0], "children": [{"name": "i", "count": 1, "VALIDITY": [1], "DATA": [1]}]}]}`))
	if _, err := Read(strings.NewReader(js)); err == nil || !strings.Contains(err.Error(), `batches[0].columns[0]("o").VALIDITY[0]`) {
		t.Errorf("nested union: %v", err)
	}
}

const twoDicts = `{"schema": {"fields": [
  {"name": "a", "nullable": true, "type": {"name": "utf8"}, "children": [], "dictionary": {"id": 3, "indexType": {"name": "int", "isSigned": true, "bitWidth": 8}, "isOrdered": false}},
  {"name": "b", "nullable": true, "type": {"name": "utf8"}, "children": [], "dictionary": {"id": 4, "indexType": {"name": "int", "isSigned": false, "bitWidth": 16}, "isOrdered": true}}]},
 "dictionaries": [
  {"id": 3, "data": {"count": 2, "columns": [{"name": "x", "count": 2, "VALIDITY": [1, 1], "OFFSET": [0, 1, 2], "DATA": ["p", "q"]}]}},
  {"id": 4, "data": {"count": 2, "columns": [{"name": "x", "count": 2, "VALIDITY": [1, 1], "OFFSET": [0, 1, 2], "DATA": [%s]}]}}],
 "batches": [{"count": 2, "columns": [
  {"name": "a", "count": 2, "VALIDITY": [1, 1], "DATA": [1, 0]},
  {"name": "b", "count": 2, "VALIDITY": [0, 1], "DATA": [7, 1]}]}]}`

func TestWriteDictionaryIDs(t *testing.T) {
	f := mustRead(t, fmt.Sprintf(twoDicts, `"p", "q"`))
	if f.DictionaryIDs["0"] != 3 || f.DictionaryIDs["1"] != 4 {
		t.Fatalf("ids %v", f.DictionaryIDs)
	}
	if dt := f.Schema.Fields[1].Type.(*arrays.DictionaryType); !dt.Ordered || dt.Index != (arrays.Uint16Type{}) {
		t.Errorf("b: %s", dt)
	}

	// No ids given: fresh ones, in field order.
	f.DictionaryIDs = nil
	g, _ := roundTrip(t, f)
	if fmt.Sprint(g.DictionaryIDs) != "map[0:0 1:1]" {
		t.Errorf("assigned ids %v", g.DictionaryIDs)
	}
	// Some ids given: the others avoid them.
	f.DictionaryIDs = map[string]int64{"1": 0}
	if g, _ = roundTrip(t, f); fmt.Sprint(g.DictionaryIDs) != "map[0:1 1:0]" {
		t.Errorf("assigned ids %v", g.DictionaryIDs)
	}
	// A path that is not a dictionary-encoded field.
	f.DictionaryIDs = map[string]int64{"2": 0}
	if err := Write(&bytes.Buffer{}, f); err == nil || !strings.Contains(err.Error(), `DictionaryIDs["2"]`) {
		t.Errorf("bad path: %v", err)
	}
	// Sharing one id needs equal dictionaries: these differ...
	f = mustRead(t, fmt.Sprintf(twoDicts, `"p", "r"`))
	f.DictionaryIDs = map[string]int64{"0": 9, "1": 9}
	err := Write(&bytes.Buffer{}, f)
	if err == nil || !strings.Contains(err.Error(), "differs from the one of dictionary id 9") {
		t.Errorf("different shared dictionaries: %v", err)
	}
	var e *Error
	if !errors.As(err, &e) || !strings.HasPrefix(e.Path, `batches[0].columns[1]("b")`) {
		t.Errorf("error path: %v", err)
	}
	// ...these are equal (other *Data, same values): one dictionary is written.
	f = mustRead(t, fmt.Sprintf(twoDicts, `"p", "q"`))
	f.DictionaryIDs = map[string]int64{"0": 9, "1": 9}
	g, out := roundTrip(t, f)
	if strings.Count(out, `"DICT9"`) != 1 || strings.Count(out, `"DICT`) != 1 {
		t.Errorf("want one dictionary:\n%s", out)
	}
	if d := diffFiles(f, g); d != "" {
		t.Error(d)
	}
}

// TestWriteFormat checks the spellings other implementations require.
func TestWriteFormat(t *testing.T) {
	i64 := arrays.NewInt64Builder()
	i64.Append(math.MinInt64)
	i64.AppendNull()
	u64 := arrays.NewUint64Builder()
	u64.Append(math.MaxUint64)
	u64.Append(1)
	h := arrays.NewFloat16Builder()
	h.Append(arrays.HalfFromFloat32(1.5))
	h.Append(arrays.HalfFromFloat32(-0.0999755859375))
	d256 := arrays.NewDecimal256Builder(arrays.Decimal256Type{Precision: 76, Scale: 3})
	big := arrays.Int256{0, 0, 0, 1 << 62}
	d256.Append(big)
	d256.Append(arrays.Int256FromInt64(-5))
	ts := arrays.NewTimestampBuilder(arrays.TimestampType{Unit: arrays.Microsecond})
	ts.Append(-1)
	ts.Append(2)
	mdn := arrays.NewIntervalMonthDayNanoBuilder()
	mdn.Append(arrays.MonthDayNano{Months: 1, Days: -2, Nanoseconds: math.MaxInt64})
	mdn.AppendNull()
	fsb := arrays.MakeArray(arrays.NewData(arrays.FixedSizeBinaryType{ByteWidth: 2}, 2, [][]byte{nil, []byte{0xab, 0xcd, 0x01, 0x0f}}, nil, 0, 0))
	emptyStruct := arrays.MakeArray(arrays.NewData(arrays.StructOf(), 2, [][]byte{nil}, nil, 0, 0))

	cols := []arrays.Array{i64.NewArray(), u64.NewArray(), h.NewArray(), d256.NewArray(), ts.NewArray(), mdn.NewArray(), fsb, emptyStruct}
	var fields []arrays.Field
	for i, c := range cols {
		fields = append(fields, arrays.Field{Name: fmt.Sprintf("c%d", i), Type: c.DataType(), Nullable: true})
	}
	fields[0].Metadata = arrays.NewMetadata([]string{"k"}, []string{"v\"\n"})
	f := &File{Schema: arrays.NewSchema(fields, nil), Batches: []Batch{{Length: 2, Columns: cols}}}
	g, out := roundTrip(t, f)
	if d := diffFiles(f, g); d != "" {
		t.Fatal(d)
	}
	for _, want := range []string{
		`"DATA": ["-9223372036854775808", "0"]`,
		`"DATA": ["18446744073709551615", "1"]`,
		`"DATA": [1.5, -0.099975586]`,
		`"precision": "HALF"`,
		`"DATA": ["` + big.Big().String() + `", "-5"]`,
		`{"name": "decimal", "precision": 76, "scale": 3, "bitWidth": 256}`,
		`{"name": "timestamp", "unit": "MICROSECOND"}`,
		`"DATA": ["-1", "2"]`,
		`{"months": 1, "days": -2, "nanoseconds": 9223372036854775807}, {"months": 0, "days": 0, "nanoseconds": 0}`,
		`"DATA": ["ABCD", "010F"]`,
		`"metadata": [{"key": "k", "value": "v\"\n"}]`,
		`"children": []`, // on fields
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %s", want)
		}
	}
	// Columns of leaf types and of the field-less struct have no "children".
	batches := out[strings.Index(out, `"batches"`):]
	if strings.Contains(batches, `"children"`) {
		t.Errorf("a column has children:\n%s", batches)
	}
	if i, j := strings.Index(out, `"schema"`), strings.Index(out, `"batches"`); i < 0 || j < i || strings.Contains(out, `"dictionaries"`) {
		t.Error("top-level keys")
	}
	if strings.Count(out, `"metadata"`) != 1 {
		t.Error("empty metadata written")
	}
}

func TestWriteErrors(t *testing.T) {
	f64 := arrays.NewFloat64Builder()
	f64.Append(math.NaN())
	nan := f64.NewArray()
	badUTF8 := arrays.MakeArray(arrays.NewData(arrays.Utf8Type{}, 1, [][]byte{nil, binary.NativeEndian.AppendUint32(make([]byte, 4), 1), {0xff}}, nil, 0, 0))
	noDict := arrays.MakeArray(arrays.NewData(&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}, 1, [][]byte{nil, {0}}, nil, 0, 0))
	i8 := arrays.NewInt8Builder()
	i8.Append(1)
	one := i8.NewArray()
	ext := &testExt{name: "x", storage: arrays.Int8Type{}}

	file := func(f arrays.Field, length int, c arrays.Array) *File {
		return &File{Schema: arrays.NewSchema([]arrays.Field{f}, nil), Batches: []Batch{{Length: length, Columns: []arrays.Array{c}}}}
	}
	cases := []struct {
		name string
		f    *File
		want string
	}{
		{"no schema", &File{}, "no schema"},
		{"NaN", file(arrays.Field{Name: "x", Type: arrays.Float64Type{}}, 1, nan), `batches[0].columns[0]("x").DATA[0]: NaN cannot be written`},
		{"bad utf8", file(arrays.Field{Name: "x", Type: arrays.Utf8Type{}}, 1, badUTF8), `batches[0].columns[0]("x").DATA[0]: value "\xff" is not valid UTF-8`},
		{"bad name", file(arrays.Field{Name: "\xff", Type: arrays.Int8Type{}}, 1, one), `is not valid UTF-8`},
		{"type mismatch", file(arrays.Field{Name: "x", Type: arrays.Int16Type{}}, 1, one), "column type int8 differs from the field type int16"},
		{"length mismatch", file(arrays.Field{Name: "x", Type: arrays.Int8Type{}}, 2, one), "column length 1 differs from the batch length 2"},
		{"nil column", file(arrays.Field{Name: "x", Type: arrays.Int8Type{}}, 1, nil), "nil column"},
		{"no dictionary", file(arrays.Field{Name: "x", Type: noDict.DataType()}, 1, noDict), "has no dictionary"},
		{"dictionary of extension", file(arrays.Field{Name: "x", Type: &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: ext}}, 0, nil), "cannot be expressed"},
		{"column count", &File{Schema: arrays.NewSchema([]arrays.Field{{Name: "x", Type: arrays.Int8Type{}}}, nil), Batches: []Batch{{Length: 1}}}, "0 columns for 1 schema fields"},
	}
	cases[8].f.Batches = nil
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := Write(&bytes.Buffer{}, c.f)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want %q", err, c.want)
			}
		})
	}
}

// TestWriteExtension: an extension field writes its storage type plus the
// two metadata keys, after any other metadata, replacing stale ones.
func TestWriteExtension(t *testing.T) {
	registerTestExt(t, "quiver.test", func(s arrays.DataType) bool { return s.ID() == arrays.INT8 })
	et := &testExt{name: "quiver.test", storage: arrays.Int8Type{}, serialized: "p=1"}
	i8 := arrays.NewInt8Builder()
	i8.Append(7)
	col, err := arrays.NewExtensionArray(et, i8.NewArray())
	if err != nil {
		t.Fatal(err)
	}
	md := arrays.NewMetadata([]string{arrays.ExtensionNameKey, "other"}, []string{"stale", "o"})
	f := &File{
		Schema:  arrays.NewSchema([]arrays.Field{{Name: "e", Type: et, Nullable: true, Metadata: md}}, nil),
		Batches: []Batch{{Length: 1, Columns: []arrays.Array{col}}},
	}
	g, out := roundTrip(t, f)
	want := `"metadata": [{"key": "other", "value": "o"}, {"key": "ARROW:extension:name", "value": "quiver.test"}, {"key": "ARROW:extension:metadata", "value": "p=1"}]`
	if !strings.Contains(out, want) || !strings.Contains(out, `"type": {"name": "int", "isSigned": true, "bitWidth": 8}`) {
		t.Errorf("output:\n%s", out)
	}
	gt, ok := g.Schema.Fields[0].Type.(arrays.ExtensionType)
	if !ok || gt.Serialize() != "p=1" || g.Schema.Fields[0].Metadata.Len() != 1 {
		t.Errorf("read back %s %v", g.Schema.Fields[0].Type, g.Schema.Fields[0].Metadata)
	}
	if got := g.Batches[0].Columns[0].String(); got != "[7]" {
		t.Errorf("values %s", got)
	}
}

// TestWriteMalformedArray: an array whose buffers lie is reported, not a
// panic.
func TestWriteMalformedArray(t *testing.T) {
	bad := arrays.MakeArray(arrays.NewData(arrays.Utf8Type{}, 2, [][]byte{nil, []byte{0, 0, 0, 0, 9, 0, 0, 0, 9, 0, 0, 0}, {1}}, nil, 0, 0))
	f := &File{Schema: arrays.NewSchema([]arrays.Field{{Name: "s", Type: arrays.Utf8Type{}}}, nil), Batches: []Batch{{Length: 2, Columns: []arrays.Array{bad}}}}
	err := Write(&bytes.Buffer{}, f)
	if err == nil || !strings.Contains(err.Error(), `batches[0].columns[0]("s"): malformed array`) {
		t.Errorf("got %v", err)
	}
	short := arrays.MakeArray(arrays.NewData(arrays.Int32Type{}, 4, [][]byte{nil, make([]byte, 8)}, nil, 0, 0))
	f = &File{Schema: arrays.NewSchema([]arrays.Field{{Name: "i", Type: arrays.Int32Type{}}}, nil), Batches: []Batch{{Length: 4, Columns: []arrays.Array{short}}}}
	if err := Write(&bytes.Buffer{}, f); err == nil || !strings.Contains(err.Error(), "values buffer too short") {
		t.Errorf("got %v", err)
	}
}

// TestReadGzipAndPlain: Read sniffs gzip.
func TestReadGzipAndPlain(t *testing.T) {
	files := goldFiles(t)
	f, err := ReadFile(files["cpp-21.0.0/primitive"])
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Write(&buf, f); err != nil {
		t.Fatal(err)
	}
	if _, err := Read(&buf); err != nil {
		t.Fatal(err)
	}
}

// TestWriteEmptyWithoutBuffers: zero-length arrays may come without their
// offsets or values buffers (IPC allows zero-length buffers).
func TestWriteEmptyWithoutBuffers(t *testing.T) {
	item := arrays.NewData(arrays.Int8Type{}, 0, [][]byte{nil}, nil, 0, 0)
	list := arrays.MakeArray(arrays.NewData(arrays.ListOf(arrays.Int8Type{}), 0, [][]byte{nil, nil}, []*arrays.Data{item}, 0, 0))
	f := &File{
		Schema:  arrays.NewSchema([]arrays.Field{{Name: "l", Type: list.DataType(), Nullable: true}}, nil),
		Batches: []Batch{{Length: 0, Columns: []arrays.Array{list}}},
	}
	g, out := roundTrip(t, f)
	if !strings.Contains(out, `"OFFSET": [0]`) || g.Batches[0].Columns[0].Len() != 0 {
		t.Errorf("output:\n%s", out)
	}
}
