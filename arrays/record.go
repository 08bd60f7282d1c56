package arrays

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// RecordBatch is a schema plus one array per field, all of the same length:
// the unit of data that IPC streams and files carry. It is immutable; Slice
// shares the columns' buffers.
type RecordBatch struct {
	schema *Schema
	cols   []Array
	nrows  int
}

// NewRecordBatch checks that cols match schema and returns the batch. There
// must be one column per field, each of the field's type (TypeEqual) and nrows
// long, and a column of a non-nullable field must hold no null at its top
// level (unions and run-end encoded columns have no top-level nulls: their
// nulls are their children's).
// Nullability of nested children is a matter for array validation, as is the
// soundness of the columns' buffers. nrows is explicit so that a batch with
// no columns still has a length.
func NewRecordBatch(schema *Schema, cols []Array, nrows int) (*RecordBatch, error) {
	if schema == nil {
		return nil, fmt.Errorf("arrays: record batch: schema is nil")
	}
	if nrows < 0 {
		return nil, fmt.Errorf("arrays: record batch: negative row count %d", nrows)
	}
	if len(cols) != len(schema.Fields) {
		return nil, fmt.Errorf("arrays: record batch: %d columns for %d schema fields", len(cols), len(schema.Fields))
	}
	for i, c := range cols {
		f := schema.Fields[i]
		where := "column " + strconv.Itoa(i) + " (" + strconv.Quote(f.Name) + ")"
		if c == nil {
			return nil, fmt.Errorf("arrays: record batch: %s is nil", where)
		}
		if !TypeEqual(f.Type, c.DataType()) {
			return nil, fmt.Errorf("arrays: record batch: %s has type %s, the schema says %s", where, c.DataType(), typeName(f.Type))
		}
		if c.Len() != nrows {
			return nil, fmt.Errorf("arrays: record batch: %s has %d rows, want %d", where, c.Len(), nrows)
		}
		if !f.Nullable {
			if slot := firstNull(c); slot >= 0 {
				return nil, fmt.Errorf("arrays: record batch: %s is not nullable but slot %d is null", where, slot)
			}
		}
	}
	return &RecordBatch{schema: schema, cols: slices.Clone(cols), nrows: nrows}, nil
}

// firstNull returns the first null slot of a at its top level, or -1:
// a slot its validity bitmap marks null, or any slot of the null type.
// Unions and run-end encoded arrays have no validity of their own; a slot
// of theirs is null when the value it selects is, and the nullability of
// their child fields governs that. (Arrow C++ writes non-nullable union
// fields whose children hold nulls: the IPC integration gold files do.)
func firstNull(a Array) int {
	switch {
	case a.DataType().ID() == NULL || StorageOf(a.DataType()).ID() == NULL:
		if a.Len() > 0 {
			return 0
		}
		return -1
	case !hasValidityBitmap(a.DataType()):
		return -1
	case a.NullN() == 0:
		return -1
	}
	for i := 0; i < a.Len(); i++ {
		if a.IsNull(i) {
			return i
		}
	}
	return -1
}

// Schema returns the batch's schema.
func (r *RecordBatch) Schema() *Schema { return r.schema }

// NumRows is the number of rows.
func (r *RecordBatch) NumRows() int { return r.nrows }

// NumCols is the number of columns.
func (r *RecordBatch) NumCols() int { return len(r.cols) }

// Column returns column i.
func (r *RecordBatch) Column(i int) Array { return r.cols[i] }

// Columns returns the columns; the slice is the batch's own and must not be
// modified.
func (r *RecordBatch) Columns() []Array { return r.cols }

// ColumnName returns the name of column i.
func (r *RecordBatch) ColumnName(i int) string { return r.schema.Fields[i].Name }

// ColumnByName returns the first column whose field is named name.
func (r *RecordBatch) ColumnByName(name string) (Array, bool) {
	i := r.schema.FieldIndex(name)
	if i < 0 {
		return nil, false
	}
	return r.cols[i], true
}

// Slice returns rows [i, j) as a new batch sharing the columns' buffers. It
// panics if the range is out of bounds, like a Go slice expression.
func (r *RecordBatch) Slice(i, j int) *RecordBatch {
	if i < 0 || j < i || j > r.nrows {
		panic(fmt.Sprintf("arrays: record batch slice [%d:%d] out of range for %d rows", i, j, r.nrows))
	}
	cols := make([]Array, len(r.cols))
	for k, c := range r.cols {
		cols[k] = Slice(c, i, j)
	}
	return &RecordBatch{schema: r.schema, cols: cols, nrows: j - i}
}

// String renders the batch one column per line:
//
//	record batch: 3 rows, 2 columns
//	  a: int32 = [1 2 3]
//	  b: utf8 = ["x" null "z"]
func (r *RecordBatch) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "record batch: %d rows, %d columns\n", r.nrows, len(r.cols))
	for i, c := range r.cols {
		fmt.Fprintf(&b, "  %s = %s\n", r.schema.Fields[i], c)
	}
	return b.String()
}
