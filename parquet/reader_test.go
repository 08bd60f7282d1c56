package parquet

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestBatchesProjectionAndRange reads alltypes_tiny_pages (7300 rows, many
// small pages) whole, then as projected batches of a row range, and checks
// the pieces against the whole.
func TestBatchesProjectionAndRange(t *testing.T) {
	p := filepath.Join(parquetTesting(t), "data", "alltypes_tiny_pages.parquet")
	f, err := openPath(t, p)
	if err != nil {
		t.Fatal(err)
	}
	all, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 {
		t.Fatalf("%d batches", len(all))
	}
	whole := all[0]
	cols := []int{9, 0, 3}
	row := int64(1234)
	n := 0
	for rb, err := range f.Batches(ReadOptions{Columns: cols, BatchSize: 1000, RowStart: 1234, RowEnd: 5678}) {
		if err != nil {
			t.Fatal(err)
		}
		if rb.NumCols() != 3 || rb.NumRows() > 1000 {
			t.Fatalf("batch of %d columns, %d rows", rb.NumCols(), rb.NumRows())
		}
		for i, c := range cols {
			if rb.Schema().Fields[i].Name != whole.Schema().Fields[c].Name {
				t.Fatalf("column %d is %s", i, rb.Schema().Fields[i].Name)
			}
			if !arrays.SliceEqual(rb.Column(i), 0, rb.NumRows(), whole.Column(c), int(row), int(row)+rb.NumRows()) {
				t.Fatalf("rows from %d of column %d differ", row, c)
			}
		}
		row += int64(rb.NumRows())
		n++
	}
	if row != 5678 || n != 5 {
		t.Fatalf("read up to row %d in %d batches", row, n)
	}
	for range f.Batches(ReadOptions{RowStart: 10, RowEnd: 5}) {
		return
	}
	t.Fatal("an inverted row range yielded nothing, not an error")
}

// TestSkipChecksums: a corrupt page CRC is an error unless checks are off.
func TestSkipChecksums(t *testing.T) {
	p := filepath.Join(parquetTesting(t), "data", "datapage_v1-corrupt-checksum.parquet")
	f, err := openPath(t, p)
	if err != nil {
		t.Fatal(err)
	}
	var ce *ColumnError
	if _, err := f.ReadAll(nil); !errors.As(err, &ce) || !errors.Is(err, ErrMalformed) {
		t.Fatalf("got %v, want a ColumnError wrapping ErrMalformed", err)
	}
	f, err = openPath(t, p, SkipChecksums())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAll(nil); err != nil {
		t.Fatalf("with SkipChecksums: %v", err)
	}
}

// TestPageIndexes reads the column and offset indexes of a file that has
// them and checks them against the pages.
func TestPageIndexes(t *testing.T) {
	p := filepath.Join(parquetTesting(t), "data", "alltypes_tiny_pages.parquet")
	f, err := openPath(t, p)
	if err != nil {
		t.Fatal(err)
	}
	for col := range f.Schema.Leaves {
		oi, err := f.OffsetIndex(0, col)
		if err != nil {
			t.Fatal(err)
		}
		ci, err := f.ColumnIndex(0, col)
		if err != nil {
			t.Fatal(err)
		}
		if oi == nil || len(oi.PageLocations) < 2 {
			t.Fatalf("column %d: offset index %+v", col, oi)
		}
		// INT96 (column 10) has no defined order, so no column index.
		if (ci == nil) != (col == 10) {
			t.Fatalf("column %d: column index %+v", col, ci)
		}
		if ci != nil && len(oi.PageLocations) != len(ci.NullPages) {
			t.Fatalf("column %d: %d page locations, %d column index entries", col, len(oi.PageLocations), len(ci.NullPages))
		}
		prev := int64(-1)
		for _, l := range oi.PageLocations {
			if l.FirstRowIndex <= prev {
				t.Fatalf("column %d: first row indexes not increasing", col)
			}
			prev = l.FirstRowIndex
			h, _, err := DecodePageHeader(mustRead(t, f, l.Offset, int(l.CompressedPageSize)), l.Offset)
			if err != nil || h.Type != DataPage {
				t.Fatalf("column %d: page at %d: %v %+v", col, l.Offset, err, h)
			}
		}
	}
}

func mustRead(t *testing.T, f *File, off int64, n int) []byte {
	b := make([]byte, n)
	if _, err := f.r.ReadAt(b, off); err != nil {
		t.Fatal(err)
	}
	return b
}
