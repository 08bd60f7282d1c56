package kernels

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/benchdata"
	"github.com/quiver-go/quiver/kernels/asm"
)

// ----- dictionaries -----

// dictRandFixed returns n random values of a fixed-width type built straight
// from bytes, every 4th slot null when nulls is set. Decimals hold small
// values so that they fit their precision.
func dictRandFixed(r *rand.Rand, typ arrays.DataType, n int, nulls bool) arrays.Array {
	st := arrays.StorageOf(typ)
	bw := st.(arrays.FixedWidthType).BitWidth()
	var vals []byte
	if bw == 1 {
		vals = arrays.AllocBuffer(arrays.BitmapLen(n))
		for i := range vals {
			vals[i] = byte(r.Uint32())
		}
	} else {
		w := bw / 8
		vals = arrays.AllocBuffer(n * w)
		for i := range vals {
			vals[i] = byte(r.Uint32())
		}
		if id := st.ID(); id >= arrays.DECIMAL32 && id <= arrays.DECIMAL256 {
			for i := range n {
				// two random bytes, sign-extended, in host order (the
				// low word first for the wide ones, as Int128 has it)
				v := vals[i*w : (i+1)*w]
				x := int64(int16(binary.LittleEndian.Uint16(v)))
				fill := byte(0)
				if x < 0 {
					fill = 0xff
				}
				for j := range v {
					v[j] = fill
				}
				if w == 4 {
					binary.NativeEndian.PutUint32(v, uint32(x))
				} else {
					binary.NativeEndian.PutUint64(v, uint64(x))
				}
			}
		}
	}
	var valid []byte
	nullN := 0
	if nulls {
		valid = arrays.AllocBuffer(arrays.BitmapLen(n))
		arrays.SetBitsTo(valid, 0, n, true)
		for i := 0; i < n; i += 4 {
			arrays.ClearBit(valid, i)
			nullN++
		}
	}
	return arrays.MakeArray(arrays.NewData(typ, n, [][]byte{valid, vals}, nil, nullN, 0))
}

func dictRandString(r *rand.Rand) string {
	b := make([]byte, r.IntN(30))
	for i := range b {
		b[i] = 'a' + byte(r.IntN(26))
	}
	return string(b)
}

// dictRandBuilt returns n random values of a non-fixed-width type, appended
// through its builder.
func dictRandBuilt(t testing.TB, r *rand.Rand, typ arrays.DataType, n int, nulls bool) arrays.Array {
	b, err := arrays.NewBuilder(typ)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if nulls && i%4 == 0 {
			b.AppendNull()
			continue
		}
		switch b := b.(type) {
		case *arrays.NullBuilder:
			b.AppendNull()
		case interface{ AppendString(string) }:
			b.AppendString(dictRandString(r))
		case *arrays.DictionaryBuilder:
			if err := b.Append(fmt.Sprint("v", r.IntN(7))); err != nil {
				t.Fatal(err)
			}
		case *arrays.ListBuilder:
			b.Append(true)
			vb := b.ValueBuilder().(*arrays.Int32Builder)
			for range r.IntN(4) {
				vb.Append(r.Int32())
			}
		case *arrays.StructBuilder:
			b.Append(true)
			b.FieldBuilder(0).(*arrays.Int32Builder).Append(r.Int32())
			b.FieldBuilder(1).(*arrays.Utf8Builder).AppendString(dictRandString(r))
		default:
			t.Fatalf("no random values for %T", b)
		}
	}
	return b.NewArray()
}

// dictTypes lists a type of every layout the decoder handles, fixed-width
// ones of every byte width.
func dictTypes() []arrays.DataType {
	return []arrays.DataType{
		arrays.Int8Type{}, arrays.Uint8Type{}, arrays.Int16Type{}, arrays.Float16Type{},
		arrays.Int32Type{}, arrays.Float32Type{}, arrays.Date32Type{}, arrays.Decimal32Type{Precision: 9},
		arrays.Int64Type{}, arrays.Uint64Type{}, arrays.Float64Type{}, arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"},
		arrays.IntervalDayTimeType{}, arrays.Decimal128Type{Precision: 38, Scale: 2}, arrays.IntervalMonthDayNanoType{},
		arrays.Decimal256Type{Precision: 76}, arrays.BoolType{},
		arrays.FixedSizeBinaryType{ByteWidth: 3}, arrays.FixedSizeBinaryType{ByteWidth: 16}, arrays.FixedSizeBinaryType{ByteWidth: 0},
		arrays.UUIDType{},
		arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{},
		arrays.BinaryViewType{}, arrays.Utf8ViewType{}, arrays.NullType{},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		arrays.ListOf(arrays.Int32Type{}),
		arrays.StructOf(arrays.Field{Name: "a", Type: arrays.Int32Type{}, Nullable: true}, arrays.Field{Name: "b", Type: arrays.Utf8Type{}, Nullable: true}),
	}
}

// dictRand returns a dictionary of n values of typ.
func dictRand(t testing.TB, r *rand.Rand, typ arrays.DataType, n int, nulls bool) arrays.Array {
	if _, ok := arrays.StorageOf(typ).(arrays.FixedWidthType); ok {
		return dictRandFixed(r, typ, n, nulls)
	}
	return dictRandBuilt(t, r, typ, n, nulls)
}

// dictVariants returns typ's dictionaries: without nulls, with nulls, and
// a slice (non-zero offset) with nulls.
func dictVariants(t testing.TB, r *rand.Rand, typ arrays.DataType, n int) map[string]arrays.Array {
	d := dictRand(t, r, typ, n+5, true)
	return map[string]arrays.Array{
		"plain":  dictRand(t, r, typ, n, false),
		"nulls":  dictRand(t, r, typ, n, true),
		"sliced": arrays.Slice(d, 3, 3+n),
	}
}

// dictRef gathers through a builder, one AppendFrom per index.
func dictRef(t testing.TB, dict arrays.Array, idx []uint32) arrays.Array {
	b, err := arrays.NewBuilder(dict.DataType())
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range idx {
		if err := arrays.AppendFrom(b, dict, int(x)); err != nil {
			t.Fatal(err)
		}
	}
	return b.NewArray()
}

func checkDictResult(t *testing.T, what string, got arrays.Array, err error, dict arrays.Array, idx []uint32) {
	t.Helper()
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: invalid result: %v", what, err)
	}
	want := dictRef(t, dict, idx)
	if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" {
		t.Fatalf("%s: %s", what, d)
	}
}

func checkDictIndexErr(t *testing.T, what string, err error, pos int, index int64, n int) {
	t.Helper()
	var ie *DictIndexError
	if !errors.As(err, &ie) || !errors.Is(err, ErrIndexOutOfRange) || ie.Pos != pos || ie.Index != index || ie.Len != n {
		t.Fatalf("%s: %v, want index %d at %d outside [0, %d)", what, err, index, pos, n)
	}
}

// dictIndices returns n indices below bound made of runs of 1..maxRun.
func dictIndices(r *rand.Rand, n, bound, maxRun int) []uint32 {
	idx := make([]uint32, 0, n)
	for len(idx) < n {
		v := uint32(r.IntN(bound))
		for range min(1+r.IntN(maxRun), n-len(idx)) {
			idx = append(idx, v)
		}
	}
	return idx
}

func dictIndexWidth(n int) int { return bits.Len(uint(max(n-1, 0))) }

// ----- tests -----

func TestDictDecode(t *testing.T) {
	forEachLevel(t, testDictDecode)
}

func testDictDecode(t *testing.T, k *asm.Table) {
	r := newRand(200)
	for _, typ := range dictTypes() {
		for vname, dict := range dictVariants(t, r, typ, 37) {
			for _, n := range []int{0, 1, 31, 32, 33, 100, 700} {
				what := fmt.Sprintf("%s/%s/n=%d", typ, vname, n)
				idx := dictIndices(r, n, dict.Len(), 5)
				i32 := make([]int32, n)
				for i, x := range idx {
					i32[i] = int32(x)
				}
				got, err := dictDecode(k, &config{}, dict, i32)
				checkDictResult(t, what, got, err, dict, idx)
				if !arrays.TypeEqual(got.DataType(), dict.DataType()) {
					t.Fatalf("%s: result type %s", what, got.DataType())
				}
				if n == 0 {
					continue
				}
				// The first bad index is reported, negative or too large.
				p := r.IntN(n)
				bad := []int32{int32(dict.Len()), -1, int32(dict.Len() + r.IntN(1000)), -1 << 31}[r.IntN(4)]
				i32[p] = bad
				if p+1 < n {
					i32[p+1+r.IntN(n-p-1)] = int32(dict.Len())
				}
				_, err = dictDecode(k, &config{}, dict, i32)
				checkDictIndexErr(t, what, err, p, int64(bad), dict.Len())
			}
		}
	}
	if _, err := DictDecode(nil, nil); err == nil {
		t.Error("nil dictionary accepted")
	}
	// An empty dictionary admits no index.
	_, err := DictDecode(arrays.NewInt64Builder().NewArray(), []int32{0})
	checkDictIndexErr(t, "empty dictionary", err, 0, 0, 0)
	// A malformed dictionary is an error, not a panic.
	broken := arrays.MakeArray(arrays.NewData(arrays.Int64Type{}, 10, [][]byte{nil, make([]byte, 16)}, nil, 0, 0))
	if _, err := DictDecode(broken, []int32{9}); !errors.Is(err, arrays.ErrInvalid) {
		t.Errorf("short values buffer: %v", err)
	}
}

// TestDictDecodeWidths runs the gather of every byte width on long index
// lists (so every loop runs many batches) at dictionary sizes around 2^k.
func TestDictDecodeWidths(t *testing.T) {
	forEachLevel(t, testDictDecodeWidths)
}

func testDictDecodeWidths(t *testing.T, k *asm.Table) {
	r := newRand(201)
	for _, typ := range []arrays.DataType{arrays.Uint8Type{}, arrays.Int16Type{}, arrays.Uint32Type{}, arrays.Int64Type{},
		arrays.Decimal128Type{Precision: 38}, arrays.Decimal256Type{Precision: 76}, arrays.Utf8ViewType{}, arrays.LargeUtf8Type{}} {
		for _, size := range []int{1, 2, 255, 256, 4097} {
			dict := dictRand(t, r, typ, size, size%2 == 0)
			idx := dictIndices(r, 5000, size, 3)
			i32 := make([]int32, len(idx))
			for i, x := range idx {
				i32[i] = int32(x)
			}
			got, err := dictDecode(k, &config{}, dict, i32)
			checkDictResult(t, fmt.Sprintf("%s size %d", typ, size), got, err, dict, idx)
		}
	}
}

func TestHybridDictDecode(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(202)
		for _, typ := range dictTypes() {
			for vname, dict := range dictVariants(t, r, typ, 300) {
				for _, n := range []int{0, 1, 8, 33, 100, 1000, 2049} {
					what := fmt.Sprintf("%s/%s/n=%d", typ, vname, n)
					idx := dictIndices(r, n, dict.Len(), []int{1, 4, 40, 300}[r.IntN(4)])
					w := dictIndexWidth(dict.Len()) + r.IntN(3)
					src := HybridEncode(nil, idx, w)
					got, err := hybridDictDecode(k, &config{}, dict, src, w, n)
					checkDictResult(t, what, got, err, dict, idx)
				}
			}
		}
	})
}

// TestHybridDictDecodeErrors checks that bad indices, in RLE and in
// bit-packed runs, and malformed streams are reported.
func TestHybridDictDecodeErrors(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(203)
		for _, typ := range []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}, arrays.BoolType{}, arrays.ListOf(arrays.Int32Type{}), arrays.NullType{}} {
			dict := dictRand(t, r, typ, 20, false)
			for _, maxRun := range []int{1, 50} {
				idx := dictIndices(r, 3000, dict.Len(), maxRun)
				p := r.IntN(len(idx))
				// The whole run holding p goes bad, so its first value is
				// the first bad one.
				for p > 0 && idx[p-1] == idx[p] {
					p--
				}
				bad := uint32(20 + r.IntN(12))
				for q := p; q < len(idx) && idx[q] == idx[p]; q++ {
					idx[q] = bad
				}
				src := HybridEncode(nil, idx, 5)
				_, err := hybridDictDecode(k, &config{}, dict, src, 5, len(idx))
				checkDictIndexErr(t, fmt.Sprintf("%s maxRun %d", typ, maxRun), err, p, int64(bad), 20)
				_, err = hybridDictDecode(k, &config{}, dict, src[:len(src)/2], 5, len(idx))
				if !errors.Is(err, ErrMalformedHybrid) && !errors.Is(err, ErrIndexOutOfRange) {
					t.Fatalf("%s: truncated stream: %v", typ, err)
				}
			}
		}
		dict := dictRand(t, r, arrays.Int64Type{}, 4, false)
		if _, err := hybridDictDecode(k, &config{}, dict, []byte{0x02, 0x01}, 33, 1); !errors.Is(err, ErrBitWidth) {
			t.Errorf("width 33: %v", err)
		}
		if _, err := hybridDictDecode(k, &config{}, dict, nil, 3, -1); err == nil {
			t.Error("negative count accepted")
		}
	})
}

func TestNewDictionaryFromHybrid(t *testing.T) {
	indexTypes := []arrays.DataType{arrays.Int8Type{}, arrays.Uint8Type{}, arrays.Int16Type{}, arrays.Uint16Type{},
		arrays.Int32Type{}, arrays.Uint32Type{}, arrays.Int64Type{}, arrays.Uint64Type{}}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(204)
		for _, it := range indexTypes {
			for _, typ := range []arrays.DataType{arrays.Utf8Type{}, arrays.Float64Type{}, arrays.ListOf(arrays.Int32Type{})} {
				for _, n := range []int{0, 1, 33, 1000} {
					dict := dictRand(t, r, typ, 100, true)
					idx := dictIndices(r, n, dict.Len(), 20)
					src := HybridEncode(nil, idx, 7)
					got, err := newDictionaryFromHybrid(k, dict, src, 7, n, it)
					what := fmt.Sprintf("%s indices of %s n=%d", it, typ, n)
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					if err := arrays.ValidateFull(got); err != nil {
						t.Fatalf("%s: invalid: %v", what, err)
					}
					if got.Len() != n || got.NullN() != 0 || got.Dictionary().Data() != dict.Data() || !arrays.TypeEqual(got.DictType().Index, it) {
						t.Fatalf("%s: wrong shape: len %d nulls %d type %s", what, got.Len(), got.NullN(), got.DataType())
					}
					for i, x := range idx {
						if got.IndexValue(i) != int(x) {
							t.Fatalf("%s: index %d = %d, want %d", what, i, got.IndexValue(i), x)
						}
					}
					want := dictRef(t, dict, idx)
					for i := range n {
						if !arrays.SliceEqual(got.Dictionary(), got.IndexValue(i), got.IndexValue(i)+1, want, i, i+1, arrays.EqualNaN(true)) {
							t.Fatalf("%s: slot %d differs", what, i)
						}
					}
				}
			}
		}
		// An index the index type cannot hold is out of range even when the
		// dictionary has that many entries.
		dict := dictRand(t, r, arrays.Int32Type{}, 300, false)
		for _, c := range []struct {
			it    arrays.DataType
			bad   uint32
			bound int
		}{{arrays.Int8Type{}, 128, 128}, {arrays.Uint8Type{}, 256, 256}, {arrays.Uint8Type{}, 255 + 45, 256}, {arrays.Int16Type{}, 300, 300}} {
			idx := []uint32{1, 2, 3, c.bad, 4}
			_, err := newDictionaryFromHybrid(k, dict, HybridEncode(nil, idx, 9), 9, len(idx), c.it)
			checkDictIndexErr(t, c.it.String(), err, 3, int64(c.bad), c.bound)
		}
		if _, err := newDictionaryFromHybrid(k, dict, nil, 9, 0, arrays.Float32Type{}); err == nil {
			t.Error("float index type accepted")
		}
	})
}

// FuzzDictDecode decodes arbitrary streams as indices into an int64 and a
// utf8 dictionary at every level: the result must be the strict hybrid
// decode gathered by the reference, or the same stream error, or the first
// bad index.
func FuzzDictDecode(f *testing.F) {
	r := newRand(205)
	for _, w := range []int{0, 1, 3, 5, 8} {
		idx := dictIndices(r, 100, 1<<w, 12)
		f.Add(HybridEncode(nil, idx, w), uint8(w), uint16(100), uint8(30))
	}
	f.Fuzz(func(t *testing.T, src []byte, width uint8, n uint16, size uint8) {
		w := int(width % 33)
		for _, typ := range []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}} {
			dict := dictRand(t, newRand(uint64(size)), typ, int(size), size%2 == 0)
			ref := hybridRefStrict(src, w, int(n))
			firstBad := -1
			for i, x := range ref.vals {
				if x >= uint32(size) {
					firstBad = i
					break
				}
			}
			for _, l := range asm.Tables() {
				got, err := hybridDictDecode(l, &config{}, dict, src, w, int(n))
				switch {
				case firstBad >= 0:
					checkDictIndexErr(t, "fuzz", err, firstBad, int64(ref.vals[firstBad]), int(size))
				case ref.err != nil:
					if !errors.Is(err, ref.err) {
						t.Fatalf("stream error %v, want %v", err, ref.err)
					}
				default:
					checkDictResult(t, "fuzz", got, err, dict, ref.vals)
				}
			}
		}
	})
}

// TestDictDecodeTo checks the typed gathers, one instantiation per value
// size, at every level, against a plain loop.
func TestDictDecodeTo(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(206)
		testDictDecodeTo(t, k, r, func(r *rand.Rand) uint8 { return uint8(r.Uint32()) })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) int16 { return int16(r.Uint32()) })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) float32 { return float32(r.NormFloat64()) })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) int64 { return int64(r.Uint64()) })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) [2]uint64 { return [2]uint64{r.Uint64(), r.Uint64()} })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) [4]uint64 { return [4]uint64{r.Uint64(), 1, 2, r.Uint64()} })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) [3]byte { return [3]byte{byte(r.Uint32()), 7, 9} })
		// Values with pointers take the loops with write barriers.
		testDictDecodeTo(t, k, r, func(r *rand.Rand) string { return dictRandString(r) })
		testDictDecodeTo(t, k, r, func(r *rand.Rand) *int { x := r.Int(); return &x })
	})
	if err := DictDecodeTo(make([]float64, 2), []float64{1, 2}, []int32{1, 2}); !errors.Is(err, ErrIndexOutOfRange) {
		t.Errorf("DictDecodeTo: %v", err)
	}
	if n, err := HybridDictDecodeTo(make([]int64, 3), []int64{5, 6}, []byte{0x06, 0x01}, 1); n != 2 || err != nil {
		t.Errorf("HybridDictDecodeTo: %d %v", n, err)
	}
}

func TestHybridPlain(t *testing.T) {
	for _, c := range []struct {
		plain, want bool
	}{
		{hybridPlain[int64](), true},
		{hybridPlain[arrays.Int128](), true},
		{hybridPlain[arrays.View](), true},
		{hybridPlain[[16]byte](), true},
		{hybridPlain[struct{ a, b float32 }](), true},
		{hybridPlain[string](), false},
		{hybridPlain[*int](), false},
		{hybridPlain[[2]*int](), false},
		{hybridPlain[struct{ a []int }](), false},
		{hybridPlain[any](), false},
	} {
		if c.plain != c.want {
			t.Errorf("hybridPlain: got %v, want %v", c.plain, c.want)
		}
	}
}

func testDictDecodeTo[T comparable](t *testing.T, k *asm.Table, r *rand.Rand, gen func(*rand.Rand) T) {
	t.Helper()
	for _, size := range []int{1, 5, 256, 3000} {
		dict := make([]T, size)
		for i := range dict {
			dict[i] = gen(r)
		}
		for _, n := range []int{0, 1, 31, 32, 33, 511, 512, 513, 5000} {
			what := fmt.Sprintf("%T size %d n %d", dict[0], size, n)
			idx := dictIndices(r, n, size, []int{1, 3, 70}[r.IntN(3)])
			want := make([]T, n)
			i32 := make([]int32, n)
			for i, x := range idx {
				want[i] = dict[x]
				i32[i] = int32(x)
			}
			got := make([]T, n)
			plain := hybridPlain[T]()
			if err := dictDecodeTo(k, got, dict, i32, plain); err != nil || !slicesEqual(got, want) {
				t.Fatalf("%s: DictDecodeTo: %v", what, err)
			}
			w := dictIndexWidth(size) + r.IntN(2)
			src := HybridEncode(nil, idx, w)
			clear(got)
			if used, err := hybridDictGather("HybridDictDecodeTo", k, got, dict, src, w, hybridPlain[T]()); err != nil || used != len(src) || !slicesEqual(got, want) {
				t.Fatalf("%s: HybridDictDecodeTo: used %d of %d, %v", what, used, len(src), err)
			}
			if n == 0 {
				continue
			}
			p := r.IntN(n)
			i32[p] = int32(size + r.IntN(3))
			err := dictDecodeTo(k, got, dict, i32, plain)
			checkDictIndexErr(t, what, err, p, int64(i32[p]), size)
			idx[p] = uint32(i32[p])
			if w < dictIndexWidth(size+3) {
				w = dictIndexWidth(size + 3)
			}
			_, err = hybridDictGather("HybridDictDecodeTo", k, got, dict, HybridEncode(nil, idx, w), w, hybridPlain[T]())
			checkDictIndexErr(t, what+" hybrid", err, p, int64(idx[p]), size)
		}
	}
	mustPanic(t, "DictDecodeTo length mismatch", func() { DictDecodeTo(make([]T, 2), make([]T, 4), []int32{1}) })
}

func slicesEqual[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestHybridDictDecodeWidth1 checks the direct path of width-1 bit-packed
// runs (dictBits) against a plain loop: 4- and 8-byte values, other sizes
// (which keep the unpack-and-gather path), lengths that end inside a byte
// and a nibble, both run layouts, and a one-entry dictionary, where a set
// bit is an index out of range that must still be reported.
func TestHybridDictDecodeWidth1(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		r := newRand(207)
		testHybridDictWidth1(t, k, r, func(r *rand.Rand) int64 { return int64(r.Uint64()) })
		testHybridDictWidth1(t, k, r, func(r *rand.Rand) float32 { return float32(r.NormFloat64()) })
		testHybridDictWidth1(t, k, r, func(r *rand.Rand) uint16 { return uint16(r.Uint32()) })
		testHybridDictWidth1(t, k, r, func(r *rand.Rand) [2]uint64 { return [2]uint64{r.Uint64(), r.Uint64()} })
	})
}

func testHybridDictWidth1[T comparable](t *testing.T, k *asm.Table, r *rand.Rand, draw func(*rand.Rand) T) {
	t.Helper()
	layouts := map[string]func([]uint32, int) []byte{
		"quiver":    func(v []uint32, w int) []byte { return HybridEncode(nil, v, w) },
		"parquetgo": benchdata.HybridParquetGoLayout,
	}
	for _, entries := range []int{1, 2, 3} {
		dict := make([]T, entries)
		for i := range dict {
			dict[i] = draw(r)
		}
		for _, n := range []int{0, 1, 3, 4, 5, 7, 8, 9, 63, 64, 65, 100, 1000, 4097} {
			for _, rl := range []int{1, 3} {
				for lname, enc := range layouts {
					what := fmt.Sprintf("%T entries=%d n=%d runlen=%d layout=%s", dict[0], entries, n, rl, lname)
					idx := benchdata.HybridValues(r.Uint64(), n, 1, rl)
					src := enc(idx, 1)
					got := make([]T, n)
					_, err := hybridDictGather("HybridDictDecodeTo", k, got, dict, src, 1, hybridPlain[T]())
					bad := -1
					for i, x := range idx {
						if int(x) >= entries {
							bad = i
							break
						}
					}
					if bad >= 0 {
						var de *DictIndexError
						if !errors.As(err, &de) || de.Pos != bad || de.Index != int64(idx[bad]) {
							t.Fatalf("%s: error %v, want index %d at %d", what, err, idx[bad], bad)
						}
						continue
					}
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					for i, x := range idx {
						if got[i] != dict[x] {
							t.Fatalf("%s: value %d = %v, want dict[%d] = %v", what, i, got[i], x, dict[x])
						}
					}
				}
			}
		}
	}
}
