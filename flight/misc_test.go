package flight

import (
	"bytes"
	"context"
	"iter"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	goflight "github.com/apache/arrow-go/v18/arrow/flight"
	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/ipc"
)

// TestListingAndActions: ListFlights, ListActions and DoAction between
// quiver's client and server, and arrow-go's client against quiver's
// server; a method left unset answers Unimplemented.
func TestListingAndActions(t *testing.T) {
	srv := &Server{
		ListFlightsFunc: func(_ context.Context, crit []byte) iter.Seq2[*pb.FlightInfo, error] {
			return func(yield func(*pb.FlightInfo, error) bool) {
				for _, name := range []string{"a", "b", "c"} {
					if bytes.Contains([]byte(name), crit) && !yield(&pb.FlightInfo{FlightDescriptor: PathDescriptor(name)}, nil) {
						return
					}
				}
			}
		},
		ListActionsFunc: func(context.Context) ([]*pb.ActionType, error) {
			return []*pb.ActionType{{Type: "echo", Description: "returns the body twice"}}, nil
		},
		DoActionFunc: func(_ context.Context, typ string, body []byte) iter.Seq2[[]byte, error] {
			return func(yield func([]byte, error) bool) {
				if typ == "echo" && yield(body, nil) {
					yield(body, nil)
				}
			}
		},
	}
	addr := serve(t, srv.Register)
	c := client(t, addr)
	ctx := context.Background()
	var names []string
	for fi, err := range c.ListFlights(ctx, nil) {
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, fi.FlightDescriptor.Path[0])
	}
	if strings.Join(names, ",") != "a,b,c" {
		t.Fatalf("ListFlights: %v", names)
	}
	acts, err := c.ListActions(ctx)
	if err != nil || len(acts) != 1 || acts[0].Type != "echo" {
		t.Fatalf("ListActions: %v %v", acts, err)
	}
	var bodies []string
	for b, err := range c.DoAction(ctx, "echo", []byte("hi")) {
		if err != nil {
			t.Fatal(err)
		}
		bodies = append(bodies, string(b))
	}
	if strings.Join(bodies, ",") != "hi,hi" {
		t.Fatalf("DoAction: %v", bodies)
	}
	if _, err := c.DoGet(ctx, nil); err == nil || !strings.Contains(err.Error(), "Unimplemented") {
		t.Fatalf("unset DoGet: %v", err)
	}

	gc, err := goflight.NewClientWithMiddleware(addr, nil, nil, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer gc.Close()
	ls, err := gc.ListFlights(ctx, &pb.Criteria{Expression: []byte("b")})
	if err != nil {
		t.Fatal(err)
	}
	fi, err := ls.Recv()
	if err != nil || fi.FlightDescriptor.Path[0] != "b" {
		t.Fatalf("arrow-go ListFlights: %v %v", fi, err)
	}
}

// TestCompressedDoGet: a server writing zstd-compressed bodies, read by
// quiver's client and by arrow-go's.
func TestCompressedDoGet(t *testing.T) {
	schema, batches := randomBatches(8, 50, 7)
	srv, _ := quiverServer(schema, batches)
	srv.WriteOptions = []ipc.WriteOption{ipc.WithCompression(ipc.CompressionZSTD)}
	addr := serve(t, srv.Register)
	r, err := client(t, addr).DoGet(context.Background(), []byte("all"))
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "zstd DoGet", batches, readAll(t, r))

	gc, err := goflight.NewClientWithMiddleware(addr, nil, nil, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer gc.Close()
	stream, err := gc.DoGet(context.Background(), &pb.Ticket{Ticket: []byte("all")})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := goflight.NewRecordReader(stream)
	if err != nil {
		t.Fatal(err)
	}
	defer rr.Release()
	var got []arrow.RecordBatch
	for rr.Next() {
		rec := rr.RecordBatch()
		rec.Retain()
		got = append(got, rec)
	}
	if err := rr.Err(); err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "zstd DoGet read by arrow-go", batches, fromGo(t, got))
}
