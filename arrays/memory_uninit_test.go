package arrays

import (
	"runtime"
	"testing"
)

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

// TestAllocBufferNoSlack checks that a buffer costs the heap its padded
// length and no more where that length is a size class or whole pages:
// the 63 bytes of alignment slack would push an 8 KiB bitmap into the
// 9.25 KiB class. Sizes and contract are checked over many lengths too.
func TestAllocBufferNoSlack(t *testing.T) {
	if recycler.limit != 0 {
		t.Skip("heap recycling is on (QUIVER_HEAP_RECYCLING): its classes are its own")
	}
	for n := 0; n < 40000; n += 61 {
		for _, b := range [][]byte{AllocBuffer(n), AllocBufferUninit(n)} {
			if len(b) != n || cap(b) != max(PaddedLen(n), Alignment) || !IsAligned(b) {
				t.Fatalf("n=%d: len %d cap %d aligned %v", n, len(b), cap(b), IsAligned(b))
			}
		}
	}
	for _, n := range []int{8192, 16384, 1 << 17, 1 << 20} {
		for name, alloc := range map[string]func(int) []byte{"AllocBuffer": AllocBuffer, "AllocBufferUninit": AllocBufferUninit} {
			const reps = 64
			keep := make([][]byte, 0, reps)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for range reps {
				keep = append(keep, alloc(n))
			}
			runtime.ReadMemStats(&after)
			if got := (after.TotalAlloc - before.TotalAlloc) / reps; got >= uint64(n)+1024 { // the slack costs 1280 bytes or more at these sizes
				t.Errorf("%s(%d) costs the heap %d bytes", name, n, got)
			}
			runtime.KeepAlive(keep)
		}
	}
}
