package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// FuzzMalformedReduce runs every reduction on corrupted arrays: an error
// or a result, never a panic (see fuzzMalformed).
func FuzzMalformedReduce(f *testing.F) {
	fuzzMalformed(f, true, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		if _, err := Count(a, CountNull, opts...); err != nil {
			return nil, err
		}
		_, _ = Sum(a, opts...)
		_, _ = Sum(a, append(opts, SkipNulls(false), MinCount(0))...)
		_, _ = All(a, append(opts, SkipNulls(false), MinCount(2))...)
		_, _ = Mean(a, opts...)
		_, _ = Any(a, opts...)
		_, _, err := MinMax(a, opts...)
		return nil, err
	})
}

// FuzzMalformedSort runs SortIndices and TopK on corrupted arrays.
func FuzzMalformedSort(f *testing.F) {
	fuzzMalformed(f, true, func(a arrays.Array, opts ...Option) (arrays.Array, error) {
		if _, err := TopK(a, 5, opts...); err != nil {
			return nil, err
		}
		if _, err := BottomK(a, 3, append(opts, Int32Indices)...); err != nil {
			return nil, err
		}
		r, err := SortIndices(a, Descending, NullsFirst, opts...)
		if r == nil {
			return nil, err
		}
		return r, err
	})
}
