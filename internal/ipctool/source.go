// Package ipctool is what the command-line tools of this repository share
// on top of package ipc: opening an IPC input whichever of the two formats
// it is in, copying batches to a writer of either format, and the bridge to
// the integration JSON format that the integration testers need (building
// batches from a JSON document, a JSON document from batches, and the
// comparison the testers' VALIDATE mode makes).
//
// It is internal because it is glue for the commands, not
// library API: its errors are worded for a person reading one line on a
// terminal.
package ipctool

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// Format is one of the two IPC formats.
type Format int

const (
	// Stream is the IPC stream format: messages one after another.
	Stream Format = iota
	// File is the IPC file (random access) format: "ARROW1", a stream, a
	// footer and "ARROW1" again.
	File
)

func (f Format) String() string {
	if f == File {
		return "file"
	}
	return "stream"
}

// ParseFormat reads "stream" or "file" (case-insensitive).
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(s) {
	case "stream":
		return Stream, nil
	case "file":
		return File, nil
	}
	return 0, fmt.Errorf("unknown format %q (want stream or file)", s)
}

// ParseCompression reads "none", "lz4" (or "lz4_frame") or "zstd".
func ParseCompression(s string) (ipc.Compression, error) {
	switch strings.ToLower(s) {
	case "", "none", "uncompressed":
		return ipc.NoCompression, nil
	case "lz4", "lz4_frame":
		return ipc.CompressionLZ4, nil
	case "zstd":
		return ipc.CompressionZSTD, nil
	}
	return 0, fmt.Errorf("unknown compression %q (want none, lz4 or zstd)", s)
}

// magic is what an IPC file starts with. A stream never does: it starts
// with a continuation marker (0xFFFFFFFF) or, in the pre-0.15 framing, with
// a small positive metadata length.
var magic = []byte("ARROW1")

// ErrEmpty is returned by OpenReader for input without a single byte, which
// some tools (arrow-stream-to-file) treat as an empty success rather than a
// malformed stream.
var ErrEmpty = errors.New("the input is empty")

// Source is an opened IPC input of either format, read batch by batch.
type Source struct {
	Format Format
	// Header is the schema header: schema, body byte order, features and
	// dictionary ids (which a writer can reuse with ipc.WithDictionaryIDs).
	Header *ipc.SchemaHeader
	// File is the file reader when Format is File, for random access and
	// the footer; nil for streams.
	File *ipc.FileReader

	stream *ipc.StreamReader
	next   int // the next file batch
	close  func() error
}

// Schema is the input's schema.
func (s *Source) Schema() *arrays.Schema { return s.Header.Schema }

// NumBatches is the number of record batches of a file, or -1 for a stream,
// which does not say before it is read.
func (s *Source) NumBatches() int {
	if s.File != nil {
		return s.File.NumRecordBatches()
	}
	return -1
}

// Next returns the next record batch and the custom metadata of its
// message, or io.EOF after the last one.
func (s *Source) Next() (*arrays.RecordBatch, arrays.Metadata, error) {
	if s.File != nil {
		if s.next >= s.File.NumRecordBatches() {
			return nil, arrays.Metadata{}, io.EOF
		}
		i := s.next
		rb, err := s.File.RecordBatch(i)
		if err != nil {
			return nil, arrays.Metadata{}, err
		}
		md, err := s.File.RecordBatchMetadata(i)
		if err != nil {
			return nil, arrays.Metadata{}, err
		}
		s.next++
		return rb, md, nil
	}
	rb, err := s.stream.Next()
	if err != nil {
		return nil, arrays.Metadata{}, err
	}
	return rb, s.stream.Metadata(), nil
}

// Close releases what Open acquired (a memory mapping, an open file).
// Batches already read stay usable: a mapping lives as long as they do.
func (s *Source) Close() error {
	if s.close == nil {
		return nil
	}
	c := s.close
	s.close = nil
	return c()
}

// Open opens the IPC input at path, "-" meaning stdin, and detects its
// format from the first bytes. A file on disk in the file format is memory
// mapped; a stream is read as it arrives.
func Open(path string, stdin io.Reader, opts ...ipc.ReadOption) (*Source, error) {
	if path == "-" {
		if stdin == nil {
			return nil, fmt.Errorf("no standard input")
		}
		return OpenReader(stdin, opts...)
	}
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	var head [sniffLen]byte
	n, err := io.ReadFull(fh, head[:])
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		fh.Close()
		return nil, err
	}
	if err := Sniff(head[:n]); err != nil {
		fh.Close()
		return nil, err
	}
	if bytes.HasPrefix(head[:n], magic) {
		fh.Close()
		f, err := ipc.OpenFile(path, opts...)
		if err != nil {
			return nil, err
		}
		return &Source{Format: File, Header: f.Header(), File: f, close: f.Close}, nil
	}
	if n == 0 {
		fh.Close()
		return nil, ErrEmpty
	}
	r, err := ipc.NewStreamReader(io.MultiReader(bytes.NewReader(head[:n]), bufio.NewReaderSize(fh, 1<<16)), opts...)
	if err != nil {
		fh.Close()
		return nil, err
	}
	return &Source{Format: Stream, Header: r.Header(), stream: r, close: fh.Close}, nil
}

// OpenReader opens the IPC input in r and detects its format. A stream is
// read as it arrives; a file needs random access and is read whole into
// memory first.
func OpenReader(r io.Reader, opts ...ipc.ReadOption) (*Source, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	head, err := br.Peek(sniffLen)
	if len(head) == 0 {
		if err == nil || err == io.EOF {
			return nil, ErrEmpty
		}
		return nil, err
	}
	if err := Sniff(head); err != nil {
		return nil, err
	}
	if bytes.HasPrefix(head, magic) {
		b, err := io.ReadAll(br)
		if err != nil {
			return nil, err
		}
		return OpenBytes(b, opts...)
	}
	s, err := ipc.NewStreamReader(br, opts...)
	if err != nil {
		return nil, err
	}
	return &Source{Format: Stream, Header: s.Header(), stream: s}, nil
}

// OpenBytes opens the IPC input held in b, in place (the batches alias b).
func OpenBytes(b []byte, opts ...ipc.ReadOption) (*Source, error) {
	if len(b) == 0 {
		return nil, ErrEmpty
	}
	if err := Sniff(b[:min(len(b), sniffLen)]); err != nil {
		return nil, err
	}
	if bytes.HasPrefix(b, magic) {
		f, err := ipc.NewFileReader(b, opts...)
		if err != nil {
			return nil, err
		}
		return &Source{Format: File, Header: f.Header(), File: f}, nil
	}
	s, err := ipc.NewStreamReaderBytes(b, opts...)
	if err != nil {
		return nil, err
	}
	return &Source{Format: Stream, Header: s.Header(), stream: s}, nil
}

// Table is an input read whole.
type Table struct {
	Format  Format
	Header  *ipc.SchemaHeader
	Batches []*arrays.RecordBatch
	// BatchMetadata[i] is the message-level custom metadata of batch i.
	BatchMetadata []arrays.Metadata
	// FooterMetadata is a file footer's custom metadata.
	FooterMetadata arrays.Metadata
}

// Schema is the table's schema.
func (t *Table) Schema() *arrays.Schema { return t.Header.Schema }

// ReadAll reads every remaining batch of s.
func ReadAll(s *Source) (*Table, error) {
	t := &Table{Format: s.Format, Header: s.Header}
	if s.File != nil {
		t.FooterMetadata = s.File.Metadata()
	}
	for {
		rb, md, err := s.Next()
		if err == io.EOF {
			return t, nil
		}
		if err != nil {
			return nil, err
		}
		t.Batches = append(t.Batches, rb)
		t.BatchMetadata = append(t.BatchMetadata, md)
	}
}

// ReadBytes reads the IPC input in b (either format) whole.
func ReadBytes(b []byte, opts ...ipc.ReadOption) (*Table, error) {
	s, err := OpenBytes(b, opts...)
	if err != nil {
		return nil, err
	}
	return ReadAll(s)
}

// OneLine makes err's message fit on one line (a few errors quote schemas
// that span lines), for tools whose failure is one line on stderr: line
// breaks become "; ".
func OneLine(err error) string {
	var parts []string
	for _, l := range strings.Split(err.Error(), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, "; ")
}

// StreamSource wraps a stream reader the caller opened.
func StreamSource(r *ipc.StreamReader) *Source {
	return &Source{Format: Stream, Header: r.Header(), stream: r}
}

// FileSource wraps a file reader the caller opened (and closes).
func FileSource(f *ipc.FileReader) *Source {
	return &Source{Format: File, Header: f.Header(), File: f}
}
