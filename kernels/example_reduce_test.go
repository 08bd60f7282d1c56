package kernels_test

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels"
)

// Reductions: the sum, bounds and mean of a column; nulls are skipped.
func ExampleSum() {
	b := arrays.NewFloat64Builder()
	b.AppendValues([]float64{12.5, 3, 0, 40, 7.25}, []bool{true, true, false, true, true})
	price := b.NewArray()

	sum, _ := kernels.Sum(price)
	lo, hi, _ := kernels.MinMax(price)
	mean, _ := kernels.Mean(price)
	n, _ := kernels.Count(price, kernels.CountValid)
	fmt.Println(sum, lo, hi, mean, n)
	// Output: 62.75 3 40 15.6875 4
}

// The top 3 rows of a record batch by price: TopK gives the indices,
// Take the rows.
func ExampleTopK() {
	pb := arrays.NewFloat64Builder()
	pb.AppendValues([]float64{9.5, 120, 35, 120, 4, 60}, nil)
	tb := arrays.NewUtf8Builder()
	tb.AppendStrings([]string{"pen", "lamp", "book", "chair", "cup", "shoes"}, nil)
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "price", Type: arrays.Float64Type{}},
		{Name: "item", Type: arrays.Utf8Type{}},
	}, nil)
	rb, _ := arrays.NewRecordBatch(schema, []arrays.Array{pb.NewArray(), tb.NewArray()}, 6)

	price, _ := rb.ColumnByName("price")
	top, _ := kernels.TopK(price, 3) // ties keep input order
	items, _ := kernels.Take(rb.Column(1), top)
	prices, _ := kernels.Take(price, top)
	fmt.Println(top, items, prices)
	// Output: [1 3 5] ["lamp" "chair" "shoes"] [120 120 60]
}

// Sorting a record batch by several keys: category ascending, then price
// descending.
func ExampleSortIndicesRecordBatch() {
	cb := arrays.NewUtf8Builder()
	cb.AppendStrings([]string{"b", "a", "b", "a"}, nil)
	pb := arrays.NewInt64Builder()
	pb.AppendValues([]int64{5, 7, 9, 1}, nil)
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "category", Type: arrays.Utf8Type{}},
		{Name: "price", Type: arrays.Int64Type{}},
	}, nil)
	rb, _ := arrays.NewRecordBatch(schema, []arrays.Array{cb.NewArray(), pb.NewArray()}, 4)

	idx, _ := kernels.SortIndicesRecordBatch(rb, []kernels.SortKey{
		{Column: "category"},
		{Column: "price", Order: kernels.Descending},
	})
	fmt.Println(idx)
	// Output: [1 3 2 0]
}
