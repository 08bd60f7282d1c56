package arrays

// The example layouts of the columnar format specification ("示例布局" in
// arrow-columnar-format-1.4.zh.txt, "Example Layout" in the 1.0 English
// text), built with the builders and compared byte for byte with the
// spec's buffers. Bytes the spec leaves unspecified are not compared;
// every buffer must be 64-byte aligned with zeroed padding.

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
)

// specBytes is a buffer as the spec draws it: one entry per byte, -1 where
// the spec says "unspecified".
type specBytes []int

func (s specBytes) cat(more ...specBytes) specBytes {
	out := append(specBytes(nil), s...)
	for _, m := range more {
		out = append(out, m...)
	}
	return out
}

func specUnspecified(n int) specBytes {
	s := make(specBytes, n)
	for i := range s {
		s[i] = -1
	}
	return s
}

// specHost encodes v in w bytes in the host's order: the spec draws its
// examples little-endian, its default, but the in-memory format is
// native-endian, so on a big-endian host the bytes come reversed.
func specHost(v uint64, w int) specBytes {
	s := make(specBytes, w)
	for i := range s {
		s[i] = int(v >> (8 * i) & 0xff)
	}
	if binary.NativeEndian.Uint16([]byte{0, 1}) == 1 {
		slices.Reverse(s)
	}
	return s
}

// specInts encodes w-byte integers in host order; a nil entry is w
// unspecified bytes.
func specInts(w int, vs ...any) specBytes {
	var s specBytes
	for _, v := range vs {
		switch v := v.(type) {
		case nil:
			s = s.cat(specUnspecified(w))
		case int:
			s = s.cat(specHost(uint64(v), w))
		default:
			panic(fmt.Sprintf("specInts: %T", v))
		}
	}
	return s
}

func specI8(vs ...any) specBytes  { return specInts(1, vs...) }
func specI32(vs ...any) specBytes { return specInts(4, vs...) }

// specF32 encodes float32 values; nil is four unspecified bytes.
func specF32(vs ...any) specBytes {
	var s specBytes
	for _, v := range vs {
		if v == nil {
			s = s.cat(specUnspecified(4))
			continue
		}
		s = s.cat(specHost(uint64(math.Float32bits(float32(v.(float64)))), 4))
	}
	return s
}

// specBits parses bitmap bytes written as in the spec, bit 7 first
// ("00011101"), several bytes separated by spaces.
func specBits(s string) specBytes {
	var out specBytes
	for _, f := range strings.Fields(s) {
		v := 0
		for _, c := range f {
			v = v<<1 | int(c-'0')
		}
		out = append(out, v)
	}
	return out
}

func specStr(s string) specBytes {
	out := make(specBytes, len(s))
	for i := range s {
		out[i] = int(s[i])
	}
	return out
}

// checkPadded checks what every finished buffer promises: 64-byte
// alignment, capacity up to the padded length, and zeroed padding.
func checkBufferPadding(t *testing.T, name string, got []byte) {
	t.Helper()
	if !IsAligned(got) {
		t.Errorf("%s: buffer is not %d-byte aligned", name, Alignment)
	}
	p := PaddedLen(len(got))
	if cap(got) < p {
		t.Errorf("%s: capacity %d < padded length %d", name, cap(got), p)
		return
	}
	for i, c := range got[len(got):p] {
		if c != 0 {
			t.Errorf("%s: padding byte %d is %#x, want 0", name, len(got)+i, c)
			return
		}
	}
}

// checkSpecBuffer compares a buffer with the spec's bytes: same unpadded
// length, equal where specified, aligned and zero-padded.
func checkSpecBuffer(t *testing.T, name string, got []byte, want specBytes) {
	t.Helper()
	if got == nil {
		t.Errorf("%s: buffer missing, want %d bytes", name, len(want))
		return
	}
	if len(got) != len(want) {
		t.Errorf("%s: %d bytes, want %d: % x", name, len(got), len(want), got)
		return
	}
	for i, w := range want {
		if w >= 0 && int(got[i]) != w {
			t.Errorf("%s: byte %d is %#02x, want %#02x (got % x)", name, i, got[i], w, got)
			return
		}
	}
	checkBufferPadding(t, name, got)
}

// checkNoValidity checks a buffer the spec marks "not required".
func checkNoValidity(t *testing.T, name string, d *Data) {
	t.Helper()
	if d.Buffers[0] != nil {
		t.Errorf("%s: validity bitmap present (% x), the spec needs none", name, d.Buffers[0])
	}
	if d.NullN() != 0 {
		t.Errorf("%s: null count %d, want 0", name, d.NullN())
	}
}

func checkDataShape(t *testing.T, name string, d *Data, length, nulls int) {
	t.Helper()
	if d.Length != length || d.NullN() != nulls || d.Offset != 0 {
		t.Errorf("%s: length %d, nulls %d, offset %d; want %d, %d, 0", name, d.Length, d.NullN(), d.Offset, length, nulls)
	}
}

func checkValueStrings(t *testing.T, name string, a Array, want ...string) {
	t.Helper()
	if a.Len() != len(want) {
		t.Fatalf("%s: length %d, want %d", name, a.Len(), len(want))
	}
	for i, w := range want {
		if got := a.ValueString(i); got != w {
			t.Errorf("%s: slot %d is %s, want %s", name, i, got, w)
		}
	}
}

func TestSpecInt32WithNulls(t *testing.T) {
	b := NewInt32Builder()
	b.Append(1)
	b.AppendNull()
	b.Append(2)
	b.Append(4)
	b.Append(8)
	a := b.NewInt32Array()
	d := a.Data()
	checkDataShape(t, "int32", d, 5, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00011101"))
	checkSpecBuffer(t, "values", d.Buffers[1], specI32(1, nil, 2, 4, 8))
	checkValueStrings(t, "int32", a, "1", "null", "2", "4", "8")
	if a.Value(3) != 4 || !a.IsNull(1) || a.IsNull(0) {
		t.Errorf("accessors: Value(3)=%d IsNull(1)=%v IsNull(0)=%v", a.Value(3), a.IsNull(1), a.IsNull(0))
	}
}

func TestSpecInt32NonNull(t *testing.T) {
	b := NewInt32Builder()
	b.AppendValues([]int32{1, 2, 3, 4, 8}, nil)
	a := b.NewInt32Array()
	// The builder picks the second layout: bitmap elided.
	d := a.Data()
	checkDataShape(t, "int32", d, 5, 0)
	checkNoValidity(t, "int32", d)
	checkSpecBuffer(t, "values", d.Buffers[1], specI32(1, 2, 3, 4, 8))

	// The first layout, with an all-set bitmap, reads the same.
	bitmap := AllocBuffer(1)
	bitmap[0] = 0b00011111
	withBitmap := MakeArray(NewData(Int32Type{}, 5, [][]byte{bitmap, d.Buffers[1]}, nil, UnknownNullCount, 0))
	if withBitmap.NullN() != 0 {
		t.Errorf("all-set bitmap: null count %d", withBitmap.NullN())
	}
	checkValueStrings(t, "with bitmap", withBitmap, "1", "2", "3", "4", "8")
	checkValueStrings(t, "elided", a, "1", "2", "3", "4", "8")
}

func TestSpecVarBinary(t *testing.T) {
	b := NewBinaryBuilder()
	b.AppendString("joe")
	b.AppendNull()
	b.AppendNull()
	b.AppendString("mark")
	a := b.NewBinaryArray()
	d := a.Data()
	checkDataShape(t, "binary", d, 4, 2)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00001001"))
	checkSpecBuffer(t, "offsets", d.Buffers[1], specI32(0, 3, 3, 3, 7))
	checkSpecBuffer(t, "data", d.Buffers[2], specStr("joemark"))
	checkValueStrings(t, "binary", a, `"joe"`, "null", "null", `"mark"`)
	if string(a.Value(3)) != "mark" || a.ValueLen(1) != 0 {
		t.Errorf("Value(3)=%q ValueLen(1)=%d", a.Value(3), a.ValueLen(1))
	}
}

func appendInt8s(b Builder, vs ...int8) {
	for _, v := range vs {
		b.(*Int8Builder).Append(v)
	}
}

func TestSpecListInt8(t *testing.T) {
	b := NewListBuilder(ListOf(Int8Type{}))
	vb := b.ValueBuilder()
	b.Append(true)
	appendInt8s(vb, 12, -7, 25)
	b.AppendNull()
	b.Append(true)
	appendInt8s(vb, 0, -127, 127, 50)
	b.Append(true)
	a := b.NewListArray()
	d := a.Data()
	checkDataShape(t, "list", d, 4, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00001101"))
	checkSpecBuffer(t, "offsets", d.Buffers[1], specI32(0, 3, 3, 7, 7))
	c := d.Children[0]
	checkDataShape(t, "values", c, 7, 0)
	checkNoValidity(t, "values", c)
	checkSpecBuffer(t, "values", c.Buffers[1], specI8(12, -7, 25, 0, -127, 127, 50))
	checkValueStrings(t, "list", a, "[12 -7 25]", "null", "[0 -127 127 50]", "[]")
	if s, e := a.ValueRange(2); s != 3 || e != 7 {
		t.Errorf("ValueRange(2) = %d, %d", s, e)
	}
}

func TestSpecListListInt8(t *testing.T) {
	b := NewListBuilder(ListOf(ListOf(Int8Type{})))
	inner := b.ValueBuilder().(*ListBuilder)
	vb := inner.ValueBuilder()
	for _, outer := range [][][]int8{{{1, 2}, {3, 4}}, {{5, 6, 7}, nil, {8}}, {{9, 10}}} {
		b.Append(true)
		for _, l := range outer {
			if l == nil {
				inner.AppendNull()
				continue
			}
			inner.Append(true)
			appendInt8s(vb, l...)
		}
	}
	a := b.NewListArray()
	d := a.Data()
	checkDataShape(t, "outer", d, 3, 0)
	checkNoValidity(t, "outer", d)
	checkSpecBuffer(t, "outer offsets", d.Buffers[1], specI32(0, 2, 5, 6))
	in := d.Children[0]
	checkDataShape(t, "inner", in, 6, 1)
	checkSpecBuffer(t, "inner validity", in.Buffers[0], specBits("00110111"))
	checkSpecBuffer(t, "inner offsets", in.Buffers[1], specI32(0, 2, 4, 7, 7, 8, 10))
	v := in.Children[0]
	checkDataShape(t, "values", v, 10, 0)
	checkNoValidity(t, "values", v)
	checkSpecBuffer(t, "values", v.Buffers[1], specI8(1, 2, 3, 4, 5, 6, 7, 8, 9, 10))
	checkValueStrings(t, "list<list<int8>>", a, "[[1 2] [3 4]]", "[[5 6 7] null [8]]", "[[9 10]]")
}

// spec ListView<Int8> example values: [[12, -7, 25], null, [0, -127, 127, 50], []]
func buildSpecListView(t *testing.T) *ListView {
	b := NewListViewBuilder(ListViewOf(Int8Type{}))
	vb := b.ValueBuilder()
	b.Append(true)
	appendInt8s(vb, 12, -7, 25)
	b.AppendNull()
	b.Append(true)
	appendInt8s(vb, 0, -127, 127, 50)
	b.AppendEmpty()
	return b.NewListViewArray()
}

func TestSpecListViewInOrder(t *testing.T) {
	want := []string{"[12 -7 25]", "null", "[0 -127 127 50]", "[]"}

	// The builder's layout: like the spec's except that the null slot has
	// offset 0 and the empty list sits at the end of the child.
	a := buildSpecListView(t)
	d := a.Data()
	checkDataShape(t, "list view", d, 4, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00001101"))
	checkSpecBuffer(t, "offsets", d.Buffers[1], specI32(0, 0, 3, 7))
	checkSpecBuffer(t, "sizes", d.Buffers[2], specI32(3, 0, 4, 0))
	c := d.Children[0]
	checkDataShape(t, "values", c, 7, 0)
	checkNoValidity(t, "values", c)
	checkSpecBuffer(t, "values", c.Buffers[1], specI8(12, -7, 25, 0, -127, 127, 50))
	checkValueStrings(t, "built", a, want...)

	// The spec's layout exactly, made by hand.
	spec := specListViewData(4, "00001101", []int32{0, 7, 3, 0}, []int32{3, 0, 4, 0}, []int8{12, -7, 25, 0, -127, 127, 50})
	checkValueStrings(t, "spec layout", spec, want...)
}

func TestSpecListViewOutOfOrder(t *testing.T) {
	// The spec labels this array "Length: 4" but draws five slots (five
	// offsets and sizes, validity 00011101); it has five.
	want := []string{"[12 -7 25]", "null", "[0 -127 127 50]", "[]", "[50 12]"}
	spec := specListViewData(5, "00011101", []int32{4, 7, 0, 0, 3}, []int32{3, 0, 4, 0, 2}, []int8{0, -127, 127, 50, 12, -7, 25})
	checkValueStrings(t, "spec layout", spec, want...)
	if s, e := spec.ValueRange(4); s != 3 || e != 5 {
		t.Errorf("ValueRange(4) = %d, %d: the last list shares child values 3 and 4", s, e)
	}
	if spec.NullN() != 1 {
		t.Errorf("null count %d", spec.NullN())
	}
	for off := 0; off <= 5; off++ {
		s := Slice(spec, off, 5)
		checkValueStrings(t, fmt.Sprintf("spec layout[%d:]", off), s, want[off:]...)
	}

	// A builder writes the shared values again, in order; the lists read the same.
	b := NewListViewBuilder(ListViewOf(Int8Type{}))
	vb := b.ValueBuilder()
	for _, l := range [][]int8{{12, -7, 25}, nil, {0, -127, 127, 50}, {}, {50, 12}} {
		if l == nil {
			b.AppendNull()
			continue
		}
		b.Append(true)
		appendInt8s(vb, l...)
	}
	built := b.NewListViewArray()
	checkSpecBuffer(t, "validity", built.Data().Buffers[0], specBits("00011101"))
	checkSpecBuffer(t, "offsets", built.Data().Buffers[1], specI32(0, 0, 3, 7, 7))
	checkSpecBuffer(t, "sizes", built.Data().Buffers[2], specI32(3, 0, 4, 0, 2))
	checkValueStrings(t, "built", built, want...)
}

func specListViewData(n int, validity string, offsets, sizes []int32, values []int8) *ListView {
	vb := NewInt8Builder()
	vb.AppendValues(values, nil)
	bitmap := AllocBuffer(1)
	bitmap[0] = byte(specBits(validity)[0])
	off := AllocBuffer(4 * n)
	sz := AllocBuffer(4 * n)
	for i := range n {
		binary.NativeEndian.PutUint32(off[4*i:], uint32(offsets[i]))
		binary.NativeEndian.PutUint32(sz[4*i:], uint32(sizes[i]))
	}
	d := NewData(ListViewOf(Int8Type{}), n, [][]byte{bitmap, off, sz}, []*Data{vb.NewArray().Data()}, UnknownNullCount, 0)
	return MakeArray(d).(*ListView)
}

func TestSpecFixedSizeListBytes(t *testing.T) {
	b := NewFixedSizeListBuilder(FixedSizeListOf(Uint8Type{}, 4))
	vb := b.ValueBuilder().(*Uint8Builder)
	for _, l := range [][]uint8{{192, 168, 0, 12}, nil, {192, 168, 0, 25}, {192, 168, 0, 1}} {
		if l == nil {
			b.AppendNull()
			continue
		}
		b.Append(true)
		vb.AppendValues(l, nil)
	}
	a := b.NewFixedSizeListArray()
	d := a.Data()
	checkDataShape(t, "fixed-size list", d, 4, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00001101"))
	c := d.Children[0]
	checkDataShape(t, "values", c, 16, 0)
	checkNoValidity(t, "values", c)
	checkSpecBuffer(t, "values", c.Buffers[1], specI8(192, 168, 0, 12).cat(specUnspecified(4), specI8(192, 168, 0, 25, 192, 168, 0, 1)))
	checkValueStrings(t, "fixed-size list", a, "[192 168 0 12]", "null", "[192 168 0 25]", "[192 168 0 1]")
}

func specStructType() *StructType {
	return StructOf(Field{Name: "name", Type: BinaryType{}, Nullable: true}, Field{Name: "age", Type: Int32Type{}, Nullable: true})
}

// The 1.0 text: [{'joe', 1}, {null, 2}, null, {'mark', 4}], the null struct
// slot holding nulls in both children, as StructBuilder.AppendNull writes.
func TestSpecStruct10(t *testing.T) {
	b := NewStructBuilder(specStructType())
	name := b.FieldBuilder(0).(*BinaryBuilder)
	age := b.FieldBuilder(1).(*Int32Builder)
	b.Append(true)
	name.AppendString("joe")
	age.Append(1)
	b.Append(true)
	name.AppendNull()
	age.Append(2)
	b.AppendNull()
	b.Append(true)
	name.AppendString("mark")
	age.Append(4)
	a := b.NewStructArray()
	d := a.Data()
	checkDataShape(t, "struct", d, 4, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00001011"))
	f0, f1 := d.Children[0], d.Children[1]
	checkDataShape(t, "field 0", f0, 4, 2)
	checkSpecBuffer(t, "field 0 validity", f0.Buffers[0], specBits("00001001"))
	checkSpecBuffer(t, "field 0 offsets", f0.Buffers[1], specI32(0, 3, 3, 3, 7))
	checkSpecBuffer(t, "field 0 data", f0.Buffers[2], specStr("joemark"))
	checkDataShape(t, "field 1", f1, 4, 1)
	checkSpecBuffer(t, "field 1 validity", f1.Buffers[0], specBits("00001011"))
	checkSpecBuffer(t, "field 1 values", f1.Buffers[1], specI32(1, 2, nil, 4))
	checkValueStrings(t, "struct", a, `{name: "joe", age: 1}`, `{name: null, age: 2}`, "null", `{name: "mark", age: 4}`)
}

// The 1.4 text: the same values, but the null struct slot hides a valid
// 'alice' in the name child: Append(false) leaves the children to the caller.
func TestSpecStruct14(t *testing.T) {
	b := NewStructBuilder(specStructType())
	name := b.FieldBuilder(0).(*BinaryBuilder)
	age := b.FieldBuilder(1).(*Int32Builder)
	name.AppendStrings([]string{"joe", "", "alice", "mark"}, []bool{true, false, true, true})
	age.AppendValues([]int32{1, 2, 0, 4}, []bool{true, true, false, true})
	for _, v := range []bool{true, true, false, true} {
		b.Append(v)
	}
	a := b.NewStructArray()
	d := a.Data()
	checkDataShape(t, "struct", d, 4, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00001011"))
	f0, f1 := d.Children[0], d.Children[1]
	checkDataShape(t, "field 0", f0, 4, 1)
	checkSpecBuffer(t, "field 0 validity", f0.Buffers[0], specBits("00001101"))
	checkSpecBuffer(t, "field 0 offsets", f0.Buffers[1], specI32(0, 3, 3, 8, 12))
	checkSpecBuffer(t, "field 0 data", f0.Buffers[2], specStr("joealicemark"))
	checkDataShape(t, "field 1", f1, 4, 1)
	checkSpecBuffer(t, "field 1 validity", f1.Buffers[0], specBits("00001011"))
	checkSpecBuffer(t, "field 1 values", f1.Buffers[1], specI32(1, 2, nil, 4))
	checkValueStrings(t, "struct", a, `{name: "joe", age: 1}`, `{name: null, age: 2}`, "null", `{name: "mark", age: 4}`)
	// The hidden child value is valid on its own.
	if v := a.Field(0).ValueString(2); v != `"alice"` {
		t.Errorf("field 0 slot 2 is %s, want \"alice\"", v)
	}
}

func TestSpecDenseUnion(t *testing.T) {
	ut := DenseUnionOf([]Field{{Name: "f", Type: Float32Type{}, Nullable: true}, {Name: "i", Type: Int32Type{}, Nullable: true}}, nil)
	b := NewUnionBuilder(ut)
	f := b.Child(0).(*Float32Builder)
	i := b.Child(1).(*Int32Builder)
	mustOK(t, b.Append(0))
	f.Append(1.2)
	b.AppendNull()
	mustOK(t, b.Append(0))
	f.Append(3.4)
	mustOK(t, b.Append(1))
	i.Append(5)
	a := b.NewUnionArray()
	d := a.Data()
	checkDataShape(t, "union", d, 4, 0)
	if d.Buffers[0] != nil || len(d.Buffers) != 3 {
		t.Errorf("dense union buffers: %d, first %v; want [nil, types, offsets]", len(d.Buffers), d.Buffers[0])
	}
	checkSpecBuffer(t, "types", d.Buffers[1], specI8(0, 0, 0, 1))
	checkSpecBuffer(t, "offsets", d.Buffers[2], specI32(0, 1, 2, 0))
	fd, id := d.Children[0], d.Children[1]
	// The 1.0 text says "Length: 2" for the float child but draws three
	// values; the 1.4 text says 3.
	checkDataShape(t, "f", fd, 3, 1)
	checkSpecBuffer(t, "f validity", fd.Buffers[0], specBits("00000101"))
	checkSpecBuffer(t, "f values", fd.Buffers[1], specF32(1.2, nil, 3.4))
	checkDataShape(t, "i", id, 1, 0)
	checkNoValidity(t, "i", id)
	checkSpecBuffer(t, "i values", id.Buffers[1], specI32(5))
	checkValueStrings(t, "union", a, "0:1.2", "null", "0:3.4", "1:5")
	if !a.IsNull(1) || a.IsNull(0) || a.LogicalNullN() != 1 {
		t.Errorf("IsNull(1)=%v IsNull(0)=%v LogicalNullN=%d", a.IsNull(1), a.IsNull(0), a.LogicalNullN())
	}
}

func TestSpecSparseUnion(t *testing.T) {
	ut := SparseUnionOf([]Field{
		{Name: "i", Type: Int32Type{}, Nullable: true},
		{Name: "f", Type: Float32Type{}, Nullable: true},
		{Name: "s", Type: BinaryType{}, Nullable: true},
	}, nil)
	b := NewUnionBuilder(ut)
	i := b.Child(0).(*Int32Builder)
	f := b.Child(1).(*Float32Builder)
	s := b.Child(2).(*BinaryBuilder)
	mustOK(t, b.Append(0))
	i.Append(5)
	mustOK(t, b.Append(1))
	f.Append(1.2)
	mustOK(t, b.Append(2))
	s.AppendString("joe")
	mustOK(t, b.Append(1))
	f.Append(3.4)
	mustOK(t, b.Append(0))
	i.Append(4)
	mustOK(t, b.Append(2))
	s.AppendString("mark")
	a := b.NewUnionArray()
	d := a.Data()
	checkDataShape(t, "union", d, 6, 0)
	if d.Buffers[0] != nil || len(d.Buffers) != 2 {
		t.Errorf("sparse union buffers: %d, first %v; want [nil, types]", len(d.Buffers), d.Buffers[0])
	}
	checkSpecBuffer(t, "types", d.Buffers[1], specI8(0, 1, 2, 1, 0, 2))
	id, fd, sd := d.Children[0], d.Children[1], d.Children[2]
	checkDataShape(t, "i", id, 6, 4)
	checkSpecBuffer(t, "i validity", id.Buffers[0], specBits("00010001"))
	checkSpecBuffer(t, "i values", id.Buffers[1], specI32(5, nil, nil, nil, 4, nil))
	checkDataShape(t, "f", fd, 6, 4)
	checkSpecBuffer(t, "f validity", fd.Buffers[0], specBits("00001010"))
	checkSpecBuffer(t, "f values", fd.Buffers[1], specF32(nil, 1.2, nil, 3.4, nil, nil))
	checkDataShape(t, "s", sd, 6, 4)
	checkSpecBuffer(t, "s validity", sd.Buffers[0], specBits("00100100"))
	checkSpecBuffer(t, "s offsets", sd.Buffers[1], specI32(0, 0, 0, 3, 3, 3, 7))
	checkSpecBuffer(t, "s data", sd.Buffers[2], specStr("joemark"))
	checkValueStrings(t, "union", a, "0:5", "1:1.2", `2:"joe"`, "1:3.4", "0:4", `2:"mark"`)
	for k := range 6 {
		if a.IsNull(k) {
			t.Errorf("slot %d is null", k)
		}
	}
}

func TestSpecDictionary(t *testing.T) {
	dt := &DictionaryType{Index: Int32Type{}, Value: BinaryType{}}

	// ['foo', 'bar', 'foo', 'bar', null, 'baz'] memoized: indices
	// [0, 1, 0, 1, null, 2] over ['foo', 'bar', 'baz'].
	b := NewDictionaryBuilder(dt)
	for _, v := range []string{"foo", "bar", "foo", "bar", "", "baz"} {
		if v == "" {
			b.AppendNull()
			continue
		}
		mustOK(t, b.AppendString(v))
	}
	a, err := b.NewDictionaryArray()
	mustOK(t, err)
	d := a.Data()
	checkDataShape(t, "dictionary", d, 6, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00101111"))
	checkSpecBuffer(t, "indices", d.Buffers[1], specI32(0, 1, 0, 1, nil, 2))
	dict := d.Dictionary
	checkDataShape(t, "dictionary values", dict, 3, 0)
	checkSpecBuffer(t, "dictionary offsets", dict.Buffers[1], specI32(0, 3, 6, 9))
	checkSpecBuffer(t, "dictionary data", dict.Buffers[2], specStr("foobarbaz"))
	checkValueStrings(t, "decoded", a, `"foo"`, `"bar"`, `"foo"`, `"bar"`, "null", `"baz"`)

	// Duplicates and nulls in the dictionary: indices [0, 1, 3, 1, 4, 2]
	// over ['foo', 'bar', 'baz', 'foo', null]. The null count comes from
	// the indices alone.
	vb := NewBinaryBuilder()
	vb.AppendStrings([]string{"foo", "bar", "baz", "foo", ""}, []bool{true, true, true, true, false})
	b2 := NewDictionaryBuilder(dt)
	mustOK(t, b2.SetDictionary(vb.NewArray()))
	for _, i := range []int{0, 1, 3, 1, 4, 2} {
		mustOK(t, b2.AppendIndex(i))
	}
	a2, err := b2.NewDictionaryArray()
	mustOK(t, err)
	d2 := a2.Data()
	checkDataShape(t, "dictionary", d2, 6, 0)
	checkNoValidity(t, "dictionary", d2)
	checkSpecBuffer(t, "indices", d2.Buffers[1], specI32(0, 1, 3, 1, 4, 2))
	checkValueStrings(t, "decoded", a2, `"foo"`, `"bar"`, `"foo"`, `"bar"`, "null", `"baz"`)
	if a2.IsNull(4) || a2.IndexValue(4) != 4 {
		t.Errorf("slot 4: IsNull=%v index %d; the index is valid, the value it names is null", a2.IsNull(4), a2.IndexValue(4))
	}
	// With a fixed dictionary, a value append finds the first equal entry.
	mustOK(t, b2.AppendString("foo"))
	if a3 := b2.NewArray().(*Dictionary); a3.IndexValue(0) != 0 {
		t.Errorf("lookup of 'foo' gave index %d, want 0", a3.IndexValue(0))
	}
}

func TestSpecRunEndEncoded(t *testing.T) {
	b := NewRunEndEncodedBuilder(RunEndEncodedOf(Int32Type{}, Float32Type{}))
	for _, v := range []any{1.0, 1.0, 1.0, 1.0, nil, nil, 2.0} {
		if v == nil {
			b.AppendNull()
			continue
		}
		mustOK(t, b.Append(float32(v.(float64))))
	}
	a, err := b.NewRunEndEncodedArray()
	mustOK(t, err)
	d := a.Data()
	checkDataShape(t, "ree", d, 7, 0)
	if len(d.Buffers) != 1 || d.Buffers[0] != nil {
		t.Errorf("REE parent buffers %v, want [nil]", d.Buffers)
	}
	ends, vals := d.Children[0], d.Children[1]
	checkDataShape(t, "run ends", ends, 3, 0)
	checkNoValidity(t, "run ends", ends)
	checkSpecBuffer(t, "run ends", ends.Buffers[1], specI32(4, 6, 7))
	checkDataShape(t, "values", vals, 3, 1)
	checkSpecBuffer(t, "values validity", vals.Buffers[0], specBits("00000101"))
	checkSpecBuffer(t, "values", vals.Buffers[1], specF32(1.0, nil, 2.0))
	want := []string{"1", "1", "1", "1", "null", "null", "2"}
	checkValueStrings(t, "ree", a, want...)
	for i, w := range want {
		if a.IsNull(i) != (w == "null") {
			t.Errorf("IsNull(%d) = %v", i, a.IsNull(i))
		}
	}
	for off := 0; off <= 7; off++ {
		checkValueStrings(t, fmt.Sprintf("ree[%d:]", off), Slice(a, off, 7), want[off:]...)
	}
}

// specView encodes a view as the spec draws it: length, then the inline
// bytes zero-padded to 12, or the 4-byte prefix, buffer index and offset.
func specView(v string, buf, off int) specBytes {
	s := specHost(uint64(len(v)), 4)
	if len(v) <= 12 {
		in := specStr(v)
		return s.cat(in, make(specBytes, 12-len(v)))
	}
	return s.cat(specStr(v[:4]), specHost(uint64(buf), 4), specHost(uint64(off), 4))
}

func TestSpecBinaryView(t *testing.T) {
	long1 := "a value longer than twelve bytes"
	long2 := "another out-of-line value"
	b := NewUtf8ViewBuilder()
	b.AppendString("joe")
	b.AppendNull()
	b.AppendString(long1)
	b.AppendString("exactly12byt")
	b.AppendString("")
	b.AppendString(long2)
	a := b.NewUtf8ViewArray()
	d := a.Data()
	checkDataShape(t, "utf8 view", d, 6, 1)
	checkSpecBuffer(t, "validity", d.Buffers[0], specBits("00111101"))
	checkSpecBuffer(t, "views", d.Buffers[1], specView("joe", 0, 0).
		cat(make(specBytes, 16), specView(long1, 0, 0), specView("exactly12byt", 0, 0), make(specBytes, 16), specView(long2, 0, len(long1))))
	if len(d.Buffers) != 3 {
		t.Fatalf("%d buffers, want validity, views and one data buffer", len(d.Buffers))
	}
	checkSpecBuffer(t, "data 0", d.Buffers[2], specStr(long1+long2))
	checkValueStrings(t, "utf8 view", a, `"joe"`, "null", `"`+long1+`"`, `"exactly12byt"`, `""`, `"`+long2+`"`)

	// A small block size spreads long values over several variadic buffers.
	bb := NewBinaryViewBuilder()
	bb.SetBlockSize(64)
	vals := []string{strings.Repeat("x", 40), strings.Repeat("y", 20), strings.Repeat("z", 30), "short", strings.Repeat("w", 100), strings.Repeat("v", 13)}
	for _, v := range vals {
		bb.AppendString(v)
	}
	ba := bb.NewBinaryViewArray()
	bd := ba.Data()
	// x (40) and y (20) share block 0; z (30) starts block 1; w (100) is
	// larger than a block and gets block 2; v starts block 3.
	checkSpecBuffer(t, "views", bd.Buffers[1], specView(vals[0], 0, 0).
		cat(specView(vals[1], 0, 40), specView(vals[2], 1, 0), specView("short", 0, 0), specView(vals[4], 2, 0), specView(vals[5], 3, 0)))
	if len(bd.Buffers) != 6 {
		t.Fatalf("%d buffers, want 2 + 4 data buffers", len(bd.Buffers))
	}
	checkSpecBuffer(t, "data 0", bd.Buffers[2], specStr(vals[0]+vals[1]))
	checkSpecBuffer(t, "data 1", bd.Buffers[3], specStr(vals[2]))
	checkSpecBuffer(t, "data 2", bd.Buffers[4], specStr(vals[4]))
	checkSpecBuffer(t, "data 3", bd.Buffers[5], specStr(vals[5]))
	for i, v := range vals {
		if string(ba.Value(i)) != v {
			t.Errorf("slot %d is %q, want %q", i, ba.Value(i), v)
		}
	}
}

func TestSpecNullLayout(t *testing.T) {
	b := NewNullBuilder()
	b.AppendNulls(3)
	b.AppendEmpty()
	a := b.NewNullArray()
	d := a.Data()
	if d.Length != 4 || d.NullN() != 4 {
		t.Errorf("null array: length %d, nulls %d", d.Length, d.NullN())
	}
	for i, buf := range d.Buffers {
		if buf != nil {
			t.Errorf("buffer %d allocated; the null layout has none", i)
		}
	}
	checkValueStrings(t, "null", a, "null", "null", "null", "null")
}

func mustOK(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
