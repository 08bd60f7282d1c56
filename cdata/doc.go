// Package cdata implements the Arrow C Data Interface and C Stream
// Interface: it exports quiver arrays as ArrowSchema/ArrowArray structs and
// imports them from any producer in the same process (Arrow C++, pyarrow,
// DuckDB, Polars, arrow-rs, arrow-go's cdata), without copying buffers.
//
// Export and import need cgo. Built with CGO_ENABLED=0 the package keeps
// only what needs no C (format strings, metadata encoding), so the rest of
// quiver builds and tests without a C compiler.
package cdata
