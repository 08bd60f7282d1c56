package filter_test

import (
	"context"
	"iter"
	"net"
	"strings"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/flight"
	"github.com/quiver-go/quiver/flight/examples/filter"
)

// TestServerSideFilter runs the example's server and client pieces on
// loopback and checks every predicate's rows against a plain loop.
func TestServerSideFilter(t *testing.T) {
	data := filter.Dataset(4, 1000, 7)
	srv := &flight.Server{DoGetFunc: func(_ context.Context, ticket []byte) (*arrays.Schema, iter.Seq2[*arrays.RecordBatch, error], error) {
		p, err := filter.Parse(string(ticket))
		if err != nil {
			return nil, nil, err
		}
		return filter.Schema, filter.Filtered(data, p), nil
	}}
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := flight.NewGRPCServer()
	srv.Register(g)
	go g.Serve(lis)
	defer g.Stop()
	c, err := flight.NewClient(lis.Addr().String(), grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()

	for pred, keep := range map[string]func(id int64, v float64, valid bool, city string) bool{
		"value > 0.9":  func(_ int64, v float64, ok bool, _ string) bool { return ok && v > 0.9 },
		"city == Lyon": func(_ int64, _ float64, _ bool, c string) bool { return c == "Lyon" },
		"id < 1500":    func(id int64, _ float64, _ bool, _ string) bool { return id < 1500 },
	} {
		var want []int64
		for _, rb := range data {
			ids, vals, cities := rb.Column(0).(*arrays.Int64), rb.Column(1).(*arrays.Float64), rb.Column(2).(*arrays.Utf8)
			for i := range rb.NumRows() {
				if keep(ids.Value(i), vals.Value(i), vals.IsValid(i), cities.Value(i)) {
					want = append(want, ids.Value(i))
				}
			}
		}
		r, err := c.DoGet(context.Background(), []byte(pred))
		if err != nil {
			t.Fatal(err)
		}
		var got []int64
		for rb, err := range r.All() {
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, rb.Column(0).(*arrays.Int64).Values()...)
		}
		r.Close()
		if len(want) == 0 || len(got) != len(want) {
			t.Fatalf("%s: %d rows, want %d", pred, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s: row %d has id %d, want %d", pred, i, got[i], want[i])
			}
		}
	}
	if _, err := c.DoGet(context.Background(), []byte("colour == red")); err == nil || !strings.Contains(err.Error(), `no column "colour"`) {
		t.Fatalf("bad predicate: %v", err)
	}
}
