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
// Each kernel checks its arguments and then runs the width-level loop of
// package kernels/asm at the active ISA level: AVX-512 or AVX2 on amd64, NEON
// on arm64, or pure Go (see ISA). QUIVER_ISA=generic|avx2|avx512|neon lowers
// the level for a whole process; the noasm build tag removes the assembly.
//
// Bitmaps are Arrow validity bitmaps: LSB-numbered, addressed as (bytes, bit
// offset, bit length). A range outside the bytes given is a programming
// error and panics, as slicing would; data read from untrusted input (packed
// values) is checked and reported as an error.
package kernels

import "github.com/quiver-go/quiver/kernels/asm"

// ISA returns the instruction-set level the kernels run at.
func ISA() asm.Level { return asm.Active() }
