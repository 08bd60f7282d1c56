//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package ipc

import (
	"os"
	"runtime"
	"syscall"
)

// mapFile maps size bytes of f read-only and returns them with their
// owner: the mapping is unmapped by a cleanup once the owner is
// unreachable, and every array loaded from it keeps the owner reachable
// (arrays.Data.WithOwner). An empty file is not mapped (mmap rejects a
// zero length); it reads as no bytes and has no owner.
func mapFile(f *os.File, size int) ([]byte, *mapping, error) {
	if size == 0 {
		return nil, nil, nil
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, err
	}
	m := &mapping{size: size}
	liveMappings.Add(1)
	runtime.AddCleanup(m, func(b []byte) {
		// Nothing can report an error here; munmap of a whole mapping we
		// made only fails on a bug.
		_ = syscall.Munmap(b)
		liveMappings.Add(-1)
	}, b)
	return b, m, nil
}
