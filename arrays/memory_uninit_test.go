package arrays

import "testing"

// TestAllocBufferUninit checks the contract the kernels rely on: aligned,
// capacity padded to 64 bytes, padding zeroed (even over memory that held
// other bytes), and, under QUIVER_POISON, every byte of the buffer set to
// 0xA5 so that a kernel leaving one unwritten shows in its results.
func TestAllocBufferUninit(t *testing.T) {
	defer func(p bool) { poisonUninit = p }(poisonUninit)
	for _, poison := range []bool{false, true} {
		poisonUninit = poison
		for _, n := range []int{0, 1, 63, 64, 65, 1000, 1 << 16, 1<<20 + 3} {
			// dirty the heap so that reused memory is likely to hold nonzero bytes
			junk := make([]byte, n+128)
			for i := range junk {
				junk[i] = 0xff
			}
			junk = nil
			b := AllocBufferUninit(n)
			if len(b) != n || cap(b) != max(PaddedLen(n), Alignment) || !IsAligned(b) {
				t.Fatalf("n=%d: len %d cap %d aligned %v", n, len(b), cap(b), IsAligned(b))
			}
			for i, x := range b[n:cap(b)] {
				if x != 0 {
					t.Fatalf("n=%d: padding byte %d is %#x", n, n+i, x)
				}
			}
			if poison {
				for i, x := range b {
					if x != 0xa5 {
						t.Fatalf("n=%d: poisoned byte %d is %#x", n, i, x)
					}
				}
			}
		}
	}
}
