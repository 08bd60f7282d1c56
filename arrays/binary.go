package arrays

import (
	"strconv"
	"unsafe"
)

// binaryLike is the shared core of Binary, Utf8 (int32 offsets) and
// LargeBinary, LargeUtf8 (int64 offsets).
type binaryLike[O int32 | int64] struct {
	base
}

// offsets is ValueOffsets of the typed arrays, which declare it themselves
// so that go doc shows int32 or int64 rather than O.
func (a *binaryLike[O]) offsets() []O {
	all := valuesOf[O](a.data.Buffers[1])
	return all[a.data.Offset : a.data.Offset+a.data.Length+1]
}

// ValueData returns the whole data buffer (not offset).
func (a *binaryLike[O]) ValueData() []byte {
	if len(a.data.Buffers) < 3 {
		return nil
	}
	return a.data.Buffers[2]
}

// ValueBytes returns slot i's bytes, aliasing the data buffer.
func (a *binaryLike[O]) ValueBytes(i int) []byte {
	off := valuesOf[O](a.data.Buffers[1])
	j := a.data.Offset + i
	s, e := int(off[j]), int(off[j+1])
	if s == e {
		return []byte{}
	}
	return a.data.Buffers[2][s:e:e]
}

// ValueLen is the byte length of slot i.
func (a *binaryLike[O]) ValueLen(i int) int {
	off := valuesOf[O](a.data.Buffers[1])
	j := a.data.Offset + i
	return int(off[j+1] - off[j])
}

// Binary is variable-size binary with int32 offsets.
type Binary struct{ binaryLike[int32] }

// Value returns slot i's bytes (aliasing the buffer).
func (a *Binary) Value(i int) []byte { return a.ValueBytes(i) }
func (a *Binary) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return quoteBytes(a.ValueBytes(i))
}
func (a *Binary) String() string { return formatArray(a) }

// LargeBinary is variable-size binary with int64 offsets.
type LargeBinary struct{ binaryLike[int64] }

// Value returns slot i's bytes (aliasing the buffer).
func (a *LargeBinary) Value(i int) []byte { return a.ValueBytes(i) }
func (a *LargeBinary) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return quoteBytes(a.ValueBytes(i))
}
func (a *LargeBinary) String() string { return formatArray(a) }

// Utf8 is UTF-8 text with int32 offsets.
type Utf8 struct{ binaryLike[int32] }

// Value returns slot i as a string aliasing the buffer (no copy; the
// buffer is immutable).
func (a *Utf8) Value(i int) string { return unsafeString(a.ValueBytes(i)) }
func (a *Utf8) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return strconv.Quote(a.Value(i))
}
func (a *Utf8) String() string { return formatArray(a) }

// LargeUtf8 is UTF-8 text with int64 offsets.
type LargeUtf8 struct{ binaryLike[int64] }

// Value returns slot i as a string aliasing the buffer.
func (a *LargeUtf8) Value(i int) string { return unsafeString(a.ValueBytes(i)) }
func (a *LargeUtf8) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return strconv.Quote(a.Value(i))
}
func (a *LargeUtf8) String() string { return formatArray(a) }

func unsafeString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(b), len(b))
}

func quoteBytes(b []byte) string { return strconv.Quote(unsafeString(b)) }

// ValueOffsets returns the offsets of this slice: Len()+1 values, slot i
// spanning [off[i], off[i+1]) of ValueData().
func (a *Binary) ValueOffsets() []int32 { return a.offsets() }

// ValueOffsets returns the offsets of this slice: Len()+1 values, slot i
// spanning [off[i], off[i+1]) of ValueData().
func (a *LargeBinary) ValueOffsets() []int64 { return a.offsets() }

// ValueOffsets returns the offsets of this slice: Len()+1 values, slot i
// spanning [off[i], off[i+1]) of ValueData().
func (a *Utf8) ValueOffsets() []int32 { return a.offsets() }

// ValueOffsets returns the offsets of this slice: Len()+1 values, slot i
// spanning [off[i], off[i+1]) of ValueData().
func (a *LargeUtf8) ValueOffsets() []int64 { return a.offsets() }
