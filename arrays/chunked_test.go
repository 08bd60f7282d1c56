package arrays

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// chInt64 builds an int64 chunk of vals; a negative value is null.
func chInt64(vals ...int64) Array {
	b := NewInt64Builder()
	for _, v := range vals {
		if v < 0 {
			b.AppendNull()
		} else {
			b.Append(v)
		}
	}
	return b.NewArray()
}

// flatInt64 reads c's slots as int64s (-1 for null) through Locate.
func flatInt64(c *Chunked) []int64 {
	out := make([]int64, c.Len())
	for i := range out {
		k, j := c.Locate(i)
		if c.Chunk(k).IsNull(j) {
			out[i] = -1
			continue
		}
		out[i] = c.Chunk(k).(*Int64).Value(j)
	}
	return out
}

func TestChunkedBasics(t *testing.T) {
	c, err := NewChunked(Int64Type{}, []Array{chInt64(1, 2), chInt64(), chInt64(-1, 4, 5), chInt64(6)})
	if err != nil {
		t.Fatal(err)
	}
	if c.Len() != 6 || c.NullN() != 1 || c.NumChunks() != 4 {
		t.Fatalf("len %d nulls %d chunks %d", c.Len(), c.NullN(), c.NumChunks())
	}
	want := []int64{1, 2, -1, 4, 5, 6}
	if got := flatInt64(c); !equalInts(got, want) {
		t.Fatalf("slots %v, want %v", got, want)
	}
	for i, w := range []struct{ k, j int }{{0, 0}, {0, 1}, {2, 0}, {2, 1}, {2, 2}, {3, 0}} {
		if k, j := c.Locate(i); k != w.k || j != w.j {
			t.Errorf("Locate(%d) = %d,%d want %d,%d", i, k, j, w.k, w.j)
		}
	}
	if !c.IsNull(2) || c.IsNull(3) || c.ValueString(5) != "6" {
		t.Error("IsNull/ValueString disagree with the chunks")
	}
	if s := c.String(); s != "[[1 2] [] [null 4 5] [6]]" {
		t.Errorf("String() = %q", s)
	}
	if err := c.ValidateFull(); err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{-1, 6} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Locate(%d) did not panic", i)
				}
			}()
			c.Locate(i)
		}()
	}
}

func TestChunkedErrors(t *testing.T) {
	if _, err := NewChunked(nil, nil); err == nil {
		t.Error("nil type accepted")
	}
	var nilArr *Int64
	if _, err := NewChunked(Int64Type{}, []Array{chInt64(1), nilArr}); err == nil || !strings.Contains(err.Error(), "chunk 1 is nil") {
		t.Errorf("nil chunk: %v", err)
	}
	ib := NewInt32Builder()
	ib.Append(1)
	if _, err := NewChunked(Int64Type{}, []Array{chInt64(1), ib.NewArray()}); err == nil || !strings.Contains(err.Error(), "chunk 1 has type int32") {
		t.Errorf("mixed types: %v", err)
	}
	e, err := NewChunked(Utf8Type{}, nil)
	if err != nil || e.Len() != 0 || e.NumChunks() != 0 || e.Slice(0, 0).Len() != 0 {
		t.Errorf("empty column: %v", err)
	}
	// A broken chunk is named by Validate.
	bad := NewData(Int64Type{}, 4, [][]byte{nil, AllocBuffer(8)}, nil, 0, 0)
	c, err := NewChunked(Int64Type{}, []Array{chInt64(1), MakeArray(bad)})
	if err != nil {
		t.Fatal(err)
	}
	err = c.Validate()
	if err == nil || !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "chunk 1 (column slots 1..5)") {
		t.Errorf("Validate of a short buffer: %v", err)
	}
}

func TestChunkedSliceRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		var chunks []Array
		var flat []int64
		for range r.IntN(5) {
			vals := make([]int64, r.IntN(6))
			for i := range vals {
				vals[i] = int64(r.IntN(10)) - 2 // some nulls
				if vals[i] < 0 {
					vals[i] = -1
				}
			}
			chunks = append(chunks, chInt64(vals...))
			flat = append(flat, vals...)
		}
		c, err := NewChunked(Int64Type{}, chunks)
		if err != nil {
			t.Fatal(err)
		}
		i := r.IntN(len(flat) + 1)
		j := i + r.IntN(len(flat)-i+1)
		s := c.Slice(i, j)
		if got := flatInt64(s); !equalInts(got, flat[i:j]) {
			t.Fatalf("Slice(%d,%d) of %v = %v", i, j, c, s)
		}
		nulls := 0
		for _, v := range flat[i:j] {
			if v < 0 {
				nulls++
			}
		}
		if s.NullN() != nulls {
			t.Fatalf("Slice(%d,%d).NullN() = %d want %d", i, j, s.NullN(), nulls)
		}
		for _, ch := range s.Chunks() {
			if ch.Len() == 0 {
				t.Fatalf("Slice(%d,%d) kept an empty chunk: %v", i, j, s)
			}
		}
		// A slice of a slice is the slice of the range.
		if s.Len() > 0 {
			a := r.IntN(s.Len() + 1)
			if got := flatInt64(s.Slice(a, s.Len())); !equalInts(got, flat[i+a:j]) {
				t.Fatalf("re-slice: %v", got)
			}
		}
	}
}

func equalInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func tableSample(t *testing.T) (*Table, *Schema) {
	t.Helper()
	s := NewSchema([]Field{
		{Name: "a", Type: Int64Type{}, Nullable: true},
		{Name: "b", Type: Int64Type{}},
	}, nil)
	a, _ := NewChunked(Int64Type{}, []Array{chInt64(1, -1, 3), chInt64(4, 5)})
	b, _ := NewChunked(Int64Type{}, []Array{chInt64(10), chInt64(20, 30, 40), chInt64(), chInt64(50)})
	tb, err := NewTable(s, []*Chunked{a, b}, 5)
	if err != nil {
		t.Fatal(err)
	}
	return tb, s
}

func TestTable(t *testing.T) {
	tb, s := tableSample(t)
	if tb.NumRows() != 5 || tb.NumCols() != 2 || tb.Schema() != s || tb.ColumnName(1) != "b" {
		t.Fatal("accessors")
	}
	if c, ok := tb.ColumnByName("b"); !ok || c != tb.Column(1) {
		t.Fatal("ColumnByName")
	}
	if _, ok := tb.ColumnByName("z"); ok {
		t.Fatal("ColumnByName of a missing name")
	}
	if err := tb.ValidateFull(); err != nil {
		t.Fatal(err)
	}
	// Batches cut at both columns' chunk ends: 1, 3, 4, 5.
	bs := tb.RecordBatches()
	var lens []int64
	var a, b []int64
	for _, rb := range bs {
		lens = append(lens, int64(rb.NumRows()))
		a = append(a, flatInt64(ChunkedOf(rb.Column(0)))...)
		b = append(b, flatInt64(ChunkedOf(rb.Column(1)))...)
	}
	if !equalInts(lens, []int64{1, 2, 1, 1}) || !equalInts(a, []int64{1, -1, 3, 4, 5}) || !equalInts(b, []int64{10, 20, 30, 40, 50}) {
		t.Fatalf("batches %v: a %v b %v", lens, a, b)
	}
	back, err := NewTableFromRecordBatches(s, bs)
	if err != nil {
		t.Fatal(err)
	}
	if back.NumRows() != 5 || back.Column(0).NumChunks() != 4 || !equalInts(flatInt64(back.Column(1)), b) {
		t.Fatalf("from batches: %v", back)
	}
	sl := tb.Slice(2, 4)
	if sl.NumRows() != 2 || !equalInts(flatInt64(sl.Column(0)), []int64{3, 4}) || !equalInts(flatInt64(sl.Column(1)), []int64{30, 40}) {
		t.Fatalf("slice: %v", sl)
	}
	if !strings.HasPrefix(tb.String(), "table: 5 rows, 2 columns\n") {
		t.Errorf("String() = %q", tb.String())
	}
	// A table with no columns keeps its row count.
	nc, err := NewTable(NewSchema(nil, nil), nil, 3)
	if err != nil || len(nc.RecordBatches()) != 1 || nc.RecordBatches()[0].NumRows() != 3 {
		t.Fatalf("no columns: %v", err)
	}
	if empty := tb.Slice(5, 5); len(empty.RecordBatches()) != 0 {
		t.Fatal("an empty table has batches")
	}
}

func TestTableErrors(t *testing.T) {
	tb, s := tableSample(t)
	a, b := tb.Column(0), tb.Column(1)
	short := a.Slice(0, 4)
	ib := NewInt32Builder()
	ib.Append(1)
	i32 := ChunkedOf(ib.NewArray())
	for _, tc := range []struct {
		schema *Schema
		cols   []*Chunked
		n      int
		want   string
	}{
		{nil, nil, 0, "schema is nil"},
		{s, []*Chunked{a, b}, -1, "negative row count"},
		{s, []*Chunked{a}, 5, "1 columns for 2 schema fields"},
		{s, []*Chunked{a, nil}, 5, `column 1 ("b") is nil`},
		{s, []*Chunked{short, b}, 5, `column 0 ("a") has 4 rows, want 5`},
		{s, []*Chunked{i32, b}, 5, `column 0 ("a") has type int32`},
		{s, []*Chunked{b, a}, 5, `column 1 ("b") is not nullable but row 1 is null`},
	} {
		if _, err := NewTable(tc.schema, tc.cols, tc.n); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("NewTable: %v, want %q", err, tc.want)
		}
	}
	other := NewSchema([]Field{{Name: "x", Type: Int64Type{}}}, nil)
	rb, _ := NewRecordBatch(other, []Array{chInt64(1)}, 1)
	if _, err := NewTableFromRecordBatches(s, []*RecordBatch{rb}); err == nil || !strings.Contains(err.Error(), "record batch 0 has a schema other") {
		t.Errorf("foreign batch: %v", err)
	}
	if _, err := NewTableFromRecordBatches(s, []*RecordBatch{nil}); err == nil {
		t.Error("nil batch accepted")
	}
	if e, err := NewTableFromRecordBatches(s, nil); err != nil || e.NumRows() != 0 || e.Column(0).NumChunks() != 0 {
		t.Errorf("no batches: %v", err)
	}
}
