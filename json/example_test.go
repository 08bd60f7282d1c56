package json_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/json"
)

func Example() {
	in := `{"id": 1, "name": "ant", "tags": ["a"], "pos": {"x": 1.5}}
{"id": 2, "tags": [], "pos": {"x": 2}}
{"id": 3, "name": "bee", "pos": null}
`
	rd, err := json.NewReader(strings.NewReader(in))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(rd.Schema())
	for rb, err := range rd.All() {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rb.Column(0), rb.Column(3))
		if err := json.WriteRecords(os.Stdout, rb.Schema(), func(yield func(*arrays.RecordBatch, error) bool) { yield(rb, nil) }); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// schema:
	//   id: int64
	//   name: utf8
	//   tags: list<item: utf8>
	//   pos: struct<x: float64>
	// [1 2 3] [{x: 1.5} {x: 2} null]
	// {"id":1,"name":"ant","tags":["a"],"pos":{"x":1.5}}
	// {"id":2,"name":null,"tags":[],"pos":{"x":2}}
	// {"id":3,"name":"bee","tags":null,"pos":null}
}

func ExampleParseError() {
	_, _, err := json.ReadAll(strings.NewReader("{\"a\": [1, 2]}\n{\"a\": [3, \"x\"]}\n"))
	fmt.Println(err)
	// Output:
	// json: line 2, path /a/1, text "\"x\"": bad value: a string where earlier lines have integer values (give a Schema to read both as one type)
}

func ExampleSchema() {
	s := arrays.NewSchema([]arrays.Field{
		{Name: "at", Type: arrays.TimestampType{Unit: arrays.Millisecond, TimeZone: "America/New_York"}, Nullable: true},
		{Name: "price", Type: arrays.Decimal64Type{Precision: 10, Scale: 2}, Nullable: true},
	}, nil)
	in := `{"at": "2024-07-04T12:00:00", "price": "19.99", "note": "dropped"}` + "\n"
	_, bs, err := json.ReadAll(strings.NewReader(in), json.Schema(s), json.Unexpected(json.UnexpectedIgnore))
	if err != nil {
		fmt.Println(err)
		return
	}
	w, _ := json.NewWriter(os.Stdout, s)
	w.Write(bs[0])
	w.Close()
	// Output:
	// {"at":"2024-07-04T12:00:00.000-04:00","price":"19.99"}
}
