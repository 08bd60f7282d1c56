// Command filter-server serves a generated dataset over Arrow Flight and
// filters it on the server by the predicate a client sends as the ticket
// ("value > 0.9"), so that only the matching rows cross the network. Many
// such servers behind a distributed engine that speaks Flight are the
// answer to data that outgrew one machine.
//
//	cd flight && go run ./examples/filter-server -addr 127.0.0.1:8815
//	cd flight && go run ./examples/filter-fetch -addr 127.0.0.1:8815 "value > 0.9"
package main

import (
	"context"
	"flag"
	"iter"
	"log"
	"net"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/flight"
	"github.com/quiver-go/quiver/flight/examples/filter"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8815", "address to listen on")
	batches := flag.Int("batches", 16, "batches in the generated dataset")
	rows := flag.Int("rows", 65536, "rows per batch")
	flag.Parse()

	data := filter.Dataset(*batches, *rows, 1)
	srv := &flight.Server{
		GetSchemaFunc: func(context.Context, *flight.Descriptor) (*arrays.Schema, error) { return filter.Schema, nil },
		DoGetFunc: func(_ context.Context, ticket []byte) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error) {
			p, err := filter.Parse(string(ticket))
			if err != nil {
				return nil, nil, status.Error(codes.InvalidArgument, err.Error())
			}
			return filter.Schema, filter.Filtered(data, p), nil
		},
	}
	lis, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	g := flight.NewGRPCServer()
	srv.Register(g)
	log.Printf("serving %d rows on %s", *batches**rows, lis.Addr())
	log.Fatal(g.Serve(lis))
}
