package parquet

import "unsafe"

// asSlice views b as a slice of T. Callers pass buffers whose length is a
// multiple of T's size and whose start is aligned for T (Go's allocator
// aligns every buffer of 8 bytes or more to 8).
func asSlice[T any](b []byte) []T {
	var z T
	n := len(b) / int(unsafe.Sizeof(z))
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), n)
}
