package parquet

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

var encodeLens = []int{0, 1, 2, 7, 8, 9, 31, 32, 33, 127, 128, 129, 1000}

// genValues makes n values of typ: kind 0 random, 1 edge values (extremes,
// NaN, signed zeros, empty and long-prefixed strings), 2 runs of repeats.
func genValues(r *rand.Rand, typ PhysicalType, typeLen, n, kind int) leafValues {
	pick := func(edges int) int { return r.IntN(edges) }
	switch typ {
	case Boolean:
		v := make([]bool, n)
		for i := range v {
			switch kind {
			case 0:
				v[i] = r.IntN(2) == 1
			case 1:
				v[i] = i%3 == 0
			default:
				v[i] = (i/20)%2 == 0
			}
		}
		return leafValues{bools: v}
	case Int32:
		edges := []int32{math.MinInt32, math.MaxInt32, 0, -1, 1, math.MinInt32 + 1, math.MaxInt32 - 1}
		v := make([]int32, n)
		for i := range v {
			switch kind {
			case 0:
				v[i] = int32(r.Uint32())
			case 1:
				v[i] = edges[pick(len(edges))]
			default:
				v[i] = int32(i/16) * 3
			}
		}
		return leafValues{i32: v}
	case Int64:
		edges := []int64{math.MinInt64, math.MaxInt64, 0, -1, 1, math.MinInt64 + 1, math.MaxInt64 - 1}
		v := make([]int64, n)
		for i := range v {
			switch kind {
			case 0:
				v[i] = int64(r.Uint64() >> uint(r.IntN(64)))
				if r.IntN(2) == 0 {
					v[i] = -v[i]
				}
			case 1:
				v[i] = edges[pick(len(edges))]
			default:
				v[i] = 1000000 + int64(i)
			}
		}
		return leafValues{i64: v}
	case Int96:
		v := make([][12]byte, n)
		for i := range v {
			for k := range v[i] {
				if kind == 0 {
					v[i][k] = byte(r.Uint32())
				} else {
					v[i][k] = byte(i / 10)
				}
			}
		}
		return leafValues{i96: v}
	case Float:
		edges := []float32{float32(math.NaN()), math.Float32frombits(0x7fc00001), float32(math.Inf(1)), float32(math.Inf(-1)), 0, float32(math.Copysign(0, -1)), math.MaxFloat32, math.SmallestNonzeroFloat32}
		v := make([]float32, n)
		for i := range v {
			switch kind {
			case 0:
				v[i] = math.Float32frombits(r.Uint32())
			case 1:
				v[i] = edges[pick(len(edges))]
			default:
				v[i] = float32(i / 8)
			}
		}
		return leafValues{f32: v}
	case Double:
		edges := []float64{math.NaN(), math.Float64frombits(0x7ff8000000000001), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1), math.MaxFloat64, math.SmallestNonzeroFloat64}
		v := make([]float64, n)
		for i := range v {
			switch kind {
			case 0:
				v[i] = math.Float64frombits(r.Uint64())
			case 1:
				v[i] = edges[pick(len(edges))]
			default:
				v[i] = float64(i/8) / 4
			}
		}
		return leafValues{f64: v}
	}
	v := make([][]byte, n)
	long := bytes.Repeat([]byte("shared prefix "), 20)
	for i := range v {
		l := typeLen
		if typ == ByteArray {
			l = r.IntN(40)
		}
		b := make([]byte, l)
		switch kind {
		case 0:
			for k := range b {
				b[k] = byte(r.Uint32())
			}
		case 1:
			if typ == ByteArray {
				switch r.IntN(4) {
				case 0:
					b = []byte{}
				case 1:
					b = append(append([]byte{}, long...), byte(r.IntN(3)))
				case 2:
					b = bytes.Repeat([]byte{0xff}, r.IntN(5))
				}
			} else {
				for k := range b {
					b[k] = []byte{0, 0xff, 0x80}[r.IntN(3)]
				}
			}
		default:
			for k := range b {
				b[k] = byte('a' + (i/10+k)%26)
			}
		}
		v[i] = b
	}
	return leafValues{bin: makeByteValues(v...)}
}

// asLeaf converts decoded values back to leafValues.
func asLeaf(t *testing.T, typ PhysicalType, d *values) leafValues {
	t.Helper()
	switch typ {
	case Boolean:
		b := make([]bool, d.n)
		for i := range b {
			b[i] = d.fixed[i] != 0
		}
		return leafValues{bools: b}
	case Int32:
		return leafValues{i32: append([]int32{}, asSlice[int32](d.fixed[:4*d.n])...)}
	case Int64:
		return leafValues{i64: append([]int64{}, asSlice[int64](d.fixed[:8*d.n])...)}
	case Float:
		return leafValues{f32: append([]float32{}, asSlice[float32](d.fixed[:4*d.n])...)}
	case Double:
		return leafValues{f64: append([]float64{}, asSlice[float64](d.fixed[:8*d.n])...)}
	case Int96:
		x := make([][12]byte, d.n)
		for i := range x {
			copy(x[i][:], d.fixed[12*i:])
		}
		return leafValues{i96: x}
	case FixedLenByteArray:
		x := make([][]byte, d.n)
		for i := range x {
			x[i] = d.fixed[i*d.width : (i+1)*d.width]
		}
		return leafValues{bin: makeByteValues(x...)}
	}
	x := make([][]byte, d.n)
	for i := range x {
		x[i] = d.bytesAt(i)
	}
	return leafValues{bin: makeByteValues(x...)}
}

// sameValues fails unless got holds want's values, floats compared by bits.
func sameValues(t *testing.T, want, got leafValues) {
	t.Helper()
	if want.len() != got.len() {
		t.Fatalf("%d values, want %d", got.len(), want.len())
	}
	for i := range want.len() {
		var w, g any
		switch {
		case want.bools != nil:
			w, g = want.bools[i], got.bools[i]
		case want.i32 != nil:
			w, g = want.i32[i], got.i32[i]
		case want.i64 != nil:
			w, g = want.i64[i], got.i64[i]
		case want.i96 != nil:
			w, g = want.i96[i], got.i96[i]
		case want.f32 != nil:
			w, g = math.Float32bits(want.f32[i]), math.Float32bits(got.f32[i])
		case want.f64 != nil:
			w, g = math.Float64bits(want.f64[i]), math.Float64bits(got.f64[i])
		default:
			w, g = string(want.bin.at(i)), string(got.bin.at(i))
		}
		if w != g {
			t.Fatalf("value %d: got %v, want %v", i, g, w)
		}
	}
}

// encodingsFor lists the value encodings encodeValues takes for typ.
func encodingsFor(typ PhysicalType) []Encoding {
	switch typ {
	case Boolean:
		return []Encoding{Plain, RLE}
	case Int32, Int64:
		return []Encoding{Plain, DeltaBinaryPacked, ByteStreamSplit}
	case Float, Double:
		return []Encoding{Plain, ByteStreamSplit}
	case Int96:
		return []Encoding{Plain}
	case ByteArray:
		return []Encoding{Plain, DeltaLengthByteArray, DeltaByteArray}
	}
	return []Encoding{Plain, DeltaByteArray, ByteStreamSplit}
}

var allEncodings = []Encoding{Plain, RLE, BitPacked, DeltaBinaryPacked, DeltaLengthByteArray, DeltaByteArray, ByteStreamSplit, PlainDictionary, RLEDictionary}

type encType struct {
	typ     PhysicalType
	typeLen int
}

var encTypes = []encType{{Boolean, 0}, {Int32, 0}, {Int64, 0}, {Int96, 12}, {Float, 0}, {Double, 0}, {ByteArray, 0}, {FixedLenByteArray, 1}, {FixedLenByteArray, 3}, {FixedLenByteArray, 16}}

// TestEncodeRoundTrip encodes values of every type in every encoding that
// applies and reads them back with the reader's decoders.
func TestEncodeRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, et := range encTypes {
		for _, enc := range encodingsFor(et.typ) {
			for _, n := range encodeLens {
				for kind := range 3 {
					t.Run(fmt.Sprintf("%s/%d/%s/n=%d/kind=%d", et.typ, et.typeLen, enc, n, kind), func(t *testing.T) {
						v := genValues(r, et.typ, et.typeLen, n, kind)
						prefix := []byte("xyz")
						src, err := encodeValues(append([]byte{}, prefix...), enc, et.typ, et.typeLen, v)
						if err != nil {
							t.Fatal(err)
						}
						if !bytes.Equal(src[:3], prefix) {
							t.Fatal("encodeValues changed the bytes before dst's end")
						}
						d := newValues(et.typ, int32(et.typeLen))
						if err := decodeValues(d, nil, et.typ, enc, src[3:], n); err != nil {
							t.Fatal(err)
						}
						sameValues(t, v, asLeaf(t, et.typ, d))
					})
				}
			}
		}
	}
}

// TestEncodeRefuses: encodings that do not apply to the type, values of
// another type and FIXED_LEN_BYTE_ARRAY values of the wrong length.
func TestEncodeRefuses(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, et := range encTypes {
		ok := map[Encoding]bool{}
		for _, e := range encodingsFor(et.typ) {
			ok[e] = true
		}
		v := genValues(r, et.typ, et.typeLen, 5, 0)
		for _, enc := range allEncodings {
			if ok[enc] {
				continue
			}
			if _, err := encodeValues(nil, enc, et.typ, et.typeLen, v); err == nil {
				t.Errorf("%s for %s: no error", enc, et.typ)
			}
		}
	}
	if _, err := encodeValues(nil, Plain, Int64, 0, leafValues{i32: []int32{1}}); err == nil {
		t.Error("INT32 values for an INT64 column: no error")
	}
	if _, err := encodeValues(nil, Plain, FixedLenByteArray, 4, leafValues{bin: makeByteValues([]byte{1, 2, 3, 4}, []byte{1, 2, 3})}); err == nil {
		t.Error("a 3-byte value in a FIXED_LEN_BYTE_ARRAY(4) column: no error")
	}
	if b, err := encodeValues(nil, Plain, Int32, 0, leafValues{}); err != nil || len(b) != 0 {
		t.Errorf("no values: %x, %v", b, err)
	}
}

// TestPlainBytes checks PLAIN's bytes against the format's layout, written
// out by hand.
func TestPlainBytes(t *testing.T) {
	cases := []struct {
		typ  PhysicalType
		tl   int
		v    leafValues
		want []byte
	}{
		{Boolean, 0, leafValues{bools: []bool{true, false, true, true, false, false, false, false, false, true}}, []byte{0x0d, 0x02}},
		{Int32, 0, leafValues{i32: []int32{1, -2}}, []byte{1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff}},
		{Int64, 0, leafValues{i64: []int64{0x0102030405060708}}, []byte{8, 7, 6, 5, 4, 3, 2, 1}},
		{Float, 0, leafValues{f32: []float32{1}}, []byte{0, 0, 0x80, 0x3f}},
		{Double, 0, leafValues{f64: []float64{-2}}, []byte{0, 0, 0, 0, 0, 0, 0, 0xc0}},
		{ByteArray, 0, leafValues{bin: makeByteValues([]byte("ab"), []byte{})}, []byte{2, 0, 0, 0, 'a', 'b', 0, 0, 0, 0}},
		{FixedLenByteArray, 2, leafValues{bin: makeByteValues([]byte("ab"), []byte("cd"))}, []byte("abcd")},
		{Int96, 12, leafValues{i96: [][12]byte{{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}}}, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
	}
	for _, c := range cases {
		got, err := encodeValues(nil, Plain, c.typ, c.tl, c.v)
		if err != nil || !bytes.Equal(got, c.want) {
			t.Errorf("%s: %x, %v; want %x", c.typ, got, err, c.want)
		}
	}
	// Booleans, every length and pattern, against a bit-at-a-time packing.
	r := rand.New(rand.NewPCG(5, 6))
	for n := range 70 {
		b := make([]bool, n)
		want := make([]byte, (n+7)/8)
		for i := range b {
			b[i] = r.IntN(2) == 1
			if b[i] {
				want[i/8] |= 1 << (i % 8)
			}
		}
		if got := appendPlainBools(nil, b); !bytes.Equal(got, want) {
			t.Fatalf("%d booleans: %x, want %x", n, got, want)
		}
	}
}

// TestDeltaSpecExamples: the two worked examples of Encodings.md, bit for
// bit (block 128, 4 miniblocks).
func TestDeltaSpecExamples(t *testing.T) {
	// 1..5: every delta is 1, the min delta; all widths 0, no miniblocks.
	got := appendDeltaInt64(nil, []int64{1, 2, 3, 4, 5})
	want := []byte{0x80, 0x01, 0x04, 0x05, 0x02, 0x02, 0, 0, 0, 0}
	if !bytes.Equal(got, want) {
		t.Errorf("1..5: %x, want %x", got, want)
	}
	// 7 5 3 1 2 3 4 5: deltas -2 -2 -2 1 1 1 1, min delta -2 (zigzag 3),
	// relative 0 0 0 3 3 3 3 in 2 bits, the miniblock padded to 32 values.
	got = appendDeltaInt32(nil, []int32{7, 5, 3, 1, 2, 3, 4, 5})
	want = []byte{0x80, 0x01, 0x04, 0x08, 0x0e, 0x03, 0x02, 0, 0, 0, 0xc0, 0x3f, 0, 0, 0, 0, 0, 0}
	if !bytes.Equal(got, want) {
		t.Errorf("7 5 3 1 2 3 4 5: %x, want %x", got, want)
	}
	// An empty stream is the header with a zero first value.
	if got := appendDeltaInt64(nil, nil); !bytes.Equal(got, []byte{0x80, 0x01, 0x04, 0x00, 0x00}) {
		t.Errorf("no values: %x", got)
	}
}

// TestDeltaWraps: deltas that overflow the type, including every miniblock
// width up to 32 (INT32) and 64 (INT64).
func TestDeltaWraps(t *testing.T) {
	for w := 0; w <= 64; w++ {
		v := make([]int64, 300)
		for i := range v {
			if i%2 == 1 && w > 0 {
				v[i] = v[i-1] + int64(uint64(1)<<(w-1))
			} else if i > 0 {
				v[i] = v[i-1]
			}
		}
		v[0] = math.MaxInt64
		d := newValues(Int64, 0)
		if err := decodeValues(d, nil, Int64, DeltaBinaryPacked, appendDeltaInt64(nil, v), len(v)); err != nil {
			t.Fatal(err)
		}
		sameValues(t, leafValues{i64: v}, asLeaf(t, Int64, d))
		v32 := make([]int32, len(v))
		for i := range v {
			v32[i] = int32(v[i])
		}
		v32[5] = math.MinInt32
		v32[6] = math.MaxInt32
		d = newValues(Int32, 0)
		if err := decodeValues(d, nil, Int32, DeltaBinaryPacked, appendDeltaInt32(nil, v32), len(v)); err != nil {
			t.Fatal(err)
		}
		sameValues(t, leafValues{i32: v32}, asLeaf(t, Int32, d))
	}
}

// TestPackMini compares the miniblock packing with a bit-at-a-time one.
func TestPackMini(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for w := 1; w <= 64; w++ {
		var v [deltaMini]uint64
		for i := range v {
			v[i] = r.Uint64()
			if w < 64 {
				v[i] &= 1<<w - 1
			}
		}
		want := make([]byte, 4*w)
		for i, x := range v {
			for b := range w {
				if x>>b&1 != 0 {
					p := i*w + b
					want[p/8] |= 1 << (p % 8)
				}
			}
		}
		got := make([]byte, 4*w)
		packMini(got, &v, w)
		if !bytes.Equal(got, want) {
			t.Fatalf("width %d: %x, want %x", w, got, want)
		}
	}
}

// TestDeltaByteArrayPrefixes: the prefix lengths are the longest shared
// with the previous value.
func TestDeltaByteArrayPrefixes(t *testing.T) {
	vals := [][]byte{[]byte("axis"), []byte("axle"), []byte("babble"), []byte("babyhood"), []byte(""), []byte("x"), []byte("0123456789abcdefgh"), []byte("0123456789abcdefgi")}
	want := []int{0, 2, 0, 3, 0, 0, 0, 17}
	for i := range vals {
		var prev []byte
		if i > 0 {
			prev = vals[i-1]
		}
		if p := commonPrefix(prev, vals[i]); p != want[i] {
			t.Errorf("value %d: prefix %d, want %d", i, p, want[i])
		}
	}
	src := appendDeltaByteArray(nil, makeByteValues(vals...))
	d := newValues(ByteArray, 0)
	if err := decodeValues(d, nil, ByteArray, DeltaByteArray, src, len(vals)); err != nil {
		t.Fatal(err)
	}
	sameValues(t, leafValues{bin: makeByteValues(vals...)}, asLeaf(t, ByteArray, d))
	// The suffix bytes are the values less their prefixes.
	if !bytes.HasSuffix(src, []byte("axislebabbleyhoodx0123456789abcdefghi")) {
		t.Errorf("suffixes: %q", src)
	}
}

// TestDictionary builds dictionaries of every type, reads the dictionary
// page and the indices back with the reader's decoders, and checks the
// entries are the distinct values by bits.
func TestDictionary(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, et := range encTypes {
		for _, n := range encodeLens {
			for kind := range 3 {
				t.Run(fmt.Sprintf("%s/%d/n=%d/kind=%d", et.typ, et.typeLen, n, kind), func(t *testing.T) {
					d := newDictEncoder(et.typ, et.typeLen)
					for round := range 2 { // the second after reset
						v := genValues(r, et.typ, et.typeLen, n, kind)
						// Two halves, so indices of the second refer to
						// entries of the first.
						idx := d.add(v.slice(0, n/2), nil)
						idx = d.add(v.slice(n/2, n), idx)
						if len(idx) != n {
							t.Fatalf("%d indices for %d values", len(idx), n)
						}
						page := d.appendDictPage(nil)
						if len(page) != d.plainSize() {
							t.Fatalf("dictionary page of %d bytes, plainSize %d", len(page), d.plainSize())
						}
						dict := newValues(et.typ, int32(et.typeLen))
						if err := decodePlain(dict, et.typ, page, d.len()); err != nil {
							t.Fatal(err)
						}
						// Distinct by PLAIN bytes.
						seen := map[string]bool{}
						for i := range n {
							b, _ := encodeValues(nil, Plain, et.typ, et.typeLen, v.slice(i, i+1))
							if et.typ == Boolean {
								b = []byte{b[0]}
							}
							seen[string(b)] = true
						}
						if d.len() != len(seen) {
							t.Fatalf("%d entries, %d distinct values", d.len(), len(seen))
						}
						sameValues(t, asLeaf(t, et.typ, dict), d.entries())
						out := newValues(et.typ, int32(et.typeLen))
						if err := decodeValues(out, dict, et.typ, RLEDictionary, appendDictIndices(nil, idx), n); err != nil {
							t.Fatal(err)
						}
						sameValues(t, v, asLeaf(t, et.typ, out))
						_ = round
						d.reset()
						if d.len() != 0 || d.plainSize() != 0 {
							t.Fatalf("after reset: %d entries, %d bytes", d.len(), d.plainSize())
						}
					}
				})
			}
		}
	}
}

// TestDictFloatBits: NaNs of different payloads and the two zeros are
// different entries; the same NaN is one.
func TestDictFloatBits(t *testing.T) {
	d := newDictEncoder(Double, 0)
	nan2 := math.Float64frombits(0x7ff8000000000002)
	idx := d.add(leafValues{f64: []float64{math.NaN(), nan2, 0, math.Copysign(0, -1), math.NaN(), 0}}, nil)
	want := []uint32{0, 1, 2, 3, 0, 2}
	if fmt.Sprint(idx) != fmt.Sprint(want) {
		t.Errorf("indices %v, want %v", idx, want)
	}
}

// TestDictIndicesWidth: the bit-width byte is the largest index's bits,
// at least 1.
func TestDictIndicesWidth(t *testing.T) {
	for _, c := range []struct {
		idx []uint32
		w   byte
	}{{nil, 1}, {[]uint32{0, 0, 0}, 1}, {[]uint32{1, 0}, 1}, {[]uint32{2}, 2}, {[]uint32{0, 255}, 8}, {[]uint32{256}, 9}, {[]uint32{1 << 31}, 32}} {
		if b := appendDictIndices(nil, c.idx); b[0] != c.w {
			t.Errorf("%v: width %d, want %d", c.idx, b[0], c.w)
		}
	}
}

// TestDictGrows: many distinct values through several table resizes.
func TestDictGrows(t *testing.T) {
	d := newDictEncoder(ByteArray, 0)
	var vals [][]byte
	for i := range 100000 {
		vals = append(vals, []byte(fmt.Sprintf("value %d", i%40000)))
	}
	idx := d.add(leafValues{bin: makeByteValues(vals...)}, nil)
	if d.len() != 40000 {
		t.Fatalf("%d entries, want 40000", d.len())
	}
	for i, k := range idx {
		if int(k) != i%40000 {
			t.Fatalf("value %d: index %d", i, k)
		}
	}
}

// TestHashBytesEveryByte: for every length up to a few blocks, changing
// any one byte changes the hash (a part of the key left unread would
// make distinct values probe as one), and long keys dictionary-encode.
func TestHashBytesEveryByte(t *testing.T) {
	const seed = 0x1234567890abcdef
	for n := range 70 {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(i * 7)
		}
		base := hashBytes(seed, b)
		for i := range n {
			b[i] ^= 0x40
			if hashBytes(seed, b) == base {
				t.Errorf("length %d: byte %d does not reach the hash", n, i)
			}
			b[i] ^= 0x40
		}
	}
	d := newDictEncoder(ByteArray, 0)
	var vals [][]byte
	for n := 1; n < 70; n++ {
		vals = append(vals, bytes.Repeat([]byte{'x'}, n), bytes.Repeat([]byte{'y'}, n))
	}
	idx := d.add(leafValues{bin: makeByteValues(append(vals, vals...)...)}, nil)
	for i, k := range idx {
		if want := i % len(vals); int(k) != want {
			t.Fatalf("value %d (length %d): index %d, want %d", i, len(vals[i%len(vals)]), k, want)
		}
	}
}
