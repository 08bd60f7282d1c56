package arrays

import (
	"math/bits"
	"sync"
	"unsafe"
)

// Pool is an Allocator that recycles large buffers: a buffer given back
// (once every array over it is released, see Data.Release) goes to a free
// list of its size class and serves the next request of that class
// without the page faults and zeroing of fresh memory. Size classes are
// four per power of two from MinTracked bytes up (a request wastes at
// most a fifth of its class); smaller requests are served by the Go heap.
// A Pool keeps at most MaxRetained bytes of free buffers and drops the
// rest to the garbage collector. It is safe for concurrent use.
//
// Requests that do not need zeroed memory get a recycled buffer as its
// last user left it (the padding is zeroed); with QUIVER_POISON=1 the
// bytes are 0xA5 instead, and so are a buffer's bytes from the moment it
// is given back, so that tests catch a read of a released array.
type Pool struct {
	mu          sync.Mutex
	free        [numClasses][][]byte // full class-size buffers, last in first out
	out         map[uintptr]int      // handed out: first byte -> class
	retained    int                  // bytes in free
	maxRetained int
	hugePages   bool
	poison      bool // QUIVER_POISON=1 when the pool was made
	stats       PoolStats
}

// PoolStats counts a Pool's traffic.
type PoolStats struct {
	Hits, Misses int64 // requests served from a free list, from fresh memory
	Frees        int64 // buffers given back
	Dropped      int64 // buffers given back but left to the collector (over MaxRetained)
	Collected    int64 // buffers whose arrays were all collected unreleased, left to the collector
	Retained     int64 // bytes held in free lists now
	Outstanding  int64 // buffers handed out and not given back
}

// DefaultMaxRetained is the free memory a Pool keeps unless told
// otherwise. Free buffers are live heap to the collector, which sets its
// next goal from the live heap: keep it modest.
const DefaultMaxRetained = 256 << 20

// NewPool returns a Pool keeping at most maxRetained bytes of free buffers
// (DefaultMaxRetained if maxRetained <= 0). On Linux it asks for
// transparent huge pages for buffers of 4 MiB and more when the system
// leaves them to madvise (see SetHugePages).
func NewPool(maxRetained int) *Pool {
	if maxRetained <= 0 {
		maxRetained = DefaultMaxRetained
	}
	return &Pool{out: make(map[uintptr]int), maxRetained: maxRetained, hugePages: hugePagesDefault, poison: poisonUninit}
}

// SetHugePages turns the request for transparent huge pages on fresh
// buffers of 4 MiB and more on or off (a no-op where the system has none).
func (p *Pool) SetHugePages(on bool) {
	p.mu.Lock()
	p.hugePages = on
	p.mu.Unlock()
}

// Stats returns the pool's counters.
func (p *Pool) Stats() PoolStats {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := p.stats
	s.Retained = int64(p.retained)
	s.Outstanding = int64(len(p.out))
	return s
}

const (
	minClassShift = 15 // classes of (2^15, 2^16] and up; the first used is 2^16
	numClasses    = (47 - minClassShift) * 4
)

// classOf returns the size class of a request of n bytes (n >
// 2^minClassShift) and its size: 2^e + k*2^(e-2) for the smallest k in
// 1..4 that holds n, where 2^e < n <= 2^(e+1). ok is false beyond the
// largest class.
func classOf(n int) (c, size int, ok bool) {
	e := bits.Len(uint(n-1)) - 1
	if e < minClassShift || e >= 47 {
		return 0, 0, false
	}
	step := 1 << (e - 2)
	k := (n - 1<<e + step - 1) / step
	return (e-minClassShift)*4 + k - 1, 1<<e + k*step, true
}

// classSize is the size of class c.
func classSize(c int) int {
	e := c/4 + minClassShift
	return 1<<e + (c%4+1)<<(e-2)
}

// Allocate returns a buffer of n bytes (see Allocator).
func (p *Pool) Allocate(n int, zero bool) []byte {
	padded := max(PaddedLen(n), Alignment)
	c, size, ok := classOf(padded)
	if n < MinTracked || !ok {
		return HeapAllocator.Allocate(n, zero)
	}
	p.mu.Lock()
	var full []byte
	if l := p.free[c]; len(l) > 0 {
		full = l[len(l)-1]
		l[len(l)-1] = nil
		p.free[c] = l[:len(l)-1]
		p.retained -= size
		p.stats.Hits++
	} else {
		p.stats.Misses++
	}
	huge := p.hugePages
	p.mu.Unlock()
	recycled := full != nil
	if !recycled {
		full = freshBuffer(size, huge)
	}
	p.mu.Lock()
	p.out[uintptr(unsafe.Pointer(unsafe.SliceData(full)))] = c
	p.mu.Unlock()
	b := full[:padded:padded]
	switch {
	case zero:
		clear(b) // fresh memory is not zeroed either (freshBuffer)
	case !zero:
		clear(b[n:])
		if p.poison {
			fill(b[:n], 0xa5)
		}
	}
	return b[:n]
}

// forget drops the buffer at addr from the books: its arrays were collected unreleased
// and the collector frees it.
func (p *Pool) forget(addr uintptr) {
	p.mu.Lock()
	if _, ok := p.out[addr]; ok {
		delete(p.out, addr)
		p.stats.Collected++
	}
	p.mu.Unlock()
}

// Free takes back a buffer Allocate returned; a buffer it did not hand
// out (or handed out and already took back) is ignored.
func (p *Pool) Free(b []byte) {
	if cap(b) == 0 {
		return
	}
	ptr := unsafe.SliceData(b)
	p.mu.Lock()
	c, ok := p.out[uintptr(unsafe.Pointer(ptr))]
	if !ok {
		p.mu.Unlock()
		return
	}
	delete(p.out, uintptr(unsafe.Pointer(ptr)))
	p.stats.Frees++
	size := classSize(c)
	full := unsafe.Slice(ptr, size)
	if p.retained+size > p.maxRetained {
		p.stats.Dropped++
		p.mu.Unlock()
		return
	}
	p.mu.Unlock()
	if p.poison {
		fill(full, 0xa5)
	}
	p.mu.Lock()
	p.free[c] = append(p.free[c], full)
	p.retained += size
	p.mu.Unlock()
}

// freshBuffer returns size bytes of new memory, 64-byte aligned, not
// zeroed; with huge set and size >= hugeMin, 2 MiB aligned and advised to
// be backed by huge pages.
func freshBuffer(size int, huge bool) []byte {
	if huge && size >= hugeMin {
		raw := uninitBytes(size + hugeAlign - 1)
		p := uintptr(unsafe.Pointer(unsafe.SliceData(raw)))
		shift := int((hugeAlign - p%hugeAlign) % hugeAlign)
		b := raw[shift : shift+size : shift+size]
		adviseHuge(b)
		return b
	}
	raw := uninitBytes(size + Alignment - 1)
	p := uintptr(unsafe.Pointer(unsafe.SliceData(raw)))
	shift := int((Alignment - p%Alignment) % Alignment)
	return raw[shift : shift+size : shift+size]
}

const (
	hugeAlign = 2 << 20
	hugeMin   = 4 << 20
)

// fill sets every byte of b to v, doubling a filled prefix with copy.
func fill(b []byte, v byte) {
	if len(b) == 0 {
		return
	}
	b[0] = v
	for i := 1; i < len(b); i *= 2 {
		copy(b[i:], b[:i])
	}
}
