package arrays

import (
	"bytes"
	"runtime"
	"testing"
	"unsafe"
)

// FuzzAllocLifetimes runs sequences of allocations, slices, views,
// releases, drops and collections over a small Pool and checks after
// each step that no live array aliases another allocation's memory or a
// free buffer of the pool, and that every live array still holds its own
// bytes (recycled buffers are poisoned, so a buffer given back too early
// shows at once).
func FuzzAllocLifetimes(f *testing.F) {
	f.Add([]byte{0, 10, 1, 0, 2, 0, 0, 20, 5, 3, 0})
	f.Add([]byte{0, 1, 0, 2, 4, 0, 2, 1, 2, 0, 5, 0, 9, 0})
	f.Add([]byte{0, 200, 6, 0, 2, 0, 5, 0, 0, 200, 7, 1, 2, 1, 3, 0, 5})
	f.Fuzz(func(t *testing.T, ops []byte) {
		p := NewPool(2 << 20)
		p.poison = true
		type rec struct {
			d   *Data
			tag byte // every byte of d's slots
			id  int  // the allocation d's memory comes from
		}
		var live []rec
		next := byte(1)
		gcs := 0
		arg := func(i int) int {
			if i < len(ops) {
				return int(ops[i])
			}
			return 0
		}
		for i := 0; i < len(ops) && i < 64; i += 2 {
			op, x := ops[i]%8, arg(i+1)
			pick := func() int { return x % len(live) }
			switch {
			case op == 0 || len(live) == 0: // allocate and fill
				if next == 0xa5 {
					next++ // the poison byte tells released memory
				}
				if next == 0 {
					return
				}
				n := MinTracked + x*256
				b := Allocate(p, n, x%3 == 0)
				fill(b, next)
				d := NewData(FixedSizeBinaryType{ByteWidth: 1}, n, [][]byte{nil, b}, nil, 0, 0)
				if x%2 == 0 { // else d takes it when sliced, viewed or released
					d = MakeArray(d).Data()
				}
				live = append(live, rec{d, next, int(next)})
				next++
			case op == 1: // slice
				r := live[pick()]
				lo := x * 7 % (r.d.Length + 1)
				live = append(live, rec{r.d.Slice(lo, lo+(r.d.Length-lo)/2), r.tag, r.id})
			case op == 2: // release (the array leaves the list: it must not be read)
				j := pick()
				live[j].d.Release()
				live = append(live[:j], live[j+1:]...)
			case op == 3: // drop without release
				j := pick()
				live = append(live[:j], live[j+1:]...)
			case op == 4: // a view built from the buffers, as an extension's storage is
				r := live[pick()]
				v := NewData(FixedSizeBinaryType{ByteWidth: 1}, r.d.Length, r.d.Buffers, nil, 0, r.d.Offset)
				v.inherit(r.d)
				v = MakeArray(v).Data()
				live = append(live, rec{v, r.tag, r.id})
			case op == 5: // collect (a couple per input: they are slow)
				if gcs < 2 {
					gcs++
					runtime.GC()
					runtime.GC()
				}
			case op == 6: // a view with the buffers sliced
				r := live[pick()]
				MakeArray(r.d) // wrapped before its buffers are shared (see Allocate)
				cut := min(x*64, r.d.Offset+r.d.Length)
				v := MakeArray(NewData(FixedSizeBinaryType{ByteWidth: 1}, r.d.Offset+r.d.Length-cut, [][]byte{nil, r.d.Buffers[1][cut:]}, nil, 0, 0)).Data()
				live = append(live, rec{v, r.tag, r.id})
			case op == 7: // buffers given after NewData, as a kernel's takeViews does
				r := live[pick()]
				MakeArray(r.d) // a kernel's argument is an array
				v := NewData(r.d.Type, r.d.Length, nil, nil, 0, r.d.Offset)
				v.Buffers = append([][]byte(nil), r.d.Buffers...)
				live = append(live, rec{MakeArray(v).Data(), r.tag, r.id})
			}
			checkLive(t, p, len(live), func(k int) (*Data, byte, int) { return live[k].d, live[k].tag, live[k].id })
		}
		runtime.KeepAlive(live)
	})
}

// checkLive checks n live arrays, each given with its tag and allocation.
func checkLive(t *testing.T, p *Pool, n int, at func(int) (*Data, byte, int)) {
	t.Helper()
	type span struct {
		lo, hi uintptr
		id     int
	}
	spans := make([]span, 0, n)
	p.mu.Lock()
	var free []span
	for _, l := range p.free {
		for _, b := range l {
			lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
			free = append(free, span{lo, lo + uintptr(cap(b)), -1})
		}
	}
	p.mu.Unlock()
	for k := range n {
		d, tag, id := at(k)
		got := d.Buffers[1][d.Offset : d.Offset+d.Length]
		if c := bytes.Count(got, []byte{tag}); c != len(got) {
			t.Fatalf("array %d (allocation %d): %d of %d bytes changed (first %#x)", k, id, len(got)-c, len(got), got[bytes.IndexFunc(got, func(r rune) bool { return r != rune(tag) })])
		}
		if len(got) == 0 {
			continue
		}
		lo := uintptr(unsafe.Pointer(unsafe.SliceData(got)))
		s := span{lo, lo + uintptr(len(got)), id}
		for _, o := range append(spans, free...) {
			if o.id != id && s.lo < o.hi && o.lo < s.hi {
				t.Fatalf("array %d (allocation %d) overlaps allocation %d (-1: a free buffer)", k, id, o.id)
			}
		}
		spans = append(spans, s)
	}
}
