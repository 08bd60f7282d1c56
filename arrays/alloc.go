package arrays

import (
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
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
// more from an allocator other than HeapAllocator is tracked: every Data
// over it (or over any part of it) that is wrapped by MakeArray, sliced,
// viewed or released holds it, and it goes back to a.Free once each of
// them is released or unreachable. A Data from NewData holds nothing
// until then, so wrap it before building other Data over its buffers,
// and promptly: a tracked buffer that no Data took after 64 more tracked
// allocations is dropped from tracking and left to the garbage collector.
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
// is released the buffer goes back at once; when the last one is
// collected it waits, pending, for one more collection (a Data a kernel
// is building over it may take it again meanwhile), then goes back.
type lease struct {
	alloc  Allocator
	buf    []byte
	lo, hi uintptr // buf[:cap(buf)]

	mu    sync.Mutex
	state leaseState
	refs  int
	gen   int64 // the collection count when it became pending
}

type leaseState uint8

const (
	leaseFresh     leaseState = iota // allocated, no Data holds it yet
	leaseHeld                        // refs Data hold it
	leasePending                     // the last holder was collected
	leaseReturned                    // back with its allocator
	leaseAbandoned                   // never taken; left to the garbage collector
)

// unclaimed keeps fresh leases until a Data takes them; it is bounded,
// so that buffers lost on an error path are left to the collector instead
// of piling up.
var unclaimed struct {
	sync.Mutex
	ring [64]*lease
	next int
}

func track(a Allocator, b []byte) {
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	l := &lease{alloc: a, buf: b, lo: lo, hi: lo + uintptr(cap(b))}
	register(l)
	gcWatch.Do(watchGC)
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
	unregister(l)
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
	case leaseHeld, leasePending:
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
	if collected {
		l.state = leasePending
		l.gen = gcCount.Load()
		l.mu.Unlock()
		pending.Lock()
		pending.l = append(pending.l, l)
		pending.Unlock()
		return
	}
	l.state = leaseReturned
	l.mu.Unlock()
	l.giveBack()
}

func (l *lease) giveBack() {
	unregister(l)
	l.alloc.Free(l.buf)
}

// pending lists leases whose last holder was collected.
var pending struct {
	sync.Mutex
	l []*lease
}

// gcCount counts collections, seen through a cleanup that re-arms itself.
var (
	gcCount atomic.Int64
	gcWatch sync.Once
)

func watchGC() { runtime.AddCleanup(new(int64), onGC, 0) }

// onGC runs after each collection: it gives back the pending leases that
// have waited a whole collection.
func onGC(int) {
	g := gcCount.Add(1)
	watchGC()
	pending.Lock()
	var back []*lease
	keep := pending.l[:0]
	for _, l := range pending.l {
		l.mu.Lock()
		switch {
		case l.state != leasePending: // taken again, or listed twice
		case l.gen < g-1:
			l.state = leaseReturned
			back = append(back, l)
		default:
			keep = append(keep, l)
		}
		l.mu.Unlock()
	}
	clear(pending.l[len(keep):])
	pending.l = keep
	pending.Unlock()
	for _, l := range back {
		l.giveBack()
	}
}

// The registry maps the memory of tracked buffers to their leases, in
// chunks of MinTracked bytes (a chunk meets at most two tracked buffers,
// each at least a chunk long), so that a Data finds the lease of any
// buffer it has, however sliced.
var registry struct {
	sync.RWMutex
	m map[uintptr][2]*lease
}

// tracked counts registered buffers: MakeArray and Slice look buffers up
// only when it is not zero.
var tracked atomic.Int64

const chunkShift = 16 // log2(MinTracked)

func register(l *lease) {
	registry.Lock()
	if registry.m == nil {
		registry.m = make(map[uintptr][2]*lease)
	}
	for c := l.lo >> chunkShift; c <= (l.hi-1)>>chunkShift; c++ {
		s := registry.m[c]
		if s[0] == nil {
			s[0] = l
		} else {
			s[1] = l
		}
		registry.m[c] = s
	}
	registry.Unlock()
	tracked.Add(1)
}

func unregister(l *lease) {
	registry.Lock()
	for c := l.lo >> chunkShift; c <= (l.hi-1)>>chunkShift; c++ {
		s := registry.m[c]
		switch l {
		case s[0]:
			s[0], s[1] = s[1], nil
		case s[1]:
			s[1] = nil
		}
		if s[0] == nil {
			delete(registry.m, c)
		} else {
			registry.m[c] = s
		}
	}
	registry.Unlock()
	tracked.Add(-1)
}

// leaseOf returns the lease whose buffer holds the first byte of b.
func leaseOf(b []byte) *lease {
	if cap(b) == 0 {
		return nil
	}
	p := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	registry.RLock()
	s := registry.m[p>>chunkShift]
	registry.RUnlock()
	for _, l := range s {
		if l != nil && l.lo <= p && p < l.hi {
			return l
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
	h := &ownerBox{o: d.Owner(), holder: &holder{leases: ls}}
	h.holder.clean = runtime.AddCleanup(d, (*holder).collected, h.holder)
	d.owner = h
}

// A holder is one Data's hold on its leases, dropped once: by Release or,
// when the Data is collected, by its cleanup.
type holder struct {
	leases []*lease
	done   atomic.Bool
	clean  runtime.Cleanup
}

func (h *holder) collected() {
	if h.done.CompareAndSwap(false, true) {
		for _, l := range h.leases {
			l.drop(true)
		}
	}
}

// Release tells the allocator that d is no longer used, so that the
// tracked buffers it holds (see Allocate) can be recycled at once instead
// of after d is collected. A buffer goes back when every Data over it
// (slices, views, results sharing it) is released or collected. Release
// does not descend into children or the dictionary, which other arrays
// may share; their buffers go back when they are collected.
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
