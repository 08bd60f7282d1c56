package parquet

import (
	"bytes"
	"runtime"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/s2"
	"github.com/klauspost/compress/zstd"
	"github.com/pierrec/lz4/v4"
)

// Page compression for the writer, with the libraries compress.go reads
// with. A level of 0 means the codec's default. LZ4 with Hadoop framing
// and LZO are not written (the format deprecates the first; nothing in
// Go writes the second); LZ4_RAW is the LZ4 Parquet asks for.

// zstdEncoders caches one encoder per level: EncodeAll is safe for
// concurrent use and an encoder is costly to build. It holds GOMAXPROCS
// block encoders, so that pages compressed side by side (Concurrency) do
// not wait for one.
var zstdEncoders sync.Map // zstd.EncoderLevel -> *zstd.Encoder

func zstdEncoder(level int) (*zstd.Encoder, error) {
	l := zstd.SpeedDefault
	if level != 0 {
		l = zstd.EncoderLevelFromZstd(level)
	}
	if e, ok := zstdEncoders.Load(l); ok {
		return e.(*zstd.Encoder), nil
	}
	e, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(l), zstd.WithEncoderConcurrency(runtime.GOMAXPROCS(0)), zstd.WithZeroFrames(true))
	if err != nil {
		return nil, err
	}
	got, _ := zstdEncoders.LoadOrStore(l, e)
	return got.(*zstd.Encoder), nil
}

// checkCodec reports whether the writer can compress with c at level.
func checkCodec(c Codec, level int) error {
	switch c {
	case Uncompressed, Snappy, Zstd, LZ4Raw:
		return nil
	case Gzip:
		if level != 0 && (level < gzip.HuffmanOnly || level > gzip.BestCompression) {
			return unsupportedf("gzip level %d (want %d..%d)", level, gzip.HuffmanOnly, gzip.BestCompression)
		}
		return nil
	case Brotli:
		if level < 0 || level > brotli.BestCompression {
			return unsupportedf("brotli level %d (want 0..%d)", level, brotli.BestCompression)
		}
		return nil
	}
	return unsupportedf("the writer does not compress with %s (use LZ4_RAW for LZ4)", c)
}

// compress appends src compressed with c to dst.
func compress(c Codec, level int, dst, src []byte) ([]byte, error) {
	switch c {
	case Uncompressed:
		return append(dst, src...), nil
	case Snappy:
		n := s2.MaxEncodedLen(len(src))
		if n < 0 {
			return nil, unsupportedf("snappy: a page of %d bytes is too large", len(src))
		}
		start := len(dst)
		dst = growBuf(dst, n)
		out := s2.EncodeSnappy(dst[start:start+n], src)
		return dst[:start+len(out)], nil
	case Gzip:
		buf := bytes.NewBuffer(dst)
		l := gzip.DefaultCompression
		if level != 0 {
			l = level
		}
		w, err := gzip.NewWriterLevel(buf, l)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(src); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	case Zstd:
		e, err := zstdEncoder(level)
		if err != nil {
			return nil, err
		}
		return e.EncodeAll(src, dst), nil
	case LZ4Raw:
		if len(src) == 0 {
			return append(dst, 0), nil // one token: no literals, no match
		}
		n := lz4.CompressBlockBound(len(src))
		start := len(dst)
		dst = growBuf(dst, n)
		var k int
		var err error
		if level > 0 {
			c := lz4.CompressorHC{Level: lz4.CompressionLevel(1 << (8 + min(level, 9)))}
			k, err = c.CompressBlock(src, dst[start:start+n])
		} else {
			var c lz4.Compressor
			k, err = c.CompressBlock(src, dst[start:start+n])
		}
		if err != nil {
			return nil, err
		}
		return dst[:start+k], nil
	case Brotli:
		buf := bytes.NewBuffer(dst)
		l := 5 // Arrow C++'s default for brotli would be 8; 5 is much faster for a little size
		if level != 0 {
			l = level
		}
		w := brotli.NewWriterLevel(buf, l)
		if _, err := w.Write(src); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	return nil, checkCodec(c, level)
}

// growBuf extends dst by n bytes, reallocating once if needed.
func growBuf(dst []byte, n int) []byte {
	if cap(dst)-len(dst) < n {
		nd := make([]byte, len(dst), len(dst)+n)
		copy(nd, dst)
		dst = nd
	}
	return dst[:len(dst)+n]
}
