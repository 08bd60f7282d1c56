package csv

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/quiver-go/quiver/arrays"
)

// cells renders batches of string columns, nulls as <null>.
func cells(t *testing.T, bs []*arrays.RecordBatch) [][]string {
	t.Helper()
	var out [][]string
	for _, b := range bs {
		for i := range b.NumRows() {
			var row []string
			for _, c := range b.Columns() {
				switch {
				case c.IsNull(i):
					row = append(row, "<null>")
				case c.DataType().ID() == arrays.UTF8:
					row = append(row, c.(*arrays.Utf8).Value(i))
				default:
					row = append(row, c.(interface{ ValueString(int) string }).ValueString(i))
				}
			}
			out = append(out, row)
		}
	}
	return out
}

// strs reads every column as utf8: the tokenizer's view of the input.
func strs(names ...string) Option {
	return func(o *readOptions) {
		o.types = map[string]arrays.DataType{}
		for _, n := range names {
			o.types[n] = arrays.Utf8Type{}
		}
	}
}

var blockSizes = []int{1, 2, 3, 7, 64, 1 << 20}

// readEverySize reads in with each block size (so that the input's end
// cuts records at every byte) and checks they agree.
func readEverySize(t *testing.T, in string, opts ...Option) (*arrays.Schema, [][]string) {
	t.Helper()
	var first [][]string
	var schema *arrays.Schema
	for _, bs := range blockSizes {
		s, got := mustRead(t, in, append(opts, blockSize(bs))...)
		c := cells(t, got)
		if schema == nil {
			schema, first = s, c
			continue
		}
		if !s.Equal(schema) || !reflect.DeepEqual(c, first) {
			t.Fatalf("block size %d: %v %q, block size 1: %v %q", bs, s, c, schema, first)
		}
	}
	// A reader that hands out one byte at a time.
	rd, err := NewReader(iotest.OneByteReader(strings.NewReader(in)), opts...)
	if err != nil {
		t.Fatal(err)
	}
	var got []*arrays.RecordBatch
	for b, err := range rd.All() {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, b)
	}
	if c := cells(t, got); !reflect.DeepEqual(c, first) {
		t.Fatalf("one byte at a time: %q, else %q", c, first)
	}
	return schema, first
}

func TestQuoting(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		opts     []Option
		want     [][]string
	}{
		{"plain", "a,b\nx,y\n", nil, [][]string{{"x", "y"}}},
		{"no final newline", "a,b\nx,y", nil, [][]string{{"x", "y"}}},
		{"crlf", "a,b\r\nx,y\r\nz,w\r\n", nil, [][]string{{"x", "y"}, {"z", "w"}}},
		{"lone cr", "a,b\rx,y\rz,w", nil, [][]string{{"x", "y"}, {"z", "w"}}},
		{"final cr", "a,b\nx,y\r", nil, [][]string{{"x", "y"}}},
		{"bom", "\xEF\xBB\xBFa,b\nx,y\n", nil, [][]string{{"x", "y"}}},
		{"delimiter in quotes", "a,b\n\"x,1\",y\n", nil, [][]string{{"x,1", "y"}}},
		{"doubled quotes", "a,b\n\"say \"\"hi\"\"\",\"\"\"\"\n", nil, [][]string{{`say "hi"`, `"`}}},
		{"newline in quotes", "a,b\n\"l1\nl2\",\"c\r\nd\"\nz,w\n", nil, [][]string{{"l1\nl2", "c\r\nd"}, {"z", "w"}}},
		{"quoted at eof", "a,b\nx,\"y\"", nil, [][]string{{"x", "y"}}},
		{"quoted then crlf", "a,b\n\"x\",\"y\"\r\n", nil, [][]string{{"x", "y"}}},
		{"empty quoted", "a,b\n\"\",x\n", nil, [][]string{{"", "x"}}},
		{"quote inside unquoted", "a,b\nab\"c,d\"\n", nil, [][]string{{`ab"c`, `d"`}}},
		{"trailing delimiter", "a,b\nx,\n,\n", nil, [][]string{{"x", ""}, {"", ""}}},
		{"empty lines", "a,b\n\nx,y\n\r\n\n\rz,w\n\n", nil, [][]string{{"x", "y"}, {"z", "w"}}},
		{"semicolon", "a;b\n\"x;\";y,z\n", []Option{Delimiter(';')}, [][]string{{"x;", "y,z"}}},
		{"tab", "a\tb\nx y\t\"\t\"\n", []Option{Delimiter('\t')}, [][]string{{"x y", "\t"}}},
		{"no quoting", "a,b\n\"x,\"y\n", []Option{Quote(0)}, [][]string{{`"x`, `"y`}}},
		{"single quote", "a,b\n'x,''y',z\n", []Option{Quote('\'')}, [][]string{{"x,'y", "z"}}},
		{"comments", "#c1\na,b\n#c2,\"\nx,y\n# end", []Option{Comment('#')}, [][]string{{"x", "y"}}},
		{"skip rows", "junk \"\nmore,junk\na,b\nx,y\n", []Option{SkipRows(2)}, [][]string{{"x", "y"}}},
		{"quoted header", "\"a,1\",\"b\"\"\"\nx,y\n", []Option{strs(`a,1`, `b"`)}, [][]string{{"x", "y"}}},
		{"long field", "a,b\n\"" + strings.Repeat("q\"\"", 5000) + "\"," + strings.Repeat("z", 10000) + "\n", nil,
			[][]string{{strings.Repeat(`q"`, 5000), strings.Repeat("z", 10000)}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := append([]Option{strs("a", "b")}, tc.opts...)
			_, got := readEverySize(t, tc.in, opts...)
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestHeaderAndNames(t *testing.T) {
	s, got := readEverySize(t, "1,x\n2,y\n", HasHeader(false))
	if s.Fields[0].Name != "f0" || s.Fields[1].Name != "f1" || len(got) != 2 {
		t.Fatalf("%v %q", s, got)
	}
	s, got = readEverySize(t, "1,x\n2,y\n", HasHeader(false), ColumnNames("n", "s"))
	if s.Fields[0].Name != "n" || s.Fields[1].Name != "s" || len(got) != 2 {
		t.Fatalf("%v %q", s, got)
	}
	s, got = readEverySize(t, "a,b\n2,y\n", ColumnNames("n", "s"))
	if s.Fields[0].Name != "n" || len(got) != 1 {
		t.Fatalf("%v %q", s, got)
	}
	s, got = readEverySize(t, "a,b\n")
	if len(s.Fields) != 2 || len(got) != 0 {
		t.Fatalf("header only: %v %q", s, got)
	}
	s, got = readEverySize(t, "")
	if len(s.Fields) != 0 || len(got) != 0 {
		t.Fatalf("empty: %v %q", s, got)
	}
	if _, _, err := ReadAll(strings.NewReader("a,b\n1,2\n"), ColumnNames("x")); !errors.Is(err, ErrFieldCount) {
		t.Fatalf("names that do not match the header: %v", err)
	}
}

func TestNullsArrowDefaults(t *testing.T) {
	in := "i,s,f\n1,NA,1.5\nNA,,nan\n\"\",\"\",\"N/A\"\nnull,null,NULL\n"
	s, got := readEverySize(t, in)
	want := [][]string{{"1", "NA", "1.5"}, {"<null>", "", "<null>"}, {"<null>", "", "<null>"}, {"<null>", "null", "<null>"}}
	if s.Fields[0].Type.ID() != arrays.INT64 || s.Fields[1].Type.ID() != arrays.UTF8 || s.Fields[2].Type.ID() != arrays.FLOAT64 || !reflect.DeepEqual(got, want) {
		t.Fatalf("%v\n%q", s, got)
	}
	_, got = readEverySize(t, in, StringsCanBeNull(true), QuotedStringsCanBeNull(false))
	want = [][]string{{"1", "<null>", "1.5"}, {"<null>", "<null>", "<null>"}, {"<null>", "", "N/A"}, {"<null>", "<null>", "<null>"}}
	if !reflect.DeepEqual(got[:2], want[:2]) || got[2][1] != "" || got[3][1] != "<null>" {
		t.Fatalf("%q", got)
	}
	_, got = readEverySize(t, "i\n-\n5\n", NullValues("-"))
	if !reflect.DeepEqual(got, [][]string{{"<null>"}, {"5"}}) {
		t.Fatalf("%q", got)
	}
}

func TestInference(t *testing.T) {
	for _, tc := range []struct {
		values []string
		want   arrays.DataType
	}{
		{[]string{"1", "-2", "+3"}, arrays.Int64Type{}},
		{[]string{"1", "", "NA"}, arrays.Int64Type{}},
		{[]string{"", "NA"}, arrays.Utf8Type{}},
		{[]string{"1", "0", "true"}, arrays.BoolType{}},
		{[]string{"True", "FALSE"}, arrays.BoolType{}},
		{[]string{"2", "true"}, arrays.Utf8Type{}},
		{[]string{"1", "2.5"}, arrays.Float64Type{}},
		{[]string{"1e3", "-inf"}, arrays.Float64Type{}},
		{[]string{"9223372036854775808"}, arrays.Float64Type{}},
		{[]string{"2020-01-02", "1999-12-31"}, arrays.Date32Type{}},
		{[]string{"2020-02-30"}, arrays.Utf8Type{}},
		{[]string{"2020-01-02", "2020-01-02 10:11:12"}, arrays.TimestampType{Unit: arrays.Second}},
		{[]string{"2020-01-02T10:11", "2020-01-02T10:11:12.5"}, arrays.TimestampType{Unit: arrays.Nanosecond}},
		{[]string{"2020-01-02T10:11:12Z", "2020-01-02T10:11:12+05:30"}, arrays.TimestampType{Unit: arrays.Second, TimeZone: "UTC"}},
		{[]string{"2020-01-02T10:11:12.123-0800"}, arrays.TimestampType{Unit: arrays.Nanosecond, TimeZone: "UTC"}},
		{[]string{"2020-01-02T10:11:12Z", "2020-01-02T10:11:12"}, arrays.Utf8Type{}},
		{[]string{"5", "2020-01-02"}, arrays.Utf8Type{}},
		{[]string{"x", "1"}, arrays.Utf8Type{}},
		{[]string{"ok", "\xff\xfe"}, arrays.BinaryType{}},
	} {
		in := "c\n" + strings.Join(tc.values, "\n") + "\n"
		s, _ := readEverySize(t, in)
		if got := s.Fields[0].Type; !arrays.TypeEqual(got, tc.want) {
			t.Errorf("%q: inferred %v, want %v", tc.values, got, tc.want)
		}
	}
	// Widening stops at the sample's end: a later value that does not fit
	// is an error naming it.
	_, _, err := ReadAll(strings.NewReader("a,b\n1,x\n2,y\n3.5,z\n"), InferRows(2))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 4 || pe.Column != 0 || pe.Name != "a" || pe.Text != "3.5" || !errors.Is(err, ErrValue) {
		t.Fatalf("value past the sample: %v", err)
	}
}

func TestColumnTypes(t *testing.T) {
	in := "i8,u16,f32,d,b,t32,t64,ts,tsz,dict,view,date64\n" +
		"-128,65535,1.25,-12.345,yes,12:34:56,23:59:59.123456,2020-01-02 03:04:05.678,2020-01-02T03:04:05,x,long string value,2020-01-02\n" +
		"127,0,-0,1e2,no,00:00,00:00:00.000001,1970-01-01,2020-07-01T00:00:00+02:00,x,s,1969-12-31\n"
	types := map[string]arrays.DataType{
		"i8": arrays.Int8Type{}, "u16": arrays.Uint16Type{}, "f32": arrays.Float32Type{},
		"d": arrays.Decimal128Type{Precision: 10, Scale: 3}, "b": arrays.BoolType{},
		"t32": arrays.Time32Type{Unit: arrays.Second}, "t64": arrays.Time64Type{Unit: arrays.Microsecond},
		"ts": arrays.TimestampType{Unit: arrays.Millisecond}, "tsz": arrays.TimestampType{Unit: arrays.Second, TimeZone: "Europe/Paris"},
		"dict": &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}, "view": arrays.Utf8ViewType{},
		"date64": arrays.Date64Type{},
	}
	_, got := readEverySize(t, in, ColumnTypes(types), BoolValues([]string{"yes"}, []string{"no"}))
	want := [][]string{
		{"-128", "65535", "1.25", "-12.345", "true", "12:34:56", "23:59:59.123456", "2020-01-02T03:04:05.678", "2020-01-02T03:04:05+01:00", `"x"`, `"long string value"`, "2020-01-02"},
		{"127", "0", "-0", "100.000", "false", "00:00:00", "00:00:00.000001", "1970-01-01T00:00:00.000", "2020-07-01T00:00:00+02:00", `"x"`, `"s"`, "1969-12-31"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got  %q\nwant %q", got, want)
	}
	_, got = readEverySize(t, "t\n07/08/2021 10:00\n2021-07-08\n", ColumnTypes(map[string]arrays.DataType{"t": arrays.TimestampType{Unit: arrays.Second}}), TimestampFormats("01/02/2006 15:04"))
	if !reflect.DeepEqual(got, [][]string{{"2021-07-08T10:00:00"}, {"2021-07-08T00:00:00"}}) {
		t.Fatalf("layout: %q", got)
	}
	if _, err := NewReader(strings.NewReader("a\n1\n"), ColumnTypes(map[string]arrays.DataType{"a": arrays.ListOf(arrays.Int64Type{})})); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("list column: %v", err)
	}
	if _, err := NewReader(strings.NewReader("a\n1\n"), ColumnTypes(map[string]arrays.DataType{"A": arrays.Int8Type{}})); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), `"A"`) {
		t.Fatalf("a type for a column the input lacks: %v", err)
	}
}

func TestErrors(t *testing.T) {
	i8 := ColumnTypes(map[string]arrays.DataType{"a": arrays.Int8Type{}})
	for _, tc := range []struct {
		name, in string
		opts     []Option
		class    error
		line     int64
		col      int
		text     string
	}{
		{"unterminated quote", "a,b\n1,2\n3,\"x\ny\n", nil, ErrQuote, 3, 1, "\"x\ny\n"},
		{"text after quote", "a,b\n1,\"x\"y\n", nil, ErrQuote, 2, 1, `"x"y`},
		{"too few fields", "a,b\n1,2\n\"x\ny\",2\n3\n", nil, ErrFieldCount, 5, -1, ""},
		{"too many fields", "a,b\n1,2,3\n", nil, ErrFieldCount, 2, -1, ""},
		{"too many padded", "a,b\n1,2,3\n", []Option{PadRaggedRows()}, ErrFieldCount, 2, -1, ""},
		{"int8 range", "a,b\n1,x\n\"multi\nline\",y\n", []Option{i8}, ErrValue, 3, 0, "multi\nline"},
		{"earliest across columns", "a,b\n1,x\n300,1\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.Int8Type{}, "b": arrays.Int8Type{}}), BatchSize(10)}, ErrValue, 2, 1, "x"},
		{"int8 overflow", "a,b\n1,x\n200,y\n", []Option{i8}, ErrValue, 3, 0, "200"},
		{"bad date", "a\n2020-13-01\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.Date32Type{}})}, ErrValue, 2, 0, "2020-13-01"},
		{"decimal too precise", "a\n1.2345\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.Decimal64Type{Precision: 9, Scale: 2}})}, ErrValue, 2, 0, "1.2345"},
		{"decimal too wide", "a\n12345.5\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.Decimal32Type{Precision: 5, Scale: 1}})}, ErrValue, 2, 0, "12345.5"},
		{"zone in naive column", "a\n2020-01-01T00:00:00Z\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.TimestampType{}})}, ErrValue, 2, 0, "2020-01-01T00:00:00Z"},
		{"timestamp too precise", "a\n2020-01-01T00:00:00.5\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.TimestampType{}})}, ErrValue, 2, 0, "2020-01-01T00:00:00.5"},
		{"invalid utf8", "a\n\xff\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": arrays.Utf8Type{}})}, ErrValue, 2, 0, "\xff"},
		{"dictionary overflow", "a\n" + func() string {
			var s []string
			for i := range 200 {
				s = append(s, fmt.Sprint(i))
			}
			return strings.Join(s, "\n")
		}() + "\n", []Option{ColumnTypes(map[string]arrays.DataType{"a": &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}}), BatchSize(1000)}, ErrValue, 130, 0, "128"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, bs := range blockSizes {
				_, _, err := ReadAll(strings.NewReader(tc.in), append([]Option{blockSize(bs), BatchSize(2)}, tc.opts...)...)
				var pe *ParseError
				if !errors.As(err, &pe) || !errors.Is(err, tc.class) || pe.Line != tc.line || pe.Column != tc.col || pe.Text != tc.text {
					t.Fatalf("block size %d: %v (want line %d, column %d, text %q, %v)", bs, err, tc.line, tc.col, tc.text, tc.class)
				}
				if tc.col >= 0 && pe.Name == "" {
					t.Fatalf("no column name in %v", err)
				}
			}
		})
	}
	// Padding short records.
	_, got := readEverySize(t, "a,b,c\n1\n2,x\n", PadRaggedRows(), strs("b", "c"))
	if !reflect.DeepEqual(got, [][]string{{"1", "<null>", "<null>"}, {"2", "x", "<null>"}}) {
		t.Fatalf("padded: %q", got)
	}
	// After an error the reader keeps returning it.
	rd, err := NewReader(strings.NewReader("a\n1\nx\n2\n"), InferRows(1), BatchSize(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rd.Next(); err != nil {
		t.Fatal(err)
	}
	_, err1 := rd.Next()
	_, err2 := rd.Next()
	if err1 == nil || err1 != err2 {
		t.Fatalf("errors %v then %v", err1, err2)
	}
	// A reader that never gives a byte is given up on.
	if _, err := NewReader(emptyReader{}); !errors.Is(err, io.ErrNoProgress) {
		t.Fatalf("a reader of no progress: %v", err)
	}
	// The underlying reader's errors come through.
	boom := errors.New("boom")
	if _, err := NewReader(io.MultiReader(strings.NewReader("a\n1\n"), iotest.ErrReader(boom))); !errors.Is(err, boom) {
		t.Fatalf("reader error: %v", err)
	}
}

func TestBatches(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("n,s\n")
	for i := range 1000 {
		fmt.Fprintf(&sb, "%d,\"v%d\n\"\n", i, i)
	}
	for _, p := range []int{1, 3} {
		rd, err := NewReader(strings.NewReader(sb.String()), BatchSize(64), InferRows(100), Parallel(p), blockSize(100))
		if err != nil {
			t.Fatal(err)
		}
		next := int64(0)
		batches := 0
		for b, err := range rd.All() {
			if err != nil {
				t.Fatal(err)
			}
			if (p == 1 && b.NumRows() != 64 && next+int64(b.NumRows()) != 1000) || b.NumRows() > 64 || b.NumRows() == 0 {
				t.Fatalf("batch of %d rows at %d", b.NumRows(), next)
			}
			for _, v := range b.Column(0).(*arrays.Int64).Values() {
				if v != next {
					t.Fatalf("row %d reads %d", next, v)
				}
				next++
			}
			batches++
		}
		if next != 1000 || (p == 1 && batches != 16) {
			t.Fatalf("%d rows in %d batches", next, batches)
		}
	}
}

// TestParallel reads inputs that fool the quote count or fail, and checks
// that Parallel reads what the serial reader does, errors and lines too.
func TestParallel(t *testing.T) {
	var clean, lax, comments, bad strings.Builder
	clean.WriteString("n,s,d\n")
	lax.WriteString("n,s,d\n")
	comments.WriteString("n,s,d\n")
	bad.WriteString("n,s,d\n")
	for i := range 3000 {
		fmt.Fprintf(&clean, "%d,\"a,\"\"\n%d\",2020-01-%02d\n", i, i, i%28+1)
		fmt.Fprintf(&lax, "%d,x\"y%d,2020-01-01\n", i, i)
		if i%100 == 0 {
			comments.WriteString("# a \" in a comment\n")
		}
		fmt.Fprintf(&comments, "%d,\"q\nq\",2020-01-01\n", i)
		if i == 2500 {
			bad.WriteString("1,2\n")
		}
		fmt.Fprintf(&bad, "%d,\"z\",2020-01-01\n", i)
	}
	for name, in := range map[string]string{"clean": clean.String(), "lax": lax.String(), "comments": comments.String(), "bad": bad.String()} {
		t.Run(name, func(t *testing.T) {
			read := func(p int) ([]string, error) {
				_, bs, err := ReadAll(strings.NewReader(in), Parallel(p), blockSize(512), BatchSize(100), Comment('#'), InferRows(10))
				return rowsOf(bs), err
			}
			want, werr := read(1)
			for _, p := range []int{2, 3} {
				got, err := read(p)
				if fmt.Sprint(err) != fmt.Sprint(werr) || !reflect.DeepEqual(got, want) {
					t.Fatalf("Parallel(%d): %v, %d rows; serial: %v, %d rows", p, err, len(got), werr, len(want))
				}
			}
			if name == "bad" && werr == nil {
				t.Fatal("no error for the ragged row")
			}
			rd, err := NewReader(strings.NewReader(in), Parallel(2), blockSize(512), BatchSize(100), Comment('#'), InferRows(10))
			if err != nil {
				t.Fatal(err)
			}
			for _, err := range rd.All() {
				if err != nil {
					break
				}
			}
			// The clean input reads in parallel to its end; the stray quotes
			// in fields keep the count even every other line, and the bad
			// row is far in: those read in parallel for a while. The first
			// quoted comment sends the reader serial.
			if (name != "comments" && rd.rounds < 2) || (name == "clean" && rd.serial) || (name == "comments" && !rd.serial) {
				t.Fatalf("%d rounds in parallel, serial after: %v", rd.rounds, rd.serial)
			}
		})
	}
}

func TestStringType(t *testing.T) {
	in := "n,s\n1,a\n2,b\n3,a\n4,\n"
	for _, st := range []arrays.DataType{arrays.Utf8ViewType{}, arrays.LargeUtf8Type{}, &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}} {
		s, bs := mustRead(t, in, StringType(st))
		if !arrays.TypeEqual(s.Fields[1].Type, st) || s.Fields[0].Type.ID() != arrays.INT64 {
			t.Fatalf("%v: %v", st, s)
		}
		col := bs[0].Column(1)
		if err := arrays.ValidateFull(col); err != nil || col.Len() != 4 || col.NullN() != 0 {
			t.Fatalf("%v: %v %v", st, col, err)
		}
		if d, ok := col.(*arrays.Dictionary); ok && d.Dictionary().Len() != 3 {
			t.Fatalf("dictionary of %d values", d.Dictionary().Len())
		}
	}
}

func TestEOF(t *testing.T) {
	for _, in := range []string{"", "\xEF\xBB\xBF", "a,b\n", "a,b\n1,2\n"} {
		rd, err := NewReader(strings.NewReader(in))
		if err != nil {
			t.Fatal(err)
		}
		rows := 0
		for {
			rb, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			rows += rb.NumRows()
		}
		if _, err := rd.Next(); err != io.EOF {
			t.Fatalf("%q: after the end: %v", in, err)
		}
		if want := strings.Count(in, "\n") - 1; rows != max(want, 0) {
			t.Fatalf("%q: %d rows", in, rows)
		}
	}
}

type emptyReader struct{}

func (emptyReader) Read([]byte) (int, error) { return 0, nil }

// TestStreams checks that the reader holds a chunk of text, not the input:
// its buffer stays at the block size however long the input.
func TestStreams(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 50000
	}
	data := lineitem(n)
	for _, p := range []int{1, 2} {
		rd, err := NewReader(bytes.NewReader(data), BatchSize(1000), Parallel(p), blockSize(64<<10))
		if err != nil {
			t.Fatal(err)
		}
		rows := 0
		for rb, err := range rd.All() {
			if err != nil {
				t.Fatal(err)
			}
			rows += rb.NumRows()
		}
		// The sample of InferRows rows needs about 1 MiB; parallel rounds
		// 4 blocks per goroutine.
		if rows != n || len(rd.buf) > 2<<20 {
			t.Fatalf("Parallel(%d): %d rows, a buffer of %d bytes for %d of input", p, rows, len(rd.buf), len(data))
		}
	}
}
