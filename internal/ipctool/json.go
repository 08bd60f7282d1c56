package ipctool

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/ipc/integration"
)

// FromJSON turns an integration JSON document into a table of record
// batches ready to write. The dictionaries are numbered afresh in pre-order
// (ipc.AssignDictionaryIDs): the JSON's ids are local to the document, and
// the integration references never compare them with IPC ids. Fields that
// share one dictionary in the JSON each get their own id, carrying equal
// dictionaries.
func FromJSON(f *integration.File) (*Table, error) {
	t := &Table{Format: File, Header: &ipc.SchemaHeader{Schema: f.Schema}}
	for i, b := range f.Batches {
		rb, err := arrays.NewRecordBatch(f.Schema, b.Columns, b.Length)
		if err != nil {
			return nil, fmt.Errorf("JSON batch %d: %w", i, err)
		}
		t.Batches = append(t.Batches, rb)
		t.BatchMetadata = append(t.BatchMetadata, arrays.Metadata{})
	}
	return t, nil
}

// ToJSON turns a table into an integration JSON document, keeping the IPC
// dictionary ids (the JSON format keys them by the same field paths).
func ToJSON(t *Table) *integration.File {
	f := &integration.File{Schema: t.Schema(), DictionaryIDs: map[string]int64{}}
	for _, d := range t.Header.Dictionaries.Fields() {
		f.DictionaryIDs[integration.FieldPath(d.Path...)] = d.ID
	}
	for _, rb := range t.Batches {
		f.Batches = append(f.Batches, integration.Batch{Length: rb.NumRows(), Columns: rb.Columns()})
	}
	return f
}

// ValidateJSON runs full validation over every column of a JSON document,
// as Arrow C++'s tester does on both sides of a comparison, leaving out the
// value-level rules named in except (what the C++ tester's
// --validate_decimals, --validate_date64 and --validate_times turn off).
func ValidateJSON(f *integration.File, except ...string) error {
	for i, b := range f.Batches {
		for c, col := range b.Columns {
			if err := arrays.ValidateDataFullExcept(col.Data(), except...); err != nil {
				return fmt.Errorf("JSON batch %d column %d (%q): %w", i, c, f.Schema.Fields[c].Name, err)
			}
		}
	}
	return nil
}

// Compare checks that the batches read from IPC (schema and batches of t)
// are what the JSON document describes, the way the integration testers'
// VALIDATE mode does: equal schemas (field names, order, nullability,
// types with every parameter, child names, field and schema metadata;
// dictionary ids are not compared), the same number of batches, and in
// every batch the same row count and equal columns. Columns compare with
// arrays.Equal: values in null slots do not matter, NaN equals NaN, and
// dictionary-encoded columns compare by their decoded values.
//
// Two things are not data and are normalised first, as Arrow C++ does:
// metadata compares as a set of pairs, not a sequence, and the names of a
// map's entries, key and value fields are ignored (the format leaves them
// free; the map_non_canonical gold case names them differently in its JSON
// and IPC). The error names the first difference.
func Compare(want *integration.File, t *Table) error {
	got := t.Schema()
	if d := schemaDiff(canonicalSchema(want.Schema), canonicalSchema(got)); d != "" {
		return fmt.Errorf("schemas differ: %s", d)
	}
	if len(t.Batches) != len(want.Batches) {
		return fmt.Errorf("the IPC data has %d record batches, the JSON %d", len(t.Batches), len(want.Batches))
	}
	for i, rb := range t.Batches {
		wb := want.Batches[i]
		if rb.NumRows() != wb.Length {
			return fmt.Errorf("record batch %d: %d rows in the IPC data, %d in the JSON", i, rb.NumRows(), wb.Length)
		}
		for c, col := range rb.Columns() {
			a, b := canonicalArray(wb.Columns[c]), canonicalArray(col)
			if !arrays.Equal(a, b, arrays.EqualNaN(true)) {
				return fmt.Errorf("record batch %d column %d (%q): %s (a is the JSON, b the IPC data)",
					i, c, rb.ColumnName(c), arrays.EqualDiff(a, b, arrays.EqualNaN(true)))
			}
		}
	}
	return nil
}

// schemaDiff describes the first difference between two schemas, "" if
// they are equal.
func schemaDiff(want, got *arrays.Schema) string {
	for i := range min(len(want.Fields), len(got.Fields)) {
		w, g := want.Fields[i], got.Fields[i]
		if w.Equal(g) {
			continue
		}
		where := "field " + strconv.Itoa(i) + " (" + strconv.Quote(w.Name) + ")"
		switch {
		case w.Name != g.Name:
			return fmt.Sprintf("%s: the IPC data names it %q", where, g.Name)
		case w.Nullable != g.Nullable:
			return fmt.Sprintf("%s: nullable in the JSON %v, in the IPC data %v", where, w.Nullable, g.Nullable)
		case !w.Metadata.Equal(g.Metadata):
			return fmt.Sprintf("%s: metadata: JSON %s, IPC %s", where, fmtMetadata(w.Metadata), fmtMetadata(g.Metadata))
		default:
			return fmt.Sprintf("%s: type in the JSON %s, in the IPC data %s", where, typeString(w.Type), typeString(g.Type))
		}
	}
	if len(want.Fields) != len(got.Fields) {
		return fmt.Sprintf("the JSON has %d fields, the IPC data %d", len(want.Fields), len(got.Fields))
	}
	if !want.Metadata.Equal(got.Metadata) {
		return fmt.Sprintf("schema metadata: JSON %s, IPC %s", fmtMetadata(want.Metadata), fmtMetadata(got.Metadata))
	}
	return ""
}

// typeString renders a type with its child fields' nullability and
// metadata, which DataType.String may leave out.
func typeString(t arrays.DataType) string {
	s := t.String()
	if n, ok := arrays.StorageOf(t).(arrays.NestedType); ok {
		var parts []string
		for _, f := range n.Fields() {
			p := f.Name + ": " + typeString(f.Type)
			if !f.Nullable {
				p += " not null"
			}
			if f.Metadata.Len() > 0 {
				p += " " + fmtMetadata(f.Metadata)
			}
			parts = append(parts, p)
		}
		s += " {" + strings.Join(parts, ", ") + "}"
	}
	return s
}

func fmtMetadata(m arrays.Metadata) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := range m.Keys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q: %q", m.Keys[i], m.Values[i])
	}
	b.WriteByte('}')
	return b.String()
}

// canonicalSchema, canonicalType and canonicalArray give map entries, keys
// and values the names "entries", "key" and "value" and sort metadata by
// key, at every depth. Extension types are left as they are: their
// storage's names are theirs to define.
func canonicalSchema(s *arrays.Schema) *arrays.Schema {
	md := sortedMetadata(s.Metadata)
	return arrays.NewSchema(canonicalFields(s.Fields), &md)
}

func sortedMetadata(m arrays.Metadata) arrays.Metadata {
	if m.Len() < 2 {
		return m
	}
	idx := make([]int, m.Len())
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return strings.Compare(m.Keys[a], m.Keys[b]) })
	var out arrays.Metadata
	for _, i := range idx {
		out.Keys = append(out.Keys, m.Keys[i])
		out.Values = append(out.Values, m.Values[i])
	}
	return out
}

func canonicalField(f arrays.Field) arrays.Field {
	f.Type = canonicalType(f.Type)
	f.Metadata = sortedMetadata(f.Metadata)
	return f
}

func canonicalFields(fs []arrays.Field) []arrays.Field {
	out := make([]arrays.Field, len(fs))
	for i, f := range fs {
		out[i] = canonicalField(f)
	}
	return out
}

func canonicalType(t arrays.DataType) arrays.DataType {
	switch x := t.(type) {
	case *arrays.ListType:
		return &arrays.ListType{Elem: canonicalField(x.Elem)}
	case *arrays.LargeListType:
		return &arrays.LargeListType{Elem: canonicalField(x.Elem)}
	case *arrays.ListViewType:
		return &arrays.ListViewType{Elem: canonicalField(x.Elem)}
	case *arrays.LargeListViewType:
		return &arrays.LargeListViewType{Elem: canonicalField(x.Elem)}
	case *arrays.FixedSizeListType:
		return &arrays.FixedSizeListType{Elem: canonicalField(x.Elem), Size: x.Size}
	case *arrays.StructType:
		return &arrays.StructType{Children: canonicalFields(x.Children)}
	case *arrays.UnionType:
		return &arrays.UnionType{Mode: x.Mode, Children: canonicalFields(x.Children), TypeCodes: x.TypeCodes}
	case *arrays.DictionaryType:
		return &arrays.DictionaryType{Index: x.Index, Value: canonicalType(x.Value), Ordered: x.Ordered}
	case *arrays.RunEndEncodedType:
		return &arrays.RunEndEncodedType{RunEnds: canonicalField(x.RunEnds), Values: canonicalField(x.Values)}
	case *arrays.MapType:
		e := canonicalField(x.Entries)
		e.Name = "entries"
		if st, ok := e.Type.(*arrays.StructType); ok && len(st.Children) == 2 {
			kv := slices.Clone(st.Children)
			kv[0].Name, kv[1].Name = "key", "value"
			e.Type = &arrays.StructType{Children: kv}
		}
		return &arrays.MapType{Entries: e, KeysSorted: x.KeysSorted}
	}
	return t
}

// canonicalArray gives the array (and its children and dictionary) the
// canonical type, sharing its buffers.
func canonicalArray(a arrays.Array) arrays.Array {
	return arrays.MakeArray(canonicalData(a.Data(), map[*arrays.Data]*arrays.Data{}))
}

func canonicalData(d *arrays.Data, memo map[*arrays.Data]*arrays.Data) *arrays.Data {
	if d == nil {
		return nil
	}
	if x, ok := memo[d]; ok {
		return x
	}
	children := make([]*arrays.Data, len(d.Children))
	for i, c := range d.Children {
		children[i] = canonicalData(c, memo)
	}
	x := arrays.NewData(canonicalType(d.Type), d.Length, d.Buffers, children, d.NullN(), d.Offset)
	x.Dictionary = canonicalData(d.Dictionary, memo)
	memo[d] = x
	return x
}
