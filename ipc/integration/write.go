package integration

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/quiver-go/quiver/arrays"
)

// Write encodes f as integration JSON in the form the other Arrow
// implementations' testers accept: the key names and value spellings of the
// format, 64-bit integers as strings, upper-case hex, "children" on every
// Field and only on columns of types with child columns, "dictionaries" only
// when some field is dictionary-encoded.
//
// Each dictionary id gets one dictionary batch, taken from the columns that
// use it; columns sharing an id must hold equal dictionaries (the JSON
// cannot express replacements or deltas). Values in null slots are written
// as zeros and empty strings. A valid NaN or infinite float, invalid UTF-8
// in a utf8 value or a name, a dictionary whose values are extension or
// dictionary typed, and an extension over another extension cannot be
// written and give an *Error.
//
// Write expects well-formed arrays (validate untrusted ones first); a
// malformed array that makes an accessor panic is reported as an *Error
// naming its column. Schema, lengths, types and dictionaries are checked
// before anything is written, but a value error in a later batch leaves a
// partial document in out.
func Write(out io.Writer, f *File) (err error) {
	if f == nil || f.Schema == nil {
		return &Error{Msg: "no schema to write"}
	}
	w := &writer{dicts: map[int64]*dictOut{}}
	defer func() {
		if r := recover(); r != nil {
			path := ""
			if len(w.stack) > 0 {
				path = w.stack[len(w.stack)-1]
			}
			err = &Error{Path: path, Msg: fmt.Sprintf("malformed array: %v", r)}
		}
	}()
	nodes, err := w.schemaNodes(f)
	if err != nil {
		return err
	}
	for bi, b := range f.Batches {
		bp := index("batches", bi)
		if len(b.Columns) != len(nodes) {
			return errorf(bp, "%d columns for %d schema fields", len(b.Columns), len(nodes))
		}
		for ci, col := range b.Columns {
			cp := colPath(key(bp, "columns"), ci, nodes[ci])
			if col == nil {
				return errorf(cp, "nil column")
			}
			if col.Len() != b.Length {
				return errorf(cp, "column length %d differs from the batch length %d", col.Len(), b.Length)
			}
			if !arrays.TypeEqual(col.DataType(), nodes[ci].field.Type) {
				return errorf(cp, "column type %s differs from the field type %s", col.DataType(), nodes[ci].field.Type)
			}
			if err := w.collect(nodes[ci], col, cp); err != nil {
				return err
			}
		}
	}

	e := &enc{}
	e.beginObject(true)
	e.key("schema")
	if err := w.schema(e, f.Schema, nodes); err != nil {
		return err
	}
	if len(w.dicts) > 0 {
		e.key("dictionaries")
		e.beginArray(true)
		ids := make([]int64, 0, len(w.dicts))
		for id := range w.dicts {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			d := w.dicts[id]
			e.beginObject(true)
			e.keyInt("id", id)
			e.key("data")
			e.beginObject(true)
			e.keyInt("count", int64(d.data.Length))
			e.key("columns")
			e.beginArray(true)
			name := "DICT" + strconv.FormatInt(id, 10)
			if err := w.column(e, d.value, arrays.MakeArray(d.data), name, d.path); err != nil {
				return err
			}
			e.endArray()
			e.endObject()
			e.endObject()
		}
		e.endArray()
	}
	e.key("batches")
	e.beginArray(true)
	for bi, b := range f.Batches {
		bp := index("batches", bi)
		e.beginObject(true)
		e.keyInt("count", int64(b.Length))
		e.key("columns")
		e.beginArray(true)
		for ci, col := range b.Columns {
			if err := w.column(e, nodes[ci], col, nodes[ci].field.Name, colPath(key(bp, "columns"), ci, nodes[ci])); err != nil {
				return err
			}
		}
		e.endArray()
		e.endObject()
		if _, err := out.Write(e.b); err != nil {
			return err
		}
		e.b = e.b[:0]
	}
	e.endArray()
	e.endObject()
	e.b = append(e.b, '\n')
	_, err = out.Write(e.b)
	return err
}

type writer struct {
	dicts map[int64]*dictOut
	stack []string // paths of the columns being written, for panics
}

// dictOut is the dictionary written for one id.
type dictOut struct {
	value *node
	data  *arrays.Data
	path  string // first user, for errors
	seen  map[*arrays.Data]bool
	enc   []byte // encoding of data, made when a second dictionary shows up
}

// schemaNodes builds the field tree and settles the dictionary ids.
func (w *writer) schemaNodes(f *File) ([]*node, error) {
	nodes := make([]*node, len(f.Schema.Fields))
	for i, fld := range f.Schema.Fields {
		n, err := buildNode(fld, strconv.Itoa(i), colPath("schema.fields", i, &node{field: fld}))
		if err != nil {
			return nil, err
		}
		nodes[i] = n
	}
	var dictNodes []*node
	var walk func(n *node)
	walk = func(n *node) { // children first, as the C++ writer numbers them
		for _, c := range n.children {
			walk(c)
		}
		if n.isDict {
			dictNodes = append(dictNodes, n)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	byPath := map[string]*node{}
	for _, n := range dictNodes {
		byPath[n.path] = n
	}
	used := map[int64]bool{}
	for p, id := range f.DictionaryIDs {
		n, ok := byPath[p]
		if !ok {
			return nil, errorf("DictionaryIDs["+strconv.Quote(p)+"]", "no dictionary-encoded field at this path")
		}
		n.dictID = id
		used[id] = true
	}
	next := int64(0)
	values := map[int64]*node{}
	for _, n := range dictNodes {
		if _, ok := f.DictionaryIDs[n.path]; !ok {
			for used[next] {
				next++
			}
			n.dictID = next
			used[next] = true
		}
		if first, ok := values[n.dictID]; ok {
			if !arrays.TypeEqual(first.field.Type, n.value.field.Type) || !sameDictIDs(first, n.value) {
				return nil, errorf("DictionaryIDs["+strconv.Quote(n.path)+"]", "dictionary id %d is shared by fields with different value types (%s and %s)", n.dictID, first.field.Type, n.value.field.Type)
			}
		} else {
			values[n.dictID] = n.value
		}
	}
	return nodes, nil
}

// buildNode mirrors field f as the JSON shows it.
func buildNode(f arrays.Field, fpath, path string) (*node, error) {
	if f.Type == nil {
		return nil, errorf(path, "field has no type")
	}
	n := &node{field: f, path: fpath, jsonType: f.Type, jsonMeta: f.Metadata}
	if et, ok := f.Type.(arrays.ExtensionType); ok {
		st := et.StorageType()
		if st == nil || st.ID() == arrays.EXTENSION {
			return nil, errorf(path, "extension type %q must have a built-in storage type, got %v", et.ExtensionName(), st)
		}
		md := withoutExtensionKeys(f.Metadata)
		md.Keys = append(md.Keys, arrays.ExtensionNameKey, arrays.ExtensionMetadataKey)
		md.Values = append(md.Values, et.ExtensionName(), et.Serialize())
		n.jsonType, n.jsonMeta = st, md
	}
	if dt, ok := n.jsonType.(*arrays.DictionaryType); ok {
		if dt.Index == nil || !arrays.IsInteger(dt.Index.ID()) {
			return nil, errorf(path, "dictionary index type must be an integer type, got %v", dt.Index)
		}
		if dt.Value == nil {
			return nil, errorf(path, "dictionary has no value type")
		}
		switch dt.Value.ID() {
		case arrays.DICTIONARY, arrays.EXTENSION:
			return nil, errorf(path, "a dictionary of %s values cannot be expressed in integration JSON", dt.Value)
		}
		n.isDict = true
		n.jsonType = dt.Value
	}
	if nt, ok := n.jsonType.(arrays.NestedType); ok {
		for i, cf := range nt.Fields() {
			c, err := buildNode(cf, childPath(fpath, i), colPath(key(path, "children"), i, &node{field: cf}))
			if err != nil {
				return nil, err
			}
			n.children = append(n.children, c)
		}
	}
	if n.isDict {
		n.value = &node{
			field:    arrays.Field{Name: f.Name, Type: n.jsonType, Nullable: f.Nullable},
			path:     fpath,
			children: n.children,
			jsonType: n.jsonType,
		}
		n.value.finish()
	}
	n.finish()
	return n, nil
}

// collect finds the dictionaries of column a (field n), in batch columns
// and, recursively, inside dictionaries.
func (w *writer) collect(n *node, a arrays.Array, path string) error {
	if !n.hasDict {
		return nil
	}
	w.stack = append(w.stack, path)
	if ea, ok := a.(*arrays.ExtensionArray); ok {
		a = ea.Storage()
	}
	var err error
	child := func(i int, c arrays.Array) {
		if err == nil {
			err = w.collect(n.children[i], c, colPath(key(path, "children"), i, n.children[i]))
		}
	}
	switch x := a.(type) {
	case *arrays.Dictionary:
		err = w.addDict(n, x.Data().Dictionary, path)
	case *arrays.List:
		child(0, x.ListValues())
	case *arrays.LargeList:
		child(0, x.ListValues())
	case *arrays.Map:
		child(0, x.ListValues())
	case *arrays.ListView:
		child(0, x.ListValues())
	case *arrays.LargeListView:
		child(0, x.ListValues())
	case *arrays.FixedSizeList:
		child(0, x.ListValues())
	case *arrays.Struct:
		for i, c := range x.Data().Children {
			child(i, arrays.MakeArray(c))
		}
	case *arrays.Union:
		for i := range x.NumChildren() {
			child(i, x.Child(i))
		}
	case *arrays.RunEndEncoded:
		child(0, x.RunEnds())
		child(1, x.Values())
	}
	w.stack = w.stack[:len(w.stack)-1]
	return err
}

func (w *writer) addDict(n *node, dict *arrays.Data, path string) error {
	if dict == nil {
		return errorf(path, "dictionary-encoded column has no dictionary")
	}
	if !arrays.TypeEqual(dict.Type, n.value.field.Type) {
		return errorf(path, "dictionary values are %s, the field's value type is %s", dict.Type, n.value.field.Type)
	}
	d := w.dicts[n.dictID]
	if d == nil {
		w.dicts[n.dictID] = &dictOut{value: n.value, data: dict, path: path, seen: map[*arrays.Data]bool{dict: true}}
		return w.collect(n.value, arrays.MakeArray(dict), path+".dictionary")
	}
	if d.seen[dict] {
		return nil
	}
	// Another dictionary for the same id: fine only if it writes the same.
	if d.enc == nil {
		e := &enc{}
		if err := w.column(e, d.value, arrays.MakeArray(d.data), "", d.path); err != nil {
			return err
		}
		d.enc = e.b
	}
	e := &enc{}
	if err := w.column(e, d.value, arrays.MakeArray(dict), "", path); err != nil {
		return err
	}
	if !bytes.Equal(d.enc, e.b) {
		return errorf(path, "the dictionary differs from the one of dictionary id %d at %s; integration JSON holds one dictionary per id", n.dictID, d.path)
	}
	d.seen[dict] = true
	return w.collect(n.value, arrays.MakeArray(dict), path+".dictionary")
}

func (w *writer) text(e *enc, s, path, what string) error {
	if !utf8.ValidString(s) {
		return errorf(path, "%s %q is not valid UTF-8", what, s)
	}
	e.str(s)
	return nil
}

func (w *writer) schema(e *enc, s *arrays.Schema, nodes []*node) error {
	e.beginObject(true)
	e.key("fields")
	e.beginArray(true)
	for i, n := range nodes {
		if err := w.field(e, n, colPath("schema.fields", i, n)); err != nil {
			return err
		}
	}
	e.endArray()
	if err := w.metadata(e, s.Metadata, "schema.metadata"); err != nil {
		return err
	}
	e.endObject()
	return nil
}

func (w *writer) metadata(e *enc, md arrays.Metadata, path string) error {
	if md.Len() == 0 {
		return nil
	}
	if len(md.Values) != len(md.Keys) {
		return errorf(path, "%d keys but %d values", len(md.Keys), len(md.Values))
	}
	e.key("metadata")
	e.beginArray(false)
	for i, k := range md.Keys {
		e.beginObject(false)
		e.key("key")
		if err := w.text(e, k, index(path, i), "key"); err != nil {
			return err
		}
		e.key("value")
		if err := w.text(e, md.Values[i], index(path, i), "value"); err != nil {
			return err
		}
		e.endObject()
	}
	e.endArray()
	return nil
}

func (w *writer) field(e *enc, n *node, path string) error {
	e.beginObject(true)
	e.key("name")
	if err := w.text(e, n.field.Name, path, "name"); err != nil {
		return err
	}
	e.key("type")
	if err := writeType(e, n.jsonType, key(path, "type")); err != nil {
		return err
	}
	e.keyBool("nullable", n.field.Nullable)
	e.key("children")
	e.beginArray(true)
	for i, c := range n.children {
		if err := w.field(e, c, colPath(key(path, "children"), i, c)); err != nil {
			return err
		}
	}
	e.endArray()
	if n.isDict {
		e.key("dictionary")
		e.beginObject(false)
		e.keyInt("id", n.dictID)
		dt := storageType(n.field.Type).(*arrays.DictionaryType)
		e.key("indexType")
		if err := writeType(e, dt.Index, key(path, "dictionary.indexType")); err != nil {
			return err
		}
		e.keyBool("isOrdered", dt.Ordered)
		e.endObject()
	}
	if err := w.metadata(e, n.jsonMeta, key(path, "metadata")); err != nil {
		return err
	}
	e.endObject()
	return nil
}

func unitName(u arrays.TimeUnit, path string) (string, error) {
	if int(u) >= len(timeUnitNames) {
		return "", errorf(path, "unknown time unit %d", u)
	}
	return timeUnitNames[u], nil
}

// writeType writes a Type object.
func writeType(e *enc, t arrays.DataType, path string) error {
	e.beginObject(false)
	defer e.endObject()
	name := func(s string) { e.keyStr("name", s) }
	intT := func(signed bool, bits int64) {
		name("int")
		e.keyBool("isSigned", signed)
		e.keyInt("bitWidth", bits)
	}
	decimal := func(p, s int32, bits int64) {
		name("decimal")
		e.keyInt("precision", int64(p))
		e.keyInt("scale", int64(s))
		e.keyInt("bitWidth", bits)
	}
	unit := func(u arrays.TimeUnit) error {
		s, err := unitName(u, path)
		if err != nil {
			return err
		}
		e.keyStr("unit", s)
		return nil
	}
	switch t := t.(type) {
	case arrays.NullType:
		name("null")
	case arrays.BoolType:
		name("bool")
	case arrays.Int8Type:
		intT(true, 8)
	case arrays.Int16Type:
		intT(true, 16)
	case arrays.Int32Type:
		intT(true, 32)
	case arrays.Int64Type:
		intT(true, 64)
	case arrays.Uint8Type:
		intT(false, 8)
	case arrays.Uint16Type:
		intT(false, 16)
	case arrays.Uint32Type:
		intT(false, 32)
	case arrays.Uint64Type:
		intT(false, 64)
	case arrays.Float16Type:
		name("floatingpoint")
		e.keyStr("precision", "HALF")
	case arrays.Float32Type:
		name("floatingpoint")
		e.keyStr("precision", "SINGLE")
	case arrays.Float64Type:
		name("floatingpoint")
		e.keyStr("precision", "DOUBLE")
	case arrays.Decimal32Type:
		decimal(t.Precision, t.Scale, 32)
	case arrays.Decimal64Type:
		decimal(t.Precision, t.Scale, 64)
	case arrays.Decimal128Type:
		decimal(t.Precision, t.Scale, 128)
	case arrays.Decimal256Type:
		decimal(t.Precision, t.Scale, 256)
	case arrays.Date32Type:
		name("date")
		e.keyStr("unit", "DAY")
	case arrays.Date64Type:
		name("date")
		e.keyStr("unit", "MILLISECOND")
	case arrays.Time32Type:
		name("time")
		if t.Unit != arrays.Second && t.Unit != arrays.Millisecond {
			return errorf(path, "time32 needs a unit of seconds or milliseconds, got %s", t.Unit)
		}
		e.keyStr("unit", timeUnitNames[t.Unit])
		e.keyInt("bitWidth", 32)
	case arrays.Time64Type:
		name("time")
		if t.Unit != arrays.Microsecond && t.Unit != arrays.Nanosecond {
			return errorf(path, "time64 needs a unit of microseconds or nanoseconds, got %s", t.Unit)
		}
		e.keyStr("unit", timeUnitNames[t.Unit])
		e.keyInt("bitWidth", 64)
	case arrays.TimestampType:
		name("timestamp")
		if err := unit(t.Unit); err != nil {
			return err
		}
		if t.TimeZone != "" {
			e.key("timezone")
			if !utf8.ValidString(t.TimeZone) {
				return errorf(path, "time zone %q is not valid UTF-8", t.TimeZone)
			}
			e.str(t.TimeZone)
		}
	case arrays.DurationType:
		name("duration")
		if err := unit(t.Unit); err != nil {
			return err
		}
	case arrays.IntervalMonthsType:
		name("interval")
		e.keyStr("unit", "YEAR_MONTH")
	case arrays.IntervalDayTimeType:
		name("interval")
		e.keyStr("unit", "DAY_TIME")
	case arrays.IntervalMonthDayNanoType:
		name("interval")
		e.keyStr("unit", "MONTH_DAY_NANO")
	case arrays.BinaryType:
		name("binary")
	case arrays.LargeBinaryType:
		name("largebinary")
	case arrays.Utf8Type:
		name("utf8")
	case arrays.LargeUtf8Type:
		name("largeutf8")
	case arrays.BinaryViewType:
		name("binaryview")
	case arrays.Utf8ViewType:
		name("utf8view")
	case arrays.FixedSizeBinaryType:
		name("fixedsizebinary")
		e.keyInt("byteWidth", int64(t.ByteWidth))
	case *arrays.ListType:
		name("list")
	case *arrays.LargeListType:
		name("largelist")
	case *arrays.ListViewType:
		name("listview")
	case *arrays.LargeListViewType:
		name("largelistview")
	case *arrays.FixedSizeListType:
		name("fixedsizelist")
		e.keyInt("listSize", int64(t.Size))
	case *arrays.StructType:
		name("struct")
	case *arrays.MapType:
		name("map")
		e.keyBool("keysSorted", t.KeysSorted)
	case *arrays.UnionType:
		name("union")
		if len(t.TypeCodes) != len(t.Children) {
			return errorf(path, "union has %d type codes for %d children", len(t.TypeCodes), len(t.Children))
		}
		if t.Mode == arrays.DenseMode {
			e.keyStr("mode", "DENSE")
		} else {
			e.keyStr("mode", "SPARSE")
		}
		e.key("typeIds")
		e.beginArray(false)
		for _, c := range t.TypeCodes {
			e.int(int64(c))
		}
		e.endArray()
	case *arrays.RunEndEncodedType:
		name("runendencoded")
	default:
		return errorf(path, "type %v cannot be written", t)
	}
	return nil
}

// column writes one Column object for array a of field n.
func (w *writer) column(e *enc, n *node, a arrays.Array, name, path string) error {
	w.stack = append(w.stack, path)
	e.beginObject(true)
	e.key("name")
	if err := w.text(e, name, path, "name"); err != nil {
		return err
	}
	e.keyInt("count", int64(a.Len()))
	if ea, ok := a.(*arrays.ExtensionArray); ok {
		a = ea.Storage()
	}
	if err := w.columnBody(e, n, a, path); err != nil {
		return err
	}
	e.endObject()
	w.stack = w.stack[:len(w.stack)-1]
	return nil
}

func (w *writer) children(e *enc, n *node, cs []arrays.Array, path string) error {
	if len(cs) != len(n.children) {
		return errorf(path, "%d child arrays for %d child fields", len(cs), len(n.children))
	}
	if len(cs) == 0 {
		return nil // no "children" key at all: the Java reader rejects []
	}
	e.key("children")
	e.beginArray(true)
	for i, c := range cs {
		cn := n.children[i]
		if err := w.column(e, cn, c, cn.field.Name, colPath(key(path, "children"), i, cn)); err != nil {
			return err
		}
	}
	e.endArray()
	return nil
}

func writeValidity(e *enc, a arrays.Array) {
	e.key("VALIDITY")
	e.beginArray(false)
	d := a.Data()
	for i := range a.Len() {
		if d.IsValid(i) {
			e.raw("1")
		} else {
			e.raw("0")
		}
	}
	e.endArray()
}

// writeOffsets writes key k, offsets minus base, as numbers (int32) or
// strings (int64).
func writeOffsets[O int32 | int64](e *enc, k string, offs []O, base O) {
	_, large := any(base).(int64)
	e.key(k)
	e.beginArray(false)
	for _, o := range offs {
		if large {
			e.intString(int64(o - base))
		} else {
			e.int(int64(o - base))
		}
	}
	e.endArray()
}

func (w *writer) columnBody(e *enc, n *node, a arrays.Array, path string) error {
	switch x := a.(type) {
	case *arrays.Null:
		return nil
	case *arrays.Dictionary:
		writeValidity(e, x)
		return w.data(e, x.Indices(), path)
	case *arrays.Boolean:
		writeValidity(e, x)
		e.key("DATA")
		e.beginArray(false)
		for i := range x.Len() {
			e.bool(x.IsValid(i) && x.Value(i))
		}
		e.endArray()
		return nil
	case *arrays.Binary:
		return w.binary(e, x, x.Len(), false, false, path)
	case *arrays.Utf8:
		return w.binary(e, x, x.Len(), false, true, path)
	case *arrays.LargeBinary:
		return w.binary(e, x, x.Len(), true, false, path)
	case *arrays.LargeUtf8:
		return w.binary(e, x, x.Len(), true, true, path)
	case *arrays.BinaryView:
		return w.views(e, x, x.Views(), x.DataBuffers(), false, path)
	case *arrays.Utf8View:
		return w.views(e, x, x.Views(), x.DataBuffers(), true, path)
	case *arrays.FixedSizeBinary:
		writeValidity(e, x)
		e.key("DATA")
		e.beginArray(false)
		zero := make([]byte, x.ByteWidth())
		for i := range x.Len() {
			if x.IsValid(i) {
				e.hexUpper(x.Value(i))
			} else {
				e.hexUpper(zero)
			}
		}
		e.endArray()
		return nil
	case *arrays.List:
		return w.list(e, n, x, offsets32(x), x.ListValues(), path)
	case *arrays.Map:
		return w.list(e, n, x, offsets32(&x.List), x.ListValues(), path)
	case *arrays.LargeList:
		offs := []int64{0}
		if x.Len() > 0 {
			offs = x.ValueOffsets()
		}
		return w.list64(e, n, x, offs, x.ListValues(), path)
	case *arrays.ListView:
		writeValidity(e, x)
		writeOffsets(e, "OFFSET", x.ValueOffsets(), 0)
		writeOffsets(e, "SIZE", x.ValueSizes(), 0)
		return w.children(e, n, []arrays.Array{x.ListValues()}, path)
	case *arrays.LargeListView:
		writeValidity(e, x)
		writeOffsets(e, "OFFSET", x.ValueOffsets(), 0)
		writeOffsets(e, "SIZE", x.ValueSizes(), 0)
		return w.children(e, n, []arrays.Array{x.ListValues()}, path)
	case *arrays.FixedSizeList:
		writeValidity(e, x)
		s, _ := x.ValueRange(0)
		child := arrays.Slice(x.ListValues(), s, s+x.Len()*x.ListSize())
		return w.children(e, n, []arrays.Array{child}, path)
	case *arrays.Struct:
		writeValidity(e, x)
		cs := make([]arrays.Array, x.NumField())
		for i := range cs {
			cs[i] = x.Field(i)
		}
		return w.children(e, n, cs, path)
	case *arrays.Union:
		return w.union(e, n, x, path)
	case *arrays.RunEndEncoded:
		return w.runEnds(e, n, x, path)
	}
	if arrays.PrimitiveByteWidth(a.DataType().ID()) > 0 {
		writeValidity(e, a)
		return w.data(e, a, path)
	}
	return errorf(path, "cannot write an array of type %s", a.DataType())
}

// binary writes a binary or utf8 column. Offsets are rebuilt from zero and
// null slots are written empty.
func (w *writer) binary(e *enc, a interface {
	arrays.Array
	ValueBytes(int) []byte
}, n int, large, text bool, path string) error {
	writeValidity(e, a)
	e.key("OFFSET")
	e.beginArray(false)
	pos := int64(0)
	for i := 0; i <= n; i++ {
		if i > 0 && a.IsValid(i-1) {
			pos += int64(len(a.ValueBytes(i - 1)))
		}
		if large {
			e.intString(pos)
		} else {
			e.int(pos)
		}
	}
	e.endArray()
	e.key("DATA")
	e.beginArray(false)
	for i := range n {
		switch {
		case !a.IsValid(i) && text:
			e.str("")
		case !a.IsValid(i):
			e.hexUpper(nil)
		case text:
			b := a.ValueBytes(i)
			if !validUTF8(b) {
				return errorf(index(key(path, "DATA"), i), "value %q is not valid UTF-8", b)
			}
			e.str(string(b))
		default:
			e.hexUpper(a.ValueBytes(i))
		}
	}
	e.endArray()
	return nil
}

func (w *writer) views(e *enc, a arrays.Array, views []arrays.View, bufs [][]byte, text bool, path string) error {
	writeValidity(e, a)
	e.key("VIEWS")
	e.beginArray(false)
	for i := range views {
		v := &views[i]
		e.beginObject(false)
		switch {
		case !a.IsValid(i):
			e.keyInt("SIZE", 0)
			e.key("INLINED")
			if text {
				e.str("")
			} else {
				e.hexUpper(nil)
			}
		case v.IsInline():
			e.keyInt("SIZE", int64(v.Length))
			e.key("INLINED")
			b := v.InlineBytes()[:v.Length]
			if !text {
				e.hexUpper(b)
			} else if !validUTF8(b) {
				return errorf(index(key(path, "VIEWS"), i), "value %q is not valid UTF-8", b)
			} else {
				e.str(string(b))
			}
		default:
			e.keyInt("SIZE", int64(v.Length))
			e.key("PREFIX_HEX")
			e.hexUpper(v.Prefix[:])
			e.keyInt("BUFFER_INDEX", int64(v.BufferIndex))
			e.keyInt("OFFSET", int64(v.Offset))
		}
		e.endObject()
	}
	e.endArray()
	e.key("VARIADIC_DATA_BUFFERS")
	e.beginArray(false)
	for _, b := range bufs {
		e.hexUpper(b)
	}
	e.endArray()
	return nil
}

// offsets32 returns a list's offsets; an empty list may come without an
// offsets buffer (IPC allows a zero-length one), which reads as [0].
func offsets32(x *arrays.List) []int32 {
	if x.Len() == 0 {
		return []int32{0}
	}
	return x.ValueOffsets()
}

// list writes a list or map column with its offsets rebased to zero and
// its child cut to the range they span.
func (w *writer) list(e *enc, n *node, a arrays.Array, offs []int32, child arrays.Array, path string) error {
	writeValidity(e, a)
	writeOffsets(e, "OFFSET", offs, offs[0])
	child = arrays.Slice(child, int(offs[0]), int(offs[len(offs)-1]))
	return w.children(e, n, []arrays.Array{child}, path)
}

func (w *writer) list64(e *enc, n *node, a arrays.Array, offs []int64, child arrays.Array, path string) error {
	writeValidity(e, a)
	writeOffsets(e, "OFFSET", offs, offs[0])
	child = arrays.Slice(child, int(offs[0]), int(offs[len(offs)-1]))
	return w.children(e, n, []arrays.Array{child}, path)
}

func (w *writer) union(e *enc, n *node, x *arrays.Union, path string) error {
	e.key("TYPE_ID")
	e.beginArray(false)
	for _, c := range x.TypeCodes() {
		e.int(int64(c))
	}
	e.endArray()
	cs := make([]arrays.Array, x.NumChildren())
	if x.Mode() == arrays.DenseMode {
		e.key("OFFSET")
		e.beginArray(false)
		for _, o := range x.ValueOffsets() {
			e.int(int64(o))
		}
		e.endArray()
		for k := range cs {
			cs[k] = x.Child(k)
		}
	} else {
		off := x.Data().Offset
		for k := range cs {
			cs[k] = arrays.Slice(x.Child(k), off, off+x.Len())
		}
	}
	return w.children(e, n, cs, path)
}

// runEnds writes a run-end encoded column. A sliced array is re-encoded:
// the runs covering the slice, with their ends moved to the slice's start
// and clipped to its length.
func (w *writer) runEnds(e *enc, n *node, x *arrays.RunEndEncoded, path string) error {
	d := x.Data()
	ps, pe := 0, 0
	if x.Len() > 0 {
		ps, pe = x.PhysicalIndex(0), x.PhysicalIndex(x.Len()-1)+1
	}
	ends := d.Children[0]
	width := arrays.PrimitiveByteWidth(ends.Type.ID())
	if width < 2 {
		return errorf(path, "run ends of type %s", ends.Type)
	}
	buf := arrays.AllocBuffer((pe - ps) * width)
	for k := ps; k < pe; k++ {
		end := loadInt(ends.Buffers[1], width, ends.Offset+k) - int64(d.Offset)
		end = min(end, int64(x.Len()))
		putUint(buf[(k-ps)*width:], width, uint64(end))
	}
	newEnds := arrays.MakeArray(arrays.NewData(ends.Type, pe-ps, [][]byte{nil, buf}, nil, 0, 0))
	values := arrays.Slice(x.Values(), ps, pe)
	return w.children(e, n, []arrays.Array{newEnds, values}, path)
}

// data writes DATA of a fixed-width primitive array (or dictionary
// indices): numbers up to 32 bits, strings for 64-bit integers and
// decimals, objects for day-time and month-day-nano intervals.
func (w *writer) data(e *enc, a arrays.Array, path string) error {
	if err := checkValuesLen(a, path); err != nil {
		return err
	}
	e.key("DATA")
	e.beginArray(false)
	valid := a.Data().IsValid
	var err error
	switch x := a.(type) {
	case *arrays.Int8:
		writeInts(e, x.Values(), valid, false)
	case *arrays.Int16:
		writeInts(e, x.Values(), valid, false)
	case *arrays.Int32:
		writeInts(e, x.Values(), valid, false)
	case *arrays.Int64:
		writeInts(e, x.Values(), valid, true)
	case *arrays.Uint8:
		writeUints(e, x.Values(), valid, false)
	case *arrays.Uint16:
		writeUints(e, x.Values(), valid, false)
	case *arrays.Uint32:
		writeUints(e, x.Values(), valid, false)
	case *arrays.Uint64:
		writeUints(e, x.Values(), valid, true)
	case *arrays.Date32:
		writeInts(e, x.Values(), valid, false)
	case *arrays.Date64:
		writeInts(e, x.Values(), valid, true)
	case *arrays.Time32:
		writeInts(e, x.Values(), valid, false)
	case *arrays.Time64:
		writeInts(e, x.Values(), valid, true)
	case *arrays.Timestamp:
		writeInts(e, x.Values(), valid, true)
	case *arrays.Duration:
		writeInts(e, x.Values(), valid, true)
	case *arrays.IntervalMonths:
		writeInts(e, x.Values(), valid, false)
	case *arrays.Decimal32:
		writeInts(e, x.Values(), valid, true)
	case *arrays.Decimal64:
		writeInts(e, x.Values(), valid, true)
	case *arrays.Decimal128:
		for i, v := range x.Values() {
			if valid(i) {
				e.str(v.String())
			} else {
				e.str("0")
			}
		}
	case *arrays.Decimal256:
		for i, v := range x.Values() {
			if valid(i) {
				e.str(v.String())
			} else {
				e.str("0")
			}
		}
	case *arrays.Float16:
		for i, v := range x.Values() {
			if err == nil {
				err = w.float(e, float64(v.Float32()), 32, valid(i), path, i)
			}
		}
	case *arrays.Float32:
		for i, v := range x.Values() {
			if err == nil {
				err = w.float(e, float64(v), 32, valid(i), path, i)
			}
		}
	case *arrays.Float64:
		for i, v := range x.Values() {
			if err == nil {
				err = w.float(e, v, 64, valid(i), path, i)
			}
		}
	case *arrays.IntervalDayTime:
		for i, v := range x.Values() {
			if !valid(i) {
				v = arrays.DayTime{}
			}
			e.beginObject(false)
			e.keyInt("days", int64(v.Days))
			e.keyInt("milliseconds", int64(v.Milliseconds))
			e.endObject()
		}
	case *arrays.IntervalMonthDayNano:
		for i, v := range x.Values() {
			if !valid(i) {
				v = arrays.MonthDayNano{}
			}
			e.beginObject(false)
			e.keyInt("months", int64(v.Months))
			e.keyInt("days", int64(v.Days))
			e.keyInt("nanoseconds", v.Nanoseconds) // a bare number, as the format has it
			e.endObject()
		}
	default:
		return errorf(path, "cannot write values of type %s", a.DataType())
	}
	e.endArray()
	return err
}

// checkValuesLen reports a values buffer shorter than the array, which the
// typed accessors silently truncate.
func checkValuesLen(a arrays.Array, path string) error {
	d := a.Data()
	w := arrays.PrimitiveByteWidth(d.Type.ID())
	if d.Length == 0 {
		return nil
	}
	if len(d.Buffers) < 2 || len(d.Buffers[1]) < (d.Offset+d.Length)*w {
		return errorf(path, "values buffer too short for %d values at offset %d", d.Length, d.Offset)
	}
	return nil
}

func (w *writer) float(e *enc, x float64, bits int, valid bool, path string, i int) error {
	if !valid {
		e.raw("0")
		return nil
	}
	if !finite(x) {
		e.raw("0")
		return errorf(index(key(path, "DATA"), i), "%v cannot be written as a JSON number", x)
	}
	e.float(x, bits)
	return nil
}

func writeInts[T ~int8 | ~int16 | ~int32 | ~int64](e *enc, vals []T, valid func(int) bool, asString bool) {
	for i, v := range vals {
		if !valid(i) {
			v = 0
		}
		if asString {
			e.intString(int64(v))
		} else {
			e.int(int64(v))
		}
	}
}

func writeUints[T ~uint8 | ~uint16 | ~uint32 | ~uint64](e *enc, vals []T, valid func(int) bool, asString bool) {
	for i, v := range vals {
		if !valid(i) {
			v = 0
		}
		if asString {
			e.uintString(uint64(v))
		} else {
			e.uint(uint64(v))
		}
	}
}
