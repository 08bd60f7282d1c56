//go:build unix

package kerneltest

import (
	"testing"

	"golang.org/x/sys/unix"
)

// Guard is a scratch area followed by an inaccessible page: a slice placed
// at its end makes any read or write past the slice's last byte fault,
// which crashes the test binary instead of passing silently. Assembly never
// sees Go bounds checks, so this is what catches its over-reads.
type Guard struct {
	Mem []byte // the accessible part, a whole number of pages
}

// NewGuard maps room for size bytes plus a guard page; it is unmapped when
// the test ends.
func NewGuard(t testing.TB, size int) *Guard {
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
	return &Guard{Mem: full[:n:n]}
}
