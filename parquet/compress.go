package parquet

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/zstd"
	"github.com/pierrec/lz4/v4"
)

// Page decompression. The codecs come from libraries made for the job:
// klauspost/compress (snappy through s2, which decodes snappy blocks; gzip,
// which reads concatenated members; zstd), pierrec/lz4 and
// andybalholm/brotli.
//
// A page header states the decompressed size. The block codecs (snappy,
// LZ4) cannot expand by more than a fixed factor, so that size is checked
// against the compressed size before anything is allocated; the stream
// codecs (gzip, zstd, brotli) can legitimately expand far more, so their
// output buffer grows only as output actually arrives, and more output
// than declared is an error.

// maxPageSize is the format's own bound on a page: its sizes are i32.
// Limits.PageBytes may set a smaller one for reading.
const maxPageSize = math.MaxInt32

var zstdPool = sync.Pool{New: func() any {
	d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
	if err != nil {
		return err
	}
	return d
}}

// zstdAll is the decoder for whole frames (DecodeAll is safe for
// concurrent use); its memory bound is maxPageSize. zstdAllNoSum skips
// the frames' content checksums (SkipChecksums): an xxhash64 of every
// decompressed byte, a fifth of the time of a page that barely compresses.
var (
	zstdAll = sync.OnceValues(func() (*zstd.Decoder, error) {
		return zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxMemory(maxPageSize))
	})
	zstdAllNoSum = sync.OnceValues(func() (*zstd.Decoder, error) {
		return zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxMemory(maxPageSize), zstd.IgnoreChecksum(true))
	})
)

// pageCodec is a column chunk's codec and whether the checksums a codec
// carries in its own framing (zstd's) are skipped.
type pageCodec struct {
	Codec
	skipSums bool
	maxPage  int // Limits.PageBytes; 0: maxPageSize
}

// decompress is decompress under pc, refusing a page past pc.maxPage.
func (pc pageCodec) decompress(dst, src []byte, n int) ([]byte, error) {
	if max := pc.maxPage; max > 0 && n > max {
		return nil, unsupportedf("page decompresses to %d bytes, more than the %d of Limits.PageBytes", n, max)
	}
	if pc.Codec == Zstd && pc.skipSums {
		if out, ok, err := zstdWhole(zstdAllNoSum, dst, src, n); ok {
			return out, err
		}
	}
	return decompress(pc.Codec, dst, src, n)
}

// zstdWhole decodes a frame that states its size, equal to the page's,
// in one call into a buffer of that size; ok is false, having done
// nothing, for other frames (they stream).
func zstdWhole(dec func() (*zstd.Decoder, error), dst, src []byte, n int) (out []byte, ok bool, err error) {
	var h zstd.Header
	if h.Decode(src) != nil || !h.HasFCS || h.FrameContentSize != uint64(n) {
		return nil, false, nil
	}
	d, err := dec()
	if err != nil {
		return nil, false, nil
	}
	out, err = d.DecodeAll(src, grow(dst, n)[:0])
	if err != nil {
		return nil, true, malformedf("zstd: %v", err)
	}
	if len(out) != n {
		return nil, true, malformedf("zstd stream decodes to %d bytes, the page header says %d", len(out), n)
	}
	return out, true, nil
}

// decompress returns the n-byte decompressed form of src under codec c,
// checking the checksums the codec's framing carries. dst is reused when
// it has room.
func decompress(c Codec, dst, src []byte, n int) ([]byte, error) {
	if n < 0 || n > maxPageSize {
		return nil, malformedf("decompressed page size %d outside 0..%d", n, maxPageSize)
	}
	switch c {
	case Uncompressed:
		if len(src) != n {
			return nil, malformedf("uncompressed page of %d bytes declares %d", len(src), n)
		}
		return src, nil
	case Snappy:
		dl, err := s2.DecodedLen(src)
		if err != nil {
			return nil, malformedf("snappy: %v", err)
		}
		if dl != n {
			return nil, malformedf("snappy block decodes to %d bytes, the page header says %d", dl, n)
		}
		out, err := s2.Decode(grow(dst, n), src)
		if err != nil {
			return nil, malformedf("snappy: %v", err)
		}
		return out, nil
	case LZ4Raw:
		return lz4Block(dst, src, n)
	case LZ4:
		return lz4Hadoop(dst, src, n)
	case Gzip:
		zr, err := gzip.NewReader(bytes.NewReader(src))
		if err != nil {
			return nil, malformedf("gzip: %v", err)
		}
		return readLimited(zr, dst, n, len(src), "gzip")
	case Zstd:
		if out, ok, err := zstdWhole(zstdAll, dst, src, n); ok {
			return out, err
		}
		v := zstdPool.Get()
		d, ok := v.(*zstd.Decoder)
		if !ok {
			return nil, fmt.Errorf("parquet: zstd decoder: %v", v)
		}
		defer zstdPool.Put(d)
		if err := d.Reset(bytes.NewReader(src)); err != nil {
			return nil, malformedf("zstd: %v", err)
		}
		out, err := readLimited(d, dst, n, len(src), "zstd")
		d.Reset(nil)
		return out, err
	case Brotli:
		return readLimited(brotli.NewReader(bytes.NewReader(src)), dst, n, len(src), "brotli")
	case LZO:
		return nil, unsupportedf("codec LZO (no maintained Go implementation)")
	}
	return nil, unsupportedf("codec %s", c)
}

func grow(b []byte, n int) []byte {
	if cap(b) >= n {
		return b[:n]
	}
	return make([]byte, n)
}

// readLimited reads exactly n bytes from r, growing its buffer as output
// arrives, and fails if r has fewer or more.
func readLimited(r io.Reader, dst []byte, n, srcLen int, codec string) ([]byte, error) {
	start := min(n, 4*srcLen+4096)
	out := dst[:0]
	if cap(out) < start {
		out = make([]byte, 0, start)
	}
	for len(out) < n {
		if len(out) == cap(out) {
			nb := make([]byte, len(out), min(2*cap(out)+4096, n))
			copy(nb, out)
			out = nb
		}
		m, err := r.Read(out[len(out):min(cap(out), n)])
		out = out[:len(out)+m]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, malformedf("%s: %v", codec, err)
		}
	}
	if len(out) != n {
		return nil, malformedf("%s stream decodes to %d bytes, the page header says %d", codec, len(out), n)
	}
	var one [1]byte
	if m, _ := io.ReadFull(r, one[:]); m != 0 {
		return nil, malformedf("%s stream decodes to more than the %d bytes the page header says", codec, n)
	}
	return out, nil
}

// lz4MaxRatio: an LZ4 block expands at most about 255 times.
const lz4MaxRatio = 255

func lz4Block(dst, src []byte, n int) ([]byte, error) {
	if n > lz4MaxRatio*len(src)+16 {
		return nil, malformedf("lz4 block of %d bytes cannot decode to the %d the page header says", len(src), n)
	}
	out := grow(dst, n)
	m, err := lz4.UncompressBlock(src, out)
	if err != nil {
		return nil, malformedf("lz4: %v", err)
	}
	if m != n {
		return nil, malformedf("lz4 block decodes to %d bytes, the page header says %d", m, n)
	}
	return out, nil
}

// lz4Hadoop decodes the LZ4 codec: Hadoop's framing (big-endian
// decompressed and compressed sizes before each block) as parquet-mr and
// Arrow write it, falling back, as Arrow C++ does, to a bare LZ4 block and
// then to the LZ4 frame format written by some old writers.
func lz4Hadoop(dst, src []byte, n int) ([]byte, error) {
	if out, ok := tryHadoop(dst, src, n); ok {
		return out, nil
	}
	if out, err := lz4Block(dst, src, n); err == nil {
		return out, nil
	}
	out, err := readLimited(lz4.NewReader(bytes.NewReader(src)), dst, n, len(src), "lz4 frame")
	if err != nil {
		return nil, malformedf("LZ4 page is neither Hadoop-framed, a raw block nor an LZ4 frame: %v", errors.Unwrap(err))
	}
	return out, nil
}

func tryHadoop(dst, src []byte, n int) ([]byte, bool) {
	out := grow(dst, n)[:0]
	for len(src) > 0 {
		if len(src) < 8 {
			return nil, false
		}
		dl64 := int64(binary.BigEndian.Uint32(src)) // int64: int(uint32) wraps on 32-bit
		cl64 := int64(binary.BigEndian.Uint32(src[4:]))
		src = src[8:]
		if cl64 > int64(len(src)) || dl64 > int64(n-len(out)) {
			return nil, false
		}
		dl, cl := int(dl64), int(cl64)
		m, err := lz4.UncompressBlock(src[:cl], out[len(out):len(out)+dl])
		if err != nil || m != dl {
			return nil, false
		}
		out = out[:len(out)+dl]
		src = src[cl:]
	}
	return out, len(out) == n
}
