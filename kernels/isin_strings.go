package kernels

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/quiver-go/quiver/arrays"
)

// Set membership of binary and utf8 values and their views: the set's
// distinct values go into a strTable once per call; the array's values
// are then looked up 64 at a time, first hashed all (keys read with one or
// two 8-byte loads, no loop over bytes but for values longer than 16
// bytes), then probed all, so that the loads of one phase do not wait on
// the branches of the other.

// strTable is an open-addressing hash table of the distinct values of a
// binary set. A value is keyed by its length n and two words: for n <= 8
// its bytes (zero above n), for 8 < n <= 16 its first and its last 8
// bytes (overlapping), which fix the value exactly; a longer value folds
// its 16-byte chunks into the first word and is compared bytewise on a
// match. Buckets hold four slots; their 16-bit hash tags (zero: empty)
// are one word per bucket, tested for the key's tag and for an empty slot
// at once (SWAR), so that a value not in the set, the common case, costs
// one load of a table that for sets of thousands stays in L1; the slots'
// keys are read only on a tag match. Full buckets spill into the next
// (linear probing). The hash is seeded per table, so that no input can
// be made to collide on purpose.
type strTable struct {
	tags   []uint64  // per bucket, four 16-bit tags
	slots  []strSlot // per bucket, four slots
	mask   uint64    // buckets - 1
	seeds  [4]uint64
	maxLen int              // the longest value held, -1 for none: longer ones are misses
	set    func(int) []byte // the set's value at a position
}

// strSlot is a value held: its key and its set position.
type strSlot struct {
	a, b uint64
	n    int
	pos  int32
}

const (
	lanes1    = 0x0001_0001_0001_0001 // 1 in every 16-bit lane
	lanesHigh = 0x8000_8000_8000_8000 // the top bit of every lane
)

// hasZeroLane reports whether a 16-bit lane of w is zero (exact).
func hasZeroLane(w uint64) bool { return (w-lanes1)&^w&lanesHigh != 0 }

// Test hooks: strHashMask is ANDed into every hash (cleared, every value
// collides), and strFoldLong off keys a long value by its first and last
// 8 bytes only (values alike there share a key; bytes decide).
var (
	strHashMask = ^uint64(0)
	strFoldLong = true
)

func newStrTable(sd *arrays.Data) *strTable {
	buckets := 1
	for buckets < sd.Length { // at most one value per bucket on average
		buckets *= 2
	}
	t := &strTable{tags: make([]uint64, buckets), slots: make([]strSlot, 4*buckets), mask: uint64(buckets - 1),
		maxLen: -1, set: binaryValues(sd)}
	for i := range t.seeds {
		t.seeds[i] = rand.Uint64()
	}
	for i := range sd.Length {
		if !sd.IsValid(i) {
			continue
		}
		v := t.set(i)
		n := len(v)
		a, b := t.key(v[:cap(v)], 0, n)
		h := t.hash(a, b, n)
		if t.find(h, a, b, n, v) >= 0 {
			continue // not the first occurrence
		}
		t.insert(h, strSlot{a, b, n, int32(i)})
		t.maxLen = max(t.maxLen, n)
	}
	return t
}

// hash mixes a key with two 128-bit products of seeded words.
func (t *strTable) hash(a, b uint64, n int) uint64 {
	hi, lo := bits.Mul64(a^t.seeds[0], b^t.seeds[1])
	hi, lo = bits.Mul64(hi^lo^t.seeds[2], uint64(n)^t.seeds[3])
	return (hi ^ lo) & strHashMask
}

// key returns the key words of full[s:e] (0 <= s <= e <= len(full)).
func (t *strTable) key(full []byte, s, e int) (a, b uint64) {
	if e-s > 16 {
		return t.longKey(full[s:e])
	}
	return strWords(full, s, e)
}

// longKey is the key of a value of more than 16 bytes: its 16-byte
// chunks before the last 16 bytes folded into the first word with the
// last 16 bytes.
func (t *strTable) longKey(v []byte) (a, b uint64) {
	if !strFoldLong {
		return le64(v), le64(v[len(v)-8:])
	}
	acc := t.seeds[2]
	for x := v; len(x) > 16; x = x[16:] {
		hi, lo := bits.Mul64(le64(x)^t.seeds[0]^acc, le64(x[8:])^t.seeds[1])
		acc = hi ^ lo
	}
	return le64(v[len(v)-16:]) ^ acc, le64(v[len(v)-8:])
}

// strWords returns the key words of a value of up to 16 bytes,
// full[s:e]: one or two 8-byte loads, the first one past e where full
// has the bytes (they are masked off), else one ending at e, shifted.
func strWords(full []byte, s, e int) (a, b uint64) {
	switch n := uint(e - s); {
	case n > 8:
		return le64(full[s:]), le64(full[e-8:])
	case s+8 <= len(full):
		return le64(full[s:]) & (1<<(8*n) - 1), 0 // 1<<64 is 0: n = 8 keeps all
	case e >= 8:
		return le64(full[e-8:]) >> (64 - 8*n), 0 // a shift by 64 gives 0: n = 0
	}
	for k, c := range full[s:e] { // a buffer of fewer than 8 bytes
		a |= uint64(c) << (8 * uint(k))
	}
	return a, 0
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

// find returns the set position of the value with key (a, b, n) and hash
// h, or -1; v is the value itself, needed only when n > 16.
func (t *strTable) find(h, a, b uint64, n int, v []byte) int32 {
	tag := h>>48 | 1
	for bk := h & t.mask; ; bk = (bk + 1) & t.mask {
		w := t.tags[bk]
		if hasZeroLane(w ^ tag*lanes1) {
			for l := range uint64(4) {
				if w>>(16*l)&0xffff != tag {
					continue
				}
				sl := &t.slots[4*bk+l]
				if sl.a == a && sl.b == b && sl.n == n && (n <= 16 || bytes.Equal(t.set(int(sl.pos)), v)) {
					return sl.pos
				}
			}
		}
		if hasZeroLane(w) {
			return -1 // a bucket with room ends the chain
		}
	}
}

// strBatch holds the keys and hashes of up to 64 values; n < 0 marks a
// value known to be a miss (or a null view, not to be read).
type strBatch struct {
	h, a, b [64]uint64
	n       [64]int
}

// probe looks the batch's values up into dst (len(dst) <= 64); value
// returns value j itself, asked for only for long values on a tag match.
func (t *strTable) probe(dst []int32, k *strBatch, value func(j int) []byte) {
	tags, mask := t.tags, t.mask
	for j := range dst {
		n := k.n[j]
		if n < 0 {
			dst[j] = -1
			continue
		}
		h := k.h[j]
		if w := tags[h&mask]; !hasZeroLane(w^(h>>48|1)*lanes1) && hasZeroLane(w) {
			dst[j] = -1 // no slot has the tag, and the bucket has room
			continue
		}
		var v []byte
		if n > 16 {
			v = value(j)
		}
		dst[j] = t.find(h, k.a[j], k.b[j], n, v)
	}
}

// offsetsLookup is the lookup of binary and utf8 values in a strTable.
// Offsets out of order or past the data (which the O(1) argument check
// does not see) are reported as malformed.
func offsetsLookup[O int32 | int64](d, sd *arrays.Data) lookup {
	offs := viewAt[O](d.Buffers[1], d.Offset, d.Length+1)
	data := d.Buffers[2]
	full := data[:cap(data)]
	t := newStrTable(sd)
	return func(dst []int32, i int) {
		var k strBatch
		o := offs[i : i+len(dst)+1]
		dst = dst[:min(len(dst), 64)]
		for j := range dst {
			s, e := int(o[j]), int(o[j+1])
			if s > e || e > len(data) || s < 0 {
				panic(malformedPanic{fmt.Sprintf("slot %d: offsets [%d, %d] out of order or past the %d data bytes", i+j, s, e, len(data))})
			}
			n := e - s
			if n > t.maxLen {
				k.n[j] = -1
				continue
			}
			a, b := t.key(full, s, e)
			k.h[j], k.a[j], k.b[j], k.n[j] = t.hash(a, b, n), a, b, n
		}
		t.probe(dst, &k, func(j int) []byte { return data[o[j]:o[j+1]] })
	}
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
			var a, b uint64
			if n <= arrays.ViewInlineMax {
				p := 16*(i+j) + 4
				a, b = strWords(raw, p, p+n)
			} else {
				buf := bufs[2+int(v.BufferIndex)]
				s := int(v.Offset)
				_ = buf[s : s+n] // a view past its buffer is malformed: guard reports it
				a, b = t.key(buf[:cap(buf)], s, s+n)
			}
			k.h[j], k.a[j], k.b[j], k.n[j] = t.hash(a, b, n), a, b, n
		}
		t.probe(dst, &k, func(j int) []byte { return viewBytes(&views[i+j], bufs) })
	}
}
