package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Take returns values[indices[0]], values[indices[1]], ...: an array as
// long as indices, of the type of values.
//
// The indices may be of any integer type, signed or unsigned, and may hold
// nulls: a null index gives a null slot (for unions, a null of the first
// child; for run-end encoded arrays, a run of nulls). An index outside
// [0, values.Len()) is reported as an *IndexError naming its position and
// value, and nothing is returned; NoBoundsCheck skips that check for
// trusted indices. Every layout Filter supports is supported, with the same
// sharing: view arrays keep their data buffers, list views their child,
// dictionaries their dictionary, run-end encoded arrays stay run-end
// encoded.
//
// The check pass also learns whether the indices are sorted or contiguous.
// Contiguous indices copy their range in blocks; sorted indices let
// variable-width and nested layouts move runs of consecutive values at
// once and let run-end encoded arrays find runs by a forward walk instead
// of a binary search per index. Fixed-width values are gathered with plain
// loads (hardware gathers are not faster here). values must be a valid
// array (see arrays.Validate).
func Take(values, indices arrays.Array, opts ...Option) (_ arrays.Array, err error) {
	defer guard("take", &err, in("values", values), in("indices", indices))
	c := enterCall(opts)
	defer c.leave()
	d, err := takeArray(c.widths(), &c, values, indices)
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(owned(d, values.Data())), nil
}

// TakeRecordBatch takes the same rows from every column of rb, checking
// the indices once. A null index makes the result's fields nullable.
func TakeRecordBatch(rb *arrays.RecordBatch, indices arrays.Array, opts ...Option) (_ *arrays.RecordBatch, err error) {
	defer guard("take", &err, in("", rb), in("indices", indices))
	if rb == nil {
		return nil, fmt.Errorf("kernels: take: record batch is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	if err := c.checkArgs("take", batchChecks(rb, arg("indices", argData(indices)))...); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(batchArgs(rb, argData(indices))...)
	}
	ix, err := newIndexSet(&c, indices, rb.NumRows())
	if err != nil {
		return nil, err
	}
	cols := make([]arrays.Array, rb.NumCols())
	for i, col := range rb.Columns() {
		d, err := takeData(c.widths(), &c, col.Data(), ix)
		if err != nil {
			return nil, fmt.Errorf("kernels: take: column %d (%q): %w", i, rb.ColumnName(i), err)
		}
		cols[i] = arrays.MakeArray(owned(d, col.Data()))
	}
	return arrays.NewRecordBatch(nullableSchema(rb.Schema(), ix.nulls > 0), cols, ix.n)
}

// takeArray is Take on a given table, returning the result's Data.
func takeArray(k *asm.Table, c *config, values, indices arrays.Array) (*arrays.Data, error) {
	if isNil(values) {
		return nil, fmt.Errorf("kernels: take: values are nil")
	}
	d, id := values.Data(), argData(indices)
	if !c.marked(d, id) {
		if err := c.checkArgs("take", arg("values", d), arg("indices", id)); err != nil {
			return nil, err
		}
	}
	if c.scratch != nil {
		c.scratch.begin(d, id)
	}
	c.table = k
	var ix indexSet
	if err := ix.init(c, indices, d.Length); err != nil {
		return nil, err
	}
	return takeData(k, c, d, &ix)
}

// takeData takes ix from d, dispatching on the layout.
func takeData(k *asm.Table, c *config, d *arrays.Data, ix *indexSet) (*arrays.Data, error) {
	if ix.contig && ix.n > 0 {
		return takeContiguous(k, c, d, ix)
	}
	t := d.Type
	st := arrays.StorageOf(t)
	id := st.ID()
	if w := arrays.PrimitiveByteWidth(id); w > 0 {
		return takeFixed(k, c, d, w, ix), nil
	}
	switch id {
	case arrays.NULL:
		return arrays.NewData(t, ix.n, [][]byte{nil}, nil, ix.n, 0), nil
	case arrays.BOOL:
		return takeBool(c, d, ix), nil
	case arrays.FIXED_SIZE_BINARY:
		return takeFixed(k, c, d, st.(arrays.FixedSizeBinaryType).ByteWidth, ix), nil
	case arrays.BINARY, arrays.UTF8:
		return takeBinary[int32](c, d, ix)
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		return takeBinary[int64](c, d, ix)
	case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		return takeViews(k, c, d, ix), nil
	case arrays.LIST, arrays.MAP:
		return takeList[int32](k, c, d, ix)
	case arrays.LARGE_LIST:
		return takeList[int64](k, c, d, ix)
	case arrays.LIST_VIEW:
		return takeListView(k, c, d, 4, ix), nil
	case arrays.LARGE_LIST_VIEW:
		return takeListView(k, c, d, 8, ix), nil
	case arrays.FIXED_SIZE_LIST:
		return takeFixedSizeList(k, c, d, st.(*arrays.FixedSizeListType).Size, ix)
	case arrays.STRUCT:
		return takeStruct(k, c, d, ix)
	case arrays.SPARSE_UNION:
		return takeSparseUnion(k, c, d, st.(*arrays.UnionType), ix)
	case arrays.DENSE_UNION:
		return takeDenseUnion(k, c, d, st.(*arrays.UnionType), ix)
	case arrays.DICTIONARY:
		return takeDictionary(k, c, d, st.(*arrays.DictionaryType), ix)
	case arrays.RUN_END_ENCODED:
		return takeRunEndEncoded(k, c, d, ix)
	}
	return nil, fmt.Errorf("kernels: take: unsupported type %s", t)
}

// takeContiguous takes first, first+1, ...: the filter of that range with
// every slot kept, whose kernels copy whole blocks.
func takeContiguous(k *asm.Table, c *config, d *arrays.Data, ix *indexSet) (*arrays.Data, error) {
	all := c.bitmap(ix.n)
	arrays.SetBitsTo(all, 0, ix.n, true)
	sel := selection{n: ix.n, keep: all, count: ix.n}
	return filterData(k, c, subData(d, ix.first, ix.first+ix.n), &sel)
}

// takeValidity builds the output validity: the validity of the values at
// the indices AND the validity of the indices. It returns nil and 0 nulls
// when every output slot is valid.
func takeValidity(c *config, d *arrays.Data, ix *indexSet) ([]byte, int) {
	src := d.Validity()
	if src != nil && d.NullN() == 0 {
		src = nil
	}
	if src == nil && ix.valid == nil {
		return nil, 0
	}
	out := c.bitmap(ix.n)
	var set int
	if src == nil {
		copyBits(out, ix.valid, ix.validOff, ix.n)
		set = ix.n - ix.nulls
	} else {
		takeBits(out, src, d.Offset, ix) // null indices come out clear
		set = c.widths().CountSetBits(out, 0, ix.n)
	}
	if set == ix.n {
		return nil, 0
	}
	return out, ix.n - set
}

// takeFixed gathers a layout of w bytes per value.
func takeFixed(k *asm.Table, c *config, d *arrays.Data, w int, ix *indexSet) *arrays.Data {
	valid, nulls := takeValidity(c, d, ix)
	out := gatherValues(k, c, d.Buffers[1], d.Offset, d.Length, w, ix)
	return newOut(c, d.Type, ix.n, nulls, nil, valid, out)
}

// gatherValues gathers ix from values [off, off+length) of w bytes each in
// buf: the width kernel for w on each run of valid indices (null slots are
// zeroed), or a copy per value for widths without a kernel.
func gatherValues(k *asm.Table, c *config, buf []byte, off, length, w int, ix *indexSet) []byte {
	out := c.alloc(w*ix.n, ix.valid != nil)
	src := buf[w*off : w*(off+length)]
	switch {
	case ix.n == 0:
	case !hasWidthKernel(w):
		u32, u64 := ix.wide(c)
		if u32 != nil {
			takeBytesOf(out, src, w, u32, ix)
		} else {
			takeBytesOf(out, src, w, u64, ix)
		}
	case c.parallel(ix.n):
		takeMorsels(k, *c, w, out, src, length, *ix)
	case ix.valid == nil:
		takeWidth(k, w, out, src, length, ix, 0, ix.n)
	default:
		forEachRun(ix.valid, ix.validOff, ix.n, func(from, to int) {
			takeWidth(k, w, out, src, length, ix, from, to)
		})
	}
	return out
}

// takeBool gathers the values bitmap like a validity bitmap.
func takeBool(c *config, d *arrays.Data, ix *indexSet) *arrays.Data {
	valid, nulls := takeValidity(c, d, ix)
	out := c.bitmap(ix.n)
	takeBits(out, d.Buffers[1], d.Offset, ix)
	return newOut(c, d.Type, ix.n, nulls, nil, valid, out)
}

// takeViews gathers the 16-byte views and keeps the data buffers; a null
// index gets the empty view.
func takeViews(k *asm.Table, c *config, d *arrays.Data, ix *indexSet) *arrays.Data {
	out := takeFixed(k, c, d, 16, ix)
	bufs := c.buffers(d.Buffers...)
	bufs[0], bufs[1] = out.Buffers[0], out.Buffers[1]
	out.Buffers = bufs
	return out
}

// takeListView gathers offsets and sizes (a null index gets an empty list
// at 0) and keeps the child.
func takeListView(k *asm.Table, c *config, d *arrays.Data, w int, ix *indexSet) *arrays.Data {
	valid, nulls := takeValidity(c, d, ix)
	offs := gatherValues(k, c, d.Buffers[1], d.Offset, d.Length, w, ix)
	sizes := gatherValues(k, c, d.Buffers[2], d.Offset, d.Length, w, ix)
	return newOut(c, d.Type, ix.n, nulls, d.Children, valid, offs, sizes)
}

// takeDictionary gathers the indices and keeps the dictionary.
func takeDictionary(k *asm.Table, c *config, d *arrays.Data, t *arrays.DictionaryType, ix *indexSet) (*arrays.Data, error) {
	w := arrays.PrimitiveByteWidth(t.Index.ID())
	if w == 0 || !arrays.IsInteger(t.Index.ID()) {
		return nil, fmt.Errorf("dictionary index type %s is not an integer type", t.Index)
	}
	out := takeFixed(k, c, d, w, ix)
	out.Dictionary = d.Dictionary
	return out, nil
}

// takeStruct takes the same rows from every child.
func takeStruct(k *asm.Table, c *config, d *arrays.Data, ix *indexSet) (*arrays.Data, error) {
	valid, nulls := takeValidity(c, d, ix)
	children, err := takeChildren(k, c, d, ix)
	if err != nil {
		return nil, err
	}
	return newOut(c, d.Type, ix.n, nulls, children, valid), nil
}

// takeChildren takes ix from the children of a struct or sparse union,
// which share the parent's offset.
func takeChildren(k *asm.Table, c *config, d *arrays.Data, ix *indexSet) ([]*arrays.Data, error) {
	children := make([]*arrays.Data, len(d.Children))
	for i, ch := range d.Children {
		tc, err := takeData(k, c, subData(ch, d.Offset, d.Offset+d.Length), ix)
		if err != nil {
			return nil, err
		}
		children[i] = tc
	}
	return children, nil
}

// takeTyped is the body of the generated TakeInt64, TakeTimestamp, ...:
// the index check, then straight to the width kernels.
func takeTyped(d *arrays.Data, w int, indices arrays.Array, opts []Option) (_ *arrays.Data, err error) {
	defer guard("take", &err, in("values", d), in("indices", indices))
	c := enterCall(opts)
	defer c.leave()
	if err := c.checkArgs("take", arg("values", d), arg("indices", argData(indices))); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(d, argData(indices))
	}
	var ix indexSet
	if err := ix.init(&c, indices, d.Length); err != nil {
		return nil, err
	}
	if ix.contig && ix.n > 0 {
		out, err := takeContiguous(c.widths(), &c, d, &ix)
		return owned(out, d), err
	}
	return owned(takeFixed(c.widths(), &c, d, w, &ix), d), nil
}
