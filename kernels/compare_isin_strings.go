package kernels

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// Set membership of binary and utf8 values and their views: the set's
// distinct values go into a strTable once per call. utf8 and binary
// values are then tested 64 at a time against the table's filter, with
// no branch per value (filterOffsets), and only those it passes are
// looked up in the table; view values are hashed 64 at a time (keys read
// with three 8-byte loads and masks, without a branch on the length up
// to 24 bytes), then probed, so that the loads of one phase do not wait
// on the branches of the other.

// strTable is an open-addressing hash table of the distinct values of a
// binary set. A value of n bytes is keyed by n and three words: bytes
// [0, 8) and [8, 16) (zero past n) and, for n > 16, bytes [n-8, n); up to
// 24 bytes the key is the value. A longer value folds its 16-byte chunks
// into the first word and is compared bytewise on a match. Buckets hold
// four slots; their 16-bit hash tags (zero: empty) are one word per
// bucket, tested for the key's tag and for an empty slot at once (SWAR),
// so that a value not in the set costs one load of a table that for sets
// of thousands stays in L1; the slots' keys are read only on a tag match.
// Full buckets spill into the next (linear probing). The hash is seeded
// per table, so that no input can be made to collide on purpose. A table
// of the held values' filterHash (filter: up to 32 KiB, about 32 entries
// per value, a byte an entry so that reading one takes no shift) answers
// most misses of utf8 and binary lookups, the common case, with one load.
type strTable struct {
	tags   []uint64  // per bucket, four 16-bit tags; one more, always empty
	slots  []strSlot // per bucket, four slots
	mask   uint64    // buckets - 1
	seeds  [4]uint64
	maxLen int    // the longest value held, -1 for none: longer ones are misses
	lens   uint64 // bit min(n, 63) set for every length n held
	vals   int    // distinct values held
	filter []byte // entry filterHash&fmask 1 for every value held
	fmask  uint64
	mul    [3]uint64        // filterHash's multipliers
	rows   [64][4]uint64    // per length n < 64: filterHash's masks of its two words, n's term, fmask
	set    func(int) []byte // the set's value at a position
}

// strSlot is a value held: its key and its set position.
type strSlot struct {
	a, b, c uint64
	n       int
	pos     int32
}

const (
	lanes1    = 0x0001_0001_0001_0001 // 1 in every 16-bit lane
	lanesHigh = 0x8000_8000_8000_8000 // the top bit of every lane
)

// hasZeroLane reports whether a 16-bit lane of w is zero (exact).
func hasZeroLane(w uint64) bool { return (w-lanes1)&^w&lanesHigh != 0 }

// Test hooks: strHashMask is ANDed into every hash (cleared, every value
// collides), and strFoldLong off keys a long value by its first 16 and
// last 8 bytes only (values alike there share a key; bytes decide).
var (
	strHashMask = ^uint64(0)
	strFoldLong = true
)

// strMasks holds per length n <= 24 the masks of a key's three words.
var strMasks = func() (m [25][3]uint64) {
	for n := range m {
		m[n] = [3]uint64{lowBytes(n), lowBytes(n - 8), 0}
		if n > 16 {
			m[n][2] = ^uint64(0)
		}
	}
	return m
}()

func newStrTable(sd *arrays.Data) *strTable {
	buckets := 1
	for buckets < sd.Length { // at most one value per bucket on average
		buckets *= 2
	}
	fsize := 512
	for fsize < 32*sd.Length && fsize < 1<<15 { // in L1
		fsize *= 2
	}
	t := &strTable{tags: make([]uint64, buckets+1), slots: make([]strSlot, 4*buckets), mask: uint64(buckets - 1),
		maxLen: -1, set: binaryValues(sd), filter: make([]byte, fsize), fmask: uint64(fsize - 1)}
	for i := range t.seeds {
		t.seeds[i] = rand.Uint64()
	}
	t.mul = [3]uint64{rand.Uint64() | 1, rand.Uint64() | 1, rand.Uint64() | 1}
	for n := range t.rows {
		m := &strMasks[min(n, 24)]
		t.rows[n] = [4]uint64{m[0], -b2u(n >= 8), uint64(n) * t.mul[2], t.fmask}
	}
	for i := range sd.Length {
		if !sd.IsValid(i) {
			continue
		}
		v := t.set(i)
		n := len(v)
		a, b, c := t.key(v[:cap(v)], 0, n)
		h := t.hash(a, b, c, n)
		if t.find(h, a, b, c, n, v) >= 0 {
			continue // not the first occurrence
		}
		t.insert(h, strSlot{a, b, c, n, int32(i)})
		t.maxLen = max(t.maxLen, n)
		t.lens |= 1 << uint(min(n, 63))
		t.vals++
		if n <= 24 {
			f := t.filterHash(v) & t.fmask
			t.filter[f] = 1
		}
	}
	if strHashMask != ^uint64(0) { // the collision test: every value a candidate
		for i := range t.filter {
			t.filter[i] = 1
		}
	}
	return t
}

// hash mixes a key with two 128-bit products of seeded words.
func (t *strTable) hash(a, b, c uint64, n int) uint64 {
	hi, lo := bits.Mul64(a^t.seeds[0], b^t.seeds[1])
	hi, lo = bits.Mul64(hi^lo^c^t.seeds[2], uint64(n)^t.seeds[3])
	return (hi ^ lo) & strHashMask
}

// filterHash is the hash of filterOffsets, for values of at most 24
// bytes: cheaper than hash, it keys a value by its length, its first 8
// bytes and its last 8 (all of a value of up to 16 bytes; values alike
// there share an entry, and the table decides) and sums the two words
// times random odd numbers, whose top bits index the filter
// (multiply-shift hashing, almost universal: no input collides on
// purpose more than by chance).
func (t *strTable) filterHash(v []byte) uint64 {
	var w [8]byte
	copy(w[:], v)
	r := &t.rows[len(v)]
	a, z := le64(w[:]), uint64(0)
	if len(v) >= 8 {
		z = le64(v[len(v)-8:])
	}
	return (a*t.mul[0] + z*t.mul[1] + r[2]) >> 48
}

// key returns the key of full[s:e] (0 <= s <= e <= len(full)): the
// lookups' inline loads where full has 16 bytes from s and 8 before e,
// else a copy of the value's first 24 bytes.
func (t *strTable) key(full []byte, s, e int) (a, b, c uint64) {
	n := e - s
	if s+16 <= len(full) && e >= 8 {
		m := &strMasks[min(n, 24)]
		a, b, c = le64(full[s:])&m[0], le64(full[s+8:])&m[1], le64(full[e-8:])&m[2]
	} else {
		var w [24]byte
		copy(w[:], full[s:e])
		a, b = le64(w[:]), le64(w[8:])
		if n > 16 {
			c = le64(full[e-8:])
		}
	}
	if n > 24 {
		a ^= t.fold(full[s:e])
	}
	return a, b, c
}

// fold mixes the 16-byte chunks of a value of more than 24 bytes (but
// its last 16 bytes, or fewer) into a word.
func (t *strTable) fold(v []byte) uint64 {
	if !strFoldLong {
		return 0
	}
	acc := t.seeds[2]
	for x := v; len(x) > 16; x = x[16:] {
		hi, lo := bits.Mul64(le64(x)^t.seeds[0]^acc, le64(x[8:])^t.seeds[1])
		acc = hi ^ lo
	}
	return acc
}

func le64(b []byte) uint64 { return binary.LittleEndian.Uint64(b) }

// lowBytes returns a word with its k low bytes set, k clamped to [0, 8].
func lowBytes(k int) uint64 {
	k = min(max(k, 0), 8)
	return uint64(1)<<(8*uint(k)) - 1 // 1<<64 is 0
}

// insert adds a value that is not held yet.
func (t *strTable) insert(h uint64, sl strSlot) {
	tag := h>>48 | 1
	for bk := h & t.mask; ; bk = (bk + 1) & t.mask {
		w := t.tags[bk]
		for l := range uint64(4) {
			if w>>(16*l)&0xffff == 0 {
				t.tags[bk] = w | tag<<(16*l)
				t.slots[4*bk+l] = sl
				return
			}
		}
	}
}

// find returns the set position of the value v with key (a, b, c, n)
// and hash h, or -1.
func (t *strTable) find(h, a, b, c uint64, n int, v []byte) int32 {
	tag := h>>48 | 1
	for bk := h & t.mask; ; bk = (bk + 1) & t.mask {
		w := t.tags[bk]
		if hasZeroLane(w ^ tag*lanes1) {
			for l := range uint64(4) {
				if w>>(16*l)&0xffff != tag {
					continue
				}
				sl := &t.slots[4*bk+l]
				if sl.a == a && sl.b == b && sl.c == c && sl.n == n && (n <= 24 || bytes.Equal(t.set(int(sl.pos)), v)) {
					return sl.pos
				}
			}
		}
		if hasZeroLane(w) {
			return -1 // a bucket with room ends the chain
		}
	}
}

// strBatch holds the hashes and lengths of up to 64 values; n < 0 marks
// a value known to be a miss (or a null view, not to be read).
type strBatch struct {
	h [64]uint64
	n [64]int
}

// probe looks the batch's values up into dst (len(dst) <= 64). Most
// values are decided by their hash's first bucket (a known miss by the
// extra empty bucket, without a branch of its own); the others are
// re-read (value) and keyed again.
func (t *strTable) probe(dst []int32, k *strBatch, value func(j int) []byte) {
	tags, mask := t.tags, t.mask
	empty := uint64(len(tags) - 1)
	for j := range dst {
		n, h := k.n[j], k.h[j]
		miss := uint64(int64(n) >> 63) // all ones for a known miss
		if w := tags[h&mask&^miss|empty&miss]; !hasZeroLane(w^(h>>48|1)*lanes1) && hasZeroLane(w) {
			dst[j] = -1 // no slot has the tag, and the bucket has room
			continue
		}
		v := value(j)
		a, b, c := t.key(v[:cap(v)], 0, n)
		dst[j] = t.find(h, a, b, c, n, v)
	}
}

// offsetsIn looks binary and utf8 values up in a strTable, 64 values at a
// time: the block's offsets are checked first (out of order or past the
// data, which the O(1) argument check does not see, is reported as
// malformed), then filterOffsets keys, hashes and tests every value
// against the table's filter without a branch per value, and only the
// values the filter passes are looked up in the table.
type offsetsIn[O int32 | int64] struct {
	t    *strTable
	offs []O
	data []byte
	full []byte // data up to its capacity
}

func newOffsetsIn[O int32 | int64](d, sd *arrays.Data) *offsetsIn[O] {
	data := d.Buffers[2]
	return &offsetsIn[O]{t: newStrTable(sd), offs: viewAt[O](d.Buffers[1], d.Offset, d.Length+1), data: data, full: data[:cap(data)]}
}

// filterMaxValues is the largest set whose lookups take the filter: past
// it, about one entry in ten is set, and a batch hashed and probed
// (hashOffsets) is faster than a look in the table per value passed.
const filterMaxValues = 4096

// candidates returns the offsets of slots [i, i+k), 0 < k <= 64, and the
// bit set of those that may be in the set.
func (x *offsetsIn[O]) candidates(i, k int) ([]O, uint64) {
	o := x.offs[i : i+k+1]
	if bad := checkOffsets(o, len(x.data)); bad >= 0 {
		panic(malformedPanic{fmt.Sprintf("slot %d: offsets [%d, %d] out of order or past the %d data bytes", i+bad, o[bad], o[bad+1], len(x.data))})
	}
	if int(o[1]) >= 8 && int(o[k])+8 <= len(x.full) { // every load of filterOffsets within full
		return o, filterOffsets(x.t, o, x.full) >> uint(64-k)
	}
	return o, lowBits(k)
}

// find returns the set position of value j of a block, or -1.
func (x *offsetsIn[O]) find(o []O, j int) int32 {
	s, e := int(o[j]), int(o[j+1])
	n := e - s
	if n > x.t.maxLen {
		return -1
	}
	a, b, c := x.t.key(x.full, s, e)
	return x.t.find(x.t.hash(a, b, c, n), a, b, c, n, x.data[s:e])
}

// positions is the lookup.
func (x *offsetsIn[O]) positions(dst []int32, i int) {
	for len(dst) > 0 {
		k := min(len(dst), 64)
		if x.t.vals > filterMaxValues {
			x.probe(dst[:k], i)
			dst, i = dst[k:], i+k
			continue
		}
		o, cand := x.candidates(i, k)
		out := dst[:k]
		for j := range out {
			out[j] = -1
		}
		for ; cand != 0; cand &= cand - 1 {
			j := bits.TrailingZeros64(cand)
			out[j] = x.find(o, j)
		}
		dst, i = dst[k:], i+k
	}
}

// probe is positions for a set of more than filterMaxValues values.
func (x *offsetsIn[O]) probe(dst []int32, i int) {
	var kb strBatch
	o := x.offs[i : i+len(dst)+1]
	if bad := hashOffsets(x.t, &kb, o, x.full, len(x.data)); bad >= 0 {
		panic(malformedPanic{fmt.Sprintf("slot %d: offsets [%d, %d] out of order or past the %d data bytes", i+bad, o[bad], o[bad+1], len(x.data))})
	}
	x.t.probe(dst, &kb, func(j int) []byte { return x.data[o[j]:o[j+1]] })
}

// hits is the hitsLookup: IsIn's bits, with no positions to write.
func (x *offsetsIn[O]) hits(i, k int) uint64 {
	if x.t.vals > filterMaxValues {
		var pos [64]int32
		x.probe(pos[:k], i)
		var hit uint64
		for j, p := range pos[:k] {
			hit |= uint64(uint32(^p)>>31) << uint(j) // p >= 0
		}
		return hit
	}
	o, cand := x.candidates(i, k)
	for c := cand; c != 0; c &= c - 1 {
		if j := bits.TrailingZeros64(c); x.find(o, j) < 0 {
			cand &^= 1 << uint(j)
		}
	}
	return cand
}

// hashOffsets fills k with the hashes and lengths of the len(o)-1 <= 64
// values full[o[j]:o[j+1]] of a data buffer of size bytes (full is it up
// to its capacity). It returns the first j whose offsets are out of
// order or past the data, or -1. The loop keys values of up to 24 bytes
// away from the buffer's ends inline, with no call, so that its
// variables stay in registers; the others are keyed after it.
func hashOffsets[O int32 | int64](t *strTable, k *strBatch, o []O, full []byte, size int) int {
	seeds, hmask, lens := t.seeds, strHashMask, t.lens
	if len(o) > 65 {
		o = o[:65]
	}
	var slow uint64 // values left to t.key
	for j := range len(o) - 1 {
		s, e := int(o[j]), int(o[j+1])
		if s > e || e > size || s < 0 {
			return j
		}
		n := e - s
		if lens>>uint(min(n, 63))&1 == 0 {
			k.n[j] = -1 // no set value has this length
			continue
		}
		if s+16 > len(full) || e < 8 || n > 24 {
			slow |= 1 << uint(j)
			continue
		}
		m := &strMasks[n]
		w := full[s : s+16]
		a, b, c := le64(w)&m[0], le64(w[8:])&m[1], le64(full[e-8:e])&m[2]
		hi, lo := bits.Mul64(a^seeds[0], b^seeds[1]) // t.hash, inline
		hi, lo = bits.Mul64(hi^lo^c^seeds[2], uint64(n)^seeds[3])
		k.h[j], k.n[j] = (hi^lo)&hmask, n
	}
	for ; slow != 0; slow &= slow - 1 {
		j := bits.TrailingZeros64(slow)
		s, e := int(o[j]), int(o[j+1])
		if n := e - s; n > t.maxLen {
			k.n[j] = -1
		} else {
			a, b, c := t.key(full, s, e)
			k.h[j], k.n[j] = t.hash(a, b, c, n), n
		}
	}
	return -1
}

// checkOffsets returns the first j whose offsets o[j], o[j+1] are out of
// order or outside [0, size], or -1 when all are in order within it.
func checkOffsets[O int32 | int64](o []O, size int) int {
	prev := int64(o[0]) // int64: no int64 offset is cut short on a 32-bit machine
	bad := prev         // negative when any offset is, or any step back
	if unsafeSizeof[O]() == 4 {
		// int32 offsets: their steps cannot overflow, and with o[0] >= 0
		// none is negative if no step is
		j := 0
		for p := unsafe.Pointer(unsafe.SliceData(o)); j+4 < len(o); j += 4 { // four steps a turn, p at o[j]
			at := func(k uintptr) int64 { return int64(*(*int32)(unsafe.Add(p, 4*k))) } // steps in int64: none wraps
			x0, x1, x2, x3, x4 := at(0), at(1), at(2), at(3), at(4)
			bad |= (x1 - x0) | (x2 - x1) | (x3 - x2) | (x4 - x3)
			p = unsafe.Add(p, 16)
		}
		prev = int64(o[j])
		for _, x := range o[j+1:] {
			e := int64(x)
			bad |= e - prev
			prev = e
		}
	} else {
		for _, x := range o[1:] {
			e := int64(x)
			bad |= e | (e - prev) // no overflow: both are >= 0 unless bad already is
			prev = e
		}
	}
	if bad >= 0 && prev <= int64(size) {
		return -1
	}
	for j := range len(o) - 1 {
		if s, e := int64(o[j]), int64(o[j+1]); s < 0 || s > e || e > int64(size) {
			return j
		}
	}
	return -1 // not reached: some step is bad
}

// filterOffsets returns the bit set of the k = len(o)-1 <= 64 values
// full[o[j]:o[j+1]] that may be in t, value j at bit 64-k+j: those whose
// filterHash has its entry set in t.filter and those longer than 24
// bytes, which filterHash does not key. The caller checked that the
// offsets are in order, o[1] >= 8 and o[k]+8 <= len(full), so that the 8
// bytes from every value's start and the 8 before its end are within
// full: the loads go unchecked. The loop is kept to few live values (the
// set bits shift in from the top, the length's masks and term come from
// one table row), so that it runs from registers.
func filterOffsets[O int32 | int64](t *strTable, o []O, full []byte) uint64 {
	base := unsafe.Pointer(unsafe.SliceData(full))
	rows := &t.rows
	m0, m1 := t.mul[0], t.mul[1]
	filter := unsafe.Pointer(unsafe.SliceData(t.filter))
	size := unsafeSizeof[O]()
	p := unsafe.Pointer(unsafe.SliceData(o))
	end := unsafe.Add(p, uintptr(len(o)-1)*size)
	var cand uint64
	s := int(*(*O)(p))
	for p != end {
		p = unsafe.Add(p, size)
		e := int(*(*O)(p))
		n := e - s
		r := &rows[n&63]
		a := loadLE64(base, s) & r[0]
		z := loadLE64(base, e-8) & r[1]
		f := (a*m0 + z*m1 + r[2]) >> 48 & r[3]         // t.filterHash, inline
		bit := uint64(*(*byte)(unsafe.Add(filter, f))) // f < len(t.filter)
		long := uint64(24-n) >> 63
		cand = cand>>1 | (bit|long)<<63
		s = e
	}
	return cand // value j at bit 64-(len(o)-1)+j: the caller shifts
}

// loadLE64 reads the little-endian word at p+off.
func loadLE64(p unsafe.Pointer, off int) uint64 {
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Add(p, off))[:])
}

// viewsLookup is the lookup of binary and utf8 view values in a
// strTable: a value of up to 12 bytes is keyed from its view (the bytes
// of the views buffer), a longer one from its data buffer. Null slots
// (whose views may be anything) are not read.
func viewsLookup(d, sd *arrays.Data) lookup {
	views := viewAt[arrays.View](d.Buffers[1], d.Offset, d.Length)
	raw := d.Buffers[1][16*d.Offset : 16*(d.Offset+d.Length)]
	bufs := d.Buffers
	var valid []byte
	if d.NullN() > 0 {
		valid = d.Validity()
	}
	t := newStrTable(sd)
	return func(dst []int32, i int) {
		var k strBatch
		dst = dst[:min(len(dst), 64)]
		for j := range dst {
			if valid != nil && !arrays.BitIsSet(valid, d.Offset+i+j) {
				k.n[j] = -1
				continue
			}
			v := &views[i+j]
			n := int(v.Length)
			if n < 0 {
				panic(malformedPanic{fmt.Sprintf("slot %d: a view of length %d", i+j, n)})
			}
			if n > t.maxLen {
				k.n[j] = -1
				continue
			}
			var a, b, c uint64
			if n <= arrays.ViewInlineMax {
				a, b, c = t.key(raw, 16*(i+j)+4, 16*(i+j)+4+n)
			} else {
				buf := bufs[2+int(v.BufferIndex)]
				s := int(v.Offset)
				_ = buf[s : s+n] // a view past its buffer is malformed: guard reports it
				a, b, c = t.key(buf[:cap(buf)], s, s+n)
			}
			k.h[j], k.n[j] = t.hash(a, b, c, n), n
		}
		t.probe(dst, &k, func(j int) []byte { return viewBytes(&views[i+j], bufs) })
	}
}
