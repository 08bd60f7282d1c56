package arrays

import (
	"fmt"
	"strconv"
	"strings"
)

// TypeID names a logical type of the Arrow columnar format. Integer and
// floating-point widths get their own IDs (Schema.fbs folds them into Int and
// FloatingPoint tables) because every kernel dispatches on them.
type TypeID uint8

// The logical types of the Arrow columnar format v1.4.
const (
	NULL TypeID = iota
	BOOL
	INT8
	INT16
	INT32
	INT64
	UINT8
	UINT16
	UINT32
	UINT64
	FLOAT16
	FLOAT32
	FLOAT64
	DECIMAL32
	DECIMAL64
	DECIMAL128
	DECIMAL256
	DATE32
	DATE64
	TIME32
	TIME64
	TIMESTAMP
	DURATION
	INTERVAL_MONTHS
	INTERVAL_DAY_TIME
	INTERVAL_MONTH_DAY_NANO
	BINARY
	UTF8
	LARGE_BINARY
	LARGE_UTF8
	BINARY_VIEW
	UTF8_VIEW
	FIXED_SIZE_BINARY
	LIST
	LARGE_LIST
	LIST_VIEW
	LARGE_LIST_VIEW
	FIXED_SIZE_LIST
	STRUCT
	MAP
	SPARSE_UNION
	DENSE_UNION
	DICTIONARY
	RUN_END_ENCODED
	EXTENSION
	numTypeIDs
)

var typeIDNames = [...]string{
	NULL: "null", BOOL: "bool", INT8: "int8", INT16: "int16", INT32: "int32", INT64: "int64",
	UINT8: "uint8", UINT16: "uint16", UINT32: "uint32", UINT64: "uint64",
	FLOAT16: "float16", FLOAT32: "float32", FLOAT64: "float64",
	DECIMAL32: "decimal32", DECIMAL64: "decimal64", DECIMAL128: "decimal128", DECIMAL256: "decimal256",
	DATE32: "date32", DATE64: "date64", TIME32: "time32", TIME64: "time64",
	TIMESTAMP: "timestamp", DURATION: "duration",
	INTERVAL_MONTHS: "interval_months", INTERVAL_DAY_TIME: "interval_day_time",
	INTERVAL_MONTH_DAY_NANO: "interval_month_day_nano",
	BINARY:                  "binary", UTF8: "utf8", LARGE_BINARY: "large_binary", LARGE_UTF8: "large_utf8",
	BINARY_VIEW: "binary_view", UTF8_VIEW: "utf8_view", FIXED_SIZE_BINARY: "fixed_size_binary",
	LIST: "list", LARGE_LIST: "large_list", LIST_VIEW: "list_view", LARGE_LIST_VIEW: "large_list_view",
	FIXED_SIZE_LIST: "fixed_size_list", STRUCT: "struct", MAP: "map",
	SPARSE_UNION: "sparse_union", DENSE_UNION: "dense_union", DICTIONARY: "dictionary",
	RUN_END_ENCODED: "run_end_encoded", EXTENSION: "extension",
}

func (id TypeID) String() string {
	if int(id) < len(typeIDNames) {
		return typeIDNames[id]
	}
	return "TypeID(" + strconv.Itoa(int(id)) + ")"
}

// DataType is a logical type. Parameter-free and scalar-parameter types are
// comparable values (Int64Type{}, TimestampType{Unit: Microsecond}); nested
// types are pointers because they hold child Fields. Compare types with
// TypeEqual, never with ==, so that nested types compare structurally.
type DataType interface {
	ID() TypeID
	// String renders the type the way Arrow implementations print it,
	// e.g. "timestamp[ms, tz=UTC]" or "list<item: int32>".
	String() string
}

// FixedWidthType is a type whose values all take the same number of bits
// in one values buffer (bool is 1 bit; fixed-size binary is N bytes).
type FixedWidthType interface {
	DataType
	BitWidth() int
}

// NestedType is a type with child fields.
type NestedType interface {
	DataType
	Fields() []Field
}

// TimeUnit is the resolution of times, timestamps and durations.
type TimeUnit uint8

// Time units, numbered as in Schema.fbs.
const (
	Second TimeUnit = iota
	Millisecond
	Microsecond
	Nanosecond
)

func (u TimeUnit) String() string {
	switch u {
	case Second:
		return "s"
	case Millisecond:
		return "ms"
	case Microsecond:
		return "us"
	case Nanosecond:
		return "ns"
	}
	return "TimeUnit(" + strconv.Itoa(int(u)) + ")"
}

// ----- parameter-free types that are not fixed-width primitives -----

// NullType is the type of arrays whose every slot is null; it has no buffers.
type NullType struct{}

func (NullType) ID() TypeID     { return NULL }
func (NullType) String() string { return "null" }

// BoolType is the bit-packed boolean type.
type BoolType struct{}

func (BoolType) ID() TypeID     { return BOOL }
func (BoolType) String() string { return "bool" }
func (BoolType) BitWidth() int  { return 1 }

// BinaryType is variable-size binary with int32 offsets.
type BinaryType struct{}

func (BinaryType) ID() TypeID     { return BINARY }
func (BinaryType) String() string { return "binary" }

// Utf8Type is UTF-8 text with int32 offsets.
type Utf8Type struct{}

func (Utf8Type) ID() TypeID     { return UTF8 }
func (Utf8Type) String() string { return "utf8" }

// LargeBinaryType is variable-size binary with int64 offsets.
type LargeBinaryType struct{}

func (LargeBinaryType) ID() TypeID     { return LARGE_BINARY }
func (LargeBinaryType) String() string { return "large_binary" }

// LargeUtf8Type is UTF-8 text with int64 offsets.
type LargeUtf8Type struct{}

func (LargeUtf8Type) ID() TypeID     { return LARGE_UTF8 }
func (LargeUtf8Type) String() string { return "large_utf8" }

// BinaryViewType is binary stored as 16-byte views into variadic data buffers.
type BinaryViewType struct{}

func (BinaryViewType) ID() TypeID     { return BINARY_VIEW }
func (BinaryViewType) String() string { return "binary_view" }

// Utf8ViewType is UTF-8 text stored as 16-byte views.
type Utf8ViewType struct{}

func (Utf8ViewType) ID() TypeID     { return UTF8_VIEW }
func (Utf8ViewType) String() string { return "utf8_view" }

// FixedSizeBinaryType holds ByteWidth bytes per slot.
type FixedSizeBinaryType struct{ ByteWidth int }

func (FixedSizeBinaryType) ID() TypeID { return FIXED_SIZE_BINARY }
func (t FixedSizeBinaryType) String() string {
	return "fixed_size_binary[" + strconv.Itoa(t.ByteWidth) + "]"
}
func (t FixedSizeBinaryType) BitWidth() int { return 8 * t.ByteWidth }

// IsBinaryLike reports whether the type stores variable-size bytes
// (binary, utf8, their large forms and their view forms).
func IsBinaryLike(id TypeID) bool {
	switch id {
	case BINARY, UTF8, LARGE_BINARY, LARGE_UTF8, BINARY_VIEW, UTF8_VIEW:
		return true
	}
	return false
}

// IsUTF8 reports whether values of the type must be valid UTF-8.
func IsUTF8(id TypeID) bool { return id == UTF8 || id == LARGE_UTF8 || id == UTF8_VIEW }

// IsInteger reports whether the type is one of the eight integer types.
func IsInteger(id TypeID) bool { return id >= INT8 && id <= UINT64 }

// IsSignedInteger reports whether the type is a signed integer type.
func IsSignedInteger(id TypeID) bool { return id >= INT8 && id <= INT64 }

// ----- nested types -----

// ListType is a list of values of one child type with int32 offsets.
type ListType struct{ Elem Field }

// ListOf returns list<item: t> with a nullable item field.
func ListOf(t DataType) *ListType {
	return &ListType{Elem: Field{Name: "item", Type: t, Nullable: true}}
}

func (*ListType) ID() TypeID           { return LIST }
func (t *ListType) String() string     { return "list<" + t.Elem.String() + ">" }
func (t *ListType) Fields() []Field    { return []Field{t.Elem} }
func (t *ListType) ElemType() DataType { return t.Elem.Type }

// LargeListType is a list with int64 offsets.
type LargeListType struct{ Elem Field }

// LargeListOf returns large_list<item: t>.
func LargeListOf(t DataType) *LargeListType {
	return &LargeListType{Elem: Field{Name: "item", Type: t, Nullable: true}}
}

func (*LargeListType) ID() TypeID           { return LARGE_LIST }
func (t *LargeListType) String() string     { return "large_list<" + t.Elem.String() + ">" }
func (t *LargeListType) Fields() []Field    { return []Field{t.Elem} }
func (t *LargeListType) ElemType() DataType { return t.Elem.Type }

// ListViewType is a list described by an offset and a size per slot (int32).
type ListViewType struct{ Elem Field }

// ListViewOf returns list_view<item: t>.
func ListViewOf(t DataType) *ListViewType {
	return &ListViewType{Elem: Field{Name: "item", Type: t, Nullable: true}}
}

func (*ListViewType) ID() TypeID           { return LIST_VIEW }
func (t *ListViewType) String() string     { return "list_view<" + t.Elem.String() + ">" }
func (t *ListViewType) Fields() []Field    { return []Field{t.Elem} }
func (t *ListViewType) ElemType() DataType { return t.Elem.Type }

// LargeListViewType is a list view with int64 offsets and sizes.
type LargeListViewType struct{ Elem Field }

// LargeListViewOf returns large_list_view<item: t>.
func LargeListViewOf(t DataType) *LargeListViewType {
	return &LargeListViewType{Elem: Field{Name: "item", Type: t, Nullable: true}}
}

func (*LargeListViewType) ID() TypeID           { return LARGE_LIST_VIEW }
func (t *LargeListViewType) String() string     { return "large_list_view<" + t.Elem.String() + ">" }
func (t *LargeListViewType) Fields() []Field    { return []Field{t.Elem} }
func (t *LargeListViewType) ElemType() DataType { return t.Elem.Type }

// FixedSizeListType is a list of exactly Size child values per slot.
type FixedSizeListType struct {
	Elem Field
	Size int
}

// FixedSizeListOf returns fixed_size_list<item: t>[n].
func FixedSizeListOf(t DataType, n int) *FixedSizeListType {
	return &FixedSizeListType{Elem: Field{Name: "item", Type: t, Nullable: true}, Size: n}
}

func (*FixedSizeListType) ID() TypeID { return FIXED_SIZE_LIST }
func (t *FixedSizeListType) String() string {
	return "fixed_size_list<" + t.Elem.String() + ">[" + strconv.Itoa(t.Size) + "]"
}
func (t *FixedSizeListType) Fields() []Field    { return []Field{t.Elem} }
func (t *FixedSizeListType) ElemType() DataType { return t.Elem.Type }

// StructType has one child per field, all as long as the parent.
type StructType struct{ Children []Field }

// StructOf returns struct<fields...>.
func StructOf(fields ...Field) *StructType { return &StructType{Children: fields} }

func (*StructType) ID() TypeID { return STRUCT }
func (t *StructType) String() string {
	return "struct<" + joinFields(t.Children) + ">"
}
func (t *StructType) Fields() []Field { return t.Children }

// FieldIndex returns the index of the first child named name, or -1.
func (t *StructType) FieldIndex(name string) int {
	for i, f := range t.Children {
		if f.Name == name {
			return i
		}
	}
	return -1
}

// MapType is a list of (key, value) structs. Its physical layout is a list
// whose child is a non-nullable struct<key (non-nullable), value>.
type MapType struct {
	Entries    Field // struct<key, value>, named "entries"
	KeysSorted bool
}

// MapOf returns map<key, value>, with the standard child names.
func MapOf(key, value DataType) *MapType {
	return &MapType{Entries: Field{Name: "entries", Type: StructOf(
		Field{Name: "key", Type: key},
		Field{Name: "value", Type: value, Nullable: true},
	)}}
}

func (*MapType) ID() TypeID { return MAP }
func (t *MapType) String() string {
	s := "map<" + t.KeyType().String() + ", " + t.ItemType().String()
	if t.KeysSorted {
		s += ", keys_sorted"
	}
	return s + ">"
}
func (t *MapType) Fields() []Field { return []Field{t.Entries} }

// KeyType is the type of the map's keys (nil if the entries type is malformed).
func (t *MapType) KeyType() DataType { return t.entryField(0).Type }

// ItemType is the type of the map's values.
func (t *MapType) ItemType() DataType { return t.entryField(1).Type }

func (t *MapType) entryField(i int) Field {
	if st, ok := t.Entries.Type.(*StructType); ok && len(st.Children) == 2 {
		return st.Children[i]
	}
	return Field{Type: NullType{}}
}

// UnionMode tells sparse from dense unions.
type UnionMode uint8

// Union modes, numbered as in Schema.fbs.
const (
	SparseMode UnionMode = iota
	DenseMode
)

// UnionType is a sparse or dense union. TypeCodes[i] is the type id that
// selects child i; when absent on the wire the codes are 0..n-1.
type UnionType struct {
	Mode      UnionMode
	Children  []Field
	TypeCodes []int8
}

// SparseUnionOf returns a sparse union with codes 0..n-1 unless codes are given.
func SparseUnionOf(fields []Field, codes []int8) *UnionType {
	return &UnionType{Mode: SparseMode, Children: fields, TypeCodes: defaultCodes(fields, codes)}
}

// DenseUnionOf returns a dense union with codes 0..n-1 unless codes are given.
func DenseUnionOf(fields []Field, codes []int8) *UnionType {
	return &UnionType{Mode: DenseMode, Children: fields, TypeCodes: defaultCodes(fields, codes)}
}

func defaultCodes(fields []Field, codes []int8) []int8 {
	if codes != nil {
		return codes
	}
	codes = make([]int8, len(fields))
	for i := range codes {
		codes[i] = int8(i)
	}
	return codes
}

func (t *UnionType) ID() TypeID {
	if t.Mode == DenseMode {
		return DENSE_UNION
	}
	return SPARSE_UNION
}

func (t *UnionType) String() string {
	var b strings.Builder
	if t.Mode == DenseMode {
		b.WriteString("dense_union<")
	} else {
		b.WriteString("sparse_union<")
	}
	for i, f := range t.Children {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(f.String())
		if i < len(t.TypeCodes) {
			b.WriteString("=" + strconv.Itoa(int(t.TypeCodes[i])))
		}
	}
	b.WriteString(">")
	return b.String()
}
func (t *UnionType) Fields() []Field { return t.Children }

// ChildIndex maps a type code to its child index, or -1 if undeclared.
func (t *UnionType) ChildIndex(code int8) int {
	for i, c := range t.TypeCodes {
		if c == code {
			return i
		}
	}
	return -1
}

// DictionaryType is dictionary-encoded: an integer index per slot into a
// dictionary array of Value type.
type DictionaryType struct {
	Index   DataType // any integer type, signed or unsigned
	Value   DataType
	Ordered bool
}

func (*DictionaryType) ID() TypeID { return DICTIONARY }
func (t *DictionaryType) String() string {
	s := "dictionary<values=" + t.Value.String() + ", indices=" + t.Index.String()
	if t.Ordered {
		s += ", ordered"
	}
	return s + ">"
}

// RunEndEncodedType is run-end encoded: child 0 holds run ends (int16,
// int32 or int64), child 1 the value of each run.
type RunEndEncodedType struct {
	RunEnds Field
	Values  Field
}

// RunEndEncodedOf returns run_end_encoded<run_ends: ends, values: values>.
func RunEndEncodedOf(ends, values DataType) *RunEndEncodedType {
	return &RunEndEncodedType{
		RunEnds: Field{Name: "run_ends", Type: ends},
		Values:  Field{Name: "values", Type: values, Nullable: true},
	}
}

func (*RunEndEncodedType) ID() TypeID { return RUN_END_ENCODED }
func (t *RunEndEncodedType) String() string {
	return "run_end_encoded<" + t.RunEnds.String() + ", " + t.Values.String() + ">"
}
func (t *RunEndEncodedType) Fields() []Field { return []Field{t.RunEnds, t.Values} }

func joinFields(fs []Field) string {
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.String()
	}
	return strings.Join(parts, ", ")
}

// ----- fields, metadata, schema -----

// Metadata is an ordered list of custom key/value pairs, as carried by
// Schema, Field and Message in the IPC format.
type Metadata struct {
	Keys   []string
	Values []string
}

// NewMetadata pairs keys with values; it panics if their lengths differ,
// which is a programming error.
func NewMetadata(keys, values []string) Metadata {
	if len(keys) != len(values) {
		panic("arrays.NewMetadata: keys and values differ in length")
	}
	return Metadata{Keys: append([]string(nil), keys...), Values: append([]string(nil), values...)}
}

// Len is the number of pairs.
func (m Metadata) Len() int { return len(m.Keys) }

// Get returns the value of the first pair with key k.
func (m Metadata) Get(k string) (string, bool) {
	for i, key := range m.Keys {
		if key == k {
			return m.Values[i], true
		}
	}
	return "", false
}

// Equal reports whether both hold the same pairs in the same order.
func (m Metadata) Equal(o Metadata) bool {
	if len(m.Keys) != len(o.Keys) {
		return false
	}
	for i := range m.Keys {
		if m.Keys[i] != o.Keys[i] || m.Values[i] != o.Values[i] {
			return false
		}
	}
	return true
}

// Field is a named, typed column or child.
type Field struct {
	Name     string
	Type     DataType
	Nullable bool
	Metadata Metadata
}

func (f Field) String() string {
	s := f.Name + ": "
	if f.Type == nil {
		s += "<nil>"
	} else {
		s += f.Type.String()
	}
	if !f.Nullable {
		s += " not null"
	}
	return s
}

// Equal compares name, type, nullability and metadata.
func (f Field) Equal(o Field) bool {
	return f.Name == o.Name && f.Nullable == o.Nullable && TypeEqual(f.Type, o.Type) && f.Metadata.Equal(o.Metadata)
}

// Schema is the ordered list of a record batch's columns plus metadata.
type Schema struct {
	Fields   []Field
	Metadata Metadata
}

// NewSchema builds a schema from fields and optional metadata.
func NewSchema(fields []Field, md *Metadata) *Schema {
	s := &Schema{Fields: fields}
	if md != nil {
		s.Metadata = *md
	}
	return s
}

// FieldIndex returns the index of the first field named name, or -1.
func (s *Schema) FieldIndex(name string) int {
	for i, f := range s.Fields {
		if f.Name == name {
			return i
		}
	}
	return -1
}

// Equal compares fields and metadata.
func (s *Schema) Equal(o *Schema) bool {
	if len(s.Fields) != len(o.Fields) || !s.Metadata.Equal(o.Metadata) {
		return false
	}
	for i := range s.Fields {
		if !s.Fields[i].Equal(o.Fields[i]) {
			return false
		}
	}
	return true
}

func (s *Schema) String() string {
	var b strings.Builder
	b.WriteString("schema:\n")
	for _, f := range s.Fields {
		fmt.Fprintf(&b, "  %s\n", f)
	}
	return b.String()
}

// TypeEqual reports whether two types are the same logical type, comparing
// nested types structurally (child names, types, nullability and metadata).
func TypeEqual(a, b DataType) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if a.ID() != b.ID() {
		return false
	}
	switch x := a.(type) {
	case *ListType:
		return x.Elem.Equal(b.(*ListType).Elem)
	case *LargeListType:
		return x.Elem.Equal(b.(*LargeListType).Elem)
	case *ListViewType:
		return x.Elem.Equal(b.(*ListViewType).Elem)
	case *LargeListViewType:
		return x.Elem.Equal(b.(*LargeListViewType).Elem)
	case *FixedSizeListType:
		y := b.(*FixedSizeListType)
		return x.Size == y.Size && x.Elem.Equal(y.Elem)
	case *StructType:
		return fieldsEqual(x.Children, b.(*StructType).Children)
	case *MapType:
		y := b.(*MapType)
		return x.KeysSorted == y.KeysSorted && x.Entries.Equal(y.Entries)
	case *UnionType:
		y := b.(*UnionType)
		if x.Mode != y.Mode || len(x.TypeCodes) != len(y.TypeCodes) {
			return false
		}
		for i := range x.TypeCodes {
			if x.TypeCodes[i] != y.TypeCodes[i] {
				return false
			}
		}
		return fieldsEqual(x.Children, y.Children)
	case *DictionaryType:
		y := b.(*DictionaryType)
		return x.Ordered == y.Ordered && TypeEqual(x.Index, y.Index) && TypeEqual(x.Value, y.Value)
	case *RunEndEncodedType:
		y := b.(*RunEndEncodedType)
		return x.RunEnds.Equal(y.RunEnds) && x.Values.Equal(y.Values)
	case ExtensionType:
		y := b.(ExtensionType)
		return x.ExtensionName() == y.ExtensionName() && x.Serialize() == y.Serialize() &&
			TypeEqual(x.StorageType(), y.StorageType())
	}
	return a == b
}

func fieldsEqual(a, b []Field) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].Equal(b[i]) {
			return false
		}
	}
	return true
}
