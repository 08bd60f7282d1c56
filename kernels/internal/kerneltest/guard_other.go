//go:build !unix

package kerneltest

import "testing"

// Guard, on systems without mmap, only sizes slices exactly: Go code still
// panics on an over-read, assembly is not checked.
type Guard struct {
	Mem []byte
}

// NewGuard returns size bytes.
func NewGuard(t testing.TB, size int) *Guard { return &Guard{Mem: make([]byte, size)} }
