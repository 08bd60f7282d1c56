//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package ipc

import (
	"io"
	"os"

	"github.com/quiver-go/quiver/arrays"
)

// mapFile reads the file into aligned memory where mmap is not available:
// the garbage collector owns it, so there is no mapping to keep alive.
func mapFile(f *os.File, size int) ([]byte, *mapping, error) {
	b := arrays.AllocBuffer(size)
	if _, err := io.ReadFull(f, b); err != nil {
		return nil, nil, err
	}
	return b, nil, nil
}
