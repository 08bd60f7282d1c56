package kernels

import (
	"fmt"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Option adjusts a kernel call. Filter, Take and the compare functions all
// take the same Option type; each ignores the options that do not concern
// it, so one option list can be shared by a pipeline. Options are small
// values (NullSelection, BoundsCheck, NaNOrder) or a *Scratch, none of
// which allocates when passed.
type Option interface{ apply(c config) config }

// config is the resolved option list of one call.
type config struct {
	nullSel   NullSelection
	unchecked bool
	nanOrder  NaNOrder
	scratch   *Scratch
	table     *asm.Table // the level the call's kernels run at; nil: defaultTable
	workers   int        // Parallel: goroutines a call may use (<= 1: the caller's only)
	full      bool       // FullValidation: check arguments with ValidateDataFull
	inclusive Inclusive  // Between's bounds
	keepNulls bool       // SkipNulls(false): a null makes a reduction null
	minCount  int32      // MinCount, when minSet
	minSet    bool
	index     IndexWidth       // the orderings' index type
	allocator arrays.Allocator // WithAllocator; nil: arrays.DefaultAllocator
	// entered is the Scratch whose call enterCall started (a kernel may
	// drop c.scratch on the way; leave still ends the call).
	entered *Scratch
}

// widths returns the engine table the call runs at: defaultTable unless a
// test chose a level.
func (c *config) widths() *asm.Table {
	if c.table != nil {
		return c.table
	}
	return defaultTable
}

func newConfig(opts []Option) config {
	if len(opts) == 0 {
		return config{} // inlined: a call without options pays nothing
	}
	return resolveOptions(opts)
}

// resolveOptions applies opts in order.
func resolveOptions(opts []Option) config {
	var c config
	for _, o := range opts {
		if s, ok := o.(*Scratch); ok { // the common option, set without copying c twice
			c.scratch = s
		} else if o != nil {
			c = o.apply(c)
		}
	}
	return c
}

// optionName is the String of a two-valued option: names[1] for its
// second value, names[0] (the default's) for any other.
func optionName[T ~uint8](v T, names [2]string) string {
	if v == 1 {
		return names[1]
	}
	return names[0]
}

// NullSelection says what Filter does with a null slot of the mask.
type NullSelection uint8

const (
	// Drop leaves out the rows whose mask slot is null, as if it were
	// false. It is the default.
	Drop NullSelection = iota
	// EmitNull keeps the rows whose mask slot is null and makes them null
	// in the result.
	EmitNull
)

func (s NullSelection) apply(c config) config {
	c.nullSel = s
	return c
}

func (s NullSelection) String() string { return optionName(s, [2]string{"drop", "emit-null"}) }

// BoundsCheck turns Take's index check on (the default) or off.
type BoundsCheck bool

// NoBoundsCheck makes Take trust its indices: it skips the pass that
// checks them, and with it the detection of sorted and contiguous indices.
// An index out of range then makes Take panic (a Go runtime error, which
// the kernels' guard lets through: the arguments are sound) instead of
// returning an error, except where the slot it names still lies in the
// values' buffers (the last byte of a bool bitmap, the padding of a
// fixed-size binary buffer, a null array): that slot then holds whatever
// is there. It never reads outside the buffers. Use it only for indices
// the program produced itself.
const NoBoundsCheck BoundsCheck = false

func (b BoundsCheck) apply(c config) config {
	c.unchecked = !bool(b)
	return c
}

// NaNOrder says how the compare functions order floating-point NaNs.
type NaNOrder uint8

const (
	// IEEE compares floats as IEEE 754 does and Go's operators do: a NaN is
	// neither equal to, less than nor greater than anything, itself
	// included (so NaN != x is true and every other comparison is false),
	// and -0 equals +0. It is the default.
	IEEE NaNOrder = iota
	// TotalOrder makes every NaN equal to every other NaN and greater than
	// every other value, +Inf included; -0 still equals +0. It is the order
	// SQL engines sort floats in, and makes comparisons usable as a sort
	// key or a join condition on columns holding NaNs.
	TotalOrder
)

func (o NaNOrder) apply(c config) config {
	c.nanOrder = o
	return c
}

func (o NaNOrder) String() string { return optionName(o, [2]string{"ieee", "total-order"}) }

// SkipNulls says whether the reductions (Sum, Mean, Min, Max, MinMax,
// Any, All) skip null slots, as they do by default. SkipNulls(false) makes
// a null anywhere in the input make the result null, as Arrow's
// skip_nulls=false does; Any and All then follow Kleene logic (a true
// decides Any and a false decides All despite nulls). Count ignores it:
// its CountMode says which slots it counts.
type SkipNulls bool

func (s SkipNulls) apply(c config) config {
	c.keepNulls = !bool(s)
	return c
}

// MinCount sets how many valid values a reduction needs to give a non-null
// result (Arrow's min_count): fewer give null. The default is 1. With
// MinCount(0) the reductions of no value give their identity: Sum 0, Any
// false, All true, Mean NaN (0/0, for float64 results; a decimal mean stays
// null); Min, Max and MinMax have none and stay null. Count ignores it; a
// negative count is an error.
type MinCount int32

func (m MinCount) apply(c config) config {
	c.minCount, c.minSet = int32(m), true
	return c
}

// IndexWidth chooses the integer type of the indices SortIndices,
// SortIndicesRecordBatch, TopK and BottomK return.
type IndexWidth uint8

const (
	// Int64Indices returns int64 indices (the default).
	Int64Indices IndexWidth = iota
	// Int32Indices returns int32 indices, half the memory; an input of more
	// than math.MaxInt32 slots is then an error.
	Int32Indices
)

func (w IndexWidth) apply(c config) config {
	c.index = w
	return c
}

func (w IndexWidth) String() string { return optionName(w, [2]string{"int64", "int32"}) }

// Scratch lends its memory to the kernel calls it is passed to, so that a
// loop calling a kernel on many small arrays does not allocate output
// buffers each time: with a Scratch a call allocates only the result's
// Data and its typed array.
//
// The result of a call made with a Scratch aliases the Scratch's memory
// and stays valid only until the Scratch is passed to the next call; copy
// or discard it before then. A Scratch never lends memory that an input
// array owns, so inputs are never overwritten: a call's arguments may be
// results of earlier calls with the same Scratch (a mask from Less passed
// to Filter, say): the buffers they use are held back for that call and
// the output goes to others. It is not safe for concurrent use; the zero
// value is ready to use.
type Scratch struct {
	bufs  [][]byte   // buffers lent so far, reused in order each call
	next  int        // next buffer to lend in the current call
	lists [][][]byte // backing arrays for Data.Buffers slices
	nlist int
	// held are the address ranges the current call's arguments use;
	// buffers and lists overlapping one are not lent during the call.
	held []addrRange
	// span covers every buffer and list the Scratch ever allocated: an
	// argument's memory outside it cannot be lent, so hold skips it (the
	// usual case of inputs that are not earlier results).
	span addrRange
	// depth counts the public calls in progress with this Scratch: the
	// user's call and the calls it makes to other kernels (Between's two
	// compares and its And, a chunked kernel's call per chunk). Only the
	// outermost call's begin lends the buffers again; a nested call's
	// begin lends only buffers no call of the same outer call has lent, so
	// the results of the nested calls, all alive until the outer call
	// combines them, never share memory.
	depth int
}

// enterCall resolves the option list of a public kernel call and, when it
// holds a Scratch, marks the call as in progress; every public entry
// point taking options starts with
//
//	c := enterCall(opts)
//	defer c.leave()
//
// (TestEntryPointsEnterCalls holds the package to it), so that a kernel
// that calls other kernels through the same options can never hand two
// live results the same buffers.
func enterCall(opts []Option) config {
	c := newConfig(opts)
	if s := c.scratch; s != nil {
		if s.depth == 0 { // the user's call: every buffer may be lent again
			s.next, s.nlist = 0, 0
			s.held = s.held[:0]
		}
		s.depth++
		c.entered = s
	}
	return c
}

// leave ends the call enterCall started.
func (c *config) leave() {
	if c.entered != nil {
		c.entered.depth--
	}
}

func (s *Scratch) apply(c config) config {
	c.scratch = s
	return c
}

// addrRange is the memory [lo, hi) of a slice's backing array from its
// first element to its capacity.
type addrRange struct{ lo, hi uintptr }

// rangeOf returns the memory s may reach: its elements up to cap(s).
func rangeOf[E any](s []E) addrRange {
	if cap(s) == 0 {
		return addrRange{}
	}
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(s)))
	return addrRange{lo, lo + uintptr(cap(s))*unsafe.Sizeof(s[:1][0])}
}

// begin holds back, for the rest of the user's call, the memory the given
// arguments use (their buffers, Buffers lists, children's and
// dictionary's, recursively): a kernel calls it before it lends anything.
// The lending starts over only when the user's call starts (enterCall), so
// a kernel or a nested call that begins again lends on from where the
// call's kernels stopped and never hands out a buffer lent earlier in the
// same user call.
func (s *Scratch) begin(args ...*arrays.Data) {
	for _, d := range args {
		s.hold(d)
	}
}

// hold records the memory d uses.
func (s *Scratch) hold(d *arrays.Data) {
	if d == nil {
		return
	}
	s.holdRange(rangeOf(d.Buffers))
	for _, b := range d.Buffers {
		s.holdRange(rangeOf(b))
	}
	for _, ch := range d.Children {
		s.hold(ch)
	}
	s.hold(d.Dictionary)
}

// holdBytes records memory an argument that is not an array (a scalar's
// value) uses.
func (s *Scratch) holdBytes(b []byte) { s.holdRange(rangeOf(b)) }

// holdRange records r if it may overlap memory the Scratch lends.
func (s *Scratch) holdRange(r addrRange) {
	if r.lo < s.span.hi && s.span.lo < r.hi {
		s.held = append(s.held, r)
	}
}

// grow widens span to cover r, memory the Scratch just allocated.
func (s *Scratch) grow(r addrRange) {
	if s.span.lo == s.span.hi {
		s.span = r
		return
	}
	s.span.lo, s.span.hi = min(s.span.lo, r.lo), max(s.span.hi, r.hi)
}

// isHeld reports whether r overlaps memory the current call's arguments use.
func (s *Scratch) isHeld(r addrRange) bool {
	if r.lo == r.hi {
		return false
	}
	for _, h := range s.held {
		if r.lo < h.hi && h.lo < r.hi {
			return true
		}
	}
	return false
}

// lendable moves to position i of pool an entry that no argument holds,
// taking the first such entry from i on, or a new empty one, and returns
// the pool. Held entries stay in the pool for later calls.
func lendable[E any](s *Scratch, pool [][]E, i int) [][]E {
	for j := i; j < len(pool); j++ {
		if !s.isHeld(rangeOf(pool[j])) {
			pool[i], pool[j] = pool[j], pool[i]
			return pool
		}
	}
	pool = append(pool, nil)
	last := len(pool) - 1
	pool[i], pool[last] = pool[last], pool[i]
	return pool
}

// buffer lends a buffer of n bytes, 64-byte aligned and padded like
// arrays.AllocBuffer, its padding zeroed; the first n bytes are zeroed too
// when zero is set.
func (s *Scratch) buffer(n int, zero bool) []byte {
	s.bufs = lendable(s, s.bufs, s.next)
	b := s.bufs[s.next]
	p := arrays.PaddedLen(n)
	if cap(b) < p || cap(b) == 0 {
		b = arrays.AllocBuffer(max(n, 2*cap(b)))
		s.bufs[s.next] = b
		s.grow(rangeOf(b))
		zero = false // fresh memory is zeroed
	}
	s.next++
	b = b[:p]
	if zero {
		clear(b)
	} else {
		clear(b[n:])
	}
	return b[:n:p]
}

// list lends a slice of n buffer slots for a Data's Buffers.
func (s *Scratch) list(n int) [][]byte {
	s.lists = lendable(s, s.lists, s.nlist)
	l := s.lists[s.nlist]
	if cap(l) < n {
		l = make([][]byte, n, max(n, 4))
		s.lists[s.nlist] = l
		s.grow(rangeOf(l))
	}
	s.nlist++
	l = l[:n]
	clear(l)
	return l
}

// argData returns a's Data, or nil for a nil array (the kernel reports
// it).
func argData(a arrays.Array) *arrays.Data {
	if isNil(a) {
		return nil
	}
	return a.Data()
}

// maskData is argData for a mask.
func maskData(m *arrays.Boolean) *arrays.Data {
	if m == nil {
		return nil
	}
	return m.Data()
}

// batchArgs lists the columns of rb and one more argument.
func batchArgs(rb *arrays.RecordBatch, more *arrays.Data) []*arrays.Data {
	args := make([]*arrays.Data, 0, rb.NumCols()+1)
	for _, col := range rb.Columns() {
		args = append(args, col.Data())
	}
	return append(args, more)
}

// datumData returns the Data of an array operand (nil for a scalar or a
// nil operand, which the kernels report).
func datumData(x Datum) *arrays.Data {
	if a, ok := x.(arrays.Array); ok {
		return argData(a)
	}
	return nil
}

// batchChecks names the columns of rb and one more argument for checkArgs.
func batchChecks(rb *arrays.RecordBatch, more namedArg) []namedArg {
	args := make([]namedArg, 0, rb.NumCols()+1)
	for i, col := range rb.Columns() {
		args = append(args, namedArg{rb.ColumnName(i), i, col.Data()})
	}
	return append(args, more)
}

// holdDatum holds back the memory of a compare operand, array or scalar.
func holdDatum(s *Scratch, x Datum) {
	switch v := x.(type) {
	case *Scalar:
		if v != nil {
			s.holdBytes(v.bytes)
		}
	case arrays.Array:
		s.hold(argData(v))
	}
}

// alloc returns an output buffer of n bytes: from the scratch if the call
// has one, else freshly allocated. Only with zero set is it zeroed (the
// padding always is), so callers that overwrite every byte pass false.
func (c *config) alloc(n int, zero bool) []byte {
	if n < 0 {
		panic(malformedPanic{fmt.Sprintf("a size computed from an argument is negative (%d)", n)})
	}
	if c.scratch != nil {
		return c.scratch.buffer(n, zero)
	}
	if n >= arrays.MinTracked { // large: the call's or the default allocator
		return arrays.Allocate(c.allocator, n, zero)
	}
	if !zero {
		return arrays.AllocBufferUninit(n)
	}
	return arrays.AllocBuffer(n)
}

// bitmap returns a zeroed output bitmap for n bits.
func (c *config) bitmap(n int) []byte { return c.alloc(arrays.BitmapLen(n), true) }

// buffers returns the Buffers slice for an output Data with the given
// buffers.
func (c *config) buffers(bufs ...[]byte) [][]byte {
	var l [][]byte
	if c.scratch != nil {
		l = c.scratch.list(len(bufs))
	} else {
		l = make([][]byte, len(bufs))
	}
	copy(l, bufs)
	return l
}

// WithAllocator makes the calls it is passed to take their large result
// buffers (arrays.MinTracked bytes and more) from a, an arrays.Pool say,
// instead of arrays.DefaultAllocator; arrays.HeapAllocator turns
// recycling off for a call. Release a result (arrays.Data.Release) to
// have its buffers recycled; one dropped unreleased is freed by the
// collector as usual. Make the option once
// and reuse it: it allocates when made, not when passed. A Scratch, when
// also passed, serves every buffer of the call.
func WithAllocator(a arrays.Allocator) Option { return &allocatorOption{a} }

type allocatorOption struct{ a arrays.Allocator }

func (o *allocatorOption) apply(c config) config {
	c.allocator = o.a
	return c
}
