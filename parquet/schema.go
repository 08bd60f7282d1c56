package parquet

import (
	"encoding/base64"
	"fmt"
	"slices"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// maxSchemaDepth bounds the nesting of the schema tree; real schemas nest a
// handful of levels, and definition/repetition levels are int16.
const maxSchemaDepth = 128

// Node is one element of the Parquet schema tree.
type Node struct {
	Element  SchemaElement
	Children []*Node
	Parent   *Node
	// MaxDef and MaxRep are the definition and repetition levels of a
	// value at this node being present.
	MaxDef, MaxRep int16
	// Leaf is the column index of a leaf (depth-first), -1 for groups.
	Leaf int
	Path []string // names from below the root to this node
	// full is, in a projection's pruned copy of a group (projection.go),
	// the file's node it copies: the shapes that depend on how many
	// children a group has are decided on the whole group.
	full *Node
}

// whole is the file's node n copies (n itself when it is the file's).
func (n *Node) whole() *Node {
	if n.full != nil {
		return n.full
	}
	return n
}

// IsLeaf reports whether n is a primitive column.
func (n *Node) IsLeaf() bool { return n.Element.Type != nil }

func (n *Node) repetition() Repetition {
	if n.Element.Repetition == nil {
		return Required
	}
	return *n.Element.Repetition
}

// Schema is the decoded schema tree and its leaves in column order.
type Schema struct {
	Root   *Node
	Leaves []*Node
}

// buildSchema rebuilds the tree from the depth-first element list,
// checking child counts, depth and the types of leaves.
func buildSchema(elems []SchemaElement) (*Schema, error) {
	if len(elems) == 0 {
		return nil, malformedf("empty schema")
	}
	s := &Schema{}
	pos := 0
	var build func(parent *Node, depth int) (*Node, error)
	build = func(parent *Node, depth int) (*Node, error) {
		if depth > maxSchemaDepth {
			return nil, malformedf("schema nested deeper than %d levels", maxSchemaDepth)
		}
		if pos >= len(elems) {
			return nil, malformedf("schema: element %d missing (num_children exceeds the %d elements)", pos, len(elems))
		}
		e := elems[pos]
		idx := pos
		pos++
		n := &Node{Element: e, Parent: parent, Leaf: -1}
		if parent != nil {
			n.MaxDef, n.MaxRep = parent.MaxDef, parent.MaxRep
			n.Path = append(append([]string(nil), parent.Path...), e.Name)
			switch n.repetition() {
			case Optional:
				n.MaxDef++
			case Repeated:
				n.MaxDef++
				n.MaxRep++
			case Required:
			default:
				return nil, malformedf("schema element %d (%s): repetition %d", idx, e.Name, *e.Repetition)
			}
		}
		if e.Type != nil {
			if e.HasNumChildren && e.NumChildren > 0 {
				return nil, malformedf("schema element %d (%s): primitive with %d children", idx, e.Name, e.NumChildren)
			}
			if *e.Type < Boolean || *e.Type > FixedLenByteArray {
				return nil, malformedf("schema element %d (%s): physical type %d", idx, e.Name, *e.Type)
			}
			if *e.Type == FixedLenByteArray && e.TypeLength <= 0 {
				return nil, malformedf("schema element %d (%s): FIXED_LEN_BYTE_ARRAY of length %d", idx, e.Name, e.TypeLength)
			}
			if parent == nil {
				return nil, malformedf("schema root %q is a primitive", e.Name)
			}
			n.Leaf = len(s.Leaves)
			s.Leaves = append(s.Leaves, n)
			return n, nil
		}
		if e.NumChildren < 0 || int(e.NumChildren) > len(elems)-pos {
			return nil, malformedf("schema element %d (%s): %d children, only %d elements follow", idx, e.Name, e.NumChildren, len(elems)-pos)
		}
		if parent != nil && e.NumChildren == 0 {
			return nil, unsupportedf("schema element %d (%s): group with no children", idx, e.Name)
		}
		for range e.NumChildren {
			c, err := build(n, depth+1)
			if err != nil {
				return nil, err
			}
			n.Children = append(n.Children, c)
		}
		return n, nil
	}
	root, err := build(nil, 0)
	if err != nil {
		return nil, err
	}
	if pos != len(elems) {
		return nil, malformedf("schema: %d elements after the root's %d children", len(elems)-pos, root.Element.NumChildren)
	}
	s.Root = root
	return s, nil
}

// mapper maps Parquet types to Arrow under the reader's options.
type mapper struct {
	int96Unit arrays.TimeUnit
	// int96Auto: no Int96Unit was given, arrowSchema picks the unit.
	int96Auto bool
	// smallestDecimal maps decimals of precision up to 18 to decimal32 and
	// decimal64 (SmallestDecimals).
	smallestDecimal bool
	// dictLeaf, when set, says which leaves read as Arrow dictionaries.
	dictLeaf func(*Node) bool
}

// arrowSchema maps the Parquet schema to Arrow. When the file carries an
// ARROW:schema key (the IPC Schema message of the Arrow writer) its types
// replace the mapped ones wherever the storage agrees.
func (m *mapper) arrowSchema(s *Schema, kv []KeyValue) (*arrays.Schema, error) {
	if m.int96Auto {
		m.int96Unit = arrays.Microsecond
		if slices.ContainsFunc(kv, func(e KeyValue) bool { return e.Key == "ARROW:schema" }) {
			m.int96Unit = arrays.Nanosecond
		}
	}
	fields := make([]arrays.Field, len(s.Root.Children))
	for i, c := range s.Root.Children {
		f, err := m.arrowField(c)
		if err != nil {
			return nil, err
		}
		fields[i] = f
	}
	var md arrays.Metadata
	var stored *arrays.Schema
	for _, e := range kv {
		if e.Key == "ARROW:schema" {
			st, err := decodeArrowSchema(e.Value)
			if err != nil {
				return nil, err
			}
			stored = st
			continue
		}
		md.Keys = append(md.Keys, e.Key)
		md.Values = append(md.Values, e.Value)
	}
	if stored != nil && len(stored.Fields) == len(fields) {
		for i := range fields {
			fields[i] = restoreField(fields[i], stored.Fields[i])
		}
		if stored.Metadata.Len() > 0 {
			md = stored.Metadata
		}
	}
	return arrays.NewSchema(fields, &md), nil
}

// decodeArrowSchema reads the ARROW:schema value: base64 of an
// encapsulated IPC Schema message.
func decodeArrowSchema(v string) (*arrays.Schema, error) {
	raw, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		raw, err = base64.RawStdEncoding.DecodeString(v)
		if err != nil {
			return nil, malformedf("ARROW:schema is not base64: %v", err)
		}
	}
	m, _, err := ipc.ReadMessageAt(raw, 0)
	if err != nil {
		return nil, malformedf("ARROW:schema: %v", err)
	}
	if m.Type() != ipc.MessageSchema {
		return nil, malformedf("ARROW:schema holds a %v message, not a Schema", m.Type())
	}
	h, err := m.Schema()
	if err != nil {
		return nil, malformedf("ARROW:schema: %v", err)
	}
	return h.Schema, nil
}

// restoreField presents the column read from Parquet (got) as the stored
// Arrow field wherever the data allows it (same storage, or a type this
// reader converts to: dictionary, large and view variants, time zones,
// durations, fixed-size lists), and as got elsewhere: a nested type whose
// own layout cannot be restored (a list view, say) keeps got's layout
// with its children restored.
func restoreField(got, stored arrays.Field) arrays.Field {
	t, full := restoreType(got.Type, stored.Type)
	if full {
		out := stored
		out.Nullable = got.Nullable || stored.Nullable
		return out
	}
	got.Type = t
	return got
}

// restoreType is the type got is read as given the stored type want, and
// whether that is want itself.
func restoreType(got, want arrays.DataType) (arrays.DataType, bool) {
	if arrays.TypeEqual(got, want) {
		return want, true
	}
	// elem restores a child field: the stored field where it is restored
	// whole, else got's with its type restored as far as it goes.
	elem := func(g, w arrays.Field) (arrays.Field, bool) {
		t, full := restoreType(g.Type, w.Type)
		if full {
			w.Nullable = w.Nullable || g.Nullable
			return w, true
		}
		g.Type = t
		return g, false
	}
	leaf := func(ok bool) (arrays.DataType, bool) {
		if ok {
			return want, true
		}
		return got, false
	}
	switch w := want.(type) {
	case *arrays.DictionaryType:
		t, full := restoreType(got, w.Value)
		if full {
			return want, true
		}
		return t, false
	case arrays.LargeUtf8Type, arrays.Utf8ViewType:
		return leaf(got.ID() == arrays.UTF8)
	case arrays.LargeBinaryType, arrays.BinaryViewType:
		return leaf(got.ID() == arrays.BINARY || got.ID() == arrays.UTF8)
	case arrays.TimestampType:
		// Parquet has no seconds: an Arrow writer stores them as
		// milliseconds (assembly divides them back).
		g, ok := got.(arrays.TimestampType)
		return leaf(ok && (g.Unit == w.Unit || w.Unit == arrays.Second && g.Unit == arrays.Millisecond))
	case arrays.Time32Type:
		g, ok := got.(arrays.Time32Type)
		return leaf(ok && w.Unit == arrays.Second && g.Unit == arrays.Millisecond)
	case arrays.Date64Type:
		// Days, as the writer stores date64 (assembly multiplies).
		return leaf(got.ID() == arrays.DATE32)
	case arrays.IntervalMonthsType, arrays.IntervalDayTimeType:
		// The 12-byte INTERVAL (months, days, milliseconds).
		g, ok := got.(arrays.FixedSizeBinaryType)
		return leaf(ok && g.ByteWidth == 12)
	case arrays.DurationType:
		return leaf(got.ID() == arrays.INT64)
	case arrays.Decimal32Type, arrays.Decimal64Type, arrays.Decimal128Type:
		// An Arrow writer's decimal32 or decimal64 comes back as itself.
		gp, gs, ok := decimalParams(got)
		wp, ws, _ := decimalParams(want)
		return leaf(ok && gp == wp && gs == ws)
	case arrays.ExtensionType:
		t, full := restoreType(got, w.StorageType())
		if full {
			return want, true
		}
		return t, false
	case *arrays.StructType:
		g, ok := got.(*arrays.StructType)
		if !ok || len(g.Children) != len(w.Children) {
			return got, false
		}
		children, all := make([]arrays.Field, len(g.Children)), true
		for i := range g.Children {
			if g.Children[i].Name != w.Children[i].Name {
				return got, false
			}
			var full bool
			children[i], full = elem(g.Children[i], w.Children[i])
			all = all && full
		}
		if all {
			return want, true
		}
		return &arrays.StructType{Children: children}, false
	case *arrays.MapType:
		g, ok := got.(*arrays.MapType)
		if !ok {
			return got, false
		}
		e, full := elem(g.Entries, w.Entries)
		if full {
			return want, true
		}
		return &arrays.MapType{Entries: e, KeysSorted: g.KeysSorted}, false
	}
	// The list layouts: got is a list (or a large list), presented as the
	// stored list layout where this reader builds it.
	var ge arrays.Field
	switch g := got.(type) {
	case *arrays.ListType:
		ge = g.Elem
	case *arrays.LargeListType:
		ge = g.Elem
	default:
		return got, false
	}
	switch w := want.(type) {
	case *arrays.ListType:
		if got.ID() != arrays.LIST {
			return got, false
		}
		e, full := elem(ge, w.Elem)
		if full {
			return want, true
		}
		return &arrays.ListType{Elem: e}, false
	case *arrays.LargeListType:
		e, full := elem(ge, w.Elem)
		if full {
			return want, true
		}
		return &arrays.LargeListType{Elem: e}, false
	case *arrays.FixedSizeListType:
		// A list whose every non-null slot holds Size elements (checked
		// as it is assembled).
		if got.ID() != arrays.LIST || w.Size < 0 {
			return got, false
		}
		e, full := elem(ge, w.Elem)
		if full {
			return want, true
		}
		return &arrays.FixedSizeListType{Elem: e, Size: w.Size}, false
	case *arrays.ListViewType:
		e, _ := elem(ge, w.Elem)
		return rebuildList(got, e), false
	case *arrays.LargeListViewType:
		e, _ := elem(ge, w.Elem)
		return rebuildList(got, e), false
	}
	return got, false
}

// rebuildList is the list layout of got with element field e.
func rebuildList(got arrays.DataType, e arrays.Field) arrays.DataType {
	if got.ID() == arrays.LARGE_LIST {
		return &arrays.LargeListType{Elem: e}
	}
	return &arrays.ListType{Elem: e}
}

func (m *mapper) arrowField(n *Node) (arrays.Field, error) {
	t, err := m.arrowType(n)
	if err != nil {
		return arrays.Field{}, err
	}
	f := arrays.Field{Name: n.Element.Name, Type: t, Nullable: n.repetition() == Optional}
	if n.repetition() == Repeated {
		// An unannotated repeated field is a list of its items; pqarrow
		// names the item "item" and marks it nullable.
		f.Type = &arrays.ListType{Elem: arrays.Field{Name: "item", Type: t, Nullable: true}}
		f.Nullable = false
	}
	if id := n.Element.FieldID; id != nil {
		f.Metadata = arrays.NewMetadata([]string{"PARQUET:field_id"}, []string{itoa(int64(*id))})
	}
	return f, nil
}

func (n *Node) converted() (ConvertedType, bool) {
	if n.Element.Converted == nil {
		return 0, false
	}
	return *n.Element.Converted, true
}

func (n *Node) logical() LogicalKind {
	if n.Element.Logical == nil {
		return LogicalNone
	}
	return n.Element.Logical.Kind
}

func (n *Node) isList() bool {
	ct, ok := n.converted()
	return n.logical() == LogicalList || (ok && ct == CTList)
}

func (n *Node) isMap() bool {
	ct, ok := n.converted()
	return n.logical() == LogicalMap || (ok && (ct == CTMap || ct == CTMapKeyValue))
}

// arrowType is the Arrow type of node n's values, ignoring n's own
// repetition.
func (m *mapper) arrowType(n *Node) (arrays.DataType, error) {
	if n.IsLeaf() {
		t, err := m.leafType(n)
		if err == nil && m.dictLeaf != nil && m.dictLeaf(n) {
			t = &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: t}
		}
		return t, err
	}
	switch {
	case n.isList() && n.repetition() != Repeated:
		elem, err := listElement(n)
		if err != nil {
			return nil, err
		}
		f, err := m.elementField(elem)
		if err != nil {
			return nil, err
		}
		return &arrays.ListType{Elem: f}, nil
	case n.isMap() && n.repetition() != Repeated:
		if len(n.Children) != 1 || n.Children[0].repetition() != Repeated || n.Children[0].IsLeaf() {
			return nil, unsupportedf("map %s: expected one repeated group child", strings.Join(n.Path, "."))
		}
		kv := n.Children[0]
		if len(kv.Children) == 1 {
			// A map without values (parquet-rs writes them): the list
			// of its keys, as arrow-rs reads it.
			f, err := m.elementField(kv.Children[0])
			if err != nil {
				return nil, err
			}
			f.Nullable = false
			return &arrays.ListType{Elem: f}, nil
		}
		if len(kv.Children) != 2 {
			return nil, unsupportedf("map %s: key_value group has %d children, want key and value", strings.Join(n.Path, "."), len(kv.Children))
		}
		// Some writers (Presto) leave the key optional; Arrow keys are
		// never null, so a null key found when reading is an error.
		kt, err := m.arrowType(kv.Children[0])
		if err != nil {
			return nil, err
		}
		vf, err := m.arrowField(kv.Children[1])
		if err != nil {
			return nil, err
		}
		m := arrays.MapOf(kt, vf.Type)
		st := m.Entries.Type.(*arrays.StructType)
		st.Children[1].Nullable = vf.Nullable
		return m, nil
	}
	fields := make([]arrays.Field, len(n.Children))
	for i, c := range n.Children {
		f, err := m.arrowField(c)
		if err != nil {
			return nil, err
		}
		fields[i] = f
	}
	return arrays.StructOf(fields...), nil
}

// listElement finds the element node of a LIST-annotated group, following
// the backward-compatibility rules of the Parquet format's LogicalTypes.md
// for the legacy two-level forms.
func listElement(n *Node) (*Node, error) {
	if len(n.Children) != 1 || n.Children[0].repetition() != Repeated {
		return nil, unsupportedf("list %s: expected exactly one repeated child", strings.Join(n.Path, "."))
	}
	rep := n.Children[0]
	if rep.IsLeaf() || len(rep.whole().Children) > 1 || rep.Element.Name == "array" || rep.Element.Name == n.Element.Name+"_tuple" {
		return rep, nil // the repeated field is the element
	}
	return rep.Children[0], nil
}

// elementField is the Arrow field of a list element node: when the element
// is the repeated node itself it is a required item.
func (m *mapper) elementField(e *Node) (arrays.Field, error) {
	t, err := m.arrowType(e)
	if err != nil {
		return arrays.Field{}, err
	}
	if e.repetition() == Repeated {
		// The legacy two-level form: pqarrow marks the element nullable.
		return arrays.Field{Name: e.Element.Name, Type: t, Nullable: true}, nil
	}
	f, err := m.arrowField(e)
	return f, err
}

func (m *mapper) leafType(n *Node) (arrays.DataType, error) {
	e := &n.Element
	pt := *e.Type
	ct, hasCT := n.converted()
	lt := e.Logical
	where := strings.Join(n.Path, ".")
	bad := func() (arrays.DataType, error) {
		return nil, unsupportedf("column %s: %s annotated %s", where, pt, annotation(n))
	}
	decimal := func(p, s int32) (arrays.DataType, error) {
		if p < 1 || s < 0 || s > p || p > 76 {
			return nil, malformedf("column %s: decimal precision %d scale %d", where, p, s)
		}
		switch {
		case p > 38:
			return arrays.Decimal256Type{Precision: p, Scale: s}, nil
		case m.smallestDecimal && p <= 9 && pt != Int64:
			return arrays.Decimal32Type{Precision: p, Scale: s}, nil
		case m.smallestDecimal && p <= 18:
			// INT64 storage stays 64 bits wide whatever the precision,
			// so no stored value is narrowed.
			return arrays.Decimal64Type{Precision: p, Scale: s}, nil
		}
		return arrays.Decimal128Type{Precision: p, Scale: s}, nil
	}
	unit := func(u TimeUnit) (arrays.TimeUnit, bool) {
		switch u {
		case Millis:
			return arrays.Millisecond, true
		case Micros:
			return arrays.Microsecond, true
		case Nanos:
			return arrays.Nanosecond, true
		}
		return 0, false
	}
	if lt != nil && lt.Kind != LogicalNone {
		switch lt.Kind {
		case LogicalString:
			if pt == ByteArray {
				return arrays.Utf8Type{}, nil
			}
		case LogicalEnum, LogicalJSON, LogicalBSON:
			// pqarrow reads these as binary (their bytes need not be
			// valid UTF-8 for ENUM and BSON).
			if pt == ByteArray {
				return arrays.BinaryType{}, nil
			}
		case LogicalUUID:
			if pt == FixedLenByteArray && e.TypeLength == 16 {
				return arrays.UUIDType{}, nil
			}
		case LogicalFloat16:
			if pt == FixedLenByteArray && e.TypeLength == 2 {
				return arrays.Float16Type{}, nil
			}
		case LogicalDecimal:
			if pt == Int32 || pt == Int64 || pt == ByteArray || pt == FixedLenByteArray {
				return decimal(lt.Precision, lt.Scale)
			}
		case LogicalDate:
			if pt == Int32 {
				return arrays.Date32Type{}, nil
			}
		case LogicalTime:
			u, ok := unit(lt.Unit)
			switch {
			case ok && pt == Int32 && u == arrays.Millisecond:
				return arrays.Time32Type{Unit: u}, nil
			case ok && pt == Int64 && u != arrays.Millisecond:
				return arrays.Time64Type{Unit: u}, nil
			}
		case LogicalTimestamp:
			if u, ok := unit(lt.Unit); ok && pt == Int64 {
				tz := ""
				if lt.IsAdjustedToUTC {
					tz = "UTC"
				}
				return arrays.TimestampType{Unit: u, TimeZone: tz}, nil
			}
		case LogicalInteger:
			if t := intType(lt.BitWidth, lt.IsSigned); t != nil && (pt == Int32 && lt.BitWidth <= 32 || pt == Int64 && lt.BitWidth == 64) {
				return t, nil
			}
		case LogicalUnknown:
			return arrays.NullType{}, nil
		default:
			// A logical type this reader does not know: fall back to the
			// physical type, as the format asks of readers.
			return m.physicalType(n)
		}
		return bad()
	}
	if hasCT {
		switch ct {
		case CTUTF8:
			if pt == ByteArray {
				return arrays.Utf8Type{}, nil
			}
		case CTEnum, CTJSON, CTBSON:
			if pt == ByteArray {
				return arrays.BinaryType{}, nil
			}
		case CTDecimal:
			if pt == Int32 || pt == Int64 || pt == ByteArray || pt == FixedLenByteArray {
				return decimal(e.Precision, e.Scale)
			}
		case CTDate:
			if pt == Int32 {
				return arrays.Date32Type{}, nil
			}
		case CTTimeMillis:
			if pt == Int32 {
				return arrays.Time32Type{Unit: arrays.Millisecond}, nil
			}
		case CTTimeMicros:
			if pt == Int64 {
				return arrays.Time64Type{Unit: arrays.Microsecond}, nil
			}
		case CTTimestampMillis:
			if pt == Int64 {
				return arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "UTC"}, nil
			}
		case CTTimestampMicros:
			if pt == Int64 {
				return arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"}, nil
			}
		case CTUint8, CTUint16, CTUint32, CTInt8, CTInt16, CTInt32:
			if pt == Int32 {
				return intType(int8(8<<((ct-CTUint8)%4)), ct >= CTInt8), nil
			}
		case CTUint64, CTInt64:
			if pt == Int64 {
				return intType(64, ct == CTInt64), nil
			}
		case CTInterval:
			if pt == FixedLenByteArray && e.TypeLength == 12 {
				return arrays.FixedSizeBinaryType{ByteWidth: 12}, nil
			}
		default:
			return m.physicalType(n)
		}
		return bad()
	}
	return m.physicalType(n)
}

func (m *mapper) physicalType(n *Node) (arrays.DataType, error) {
	switch *n.Element.Type {
	case Boolean:
		return arrays.BoolType{}, nil
	case Int32:
		return arrays.Int32Type{}, nil
	case Int64:
		return arrays.Int64Type{}, nil
	case Int96:
		// Impala and Spark write UTC instants; pqarrow says so too.
		return arrays.TimestampType{Unit: m.int96Unit, TimeZone: "UTC"}, nil
	case Float:
		return arrays.Float32Type{}, nil
	case Double:
		return arrays.Float64Type{}, nil
	case ByteArray:
		return arrays.BinaryType{}, nil
	case FixedLenByteArray:
		return arrays.FixedSizeBinaryType{ByteWidth: int(n.Element.TypeLength)}, nil
	}
	return nil, malformedf("column %s: physical type %d", strings.Join(n.Path, "."), *n.Element.Type)
}

func intType(bits int8, signed bool) arrays.DataType {
	switch {
	case bits == 8 && signed:
		return arrays.Int8Type{}
	case bits == 16 && signed:
		return arrays.Int16Type{}
	case bits == 32 && signed:
		return arrays.Int32Type{}
	case bits == 64 && signed:
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

func annotation(n *Node) string {
	var parts []string
	if n.Element.Logical != nil {
		parts = append(parts, fmt.Sprintf("logical type %d", n.Element.Logical.Kind))
	}
	if ct, ok := n.converted(); ok {
		parts = append(parts, fmt.Sprintf("converted type %d", ct))
	}
	return strings.Join(parts, ", ")
}

// decimalParams returns the precision and scale of a decimal32, 64 or 128
// type.
func decimalParams(t arrays.DataType) (p, s int32, ok bool) {
	switch d := t.(type) {
	case arrays.Decimal32Type:
		return d.Precision, d.Scale, true
	case arrays.Decimal64Type:
		return d.Precision, d.Scale, true
	case arrays.Decimal128Type:
		return d.Precision, d.Scale, true
	}
	return 0, 0, false
}
