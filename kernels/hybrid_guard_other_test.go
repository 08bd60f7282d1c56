//go:build !unix

package kernels

import "testing"

// hybridGuard, on systems without mmap, only sizes slices exactly: Go code
// still panics on an over-read, assembly is not checked.
type hybridGuard struct{ mem []byte }

func newHybridGuard(t testing.TB, size int) *hybridGuard {
	return &hybridGuard{mem: make([]byte, size)}
}
