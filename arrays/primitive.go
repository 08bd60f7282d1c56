package arrays

import "iter"

// primitive is the generic core of the generated fixed-width arrays
// (Int64, Float32, Timestamp, Decimal128, ...): a zero-copy typed view of the
// values buffer.
type primitive[T any] struct {
	base
	values []T // already offset: values[i] is slot i
}

func newPrimitive[T any](d *Data) primitive[T] {
	var vals []T
	if len(d.Buffers) > 1 && d.Buffers[1] != nil {
		all := valuesOf[T](d.Buffers[1])
		if d.Offset >= 0 && d.Offset <= len(all) {
			end := d.Offset + max(d.Length, 0)
			if end > len(all) || end < d.Offset {
				end = len(all) // malformed; Validate reports it
			}
			vals = all[d.Offset:end:end]
		}
	}
	return primitive[T]{base: base{d}, values: vals}
}

// The typed arrays declare Value and Values themselves (generated), so that
// their documentation names the element type.

// fixedBuilder is the generic core of the generated fixed-width builders.
type fixedBuilder[T any] struct {
	valid  validityBuilder
	values []T
}

// Len is the number of slots appended so far.
func (b *fixedBuilder[T]) Len() int { return b.valid.length }

// NullN is the number of nulls appended so far.
func (b *fixedBuilder[T]) NullN() int { return b.valid.nulls }

// Reserve makes room for n more slots.
func (b *fixedBuilder[T]) Reserve(n int) {
	b.valid.reserve(n)
	b.values = reserveValues(b.values, n)
}

func (b *fixedBuilder[T]) append(v T) {
	b.valid.append(true)
	b.values = append(b.values, v)
}

// AppendNull appends a null slot.
func (b *fixedBuilder[T]) AppendNull() {
	b.valid.append(false)
	var z T
	b.values = append(b.values, z)
}

// AppendNulls appends n null slots.
func (b *fixedBuilder[T]) AppendNulls(n int) {
	b.valid.appendN(n, false)
	b.values = appendZeros(b.values, n)
}

// AppendEmpty appends a valid slot holding the zero value.
func (b *fixedBuilder[T]) AppendEmpty() {
	var z T
	b.append(z)
}

// appendValues appends vs; valid (if non-nil) must be as long and marks nulls.
func (b *fixedBuilder[T]) appendValues(vs []T, valid []bool) {
	if valid != nil && len(valid) != len(vs) {
		panic("arrays: AppendValues: len(valid) != len(values)")
	}
	b.values = append(b.values, vs...)
	if valid == nil {
		b.valid.appendN(len(vs), true)
		return
	}
	for _, ok := range valid {
		b.valid.append(ok)
	}
}

// finish builds the Data and resets the builder.
func (b *fixedBuilder[T]) finish(t DataType) *Data {
	n := len(b.values)
	raw := bytesOf(b.values)
	vals := AllocBuffer(len(raw))
	copy(vals, raw)
	bitmap, nulls := b.valid.finish()
	b.values = b.values[:0]
	return NewData(t, n, [][]byte{bitmap, vals}, nil, nulls, 0)
}

func reserveValues[T any](s []T, n int) []T {
	if cap(s)-len(s) >= n {
		return s
	}
	ns := make([]T, len(s), len(s)+n)
	copy(ns, s)
	return ns
}

func appendZeros[T any](s []T, n int) []T {
	var z T
	for range n {
		s = append(s, z)
	}
	return s
}

// validityBuilder accumulates a validity bitmap and a null count.
type validityBuilder struct {
	bits   []byte
	length int
	nulls  int
}

func (v *validityBuilder) reserve(n int) {
	need := BitmapLen(v.length + n)
	if need > cap(v.bits) {
		v.bits = growBuffer(v.bits, need)[:len(v.bits)]
	}
}

func (v *validityBuilder) append(ok bool) {
	if v.length&7 == 0 {
		v.bits = append(v.bits, 0)
	}
	if ok {
		v.bits[v.length>>3] |= 1 << (uint(v.length) & 7)
	} else {
		v.nulls++
	}
	v.length++
}

func (v *validityBuilder) appendN(n int, ok bool) {
	if n <= 0 {
		return
	}
	need := BitmapLen(v.length + n)
	for len(v.bits) < need {
		v.bits = append(v.bits, 0)
	}
	if ok {
		SetBitsTo(v.bits, v.length, n, true)
	} else {
		v.nulls += n
	}
	v.length += n
}

// finish returns the bitmap (nil when there are no nulls) and the null count,
// and resets the builder.
func (v *validityBuilder) finish() ([]byte, int) {
	var out []byte
	nulls := v.nulls
	if nulls > 0 {
		out = AllocBuffer(BitmapLen(v.length))
		copy(out, v.bits)
	}
	*v = validityBuilder{bits: v.bits[:0]}
	return out, nulls
}

// all is the generated All: a range over the values themselves, so that a
// loop over All compiles to about the loop over Values (the iterator and
// its body inline); only arrays with nulls test the bitmap.
func (a *primitive[T]) all() iter.Seq2[int, T] {
	return func(yield func(int, T) bool) {
		bits := a.validity()
		if bits == nil || a.data.NullN() == 0 {
			for i, v := range a.values {
				if !yield(i, v) {
					return
				}
			}
			return
		}
		var zero T
		off := a.data.Offset
		for i, v := range a.values {
			if !BitIsSet(bits, off+i) {
				v = zero
			}
			if !yield(i, v) {
				return
			}
		}
	}
}
