package arrays

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// apTypes are the builder test types plus extensions over the layouts
// whose copies look through the data's type: dictionaries, unions, run-end
// encoding, list views and maps.
func apTypes() []DataType {
	return append(allBuilderTypes(),
		newSampleExtType(&DictionaryType{Index: Uint8Type{}, Value: Utf8Type{}}),
		newSampleExtType(&DictionaryType{Index: Int32Type{}, Value: ListOf(Int8Type{})}),
		newSampleExtType(DenseUnionOf([]Field{{Name: "a", Type: Int8Type{}, Nullable: true}, {Name: "b", Type: Utf8ViewType{}, Nullable: true}}, []int8{4, 2})),
		newSampleExtType(SparseUnionOf([]Field{{Name: "a", Type: BoolType{}, Nullable: true}, {Name: "b", Type: LargeBinaryType{}, Nullable: true}}, nil)),
		newSampleExtType(RunEndEncodedOf(Int32Type{}, Int64Type{})),
		newSampleExtType(ListViewOf(Utf8Type{})),
		newSampleExtType(MapOf(Utf8Type{}, newSampleExtType(FixedSizeBinaryType{ByteWidth: 2}))),
		ListOf(newSampleExtType(NullType{})),
	)
}

// apBuild returns a fresh builder of t.
func apBuild(t *testing.T, typ DataType) Builder {
	t.Helper()
	b, err := NewBuilder(typ)
	if err != nil {
		t.Fatalf("NewBuilder(%s): %v", typ, err)
	}
	return b
}

// apCheckCopy checks a built copy against the references of its slots:
// valid, aligned, slot by slot equal to want through refOf.
func apCheckCopy(t *testing.T, name string, got Array, want []any) {
	t.Helper()
	if err := ValidateFull(got); err != nil {
		t.Fatalf("%s: copy fails ValidateFull: %v", name, err)
	}
	checkDataBuffers(t, name, got.Data())
	if got.Len() != len(want) {
		t.Fatalf("%s: copy has %d slots, want %d", name, got.Len(), len(want))
	}
	for i, w := range want {
		if r := refOf(got, i); !reflect.DeepEqual(r, w) {
			t.Fatalf("%s: copy slot %d is %#v, want %#v", name, i, r, w)
		}
	}
}

// TestAppendFromEveryType copies random arrays of every builder type, and
// slices of them, slot by slot and range by range into fresh builders and
// compares the copies with the sources by Equal and by the slot references.
func TestAppendFromEveryType(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, typ := range apTypes() {
		for _, n := range []int{0, 1, 9, 70} {
			for _, p := range []float64{0, 0.3, 1} {
				name := fmt.Sprintf("%s/n=%d/nulls=%.1f", typ, n, p)
				a, refs := randomArrayRef(r, typ, n, p)
				for _, off := range []int{0, 1, 3, 7} {
					if off > n {
						continue
					}
					end := n - r.IntN(n-off+1)/2
					src := Slice(a, off, end)
					sname := fmt.Sprintf("%s[%d:%d]", name, off, end)

					b := apBuild(t, typ)
					for i := range src.Len() {
						if err := AppendFrom(b, src, i); err != nil {
							t.Fatalf("%s: AppendFrom slot %d: %v", sname, i, err)
						}
					}
					one := b.NewArray()
					apCheckCopy(t, sname+"/AppendFrom", one, refs[off:end])
					if d := EqualDiff(src, one); d != "" {
						t.Fatalf("%s: AppendFrom copy differs: %s", sname, d)
					}

					// The same builder, reused, takes the slice in random
					// ranges, empty ones included.
					for i := 0; i < src.Len() || i == 0; {
						j := i + r.IntN(src.Len()-i+1)
						if err := AppendRange(b, src, i, j); err != nil {
							t.Fatalf("%s: AppendRange [%d:%d]: %v", sname, i, j, err)
						}
						if j == src.Len() {
							break
						}
						i = j
					}
					ranged := b.NewArray()
					apCheckCopy(t, sname+"/AppendRange", ranged, refs[off:end])
					if d := EqualDiff(src, ranged); d != "" {
						t.Fatalf("%s: AppendRange copy differs: %s", sname, d)
					}
				}
			}
		}
	}
}

// TestAppendFromTake copies random slots, repeats included, from two
// arrays of the same type into one builder, the way a take kernel's
// reference does. Two sources exercise dictionaries that differ and runs
// that meet across sources.
func TestAppendFromTake(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, typ := range apTypes() {
		for _, p := range []float64{0, 0.2} {
			name := fmt.Sprintf("%s/nulls=%.1f", typ, p)
			a1, r1 := randomArrayRef(r, typ, 30, p)
			a2, r2 := randomArrayRef(r, typ, 17, p)
			srcs, refs := []Array{a1, a2}, [][]any{r1, r2}
			b := apBuild(t, typ)
			var want []any
			for range 60 {
				s := r.IntN(2)
				if r.IntN(4) == 0 {
					i := r.IntN(srcs[s].Len() + 1)
					j := i + r.IntN(srcs[s].Len()-i+1)
					if err := AppendRange(b, srcs[s], i, j); err != nil {
						t.Fatalf("%s: AppendRange [%d:%d]: %v", name, i, j, err)
					}
					want = append(want, refs[s][i:j]...)
					continue
				}
				i := r.IntN(srcs[s].Len())
				if err := AppendFrom(b, srcs[s], i); err != nil {
					t.Fatalf("%s: AppendFrom %d: %v", name, i, err)
				}
				want = append(want, refs[s][i])
			}
			apCheckCopy(t, name, b.NewArray(), want)
		}
	}
}

// TestAppendFromMixesWithBuilderAppends interleaves copied slots with the
// builder's own appends.
func TestAppendFromMixesWithBuilderAppends(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, typ := range apTypes() {
		a, refs := randomArrayRef(r, typ, 20, 0.2)
		b := apBuild(t, typ)
		var want []any
		for i := range a.Len() {
			switch r.IntN(4) {
			case 0:
				b.AppendNull()
				// A union null selects a null of its first child, which
				// the reference reads as nil like any null.
				want = append(want, nil)
			case 1:
				b.AppendEmpty()
				want = append(want, emptyRef(typ))
			}
			if err := AppendFrom(b, a, i); err != nil {
				t.Fatalf("%s: slot %d: %v", typ, i, err)
			}
			want = append(want, refs[i])
		}
		apCheckCopy(t, typ.String(), b.NewArray(), want)
	}
}

func TestAppendFromErrors(t *testing.T) {
	i32 := randomArray(rand.New(rand.NewPCG(1, 1)), Int32Type{}, 5, 0)
	i64b := NewInt64Builder()
	err := AppendFrom(i64b, i32, 0)
	if err == nil || !strings.Contains(err.Error(), "int64") || !strings.Contains(err.Error(), "int32") {
		t.Errorf("type mismatch: err = %v, want one naming int64 and int32", err)
	}
	if err := AppendRange(i64b, i32, 0, 5); err == nil {
		t.Error("AppendRange with mismatched types succeeded")
	}
	// Nested types must match structurally, field names included.
	l1 := NewListBuilder(ListOf(Int32Type{}))
	l2 := MakeArray(NewData(&ListType{Elem: Field{Name: "x", Type: Int32Type{}, Nullable: true}}, 0,
		[][]byte{nil, AllocBuffer(4)}, []*Data{i32.Data()}, 0, 0))
	if err := AppendRange(l1, l2, 0, 0); err == nil || !strings.Contains(err.Error(), "list<x: int32>") {
		t.Errorf("list field names differ: err = %v", err)
	}
	// An extension is not its storage.
	ext := NewExtensionBuilder(newSampleExtType(Int32Type{}).(ExtensionType))
	if err := AppendFrom(ext, i32, 0); err == nil {
		t.Error("an extension builder appended from its storage type")
	}

	i32b := NewInt32Builder()
	for _, c := range []struct {
		name string
		err  error
	}{
		{"slot -1", AppendFrom(i32b, i32, -1)},
		{"slot 5", AppendFrom(i32b, i32, 5)},
		{"range [2:1]", AppendRange(i32b, i32, 2, 1)},
		{"range [-1:2]", AppendRange(i32b, i32, -1, 2)},
		{"range [0:6]", AppendRange(i32b, i32, 0, 6)},
		{"nil builder", AppendFrom(nil, i32, 0)},
		{"typed nil builder", AppendFrom((*Int32Builder)(nil), i32, 0)},
		{"nil array", AppendFrom(i32b, nil, 0)},
		{"typed nil array", AppendFrom(i32b, (*Int32)(nil), 0)},
		{"array without data", AppendFrom(i32b, &Int32{}, 0)},
		{"builder without type", AppendFrom(&ListBuilder{}, i32, 0)},
		{"builder from elsewhere", AppendFrom(apForeignBuilder{NewInt32Builder()}, i32, 0)},
	} {
		if c.err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
	if i32b.Len() != 0 {
		t.Errorf("failed appends appended %d slots", i32b.Len())
	}
	if err := AppendRange(i32b, i32, 5, 5); err != nil || i32b.Len() != 0 {
		t.Errorf("empty range at the end: err %v, %d slots", err, i32b.Len())
	}
}

// apForeignBuilder is a Builder from outside the package.
type apForeignBuilder struct{ Builder }

// A fixed dictionary takes the indices of arrays over the same dictionary
// as they are, looks other arrays' values up, and fails on a value it does
// not hold.
func TestAppendFromFixedDictionary(t *testing.T) {
	dt := &DictionaryType{Index: Int16Type{}, Value: Utf8Type{}}
	vb := NewUtf8Builder()
	vb.AppendStrings([]string{"a", "b", "a", "c"}, []bool{true, true, true, false})
	dict := vb.NewArray()

	src := NewDictionaryBuilder(dt)
	if err := src.SetDictionary(dict); err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{2, 0, 1, 3, 2} {
		if err := src.AppendIndex(i); err != nil {
			t.Fatal(err)
		}
	}
	src.AppendNull()
	a := src.NewArray().(*Dictionary)

	b := NewDictionaryBuilder(dt)
	if err := b.SetDictionary(dict); err != nil {
		t.Fatal(err)
	}
	if err := AppendRange(b, a, 0, a.Len()); err != nil {
		t.Fatal(err)
	}
	got := b.NewArray().(*Dictionary)
	if d := EqualDiff(a, got); d != "" {
		t.Fatal(d)
	}
	// Same dictionary: same indices for the valid values; slot 3 points at
	// a null value and slot 5 is a null index, both appended as nulls.
	for i, w := range []int{2, 0, 1, -1, 2, -1} {
		if w < 0 {
			if got.IsValid(i) {
				t.Errorf("slot %d is valid, want null", i)
			}
			continue
		}
		if got.IndexValue(i) != w {
			t.Errorf("slot %d: index %d, want %d", i, got.IndexValue(i), w)
		}
	}

	// Another fixed dictionary holding the values: looked up by value.
	vb.AppendStrings([]string{"c", "b", "a"}, nil)
	other := NewDictionaryBuilder(dt)
	if err := other.SetDictionary(vb.NewArray()); err != nil {
		t.Fatal(err)
	}
	if err := AppendRange(other, a, 0, a.Len()); err != nil {
		t.Fatal(err)
	}
	if d := EqualDiff(a, other.NewArray()); d != "" {
		t.Fatal(d)
	}

	// A fixed dictionary without "b".
	vb.AppendStrings([]string{"a"}, nil)
	short := NewDictionaryBuilder(dt)
	if err := short.SetDictionary(vb.NewArray()); err != nil {
		t.Fatal(err)
	}
	if err := AppendFrom(short, a, 0); err != nil {
		t.Fatalf("value a: %v", err)
	}
	if err := AppendFrom(short, a, 2); !errors.Is(err, ErrNotInDictionary) {
		t.Fatalf("value b: err = %v, want ErrNotInDictionary", err)
	}

	// Non-scalar values in a fixed dictionary are found by equality.
	lt := &DictionaryType{Index: Int8Type{}, Value: ListOf(Int32Type{})}
	ld, _ := randomArrayRef(rand.New(rand.NewPCG(3, 3)), lt, 20, 0.2)
	lb := NewDictionaryBuilder(lt)
	if err := lb.SetDictionary(ld.(*Dictionary).Dictionary()); err != nil {
		t.Fatal(err)
	}
	// A copy of the dictionary is another *Data: the lookup path.
	cp := apBuild(t, lt.Value)
	dv := ld.(*Dictionary).Dictionary()
	if err := AppendRange(cp, dv, 0, dv.Len()); err != nil {
		t.Fatal(err)
	}
	ldCopy := MakeArray(NewData(lt, ld.Len(), ld.Data().Buffers, nil, UnknownNullCount, 0).WithDictionary(cp.NewArray().Data()))
	if err := AppendRange(lb, ldCopy, 0, ldCopy.Len()); err != nil {
		t.Fatal(err)
	}
	if d := EqualDiff(ld, lb.NewArray()); d != "" {
		t.Fatal(d)
	}
}

// apDictArray builds a dictionary array of type dt over dict with the
// given indices, through a builder with a fixed dictionary.
func apDictArray(t *testing.T, dt *DictionaryType, dict Array, indices ...int) Array {
	t.Helper()
	b := NewDictionaryBuilder(dt)
	if err := b.SetDictionary(dict); err != nil {
		t.Fatal(err)
	}
	for _, i := range indices {
		if err := b.AppendIndex(i); err != nil {
			t.Fatal(err)
		}
	}
	return b.NewArray()
}

// A memoizing builder of non-scalar values adds each source value once per
// call, and its index type bounds the dictionary.
func TestAppendFromMemoizingNonScalarDictionary(t *testing.T) {
	lt := &DictionaryType{Index: Int8Type{}, Value: ListOf(Int32Type{})}
	vals := NewListBuilder(ListOf(Int32Type{}))
	for k := range 300 {
		vals.Append(true)
		vals.ValueBuilder().(*Int32Builder).Append(int32(k))
	}
	dict := vals.NewArray()

	src := apDictArray(t, lt, dict, 5, 5, 7, 5)
	b := NewDictionaryBuilder(lt)
	if err := AppendRange(b, src, 0, 4); err != nil {
		t.Fatal(err)
	}
	got := b.NewArray().(*Dictionary)
	if d := EqualDiff(src, got); d != "" {
		t.Fatal(d)
	}
	if got.Dictionary().Len() != 2 {
		t.Errorf("dictionary has %d values, want 2", got.Dictionary().Len())
	}

	// 128 distinct values fill int8 indices; a 129th does not fit.
	all := make([]int, 128)
	for k := range all {
		all[k] = k
	}
	full := apDictArray(t, lt, dict, all...)
	if err := AppendRange(b, full, 0, 128); err != nil {
		t.Fatal(err)
	}
	more := apDictArray(t, lt, Slice(dict, 200, 300), 0)
	if err := AppendFrom(b, more, 0); err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("129th value: err = %v, want a full dictionary", err)
	}
}

// Run-end encoded copies keep maximal runs: copying slot by slot merges
// equal scalar values and nulls back into the source's runs.
func TestAppendFromRunEndEncodedRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for _, typ := range []DataType{RunEndEncodedOf(Int16Type{}, Float64Type{}), RunEndEncodedOf(Int32Type{}, Utf8Type{}), RunEndEncodedOf(Int64Type{}, BoolType{})} {
		a := randomArray(r, typ, 200, 0.3).(*RunEndEncoded)
		b := NewRunEndEncodedBuilder(typ.(*RunEndEncodedType))
		for i := range a.Len() {
			if err := AppendFrom(b, a, i); err != nil {
				t.Fatal(err)
			}
		}
		got, err := b.NewRunEndEncodedArray()
		if err != nil {
			t.Fatal(err)
		}
		if d := EqualDiff(a, got); d != "" {
			t.Fatalf("%s: %s", typ, d)
		}
		if got.NumRuns() != a.NumRuns() {
			t.Errorf("%s: %d runs, source has %d", typ, got.NumRuns(), a.NumRuns())
		}
	}

	// Runs past the int16 run-end limit fail with ErrRunEndOverflow.
	typ := RunEndEncodedOf(Int16Type{}, Int8Type{})
	src := NewRunEndEncodedBuilder(typ)
	if err := src.AppendN(1, 30000); err != nil {
		t.Fatal(err)
	}
	a := src.NewArray()
	b := NewRunEndEncodedBuilder(typ)
	if err := AppendRange(b, a, 0, a.Len()); err != nil {
		t.Fatal(err)
	}
	if err := AppendRange(b, a, 0, a.Len()); !errors.Is(err, ErrRunEndOverflow) {
		t.Errorf("err = %v, want ErrRunEndOverflow", err)
	}
	if b.Len() != 30000 {
		t.Errorf("the failed append left %d slots, want 30000", b.Len())
	}
}

// A sparse union copy keeps the type codes and the values under every
// child, so it is the source's layout, not only its logical values.
func TestAppendFromUnionLayout(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for _, typ := range sampleTypes() {
		ut, ok := typ.(*UnionType)
		if !ok {
			continue
		}
		a := randomArray(r, ut, 50, 0.3).(*Union)
		for _, off := range []int{0, 3} {
			s := Slice(a, off, 50).(*Union)
			b := NewUnionBuilder(ut)
			if err := AppendRange(b, s, 0, s.Len()); err != nil {
				t.Fatal(err)
			}
			got := b.NewArray().(*Union)
			if !reflect.DeepEqual(got.TypeCodes(), s.TypeCodes()) {
				t.Errorf("%s[%d:]: type codes %v, want %v", ut, off, got.TypeCodes(), s.TypeCodes())
			}
			if ut.Mode != SparseMode {
				continue
			}
			for k := range ut.Children {
				want := Slice(s.Child(k), off, 50)
				if d := EqualDiff(want, got.Child(k)); d != "" {
					t.Errorf("%s[%d:]: child %d: %s", ut, off, k, d)
				}
			}
		}
	}
}

// copyBitsFast agrees with CopyBits at every source and destination bit
// offset and leaves the destination's other bits alone.
func TestCopyBitsFast(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	src := make([]byte, 16)
	for i := range src {
		src[i] = byte(r.Uint32())
	}
	for so := range 8 {
		for do := range 8 {
			for n := 0; n <= 8*len(src)-so-8; n++ {
				want, got := make([]byte, 17), make([]byte, 17)
				for i := range want {
					want[i] = byte(r.Uint32())
				}
				copy(got, want)
				CopyBits(want, do, src, so, n)
				copyBitsFast(got, do, src, so, n)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("src bit %d, dst bit %d, n %d: %x, want %x", so, do, n, got, want)
				}
			}
		}
	}
}

// The fast paths copy, they do not alias: the copy survives a reused
// source builder and shares no buffer with the source.
func TestAppendRangeCopies(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	for _, typ := range []DataType{Int64Type{}, BoolType{}, Utf8Type{}, FixedSizeBinaryType{ByteWidth: 5}, ListOf(Int32Type{})} {
		a := randomArray(r, typ, 100, 0.2)
		b := apBuild(t, typ)
		if err := AppendRange(b, a, 3, 90); err != nil {
			t.Fatal(err)
		}
		got := b.NewArray()
		for i, buf := range got.Data().Buffers {
			if len(buf) > 0 && i < len(a.Data().Buffers) && len(a.Data().Buffers[i]) > 0 && &buf[0] == &a.Data().Buffers[i][0] {
				t.Errorf("%s: buffer %d aliases the source", typ, i)
			}
		}
		if d := EqualDiff(Slice(a, 3, 90), got); d != "" {
			t.Errorf("%s: %s", typ, d)
		}
	}
}

func BenchmarkAppendRange(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 1 << 16
	for _, typ := range []DataType{Int64Type{}, BoolType{}, Utf8Type{}, Utf8ViewType{}, ListOf(Int32Type{}), StructOf(Field{Name: "a", Type: Int32Type{}, Nullable: true}), &DictionaryType{Index: Int32Type{}, Value: Utf8Type{}}} {
		a := randomArray(r, typ, n, 0.1)
		bld, err := NewBuilder(typ)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("type=%s/mode=range", typ), func(b *testing.B) {
			for b.Loop() {
				if err := AppendRange(bld, a, 1, n); err != nil {
					b.Fatal(err)
				}
				bld.NewArray()
			}
		})
		b.Run(fmt.Sprintf("type=%s/mode=slot", typ), func(b *testing.B) {
			for b.Loop() {
				for i := 1; i < n; i++ {
					if err := AppendFrom(bld, a, i); err != nil {
						b.Fatal(err)
					}
				}
				bld.NewArray()
			}
		})
	}
}

// apPushOffset returns data logically equal to d in which d's offset has
// been pushed down: the parent starts at offset 0 with buffers of its own,
// struct, fixed-size list and sparse union children are sliced at the old
// offset, list and map children at the first list's start (offsets
// rebased), run-end encoded children at the first run in use; then the
// same is done to the children. Builders only make children at offset 0,
// so this is how the tests reach children with offsets of their own.
func apPushOffset(d *Data) *Data {
	st := StorageOf(d.Type)
	validity := func() []byte {
		v := d.Validity()
		if v == nil {
			return nil
		}
		out := AllocBuffer(BitmapLen(d.Length))
		CopyBits(out, 0, v, d.Offset, d.Length)
		return out
	}
	children := make([]*Data, len(d.Children))
	switch st.ID() {
	case STRUCT, SPARSE_UNION:
		for k, c := range d.Children {
			children[k] = apPushOffset(c.Slice(d.Offset, d.Offset+d.Length))
		}
		bufs := [][]byte{validity()}
		if st.ID() == SPARSE_UNION {
			codes := AllocBuffer(d.Length)
			copy(codes, d.Buffers[1][d.Offset:])
			bufs = [][]byte{nil, codes}
		}
		return NewData(d.Type, d.Length, bufs, children, UnknownNullCount, 0)
	case FIXED_SIZE_LIST:
		size := st.(*FixedSizeListType).Size
		children[0] = apPushOffset(d.Children[0].Slice(d.Offset*size, (d.Offset+d.Length)*size))
		return NewData(d.Type, d.Length, [][]byte{validity()}, children, UnknownNullCount, 0)
	case LIST, MAP:
		return apPushListOffset[int32](d, validity())
	case LARGE_LIST:
		return apPushListOffset[int64](d, validity())
	case RUN_END_ENCODED:
		r := &RunEndEncoded{base{d}}
		p := r.PhysicalIndex(0)
		for k, c := range d.Children {
			children[k] = apPushOffset(c.Slice(p, c.Length))
		}
		return NewData(d.Type, d.Length, d.Buffers, children, 0, d.Offset)
	}
	for k, c := range d.Children {
		children[k] = apPushOffset(c)
	}
	out := NewData(d.Type, d.Length, d.Buffers, children, UnknownNullCount, d.Offset)
	out.Dictionary = d.Dictionary
	return out
}

func apPushListOffset[O int32 | int64](d *Data, validity []byte) *Data {
	off := valuesOf[O](d.Buffers[1])[d.Offset : d.Offset+d.Length+1]
	buf := AllocBuffer(len(off) * int(unsafe.Sizeof(off[0])))
	dst := valuesOf[O](buf)
	for k, o := range off {
		dst[k] = o - off[0]
	}
	child := apPushOffset(d.Children[0].Slice(int(off[0]), int(off[d.Length])))
	return NewData(d.Type, d.Length, [][]byte{validity, buf}, []*Data{child}, UnknownNullCount, 0)
}

// Children with offsets of their own: a slice of a random array with its
// offset pushed into the children is the same array, and copies of it are
// equal to the slice.
func TestAppendFromChildOffsets(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for _, typ := range apTypes() {
		for _, n := range []int{1, 9, 40} {
			name := fmt.Sprintf("%s/n=%d", typ, n)
			a, refs := randomArrayRef(r, typ, n+5, 0.2)
			off := 1 + r.IntN(5)
			s := Slice(a, off, off+n)
			p := MakeArray(apPushOffset(s.Data()))
			if err := ValidateFull(p); err != nil {
				t.Fatalf("%s: pushed-down slice fails ValidateFull: %v", name, err)
			}
			if d := EqualDiff(s, p); d != "" {
				t.Fatalf("%s: pushed-down slice differs: %s", name, d)
			}
			b := apBuild(t, typ)
			if err := AppendRange(b, p, 0, p.Len()/2); err != nil {
				t.Fatal(err)
			}
			for i := p.Len() / 2; i < p.Len(); i++ {
				if err := AppendFrom(b, p, i); err != nil {
					t.Fatal(err)
				}
			}
			apCheckCopy(t, name, b.NewArray(), refs[off:off+n])
		}
	}
}
