package flight

import (
	"context"
	"encoding/base64"
	"iter"
	"strings"

	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/metadata"
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

	// BasicAuthFunc, when set, answers Handshake: it checks the HTTP basic
	// credentials Arrow's clients send in the authorization header and
	// returns the bearer token the server hands back (in the response
	// header and trailer, where Arrow C++ and arrow-go clients look).
	BasicAuthFunc func(ctx context.Context, user, password string) (token string, err error)
	// BearerFunc, when set, guards every method but Handshake: a call must
	// carry a bearer token (authorization: Bearer ...) it accepts, or it is
	// refused as Unauthenticated.
	BearerFunc func(ctx context.Context, token string) error
}

// Handshake authenticates a client with BasicAuthFunc (Unimplemented
// without it).
func (s *Server) Handshake(stream pb.FlightService_HandshakeServer) error {
	if s.BasicAuthFunc == nil {
		return status.Error(codes.Unimplemented, notSet("Handshake").Error())
	}
	ctx := stream.Context()
	user, pass, ok := basicCredentials(ctx)
	if !ok {
		return status.Error(codes.Unauthenticated, "flight: the handshake carries no basic credentials")
	}
	token, err := s.BasicAuthFunc(ctx, user, pass)
	if err != nil {
		return status.Error(codes.Unauthenticated, err.Error())
	}
	md := metadata.Pairs("authorization", "Bearer "+token)
	if err := stream.SetHeader(md); err != nil {
		return err
	}
	stream.SetTrailer(md)
	return nil
}

// authorize checks a call's bearer token with BearerFunc, when set.
func (s *Server) authorize(ctx context.Context) error {
	if s.BearerFunc == nil {
		return nil
	}
	md, _ := metadata.FromIncomingContext(ctx)
	for _, v := range md.Get("authorization") {
		if token, ok := strings.CutPrefix(v, "Bearer "); ok {
			if err := s.BearerFunc(ctx, token); err != nil {
				return status.Error(codes.Unauthenticated, err.Error())
			}
			return nil
		}
	}
	return status.Error(codes.Unauthenticated, "flight: no bearer token")
}

// basicCredentials reads HTTP basic credentials from the incoming
// authorization header.
func basicCredentials(ctx context.Context) (user, pass string, ok bool) {
	md, _ := metadata.FromIncomingContext(ctx)
	for _, v := range md.Get("authorization") {
		enc, found := strings.CutPrefix(v, "Basic ")
		if !found {
			continue
		}
		raw, err := base64.StdEncoding.DecodeString(enc)
		if err != nil {
			return "", "", false
		}
		return strings.Cut(string(raw), ":")
	}
	return "", "", false
}

// NewGRPCServer returns a gRPC server whose message size limits are
// MaxMessageSize, so that batches over gRPC's 4 MiB default can be put.
func NewGRPCServer(opts ...grpc.ServerOption) *grpc.Server {
	return grpc.NewServer(append([]grpc.ServerOption{grpc.MaxRecvMsgSize(MaxMessageSize), grpc.MaxSendMsgSize(MaxMessageSize)}, opts...)...)
}

// Register registers s on g.
func (s *Server) Register(g *grpc.Server) { pb.RegisterFlightServiceServer(g, s) }

func (s *Server) GetFlightInfo(ctx context.Context, desc *pb.FlightDescriptor) (*pb.FlightInfo, error) {
	if err := s.authorize(ctx); err != nil {
		return nil, err
	}
	if s.GetFlightInfoFunc == nil {
		return nil, status.Error(codes.Unimplemented, notSet("GetFlightInfo").Error())
	}
	return s.GetFlightInfoFunc(ctx, desc)
}

func (s *Server) GetSchema(ctx context.Context, desc *pb.FlightDescriptor) (*pb.SchemaResult, error) {
	if err := s.authorize(ctx); err != nil {
		return nil, err
	}
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
	if err := s.authorize(stream.Context()); err != nil {
		return err
	}
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
	if err := s.authorize(stream.Context()); err != nil {
		return err
	}
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
	if err := s.authorize(stream.Context()); err != nil {
		return err
	}
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
	if err := s.authorize(stream.Context()); err != nil {
		return err
	}
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
	if err := s.authorize(stream.Context()); err != nil {
		return err
	}
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
	if err := s.authorize(stream.Context()); err != nil {
		return err
	}
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
