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
//     (WithAllocator; else arrays.DefaultAllocator) through mem, which
//     holds each tracked one (a placeholder array over it) from the moment
//     it is allocated: the arrays package forgets a tracked buffer that no
//     array takes soon, and a column's chunks are all decoded before its
//     arrays are built. When the column is built the holds are released:
//     what its arrays use stays theirs, the rest (outgrown by a larger
//     buffer, replaced by a gathered copy, left over by an error) goes
//     straight back, so that a caller that releases its batches reads
//     from recycled memory only.
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
// allocator) and keeps the holds on them in book. Uninitialized buffers
// are written in full before they are read; the padding is always zeroed.
// The copies of a mem share its book, which one goroutine uses at a time.
type mem struct {
	a    arrays.Allocator
	book *memBook // nil: no holds (the buffers are left to the collector)
}

// memBook holds the tracked buffers a column's read allocated, by first
// byte, until the column's arrays are built (release).
type memBook struct{ held map[*byte]*arrays.Data }

func newMem(a arrays.Allocator) mem { return mem{a, &memBook{}} }

// heapMem allocates on the Go heap whatever the default allocator: for
// values that never become an array (a dictionary looked up by a plain read).
var heapMem = mem{a: arrays.HeapAllocator}

func (m mem) zeroed(n int) []byte { return m.hold(arrays.Allocate(m.a, n, true)) }
func (m mem) uninit(n int) []byte { return m.hold(arrays.Allocate(m.a, n, false)) }

// hold takes a hold on b if an allocator tracks it.
func (m mem) hold(b []byte) []byte {
	if m.book == nil || cap(b) < arrays.MinTracked || !arrays.Tracking() {
		return b
	}
	d := arrays.MakeArray(arrays.NewData(arrays.Uint8Type{}, 0, [][]byte{nil, b[:0]}, nil, 0, 0)).Data()
	if m.book.held == nil {
		m.book.held = map[*byte]*arrays.Data{}
	}
	m.book.held[unsafe.SliceData(b)] = d
	return b
}

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

// discard releases the hold on b, a buffer from m (from its first byte)
// that no array holds and nothing will read again: a tracked buffer goes
// back to its allocator at once.
func (m mem) discard(b []byte) {
	if m.book == nil || cap(b) == 0 {
		return
	}
	if d, ok := m.book.held[unsafe.SliceData(b)]; ok {
		delete(m.book.held, unsafe.SliceData(b))
		d.Release()
	}
}

// release releases every hold, once the arrays built (wrapped by
// arrays.MakeArray, which takes holds of their own) hold what they use:
// the rest goes back to its allocator.
func (m mem) release() {
	if m.book == nil {
		return
	}
	for k, d := range m.book.held {
		d.Release()
		delete(m.book.held, k)
	}
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
