package arrays

import (
	"fmt"
	"math"
)

// Nested builders own one builder per child. The caller appends a slot to
// the parent and then its values to the children; AppendNull, AppendNulls
// and AppendEmpty fill the children themselves where the layout needs a
// child value per slot (struct, fixed-size list, sparse union), so child
// lengths always stay consistent for them.

// childOffset converts a child length to an offset, panicking when 32-bit
// offsets would overflow (more than 2^31-1 child values in one array).
func childOffset[O int32 | int64](n int) O {
	if int64(O(n)) != int64(n) {
		panic(fmt.Sprintf("arrays: %d child values overflow 32-bit offsets; use the large type", n))
	}
	return O(n)
}

// ----- list and large list -----

// listBuilder is the shared core of ListBuilder and LargeListBuilder.
type listBuilder[O int32 | int64] struct {
	valid   validityBuilder
	offsets valueBuffer[O] // the start of each slot; finish adds the end
	values  Builder
}

func (b *listBuilder[O]) Len() int   { return b.valid.length }
func (b *listBuilder[O]) NullN() int { return b.valid.nulls }

// Append starts a slot; the values appended to ValueBuilder until the next
// Append make up its list. A null slot normally gets no values (a null
// may cover values, which are then ignored).
func (b *listBuilder[O]) Append(valid bool) {
	b.offsets.append(childOffset[O](b.values.Len()))
	b.valid.append(valid)
}

// AppendNull appends a null slot with an empty list.
func (b *listBuilder[O]) AppendNull() { b.Append(false) }

// AppendNulls appends n null slots.
func (b *listBuilder[O]) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.offsets.reserve(n)
	o := childOffset[O](b.values.Len())
	for range n {
		b.offsets.append(o)
	}
	b.valid.appendN(n, false)
}

// AppendEmpty appends a valid empty list.
func (b *listBuilder[O]) AppendEmpty() { b.Append(true) }

func (b *listBuilder[O]) Reserve(n int) {
	b.valid.reserve(n)
	b.offsets.reserve(n + 1)
}

// ValueBuilder returns the builder of the child values.
func (b *listBuilder[O]) ValueBuilder() Builder { return b.values }

func (b *listBuilder[O]) finish(t DataType) *Data {
	b.offsets.append(childOffset[O](b.values.Len()))
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	offsets := b.offsets.finish()
	child := b.values.NewArray().Data()
	return NewData(t, n, [][]byte{bitmap, offsets}, []*Data{child}, nulls, 0)
}

// ListBuilder builds list arrays (int32 offsets).
type ListBuilder struct {
	listBuilder[int32]
	typ *ListType
}

// NewListBuilder returns an empty builder for t. It panics if the element
// type has no builder; NewBuilder reports that as an error.
func NewListBuilder(t *ListType) *ListBuilder { return mustBuilder(newListBuilder(t)) }

func newListBuilder(t *ListType) (*ListBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil list type")
	}
	vb, err := childBuilder(t, t.Elem)
	if err != nil {
		return nil, err
	}
	return &ListBuilder{listBuilder: listBuilder[int32]{values: vb}, typ: t}, nil
}

func (b *ListBuilder) Type() DataType { return b.typ }

// NewListArray returns the built array and resets the builder.
func (b *ListBuilder) NewListArray() *List { return &List{listLike[int32]{base{b.finish(b.typ)}}} }

func (b *ListBuilder) NewArray() Array { return b.NewListArray() }

// LargeListBuilder builds large_list arrays (int64 offsets).
type LargeListBuilder struct {
	listBuilder[int64]
	typ *LargeListType
}

// NewLargeListBuilder returns an empty builder for t; it panics like
// NewListBuilder.
func NewLargeListBuilder(t *LargeListType) *LargeListBuilder {
	return mustBuilder(newLargeListBuilder(t))
}

func newLargeListBuilder(t *LargeListType) (*LargeListBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil large list type")
	}
	vb, err := childBuilder(t, t.Elem)
	if err != nil {
		return nil, err
	}
	return &LargeListBuilder{listBuilder: listBuilder[int64]{values: vb}, typ: t}, nil
}

func (b *LargeListBuilder) Type() DataType { return b.typ }

// NewLargeListArray returns the built array and resets the builder.
func (b *LargeListBuilder) NewLargeListArray() *LargeList {
	return &LargeList{listLike[int64]{base{b.finish(b.typ)}}}
}

func (b *LargeListBuilder) NewArray() Array { return b.NewLargeListArray() }

// ----- list view and large list view -----

// listViewBuilder is the shared core of ListViewBuilder and
// LargeListViewBuilder. It writes lists in order, each slot's offset
// being where its values start; the size of the last valid slot stays open
// until the next slot or finish. Null slots get offset 0 and size 0.
type listViewBuilder[O int32 | int64] struct {
	valid   validityBuilder
	offsets valueBuffer[O]
	sizes   valueBuffer[O]
	open    int // 1 + the slot whose size is still open, 0 for none
	values  Builder
}

func (b *listViewBuilder[O]) Len() int   { return b.valid.length }
func (b *listViewBuilder[O]) NullN() int { return b.valid.nulls }

func (b *listViewBuilder[O]) close() {
	if b.open == 0 {
		return
	}
	k := b.open - 1
	b.sizes.set(k, childOffset[O](b.values.Len())-b.offsets.at(k))
	b.open = 0
}

// Append starts a slot; for a valid slot, the values appended to
// ValueBuilder until the next slot make up its list. Values appended
// after a null slot belong to no list.
func (b *listViewBuilder[O]) Append(valid bool) {
	b.close()
	if valid {
		b.offsets.append(childOffset[O](b.values.Len()))
		b.open = b.valid.length + 1
	} else {
		b.offsets.append(0)
	}
	b.sizes.append(0)
	b.valid.append(valid)
}

func (b *listViewBuilder[O]) AppendNull() { b.Append(false) }

func (b *listViewBuilder[O]) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.close()
	b.Reserve(n)
	for range n {
		b.offsets.append(0)
		b.sizes.append(0)
	}
	b.valid.appendN(n, false)
}

// AppendEmpty appends a valid empty list.
func (b *listViewBuilder[O]) AppendEmpty() { b.Append(true) }

func (b *listViewBuilder[O]) Reserve(n int) {
	b.valid.reserve(n)
	b.offsets.reserve(n)
	b.sizes.reserve(n)
}

// ValueBuilder returns the builder of the child values.
func (b *listViewBuilder[O]) ValueBuilder() Builder { return b.values }

func (b *listViewBuilder[O]) finish(t DataType) *Data {
	b.close()
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	offsets, sizes := b.offsets.finish(), b.sizes.finish()
	child := b.values.NewArray().Data()
	return NewData(t, n, [][]byte{bitmap, offsets, sizes}, []*Data{child}, nulls, 0)
}

// ListViewBuilder builds list_view arrays (int32 offsets and sizes).
type ListViewBuilder struct {
	listViewBuilder[int32]
	typ *ListViewType
}

// NewListViewBuilder returns an empty builder for t; it panics like
// NewListBuilder.
func NewListViewBuilder(t *ListViewType) *ListViewBuilder { return mustBuilder(newListViewBuilder(t)) }

func newListViewBuilder(t *ListViewType) (*ListViewBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil list view type")
	}
	vb, err := childBuilder(t, t.Elem)
	if err != nil {
		return nil, err
	}
	return &ListViewBuilder{listViewBuilder: listViewBuilder[int32]{values: vb}, typ: t}, nil
}

func (b *ListViewBuilder) Type() DataType { return b.typ }

// NewListViewArray returns the built array and resets the builder.
func (b *ListViewBuilder) NewListViewArray() *ListView {
	return &ListView{listViewLike[int32]{base{b.finish(b.typ)}}}
}

func (b *ListViewBuilder) NewArray() Array { return b.NewListViewArray() }

// LargeListViewBuilder builds large_list_view arrays (int64 offsets and sizes).
type LargeListViewBuilder struct {
	listViewBuilder[int64]
	typ *LargeListViewType
}

// NewLargeListViewBuilder returns an empty builder for t; it panics like
// NewListBuilder.
func NewLargeListViewBuilder(t *LargeListViewType) *LargeListViewBuilder {
	return mustBuilder(newLargeListViewBuilder(t))
}

func newLargeListViewBuilder(t *LargeListViewType) (*LargeListViewBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil large list view type")
	}
	vb, err := childBuilder(t, t.Elem)
	if err != nil {
		return nil, err
	}
	return &LargeListViewBuilder{listViewBuilder: listViewBuilder[int64]{values: vb}, typ: t}, nil
}

func (b *LargeListViewBuilder) Type() DataType { return b.typ }

// NewLargeListViewArray returns the built array and resets the builder.
func (b *LargeListViewBuilder) NewLargeListViewArray() *LargeListView {
	return &LargeListView{listViewLike[int64]{base{b.finish(b.typ)}}}
}

func (b *LargeListViewBuilder) NewArray() Array { return b.NewLargeListViewArray() }

// ----- fixed-size list -----

// FixedSizeListBuilder builds fixed_size_list<T>[n] arrays. After Append
// the caller appends exactly n values to ValueBuilder, for a null slot
// too; AppendNull and AppendEmpty append n empty child values themselves
// (valid zeros, so a null list does not add child nulls).
type FixedSizeListBuilder struct {
	typ    *FixedSizeListType
	valid  validityBuilder
	values Builder
}

// NewFixedSizeListBuilder returns an empty builder for t; it panics like
// NewListBuilder, or if the list size is negative.
func NewFixedSizeListBuilder(t *FixedSizeListType) *FixedSizeListBuilder {
	return mustBuilder(newFixedSizeListBuilder(t))
}

func newFixedSizeListBuilder(t *FixedSizeListType) (*FixedSizeListBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil fixed-size list type")
	}
	if t.Size < 0 {
		return nil, fmt.Errorf("arrays: %s: negative list size", t)
	}
	vb, err := childBuilder(t, t.Elem)
	if err != nil {
		return nil, err
	}
	return &FixedSizeListBuilder{typ: t, values: vb}, nil
}

func (b *FixedSizeListBuilder) Type() DataType { return b.typ }
func (b *FixedSizeListBuilder) Len() int       { return b.valid.length }
func (b *FixedSizeListBuilder) NullN() int     { return b.valid.nulls }

// ValueBuilder returns the builder of the child values.
func (b *FixedSizeListBuilder) ValueBuilder() Builder { return b.values }

// Append appends a slot; the caller then appends ListSize values to
// ValueBuilder (also for a null slot, where they are ignored).
func (b *FixedSizeListBuilder) Append(valid bool) { b.valid.append(valid) }

func (b *FixedSizeListBuilder) AppendNull() { b.AppendNulls(1) }

func (b *FixedSizeListBuilder) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.valid.appendN(n, false)
	b.appendEmptyValues(n * b.typ.Size)
}

// AppendEmpty appends a valid list of n empty values.
func (b *FixedSizeListBuilder) AppendEmpty() {
	b.valid.append(true)
	b.appendEmptyValues(b.typ.Size)
}

func (b *FixedSizeListBuilder) appendEmptyValues(k int) {
	b.values.Reserve(k)
	for range k {
		b.values.AppendEmpty()
	}
}

func (b *FixedSizeListBuilder) Reserve(n int) {
	b.valid.reserve(n)
	b.values.Reserve(n * b.typ.Size)
}

// NewFixedSizeListArray returns the built array and resets the builder.
// It panics if the child does not hold ListSize values per slot, which
// means a caller skipped or added child values after Append.
func (b *FixedSizeListBuilder) NewFixedSizeListArray() *FixedSizeList {
	n := b.valid.length
	if got, want := b.values.Len(), n*b.typ.Size; got != want {
		panic(fmt.Sprintf("arrays: %s builder: child has %d values for %d slots, want %d", b.typ, got, n, want))
	}
	bitmap, nulls := b.valid.finish()
	child := b.values.NewArray().Data()
	return &FixedSizeList{base{NewData(b.typ, n, [][]byte{bitmap}, []*Data{child}, nulls, 0)}}
}

func (b *FixedSizeListBuilder) NewArray() Array { return b.NewFixedSizeListArray() }

// ----- struct -----

// StructBuilder builds struct arrays. After Append the caller appends one
// value to every field builder, for a null slot too. AppendNull appends a
// null to each nullable field and an empty value to each non-nullable one,
// so a null struct never puts nulls in a field declared non-nullable.
type StructBuilder struct {
	typ    *StructType
	valid  validityBuilder
	fields []Builder
}

// NewStructBuilder returns an empty builder for t; it panics like
// NewListBuilder.
func NewStructBuilder(t *StructType) *StructBuilder { return mustBuilder(newStructBuilder(t)) }

func newStructBuilder(t *StructType) (*StructBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil struct type")
	}
	b := &StructBuilder{typ: t, fields: make([]Builder, len(t.Children))}
	for i, f := range t.Children {
		fb, err := childBuilder(t, f)
		if err != nil {
			return nil, err
		}
		b.fields[i] = fb
	}
	return b, nil
}

func (b *StructBuilder) Type() DataType { return b.typ }
func (b *StructBuilder) Len() int       { return b.valid.length }
func (b *StructBuilder) NullN() int     { return b.valid.nulls }

// NumField is the number of fields.
func (b *StructBuilder) NumField() int { return len(b.fields) }

// FieldBuilder returns the builder of field i.
func (b *StructBuilder) FieldBuilder(i int) Builder { return b.fields[i] }

// Append appends a slot; the caller then appends one value to each field.
func (b *StructBuilder) Append(valid bool) { b.valid.append(valid) }

func (b *StructBuilder) AppendNull() { b.AppendNulls(1) }

func (b *StructBuilder) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.valid.appendN(n, false)
	for i, f := range b.fields {
		if b.typ.Children[i].Nullable {
			f.AppendNulls(n)
			continue
		}
		f.Reserve(n)
		for range n {
			f.AppendEmpty()
		}
	}
}

// AppendEmpty appends a valid struct of empty field values.
func (b *StructBuilder) AppendEmpty() {
	b.valid.append(true)
	for _, f := range b.fields {
		f.AppendEmpty()
	}
}

func (b *StructBuilder) Reserve(n int) {
	b.valid.reserve(n)
	for _, f := range b.fields {
		f.Reserve(n)
	}
}

// NewStructArray returns the built array and resets the builder. It
// panics if a field's length differs from the struct's, which means a
// caller skipped or added field values after Append.
func (b *StructBuilder) NewStructArray() *Struct {
	n := b.valid.length
	for i, f := range b.fields {
		if f.Len() != n {
			panic(fmt.Sprintf("arrays: struct builder: field %q has %d values for %d slots", b.typ.Children[i].Name, f.Len(), n))
		}
	}
	bitmap, nulls := b.valid.finish()
	children := make([]*Data, len(b.fields))
	for i, f := range b.fields {
		children[i] = f.NewArray().Data()
	}
	return &Struct{base{NewData(b.typ, n, [][]byte{bitmap}, children, nulls, 0)}}
}

func (b *StructBuilder) NewArray() Array { return b.NewStructArray() }

// ----- map -----

// MapBuilder builds map arrays: a list of (key, item) entries. After
// Append the caller appends each entry's key to KeyBuilder and its item to
// ItemBuilder. Keys must not be null (validation checks it).
type MapBuilder struct {
	typ     *MapType
	valid   validityBuilder
	offsets valueBuffer[int32]
	keys    Builder
	items   Builder
}

// NewMapBuilder returns an empty builder for t; it panics like
// NewListBuilder, or if t's entries are not a struct of two fields.
func NewMapBuilder(t *MapType) *MapBuilder { return mustBuilder(newMapBuilder(t)) }

func newMapBuilder(t *MapType) (*MapBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil map type")
	}
	st, ok := t.Entries.Type.(*StructType)
	if !ok || st == nil || len(st.Children) != 2 {
		return nil, fmt.Errorf("arrays: %s: entries must be a struct of key and item, got %v", t.ID(), t.Entries.Type)
	}
	kb, err := childBuilder(t, st.Children[0])
	if err != nil {
		return nil, err
	}
	ib, err := childBuilder(t, st.Children[1])
	if err != nil {
		return nil, err
	}
	return &MapBuilder{typ: t, keys: kb, items: ib}, nil
}

func (b *MapBuilder) Type() DataType { return b.typ }
func (b *MapBuilder) Len() int       { return b.valid.length }
func (b *MapBuilder) NullN() int     { return b.valid.nulls }

// KeyBuilder returns the builder of the entries' keys.
func (b *MapBuilder) KeyBuilder() Builder { return b.keys }

// ItemBuilder returns the builder of the entries' items.
func (b *MapBuilder) ItemBuilder() Builder { return b.items }

// Append starts a slot; the entries appended until the next Append make
// up its map.
func (b *MapBuilder) Append(valid bool) {
	b.offsets.append(childOffset[int32](b.keys.Len()))
	b.valid.append(valid)
}

// AppendNull appends a null slot with no entries.
func (b *MapBuilder) AppendNull() { b.Append(false) }

func (b *MapBuilder) AppendNulls(n int) {
	for range n {
		b.Append(false)
	}
}

// AppendEmpty appends a valid empty map.
func (b *MapBuilder) AppendEmpty() { b.Append(true) }

func (b *MapBuilder) Reserve(n int) {
	b.valid.reserve(n)
	b.offsets.reserve(n + 1)
}

// NewMapArray returns the built array and resets the builder. It panics if
// the key and item builders hold different numbers of values.
func (b *MapBuilder) NewMapArray() *Map {
	nk := b.keys.Len()
	if ni := b.items.Len(); ni != nk {
		panic(fmt.Sprintf("arrays: map builder: %d keys but %d items", nk, ni))
	}
	b.offsets.append(childOffset[int32](nk))
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	offsets := b.offsets.finish()
	entries := NewData(b.typ.Entries.Type, nk, [][]byte{nil},
		[]*Data{b.keys.NewArray().Data(), b.items.NewArray().Data()}, 0, 0)
	d := NewData(b.typ, n, [][]byte{bitmap, offsets}, []*Data{entries}, nulls, 0)
	return &Map{List{listLike[int32]{base{d}}}}
}

func (b *MapBuilder) NewArray() Array { return b.NewMapArray() }

// ----- unions -----

// UnionBuilder builds sparse and dense unions. Append(code) starts a slot
// of the child selected by code and the caller appends its value to that
// child. In a sparse union Append also fills the slot in every other
// child (a null, or an empty value for a non-nullable field), so the
// caller appends to the selected child only. Unions have no validity
// bitmap: AppendNull selects a null of the first child, so NullN is
// always 0.
type UnionBuilder struct {
	typ      *UnionType
	types    valueBuffer[int8]
	offsets  valueBuffer[int32] // dense only
	children []Builder
	child    [128]int8 // type code -> child index, -1 when undeclared
}

// NewUnionBuilder returns an empty builder for t; it panics like
// NewListBuilder, or if t's type codes do not match its children.
func NewUnionBuilder(t *UnionType) *UnionBuilder { return mustBuilder(newUnionBuilder(t)) }

func newUnionBuilder(t *UnionType) (*UnionBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil union type")
	}
	if t.Mode != SparseMode && t.Mode != DenseMode {
		return nil, fmt.Errorf("arrays: union mode %d is neither sparse nor dense", t.Mode)
	}
	if len(t.TypeCodes) != len(t.Children) {
		return nil, fmt.Errorf("arrays: %s: %d type codes for %d children", t.ID(), len(t.TypeCodes), len(t.Children))
	}
	b := &UnionBuilder{typ: t, children: make([]Builder, len(t.Children))}
	for i := range b.child {
		b.child[i] = -1
	}
	for i, c := range t.TypeCodes {
		if c < 0 {
			return nil, fmt.Errorf("arrays: %s: negative type code %d", t.ID(), c)
		}
		if b.child[c] >= 0 {
			return nil, fmt.Errorf("arrays: %s: type code %d names two children", t.ID(), c)
		}
		b.child[c] = int8(i)
		cb, err := childBuilder(t, t.Children[i])
		if err != nil {
			return nil, err
		}
		b.children[i] = cb
	}
	return b, nil
}

func (b *UnionBuilder) Type() DataType { return b.typ }
func (b *UnionBuilder) Len() int       { return b.types.n }

// NullN is 0: unions have no validity bitmap of their own.
func (b *UnionBuilder) NullN() int { return 0 }

// Mode is SparseMode or DenseMode.
func (b *UnionBuilder) Mode() UnionMode { return b.typ.Mode }

// NumChildren is the number of children.
func (b *UnionBuilder) NumChildren() int { return len(b.children) }

// Child returns the builder of child k (by index, not type code).
func (b *UnionBuilder) Child(k int) Builder { return b.children[k] }

// ChildIndex maps a type code to its child index, or -1 if undeclared.
func (b *UnionBuilder) ChildIndex(code int8) int {
	if code < 0 {
		return -1
	}
	return int(b.child[code])
}

// Append starts a slot of the child selected by code; the caller then
// appends one value to Child(ChildIndex(code)). It fails, appending
// nothing, if the union declares no such code.
func (b *UnionBuilder) Append(code int8) error {
	k := b.ChildIndex(code)
	if k < 0 {
		return fmt.Errorf("arrays: %s: slot %d: type code %d is not declared", b.typ, b.Len(), code)
	}
	b.start(code, k)
	return nil
}

func (b *UnionBuilder) start(code int8, k int) {
	b.types.append(code)
	if b.typ.Mode == DenseMode {
		n := b.children[k].Len()
		if n > math.MaxInt32 {
			panic(fmt.Sprintf("arrays: dense union child %d has more than 2^31-1 values", k))
		}
		b.offsets.append(int32(n))
		return
	}
	for j, c := range b.children {
		switch {
		case j == k:
		case b.typ.Children[j].Nullable:
			c.AppendNull()
		default:
			c.AppendEmpty()
		}
	}
}

func (b *UnionBuilder) first() {
	if len(b.children) == 0 {
		panic("arrays: a union without children has no null or empty value")
	}
	b.start(b.typ.TypeCodes[0], 0)
}

// AppendNull appends a slot selecting a null of the first child. It panics
// for a union without children, which can only be empty.
func (b *UnionBuilder) AppendNull() {
	b.first()
	b.children[0].AppendNull()
}

func (b *UnionBuilder) AppendNulls(n int) {
	for range n {
		b.AppendNull()
	}
}

// AppendEmpty appends a slot selecting the empty value of the first child.
func (b *UnionBuilder) AppendEmpty() {
	b.first()
	b.children[0].AppendEmpty()
}

func (b *UnionBuilder) Reserve(n int) {
	b.types.reserve(n)
	if b.typ.Mode == DenseMode {
		b.offsets.reserve(n)
	}
}

// NewUnionArray returns the built array and resets the builder. It panics
// if a sparse child's length differs from the union's, which means a
// caller appended to a child other than the selected one.
func (b *UnionBuilder) NewUnionArray() *Union {
	n := b.types.n
	if b.typ.Mode == SparseMode {
		for k, c := range b.children {
			if c.Len() != n {
				panic(fmt.Sprintf("arrays: sparse union builder: child %q has %d values for %d slots", b.typ.Children[k].Name, c.Len(), n))
			}
		}
	}
	bufs := [][]byte{nil, b.types.finish()}
	if b.typ.Mode == DenseMode {
		bufs = append(bufs, b.offsets.finish())
	}
	children := make([]*Data, len(b.children))
	for k, c := range b.children {
		children[k] = c.NewArray().Data()
	}
	return &Union{base{NewData(b.typ, n, bufs, children, 0, 0)}}
}

func (b *UnionBuilder) NewArray() Array { return b.NewUnionArray() }
