package parquet

import (
	"encoding/binary"
	"math"
	"math/bits"
)

// The split block bloom filter of parquet-format's BloomFilter.md: blocks
// of eight 32-bit words (256 bits); a value's 64-bit xxHash (seed 0) of its
// PLAIN bytes (a byte array's without the length) picks a block with its
// top 32 bits and one bit in each word with its low 32 bits times that
// word's salt.

const (
	bloomMinBytes = 32
	bloomMaxBytes = 128 << 20
)

var bloomSalt = [8]uint32{0x47b6137b, 0x44974d91, 0x8824ad5b, 0xa2b7289d, 0x705495c7, 0x2df1424b, 0x9efc4947, 0x5c6bfb31}

type bloomFilter struct {
	blocks [][8]uint32
}

// bloomBytes is the filter size for ndv distinct values at false-positive
// probability fpp: the spec's m = -8 ndv / ln(1 - fpp^(1/8)) bits, rounded
// up to a power of two bytes between 32 bytes and 128 MiB.
func bloomBytes(ndv uint64, fpp float64) int {
	if !(fpp > 0 && fpp < 1) {
		fpp = 0.01
	}
	m := -8 * float64(ndv) / math.Log(1-math.Pow(fpp, 1.0/8))
	n := m / 8
	if !(n < bloomMaxBytes) {
		return bloomMaxBytes
	}
	b := bloomMinBytes
	for float64(b) < n {
		b <<= 1
	}
	return b
}

// newBloomFilter makes an empty filter sized for ndv distinct values at
// false-positive probability fpp (outside (0, 1): 0.01).
func newBloomFilter(ndv uint64, fpp float64) *bloomFilter {
	return &bloomFilter{blocks: make([][8]uint32, bloomBytes(ndv, fpp)/32)}
}

// insertHash sets the bits of the value whose xxHash is h.
func (b *bloomFilter) insertHash(h uint64) {
	blk := &b.blocks[(h>>32)*uint64(len(b.blocks))>>32]
	key := uint32(h)
	for i, s := range bloomSalt {
		blk[i] |= 1 << ((key * s) >> 27)
	}
}

// checkHash reports whether the value whose xxHash is h may be in the set.
func (b *bloomFilter) checkHash(h uint64) bool {
	blk := &b.blocks[(h>>32)*uint64(len(b.blocks))>>32]
	key := uint32(h)
	for i, s := range bloomSalt {
		if blk[i]&(1<<((key*s)>>27)) == 0 {
			return false
		}
	}
	return true
}

// insert adds the values of physical type typ. Booleans are not hashed:
// parquet-format defines no bloom filter use for them and Arrow C++ makes
// none, so the writer should not ask for one.
func (b *bloomFilter) insert(typ PhysicalType, v leafValues) {
	switch typ {
	case Int32:
		for _, x := range v.i32 {
			b.insertHash(xxhash64Uint32(uint32(x)))
		}
	case Float:
		for _, x := range v.f32 {
			b.insertHash(xxhash64Uint32(math.Float32bits(x)))
		}
	case Int64:
		for _, x := range v.i64 {
			b.insertHash(xxhash64Uint64(uint64(x)))
		}
	case Double:
		for _, x := range v.f64 {
			b.insertHash(xxhash64Uint64(math.Float64bits(x)))
		}
	case Int96:
		for i := range v.i96 {
			b.insertHash(xxhash64(v.i96[i][:]))
		}
	case ByteArray, FixedLenByteArray:
		for i := range v.bin.len() {
			b.insertHash(xxhash64(v.bin.at(i)))
		}
	}
}

// bitset returns the filter's bytes as stored in the file: its words
// little-endian.
func (b *bloomFilter) bitset() []byte {
	out := make([]byte, 32*len(b.blocks))
	for i := range b.blocks {
		for j, w := range b.blocks[i] {
			binary.LittleEndian.PutUint32(out[32*i+4*j:], w)
		}
	}
	return out
}

// xxHash64 (XXH64 of the xxHash specification, seed 0).
const (
	xxPrime1 uint64 = 0x9E3779B185EBCA87
	xxPrime2 uint64 = 0xC2B2AE3D27D4EB4F
	xxPrime3 uint64 = 0x165667B19E3779F9
	xxPrime4 uint64 = 0x85EBCA77C2B2AE63
	xxPrime5 uint64 = 0x27D4EB2F165667C5
)

func xxRound(acc, lane uint64) uint64 {
	acc += lane * xxPrime2
	acc = bits.RotateLeft64(acc, 31)
	return acc * xxPrime1
}

func xxMerge(acc, v uint64) uint64 {
	acc ^= xxRound(0, v)
	return acc*xxPrime1 + xxPrime4
}

func xxAvalanche(h uint64) uint64 {
	h ^= h >> 33
	h *= xxPrime2
	h ^= h >> 29
	h *= xxPrime3
	h ^= h >> 32
	return h
}

// xxhash64 is XXH64(b, seed 0).
func xxhash64(b []byte) uint64 {
	n := len(b)
	var h uint64
	if n >= 32 {
		// seed + p1 + p2, seed + p2, seed, seed - p1: wrapping, so in variables.
		p1, p2 := xxPrime1, xxPrime2
		v1 := p1 + p2
		v2 := p2
		v3 := uint64(0)
		v4 := -p1
		for len(b) >= 32 {
			v1 = xxRound(v1, binary.LittleEndian.Uint64(b))
			v2 = xxRound(v2, binary.LittleEndian.Uint64(b[8:]))
			v3 = xxRound(v3, binary.LittleEndian.Uint64(b[16:]))
			v4 = xxRound(v4, binary.LittleEndian.Uint64(b[24:]))
			b = b[32:]
		}
		h = bits.RotateLeft64(v1, 1) + bits.RotateLeft64(v2, 7) + bits.RotateLeft64(v3, 12) + bits.RotateLeft64(v4, 18)
		h = xxMerge(h, v1)
		h = xxMerge(h, v2)
		h = xxMerge(h, v3)
		h = xxMerge(h, v4)
	} else {
		h = xxPrime5
	}
	h += uint64(n)
	for ; len(b) >= 8; b = b[8:] {
		h ^= xxRound(0, binary.LittleEndian.Uint64(b))
		h = bits.RotateLeft64(h, 27)*xxPrime1 + xxPrime4
	}
	if len(b) >= 4 {
		h ^= uint64(binary.LittleEndian.Uint32(b)) * xxPrime1
		h = bits.RotateLeft64(h, 23)*xxPrime2 + xxPrime3
		b = b[4:]
	}
	for _, c := range b {
		h ^= uint64(c) * xxPrime5
		h = bits.RotateLeft64(h, 11) * xxPrime1
	}
	return xxAvalanche(h)
}

// xxhash64Uint32 is xxhash64 of x's 4 little-endian bytes, without the
// slice.
func xxhash64Uint32(x uint32) uint64 {
	h := xxPrime5 + 4
	h ^= uint64(x) * xxPrime1
	h = bits.RotateLeft64(h, 23)*xxPrime2 + xxPrime3
	return xxAvalanche(h)
}

// xxhash64Uint64 is xxhash64 of x's 8 little-endian bytes.
func xxhash64Uint64(x uint64) uint64 {
	h := xxPrime5 + 8
	h ^= xxRound(0, x)
	h = bits.RotateLeft64(h, 27)*xxPrime1 + xxPrime4
	return xxAvalanche(h)
}
