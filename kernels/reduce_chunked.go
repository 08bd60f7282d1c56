package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
)

// Reductions over columns. Each chunk is reduced to a partial result (on
// up to n goroutines under Parallel(n)) and the partials are combined in
// chunk order, so the result does not depend on n:
//   - integer and decimal sums add exact partials, and only the total must
//     fit the result type (as for one array);
//   - float sums add the sums of every chunk's asm.SumBlock-value blocks
//     (each chunk cut from its own start) pairwise, in column order: the
//     order Sum follows on one array, and the same result as Sum of the
//     concatenated column when every chunk but the last is a multiple of
//     asm.SumBlock long;
//   - Min and Max combine the chunks' bounds in MinMax's order.
// A column without slots reduces as an empty array of its type.

// CountChunked is Count over a column.
func CountChunked(col *arrays.Chunked, mode CountMode, opts ...Option) (*Scalar, error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	if err := checkColumn("count", "column", col); err != nil {
		return nil, err
	}
	chunks := nonEmpty(col)
	if len(chunks) == 0 {
		return reduceEmpty(col, func(a arrays.Array) (*Scalar, error) { return Count(a, mode, opts...) })
	}
	counts := make([]int64, len(chunks))
	err := runPieces(opts, workersOf(opts), len(chunks), func(i int, opts []Option) error {
		s, err := Count(chunks[i], mode, opts...)
		if err == nil {
			counts[i] = s.Value().(int64)
		}
		return chunkErr(err, col, chunks[i])
	})
	if err != nil {
		return nil, err
	}
	var n int64
	for _, k := range counts {
		n += k
	}
	return Int64Scalar(n), nil
}

// SumChunked is Sum over a column (see the combination rules above).
func SumChunked(col *arrays.Chunked, opts ...Option) (*Scalar, error) {
	return sumChunked("sum", col, opts)
}

// MeanChunked is Mean over a column: its exact (or, for floats, combined
// as SumChunked) sum divided by its count of valid slots.
func MeanChunked(col *arrays.Chunked, opts ...Option) (*Scalar, error) {
	return sumChunked("mean", col, opts)
}

// sumChunked is the body of SumChunked and MeanChunked (fn).
func sumChunked(fn string, col *arrays.Chunked, opts []Option) (_ *Scalar, err error) {
	defer guard(fn, &err, in("column", col))
	c := enterCall(opts) // the empty-column and per-chunk calls nest in this one
	defer c.leave()
	if err := checkColumn(fn, "column", col); err != nil {
		return nil, err
	}
	chunks := nonEmpty(col)
	if len(chunks) == 0 {
		f := Sum
		if fn == "mean" {
			f = Mean
		}
		r, err := reduceEmpty(col, func(a arrays.Array) (*Scalar, error) { return f(a, opts...) })
		return r, err
	}
	type partial struct {
		t      arrays.DataType // the reduced values' type (a dictionary's value type)
		blocks []float64
		w      wide
		valid  int
	}
	parts := make([]partial, len(chunks))
	err = reduceChunks(fn, col, chunks, opts, func(i int, c *config, d *arrays.Data) error {
		p := &parts[i]
		p.t, p.valid = d.Type, d.Length-d.NullN()
		id := arrays.StorageOf(d.Type).ID()
		if sumType(d.Type) == nil || (fn == "mean" && id == arrays.DURATION) {
			return fmt.Errorf("kernels: %s: %s values cannot be summed: %w", fn, d.Type, ErrWrongType)
		}
		if p.valid == 0 {
			return nil
		}
		if isFloat(d.Type) {
			p.blocks = floatBlockSums(c.widths(), c, d)
			return nil
		}
		s, err := sumData(c.widths(), c, d)
		p.w = s.w
		return chunkErr(err, col, chunks[i])
	})
	if err != nil {
		return nil, err
	}
	vt := parts[0].t
	t := sumType(vt)
	s := sumResult{}
	var blocks []float64
	n := 0
	for _, p := range parts {
		n += p.valid
		blocks = append(blocks, p.blocks...)
		s.w.add(p.w[:], 0)
	}
	if isFloat(vt) {
		s = sumResult{kind: sumFloat, f: pairwiseSum(blocks)}
	}
	if fn == "mean" {
		if id := arrays.StorageOf(vt).ID(); id < arrays.DECIMAL32 || id > arrays.DECIMAL256 {
			t = arrays.Float64Type{}
		} else {
			t = vt
		}
		if n == 0 {
			return NullScalar(t), nil
		}
		return meanScalar(vt, s, n), nil
	}
	if n == 0 {
		return NullScalar(t), nil
	}
	return sumScalar(t, s)
}

// MinChunked is Min over a column.
func MinChunked(col *arrays.Chunked, opts ...Option) (*Scalar, error) {
	lo, _, err := MinMaxChunked(col, opts...)
	return lo, err
}

// MaxChunked is Max over a column.
func MaxChunked(col *arrays.Chunked, opts ...Option) (*Scalar, error) {
	_, hi, err := MinMaxChunked(col, opts...)
	return hi, err
}

// MinMaxChunked is MinMax over a column: the chunks' bounds combined in
// MinMax's order (floats skip NaN unless every valid value is NaN, -0
// orders below +0).
func MinMaxChunked(col *arrays.Chunked, opts ...Option) (lo, hi *Scalar, err error) {
	call := enterCall(opts) // the calls per chunk are nested in this one
	defer call.leave()
	if err := checkColumn("min_max", "column", col); err != nil {
		return nil, nil, err
	}
	chunks := nonEmpty(col)
	if len(chunks) == 0 {
		e, err := emptyOf("min_max", col.DataType())
		if err != nil {
			return nil, nil, err
		}
		return MinMax(e, opts...)
	}
	parts := make([]bounds, len(chunks))
	var typ arrays.DataType // the result type (a dictionary's value type)
	err = runPieces(opts, workersOf(opts), len(chunks), func(i int, opts []Option) error {
		lo, hi, err := MinMax(chunks[i], opts...)
		if err != nil {
			return chunkErr(err, col, chunks[i])
		}
		if i == 0 {
			typ = lo.DataType()
		}
		if lo.IsValid() {
			parts[i] = bounds{lo, hi}
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	lo, hi = combineBounds(parts)
	if lo == nil {
		return NullScalar(typ), NullScalar(typ), nil
	}
	return lo, hi, nil
}

// AnyChunked is Any over a bool column.
func AnyChunked(col *arrays.Chunked, opts ...Option) (*Scalar, error) {
	return anyAllChunked("any", col, opts)
}

// AllChunked is All over a bool column.
func AllChunked(col *arrays.Chunked, opts ...Option) (*Scalar, error) {
	return anyAllChunked("all", col, opts)
}

func anyAllChunked(fn string, col *arrays.Chunked, opts []Option) (_ *Scalar, err error) {
	defer guard(fn, &err, in("column", col))
	c := enterCall(opts) // the empty-column and per-chunk calls nest in this one
	defer c.leave()
	if err := checkColumn(fn, "column", col); err != nil {
		return nil, err
	}
	chunks := nonEmpty(col)
	if len(chunks) == 0 {
		return reduceEmpty(col, func(a arrays.Array) (*Scalar, error) { return anyAll(fn, a, opts) })
	}
	type counts struct{ trues, falses int }
	parts := make([]counts, len(chunks))
	err = reduceChunks(fn, col, chunks, opts, func(i int, _ *config, d *arrays.Data) error {
		if arrays.StorageOf(d.Type).ID() != arrays.BOOL {
			return fmt.Errorf("kernels: %s: array is %s, not bool: %w", fn, d.Type, ErrWrongType)
		}
		parts[i].trues, parts[i].falses = countBools(d)
		return nil
	})
	if err != nil {
		return nil, err
	}
	var trues, falses int
	for _, p := range parts {
		trues, falses = trues+p.trues, falses+p.falses
	}
	switch {
	case trues+falses == 0:
		return NullScalar(arrays.BoolType{}), nil
	case fn == "any":
		return BoolScalar(trues > 0), nil
	}
	return BoolScalar(falses == 0), nil
}

// reduceChunks runs f on each chunk of col (chunks, its non-empty ones) on
// Parallel's goroutines, each as a call of its own, with the chunk's data as
// the reductions take it (reduceArg: dictionaries and REE decoded); a
// chunk that reduceArg refuses is named in the error.
func reduceChunks(fn string, col *arrays.Chunked, chunks []arrays.Array, opts []Option, f func(i int, c *config, d *arrays.Data) error) error {
	return runPieces(opts, workersOf(opts), len(chunks), func(i int, opts []Option) (err error) {
		defer guard(fn, &err, in("column", col))
		c := enterCall(opts)
		defer c.leave()
		d, err := reduceArg(&c, fn, chunks[i])
		if err != nil {
			return chunkErr(err, col, chunks[i])
		}
		return f(i, &c, d)
	})
}

// reduceEmpty reduces an empty array of col's type with f.
func reduceEmpty(col *arrays.Chunked, f func(arrays.Array) (*Scalar, error)) (*Scalar, error) {
	e, err := emptyOf("reduce", col.DataType())
	if err != nil {
		return nil, err
	}
	return f(e)
}

// chunkErr names the column slots of chunk ch in err.
func chunkErr(err error, col *arrays.Chunked, ch arrays.Array) error {
	if err == nil {
		return nil
	}
	for k, x := range col.Chunks() {
		if x == ch {
			return fmt.Errorf("%w (chunk %d, column slots %d..%d)", err, k, col.ChunkStart(k), col.ChunkStart(k)+ch.Len())
		}
	}
	return err
}
