package kernels

import (
	"math/bits"

	"github.com/quiver-go/quiver/internal/hostorder"
)

// Values are in the host's byte order, but a bitmap is bytes: slot i is
// bit i%8 of byte i/8. Kernels that fill or read a bitmap as []uint64
// words, with slot 64w+i at bit i of word w, see that layout only on a
// little-endian host; leWord converts such a word to or from its bytes'
// order elsewhere, and costs nothing on little-endian hosts.

// leWord swaps the bytes of x on a big-endian host.
func leWord(x uint64) uint64 {
	if hostorder.BigEndian {
		return bits.ReverseBytes64(x)
	}
	return x
}

// leWords applies leWord to every word of w, in place.
func leWords(w []uint64) {
	if hostorder.BigEndian {
		for i, x := range w {
			w[i] = bits.ReverseBytes64(x)
		}
	}
}
