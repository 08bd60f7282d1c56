package flight

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"net"
	"os"
	"path/filepath"
	"testing"

	goflight "github.com/apache/arrow-go/v18/arrow/flight"
	pb "github.com/apache/arrow-go/v18/arrow/flight/gen/flight"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/internal/testcorpus"
)

// clientTLS trusts Arrow's test root CA. Its certificates name the host in
// the Common Name only, which Go no longer matches, so the chain is
// verified by hand (against the root, without a host name).
func clientTLS(t *testing.T, dir string) credentials.TransportCredentials {
	t.Helper()
	pem, err := os.ReadFile(filepath.Join(dir, "root-ca.pem"))
	if err != nil {
		t.Fatal(err)
	}
	roots := x509.NewCertPool()
	if !roots.AppendCertsFromPEM(pem) {
		t.Fatal("root-ca.pem holds no certificate")
	}
	return credentials.NewTLS(&tls.Config{
		InsecureSkipVerify: true, // replaced by VerifyConnection below
		VerifyConnection: func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 {
				return errors.New("no server certificate")
			}
			inter := x509.NewCertPool()
			for _, c := range cs.PeerCertificates[1:] {
				inter.AddCert(c)
			}
			_, err := cs.PeerCertificates[0].Verify(x509.VerifyOptions{Roots: roots, Intermediates: inter})
			return err
		},
	})
}

// TestTLS: DoGet over TLS with the certificates of Arrow's Flight tests,
// from quiver's client and from arrow-go's; a plain-text client fails.
func TestTLS(t *testing.T) {
	dir := filepath.Join(testcorpus.Dir(t), "flight")
	creds, err := credentials.NewServerTLSFromFile(filepath.Join(dir, "cert0.pem"), filepath.Join(dir, "cert0.key"))
	if err != nil {
		t.Fatal(err)
	}
	schema, batches := randomBatches(5, 40)
	srv, _ := quiverServer(schema, batches)
	lis, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGRPCServer(grpc.Creds(creds))
	srv.Register(g)
	go g.Serve(lis)
	defer g.Stop()
	addr := lis.Addr().String()

	c, err := NewClient(addr, grpc.WithTransportCredentials(clientTLS(t, dir)))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r, err := c.DoGet(context.Background(), []byte("all"))
	if err != nil {
		t.Fatal(err)
	}
	sameBatches(t, "DoGet over TLS", batches, readAll(t, r))

	gc, err := goflight.NewClientWithMiddleware(addr, nil, nil, grpc.WithTransportCredentials(clientTLS(t, dir)))
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
	n := 0
	for rr.Next() {
		n += int(rr.RecordBatch().NumRows())
	}
	rr.Release()
	if n != 40 {
		t.Fatalf("arrow-go over TLS read %d rows, want 40", n)
	}

	plain, err := NewClient(addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	if r, err := plain.DoGet(context.Background(), []byte("all")); err == nil {
		if _, err = r.Next(); err == nil {
			t.Fatal("a plain-text client read from a TLS server")
		}
	}
}
