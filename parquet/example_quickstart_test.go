package parquet_test

import (
	"bytes"
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/kernels"
	"github.com/quiver-go/quiver/parquet"
)

// Example_quickStart is the README's quick start: read a Parquet file,
// keep the rows a predicate selects, aggregate a column, and write the
// result as an Arrow IPC stream. The file is written first, into memory,
// so that the example needs no data on disk: parquet.OpenFile(path) opens
// one that is.
func Example_quickStart() {
	file := sales() // a small Parquet file: region (utf8), amount (int64)

	// Read it: the schema, then the rows in record batches.
	f, err := parquet.OpenBytes(file)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, field := range f.ArrowSchema().Fields {
		fmt.Println(field.Name, field.Type)
	}

	var ipcOut bytes.Buffer
	w, err := ipc.NewStreamWriter(&ipcOut, f.ArrowSchema())
	if err != nil {
		fmt.Println(err)
		return
	}
	for rb, err := range f.Batches(parquet.ReadOptions{}) {
		if err != nil {
			fmt.Println(err)
			return
		}
		// Filter: the rows of region "north" (a null region is not kept).
		north, err := kernels.Equal(rb.Column(0), kernels.Utf8Scalar("north"))
		if err != nil {
			fmt.Println(err)
			return
		}
		kept, err := kernels.FilterRecordBatch(rb, north)
		if err != nil {
			fmt.Println(err)
			return
		}
		// Aggregate: the sum and mean of amount over those rows (nulls skipped).
		sum, _ := kernels.Sum(kept.Column(1))
		mean, _ := kernels.Mean(kept.Column(1))
		fmt.Println(kept.NumRows(), "rows, sum", sum, "mean", mean)
		// Write: the kept rows as an Arrow IPC stream.
		if err := w.Write(kept); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := w.Close(); err != nil {
		fmt.Println(err)
		return
	}

	// Any Arrow implementation reads the stream; here quiver's own reader.
	r, err := ipc.NewStreamReaderBytes(ipcOut.Bytes())
	if err != nil {
		fmt.Println(err)
		return
	}
	for rb, err := range r.All() {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rb.Column(1))
	}
	// Output:
	// region utf8
	// amount int64
	// 3 rows, sum 90 mean 45
	// [10 null 80]
}

// sales writes the example's Parquet file into memory.
func sales() []byte {
	rb := must(arrays.NewRecordBatch(arrays.NewSchema([]arrays.Field{
		{Name: "region", Type: arrays.Utf8Type{}, Nullable: true},
		{Name: "amount", Type: arrays.Int64Type{}, Nullable: true},
	}, nil), []arrays.Array{
		utf8s([]string{"north", "south", "north", "", "north"}, []bool{true, true, true, false, true}),
		int64s([]int64{10, 20, 0, 40, 80}, []bool{true, true, false, true, true}),
	}, 5))
	var buf bytes.Buffer
	w := must(parquet.NewWriter(&buf, rb.Schema()))
	if err := w.Write(rb); err != nil {
		panic(err)
	}
	if err := w.Close(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func utf8s(v []string, valid []bool) arrays.Array {
	b := arrays.NewUtf8Builder()
	b.AppendStrings(v, valid)
	return b.NewArray()
}

func int64s(v []int64, valid []bool) arrays.Array {
	b := arrays.NewInt64Builder()
	b.AppendValues(v, valid)
	return b.NewArray()
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
