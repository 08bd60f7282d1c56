package kernels_test

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels"
)

// Filter and compare: the result of a compare is a Boolean array, usable as
// a filter mask.
func ExampleFilter() {
	b := arrays.NewInt64Builder()
	b.AppendValues([]int64{1, 2, 3, 4}, []bool{true, false, true, true})
	a := b.NewInt64Array()

	gt, _ := kernels.Greater(a, kernels.Int64Scalar(1))
	kept, _ := kernels.Filter(a, gt)
	fmt.Println(gt, kept)
	// Output: [false null true true] [3 4]
}

// Run-end encoding: compare and look up without decoding.
func ExampleREEEncode() {
	b := arrays.NewUtf8Builder()
	b.AppendStrings([]string{"a", "a", "a", "b", "b", "c"}, nil)
	ree, _ := kernels.REEEncode(b.NewArray(), arrays.Int32Type{})
	run, _ := kernels.REEFind(ree, 4)
	eq, _ := kernels.Equal(ree, kernels.Utf8Scalar("b"))
	fmt.Println(ree.NumRuns(), run, eq)
	// Output: 3 1 [false false false true true false]
}

// Views: strings of up to 12 bytes live in the view itself, and compares
// are mostly decided from the 16-byte views.
func ExampleToView() {
	b := arrays.NewUtf8Builder()
	b.AppendStrings([]string{"short", "a string longer than twelve bytes"}, nil)
	v, _ := kernels.ToView(b.NewArray())
	lt, _ := kernels.Less(v, kernels.Utf8Scalar("m"))
	fmt.Println(v.DataType(), lt)
	// Output: utf8_view [false true]
}

// price > 100 AND category = "books": two compares combined with AndKleene
// (a null price is unknown, but a non-book is excluded whatever its price),
// the result filtering the titles.
func ExampleAndKleene() {
	pb := arrays.NewFloat64Builder()
	pb.AppendValues([]float64{120, 80, 0, 300}, []bool{true, true, false, true})
	cb := arrays.NewUtf8Builder()
	cb.AppendStrings([]string{"books", "books", "games", "games"}, nil)
	tb := arrays.NewUtf8Builder()
	tb.AppendStrings([]string{"Dune", "Emma", "Myst", "Doom"}, nil)
	price, category, title := pb.NewArray(), cb.NewArray(), tb.NewArray()

	expensive, _ := kernels.Greater(price, kernels.Float64Scalar(100))
	books, _ := kernels.Equal(category, kernels.Utf8Scalar("books"))
	both, _ := kernels.AndKleene(expensive, books)
	picked, _ := kernels.Filter(title, both)
	fmt.Println(both, picked)
	// Output: [true false false false] ["Dune"]
}

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

// Arrow's aggregate options: SkipNulls(false) makes a null make the result
// null (Kleene logic for Any and All), MinCount asks for that many valid
// values, and MinCount(0) gives the sum of nothing, 0.
func ExampleSkipNulls() {
	b := arrays.NewInt64Builder()
	b.AppendValues([]int64{4, 0, 6}, []bool{true, false, true})
	qty := b.NewArray()
	sum, _ := kernels.Sum(qty)
	strict, _ := kernels.Sum(qty, kernels.SkipNulls(false))
	three, _ := kernels.Sum(qty, kernels.MinCount(3))
	none, _ := kernels.Sum(arrays.Slice(qty, 1, 2), kernels.MinCount(0))

	fb := arrays.NewBooleanBuilder()
	fb.AppendValues([]bool{true, false}, []bool{true, false})
	flags := fb.NewArray()
	anyv, _ := kernels.Any(flags, kernels.SkipNulls(false)) // a true decides
	allv, _ := kernels.All(flags, kernels.SkipNulls(false)) // the null might be false
	fmt.Println(sum, strict, three, none, anyv, allv)
	// Output: 10 null null 0 true null
}

// Sort indices as int32, half the memory of the default int64; Take
// consumes either.
func ExampleInt32Indices() {
	b := arrays.NewUtf8Builder()
	b.AppendStrings([]string{"pear", "apple", "fig"}, nil)
	fruit := b.NewArray()
	idx, _ := kernels.SortIndices(fruit, kernels.Ascending, kernels.NullsLast, kernels.Int32Indices)
	sorted, _ := kernels.Take(fruit, idx)
	fmt.Println(idx.DataType(), idx, sorted)
	// Output: int32 [1 2 0] ["apple" "fig" "pear"]
}

// The top 10 rows of a record batch by price: TopK gives the row indices
// (ties keep input order, nulls never make the top), TakeRecordBatch the
// rows.
func ExampleTopK() {
	pb := arrays.NewFloat64Builder()
	pb.AppendValues([]float64{9.5, 120, 35, 120, 4, 60, 0, 18, 75, 2.5, 99, 41, 15, 60, 33},
		[]bool{true, true, true, true, true, true, false, true, true, true, true, true, true, true, true})
	tb := arrays.NewUtf8Builder()
	tb.AppendStrings([]string{"pen", "lamp", "book", "chair", "cup", "shoes", "gift card", "mug",
		"kettle", "clip", "desk", "bag", "plant", "boots", "frame"}, nil)
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "price", Type: arrays.Float64Type{}, Nullable: true},
		{Name: "item", Type: arrays.Utf8Type{}},
	}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{pb.NewArray(), tb.NewArray()}, 15)
	if err != nil {
		panic(err)
	}

	price, _ := rb.ColumnByName("price")
	top, _ := kernels.TopK(price, 10)
	rows, _ := kernels.TakeRecordBatch(rb, top)
	fmt.Println(top)
	fmt.Println(rows.Column(1))
	fmt.Println(rows.Column(0))
	// Output:
	// [1 3 10 8 5 13 11 2 14 7]
	// ["lamp" "chair" "desk" "kettle" "shoes" "boots" "bag" "book" "frame" "mug"]
	// [120 120 99 75 60 60 41 35 33 18]
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
