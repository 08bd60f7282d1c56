package parquet

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// countingReader counts the bytes read through it.
type countingReader struct {
	r interface {
		ReadAt([]byte, int64) (int, error)
	}
	n atomic.Int64
}

func (c *countingReader) ReadAt(b []byte, off int64) (int, error) {
	c.n.Add(int64(len(b)))
	return c.r.ReadAt(b, off)
}

// readRows reads rows through Batches and concatenates the batches' rows
// per column.
func readRows(t *testing.T, f *File, o ReadOptions) [][]arrays.Array {
	t.Helper()
	var cols [][]arrays.Array
	for rb, err := range f.Batches(o) {
		if err != nil {
			t.Fatal(err)
		}
		if cols == nil {
			cols = make([][]arrays.Array, rb.NumCols())
		}
		for i := range cols {
			cols[i] = append(cols[i], rb.Column(i))
		}
	}
	return cols
}

// sameRows checks that the pieces of got equal rows [start, ...) of the
// whole columns all, piece after piece.
func sameRows(t *testing.T, what string, got [][]arrays.Array, all []arrays.Array, ranges []RowRange) {
	t.Helper()
	for c, pieces := range got {
		ri, at := 0, int64(0)
		var n int64
		for _, p := range pieces {
			for ri < len(ranges) && at >= ranges[ri].End-ranges[ri].Start {
				ri, at = ri+1, 0
			}
			if ri == len(ranges) {
				t.Fatalf("%s: column %d: more rows than selected", what, c)
			}
			s := ranges[ri].Start + at
			if int64(p.Len()) > ranges[ri].End-s {
				t.Fatalf("%s: column %d: a batch of %d rows crosses the end of range %v", what, c, p.Len(), ranges[ri])
			}
			if !arrays.SliceEqual(p, 0, p.Len(), all[c], int(s), int(s)+p.Len(), arrays.EqualNaN(true)) {
				t.Fatalf("%s: column %d: rows [%d, %d) differ from the whole read", what, c, s, int(s)+p.Len())
			}
			at += int64(p.Len())
			n += int64(p.Len())
		}
		var want int64
		for _, r := range ranges {
			want += r.End - r.Start
		}
		if n != want {
			t.Fatalf("%s: column %d: %d rows, want %d", what, c, n, want)
		}
	}
}

// TestPageIndexRowRanges reads random row ranges of files with page
// indexes (hundreds of pages per column) and checks them against the
// whole read, and that a short range reads a small part of the file.
func TestPageIndexRowRanges(t *testing.T) {
	for _, name := range []string{"alltypes_tiny_pages.parquet", "alltypes_tiny_pages_plain.parquet", "int32_with_null_pages.parquet"} {
		t.Run(name, func(t *testing.T) {
			p := filepath.Join(parquetTesting(t), "data", name)
			fh, err := os.Open(p)
			if err != nil {
				t.Fatal(err)
			}
			defer fh.Close()
			st, _ := fh.Stat()
			cr := &countingReader{r: fh}
			f, err := Open(cr, st.Size())
			if err != nil {
				t.Fatal(err)
			}
			if oi, err := f.offsetIndex(0, 0); err != nil || oi == nil || len(oi.PageLocations) < 10 {
				t.Fatalf("want an offset index of many pages: %v, %v", oi, err)
			}
			whole, err := f.ReadAll(nil)
			if err != nil || len(whole) != 1 {
				t.Fatalf("%d batches, %v", len(whole), err)
			}
			all := whole[0].Columns()
			rows := f.NumRows()
			r := rand.New(rand.NewPCG(9, uint64(rows)))
			for range 60 {
				a := r.Int64N(rows)
				b := a + 1 + r.Int64N(min(rows-a, 1+r.Int64N(500)))
				bs := r.IntN(3) * 7
				got := readRows(t, f, ReadOptions{RowStart: a, RowEnd: b, BatchSize: bs})
				sameRows(t, "range", got, all, []RowRange{{a, b}})
			}
			// Several ranges, some adjacent, with a row window around them.
			var ranges []RowRange
			for s := r.Int64N(50); s < rows; s += 1 + r.Int64N(rows/5) {
				e := min(s+1+r.Int64N(300), rows)
				ranges = append(ranges, RowRange{s, e})
				s = e
			}
			got := readRows(t, f, ReadOptions{Rows: ranges})
			sameRows(t, "ranges", got, all, ranges)
			lo, hi := ranges[0].Start+3, ranges[len(ranges)-1].End-3
			got = readRows(t, f, ReadOptions{Rows: ranges, RowStart: lo, RowEnd: hi})
			var clipped []RowRange
			for _, x := range ranges {
				if s, e := max(x.Start, lo), min(x.End, hi); s < e {
					clipped = append(clipped, RowRange{s, e})
				}
			}
			sameRows(t, "clipped ranges", got, all, clipped)
			// A short range reads the dictionaries and few pages: far
			// less than the file.
			var dicts int64
			for col := range f.Schema.Leaves {
				oi, _ := f.offsetIndex(0, col)
				lo, _ := chunkRange(f.Metadata.RowGroups[0].Columns[col].MetaData)
				dicts += oi.PageLocations[0].Offset - lo
			}
			cr.n.Store(0)
			readRows(t, f, ReadOptions{RowStart: rows / 2, RowEnd: rows/2 + 1})
			if read := cr.n.Load() - dicts; st.Size() > 100_000 && read*20 > st.Size() {
				t.Fatalf("one row read %d bytes besides %d of dictionaries, of a %d-byte file", read, dicts, st.Size())
			}
			// Ranges out of order or outside the file are errors.
			for _, bad := range [][]RowRange{{{5, 10}, {8, 12}}, {{-1, 3}}, {{0, rows + 1}}, {{4, 3}}} {
				for _, err := range f.Batches(ReadOptions{Rows: bad}) {
					if err == nil {
						t.Fatalf("rows %v accepted", bad)
					}
					break
				}
			}
		})
	}
}

// TestSelectRows selects the pages of alltypes_tiny_pages whose id
// statistics can hold ids in a window, reads only them, and checks that
// every row of the window is among the rows read and that the rows read
// are those of the whole read.
func TestSelectRows(t *testing.T) {
	p := filepath.Join(parquetTesting(t), "data", "alltypes_tiny_pages.parquet")
	f, err := openPath(t, p)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	idCol := -1
	for i, l := range f.Schema.Leaves {
		if l.Element.Name == "id" {
			idCol = i
		}
	}
	if idCol < 0 {
		t.Fatal("no id column")
	}
	ids := whole[0].Column(idCol).(*arrays.Int32).Values()
	for _, w := range [][2]int32{{100, 120}, {3000, 3000}, {7290, 7400}, {-5, -1}} {
		pages := 0
		ranges, err := f.SelectRows(idCol, func(s PageStats) bool {
			pages++
			if s.NullPage {
				return false
			}
			lo, hi := int32(binary.LittleEndian.Uint32(s.Min)), int32(binary.LittleEndian.Uint32(s.Max))
			return lo <= w[1] && hi >= w[0]
		})
		if err != nil {
			t.Fatal(err)
		}
		if pages < 10 {
			t.Fatalf("keep asked about %d pages", pages)
		}
		in := func(row int64) bool {
			for _, r := range ranges {
				if row >= r.Start && row < r.End {
					return true
				}
			}
			return false
		}
		var n int64
		for _, r := range ranges {
			n += r.End - r.Start
		}
		if n > f.NumRows()/4 {
			t.Errorf("window %v: %d of %d rows selected", w, n, f.NumRows())
		}
		for row, id := range ids {
			if id >= w[0] && id <= w[1] && !in(int64(row)) {
				t.Fatalf("window %v: row %d (id %d) not selected", w, row, id)
			}
		}
		got := readRows(t, f, ReadOptions{Rows: ranges})
		if len(ranges) > 0 {
			sameRows(t, "selected", got, whole[0].Columns(), ranges)
		} else if got != nil {
			t.Fatalf("window %v: no ranges, rows read", w)
		}
	}
}

// TestSelectedReadsCorpus reads, from every parquet-testing file that
// reads whole, a row range and the rows of every other page of its first
// leaf (through the page index where the file has one), and checks them
// against the whole read.
func TestSelectedReadsCorpus(t *testing.T) {
	paths, _ := filepath.Glob(filepath.Join(parquetTesting(t), "data", "*.parquet"))
	for _, p := range paths {
		if filepath.Base(p) == hugePageFile {
			continue // it does not read whole (TestReadCorpus), after 1 GiB of brotli
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		f, err := OpenBytes(b, corpusOptions[filepath.Base(p)]...)
		if err != nil {
			continue
		}
		whole, err := f.ReadAll(nil)
		if err != nil || len(whole) == 0 || len(f.Schema.Leaves) == 0 {
			continue // the corpus tests say why
		}
		t.Run(filepath.Base(p), func(t *testing.T) {
			all := concatColumns(t, whole)
			n := f.NumRows()
			r := RowRange{n / 3, min(n, n/3+1+n/5)}
			sameRows(t, "range", readRows(t, f, ReadOptions{RowStart: r.Start, RowEnd: r.End}), all, []RowRange{r})
			ranges, err := f.SelectRows(0, func(s PageStats) bool { return s.Page%2 == 0 })
			if err != nil {
				t.Fatal(err)
			}
			if len(ranges) > 0 {
				sameRows(t, "selected", readRows(t, f, ReadOptions{Rows: ranges}), all, ranges)
			}
		})
	}
}

func concatColumns(t *testing.T, bs []*arrays.RecordBatch) []arrays.Array {
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
