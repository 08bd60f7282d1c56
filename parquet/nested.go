package parquet

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/kernels"
)

// Record assembly: definition and repetition levels to Arrow validity,
// offsets and children.
//
// Each leaf column has one level entry per value, null or empty list. A
// node's slots (the entries where one of its Arrow slots begins) are found
// top down, separately in each leaf's levels: every entry with rep == 0 is a
// top-level slot; a struct has its parent's slots; a list whose repeated
// node has repetition level r and definition level d turns each slot i with
// def[i] >= d into elements starting at i and at every later entry with
// rep == r, until an entry with rep < r. Slot counts must agree across the
// leaves of a struct, or the file is malformed.

type assembler struct {
	chunks map[int]*chunkData // by leaf index
	leaves []*Node            // the schema's leaves
	m      mem                // allocates the arrays' buffers
}

// slotSet holds, per leaf under a node, the entry index of each slot; a nil
// slice means the identity (slot k is entry k).
type slotSet map[int][]int32

func (a *assembler) leafLevels(leaf int) *chunkData { return a.chunks[leaf] }

func firstLeaf(n *Node) *Node {
	for !n.IsLeaf() {
		n = n.Children[0]
	}
	return n
}

func (s slotSet) count(a *assembler, n *Node) int {
	l := firstLeaf(n)
	if sl := s[l.Leaf]; sl != nil {
		return len(sl)
	}
	return a.leafLevels(l.Leaf).levels
}

func slotAt(sl []int32, k int) int {
	if sl == nil {
		return k
	}
	return int(sl[k])
}

// defAt is the definition level of entry i of leaf c (the maximum when the
// column has none).
func defAt(c *chunkData, i int, max int16) int32 {
	if c.def == nil {
		return int32(max)
	}
	return c.def[i]
}

// build assembles node n's field of type t over the given slots.
func (a *assembler) build(n *Node, t arrays.DataType, slots slotSet) (arrays.Array, error) {
	if n.repetition() == Repeated {
		// An unannotated repeated field: a required list of n's values.
		return a.buildList(n, n, n, t, slots, false)
	}
	if !n.IsLeaf() {
		switch {
		case n.isList():
			elem, err := listElement(n)
			if err != nil {
				return nil, err
			}
			return a.buildList(n, n.Children[0], elem, t, slots, n.repetition() == Optional)
		case n.isMap():
			kv := n.Children[0]
			if len(kv.Children) == 1 {
				return a.buildList(n, kv, kv.Children[0], t, slots, n.repetition() == Optional)
			}
			return a.buildList(n, kv, kv, t, slots, n.repetition() == Optional)
		}
	}
	return a.buildValue(n, t, slots, n.repetition() == Optional)
}

// buildValue assembles n ignoring its repetition: a leaf's values or a
// struct of its children; nullable says whether slots below n's level are
// null rather than impossible.
func (a *assembler) buildValue(n *Node, t arrays.DataType, slots slotSet, nullable bool) (arrays.Array, error) {
	nslots := slots.count(a, n)
	if n.IsLeaf() {
		c := a.leafLevels(n.Leaf)
		sl := slots[n.Leaf]
		var validity []byte
		nulls := 0
		if c.vals.spaced && sl != nil {
			return nil, fmt.Errorf("parquet: internal error: column %s has spaced values and slots", strings.Join(n.Path, "."))
		}
		if c.valid != nil && c.someAbsent {
			validity, nulls = bitValidity(c, sl, nslots)
		} else if c.def != nil && c.someAbsent {
			validity, nulls = defValidity(a.m, c.def, sl, nslots, int32(n.MaxDef))
		}
		if c.dictMode {
			dt, ok := arrays.StorageOf(t).(*arrays.DictionaryType)
			if !ok {
				return nil, fmt.Errorf("parquet: internal error: column %s decoded as a dictionary for %s", strings.Join(n.Path, "."), t)
			}
			return dictArray(n, t, dt, c, validity, nulls, nslots)
		}
		return leafArray(n, t, c.vals, validity, nulls, nslots)
	}
	st, ok := arrays.StorageOf(t).(*arrays.StructType)
	if !ok || len(st.Children) != len(n.Children) {
		return nil, unsupportedf("group %s read as %s", strings.Join(n.Path, "."), t)
	}
	children := make([]*arrays.Data, len(n.Children))
	for i, c := range n.Children {
		arr, err := a.build(c, st.Children[i].Type, slots)
		if err != nil {
			return nil, err
		}
		if arr.Len() != nslots {
			return nil, malformedf("group %s: child %s has %d slots, %s %d", strings.Join(n.Path, "."), c.Element.Name, arr.Len(), firstLeaf(n).Element.Name, nslots)
		}
		children[i] = arr.Data()
	}
	validity, nulls := a.validity(n, slots, nslots, nullable)
	return arrays.MakeArray(arrays.NewData(t, nslots, [][]byte{validity}, children, nulls, 0)), nil
}

// defValidity is the validity of nslots slots (entries sl, nil: the
// first nslots) whose value is defined where the level is max, and the
// null count; nil and 0 when none is null. Under a list, absent levels
// are often only those of empty or null lists, which are no slots of the
// leaf: a first pass looks for a null slot before any bitmap is made.
func defValidity(m mem, def, sl []int32, nslots int, max int32) ([]byte, int) {
	var some bool
	if sl == nil {
		for _, x := range def[:nslots] {
			if x != max {
				some = true
				break
			}
		}
	} else {
		for _, i := range sl[:nslots] {
			if def[i] != max {
				some = true
				break
			}
		}
	}
	if !some {
		return nil, 0
	}
	validity := m.zeroed(arrays.BitmapLen(nslots))
	nulls := 0
	for k := range nslots {
		if def[slotAt(sl, k)] == max {
			validity[k>>3] |= 1 << (k & 7)
		} else {
			nulls++
		}
	}
	return validity, nulls
}

// bitValidity is the validity of nslots slots (entries sl) of a leaf
// whose levels are a bitmap: the bitmap itself when the slots are its
// entries, else gathered; nulls counts the clear bits.
func bitValidity(c *chunkData, sl []int32, nslots int) ([]byte, int) {
	if sl == nil {
		bm := c.valid[:arrays.BitmapLen(nslots)]
		nulls := nslots - kernels.CountSetBits(bm, 0, nslots)
		if nulls == 0 {
			return nil, 0
		}
		return bm, nulls
	}
	bm := c.m.zeroed(arrays.BitmapLen(nslots))
	nulls := 0
	for k, i := range sl[:nslots] {
		if arrays.BitIsSet(c.valid, int(i)) {
			arrays.SetBit(bm, k)
		} else {
			nulls++
		}
	}
	if nulls == 0 {
		return nil, 0
	}
	return bm, nulls
}

// validity is the bitmap of slots where n is defined (nil if all are).
func (a *assembler) validity(n *Node, slots slotSet, nslots int, nullable bool) ([]byte, int) {
	if !nullable {
		return nil, 0
	}
	l := firstLeaf(n)
	c := a.leafLevels(l.Leaf)
	if c.valid != nil && c.someAbsent {
		// A leaf of maximum level 1 under n: n's own level is 1, so n is
		// defined exactly where the leaf is.
		return bitValidity(c, slots[l.Leaf], nslots)
	}
	if c.def == nil || !c.someAbsent {
		return nil, 0
	}
	sl := slots[l.Leaf]
	bm := a.m.zeroed(arrays.BitmapLen(nslots))
	nulls := 0
	for k := range nslots {
		if c.def[slotAt(sl, k)] >= int32(n.MaxDef) {
			arrays.SetBit(bm, k)
		} else {
			nulls++
		}
	}
	if nulls == 0 {
		return nil, 0
	}
	return bm, nulls
}

// buildList assembles list node ln whose repeated node is rep and whose
// element is elem (rep itself for the legacy forms and maps).
func (a *assembler) buildList(ln, rep, elem *Node, t arrays.DataType, slots slotSet, nullable bool) (arrays.Array, error) {
	nslots := slots.count(a, ln)
	r := int32(rep.MaxRep)
	d := int32(rep.MaxDef)
	elemSlots := slotSet{}
	var counts []int32
	ref := firstLeaf(ln).Leaf
	for leaf, sl := range slots {
		if !under(a, leaf, ln) {
			continue
		}
		c := a.leafLevels(leaf)
		if r == 1 && a.maxRep(leaf) == 1 {
			if es, cnt, ok := outerListSlots(c, d, len(sl), leaf == ref); ok {
				elemSlots[leaf] = es
				if cnt != nil {
					counts = cnt
				}
				continue
			}
		}
		es := make([]int32, 0, len(c.def))
		var cnt []int32
		if leaf == ref {
			cnt = make([]int32, nslots)
		}
		n := len(sl)
		if sl == nil {
			n = c.levels
		}
		for k := range n {
			i := slotAt(sl, k)
			if defAt(c, i, 0) < d {
				continue // null or empty
			}
			es = append(es, int32(i))
			m := int32(1)
			for j := i + 1; j < c.levels && c.rep[j] >= r; j++ {
				if c.rep[j] == r {
					es = append(es, int32(j))
					m++
				}
			}
			if cnt != nil {
				cnt[k] = m
			}
		}
		elemSlots[leaf] = es
		if cnt != nil {
			counts = cnt
		}
	}
	var child arrays.Array
	var err error
	var elemType arrays.DataType
	st := arrays.StorageOf(t)
	switch lt := st.(type) {
	case *arrays.ListType:
		elemType = lt.Elem.Type
	case *arrays.LargeListType:
		elemType = lt.Elem.Type
	case *arrays.MapType:
		elemType = lt.Entries.Type
	case *arrays.FixedSizeListType:
		elemType = lt.Elem.Type
	default:
		return nil, unsupportedf("repeated %s read as %s", strings.Join(ln.Path, "."), t)
	}
	if elem == rep {
		child, err = a.buildValue(rep, elemType, elemSlots, false)
	} else {
		child, err = a.build(elem, elemType, elemSlots)
	}
	if err != nil {
		return nil, err
	}
	validity, nulls := a.validity(ln, slots, nslots, nullable)
	if fl, ok := st.(*arrays.FixedSizeListType); ok {
		return fixedSizeList(a.m, ln, t, fl.Size, child, counts, validity, nulls, nslots)
	}
	var offs []byte
	total := int64(0)
	if st.ID() == arrays.LARGE_LIST {
		offs = a.m.zeroed((nslots + 1) * 8)
		for k, m := range counts {
			total += int64(m)
			binary.NativeEndian.PutUint64(offs[(k+1)*8:], uint64(total))
		}
	} else {
		offs = a.m.zeroed((nslots + 1) * 4)
		for k, m := range counts {
			total += int64(m)
			if total > math.MaxInt32 {
				return nil, unsupportedf("list %s has more than 2^31 elements", strings.Join(ln.Path, "."))
			}
			binary.NativeEndian.PutUint32(offs[(k+1)*4:], uint32(total))
		}
	}
	if total != int64(child.Len()) {
		return nil, malformedf("list %s: offsets end at %d, elements %d", strings.Join(ln.Path, "."), total, child.Len())
	}
	return arrays.MakeArray(arrays.NewData(t, nslots, [][]byte{validity, offs}, []*arrays.Data{child.Data()}, nulls, 0)), nil
}

// outerListSlots is buildList's slot walk for the common case of a list
// that is both the outermost and the innermost repetition of a leaf (its
// repetition level 1, the leaf's maximum 1): the slots are then the rows,
// an entry opens a row where its repetition level is 0, and it is an
// element of the row's list where its definition level reaches d. One
// branch-free pass over the levels finds the element entries and, when
// counts is set, the elements per row. It reports false, leaving the
// general walk to decide, on levels the general walk reads otherwise: a
// continuing entry (repetition level 1) that is not an element, or that
// follows a row without a list.
func outerListSlots(c *chunkData, d int32, rows int, counts bool) ([]int32, []int32, bool) {
	n := c.levels
	if len(c.rep) != n || len(c.def) != n || (n > 0 && c.rep[0] != 0) {
		return nil, nil, false
	}
	es := make([]int32, n+1)
	cnt := make([]int32, rows+1) // index 0 absorbs the (zero) increments before the first row
	row, e := 0, 0
	bad, rowList := 0, 0
	for j := range n {
		first := int((uint32(c.rep[j]) - 1) >> 31) // rep == 0
		el := int(uint32(d-1-c.def[j]) >> 31)      // def >= d
		row += first
		rowList = first*el + (1-first)*rowList
		bad |= (1 - first) & (1 - el&rowList)
		es[e] = int32(j)
		e += el
		cnt[min(row, rows)] += int32(el) // more rows than slots fails below
	}
	if bad != 0 || row != rows {
		return nil, nil, false
	}
	if !counts {
		return es[:e], nil, true
	}
	return es[:e], cnt[1:], true
}

// maxRep is the maximum repetition level of leaf.
func (a *assembler) maxRep(leaf int) int { return int(a.leaves[leaf].MaxRep) }

// under reports whether leaf index leaf lies in n's subtree.
func under(a *assembler, leaf int, n *Node) bool {
	lo, hi := leafRange(n)
	return leaf >= lo && leaf < hi
}

// leafRange is the half-open range of leaf indices under n.
func leafRange(n *Node) (int, int) {
	lo := n
	for !lo.IsLeaf() {
		lo = lo.Children[0]
	}
	hi := n
	for !hi.IsLeaf() {
		hi = hi.Children[len(hi.Children)-1]
	}
	return lo.Leaf, hi.Leaf + 1
}

// dictLeaves marks the leaves under n whose Arrow type (t, n's field type)
// is a dictionary, walking the two trees as build does.
func dictLeaves(n *Node, t arrays.DataType, out map[int]bool) {
	st := arrays.StorageOf(t)
	elemOf := func() arrays.DataType {
		switch lt := st.(type) {
		case *arrays.ListType:
			return lt.Elem.Type
		case *arrays.LargeListType:
			return lt.Elem.Type
		case *arrays.MapType:
			return lt.Entries.Type
		case *arrays.FixedSizeListType:
			return lt.Elem.Type
		}
		return nil
	}
	value := func(v *Node, vt arrays.DataType) {
		if vt == nil {
			return
		}
		if v.IsLeaf() {
			_, out[v.Leaf] = arrays.StorageOf(vt).(*arrays.DictionaryType)
			return
		}
		if s, ok := arrays.StorageOf(vt).(*arrays.StructType); ok && len(s.Children) == len(v.Children) {
			for i, c := range v.Children {
				dictLeaves(c, s.Children[i].Type, out)
			}
		}
	}
	switch {
	case n.repetition() == Repeated:
		value(n, elemOf())
	case !n.IsLeaf() && n.isList():
		if e, err := listElement(n); err == nil {
			if e == n.Children[0] {
				value(e, elemOf())
			} else {
				dictLeaves(e, elemOf(), out)
			}
		}
	case !n.IsLeaf() && n.isMap():
		kv := n.Children[0]
		if len(kv.Children) == 1 {
			dictLeaves(kv.Children[0], elemOf(), out)
		} else {
			value(kv, elemOf())
		}
	default:
		value(n, t)
	}
}

// topSlots are the top-level slots of a leaf: entries with rep == 0.
func topSlots(c *chunkData) []int32 {
	if c.rep == nil {
		return nil
	}
	// Branch-free (row starts fall anywhere): count, then store every
	// index and advance past the row starts only. Levels are never
	// negative, so r-1 has its top bit set exactly when r is 0.
	n := 0
	for _, r := range c.rep {
		n += int((uint32(r) - 1) >> 31)
	}
	out := make([]int32, n+1)
	k := 0
	for i, r := range c.rep {
		out[k] = int32(i)
		k += int((uint32(r) - 1) >> 31)
	}
	return out[:n]
}

// leafList reports, for a top-level field node of type t, the repeated
// node and the leaf element of the commonest nested column: a list (or
// large list) whose element is a leaf and the only repetition above it
// (list<int64>, list<string>, the legacy two-level forms). Such a column
// is assembled by listOfLeaf in one pass over its levels.
func leafList(n *Node, t arrays.DataType) (rep, elem *Node, ok bool) {
	if n.IsLeaf() || n.repetition() == Repeated || !n.isList() {
		return nil, nil, false
	}
	switch arrays.StorageOf(t).(type) {
	case *arrays.ListType, *arrays.LargeListType:
	default:
		return nil, nil, false
	}
	elem, err := listElement(n)
	if err != nil || !elem.IsLeaf() {
		return nil, nil, false
	}
	rep = n.Children[0]
	if rep.MaxRep != 1 || elem.MaxRep != 1 {
		return nil, nil, false
	}
	return rep, elem, true
}

// listOfLeaf assembles a leafList column of rows rows straight from its
// levels: one branch-free pass writes the list offsets (host order) and
// notes whether any list or element is null; only then do one pass per
// bitmap that has a null build it, so a column without nulls pays for no
// bitmap. An entry with repetition level 0 opens a row (defined where its
// definition level reaches ln's), an entry whose level reaches rep's is an
// element, valid where it reaches the leaf's. It reports ok false, having
// built nothing, on levels the general walk (buildList) must judge: a
// continuing entry that is no element or follows a row without a list.
// got is the rows the levels hold; the caller checks it against rows.
func (a *assembler) listOfLeaf(ln, rep, elem *Node, t arrays.DataType, rows int) (arr arrays.Array, got int, ok bool, err error) {
	c := a.leafLevels(elem.Leaf)
	n := c.levels
	if len(c.rep) != n || len(c.def) != n || (n > 0 && c.rep[0] != 0) || n > math.MaxInt32 {
		return nil, 0, false, nil
	}
	var elemType arrays.DataType
	large := false
	switch lt := arrays.StorageOf(t).(type) {
	case *arrays.ListType:
		elemType = lt.Elem.Type
	case *arrays.LargeListType:
		elemType, large = lt.Elem.Type, true
	}
	repLv, defLv := c.rep[:n], c.def[:n]
	dl, d, dm := int32(ln.MaxDef), int32(rep.MaxDef), int32(elem.MaxDef)
	nullable := ln.repetition() == Optional
	var offsBuf []byte
	lists := c.lists.flags
	if !c.lists.on || c.lists.dl != dl || c.lists.d != d || c.lists.dm != dm {
		lists = listLevelFlags(repLv, defLv, dl, d, dm)
	}
	if lists.bad {
		return nil, 0, false, nil
	}
	var row, e int
	if large {
		offsBuf = a.m.uninit((rows + 1) * 8)
		row, e = listOffsets(asSlice[int64](offsBuf)[:rows+1], repLv, defLv, rows, d)
	} else {
		offsBuf = a.m.uninit((rows + 1) * 4)
		row, e = listOffsets(asSlice[int32](offsBuf)[:rows+1], repLv, defLv, rows, d)
	}
	if row != rows {
		return nil, row, true, nil
	}
	if large {
		asSlice[int64](offsBuf)[rows] = int64(e)
	} else {
		asSlice[int32](offsBuf)[rows] = int32(e)
	}
	// The validity bitmaps have a spare bit for the store past the last
	// row or element (overwritten, never read as a slot).
	var lvBuf, evBuf []byte
	if nullable && lists.nullList {
		lvBuf = a.m.zeroed((rows + 1 + 63) / 64 * 8)
		listValidity(asSlice[uint64](lvBuf), repLv, defLv, dl)
	}
	elemNulls := dm > d
	if elemNulls && lists.nullElem {
		evBuf = a.m.zeroed((n + 63) / 64 * 8)
		elemValidity(asSlice[uint64](evBuf), defLv, d, dm)
	}
	if hostorder.BigEndian {
		// Bitmaps are bytes: word w's byte k is the bitmap's byte 8w+k.
		for _, b := range [][]byte{lvBuf, evBuf} {
			lw := asSlice[uint64](b)
			for i := range lw {
				lw[i] = bits.ReverseBytes64(lw[i])
			}
		}
	}
	var validity []byte
	nulls := 0
	if lvBuf != nil {
		if nulls = rows - kernels.CountSetBits(lvBuf, 0, rows); nulls > 0 {
			validity = lvBuf
		}
	}
	var evalid []byte
	enulls := 0
	if evBuf != nil {
		if enulls = e - kernels.CountSetBits(evBuf, 0, e); enulls > 0 {
			evalid = evBuf
		}
	}
	var child arrays.Array
	if c.dictMode {
		dt, isDict := arrays.StorageOf(elemType).(*arrays.DictionaryType)
		if !isDict {
			return nil, 0, false, fmt.Errorf("parquet: internal error: column %s decoded as a dictionary for %s", strings.Join(elem.Path, "."), elemType)
		}
		child, err = dictArray(elem, elemType, dt, c, evalid, enulls, e)
	} else {
		child, err = leafArray(elem, elemType, c.vals, evalid, enulls, e)
	}
	if err != nil {
		return nil, 0, true, err
	}
	arr = arrays.MakeArray(arrays.NewData(t, rows, [][]byte{validity, offsBuf}, []*arrays.Data{child.Data()}, nulls, 0))
	return arr, rows, true, nil
}

// listFlags is what listOffsets learns of a leafList column's levels:
// whether the fast assembly must leave them to the general walk (bad), and
// whether a list or an element is null.
type listFlags struct{ bad, nullList, nullElem bool }

// listOffsets writes the list offsets of leafList levels into offs (rows+1
// long; a surplus row writes slot rows, and the caller fails on the count)
// and returns the rows and elements the levels hold. Every entry stores
// the elements so far at the slot of the row it opens or of the next row:
// the next row's first entry, or the end, overwrites it with the right
// count. Levels are never negative, so uint32(a-1-b)>>31 is 1 exactly when
// b >= a. The flags are a second pass (listLevelFlags): two loops with
// few live values each run in registers, where one loop with all of them
// spills to the stack.
//
//go:noinline // standalone, its loop keeps every value in a register
func listOffsets[T int32 | int64](offs []T, repLv, defLv []int32, rows int, d int32) (row, e int) {
	defLv = defLv[:len(repLv)]
	offs = offs[:rows+1]
	d1 := d - 1
	for j, r := range repLv {
		offs[min(uint(row), uint(rows))] = T(e)
		row += int((uint32(r) - 1) >> 31) // r == 0
		e += int(uint32(d1-defLv[j]) >> 31)
	}
	return row, e
}

// listLevelFlags finds, in leafList levels: a continuing entry that is no
// element or follows one that is no element (a row without a list, or an
// entry that is no element, goes on), a null list, a null element. Only
// entries below the leaf's level (empty or null lists, null elements)
// need a look, and most columns have few: the loop skips the others with
// one well-predicted branch. After the first null element, null elements
// skip too (lim drops to d), so a column with many of them does not pay a
// mispredicted branch at each.
func listLevelFlags(repLv, defLv []int32, dl, d, dm int32) listFlags {
	var f listFlags
	n := len(repLv)
	defLv = defLv[:n]
	lim := dm
	for j, x := range defLv {
		if x >= lim {
			continue
		}
		if x >= d {
			f.nullElem, lim = true, d
			continue
		}
		// No element: an empty or null list, which must be a whole row.
		if repLv[j] != 0 || (j+1 < n && repLv[j+1] != 0) {
			f.bad = true
			return f
		}
		f.nullList = f.nullList || x < dl
	}
	return f
}

// listScan is listLevelFlags run page by page while the chunk is read,
// on each page's levels just decoded and still in cache, in the pass that
// counts its present values: the assembly then skips a pass over all the
// chunk's definition levels (a megabyte per 250K levels) in memory.
// on is set for a leaf under one repeated field; dl, d and dm are the
// levels listOfLeaf must judge with (the list's, the repeated field's, the
// leaf's), which it checks before it trusts flags.
type listScan struct {
	on        bool
	dl, d, dm int32
	flags     listFlags
	lim       int32 // levels from lim up need no look (listLevelFlags' lim; 0 once bad)
	pending   bool  // the last level scanned is no element: the next must open a row
}

// newListScan returns the scan of a leaf's levels: off unless the leaf is
// under exactly one repeated field (itself or an ancestor) that has a
// parent.
func newListScan(leaf *Node) listScan {
	if leaf.MaxRep != 1 {
		return listScan{}
	}
	for r := leaf; r != nil; r = r.Parent {
		if r.repetition() == Repeated {
			if r.Parent == nil {
				return listScan{}
			}
			return listScan{on: true, dl: int32(r.Parent.MaxDef), d: int32(r.MaxDef), dm: int32(leaf.MaxDef), lim: int32(leaf.MaxDef)}
		}
	}
	return listScan{}
}

// page scans one page's levels (rep and def of equal length, no level
// above dm) and returns how many reach dm: countLevel and listLevelFlags
// in one pass.
func (s *listScan) page(repLv, defLv []int32) int {
	n := len(defLv)
	if n == 0 {
		return 0
	}
	repLv = repLv[:n]
	if s.pending && repLv[0] != 0 {
		s.flags.bad, s.lim = true, 0
	}
	s.pending = false
	present := 0
	lim, d, dm := s.lim, s.d, s.dm
	for j, x := range defLv {
		present += int(uint32(dm-1-x) >> 31) // x >= dm
		if x >= lim {
			continue
		}
		if x >= d {
			s.flags.nullElem, lim = true, d
			continue
		}
		if repLv[j] != 0 || (j+1 < n && repLv[j+1] != 0) {
			s.flags.bad, lim = true, 0
			continue
		}
		s.pending = j+1 == n
		s.flags.nullList = s.flags.nullList || x < s.dl
	}
	s.lim = lim
	return present
}

// listValidity sets bit k of lv where row k's list is defined (its first
// entry's level reaches dl). The bits are built a 64-bit word at a time in
// a register, stored (not read back) at every entry, so no entry waits on
// the last one's store.
func listValidity(lv []uint64, repLv, defLv []int32, dl int32) {
	defLv = defLv[:len(repLv)]
	row := 0
	var lw uint64
	for j, r := range repLv {
		first := int((uint32(r) - 1) >> 31)
		lw |= uint64(first&int(uint32(dl-1-defLv[j])>>31)) << (row & 63)
		lv[row>>6] = lw
		row += first
		// The word is done when the row count reaches its end.
		lw &= uint64(first&int(uint32(row&63-1)>>31)) - 1
	}
}

// elemValidity sets bit k of ev where element k (the k-th entry whose
// level reaches d) is valid (its level reaches dm), as listValidity does.
func elemValidity(ev []uint64, defLv []int32, d, dm int32) {
	e := 0
	var ew uint64
	for _, x := range defLv {
		el := int(uint32(d-1-x) >> 31)
		ew |= uint64(el&int(uint32(dm-1-x)>>31)) << (e & 63)
		ev[e>>6] = ew
		e += el
		ew &= uint64(el&int(uint32(e&63-1)>>31)) - 1
	}
}

// fixedSizeList makes the lists of counts elements each (child's, in
// order) a fixed-size list of size elements per slot: the type an Arrow
// writer's ARROW:schema asks for. Every list must hold size elements but a
// null one, which may hold none (Parquet stores no elements under a null
// list): its slot then takes size null elements.
func fixedSizeList(m mem, ln *Node, t arrays.DataType, size int, child arrays.Array, counts []int32, validity []byte, nulls, nslots int) (arrays.Array, error) {
	pad := false
	for k, m := range counts {
		null := validity != nil && !arrays.BitIsSet(validity, k)
		switch {
		case int(m) == size:
		case m == 0 && null:
			pad = true
		default:
			return nil, malformedf("list %s: slot %d holds %d elements, the fixed-size list type %d", strings.Join(ln.Path, "."), k, m, size)
		}
	}
	if pad && size > 0 {
		// Take the elements in order, a null index for each of a null
		// slot's size.
		idx := arrays.AllocBuffer(nslots * size * 4)
		iv := asSlice[int32](idx)
		ivalid := arrays.AllocBuffer(arrays.BitmapLen(nslots * size))
		at, next := 0, int32(0)
		for _, m := range counts {
			for range size {
				if m > 0 {
					iv[at] = next
					next++
					arrays.SetBit(ivalid, at)
				}
				at++
			}
		}
		indices := arrays.MakeArray(arrays.NewData(arrays.Int32Type{}, nslots*size, [][]byte{ivalid, idx}, nil, arrays.UnknownNullCount, 0))
		taken, err := kernels.Take(child, indices, kernels.WithAllocator(m.a))
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", strings.Join(ln.Path, "."), err)
		}
		if taken.Data() != child.Data() {
			child.Data().Release() // the result holds what of child it uses
		}
		child = taken
	}
	return arrays.MakeArray(arrays.NewData(t, nslots, [][]byte{validity}, []*arrays.Data{child.Data()}, nulls, 0)), nil
}
