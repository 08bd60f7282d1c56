package kernels

import (
	"bytes"
	"container/heap"
	"encoding/binary"
	"fmt"
	"math"
	"slices"

	"github.com/quiver-go/quiver/arrays"
)

// Ordering: SortIndices, SortIndicesRecordBatch, TopK and BottomK return
// slot indices (for Take) in a stable order: slots whose values tie keep
// their input order. The indices are an *arrays.Int64, or with the option
// Int32Indices an *arrays.Int32 (for inputs of at most math.MaxInt32
// slots).
//
// Each valid value becomes a 64-bit key that orders as the value does
// (integers and temporal values with the sign bit flipped at their width,
// floats through their bit pattern with -0 tied to +0, bool as 0/1); keys
// of descending sorts are inverted. Keys that decide the order alone go
// through an LSD radix sort, one pass per 11-bit key digit that is not the
// same in every key. Decimals of 128 and 256 bits and binary-like values use their
// first 8 bytes as the key (the top 64 bits; the first 8 bytes of the
// value, zero padded) and order runs of equal keys by the whole value
// afterwards. TopK and BottomK keep the best k keys in a heap instead of
// sorting.
//
// Nulls and NaNs sort apart from the values, as Arrow C++ places them:
// NullsLast gives values, then NaNs, then nulls; NullsFirst nulls, then
// NaNs, then values; each group in input order.

// SortOrder is the direction of a sort.
type SortOrder uint8

const (
	// Ascending puts the least value first (the default).
	Ascending SortOrder = iota
	// Descending puts the greatest value first.
	Descending
)

func (o SortOrder) String() string { return optionName(o, [2]string{"ascending", "descending"}) }

// NullPlacement says where a sort puts nulls (and NaNs).
type NullPlacement uint8

const (
	// NullsLast puts nulls, and NaNs before them, after the values (the
	// default).
	NullsLast NullPlacement = iota
	// NullsFirst puts nulls, then NaNs, before the values.
	NullsFirst
)

func (p NullPlacement) String() string { return optionName(p, [2]string{"nulls-last", "nulls-first"}) }

// SortIndices returns the indices that sort a stably, in the given order
// with nulls where placement says, for every primitive, temporal (but
// interval), decimal, bool, binary, utf8, fixed-size binary and view type,
// and dictionary (by value) and run-end encoded arrays of them. The
// indices are an *arrays.Int64, or an *arrays.Int32 under Int32Indices;
// Take consumes either.
func SortIndices(a arrays.Array, order SortOrder, placement NullPlacement, opts ...Option) (_ arrays.Array, err error) {
	defer guard("sort_indices", &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, "sort_indices", a)
	if err != nil {
		return nil, err
	}
	if order > Descending || placement > NullsFirst {
		return nil, fmt.Errorf("kernels: sort_indices: unknown order %d or null placement %d", order, placement)
	}
	if err := c.checkIndexWidth(d.Length); err != nil {
		return nil, fmt.Errorf("kernels: sort_indices: %w", err)
	}
	p, err := partition(d, order)
	if err != nil {
		return nil, fmt.Errorf("kernels: sort_indices: %w", err)
	}
	p.sort()
	return p.indices(&c, placement, d.Length), nil
}

// TopK returns the indices of the k greatest values of a, greatest first:
// the first k indices of SortIndices(a, Descending, NullsLast), found
// without sorting the rest. k beyond a's length is a's length.
func TopK(a arrays.Array, k int, opts ...Option) (arrays.Array, error) {
	return selectK("top_k", a, k, Descending, opts)
}

// BottomK returns the indices of the k least values of a, least first:
// the first k indices of SortIndices(a, Ascending, NullsLast).
func BottomK(a arrays.Array, k int, opts ...Option) (arrays.Array, error) {
	return selectK("bottom_k", a, k, Ascending, opts)
}

func selectK(fn string, a arrays.Array, k int, order SortOrder, opts []Option) (_ arrays.Array, err error) {
	defer guard(fn, &err, in("array", a))
	c := enterCall(opts)
	defer c.leave()
	d, err := reduceArg(&c, fn, a)
	if err != nil {
		return nil, err
	}
	if err := c.checkIndexWidth(d.Length); err != nil {
		return nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	if k < 0 {
		return nil, fmt.Errorf("kernels: %s: k = %d is negative", fn, k)
	}
	k = min(k, d.Length)
	p, err := scan(d, order, k)
	if err != nil {
		return nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	out := p.indices(&c, NullsLast, k)
	return out, nil
}

// parts is an array split for sorting: the keys and indices of its
// ordinary values, and the indices of its NaNs and nulls in input order.
type parts struct {
	keys  []uint64
	idx   []uint32
	width int                // bytes of the keys that may differ
	tie   func(i, j int) int // orders slots with equal keys; nil: keys decide
	nans  []uint32
	nulls []uint32
}

// partition computes the keys of d's valid values (order applied).
func partition(d *arrays.Data, order SortOrder) (*parts, error) { return scan(d, order, -1) }

// scan computes the keys of d's valid values (order applied): all of them
// when k < 0, else only the k that sort first (a heap of the best so far),
// and at most k NaNs and nulls.
func scan(d *arrays.Data, order SortOrder, k int) (*parts, error) {
	n := d.Length
	if uint64(n) > math.MaxUint32 {
		return nil, fmt.Errorf("%d slots: more than sorts index", n)
	}
	p := &parts{}
	st := arrays.StorageOf(d.Type)
	id := st.ID()
	valid := validity(d)
	var key func(i int) (uint64, bool) // the key of valid slot i; false for NaN
	switch id {
	case arrays.NULL: // every slot is null
		lim := n
		if k >= 0 {
			lim = min(k, n)
		}
		p.nulls = make([]uint32, lim)
		for i := range p.nulls {
			p.nulls[i] = uint32(i)
		}
		return p, nil
	case arrays.INT8:
		key, p.width = signedKey(values[int8](d)), 1
	case arrays.INT16:
		key, p.width = signedKey(values[int16](d)), 2
	case arrays.INT32, arrays.DATE32, arrays.TIME32, arrays.DECIMAL32:
		key, p.width = signedKey(values[int32](d)), 4
	case arrays.INT64, arrays.DATE64, arrays.TIME64, arrays.TIMESTAMP, arrays.DURATION, arrays.DECIMAL64:
		key, p.width = signedKey(values[int64](d)), 8
	case arrays.UINT8:
		key, p.width = unsignedKey(values[uint8](d)), 1
	case arrays.UINT16:
		key, p.width = unsignedKey(values[uint16](d)), 2
	case arrays.UINT32:
		key, p.width = unsignedKey(values[uint32](d)), 4
	case arrays.UINT64:
		key, p.width = unsignedKey(values[uint64](d)), 8
	case arrays.FLOAT16:
		x := values[arrays.Half](d)
		key, p.width = func(i int) (uint64, bool) { return float32Key(x[i].Float32()) }, 4
	case arrays.FLOAT32:
		x := values[float32](d)
		key, p.width = func(i int) (uint64, bool) { return float32Key(x[i]) }, 4
	case arrays.FLOAT64:
		x := values[float64](d)
		key, p.width = func(i int) (uint64, bool) {
			f := x[i]
			if f == 0 {
				f = 0 // -0 ties with +0
			}
			return uint64(floatKey64(f)) ^ 1<<63, f == f
		}, 8
	case arrays.BOOL:
		vals := d.Buffers[1]
		key, p.width = func(i int) (uint64, bool) { return uint64(b2u(arrays.BitIsSet(vals, d.Offset+i))), true }, 1
	case arrays.DECIMAL128:
		x := values[arrays.Int128](d)
		key, p.width = func(i int) (uint64, bool) { return uint64(x[i].Hi) ^ 1<<63, true }, 8
		p.tie = func(i, j int) int { return cmpInt128(x[i], x[j]) }
	case arrays.DECIMAL256:
		x := values[arrays.Int256](d)
		key, p.width = func(i int) (uint64, bool) { return x[i][3] ^ 1<<63, true }, 8
		p.tie = func(i, j int) int { return cmpInt256(x[i], x[j]) }
	case arrays.FIXED_SIZE_BINARY, arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		val := valueBytes(d)
		key, p.width = func(i int) (uint64, bool) { return prefixKey(val(i)), true }, 8
		p.tie = func(i, j int) int { return bytes.Compare(val(i), val(j)) }
		if isView(id) {
			// the view's own 4-byte prefix, and for inline values the next 8
			// bytes: the data buffers are read only for long values
			views := viewAt[arrays.View](d.Buffers[1], d.Offset, d.Length)
			key = func(i int) (uint64, bool) {
				if v := &views[i]; v.IsInline() {
					return prefixKey(v.InlineBytes()[:min(8, int(v.Length))]), true
				}
				return prefixKey(val(i)), true
			}
		}
	default:
		return nil, fmt.Errorf("%s values are not ordered: %w", d.Type, ErrWrongType)
	}
	if p.tie != nil && order == Descending {
		t := p.tie
		p.tie = func(i, j int) int { return t(j, i) }
	}
	inv := uint64(0)
	if order == Descending {
		inv = math.MaxUint64 >> (64 - 8*uint(p.width))
	}
	nvalid := n - d.NullN()
	add := func(kv uint64, i uint32) { p.keys, p.idx = append(p.keys, kv), append(p.idx, i) }
	capOther := n
	var h *kHeap
	if k < 0 {
		p.keys, p.idx = make([]uint64, 0, nvalid), make([]uint32, 0, nvalid)
	} else {
		capOther = k
		h = &kHeap{p: p, keys: make([]uint64, 0, k), idx: make([]uint32, 0, k)}
		add = h.offer
	}
	if valid != nil {
		p.nulls = make([]uint32, 0, min(capOther, n-nvalid))
	}
	if k < 0 && intKeys(p, d, valid, inv) {
		return p, nil
	}
	for i := 0; i < n; i += 64 {
		m := min(64, n-i)
		w := lowBits(m)
		if valid != nil {
			w = loadBits(valid, d.Offset+i, m)
		}
		if w == ^uint64(0) { // no null: the common case
			for j := range 64 {
				kv, ok := key(i + j)
				if !ok {
					if len(p.nans) < capOther {
						p.nans = append(p.nans, uint32(i+j))
					}
					continue
				}
				add(kv^inv, uint32(i+j))
			}
			continue
		}
		for j := range m {
			if w>>uint(j)&1 == 0 {
				if len(p.nulls) < capOther {
					p.nulls = append(p.nulls, uint32(i+j))
				}
				continue
			}
			kv, ok := key(i + j)
			if !ok {
				if len(p.nans) < capOther {
					p.nans = append(p.nans, uint32(i+j))
				}
				continue
			}
			add(kv^inv, uint32(i+j))
		}
	}
	if h != nil {
		h.finish()
	}
	return p, nil
}

// intKeys is scan's loop without a call per value for the integer-backed
// types; it reports false for the others.
func intKeys(p *parts, d *arrays.Data, valid []byte, inv uint64) bool {
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.INT8:
		fillIntKeys(p, values[int8](d), valid, d.Offset, 1<<7, inv)
	case arrays.INT16:
		fillIntKeys(p, values[int16](d), valid, d.Offset, 1<<15, inv)
	case arrays.INT32, arrays.DATE32, arrays.TIME32, arrays.DECIMAL32:
		fillIntKeys(p, values[int32](d), valid, d.Offset, 1<<31, inv)
	case arrays.INT64, arrays.DATE64, arrays.TIME64, arrays.TIMESTAMP, arrays.DURATION, arrays.DECIMAL64:
		fillIntKeys(p, values[int64](d), valid, d.Offset, 1<<63, inv)
	case arrays.UINT8:
		fillIntKeys(p, values[uint8](d), valid, d.Offset, 0, inv)
	case arrays.UINT16:
		fillIntKeys(p, values[uint16](d), valid, d.Offset, 0, inv)
	case arrays.UINT32:
		fillIntKeys(p, values[uint32](d), valid, d.Offset, 0, inv)
	case arrays.UINT64:
		fillIntKeys(p, values[uint64](d), valid, d.Offset, 0, inv)
	default:
		return false
	}
	return true
}

// fillIntKeys appends the keys of x's valid values (the value's bits at
// its width, sign flipped) and their slots to p, the null slots to
// p.nulls.
func fillIntKeys[T int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64](p *parts, x []T, valid []byte, off int, sign, inv uint64) {
	mask := uint64(math.MaxUint64) >> (64 - 8*uint(unsafeSizeof[T]()))
	flip := sign ^ inv
	n := len(x)
	if valid == nil {
		p.keys, p.idx = p.keys[:n], p.idx[:n]
		for i, v := range x {
			p.keys[i] = uint64(v)&mask ^ flip
			p.idx[i] = uint32(i)
		}
		return
	}
	for i := 0; i < n; i += 64 {
		m := min(64, n-i)
		w := loadBits(valid, off+i, m)
		for j, v := range x[i : i+m] {
			if w>>uint(j)&1 == 0 {
				p.nulls = append(p.nulls, uint32(i+j))
				continue
			}
			p.keys = append(p.keys, uint64(v)&mask^flip)
			p.idx = append(p.idx, uint32(i+j))
		}
	}
}

func signedKey[T int8 | int16 | int32 | int64](x []T) func(int) (uint64, bool) {
	w := 8 * uint(unsafeSizeof[T]())
	mask := uint64(math.MaxUint64) >> (64 - w)
	return func(i int) (uint64, bool) { return uint64(x[i])&mask ^ 1<<(w-1), true }
}

func unsignedKey[T uint8 | uint16 | uint32 | uint64](x []T) func(int) (uint64, bool) {
	return func(i int) (uint64, bool) { return uint64(x[i]), true }
}

func float32Key(f float32) (uint64, bool) {
	if f == 0 {
		f = 0
	}
	return uint64(uint32(floatKey32(f)) ^ 1<<31), f == f
}

// prefixKey is the first 8 bytes of b, big-endian, zero padded.
func prefixKey(b []byte) uint64 {
	if len(b) >= 8 {
		return binary.BigEndian.Uint64(b)
	}
	var x [8]byte
	copy(x[:], b)
	return binary.BigEndian.Uint64(x[:])
}

// sort orders p's values by key (radix), then runs of equal keys by tie.
func (p *parts) sort() {
	p.keys, p.idx = radixSort(p.keys, p.idx, p.width)
	p.sortTies(0, len(p.idx))
}

// sortTies orders, within idx[lo:hi] (sorted by key), each run of equal
// keys by tie, stably.
func (p *parts) sortTies(lo, hi int) {
	if p.tie == nil {
		return
	}
	for i := lo; i < hi; {
		j := i + 1
		for j < hi && p.keys[j] == p.keys[i] {
			j++
		}
		if j-i > 1 {
			slices.SortStableFunc(p.idx[i:j], func(a, b uint32) int { return p.tie(int(a), int(b)) })
		}
		i = j
	}
}

// radixSort sorts keys (of width bytes that may differ) and idx along,
// stably, by LSD radix on 11-bit digits, skipping digits every key shares.
func radixSort(keys []uint64, idx []uint32, width int) ([]uint64, []uint32) {
	n := len(keys)
	if n < 2 {
		return keys, idx
	}
	if n <= 64 { // insertion sort: stable, cheaper than the passes
		for i := 1; i < n; i++ {
			k, x := keys[i], idx[i]
			j := i
			for ; j > 0 && keys[j-1] > k; j-- {
				keys[j], idx[j] = keys[j-1], idx[j-1]
			}
			keys[j], idx[j] = k, x
		}
		return keys, idx
	}
	// 11-bit digits: 6 passes for 64-bit keys, 3 for 32-bit ones
	const digitBits = 11
	digits := (8*width + digitBits - 1) / digitBits
	hist := make([][1 << digitBits]int, digits)
	for _, k := range keys {
		for d := range digits {
			hist[d][k>>(digitBits*uint(d))&(1<<digitBits-1)]++
		}
	}
	var tk []uint64
	var ti []uint32
	for d := range digits {
		h := &hist[d]
		s := digitBits * uint(d)
		if h[keys[0]>>s&(1<<digitBits-1)] == n {
			continue // every key has this digit
		}
		if tk == nil {
			tk, ti = make([]uint64, n), make([]uint32, n)
		}
		sum := 0
		for b := range h {
			c := h[b]
			h[b] = sum
			sum += c
		}
		for i, k := range keys {
			b := k >> s & (1<<digitBits - 1)
			pos := h[b]
			h[b] = pos + 1
			tk[pos], ti[pos] = k, idx[i]
		}
		keys, tk = tk, keys
		idx, ti = ti, idx
	}
	return keys, idx
}

// offer adds a value to the heap of the best k: while it is not full,
// as it comes; then in place of the root when it sorts before it. Slots
// come in input order, so a later slot never beats an equal earlier one.
func (h *kHeap) offer(kv uint64, i uint32) {
	if len(h.keys) < cap(h.keys) {
		h.keys, h.idx = append(h.keys, kv), append(h.idx, i)
		if len(h.keys) == cap(h.keys) {
			heap.Init(h)
		}
		return
	}
	if len(h.keys) == 0 || kv > h.keys[0] {
		return
	}
	if kv == h.keys[0] && (h.p.tie == nil || h.p.tie(int(i), int(h.idx[0])) >= 0) {
		return
	}
	h.keys[0], h.idx[0] = kv, i
	heap.Fix(h, 0)
}

// finish leaves the heap's values in p, sorted.
func (h *kHeap) finish() {
	// back to input order, so that the stable sort keeps ties in it
	pos := make([]int, len(h.keys))
	for i := range pos {
		pos[i] = i
	}
	slices.SortFunc(pos, func(a, b int) int { return int(h.idx[a]) - int(h.idx[b]) })
	p := h.p
	p.keys, p.idx = make([]uint64, len(pos)), make([]uint32, len(pos))
	for i, j := range pos {
		p.keys[i], p.idx[i] = h.keys[j], h.idx[j]
	}
	p.sort()
}

// kHeap is a max-heap of (key, slot) pairs ordered by key, tie, slot.
type kHeap struct {
	p    *parts
	keys []uint64
	idx  []uint32
}

func (h *kHeap) Len() int { return len(h.keys) }
func (h *kHeap) Less(i, j int) bool {
	if h.keys[i] != h.keys[j] {
		return h.keys[i] > h.keys[j]
	}
	if h.p.tie != nil {
		if c := h.p.tie(int(h.idx[i]), int(h.idx[j])); c != 0 {
			return c > 0
		}
	}
	return h.idx[i] > h.idx[j]
}
func (h *kHeap) Swap(i, j int) {
	h.keys[i], h.keys[j] = h.keys[j], h.keys[i]
	h.idx[i], h.idx[j] = h.idx[j], h.idx[i]
}
func (h *kHeap) Push(any)     { panic("kHeap: fixed size") }
func (h *kHeap) Pop() (_ any) { panic("kHeap: fixed size") }

// checkIndexWidth checks the call's IndexWidth, and that the slots of an
// input of n fit it.
func (c *config) checkIndexWidth(n int) error {
	switch c.index {
	case Int64Indices:
		return nil
	case Int32Indices:
		if int64(n) > math.MaxInt32 {
			return fmt.Errorf("%d slots do not fit int32 indices", n)
		}
		return nil
	}
	return fmt.Errorf("unknown index width %d", c.index)
}

// indices writes the first n indices of the sorted parts, nulls and NaNs
// placed, at the call's index width.
func (p *parts) indices(c *config, placement NullPlacement, n int) arrays.Array {
	groups := [3][]uint32{p.idx, p.nans, p.nulls}
	if placement == NullsFirst {
		groups = [3][]uint32{p.nulls, p.nans, p.idx}
	}
	if c.index == Int32Indices {
		buf := c.alloc(4*n, false)
		putIndices(viewAs[int32](buf, n), groups)
		return indexArray(c, arrays.Int32Type{}, n, buf)
	}
	buf := c.alloc(8*n, false)
	putIndices(viewAs[int64](buf, n), groups)
	return indexArray(c, arrays.Int64Type{}, n, buf)
}

// putIndices fills out with the slots of the groups in turn.
func putIndices[T int32 | int64](out []T, groups [3][]uint32) {
	out = out[:0:len(out)] // appends stop at the len(out) indices asked for
	for _, g := range groups {
		for _, i := range g[:min(len(g), cap(out)-len(out))] {
			out = append(out, T(i))
		}
	}
}

// indexArray wraps an index buffer of n values of type t, valid by
// construction.
func indexArray(c *config, t arrays.DataType, n int, buf []byte) arrays.Array {
	d := newOut(c, t, n, 0, nil, nil, buf)
	d.MarkValidated(arrays.ValidatedFull)
	return arrays.MakeArray(d)
}

// SortKey is one key column of SortIndicesRecordBatch.
type SortKey struct {
	Column string // the column's name
	Order  SortOrder
	Nulls  NullPlacement
}

// SortIndicesRecordBatch returns the indices that sort the rows of rb
// stably by the key columns, the first key first: rows equal in a key are
// ordered by the next. It sorts by one key at a time, from the last to the
// first, each a stable SortIndices of the column in the order so far.
func SortIndicesRecordBatch(rb *arrays.RecordBatch, keys []SortKey, opts ...Option) (_ arrays.Array, err error) {
	defer guard("sort_indices", &err, in("", rb))
	if rb == nil {
		return nil, fmt.Errorf("kernels: sort_indices: record batch is nil")
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("kernels: sort_indices: no sort keys")
	}
	c := enterCall(opts)
	defer c.leave()
	if err := c.checkArgs("sort_indices", batchChecks(rb, arg("", nil))...); err != nil {
		return nil, err
	}
	if err := c.checkIndexWidth(rb.NumRows()); err != nil {
		return nil, fmt.Errorf("kernels: sort_indices: %w", err)
	}
	c.scratch = nil // the result is fresh, as SortIndices's
	cols := make([]arrays.Array, len(keys))
	for i, k := range keys {
		col, ok := rb.ColumnByName(k.Column)
		if !ok {
			return nil, fmt.Errorf("kernels: sort_indices: key %d: no column %q", i, k.Column)
		}
		cols[i] = col
	}
	var order arrays.Array // nil: input order
	for i := len(keys) - 1; i >= 0; i-- {
		col := cols[i]
		if order != nil {
			if col, err = Take(col, order, atTable{c.table}); err != nil {
				return nil, err
			}
		}
		sub := []Option{atTable{c.table}}
		if i == 0 && order == nil { // one key: its indices are the result
			sub = append(sub, c.index)
		}
		perm, err := SortIndices(col, keys[i].Order, keys[i].Nulls, sub...)
		if err != nil {
			return nil, fmt.Errorf("kernels: sort_indices: key %d (%q): %w", i, keys[i].Column, err)
		}
		if order == nil {
			order = perm
			continue
		}
		// the rows in the order so far, permuted by this key
		o, pv := order.(*arrays.Int64).Values(), perm.(*arrays.Int64).Values()
		if i == 0 && c.index == Int32Indices {
			buf := c.alloc(4*len(pv), false)
			composeIndices(viewAs[int32](buf, len(pv)), o, pv)
			order = indexArray(&c, arrays.Int32Type{}, len(pv), buf)
			continue
		}
		buf := c.alloc(8*len(pv), false)
		composeIndices(viewAs[int64](buf, len(pv)), o, pv)
		order = indexArray(&c, arrays.Int64Type{}, len(pv), buf)
	}
	return order, nil
}

// composeIndices sets out[j] to order[perm[j]].
func composeIndices[T int32 | int64](out []T, order, perm []int64) {
	for j, p := range perm {
		out[j] = T(order[p])
	}
}
