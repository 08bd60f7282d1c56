package arrays

// Random arrays of every type, for property tests across the package:
// sampleTypes lists an instance of every TypeID and randomArray builds a
// random array of any type through the builders. randomArrayRef also
// returns a reference of what was appended, one plain Go value per slot,
// which refOf reads back from an array through its accessors.

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// sampleExtType is the extension type of the samples: a named wrapper over
// any storage type, registered so readers can rebuild it.
type sampleExtType struct{ storage DataType }

const sampleExtName = "quiver.test.sample"

func (*sampleExtType) ID() TypeID { return EXTENSION }
func (t *sampleExtType) String() string {
	if t.storage == nil {
		return "extension<" + sampleExtName + ">"
	}
	return "extension<" + sampleExtName + ", " + t.storage.String() + ">"
}
func (*sampleExtType) ExtensionName() string     { return sampleExtName }
func (t *sampleExtType) StorageType() DataType   { return t.storage }
func (*sampleExtType) Serialize() string         { return "sample" }
func newSampleExtType(storage DataType) DataType { return &sampleExtType{storage: storage} }

func init() {
	err := RegisterExtensionType(sampleExtName, func(storage DataType, serialized string) (ExtensionType, error) {
		if serialized != "sample" {
			return nil, fmt.Errorf("%s: unexpected parameters %q", sampleExtName, serialized)
		}
		return &sampleExtType{storage: storage}, nil
	})
	if err != nil {
		panic(err)
	}
}

// sampleTypes lists at least one instance of every TypeID: all the table
// samples and a nested selection with non-default union codes, every
// dictionary index signedness and every run-end width.
func sampleTypes() []DataType {
	ts := []DataType{NullType{}, BoolType{}}
	ts = append(ts, primitiveSamples...)
	ts = append(ts,
		BinaryType{}, Utf8Type{}, LargeBinaryType{}, LargeUtf8Type{},
		BinaryViewType{}, Utf8ViewType{},
		FixedSizeBinaryType{ByteWidth: 5},
		ListOf(Int32Type{}),
		LargeListOf(Utf8Type{}),
		ListViewOf(Int32Type{}),
		LargeListViewOf(Utf8Type{}),
		FixedSizeListOf(Int16Type{}, 3),
		StructOf(
			Field{Name: "a", Type: Int64Type{}, Nullable: true},
			Field{Name: "b", Type: Utf8Type{}, Nullable: true},
			Field{Name: "c", Type: BoolType{}},
			Field{Name: "d", Type: ListOf(Float64Type{}), Nullable: true},
		),
		MapOf(Utf8Type{}, Int64Type{}),
		SparseUnionOf([]Field{
			{Name: "i", Type: Int32Type{}, Nullable: true},
			{Name: "s", Type: Utf8Type{}, Nullable: true},
			{Name: "f", Type: Float64Type{}, Nullable: true},
		}, []int8{5, 2, 9}),
		DenseUnionOf([]Field{
			{Name: "l", Type: Int64Type{}, Nullable: true},
			{Name: "b", Type: BinaryType{}, Nullable: true},
			{Name: "s", Type: StructOf(Field{Name: "x", Type: Int8Type{}, Nullable: true}), Nullable: true},
		}, []int8{3, 7, 1}),
		&DictionaryType{Index: Int8Type{}, Value: Utf8Type{}},
		&DictionaryType{Index: Uint16Type{}, Value: Int64Type{}},
		&DictionaryType{Index: Int32Type{}, Value: Utf8Type{}, Ordered: true},
		&DictionaryType{Index: Uint64Type{}, Value: Int64Type{}},
		RunEndEncodedOf(Int16Type{}, Float64Type{}),
		RunEndEncodedOf(Int32Type{}, Utf8Type{}),
		RunEndEncodedOf(Int64Type{}, Int32Type{}),
		newSampleExtType(Int32Type{}),
	)
	return ts
}

// randomArray builds n random slots of t, each null with probability
// nullProb; nested types draw small children with the same probability.
// Every type is supported; table types come from randomPrimitive.
func randomArray(r *rand.Rand, t DataType, n int, nullProb float64) Array {
	if _, ok := newPrimitiveBuilder(t); ok {
		return randomPrimitive(r, t, n, nullProb)
	}
	a, _ := randomArrayRef(r, t, n, nullProb)
	return a
}

// randomArrayRef is randomArray that also returns the reference of the
// appended slots (see refOf).
func randomArrayRef(r *rand.Rand, t DataType, n int, nullProb float64) (Array, []any) {
	if _, ok := newPrimitiveBuilder(t); ok {
		a := randomPrimitive(r, t, n, nullProb)
		refs := make([]any, n)
		for i := range refs {
			refs[i] = refOf(a, i)
		}
		return a, refs
	}
	b, err := NewBuilder(t)
	if err != nil {
		panic(err)
	}
	g := newRandomGen(r, nullProb)
	refs := g.fill(b, t, n)
	return b.NewArray(), refs
}

// ----- the reference model -----

// primRef is a fixed-width primitive slot, by its rendering.
type primRef string

// structRef holds the fields of a valid struct slot.
type structRef []any

// unionRef is a valid union slot: its type code and value.
type unionRef struct {
	code int8
	v    any
}

// mapEntryRef is one map entry.
type mapEntryRef struct{ k, v any }

// refOf reads slot i of a through its accessors: nil for a null slot (at
// this level, or the selected value for unions, run-end encoded and
// dictionary arrays), bool, string for binary-like and fixed-size binary,
// primRef for fixed-width primitives, []any for lists, structRef,
// unionRef and []mapEntryRef.
func refOf(a Array, i int) any {
	if a.IsNull(i) {
		return nil
	}
	switch a := a.(type) {
	case *Null:
		return nil
	case *Boolean:
		return a.Value(i)
	case *Binary:
		return string(a.Value(i))
	case *Utf8:
		return a.Value(i)
	case *LargeBinary:
		return string(a.Value(i))
	case *LargeUtf8:
		return a.Value(i)
	case *BinaryView:
		return string(a.Value(i))
	case *Utf8View:
		return a.Value(i)
	case *FixedSizeBinary:
		return string(a.Value(i))
	case *List:
		s, e := a.ValueRange(i)
		return refRange(a.ListValues(), s, e)
	case *LargeList:
		s, e := a.ValueRange(i)
		return refRange(a.ListValues(), s, e)
	case *ListView:
		v := a.ValueArray(i)
		return refRange(v, 0, v.Len())
	case *LargeListView:
		s, e := a.ValueRange(i)
		return refRange(a.ListValues(), s, e)
	case *FixedSizeList:
		v := a.ValueArray(i)
		return refRange(v, 0, v.Len())
	case *Map:
		s, e := a.ValueRange(i)
		entries := MakeArray(a.Data().Children[0]).(*Struct)
		keys, items := entries.Field(0), entries.Field(1)
		out := []mapEntryRef{}
		for k := s; k < e; k++ {
			out = append(out, mapEntryRef{refOf(keys, k), refOf(items, k)})
		}
		return out
	case *Struct:
		out := make(structRef, a.NumField())
		for k := range out {
			out[k] = refOf(a.Field(k), i)
		}
		return out
	case *Union:
		// Union.IsNull looks at the selected child's validity bitmap only;
		// a child that is itself a union (or run-end encoded) is null
		// through its own children, which refOf follows.
		v := refOf(a.Child(a.ChildIndex(i)), a.ChildOffset(i))
		if v == nil {
			return nil
		}
		return unionRef{a.TypeCode(i), v}
	case *Dictionary:
		return refOf(a.Dictionary(), a.IndexValue(i))
	case *RunEndEncoded:
		return refOf(a.Values(), a.PhysicalIndex(i))
	case *ExtensionArray:
		return refOf(a.Storage(), i)
	}
	return primRef(a.ValueString(i))
}

func refRange(a Array, s, e int) []any {
	out := []any{}
	for k := s; k < e; k++ {
		out = append(out, refOf(a, k))
	}
	return out
}

// emptyRef is the reference of the value AppendEmpty appends.
func emptyRef(t DataType) any {
	switch tt := t.(type) {
	case ExtensionType:
		return emptyRef(tt.StorageType())
	case NullType:
		return nil
	case BoolType:
		return false
	case FixedSizeBinaryType:
		return string(make([]byte, tt.ByteWidth))
	case *ListType, *LargeListType, *ListViewType, *LargeListViewType:
		return []any{}
	case *MapType:
		return []mapEntryRef{}
	case *FixedSizeListType:
		out := []any{}
		for range tt.Size {
			out = append(out, emptyRef(tt.Elem.Type))
		}
		return out
	case *StructType:
		out := make(structRef, len(tt.Children))
		for k, f := range tt.Children {
			out[k] = emptyRef(f.Type)
		}
		return out
	case *UnionType:
		v := emptyRef(tt.Children[0].Type)
		if v == nil {
			return nil
		}
		return unionRef{tt.TypeCodes[0], v}
	case *DictionaryType:
		return emptyRef(tt.Value)
	case *RunEndEncodedType:
		return emptyRef(tt.Values.Type)
	}
	if IsBinaryLike(t.ID()) {
		return ""
	}
	b, err := NewBuilder(t)
	if err != nil {
		panic(err)
	}
	b.AppendEmpty()
	return primRef(b.NewArray().ValueString(0))
}

// ----- the generator -----

// randomGen appends random values into builders and returns their
// references. Dictionary and run-end encoded builders keep per-builder
// state: the dictionary or value pool they draw from, the last run.
type randomGen struct {
	r        *rand.Rand
	nullProb float64
	dicts    map[*DictionaryBuilder]*genPool
	runs     map[*RunEndEncodedBuilder]*genRun
}

type genPool struct {
	fixed bool  // SetDictionary mode: AppendIndex into vals
	vals  Array // the dictionary, or the pool memoized values come from
	refs  []any
}

type genRun struct {
	pool  Array // scalar values to draw runs from (nil for nested values)
	refs  []any
	last  any // reference of the last slot this generator appended
	atLen int // the builder's length after that slot
	prev  int // pool index of the last run, -1 for none
}

func newRandomGen(r *rand.Rand, nullProb float64) *randomGen {
	return &randomGen{r: r, nullProb: nullProb, dicts: map[*DictionaryBuilder]*genPool{}, runs: map[*RunEndEncodedBuilder]*genRun{}}
}

// fill appends n slots to b, whose type is t, and returns their references.
func (g *randomGen) fill(b Builder, t DataType, n int) []any {
	refs := make([]any, n)
	if g.r.IntN(2) == 0 {
		b.Reserve(n)
	}
	for i := range refs {
		refs[i] = g.value(b, t, true)
	}
	return refs
}

// value appends one random slot (null with probability nullProb when
// nullable) and returns its reference.
func (g *randomGen) value(b Builder, t DataType, nullable bool) any {
	switch bb := b.(type) {
	case *ExtensionBuilder:
		// An extension slot is a storage slot; going down first gives
		// dictionary and run-end encoded storage their per-builder setup
		// before anything is appended to them.
		return g.value(bb.StorageBuilder(), t.(ExtensionType).StorageType(), nullable)
	case *RunEndEncodedBuilder:
		ref := g.runValue(bb, t.(*RunEndEncodedType), nullable)
		st := g.runs[bb]
		st.last, st.atLen = ref, bb.Len()
		return ref
	case *DictionaryBuilder:
		g.dictPool(bb) // pick the mode before any slot is appended
	}
	if nullable && g.r.Float64() < g.nullProb {
		b.AppendNull()
		return nil
	}
	if g.r.IntN(16) == 0 && g.emptyOK(b) {
		b.AppendEmpty()
		return emptyRef(t)
	}
	switch bb := b.(type) {
	case *NullBuilder:
		bb.AppendNull()
		return nil
	case *BooleanBuilder:
		v := g.r.IntN(2) == 1
		bb.Append(v)
		return v
	case *FixedSizeBinaryBuilder:
		v := make([]byte, t.(FixedSizeBinaryType).ByteWidth)
		for i := range v {
			v[i] = byte(g.r.Uint32())
		}
		if err := bb.Append(v); err != nil {
			panic(err)
		}
		return string(v)
	case interface{ AppendString(string) }:
		s := g.str(IsUTF8(t.ID()))
		bb.AppendString(s)
		return s
	case *ListBuilder:
		bb.Append(true)
		return g.elems(bb.ValueBuilder(), bb.typ.Elem, g.r.IntN(4))
	case *LargeListBuilder:
		bb.Append(true)
		return g.elems(bb.ValueBuilder(), bb.typ.Elem, g.r.IntN(4))
	case *ListViewBuilder:
		bb.Append(true)
		return g.elems(bb.ValueBuilder(), bb.typ.Elem, g.r.IntN(4))
	case *LargeListViewBuilder:
		bb.Append(true)
		return g.elems(bb.ValueBuilder(), bb.typ.Elem, g.r.IntN(4))
	case *FixedSizeListBuilder:
		bb.Append(true)
		return g.elems(bb.ValueBuilder(), bb.typ.Elem, bb.typ.Size)
	case *StructBuilder:
		bb.Append(true)
		out := make(structRef, bb.NumField())
		for k, f := range bb.typ.Children {
			out[k] = g.value(bb.FieldBuilder(k), f.Type, f.Nullable)
		}
		return out
	case *MapBuilder:
		bb.Append(true)
		st := bb.typ.Entries.Type.(*StructType)
		out := []mapEntryRef{}
		for range g.r.IntN(4) {
			k := g.value(bb.KeyBuilder(), st.Children[0].Type, false)
			v := g.value(bb.ItemBuilder(), st.Children[1].Type, st.Children[1].Nullable)
			out = append(out, mapEntryRef{k, v})
		}
		return out
	case *UnionBuilder:
		k := g.r.IntN(bb.NumChildren())
		code := bb.typ.TypeCodes[k]
		if err := bb.Append(code); err != nil {
			panic(err)
		}
		f := bb.typ.Children[k]
		v := g.value(bb.Child(k), f.Type, f.Nullable)
		if v == nil {
			return nil
		}
		return unionRef{code, v}
	case *DictionaryBuilder:
		p := g.dictPool(bb)
		j := g.r.IntN(p.vals.Len())
		if p.fixed {
			if err := bb.AppendIndex(j); err != nil {
				panic(err)
			}
		} else if err := bb.AppendFrom(p.vals, j); err != nil {
			panic(err)
		}
		return p.refs[j]
	}
	// a table type: draw one value with randomPrimitive
	a := randomPrimitive(g.r, t, 1, 0)
	b.(rawAppender).appendRaw(scalarRaw(a.Data(), 0))
	return primRef(a.ValueString(0))
}

// emptyOK tells whether AppendEmpty appends exactly emptyRef: not for
// dictionaries with a fixed dictionary (it would look the empty value up),
// nor for unions without children.
func (g *randomGen) emptyOK(b Builder) bool {
	switch bb := b.(type) {
	case *DictionaryBuilder:
		return !g.dictPool(bb).fixed
	case *UnionBuilder:
		return bb.NumChildren() > 0
	case *ExtensionBuilder:
		return g.emptyOK(bb.StorageBuilder())
	}
	return true
}

func (g *randomGen) elems(b Builder, f Field, n int) []any {
	out := make([]any, n)
	for i := range out {
		out[i] = g.value(b, f.Type, f.Nullable)
	}
	return out
}

// str draws a string: mostly short (inline in views), sometimes longer
// than 12 bytes, rarely much longer.
func (g *randomGen) str(utf8 bool) string {
	var n int
	switch x := g.r.IntN(10); {
	case x < 6:
		n = g.r.IntN(13)
	case x < 9:
		n = 13 + g.r.IntN(30)
	default:
		n = 40 + g.r.IntN(200)
	}
	if !utf8 {
		p := make([]byte, n)
		for i := range p {
			p[i] = byte(g.r.Uint32())
		}
		return string(p)
	}
	const runes = "abcxyz019 _é€😀ß"
	rs := []rune(runes)
	var sb strings.Builder
	for sb.Len() < n {
		sb.WriteRune(rs[g.r.IntN(len(rs))])
	}
	return sb.String()
}

// dictPool picks a dictionary builder's mode on first use: memoizing from
// a small pool of values (scalar value types, half of the time) or a fixed
// random dictionary, which may hold duplicates and nulls. A builder reused
// with a fixed dictionary keeps it.
func (g *randomGen) dictPool(b *DictionaryBuilder) *genPool {
	if p, ok := g.dicts[b]; ok {
		return p
	}
	if d := b.Dictionary(); d != nil {
		p := &genPool{fixed: true, vals: d, refs: refRange(d, 0, d.Len())}
		if d.Len() == 0 {
			panic("an empty fixed dictionary")
		}
		g.dicts[b] = p
		return p
	}
	vt := b.typ.Value
	vals, refs := randomArrayRef(g.r, vt, 1+g.r.IntN(6), g.nullProb)
	p := &genPool{vals: vals, refs: refs}
	if !isScalarLayout(vt) || g.r.IntN(2) == 0 {
		p.fixed = true
		if err := b.SetDictionary(vals); err != nil {
			panic(err)
		}
	}
	g.dicts[b] = p
	return p
}

// runValue appends one slot to a run-end encoded builder: for scalar
// values a draw from a small pool that often repeats the last one (the
// builder merges equal values into runs); for nested values a new run or,
// half of the time, an extension of the last run.
func (g *randomGen) runValue(b *RunEndEncodedBuilder, t *RunEndEncodedType, nullable bool) any {
	st, ok := g.runs[b]
	if !ok {
		st = &genRun{prev: -1}
		if isScalarLayout(t.Values.Type) {
			st.pool, st.refs = randomArrayRef(g.r, t.Values.Type, 1+g.r.IntN(4), g.nullProb)
		}
		g.runs[b] = st
	}
	if nullable && g.r.Float64() < g.nullProb {
		b.AppendNull()
		st.prev = -1
		return nil
	}
	if st.pool != nil {
		j := st.prev
		if j < 0 || g.r.IntN(2) == 0 {
			j = g.r.IntN(st.pool.Len())
		}
		if err := b.AppendFrom(st.pool, j); err != nil {
			panic(err)
		}
		st.prev = j
		return st.refs[j]
	}
	// Extend the last run only if nothing else (a parent's AppendNull or
	// AppendEmpty) appended to the builder since this generator's slot.
	if b.NumRuns() > 0 && b.Len() == st.atLen && g.r.IntN(2) == 0 {
		if err := b.ContinueRun(1); err != nil {
			panic(err)
		}
		return st.last
	}
	if err := b.AppendRun(1); err != nil {
		panic(err)
	}
	return g.value(b.ValueBuilder(), t.Values.Type, t.Values.Nullable)
}

// ----- tests of the builders through the generator -----

// builderExtraTypes are nested combinations beyond sampleTypes that the
// builders must also handle; they stay out of sampleTypes to keep other
// property tests quick.
func builderExtraTypes() []DataType {
	return []DataType{
		ListOf(&DictionaryType{Index: Uint8Type{}, Value: BinaryViewType{}}),
		ListOf(StructOf(Field{Name: "k", Type: Utf8Type{}}, Field{Name: "v", Type: ListViewOf(Int8Type{}), Nullable: true})),
		StructOf(Field{Name: "r", Type: RunEndEncodedOf(Int32Type{}, ListOf(Int16Type{})), Nullable: true}, Field{Name: "n", Type: NullType{}, Nullable: true}),
		&DictionaryType{Index: Int16Type{}, Value: ListOf(Utf8Type{})},
		&DictionaryType{Index: Uint32Type{}, Value: FixedSizeBinaryType{ByteWidth: 3}},
		&DictionaryType{Index: Int64Type{}, Value: BoolType{}},
		&DictionaryType{Index: Int8Type{}, Value: newSampleExtType(LargeUtf8Type{})},
		RunEndEncodedOf(Int16Type{}, BinaryViewType{}),
		RunEndEncodedOf(Int64Type{}, Decimal128Type{Precision: 20, Scale: 2}),
		RunEndEncodedOf(Int32Type{}, StructOf(Field{Name: "a", Type: Int32Type{}, Nullable: true})),
		DenseUnionOf([]Field{{Name: "n", Type: NullType{}, Nullable: true}, {Name: "u", Type: SparseUnionOf([]Field{{Name: "b", Type: BoolType{}, Nullable: true}}, []int8{127}), Nullable: true}}, []int8{0, 42}),
		SparseUnionOf([]Field{{Name: "l", Type: LargeListViewOf(FixedSizeListOf(Utf8ViewType{}, 2)), Nullable: true}, {Name: "m", Type: MapOf(Int32Type{}, BinaryType{}), Nullable: true}}, nil),
		FixedSizeListOf(StructOf(Field{Name: "x", Type: Float16Type{}}), 2),
		FixedSizeListOf(Int32Type{}, 0),
		newSampleExtType(StructOf(Field{Name: "a", Type: Utf8Type{}, Nullable: true}, Field{Name: "b", Type: FixedSizeListOf(BoolType{}, 2)})),
		newSampleExtType(RunEndEncodedOf(Int16Type{}, Utf8Type{})),
		MapOf(Int64Type{}, MapOf(Utf8Type{}, DenseUnionOf([]Field{{Name: "d", Type: Date32Type{}, Nullable: true}}, []int8{4}))),
	}
}
