package ipc

import (
	"fmt"
	"io"
	"iter"
	"strconv"

	"github.com/quiver-go/quiver/arrays"
)

// StreamReader reads the record batches of an IPC stream: a Schema message,
// then DictionaryBatch and RecordBatch messages in any order (each
// dictionary before the batches that use it), then an end-of-stream marker
// or simply the end of the input.
//
// Every batch it returns has passed arrays.ValidateDataSafe (unless
// WithTrusted says otherwise; WithValueChecks adds the value-level rules), so its arrays are safe to access whatever the input
// held; an error says which message, field and buffer were at fault and
// wraps ErrMalformed, ErrUnsupported or ErrUnsupportedVersion. A
// StreamReader is not safe for concurrent use.
type StreamReader struct {
	core  readerCore
	next  func() (*Message, int64, error)
	meta  arrays.Metadata
	index int // record batches returned so far
	msgs  int // messages read so far, the schema included
	err   error
}

// NewStreamReader reads the Schema message of the stream in r and returns a
// reader of its batches. Bodies are read into fresh 64-byte aligned memory,
// never more than the bytes that actually arrive can justify.
func NewStreamReader(r io.Reader, opts ...ReadOption) (*StreamReader, error) {
	if r == nil {
		return nil, fmt.Errorf("ipc: NewStreamReader: nil io.Reader")
	}
	mr := NewMessageReader(r)
	return newStreamReader(func() (*Message, int64, error) {
		off := mr.Offset()
		m, err := mr.Next()
		return m, off, err
	}, opts)
}

// NewStreamReaderBytes returns a reader of the stream held in b, which it
// reads in place: the arrays of the batches alias b wherever alignment and
// byte order allow (zero copy), so b must not be modified while they are
// in use.
func NewStreamReaderBytes(b []byte, opts ...ReadOption) (*StreamReader, error) {
	var off int64
	return newStreamReader(func() (*Message, int64, error) {
		at := off
		m, next, err := ReadMessageAt(b, off)
		if err == nil || err == io.EOF {
			off = next
		}
		return m, at, err
	}, opts)
}

func newStreamReader(next func() (*Message, int64, error), opts []ReadOption) (*StreamReader, error) {
	r := &StreamReader{next: next}
	m, _, err := next()
	if err == io.EOF {
		return nil, fmt.Errorf("%w: the stream has no schema message: %w", ErrMalformed, io.ErrUnexpectedEOF)
	}
	if err != nil {
		return nil, err
	}
	r.msgs++
	if m.Type() != MessageSchema {
		return nil, fmt.Errorf("%w: the stream starts with a %s message, not a Schema", ErrMalformed, m.Type())
	}
	h, err := m.Schema()
	if err != nil {
		return nil, err
	}
	cfg, err := newReadConfig(opts)
	if err != nil {
		return nil, err
	}
	r.core.init(h, cfg, false)
	return r, nil
}

// Schema is the stream's schema.
func (r *StreamReader) Schema() *arrays.Schema { return r.core.header.Schema }

// Header is the decoded Schema message: the schema, the body byte order,
// the features and the dictionary ids (which WithDictionaryIDs takes to
// write the data back with the same ids).
func (r *StreamReader) Header() *SchemaHeader { return r.core.header }

// Metadata is the message-level custom metadata of the RecordBatch message
// of the batch Next returned last.
func (r *StreamReader) Metadata() arrays.Metadata { return r.meta }

// Next returns the next record batch, applying the dictionary batches that
// come before it. At the end of the stream it returns io.EOF; after an
// error it keeps returning that error.
func (r *StreamReader) Next() (*arrays.RecordBatch, error) {
	if r.err != nil {
		return nil, r.err
	}
	rb, err := r.read()
	if err != nil {
		r.err = err
		return nil, err
	}
	r.index++
	return rb, nil
}

func (r *StreamReader) read() (*arrays.RecordBatch, error) {
	for {
		m, off, err := r.next()
		if err != nil {
			return nil, err
		}
		where := "message " + strconv.Itoa(r.msgs) + " (byte " + strconv.FormatInt(off, 10) + ")"
		r.msgs++
		switch m.Type() {
		case MessageDictionaryBatch:
			if err := r.core.readDictionary(m, "dictionary batch in "+where); err != nil {
				return nil, err
			}
		case MessageRecordBatch:
			rb, err := r.core.readRecordBatch(m, "record batch "+strconv.Itoa(r.index)+" in "+where)
			if err != nil {
				return nil, err
			}
			r.meta = m.CustomMetadata()
			return rb, nil
		case MessageSchema:
			return nil, fmt.Errorf("%w: %s: a second Schema message", ErrMalformed, where)
		default:
			return nil, fmt.Errorf("%w: %s: %s messages cannot be read as record batches", ErrUnsupported, where, m.Type())
		}
	}
}

// All iterates over the remaining batches. It stops after the last one or
// after yielding an error (never io.EOF).
func (r *StreamReader) All() iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for {
			rb, err := r.Next()
			if err == io.EOF {
				return
			}
			if !yield(rb, err) || err != nil {
				return
			}
		}
	}
}

// StreamWriter writes record batches in the IPC stream format: the Schema
// message when it is created, then for each batch the dictionaries it needs
// that were not sent (or changed) and the batch, then an end-of-stream
// marker on Close. Messages are V5, little-endian on little-endian
// machines, with body buffers 64-byte aligned. It is not safe for
// concurrent use.
type StreamWriter struct {
	core writerCore
}

// NewStreamWriter writes the Schema message for schema to w and returns a
// writer of batches of that schema.
func NewStreamWriter(w io.Writer, schema *arrays.Schema, opts ...WriteOption) (*StreamWriter, error) {
	s := &StreamWriter{}
	if err := s.core.init(w, schema, opts, false); err != nil {
		return nil, err
	}
	if err := s.core.writeSchema(); err != nil {
		return nil, err
	}
	return s, nil
}

// Write writes one record batch (after any dictionaries it needs). The
// batch's columns must have the schema's types; a batch may be a slice of
// a larger one, and only its rows are written.
func (s *StreamWriter) Write(rb *arrays.RecordBatch) error {
	return s.core.writeBatch(rb, arrays.Metadata{})
}

// WriteWithMetadata writes rb with message-level custom metadata md
// (Message.custom_metadata of its RecordBatch message).
func (s *StreamWriter) WriteWithMetadata(rb *arrays.RecordBatch, md arrays.Metadata) error {
	return s.core.writeBatch(rb, md)
}

// Close writes the end-of-stream marker. It does not close the underlying
// io.Writer. Closing twice is a no-op.
func (s *StreamWriter) Close() error {
	if s.core.closed {
		return nil
	}
	s.core.closed = true
	if s.core.err != nil {
		return s.core.err
	}
	return s.core.write(eosMarker[:])
}
