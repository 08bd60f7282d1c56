// Package peerbench is the arrow-go twin of quiver's kernel benchmarks:
// the benchmarks of package kernels (issue 5) with exactly the same names,
// the same inputs (both suites draw them from internal/benchdata and build
// them into their own arrays), the same b.SetBytes and the same unit of
// work (one op = one call over the whole input), run against
// github.com/apache/arrow-go/v18 v18.8.0 through its public APIs:
// arrow/compute (Filter, Take, the "equal" and "less" functions) and
// arrow/bitutil (CountSetBits, BitmapAnd, BitmapWordReader).
//
// `make bench-peer` runs both suites and prints them side by side. The
// tests of this package check that the inputs of both suites are the same
// data and that arrow-go computes the same results as quiver, which is
// what makes the comparison honest.
//
// Two cases have no exact arrow-go counterpart and are documented where
// they are built: SetBitRuns (arrow-go's set-bit-run reader lives in its
// internal/bitutils, so the twin walks words from the public
// BitmapWordReader) and CallOverhead (quiver reuses output buffers through
// a Scratch; arrow-go has no such option, so the twin makes plain calls).
package peerbench

import (
	"context"
	"math/bits"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/bitutil"
	"github.com/apache/arrow-go/v18/arrow/compute"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/arrow/scalar"

	"github.com/quiver-go/quiver/internal/benchdata"
)

var mem = memory.DefaultAllocator

// Array builds a benchdata column as an arrow-go array. A null slot keeps
// its drawn value for fixed-width types and is empty for utf8, the layout
// quiver's builders produce.
func Array(c benchdata.Column) arrow.Array {
	switch c.Type {
	case "int32":
		b := array.NewInt32Builder(mem)
		defer b.Release()
		b.AppendValues(c.Int32, c.Valid)
		return b.NewArray()
	case "int64":
		b := array.NewInt64Builder(mem)
		defer b.Release()
		b.AppendValues(c.Int64, c.Valid)
		return b.NewArray()
	case "float64":
		b := array.NewFloat64Builder(mem)
		defer b.Release()
		b.AppendValues(c.Float64, c.Valid)
		return b.NewArray()
	case "utf8":
		b := array.NewStringBuilder(mem)
		defer b.Release()
		b.Reserve(len(c.Strings))
		for i, s := range c.Strings {
			if c.Valid != nil && !c.Valid[i] {
				b.AppendNull()
				continue
			}
			b.Append(s)
		}
		return b.NewArray()
	}
	panic("peerbench.Array: unknown type " + c.Type)
}

// Mask builds a benchdata mask as an arrow-go Boolean array.
func Mask(m []bool) *array.Boolean {
	b := array.NewBooleanBuilder(mem)
	defer b.Release()
	b.AppendValues(m, nil)
	return b.NewBooleanArray()
}

// Indices builds benchdata take indices as an arrow-go Int32 array.
func Indices(idx []int32) *array.Int32 {
	b := array.NewInt32Builder(mem)
	defer b.Release()
	b.AppendValues(idx, nil)
	return b.NewInt32Array()
}

// CompareScalar is the rhs=scalar operand of BenchmarkCompare, the same
// value quiver's suite uses: 500_000, 500, or the utf8 value at n/2.
func CompareScalar(typ string, a arrow.Array) scalar.Scalar {
	switch typ {
	case "int64":
		return scalar.NewInt64Scalar(500_000)
	case "float64":
		return scalar.NewFloat64Scalar(500)
	}
	return scalar.NewStringScalar(a.(*array.String).Value(a.Len() / 2))
}

var ctx = context.Background()

// Filter is arrow-go's filter with its default options (null mask slots
// drop the row, quiver's default too).
func Filter(a, mask arrow.Array) (arrow.Array, error) {
	return compute.FilterArray(ctx, a, mask, *compute.DefaultFilterOptions())
}

// Take is arrow-go's take with its default options (bounds checked,
// quiver's default too).
func Take(a, idx arrow.Array) (arrow.Array, error) {
	return compute.TakeArray(ctx, a, idx)
}

// Compare calls arrow-go's comparison function fn ("equal" or "less") on
// an array and an array or scalar.
func Compare(fn string, left arrow.Array, right compute.Datum) (arrow.Array, error) {
	out, err := compute.CallFunction(ctx, fn, nil, &compute.ArrayDatum{Value: left.Data()}, right)
	if err != nil {
		return nil, err
	}
	return out.(*compute.ArrayDatum).MakeArray(), nil
}

// SetBitRuns calls visit for every run of set bits among bitmap's n bits
// from offset, as [start, end) relative to offset. arrow-go's own run
// reader (SetBitRunReader) is in its internal/bitutils and cannot be
// imported; this is what a user of the public API writes: 64-bit words from
// bitutil.BitmapWordReader (which handles the offset), each walked by
// trailing-zero counts, then the trailing bytes alike.
func SetBitRuns(bitmap []byte, offset, n int, visit func(start, end int)) {
	r := bitutil.NewBitmapWordReader(bitmap, offset, n)
	start := -1 // start of the open run, -1 when none
	pos := 0
	walk := func(w uint64, width int) {
		for i := 0; i < width; {
			if start < 0 {
				// look for the next set bit
				z := bits.TrailingZeros64(w >> i)
				if i+z >= width {
					return
				}
				i += z
				start = pos + i
			}
			// look for the next clear bit
			o := bits.TrailingZeros64(^(w >> i))
			if o > width-i {
				o = width - i
			}
			i += o
			if i < width {
				visit(start, pos+i)
				start = -1
			}
		}
	}
	for range r.Words() {
		walk(r.NextWord(), 64)
		pos += 64
	}
	for range r.TrailingBytes() {
		b, valid := r.NextTrailingByte()
		walk(uint64(b)&(1<<valid-1), valid)
		pos += valid
	}
	if start >= 0 {
		visit(start, n)
	}
}

// BoolArray builds an arrow-go Boolean from values and valid flags (nil:
// no nulls).
func BoolArray(vals, valid []bool) *array.Boolean {
	b := array.NewBooleanBuilder(mem)
	defer b.Release()
	b.AppendValues(vals, valid)
	return b.NewBooleanArray()
}

// Logic calls arrow-go's boolean function for op: "and", "or_kleene", or
// "not" (its "invert", on l alone).
func Logic(op string, l, r arrow.Array) (arrow.Array, error) {
	args := []compute.Datum{&compute.ArrayDatum{Value: l.Data()}}
	fn := op
	if op == "not" {
		fn = "not"
	} else {
		args = append(args, &compute.ArrayDatum{Value: r.Data()})
	}
	out, err := compute.CallFunction(ctx, fn, nil, args...)
	if err != nil {
		return nil, err
	}
	return out.(*compute.ArrayDatum).MakeArray(), nil
}

// IsIn calls arrow-go's "is_in" on a with the value set set (nulls
// matching nulls, arrow-go's and quiver's default).
func IsIn(a, set arrow.Array) (arrow.Array, error) {
	opts := &compute.SetOptions{ValueSet: compute.NewDatumWithoutOwning(set), NullBehavior: compute.NullMatchingMatch}
	out, err := compute.IsIn(ctx, *opts, compute.NewDatumWithoutOwning(a))
	if err != nil {
		return nil, err
	}
	return out.(*compute.ArrayDatum).MakeArray(), nil
}
