// Package kernels is quiver's compute: vectorized kernels over the arrays
// of package arrays, each reached through the dispatch table of
// kernels/asm at the best ISA level of the CPU. The files are named by
// family (docs/architecture.md says why, docs/adding-a-kernel-family.md how
// to add one):
//
//	select_*   Filter, Take and their record-batch, chunked and table forms
//	compare_*  Equal ... GreaterEqual (arrays and scalars, every type, mixed
//	           numeric types, REE and views without decoding), Between, IsIn,
//	           IndexIn, the Scalar constructors
//	logic_*    And, Or, Xor, AndNot and their Kleene forms, Not, IsNull,
//	           IsValid, IsNaN, IfElse, FillNull
//	strings*   StartsWith, EndsWith, Contains, Like, ILike
//	reduce_*   Count, Sum, Mean, Min, Max, MinMax, Any, All (and chunked),
//	           SortIndices, TopK, BottomK
//	ree*       REEFind, REEFindBatch, REEEncode, REEDecode
//	views      ToView, FromView, CompactViews
//	bitmap*    CountSetBits, AllSet, BitmapAnd/Or/AndNot/Xor,
//	           AppendSetIndices32/64, SetBitRuns, Runs
//	decode_*   the Parquet decoders: Unpack8..64, AppendPacked, the hybrid
//	           RLE/bit-packed decoders and HybridEncode, DictDecode and the
//	           hybrid dictionary decoders
//
// Beneath them, the layer every family shares: options.go (Option, Scratch,
// Parallel, validation, NaN and null choices), check.go (argument checks
// and guard), levels.go (ISA levels), parallel.go, chunked.go, nulls.go
// (the logical null of dictionary, REE and union slots).
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
// that stops a kernel at a Go bounds check makes the call return the error
// FullValidation would have given (ErrMalformedArray and the rule and slot:
// guard validates the arguments fully when it recovers), or a result built
// from the bytes as read; never a write outside its output or a read
// outside its inputs. A panic on arguments that pass the full check is a
// bug of quiver's, and goes on to the caller.
//
// Each kernel checks its arguments and then runs its width-level loop at the
// active ISA level: AVX-512 or AVX2 on amd64, NEON on arm64, or pure Go (see
// ISA), in the variant of the level that suits this CPU model (a level's
// kernels with a few substituted: avx2-slowpext on AMD before Zen 3, whose
// PEXT is microcoded; avx512-zen4 on Zen 4). QUIVER_ISA lowers the level
// for a whole process: generic|avx2|avx512|neon names a level (run as this
// CPU's variant), avx2-pext|avx2-slowpext|avx512-vbmi|avx512-zen4 one
// variant (ISASetting reports a value it could not honour); the noasm build
// tag removes the assembly. (QUIVER_UNPACK, which chose the AVX-512 unpack
// kernels, is gone: QUIVER_ISA=avx512-vbmi or avx512-zen4 does that.)
//
// Nulls are logical in every kernel (nulls.go): a slot of a dictionary
// array is null when its index is null or the dictionary value it points
// to is; a slot of a run-end encoded array when its run's value is; a union
// slot when the value it selects is. IsNull, IsValid, FillNull, the
// compares, IsIn/IndexIn, the string predicates, the reductions and the
// sorts all answer for such an array as for its slots decoded
// (TestLogicalNulls holds them to it).
//
// LIKE and ILIKE (and StartsWith, EndsWith, Contains) match bytes: over
// utf8 values _ matches one UTF-8 code point, over binary values one byte
// (as Arrow C++ reads binary), and every other pattern byte, UTF-8 or not,
// matches itself.
//
// A Scratch lends its buffers afresh at the start of each call a user makes
// with it; a kernel that calls other kernels through the same options
// (Between's compares and And, a chunked kernel's calls per chunk) nests
// them in its own call, where nothing already lent is lent again, so no
// two live results share memory. Every entry point starts with enterCall
// and defers leave (TestEntryPointsEnterCalls), and FuzzScratchChain chains
// every kernel that takes options through one Scratch and one option list,
// each step checked against fresh memory, at every level.
//
// Bitmaps are Arrow validity bitmaps: LSB-numbered, addressed as (bytes, bit
// offset, bit length). A range outside the bytes given is a programming
// error and panics, as slicing would; data read from untrusted input (packed
// values) is checked and reported as an error.
package kernels
