//go:build unix

package kernels

import (
	"testing"

	"golang.org/x/sys/unix"
)

// hybridGuard is a scratch area followed by an inaccessible page: bytes
// placed at its end make any read past them fault, which crashes the test
// instead of passing silently. Assembly has no bounds checks, so this is
// what catches a kernel reading past the stream it was given.
type hybridGuard struct{ mem []byte }

// newHybridGuard maps room for size bytes plus a guard page, unmapped when
// the test ends.
func newHybridGuard(t testing.TB, size int) *hybridGuard {
	t.Helper()
	page := unix.Getpagesize()
	n := max((size+page-1)/page*page, page)
	full, err := unix.Mmap(-1, 0, n+page, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_ANON|unix.MAP_PRIVATE)
	if err != nil {
		t.Fatalf("mmap: %v", err)
	}
	if err := unix.Mprotect(full[n:], unix.PROT_NONE); err != nil {
		t.Fatalf("mprotect: %v", err)
	}
	t.Cleanup(func() { unix.Munmap(full) })
	return &hybridGuard{mem: full[:n:n]}
}
