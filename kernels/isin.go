package kernels

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/maphash"
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/quiver-go/quiver/arrays"
)

// Set membership: IsIn and IndexIn look every slot of an array up in a
// set of values given as an array of the same type. The set is hashed
// once per call: a set of up to smallSet fixed-width values is scanned
// with a branch-free compare against every entry (the compiler keeps the
// loop in registers), a larger one goes into an open-addressing table of
// its distinct values (keys of the value's width, no interface values).
// Binary and utf8 values of up to 24 bytes are read as three words and a
// length and compared as such (shortKey, shortTable); longer ones and the
// other binary-like layouts are hashed with hash/maphash and compared
// bytewise.
//
// Nulls match nulls, as Arrow's default (null_matching_behavior=MATCH):
// a null slot is in the set when the set holds a null. Floats are keyed by
// value with every NaN equal to every other NaN and -0 equal to +0.
// Dictionary arrays look their dictionary up once and take the answers by
// their indices.

// smallSet is the largest set scanned rather than hashed.
const smallSet = 16

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
	defer guard(fn, &err)
	if isNil(a) || isNil(set) {
		return nil, fmt.Errorf("kernels: %s: array or set is nil", fn)
	}
	c := newConfig(opts)
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
		per, err := lookupIn(fn, dict, set, nil)
		if err != nil {
			return nil, err
		}
		idx := arrays.MakeArray(arrays.NewData(d.Type.(*arrays.DictionaryType).Index, d.Length, d.Buffers, nil, arrays.UnknownNullCount, d.Offset))
		out, err := takeArray(c.widths(), &c, per, idx)
		if err != nil {
			return nil, err
		}
		if out.NullN() > 0 && (fn == "is_in" || nullAt >= 0) {
			// null indices: null slots, which match the set's null
			vals := out.Buffers[1]
			for i := range d.Length {
				if out.IsValid(i) {
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
	look, err := newLookup(st, d, sd)
	if err != nil {
		return nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	n := d.Length
	isNullType := st.ID() == arrays.NULL
	var dv []byte // d's validity, nil when no slot is null
	if !isNullType && d.NullN() > 0 {
		dv = d.Validity()
	}
	s := inScan{look: look, d: d, dv: dv, nullAt: nullAt, isNull: isNullType, isIn: fn == "is_in"}
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
		return offsetsLookup[int32](d, sd), nil
	case id == arrays.LARGE_BINARY || id == arrays.LARGE_UTF8:
		return offsetsLookup[int64](d, sd), nil
	case isView(id):
		value, setValue = binaryValues(d), binaryValues(sd)
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
// (canonicalized by canon when not nil): a scan of up to smallSet
// distinct keys, a hash table beyond.
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
	var keys []uint64
	var pos []int32
	for i, v := range set {
		if sd.IsValid(i) {
			if k := key(v); tab.insert(k, int32(i)) {
				keys, pos = append(keys, k), append(pos, int32(i))
			}
		}
	}
	if canon != nil { // floats: canonical keys, then the table
		return func(dst []int32, i int) {
			for j, v := range vals[i : i+len(dst)] {
				dst[j] = tab.find(canon(uint64(v)))
			}
		}
	}
	if len(keys) <= smallSet {
		return func(dst []int32, i int) {
			for j, v := range vals[i : i+len(dst)] {
				k, p := uint64(v), int32(-1)
				for m, s := range keys { // distinct keys: at most one matches
					if s == k {
						p = pos[m]
					}
				}
				dst[j] = p
			}
		}
	}
	return func(dst []int32, i int) {
		for j, v := range vals[i : i+len(dst)] {
			dst[j] = tab.find(uint64(v))
		}
	}
}

// offsetsLookup is the lookup of binary and utf8 values. A value of up to
// shortLen bytes is read as a shortKey (three 8-byte loads) and compared
// as words and a length: against each of up to smallSet distinct set
// values, or in a shortTable; longer values go through the maphash
// bytesTable.
func offsetsLookup[O int32 | int64](d, sd *arrays.Data) lookup {
	offs := viewAt[O](d.Buffers[1], d.Offset, d.Length+1)
	data := d.Buffers[2]
	setValue := binaryValues(sd)
	find := bytesTable(setValue, sd)
	var keys []shortKey // distinct short set values, first occurrences
	var pos []int32
	for i := range sd.Length {
		if v := setValue(i); sd.IsValid(i) && len(v) <= shortLen && find(v) == int32(i) {
			keys, pos = append(keys, shortKeyOf(v, 0, len(v))), append(pos, int32(i))
		}
	}
	if len(keys) <= smallSet {
		return func(dst []int32, i int) {
			for j := range dst {
				s, e := int(offs[i+j]), int(offs[i+j+1])
				v := data[s:e]
				if len(v) > shortLen {
					dst[j] = find(v)
					continue
				}
				k, p := shortKeyOf(data, s, e), int32(-1)
				for m := range keys { // distinct keys: at most one matches
					if keys[m] == k {
						p = pos[m]
					}
				}
				dst[j] = p
			}
		}
	}
	tab := newShortTable(keys, pos)
	return func(dst []int32, i int) {
		for j := range dst {
			s, e := int(offs[i+j]), int(offs[i+j+1])
			v := data[s:e]
			if len(v) > shortLen {
				dst[j] = find(v)
				continue
			}
			dst[j] = tab.find(shortKeyOf(data, s, e))
		}
	}
}

// shortLen is the longest value a shortKey holds.
const shortLen = 24

// shortKey holds a value of up to shortLen bytes exactly: its bytes as
// three little-endian words, zero past the value, and its length.
type shortKey struct {
	w0, w1, w2 uint64
	n          int
}

// shortKeyOf reads b[s:e] (0 <= s <= e <= len(b), e-s <= shortLen) as a
// shortKey, with three 8-byte loads where b's capacity allows.
func shortKeyOf(b []byte, s, e int) shortKey {
	n := e - s
	if full := b[:cap(b)]; s+shortLen <= len(full) {
		f := full[s : s+shortLen]
		k := shortKey{binary.LittleEndian.Uint64(f), binary.LittleEndian.Uint64(f[8:]), binary.LittleEndian.Uint64(f[16:]), n}
		k.w0 &= lowBytes(n)
		k.w1 &= lowBytes(n - 8)
		k.w2 &= lowBytes(n - 16)
		return k
	}
	var w [3]uint64
	for i, c := range b[s:e] {
		w[i>>3] |= uint64(c) << (8 * uint(i&7))
	}
	return shortKey{w[0], w[1], w[2], n}
}

// lowBytes returns a word with its k low bytes set, k clamped to [0, 8].
func lowBytes(k int) uint64 {
	k = min(max(k, 0), 8)
	return uint64(1)<<(8*uint(k)) - 1 // 1<<64 is 0
}

// shortTable is an open-addressing hash table of distinct shortKeys and
// their set positions (linear probing, at most half full). A probe reads
// a 16-bit tag array first (zero: empty), which stays in L1 for sets of
// thousands of values, and the keys only on a tag match. The hash is
// seeded per table, so that no input can be made to collide on purpose.
type shortTable struct {
	tags  []uint16
	keys  []shortKey
	pos   []int32
	mask  uint64
	seeds [4]uint64
}

func newShortTable(keys []shortKey, pos []int32) *shortTable {
	size := 16
	for size < 2*len(keys) {
		size *= 2
	}
	t := &shortTable{tags: make([]uint16, size), keys: make([]shortKey, size), pos: make([]int32, size), mask: uint64(size - 1)}
	for i := range t.seeds {
		t.seeds[i] = rand.Uint64()
	}
	for i, k := range keys { // distinct already
		h := t.hash(k)
		s := h & t.mask
		for t.tags[s] != 0 {
			s = (s + 1) & t.mask
		}
		t.tags[s], t.keys[s], t.pos[s] = tagOf(h), k, pos[i]
	}
	return t
}

// hash mixes k with two 128-bit products of seeded words.
func (t *shortTable) hash(k shortKey) uint64 {
	hi, lo := bits.Mul64(k.w0^t.seeds[0], k.w1^t.seeds[1])
	hi, lo = bits.Mul64(hi^lo^k.w2^t.seeds[2], uint64(k.n)^t.seeds[3])
	return hi ^ lo
}

// tagOf is the nonzero tag of a hash (its top bits; the slot uses the
// low ones).
func tagOf(h uint64) uint16 { return uint16(h>>48) | 1 }

func (t *shortTable) find(k shortKey) int32 {
	h := t.hash(k)
	tag := tagOf(h)
	for s := h & t.mask; ; s = (s + 1) & t.mask {
		switch g := t.tags[s]; {
		case g == 0:
			return -1
		case g == tag && t.keys[s] == k:
			return t.pos[s]
		}
	}
}

// keyTable is an open-addressing hash table from 64-bit keys to the
// position of their first occurrence (linear probing, power-of-two size,
// at most half full).
type keyTable struct {
	keys []uint64
	pos  []int32 // -1: empty
	mask uint64
	n    int // keys held
}

func newKeyTable(n int) *keyTable {
	size := 16
	for size < 2*n {
		size *= 2
	}
	t := &keyTable{keys: make([]uint64, size), pos: make([]int32, size), mask: uint64(size - 1)}
	for i := range t.pos {
		t.pos[i] = -1
	}
	return t
}

// slot mixes a key into a table position (a multiplicative hash: the high
// bits of the product spread every input bit).
func (t *keyTable) slot(k uint64) uint64 {
	hi, _ := bits.Mul64(k^k>>31, 0x9e3779b97f4a7c15)
	return hi & t.mask
}

// insert adds k at position p unless present; it reports whether it did.
func (t *keyTable) insert(k uint64, p int32) bool {
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	for s := t.slot(k); ; s = (s + 1) & t.mask {
		switch {
		case t.pos[s] < 0:
			t.keys[s], t.pos[s] = k, p
			t.n++
			return true
		case t.keys[s] == k:
			return false
		}
	}
}

func (t *keyTable) find(k uint64) int32 {
	for s := t.slot(k); ; s = (s + 1) & t.mask {
		if t.pos[s] < 0 || t.keys[s] == k {
			return t.pos[s]
		}
	}
}

// grow doubles the table (only when a set has more distinct values than
// the size it was made for).
func (t *keyTable) grow() {
	old := *t
	*t = *newKeyTable(len(old.keys)) // twice the keys' size: half full at most
	for s, p := range old.pos {
		if p >= 0 {
			t.insert(old.keys[s], p)
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
