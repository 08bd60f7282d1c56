package kernels

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// viewStrings draws n strings that make view compares work: lengths 0, 4,
// 12, 13 and long ones among others, few distinct 4-byte prefixes, and
// tails that differ late, so that length, prefix and inline bytes tie
// often.
func viewStrings(r *rand.Rand, n int) []string {
	lens := []int{0, 1, 2, 3, 4, 5, 8, 11, 12, 13, 14, 16, 20, 33, 70}
	prefixes := []string{"abcd", "abce", "abc\x00", "\xff\xfe\x00\x01"}
	out := make([]string, n)
	for i := range out {
		l := lens[r.IntN(len(lens))]
		b := []byte(strings.Repeat(prefixes[r.IntN(len(prefixes))], 1+l/4))[:l]
		if l > 0 && r.IntN(3) == 0 {
			b[r.IntN(l)] = "xyz\x00"[r.IntN(4)] // a late difference
		}
		out[i] = string(b)
	}
	return out
}

// viewData builds a view array of strs (nil valid: no nulls) whose long
// values are spread over nbufs data buffers with unreferenced bytes
// between them; null slots get garbage views unless clean.
func viewData(t arrays.DataType, strs []string, valid []bool, nbufs int, r *rand.Rand) *arrays.Data {
	n := len(strs)
	views := arrays.AllocBuffer(16 * n)
	vs := unsafe.Slice((*arrays.View)(unsafe.Pointer(unsafe.SliceData(views))), n)
	bufs := make([][]byte, nbufs)
	var validity []byte
	nulls := 0
	if valid != nil {
		validity = arrays.AllocBuffer(arrays.BitmapLen(n))
	}
	for i, s := range strs {
		if valid != nil && !valid[i] {
			nulls++
			vs[i] = arrays.View{Length: int32(r.IntN(30)), Prefix: [4]byte{1, 2, 3, 4}, BufferIndex: 99}
			if vs[i].Length <= 12 {
				vs[i] = arrays.MakeInlineView([]byte("null"))
			}
			continue
		}
		if validity != nil {
			validity[i/8] |= 1 << (i % 8)
		}
		if len(s) <= arrays.ViewInlineMax {
			vs[i] = arrays.MakeInlineView([]byte(s))
			continue
		}
		k := r.IntN(nbufs)
		bufs[k] = append(bufs[k], "junk"[:r.IntN(4)]...)
		vs[i] = arrays.MakeRefView([]byte(s), int32(k), int32(len(bufs[k])))
		bufs[k] = append(bufs[k], s...)
	}
	return arrays.NewData(t, n, append([][]byte{validity, views}, bufs...), nil, nulls, 0)
}

func randValid(r *rand.Rand, n int, p float64) []bool {
	if p == 0 {
		return nil
	}
	v := make([]bool, n)
	for i := range v {
		v[i] = r.Float64() >= p
	}
	return v
}

// TestViewCompare checks the view compares at every level against the
// reference: both view types, every op, array-array, array-scalar and
// scalar-array, slices at offsets 0..9, nulls, several data buffers.
func TestViewCompare(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(71)
		var ns []int
		for n := range 71 {
			ns = append(ns, n)
		}
		ns = append(ns, 127, 128, 129, 255, 256, 257, 1000, 4096+65)
		for _, typ := range []arrays.DataType{arrays.Utf8ViewType{}, arrays.BinaryViewType{}} {
			for ni, n := range ns {
				off := ni % 10 // every offset 0..9 at lengths 0..70
				p := []float64{0, 0, 0.2}[r.IntN(3)]
				strsA, strsB := viewStrings(r, n+off), viewStrings(r, n+off)
				for i := range strsB {
					if r.IntN(3) == 0 {
						strsB[i] = strsA[i]
					}
				}
				offB := r.IntN(10)
				strsB = append(viewStrings(r, offB), strsB...)
				ad := viewData(typ, strsA, randValid(r, n+off, p), 1+r.IntN(3), r).Slice(off, off+n)
				bd := viewData(typ, strsB, randValid(r, n+off+offB, p), 1+r.IntN(3), r).Slice(off+offB, off+offB+n)
				a, b := arrays.MakeArray(ad), arrays.MakeArray(bd)
				scalars := append(viewStrings(r, 3), "", "abcd", "abcdabcdabcd", "abcdabcdabcda", "abc", "abcdabcdabcdabcdabcd")
				if n > 0 {
					scalars = append(scalars, strsA[off+r.IntN(n)])
				}
				for _, op := range allOps {
					c := newConfig(nil)
					what := fmt.Sprintf("%s n=%d off=%d/%d p=%v %s", typ, n, off, offB, p, op)
					d, err := compareDatums(k, &c, op, a, b)
					if err != nil {
						t.Fatal(err)
					}
					checkCompare(t, what+" array-array", arrays.MakeArray(d).(*arrays.Boolean), op, a, b, false, IEEE, false)
					for _, s := range scalars {
						sc, _ := NewScalar(typ, []byte(s))
						sv, _ := sc.array()
						d, err := compareDatums(k, &c, op, a, sc)
						if err != nil {
							t.Fatal(err)
						}
						checkCompare(t, fmt.Sprintf("%s array-scalar %q", what, s), arrays.MakeArray(d).(*arrays.Boolean), op, a, sv, true, IEEE, false)
						d, err = compareDatums(k, &c, op, sc, a)
						if err != nil {
							t.Fatal(err)
						}
						checkCompare(t, fmt.Sprintf("%s scalar-array %q", what, s), arrays.MakeArray(d).(*arrays.Boolean), op, a, sv, true, IEEE, true)
					}
					// views against the offsets layout of the same strings
					u := arrays.NewUtf8Builder()
					u.AppendStrings(strsB[offB+off:], nil)
					ua := u.NewArray()
					d, err = compareDatums(k, &c, op, a, ua)
					if err != nil {
						t.Fatal(err)
					}
					checkCompare(t, what+" view-utf8", arrays.MakeArray(d).(*arrays.Boolean), op, a, ua, false, IEEE, false)
				}
			}
		}
	})
}

// TestViewCompareLenient: inline views with nonzero bytes after the value
// (which ValidateFull rejects) compare as their values at every level.
func TestViewCompareLenient(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(5)
		strs := viewStrings(r, 200)
		clean := viewData(arrays.BinaryViewType{}, strs, nil, 1, r)
		dirty := viewData(arrays.BinaryViewType{}, strs, nil, 1, r)
		for i, v := range viewAt[arrays.View](dirty.Buffers[1], 0, len(strs)) {
			if v.Length <= 12 {
				vb := &viewAt[arrays.View](dirty.Buffers[1], 0, len(strs))[i]
				for j := int(v.Length); j < 12; j++ {
					vb.InlineBytes()[j] = byte(j*7 + 1)
				}
			}
		}
		ca, da := arrays.MakeArray(clean), arrays.MakeArray(dirty)
		for _, op := range allOps {
			c := newConfig(nil)
			d, err := compareDatums(k, &c, op, da, ca)
			if err != nil {
				t.Fatal(err)
			}
			checkCompare(t, "dirty-clean "+op.String(), arrays.MakeArray(d).(*arrays.Boolean), op, ca, ca, false, IEEE, false)
			for _, s := range []string{"", "ab", "abcd", "abcdabcd", strs[3]} {
				d, err := compareDatums(k, &c, op, da, BinaryScalar([]byte(s)))
				if err != nil {
					t.Fatal(err)
				}
				sv, _ := BinaryScalar([]byte(s)).array()
				checkCompare(t, fmt.Sprintf("dirty-scalar %s %q", op, s), arrays.MakeArray(d).(*arrays.Boolean), op, ca, sv, true, IEEE, false)
			}
		}
	})
}

func TestViewConversions(t *testing.T) {
	r := newRand(9)
	for _, n := range []int{0, 1, 5, 64, 65, 300} {
		for _, p := range []float64{0, 0.3} {
			strs := viewStrings(r, n+7)
			for i, s := range strs { // valid UTF-8, for ValidateFull
				strs[i] = strings.NewReplacer("\xff", "y", "\xfe", "z").Replace(s)
			}
			valid := randValid(r, n+7, p)
			for _, vt := range []arrays.DataType{arrays.Utf8ViewType{}, arrays.BinaryViewType{}} {
				src := arrays.MakeArray(viewData(vt, strs, valid, 3, r).Slice(7, n+7))
				what := fmt.Sprintf("%s n=%d p=%v", vt, n, p)
				c, err := CompactViews(src)
				if err != nil {
					t.Fatal(err)
				}
				sameSlots(t, what+" compact", src, c)
				if d := c.Data(); len(d.Buffers) > 3 {
					t.Errorf("%s: compacted to %d data buffers", what, len(d.Buffers)-2)
				}
				f, err := FromView(src)
				if err != nil {
					t.Fatal(err)
				}
				wantT := map[arrays.TypeID]arrays.TypeID{arrays.UTF8_VIEW: arrays.UTF8, arrays.BINARY_VIEW: arrays.BINARY}[vt.ID()]
				if f.DataType().ID() != wantT {
					t.Errorf("%s: FromView gives %s", what, f.DataType())
				}
				sameSlots(t, what+" FromView", src, f)
				back, err := ToView(f)
				if err != nil {
					t.Fatal(err)
				}
				if back.DataType().ID() != vt.ID() {
					t.Errorf("%s: ToView gives %s", what, back.DataType())
				}
				sameSlots(t, what+" ToView", src, back)
			}
			// ToView from every offsets layout, sliced, sharing the data
			for _, ot := range []arrays.DataType{arrays.Utf8Type{}, arrays.LargeUtf8Type{}, arrays.BinaryType{}, arrays.LargeBinaryType{}} {
				bb, err := arrays.NewBuilder(ot)
				if err != nil {
					t.Fatal(err)
				}
				b := bb.(interface {
					arrays.Builder
					AppendString(string)
				})
				for i, s := range strs {
					if valid != nil && !valid[i] {
						b.AppendNull()
					} else {
						b.AppendString(s)
					}
				}
				src := arrays.Slice(b.NewArray(), 7, n+7)
				v, err := ToView(src)
				if err != nil {
					t.Fatal(err)
				}
				sameSlots(t, fmt.Sprintf("ToView %s n=%d", ot, n), src, v)
				if d := v.Data(); len(d.Buffers) == 3 && unsafe.SliceData(d.Buffers[2]) != unsafe.SliceData(src.Data().Buffers[2]) {
					t.Errorf("ToView %s: data buffer copied", ot)
				}
			}
		}
	}
}

// sameSlots checks that got is valid and holds want's values and nulls.
func sameSlots(t *testing.T, what string, want, got arrays.Array) {
	t.Helper()
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if got.Len() != want.Len() || got.NullN() != want.NullN() {
		t.Fatalf("%s: %d slots (%d null), want %d (%d null)", what, got.Len(), got.NullN(), want.Len(), want.NullN())
	}
	for i := range want.Len() {
		if want.IsNull(i) != got.IsNull(i) {
			t.Fatalf("%s: slot %d null %v, want %v", what, i, got.IsNull(i), want.IsNull(i))
		}
		if want.IsValid(i) && string(binaryAt(got.Data(), i)) != string(binaryAt(want.Data(), i)) {
			t.Fatalf("%s: slot %d is %q, want %q", what, i, binaryAt(got.Data(), i), binaryAt(want.Data(), i))
		}
	}
}

// TestViewConversionsLarge runs the paths for data past int32 offsets
// with the limits lowered: ToView copying long values into several
// buffers, FromView writing large offsets, CompactViews splitting.
func TestViewConversionsLarge(t *testing.T) {
	defer func(v, o int64) { viewBufferMax, offsets32Max = v, o }(viewBufferMax, offsets32Max)
	viewBufferMax, offsets32Max = 100, 100
	r := newRand(13)
	strs := viewStrings(r, 300)
	for i, s := range strs {
		strs[i] = strings.NewReplacer("\xff", "y", "\xfe", "z").Replace(s)
	}
	valid := randValid(r, 300, 0.2)
	b := arrays.NewLargeUtf8Builder()
	b.AppendStrings(strs, valid)
	src := arrays.Slice(b.NewArray(), 3, 290)
	v, err := ToView(src)
	if err != nil {
		t.Fatal(err)
	}
	sameSlots(t, "ToView large", src, v)
	if nb := len(v.Data().Buffers) - 2; nb < 3 {
		t.Errorf("ToView large: %d data buffers", nb)
	}
	f, err := FromView(v)
	if err != nil {
		t.Fatal(err)
	}
	if f.DataType().ID() != arrays.LARGE_UTF8 {
		t.Errorf("FromView of many bytes gives %s", f.DataType())
	}
	sameSlots(t, "FromView large", src, f)
	c, err := CompactViews(v)
	if err != nil {
		t.Fatal(err)
	}
	sameSlots(t, "CompactViews large", src, c)
}

func TestViewConversionErrors(t *testing.T) {
	r := newRand(3)
	strs := []string{"short", "a long value of many bytes", "another long value here"}
	bad := func(f func(v *arrays.View)) arrays.Array {
		d := viewData(arrays.Utf8ViewType{}, strs, nil, 1, r)
		f(&viewAt[arrays.View](d.Buffers[1], 0, 3)[1])
		return arrays.MakeArray(d)
	}
	for name, a := range map[string]arrays.Array{
		"buffer index": bad(func(v *arrays.View) { v.BufferIndex = 5 }),
		"negative idx": bad(func(v *arrays.View) { v.BufferIndex = -1 }),
		"range":        bad(func(v *arrays.View) { v.Offset = 1 << 30 }),
		"negative off": bad(func(v *arrays.View) { v.Offset = -20 }),
		"length":       bad(func(v *arrays.View) { v.Length = -3 }),
	} {
		for fn, f := range map[string]func(arrays.Array) (arrays.Array, error){"FromView": FromView, "CompactViews": CompactViews} {
			if _, err := f(a); !errors.Is(err, ErrMalformedArray) {
				t.Errorf("%s %s: error %v", fn, name, err)
			}
		}
	}
	// offsets out of order or past the data
	u := arrays.NewUtf8Builder()
	u.AppendStrings([]string{"abc", "a long value of many bytes", "x"}, nil)
	d := u.NewArray().Data()
	offs := viewAt[int32](d.Buffers[1], 0, 4)
	offs[2] = 1
	if _, err := ToView(arrays.MakeArray(d)); !errors.Is(err, ErrMalformedArray) {
		t.Errorf("ToView with offsets out of order: %v", err)
	}
	offs[2], offs[3] = 29, 1000
	if _, err := ToView(arrays.MakeArray(d)); err == nil {
		t.Errorf("ToView with offsets past the data: no error")
	}
	for _, a := range []arrays.Array{nil, arrays.MakeArray(viewData(arrays.Utf8ViewType{}, strs, nil, 1, r))} {
		if _, err := ToView(a); err == nil {
			t.Errorf("ToView(%v): no error", a)
		}
	}
	i32 := arrays.NewInt32Builder()
	i32.AppendValues([]int32{1}, nil)
	for _, f := range []func(arrays.Array) (arrays.Array, error){FromView, CompactViews} {
		if _, err := f(i32.NewArray()); err == nil {
			t.Error("int32 accepted")
		}
		if _, err := f(nil); err == nil {
			t.Error("nil accepted")
		}
	}
}

// FuzzViewCompare compares random view arrays with every op against an
// array or a scalar at every level.
func FuzzViewCompare(f *testing.F) {
	f.Add(uint8(0), uint16(100), uint64(1), false, uint8(3))
	f.Add(uint8(2), uint16(64), uint64(2), true, uint8(0))
	f.Add(uint8(5), uint16(4200), uint64(3), true, uint8(7))
	f.Fuzz(func(t *testing.T, opi uint8, n uint16, seed uint64, scalar bool, off uint8) {
		op := allOps[int(opi)%len(allOps)]
		size, o := int(n)%5000, int(off%16)
		r := newRand(seed)
		strs := viewStrings(r, size+o)
		valid := randValid(r, size+o, float64(seed>>8&3)/4)
		a := arrays.MakeArray(viewData(arrays.Utf8ViewType{}, strs, valid, 1+int(seed%3), r).Slice(o, o+size))
		var b arrays.Array
		var right Datum
		if scalar {
			s := viewStrings(r, 1)[0]
			if size > 0 && seed&16 != 0 {
				s = strs[o+r.IntN(size)]
			}
			sc := Utf8Scalar(s)
			b, _ = sc.array()
			right = sc
		} else {
			bs := viewStrings(r, size)
			for i := range bs {
				if r.IntN(2) == 0 {
					bs[i] = strs[o+i]
				}
			}
			b = arrays.MakeArray(viewData(arrays.Utf8ViewType{}, bs, randValid(r, size, 0.1), 2, r))
			right = b
		}
		for _, k := range availableTables() {
			c := newConfig(nil)
			d, err := compareDatums(k, &c, op, a, right)
			if err != nil {
				t.Fatal(err)
			}
			checkCompare(t, fmt.Sprintf("%s n=%d scalar=%v isa=%s", op, size, scalar, k.Name()), arrays.MakeArray(d).(*arrays.Boolean), op, a, b, scalar, IEEE, false)
		}
	})
}

// FuzzViewConversions corrupts the views or offsets of a small array at
// random and checks that the conversions return an error or a valid
// array, never panic.
func FuzzViewConversions(f *testing.F) {
	f.Add(uint64(1), []byte{0, 5, 0xff})
	f.Add(uint64(2), []byte{3, 17, 0x80, 9, 1})
	f.Fuzz(func(t *testing.T, seed uint64, edits []byte) {
		r := newRand(seed)
		strs := viewStrings(r, 1+int(seed%40))
		for i, s := range strs {
			strs[i] = strings.NewReplacer("\xff", "y", "\xfe", "z").Replace(s)
		}
		typ := []arrays.DataType{arrays.BinaryViewType{}, arrays.Utf8ViewType{}}[seed%2]
		vd := viewData(typ, strs, randValid(r, len(strs), 0.2), 2, r)
		ub := arrays.NewBinaryBuilder()
		for _, s := range strs {
			ub.Append([]byte(s))
		}
		od := ub.NewArray().Data()
		for i := 0; i+1 < len(edits); i += 2 {
			for _, b := range [][]byte{vd.Buffers[1], od.Buffers[1]} {
				if len(b) > 0 {
					b[int(edits[i])%len(b)] = edits[i+1]
				}
			}
		}
		for _, a := range []arrays.Array{arrays.MakeArray(vd), arrays.MakeArray(od)} {
			for _, fn := range []func(arrays.Array) (arrays.Array, error){ToView, FromView, CompactViews} {
				if out, err := fn(a); err == nil {
					if err := arrays.ValidateData(out.Data()); err != nil {
						t.Fatalf("invalid result: %v", err)
					}
				}
			}
		}
	})
}
