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

// withValidity returns a copy of the Data header of a fixed-width array
// with an all-ones validity bitmap when it had none.
func withAllValid(d *Data) *Data {
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

// relayout copies a fixed-width (table type or fixed-size binary) array into
// new buffers that start shift slots later, with random junk in front of the
// values, under the null slots and in front of the validity bits. allOnes
// adds an all-ones bitmap when the array has none.
func relayout(r *rand.Rand, d *Data, shift int, allOnes bool) *Data {
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

// slotsEqualRef is the reference: two arrays are equal when they have the
// same type and length and every slot has the same nullness and rendering.
// It holds for the types whose ValueString tells every pair of distinct
// values apart, which is all of them but NaN.
func slotsEqualRef(a, b Array) (bool, int) {
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

// checkEqual asserts Equal, its symmetry, EqualDiff and SliceEqual agree on want.
func checkEqual(t *testing.T, name string, a, b Array, want bool, opts ...EqualOption) {
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
	checkEqual(t, "same", base, base, true)
	checkEqual(t, "sliced parent", base, Slice(parent, 2, 6), true)
	checkEqual(t, "slices of different parents", Slice(parent, 2, 6), Slice(other, 1, 5), true)
	checkEqual(t, "sub-slices", Slice(parent, 3, 5), Slice(other, 2, 4), true)

	noNulls := eqInt32(5, 6, 7)
	checkEqual(t, "bitmap absent vs all ones", noNulls, MakeArray(withAllValid(noNulls.Data())), true)
	checkEqual(t, "bitmap absent vs all ones, sliced", Slice(noNulls, 1, 3),
		Slice(MakeArray(withAllValid(noNulls.Data())), 1, 3), true)

	// different bytes under a null slot
	junk := eqInt32(1, 99, 3, 4)
	bm := eqBitmap([]bool{true, false, true, true})
	checkEqual(t, "junk under null", base, MakeArray(NewData(Int32Type{}, 4, [][]byte{bm, junk.Data().Buffers[1]}, nil, UnknownNullCount, 0)), true)

	checkEqual(t, "empty", eqInt32(), Slice(parent, 3, 3), true)
	checkEqual(t, "null arrays", NewNull(3), Slice(NewNull(5), 1, 4), true)
	checkEqual(t, "bool sliced", eqBool(true, nil, false), Slice(eqBool(false, true, nil, false, true), 1, 4), true)
	checkEqual(t, "float -0 == +0", eqFloat64(0.0), eqFloat64(math.Copysign(0, -1)), true)
	checkEqual(t, "float16 -0 == +0", eqFloat16(0.0), eqFloat16(math.Copysign(0, -1)), true)
	checkEqual(t, "fixed-size binary sliced", MakeArray(eqFSBData(2, "ab", nil, "cd")),
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
				b := MakeArray(relayout(r, a.Data(), shift, shift%4 == 0))
				name := fmt.Sprintf("%s/n=%d/shift=%d", typ, n, shift)
				checkEqual(t, name, a, b, true)
				if n == 0 || typ == (FixedSizeBinaryType{}) {
					continue
				}
				// Change one slot: a null becomes valid, a valid value
				// becomes null or changes its lowest byte (which changes
				// the value for every type, floats included).
				s := r.IntN(n)
				c := relayout(r, a.Data(), shift, true)
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
				checkEqual(t, name+"/changed", a, ca, false)
				if _, k := slotsEqualRef(a, ca); k != s {
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
	b := MakeArray(relayout(r, a.Data(), 5, true))
	equalSeen := 0
	for range 2000 {
		i, j := r.IntN(41), r.IntN(41)
		n := r.IntN(40 - max(i, j) + 1)
		got := SliceEqual(a, i, i+n, b, j, j+n)
		want, _ := slotsEqualRef(Slice(a, i, i+n), Slice(b, j, j+n))
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
		checkEqual(t, typ.String()+"/offsets base", a, b, true)
		checkEqual(t, typ.String()+"/sliced", a, p, true)
		checkEqual(t, typ.String()+"/value", a, MakeArray(eqBinaryData(typ, 0, "a", nil, "", "bd")), false)
		checkEqual(t, typ.String()+"/prefix", a, MakeArray(eqBinaryData(typ, 0, "a", nil, "", "b")), false)
		checkEqual(t, typ.String()+"/empty vs null", a, MakeArray(eqBinaryData(typ, 0, "a", nil, nil, "bc")), false)
		checkEqual(t, typ.String()+"/null moved", a, MakeArray(eqBinaryData(typ, 0, nil, "a", "", "bc")), false)
	}
	checkEqual(t, "utf8 vs binary", MakeArray(eqBinaryData(Utf8Type{}, 0, "a")), MakeArray(eqBinaryData(BinaryType{}, 0, "a")), false)
	checkEqual(t, "utf8 vs large utf8", MakeArray(eqBinaryData(Utf8Type{}, 0, "a")), MakeArray(eqBinaryData(LargeUtf8Type{}, 0, "a")), false)
}

func TestEqualViewLayouts(t *testing.T) {
	long1, long2 := "a value longer than twelve", "another long value here"
	vals := []any{"short", long1, nil, "", long2, "exactly12byt", long1}
	for _, typ := range []DataType{BinaryViewType{}, Utf8ViewType{}} {
		a := MakeArray(eqViewData(typ, 0, vals...))
		for split := 1; split <= 2; split++ {
			checkEqual(t, fmt.Sprintf("%s/split %d", typ, split), a, MakeArray(eqViewData(typ, split, vals...)), true)
		}
		withHead := append([]any{long2, "x"}, vals...)
		checkEqual(t, typ.String()+"/sliced", a, Slice(MakeArray(eqViewData(typ, 1, withHead...)), 2, 2+len(vals)), true)
		// one byte differs beyond the 4-byte prefix of a long value
		changed := slices.Clone(vals)
		changed[1] = "a value longer than twelvE"
		checkEqual(t, typ.String()+"/long value", a, MakeArray(eqViewData(typ, 1, changed...)), false)
		changed = slices.Clone(vals)
		changed[0] = "shorT"
		checkEqual(t, typ.String()+"/inline value", a, MakeArray(eqViewData(typ, 0, changed...)), false)
		changed = slices.Clone(vals)
		changed[2] = "junk"
		checkEqual(t, typ.String()+"/null vs value", a, MakeArray(eqViewData(typ, 0, changed...)), false)
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
		checkEqual(t, typ.String()+"/junk in child", a, b, true)
		// the child is itself a slice
		sc := Slice(eqInt32(8, 8, 1, 2, 3, nil), 2, 6).Data()
		checkEqual(t, typ.String()+"/sliced child", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, sc)), true)
		// the list is a slice of a longer list
		pc := eqInt32(5, 1, 2, 3, nil, 6).Data()
		p := MakeArray(eqListData(typ, []bool{true, true, false, true, true, true}, []int{0, 1, 3, 3, 3, 5, 6}, pc))
		checkEqual(t, typ.String()+"/sliced list", a, Slice(p, 1, 5), true)
		// no validity bitmap on either side
		checkEqual(t, typ.String()+"/no bitmap", Slice(p, 3, 5), MakeArray(eqListData(typ, nil, []int{0, 0, 2}, eqInt32(3, nil).Data())), true)

		checkEqual(t, typ.String()+"/child value", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 4, nil).Data())), false)
		checkEqual(t, typ.String()+"/child null", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 3, 4).Data())), false)
		checkEqual(t, typ.String()+"/list length", a, MakeArray(eqListData(typ, []bool{true, false, true, true}, []int{0, 2, 2, 3, 4}, eqInt32(1, 2, 3, nil).Data())), false)
		checkEqual(t, typ.String()+"/empty vs null", a, MakeArray(eqListData(typ, []bool{true, true, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 3, nil).Data())), false)
	}
	checkEqual(t, "list vs large list", want(ListOf(Int32Type{})), want(LargeListOf(Int32Type{})), false)
	checkEqual(t, "child type", want(ListOf(Int32Type{})),
		MakeArray(eqListData(ListOf(Int64Type{}), []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt64(1, 2, 3, nil).Data())), false)
	checkEqual(t, "child nullability", want(ListOf(Int32Type{})),
		MakeArray(eqListData(&ListType{Elem: Field{Name: "item", Type: Int32Type{}}}, []bool{true, false, true, true}, []int{0, 2, 2, 2, 4}, eqInt32(1, 2, 3, nil).Data())), false)

	for _, typ := range []DataType{ListViewOf(Int32Type{}), LargeListViewOf(Int32Type{})} {
		child := eqInt32(1, 2, 3, nil).Data()
		a := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{0, 0, 0, 2}, []int{2, 0, 0, 2}, child))
		// lists out of order, shared child values, a null slot over junk
		child2 := eqInt32(3, nil, 7, 1, 2).Data()
		b := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{3, 1, 5, 0}, []int{2, 3, 0, 2}, child2))
		checkEqual(t, typ.String()+"/reordered", a, b, true)
		checkEqual(t, typ.String()+"/sliced", Slice(a, 2, 4), Slice(b, 2, 4), true)
		c := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{3, 1, 5, 0}, []int{2, 3, 0, 1}, child2))
		checkEqual(t, typ.String()+"/size", a, c, false)
		d := MakeArray(eqListViewData(typ, []bool{true, false, true, true}, []int{2, 1, 5, 0}, []int{2, 3, 0, 2}, child2))
		checkEqual(t, typ.String()+"/shifted window", a, d, false)
	}

	// fixed-size lists: [[1 2] null [3 null]]
	fsl := FixedSizeListOf(Int32Type{}, 2)
	a := MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 3, nil).Data()))
	b := MakeArray(eqFSLData(fsl, 4, []bool{true, true, false, true}, eqInt32(0, 0, 1, 2, nil, 5, 3, nil).Data()))
	checkEqual(t, "fixed-size list/sliced", a, Slice(b, 1, 4), true)
	checkEqual(t, "fixed-size list/sub-slices", Slice(a, 2, 3), Slice(b, 3, 4), true)
	checkEqual(t, "fixed-size list/child value", a, MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 4, nil).Data())), false)
	checkEqual(t, "fixed-size list/child null", a, MakeArray(eqFSLData(fsl, 3, []bool{true, false, true}, eqInt32(1, 2, 8, 8, 3, 0).Data())), false)
	checkEqual(t, "fixed-size list/size", a, MakeArray(eqFSLData(FixedSizeListOf(Int32Type{}, 3), 3, nil, eqInt32(1, 2, 8, 8, 3, nil, 1, 1, 1).Data())), false)
	z := FixedSizeListOf(Int32Type{}, 0)
	checkEqual(t, "fixed-size list/size 0", MakeArray(eqFSLData(z, 2, nil, eqInt32().Data())), MakeArray(eqFSLData(z, 2, []bool{true, true}, eqInt32().Data())), true)
}

// listModel is a reference list array: nil is a null list; child value -1
// is a null value.
type listModel [][]int

func (m listModel) equal(o listModel) (bool, int) {
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

func randomListModel(r *rand.Rand, n int) listModel {
	m := make(listModel, n)
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

func mutateListModel(r *rand.Rand, m listModel) listModel {
	out := make(listModel, len(m))
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

// buildList lays out m as typ with random junk: leading child values that
// are sliced away, more before the first list, junk under null slots, list
// slots in front that are sliced away, and for list views junk between the
// lists and a shuffled placement of them in the child.
func buildList(r *rand.Rand, typ DataType, m listModel) Array {
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
			ma := randomListModel(r, r.IntN(8))
			mb := ma
			if iter%2 == 1 {
				mb = mutateListModel(r, ma)
			}
			a, b := buildList(r, typ, ma), buildList(r, typ, mb)
			if got, _ := slotsEqualRef(a, MakeArray(buildList(r, typ, ma).Data())); !got {
				t.Fatalf("%s: two layouts of %v render differently: %v", typ, ma, a)
			}
			want, k := ma.equal(mb)
			if want {
				equalSeen++
			}
			checkEqual(t, fmt.Sprintf("%s/%v vs %v", typ, ma, mb), a, b, want)
			if d := EqualDiff(a, b); !want && !strings.Contains(d, fmt.Sprintf("slot %d differs", k)) {
				t.Errorf("%s: EqualDiff(%v, %v) = %q, want slot %d", typ, a, b, d, k)
			}
		}
		if equalSeen < 150 {
			t.Errorf("%s: only %d equal pairs drawn", typ, equalSeen)
		}
	}
}
