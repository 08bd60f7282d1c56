package arrays

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"
)

// xrSampleBatch builds a four-column batch: int32 (nulls), utf8 (not null),
// float64 and arrow.bool8.
func xrSampleBatch(t *testing.T) (*RecordBatch, *Schema) {
	t.Helper()
	ib := NewInt32Builder()
	ib.AppendValues([]int32{1, 2, 3, 4, 5}, []bool{true, false, true, true, true})
	fb := NewFloat64Builder()
	fb.AppendValues([]float64{0.5, 1.5, 2.5, 3.5, 4.5}, nil)
	b8, err := NewBool8Array([]bool{true, false, true, false, false}, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSchema([]Field{
		{Name: "id", Type: Int32Type{}, Nullable: true},
		{Name: "name", Type: Utf8Type{}},
		{Name: "score", Type: Float64Type{}, Nullable: true},
		{Name: "flag", Type: Bool8Type{}, Nullable: true},
	}, nil)
	cols := []Array{
		ib.NewArray(),
		MakeArray(xrTextData(Utf8Type{}, false, []string{"a", "bb", "", "dddd", "e"}, nil)),
		fb.NewArray(),
		b8.ExtensionArray,
	}
	rb, err := NewRecordBatch(s, cols, 5)
	if err != nil {
		t.Fatal(err)
	}
	return rb, s
}

func TestRecordBatchAccessors(t *testing.T) {
	rb, s := xrSampleBatch(t)
	if rb.Schema() != s || rb.NumRows() != 5 || rb.NumCols() != 4 || len(rb.Columns()) != 4 {
		t.Fatalf("schema %p rows %d cols %d", rb.Schema(), rb.NumRows(), rb.NumCols())
	}
	for i, f := range s.Fields {
		if rb.ColumnName(i) != f.Name {
			t.Errorf("ColumnName(%d) = %q", i, rb.ColumnName(i))
		}
		c, ok := rb.ColumnByName(f.Name)
		if !ok || c != rb.Column(i) || c != rb.Columns()[i] {
			t.Errorf("ColumnByName(%q) = %v, %v", f.Name, c, ok)
		}
		if !TypeEqual(c.DataType(), f.Type) {
			t.Errorf("column %d type %v", i, c.DataType())
		}
	}
	if c, ok := rb.ColumnByName("missing"); ok || c != nil {
		t.Errorf("ColumnByName(missing) = %v, %v", c, ok)
	}
	want := "record batch: 5 rows, 4 columns\n" +
		"  id: int32 = [1 null 3 4 5]\n" +
		"  name: utf8 not null = [\"a\" \"bb\" \"\" \"dddd\" \"e\"]\n" +
		"  score: float64 = [0.5 1.5 2.5 3.5 4.5]\n" +
		"  flag: extension<arrow.bool8> = [true false true false false]\n"
	if got := rb.String(); got != want {
		t.Errorf("String() =\n%s\nwant\n%s", got, want)
	}
}

func TestRecordBatchOwnsColumnSlice(t *testing.T) {
	b := NewInt8Builder()
	b.AppendValues([]int8{1, 2}, nil)
	col := b.NewArray()
	cols := []Array{col}
	rb, err := NewRecordBatch(NewSchema([]Field{{Name: "a", Type: Int8Type{}}}, nil), cols, 2)
	if err != nil {
		t.Fatal(err)
	}
	cols[0] = nil // the caller reusing its slice must not reach the batch
	if rb.Column(0) != col {
		t.Errorf("batch shares the caller's column slice")
	}
}

func TestRecordBatchDuplicateNames(t *testing.T) {
	a := NewInt8Builder()
	a.AppendValues([]int8{1}, nil)
	b := NewInt8Builder()
	b.AppendValues([]int8{2}, nil)
	s := NewSchema([]Field{{Name: "x", Type: Int8Type{}}, {Name: "x", Type: Int8Type{}}}, nil)
	rb, err := NewRecordBatch(s, []Array{a.NewArray(), b.NewArray()}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if c, ok := rb.ColumnByName("x"); !ok || c.(*Int8).Value(0) != 1 {
		t.Errorf("ColumnByName with duplicate names should return the first column, got %v", c)
	}
}

func TestRecordBatchNoColumns(t *testing.T) {
	rb, err := NewRecordBatch(NewSchema(nil, nil), nil, 7)
	if err != nil {
		t.Fatal(err)
	}
	if rb.NumRows() != 7 || rb.NumCols() != 0 {
		t.Errorf("rows %d cols %d", rb.NumRows(), rb.NumCols())
	}
	if s := rb.Slice(2, 5); s.NumRows() != 3 {
		t.Errorf("slice rows %d", s.NumRows())
	}
	if got := rb.String(); got != "record batch: 7 rows, 0 columns\n" {
		t.Errorf("String() = %q", got)
	}
}

func TestNewRecordBatchErrors(t *testing.T) {
	i32 := func(vals []int32, valid []bool) Array {
		b := NewInt32Builder()
		b.AppendValues(vals, valid)
		return b.NewArray()
	}
	ok3 := i32([]int32{1, 2, 3}, nil)
	nulls3 := i32([]int32{1, 2, 3}, []bool{true, true, false})
	f := func(name string, typ DataType, nullable bool) Field {
		return Field{Name: name, Type: typ, Nullable: nullable}
	}
	schema := func(fs ...Field) *Schema { return NewSchema(fs, nil) }

	// a sparse union whose slot 1 selects a null child value
	child := i32([]int32{7, 8, 9}, []bool{true, false, true})
	codes := AllocBuffer(3) // all code 0
	ut := SparseUnionOf([]Field{f("a", Int32Type{}, true)}, nil)
	union := MakeArray(NewData(ut, 3, [][]byte{nil, codes}, []*Data{child.Data()}, 0, 0))

	// run-end encoded: runs [0,2) -> 5, [2,3) -> null
	ends := i32([]int32{2, 3}, nil)
	runVals := i32([]int32{5, 0}, []bool{true, false})
	ree := MakeArray(NewData(RunEndEncodedOf(Int32Type{}, Int32Type{}), 3, [][]byte{nil},
		[]*Data{ends.Data(), runVals.Data()}, 0, 0))

	cases := []struct {
		name   string
		schema *Schema
		cols   []Array
		nrows  int
		want   string
	}{
		{"nil schema", nil, nil, 0, "schema is nil"},
		{"negative rows", schema(), nil, -1, "negative row count -1"},
		{"too few columns", schema(f("a", Int32Type{}, true), f("b", Int32Type{}, true)), []Array{ok3}, 3, "1 columns for 2 schema fields"},
		{"too many columns", schema(f("a", Int32Type{}, true)), []Array{ok3, ok3}, 3, "2 columns for 1 schema fields"},
		{"nil column", schema(f("a", Int32Type{}, true)), []Array{nil}, 3, `column 0 ("a") is nil`},
		{"type", schema(f("a", Int32Type{}, true), f("b", Int64Type{}, true)), []Array{ok3, ok3}, 3,
			`column 1 ("b") has type int32, the schema says int64`},
		{"nil field type", schema(f("a", nil, true)), []Array{ok3}, 3, "the schema says <nil>"},
		{"extension vs storage", schema(f("a", Bool8Type{}, true)), []Array{i32(nil, nil)}, 0,
			"has type int32, the schema says extension<arrow.bool8>"},
		{"nested type", schema(f("l", ListOf(Int32Type{}), true)), []Array{
			MakeArray(NewData(&ListType{Elem: f("element", Int32Type{}, true)}, 0, [][]byte{nil, AllocBuffer(4)}, []*Data{i32(nil, nil).Data()}, 0, 0)),
		}, 0, "has type list<element: int32>, the schema says list<item: int32>"},
		{"length", schema(f("a", Int32Type{}, true)), []Array{ok3}, 4, `column 0 ("a") has 3 rows, want 4`},
		{"length of second", schema(f("a", Int32Type{}, true), f("b", Int32Type{}, true)), []Array{ok3, Slice(ok3, 1, 3)}, 3,
			`column 1 ("b") has 2 rows, want 3`},
		{"non-nullable with nulls", schema(f("a", Int32Type{}, true), f("b", Int32Type{}, false)), []Array{ok3, nulls3}, 3,
			`column 1 ("b") is not nullable but slot 2 is null`},
		{"non-nullable null type", schema(f("n", NullType{}, false)), []Array{NewNull(2)}, 2,
			`column 0 ("n") is not nullable but slot 0 is null`},
	}
	for _, c := range cases {
		rb, err := NewRecordBatch(c.schema, c.cols, c.nrows)
		if err == nil {
			t.Errorf("%s: accepted: %v", c.name, rb)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %q, want it to contain %q", c.name, err, c.want)
		}
	}

	// the same columns are fine where nulls are allowed or absent
	good := []struct {
		schema *Schema
		cols   []Array
		nrows  int
	}{
		{schema(f("b", Int32Type{}, true)), []Array{nulls3}, 3},
		{schema(f("b", Int32Type{}, false)), []Array{Slice(nulls3, 0, 2)}, 2},
		{schema(f("n", NullType{}, false)), []Array{NewNull(0)}, 0},
		{schema(f("n", NullType{}, true)), []Array{NewNull(4)}, 4},
		{schema(f("u", ut, false)), []Array{Slice(union, 2, 3)}, 1},
		{schema(f("r", ree.DataType(), false)), []Array{Slice(ree, 0, 2)}, 2},
		// Unions and run-end encoded arrays have no top-level nulls: a
		// non-nullable field may select null child values.
		{schema(f("u", ut, false)), []Array{union}, 3},
		{schema(f("r", ree.DataType(), false)), []Array{ree}, 3},
		{schema(f("l", ListOf(Int32Type{}), true)), []Array{
			MakeArray(NewData(ListOf(Int32Type{}), 0, [][]byte{nil, AllocBuffer(4)}, []*Data{i32(nil, nil).Data()}, 0, 0)),
		}, 0},
	}
	for i, g := range good {
		if _, err := NewRecordBatch(g.schema, g.cols, g.nrows); err != nil {
			t.Errorf("good case %d: %v", i, err)
		}
	}
}

func TestRecordBatchSlice(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const n = 70
	vals := make([]int64, n)
	valid := xrRandValid(r, n, 0.2)
	text := make([]string, n)
	for i := range vals {
		vals[i] = r.Int64()
		text[i] = strings.Repeat("x", r.IntN(5))
	}
	ib := NewInt64Builder()
	ib.AppendValues(vals, valid)
	s := NewSchema([]Field{{Name: "v", Type: Int64Type{}, Nullable: true}, {Name: "s", Type: Utf8Type{}, Nullable: true}}, nil)
	rb, err := NewRecordBatch(s, []Array{ib.NewArray(), MakeArray(xrTextData(Utf8Type{}, false, text, nil))}, n)
	if err != nil {
		t.Fatal(err)
	}
	check := func(sl *RecordBatch, lo, hi int) {
		t.Helper()
		if sl.NumRows() != hi-lo || sl.Schema() != s || sl.NumCols() != 2 {
			t.Fatalf("[%d:%d]: rows %d", lo, hi, sl.NumRows())
		}
		v := sl.Column(0).(*Int64)
		u := sl.Column(1).(*Utf8)
		if v.Len() != hi-lo || u.Len() != hi-lo {
			t.Fatalf("[%d:%d]: column lengths %d, %d", lo, hi, v.Len(), u.Len())
		}
		for i := 0; i < hi-lo; i++ {
			if v.IsNull(i) != !valid[lo+i] || (valid[lo+i] && v.Value(i) != vals[lo+i]) || u.Value(i) != text[lo+i] {
				t.Fatalf("[%d:%d] row %d: %v %q", lo, hi, i, v.ValueString(i), u.Value(i))
			}
		}
		// zero copy: same buffers as the parent's columns
		for k := range 2 {
			pb, sb := rb.Column(k).Data().Buffers, sl.Column(k).Data().Buffers
			for j := range pb {
				if unsafe.SliceData(pb[j]) != unsafe.SliceData(sb[j]) {
					t.Fatalf("[%d:%d] column %d buffer %d was copied", lo, hi, k, j)
				}
			}
		}
		// a slice is still a valid batch for its schema
		if _, err := NewRecordBatch(s, sl.Columns(), sl.NumRows()); err != nil {
			t.Fatalf("[%d:%d]: %v", lo, hi, err)
		}
	}
	for lo := 0; lo <= n; lo += 7 {
		for hi := lo; hi <= n; hi += 9 {
			sl := rb.Slice(lo, hi)
			check(sl, lo, hi)
			if hi-lo >= 3 {
				check(sl.Slice(1, hi-lo-1), lo+1, hi-1)
			}
		}
	}
	// the original is untouched
	check(rb, 0, n)

	for _, bad := range [][2]int{{-1, 2}, {3, 2}, {0, n + 1}} {
		func() {
			defer func() {
				if p := recover(); p == nil || !strings.Contains(p.(string), "out of range") {
					t.Errorf("Slice(%d, %d): panic %v", bad[0], bad[1], p)
				}
			}()
			rb.Slice(bad[0], bad[1])
		}()
	}
}
