package kernels

import (
	"bytes"
	"fmt"
	"hash/maphash"
	"math"
	"math/bits"
	"slices"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Set membership: IsIn and IndexIn look every slot of an array up in a
// set of values given as an array of the same type. The set is hashed
// once per call: a set of up to asm.MatchKeys distinct fixed-width values
// compared by their bits (integers, temporal and decimal types of up to 8
// bytes; floats whose keys hold no NaN and no zero) goes to the level's
// broadcast-compare kernels (smallIn), a larger one into an
// open-addressing table of its distinct values (keys of the value's
// width, no interface values).
// Binary and utf8 values and their views go into a strTable (keys of two
// words and a length, SWAR-probed buckets of 16-bit tags; see
// compare_isin_strings.go); fixed-size binary values are hashed with hash/maphash
// and compared bytewise.
//
// Nulls match nulls, as Arrow's default (null_matching_behavior=MATCH):
// a null slot is in the set when the set holds a null. Floats are keyed by
// value with every NaN equal to every other NaN and -0 equal to +0.
// Dictionary arrays look their dictionary up once and take the answers by
// their indices.

// IsIn returns, per slot of a, whether its value occurs in set. The
// result has no nulls.
func IsIn(a, set arrays.Array, opts ...Option) (*arrays.Boolean, error) {
	r, err := lookupIn("is_in", a, set, opts)
	if err != nil {
		return nil, err
	}
	return r.(*arrays.Boolean), nil
}

// IndexIn returns, per slot of a, the position in set of the first
// occurrence of its value, or null when it does not occur.
func IndexIn(a, set arrays.Array, opts ...Option) (*arrays.Int32, error) {
	r, err := lookupIn("index_in", a, set, opts)
	if err != nil {
		return nil, err
	}
	return r.(*arrays.Int32), nil
}

func lookupIn(fn string, a, set arrays.Array, opts []Option) (_ arrays.Array, err error) {
	defer guard(fn, &err, in("array", a), in("set", set))
	if isNil(a) || isNil(set) {
		return nil, fmt.Errorf("kernels: %s: array or set is nil", fn)
	}
	c := enterCall(opts)
	defer c.leave()
	d, sd := a.Data(), set.Data()
	if err := c.checkArgs(fn, arg("array", d), arg("set", sd)); err != nil {
		return nil, err
	}
	if sd.Length > math.MaxInt32 {
		return nil, fmt.Errorf("kernels: %s: a set of %d values does not fit int32 positions", fn, sd.Length)
	}
	if c.scratch != nil {
		c.scratch.begin(d, sd)
	}
	nullAt := int32(-1) // the set's first null: where null slots match
	if sd.NullN() > 0 {
		for i := range sd.Length {
			if !sd.IsValid(i) {
				nullAt = int32(i)
				break
			}
		}
	}
	if arrays.StorageOf(d.Type).ID() == arrays.DICTIONARY {
		// look the dictionary up once, then take the answers by index
		dict := arrays.MakeArray(d.Dictionary)
		per, err := lookupIn(fn, dict, set, []Option{atTable{c.widths()}})
		if err != nil {
			return nil, err
		}
		idx := arrays.MakeArray(arrays.NewData(d.Type.(*arrays.DictionaryType).Index, d.Length, d.Buffers, nil, arrays.UnknownNullCount, d.Offset))
		out, err := takeArray(c.widths(), &c, per, idx)
		if err != nil {
			return nil, err
		}
		if d.NullN() > 0 && (fn == "is_in" || nullAt >= 0) {
			// null indices: null slots, which match the set's null (a
			// slot null in out for a value not in the set stays null)
			vals := out.Buffers[1]
			for i := range d.Length {
				if d.IsValid(i) {
					continue
				}
				if fn == "is_in" {
					arrays.SetBitTo(vals, out.Offset+i, nullAt >= 0)
				} else {
					viewAt[int32](vals, out.Offset+i, 1)[0] = nullAt
					arrays.SetBitTo(out.Buffers[0], out.Offset+i, true)
				}
			}
			valid := out.Buffers[0]
			if fn == "is_in" {
				valid = nil
			}
			out = arrays.NewData(out.Type, out.Length, [][]byte{valid, vals}, nil, arrays.UnknownNullCount, out.Offset)
		}
		return arrays.MakeArray(out), nil
	}
	if !arrays.TypeEqual(arrays.StorageOf(d.Type), arrays.StorageOf(sd.Type)) {
		return nil, fmt.Errorf("kernels: %s: array is %s, set is %s: %w", fn, d.Type, sd.Type, ErrWrongType)
	}
	st := arrays.StorageOf(d.Type)
	if c.parallel(d.Length) {
		if r, ok := smallInMorsels(fn, c, st, d, sd, nullAt); ok {
			return r, nil
		}
	} else if r, ok := smallIn(fn, &c, st, d, sd, nullAt); ok {
		return r, nil
	}
	var look lookup
	var hits hitsLookup
	if fn == "is_in" {
		hits = newHitsLookup(st, d, sd)
	}
	if hits == nil {
		var err error
		if look, err = newLookup(st, d, sd); err != nil {
			return nil, fmt.Errorf("kernels: %s: %w", fn, err)
		}
	}
	n := d.Length
	isNullType := st.ID() == arrays.NULL
	var dv []byte // d's validity, nil when no slot is null
	if !isNullType && d.NullN() > 0 {
		dv = d.Validity()
	}
	s := inScan{look: look, hits: hits, d: d, dv: dv, nullAt: nullAt, isNull: isNullType, isIn: fn == "is_in"}
	var vb, valid []byte
	if s.isIn {
		vb = c.bitmap(n)
		s.out = viewAs[uint64](vb[:cap(vb)], (n+63)/64)
	} else {
		vb = c.alloc(4*n, false)
		s.vals = viewAs[int32](vb[:cap(vb)], n)
		valid = c.bitmap(n)
		s.vw = viewAs[uint64](valid[:cap(valid)], (n+63)/64)
	}
	var nulls int
	if c.parallel(n) {
		nulls = inMorsels(c, n, s)
	} else {
		nulls = s.run(0, n)
	}
	if s.isIn {
		return arrays.MakeArray(newOut(&c, arrays.BoolType{}, n, 0, nil, nil, vb)), nil
	}
	if nulls == 0 {
		valid = nil
	}
	return arrays.MakeArray(newOut(&c, arrays.Int32Type{}, n, nulls, nil, valid, vb)), nil
}

// inScan is the scan of IsIn and IndexIn over an array's slots, once the
// set is hashed: the lookup, the array's nulls (resolved to nullAt, the
// set's first null) and the output words.
type inScan struct {
	look   lookup
	hits   hitsLookup // IsIn's lookup when the type has one (look is nil)
	d      *arrays.Data
	dv     []byte // d's validity, nil when no slot is null
	nullAt int32
	isNull bool // d is of the null type
	isIn   bool // IsIn: out; IndexIn: vals and vw
	out    []uint64
	vals   []int32
	vw     []uint64
}

// run fills the output of slots [lo, hi), lo a multiple of 64, and
// returns their null count (IndexIn's; IsIn's result has no nulls).
func (s *inScan) run(lo, hi int) int {
	var buf [64]int32
	nulls := 0
	for w := lo / 64; 64*w < hi; w++ {
		i, k := 64*w, min(64, hi-64*w)
		if s.hits != nil {
			x := s.hits(i, k)
			if s.dv != nil {
				z := ^loadBits(s.dv, s.d.Offset+i, k) & lowBits(k) // null slots
				x &^= z
				if s.nullAt >= 0 {
					x |= z
				}
			}
			s.out[w] = leWord(x)
			continue
		}
		pos := buf[:k]
		s.look(pos, i)
		switch {
		case s.isNull:
			for j := range pos {
				pos[j] = s.nullAt
			}
		case s.dv != nil:
			v := loadBits(s.dv, s.d.Offset+i, k)
			for z := ^v & lowBits(k); z != 0; z &= z - 1 {
				pos[bits.TrailingZeros64(z)] = s.nullAt
			}
		}
		var x uint64
		if s.isIn {
			for j, p := range pos {
				x |= uint64(uint32(^p)>>31) << uint(j) // p >= 0
			}
			s.out[w] = leWord(x)
			continue
		}
		for j, p := range pos {
			s.vals[64*w+j] = max(p, 0)
			x |= uint64(uint32(^p)>>31) << uint(j)
		}
		s.vw[w] = leWord(x)
		nulls += len(pos) - bits.OnesCount64(x)
	}
	return nulls
}

// inMorsels is s.run over n slots on several goroutines: morsels are
// whole words of the output, and the lookup's tables are read-only once
// built.
func inMorsels(c config, n int, s inScan) int {
	nulls := make([]int, numMorsels(n))
	forMorsels(c, n, func(_ *config, lo, hi int) { nulls[lo/morselSlots] = s.run(lo, hi) })
	total := 0
	for _, x := range nulls {
		total += x
	}
	return total
}

// lookup writes the set position of the values of slots [i, i+len(dst))
// into dst, -1 for a value not in the set (null slots: anything).
type lookup func(dst []int32, i int)

// hitsLookup returns the bit set of the slots [i, i+k), 0 < k <= 64,
// whose values are in the set (null slots: anything).
type hitsLookup func(i, k int) uint64

// newHitsLookup hashes the set sd and returns the hitsLookup of d's
// values, or nil when their type has none (then IsIn takes the positions
// of newLookup).
func newHitsLookup(st arrays.DataType, d, sd *arrays.Data) hitsLookup {
	switch st.ID() {
	case arrays.BINARY, arrays.UTF8:
		return newOffsetsIn[int32](d, sd).hits
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		return newOffsetsIn[int64](d, sd).hits
	}
	return nil
}

// newLookup hashes the set sd and returns the lookup of d's values.
func newLookup(st arrays.DataType, d, sd *arrays.Data) (lookup, error) {
	switch id := st.ID(); {
	case id == arrays.NULL:
		return func(dst []int32, _ int) {}, nil
	case id == arrays.BOOL:
		pos := [2]int32{-1, -1}
		for i := sd.Length - 1; i >= 0; i-- {
			if sd.IsValid(i) {
				pos[b2u(arrays.BitIsSet(sd.Buffers[1], sd.Offset+i))] = int32(i)
			}
		}
		return func(dst []int32, i int) {
			for j := range dst {
				dst[j] = pos[b2u(arrays.BitIsSet(d.Buffers[1], d.Offset+i+j))]
			}
		}, nil
	case id == arrays.FLOAT16:
		return fixedLookup[uint16](d, sd, canonHalf), nil
	case id == arrays.FLOAT32:
		return fixedLookup[uint32](d, sd, canonFloat32), nil
	case id == arrays.FLOAT64:
		return fixedLookup[uint64](d, sd, canonFloat64), nil
	}
	switch w := arrays.PrimitiveByteWidth(st.ID()); w {
	case 1:
		return fixedLookup[uint8](d, sd, nil), nil
	case 2:
		return fixedLookup[uint16](d, sd, nil), nil
	case 4:
		return fixedLookup[uint32](d, sd, nil), nil
	case 8:
		return fixedLookup[uint64](d, sd, nil), nil
	}
	var value, setValue func(int) []byte
	switch id := st.ID(); {
	case id == arrays.BINARY || id == arrays.UTF8:
		return newOffsetsIn[int32](d, sd).positions, nil
	case id == arrays.LARGE_BINARY || id == arrays.LARGE_UTF8:
		return newOffsetsIn[int64](d, sd).positions, nil
	case isView(id):
		return viewsLookup(d, sd), nil
	default:
		w := arrays.PrimitiveByteWidth(id) // decimals of 16 and 32 bytes, month-day-nano
		if id == arrays.FIXED_SIZE_BINARY {
			w = st.(arrays.FixedSizeBinaryType).ByteWidth
		}
		if w <= 0 {
			return nil, fmt.Errorf("%s values cannot be looked up: %w", d.Type, ErrWrongType)
		}
		at := func(x *arrays.Data) func(int) []byte {
			return func(i int) []byte { o := (x.Offset + i) * w; return x.Buffers[1][o : o+w] }
		}
		value, setValue = at(d), at(sd)
	}
	find := bytesTable(setValue, sd)
	return func(dst []int32, i int) {
		for j := range dst {
			dst[j] = find(value(i + j))
		}
	}, nil
}

// The float canonicalizers make the keys of equal floats equal: every NaN
// one key, -0 the key of +0.
func canonFloat64(x uint64) uint64 {
	if f := math.Float64frombits(x); f != f {
		return 0x7ff8000000000001
	} else if f == 0 {
		return 0
	}
	return x
}

func canonFloat32(x uint64) uint64 {
	if f := math.Float32frombits(uint32(x)); f != f {
		return 0x7fc00001
	} else if f == 0 {
		return 0
	}
	return x
}

func canonHalf(x uint64) uint64 {
	switch {
	case x&0x7c00 == 0x7c00 && x&0x3ff != 0:
		return 0x7e01
	case x&0x7fff == 0:
		return 0
	}
	return x
}

// fixedLookup is the lookup of values of one width, keyed by their bits
// (canonicalized by canon when not nil) in a hash table; sets small enough
// for smallIn do not come here.
func fixedLookup[T uint8 | uint16 | uint32 | uint64](d, sd *arrays.Data, canon func(uint64) uint64) lookup {
	key := func(v T) uint64 {
		if canon != nil {
			return canon(uint64(v))
		}
		return uint64(v)
	}
	set := viewAt[T](sd.Buffers[1], sd.Offset, sd.Length)
	vals := viewAt[T](d.Buffers[1], d.Offset, d.Length)
	tab := newKeyTable(min(sd.Length, 1<<20))
	for i, v := range set {
		if sd.IsValid(i) {
			tab.insert(key(v), int32(i))
		}
	}
	if canon != nil { // floats: canonical keys, then the table
		return func(dst []int32, i int) {
			for j, v := range vals[i : i+len(dst)] {
				dst[j] = tab.find(canon(uint64(v)))
			}
		}
	}
	return func(dst []int32, i int) {
		for j, v := range vals[i : i+len(dst)] {
			dst[j] = tab.find(uint64(v))
		}
	}
}

// keyTable is an open-addressing hash table from 64-bit keys to the
// position of their first occurrence (linear probing, power-of-two size,
// at most half full), each slot's key and position side by side. A
// bitmap filter of the keys' hashes (about 32 bits per key, at most 64
// KiB, so it stays in cache) answers most absent keys with one bit test:
// a lookup of a column in a small list mostly misses.
type keyTable struct {
	slots  []keySlot
	mask   uint64
	n      int      // keys held
	filter []uint64 // bit hash>>fshift set for every key held
	fshift uint
}

type keySlot struct {
	key uint64
	pos int32 // -1: empty
}

// maxFilterBits bounds the filter: 64 KiB.
const maxFilterBits = 1 << 19

func newKeyTable(n int) *keyTable {
	size := 16
	for size < 2*n {
		size *= 2
	}
	fbits := min(16*size, maxFilterBits)
	t := &keyTable{slots: make([]keySlot, size), mask: uint64(size - 1),
		filter: make([]uint64, fbits/64), fshift: uint(64 - bits.TrailingZeros(uint(fbits)))}
	for i := range t.slots {
		t.slots[i].pos = -1
	}
	return t
}

// hash mixes a key: the two halves of a 128-bit product folded, so that
// both its low bits (the slot) and its top bits (the filter bit) depend
// on every bit of the key, small keys included.
func (t *keyTable) hash(k uint64) uint64 {
	hi, lo := bits.Mul64(k^k>>31, 0x9e3779b97f4a7c15)
	return hi ^ lo
}

// insert adds k at position p unless present; it reports whether it did.
func (t *keyTable) insert(k uint64, p int32) bool {
	if 2*(t.n+1) > len(t.slots) {
		t.grow()
	}
	h := t.hash(k)
	for s := h & t.mask; ; s = (s + 1) & t.mask {
		switch sl := &t.slots[s]; {
		case sl.pos < 0:
			sl.key, sl.pos = k, p
			t.n++
			f := h >> t.fshift
			t.filter[f/64] |= 1 << (f % 64)
			return true
		case sl.key == k:
			return false
		}
	}
}

func (t *keyTable) find(k uint64) int32 {
	h := t.hash(k)
	if f := h >> t.fshift; t.filter[f/64]>>(f%64)&1 == 0 {
		return -1
	}
	for s := h & t.mask; ; s = (s + 1) & t.mask {
		if sl := &t.slots[s]; sl.pos < 0 || sl.key == k {
			return sl.pos
		}
	}
}

// grow doubles the table (only when a set has more distinct values than
// the size it was made for).
func (t *keyTable) grow() {
	old := *t
	*t = *newKeyTable(len(old.slots)) // twice the keys' size: half full at most
	for _, sl := range old.slots {
		if sl.pos >= 0 {
			t.insert(sl.key, sl.pos)
		}
	}
}

// bytesTable hashes the distinct values of the set sd (maphash, linear
// probing; each slot keeps its value's hash, so a probe compares bytes
// only on equal hashes) and returns the function finding a value's first
// position, or -1.
func bytesTable(setValue func(int) []byte, sd *arrays.Data) func(v []byte) int32 {
	seed := maphash.MakeSeed()
	size := 16
	for size < 2*sd.Length {
		size *= 2
	}
	mask := uint64(size - 1)
	pos := make([]int32, size)
	hashes := make([]uint64, size)
	for i := range pos {
		pos[i] = -1
	}
	for i := range sd.Length {
		if !sd.IsValid(i) {
			continue
		}
		v := setValue(i)
		h := maphash.Bytes(seed, v)
		for s := h & mask; ; s = (s + 1) & mask {
			if pos[s] < 0 {
				pos[s], hashes[s] = int32(i), h
				break
			}
			if hashes[s] == h && bytes.Equal(setValue(int(pos[s])), v) {
				break
			}
		}
	}
	return func(v []byte) int32 {
		h := maphash.Bytes(seed, v)
		for s := h & mask; ; s = (s + 1) & mask {
			p := pos[s]
			if p < 0 || hashes[s] == h && bytes.Equal(setValue(int(p)), v) {
				return p
			}
		}
	}
}

// smallIn is IsIn (fn "is_in") or IndexIn of values of up to 8 bytes
// equal by their bits, against a set of at most asm.MatchKeys distinct
// such keys, on the level's MatchAny and MatchEach kernels. It reports
// false, having done nothing, when the values or the set do not qualify.
func smallIn(fn string, c *config, st arrays.DataType, d, sd *arrays.Data, nullAt int32) (arrays.Array, bool) {
	t := c.widths()
	switch st.ID() {
	case arrays.NULL, arrays.BOOL:
		return nil, false
	case arrays.FLOAT16:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny16, t.MatchEach16, func(x uint64) bool { return x&0x7c00 != 0x7c00 || x&0x3ff == 0 })
	case arrays.FLOAT32:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny32, t.MatchEach32, func(x uint64) bool { return !math.IsNaN(float64(math.Float32frombits(uint32(x)))) })
	case arrays.FLOAT64:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny64, t.MatchEach64, func(x uint64) bool { return !math.IsNaN(math.Float64frombits(x)) })
	}
	switch arrays.PrimitiveByteWidth(st.ID()) {
	case 1:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny8, t.MatchEach8, nil)
	case 2:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny16, t.MatchEach16, nil)
	case 4:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny32, t.MatchEach32, nil)
	case 8:
		return smallInWidth(fn, c, d, sd, nullAt, t.MatchAny64, t.MatchEach64, nil)
	}
	return nil, false
}

// smallInWidth is smallIn for one width. A float set qualifies when no key
// is a NaN (notNaN) or a zero: then a value equals a key exactly when its
// bits do.
func smallInWidth[T uint8 | uint16 | uint32 | uint64](fn string, c *config, d, sd *arrays.Data, nullAt int32,
	anyOf, eachOf func(dst []uint64, x, keys []T), notNaN func(uint64) bool) (arrays.Array, bool) {
	var keys []T // distinct, in order of first occurrence
	var pos []int32
	for i, v := range viewAt[T](sd.Buffers[1], sd.Offset, sd.Length) {
		if !sd.IsValid(i) || slices.Contains(keys, v) {
			continue
		}
		if len(keys) == asm.MatchKeys || notNaN != nil && (!notNaN(uint64(v)) || v<<1 == 0) { // <<1: drop the sign, ±0 is 0
			return nil, false
		}
		keys, pos = append(keys, v), append(pos, int32(i))
	}
	n := d.Length
	vals := viewAt[T](d.Buffers[1], d.Offset, n)
	var dv []byte
	if d.NullN() > 0 {
		dv = d.Validity()
	}
	// nullsOf returns the null slots of word w.
	nullsOf := func(w int) uint64 {
		if dv == nil {
			return 0
		}
		k := min(64, n-64*w)
		return ^loadBits(dv, d.Offset+64*w, k) & lowBits(k)
	}
	if fn == "is_in" {
		vb := c.bitmap(n)
		out := viewAs[uint64](vb[:cap(vb)], (n+63)/64)
		anyOf(out, vals, keys)
		for w, x := range out {
			if z := nullsOf(w); z != 0 {
				x &^= z
				if nullAt >= 0 {
					x |= z
				}
			}
			out[w] = leWord(x)
		}
		return arrays.MakeArray(newOut(c, arrays.BoolType{}, n, 0, nil, nil, vb)), true
	}
	vb := c.alloc(4*n, false)
	out := viewAs[int32](vb[:cap(vb)], n)
	valid := c.bitmap(n)
	vw := viewAs[uint64](valid[:cap(valid)], (n+63)/64)
	const chunk = 16 // blocks per MatchEach call
	var words [chunk * asm.MatchKeys]uint64
	nk, nulls := len(keys), 0
	for w0 := 0; 64*w0 < n; w0 += chunk {
		lo, hi := 64*w0, min(n, 64*(w0+chunk))
		each := words[:(hi-lo+63)/64*nk]
		eachOf(each, vals[lo:hi], keys)
		for b := 0; lo+64*b < hi; b++ {
			w, i := w0+b, lo+64*b
			dst := out[i:min(i+64, n)]
			clear(dst) // a null slot's position: 0
			var hit uint64
			for m, e := range each[b*nk : (b+1)*nk] {
				hit |= e
				for ; e != 0; e &= e - 1 {
					dst[bits.TrailingZeros64(e)] = pos[m]
				}
			}
			if z := nullsOf(w); z != 0 {
				hit &^= z
				p := max(nullAt, 0)
				if nullAt >= 0 {
					hit |= z
				}
				for ; z != 0; z &= z - 1 {
					dst[bits.TrailingZeros64(z)] = p
				}
			}
			vw[w] = leWord(hit)
			nulls += len(dst) - bits.OnesCount64(hit)
		}
	}
	if nulls == 0 {
		valid = nil
	}
	return arrays.MakeArray(newOut(c, arrays.Int32Type{}, n, nulls, nil, valid, vb)), true
}
