package kernels

import (
	"fmt"
	"math/rand/v2"

	"github.com/quiver-go/quiver/arrays"
)

// The steps of FuzzScratchChain beyond compare, filter, take and REE
// (chainStep's first seven): every other kernel that takes options, each
// run once with the chain's Scratch and once in fresh memory, with the
// chain's one option list.

// chainOps is the number of kinds of chain step.
const chainOps = 18

// chainOptions draws the option list a chain shares: options of several
// kernels at once, each ignored by the kernels it does not concern.
func chainOptions(seed uint64) []Option {
	r := newRand(seed)
	all := []Option{
		EmitNull, TotalOrder, SkipNulls(false), MinCount(0), MinCount(3),
		LeftInclusive, NeitherInclusive, Parallel(2), Int32Indices, NoBoundsCheck,
	}
	var opts []Option
	for _, o := range all {
		if r.IntN(4) == 0 {
			opts = append(opts, o)
		}
	}
	return opts
}

// isIndexType reports whether t can index a Take in the chain.
func isIndexType(t arrays.DataType) bool {
	switch t.ID() {
	case arrays.INT64, arrays.UINT64, arrays.INT32, arrays.UINT32:
		return true
	}
	return false
}

// scalarOutcome renders a scalar result (nil when the call failed).
func scalarOutcome(sc *Scalar, err error) outcome {
	if err != nil || sc == nil {
		return outcome{err: err}
	}
	return outcome{s: sc.DataType().String() + " " + sc.String(), err: err}
}

func arrOrNil[A arrays.Array](a A, ok bool) arrays.Array {
	if !ok {
		return nil
	}
	return a
}

// chainStepMore runs chain steps 7 and up (see chainStep).
func chainStepMore(r *rand.Rand, op byte, so, fo []Option, inputs []arrays.Array, cur, curFresh arrays.Array,
	pick func() (arrays.Array, arrays.Array), mask func(int) (*arrays.Boolean, *arrays.Boolean),
	indices func(int) (arrays.Array, arrays.Array)) (got, want outcome, what string) {
	boolPair := func(a *arrays.Boolean, err error, b *arrays.Boolean, errF error) (outcome, outcome) {
		return outcome{a: boolOrNil(a), err: err}, outcome{a: boolOrNil(b), err: errF}
	}
	// sameType returns an argument of x's type: x itself (its twin) or an
	// input of the type, or a slice of x reversed by a take.
	sameType := func(x, xf arrays.Array) (arrays.Array, arrays.Array) {
		for _, in := range inputs {
			if in.Len() == x.Len() && arrays.TypeEqual(in.DataType(), x.DataType()) && r.IntN(2) == 0 {
				return in, in
			}
		}
		return x, xf
	}
	switch op {
	case 7: // Between, scalar or array bounds
		x, xf := pick()
		if x.Len() > 0 && r.IntN(2) == 0 {
			lo, err := ScalarAt(x, r.IntN(x.Len()))
			if err != nil {
				return outcome{err: err}, outcome{err: err}, "between"
			}
			hi, _ := ScalarAt(x, r.IntN(x.Len()))
			a, err := Between(x, lo, hi, so...)
			b, errF := Between(xf, lo, hi, fo...)
			got, want = boolPair(a, err, b, errF)
			return got, want, "between scalars " + x.DataType().String()
		}
		y, yf := sameType(x, xf)
		a, err := Between(x, y, x, so...)
		b, errF := Between(xf, yf, xf, fo...)
		got, want = boolPair(a, err, b, errF)
		return got, want, "between arrays " + x.DataType().String()
	case 8: // the logic kernels
		x, _ := pick()
		m1, m1f := mask(x.Len())
		m2 := newGen(r.Uint64(), false).mask(x.Len(), r.Float64(), 0.2)
		fs := []func(Datum, Datum, ...Option) (*arrays.Boolean, error){And, Or, Xor, AndNot, AndKleene, OrKleene, AndNotKleene}
		if i := r.IntN(len(fs) + 1); i < len(fs) {
			a, err := fs[i](m1, m2, so...)
			b, errF := fs[i](m1f, m2, fo...)
			got, want = boolPair(a, err, b, errF)
			return got, want, fmt.Sprintf("logic %d", i)
		}
		a, err := Not(m1, so...)
		b, errF := Not(m1f, fo...)
		got, want = boolPair(a, err, b, errF)
		return got, want, "not"
	case 9: // IsNull, IsValid, IsNaN
		x, xf := pick()
		fs := []func(arrays.Array, ...Option) (*arrays.Boolean, error){IsNull, IsValid, IsNaN}
		i := r.IntN(len(fs))
		a, err := fs[i](x, so...)
		b, errF := fs[i](xf, fo...)
		got, want = boolPair(a, err, b, errF)
		return got, want, fmt.Sprintf("null test %d %s", i, x.DataType())
	case 10: // string predicates, the pattern from a value of x
		x, xf := pick()
		lit := ""
		if x.Len() > 0 {
			if sc, err := ScalarAt(x, r.IntN(x.Len())); err == nil && sc.IsValid() && sc.bytes != nil {
				b := sc.bytes
				lo := r.IntN(len(b) + 1)
				lit = string(b[lo : lo+r.IntN(len(b)-lo+1)])
			}
		}
		pats := []string{lit + "%", "%" + lit, "%" + lit + "%", "_" + lit + "%", lit}
		p := pats[r.IntN(len(pats))]
		var a, b *arrays.Boolean
		var err, errF error
		switch k := r.IntN(5); k {
		case 0:
			a, err = StartsWith(x, lit, so...)
			b, errF = StartsWith(xf, lit, fo...)
		case 1:
			a, err = EndsWith(x, lit, so...)
			b, errF = EndsWith(xf, lit, fo...)
		case 2:
			a, err = Contains(x, lit, so...)
			b, errF = Contains(xf, lit, fo...)
		case 3:
			a, err = Like(x, p, so...)
			b, errF = Like(xf, p, fo...)
		default:
			a, err = ILike(x, p, so...)
			b, errF = ILike(xf, p, fo...)
		}
		got, want = boolPair(a, err, b, errF)
		return got, want, fmt.Sprintf("string predicate %q %s", p, x.DataType())
	case 11: // IfElse
		x, xf := pick()
		y, yf := sameType(x, xf)
		m, mf := mask(x.Len())
		a, err := IfElse(m, x, y, so...)
		b, errF := IfElse(mf, xf, yf, fo...)
		return outcome{a: a, err: err}, outcome{a: b, err: errF}, "if_else " + x.DataType().String()
	case 12: // FillNull, by an array or a scalar
		x, xf := pick()
		if x.Len() > 0 && r.IntN(2) == 0 {
			sc, err := ScalarAt(x, r.IntN(x.Len()))
			if err != nil {
				return outcome{err: err}, outcome{err: err}, "fill_null"
			}
			a, err := FillNull(x, sc, so...)
			b, errF := FillNull(xf, sc, fo...)
			return outcome{a: a, err: err}, outcome{a: b, err: errF}, "fill_null scalar " + x.DataType().String()
		}
		y, yf := sameType(x, xf)
		a, err := FillNull(x, y, so...)
		b, errF := FillNull(xf, yf, fo...)
		return outcome{a: a, err: err}, outcome{a: b, err: errF}, "fill_null array " + x.DataType().String()
	case 13: // IsIn, IndexIn
		x, xf := pick()
		set, setF := sameType(x, xf)
		if set.Len() > 4 && r.IntN(2) == 0 {
			lo := r.IntN(set.Len())
			hi := lo + r.IntN(set.Len()-lo)
			set, setF = arrays.MakeArray(set.Data().Slice(lo, hi)), arrays.MakeArray(setF.Data().Slice(lo, hi))
		}
		if r.IntN(2) == 0 {
			a, err := IsIn(x, set, so...)
			b, errF := IsIn(xf, setF, fo...)
			got, want = boolPair(a, err, b, errF)
			return got, want, "is_in " + x.DataType().String()
		}
		a, err := IndexIn(x, set, so...)
		b, errF := IndexIn(xf, setF, fo...)
		return outcome{a: arrOrNil(a, a != nil), err: err}, outcome{a: arrOrNil(b, b != nil), err: errF}, "index_in " + x.DataType().String()
	case 14: // the reductions
		x, xf := pick()
		fs := []func(arrays.Array, ...Option) (*Scalar, error){Sum, Mean, Min, Max, Any, All}
		if i := r.IntN(len(fs) + 2); i < len(fs) {
			a, err := fs[i](x, so...)
			b, errF := fs[i](xf, fo...)
			return scalarOutcome(a, err), scalarOutcome(b, errF), fmt.Sprintf("reduction %d %s", i, x.DataType())
		} else if i == len(fs) {
			mode := CountMode(r.IntN(3))
			a, err := Count(x, mode, so...)
			b, errF := Count(xf, mode, fo...)
			return scalarOutcome(a, err), scalarOutcome(b, errF), "count " + x.DataType().String()
		}
		lo, hi, err := MinMax(x, so...)
		lof, hif, errF := MinMax(xf, fo...)
		got, want = scalarOutcome(lo, err), scalarOutcome(lof, errF)
		got.s += " " + scalarOutcome(hi, err).s
		want.s += " " + scalarOutcome(hif, errF).s
		return got, want, "min_max " + x.DataType().String()
	case 15: // the sorts
		x, xf := pick()
		order, nulls := SortOrder(r.IntN(2)), NullPlacement(r.IntN(2))
		var a, b arrays.Array
		var err, errF error
		switch k := r.IntN(4); k {
		case 0:
			a, err = SortIndices(x, order, nulls, so...)
			b, errF = SortIndices(xf, order, nulls, fo...)
		case 1:
			kk := r.IntN(x.Len() + 2)
			a, err = TopK(x, kk, so...)
			b, errF = TopK(xf, kk, fo...)
		case 2:
			kk := r.IntN(x.Len() + 2)
			a, err = BottomK(x, kk, so...)
			b, errF = BottomK(xf, kk, fo...)
		default:
			n := inputs[0].Len()
			cols, colsF := append([]arrays.Array(nil), inputs...), append([]arrays.Array(nil), inputs...)
			if x.Len() == n {
				cols, colsF = append(cols, x), append(colsF, xf)
			}
			keys := []SortKey{{Column: fmt.Sprint("c", len(cols)-1), Order: order, Nulls: nulls}, {Column: "c0"}}
			a, err = SortIndicesRecordBatch(batchOf(cols, n), keys, so...)
			b, errF = SortIndicesRecordBatch(batchOf(colsF, n), keys, fo...)
		}
		return outcome{a: a, err: err}, outcome{a: b, err: errF}, "sort " + x.DataType().String()
	case 17: // the dictionary decoders: x as the dictionary
		x, xf := pick()
		m := max(x.Len(), 1)
		n := r.IntN(300)
		idx := make([]int32, n)
		u := make([]uint32, n)
		for i := range idx {
			idx[i] = int32(r.IntN(m + r.IntN(2))) // now and then out of range: both runs fail alike
			u[i] = uint32(idx[i])
		}
		if r.IntN(2) == 0 {
			a, err := DictDecode(x, idx, so...)
			b, errF := DictDecode(xf, idx, fo...)
			return outcome{a: a, err: err}, outcome{a: b, err: errF}, "dict_decode " + x.DataType().String()
		}
		const width = 10
		for i := range u {
			u[i] &= 1<<width - 1
		}
		src := HybridEncode(nil, u, width)
		a, err := HybridDictDecode(x, src, width, n, so...)
		b, errF := HybridDictDecode(xf, src, width, n, fo...)
		return outcome{a: a, err: err}, outcome{a: b, err: errF}, "hybrid_dict_decode " + x.DataType().String()
	default: // the chunked forms: two chunks of x
		x, xf := pick()
		h := r.IntN(x.Len() + 1)
		chunked := func(a arrays.Array) *arrays.Chunked {
			d := a.Data()
			c, err := arrays.NewChunked(a.DataType(), []arrays.Array{arrays.MakeArray(d.Slice(0, h)), arrays.MakeArray(d.Slice(h, d.Length))})
			if err != nil {
				panic(err)
			}
			return c
		}
		cx, cxf := chunked(x), chunked(xf)
		var a, b *arrays.Chunked
		var err, errF error
		switch r.IntN(3) {
		case 0:
			a, err = LessChunked(cx, cx, so...)
			b, errF = LessChunked(cxf, cxf, fo...)
		case 1:
			m, mf := mask(x.Len())
			a, err = FilterChunked(cx, chunked(m), so...)
			b, errF = FilterChunked(cxf, chunked(mf), fo...)
		default:
			ix, ixf := indices(x.Len())
			a, err = TakeChunked(cx, ix, so...)
			b, errF = TakeChunked(cxf, ixf, fo...)
		}
		return outcome{chunks: chunksOrNil(a), err: err}, outcome{chunks: chunksOrNil(b), err: errF}, "chunked " + x.DataType().String()
	}
}

// chunksOrNil returns a chunked result's chunks, or nil.
func chunksOrNil(c *arrays.Chunked) []arrays.Array {
	if c == nil {
		return nil
	}
	return append([]arrays.Array{}, c.Chunks()...)
}
