package arrays

import (
	"runtime"
	"testing"
)

// TestPoolZeroedMiss checks that a zeroed request the Pool serves from
// fresh memory is zeroed: that memory comes from the Go heap without
// zeroing, and may hold what an earlier, collected allocation wrote.
func TestPoolZeroedMiss(t *testing.T) {
	for range 8 {
		dirty := make([]byte, 4<<20)
		for i := range dirty {
			dirty[i] = 0xff
		}
		dirty = nil
		runtime.GC()
		p := NewPool(0)
		b := p.Allocate(3<<20, true)
		for i, x := range b {
			if x != 0 {
				t.Fatalf("byte %d of a zeroed fresh buffer is %#x", i, x)
			}
		}
	}
}
