package interop

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"

	"github.com/quiver-go/quiver/arrays"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// TestParquetPageIndexRowsPqarrow writes the round-trip record (every
// type, nulls, lists, structs, maps) with pqarrow's page index and tiny
// pages, and checks that quiver's page-skipping reads of random row ranges
// equal the same rows of its whole read (which the round-trip test holds
// equal to pqarrow's), for pages v1 and v2, dictionary on and off.
func TestParquetPageIndexRowsPqarrow(t *testing.T) {
	rec := roundTripRecord(t, 2500)
	defer rec.Release()
	tbl := array.NewTableFromRecords(roundTripSchema, []arrow.RecordBatch{rec})
	defer tbl.Release()
	for _, dict := range []bool{false, true} {
		for _, pv := range []parquet.DataPageVersion{parquet.DataPageV1, parquet.DataPageV2} {
			t.Run(fmt.Sprintf("dict=%v/page=v%d", dict, pv+1), func(t *testing.T) {
				props := parquet.NewWriterProperties(parquet.WithDataPageVersion(pv), parquet.WithDictionaryDefault(dict),
					parquet.WithDataPageSize(256), parquet.WithBatchSize(37), parquet.WithMaxRowGroupLength(1200),
					parquet.WithPageIndexEnabled(true))
				var buf bytes.Buffer
				if err := pqarrow.WriteTable(tbl, &buf, 1200, props, pqarrow.NewArrowWriterProperties(pqarrow.WithStoreSchema())); err != nil {
					t.Fatal(err)
				}
				f, err := qparquet.OpenBytes(buf.Bytes())
				if err != nil {
					t.Fatal(err)
				}
				multi := 0
				for col := range f.Schema.Leaves {
					oi, err := f.OffsetIndex(0, col)
					if err != nil || oi == nil {
						t.Fatalf("leaf %d: offset index %v, %v", col, oi, err)
					}
					if len(oi.PageLocations) >= 3 {
						multi++
					}
				}
				if multi*4 < len(f.Schema.Leaves)*3 {
					t.Fatalf("%d of %d leaves have 3 pages or more: pages too large for the test", multi, len(f.Schema.Leaves))
				}
				// A one-row read through a reader reads a small part of
				// the file: pages are skipped in every column.
				cr := &countingReaderAt{r: bytes.NewReader(buf.Bytes())}
				fr, err := qparquet.Open(cr, int64(buf.Len()))
				if err != nil {
					t.Fatal(err)
				}
				cr.n.Store(0)
				for _, err := range fr.Batches(qparquet.ReadOptions{RowStart: 1500, RowEnd: 1501}) {
					if err != nil {
						t.Fatal(err)
					}
				}
				if n := cr.n.Load(); n*4 > int64(buf.Len()) {
					t.Fatalf("a one-row read read %d bytes of %d", n, buf.Len())
				}
				whole, err := f.ReadAll(nil)
				if err != nil {
					t.Fatal(err)
				}
				all := concatBatches(t, whole)
				rows := f.NumRows()
				r := rand.New(rand.NewPCG(5, uint64(pv)))
				for range 25 {
					var ranges []qparquet.RowRange
					for s := r.Int64N(100); s < rows; s += 1 + r.Int64N(rows/3) {
						e := min(s+1+r.Int64N(150), rows)
						ranges = append(ranges, qparquet.RowRange{Start: s, End: e})
						s = e
					}
					k := 0
					for rb, err := range f.Batches(qparquet.ReadOptions{Rows: ranges, BatchSize: 64}) {
						if err != nil {
							t.Fatal(err)
						}
						for k < len(ranges) && ranges[k].Start == ranges[k].End {
							k++
						}
						s := int(ranges[k].Start)
						for c := range rb.NumCols() {
							if !arrays.SliceEqual(rb.Column(c), 0, rb.NumRows(), all[c], s, s+rb.NumRows(), arrays.EqualNaN(true)) {
								t.Fatalf("ranges %v: field %s differs at rows [%d, %d)", ranges, f.ArrowSchema().Fields[c].Name, s, s+rb.NumRows())
							}
						}
						ranges[k].Start += int64(rb.NumRows())
					}
					for ; k < len(ranges); k++ {
						if ranges[k].Start != ranges[k].End {
							t.Fatalf("rows [%d, %d) not read", ranges[k].Start, ranges[k].End)
						}
					}
				}
			})
		}
	}
}

// concatBatches joins the batches of a read into one array per column.
func concatBatches(t *testing.T, bs []*arrays.RecordBatch) []arrays.Array {
	t.Helper()
	out := make([]arrays.Array, bs[0].NumCols())
	for c := range out {
		b, err := arrays.NewBuilder(bs[0].Column(c).DataType())
		if err != nil {
			t.Fatal(err)
		}
		for _, rb := range bs {
			if err := arrays.AppendRange(b, rb.Column(c), 0, rb.NumRows()); err != nil {
				t.Fatal(err)
			}
		}
		out[c] = b.NewArray()
	}
	return out
}

type countingReaderAt struct {
	r *bytes.Reader
	n atomic.Int64
}

func (c *countingReaderAt) ReadAt(b []byte, off int64) (int, error) {
	c.n.Add(int64(len(b)))
	return c.r.ReadAt(b, off)
}
