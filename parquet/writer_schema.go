package parquet

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/arrays"
)

// The Arrow to Parquet schema mapping of the writer: the reverse of
// schema.go, following what Arrow C++ (and so pqarrow) writes, so that
// other readers see the annotations they expect and quiver's reader, with
// the ARROW:schema key, gets the Arrow types back.

// wkind is the shape of a writer schema node.
type wkind uint8

const (
	wLeaf wkind = iota
	wStruct
	wList // list, large list, list view, fixed-size list and map (its element is the entries struct)
)

// wnode is one node of the writer's schema tree, built from an Arrow field.
type wnode struct {
	name     string
	path     string          // dotted path from the top-level column, for options and errors
	typ      arrays.DataType // the Arrow type, extension, dictionary and REE included
	kind     wkind
	optional bool
	// def is the definition level of a present (non-null) value at this
	// node, rep the repetition level of a list's elements.
	def, rep int16
	children []*wnode
	isMap    bool
	leaf     int // column index of a leaf, -1 otherwise
	conv     convKind
	// elem is the leaf's schema element, typeLen its FLBA width.
	elem    SchemaElement
	typeLen int
}

// convKind says how a leaf's Arrow values become its Parquet values.
type convKind uint8

const (
	cNull convKind = iota
	cBool
	cInt8
	cInt16
	cInt32
	cUint8
	cUint16
	cUint32
	cInt64
	cUint64
	cInt32x1000 // time32[s] as TIME(MILLIS)
	cInt64x1000 // timestamp[s] as TIMESTAMP(MILLIS)
	cDate64     // milliseconds to days
	cFloat32
	cFloat64
	cFixed       // fixed-size binary: the bytes as they are
	cFloat16     // host-order half floats to the file's little-endian bytes
	cDecimal32   // little-endian two's complement to big-endian, cut to typeLen
	cDecimal64   //
	cDecimal128  //
	cDecimal256  //
	cIntervalYM  // months to the 12-byte INTERVAL
	cIntervalDT  // days and milliseconds to the 12-byte INTERVAL
	cBinary      // 32-bit offsets
	cLargeBinary // 64-bit offsets
	cView        // binary and utf8 views
)

// writerSchema is the tree of a writer's Arrow schema and its leaves in
// column order.
type writerSchema struct {
	roots  []*wnode
	leaves []*wnode
	// leafPath lists, per leaf, the nodes from its top-level column down.
	leafPath [][]*wnode
	elems    []SchemaElement
}

// unwrap looks through extension, dictionary and run-end encoded types to
// the type whose values are stored.
func unwrap(t arrays.DataType) arrays.DataType {
	for {
		switch x := t.(type) {
		case arrays.ExtensionType:
			t = x.StorageType()
		case *arrays.DictionaryType:
			t = x.Value
		case *arrays.RunEndEncodedType:
			t = x.Values.Type
		default:
			return t
		}
	}
}

func ptr[T any](v T) *T { return &v }

func newWriterSchema(s *arrays.Schema) (*writerSchema, error) {
	ws := &writerSchema{}
	ws.elems = append(ws.elems, SchemaElement{Name: "schema", NumChildren: int32(len(s.Fields)), HasNumChildren: true})
	for _, f := range s.Fields {
		n, err := ws.node(f, "", 0, 0, nil)
		if err != nil {
			return nil, err
		}
		ws.roots = append(ws.roots, n)
	}
	return ws, nil
}

// node maps field f below a parent whose present values have definition
// level def and repetition level rep; it appends the schema elements
// depth-first and records leaves with their paths.
func (ws *writerSchema) node(f arrays.Field, parent string, def, rep int16, up []*wnode) (*wnode, error) {
	path := f.Name
	if parent != "" {
		path = parent + "." + f.Name
	}
	st := unwrap(f.Type)
	n := &wnode{name: f.Name, path: path, typ: f.Type, optional: f.Nullable || st.ID() == arrays.NULL, leaf: -1, rep: rep}
	n.def = def
	if n.optional {
		n.def++
	}
	el := SchemaElement{Name: f.Name, Repetition: ptr(Required)}
	if n.optional {
		el.Repetition = ptr(Optional)
	}
	if v, ok := f.Metadata.Get("PARQUET:field_id"); ok {
		if id, err := strconv.ParseInt(v, 10, 32); err == nil {
			el.FieldID = ptr(int32(id))
		}
	}
	path2 := append(append([]*wnode(nil), up...), n)
	switch x := st.(type) {
	case *arrays.StructType:
		if len(x.Children) == 0 {
			return nil, unsupportedf("column %s: a struct with no fields has no Parquet form", path)
		}
		n.kind = wStruct
		el.NumChildren, el.HasNumChildren = int32(len(x.Children)), true
		ws.elems = append(ws.elems, el)
		for _, c := range x.Children {
			cn, err := ws.node(c, path, n.def, rep, path2)
			if err != nil {
				return nil, err
			}
			n.children = append(n.children, cn)
		}
		return n, nil
	case *arrays.ListType, *arrays.LargeListType, *arrays.ListViewType, *arrays.LargeListViewType, *arrays.FixedSizeListType, *arrays.MapType:
		n.kind = wList
		n.rep = rep + 1
		var elem arrays.Field
		switch x := x.(type) {
		case *arrays.ListType:
			elem = x.Elem
		case *arrays.LargeListType:
			elem = x.Elem
		case *arrays.ListViewType:
			elem = x.Elem
		case *arrays.LargeListViewType:
			elem = x.Elem
		case *arrays.FixedSizeListType:
			elem = x.Elem
		case *arrays.MapType:
			n.isMap = true
			elem = x.Entries
		}
		el.NumChildren, el.HasNumChildren = 1, true
		if n.isMap {
			el.Converted, el.Logical = ptr(CTMap), &LogicalType{Kind: LogicalMap}
			ws.elems = append(ws.elems, el)
			// The key_value group is the repeated element: the entries
			// struct, never null (its field's nullability is ignored).
			est, ok := unwrap(elem.Type).(*arrays.StructType)
			if !ok || len(est.Children) != 2 {
				return nil, unsupportedf("column %s: map entries of type %s, want struct<key, value>", path, elem.Type)
			}
			kv := &wnode{name: "key_value", path: path + ".key_value", typ: elem.Type, kind: wStruct, def: n.def + 1, rep: n.rep, leaf: -1}
			n.children = []*wnode{kv}
			ws.elems = append(ws.elems, SchemaElement{Name: "key_value", Repetition: ptr(Repeated), NumChildren: 2, HasNumChildren: true})
			key := est.Children[0]
			key.Name, key.Nullable = "key", false
			val := est.Children[1]
			val.Name = "value"
			for _, c := range []arrays.Field{key, val} {
				cn, err := ws.node(c, kv.path, kv.def, kv.rep, append(path2, kv))
				if err != nil {
					return nil, err
				}
				kv.children = append(kv.children, cn)
			}
			return n, nil
		}
		el.Converted, el.Logical = ptr(CTList), &LogicalType{Kind: LogicalList}
		ws.elems = append(ws.elems, el, SchemaElement{Name: "list", Repetition: ptr(Repeated), NumChildren: 1, HasNumChildren: true})
		elem.Name = "element"
		cn, err := ws.node(elem, path+".list", n.def+1, n.rep, path2)
		if err != nil {
			return nil, err
		}
		n.children = []*wnode{cn}
		return n, nil
	}
	if err := leafElement(n, st, &el); err != nil {
		return nil, err
	}
	n.kind = wLeaf
	n.elem = el
	n.leaf = len(ws.leaves)
	ws.leaves = append(ws.leaves, n)
	ws.leafPath = append(ws.leafPath, path2)
	ws.elems = append(ws.elems, el)
	return n, nil
}

// decimalBytes is the fewest bytes holding every value of the precision
// in two's complement, the FIXED_LEN_BYTE_ARRAY width Arrow C++ uses.
func decimalBytes(precision int32) int {
	max := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(precision)), nil)
	max.Sub(max, big.NewInt(1))
	return (max.BitLen() + 1 + 7) / 8
}

// leafElement sets the physical type and annotations of a leaf of Arrow
// storage type st, and how its values convert.
func leafElement(n *wnode, st arrays.DataType, el *SchemaElement) error {
	phys := func(p PhysicalType) { el.Type = ptr(p) }
	integer := func(bits int8, signed bool, ct ConvertedType) {
		el.Logical = &LogicalType{Kind: LogicalInteger, BitWidth: bits, IsSigned: signed}
		el.Converted = ptr(ct)
	}
	fixed := func(w int) {
		phys(FixedLenByteArray)
		el.TypeLength = int32(w)
		n.typeLen = w
	}
	decimal := func(p, s int32, conv convKind) {
		fixed(decimalBytes(p))
		el.Logical = &LogicalType{Kind: LogicalDecimal, Precision: p, Scale: s}
		el.Converted, el.Precision, el.Scale = ptr(CTDecimal), p, s
		n.conv = conv
	}
	timeUnit := func(u arrays.TimeUnit) TimeUnit {
		switch u {
		case arrays.Microsecond:
			return Micros
		case arrays.Nanosecond:
			return Nanos
		}
		return Millis // seconds are written as milliseconds
	}
	if e, ok := n.typ.(arrays.ExtensionType); ok && e.ExtensionName() == arrays.UUIDExtensionName {
		if fb, ok := st.(arrays.FixedSizeBinaryType); ok && fb.ByteWidth == 16 {
			fixed(16)
			el.Logical = &LogicalType{Kind: LogicalUUID}
			n.conv = cFixed
			return nil
		}
	}
	switch x := st.(type) {
	case arrays.NullType:
		phys(Int32)
		el.Logical = &LogicalType{Kind: LogicalUnknown}
		n.conv = cNull
	case arrays.BoolType:
		phys(Boolean)
		n.conv = cBool
	case arrays.Int8Type:
		phys(Int32)
		integer(8, true, CTInt8)
		n.conv = cInt8
	case arrays.Int16Type:
		phys(Int32)
		integer(16, true, CTInt16)
		n.conv = cInt16
	case arrays.Int32Type:
		phys(Int32)
		n.conv = cInt32
	case arrays.Int64Type:
		phys(Int64)
		n.conv = cInt64
	case arrays.Uint8Type:
		phys(Int32)
		integer(8, false, CTUint8)
		n.conv = cUint8
	case arrays.Uint16Type:
		phys(Int32)
		integer(16, false, CTUint16)
		n.conv = cUint16
	case arrays.Uint32Type:
		phys(Int32)
		integer(32, false, CTUint32)
		n.conv = cUint32
	case arrays.Uint64Type:
		phys(Int64)
		integer(64, false, CTUint64)
		n.conv = cUint64
	case arrays.Float16Type:
		fixed(2)
		el.Logical = &LogicalType{Kind: LogicalFloat16}
		n.conv = cFloat16
	case arrays.Float32Type:
		phys(Float)
		n.conv = cFloat32
	case arrays.Float64Type:
		phys(Double)
		n.conv = cFloat64
	case arrays.Decimal32Type:
		decimal(x.Precision, x.Scale, cDecimal32)
	case arrays.Decimal64Type:
		decimal(x.Precision, x.Scale, cDecimal64)
	case arrays.Decimal128Type:
		decimal(x.Precision, x.Scale, cDecimal128)
	case arrays.Decimal256Type:
		decimal(x.Precision, x.Scale, cDecimal256)
	case arrays.Date32Type:
		phys(Int32)
		el.Logical, el.Converted = &LogicalType{Kind: LogicalDate}, ptr(CTDate)
		n.conv = cInt32
	case arrays.Date64Type:
		phys(Int32)
		el.Logical, el.Converted = &LogicalType{Kind: LogicalDate}, ptr(CTDate)
		n.conv = cDate64
	case arrays.Time32Type:
		phys(Int32)
		el.Logical = &LogicalType{Kind: LogicalTime, Unit: Millis, IsAdjustedToUTC: true}
		el.Converted = ptr(CTTimeMillis)
		n.conv = cInt32
		if x.Unit == arrays.Second {
			n.conv = cInt32x1000
		}
	case arrays.Time64Type:
		phys(Int64)
		u := timeUnit(x.Unit)
		el.Logical = &LogicalType{Kind: LogicalTime, Unit: u, IsAdjustedToUTC: true}
		if u == Micros {
			el.Converted = ptr(CTTimeMicros)
		}
		n.conv = cInt64
	case arrays.TimestampType:
		phys(Int64)
		u := timeUnit(x.Unit)
		utc := x.TimeZone != ""
		el.Logical = &LogicalType{Kind: LogicalTimestamp, Unit: u, IsAdjustedToUTC: utc}
		// The converted types mean instants (UTC-adjusted), so a
		// timestamp without a zone gets only the logical type.
		switch {
		case utc && u == Millis:
			el.Converted = ptr(CTTimestampMillis)
		case utc && u == Micros:
			el.Converted = ptr(CTTimestampMicros)
		}
		n.conv = cInt64
		if x.Unit == arrays.Second {
			n.conv = cInt64x1000
		}
	case arrays.DurationType:
		phys(Int64) // no Parquet annotation; ARROW:schema restores it
		n.conv = cInt64
	case arrays.IntervalMonthsType:
		fixed(12)
		el.Converted = ptr(CTInterval)
		n.conv = cIntervalYM
	case arrays.IntervalDayTimeType:
		fixed(12)
		el.Converted = ptr(CTInterval)
		n.conv = cIntervalDT
	case arrays.BinaryType, arrays.LargeBinaryType, arrays.BinaryViewType,
		arrays.Utf8Type, arrays.LargeUtf8Type, arrays.Utf8ViewType:
		phys(ByteArray)
		switch x.(type) {
		case arrays.Utf8Type, arrays.LargeUtf8Type, arrays.Utf8ViewType:
			el.Logical, el.Converted = &LogicalType{Kind: LogicalString}, ptr(CTUTF8)
		}
		switch x.(type) {
		case arrays.BinaryType, arrays.Utf8Type:
			n.conv = cBinary
		case arrays.LargeBinaryType, arrays.LargeUtf8Type:
			n.conv = cLargeBinary
		default:
			n.conv = cView
		}
	case arrays.FixedSizeBinaryType:
		fixed(x.ByteWidth)
		if x.ByteWidth <= 0 {
			return unsupportedf("column %s: fixed_size_binary(%d) has no Parquet form", n.path, x.ByteWidth)
		}
		n.conv = cFixed
	default:
		// Unions and month_day_nano intervals have no Parquet form
		// (Arrow C++ refuses them too).
		return unsupportedf("column %s: Arrow type %s has no Parquet mapping", n.path, st)
	}
	return nil
}

// leafNames returns the dotted paths of the leaves, for options and
// errors.
func (ws *writerSchema) leafNames() []string {
	out := make([]string, len(ws.leaves))
	for i, l := range ws.leaves {
		out[i] = l.path
	}
	return out
}

// pathInSchema is the leaf's path as the column metadata lists it.
func (ws *writerSchema) pathInSchema(leaf int) []string {
	p := ws.leafPath[leaf]
	var out []string
	for _, n := range p {
		switch {
		case n.kind == wList && n.isMap:
			out = append(out, n.name) // key_value follows as the next node
		case n.kind == wList:
			out = append(out, n.name, "list")
		default:
			out = append(out, n.name)
		}
	}
	return out
}

// matchColumn reports whether an option's column name names leaf: its
// dotted path from the writer's point of view (a.b for struct fields,
// the Parquet path a.list.element or the Arrow-like a.element for list
// elements).
func (ws *writerSchema) matchColumn(name string, leaf int) bool {
	return name == ws.leaves[leaf].path || name == strings.Join(ws.pathInSchema(leaf), ".") || name == ws.shortPath(leaf)
}

// shortPath is the leaf's Parquet path without the repeated groups that
// Arrow has no field for (a list's "list", a map's "key_value"): a.element,
// m.key, m.value.x.
func (ws *writerSchema) shortPath(leaf int) string {
	p := ws.leafPath[leaf]
	var out []string
	for i, n := range p {
		if i > 0 && p[i-1].kind == wList && p[i-1].isMap {
			continue // key_value
		}
		out = append(out, n.name)
	}
	return strings.Join(out, ".")
}

func (n *wnode) String() string { return fmt.Sprintf("%s (%s)", n.path, n.typ) }
