package flight

import (
	"context"
	"errors"
	"strings"
	"testing"

	goflight "github.com/apache/arrow-go/v18/arrow/flight"
	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/arrays"
)

type validator struct{}

func (validator) Validate(user, pass string) (string, error) {
	if user == "ada" && pass == "lovelace" {
		return "token-42", nil
	}
	return "", errors.New("bad credentials")
}

func (validator) IsValid(token string) (any, error) {
	if token == "token-42" {
		return "ada", nil
	}
	return nil, errors.New("bad token")
}

// TestBasicAuth: quiver's client against arrow-go's server with basic
// authentication: the handshake gives a bearer token, calls with it pass,
// calls without it and a wrong password are refused.
func TestBasicAuth(t *testing.T) {
	schema, batches := randomBatches(6, 3)
	// what arrow-go's IPC writer cannot write (see TestQuiverClientArrowGoServer)
	_, batches = withoutTypes(t, schema, batches, arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW, arrays.DENSE_UNION)
	grecs := toGo(t, batches)
	srv := goflight.NewServerWithMiddleware([]goflight.ServerMiddleware{goflight.CreateServerBasicAuthMiddleware(validator{})})
	srv.RegisterFlightService(&goServer{schema: grecs[0].Schema(), recs: grecs})
	if err := srv.Init("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	go srv.Serve()
	defer srv.Shutdown()
	c := client(t, srv.Addr().String())
	ctx := context.Background()

	if _, err := c.AuthenticateBasic(ctx, "ada", "babbage"); err == nil || !strings.Contains(err.Error(), "bad credentials") {
		t.Fatalf("wrong password: %v", err)
	}
	token, err := c.AuthenticateBasic(ctx, "ada", "lovelace")
	if err != nil || token != "token-42" {
		t.Fatalf("token %q, %v", token, err)
	}
	r, err := c.DoGet(WithBearer(ctx, token), nil)
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoGet with a bearer token", batches, readAll(t, r))
	if r, err := c.DoGet(ctx, nil); err == nil {
		if _, err = r.Next(); err == nil {
			t.Fatal("DoGet without a token was served")
		}
	} else if !strings.Contains(err.Error(), "Unauthenticated") {
		t.Fatalf("without a token: %v", err)
	}
}

// TestServerAuth: quiver's server base with basic authentication and
// bearer tokens, against quiver's client and arrow-go's client (its basic
// auth handshake and its token on later calls): the right credentials give
// a token that opens every method, wrong ones and calls without a token
// are refused as Unauthenticated.
func TestServerAuth(t *testing.T) {
	schema, batches := randomBatches(8, 5)
	srv, _ := quiverServer(schema, batches)
	srv.BasicAuthFunc = func(_ context.Context, user, pass string) (string, error) {
		return validator{}.Validate(user, pass)
	}
	srv.BearerFunc = func(_ context.Context, token string) error {
		_, err := validator{}.IsValid(token)
		return err
	}
	addr := serve(t, srv.Register)
	c := client(t, addr)
	ctx := context.Background()
	if _, err := c.AuthenticateBasic(ctx, "ada", "babbage"); err == nil || !strings.Contains(err.Error(), "Unauthenticated") {
		t.Fatalf("wrong password: %v", err)
	}
	token, err := c.AuthenticateBasic(ctx, "ada", "lovelace")
	if err != nil || token != "token-42" {
		t.Fatalf("token %q, %v", token, err)
	}
	r, err := c.DoGet(WithBearer(ctx, token), []byte("all"))
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoGet with a bearer token", batches, readAll(t, r))
	if _, err := c.GetSchema(ctx, &pb.FlightDescriptor{}); err == nil || !strings.Contains(err.Error(), "Unauthenticated") {
		t.Fatalf("GetSchema without a token: %v", err)
	}
	if _, err := c.GetSchema(WithBearer(ctx, "stolen"), &pb.FlightDescriptor{}); err == nil || !strings.Contains(err.Error(), "Unauthenticated") {
		t.Fatalf("GetSchema with a bad token: %v", err)
	}

	// arrow-go's client: its handshake, then its stored token on DoGet
	gc, err := goflight.NewClientWithMiddleware(addr, nil, nil, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer gc.Close()
	gctx, err := gc.AuthenticateBasicToken(ctx, "ada", "lovelace")
	if err != nil {
		t.Fatalf("arrow-go handshake: %v", err)
	}
	stream, err := gc.DoGet(gctx, &pb.Ticket{Ticket: []byte("all")})
	if err != nil {
		t.Fatal(err)
	}
	rr, err := goflight.NewRecordReader(stream)
	if err != nil {
		t.Fatalf("arrow-go DoGet with its token: %v", err)
	}
	n := 0
	for rr.Next() {
		n += int(rr.RecordBatch().NumRows())
	}
	rr.Release()
	if n != 5 {
		t.Fatalf("arrow-go read %d rows, want 5", n)
	}
	if _, err := gc.AuthenticateBasicToken(ctx, "ada", "babbage"); err == nil {
		t.Fatal("arrow-go handshake with a wrong password accepted")
	}
}
