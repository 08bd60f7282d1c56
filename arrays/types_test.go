package arrays

import (
	"fmt"
	"strings"
	"testing"
)

// xrPrimitiveStrings pins String() and BitWidth() of every sample of the
// generated type table; a new table entry fails the test until it is pinned.
var xrPrimitiveStrings = map[DataType]struct {
	s     string
	width int
}{
	Int8Type{}:    {"int8", 8},
	Int16Type{}:   {"int16", 16},
	Int32Type{}:   {"int32", 32},
	Int64Type{}:   {"int64", 64},
	Uint8Type{}:   {"uint8", 8},
	Uint16Type{}:  {"uint16", 16},
	Uint32Type{}:  {"uint32", 32},
	Uint64Type{}:  {"uint64", 64},
	Float16Type{}: {"float16", 16},
	Float32Type{}: {"float32", 32},
	Float64Type{}: {"float64", 64},

	Decimal32Type{Precision: 9, Scale: 2}:    {"decimal32(9, 2)", 32},
	Decimal32Type{Precision: 4, Scale: 0}:    {"decimal32(4, 0)", 32},
	Decimal64Type{Precision: 18, Scale: 4}:   {"decimal64(18, 4)", 64},
	Decimal64Type{Precision: 10, Scale: 10}:  {"decimal64(10, 10)", 64},
	Decimal128Type{Precision: 38, Scale: 10}: {"decimal128(38, 10)", 128},
	Decimal128Type{Precision: 19, Scale: 3}:  {"decimal128(19, 3)", 128},
	Decimal256Type{Precision: 76, Scale: 20}: {"decimal256(76, 20)", 256},
	Decimal256Type{Precision: 40, Scale: 0}:  {"decimal256(40, 0)", 256},

	Date32Type{}:                                     {"date32[day]", 32},
	Date64Type{}:                                     {"date64[ms]", 64},
	Time32Type{Unit: Second}:                         {"time32[s]", 32},
	Time32Type{Unit: Millisecond}:                    {"time32[ms]", 32},
	Time64Type{Unit: Microsecond}:                    {"time64[us]", 64},
	Time64Type{Unit: Nanosecond}:                     {"time64[ns]", 64},
	TimestampType{Unit: Second}:                      {"timestamp[s]", 64},
	DurationType{Unit: Microsecond}:                  {"duration[us]", 64},
	DurationType{Unit: Second}:                       {"duration[s]", 64},
	IntervalMonthsType{}:                             {"month_interval", 32},
	IntervalDayTimeType{}:                            {"day_time_interval", 64},
	IntervalMonthDayNanoType{}:                       {"month_day_nano_interval", 128},
	TimestampType{Unit: Nanosecond, TimeZone: "UTC"}: {"timestamp[ns, tz=UTC]", 64},
	TimestampType{Unit: Millisecond, TimeZone: "America/New_York"}: {"timestamp[ms, tz=America/New_York]", 64},
}

func TestPrimitiveTypeStrings(t *testing.T) {
	seen := map[DataType]bool{}
	for _, typ := range primitiveSamples {
		want, ok := xrPrimitiveStrings[typ]
		if !ok {
			t.Errorf("%#v (%s) has no pinned String(); add it to xrPrimitiveStrings", typ, typ)
			continue
		}
		seen[typ] = true
		if got := typ.String(); got != want.s {
			t.Errorf("%#v.String() = %q, want %q", typ, got, want.s)
		}
		fw, ok := typ.(FixedWidthType)
		if !ok {
			t.Errorf("%s is not a FixedWidthType", typ)
		} else if fw.BitWidth() != want.width {
			t.Errorf("%s.BitWidth() = %d, want %d", typ, fw.BitWidth(), want.width)
		}
		if _, nested := typ.(NestedType); nested {
			t.Errorf("%s claims to be nested", typ)
		}
		// the ID's name is the start of the type's rendering, except for the
		// intervals, which print as Arrow implementations do
		if id := typ.ID().String(); !strings.HasPrefix(want.s, id) && !strings.HasPrefix(id, "interval_") {
			t.Errorf("%s: ID %s", typ, id)
		}
	}
	for typ := range xrPrimitiveStrings {
		if !seen[typ] {
			t.Errorf("pinned %s is not among primitiveSamples", typ)
		}
	}
}

func TestFixedWidthBitWidth(t *testing.T) {
	for typ, want := range map[FixedWidthType]int{
		BoolType{}: 1, FixedSizeBinaryType{ByteWidth: 16}: 128, FixedSizeBinaryType{ByteWidth: 3}: 24, FixedSizeBinaryType{}: 0,
	} {
		if got := typ.BitWidth(); got != want {
			t.Errorf("%s.BitWidth() = %d, want %d", typ, got, want)
		}
	}
	for _, typ := range []DataType{NullType{}, BinaryType{}, Utf8Type{}, Utf8ViewType{}, ListOf(Int8Type{}), UUIDType{}} {
		if _, ok := typ.(FixedWidthType); ok {
			t.Errorf("%s claims a fixed width", typ)
		}
	}
}

func TestTimeUnitString(t *testing.T) {
	for u, want := range map[TimeUnit]string{Second: "s", Millisecond: "ms", Microsecond: "us", Nanosecond: "ns", 4: "TimeUnit(4)", 200: "TimeUnit(200)"} {
		if got := u.String(); got != want {
			t.Errorf("TimeUnit(%d).String() = %q, want %q", uint8(u), got, want)
		}
	}
}

func TestTypeIDString(t *testing.T) {
	want := []string{
		"null", "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
		"float16", "float32", "float64", "decimal32", "decimal64", "decimal128", "decimal256",
		"date32", "date64", "time32", "time64", "timestamp", "duration",
		"interval_months", "interval_day_time", "interval_month_day_nano",
		"binary", "utf8", "large_binary", "large_utf8", "binary_view", "utf8_view", "fixed_size_binary",
		"list", "large_list", "list_view", "large_list_view", "fixed_size_list", "struct", "map",
		"sparse_union", "dense_union", "dictionary", "run_end_encoded", "extension",
	}
	if len(want) != int(numTypeIDs) {
		t.Fatalf("%d names pinned for %d type IDs", len(want), numTypeIDs)
	}
	for id := TypeID(0); id < numTypeIDs; id++ {
		if got := id.String(); got != want[id] {
			t.Errorf("TypeID(%d).String() = %q, want %q", uint8(id), got, want[id])
		}
	}
	for _, id := range []TypeID{numTypeIDs, numTypeIDs + 1, 255} {
		if got, want := id.String(), fmt.Sprintf("TypeID(%d)", uint8(id)); got != want {
			t.Errorf("out-of-range ID: %q, want %q", got, want)
		}
	}
	// a few fixed points that other code spells out
	if EXTENSION.String() != "extension" || NULL != 0 || SPARSE_UNION.String() != "sparse_union" {
		t.Errorf("ID constants moved")
	}
}

func TestTypeIDPredicates(t *testing.T) {
	binaryLike := map[TypeID]bool{BINARY: true, UTF8: true, LARGE_BINARY: true, LARGE_UTF8: true, BINARY_VIEW: true, UTF8_VIEW: true}
	utf8 := map[TypeID]bool{UTF8: true, LARGE_UTF8: true, UTF8_VIEW: true}
	signed := map[TypeID]bool{INT8: true, INT16: true, INT32: true, INT64: true}
	unsigned := map[TypeID]bool{UINT8: true, UINT16: true, UINT32: true, UINT64: true}
	for id := TypeID(0); id <= numTypeIDs; id++ {
		if IsBinaryLike(id) != binaryLike[id] {
			t.Errorf("IsBinaryLike(%s) = %v", id, IsBinaryLike(id))
		}
		if IsUTF8(id) != utf8[id] {
			t.Errorf("IsUTF8(%s) = %v", id, IsUTF8(id))
		}
		if IsInteger(id) != (signed[id] || unsigned[id]) {
			t.Errorf("IsInteger(%s) = %v", id, IsInteger(id))
		}
		if IsSignedInteger(id) != signed[id] {
			t.Errorf("IsSignedInteger(%s) = %v", id, IsSignedInteger(id))
		}
	}
}

func TestTypeStrings(t *testing.T) {
	f := func(name string, typ DataType, nullable bool) Field {
		return Field{Name: name, Type: typ, Nullable: nullable}
	}
	cases := []struct {
		t    DataType
		want string
		id   TypeID
	}{
		{NullType{}, "null", NULL},
		{BoolType{}, "bool", BOOL},
		{BinaryType{}, "binary", BINARY},
		{Utf8Type{}, "utf8", UTF8},
		{LargeBinaryType{}, "large_binary", LARGE_BINARY},
		{LargeUtf8Type{}, "large_utf8", LARGE_UTF8},
		{BinaryViewType{}, "binary_view", BINARY_VIEW},
		{Utf8ViewType{}, "utf8_view", UTF8_VIEW},
		{FixedSizeBinaryType{ByteWidth: 16}, "fixed_size_binary[16]", FIXED_SIZE_BINARY},
		{FixedSizeBinaryType{}, "fixed_size_binary[0]", FIXED_SIZE_BINARY},
		{ListOf(Int32Type{}), "list<item: int32>", LIST},
		{&ListType{Elem: f("element", Utf8Type{}, false)}, "list<element: utf8 not null>", LIST},
		{LargeListOf(Utf8Type{}), "large_list<item: utf8>", LARGE_LIST},
		{ListViewOf(Float64Type{}), "list_view<item: float64>", LIST_VIEW},
		{LargeListViewOf(BoolType{}), "large_list_view<item: bool>", LARGE_LIST_VIEW},
		{FixedSizeListOf(Float32Type{}, 3), "fixed_size_list<item: float32>[3]", FIXED_SIZE_LIST},
		{StructOf(), "struct<>", STRUCT},
		{StructOf(f("a", Int32Type{}, true), f("b", Utf8Type{}, false)), "struct<a: int32, b: utf8 not null>", STRUCT},
		{ListOf(StructOf(f("x", ListOf(Int8Type{}), false))), "list<item: struct<x: list<item: int8> not null>>", LIST},
		{MapOf(Utf8Type{}, Int64Type{}), "map<utf8, int64>", MAP},
		{&MapType{Entries: MapOf(Int32Type{}, ListOf(Utf8Type{})).Entries, KeysSorted: true}, "map<int32, list<item: utf8>, keys_sorted>", MAP},
		{&MapType{Entries: f("entries", Int32Type{}, false)}, "map<null, null>", MAP}, // malformed entries
		{SparseUnionOf([]Field{f("a", Int32Type{}, true), f("b", Utf8Type{}, true)}, nil), "sparse_union<a: int32=0, b: utf8=1>", SPARSE_UNION},
		{DenseUnionOf([]Field{f("a", Int32Type{}, true), f("b", Utf8Type{}, false)}, []int8{5, 10}), "dense_union<a: int32=5, b: utf8 not null=10>", DENSE_UNION},
		{DenseUnionOf(nil, nil), "dense_union<>", DENSE_UNION},
		{&DictionaryType{Index: Int32Type{}, Value: Utf8Type{}}, "dictionary<values=utf8, indices=int32>", DICTIONARY},
		{&DictionaryType{Index: Uint8Type{}, Value: ListOf(Int64Type{}), Ordered: true}, "dictionary<values=list<item: int64>, indices=uint8, ordered>", DICTIONARY},
		{RunEndEncodedOf(Int32Type{}, Utf8Type{}), "run_end_encoded<run_ends: int32 not null, values: utf8>", RUN_END_ENCODED},
		{RunEndEncodedOf(Int16Type{}, StructOf(f("a", BoolType{}, true))), "run_end_encoded<run_ends: int16 not null, values: struct<a: bool>>", RUN_END_ENCODED},
		{UUIDType{}, "extension<arrow.uuid>", EXTENSION},
		{ListOf(Bool8Type{}), "list<item: extension<arrow.bool8>>", LIST},
	}
	for _, c := range cases {
		if got := c.t.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
		_, nested := c.t.(NestedType)
		if wantNested := c.id >= LIST && c.id <= RUN_END_ENCODED && c.id != DICTIONARY; nested != wantNested {
			t.Errorf("%s: NestedType %v, want %v", c.want, nested, wantNested)
		}
		if c.t.ID() != c.id {
			t.Errorf("%s: ID() = %s, want %s", c.want, c.t.ID(), c.id)
		}
	}
}

func TestFieldString(t *testing.T) {
	cases := []struct {
		f    Field
		want string
	}{
		{Field{Name: "a", Type: Int32Type{}, Nullable: true}, "a: int32"},
		{Field{Name: "a", Type: Int32Type{}}, "a: int32 not null"},
		{Field{Name: "", Type: Utf8Type{}, Nullable: true}, ": utf8"},
		{Field{Name: "n", Nullable: true}, "n: <nil>"},
		{Field{Name: "n"}, "n: <nil> not null"},
		// metadata does not show
		{Field{Name: "m", Type: BoolType{}, Nullable: true, Metadata: NewMetadata([]string{"k"}, []string{"v"})}, "m: bool"},
	}
	for _, c := range cases {
		if got := c.f.String(); got != c.want {
			t.Errorf("String() = %q, want %q", got, c.want)
		}
	}
}

func TestNestedAccessors(t *testing.T) {
	l := ListOf(Int32Type{})
	if l.ElemType() != (Int32Type{}) || len(l.Fields()) != 1 || l.Fields()[0].Name != "item" || !l.Fields()[0].Nullable {
		t.Errorf("ListOf: %v", l.Fields())
	}
	for _, nt := range []interface {
		NestedType
		ElemType() DataType
	}{LargeListOf(Int8Type{}), ListViewOf(Int8Type{}), LargeListViewOf(Int8Type{}), FixedSizeListOf(Int8Type{}, 2)} {
		if nt.ElemType() != (Int8Type{}) || len(nt.Fields()) != 1 || !nt.Fields()[0].Equal(Field{Name: "item", Type: Int8Type{}, Nullable: true}) {
			t.Errorf("%s: elem %v fields %v", nt, nt.ElemType(), nt.Fields())
		}
	}
	st := StructOf(Field{Name: "a", Type: Int8Type{}}, Field{Name: "b", Type: Int16Type{}}, Field{Name: "a", Type: Int32Type{}})
	for name, want := range map[string]int{"a": 0, "b": 1, "c": -1, "": -1} {
		if got := st.FieldIndex(name); got != want {
			t.Errorf("StructType.FieldIndex(%q) = %d, want %d", name, got, want)
		}
	}
	if len(st.Fields()) != 3 {
		t.Errorf("struct fields %v", st.Fields())
	}

	m := MapOf(Utf8Type{}, Float64Type{})
	if m.KeyType() != (Utf8Type{}) || m.ItemType() != (Float64Type{}) || m.Entries.Name != "entries" || m.Entries.Nullable {
		t.Errorf("MapOf: %v", m.Entries)
	}
	es := m.Entries.Type.(*StructType)
	if es.Children[0].Name != "key" || es.Children[0].Nullable || es.Children[1].Name != "value" || !es.Children[1].Nullable {
		t.Errorf("map entries %v", es)
	}
	if len(m.Fields()) != 1 || !m.Fields()[0].Equal(m.Entries) {
		t.Errorf("map fields %v", m.Fields())
	}

	u := DenseUnionOf([]Field{{Name: "a", Type: Int8Type{}}, {Name: "b", Type: Int8Type{}}}, []int8{3, -7})
	for code, want := range map[int8]int{3: 0, -7: 1, 0: -1, 1: -1} {
		if got := u.ChildIndex(code); got != want {
			t.Errorf("ChildIndex(%d) = %d, want %d", code, got, want)
		}
	}
	if su := SparseUnionOf(make([]Field, 3), nil); fmt.Sprint(su.TypeCodes) != "[0 1 2]" || su.Mode != SparseMode {
		t.Errorf("default codes %v mode %v", su.TypeCodes, su.Mode)
	}
	if len(u.Fields()) != 2 || u.Mode != DenseMode {
		t.Errorf("union fields %v", u.Fields())
	}

	ree := RunEndEncodedOf(Int64Type{}, Utf8Type{})
	if fs := ree.Fields(); len(fs) != 2 || fs[0].Nullable || !fs[1].Nullable || fs[0].Name != "run_ends" || fs[1].Name != "values" {
		t.Errorf("REE fields %v", fs)
	}
}

// xrVariants checks that the types built by each constructor equal a second
// build of themselves (distinct pointers, same structure) and differ from
// every other constructor's type.
func xrVariants(t *testing.T, family string, builds []func() DataType) {
	t.Helper()
	for i, bi := range builds {
		for j, bj := range builds {
			a, b := bi(), bj()
			if got := TypeEqual(a, b); got != (i == j) {
				t.Errorf("%s: TypeEqual(%s, %s) = %v (variants %d, %d)", family, a, b, got, i, j)
			}
		}
	}
}

func TestTypeEqualLists(t *testing.T) {
	md := NewMetadata([]string{"k"}, []string{"v"})
	xrVariants(t, "lists", []func() DataType{
		func() DataType { return ListOf(Int32Type{}) },
		func() DataType { return ListOf(Int64Type{}) },
		func() DataType { return &ListType{Elem: Field{Name: "element", Type: Int32Type{}, Nullable: true}} },
		func() DataType { return &ListType{Elem: Field{Name: "item", Type: Int32Type{}}} },
		func() DataType {
			return &ListType{Elem: Field{Name: "item", Type: Int32Type{}, Nullable: true, Metadata: md}}
		},
		func() DataType { return ListOf(ListOf(Int32Type{})) },
		func() DataType { return ListOf(ListOf(Int64Type{})) },
		func() DataType { return ListOf(&ListType{Elem: Field{Name: "item", Type: Int32Type{}}}) },
		func() DataType { return ListOf(StructOf(Field{Name: "a", Type: Int32Type{}})) },
		func() DataType { return LargeListOf(Int32Type{}) },
		func() DataType { return &LargeListType{Elem: Field{Name: "x", Type: Int32Type{}, Nullable: true}} },
		func() DataType { return LargeListOf(Int8Type{}) },
		func() DataType { return ListViewOf(Int32Type{}) },
		func() DataType { return &ListViewType{Elem: Field{Name: "item", Type: Int32Type{}}} },
		func() DataType { return ListViewOf(Utf8Type{}) },
		func() DataType { return LargeListViewOf(Int32Type{}) },
		func() DataType {
			return &LargeListViewType{Elem: Field{Name: "item", Type: Int32Type{}, Nullable: true, Metadata: md}}
		},
		func() DataType { return FixedSizeListOf(Int32Type{}, 2) },
		func() DataType { return FixedSizeListOf(Int32Type{}, 3) },
		func() DataType { return FixedSizeListOf(Int64Type{}, 2) },
		func() DataType {
			return &FixedSizeListType{Elem: Field{Name: "item", Type: Int32Type{}}, Size: 2}
		},
		func() DataType {
			return &FixedSizeListType{Elem: Field{Name: "v", Type: Int32Type{}, Nullable: true}, Size: 2}
		},
		func() DataType { return Int32Type{} },
	})
}

func TestTypeEqualStructs(t *testing.T) {
	a := Field{Name: "a", Type: Int32Type{}, Nullable: true}
	b := Field{Name: "b", Type: Utf8Type{}, Nullable: true}
	md1 := NewMetadata([]string{"k"}, []string{"v"})
	md2 := NewMetadata([]string{"k"}, []string{"w"})
	with := func(f Field, edit func(*Field)) Field { edit(&f); return f }
	xrVariants(t, "structs", []func() DataType{
		func() DataType { return StructOf() },
		func() DataType { return StructOf(a) },
		func() DataType { return StructOf(a, b) },
		func() DataType { return StructOf(b, a) },
		func() DataType { return StructOf(a, b, a) },
		func() DataType { return StructOf(with(a, func(f *Field) { f.Name = "A" }), b) },
		func() DataType { return StructOf(with(a, func(f *Field) { f.Nullable = false }), b) },
		func() DataType { return StructOf(with(a, func(f *Field) { f.Type = Uint32Type{} }), b) },
		func() DataType { return StructOf(with(a, func(f *Field) { f.Metadata = md1 }), b) },
		func() DataType { return StructOf(with(a, func(f *Field) { f.Metadata = md2 }), b) },
		func() DataType { return StructOf(a, with(b, func(f *Field) { f.Type = StructOf(a) })) },
		func() DataType { return StructOf(a, with(b, func(f *Field) { f.Type = StructOf(b) })) },
		func() DataType { return SparseUnionOf([]Field{a, b}, nil) },
	})
}

func TestTypeEqualMaps(t *testing.T) {
	entries := func(keyName string, key DataType, itemNullable bool) Field {
		return Field{Name: "entries", Type: StructOf(
			Field{Name: keyName, Type: key},
			Field{Name: "value", Type: Int64Type{}, Nullable: itemNullable},
		)}
	}
	xrVariants(t, "maps", []func() DataType{
		func() DataType { return MapOf(Utf8Type{}, Int64Type{}) },
		func() DataType { return &MapType{Entries: MapOf(Utf8Type{}, Int64Type{}).Entries, KeysSorted: true} },
		func() DataType { return MapOf(Int32Type{}, Int64Type{}) },
		func() DataType { return MapOf(Utf8Type{}, Int32Type{}) },
		func() DataType { return MapOf(Utf8Type{}, ListOf(Int64Type{})) },
		func() DataType { return &MapType{Entries: entries("k", Utf8Type{}, true)} },
		func() DataType { return &MapType{Entries: entries("key", Utf8Type{}, false)} },
		func() DataType {
			e := MapOf(Utf8Type{}, Int64Type{}).Entries
			e.Name = "key_value"
			return &MapType{Entries: e}
		},
		func() DataType {
			return ListOf(MapOf(Utf8Type{}, Int64Type{}).Entries.Type) // same layout, not a map
		},
	})
	// MapOf builds exactly what a hand-written map with standard names is
	if !TypeEqual(MapOf(Utf8Type{}, Int64Type{}), &MapType{Entries: entries("key", Utf8Type{}, true)}) {
		t.Errorf("MapOf differs from the standard layout")
	}
}

func TestTypeEqualUnions(t *testing.T) {
	a := Field{Name: "a", Type: Int32Type{}, Nullable: true}
	b := Field{Name: "b", Type: Utf8Type{}, Nullable: true}
	xrVariants(t, "unions", []func() DataType{
		func() DataType { return SparseUnionOf([]Field{a, b}, nil) },
		func() DataType { return DenseUnionOf([]Field{a, b}, nil) },
		func() DataType { return SparseUnionOf([]Field{a, b}, []int8{1, 0}) },
		func() DataType { return SparseUnionOf([]Field{a, b}, []int8{5, 7}) },
		func() DataType { return DenseUnionOf([]Field{a, b}, []int8{5, 7}) },
		func() DataType { return SparseUnionOf([]Field{b, a}, nil) },
		func() DataType { return SparseUnionOf([]Field{a}, nil) },
		func() DataType { return SparseUnionOf([]Field{a, b, a}, nil) },
		func() DataType { return SparseUnionOf([]Field{a, {Name: "c", Type: Utf8Type{}, Nullable: true}}, nil) },
		func() DataType { return SparseUnionOf([]Field{a, {Name: "b", Type: Utf8Type{}}}, nil) },
		func() DataType {
			return SparseUnionOf([]Field{a, {Name: "b", Type: BinaryType{}, Nullable: true}}, nil)
		},
		func() DataType { return SparseUnionOf(nil, nil) },
		func() DataType { return DenseUnionOf(nil, nil) },
		// codes list shorter than the children: malformed, but comparable
		func() DataType { return &UnionType{Mode: SparseMode, Children: []Field{a, b}, TypeCodes: []int8{0}} },
	})
	// omitted codes are 0..n-1
	if !TypeEqual(SparseUnionOf([]Field{a, b}, nil), SparseUnionOf([]Field{a, b}, []int8{0, 1})) {
		t.Errorf("default codes differ from explicit 0, 1")
	}
}

func TestTypeEqualDictionaryAndREE(t *testing.T) {
	xrVariants(t, "dictionaries", []func() DataType{
		func() DataType { return &DictionaryType{Index: Int32Type{}, Value: Utf8Type{}} },
		func() DataType { return &DictionaryType{Index: Int32Type{}, Value: Utf8Type{}, Ordered: true} },
		func() DataType { return &DictionaryType{Index: Int8Type{}, Value: Utf8Type{}} },
		func() DataType { return &DictionaryType{Index: Uint32Type{}, Value: Utf8Type{}} },
		func() DataType { return &DictionaryType{Index: Int32Type{}, Value: BinaryType{}} },
		func() DataType { return &DictionaryType{Index: Int32Type{}, Value: ListOf(Utf8Type{})} },
		func() DataType { return &DictionaryType{Index: Int32Type{}, Value: ListOf(BinaryType{})} },
		func() DataType { return Utf8Type{} },
	})
	xrVariants(t, "run-end encoded", []func() DataType{
		func() DataType { return RunEndEncodedOf(Int32Type{}, Utf8Type{}) },
		func() DataType { return RunEndEncodedOf(Int16Type{}, Utf8Type{}) },
		func() DataType { return RunEndEncodedOf(Int64Type{}, Utf8Type{}) },
		func() DataType { return RunEndEncodedOf(Int32Type{}, Int32Type{}) },
		func() DataType { return RunEndEncodedOf(Int32Type{}, ListOf(Int32Type{})) },
		func() DataType {
			r := RunEndEncodedOf(Int32Type{}, Utf8Type{})
			r.Values.Nullable = false
			return r
		},
		func() DataType {
			r := RunEndEncodedOf(Int32Type{}, Utf8Type{})
			r.RunEnds.Name = "ends"
			return r
		},
		func() DataType {
			r := RunEndEncodedOf(Int32Type{}, Utf8Type{})
			r.Values.Metadata = NewMetadata([]string{"k"}, []string{""})
			return r
		},
	})
}

func TestTypeEqualFlat(t *testing.T) {
	flat := []DataType{
		NullType{}, BoolType{}, BinaryType{}, Utf8Type{}, LargeBinaryType{}, LargeUtf8Type{},
		BinaryViewType{}, Utf8ViewType{}, FixedSizeBinaryType{ByteWidth: 4}, FixedSizeBinaryType{ByteWidth: 16},
	}
	flat = append(flat, primitiveSamples...)
	for i, a := range flat {
		for j, b := range flat {
			if got := TypeEqual(a, b); got != (i == j) {
				t.Errorf("TypeEqual(%s, %s) = %v", a, b, got)
			}
		}
		if TypeEqual(a, nil) || TypeEqual(nil, a) {
			t.Errorf("%s equals nil", a)
		}
	}
	if !TypeEqual(nil, nil) {
		t.Errorf("TypeEqual(nil, nil) = false")
	}
}

// xrWrap is a test extension type whose storage may itself be an extension.
type xrWrap struct{ inner DataType }

func (xrWrap) ID() TypeID              { return EXTENSION }
func (w xrWrap) String() string        { return "extension<test.wrap<" + w.inner.String() + ">>" }
func (xrWrap) ExtensionName() string   { return "test.wrap" }
func (w xrWrap) StorageType() DataType { return w.inner }
func (xrWrap) Serialize() string       { return "" }

func TestStorageOf(t *testing.T) {
	l := ListOf(UUIDType{})
	cases := []struct{ in, want DataType }{
		{Int32Type{}, Int32Type{}},
		{l, l}, // nested types are not unwrapped
		{UUIDType{}, FixedSizeBinaryType{ByteWidth: 16}},
		{Bool8Type{}, Int8Type{}},
		{JSONType{Storage: LargeUtf8Type{}}, LargeUtf8Type{}},
		{xrWrap{inner: Bool8Type{}}, Int8Type{}},
		{xrWrap{inner: xrWrap{inner: UUIDType{}}}, FixedSizeBinaryType{ByteWidth: 16}},
		{OpaqueType{Storage: l, TypeName: "t", VendorName: "v"}, l},
	}
	for _, c := range cases {
		if got := StorageOf(c.in); !TypeEqual(got, c.want) {
			t.Errorf("StorageOf(%s) = %s, want %s", c.in, got, c.want)
		}
	}
	if got := StorageOf(l); got != DataType(l) {
		t.Errorf("StorageOf of a list returned a different pointer")
	}
}

func TestMetadata(t *testing.T) {
	keys, vals := []string{"a", "b", "a"}, []string{"1", "2", "3"}
	m := NewMetadata(keys, vals)
	keys[0], vals[0] = "z", "9" // NewMetadata copies
	if m.Len() != 3 || m.Keys[0] != "a" || m.Values[0] != "1" {
		t.Errorf("NewMetadata aliases its arguments: %v", m)
	}
	if v, ok := m.Get("a"); !ok || v != "1" {
		t.Errorf("Get(a) = %q, %v; want the first pair", v, ok)
	}
	if v, ok := m.Get("b"); !ok || v != "2" {
		t.Errorf("Get(b) = %q, %v", v, ok)
	}
	if v, ok := m.Get("c"); ok || v != "" {
		t.Errorf("Get(c) = %q, %v", v, ok)
	}
	if (Metadata{}).Len() != 0 {
		t.Errorf("zero Metadata has pairs")
	}
	if _, ok := (Metadata{}).Get(""); ok {
		t.Errorf("zero Metadata has key \"\"")
	}

	variants := []Metadata{
		{},
		NewMetadata([]string{"a"}, []string{"1"}),
		NewMetadata([]string{"a"}, []string{"2"}),
		NewMetadata([]string{"b"}, []string{"1"}),
		NewMetadata([]string{"a", "b"}, []string{"1", "2"}),
		NewMetadata([]string{"b", "a"}, []string{"2", "1"}), // order matters
		NewMetadata([]string{""}, []string{""}),
	}
	for i, x := range variants {
		for j, y := range variants {
			if got := x.Equal(y); got != (i == j) {
				t.Errorf("%v.Equal(%v) = %v", x, y, got)
			}
		}
	}
	if !(Metadata{}).Equal(NewMetadata(nil, nil)) || !NewMetadata([]string{}, []string{}).Equal(Metadata{}) {
		t.Errorf("empty metadata forms differ")
	}

	defer func() {
		if recover() == nil {
			t.Errorf("NewMetadata with mismatched lengths did not panic")
		}
	}()
	NewMetadata([]string{"a"}, nil)
}

func TestFieldEqual(t *testing.T) {
	base := Field{Name: "f", Type: ListOf(Int32Type{}), Nullable: true, Metadata: NewMetadata([]string{"k"}, []string{"v"})}
	same := Field{Name: "f", Type: ListOf(Int32Type{}), Nullable: true, Metadata: NewMetadata([]string{"k"}, []string{"v"})}
	if !base.Equal(same) || !same.Equal(base) {
		t.Errorf("%v != %v", base, same)
	}
	diffs := []Field{
		{Name: "g", Type: ListOf(Int32Type{}), Nullable: true, Metadata: base.Metadata},
		{Name: "f", Type: ListOf(Int64Type{}), Nullable: true, Metadata: base.Metadata},
		{Name: "f", Type: LargeListOf(Int32Type{}), Nullable: true, Metadata: base.Metadata},
		{Name: "f", Type: ListOf(Int32Type{}), Nullable: false, Metadata: base.Metadata},
		{Name: "f", Type: ListOf(Int32Type{}), Nullable: true},
		{Name: "f", Type: ListOf(Int32Type{}), Nullable: true, Metadata: NewMetadata([]string{"k"}, []string{"w"})},
		{Name: "f", Type: nil, Nullable: true, Metadata: base.Metadata},
	}
	for _, d := range diffs {
		if base.Equal(d) || d.Equal(base) {
			t.Errorf("%v equals %v", base, d)
		}
	}
	if !(Field{Name: "n"}).Equal(Field{Name: "n"}) {
		t.Errorf("fields with nil types differ")
	}
}

func TestSchema(t *testing.T) {
	fields := []Field{
		{Name: "a", Type: Int32Type{}, Nullable: true},
		{Name: "b", Type: StructOf(Field{Name: "x", Type: Utf8Type{}}), Nullable: false},
		{Name: "a", Type: Float64Type{}, Nullable: true},
	}
	md := NewMetadata([]string{"origin"}, []string{"test"})
	s := NewSchema(fields, &md)
	if !s.Metadata.Equal(md) || len(s.Fields) != 3 {
		t.Fatalf("NewSchema: %v", s)
	}
	if NewSchema(fields, nil).Metadata.Len() != 0 {
		t.Errorf("NewSchema(nil metadata) has metadata")
	}
	for name, want := range map[string]int{"a": 0, "b": 1, "x": -1, "": -1} {
		if got := s.FieldIndex(name); got != want {
			t.Errorf("FieldIndex(%q) = %d, want %d", name, got, want)
		}
	}
	if got, want := s.String(), "schema:\n  a: int32\n  b: struct<x: utf8 not null> not null\n  a: float64\n"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	if got := NewSchema(nil, nil).String(); got != "schema:\n" {
		t.Errorf("empty String() = %q", got)
	}

	clone := func() *Schema {
		m := NewMetadata([]string{"origin"}, []string{"test"})
		return NewSchema([]Field{
			{Name: "a", Type: Int32Type{}, Nullable: true},
			{Name: "b", Type: StructOf(Field{Name: "x", Type: Utf8Type{}}), Nullable: false},
			{Name: "a", Type: Float64Type{}, Nullable: true},
		}, &m)
	}
	if !s.Equal(clone()) || !clone().Equal(s) {
		t.Errorf("schema differs from its clone")
	}
	edits := []func(*Schema){
		func(c *Schema) { c.Metadata = Metadata{} },
		func(c *Schema) { c.Metadata.Values[0] = "other" },
		func(c *Schema) { c.Fields = c.Fields[:2] },
		func(c *Schema) { c.Fields = append(c.Fields, Field{Name: "c", Type: NullType{}, Nullable: true}) },
		func(c *Schema) { c.Fields[0].Name = "z" },
		func(c *Schema) { c.Fields[1].Nullable = true },
		func(c *Schema) { c.Fields[1].Type = StructOf(Field{Name: "x", Type: Utf8Type{}, Nullable: true}) },
		func(c *Schema) { c.Fields[2].Metadata = NewMetadata([]string{"k"}, []string{"v"}) },
		func(c *Schema) { c.Fields[0], c.Fields[2] = c.Fields[2], c.Fields[0] },
	}
	for i, edit := range edits {
		c := clone()
		edit(c)
		if s.Equal(c) || c.Equal(s) {
			t.Errorf("edit %d: schemas still equal", i)
		}
	}
}
