// Command filter-fetch sends a predicate to filter-server as a Flight
// ticket and prints what comes back.
//
//	cd flight && go run ./examples/filter-fetch -addr 127.0.0.1:8815 "city == Lyon"
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"github.com/quiver-go/quiver/flight"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8815", "filter-server's address")
	flag.Parse()
	pred := strings.Join(flag.Args(), " ")
	if pred == "" {
		pred = "value > 0.99"
	}
	c, err := flight.NewClient(*addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		log.Fatal(err)
	}
	defer c.Close()
	r, err := c.DoGet(context.Background(), []byte(pred))
	if err != nil {
		log.Fatal(err)
	}
	defer r.Close()
	rows, batches := 0, 0
	for rb, err := range r.All() {
		if err != nil {
			log.Fatal(err)
		}
		if batches == 0 && rb.NumRows() > 0 {
			fmt.Println("first rows:", rb.Slice(0, min(3, rb.NumRows())))
		}
		rows += rb.NumRows()
		batches++
	}
	fmt.Printf("%q: %d rows in %d batches\n", pred, rows, batches)
}
