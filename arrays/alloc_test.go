package arrays

import (
	"bytes"
	"errors"
	"runtime"
	"sync"
	"testing"
	"time"
	"unsafe"
)

// Size classes: every request fits its class, wastes at most a quarter of
// the power of two below it, and equal classes mean equal sizes.
func TestPoolClasses(t *testing.T) {
	prev, prevSize := -1, 0
	for n := MinTracked; n < 1<<26; n += 4096 + n/97 {
		c, size, ok := classOf(n)
		if !ok || size < n || size-n > n/4+1 || classSize(c) != size || c >= numClasses {
			t.Fatalf("n=%d: class %d size %d ok %v", n, c, size, ok)
		}
		if c < prev || (c == prev && size != prevSize) || (c > prev && size <= prevSize) {
			t.Fatalf("n=%d: class %d size %d after class %d size %d", n, c, size, prev, prevSize)
		}
		prev, prevSize = c, size
	}
	if huge := uint64(1) << 50; uint64(int(huge)) == huge { // 64-bit int
		if _, _, ok := classOf(int(huge)); ok {
			t.Error("a 1 PiB request has a class")
		}
	}
}

// The Allocator contract holds for fresh and recycled buffers, zeroed or
// not, poisoned or not; small requests come from the heap, untracked.
func TestPoolContract(t *testing.T) {
	defer func(p bool) { poisonUninit = p }(poisonUninit)
	for _, poison := range []bool{false, true} {
		poisonUninit = poison // for the heap's small buffers
		p := NewPool(0)
		p.poison = poison
		for _, n := range []int{0, 100, MinTracked - 1, MinTracked, MinTracked + 1, 300_000, 1<<20 + 3, 5 << 20} {
			for round := range 2 { // the second round is recycled
				for _, zero := range []bool{false, true} {
					b := Allocate(p, n, zero)
					if len(b) != n || cap(b) != max(PaddedLen(n), Alignment) || !IsAligned(b) {
						t.Fatalf("n=%d: len %d cap %d aligned %v", n, len(b), cap(b), IsAligned(b))
					}
					for i, x := range b[:cap(b)] {
						if i >= 4096 && i < n-4096 && i%509 != 0 {
							continue // the ends and a sample of the middle
						}
						switch {
						case i >= n || zero:
							if x != 0 {
								t.Fatalf("n=%d zero=%v round %d: byte %d is %#x", n, zero, round, i, x)
							}
						case poison:
							if x != 0xa5 {
								t.Fatalf("n=%d poisoned, round %d: byte %d is %#x", n, round, i, x)
							}
						}
					}
					fill(b, 0x5a) // dirty it for the next round
					d := MakeArray(NewData(FixedSizeBinaryType{ByteWidth: 1}, n, [][]byte{nil, b}, nil, 0, 0)).Data()
					if (d.owner != nil) != (n >= MinTracked) {
						t.Fatalf("n=%d: tracked %v", n, d.owner != nil)
					}
					d.Release()
				}
			}
		}
		s := p.Stats()
		if s.Hits == 0 || s.Outstanding != 0 || s.Frees != s.Hits+s.Misses {
			t.Errorf("stats %+v", s)
		}
	}
}

// newTracked allocates n bytes from p, fills them with v and builds an
// array over them.
func newTracked(p Allocator, n int, v byte) *Data {
	b := Allocate(p, n, false)
	fill(b, v)
	return MakeArray(NewData(FixedSizeBinaryType{ByteWidth: 1}, n, [][]byte{nil, b}, nil, 0, 0)).Data()
}

func bufPtr(d *Data) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(d.Buffers[1]))) }

// Release gives a buffer back at once, but only once every array over it
// is released; the next request of its class gets it.
func TestReleaseRecycles(t *testing.T) {
	p := NewPool(0)
	d := newTracked(p, 1<<20, 1)
	s := d.Slice(10, 1000)
	v := MakeArray(NewData(Int64Type{}, 1000, d.Buffers, nil, 0, 0)).Data() // a view built from the buffers
	ptr := bufPtr(d)
	d.Release()
	d.Release() // twice: harmless
	if p.Stats().Frees != 0 {
		t.Fatal("released while a slice and a view are alive")
	}
	s.Release()
	if p.Stats().Frees != 0 {
		t.Fatal("released while a view is alive")
	}
	v.Release()
	if st := p.Stats(); st.Frees != 1 || st.Outstanding != 0 {
		t.Fatalf("not given back: %+v", st)
	}
	e := newTracked(p, 1<<20-5, 2)
	if bufPtr(e) != ptr || p.Stats().Hits != 1 {
		t.Fatal("the released buffer was not reused")
	}
	if !d.Released() || e.Released() {
		t.Fatal("Released")
	}
	var ve *ValidationError
	if err := ValidateData(d); !errors.As(err, &ve) || ve.Rule != "released" || !errors.Is(err, ErrInvalid) {
		t.Fatalf("validating a released array: %v", err)
	}
	if err := ValidateData(e); err != nil {
		t.Fatal(err)
	}
	d.MarkValidated(ValidatedFull)
	if d.Validated() != NotValidated {
		t.Fatal("a released array was marked valid")
	}
}

// waitCollected runs the collector until p has seen want buffers'
// arrays collected.
func waitCollected(t *testing.T, p *Pool, want int64) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for p.Stats().Collected < want {
		if time.Now().After(deadline) {
			t.Fatalf("after 10s: %+v, want %d collected", p.Stats(), want)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// A buffer whose arrays are all collected unreleased is left to the
// collector, not recycled (a Go slice of it may still be in use), and
// not before every array over it is unreachable, including a Data built
// over it before it was wrapped (a kernel's result in the making).
func TestCollectedNotRecycled(t *testing.T) {
	p := NewPool(0)
	var stray []byte
	func() {
		d := newTracked(p, 1<<20, 1)
		_ = d.Slice(1, 2)
		stray = d.Buffers[1] // a Go slice kept past the array
	}()
	waitCollected(t, p, 1)
	e := newTracked(p, 1<<20, 9)
	if st := p.Stats(); st.Frees != 0 || st.Hits != 0 || bytes.Count(stray, []byte{1}) != len(stray) {
		t.Fatalf("a collected buffer was recycled: %+v", st)
	}
	e.Release()

	d := newTracked(p, 1<<20, 2)
	s := d.Slice(5, 10)
	raw := NewData(d.Type, d.Length, nil, nil, 0, 0)
	raw.Buffers = append([][]byte(nil), d.Buffers...) // given after NewData, as takeViews does
	d = nil
	runtime.GC()
	runtime.GC()
	raw = MakeArray(raw).Data()
	s.Release()
	for range 5 {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if st := p.Stats(); st.Collected != 1 || st.Frees != 1 {
		t.Fatalf("%+v: given up while an array built over it is reachable", st)
	}
	raw.Release() // the last holder released: recycled
	if st := p.Stats(); st.Frees != 2 || st.Outstanding != 0 {
		t.Fatalf("%+v: not given back", st)
	}
}

// A released buffer is poisoned under QUIVER_POISON, so that a read of a
// released array shows.
func TestReleasePoisons(t *testing.T) {
	p := NewPool(0)
	p.poison = true
	d := newTracked(p, 100_000, 7)
	raw := d.Buffers[1] // the memory stays reachable: the pool holds it
	d.Release()
	for i, x := range raw {
		if x != 0xa5 {
			t.Fatalf("byte %d of a released buffer is %#x", i, x)
		}
	}
}

// A buffer no Data takes is dropped from tracking after 16 more, and left
// to the collector: a Data built over it later holds nothing.
func TestUnclaimedAbandoned(t *testing.T) {
	p := NewPool(0)
	lost := Allocate(p, MinTracked, false)
	if leaseOf(lost) == nil {
		t.Fatal("not tracked")
	}
	var keep []*Data
	for i := range len(unclaimed.ring) {
		keep = append(keep, newTracked(p, MinTracked, byte(i)))
	}
	if leaseOf(lost) != nil {
		t.Fatal("still tracked after 16 more allocations")
	}
	d := MakeArray(NewData(FixedSizeBinaryType{ByteWidth: 1}, len(lost), [][]byte{nil, lost}, nil, 0, 0)).Data()
	if d.owner != nil {
		t.Fatal("an abandoned buffer was taken")
	}
	for _, k := range keep {
		k.Release()
	}
	if st := p.Stats(); st.Frees != int64(len(keep)) || st.Outstanding != 0 {
		t.Fatalf("%+v", st)
	}
}

// WithOwner keeps d's hold; a slice of data with an owner and a hold
// gets the owner and a hold of its own.
func TestOwnerAndLeases(t *testing.T) {
	p := NewPool(0)
	owner := new(int)
	d := newTracked(p, 1<<20, 3).WithOwner(owner)
	s := d.Slice(1, 5)
	if d.Owner() != owner || s.Owner() != owner || s.owner.holder == nil || d.owner.holder == nil {
		t.Fatal("owner or leases lost")
	}
	d.WithOwner(nil)
	if d.Owner() != nil || d.owner.holder == nil {
		t.Fatal("WithOwner(nil) dropped the leases")
	}
	d.Release()
	s.Release()
	if p.Stats().Frees != 1 {
		t.Fatal("not given back")
	}
}

// SetDefaultAllocator routes Allocate(nil, ...) and restores the heap.
func TestDefaultAllocator(t *testing.T) {
	p := NewPool(0)
	if old := SetDefaultAllocator(p); old != HeapAllocator {
		t.Fatalf("default was %v", old)
	}
	defer SetDefaultAllocator(nil)
	if DefaultAllocator() != p {
		t.Fatal("not set")
	}
	d := NewData(Int8Type{}, MinTracked, [][]byte{nil, Allocate(nil, MinTracked, true)}, nil, 0, 0)
	d.Release()
	if p.Stats().Frees != 1 {
		t.Fatal("the default allocator was not used")
	}
	if SetDefaultAllocator(nil) != p || DefaultAllocator() != HeapAllocator {
		t.Fatal("not restored")
	}
}

// Goroutines allocating, slicing, releasing and dropping at once (run
// with -race): every array keeps its own bytes.
func TestPoolConcurrent(t *testing.T) {
	p := NewPool(8 << 20)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 200 {
				v := byte(g*50 + i%50)
				n := MinTracked + (i*7919)%(1<<18)
				d := newTracked(p, n, v)
				s := d.Slice(n/2, n)
				if i%3 == 0 {
					d.Release()
				}
				if i%20 == 0 {
					runtime.GC()
				}
				if got := s.Buffers[1][s.Offset : s.Offset+s.Length]; bytes.Count(got, []byte{v}) != len(got) {
					t.Errorf("goroutine %d, round %d: a byte is not %d", g, i, v)
					return
				}
				s.Release()
				if i%3 != 0 {
					d.Release()
				}
			}
		}()
	}
	wg.Wait()
	if p.Stats().Outstanding != 0 {
		t.Errorf("%+v", p.Stats())
	}
}
