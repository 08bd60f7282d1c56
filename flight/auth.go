package flight

import (
	"context"
	"encoding/base64"
	"fmt"
	"io"
	"strings"

	"google.golang.org/grpc/metadata"
)

// AuthenticateBasic performs the Flight Handshake with HTTP basic
// credentials in the authorization header, as Arrow's servers expect, and
// returns the bearer token the server answers with under the same key.
// Pass it to later calls with WithBearer.
func (c *Client) AuthenticateBasic(ctx context.Context, user, password string) (string, error) {
	cred := base64.StdEncoding.EncodeToString([]byte(user + ":" + password))
	ctx = metadata.AppendToOutgoingContext(ctx, "authorization", "Basic "+cred)
	stream, err := c.svc.Handshake(ctx)
	if err != nil {
		return "", err
	}
	if err := stream.CloseSend(); err != nil {
		return "", err
	}
	for {
		if _, err := stream.Recv(); err != nil {
			if err != io.EOF {
				return "", err
			}
			break
		}
	}
	// Arrow C++ answers in the headers, arrow-go in the trailers.
	header, err := stream.Header()
	if err != nil {
		return "", err
	}
	for _, md := range []metadata.MD{header, stream.Trailer()} {
		for _, v := range md.Get("authorization") {
			if token, ok := strings.CutPrefix(v, "Bearer "); ok {
				return token, nil
			}
		}
	}
	return "", fmt.Errorf("flight: the handshake's answer carries no bearer token")
}

// WithBearer returns ctx with a bearer token for the calls made with it.
func WithBearer(ctx context.Context, token string) context.Context {
	return metadata.AppendToOutgoingContext(ctx, "authorization", "Bearer "+token)
}
