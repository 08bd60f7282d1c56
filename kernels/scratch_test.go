package kernels

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// atLevel runs a public kernel call at the width table k (tests only).
type atLevel struct{ k *asm.Table }

func (o atLevel) apply(c config) config {
	c.table = o.k
	return c
}

// The issue-17 repro: the result of one call made with a Scratch passed
// as an argument of the next call with the same Scratch. The output must
// not land in the argument's memory, at any level.
func TestScratchResultAsArgument(t *testing.T) {
	for _, k := range availableTables() {
		t.Run("isa="+k.Name(), func(t *testing.T) {
			lv := atLevel{k}
			var s Scratch
			for _, tc := range []struct {
				typ arrays.DataType
				n   int
			}{
				{arrays.Int64Type{}, 100000},
				{arrays.Int32Type{}, 1000},
				{arrays.Utf8Type{}, 5000},
				{arrays.Utf8ViewType{}, 5000},
				{arrays.Int8Type{}, 777},
				{arrays.Float64Type{}, 4096},
			} {
				g := newGen(uint64(tc.n), false)
				a := g.array(tc.typ, tc.n, 0)
				pivot, err := ScalarAt(a, tc.n/10)
				if err != nil {
					t.Fatal(err)
				}
				mask, err := Less(a, pivot, &s, lv)
				if err != nil {
					t.Fatal(err)
				}
				freshMask, err := Less(a, pivot, lv)
				if err != nil {
					t.Fatal(err)
				}
				got, err := Filter(a, mask, &s, lv)
				if err != nil {
					t.Fatal(err)
				}
				want, err := Filter(a, freshMask, lv)
				if err != nil {
					t.Fatal(err)
				}
				if d := arrays.EqualDiff(got, want, arrays.EqualNaN(true)); d != "" {
					t.Fatalf("%s: filter by a scratch mask: %s", tc.typ, d)
				}

				// the record-batch forms, and take by indices from the scratch
				rb, err := arrays.NewRecordBatch(arrays.NewSchema([]arrays.Field{
					{Name: "a", Type: tc.typ, Nullable: true},
					{Name: "m", Type: arrays.BoolType{}, Nullable: true},
				}, nil), []arrays.Array{a, mask}, tc.n)
				if err != nil {
					t.Fatal(err)
				}
				frb, err := FilterRecordBatch(rb, mask, &s, lv)
				if err != nil {
					t.Fatal(err)
				}
				for i, col := range frb.Columns() {
					src := []arrays.Array{a, freshMask}[i]
					w, err := Filter(src, freshMask, lv)
					if err != nil {
						t.Fatal(err)
					}
					if d := arrays.EqualDiff(col, w, arrays.EqualNaN(true)); d != "" {
						t.Fatalf("%s: FilterRecordBatch column %d: %s", tc.typ, i, d)
					}
				}
				idx := makeIndices(arrays.Int32Type{}, randIndices(g.r, tc.n, tc.n), nil, 0)
				ix, err := Take(idx, idx, &s, lv) // indices taken by themselves, into the scratch
				if err != nil {
					t.Fatal(err)
				}
				fix, err := Take(idx, idx, lv)
				if err != nil {
					t.Fatal(err)
				}
				gt, err := Take(a, ix, &s, lv)
				if err != nil {
					t.Fatal(err)
				}
				wt, err := Take(a, fix, lv)
				if err != nil {
					t.Fatal(err)
				}
				if d := arrays.EqualDiff(gt, wt, arrays.EqualNaN(true)); d != "" {
					t.Fatalf("%s: take by scratch indices: %s", tc.typ, d)
				}
			}
		})
	}
}

// randIndices returns n indices below bound.
func randIndices(r *rand.Rand, n, bound int) []int64 {
	ix := make([]int64, n)
	for i := range ix {
		ix[i] = int64(r.IntN(bound))
	}
	return ix
}

// inBounds reports whether every valid slot of a, of an index type, lies in
// [0, n).
func inBounds(a arrays.Array, n int) bool {
	for i := range a.Len() {
		if a.IsNull(i) {
			continue
		}
		var v uint64
		switch x := a.(type) {
		case *arrays.Int64:
			v = uint64(x.Value(i))
		case *arrays.Uint64:
			v = x.Value(i)
		case *arrays.Int32:
			v = uint64(int64(x.Value(i)))
		case *arrays.Uint32:
			v = uint64(x.Value(i))
		default:
			return false
		}
		if v >= uint64(n) { // a negative index is a huge uint64
			return false
		}
	}
	return true
}

// FuzzScratchChain chains random kernel calls through one shared Scratch,
// each taking the previous call's result (which lives in the Scratch) as
// an argument, and checks every result against the same chain run in
// fresh memory, at every level; the inputs, never lent by the Scratch,
// must come out unchanged.
func FuzzScratchChain(f *testing.F) {
	f.Add(uint64(1), uint16(100), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(7), uint16(300), []byte{0, 1, 0, 1, 3, 0, 4, 2, 5, 6})
	f.Add(uint64(99), uint16(64), []byte{1, 1, 1, 2, 2, 2, 0, 0})
	f.Add(uint64(5), uint16(513), []byte{5, 6, 5, 6, 1, 0, 1})
	// the steps past REE (chain_test.go): Between, logic, null tests,
	// string predicates, IfElse, FillNull, IsIn/IndexIn, reductions,
	// sorts, chunked forms and the dictionary decoders, chained into
	// filters and takes
	f.Add(uint64(0x1234_0000_0000_0011), uint16(200), []byte{7, 8, 1, 9, 10, 11, 12, 13, 1, 15, 2, 14, 16, 7})
	f.Add(uint64(0xfeed_0000_0000_0101), uint16(4100%700), []byte{7, 7, 3, 13, 2, 15, 2, 12, 11, 16, 8, 9})
	f.Add(uint64(0x0042_0000_0000_2020), uint16(65), []byte{10, 10, 1, 12, 5, 7, 16, 16, 15, 2, 13, 14})
	f.Add(uint64(0x0777_0000_0000_0303), uint16(129), []byte{17, 1, 17, 2, 17, 13, 17, 16})
	types := kernelTestTypes()
	f.Fuzz(func(t *testing.T, seed uint64, size uint16, ops []byte) {
		n := int(size) % 700
		if len(ops) > 24 {
			ops = ops[:24]
		}
		g := newGen(seed, seed&1 == 0)
		var inputs []arrays.Array
		for i := range 3 {
			typ := types[(seed>>(8*i))%uint64(len(types))]
			inputs = append(inputs, g.array(typ, n, float64(seed>>40&3)/4))
		}
		inputs = append(inputs, g.array(arrays.Int64Type{}, n, 0.1))
		snap := make([]arrays.Array, len(inputs))
		for i, in := range inputs {
			snap[i] = arrays.MakeArray(copyData(in.Data()))
		}
		for _, k := range availableTables() {
			var s Scratch
			r := newRand(seed ^ 0x9e3779b97f4a7c15)
			// one option list for the whole chain, as a pipeline shares one
			shared := chainOptions(seed >> 48)
			so := append([]Option{&s, atLevel{k}}, shared...)
			fo := append([]Option{atLevel{k}}, shared...)
			var cur, curFresh arrays.Array // the last result: in the scratch, and its fresh twin
			for step, op := range ops {
				got, want, what := chainStep(r, op, so, fo, inputs, cur, curFresh)
				where := fmt.Sprintf("isa=%s step %d (%s, options %v)", k.Level(), step, what, shared)
				if s.depth != 0 {
					t.Fatalf("%s: the Scratch is left inside %d calls", where, s.depth)
				}
				if (got.err == nil) != (want.err == nil) {
					t.Fatalf("%s: with scratch err=%v, fresh err=%v", where, got.err, want.err)
				}
				if got.err != nil {
					// a call that fails has still been passed the Scratch,
					// which ends the last result's life: start over
					cur, curFresh = nil, nil
					continue
				}
				if got.s != want.s {
					t.Fatalf("%s: scalar result with the scratch %s, in fresh memory %s", where, got.s, want.s)
				}
				if len(got.chunks) != len(want.chunks) {
					t.Fatalf("%s: %d chunks with the scratch, %d in fresh memory", where, len(got.chunks), len(want.chunks))
				}
				for i := range got.chunks {
					if d := arrays.EqualDiff(got.chunks[i], want.chunks[i], arrays.EqualNaN(true)); d != "" {
						t.Fatalf("%s: chunk %d in the scratch differs from fresh memory: %s", where, i, d)
					}
					if err := arrays.ValidateFull(got.chunks[i]); err != nil {
						t.Fatalf("%s: chunk %d invalid: %v", where, i, err)
					}
				}
				if got.a == nil || want.a == nil {
					if got.a != nil || want.a != nil {
						t.Fatalf("%s: one run has a result, the other none", where)
					}
					cur, curFresh = nil, nil // a scalar result does not chain
					continue
				}
				if d := arrays.EqualDiff(got.a, want.a, arrays.EqualNaN(true)); d != "" {
					t.Fatalf("%s: result in the scratch differs from fresh memory: %s", where, d)
				}
				if err := arrays.ValidateFull(got.a); err != nil {
					t.Fatalf("%s: result invalid: %v", where, err)
				}
				cur, curFresh = got.a, want.a
			}
		}
		for i, in := range inputs {
			if d := arrays.EqualDiff(in, snap[i], arrays.EqualNaN(true)); d != "" {
				t.Fatalf("input %d (%s) changed: %s", i, in.DataType(), d)
			}
		}
	})
}

// outcome is one call's result or error.
type outcome struct {
	a   arrays.Array
	err error
	s   string // a scalar result, rendered (a is nil then)
	// chunks: a chunked result's chunks (a is nil then)
	chunks []arrays.Array
}

// chainStep runs kernel op on arguments drawn from the inputs and the last
// result, once with the scratch and the last result from it, once in fresh
// memory with the last result's fresh twin.
func chainStep(r *rand.Rand, op byte, so, fo []Option, inputs []arrays.Array, cur, curFresh arrays.Array) (got, want outcome, what string) {
	pick := func() (arrays.Array, arrays.Array) { // an argument and its fresh twin
		if cur != nil && r.IntN(3) != 0 {
			return cur, curFresh
		}
		in := inputs[r.IntN(len(inputs))]
		return in, in
	}
	boolOf := func(a arrays.Array) bool { _, ok := a.(*arrays.Boolean); return ok }
	// mask returns a mask for n rows: the last result when it is one.
	mask := func(n int) (*arrays.Boolean, *arrays.Boolean) {
		if cur != nil && boolOf(cur) && cur.Len() == n {
			return cur.(*arrays.Boolean), curFresh.(*arrays.Boolean)
		}
		m := newGen(r.Uint64(), false).mask(n, r.Float64(), 0.1)
		return m, m
	}
	// indices returns indices into n rows: the last result when it is an
	// int64 array (possibly out of range: both runs must then fail alike).
	// Under NoBoundsCheck the chain keeps its promise (an index it breaks
	// makes Take panic, as the option says): indices in range only.
	trusted := slices.Contains(so, Option(NoBoundsCheck))
	indices := func(n int) (arrays.Array, arrays.Array) {
		if cur != nil && isIndexType(cur.DataType()) && r.IntN(2) == 0 && (!trusted || inBounds(cur, n)) {
			return cur, curFresh
		}
		count := r.IntN(2*n + 1)
		if trusted && n == 0 {
			count = 0
		}
		ix := makeIndices(arrays.Int64Type{}, randIndices(r, count, max(n, 1)), nil, 0)
		return ix, ix
	}
	if op%chainOps >= 7 {
		return chainStepMore(r, op%chainOps, so, fo, inputs, cur, curFresh, pick, mask, indices)
	}
	switch op % 7 {
	case 0:
		x, xf := pick()
		cmp := []func(Datum, Datum, ...Option) (*arrays.Boolean, error){Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual}[r.IntN(6)]
		if x.Len() > 0 && r.IntN(2) == 0 {
			sc, err := ScalarAt(x, r.IntN(x.Len()))
			if err != nil {
				return outcome{err: err}, outcome{err: err}, "scalar"
			}
			a, err := cmp(x, sc, so...)
			b, errF := cmp(xf, sc, fo...) // sc's value is the twin's too
			got, want = outcome{a: boolOrNil(a), err: err}, outcome{a: boolOrNil(b), err: errF}
			return got, want, "compare scalar " + x.DataType().String()
		}
		a, err := cmp(x, x, so...)
		b, errF := cmp(xf, xf, fo...)
		return outcome{a: boolOrNil(a), err: err}, outcome{a: boolOrNil(b), err: errF}, "compare self " + x.DataType().String()
	case 1:
		x, xf := pick()
		m, mf := mask(x.Len())
		a, err := Filter(x, m, so...)
		b, errF := Filter(xf, mf, fo...)
		return outcome{a: a, err: err}, outcome{a: b, err: errF}, "filter " + x.DataType().String()
	case 2:
		x, xf := pick()
		ix, ixf := indices(x.Len())
		a, err := Take(x, ix, so...)
		b, errF := Take(xf, ixf, fo...)
		return outcome{a: a, err: err}, outcome{a: b, err: errF}, "take " + x.DataType().String()
	case 3, 4:
		n := inputs[0].Len()
		cols, colsF := append([]arrays.Array(nil), inputs...), append([]arrays.Array(nil), inputs...)
		if cur != nil && cur.Len() == n {
			cols, colsF = append(cols, cur), append(colsF, curFresh)
		}
		rb, rbf := batchOf(cols, n), batchOf(colsF, n)
		var a, b *arrays.RecordBatch
		var err, errF error
		if op%7 == 3 {
			m, mf := mask(n)
			a, err = FilterRecordBatch(rb, m, so...)
			b, errF = FilterRecordBatch(rbf, mf, fo...)
		} else {
			ix, ixf := indices(n)
			a, err = TakeRecordBatch(rb, ix, so...)
			b, errF = TakeRecordBatch(rbf, ixf, fo...)
		}
		// the batch's last column stands for the batch
		return outcome{a: lastCol(a), err: err}, outcome{a: lastCol(b), err: errF}, "record batch"
	case 5:
		x, xf := pick()
		a, err := REEEncode(x, arrays.Int32Type{}, so...)
		b, errF := REEEncode(xf, arrays.Int32Type{}, fo...)
		return outcome{a: reeOrNil(a), err: err}, outcome{a: reeOrNil(b), err: errF}, "REE encode " + x.DataType().String()
	default:
		x, xf := pick()
		if e, ok := x.(*arrays.RunEndEncoded); ok {
			a, err := REEDecode(e, so...)
			b, errF := REEDecode(xf.(*arrays.RunEndEncoded), fo...)
			return outcome{a: a, err: err}, outcome{a: b, err: errF}, "REE decode"
		}
		// not run-end encoded: a self-compare keeps the chain going
		a, err := Equal(x, x, so...)
		b, errF := Equal(xf, xf, fo...)
		return outcome{a: boolOrNil(a), err: err}, outcome{a: boolOrNil(b), err: errF}, "compare self " + x.DataType().String()
	}
}

// boolOrNil keeps a nil *Boolean from becoming a non-nil arrays.Array.
func boolOrNil(b *arrays.Boolean) arrays.Array {
	if b == nil {
		return nil
	}
	return b
}

func reeOrNil(e *arrays.RunEndEncoded) arrays.Array {
	if e == nil {
		return nil
	}
	return e
}

func lastCol(rb *arrays.RecordBatch) arrays.Array {
	if rb == nil || rb.NumCols() == 0 {
		return nil
	}
	return rb.Column(rb.NumCols() - 1)
}

func batchOf(cols []arrays.Array, n int) *arrays.RecordBatch {
	fields := make([]arrays.Field, len(cols))
	for i, c := range cols {
		fields[i] = arrays.Field{Name: fmt.Sprint("c", i), Type: c.DataType(), Nullable: true}
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, n)
	if err != nil {
		panic(err)
	}
	return rb
}

// copyData deep-copies d's buffers, children and dictionary.
func copyData(d *arrays.Data) *arrays.Data {
	if d == nil {
		return nil
	}
	bufs := make([][]byte, len(d.Buffers))
	for i, b := range d.Buffers {
		if b != nil {
			bufs[i] = append([]byte(nil), b...)
		}
	}
	ch := make([]*arrays.Data, len(d.Children))
	for i, c := range d.Children {
		ch[i] = copyData(c)
	}
	c := arrays.NewData(d.Type, d.Length, bufs, ch, arrays.UnknownNullCount, d.Offset)
	return c.WithDictionary(copyData(d.Dictionary))
}
