package ipc

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"testing"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc/internal/flatbuf"
)

// ----- test extension types -----

// testUUID is a parameter-free extension over fixed_size_binary[16].
type testUUID struct{}

func (testUUID) ID() arrays.TypeID            { return arrays.EXTENSION }
func (testUUID) String() string               { return "extension<quiver.ipctest.uuid>" }
func (testUUID) ExtensionName() string        { return "quiver.ipctest.uuid" }
func (testUUID) StorageType() arrays.DataType { return arrays.FixedSizeBinaryType{ByteWidth: 16} }
func (testUUID) Serialize() string            { return "" }

// testLabel is an extension with a parameter over any storage (including a
// dictionary type).
type testLabel struct {
	storage arrays.DataType
	label   string
}

func (testLabel) ID() arrays.TypeID              { return arrays.EXTENSION }
func (t testLabel) String() string               { return "extension<quiver.ipctest.label[" + t.label + "]>" }
func (testLabel) ExtensionName() string          { return "quiver.ipctest.label" }
func (t testLabel) StorageType() arrays.DataType { return t.storage }
func (t testLabel) Serialize() string            { return t.label }

var registerOnce sync.Once

func registerTestExtensions(t testing.TB) {
	registerOnce.Do(func() {
		err := arrays.RegisterExtensionType("quiver.ipctest.uuid", func(s arrays.DataType, _ string) (arrays.ExtensionType, error) {
			if !arrays.TypeEqual(s, arrays.FixedSizeBinaryType{ByteWidth: 16}) {
				return nil, fmt.Errorf("uuid storage must be fixed_size_binary[16], not %s", s)
			}
			return testUUID{}, nil
		})
		if err == nil {
			err = arrays.RegisterExtensionType("quiver.ipctest.label", func(s arrays.DataType, p string) (arrays.ExtensionType, error) {
				return testLabel{storage: s, label: p}, nil
			})
		}
		if err != nil {
			t.Fatal(err)
		}
	})
}

// ----- a schema with every type -----

func f(name string, t arrays.DataType, nullable bool) arrays.Field {
	return arrays.Field{Name: name, Type: t, Nullable: nullable}
}

func allTypesSchema() *arrays.Schema {
	fmd := arrays.NewMetadata([]string{"a", ""}, []string{"", "b"})
	dictStruct := &arrays.DictionaryType{Index: arrays.Uint16Type{}, Ordered: true, Value: arrays.StructOf(
		f("inner", &arrays.DictionaryType{Index: arrays.Int64Type{}, Value: arrays.LargeUtf8Type{}}, true),
		f("plain", arrays.Int32Type{}, false),
	)}
	fields := []arrays.Field{
		f("null", arrays.NullType{}, true),
		f("bool", arrays.BoolType{}, false),
		f("i8", arrays.Int8Type{}, true), f("i16", arrays.Int16Type{}, true),
		f("i32", arrays.Int32Type{}, true), f("i64", arrays.Int64Type{}, true),
		f("u8", arrays.Uint8Type{}, true), f("u16", arrays.Uint16Type{}, true),
		f("u32", arrays.Uint32Type{}, true), f("u64", arrays.Uint64Type{}, true),
		f("f16", arrays.Float16Type{}, true), f("f32", arrays.Float32Type{}, true), f("f64", arrays.Float64Type{}, true),
		f("d32", arrays.Decimal32Type{Precision: 9, Scale: 2}, true),
		f("d64", arrays.Decimal64Type{Precision: 18, Scale: -3}, true),
		f("d128", arrays.Decimal128Type{Precision: 38, Scale: 10}, true),
		f("d256", arrays.Decimal256Type{Precision: 76, Scale: 0}, true),
		f("date32", arrays.Date32Type{}, true), f("date64", arrays.Date64Type{}, true),
		f("t32s", arrays.Time32Type{Unit: arrays.Second}, true), f("t32ms", arrays.Time32Type{Unit: arrays.Millisecond}, true),
		f("t64us", arrays.Time64Type{Unit: arrays.Microsecond}, true), f("t64ns", arrays.Time64Type{Unit: arrays.Nanosecond}, true),
		f("ts", arrays.TimestampType{Unit: arrays.Second}, true),
		f("tstz", arrays.TimestampType{Unit: arrays.Nanosecond, TimeZone: "Europe/Paris"}, true),
		f("dur_s", arrays.DurationType{Unit: arrays.Second}, true), f("dur_ms", arrays.DurationType{Unit: arrays.Millisecond}, true),
		f("dur_us", arrays.DurationType{Unit: arrays.Microsecond}, true), f("dur_ns", arrays.DurationType{Unit: arrays.Nanosecond}, true),
		f("ivm", arrays.IntervalMonthsType{}, true), f("ivdt", arrays.IntervalDayTimeType{}, true),
		f("ivmdn", arrays.IntervalMonthDayNanoType{}, true),
		f("bin", arrays.BinaryType{}, true), f("str", arrays.Utf8Type{}, true),
		f("lbin", arrays.LargeBinaryType{}, true), f("lstr", arrays.LargeUtf8Type{}, true),
		f("binv", arrays.BinaryViewType{}, true), f("strv", arrays.Utf8ViewType{}, true),
		f("fsb", arrays.FixedSizeBinaryType{ByteWidth: 7}, true), f("fsb0", arrays.FixedSizeBinaryType{ByteWidth: 0}, true),
		f("list", arrays.ListOf(arrays.Int8Type{}), true),
		f("llist", &arrays.LargeListType{Elem: f("x", arrays.Utf8Type{}, false)}, true),
		f("lview", arrays.ListViewOf(arrays.Float32Type{}), true),
		f("llview", arrays.LargeListViewOf(arrays.ListOf(arrays.BoolType{})), true),
		f("fsl", arrays.FixedSizeListOf(arrays.Int16Type{}, 3), true),
		f("struct", arrays.StructOf(f("a", arrays.Int32Type{}, true), arrays.Field{Name: "b", Type: arrays.Utf8Type{}, Metadata: fmd}), false),
		f("empty_struct", arrays.StructOf(), true),
		f("map", arrays.MapOf(arrays.Utf8Type{}, arrays.Int64Type{}), true),
		f("map_sorted", &arrays.MapType{KeysSorted: true, Entries: f("e", arrays.StructOf(
			f("k", arrays.Int32Type{}, false), f("v", arrays.ListOf(arrays.Utf8Type{}), true)), false)}, true),
		f("sparse", arrays.SparseUnionOf([]arrays.Field{f("a", arrays.Int32Type{}, true), f("b", arrays.NullType{}, true)}, []int8{5, 127}), true),
		f("dense", arrays.DenseUnionOf([]arrays.Field{f("a", arrays.Utf8Type{}, true)}, nil), true),
		f("empty_union", arrays.DenseUnionOf(nil, nil), true),
		f("ree16", arrays.RunEndEncodedOf(arrays.Int16Type{}, arrays.Utf8Type{}), true),
		f("ree64", arrays.RunEndEncodedOf(arrays.Int64Type{}, arrays.Float64Type{}), true),
		f("dict", &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}, true),
		f("dict_struct", dictStruct, true),
		f("list_of_dict", arrays.ListOf(&arrays.DictionaryType{Index: arrays.Uint32Type{}, Value: arrays.Float64Type{}}), true),
		f("uuid", testUUID{}, true),
		f("label_dict", testLabel{storage: &arrays.DictionaryType{Index: arrays.Int16Type{}, Value: arrays.Utf8Type{}}, label: "x=1"}, true),
		{Name: "unknown_ext", Type: arrays.Int8Type{}, Metadata: arrays.NewMetadata(
			[]string{arrays.ExtensionNameKey, arrays.ExtensionMetadataKey, "other"}, []string{"no.such.ext", "p", "q"})},
		f("", arrays.Int32Type{}, true),
		f("ünïcödé ☃", arrays.Int32Type{}, true),
	}
	md := arrays.NewMetadata([]string{"schema-key", "empty"}, []string{"value", ""})
	return arrays.NewSchema(fields, &md)
}

func decodeSchemaMessage(t testing.TB, meta []byte) *SchemaHeader {
	t.Helper()
	m, err := NewMessage(meta, nil)
	if err != nil {
		t.Fatal(err)
	}
	h, err := m.Schema()
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestSchemaRoundTripAllTypes(t *testing.T) {
	registerTestExtensions(t)
	s := allTypesSchema()
	for _, endian := range []Endianness{LittleEndian, BigEndian} {
		in := &SchemaHeader{Schema: s, Endianness: endian, Features: []Feature{FeatureCompressedBody, 1 << 40}}
		msgMD := arrays.NewMetadata([]string{"m"}, []string{"n"})
		meta, err := MarshalSchemaMessage(in, msgMD)
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewMessage(meta, nil)
		if err != nil {
			t.Fatal(err)
		}
		if m.Version() != MetadataV5 || m.Type() != MessageSchema || !m.CustomMetadata().Equal(msgMD) {
			t.Errorf("message: %s %s %v", m.Version(), m.Type(), m.CustomMetadata())
		}
		out, err := m.Schema()
		if err != nil {
			t.Fatal(err)
		}
		if !out.Schema.Equal(s) {
			for i := range s.Fields {
				if !out.Schema.Fields[i].Equal(s.Fields[i]) {
					t.Errorf("field %d: got %s %v, want %s %v", i, out.Schema.Fields[i], out.Schema.Fields[i].Metadata,
						s.Fields[i], s.Fields[i].Metadata)
				}
			}
			t.Fatalf("schema changed:\n%s", out.Schema)
		}
		if out.Endianness != endian || !reflect.DeepEqual(out.Features, in.Features) {
			t.Errorf("endianness %s features %v", out.Endianness, out.Features)
		}
		if !sameDictionaries(out.Dictionaries, AssignDictionaryIDs(s)) {
			t.Errorf("dictionary ids changed: %v", out.Dictionaries.Fields())
		}
	}
}

func TestDictionaryIDs(t *testing.T) {
	registerTestExtensions(t)
	ids := AssignDictionaryIDs(allTypesSchema())
	s := allTypesSchema()
	idx := func(name string) int { return s.FieldIndex(name) }
	want := []struct {
		path  FieldPath
		value string
	}{
		{FieldPath{idx("dict")}, "utf8"},
		{FieldPath{idx("dict_struct")}, "struct<inner: dictionary<values=large_utf8, indices=int64>, plain: int32 not null>"},
		{FieldPath{idx("dict_struct"), 0}, "large_utf8"},
		{FieldPath{idx("list_of_dict"), 0}, "float64"},
		{FieldPath{idx("label_dict")}, "utf8"},
	}
	if ids.Len() != len(want) {
		t.Fatalf("%d dictionary fields, want %d: %v", ids.Len(), len(want), ids.Fields())
	}
	for i, w := range want {
		got := ids.Fields()[i]
		if !reflect.DeepEqual(got.Path, w.path) || got.ID != int64(i) || got.Type.Value.String() != w.value {
			t.Errorf("dictionary field %d: %v %d %s, want %v %d %s", i, got.Path, got.ID, got.Type.Value, w.path, i, w.value)
		}
		if id, ok := ids.ID(w.path); !ok || id != int64(i) {
			t.Errorf("ID(%v) = %d, %v", w.path, id, ok)
		}
		if l, ok := ids.Lookup(int64(i)); !ok || !reflect.DeepEqual(l.Path, w.path) {
			t.Errorf("Lookup(%d) = %v, %v", i, l, ok)
		}
	}
	if _, ok := ids.ID(FieldPath{idx("dict"), 0}); ok {
		t.Error("ID found for a path that is not a dictionary field")
	}
	if _, ok := ids.Lookup(99); ok {
		t.Error("Lookup found an unknown id")
	}
	if got := ids.IDs(); !reflect.DeepEqual(got, []int64{0, 1, 2, 3, 4}) {
		t.Errorf("IDs() = %v", got)
	}
	var none *DictionaryIDs
	if none.Len() != 0 || none.Fields() != nil || none.IDs() != nil {
		t.Error("nil DictionaryIDs is not empty")
	}
	if _, ok := none.ID(FieldPath{0}); ok {
		t.Error("nil DictionaryIDs has an id")
	}

	// Explicit ids, shared between two fields, survive a round trip.
	dt := &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}
	shared := arrays.NewSchema([]arrays.Field{f("x", dt, true), f("y", &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}, true)}, nil)
	explicit := &DictionaryIDs{}
	explicit.add(FieldPath{0}, 42, dt)
	explicit.add(FieldPath{1}, 42, dt)
	h := decodeSchemaMessage(t, mustMarshal(t, &SchemaHeader{Schema: shared, Dictionaries: explicit}))
	if got := h.Dictionaries.IDs(); !reflect.DeepEqual(got, []int64{42}) || h.Dictionaries.Len() != 2 {
		t.Errorf("shared ids read back as %v (%d fields)", got, h.Dictionaries.Len())
	}
	// A dictionary field without an id cannot be written.
	if _, err := MarshalSchemaMessage(&SchemaHeader{Schema: shared, Dictionaries: &DictionaryIDs{}}, arrays.Metadata{}); err == nil {
		t.Error("dictionary field without an id was encoded")
	}
}

func mustMarshal(t testing.TB, h *SchemaHeader) []byte {
	t.Helper()
	meta, err := MarshalSchemaMessage(h, arrays.Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	return meta
}

func TestExtensionDecoding(t *testing.T) {
	registerTestExtensions(t)
	// An unregistered name keeps the storage type and the keys.
	s := allTypesSchema()
	h := decodeSchemaMessage(t, mustMarshal(t, &SchemaHeader{Schema: s}))
	u := h.Schema.Fields[s.FieldIndex("unknown_ext")]
	if u.Type.ID() != arrays.INT8 || u.Metadata.Len() != 3 {
		t.Errorf("unknown extension decoded as %s %v", u, u.Metadata)
	}
	// A registered name becomes the extension type, without the keys.
	uu := h.Schema.Fields[s.FieldIndex("uuid")]
	if _, ok := uu.Type.(testUUID); !ok || uu.Metadata.Len() != 0 {
		t.Errorf("uuid decoded as %s %v", uu, uu.Metadata)
	}
	lab, ok := h.Schema.Fields[s.FieldIndex("label_dict")].Type.(testLabel)
	if !ok || lab.label != "x=1" || lab.storage.ID() != arrays.DICTIONARY {
		t.Errorf("label over dictionary decoded as %v", h.Schema.Fields[s.FieldIndex("label_dict")])
	}
	// A registered name with storage its factory rejects is an error.
	bad := arrays.NewSchema([]arrays.Field{{Name: "u", Type: arrays.Int32Type{},
		Metadata: arrays.NewMetadata([]string{arrays.ExtensionNameKey}, []string{"quiver.ipctest.uuid"})}}, nil)
	m, _ := NewMessage(mustMarshal(t, &SchemaHeader{Schema: bad}), nil)
	if _, err := m.Schema(); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "quiver.ipctest.uuid") {
		t.Errorf("rejected extension storage: %v", err)
	}
	// A dictionary of extension values is written as Arrow C++ does and
	// reads back as an extension over a dictionary.
	dictOfExt := arrays.NewSchema([]arrays.Field{f("d", &arrays.DictionaryType{Index: arrays.Int8Type{},
		Value: testLabel{storage: arrays.Utf8Type{}, label: "L"}}, true)}, nil)
	h = decodeSchemaMessage(t, mustMarshal(t, &SchemaHeader{Schema: dictOfExt}))
	if lab, ok := h.Schema.Fields[0].Type.(testLabel); !ok || lab.storage.ID() != arrays.DICTIONARY {
		t.Errorf("dictionary of extension read back as %s", h.Schema.Fields[0])
	}
}

// ----- hand-built flatbuffers, for defaults and malformed metadata -----

// tf describes a Field table to build, including things the encoder would
// never write.
type tf struct {
	name       string
	nullable   bool
	kind       flatbuf.Type
	typ        func(*flatbuffers.Builder) flatbuffers.UOffsetT // nil: an empty table
	noType     bool                                            // leave the type table out
	children   []tf
	noChildren bool // leave the children vector out
	dict       *td
	md         [][2]string
	nullValue  bool // write a KeyValue without a value
}

// td describes a DictionaryEncoding table.
type td struct {
	id      int64
	index   func(*flatbuffers.Builder) flatbuffers.UOffsetT // nil: absent
	ordered bool
	kind    int16
}

// slot is a scalar to store in a raw table, always written (even when it
// equals the schema default), so tests control presence exactly.
type slot struct {
	i    int
	size int
	v    int64
}

func rawTable(slots ...slot) func(*flatbuffers.Builder) flatbuffers.UOffsetT {
	return func(b *flatbuffers.Builder) flatbuffers.UOffsetT {
		n := 0
		for _, s := range slots {
			n = max(n, s.i+1)
		}
		b.StartObject(n)
		for _, s := range slots {
			switch s.size {
			case 1:
				b.PrependInt8Slot(s.i, int8(s.v), ^int8(s.v))
			case 2:
				b.PrependInt16Slot(s.i, int16(s.v), ^int16(s.v))
			case 4:
				b.PrependInt32Slot(s.i, int32(s.v), ^int32(s.v))
			case 8:
				b.PrependInt64Slot(s.i, s.v, ^s.v)
			}
		}
		return b.EndObject()
	}
}

func intT(bw int64, signed bool) func(*flatbuffers.Builder) flatbuffers.UOffsetT {
	s := int64(0)
	if signed {
		s = 1
	}
	return rawTable(slot{0, 4, bw}, slot{1, 1, s})
}

func unionT(mode int64, ids ...int32) func(*flatbuffers.Builder) flatbuffers.UOffsetT {
	return func(b *flatbuffers.Builder) flatbuffers.UOffsetT {
		var vec flatbuffers.UOffsetT
		if ids != nil {
			flatbuf.UnionStartTypeIdsVector(b, len(ids))
			for i := len(ids) - 1; i >= 0; i-- {
				b.PrependInt32(ids[i])
			}
			vec = b.EndVector(len(ids))
		}
		b.StartObject(2)
		b.PrependInt16Slot(0, int16(mode), -1)
		if vec != 0 {
			b.PrependUOffsetTSlot(1, vec, 0)
		}
		return b.EndObject()
	}
}

func buildTF(b *flatbuffers.Builder, x tf) flatbuffers.UOffsetT {
	name := b.CreateString(x.name)
	var children flatbuffers.UOffsetT
	if !x.noChildren {
		offs := make([]flatbuffers.UOffsetT, len(x.children))
		for i, c := range x.children {
			offs[i] = buildTF(b, c)
		}
		children = b.CreateVectorOfTables(offs)
	}
	var typ flatbuffers.UOffsetT
	if !x.noType {
		if x.typ != nil {
			typ = x.typ(b)
		} else {
			b.StartObject(0)
			typ = b.EndObject()
		}
	}
	var dict flatbuffers.UOffsetT
	if x.dict != nil {
		var index flatbuffers.UOffsetT
		if x.dict.index != nil {
			index = x.dict.index(b)
		}
		b.StartObject(4)
		b.PrependInt64Slot(0, x.dict.id, -1)
		if index != 0 {
			b.PrependUOffsetTSlot(1, index, 0)
		}
		b.PrependBoolSlot(2, x.dict.ordered, false)
		b.PrependInt16Slot(3, x.dict.kind, 0)
		dict = b.EndObject()
	}
	var kvs flatbuffers.UOffsetT
	if x.md != nil {
		offs := make([]flatbuffers.UOffsetT, len(x.md))
		for i, kv := range x.md {
			k := b.CreateString(kv[0])
			v := b.CreateString(kv[1])
			b.StartObject(2)
			b.PrependUOffsetTSlot(0, k, 0)
			if !x.nullValue {
				b.PrependUOffsetTSlot(1, v, 0)
			}
			offs[i] = b.EndObject()
		}
		kvs = b.CreateVectorOfTables(offs)
	}
	b.StartObject(7)
	b.PrependUOffsetTSlot(0, name, 0)
	b.PrependBoolSlot(1, x.nullable, false)
	b.PrependByteSlot(2, byte(x.kind), 0)
	if typ != 0 {
		b.PrependUOffsetTSlot(3, typ, 0)
	}
	if dict != 0 {
		b.PrependUOffsetTSlot(4, dict, 0)
	}
	if children != 0 {
		b.PrependUOffsetTSlot(5, children, 0)
	}
	if kvs != 0 {
		b.PrependUOffsetTSlot(6, kvs, 0)
	}
	return b.EndObject()
}

// rawSchema builds a V5 Schema message from hand-described fields.
// endianness < 0 leaves the field out; noFields leaves the vector out.
func rawSchema(endianness int16, noFields bool, fields ...tf) []byte {
	b := flatbuffers.NewBuilder(256)
	offs := make([]flatbuffers.UOffsetT, len(fields))
	for i, x := range fields {
		offs[i] = buildTF(b, x)
	}
	vec := b.CreateVectorOfTables(offs)
	b.StartObject(4)
	if endianness >= 0 {
		b.PrependInt16Slot(0, endianness, -1)
	}
	if !noFields {
		b.PrependUOffsetTSlot(1, vec, 0)
	}
	s := b.EndObject()
	flatbuf.MessageStart(b)
	flatbuf.MessageAddVersion(b, flatbuf.MetadataVersionV5)
	flatbuf.MessageAddHeaderType(b, flatbuf.MessageHeaderSchema)
	flatbuf.MessageAddHeader(b, s)
	b.Finish(flatbuf.MessageEnd(b))
	return b.FinishedBytes()
}

func decodeRaw(meta []byte) (*SchemaHeader, error) {
	m, err := NewMessage(meta, nil)
	if err != nil {
		return nil, err
	}
	return m.Schema()
}

// TestSchemaDefaults: absent fields read as the schema defaults.
func TestSchemaDefaults(t *testing.T) {
	cases := []struct {
		field tf
		want  string
	}{
		{tf{name: "x", kind: flatbuf.TypeDate}, "x: date64[ms] not null"},
		{tf{name: "x", kind: flatbuf.TypeTime}, "x: time32[ms] not null"},
		{tf{name: "x", kind: flatbuf.TypeTime, typ: rawTable(slot{0, 2, 2})}, ""}, // us with default 32 bits: error
		{tf{name: "x", kind: flatbuf.TypeTimestamp}, "x: timestamp[s] not null"},
		{tf{name: "x", kind: flatbuf.TypeDuration}, "x: duration[ms] not null"},
		{tf{name: "x", kind: flatbuf.TypeInterval}, "x: month_interval not null"},
		{tf{name: "x", kind: flatbuf.TypeFloatingPoint}, "x: float16 not null"},
		{tf{name: "x", kind: flatbuf.TypeDecimal, typ: rawTable(slot{0, 4, 5}, slot{1, 4, 2})}, "x: decimal128(5, 2) not null"},
		{tf{name: "x", kind: flatbuf.TypeInt, typ: rawTable(slot{0, 4, 16})}, "x: uint16 not null"},
		{tf{name: "x", nullable: true, kind: flatbuf.TypeUtf8, noChildren: true}, "x: utf8"},
		{tf{name: "x", kind: flatbuf.TypeUtf8, dict: &td{id: 3}}, "x: dictionary<values=utf8, indices=int32> not null"},
		{tf{kind: flatbuf.TypeUnion, typ: unionT(0), children: []tf{{name: "a", kind: flatbuf.TypeNull}, {name: "b", kind: flatbuf.TypeBool}}},
			": sparse_union<a: null not null=0, b: bool not null=1> not null"},
		{tf{kind: flatbuf.TypeMap, children: []tf{{name: "e", kind: flatbuf.TypeStruct_, children: []tf{
			{name: "k", kind: flatbuf.TypeUtf8}, {name: "v", nullable: true, kind: flatbuf.TypeBool}}}}}, ": map<utf8, bool> not null"},
		{tf{kind: flatbuf.TypeFixedSizeBinary}, ": fixed_size_binary[0] not null"},
	}
	for _, c := range cases {
		h, err := decodeRaw(rawSchema(-1, false, c.field))
		if c.want == "" {
			if err == nil {
				t.Errorf("%v: decoded as %s, want an error", c.field, h.Schema.Fields[0])
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.want, err)
			continue
		}
		if got := h.Schema.Fields[0].String(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
		if h.Endianness != LittleEndian {
			t.Errorf("absent endianness read as %s", h.Endianness)
		}
	}
	// An empty schema (empty fields vector) is fine.
	if h, err := decodeRaw(rawSchema(1, false)); err != nil || len(h.Schema.Fields) != 0 || h.Endianness != BigEndian {
		t.Errorf("empty schema: %v %v", h, err)
	}
}

func TestMalformedSchemas(t *testing.T) {
	leaf := func(kind flatbuf.Type, typ func(*flatbuffers.Builder) flatbuffers.UOffsetT) tf {
		return tf{name: "x", kind: kind, typ: typ}
	}
	i32 := tf{name: "c", kind: flatbuf.TypeInt, typ: intT(32, true)}
	i8 := tf{name: "c", kind: flatbuf.TypeInt, typ: intT(8, true)}
	st := func(c ...tf) tf { return tf{name: "entries", kind: flatbuf.TypeStruct_, children: c} }
	dictOf := func(name string, id int64, kind flatbuf.Type) tf {
		return tf{name: name, kind: kind, dict: &td{id: id, index: intT(8, true)}}
	}
	cases := []struct {
		name   string
		fields []tf
		want   string
		class  error
	}{
		{"int width", []tf{leaf(flatbuf.TypeInt, intT(12, true))}, "bit width 12", nil},
		{"int width zero", []tf{leaf(flatbuf.TypeInt, intT(0, false))}, "bit width 0", nil},
		{"float precision", []tf{leaf(flatbuf.TypeFloatingPoint, rawTable(slot{0, 2, 3}))}, "precision 3", nil},
		{"decimal width", []tf{leaf(flatbuf.TypeDecimal, rawTable(slot{0, 4, 5}, slot{2, 4, 100}))}, "bit width 100", nil},
		{"decimal precision 0", []tf{leaf(flatbuf.TypeDecimal, rawTable(slot{0, 4, 0}))}, "precision 0", nil},
		{"decimal32 precision 10", []tf{leaf(flatbuf.TypeDecimal, rawTable(slot{0, 4, 10}, slot{2, 4, 32}))}, "precision 10", nil},
		{"date unit", []tf{leaf(flatbuf.TypeDate, rawTable(slot{0, 2, 2}))}, "date unit 2", nil},
		{"time s 64", []tf{leaf(flatbuf.TypeTime, rawTable(slot{0, 2, 0}, slot{1, 4, 64}))}, "bit width 64", nil},
		{"time ns 32", []tf{leaf(flatbuf.TypeTime, rawTable(slot{0, 2, 3}, slot{1, 4, 32}))}, "bit width 32", nil},
		{"time unit", []tf{leaf(flatbuf.TypeTime, rawTable(slot{0, 2, 9}))}, "time unit 9", nil},
		{"timestamp unit", []tf{leaf(flatbuf.TypeTimestamp, rawTable(slot{0, 2, -1}))}, "timestamp unit -1", nil},
		{"duration unit", []tf{leaf(flatbuf.TypeDuration, rawTable(slot{0, 2, 4}))}, "duration unit 4", nil},
		{"interval unit", []tf{leaf(flatbuf.TypeInterval, rawTable(slot{0, 2, 3}))}, "interval unit 3", nil},
		{"fixed-size binary width", []tf{leaf(flatbuf.TypeFixedSizeBinary, rawTable(slot{0, 4, -1}))}, "byte width -1", nil},
		{"fixed-size list size", []tf{{name: "x", kind: flatbuf.TypeFixedSizeList, typ: rawTable(slot{0, 4, -5}), children: []tf{i32}}}, "size -5", nil},
		{"leaf with children", []tf{{name: "x", kind: flatbuf.TypeInt, typ: intT(8, true), children: []tf{i32}}}, "must have no children", nil},
		{"no type", []tf{{name: "x"}}, "has no type", nil},
		{"no type table", []tf{{name: "x", kind: flatbuf.TypeInt, noType: true}}, "has no type", nil},
		{"list without child", []tf{{name: "x", kind: flatbuf.TypeList}}, "exactly 1 child, has 0", nil},
		{"large list with 2", []tf{{name: "x", kind: flatbuf.TypeLargeList, children: []tf{i32, i32}}}, "exactly 1 child, has 2", nil},
		{"list view with 2", []tf{{name: "x", kind: flatbuf.TypeListView, children: []tf{i32, i32}}}, "exactly 1 child", nil},
		{"fixed-size list with 0", []tf{{name: "x", kind: flatbuf.TypeFixedSizeList}}, "exactly 1 child", nil},
		{"map without child", []tf{{name: "x", kind: flatbuf.TypeMap}}, "exactly 1 child", nil},
		{"map child not struct", []tf{{name: "x", kind: flatbuf.TypeMap, children: []tf{i32}}}, "struct of 2", nil},
		{"map struct of 3", []tf{{name: "x", kind: flatbuf.TypeMap, children: []tf{st(i32, i32, i32)}}}, "struct of 2", nil},
		{"map nullable entries", []tf{{name: "x", kind: flatbuf.TypeMap, children: []tf{func() tf { e := st(i32, i32); e.nullable = true; return e }()}}}, "entries field", nil},
		{"map nullable key", []tf{{name: "x", kind: flatbuf.TypeMap, children: []tf{st(tf{name: "k", nullable: true, kind: flatbuf.TypeUtf8}, i32)}}}, "key field", nil},
		{"union mode", []tf{{name: "x", kind: flatbuf.TypeUnion, typ: unionT(2), children: []tf{i32}}}, "union mode 2", nil},
		{"union id count", []tf{{name: "x", kind: flatbuf.TypeUnion, typ: unionT(0, 1, 2), children: []tf{i32}}}, "2 typeIds for 1 children", nil},
		{"union id range", []tf{{name: "x", kind: flatbuf.TypeUnion, typ: unionT(1, 200), children: []tf{i32}}}, "type id 200", nil},
		{"union id negative", []tf{{name: "x", kind: flatbuf.TypeUnion, typ: unionT(1, -1), children: []tf{i32}}}, "type id -1", nil},
		{"union id duplicate", []tf{{name: "x", kind: flatbuf.TypeUnion, typ: unionT(1, 3, 3), children: []tf{i32, i8}}}, "appears twice", nil},
		{"ree one child", []tf{{name: "x", kind: flatbuf.TypeRunEndEncoded, children: []tf{i32}}}, "2 children", nil},
		{"ree int8 run ends", []tf{{name: "x", kind: flatbuf.TypeRunEndEncoded, children: []tf{i8, i32}}}, "run_ends type int8", nil},
		{"ree uint32 run ends", []tf{{name: "x", kind: flatbuf.TypeRunEndEncoded, children: []tf{{name: "r", kind: flatbuf.TypeInt, typ: intT(32, false)}, i32}}}, "run_ends type uint32", nil},
		{"ree nullable run ends", []tf{{name: "x", kind: flatbuf.TypeRunEndEncoded, children: []tf{{name: "r", nullable: true, kind: flatbuf.TypeInt, typ: intT(32, true)}, i32}}}, "must not be nullable", nil},
		{"dictionary index width", []tf{{name: "x", kind: flatbuf.TypeUtf8, dict: &td{index: intT(7, true)}}}, "index type", nil},
		{"dictionary kind", []tf{{name: "x", kind: flatbuf.TypeUtf8, dict: &td{kind: 1, index: intT(8, true)}}}, "dictionary kind 1", ErrUnsupported},
		{"shared id, other values", []tf{dictOf("a", 1, flatbuf.TypeUtf8), dictOf("b", 1, flatbuf.TypeBinary)}, "shares dictionary id 1", nil},
		{"id of enclosing field", []tf{{name: "outer", kind: flatbuf.TypeList, dict: &td{id: 5, index: intT(8, true)},
			children: []tf{dictOf("inner", 5, flatbuf.TypeUtf8)}}}, "enclosing field", nil},
		{"id of enclosing field, deeper", []tf{dictOf("first", 5, flatbuf.TypeUtf8), {name: "outer", kind: flatbuf.TypeStruct_, dict: &td{id: 5, index: intT(8, true)},
			children: []tf{{name: "mid", kind: flatbuf.TypeList, children: []tf{dictOf("inner", 5, flatbuf.TypeUtf8)}}}}}, "enclosing field", nil},
		{"null metadata value", []tf{{name: "x", kind: flatbuf.TypeNull, md: [][2]string{{"k", "v"}}, nullValue: true}}, "no key or no value", nil},
		{"deep error path", []tf{{name: "outer", kind: flatbuf.TypeStruct_, children: []tf{{kind: flatbuf.TypeList, children: []tf{leaf(flatbuf.TypeInt, intT(3, true))}}}}},
			`"outer".[0]."x": integer bit width 3`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, err := decodeRaw(rawSchema(-1, false, c.fields...))
			class := c.class
			if class == nil {
				class = ErrMalformed
			}
			if err == nil {
				t.Fatalf("decoded as %s", h.Schema)
			}
			if !errors.Is(err, class) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q, want %v containing %q", err, class, c.want)
			}
		})
	}
	if _, err := decodeRaw(rawSchema(2, false)); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "endianness 2") {
		t.Errorf("bad endianness: %v", err)
	}
	if _, err := decodeRaw(rawSchema(0, true)); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "no fields") {
		t.Errorf("missing fields vector: %v", err)
	}
	// Asking a schema message for a record batch is a usage error.
	m, _ := NewMessage(rawSchema(0, false), nil)
	if _, err := m.RecordBatch(); err == nil {
		t.Error("RecordBatch() of a schema message succeeded")
	}
	if _, err := m.DictionaryBatch(); err == nil {
		t.Error("DictionaryBatch() of a schema message succeeded")
	}
}

func TestEncodeSchemaErrors(t *testing.T) {
	bad := []arrays.DataType{
		arrays.Time32Type{Unit: arrays.Nanosecond},
		arrays.Time64Type{Unit: arrays.Second},
		arrays.TimestampType{Unit: 9},
		arrays.DurationType{Unit: 9},
		arrays.FixedSizeBinaryType{ByteWidth: -1},
		&arrays.FixedSizeListType{Elem: f("x", arrays.Int8Type{}, true), Size: -1},
		&arrays.UnionType{Children: []arrays.Field{f("a", arrays.Int8Type{}, true)}},
		&arrays.DictionaryType{Index: arrays.Utf8Type{}, Value: arrays.Utf8Type{}},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}},
		testLabel{storage: testUUID{}},
		nil,
	}
	for _, typ := range bad {
		s := arrays.NewSchema([]arrays.Field{f("x", typ, true)}, nil)
		if _, err := MarshalSchemaMessage(&SchemaHeader{Schema: s}, arrays.Metadata{}); err == nil {
			t.Errorf("%v encoded", typ)
		}
	}
	if _, err := MarshalSchemaMessage(&SchemaHeader{}, arrays.Metadata{}); err == nil {
		t.Error("nil schema encoded")
	}
	if _, err := MarshalSchemaMessage(&SchemaHeader{Schema: testSchema(), Endianness: 3}, arrays.Metadata{}); err == nil {
		t.Error("endianness 3 encoded")
	}
	// Nesting deeper than the readers accept is refused when writing too.
	typ := arrays.DataType(arrays.Int8Type{})
	for range maxFieldDepth {
		typ = arrays.ListOf(typ)
	}
	if _, err := MarshalSchemaMessage(&SchemaHeader{Schema: arrays.NewSchema([]arrays.Field{f("deep", typ, true)}, nil)}, arrays.Metadata{}); err == nil {
		t.Error("65 levels of nesting encoded")
	}
}

// ----- record batch and dictionary batch headers -----

func TestRecordBatchHeaderRoundTrip(t *testing.T) {
	h := &RecordBatchHeader{
		Length:               5,
		Nodes:                []FieldNode{{5, 2}, {10, 0}, {0, 0}},
		Buffers:              []BodyBuffer{{0, 1}, {8, 20}, {32, 0}, {32, 64}, {96, 0}, {96, 32}},
		Compression:          CompressionZSTD,
		VariadicBufferCounts: []int64{2, 0},
	}
	md := arrays.NewMetadata([]string{"x"}, []string{"y"})
	meta, err := MarshalRecordBatchMessage(h, 128, md)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMessage(meta, make([]byte, 128))
	if err != nil {
		t.Fatal(err)
	}
	got, err := m.RecordBatch()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, h) || !m.CustomMetadata().Equal(md) {
		t.Errorf("got %+v, want %+v", got, h)
	}
	for _, c := range []Compression{NoCompression, CompressionLZ4} {
		h.Compression = c
		h.VariadicBufferCounts = nil
		meta, _ := MarshalRecordBatchMessage(h, 128, arrays.Metadata{})
		m, _ := NewMessage(meta, make([]byte, 128))
		if got, err := m.RecordBatch(); err != nil || got.Compression != c || got.VariadicBufferCounts != nil {
			t.Errorf("%s: %+v %v", c, got, err)
		}
	}

	d := &DictionaryBatchHeader{ID: -7, IsDelta: true, Data: *h}
	meta, err = MarshalDictionaryBatchMessage(d, 128, arrays.Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	m, err = NewMessage(meta, make([]byte, 128))
	if err != nil {
		t.Fatal(err)
	}
	gotD, err := m.DictionaryBatch()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gotD, d) {
		t.Errorf("got %+v, want %+v", gotD, d)
	}
	if _, err := m.Schema(); err == nil {
		t.Error("Schema() of a dictionary batch succeeded")
	}
	// An empty batch: no nodes, no buffers.
	meta, _ = MarshalRecordBatchMessage(&RecordBatchHeader{}, 0, arrays.Metadata{})
	m, _ = NewMessage(meta, nil)
	if got, err := m.RecordBatch(); err != nil || got.Length != 0 || len(got.Nodes) != 0 || len(got.Buffers) != 0 {
		t.Errorf("empty batch: %+v %v", got, err)
	}
}

func TestRecordBatchHeaderChecks(t *testing.T) {
	ok := func() *RecordBatchHeader {
		return &RecordBatchHeader{Length: 4, Nodes: []FieldNode{{4, 1}}, Buffers: []BodyBuffer{{0, 1}, {8, 16}}}
	}
	cases := []struct {
		name   string
		mutate func(*RecordBatchHeader)
		body   int64
		want   string
	}{
		{"negative length", func(h *RecordBatchHeader) { h.Length = -1 }, 24, "length -1"},
		{"negative node length", func(h *RecordBatchHeader) { h.Nodes[0].Length = -4 }, 24, "field node 0"},
		{"negative null count", func(h *RecordBatchHeader) { h.Nodes[0].NullCount = -1 }, 24, "field node 0"},
		{"null count above length", func(h *RecordBatchHeader) { h.Nodes[0].NullCount = 5 }, 24, "field node 0"},
		{"buffer past body", func(h *RecordBatchHeader) { h.Buffers[1].Length = 17 }, 24, "buffer 1"},
		{"negative offset", func(h *RecordBatchHeader) { h.Buffers[0].Offset = -8 }, 24, "buffer 0"},
		{"negative buffer length", func(h *RecordBatchHeader) { h.Buffers[0].Length = -1 }, 24, "buffer 0"},
		{"overflowing buffer", func(h *RecordBatchHeader) { h.Buffers[1] = BodyBuffer{8, math.MaxInt64} }, 24, "buffer 1"},
		{"overflowing offset", func(h *RecordBatchHeader) { h.Buffers[1] = BodyBuffer{math.MaxInt64, 1} }, 24, "buffer 1"},
		{"negative variadic", func(h *RecordBatchHeader) { h.VariadicBufferCounts = []int64{-1} }, 24, "variadic"},
		{"too many variadic", func(h *RecordBatchHeader) { h.VariadicBufferCounts = []int64{2, 1} }, 24, "variadic"},
		{"huge variadic", func(h *RecordBatchHeader) { h.VariadicBufferCounts = []int64{math.MaxInt64, math.MaxInt64} }, 24, "variadic"},
		{"compression", func(h *RecordBatchHeader) { h.Compression = 9 }, 24, "compression"},
		{"negative body", func(h *RecordBatchHeader) {}, -8, "body length"},
	}
	for _, c := range cases {
		h := ok()
		if err := h.Check(24); err != nil {
			t.Fatal(err)
		}
		c.mutate(h)
		err := h.Check(c.body)
		if !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error containing %q", c.name, err, c.want)
		}
		if _, err := MarshalRecordBatchMessage(h, c.body, arrays.Metadata{}); err == nil {
			t.Errorf("%s: marshaled", c.name)
		}
	}

	// Decoding checks the header against the message's body length.
	h := ok()
	meta, _ := MarshalRecordBatchMessage(h, 24, arrays.Metadata{})
	flatbuf.GetRootAsMessage(meta, 0).MutateBodyLength(16)
	m, err := NewMessage(meta, make([]byte, 16))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.RecordBatch(); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "outside the 16-byte body") {
		t.Errorf("buffer outside a shrunk body: %v", err)
	}

	// Unknown codec and method.
	h.Compression = CompressionLZ4
	for _, c := range []struct {
		slot  int
		class error
	}{{0, ErrMalformed}, {1, ErrUnsupported}} {
		meta, _ := MarshalRecordBatchMessage(h, 24, arrays.Metadata{})
		var tab flatbuffers.Table
		msg := flatbuf.GetRootAsMessage(meta, 0)
		msg.Header(&tab)
		var rb flatbuf.RecordBatch
		rb.Init(tab.Bytes, tab.Pos)
		comp := rb.Compression(nil)
		var ok bool
		if c.slot == 0 {
			ok = comp.MutateCodec(7)
		} else {
			ok = comp.MutateMethod(3)
		}
		if !ok {
			t.Fatal("compression field not stored")
		}
		m, _ := NewMessage(meta, make([]byte, 24))
		if _, err := m.RecordBatch(); !errors.Is(err, c.class) {
			t.Errorf("compression slot %d mutated: %v, want %v", c.slot, err, c.class)
		}
	}

	// A dictionary batch without data.
	b := flatbuffers.NewBuilder(64)
	flatbuf.DictionaryBatchStart(b)
	flatbuf.DictionaryBatchAddId(b, 3)
	db := flatbuf.DictionaryBatchEnd(b)
	flatbuf.MessageStart(b)
	flatbuf.MessageAddVersion(b, flatbuf.MetadataVersionV5)
	flatbuf.MessageAddHeaderType(b, flatbuf.MessageHeaderDictionaryBatch)
	flatbuf.MessageAddHeader(b, db)
	b.Finish(flatbuf.MessageEnd(b))
	m, err = NewMessage(b.FinishedBytes(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.DictionaryBatch(); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "no data") {
		t.Errorf("dictionary batch without data: %v", err)
	}
}

// ----- the gold files -----

// expectedLayout counts the FieldNodes, fixed buffers and view fields a
// record batch of these fields must have (section 7 of the facts sheet).
func expectedLayout(fields []arrays.Field, v MetadataVersion) (nodes, buffers, views int) {
	var walk func(t arrays.DataType)
	walk = func(t arrays.DataType) {
		nodes++
		if et, ok := t.(arrays.ExtensionType); ok {
			t = et.StorageType()
		}
		unionValidity := 0
		if v == MetadataV4 {
			unionValidity = 1
		}
		switch t.ID() {
		case arrays.DICTIONARY:
			buffers += 2
			return // the dictionary's values are in its own batch
		case arrays.NULL, arrays.RUN_END_ENCODED:
		case arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW:
			buffers += 3
		case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
			buffers += 2
			views++
		case arrays.FIXED_SIZE_LIST, arrays.STRUCT:
			buffers++
		case arrays.SPARSE_UNION:
			buffers += 1 + unionValidity
		case arrays.DENSE_UNION:
			buffers += 2 + unionValidity
		default: // fixed width, list, large list, map
			buffers += 2
		}
		for _, c := range typeChildren(t) {
			walk(c.Type)
		}
	}
	for _, f := range fields {
		walk(f.Type)
	}
	return
}

// checkBatch compares a record batch header with the layout of its fields.
func checkBatch(t *testing.T, where string, h *RecordBatchHeader, fields []arrays.Field, v MetadataVersion) {
	t.Helper()
	nodes, buffers, views := expectedLayout(fields, v)
	var variadic int64
	for _, c := range h.VariadicBufferCounts {
		variadic += c
	}
	if len(h.Nodes) != nodes || int64(len(h.Buffers)) != int64(buffers)+variadic {
		t.Errorf("%s: %d nodes and %d buffers, want %d and %d+%d", where, len(h.Nodes), len(h.Buffers), nodes, buffers, variadic)
	}
	if len(h.VariadicBufferCounts) != views && !(views == 0 && h.VariadicBufferCounts == nil) {
		t.Errorf("%s: %d variadic counts for %d view fields", where, len(h.VariadicBufferCounts), views)
	}
	if len(fields) > 0 && len(h.Nodes) > 0 && h.Nodes[0].Length != h.Length {
		t.Errorf("%s: first node length %d, batch length %d", where, h.Nodes[0].Length, h.Length)
	}
}

// goldSchemaStrings are a few decoded schemas checked literally.
var goldSchemaStrings = map[string]string{
	"cpp-21.0.0/generated_datetime": `schema:
  f0: date32[day]
  f1: date64[ms]
  f2: time32[s]
  f3: time32[ms]
  f4: time64[us]
  f5: time64[ns]
  f6: timestamp[s]
  f7: timestamp[ms]
  f8: timestamp[us]
  f9: timestamp[ns]
  f10: timestamp[ms]
  f11: timestamp[s, tz=UTC]
  f12: timestamp[ms, tz=US/Eastern]
  f13: timestamp[us, tz=Europe/Paris]
  f14: timestamp[ns, tz=US/Pacific]
`,
	"cpp-21.0.0/generated_union": `schema:
  sparse_1: sparse_union<f1: int32=5, f2: utf8=7>
  dense_1: dense_union<f1: int16=10, f2: binary=20>
  sparse_2: sparse_union<f1: float32 not null=5, f2: bool=7> not null
  dense_2: dense_union<f1: uint8 not null=42, f2: uint16=43, f3: null=44> not null
`,
	"cpp-21.0.0/generated_run_end_encoded": `schema:
  ree16_int32: run_end_encoded<run_ends: int16 not null, values: int32>
  ree32_utf8: run_end_encoded<run_ends: int32 not null, values: utf8>
  ree64_float32: run_end_encoded<run_ends: int64 not null, values: float32>
  ree16_bool: run_end_encoded<run_ends: int64 not null, values: bool>
  bool: bool
`,
	"cpp-21.0.0/generated_nested_dictionary": `schema:
  list_dict: dictionary<values=list<str_dict: dictionary<values=utf8, indices=int8>>, indices=int8>
  struct_dict: dictionary<values=struct<str_dict_a: dictionary<values=utf8, indices=int8>, str_dict_b: dictionary<values=utf8, indices=int8>>, indices=int8>
`,
	"cpp-21.0.0/generated_decimal32": `schema:
  f0: decimal32(3, 2)
  f1: decimal32(4, 2)
  f2: decimal32(5, 2)
  f3: decimal32(6, 2)
  f4: decimal32(7, 2)
  f5: decimal32(8, 2)
  f6: decimal32(9, 2)
`,
	"cpp-21.0.0/generated_list_view": `schema:
  lv: list_view<item: float32>
  llv: large_list_view<item: float32>
`,
	"0.14.1/generated_decimal": "", // checked below: decimal128 without bitWidth
}

// TestGoldStreams decodes the schema and every batch header of every gold
// stream, checks a few schemas literally, round-trips every schema, and
// checks each batch's layout against the schema and its body.
func TestGoldStreams(t *testing.T) {
	registerTestExtensions(t)
	seen := 0
	for _, path := range goldStreams(t) {
		name := filepath.Base(filepath.Dir(path)) + "/" + strings.TrimSuffix(filepath.Base(path), ".stream")
		t.Run(name, func(t *testing.T) {
			msgs, _ := readAll(t, readFile(t, path), 0)
			h, err := msgs[0].Schema()
			if err != nil {
				t.Fatal(err)
			}
			if want, ok := goldSchemaStrings[name]; ok && want != "" {
				seen++
				if got := h.Schema.String(); got != want {
					t.Errorf("schema:\n%s\nwant:\n%s", got, want)
				}
			}
			if err := roundTripSchema(h); err != nil {
				t.Error(err)
			}
			checkGoldSchemaDetails(t, name, h)
			v := msgs[0].Version()
			for i, m := range msgs[1:] {
				if m.Version() != v {
					t.Errorf("message %d: version %s after a %s schema", i+1, m.Version(), v)
				}
				where := fmt.Sprintf("message %d", i+1)
				switch m.Type() {
				case MessageRecordBatch:
					rb, err := m.RecordBatch()
					if err != nil {
						t.Fatalf("%s: %v", where, err)
					}
					checkBatch(t, where, rb, h.Schema.Fields, v)
				case MessageDictionaryBatch:
					db, err := m.DictionaryBatch()
					if err != nil {
						t.Fatalf("%s: %v", where, err)
					}
					df, ok := h.Dictionaries.Lookup(db.ID)
					if !ok {
						t.Fatalf("%s: dictionary id %d not in the schema", where, db.ID)
					}
					checkBatch(t, where, &db.Data, []arrays.Field{{Name: "dictionary", Type: df.Type.Value}}, v)
				default:
					t.Errorf("%s: unexpected %s", where, m.Type())
				}
			}
		})
	}
	if seen != len(goldSchemaStrings)-1 {
		t.Errorf("checked %d literal schemas, want %d", seen, len(goldSchemaStrings)-1)
	}
}

// checkGoldSchemaDetails checks facts of particular gold cases.
func checkGoldSchemaDetails(t *testing.T, name string, h *SchemaHeader) {
	t.Helper()
	fields := h.Schema.Fields
	switch {
	case strings.HasPrefix(name, "1.0.0-bigendian/"):
		if h.Endianness != BigEndian {
			t.Errorf("endianness %s", h.Endianness)
		}
	case h.Endianness != LittleEndian:
		t.Errorf("endianness %s", h.Endianness)
	}
	switch {
	case name == "0.14.1/generated_decimal":
		if fields[0].Type.ID() != arrays.DECIMAL128 {
			t.Errorf("decimal without bitWidth read as %s", fields[0].Type)
		}
	case name == "cpp-21.0.0/generated_nested_dictionary":
		// Arrow C++ 21 numbers dictionaries in pre-order, as
		// AssignDictionaryIDs does (1.0.0 numbered them differently).
		var got []string
		for _, d := range h.Dictionaries.Fields() {
			got = append(got, fmt.Sprintf("%v=%d", d.Path, d.ID))
		}
		if s := strings.Join(got, " "); s != "[0]=0 [0 0]=1 [1]=2 [1 0]=3 [1 1]=4" {
			t.Errorf("nested dictionary ids: %s", s)
		}
	case name == "4.0.0-shareddict/generated_shared_dict":
		if ids := h.Dictionaries.IDs(); len(ids) != 1 || h.Dictionaries.Len() != 2 {
			t.Errorf("shared dictionary: ids %v over %d fields", ids, h.Dictionaries.Len())
		}
	case strings.HasSuffix(name, "/generated_custom_metadata"):
		if h.Schema.Metadata.Len() == 0 {
			t.Error("schema metadata missing")
		}
		var withMD int
		for _, f := range fields {
			if f.Metadata.Len() > 0 {
				withMD++
			}
		}
		if withMD == 0 {
			t.Error("field metadata missing")
		}
	case strings.HasSuffix(name, "/generated_extension"):
		if _, ok := fields[1].Metadata.Get(arrays.ExtensionNameKey); !ok {
			if fields[1].Type.ID() != arrays.EXTENSION {
				t.Errorf("extension over a dictionary lost: %s %v", fields[1], fields[1].Metadata)
			}
		}
		if dictionaryOf(fields[1].Type) == nil {
			t.Errorf("dict_exts is not dictionary-encoded: %s", fields[1])
		}
	}
}

// TestGoldFiles decodes the footer of every gold file, checks its schema
// against the stream's, reads every block's message and checks the block
// against the message, and round-trips the footer.
func TestGoldFiles(t *testing.T) {
	for _, path := range goldFiles(t) {
		buf := readFile(t, path)
		name := rel(path)
		if string(buf[:6]) != "ARROW1" || string(buf[len(buf)-6:]) != "ARROW1" {
			t.Fatalf("%s: no ARROW1 magic", name)
		}
		flen := int(int32(binary.LittleEndian.Uint32(buf[len(buf)-10:])))
		foot, err := DecodeFooter(buf[len(buf)-10-flen : len(buf)-10])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		msgs, _ := readAll(t, buf, 8)
		stream, err := msgs[0].Schema()
		if err != nil {
			t.Fatal(err)
		}
		if !foot.Schema.Schema.Equal(stream.Schema) || foot.Schema.Endianness != stream.Endianness {
			t.Errorf("%s: footer schema differs from the stream schema", name)
		}
		if len(foot.RecordBatches) == 0 && !strings.Contains(name, "no_batches") {
			t.Errorf("%s: no record batches in the footer", name)
		}
		for i, b := range append(append([]Block{}, foot.Dictionaries...), foot.RecordBatches...) {
			m, _, err := ReadMessageAt(buf, b.Offset)
			if err != nil {
				t.Fatalf("%s: block %d: %v", name, i, err)
			}
			want := MessageRecordBatch
			if i < len(foot.Dictionaries) {
				want = MessageDictionaryBatch
			}
			if m.Type() != want || int64(m.FramedMetadataLength()) != int64(b.MetaDataLength) || m.BodyLength() != b.BodyLength {
				t.Errorf("%s: block %d %+v holds a %s with framed metadata %d and body %d",
					name, i, b, m.Type(), m.FramedMetadataLength(), m.BodyLength())
			}
		}
		// Round trip.
		enc, err := MarshalFooter(foot)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeFooter(enc)
		if err != nil {
			t.Fatalf("%s: re-encoded footer: %v", name, err)
		}
		if back.Version != MetadataV5 || !back.Schema.Schema.Equal(foot.Schema.Schema) ||
			!reflect.DeepEqual(back.Dictionaries, foot.Dictionaries) || !reflect.DeepEqual(back.RecordBatches, foot.RecordBatches) ||
			!back.Metadata.Equal(foot.Metadata) || !sameDictionaries(back.Schema.Dictionaries, foot.Schema.Dictionaries) {
			t.Errorf("%s: footer changed in a round trip", name)
		}
	}
}

func TestFooterChecks(t *testing.T) {
	f := &Footer{Schema: &SchemaHeader{Schema: testSchema()},
		RecordBatches: []Block{{Offset: 8, MetaDataLength: 136, BodyLength: 64}},
		Metadata:      arrays.NewMetadata([]string{"f"}, []string{"g"})}
	enc, err := MarshalFooter(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeFooter(enc)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.RecordBatches, f.RecordBatches) || got.Dictionaries == nil && len(got.Dictionaries) != 0 || !got.Metadata.Equal(f.Metadata) {
		t.Errorf("footer: %+v", got)
	}
	for _, b := range []Block{{-1, 8, 0}, {0, 3, 0}, {0, 8, -8}} {
		f.RecordBatches = []Block{b}
		enc, _ := MarshalFooter(f)
		if _, err := DecodeFooter(enc); !errors.Is(err, ErrMalformed) {
			t.Errorf("block %+v: %v", b, err)
		}
	}
	// A footer without a schema.
	b := flatbuffers.NewBuilder(64)
	flatbuf.FooterStart(b)
	flatbuf.FooterAddVersion(b, flatbuf.MetadataVersionV5)
	b.Finish(flatbuf.FooterEnd(b))
	if _, err := DecodeFooter(b.FinishedBytes()); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "no schema") {
		t.Errorf("footer without schema: %v", err)
	}
	if _, err := MarshalFooter(&Footer{}); err == nil {
		t.Error("footer without schema encoded")
	}
}

// TestSharedStringsBounded: a buffer whose fields all point at one large
// string (as name and as a metadata value) decodes without copying the
// string once per field.
func TestSharedStringsBounded(t *testing.T) {
	b := flatbuffers.NewBuilder(1 << 17)
	name := b.CreateString(strings.Repeat("n", 100<<10))
	flatbuf.NullStart(b)
	null := flatbuf.NullEnd(b)
	empty := b.CreateVectorOfTables(nil)
	key := b.CreateString("k")
	flatbuf.KeyValueStart(b)
	flatbuf.KeyValueAddKey(b, key)
	flatbuf.KeyValueAddValue(b, name)
	kvs := b.CreateVectorOfTables([]flatbuffers.UOffsetT{flatbuf.KeyValueEnd(b)})
	fields := make([]flatbuffers.UOffsetT, 2000)
	for i := range fields {
		flatbuf.FieldStart(b)
		flatbuf.FieldAddName(b, name)
		flatbuf.FieldAddCustomMetadata(b, kvs)
		flatbuf.FieldAddNullable(b, true)
		flatbuf.FieldAddTypeType(b, flatbuf.TypeNull)
		flatbuf.FieldAddType(b, null)
		flatbuf.FieldAddChildren(b, empty)
		fields[i] = flatbuf.FieldEnd(b)
	}
	meta := wrapFields(b, fields)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	h := decodeSchemaMessage(t, meta)
	runtime.ReadMemStats(&after)
	if v, _ := h.Schema.Fields[1999].Metadata.Get("k"); len(h.Schema.Fields) != 2000 || len(h.Schema.Fields[1999].Name) != 100<<10 || len(v) != 100<<10 {
		t.Fatalf("decoded %d fields", len(h.Schema.Fields))
	}
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 16<<20 {
		t.Errorf("decoding a %d-byte schema allocated %d bytes", len(meta), grew)
	}
}
