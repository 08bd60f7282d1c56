// Package arrowgo converts arrays, record batches, schemas and types between
// quiver and apache/arrow-go (v18), both ways, without copying values.
//
// It is a module of its own (github.com/quiver-go/quiver/arrowgo) so that
// quiver's core does not depend on arrow-go; it brings arrow-go v18.8.0 and
// its dependencies (flatbuffers, klauspost/cpuid, zeebo/xxh3, goccy/go-json,
// golang.org/x/exp) and nothing else.
//
// # Zero-copy
//
// Both libraries hold buffers as Go byte slices with the same layouts, so a
// conversion shares every buffer and touches only the type tree and the
// buffer headers: its cost does not grow with the data (BenchmarkConvert).
//
//   - quiver -> arrow-go never copies. quiver's buffers are aligned for
//     their values (64 bytes when quiver allocated them), which is all
//     arrow-go needs. They are wrapped in arrow-go buffers that own no
//     allocator, so arrow-go's Release never frees quiver memory; the Go
//     garbage collector keeps it alive while arrow-go refers to it.
//   - arrow-go -> quiver shares every buffer aligned for its values (the
//     value width up to 8 bytes; 4 for the int32 fields of views). arrow-go's
//     allocators and its IPC reader always give such buffers. The one copy:
//     a buffer that is not so aligned (a user's memory.NewBufferBytes over
//     an odd slice) is copied into 64-byte aligned memory, since reading
//     misaligned values is undefined on some CPUs and slow on others.
//     WithCopies counts such copies. Two buffers are synthesized, not
//     copied: the single 0 offset arrow-go leaves out of an empty binary or
//     list array, and the absent validity slot of its bufferless null arrays.
//   - quiver does not require 64-byte alignment or padding of buffers it did
//     not allocate (its kernels check capacities); a shared buffer's
//     capacity is cut to its length, so quiver never reads arrow-go memory
//     beyond a buffer.
//
// # Lifetimes
//
// arrow-go data is reference counted. FromArrowGo retains it and attaches a
// cleanup (runtime.AddCleanup) to the buffer list of every quiver Data it
// builds; the buffer lists are shared by Slice, by child and dictionary
// views and by extension storage views, so the arrow-go data is released,
// exactly once, when the last of those is unreachable. The caller may
// release its own reference right after converting. Byte slices taken out
// of a converted array (Values(), Data().Buffers[i]) are only valid while
// that array is reachable: with arrow-go's Go allocator the garbage
// collector keeps them valid anyway, but with C memory (memory.Mallocator,
// the cgo allocator) keep the array alive (runtime.KeepAlive) while using
// them.
//
// # What arrow-go cannot hold
//
// arrow-go names the parts of a map entries, key and value and the children
// of a run-end encoded type run_ends and values, and keeps no metadata on
// a map's entries field or on run-end encoded children; those names and
// metadata do not survive a trip through arrow-go. An extension type the
// other side has not registered becomes its storage type; at field level
// (schemas, record batches) its name and parameters travel in the field
// metadata (ARROW:extension:name, ARROW:extension:metadata) as in IPC, so a
// round trip restores it.
package arrowgo
