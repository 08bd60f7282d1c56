package parquet

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/quiver-go/quiver/arrays"
)

// File is an open Parquet file: its footer, schema tree and Arrow schema.
type File struct {
	r        io.ReaderAt
	size     int64
	data     []byte // the whole file, when opened with OpenBytes
	Metadata *FileMetaData
	Schema   *Schema
	arrow    *arrays.Schema
	rows     int64 // the sum of the row groups' rows
	opts     options
	oiCache  sync.Map // [2]int{rg, col} -> checked *OffsetIndex
}

// Option configures Open.
type Option func(*options)

type options struct {
	skipCRC    bool
	int96Unit  arrays.TimeUnit
	int96Set   bool // Int96Unit given; otherwise the unit is chosen per file
	smallDec   bool
	readDict   bool
	sequential bool
	limits     Limits
	alloc      arrays.Allocator // WithAllocator; nil: arrays.DefaultAllocator
}

// Limits bound what reading a file may allocate, so that a small file
// cannot demand memory out of all proportion to its size. Parquet lets a
// few bytes stand for very much data (a compressed page, a dictionary
// referenced many times, a run of nulls), and a hostile file uses that;
// a genuine one sometimes does too (parquet-testing's
// large_string_map.brotli.parquet is 4,325 bytes whose one page
// decompresses to 1 GiB). The defaults read every valid file of the
// parquet-testing corpus; a service reading files it does not trust sets
// smaller ones. A zero field keeps its default. Whatever the limits,
// buffers grow only as decompressed or decoded bytes actually arrive,
// never to a size a header merely declares.
type Limits struct {
	// PageBytes bounds one decompressed page, data or dictionary.
	// Default: the format's own bound, 2^31-1 (page sizes are i32); on
	// a 32-bit host 256 MiB, where a 2 GiB page cannot be allocated in
	// its address space and would end the process.
	PageBytes int
	// DictionaryPageBytes bounds one decompressed dictionary page.
	// Default: PageBytes.
	DictionaryPageBytes int
	// ChunkBytes bounds the decoded values of one column chunk (a row
	// group read holds at most this much per column), beyond what
	// ChunkBytesPerFileByte allows. Default: 256 MiB (with the default
	// allowance, 256 MiB or 1024 bytes per byte of the file, whichever
	// is more: a dictionary repeated lets a small file decode to without
	// bound, and only genuine compression ratios are served).
	ChunkBytes int64
	// ChunkBytesPerFileByte lets a chunk's values take this many bytes
	// per byte of the file when that is more than ChunkBytes. Default
	// 1024; negative: no such allowance.
	ChunkBytesPerFileByte int64
	// ChunkValues bounds the values (definition levels) of one column
	// chunk, beyond what ChunkValuesPerFileByte allows: a run of nulls
	// can declare billions in a few bytes. Default: 1<<22.
	ChunkValues int64
	// ChunkValuesPerFileByte lets a chunk hold this many values per byte
	// of the file when that is more than ChunkValues. Default 1024;
	// negative: no such allowance.
	ChunkValuesPerFileByte int64
}

// defaultPageBytes is the default Limits.PageBytes: the format's bound, or
// 256 MiB where int (and the address space) is 32 bits.
const defaultPageBytes = maxPageSize*(strconv.IntSize/64) + (256<<20)*(1-strconv.IntSize/64)

// DefaultLimits are the limits a reader uses unless WithLimits sets
// others.
func DefaultLimits() Limits {
	return Limits{
		PageBytes:              defaultPageBytes,
		DictionaryPageBytes:    defaultPageBytes,
		ChunkBytes:             256 << 20,
		ChunkBytesPerFileByte:  1024,
		ChunkValues:            1 << 22,
		ChunkValuesPerFileByte: 1024,
	}
}

// WithLimits sets the allocation limits of Limits; its zero fields keep
// their defaults.
func WithLimits(l Limits) Option {
	return func(o *options) {
		d := &o.limits
		if l.PageBytes > 0 {
			d.PageBytes = min(l.PageBytes, maxPageSize)
			if l.DictionaryPageBytes == 0 {
				d.DictionaryPageBytes = d.PageBytes
			}
		}
		if l.DictionaryPageBytes > 0 {
			d.DictionaryPageBytes = min(l.DictionaryPageBytes, maxPageSize)
		}
		if l.ChunkBytes > 0 {
			d.ChunkBytes = l.ChunkBytes
		}
		if l.ChunkBytesPerFileByte != 0 {
			d.ChunkBytesPerFileByte = max(l.ChunkBytesPerFileByte, 0)
		}
		if l.ChunkValues > 0 {
			d.ChunkValues = l.ChunkValues
		}
		if l.ChunkValuesPerFileByte != 0 {
			d.ChunkValuesPerFileByte = max(l.ChunkValuesPerFileByte, 0)
		}
	}
}

// chunkBytes is the bound on one chunk's decoded values in a file of size
// bytes.
func (l *Limits) chunkBytes(size int64) int {
	return int(min(max(l.ChunkBytes, satMul(l.ChunkBytesPerFileByte, size)), math.MaxInt))
}

// chunkValues is the bound on one chunk's values in a file of size bytes.
func (l *Limits) chunkValues(size int64) int64 {
	return max(l.ChunkValues, satMul(l.ChunkValuesPerFileByte, size))
}

// satMul is a*b for non-negative a and b, saturated at MaxInt64.
func satMul(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

// ReadDictionaries reads every BYTE_ARRAY and FIXED_LEN_BYTE_ARRAY column
// whose first column chunk is dictionary-encoded as an Arrow dictionary
// array (int32 indices): the Parquet dictionary becomes the Arrow one and
// the indices are decoded once, with no lookup of values. Columns that the
// file's ARROW:schema already types as dictionaries read that way anyway.
func ReadDictionaries() Option { return func(o *options) { o.readDict = true } }

// Int96Unit sets the unit INT96 timestamps are read in; in a coarser unit
// than nanoseconds the digits below it are dropped.
//
// Without it the unit is chosen per file so that every INT96 file reads:
// nanoseconds when the file holds an ARROW:schema (an Arrow writer's, whose
// INT96 columns are nanosecond timestamps), as Arrow C++ and pqarrow read
// them; microseconds otherwise (Spark, Hive, Impala), the unit Spark keeps
// and DuckDB reads, which holds every date from year 1 to 9999 where
// nanoseconds end in 1677 and 2262. A value with digits below the chosen
// unit (Impala can write nanoseconds) is then an error naming this
// option, never rounded.
func Int96Unit(u arrays.TimeUnit) Option {
	return func(o *options) { o.int96Unit, o.int96Set = u, true }
}

// SmallestDecimals reads decimal columns in the narrowest Arrow decimal
// their precision allows: decimal32 up to 9 digits (unless stored as
// INT64, which stays decimal64), decimal64 up to 18, as Arrow C++'s
// smallest-decimal reader option does. Compares and sums on decimal64 run
// 10-20x faster than on decimal128 (a TPC-H DECIMAL(15,2) column is stored
// as INT64). Without it decimals up to 38 digits read as decimal128, as in
// Arrow C++ and arrow-go by default, so a file reads to the same Arrow
// schema in every Arrow library. A file whose ARROW:schema (an Arrow
// writer's) stores decimal32 or decimal64 reads as that either way.
func SmallestDecimals() Option { return func(o *options) { o.smallDec = true } }

// SkipChecksums turns off verification of checksums: page CRC32s, and the
// content checksums (an xxhash64 of every decompressed byte) of zstd
// frames that state their size, as Arrow's writers' do. Both are checked
// by default, zstd's as pqarrow and parquet-go check them; a reader that
// trusts its storage saves their time.
func SkipChecksums() Option { return func(o *options) { o.skipCRC = true } }

// SequentialPages decompresses every page on the goroutine that decodes
// it. By default the pages of a compressed column chunk are decompressed
// ahead, while the chunk is decoded, on the Ps that the columns read at
// the same time leave idle (up to 4 per chunk); a caller that already
// reads many files or row groups in parallel may prefer to keep each read
// on one goroutine.
func SequentialPages() Option { return func(o *options) { o.sequential = true } }

// footerTail is the 4-byte footer length and the 4-byte magic.
const footerTail = 8

// Open reads the footer of the size-byte Parquet file r and checks it
// against the file: the schema tree, each row group's column chunks and
// their byte ranges.
func Open(r io.ReaderAt, size int64, opts ...Option) (*File, error) {
	f := &File{r: r, size: size, opts: options{int96Unit: arrays.Nanosecond, limits: DefaultLimits()}}
	for _, o := range opts {
		o(&f.opts)
	}
	if size < 12 {
		return nil, malformedf("file of %d bytes is shorter than the 12 bytes of the two magics and the footer length", size)
	}
	var head, tail [footerTail]byte
	if _, err := r.ReadAt(head[:4], 0); err != nil {
		return nil, fmt.Errorf("parquet: reading the header magic: %w", err)
	}
	if _, err := r.ReadAt(tail[:], size-footerTail); err != nil {
		return nil, fmt.Errorf("parquet: reading the footer length: %w", err)
	}
	switch string(tail[4:]) {
	case "PAR1":
	case "PARE":
		return nil, fmt.Errorf("%w: the footer is encrypted", ErrEncrypted)
	default:
		return nil, malformedf("trailing magic %q, want \"PAR1\"", tail[4:])
	}
	if string(head[:4]) != "PAR1" {
		return nil, malformedf("leading magic %q, want \"PAR1\"", head[:4])
	}
	n := int64(binary.LittleEndian.Uint32(tail[:4]))
	if n > size-12 {
		return nil, malformedf("footer length %d exceeds the %d bytes between the magics", n, size-12)
	}
	buf := make([]byte, n)
	start := size - footerTail - n
	if _, err := r.ReadAt(buf, start); err != nil {
		return nil, fmt.Errorf("parquet: reading the %d-byte footer: %w", n, err)
	}
	md, err := DecodeFileMetaData(buf, start)
	if err != nil {
		return nil, err
	}
	f.Metadata = md
	if md.Encrypted {
		return nil, fmt.Errorf("%w: columns are encrypted (plaintext footer)", ErrEncrypted)
	}
	if f.Schema, err = buildSchema(md.Schema); err != nil {
		return nil, err
	}
	if err := f.checkRowGroups(start); err != nil {
		return nil, err
	}
	m := &mapper{int96Unit: f.opts.int96Unit, int96Auto: !f.opts.int96Set, smallestDecimal: f.opts.smallDec}
	if f.opts.readDict {
		m.dictLeaf = f.dictionaryEncoded
	}
	if f.arrow, err = m.arrowSchema(f.Schema, md.KeyValueMetadata); err != nil {
		return nil, err
	}
	return f, nil
}

// OpenBytes opens a Parquet file held in memory (read into a slice or
// memory-mapped). Pages are decoded in place rather than copied out first;
// the arrays read never alias b, so b may be reused once they are built.
func OpenBytes(b []byte, opts ...Option) (*File, error) {
	f, err := Open(bytes.NewReader(b), int64(len(b)), opts...)
	if err != nil {
		return nil, err
	}
	f.data = b
	return f, nil
}

// DecodeFileMetaData decodes a footer; base is its offset in the file, for
// error messages (-1 if unknown).
func DecodeFileMetaData(b []byte, base int64) (*FileMetaData, error) {
	r := newThriftReader(b, "FileMetaData", base)
	md := readFileMetaData(r)
	if r.err != nil {
		return nil, r.err
	}
	return md, nil
}

// DecodePageHeader decodes a page header at the start of b and returns it
// and its encoded length.
func DecodePageHeader(b []byte, base int64) (*PageHeader, int, error) {
	r := newThriftReader(b, "PageHeader", base)
	h := readPageHeader(r)
	if r.err != nil {
		return nil, 0, r.err
	}
	return h, r.pos, nil
}

func (f *File) checkRowGroups(footerStart int64) error {
	nleaf := len(f.Schema.Leaves)
	var total int64
	for i, g := range f.Metadata.RowGroups {
		if len(g.Columns) != nleaf {
			return malformedf("row group %d has %d column chunks, the schema %d leaves", i, len(g.Columns), nleaf)
		}
		if g.NumRows < 0 {
			return malformedf("row group %d: num_rows %d", i, g.NumRows)
		}
		total += g.NumRows
		if total < 0 {
			return malformedf("row counts overflow")
		}
		f.rows = total
		for j, c := range g.Columns {
			leaf := f.Schema.Leaves[j]
			name := strings.Join(leaf.Path, ".")
			if c.Encrypted {
				return fmt.Errorf("%w: column %s of row group %d is encrypted", ErrEncrypted, name, i)
			}
			if c.FilePath != "" {
				return unsupportedf("column %s of row group %d lives in another file (%s)", name, i, c.FilePath)
			}
			m := c.MetaData
			if m == nil {
				return malformedf("column %s of row group %d has no meta_data", name, i)
			}
			if m.Type != *leaf.Element.Type {
				return malformedf("column %s of row group %d: chunk type %s, schema %s", name, i, m.Type, *leaf.Element.Type)
			}
			if m.NumValues < 0 || m.TotalCompressedSize < 0 || m.TotalUncompressedSize < 0 {
				return malformedf("column %s of row group %d: negative sizes or counts", name, i)
			}
			lo, hi := chunkRange(m)
			if m.NumValues == 0 {
				continue // nothing will be read
			}
			if lo < 4 || hi > footerStart || hi < lo {
				return malformedf("column %s of row group %d: bytes [%d, %d) outside the data region [4, %d)", name, i, lo, hi, footerStart)
			}
		}
	}
	return nil
}

// chunkRange is the byte range of a column chunk's pages: from the
// dictionary page (when it is before the data pages) for
// total_compressed_size bytes.
func chunkRange(m *ColumnMetaData) (int64, int64) {
	lo := m.DataPageOffset
	if d := m.DictionaryPageOffset; d != nil && *d > 0 && (*d < lo || lo < 4) {
		lo = *d
	}
	return lo, lo + m.TotalCompressedSize
}

// dictionaryEncoded reports whether leaf n is a byte-array column whose
// first chunk has a dictionary.
func (f *File) dictionaryEncoded(n *Node) bool {
	if pt := *n.Element.Type; pt != ByteArray && pt != FixedLenByteArray {
		return false
	}
	if len(f.Metadata.RowGroups) == 0 {
		return false
	}
	m := f.Metadata.RowGroups[0].Columns[n.Leaf].MetaData
	if m.DictionaryPageOffset != nil && *m.DictionaryPageOffset > 0 {
		return true
	}
	for _, e := range m.Encodings {
		if e == RLEDictionary || e == PlainDictionary {
			return true
		}
	}
	return false
}

// ArrowSchema is the Arrow schema the file reads as.
func (f *File) ArrowSchema() *arrays.Schema { return f.arrow }

// NumRows is the file's row count: the sum of its row groups' (some
// writers leave FileMetaData.num_rows zero).
func (f *File) NumRows() int64 { return f.rows }

// NumRowGroups is the number of row groups.
func (f *File) NumRowGroups() int { return len(f.Metadata.RowGroups) }

// ColumnIndex reads the column index (per-page statistics) of column chunk
// (rg, col), or returns nil if the file has none.
func (f *File) ColumnIndex(rg, col int) (*ColumnIndex, error) {
	c, err := f.chunk(rg, col)
	if err != nil || c.ColumnIndexOffset == nil || c.ColumnIndexLength == nil {
		return nil, err
	}
	b, err := f.readRange(*c.ColumnIndexOffset, int64(*c.ColumnIndexLength), "column index")
	if err != nil {
		return nil, err
	}
	return DecodeColumnIndex(b)
}

// OffsetIndex reads the offset index (page locations) of column chunk
// (rg, col), or returns nil if the file has none.
func (f *File) OffsetIndex(rg, col int) (*OffsetIndex, error) {
	c, err := f.chunk(rg, col)
	if err != nil || c.OffsetIndexOffset == nil || c.OffsetIndexLength == nil {
		return nil, err
	}
	b, err := f.readRange(*c.OffsetIndexOffset, int64(*c.OffsetIndexLength), "offset index")
	if err != nil {
		return nil, err
	}
	oi, err := DecodeOffsetIndex(b)
	if err != nil {
		return nil, err
	}
	for i, l := range oi.PageLocations {
		if l.Offset < 4 || l.CompressedPageSize < 0 || l.Offset+int64(l.CompressedPageSize) > f.size {
			return nil, malformedf("offset index of row group %d column %d: page %d at [%d, +%d) outside the file", rg, col, i, l.Offset, l.CompressedPageSize)
		}
	}
	return oi, nil
}

func (f *File) chunk(rg, col int) (*ColumnChunk, error) {
	if rg < 0 || rg >= len(f.Metadata.RowGroups) || col < 0 || col >= len(f.Schema.Leaves) {
		return nil, fmt.Errorf("parquet: column chunk (%d, %d) outside the file's %d row groups and %d columns", rg, col, len(f.Metadata.RowGroups), len(f.Schema.Leaves))
	}
	return &f.Metadata.RowGroups[rg].Columns[col], nil
}

// readRange reads n bytes at off, checked against the file.
func (f *File) readRange(off, n int64, what string) ([]byte, error) {
	if off < 0 || n < 0 || off > f.size || n > f.size-off {
		return nil, malformedf("%s at [%d, +%d) outside the %d-byte file", what, off, n, f.size)
	}
	if f.data != nil {
		return f.data[off : off+n], nil
	}
	b := make([]byte, n)
	if _, err := f.r.ReadAt(b, off); err != nil {
		return nil, fmt.Errorf("parquet: reading the %s: %w", what, err)
	}
	return b, nil
}
