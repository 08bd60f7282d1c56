package arrays

import (
	"bytes"
	"math/bits"
	"unicode/utf8"
)

// The O(n) checks of ValidateFull. Each runs after the structural checks of
// its node (and the validation of its children), so the buffers it reads are
// known to hold Offset+Length slots and every index below stays in range.

// valNonNull reports whether slot i of d is non-null by its validity bitmap
// (which is large enough, checked).
func valNonNull(d *Data, i int) bool {
	bm := d.Buffers[0]
	return bm == nil || BitIsSet(bm, d.Offset+i)
}

// valUTF8Offsets checks that every non-null value of a utf8 or large_utf8
// slice is valid UTF-8. Offsets are monotonic and within the data buffer
// (checked). The fast path validates the slice's whole byte range at once and
// then only asks that no value starts on a continuation byte: a valid text
// cut at character starts yields valid pieces. Only if that fails does it
// look value by value for the first bad non-null slot.
func valUTF8Offsets[O int32 | int64](d *Data, path string) *ValidationError {
	off := valuesOf[O](d.Buffers[1])[d.Offset : d.Offset+d.Length+1]
	data := d.Buffers[2]
	first, last := int(off[0]), int(off[d.Length])
	if utf8.Valid(data[first:last]) {
		cut := true
		for j := 1; j < d.Length; j++ {
			if o := int(off[j]); o < last && !utf8.RuneStart(data[o]) {
				cut = false
				break
			}
		}
		if cut {
			return nil
		}
	}
	for i := 0; i < d.Length; i++ {
		if !valNonNull(d, i) {
			continue
		}
		if b := data[off[i]:off[i+1]]; !utf8.Valid(b) {
			return valErr(path, i, "utf8", "value is not valid UTF-8 (%d bytes at data offset %d)", len(b), int64(off[i]))
		}
	}
	return nil
}

// valViews checks every view of a binary or utf8 view slice. Bounds (length
// >= 0, buffer index and byte range inside the data buffers) hold for every
// slot, null or not, so that no accessor can read outside a buffer; the
// content rules (zeroed inline padding, prefix, UTF-8) for non-null slots.
func valViews(d *Data, isUTF8 bool, path string) *ValidationError {
	views := valuesOf[View](d.Buffers[1])[d.Offset : d.Offset+d.Length]
	data := d.Buffers[2:]
	for i := range views {
		v := &views[i]
		if v.Length < 0 {
			return valErr(path, i, "view-length", "view length %d is negative", v.Length)
		}
		nonNull := valNonNull(d, i)
		if v.IsInline() {
			if !nonNull {
				continue
			}
			inl := v.InlineBytes()
			for _, b := range inl[v.Length:] {
				if b != 0 {
					return valErr(path, i, "view-inline-padding", "inline view of %d bytes has nonzero bytes after the value", v.Length)
				}
			}
			if isUTF8 && !utf8.Valid(inl[:v.Length]) {
				return valErr(path, i, "utf8", "inline value is not valid UTF-8")
			}
			continue
		}
		if v.BufferIndex < 0 || int(v.BufferIndex) >= len(data) {
			return valErr(path, i, "view-buffer-index", "view names data buffer %d of %d", v.BufferIndex, len(data))
		}
		buf := data[v.BufferIndex]
		if v.Offset < 0 || int64(v.Offset)+int64(v.Length) > int64(len(buf)) {
			return valErr(path, i, "view-range", "view bytes [%d, %d) outside data buffer %d of %d bytes",
				v.Offset, int64(v.Offset)+int64(v.Length), v.BufferIndex, len(buf))
		}
		if !nonNull {
			continue
		}
		b := buf[int(v.Offset) : int(v.Offset)+int(v.Length)]
		if !bytes.Equal(v.Prefix[:], b[:4]) {
			return valErr(path, i, "view-prefix", "view prefix %q differs from the value's first bytes %q", v.Prefix[:], b[:4])
		}
		if isUTF8 && !utf8.Valid(b) {
			return valErr(path, i, "utf8", "value is not valid UTF-8 (%d bytes in data buffer %d at %d)", v.Length, v.BufferIndex, v.Offset)
		}
	}
	return nil
}

// valListViews checks every slot, null or not, as the format requires:
// 0 <= offset, 0 <= size, offset + size <= child length.
func valListViews[O int32 | int64](d *Data, childLen int, path string) *ValidationError {
	offs := valuesOf[O](d.Buffers[1])[d.Offset : d.Offset+d.Length]
	sizes := valuesOf[O](d.Buffers[2])[d.Offset : d.Offset+d.Length]
	n := int64(childLen)
	for i := range offs {
		o, s := int64(offs[i]), int64(sizes[i])
		if o < 0 || s < 0 {
			return valErr(path, i, "list-view-negative", "list view offset %d, size %d: neither may be negative", o, s)
		}
		if o > n || s > n-o {
			return valErr(path, i, "list-view-range", "list view [%d, %d) is past the child's %d slots", o, o+s, childLen)
		}
	}
	return nil
}

// valUnionSlots checks that each slot's type id is declared by the type and,
// for dense unions, that its offset lies within the selected child and that
// the offsets into each child do not decrease.
func valUnionSlots(d *Data, t *UnionType, path string) *ValidationError {
	var childOf [256]int16 // type id (as uint8) -> child index + 1, 0 if undeclared
	for k, c := range t.TypeCodes {
		childOf[uint8(c)] = int16(k + 1)
	}
	ids := valuesOf[int8](d.Buffers[1])[d.Offset : d.Offset+d.Length]
	var offs []int32
	var last []int32
	dense := t.Mode == DenseMode
	if dense {
		offs = valuesOf[int32](d.Buffers[2])[d.Offset : d.Offset+d.Length]
		last = make([]int32, len(t.Children))
	}
	for i, id := range ids {
		k := int(childOf[uint8(id)]) - 1
		if k < 0 {
			return valErr(path, i, "union-type-id", "type id %d is not declared by %s", id, t)
		}
		if !dense {
			continue
		}
		o := offs[i]
		if o < 0 || int(o) >= d.Children[k].Length {
			return valErr(path, i, "union-offset-range", "offset %d outside child %d (%s) of %d slots", o, k, t.Children[k].Name, d.Children[k].Length)
		}
		if o < last[k] {
			return valErr(path, i, "union-offsets-increasing", "offset %d into child %d (%s) after offset %d: offsets into a child must not decrease",
				o, k, t.Children[k].Name, last[k])
		}
		last[k] = o
	}
	return nil
}

// valDictIndices checks that every non-null index is in [0, n).
func valDictIndices(d *Data, t *DictionaryType, n int, path string) *ValidationError {
	switch t.Index.(type) {
	case Int8Type:
		return valIndexRange[int8](d, n, path)
	case Int16Type:
		return valIndexRange[int16](d, n, path)
	case Int32Type:
		return valIndexRange[int32](d, n, path)
	case Int64Type:
		return valIndexRange[int64](d, n, path)
	case Uint8Type:
		return valIndexRange[uint8](d, n, path)
	case Uint16Type:
		return valIndexRange[uint16](d, n, path)
	case Uint32Type:
		return valIndexRange[uint32](d, n, path)
	}
	return valIndexRange[uint64](d, n, path)
}

func valIndexRange[T int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64](d *Data, n int, path string) *ValidationError {
	idx := valuesOf[T](d.Buffers[1])[d.Offset : d.Offset+d.Length]
	// A negative index converts to a huge uint64, so one compare covers both ends.
	for i, x := range idx {
		if uint64(x) >= uint64(n) && valNonNull(d, i) {
			return valErr(path, i, "dict-index-range", "index %v outside the dictionary's %d values", x, n)
		}
	}
	return nil
}

// valMapEntries checks that a map's entries struct has no null slots and
// its keys no null values in the slots the entries address.
func valMapEntries(entries *Data, path string) *ValidationError {
	// Only bitmaps are scanned: without one a node has no nulls, and its
	// length may be unbounded by any buffer (a struct of null children).
	if entries.Buffers[0] != nil {
		for i := 0; i < entries.Length; i++ {
			if !valNonNull(entries, i) {
				return valErr(path, i, "map-null-entry", "map entry is null")
			}
		}
	}
	st := StorageOf(entries.Type).(*StructType)
	keys := entries.Children[0]
	kpath := valChildPath(path, st.Children[0].Name, 0)
	if StorageOf(keys.Type).ID() == NULL && entries.Length > 0 {
		return valErr(kpath, entries.Offset, "map-null-key", "map keys of the null type are all null")
	}
	if !hasValidityBitmap(keys.Type) || keys.Buffers[0] == nil {
		// Keys of a union or run-end encoded type carry their nulls in their
		// children, which this check does not chase; only bitmaps are read.
		return nil
	}
	for j := entries.Offset; j < entries.Offset+entries.Length; j++ {
		if !valNonNull(keys, j) {
			return valErr(kpath, j, "map-null-key", "map key is null")
		}
	}
	return nil
}

// valueRules checks the value-level rules of fixed-width types on the
// non-null slots of d: decimal precision, date64 whole days, time of day.
// Other fixed-width types pass.
func (v *arrayValidator) valueRules(d *Data, st DataType, path string) *ValidationError {
	switch t := st.(type) {
	case Date64Type:
		if v.skipDate64 {
			return nil
		}
		vals := valuesOf[int64](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		for i, x := range vals {
			if x%msPerDay != 0 && valNonNull(d, i) {
				return valErr(path, i, "date64-days", "date64 value %d ms is not a whole number of days", x)
			}
		}
	case Time32Type:
		if v.skipTime {
			return nil
		}
		vals := valuesOf[int32](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		day := int32(dayIn(t.Unit))
		for i, x := range vals {
			if (x < 0 || x >= day) && valNonNull(d, i) {
				return valTimeErr(path, i, t, int64(x), int64(day))
			}
		}
	case Time64Type:
		if v.skipTime {
			return nil
		}
		vals := valuesOf[int64](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		day := dayIn(t.Unit)
		for i, x := range vals {
			if (x < 0 || x >= day) && valNonNull(d, i) {
				return valTimeErr(path, i, t, x, day)
			}
		}
	case Decimal32Type, Decimal64Type, Decimal128Type, Decimal256Type:
		if !v.skipDecimal {
			return valDecimals(d, st, path)
		}
	}
	return nil
}

// valDecimals checks that every non-null decimal value of d has at most its
// type's precision in digits.
func valDecimals(d *Data, st DataType, path string) *ValidationError {
	switch t := st.(type) {
	case Decimal32Type:
		vals := valuesOf[int32](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		lim := int32(valPow10[t.Precision][0])
		for i, x := range vals {
			if (x >= lim || x <= -lim) && valNonNull(d, i) {
				return valDecimalErr(path, i, t, Int256FromInt64(int64(x)), t.Precision)
			}
		}
	case Decimal64Type:
		vals := valuesOf[int64](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		lim := int64(valPow10[t.Precision][0])
		for i, x := range vals {
			if (x >= lim || x <= -lim) && valNonNull(d, i) {
				return valDecimalErr(path, i, t, Int256FromInt64(x), t.Precision)
			}
		}
	case Decimal128Type:
		vals := valuesOf[Int128](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		for i := range vals {
			x := vals[i].Int256()
			if !valFitsPrecision(x, t.Precision) && valNonNull(d, i) {
				return valDecimalErr(path, i, t, x, t.Precision)
			}
		}
	case Decimal256Type:
		vals := valuesOf[Int256](d.Buffers[1])[d.Offset : d.Offset+d.Length]
		for i := range vals {
			if !valFitsPrecision(vals[i], t.Precision) && valNonNull(d, i) {
				return valDecimalErr(path, i, t, vals[i], t.Precision)
			}
		}
	}
	return nil
}

const msPerDay = 86400 * 1000

// dayIn is the length of a day in unit (a checked time unit).
func dayIn(u TimeUnit) int64 {
	day := int64(86400)
	for range u { // Second, Millisecond, Microsecond, Nanosecond are 0..3
		day *= 1000
	}
	return day
}

func valTimeErr(path string, i int, t DataType, x, day int64) *ValidationError {
	return valErr(path, i, "time-of-day", "%s value %d is outside one day [0, %d)", t, x, day)
}

func valDecimalErr(path string, i int, t DataType, x Int256, p int32) *ValidationError {
	return valErr(path, i, "decimal-precision", "%s value %s has more than %d digits", t, x.String(), p)
}

// valPow10[p] is 10^p as an unsigned 256-bit little-endian integer, p <= 76
// (10^76 < 2^255, so every entry also bounds a signed 256-bit magnitude).
var valPow10 = func() (t [77][4]uint64) {
	t[0] = [4]uint64{1}
	for p := 1; p < len(t); p++ {
		var carry uint64
		for w := range 4 {
			hi, lo := bits.Mul64(t[p-1][w], 10)
			lo, c := bits.Add64(lo, carry, 0)
			t[p][w] = lo
			carry = hi + c
		}
	}
	return t
}()

// valFitsPrecision reports |x| < 10^p for 1 <= p <= 76 (the type was
// checked) with word arithmetic instead of big.Int: the magnitude of the
// most negative value is 2^255 as an unsigned number, which exceeds 10^76, so
// two's-complement negation needs no special case.
func valFitsPrecision(x Int256, p int32) bool {
	if x.Negative() {
		var borrow uint64
		for w := range 4 { // 0 - x
			x[w], borrow = bits.Sub64(0, x[w], borrow)
		}
	}
	lim := &valPow10[p]
	for w := 3; w >= 0; w-- {
		if x[w] != lim[w] {
			return x[w] < lim[w]
		}
	}
	return false // equal to 10^p
}
