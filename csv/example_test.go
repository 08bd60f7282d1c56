package csv_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/csv"
)

func Example() {
	in := "id,price,day,note\n" +
		"1,9.5,2026-12-01,plain\n" +
		"2,,2026-12-02,\"with, comma\"\n"
	rd, err := csv.NewReader(strings.NewReader(in),
		csv.ColumnTypes(map[string]arrays.DataType{"id": arrays.Int32Type{}}))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rd.Schema())
	for rb, err := range rd.All() {
		if err != nil {
			fmt.Println(err)
			return
		}
		w, err := csv.NewWriter(os.Stdout, rb.Schema(), csv.WriteDelimiter(';'))
		if err != nil {
			fmt.Println(err)
			return
		}
		w.Write(rb)
		w.Flush()
	}

	_, _, err = csv.ReadAll(strings.NewReader("a,b\n1,2\n3\n"))
	fmt.Println(err)
	// Output:
	// schema:
	//   id: int32
	//   price: float64
	//   day: date32[day]
	//   note: utf8
	//
	// id;price;day;note
	// 1;9.5;2026-12-01;plain
	// 2;;2026-12-02;with, comma
	// csv: line 3: wrong number of fields: 1 where the header has 2
}
