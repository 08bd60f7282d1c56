package arrays

import (
	"strconv"
	"strings"
	"unicode"
)

// Struct has one child per field; the parent's offset applies to children.
type Struct struct{ base }

// NumField is the number of children.
func (a *Struct) NumField() int { return len(a.data.Children) }

// Field returns child i sliced to this array's offset and length.
func (a *Struct) Field(i int) Array {
	c := a.data.Children[i]
	return MakeArray(c.Slice(a.data.Offset, a.data.Offset+a.data.Length))
}

func (a *Struct) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	st := StorageOf(a.data.Type).(*StructType)
	var b strings.Builder
	b.WriteByte('{')
	for k := range a.data.Children {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(fieldLabel(st.Children[k].Name) + ": " + a.Field(k).ValueString(i))
	}
	b.WriteByte('}')
	return b.String()
}
func (a *Struct) String() string { return formatArray(a) }

// fieldLabel renders a struct field name bare when it is a plain word
// (letters, digits, underscores) and quoted otherwise, so that names that
// are empty or hold ", " or ": " cannot be misread.
func fieldLabel(name string) string {
	if name == "" {
		return `""`
	}
	for _, r := range name {
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return strconv.Quote(name)
		}
	}
	return name
}

// Union is a sparse or dense union. It has no validity bitmap: a slot is
// null when the child value it selects is null.
type Union struct{ base }

// UnionType returns the union's type.
func (a *Union) UnionType() *UnionType { return StorageOf(a.data.Type).(*UnionType) }

// Mode is SparseMode or DenseMode.
func (a *Union) Mode() UnionMode { return a.UnionType().Mode }

// TypeCodes returns the type codes of this slice (already offset).
func (a *Union) TypeCodes() []int8 {
	all := valuesOf[int8](a.data.Buffers[1])
	return all[a.data.Offset : a.data.Offset+a.data.Length]
}

// TypeCode is the type code of slot i.
func (a *Union) TypeCode(i int) int8 { return valuesOf[int8](a.data.Buffers[1])[a.data.Offset+i] }

// ChildIndex is the index of the child selected by slot i.
func (a *Union) ChildIndex(i int) int { return a.UnionType().ChildIndex(a.TypeCode(i)) }

// ValueOffsets returns the dense offsets of this slice (dense unions only).
func (a *Union) ValueOffsets() []int32 {
	all := valuesOf[int32](a.data.Buffers[2])
	return all[a.data.Offset : a.data.Offset+a.data.Length]
}

// ChildOffset is the index within the selected child of slot i: the dense
// offset, or the parent offset plus i for sparse unions.
func (a *Union) ChildOffset(i int) int {
	if a.Mode() == DenseMode {
		return int(valuesOf[int32](a.data.Buffers[2])[a.data.Offset+i])
	}
	return a.data.Offset + i
}

// NumChildren is the number of children.
func (a *Union) NumChildren() int { return len(a.data.Children) }

// Child returns child k, unsliced: index it with ChildOffset.
func (a *Union) Child(k int) Array { return MakeArray(a.data.Children[k]) }

// IsNull reports whether the value selected by slot i is null.
func (a *Union) IsNull(i int) bool {
	k := a.ChildIndex(i)
	return k < 0 || !logicalValid(a.data.Children[k], a.ChildOffset(i))
}

// IsValid is !IsNull(i).
func (a *Union) IsValid(i int) bool { return !a.IsNull(i) }

// LogicalNullN counts the slots whose selected value is null.
func (a *Union) LogicalNullN() int {
	n := 0
	for i := 0; i < a.Len(); i++ {
		if a.IsNull(i) {
			n++
		}
	}
	return n
}

// ValueString renders a valid slot as code:value, e.g. 0:1 or 1:"x", and a
// null slot as null whichever child it selects, like every other array and
// like Equal, for which all null slots are alike.
func (a *Union) ValueString(i int) string {
	if !logicalValid(a.data, i) {
		return "null"
	}
	return strconv.Itoa(int(a.TypeCode(i))) + ":" + a.Child(a.ChildIndex(i)).ValueString(a.ChildOffset(i))
}
func (a *Union) String() string { return formatArray(a) }

// Dictionary is dictionary-encoded: integer indices into Dictionary().
type Dictionary struct{ base }

// DictType returns the dictionary type.
func (a *Dictionary) DictType() *DictionaryType { return StorageOf(a.data.Type).(*DictionaryType) }

// Indices returns the indices as an integer array sharing this array's
// validity, offset and index buffer.
func (a *Dictionary) Indices() Array {
	d := a.data
	idx := NewData(a.DictType().Index, d.Length, d.Buffers[:2], nil, d.storedNulls(), d.Offset)
	idx.inherit(d)
	return MakeArray(idx)
}

// Dictionary returns the dictionary values.
func (a *Dictionary) Dictionary() Array { return MakeArray(a.data.Dictionary) }

// IndexValue returns the dictionary index of slot i as an int.
func (a *Dictionary) IndexValue(i int) int {
	b := a.data.Buffers[1]
	j := a.data.Offset + i
	switch a.DictType().Index.ID() {
	case INT8:
		return int(valuesOf[int8](b)[j])
	case UINT8:
		return int(b[j])
	case INT16:
		return int(valuesOf[int16](b)[j])
	case UINT16:
		return int(valuesOf[uint16](b)[j])
	case INT32:
		return int(valuesOf[int32](b)[j])
	case UINT32:
		return int(valuesOf[uint32](b)[j])
	case INT64:
		return int(valuesOf[int64](b)[j])
	case UINT64:
		return int(valuesOf[uint64](b)[j])
	}
	panic("arrays: dictionary index type " + a.DictType().Index.String() + " is not an integer type")
}

func (a *Dictionary) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return a.Dictionary().ValueString(a.IndexValue(i))
}
func (a *Dictionary) String() string { return formatArray(a) }

// RunEndEncoded stores a value per run; child 0 holds the run ends and
// child 1 the values. The array's offset and length are logical: a slice
// keeps the parent's children and moves the offset.
type RunEndEncoded struct{ base }

// RunEnds returns the run-ends child (whole, unsliced).
func (a *RunEndEncoded) RunEnds() Array { return MakeArray(a.data.Children[0]) }

// Values returns the values child (whole, unsliced).
func (a *RunEndEncoded) Values() Array { return MakeArray(a.data.Children[1]) }

// runEnd returns run end k as an int.
func (a *RunEndEncoded) runEnd(k int) int {
	c := a.data.Children[0]
	b := c.Buffers[1]
	switch c.Type.ID() {
	case INT16:
		return int(valuesOf[int16](b)[c.Offset+k])
	case INT32:
		return int(valuesOf[int32](b)[c.Offset+k])
	}
	return int(valuesOf[int64](b)[c.Offset+k])
}

// NumRuns is the number of runs in the run-ends child.
func (a *RunEndEncoded) NumRuns() int { return a.data.Children[0].Length }

// PhysicalIndex returns the run holding logical slot i (offset applied),
// by binary search over the run ends.
func (a *RunEndEncoded) PhysicalIndex(i int) int {
	target := a.data.Offset + i
	lo, hi := 0, a.NumRuns()
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if a.runEnd(mid) <= target {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// IsNull reports whether the run covering slot i has a null value.
func (a *RunEndEncoded) IsNull(i int) bool {
	return !logicalValid(a.data.Children[1], a.PhysicalIndex(i))
}

// IsValid is !IsNull(i).
func (a *RunEndEncoded) IsValid(i int) bool { return !a.IsNull(i) }

func (a *RunEndEncoded) ValueString(i int) string {
	return a.Values().ValueString(a.PhysicalIndex(i))
}
func (a *RunEndEncoded) String() string { return formatArray(a) }
