package arrays

import (
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
	"weak"
)

// Allocator hands out the large buffers kernels write their results into,
// so that a program can recycle them (Pool) instead of faulting fresh
// pages on every call. Allocate returns n bytes whose first byte is
// 64-byte aligned and whose capacity is PaddedLen(n) (at least
// Alignment), the padding zeroed and the n bytes zeroed only when zero is
// set; Free takes back a buffer Allocate returned once nothing uses it.
// Both may be called from several goroutines at once.
//
// An Allocator never decides lifetimes: the package does. Allocate (the
// function) tracks every buffer of at least MinTracked bytes it gets from
// an Allocator, and calls Free once each Data built over the buffer (and
// each slice or view of it) is released (Data.Release) or unreachable,
// the last of them released; a buffer whose arrays were all dropped
// unreleased is left to the garbage collector instead.
type Allocator interface {
	Allocate(n int, zero bool) []byte
	Free(b []byte)
}

// MinTracked is the size from which Allocate asks an Allocator and tracks
// the buffer. Below it the Go heap serves, untracked: recycling a small
// buffer would cost more than the allocation it saves.
const MinTracked = 64 << 10

// heapAllocator is the Go heap: AllocBuffer and AllocBufferUninit,
// buffers left to the garbage collector.
type heapAllocator struct{}

func (heapAllocator) Allocate(n int, zero bool) []byte {
	if zero {
		return AllocBuffer(n)
	}
	return AllocBufferUninit(n)
}

func (heapAllocator) Free([]byte) {}

// HeapAllocator allocates on the Go heap. It is the default. With heap
// recycling on (SetHeapRecycling) its large buffers come back for reuse
// once the garbage collector finds them unreachable; Free does nothing.
var HeapAllocator Allocator = heapAllocator{}

// defaultAllocator is what Allocate uses for a nil Allocator.
var defaultAllocator atomic.Pointer[Allocator]

// SetDefaultAllocator makes a the allocator of every kernel call that does
// not pass one, and returns the previous default; nil restores
// HeapAllocator. A Pool as the default recycles the large results a
// program releases (Data.Release); results it drops are freed by the
// collector as before.
func SetDefaultAllocator(a Allocator) Allocator {
	var old *Allocator
	if a == nil || a == HeapAllocator {
		old = defaultAllocator.Swap(nil)
	} else {
		old = defaultAllocator.Swap(&a)
	}
	if old == nil {
		return HeapAllocator
	}
	return *old
}

// DefaultAllocator returns the allocator set by SetDefaultAllocator, or
// HeapAllocator.
func DefaultAllocator() Allocator {
	if p := defaultAllocator.Load(); p != nil {
		return *p
	}
	return HeapAllocator
}

// Allocate returns a buffer of n bytes from a (nil: DefaultAllocator)
// with the contract of Allocator.Allocate. A buffer of MinTracked bytes or
// more from an allocator other than HeapAllocator is tracked: every Data
// over it (or over any part of it) that is wrapped by MakeArray, sliced,
// viewed or released holds it, and it goes back to a.Free once each of
// them is released or unreachable, the last one released (else the
// collector frees it). A Data from NewData holds nothing until then, so
// wrap it before building other Data over its buffers, and promptly: a
// tracked buffer that no Data took after 16 more tracked allocations is
// dropped from tracking and left to the garbage collector.
func Allocate(a Allocator, n int, zero bool) []byte {
	if n < 0 {
		panic("arrays.Allocate: negative size")
	}
	if a == nil {
		if p := defaultAllocator.Load(); p != nil {
			a = *p
		}
	}
	if n < MinTracked || a == nil || a == HeapAllocator {
		if zero {
			return AllocBuffer(n)
		}
		return AllocBufferUninit(n)
	}
	b := a.Allocate(n, zero)
	if len(b) != n || cap(b) < PaddedLen(n) || !IsAligned(b) {
		panic("arrays.Allocate: the allocator broke its contract (length, capacity or alignment)")
	}
	track(a, b)
	return b
}

// A lease tracks one buffer an Allocator handed out: refs counts the Data
// holding it that are neither released nor collected. When the last one
// is released the buffer goes back to its allocator at once. When the
// last one is collected the buffer is not recycled but left to the
// garbage collector: a Go slice of it may outlive every array (nothing
// said it was done with it), and memory kept for recycling until the
// collector notices would count as live and double the heap's goal each
// cycle (measured: BenchmarkAllocator, alloc=pool-gc).
type lease struct {
	alloc  Allocator
	buf    []byte
	lo, hi uintptr // buf[:cap(buf)]

	mu    sync.Mutex
	state leaseState
	refs  int
	clean runtime.Cleanup // forgets the buffer if l is collected
}

type leaseState uint8

const (
	leaseFresh    leaseState = iota // allocated, no Data holds it yet
	leaseHeld                       // refs Data hold it
	leaseReturned                   // back with its allocator
	leaseDropped                    // left to the garbage collector
)

// unclaimed keeps fresh leases until a Data takes them; it is bounded,
// so that buffers lost on an error path are left to the collector instead
// of piling up.
var unclaimed struct {
	sync.Mutex
	ring [16]*lease
	next int
}

func track(a Allocator, b []byte) {
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	l := &lease{alloc: a, buf: b, lo: lo, hi: lo + uintptr(cap(b))}
	wp := weak.Make(l)
	l.clean = runtime.AddCleanup(l, gone.run, gone{a, l.lo, l.hi, wp})
	register(l, wp)
	unclaimed.Lock()
	old := unclaimed.ring[unclaimed.next]
	unclaimed.ring[unclaimed.next] = l
	unclaimed.next = (unclaimed.next + 1) % len(unclaimed.ring)
	unclaimed.Unlock()
	if old != nil {
		old.abandon()
	}
}

// abandon stops tracking a lease no Data took in time.
func (l *lease) abandon() {
	l.mu.Lock()
	if l.state != leaseFresh {
		l.mu.Unlock()
		return
	}
	l.state = leaseDropped
	l.mu.Unlock()
	l.clean.Stop()
	l.forget()
}

// hold adds a holder; false if the lease no longer tracks its buffer.
func (l *lease) hold() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch l.state {
	case leaseFresh:
		unclaimed.Lock()
		for i, x := range unclaimed.ring {
			if x == l {
				unclaimed.ring[i] = nil
			}
		}
		unclaimed.Unlock()
	case leaseHeld:
	default:
		return false
	}
	l.state = leaseHeld
	l.refs++
	return true
}

// drop removes a holder, released or (collected set) collected.
func (l *lease) drop(collected bool) {
	l.mu.Lock()
	if l.state != leaseHeld {
		l.mu.Unlock()
		return
	}
	l.refs--
	if l.refs > 0 {
		l.mu.Unlock()
		return
	}
	l.state = leaseReturned
	if collected {
		l.state = leaseDropped
	}
	l.mu.Unlock()
	l.clean.Stop()
	if collected {
		l.forget()
		return
	}
	unregister(l.lo, l.hi, weak.Make(l))
	l.alloc.Free(l.buf)
}

// forget stops tracking l's buffer without giving it back.
func (l *lease) forget() { gone{l.alloc, l.lo, l.hi, weak.Make(l)}.run() }

// gone forgets a buffer whose lease was collected (every Data over it
// was): the registry drops it, and an allocator that keeps books on what
// it handed out (Pool) is told. It holds no reference to the buffer, so
// the collector frees the buffer in the cycle that finds it unreachable.
type gone struct {
	alloc  Allocator
	lo, hi uintptr
	wp     weak.Pointer[lease]
}

func (g gone) run() {
	unregister(g.lo, g.hi, g.wp)
	if f, ok := g.alloc.(interface{ forget(uintptr) }); ok {
		f.forget(g.lo)
	}
}

// The registry maps the memory of tracked buffers to their leases, in
// chunks of MinTracked bytes (a chunk meets at most two tracked buffers,
// each at least a chunk long), so that a Data finds the lease of any
// buffer it has, however sliced. It holds the leases weakly: only the
// Data holding a lease keep it (and its buffer) alive.
type regEntry struct {
	lo, hi uintptr
	wp     weak.Pointer[lease]
}

var registry struct {
	sync.RWMutex
	m map[uintptr][2]regEntry
}

// tracked counts registered buffers: MakeArray and Slice look buffers up
// only when it is not zero.
var tracked atomic.Int64

const chunkShift = 16 // log2(MinTracked)

func register(l *lease, wp weak.Pointer[lease]) {
	e := regEntry{l.lo, l.hi, wp}
	registry.Lock()
	if registry.m == nil {
		registry.m = make(map[uintptr][2]regEntry)
	}
	for c := l.lo >> chunkShift; c <= (l.hi-1)>>chunkShift; c++ {
		s := registry.m[c]
		i := 1
		if free := s[0]; free.hi == 0 || (free.lo < l.hi && l.lo < free.hi) || free.wp.Value() == nil {
			i = 0 // empty, or a collected buffer's (whose memory this may reuse)
		}
		s[i] = e
		registry.m[c] = s
	}
	registry.Unlock()
	tracked.Add(1)
}

// unregister drops the entries of [lo, hi) that name wp (register may
// have replaced them already). Each lease is unregistered once: when
// given back, dropped, or collected.
func unregister(lo, hi uintptr, wp weak.Pointer[lease]) {
	registry.Lock()
	for c := lo >> chunkShift; c <= (hi-1)>>chunkShift; c++ {
		s, ok := registry.m[c]
		if !ok {
			continue
		}
		switch wp {
		case s[0].wp:
			s[0], s[1] = s[1], regEntry{}
		case s[1].wp:
			s[1] = regEntry{}
		}
		if s[0].hi == 0 {
			delete(registry.m, c)
		} else {
			registry.m[c] = s
		}
	}
	registry.Unlock()
	tracked.Add(-1)
}

// leaseOf returns the live lease whose buffer holds the first byte of b.
func leaseOf(b []byte) *lease {
	if cap(b) == 0 {
		return nil
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	registry.RLock()
	s := registry.m[p>>chunkShift]
	registry.RUnlock()
	for _, e := range s {
		if e.lo <= p && p < e.hi {
			return e.wp.Value()
		}
	}
	return nil
}

// trackTree tracks d, its children and dictionary (MakeArray).
func trackTree(d *Data, depth int) {
	if d == nil || depth > maxNesting {
		return
	}
	d.track()
	for _, c := range d.Children {
		trackTree(c, depth+1)
	}
	trackTree(d.Dictionary, depth+1)
}

// maxNesting bounds trackTree on Data that nests absurdly deep or forms
// a cycle (validation rejects both).
const maxNesting = 64

// track gives d, once, a hold on the lease of each tracked buffer it
// uses; d drops them when released or collected.
func (d *Data) track() {
	for {
		old := d.state.Load()
		if old&trackedBit != 0 {
			return
		}
		if d.state.CompareAndSwap(old, old|trackedBit) {
			break
		}
	}
	var ls []*lease
next:
	for _, b := range d.Buffers {
		l := leaseOf(b)
		if l == nil {
			continue
		}
		for _, x := range ls {
			if x == l {
				continue next
			}
		}
		if l.hold() {
			ls = append(ls, l)
		}
	}
	if ls == nil {
		return
	}
	h := &holder{leases: ls, done: new(atomic.Bool)}
	ws := make([]weak.Pointer[lease], len(ls))
	for i, l := range ls {
		ws[i] = weak.Make(l)
	}
	h.clean = runtime.AddCleanup(d, collected, weakHold{ws, h.done})
	d.owner = &ownerBox{o: d.Owner(), holder: h}
}

// A holder is one Data's hold on its leases, dropped once: by Release or,
// when the Data is collected, by its cleanup.
type holder struct {
	leases []*lease
	done   *atomic.Bool
	clean  runtime.Cleanup
}

// weakHold is a holder as its cleanup sees it: weakly, so that a lease
// only this Data held is collected with it, buffer and all, in the same
// cycle.
type weakHold struct {
	ws   []weak.Pointer[lease]
	done *atomic.Bool
}

func collected(h weakHold) {
	if h.done.CompareAndSwap(false, true) {
		for _, w := range h.ws {
			if l := w.Value(); l != nil { // others hold it too
				l.drop(true)
			}
		}
	}
}

// Release tells the allocator that d is no longer used, so that the
// tracked buffers it holds (see Allocate) can be recycled. A buffer goes
// back once every Data over it (slices, views, results sharing it) is
// released or collected, and only if the last of them was released: a
// buffer whose last array was collected unreleased is left to the garbage
// collector. Release does not descend into children or the dictionary,
// which other arrays may share.
//
// After Release d must not be used, nor any Go slice taken from its
// buffers: the memory may already hold another result. Validation reports
// a released Data (rule "released"), so the kernels refuse it, and with
// QUIVER_POISON=1 a Pool fills returned buffers with 0xA5. Releasing
// twice is harmless; releasing data that holds no tracked buffer only
// marks it.
func (d *Data) Release() {
	for {
		old := d.state.Load()
		if old&releasedBit != 0 {
			return
		}
		if d.state.CompareAndSwap(old, (old|releasedBit)&^levelBits) {
			break
		}
	}
	if tracked.Load() != 0 {
		d.track() // built by NewData and never wrapped: take its buffers now
	}
	if box := d.owner; box != nil && box.holder != nil && box.holder.done.CompareAndSwap(false, true) {
		box.holder.clean.Stop()
		for _, l := range box.holder.leases {
			l.drop(false)
		}
	}
}

// Released reports whether Release was called on d.
func (d *Data) Released() bool { return d.state.Load()&releasedBit != 0 }

// Release releases the array's Data (see Data.Release).
func (a *base) Release() { a.data.Release() }

// Release releases the Data of every column (see Data.Release).
func (r *RecordBatch) Release() {
	for _, c := range r.cols {
		if c != nil && c.Data() != nil {
			c.Data().Release()
		}
	}
}

// Tracking reports whether any buffer is tracked now (see Allocate).
func Tracking() bool { return tracked.Load() != 0 }
