// Package arrays is quiver's in-memory model of the Apache Arrow columnar
// format v1.4: every logical type, every physical layout, builders,
// validation and logical equality.
//
// The data model is one plain struct, Data (type, length, offset, buffers,
// children, dictionary), wrapped by thin typed arrays that give zero-copy
// access: (*Int64).Values() is a []int64 aliasing the values buffer, already
// offset. Buffers are 64-byte aligned and padded (AllocBuffer). Arrays are
// immutable once built, so they can be shared between goroutines without
// locks or reference counts; Slice is zero-copy and every accessor honours
// the offset.
//
// Reading values: every typed array has Value(i) and All, an iter.Seq2 of
// index and value over every slot (a null slot yields the zero value, so
// test IsNull(i) where that matters: positions stay those of the batch,
// as with slices.All); code that does not know the type calls ValueAt,
// which gives a few plain Go forms (int64, float64, string, time.Time,
// []any, StructValue, ...) and nil for a logically null slot. Timestamps
// read as time.Time in their zone (Timestamp.Time) and print in it with the
// offset.
//
// Memory comes from the Go heap and the collector frees it, unless a
// program opts into recycling: an Allocator (a Pool) passed to the kernels
// (kernels.WithAllocator) or made the default (SetDefaultAllocator) serves
// the buffers of MinTracked bytes and more, and takes each back once every
// array over it is released (Data.Release, RecordBatch.Release) or
// collected; a repeated large call then reuses memory that is already
// mapped instead of faulting in fresh pages. With recycling, keep the
// array (not only a Go slice of its values) as long as its values are
// read, and never use it after Release.
//
// The fixed-width types (integers, floats, decimals, dates, times,
// timestamps, durations, intervals) come from one table,
// templates/types.json, expanded by gen/arraygen into types_gen.go and
// primitive_gen.go. Never edit a *_gen.go file: change the table or the
// generator and run `make generate`.
package arrays
