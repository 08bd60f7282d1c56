package json

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

func readTable(t *testing.T, data []byte, piece int, opts ...Option) (*arrays.Table, error) {
	t.Helper()
	rd, err := NewReader(bytes.NewReader(data), opts...)
	if err != nil {
		return nil, err
	}
	rd.opts.pieceSize = piece
	var bs []*arrays.RecordBatch
	for rb, err := range rd.All() {
		if err != nil {
			return nil, err
		}
		if rb.NumRows() > rd.opts.batchSize {
			t.Fatalf("a batch of %d rows", rb.NumRows())
		}
		bs = append(bs, rb)
	}
	return arrays.NewTableFromRecordBatches(rd.Schema(), bs)
}

func TestParallelMatchesSerial(t *testing.T) {
	data := lineitem(3000)
	data = append([]byte("\xef\xbb\xbf"), data...)
	data = bytes.ReplaceAll(data, []byte("\n{\"l_orderkey\":7,"), []byte("\n\r\n  \n{\"l_orderkey\":7,")) // blank lines
	serial, err := readTable(t, data, 1<<20, InferRows(100), BatchSize(500))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ n, piece, batch, infer int }{{2, 1000, 500, 100}, {3, 1 << 20, 64, 5}, {2, 100, 7, 1}, {4, 50000, 1000, 3000}} {
		t.Run(fmt.Sprint(c), func(t *testing.T) {
			par, err := readTable(t, data, c.piece, InferRows(c.infer), BatchSize(c.batch), Parallel(c.n))
			if err != nil {
				t.Fatal(err)
			}
			if par.NumRows() != serial.NumRows() {
				t.Fatalf("%d rows, want %d", par.NumRows(), serial.NumRows())
			}
			for i := range serial.NumCols() {
				if d := arrays.EqualDiff(chunkedArray(t, serial.Column(i)), chunkedArray(t, par.Column(i))); d != "" {
					t.Errorf("column %d: %s", i, d)
				}
			}
		})
	}
	// given schema, no sample: the byte-order mark is the parallel path's
	s := serial.Schema()
	par, err := readTable(t, data, 700, Schema(s), Unexpected(UnexpectedError), Parallel(2))
	if err != nil || par.NumRows() != serial.NumRows() {
		t.Fatalf("%v, %v", err, par)
	}
}

func chunkedArray(t *testing.T, c *arrays.Chunked) arrays.Array {
	t.Helper()
	b, err := arrays.NewBuilder(c.DataType())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range c.Chunks() {
		if err := arrays.AppendRange(b, a, 0, a.Len()); err != nil {
			t.Fatal(err)
		}
	}
	return b.NewArray()
}

func TestParallelErrors(t *testing.T) {
	data := lineitem(2000)
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines[1500] = []byte("{\"l_orderkey\": \"x\"}\n")
	bad := bytes.Join(lines, nil)
	_, serr := readTable(t, bad, 1<<20, InferRows(10))
	_, perr := readTable(t, bad, 3000, InferRows(10), Parallel(2))
	var a, b *ParseError
	if !errors.As(serr, &a) || !errors.As(perr, &b) || a.Line != 1501 || a.Error() != b.Error() {
		t.Errorf("serial %v, parallel %v", serr, perr)
	}
	// a last line without its line end
	_, p2 := readTable(t, append(bytes.Clone(data), "{\"l_orderkey\": 1.5}"...), 3000, InferRows(10), Parallel(2))
	if !errors.As(p2, &b) || b.Line != 2001 {
		t.Errorf("last line: %v", p2)
	}
}
