package kernels

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// takeBinary gathers binary or utf8 values: one pass sums the lengths into
// the new offsets, a second copies the bytes (short values as one 32-byte
// move, see moveShort and copyShort; for sorted indices a run of
// consecutive indices is one copy).
func takeBinary[O int32 | int64](c *config, d *arrays.Data, ix *indexSet) (*arrays.Data, error) {
	valid, nulls := takeValidity(c, d, ix)
	u32, u64 := ix.wide(c)
	if u32 != nil {
		return takeBinaryOf[O](c, d, ix, u32, valid, nulls)
	}
	return takeBinaryOf[O](c, d, ix, u64, valid, nulls)
}

func takeBinaryOf[O int32 | int64, I uint32 | uint64](c *config, d *arrays.Data, ix *indexSet, idx []I, valid []byte, nulls int) (*arrays.Data, error) {
	n := ix.n
	offs := viewAt[O](d.Buffers[1], d.Offset, d.Length+1)
	if err := checkSpan(int64(offs[0]), int64(offs[d.Length]), len(d.Buffers[2]), "data bytes"); err != nil {
		return nil, err
	}
	ob := c.alloc(int(unsafeSizeof[O]())*(n+1), false)
	out := viewAs[O](ob, n+1)
	out[0] = 0
	// Unsorted indices read the offsets at random: the first pass keeps
	// each slot's start, so the copy pass makes one independent random
	// read per slot (of the bytes) instead of two dependent ones.
	var starts []O
	if !ix.sorted {
		starts = viewAs[O](c.alloc(int(unsafeSizeof[O]())*n, false), n)
	}
	if c.parallel(n) {
		return takeBinaryMorsels(*c, d, ix, idx, valid, nulls, offs, ob, starts)
	}
	pos, neg := takenLengths(out, starts, offs, idx, valid, 0, n)
	if err := checkTakenSize(neg < 0, pos, n, int64(offs[d.Length]-offs[0]), "data bytes"); err != nil {
		return nil, err
	}
	if err := checkOffsetRange[O](pos, "data bytes"); err != nil {
		return nil, err
	}
	data := c.alloc(int(pos), false)
	takeBytes(data[:cap(data)], d.Buffers[2], offs, out, starts, idx, ix.sorted, 0, n)
	clear(data[len(data):cap(data)]) // the 32-byte moves may have run past the end
	return newOut(c, d.Type, n, nulls, nil, valid, ob, data), nil
}

// takenLengths writes out[i+1] for the slots i in [from, to): the sum of
// the taken lengths from slot from (the caller adds what comes before),
// and each valid slot's start when starts is not nil. It returns the
// slots' total and the OR of their lengths, negative if one is.
func takenLengths[O int32 | int64, I uint32 | uint64](out, starts, offs []O, idx []I, valid []byte, from, to int) (pos int64, neg O) {
	switch {
	case valid == nil && starts != nil:
		for i := from; i < to; i++ {
			x := idx[i]
			lo := offs[x]
			starts[i] = lo
			l := offs[x+1] - lo
			neg |= l
			pos += int64(l)
			out[i+1] = O(pos)
		}
	case valid == nil:
		for i := from; i < to; i++ {
			x := idx[i]
			l := offs[x+1] - offs[x]
			neg |= l
			pos += int64(l)
			out[i+1] = O(pos)
		}
	default:
		for i := from; i < to; i++ {
			if arrays.BitIsSet(valid, i) {
				x := idx[i]
				lo := offs[x]
				if starts != nil {
					starts[i] = lo
				}
				l := offs[x+1] - lo
				neg |= l
				pos += int64(l)
			}
			out[i+1] = O(pos)
		}
	}
	return pos, neg
}

// takeBytes copies the bytes of the slots in [from, to) to data at the
// positions out gives. The 32-byte moves write only below len(data) (a
// caller that owns only part of the data passes it cut there) and read
// within src's capacity; anything else takes copy, which panics on
// malformed offsets (guard reports them).
func takeBytes[O int32 | int64, I uint32 | uint64](data, src []byte, offs, out, starts []O, idx []I, sorted bool, from, to int) {
	data = data[:len(data):len(data)]
	if !sorted {
		// Values of up to 32 bytes are one 32-byte move (see moveShort),
		// inline: the loop stays short enough for many of its random
		// reads to be in flight at once.
		srcLim := cap(src) - 32
		for i := from; i < to; i++ {
			lo := starts[i]
			p, l := int(out[i]), int(out[i+1]-out[i])
			if uint(l) <= 32 && lo >= 0 && int64(lo) <= int64(srcLim) && int(lo)+l <= len(src) && p+32 <= len(data) {
				moveShort(unsafe.Pointer(&data[p]), unsafe.Add(unsafe.Pointer(unsafe.SliceData(src)), lo), 32)
			} else if l != 0 {
				copy(data[p:p+l], src[lo:lo+O(l)])
			}
		}
		return
	}
	for i := from; i < to; {
		if out[i+1] == out[i] {
			i++
			continue
		}
		// extend over consecutive indices: one copy for the run
		x := idx[i]
		j := i + 1
		for j < to && idx[j] == x+I(j-i) && out[j+1] != out[j] {
			j++
		}
		copyShort(data, int(out[i]), src, int(offs[x]), int(out[j]-out[i]))
		i = j
	}
}

// takeList gathers a list, large list or map: new offsets from the lengths
// and the child taken at the concatenated ranges of the selected slots.
func takeList[O int32 | int64](k *asm.Table, c *config, d *arrays.Data, ix *indexSet) (*arrays.Data, error) {
	valid, nulls := takeValidity(c, d, ix)
	n := ix.n
	offs := viewAt[O](d.Buffers[1], d.Offset, d.Length+1)
	ob := c.alloc(int(unsafeSizeof[O]())*(n+1), false)
	out := viewAs[O](ob, n+1)
	out[0] = 0
	var pos int64
	var neg O // the OR of the lengths: negative if one is
	for i := range n {
		if valid == nil || arrays.BitIsSet(valid, i) {
			x := ix.at(i)
			l := offs[x+1] - offs[x]
			neg |= l
			pos += int64(l)
		}
		out[i+1] = O(pos)
	}
	if err := checkSpan(int64(offs[0]), int64(offs[d.Length]), d.Children[0].Length, "child values"); err != nil {
		return nil, err
	}
	if err := checkTakenSize(neg < 0, pos, n, int64(offs[d.Length]-offs[0]), "child values"); err != nil {
		return nil, err
	}
	if err := checkOffsetRange[O](pos, "child values"); err != nil {
		return nil, err
	}
	child := d.Children[0]
	ci := newChildIndices(child.Length, int(pos))
	for i := range n {
		if out[i+1] != out[i] {
			x := ix.at(i)
			ci.addRange(int(offs[x]), int(offs[x+1]))
		}
	}
	tc, err := takeData(k, c, child, ci.set(ix.sorted))
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, n, nulls, []*arrays.Data{tc}, valid, ob), nil
}

// takeFixedSizeList takes the child at the size-long ranges of the
// selected slots; a null slot gets size null child values.
func takeFixedSizeList(k *asm.Table, c *config, d *arrays.Data, size int, ix *indexSet) (*arrays.Data, error) {
	valid, nulls := takeValidity(c, d, ix)
	child := d.Children[0]
	ci := newChildIndices(child.Length, ix.n*size)
	for i := range ix.n {
		if !ix.isValid(i) {
			for range size {
				ci.addNull()
			}
			continue
		}
		s := (d.Offset + ix.at(i)) * size
		ci.addRange(s, s+size)
	}
	tc, err := takeData(k, c, child, ci.set(ix.sorted))
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, ix.n, nulls, []*arrays.Data{tc}, valid), nil
}

// unionIDs gathers the type ids of a union; null indices select the first
// child, whose taken value is null there.
func unionIDs(k *asm.Table, c *config, d *arrays.Data, t *arrays.UnionType, ix *indexSet) ([]byte, error) {
	ids := gatherValues(k, c, d.Buffers[1], d.Offset, d.Length, 1, ix)
	if ix.valid != nil {
		if len(t.TypeCodes) == 0 {
			return nil, fmt.Errorf("a union without children cannot hold the null of a null index")
		}
		for i := range ix.n {
			if !ix.isValid(i) {
				ids[i] = byte(t.TypeCodes[0])
			}
		}
	}
	return ids, nil
}

// takeSparseUnion takes the type ids and the same rows of every child.
func takeSparseUnion(k *asm.Table, c *config, d *arrays.Data, t *arrays.UnionType, ix *indexSet) (*arrays.Data, error) {
	ids, err := unionIDs(k, c, d, t, ix)
	if err != nil {
		return nil, err
	}
	children, err := takeChildren(k, c, d, ix)
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, ix.n, 0, children, nil, ids), nil
}

// takeDenseUnion takes the type ids and rebuilds each child from the
// values the result selects in it, in order, so that offsets into each
// child increase as the format requires.
func takeDenseUnion(k *asm.Table, c *config, d *arrays.Data, t *arrays.UnionType, ix *indexSet) (*arrays.Data, error) {
	ids, err := unionIDs(k, c, d, t, ix)
	if err != nil {
		return nil, err
	}
	var childOf [256]int
	for i, code := range t.TypeCodes {
		childOf[uint8(code)] = i
	}
	inOffs := viewAt[int32](d.Buffers[2], d.Offset, d.Length)
	ob := c.alloc(4*ix.n, false)
	outOffs := viewAs[int32](ob, ix.n)
	cis := make([]*childIndices, len(d.Children))
	for i, ch := range d.Children {
		cis[i] = newChildIndices(ch.Length, 0)
	}
	for i := range ix.n {
		if !ix.isValid(i) {
			outOffs[i] = int32(cis[0].n)
			cis[0].addNull()
			continue
		}
		x := ix.at(i)
		ci := cis[childOf[ids[i]]]
		if ci.n > math.MaxInt32 {
			return nil, fmt.Errorf("dense union child has more than 2^31-1 values")
		}
		outOffs[i] = int32(ci.n)
		ci.add(int(inOffs[x]))
	}
	children := make([]*arrays.Data, len(d.Children))
	for i, ch := range d.Children {
		tc, err := takeData(k, c, ch, cis[i].set(ix.sorted))
		if err != nil {
			return nil, err
		}
		children[i] = tc
	}
	return newOut(c, d.Type, ix.n, 0, children, nil, ids, ob), nil
}

// takeRunEndEncoded takes logical slots of a run-end encoded array and
// returns a run-end encoded array: consecutive results from the same run
// (or consecutive null indices) form one run, and the values child is
// taken at the runs' physical indices. Sorted indices find their runs by
// walking forward; others by the interleaved batch search of
// REEFindBatch.
func takeRunEndEncoded(k *asm.Table, c *config, d *arrays.Data, ix *indexSet) (*arrays.Data, error) {
	id, err := reeRunEndID(d)
	if err != nil {
		return nil, err
	}
	switch id {
	case arrays.INT16:
		return takeREE[int16](k, c, d, ix, math.MaxInt16)
	case arrays.INT32:
		return takeREE[int32](k, c, d, ix, math.MaxInt32)
	}
	return takeREE[int64](k, c, d, ix, math.MaxInt) // MaxInt64 on 64-bit int
}

func takeREE[R int16 | int32 | int64](k *asm.Table, c *config, d *arrays.Data, ix *indexSet, maxEnd int) (*arrays.Data, error) {
	if ix.n > maxEnd {
		return nil, fmt.Errorf("%d slots overflow the %s run ends", ix.n, d.Children[0].Type)
	}
	r, err := newREERuns[R](d)
	if err != nil {
		return nil, err
	}
	re, vals := d.Children[0], d.Children[1]
	ends := r.ends
	var found []int // run of each index, unsorted indices only
	if !ix.sorted && ix.n > 0 {
		found = make([]int, ix.n)
		if u32, u64 := ix.wide(c); u32 != nil {
			findInterleaved(ends, d.Offset, u32, found)
		} else {
			findInterleaved(ends, d.Offset, u64, found)
		}
	}
	w := int(unsafeSizeof[R]())
	endBuf := c.alloc(w*ix.n, false)
	outEnds := viewAs[R](endBuf, ix.n)
	phys := newChildIndices(vals.Length, 0)
	runs, last, walk := 0, -2, 0
	for i := range ix.n {
		p := -1
		if ix.isValid(i) {
			if ix.sorted {
				logical := d.Offset + ix.at(i)
				for int(ends[walk]) <= logical {
					walk++
				}
				p = walk
			} else {
				p = found[i]
			}
		}
		if p == last {
			outEnds[runs-1] = R(i + 1)
			continue
		}
		outEnds[runs] = R(i + 1)
		runs++
		last = p
		if p < 0 {
			phys.addNull()
		} else {
			phys.add(p)
		}
	}
	values, err := takeData(k, c, vals, phys.set(ix.sorted))
	if err != nil {
		return nil, err
	}
	runEnds := arrays.NewData(re.Type, runs, c.buffers(nil, endBuf[:w*runs]), nil, 0, 0)
	return newOut(c, d.Type, ix.n, 0, []*arrays.Data{runEnds, values}, nil), nil
}
