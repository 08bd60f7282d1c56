package arrays

import (
	"errors"
	"math"
	"math/big"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// Test data is built by hand (NewData + AllocBuffer) for the non-fixed
// layouts and with the generated builders for fixed-width types. Helpers are
// prefixed vt so they cannot clash with other test files of the package.

func vtBytes[T any](vals ...T) []byte {
	raw := bytesOf(vals)
	b := AllocBuffer(len(raw))
	copy(b, raw)
	return b
}

// vtValidity returns the bitmap of valid (nil when valid is nil) and the
// number of nulls.
func vtValidity(valid []bool) ([]byte, int) {
	if valid == nil {
		return nil, 0
	}
	b := AllocBuffer(BitmapLen(len(valid)))
	n := 0
	for i, ok := range valid {
		if ok {
			SetBit(b, i)
		} else {
			n++
		}
	}
	return b, n
}

func vtPut[T any](buf []byte, i int, v T) { valuesOf[T](buf)[i] = v }

func vtInt32(vals []int32, valid []bool) *Data {
	b := NewInt32Builder()
	b.AppendValues(vals, valid)
	return b.NewArray().Data()
}

func vtBool(vals []bool, valid []bool) *Data {
	bm, nulls := vtValidity(valid)
	bits := AllocBuffer(BitmapLen(len(vals)))
	for i, v := range vals {
		SetBitTo(bits, i, v)
	}
	return NewData(BoolType{}, len(vals), [][]byte{bm, bits}, nil, nulls, 0)
}

func vtIsLarge(t DataType) bool {
	switch StorageOf(t).ID() {
	case LARGE_BINARY, LARGE_UTF8, LARGE_LIST, LARGE_LIST_VIEW:
		return true
	}
	return false
}

// vtOffsets encodes offsets as int32, or int64 for the large types.
func vtOffsets(t DataType, offs []int) []byte {
	if vtIsLarge(t) {
		o := make([]int64, len(offs))
		for i, x := range offs {
			o[i] = int64(x)
		}
		return vtBytes(o...)
	}
	o := make([]int32, len(offs))
	for i, x := range offs {
		o[i] = int32(x)
	}
	return vtBytes(o...)
}

// vtBinary builds a binary-like array; null slots take no bytes.
func vtBinary(t DataType, vals []string, valid []bool) *Data {
	bm, nulls := vtValidity(valid)
	var data []byte
	offs := []int{0}
	for i, s := range vals {
		if valid == nil || valid[i] {
			data = append(data, s...)
		}
		offs = append(offs, len(data))
	}
	return NewData(t, len(vals), [][]byte{bm, vtOffsets(t, offs), vtBytes(data...)}, nil, nulls, 0)
}

// vtViews builds a view array; long values alternate between two data
// buffers, null slots hold zero views.
func vtViews(t DataType, vals []string, valid []bool) *Data {
	bm, nulls := vtValidity(valid)
	var bufs [2][]byte
	views := make([]View, len(vals))
	for i, s := range vals {
		if valid != nil && !valid[i] {
			continue
		}
		if len(s) <= ViewInlineMax {
			views[i] = MakeInlineView([]byte(s))
			continue
		}
		k := i % 2
		views[i] = MakeRefView([]byte(s), int32(k), int32(len(bufs[k])))
		bufs[k] = append(bufs[k], s...)
	}
	return NewData(t, len(vals), [][]byte{bm, vtBytes(views...), vtBytes(bufs[0]...), vtBytes(bufs[1]...)}, nil, nulls, 0)
}

func vtList(t DataType, offs []int, child *Data, valid []bool) *Data {
	bm, nulls := vtValidity(valid)
	return NewData(t, len(offs)-1, [][]byte{bm, vtOffsets(t, offs)}, []*Data{child}, nulls, 0)
}

func vtListView(t DataType, offs, sizes []int, child *Data, valid []bool) *Data {
	bm, nulls := vtValidity(valid)
	return NewData(t, len(offs), [][]byte{bm, vtOffsets(t, offs), vtOffsets(t, sizes)}, []*Data{child}, nulls, 0)
}

func vtStruct(t *StructType, n int, valid []bool, children ...*Data) *Data {
	bm, nulls := vtValidity(valid)
	return NewData(t, n, [][]byte{bm}, children, nulls, 0)
}

func vtUnion(t *UnionType, ids []int8, offs []int32, children ...*Data) *Data {
	bufs := [][]byte{nil, vtBytes(ids...)}
	if t.Mode == DenseMode {
		bufs = append(bufs, vtBytes(offs...))
	}
	return NewData(t, len(ids), bufs, children, 0, 0)
}

// vtDict builds a dictionary array whose indices are encoded in t.Index.
func vtDict(t *DictionaryType, idx []int, valid []bool, dict *Data) *Data {
	bm, nulls := vtValidity(valid)
	var ib []byte
	switch t.Index.(type) {
	case Int8Type:
		v := make([]int8, len(idx))
		for i, x := range idx {
			v[i] = int8(x)
		}
		ib = vtBytes(v...)
	case Uint16Type:
		v := make([]uint16, len(idx))
		for i, x := range idx {
			v[i] = uint16(x)
		}
		ib = vtBytes(v...)
	case Int32Type:
		v := make([]int32, len(idx))
		for i, x := range idx {
			v[i] = int32(x)
		}
		ib = vtBytes(v...)
	case Uint64Type:
		v := make([]uint64, len(idx))
		for i, x := range idx {
			v[i] = uint64(x)
		}
		ib = vtBytes(v...)
	default:
		panic("vtDict: index type " + t.Index.String())
	}
	return NewData(t, len(idx), [][]byte{bm, ib}, nil, nulls, 0).WithDictionary(dict)
}

// vtREE builds a run-end encoded array of logical length ends[len-1].
func vtREE(t *RunEndEncodedType, ends []int, values *Data) *Data {
	var re Array
	switch t.RunEnds.Type.(type) {
	case Int16Type:
		b := NewInt16Builder()
		for _, e := range ends {
			b.Append(int16(e))
		}
		re = b.NewArray()
	case Int32Type:
		b := NewInt32Builder()
		for _, e := range ends {
			b.Append(int32(e))
		}
		re = b.NewArray()
	default:
		b := NewInt64Builder()
		for _, e := range ends {
			b.Append(int64(e))
		}
		re = b.NewArray()
	}
	n := 0
	if len(ends) > 0 {
		n = ends[len(ends)-1]
	}
	return NewData(t, n, [][]byte{nil}, []*Data{re.Data(), values}, 0, 0)
}

// vtExtType is a test extension type over any storage.
type vtExtType struct{ storage DataType }

func (vtExtType) ID() TypeID { return EXTENSION }
func (t vtExtType) String() string {
	if t.storage == nil {
		return "extension<quiver.test.validate, nil>"
	}
	return "extension<quiver.test.validate, " + t.storage.String() + ">"
}
func (vtExtType) ExtensionName() string     { return "quiver.test.validate" }
func (t vtExtType) StorageType() DataType   { return t.storage }
func (vtExtType) Serialize() string         { return "" }
func vtExt(t DataType, storage *Data) *Data { return vtRetype(storage, vtExtType{t}) }

// vtRetype returns a copy of d's header with another type.
func vtRetype(d *Data, t DataType) *Data {
	n := NewData(t, d.Length, d.Buffers, d.Children, d.storedNulls(), d.Offset)
	n.Dictionary = d.Dictionary
	return n
}

// vtBogusType claims to be int32 without being Int32Type.
type vtBogusType struct{}

func (vtBogusType) ID() TypeID     { return INT32 }
func (vtBogusType) String() string { return "bogus" }

var (
	vtStrs  = []string{"a", "héllo", "", "a string longer than twelve", "日本語のテキストです", "xyz"}
	vtValid = []bool{true, true, false, true, true, true}
)

func vtUtf8() *Data { return vtBinary(Utf8Type{}, vtStrs, vtValid) }

func vtUtf8View() *Data { return vtViews(Utf8ViewType{}, vtStrs, vtValid) }

// vtListInt32 is [[1 2] null [3 4 5] [6]].
func vtListInt32() *Data {
	child := vtInt32([]int32{1, 2, 3, 4, 5, 6}, nil)
	return vtList(ListOf(Int32Type{}), []int{0, 2, 2, 5, 6}, child, []bool{true, false, true, true})
}

// vtListViewInt32 is [[5 6] null [2 3 4] []].
func vtListViewInt32() *Data {
	child := vtInt32([]int32{1, 2, 3, 4, 5, 6}, nil)
	return vtListView(ListViewOf(Int32Type{}), []int{4, 0, 1, 6}, []int{2, 0, 3, 0}, child, []bool{true, false, true, true})
}

var vtStructType = StructOf(Field{Name: "a", Type: Int32Type{}, Nullable: true}, Field{Name: "b", Type: Utf8Type{}, Nullable: true})

func vtStructAB() *Data {
	return vtStruct(vtStructType, 6, []bool{true, true, true, false, true, true},
		vtInt32([]int32{1, 2, 3, 4, 5, 6}, []bool{true, false, true, true, true, true}), vtUtf8())
}

var vtMapType = MapOf(Utf8Type{}, Int32Type{})

// vtMap is [{a: 1, b: 2} null {c: 3}].
func vtMap() *Data {
	entries := vtStruct(vtMapType.Entries.Type.(*StructType), 3, nil,
		vtBinary(Utf8Type{}, []string{"a", "b", "c"}, nil), vtInt32([]int32{1, 2, 3}, nil))
	return vtList(vtMapType, []int{0, 2, 2, 3}, entries, []bool{true, false, true})
}

var vtSparseType = SparseUnionOf([]Field{{Name: "i", Type: Int32Type{}, Nullable: true}, {Name: "s", Type: Utf8Type{}, Nullable: true}}, []int8{5, 9})

func vtSparse() *Data {
	return vtUnion(vtSparseType, []int8{5, 9, 5, 5, 9, 9}, nil,
		vtInt32([]int32{1, 0, 3, 4, 0, 0}, nil), vtUtf8())
}

var vtDenseType = DenseUnionOf([]Field{{Name: "i", Type: Int32Type{}, Nullable: true}, {Name: "s", Type: Utf8Type{}, Nullable: true}}, nil)

func vtDense() *Data {
	return vtUnion(vtDenseType, []int8{0, 1, 0, 1, 1}, []int32{0, 0, 1, 1, 2},
		vtInt32([]int32{7, 8}, nil), vtBinary(Utf8Type{}, []string{"x", "yy", "zzz"}, []bool{true, false, true}))
}

var vtDictType = &DictionaryType{Index: Int8Type{}, Value: Utf8Type{}}

// vtDictUtf8 has index 99 in its null slot: indices of null slots are unspecified.
func vtDictUtf8() *Data {
	return vtDict(vtDictType, []int{0, 2, 1, 99, 2}, []bool{true, true, true, false, true},
		vtBinary(Utf8Type{}, []string{"x", "yy", "zzz"}, nil))
}

var vtREEType = RunEndEncodedOf(Int32Type{}, Utf8Type{})

// vtREEUtf8 is [x x yy yy yy null] as runs ending at 2, 5, 6.
func vtREEUtf8() *Data {
	return vtREE(vtREEType, []int{2, 5, 6}, vtBinary(Utf8Type{}, []string{"x", "yy", ""}, []bool{true, true, false}))
}

func vtDecimal32(vals []int32, valid []bool) *Data {
	b := NewDecimal32Builder(Decimal32Type{Precision: 4, Scale: 1})
	b.AppendValues(vals, valid)
	return b.NewArray().Data()
}

type vtFixture struct {
	name string
	mk   func() *Data
}

// vtFixtures covers every layout with nulls where the layout has them.
func vtFixtures() []vtFixture {
	return []vtFixture{
		{"null", func() *Data { return NewNull(5).Data() }},
		{"bool", func() *Data {
			return vtBool([]bool{true, false, true, true, false, false, true, false, true}, []bool{true, true, false, true, true, true, true, true, false})
		}},
		{"int32", func() *Data { return vtInt32([]int32{1, 2, 3, 4, 5}, []bool{true, true, false, true, true}) }},
		{"decimal32", func() *Data {
			// the null slot holds a value beyond the precision: unspecified, not checked
			return vtDecimal32([]int32{12, 9999, 123456, -9999}, []bool{true, true, false, true})
		}},
		{"decimal128", func() *Data {
			b := NewDecimal128Builder(Decimal128Type{Precision: 38, Scale: 0})
			max := Int256FromBig(new(big.Int).Sub(pow10(38), big.NewInt(1)))
			min := Int256FromBig(new(big.Int).Neg(max.Big()))
			b.AppendValues([]Int128{max.Int128(), min.Int128(), {}}, nil)
			return b.NewArray().Data()
		}},
		{"binary", func() *Data { return vtBinary(BinaryType{}, []string{"\xff\x00", "", "abc"}, nil) }},
		{"utf8", vtUtf8},
		{"utf8-null-garbage", func() *Data {
			// the null slot spans invalid UTF-8: content of null slots is unspecified
			d := vtBinary(Utf8Type{}, []string{"a", "\xff\xfe", "b"}, nil)
			bm, _ := vtValidity([]bool{true, false, true})
			d.Buffers[0] = bm
			d.storeNulls(1)
			return d
		}},
		{"large_binary", func() *Data { return vtBinary(LargeBinaryType{}, vtStrs, vtValid) }},
		{"large_utf8", func() *Data { return vtBinary(LargeUtf8Type{}, vtStrs, vtValid) }},
		{"binary_view", func() *Data { return vtViews(BinaryViewType{}, vtStrs, vtValid) }},
		{"utf8_view", vtUtf8View},
		{"fixed_size_binary", func() *Data {
			bm, nulls := vtValidity([]bool{true, false, true, true})
			return NewData(FixedSizeBinaryType{ByteWidth: 3}, 4, [][]byte{bm, vtBytes([]byte("abcdefghijkl")...)}, nil, nulls, 0)
		}},
		{"fixed_size_binary0", func() *Data {
			return NewData(FixedSizeBinaryType{ByteWidth: 0}, 3, [][]byte{nil, nil}, nil, 0, 0)
		}},
		{"list", vtListInt32},
		{"large_list", func() *Data {
			return vtList(LargeListOf(Utf8Type{}), []int{0, 3, 3, 6}, vtUtf8(), []bool{true, false, true})
		}},
		{"list_view", vtListViewInt32},
		{"large_list_view", func() *Data {
			return vtListView(LargeListViewOf(Utf8Type{}), []int{3, 0, 0}, []int{3, 2, 0}, vtUtf8(), nil)
		}},
		{"fixed_size_list", func() *Data {
			bm, nulls := vtValidity([]bool{true, false, true, true})
			return NewData(FixedSizeListOf(Int32Type{}, 2), 4, [][]byte{bm},
				[]*Data{vtInt32([]int32{1, 2, 3, 4, 5, 6, 7, 8}, nil)}, nulls, 0)
		}},
		{"struct", vtStructAB},
		{"map", vtMap},
		{"sparse_union", vtSparse},
		{"dense_union", vtDense},
		{"dictionary", vtDictUtf8},
		{"dictionary_uint16", func() *Data {
			t := &DictionaryType{Index: Uint16Type{}, Value: Int32Type{}}
			return vtDict(t, []int{1, 0, 1}, nil, vtInt32([]int32{10, 20}, nil))
		}},
		{"ree_int16", func() *Data {
			return vtREE(RunEndEncodedOf(Int16Type{}, Int32Type{}), []int{1, 4, 5}, vtInt32([]int32{7, 8, 9}, []bool{true, false, true}))
		}},
		{"ree_int32", vtREEUtf8},
		{"ree_int64", func() *Data {
			return vtREE(RunEndEncodedOf(Int64Type{}, Int32Type{}), []int{3, 4}, vtInt32([]int32{7, 8, 0}, nil))
		}},
		{"extension", func() *Data { return vtExt(Utf8Type{}, vtUtf8()) }},
		{"extension_list", func() *Data { return vtExt(ListOf(Int32Type{}), vtListInt32()) }},
		{"nested", vtNested},
	}
}

// vtNestedType is struct<col: struct<items: list<utf8>>>.
var vtNestedType = StructOf(Field{Name: "col", Nullable: true, Type: StructOf(Field{Name: "items", Nullable: true, Type: ListOf(Utf8Type{})})})

func vtNested() *Data {
	items := vtList(ListOf(Utf8Type{}), []int{0, 2, 3, 6}, vtUtf8(), nil)
	col := vtStruct(vtNestedType.Children[0].Type.(*StructType), 3, nil, items)
	return vtStruct(vtNestedType, 3, nil, col)
}

// vtCheckValid asserts that d and every slice of it pass both checks and
// that the wrapped arrays render without panicking.
func vtCheckValid(t *testing.T, d *Data) {
	t.Helper()
	if err := ValidateData(d); err != nil {
		t.Fatalf("Validate: %v", err)
	}
	if err := ValidateDataFull(d); err != nil {
		t.Fatalf("ValidateFull: %v", err)
	}
	a := MakeArray(d)
	if err := ValidateFull(a); err != nil {
		t.Fatalf("ValidateFull(array): %v", err)
	}
	_ = a.String()
	for i := 0; i <= d.Length; i++ {
		for j := i; j <= d.Length; j++ {
			s := Slice(a, i, j)
			if err := Validate(s); err != nil {
				t.Fatalf("slice [%d:%d]: Validate: %v", i, j, err)
			}
			if err := ValidateFull(s); err != nil {
				t.Fatalf("slice [%d:%d]: ValidateFull: %v", i, j, err)
			}
			_ = s.String()
		}
	}
}

func TestValidateAcceptsEveryLayout(t *testing.T) {
	for _, f := range vtFixtures() {
		t.Run(f.name, func(t *testing.T) { vtCheckValid(t, f.mk()) })
	}
}

func TestValidateAcceptsPrimitives(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, typ := range primitiveSamples {
		for _, n := range []int{0, 1, 7, 8, 9, 64, 65, 200} {
			a := randomPrimitive(r, typ, n, 0.3)
			if err := ValidateFull(a); err != nil {
				t.Fatalf("%s n=%d: %v", typ, n, err)
			}
			if n > 3 {
				if err := ValidateFull(Slice(a, 1, n-2)); err != nil {
					t.Fatalf("%s n=%d sliced: %v", typ, n, err)
				}
			}
		}
	}
}

func TestValidateAcceptsSharedChildren(t *testing.T) {
	// One child Data serving two struct fields at once is legal, and a deep
	// DAG of such sharing must validate in time linear in its distinct nodes.
	d := vtInt32([]int32{1, 2}, nil)
	typ := DataType(Int32Type{})
	for range 40 {
		st := StructOf(Field{Name: "l", Type: typ, Nullable: true}, Field{Name: "r", Type: typ, Nullable: true})
		d = vtStruct(st, 2, nil, d, d)
		typ = st
	}
	// 2^40 paths: the type budget refuses it before anything explodes.
	var ve *ValidationError
	if err := ValidateDataFull(d); !errors.As(err, &ve) || ve.Rule != "nesting-depth" {
		t.Fatalf("got %v, want rule nesting-depth", err)
	}

	d = vtInt32([]int32{1, 2}, nil)
	typ = Int32Type{}
	for range 12 {
		st := StructOf(Field{Name: "l", Type: typ, Nullable: true}, Field{Name: "r", Type: typ, Nullable: true})
		d = vtStruct(st, 2, nil, d, d)
		typ = st
	}
	if err := ValidateDataFull(d); err != nil {
		t.Fatal(err)
	}
}

// vtExpect asserts that err is a *ValidationError with the given rule, path
// and slot, that it wraps ErrInvalid and that its message names all three.
func vtExpect(t *testing.T, err error, rule, path string, slot int) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want rule %s at %q slot %d", rule, path, slot)
	}
	if !errors.Is(err, ErrInvalid) {
		t.Errorf("errors.Is(%v, ErrInvalid) = false", err)
	}
	var ve *ValidationError
	if !errors.As(err, &ve) {
		t.Fatalf("error %T is not a *ValidationError: %v", err, err)
	}
	if ve.Rule != rule || ve.Path != path || ve.Slot != slot {
		t.Fatalf("got rule %s at %q slot %d, want rule %s at %q slot %d (%v)", ve.Rule, ve.Path, ve.Slot, rule, path, slot, err)
	}
	msg := err.Error()
	wantPath := path
	if wantPath == "" {
		wantPath = "<root>"
	}
	if !strings.Contains(msg, rule) || !strings.Contains(msg, wantPath) || ve.Msg == "" {
		t.Errorf("message %q does not name rule %s and path %s", msg, rule, wantPath)
	}
	if slot >= 0 && !strings.Contains(msg, "slot "+strconv.Itoa(slot)) {
		t.Errorf("message %q does not name slot %d", msg, slot)
	}
}

// vtCase corrupts a valid array in exactly one way. full marks invariants
// only ValidateFull checks: Validate must accept those.
type vtCase struct {
	name string
	full bool
	rule string
	path string
	slot int
	mk   func() *Data
}

func vtCases() []vtCase {
	deepList := func(n int) DataType {
		var typ DataType = Int32Type{}
		for range n {
			typ = ListOf(typ)
		}
		return typ
	}
	return []vtCase{
		// ----- structure -----
		{name: "nil-data/child", rule: "nil-data", path: "b", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Children[1] = nil
			return d
		}},
		{name: "nesting-depth/deep-type", rule: "nesting-depth", path: strings.Repeat("[]", maxValidateDepth+1), slot: -1, mk: func() *Data {
			return NewData(deepList(maxValidateDepth+5), 0, [][]byte{nil, vtBytes[int32](0)}, []*Data{vtInt32(nil, nil)}, 0, 0)
		}},
		{name: "nesting-depth/cyclic-type", rule: "nesting-depth", path: strings.Repeat("[]", maxValidateDepth+1), slot: -1, mk: func() *Data {
			lt := &ListType{}
			lt.Elem = Field{Name: "item", Type: lt, Nullable: true}
			d := NewData(lt, 0, [][]byte{nil, vtBytes[int32](0)}, nil, 0, 0)
			d.Children = []*Data{d}
			return d
		}},
		{name: "nesting-depth/cyclic-extension", rule: "nesting-depth", path: "", slot: -1, mk: func() *Data {
			return NewData(vtSelfExt{}, 0, nil, nil, 0, 0)
		}},
		{name: "type-nil/root", rule: "type-nil", path: "", slot: -1, mk: func() *Data {
			return NewData(nil, 0, [][]byte{nil, nil}, nil, 0, 0)
		}},
		{name: "type-nil/field", rule: "type-nil", path: "b", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Type = StructOf(vtStructType.Children[0], Field{Name: "b"})
			return d
		}},
		{name: "type-nil/nil-pointer", rule: "type-nil", path: "", slot: -1, mk: func() *Data {
			d := vtListInt32()
			d.Type = (*ListType)(nil)
			return d
		}},
		{name: "type-unknown", rule: "type-unknown", path: "", slot: -1, mk: func() *Data {
			return vtRetype(vtInt32([]int32{1}, nil), vtBogusType{})
		}},
		{name: "type-decimal-precision", rule: "type-decimal-precision", path: "", slot: -1, mk: func() *Data {
			return vtRetype(vtDecimal32([]int32{1}, nil), Decimal32Type{Precision: 10})
		}},
		{name: "type-decimal-precision/nested", rule: "type-decimal-precision", path: "[]", slot: -1, mk: func() *Data {
			d := vtListInt32()
			d.Type = ListOf(Decimal256Type{Precision: 0})
			return d
		}},
		{name: "type-time-unit", rule: "type-time-unit", path: "", slot: -1, mk: func() *Data {
			b := NewTime32Builder(Time32Type{Unit: Second})
			b.Append(1)
			return vtRetype(b.NewArray().Data(), Time32Type{Unit: Microsecond})
		}},
		{name: "type-time-unit/time64", rule: "type-time-unit", path: "", slot: -1, mk: func() *Data {
			b := NewTime64Builder(Time64Type{Unit: Nanosecond})
			b.Append(1)
			return vtRetype(b.NewArray().Data(), Time64Type{Unit: Millisecond})
		}},
		{name: "type-fixed-size", rule: "type-fixed-size", path: "", slot: -1, mk: func() *Data {
			return NewData(FixedSizeBinaryType{ByteWidth: -1}, 0, [][]byte{nil, nil}, nil, 0, 0)
		}},
		{name: "type-union-mode", rule: "type-union-mode", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Type = &UnionType{Mode: 7, Children: vtSparseType.Children, TypeCodes: vtSparseType.TypeCodes}
			return d
		}},
		{name: "type-union-codes/duplicate", rule: "type-union-codes", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Type = SparseUnionOf(vtSparseType.Children, []int8{5, 5})
			return d
		}},
		{name: "type-union-codes/negative", rule: "type-union-codes", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Type = SparseUnionOf(vtSparseType.Children, []int8{5, -1})
			return d
		}},
		{name: "type-union-codes/count", rule: "type-union-codes", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Type = SparseUnionOf(vtSparseType.Children, []int8{5})
			return d
		}},
		{name: "type-dict-index", rule: "type-dict-index", path: "", slot: -1, mk: func() *Data {
			d := vtDictUtf8()
			d.Type = &DictionaryType{Index: Float32Type{}, Value: Utf8Type{}}
			return d
		}},
		{name: "type-run-ends", rule: "type-run-ends", path: "run_ends", slot: -1, mk: func() *Data {
			d := vtREEUtf8()
			d.Type = RunEndEncodedOf(Uint32Type{}, Utf8Type{})
			return d
		}},
		{name: "type-map-entries", rule: "type-map-entries", path: "", slot: -1, mk: func() *Data {
			d := vtMap()
			d.Type = &MapType{Entries: Field{Name: "entries", Type: Int32Type{}}}
			return d
		}},
		{name: "negative-length", rule: "negative-length", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2}, nil)
			d.Length = -1
			return d
		}},
		{name: "negative-offset", rule: "negative-offset", path: "[]", slot: -1, mk: func() *Data {
			d := vtListInt32()
			d.Children[0].Offset = -2
			return d
		}},
		{name: "length-overflow", rule: "length-overflow", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2}, nil)
			d.Offset = math.MaxInt - 1
			return d
		}},
		{name: "null-count-range", rule: "null-count-range", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2}, []bool{false, true})
			d.storeNulls(3)
			return d
		}},
		{name: "null-count-range/negative", rule: "null-count-range", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2}, []bool{false, true})
			d.storeNulls(-2)
			return d
		}},
		{name: "null-count-mismatch/no-bitmap", rule: "null-count-mismatch", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2}, nil)
			d.storeNulls(1)
			return d
		}},
		{name: "null-count-mismatch/bitmap", full: true, rule: "null-count-mismatch", path: "b", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Children[1].storeNulls(2)
			return d
		}},
		{name: "null-count-mismatch/null-type", rule: "null-count-mismatch", path: "", slot: -1, mk: func() *Data {
			d := NewNull(4).Data()
			d.storeNulls(3)
			return d
		}},
		{name: "null-count-mismatch/union", rule: "null-count-mismatch", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.storeNulls(1)
			return d
		}},
		{name: "null-count-mismatch/ree", rule: "null-count-mismatch", path: "", slot: -1, mk: func() *Data {
			d := vtREEUtf8()
			d.storeNulls(1)
			return d
		}},
		{name: "buffer-count", rule: "buffer-count", path: "", slot: -1, mk: func() *Data {
			d := vtUtf8()
			d.Buffers = d.Buffers[:2]
			return d
		}},
		{name: "buffer-count/view", rule: "buffer-count", path: "", slot: -1, mk: func() *Data {
			d := vtUtf8View()
			d.Buffers = d.Buffers[:1]
			return d
		}},
		{name: "buffer-too-small/values", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2, 3, 4, 5}, nil)
			d.Buffers[1] = d.Buffers[1][:19]
			return d
		}},
		{name: "buffer-too-small/validity", rule: "buffer-too-small", path: "a", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Children[0].Buffers[0] = d.Children[0].Buffers[0][:0]
			return d
		}},
		{name: "buffer-too-small/bool-values", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtBool([]bool{true, false, true, true, false, false, true, false, true}, nil)
			d.Buffers[1] = d.Buffers[1][:1]
			return d
		}},
		{name: "buffer-too-small/offsets", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtUtf8()
			d.Buffers[1] = d.Buffers[1][:4*6]
			return d
		}},
		{name: "buffer-too-small/list-offsets", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtListInt32()
			d.Buffers[1] = d.Buffers[1][:4*4]
			return d
		}},
		{name: "buffer-too-small/views", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtUtf8View()
			d.Buffers[1] = d.Buffers[1][:16*5+15]
			return d
		}},
		{name: "buffer-too-small/list-view-sizes", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtListViewInt32()
			d.Buffers[2] = d.Buffers[2][:12]
			return d
		}},
		{name: "buffer-too-small/dense-offsets", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtDense()
			d.Buffers[2] = nil
			return d
		}},
		{name: "buffer-too-small/type-ids", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Buffers[1] = d.Buffers[1][:5]
			return d
		}},
		{name: "buffer-too-small/dict-indices", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtDictUtf8()
			d.Buffers[1] = d.Buffers[1][:4]
			return d
		}},
		{name: "buffer-too-small/fixed-size-binary", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			return NewData(FixedSizeBinaryType{ByteWidth: 3}, 4, [][]byte{nil, vtBytes([]byte("abcdefghijk")...)}, nil, 0, 0)
		}},
		{name: "buffer-too-small/sliced", rule: "buffer-too-small", path: "", slot: -1, mk: func() *Data {
			d := vtInt32([]int32{1, 2, 3, 4, 5}, nil).Slice(2, 5)
			d.Buffers = [][]byte{nil, d.Buffers[1][:16]}
			return d
		}},
		{name: "unexpected-validity/union", rule: "unexpected-validity", path: "", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Buffers[0] = AllocBuffer(1)
			return d
		}},
		{name: "unexpected-validity/null", rule: "unexpected-validity", path: "", slot: -1, mk: func() *Data {
			d := NewNull(3).Data()
			d.Buffers[0] = AllocBuffer(1)
			return d
		}},
		{name: "children-count", rule: "children-count", path: "", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Children = d.Children[:1]
			return d
		}},
		{name: "children-count/leaf", rule: "children-count", path: "", slot: -1, mk: func() *Data {
			d := vtUtf8()
			d.Children = []*Data{vtUtf8()}
			return d
		}},
		{name: "child-type", rule: "child-type", path: "[]", slot: -1, mk: func() *Data {
			d := vtListInt32()
			d.Children[0] = vtUtf8()
			return d
		}},
		{name: "child-too-short/struct", rule: "child-too-short", path: "b", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Children[1] = d.Children[1].Slice(0, 5)
			return d
		}},
		{name: "child-too-short/sliced-struct", rule: "child-too-short", path: "a", slot: -1, mk: func() *Data {
			// the parent offset applies to struct children
			d := vtStructAB().Slice(1, 6)
			d.Children = []*Data{d.Children[0].Slice(0, 5), d.Children[1]}
			return d
		}},
		{name: "child-too-short/fixed-size-list", rule: "child-too-short", path: "[]", slot: -1, mk: func() *Data {
			return NewData(FixedSizeListOf(Int32Type{}, 2), 4, [][]byte{nil}, []*Data{vtInt32([]int32{1, 2, 3, 4, 5, 6, 7}, nil)}, 0, 0)
		}},
		{name: "child-too-short/sparse-union", rule: "child-too-short", path: "s", slot: -1, mk: func() *Data {
			d := vtSparse()
			d.Children[1] = d.Children[1].Slice(0, 4)
			return d
		}},
		{name: "child-too-short/ree-values", rule: "child-too-short", path: "values", slot: -1, mk: func() *Data {
			d := vtREEUtf8()
			d.Children[1] = d.Children[1].Slice(0, 2)
			return d
		}},
		{name: "dictionary-missing", rule: "dictionary-missing", path: "", slot: -1, mk: func() *Data {
			d := vtDictUtf8()
			d.Dictionary = nil
			return d
		}},
		{name: "dictionary-type", rule: "dictionary-type", path: "{dictionary}", slot: -1, mk: func() *Data {
			d := vtDictUtf8()
			d.Dictionary = vtInt32([]int32{1, 2, 3}, nil)
			return d
		}},
		{name: "dictionary-unexpected", rule: "dictionary-unexpected", path: "a", slot: -1, mk: func() *Data {
			d := vtStructAB()
			d.Children[0].Dictionary = vtInt32([]int32{1}, nil)
			return d
		}},
		{name: "offsets-out-of-range/last", rule: "offsets-out-of-range", path: "", slot: 5, mk: func() *Data {
			d := vtUtf8()
			vtPut[int32](d.Buffers[1], 6, int32(len(d.Buffers[2])+1))
			return d
		}},
		{name: "offsets-out-of-range/first", rule: "offsets-out-of-range", path: "", slot: 0, mk: func() *Data {
			d := vtBinary(LargeBinaryType{}, vtStrs, nil)
			vtPut[int64](d.Buffers[1], 0, -1)
			return d
		}},
		{name: "offsets-out-of-range/list-child", rule: "offsets-out-of-range", path: "", slot: 3, mk: func() *Data {
			d := vtListInt32()
			d.Children[0] = d.Children[0].Slice(0, 5)
			return d
		}},
		{name: "offsets-out-of-range/sliced", rule: "offsets-out-of-range", path: "", slot: 1, mk: func() *Data {
			// only the slice's own first and last offsets matter
			d := vtUtf8().Slice(2, 4)
			vtPut[int32](d.Buffers[1], 4, 1000)
			return d
		}},
		{name: "run-ends-null", rule: "run-ends-null", path: "run_ends", slot: -1, mk: func() *Data {
			d := vtREEUtf8()
			re := d.Children[0]
			bm, n := vtValidity([]bool{true, false, true})
			d.Children[0] = NewData(re.Type, re.Length, [][]byte{bm, re.Buffers[1]}, nil, n, 0)
			return d
		}},
		{name: "run-ends-null/unknown-count", full: true, rule: "run-ends-null", path: "run_ends", slot: 1, mk: func() *Data {
			d := vtREEUtf8()
			re := d.Children[0]
			bm, _ := vtValidity([]bool{true, false, true})
			d.Children[0] = NewData(re.Type, re.Length, [][]byte{bm, re.Buffers[1]}, nil, UnknownNullCount, 0)
			return d
		}},
		{name: "run-ends-positive", rule: "run-ends-positive", path: "run_ends", slot: 0, mk: func() *Data {
			d := vtREE(vtREEType, []int{0, 5, 6}, vtBinary(Utf8Type{}, []string{"x", "yy", ""}, nil))
			return d
		}},
		{name: "run-ends-covering", rule: "run-ends-covering", path: "run_ends", slot: 2, mk: func() *Data {
			d := vtREEUtf8()
			d.Length = 7
			return d
		}},
		{name: "run-ends-covering/sliced", rule: "run-ends-covering", path: "run_ends", slot: 2, mk: func() *Data {
			d := vtREEUtf8().Slice(2, 6)
			d.Offset = 3
			return d
		}},
		{name: "run-ends-covering/no-runs", rule: "run-ends-covering", path: "run_ends", slot: -1, mk: func() *Data {
			d := vtREEUtf8()
			d.Children[0] = d.Children[0].Slice(0, 0)
			return d
		}},

		// ----- full only -----
		{name: "offsets-not-monotonic", full: true, rule: "offsets-monotonic", path: "", slot: 2, mk: func() *Data {
			d := vtUtf8() // offsets 0 1 7 7 34 64 67
			vtPut[int32](d.Buffers[1], 2, 8)
			return d
		}},
		{name: "offsets-not-monotonic/list", full: true, rule: "offsets-monotonic", path: "", slot: 1, mk: func() *Data {
			d := vtListInt32() // offsets 0 2 2 5 6
			vtPut[int32](d.Buffers[1], 1, 3)
			return d
		}},
		{name: "offsets-not-monotonic/large-list-nested", full: true, rule: "offsets-monotonic", path: "[]", slot: 1, mk: func() *Data {
			child := vtList(ListOf(Int32Type{}), []int{0, 2, 2, 5, 6}, vtInt32([]int32{1, 2, 3, 4, 5, 6}, nil), nil)
			vtPut[int32](child.Buffers[1], 1, 3)
			vtPut[int32](child.Buffers[1], 2, 2)
			return vtList(LargeListOf(ListOf(Int32Type{})), []int{0, 4}, child, nil)
		}},
		{name: "list-view-negative", full: true, rule: "list-view-negative", path: "", slot: 1, mk: func() *Data {
			d := vtListViewInt32()
			vtPut[int32](d.Buffers[2], 1, -1) // a null slot: the invariant holds for nulls too
			return d
		}},
		{name: "list-view-negative/offset", full: true, rule: "list-view-negative", path: "", slot: 2, mk: func() *Data {
			d := vtListView(LargeListViewOf(Int32Type{}), []int{0, 1, 2}, []int{1, 1, 1}, vtInt32([]int32{1, 2, 3}, nil), nil)
			vtPut[int64](d.Buffers[1], 2, -1)
			return d
		}},
		{name: "list-view-range", full: true, rule: "list-view-range", path: "", slot: 2, mk: func() *Data {
			d := vtListViewInt32()
			vtPut[int32](d.Buffers[2], 2, 6) // [1, 7) past 6 child slots
			return d
		}},
		{name: "list-view-range/offset-past-end", full: true, rule: "list-view-range", path: "", slot: 3, mk: func() *Data {
			d := vtListViewInt32()
			vtPut[int32](d.Buffers[1], 3, 7) // empty view, but its offset is past the child
			return d
		}},
		{name: "view-length", full: true, rule: "view-length", path: "", slot: 2, mk: func() *Data {
			d := vtUtf8View()
			valuesOf[View](d.Buffers[1])[2].Length = -1
			return d
		}},
		{name: "view-inline-padding", full: true, rule: "view-inline-padding", path: "", slot: 0, mk: func() *Data {
			d := vtUtf8View()
			v := &valuesOf[View](d.Buffers[1])[0]
			v.InlineBytes()[5] = 'z'
			return d
		}},
		{name: "view-buffer-index", full: true, rule: "view-buffer-index", path: "", slot: 3, mk: func() *Data {
			d := vtUtf8View()
			valuesOf[View](d.Buffers[1])[3].BufferIndex = 2
			return d
		}},
		{name: "view-buffer-index/negative", full: true, rule: "view-buffer-index", path: "", slot: 4, mk: func() *Data {
			d := vtViews(BinaryViewType{}, vtStrs, vtValid)
			valuesOf[View](d.Buffers[1])[4].BufferIndex = -1
			return d
		}},
		{name: "view-range", full: true, rule: "view-range", path: "", slot: 3, mk: func() *Data {
			d := vtUtf8View()
			valuesOf[View](d.Buffers[1])[3].Offset = 1
			return d
		}},
		{name: "view-range/null-slot", full: true, rule: "view-range", path: "", slot: 2, mk: func() *Data {
			// bounds hold for null slots too, so no accessor can read outside a buffer
			d := vtUtf8View()
			valuesOf[View](d.Buffers[1])[2] = View{Length: 100, BufferIndex: 0, Offset: 0}
			return d
		}},
		{name: "view-prefix", full: true, rule: "view-prefix", path: "", slot: 4, mk: func() *Data {
			d := vtUtf8View()
			valuesOf[View](d.Buffers[1])[4].Prefix[3] ^= 1
			return d
		}},
		{name: "union-type-id", full: true, rule: "union-type-id", path: "", slot: 3, mk: func() *Data {
			d := vtSparse()
			vtPut[int8](d.Buffers[1], 3, 0)
			return d
		}},
		{name: "union-type-id/negative", full: true, rule: "union-type-id", path: "", slot: 1, mk: func() *Data {
			d := vtDense()
			vtPut[int8](d.Buffers[1], 1, -3)
			return d
		}},
		{name: "union-offset-range", full: true, rule: "union-offset-range", path: "", slot: 4, mk: func() *Data {
			d := vtDense()
			vtPut[int32](d.Buffers[2], 4, 3)
			return d
		}},
		{name: "union-offset-range/negative", full: true, rule: "union-offset-range", path: "", slot: 0, mk: func() *Data {
			d := vtDense()
			vtPut[int32](d.Buffers[2], 0, -1)
			return d
		}},
		{name: "union-offsets-increasing", full: true, rule: "union-offsets-increasing", path: "", slot: 3, mk: func() *Data {
			d := vtDense() // ids 0 1 0 1 1, offsets 0 0 1 1 2
			vtPut[int32](d.Buffers[2], 1, 2)
			return d
		}},
		{name: "dict-index-range", full: true, rule: "dict-index-range", path: "", slot: 1, mk: func() *Data {
			d := vtDictUtf8()
			vtPut[int8](d.Buffers[1], 1, 3)
			return d
		}},
		{name: "dict-index-range/negative", full: true, rule: "dict-index-range", path: "", slot: 4, mk: func() *Data {
			d := vtDictUtf8()
			vtPut[int8](d.Buffers[1], 4, -1)
			return d
		}},
		{name: "dict-index-range/uint64", full: true, rule: "dict-index-range", path: "", slot: 0, mk: func() *Data {
			t := &DictionaryType{Index: Uint64Type{}, Value: Int32Type{}}
			d := vtDict(t, []int{0, 1}, nil, vtInt32([]int32{10, 20}, nil))
			vtPut[uint64](d.Buffers[1], 0, math.MaxUint64)
			return d
		}},
		{name: "run-ends-increasing", full: true, rule: "run-ends-increasing", path: "run_ends", slot: 1, mk: func() *Data {
			return vtREE(vtREEType, []int{2, 2, 6}, vtBinary(Utf8Type{}, []string{"x", "yy", ""}, nil))
		}},
		{name: "run-ends-increasing/int16", full: true, rule: "run-ends-increasing", path: "r", slot: 2, mk: func() *Data {
			t := &RunEndEncodedType{RunEnds: Field{Name: "r", Type: Int16Type{}}, Values: Field{Name: "v", Type: Int32Type{}, Nullable: true}}
			return vtREE(t, []int{3, 5, 4, 9}, vtInt32([]int32{1, 2, 3, 4}, nil))
		}},
		{name: "utf8", full: true, rule: "utf8", path: "", slot: 1, mk: func() *Data {
			d := vtUtf8() // "héllo" is bytes [1, 7)
			d.Buffers[2][3] = 0xff
			return d
		}},
		{name: "utf8/split-character", full: true, rule: "utf8", path: "", slot: 0, mk: func() *Data {
			// the whole byte range is valid UTF-8, but slot boundaries cut "é"
			d := vtBinary(Utf8Type{}, []string{"aé", "b"}, nil) // offsets 0 3 4
			vtPut[int32](d.Buffers[1], 1, 2)
			return d
		}},
		{name: "utf8/large", full: true, rule: "utf8", path: "", slot: 4, mk: func() *Data {
			d := vtBinary(LargeUtf8Type{}, vtStrs, vtValid)
			d.Buffers[2][len(d.Buffers[2])-4] = 0xc3
			return d
		}},
		{name: "utf8/view-inline", full: true, rule: "utf8", path: "", slot: 1, mk: func() *Data {
			d := vtUtf8View()
			valuesOf[View](d.Buffers[1])[1].InlineBytes()[1] = 0xe9
			return d
		}},
		{name: "utf8/view-long", full: true, rule: "utf8", path: "", slot: 4, mk: func() *Data {
			d := vtUtf8View() // slot 4 is 日本語...: a continuation byte past the prefix becomes 'A'
			v := valuesOf[View](d.Buffers[1])[4]
			d.Buffers[2+int(v.BufferIndex)][int(v.Offset)+4] = 'A'
			return d
		}},
		{name: "utf8/nested", full: true, rule: "utf8", path: "col.items[]", slot: 3, mk: func() *Data {
			d := vtNested()
			items := d.Children[0].Children[0].Children[0]
			items.Buffers[2][len("a")+len("héllo")] = 0xfe // first byte of slot 3
			return d
		}},
		{name: "decimal-precision", full: true, rule: "decimal-precision", path: "", slot: 1, mk: func() *Data {
			d := vtDecimal32([]int32{12, 9999, 0, -9999}, []bool{true, true, false, true})
			vtPut[int32](d.Buffers[1], 1, 10000)
			return d
		}},
		{name: "decimal-precision/negative64", full: true, rule: "decimal-precision", path: "", slot: 0, mk: func() *Data {
			b := NewDecimal64Builder(Decimal64Type{Precision: 18, Scale: 0})
			b.AppendValues([]int64{math.MinInt64, 1}, nil)
			return b.NewArray().Data()
		}},
		{name: "decimal-precision/128", full: true, rule: "decimal-precision", path: "", slot: 2, mk: func() *Data {
			b := NewDecimal128Builder(Decimal128Type{Precision: 20, Scale: 0})
			p := Int256FromBig(pow10(20)).Int128()
			b.AppendValues([]Int128{{Lo: 1}, {}, p}, nil)
			return b.NewArray().Data()
		}},
		{name: "decimal-precision/256", full: true, rule: "decimal-precision", path: "", slot: 0, mk: func() *Data {
			b := NewDecimal256Builder(Decimal256Type{Precision: 76, Scale: 0})
			b.AppendValues([]Int256{{0, 0, 0, 1 << 63}}, nil)
			return b.NewArray().Data()
		}},
		{name: "date64-days", full: true, rule: "date64-days", path: "", slot: 2, mk: func() *Data {
			b := NewDate64Builder()
			b.AppendValues([]int64{-86400000, 5, 86400001, 0}, []bool{true, false, true, true})
			return b.NewArray().Data()
		}},
		{name: "time-of-day/time32s", full: true, rule: "time-of-day", path: "", slot: 1, mk: func() *Data {
			b := NewTime32Builder(Time32Type{Unit: Second})
			b.AppendValues([]int32{86399, 86400}, nil)
			return b.NewArray().Data()
		}},
		{name: "time-of-day/time32ms", full: true, rule: "time-of-day", path: "", slot: 2, mk: func() *Data {
			b := NewTime32Builder(Time32Type{Unit: Millisecond})
			b.AppendValues([]int32{0, -1, -1}, []bool{true, false, true})
			return b.NewArray().Data()
		}},
		{name: "time-of-day/time64ns", full: true, rule: "time-of-day", path: "", slot: 1, mk: func() *Data {
			b := NewTime64Builder(Time64Type{Unit: Nanosecond})
			b.AppendValues([]int64{86400e9 - 1, 86400e9}, nil)
			return b.NewArray().Data()
		}},
		{name: "time-of-day/time64us", full: true, rule: "time-of-day", path: "", slot: 0, mk: func() *Data {
			b := NewTime64Builder(Time64Type{Unit: Microsecond})
			b.AppendValues([]int64{86400e6, 0}, nil)
			return b.NewArray().Data()
		}},
		{name: "map-null-entry", full: true, rule: "map-null-entry", path: "[]", slot: 1, mk: func() *Data {
			d := vtMap()
			e := d.Children[0]
			bm, n := vtValidity([]bool{true, false, true})
			e.Buffers[0] = bm
			e.storeNulls(int64(n))
			return d
		}},
		{name: "map-null-key", full: true, rule: "map-null-key", path: "[].key", slot: 2, mk: func() *Data {
			d := vtMap()
			k := d.Children[0].Children[0]
			bm, n := vtValidity([]bool{true, true, false})
			k.Buffers[0] = bm
			k.storeNulls(int64(n))
			return d
		}},
	}
}

// vtSelfExt is an extension type that is its own storage.
type vtSelfExt struct{}

func (vtSelfExt) ID() TypeID            { return EXTENSION }
func (vtSelfExt) String() string        { return "self" }
func (vtSelfExt) ExtensionName() string { return "quiver.test.self" }
func (vtSelfExt) StorageType() DataType { return vtSelfExt{} }
func (vtSelfExt) Serialize() string     { return "" }

func TestValidateFullRejects(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range vtCases() {
		seen[c.rule] = true
		t.Run(c.name, func(t *testing.T) {
			d := c.mk()
			if c.full {
				if err := ValidateData(d); err != nil {
					t.Fatalf("Validate rejects what only ValidateFull should: %v", err)
				}
			} else {
				vtExpect(t, ValidateData(d), c.rule, c.path, c.slot)
			}
			vtExpect(t, ValidateDataFull(d), c.rule, c.path, c.slot)
			// ValidateDataSafe skips exactly the value-level rules.
			if IsValueRule(c.rule) {
				if err := ValidateDataSafe(d); err != nil {
					t.Fatalf("ValidateDataSafe enforces value rule %s: %v", c.rule, err)
				}
			} else {
				vtExpect(t, ValidateDataSafe(d), c.rule, c.path, c.slot)
			}
		})
	}
	// Every rule the documentation lists has a case.
	for _, rule := range vtDocumentedRules() {
		if !seen[rule] {
			t.Errorf("no corruption case for rule %s", rule)
		}
	}
}

// vtDocumentedRules lists the rules of the ValidationError documentation.
func vtDocumentedRules() []string {
	return []string{"nil-data", "nesting-depth", "type-nil", "type-unknown", "type-decimal-precision",
		"type-time-unit", "type-fixed-size", "type-union-mode", "type-union-codes", "type-dict-index",
		"type-run-ends", "type-map-entries", "negative-length", "negative-offset", "length-overflow",
		"null-count-range", "null-count-mismatch", "buffer-count", "buffer-too-small", "unexpected-validity",
		"children-count", "child-type", "child-too-short", "dictionary-missing", "dictionary-type",
		"dictionary-unexpected", "offsets-out-of-range", "run-ends-null", "run-ends-positive",
		"run-ends-covering", "offsets-monotonic", "list-view-negative", "list-view-range", "view-length",
		"view-inline-padding", "view-buffer-index", "view-range", "view-prefix", "union-type-id",
		"union-offset-range", "union-offsets-increasing", "dict-index-range", "run-ends-increasing",
		"utf8", "decimal-precision", "map-null-entry", "map-null-key", "date64-days", "time-of-day"}
}

func TestValidateFirstOffsetAfterLast(t *testing.T) {
	// Validate sees only the slice's ends; ValidateFull names the slot.
	d := vtBinary(BinaryType{}, []string{"ab", "c"}, nil) // offsets 0 2 3
	vtPut[int32](d.Buffers[1], 0, 3)
	vtPut[int32](d.Buffers[1], 1, 1)
	vtPut[int32](d.Buffers[1], 2, 2)
	vtExpect(t, ValidateData(d), "offsets-monotonic", "", -1)
	vtExpect(t, ValidateDataFull(d), "offsets-monotonic", "", 0)
}

func TestValidateNil(t *testing.T) {
	vtExpect(t, ValidateData(nil), "nil-data", "", -1)
	vtExpect(t, ValidateDataFull(nil), "nil-data", "", -1)
	vtExpect(t, Validate(nil), "nil-data", "", -1)
	vtExpect(t, ValidateFull((*Int32)(nil)), "nil-data", "", -1)
	vtExpect(t, Validate((*Struct)(nil)), "nil-data", "", -1)
}

func TestValidateExtensionIsItsStorage(t *testing.T) {
	d := vtExt(Utf8Type{}, vtUtf8())
	d.Buffers[2][3] = 0xff
	if err := ValidateData(d); err != nil {
		t.Fatal(err)
	}
	vtExpect(t, ValidateDataFull(d), "utf8", "", 1)
	d = vtExt(Utf8Type{}, vtUtf8())
	d.Buffers = d.Buffers[:2]
	vtExpect(t, ValidateData(d), "buffer-count", "", -1)
	// an extension's storage is validated against the storage's children
	d = vtExt(ListOf(Int32Type{}), vtListInt32())
	d.Children[0] = vtUtf8()
	vtExpect(t, ValidateData(d), "child-type", "[]", -1)
}

func TestValidationErrorString(t *testing.T) {
	e := &ValidationError{Path: "col.items[]", Slot: 3, Rule: "utf8", Msg: "bad bytes"}
	want := "arrays: invalid array at col.items[], slot 3, rule utf8: bad bytes"
	if e.Error() != want {
		t.Errorf("Error() = %q, want %q", e.Error(), want)
	}
	e = &ValidationError{Slot: -1, Rule: "buffer-count", Msg: "m"}
	want = "arrays: invalid array at <root>, slot n/a, rule buffer-count: m"
	if e.Error() != want {
		t.Errorf("Error() = %q, want %q", e.Error(), want)
	}
	if !errors.Is(e, ErrInvalid) {
		t.Error("ValidationError does not wrap ErrInvalid")
	}
}

// TestValidateDecimalPrecisionFast compares the word-arithmetic precision
// check with the big.Int reference FitsPrecision, around every power of ten.
func TestValidateDecimalPrecisionFast(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	one := big.NewInt(1)
	for p := int32(1); p <= 76; p++ {
		lim := pow10(p)
		cands := []*big.Int{
			new(big.Int).Set(lim), new(big.Int).Sub(lim, one), new(big.Int).Add(lim, one),
			new(big.Int).Neg(lim), new(big.Int).Neg(new(big.Int).Sub(lim, one)), new(big.Int).Neg(new(big.Int).Add(lim, one)),
			big.NewInt(0), big.NewInt(-1),
		}
		for range 4 {
			cands = append(cands, randDecimal(r, p).Big())
		}
		words := Int256{r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()}
		cands = append(cands, words.Big())
		for _, x := range cands {
			v := Int256FromBig(x)
			if got, want := valFitsPrecision(v, p), v.FitsPrecision(p); got != want {
				t.Fatalf("p=%d x=%s: fast %v, reference %v", p, x, got, want)
			}
		}
	}
	minimum := Int256{0, 0, 0, 1 << 63}
	if valFitsPrecision(minimum, 76) {
		t.Fatal("-2^255 fits 76 digits")
	}
}

func BenchmarkValidate(b *testing.B) {
	r := rand.New(rand.NewPCG(9, 10))
	const n = 1 << 16
	strs := make([]string, n)
	valid := make([]bool, n)
	for i := range strs {
		strs[i] = strings.Repeat([]string{"a", "héllo", "wörld", "日本語", "a longer plain ascii value"}[r.IntN(5)], 1+r.IntN(3))
		valid[i] = r.IntN(10) != 0
	}
	ints := make([]int32, n)
	for i := range ints {
		ints[i] = int32(r.Uint32())
	}
	dec := NewDecimal128Builder(Decimal128Type{Precision: 38, Scale: 2})
	for range n {
		dec.Append(randDecimal(r, 38).Int128())
	}
	cases := []struct {
		name  string
		d     *Data
		bytes int
	}{
		{"utf8", vtBinary(Utf8Type{}, strs, valid), 0},
		{"utf8_view", vtViews(Utf8ViewType{}, strs, valid), 0},
		{"int32", vtInt32(ints, valid), 4 * n},
		{"decimal128", dec.NewArray().Data(), 16 * n},
		{"struct", vtStruct(StructOf(Field{Name: "s", Type: Utf8Type{}}, Field{Name: "i", Type: Int32Type{}}), n, nil,
			vtBinary(Utf8Type{}, strs, valid), vtInt32(ints, valid)), 0},
	}
	for _, c := range cases {
		size := c.bytes
		if size == 0 {
			for _, buf := range c.d.Buffers {
				size += len(buf)
			}
		}
		b.Run("mode=basic/type="+c.name, func(b *testing.B) {
			for b.Loop() {
				if err := ValidateData(c.d); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("mode=full/type="+c.name+"/n=64K", func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				if err := ValidateDataFull(c.d); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
