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
