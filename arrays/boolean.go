package arrays

// Boolean is a bit-packed boolean array.
type Boolean struct {
	base
	bits []byte
}

func newBoolean(d *Data) *Boolean {
	a := &Boolean{base: base{d}}
	if len(d.Buffers) > 1 {
		a.bits = d.Buffers[1]
	}
	return a
}

// Value returns slot i (false for a null slot unless the data says otherwise).
func (a *Boolean) Value(i int) bool { return BitIsSet(a.bits, a.data.Offset+i) }

// Bits returns the values bitmap; slot i is bit Offset()+i.
func (a *Boolean) Bits() []byte { return a.bits }

func (a *Boolean) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	if a.Value(i) {
		return "true"
	}
	return "false"
}
func (a *Boolean) String() string { return formatArray(a) }

// FixedSizeBinary holds ByteWidth bytes per slot.
type FixedSizeBinary struct{ base }

// ByteWidth is the size of each value.
func (a *FixedSizeBinary) ByteWidth() int {
	return StorageOf(a.data.Type).(FixedSizeBinaryType).ByteWidth
}

// Value returns slot i, aliasing the buffer.
func (a *FixedSizeBinary) Value(i int) []byte {
	w := a.ByteWidth()
	s := (a.data.Offset + i) * w
	return a.data.Buffers[1][s : s+w : s+w]
}

func (a *FixedSizeBinary) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return quoteBytes(a.Value(i))
}
func (a *FixedSizeBinary) String() string { return formatArray(a) }
