package json

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func batchOf(t *testing.T, names []string, cols ...arrays.Array) *arrays.RecordBatch {
	t.Helper()
	fs := make([]arrays.Field, len(cols))
	for i, c := range cols {
		fs[i] = f(names[i], c.DataType())
	}
	rb, err := arrays.NewRecordBatch(schemaOf(fs...), cols, cols[0].Len())
	if err != nil {
		t.Fatal(err)
	}
	return rb
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func TestWriterEncodedTypes(t *testing.T) {
	db := arrays.NewDictionaryBuilder(&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}})
	must(0, db.AppendString("a"))
	db.AppendNull()
	must(0, db.AppendString("b"))
	must(0, db.AppendString("a"))
	dict := db.NewArray()

	rb := arrays.NewRunEndEncodedBuilder(arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Float64Type{}))
	must(0, rb.AppendN(1.5, 2))
	rb.AppendNull()
	must(0, rb.Append(-2.0))
	ree := rb.NewArray()

	for _, mode := range []string{"sparse", "dense"} {
		fields := []arrays.Field{f("i", arrays.Int64Type{}), f("s", arrays.Utf8Type{})}
		ut := arrays.SparseUnionOf(fields, []int8{3, 7})
		if mode == "dense" {
			ut = arrays.DenseUnionOf(fields, []int8{3, 7})
		}
		ub := arrays.NewUnionBuilder(ut)
		add := func(code int8, v any) {
			must(0, ub.Append(code))
			for k := range ub.NumChildren() {
				c := ub.Child(k)
				if ub.ChildIndex(code) != k {
					continue // a sparse builder fills the others itself
				}
				switch v := v.(type) {
				case int64:
					c.(*arrays.Int64Builder).Append(v)
				case string:
					c.(*arrays.Utf8Builder).AppendString(v)
				case nil:
					c.AppendNull()
				}
			}
		}
		add(3, int64(5))
		add(7, "x")
		add(7, nil)
		add(3, int64(-1))
		union := ub.NewArray()

		uuid := must(arrays.NewUUIDArray([][16]byte{{0: 1, 15: 0xff}, {}, {}, {}}, []bool{true, false, true, true}))
		jt := must(arrays.NewJSONArray([]string{`{"a": [1]}`, `"s"`, "", "3"}, []bool{true, true, false, true}))
		fl := arrays.NewFloat64Builder()
		fl.AppendValues([]float64{math.NaN(), math.Inf(1), math.Inf(-1), 0.5}, nil)
		mdn := arrays.NewIntervalMonthDayNanoBuilder()
		mdn.Append(arrays.MonthDayNano{Months: 1, Days: -2, Nanoseconds: 3})
		mdn.AppendNull()
		mdn.AppendEmpty()
		mdn.AppendEmpty()
		b := batchOf(t, []string{"dict", "ree", "union", "uuid", "json", "f", "iv"}, dict, ree, union, uuid, jt, fl.NewArray(), mdn.NewArray())
		got := writeAll(t, b)
		want := `{"dict":"a","ree":1.5,"union":5,"uuid":"01000000-0000-0000-0000-0000000000ff","json":{"a": [1]},"f":null,"iv":{"months":1,"days":-2,"nanoseconds":3}}
{"dict":null,"ree":1.5,"union":"x","uuid":null,"json":"s","f":null,"iv":null}
{"dict":"b","ree":null,"union":null,"uuid":"00000000-0000-0000-0000-000000000000","json":null,"f":null,"iv":{"months":0,"days":0,"nanoseconds":0}}
{"dict":"a","ree":-2,"union":-1,"uuid":"00000000-0000-0000-0000-000000000000","json":3,"f":0.5,"iv":{"months":0,"days":0,"nanoseconds":0}}
`
		if got != want {
			t.Errorf("%s:\n%s\nwant\n%s", mode, got, want)
		}
		// the dictionary reads back through a dictionary type
		_, back := readAll(t, got, Schema(schemaOf(f("dict", dict.DataType()))), Unexpected(UnexpectedIgnore))
		equalBatches(t, batchOf(t, []string{"dict"}, dict), back)
	}
}

func TestWriterErrors(t *testing.T) {
	s := schemaOf(f("a", arrays.Int64Type{}))
	var buf bytes.Buffer
	w := must(NewWriter(&buf, s))
	other := batchOf(t, []string{"a"}, must(arrays.NewBuilder(arrays.Utf8Type{})).NewArray())
	if err := w.Write(other); !errors.Is(err, ErrUnsupported) {
		t.Errorf("wrong type: %v", err)
	}
	two := batchOf(t, []string{"a", "b"}, arrays.NewInt64Builder().NewArray(), arrays.NewInt64Builder().NewArray())
	if err := w.Write(two); !errors.Is(err, ErrUnsupported) {
		t.Errorf("wrong width: %v", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Write(batchOf(t, []string{"a"}, arrays.NewInt64Builder().NewArray())); err == nil {
		t.Error("Write after Close")
	}
	if _, err := NewWriter(&buf, schemaOf(f("t", arrays.TimestampType{TimeZone: "Not/AZone"}))); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), `"t"`) {
		t.Errorf("bad zone: %v", err)
	}
}

func TestAppendStringMatchesEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "plain", "q\"b\\s/", "\x00\x1f\x7f", "é😀", "\u2028\u2029", "bad \xff utf8 \xc3"} {
		got := string(appendString(nil, s))
		var sc scanner
		sc.reset([]byte(got))
		back, err := sc.str()
		if err != nil {
			t.Fatalf("%q: %v", got, err)
		}
		want := strings.ToValidUTF8(s, "\ufffd")
		if string(back) != want {
			t.Errorf("%q wrote %s, read back %q", s, got, back)
		}
	}
}
