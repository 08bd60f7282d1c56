package benchdata

import (
	"encoding/binary"
	"hash/fnv"
	"testing"
)

// TestREEChecksums pins the REE benchmark data (the seeds of
// kernels/ree_bench_test.go and interop/peerbench/ree_bench_test.go): a
// change to the draws fails here.
func TestREEChecksums(t *testing.T) {
	h := fnv.New64a()
	put := func(v uint64) {
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], v)
		h.Write(b[:])
	}
	r := NewREE(1<<16, 61)
	for k := range r.Ends {
		put(uint64(r.Ends[k]))
		put(uint64(r.Values[k]))
	}
	for _, sorted := range []bool{false, true} {
		for _, x := range REELookups(1<<20, r.Len(), sorted, 62) {
			put(uint64(x))
		}
	}
	if r.Len() != 1050012 {
		t.Errorf("REE length %d", r.Len())
	}
	if got := h.Sum64(); got != 0x27427299b5683907 {
		t.Errorf("REE data checksum %#x", got)
	}
}
