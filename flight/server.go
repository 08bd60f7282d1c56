package flight

import (
	"context"
	"iter"

	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// Server is a Flight service serving quiver record batches: set the
// functions of the methods you offer (the others answer Unimplemented) and
// register it on a gRPC server with Register.
type Server struct {
	pb.UnimplementedFlightServiceServer

	// GetFlightInfo describes a dataset; its Schema field can be made with
	// EncodeSchema.
	GetFlightInfoFunc func(ctx context.Context, desc *pb.FlightDescriptor) (*pb.FlightInfo, error)
	// GetSchema returns a dataset's schema.
	GetSchemaFunc func(ctx context.Context, desc *pb.FlightDescriptor) (*arrays.Schema, error)
	// DoGet returns the schema and the batches a ticket names.
	DoGetFunc func(ctx context.Context, ticket []byte) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error)
	// DoPut consumes an upload; r.Descriptor() names the dataset.
	DoPutFunc func(ctx context.Context, r *Reader) error
	// DoExchange reads a client's batches from r and returns what to send
	// back; the returned sequence may consume r as it goes.
	DoExchangeFunc func(ctx context.Context, r *Reader) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error)
	// ListFlights lists the flights matching criteria.
	ListFlightsFunc func(ctx context.Context, criteria []byte) iter.Seq2[*pb.FlightInfo, error]
	// ListActions lists the actions DoAction supports.
	ListActionsFunc func(ctx context.Context) ([]*pb.ActionType, error)
	// DoAction runs an action, yielding its results' bodies.
	DoActionFunc func(ctx context.Context, typ string, body []byte) iter.Seq2[[]byte, error]

	// WriteOptions apply to every stream the server writes (compression).
	WriteOptions []ipc.WriteOption
}

// NewGRPCServer returns a gRPC server whose message size limits are
// MaxMessageSize, so that batches over gRPC's 4 MiB default can be put.
func NewGRPCServer(opts ...grpc.ServerOption) *grpc.Server {
	return grpc.NewServer(append([]grpc.ServerOption{grpc.MaxRecvMsgSize(MaxMessageSize), grpc.MaxSendMsgSize(MaxMessageSize)}, opts...)...)
}

// Register registers s on g.
func (s *Server) Register(g *grpc.Server) { pb.RegisterFlightServiceServer(g, s) }

func (s *Server) GetFlightInfo(ctx context.Context, desc *pb.FlightDescriptor) (*pb.FlightInfo, error) {
	if s.GetFlightInfoFunc == nil {
		return nil, status.Error(codes.Unimplemented, notSet("GetFlightInfo").Error())
	}
	return s.GetFlightInfoFunc(ctx, desc)
}

func (s *Server) GetSchema(ctx context.Context, desc *pb.FlightDescriptor) (*pb.SchemaResult, error) {
	if s.GetSchemaFunc == nil {
		return nil, status.Error(codes.Unimplemented, notSet("GetSchema").Error())
	}
	schema, err := s.GetSchemaFunc(ctx, desc)
	if err != nil {
		return nil, err
	}
	b, err := EncodeSchema(schema)
	if err != nil {
		return nil, status.Error(codes.Internal, err.Error())
	}
	return &pb.SchemaResult{Schema: b}, nil
}

func (s *Server) DoGet(t *pb.Ticket, stream pb.FlightService_DoGetServer) error {
	if s.DoGetFunc == nil {
		return status.Error(codes.Unimplemented, notSet("DoGet").Error())
	}
	schema, seq, err := s.DoGetFunc(stream.Context(), t.GetTicket())
	if err != nil {
		return err
	}
	return writeAll(schema, seq, nil, stream.Send, s.WriteOptions...)
}

func (s *Server) DoPut(stream pb.FlightService_DoPutServer) error {
	if s.DoPutFunc == nil {
		return status.Error(codes.Unimplemented, notSet("DoPut").Error())
	}
	r, err := newReader(stream.Recv, nil)
	if err != nil {
		return status.Error(codes.InvalidArgument, err.Error())
	}
	return s.DoPutFunc(stream.Context(), r)
}

func (s *Server) ListFlights(c *pb.Criteria, stream pb.FlightService_ListFlightsServer) error {
	if s.ListFlightsFunc == nil {
		return status.Error(codes.Unimplemented, notSet("ListFlights").Error())
	}
	for fi, err := range s.ListFlightsFunc(stream.Context(), c.GetExpression()) {
		if err != nil {
			return err
		}
		if err := stream.Send(fi); err != nil {
			return err
		}
	}
	return nil
}

func (s *Server) ListActions(_ *pb.Empty, stream pb.FlightService_ListActionsServer) error {
	if s.ListActionsFunc == nil {
		return status.Error(codes.Unimplemented, notSet("ListActions").Error())
	}
	acts, err := s.ListActionsFunc(stream.Context())
	if err != nil {
		return err
	}
	for _, a := range acts {
		if err := stream.Send(a); err != nil {
			return err
		}
	}
	return nil
}

func (s *Server) DoAction(a *pb.Action, stream pb.FlightService_DoActionServer) error {
	if s.DoActionFunc == nil {
		return status.Error(codes.Unimplemented, notSet("DoAction").Error())
	}
	for body, err := range s.DoActionFunc(stream.Context(), a.GetType(), a.GetBody()) {
		if err != nil {
			return err
		}
		if err := stream.Send(&pb.Result{Body: body}); err != nil {
			return err
		}
	}
	return nil
}

func (s *Server) DoExchange(stream pb.FlightService_DoExchangeServer) error {
	if s.DoExchangeFunc == nil {
		return status.Error(codes.Unimplemented, notSet("DoExchange").Error())
	}
	r, err := newReader(stream.Recv, nil)
	if err != nil {
		return status.Error(codes.InvalidArgument, err.Error())
	}
	schema, seq, err := s.DoExchangeFunc(stream.Context(), r)
	if err != nil {
		return err
	}
	return writeAll(schema, seq, nil, stream.Send, s.WriteOptions...)
}
