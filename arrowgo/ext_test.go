package arrowgo

import (
	"reflect"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/quiver-go/quiver/arrays"
)

// goOnlyExt is an extension type arrow-go knows and quiver does not.
type goOnlyExt struct{ arrow.ExtensionBase }

type goOnlyArray struct{ array.ExtensionArrayBase }

func (*goOnlyExt) ExtensionName() string { return "test.go-only" }
func (*goOnlyExt) Serialize() string     { return "v=2" }
func (*goOnlyExt) ArrayType() reflect.Type {
	return reflect.TypeOf(goOnlyArray{})
}
func (e *goOnlyExt) ExtensionEquals(o arrow.ExtensionType) bool {
	return o.ExtensionName() == e.ExtensionName() && arrow.TypeEqual(e.Storage, o.StorageType())
}
func (*goOnlyExt) Deserialize(st arrow.DataType, s string) (arrow.ExtensionType, error) {
	return &goOnlyExt{arrow.ExtensionBase{Storage: st}}, nil
}

// TestExtensionOnlyArrowGoKnows: a column of an extension type quiver has
// not registered crosses as its storage with the name in the field
// metadata, and comes back to arrow-go as the extension type.
func TestExtensionOnlyArrowGoKnows(t *testing.T) {
	if err := arrow.RegisterExtensionType(&goOnlyExt{arrow.ExtensionBase{Storage: arrow.PrimitiveTypes.Int16}}); err != nil {
		t.Fatal(err)
	}
	defer arrow.UnregisterExtensionType("test.go-only")
	et := &goOnlyExt{arrow.ExtensionBase{Storage: arrow.PrimitiveTypes.Int16}}
	b := array.NewInt16Builder(memory.DefaultAllocator)
	b.AppendValues([]int16{1, -2, 3}, []bool{true, true, false})
	storage := b.NewArray()
	b.Release()
	col := array.NewExtensionArrayWithStorage(et, storage)
	storage.Release()
	schema := arrow.NewSchema([]arrow.Field{{Name: "e", Type: et, Nullable: true}}, nil)
	rec := array.NewRecordBatch(schema, []arrow.Array{col}, 3)
	col.Release()
	defer rec.Release()

	q, err := FromArrowGoRecord(rec)
	if err != nil {
		t.Fatal(err)
	}
	f := q.Schema().Fields[0]
	if !arrays.TypeEqual(f.Type, arrays.Int16Type{}) {
		t.Fatalf("quiver field type %s, want the storage int16", f.Type)
	}
	if name, _ := f.Metadata.Get(arrays.ExtensionNameKey); name != "test.go-only" {
		t.Fatalf("quiver field metadata %v lacks the extension name", f.Metadata)
	}
	if params, _ := f.Metadata.Get(arrays.ExtensionMetadataKey); params != "v=2" {
		t.Fatalf("quiver field metadata %v lacks the parameters", f.Metadata)
	}
	back, err := ToArrowGoRecord(q)
	if err != nil {
		t.Fatal(err)
	}
	defer back.Release()
	if d := goRecordDiff(rec, back); d != "" {
		t.Fatal(d)
	}
	if _, ok := back.Column(0).(*goOnlyArray); !ok {
		t.Fatalf("arrow-go column is %T, want the extension array", back.Column(0))
	}
}
