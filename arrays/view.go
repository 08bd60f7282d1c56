package arrays

import (
	"strconv"
	"unsafe"
)

// ViewInlineMax is the longest value stored inside its view.
const ViewInlineMax = 12

// View is the 16-byte view of a binary/utf8 view slot. For values of at most
// 12 bytes the bytes sit inline after Length (in Prefix, BufferIndex and
// Offset's storage, zero-padded); longer values keep their first 4 bytes in
// Prefix and live at [Offset, Offset+Length) of data buffer BufferIndex.
type View struct {
	Length      int32
	Prefix      [4]byte
	BufferIndex int32
	Offset      int32
}

// IsInline reports whether the value is stored in the view itself.
func (v *View) IsInline() bool { return v.Length <= ViewInlineMax }

// InlineBytes returns the 12 bytes after Length, aliasing the view.
func (v *View) InlineBytes() []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(&v.Prefix)), ViewInlineMax)
}

// MakeInlineView builds the view of a value of at most 12 bytes.
func MakeInlineView(b []byte) View {
	var v View
	v.Length = int32(len(b))
	copy(v.InlineBytes(), b)
	return v
}

// MakeRefView builds the view of a long value stored in buffer buf at off.
func MakeRefView(b []byte, buf, off int32) View {
	v := View{Length: int32(len(b)), BufferIndex: buf, Offset: off}
	copy(v.Prefix[:], b)
	return v
}

// viewLike is the shared core of BinaryView and Utf8View.
type viewLike struct{ base }

// Views returns the views of this slice (already offset), aliasing the buffer.
func (a *viewLike) Views() []View {
	all := valuesOf[View](a.data.Buffers[1])
	return all[a.data.Offset : a.data.Offset+a.data.Length]
}

// DataBuffers returns the variadic data buffers.
func (a *viewLike) DataBuffers() [][]byte { return a.data.Buffers[2:] }

// ValueBytes returns slot i's bytes, aliasing the view or a data buffer.
func (a *viewLike) ValueBytes(i int) []byte {
	v := &valuesOf[View](a.data.Buffers[1])[a.data.Offset+i]
	if v.IsInline() {
		return v.InlineBytes()[:v.Length:v.Length]
	}
	buf := a.data.Buffers[2+int(v.BufferIndex)]
	e := int(v.Offset) + int(v.Length)
	return buf[v.Offset:e:e]
}

// ValueLen is the byte length of slot i.
func (a *viewLike) ValueLen(i int) int {
	return int(valuesOf[View](a.data.Buffers[1])[a.data.Offset+i].Length)
}

// BinaryView is binary stored as views.
type BinaryView struct{ viewLike }

// Value returns slot i's bytes.
func (a *BinaryView) Value(i int) []byte { return a.ValueBytes(i) }
func (a *BinaryView) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return quoteBytes(a.ValueBytes(i))
}
func (a *BinaryView) String() string { return formatArray(a) }

// Utf8View is UTF-8 text stored as views.
type Utf8View struct{ viewLike }

// Value returns slot i as a string aliasing the buffers.
func (a *Utf8View) Value(i int) string { return unsafeString(a.ValueBytes(i)) }
func (a *Utf8View) ValueString(i int) string {
	if a.IsNull(i) {
		return "null"
	}
	return strconv.Quote(a.Value(i))
}
func (a *Utf8View) String() string { return formatArray(a) }
