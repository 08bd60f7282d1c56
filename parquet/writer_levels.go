package parquet

import (
	"encoding/binary"
	"math"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
)

// Shredding: Arrow arrays to the definition levels, repetition levels and
// non-null values of each leaf column, the reverse of nested.go. A leaf's
// levels come from walking its path from the top-level column down, one
// top-level slot at a time: at each node a null emits the level of its
// parent and stops, a list emits each element (the first at the incoming
// repetition level, the rest at the list's) or, when empty, the list's own
// level. Dictionary, run-end encoded and extension arrays are looked
// through at any depth, so they shred as their decoded values.
//
// Slots are addressed absolutely (the Data's Offset applied) as the
// layouts say: a struct's child slot is the child's Offset plus the
// parent's absolute slot, a list's child slot the child's Offset plus
// the list's offset value, a fixed-size list's the child's Offset plus
// the parent's absolute slot times the size.

// leafChunk collects one leaf column's levels and values for a row group.
type leafChunk struct {
	defs, reps []int16 // nil when the leaf's max level is 0
	// fullDefs counts leading definition levels at the leaf's maximum
	// that defs does not hold (an optional leaf without nulls, the common
	// case, is never written out level by level); defs is then empty.
	fullDefs int
	vals     leafValues
	nulls    int64 // levels below the max definition level
	rows     int64
	binBytes int64 // bytes of the byte-array values, for the row group bound
}

func (c *leafChunk) reset() {
	*c = leafChunk{defs: c.defs[:0], reps: c.reps[:0]}
}

// shredder walks one leaf's path over arrays.
type shredder struct {
	path   []*wnode
	leaf   *wnode
	maxDef int16
	maxRep int16
	c      *leafChunk
	err    error
}

func newShredder(path []*wnode, c *leafChunk) *shredder {
	leaf := path[len(path)-1]
	s := &shredder{path: path, leaf: leaf, maxDef: leaf.def, c: c}
	for _, n := range path {
		if n.kind == wList {
			s.maxRep = n.rep
		}
	}
	return s
}

// explicitDefs writes out the levels fullDefs counts, before a level of
// another value follows them.
func (c *leafChunk) explicitDefs(maxDef int16) {
	if c.fullDefs == 0 {
		return
	}
	c.defs = growAmortized(c.defs, c.fullDefs)
	for range c.fullDefs {
		c.defs = append(c.defs, maxDef)
	}
	c.fullDefs = 0
}

// levelCount is the number of definition levels held.
func (c *leafChunk) levelCount() int { return len(c.defs) + c.fullDefs }

func (s *shredder) emit(rep, def int16) {
	if s.c.fullDefs > 0 {
		s.c.explicitDefs(s.maxDef)
	}
	if s.maxDef > 0 {
		s.c.defs = append(s.c.defs, def)
		if def < s.maxDef {
			s.c.nulls++
		}
	}
	if s.maxRep > 0 {
		s.c.reps = append(s.c.reps, rep)
	}
}

// shred adds the top-level array a (the column of path[0]) to the chunk.
func (s *shredder) shred(a arrays.Array) error {
	d := a.Data()
	s.c.rows += int64(d.Length)
	if len(s.path) == 1 && s.flat(d) || s.flatList(d) {
		return s.err
	}
	for i := range d.Length {
		s.walk(0, d, d.Offset+i, 0)
		if s.err != nil {
			return s.err
		}
	}
	return nil
}

// flat is the fast path of a top-level leaf stored as itself: the levels
// come from the validity bitmap and, without nulls, 32- and 64-bit values
// are taken from the Arrow buffer as they are.
func (s *shredder) flat(d *arrays.Data) bool {
	n := s.leaf
	if n.typ.ID() == arrays.DICTIONARY || n.typ.ID() == arrays.RUN_END_ENCODED || n.typ.ID() == arrays.EXTENSION || n.conv == cNull {
		return false
	}
	valid := d.Buffers[0]
	nulls := d.NullN()
	if nulls > 0 && !n.optional {
		s.err = s.nullErr(n, d.Offset+firstNullSlot(valid, d.Offset, d.Length)-d.Offset)
		return true
	}
	if nulls == 0 || valid == nil {
		if n.optional {
			if len(s.c.defs) == 0 {
				s.c.fullDefs += d.Length
			} else {
				s.c.defs = growAmortized(s.c.defs, d.Length)
				for range d.Length {
					s.c.defs = append(s.c.defs, n.def)
				}
			}
		}
		s.takeRun(d, d.Offset, d.Offset+d.Length)
		return true
	}
	s.c.explicitDefs(n.def)
	for i := range d.Length {
		j := d.Offset + i
		if valid[j>>3]>>(j&7)&1 == 0 {
			s.c.defs = append(s.c.defs, n.def-1)
			s.c.nulls++
			continue
		}
		s.c.defs = append(s.c.defs, n.def)
		s.value(d, j)
	}
	return true
}

// takeRun appends the values of slots [lo, hi) of d, all present: as a
// reference to the Arrow buffer where the layout and the values held so
// far allow, else in one copy where the layout is the file's, else value
// by value.
func (s *shredder) takeRun(d *arrays.Data, lo, hi int) {
	n := s.leaf
	var ok bool
	switch n.conv {
	case cInt32:
		s.c.vals.i32, ok = extendAlias(s.c.vals.i32, asSlice[int32](d.Buffers[1]), lo, hi)
	case cInt64:
		s.c.vals.i64, ok = extendAlias(s.c.vals.i64, asSlice[int64](d.Buffers[1]), lo, hi)
	case cFloat32:
		s.c.vals.f32, ok = extendAlias(s.c.vals.f32, asSlice[float32](d.Buffers[1]), lo, hi)
	case cFloat64:
		s.c.vals.f64, ok = extendAlias(s.c.vals.f64, asSlice[float64](d.Buffers[1]), lo, hi)
	}
	switch n.conv {
	case cBinary:
		addRun(&s.c.vals.bin, d.Buffers[2], asSlice[int32](d.Buffers[1])[lo:hi+1])
		ok = true
	case cLargeBinary:
		addRun(&s.c.vals.bin, d.Buffers[2], asSlice[int64](d.Buffers[1])[lo:hi+1])
		ok = true
	case cFixed:
		w := n.typeLen
		s.c.vals.bin.addFixed(d.Buffers[1][lo*w:hi*w], w)
		ok = true
	}
	if ok {
		return
	}
	s.c.vals.grow(n.conv, hi-lo)
	for j := lo; j < hi; j++ {
		s.value(d, j)
	}
}

// flatList is the fast path of a top-level list (or large list) of a
// leaf stored as itself: levels from the offsets and the validity
// bitmaps, and the values of consecutive lists taken as one run. Nulls
// where the schema forbids them are left to the general walk, which
// reports them.
func (s *shredder) flatList(d *arrays.Data) bool {
	if len(s.path) != 2 || s.path[0].kind != wList {
		return false
	}
	ln, leaf := s.path[0], s.leaf
	var o32 []int32
	var o64 []int64
	switch arrays.StorageOf(d.Type).(type) {
	case *arrays.ListType:
		o32 = asSlice[int32](d.Buffers[1])
	case *arrays.LargeListType:
		o64 = asSlice[int64](d.Buffers[1])
	default:
		return false
	}
	switch leaf.typ.ID() {
	case arrays.DICTIONARY, arrays.RUN_END_ENCODED, arrays.EXTENSION:
		return false
	}
	cd := d.Children[0]
	lvalid, cvalid := d.Buffers[0], cd.Buffers[0]
	listNulls := d.NullN() > 0 && lvalid != nil
	childNulls := cd.NullN() > 0 && cvalid != nil
	if leaf.conv == cNull || listNulls && !ln.optional || childNulls && !leaf.optional {
		return false
	}
	rng := func(abs int) (int, int) {
		if o32 != nil {
			return int(o32[abs]), int(o32[abs+1])
		}
		return int(o64[abs]), int(o64[abs+1])
	}
	if d.Length > 0 {
		first, _ := rng(d.Offset)
		_, last := rng(d.Offset + d.Length - 1)
		grow := d.Length + max(last-first, 0)
		s.c.explicitDefs(leaf.def)
		s.c.defs = growAmortized(s.c.defs, grow)
		s.c.reps = growAmortized(s.c.reps, grow)
	}
	runLo, runHi := 0, 0 // child slots whose values wait to be taken
	take := func() {
		if runHi > runLo {
			if childNulls {
				for j := runLo; j < runHi; j++ {
					if bitSet(cvalid, j) {
						s.value(cd, j)
					}
				}
			} else {
				s.takeRun(cd, runLo, runHi)
			}
		}
	}
	for i := range d.Length {
		abs := d.Offset + i
		if listNulls && !bitSet(lvalid, abs) {
			s.emit(0, ln.def-1)
			continue
		}
		start, end := rng(abs)
		if start == end {
			s.emit(0, ln.def)
			continue
		}
		lo, hi := cd.Offset+start, cd.Offset+end
		if childNulls {
			for j := lo; j < hi; j++ {
				rep := ln.rep
				if j == lo {
					rep = 0
				}
				def := leaf.def
				if !bitSet(cvalid, j) {
					def--
				}
				s.emit(rep, def)
			}
		} else {
			// Every element a value: the levels are two constant runs.
			s.c.reps = append(s.c.reps, 0)
			for range hi - lo - 1 {
				s.c.reps = append(s.c.reps, ln.rep)
			}
			for range hi - lo {
				s.c.defs = append(s.c.defs, leaf.def)
			}
		}
		if lo != runHi {
			take()
			runLo = lo
		}
		runHi = hi
	}
	take()
	return true
}

// extendAlias takes the values [lo, hi) of an Arrow buffer v without a
// copy when the chunk's values so far (have) are empty or are v's values
// just before lo, as when the Writer hands a batch over in pieces: the
// chunk then refers to one run of the buffer. ok is false (have returned
// as it is) when the values must be copied.
func extendAlias[T any](have, v []T, lo, hi int) ([]T, bool) {
	if len(v) < hi {
		return have, false
	}
	k := len(have)
	if k == 0 {
		return v[lo:hi:hi], true
	}
	if lo >= k && &v[lo-k] == &have[0] {
		return v[lo-k : hi : hi], true
	}
	return have, false
}

func firstNullSlot(valid []byte, off, n int) int {
	for i := range n {
		j := off + i
		if valid[j>>3]>>(j&7)&1 == 0 {
			return i
		}
	}
	return n
}

// rangeErr notes (the first) value in seconds that milliseconds, the
// finest unit Parquet has for it, cannot hold.
func (s *shredder) rangeErr(d *arrays.Data, abs int, x int64) {
	if s.err == nil {
		s.err = &WriteError{Column: s.leaf.path, Reason: "value " + itoa(x) + " s at slot " + itoa(int64(abs-d.Offset)) +
			" is outside the range of milliseconds, the unit Parquet stores " + d.Type.String() + " in"}
	}
}

func (s *shredder) nullErr(n *wnode, slot int) error {
	return &WriteError{Column: n.path, Reason: "a null at slot " + itoa(int64(slot)) + " of a field that is not nullable"}
}

// resolve looks through extension, dictionary and run-end encoded layers
// at absolute slot abs, returning the Data and slot holding the value, and
// whether the value is present.
func resolve(d *arrays.Data, abs int) (*arrays.Data, int, bool) {
	for {
		switch arrays.StorageOf(d.Type).ID() {
		case arrays.NULL:
			return d, abs, false
		case arrays.DICTIONARY:
			if !bitSet(d.Buffers[0], abs) {
				return d, abs, false
			}
			idx := dictIndex(d, abs)
			d = d.Dictionary
			abs = d.Offset + idx
		case arrays.RUN_END_ENCODED:
			p := runIndex(d.Children[0], abs)
			d = d.Children[1]
			abs = d.Offset + p
		default:
			return d, abs, bitSet(d.Buffers[0], abs)
		}
	}
}

func bitSet(valid []byte, i int) bool {
	return valid == nil || valid[i>>3]>>(i&7)&1 != 0
}

func dictIndex(d *arrays.Data, abs int) int {
	b := d.Buffers[1]
	switch arrays.StorageOf(d.Type).(*arrays.DictionaryType).Index.ID() {
	case arrays.INT8:
		return int(int8(b[abs]))
	case arrays.UINT8:
		return int(b[abs])
	case arrays.INT16:
		return int(asSlice[int16](b)[abs])
	case arrays.UINT16:
		return int(asSlice[uint16](b)[abs])
	case arrays.INT32:
		return int(asSlice[int32](b)[abs])
	case arrays.UINT32:
		return int(asSlice[uint32](b)[abs])
	case arrays.INT64:
		return int(asSlice[int64](b)[abs])
	}
	return int(asSlice[uint64](b)[abs])
}

// runIndex finds the run of run ends re holding logical position abs.
func runIndex(re *arrays.Data, abs int) int {
	end := func(k int) int {
		b := re.Buffers[1]
		switch re.Type.ID() {
		case arrays.INT16:
			return int(asSlice[int16](b)[re.Offset+k])
		case arrays.INT32:
			return int(asSlice[int32](b)[re.Offset+k])
		}
		return int(asSlice[int64](b)[re.Offset+k])
	}
	lo, hi := 0, re.Length
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if end(mid) <= abs {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

// walk emits the levels (and value) of the leaf under path[k] for the slot
// abs of d, entered at repetition level rep.
func (s *shredder) walk(k int, d *arrays.Data, abs int, rep int16) {
	n := s.path[k]
	d, abs, ok := resolve(d, abs)
	if !ok {
		if !n.optional {
			s.err = s.nullErr(n, abs-d.Offset)
			return
		}
		s.emit(rep, n.def-1)
		return
	}
	switch n.kind {
	case wLeaf:
		s.emit(rep, n.def)
		s.value(d, abs)
	case wStruct:
		next := s.path[k+1]
		for i, c := range n.children {
			if c == next {
				cd := d.Children[i]
				s.walk(k+1, cd, cd.Offset+abs, rep)
				return
			}
		}
	case wList:
		start, end := listRange(d, abs)
		if start == end {
			s.emit(rep, n.def)
			return
		}
		cd := d.Children[0]
		for j := start; j < end && s.err == nil; j++ {
			s.walk(k+1, cd, cd.Offset+j, rep)
			rep = n.rep
		}
	}
}

// listRange is the child range of list slot abs, for every list layout.
func listRange(d *arrays.Data, abs int) (int, int) {
	switch t := arrays.StorageOf(d.Type).(type) {
	case *arrays.ListType, *arrays.MapType:
		o := asSlice[int32](d.Buffers[1])
		return int(o[abs]), int(o[abs+1])
	case *arrays.LargeListType:
		o := asSlice[int64](d.Buffers[1])
		return int(o[abs]), int(o[abs+1])
	case *arrays.ListViewType:
		o, z := asSlice[int32](d.Buffers[1]), asSlice[int32](d.Buffers[2])
		return int(o[abs]), int(o[abs] + z[abs])
	case *arrays.LargeListViewType:
		o, z := asSlice[int64](d.Buffers[1]), asSlice[int64](d.Buffers[2])
		return int(o[abs]), int(o[abs] + z[abs])
	case *arrays.FixedSizeListType:
		return abs * t.Size, (abs + 1) * t.Size
	}
	return 0, 0
}

// value appends the present value at slot abs of d (its storage type the
// leaf's) to the chunk's values.
func (s *shredder) value(d *arrays.Data, abs int) {
	v := &s.c.vals
	b := d.Buffers
	switch s.leaf.conv {
	case cBool:
		v.bools = append(v.bools, b[1][abs>>3]>>(abs&7)&1 != 0)
	case cInt8:
		v.i32 = append(v.i32, int32(int8(b[1][abs])))
	case cUint8:
		v.i32 = append(v.i32, int32(b[1][abs]))
	case cInt16:
		v.i32 = append(v.i32, int32(asSlice[int16](b[1])[abs]))
	case cUint16:
		v.i32 = append(v.i32, int32(asSlice[uint16](b[1])[abs]))
	case cInt32, cUint32:
		v.i32 = append(v.i32, asSlice[int32](b[1])[abs])
	case cInt32x1000:
		x := asSlice[int32](b[1])[abs]
		if x > math.MaxInt32/1000 || x < math.MinInt32/1000 {
			s.rangeErr(d, abs, int64(x))
		}
		v.i32 = append(v.i32, x*1000)
	case cDate64:
		ms := asSlice[int64](b[1])[abs]
		day := ms / 86400000
		if ms%86400000 < 0 {
			day-- // floor: a time before midnight belongs to the day before
		}
		v.i32 = append(v.i32, int32(day))
	case cInt64, cUint64:
		v.i64 = append(v.i64, asSlice[int64](b[1])[abs])
	case cInt64x1000:
		x := asSlice[int64](b[1])[abs]
		if x > math.MaxInt64/1000 || x < math.MinInt64/1000 {
			s.rangeErr(d, abs, x)
		}
		v.i64 = append(v.i64, x*1000)
	case cFloat32:
		v.f32 = append(v.f32, asSlice[float32](b[1])[abs])
	case cFloat64:
		v.f64 = append(v.f64, asSlice[float64](b[1])[abs])
	case cFloat16:
		binary.LittleEndian.PutUint16(v.bin.extend(2), asSlice[uint16](b[1])[abs])
	case cFixed:
		w := s.leaf.typeLen
		v.bin.add(b[1][abs*w : (abs+1)*w])
	case cDecimal32:
		s.bigEndian(words32(asSlice[int32](b[1])[abs]))
	case cDecimal64:
		x := asSlice[int64](b[1])[abs]
		s.bigEndian([]uint64{uint64(x)})
	case cDecimal128:
		w := asSlice[uint64](b[1])
		s.bigEndian(w[2*abs : 2*abs+2])
	case cDecimal256:
		w := asSlice[uint64](b[1])
		s.bigEndian(w[4*abs : 4*abs+4])
	case cIntervalYM:
		out := v.bin.extend(12)
		binary.LittleEndian.PutUint32(out, uint32(asSlice[int32](b[1])[abs]))
		clear(out[4:])
	case cIntervalDT:
		x := asSlice[int32](b[1])
		out := v.bin.extend(12)
		clear(out[:4])
		binary.LittleEndian.PutUint32(out[4:], uint32(x[2*abs]))
		binary.LittleEndian.PutUint32(out[8:], uint32(x[2*abs+1]))
	case cBinary:
		o := asSlice[int32](b[1])
		v.bin.add(b[2][o[abs]:o[abs+1]])
	case cLargeBinary:
		o := asSlice[int64](b[1])
		v.bin.add(b[2][o[abs]:o[abs+1]])
	case cView:
		vw := &asSlice[arrays.View](b[1])[abs]
		if vw.IsInline() {
			v.bin.add(vw.InlineBytes()[:vw.Length])
		} else {
			data := b[2+int(vw.BufferIndex)]
			v.bin.add(data[vw.Offset : int(vw.Offset)+int(vw.Length)])
		}
	}
}

func words32(x int32) []uint64 { return []uint64{uint64(int64(x))} }

// bigEndian appends the little-endian two's complement words (lowest
// first) as a value of the leaf's typeLen bytes, big-endian, keeping the
// low bytes: the sign is carried by the value's own high bytes, which the
// precision bounds to the width.
func (s *shredder) bigEndian(words []uint64) {
	n := s.leaf.typeLen
	out := s.c.vals.bin.extend(n)
	for i := range n {
		w := words[min(i/8, len(words)-1)]
		var by byte
		if i/8 < len(words) {
			by = byte(w >> (8 * (i % 8)))
		} else if int64(w) < 0 {
			by = 0xff // sign extension past the last word
		}
		out[n-1-i] = by
	}
}

// bitWidth is the number of bits of the largest level.
func bitWidth(max int16) int { return bits.Len16(uint16(max)) }

// growAmortized makes room for n more elements, at least doubling the
// capacity when it grows (slices.Grow grows to just what is asked, which
// for a chunk filled piece by piece reallocates at every piece).
func growAmortized[T any](s []T, n int) []T {
	if cap(s)-len(s) >= n {
		return s
	}
	out := make([]T, len(s), max(2*cap(s), len(s)+n))
	copy(out, s)
	return out
}

// grow makes room for n more values of conversion conv, so that a batch
// piece's values are appended without repeated reallocation.
func (v *leafValues) grow(conv convKind, n int) {
	switch conv {
	case cBool:
		v.bools = growAmortized(v.bools, n)
	case cInt8, cInt16, cInt32, cUint8, cUint16, cUint32, cInt32x1000, cDate64:
		v.i32 = growAmortized(v.i32, n)
	case cInt64, cUint64, cInt64x1000:
		v.i64 = growAmortized(v.i64, n)
	case cFloat32:
		v.f32 = growAmortized(v.f32, n)
	case cFloat64:
		v.f64 = growAmortized(v.f64, n)
	case cNull:
	default:
		v.bin.grow(n)
	}
}
