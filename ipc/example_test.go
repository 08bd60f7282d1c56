package ipc_test

import (
	"bytes"
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
)

// batch is a two-column record batch of three rows.
func batch() *arrays.RecordBatch {
	ids := arrays.NewInt64Builder()
	ids.AppendValues([]int64{1, 2, 3}, nil)
	names := arrays.NewUtf8Builder()
	names.AppendStrings([]string{"ant", "", "cat"}, []bool{true, false, true})
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "id", Type: arrays.Int64Type{}},
		{Name: "name", Type: arrays.Utf8Type{}, Nullable: true},
	}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{ids.NewArray(), names.NewArray()}, 3)
	if err != nil {
		panic(err)
	}
	return rb
}

// ExampleNewStreamWriter writes record batches as an Arrow IPC stream (what
// a socket, a pipe or Flight carries) and reads them back.
func ExampleNewStreamWriter() {
	var buf bytes.Buffer
	w, err := ipc.NewStreamWriter(&buf, batch().Schema(), ipc.WithCompression(ipc.CompressionZSTD))
	if err != nil {
		fmt.Println(err)
		return
	}
	for range 2 {
		if err := w.Write(batch()); err != nil {
			fmt.Println(err)
			return
		}
	}
	if err := w.Close(); err != nil { // writes the end-of-stream marker
		fmt.Println(err)
		return
	}

	r, err := ipc.NewStreamReader(&buf)
	if err != nil {
		fmt.Println(err)
		return
	}
	for rb, err := range r.All() {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rb.NumRows(), rb.Column(1))
	}
	// Output:
	// 3 ["ant" null "cat"]
	// 3 ["ant" null "cat"]
}

// ExampleNewFileWriter writes the Arrow IPC file format (a footer indexes
// the batches, so a reader can go straight to one) and reads batch 0.
func ExampleNewFileWriter() {
	var buf bytes.Buffer
	w, err := ipc.NewFileWriter(&buf, batch().Schema())
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := w.Write(batch()); err != nil {
		fmt.Println(err)
		return
	}
	if err := w.Close(); err != nil { // writes the footer
		fmt.Println(err)
		return
	}

	f, err := ipc.NewFileReader(buf.Bytes()) // ipc.OpenFile(path) maps a file instead
	if err != nil {
		fmt.Println(err)
		return
	}
	defer f.Close()
	rb, err := f.RecordBatch(0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f.NumRecordBatches(), rb.Column(0), rb.Column(1))
	// Output:
	// 1 [1 2 3] ["ant" null "cat"]
}
