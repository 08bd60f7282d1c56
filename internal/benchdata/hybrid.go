package benchdata

import "encoding/binary"

// Inputs of the decoder benchmarks (bit unpacking, the RLE/bit-packed
// hybrid, dictionary decode and lookup), shared by kernels' suite and the
// parquet-go twins (interop/peerparquetgo) so that both decode the same
// bytes.

// The decoder cases: the bit widths of the hybrid and dictionary decode
// cases, their run lengths, and the dictionary sizes of the lookups.
var (
	HybridWidths     = []int{1, 3, 8, 12, 17, 32}
	HybridDictWidths = []int{1, 3, 8, 12}
	RunLens          = []int{1, 32}
	DictEntries      = []int{256, 4096}
)

// UnpackInput is the input of the Unpack32 case of width w and n values:
// uniform random values.
func UnpackInput(w, n int) []uint32 { return HybridValues(uint64(100+w), n, w, 1) }

// HybridInput is the input of the HybridDecode case (width w, run length
// rl, n values).
func HybridInput(w, rl, n int) []uint32 { return HybridValues(uint64(44+w), n, w, rl) }

// HybridDictInput is the input of the HybridDictDecode case: the 2^w
// dictionary entries and the n indices.
func HybridDictInput(w, rl, n int) (dict []int64, idx []uint32) {
	return DictValues(uint64(60+w), 1<<w), HybridValues(uint64(70+w), n, w, rl)
}

// DictLookupInput is the input of the DictDecodeTo case: a dictionary of
// entries values and n indices into it.
func DictLookupInput(entries, n int) (dict []int64, idx []int32) {
	return DictValues(uint64(90+entries), entries), DictIndices(uint64(91+entries), n, entries)
}

// HybridValues returns n values of the given bit width (1..32) from
// generator seed (BitmapRand), each random value repeated runlen times:
// runlen 1 is uniform random values, runlen 32 runs of 32 copies.
func HybridValues(seed uint64, n, width, runlen int) []uint32 {
	r := BitmapRand(seed)
	vals := make([]uint32, n)
	mask := uint32(1<<width - 1)
	for i := 0; i < n; i += runlen {
		v := uint32(r.Uint64()) & mask
		for j := i; j < min(i+runlen, n); j++ {
			vals[j] = v
		}
	}
	return vals
}

// DictValues returns entries random 64-bit dictionary values from
// generator seed (BitmapRand).
func DictValues(seed uint64, entries int) []int64 {
	r := BitmapRand(seed)
	d := make([]int64, entries)
	for i := range d {
		d[i] = int64(r.Uint64())
	}
	return d
}

// DictIndices returns n indices uniform in [0, entries) from generator
// seed (Rand).
func DictIndices(seed uint64, n, entries int) []int32 {
	r := Rand(seed)
	idx := make([]int32, n)
	for i := range idx {
		idx[i] = int32(r.IntN(entries))
	}
	return idx
}

// HybridParquetGoLayout encodes values (each below 2^width, width 0..32) as
// an RLE/bit-packed hybrid stream with the run layout parquet-go v0.32.0's
// encoder (encoding/rle, RLE and RLE_DICTIONARY pages) writes on amd64
// machines with AVX2, so that quiver's suite can decode the very bytes
// parquet-go produces without depending on it; interop/peerparquetgo's
// tests check that the bytes are identical. The layout, from the Parquet
// spec's freedom to choose runs: values are taken in groups of 8;
// consecutive groups holding 8 copies of one value form one RLE run
// (whatever its length), and every other stretch of groups one bit-packed
// run, which ends before the next group whose two halves each hold 4
// copies of a value (its AVX2 scan compares each 128-bit lane with its own
// first value; without AVX2 it ends before a group of 8 equal values, see
// HybridParquetGoLayoutPortable); the last len(values)%8 values form RLE
// runs of equal neighbours. Width 0 is a single RLE header without a value
// byte.
func HybridParquetGoLayout(values []uint32, width int) []byte {
	return parquetGoLayout(values, width, true)
}

// HybridParquetGoLayoutPortable is the layout parquet-go writes on other
// machines (amd64 without AVX2, other architectures).
func HybridParquetGoLayoutPortable(values []uint32, width int) []byte {
	return parquetGoLayout(values, width, false)
}

func parquetGoLayout(values []uint32, width int, lanes bool) []byte {
	var dst []byte
	if width == 0 {
		return binary.AppendUvarint(dst, uint64(len(values))<<1)
	}
	nb := (width + 7) / 8
	rle := func(count int, v uint32) {
		dst = binary.AppendUvarint(dst, uint64(count)<<1)
		var b [4]byte
		binary.LittleEndian.PutUint32(b[:], v)
		dst = append(dst, b[:nb]...)
	}
	same := func(g []uint32, v uint32) bool {
		for _, x := range g[:8] {
			if x != v {
				return false
			}
		}
		return true
	}
	// ends says that a bit-packed run stops before group g.
	ends := func(g []uint32) bool {
		if lanes {
			return same4(g[:4], g[0]) && same4(g[4:], g[4])
		}
		return same(g, g[0])
	}
	groups := len(values) / 8
	for i := 0; i < groups; {
		v := values[8*i]
		j := i
		for j < groups && same(values[8*j:], v) {
			j++
		}
		if j > i {
			rle(8*(j-i), v)
			i = j
			continue
		}
		j = i + 1
		for j < groups && !ends(values[8*j:]) {
			j++
		}
		dst = binary.AppendUvarint(dst, uint64(j-i)<<1|1)
		dst = packLSB(dst, values[8*i:8*j], width)
		i = j
	}
	for i := groups * 8; i < len(values); {
		j := i + 1
		for j < len(values) && values[j] == values[i] {
			j++
		}
		rle(j-i, values[i])
		i = j
	}
	return dst
}

// packLSB appends vals packed at width bits each, least significant bit
// first (Parquet's bit-packed order); len(vals) is a multiple of 8.
func packLSB(dst []byte, vals []uint32, width int) []byte {
	var acc uint64
	bits := 0
	for _, v := range vals {
		acc |= uint64(v) << bits
		bits += width
		for bits >= 8 {
			dst = append(dst, byte(acc))
			acc >>= 8
			bits -= 8
		}
	}
	return dst
}

func same4(g []uint32, v uint32) bool { return g[0] == v && g[1] == v && g[2] == v && g[3] == v }
