package kernels

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Run-end encoded (REE) arrays store one value per run and the logical end
// of each run. A slice keeps its parent's children and moves the logical
// offset, so every kernel here maps logical slot i to position Offset+i of
// the run ends. The run ends are read as typed slices (int16, int32 or
// int64) and searched without branches: the loop below does the same
// number of steps for every target, so a batch of searches can advance in
// lockstep and overlap their cache misses.

// ErrBadRunEnds is wrapped by the errors of REE kernels given run ends
// that are not int16, int32 or int64, do not fit their buffer, do not
// cover the array or do not increase.
var ErrBadRunEnds = errors.New("bad run ends")

type runEndInt interface{ int16 | int32 | int64 }

// reeRuns is a run-end encoded array's run ends, checked in O(1): the
// typed slice fits its buffer and the last end covers the slice.
type reeRuns[R runEndInt] struct {
	ends []R
	off  int // logical offset of the array
	n    int // logical length
	vals *arrays.Data
}

// reeRunEndID checks the layout of an REE Data and returns the run-end
// type's ID.
func reeRunEndID(d *arrays.Data) (arrays.TypeID, error) {
	if d == nil || arrays.StorageOf(d.Type).ID() != arrays.RUN_END_ENCODED {
		return 0, fmt.Errorf("kernels: not a run-end encoded array")
	}
	if len(d.Children) != 2 || d.Children[0] == nil || d.Children[1] == nil {
		return 0, fmt.Errorf("kernels: run-end encoded array needs 2 children: %w", ErrBadRunEnds)
	}
	if d.Offset < 0 || d.Length < 0 {
		return 0, fmt.Errorf("kernels: run-end encoded array with offset %d, length %d", d.Offset, d.Length)
	}
	id := d.Children[0].Type.ID()
	switch id {
	case arrays.INT16, arrays.INT32, arrays.INT64:
		return id, nil
	}
	return 0, fmt.Errorf("kernels: run ends of type %s: %w", d.Children[0].Type, ErrBadRunEnds)
}

// newREERuns checks d's run ends (of type R) in O(1).
func newREERuns[R runEndInt](d *arrays.Data) (reeRuns[R], error) {
	re, vals := d.Children[0], d.Children[1]
	w := int(unsafeSizeof[R]())
	if len(re.Buffers) < 2 || !fits(len(re.Buffers[1])/w, re.Offset, re.Length) {
		return reeRuns[R]{}, fmt.Errorf("kernels: %d run ends at offset %d do not fit their buffer: %w", re.Length, re.Offset, ErrBadRunEnds)
	}
	if vals.Length < re.Length {
		return reeRuns[R]{}, fmt.Errorf("kernels: %d run values for %d runs: %w", vals.Length, re.Length, ErrBadRunEnds)
	}
	r := reeRuns[R]{off: d.Offset, n: d.Length, vals: vals}
	if re.Length > 0 {
		r.ends = viewAt[R](re.Buffers[1], re.Offset, re.Length)
	}
	if d.Length > 0 && (len(r.ends) == 0 || int64(r.ends[len(r.ends)-1]) < int64(d.Offset)+int64(d.Length)) {
		return reeRuns[R]{}, fmt.Errorf("kernels: run ends do not cover offset %d + length %d: %w", d.Offset, d.Length, ErrBadRunEnds)
	}
	return r, nil
}

// fits reports whether elements [off, off+n) lie within the first size,
// without overflow.
func fits(size, off, n int) bool { return off >= 0 && n >= 0 && off <= size && n <= size-off }

// findRun returns the first run whose end is greater than x (len(ends)
// when none is). It searches without branches, adding masks instead, so
// the CPU never mispredicts a step and the number of steps depends on
// len(ends) only; and it cuts the range in four per step, three loads
// that issue together, which halves the chain of dependent loads a single
// lookup waits for. (The lockstep batch search keeps halving: it is bound
// by the number of loads, not by their latency.)
func findRun[R runEndInt](ends []R, x int) int {
	n := len(ends)
	if n == 0 {
		return 0
	}
	p := unsafe.Pointer(unsafe.SliceData(ends))
	w := unsafe.Sizeof(ends[0])
	at := func(i int) int { return int(*(*R)(unsafe.Add(p, uintptr(i)*w))) }
	base := 0
	for n > 3 {
		// the answer is in [base, base+n]; after the step in
		// [base, base+n-3q], which holds both the quarter after the last
		// pivot at or below x and, when all three are, the rest
		q := n >> 2
		base += q&leMask(at(base+q), x) + q&leMask(at(base+2*q), x) + q&leMask(at(base+3*q), x)
		n -= 3 * q
	}
	for n > 1 {
		half := n >> 1
		base += half & leMask(at(base+half), x)
		n -= half
	}
	return base + 1&leMask(at(base), x)
}

// leMask is all ones when v <= x and zero otherwise, computed without a
// branch (the compiler turns neither an if nor a conditional into a move
// inside these loops). Run ends are never negative in a valid array; on
// others the result is wrong but stays a valid run index.
func leMask(v, x int) int { return ^((x - v) >> (bits.UintSize - 1)) }

// span returns the runs [p, q) that cover the array's logical slots.
func (r *reeRuns[R]) span() (p, q int) {
	if r.n == 0 {
		return 0, 0
	}
	p = findRun(r.ends, r.off)
	q = findRun(r.ends, r.off+r.n-1) + 1
	return p, min(q, len(r.ends))
}

// forRuns calls f(run, from, to) for each run covering logical slots
// [from, to) of the array (positions relative to the slice), in order. It
// fails on run ends that do not increase.
func (r *reeRuns[R]) forRuns(f func(p, from, to int)) error {
	p, _ := r.span()
	for start := 0; start < r.n; p++ {
		if p >= len(r.ends) {
			return fmt.Errorf("kernels: run ends stop before slot %d: %w", start, ErrBadRunEnds)
		}
		end := min(int(r.ends[p])-r.off, r.n)
		if end <= start {
			return fmt.Errorf("kernels: run end %d at run %d does not increase: %w", r.ends[p], p, ErrBadRunEnds)
		}
		f(p, start, end)
		start = end
	}
	return nil
}

// REEFind returns the physical index (the position in the values child
// and in the run ends) of the run holding logical slot i of a, which may
// be a slice. It does as little as it can besides the search, for callers
// that look up one slot at a time: REEFindBatch is faster for many. The
// run ends are checked in O(1) only (type, buffer, coverage): on run ends
// that do not increase the answer is some run index, never a panic; pass
// untrusted arrays through arrays.ValidateFull first.
func REEFind(a *arrays.RunEndEncoded, i int) (_ int, err error) {
	defer guard("REEFind", &err, in("array", a))
	if a == nil {
		return 0, fmt.Errorf("kernels: REEFind: array is nil")
	}
	d := a.Data()
	var c config
	if err := c.checkArgs("REEFind", arg("array", d)); err != nil {
		return 0, err
	}
	if uint(i) >= uint(d.Length) {
		return 0, fmt.Errorf("kernels: REEFind: slot %d out of range for %d slots: %w", i, d.Length, ErrIndexOutOfRange)
	}
	if len(d.Children) != 2 || d.Children[0] == nil || d.Offset < 0 {
		return 0, fmt.Errorf("kernels: REEFind: not a run-end encoded array: %w", ErrBadRunEnds)
	}
	re := d.Children[0]
	x := d.Offset + i
	var p, n int
	switch re.Type.(type) {
	case arrays.Int16Type:
		p, n = findIn[int16](re, x)
	case arrays.Int32Type:
		p, n = findIn[int32](re, x)
	case arrays.Int64Type:
		p, n = findIn[int64](re, x)
	default:
		return 0, fmt.Errorf("kernels: REEFind: run ends of type %s: %w", re.Type, ErrBadRunEnds)
	}
	if p >= n {
		return 0, fmt.Errorf("kernels: REEFind: run ends do not cover slot %d: %w", i, ErrBadRunEnds)
	}
	return p, nil
}

// findIn is findRun over the run-ends child re, returning the run and
// the number of runs (0 when re does not fit its buffer).
func findIn[R runEndInt](re *arrays.Data, x int) (int, int) {
	w := int(unsafeSizeof[R]())
	if len(re.Buffers) < 2 || re.Length == 0 || !fits(len(re.Buffers[1])/w, re.Offset, re.Length) {
		return 0, 0
	}
	ends := unsafe.Slice((*R)(unsafe.Pointer(&re.Buffers[1][re.Offset*w])), re.Length)
	return guessRun(ends, x), re.Length
}

// REEFindBatch writes to dst[j] the physical index of logical slot
// logical[j] of a (see REEFind); dst must be at least as long as logical.
// Indices that never decrease are resolved in one merge pass over the run
// ends; from the first index that decreases on, by 16 branchless
// searches advanced in lockstep, so that their loads are in flight
// together. An index outside [0, a.Len()) is an *IndexError naming the
// first one (dst is then unspecified). The run ends are checked as REEFind
// checks them.
func REEFindBatch[I int32 | int64](a *arrays.RunEndEncoded, logical []I, dst []int) (err error) {
	defer guard("REEFindBatch", &err, in("array", a))
	if a == nil {
		return fmt.Errorf("kernels: REEFindBatch: array is nil")
	}
	var c config
	if err := c.checkArgs("REEFindBatch", arg("array", a.Data())); err != nil {
		return err
	}
	if len(dst) < len(logical) {
		return fmt.Errorf("kernels: REEFindBatch: %d slots in dst for %d indices", len(dst), len(logical))
	}
	d := a.Data()
	id, err := reeRunEndID(d)
	if err != nil {
		return err
	}
	switch id {
	case arrays.INT16:
		return reeFindBatch[int16](d, logical, dst)
	case arrays.INT32:
		return reeFindBatch[int32](d, logical, dst)
	}
	return reeFindBatch[int64](d, logical, dst)
}

func reeFindBatch[R runEndInt, I int32 | int64](d *arrays.Data, logical []I, dst []int) error {
	r, err := newREERuns[R](d)
	if err != nil {
		return err
	}
	dst = dst[:len(logical)]
	j := findSorted(r.ends, r.off, r.n, logical, dst)
	if j == len(logical) {
		return nil
	}
	rest := logical[j:]
	if bad := firstOutside(rest, r.n); bad >= 0 {
		return &IndexError{Position: j + bad, Index: int64(rest[bad]), Length: r.n}
	}
	findInterleaved(r.ends, r.off, rest, dst[j:])
	return nil
}

// findSorted resolves the leading indices that are in [0, n) and never
// decrease by walking the run ends forward: the walk moves about once per
// run, so sorted input costs one pass over the indices and one over the
// runs they touch, and the checks are branches that sorted input always
// predicts. It returns how many indices it resolved.
func findSorted[R runEndInt, I int32 | int64](ends []R, off, n int, logical []I, dst []int) int {
	if len(logical) == 0 || uint64(int64(logical[0])) >= uint64(n) {
		return 0
	}
	prev := logical[0]
	p := findRun(ends, off+int(prev))
	for j, x := range logical {
		if x < prev || uint64(int64(x)) >= uint64(n) {
			return j
		}
		t := off + int(x)
		for int(ends[p]) <= t {
			p++
		}
		dst[j] = p
		prev = x
	}
	return len(logical)
}

// firstOutside returns the position of the first index outside [0, n),
// or -1: one pass taking the largest index (a negative one converts to a
// huge uint64) without a branch, and a second only when it is too large.
func firstOutside[I int32 | int64](logical []I, n int) int {
	var mx uint64
	for _, x := range logical {
		mx = max(mx, uint64(int64(x)))
	}
	if mx < uint64(n) {
		return -1
	}
	for i, x := range logical {
		if uint64(int64(x)) >= uint64(n) {
			return i
		}
	}
	return -1
}

// lanes is the number of searches findInterleaved advances together: as
// many independent loads as a core keeps in flight comfortably.
const lanes = 16

// findInterleaved resolves indices in any order, lanes at a time: every
// search over the same run ends takes the same steps, so the lanes share
// the loop and each step issues lanes independent loads. Any index is
// safe: one past every run gives len(ends).
func findInterleaved[R runEndInt, I int32 | int64 | uint32 | uint64](ends []R, off int, logical []I, dst []int) {
	n := len(ends)
	p := unsafe.Pointer(unsafe.SliceData(ends))
	w := unsafe.Sizeof(ends[0])
	j := 0
	for ; j+lanes <= len(logical); j += lanes {
		var base, x [lanes]int
		for k := range lanes {
			x[k] = off + int(logical[j+k])
		}
		for m := n; m > 1; {
			half := m >> 1
			for k := range lanes {
				b := base[k]
				base[k] = b + half&leMask(int(*(*R)(unsafe.Add(p, uintptr(b+half)*w))), x[k])
			}
			m -= half
		}
		out := dst[j : j+lanes]
		for k := range lanes {
			b := base[k]
			out[k] = b + 1&leMask(int(*(*R)(unsafe.Add(p, uintptr(b)*w))), x[k])
		}
	}
	for ; j < len(logical); j++ {
		dst[j] = findRun(ends, off+int(logical[j]))
	}
}

// REEDecode returns the plain array a run-end encoded array stands for,
// of its value type. Fixed-width values fill each run with stores of 16
// values at a time (vector stores of 32 at the AVX2 and AVX-512 levels for
// 64-bit values and int64 run ends) or a doubling copy (long runs);
// validity and booleans set bit ranges; other value types are a take of
// the values child at the run of every slot. a is checked with
// arrays.ValidateData (O(1)) and run ends that do not increase are
// reported; untrusted values should pass arrays.ValidateFull first. Pass
// a *Scratch to decode into reused memory.
func REEDecode(a *arrays.RunEndEncoded, opts ...Option) (_ arrays.Array, err error) {
	defer guard("REEDecode", &err, in("array", a))
	if a == nil {
		return nil, fmt.Errorf("kernels: REEDecode: array is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	if err := c.checkArgs("REEDecode", arg("array", a.Data())); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(a.Data())
	}
	d, err := reeDecodeData(c.widths(), &c, a.Data())
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(owned(d, a.Data())), nil
}

// reeDecodeData decodes an REE Data.
func reeDecodeData(k *asm.Table, c *config, d *arrays.Data) (*arrays.Data, error) {
	id, err := reeRunEndID(d)
	if err != nil {
		return nil, err
	}
	switch id {
	case arrays.INT16:
		return reeDecode[int16](k, c, d)
	case arrays.INT32:
		return reeDecode[int32](k, c, d)
	}
	return reeDecode[int64](k, c, d)
}

func reeDecode[R runEndInt](k *asm.Table, c *config, d *arrays.Data) (*arrays.Data, error) {
	r, err := newREERuns[R](d)
	if err != nil {
		return nil, err
	}
	vals := r.vals
	t := vals.Type
	st := arrays.StorageOf(t)
	n := r.n
	w := arrays.PrimitiveByteWidth(st.ID())
	if st.ID() == arrays.FIXED_SIZE_BINARY {
		w = st.(arrays.FixedSizeBinaryType).ByteWidth
	}
	switch {
	case w > 0:
		if c.parallel(n) && r.increasing() && len(vals.Buffers) >= 2 && fits(len(vals.Buffers[1])/w, vals.Offset, vals.Length) {
			return reeFixedMorsels(k, *c, r, t, w), nil
		}
		valid, nulls, err := decodeValidity(c, &r)
		if err != nil {
			return nil, err
		}
		if len(vals.Buffers) < 2 || !fits(len(vals.Buffers[1])/w, vals.Offset, vals.Length) {
			return nil, fmt.Errorf("kernels: run values of %s do not fit their buffer", t)
		}
		out := c.alloc(w*n, false)
		if err := fillFixed(k, &r, w, out, vals.Buffers[1][w*vals.Offset:], vals.Length); err != nil {
			return nil, err
		}
		return newOut(c, t, n, nulls, nil, valid, out), nil
	case st.ID() == arrays.BOOL:
		valid, nulls, err := decodeValidity(c, &r)
		if err != nil {
			return nil, err
		}
		out := c.bitmap(n)
		if len(vals.Buffers) < 2 || !fits(8*len(vals.Buffers[1]), vals.Offset, vals.Length) {
			return nil, fmt.Errorf("kernels: run values of %s do not fit their buffer", t)
		}
		bits := vals.Buffers[1]
		err = r.forRuns(func(p, from, to int) {
			if arrays.BitIsSet(bits, vals.Offset+p) {
				arrays.SetBitsTo(out, from, to-from, true)
			}
		})
		if err != nil {
			return nil, err
		}
		return newOut(c, t, n, nulls, nil, valid, out), nil
	case st.ID() == arrays.NULL:
		return arrays.NewData(t, n, [][]byte{nil}, nil, n, 0), nil
	}
	ix, err := runIndexSet(c, &r)
	if err != nil {
		return nil, err
	}
	return takeData(k, c, vals, ix)
}

// fillFixed writes the runs of r, values of w bytes (m of them in src),
// over out.
func fillFixed[R runEndInt](k *asm.Table, r *reeRuns[R], w int, out, src []byte, m int) error {
	n := r.n
	switch w {
	case 1:
		return fillRuns(r, viewAs[uint8](out, n), viewAs[uint8](src, m))
	case 2:
		return fillRuns(r, viewAs[uint16](out, n), viewAs[uint16](src, m))
	case 4:
		return fillRuns(r, viewAs[uint32](out, n), viewAs[uint32](src, m))
	case 8:
		return fillRuns64(k, r, viewAs[uint64](out, n), viewAs[uint64](src, m))
	case 16:
		return fillRuns(r, viewAs[[2]uint64](out, n), viewAs[[2]uint64](src, m))
	case 32:
		return fillRuns(r, viewAs[[4]uint64](out, n), viewAs[[4]uint64](src, m))
	}
	return r.forRuns(func(p, from, to int) { fillBytes(out[from*w:to*w], src[p*w:(p+1)*w]) })
}

// decodeValidity expands the values' validity over the runs; nil when no
// slot is null.
func decodeValidity[R runEndInt](c *config, r *reeRuns[R]) ([]byte, int, error) {
	vals := r.vals
	vb := vals.Validity()
	if vb == nil || vals.NullN() == 0 {
		return nil, 0, nil
	}
	out := c.bitmap(r.n)
	set := 0
	err := r.forRuns(func(p, from, to int) {
		if arrays.BitIsSet(vb, vals.Offset+p) {
			arrays.SetBitsTo(out, from, to-from, true)
			set += to - from
		}
	})
	if err != nil {
		return nil, 0, err
	}
	if set == r.n {
		return nil, 0, nil
	}
	return out, r.n - set, nil
}

// fillRuns writes each run's value over its slots of out. A run that is
// not near the end is written as whole chunks of 16 values, the last one
// running past the run into slots the next runs overwrite: the store loop
// then has no exit that depends on the run length for runs of up to 16,
// and mispredicted exits, not stores, are what short runs cost.
func fillRuns[E any, R runEndInt](r *reeRuns[R], out, src []E) error {
	p, _ := r.span()
	ends := r.ends
	off, n := r.off, r.n
	for start := 0; start < n; p++ {
		if p >= len(ends) {
			return fmt.Errorf("kernels: run ends stop before slot %d: %w", start, ErrBadRunEnds)
		}
		end := min(int(ends[p])-off, n)
		if end <= start {
			return fmt.Errorf("kernels: run end %d at run %d does not increase: %w", ends[p], p, ErrBadRunEnds)
		}
		v := src[p]
		if end-start <= 256 && end+15 <= n {
			for s := start; s < end; s += 16 {
				fill16((*[16]E)(out[s:]), v)
			}
		} else {
			fill(out[start:end], v)
		}
		start = end
	}
	return nil
}

// fillRuns64 is fillRuns for 8-byte values: with int64 run ends averaging
// 8 slots or more, the level's assembly (Table.FillRuns64, nil where there is none) fills the
// runs a window of fillWindow slots at a time, so that the goroutine
// reaches a preemption point every few microseconds (a garbage collector
// waiting to stop it otherwise signals it again and again), and Go fills
// the runs the assembly leaves: those crossing a window's end or near the
// end of out.
func fillRuns64[R runEndInt](k *asm.Table, r *reeRuns[R], out, src []uint64) error {
	e64, ok := any(r.ends).([]int64)
	p, q := r.span()
	t := k
	if !ok || !t.HasFillRuns64() || r.n < 8*(q-p) { // runs too short to pay for 32 stores each
		return fillRuns(r, out, src)
	}
	const fillWindow = 1 << 16
	for start := 0; start < r.n; {
		if done := t.FillRuns64(out[start:min(r.n, start+fillWindow)], src[p:], e64[p:], r.off+start); done > 0 {
			p += done
			start = int(e64[p-1]) - r.off
			continue
		}
		if p >= len(e64) {
			return fmt.Errorf("kernels: run ends stop before slot %d: %w", start, ErrBadRunEnds)
		}
		end := min(int(e64[p])-r.off, r.n)
		if end <= start {
			return fmt.Errorf("kernels: run end %d at run %d does not increase: %w", e64[p], p, ErrBadRunEnds)
		}
		fill(out[start:end], src[p])
		start = end
		p++
	}
	return nil
}

// fill16 stores v 16 times, unrolled.
func fill16[E any](c *[16]E, v E) {
	c[0], c[1], c[2], c[3] = v, v, v, v
	c[4], c[5], c[6], c[7] = v, v, v, v
	c[8], c[9], c[10], c[11] = v, v, v, v
	c[12], c[13], c[14], c[15] = v, v, v, v
}

// fill sets every element of s to v: a store loop for short runs, a
// doubling copy (memmove of 1, 2, 4, ... elements) for long ones, which
// runs at memset speed.
func fill[E any](s []E, v E) {
	if len(s) < 64 {
		for i := range s {
			s[i] = v
		}
		return
	}
	for i := range 16 {
		s[i] = v
	}
	for done := 16; done < len(s); done *= 2 {
		copy(s[done:], s[:done])
	}
}

// fillBytes repeats v over s, whose length is a multiple of len(v).
func fillBytes(s, v []byte) {
	if len(s) == 0 {
		return
	}
	copy(s, v)
	for done := len(v); done < len(s); done *= 2 {
		copy(s[done:], s[:done])
	}
}

// runIndexSet returns the run index of every slot as take indices, filled
// run by run.
func runIndexSet[R runEndInt](c *config, r *reeRuns[R]) (*indexSet, error) {
	if uint64(r.vals.Length) > math.MaxUint32 {
		u := viewAs[uint64](c.alloc(8*r.n, false), r.n)
		err := r.forRuns(func(p, from, to int) { fill(u[from:to], uint64(p)) })
		return &indexSet{n: r.n, w: 8, u64: u, sorted: true}, err
	}
	u := viewAs[uint32](c.alloc(4*r.n, false), r.n)
	err := r.forRuns(func(p, from, to int) { fill(u[from:to], uint32(p)) })
	return &indexSet{n: r.n, w: 4, u32: u, sorted: true}, err
}

// REEEncode returns a as a run-end encoded array with run ends of type
// runEnds (int16, int32 or int64): one run per maximal stretch of equal
// slots, a stretch of nulls being one run with a null value. Fixed-width values are
// equal when their bytes are (so NaNs with the same bits share a run and
// -0 and +0 do not), binary-like values when their bytes are, dictionary
// slots when their indices are, and other types as arrays.SliceEqual sees
// them. The run values are a take of the values at the run starts. a is
// checked with arrays.ValidateData (O(1)); untrusted arrays should pass
// arrays.ValidateFull first.
func REEEncode(a arrays.Array, runEnds arrays.DataType, opts ...Option) (_ *arrays.RunEndEncoded, err error) {
	defer guard("REEEncode", &err, in("array", a))
	if isNil(a) {
		return nil, fmt.Errorf("kernels: REEEncode: array is nil")
	}
	if runEnds == nil {
		return nil, fmt.Errorf("kernels: REEEncode: run-end type is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	if c.scratch != nil {
		c.scratch.begin(a.Data())
	}
	var maxEnd int
	switch runEnds.ID() {
	case arrays.INT16:
		maxEnd = math.MaxInt16
	case arrays.INT32:
		maxEnd = math.MaxInt32
	case arrays.INT64:
		maxEnd = math.MaxInt // MaxInt64 where int has 64 bits; no int exceeds it elsewhere
	default:
		return nil, fmt.Errorf("kernels: REEEncode: run ends of type %s: %w", runEnds, ErrBadRunEnds)
	}
	d := a.Data()
	if err := c.checkArgs("REEEncode", arg("array", d)); err != nil {
		return nil, err
	}
	if arrays.StorageOf(d.Type).ID() == arrays.RUN_END_ENCODED {
		return nil, fmt.Errorf("kernels: REEEncode: %s is already run-end encoded", d.Type)
	}
	if d.Length > maxEnd {
		return nil, fmt.Errorf("kernels: REEEncode: %d slots overflow %s run ends", d.Length, runEnds)
	}
	starts, err := runStarts(a)
	if err != nil {
		return nil, err
	}
	runs := len(starts)
	var endBuf []byte
	switch runEnds.ID() {
	case arrays.INT16:
		endBuf = putRunEnds[int16](&c, starts, d.Length)
	case arrays.INT32:
		endBuf = putRunEnds[int32](&c, starts, d.Length)
	default:
		endBuf = putRunEnds[int64](&c, starts, d.Length)
	}
	ci := newChildIndices(d.Length, runs)
	for _, s := range starts {
		ci.add(s)
	}
	values, err := takeData(c.widths(), &c, d, ci.set(true))
	if err != nil {
		return nil, err
	}
	re := arrays.NewData(runEnds, runs, c.buffers(nil, endBuf), nil, 0, 0)
	t := arrays.RunEndEncodedOf(runEnds, d.Type)
	out := newOut(&c, t, d.Length, 0, []*arrays.Data{re, values}, nil)
	return arrays.MakeArray(owned(out, a.Data())).(*arrays.RunEndEncoded), nil
}

// putRunEnds writes the run ends given the run starts: each run ends where
// the next starts, the last at n.
func putRunEnds[R runEndInt](c *config, starts []int, n int) []byte {
	w := int(unsafeSizeof[R]())
	b := c.alloc(w*len(starts), false)
	ends := viewAs[R](b, len(starts))
	for k := 1; k < len(starts); k++ {
		ends[k-1] = R(starts[k])
	}
	if len(starts) > 0 {
		ends[len(starts)-1] = R(n)
	}
	return b
}

// runStarts returns the slots of a that start a run: 0, and every slot
// that differs from the one before it.
func runStarts(a arrays.Array) ([]int, error) {
	d := a.Data()
	n := d.Length
	if n == 0 {
		return nil, nil
	}
	st := arrays.StorageOf(d.Type)
	id := st.ID()
	var vb []byte
	if v := d.Validity(); v != nil && d.NullN() > 0 {
		vb = v
	}
	w := arrays.PrimitiveByteWidth(id)
	if id == arrays.FIXED_SIZE_BINARY {
		w = st.(arrays.FixedSizeBinaryType).ByteWidth
	}
	if id == arrays.DICTIONARY {
		w = arrays.PrimitiveByteWidth(st.(*arrays.DictionaryType).Index.ID())
	}
	if w > 0 && (len(d.Buffers) < 2 || len(d.Buffers[1]) < w*(d.Offset+n)) {
		return nil, fmt.Errorf("kernels: REEEncode: values of %s do not fit their buffer", d.Type)
	}
	switch {
	case id == arrays.NULL:
		return []int{0}, nil
	case w == 1:
		return startsOf(viewAt[uint8](d.Buffers[1], d.Offset, n), vb, d.Offset), nil
	case w == 2:
		return startsOf(viewAt[uint16](d.Buffers[1], d.Offset, n), vb, d.Offset), nil
	case w == 4:
		return startsOf(viewAt[uint32](d.Buffers[1], d.Offset, n), vb, d.Offset), nil
	case w == 8:
		return startsOf(viewAt[uint64](d.Buffers[1], d.Offset, n), vb, d.Offset), nil
	case w == 16:
		return startsOf(viewAt[[2]uint64](d.Buffers[1], d.Offset, n), vb, d.Offset), nil
	case w == 32:
		return startsOf(viewAt[[4]uint64](d.Buffers[1], d.Offset, n), vb, d.Offset), nil
	case w > 0:
		b := d.Buffers[1][w*d.Offset:]
		return startsBy(n, vb, d.Offset, func(i int) bool {
			return string(b[(i-1)*w:i*w]) == string(b[i*w:(i+1)*w])
		}), nil
	case id == arrays.BOOL:
		b := d.Buffers[1]
		return startsBy(n, vb, d.Offset, func(i int) bool {
			return arrays.BitIsSet(b, d.Offset+i-1) == arrays.BitIsSet(b, d.Offset+i)
		}), nil
	case arrays.IsBinaryLike(id):
		return startsBy(n, vb, d.Offset, func(i int) bool {
			return string(binaryAt(d, i-1)) == string(binaryAt(d, i))
		}), nil
	}
	// Other layouts: logical equality of neighbouring slots, nulls
	// included (unions have no validity bitmap of their own).
	return startsBy(n, nil, 0, func(i int) bool {
		return arrays.SliceEqual(a, i-1, i, a, i, i+1)
	}), nil
}

// startsOf is runStarts for values compared as E.
func startsOf[E comparable](v []E, vb []byte, voff int) []int {
	starts := []int{0}
	if vb == nil {
		for i := 1; i < len(v); i++ {
			if v[i] != v[i-1] {
				starts = append(starts, i)
			}
		}
		return starts
	}
	return startsBy(len(v), vb, voff, func(i int) bool { return v[i] == v[i-1] })
}

// startsBy is runStarts given same(i), whether valid slots i-1 and i hold
// equal values; with a validity bitmap vb, a change of validity starts a
// run and two nulls are the same.
func startsBy(n int, vb []byte, voff int, same func(i int) bool) []int {
	starts := []int{0}
	prevValid := vb == nil || arrays.BitIsSet(vb, voff)
	for i := 1; i < n; i++ {
		valid := vb == nil || arrays.BitIsSet(vb, voff+i)
		if valid != prevValid || (valid && !same(i)) {
			starts = append(starts, i)
		}
		prevValid = valid
	}
	return starts
}
