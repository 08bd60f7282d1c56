package kernels

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"

	"github.com/quiver-go/quiver/arrays"
)

// TakeChunked is Take over a column: values[indices[0]],
// values[indices[1]], ... where an index counts slots of the whole column,
// across its chunks (see Take for the index types, nulls, IndexError and
// NoBoundsCheck; an IndexError's Length is the column's). Fixed-width and
// bool values are gathered straight from the chunks into one result chunk
// (split into morsels under Parallel). Other layouts take each run of
// indices that stays within one chunk from that chunk, one result chunk
// per run; when the runs are short (random indices), each chunk's indices
// are taken from it and the parts are put back in order by one more take.
func TakeChunked(values *arrays.Chunked, indices arrays.Array, opts ...Option) (_ *arrays.Chunked, err error) {
	defer guard("take", &err, in("values", values), in("indices", indices))
	if err := checkColumn("take", "values", values); err != nil {
		return nil, err
	}
	c := enterCall(opts)
	defer c.leave()
	c.scratch = nil
	chunks := nonEmpty(values)
	t := values.DataType()
	switch len(chunks) {
	case 0, 1:
		var v arrays.Array
		if len(chunks) == 1 {
			v = chunks[0]
		} else if v, err = emptyOf("take", t); err != nil {
			return nil, err
		}
		r, err := Take(v, indices, chunkOpts(opts, c.workers)...)
		if err != nil {
			return nil, err
		}
		return chunkedResult(t, []arrays.Array{r})
	}
	args := []namedArg{arg("indices", argData(indices))}
	for k, ch := range values.Chunks() {
		args = append(args, arg("values chunk "+strconv.Itoa(k), ch.Data()))
	}
	if err := c.checkArgs("take", args...); err != nil {
		return nil, err
	}
	ix, err := newIndexSet(&c, indices, values.Len())
	if err != nil {
		return nil, err
	}
	loc := newLocator(values)
	st := arrays.StorageOf(t)
	if w := arrays.PrimitiveByteWidth(st.ID()); w > 0 || st.ID() == arrays.BOOL {
		d := gatherChunked(&c, t, w, values, loc, ix)
		return chunkedResult(t, []arrays.Array{arrays.MakeArray(d)})
	}
	return takeRuns(values, loc, ix, opts)
}

// TakeTable takes the same rows from every column of t (see
// TakeChunked). A null index makes the result's fields nullable.
func TakeTable(t *arrays.Table, indices arrays.Array, opts ...Option) (*arrays.Table, error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	if t == nil {
		return nil, errors.New("kernels: take: table is nil")
	}
	cols := make([]*arrays.Chunked, t.NumCols())
	for i, col := range t.Columns() {
		r, err := TakeChunked(col, indices, opts...)
		if err != nil {
			return nil, fmt.Errorf("column %d (%q): %w", i, t.ColumnName(i), err)
		}
		cols[i] = r
	}
	n := 0
	if !isNil(indices) {
		n = indices.Len()
	}
	nulls := !isNil(indices) && indices.NullN() > 0
	return arrays.NewTable(nullableSchema(t.Schema(), nulls), cols, n)
}

// locator finds the chunk of a column slot with findRun's branch-free
// search over the chunk ends: no mispredicted branch stalls the loads of
// a gather, so the cache misses of random indices overlap.
type locator struct {
	ends   []int64 // ends[k]: the column slot past chunk k
	starts []int   // starts[k]: the column slot of chunk k's first slot
}

func newLocator(c *arrays.Chunked) locator {
	l := locator{ends: make([]int64, c.NumChunks()), starts: make([]int, c.NumChunks())}
	for k := range l.ends {
		l.starts[k] = c.ChunkStart(k)
		l.ends[k] = int64(l.starts[k] + c.Chunk(k).Len())
	}
	return l
}

func (l locator) start(k int) int { return l.starts[k] }

// find returns the chunk holding slot g (< the column's length); never an
// empty chunk.
func (l locator) find(g int) int { return findRun(l.ends, g) }

// chunkSrc is one chunk as gatherRange reads it.
type chunkSrc struct {
	vals  []byte // values buffer (bits for bool)
	valid []byte // validity bitmap, nil when the chunk has no null
	off   int    // the chunk's offset
}

// gatherChunked takes the valid indices of ix from the chunks of a
// column of fixed-width values (w bytes each; w == 0: bool) into one
// array of type t. Morsels of indices write disjoint whole words of the
// output bitmaps.
func gatherChunked(c *config, t arrays.DataType, w int, values *arrays.Chunked, loc locator, ix *indexSet) *arrays.Data {
	n := ix.n
	srcs := make([]chunkSrc, values.NumChunks())
	hasNulls := ix.nulls > 0
	for k, ch := range values.Chunks() {
		d := ch.Data()
		srcs[k] = chunkSrc{vals: d.Buffers[1], valid: validity(d), off: d.Offset}
		hasNulls = hasNulls || srcs[k].valid != nil
	}
	var out []byte
	if w > 0 {
		out = c.alloc(n*w, false)
	} else {
		out = c.bitmap(n)
	}
	var valid []byte
	if hasNulls {
		valid = c.bitmap(n)
	}
	nulls := make([]int, numMorsels(n))
	run := func(lo, hi int) {
		switch {
		case valid == nil && w == 8:
			gatherWords(viewAs[uint64](out, n), srcs, loc, ix, lo, hi)
		case valid == nil && w == 4:
			gatherWords(viewAs[uint32](out, n), srcs, loc, ix, lo, hi)
		default:
			nulls[lo/morselSlots] = gatherRange(w, out, valid, srcs, loc, ix, lo, hi)
		}
	}
	if c.parallel(n) {
		forMorsels(*c, n, func(_ *config, lo, hi int) { run(lo, hi) })
	} else {
		for lo := 0; lo < n; lo += morselSlots {
			run(lo, min(n, lo+morselSlots))
		}
	}
	total := 0
	for _, k := range nulls {
		total += k
	}
	if total == 0 {
		valid = nil
	}
	return arrays.NewData(t, n, [][]byte{valid, out}, nil, total, 0)
}

// gatherRange is gatherChunked's work on output slots [lo, hi): it
// returns their null count. A null slot's value is zero.
func gatherRange(w int, out, valid []byte, srcs []chunkSrc, loc locator, ix *indexSet, lo, hi int) int {
	nulls := 0
	for i := lo; i < hi; i++ {
		if !ix.isValid(i) {
			if w > 0 {
				clear(out[i*w : i*w+w])
			}
			nulls++
			continue
		}
		g := ix.at(i)
		k := loc.find(g)
		s := &srcs[k]
		j := g - loc.start(k) + s.off
		switch w {
		case 8:
			binary.NativeEndian.PutUint64(out[i*8:], binary.NativeEndian.Uint64(s.vals[j*8:]))
		case 4:
			binary.NativeEndian.PutUint32(out[i*4:], binary.NativeEndian.Uint32(s.vals[j*4:]))
		case 0:
			if arrays.BitIsSet(s.vals, j) {
				arrays.SetBit(out, i)
			}
		default:
			copy(out[i*w:i*w+w], s.vals[j*w:j*w+w])
		}
		if valid == nil {
			continue
		}
		if s.valid != nil && !arrays.BitIsSet(s.valid, j) {
			nulls++
		} else {
			arrays.SetBit(valid, i)
		}
	}
	return nulls
}

// gatherWords is gatherRange for 4- or 8-byte values without nulls: one
// typed load and store per slot, the chunk found without a branch.
func gatherWords[E uint32 | uint64](out []E, srcs []chunkSrc, loc locator, ix *indexSet, lo, hi int) {
	bases := make([][]E, len(srcs))
	for k, s := range srcs {
		bases[k] = viewAs[E](s.vals[int(unsafeSizeof[E]())*s.off:], int(loc.ends[k])-loc.starts[k])
	}
	switch ix.w {
	case 1:
		gatherIdx(out[lo:hi], bases, loc, ix.u8[lo:hi])
	case 2:
		gatherIdx(out[lo:hi], bases, loc, ix.u16[lo:hi])
	case 4:
		gatherIdx(out[lo:hi], bases, loc, ix.u32[lo:hi])
	default:
		gatherIdx(out[lo:hi], bases, loc, ix.u64[lo:hi])
	}
}

// gatherIdx stores in out[i] the slot idx[i] of the column whose chunks'
// values are bases, a block of indices at a time in two passes: first
// each index's chunk and slot within it (arithmetic only), then the loads,
// a loop short enough that the cache misses of many random indices
// overlap (one loop doing both holds too few loads in flight).
func gatherIdx[E uint32 | uint64, I uint8 | uint16 | uint32 | uint64](out []E, bases [][]E, loc locator, idx []I) {
	const block = 1024
	var ks [block]int32
	var js [block]int
	for lo := 0; lo < len(idx); lo += block {
		ix := idx[lo:min(len(idx), lo+block)]
		locate(ks[:len(ix)], js[:len(ix)], loc, ix)
		o := out[lo : lo+len(ix)]
		for t := range o {
			o[t] = bases[ks[t]][js[t]]
		}
	}
}

// locate stores the chunk of each index in ks and its slot in the chunk
// in js: with up to 16 chunks a branch-free count of the chunk ends at or
// below it, with more findRun's branch-free search.
func locate[I uint8 | uint16 | uint32 | uint64](ks []int32, js []int, loc locator, idx []I) {
	ks, js = ks[:len(idx)], js[:len(idx)]
	if len(loc.ends) > 16 {
		for t, g := range idx {
			k := loc.find(int(g))
			ks[t], js[t] = int32(k), int(g)-loc.starts[k]
		}
		return
	}
	ends := loc.ends[:len(loc.ends)-1]
	starts := loc.starts
	for t, g := range idx {
		k := 0
		for _, e := range ends {
			k += int(uint64(e-int64(g)-1) >> 63) // e <= g
		}
		ks[t], js[t] = int32(k), int(g)-starts[k]
	}
}

// minRun is the mean run length of indices within one chunk from which
// takeRuns takes run by run: below it, the runs would make the result a
// column of tiny chunks.
const minRun = 256

// takeRuns takes ix from the chunks of values of a layout without a
// direct gather.
func takeRuns(values *arrays.Chunked, loc locator, ix *indexSet, opts []Option) (*arrays.Chunked, error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	n := ix.n
	chunkOf := make([]int32, n) // the chunk of each index, -1 for a null one
	runs, k := 0, -1
	for i := range n {
		if !ix.isValid(i) {
			chunkOf[i] = -1
			continue
		}
		kk := loc.find(ix.at(i))
		if kk != k {
			runs++
			k = kk
		}
		chunkOf[i] = int32(kk)
	}
	t := values.DataType()
	if runs <= max(values.NumChunks(), n/minRun) {
		return takeEachRun(values, loc, ix, chunkOf, opts)
	}
	// Random indices: each chunk's share, then the parts put in order.
	nc := values.NumChunks()
	local := make([][]int64, nc)
	perm := arrays.NewInt64Builder()
	rank := make([]int, nc)
	for i := range n {
		k := chunkOf[i]
		if k < 0 {
			perm.AppendNull()
			continue
		}
		local[k] = append(local[k], int64(ix.at(i)-loc.start(int(k))))
		perm.Append(int64(rank[k])) // rebased below, once each part's start is known
		rank[k]++
	}
	parts := make([]arrays.Array, nc)
	err := runPieces(opts, workersOf(opts), nc, func(k int, opts []Option) error {
		b := arrays.NewInt64Builder()
		b.AppendValues(local[k], nil)
		r, err := Take(values.Chunk(k), b.NewArray(), opts...)
		parts[k] = r
		return err
	})
	if err != nil {
		return nil, err
	}
	b, err := arrays.NewBuilder(t)
	if err != nil {
		return nil, fmt.Errorf("kernels: take: %w", err)
	}
	starts := make([]int64, nc)
	for k, p := range parts {
		starts[k] = int64(b.Len())
		if err := arrays.AppendRange(b, p, 0, p.Len()); err != nil {
			return nil, fmt.Errorf("kernels: take: %w", err)
		}
	}
	pa := perm.NewInt64Array()
	pv := pa.Values()
	for i := range n {
		if k := chunkOf[i]; k >= 0 {
			pv[i] += starts[k]
		}
	}
	r, err := Take(b.NewArray(), pa, chunkOpts(opts, workersOf(opts))...)
	if err != nil {
		return nil, err
	}
	return chunkedResult(t, []arrays.Array{r})
}

// takeEachRun takes each run of indices within one chunk (nulls join the
// run they fall in) from that chunk.
func takeEachRun(values *arrays.Chunked, loc locator, ix *indexSet, chunkOf []int32, opts []Option) (*arrays.Chunked, error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	type run struct{ lo, hi, k int }
	var runs []run
	n := ix.n
	for i := 0; i < n; {
		j, k := i, -1
		for ; j < n; j++ {
			if ck := int(chunkOf[j]); ck >= 0 {
				if k >= 0 && ck != k {
					break
				}
				k = ck
			}
		}
		runs = append(runs, run{i, j, max(k, 0)}) // an all-null run takes from chunk 0
		i = j
	}
	parts := make([]arrays.Array, len(runs))
	err := runPieces(opts, workersOf(opts), len(runs), func(r int, opts []Option) error {
		ru := runs[r]
		b := arrays.NewInt64Builder()
		for i := ru.lo; i < ru.hi; i++ {
			if chunkOf[i] < 0 {
				b.AppendNull()
			} else {
				b.Append(int64(ix.at(i) - loc.start(ru.k)))
			}
		}
		p, err := Take(values.Chunk(ru.k), b.NewArray(), opts...)
		parts[r] = p
		return err
	})
	if err != nil {
		return nil, err
	}
	return chunkedResult(values.DataType(), parts)
}
