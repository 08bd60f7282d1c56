package parquet

import (
	"sync"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// Memory of a read. Two kinds:
//
//   - Buffers that may become the returned arrays' (values, offsets,
//     validity, indices, list offsets) come from the reader's allocator
//     (WithAllocator; else arrays.DefaultAllocator) through mem. Those a read
//     allocates and does not return (outgrown by a larger one, replaced by
//     a gathered copy, left over by an error) go straight back (discard),
//     so that a caller that releases its batches reads from recycled
//     memory only.
//   - Scratch that never outlives the read (page and chunk bytes, levels,
//     dictionary indices) is recycled through the package's own pools
//     (scratchBytes, int32Bufs, pageBufs) whatever the allocator.

// WithAllocator makes the arrays a read returns take their buffers from a,
// an arrays.Pool say, instead of arrays.DefaultAllocator: a caller that
// releases each batch (arrays.RecordBatch.Release) once done with it then
// reads into recycled memory, without the page faults and zeroing of fresh
// memory. Batches dropped unreleased are freed by the garbage collector as
// usual. Buffers below arrays.MinTracked bytes come from the Go heap.
//
// RecordBatch.Release releases the columns' top-level arrays only: the
// children of nested columns and the dictionaries of dictionary columns
// go back when they are released too (Data.Release on each), which is
// safe for a batch that is a whole row group's read (ReadRowGroup, or
// Batches without a BatchSize smaller than the row group: the slices of
// one read share their children).
func WithAllocator(a arrays.Allocator) Option { return func(o *options) { o.alloc = a } }

// mem allocates buffers that may become arrays' from a (nil: the default
// allocator). Uninitialized buffers are written in full before they are
// read; the padding is always zeroed.
type mem struct{ a arrays.Allocator }

// heapMem allocates on the Go heap whatever the default allocator: for
// values that never become an array (a dictionary looked up by a plain read).
var heapMem = mem{arrays.HeapAllocator}

func (m mem) zeroed(n int) []byte { return arrays.Allocate(m.a, n, true) }
func (m mem) uninit(n int) []byte { return arrays.Allocate(m.a, n, false) }

// grow returns b with room for at least need bytes, moved to a new buffer
// (zero: its added bytes zeroed) when it has to grow; the old one is
// discarded, so the caller must hold no other use of it.
func (m mem) grow(b []byte, need int, zero bool) []byte {
	if cap(b) >= need {
		return b
	}
	var nb []byte
	if zero {
		nb = m.zeroed(max(need, 2*cap(b)))
	} else {
		nb = m.uninit(max(need, 2*cap(b)))
	}
	copy(nb, b)
	m.discard(b)
	return nb[:len(b)]
}

// discard gives back a buffer from m that no array holds and nothing
// will read again: an allocator's tracked buffer goes back to it at once
// (through a throwaway Data released over it: the one way the arrays
// package takes back a buffer no array has taken). Buffers of the Go heap
// are left to the collector.
func (m mem) discard(b []byte) {
	if cap(b) < arrays.MinTracked || !arrays.Tracking() {
		return
	}
	arrays.NewData(arrays.Uint8Type{}, 0, [][]byte{nil, b[:0]}, nil, 0, 0).Release()
}

// scratchBytes recycles the byte scratch of reads (a chunk's pages read
// from an io.ReaderAt), one pool per power of two of capacity, so that a
// request is served by a buffer at most twice its size.
var scratchBytes [48]sync.Pool

// getScratch returns n bytes of scratch with unspecified contents.
func getScratch(n int) []byte {
	if n == 0 {
		return nil
	}
	c := classOfScratch(n)
	if p, ok := scratchBytes[c].Get().(*[]byte); ok && cap(*p) >= n {
		return (*p)[:n]
	}
	return make([]byte, n, 1<<c)
}

// putScratch gives b, from getScratch, back; the caller keeps no use of it.
func putScratch(b []byte) {
	if cap(b) == 0 || cap(b)&(cap(b)-1) != 0 {
		return
	}
	c := classOfScratch(cap(b))
	scratchBytes[c].Put(&b)
}

// classOfScratch is the smallest c with 1<<c >= n.
func classOfScratch(n int) int {
	c := 0
	for 1<<c < n {
		c++
	}
	return c
}

// holds reports whether the array tree d uses memory of b (any buffer
// starting inside b's capacity).
func holds(d *arrays.Data, b []byte, depth int) bool {
	if d == nil || cap(b) == 0 || depth > 64 {
		return false
	}
	lo := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	hi := lo + uintptr(cap(b))
	for _, x := range d.Buffers {
		if cap(x) == 0 {
			continue
		}
		if p := uintptr(unsafe.Pointer(unsafe.SliceData(x))); lo <= p && p < hi {
			return true
		}
	}
	for _, c := range d.Children {
		if holds(c, b, depth+1) {
			return true
		}
	}
	return holds(d.Dictionary, b, depth+1)
}

// recycle discards the buffers of the chunks that the result (nil: none,
// after an error) does not hold: a dense copy's source, a validity bitmap
// with no null in it, the rest of a failed read.
func (a *assembler) recycle(result arrays.Array) {
	if !arrays.Tracking() {
		return
	}
	var d *arrays.Data
	if result != nil {
		d = result.Data()
	}
	// Each buffer once: a second discard could release the buffer's next
	// user's lease.
	seen := map[*byte]bool{}
	for _, c := range a.chunks {
		if c == nil {
			continue
		}
		bufs := [][]byte{c.valid, c.idxBuf}
		for _, v := range []*values{c.vals, c.dict} {
			if v != nil {
				bufs = append(bufs, v.fixed, v.offsBuf, v.data)
			}
		}
		for _, b := range bufs {
			if cap(b) < arrays.MinTracked || seen[unsafe.SliceData(b)] {
				continue
			}
			seen[unsafe.SliceData(b)] = true
			if !holds(d, b, 0) {
				c.m.discard(b)
			}
		}
	}
}
