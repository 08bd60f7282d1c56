// Package kernels holds quiver's vectorized kernels: Filter, Take and the six
// comparisons (Equal ... GreaterEqual) over every array type of package
// arrays, and the kernels over raw buffers beneath them: validity-bitmap
// counting, logic, run iteration and selection vectors, and bit-unpacking of
// the Parquet layout. Run-end encoded arrays have their own kernels
// (REEFind, REEFindBatch, REEEncode, REEDecode), and Filter, Take and the
// compares work on them without decoding. ToView, FromView and
// CompactViews convert between the offsets and view layouts of binary and
// utf8 and compact view data buffers; views compare from the 16-byte views
// first (compare_views.go).
//
// The typed entry points (FilterInt64, TakeTimestamp, ...) are generated from
// templates/ and reduce to one kernel per element width, so int64, float64,
// timestamps and durations share one 64-bit filter. Pass a *Scratch to reuse
// output buffers across calls; see options.go for NullSelection,
// NoBoundsCheck and NaN ordering.
//
// What every kernel checks (check.go): each array argument passes
// arrays.ValidateData, the O(1) structural rules, once per array (a passing
// check marks the array; slices keep the mark) or arrays.ValidateDataFull
// with the FullValidation option; a failure is an error wrapping
// ErrMalformedArray and the *arrays.ValidationError, naming the argument.
// Lengths, types and indices are checked as before (ErrIndexOutOfRange,
// ErrNotComparable, ErrBadRunEnds). The rules only the full check proves
// (every offset, view, dictionary index, run end, union type id) are
// checked where a kernel sizes its output from them; any other breach
// makes the call return an error wrapping ErrMalformedArray, never panic,
// write outside its output or read outside its inputs. Run
// arrays.ValidateFull (or pass FullValidation) on untrusted arrays to learn
// which rule and slot are broken.
//
// Each kernel checks its arguments and then runs its width-level loop at the
// active ISA level: AVX-512 or AVX2 on amd64, NEON on arm64, or pure Go (see
// ISA). QUIVER_ISA=generic|avx2|avx512|neon lowers the level for a whole
// process (ISASetting reports a value it could not honour); the noasm build
// tag removes the assembly.
//
// Bitmaps are Arrow validity bitmaps: LSB-numbered, addressed as (bytes, bit
// offset, bit length). A range outside the bytes given is a programming
// error and panics, as slicing would; data read from untrusted input (packed
// values) is checked and reported as an error.
package kernels
