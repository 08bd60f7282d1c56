// Package flight is Arrow Flight for quiver: a client and an embeddable
// server base that move quiver record batches over gRPC, encoded and
// decoded by quiver's own IPC writer and reader (the IPC message of each
// FlightData in data_header and data_body, dictionaries included).
//
// It is a module of its own so that gRPC stays out of quiver's core. It
// uses the Flight protocol's generated protobuf types from apache/arrow-go
// (arrow/flight/gen/flight), so the module brings arrow-go, gRPC and
// protobuf.
//
// Copies: gRPC marshals every protobuf message into its own buffer and
// unmarshals into fresh slices, so a batch is copied once on each side of
// the wire whatever the library; quiver adds one copy when writing (its IPC
// writer lays the body out in one buffer) and one when reading (the IPC
// reader puts bodies in aligned memory).
//
// Large batches: gRPC refuses by default messages over 4 MiB on receipt.
// NewClient raises the client's receive limit to MaxMessageSize, and
// servers should be made with the same limit (NewGRPCServer does); a batch
// whose FlightData exceeds the peer's limit fails with gRPC's
// ResourceExhausted error naming both sizes.
package flight

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"

	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// MaxMessageSize is the gRPC message size limit NewClient and
// NewGRPCServer set: 1 GiB, far above gRPC's 4 MiB default.
const MaxMessageSize = 1 << 30

// ----- writing -----

// dataWriter turns batches into FlightData messages through quiver's IPC
// stream writer.
type dataWriter struct {
	buf  bytes.Buffer
	w    *ipc.StreamWriter
	send func(*pb.FlightData) error
	desc *pb.FlightDescriptor // sent with the first message (DoPut)
}

func newDataWriter(schema *arrays.Schema, desc *pb.FlightDescriptor, send func(*pb.FlightData) error, opts ...ipc.WriteOption) (*dataWriter, error) {
	dw := &dataWriter{send: send, desc: desc}
	w, err := ipc.NewStreamWriter(&dw.buf, schema, opts...)
	if err != nil {
		return nil, err
	}
	dw.w = w
	return dw, dw.flush()
}

// flush sends every complete IPC message in the buffer as one FlightData.
func (dw *dataWriter) flush() error {
	b := dw.buf.Bytes()
	var off int64
	for off < int64(len(b)) {
		m, next, err := ipc.ReadMessageAt(b, off)
		if err == io.EOF {
			break // the end-of-stream marker: Flight ends with the gRPC stream
		}
		if err != nil {
			return fmt.Errorf("flight: splitting quiver's IPC output: %w", err)
		}
		fd := &pb.FlightData{DataHeader: m.Metadata(), DataBody: m.Body()}
		if dw.desc != nil {
			fd.FlightDescriptor, dw.desc = dw.desc, nil
		}
		if err := dw.send(fd); err != nil {
			return err
		}
		off = next
	}
	dw.buf.Reset()
	return nil
}

func (dw *dataWriter) write(rb *arrays.RecordBatch) error {
	if err := dw.w.Write(rb); err != nil {
		return err
	}
	return dw.flush()
}

func (dw *dataWriter) close() error {
	if err := dw.w.Close(); err != nil {
		return err
	}
	return dw.flush()
}

// writeAll sends the schema and every batch of seq.
func writeAll(schema *arrays.Schema, seq iter.Seq2[*arrays.RecordBatch, error], desc *pb.FlightDescriptor, send func(*pb.FlightData) error, opts ...ipc.WriteOption) error {
	dw, err := newDataWriter(schema, desc, send, opts...)
	if err != nil {
		return err
	}
	for rb, err := range seq {
		if err != nil {
			return err
		}
		if err := dw.write(rb); err != nil {
			return err
		}
	}
	return dw.close()
}

// ----- reading -----

// Reader reads the record batches of a Flight data stream (DoGet's
// response, DoPut's request) with quiver's IPC stream reader.
type Reader struct {
	*ipc.StreamReader
	src     *flightBytes
	stop    func()
	sendErr chan error // DoExchange: how the sending side ended
}

// SendErr waits for the sending side of a DoExchange to end and returns
// its error (nil for other calls).
func (r *Reader) SendErr() error {
	if r.sendErr == nil {
		return nil
	}
	err := <-r.sendErr
	r.sendErr <- err // later calls see it too
	return err
}

// Descriptor is the FlightDescriptor the stream's first message carried
// (DoPut), or nil.
func (r *Reader) Descriptor() *pb.FlightDescriptor { return r.src.desc }

// Close stops reading (cancelling the call for a client's DoGet).
func (r *Reader) Close() error {
	if r.stop != nil {
		r.stop()
	}
	return nil
}

func newReader(recv func() (*pb.FlightData, error), stop func(), opts ...ipc.ReadOption) (*Reader, error) {
	src := &flightBytes{recv: recv}
	sr, err := ipc.NewStreamReader(src, opts...)
	if err != nil {
		if src.err != nil {
			err = src.err // the transport's error says more than a short stream
		}
		if stop != nil {
			stop()
		}
		return nil, fmt.Errorf("flight: reading the schema: %w", err)
	}
	return &Reader{StreamReader: sr, src: src, stop: stop}, nil
}

// flightBytes presents FlightData messages as the IPC stream they encode
// (each framed as an encapsulated message), for quiver's stream reader.
type flightBytes struct {
	recv func() (*pb.FlightData, error)
	buf  bytes.Buffer
	desc *pb.FlightDescriptor
	n    int
	err  error // a transport error, kept to report it as is
}

func (f *flightBytes) Read(p []byte) (int, error) {
	for f.buf.Len() == 0 {
		fd, err := f.recv()
		if err == io.EOF {
			return 0, io.EOF
		}
		if err != nil {
			f.err = err
			return 0, err
		}
		if f.n == 0 {
			f.desc = fd.GetFlightDescriptor()
		}
		f.n++
		if len(fd.DataHeader) == 0 {
			if len(fd.DataBody) != 0 {
				return 0, fmt.Errorf("flight: message %d has a %d-byte body and no header", f.n, len(fd.DataBody))
			}
			continue // app_metadata only
		}
		if _, _, err := ipc.WriteMessage(&f.buf, fd.DataHeader, fd.DataBody); err != nil {
			return 0, fmt.Errorf("flight: message %d is not an IPC message: %w", f.n, err)
		}
	}
	return f.buf.Read(p)
}

// ----- schemas -----

// EncodeSchema renders a schema as Flight carries it in FlightInfo.schema
// and SchemaResult: an encapsulated IPC Schema message.
func EncodeSchema(s *arrays.Schema) ([]byte, error) {
	meta, err := ipc.MarshalSchemaMessage(&ipc.SchemaHeader{Schema: s}, arrays.Metadata{})
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if _, _, err := ipc.WriteMessage(&b, meta); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// DecodeSchema parses an encapsulated IPC Schema message.
func DecodeSchema(b []byte) (*arrays.Schema, error) {
	if len(b) == 0 {
		return nil, errors.New("flight: empty schema")
	}
	m, err := ipc.NewMessageReader(bytes.NewReader(b)).Next()
	if err != nil {
		return nil, fmt.Errorf("flight: schema: %w", err)
	}
	h, err := m.Schema()
	if err != nil {
		return nil, fmt.Errorf("flight: schema: %w", err)
	}
	return h.Schema, nil
}
