package flight

import (
	"context"
	"iter"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	goflight "github.com/apache/arrow-go/v18/arrow/flight"
	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	goipc "github.com/apache/arrow-go/v18/arrow/ipc"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/arrays"
)

// echoServer sends every batch it receives straight back.
func echoServer() *Server {
	return &Server{DoExchangeFunc: func(_ context.Context, r *Reader) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error) {
		return r.Schema(), r.All(), nil
	}}
}

// TestDoExchange: batches go to the server and come back on the same call,
// from quiver's client and from arrow-go's.
func TestDoExchange(t *testing.T) {
	schema, batches := randomBatches(9, 30, 0, 5)
	addr := serve(t, echoServer().Register)
	r, err := client(t, addr).DoExchange(context.Background(), PathDescriptor("echo"), schema, seqOf(batches))
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoExchange echo", batches, readAll(t, r))
	if err := r.SendErr(); err != nil {
		t.Fatal(err)
	}
	r.Close()

	// arrow-go's client: what its writer can write (see TestQuiverClientArrowGoServer)
	schema, batches = withoutTypes(t, schema, batches, arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW, arrays.DENSE_UNION)
	grecs := toGo(t, batches)
	gc, err := goflight.NewClientWithMiddleware(addr, nil, nil, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer gc.Close()
	stream, err := gc.DoExchange(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	w := goflight.NewRecordWriter(stream, goipc.WithSchema(grecs[0].Schema()))
	w.SetFlightDescriptor(&pb.FlightDescriptor{Type: pb.FlightDescriptor_PATH, Path: []string{"echo"}})
	for _, g := range grecs {
		if err := w.Write(g); err != nil {
			t.Fatal(err)
		}
	}
	w.Close()
	if err := stream.CloseSend(); err != nil {
		t.Fatal(err)
	}
	rr, err := goflight.NewRecordReader(stream)
	if err != nil {
		t.Fatal(err)
	}
	defer rr.Release()
	var back []*arrays.RecordBatch
	for rr.Next() {
		back = append(back, fromGo(t, []arrow.RecordBatch{rr.RecordBatch()})...)
	}
	if err := rr.Err(); err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "arrow-go DoExchange with quiver's echo", batches, back)
}
