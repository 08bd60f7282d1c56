package arrays

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// ----- test construction helpers (NewData + AllocBuffer, no builders but the
// generated fixed-width ones). A nil in a ...any value list marks a null. -----

// eqBuf copies vs into a fresh aligned buffer.
func eqBuf[T any](vs []T) []byte {
	raw := bytesOf(vs)
	b := AllocBuffer(len(raw))
	copy(b, raw)
	return b
}

// eqConv converts ints to the offset, index or run-end type T.
func eqConv[T int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64](xs []int) []T {
	out := make([]T, len(xs))
	for i, x := range xs {
		out[i] = T(x)
	}
	return out
}

// eqIntBuf stores xs as integers of type id.
func eqIntBuf(id TypeID, xs []int) []byte {
	switch id {
	case INT8:
		return eqBuf(eqConv[int8](xs))
	case INT16:
		return eqBuf(eqConv[int16](xs))
	case INT32:
		return eqBuf(eqConv[int32](xs))
	case INT64:
		return eqBuf(eqConv[int64](xs))
	case UINT8:
		return eqBuf(eqConv[uint8](xs))
	case UINT16:
		return eqBuf(eqConv[uint16](xs))
	case UINT32:
		return eqBuf(eqConv[uint32](xs))
	case UINT64:
		return eqBuf(eqConv[uint64](xs))
	}
	panic("eqIntBuf: not an integer type " + id.String())
}

// eqBitmap builds a validity bitmap; nil valid means no bitmap.
func eqBitmap(valid []bool) []byte {
	if valid == nil {
		return nil
	}
	b := AllocBuffer(BitmapLen(len(valid)))
	for i, ok := range valid {
		SetBitTo(b, i, ok)
	}
	return b
}

// eqValidity returns the validity of vals (nil when nothing is null).
func eqValidity(vals []any) []bool {
	if !slices.Contains(vals, nil) {
		return nil
	}
	valid := make([]bool, len(vals))
	for i, v := range vals {
		valid[i] = v != nil
	}
	return valid
}

func eqInt32(vals ...any) Array {
	b := NewInt32Builder()
	for _, v := range vals {
		if v == nil {
			b.AppendNull()
		} else {
			b.Append(int32(v.(int)))
		}
	}
	return b.NewArray()
}

func eqInt64(vals ...any) Array {
	b := NewInt64Builder()
	for _, v := range vals {
		if v == nil {
			b.AppendNull()
		} else {
			b.Append(int64(v.(int)))
		}
	}
	return b.NewArray()
}

func eqFloat64(vals ...any) Array {
	b := NewFloat64Builder()
	for _, v := range vals {
		if v == nil {
			b.AppendNull()
		} else {
			b.Append(v.(float64))
		}
	}
	return b.NewArray()
}

func eqFloat32(vals ...any) Array {
	b := NewFloat32Builder()
	for _, v := range vals {
		if v == nil {
			b.AppendNull()
		} else {
			b.Append(float32(v.(float64)))
		}
	}
	return b.NewArray()
}

func eqFloat16(vals ...any) Array {
	b := NewFloat16Builder()
	for _, v := range vals {
		if v == nil {
			b.AppendNull()
		} else {
			b.Append(HalfFromFloat32(float32(v.(float64))))
		}
	}
	return b.NewArray()
}

func eqBool(vals ...any) Array {
	n := len(vals)
	bits := AllocBuffer(BitmapLen(n))
	for i, v := range vals {
		if v != nil && v.(bool) {
			SetBit(bits, i)
		}
	}
	return MakeArray(NewData(BoolType{}, n, [][]byte{eqBitmap(eqValidity(vals)), bits}, nil, UnknownNullCount, 0))
}

// eqBinaryData builds binary, utf8 or their large forms from strings. The
// offsets start at base (the data buffer begins with base junk bytes) and
// null slots span two junk bytes, which Equal must ignore.
func eqBinaryData(t DataType, base int, vals ...any) *Data {
	data := []byte(strings.Repeat("#", base))
	offs := []int{base}
	for _, v := range vals {
		if v == nil {
			data = append(data, "~~"...)
		} else {
			data = append(data, v.(string)...)
		}
		offs = append(offs, len(data))
	}
	offType := INT32
	if id := t.ID(); id == LARGE_BINARY || id == LARGE_UTF8 {
		offType = INT64
	}
	return NewData(t, len(vals), [][]byte{eqBitmap(eqValidity(vals)), eqIntBuf(offType, offs), eqBuf(data)}, nil, UnknownNullCount, 0)
}

func eqUtf8(vals ...any) Array { return MakeArray(eqBinaryData(Utf8Type{}, 0, vals...)) }

// eqViewData builds a binary or utf8 view array. split chooses how long
// values are laid out: 0 packs them into one data buffer, 1 gives each its
// own buffer after a few junk bytes, 2 stores them in reverse order in one
// buffer behind an unused buffer. Null slots hold junk views.
func eqViewData(t DataType, split int, vals ...any) *Data {
	views := make([]View, len(vals))
	var bufs [][]byte
	if split == 2 {
		bufs = [][]byte{[]byte("unused buffer"), nil}
	}
	order := make([]int, len(vals))
	for i := range order {
		order[i] = i
	}
	if split == 2 {
		slices.Reverse(order)
	}
	for _, i := range order {
		v := vals[i]
		if v == nil {
			views[i] = MakeInlineView([]byte("junk"))
			continue
		}
		s := []byte(v.(string))
		if len(s) <= ViewInlineMax {
			views[i] = MakeInlineView(s)
			continue
		}
		switch split {
		case 0:
			if bufs == nil {
				bufs = [][]byte{nil}
			}
			views[i] = MakeRefView(s, 0, int32(len(bufs[0])))
			bufs[0] = append(bufs[0], s...)
		case 1:
			junk := []byte(strings.Repeat("j", i%3+1))
			bufs = append(bufs, append(junk, s...))
			views[i] = MakeRefView(s, int32(len(bufs)-1), int32(len(junk)))
		case 2:
			views[i] = MakeRefView(s, 1, int32(len(bufs[1])))
			bufs[1] = append(bufs[1], s...)
		}
	}
	buffers := [][]byte{eqBitmap(eqValidity(vals)), eqBuf(views)}
	for _, b := range bufs {
		buffers = append(buffers, eqBuf(b))
	}
	return NewData(t, len(vals), buffers, nil, UnknownNullCount, 0)
}

// eqFSBData builds fixed_size_binary[w] from strings of length w.
func eqFSBData(w int, vals ...any) *Data {
	var data []byte
	for _, v := range vals {
		if v == nil {
			data = append(data, strings.Repeat("?", w)...)
		} else {
			data = append(data, v.(string)...)
		}
	}
	return NewData(FixedSizeBinaryType{ByteWidth: w}, len(vals), [][]byte{eqBitmap(eqValidity(vals)), eqBuf(data)}, nil, UnknownNullCount, 0)
}

// eqListData builds a list, large list or map from explicit offsets.
func eqListData(t DataType, valid []bool, offsets []int, child *Data) *Data {
	offType := INT32
	if t.ID() == LARGE_LIST {
		offType = INT64
	}
	return NewData(t, len(offsets)-1, [][]byte{eqBitmap(valid), eqIntBuf(offType, offsets)}, []*Data{child}, UnknownNullCount, 0)
}

// eqListViewData builds a list view or large list view.
func eqListViewData(t DataType, valid []bool, offsets, sizes []int, child *Data) *Data {
	offType := INT32
	if t.ID() == LARGE_LIST_VIEW {
		offType = INT64
	}
	return NewData(t, len(offsets), [][]byte{eqBitmap(valid), eqIntBuf(offType, offsets), eqIntBuf(offType, sizes)}, []*Data{child}, UnknownNullCount, 0)
}

func eqFSLData(t *FixedSizeListType, n int, valid []bool, child *Data) *Data {
	return NewData(t, n, [][]byte{eqBitmap(valid)}, []*Data{child}, UnknownNullCount, 0)
}

func eqStructData(t *StructType, n int, valid []bool, children ...*Data) *Data {
	return NewData(t, n, [][]byte{eqBitmap(valid)}, children, UnknownNullCount, 0)
}

// eqUnionData builds a sparse union (offsets nil) or a dense union.
func eqUnionData(t *UnionType, codes []int8, offsets []int32, children ...*Data) *Data {
	bufs := [][]byte{nil, eqBuf(codes)}
	if t.Mode == DenseMode {
		bufs = append(bufs, eqBuf(offsets))
	}
	return NewData(t, len(codes), bufs, children, 0, 0)
}

func eqDictData(t *DictionaryType, indices []int, valid []bool, dict *Data) *Data {
	d := NewData(t, len(indices), [][]byte{eqBitmap(valid), eqIntBuf(t.Index.ID(), indices)}, nil, UnknownNullCount, 0)
	return d.WithDictionary(dict)
}

// eqREEData builds a run-end encoded array whose length is the last run end.
func eqREEData(t *RunEndEncodedType, ends []int, values *Data) *Data {
	n := 0
	if len(ends) > 0 {
		n = ends[len(ends)-1]
	}
	re := NewData(t.RunEnds.Type, len(ends), [][]byte{nil, eqIntBuf(t.RunEnds.Type.ID(), ends)}, nil, 0, 0)
	return NewData(t, n, [][]byte{nil}, []*Data{re, values}, 0, 0)
}

// eqExt is an extension type for tests.
type eqExt struct {
	name    string
	storage DataType
}

func (e eqExt) ID() TypeID            { return EXTENSION }
func (e eqExt) String() string        { return "extension<" + e.name + ">" }
func (e eqExt) ExtensionName() string { return e.name }
func (e eqExt) StorageType() DataType { return e.storage }
func (e eqExt) Serialize() string     { return "" }

// eqWithAllValid returns a copy of the Data header of a fixed-width array
// with an all-ones validity bitmap when it had none.
func eqWithAllValid(d *Data) *Data {
	bufs := slices.Clone(d.Buffers)
	if bufs[0] == nil {
		all := make([]bool, d.Offset+d.Length)
		for i := range all {
			all[i] = true
		}
		bufs[0] = eqBitmap(all)
	}
	s := NewData(d.Type, d.Length, bufs, d.Children, UnknownNullCount, d.Offset)
	s.Dictionary = d.Dictionary
	return s
}

// eqRelayout copies a fixed-width (table type or fixed-size binary) array into
// new buffers that start shift slots later, with random junk in front of the
// values, under the null slots and in front of the validity bits. allOnes
// adds an all-ones bitmap when the array has none.
func eqRelayout(r *rand.Rand, d *Data, shift int, allOnes bool) *Data {
	w := PrimitiveByteWidth(d.Type.ID())
	if fsb, ok := d.Type.(FixedSizeBinaryType); ok {
		w = fsb.ByteWidth
	}
	vals := AllocBuffer((shift + d.Length) * w)
	for i := range vals {
		vals[i] = byte(r.Uint32())
	}
	a := MakeArray(d)
	for i := range d.Length {
		if a.IsValid(i) {
			copy(vals[(shift+i)*w:(shift+i+1)*w], d.Buffers[1][(d.Offset+i)*w:])
		}
	}
	var bitmap []byte
	if d.Validity() != nil || allOnes {
		bitmap = AllocBuffer(BitmapLen(shift + d.Length))
		for i := range shift {
			SetBitTo(bitmap, i, r.IntN(2) == 0)
		}
		for i := range d.Length {
			SetBitTo(bitmap, shift+i, a.IsValid(i))
		}
	}
	return NewData(d.Type, d.Length, [][]byte{bitmap, vals}, nil, UnknownNullCount, shift)
}

// eqRenderRef is the reference: two arrays are equal when they have the
// same type and length and every slot has the same nullness and rendering.
// It holds for the types whose ValueString tells every pair of distinct
// values apart, which is all of them but NaN.
func eqRenderRef(a, b Array) (bool, int) {
	if !TypeEqual(a.DataType(), b.DataType()) || a.Len() != b.Len() {
		return false, -1
	}
	for i := range a.Len() {
		if a.ValueString(i) != b.ValueString(i) {
			return false, i
		}
	}
	return true, -1
}

// eqCheck asserts Equal, its symmetry, EqualDiff and SliceEqual agree on want.
func eqCheck(t *testing.T, name string, a, b Array, want bool, opts ...EqualOption) {
	t.Helper()
	if got := Equal(a, b, opts...); got != want {
		t.Errorf("%s: Equal(%v, %v) = %v, want %v (diff: %q)", name, a, b, got, want, EqualDiff(a, b, opts...))
	}
	if got := Equal(b, a, opts...); got != want {
		t.Errorf("%s: Equal(%v, %v) (swapped) = %v, want %v", name, b, a, got, want)
	}
	if d := EqualDiff(a, b, opts...); (d == "") != want {
		t.Errorf("%s: EqualDiff(%v, %v) = %q, want equal=%v", name, a, b, d, want)
	}
	if a.Len() == b.Len() {
		if got := SliceEqual(a, 0, a.Len(), b, 0, b.Len(), opts...); got != want {
			t.Errorf("%s: SliceEqual over the whole arrays = %v, want %v", name, got, want)
		}
	}
}

// ----- equal arrays built differently -----

func TestEqualFixedWidthLayouts(t *testing.T) {
	base := eqInt32(1, nil, 3, 4)
	parent := eqInt32(9, 9, 1, nil, 3, 4, 9)
	other := eqInt32(7, 1, nil, 3, 4)
	eqCheck(t, "same", base, base, true)
	eqCheck(t, "sliced parent", base, Slice(parent, 2, 6), true)
	eqCheck(t, "slices of different parents", Slice(parent, 2, 6), Slice(other, 1, 5), true)
	eqCheck(t, "sub-slices", Slice(parent, 3, 5), Slice(other, 2, 4), true)

	noNulls := eqInt32(5, 6, 7)
	eqCheck(t, "bitmap absent vs all ones", noNulls, MakeArray(eqWithAllValid(noNulls.Data())), true)
	eqCheck(t, "bitmap absent vs all ones, sliced", Slice(noNulls, 1, 3),
		Slice(MakeArray(eqWithAllValid(noNulls.Data())), 1, 3), true)

	// different bytes under a null slot
	junk := eqInt32(1, 99, 3, 4)
	bm := eqBitmap([]bool{true, false, true, true})
	eqCheck(t, "junk under null", base, MakeArray(NewData(Int32Type{}, 4, [][]byte{bm, junk.Data().Buffers[1]}, nil, UnknownNullCount, 0)), true)

	eqCheck(t, "empty", eqInt32(), Slice(parent, 3, 3), true)
	eqCheck(t, "null arrays", NewNull(3), Slice(NewNull(5), 1, 4), true)
	eqCheck(t, "bool sliced", eqBool(true, nil, false), Slice(eqBool(false, true, nil, false, true), 1, 4), true)
	eqCheck(t, "float -0 == +0", eqFloat64(0.0), eqFloat64(math.Copysign(0, -1)), true)
	eqCheck(t, "float16 -0 == +0", eqFloat16(0.0), eqFloat16(math.Copysign(0, -1)), true)
	eqCheck(t, "fixed-size binary sliced", MakeArray(eqFSBData(2, "ab", nil, "cd")),
		Slice(MakeArray(eqFSBData(2, "zz", "ab", nil, "cd")), 1, 4), true)
}

// TestEqualPrimitiveProperty moves every table type's values to new buffers
// at bit offsets 0..7 with junk everywhere Equal must not look, then changes
// one slot at a time and checks that exactly that slot is reported.
func TestEqualPrimitiveProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	samples := append(slices.Clone(primitiveSamples), FixedSizeBinaryType{ByteWidth: 3}, FixedSizeBinaryType{ByteWidth: 0})
	for _, typ := range samples {
		for _, n := range []int{0, 1, 7, 8, 9, 31, 64, 65, 70} {
			for shift := range 8 {
				var a Array
				if fsb, ok := typ.(FixedSizeBinaryType); ok {
					vals := make([]any, n)
					for i := range vals {
						if r.IntN(4) > 0 {
							vals[i] = string([]byte{byte(r.Uint32()), byte(r.Uint32()), byte(r.Uint32())}[:fsb.ByteWidth])
						}
					}
					a = MakeArray(eqFSBData(fsb.ByteWidth, vals...))
				} else {
					a = randomPrimitive(r, typ, n, []float64{0, 0.3}[shift%2])
				}
				b := MakeArray(eqRelayout(r, a.Data(), shift, shift%4 == 0))
				name := fmt.Sprintf("%s/n=%d/shift=%d", typ, n, shift)
				eqCheck(t, name, a, b, true)
				if n == 0 || typ == (FixedSizeBinaryType{}) {
					continue
				}
				// Change one slot: a null becomes valid, a valid value
				// becomes null or changes its lowest byte (which changes
				// the value for every type, floats included).
				s := r.IntN(n)
				c := eqRelayout(r, a.Data(), shift, true)
				w := len(c.Buffers[1]) / (shift + n)
				if w == 0 {
					continue
				}
				switch {
				case a.IsNull(s):
					SetBit(c.Buffers[0], shift+s)
				case r.IntN(2) == 0:
					ClearBit(c.Buffers[0], shift+s)
				default:
					c.Buffers[1][(shift+s)*w] ^= 1
				}
				ca := MakeArray(c)
				eqCheck(t, name+"/changed", a, ca, false)
				if _, k := eqRenderRef(a, ca); k != s {
					t.Fatalf("%s: reference finds slot %d, changed %d", name, k, s)
				}
				if d := EqualDiff(a, ca); !strings.Contains(d, fmt.Sprintf("slot %d differs", s)) {
					t.Errorf("%s: EqualDiff = %q, want slot %d", name, d, s)
				}
			}
		}
	}
}

// TestSliceEqualMatchesSlices compares SliceEqual with Equal on slices and
// with the rendering reference, on small-valued data where equal ranges are
// common.
func TestSliceEqualMatchesSlices(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	vals := make([]any, 40)
	for i := range vals {
		if r.IntN(5) > 0 {
			vals[i] = r.IntN(2)
		}
	}
	a := eqInt32(vals...)
	b := MakeArray(eqRelayout(r, a.Data(), 5, true))
	equalSeen := 0
	for range 2000 {
		i, j := r.IntN(41), r.IntN(41)
		n := r.IntN(40 - max(i, j) + 1)
		got := SliceEqual(a, i, i+n, b, j, j+n)
		want, _ := eqRenderRef(Slice(a, i, i+n), Slice(b, j, j+n))
		if got != want || Equal(Slice(a, i, i+n), Slice(b, j, j+n)) != want {
			t.Fatalf("SliceEqual(a[%d:%d], b[%d:%d]) = %v, want %v", i, i+n, j, j+n, got, want)
		}
		if got && n > 0 {
			equalSeen++
		}
	}
	if equalSeen < 100 {
		t.Fatalf("only %d equal non-empty ranges drawn; the test is too weak", equalSeen)
	}
	if SliceEqual(a, 0, 2, b, 0, 3) {
		t.Error("SliceEqual of ranges of different lengths is true")
	}
	defer func() {
		if recover() == nil {
			t.Error("SliceEqual out of range did not panic")
		}
	}()
	SliceEqual(a, 0, 41, b, 0, 41)
}

func TestEqualBinaryLayouts(t *testing.T) {
	for _, typ := range []DataType{BinaryType{}, Utf8Type{}, LargeBinaryType{}, LargeUtf8Type{}} {
		a := MakeArray(eqBinaryData(typ, 0, "a", nil, "", "bc"))
		b := MakeArray(eqBinaryData(typ, 17, "a", nil, "", "bc"))
		p := Slice(MakeArray(eqBinaryData(typ, 3, "zz", "a", nil, "", "bc", "q")), 1, 5)
		eqCheck(t, typ.String()+"/offsets base", a, b, true)
		eqCheck(t, typ.String()+"/sliced", a, p, true)
		eqCheck(t, typ.String()+"/value", a, MakeArray(eqBinaryData(typ, 0, "a", nil, "", "bd")), false)
		eqCheck(t, typ.String()+"/prefix", a, MakeArray(eqBinaryData(typ, 0, "a", nil, "", "b")), false)
		eqCheck(t, typ.String()+"/empty vs null", a, MakeArray(eqBinaryData(typ, 0, "a", nil, nil, "bc")), false)
		eqCheck(t, typ.String()+"/null moved", a, MakeArray(eqBinaryData(typ, 0, nil, "a", "", "bc")), false)
	}
	eqCheck(t, "utf8 vs binary", MakeArray(eqBinaryData(Utf8Type{}, 0, "a")), MakeArray(eqBinaryData(BinaryType{}, 0, "a")), false)
	eqCheck(t, "utf8 vs large utf8", MakeArray(eqBinaryData(Utf8Type{}, 0, "a")), MakeArray(eqBinaryData(LargeUtf8Type{}, 0, "a")), false)
}

func TestEqualViewLayouts(t *testing.T) {
	long1, long2 := "a value longer than twelve", "another long value here"
	vals := []any{"short", long1, nil, "", long2, "exactly12byt", long1}
	for _, typ := range []DataType{BinaryViewType{}, Utf8ViewType{}} {
		a := MakeArray(eqViewData(typ, 0, vals...))
		for split := 1; split <= 2; split++ {
			eqCheck(t, fmt.Sprintf("%s/split %d", typ, split), a, MakeArray(eqViewData(typ, split, vals...)), true)
		}
		withHead := append([]any{long2, "x"}, vals...)
		eqCheck(t, typ.String()+"/sliced", a, Slice(MakeArray(eqViewData(typ, 1, withHead...)), 2, 2+len(vals)), true)
		// one byte differs beyond the 4-byte prefix of a long value
		changed := slices.Clone(vals)
		changed[1] = "a value longer than twelvE"
		eqCheck(t, typ.String()+"/long value", a, MakeArray(eqViewData(typ, 1, changed...)), false)
		changed = slices.Clone(vals)
		changed[0] = "shorT"
		eqCheck(t, typ.String()+"/inline value", a, MakeArray(eqViewData(typ, 0, changed...)), false)
		changed = slices.Clone(vals)
		changed[2] = "junk"
		eqCheck(t, typ.String()+"/null vs value", a, MakeArray(eqViewData(typ, 0, changed...)), false)
	}
}

func TestEqualListLayouts(t *testing.T) {
	// [[1 2] null [] [3 null]] as list, with children and offsets laid out
	// in several ways.
	want := func(typ DataType) Array {
		child := eqInt32(1, 2, 3, nil).Data()
		return MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, child))
	}
	for _, typ := range []DataType{ListOf(Int32Type{}), LargeListOf(Int32Type{})} {
		a := want(typ)
		// junk between lists, a null slot covering junk, offsets not from 0
		child := eqInt32(9, 1, 2, 9, 7, 7, 3, nil, 9).Data()
		b := MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{1, 3, 6, 6, 8}, child))
		eqCheck(t, typ.String()+"/junk in child", a, b, true)
		// the child is itself a slice
		sc := Slice(eqInt32(8, 8, 1, 2, 3, nil), 2, 6).Data()
		eqCheck(t, typ.String()+"/sliced child", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, sc)), true)
		// the list is a slice of a longer list
		pc := eqInt32(5, 1, 2, 3, nil, 6).Data()
		p := MakeArray(eqListData(typ, []bool{true, true, false, true, true, true}, []int{0, 1, 3, 3, 3, 5, 6}, pc))
		eqCheck(t, typ.String()+"/sliced list", a, Slice(p, 1, 5), true)
		// no validity bitmap on either side
		eqCheck(t, typ.String()+"/no bitmap", Slice(p, 3, 5), MakeArray(eqListData(typ, nil, []int{0, 0, 2}, eqInt32(3, nil).Data())), true)

		eqCheck(t, typ.String()+"/child value", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 4, nil).Data())), false)
		eqCheck(t, typ.String()+"/child null", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 3, 4).Data())), false)
		eqCheck(t, typ.String()+"/list length", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 3, 4}, eqInt32(1, 2, 3, nil).Data())), false)
		eqCheck(t, typ.String()+"/empty vs null", a, MakeArray(eqListData(typ, []bool{true, true, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 3, nil).Data())), false)
	}
	eqCheck(t, "list vs large list", want(ListOf(Int32Type{})), want(LargeListOf(Int32Type{})), false)
	eqCheck(t, "child type", want(ListOf(Int32Type{})),
		MakeArray(eqListData(ListOf(Int64Type{}), []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt64(1, 2, 3, nil).Data())), false)
	eqCheck(t, "child nullability", want(ListOf(Int32Type{})),
		MakeArray(eqListData(&ListType{Elem: Field{Name: "item", Type: Int32Type{}}}, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 3, nil).Data())), false)

	for _, typ := range []DataType{ListViewOf(Int32Type{}), LargeListViewOf(Int32Type{})} {
		child := eqInt32(1, 2, 3, nil).Data()
		a := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{0, 0, 0, 2}, []int{2, 0, 0, 2}, child))
		// lists out of order, shared child values, a null slot over junk
		child2 := eqInt32(3, nil, 7, 1, 2).Data()
		b := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{3, 1, 5, 0}, []int{2, 3, 0, 2}, child2))
		eqCheck(t, typ.String()+"/reordered", a, b, true)
		eqCheck(t, typ.String()+"/sliced", Slice(a, 2, 4), Slice(b, 2, 4), true)
		c := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{3, 1, 5, 0}, []int{2, 3, 0, 1}, child2))
		eqCheck(t, typ.String()+"/size", a, c, false)
		d := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{2, 1, 5, 0}, []int{2, 3, 0, 2}, child2))
		eqCheck(t, typ.String()+"/shifted window", a, d, false)
	}

	// fixed-size lists: [[1 2] null [3 null]]
	fsl := FixedSizeListOf(Int32Type{}, 2)
	a := MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 3, nil).Data()))
	b := MakeArray(eqFSLData(fsl, 4, []bool{true, true, false, true}, eqInt32(0, 0, 1, 2, nil, 5, 3, nil).Data()))
	eqCheck(t, "fixed-size list/sliced", a, Slice(b, 1, 4), true)
	eqCheck(t, "fixed-size list/sub-slices", Slice(a, 2, 3), Slice(b, 3, 4), true)
	eqCheck(t, "fixed-size list/child value", a, MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 4, nil).Data())), false)
	eqCheck(t, "fixed-size list/child null", a, MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 3, 0).Data())), false)
	eqCheck(t, "fixed-size list/size", a, MakeArray(eqFSLData(FixedSizeListOf(Int32Type{}, 3), 3, nil, eqInt32(1, 2, 8, 8, 3, nil, 1, 1, 1).Data())), false)
	if got, want := EqualDiff(a, MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 3, 0).Data()))),
		"slot 2 differs: a[2] = [3 null], b[2] = [3 0]"; got != want {
		t.Errorf("EqualDiff = %q, want %q", got, want)
	}
	z := FixedSizeListOf(Int32Type{}, 0)
	eqCheck(t, "fixed-size list/size 0", MakeArray(eqFSLData(z, 2, nil, eqInt32().Data())), MakeArray(eqFSLData(z, 2, []bool{true, true}, eqInt32().Data())), true)
}

// eqListModel is a reference list array: nil is a null list; child value -1
// is a null value.
type eqListModel [][]int

func (m eqListModel) equal(o eqListModel) (bool, int) {
	if len(m) != len(o) {
		return false, -1
	}
	for i := range m {
		if (m[i] == nil) != (o[i] == nil) || !slices.Equal(m[i], o[i]) {
			return false, i
		}
	}
	return true, -1
}

func eqRandomListModel(r *rand.Rand, n int) eqListModel {
	m := make(eqListModel, n)
	for i := range m {
		if r.IntN(5) == 0 {
			continue
		}
		m[i] = make([]int, r.IntN(3))
		for k := range m[i] {
			m[i][k] = r.IntN(3) - 1
		}
	}
	return m
}

func eqMutateListModel(r *rand.Rand, m eqListModel) eqListModel {
	out := make(eqListModel, len(m))
	for i := range m {
		if m[i] != nil {
			out[i] = slices.Clone(m[i])
		}
	}
	if len(out) == 0 {
		return out
	}
	i := r.IntN(len(out))
	switch {
	case out[i] == nil:
		out[i] = []int{}
	case len(out[i]) > 0 && r.IntN(2) == 0:
		out[i][r.IntN(len(out[i]))] += 1
	case r.IntN(2) == 0:
		out[i] = nil
	default:
		out[i] = append(out[i], 0)
	}
	return out
}

// eqBuildList lays out m as typ with random junk: leading child values that
// are sliced away, more before the first list, junk under null slots, list
// slots in front that are sliced away, and for list views junk between the
// lists and a shuffled placement of them in the child.
func eqBuildList(r *rand.Rand, typ DataType, m eqListModel) Array {
	view := typ.ID() == LIST_VIEW || typ.ID() == LARGE_LIST_VIEW
	var child []any
	junk := func() {
		for range r.IntN(3) {
			child = append(child, 9)
		}
	}
	childLead := r.IntN(3)
	for range childLead {
		child = append(child, 8)
	}
	junk()
	lead := r.IntN(3)
	n := lead + len(m)
	valid := make([]bool, n)
	anyNull := false
	starts, ends := make([]int, n), make([]int, n)
	order := r.Perm(n)
	if !view {
		slices.Sort(order)
	}
	for _, i := range order {
		if view {
			junk()
		}
		starts[i] = len(child) - childLead
		l := []int{5}
		if i >= lead {
			l = m[i-lead]
		}
		valid[i] = l != nil
		anyNull = anyNull || !valid[i]
		if !valid[i] {
			junk()
		}
		for _, v := range l {
			if v < 0 {
				child = append(child, nil)
			} else {
				child = append(child, v)
			}
		}
		ends[i] = len(child) - childLead
	}
	if !anyNull && r.IntN(2) == 0 {
		valid = nil
	}
	cd := Slice(eqInt32(child...), childLead, len(child)).Data()
	var d *Data
	if view {
		sizes := make([]int, n)
		for i := range sizes {
			sizes[i] = ends[i] - starts[i]
		}
		d = eqListViewData(typ, valid, starts, sizes, cd)
	} else {
		d = eqListData(typ, valid, append(starts, len(child)-childLead), cd)
	}
	return Slice(MakeArray(d), lead, n)
}

func TestEqualListModels(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, typ := range []DataType{ListOf(Int32Type{}), LargeListOf(Int32Type{}), ListViewOf(Int32Type{}), LargeListViewOf(Int32Type{})} {
		equalSeen := 0
		for iter := range 400 {
			ma := eqRandomListModel(r, r.IntN(8))
			mb := ma
			if iter%2 == 1 {
				mb = eqMutateListModel(r, ma)
			}
			a, b := eqBuildList(r, typ, ma), eqBuildList(r, typ, mb)
			if got, _ := eqRenderRef(a, MakeArray(eqBuildList(r, typ, ma).Data())); !got {
				t.Fatalf("%s: two layouts of %v render differently: %v", typ, ma, a)
			}
			want, k := ma.equal(mb)
			if want {
				equalSeen++
			}
			eqCheck(t, fmt.Sprintf("%s/%v vs %v", typ, ma, mb), a, b, want)
			if d := EqualDiff(a, b); !want && !strings.Contains(d, fmt.Sprintf("slot %d differs", k)) {
				t.Errorf("%s: EqualDiff(%v, %v) = %q, want slot %d", typ, a, b, d, k)
			}
		}
		if equalSeen < 150 {
			t.Errorf("%s: only %d equal pairs drawn", typ, equalSeen)
		}
	}
}

func TestEqualStruct(t *testing.T) {
	st := StructOf(Field{Name: "a", Type: Int32Type{}, Nullable: true}, Field{Name: "b", Type: Utf8Type{}, Nullable: true})
	// [{a: 1, b: "x"} null {a: null, b: ""}]
	a := MakeArray(eqStructData(st, 3, []bool{true, false, true}, eqInt32(1, 2, nil).Data(), eqUtf8("x", "y", "").Data()))
	// junk under the null slot, children longer than the parent and sliced
	b := MakeArray(eqStructData(st, 5, []bool{true, true, false, true, true},
		eqInt32(7, 1, nil, nil, 3).Data(), eqUtf8("q", "x", nil, "", "r").Data()))
	eqCheck(t, "sliced parent, junk under null", a, Slice(b, 1, 4), true)
	eqCheck(t, "sub-slices", Slice(a, 2, 3), Slice(b, 3, 4), true)
	// children that are themselves slices
	c := MakeArray(eqStructData(st, 3, []bool{true, false, true},
		Slice(eqInt32(0, 1, 5, nil), 1, 4).Data(), Slice(eqUtf8("x", "x", "zz", ""), 1, 4).Data()))
	eqCheck(t, "sliced children", a, c, true)
	noNull := MakeArray(eqStructData(st, 1, nil, eqInt32(1).Data(), eqUtf8("x").Data()))
	eqCheck(t, "no bitmap vs bitmap", noNull, Slice(a, 0, 1), true)

	eqCheck(t, "child value", a, MakeArray(eqStructData(st, 3, []bool{true, false, true}, eqInt32(1, 2, 4).Data(), eqUtf8("x", "y", "").Data())), false)
	eqCheck(t, "struct null", a, MakeArray(eqStructData(st, 3, []bool{true, true, true}, eqInt32(1, 2, nil).Data(), eqUtf8("x", "y", "").Data())), false)
	// both children differ; the first differing slot is the one reported
	d := MakeArray(eqStructData(st, 3, []bool{true, false, true}, eqInt32(1, 2, 5).Data(), eqUtf8("X", "y", "").Data()))
	if got, want := EqualDiff(a, d), `slot 0 differs: a[0] = {a: 1, b: "x"}, b[0] = {a: 1, b: "X"}`; got != want {
		t.Errorf("EqualDiff = %q, want %q", got, want)
	}
	// without struct nulls the whole range is one run: a difference in the
	// second child before one in the first is still the one reported
	e := MakeArray(eqStructData(st, 3, nil, eqInt32(1, 2, 3).Data(), eqUtf8("x", "y", "z").Data()))
	f := MakeArray(eqStructData(st, 3, nil, eqInt32(1, 2, 4).Data(), eqUtf8("x", "Y", "z").Data()))
	if got, want := EqualDiff(e, f), `slot 1 differs: a[1] = {a: 2, b: "y"}, b[1] = {a: 2, b: "Y"}`; got != want {
		t.Errorf("EqualDiff = %q, want %q", got, want)
	}
	renamed := StructOf(Field{Name: "a", Type: Int32Type{}, Nullable: true}, Field{Name: "c", Type: Utf8Type{}, Nullable: true})
	eqCheck(t, "field name", a, MakeArray(eqStructData(renamed, 3, []bool{true, false, true}, eqInt32(1, 2, nil).Data(), eqUtf8("x", "y", "").Data())), false)
	empty := StructOf()
	eqCheck(t, "no fields", MakeArray(eqStructData(empty, 2, nil)), MakeArray(eqStructData(empty, 2, []bool{true, true})), true)
	eqCheck(t, "no fields, null", MakeArray(eqStructData(empty, 2, nil)), MakeArray(eqStructData(empty, 2, []bool{true, false})), false)
}

func TestEqualMap(t *testing.T) {
	mt := MapOf(Utf8Type{}, Int32Type{})
	entries := func(keys, items Array) *Data {
		return eqStructData(mt.Entries.Type.(*StructType), keys.Len(), nil, keys.Data(), items.Data())
	}
	// [{"k": 1, "j": null} null {}]
	a := MakeArray(eqListData(mt, []bool{true, false, true}, []int{0, 2, 2, 2}, entries(eqUtf8("k", "j"), eqInt32(1, nil))))
	b := MakeArray(eqListData(mt, []bool{true, false, true}, []int{1, 3, 5, 5},
		entries(eqUtf8("z", "k", "j", "junk", "junk"), eqInt32(0, 1, nil, 4, 4))))
	eqCheck(t, "offsets base and junk entries", a, b, true)
	eqCheck(t, "key", a, MakeArray(eqListData(mt, []bool{true, false, true}, []int{0, 2, 2, 2}, entries(eqUtf8("k", "J"), eqInt32(1, nil)))), false)
	eqCheck(t, "item", a, MakeArray(eqListData(mt, []bool{true, false, true}, []int{0, 2, 2, 2}, entries(eqUtf8("k", "j"), eqInt32(1, 0)))), false)
	eqCheck(t, "entry order", a, MakeArray(eqListData(mt, []bool{true, false, true}, []int{0, 2, 2, 2}, entries(eqUtf8("j", "k"), eqInt32(nil, 1)))), false)
	sorted := MapOf(Utf8Type{}, Int32Type{})
	sorted.KeysSorted = true
	eqCheck(t, "keys_sorted is part of the type", a, MakeArray(eqListData(sorted, []bool{true, false, true}, []int{0, 2, 2, 2}, entries(eqUtf8("k", "j"), eqInt32(1, nil)))), false)
}

func TestEqualUnion(t *testing.T) {
	fields := []Field{{Name: "i", Type: Int32Type{}, Nullable: true}, {Name: "s", Type: Utf8Type{}, Nullable: true}}
	sparse := SparseUnionOf(fields, []int8{5, 7})
	// [5:1 7:"x" null null 5:2], the nulls selecting either child
	a := MakeArray(eqUnionData(sparse, []int8{5, 7, 5, 7, 5}, nil, eqInt32(1, 0, nil, 0, 2).Data(), eqUtf8("", "x", "", nil, "").Data()))
	b := MakeArray(eqUnionData(sparse, []int8{5, 7, 7, 5, 5}, nil, eqInt32(1, nil, 9, nil, 2).Data(), eqUtf8(nil, "x", nil, "q", nil).Data()))
	eqCheck(t, "sparse: junk in unselected slots, nulls from other children", a, b, true)
	p := MakeArray(eqUnionData(sparse, []int8{7, 5, 7, 5, 7, 5}, nil, eqInt32(0, 1, 0, nil, 0, 2).Data(), eqUtf8("x", "", "x", "", nil, "").Data()))
	eqCheck(t, "sparse: sliced", a, Slice(p, 1, 6), true)
	eqCheck(t, "sparse: sub-slices", Slice(a, 1, 4), Slice(p, 2, 5), true)
	eqCheck(t, "sparse: value", a, MakeArray(eqUnionData(sparse, []int8{5, 7, 5, 7, 5}, nil, eqInt32(1, 0, nil, 0, 3).Data(), eqUtf8("", "x", "", nil, "").Data())), false)
	eqCheck(t, "sparse: null vs value", a, MakeArray(eqUnionData(sparse, []int8{5, 7, 5, 7, 5}, nil, eqInt32(1, 0, 0, 0, 2).Data(), eqUtf8("", "x", "", nil, "").Data())), false)

	// the same value under two type codes differs
	twin := SparseUnionOf([]Field{{Name: "x", Type: Int32Type{}, Nullable: true}, {Name: "y", Type: Int32Type{}, Nullable: true}}, nil)
	eqCheck(t, "sparse: type code", MakeArray(eqUnionData(twin, []int8{0}, nil, eqInt32(1).Data(), eqInt32(1).Data())),
		MakeArray(eqUnionData(twin, []int8{1}, nil, eqInt32(1).Data(), eqInt32(1).Data())), false)

	// a dictionary child is null by a null index or by an index to a null
	// value; either makes the union slot null
	dt := &DictionaryType{Index: Int8Type{}, Value: Utf8Type{}}
	withDict := SparseUnionOf([]Field{{Name: "i", Type: Int32Type{}, Nullable: true}, {Name: "d", Type: dt, Nullable: true}}, nil)
	dictChild := func(idx []int, valid []bool) *Data { return eqDictData(dt, idx, valid, eqUtf8("a", nil).Data()) }
	u1 := MakeArray(eqUnionData(withDict, []int8{1, 1, 0}, nil, eqInt32(0, 0, 3).Data(), dictChild([]int{0, 100, 0}, []bool{true, false, true})))
	u2 := MakeArray(eqUnionData(withDict, []int8{1, 0, 0}, nil, eqInt32(0, nil, 3).Data(), dictChild([]int{0, 0, 0}, nil)))
	u3 := MakeArray(eqUnionData(withDict, []int8{1, 1, 0}, nil, eqInt32(0, 0, 3).Data(), dictChild([]int{0, 1, 0}, nil)))
	eqCheck(t, "dictionary child: null index vs other child's null", u1, u2, true)
	eqCheck(t, "dictionary child: null value vs other child's null", u3, u2, true)
	eqCheck(t, "dictionary child: null index vs null value", u1, u3, true)
	if got := u1.String(); got != `[1:"a" null 0:3]` {
		t.Errorf("String = %s", got)
	}

	dense := DenseUnionOf(fields, []int8{5, 7})
	// [5:1 7:"x" null 5:2] with children in order ...
	c := MakeArray(eqUnionData(dense, []int8{5, 7, 5, 5}, []int32{0, 0, 1, 2}, eqInt32(1, nil, 2).Data(), eqUtf8("x").Data()))
	// ... and out of order with junk, the null taken from the other child
	d := MakeArray(eqUnionData(dense, []int8{5, 7, 7, 5}, []int32{3, 2, 0, 1}, eqInt32(9, 2, 9, 1).Data(), eqUtf8(nil, "y", "x").Data()))
	eqCheck(t, "dense: reordered children", c, d, true)
	eqCheck(t, "dense: sliced", Slice(c, 1, 4), Slice(d, 1, 4), true)
	e := MakeArray(eqUnionData(dense, []int8{5, 7, 7, 5}, []int32{3, 1, 0, 1}, eqInt32(9, 2, 9, 1).Data(), eqUtf8(nil, "y", "x").Data()))
	eqCheck(t, "dense: selected value", c, e, false)
	if got, want := EqualDiff(c, e), `slot 1 differs: a[1] = 7:"x", b[1] = 7:"y"`; got != want {
		t.Errorf("EqualDiff = %q, want %q", got, want)
	}
	eqCheck(t, "sparse vs dense", MakeArray(eqUnionData(sparse, []int8{5}, nil, eqInt32(1).Data(), eqUtf8("").Data())),
		MakeArray(eqUnionData(dense, []int8{5}, []int32{0}, eqInt32(1).Data(), eqUtf8().Data())), false)
}

// TestEqualDictionary checks decoding: other dictionaries, duplicates,
// unused entries, and a null index versus an index to a null value.
func TestEqualDictionary(t *testing.T) {
	dt := &DictionaryType{Index: Int8Type{}, Value: Utf8Type{}}
	// ["a" null "b" "a"]
	a := MakeArray(eqDictData(dt, []int{0, 0, 1, 0}, []bool{true, false, true, true}, eqUtf8("a", "b").Data()))
	b := MakeArray(eqDictData(dt, []int{3, 0, 1, 2}, nil, eqUtf8(nil, "b", "a", "a", "unused").Data()))
	eqCheck(t, "other dictionary, null via null value", a, b, true)
	p := MakeArray(eqDictData(dt, []int{1, 0, 100, 1, 0}, []bool{true, true, false, true, true}, eqUtf8("a", "b").Data()))
	eqCheck(t, "sliced, junk index under null", a, Slice(p, 1, 5), true)
	eqCheck(t, "value", a, MakeArray(eqDictData(dt, []int{0, 0, 1, 1}, []bool{true, false, true, true}, eqUtf8("a", "b").Data())), false)
	eqCheck(t, "null", a, MakeArray(eqDictData(dt, []int{0, 0, 1, 0}, []bool{true, true, true, true}, eqUtf8("a", "b").Data())), false)
	eqCheck(t, "dictionary entry", a, MakeArray(eqDictData(dt, []int{0, 0, 1, 0}, []bool{true, false, true, true}, eqUtf8("a", "c").Data())), false)
	wide := &DictionaryType{Index: Int32Type{}, Value: Utf8Type{}}
	eqCheck(t, "index type is part of the type", a, MakeArray(eqDictData(wide, []int{0, 0, 1, 0}, []bool{true, false, true, true}, eqUtf8("a", "b").Data())), false)

	r := rand.New(rand.NewPCG(7, 8))
	for _, idx := range []DataType{Int8Type{}, Uint16Type{}, Int32Type{}, Uint64Type{}} {
		dt := &DictionaryType{Index: idx, Value: Utf8Type{}}
		equalSeen := 0
		for iter := range 300 {
			ma := make([]int, r.IntN(10))
			for i := range ma {
				ma[i] = r.IntN(4) - 1
			}
			mb := slices.Clone(ma)
			if iter%2 == 1 && len(mb) > 0 {
				mb[r.IntN(len(mb))] = r.IntN(4) - 1
			}
			x, y := eqBuildDict(r, dt, ma), eqBuildDict(r, dt, mb)
			want := slices.Equal(ma, mb)
			if want {
				equalSeen++
			}
			eqCheck(t, fmt.Sprintf("%s/%v vs %v", dt, ma, mb), x, y, want)
			if ok, _ := eqRenderRef(x, y); ok != want {
				t.Fatalf("%s: rendering of %v and %v disagrees with the model: %v %v", dt, ma, mb, x, y)
			}
		}
		if equalSeen < 150 {
			t.Errorf("%s: only %d equal pairs drawn", dt, equalSeen)
		}
	}
}

// eqBuildDict encodes m (values 0..2, -1 for null) against a random
// dictionary: shuffled entries, duplicates, unused entries and sometimes a
// null entry that some null slots point at.
func eqBuildDict(r *rand.Rand, dt *DictionaryType, m []int) Array {
	var dict []any
	where := map[int][]int{} // value -> dictionary positions
	nullAt := -1
	for _, v := range r.Perm(5) {
		for range 1 + r.IntN(2) {
			switch {
			case v == 4:
				dict = append(dict, "unused")
			case v == 3:
				if r.IntN(2) == 0 {
					nullAt = len(dict)
					dict = append(dict, nil)
				}
			default:
				where[v] = append(where[v], len(dict))
				dict = append(dict, fmt.Sprintf("v%d", v))
			}
		}
	}
	idx := make([]int, len(m))
	valid := make([]bool, len(m))
	for i, v := range m {
		switch {
		case v >= 0:
			pos := where[v]
			idx[i], valid[i] = pos[r.IntN(len(pos))], true
		case nullAt >= 0 && r.IntN(2) == 0:
			idx[i], valid[i] = nullAt, true
		default:
			idx[i] = r.IntN(100)
		}
	}
	if !slices.Contains(valid, false) {
		valid = nil
	}
	return MakeArray(eqDictData(dt, idx, valid, eqUtf8(dict...).Data()))
}

func TestEqualRunEndEncoded(t *testing.T) {
	ree := RunEndEncodedOf(Int32Type{}, Int32Type{})
	// [1 1 1 null null 2]
	a := MakeArray(eqREEData(ree, []int{3, 5, 6}, eqInt32(1, nil, 2).Data()))
	b := MakeArray(eqREEData(ree, []int{1, 3, 4, 5, 6}, eqInt32(1, 1, nil, nil, 2).Data()))
	eqCheck(t, "other run splits", a, b, true)
	p := MakeArray(eqREEData(ree, []int{1, 3, 4, 6, 7, 8}, eqInt32(7, 1, 1, nil, 2, 7).Data()))
	eqCheck(t, "sliced", a, Slice(p, 1, 7), true)
	eqCheck(t, "sub-slices", Slice(a, 2, 5), Slice(p, 3, 6), true)
	eqCheck(t, "value", a, MakeArray(eqREEData(ree, []int{3, 5, 6}, eqInt32(1, nil, 3).Data())), false)
	eqCheck(t, "run length", a, MakeArray(eqREEData(ree, []int{2, 5, 6}, eqInt32(1, nil, 2).Data())), false)
	if got, want := EqualDiff(a, MakeArray(eqREEData(ree, []int{2, 5, 6}, eqInt32(1, nil, 2).Data()))), "slot 2 differs: a[2] = 1, b[2] = null"; got != want {
		t.Errorf("EqualDiff = %q, want %q", got, want)
	}

	r := rand.New(rand.NewPCG(9, 10))
	for _, ends := range []DataType{Int16Type{}, Int32Type{}, Int64Type{}} {
		ree := RunEndEncodedOf(ends, Int32Type{})
		equalSeen := 0
		for iter := range 300 {
			ma := make([]int, r.IntN(12))
			for i := range ma {
				ma[i] = r.IntN(3) - 1
			}
			mb := slices.Clone(ma)
			if iter%2 == 1 && len(mb) > 0 {
				mb[r.IntN(len(mb))] = r.IntN(3) - 1
			}
			x, y := eqBuildREE(r, ree, ma), eqBuildREE(r, ree, mb)
			want := slices.Equal(ma, mb)
			if want {
				equalSeen++
			}
			eqCheck(t, fmt.Sprintf("%s/%v vs %v", ree, ma, mb), x, y, want)
			if ok, _ := eqRenderRef(x, y); ok != want {
				t.Fatalf("%s: rendering of %v and %v disagrees with the model: %v %v", ree, ma, mb, x, y)
			}
		}
		if equalSeen < 150 {
			t.Errorf("%s: only %d equal pairs drawn", ree, equalSeen)
		}
	}
}

// eqBuildREE encodes m (-1 for null) with runs split at random places, junk
// runs before and after, sliced to m.
func eqBuildREE(r *rand.Rand, t *RunEndEncodedType, m []int) Array {
	lead, tail := r.IntN(3), r.IntN(3)
	full := make([]int, 0, lead+len(m)+tail)
	for range lead {
		full = append(full, 7)
	}
	full = append(full, m...)
	for range tail {
		full = append(full, 8)
	}
	var ends []int
	var vals []any
	for i, v := range full {
		if i > 0 && v == full[i-1] && r.IntN(3) > 0 {
			ends[len(ends)-1]++
			continue
		}
		ends = append(ends, i+1)
		if v < 0 {
			vals = append(vals, nil)
		} else {
			vals = append(vals, v)
		}
	}
	return Slice(MakeArray(eqREEData(t, ends, eqInt32(vals...).Data())), lead, lead+len(m))
}

func TestEqualExtension(t *testing.T) {
	ext := eqExt{name: "test.ext", storage: Int32Type{}}
	a, err := NewExtensionArray(ext, eqInt32(1, nil, 3))
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewExtensionArray(ext, Slice(eqInt32(0, 1, nil, 3), 1, 4))
	if err != nil {
		t.Fatal(err)
	}
	eqCheck(t, "sliced storage", a, b, true)
	eqCheck(t, "made from data", a, MakeArray(b.Data()), true)
	c, _ := NewExtensionArray(ext, eqInt32(1, nil, 4))
	eqCheck(t, "value", a, c, false)
	other, _ := NewExtensionArray(eqExt{name: "test.other", storage: Int32Type{}}, eqInt32(1, nil, 3))
	eqCheck(t, "extension name", a, other, false)
	eqCheck(t, "extension vs storage", a, eqInt32(1, nil, 3), false)

	// extension over a nested storage type
	lt := ListOf(Int32Type{})
	lext := eqExt{name: "test.list", storage: lt}
	x, _ := NewExtensionArray(lext, MakeArray(eqListData(lt, nil, []int{0, 2, 3}, eqInt32(1, 2, 3).Data())))
	y, _ := NewExtensionArray(lext, MakeArray(eqListData(lt, nil, []int{1, 3, 4}, eqInt32(0, 1, 2, 3).Data())))
	z, _ := NewExtensionArray(lext, MakeArray(eqListData(lt, nil, []int{0, 1, 3}, eqInt32(1, 2, 3).Data())))
	eqCheck(t, "nested storage", x, y, true)
	eqCheck(t, "nested storage differs", x, z, false)
}

func TestEqualFloats(t *testing.T) {
	nan := math.NaN()
	for name, mk := range map[string]func(...any) Array{"float16": eqFloat16, "float32": eqFloat32, "float64": eqFloat64} {
		a := mk(1.5, nan, nil)
		eqCheck(t, name+"/NaN by default", a, mk(1.5, nan, nil), false)
		eqCheck(t, name+"/NaN with EqualNaN", a, mk(1.5, nan, nil), true, EqualNaN(true))
		eqCheck(t, name+"/NaN with EqualNaN(false)", a, mk(1.5, nan, nil), false, EqualNaN(false))
		eqCheck(t, name+"/NaN vs number", a, mk(1.5, 2.0, nil), false, EqualNaN(true))
		eqCheck(t, name+"/NaN vs null", a, mk(1.5, nil, nil), false, EqualNaN(true))
		if Equal(a, a) {
			t.Errorf("%s: an array holding NaN equals itself by default", name)
		}
		// a NaN under a null slot is never looked at
		eqCheck(t, name+"/NaN under null", Slice(a, 0, 1), mk(1.5), true)
		bm := eqBitmap([]bool{true, false, false})
		hidden := MakeArray(NewData(a.DataType(), 3, [][]byte{bm, a.Data().Buffers[1]}, nil, UnknownNullCount, 0))
		eqCheck(t, name+"/NaN hidden by null", hidden, mk(1.5, nil, nil), true)

		inf := math.Inf(1)
		eqCheck(t, name+"/+Inf", mk(inf, -inf), mk(inf, -inf), true)
		eqCheck(t, name+"/+Inf vs -Inf", mk(inf), mk(-inf), false, EqualApprox(1e300))
		eqCheck(t, name+"/approx within", mk(1.0, 2.0), mk(1.0, 2.0078125), true, EqualApprox(0.01))
		eqCheck(t, name+"/approx outside", mk(1.0, 2.0), mk(1.0, 2.0625), false, EqualApprox(0.01))
		eqCheck(t, name+"/approx off", mk(1.0, 2.0), mk(1.0, 2.0078125), false)
		eqCheck(t, name+"/approx and NaN", mk(nan), mk(nan), false, EqualApprox(1))
		eqCheck(t, name+"/approx and EqualNaN", mk(nan), mk(nan), true, EqualApprox(1), EqualNaN(true))
		eqCheck(t, name+"/negative eps", mk(1.0), mk(1.0), true, EqualApprox(-1))
	}
	// float16 NaN with other payload bits is still NaN
	h := NewFloat16Builder()
	h.AppendValues([]Half{0x7e00, 0xfc01}, nil)
	h2 := NewFloat16Builder()
	h2.AppendValues([]Half{0x7c01, 0x7fff}, nil)
	eqCheck(t, "float16 NaN payloads", h.NewArray(), h2.NewArray(), true, EqualNaN(true))

	// options reach nested values
	lt := ListOf(Float64Type{})
	l1 := MakeArray(eqListData(lt, nil, []int{0, 2}, eqFloat64(1.0, nan).Data()))
	l2 := MakeArray(eqListData(lt, nil, []int{1, 3}, eqFloat64(0.0, 1.0, nan).Data()))
	eqCheck(t, "nested NaN", l1, l2, false)
	eqCheck(t, "nested NaN with EqualNaN", l1, l2, true, EqualNaN(true))
	if d := EqualDiff(l1, l2); d != "slot 0 differs: a[0] = [1 NaN], b[0] = [1 NaN] (NaN equals nothing unless EqualNaN(true) is given)" {
		t.Errorf("EqualDiff = %q", d)
	}
}

func TestEqualTypesAndLengths(t *testing.T) {
	eqCheck(t, "int32 vs int64, empty", eqInt32(), eqInt64(), false)
	eqCheck(t, "int32 vs int64", eqInt32(1), eqInt64(1), false)
	ts := func(tz string) Array {
		b := NewTimestampBuilder(TimestampType{Unit: Second, TimeZone: tz})
		b.Append(0)
		return b.NewArray()
	}
	eqCheck(t, "timestamp zone", ts("UTC"), ts(""), false)
	eqCheck(t, "timestamp same zone", ts("UTC"), ts("UTC"), true)
	dec := func(p, s int32) Array {
		b := NewDecimal128Builder(Decimal128Type{Precision: p, Scale: s})
		b.Append(Int128{Lo: 5})
		return b.NewArray()
	}
	eqCheck(t, "decimal scale", dec(10, 2), dec(10, 3), false)
	eqCheck(t, "null vs int32", NewNull(1), eqInt32(nil), false)
	eqCheck(t, "length", eqInt32(1, 2), eqInt32(1, 2, 3), false)
	eqCheck(t, "null length", NewNull(2), NewNull(3), false)

	if d := EqualDiff(eqInt32(1, 2), eqInt32(1, 2, 3)); d != "lengths differ: a has 2 slots, b has 3 (the first 2 slots are equal)" {
		t.Errorf("EqualDiff = %q", d)
	}
	if d := EqualDiff(eqInt32(1, 5), eqInt32(1, 2, 3)); d != "lengths differ: a has 2 slots, b has 3; also slot 1 differs: a[1] = 5, b[1] = 2" {
		t.Errorf("EqualDiff = %q", d)
	}
	if d := EqualDiff(eqInt32(1), eqInt64(1)); d != "types differ: a is int32, b is int64" {
		t.Errorf("EqualDiff = %q", d)
	}
	if d := EqualDiff(eqInt32(1, nil), eqInt32(1, 2)); d != "slot 1 differs: a[1] = null, b[1] = 2" {
		t.Errorf("EqualDiff = %q", d)
	}
	if !Equal(nil, nil) || Equal(nil, eqInt32()) || Equal(eqInt32(), nil) {
		t.Error("nil arrays: want only nil == nil")
	}
	if d := EqualDiff(eqInt32(1), nil); d != "one array is nil: a is int32 of length 1, b is nil" {
		t.Errorf("EqualDiff = %q", d)
	}
}

// TestEqualDeepNesting runs a list of structs of dictionaries and unions
// through two layouts.
func TestEqualDeepNesting(t *testing.T) {
	dt := &DictionaryType{Index: Int8Type{}, Value: Utf8Type{}}
	ut := DenseUnionOf([]Field{{Name: "i", Type: Int32Type{}, Nullable: true}}, nil)
	st := StructOf(Field{Name: "d", Type: dt, Nullable: true}, Field{Name: "u", Type: ut, Nullable: true})
	lt := ListOf(st)
	// [[{d: "a", u: 0:1} {d: null, u: null}] null]
	s1 := eqStructData(st, 2, nil,
		eqDictData(dt, []int{0, 0}, []bool{true, false}, eqUtf8("a").Data()),
		eqUnionData(ut, []int8{0, 0}, []int32{0, 1}, eqInt32(1, nil).Data()))
	a := MakeArray(eqListData(lt, []bool{true, false}, []int{0, 2, 2}, s1))
	s2 := eqStructData(st, 3, []bool{true, true, true},
		eqDictData(dt, []int{0, 2, 1}, nil, eqUtf8("zz", nil, "a").Data()),
		eqUnionData(ut, []int8{0, 0, 0}, []int32{1, 2, 0}, eqInt32(nil, 3, 1).Data()))
	b := MakeArray(eqListData(lt, []bool{true, true, false}, []int{0, 1, 3, 3}, s2))
	eqCheck(t, "deep", a, Slice(b, 1, 3), true)
	s3 := eqStructData(st, 3, []bool{true, true, true},
		eqDictData(dt, []int{0, 2, 1}, nil, eqUtf8("zz", nil, "a").Data()),
		eqUnionData(ut, []int8{0, 0, 0}, []int32{1, 1, 0}, eqInt32(nil, 3, 1).Data()))
	c := MakeArray(eqListData(lt, []bool{true, true, false}, []int{0, 1, 3, 3}, s3))
	eqCheck(t, "deep union value", a, Slice(c, 1, 3), false)
}

func TestDecimalHugeScaleRendersWithExponent(t *testing.T) {
	if got := Int256FromInt64(-12).Format(0xf00002); got != "-12e-15728642" {
		t.Errorf("huge scale: %s", got)
	}
	if got := Int256FromInt64(5).Format(-1000); got != "5e1000" {
		t.Errorf("huge negative scale: %s", got)
	}
	if got := Int256FromInt64(12345).Format(2); got != "123.45" {
		t.Errorf("plain scale: %s", got)
	}
}
