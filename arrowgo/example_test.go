package arrowgo_test

import (
	"fmt"

	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/arrowgo"
)

// An arrow-go array becomes a quiver array over the same memory, and back.
func Example() {
	b := array.NewInt64Builder(memory.DefaultAllocator)
	b.AppendValues([]int64{1, 2, 3}, []bool{true, false, true})
	ga := b.NewArray()
	b.Release()

	q, err := arrowgo.FromArrowGo(ga)
	ga.Release() // quiver keeps what it needs alive
	if err != nil {
		panic(err)
	}
	fmt.Println(q, q.(*arrays.Int64).Values()[2])

	back, err := arrowgo.ToArrowGo(q)
	if err != nil {
		panic(err)
	}
	defer back.Release()
	fmt.Println(back)
	// Output:
	// [1 null 3] 3
	// [1 (null) 3]
}
