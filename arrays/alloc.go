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
// each slice or view of it) is released (Data.Release) or unreachable.
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

// HeapAllocator allocates on the Go heap and recycles nothing, as quiver
// did before allocators existed. It is the default.
var HeapAllocator Allocator = heapAllocator{}

// defaultAllocator is what Allocate uses for a nil Allocator.
var defaultAllocator atomic.Pointer[Allocator]

// SetDefaultAllocator makes a the allocator of every kernel call that does
// not pass one, and returns the previous default; nil restores
// HeapAllocator. A Pool as the default recycles the results of a whole
// program: do it only where results are kept as arrays (a Go slice taken
// from Values does not keep a buffer from being recycled; see Data.Release).
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
// more from an allocator other than HeapAllocator is tracked: the Data
// that NewData builds over it (or over any part of it) hold it, and it
// goes back to a.Free when the last of them is released or unreachable.
// Build the Data promptly: a tracked buffer no Data has taken after 64
// more tracked allocations is dropped from tracking and left to the
// garbage collector.
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

// A lease tracks one buffer an Allocator handed out. It is reachable from
// the ownerBox of every Data holding it (and from the unclaimed list until
// the first Data takes it); a cleanup gives the buffer back when it
// becomes unreachable, Release does so at once when the last holder is
// released and nothing else shares it.
type lease struct {
	alloc  Allocator
	buf    []byte
	lo, hi uintptr // buf[:cap(buf)]

	mu     sync.Mutex
	state  leaseState
	refs   int  // Data holding the lease and not released
	pinned bool // shared in a way no count follows: only the collector may free it
	clean  runtime.Cleanup
}

type leaseState uint8

const (
	leaseFresh     leaseState = iota // allocated, no Data holds it yet
	leaseHeld                        // some Data holds (or held) it
	leaseReturned                    // back with its allocator
	leaseAbandoned                   // never taken; left to the garbage collector
)

// reclaim gives a buffer back; the cleanup of an unreachable lease runs
// it with a copy of the lease's fields (the lease itself is gone).
type reclaim struct {
	alloc  Allocator
	buf    []byte
	lo, hi uintptr
	wp     weak.Pointer[lease]
}

func (r reclaim) run() {
	unregister(r.lo, r.hi, r.wp)
	r.alloc.Free(r.buf)
}

// unclaimed keeps fresh leases reachable until a Data takes them, so that
// the collector cannot give a buffer back while a kernel is still writing
// it; it is bounded, so that buffers lost on an error path are left to
// the collector instead of piling up.
var unclaimed struct {
	sync.Mutex
	ring [64]*lease
	next int
}

func track(a Allocator, b []byte) {
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	l := &lease{alloc: a, buf: b, lo: lo, hi: lo + uintptr(cap(b))}
	wp := weak.Make(l)
	l.clean = runtime.AddCleanup(l, reclaim.run, reclaim{a, b, l.lo, l.hi, wp})
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
	l.state = leaseAbandoned
	l.mu.Unlock()
	l.clean.Stop()
	unregister(l.lo, l.hi, weak.Make(l))
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
		l.state = leaseHeld
	case leaseHeld:
	default:
		return false
	}
	l.refs++
	return true
}

// pin marks a held lease as shared beyond the counts: Release will not
// give it back; the collector will, once nothing reaches it.
func (l *lease) pin() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.state == leaseHeld {
		l.pinned = true
	}
	return l.pinned
}

// release drops a holder and gives the buffer back when it was the last.
func (l *lease) release() {
	l.mu.Lock()
	if l.state != leaseHeld {
		l.mu.Unlock()
		return
	}
	l.refs--
	if l.refs > 0 || l.pinned {
		l.mu.Unlock()
		return
	}
	l.state = leaseReturned
	l.mu.Unlock()
	l.clean.Stop() // l is reachable here, so its cleanup has not been queued
	reclaim{l.alloc, l.buf, l.lo, l.hi, weak.Make(l)}.run()
}

// The registry maps the memory of tracked buffers to their leases, in
// chunks of MinTracked bytes (a chunk meets at most two tracked buffers,
// each at least a chunk long), so that NewData finds the lease of any
// buffer it is given, however sliced.
type regEntry struct {
	lo, hi uintptr
	wp     weak.Pointer[lease]
}

var registry struct {
	sync.RWMutex
	m map[uintptr][2]regEntry
}

// tracked counts registered buffers: NewData looks buffers up only when
// it is not zero.
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
		if s[0].hi == 0 {
			s[0] = e
		} else {
			s[1] = e
		}
		registry.m[c] = s
	}
	registry.Unlock()
	tracked.Add(1)
}

func unregister(lo, hi uintptr, wp weak.Pointer[lease]) {
	registry.Lock()
	for c := lo >> chunkShift; c <= (hi-1)>>chunkShift; c++ {
		s := registry.m[c]
		switch {
		case s[0].wp == wp:
			s[0], s[1] = s[1], regEntry{}
		case s[1].wp == wp:
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

// track gives d a hold on the lease of each tracked buffer it uses.
func (d *Data) track() {
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
	if ls != nil {
		d.owner = &ownerBox{leases: ls}
	}
}

// Release tells the allocator that d is no longer used, so that the
// tracked buffers it holds (see Allocate) can be recycled at once instead
// of when d becomes unreachable. A buffer goes back when every Data built
// over it (slices, views, results sharing it) is released, or when the
// last of those not released becomes unreachable. Release does not
// descend into children or the dictionary, which other arrays may share;
// their buffers go back when they become unreachable.
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
	if box := d.owner; box != nil {
		for _, l := range box.leases {
			l.release()
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

// listAnchor keeps the leases of a Buffers list reachable from the list's
// backing array (see AnchorBuffers).
type listAnchor struct{ leases []*lease }

// AnchorBuffers makes the buffers list bufs, which holds buffers of
// existing arrays and may be given to a Data after NewData (so that
// NewData could not take them), keep their tracked buffers from being
// recycled while the list is reachable, and returns it. It stores the
// reference in the list's backing array past its length, so bufs must
// have a spare slot (cap(bufs) > len(bufs)); the result has
// cap == len, so that appending never overwrites that slot.
func AnchorBuffers(bufs [][]byte) [][]byte {
	n := len(bufs)
	if tracked.Load() == 0 || cap(bufs) == n {
		return bufs
	}
	var ls []*lease
	for _, b := range bufs {
		if l := leaseOf(b); l != nil && l.pin() {
			ls = append(ls, l)
		}
	}
	if ls != nil {
		a := &listAnchor{ls}
		bufs[:n+1][n] = unsafe.Slice((*byte)(unsafe.Pointer(a)), 0)
	}
	return bufs[:n:n]
}
