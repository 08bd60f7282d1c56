// Package benchdata generates the seeded inputs of the kernel benchmarks
// (issue 5: "compared against arrow-go v18.8.0 on the same data"). Both
// quiver's suite (package kernels) and the arrow-go twin suite
// (interop/peerbench) draw their inputs here, as plain Go slices that each
// side then builds into its own arrays, so that the two suites measure the
// same values, the same nulls, the same masks and the same indices.
//
// The draws are fixed: changing the order or the number of random draws
// changes every benchmark's data, and TestChecksums pins them.
package benchdata

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Sizes are the n= cases of the array benchmarks.
var Sizes = []struct {
	Name string
	N    int
}{{"64K", 1 << 16}, {"1M", 1 << 20}}

// Rand is the seeded generator of the array benchmarks.
func Rand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0xda3e39cb94b95bdb)) }

// BitmapRand is the seeded generator of the bitmap benchmarks (the same
// stream as the kernels tests' newRand).
func BitmapRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x853c49e6748fea9b)) }

// Valid draws the valid flags of n slots, nil when nulls is 0.
func Valid(r *rand.Rand, n int, nulls float64) []bool {
	if nulls == 0 {
		return nil
	}
	v := make([]bool, n)
	for i := range v {
		v[i] = r.Float64() >= nulls
	}
	return v
}

// Column is one benchmark array as plain values: exactly one of the value
// slices is set, by type name; Valid is nil when there are no nulls. A
// null slot still has a drawn value (builders store it under the null).
type Column struct {
	Type    string
	Int32   []int32
	Int64   []int64
	Float64 []float64
	Strings []string
	Valid   []bool
}

// Utf8Alphabet is the alphabet of the utf8 values.
const Utf8Alphabet = "abcdefgh"

// NewColumn draws the values of a benchmark array of type typ (int32,
// int64, float64 or utf8): n values, nulls placed independently with
// probability nulls, from generator seed. int32/int64 are uniform in
// [0, 1_000_000), float64 uniform in [0, 1000), utf8 strings of 4..19 bytes
// over Utf8Alphabet.
func NewColumn(typ string, n int, nulls float64, seed uint64) Column {
	r := Rand(seed)
	c := Column{Type: typ, Valid: Valid(r, n, nulls)}
	switch typ {
	case "int32":
		c.Int32 = make([]int32, n)
		for i := range c.Int32 {
			c.Int32[i] = int32(r.IntN(1_000_000))
		}
	case "int64":
		c.Int64 = make([]int64, n)
		for i := range c.Int64 {
			c.Int64[i] = int64(r.IntN(1_000_000))
		}
	case "float64":
		c.Float64 = make([]float64, n)
		for i := range c.Float64 {
			c.Float64[i] = r.Float64() * 1000
		}
	case "utf8":
		c.Strings = make([]string, n)
		buf := make([]byte, 19)
		for i := range c.Strings {
			l := 4 + r.IntN(16)
			for k := range l {
				buf[k] = Utf8Alphabet[r.IntN(len(Utf8Alphabet))]
			}
			c.Strings[i] = string(buf[:l])
		}
	default:
		panic("benchdata.NewColumn: unknown type " + typ)
	}
	return c
}

// Len is the number of slots.
func (c Column) Len() int {
	switch c.Type {
	case "int32":
		return len(c.Int32)
	case "int64":
		return len(c.Int64)
	case "float64":
		return len(c.Float64)
	}
	return len(c.Strings)
}

// InputBytes is the b.SetBytes of a benchmark over this column: the bytes
// of its values, plus the int32 offsets for utf8. A null utf8 slot is stored
// empty (by quiver's builders and by the arrow-go arrays of peerbench), so
// only valid strings count.
func (c Column) InputBytes() int64 {
	switch c.Type {
	case "int32":
		return int64(4 * len(c.Int32))
	case "int64":
		return int64(8 * len(c.Int64))
	case "float64":
		return int64(8 * len(c.Float64))
	}
	total := 4 * (len(c.Strings) + 1)
	for i, s := range c.Strings {
		if c.Valid == nil || c.Valid[i] {
			total += len(s)
		}
	}
	return int64(total)
}

// Mask draws a filter mask of n slots, each set with probability sel.
func Mask(n int, sel float64, seed uint64) []bool {
	r := Rand(seed)
	vs := make([]bool, n)
	for i := range vs {
		vs[i] = r.Float64() < sel
	}
	return vs
}

// Indices draws n take indices uniform in [0, n), sorted ascending if
// sorted.
func Indices(n int, sorted bool, seed uint64) []int32 {
	r := Rand(seed)
	vs := make([]int32, n)
	for i := range vs {
		vs[i] = int32(r.IntN(n))
	}
	if sorted {
		slices.Sort(vs)
	}
	return vs
}

// Geometric draws the number of failures before the first success of a
// Bernoulli(p) sequence.
func Geometric(r *rand.Rand, p float64) int {
	if p >= 1 {
		return 0
	}
	return int(math.Log(1-r.Float64()) / math.Log(1-p))
}

// RandBitmap returns a bitmap of n bits (exactly (n+7)/8 bytes) where each
// bit is set with probability p, drawn by geometric gaps between the rarer
// value so that large sparse or dense bitmaps stay cheap.
func RandBitmap(r *rand.Rand, n int, p float64) []byte {
	b := make([]byte, (n+7)/8)
	switch {
	case p == 0.5:
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	case p <= 0:
		return b
	}
	rare, flip := p, false
	if p > 0.5 {
		rare, flip = 1-p, true
	}
	if rare > 0 {
		for i := Geometric(r, rare); i < n; i += 1 + Geometric(r, rare) {
			b[i>>3] |= 1 << (i & 7)
		}
	}
	if flip {
		for i := range b {
			b[i] = ^b[i]
		}
	}
	return b
}

// BitmapN is the length in bits of the bitmap benchmarks (n=1M).
const BitmapN = 1 << 20

// BitmapOffsets are the offset= cases of CountSetBits and BitmapAnd.
var BitmapOffsets = []int{0, 3}

// Densities are the density= cases of SetBitRuns and AppendSetIndices32.
var Densities = []string{"0.01", "0.50", "0.99"}

// Bitmaps are the inputs of the bitmap benchmarks, indexed like
// BitmapOffsets and Densities. Each bitmap at offset off holds BitmapN+off
// bits; the benchmark reads BitmapN of them from off.
type Bitmaps struct {
	Count   [][]byte    // CountSetBits, per offset
	And     [][2][]byte // BitmapAnd's two inputs, per offset
	Runs    [][]byte    // SetBitRuns, per density
	Indices [][]byte    // AppendSetIndices32, per density
}

// NewBitmaps draws the bitmap benchmark inputs, in this order, from one
// BitmapRand(42) stream.
func NewBitmaps() Bitmaps {
	var bs Bitmaps
	r := BitmapRand(42)
	n := BitmapN
	for _, off := range BitmapOffsets {
		bs.Count = append(bs.Count, RandBitmap(r, n+off, 0.5))
	}
	for _, off := range BitmapOffsets {
		a := RandBitmap(r, n+off, 0.5)
		b := RandBitmap(r, n+off, 0.5)
		bs.And = append(bs.And, [2][]byte{a, b})
	}
	for _, d := range Densities {
		bs.Runs = append(bs.Runs, RandBitmap(r, n, Density(d)))
	}
	for _, d := range Densities {
		bs.Indices = append(bs.Indices, RandBitmap(r, n, Density(d)))
	}
	return bs
}

// Density parses a density= value.
func Density(s string) float64 {
	switch s {
	case "0.01":
		return 0.01
	case "0.50":
		return 0.5
	case "0.99":
		return 0.99
	}
	panic("benchdata.Density: " + s)
}

// BoolColumn draws a boolean benchmark column: n values true with
// probability 1/2 and valid flags with nulls placed with probability
// nulls (nil when 0), from generator seed. The BenchmarkBoolean suites of
// quiver and of the arrow-go twin build their arrays from it.
func BoolColumn(n int, nulls float64, seed uint64) (vals, valid []bool) {
	r := Rand(seed)
	vals = make([]bool, n)
	for i := range vals {
		vals[i] = r.Uint32()&1 != 0
	}
	return vals, Valid(r, n, nulls)
}
