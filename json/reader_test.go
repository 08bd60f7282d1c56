package json

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func TestInference(t *testing.T) {
	for _, c := range []struct {
		name, in, schema string
	}{
		{"scalars", `{"a": 1, "b": 1.5, "c": "x", "d": true, "e": null}`, "a: int64, b: float64, c: utf8, d: bool, e: null"},
		{"int widens to float", "{\"a\": 1}\n{\"a\": 2.5}\n{\"a\": 3}", "a: float64"},
		{"exponent is a float", `{"a": 1e3}`, "a: float64"},
		{"null then value", "{\"a\": null}\n{\"a\": \"x\"}", "a: utf8"},
		{"missing then value", "{\"b\": 1}\n{\"a\": [true]}", "b: int64, a: list<item: bool>"},
		{"nested", `{"s": {"x": 1, "l": [{"y": [1.5]}]}}`, "s: struct<x: int64, l: list<item: struct<y: list<item: float64>>>>"},
		{"nested fields merge", "{\"s\": {\"x\": 1}}\n{\"s\": {\"y\": \"z\", \"x\": 2.0}}", "s: struct<x: float64, y: utf8>"},
		{"empty list", `{"l": []}`, "l: list<item: null>"},
		{"list elements widen", `{"l": [1, null, 2.5]}`, "l: list<item: float64>"},
		{"empty input", "", ""},
		{"blank lines and CRLF", "\r\n{\"a\": 1}\r\n\r\n  \n{\"a\": 2}\r\n", "a: int64"},
		{"byte-order mark", "\xef\xbb\xbf{\"a\": 1}", "a: int64"},
		{"timestamps", "{\"t\": \"2024-01-01T00:00:00\", \"d\": \"2024-01-01\", \"s\": \"1999-12-31 23:59:59\"}\n{\"t\": null}", "t: timestamp[s], d: timestamp[s], s: timestamp[s]"},
		{"not timestamps", "{\"a\": \"2024-01-01\", \"b\": \"2024-01-01T00:00:00.5\", \"c\": \"2024-01-01Z\", \"d\": \"x\"}\n{\"a\": \"x\", \"d\": \"2024-01-01\"}", "a: utf8, b: utf8, c: utf8, d: utf8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, bs, err := ReadAll(strings.NewReader(c.in))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, f := range s.Fields {
				got = append(got, f.Name+": "+f.Type.String())
			}
			if g := strings.Join(got, ", "); g != c.schema {
				t.Errorf("schema %q, want %q", g, c.schema)
			}
			for _, b := range bs {
				if err := arrays.ValidateFull(arrays.Array(structOf(t, b))); err != nil {
					t.Error(err)
				}
			}
		})
	}
}

// structOf packs a batch into one struct array, to validate it whole.
func structOf(t *testing.T, rb *arrays.RecordBatch) arrays.Array {
	t.Helper()
	st := arrays.StructOf(rb.Schema().Fields...)
	ch := make([]*arrays.Data, rb.NumCols())
	for i, c := range rb.Columns() {
		ch[i] = c.Data()
	}
	return arrays.MakeArray(arrays.NewData(st, rb.NumRows(), [][]byte{nil}, ch, 0, 0))
}

func TestInferTimestamps(t *testing.T) {
	in := "{\"t\": \"2024-01-01\"}\n{\"t\": \"2024-01-01 00:00:01\"}"
	_, rb := readAll(t, in)
	if got := rb.Column(0).(*arrays.Timestamp).Values(); got[0] != 1704067200 || got[1] != 1704067201 {
		t.Errorf("values %v", got)
	}
	s, _ := readAll(t, in, InferTimestamps(false))
	if s.Fields[0].Type != (arrays.Utf8Type{}) {
		t.Errorf("InferTimestamps(false): %v", s)
	}
	_, _, err := ReadAll(strings.NewReader(in+"\n{\"t\": \"soon\"}"), InferRows(2))
	if !errors.Is(err, ErrValue) || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("past the sample: %v", err)
	}
}

func TestInferredValues(t *testing.T) {
	_, rb := readAll(t, "{\"a\": 1, \"s\": {\"x\": [1, 2]}}\n{\"a\": 2.5, \"b\": \"q\"}\n{\"s\": null}")
	want := `record batch: 3 rows, 3 columns
  a: float64 = [1 2.5 null]
  s: struct<x: list<item: int64>> = [{x: [1 2]} null null]
  b: utf8 = [null "q" null]
`
	if got := rb.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestSchemaPlusInferred(t *testing.T) {
	s := schemaOf(f("a", arrays.Int16Type{}), f("s", arrays.StructOf(f("x", arrays.Utf8Type{}))))
	got, rb := readAll(t, `{"z": 1.5, "a": 3, "s": {"x": "q", "w": true}}`, Schema(s))
	want := "a: int16, s: struct<x: utf8, w: bool>, z: float64"
	var names []string
	for _, f := range got.Fields {
		names = append(names, f.Name+": "+f.Type.String())
	}
	if strings.Join(names, ", ") != want {
		t.Errorf("schema %v, want %s", names, want)
	}
	if rb.NumRows() != 1 {
		t.Fatal(rb.NumRows())
	}
	got2, rb2 := readAll(t, `{"z": 1.5, "a": 3, "s": {"x": "q", "w": true}}`, Schema(s), Unexpected(UnexpectedIgnore))
	if len(got2.Fields) != 2 || rb2.Column(0).(*arrays.Int16).Value(0) != 3 {
		t.Errorf("ignore: %v", rb2)
	}
}

func TestBatches(t *testing.T) {
	var sb strings.Builder
	for i := range 10 {
		sb.WriteString(`{"i": ` + string(rune('0'+i)) + "}\n")
	}
	rd, err := NewReader(strings.NewReader(sb.String()), BatchSize(4), InferRows(3))
	if err != nil {
		t.Fatal(err)
	}
	var sizes []int
	var vals []int64
	for rb, err := range rd.All() {
		if err != nil {
			t.Fatal(err)
		}
		sizes = append(sizes, rb.NumRows())
		vals = append(vals, rb.Column(0).(*arrays.Int64).Values()...)
	}
	if len(sizes) != 3 || sizes[0] != 4 || sizes[1] != 4 || sizes[2] != 2 {
		t.Errorf("sizes %v", sizes)
	}
	for i, v := range vals {
		if v != int64(i) {
			t.Fatalf("values %v", vals)
		}
	}
	if _, err := rd.Next(); err != io.EOF {
		t.Errorf("after the end: %v", err)
	}
}

func TestSmallBlocks(t *testing.T) {
	// lines longer than the block, and cut anywhere
	in := strings.Repeat(`{"a": "`+strings.Repeat("x", 100)+`", "b": [1, 2, 3]}`+"\n", 50)
	for _, bs := range []int{1, 7, 64, 1000} {
		rd, err := NewReader(strings.NewReader(in), InferRows(5))
		if err != nil {
			t.Fatal(err)
		}
		rd.opts.blockSize = bs
		n := 0
		for rb, err := range rd.All() {
			if err != nil {
				t.Fatal(err)
			}
			n += rb.NumRows()
			if rb.Column(0).(*arrays.Utf8).Value(rb.NumRows()-1) != strings.Repeat("x", 100) {
				t.Fatal("bad value")
			}
		}
		if n != 50 {
			t.Errorf("block %d: %d rows", bs, n)
		}
	}
}

func TestErrors(t *testing.T) {
	ts := schemaOf(f("a", arrays.Int8Type{}), arrays.Field{Name: "r", Type: arrays.Utf8Type{}},
		f("l", arrays.ListOf(arrays.StructOf(f("x", arrays.BoolType{})))),
		f("d", arrays.Decimal32Type{Precision: 5, Scale: 2}), f("t", arrays.TimestampType{Unit: arrays.Second}),
		f("tz", arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "UTC"}),
		f("fsb", arrays.FixedSizeBinaryType{ByteWidth: 2}), f("fsl", arrays.FixedSizeListOf(arrays.Int8Type{}, 2)),
		f("date", arrays.Date32Type{}), f("iv", arrays.IntervalDayTimeType{}), f("m", arrays.MapOf(arrays.Utf8Type{}, arrays.Int8Type{})))
	for _, c := range []struct {
		name, in string
		opts     []Option
		class    error
		line     int64
		path     string
		text     string
	}{
		{"not JSON", `{"a": 1`, nil, ErrSyntax, 1, "", ""},
		{"bad literal", "{\"a\": 1}\n{\"a\": tru}", nil, ErrSyntax, 2, "/a", "tru}"},
		{"trailing comma", `{"a": [1, 2,]}`, nil, ErrSyntax, 1, "/a/2", "]}"},
		{"text after", `{"a": 1} {"a": 2}`, nil, ErrSyntax, 1, "", `{"a": 2}`},
		{"top-level array", `[{"a": 1}]`, nil, ErrSyntax, 1, "", `[{"a": 1}]`},
		{"scalar line", "{}\n\n3", nil, ErrSyntax, 3, "", "3"},
		{"bad escape", `{"a": "\q"}`, nil, ErrSyntax, 1, "/a", `\q"}`},
		{"bad UTF-8", "{\"a\": \"\xff\"}", nil, ErrSyntax, 1, "/a", "\xff\"}"},
		{"control char", "{\"a\": \"\x01\"}", nil, ErrSyntax, 1, "/a", "\x01\"}"},
		{"leading zero", `{"a": 01}`, nil, ErrSyntax, 1, "", ""},
		{"type conflict", "{\"a\": 1}\n{\"a\": [1]}", nil, ErrValue, 2, "/a", "[1]"},
		{"nested conflict", "{\"s\": {\"x\": true}}\n{\"s\": {\"x\": 1}}", nil, ErrValue, 2, "/s/x", "1"},
		{"past the sample", "{\"a\": 1}\n{\"b\": 1}", []Option{InferRows(1)}, ErrField, 2, "/b", ""},
		{"null past the sample", "{\"a\": null}\n{\"a\": 1}", []Option{InferRows(1)}, ErrValue, 2, "/a", "1"},
		{"duplicate key", `{"a": 1, "a": 2}`, nil, ErrField, 1, "/a", ""},
		{"unexpected", `{"a": 1, "zz": 2}`, []Option{Schema(ts), Unexpected(UnexpectedError)}, ErrField, 1, "/zz", ""},
		{"int range", `{"a": 128, "r": ""}`, []Option{Schema(ts)}, ErrValue, 1, "/a", "128"},
		{"int from float", `{"a": 1.0, "r": ""}`, []Option{Schema(ts)}, ErrValue, 1, "/a", "1.0"},
		{"string for int", `{"a": "1", "r": ""}`, []Option{Schema(ts)}, ErrValue, 1, "/a", `"1"`},
		{"missing required", `{"a": 1}`, []Option{Schema(ts)}, ErrField, 1, "/r", ""},
		{"null required", `{"r": null}`, []Option{Schema(ts)}, ErrField, 1, "/r", ""},
		{"deep path", `{"r": "", "l": [{"x": true}, {"x": 3}]}`, []Option{Schema(ts)}, ErrValue, 1, "/l/1/x", "3"},
		{"decimal scale", `{"r": "", "d": 1.234}`, []Option{Schema(ts)}, ErrValue, 1, "/d", "1.234"},
		{"decimal precision", `{"r": "", "d": "1234.5"}`, []Option{Schema(ts)}, ErrValue, 1, "/d", "1234.5"},
		{"bad timestamp", `{"r": "", "t": "2024-13-01T00:00:00"}`, []Option{Schema(ts)}, ErrValue, 1, "/t", "2024-13-01T00:00:00"},
		{"offset on naive", `{"r": "", "t": "2024-01-01T00:00:00Z"}`, []Option{Schema(ts)}, ErrValue, 1, "/t", "2024-01-01T00:00:00Z"},
		{"sub-unit precision", `{"r": "", "tz": "2024-01-01T00:00:00.0001Z"}`, []Option{Schema(ts)}, ErrValue, 1, "/tz", "2024-01-01T00:00:00.0001Z"},
		{"fsb width", `{"r": "", "fsb": "YWJj"}`, []Option{Schema(ts)}, ErrValue, 1, "/fsb", "YWJj"},
		{"not base64", `{"r": "", "fsb": "!!"}`, []Option{Schema(ts)}, ErrValue, 1, "/fsb", "!!"},
		{"fsl size", `{"r": "", "fsl": [1]}`, []Option{Schema(ts)}, ErrValue, 1, "/fsl", "[1]"},
		{"bad date", `{"r": "", "date": "2023-02-29"}`, []Option{Schema(ts)}, ErrValue, 1, "/date", "2023-02-29"},
		{"interval part", `{"r": "", "iv": {"days": 1, "weeks": 2}}`, []Option{Schema(ts)}, ErrField, 1, "/iv/weeks", ""},
		{"interval range", `{"r": "", "iv": {"days": 2147483648}}`, []Option{Schema(ts)}, ErrValue, 1, "/iv/days", "2147483648"},
		{"map value", `{"r": "", "m": {"k": "v"}}`, []Option{Schema(ts)}, ErrValue, 1, "/m/k", `"v"`},
		{"too deep", `{"a": ` + strings.Repeat("[", 300) + strings.Repeat("]", 300) + `}`, nil, ErrSyntax, 1, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := ReadAll(strings.NewReader(c.in), c.opts...)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v (%T), want a *ParseError", err, err)
			}
			if !errors.Is(err, c.class) {
				t.Errorf("%v is not %v", err, c.class)
			}
			if pe.Line != c.line || (c.path != "" && pe.Path != c.path) || (c.text != "" && pe.Text != c.text) {
				t.Errorf("line %d path %q text %q, want %d %q %q: %v", pe.Line, pe.Path, pe.Text, c.line, c.path, c.text, err)
			}
		})
	}
}

func TestMaxLineSize(t *testing.T) {
	in := "{\"a\": 1}\n{\"a\": \"" + strings.Repeat("x", 5000) + "\"}\n{\"a\": 2}\n"
	for _, par := range []int{1, 2} {
		_, _, err := ReadAll(strings.NewReader(in), MaxLineSize(4096), InferRows(1), Unexpected(UnexpectedIgnore), Parallel(par))
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Line != 2 || !errors.Is(err, ErrSyntax) {
			t.Errorf("parallel %d: %v", par, err)
		}
		if _, _, err := ReadAll(strings.NewReader(in), MaxLineSize(6000), Parallel(par)); err == nil || !errors.Is(err, ErrValue) {
			t.Errorf("parallel %d, long enough: %v", par, err) // reaches the type error on line 2
		}
		// no line end at all: the reader stops buffering at the limit
		rd, err := NewReader(strings.NewReader(strings.Repeat(" ", 1<<20)), MaxLineSize(100000), Schema(schemaOf()), Unexpected(UnexpectedIgnore), Parallel(par))
		if err != nil {
			t.Fatal(err)
		}
		_, err = rd.Next()
		bound := 2*100000 + 64<<10
		if par > 1 {
			bound += 2 * rd.opts.pieceSize // a piece is read before its lines are looked at
		}
		if !errors.As(err, &pe) || pe.Line != 1 || cap(rd.buf) > bound {
			t.Errorf("parallel %d, no line end: %v, buffer %d", par, err, cap(rd.buf))
		}
	}
}

func TestOptionErrors(t *testing.T) {
	for _, o := range []Option{BatchSize(0), InferRows(0), Unexpected(9), MaxLineSize(0),
		Schema(schemaOf(f("i", arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Int64Type{})))),
		Schema(schemaOf(f("d", arrays.Decimal32Type{Precision: 10}))),
	} {
		if _, err := NewReader(strings.NewReader(""), o); !errors.Is(err, ErrUnsupported) {
			t.Errorf("%v, want ErrUnsupported", err)
		}
	}
}
