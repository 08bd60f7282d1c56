package csv

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func batchOf(t *testing.T, names []string, cols ...arrays.Array) *arrays.RecordBatch {
	t.Helper()
	var fields []arrays.Field
	for i, c := range cols {
		fields = append(fields, arrays.Field{Name: names[i], Type: c.DataType(), Nullable: true})
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, cols[0].Len())
	if err != nil {
		t.Fatal(err)
	}
	return rb
}

func writeString(t *testing.T, rb *arrays.RecordBatch, opts ...WriteOption) (string, error) {
	t.Helper()
	var out bytes.Buffer
	w, err := NewWriter(&out, rb.Schema(), opts...)
	if err != nil {
		return "", err
	}
	if err := w.Write(rb); err != nil {
		return "", err
	}
	err = w.Flush()
	return out.String(), err
}

func TestWriterQuoting(t *testing.T) {
	sb := arrays.NewUtf8Builder()
	for _, s := range []string{"plain", "a,b", `q"q`, "l\nf", "c\rr", ""} {
		sb.AppendString(s)
	}
	sb.AppendNull()
	ib := arrays.NewInt64Builder()
	for i := range 7 {
		ib.Append(int64(i))
	}
	rb := batchOf(t, []string{"s,1", "n"}, sb.NewArray(), ib.NewArray())
	for _, tc := range []struct {
		opts []WriteOption
		want string
	}{
		{nil, "\"s,1\",n\nplain,0\n\"a,b\",1\n\"q\"\"q\",2\n\"l\nf\",3\n\"c\rr\",4\n\"\",5\n,6\n"},
		{[]WriteOption{WriteQuoting(QuoteAll)}, "\"s,1\",\"n\"\n\"plain\",\"0\"\n\"a,b\",\"1\"\n\"q\"\"q\",\"2\"\n\"l\nf\",\"3\"\n\"c\rr\",\"4\"\n\"\",\"5\"\n,\"6\"\n"},
		{[]WriteOption{WriteDelimiter(';'), WriteNullString("NULL"), WriteCRLF()}, "s,1;n\r\nplain;0\r\na,b;1\r\n\"q\"\"q\";2\r\n\"l\nf\";3\r\n\"c\rr\";4\r\n;5\r\nNULL;6\r\n"},
		{[]WriteOption{WriteHeader(false), WriteComment('p')}, "\"plain\",0\n\"a,b\",1\n\"q\"\"q\",2\n\"l\nf\",3\n\"c\rr\",4\n\"\",5\n,6\n"},
	} {
		got, err := writeString(t, rb, tc.opts...)
		if err != nil || got != tc.want {
			t.Errorf("%d options: %v\n got %q\nwant %q", len(tc.opts), err, got, tc.want)
		}
	}
	if _, err := writeString(t, rb, WriteQuoting(QuoteNone)); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "s,1") {
		t.Errorf("QuoteNone with a delimiter in the header: %v", err)
	}
	if _, err := writeString(t, rb, WriteQuoting(QuoteNone), WriteHeader(false)); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "row 1, column 0") {
		t.Errorf("QuoteNone with a delimiter in a value: %v", err)
	}
}

func TestWriterTypes(t *testing.T) {
	tb := arrays.NewTimestampBuilder(arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "America/New_York"})
	tb.Append(1577934245123)
	nb := arrays.NewTimestampBuilder(arrays.TimestampType{Unit: arrays.Second})
	nb.Append(-1)
	db := arrays.NewDictionaryBuilder(&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}})
	if err := db.AppendString("x,y"); err != nil {
		t.Fatal(err)
	}
	rb := batchOf(t, []string{"tz", "naive", "dict"}, tb.NewArray(), nb.NewArray(), db.NewArray())
	got, err := writeString(t, rb)
	if want := "tz,naive,dict\n2020-01-02T03:04:05.123Z,1969-12-31T23:59:59,\"x,y\"\n"; err != nil || got != want {
		t.Errorf("ISO: %v %q, want %q", err, got, want)
	}
	got, err = writeString(t, rb, WriteTimestampFormat("2006-01-02 15:04:05.000 MST"))
	if want := "tz,naive,dict\n2020-01-01 22:04:05.123 EST,1969-12-31 23:59:59.000 UTC,\"x,y\"\n"; err != nil || got != want {
		t.Errorf("layout: %v %q, want %q", err, got, want)
	}
	// A dictionary slot whose value is null is null.
	vb := arrays.NewUtf8Builder()
	vb.AppendString("a")
	vb.AppendNull()
	idx := arrays.AllocBuffer(2)
	idx[1] = 1
	dt := &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}
	dict := arrays.MakeArray(arrays.NewData(dt, 2, [][]byte{nil, idx}, nil, 0, 0).WithDictionary(vb.NewArray().Data()))
	got, err = writeString(t, batchOf(t, []string{"d", "n"}, dict, arrays.NewNull(2)), WriteNullString("-"))
	if want := "d,n\na,-\n-,-\n"; err != nil || got != want {
		t.Errorf("null dictionary value: %v %q, want %q", err, got, want)
	}
	// Nested types have no CSV form: the error names the column.
	lb := arrays.NewListBuilder(arrays.ListOf(arrays.Int64Type{}))
	lb.AppendNull()
	nested := batchOf(t, []string{"ok", "lst"}, arrays.NewNull(1), lb.NewArray())
	if _, err := NewWriter(&bytes.Buffer{}, nested.Schema()); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), `"lst"`) {
		t.Errorf("list column: %v", err)
	}
	// A batch of another schema.
	w, err := NewWriter(&bytes.Buffer{}, rb.Schema())
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(nested); err == nil {
		t.Error("a batch of another schema is written")
	}
}
