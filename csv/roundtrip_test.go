package csv

import (
	"bytes"
	"math/rand/v2"
	"testing"
	_ "time/tzdata" // the zones the tests name, on machines without them

	"github.com/quiver-go/quiver/arrays"
)

// roundTripTypes is every type the writer writes and the reader reads back
// to the same values.
var roundTripTypes = []arrays.DataType{
	arrays.BoolType{},
	arrays.Int8Type{}, arrays.Int16Type{}, arrays.Int32Type{}, arrays.Int64Type{},
	arrays.Uint8Type{}, arrays.Uint16Type{}, arrays.Uint32Type{}, arrays.Uint64Type{},
	arrays.Float16Type{}, arrays.Float32Type{}, arrays.Float64Type{},
	arrays.Decimal32Type{Precision: 9, Scale: 2}, arrays.Decimal64Type{Precision: 18, Scale: 0},
	arrays.Decimal128Type{Precision: 38, Scale: 10}, arrays.Decimal256Type{Precision: 76, Scale: 76},
	arrays.Decimal64Type{Precision: 18, Scale: -3},
	arrays.Date32Type{}, arrays.Date64Type{},
	arrays.Time32Type{Unit: arrays.Second}, arrays.Time32Type{Unit: arrays.Millisecond},
	arrays.Time64Type{Unit: arrays.Microsecond}, arrays.Time64Type{Unit: arrays.Nanosecond},
	arrays.TimestampType{Unit: arrays.Second}, arrays.TimestampType{Unit: arrays.Millisecond},
	arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"}, arrays.TimestampType{Unit: arrays.Nanosecond, TimeZone: "UTC"},
	arrays.DurationType{Unit: arrays.Millisecond},
	arrays.Utf8Type{}, arrays.LargeUtf8Type{}, arrays.Utf8ViewType{},
	arrays.BinaryType{}, arrays.LargeBinaryType{}, arrays.BinaryViewType{}, arrays.FixedSizeBinaryType{ByteWidth: 3},
	&arrays.DictionaryType{Index: arrays.Int16Type{}, Value: arrays.Utf8Type{}},
}

// exact is the reading that gives back what the writer's defaults wrote:
// only the unquoted empty field is null.
var exact = []Option{NullValues(""), StringsCanBeNull(true), QuotedStringsCanBeNull(false)}

func TestRoundTripEveryType(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	n := 300
	var fields []arrays.Field
	var cols []arrays.Array
	for i, typ := range roundTripTypes {
		fields = append(fields, arrays.Field{Name: "c" + typ.String() + string(rune('a'+i%26)), Type: typ, Nullable: true})
		cols = append(cols, randomColumn(t, typ, n, rng))
	}
	schema := arrays.NewSchema(fields, nil)
	rb, err := arrays.NewRecordBatch(schema, cols, n)
	if err != nil {
		t.Fatal(err)
	}
	for _, wo := range []struct {
		name string
		w    []WriteOption
		r    []Option
	}{
		{"defaults", nil, nil},
		{"all-quoted-crlf-semicolon", []WriteOption{WriteQuoting(QuoteAll), WriteCRLF(), WriteDelimiter(';')}, []Option{Delimiter(';')}},
		{"tab-header-off", []WriteOption{WriteDelimiter('\t'), WriteHeader(false)}, []Option{Delimiter('\t'), HasHeader(false)}},
	} {
		t.Run(wo.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := WriteRecords(&out, schema, func(yield func(*arrays.RecordBatch, error) bool) { yield(rb, nil) }, wo.w...); err != nil {
				t.Fatal(err)
			}
			opts := append(append([]Option{Schema(schema), BatchSize(77)}, exact...), wo.r...)
			_, got := mustRead(t, out.String(), opts...)
			row := 0
			for _, b := range got {
				for c := range b.NumCols() {
					if err := arrays.ValidateFull(b.Column(c)); err != nil {
						t.Fatalf("column %d: %v", c, err)
					}
					if d := arrays.EqualDiff(arrays.Slice(rb.Column(c), row, row+b.NumRows()), b.Column(c)); d != "" {
						t.Fatalf("column %d (%v), rows from %d: %s", c, fields[c].Type, row, d)
					}
				}
				row += b.NumRows()
			}
			if row != n {
				t.Fatalf("read %d rows, wrote %d", row, n)
			}
		})
	}
}
