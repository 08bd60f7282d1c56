package kernels

import (
	"bytes"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// sinkBytes keeps a benchmark's result alive, so the copy is not elided.
var sinkBytes []byte

// BenchmarkCopyBandwidth is the yardstick of issue 14's "close to the
// machine" measure for Filter and Take (BenchmarkReadBandwidth's twin for
// writes): copy of 8 MB, the values of an int64 column of n=1M, with the
// runtime's memmove. dst=fresh copies into a new make'd buffer each time,
// as a user's call that allocates its result does (the runtime's zeroing,
// when it recycles memory, and the page faults of fresh memory included);
// dst=uninit into a new arrays.AllocBufferUninit buffer, how quiver's
// kernels allocate what they overwrite whole; dst=reused into one buffer
// allocated once (the copy alone, from cache where 8 MB fits). Its MB/s
// counts the bytes copied once; a kernel moving m bytes at "copy
// bandwidth" takes m / (MB/s).
func BenchmarkCopyBandwidth(b *testing.B) {
	const size = 8 * mega
	src := make([]byte, size)
	for i := range src {
		src[i] = byte(i)
	}
	b.Run("bytes=8M/dst=fresh", func(b *testing.B) {
		b.SetBytes(size)
		for b.Loop() {
			dst := make([]byte, size)
			copy(dst, src)
			sinkBytes = dst
		}
	})
	b.Run("bytes=8M/dst=uninit", func(b *testing.B) {
		b.SetBytes(size)
		for b.Loop() {
			dst := arrays.AllocBufferUninit(size)
			copy(dst, src)
			sinkBytes = dst
		}
	})
	b.Run("bytes=8M/dst=reused", func(b *testing.B) {
		dst := make([]byte, size)
		b.SetBytes(size)
		for b.Loop() {
			copy(dst, src)
		}
		sinkBytes = dst
	})
}

// BenchmarkWriteBandwidth is the decoders' yardstick (Unpack32,
// HybridDecode, DictDecodeTo: issue 14's parquet-go rows): how long this
// machine takes to write the 256 KB and 4 MB that a decode of 64K and 1M
// 32-bit values stores, into one buffer reused as those benchmarks reuse
// theirs, with the runtime's clear (op=clear) and memmove from a source of
// the same size (op=copy). A decoder whose output is its only large
// traffic cannot beat op=clear by much; two decoders both near it cannot
// differ by much either.
func BenchmarkWriteBandwidth(b *testing.B) {
	for _, size := range []int{256 << 10, 4 * mega} {
		dst, src := make([]byte, size), make([]byte, size)
		for i := range src {
			src[i] = byte(i)
		}
		name := fmt.Sprintf("%dK", size>>10)
		if size >= mega {
			name = fmt.Sprintf("%dM", size/mega)
		}
		b.Run("op=clear/bytes="+name, func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				clear(dst)
			}
		})
		b.Run("op=copy/bytes="+name, func(b *testing.B) {
			b.SetBytes(int64(size))
			for b.Loop() {
				copy(dst, src)
			}
		})
		sinkBytes = dst
	}
}

// BenchmarkParallelBandwidth is BenchmarkParallel's yardstick: what this
// machine's memory gives one and two goroutines. It copies the 128 MB of
// a 16M-value int64 column into a fresh arrays.AllocBufferUninit buffer
// (as a kernel's result is allocated: page faults included), each of cpu
// goroutines copying its contiguous share, and reads the same 128 MB
// (op=read: a scan for a byte that is never there). A kernel cannot scale
// from one to two goroutines further than these do: BenchmarkParallel's
// filter moves its bytes the same way.
func BenchmarkParallelBandwidth(b *testing.B) {
	const size = 128 * mega
	src := make([]byte, size)
	for i := range src {
		src[i] = byte(i%255) + 1 // never 0
	}
	split := func(cpu int, f func(lo, hi int)) {
		var wg sync.WaitGroup
		for w := range cpu {
			wg.Go(func() { f(w*size/cpu, (w+1)*size/cpu) })
		}
		wg.Wait()
	}
	for _, cpu := range []int{1, 2} {
		b.Run(fmt.Sprintf("op=copy/bytes=128M/cpu=%d", cpu), func(b *testing.B) {
			b.SetBytes(size)
			for b.Loop() {
				dst := arrays.AllocBufferUninit(size)
				split(cpu, func(lo, hi int) { copy(dst[lo:hi], src[lo:hi]) })
				sinkBytes = dst
			}
		})
		b.Run(fmt.Sprintf("op=read/bytes=128M/cpu=%d", cpu), func(b *testing.B) {
			b.SetBytes(size)
			var found atomic.Int64
			for b.Loop() {
				split(cpu, func(lo, hi int) { found.Add(int64(bytes.IndexByte(src[lo:hi], 0))) })
			}
			sink += int(found.Load())
		})
	}
}
