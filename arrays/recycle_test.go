package arrays

import (
	"runtime"
	"sync"
	"testing"
	"time"
	"unsafe"
)

// collect runs enough collections for finalizers queued by the first to
// have run.
func collect() {
	for range 3 {
		runtime.GC()
		runtime.Gosched()
	}
	// finalizers run on their own goroutine: wait until the queue drains
	done := make(chan struct{})
	x := new([64]byte)
	runtime.SetFinalizer(x, func(*[64]byte) { close(done) })
	x = nil
	for {
		runtime.GC()
		select {
		case <-done:
			return
		default:
			runtime.Gosched()
		}
	}
}

func span(b []byte) (lo, hi uintptr) {
	lo = uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	return lo, lo + uintptr(cap(b))
}

func withRecycling(t *testing.T, limit int) {
	old := SetHeapRecycling(limit)
	t.Cleanup(func() { SetHeapRecycling(old) })
}

func TestHeapRecyclingReuses(t *testing.T) {
	withRecycling(t, 8<<20)
	const n = 200 << 10
	b := AllocBufferUninit(n)
	if len(b) != n || cap(b) != PaddedLen(n) || !IsAligned(b) {
		t.Fatalf("len %d cap %d aligned %v", len(b), cap(b), IsAligned(b))
	}
	lo, _ := span(b)
	for i := range b {
		b[i] = 7
	}
	b = nil
	r := HeapRecycling().Returned
	runtime.GC() // one collection: a second and third would age it out
	for i := 0; i < 2000 && HeapRecycling().Returned == r; i++ {
		time.Sleep(time.Millisecond)
	}
	h := HeapRecycling().Hits
	z := AllocBuffer(n - 100) // same class, zeroed
	if HeapRecycling().Hits != h+1 {
		t.Fatalf("the dropped buffer was not recycled: %+v", HeapRecycling())
	}
	if l, _ := span(z); l != lo {
		t.Fatalf("recycled buffer at %#x, dropped one at %#x", l, lo)
	}
	for i, v := range z[:cap(z)] {
		if v != 0 {
			t.Fatalf("recycled AllocBuffer byte %d = %d, want 0", i, v)
		}
	}
	u := AllocBufferUninit(n)
	for i, v := range u[n:cap(u)] {
		if v != 0 {
			t.Fatalf("padding byte %d = %d, want 0", n+i, v)
		}
	}
	runtime.KeepAlive(z)
}

// TestHeapRecyclingNeverWhileReachable keeps a small slice of, or a
// string over, a dropped buffer's bytes alive: the buffer must not come
// back while they are, and the bytes must stay unchanged.
func TestHeapRecyclingNeverWhileReachable(t *testing.T) {
	withRecycling(t, 8<<20)
	const n = 100 << 10
	for _, keep := range []string{"slice", "string"} {
		b := AllocBufferUninit(n)
		for i := range b {
			b[i] = byte(i)
		}
		lo, hi := span(b)
		var tail []byte
		var str string
		if keep == "slice" {
			tail = b[n-10 : n-5]
		} else {
			str = unsafe.String(&b[n/2], 8)
		}
		b = nil
		for round := range 4 {
			collect()
			var got [][]byte
			for range 8 {
				x := AllocBufferUninit(n)
				xl, xh := span(x)
				if xl < hi && lo < xh {
					t.Fatalf("%s kept alive, round %d: buffer [%#x,%#x) handed out again over [%#x,%#x)", keep, round, xl, xh, lo, hi)
				}
				for i := range x {
					x[i] = 0xEE
				}
				got = append(got, x)
			}
			if keep == "slice" && (tail[0] != byte((n-10)%256) || tail[4] != byte((n-6)%256)) {
				t.Fatalf("kept slice changed: %v", tail)
			}
			if keep == "string" && str[0] != byte((n/2)%256) {
				t.Fatalf("kept string changed: %q", str)
			}
			runtime.KeepAlive(got)
		}
		runtime.KeepAlive(tail)
		runtime.KeepAlive(str)
	}
}

func TestHeapRecyclingCapAndOff(t *testing.T) {
	withRecycling(t, 1<<20)
	var keep [][]byte
	for range 12 {
		keep = append(keep, AllocBufferUninit(128<<10))
	}
	if c := HeapRecycling().Circulating; c > 1<<20 {
		t.Fatalf("%d bytes circulate, cap 1 MiB", c)
	}
	keep = nil
	collect()
	SetHeapRecycling(0)
	p := HeapRecycling().Plain
	m := HeapRecycling().Misses
	h := HeapRecycling().Hits
	x := AllocBufferUninit(128 << 10)
	if s := HeapRecycling(); s.Hits != h || s.Misses != m || s.Plain != p {
		t.Fatalf("recycling off still served: %+v", s)
	}
	if s := HeapRecycling(); s.Circulating != 0 {
		t.Fatalf("recycling off keeps %d bytes", s.Circulating)
	}
	runtime.KeepAlive(x)
	runtime.KeepAlive(keep)
}

func TestHeapRecyclingAges(t *testing.T) {
	withRecycling(t, 8<<20)
	for range 4 {
		_ = AllocBufferUninit(300 << 10)
	}
	collect() // back on the free lists
	for range 4 {
		collect()
	}
	if c := HeapRecycling().Circulating; c != 0 {
		t.Fatalf("%d bytes still kept after idle collections", c)
	}
}

// TestHeapRecyclingConcurrent hammers the recycler from several
// goroutines, each checking its buffers keep what it wrote (run with
// -race as well).
func TestHeapRecyclingConcurrent(t *testing.T) {
	withRecycling(t, 4<<20)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var live [][]byte
			for i := range 200 {
				b := AllocBufferUninit(64<<10 + (i%7)*10000)
				fill(b, byte(g))
				live = append(live, b)
				if len(live) > 3 {
					for _, v := range live[0] {
						if v != byte(g) {
							t.Errorf("goroutine %d: a live buffer changed", g)
							return
						}
					}
					live = live[1:]
				}
				if i%50 == 0 {
					runtime.GC()
				}
			}
		}()
	}
	wg.Wait()
}
