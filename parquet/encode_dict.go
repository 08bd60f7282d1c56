package parquet

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"unsafe"

	"github.com/quiver-go/quiver/kernels"
)

// dictEncoder builds a column chunk's dictionary: each distinct value gets
// the next index, in order of first appearance. Values of up to 8 bytes
// (BOOLEAN, INT32, INT64, FLOAT, DOUBLE) are keyed by their bits, so NaNs
// of different payloads and -0.0 and +0.0 are distinct entries, as their
// PLAIN bytes are; INT96, BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY by their
// bytes. The table is open addressing with linear probing, a slot holding
// the value's bits (or its bytes' hash) beside its index, so a lookup of a
// number touches one slot and a string's bytes are compared only on a
// full hash match; a Go map cost several times as much per value, and
// maphash's call a third of the time of a string lookup (hashBytes).
type dictEncoder struct {
	typ     PhysicalType
	typeLen int

	keys []uint64 // numeric entries' bits, by index
	data []byte   // byte entries back to back
	offs []int32  // byte entries: len+1 offsets into data

	slots []dictSlot // power-of-two size, at most half full
	shift uint       // 64 - log2(len(slots))
	n     int
	seed  uint64 // random per encoder, so no input is slow by design
}

// dictSlot is a table slot: the value's bits or hash, and its index + 1
// (0: empty).
type dictSlot struct {
	key uint64
	idx uint32
}

func newDictEncoder(typ PhysicalType, typeLen int) *dictEncoder {
	d := &dictEncoder{typ: typ, typeLen: typeLen, seed: rand.Uint64() | 1}
	if typ == ByteArray || typ == FixedLenByteArray || typ == Int96 {
		d.offs = []int32{0}
	}
	d.resize(64)
	return d
}

func (d *dictEncoder) byteKeyed() bool { return d.offs != nil }

// resize rehashes the entries into a table of size slots.
func (d *dictEncoder) resize(size int) {
	d.slots = make([]dictSlot, size)
	d.shift = uint(64 - bits.TrailingZeros(uint(size)))
	mask := uint64(size - 1)
	for i := range d.n {
		var key uint64
		if d.byteKeyed() {
			key = hashBytes(d.seed, d.entry(i))
		} else {
			key = d.keys[i]
		}
		p := d.mix(key) >> d.shift
		for d.slots[p].idx != 0 {
			p = (p + 1) & mask
		}
		d.slots[p] = dictSlot{key, uint32(i + 1)}
	}
}

// mix spreads a key's bits to the top, where the slot index comes from:
// the halves of a 128-bit product folded, so every key bit reaches the
// top ones (a 64-bit product alone clustered keys in arithmetic
// progression, 2.9 probes a lookup at half load for multiples of 10^6+3).
func (d *dictEncoder) mix(k uint64) uint64 { return fold(k^d.seed, hashK1) }

func (d *dictEncoder) entry(i int) []byte { return d.data[d.offs[i]:d.offs[i+1]] }

// grown makes room for one more entry, keeping the table at most half full.
func (d *dictEncoder) grown() {
	if 2*(d.n+1) > len(d.slots) {
		d.resize(2 * len(d.slots))
	}
}

// addKeys sets out[i] to the index of numeric key keys[i], adding the
// new ones; the first probe, where most lookups end, is made here.
func addKeys[K uint32 | uint64](d *dictEncoder, keys []K, out []uint32) {
	for i, k := range keys {
		key := uint64(k)
		if s := &d.slots[d.mix(key)>>d.shift]; s.key == key && s.idx != 0 {
			out[i] = s.idx - 1
			continue
		}
		out[i] = d.indexNum(key)
	}
}

// asU32 and asU64 are numbers' bits, as the dictionary keys them.
func asU32[T int32 | float32](v []T) []uint32 {
	return unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(v))), len(v))
}
func asU64[T int64 | float64](v []T) []uint64 {
	return unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(v))), len(v))
}

// indexNum returns the index of the value with bits key, adding it if new.
func (d *dictEncoder) indexNum(key uint64) uint32 {
	mask := uint64(len(d.slots) - 1)
	p := d.mix(key) >> d.shift
	for {
		s := &d.slots[p]
		if s.idx == 0 {
			break
		}
		if s.key == key {
			return s.idx - 1
		}
		p = (p + 1) & mask
	}
	d.keys = append(d.keys, key)
	d.n++
	d.slots[p] = dictSlot{key, uint32(d.n)}
	d.grown()
	return uint32(d.n - 1)
}

// indexBytes returns the index of the byte value b, adding it if new.
func (d *dictEncoder) indexBytes(b []byte) uint32 {
	h := hashBytes(d.seed, b)
	mask := uint64(len(d.slots) - 1)
	p := d.mix(h) >> d.shift
	for {
		s := &d.slots[p]
		if s.idx == 0 {
			break
		}
		if s.key == h && bytes.Equal(d.entry(int(s.idx-1)), b) {
			return s.idx - 1
		}
		p = (p + 1) & mask
	}
	d.data = append(d.data, b...)
	d.offs = append(d.offs, int32(len(d.data)))
	d.n++
	d.slots[p] = dictSlot{h, uint32(d.n)}
	d.grown()
	return uint32(d.n - 1)
}

// add appends each value's dictionary index to idx, adding the values not
// yet in the dictionary. v must be of the encoder's type (the writer's own
// values: a mismatch is a bug and panics).
func (d *dictEncoder) add(v leafValues, idx []uint32) []uint32 {
	if n, ok := v.fieldLen(d.typ); !ok {
		panic("parquet: dictEncoder.add: values of another physical type than " + d.typ.String())
	} else {
		idx = growU32(idx, n)
	}
	out := idx[len(idx)-v.len():]
	switch d.typ {
	case Boolean:
		for i, b := range v.bools {
			var k uint64
			if b {
				k = 1
			}
			out[i] = d.indexNum(k)
		}
	case Int32:
		addKeys(d, asU32(v.i32), out)
	case Int64:
		addKeys(d, asU64(v.i64), out)
	case Float:
		addKeys(d, asU32(v.f32), out) // the bits, as f32bits keys them
	case Double:
		addKeys(d, asU64(v.f64), out)
	case Int96:
		for i := range v.i96 {
			out[i] = d.indexBytes(v.i96[i][:])
		}
	case ByteArray, FixedLenByteArray:
		for i := range out {
			out[i] = d.indexBytes(v.bin.at(i))
		}
	}
	return idx
}

// growU32 extends s by n elements (their values undefined).
func growU32(s []uint32, n int) []uint32 {
	l := len(s)
	if cap(s)-l < n {
		ns := make([]uint32, l, max(2*cap(s), l+n))
		copy(ns, s)
		s = ns
	}
	return s[:l+n]
}

// used marks in seen (a bitmap over the entries, reused) the entries the
// indices idx refer to.
func (d *dictEncoder) used(idx []uint32, seen []uint64) []uint64 {
	words := (d.n + 63) / 64
	if cap(seen) < words {
		seen = make([]uint64, words)
	}
	seen = seen[:words]
	clear(seen)
	for _, k := range idx {
		seen[k>>6] |= 1 << (k & 63)
	}
	return seen
}

// len is the number of distinct values.
func (d *dictEncoder) len() int { return d.n }

// plainSize is the size of the dictionary page's values, PLAIN.
func (d *dictEncoder) plainSize() int {
	switch d.typ {
	case Boolean:
		return (d.n + 7) / 8
	case Int32, Float:
		return 4 * d.n
	case Int64, Double:
		return 8 * d.n
	case ByteArray:
		return len(d.data) + 4*d.n
	}
	return len(d.data)
}

// appendDictPage appends the dictionary's values, PLAIN, in index order.
func (d *dictEncoder) appendDictPage(dst []byte) []byte {
	switch d.typ {
	case Boolean:
		b := make([]bool, d.n)
		for i, k := range d.keys {
			b[i] = k != 0
		}
		return appendPlainBools(dst, b)
	case Int32, Float:
		dst, out := growBytes(dst, 4*d.n)
		for i, k := range d.keys {
			binary.LittleEndian.PutUint32(out[4*i:], uint32(k))
		}
		return dst
	case Int64, Double:
		dst, out := growBytes(dst, 8*d.n)
		for i, k := range d.keys {
			binary.LittleEndian.PutUint64(out[8*i:], k)
		}
		return dst
	case ByteArray:
		dst, out := growBytes(dst, len(d.data)+4*d.n)
		o := 0
		for i := range d.n {
			e := d.entry(i)
			binary.LittleEndian.PutUint32(out[o:], uint32(len(e)))
			o += 4 + copy(out[o+4:], e)
		}
		return dst
	}
	return append(dst, d.data...)
}

// entries returns the dictionary's values in index order (byte values
// alias the encoder's memory until the next add or reset).
func (d *dictEncoder) entries() leafValues {
	switch d.typ {
	case Boolean:
		b := make([]bool, d.n)
		for i, k := range d.keys {
			b[i] = k != 0
		}
		return leafValues{bools: b}
	case Int32, Float:
		x := make([]uint32, d.n)
		for i, k := range d.keys {
			x[i] = uint32(k)
		}
		if d.typ == Int32 {
			return leafValues{i32: *(*[]int32)(unsafe.Pointer(&x))}
		}
		return leafValues{f32: *(*[]float32)(unsafe.Pointer(&x))}
	case Int64:
		return leafValues{i64: append([]int64{}, *(*[]int64)(unsafe.Pointer(&d.keys))...)}
	case Double:
		return leafValues{f64: append([]float64{}, *(*[]float64)(unsafe.Pointer(&d.keys))...)}
	case Int96:
		x := make([][12]byte, d.n)
		for i := range x {
			x[i] = [12]byte(d.entry(i))
		}
		return leafValues{i96: x}
	}
	offs := make([]int64, d.n+1)
	for i, o := range d.offs[:d.n+1] {
		offs[i] = int64(o)
	}
	return leafValues{bin: byteValues{data: d.data, offs: offs}}
}

// reset empties the dictionary, keeping its memory for the next chunk.
func (d *dictEncoder) reset() {
	clear(d.slots)
	d.keys = d.keys[:0]
	d.data = d.data[:0]
	if d.offs != nil {
		d.offs = d.offs[:1]
	}
	d.n = 0
}

// appendDictIndices appends a data page's dictionary indices: a byte of
// bit width (the bits of the largest index, at least 1, as Arrow C++
// writes for a one-entry dictionary: some readers refuse width 0), then
// the RLE/bit-packed hybrid stream.
func appendDictIndices(dst []byte, idx []uint32) []byte {
	var or uint32
	for _, k := range idx {
		or |= k
	}
	w := max(1, bits.Len32(or))
	dst = append(dst, byte(w))
	return kernels.HybridEncode(dst, idx, w)
}

// Multipliers for hashBytes: odd 64-bit constants with well-spread bits
// (the fractional parts of the golden ratio and of sqrt(3), in hex).
const (
	hashK1 = 0x9e3779b97f4a7c15
	hashK2 = 0xbb67ae8584caa73b
)

// fold multiplies to 128 bits and folds the halves: one step of mixing
// that reaches every output bit from every input bit.
func fold(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// hashBytes hashes a dictionary key: short values (most dictionary
// strings) in two overlapping word loads and one fold, inlined in the
// lookup, longer ones 16 bytes a fold.
func hashBytes(seed uint64, b []byte) uint64 {
	n := len(b)
	var a, c uint64
	switch {
	case n > 16:
		h := seed
		rest := b
		for len(rest) > 16 {
			h = fold(binary.LittleEndian.Uint64(rest)^hashK1^h, binary.LittleEndian.Uint64(rest[8:])^hashK2)
			rest = rest[16:]
		}
		last := b[n-16:] // the last 16, overlapping what went before
		a = binary.LittleEndian.Uint64(last) ^ h
		c = binary.LittleEndian.Uint64(last[8:])
	case n >= 8:
		a = binary.LittleEndian.Uint64(b)
		c = binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		a = uint64(binary.LittleEndian.Uint32(b))
		c = uint64(binary.LittleEndian.Uint32(b[n-4:]))
	case n > 0:
		a = uint64(b[0])<<16 | uint64(b[n>>1])<<8 | uint64(b[n-1])
	}
	return fold(a^seed^hashK1, c^uint64(n)^hashK2)
}
