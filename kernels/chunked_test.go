package kernels

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// chunkUp cuts a into a column of random chunks (empty ones included),
// each a slice of a.
func chunkUp(g *gen, a arrays.Array, maxChunk int) *arrays.Chunked {
	var chunks []arrays.Array
	for lo := 0; lo < a.Len() || g.r.IntN(4) == 0; {
		hi := min(a.Len(), lo+g.r.IntN(maxChunk+1))
		if g.r.IntN(6) == 0 {
			hi = lo // an empty chunk
		}
		chunks = append(chunks, arrays.Slice(a, lo, hi))
		lo = hi
		if lo == a.Len() && g.r.IntN(2) == 0 {
			break
		}
	}
	c, err := arrays.NewChunked(a.DataType(), chunks)
	if err != nil {
		panic(err)
	}
	return c
}

// concat returns the column as one array, through the builders (the
// reference AppendRange).
func concat(t *testing.T, c *arrays.Chunked) arrays.Array {
	t.Helper()
	b, err := arrays.NewBuilder(c.DataType())
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range c.Chunks() {
		if err := arrays.AppendRange(b, ch, 0, ch.Len()); err != nil {
			t.Fatal(err)
		}
	}
	return b.NewArray()
}

// sameColumn fails unless the column got holds the slots of want.
func sameColumn(t *testing.T, what string, got *arrays.Chunked, want arrays.Array) {
	t.Helper()
	if err := got.ValidateFull(); err != nil {
		t.Fatalf("%s: result invalid: %v", what, err)
	}
	for _, ch := range got.Chunks() {
		if ch.Len() == 0 {
			t.Fatalf("%s: result has an empty chunk", what)
		}
	}
	if d := arrays.EqualDiff(concat(t, got), want, arrays.EqualNaN(true)); d != "" {
		t.Fatalf("%s: %s", what, d)
	}
}

func chunkedLengths() []int {
	if raceEnabled || testing.Short() {
		return []int{0, 1, 300}
	}
	return []int{0, 1, 300, 2*morselSlots + 77}
}

// TestFilterChunked filters columns chunked unlike their masks, every
// type, on one and several goroutines, against Filter of the
// concatenations.
func TestFilterChunked(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(91, false)
		for _, typ := range kernelTestTypes() {
			for _, n := range chunkedLengths() {
				if n > 1000 && arrays.PrimitiveByteWidth(arrays.StorageOf(typ).ID()) == 0 {
					continue
				}
				maxChunk := max(1, n/3)
				a := chunkUp(g, g.array(typ, n, 0.1), maxChunk)
				m := chunkUp(g, g.mask(n, 0.5, 0.1), maxChunk)
				flat, fm := concat(t, a), concat(t, m).(*arrays.Boolean)
				for _, sel := range []NullSelection{Drop, EmitNull} {
					want, err := Filter(flat, fm, atLevel{k}, sel)
					if err != nil {
						t.Fatalf("%s n=%d: Filter: %v", typ, n, err)
					}
					for _, p := range []int{1, 3} {
						got, err := FilterChunked(a, m, atLevel{k}, sel, Parallel(p), &Scratch{})
						if err != nil {
							t.Fatalf("%s n=%d: FilterChunked: %v", typ, n, err)
						}
						sameColumn(t, fmt.Sprintf("%s n=%d %s p=%d", typ, n, sel, p), got, want)
					}
				}
			}
		}
	})
}

// TestTakeChunked takes global indices (random, sorted, with nulls) from
// columns of every type against Take from the concatenation: the direct
// gather of fixed-width and bool values, and the run-by-run and
// chunk-by-chunk takes of the other layouts.
func TestTakeChunked(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(92, false)
		for _, typ := range kernelTestTypes() {
			for _, n := range chunkedLengths() {
				fixed := arrays.PrimitiveByteWidth(arrays.StorageOf(typ).ID()) > 0
				if n > 1000 && !fixed {
					continue
				}
				for _, shape := range []struct {
					nulls    float64 // of the values and of the indices
					maxChunk int     // few chunks, or many (past the linear chunk search)
				}{{0.1, max(1, n/4)}, {0, max(1, n/4)}, {0, max(1, n/40)}, {0.1, max(1, n/40)}} {
					if n > 1000 && shape.nulls == 0 && shape.maxChunk == max(1, n/4) || n > 1000 && shape.nulls != 0 && shape.maxChunk != max(1, n/4) {
						continue // long columns: nulls with few chunks, no nulls with many
					}
					a := chunkUp(g, g.array(typ, n, shape.nulls), shape.maxChunk)
					flat := concat(t, a)
					for _, order := range []string{"random", "sorted", "contiguous"} {
						m := n + 5
						if n == 0 {
							m = 0
						}
						idxType := []arrays.DataType{arrays.Int32Type{}, arrays.Uint16Type{}, arrays.Int64Type{}, arrays.Uint8Type{}}[g.r.IntN(4)]
						idx, _ := g.indices(idxType, m, n, order, shape.nulls/2)
						want, err := Take(flat, idx, atLevel{k})
						if err != nil {
							t.Fatalf("%s n=%d: Take: %v", typ, n, err)
						}
						for _, p := range []int{1, 3} {
							got, err := TakeChunked(a, idx, atLevel{k}, Parallel(p))
							if err != nil {
								t.Fatalf("%s n=%d %s: TakeChunked: %v", typ, n, order, err)
							}
							sameColumn(t, fmt.Sprintf("%s n=%d %s %v p=%d", typ, n, order, shape, p), got, want)
						}
					}
				}
			}
		}
	})
}

func TestTakeChunkedErrors(t *testing.T) {
	g := newGen(93, false)
	a := chunkUp(g, g.array(arrays.Int64Type{}, 100, 0), 30)
	for a.NumChunks() < 2 {
		a = chunkUp(g, g.array(arrays.Int64Type{}, 100, 0), 30)
	}
	ib := arrays.NewInt32Builder()
	ib.AppendValues([]int32{3, 99, 100, 5}, nil)
	_, err := TakeChunked(a, ib.NewArray())
	var ie *IndexError
	if !errors.As(err, &ie) || ie.Position != 2 || ie.Index != 100 || ie.Length != 100 {
		t.Fatalf("index past the column: %v", err)
	}
	fb := arrays.NewFloat64Builder()
	fb.Append(1)
	if _, err := TakeChunked(a, fb.NewArray()); err == nil || !strings.Contains(err.Error(), "indices must be integers") {
		t.Fatalf("float indices: %v", err)
	}
	if _, err := TakeChunked(nil, ib.NewArray()); err == nil {
		t.Fatal("nil column accepted")
	}
	if _, err := TakeChunked(a, nil); err == nil {
		t.Fatal("nil indices accepted")
	}
	// A malformed chunk is named.
	bad := arrays.MakeArray(arrays.NewData(arrays.Int64Type{}, 10, [][]byte{nil, arrays.AllocBuffer(8)}, nil, 0, 0))
	c, _ := arrays.NewChunked(arrays.Int64Type{}, []arrays.Array{a.Chunk(0), bad})
	if _, err := TakeChunked(c, ib.NewArray()); !errors.Is(err, ErrMalformedArray) || !strings.Contains(err.Error(), "values chunk 1") {
		t.Fatalf("malformed chunk: %v", err)
	}
}

func TestFilterChunkedErrors(t *testing.T) {
	g := newGen(94, false)
	a := chunkUp(g, g.array(arrays.Int64Type{}, 10, 0), 4)
	m := chunkUp(g, g.mask(9, 0.5, 0), 4)
	if _, err := FilterChunked(a, m); err == nil || !strings.Contains(err.Error(), "mask has 9 slots, values 10") {
		t.Fatalf("short mask: %v", err)
	}
	if _, err := FilterChunked(a, a); !errors.Is(err, ErrWrongType) {
		t.Fatalf("int64 mask: %v", err)
	}
	if _, err := FilterChunked(nil, m); err == nil {
		t.Fatal("nil values accepted")
	}
}

// TestCompareChunked compares columns chunked differently, and columns
// with scalars on either side, against the compares of the
// concatenations.
func TestCompareChunked(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(95, true)
		for _, typ := range []arrays.DataType{arrays.Int64Type{}, arrays.Float64Type{}, arrays.Int8Type{}, arrays.Utf8Type{}, arrays.BoolType{}, arrays.Decimal128Type{Precision: 20, Scale: 2}} {
			for _, n := range chunkedLengths() {
				if n > 1000 && typ.ID() == arrays.UTF8 {
					continue
				}
				a := chunkUp(g, g.array(typ, n, 0.1), max(1, n/3))
				b := chunkUp(g, g.array(typ, n, 0.1), max(1, n/2))
				fa, fb := concat(t, a), concat(t, b)
				var s *Scalar = NullScalar(typ)
				if n > 0 {
					s = scalarAt(t, fa, n/2)
				}
				for _, tc := range []struct {
					name   string
					l, r   Datum
					fl, fr Datum
					f      func(l, r Datum, opts ...Option) (*arrays.Boolean, error)
					fc     func(l, r Datum, opts ...Option) (*arrays.Chunked, error)
				}{
					{"col<=col", a, b, fa, fb, LessEqual, LessEqualChunked},
					{"col==scalar", a, s, fa, s, Equal, EqualChunked},
					{"scalar<col", s, b, s, fb, Less, LessChunked},
					{"col!=array", a, fb, fa, fb, NotEqual, NotEqualChunked},
					{"col>col", a, b, fa, fb, Greater, GreaterChunked},
					{"col>=scalar", a, s, fa, s, GreaterEqual, GreaterEqualChunked},
				} {
					want, err := tc.f(tc.fl, tc.fr, atLevel{k})
					if err != nil {
						t.Fatalf("%s %s: %v", typ, tc.name, err)
					}
					for _, p := range []int{1, 4} {
						got, err := tc.fc(tc.l, tc.r, atLevel{k}, Parallel(p))
						if err != nil {
							t.Fatalf("%s %s n=%d: %v", typ, tc.name, n, err)
						}
						sameColumn(t, fmt.Sprintf("%s %s n=%d p=%d", typ, tc.name, n, p), got, want)
					}
				}
			}
		}
	})
	g := newGen(96, true)
	a := chunkUp(g, g.array(arrays.Int64Type{}, 10, 0), 4)
	b := chunkUp(g, g.array(arrays.Int64Type{}, 11, 0), 4)
	if _, err := EqualChunked(a, b); err == nil || !strings.Contains(err.Error(), "left has 10 slots, right 11") {
		t.Fatalf("lengths differ: %v", err)
	}
	if _, err := EqualChunked(Int64Scalar(1), Int64Scalar(1)); err == nil {
		t.Fatal("two scalars accepted")
	}
	u := chunkUp(g, g.array(arrays.Utf8Type{}, 10, 0), 4)
	if _, err := LessChunked(a, u); !errors.Is(err, ErrNotComparable) {
		t.Fatalf("int64 < utf8: %v", err)
	}
	e, _ := arrays.NewChunked(arrays.Int64Type{}, nil)
	eu, _ := arrays.NewChunked(arrays.Utf8Type{}, nil)
	if _, err := LessChunked(e, eu); !errors.Is(err, ErrNotComparable) {
		t.Fatalf("empty int64 < empty utf8: %v", err)
	}
	if _, err := EqualChunked(a, nil); err == nil {
		t.Fatal("nil operand accepted")
	}
}

// sameReduced fails unless two reduction results are equal (floats bit for
// bit, NaN equal to NaN).
func sameReduced(t *testing.T, what string, got, want *Scalar) {
	t.Helper()
	if got.IsValid() != want.IsValid() || !arrays.TypeEqual(got.DataType(), want.DataType()) {
		t.Fatalf("%s: got %v (%s), want %v (%s)", what, got, got.DataType(), want, want.DataType())
	}
	gv, wv := got.Value(), want.Value()
	switch w := wv.(type) {
	case float64:
		if math.Float64bits(gv.(float64)) != math.Float64bits(w) && !(w != w && gv.(float64) != gv.(float64)) {
			t.Fatalf("%s: got %v, want %v", what, gv, w)
		}
		return
	}
	if fmt.Sprint(gv) != fmt.Sprint(wv) {
		t.Fatalf("%s: got %v, want %v", what, got, want)
	}
}

type reduceFn struct {
	name string
	one  func(a arrays.Array, opts ...Option) (*Scalar, error)
	col  func(c *arrays.Chunked, opts ...Option) (*Scalar, error)
}

func reduceFns() []reduceFn {
	return []reduceFn{
		{"sum", Sum, SumChunked},
		{"mean", Mean, MeanChunked},
		{"min", Min, MinChunked},
		{"max", Max, MaxChunked},
		{"count", func(a arrays.Array, opts ...Option) (*Scalar, error) { return Count(a, CountValid, opts...) },
			func(c *arrays.Chunked, opts ...Option) (*Scalar, error) { return CountChunked(c, CountValid, opts...) }},
		{"count_null", func(a arrays.Array, opts ...Option) (*Scalar, error) { return Count(a, CountNull, opts...) },
			func(c *arrays.Chunked, opts ...Option) (*Scalar, error) { return CountChunked(c, CountNull, opts...) }},
		{"any", Any, AnyChunked},
		{"all", All, AllChunked},
	}
}

// reduceTypes are the types the reduction tests cover.
func reduceTypes() []arrays.DataType {
	return []arrays.DataType{
		arrays.Int8Type{}, arrays.Int32Type{}, arrays.Int64Type{}, arrays.Uint16Type{}, arrays.Uint64Type{},
		arrays.Float16Type{}, arrays.Float32Type{}, arrays.Float64Type{},
		arrays.Decimal128Type{Precision: 38, Scale: 3}, arrays.Decimal256Type{Precision: 76, Scale: 0},
		arrays.DurationType{Unit: arrays.Millisecond}, arrays.BoolType{}, arrays.Utf8Type{}, arrays.BinaryViewType{},
		arrays.FixedSizeBinaryType{ByteWidth: 3}, arrays.IntervalMonthsType{},
	}
}

// TestReduceChunked reduces columns whose chunks (bar the last) are whole
// float blocks, where the combined result must equal the reduction of the
// concatenation exactly, floats included, on any number of goroutines;
// errors (a type that does not reduce, an overflow) must be the same.
func TestReduceChunked(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(97, false)
		for _, typ := range reduceTypes() {
			for _, n := range []int{0, 5, 3*asm.SumBlock + 100, 2*morselSlots + 3*asm.SumBlock + 5} {
				if (raceEnabled || testing.Short()) && n > morselSlots {
					continue
				}
				flat := g.array(typ, n, 0.2)
				var chunks []arrays.Array
				for lo := 0; lo < n; {
					hi := min(n, lo+asm.SumBlock*(1+g.r.IntN(40)))
					chunks = append(chunks, arrays.Slice(flat, lo, hi))
					lo = hi
				}
				col, _ := arrays.NewChunked(typ, chunks)
				for _, f := range reduceFns() {
					want, werr := f.one(flat, atLevel{k})
					for _, p := range []int{1, 3} {
						got, err := f.col(col, atLevel{k}, Parallel(p))
						what := fmt.Sprintf("%s %s n=%d p=%d", f.name, typ, n, p)
						if (err != nil) != (werr != nil) {
							t.Fatalf("%s: error %v, want %v", what, err, werr)
						}
						if err != nil {
							if errors.Is(err, ErrWrongType) != errors.Is(werr, ErrWrongType) || errors.Is(err, ErrOverflow) != errors.Is(werr, ErrOverflow) {
								t.Fatalf("%s: error %v, want %v", what, err, werr)
							}
							continue
						}
						sameReduced(t, what, got, want)
					}
				}
			}
		}
	})
}

// TestSumChunkedFloatOrder checks the float sum of a column cut anywhere:
// the pairwise sum of every chunk's block sums, each block summed by Sum.
func TestSumChunkedFloatOrder(t *testing.T) {
	g := newGen(98, false)
	flat := g.array(arrays.Float64Type{}, 5*asm.SumBlock+321, 0.1)
	col := chunkUp(g, flat, 3000)
	var blocks []float64
	for _, ch := range col.Chunks() {
		for lo := 0; lo < ch.Len(); lo += asm.SumBlock {
			s, err := Sum(arrays.Slice(ch, lo, min(ch.Len(), lo+asm.SumBlock)))
			if err != nil {
				t.Fatal(err)
			}
			v := math.Copysign(0, -1) // an all-null block adds -0
			if s.IsValid() {
				v = s.Value().(float64)
			}
			blocks = append(blocks, v)
		}
	}
	for len(blocks) > 1 { // pairwise, halves split at len/2, as the reference of asm's tests
		blocks = pairwiseRef(blocks)
	}
	want := Float64Scalar(blocks[0])
	for _, p := range []int{1, 2, 5} {
		got, err := SumChunked(col, Parallel(p))
		if err != nil {
			t.Fatal(err)
		}
		sameReduced(t, fmt.Sprintf("p=%d", p), got, want)
	}
}

// pairwiseRef does the whole pairwise sum in one step (returning one
// value), written as an explicit stack rather than recursion.
func pairwiseRef(s []float64) []float64 {
	type span struct{ lo, hi int }
	var eval func(sp span) float64
	eval = func(sp span) float64 {
		if sp.hi-sp.lo == 1 {
			return s[sp.lo]
		}
		h := sp.lo + (sp.hi-sp.lo)/2
		return eval(span{sp.lo, h}) + eval(span{h, sp.hi})
	}
	return []float64{eval(span{0, len(s)})}
}

// TestSumChunkedOverflow: partial sums may exceed int64 as long as the
// total fits, and a total that does not fit is ErrOverflow.
func TestSumChunkedOverflow(t *testing.T) {
	big := func(vs ...int64) arrays.Array {
		b := arrays.NewInt64Builder()
		b.AppendValues(vs, nil)
		return b.NewArray()
	}
	col, _ := arrays.NewChunked(arrays.Int64Type{}, []arrays.Array{big(math.MaxInt64, 10), big(-20, math.MinInt64)})
	s, err := SumChunked(col, Parallel(2))
	if err != nil || s.Value().(int64) != -11 {
		t.Fatalf("sum crossing int64 in a chunk: %v %v", s, err)
	}
	col, _ = arrays.NewChunked(arrays.Int64Type{}, []arrays.Array{big(math.MaxInt64), big(1)})
	if _, err := SumChunked(col); !errors.Is(err, ErrOverflow) {
		t.Fatalf("overflowing total: %v", err)
	}
}

// TestParallelReductions checks that Parallel leaves every reduction's
// result as it is on one goroutine, bit for bit, at every level: sums
// (floats by their fixed block order), means and bounds.
func TestParallelReductions(t *testing.T) {
	skipWhenEmulated(t)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(99, false)
		types := reduceTypes()
		if raceEnabled {
			types = []arrays.DataType{arrays.Int64Type{}, arrays.Float64Type{}, arrays.Utf8Type{}}
		}
		for _, typ := range types {
			for _, n := range splitLengths() {
				for _, p := range []float64{0, 0.3, 1} {
					a := g.array(typ, n, p)
					if p > 0 && n > morselSlots {
						// a morsel without a valid slot
						b, _ := arrays.NewBuilder(typ)
						_ = arrays.AppendRange(b, a, 0, morselSlots)
						for range morselSlots + 10 {
							b.AppendNull()
						}
						_ = arrays.AppendRange(b, a, 0, n-2*morselSlots-10)
						a = b.NewArray()
					}
					for _, f := range reduceFns() {
						want, werr := f.one(a, atLevel{k})
						for _, w := range []int{3, 16} {
							got, err := f.one(a, atLevel{k}, Parallel(w))
							what := fmt.Sprintf("%s %s n=%d nulls=%v p=%d", f.name, typ, n, p, w)
							if (err != nil) != (werr != nil) {
								t.Fatalf("%s: error %v, want %v", what, err, werr)
							}
							if err == nil {
								sameReduced(t, what, got, want)
							}
						}
					}
				}
			}
		}
	})
}

// TestTableKernels filters and takes tables whose columns are chunked
// differently against the same kernels on the concatenated batch.
func TestTableKernels(t *testing.T) {
	g := newGen(100, false)
	n := 500
	s := arrays.NewSchema([]arrays.Field{
		{Name: "i", Type: arrays.Int64Type{}, Nullable: true},
		{Name: "s", Type: arrays.Utf8Type{}, Nullable: true},
		{Name: "b", Type: arrays.BoolType{}},
	}, nil)
	flat := []arrays.Array{g.array(arrays.Int64Type{}, n, 0.1), g.array(arrays.Utf8Type{}, n, 0.1), g.array(arrays.BoolType{}, n, 0)}
	cols := make([]*arrays.Chunked, len(flat))
	for i, a := range flat {
		cols[i] = chunkUp(g, a, 90)
	}
	tb, err := arrays.NewTable(s, cols, n)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := arrays.NewRecordBatch(s, flat, n)
	if err != nil {
		t.Fatal(err)
	}
	mask := g.mask(n, 0.4, 0.1)
	for _, sel := range []NullSelection{Drop, EmitNull} {
		want, err := FilterRecordBatch(rb, mask, sel)
		if err != nil {
			t.Fatal(err)
		}
		got, err := FilterTable(tb, chunkUp(g, mask, 70), sel, Parallel(3))
		if err != nil {
			t.Fatal(err)
		}
		checkTable(t, "filter "+sel.String(), got, want)
	}
	idx, _ := g.indices(arrays.Int64Type{}, 300, n, "random", 0.1)
	want, err := TakeRecordBatch(rb, idx)
	if err != nil {
		t.Fatal(err)
	}
	got, err := TakeTable(tb, idx, Parallel(2))
	if err != nil {
		t.Fatal(err)
	}
	checkTable(t, "take", got, want)
}

func checkTable(t *testing.T, what string, got *arrays.Table, want *arrays.RecordBatch) {
	t.Helper()
	if !got.Schema().Equal(want.Schema()) || got.NumRows() != want.NumRows() {
		t.Fatalf("%s: table %v, want %v", what, got, want)
	}
	for i := range got.NumCols() {
		sameColumn(t, fmt.Sprintf("%s column %d", what, i), got.Column(i), want.Column(i))
	}
}

// TestMinMaxChunkedFloatEdges: NaN bounds of a chunk are skipped unless
// every chunk's are NaN, and -0 orders below +0 across chunks.
func TestMinMaxChunkedFloatEdges(t *testing.T) {
	nan, nz := math.NaN(), math.Copysign(0, -1)
	f := func(vs ...float64) arrays.Array {
		b := arrays.NewFloat64Builder()
		b.AppendValues(vs, nil)
		return b.NewArray()
	}
	for _, tc := range []struct {
		chunks []arrays.Array
		lo, hi float64
	}{
		{[]arrays.Array{f(nan), f(0), f(nz, nan)}, nz, 0},
		{[]arrays.Array{f(0), f(nan, nan), f(nz)}, nz, 0},
		{[]arrays.Array{f(nan), f(nan)}, nan, nan},
		{[]arrays.Array{f(3, nan), f(), f(-2), f(nan)}, -2, 3},
	} {
		col, _ := arrays.NewChunked(arrays.Float64Type{}, tc.chunks)
		for _, p := range []int{1, 3} {
			lo, hi, err := MinMaxChunked(col, Parallel(p))
			if err != nil {
				t.Fatal(err)
			}
			sameReduced(t, "min of "+col.String(), lo, Float64Scalar(tc.lo))
			sameReduced(t, "max of "+col.String(), hi, Float64Scalar(tc.hi))
		}
	}
	// A column of null chunks has null bounds of its type.
	b := arrays.NewInt16Builder()
	b.AppendNull()
	col, _ := arrays.NewChunked(arrays.Int16Type{}, []arrays.Array{b.NewArray(), arrays.Slice(b.NewArray(), 0, 0)})
	lo, hi, err := MinMaxChunked(col)
	if err != nil || lo.IsValid() || hi.IsValid() || lo.DataType().ID() != arrays.INT16 {
		t.Fatalf("all-null column: %v %v %v", lo, hi, err)
	}
}

// splitLengths are lengths of two morsels and more: a morsel and a bit,
// several with a partial last one.
func splitLengths() []int {
	if raceEnabled || testing.Short() {
		return []int{2*morselSlots + 77}
	}
	return []int{morselSlots + 1, 3*morselSlots + 77}
}
