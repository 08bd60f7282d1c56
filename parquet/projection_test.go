package parquet

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
)

// recordingReader records the byte ranges read through it.
type recordingReader struct {
	r    *bytes.Reader
	mu   sync.Mutex
	read [][2]int64
}

func (r *recordingReader) ReadAt(b []byte, off int64) (int, error) {
	r.mu.Lock()
	r.read = append(r.read, [2]int64{off, off + int64(len(b))})
	r.mu.Unlock()
	return r.r.ReadAt(b, off)
}

func (r *recordingReader) reset() {
	r.mu.Lock()
	r.read = nil
	r.mu.Unlock()
}

// touched reports whether a read overlapped [lo, hi).
func (r *recordingReader) touched(lo, hi int64) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.ContainsFunc(r.read, func(x [2]int64) bool { return x[0] < hi && lo < x[1] })
}

// projectionFile is a file of nested columns, several row groups and
// pages, page indexes on: id, s (structs in a struct, a list in them), l
// (a list of structs), m (a map of structs), n (a list of lists of
// structs) and a top-level field named "s.a".
func projectionFile(t *testing.T) []byte {
	t.Helper()
	i32, str := arrays.Int32Type{}, arrays.Utf8Type{}
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "id", Type: arrays.Int64Type{}},
		nullable("s", arrays.StructOf(nullable("a", i32),
			nullable("b", arrays.StructOf(nullable("c", str), nullable("d", arrays.Float64Type{}), nullable("e", arrays.ListOf(i32)))),
			nullable("f", str))),
		nullable("l", arrays.ListOf(arrays.StructOf(nullable("x", i32), nullable("y", str),
			nullable("z", arrays.StructOf(nullable("p", arrays.Int64Type{}), nullable("q", arrays.BoolType{})))))),
		nullable("m", arrays.MapOf(str, arrays.StructOf(nullable("u", i32), nullable("v", str)))),
		nullable("n", arrays.ListOf(arrays.ListOf(arrays.StructOf(nullable("g", i32), nullable("h", str))))),
		nullable("s.a", i32),
	}, nil)
	g := randarray.New(rand.New(rand.NewPCG(30, 1)), 0.2)
	const rows = 300
	cols := make([]arrays.Array, len(schema.Fields))
	for i, f := range schema.Fields {
		cols[i] = arrays.MakeArray(g.Data(f.Type, rows, f.Nullable))
	}
	rb, err := arrays.NewRecordBatch(schema, cols, rows)
	if err != nil {
		t.Fatal(err)
	}
	return writeBytes(t, schema, []*arrays.RecordBatch{rb}, RowGroupRows(120), PageSize(512), PageIndex(true))
}

// dropChildren is d, read whole, with only the fields of want, a pruned
// form of its type: structs keep the children want names, lists and maps
// their elements pruned alike. It is the projection done the long way.
func dropChildren(t *testing.T, d *arrays.Data, want arrays.DataType) *arrays.Data {
	t.Helper()
	var elem arrays.DataType
	switch w := want.(type) {
	case *arrays.StructType:
		have, ok := arrays.StorageOf(d.Type).(*arrays.StructType)
		if !ok {
			t.Fatalf("%s read as %s", d.Type, want)
		}
		kids := make([]*arrays.Data, len(w.Children))
		for i, f := range w.Children {
			k := slices.IndexFunc(have.Children, func(h arrays.Field) bool { return h.Name == f.Name })
			if k < 0 {
				t.Fatalf("%s has no child %s", d.Type, f.Name)
			}
			kids[i] = dropChildren(t, d.Children[k], f.Type)
		}
		return arrays.NewData(want, d.Length, d.Buffers, kids, d.NullN(), d.Offset)
	case *arrays.ListType:
		elem = w.Elem.Type
	case *arrays.LargeListType:
		elem = w.Elem.Type
	case *arrays.FixedSizeListType:
		elem = w.Elem.Type
	case *arrays.MapType:
		elem = w.Entries.Type
	default:
		if !arrays.TypeEqual(d.Type, want) {
			t.Fatalf("%s read as %s", d.Type, want)
		}
		return d
	}
	return arrays.NewData(want, d.Length, d.Buffers, []*arrays.Data{dropChildren(t, d.Children[0], elem)}, d.NullN(), d.Offset)
}

// checkProjection reads the columns o selects and checks them against
// the whole read with the unselected children dropped (the field names
// wantFields, types as typeOf gives), in whole row groups and in row
// ranges read through the page index; and that no byte of an unselected
// leaf's chunks was read. It returns the projected schema.
func checkProjection(t *testing.T, rr *recordingReader, f *File, o ReadOptions, wantFields []string) *arrays.Schema {
	t.Helper()
	whole, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	var schema *arrays.Schema
	some := []RowRange{{5, 17}, {100, 130}, {250, 251}}
	if n := f.NumRows(); n < 300 {
		some = []RowRange{{n / 2, n}}
	}
	for _, ranges := range [][]RowRange{nil, some} {
		o := o
		o.Rows = ranges
		if rr != nil {
			rr.reset()
		}
		got := readRows(t, f, o)
		schema, err = f.ProjectedSchema(o)
		if err != nil {
			t.Fatal(err)
		}
		for rb, err := range f.Batches(o) {
			if err != nil {
				t.Fatal(err)
			}
			if !rb.Schema().Equal(schema) {
				t.Fatalf("batch schema %s, ProjectedSchema %s", rb.Schema(), schema)
			}
		}
		var names []string
		for _, fd := range schema.Fields {
			names = append(names, fd.Name)
		}
		if !slices.Equal(names, wantFields) {
			t.Fatalf("fields %v, want %v", names, wantFields)
		}
		if !slices.Equal(schema.Metadata.Keys, f.ArrowSchema().Metadata.Keys) {
			t.Errorf("metadata %v, want the file's", schema.Metadata.Keys)
		}
		var wantCols []arrays.Array
		for _, fd := range schema.Fields {
			c := f.ArrowSchema().FieldIndex(fd.Name)
			var pieces []arrays.Array
			for _, rb := range whole {
				pieces = append(pieces, arrays.MakeArray(dropChildren(t, rb.Column(c).Data(), fd.Type)))
			}
			wantCols = append(wantCols, concat(t, fd.Type, pieces))
		}
		if ranges == nil {
			ranges = []RowRange{{0, f.NumRows()}}
		}
		sameRows(t, "projection", got, wantCols, ranges)
		if rr == nil {
			continue
		}
		// The chunks of the leaves outside the selection are never read;
		// those inside are.
		keep := map[int]bool{}
		sel, err := f.readSelection(o)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range f.columns(sel) {
			for _, l := range c.leaves {
				keep[l] = true
			}
		}
		var first int64
		for rg := range f.Metadata.RowGroups {
			// A row group outside the ranges is not read at all.
			end := first + f.Metadata.RowGroups[rg].NumRows
			in := slices.ContainsFunc(ranges, func(r RowRange) bool { return r.Start < end && first < r.End })
			first = end
			for leaf := range f.Schema.Leaves {
				lo, hi := chunkRange(f.Metadata.RowGroups[rg].Columns[leaf].MetaData)
				if read := rr.touched(lo, hi); read != (keep[leaf] && in) {
					t.Errorf("row group %d leaf %s: read %v, selected %v", rg, pathOf(f.Schema.Leaves[leaf]), read, keep[leaf])
				}
			}
		}
	}
	return schema
}

func concat(t *testing.T, typ arrays.DataType, pieces []arrays.Array) arrays.Array {
	t.Helper()
	b, err := arrays.NewBuilder(typ)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pieces {
		if err := arrays.AppendRange(b, p, 0, p.Len()); err != nil {
			t.Fatal(err)
		}
	}
	return b.NewArray()
}

func openRecorded(t *testing.T, b []byte) (*File, *recordingReader) {
	t.Helper()
	rr := &recordingReader{r: bytes.NewReader(b)}
	f, err := Open(rr, int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	return f, rr
}

// TestColumnPaths selects nodes of structs, lists and maps by path.
func TestColumnPaths(t *testing.T) {
	f, rr := openRecorded(t, projectionFile(t))
	before := f.ArrowSchema().String()
	for _, c := range []struct {
		paths  []string
		fields []string
		typ    string // the first field's type; "" for the file's
	}{
		{[]string{"s.b.c"}, []string{"s"}, "struct<b: struct<c: utf8>>"},
		// Several leaves of one struct come in schema order.
		{[]string{"s.f", "s.b.d", `s."a"`}, []string{"s"}, "struct<a: int32, b: struct<d: float64>, f: utf8>"},
		{[]string{`"s"."b".e`}, []string{"s"}, "struct<b: struct<e: list<item: int32>>>"},
		// Overlapping selections: the larger one wins.
		{[]string{"s.b", "s.b.c"}, []string{"s"}, "struct<b: struct<c: utf8, d: float64, e: list<item: int32>>>"},
		{[]string{"s.b.c", "s"}, []string{"s"}, ""},
		// Through a list: with or without its repeated group.
		{[]string{"l.element.y"}, []string{"l"}, "list<item: struct<y: utf8>>"},
		{[]string{"l.list.element.z.q", "l.element.x"}, []string{"l"}, "list<item: struct<x: int32, z: struct<q: bool>>>"},
		{[]string{"l.element"}, []string{"l"}, ""},
		{[]string{"n.element.element.h"}, []string{"n"}, "list<item: list<item: struct<h: utf8>>>"},
		// Maps: values pruned, keys whole; a key selects the map.
		{[]string{"m.value.v"}, []string{"m"}, "map<utf8, struct<v: utf8>>"},
		{[]string{"m.key_value.value.u"}, []string{"m"}, "map<utf8, struct<u: int32>>"},
		{[]string{"m.key"}, []string{"m"}, ""},
		// Fields in the order of the first path into each; a quoted name
		// holding a dot.
		{[]string{"m.value.u", "id", "l.element.x", `"s.a"`, "m.value.v"}, []string{"m", "id", "l", "s.a"}, "map<utf8, struct<u: int32, v: utf8>>"},
		{[]string{"id"}, []string{"id"}, ""},
	} {
		t.Run(strings.Join(c.paths, ","), func(t *testing.T) {
			s := checkProjection(t, rr, f, ReadOptions{ColumnPaths: c.paths}, c.fields)
			want := c.typ
			if want == "" {
				want = f.ArrowSchema().Fields[f.ArrowSchema().FieldIndex(c.fields[0])].Type.String()
			}
			if got := s.Fields[0].Type.String(); got != want {
				t.Errorf("type %s, want %s", got, want)
			}
		})
	}
	// With Columns and ColumnNames: their fields first, whole, and not
	// repeated.
	checkProjection(t, rr, f, ReadOptions{Columns: []int{2}, ColumnNames: []string{"id"}, ColumnPaths: []string{"id", "s.f", "l.element.x"}},
		[]string{"l", "id", "s"})
	if f.ArrowSchema().String() != before {
		t.Errorf("the file's schema changed:\n%s\nwas\n%s", f.ArrowSchema(), before)
	}
	if got, err := f.ReadAll(nil); err != nil || len(got) != 3 || !arrays.TypeEqual(got[0].Column(1).DataType(), f.ArrowSchema().Fields[1].Type) {
		t.Errorf("whole read after projections: %v", err)
	}
}

// TestColumnPathsDictionaries projects with ReadDictionaries: the
// selected strings come as dictionaries, as in the whole read.
func TestColumnPathsDictionaries(t *testing.T) {
	b := projectionFile(t)
	f, err := Open(bytes.NewReader(b), int64(len(b)), ReadDictionaries())
	if err != nil {
		t.Fatal(err)
	}
	s := checkProjection(t, nil, f, ReadOptions{ColumnPaths: []string{"l.element.y", "m.value.v", "s.b.c"}}, []string{"l", "m", "s"})
	for _, fd := range s.Fields {
		if !strings.Contains(fd.Type.String(), "dictionary<values=utf8") {
			t.Errorf("%s: %s", fd.Name, fd.Type)
		}
	}
}

// TestColumnPathErrors: paths that name nothing, or two nodes, or do not
// parse, are errors that name the path and what the schema holds.
func TestColumnPathErrors(t *testing.T) {
	f, err := OpenBytes(projectionFile(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		want []string
	}{
		{"nope", []string{`"nope"`, "top-level fields: id, s, l, m, n, s.a"}},
		{"s.b.zz", []string{`"s.b.zz"`, "s.b holds c, d, e"}},
		{"s.b.c.d", []string{`"s.b.c.d"`, "s.b.c is a leaf column"}},
		{"l.element.w", []string{"l.list.element holds x, y, z"}},
		{"m.nope", []string{"m holds key_value, key, value"}},
		{"s.a", []string{`"s.a" is ambiguous`, `"s"."a"`, `"s.a"`}},
		{`"s.a".x`, []string{`"s.a" is a leaf column`}},
		{"s..a", []string{"an empty name"}},
		{"", []string{"an empty name"}},
		{"s.", []string{"an empty name"}},
		{`"s`, []string{"not closed"}},
		{`"s"x`, []string{"followed by a dot"}},
		{`s"x`, []string{"a quote inside a name"}},
	} {
		var got error
		for _, err := range f.Batches(ReadOptions{ColumnPaths: []string{"id", c.path}}) {
			got = err
			break
		}
		if got == nil {
			t.Errorf("%q: no error", c.path)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(got.Error(), w) {
				t.Errorf("%q: %v, want it to say %s", c.path, got, w)
			}
		}
	}
}

// TestColumnPathDuplicates: a path of two fields of one name is an error.
func TestColumnPathDuplicates(t *testing.T) {
	i32 := arrays.Int32Type{}
	schema := arrays.NewSchema([]arrays.Field{nullable("x", i32), nullable("x", i32)}, nil)
	g := randarray.New(rand.New(rand.NewPCG(30, 3)), 0.2)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{g.Array(i32, 10), g.Array(i32, 10)}, 10)
	if err != nil {
		t.Fatal(err)
	}
	f, err := OpenBytes(writeBytes(t, schema, []*arrays.RecordBatch{rb}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ProjectedSchema(ReadOptions{ColumnPaths: []string{"x"}}); err == nil || !strings.Contains(err.Error(), `"x" is ambiguous: the schema holds 2 nodes of that path`) {
		t.Errorf("duplicate names: %v", err)
	}
}

// TestSplitPath parses quoted and plain names.
func TestSplitPath(t *testing.T) {
	for path, want := range map[string][]pathName{
		"a.b.c":          {{"a", false}, {"b", false}, {"c", false}},
		`"a.b".c`:        {{"a.b", true}, {"c", false}},
		`a."say ""hi"""`: {{"a", false}, {`say "hi"`, true}},
		`""`:             {{"", true}},
		`"x"."y"."z.w"`:  {{"x", true}, {"y", true}, {"z.w", true}},
	} {
		got, err := splitPath(path)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: %v %v, want %v", path, got, err, want)
		}
	}
	if !matches([]pathName{{"a", false}, {"b", false}}, "a.b") || matches([]pathName{{"a", true}, {"b", false}}, "a.b") || matches([]pathName{{"a", false}, {"b", false}}, "a.bc") {
		t.Error("matches")
	}
}

// TestColumnPathsCorpus projects parquet-testing's nested files: Rust's
// structs, maps of maps, an unannotated repeated group, a legacy list.
func TestColumnPathsCorpus(t *testing.T) {
	dir := filepath.Join(parquetTesting(t), "data")
	for _, c := range []struct {
		file   string
		paths  []string
		fields []string
		typ    string
	}{
		{"nested_structs.rust.parquet", []string{"roll_num.max", "BIA_3.mean", "roll_num.count"}, []string{"roll_num", "BIA_3"},
			"struct<max: int64 not null, count: uint64 not null>"},
		{"nested_maps.snappy.parquet", []string{"c", "a.value.key"}, []string{"c", "a"}, ""},
		{"nested_maps.snappy.parquet", []string{"a.key_value.key", "b"}, []string{"a", "b"}, "map<utf8, map<int32, bool>>"},
		{"repeated_no_annotation.parquet", []string{"phoneNumbers.phone.kind"}, []string{"phoneNumbers"},
			"struct<phone: list<item: struct<kind: utf8>> not null>"},
		{"repeated_no_annotation.parquet", []string{"phoneNumbers.phone.number", "id"}, []string{"phoneNumbers", "id"},
			"struct<phone: list<item: struct<number: int64 not null>> not null>"},
		{"old_list_structure.parquet", []string{"a.array.array"}, []string{"a"}, ""},
		{"nested_lists.snappy.parquet", []string{"a.element.element.element"}, []string{"a"}, ""},
		// Impala's maps name the repeated group "map".
		{"nullable.impala.parquet", []string{"nested_struct.C.d.element.element.F", "nested_struct.A", "int_map.map.value"}, []string{"nested_struct", "int_map"},
			"struct<A: int32, C: struct<d: list<element: list<element: struct<F: utf8>>>>>"},
		{"nullable.impala.parquet", []string{"nested_struct.g.value.H.i.element", "nested_struct.b", "int_Map_Array.element.key"}, []string{"nested_struct", "int_Map_Array"},
			"struct<b: list<element: int32>, g: map<utf8, struct<H: struct<i: list<element: float64>>>>>"},
		{"map_no_value.parquet", []string{"my_map_no_v.key", "my_list.element", "my_map.value"}, []string{"my_map_no_v", "my_list", "my_map"}, ""},
	} {
		t.Run(c.file+":"+strings.Join(c.paths, ","), func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join(dir, c.file))
			if err != nil {
				t.Fatal(err)
			}
			f, rr := openRecorded(t, b)
			s := checkProjection(t, rr, f, ReadOptions{ColumnPaths: c.paths}, c.fields)
			want := c.typ
			if want == "" {
				want = f.ArrowSchema().Fields[f.ArrowSchema().FieldIndex(c.fields[0])].Type.String()
			}
			if got := s.Fields[0].Type.String(); got != want {
				t.Errorf("type %s, want %s", got, want)
			}
		})
	}
}

// TestColumnPathsLegacyList projects a two-level list whose repeated
// group is the element, a struct of two fields (files of old parquet-mr
// and Hive): pruned to one field it is still the element, not a wrapper
// of a one-field list. The file is written three-level with a required
// element, whose levels are the two-level form's, and read through the
// two-level schema.
func TestColumnPathsLegacyList(t *testing.T) {
	i32 := arrays.Int32Type{}
	schema := arrays.NewSchema([]arrays.Field{
		nullable("l", &arrays.ListType{Elem: arrays.Field{Name: "element", Type: arrays.StructOf(nullable("x", i32), nullable("y", i32))}}),
	}, nil)
	g := randarray.New(rand.New(rand.NewPCG(30, 2)), 0.2)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{arrays.MakeArray(g.Data(schema.Fields[0].Type, 200, true))}, 200)
	if err != nil {
		t.Fatal(err)
	}
	f, rr := openRecorded(t, writeBytes(t, schema, []*arrays.RecordBatch{rb}, RowGroupRows(80), PageSize(256), PageIndex(true)))
	e := f.Metadata.Schema
	if len(e) != 6 || e[3].Name != "element" || e[3].NumChildren != 2 {
		t.Fatalf("schema %+v", e)
	}
	legacy := []SchemaElement{e[0], e[1], e[3], e[4], e[5]}
	legacy[2].Name = "foo"
	legacy[2].Repetition = e[2].Repetition
	if f.Schema, err = buildSchema(legacy); err != nil {
		t.Fatal(err)
	}
	if f.arrow, err = (&mapper{int96Unit: arrays.Nanosecond}).arrowSchema(f.Schema, nil); err != nil {
		t.Fatal(err)
	}
	if got := f.arrow.Fields[0].Type.String(); got != "list<foo: struct<x: int32, y: int32>>" {
		t.Fatalf("legacy list read as %s", got)
	}
	for _, p := range []string{"l.foo.y", "l.foo.x"} {
		s := checkProjection(t, rr, f, ReadOptions{ColumnPaths: []string{p}}, []string{"l"})
		want := "list<foo: struct<" + p[len(p)-1:] + ": int32>>"
		if got := s.Fields[0].Type.String(); got != want {
			t.Errorf("%s: %s, want %s", p, got, want)
		}
	}
}

// TestColumnPathsEveryLeaf reads each leaf of each parquet-testing file
// that reads whole by its path: equal to the whole read with the other
// children dropped.
func TestColumnPathsEveryLeaf(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(parquetTesting(t), "data", "*.parquet"))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		// large_string_map decompresses to more than the limits allow,
		// in seconds.
		if len(b) > 1<<20 || filepath.Base(p) == "large_string_map.brotli.parquet" {
			continue
		}
		f, err := OpenBytes(b)
		if err != nil {
			continue
		}
		if len(f.Schema.Leaves) > 64 {
			continue
		}
		if _, err := f.ReadAll(nil); err != nil {
			continue
		}
		t.Run(filepath.Base(p), func(t *testing.T) {
			for _, leaf := range f.Schema.Leaves {
				path := escapedPath(leaf)
				top := f.arrow.Fields[slices.Index(f.Schema.Root.Children, topNode(leaf))].Name
				if slices.ContainsFunc(f.Schema.Root.Children, func(n *Node) bool { return n != topNode(leaf) && n.Element.Name == top }) {
					continue // two top-level fields of one name
				}
				if n, err := f.findPath(path); err != nil || n != leaf {
					t.Errorf("%s: %v %v", path, n, err)
					continue
				}
				checkProjection(t, nil, f, ReadOptions{ColumnPaths: []string{path}}, []string{top})
			}
		})
	}
}

func topNode(n *Node) *Node {
	for n.Parent.Parent != nil {
		n = n.Parent
	}
	return n
}
