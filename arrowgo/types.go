package arrowgo

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"

	"github.com/quiver-go/quiver/arrays"
)

// ----- quiver -> arrow-go -----

// ToArrowGoType converts a quiver type to arrow-go's. An extension type
// that arrow-go has not registered becomes its storage type (a bare type
// has nowhere to keep the name; ToArrowGoField keeps it in the field's
// metadata, as IPC does).
func ToArrowGoType(t arrays.DataType) (arrow.DataType, error) {
	gt, _, err := toGoType(t, "")
	return gt, err
}

// ToArrowGoField converts a field, children and metadata included.
func ToArrowGoField(f arrays.Field) (arrow.Field, error) { return toGoField(f, f.Name) }

// ToArrowGoSchema converts a schema, its metadata included.
func ToArrowGoSchema(s *arrays.Schema) (*arrow.Schema, error) {
	if s == nil {
		return nil, fmt.Errorf("arrowgo: schema is nil")
	}
	fs := make([]arrow.Field, len(s.Fields))
	for i, f := range s.Fields {
		gf, err := toGoField(f, f.Name)
		if err != nil {
			return nil, err
		}
		fs[i] = gf
	}
	md := toGoMetadata(s.Metadata)
	return arrow.NewSchema(fs, &md), nil
}

func toGoMetadata(m arrays.Metadata) arrow.Metadata {
	if m.Len() == 0 {
		return arrow.Metadata{}
	}
	return arrow.NewMetadata(m.Keys, m.Values)
}

func toGoField(f arrays.Field, path string) (arrow.Field, error) {
	gt, lost, err := toGoType(f.Type, path)
	if err != nil {
		return arrow.Field{}, err
	}
	md := f.Metadata
	if lost != nil {
		md = arrays.ExtensionMetadata(lost, md)
	} else if _, isExt := gt.(arrow.ExtensionType); !isExt {
		// A column quiver kept as storage plus the extension keys (quiver
		// does not know the name) becomes arrow-go's extension type when
		// arrow-go knows it, as arrow-go's IPC reader would make it.
		if gt, md, err = goExtensionFromMetadata(gt, md, path); err != nil {
			return arrow.Field{}, err
		}
	}
	return arrow.Field{Name: f.Name, Type: gt, Nullable: f.Nullable, Metadata: toGoMetadata(md)}, nil
}

// goExtensionFromMetadata returns the arrow-go extension type md names over
// storage, with the two keys dropped, when arrow-go has it registered;
// otherwise storage and md unchanged.
func goExtensionFromMetadata(storage arrow.DataType, md arrays.Metadata, path string) (arrow.DataType, arrays.Metadata, error) {
	name, ok := md.Get(arrays.ExtensionNameKey)
	if !ok {
		return storage, md, nil
	}
	proto := arrow.GetExtensionType(name)
	if proto == nil {
		return storage, md, nil
	}
	params, _ := md.Get(arrays.ExtensionMetadataKey)
	et, err := proto.Deserialize(storage, params)
	if err != nil {
		return nil, md, fmt.Errorf("arrowgo: %s: arrow-go's extension type %q rejects storage %s and parameters %q: %w",
			where(path), name, storage, params, err)
	}
	var rest arrays.Metadata
	for i, k := range md.Keys {
		if k != arrays.ExtensionNameKey && k != arrays.ExtensionMetadataKey {
			rest.Keys = append(rest.Keys, k)
			rest.Values = append(rest.Values, md.Values[i])
		}
	}
	return et, rest, nil
}

func toGoFields(fs []arrays.Field, path string) ([]arrow.Field, error) {
	out := make([]arrow.Field, len(fs))
	for i, f := range fs {
		gf, err := toGoField(f, path+"."+f.Name)
		if err != nil {
			return nil, err
		}
		out[i] = gf
	}
	return out, nil
}

// toGoType converts t; lost is the extension type t was when arrow-go does
// not know it (the result is then its storage type). path names the field
// in errors.
func toGoType(t arrays.DataType, path string) (gt arrow.DataType, lost arrays.ExtensionType, err error) {
	if t == nil {
		return nil, nil, fmt.Errorf("arrowgo: %s: type is nil", where(path))
	}
	defer func() {
		// arrow-go's type constructors panic on what they reject (union
		// codes, map keys); a quiver type they reject is an error here.
		if r := recover(); r != nil {
			gt, lost, err = nil, nil, fmt.Errorf("arrowgo: %s: arrow-go rejects %s: %v", where(path), t, r)
		}
	}()
	switch x := t.(type) {
	case arrays.NullType:
		return arrow.Null, nil, nil
	case arrays.BoolType:
		return arrow.FixedWidthTypes.Boolean, nil, nil
	case arrays.Int8Type:
		return arrow.PrimitiveTypes.Int8, nil, nil
	case arrays.Int16Type:
		return arrow.PrimitiveTypes.Int16, nil, nil
	case arrays.Int32Type:
		return arrow.PrimitiveTypes.Int32, nil, nil
	case arrays.Int64Type:
		return arrow.PrimitiveTypes.Int64, nil, nil
	case arrays.Uint8Type:
		return arrow.PrimitiveTypes.Uint8, nil, nil
	case arrays.Uint16Type:
		return arrow.PrimitiveTypes.Uint16, nil, nil
	case arrays.Uint32Type:
		return arrow.PrimitiveTypes.Uint32, nil, nil
	case arrays.Uint64Type:
		return arrow.PrimitiveTypes.Uint64, nil, nil
	case arrays.Float16Type:
		return arrow.FixedWidthTypes.Float16, nil, nil
	case arrays.Float32Type:
		return arrow.PrimitiveTypes.Float32, nil, nil
	case arrays.Float64Type:
		return arrow.PrimitiveTypes.Float64, nil, nil
	case arrays.Decimal32Type:
		return &arrow.Decimal32Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case arrays.Decimal64Type:
		return &arrow.Decimal64Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case arrays.Decimal128Type:
		return &arrow.Decimal128Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case arrays.Decimal256Type:
		return &arrow.Decimal256Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case arrays.Date32Type:
		return arrow.FixedWidthTypes.Date32, nil, nil
	case arrays.Date64Type:
		return arrow.FixedWidthTypes.Date64, nil, nil
	case arrays.Time32Type:
		return &arrow.Time32Type{Unit: arrow.TimeUnit(x.Unit)}, nil, nil
	case arrays.Time64Type:
		return &arrow.Time64Type{Unit: arrow.TimeUnit(x.Unit)}, nil, nil
	case arrays.TimestampType:
		return &arrow.TimestampType{Unit: arrow.TimeUnit(x.Unit), TimeZone: x.TimeZone}, nil, nil
	case arrays.DurationType:
		return &arrow.DurationType{Unit: arrow.TimeUnit(x.Unit)}, nil, nil
	case arrays.IntervalMonthsType:
		return arrow.FixedWidthTypes.MonthInterval, nil, nil
	case arrays.IntervalDayTimeType:
		return arrow.FixedWidthTypes.DayTimeInterval, nil, nil
	case arrays.IntervalMonthDayNanoType:
		return arrow.FixedWidthTypes.MonthDayNanoInterval, nil, nil
	case arrays.BinaryType:
		return arrow.BinaryTypes.Binary, nil, nil
	case arrays.Utf8Type:
		return arrow.BinaryTypes.String, nil, nil
	case arrays.LargeBinaryType:
		return arrow.BinaryTypes.LargeBinary, nil, nil
	case arrays.LargeUtf8Type:
		return arrow.BinaryTypes.LargeString, nil, nil
	case arrays.BinaryViewType:
		return arrow.BinaryTypes.BinaryView, nil, nil
	case arrays.Utf8ViewType:
		return arrow.BinaryTypes.StringView, nil, nil
	case arrays.FixedSizeBinaryType:
		return &arrow.FixedSizeBinaryType{ByteWidth: x.ByteWidth}, nil, nil
	case *arrays.ListType:
		f, err := toGoField(x.Elem, path+"."+x.Elem.Name)
		if err != nil {
			return nil, nil, err
		}
		return arrow.ListOfField(f), nil, nil
	case *arrays.LargeListType:
		f, err := toGoField(x.Elem, path+"."+x.Elem.Name)
		if err != nil {
			return nil, nil, err
		}
		return arrow.LargeListOfField(f), nil, nil
	case *arrays.ListViewType:
		f, err := toGoField(x.Elem, path+"."+x.Elem.Name)
		if err != nil {
			return nil, nil, err
		}
		return arrow.ListViewOfField(f), nil, nil
	case *arrays.LargeListViewType:
		f, err := toGoField(x.Elem, path+"."+x.Elem.Name)
		if err != nil {
			return nil, nil, err
		}
		return arrow.LargeListViewOfField(f), nil, nil
	case *arrays.FixedSizeListType:
		if x.Size < 0 || int64(x.Size) > int64(^uint32(0)>>1) {
			return nil, nil, fmt.Errorf("arrowgo: %s: fixed-size list size %d does not fit arrow-go's int32", where(path), x.Size)
		}
		f, err := toGoField(x.Elem, path+"."+x.Elem.Name)
		if err != nil {
			return nil, nil, err
		}
		return arrow.FixedSizeListOfField(int32(x.Size), f), nil, nil
	case *arrays.StructType:
		fs, err := toGoFields(x.Children, path)
		if err != nil {
			return nil, nil, err
		}
		return arrow.StructOf(fs...), nil, nil
	case *arrays.MapType:
		st, ok := x.Entries.Type.(*arrays.StructType)
		if !ok || len(st.Children) != 2 {
			return nil, nil, fmt.Errorf("arrowgo: %s: map entries must be a struct of two fields, got %s", where(path), x.Entries.Type)
		}
		fs, err := toGoFields(st.Children, path+"."+x.Entries.Name)
		if err != nil {
			return nil, nil, err
		}
		if fs[0].Nullable {
			return nil, nil, fmt.Errorf("arrowgo: %s: map keys must not be nullable", where(path))
		}
		// arrow-go names the parts entries, key and value whatever they
		// were called; it keeps the fields' types, nullability and metadata.
		m := arrow.MapOfFields(fs[0], fs[1])
		m.KeysSorted = x.KeysSorted
		return m, nil, nil
	case *arrays.UnionType:
		fs, err := toGoFields(x.Children, path)
		if err != nil {
			return nil, nil, err
		}
		codes := make([]arrow.UnionTypeCode, len(x.TypeCodes))
		for i, c := range x.TypeCodes {
			codes[i] = arrow.UnionTypeCode(c)
		}
		if x.Mode == arrays.DenseMode {
			return arrow.DenseUnionOf(fs, codes), nil, nil
		}
		return arrow.SparseUnionOf(fs, codes), nil, nil
	case *arrays.DictionaryType:
		it, _, err := toGoType(x.Index, path+"<index>")
		if err != nil {
			return nil, nil, err
		}
		vt, _, err := toGoType(x.Value, path+"<dictionary>")
		if err != nil {
			return nil, nil, err
		}
		return &arrow.DictionaryType{IndexType: it, ValueType: vt, Ordered: x.Ordered}, nil, nil
	case *arrays.RunEndEncodedType:
		rt, _, err := toGoType(x.RunEnds.Type, path+"."+x.RunEnds.Name)
		if err != nil {
			return nil, nil, err
		}
		vt, _, err := toGoType(x.Values.Type, path+"."+x.Values.Name)
		if err != nil {
			return nil, nil, err
		}
		// arrow-go names the children run_ends and values and keeps no
		// metadata on them; it keeps the values' nullability.
		r := arrow.RunEndEncodedOf(rt, vt)
		r.ValueNullable = x.Values.Nullable
		return r, nil, nil
	case arrays.ExtensionType:
		st, _, err := toGoType(x.StorageType(), path)
		if err != nil {
			return nil, nil, err
		}
		if proto := arrow.GetExtensionType(x.ExtensionName()); proto != nil {
			et, err := proto.Deserialize(st, x.Serialize())
			if err != nil {
				return nil, nil, fmt.Errorf("arrowgo: %s: arrow-go's extension type %q rejects storage %s and parameters %q: %w",
					where(path), x.ExtensionName(), x.StorageType(), x.Serialize(), err)
			}
			return et, nil, nil
		}
		return st, x, nil
	}
	return nil, nil, fmt.Errorf("arrowgo: %s: type %s (%T) has no arrow-go counterpart", where(path), t, t)
}

// ----- arrow-go -> quiver -----

// FromArrowGoType converts an arrow-go type to quiver's. An extension type
// that quiver has not registered becomes its storage type (FromArrowGoField
// keeps its name in the field's metadata).
func FromArrowGoType(t arrow.DataType) (arrays.DataType, error) {
	qt, _, err := fromGoType(t, "")
	return qt, err
}

// FromArrowGoField converts a field. A field whose metadata names an
// extension type quiver has registered gets that type, as an IPC reader
// would give it.
func FromArrowGoField(f arrow.Field) (arrays.Field, error) { return fromGoField(f, f.Name) }

// FromArrowGoSchema converts a schema, its metadata included.
func FromArrowGoSchema(s *arrow.Schema) (*arrays.Schema, error) {
	if s == nil {
		return nil, fmt.Errorf("arrowgo: schema is nil")
	}
	fs := make([]arrays.Field, s.NumFields())
	for i, f := range s.Fields() {
		qf, err := fromGoField(f, f.Name)
		if err != nil {
			return nil, err
		}
		fs[i] = qf
	}
	md := fromGoMetadata(s.Metadata())
	return arrays.NewSchema(fs, &md), nil
}

func fromGoMetadata(m arrow.Metadata) arrays.Metadata {
	if m.Len() == 0 {
		return arrays.Metadata{}
	}
	return arrays.NewMetadata(m.Keys(), m.Values())
}

func fromGoField(f arrow.Field, path string) (arrays.Field, error) {
	qt, lost, err := fromGoType(f.Type, path)
	if err != nil {
		return arrays.Field{}, err
	}
	md := fromGoMetadata(f.Metadata)
	if lost != nil {
		md = arrays.ExtensionMetadata(lost, md)
	} else if _, isExt := qt.(arrays.ExtensionType); !isExt {
		qt, md, err = arrays.ExtensionTypeFromMetadata(qt, md)
		if err != nil {
			return arrays.Field{}, fmt.Errorf("arrowgo: %s: %w", where(path), err)
		}
	}
	return arrays.Field{Name: f.Name, Type: qt, Nullable: f.Nullable, Metadata: md}, nil
}

func fromGoFields(fs []arrow.Field, path string) ([]arrays.Field, error) {
	out := make([]arrays.Field, len(fs))
	for i, f := range fs {
		qf, err := fromGoField(f, path+"."+f.Name)
		if err != nil {
			return nil, err
		}
		out[i] = qf
	}
	return out, nil
}

// lostExt is an arrow-go extension type quiver does not know, seen as a
// quiver ExtensionType only to write its name into field metadata.
type lostExt struct{ name, params string }

func (lostExt) ID() arrays.TypeID            { return arrays.EXTENSION }
func (lostExt) StorageType() arrays.DataType { return nil }
func (e lostExt) ExtensionName() string      { return e.name }
func (e lostExt) Serialize() string          { return e.params }
func (e lostExt) String() string             { return "extension<" + e.name + ">" }

func fromGoType(t arrow.DataType, path string) (arrays.DataType, arrays.ExtensionType, error) {
	if t == nil {
		return nil, nil, fmt.Errorf("arrowgo: %s: type is nil", where(path))
	}
	switch x := t.(type) {
	case *arrow.NullType:
		return arrays.NullType{}, nil, nil
	case *arrow.BooleanType:
		return arrays.BoolType{}, nil, nil
	case *arrow.Int8Type:
		return arrays.Int8Type{}, nil, nil
	case *arrow.Int16Type:
		return arrays.Int16Type{}, nil, nil
	case *arrow.Int32Type:
		return arrays.Int32Type{}, nil, nil
	case *arrow.Int64Type:
		return arrays.Int64Type{}, nil, nil
	case *arrow.Uint8Type:
		return arrays.Uint8Type{}, nil, nil
	case *arrow.Uint16Type:
		return arrays.Uint16Type{}, nil, nil
	case *arrow.Uint32Type:
		return arrays.Uint32Type{}, nil, nil
	case *arrow.Uint64Type:
		return arrays.Uint64Type{}, nil, nil
	case *arrow.Float16Type:
		return arrays.Float16Type{}, nil, nil
	case *arrow.Float32Type:
		return arrays.Float32Type{}, nil, nil
	case *arrow.Float64Type:
		return arrays.Float64Type{}, nil, nil
	case *arrow.Decimal32Type:
		return arrays.Decimal32Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case *arrow.Decimal64Type:
		return arrays.Decimal64Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case *arrow.Decimal128Type:
		return arrays.Decimal128Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case *arrow.Decimal256Type:
		return arrays.Decimal256Type{Precision: x.Precision, Scale: x.Scale}, nil, nil
	case *arrow.Date32Type:
		return arrays.Date32Type{}, nil, nil
	case *arrow.Date64Type:
		return arrays.Date64Type{}, nil, nil
	case *arrow.Time32Type:
		return arrays.Time32Type{Unit: arrays.TimeUnit(x.Unit)}, nil, nil
	case *arrow.Time64Type:
		return arrays.Time64Type{Unit: arrays.TimeUnit(x.Unit)}, nil, nil
	case *arrow.TimestampType:
		return arrays.TimestampType{Unit: arrays.TimeUnit(x.Unit), TimeZone: x.TimeZone}, nil, nil
	case *arrow.DurationType:
		return arrays.DurationType{Unit: arrays.TimeUnit(x.Unit)}, nil, nil
	case *arrow.MonthIntervalType:
		return arrays.IntervalMonthsType{}, nil, nil
	case *arrow.DayTimeIntervalType:
		return arrays.IntervalDayTimeType{}, nil, nil
	case *arrow.MonthDayNanoIntervalType:
		return arrays.IntervalMonthDayNanoType{}, nil, nil
	case *arrow.BinaryType:
		return arrays.BinaryType{}, nil, nil
	case *arrow.StringType:
		return arrays.Utf8Type{}, nil, nil
	case *arrow.LargeBinaryType:
		return arrays.LargeBinaryType{}, nil, nil
	case *arrow.LargeStringType:
		return arrays.LargeUtf8Type{}, nil, nil
	case *arrow.BinaryViewType:
		return arrays.BinaryViewType{}, nil, nil
	case *arrow.StringViewType:
		return arrays.Utf8ViewType{}, nil, nil
	case *arrow.FixedSizeBinaryType:
		return arrays.FixedSizeBinaryType{ByteWidth: x.ByteWidth}, nil, nil
	case *arrow.ListType:
		f, err := fromGoField(x.ElemField(), path+"."+x.ElemField().Name)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.ListType{Elem: f}, nil, nil
	case *arrow.LargeListType:
		f, err := fromGoField(x.ElemField(), path+"."+x.ElemField().Name)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.LargeListType{Elem: f}, nil, nil
	case *arrow.ListViewType:
		f, err := fromGoField(x.ElemField(), path+"."+x.ElemField().Name)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.ListViewType{Elem: f}, nil, nil
	case *arrow.LargeListViewType:
		f, err := fromGoField(x.ElemField(), path+"."+x.ElemField().Name)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.LargeListViewType{Elem: f}, nil, nil
	case *arrow.FixedSizeListType:
		f, err := fromGoField(x.ElemField(), path+"."+x.ElemField().Name)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.FixedSizeListType{Elem: f, Size: int(x.Len())}, nil, nil
	case *arrow.StructType:
		fs, err := fromGoFields(x.Fields(), path)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.StructType{Children: fs}, nil, nil
	case *arrow.MapType:
		ef := x.ElemField()
		f, err := fromGoField(arrow.Field{Name: ef.Name, Type: ef.Type, Nullable: false}, path+"."+ef.Name)
		if err != nil {
			return nil, nil, err
		}
		return &arrays.MapType{Entries: f, KeysSorted: x.KeysSorted}, nil, nil
	case arrow.UnionType:
		fs, err := fromGoFields(x.Fields(), path)
		if err != nil {
			return nil, nil, err
		}
		codes := make([]int8, len(x.TypeCodes()))
		for i, c := range x.TypeCodes() {
			codes[i] = int8(c)
		}
		if x.Mode() == arrow.DenseMode {
			return arrays.DenseUnionOf(fs, codes), nil, nil
		}
		return arrays.SparseUnionOf(fs, codes), nil, nil
	case *arrow.DictionaryType:
		it, _, err := fromGoType(x.IndexType, path+"<index>")
		if err != nil {
			return nil, nil, err
		}
		vt, _, err := fromGoType(x.ValueType, path+"<dictionary>")
		if err != nil {
			return nil, nil, err
		}
		return &arrays.DictionaryType{Index: it, Value: vt, Ordered: x.Ordered}, nil, nil
	case *arrow.RunEndEncodedType:
		rt, _, err := fromGoType(x.RunEnds(), path+".run_ends")
		if err != nil {
			return nil, nil, err
		}
		vt, _, err := fromGoType(x.Encoded(), path+".values")
		if err != nil {
			return nil, nil, err
		}
		r := arrays.RunEndEncodedOf(rt, vt)
		r.Values.Nullable = x.ValueNullable
		return r, nil, nil
	case arrow.ExtensionType:
		st, _, err := fromGoType(x.StorageType(), path)
		if err != nil {
			return nil, nil, err
		}
		if factory, ok := arrays.LookupExtensionType(x.ExtensionName()); ok {
			et, err := factory(st, x.Serialize())
			if err != nil {
				return nil, nil, fmt.Errorf("arrowgo: %s: quiver's extension type %q rejects storage %s and parameters %q: %w",
					where(path), x.ExtensionName(), st, x.Serialize(), err)
			}
			return et, nil, nil
		}
		return st, lostExt{x.ExtensionName(), x.Serialize()}, nil
	}
	return nil, nil, fmt.Errorf("arrowgo: %s: arrow-go type %s (%T) has no quiver counterpart", where(path), t, t)
}

func where(path string) string {
	if path == "" {
		return "type"
	}
	return "field " + path
}
