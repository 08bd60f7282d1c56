//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package ipc

import (
	"os"
	"syscall"
)

// mapFile maps size bytes of f read-only and returns them with the
// function that unmaps them. An empty file is not mapped (mmap rejects a
// zero length); it reads as no bytes.
func mapFile(f *os.File, size int) ([]byte, func() error, error) {
	if size == 0 {
		return nil, nil, nil
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	return b, func() error { return syscall.Munmap(b) }, nil
}
