package arrays

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

func TestSampleTypesCoverEveryTypeID(t *testing.T) {
	seen := map[TypeID]bool{}
	for _, st := range sampleTypes() {
		seen[st.ID()] = true
		b, err := NewBuilder(st)
		if err != nil {
			t.Errorf("%s: %v", st, err)
			continue
		}
		if !TypeEqual(b.Type(), st) {
			t.Errorf("builder of %s builds %s", st, b.Type())
		}
	}
	for id := TypeID(0); id < numTypeIDs; id++ {
		if !seen[id] {
			t.Errorf("sampleTypes has no %s", id)
		}
	}
}

// checkDataBuffers checks every buffer of d, its children and dictionary:
// 64-byte aligned, zero padding.
func checkDataBuffers(t *testing.T, name string, d *Data) {
	t.Helper()
	for i, b := range d.Buffers {
		if b != nil {
			checkBufferPadding(t, fmt.Sprintf("%s buffer %d", name, i), b)
		}
	}
	for i, c := range d.Children {
		checkDataBuffers(t, fmt.Sprintf("%s.child%d", name, i), c)
	}
	if d.Dictionary != nil {
		checkDataBuffers(t, name+".dictionary", d.Dictionary)
	}
}

// checkRefs compares every slot of a with want through refOf, and the
// level's null count with its validity bits.
func checkRefs(t *testing.T, name string, a Array, want []any) {
	t.Helper()
	if a.Len() != len(want) {
		t.Fatalf("%s: length %d, want %d", name, a.Len(), len(want))
	}
	for i, w := range want {
		if got := refOf(a, i); !reflect.DeepEqual(got, w) {
			t.Fatalf("%s: slot %d is %#v, want %#v", name, i, got, w)
		}
	}
	d := a.Data()
	nulls := 0
	if hasValidityBitmap(d.Type) || d.Type.ID() == NULL {
		for i := range d.Length {
			if !d.IsValid(i) {
				nulls++
			}
		}
	}
	if d.NullN() != nulls {
		t.Fatalf("%s: NullN %d, validity has %d nulls", name, d.NullN(), nulls)
	}
}

func allBuilderTypes() []DataType { return append(sampleTypes(), builderExtraTypes()...) }

func TestRandomArraysSlices(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, typ := range allBuilderTypes() {
		for _, n := range []int{0, 1, 9, 70} {
			for _, p := range []float64{0, 0.25} {
				name := fmt.Sprintf("%s/n=%d/nulls=%.2f", typ, n, p)
				a, refs := randomArrayRef(r, typ, n, p)
				if !TypeEqual(a.DataType(), typ) {
					t.Fatalf("%s: built %s", name, a.DataType())
				}
				checkDataBuffers(t, name, a.Data())
				checkRefs(t, name, a, refs)
				if p == 0 && hasValidityBitmap(typ) && a.NullN() != 0 {
					t.Errorf("%s: %d nulls with null probability 0", name, a.NullN())
				}
				offs := []int{0, 1, 2, 3, 4, 5, 6, 7, 13, n / 2, n - 1, n}
				for _, off := range offs {
					if off < 0 || off > n {
						continue
					}
					for _, end := range []int{n, off + (n-off)/2, off} {
						s := Slice(a, off, end)
						checkRefs(t, fmt.Sprintf("%s[%d:%d]", name, off, end), s, refs[off:end])
						// slicing a slice composes
						if end-off > 2 {
							checkRefs(t, fmt.Sprintf("%s[%d:%d][1:]", name, off, end), Slice(s, 1, s.Len()), refs[off+1:end])
						}
					}
				}
			}
		}
	}
}

// A builder is reusable after NewArray, and reusing it does not disturb
// arrays it built before.
func TestBuilderReuse(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, typ := range allBuilderTypes() {
		b, err := NewBuilder(typ)
		if err != nil {
			t.Fatalf("%s: %v", typ, err)
		}
		var arrays []Array
		var refs [][]any
		for round, n := range []int{23, 0, 41} {
			g := newRandomGen(r, 0.2)
			want := g.fill(b, typ, n)
			if b.Len() != n {
				t.Fatalf("%s round %d: builder Len %d, want %d", typ, round, b.Len(), n)
			}
			nulls := b.NullN()
			a := b.NewArray()
			if a.NullN() != nulls {
				t.Errorf("%s round %d: builder NullN %d, array %d", typ, round, nulls, a.NullN())
			}
			if b.Len() != 0 || b.NullN() != 0 {
				t.Fatalf("%s round %d: builder not reset: Len %d NullN %d", typ, round, b.Len(), b.NullN())
			}
			arrays = append(arrays, a)
			refs = append(refs, want)
		}
		for k, a := range arrays {
			checkRefs(t, fmt.Sprintf("%s round %d", typ, k), a, refs[k])
			checkDataBuffers(t, typ.String(), a.Data())
		}
	}
}

// AppendNull, AppendNulls and AppendEmpty on every builder agree with the
// reference model, and Reserve appends nothing.
func TestBuilderNullsAndEmpties(t *testing.T) {
	for _, typ := range allBuilderTypes() {
		b, err := NewBuilder(typ)
		if err != nil {
			t.Fatalf("%s: %v", typ, err)
		}
		b.Reserve(10)
		if b.Len() != 0 {
			t.Fatalf("%s: Reserve appended %d slots", typ, b.Len())
		}
		b.AppendNull()
		b.AppendEmpty()
		b.AppendNulls(3)
		b.AppendNulls(0)
		b.AppendEmpty()
		if b.Len() != 6 {
			t.Fatalf("%s: Len %d after 6 appends", typ, b.Len())
		}
		a := b.NewArray()
		e := emptyRef(typ)
		checkRefs(t, typ.String(), a, []any{nil, e, nil, nil, nil, e})
		checkDataBuffers(t, typ.String(), a.Data())
		if hasValidityBitmap(typ) && a.NullN() != 4 {
			t.Errorf("%s: NullN %d, want 4", typ, a.NullN())
		}
	}
}

func TestStructBuilderNullFields(t *testing.T) {
	st := StructOf(Field{Name: "opt", Type: Int32Type{}, Nullable: true}, Field{Name: "req", Type: Utf8Type{}})
	b := NewStructBuilder(st)
	b.AppendNulls(2)
	b.Append(true)
	b.FieldBuilder(0).(*Int32Builder).Append(7)
	b.FieldBuilder(1).(*Utf8Builder).AppendString("x")
	b.AppendNull()
	a := b.NewStructArray()
	if a.NullN() != 3 {
		t.Errorf("struct nulls %d, want 3", a.NullN())
	}
	opt, req := a.Field(0), a.Field(1)
	if opt.NullN() != 3 {
		t.Errorf("nullable field has %d nulls, want 3 (one per null struct)", opt.NullN())
	}
	if req.NullN() != 0 || req.Data().Buffers[0] != nil {
		t.Errorf("non-nullable field has %d nulls; a null struct must not put nulls there", req.NullN())
	}
	checkValueStrings(t, "req", req, `""`, `""`, `"x"`, `""`)
}

func TestAppendValuesHelpers(t *testing.T) {
	valid := []bool{true, false, true, true}
	bb := NewBooleanBuilder()
	bb.AppendValues([]bool{true, true, false, true}, valid)
	checkValueStrings(t, "bool", bb.NewArray(), "true", "null", "false", "true")
	bb.AppendValues([]bool{false, true}, nil)
	checkValueStrings(t, "bool", bb.NewArray(), "false", "true")

	strs := []string{"a", "b", "a long string past twelve", ""}
	for _, b := range []interface {
		Builder
		AppendStrings([]string, []bool)
		AppendValues([][]byte, []bool)
	}{NewBinaryBuilder(), NewUtf8Builder(), NewLargeBinaryBuilder(), NewLargeUtf8Builder(), NewBinaryViewBuilder(), NewUtf8ViewBuilder()} {
		b.AppendStrings(strs, valid)
		checkValueStrings(t, b.Type().String(), b.NewArray(), `"a"`, "null", `"a long string past twelve"`, `""`)
		b.AppendValues([][]byte{[]byte("q"), nil}, nil)
		checkValueStrings(t, b.Type().String(), b.NewArray(), `"q"`, `""`)
	}
}

func TestFixedSizeBinaryBuilder(t *testing.T) {
	b := NewFixedSizeBinaryBuilder(FixedSizeBinaryType{ByteWidth: 3})
	mustOK(t, b.Append([]byte("abc")))
	if err := b.Append([]byte("ab")); err == nil {
		t.Error("a 2-byte value in fixed_size_binary[3] was accepted")
	}
	if err := b.AppendString("abcd"); err == nil {
		t.Error("a 4-byte value in fixed_size_binary[3] was accepted")
	}
	b.AppendNull()
	mustOK(t, b.AppendString("xyz"))
	b.AppendEmpty()
	a := b.NewFixedSizeBinaryArray()
	checkValueStrings(t, "fsb", a, `"abc"`, "null", `"xyz"`, `"\x00\x00\x00"`)
	checkSpecBuffer(t, "fsb data", a.Data().Buffers[1], specStr("abc\x00\x00\x00xyz\x00\x00\x00"))
}

func TestListViewBuilderLayout(t *testing.T) {
	b := NewLargeListViewBuilder(LargeListViewOf(Int8Type{}))
	vb := b.ValueBuilder().(*Int8Builder)
	b.Append(true)
	vb.Append(1)
	vb.Append(2)
	b.AppendNull()
	vb.Append(99) // after a null slot: belongs to no list
	b.Append(true)
	vb.Append(3)
	b.AppendNulls(2)
	b.AppendEmpty()
	a := b.NewLargeListViewArray()
	d := a.Data()
	checkSpecBuffer(t, "offsets", d.Buffers[1], specInts(8, 0, 0, 3, 0, 0, 4))
	checkSpecBuffer(t, "sizes", d.Buffers[2], specInts(8, 2, 0, 1, 0, 0, 0))
	checkValueStrings(t, "list view", a, "[1 2]", "null", "[3]", "null", "null", "[]")
}

func TestViewBuilderBlocks(t *testing.T) {
	b := NewBinaryViewBuilder()
	var want []string
	for i := range 2000 {
		s := fmt.Sprintf("value number %05d, padded to forty bytes", i)[:40]
		want = append(want, s)
		b.AppendString(s)
	}
	a := b.NewBinaryViewArray()
	bufs := a.DataBuffers()
	if len(bufs) != 3 {
		t.Errorf("%d data buffers for 80000 bytes in 32 KiB blocks, want 3", len(bufs))
	}
	for k, buf := range bufs {
		if len(buf) > DefaultViewBlockSize {
			t.Errorf("data buffer %d has %d bytes, over the block size", k, len(buf))
		}
		checkBufferPadding(t, fmt.Sprintf("data %d", k), buf)
	}
	for i, s := range want {
		if string(a.Value(i)) != s {
			t.Fatalf("slot %d is %q, want %q", i, a.Value(i), s)
		}
	}
	// A builder that never saw a long value has no data buffers.
	b.AppendString("short")
	if n := len(b.NewBinaryViewArray().DataBuffers()); n != 0 {
		t.Errorf("%d data buffers for inline values only", n)
	}
}

func TestUnionBuilderCodes(t *testing.T) {
	ut := DenseUnionOf([]Field{{Name: "a", Type: Int8Type{}, Nullable: true}, {Name: "b", Type: Utf8Type{}, Nullable: true}}, []int8{40, 13})
	b := NewUnionBuilder(ut)
	if b.ChildIndex(13) != 1 || b.ChildIndex(40) != 0 || b.ChildIndex(0) != -1 || b.ChildIndex(-3) != -1 {
		t.Errorf("ChildIndex: 13->%d 40->%d 0->%d -3->%d", b.ChildIndex(13), b.ChildIndex(40), b.ChildIndex(0), b.ChildIndex(-3))
	}
	if err := b.Append(0); err == nil || b.Len() != 0 {
		t.Errorf("undeclared code: err %v, Len %d", err, b.Len())
	}
	mustOK(t, b.Append(13))
	b.Child(1).(*Utf8Builder).AppendString("x")
	b.AppendNull()
	mustOK(t, b.Append(13))
	b.Child(1).(*Utf8Builder).AppendString("y")
	b.AppendEmpty()
	a := b.NewUnionArray()
	d := a.Data()
	checkSpecBuffer(t, "types", d.Buffers[1], specI8(13, 40, 13, 40))
	checkSpecBuffer(t, "offsets", d.Buffers[2], specI32(0, 0, 1, 1))
	checkValueStrings(t, "union", a, `13:"x"`, "null", `13:"y"`, "40:0")
	if a.NullN() != 0 {
		t.Errorf("union NullN %d, want 0", a.NullN())
	}
}

func TestRunEndEncodedBuilder(t *testing.T) {
	b := NewRunEndEncodedBuilder(RunEndEncodedOf(Int16Type{}, Utf8Type{}))
	mustOK(t, b.AppendString("a"))
	mustOK(t, b.AppendN("a", 2))
	mustOK(t, b.AppendBytes([]byte("b")))
	b.AppendNull()
	b.AppendNulls(2)
	b.AppendEmpty()
	mustOK(t, b.Append(""))
	mustOK(t, b.ContinueRun(2))
	mustOK(t, b.AppendRun(1))
	b.ValueBuilder().(*Utf8Builder).AppendString("b")
	mustOK(t, b.AppendString("b")) // a run started by AppendRun is opaque: never extended by a value append
	if err := b.Append(3); err == nil {
		t.Error("an int appended to a utf8 run-end encoded builder")
	}
	if err := b.AppendN("z", -1); err == nil {
		t.Error("a negative run length was accepted")
	}
	if b.Len() != 13 || b.NumRuns() != 6 {
		t.Errorf("Len %d, NumRuns %d; want 13, 6", b.Len(), b.NumRuns())
	}
	a, err := b.NewRunEndEncodedArray()
	mustOK(t, err)
	checkSpecBuffer(t, "run ends", a.Data().Children[0].Buffers[1], specInts(2, 3, 4, 7, 11, 12, 13))
	checkValueStrings(t, "values", a.Values(), `"a"`, `"b"`, "null", `""`, `"b"`, `"b"`)
	if b.Len() != 0 || b.NumRuns() != 0 {
		t.Errorf("not reset: Len %d NumRuns %d", b.Len(), b.NumRuns())
	}

	// int16 run ends hold a logical length up to 32767.
	mustOK(t, b.AppendN("x", 32760))
	mustOK(t, b.AppendN("y", 7))
	err = b.Append("y")
	if !errors.Is(err, ErrRunEndOverflow) {
		t.Errorf("overflow: %v, want ErrRunEndOverflow", err)
	}
	if err := b.ContinueRun(1); !errors.Is(err, ErrRunEndOverflow) {
		t.Errorf("ContinueRun overflow: %v", err)
	}
	b.AppendNull()
	if !errors.Is(b.Err(), ErrRunEndOverflow) {
		t.Errorf("Err after AppendNull overflow: %v", b.Err())
	}
	a, err = b.NewRunEndEncodedArray()
	if !errors.Is(err, ErrRunEndOverflow) || a.Len() != 32767 || a.NumRuns() != 2 {
		t.Errorf("after overflow: err %v, Len %d, runs %d", err, a.Len(), a.NumRuns())
	}
	if b.Err() != nil {
		t.Errorf("Err not reset: %v", b.Err())
	}

	// Nested values go through AppendRun and ValueBuilder.
	nb := NewRunEndEncodedBuilder(RunEndEncodedOf(Int64Type{}, ListOf(Int8Type{})))
	if err := nb.Append([]byte("x")); err == nil {
		t.Error("a scalar appended to list runs")
	}
	lb := nb.ValueBuilder().(*ListBuilder)
	mustOK(t, nb.AppendRun(3))
	lb.Append(true)
	lb.ValueBuilder().(*Int8Builder).Append(5)
	nb.AppendEmpty()
	nb.AppendEmpty()
	nb.AppendNull()
	checkValueStrings(t, "nested", nb.NewArray(), "[5]", "[5]", "[5]", "[]", "[]", "null")
}

func TestDictionaryBuilderIndexTypes(t *testing.T) {
	for _, it := range []DataType{Int8Type{}, Uint8Type{}, Int16Type{}, Uint16Type{}, Int32Type{}, Uint32Type{}, Int64Type{}, Uint64Type{}} {
		dt := &DictionaryType{Index: it, Value: Int64Type{}}
		b := NewDictionaryBuilder(dt)
		for _, v := range []int64{10, 20, 10, 30, 20} {
			mustOK(t, b.Append(v))
		}
		b.AppendNull()
		mustOK(t, b.AppendIndex(2))
		a, err := b.NewDictionaryArray()
		mustOK(t, err)
		w := PrimitiveByteWidth(it.ID())
		checkSpecBuffer(t, it.String()+" indices", a.Data().Buffers[1], specInts(w, 0, 1, 0, 2, 1, nil, 2))
		checkValueStrings(t, it.String(), a, "10", "20", "10", "30", "20", "null", "30")
		checkValueStrings(t, it.String()+" dictionary", a.Dictionary(), "10", "20", "30")
		checkValueStrings(t, it.String()+" indices", a.Indices(), "0", "1", "0", "2", "1", "null", "2")
		// the next array starts a new dictionary
		mustOK(t, b.Append(int64(30)))
		a2, err := b.NewDictionaryArray()
		mustOK(t, err)
		if a2.IndexValue(0) != 0 || a2.Dictionary().Len() != 1 {
			t.Errorf("%s: memo not reset: index %d, dictionary %d", it, a2.IndexValue(0), a2.Dictionary().Len())
		}
	}
}

func TestDictionaryBuilderLimitsAndErrors(t *testing.T) {
	for _, c := range []struct {
		index DataType
		max   int
	}{{Int8Type{}, 128}, {Uint8Type{}, 256}} {
		b := NewDictionaryBuilder(&DictionaryType{Index: c.index, Value: Int32Type{}})
		for v := range c.max {
			mustOK(t, b.Append(int32(v)))
		}
		mustOK(t, b.Append(int32(0))) // known values still fit
		if err := b.Append(int32(c.max)); err == nil {
			t.Errorf("%s: value %d accepted beyond the index range", c.index, c.max+1)
		}
		if b.Len() != c.max+1 {
			t.Errorf("%s: a failed append changed Len to %d", c.index, b.Len())
		}
		a := b.NewArray().(*Dictionary)
		if a.IndexValue(c.max-1) != c.max-1 {
			t.Errorf("%s: last index %d", c.index, a.IndexValue(c.max-1))
		}
	}

	dt := &DictionaryType{Index: Int16Type{}, Value: Utf8Type{}}
	b := NewDictionaryBuilder(dt)
	if err := b.AppendIndex(0); err == nil {
		t.Error("index 0 into an empty dictionary accepted")
	}
	if err := b.Append(int32(1)); err == nil {
		t.Error("an int32 accepted as a utf8 value")
	}
	ib := NewInt32Builder()
	ib.Append(1)
	if err := b.SetDictionary(ib.NewArray()); err == nil {
		t.Error("an int32 dictionary accepted for utf8 values")
	}
	ub := NewUtf8Builder()
	ub.AppendStrings([]string{"p", "q"}, nil)
	dict := ub.NewArray()
	mustOK(t, b.SetDictionary(dict))
	if err := b.AppendIndex(2); err == nil {
		t.Error("index 2 into a dictionary of 2 accepted")
	}
	if err := b.AppendIndex(-1); err == nil {
		t.Error("index -1 accepted")
	}
	if err := b.AppendString("r"); !errors.Is(err, ErrNotInDictionary) {
		t.Errorf("absent value: %v, want ErrNotInDictionary", err)
	}
	mustOK(t, b.AppendString("q"))
	if err := b.SetDictionary(dict); err == nil {
		t.Error("SetDictionary after appends accepted")
	}
	b.AppendEmpty() // "" is not in the dictionary: a null, and an error
	if b.Err() == nil || !errors.Is(b.Err(), ErrNotInDictionary) {
		t.Errorf("Err after a failed AppendEmpty: %v", b.Err())
	}
	a, err := b.NewDictionaryArray()
	if err == nil || a.Len() != 2 || !a.IsNull(1) {
		t.Errorf("after a failed AppendEmpty: err %v, Len %d", err, a.Len())
	}
	checkValueStrings(t, "fixed", a, `"q"`, "null")
	if got := b.Dictionary(); got == nil || got.Len() != 2 {
		t.Errorf("fixed dictionary not kept across NewArray")
	}

	// Non-scalar values: AppendIndex into a given dictionary.
	lt := &DictionaryType{Index: Uint8Type{}, Value: ListOf(Int8Type{})}
	lb := NewDictionaryBuilder(lt)
	if err := lb.Append([]byte{1}); err == nil {
		t.Error("a scalar memoized into list values")
	}
	lb.AppendEmpty() // while memoizing: one shared empty list entry
	lb.AppendEmpty()
	la := lb.NewArray().(*Dictionary)
	checkValueStrings(t, "list dictionary", la, "[]", "[]")
	if la.Dictionary().Len() != 1 {
		t.Errorf("empty list memoized %d times", la.Dictionary().Len())
	}
}

func TestNewBuilderMalformedTypes(t *testing.T) {
	cases := []struct {
		t    DataType
		want string
	}{
		{nil, "nil type"},
		{&DictionaryType{Index: Float32Type{}, Value: Utf8Type{}}, "not an integer"},
		{&DictionaryType{Index: Int32Type{}}, "value type"},
		{RunEndEncodedOf(Int8Type{}, Utf8Type{}), "int16, int32 or int64"},
		{&RunEndEncodedType{Values: Field{Type: Int8Type{}}}, "int16, int32 or int64"},
		{&UnionType{Mode: SparseMode, Children: []Field{{Name: "a", Type: Int8Type{}}}}, "type codes"},
		{SparseUnionOf([]Field{{Name: "a", Type: Int8Type{}}, {Name: "b", Type: Int8Type{}}}, []int8{1, 1}), "names two"},
		{DenseUnionOf([]Field{{Name: "a", Type: Int8Type{}}}, []int8{-1}), "negative"},
		{&UnionType{Mode: 7}, "neither"},
		{&MapType{Entries: Field{Name: "entries", Type: Int32Type{}}}, "entries"},
		{FixedSizeListOf(Int32Type{}, -1), "negative"},
		{FixedSizeBinaryType{ByteWidth: -1}, "negative"},
		{StructOf(Field{Name: "inner", Type: ListOf(nil)}), `"inner"`},
		{ListOf(&DictionaryType{Index: Utf8Type{}, Value: Utf8Type{}}), "not an integer"},
		{newSampleExtType(nil), "storage"},
		{newSampleExtType(RunEndEncodedOf(Float64Type{}, Int8Type{})), "run ends"},
		{(*ListType)(nil), "nil"},
		{malformedListType{}, "no builder"},
	}
	for _, c := range cases {
		b, err := NewBuilder(c.t)
		if err == nil || b != nil {
			t.Errorf("NewBuilder(%v) = %v, %v; want an error", c.t, b, err)
		}
		_, err = makeBuilder(c.t)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("makeBuilder(%v): %v, want it to mention %q", c.t, err, c.want)
		}
	}
}

type malformedListType struct{}

func (malformedListType) ID() TypeID     { return LIST }
func (malformedListType) String() string { return "bad" }

func TestTypedConstructorsPanicOnMalformed(t *testing.T) {
	for name, f := range map[string]func(){
		"list":       func() { NewListBuilder(ListOf(nil)) },
		"dictionary": func() { NewDictionaryBuilder(&DictionaryType{Index: BoolType{}, Value: Int8Type{}}) },
		"ree":        func() { NewRunEndEncodedBuilder(RunEndEncodedOf(Uint32Type{}, Int8Type{})) },
		"fsb":        func() { NewFixedSizeBinaryBuilder(FixedSizeBinaryType{ByteWidth: -2}) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

// Children out of step with their parent are a caller bug that NewArray
// reports by panicking, naming what is wrong.
func TestNestedBuilderMisuse(t *testing.T) {
	for name, f := range map[string]func(){
		"struct": func() {
			b := NewStructBuilder(StructOf(Field{Name: "a", Type: Int8Type{}}))
			b.Append(true)
			b.NewArray()
		},
		"fixed-size list": func() {
			b := NewFixedSizeListBuilder(FixedSizeListOf(Int8Type{}, 2))
			b.Append(true)
			b.ValueBuilder().AppendEmpty()
			b.NewArray()
		},
		"map": func() {
			b := NewMapBuilder(MapOf(Int8Type{}, Int8Type{}))
			b.Append(true)
			b.KeyBuilder().AppendEmpty()
			b.NewArray()
		},
		"sparse union": func() {
			b := NewUnionBuilder(SparseUnionOf([]Field{{Name: "a", Type: Int8Type{}}, {Name: "b", Type: Int8Type{}}}, nil))
			b.Child(1).AppendEmpty()
			b.NewArray()
		},
		"ree": func() {
			b := NewRunEndEncodedBuilder(RunEndEncodedOf(Int32Type{}, ListOf(Int8Type{})))
			_ = b.AppendRun(2)
			b.NewArray()
		},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: no panic", name)
				}
			}()
			f()
		}()
	}
}

func TestSparseUnionUnselectedChildren(t *testing.T) {
	ut := SparseUnionOf([]Field{{Name: "opt", Type: Int8Type{}, Nullable: true}, {Name: "req", Type: Utf8Type{}}}, []int8{1, 2})
	b := NewUnionBuilder(ut)
	mustOK(t, b.Append(2))
	b.Child(1).(*Utf8Builder).AppendString("x")
	mustOK(t, b.Append(1))
	b.Child(0).(*Int8Builder).Append(4)
	b.AppendNull()
	a := b.NewUnionArray()
	opt, req := a.Child(0), a.Child(1)
	checkValueStrings(t, "opt", opt, "null", "4", "null")
	checkValueStrings(t, "req", req, `"x"`, `""`, `""`)
	if req.NullN() != 0 {
		t.Errorf("non-nullable child got %d nulls", req.NullN())
	}
	checkValueStrings(t, "union", a, `2:"x"`, "1:4", "null")
}

func TestScalarBytesGoTypes(t *testing.T) {
	ok := []struct {
		t    DataType
		v    any
		want string
	}{
		{Int8Type{}, int8(-2), "-2"},
		{Int8Type{}, -128, "-128"},
		{Uint8Type{}, 255, "255"},
		{Int16Type{}, 1000, "1000"},
		{Uint32Type{}, uint32(4000000000), "4000000000"}, // typed: an int cannot hold it on 32-bit platforms
		{Int64Type{}, -5, "-5"},
		{Uint64Type{}, uint64(1 << 63), "9223372036854775808"},
		{Date32Type{}, int32(0), "1970-01-01"},
		{Date32Type{}, 1, "1970-01-02"},
		{TimestampType{Unit: Second}, int64(86400), "1970-01-02T00:00:00"},
		{Float32Type{}, float32(1.5), "1.5"},
		{Float16Type{}, HalfFromFloat32(2), "2"},
		{Decimal128Type{Precision: 5, Scale: 2}, Int128{Lo: 12345}, "123.45"},
		{IntervalDayTimeType{}, DayTime{Days: 1, Milliseconds: 2}, "1d2ms"},
		{BoolType{}, true, "true"},
		{FixedSizeBinaryType{ByteWidth: 2}, "ab", `"ab"`},
		{LargeUtf8Type{}, []byte("é"), `"é"`},
	}
	for _, c := range ok {
		b := NewRunEndEncodedBuilder(RunEndEncodedOf(Int32Type{}, c.t))
		if err := b.Append(c.v); err != nil {
			t.Errorf("%s <- %#v: %v", c.t, c.v, err)
			continue
		}
		checkValueStrings(t, c.t.String(), b.NewArray(), c.want)
	}
	bad := []struct {
		t DataType
		v any
	}{
		{Int8Type{}, 128},
		{Int8Type{}, int16(1)},
		{Uint8Type{}, -1},
		{Uint16Type{}, 1 << 16},
		{Uint64Type{}, -1},
		{Float64Type{}, 1},
		{Float64Type{}, float32(1)},
		{BoolType{}, 1},
		{FixedSizeBinaryType{ByteWidth: 2}, "abc"},
		{Utf8Type{}, 'x'},
		{Decimal256Type{Precision: 5, Scale: 0}, Int128{}},
	}
	for _, c := range bad {
		b := NewDictionaryBuilder(&DictionaryType{Index: Int32Type{}, Value: c.t})
		if err := b.Append(c.v); err == nil || b.Len() != 0 {
			t.Errorf("%s <- %#v (%T) accepted", c.t, c.v, c.v)
		}
	}
}
