package flight

import (
	"context"
	"errors"
	"strings"
	"testing"

	goflight "github.com/apache/arrow-go/v18/arrow/flight"

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
