package json

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// lineitem writes n lines of a TPC-H lineitem-like object.
func lineitem(n int) []byte {
	r := rand.New(rand.NewPCG(7, 8))
	modes := []string{"AIR", "FOB", "MAIL", "RAIL", "REG AIR", "SHIP", "TRUCK"}
	var b bytes.Buffer
	for i := range n {
		fmt.Fprintf(&b, `{"l_orderkey":%d,"l_partkey":%d,"l_suppkey":%d,"l_linenumber":%d,"l_quantity":%d,"l_extendedprice":%.2f,"l_discount":%.2f,"l_tax":%.2f,"l_returnflag":"%c","l_linestatus":"%c","l_shipdate":"1998-%02d-%02d","l_commitdate":"1998-%02d-%02d","l_shipmode":"%s","l_comment":"%s"}`+"\n",
			i/4+1, r.IntN(200000), r.IntN(10000), i%4+1, 1+r.IntN(50), 900+r.Float64()*100000, float64(r.IntN(11))/100, float64(r.IntN(9))/100,
			"ANR"[r.IntN(3)], "OF"[r.IntN(2)], 1+r.IntN(12), 1+r.IntN(28), 1+r.IntN(12), 1+r.IntN(28), modes[r.IntN(len(modes))],
			[]string{"carefully final deposits", "quickly regular packages haggle", "furiously ironic requests", "slyly even accounts"}[r.IntN(4)])
	}
	return b.Bytes()
}

// BenchmarkJSONRead reads lineitem-like JSON Lines, inferring the schema and
// with one given (dates as date32, prices as decimal).
func BenchmarkJSONRead(b *testing.B) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	data := lineitem(n)
	given := schemaOf(f("l_orderkey", arrays.Int64Type{}), f("l_partkey", arrays.Int64Type{}), f("l_suppkey", arrays.Int64Type{}),
		f("l_linenumber", arrays.Int32Type{}), f("l_quantity", arrays.Int32Type{}), f("l_extendedprice", arrays.Decimal64Type{Precision: 15, Scale: 2}),
		f("l_discount", arrays.Decimal64Type{Precision: 15, Scale: 2}), f("l_tax", arrays.Decimal64Type{Precision: 15, Scale: 2}),
		f("l_returnflag", arrays.Utf8Type{}), f("l_linestatus", arrays.Utf8Type{}), f("l_shipdate", arrays.Date32Type{}),
		f("l_commitdate", arrays.Date32Type{}), f("l_shipmode", arrays.Utf8Type{}), f("l_comment", arrays.Utf8Type{}))
	for _, c := range []struct {
		name string
		opts []Option
	}{
		{"schema=inferred", nil},
		{"schema=given", []Option{Schema(given), Unexpected(UnexpectedError)}},
		{"schema=inferred/parallel=2", []Option{Parallel(2)}},
	} {
		b.Run(fmt.Sprintf("rows=%d/%s", n, c.name), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				rd, err := NewReader(bytes.NewReader(data), c.opts...)
				if err != nil {
					b.Fatal(err)
				}
				rows := 0
				for rb, err := range rd.All() {
					if err != nil {
						b.Fatal(err)
					}
					rows += rb.NumRows()
				}
				if rows != n {
					b.Fatalf("%d rows", rows)
				}
			}
		})
	}
}

func BenchmarkJSONWrite(b *testing.B) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	data := lineitem(n)
	s, bs, err := ReadAll(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		w, err := NewWriter(io.Discard, s)
		if err != nil {
			b.Fatal(err)
		}
		for _, rb := range bs {
			if err := w.Write(rb); err != nil {
				b.Fatal(err)
			}
		}
		if err := w.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
