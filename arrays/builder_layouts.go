package arrays

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"
)

// This file holds what the hand-written builders share: the dispatch from a
// type to its builder, the aligned value buffers they fill, the raw-value
// plumbing that dictionary and run-end encoded builders use to memoize and
// compare values, and the builders of the small layouts (null, bool,
// fixed-size binary, extension).

// newLayoutBuilder returns the builder of a non-table type, or nil when the
// type is malformed (a nil child type, a dictionary over a non-integer
// index, a union whose codes do not match its children, ...).
func newLayoutBuilder(t DataType) Builder {
	b, err := makeBuilder(t)
	if err != nil {
		return nil
	}
	return b
}

// makeBuilder returns a builder for any type, or an error saying which part
// of the type cannot be built and why. It never panics, so it is safe on
// types decoded from untrusted schemas.
func makeBuilder(t DataType) (Builder, error) {
	if t == nil {
		return nil, errors.New("arrays: no builder for a nil type")
	}
	if b, ok := newPrimitiveBuilder(t); ok {
		return b, nil
	}
	switch t := t.(type) {
	case NullType:
		return NewNullBuilder(), nil
	case BoolType:
		return NewBooleanBuilder(), nil
	case BinaryType:
		return NewBinaryBuilder(), nil
	case Utf8Type:
		return NewUtf8Builder(), nil
	case LargeBinaryType:
		return NewLargeBinaryBuilder(), nil
	case LargeUtf8Type:
		return NewLargeUtf8Builder(), nil
	case BinaryViewType:
		return NewBinaryViewBuilder(), nil
	case Utf8ViewType:
		return NewUtf8ViewBuilder(), nil
	case FixedSizeBinaryType:
		if t.ByteWidth < 0 {
			return nil, fmt.Errorf("arrays: %s: negative byte width", t)
		}
		return NewFixedSizeBinaryBuilder(t), nil
	case *ListType:
		return newListBuilder(t)
	case *LargeListType:
		return newLargeListBuilder(t)
	case *ListViewType:
		return newListViewBuilder(t)
	case *LargeListViewType:
		return newLargeListViewBuilder(t)
	case *FixedSizeListType:
		return newFixedSizeListBuilder(t)
	case *StructType:
		return newStructBuilder(t)
	case *MapType:
		return newMapBuilder(t)
	case *UnionType:
		return newUnionBuilder(t)
	case *DictionaryType:
		return newDictionaryBuilder(t)
	case *RunEndEncodedType:
		return newRunEndEncodedBuilder(t)
	case ExtensionType:
		return newExtensionBuilder(t)
	}
	return nil, fmt.Errorf("arrays: no builder for type %s (%T)", t, t)
}

// childBuilder builds the builder of a child field, naming the field in the
// error so that a deep failure reads like a path.
func childBuilder(parent DataType, f Field) (Builder, error) {
	b, err := makeBuilder(f.Type)
	if err != nil {
		return nil, fmt.Errorf("arrays: field %q of %s: %w", f.Name, parent.ID(), err)
	}
	return b, nil
}

// mustBuilder turns a constructor error into a panic, for the typed
// constructors (NewListBuilder, ...) that programs call with static types;
// NewBuilder is the checked path for types from elsewhere.
func mustBuilder[B any](b B, err error) B {
	if err != nil {
		panic(err)
	}
	return b
}

// ----- aligned value buffers -----

// valueBuffer accumulates fixed-size values (offsets, sizes, type ids,
// views) directly in a 64-byte aligned buffer from AllocBuffer, so that
// finishing hands the buffer to the array without a copy.
type valueBuffer[T any] struct {
	buf []byte // len(buf) == n * sizeof(T)
	n   int
}

func (b *valueBuffer[T]) size() int {
	var z T
	return int(unsafe.Sizeof(z))
}

func (b *valueBuffer[T]) reserve(k int) {
	if need := (b.n + k) * b.size(); need > cap(b.buf) {
		b.buf = growBuffer(b.buf, need)[:len(b.buf)]
	}
}

func (b *valueBuffer[T]) append(v T) {
	s := b.size()
	b.buf = growBuffer(b.buf, len(b.buf)+s)
	// The buffer is 64-byte aligned and every element sits at a multiple of
	// its size (a power of two), so the store is aligned.
	*(*T)(unsafe.Pointer(&b.buf[b.n*s])) = v
	b.n++
}

func (b *valueBuffer[T]) at(i int) T { return *(*T)(unsafe.Pointer(&b.buf[i*b.size()])) }

func (b *valueBuffer[T]) set(i int, v T) { *(*T)(unsafe.Pointer(&b.buf[i*b.size()])) = v }

// finish returns the buffer (never nil, padding zeroed) and empties b.
func (b *valueBuffer[T]) finish() []byte {
	out := handOff(b.buf, len(b.buf))
	*b = valueBuffer[T]{}
	return out
}

// bitBuffer accumulates a bitmap of values (not validity: it is always
// returned, even when every bit is clear).
type bitBuffer struct {
	buf []byte
	n   int
}

func (b *bitBuffer) reserve(k int) {
	if need := BitmapLen(b.n + k); need > cap(b.buf) {
		b.buf = growBuffer(b.buf, need)[:len(b.buf)]
	}
}

func (b *bitBuffer) append(v bool) {
	if b.n&7 == 0 {
		b.buf = growBuffer(b.buf, len(b.buf)+1)
	}
	if v {
		SetBit(b.buf, b.n)
	}
	b.n++
}

func (b *bitBuffer) appendN(k int, v bool) {
	if k <= 0 {
		return
	}
	if need := BitmapLen(b.n + k); need > len(b.buf) {
		b.buf = growBuffer(b.buf, need)
	}
	if v {
		SetBitsTo(b.buf, b.n, k, true)
	}
	b.n += k
}

func (b *bitBuffer) finish() []byte {
	out := handOff(b.buf, BitmapLen(b.n))
	*b = bitBuffer{}
	return out
}

// appendBytes appends p to a growBuffer-managed byte buffer.
func appendBytes(buf, p []byte) []byte {
	old := len(buf)
	buf = growBuffer(buf, old+len(p))
	copy(buf[old:], p)
	return buf
}

// handOff finishes a builder buffer of n used bytes for an array: padding
// zeroed, never nil. A buffer whose doubling left it much larger than
// needed is copied into a right-sized one so the array does not pin the
// slack.
func handOff(b []byte, n int) []byte {
	if cap(b) > 2*PaddedLen(n)+Alignment {
		out := AllocBuffer(n)
		copy(out, b[:n])
		return out
	}
	return finishBuffer(b, n)
}

// ----- raw values of scalar layouts -----

// rawAppender is implemented by the builders of scalar layouts (fixed-width
// primitives, bool, fixed-size binary, the binary-like types and extensions
// over them): they append one valid value given as the bytes scalarRaw reads
// for it. Dictionary and run-end encoded builders use it to append values
// they have memoized or compared by their bytes.
type rawAppender interface{ appendRaw(p []byte) }

// appendRaw appends the value whose in-memory (host-order) bytes are p.
func (b *fixedBuilder[T]) appendRaw(p []byte) {
	var v T
	copy(unsafe.Slice((*byte)(unsafe.Pointer(&v)), unsafe.Sizeof(v)), p)
	b.append(v)
}

// isScalarLayout reports whether values of t are plain byte strings that
// can be memoized and compared by their bytes.
func isScalarLayout(t DataType) bool {
	if t == nil {
		return false
	}
	id := StorageOf(t).ID()
	return id == BOOL || id == FIXED_SIZE_BINARY || IsBinaryLike(id) || PrimitiveByteWidth(id) > 0
}

// scalarRaw returns the bytes of valid slot i (offset applied) of a
// scalar-layout array: the value's host-order bytes for fixed-width
// types, one byte 0/1 for bool, the value bytes for binary-like types.
// It aliases the buffers.
func scalarRaw(d *Data, i int) []byte {
	j := d.Offset + i
	t := StorageOf(d.Type)
	switch t.ID() {
	case BOOL:
		if BitIsSet(d.Buffers[1], j) {
			return []byte{1}
		}
		return []byte{0}
	case FIXED_SIZE_BINARY:
		w := t.(FixedSizeBinaryType).ByteWidth
		return d.Buffers[1][j*w : (j+1)*w]
	case BINARY, UTF8:
		off := valuesOf[int32](d.Buffers[1])
		return d.Buffers[2][off[j]:off[j+1]]
	case LARGE_BINARY, LARGE_UTF8:
		off := valuesOf[int64](d.Buffers[1])
		return d.Buffers[2][off[j]:off[j+1]]
	case BINARY_VIEW, UTF8_VIEW:
		v := viewLike{base{d}}
		return v.ValueBytes(i)
	}
	w := PrimitiveByteWidth(t.ID())
	return d.Buffers[1][j*w : (j+1)*w]
}

// emptyRaw is the raw bytes of the empty value of a scalar-layout type, as
// AppendEmpty appends it.
func emptyRaw(t DataType) []byte {
	s := StorageOf(t)
	switch s.ID() {
	case BOOL:
		return []byte{0}
	case FIXED_SIZE_BINARY:
		return make([]byte, s.(FixedSizeBinaryType).ByteWidth)
	}
	return make([]byte, PrimitiveByteWidth(s.ID()))
}

// asBytes returns the in-memory (host-order) bytes of v.
func asBytes[T any](v T) []byte { return bytesOf([]T{v}) }

// scalarBytes converts a Go value to the raw bytes of a scalar-layout type.
// The Go type must be the one the type's builder appends: int32 for int32,
// date32, time32, decimal32 and interval_months; int64 for int64, date64,
// time64, timestamp, duration and decimal64; Half, Int128, Int256, DayTime,
// MonthDayNano for float16, decimal128, decimal256 and the two intervals;
// bool for bool; []byte or string for binary-like and fixed-size binary.
// A plain int is accepted for every integer-backed type when it fits.
func scalarBytes(t DataType, v any) ([]byte, error) {
	s := StorageOf(t)
	if x, isInt := v.(int); isInt {
		if p, handled, err := intBytes(s.ID(), x); handled {
			if err != nil {
				return nil, fmt.Errorf("arrays: %s: %w", t, err)
			}
			return p, nil
		}
	}
	var p []byte
	ok := false
	switch s.ID() {
	case BOOL:
		var x bool
		if x, ok = v.(bool); ok {
			p = asBytes(x)
		}
	case INT8:
		p, ok = rawOf[int8](v)
	case INT16:
		p, ok = rawOf[int16](v)
	case INT32, DATE32, TIME32, DECIMAL32, INTERVAL_MONTHS:
		p, ok = rawOf[int32](v)
	case INT64, DATE64, TIME64, TIMESTAMP, DURATION, DECIMAL64:
		p, ok = rawOf[int64](v)
	case UINT8:
		p, ok = rawOf[uint8](v)
	case UINT16:
		p, ok = rawOf[uint16](v)
	case UINT32:
		p, ok = rawOf[uint32](v)
	case UINT64:
		p, ok = rawOf[uint64](v)
	case FLOAT16:
		p, ok = rawOf[Half](v)
	case FLOAT32:
		p, ok = rawOf[float32](v)
	case FLOAT64:
		p, ok = rawOf[float64](v)
	case DECIMAL128:
		p, ok = rawOf[Int128](v)
	case DECIMAL256:
		p, ok = rawOf[Int256](v)
	case INTERVAL_DAY_TIME:
		p, ok = rawOf[DayTime](v)
	case INTERVAL_MONTH_DAY_NANO:
		p, ok = rawOf[MonthDayNano](v)
	case FIXED_SIZE_BINARY, BINARY, UTF8, LARGE_BINARY, LARGE_UTF8, BINARY_VIEW, UTF8_VIEW:
		switch x := v.(type) {
		case []byte:
			p, ok = x, true
		case string:
			p, ok = []byte(x), true
		}
		if ok && s.ID() == FIXED_SIZE_BINARY && len(p) != s.(FixedSizeBinaryType).ByteWidth {
			return nil, fmt.Errorf("arrays: %s value has %d bytes", t, len(p))
		}
	default:
		return nil, fmt.Errorf("arrays: %s values cannot be appended as Go values", t)
	}
	if !ok {
		return nil, fmt.Errorf("arrays: a %T cannot be a %s value", v, t)
	}
	return p, nil
}

// intBytes converts an int to the raw bytes of an integer-backed type,
// reporting whether the type is one and whether the value fits it.
func intBytes(id TypeID, x int) (p []byte, handled bool, err error) {
	var signed bool
	switch id {
	case INT8, INT16, INT32, INT64, DATE32, DATE64, TIME32, TIME64, TIMESTAMP, DURATION, DECIMAL32, DECIMAL64, INTERVAL_MONTHS:
		signed = true
	case UINT8, UINT16, UINT32, UINT64:
	default:
		return nil, false, nil
	}
	w := PrimitiveByteWidth(id)
	bits := uint(8 * w)
	fits := true
	switch {
	case !signed && x < 0:
		fits = false
	case w == 8:
	case signed: // in int64: a 32-bit int cannot hold 1<<31
		fits = int64(x) >= -(int64(1)<<(bits-1)) && int64(x) < int64(1)<<(bits-1)
	default:
		fits = uint64(x) < uint64(1)<<bits
	}
	if !fits {
		return nil, true, fmt.Errorf("%d does not fit %d bytes", x, w)
	}
	p = make([]byte, w) // the low w bytes, in the host's order (native-endian memory)
	switch w {
	case 1:
		p[0] = byte(x)
	case 2:
		binary.NativeEndian.PutUint16(p, uint16(x))
	case 4:
		binary.NativeEndian.PutUint32(p, uint32(x))
	default:
		binary.NativeEndian.PutUint64(p, uint64(x))
	}
	return p, true, nil
}

func rawOf[T any](v any) ([]byte, bool) {
	x, ok := v.(T)
	if !ok {
		return nil, false
	}
	return asBytes(x), true
}

// ----- null -----

// NullBuilder builds arrays of the null type: it only counts slots.
type NullBuilder struct{ n int }

// NewNullBuilder returns an empty builder.
func NewNullBuilder() *NullBuilder { return &NullBuilder{} }

func (b *NullBuilder) Type() DataType { return NullType{} }
func (b *NullBuilder) Len() int       { return b.n }
func (b *NullBuilder) NullN() int     { return b.n }
func (b *NullBuilder) AppendNull()    { b.n++ }

// AppendNulls appends n null slots.
func (b *NullBuilder) AppendNulls(n int) {
	if n > 0 {
		b.n += n
	}
}

// AppendEmpty appends a null slot: null is the null type's only value.
func (b *NullBuilder) AppendEmpty() { b.n++ }
func (b *NullBuilder) Reserve(int)  {}

// NewNullArray returns the built array and resets the builder.
func (b *NullBuilder) NewNullArray() *Null {
	a := NewNull(b.n)
	b.n = 0
	return a
}

func (b *NullBuilder) NewArray() Array { return b.NewNullArray() }

// ----- bool -----

// BooleanBuilder builds bit-packed boolean arrays.
type BooleanBuilder struct {
	valid  validityBuilder
	values bitBuffer
}

// NewBooleanBuilder returns an empty builder.
func NewBooleanBuilder() *BooleanBuilder { return &BooleanBuilder{} }

func (b *BooleanBuilder) Type() DataType { return BoolType{} }
func (b *BooleanBuilder) Len() int       { return b.valid.length }
func (b *BooleanBuilder) NullN() int     { return b.valid.nulls }

// Append appends a valid value.
func (b *BooleanBuilder) Append(v bool) {
	b.valid.append(true)
	b.values.append(v)
}

// AppendValues appends vs; valid, if not nil, is as long as vs and marks
// nulls with false.
func (b *BooleanBuilder) AppendValues(vs []bool, valid []bool) {
	if valid != nil && len(valid) != len(vs) {
		panic("arrays: BooleanBuilder.AppendValues: len(valid) != len(values)")
	}
	b.Reserve(len(vs))
	for i, v := range vs {
		b.valid.append(valid == nil || valid[i])
		b.values.append(v)
	}
}

// AppendNull appends a null slot (its value bit is clear).
func (b *BooleanBuilder) AppendNull() {
	b.valid.append(false)
	b.values.append(false)
}

func (b *BooleanBuilder) AppendNulls(n int) {
	b.valid.appendN(n, false)
	b.values.appendN(n, false)
}

// AppendEmpty appends a valid false.
func (b *BooleanBuilder) AppendEmpty() { b.Append(false) }

func (b *BooleanBuilder) Reserve(n int) {
	b.valid.reserve(n)
	b.values.reserve(n)
}

func (b *BooleanBuilder) appendRaw(p []byte) { b.Append(p[0] != 0) }

// NewBooleanArray returns the built array and resets the builder.
func (b *BooleanBuilder) NewBooleanArray() *Boolean {
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	return newBoolean(NewData(BoolType{}, n, [][]byte{bitmap, b.values.finish()}, nil, nulls, 0))
}

func (b *BooleanBuilder) NewArray() Array { return b.NewBooleanArray() }

// ----- fixed-size binary -----

// FixedSizeBinaryBuilder builds fixed_size_binary[w] arrays. Null slots
// hold w zero bytes, as the layout requires a value per slot.
type FixedSizeBinaryBuilder struct {
	typ   FixedSizeBinaryType
	valid validityBuilder
	data  []byte
}

// NewFixedSizeBinaryBuilder returns an empty builder for t. It panics if
// the byte width is negative.
func NewFixedSizeBinaryBuilder(t FixedSizeBinaryType) *FixedSizeBinaryBuilder {
	if t.ByteWidth < 0 {
		panic(fmt.Sprintf("arrays: %s: negative byte width", t))
	}
	return &FixedSizeBinaryBuilder{typ: t}
}

func (b *FixedSizeBinaryBuilder) Type() DataType { return b.typ }
func (b *FixedSizeBinaryBuilder) Len() int       { return b.valid.length }
func (b *FixedSizeBinaryBuilder) NullN() int     { return b.valid.nulls }

// Append appends a valid value; it fails, appending nothing, unless v has
// exactly the type's byte width.
func (b *FixedSizeBinaryBuilder) Append(v []byte) error {
	if len(v) != b.typ.ByteWidth {
		return fmt.Errorf("arrays: %s: value %d has %d bytes", b.typ, b.Len(), len(v))
	}
	b.appendRaw(v)
	return nil
}

// AppendString appends the bytes of s, like Append.
func (b *FixedSizeBinaryBuilder) AppendString(s string) error {
	if len(s) != b.typ.ByteWidth {
		return fmt.Errorf("arrays: %s: value %d has %d bytes", b.typ, b.Len(), len(s))
	}
	b.data = appendBytes(b.data, unsafe.Slice(unsafe.StringData(s), len(s)))
	b.valid.append(true)
	return nil
}

func (b *FixedSizeBinaryBuilder) appendRaw(p []byte) {
	b.data = appendBytes(b.data, p)
	b.valid.append(true)
}

func (b *FixedSizeBinaryBuilder) AppendNull() { b.AppendNulls(1) }

func (b *FixedSizeBinaryBuilder) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.data = growBuffer(b.data, len(b.data)+n*b.typ.ByteWidth)
	b.valid.appendN(n, false)
}

// AppendEmpty appends a valid value of zero bytes.
func (b *FixedSizeBinaryBuilder) AppendEmpty() {
	b.data = growBuffer(b.data, len(b.data)+b.typ.ByteWidth)
	b.valid.append(true)
}

func (b *FixedSizeBinaryBuilder) Reserve(n int) {
	b.valid.reserve(n)
	if need := len(b.data) + n*b.typ.ByteWidth; need > cap(b.data) {
		b.data = growBuffer(b.data, need)[:len(b.data)]
	}
}

// NewFixedSizeBinaryArray returns the built array and resets the builder.
func (b *FixedSizeBinaryBuilder) NewFixedSizeBinaryArray() *FixedSizeBinary {
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	data := handOff(b.data, len(b.data))
	b.data = nil
	return &FixedSizeBinary{base{NewData(b.typ, n, [][]byte{bitmap, data}, nil, nulls, 0)}}
}

func (b *FixedSizeBinaryBuilder) NewArray() Array { return b.NewFixedSizeBinaryArray() }

// ----- extension -----

// ExtensionBuilder builds arrays of an extension type by filling a builder
// of its storage type; the built array carries the extension type.
type ExtensionBuilder struct {
	typ     ExtensionType
	storage Builder
}

// NewExtensionBuilder returns an empty builder for t. It panics if t's
// storage type has no builder; NewBuilder reports that as an error.
func NewExtensionBuilder(t ExtensionType) *ExtensionBuilder {
	return mustBuilder(newExtensionBuilder(t))
}

func newExtensionBuilder(t ExtensionType) (*ExtensionBuilder, error) {
	st := t.StorageType()
	if st == nil {
		return nil, fmt.Errorf("arrays: extension %s has no storage type", t.ExtensionName())
	}
	sb, err := makeBuilder(st)
	if err != nil {
		return nil, fmt.Errorf("arrays: storage of extension %s: %w", t.ExtensionName(), err)
	}
	return &ExtensionBuilder{typ: t, storage: sb}, nil
}

// StorageBuilder returns the builder of the storage values; append to it.
func (b *ExtensionBuilder) StorageBuilder() Builder { return b.storage }

func (b *ExtensionBuilder) Type() DataType     { return b.typ }
func (b *ExtensionBuilder) Len() int           { return b.storage.Len() }
func (b *ExtensionBuilder) NullN() int         { return b.storage.NullN() }
func (b *ExtensionBuilder) AppendNull()        { b.storage.AppendNull() }
func (b *ExtensionBuilder) AppendNulls(n int)  { b.storage.AppendNulls(n) }
func (b *ExtensionBuilder) AppendEmpty()       { b.storage.AppendEmpty() }
func (b *ExtensionBuilder) Reserve(n int)      { b.storage.Reserve(n) }
func (b *ExtensionBuilder) appendRaw(p []byte) { b.storage.(rawAppender).appendRaw(p) }

// NewExtensionArray returns the built array and resets the builder.
func (b *ExtensionBuilder) NewExtensionArray() *ExtensionArray {
	a, err := NewExtensionArray(b.typ, b.storage.NewArray())
	if err != nil {
		// The storage builder was made from the storage type, so the types
		// always agree; reaching this is a bug in this package.
		panic(err)
	}
	return a
}

func (b *ExtensionBuilder) NewArray() Array { return b.NewExtensionArray() }
