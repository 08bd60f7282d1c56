package parquet

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// listSchema is a one-column schema of a list whose element is a leaf:
// the three-level form (list and element of the given repetitions) or,
// with twoLevel, the legacy form whose repeated field is the element.
func listSchema(t *testing.T, listRep, elemRep Repetition, pt PhysicalType, twoLevel bool) *Schema {
	t.Helper()
	rp := func(r Repetition) *Repetition { return &r }
	ct := CTList
	list := SchemaElement{Name: "l", Repetition: rp(listRep), NumChildren: 1, HasNumChildren: true, Converted: &ct}
	root := SchemaElement{Name: "schema", NumChildren: 1, HasNumChildren: true}
	var elems []SchemaElement
	if twoLevel {
		elems = []SchemaElement{root, list, {Name: "array", Repetition: rp(Repeated), Type: &pt}}
	} else {
		elems = []SchemaElement{root, list,
			{Name: "list", Repetition: rp(Repeated), NumChildren: 1, HasNumChildren: true},
			{Name: "element", Repetition: rp(elemRep), Type: &pt}}
	}
	s, err := buildSchema(elems)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// randomListChunk makes the levels and PLAIN values of rows random lists
// under leaf: null lists, empty ones, null elements where the schema
// allows them, and runs of each.
func randomListChunk(r *rand.Rand, s *Schema, rows int, nulls bool) *chunkData {
	leaf := s.Leaves[0]
	ln := s.Root.Children[0]
	rep := ln.Children[0]
	c := &chunkData{vals: newValues(*leaf.Element.Type, 0)}
	var plain []byte
	present := 0
	for range rows {
		switch k := r.IntN(10); {
		case k == 0 && nulls && ln.repetition() == Optional:
			c.rep, c.def = append(c.rep, 0), append(c.def, 0) // null list
		case k == 1:
			c.rep, c.def = append(c.rep, 0), append(c.def, int32(ln.MaxDef)) // empty list
		default:
			for i := range 1 + r.IntN(6) {
				c.rep = append(c.rep, int32(min(i, 1)))
				if nulls && leaf.MaxDef > rep.MaxDef && r.IntN(5) == 0 {
					c.def = append(c.def, int32(rep.MaxDef)) // null element
					continue
				}
				c.def = append(c.def, int32(leaf.MaxDef))
				present++
				if *leaf.Element.Type == ByteArray {
					v := fmt.Sprintf("v%d", r.IntN(1000))
					plain = binary.LittleEndian.AppendUint32(plain, uint32(len(v)))
					plain = append(plain, v...)
				} else {
					plain = binary.LittleEndian.AppendUint64(plain, r.Uint64())
				}
			}
		}
	}
	c.levels = len(c.rep)
	for _, d := range c.def {
		c.someAbsent = c.someAbsent || d < int32(leaf.MaxDef)
	}
	if err := decodePlain(c.vals, *leaf.Element.Type, plain, present); err != nil {
		panic(err)
	}
	return c
}

// TestListOfLeaf checks the one-pass list assembly against the general
// level walk (buildList over topSlots) on random lists of every shape it
// takes: optional and required lists and elements, the two-level form,
// fixed-width and byte-array leaves, list and large list.
func TestListOfLeaf(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for _, tc := range []struct {
		listRep, elemRep Repetition
		pt               PhysicalType
		twoLevel, large  bool
	}{
		{Optional, Optional, Int64, false, false},
		{Optional, Required, Int64, false, false},
		{Required, Optional, Int64, false, false},
		{Required, Required, Int64, false, false},
		{Optional, Optional, ByteArray, false, false},
		{Optional, Required, Int64, true, false},
		{Optional, Optional, Int64, false, true},
		{Required, Optional, ByteArray, false, true},
	} {
		name := fmt.Sprintf("list=%d/elem=%d/%s/twolevel=%v/large=%v", tc.listRep, tc.elemRep, tc.pt, tc.twoLevel, tc.large)
		t.Run(name, func(t *testing.T) {
			s := listSchema(t, tc.listRep, tc.elemRep, tc.pt, tc.twoLevel)
			f, err := (&mapper{int96Unit: arrays.Nanosecond}).arrowField(s.Root.Children[0])
			if err != nil {
				t.Fatal(err)
			}
			typ := f.Type
			if tc.large {
				typ = &arrays.LargeListType{Elem: typ.(*arrays.ListType).Elem}
			}
			ln := s.Root.Children[0]
			rep, elem, ok := leafList(ln, typ)
			if !ok {
				t.Fatal("leafList refuses the column")
			}
			for _, rows := range []int{0, 1, 7, 64, 1000, 1001} {
				c := randomListChunk(r, s, rows, rows%2 == 0)
				a := &assembler{chunks: map[int]*chunkData{0: c}, leaves: s.Leaves}
				want, err := a.build(ln, typ, slotSet{0: topSlots(c)})
				if err != nil {
					t.Fatal(err)
				}
				got, n, ok, err := a.listOfLeaf(ln, rep, elem, typ, rows)
				if err != nil || !ok || n != rows {
					t.Fatalf("rows=%d: listOfLeaf: %v, ok %v, %d rows", rows, err, ok, n)
				}
				if err := arrays.ValidateFull(got); err != nil {
					t.Fatalf("rows=%d: %v", rows, err)
				}
				if !arrays.Equal(got, want) {
					t.Fatalf("rows=%d: %s", rows, arrays.EqualDiff(got, want))
				}
				// A surplus or missing row is counted, not built.
				for _, want := range []int{rows - 1, rows + 1} {
					if want < 0 {
						continue
					}
					if arr, n, ok, err := a.listOfLeaf(ln, rep, elem, typ, want); err != nil || !ok || n != rows || arr != nil {
						t.Fatalf("%d rows read as %d: %v, ok %v, %d rows", rows, want, err, ok, n)
					}
				}
			}
		})
	}
}

// TestListOfLeafDefers checks that levels the one-pass assembly does not
// judge (a continuing entry that is no element) are left to the general
// walk.
func TestListOfLeafDefers(t *testing.T) {
	s := listSchema(t, Optional, Optional, Int64, false)
	ln := s.Root.Children[0]
	f, err := (&mapper{int96Unit: arrays.Nanosecond}).arrowField(ln)
	if err != nil {
		t.Fatal(err)
	}
	rep, elem, _ := leafList(ln, f.Type)
	for _, lv := range [][2][]int32{
		{{0, 1}, {3, 1}}, // a continuing entry that is an empty list
		{{0, 1}, {0, 3}}, // an element after a null list
	} {
		c := &chunkData{vals: newValues(Int64, 0), rep: lv[0], def: lv[1], levels: 2}
		c.vals.reserve(1)
		a := &assembler{chunks: map[int]*chunkData{0: c}, leaves: s.Leaves}
		if _, _, ok, err := a.listOfLeaf(ln, rep, elem, f.Type, 1); ok || err != nil {
			t.Errorf("levels %v: ok %v, %v; want deferred", lv, ok, err)
		}
	}
}

// BenchmarkListOfLeaf compares the one-pass list assembly with the general
// level walk on 256K rows of list<int64> (about 900K levels), with and
// without null lists and elements.
func BenchmarkListOfLeaf(b *testing.B) {
	for _, nulls := range []bool{false, true} {
		b.Run(fmt.Sprintf("nulls=%v", nulls), func(b *testing.B) { benchListOfLeaf(b, nulls) })
	}
}

func benchListOfLeaf(b *testing.B, nulls bool) {
	t := &testing.T{}
	s := listSchema(t, Optional, Optional, Int64, false)
	ln := s.Root.Children[0]
	f, _ := (&mapper{int96Unit: arrays.Nanosecond}).arrowField(ln)
	rep, elem, _ := leafList(ln, f.Type)
	const rows = 1 << 18
	c := randomListChunk(rand.New(rand.NewPCG(1, 2)), s, rows, nulls)
	a := &assembler{chunks: map[int]*chunkData{0: c}, leaves: s.Leaves}
	b.Run("path=onepass", func(b *testing.B) {
		for b.Loop() {
			if _, _, ok, err := a.listOfLeaf(ln, rep, elem, f.Type, rows); !ok || err != nil {
				b.Fatal(ok, err)
			}
		}
	})
	b.Run("path=general", func(b *testing.B) {
		for b.Loop() {
			if _, err := a.build(ln, f.Type, slotSet{0: topSlots(c)}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// TestFixedSizeList checks the conversion of assembled lists to an
// ARROW:schema's fixed-size list: lists of the size pass as they are, a
// null list of no elements takes size null elements, and a list of another
// length is an error.
func TestFixedSizeList(t *testing.T) {
	s := listSchema(t, Optional, Optional, Int64, false)
	ln := s.Root.Children[0]
	typ := &arrays.FixedSizeListType{Elem: arrays.Field{Name: "element", Type: arrays.Int64Type{}, Nullable: true}, Size: 2}
	b := arrays.NewInt64Builder()
	b.AppendValues([]int64{1, 2, 3, 4}, nil)
	child := b.NewArray()
	validity := []byte{0b101}
	arr, err := fixedSizeList(mem{}, ln, typ, 2, child, []int32{2, 0, 2}, validity, 1, 3)
	if err != nil {
		t.Fatal(err)
	}
	if err := arrays.ValidateFull(arr); err != nil {
		t.Fatal(err)
	}
	if got, want := arr.String(), "[[1 2] null [3 4]]"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if _, err := fixedSizeList(mem{}, ln, typ, 2, child, []int32{2, 1, 1}, nil, 0, 3); err == nil {
		t.Error("lists of 1 element read as a fixed-size list of 2")
	}
}

// TestListLevelFlags checks the branchy flag scan against the definition,
// entry by entry, on random levels of every kind (valid and not) for
// nullable and required lists and elements.
func TestListLevelFlags(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 13))
	for _, lv := range []struct{ dl, d, dm int32 }{{1, 2, 3}, {1, 2, 2}, {0, 1, 2}, {0, 1, 1}} {
		for trial := range 2000 {
			n := 1 + r.IntN(40)
			rep, def := make([]int32, n), make([]int32, n)
			// Mostly well-formed levels; trial%4 == 0 anything at all.
			for i := range n {
				rep[i] = int32(r.IntN(2))
				def[i] = lv.dm
				switch k := r.IntN(8); {
				case k == 0 && lv.dm > lv.d:
					def[i] = lv.d
				case k == 1:
					def[i] = int32(r.IntN(int(lv.d)))
					if trial%4 != 0 {
						rep[i] = 0
						if i+1 < n {
							rep[i+1] = 0
						}
					}
				}
			}
			rep[0] = 0
			var want listFlags
			for j := range n {
				el := def[j] >= lv.d
				prevEl := j > 0 && def[j-1] >= lv.d
				want.bad = want.bad || (rep[j] != 0 && !(el && prevEl))
				want.nullList = want.nullList || (rep[j] == 0 && def[j] < lv.dl)
				want.nullElem = want.nullElem || (el && def[j] < lv.dm)
			}
			got := listLevelFlags(rep, def, lv.dl, lv.d, lv.dm)
			if want.bad {
				if !got.bad {
					t.Fatalf("levels %v %v: bad levels not found", rep, def)
				}
				continue
			}
			if got != want {
				t.Fatalf("levels=%v %v (dl %d d %d dm %d): got %+v, want %+v", rep, def, lv.dl, lv.d, lv.dm, got, want)
			}
		}
	}
}

// TestListScanPages checks that listScan, fed a chunk's levels page by
// page at random page boundaries (rows split across pages included),
// finds what listLevelFlags and countLevel find in the whole: on random
// list levels of every list shape, and on the same levels with entries
// broken (a continuing entry that is no element, one after a row without
// a list).
func TestListScanPages(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for _, twoLevel := range []bool{false, true} {
		for _, listRep := range []Repetition{Optional, Required} {
			for _, elemRep := range []Repetition{Optional, Required} {
				s := listSchema(t, listRep, elemRep, Int64, twoLevel)
				leaf := s.Leaves[0]
				ln := s.Root.Children[0]
				rep := ln.Children[0]
				scan0 := newListScan(leaf)
				if !scan0.on || scan0.dl != int32(ln.MaxDef) || scan0.d != int32(rep.MaxDef) || scan0.dm != int32(leaf.MaxDef) {
					t.Fatalf("newListScan(%v) = %+v, want levels %d %d %d", leaf.Path, scan0, ln.MaxDef, rep.MaxDef, leaf.MaxDef)
				}
				for iter := range 300 {
					c := randomListChunk(r, s, 1+r.IntN(60), iter%3 != 0)
					repLv, defLv := c.rep, c.def
					if iter%4 == 3 && len(repLv) > 1 {
						// Break one entry: make it a continuation, or
						// make the entry after a list-less one continue.
						j := r.IntN(len(repLv))
						repLv[j] = 1
						defLv[j] = int32(r.IntN(int(leaf.MaxDef) + 1))
					}
					want := listLevelFlags(repLv, defLv, scan0.dl, scan0.d, scan0.dm)
					wantPresent := countLevel(defLv, scan0.dm)
					sc := scan0
					present := 0
					for at := 0; at < len(defLv); {
						n := min(len(defLv)-at, r.IntN(8))
						present += sc.page(repLv[at:at+n], defLv[at:at+n])
						at += n
					}
					got := sc.flags
					if present != wantPresent {
						t.Fatalf("%v iter %d: %d present, want %d", leaf.Path, iter, present, wantPresent)
					}
					if got.bad != want.bad || (!want.bad && got != want) {
						t.Fatalf("%v iter %d: levels rep %v def %v: flags %+v, want %+v", leaf.Path, iter, repLv, defLv, got, want)
					}
				}
			}
		}
	}
	// A leaf under no list, or under two, is not scanned.
	s := listSchema(t, Optional, Optional, Int64, false)
	if sc := newListScan(s.Root.Children[0]); sc.on {
		t.Errorf("newListScan of a group: %+v", sc)
	}
}
