package kernels

import (
	"github.com/quiver-go/quiver/arrays"
)

// takeBinaryMorsels is takeBinaryOf on several goroutines: each morsel sums
// its slots' lengths into its part of the output offsets, relative to its
// first slot; the morsels' totals, summed in order, give each its first
// byte, which a second pass adds to its offsets; a third copies each
// morsel's bytes into its own part of the one data buffer (cut there, so
// that no 32-byte move reaches the next morsel's bytes). The copy of a
// morsel reads the offset entry before its first slot, which the
// previous morsel's second pass wrote: hence two passes, not one.
func takeBinaryMorsels[O int32 | int64, I uint32 | uint64](c config, d *arrays.Data, ix *indexSet, idx []I, valid []byte, nulls int, offs []O, ob []byte, starts []O) (*arrays.Data, error) {
	n := ix.n
	out := viewAs[O](ob, n+1)
	m := numMorsels(n)
	first := make([]int64, m+1)
	negs := make([]O, m)
	forMorsels(c, n, func(_ *config, lo, hi int) {
		i := lo / morselSlots
		first[i+1], negs[i] = takenLengths(out, starts, offs, idx, valid, lo, hi)
	})
	var neg O
	for i := range m {
		first[i+1] += first[i]
		neg |= negs[i]
	}
	pos := first[m]
	if err := checkTakenSize(neg < 0, pos, n, int64(offs[d.Length]-offs[0]), "data bytes"); err != nil {
		return nil, err
	}
	if err := checkOffsetRange[O](pos, "data bytes"); err != nil {
		return nil, err
	}
	data := c.alloc(int(pos), false)
	sorted := ix.sorted
	forMorsels(c, n, func(_ *config, lo, hi int) {
		if base := O(first[lo/morselSlots]); base != 0 {
			for j := lo + 1; j <= hi; j++ {
				out[j] += base
			}
		}
	})
	forMorsels(c, n, func(_ *config, lo, hi int) {
		i := lo / morselSlots
		part := data[:first[i+1]]
		if i == m-1 {
			part = data[:cap(data)] // the padding takes the last morsel's overrun
		}
		takeBytes(part, d.Buffers[2], offs, out, starts, idx, sorted, lo, hi)
	})
	clear(data[len(data):cap(data)])
	return newOut(&c, d.Type, n, nulls, nil, valid, ob, data), nil
}
