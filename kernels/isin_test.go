package kernels

import (
	"bytes"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// refIndexIn is the reference: the first set position whose value equals
// slot i's (nulls equal nulls, NaN equals NaN, -0 equals +0), or -1.
func refIndexIn(a, set arrays.Array, i int) int {
	for j := range set.Len() {
		switch an, sn := a.IsNull(i), set.IsNull(j); {
		case an && sn:
			return j
		case an || sn:
			continue
		}
		if arrays.SliceEqual(a, i, i+1, set, j, j+1, arrays.EqualNaN(true)) {
			return j
		}
	}
	return -1
}

func lookupTypes() []arrays.DataType {
	return append(fixedTestTypes(), arrays.BoolType{}, arrays.NullType{},
		arrays.FixedSizeBinaryType{ByteWidth: 3}, arrays.BinaryType{}, arrays.Utf8Type{},
		arrays.LargeBinaryType{}, arrays.LargeUtf8Type{}, arrays.BinaryViewType{}, arrays.Utf8ViewType{},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		&arrays.DictionaryType{Index: arrays.Uint16Type{}, Value: arrays.Int64Type{}})
}

func checkLookup(t *testing.T, what string, lv Option, a, set arrays.Array) {
	t.Helper()
	in, err := IsIn(a, set, lv)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	ix, err := IndexIn(a, set, lv)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for _, r := range []arrays.Array{in, ix} {
		if err := arrays.ValidateFull(r); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	if in.NullN() != 0 {
		t.Fatalf("%s: IsIn has nulls", what)
	}
	ref := a // a dictionary array is looked up by the values it stands for
	if arrays.StorageOf(a.DataType()).ID() == arrays.DICTIONARY {
		var c config
		d, err := decodeDictionary(genericTable, &c, a.Data())
		if err != nil {
			t.Fatal(err)
		}
		ref = arrays.MakeArray(d)
	}
	for i := range a.Len() {
		want := refIndexIn(ref, set, i)
		if in.Value(i) != (want >= 0) {
			t.Fatalf("%s: IsIn slot %d (%s) = %v, want position %d", what, i, a.ValueString(i), in.Value(i), want)
		}
		if want < 0 && !ix.IsNull(i) || want >= 0 && (ix.IsNull(i) || int(ix.Value(i)) != want) {
			t.Fatalf("%s: IndexIn slot %d (%s) = %s, want %d", what, i, a.ValueString(i), ix.ValueString(i), want)
		}
	}
}

func TestIsIn(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range lookupTypes() {
			for _, setSize := range []int{0, 1, 5, 16, 17, 200} {
				g := newGen(uint64(ti*7+setSize), true) // small value domain: many hits
				a := g.array(typ, 300, 0.1)
				// a set drawn partly from a's own values, partly fresh
				set := g.array(typ, setSize, 0.05)
				if setSize > 0 {
					var err error
					mix := makeIndices(arrays.Int64Type{}, randIndices(g.r, setSize, 300), nil, 0)
					if set, err = Take(a, mix); err != nil {
						t.Fatal(err)
					}
					if arrays.StorageOf(typ).ID() == arrays.DICTIONARY {
						set = arrays.MakeArray(set.Data().Dictionary) // a dictionary array looks up in a set of its value type
					}
				} else if arrays.StorageOf(typ).ID() == arrays.DICTIONARY {
					set = g.array(typ.(*arrays.DictionaryType).Value, 0, 0)
				}
				checkLookup(t, fmt.Sprintf("%s set=%d", typ, setSize), lv, a, set)
			}
		}
	})
	a := newGen(1, false).array(arrays.Int64Type{}, 10, 0)
	if _, err := IsIn(a, newGen(1, false).array(arrays.Int32Type{}, 3, 0)); err == nil {
		t.Error("a set of another type accepted")
	}
	if _, err := IndexIn(a, nil); err == nil {
		t.Error("a nil set accepted")
	}
}

// FuzzIsIn looks random arrays up in sets built from their own slots and
// fresh values, every level, against the reference.
func FuzzIsIn(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint16(100), uint8(4))
	f.Add(uint64(2), uint8(12), uint16(64), uint8(40))
	types := lookupTypes()
	f.Fuzz(func(t *testing.T, seed uint64, ti uint8, size uint16, setSize uint8) {
		typ := types[int(ti)%len(types)]
		if arrays.StorageOf(typ).ID() == arrays.DICTIONARY {
			typ = typ.(*arrays.DictionaryType).Value
		}
		n := int(size) % 400
		g := newGen(seed, seed&1 == 0)
		a := g.array(typ, n, float64(seed>>3&3)/4)
		set := g.array(typ, int(setSize)%64, 0.1)
		for _, k := range availableTables() {
			checkLookup(t, fmt.Sprintf("isa=%s %s", k.Level, typ), atLevel{k}, a, set)
		}
	})
}

// Values around the 8- and 16-byte bounds of the short keys, differing
// only in their first or last byte or their length, looked up in small
// and hashed sets, in slices at every offset.
func TestIsInShortKeys(t *testing.T) {
	var vals []string
	for n := range 30 {
		base := []byte("abcdefghijklmnopqrstuvwxyz0123"[:n])
		vals = append(vals, string(base))
		if n > 0 {
			first, last := bytes.Clone(base), bytes.Clone(base)
			first[0], last[n-1] = 'Z', 'Z'
			vals = append(vals, string(first), string(last), string(base[:n-1])+"\x00")
		}
	}
	build := func(vs []string, kind int) arrays.Array {
		valid := make([]bool, len(vs))
		for i := range valid {
			valid[i] = i%11 != 5 || len(vs) < 10 // nulls, except in the smallest sets
		}
		switch kind {
		case 1:
			b := arrays.NewLargeUtf8Builder()
			b.AppendStrings(vs, valid)
			return b.NewArray()
		case 2:
			b := arrays.NewUtf8ViewBuilder()
			b.AppendStrings(vs, valid)
			return b.NewArray()
		}
		b := arrays.NewUtf8Builder()
		b.AppendStrings(vs, valid)
		return b.NewArray()
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for large := range 3 { // utf8, large utf8, utf8 view
			a := build(vals, large)
			for _, setN := range []int{3, 16, len(vals) / 2} {
				var sv []string
				for i := 0; i < len(vals) && len(sv) < setN; i += 2 {
					sv = append(sv, vals[i])
				}
				set := build(sv, large)
				for off := range 9 {
					s := arrays.Slice(a, off, a.Len())
					checkLookup(t, fmt.Sprintf("kind=%d set=%d off=%d", large, setN, off), lv, s, set)
				}
			}
		}
	})
}

// TestIsInSmallSets covers the broadcast-compare path (smallIn) of every
// type it takes: sets of 1 to asm.MatchKeys distinct values drawn from the
// array, with and without a null, arrays with 0-100% nulls, sliced at bit
// offsets 0..7, at lengths around the 64-value blocks and the 1024-value
// chunks of IndexIn.
func TestIsInSmallSets(t *testing.T) {
	var types []arrays.DataType
	for _, typ := range fixedTestTypes() {
		if w := arrays.PrimitiveByteWidth(typ.ID()); w >= 1 && w <= 8 {
			types = append(types, typ)
		}
	}
	lengths := []int{0, 1, 7, 63, 64, 65, 127, 129, 1023, 1024, 1025, 2113}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range types {
			g := newGen(uint64(100+ti), true)
			for ci, n := range lengths {
				off := ci % 8
				nulls := []float64{0, 0.1, 0.5, 1}[ci%4]
				full := g.array(typ, n+off, nulls)
				a := arrays.Slice(full, off, n+off)
				for _, setN := range []int{1, 4, 16} {
					src := g.array(typ, 64, 0)
					if n > 0 {
						src = full
					}
					set, err := Take(src, makeIndices(arrays.Int64Type{}, randIndices(g.r, setN, src.Len()), nil, 0))
					if err != nil {
						t.Fatal(err)
					}
					checkLookup(t, fmt.Sprintf("%s n=%d off=%d nulls=%.1f set=%d", typ, n, off, nulls, setN), lv, a, set)
				}
			}
		}
	})
}

// TestIsInFloatKeys checks the float sets smallIn takes (no NaN, no zero
// key: bits decide) and those it leaves to the hash table, which equates
// every NaN and both zeros.
func TestIsInFloatKeys(t *testing.T) {
	vals := []float64{0, math.NaN(), math.Copysign(0, -1), 1.5, -2, math.Inf(1), math.Float64frombits(0x7ff8000000000123)}
	build := func(vs []float64) arrays.Array {
		b := arrays.NewFloat64Builder()
		for _, v := range vs {
			b.Append(v)
		}
		return b.NewArray()
	}
	var as []float64
	for i := range 200 {
		as = append(as, vals[i%len(vals)])
	}
	a := build(as)
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, set := range [][]float64{{1.5}, {1.5, -2, math.Inf(1)}, {0}, {math.Copysign(0, -1), 1.5}, {math.NaN()}, {-2, math.Float64frombits(0x7ff8000000000123)}} {
			checkLookup(t, fmt.Sprintf("set=%v", set), lv, a, build(set))
		}
	})
}

// A null slot of a view array may hold any view, out-of-range buffer
// references included: IsIn must not read it.
func TestIsInNullViewsNotRead(t *testing.T) {
	b := arrays.NewUtf8ViewBuilder()
	b.AppendStrings([]string{"a long value past twelve bytes", "short", "another long value, 30 bytes..", "x"}, nil)
	d := b.NewArray().Data()
	views := slices.Clone(d.Buffers[1])
	vs := viewAt[arrays.View](views, 0, 4)
	vs[2].BufferIndex, vs[2].Offset = 99, 1<<30 // slot 2: null, its view garbage
	valid := []byte{0b1011}
	bad := arrays.MakeArray(arrays.NewData(d.Type, 4, [][]byte{valid, views, d.Buffers[2]}, nil, 1, 0))
	sb := arrays.NewUtf8ViewBuilder()
	sb.AppendStrings([]string{"x", "a long value past twelve bytes", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"}, nil)
	set := sb.NewArray()
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		got, err := IndexIn(bad, set, lv)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"1", "null", "null", "0"}
		for i, w := range want {
			if got.ValueString(i) != w {
				t.Fatalf("slot %d: %s, want %s", i, got.ValueString(i), w)
			}
		}
	})
}
