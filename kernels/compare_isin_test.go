package kernels

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// refIndexIn is the reference: the first set position whose value equals
// slot i's (nulls equal nulls, NaN equals NaN, -0 equals +0), or -1.
func refIndexIn(a, set arrays.Array, i int) int {
	for j := range set.Len() {
		switch an, sn := refNull(a, i), refNull(set, j); {
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
			checkLookup(t, fmt.Sprintf("isa=%s %s", k.Level(), typ), atLevel{k}, a, set)
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

// stringCases are values that share what a cheap key might look at: the
// same length with the same first and last 8 bytes and a different middle,
// values that differ in one byte anywhere, empty values, and values around
// the 8-, 12- and 16-byte bounds of the keys and of inline views.
func stringCases() []string {
	vals := []string{"", "\x00", "\x00\x00", "a", "ab"}
	for _, n := range []int{7, 8, 9, 12, 13, 15, 16, 17, 24, 31, 32, 33, 40} {
		base := []byte(strings.Repeat("0123456789abcdefghijklmnopqrstuvwxyz+-*/", 2)[:n])
		vals = append(vals, string(base))
		for _, at := range []int{0, 8, n / 2, n - 1} {
			if at >= n {
				continue
			}
			v := bytes.Clone(base)
			v[at] ^= 0x20
			vals = append(vals, string(v))
		}
		vals = append(vals, string(base[:n-1])+"\x00")
	}
	return vals
}

// buildStrings builds vs as utf8 (kind 0), large utf8 (1) or utf8 view
// (2), null where valid is false.
func buildStrings(vs []string, valid []bool, kind int) arrays.Array {
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

// TestIsInStringCollisions looks the string cases up in sets of every
// size with the table's hash as is and with every hash forced equal (one
// bucket chain, every slot a tag match) and long values keyed by their
// ends only, so that the key and byte compares alone decide.
func TestIsInStringCollisions(t *testing.T) {
	vals := stringCases()
	col := append(slices.Clone(vals), vals...)
	valid := make([]bool, len(col))
	for i := range valid {
		valid[i] = i%13 != 4
	}
	defer func(m uint64, f bool) { strHashMask, strFoldLong = m, f }(strHashMask, strFoldLong)
	for _, mask := range []uint64{^uint64(0), 0} {
		strHashMask, strFoldLong = mask, mask != 0
		for kind := range 3 {
			a := buildStrings(col, valid, kind)
			for _, setN := range []int{1, 2, 5, len(vals) / 2, len(vals)} {
				var sv []string
				for i := len(vals) - 1; i >= 0 && len(sv) < setN; i -= 2 {
					sv = append(sv, vals[i], vals[i]) // duplicates: the first position counts
				}
				sValid := make([]bool, len(sv))
				for i := range sValid {
					sValid[i] = i != 3
				}
				set := buildStrings(sv, sValid, kind)
				for _, off := range []int{0, 3, 8} {
					checkLookup(t, fmt.Sprintf("hash mask=%x kind=%d set=%d off=%d", mask, kind, setN, off), atLevel{genericTable}, arrays.Slice(a, off, a.Len()), set)
				}
			}
		}
	}
}

// Values at the very end of a data buffer with no capacity past it (as
// IPC or a foreign library may hand over), and a data buffer of fewer
// than 8 bytes: the keys' loads must not reach past the buffer.
func TestIsInStringTightBuffers(t *testing.T) {
	for _, vs := range [][]string{{"abc", "", "x", "abcdefg"}, {"0123456789", "abcdefg", "hi", "abcdefgh", "q"}} {
		var data []byte
		offs := []int32{0}
		for _, v := range vs {
			data = append(data, v...)
			offs = append(offs, int32(len(data)))
		}
		data = data[:len(data):len(data)]
		ob := make([]byte, 4*len(offs))
		for i, o := range offs {
			binary.NativeEndian.PutUint32(ob[4*i:], uint32(o)) // offsets are in the host's order
		}
		a := arrays.MakeArray(arrays.NewData(arrays.Utf8Type{}, len(vs), [][]byte{nil, ob, data}, nil, 0, 0))
		for _, set := range [][]string{vs, {vs[len(vs)-1]}, {"abcdefg", "zz"}, append(stringCases(), vs...)} { // small sets scanned, a large one hashed
			checkLookup(t, fmt.Sprintf("%q in %q", vs, set), atLevel{genericTable}, a, buildStrings(set, nil, 0))
			checkLookup(t, fmt.Sprintf("%q in %q", set, vs), atLevel{genericTable}, buildStrings(set, nil, 0), a)
		}
	}
}

// Offsets out of order in the middle of an array (which the O(1)
// argument check does not see) are an error, not a panic or a read past
// the data.
func TestIsInStringMalformedOffsets(t *testing.T) {
	data := []byte("abcdefghij")
	for _, offs := range [][]int32{{0, 5, 2, 10}, {0, 50, 60, 10}, {0, -4, 3, 10}} {
		ob := make([]byte, 4*len(offs))
		for i, o := range offs {
			binary.NativeEndian.PutUint32(ob[4*i:], uint32(o)) // offsets are in the host's order
		}
		a := arrays.MakeArray(arrays.NewData(arrays.Utf8Type{}, 3, [][]byte{nil, ob, data}, nil, 0, 0))
		for _, set := range []arrays.Array{buildStrings([]string{"abc"}, nil, 0), buildStrings(stringCases(), nil, 0)} {
			if _, err := IsIn(a, set); !errors.Is(err, ErrMalformedArray) {
				t.Errorf("offsets %v: got %v, want ErrMalformedArray", offs, err)
			}
		}
	}
}

// TestIsInStringFilter compares utf8 and large utf8 lookups (the filter
// path, 64 values a block; past filterMaxValues, hashOffsets) with the
// reference: random sets of 0..40, 1000 and 5000 values of 0..40 bytes over a small alphabet (many values share a
// length and their first bytes), arrays of 0..300 values drawn partly
// from the set, nulls in both, slices at offsets 0..7, and the data
// buffer given no capacity past its end.
func TestIsInStringFilter(t *testing.T) {
	r := newGen(77, false).r
	str := func() string {
		b := make([]byte, r.IntN(41))
		for i := range b {
			b[i] = "abc"[r.IntN(3)]
		}
		return string(b)
	}
	sizes := []int{1000, filterMaxValues + 904}
	for n := range 41 {
		sizes = append(sizes, n)
	}
	for _, setN := range sizes {
		sv := make([]string, setN)
		sValid := make([]bool, setN)
		for i := range sv {
			sv[i], sValid[i] = str(), r.IntN(20) != 0
		}
		n := r.IntN(300)
		offs := 8
		if setN > filterMaxValues { // the reference is slow
			n, offs = 130, 2
		}
		av := make([]string, n+7)
		aValid := make([]bool, n+7)
		for i := range av {
			if setN > 0 && r.IntN(3) == 0 {
				av[i] = sv[r.IntN(setN)]
			} else {
				av[i] = str()
			}
			aValid[i] = r.IntN(10) != 0
		}
		for kind := range 2 {
			set := buildStrings(sv, sValid, kind)
			a := buildStrings(av, aValid, kind)
			d := a.Data()
			tight := d.Buffers[2][:len(d.Buffers[2]):len(d.Buffers[2])]
			at := arrays.MakeArray(arrays.NewData(d.Type, d.Length, [][]byte{d.Buffers[0], d.Buffers[1], tight}, nil, d.NullN(), d.Offset))
			for off := range offs {
				checkLookup(t, fmt.Sprintf("kind=%d set=%d n=%d off=%d", kind, setN, n, off), atLevel{genericTable}, arrays.Slice(a, off, off+n), set)
				checkLookup(t, fmt.Sprintf("tight kind=%d set=%d n=%d off=%d", kind, setN, n, off), atLevel{genericTable}, arrays.Slice(at, off, off+n), set)
			}
		}
	}
}

// Offsets out of order in a later block of 64, which the filter reads
// without bounds checks, are reported as malformed, at the right slot.
func TestIsInStringMalformedLaterBlock(t *testing.T) {
	const n = 200
	data := []byte(strings.Repeat("abcdefghij", 2*n))
	var big []string // a set hashed and probed, not filtered
	for i := range filterMaxValues + 1 {
		big = append(big, fmt.Sprint("v", i))
	}
	bigSet := buildStrings(big, nil, 0)
	for _, bad := range []int{64, 100, 199} {
		for _, v := range []int32{-5, 1 << 30, 3} {
			offs := make([]int32, n+1)
			for i := range offs {
				offs[i] = int32(10 * i)
			}
			offs[bad] = v
			at := bad - 1            // the first slot whose offsets decrease, which the error names
			if v == 3 && bad+2 < n { // and past it offsets whose int32 steps wrap around
				offs[bad-1] = math.MaxInt32 // past the data, then a decrease
				for i := bad; i <= n; i++ { // MinInt32+2000, +2010, then 1000 on: in order but for int32 wraps
					offs[i] = math.MinInt32 + int32(2000+10*(i-bad))
					if i >= bad+2 {
						offs[i] = int32(1000 + 10*(i-bad-2))
					}
				}
			}
			ob := make([]byte, 4*len(offs))
			for i, o := range offs {
				binary.NativeEndian.PutUint32(ob[4*i:], uint32(o))
			}
			a := arrays.MakeArray(arrays.NewData(arrays.Utf8Type{}, n, [][]byte{nil, ob, data}, nil, 0, 0))
			for _, set := range []arrays.Array{buildStrings([]string{"abcdefghij"}, nil, 0), buildStrings(stringCases(), nil, 0), bigSet} {
				for _, f := range []func(a, s arrays.Array, o ...Option) (arrays.Array, error){
					func(a, s arrays.Array, o ...Option) (arrays.Array, error) { return IsIn(a, s, o...) },
					func(a, s arrays.Array, o ...Option) (arrays.Array, error) { return IndexIn(a, s, o...) },
				} {
					_, err := f(a, set)
					if !errors.Is(err, ErrMalformedArray) {
						t.Fatalf("offset %d at %d: got %v, want ErrMalformedArray", v, bad, err)
					}
					if want := fmt.Sprintf("slot %d", at); v != 1<<30 && !strings.Contains(err.Error(), want) {
						t.Errorf("offset %d at %d: %v does not name %s", v, bad, err, want)
					}
				}
			}
		}
	}
}
