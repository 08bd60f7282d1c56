package ipctool

import (
	"fmt"
	"io"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// Sink writes record batches in one of the two formats.
type Sink struct {
	Format Format
	stream *ipc.StreamWriter
	file   *ipc.FileWriter
}

// NewSink writes the start of an IPC output of format f for the schema and
// dictionary ids of h (nil ids number the dictionaries afresh) to w.
// Dictionary deltas are written as deltas, so that what a stream sent as
// deltas can go into a file.
func NewSink(w io.Writer, f Format, h *ipc.SchemaHeader, opts ...ipc.WriteOption) (*Sink, error) {
	all := []ipc.WriteOption{ipc.WithDeltaDictionaries()}
	if h.Dictionaries != nil && h.Dictionaries.Len() > 0 {
		all = append(all, ipc.WithDictionaryIDs(h.Dictionaries))
	}
	all = append(all, opts...)
	s := &Sink{Format: f}
	var err error
	if f == File {
		s.file, err = ipc.NewFileWriter(w, h.Schema, all...)
	} else {
		s.stream, err = ipc.NewStreamWriter(w, h.Schema, all...)
	}
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Write writes one batch with message-level custom metadata md.
func (s *Sink) Write(rb *arrays.RecordBatch, md arrays.Metadata) error {
	if s.file != nil {
		return s.file.WriteWithMetadata(rb, md)
	}
	return s.stream.WriteWithMetadata(rb, md)
}

// Close ends the output (end-of-stream marker; for files also the footer).
func (s *Sink) Close() error {
	if s.file != nil {
		return s.file.Close()
	}
	return s.stream.Close()
}

// Copy writes every remaining batch of src to dst and closes dst, returning
// the number of batches and rows copied.
func Copy(dst *Sink, src *Source) (batches int, rows int64, err error) {
	for {
		rb, md, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return batches, rows, err // ipc's errors name the batch and message
		}
		if err := dst.Write(rb, md); err != nil {
			return batches, rows, fmt.Errorf("writing batch %d: %w", batches, err)
		}
		batches++
		rows += int64(rb.NumRows())
	}
	if err := dst.Close(); err != nil {
		return batches, rows, err
	}
	return batches, rows, nil
}

// WriteTable writes every batch of t in format f to w, keeping the schema,
// dictionary ids, batch metadata and (for file output) footer metadata.
func WriteTable(w io.Writer, f Format, t *Table, opts ...ipc.WriteOption) error {
	if f == File && t.FooterMetadata.Len() > 0 {
		opts = append([]ipc.WriteOption{ipc.WithFooterMetadata(t.FooterMetadata)}, opts...)
	}
	s, err := NewSink(w, f, t.Header, opts...)
	if err != nil {
		return err
	}
	for i, rb := range t.Batches {
		var md arrays.Metadata
		if i < len(t.BatchMetadata) {
			md = t.BatchMetadata[i]
		}
		if err := s.Write(rb, md); err != nil {
			return err
		}
	}
	return s.Close()
}
