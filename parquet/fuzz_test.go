package parquet

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
)

// seedFiles adds the parquet-testing files (and arrow-testing's Parquet
// fuzz regressions) to a fuzz corpus when they are present.
func seedFiles(f *testing.F, add func(b []byte)) {
	var paths []string
	if root, err := testcorpus.RepoRoot(); err == nil {
		dir := filepath.Join(root, "..", "shared", "testdata")
		for _, g := range []string{"parquet-testing/data/*.parquet", "parquet-testing/bad_data/*.parquet", "arrow-testing/parquet/fuzzing/*"} {
			m, _ := filepath.Glob(filepath.Join(dir, g))
			paths = append(paths, m...)
		}
	}
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil && len(b) < 1<<16 {
			add(b)
		}
	}
}

// footerOf returns the footer bytes of a Parquet file, or nil.
func footerOf(b []byte) []byte {
	if len(b) < 12 {
		return nil
	}
	n := int(binary.LittleEndian.Uint32(b[len(b)-8:]))
	if n > len(b)-12 {
		return nil
	}
	return b[len(b)-8-n : len(b)-8]
}

// FuzzFooter decodes arbitrary bytes as FileMetaData and, when that
// succeeds, builds the schema and maps it to Arrow.
func FuzzFooter(f *testing.F) {
	seedFiles(f, func(b []byte) {
		if ft := footerOf(b); ft != nil {
			f.Add(ft)
		}
	})
	f.Fuzz(func(t *testing.T, b []byte) {
		md, err := DecodeFileMetaData(b, -1)
		if err != nil {
			return
		}
		s, err := buildSchema(md.Schema)
		if err != nil {
			return
		}
		_, _ = (&mapper{int96Unit: arrays.Nanosecond}).arrowSchema(s, md.KeyValueMetadata)
	})
}

// FuzzPageHeader decodes arbitrary bytes as a page header, a column index
// and an offset index.
func FuzzPageHeader(f *testing.F) {
	seedFiles(f, func(b []byte) {
		if len(b) > 8 {
			f.Add(b[4:min(len(b), 200)])
		}
	})
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, n, err := DecodePageHeader(b, -1); err == nil && (n <= 0 || n > len(b)) {
			t.Fatalf("header length %d of %d bytes", n, len(b))
		}
		_, _ = DecodeColumnIndex(b)
		_, _ = DecodeOffsetIndex(b)
	})
}

// FuzzFile reads whole files: pages, codecs, decoders and assembly.
func FuzzFile(f *testing.F) {
	seedFiles(f, func(b []byte) { f.Add(b) })
	f.Fuzz(func(t *testing.T, b []byte) {
		_ = readEverything(b, WithLimits(fuzzLimits))
		_ = readSelected(b, WithLimits(fuzzLimits))
	})
}

// fuzzLimits keeps each execution of FuzzFile small: the bounds are what
// is fuzzed, not their size, and a seed such as large_string_map.brotli
// (4 KB decompressing to hundreds of MB, 5 s read with the defaults)
// would pass the fuzzing engine's 10 s per input once instrumented.
// TestReadCorpus reads the corpus with the default limits.
var fuzzLimits = Limits{PageBytes: 8 << 20, ChunkBytes: 8 << 20, ChunkBytesPerFileByte: 64, ChunkValues: 1 << 20, ChunkValuesPerFileByte: 64}

// fuzzPool serves readSelected's arrays: the reads of hostile files
// recycle memory too, and a batch released too early shows as poison
// (QUIVER_POISON=1) in the next one's validation.
var fuzzPool = arrays.NewPool(64 << 20)

// readSelected reads a file the page index's way: the rows of the pages
// SelectRows keeps (every other page of the first leaf) and a row range
// from the middle, validating what it reads, with fuzzPool as the
// allocator and each batch released once validated.
func readSelected(b []byte, opts ...Option) error {
	f, err := OpenBytes(b, append(opts, WithAllocator(fuzzPool))...)
	if err != nil || len(f.Schema.Leaves) == 0 {
		return err
	}
	ranges, err := f.SelectRows(0, func(s PageStats) bool { return s.Page%2 == 0 })
	if err != nil {
		return err
	}
	n := f.NumRows()
	for _, o := range []ReadOptions{{Rows: ranges}, {RowStart: n / 3, RowEnd: n/3 + 1 + n/5}} {
		for rb, err := range f.Batches(o) {
			if err != nil {
				return err
			}
			for _, c := range rb.Columns() {
				if err := arrays.ValidateFull(c); err != nil {
					return err
				}
			}
			rb.Release()
		}
	}
	return nil
}

// FuzzDecoders runs every value decoder of every physical type over
// arbitrary bytes.
func FuzzDecoders(f *testing.F) {
	f.Add([]byte{0x80, 0x01, 0x04, 0x0a, 0x02, 0x02, 0x00, 0x00, 0x00, 0x00}, uint8(5), uint8(2), uint16(10))
	f.Add([]byte{3, 0, 0, 0, 'a', 'b', 'c', 1, 0, 0, 0, 'd'}, uint8(0), uint8(6), uint16(2))
	f.Add([]byte{2, 4, 1, 0, 0, 0}, uint8(8), uint8(1), uint16(8))
	f.Fuzz(func(t *testing.T, b []byte, enc, pt uint8, n uint16) {
		typ := PhysicalType(pt % 8)
		dict := newValues(typ, 3)
		if decodePlain(dict, typ, b, min(int(n), 64)) != nil {
			dict = newValues(typ, 3)
			_ = decodePlain(dict, typ, []byte{1, 0, 0, 0, 'x', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 1)
		}
		v := newValues(typ, 3)
		if err := decodeValues(v, dict, typ, Encoding(enc%10), b, int(n)); err != nil {
			return
		}
		if v.n != int(n) {
			t.Fatalf("decoded %d values, asked %d", v.n, n)
		}
		var lv []int32
		_, _ = appendLevels(&lv, b, int(n), int(enc%9), RLE, true, int32(enc%9))
	})
}
