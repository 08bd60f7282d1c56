package flight

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"math/rand/v2"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	goflight "github.com/apache/arrow-go/v18/arrow/flight"
	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	goipc "github.com/apache/arrow-go/v18/arrow/ipc"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/arrowgo"
	"github.com/quiver-go/quiver/internal/randarray"
)

func init() { randarray.Register() }

// randomBatches is n batches of one random column of every sample type.
func randomBatches(seed uint64, rows ...int) (*arrays.Schema, []*arrays.RecordBatch) {
	r := rand.New(rand.NewPCG(seed, seed))
	var fields []arrays.Field
	for i, typ := range randarray.Types() {
		fields = append(fields, arrays.Field{Name: fmt.Sprint("c", i), Type: typ, Nullable: true})
	}
	schema := arrays.NewSchema(fields, nil)
	var out []*arrays.RecordBatch
	for _, n := range rows {
		g := randarray.New(r, 0.2)
		cols := make([]arrays.Array, len(fields))
		for i, f := range fields {
			cols[i] = g.Array(f.Type, n)
		}
		rb, err := arrays.NewRecordBatch(schema, cols, n)
		if err != nil {
			panic(err)
		}
		out = append(out, rb)
	}
	return schema, out
}

func seqOf(bs []*arrays.RecordBatch) iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for _, b := range bs {
			if !yield(b, nil) {
				return
			}
		}
	}
}

func sameBatches(t *testing.T, what string, want, got []*arrays.RecordBatch) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d batches, want %d", what, len(got), len(want))
	}
	for i := range want {
		if !got[i].Schema().Equal(want[i].Schema()) {
			t.Fatalf("%s: batch %d schema\n%s\nwant\n%s", what, i, got[i].Schema(), want[i].Schema())
		}
		for c := range want[i].NumCols() {
			if d := arrays.EqualDiff(want[i].Column(c), got[i].Column(c), arrays.EqualNaN(true)); d != "" {
				t.Errorf("%s: batch %d column %d: %s", what, i, c, d)
			}
		}
	}
}

func readAll(t *testing.T, r *Reader) []*arrays.RecordBatch {
	t.Helper()
	var out []*arrays.RecordBatch
	for rb, err := range r.All() {
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rb)
	}
	return out
}

// serve starts srv on a loopback port and returns its address.
func serve(t *testing.T, register func(*grpc.Server)) string {
	t.Helper()
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGRPCServer()
	register(g)
	go g.Serve(lis)
	t.Cleanup(g.Stop)
	return lis.Addr().String()
}

func client(t *testing.T, addr string, opts ...grpc.DialOption) *Client {
	t.Helper()
	c, err := NewClient(addr, append([]grpc.DialOption{grpc.WithTransportCredentials(insecure.NewCredentials())}, opts...)...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// quiverServer serves batches for DoGet (ticket "all") and stores DoPut
// uploads by descriptor path.
func quiverServer(schema *arrays.Schema, batches []*arrays.RecordBatch) (*Server, *sync.Map) {
	puts := &sync.Map{}
	return &Server{
		GetSchemaFunc: func(context.Context, *pb.FlightDescriptor) (*arrays.Schema, error) { return schema, nil },
		GetFlightInfoFunc: func(_ context.Context, d *pb.FlightDescriptor) (*pb.FlightInfo, error) {
			b, err := EncodeSchema(schema)
			if err != nil {
				return nil, err
			}
			return &pb.FlightInfo{Schema: b, FlightDescriptor: d, Endpoint: []*pb.FlightEndpoint{{Ticket: &pb.Ticket{Ticket: []byte("all")}}}}, nil
		},
		DoGetFunc: func(_ context.Context, ticket []byte) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error) {
			if string(ticket) != "all" {
				return nil, nil, fmt.Errorf("unknown ticket %q", ticket)
			}
			return schema, seqOf(batches), nil
		},
		DoPutFunc: func(_ context.Context, r *Reader) error {
			var got []*arrays.RecordBatch
			for rb, err := range r.All() {
				if err != nil {
					return err
				}
				got = append(got, rb)
			}
			puts.Store(strings.Join(r.Descriptor().GetPath(), "/"), got)
			return nil
		},
	}, puts
}

// TestQuiverToQuiver: every method of the client against the server base,
// random batches of every type (dictionaries included).
func TestQuiverToQuiver(t *testing.T) {
	schema, batches := randomBatches(1, 0, 7, 300)
	srv, puts := quiverServer(schema, batches)
	c := client(t, serve(t, srv.Register))
	ctx := context.Background()

	s, err := c.GetSchema(ctx, PathDescriptor("x"))
	if err != nil || !s.Equal(schema) {
		t.Fatalf("GetSchema: %v\n%s", err, s)
	}
	fi, err := c.GetFlightInfo(ctx, PathDescriptor("x"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := DecodeSchema(fi.Schema); err != nil || !s.Equal(schema) {
		t.Fatalf("FlightInfo schema: %v", err)
	}
	r, err := c.DoGet(ctx, fi.Endpoint[0].Ticket.Ticket)
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoGet", batches, readAll(t, r))
	r.Close()

	if _, err := c.DoPut(ctx, PathDescriptor("up", "load"), schema, seqOf(batches)); err != nil {
		t.Fatal(err)
	}
	got, ok := puts.Load("up/load")
	if !ok {
		t.Fatal("the server stored no upload under the descriptor's path")
	}
	sameBatches(t, "DoPut", batches, got.([]*arrays.RecordBatch))

	if _, err := c.DoGet(ctx, []byte("nope")); err == nil || !strings.Contains(err.Error(), `unknown ticket "nope"`) {
		t.Fatalf("unknown ticket: %v", err)
	}
}

// goServer is an arrow-go Flight server serving and storing arrow-go
// records.
type goServer struct {
	pb.UnimplementedFlightServiceServer
	schema *arrow.Schema
	recs   []arrow.RecordBatch
	mu     sync.Mutex
	put    []arrow.RecordBatch
}

// Handshake accepts: authentication, when tested, is arrow-go's middleware.
func (s *goServer) Handshake(pb.FlightService_HandshakeServer) error { return nil }

func (s *goServer) DoGet(_ *pb.Ticket, stream pb.FlightService_DoGetServer) error {
	w := goflight.NewRecordWriter(stream, goipc.WithSchema(s.schema))
	defer w.Close()
	for _, rec := range s.recs {
		if err := w.Write(rec); err != nil {
			return err
		}
	}
	return nil
}

func (s *goServer) DoPut(stream pb.FlightService_DoPutServer) error {
	r, err := goflight.NewRecordReader(stream)
	if err != nil {
		return err
	}
	defer r.Release()
	for r.Next() {
		rec := r.RecordBatch()
		rec.Retain()
		s.mu.Lock()
		s.put = append(s.put, rec)
		s.mu.Unlock()
	}
	return r.Err()
}

func toGo(t *testing.T, bs []*arrays.RecordBatch) []arrow.RecordBatch {
	t.Helper()
	var out []arrow.RecordBatch
	for _, b := range bs {
		g, err := arrowgo.ToArrowGoRecord(b)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

func fromGo(t *testing.T, gs []arrow.RecordBatch) []*arrays.RecordBatch {
	t.Helper()
	var out []*arrays.RecordBatch
	for _, g := range gs {
		q, err := arrowgo.FromArrowGoRecord(g)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, q)
	}
	return out
}

// TestQuiverClientArrowGoServer: quiver's client against arrow-go's Flight
// server: DoGet reads what arrow-go's writer sends, DoPut sends what
// arrow-go's reader takes.
func TestQuiverClientArrowGoServer(t *testing.T) {
	schema, batches := randomBatches(2, 5, 0, 120)
	// arrow-go v18.8.0's IPC writer fails ("index out of range", "slice
	// bounds out of range") on list views with non-zero offsets and empty
	// slices of dense unions, layouts its own ValidateFull accepts (see
	// arrowgo's TestRandomThroughIPC); they stay out of what arrow-go's
	// server writes here.
	schema, batches = withoutTypes(t, schema, batches, arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW, arrays.DENSE_UNION)
	grecs := toGo(t, batches)
	gs := &goServer{schema: grecs[0].Schema(), recs: grecs}
	c := client(t, serve(t, func(g *grpc.Server) { pb.RegisterFlightServiceServer(g, gs) }))
	r, err := c.DoGet(context.Background(), []byte("any"))
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoGet from arrow-go", batches, readAll(t, r))
	if _, err := c.DoPut(context.Background(), PathDescriptor("p"), schema, seqOf(batches)); err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoPut to arrow-go", batches, fromGo(t, gs.put))
}

// TestArrowGoClientQuiverServer: arrow-go's Flight client against the
// quiver server base, both DoGet and DoPut.
func TestArrowGoClientQuiverServer(t *testing.T) {
	schema, batches := randomBatches(3, 9, 64, 1)
	srv, puts := quiverServer(schema, batches)
	addr := serve(t, srv.Register)
	gc, err := goflight.NewClientWithMiddleware(addr, nil, nil, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer gc.Close()
	ctx := context.Background()
	stream, err := gc.DoGet(ctx, &pb.Ticket{Ticket: []byte("all")})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := goflight.NewRecordReader(stream)
	if err != nil {
		t.Fatal(err)
	}
	var got []arrow.RecordBatch
	for rr.Next() {
		rec := rr.RecordBatch()
		rec.Retain()
		got = append(got, rec)
	}
	if err := rr.Err(); err != nil {
		t.Fatal(err)
	}
	rr.Release()
	sameBatches(t, "arrow-go DoGet from quiver", batches, fromGo(t, got))

	ps, err := gc.DoPut(ctx)
	if err != nil {
		t.Fatal(err)
	}
	w := goflight.NewRecordWriter(ps, goipc.WithSchema(got[0].Schema()))
	w.SetFlightDescriptor(&pb.FlightDescriptor{Type: pb.FlightDescriptor_PATH, Path: []string{"from", "go"}})
	for _, g := range got {
		if err := w.Write(g); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := ps.CloseSend(); err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := ps.Recv(); err != nil {
			if err != io.EOF {
				t.Fatal(err)
			}
			break
		}
	}
	up, ok := puts.Load("from/go")
	if !ok {
		t.Fatal("quiver's server stored nothing under arrow-go's descriptor")
	}
	sameBatches(t, "arrow-go DoPut to quiver", batches, up.([]*arrays.RecordBatch))
}

// TestLargeBatch: a batch whose FlightData is over gRPC's 4 MiB default
// goes through with the limits NewClient and NewGRPCServer set, both ways,
// and a client that keeps the default gets gRPC's ResourceExhausted error.
func TestLargeBatch(t *testing.T) {
	b := arrays.NewInt64Builder()
	for i := range 1 << 20 { // 8 MiB of values
		b.Append(int64(i))
	}
	col := b.NewArray()
	schema := arrays.NewSchema([]arrays.Field{{Name: "v", Type: arrays.Int64Type{}}}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col}, col.Len())
	if err != nil {
		t.Fatal(err)
	}
	srv, puts := quiverServer(schema, []*arrays.RecordBatch{rb})
	addr := serve(t, srv.Register)
	c := client(t, addr)
	r, err := c.DoGet(context.Background(), []byte("all"))
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "large DoGet", []*arrays.RecordBatch{rb}, readAll(t, r))
	if _, err := c.DoPut(context.Background(), PathDescriptor("big"), schema, seqOf([]*arrays.RecordBatch{rb})); err != nil {
		t.Fatal(err)
	}
	if _, ok := puts.Load("big"); !ok {
		t.Fatal("large DoPut not stored")
	}
	small := client(t, addr, grpc.WithDefaultCallOptions(grpc.MaxCallRecvMsgSize(4<<20)))
	r, err = small.DoGet(context.Background(), []byte("all"))
	if err == nil {
		_, err = r.Next()
	}
	if err == nil || !strings.Contains(err.Error(), "ResourceExhausted") {
		t.Fatalf("a 4 MiB client limit: %v", err)
	}
}

// badServer sends a FlightData whose header is not an IPC message.
type badServer struct {
	pb.UnimplementedFlightServiceServer
}

func (badServer) DoGet(_ *pb.Ticket, stream pb.FlightService_DoGetServer) error {
	return stream.Send(&pb.FlightData{DataHeader: []byte("not a flatbuffer at all"), DataBody: make([]byte, 8)})
}

func TestMalformedMessage(t *testing.T) {
	c := client(t, serve(t, func(g *grpc.Server) { pb.RegisterFlightServiceServer(g, badServer{}) }))
	_, err := c.DoGet(context.Background(), []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "flight: message 1 is not an IPC message") {
		t.Fatalf("error %v", err)
	}
}

// TestCancel: cancelling the context of a DoGet ends an endless stream on
// both sides.
func TestCancel(t *testing.T) {
	schema, batches := randomBatches(4, 10)
	stopped := make(chan struct{})
	srv := &Server{DoGetFunc: func(context.Context, []byte) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error) {
		return schema, func(yield func(*arrays.RecordBatch, error) bool) {
			defer close(stopped)
			for yield(batches[0], nil) {
			}
		}, nil
	}}
	c := client(t, serve(t, srv.Register))
	ctx, cancel := context.WithCancel(context.Background())
	r, err := c.DoGet(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	cancel()
	for {
		if _, err = r.Next(); err != nil {
			break
		}
	}
	if !strings.Contains(err.Error(), "Canceled") && !errors.Is(err, context.Canceled) {
		t.Fatalf("after cancel: %v", err)
	}
	select {
	case <-stopped:
	case <-time.After(5 * time.Second):
		t.Fatal("the server kept producing after the client cancelled")
	}
}

// withoutTypes drops the columns whose type has one of the given IDs.
func withoutTypes(t *testing.T, schema *arrays.Schema, bs []*arrays.RecordBatch, ids ...arrays.TypeID) (*arrays.Schema, []*arrays.RecordBatch) {
	t.Helper()
	var keep []int
	var fields []arrays.Field
	for i, f := range schema.Fields {
		drop := false
		for _, id := range ids {
			drop = drop || f.Type.ID() == id
		}
		if !drop {
			keep = append(keep, i)
			fields = append(fields, f)
		}
	}
	out := arrays.NewSchema(fields, &schema.Metadata)
	var obs []*arrays.RecordBatch
	for _, b := range bs {
		cols := make([]arrays.Array, len(keep))
		for j, i := range keep {
			cols[j] = b.Column(i)
		}
		nb, err := arrays.NewRecordBatch(out, cols, b.NumRows())
		if err != nil {
			t.Fatal(err)
		}
		obs = append(obs, nb)
	}
	return out, obs
}
