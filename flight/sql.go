package flight

import (
	"context"
	"fmt"
	"iter"

	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/types/known/anypb"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// A Flight SQL client subset: run a query, then fetch its results by the
// tickets of the FlightInfo it returns, so a Go program can pull batches
// from any Flight SQL server into quiver's kernels.

// ExecuteSQL sends a CommandStatementQuery and returns the FlightInfo
// describing the result (its schema and the endpoints holding it).
func (c *Client) ExecuteSQL(ctx context.Context, query string) (*pb.FlightInfo, error) {
	cmd, err := anypb.New(&pb.CommandStatementQuery{Query: query})
	if err != nil {
		return nil, err
	}
	b, err := proto.Marshal(cmd)
	if err != nil {
		return nil, err
	}
	return c.GetFlightInfo(ctx, CommandDescriptor(b))
}

// Fetch yields the batches of every endpoint of info, in order, fetched
// from this client's server (an endpoint's other locations are not
// dialled).
func (c *Client) Fetch(ctx context.Context, info *pb.FlightInfo, opts ...ipc.ReadOption) iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for i, ep := range info.GetEndpoint() {
			if ep.GetTicket() == nil {
				yield(nil, fmt.Errorf("flight: endpoint %d has no ticket", i))
				return
			}
			r, err := c.DoGet(ctx, ep.GetTicket().GetTicket(), opts...)
			if err != nil {
				yield(nil, fmt.Errorf("flight: endpoint %d: %w", i, err))
				return
			}
			for rb, err := range r.All() {
				if !yield(rb, err) || err != nil {
					r.Close()
					return
				}
			}
			r.Close()
		}
	}
}
