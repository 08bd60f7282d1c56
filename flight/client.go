package flight

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"

	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/grpc"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// Client calls a Flight service.
type Client struct {
	conn *grpc.ClientConn
	svc  pb.FlightServiceClient
}

// NewClient connects to target (grpc.NewClient's syntax). Pass transport
// credentials in opts (insecure.NewCredentials() for plain text); the
// receive limit is MaxMessageSize unless opts set another.
func NewClient(target string, opts ...grpc.DialOption) (*Client, error) {
	opts = append([]grpc.DialOption{grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(MaxMessageSize), grpc.MaxCallSendMsgSize(MaxMessageSize))}, opts...)
	conn, err := grpc.NewClient(target, opts...)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn, svc: pb.NewFlightServiceClient(conn)}, nil
}

// Close closes the connection.
func (c *Client) Close() error { return c.conn.Close() }

// Descriptor names a dataset (the protocol's FlightDescriptor).
type Descriptor = pb.FlightDescriptor

// PathDescriptor and CommandDescriptor build FlightDescriptors.
func PathDescriptor(path ...string) *pb.FlightDescriptor {
	return &pb.FlightDescriptor{Type: pb.FlightDescriptor_PATH, Path: path}
}

// CommandDescriptor describes a dataset by an opaque command.
func CommandDescriptor(cmd []byte) *pb.FlightDescriptor {
	return &pb.FlightDescriptor{Type: pb.FlightDescriptor_CMD, Cmd: cmd}
}

// GetFlightInfo asks where and how to fetch the dataset desc describes.
func (c *Client) GetFlightInfo(ctx context.Context, desc *pb.FlightDescriptor) (*pb.FlightInfo, error) {
	return c.svc.GetFlightInfo(ctx, desc)
}

// GetSchema returns the schema of the dataset desc describes.
func (c *Client) GetSchema(ctx context.Context, desc *pb.FlightDescriptor) (*arrays.Schema, error) {
	res, err := c.svc.GetSchema(ctx, desc)
	if err != nil {
		return nil, err
	}
	return DecodeSchema(res.GetSchema())
}

// DoGet fetches the stream a ticket names. Cancelling ctx, or closing the
// reader, ends the call.
func (c *Client) DoGet(ctx context.Context, ticket []byte, opts ...ipc.ReadOption) (*Reader, error) {
	ctx, cancel := context.WithCancel(ctx)
	stream, err := c.svc.DoGet(ctx, &pb.Ticket{Ticket: ticket})
	if err != nil {
		cancel()
		return nil, err
	}
	return newReader(func() (*pb.FlightData, error) { return stream.Recv() }, cancel, opts...)
}

// DoPut uploads the batches of seq (all of schema) to the dataset desc
// describes and returns the server's PutResult app_metadata messages.
func (c *Client) DoPut(ctx context.Context, desc *pb.FlightDescriptor, schema *arrays.Schema, seq iter.Seq2[*arrays.RecordBatch, error], opts ...ipc.WriteOption) ([][]byte, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stream, err := c.svc.DoPut(ctx)
	if err != nil {
		return nil, err
	}
	results := make(chan error, 1)
	var acks [][]byte
	go func() {
		for {
			r, err := stream.Recv()
			if err == io.EOF {
				results <- nil
				return
			}
			if err != nil {
				results <- err
				return
			}
			acks = append(acks, r.GetAppMetadata())
		}
	}()
	if err := writeAll(schema, seq, desc, stream.Send, opts...); err != nil {
		cancel()
		<-results
		return nil, err
	}
	if err := stream.CloseSend(); err != nil {
		return nil, err
	}
	if err := <-results; err != nil {
		return nil, err
	}
	return acks, nil
}

// DoExchange opens a bidirectional exchange: it sends the batches of seq
// (all of schema, the first message carrying desc) while the returned
// reader reads what the server sends back. Closing the reader or
// cancelling ctx ends the call.
func (c *Client) DoExchange(ctx context.Context, desc *pb.FlightDescriptor, schema *arrays.Schema, seq iter.Seq2[*arrays.RecordBatch, error], opts ...ipc.WriteOption) (*Reader, error) {
	ctx, cancel := context.WithCancel(ctx)
	stream, err := c.svc.DoExchange(ctx)
	if err != nil {
		cancel()
		return nil, err
	}
	sendErr := make(chan error, 1)
	go func() {
		err := writeAll(schema, seq, desc, stream.Send, opts...)
		if err == nil {
			err = stream.CloseSend()
		} else {
			cancel() // the server must not wait for batches that will not come
		}
		sendErr <- err
	}()
	r, err := newReader(stream.Recv, cancel)
	if err != nil {
		if se := <-sendErr; se != nil {
			return nil, se
		}
		return nil, err
	}
	r.sendErr = sendErr
	return r, nil
}

// ListFlights lists the flights the server offers for criteria.
func (c *Client) ListFlights(ctx context.Context, criteria []byte) iter.Seq2[*pb.FlightInfo, error] {
	return func(yield func(*pb.FlightInfo, error) bool) {
		stream, err := c.svc.ListFlights(ctx, &pb.Criteria{Expression: criteria})
		if err != nil {
			yield(nil, err)
			return
		}
		for {
			fi, err := stream.Recv()
			if err == io.EOF {
				return
			}
			if !yield(fi, err) || err != nil {
				return
			}
		}
	}
}

// ListActions lists the actions the server supports.
func (c *Client) ListActions(ctx context.Context) ([]*pb.ActionType, error) {
	stream, err := c.svc.ListActions(ctx, &pb.Empty{})
	if err != nil {
		return nil, err
	}
	var out []*pb.ActionType
	for {
		a, err := stream.Recv()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, a)
	}
}

// DoAction runs an action and yields the bodies of its results.
func (c *Client) DoAction(ctx context.Context, typ string, body []byte) iter.Seq2[[]byte, error] {
	return func(yield func([]byte, error) bool) {
		stream, err := c.svc.DoAction(ctx, &pb.Action{Type: typ, Body: body})
		if err != nil {
			yield(nil, err)
			return
		}
		for {
			r, err := stream.Recv()
			if err == io.EOF {
				return
			}
			if err != nil {
				yield(nil, err)
				return
			}
			if !yield(r.GetBody(), nil) {
				return
			}
		}
	}
}

// errNoHandler is returned by a Server method whose function is not set.
var errNoHandler = errors.New("flight: not implemented by this server")

func notSet(method string) error { return fmt.Errorf("%w: %s", errNoHandler, method) }
