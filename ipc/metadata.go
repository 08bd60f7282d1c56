package ipc

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc/internal/flatbuf"
)

// This file converts between the verified metadata flatbuffers and plain Go
// values: Schema <-> *arrays.Schema (with endianness, features and the
// dictionary ids of dictionary-encoded fields), RecordBatch and
// DictionaryBatch headers <-> RecordBatchHeader / DictionaryBatchHeader,
// Footer <-> Footer. Readers fill in the schema defaults for absent fields
// (an empty Date table is MILLISECOND, Decimal.bitWidth is 128, ...) and
// reject every value the format does not allow, with an error that names
// the field.

// Endianness is the byte order of a schema's body buffers. The flatbuffers
// themselves are always little-endian.
type Endianness int16

// The byte orders, numbered as in Schema.fbs.
const (
	LittleEndian Endianness = Endianness(flatbuf.EndiannessLittle)
	BigEndian    Endianness = Endianness(flatbuf.EndiannessBig)
)

func (e Endianness) String() string {
	switch e {
	case LittleEndian:
		return "little"
	case BigEndian:
		return "big"
	}
	return "Endianness(" + strconv.Itoa(int(e)) + ")"
}

// Feature is an optional protocol feature a schema declares it uses
// (Schema.features). Unknown values are kept as they are.
type Feature int64

// The features defined by Schema.fbs.
const (
	FeatureUnused                Feature = 0
	FeatureDictionaryReplacement Feature = 1 // dictionaries replaced within a file
	FeatureCompressedBody        Feature = 2 // body buffers are compressed
)

// SchemaHeader is the decoded header of a Schema message (or the schema of a
// file footer): the Arrow schema plus what the IPC metadata says around it.
type SchemaHeader struct {
	Schema     *arrays.Schema
	Endianness Endianness // byte order of the body buffers
	Features   []Feature
	// Dictionaries maps the dictionary-encoded fields of Schema to their
	// dictionary ids. When writing, nil means AssignDictionaryIDs(Schema).
	Dictionaries *DictionaryIDs
}

// ----- field paths and dictionary ids -----

// FieldPath locates a field inside a schema: the index of a top-level field,
// then child indices down to the field. The children of a field are those of
// its type, looking through extension types (to their storage type) and
// dictionary types (to their value type), which is also the order of the
// Field.children vector on the wire.
type FieldPath []int

func (p FieldPath) key() string {
	var b []byte
	for _, i := range p {
		b = binary.AppendUvarint(b, uint64(i))
	}
	return string(b)
}

// DictionaryField is a dictionary-encoded field and the id of its dictionary.
type DictionaryField struct {
	Path FieldPath
	ID   int64
	Type *arrays.DictionaryType // index and value type of the field
}

// DictionaryIDs maps the dictionary-encoded fields of a schema to dictionary
// ids. Several fields may share an id (and then share the dictionary, whose
// value type they must agree on). A reader uses it to find the id of each
// dictionary field it meets while walking a record batch, and the value type
// of a DictionaryBatch by its id; a writer uses it to number dictionaries.
// The nil *DictionaryIDs is empty.
type DictionaryIDs struct {
	fields []DictionaryField // pre-order
	byPath map[string]int    // path key -> index in fields
	byID   map[int64]int     // id -> index of the first field with it
}

// AssignDictionaryIDs numbers the dictionary-encoded fields of s 0, 1, 2, ...
// in pre-order (a field before its children, children in order), which is
// how Arrow C++ numbers them. Each field gets its own dictionary.
func AssignDictionaryIDs(s *arrays.Schema) *DictionaryIDs {
	d := &DictionaryIDs{}
	var path FieldPath
	var walk func(fs []arrays.Field)
	walk = func(fs []arrays.Field) {
		for i, f := range fs {
			path = append(path, i)
			if dt := dictionaryOf(f.Type); dt != nil {
				d.add(path, int64(len(d.fields)), dt)
			}
			walk(typeChildren(f.Type))
			path = path[:len(path)-1]
		}
	}
	if s != nil {
		walk(s.Fields)
	}
	return d
}

func (d *DictionaryIDs) add(path FieldPath, id int64, dt *arrays.DictionaryType) {
	if d.byPath == nil {
		d.byPath = map[string]int{}
		d.byID = map[int64]int{}
	}
	d.byPath[path.key()] = len(d.fields)
	if _, ok := d.byID[id]; !ok {
		d.byID[id] = len(d.fields)
	}
	d.fields = append(d.fields, DictionaryField{Path: append(FieldPath(nil), path...), ID: id, Type: dt})
}

// Len is the number of dictionary-encoded fields.
func (d *DictionaryIDs) Len() int {
	if d == nil {
		return 0
	}
	return len(d.fields)
}

// Fields lists the dictionary-encoded fields in pre-order. The slice must
// not be modified.
func (d *DictionaryIDs) Fields() []DictionaryField {
	if d == nil {
		return nil
	}
	return d.fields
}

// ID returns the dictionary id of the dictionary-encoded field at path.
func (d *DictionaryIDs) ID(path FieldPath) (int64, bool) {
	if d == nil {
		return 0, false
	}
	i, ok := d.byPath[path.key()]
	if !ok {
		return 0, false
	}
	return d.fields[i].ID, true
}

// Lookup returns the first field (in pre-order) whose dictionary has id. Its
// Type.Value is the value type of the dictionary, and its Path is where the
// children of a nested dictionary's value type start.
func (d *DictionaryIDs) Lookup(id int64) (DictionaryField, bool) {
	if d == nil {
		return DictionaryField{}, false
	}
	i, ok := d.byID[id]
	if !ok {
		return DictionaryField{}, false
	}
	return d.fields[i], true
}

// IDs lists the distinct dictionary ids in the pre-order of their first field.
func (d *DictionaryIDs) IDs() []int64 {
	if d == nil {
		return nil
	}
	ids := make([]int64, 0, len(d.byID))
	for i, f := range d.fields {
		if d.byID[f.ID] == i {
			ids = append(ids, f.ID)
		}
	}
	return ids
}

// dictionaryOf returns the dictionary type of a field, looking through an
// extension type to its storage.
func dictionaryOf(t arrays.DataType) *arrays.DictionaryType {
	if et, ok := t.(arrays.ExtensionType); ok {
		t = et.StorageType()
	}
	dt, _ := t.(*arrays.DictionaryType)
	return dt
}

// typeChildren returns the child fields of a type as they appear on the
// wire: through extension storage and dictionary values.
func typeChildren(t arrays.DataType) []arrays.Field {
	for range maxFieldDepth {
		switch x := t.(type) {
		case arrays.ExtensionType:
			t = x.StorageType()
		case *arrays.DictionaryType:
			t = x.Value
		case arrays.NestedType:
			return x.Fields()
		default:
			return nil
		}
	}
	return nil
}

// ----- flatbuffer -> Go -----

// Schema decodes the header of a Schema message.
func (m *Message) Schema() (*SchemaHeader, error) {
	if m.typ != MessageSchema {
		return nil, fmt.Errorf("ipc: message is a %s, not a Schema", m.typ)
	}
	var t flatbuffers.Table
	m.fb.Header(&t)
	var s flatbuf.Schema
	s.Init(t.Bytes, t.Pos)
	return decodeSchema(&s)
}

// decodeSchema converts a verified Schema table.
func decodeSchema(s *flatbuf.Schema) (*SchemaHeader, error) {
	h := &SchemaHeader{Endianness: Endianness(s.Endianness())}
	if h.Endianness != LittleEndian && h.Endianness != BigEndian {
		return nil, malformed("schema endianness %d is neither Little (0) nor Big (1)", int16(h.Endianness))
	}
	for i := range s.FeaturesLength() {
		h.Features = append(h.Features, Feature(s.Features(i)))
	}
	md, err := keyValues(s.CustomMetadataLength(), s.CustomMetadata, nil)
	if err != nil {
		return nil, fmt.Errorf("schema custom_metadata: %w", err)
	}
	tab := s.Table()
	if tab.Offset(4+2*1) == 0 {
		return nil, malformed("schema has no fields vector")
	}
	d := &schemaDecoder{dicts: &DictionaryIDs{}}
	fields := make([]arrays.Field, s.FieldsLength())
	for i := range fields {
		var f flatbuf.Field
		s.Fields(&f, i)
		fields[i], err = d.field(&f, i, 1)
		if err != nil {
			return nil, err
		}
	}
	h.Schema = arrays.NewSchema(fields, &md)
	h.Dictionaries = d.dicts
	return h, nil
}

// keyValues reads a custom_metadata vector through its accessors, turning
// bytes into strings with str (string conversion if nil).
func keyValues(n int, at func(*flatbuf.KeyValue, int) bool, str func([]byte) string) (arrays.Metadata, error) {
	if str == nil {
		str = func(b []byte) string { return string(b) }
	}
	if n == 0 {
		return arrays.Metadata{}, nil
	}
	md := arrays.Metadata{Keys: make([]string, n), Values: make([]string, n)}
	for i := range n {
		var kv flatbuf.KeyValue
		at(&kv, i)
		k, v := kv.Key(), kv.Value()
		if k == nil || v == nil {
			return arrays.Metadata{}, malformed("custom_metadata[%d] has no key or no value", i)
		}
		md.Keys[i], md.Values[i] = str(k), str(v)
	}
	return md, nil
}

type schemaDecoder struct {
	dicts *DictionaryIDs
	open  map[int64]bool // ids of the dictionary fields enclosing the current one
	path  FieldPath
	names []string // field names along path, for errors
	// strs interns long strings by position: a crafted buffer may point
	// many fields at one large string, which must not be copied each time.
	strs map[int]string
}

// str converts a string that lies inside the flatbuffer.
func (d *schemaDecoder) str(b []byte) string {
	if len(b) < 32 {
		return string(b)
	}
	if d.strs == nil {
		d.strs = map[int]string{}
	}
	// b is a sub-slice of the flatbuffer, so its capacity identifies its start.
	if s, ok := d.strs[cap(b)]; ok {
		return s
	}
	s := string(b)
	d.strs[cap(b)] = s
	return s
}

// errf reports a malformed field, naming its path.
func (d *schemaDecoder) errf(format string, args ...any) error {
	return d.fail(ErrMalformed, format, args...)
}

// fail reports a problem of the given class with the field being decoded.
func (d *schemaDecoder) fail(class error, format string, args ...any) error {
	var b strings.Builder
	for i, n := range d.names {
		if i > 0 {
			b.WriteByte('.')
		}
		if n == "" {
			b.WriteString("[" + strconv.Itoa(d.path[i]) + "]")
		} else {
			b.WriteString(strconv.Quote(n))
		}
	}
	return fmt.Errorf("%w: schema field %s: %s", class, b.String(), fmt.Sprintf(format, args...))
}

// field converts a verified Field table: the one at index idx of its parent,
// depth levels deep.
func (d *schemaDecoder) field(f *flatbuf.Field, idx, depth int) (arrays.Field, error) {
	name := d.str(f.Name())
	d.path = append(d.path, idx)
	d.names = append(d.names, name)
	defer func() {
		d.path = d.path[:len(d.path)-1]
		d.names = d.names[:len(d.names)-1]
	}()
	if depth > maxFieldDepth {
		return arrays.Field{}, d.errf("nested more than %d levels deep", maxFieldDepth)
	}
	out := arrays.Field{Name: name, Nullable: f.Nullable()}
	md, err := keyValues(f.CustomMetadataLength(), f.CustomMetadata, d.str)
	if err != nil {
		return arrays.Field{}, d.errf("%v", err)
	}

	// A dictionary-encoded field takes its id slot before its children, so
	// that ids are listed in pre-order.
	var enc *flatbuf.DictionaryEncoding
	dictSlot := -1
	if enc = f.Dictionary(nil); enc != nil {
		// A dictionary cannot contain itself: its id must not be in use
		// by an enclosing field.
		if d.open[enc.Id()] {
			return arrays.Field{}, d.errf("uses dictionary id %d, which an enclosing field uses too", enc.Id())
		}
		if d.open == nil {
			d.open = map[int64]bool{}
		}
		d.open[enc.Id()] = true
		defer delete(d.open, enc.Id())
		dictSlot = len(d.dicts.fields)
		d.dicts.add(d.path, enc.Id(), nil)
	}

	children := make([]arrays.Field, f.ChildrenLength())
	for i := range children {
		var c flatbuf.Field
		f.Children(&c, i)
		if children[i], err = d.field(&c, i, depth+1); err != nil {
			return arrays.Field{}, err
		}
	}
	t, err := d.fieldType(f, children)
	if err != nil {
		return arrays.Field{}, err
	}

	if enc != nil {
		dt, err := d.dictionaryType(enc, t)
		if err != nil {
			return arrays.Field{}, err
		}
		d.dicts.fields[dictSlot].Type = dt
		if first := d.dicts.byID[enc.Id()]; first != dictSlot {
			other := d.dicts.fields[first]
			if !arrays.TypeEqual(other.Type.Value, dt.Value) {
				return arrays.Field{}, d.errf("shares dictionary id %d with the field at %v but has value type %s, not %s",
					enc.Id(), other.Path, dt.Value, other.Type.Value)
			}
		}
		t = dt
	}

	if name, ok := md.Get(arrays.ExtensionNameKey); ok {
		if factory, known := arrays.LookupExtensionType(name); known {
			serialized, _ := md.Get(arrays.ExtensionMetadataKey)
			et, err := factory(t, serialized)
			if err != nil {
				return arrays.Field{}, d.errf("extension type %q over %s: %v", name, t, err)
			}
			t = et
			md = withoutExtensionKeys(md)
		}
	}
	out.Type = t
	out.Metadata = md
	return out, nil
}

// withoutExtensionKeys returns md minus the extension name and metadata keys.
func withoutExtensionKeys(md arrays.Metadata) arrays.Metadata {
	var out arrays.Metadata
	for i, k := range md.Keys {
		if k != arrays.ExtensionNameKey && k != arrays.ExtensionMetadataKey {
			out.Keys = append(out.Keys, k)
			out.Values = append(out.Values, md.Values[i])
		}
	}
	return out
}

func (d *schemaDecoder) dictionaryType(enc *flatbuf.DictionaryEncoding, value arrays.DataType) (*arrays.DictionaryType, error) {
	if k := enc.DictionaryKind(); k != flatbuf.DictionaryKindDenseArray {
		return nil, d.fail(ErrUnsupported, "dictionary kind %d (only DenseArray is defined)", int16(k))
	}
	var index arrays.DataType = arrays.Int32Type{}
	if it := enc.IndexType(nil); it != nil {
		var err error
		if index, err = intType(it.BitWidth(), it.IsSigned()); err != nil {
			return nil, d.errf("dictionary index type: %v", err)
		}
	}
	return &arrays.DictionaryType{Index: index, Value: value, Ordered: enc.IsOrdered()}, nil
}

func intType(bitWidth int32, signed bool) (arrays.DataType, error) {
	switch bitWidth {
	case 8:
		if signed {
			return arrays.Int8Type{}, nil
		}
		return arrays.Uint8Type{}, nil
	case 16:
		if signed {
			return arrays.Int16Type{}, nil
		}
		return arrays.Uint16Type{}, nil
	case 32:
		if signed {
			return arrays.Int32Type{}, nil
		}
		return arrays.Uint32Type{}, nil
	case 64:
		if signed {
			return arrays.Int64Type{}, nil
		}
		return arrays.Uint64Type{}, nil
	}
	return nil, fmt.Errorf("integer bit width %d is not 8, 16, 32 or 64", bitWidth)
}

func timeUnit(u flatbuf.TimeUnit) (arrays.TimeUnit, bool) {
	if u < flatbuf.TimeUnitSECOND || u > flatbuf.TimeUnitNANOSECOND {
		return 0, false
	}
	return arrays.TimeUnit(u), true
}

// maxDecimalPrecision is the largest precision of each decimal width.
var maxDecimalPrecision = map[int32]int32{32: 9, 64: 18, 128: 38, 256: 76}

// fieldType converts the Type union of a field whose children are decoded.
func (d *schemaDecoder) fieldType(f *flatbuf.Field, children []arrays.Field) (arrays.DataType, error) {
	kind := f.TypeType()
	var tab flatbuffers.Table
	if kind == flatbuf.TypeNONE || !f.Type(&tab) {
		return nil, d.errf("has no type (type_type %s)", kind)
	}
	leaf := func(t arrays.DataType) (arrays.DataType, error) {
		if len(children) != 0 {
			return nil, d.errf("type %s must have no children, has %d", t, len(children))
		}
		return t, nil
	}
	one := func(kindName string) (arrays.Field, error) {
		if len(children) != 1 {
			return arrays.Field{}, d.errf("%s must have exactly 1 child, has %d", kindName, len(children))
		}
		return children[0], nil
	}
	switch kind {
	case flatbuf.TypeNull:
		return leaf(arrays.NullType{})
	case flatbuf.TypeBool:
		return leaf(arrays.BoolType{})
	case flatbuf.TypeBinary:
		return leaf(arrays.BinaryType{})
	case flatbuf.TypeUtf8:
		return leaf(arrays.Utf8Type{})
	case flatbuf.TypeLargeBinary:
		return leaf(arrays.LargeBinaryType{})
	case flatbuf.TypeLargeUtf8:
		return leaf(arrays.LargeUtf8Type{})
	case flatbuf.TypeBinaryView:
		return leaf(arrays.BinaryViewType{})
	case flatbuf.TypeUtf8View:
		return leaf(arrays.Utf8ViewType{})

	case flatbuf.TypeInt:
		var x flatbuf.Int
		x.Init(tab.Bytes, tab.Pos)
		t, err := intType(x.BitWidth(), x.IsSigned())
		if err != nil {
			return nil, d.errf("%v", err)
		}
		return leaf(t)

	case flatbuf.TypeFloatingPoint:
		var x flatbuf.FloatingPoint
		x.Init(tab.Bytes, tab.Pos)
		switch x.Precision() {
		case flatbuf.PrecisionHALF:
			return leaf(arrays.Float16Type{})
		case flatbuf.PrecisionSINGLE:
			return leaf(arrays.Float32Type{})
		case flatbuf.PrecisionDOUBLE:
			return leaf(arrays.Float64Type{})
		}
		return nil, d.errf("floating-point precision %d is not HALF, SINGLE or DOUBLE", int16(x.Precision()))

	case flatbuf.TypeDecimal:
		var x flatbuf.Decimal
		x.Init(tab.Bytes, tab.Pos)
		bw, p, s := x.BitWidth(), x.Precision(), x.Scale()
		maxP, ok := maxDecimalPrecision[bw]
		if !ok {
			return nil, d.errf("decimal bit width %d is not 32, 64, 128 or 256", bw)
		}
		if p < 1 || p > maxP {
			return nil, d.errf("decimal%d precision %d is outside 1..%d", bw, p, maxP)
		}
		switch bw {
		case 32:
			return leaf(arrays.Decimal32Type{Precision: p, Scale: s})
		case 64:
			return leaf(arrays.Decimal64Type{Precision: p, Scale: s})
		case 128:
			return leaf(arrays.Decimal128Type{Precision: p, Scale: s})
		default:
			return leaf(arrays.Decimal256Type{Precision: p, Scale: s})
		}

	case flatbuf.TypeDate:
		var x flatbuf.Date
		x.Init(tab.Bytes, tab.Pos)
		switch x.Unit() {
		case flatbuf.DateUnitDAY:
			return leaf(arrays.Date32Type{})
		case flatbuf.DateUnitMILLISECOND:
			return leaf(arrays.Date64Type{})
		}
		return nil, d.errf("date unit %d is not DAY or MILLISECOND", int16(x.Unit()))

	case flatbuf.TypeTime:
		var x flatbuf.Time
		x.Init(tab.Bytes, tab.Pos)
		u, ok := timeUnit(x.Unit())
		if !ok {
			return nil, d.errf("time unit %d is not a TimeUnit", int16(x.Unit()))
		}
		bw := x.BitWidth()
		switch {
		case (u == arrays.Second || u == arrays.Millisecond) && bw == 32:
			return leaf(arrays.Time32Type{Unit: u})
		case (u == arrays.Microsecond || u == arrays.Nanosecond) && bw == 64:
			return leaf(arrays.Time64Type{Unit: u})
		}
		return nil, d.errf("time bit width %d does not match unit %s (s and ms are 32-bit, us and ns 64-bit)", bw, u)

	case flatbuf.TypeTimestamp:
		var x flatbuf.Timestamp
		x.Init(tab.Bytes, tab.Pos)
		u, ok := timeUnit(x.Unit())
		if !ok {
			return nil, d.errf("timestamp unit %d is not a TimeUnit", int16(x.Unit()))
		}
		return leaf(arrays.TimestampType{Unit: u, TimeZone: d.str(x.Timezone())})

	case flatbuf.TypeDuration:
		var x flatbuf.Duration
		x.Init(tab.Bytes, tab.Pos)
		u, ok := timeUnit(x.Unit())
		if !ok {
			return nil, d.errf("duration unit %d is not a TimeUnit", int16(x.Unit()))
		}
		return leaf(arrays.DurationType{Unit: u})

	case flatbuf.TypeInterval:
		var x flatbuf.Interval
		x.Init(tab.Bytes, tab.Pos)
		switch x.Unit() {
		case flatbuf.IntervalUnitYEAR_MONTH:
			return leaf(arrays.IntervalMonthsType{})
		case flatbuf.IntervalUnitDAY_TIME:
			return leaf(arrays.IntervalDayTimeType{})
		case flatbuf.IntervalUnitMONTH_DAY_NANO:
			return leaf(arrays.IntervalMonthDayNanoType{})
		}
		return nil, d.errf("interval unit %d is not YEAR_MONTH, DAY_TIME or MONTH_DAY_NANO", int16(x.Unit()))

	case flatbuf.TypeFixedSizeBinary:
		var x flatbuf.FixedSizeBinary
		x.Init(tab.Bytes, tab.Pos)
		if x.ByteWidth() < 0 {
			return nil, d.errf("fixed-size binary byte width %d is negative", x.ByteWidth())
		}
		return leaf(arrays.FixedSizeBinaryType{ByteWidth: int(x.ByteWidth())})

	case flatbuf.TypeList:
		c, err := one("list")
		return &arrays.ListType{Elem: c}, err
	case flatbuf.TypeLargeList:
		c, err := one("large list")
		return &arrays.LargeListType{Elem: c}, err
	case flatbuf.TypeListView:
		c, err := one("list view")
		return &arrays.ListViewType{Elem: c}, err
	case flatbuf.TypeLargeListView:
		c, err := one("large list view")
		return &arrays.LargeListViewType{Elem: c}, err

	case flatbuf.TypeFixedSizeList:
		var x flatbuf.FixedSizeList
		x.Init(tab.Bytes, tab.Pos)
		if x.ListSize() < 0 {
			return nil, d.errf("fixed-size list size %d is negative", x.ListSize())
		}
		c, err := one("fixed-size list")
		return &arrays.FixedSizeListType{Elem: c, Size: int(x.ListSize())}, err

	case flatbuf.TypeStruct_:
		return &arrays.StructType{Children: children}, nil

	case flatbuf.TypeMap:
		var x flatbuf.Map
		x.Init(tab.Bytes, tab.Pos)
		entries, err := one("map")
		if err != nil {
			return nil, err
		}
		st, ok := entries.Type.(*arrays.StructType)
		if !ok || len(st.Children) != 2 {
			return nil, d.errf("map entries must be a struct of 2 fields (key, value), not %s", entries.Type)
		}
		if entries.Nullable {
			return nil, d.errf("map entries field %q must not be nullable", entries.Name)
		}
		if st.Children[0].Nullable {
			return nil, d.errf("map key field %q must not be nullable", st.Children[0].Name)
		}
		return &arrays.MapType{Entries: entries, KeysSorted: x.KeysSorted()}, nil

	case flatbuf.TypeUnion:
		var x flatbuf.Union
		x.Init(tab.Bytes, tab.Pos)
		var mode arrays.UnionMode
		switch x.Mode() {
		case flatbuf.UnionModeSparse:
			mode = arrays.SparseMode
		case flatbuf.UnionModeDense:
			mode = arrays.DenseMode
		default:
			return nil, d.errf("union mode %d is not Sparse or Dense", int16(x.Mode()))
		}
		codes, err := d.unionCodes(&x, len(children))
		if err != nil {
			return nil, err
		}
		return &arrays.UnionType{Mode: mode, Children: children, TypeCodes: codes}, nil

	case flatbuf.TypeRunEndEncoded:
		if len(children) != 2 {
			return nil, d.errf("run-end encoded type must have 2 children (run_ends, values), has %d", len(children))
		}
		switch children[0].Type.(type) {
		case arrays.Int16Type, arrays.Int32Type, arrays.Int64Type:
		default:
			return nil, d.errf("run-end encoded run_ends type %s is not int16, int32 or int64", children[0].Type)
		}
		if children[0].Nullable {
			return nil, d.errf("run-end encoded run_ends field %q must not be nullable", children[0].Name)
		}
		return &arrays.RunEndEncodedType{RunEnds: children[0], Values: children[1]}, nil
	}
	return nil, d.errf("unknown type %s", kind)
}

// unionCodes reads Union.typeIds, defaulting to 0..n-1.
func (d *schemaDecoder) unionCodes(x *flatbuf.Union, n int) ([]int8, error) {
	codes := make([]int8, n)
	tab := x.Table()
	if x.TypeIdsLength() == 0 && tab.Offset(4+2*1) == 0 {
		if n > math.MaxInt8+1 {
			return nil, d.errf("union has %d children, more than the 128 type codes", n)
		}
		for i := range codes {
			codes[i] = int8(i)
		}
		return codes, nil
	}
	if x.TypeIdsLength() != n {
		return nil, d.errf("union has %d typeIds for %d children", x.TypeIdsLength(), n)
	}
	var seen [math.MaxInt8 + 1]bool
	for i := range codes {
		c := x.TypeIds(i)
		if c < 0 || c > math.MaxInt8 {
			return nil, d.errf("union type id %d is outside 0..127", c)
		}
		if seen[c] {
			return nil, d.errf("union type id %d appears twice", c)
		}
		seen[c] = true
		codes[i] = int8(c)
	}
	return codes, nil
}

// ----- Go -> flatbuffer -----

// MarshalSchemaMessage builds the Message flatbuffer (V5, bodyLength 0) of
// a Schema message for h, with message-level custom metadata md. Every
// dictionary-encoded field needs an id in h.Dictionaries (nil means
// AssignDictionaryIDs(h.Schema)). Extension types are written as their
// storage type plus the ARROW:extension:name and ARROW:extension:metadata
// field metadata keys.
func MarshalSchemaMessage(h *SchemaHeader, md arrays.Metadata) ([]byte, error) {
	b := flatbuffers.NewBuilder(1024)
	s, err := buildSchema(b, h)
	if err != nil {
		return nil, err
	}
	return finishMessage(b, flatbuf.MessageHeaderSchema, s, 0, md), nil
}

// finishMessage wraps a header table in a V5 Message and finishes the buffer.
func finishMessage(b *flatbuffers.Builder, kind flatbuf.MessageHeader, hdr flatbuffers.UOffsetT, bodyLength int64, md arrays.Metadata) []byte {
	kvs := buildKeyValues(b, md)
	flatbuf.MessageStart(b)
	flatbuf.MessageAddVersion(b, flatbuf.MetadataVersionV5)
	flatbuf.MessageAddHeaderType(b, kind)
	flatbuf.MessageAddHeader(b, hdr)
	flatbuf.MessageAddBodyLength(b, bodyLength)
	if kvs != 0 {
		flatbuf.MessageAddCustomMetadata(b, kvs)
	}
	b.Finish(flatbuf.MessageEnd(b))
	return b.FinishedBytes()
}

// buildKeyValues writes a custom_metadata vector, or returns 0 if md is empty.
func buildKeyValues(b *flatbuffers.Builder, md arrays.Metadata) flatbuffers.UOffsetT {
	if md.Len() == 0 {
		return 0
	}
	offs := make([]flatbuffers.UOffsetT, md.Len())
	for i := range offs {
		k := b.CreateString(md.Keys[i])
		v := b.CreateString(md.Values[i])
		flatbuf.KeyValueStart(b)
		flatbuf.KeyValueAddKey(b, k)
		flatbuf.KeyValueAddValue(b, v)
		offs[i] = flatbuf.KeyValueEnd(b)
	}
	return b.CreateVectorOfTables(offs)
}

func buildSchema(b *flatbuffers.Builder, h *SchemaHeader) (flatbuffers.UOffsetT, error) {
	if h == nil || h.Schema == nil {
		return 0, fmt.Errorf("ipc: no schema to encode")
	}
	if h.Endianness != LittleEndian && h.Endianness != BigEndian {
		return 0, fmt.Errorf("ipc: cannot encode endianness %d", int16(h.Endianness))
	}
	ids := h.Dictionaries
	if ids == nil {
		ids = AssignDictionaryIDs(h.Schema)
	}
	e := &schemaEncoder{b: b, ids: ids}
	fields, err := e.fields(h.Schema.Fields, 1)
	if err != nil {
		return 0, err
	}
	kvs := buildKeyValues(b, h.Schema.Metadata)
	var features flatbuffers.UOffsetT
	if len(h.Features) > 0 {
		flatbuf.SchemaStartFeaturesVector(b, len(h.Features))
		for i := len(h.Features) - 1; i >= 0; i-- {
			b.PrependInt64(int64(h.Features[i]))
		}
		features = b.EndVector(len(h.Features))
	}
	flatbuf.SchemaStart(b)
	flatbuf.SchemaAddEndianness(b, flatbuf.Endianness(h.Endianness))
	flatbuf.SchemaAddFields(b, fields)
	if kvs != 0 {
		flatbuf.SchemaAddCustomMetadata(b, kvs)
	}
	if features != 0 {
		flatbuf.SchemaAddFeatures(b, features)
	}
	return flatbuf.SchemaEnd(b), nil
}

type schemaEncoder struct {
	b    *flatbuffers.Builder
	ids  *DictionaryIDs
	path FieldPath
}

func (e *schemaEncoder) errf(format string, args ...any) error {
	return fmt.Errorf("ipc: cannot encode schema field at path %v: %s", []int(e.path), fmt.Sprintf(format, args...))
}

// fields writes a vector of Field tables (always present, possibly empty).
func (e *schemaEncoder) fields(fs []arrays.Field, depth int) (flatbuffers.UOffsetT, error) {
	offs := make([]flatbuffers.UOffsetT, len(fs))
	for i, f := range fs {
		e.path = append(e.path, i)
		var err error
		offs[i], err = e.field(f, depth)
		e.path = e.path[:len(e.path)-1]
		if err != nil {
			return 0, err
		}
	}
	return e.b.CreateVectorOfTables(offs), nil
}

func (e *schemaEncoder) field(f arrays.Field, depth int) (flatbuffers.UOffsetT, error) {
	if depth > maxFieldDepth {
		return 0, e.errf("nested more than %d levels deep", maxFieldDepth)
	}
	if f.Type == nil {
		return 0, e.errf("field %q has no type", f.Name)
	}
	b := e.b
	t, md := f.Type, f.Metadata
	if et, ok := t.(arrays.ExtensionType); ok {
		t = et.StorageType()
		md = withoutExtensionKeys(md)
		md.Keys = append(md.Keys, arrays.ExtensionNameKey, arrays.ExtensionMetadataKey)
		md.Values = append(md.Values, et.ExtensionName(), et.Serialize())
	}
	var dict flatbuffers.UOffsetT
	if dt, ok := t.(*arrays.DictionaryType); ok {
		var err error
		if dict, err = e.dictionaryEncoding(dt); err != nil {
			return 0, err
		}
		t = dt.Value
		if vt, ok := t.(arrays.ExtensionType); ok {
			// As Arrow C++ does, a dictionary of extension values is
			// written with the extension keys on the field (it reads
			// back as an extension over a dictionary).
			t = vt.StorageType()
			md = withoutExtensionKeys(md)
			md.Keys = append(md.Keys, arrays.ExtensionNameKey, arrays.ExtensionMetadataKey)
			md.Values = append(md.Values, vt.ExtensionName(), vt.Serialize())
		}
	}
	switch t.(type) {
	case arrays.ExtensionType:
		return 0, e.errf("extension type %s stored as another extension or dictionary-encoded twice", f.Type)
	case *arrays.DictionaryType:
		return 0, e.errf("dictionary type %s has dictionary values", f.Type)
	}

	name := b.CreateString(f.Name)
	var children flatbuffers.UOffsetT
	var err error
	if nt, ok := t.(arrays.NestedType); ok {
		children, err = e.fields(nt.Fields(), depth+1)
	} else {
		children, err = e.fields(nil, depth+1)
	}
	if err != nil {
		return 0, err
	}
	kind, typ, err := e.typeTable(t)
	if err != nil {
		return 0, err
	}
	kvs := buildKeyValues(b, md)

	flatbuf.FieldStart(b)
	flatbuf.FieldAddName(b, name)
	flatbuf.FieldAddNullable(b, f.Nullable)
	flatbuf.FieldAddTypeType(b, kind)
	flatbuf.FieldAddType(b, typ)
	if dict != 0 {
		flatbuf.FieldAddDictionary(b, dict)
	}
	flatbuf.FieldAddChildren(b, children)
	if kvs != 0 {
		flatbuf.FieldAddCustomMetadata(b, kvs)
	}
	return flatbuf.FieldEnd(b), nil
}

func (e *schemaEncoder) dictionaryEncoding(dt *arrays.DictionaryType) (flatbuffers.UOffsetT, error) {
	id, ok := e.ids.ID(e.path)
	if !ok {
		return 0, e.errf("dictionary-encoded field has no dictionary id")
	}
	if dt.Index == nil || !arrays.IsInteger(dt.Index.ID()) {
		return 0, e.errf("dictionary index type %v is not an integer type", dt.Index)
	}
	if dt.Value == nil {
		return 0, e.errf("dictionary has no value type")
	}
	b := e.b
	index := e.intTable(dt.Index.(arrays.FixedWidthType).BitWidth(), arrays.IsSignedInteger(dt.Index.ID()))
	flatbuf.DictionaryEncodingStart(b)
	flatbuf.DictionaryEncodingAddId(b, id)
	flatbuf.DictionaryEncodingAddIndexType(b, index)
	flatbuf.DictionaryEncodingAddIsOrdered(b, dt.Ordered)
	return flatbuf.DictionaryEncodingEnd(b), nil
}

func (e *schemaEncoder) intTable(bitWidth int, signed bool) flatbuffers.UOffsetT {
	flatbuf.IntStart(e.b)
	flatbuf.IntAddBitWidth(e.b, int32(bitWidth))
	flatbuf.IntAddIsSigned(e.b, signed)
	return flatbuf.IntEnd(e.b)
}

// empty writes a table with no fields (Null, Utf8, List, ...).
func (e *schemaEncoder) empty() flatbuffers.UOffsetT {
	e.b.StartObject(0)
	return e.b.EndObject()
}

func checkTimeUnit(u arrays.TimeUnit) bool { return u <= arrays.Nanosecond }

// typeTable writes the Type union member for t (not extension, not dictionary).
func (e *schemaEncoder) typeTable(t arrays.DataType) (flatbuf.Type, flatbuffers.UOffsetT, error) {
	b := e.b
	switch x := t.(type) {
	case arrays.NullType:
		return flatbuf.TypeNull, e.empty(), nil
	case arrays.BoolType:
		return flatbuf.TypeBool, e.empty(), nil
	case arrays.BinaryType:
		return flatbuf.TypeBinary, e.empty(), nil
	case arrays.Utf8Type:
		return flatbuf.TypeUtf8, e.empty(), nil
	case arrays.LargeBinaryType:
		return flatbuf.TypeLargeBinary, e.empty(), nil
	case arrays.LargeUtf8Type:
		return flatbuf.TypeLargeUtf8, e.empty(), nil
	case arrays.BinaryViewType:
		return flatbuf.TypeBinaryView, e.empty(), nil
	case arrays.Utf8ViewType:
		return flatbuf.TypeUtf8View, e.empty(), nil
	case arrays.Int8Type, arrays.Int16Type, arrays.Int32Type, arrays.Int64Type,
		arrays.Uint8Type, arrays.Uint16Type, arrays.Uint32Type, arrays.Uint64Type:
		return flatbuf.TypeInt, e.intTable(t.(arrays.FixedWidthType).BitWidth(), arrays.IsSignedInteger(t.ID())), nil
	case arrays.Float16Type, arrays.Float32Type, arrays.Float64Type:
		p := map[arrays.TypeID]flatbuf.Precision{
			arrays.FLOAT16: flatbuf.PrecisionHALF, arrays.FLOAT32: flatbuf.PrecisionSINGLE, arrays.FLOAT64: flatbuf.PrecisionDOUBLE,
		}[t.ID()]
		flatbuf.FloatingPointStart(b)
		flatbuf.FloatingPointAddPrecision(b, p)
		return flatbuf.TypeFloatingPoint, flatbuf.FloatingPointEnd(b), nil
	case arrays.Decimal32Type:
		return flatbuf.TypeDecimal, e.decimal(x.Precision, x.Scale, 32), nil
	case arrays.Decimal64Type:
		return flatbuf.TypeDecimal, e.decimal(x.Precision, x.Scale, 64), nil
	case arrays.Decimal128Type:
		return flatbuf.TypeDecimal, e.decimal(x.Precision, x.Scale, 128), nil
	case arrays.Decimal256Type:
		return flatbuf.TypeDecimal, e.decimal(x.Precision, x.Scale, 256), nil
	case arrays.Date32Type, arrays.Date64Type:
		flatbuf.DateStart(b)
		if t.ID() == arrays.DATE32 {
			flatbuf.DateAddUnit(b, flatbuf.DateUnitDAY)
		} else {
			flatbuf.DateAddUnit(b, flatbuf.DateUnitMILLISECOND)
		}
		return flatbuf.TypeDate, flatbuf.DateEnd(b), nil
	case arrays.Time32Type:
		if x.Unit != arrays.Second && x.Unit != arrays.Millisecond {
			return 0, 0, e.errf("time32 unit %s is not s or ms", x.Unit)
		}
		return flatbuf.TypeTime, e.time(x.Unit, 32), nil
	case arrays.Time64Type:
		if x.Unit != arrays.Microsecond && x.Unit != arrays.Nanosecond {
			return 0, 0, e.errf("time64 unit %s is not us or ns", x.Unit)
		}
		return flatbuf.TypeTime, e.time(x.Unit, 64), nil
	case arrays.TimestampType:
		if !checkTimeUnit(x.Unit) {
			return 0, 0, e.errf("timestamp unit %s", x.Unit)
		}
		var tz flatbuffers.UOffsetT
		if x.TimeZone != "" {
			tz = b.CreateString(x.TimeZone)
		}
		flatbuf.TimestampStart(b)
		flatbuf.TimestampAddUnit(b, flatbuf.TimeUnit(x.Unit))
		if tz != 0 {
			flatbuf.TimestampAddTimezone(b, tz)
		}
		return flatbuf.TypeTimestamp, flatbuf.TimestampEnd(b), nil
	case arrays.DurationType:
		if !checkTimeUnit(x.Unit) {
			return 0, 0, e.errf("duration unit %s", x.Unit)
		}
		flatbuf.DurationStart(b)
		flatbuf.DurationAddUnit(b, flatbuf.TimeUnit(x.Unit))
		return flatbuf.TypeDuration, flatbuf.DurationEnd(b), nil
	case arrays.IntervalMonthsType, arrays.IntervalDayTimeType, arrays.IntervalMonthDayNanoType:
		u := map[arrays.TypeID]flatbuf.IntervalUnit{
			arrays.INTERVAL_MONTHS:         flatbuf.IntervalUnitYEAR_MONTH,
			arrays.INTERVAL_DAY_TIME:       flatbuf.IntervalUnitDAY_TIME,
			arrays.INTERVAL_MONTH_DAY_NANO: flatbuf.IntervalUnitMONTH_DAY_NANO,
		}[t.ID()]
		flatbuf.IntervalStart(b)
		flatbuf.IntervalAddUnit(b, u)
		return flatbuf.TypeInterval, flatbuf.IntervalEnd(b), nil
	case arrays.FixedSizeBinaryType:
		if x.ByteWidth < 0 || x.ByteWidth > math.MaxInt32 {
			return 0, 0, e.errf("fixed-size binary byte width %d", x.ByteWidth)
		}
		flatbuf.FixedSizeBinaryStart(b)
		flatbuf.FixedSizeBinaryAddByteWidth(b, int32(x.ByteWidth))
		return flatbuf.TypeFixedSizeBinary, flatbuf.FixedSizeBinaryEnd(b), nil
	case *arrays.ListType:
		return flatbuf.TypeList, e.empty(), nil
	case *arrays.LargeListType:
		return flatbuf.TypeLargeList, e.empty(), nil
	case *arrays.ListViewType:
		return flatbuf.TypeListView, e.empty(), nil
	case *arrays.LargeListViewType:
		return flatbuf.TypeLargeListView, e.empty(), nil
	case *arrays.FixedSizeListType:
		if x.Size < 0 || x.Size > math.MaxInt32 {
			return 0, 0, e.errf("fixed-size list size %d", x.Size)
		}
		flatbuf.FixedSizeListStart(b)
		flatbuf.FixedSizeListAddListSize(b, int32(x.Size))
		return flatbuf.TypeFixedSizeList, flatbuf.FixedSizeListEnd(b), nil
	case *arrays.StructType:
		return flatbuf.TypeStruct_, e.empty(), nil
	case *arrays.MapType:
		flatbuf.MapStart(b)
		flatbuf.MapAddKeysSorted(b, x.KeysSorted)
		return flatbuf.TypeMap, flatbuf.MapEnd(b), nil
	case *arrays.UnionType:
		if len(x.TypeCodes) != len(x.Children) {
			return 0, 0, e.errf("union has %d type codes for %d children", len(x.TypeCodes), len(x.Children))
		}
		flatbuf.UnionStartTypeIdsVector(b, len(x.TypeCodes))
		for i := len(x.TypeCodes) - 1; i >= 0; i-- {
			b.PrependInt32(int32(x.TypeCodes[i]))
		}
		ids := b.EndVector(len(x.TypeCodes))
		flatbuf.UnionStart(b)
		if x.Mode == arrays.DenseMode {
			flatbuf.UnionAddMode(b, flatbuf.UnionModeDense)
		} else {
			flatbuf.UnionAddMode(b, flatbuf.UnionModeSparse)
		}
		flatbuf.UnionAddTypeIds(b, ids)
		return flatbuf.TypeUnion, flatbuf.UnionEnd(b), nil
	case *arrays.RunEndEncodedType:
		return flatbuf.TypeRunEndEncoded, e.empty(), nil
	}
	return 0, 0, e.errf("type %s has no IPC representation", t)
}

func (e *schemaEncoder) decimal(precision, scale int32, bitWidth int32) flatbuffers.UOffsetT {
	flatbuf.DecimalStart(e.b)
	flatbuf.DecimalAddPrecision(e.b, precision)
	flatbuf.DecimalAddScale(e.b, scale)
	// Written even at its default (128): readers before format 1.1 did not
	// know the field, and writing it costs four bytes.
	e.b.PrependInt32Slot(2, bitWidth, -1)
	return flatbuf.DecimalEnd(e.b)
}

func (e *schemaEncoder) time(u arrays.TimeUnit, bitWidth int32) flatbuffers.UOffsetT {
	flatbuf.TimeStart(e.b)
	flatbuf.TimeAddUnit(e.b, flatbuf.TimeUnit(u))
	flatbuf.TimeAddBitWidth(e.b, bitWidth)
	return flatbuf.TimeEnd(e.b)
}

// ----- record batch and dictionary batch headers -----

// FieldNode is the length and null count of one field of a record batch, in
// the pre-order of the schema's fields (RecordBatch.nodes).
type FieldNode struct {
	Length    int64
	NullCount int64
}

// BodyBuffer locates one buffer inside a message body (RecordBatch.buffers):
// Offset from the start of the body, Length in bytes without padding.
type BodyBuffer struct {
	Offset int64
	Length int64
}

// Compression is the codec of a batch's compressed body buffers.
type Compression int8

// The body compression codecs. The zero value means an uncompressed body.
const (
	NoCompression     Compression = iota
	CompressionLZ4                // LZ4 frame format
	CompressionZSTD               // Zstandard
	numCompressionIDs             // not a codec
)

func (c Compression) String() string {
	switch c {
	case NoCompression:
		return "none"
	case CompressionLZ4:
		return "lz4_frame"
	case CompressionZSTD:
		return "zstd"
	}
	return "Compression(" + strconv.Itoa(int(c)) + ")"
}

// RecordBatchHeader is the decoded header of a RecordBatch message (or the
// data of a DictionaryBatch): the row count, one FieldNode per field and one
// BodyBuffer per buffer in pre-order, the body compression, and one
// variadic-buffer count per binary-view/utf8-view field in pre-order.
type RecordBatchHeader struct {
	Length               int64
	Nodes                []FieldNode
	Buffers              []BodyBuffer
	Compression          Compression
	VariadicBufferCounts []int64
}

// DictionaryBatchHeader is the decoded header of a DictionaryBatch message.
type DictionaryBatchHeader struct {
	ID      int64
	IsDelta bool // append to the dictionary with this id instead of replacing it
	Data    RecordBatchHeader
}

// RecordBatch decodes the header of a RecordBatch message and checks it
// against the body: every count non-negative, every buffer inside the body.
func (m *Message) RecordBatch() (*RecordBatchHeader, error) {
	if m.typ != MessageRecordBatch {
		return nil, fmt.Errorf("ipc: message is a %s, not a RecordBatch", m.typ)
	}
	var t flatbuffers.Table
	m.fb.Header(&t)
	var rb flatbuf.RecordBatch
	rb.Init(t.Bytes, t.Pos)
	h := &RecordBatchHeader{}
	if err := decodeRecordBatch(&rb, m.fb.BodyLength(), h); err != nil {
		return nil, fmt.Errorf("record batch: %w", err)
	}
	return h, nil
}

// DictionaryBatch decodes the header of a DictionaryBatch message and checks
// its data against the body, as RecordBatch does.
func (m *Message) DictionaryBatch() (*DictionaryBatchHeader, error) {
	if m.typ != MessageDictionaryBatch {
		return nil, fmt.Errorf("ipc: message is a %s, not a DictionaryBatch", m.typ)
	}
	var t flatbuffers.Table
	m.fb.Header(&t)
	var db flatbuf.DictionaryBatch
	db.Init(t.Bytes, t.Pos)
	h := &DictionaryBatchHeader{ID: db.Id(), IsDelta: db.IsDelta()}
	rb := db.Data(nil)
	if rb == nil {
		return nil, malformed("dictionary batch %d has no data", h.ID)
	}
	if err := decodeRecordBatch(rb, m.fb.BodyLength(), &h.Data); err != nil {
		return nil, fmt.Errorf("dictionary batch %d: %w", h.ID, err)
	}
	return h, nil
}

func decodeRecordBatch(rb *flatbuf.RecordBatch, bodyLength int64, h *RecordBatchHeader) error {
	h.Length = rb.Length()
	h.Nodes = make([]FieldNode, rb.NodesLength())
	var n flatbuf.FieldNode
	for i := range h.Nodes {
		rb.Nodes(&n, i)
		h.Nodes[i] = FieldNode{Length: n.Length(), NullCount: n.NullCount()}
	}
	h.Buffers = make([]BodyBuffer, rb.BuffersLength())
	var buf flatbuf.Buffer
	for i := range h.Buffers {
		rb.Buffers(&buf, i)
		h.Buffers[i] = BodyBuffer{Offset: buf.Offset(), Length: buf.Length()}
	}
	if c := rb.Compression(nil); c != nil {
		switch c.Codec() {
		case flatbuf.CompressionTypeLZ4_FRAME:
			h.Compression = CompressionLZ4
		case flatbuf.CompressionTypeZSTD:
			h.Compression = CompressionZSTD
		default:
			return malformed("unknown compression codec %d", int8(c.Codec()))
		}
		if c.Method() != flatbuf.BodyCompressionMethodBUFFER {
			return unsupported("body compression method %d (only BUFFER is defined)", int8(c.Method()))
		}
	}
	if k := rb.VariadicBufferCountsLength(); k > 0 {
		h.VariadicBufferCounts = make([]int64, k)
		for i := range k {
			h.VariadicBufferCounts[i] = rb.VariadicBufferCounts(i)
		}
	}
	return h.Check(bodyLength)
}

// Check verifies that the header is self-consistent and fits a body of
// bodyLength bytes: the length, node lengths and null counts and variadic
// counts are non-negative, null counts do not exceed lengths, every buffer
// lies inside the body (without overflow), there are no more variadic
// buffers than buffers, and the compression codec is known. Decoding runs it;
// writers may run it before marshaling.
func (h *RecordBatchHeader) Check(bodyLength int64) error {
	if bodyLength < 0 {
		return malformed("body length %d is negative", bodyLength)
	}
	if h.Length < 0 {
		return malformed("length %d is negative", h.Length)
	}
	for i, n := range h.Nodes {
		if n.Length < 0 || n.NullCount < 0 || n.NullCount > n.Length {
			return malformed("field node %d has length %d and null count %d", i, n.Length, n.NullCount)
		}
	}
	for i, b := range h.Buffers {
		if b.Offset < 0 || b.Length < 0 || b.Offset > bodyLength || b.Length > bodyLength-b.Offset {
			return malformed("buffer %d (offset %d, length %d) lies outside the %d-byte body", i, b.Offset, b.Length, bodyLength)
		}
	}
	var total int64
	for i, c := range h.VariadicBufferCounts {
		if c < 0 || c > int64(len(h.Buffers)) {
			return malformed("variadic buffer count %d of view field %d is negative or exceeds the %d buffers", c, i, len(h.Buffers))
		}
		total += c
	}
	if total > int64(len(h.Buffers)) {
		return malformed("variadic buffer counts add up to %d, more than the %d buffers", total, len(h.Buffers))
	}
	if h.Compression < 0 || h.Compression >= numCompressionIDs {
		return malformed("unknown compression %d", int8(h.Compression))
	}
	return nil
}

// MarshalRecordBatchMessage builds the Message flatbuffer (V5) of a
// RecordBatch message for h whose body is bodyLength bytes, with
// message-level custom metadata md. h is checked first (see Check).
func MarshalRecordBatchMessage(h *RecordBatchHeader, bodyLength int64, md arrays.Metadata) ([]byte, error) {
	if err := h.Check(bodyLength); err != nil {
		return nil, fmt.Errorf("ipc: cannot encode record batch: %w", err)
	}
	b := flatbuffers.NewBuilder(256 + 16*(len(h.Nodes)+len(h.Buffers)))
	rb := buildRecordBatch(b, h)
	return finishMessage(b, flatbuf.MessageHeaderRecordBatch, rb, bodyLength, md), nil
}

// MarshalDictionaryBatchMessage builds the Message flatbuffer (V5) of a
// DictionaryBatch message for h whose body is bodyLength bytes.
func MarshalDictionaryBatchMessage(h *DictionaryBatchHeader, bodyLength int64, md arrays.Metadata) ([]byte, error) {
	if err := h.Data.Check(bodyLength); err != nil {
		return nil, fmt.Errorf("ipc: cannot encode dictionary batch %d: %w", h.ID, err)
	}
	b := flatbuffers.NewBuilder(256 + 16*(len(h.Data.Nodes)+len(h.Data.Buffers)))
	rb := buildRecordBatch(b, &h.Data)
	flatbuf.DictionaryBatchStart(b)
	flatbuf.DictionaryBatchAddId(b, h.ID)
	flatbuf.DictionaryBatchAddData(b, rb)
	flatbuf.DictionaryBatchAddIsDelta(b, h.IsDelta)
	db := flatbuf.DictionaryBatchEnd(b)
	return finishMessage(b, flatbuf.MessageHeaderDictionaryBatch, db, bodyLength, md), nil
}

func buildRecordBatch(b *flatbuffers.Builder, h *RecordBatchHeader) flatbuffers.UOffsetT {
	var variadic flatbuffers.UOffsetT
	if len(h.VariadicBufferCounts) > 0 {
		flatbuf.RecordBatchStartVariadicBufferCountsVector(b, len(h.VariadicBufferCounts))
		for i := len(h.VariadicBufferCounts) - 1; i >= 0; i-- {
			b.PrependInt64(h.VariadicBufferCounts[i])
		}
		variadic = b.EndVector(len(h.VariadicBufferCounts))
	}
	flatbuf.RecordBatchStartBuffersVector(b, len(h.Buffers))
	for i := len(h.Buffers) - 1; i >= 0; i-- {
		flatbuf.CreateBuffer(b, h.Buffers[i].Offset, h.Buffers[i].Length)
	}
	buffers := b.EndVector(len(h.Buffers))
	flatbuf.RecordBatchStartNodesVector(b, len(h.Nodes))
	for i := len(h.Nodes) - 1; i >= 0; i-- {
		flatbuf.CreateFieldNode(b, h.Nodes[i].Length, h.Nodes[i].NullCount)
	}
	nodes := b.EndVector(len(h.Nodes))
	var comp flatbuffers.UOffsetT
	if h.Compression != NoCompression {
		flatbuf.BodyCompressionStart(b)
		codec := flatbuf.CompressionTypeLZ4_FRAME
		if h.Compression == CompressionZSTD {
			codec = flatbuf.CompressionTypeZSTD
		}
		// Written even at its default, for readers that want it explicit.
		b.PrependInt8Slot(0, int8(codec), -1)
		b.PrependInt8Slot(1, int8(flatbuf.BodyCompressionMethodBUFFER), -1)
		comp = flatbuf.BodyCompressionEnd(b)
	}
	flatbuf.RecordBatchStart(b)
	flatbuf.RecordBatchAddLength(b, h.Length)
	flatbuf.RecordBatchAddNodes(b, nodes)
	flatbuf.RecordBatchAddBuffers(b, buffers)
	if comp != 0 {
		flatbuf.RecordBatchAddCompression(b, comp)
	}
	if variadic != 0 {
		flatbuf.RecordBatchAddVariadicBufferCounts(b, variadic)
	}
	return flatbuf.RecordBatchEnd(b)
}

// ----- file footer -----

// Block locates an encapsulated message in an IPC file (File.fbs Block):
// Offset is the file position of its first byte, MetaDataLength the framing
// prefix plus flatbuffer plus padding, BodyLength the body's size.
type Block struct {
	Offset         int64
	MetaDataLength int32
	BodyLength     int64
}

// Footer is the decoded footer of an IPC file.
type Footer struct {
	// Version is Footer.version. Some 0.14.1 files leave it out, so it can
	// read as V1 even though the messages are V4; it is not checked.
	Version       MetadataVersion
	Schema        *SchemaHeader
	Dictionaries  []Block
	RecordBatches []Block
	Metadata      arrays.Metadata
}

// DecodeFooter verifies and decodes a Footer flatbuffer (the bytes between
// the end of the stream and the footer length word). It checks that the
// schema is present and converts it, and that every Block has non-negative
// fields with a metadata length of at least 8 bytes (4 in the legacy
// framing), without judging them against a file size.
func DecodeFooter(buf []byte) (*Footer, error) {
	if err := VerifyFooter(buf); err != nil {
		return nil, err
	}
	fb := flatbuf.GetRootAsFooter(buf, 0)
	f := &Footer{Version: MetadataVersion(fb.Version())}
	s := fb.Schema(nil)
	if s == nil {
		return nil, malformed("file footer has no schema")
	}
	var err error
	if f.Schema, err = decodeSchema(s); err != nil {
		return nil, fmt.Errorf("file footer: %w", err)
	}
	if f.Dictionaries, err = blocks(fb.DictionariesLength(), fb.Dictionaries, "dictionaries"); err != nil {
		return nil, err
	}
	if f.RecordBatches, err = blocks(fb.RecordBatchesLength(), fb.RecordBatches, "recordBatches"); err != nil {
		return nil, err
	}
	if f.Metadata, err = keyValues(fb.CustomMetadataLength(), fb.CustomMetadata, nil); err != nil {
		return nil, fmt.Errorf("file footer custom_metadata: %w", err)
	}
	return f, nil
}

func blocks(n int, at func(*flatbuf.Block, int) bool, name string) ([]Block, error) {
	out := make([]Block, n)
	var b flatbuf.Block
	for i := range out {
		at(&b, i)
		out[i] = Block{Offset: b.Offset(), MetaDataLength: b.MetaDataLength(), BodyLength: b.BodyLength()}
		if out[i].Offset < 0 || out[i].MetaDataLength < 4 || out[i].BodyLength < 0 {
			return nil, malformed("file footer %s[%d]: offset %d, metaDataLength %d, bodyLength %d",
				name, i, out[i].Offset, out[i].MetaDataLength, out[i].BodyLength)
		}
	}
	return out, nil
}

// MarshalFooter builds the Footer flatbuffer of f, with version V5
// whatever f.Version says.
func MarshalFooter(f *Footer) ([]byte, error) {
	b := flatbuffers.NewBuilder(1024 + 24*(len(f.Dictionaries)+len(f.RecordBatches)))
	s, err := buildSchema(b, f.Schema)
	if err != nil {
		return nil, err
	}
	blockVec := func(bs []Block) flatbuffers.UOffsetT {
		b.StartVector(24, len(bs), 8)
		for i := len(bs) - 1; i >= 0; i-- {
			flatbuf.CreateBlock(b, bs[i].Offset, bs[i].MetaDataLength, bs[i].BodyLength)
		}
		return b.EndVector(len(bs))
	}
	dicts := blockVec(f.Dictionaries)
	batches := blockVec(f.RecordBatches)
	kvs := buildKeyValues(b, f.Metadata)
	flatbuf.FooterStart(b)
	flatbuf.FooterAddVersion(b, flatbuf.MetadataVersionV5)
	flatbuf.FooterAddSchema(b, s)
	flatbuf.FooterAddDictionaries(b, dicts)
	flatbuf.FooterAddRecordBatches(b, batches)
	if kvs != 0 {
		flatbuf.FooterAddCustomMetadata(b, kvs)
	}
	b.Finish(flatbuf.FooterEnd(b))
	return b.FinishedBytes(), nil
}
