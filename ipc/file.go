package ipc

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/quiver-go/quiver/arrays"
)

// The file format: "ARROW1", two bytes of padding, a stream (schema,
// dictionaries, record batches, end-of-stream marker), the Footer
// flatbuffer, its length as an int32, and "ARROW1" again. The footer lists
// the Blocks (offset, framed metadata length, body length) of every
// dictionary and record batch, so batch i can be read without reading the
// others.

var fileMagic = [6]byte{'A', 'R', 'R', 'O', 'W', '1'}

// fileHeaderLen is the magic and its padding at the start of a file.
const fileHeaderLen = 8

// FileReader reads an IPC file held in memory (or memory-mapped by
// OpenFile), in place: the arrays of its batches alias the file's bytes
// wherever alignment and byte order allow, so opening a file and reading a
// batch take time independent of the size of the data (with WithTrusted;
// full validation reads every value).
//
// The dictionaries are read once, when the first batch is; each id may
// have one non-delta dictionary batch and any number of deltas, applied in
// footer order. A FileReader is safe for concurrent use.
type FileReader struct {
	core    readerCore
	buf     []byte
	footer  *Footer
	end     int64 // offset of the footer: messages lie before it
	once    sync.Once
	dictErr error
	closed  atomic.Bool
}

// NewFileReader checks the framing of the file in b (magic bytes, footer
// length), decodes its footer and returns a reader of its batches. b must
// not be modified while the reader or its arrays are in use.
func NewFileReader(b []byte, opts ...ReadOption) (*FileReader, error) {
	n := int64(len(b))
	if n < fileHeaderLen+4+int64(len(fileMagic)) {
		return nil, fmt.Errorf("%w: %d bytes is too short for an Arrow IPC file", ErrMalformed, n)
	}
	if [6]byte(b[:6]) != fileMagic {
		return nil, fmt.Errorf("%w: the file does not start with the magic ARROW1", ErrMalformed)
	}
	if [6]byte(b[n-6:]) != fileMagic {
		return nil, fmt.Errorf("%w: the file does not end with the magic ARROW1 (truncated, or still being written?)", ErrMalformed)
	}
	footerLen := int64(int32(binary.LittleEndian.Uint32(b[n-10:])))
	if footerLen <= 0 || footerLen > n-10-fileHeaderLen {
		return nil, fmt.Errorf("%w: footer length %d does not fit in the %d-byte file", ErrMalformed, footerLen, n)
	}
	end := n - 10 - footerLen
	footer, err := DecodeFooter(b[end : n-10 : n-10])
	if err != nil {
		return nil, fmt.Errorf("file footer (at byte %d): %w", end, err)
	}
	for _, list := range []struct {
		name   string
		blocks []Block
	}{{"dictionaries", footer.Dictionaries}, {"recordBatches", footer.RecordBatches}} {
		for i, blk := range list.blocks {
			if blk.Offset < fileHeaderLen || blk.Offset > end || int64(blk.MetaDataLength) > end-blk.Offset ||
				blk.BodyLength > end-blk.Offset-int64(blk.MetaDataLength) {
				return nil, fmt.Errorf("%w: file footer %s[%d] (offset %d, metaDataLength %d, bodyLength %d) lies outside the %d bytes before the footer",
					ErrMalformed, list.name, i, blk.Offset, blk.MetaDataLength, blk.BodyLength, end)
			}
		}
	}
	cfg, err := newReadConfig(opts)
	if err != nil {
		return nil, err
	}
	f := &FileReader{buf: b, footer: footer, end: end}
	f.core.init(footer.Schema, cfg, true)
	return f, nil
}

// OpenFile maps the file at path into memory (reading it where the
// platform has no mmap) and returns a reader of it. The file handle is
// closed before OpenFile returns. The arrays of the batches read alias the
// mapping and keep it alive: it is unmapped only once Close has been called
// (or the reader is unreachable) and no array read from it is reachable, so
// using a batch after Close is safe. A Go slice taken out of an array
// (Values, Buffers) does not keep the mapping alive by itself: keep the
// array (or copy the slice) for as long as the slice is used.
func OpenFile(path string, opts ...ReadOption) (*FileReader, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, err
	}
	size := st.Size()
	if size > int64(maxInt) {
		return nil, fmt.Errorf("ipc: %s: %d bytes do not fit in memory", path, size)
	}
	buf, owner, err := mapFile(fh, int(size))
	if err != nil {
		return nil, fmt.Errorf("ipc: mapping %s: %w", path, err)
	}
	f, err := NewFileReader(buf, opts...)
	if err != nil {
		// A FileReader's errors do not name the file; the caller's
		// path is the useful context here.
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if owner != nil { // a nil *mapping in the interface would not be nil
		f.core.owner = owner
	}
	return f, nil
}

// ErrClosed is returned by the methods of a FileReader that read batches
// after Close.
var ErrClosed = errors.New("ipc: file reader is closed")

// Close ends the use of the reader: later RecordBatch calls return
// ErrClosed. For a reader made by OpenFile it drops the reader's hold on
// the mapping, which is unmapped once no array read from it is reachable
// either; batches already read stay valid. Close must not run
// concurrently with the reader's other methods. Closing twice is a no-op.
func (f *FileReader) Close() error {
	if f.closed.Swap(true) {
		return nil
	}
	f.buf = nil
	f.core.owner = nil
	return nil
}

// Schema is the file's schema (from the footer).
func (f *FileReader) Schema() *arrays.Schema { return f.core.header.Schema }

// Header is the footer's schema header: schema, byte order, features and
// dictionary ids.
func (f *FileReader) Header() *SchemaHeader { return f.core.header }

// Footer is the decoded footer: schema, Blocks and custom metadata.
func (f *FileReader) Footer() *Footer { return f.footer }

// Metadata is the footer's custom metadata.
func (f *FileReader) Metadata() arrays.Metadata { return f.footer.Metadata }

// NumRecordBatches is the number of record batches the footer lists.
func (f *FileReader) NumRecordBatches() int { return len(f.footer.RecordBatches) }

// NumDictionaries is the number of dictionary batches the footer lists.
func (f *FileReader) NumDictionaries() int { return len(f.footer.Dictionaries) }

// message reads the message a Block points at and checks that it is of
// the expected kind and matches the block.
func (f *FileReader) message(blk Block, kind MessageType, what string) (*Message, error) {
	m, _, err := ReadMessageAt(f.buf[:f.end:f.end], blk.Offset)
	if err == io.EOF {
		return nil, fmt.Errorf("%w: %s: the block at byte %d holds an end-of-stream marker, not a message", ErrMalformed, what, blk.Offset)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	if m.Type() != kind {
		return nil, fmt.Errorf("%w: %s: the block at byte %d holds a %s message, not a %s", ErrMalformed, what, blk.Offset, m.Type(), kind)
	}
	if int64(m.FramedMetadataLength()) != int64(blk.MetaDataLength) || m.BodyLength() != blk.BodyLength {
		return nil, fmt.Errorf("%w: %s: the message at byte %d has metadata length %d and body length %d, its block says %d and %d",
			ErrMalformed, what, blk.Offset, m.FramedMetadataLength(), m.BodyLength(), blk.MetaDataLength, blk.BodyLength)
	}
	return m, nil
}

// loadDictionaries reads every dictionary batch once.
func (f *FileReader) loadDictionaries() error {
	f.once.Do(func() {
		for i, blk := range f.footer.Dictionaries {
			what := "dictionary batch " + strconv.Itoa(i) + " (block at byte " + strconv.FormatInt(blk.Offset, 10) + ")"
			m, err := f.message(blk, MessageDictionaryBatch, what)
			if err == nil {
				err = f.core.readDictionary(m, what)
			}
			if err != nil {
				f.dictErr = err
				return
			}
		}
	})
	return f.dictErr
}

// RecordBatch reads record batch i (0 <= i < NumRecordBatches) without
// reading the others.
func (f *FileReader) RecordBatch(i int) (*arrays.RecordBatch, error) {
	m, what, err := f.batchMessage(i)
	if err != nil {
		return nil, err
	}
	if err := f.loadDictionaries(); err != nil {
		return nil, err
	}
	return f.core.readRecordBatch(m, what)
}

// RecordBatchMetadata returns the message-level custom metadata of record
// batch i, reading only its metadata.
func (f *FileReader) RecordBatchMetadata(i int) (arrays.Metadata, error) {
	m, _, err := f.batchMessage(i)
	if err != nil {
		return arrays.Metadata{}, err
	}
	return m.CustomMetadata(), nil
}

func (f *FileReader) batchMessage(i int) (*Message, string, error) {
	if f.closed.Load() {
		return nil, "", ErrClosed
	}
	if i < 0 || i >= len(f.footer.RecordBatches) {
		return nil, "", fmt.Errorf("ipc: record batch %d out of range [0, %d)", i, len(f.footer.RecordBatches))
	}
	blk := f.footer.RecordBatches[i]
	what := "record batch " + strconv.Itoa(i) + " (block at byte " + strconv.FormatInt(blk.Offset, 10) + ")"
	m, err := f.message(blk, MessageRecordBatch, what)
	return m, what, err
}

// All iterates over the record batches in order, stopping after the first
// error.
func (f *FileReader) All() iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for i := range f.NumRecordBatches() {
			rb, err := f.RecordBatch(i)
			if !yield(rb, err) || err != nil {
				return
			}
		}
	}
}

// FileWriter writes record batches in the IPC file format: the magic and
// the Schema message when it is created, dictionaries and batches as they
// come, and on Close the end-of-stream marker, the footer with every
// Block, the footer length and the magic. A dictionary may be sent once per
// id, plus deltas (WithDeltaDictionaries); a batch whose dictionary changed
// otherwise is an error, since files cannot replace dictionaries. It is
// not safe for concurrent use.
type FileWriter struct {
	core writerCore
}

// NewFileWriter writes the file header and the Schema message for schema
// to w and returns a writer of batches of that schema.
func NewFileWriter(w io.Writer, schema *arrays.Schema, opts ...WriteOption) (*FileWriter, error) {
	f := &FileWriter{}
	if err := f.core.init(w, schema, opts, true); err != nil {
		return nil, err
	}
	var head [fileHeaderLen]byte
	copy(head[:], fileMagic[:])
	if err := f.core.write(head[:]); err != nil {
		return nil, err
	}
	if err := f.core.writeSchema(); err != nil {
		return nil, err
	}
	return f, nil
}

// Write writes one record batch (after any dictionaries it needs).
func (f *FileWriter) Write(rb *arrays.RecordBatch) error {
	return f.core.writeBatch(rb, arrays.Metadata{})
}

// WriteWithMetadata writes rb with message-level custom metadata md.
func (f *FileWriter) WriteWithMetadata(rb *arrays.RecordBatch, md arrays.Metadata) error {
	return f.core.writeBatch(rb, md)
}

// Close writes the end-of-stream marker, the footer and the trailing
// magic. It does not close the underlying io.Writer. Closing twice is a
// no-op.
func (f *FileWriter) Close() error {
	w := &f.core
	if w.closed {
		return nil
	}
	w.closed = true
	if w.err != nil {
		return w.err
	}
	if err := w.write(eosMarker[:]); err != nil {
		return err
	}
	footer, err := MarshalFooter(&Footer{
		Schema:        w.header,
		Dictionaries:  w.dicts,
		RecordBatches: w.batches,
		Metadata:      w.cfg.footer,
	})
	if err != nil {
		return err
	}
	var tail [4 + len(fileMagic)]byte
	binary.LittleEndian.PutUint32(tail[:4], uint32(len(footer)))
	copy(tail[4:], fileMagic[:])
	if err := w.write(footer); err != nil {
		return err
	}
	return w.write(tail[:])
}
