package parquet

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"runtime/debug"
	"sync"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// ErrWriterClosed is returned by a Writer's methods after Close.
var ErrWriterClosed = errors.New("parquet: write to a closed Writer")

// WriteError reports a problem writing a column: which one and why.
type WriteError struct {
	Column string // dotted path of the column (the Arrow field names)
	Reason string
	Err    error // the underlying error, if any
}

func (e *WriteError) Error() string {
	s := "parquet: writing column " + e.Column + ": " + e.Reason
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *WriteError) Unwrap() error { return e.Err }

// WriteOption configures a Writer.
type WriteOption func(*writeConfig)

// columnConfig is the resolved configuration of one leaf column.
type columnConfig struct {
	codec      Codec
	level      int
	encoding   Encoding // the encoding of pages without a dictionary
	dictionary bool
	bloom      *bloomConfig
}

type bloomConfig struct {
	ndv uint64
	fpp float64
}

// columnOverride is an option naming a column, applied after the global
// options.
type columnOverride struct {
	column string
	apply  func(*columnConfig)
}

type writeConfig struct {
	col           columnConfig
	overrides     []columnOverride
	pageVersion   int
	pageSize      int
	rowGroupRows  int64
	rowGroupBytes int64
	dictLimit     int
	pageIndex     bool
	statistics    bool
	crc           bool
	kv            []KeyValue
	createdBy     string
	indexTruncate int
	statsTruncate int
	concurrency   int
}

// Defaults as pqarrow and arrow-rs users expect them, except CRC (see
// CRC).
func defaultWriteConfig() writeConfig {
	return writeConfig{
		col:           columnConfig{codec: Snappy, encoding: Plain, dictionary: true},
		pageVersion:   1,
		pageSize:      1 << 20,
		rowGroupRows:  1 << 20,
		rowGroupBytes: 128 << 20,
		dictLimit:     1 << 20,
		pageIndex:     true,
		statistics:    true,
		crc:           true,
		createdBy:     createdBy(),
		indexTruncate: 64,
		statsTruncate: 4096,
		concurrency:   runtime.GOMAXPROCS(0),
	}
}

var createdBy = sync.OnceValue(func() string {
	v := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Path == "github.com/quiver-go/quiver" && bi.Main.Version != "" {
			v = bi.Main.Version
		}
		for _, d := range bi.Deps {
			if d.Path == "github.com/quiver-go/quiver" {
				v = d.Version
			}
		}
	}
	return "quiver version " + v
})

// Compression sets the codec of every column (default SNAPPY): one of
// UNCOMPRESSED, SNAPPY, GZIP, ZSTD, LZ4_RAW, BROTLI.
func Compression(c Codec) WriteOption { return func(w *writeConfig) { w.col.codec = c } }

// CompressionLevel sets the codec's level for every column; 0 (the
// default) is the codec's own default. It has no effect on SNAPPY.
func CompressionLevel(level int) WriteOption { return func(w *writeConfig) { w.col.level = level } }

// ColumnCompression sets the codec and level of one column, named by its
// dotted path (see ColumnEncoding).
func ColumnCompression(column string, c Codec, level int) WriteOption {
	return func(w *writeConfig) {
		w.overrides = append(w.overrides, columnOverride{column, func(cc *columnConfig) { cc.codec, cc.level = c, level }})
	}
}

// DataPageVersion selects data pages v1 (the default: every reader takes
// them) or v2 (levels outside the compressed body, row counts in the
// header).
func DataPageVersion(v int) WriteOption { return func(w *writeConfig) { w.pageVersion = v } }

// PageSize sets the estimated encoded size at which a data page ends
// (default 1 MiB).
func PageSize(bytes int) WriteOption { return func(w *writeConfig) { w.pageSize = bytes } }

// RowGroupRows sets the rows of a row group (default 1Mi).
func RowGroupRows(n int64) WriteOption { return func(w *writeConfig) { w.rowGroupRows = n } }

// RowGroupBytes ends a row group once its buffered levels and values reach
// about this many bytes (default 128 MiB), bounding the writer's memory.
func RowGroupBytes(n int64) WriteOption { return func(w *writeConfig) { w.rowGroupBytes = n } }

// Dictionary turns dictionary encoding on (the default) or off for every
// column. Booleans are never dictionary-encoded.
func Dictionary(on bool) WriteOption { return func(w *writeConfig) { w.col.dictionary = on } }

// ColumnDictionary turns dictionary encoding on or off for one column.
func ColumnDictionary(column string, on bool) WriteOption {
	return func(w *writeConfig) {
		w.overrides = append(w.overrides, columnOverride{column, func(cc *columnConfig) { cc.dictionary = on }})
	}
}

// DictionaryPageLimit is the size of a dictionary page (PLAIN) past which
// a column chunk falls back to its non-dictionary encoding for the rest
// of its pages (default 1 MiB).
func DictionaryPageLimit(bytes int) WriteOption { return func(w *writeConfig) { w.dictLimit = bytes } }

// ColumnEncoding sets the encoding of one column's values and turns its
// dictionary off (ColumnDictionary after it turns it back on, with enc
// the fallback). The column is named by the dotted path of Arrow field
// names ("a.b"; a list's element is "a.element", a map's "m.key" and
// "m.value") or its Parquet path ("a.list.element", "m.key_value.key").
// RLE_DICTIONARY or PLAIN_DICTIONARY means the dictionary with PLAIN as
// the fallback.
func ColumnEncoding(column string, enc Encoding) WriteOption {
	return func(w *writeConfig) {
		w.overrides = append(w.overrides, columnOverride{column, func(cc *columnConfig) {
			if enc == RLEDictionary || enc == PlainDictionary {
				cc.dictionary, cc.encoding = true, Plain
				return
			}
			cc.encoding, cc.dictionary = enc, false
		}})
	}
}

// DefaultEncoding sets the non-dictionary encoding of every column (default
// PLAIN); columns whose type it does not apply to are an error.
func DefaultEncoding(enc Encoding) WriteOption { return func(w *writeConfig) { w.col.encoding = enc } }

// PageIndex turns the column and offset indexes on (the default) or off.
func PageIndex(on bool) WriteOption { return func(w *writeConfig) { w.pageIndex = on } }

// WriteStatistics turns column chunk statistics on (the default) or off. The
// column index needs them per page and is written even without them.
func WriteStatistics(on bool) WriteOption { return func(w *writeConfig) { w.statistics = on } }

// CRC turns page checksums on or off. They are on by default, as in
// parquet-mr and unlike Arrow C++: CRC32 runs at several GB/s with the
// CPU's instructions (hash/crc32), a small price for readers (quiver's
// included) finding corrupt pages instead of decoding garbage.
func CRC(on bool) WriteOption { return func(w *writeConfig) { w.crc = on } }

// BloomFilter writes a split-block bloom filter for a column, sized for
// ndv distinct values at false-positive rate fpp.
func BloomFilter(column string, ndv uint64, fpp float64) WriteOption {
	return func(w *writeConfig) {
		w.overrides = append(w.overrides, columnOverride{column, func(cc *columnConfig) { cc.bloom = &bloomConfig{ndv, fpp} }})
	}
}

// KeyValueMetadata adds key/value pairs to the file's metadata (the
// schema's own metadata is written too, and in ARROW:schema).
func KeyValueMetadata(md arrays.Metadata) WriteOption {
	return func(w *writeConfig) {
		for i := range md.Keys {
			w.kv = append(w.kv, KeyValue{Key: md.Keys[i], Value: md.Values[i], HasValue: true})
		}
	}
}

// Concurrency sets how many goroutines compress a column chunk's pages
// (default GOMAXPROCS): the pages are encoded in order on the caller's
// goroutine and each compressed beside the next ones, then written in
// order, so the file is the same whatever n. 1 compresses on the
// caller's goroutine alone.
func Concurrency(n int) WriteOption { return func(w *writeConfig) { w.concurrency = n } }

// CreatedBy sets the footer's created_by (default "quiver version v").
func CreatedBy(s string) WriteOption { return func(w *writeConfig) { w.createdBy = s } }

// Writer writes Arrow record batches as a Parquet file. Batches are
// shredded as they arrive (levels and values referring to the batches'
// buffers where the layout allows) and a row group is encoded and written
// when it holds RowGroupRows rows or RowGroupBytes bytes, so memory holds
// at most one row group. Close writes the page indexes and the footer,
// which carries the Arrow schema (ARROW:schema) so that Arrow readers
// get the exact types back.
//
// A Writer is not safe for concurrent use. After an error from Write,
// Flush or Close the file is incomplete and the Writer refuses further
// calls, except for a batch rejected before anything of it was taken
// (one of another schema), which leaves it usable.
type Writer struct {
	out      *bufio.Writer
	cfg      writeConfig
	arrow    *arrays.Schema
	schema   *writerSchema
	cols     []*chunkWriter
	chunks   []leafChunk
	shred    []*shredder
	rootOf   []int // top-level column of each leaf
	pos      int64
	rows     int64 // rows buffered in the current row group
	total    int64
	groups   []RowGroup
	colIdx   [][]*ColumnIndex
	offIdx   [][]*OffsetIndex
	buf      []byte
	err      error
	closed   bool
	rowGroup int
}

// NewWriter starts a Parquet file of the given Arrow schema on out: it
// checks the schema and options (every column option must name a leaf)
// and writes the leading magic.
func NewWriter(out io.Writer, schema *arrays.Schema, opts ...WriteOption) (*Writer, error) {
	if schema == nil {
		return nil, errors.New("parquet: NewWriter: nil schema")
	}
	cfg := defaultWriteConfig()
	for _, o := range opts {
		o(&cfg)
	}
	switch {
	case cfg.pageVersion != 1 && cfg.pageVersion != 2:
		return nil, fmt.Errorf("parquet: DataPageVersion(%d): want 1 or 2", cfg.pageVersion)
	case cfg.pageSize <= 0:
		return nil, fmt.Errorf("parquet: PageSize(%d): want a positive size", cfg.pageSize)
	case cfg.rowGroupRows <= 0 || cfg.rowGroupBytes <= 0:
		return nil, fmt.Errorf("parquet: row group bounds of %d rows, %d bytes: want positive bounds", cfg.rowGroupRows, cfg.rowGroupBytes)
	case cfg.concurrency <= 0:
		return nil, fmt.Errorf("parquet: Concurrency(%d): want at least 1", cfg.concurrency)
	case cfg.dictLimit <= 0:
		return nil, fmt.Errorf("parquet: DictionaryPageLimit(%d): want a positive size", cfg.dictLimit)
	}
	ws, err := newWriterSchema(schema)
	if err != nil {
		return nil, err
	}
	w := &Writer{out: bufio.NewWriterSize(out, 1<<16), cfg: cfg, arrow: schema, schema: ws}
	matched := make([]bool, len(cfg.overrides))
	w.chunks = make([]leafChunk, len(ws.leaves))
	for i, leaf := range ws.leaves {
		cc := cfg.col
		if _, ok := arrays.StorageOf(leaf.typ).(*arrays.DictionaryType); ok {
			// An Arrow dictionary column keeps a Parquet dictionary
			// whatever Dictionary says, so that readers rebuild the
			// dictionary (in its index type) rather than one entry a row.
			cc.dictionary = true
		}
		for k, o := range cfg.overrides {
			if ws.matchColumn(o.column, i) {
				o.apply(&cc)
				matched[k] = true
			}
		}
		if err := checkCodec(cc.codec, cc.level); err != nil {
			return nil, &WriteError{Column: leaf.path, Reason: "codec", Err: err}
		}
		typ := *leaf.elem.Type
		if _, err := encodeValues(nil, cc.encoding, typ, leaf.typeLen, emptyValues(typ)); err != nil {
			return nil, &WriteError{Column: leaf.path, Reason: cc.encoding.String() + " does not apply to " + typ.String(), Err: err}
		}
		if cc.bloom != nil && (cc.bloom.fpp <= 0 || cc.bloom.fpp >= 1 || cc.bloom.ndv == 0) {
			return nil, &WriteError{Column: leaf.path, Reason: fmt.Sprintf("bloom filter for %d values at fpp %g: want ndv > 0 and 0 < fpp < 1", cc.bloom.ndv, cc.bloom.fpp)}
		}
		p := ws.leafPath[i]
		cw := &chunkWriter{w: w, leaf: i, node: leaf, cfg: cc, maxDef: leaf.def, typ: typ, typeLen: leaf.typeLen}
		for _, n := range p {
			if n.kind == wList {
				cw.maxRep = n.rep
			}
		}
		w.cols = append(w.cols, cw)
		w.shred = append(w.shred, newShredder(p, &w.chunks[i]))
		for r, root := range ws.roots {
			if root == p[0] {
				w.rootOf = append(w.rootOf, r)
			}
		}
	}
	for k, ok := range matched {
		if !ok {
			return nil, fmt.Errorf("parquet: option for column %q: no leaf column has that name (leaves: %v)", cfg.overrides[k].column, ws.leafNames())
		}
	}
	if err := w.write([]byte("PAR1")); err != nil {
		return nil, err
	}
	return w, nil
}

// emptyValues is a leafValues of type t with no values, to check that an
// encoding applies to t.
func emptyValues(t PhysicalType) leafValues {
	switch t {
	case Boolean:
		return leafValues{bools: []bool{}}
	case Int32:
		return leafValues{i32: []int32{}}
	case Int64:
		return leafValues{i64: []int64{}}
	case Int96:
		return leafValues{i96: [][12]byte{}}
	case Float:
		return leafValues{f32: []float32{}}
	case Double:
		return leafValues{f64: []float64{}}
	}
	return leafValues{bin: byteValues{offs: []int64{0}}}
}

func (w *Writer) write(b []byte) error {
	n, err := w.out.Write(b)
	w.pos += int64(n)
	if err != nil {
		w.err = fmt.Errorf("parquet: writing at offset %d: %w", w.pos, err)
		return w.err
	}
	return nil
}

func (w *Writer) usable() error {
	if w.closed {
		return ErrWriterClosed
	}
	return w.err
}

// Write adds a record batch, whose schema must have the writer's fields
// (names and types; nullability may differ, but a null in a field the
// writer's schema says is not nullable is an error). Rows are buffered
// and row groups written as they fill.
func (w *Writer) Write(rb *arrays.RecordBatch) error {
	if err := w.usable(); err != nil {
		return err
	}
	if err := w.checkSchema(rb.Schema()); err != nil {
		return err
	}
	n := int64(rb.NumRows())
	// Pieces of at most 64Ki rows, so that the byte bound is checked
	// often enough to hold.
	const piece = 1 << 16
	for off := int64(0); off < n; {
		k := min(n-off, w.cfg.rowGroupRows-w.rows, piece)
		part := rb
		if off != 0 || k != n {
			part = rb.Slice(int(off), int(off+k))
		}
		for i, s := range w.shred {
			before := s.c.vals.len()
			if err := s.shred(part.Column(w.rootOf[i])); err != nil {
				w.err = err
				return err
			}
			if v := s.c.vals.bin; v.len() > before {
				s.c.binBytes += v.offs[len(v.offs)-1] - v.offs[before]
			}
		}
		w.rows += k
		off += k
		if w.rows >= w.cfg.rowGroupRows || w.bufferedBytes() >= w.cfg.rowGroupBytes {
			if err := w.flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

// bufferedBytes estimates the encoded size of the buffered row group.
func (w *Writer) bufferedBytes() int64 {
	var n int64
	for i := range w.chunks {
		c := &w.chunks[i]
		n += int64(c.levelCount()+len(c.reps))/4 + c.binBytes + int64(c.vals.len()*valueSize(w.cols[i].typ, w.cols[i].typeLen))
	}
	return n
}

func (w *Writer) checkSchema(s *arrays.Schema) error {
	want := w.arrow.Fields
	if len(s.Fields) != len(want) {
		return fmt.Errorf("parquet: Write: the batch has %d columns, the writer's schema %d (%s)", len(s.Fields), len(want), fieldNames(w.arrow))
	}
	for i, f := range s.Fields {
		if f.Name != want[i].Name || !arrays.TypeEqual(f.Type, want[i].Type) {
			return fmt.Errorf("parquet: Write: column %d is %s %s, the writer's schema has %s %s", i, f.Name, f.Type, want[i].Name, want[i].Type)
		}
	}
	return nil
}

// WriteTable writes every row of t (whose schema must be the writer's).
func (w *Writer) WriteTable(t *arrays.Table) error {
	if err := w.usable(); err != nil {
		return err
	}
	if err := w.checkSchema(t.Schema()); err != nil {
		return err
	}
	for _, rb := range t.RecordBatches() {
		if err := w.Write(rb); err != nil {
			return err
		}
	}
	return nil
}

// Flush ends the current row group, writing it if it has rows.
func (w *Writer) Flush() error {
	if err := w.usable(); err != nil {
		return err
	}
	return w.flush()
}

// flush encodes and writes the buffered row group.
func (w *Writer) flush() error {
	if w.rows == 0 {
		return nil
	}
	start := w.pos
	g := RowGroup{NumRows: w.rows, Ordinal: ptr(int16(len(w.groups)))}
	cis := make([]*ColumnIndex, len(w.cols))
	ois := make([]*OffsetIndex, len(w.cols))
	var blooms []*chunkResult
	for i, cw := range w.cols {
		out, res, err := cw.write(w.buf[:0], w.pos, &w.chunks[i])
		if err != nil {
			w.err = err
			return err
		}
		w.buf = out
		if err := w.write(out); err != nil {
			return err
		}
		meta := res.meta
		g.Columns = append(g.Columns, ColumnChunk{FileOffset: res.start, MetaData: &meta})
		g.TotalByteSize += meta.TotalUncompressedSize
		cis[i], ois[i] = res.colIdx, res.offIdx
		if res.bloom != nil {
			blooms = append(blooms, res)
			res.leafIndex = i
		}
		w.chunks[i].reset()
	}
	// Bloom filters follow the row group's chunks.
	for _, res := range blooms {
		bits := res.bloom.bitset()
		b := appendBloomFilterHeader(w.buf[:0], int32(len(bits)))
		off := w.pos
		if err := w.write(b); err != nil {
			return err
		}
		if err := w.write(bits); err != nil {
			return err
		}
		m := g.Columns[res.leafIndex].MetaData
		m.BloomFilterOffset = ptr(off)
		m.BloomFilterLength = ptr(int32(w.pos - off))
	}
	g.FileOffset = ptr(start)
	g.TotalCompressedSize = ptr(w.pos - start)
	w.groups = append(w.groups, g)
	w.colIdx = append(w.colIdx, cis)
	w.offIdx = append(w.offIdx, ois)
	w.total += w.rows
	w.rows = 0
	return nil
}

// Close writes the last row group, the page indexes (every column index,
// then every offset index, as Arrow C++ places them), the footer and the
// closing magic. It does not close the underlying writer.
func (w *Writer) Close() error {
	if err := w.usable(); err != nil {
		return err
	}
	if err := w.flush(); err != nil {
		return err
	}
	w.closed = true
	for g := range w.groups {
		for c, ci := range w.colIdx[g] {
			if ci == nil {
				continue
			}
			off := w.pos
			if err := w.write(appendColumnIndex(w.buf[:0], ci)); err != nil {
				return err
			}
			cc := &w.groups[g].Columns[c]
			cc.ColumnIndexOffset, cc.ColumnIndexLength = ptr(off), ptr(int32(w.pos-off))
		}
	}
	for g := range w.groups {
		for c, oi := range w.offIdx[g] {
			if oi == nil {
				continue
			}
			off := w.pos
			if err := w.write(appendOffsetIndex(w.buf[:0], oi)); err != nil {
				return err
			}
			cc := &w.groups[g].Columns[c]
			cc.OffsetIndexOffset, cc.OffsetIndexLength = ptr(off), ptr(int32(w.pos-off))
		}
	}
	as, err := arrowSchemaValue(w.arrow)
	if err != nil {
		w.err = err
		return err
	}
	md := &FileMetaData{Version: 2, Schema: w.schema.elems, NumRows: w.total, RowGroups: w.groups, CreatedBy: w.cfg.createdBy}
	for i, k := range w.arrow.Metadata.Keys {
		md.KeyValueMetadata = append(md.KeyValueMetadata, KeyValue{Key: k, Value: w.arrow.Metadata.Values[i], HasValue: true})
	}
	md.KeyValueMetadata = append(md.KeyValueMetadata, w.cfg.kv...)
	md.KeyValueMetadata = append(md.KeyValueMetadata, KeyValue{Key: "ARROW:schema", Value: as, HasValue: true})
	for range w.schema.leaves {
		md.ColumnOrders = append(md.ColumnOrders, 1) // TYPE_ORDER
	}
	footer := appendFileMetaData(w.buf[:0], md)
	footer = binary.LittleEndian.AppendUint32(footer, uint32(len(footer)))
	footer = append(footer, "PAR1"...)
	if err := w.write(footer); err != nil {
		return err
	}
	if err := w.out.Flush(); err != nil {
		w.err = fmt.Errorf("parquet: writing the footer: %w", err)
		return w.err
	}
	return nil
}

// arrowSchemaValue is the ARROW:schema value Arrow C++ writes: base64 of
// the IPC Schema message, framed as in a stream (continuation marker,
// length, flatbuffer, padding).
func arrowSchemaValue(s *arrays.Schema) (string, error) {
	meta, err := ipc.MarshalSchemaMessage(&ipc.SchemaHeader{Schema: s}, arrays.Metadata{})
	if err != nil {
		return "", fmt.Errorf("parquet: encoding ARROW:schema: %w", err)
	}
	var b bytes.Buffer
	if _, _, err := ipc.WriteMessage(&b, meta); err != nil {
		return "", fmt.Errorf("parquet: encoding ARROW:schema: %w", err)
	}
	return base64.StdEncoding.EncodeToString(b.Bytes()), nil
}

// WriteFile writes t to a new Parquet file at path.
func WriteFile(path string, t *arrays.Table, opts ...WriteOption) (err error) {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	w, err := NewWriter(f, t.Schema(), opts...)
	if err != nil {
		return err
	}
	if err := w.WriteTable(t); err != nil {
		return err
	}
	return w.Close()
}

// WriteRecords writes a stream of record batches of one schema to out as
// a Parquet file, holding one row group at a time; an error from the
// stream ends it.
func WriteRecords(out io.Writer, schema *arrays.Schema, batches iter.Seq2[*arrays.RecordBatch, error], opts ...WriteOption) error {
	w, err := NewWriter(out, schema, opts...)
	if err != nil {
		return err
	}
	for rb, err := range batches {
		if err != nil {
			return err
		}
		if err := w.Write(rb); err != nil {
			return err
		}
	}
	return w.Close()
}
