package flight

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	goflight "github.com/apache/arrow-go/v18/arrow/flight"
	"github.com/apache/arrow-go/v18/arrow/flight/flightsql"
	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"google.golang.org/grpc"

	"github.com/quiver-go/quiver/arrays"
)

// sqlServer is an arrow-go Flight SQL server answering one query with two
// endpoints, each serving one batch.
type sqlServer struct {
	flightsql.BaseServer
	recs []arrow.RecordBatch
}

func (s *sqlServer) GetFlightInfoStatement(_ context.Context, q flightsql.StatementQuery, desc *pb.FlightDescriptor) (*pb.FlightInfo, error) {
	if q.GetQuery() != "SELECT * FROM t" {
		return nil, fmt.Errorf("unknown query %q", q.GetQuery())
	}
	var eps []*pb.FlightEndpoint
	for i := range s.recs {
		tkt, err := flightsql.CreateStatementQueryTicket([]byte(fmt.Sprint(i)))
		if err != nil {
			return nil, err
		}
		eps = append(eps, &pb.FlightEndpoint{Ticket: &pb.Ticket{Ticket: tkt}})
	}
	return &pb.FlightInfo{FlightDescriptor: desc, Endpoint: eps, TotalRecords: -1, TotalBytes: -1,
		Schema: goflight.SerializeSchema(s.recs[0].Schema(), memory.DefaultAllocator)}, nil
}

func (s *sqlServer) DoGetStatement(_ context.Context, t flightsql.StatementQueryTicket) (*arrow.Schema, <-chan goflight.StreamChunk, error) {
	var i int
	if _, err := fmt.Sscan(string(t.GetStatementHandle()), &i); err != nil || i < 0 || i >= len(s.recs) {
		return nil, nil, fmt.Errorf("bad handle %q", t.GetStatementHandle())
	}
	ch := make(chan goflight.StreamChunk, 1)
	s.recs[i].Retain()
	ch <- goflight.StreamChunk{Data: s.recs[i]}
	close(ch)
	return s.recs[i].Schema(), ch, nil
}

// TestFlightSQL: quiver's Flight SQL subset against arrow-go's Flight SQL
// server: execute a query, fetch both endpoints.
func TestFlightSQL(t *testing.T) {
	schema, batches := randomBatches(7, 20, 3)
	schema, batches = withoutTypes(t, schema, batches, arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW, arrays.DENSE_UNION)
	srv := &sqlServer{recs: toGo(t, batches)}
	addr := serve(t, func(g *grpc.Server) { pb.RegisterFlightServiceServer(g, flightsql.NewFlightServer(srv)) })
	c := client(t, addr)
	ctx := context.Background()
	info, err := c.ExecuteSQL(ctx, "SELECT * FROM t")
	if err != nil {
		t.Fatal(err)
	}
	s, err := DecodeSchema(info.Schema)
	if err != nil || !s.Equal(schema) {
		t.Fatalf("result schema: %v", err)
	}
	var got []*arrays.RecordBatch
	for rb, err := range c.Fetch(ctx, info) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, rb)
	}
	sameBatches(t, "Flight SQL", batches, got)
	if _, err := c.ExecuteSQL(ctx, "DROP TABLE t"); err == nil || !strings.Contains(err.Error(), "unknown query") {
		t.Fatalf("unknown query: %v", err)
	}
}
