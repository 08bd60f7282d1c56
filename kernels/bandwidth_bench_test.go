package kernels

import (
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
