package arrays

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Chunked is one logical column held as a sequence of arrays of the same
// type (its chunks), the way IPC streams, Parquet row groups and appends
// deliver a column: Arrow C++'s ChunkedArray, arrow-go's arrow.Chunked,
// pyarrow's ChunkedArray. Slot i of the column is slot i-s of the chunk
// that starts at s. It is immutable; Slice shares the chunks' buffers.
// A Chunked may hold no chunk at all (an empty column still has a type).
type Chunked struct {
	typ    DataType
	chunks []Array
	ends   []int // ends[i]: the column slot just past chunk i
}

// NewChunked returns the column made of chunks, each of type t
// (TypeEqual). It checks types only; Validate checks the chunks' buffers.
// The slice of chunks is copied, the chunks are shared.
func NewChunked(t DataType, chunks []Array) (*Chunked, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: chunked: type is nil")
	}
	ends := make([]int, len(chunks))
	n := 0
	for i, c := range chunks {
		if isNilArray(c) {
			return nil, fmt.Errorf("arrays: chunked: chunk %d is nil", i)
		}
		if !TypeEqual(t, c.DataType()) {
			return nil, fmt.Errorf("arrays: chunked: chunk %d has type %s, the column's is %s", i, c.DataType(), typeName(t))
		}
		n += c.Len()
		ends[i] = n
	}
	return &Chunked{typ: t, chunks: slices.Clone(chunks), ends: ends}, nil
}

// ChunkedOf returns a one-chunk column holding a (a non-nil array), so
// that an array can go wherever a column is expected.
func ChunkedOf(a Array) *Chunked {
	return &Chunked{typ: a.DataType(), chunks: []Array{a}, ends: []int{a.Len()}}
}

// isNilArray reports whether a is nil or a nil pointer in the interface.
func isNilArray(a Array) bool {
	if a == nil {
		return true
	}
	v := reflect.ValueOf(a)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

// DataType is the column's type.
func (c *Chunked) DataType() DataType { return c.typ }

// Len is the number of slots of all chunks together.
func (c *Chunked) Len() int {
	if len(c.ends) == 0 {
		return 0
	}
	return c.ends[len(c.ends)-1]
}

// NullN is the number of null slots of all chunks together (each chunk's
// NullN: see Data.NullN for the layouts without a validity bitmap).
func (c *Chunked) NullN() int {
	n := 0
	for _, ch := range c.chunks {
		n += ch.NullN()
	}
	return n
}

// NumChunks is the number of chunks.
func (c *Chunked) NumChunks() int { return len(c.chunks) }

// Chunk returns chunk i.
func (c *Chunked) Chunk(i int) Array { return c.chunks[i] }

// Chunks returns the chunks; the slice is the column's own and must not
// be modified.
func (c *Chunked) Chunks() []Array { return c.chunks }

// ChunkStart returns the column slot where chunk i starts.
func (c *Chunked) ChunkStart(i int) int {
	if i == 0 {
		return 0
	}
	return c.ends[i-1]
}

// Locate returns the chunk holding column slot i and the slot within it.
// Empty chunks are never returned. It panics if i is out of range.
func (c *Chunked) Locate(i int) (chunk, slot int) {
	if uint(i) >= uint(c.Len()) {
		panic(fmt.Sprintf("arrays: chunked: index %d out of range [0, %d)", i, c.Len()))
	}
	// The first chunk whose end lies past i; empty chunks end where the
	// one before them does, so they are never first.
	k := sort.SearchInts(c.ends, i+1)
	return k, i - c.ChunkStart(k)
}

// IsNull reports whether slot i is null (see Array.IsNull).
func (c *Chunked) IsNull(i int) bool {
	k, j := c.Locate(i)
	return c.chunks[k].IsNull(j)
}

// IsValid is !IsNull(i).
func (c *Chunked) IsValid(i int) bool { return !c.IsNull(i) }

// ValueString renders slot i ("null" for a null slot).
func (c *Chunked) ValueString(i int) string {
	k, j := c.Locate(i)
	return c.chunks[k].ValueString(j)
}

// Slice returns slots [i, j) as a column sharing the chunks' buffers: the
// parts of the chunks the range covers, without the empty ones. It panics
// if the range is out of bounds, like a Go slice expression.
func (c *Chunked) Slice(i, j int) *Chunked {
	if i < 0 || j < i || j > c.Len() {
		panic(fmt.Sprintf("arrays: chunked slice [%d:%d] out of range for length %d", i, j, c.Len()))
	}
	out := &Chunked{typ: c.typ}
	for k, ch := range c.chunks {
		s, e := c.ChunkStart(k), c.ends[k]
		lo, hi := max(i, s), min(j, e)
		if lo >= hi {
			continue
		}
		if lo > s || hi < e {
			ch = Slice(ch, lo-s, hi-s)
		}
		out.chunks = append(out.chunks, ch)
		out.ends = append(out.ends, out.Len()+hi-lo)
	}
	return out
}

// Validate checks every chunk with Validate; an error names the chunk.
func (c *Chunked) Validate() error { return c.validate(Validate) }

// ValidateFull checks every chunk with ValidateFull; an error names the
// chunk.
func (c *Chunked) ValidateFull() error { return c.validate(ValidateFull) }

func (c *Chunked) validate(check func(Array) error) error {
	for k, ch := range c.chunks {
		if !TypeEqual(c.typ, ch.DataType()) { // a Chunked built by hand (the zero value)
			return fmt.Errorf("arrays: chunked: chunk %d has type %s, the column's is %s", k, ch.DataType(), typeName(c.typ))
		}
		if err := check(ch); err != nil {
			return fmt.Errorf("arrays: chunked: chunk %d (column slots %d..%d): %w", k, c.ChunkStart(k), c.ends[k], err)
		}
	}
	return nil
}

// String renders the column as its chunks: [[v0 v1] [v2]].
func (c *Chunked) String() string {
	var b strings.Builder
	b.WriteByte('[')
	for k, ch := range c.chunks {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(ch.String())
	}
	b.WriteByte(']')
	return b.String()
}

// Table is a schema plus one chunked column per field, all of the same
// length: what Arrow C++'s and arrow-go's Table and pyarrow's Table hold.
// Its columns may be chunked differently. It is immutable; Slice shares
// the columns' buffers.
type Table struct {
	schema *Schema
	cols   []*Chunked
	nrows  int
}

// NewTable checks that cols match schema and returns the table: one column
// per field, of the field's type, nrows long, and no null at the top level
// of a non-nullable field's column (the rules of NewRecordBatch).
func NewTable(schema *Schema, cols []*Chunked, nrows int) (*Table, error) {
	if schema == nil {
		return nil, fmt.Errorf("arrays: table: schema is nil")
	}
	if nrows < 0 {
		return nil, fmt.Errorf("arrays: table: negative row count %d", nrows)
	}
	if len(cols) != len(schema.Fields) {
		return nil, fmt.Errorf("arrays: table: %d columns for %d schema fields", len(cols), len(schema.Fields))
	}
	for i, c := range cols {
		f := schema.Fields[i]
		where := "column " + strconv.Itoa(i) + " (" + strconv.Quote(f.Name) + ")"
		if c == nil {
			return nil, fmt.Errorf("arrays: table: %s is nil", where)
		}
		if !TypeEqual(f.Type, c.DataType()) {
			return nil, fmt.Errorf("arrays: table: %s has type %s, the schema says %s", where, c.DataType(), typeName(f.Type))
		}
		if c.Len() != nrows {
			return nil, fmt.Errorf("arrays: table: %s has %d rows, want %d", where, c.Len(), nrows)
		}
		if !f.Nullable {
			for k, ch := range c.chunks {
				if slot := firstNull(ch); slot >= 0 {
					return nil, fmt.Errorf("arrays: table: %s is not nullable but row %d is null", where, c.ChunkStart(k)+slot)
				}
			}
		}
	}
	return &Table{schema: schema, cols: slices.Clone(cols), nrows: nrows}, nil
}

// NewTableFromRecordBatches stacks batches, each of the given schema
// (Schema.Equal), into a table whose column i has batch j's column i as
// chunk j. The batches' columns are shared.
func NewTableFromRecordBatches(schema *Schema, batches []*RecordBatch) (*Table, error) {
	if schema == nil {
		return nil, fmt.Errorf("arrays: table: schema is nil")
	}
	cols := make([][]Array, len(schema.Fields))
	n := 0
	for j, b := range batches {
		if b == nil {
			return nil, fmt.Errorf("arrays: table: record batch %d is nil", j)
		}
		if !b.Schema().Equal(schema) {
			return nil, fmt.Errorf("arrays: table: record batch %d has a schema other than the table's:\n%s", j, b.Schema())
		}
		for i := range cols {
			cols[i] = append(cols[i], b.Column(i))
		}
		n += b.NumRows()
	}
	chunked := make([]*Chunked, len(cols))
	for i, ch := range cols {
		// Each batch was checked against the schema when it was built.
		c, err := NewChunked(schema.Fields[i].Type, ch)
		if err != nil {
			return nil, fmt.Errorf("arrays: table: column %d (%q): %w", i, schema.Fields[i].Name, err)
		}
		chunked[i] = c
	}
	return &Table{schema: schema, cols: chunked, nrows: n}, nil
}

// Schema returns the table's schema.
func (t *Table) Schema() *Schema { return t.schema }

// NumRows is the number of rows.
func (t *Table) NumRows() int { return t.nrows }

// NumCols is the number of columns.
func (t *Table) NumCols() int { return len(t.cols) }

// Column returns column i.
func (t *Table) Column(i int) *Chunked { return t.cols[i] }

// Columns returns the columns; the slice is the table's own and must not
// be modified.
func (t *Table) Columns() []*Chunked { return t.cols }

// ColumnName returns the name of column i.
func (t *Table) ColumnName(i int) string { return t.schema.Fields[i].Name }

// ColumnByName returns the first column whose field is named name.
func (t *Table) ColumnByName(name string) (*Chunked, bool) {
	i := t.schema.FieldIndex(name)
	if i < 0 {
		return nil, false
	}
	return t.cols[i], true
}

// Slice returns rows [i, j) as a table sharing the columns' buffers. It
// panics if the range is out of bounds, like a Go slice expression.
func (t *Table) Slice(i, j int) *Table {
	if i < 0 || j < i || j > t.nrows {
		panic(fmt.Sprintf("arrays: table slice [%d:%d] out of range for %d rows", i, j, t.nrows))
	}
	cols := make([]*Chunked, len(t.cols))
	for k, c := range t.cols {
		cols[k] = c.Slice(i, j)
	}
	return &Table{schema: t.schema, cols: cols, nrows: j - i}
}

// Validate checks every column's chunks with Validate; an error names the
// column and the chunk.
func (t *Table) Validate() error { return t.validate((*Chunked).Validate) }

// ValidateFull checks every column's chunks with ValidateFull.
func (t *Table) ValidateFull() error { return t.validate((*Chunked).ValidateFull) }

func (t *Table) validate(check func(*Chunked) error) error {
	for i, c := range t.cols {
		if err := check(c); err != nil {
			return fmt.Errorf("arrays: table: column %d (%q): %w", i, t.ColumnName(i), err)
		}
	}
	return nil
}

// RecordBatches returns the table as record batches sharing its buffers,
// cut wherever any column's chunk ends, so that each batch's columns are
// slices of single chunks; a table with no column gives one batch of all
// its rows (none when it has no row). Concatenated, the batches are the
// table.
func (t *Table) RecordBatches() []*RecordBatch {
	cuts := t.cuts()
	out := make([]*RecordBatch, 0, len(cuts))
	pos := make([]int, len(t.cols)) // the chunk of each column holding row lo
	lo := 0
	for _, hi := range cuts {
		cols := make([]Array, len(t.cols))
		for k, c := range t.cols {
			for c.ends[pos[k]] <= lo { // skip the chunks that end at or before lo
				pos[k]++
			}
			s := c.ChunkStart(pos[k])
			ch := c.chunks[pos[k]]
			if lo > s || hi < c.ends[pos[k]] {
				ch = Slice(ch, lo-s, hi-s)
			}
			cols[k] = ch
		}
		out = append(out, &RecordBatch{schema: t.schema, cols: cols, nrows: hi - lo})
		lo = hi
	}
	return out
}

// cuts returns the ends of the table's batches: every distinct chunk end
// of every column in (0, nrows], ascending.
func (t *Table) cuts() []int {
	if t.nrows == 0 {
		return nil
	}
	var cuts []int
	for _, c := range t.cols {
		cuts = append(cuts, c.ends...)
	}
	cuts = append(cuts, t.nrows)
	slices.Sort(cuts)
	cuts = slices.Compact(cuts)
	if cuts[0] == 0 {
		cuts = cuts[1:]
	}
	return cuts
}

// String renders the table one column per line, as RecordBatch does.
func (t *Table) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "table: %d rows, %d columns\n", t.nrows, len(t.cols))
	for i, c := range t.cols {
		fmt.Fprintf(&b, "  %s = %s\n", t.schema.Fields[i], c)
	}
	return b.String()
}
