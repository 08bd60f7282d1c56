package ipc

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sync"

	"github.com/klauspost/compress/zstd"
	"github.com/pierrec/lz4/v4"

	"github.com/quiver-go/quiver/arrays"
)

// Body compression (Message.fbs BodyCompression, method BUFFER): every
// buffer of a compressed batch is stored on its own as
//
//	int64 LE uncompressed length | codec frame
//
// where a length of -1 means the bytes after the prefix are stored as they
// are, and a buffer of length 0 may have no prefix at all. The codecs are
// the LZ4 frame format and Zstandard.
//
// Decompression sizes everything from the untrusted prefix, so it is
// bounded twice before anything is allocated: by what the batch's declared
// lengths need for that buffer (the caller passes it), and by the most a
// frame of that many compressed bytes can expand to (maxExpansion). The
// second bound is what keeps a tiny input from allocating gigabytes:
// LZ4 cannot expand more than 255:1 (a match length byte adds at most 255
// bytes), and Zstandard cannot expand more than about 32768:1 (a 4-byte
// RLE block yields at most one 128 KiB block), so a legitimate buffer never
// comes near the bound and a lying prefix is rejected at once.

// uncompressedRaw is the length prefix of a buffer stored without
// compression inside a compressed batch.
const uncompressedRaw = -1

// maxExpansion is the largest ratio of decompressed to compressed bytes a
// codec's frames can reach, with a margin, plus a constant for frame
// headers of tiny buffers.
func maxExpansion(c Compression) (ratio, slack int64) {
	if c == CompressionLZ4 {
		return 256, 1 << 10
	}
	return 1 << 16, 1 << 10
}

// decompressBuffer decodes one compressed body buffer (prefix included).
// need is the number of bytes the layout needs at most for this buffer
// (-1 if unknown). It returns the decoded bytes and whether they were
// freshly allocated (false: raw bytes aliasing buf).
func decompressBuffer(c Compression, buf []byte, need int64) (out []byte, fresh bool, err error) {
	if len(buf) == 0 {
		return nil, false, nil
	}
	if len(buf) < 8 {
		return nil, false, fmt.Errorf("compressed buffer of %d bytes has no room for its 8-byte length prefix", len(buf))
	}
	n := int64(binary.LittleEndian.Uint64(buf))
	payload := buf[8:len(buf):len(buf)]
	switch {
	case n == uncompressedRaw:
		return payload, false, nil
	case n < 0:
		return nil, false, fmt.Errorf("uncompressed length %d is negative", n)
	case n == 0:
		return nil, false, nil
	}
	if need >= 0 && n > (min(need, maxNeed)+arrays.Alignment-1)&^(arrays.Alignment-1) {
		return nil, false, fmt.Errorf("uncompressed length %d exceeds the %d bytes the declared lengths need", n, need)
	}
	ratio, slack := maxExpansion(c)
	if n > ratio*int64(len(payload))+slack {
		return nil, false, fmt.Errorf("uncompressed length %d is more than %s can produce from %d bytes", n, c, len(payload))
	}
	if err := fitsInMemory(0, "uncompressed buffer", n); err != nil {
		return nil, false, err
	}
	out = arrays.AllocBuffer(int(n))
	switch c {
	case CompressionLZ4:
		err = lz4Decompress(out, payload)
	case CompressionZSTD:
		err = zstdDecompress(out, payload)
	default:
		err = fmt.Errorf("unknown compression %d", int8(c))
	}
	if err != nil {
		return nil, false, err
	}
	return out, true, nil
}

var lz4Readers = sync.Pool{New: func() any { return lz4.NewReader(nil) }}

// lz4Decompress decodes one LZ4 frame into exactly len(dst) bytes.
func lz4Decompress(dst, src []byte) error {
	r := lz4Readers.Get().(*lz4.Reader)
	defer func() {
		r.Reset(nil)
		lz4Readers.Put(r)
	}()
	r.Reset(bytes.NewReader(src))
	if k, err := io.ReadFull(r, dst); err != nil {
		if err == io.ErrUnexpectedEOF || err == io.EOF {
			return fmt.Errorf("lz4 frame decodes to %d bytes, not the %d bytes the prefix says", k, len(dst))
		}
		return fmt.Errorf("lz4: %w", err)
	}
	var one [1]byte
	if k, err := r.Read(one[:]); k != 0 || (err != nil && err != io.EOF) {
		if err != nil && err != io.EOF {
			return fmt.Errorf("lz4: %w", err)
		}
		return fmt.Errorf("lz4 frame decodes to more than the %d bytes the prefix says", len(dst))
	}
	return nil
}

// zstdDecoder is shared: DecodeAll is safe for concurrent use. The cap
// limit makes DecodeAll refuse to grow dst, so it never allocates beyond
// the length this package checked and allocated itself.
var zstdDecoder = sync.OnceValues(func() (*zstd.Decoder, error) {
	return zstd.NewReader(nil, zstd.WithDecodeAllCapLimit(true), zstd.WithDecoderConcurrency(0))
})

// zstdDecompress decodes Zstandard frames into exactly len(dst) bytes.
func zstdDecompress(dst, src []byte) error {
	d, err := zstdDecoder()
	if err != nil {
		return err
	}
	out, err := d.DecodeAll(src, dst[:0:len(dst)])
	if err != nil {
		// With the cap limit, output beyond len(dst) surfaces as one of
		// several errors, so the message names the expected size.
		return fmt.Errorf("zstd data does not decode to the %d bytes the prefix says: %w", len(dst), err)
	}
	if len(out) != len(dst) {
		return fmt.Errorf("zstd data decodes to %d bytes, not the %d bytes the prefix says", len(out), len(dst))
	}
	if len(out) > 0 && &out[0] != &dst[0] {
		copy(dst, out) // not expected with the cap limit, but harmless
	}
	return nil
}

// ----- compression (writing) -----

// The writers use the settings of Arrow C++: LZ4 frames without a content
// checksum, and Zstandard at its fastest level (C++ uses level 1). LZ4
// blocks are no larger than the buffer needs, since a frame's block size is
// what the writer and every reader allocate for it.
var lz4Writers = sync.Pool{New: func() any { return lz4.NewWriter(nil) }}

func lz4BlockSize(n int) lz4.BlockSize {
	switch {
	case n <= 64<<10:
		return lz4.Block64Kb
	case n <= 256<<10:
		return lz4.Block256Kb
	case n <= 1<<20:
		return lz4.Block1Mb
	}
	return lz4.Block4Mb
}

var zstdEncoder = sync.OnceValues(func() (*zstd.Encoder, error) {
	return zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedFastest))
})

// compressBuffer encodes src as a body buffer of a compressed batch and
// returns it in two pieces to be written one after the other: the length
// prefix with the frame, or, when compressing does not make src smaller
// (as Arrow C++ does), the prefix -1 followed by src itself (not copied).
// An empty buffer stays empty, without a prefix.
func compressBuffer(c Compression, src []byte) (head, tail []byte, err error) {
	if len(src) == 0 {
		return nil, nil, nil
	}
	out := make([]byte, 8, 8+len(src)/2+64)
	switch c {
	case CompressionLZ4:
		w := lz4Writers.Get().(*lz4.Writer)
		buf := bytes.NewBuffer(out)
		w.Reset(buf)
		if err = w.Apply(lz4.BlockSizeOption(lz4BlockSize(len(src))), lz4.ChecksumOption(false)); err == nil {
			if _, err = w.Write(src); err == nil {
				err = w.Close()
			}
		}
		w.Reset(nil)
		lz4Writers.Put(w)
		out = buf.Bytes()
	case CompressionZSTD:
		var e *zstd.Encoder
		if e, err = zstdEncoder(); err == nil {
			out = e.EncodeAll(src, out)
		}
	default:
		err = fmt.Errorf("unknown compression %d", int8(c))
	}
	if err != nil {
		return nil, nil, fmt.Errorf("ipc: compressing a buffer with %s: %w", c, err)
	}
	if len(out)-8 >= len(src) {
		binary.LittleEndian.PutUint64(out, math.MaxUint64) // -1: stored raw
		return out[:8], src, nil
	}
	binary.LittleEndian.PutUint64(out, uint64(len(src)))
	return out, nil, nil
}
