package arrays

import "strings"

// listLike is the shared core of List, LargeList and Map.
type listLike[O int32 | int64] struct{ base }

// offsets is ValueOffsets of the typed arrays, which declare it themselves
// so that go doc shows int32 or int64 rather than O.
func (a *listLike[O]) offsets() []O {
	all := valuesOf[O](a.data.Buffers[1])
	return all[a.data.Offset : a.data.Offset+a.data.Length+1]
}

// ValueRange returns the child range [start, end) of slot i.
func (a *listLike[O]) ValueRange(i int) (start, end int) {
	off := valuesOf[O](a.data.Buffers[1])
	j := a.data.Offset + i
	return int(off[j]), int(off[j+1])
}

// ListValues returns the whole child array (not sliced).
func (a *listLike[O]) ListValues() Array { return MakeArray(a.data.Children[0]) }

// ValueArray returns slot i's list as a slice of the child.
func (a *listLike[O]) ValueArray(i int) Array {
	s, e := a.ValueRange(i)
	return MakeArray(a.data.Children[0].Slice(s, e))
}

func formatChildRange(child Array, s, e int) string {
	var b strings.Builder
	b.WriteByte('[')
	for k := s; k < e; k++ {
		if k > s {
			b.WriteByte(' ')
		}
		b.WriteString(child.ValueString(k))
	}
	b.WriteByte(']')
	return b.String()
}

func (a *listLike[O]) valueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	s, e := a.ValueRange(i)
	return formatChildRange(a.ListValues(), s, e)
}

// List is a list array with int32 offsets.
type List struct{ listLike[int32] }

func (a *List) ValueString(i int) string { return a.valueString(i) }
func (a *List) String() string           { return formatArray(a) }

// LargeList is a list array with int64 offsets.
type LargeList struct{ listLike[int64] }

func (a *LargeList) ValueString(i int) string { return a.valueString(i) }
func (a *LargeList) String() string           { return formatArray(a) }

// Map is a list of key/value entries; its child is a struct<key, value>.
type Map struct{ List }

// Keys returns the whole keys child (not sliced).
func (a *Map) Keys() Array { return MakeArray(a.data.Children[0].Children[0]) }

// Items returns the whole values child (not sliced).
func (a *Map) Items() Array { return MakeArray(a.data.Children[0].Children[1]) }

func (a *Map) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	s, e := a.ValueRange(i)
	entries := a.data.Children[0]
	keys := MakeArray(entries.Children[0].Slice(entries.Offset, entries.Offset+entries.Length))
	items := MakeArray(entries.Children[1].Slice(entries.Offset, entries.Offset+entries.Length))
	var b strings.Builder
	b.WriteByte('{')
	for k := s; k < e; k++ {
		if k > s {
			b.WriteString(", ")
		}
		b.WriteString(keys.ValueString(k) + ": " + items.ValueString(k))
	}
	b.WriteByte('}')
	return b.String()
}
func (a *Map) String() string { return formatArray(a) }

// listViewLike is the shared core of ListView and LargeListView.
type listViewLike[O int32 | int64] struct{ base }

// offsets and sizes are ValueOffsets and ValueSizes of the typed arrays,
// which declare them themselves so that go doc shows int32 or int64.
func (a *listViewLike[O]) offsets() []O {
	all := valuesOf[O](a.data.Buffers[1])
	return all[a.data.Offset : a.data.Offset+a.data.Length]
}

func (a *listViewLike[O]) sizes() []O {
	all := valuesOf[O](a.data.Buffers[2])
	return all[a.data.Offset : a.data.Offset+a.data.Length]
}

// ValueRange returns the child range [start, end) of slot i.
func (a *listViewLike[O]) ValueRange(i int) (start, end int) {
	j := a.data.Offset + i
	o := int(valuesOf[O](a.data.Buffers[1])[j])
	return o, o + int(valuesOf[O](a.data.Buffers[2])[j])
}

// ListValues returns the whole child array.
func (a *listViewLike[O]) ListValues() Array { return MakeArray(a.data.Children[0]) }

// ValueArray returns slot i's list as a slice of the child.
func (a *listViewLike[O]) ValueArray(i int) Array {
	s, e := a.ValueRange(i)
	return MakeArray(a.data.Children[0].Slice(s, e))
}

func (a *listViewLike[O]) valueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	s, e := a.ValueRange(i)
	return formatChildRange(a.ListValues(), s, e)
}

// ListView is a list view with int32 offsets and sizes.
type ListView struct{ listViewLike[int32] }

func (a *ListView) ValueString(i int) string { return a.valueString(i) }
func (a *ListView) String() string           { return formatArray(a) }

// LargeListView is a list view with int64 offsets and sizes.
type LargeListView struct{ listViewLike[int64] }

func (a *LargeListView) ValueString(i int) string { return a.valueString(i) }
func (a *LargeListView) String() string           { return formatArray(a) }

// FixedSizeList holds exactly ListSize() child values per slot.
type FixedSizeList struct{ base }

// ListSize is the number of child values per slot.
func (a *FixedSizeList) ListSize() int {
	return StorageOf(a.data.Type).(*FixedSizeListType).Size
}

// ValueRange returns the child range of slot i (parent offset applied).
func (a *FixedSizeList) ValueRange(i int) (start, end int) {
	n := a.ListSize()
	return (a.data.Offset + i) * n, (a.data.Offset + i + 1) * n
}

// ListValues returns the whole child array.
func (a *FixedSizeList) ListValues() Array { return MakeArray(a.data.Children[0]) }

// ValueArray returns slot i's list as a slice of the child.
func (a *FixedSizeList) ValueArray(i int) Array {
	s, e := a.ValueRange(i)
	return MakeArray(a.data.Children[0].Slice(s, e))
}

func (a *FixedSizeList) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	s, e := a.ValueRange(i)
	return formatChildRange(a.ListValues(), s, e)
}
func (a *FixedSizeList) String() string { return formatArray(a) }

// ValueOffsets returns Len()+1 offsets into ListValues (already offset).
func (a *List) ValueOffsets() []int32 { return a.offsets() }

// ValueOffsets returns Len()+1 offsets into ListValues (already offset).
func (a *LargeList) ValueOffsets() []int64 { return a.offsets() }

// ValueOffsets returns the offsets of this slice (Len() values).
func (a *ListView) ValueOffsets() []int32 { return a.offsets() }

// ValueSizes returns the sizes of this slice (Len() values).
func (a *ListView) ValueSizes() []int32 { return a.sizes() }

// ValueOffsets returns the offsets of this slice (Len() values).
func (a *LargeListView) ValueOffsets() []int64 { return a.offsets() }

// ValueSizes returns the sizes of this slice (Len() values).
func (a *LargeListView) ValueSizes() []int64 { return a.sizes() }

// ValueOffsets returns Len()+1 offsets into the entries (already offset).
func (a *Map) ValueOffsets() []int32 { return a.offsets() }
