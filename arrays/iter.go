package arrays

import "iter"

// All, on every typed array, yields each slot with its index, as
// slices.All does, so that positions line up with the other columns of a
// batch and one loop can read several columns. A null slot yields the zero
// value of the element type (0, "", false, a nil slice, Array or any),
// never the bytes a null slot happens to hold; where a zero can also be a
// real value, test IsNull:
//
//	for i, v := range a.All() {
//		if a.IsNull(i) {
//			continue
//		}
//		sum += v
//	}
//
// A second iterator that skips nulls would lose the positions and double
// the API for what one test in the loop does. The fixed-width All
// (generated) ranges over Values and costs about as much as that loop.

// nullBits returns the validity bitmap when a has nulls, nil when every
// slot is valid, so that loops test bits only when they must.
func (a *base) nullBits() []byte {
	if v := a.validity(); v != nil && a.data.NullN() > 0 {
		return v
	}
	return nil
}

// allOf yields value(i) for every valid slot of a and zero for the others.
func allOf[T any](a *base, value func(i int) T) iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		bits, off := a.nullBits(), a.data.Offset
		var zero T
		for i := range a.data.Length {
			v := zero
			if bits == nil || BitIsSet(bits, off+i) {
				v = value(i)
			}
			if !yield(i, v) {
				return
			}
		}
	}
}

// All yields every slot as nil: every slot of a null array is null.
func (a *Null) All() iter.Seq2[int, any] {
	return func(yield func(int, any) bool) {
		for i := range a.data.Length {
			if !yield(i, nil) {
				return
			}
		}
	}
}

// Value returns nil: every slot of a null array is null.
func (a *Null) Value(i int) any {
	a.checkIndex(i)
	return nil
}

// All yields every slot with its index; a null slot yields false.
func (a *Boolean) All() iter.Seq2[int, bool] {
	return func(yield func(int, bool) bool) {
		bits, off := a.nullBits(), a.data.Offset
		for i := range a.data.Length {
			v := BitIsSet(a.bits, off+i) && (bits == nil || BitIsSet(bits, off+i))
			if !yield(i, v) {
				return
			}
		}
	}
}

// all yields the bytes of every slot, aliasing the data buffer: nil for a
// null slot, an empty non-nil slice for an empty value.
func (a *binaryLike[O]) all() iter.Seq2[int, []byte] {
	return func(yield func(int, []byte) bool) {
		if a.data.Length <= 0 {
			return
		}
		bits, off := a.nullBits(), a.data.Offset
		offsets, data := a.offsets(), a.ValueData()
		for i := range a.data.Length {
			var v []byte
			if bits == nil || BitIsSet(bits, off+i) {
				s, e := offsets[i], offsets[i+1]
				v = data[s:e:e]
				if v == nil {
					v = []byte{}
				}
			}
			if !yield(i, v) {
				return
			}
		}
	}
}

// strings is all with each value as a string aliasing the buffer.
func (a *binaryLike[O]) strings() iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i, b := range a.all() {
			if !yield(i, unsafeString(b)) {
				return
			}
		}
	}
}

// All yields every slot's bytes, aliasing the buffer (nil for a null slot).
func (a *Binary) All() iter.Seq2[int, []byte] { return a.all() }

// All yields every slot's bytes, aliasing the buffer (nil for a null slot).
func (a *LargeBinary) All() iter.Seq2[int, []byte] { return a.all() }

// All yields every slot as a string aliasing the buffer ("" for a null slot).
func (a *Utf8) All() iter.Seq2[int, string] { return a.strings() }

// All yields every slot as a string aliasing the buffer ("" for a null slot).
func (a *LargeUtf8) All() iter.Seq2[int, string] { return a.strings() }

// all yields the bytes of every slot, aliasing the views or data buffers.
func (a *viewLike) all() iter.Seq2[int, []byte] {
	return func(yield func(int, []byte) bool) {
		if a.data.Length <= 0 {
			return
		}
		bits, off := a.nullBits(), a.data.Offset
		views := a.Views()
		for i := range views {
			var v []byte
			if bits == nil || BitIsSet(bits, off+i) {
				if w := &views[i]; w.IsInline() {
					v = w.InlineBytes()[:w.Length:w.Length]
				} else {
					buf := a.data.Buffers[2+int(w.BufferIndex)]
					e := int(w.Offset) + int(w.Length)
					v = buf[w.Offset:e:e]
				}
			}
			if !yield(i, v) {
				return
			}
		}
	}
}

// All yields every slot's bytes, aliasing the buffers (nil for a null slot).
func (a *BinaryView) All() iter.Seq2[int, []byte] { return a.all() }

// All yields every slot as a string aliasing the buffers ("" for a null
// slot).
func (a *Utf8View) All() iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i, b := range a.all() {
			if !yield(i, unsafeString(b)) {
				return
			}
		}
	}
}

// All yields every slot's bytes, aliasing the buffer (nil for a null slot).
func (a *FixedSizeBinary) All() iter.Seq2[int, []byte] {
	return func(yield func(int, []byte) bool) {
		if a.data.Length <= 0 {
			return
		}
		bits, off, w := a.nullBits(), a.data.Offset, a.ByteWidth()
		buf := a.data.Buffers[1]
		for i := range a.data.Length {
			var v []byte
			if bits == nil || BitIsSet(bits, off+i) {
				s := (off + i) * w
				v = buf[s : s+w : s+w]
			}
			if !yield(i, v) {
				return
			}
		}
	}
}

// Value returns slot i's list as a slice of the child (ValueArray).
func (a *listLike[O]) Value(i int) Array { return a.ValueArray(i) }

// All yields every slot's list as a slice of the child; a null slot
// yields a nil Array, an empty list an empty one.
func (a *listLike[O]) All() iter.Seq2[int, Array] { return allOf(&a.base, a.ValueArray) }

// Value returns slot i's list as a slice of the child (ValueArray).
func (a *listViewLike[O]) Value(i int) Array { return a.ValueArray(i) }

// All yields every slot's list as a slice of the child; a null slot
// yields a nil Array, an empty list an empty one.
func (a *listViewLike[O]) All() iter.Seq2[int, Array] { return allOf(&a.base, a.ValueArray) }

// Value returns slot i's list as a slice of the child (ValueArray).
func (a *FixedSizeList) Value(i int) Array { return a.ValueArray(i) }

// All yields every slot's list as a slice of the child; a null slot
// yields a nil Array.
func (a *FixedSizeList) All() iter.Seq2[int, Array] { return allOf(&a.base, a.ValueArray) }

// MapValue is one slot of a Map: its keys and items, slices of the same
// length and in the stored order (a map may repeat a key).
type MapValue struct {
	Keys, Items Array
}

// Len is the number of entries (0 for the zero MapValue of a null slot).
func (m MapValue) Len() int {
	if m.Keys == nil {
		return 0
	}
	return m.Keys.Len()
}

// Value returns slot i's keys and items as slices of the entries.
func (a *Map) Value(i int) MapValue {
	s, e := a.ValueRange(i)
	entries := a.data.Children[0]
	s, e = entries.Offset+s, entries.Offset+e
	return MapValue{
		Keys:  MakeArray(entries.Children[0].Slice(s, e)),
		Items: MakeArray(entries.Children[1].Slice(s, e)),
	}
}

// All yields every slot's keys and items; a null slot yields the zero
// MapValue (nil arrays).
func (a *Map) All() iter.Seq2[int, MapValue] { return allOf(&a.base, a.Value) }

// FieldValue is one field of a struct slot as ValueAt gives it.
type FieldValue struct {
	Name  string
	Value any
}

// StructValue is a struct slot as ValueAt gives it: its fields in the
// type's order, which a map would lose (and Arrow allows a name twice).
type StructValue []FieldValue

// Get returns the value of the first field named name.
func (s StructValue) Get(name string) (any, bool) {
	for _, f := range s {
		if f.Name == name {
			return f.Value, true
		}
	}
	return nil, false
}

// Fields yields every field with its child, sliced to this array.
func (a *Struct) Fields() iter.Seq2[Field, Array] {
	return func(yield func(Field, Array) bool) {
		st := StorageOf(a.data.Type).(*StructType)
		for k := range a.data.Children {
			if !yield(st.Children[k], a.Field(k)) {
				return
			}
		}
	}
}

// Value returns slot i's fields as ValueAt gives them (nil for a null
// slot).
func (a *Struct) Value(i int) StructValue {
	a.checkIndex(i)
	if a.IsNull(i) {
		return nil
	}
	return a.structValue(a.fieldArrays(), i)
}

func (a *Struct) fieldArrays() []Array {
	fields := make([]Array, a.NumField())
	for k := range fields {
		fields[k] = a.Field(k)
	}
	return fields
}

func (a *Struct) structValue(fields []Array, i int) StructValue {
	st := StorageOf(a.data.Type).(*StructType)
	v := make(StructValue, len(fields))
	for k, f := range fields {
		v[k] = FieldValue{Name: st.Children[k].Name, Value: ValueAt(f, i)}
	}
	return v
}

// All yields every slot's fields as ValueAt gives them (nil for a null
// slot). Fields gives the typed children instead.
func (a *Struct) All() iter.Seq2[int, StructValue] {
	return func(yield func(int, StructValue) bool) {
		fields := a.fieldArrays()
		for i, v := range allOf(&a.base, func(i int) StructValue { return a.structValue(fields, i) }) {
			if !yield(i, v) {
				return
			}
		}
	}
}

// Value returns the value slot i selects, as ValueAt gives it (nil when
// that value is null).
func (a *Union) Value(i int) any { return ValueAt(a, i) }

// All yields the value every slot selects, as ValueAt gives it.
func (a *Union) All() iter.Seq2[int, any] { return allValues(a) }

// Value returns slot i decoded through the dictionary, as ValueAt gives it:
// nil when the index or the dictionary value it names is null.
func (a *Dictionary) Value(i int) any { return ValueAt(a, i) }

// All yields every slot decoded through the dictionary, as ValueAt gives
// it.
func (a *Dictionary) All() iter.Seq2[int, any] {
	return func(yield func(int, any) bool) {
		dict := a.Dictionary()
		bits, off := a.nullBits(), a.data.Offset
		for i := range a.data.Length {
			var v any
			if bits == nil || BitIsSet(bits, off+i) {
				v = ValueAt(dict, a.IndexValue(i))
			}
			if !yield(i, v) {
				return
			}
		}
	}
}

// Value returns the value of the run holding logical slot i, as ValueAt
// gives it.
func (a *RunEndEncoded) Value(i int) any { return ValueAt(a, i) }

// All yields every logical slot, the value of its run as ValueAt gives it.
// It walks the runs in order rather than searching each slot's run.
func (a *RunEndEncoded) All() iter.Seq2[int, any] {
	return func(yield func(int, any) bool) {
		n := a.data.Length
		if n <= 0 {
			return
		}
		values, off := a.Values(), a.data.Offset
		for i, k := 0, a.PhysicalIndex(0); i < n; k++ {
			v := ValueAt(values, k)
			for end := min(a.runEnd(k)-off, n); i < end; i++ {
				if !yield(i, v) {
					return
				}
			}
		}
	}
}

// Value returns slot i as ValueAt gives it: the extension type's own value
// when it has one (see ExtensionValuer), the storage's otherwise.
func (a *ExtensionArray) Value(i int) any { return ValueAt(a, i) }

// All yields every slot as ValueAt gives it.
func (a *ExtensionArray) All() iter.Seq2[int, any] { return allValues(a) }

// allValues yields ValueAt(a, i) for every slot.
func allValues(a Array) iter.Seq2[int, any] {
	return func(yield func(int, any) bool) {
		for i := range a.Len() {
			if !yield(i, ValueAt(a, i)) {
				return
			}
		}
	}
}

// All yields every slot's UUID (the zero UUID for a null slot).
func (a *UUIDArray) All() iter.Seq2[int, [16]byte] {
	return func(yield func(int, [16]byte) bool) {
		for i, b := range a.fsb.All() {
			var u [16]byte
			copy(u[:], b)
			if !yield(i, u) {
				return
			}
		}
	}
}

// All yields every slot's JSON text ("" for a null slot).
func (a *JSONArray) All() iter.Seq2[int, string] {
	return allOf(&a.base, a.Value)
}

// All yields every slot as a bool (false for a null slot).
func (a *Bool8Array) All() iter.Seq2[int, bool] { return allOf(&a.base, a.Value) }

// Value returns column slot i as ValueAt gives it.
func (c *Chunked) Value(i int) any {
	k, j := c.Locate(i)
	return ValueAt(c.chunks[k], j)
}

// All yields every column slot as ValueAt gives it, indexed across the
// chunks. Typed code ranges over Chunks and each chunk's own All instead.
func (c *Chunked) All() iter.Seq2[int, any] {
	return func(yield func(int, any) bool) {
		start := 0
		for _, ch := range c.chunks {
			for j := range ch.Len() {
				if !yield(start+j, ValueAt(ch, j)) {
					return
				}
			}
			start += ch.Len()
		}
	}
}
