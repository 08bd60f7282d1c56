package kernels

import "github.com/quiver-go/quiver/arrays"

// One meaning of null across the kernels: the logical one. A slot of a
// dictionary array is null when its index is null or the dictionary value
// it points to is null; a slot of a run-end encoded array when its run's
// value is null; a slot of a union when the child value it selects is
// null; every slot of the null type. The validity bitmap of such arrays
// (dictionaries have one, run-end encoded arrays and unions none) tells
// only part of it, so the kernels that answer per slot whether it is null
// (IsNull, IsValid, FillNull, IndexIn and IsIn's null matching, the
// compares, the reductions' counts) read the slot's logical nullness,
// as Arrow C++'s compute functions do.

// logicalNullFunc returns a test of slot i of a (offset applied) for a
// logical null.
func logicalNullFunc(a arrays.Array) func(i int) bool {
	d := a.Data()
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.NULL:
		return func(int) bool { return true }
	case arrays.DICTIONARY:
		da, ok := a.(*arrays.Dictionary)
		if !ok {
			da = arrays.MakeArray(d).(*arrays.Dictionary)
		}
		valueNull := logicalNullFunc(arrays.MakeArray(d.Dictionary))
		return func(i int) bool { return !d.IsValid(i) || valueNull(da.IndexValue(i)) }
	case arrays.RUN_END_ENCODED, arrays.SPARSE_UNION, arrays.DENSE_UNION:
		return a.IsNull // their IsNull reads the selected value
	}
	return func(i int) bool { return !d.IsValid(i) }
}

// logicalValidity returns a bitmap of a's n slots from bit 0, set where
// the slot is not logically null, and the number of null slots.
func logicalValidity(a arrays.Array) ([]byte, int) {
	n := a.Len()
	isNull := logicalNullFunc(a)
	valid := arrays.AllocBuffer(arrays.BitmapLen(n))
	nulls := 0
	for i := range n {
		if isNull(i) {
			nulls++
		} else {
			valid[i>>3] |= 1 << uint(i&7)
		}
	}
	return valid, nulls
}
