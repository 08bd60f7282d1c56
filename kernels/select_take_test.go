package kernels

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"

	"github.com/quiver-go/quiver/arrays"
)

// indexTypes are the index types Take accepts.
var indexTypes = []arrays.DataType{
	arrays.Int8Type{}, arrays.Int16Type{}, arrays.Int32Type{}, arrays.Int64Type{},
	arrays.Uint8Type{}, arrays.Uint16Type{}, arrays.Uint32Type{}, arrays.Uint64Type{},
}

// makeIndices builds an index array of type t from vals; a negative value
// in nulls marks a null slot. It is sliced at offset off.
func makeIndices(t arrays.DataType, vals []int64, null []bool, off int) arrays.Array {
	n := len(vals) + off
	w := arrays.PrimitiveByteWidth(t.ID())
	buf := arrays.AllocBuffer(w * n)
	var valid []byte
	for i, v := range vals {
		putWidth(buf[w*(i+off):], w, uint64(v))
		if null != nil && null[i] {
			if valid == nil {
				valid = arrays.AllocBuffer(arrays.BitmapLen(n))
				arrays.SetBitsTo(valid, 0, n, true)
			}
			valid[(i+off)>>3] &^= 1 << uint((i+off)&7)
		}
	}
	d := arrays.NewData(t, n, [][]byte{valid, buf}, nil, arrays.UnknownNullCount, 0)
	return arrays.MakeArray(d.Slice(off, n))
}

// randomIndices draws n indices into m values in the given order: random,
// sorted, or contiguous (a run starting at a random point), each null with
// probability p (never for contiguous).
func (g *gen) indices(t arrays.DataType, n, m int, order string, p float64) (arrays.Array, []int) {
	maxIdx := m
	if w := arrays.PrimitiveByteWidth(t.ID()); w < 8 {
		bits := 8*w - 1
		if !arrays.IsSignedInteger(t.ID()) {
			bits++
		}
		if uint64(1)<<bits < uint64(m) { // in uint64: 1<<31 overflows a 32-bit int
			maxIdx = 1 << bits
		}
	}
	start := 0
	if order == "contiguous" {
		n = min(n, maxIdx)
		start = g.r.IntN(maxIdx - n + 1)
	}
	vals := make([]int64, n)
	null := make([]bool, n)
	for i := range n {
		switch order {
		case "contiguous":
			vals[i] = int64(start + i)
		default:
			if maxIdx > 0 {
				vals[i] = int64(g.r.IntN(maxIdx))
			}
		}
		null[i] = m == 0 || (order != "contiguous" && g.r.Float64() < p)
	}
	if order == "sorted" {
		slices.Sort(vals)
	}
	from := make([]int, n)
	for i := range n {
		from[i] = int(vals[i])
		if null[i] {
			from[i] = -1
			vals[i] = int64(g.r.IntN(1000)) - 500 // garbage under a null: never read
		}
	}
	return makeIndices(t, vals, null, g.r.IntN(9)), from
}

func TestTakeEveryType(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for ti, typ := range kernelTestTypes() {
			t.Run(typ.String(), func(t *testing.T) {
				t.Parallel()
				g := newGen(uint64(100+ti), false)
				for _, n := range testLengths() {
					if n > 70 && n != 1000 && ti%2 == 1 {
						continue
					}
					for _, p := range []float64{0, 0.2, 1} {
						src := g.array(typ, n, p)
						for _, order := range []string{"random", "sorted", "contiguous"} {
							it := indexTypes[g.r.IntN(len(indexTypes))]
							cnt := g.r.IntN(n + 5)
							idx, from := g.indices(it, cnt, n, order, []float64{0, 0.2}[g.r.IntN(2)])
							what := fmt.Sprintf("n=%d nulls=%v idx=%s/%d %s", n, p, it, len(from), order)
							c := newConfig(nil)
							d, err := takeArray(k, &c, src, idx)
							if err != nil {
								t.Fatalf("%s: %v", what, err)
							}
							checkGathered(t, what, arrays.MakeArray(d), src, from)
						}
					}
				}
			})
		}
	})
}

// TestTakeIndexTypes takes with every index type, signed and unsigned, at
// offsets, with and without nulls, trusted or checked.
func TestTakeIndexTypes(t *testing.T) {
	g := newGen(21, false)
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Int8Type{}, arrays.Decimal128Type{Precision: 20}, arrays.FixedSizeBinaryType{ByteWidth: 5},
		arrays.Utf8Type{}, arrays.BoolType{}, arrays.ListOf(arrays.Int32Type{})}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for _, typ := range types {
			for _, it := range indexTypes {
				for _, n := range []int{0, 1, 63, 64, 65, 200} {
					src := g.array(typ, 100, 0.2)
					for _, p := range []float64{0, 0.3} {
						for _, trust := range []bool{false, true} {
							idx, from := g.indices(it, n, src.Len(), "random", p)
							var opts []Option
							if trust {
								opts = append(opts, NoBoundsCheck)
							}
							c := newConfig(opts)
							d, err := takeArray(k, &c, src, idx)
							if err != nil {
								t.Fatal(err)
							}
							checkGathered(t, fmt.Sprintf("%s by %s n=%d p=%v trust=%v", typ, it, n, p, trust), arrays.MakeArray(d), src, from)
						}
					}
				}
			}
		}
	})
}

func TestTakeOutOfRange(t *testing.T) {
	src := newGen(1, false).array(arrays.Utf8Type{}, 10, 0)
	type oorCase struct {
		t    arrays.DataType
		vals []int64
		null []bool
		pos  int
		want string
	}
	cases := []oorCase{
		{arrays.Int32Type{}, []int64{0, 9, 10, 3}, nil, 2, "index 10 at position 2"},
		{arrays.Int8Type{}, []int64{0, -1}, nil, 1, "index -1 at position 1"},
		{arrays.Int64Type{}, []int64{math.MinInt64}, nil, 0, "index -9223372036854775808 at position 0"},
		{arrays.Uint64Type{}, []int64{1, -1}, nil, 1, "index 18446744073709551615 at position 1"},
		{arrays.Uint8Type{}, []int64{200, 255}, []bool{true, false}, 1, "index 255 at position 1"},
		{arrays.Int16Type{}, []int64{5, 5, 11, 12}, nil, 2, "index 11 at position 2"},
	}
	// Long 32-bit indices (the SIMD check) with one bad index late.
	long := make([]int64, 45)
	for i := range long {
		long[i] = int64(i % 10)
	}
	long[37], long[41] = -3, 10
	cases = append(cases, oorCase{arrays.Int32Type{}, long, nil, 37, "index -3 at position 37"},
		oorCase{arrays.Uint32Type{}, long, nil, 37, "index 4294967293 at position 37"})
	for _, tc := range cases {
		idx := makeIndices(tc.t, tc.vals, tc.null, 3)
		for _, k := range availableTables() {
			c := newConfig(nil)
			_, err := takeArray(k, &c, src, idx)
			var ie *IndexError
			if !errors.As(err, &ie) || ie.Position != tc.pos || !errors.Is(err, ErrIndexOutOfRange) {
				t.Fatalf("isa=%s %s %v: got %v", k.Level(), tc.t, tc.vals, err)
			}
			if msg := err.Error(); !strings.Contains(msg, tc.want) || !strings.Contains(msg, "10 values") {
				t.Errorf("error %q does not say %q", msg, tc.want)
			}
		}
	}
	// a null index may hold anything
	idx := makeIndices(arrays.Int32Type{}, []int64{1, 1 << 30, -5}, []bool{false, true, true}, 0)
	if _, err := Take(src, idx); err != nil {
		t.Errorf("null indices checked: %v", err)
	}
	if _, err := Take(src, newGen(1, false).array(arrays.Float64Type{}, 3, 0)); err == nil {
		t.Error("float indices accepted")
	}
	if _, err := Take(src, nil); err == nil {
		t.Error("nil indices accepted")
	}
}

func contains(s, sub string) bool {
	return len(sub) == 0 || (len(s) >= len(sub) && (s[:len(sub)] == sub || contains(s[1:], sub)))
}

func TestTakeIndexFlags(t *testing.T) {
	type flagCase struct {
		vals           []int64
		null           []bool
		sorted, contig bool
	}
	cases := []flagCase{
		{[]int64{3, 4, 5, 6}, nil, true, true},
		{[]int64{3, 4, 4, 6}, nil, true, false},
		{[]int64{3, 2}, nil, false, false},
		{[]int64{3, 4, 5}, []bool{false, true, false}, true, false},
		{[]int64{3, 0, 5}, []bool{false, true, false}, true, false},
		{[]int64{7}, nil, true, true},
	}
	// Long enough for the SIMD passes: a range, a range with one repeat,
	// one gap or one step down at every position.
	for _, n := range []int{17, 33, 40, 70, 130} {
		run := func() []int64 {
			v := make([]int64, n)
			for i := range v {
				v[i] = int64(5 + i)
			}
			return v
		}
		cases = append(cases, flagCase{run(), nil, true, true})
		for p := 1; p < n; p++ {
			rep, gap, down := run(), run(), run()
			rep[p] = rep[p-1]
			for i := p; i < n; i++ {
				gap[i]++
			}
			down[p] = down[p-1] - 1
			cases = append(cases, flagCase{rep, nil, true, false},
				flagCase{gap, nil, true, false}, flagCase{down, nil, false, false})
		}
	}
	for _, l := range asm.Levels() {
		c := newConfig(nil)
		c.table = l.Table()
		for _, typ := range []arrays.DataType{arrays.Int32Type{}, arrays.Uint32Type{}, arrays.Int64Type{}} {
			for _, tc := range cases {
				ix, err := newIndexSet(&c, makeIndices(typ, tc.vals, tc.null, 1), 1000)
				if err != nil {
					t.Fatal(err)
				}
				if ix.sorted != tc.sorted || ix.contig != tc.contig || (tc.contig && ix.first != int(tc.vals[0])) {
					t.Errorf("isa=%v %s %v: sorted %v contig %v first %d", l, typ, tc.vals, ix.sorted, ix.contig, ix.first)
				}
			}
		}
	}
}

func TestTakeRecordBatch(t *testing.T) {
	g := newGen(6, false)
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}, arrays.SparseUnionOf([]arrays.Field{
		{Name: "l", Type: arrays.Int64Type{}, Nullable: true}}, nil)}
	n := 90
	fields := make([]arrays.Field, len(types))
	cols := make([]arrays.Array, len(types))
	for i, typ := range types {
		fields[i] = arrays.Field{Name: fmt.Sprint("c", i), Type: typ, Nullable: true}
		cols[i] = g.array(typ, n, 0.1)
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, n)
	if err != nil {
		t.Fatal(err)
	}
	idx, from := g.indices(arrays.Uint32Type{}, 70, n, "random", 0.1)
	out, err := TakeRecordBatch(rb, idx)
	if err != nil {
		t.Fatal(err)
	}
	for i, col := range out.Columns() {
		checkGathered(t, fmt.Sprint("column ", i), col, cols[i], from)
	}
}

func TestTakeTyped(t *testing.T) {
	g := newGen(8, false)
	src := g.array(arrays.TimestampType{Unit: arrays.Nanosecond}, 100, 0.1).(*arrays.Timestamp)
	idx, from := g.indices(arrays.Int16Type{}, 50, 100, "random", 0.1)
	got, err := TakeTimestamp(src, idx)
	if err != nil {
		t.Fatal(err)
	}
	checkGathered(t, "TakeTimestamp", got, src, from)
	mask := g.mask(100, 0.3, 0.1)
	f, err := FilterTimestamp(src, mask, EmitNull)
	if err != nil {
		t.Fatal(err)
	}
	checkGathered(t, "FilterTimestamp", f, src, filterRef(mask, EmitNull))
}

// FuzzTake takes from random arrays of every type with indices taken from
// the fuzzer's bytes, of every index type, in range or not, null or not:
// an index out of range must be reported (the first one), never panic,
// and a successful result must match the per-slot reference.
func FuzzTake(f *testing.F) {
	f.Add(uint8(3), uint8(2), uint16(50), uint64(1), []byte{0, 1, 2, 3, 49, 48})
	f.Add(uint8(30), uint8(7), uint16(10), uint64(2), []byte{9, 200, 3, 0xff})
	f.Add(uint8(45), uint8(0), uint16(0), uint64(3), []byte{0x80})
	types := kernelTestTypes()
	f.Fuzz(func(t *testing.T, ti, it uint8, n uint16, seed uint64, raw []byte) {
		typ := types[int(ti)%len(types)]
		idxType := indexTypes[int(it)%len(indexTypes)]
		size := int(n) % 300
		g := newGen(seed, false)
		src := g.array(typ, size, float64(seed>>8&3)/4)
		w := arrays.PrimitiveByteWidth(idxType.ID())
		cnt := len(raw) / w
		vals := make([]int64, cnt)
		null := make([]bool, cnt)
		firstBad := -1
		from := make([]int, cnt)
		for i := range cnt {
			var u uint64
			for k := range w {
				u |= uint64(raw[i*w+k]) << (8 * uint(k))
			}
			if seed>>32&1 == 0 && size > 0 {
				u %= uint64(size) + 1 // mostly in range
			}
			v := int64(u)
			if arrays.IsSignedInteger(idxType.ID()) {
				v = int64(u<<(64-8*uint(w))) >> (64 - 8*uint(w))
			}
			vals[i] = v
			null[i] = raw[i*w]%7 == 3
			from[i] = int(v)
			if null[i] {
				from[i] = -1
				continue
			}
			var bad bool
			if arrays.IsSignedInteger(idxType.ID()) {
				bad = v < 0 || v >= int64(size)
			} else {
				bad = u >= uint64(size)
			}
			if bad && firstBad < 0 {
				firstBad = i
			}
		}
		idx := makeIndices(idxType, vals, null, int(seed>>40)&7)
		for _, k := range availableTables() {
			c := newConfig(nil)
			d, err := takeArray(k, &c, src, idx)
			if firstBad >= 0 {
				var ie *IndexError
				if !errors.As(err, &ie) || ie.Position != firstBad {
					t.Fatalf("%s by %s: want an IndexError at %d, got %v", typ, idxType, firstBad, err)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, fmt.Sprintf("%s by %s isa=%s", typ, idxType, k.Name()), arrays.MakeArray(d), src, from)
		}
	})
}
