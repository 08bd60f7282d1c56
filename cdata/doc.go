// Package cdata implements the Arrow C Data Interface and C Stream
// Interface: it exports quiver arrays, record batches and streams as
// ArrowSchema, ArrowArray and ArrowArrayStream structs and imports them from
// any producer in the same process (Arrow C++, pyarrow, DuckDB, Polars,
// arrow-rs, arrow-go's cdata), without copying buffers.
//
// Export and import need cgo. Built with CGO_ENABLED=0 the package keeps
// only what needs no C (Format, ParseFormat, EncodeMetadata,
// DecodeMetadata), so the rest of quiver builds and tests without a C
// compiler.
//
// # Export
//
// ExportArray, ExportRecordBatch (a struct array with no validity, as the
// interface carries batches), ExportField, ExportSchema and ExportStream
// fill structs the consumer owns. Buffers are quiver's own memory, pinned
// (runtime.Pinner) from export until the consumer calls release; every
// node (children, dictionary) has its own release, so a consumer may move
// children out and release them on their own, and the release callback
// frees what the producer recorded, not what the struct's fields say.
// Formats cover every type; extension types travel as their storage plus
// ARROW:extension:name and ARROW:extension:metadata; flags carry nullable,
// ordered dictionaries (set on both the schema with the dictionary, where
// the specification puts it, and the dictionary's own schema, where
// arrow-go v18.8.0 reads it) and sorted map keys. An unknown null count is
// exported as -1, a missing bitmap as NULL with null_count 0, and an
// absent offsets buffer of an empty array as a pointer to zeros. View
// arrays get their variadic buffer sizes buffer. LiveExports counts the
// nodes not yet released.
//
// # Import
//
// ImportArray, ImportRecordBatch and ImportStream move the producer's
// struct (the caller's copy is marked released) and return quiver arrays
// whose buffers alias the producer's memory. The producer's release
// callback runs exactly once: when no quiver Data built over the import is
// reachable (runtime.AddCleanup on the buffer lists that slices, children
// and dictionaries share), or at once when the import fails. Byte slices
// taken out of an imported array are valid while the array is reachable.
// ImportField and ImportSchema read a schema without taking it over.
//
// Structs from C are untrusted: buffer and child counts, lengths, offsets,
// null counts, NULL pointers, nesting depth, metadata sizes and the last
// offset of variable-size layouts (which sizes their data buffers) are
// checked, and the result passes arrays.Validate; a bad struct is an error
// naming the node, never a crash. The interface cannot tell how long a
// buffer really is, so run arrays.ValidateFull before reading values from
// a producer you do not trust.
package cdata
