package kernels

import (
	"fmt"
	"math"
	"math/bits"

	"github.com/quiver-go/quiver/arrays"
)

// IfElse returns, per slot, a's value where cond is true and b's where it
// is false; a null cond slot gives a null. a and b are arrays as long as
// cond or scalars (a Scalar is broadcast), of one type, which the result
// has (a scalar branch of a dictionary or run-end encoded array is not its
// value type's scalar: build one of the array's type, or decode first).
// Fixed-width types (numbers, temporal, decimals, fixed-size binary,
// booleans) are blended 64 slots at a time from cond's words (whole words
// of one branch copied in bulk; Parallel splits them into morsels); every
// other type is assembled run by run of cond with the arrays package's
// range appends.
func IfElse(cond *arrays.Boolean, a, b Datum, opts ...Option) (_ arrays.Array, err error) {
	defer guard("if_else", &err, in("cond", cond), in("a", a), in("b", b))
	if cond == nil {
		return nil, fmt.Errorf("kernels: if_else: cond is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	cd := cond.Data()
	if err := c.checkArgs("if_else", arg("cond", cd), arg("a", datumData(a)), arg("b", datumData(b))); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(cd)
		holdDatum(c.scratch, a)
		holdDatum(c.scratch, b)
	}
	n := cd.Length
	sa, err := newBranch("if_else", "a", a, n)
	if err != nil {
		return nil, err
	}
	sb, err := newBranch("if_else", "b", b, n)
	if err != nil {
		return nil, err
	}
	if !arrays.TypeEqual(sa.typ, sb.typ) {
		return nil, fmt.Errorf("kernels: if_else: branches are %s and %s: %w", sa.typ, sb.typ, ErrWrongType)
	}
	var cv []byte
	if cd.NullN() > 0 {
		cv = cd.Buffers[0]
	}
	sel := condWords{vals: cd.Buffers[1], valid: cv, off: cd.Offset}
	d, err := blend(&c, sel, &sa, &sb, n)
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(d), nil
}

// FillNull returns a with every null slot replaced by fill, a scalar of
// a's type or an array as long as a (slot i fills slot i). Nulls are
// logical (nulls.go): a dictionary slot whose value is null is filled too.
func FillNull(a arrays.Array, fill Datum, opts ...Option) (_ arrays.Array, err error) {
	defer guard("fill_null", &err, in("array", a), in("fill", fill))
	if isNil(a) {
		return nil, fmt.Errorf("kernels: fill_null: array is nil")
	}
	c := enterCall(opts)
	defer c.leave()
	d := a.Data()
	if err := c.checkArgs("fill_null", arg("array", d), arg("fill", datumData(fill))); err != nil {
		return nil, err
	}
	if c.scratch != nil {
		c.scratch.begin(d)
		holdDatum(c.scratch, fill)
	}
	n := d.Length
	sa, err := newBranch("fill_null", "array", a, n)
	if err != nil {
		return nil, err
	}
	sf, err := newBranch("fill_null", "fill", fill, n)
	if err != nil {
		return nil, err
	}
	if !arrays.TypeEqual(sa.typ, sf.typ) {
		return nil, fmt.Errorf("kernels: fill_null: array is %s, fill is %s: %w", sa.typ, sf.typ, ErrWrongType)
	}
	var sel condWords
	switch id := arrays.StorageOf(d.Type).ID(); {
	case id == arrays.NULL:
		sel = condWords{constant: true} // every slot takes the fill
	case hasOwnValidity(id):
		if d.NullN() == 0 {
			return a, nil // nothing to fill
		}
		sel = condWords{vals: d.Buffers[0], off: d.Offset}
	default:
		// unions, run-end encoded and dictionaries: logical nulls per slot
		valid, nulls := logicalValidity(a)
		if nulls == 0 {
			return a, nil
		}
		sel = condWords{vals: valid}
	}
	out, err := blend(&c, sel, &sa, &sf, n)
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(out), nil
}

// hasOwnValidity reports whether a slot's nullness is its validity bit
// alone (not unions, run-end encoded or dictionaries, whose children
// decide too).
func hasOwnValidity(id arrays.TypeID) bool {
	switch id {
	case arrays.NULL, arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED, arrays.DICTIONARY:
		return false
	}
	return true
}

// condWords reads the selector of a blend: values (set: take the first
// branch) and optional validity (clear: null result), or a constant false
// selector.
type condWords struct {
	vals, valid []byte
	off         int
	constant    bool
}

func (s *condWords) words(i, k int) (take, ok uint64) {
	if s.constant {
		return 0, math.MaxUint64
	}
	take = loadBits(s.vals, s.off+i, k)
	if s.valid == nil {
		return take, math.MaxUint64
	}
	return take, loadBits(s.valid, s.off+i, k)
}

// branch is one side of a blend: an array's Data, or a scalar broadcast
// (as a one-slot array for the range appends).
type branch struct {
	typ    arrays.DataType
	d      *arrays.Data
	scalar *Scalar
	one    arrays.Array // the scalar as a one-slot array
}

func newBranch(fn, side string, x Datum, n int) (branch, error) {
	la, ls, err := datumOf(x, side)
	if err != nil {
		return branch{}, fmt.Errorf("kernels: %s: %s operand: %w", fn, side, err)
	}
	if ls != nil {
		if !ls.valid { // a typed null: one null slot of any type
			bld, err := arrays.NewBuilder(ls.typ)
			if err != nil {
				return branch{}, fmt.Errorf("kernels: %s: %s: %w", fn, side, err)
			}
			bld.AppendNull()
			return branch{typ: ls.typ, scalar: ls, one: bld.NewArray()}, nil
		}
		one, err := ls.array()
		if err != nil {
			return branch{}, fmt.Errorf("kernels: %s: %s: %w", fn, side, err)
		}
		return branch{typ: ls.typ, scalar: ls, one: one}, nil
	}
	d := la.Data()
	if d.Length != n {
		return branch{}, fmt.Errorf("kernels: %s: %s has %d slots, want %d", fn, side, d.Length, n)
	}
	return branch{typ: d.Type, d: d}, nil
}

// valid returns the validity of k slots from i.
func (b *branch) valid(i, k int) uint64 {
	if b.scalar != nil {
		if b.scalar.valid {
			return math.MaxUint64
		}
		return 0
	}
	v := b.d.Validity()
	if v == nil || b.d.NullN() == 0 {
		return math.MaxUint64
	}
	return loadBits(v, b.d.Offset+i, k)
}

// blend builds the result of n slots choosing a where the selector is set
// and b where it is clear.
func blend(c *config, sel condWords, a, b *branch, n int) (*arrays.Data, error) {
	t := a.typ
	st := arrays.StorageOf(t)
	w := arrays.PrimitiveByteWidth(st.ID())
	if st.ID() == arrays.FIXED_SIZE_BINARY {
		w = st.(arrays.FixedSizeBinaryType).ByteWidth
	}
	if w == 0 && st.ID() != arrays.BOOL {
		return blendRuns(sel, a, b, n)
	}
	words := (n + 63) / 64
	vb := c.bitmap(n)
	validW := viewAs[uint64](vb[:cap(vb)], words)
	var out []byte
	if st.ID() == arrays.BOOL {
		out = c.bitmap(n)
	} else {
		out = c.alloc(w*n, false)
	}
	outW := viewAs[uint64](out[:cap(out)], (len(out)+7)/8)
	isBool := st.ID() == arrays.BOOL
	nulls := 0
	if c.parallel(n) {
		counts := make([]int, numMorsels(n))
		forMorsels(*c, n, func(_ *config, lo, hi int) {
			counts[lo/morselSlots] = blendWords(sel, a, b, isBool, w, out, outW, validW, n, lo/64, (hi+63)/64)
		})
		for _, k := range counts {
			nulls += k
		}
	} else {
		nulls = blendWords(sel, a, b, isBool, w, out, outW, validW, n, 0, words)
	}
	var validity []byte
	if nulls > 0 {
		validity = vb
	}
	return newOut(c, t, n, nulls, nil, validity, out), nil
}

// blendWords blends words [from, to) of n slots (64 slots a word) into
// out (w bytes a slot, or the words outW for booleans) and their validity
// into validW, and returns the number of null slots among them.
func blendWords(sel condWords, a, b *branch, isBool bool, w int, out []byte, outW, validW []uint64, n, from, to int) int {
	nulls := 0
	for wi := from; wi < to; wi++ {
		i, k := 64*wi, min(64, n-64*wi)
		m := lowBits(k)
		take, ok := sel.words(i, k)
		take &= m
		valid := ok & (take&a.valid(i, k) | ^take&b.valid(i, k)) & m
		validW[wi] = leWord(valid)
		nulls += k - bits.OnesCount64(valid)
		if isBool {
			outW[wi] = leWord(take&a.boolWord(i, k) | ^take&b.boolWord(i, k)&m)
			continue
		}
		blendFixed(out[w*i:w*(i+k)], w, take, k, a, b, i)
	}
	return nulls
}

// boolWord returns the values of k boolean slots from i.
func (b *branch) boolWord(i, k int) uint64 {
	if b.scalar != nil {
		if b.scalar.fixed[0] != 0 {
			return math.MaxUint64
		}
		return 0
	}
	return loadBits(b.d.Buffers[1], b.d.Offset+i, k)
}

// bytesAt returns the w-byte values of slots [i, i+k) of an array branch.
func (b *branch) bytesAt(w, i, k int) []byte {
	o := w * (b.d.Offset + i)
	return b.d.Buffers[1][o : o+w*k]
}

// scalarBytes returns a scalar branch's value as w bytes.
func (b *branch) scalarBytes(w int) []byte {
	if b.scalar.bytes != nil {
		return b.scalar.bytes[:w]
	}
	return b.scalar.fixed[:w]
}

// blendFixed writes k w-byte slots to dst: a's where take's bit is set,
// b's elsewhere; a word of one branch is copied whole.
func blendFixed(dst []byte, w int, take uint64, k int, a, b *branch, i int) {
	fill := func(x *branch, from, to int) {
		if x.scalar != nil {
			v := x.scalarBytes(w)
			for j := from; j < to; j++ {
				copy(dst[w*j:], v)
			}
			return
		}
		copy(dst[w*from:w*to], x.bytesAt(w, i+from, to-from))
	}
	switch take {
	case 0:
		fill(b, 0, k)
		return
	case lowBits(k):
		fill(a, 0, k)
		return
	}
	// runs of equal selector bits
	for j := 0; j < k; {
		x := take >> uint(j)
		bit := x & 1
		if bit == 0 {
			x = ^x
		}
		run := min(bits.TrailingZeros64(^x), k-j) // the run of bit from j
		if bit != 0 {
			fill(a, j, j+run)
		} else {
			fill(b, j, j+run)
		}
		j += run
	}
}

// blendRuns assembles a result of any type with a builder, one range
// append per run of equal selector slots.
func blendRuns(sel condWords, a, b *branch, n int) (*arrays.Data, error) {
	bld, err := arrays.NewBuilder(a.typ)
	if err != nil {
		return nil, err
	}
	bld.Reserve(n)
	src := func(x *branch) arrays.Array {
		if x.scalar != nil {
			return x.one
		}
		return arrays.MakeArray(x.d)
	}
	aa, ba := src(a), src(b)
	// state per slot: 0 null, 1 take a, 2 take b
	state := func(i int) int {
		take, ok := sel.words(i, 1)
		switch {
		case ok&1 == 0:
			return 0
		case take&1 != 0:
			return 1
		}
		return 2
	}
	for i := 0; i < n; {
		s := state(i)
		j := i + 1
		for j < n && state(j) == s {
			j++
		}
		switch s {
		case 0:
			bld.AppendNulls(j - i)
		default:
			x, arr := a, aa
			if s == 2 {
				x, arr = b, ba
			}
			if x.scalar != nil {
				for range j - i {
					if err := arrays.AppendFrom(bld, arr, 0); err != nil {
						return nil, err
					}
				}
			} else if err := arrays.AppendRange(bld, arr, i, j); err != nil {
				return nil, err
			}
		}
		i = j
	}
	return bld.NewArray().Data(), nil
}
