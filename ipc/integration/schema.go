package integration

import (
	"fmt"
	"strconv"

	"github.com/quiver-go/quiver/arrays"
)

// node is one JSON Field: the arrays.Field it stands for, its dictionary
// encoding and its JSON children. Reader and writer both walk columns with
// it, because a column's layout depends on the dictionary ids and on the
// JSON children, which the arrays type alone does not carry.
type node struct {
	field arrays.Field // final type: extension over dictionary over value
	path  string       // FieldPath key

	// For a dictionary-encoded field: its id and the field that describes
	// the dictionary's values (value type, same name and children).
	isDict bool
	dictID int64
	value  *node

	// children are the JSON children: of the value type for a dictionary
	// field, of the storage type for an extension field.
	children []*node

	// hasDict reports whether this field or any field below it (through
	// children and dictionary values) is dictionary-encoded.
	hasDict bool

	// Writer only: the type and metadata the JSON Field shows (the value
	// type of a dictionary, the storage of an extension plus its keys).
	jsonType arrays.DataType
	jsonMeta arrays.Metadata
}

// storageType peels extension types off t.
func storageType(t arrays.DataType) arrays.DataType { return arrays.StorageOf(t) }

// layout is the type that decides the field's column layout: the storage
// type (for a dictionary-encoded field, the dictionary type).
func (n *node) layout() arrays.DataType { return storageType(n.field.Type) }

func (n *node) finish() {
	n.hasDict = n.isDict
	for _, c := range n.children {
		if c.hasDict {
			n.hasDict = true
		}
	}
}

// schemaReader parses the "schema" object.
type schemaReader struct {
	dictValues map[int64]*node  // dictionary id -> value field (first user)
	ids        map[string]int64 // FieldPath -> id
	idUser     map[int64]string // dictionary id -> JSON path of first user
}

func (r *schemaReader) schema(v any, path string) (*arrays.Schema, []*node, error) {
	o, err := asObject(v, path)
	if err != nil {
		return nil, nil, err
	}
	fields, err := arrayMember(o, "fields", path)
	if err != nil {
		return nil, nil, err
	}
	md, err := metadata(o["metadata"], key(path, "metadata"))
	if err != nil {
		return nil, nil, err
	}
	s := &arrays.Schema{Metadata: md, Fields: make([]arrays.Field, len(fields))}
	nodes := make([]*node, len(fields))
	for i, fv := range fields {
		n, err := r.field(fv, index(key(path, "fields"), i), strconv.Itoa(i))
		if err != nil {
			return nil, nil, err
		}
		nodes[i] = n
		s.Fields[i] = n.field
	}
	return s, nodes, nil
}

// metadata reads a Meta value: null, a missing key and [] all mean none.
func metadata(v any, path string) (arrays.Metadata, error) {
	var md arrays.Metadata
	if v == nil {
		return md, nil
	}
	entries, err := asArray(v, path)
	if err != nil {
		return md, err
	}
	for i, ev := range entries {
		p := index(path, i)
		e, err := asObject(ev, p)
		if err != nil {
			return md, err
		}
		k, err := stringMember(e, "key", p)
		if err != nil {
			return md, err
		}
		val, err := stringMember(e, "value", p)
		if err != nil {
			return md, err
		}
		md.Keys = append(md.Keys, k)
		md.Values = append(md.Values, val)
	}
	return md, nil
}

func (r *schemaReader) field(v any, path, fpath string) (*node, error) {
	o, err := asObject(v, path)
	if err != nil {
		return nil, err
	}
	name, err := stringMember(o, "name", path)
	if err != nil {
		return nil, err
	}
	path += "(" + strconv.Quote(name) + ")"
	nullable, err := boolMember(o, "nullable", path)
	if err != nil {
		return nil, err
	}
	n := &node{path: fpath}
	// "children" is always written, but a missing or null one is read as
	// none, as it must be for leaf types.
	if cv := o["children"]; cv != nil {
		cs, err := asArray(cv, key(path, "children"))
		if err != nil {
			return nil, err
		}
		for i, c := range cs {
			cn, err := r.field(c, index(key(path, "children"), i), childPath(fpath, i))
			if err != nil {
				return nil, err
			}
			n.children = append(n.children, cn)
		}
	}
	to, err := objectMember(o, "type", path)
	if err != nil {
		return nil, err
	}
	t, err := parseType(to, n.children, key(path, "type"))
	if err != nil {
		return nil, err
	}
	md, err := metadata(o["metadata"], key(path, "metadata"))
	if err != nil {
		return nil, err
	}

	if dv := o["dictionary"]; dv != nil {
		dp := key(path, "dictionary")
		do, err := asObject(dv, dp)
		if err != nil {
			return nil, err
		}
		id, err := intMember(do, "id", dp, 64)
		if err != nil {
			return nil, err
		}
		ito, err := objectMember(do, "indexType", dp)
		if err != nil {
			return nil, err
		}
		idx, err := parseType(ito, nil, key(dp, "indexType"))
		if err != nil {
			return nil, err
		}
		if !arrays.IsInteger(idx.ID()) {
			return nil, errorf(key(dp, "indexType"), "dictionary index type must be an integer type, got %s", idx)
		}
		ordered, err := optBoolMember(do, "isOrdered", dp, false)
		if err != nil {
			return nil, err
		}
		n.isDict, n.dictID = true, id
		n.value = &node{field: arrays.Field{Name: name, Type: t, Nullable: nullable}, path: fpath, children: n.children}
		n.value.finish()
		if err := r.register(n, dp); err != nil {
			return nil, err
		}
		t = &arrays.DictionaryType{Index: idx, Value: t, Ordered: ordered}
	}

	// Extension types: a registered name becomes the extension type and
	// loses its two metadata keys; an unregistered one stays the storage
	// type with its metadata untouched (what the Go reference does, and what
	// C++ does under ARROW:integration:allow_unregistered_extension).
	if extName, ok := md.Get(arrays.ExtensionNameKey); ok {
		if factory, ok := arrays.LookupExtensionType(extName); ok {
			serialized, _ := md.Get(arrays.ExtensionMetadataKey)
			et, err := factory(t, serialized)
			if err != nil {
				return nil, &Error{Path: key(path, "metadata"), Msg: fmt.Sprintf("extension type %q over %s", extName, t), Err: err}
			}
			if et == nil {
				return nil, errorf(key(path, "metadata"), "extension type %q: factory returned no type", extName)
			}
			t = et
			md = withoutExtensionKeys(md)
		}
	}
	n.field = arrays.Field{Name: name, Type: t, Nullable: nullable, Metadata: md}
	n.finish()
	return n, nil
}

// register records a dictionary-encoded field. Fields sharing an id must
// agree on the dictionary's value type and on the ids of any dictionaries
// nested inside it, since one dictionary batch serves them all.
func (r *schemaReader) register(n *node, path string) error {
	r.ids[n.path] = n.dictID
	first, ok := r.dictValues[n.dictID]
	if !ok {
		r.dictValues[n.dictID] = n.value
		r.idUser[n.dictID] = path
		return nil
	}
	if !arrays.TypeEqual(first.field.Type, n.value.field.Type) {
		return errorf(path, "dictionary id %d has value type %s here but %s at %s", n.dictID, n.value.field.Type, first.field.Type, r.idUser[n.dictID])
	}
	if !sameDictIDs(first, n.value) {
		return errorf(path, "dictionary id %d: the dictionaries nested in its values have other ids than at %s", n.dictID, r.idUser[n.dictID])
	}
	return nil
}

func sameDictIDs(a, b *node) bool {
	if a.isDict != b.isDict || (a.isDict && a.dictID != b.dictID) || len(a.children) != len(b.children) {
		return false
	}
	for i := range a.children {
		if !sameDictIDs(a.children[i], b.children[i]) {
			return false
		}
	}
	return true
}

func withoutExtensionKeys(md arrays.Metadata) arrays.Metadata {
	var out arrays.Metadata
	for i, k := range md.Keys {
		if k == arrays.ExtensionNameKey || k == arrays.ExtensionMetadataKey {
			continue
		}
		out.Keys = append(out.Keys, k)
		out.Values = append(out.Values, md.Values[i])
	}
	return out
}

var timeUnits = map[string]arrays.TimeUnit{
	"SECOND": arrays.Second, "MILLISECOND": arrays.Millisecond,
	"MICROSECOND": arrays.Microsecond, "NANOSECOND": arrays.Nanosecond,
}

var timeUnitNames = [...]string{
	arrays.Second: "SECOND", arrays.Millisecond: "MILLISECOND",
	arrays.Microsecond: "MICROSECOND", arrays.Nanosecond: "NANOSECOND",
}

func timeUnit(o object, path string) (arrays.TimeUnit, error) {
	s, err := stringMember(o, "unit", path)
	if err != nil {
		return 0, err
	}
	u, ok := timeUnits[s]
	if !ok {
		return 0, errorf(key(path, "unit"), "unknown time unit %q", s)
	}
	return u, nil
}

// parseType reads a Type object; children are the field's JSON children.
func parseType(o object, children []*node, path string) (arrays.DataType, error) {
	name, err := stringMember(o, "name", path)
	if err != nil {
		return nil, err
	}
	fields := make([]arrays.Field, len(children))
	for i, c := range children {
		fields[i] = c.field
	}
	want := func(n int) error {
		if len(children) != n {
			return errorf(path, "type %q needs %d child field(s), the field has %d", name, n, len(children))
		}
		return nil
	}
	var t arrays.DataType
	switch name {
	case "null":
		t = arrays.NullType{}
	case "bool":
		t = arrays.BoolType{}
	case "int":
		signed, err := boolMember(o, "isSigned", path)
		if err != nil {
			return nil, err
		}
		bits, err := intMember(o, "bitWidth", path, 32)
		if err != nil {
			return nil, err
		}
		t = intType(signed, bits)
		if t == nil {
			return nil, errorf(key(path, "bitWidth"), "integer bit width must be 8, 16, 32 or 64, got %d", bits)
		}
	case "floatingpoint":
		p, err := stringMember(o, "precision", path)
		if err != nil {
			return nil, err
		}
		switch p {
		case "HALF":
			t = arrays.Float16Type{}
		case "SINGLE":
			t = arrays.Float32Type{}
		case "DOUBLE":
			t = arrays.Float64Type{}
		default:
			return nil, errorf(key(path, "precision"), "unknown floating-point precision %q", p)
		}
	case "binary":
		t = arrays.BinaryType{}
	case "largebinary":
		t = arrays.LargeBinaryType{}
	case "utf8":
		t = arrays.Utf8Type{}
	case "largeutf8":
		t = arrays.LargeUtf8Type{}
	case "binaryview":
		t = arrays.BinaryViewType{}
	case "utf8view":
		t = arrays.Utf8ViewType{}
	case "fixedsizebinary":
		w, err := intMember(o, "byteWidth", path, 32)
		if err != nil {
			return nil, err
		}
		if w < 0 {
			return nil, errorf(key(path, "byteWidth"), "negative byte width %d", w)
		}
		t = arrays.FixedSizeBinaryType{ByteWidth: int(w)}
	case "decimal":
		if t, err = decimalType(o, path); err != nil {
			return nil, err
		}
	case "date":
		u, err := stringMember(o, "unit", path)
		if err != nil {
			return nil, err
		}
		switch u {
		case "DAY":
			t = arrays.Date32Type{}
		case "MILLISECOND":
			t = arrays.Date64Type{}
		default:
			return nil, errorf(key(path, "unit"), "date unit must be DAY or MILLISECOND, got %q", u)
		}
	case "time":
		u, err := timeUnit(o, path)
		if err != nil {
			return nil, err
		}
		bits := int64(32)
		if u >= arrays.Microsecond {
			bits = 64
		}
		if _, ok := o["bitWidth"]; ok {
			got, err := intMember(o, "bitWidth", path, 32)
			if err != nil {
				return nil, err
			}
			if got != bits {
				return nil, errorf(key(path, "bitWidth"), "time in %s needs bit width %d, got %d", timeUnitNames[u], bits, got)
			}
		}
		if bits == 32 {
			t = arrays.Time32Type{Unit: u}
		} else {
			t = arrays.Time64Type{Unit: u}
		}
	case "timestamp":
		u, err := timeUnit(o, path)
		if err != nil {
			return nil, err
		}
		var tz string
		if v := o["timezone"]; v != nil {
			s, ok := v.(string)
			if !ok {
				return nil, errorf(key(path, "timezone"), "want a string, got %s", kind(v))
			}
			tz = s
		}
		t = arrays.TimestampType{Unit: u, TimeZone: tz}
	case "duration":
		u, err := timeUnit(o, path)
		if err != nil {
			return nil, err
		}
		t = arrays.DurationType{Unit: u}
	case "interval":
		u, err := stringMember(o, "unit", path)
		if err != nil {
			return nil, err
		}
		switch u {
		case "YEAR_MONTH":
			t = arrays.IntervalMonthsType{}
		case "DAY_TIME":
			t = arrays.IntervalDayTimeType{}
		case "MONTH_DAY_NANO":
			t = arrays.IntervalMonthDayNanoType{}
		default:
			return nil, errorf(key(path, "unit"), "unknown interval unit %q", u)
		}
	case "list", "largelist", "listview", "largelistview":
		if err := want(1); err != nil {
			return nil, err
		}
		switch name {
		case "list":
			t = &arrays.ListType{Elem: fields[0]}
		case "largelist":
			t = &arrays.LargeListType{Elem: fields[0]}
		case "listview":
			t = &arrays.ListViewType{Elem: fields[0]}
		default:
			t = &arrays.LargeListViewType{Elem: fields[0]}
		}
		return t, nil
	case "fixedsizelist":
		if err := want(1); err != nil {
			return nil, err
		}
		k, err := intMember(o, "listSize", path, 32)
		if err != nil {
			return nil, err
		}
		if k < 0 {
			return nil, errorf(key(path, "listSize"), "negative list size %d", k)
		}
		return &arrays.FixedSizeListType{Elem: fields[0], Size: int(k)}, nil
	case "struct":
		return &arrays.StructType{Children: fields}, nil
	case "map":
		if err := want(1); err != nil {
			return nil, err
		}
		sorted, err := optBoolMember(o, "keysSorted", path, false)
		if err != nil {
			return nil, err
		}
		if st, ok := fields[0].Type.(*arrays.StructType); !ok || len(st.Children) != 2 {
			return nil, errorf(path, "a map's child must be a struct of key and value, got %s", fields[0].Type)
		}
		return &arrays.MapType{Entries: fields[0], KeysSorted: sorted}, nil
	case "union":
		return unionType(o, fields, path)
	case "runendencoded":
		if err := want(2); err != nil {
			return nil, err
		}
		switch fields[0].Type.ID() {
		case arrays.INT16, arrays.INT32, arrays.INT64:
		default:
			return nil, errorf(path, "run ends must be int16, int32 or int64, got %s", fields[0].Type)
		}
		return &arrays.RunEndEncodedType{RunEnds: fields[0], Values: fields[1]}, nil
	default:
		return nil, errorf(key(path, "name"), "unknown type name %q", name)
	}
	if err := want(0); err != nil {
		return nil, err
	}
	return t, nil
}

func intType(signed bool, bits int64) arrays.DataType {
	switch {
	case signed && bits == 8:
		return arrays.Int8Type{}
	case signed && bits == 16:
		return arrays.Int16Type{}
	case signed && bits == 32:
		return arrays.Int32Type{}
	case signed && bits == 64:
		return arrays.Int64Type{}
	case bits == 8:
		return arrays.Uint8Type{}
	case bits == 16:
		return arrays.Uint16Type{}
	case bits == 32:
		return arrays.Uint32Type{}
	case bits == 64:
		return arrays.Uint64Type{}
	}
	return nil
}

// decimalType reads a decimal type. A missing bitWidth means 128 (the
// 0.14.1 gold files predate the key).
func decimalType(o object, path string) (arrays.DataType, error) {
	p, err := intMember(o, "precision", path, 32)
	if err != nil {
		return nil, err
	}
	s, err := intMember(o, "scale", path, 32)
	if err != nil {
		return nil, err
	}
	bits := int64(128)
	if v, ok := o["bitWidth"]; ok && v != nil {
		if bits, err = intMember(o, "bitWidth", path, 32); err != nil {
			return nil, err
		}
	}
	maxPrecision := map[int64]int64{32: 9, 64: 18, 128: 38, 256: 76}[bits]
	if maxPrecision == 0 {
		return nil, errorf(key(path, "bitWidth"), "decimal bit width must be 32, 64, 128 or 256, got %d", bits)
	}
	if p < 1 || p > maxPrecision {
		return nil, errorf(key(path, "precision"), "decimal%d precision must be in [1, %d], got %d", bits, maxPrecision, p)
	}
	P, S := int32(p), int32(s)
	switch bits {
	case 32:
		return arrays.Decimal32Type{Precision: P, Scale: S}, nil
	case 64:
		return arrays.Decimal64Type{Precision: P, Scale: S}, nil
	case 128:
		return arrays.Decimal128Type{Precision: P, Scale: S}, nil
	}
	return arrays.Decimal256Type{Precision: P, Scale: S}, nil
}

func unionType(o object, fields []arrays.Field, path string) (arrays.DataType, error) {
	mode, err := stringMember(o, "mode", path)
	if err != nil {
		return nil, err
	}
	var m arrays.UnionMode
	switch mode {
	case "SPARSE":
		m = arrays.SparseMode
	case "DENSE":
		m = arrays.DenseMode
	default:
		return nil, errorf(key(path, "mode"), "union mode must be SPARSE or DENSE, got %q", mode)
	}
	codes := make([]int8, len(fields))
	for i := range codes {
		codes[i] = int8(i)
	}
	if v := o["typeIds"]; v != nil {
		ids, err := asArray(v, key(path, "typeIds"))
		if err != nil {
			return nil, err
		}
		if len(ids) != len(fields) {
			return nil, errorf(key(path, "typeIds"), "%d type ids for %d children", len(ids), len(fields))
		}
		seen := map[int64]bool{}
		for i, iv := range ids {
			c, err := parseInt(iv, 8)
			if err != nil || c < 0 {
				return nil, errorf(index(key(path, "typeIds"), i), "type id must be an integer in [0, 127], got %s", describe(iv))
			}
			if seen[c] {
				return nil, errorf(index(key(path, "typeIds"), i), "duplicate type id %d", c)
			}
			seen[c] = true
			codes[i] = int8(c)
		}
	}
	return &arrays.UnionType{Mode: m, Children: fields, TypeCodes: codes}, nil
}
