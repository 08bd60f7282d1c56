package arrays

import (
	"os"
	"runtime"
	"strconv"
	"sync"
	"unsafe"
)

// Heap recycling: the large buffers AllocBuffer and AllocBufferUninit
// hand out (MinTracked bytes and more) come back for reuse once the
// garbage collector finds them unreachable, so that a program calling a
// kernel on 1M elements again and again, dropping each result, gets
// memory that is already faulted in instead of fresh pages, and does not
// run a collection every few calls.
//
// Each such buffer is a whole heap object of its size class (see classOf)
// carrying a finalizer. The finalizer runs only when nothing points into
// the object any more: no array, no slice of it, no string made from its
// bytes. It then puts the object on its class's free list instead of
// letting the collector free it. A buffer can therefore never be handed
// out while anything can still read it, whether or not its arrays were
// released; Data.Release is not needed for this.
//
// The bytes of buffers carrying the finalizer (in use or free) are capped
// (SetHeapRecycling). Past the cap requests get plain heap memory: an
// object with a finalizer survives the collection that finds it dead, so
// uncapped, every cycle's garbage would count as live and the heap goal
// would grow without bound. Free buffers unused for two collections are
// dropped to the collector, so an idle program does not keep them.

// SuggestedHeapRecycling is a cap that keeps a few 1M-element results
// (8 MiB each) in circulation. Recycling is off unless a program turns it
// on (SetHeapRecycling, or QUIVER_HEAP_RECYCLING=bytes in the
// environment): measured, it helps some workloads and hurts others (see
// the README), so the default stays the plain Go heap.
const SuggestedHeapRecycling = 64 << 20

type heapRecycler struct {
	mu          sync.Mutex
	limit       int // bytes; 0 disables
	circulating int // bytes of buffers carrying the finalizer
	free        [numClasses][]freeBuffer
	cycle       uint64 // collections seen since the first buffer
	ticking     bool
	stats       HeapRecyclingStats
}

// freeBuffer is a whole class-size object and the collection count when
// it came back.
type freeBuffer struct {
	ptr   *byte
	cycle uint64
}

// HeapRecyclingStats counts the recycler's traffic.
type HeapRecyclingStats struct {
	Hits        int // requests served by a recycled buffer
	Misses      int // requests that got a fresh buffer carrying the finalizer
	Plain       int // requests past the cap, served by plain heap memory
	Returned    int // buffers the finalizer put back on a free list
	Aged        int // free buffers dropped after two idle collections, or to make room
	Circulating int // bytes of buffers carrying the finalizer now
}

var recycler = heapRecycler{limit: heapRecyclingFromEnv()}

// heapRecyclingFromEnv reads QUIVER_HEAP_RECYCLING (bytes; 0 or unset:
// off), the cap a program starts with.
func heapRecyclingFromEnv() int {
	if v, err := strconv.Atoi(os.Getenv("QUIVER_HEAP_RECYCLING")); err == nil && v >= 0 {
		return v
	}
	return 0
}

// recycleBack holds, per class, the finalizer that returns an object of
// that class (one func value per class, so setting it allocates nothing).
var recycleBack = func() (f [numClasses]func(*byte)) {
	for c := range f {
		f[c] = func(p *byte) { recycler.back(c, p) }
	}
	return f
}()

// SetHeapRecycling sets the cap, in bytes, on large heap buffers kept for
// reuse (in use or free) and returns the previous one; 0 turns recycling
// off (buffers already carrying the finalizer still come back once, and
// are dropped then).
func SetHeapRecycling(limit int) int {
	recycler.mu.Lock()
	defer recycler.mu.Unlock()
	old := recycler.limit
	recycler.limit = max(limit, 0)
	if recycler.limit < old {
		recycler.trimLocked(-1)
	}
	return old
}

// HeapRecycling returns the recycler's counters.
func HeapRecycling() HeapRecyclingStats {
	recycler.mu.Lock()
	defer recycler.mu.Unlock()
	s := recycler.stats
	s.Circulating = recycler.circulating
	return s
}

// get returns a buffer of n bytes (capacity PaddedLen(n), 64-byte
// aligned) carrying the finalizer, zeroed if zero is set (else only the
// padding), or nil when n is too small, recycling is off or the cap is
// reached.
func (r *heapRecycler) get(n int, zero bool) []byte {
	padded := PaddedLen(n)
	if padded < MinTracked {
		return nil
	}
	c, size, ok := classOf(padded)
	if !ok {
		return nil
	}
	r.mu.Lock()
	if r.limit == 0 {
		r.mu.Unlock()
		return nil
	}
	var ptr *byte
	recycled := false
	if l := r.free[c]; len(l) > 0 {
		ptr = l[len(l)-1].ptr
		l[len(l)-1] = freeBuffer{}
		r.free[c] = l[:len(l)-1]
		recycled = true
		r.stats.Hits++
	} else {
		if r.circulating+size > r.limit {
			r.trimLocked(r.limit - size)
		}
		if r.circulating+size > r.limit {
			r.stats.Plain++
			r.mu.Unlock()
			return nil
		}
		r.circulating += size
		r.stats.Misses++
		if !r.ticking {
			r.ticking = true
			armCycleTick()
		}
	}
	r.mu.Unlock()
	if ptr == nil {
		var raw []byte
		if zero {
			raw = make([]byte, size) // the runtime skips zeroing pages fresh from the system
		} else {
			raw = uninitBytes(size)
		}
		if !IsAligned(raw) { // large objects start on a page; never expected
			r.mu.Lock()
			r.circulating -= size
			r.mu.Unlock()
			return nil
		}
		ptr = unsafe.SliceData(raw)
	}
	runtime.SetFinalizer(ptr, recycleBack[c])
	b := unsafe.Slice(ptr, size)[:padded:padded]
	switch {
	case zero && recycled:
		clear(b)
	case !zero:
		clear(b[n:])
	}
	return b[:n]
}

// back is the finalizer: the object of class c at p is unreachable.
func (r *heapRecycler) back(c int, p *byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	size := classSize(c)
	if r.circulating > r.limit { // the cap was lowered: let it go
		r.circulating -= size
		r.stats.Aged++
		return
	}
	r.free[c] = append(r.free[c], freeBuffer{p, r.cycle})
	r.stats.Returned++
}

// trimLocked drops free buffers until at most target bytes circulate;
// target < 0 drops what the limit exceeds plus the buffers idle for two
// collections.
func (r *heapRecycler) trimLocked(target int) {
	aging := target < 0
	if aging {
		target = r.limit
	}
	for c := range r.free {
		l := r.free[c]
		keep := l[:0]
		for _, f := range l {
			if r.circulating > target || (aging && r.cycle-f.cycle >= 2) {
				r.circulating -= classSize(c)
				r.stats.Aged++
				continue
			}
			keep = append(keep, f)
		}
		clear(l[len(keep):])
		r.free[c] = keep
	}
}

// cycleTick is an object whose finalizer counts collections: it runs
// once per cycle, ages the free lists and arms the next tick.
type cycleTick struct{ _ [32]byte } // not a tiny object

func armCycleTick() {
	runtime.SetFinalizer(new(cycleTick), func(*cycleTick) {
		recycler.mu.Lock()
		recycler.cycle++
		recycler.trimLocked(-1)
		idle := recycler.circulating == 0
		if idle {
			recycler.ticking = false
		}
		recycler.mu.Unlock()
		if !idle {
			armCycleTick()
		}
	})
}
