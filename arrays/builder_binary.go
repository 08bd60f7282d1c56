package arrays

import (
	"fmt"
	"math"
	"unsafe"
)

// ----- variable-size binary: binary, utf8 and their large forms -----

// binaryBuilder is the shared core of the offset-based binary builders.
// Null and empty slots take zero bytes of data.
type binaryBuilder[O int32 | int64] struct {
	valid   validityBuilder
	offsets valueBuffer[O] // Len()+1 offsets once anything is appended
	data    []byte
}

func (b *binaryBuilder[O]) Len() int   { return b.valid.length }
func (b *binaryBuilder[O]) NullN() int { return b.valid.nulls }

// start writes the leading zero offset, so that a zero builder works.
func (b *binaryBuilder[O]) start() {
	if b.offsets.n == 0 {
		b.offsets.append(0)
	}
}

// end is the data length as an offset; it panics when 32-bit offsets
// would overflow (2 GiB of data in one array), like a slice outgrowing
// memory: split the data into several arrays or use the large type.
func (b *binaryBuilder[O]) end() O {
	n := len(b.data)
	if int64(O(n)) != int64(n) {
		panic(fmt.Sprintf("arrays: binary builder: %d bytes of data overflow 32-bit offsets; use the large type", n))
	}
	return O(n)
}

// Append appends a valid value.
func (b *binaryBuilder[O]) Append(v []byte) {
	b.start()
	b.data = appendBytes(b.data, v)
	b.offsets.append(b.end())
	b.valid.append(true)
}

// AppendString appends a valid value.
func (b *binaryBuilder[O]) AppendString(s string) {
	b.Append(unsafe.Slice(unsafe.StringData(s), len(s)))
}

func (b *binaryBuilder[O]) appendRaw(p []byte) { b.Append(p) }

// AppendValues appends vs; valid, if not nil, is as long as vs and marks
// nulls with false (their bytes are not stored).
func (b *binaryBuilder[O]) AppendValues(vs [][]byte, valid []bool) {
	if valid != nil && len(valid) != len(vs) {
		panic("arrays: AppendValues: len(valid) != len(values)")
	}
	b.Reserve(len(vs))
	for i, v := range vs {
		if valid == nil || valid[i] {
			b.Append(v)
		} else {
			b.AppendNull()
		}
	}
}

// AppendStrings is AppendValues for strings.
func (b *binaryBuilder[O]) AppendStrings(vs []string, valid []bool) {
	if valid != nil && len(valid) != len(vs) {
		panic("arrays: AppendStrings: len(valid) != len(values)")
	}
	b.Reserve(len(vs))
	for i, v := range vs {
		if valid == nil || valid[i] {
			b.AppendString(v)
		} else {
			b.AppendNull()
		}
	}
}

// AppendNull appends a null slot of zero bytes.
func (b *binaryBuilder[O]) AppendNull() { b.AppendNulls(1) }

// AppendNulls appends n null slots of zero bytes.
func (b *binaryBuilder[O]) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.start()
	b.offsets.reserve(n)
	e := b.end()
	for range n {
		b.offsets.append(e)
	}
	b.valid.appendN(n, false)
}

// AppendEmpty appends a valid empty value.
func (b *binaryBuilder[O]) AppendEmpty() {
	b.start()
	b.offsets.append(b.end())
	b.valid.append(true)
}

// Reserve makes room for n more slots.
func (b *binaryBuilder[O]) Reserve(n int) {
	b.valid.reserve(n)
	b.offsets.reserve(n + 1)
}

// ReserveData makes room for n more bytes of values.
func (b *binaryBuilder[O]) ReserveData(n int) {
	if need := len(b.data) + n; need > cap(b.data) {
		b.data = growBuffer(b.data, need)[:len(b.data)]
	}
}

// finish builds the Data and resets the builder.
func (b *binaryBuilder[O]) finish(t DataType) *Data {
	b.start()
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	offsets := b.offsets.finish()
	data := handOff(b.data, len(b.data))
	b.data = nil
	return NewData(t, n, [][]byte{bitmap, offsets, data}, nil, nulls, 0)
}

// BinaryBuilder builds binary arrays (int32 offsets).
type BinaryBuilder struct{ binaryBuilder[int32] }

// NewBinaryBuilder returns an empty builder.
func NewBinaryBuilder() *BinaryBuilder { return &BinaryBuilder{} }

func (b *BinaryBuilder) Type() DataType { return BinaryType{} }

// NewBinaryArray returns the built array and resets the builder.
func (b *BinaryBuilder) NewBinaryArray() *Binary {
	return &Binary{binaryLike[int32]{base: base{b.finish(BinaryType{})}}}
}

func (b *BinaryBuilder) NewArray() Array { return b.NewBinaryArray() }

// Utf8Builder builds utf8 arrays (int32 offsets). It does not check that
// values are UTF-8; validation does.
type Utf8Builder struct{ binaryBuilder[int32] }

// NewUtf8Builder returns an empty builder.
func NewUtf8Builder() *Utf8Builder { return &Utf8Builder{} }

func (b *Utf8Builder) Type() DataType { return Utf8Type{} }

// NewUtf8Array returns the built array and resets the builder.
func (b *Utf8Builder) NewUtf8Array() *Utf8 {
	return &Utf8{binaryLike[int32]{base: base{b.finish(Utf8Type{})}}}
}

func (b *Utf8Builder) NewArray() Array { return b.NewUtf8Array() }

// LargeBinaryBuilder builds large_binary arrays (int64 offsets).
type LargeBinaryBuilder struct{ binaryBuilder[int64] }

// NewLargeBinaryBuilder returns an empty builder.
func NewLargeBinaryBuilder() *LargeBinaryBuilder { return &LargeBinaryBuilder{} }

func (b *LargeBinaryBuilder) Type() DataType { return LargeBinaryType{} }

// NewLargeBinaryArray returns the built array and resets the builder.
func (b *LargeBinaryBuilder) NewLargeBinaryArray() *LargeBinary {
	return &LargeBinary{binaryLike[int64]{base: base{b.finish(LargeBinaryType{})}}}
}

func (b *LargeBinaryBuilder) NewArray() Array { return b.NewLargeBinaryArray() }

// LargeUtf8Builder builds large_utf8 arrays (int64 offsets).
type LargeUtf8Builder struct{ binaryBuilder[int64] }

// NewLargeUtf8Builder returns an empty builder.
func NewLargeUtf8Builder() *LargeUtf8Builder { return &LargeUtf8Builder{} }

func (b *LargeUtf8Builder) Type() DataType { return LargeUtf8Type{} }

// NewLargeUtf8Array returns the built array and resets the builder.
func (b *LargeUtf8Builder) NewLargeUtf8Array() *LargeUtf8 {
	return &LargeUtf8{binaryLike[int64]{base: base{b.finish(LargeUtf8Type{})}}}
}

func (b *LargeUtf8Builder) NewArray() Array { return b.NewLargeUtf8Array() }

// ----- binary views -----

// DefaultViewBlockSize is the size of the data buffers a view builder
// fills before starting a new one. Bounded blocks keep appends from
// copying ever larger buffers and let arrays share or drop whole blocks.
const DefaultViewBlockSize = 32 << 10

// viewBuilder is the shared core of BinaryViewBuilder and Utf8ViewBuilder.
// Values of at most 12 bytes live in their view; longer ones are copied
// into the current data block, and a new block starts whenever the value
// would not fit in the current one. A value longer than a block gets a
// block of its own. Null slots are all-zero views.
type viewBuilder struct {
	valid     validityBuilder
	views     valueBuffer[View]
	blocks    [][]byte // finished data buffers
	cur       []byte   // the block being filled, nil before the first long value
	blockSize int
}

func (b *viewBuilder) Len() int   { return b.valid.length }
func (b *viewBuilder) NullN() int { return b.valid.nulls }

// SetBlockSize sets the data block size for the values appended from now
// on; n <= 0 restores DefaultViewBlockSize.
func (b *viewBuilder) SetBlockSize(n int) {
	if n > math.MaxInt32 {
		n = math.MaxInt32
	}
	b.blockSize = n
}

func (b *viewBuilder) block() int {
	if b.blockSize <= 0 {
		return DefaultViewBlockSize
	}
	return b.blockSize
}

// Append appends a valid value.
func (b *viewBuilder) Append(v []byte) {
	if len(v) <= ViewInlineMax {
		b.views.append(MakeInlineView(v))
		b.valid.append(true)
		return
	}
	if len(v) > math.MaxInt32 {
		panic(fmt.Sprintf("arrays: view builder: a %d-byte value does not fit a view", len(v)))
	}
	bs := b.block()
	if b.cur != nil && len(b.cur)+len(v) > bs {
		b.flush()
	}
	if b.cur == nil {
		b.cur = AllocBuffer(max(bs, len(v)))[:0]
	}
	off := len(b.cur)
	b.cur = appendBytes(b.cur, v)
	b.views.append(MakeRefView(v, int32(len(b.blocks)), int32(off)))
	b.valid.append(true)
}

// AppendString appends a valid value.
func (b *viewBuilder) AppendString(s string) { b.Append(unsafe.Slice(unsafe.StringData(s), len(s))) }

func (b *viewBuilder) appendRaw(p []byte) { b.Append(p) }

// AppendValues appends vs; valid, if not nil, is as long as vs and marks
// nulls with false.
func (b *viewBuilder) AppendValues(vs [][]byte, valid []bool) {
	if valid != nil && len(valid) != len(vs) {
		panic("arrays: AppendValues: len(valid) != len(values)")
	}
	b.Reserve(len(vs))
	for i, v := range vs {
		if valid == nil || valid[i] {
			b.Append(v)
		} else {
			b.AppendNull()
		}
	}
}

// AppendStrings is AppendValues for strings.
func (b *viewBuilder) AppendStrings(vs []string, valid []bool) {
	if valid != nil && len(valid) != len(vs) {
		panic("arrays: AppendStrings: len(valid) != len(values)")
	}
	b.Reserve(len(vs))
	for i, v := range vs {
		if valid == nil || valid[i] {
			b.AppendString(v)
		} else {
			b.AppendNull()
		}
	}
}

func (b *viewBuilder) AppendNull() { b.AppendNulls(1) }

func (b *viewBuilder) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.views.reserve(n)
	for range n {
		b.views.append(View{})
	}
	b.valid.appendN(n, false)
}

// AppendEmpty appends a valid empty value.
func (b *viewBuilder) AppendEmpty() {
	b.views.append(View{})
	b.valid.append(true)
}

func (b *viewBuilder) Reserve(n int) {
	b.valid.reserve(n)
	b.views.reserve(n)
}

func (b *viewBuilder) flush() {
	b.blocks = append(b.blocks, handOff(b.cur, len(b.cur)))
	b.cur = nil
}

func (b *viewBuilder) finish(t DataType) *Data {
	if len(b.cur) > 0 {
		b.flush()
	}
	b.cur = nil
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	bufs := make([][]byte, 0, 2+len(b.blocks))
	bufs = append(bufs, bitmap, b.views.finish())
	bufs = append(bufs, b.blocks...)
	b.blocks = nil
	return NewData(t, n, bufs, nil, nulls, 0)
}

// BinaryViewBuilder builds binary_view arrays.
type BinaryViewBuilder struct{ viewBuilder }

// NewBinaryViewBuilder returns an empty builder with DefaultViewBlockSize.
func NewBinaryViewBuilder() *BinaryViewBuilder { return &BinaryViewBuilder{} }

func (b *BinaryViewBuilder) Type() DataType { return BinaryViewType{} }

// NewBinaryViewArray returns the built array and resets the builder.
func (b *BinaryViewBuilder) NewBinaryViewArray() *BinaryView {
	return &BinaryView{viewLike{base{b.finish(BinaryViewType{})}}}
}

func (b *BinaryViewBuilder) NewArray() Array { return b.NewBinaryViewArray() }

// Utf8ViewBuilder builds utf8_view arrays. It does not check that values
// are UTF-8; validation does.
type Utf8ViewBuilder struct{ viewBuilder }

// NewUtf8ViewBuilder returns an empty builder with DefaultViewBlockSize.
func NewUtf8ViewBuilder() *Utf8ViewBuilder { return &Utf8ViewBuilder{} }

func (b *Utf8ViewBuilder) Type() DataType { return Utf8ViewType{} }

// NewUtf8ViewArray returns the built array and resets the builder.
func (b *Utf8ViewBuilder) NewUtf8ViewArray() *Utf8View {
	return &Utf8View{viewLike{base{b.finish(Utf8ViewType{})}}}
}

func (b *Utf8ViewBuilder) NewArray() Array { return b.NewUtf8ViewArray() }
