package json

import (
	"bytes"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func f(name string, t arrays.DataType) arrays.Field {
	return arrays.Field{Name: name, Type: t, Nullable: true}
}

func schemaOf(fields ...arrays.Field) *arrays.Schema { return arrays.NewSchema(fields, nil) }

// readAll reads text with opts into one batch (BatchSize large).
func readAll(t *testing.T, text string, opts ...Option) (*arrays.Schema, *arrays.RecordBatch) {
	t.Helper()
	s, bs, err := ReadAll(strings.NewReader(text), opts...)
	if err != nil {
		t.Fatalf("ReadAll: %v", err)
	}
	tbl, err := arrays.NewTableFromRecordBatches(s, bs)
	if err != nil {
		t.Fatal(err)
	}
	cols := make([]arrays.Array, len(s.Fields))
	n := 0
	for _, b := range bs {
		n += b.NumRows()
	}
	for c := range cols {
		ch := tbl.Column(c)
		bld, err := arrays.NewBuilder(s.Fields[c].Type)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range ch.Chunks() {
			if err := arrays.AppendRange(bld, a, 0, a.Len()); err != nil {
				t.Fatal(err)
			}
		}
		cols[c] = bld.NewArray()
	}
	rb, err := arrays.NewRecordBatch(s, cols, n)
	if err != nil {
		t.Fatal(err)
	}
	return s, rb
}

func writeAll(t *testing.T, rb *arrays.RecordBatch, opts ...WriteOption) string {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, rb.Schema(), opts...)
	if err != nil {
		t.Fatalf("NewWriter: %v", err)
	}
	if err := w.Write(rb); err != nil {
		t.Fatalf("Write: %v", err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func equalBatches(t *testing.T, want, got *arrays.RecordBatch) {
	t.Helper()
	if want.NumRows() != got.NumRows() || want.NumCols() != got.NumCols() {
		t.Fatalf("shape %dx%d, want %dx%d", got.NumRows(), got.NumCols(), want.NumRows(), want.NumCols())
	}
	for c := range want.NumCols() {
		if d := arrays.EqualDiff(want.Column(c), got.Column(c), arrays.EqualNaN(true)); d != "" {
			t.Errorf("column %q: %s", want.ColumnName(c), d)
		}
	}
}
