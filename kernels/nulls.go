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
	st := arrays.StorageOf(d.Type)
	switch st.ID() {
	case arrays.NULL:
		return func(int) bool { return true }
	case arrays.DICTIONARY, arrays.RUN_END_ENCODED, arrays.SPARSE_UNION, arrays.DENSE_UNION:
		if st != d.Type { // an extension type: its storage's layout decides
			sd := arrays.NewData(st, d.Length, d.Buffers, d.Children, arrays.UnknownNullCount, d.Offset)
			a = arrays.MakeArray(sd.WithDictionary(d.Dictionary))
		}
		if da, ok := a.(*arrays.Dictionary); ok {
			valueNull := logicalNullFunc(da.Dictionary())
			return func(i int) bool { return !d.IsValid(i) || valueNull(da.IndexValue(i)) }
		}
		return a.IsNull // run-end encoded and union: their IsNull reads the selected value
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
