package kernels

import (
	"errors"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// The five wrong answers of issue 29, each as the issue reproduced it with
// the public API, at every level.

func boolsOf(t *testing.T, b *arrays.Boolean) []any {
	t.Helper()
	out := make([]any, b.Len())
	for i := range out {
		if b.IsValid(i) {
			out[i] = b.Value(i)
		}
	}
	return out
}

func int32sOf(t *testing.T, a *arrays.Int32) []any {
	t.Helper()
	out := make([]any, a.Len())
	for i := range out {
		if a.IsValid(i) {
			out[i] = a.Value(i)
		}
	}
	return out
}

func sameAnys(got, want []any) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if got[i] != want[i] {
			return false
		}
	}
	return true
}

// utf8Dict returns the dictionary array of the repros 3 and 4:
// dictionary [a null b], indices [0 1 2].
func utf8Dict(t *testing.T) arrays.Array {
	t.Helper()
	vb := arrays.NewUtf8Builder()
	vb.AppendStrings([]string{"a", "", "b"}, []bool{true, false, true})
	ib := arrays.NewInt32Builder()
	ib.AppendValues([]int32{0, 1, 2}, nil)
	dt := &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}
	d := ib.NewArray().Data()
	dd := arrays.NewData(dt, d.Length, d.Buffers, nil, arrays.UnknownNullCount, 0).WithDictionary(vb.NewArray().Data())
	a := arrays.MakeArray(dd)
	if err := arrays.ValidateFull(a); err != nil {
		t.Fatal(err)
	}
	return a
}

// 1: Between through a Scratch, array bounds, plain, dictionary and
// run-end encoded inputs.
func TestRegressBetweenScratch(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		a := int64Array([]int64{1, 5, 9, 3}, nil)
		lo := int64Array([]int64{2, 2, 2, 2}, nil)
		hi := int64Array([]int64{8, 8, 8, 8}, nil)
		want := []any{false, true, false, true}
		var s Scratch
		for _, in := range []arrays.Array{a, mustDictEncode(t, a), mustREE(t, a)} {
			for _, opts := range [][]Option{{lv}, {lv, &s}, {&s, lv, Parallel(2)}} {
				got, err := Between(in, lo, hi, opts...)
				if err != nil {
					t.Fatalf("%s: %v", in.DataType(), err)
				}
				if g := boolsOf(t, got); !sameAnys(g, want) {
					t.Fatalf("%s, %d options: Between = %v, want %v", in.DataType(), len(opts), g, want)
				}
				if s.depth != 0 {
					t.Fatalf("scratch depth %d after the call", s.depth)
				}
			}
		}
	})
}

// mustDictEncode returns a as a dictionary array (int16 indices) of its
// distinct values, in order of first occurrence.
func mustDictEncode(t *testing.T, a arrays.Array) arrays.Array {
	t.Helper()
	n := a.Len()
	var firsts []int64
	idx := make([]int16, n)
	for i := range n {
		j := -1
		for k, f := range firsts {
			if arrays.SliceEqual(a, int(f), int(f)+1, a, i, i+1) {
				j = k
				break
			}
		}
		if j < 0 {
			j = len(firsts)
			firsts = append(firsts, int64(i))
		}
		idx[i] = int16(j)
	}
	dict, err := Take(a, int64Array(firsts, nil))
	if err != nil {
		t.Fatal(err)
	}
	ib := arrays.NewInt16Builder()
	ib.AppendValues(idx, nil)
	d := ib.NewArray().Data()
	dt := &arrays.DictionaryType{Index: arrays.Int16Type{}, Value: a.DataType()}
	out := arrays.MakeArray(arrays.NewData(dt, n, d.Buffers, nil, arrays.UnknownNullCount, 0).WithDictionary(dict.Data()))
	if err := arrays.ValidateFull(out); err != nil {
		t.Fatal(err)
	}
	return out
}

func mustREE(t *testing.T, a arrays.Array) arrays.Array {
	t.Helper()
	r, err := REEEncode(a, arrays.Int32Type{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// 2: LIKE over binary values matches bytes: a pattern byte that is not
// UTF-8 matches itself, and _ is one byte.
func TestRegressLikeBinaryBytes(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, typ := range []arrays.DataType{arrays.BinaryType{}, arrays.LargeBinaryType{}, arrays.BinaryViewType{}} {
			vals := []string{"\x80abc", "abc", "\x80", "\xc3\xa9x", "\xffz\x80abc"}
			a := binaryArrayOf(t, typ, vals)
			for _, tc := range []struct {
				pattern string
				like    func(arrays.Array, string, ...Option) (*arrays.Boolean, error)
				want    []any
			}{
				{"\x80%", Like, []any{true, false, true, false, false}},
				{"\x80abc", Like, []any{true, false, false, false, false}},
				{"%\x80abc", Like, []any{true, false, false, false, true}},
				{"_abc", Like, []any{true, false, false, false, false}},
				{"__x", Like, []any{false, false, false, true, false}}, // é is two bytes: two _ over binary
				{"_x", Like, []any{false, false, false, false, false}},
				{"%\x80A%", ILike, []any{true, false, false, false, true}},
				{"_Z%", ILike, []any{false, false, false, false, true}},
			} {
				got, err := tc.like(a, tc.pattern, lv)
				if err != nil {
					t.Fatal(err)
				}
				if g := boolsOf(t, got); !sameAnys(g, tc.want) {
					t.Errorf("%s LIKE %q = %v, want %v", typ, tc.pattern, g, tc.want)
				}
			}
			sw, err := StartsWith(a, "\x80", lv)
			if err != nil {
				t.Fatal(err)
			}
			lk, err := Like(a, "\x80%", lv)
			if err != nil {
				t.Fatal(err)
			}
			if g, w := boolsOf(t, lk), boolsOf(t, sw); !sameAnys(g, w) {
				t.Errorf("%s: LIKE '\\x80%%' = %v, StartsWith = %v", typ, g, w)
			}
		}
		// over utf8, _ stays one code point
		u := binaryArrayOf(t, arrays.Utf8Type{}, []string{"éx", "ex", "éé"})
		got, err := Like(u, "_x", lv)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := boolsOf(t, got), []any{true, true, false}; !sameAnys(g, w) {
			t.Errorf("utf8 LIKE '_x' = %v, want %v", g, w)
		}
	})
}

func binaryArrayOf(t *testing.T, typ arrays.DataType, vals []string) arrays.Array {
	t.Helper()
	var a arrays.Array
	switch typ.ID() {
	case arrays.BINARY:
		b := arrays.NewBinaryBuilder()
		b.AppendStrings(vals, nil)
		a = b.NewArray()
	case arrays.LARGE_BINARY:
		b := arrays.NewLargeBinaryBuilder()
		b.AppendStrings(vals, nil)
		a = b.NewArray()
	case arrays.BINARY_VIEW:
		b := arrays.NewBinaryViewBuilder()
		b.AppendStrings(vals, nil)
		a = b.NewArray()
	case arrays.UTF8:
		b := arrays.NewUtf8Builder()
		b.AppendStrings(vals, nil)
		a = b.NewArray()
	default:
		t.Fatalf("binaryArrayOf: %s", typ)
	}
	return a
}

// 3: IndexIn on a dictionary whose dictionary and set hold a null.
func TestRegressIndexInDictNull(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		d := utf8Dict(t)
		sb := arrays.NewUtf8Builder()
		sb.AppendStrings([]string{"", "b"}, []bool{false, true})
		set := sb.NewArray()
		got, err := IndexIn(d, set, lv)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := int32sOf(t, got), []any{nil, int32(0), int32(1)}; !sameAnys(g, w) {
			t.Errorf("IndexIn = %v, want %v", g, w)
		}
		in, err := IsIn(d, set, lv)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := boolsOf(t, in), []any{false, true, true}; !sameAnys(g, w) {
			t.Errorf("IsIn = %v, want %v", g, w)
		}
	})
}

// 4: IsNull, IsValid and FillNull see a dictionary's null values.
func TestRegressDictNullValues(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		d := utf8Dict(t)
		isNull, err := IsNull(d, lv)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := boolsOf(t, isNull), []any{false, true, false}; !sameAnys(g, w) {
			t.Errorf("IsNull = %v, want %v", g, w)
		}
		isValid, err := IsValid(d, lv)
		if err != nil {
			t.Fatal(err)
		}
		if g, w := boolsOf(t, isValid), []any{true, false, true}; !sameAnys(g, w) {
			t.Errorf("IsValid = %v, want %v", g, w)
		}
		// the fill: a dictionary array of d's type, [z z z]
		fb := arrays.NewUtf8Builder()
		fb.AppendStrings([]string{"z"}, nil)
		fi := arrays.NewInt32Builder()
		fi.AppendValues([]int32{0, 0, 0}, nil)
		fd := fi.NewArray().Data()
		fill := arrays.MakeArray(arrays.NewData(d.DataType(), 3, fd.Buffers, nil, arrays.UnknownNullCount, 0).WithDictionary(fb.NewArray().Data()))
		filled, err := FillNull(d, fill, lv)
		if err != nil {
			t.Fatal(err)
		}
		for i, w := range []string{"a", "z", "b"} {
			if filled.IsNull(i) || filled.ValueString(i) != `"`+w+`"` {
				t.Errorf("FillNull slot %d = %s, want %q", i, filled.ValueString(i), w)
			}
		}
	})
}

// 5: a negative MinCount is an error for the null type too.
func TestRegressMinCountNullType(t *testing.T) {
	a := arrays.NewNull(3)
	for name, f := range map[string]func(arrays.Array, ...Option) (*Scalar, error){
		"min": Min, "max": Max, "sum": Sum, "mean": Mean,
		"min_max": func(a arrays.Array, opts ...Option) (*Scalar, error) {
			lo, _, err := MinMax(a, opts...)
			return lo, err
		},
	} {
		if _, err := f(a, MinCount(-1)); err == nil {
			t.Errorf("%s of a null array with MinCount(-1): no error", name)
		} else if errors.Is(err, ErrMalformedArray) {
			t.Errorf("%s: %v", name, err)
		}
	}
}
