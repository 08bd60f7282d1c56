package arrays

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// ErrNotInDictionary is returned when a value appended to a dictionary
// builder with a fixed dictionary is not in that dictionary.
var ErrNotInDictionary = errors.New("value not in dictionary")

// DictionaryBuilder builds dictionary-encoded arrays, with any integer index
// type, in one of two modes:
//
//   - memoizing (the default): values appended with Append, AppendBytes,
//     AppendString or AppendFrom are looked up by their bytes; a new value is
//     added to the dictionary and every later equal value reuses its index.
//     This works for fixed-width, bool, fixed-size binary and binary-like
//     value types (and extensions over them). Each NewArray starts a fresh
//     dictionary.
//   - fixed dictionary (after SetDictionary): AppendIndex appends indices
//     into the given dictionary, which may hold duplicates and nulls, and
//     value appends look the value up there (ErrNotInDictionary if absent).
//     The dictionary is kept across NewArray.
//
// AppendIndex also works while memoizing, for indices already assigned.
// Appends that can fail on their input return an error and append nothing.
// The Builder methods cannot return errors: AppendEmpty in a mode where it
// cannot find or add an empty value appends a null instead and records the
// error, reported by Err and by NewDictionaryArray.
type DictionaryBuilder struct {
	typ      *DictionaryType
	valid    validityBuilder
	indices  []byte
	width    int    // index byte width
	maxIndex uint64 // largest index the index type holds
	fixed    *Data  // the SetDictionary dictionary, nil while memoizing
	values   Builder
	memo     map[string]int // value bytes -> first index holding them
	empty    int            // 1 + index of the empty value of a non-scalar value type
	err      error
}

// NewDictionaryBuilder returns an empty memoizing builder for t. It panics
// if t's index type is not an integer type or its value type has no
// builder; NewBuilder reports those as errors.
func NewDictionaryBuilder(t *DictionaryType) *DictionaryBuilder {
	return mustBuilder(newDictionaryBuilder(t))
}

func newDictionaryBuilder(t *DictionaryType) (*DictionaryBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil dictionary type")
	}
	if t.Index == nil || !IsInteger(t.Index.ID()) {
		return nil, fmt.Errorf("arrays: dictionary index type %v is not an integer type", t.Index)
	}
	if t.Value == nil {
		return nil, fmt.Errorf("arrays: dictionary without a value type")
	}
	vb, err := makeBuilder(t.Value)
	if err != nil {
		return nil, fmt.Errorf("arrays: dictionary values: %w", err)
	}
	w := PrimitiveByteWidth(t.Index.ID())
	maxIndex := uint64(math.MaxInt64)
	if w < 8 {
		maxIndex = 1<<(8*w) - 1
		if IsSignedInteger(t.Index.ID()) {
			maxIndex >>= 1
		}
	}
	return &DictionaryBuilder{typ: t, width: w, maxIndex: maxIndex, values: vb, memo: map[string]int{}}, nil
}

func (b *DictionaryBuilder) Type() DataType { return b.typ }
func (b *DictionaryBuilder) Len() int       { return b.valid.length }
func (b *DictionaryBuilder) NullN() int     { return b.valid.nulls }

// Err returns the first error recorded by an AppendEmpty that could not
// append an empty value (it appended a null instead).
func (b *DictionaryBuilder) Err() error { return b.err }

// SetDictionary switches the builder to a fixed dictionary, whose type must
// be the dictionary's value type. It fails once values have been
// memoized or slots appended.
func (b *DictionaryBuilder) SetDictionary(dict Array) error {
	if dict == nil || !TypeEqual(dict.DataType(), b.typ.Value) {
		return fmt.Errorf("arrays: SetDictionary: want a %s dictionary, got %v", b.typ.Value, typeOfArray(dict))
	}
	if b.Len() > 0 || b.values.Len() > 0 {
		return errors.New("arrays: SetDictionary: the builder already holds slots or values")
	}
	b.fixed = dict.Data()
	b.memo = nil // built on the first value lookup
	b.empty = 0
	return nil
}

// Dictionary returns the fixed dictionary set by SetDictionary, or nil
// while memoizing.
func (b *DictionaryBuilder) Dictionary() Array {
	if b.fixed == nil {
		return nil
	}
	return MakeArray(b.fixed)
}

func typeOfArray(a Array) any {
	if a == nil {
		return "no array"
	}
	return a.DataType()
}

// DictionaryLen is the number of dictionary entries so far.
func (b *DictionaryBuilder) DictionaryLen() int {
	if b.fixed != nil {
		return b.fixed.Length
	}
	return b.values.Len()
}

func (b *DictionaryBuilder) putIndex(i uint64) {
	old := len(b.indices)
	b.indices = growBuffer(b.indices, old+b.width)
	p := b.indices[old:]
	switch b.width {
	case 1:
		p[0] = byte(i)
	case 2:
		binary.NativeEndian.PutUint16(p, uint16(i))
	case 4:
		binary.NativeEndian.PutUint32(p, uint32(i))
	default:
		binary.NativeEndian.PutUint64(p, i)
	}
}

// AppendIndex appends a valid slot holding dictionary index i. It fails
// unless 0 <= i < DictionaryLen() and i fits the index type.
func (b *DictionaryBuilder) AppendIndex(i int) error {
	if i < 0 || i >= b.DictionaryLen() {
		return fmt.Errorf("arrays: %s: slot %d: index %d out of range [0, %d)", b.typ, b.Len(), i, b.DictionaryLen())
	}
	if uint64(i) > b.maxIndex {
		return fmt.Errorf("arrays: %s: slot %d: index %d does not fit %s", b.typ, b.Len(), i, b.typ.Index)
	}
	b.putIndex(uint64(i))
	b.valid.append(true)
	return nil
}

// Append appends a value given as the Go type its value type's builder
// appends (int32 for date32, Int128 for decimal128, Half for float16,
// string or []byte for binary-like, ...) or as a plain int for an
// integer-backed value type.
func (b *DictionaryBuilder) Append(v any) error {
	if !isScalarLayout(b.typ.Value) {
		return b.notScalar()
	}
	p, err := scalarBytes(b.typ.Value, v)
	if err != nil {
		return err
	}
	return b.appendScalar(p)
}

// AppendBytes appends a binary-like or fixed-size binary value.
func (b *DictionaryBuilder) AppendBytes(v []byte) error { return b.Append(v) }

// AppendString appends a binary-like or fixed-size binary value.
func (b *DictionaryBuilder) AppendString(s string) error { return b.Append(s) }

// AppendFrom appends slot i of a, an array of the value type: a null slot
// appends a null, a valid one its value.
func (b *DictionaryBuilder) AppendFrom(a Array, i int) error {
	if !TypeEqual(a.DataType(), b.typ.Value) {
		return fmt.Errorf("arrays: %s: AppendFrom: a %s array is not of the value type", b.typ, a.DataType())
	}
	if uint(i) >= uint(a.Len()) {
		return fmt.Errorf("arrays: %s: AppendFrom: index %d out of range [0, %d)", b.typ, i, a.Len())
	}
	if !isScalarLayout(b.typ.Value) {
		return b.notScalar()
	}
	if a.IsNull(i) {
		b.AppendNull()
		return nil
	}
	return b.appendScalar(scalarRaw(a.Data(), i))
}

func (b *DictionaryBuilder) notScalar() error {
	return fmt.Errorf("arrays: %s: %s values cannot be memoized; use SetDictionary and AppendIndex", b.typ, b.typ.Value)
}

// lookupFixed indexes the fixed dictionary by value bytes, first
// occurrence winning, on the first lookup.
func (b *DictionaryBuilder) lookupFixed(p []byte) (int, bool) {
	if b.memo == nil {
		b.memo = map[string]int{}
		for i := b.fixed.Length - 1; i >= 0; i-- {
			if b.fixed.IsValid(i) {
				b.memo[string(scalarRaw(b.fixed, i))] = i
			}
		}
	}
	i, ok := b.memo[string(p)]
	return i, ok
}

func (b *DictionaryBuilder) appendScalar(p []byte) error {
	if b.fixed != nil {
		i, ok := b.lookupFixed(p)
		if !ok {
			return fmt.Errorf("arrays: %s: slot %d: %q: %w", b.typ, b.Len(), p, ErrNotInDictionary)
		}
		return b.AppendIndex(i)
	}
	i, ok := b.memo[string(p)]
	if !ok {
		i = b.values.Len()
		if uint64(i) > b.maxIndex {
			return fmt.Errorf("arrays: %s: slot %d: the dictionary is full (%s indexes %d values)", b.typ, b.Len(), b.typ.Index, b.maxIndex+1)
		}
		b.values.(rawAppender).appendRaw(p)
		b.memo[string(p)] = i
	}
	b.putIndex(uint64(i))
	b.valid.append(true)
	return nil
}

// AppendNull appends a null slot (index 0 in the buffer).
func (b *DictionaryBuilder) AppendNull() { b.AppendNulls(1) }

func (b *DictionaryBuilder) AppendNulls(n int) {
	if n <= 0 {
		return
	}
	b.indices = growBuffer(b.indices, len(b.indices)+n*b.width)
	b.valid.appendN(n, false)
}

// AppendEmpty appends the empty value of the value type: memoized like any
// value for scalar value types, a single shared empty entry for others
// while memoizing, and index 0 with a fixed dictionary of non-scalar
// values.
func (b *DictionaryBuilder) AppendEmpty() {
	var err error
	switch {
	case isScalarLayout(b.typ.Value):
		err = b.appendScalar(emptyRaw(b.typ.Value))
	case b.fixed != nil:
		err = b.AppendIndex(0)
	default:
		if b.empty == 0 {
			if uint64(b.values.Len()) > b.maxIndex {
				err = fmt.Errorf("arrays: %s: the dictionary is full", b.typ)
				break
			}
			b.values.AppendEmpty()
			b.empty = b.values.Len()
		}
		err = b.AppendIndex(b.empty - 1)
	}
	if err != nil {
		if b.err == nil {
			b.err = fmt.Errorf("arrays: AppendEmpty appended a null: %w", err)
		}
		b.AppendNull()
	}
}

func (b *DictionaryBuilder) Reserve(n int) {
	b.valid.reserve(n)
	if need := len(b.indices) + n*b.width; need > cap(b.indices) {
		b.indices = growBuffer(b.indices, need)[:len(b.indices)]
	}
}

// NewDictionaryArray returns the built array, and the error recorded since
// the last NewArray if any, and resets the builder. A memoizing builder
// starts a new dictionary; a fixed dictionary is kept.
func (b *DictionaryBuilder) NewDictionaryArray() (*Dictionary, error) {
	n := b.valid.length
	bitmap, nulls := b.valid.finish()
	indices := handOff(b.indices, len(b.indices))
	b.indices = nil
	dict := b.fixed
	if dict == nil {
		dict = b.values.NewArray().Data()
		clear(b.memo)
		b.empty = 0
	}
	err := b.err
	b.err = nil
	d := NewData(b.typ, n, [][]byte{bitmap, indices}, nil, nulls, 0).WithDictionary(dict)
	return &Dictionary{base{d}}, err
}

// NewArray returns the built array and resets the builder; check Err first
// if AppendEmpty may have failed.
func (b *DictionaryBuilder) NewArray() Array {
	a, _ := b.NewDictionaryArray()
	return a
}
