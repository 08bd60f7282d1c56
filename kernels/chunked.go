package kernels

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/quiver-go/quiver/arrays"
)

// Kernels over chunked columns (arrays.Chunked) and tables (arrays.Table).
// A chunked call runs the array kernel on each chunk, or on each piece
// where two columns' chunks overlap, and returns a column of the pieces'
// results: nothing is concatenated. Under Parallel(n) the pieces run on up
// to n goroutines, each piece's call getting an equal share of the n (so a
// column of two large chunks still uses every goroutine inside them);
// pieces' results keep their order, and reductions combine the pieces'
// partial results in column order, so a result never depends on n. A
// *Scratch among the options is ignored: the pieces' results outlive each
// other's calls.

// chunkOpts returns opts without Scratch options, plus Parallel(workers).
func chunkOpts(opts []Option, workers int) []Option {
	out := make([]Option, 0, len(opts)+1)
	for _, o := range opts {
		if _, ok := o.(*Scratch); !ok && o != nil {
			out = append(out, o)
		}
	}
	return append(out, Parallel(workers))
}

// runPieces calls f(i, opts) for i in [0, n) on up to workers goroutines,
// the caller's included, each call's opts carrying its share of workers.
// It returns the error of the lowest-numbered piece that failed; after a
// failure the pieces not yet started are skipped. A panic in a piece
// (public kernels turn theirs into errors) is re-raised on the caller's
// goroutine once every goroutine has stopped.
func runPieces(opts []Option, workers, n int, f func(i int, opts []Option) error) error {
	if n == 0 {
		return nil
	}
	g := max(1, min(workers, n))
	inner := chunkOpts(opts, max(1, workers/n))
	if g == 1 {
		for i := range n {
			if err := f(i, inner); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, n)
	var (
		next   atomic.Int64
		failed atomic.Bool
	)
	onGoroutines(g, func() {
		for !failed.Load() {
			i := int(next.Add(1) - 1)
			if i >= n {
				return
			}
			if errs[i] = f(i, inner); errs[i] != nil {
				failed.Store(true)
			}
		}
	}, func() { failed.Store(true) })
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// workersOf returns the goroutines opts allow (Parallel; 1 without it).
func workersOf(opts []Option) int {
	c := newConfig(opts) // options read, no call started
	return max(1, c.workers)
}

// piece is a range [lo, hi) of two aligned columns and the arrays holding
// it in each (slices of one chunk each).
type piece struct {
	lo, hi int
	a, b   arrays.Array
}

// alignPieces cuts two columns of one length at every chunk end of
// either: each piece lies within one chunk of a and one of b. Empty
// pieces are left out.
func alignPieces(a, b *arrays.Chunked) []piece {
	var out []piece
	ia, ib := 0, 0
	lo, n := 0, a.Len()
	for lo < n {
		for a.ChunkStart(ia)+a.Chunk(ia).Len() <= lo {
			ia++
		}
		for b.ChunkStart(ib)+b.Chunk(ib).Len() <= lo {
			ib++
		}
		sa, sb := a.ChunkStart(ia), b.ChunkStart(ib)
		hi := min(sa+a.Chunk(ia).Len(), sb+b.Chunk(ib).Len())
		out = append(out, piece{lo, hi, sliceOf(a.Chunk(ia), lo-sa, hi-sa), sliceOf(b.Chunk(ib), lo-sb, hi-sb)})
		lo = hi
	}
	return out
}

// sliceOf is arrays.Slice, without a new array when [i, j) is all of a.
func sliceOf(a arrays.Array, i, j int) arrays.Array {
	if i == 0 && j == a.Len() {
		return a
	}
	return arrays.Slice(a, i, j)
}

// nonEmpty returns the chunks of c that hold a slot.
func nonEmpty(c *arrays.Chunked) []arrays.Array {
	out := make([]arrays.Array, 0, c.NumChunks())
	for _, ch := range c.Chunks() {
		if ch.Len() > 0 {
			out = append(out, ch)
		}
	}
	return out
}

// emptyOf returns an empty array of type t, for reductions and takes of a
// column without slots.
func emptyOf(fn string, t arrays.DataType) (arrays.Array, error) {
	b, err := arrays.NewBuilder(t)
	if err != nil {
		return nil, fmt.Errorf("kernels: %s: %w", fn, err)
	}
	return b.NewArray(), nil
}

// checkColumn reports a nil column.
func checkColumn(fn, name string, c *arrays.Chunked) error {
	if c == nil {
		return fmt.Errorf("kernels: %s: %s is nil", fn, name)
	}
	return nil
}

// chunkedResult is the column of results, without the empty ones.
func chunkedResult(t arrays.DataType, parts []arrays.Array) (*arrays.Chunked, error) {
	out := parts[:0]
	for _, p := range parts {
		if p.Len() > 0 {
			out = append(out, p)
		}
	}
	return arrays.NewChunked(t, out)
}

// FilterChunked is Filter over a column: the slots of values whose mask
// slot is true (see Filter and its options). mask is a bool column as long
// as values; its chunks need not line up with values': each piece where a
// chunk of values meets a chunk of mask is filtered on its own, the
// pieces' results becoming the result's chunks.
func FilterChunked(values, mask *arrays.Chunked, opts ...Option) (*arrays.Chunked, error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	if err := errors.Join(checkColumn("filter", "values", values), checkColumn("filter", "mask", mask)); err != nil {
		return nil, err
	}
	if mask.Len() != values.Len() {
		return nil, fmt.Errorf("kernels: filter: mask has %d slots, values %d", mask.Len(), values.Len())
	}
	if arrays.StorageOf(mask.DataType()).ID() != arrays.BOOL {
		return nil, fmt.Errorf("kernels: filter: mask is %s, not bool: %w", mask.DataType(), ErrWrongType)
	}
	ps := alignPieces(values, mask)
	parts := make([]arrays.Array, len(ps))
	err := runPieces(opts, workersOf(opts), len(ps), func(i int, opts []Option) error {
		m, ok := ps[i].b.(*arrays.Boolean)
		if !ok {
			return fmt.Errorf("kernels: filter: mask chunk is %T, not *arrays.Boolean: %w", ps[i].b, ErrWrongType)
		}
		r, err := Filter(ps[i].a, m, opts...)
		if err != nil {
			return fmt.Errorf("%w (column slots %d..%d)", err, ps[i].lo, ps[i].hi)
		}
		parts[i] = r
		return nil
	})
	if err != nil {
		return nil, err
	}
	return chunkedResult(values.DataType(), parts)
}

// FilterTable filters every column of t by one mask column (see
// FilterChunked): the table is cut into record batches at every chunk end
// of its columns and of mask, each batch filtered with FilterRecordBatch.
// Under EmitNull a mask with nulls makes the result's fields nullable.
func FilterTable(t *arrays.Table, mask *arrays.Chunked, opts ...Option) (*arrays.Table, error) {
	if t == nil {
		return nil, errors.New("kernels: filter: table is nil")
	}
	if err := checkColumn("filter", "mask", mask); err != nil {
		return nil, err
	}
	if mask.Len() != t.NumRows() {
		return nil, fmt.Errorf("kernels: filter: mask has %d slots, the table %d rows", mask.Len(), t.NumRows())
	}
	// The mask joins the table as one more column, so that the batches are
	// cut at its chunk ends too.
	fields := append(append([]arrays.Field(nil), t.Schema().Fields...), arrays.Field{Name: "mask", Type: mask.DataType(), Nullable: true})
	cols := append(append([]*arrays.Chunked(nil), t.Columns()...), mask)
	wide, err := arrays.NewTable(arrays.NewSchema(fields, nil), cols, t.NumRows())
	if err != nil {
		return nil, fmt.Errorf("kernels: filter: %w", err)
	}
	batches := wide.RecordBatches()
	c := enterCall(opts)
	defer c.leave()
	schema := nullableSchema(t.Schema(), c.nullSel == EmitNull && mask.NullN() > 0)
	out := make([]*arrays.RecordBatch, len(batches))
	err = runPieces(opts, workersOf(opts), len(batches), func(i int, opts []Option) error {
		b := batches[i]
		m, ok := b.Column(b.NumCols() - 1).(*arrays.Boolean)
		if !ok {
			return fmt.Errorf("kernels: filter: mask chunk is %T, not *arrays.Boolean: %w", b.Column(b.NumCols()-1), ErrWrongType)
		}
		rb, err := arrays.NewRecordBatch(t.Schema(), b.Columns()[:b.NumCols()-1], b.NumRows())
		if err != nil {
			return err
		}
		f, err := FilterRecordBatch(rb, m, opts...)
		if err != nil {
			return err
		}
		out[i], err = arrays.NewRecordBatch(schema, f.Columns(), f.NumRows())
		return err
	})
	if err != nil {
		return nil, err
	}
	kept := out[:0]
	for _, b := range out {
		if b.NumRows() > 0 {
			kept = append(kept, b)
		}
	}
	return arrays.NewTableFromRecordBatches(schema, kept)
}

// EqualChunked is Equal over columns: left and right are each a column
// (*arrays.Chunked, or an arrays.Array taken as a one-chunk column) or a
// *Scalar, at least one a column; two columns must be of one length and
// may be chunked differently. The result is a bool column chunked where
// either operand's chunks end.
func EqualChunked(left, right Datum, opts ...Option) (*arrays.Chunked, error) {
	return compareChunked(opEq, Equal, left, right, opts)
}

// NotEqualChunked is NotEqual over columns (see EqualChunked).
func NotEqualChunked(left, right Datum, opts ...Option) (*arrays.Chunked, error) {
	return compareChunked(opNe, NotEqual, left, right, opts)
}

// LessChunked is Less over columns (see EqualChunked).
func LessChunked(left, right Datum, opts ...Option) (*arrays.Chunked, error) {
	return compareChunked(opLt, Less, left, right, opts)
}

// LessEqualChunked is LessEqual over columns (see EqualChunked).
func LessEqualChunked(left, right Datum, opts ...Option) (*arrays.Chunked, error) {
	return compareChunked(opLe, LessEqual, left, right, opts)
}

// GreaterChunked is Greater over columns (see EqualChunked).
func GreaterChunked(left, right Datum, opts ...Option) (*arrays.Chunked, error) {
	return compareChunked(opGt, Greater, left, right, opts)
}

// GreaterEqualChunked is GreaterEqual over columns (see EqualChunked).
func GreaterEqualChunked(left, right Datum, opts ...Option) (*arrays.Chunked, error) {
	return compareChunked(opGe, GreaterEqual, left, right, opts)
}

// columnOf sorts a compare operand out: a column, or a scalar.
func columnOf(fn, side string, x Datum) (*arrays.Chunked, *Scalar, error) {
	switch v := x.(type) {
	case *arrays.Chunked:
		if v != nil {
			return v, nil, nil
		}
	case *Scalar:
		if v != nil {
			return nil, v, nil
		}
	case arrays.Array:
		if !isNil(v) {
			return arrays.ChunkedOf(v), nil, nil
		}
	case nil:
	default:
		return nil, nil, fmt.Errorf("kernels: %s: %s operand is a %T, not a column, an array or a *Scalar", fn, side, x)
	}
	return nil, nil, fmt.Errorf("kernels: %s: %s operand is nil", fn, side)
}

func compareChunked(op cmpOp, f func(l, r Datum, opts ...Option) (*arrays.Boolean, error), left, right Datum, opts []Option) (*arrays.Chunked, error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	fn := op.String()
	lc, ls, err := columnOf(fn, "left", left)
	if err != nil {
		return nil, err
	}
	rc, rs, err := columnOf(fn, "right", right)
	if err != nil {
		return nil, err
	}
	var ps []piece
	switch {
	case lc != nil && rc != nil:
		if lc.Len() != rc.Len() {
			return nil, fmt.Errorf("kernels: %s: left has %d slots, right %d", fn, lc.Len(), rc.Len())
		}
		ps = alignPieces(lc, rc)
	case lc != nil:
		ps = chunkPieces(lc)
	case rc != nil:
		ps = chunkPieces(rc)
	default:
		return nil, fmt.Errorf("kernels: %s: both operands are scalars; one must be a column", fn)
	}
	// A column without slots still checks that the types compare.
	if len(ps) == 0 {
		var l, r Datum = ls, rs
		if lc != nil {
			if l, err = emptyOf(fn, lc.DataType()); err != nil {
				return nil, err
			}
		}
		if rc != nil {
			if r, err = emptyOf(fn, rc.DataType()); err != nil {
				return nil, err
			}
		}
		if _, err := f(l, r, chunkOpts(opts, 1)...); err != nil {
			return nil, err
		}
		return arrays.NewChunked(arrays.BoolType{}, nil)
	}
	parts := make([]arrays.Array, len(ps))
	err = runPieces(opts, workersOf(opts), len(ps), func(i int, opts []Option) error {
		p := ps[i]
		var l, r Datum = ls, rs
		switch {
		case lc != nil && rc != nil:
			l, r = p.a, p.b
		case lc != nil:
			l = p.a
		default:
			r = p.a
		}
		b, err := f(l, r, opts...)
		if err != nil {
			return fmt.Errorf("%w (column slots %d..%d)", err, p.lo, p.hi)
		}
		parts[i] = b
		return nil
	})
	if err != nil {
		return nil, err
	}
	return chunkedResult(arrays.BoolType{}, parts)
}

// chunkPieces returns the non-empty chunks of c as pieces (in a).
func chunkPieces(c *arrays.Chunked) []piece {
	var out []piece
	for k, ch := range c.Chunks() {
		if ch.Len() > 0 {
			s := c.ChunkStart(k)
			out = append(out, piece{lo: s, hi: s + ch.Len(), a: ch})
		}
	}
	return out
}
