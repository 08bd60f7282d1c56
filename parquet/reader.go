package parquet

import (
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"sync"

	"github.com/quiver-go/quiver/arrays"
)

// maxLevelsPerFileByte bounds the level count of a chunk relative to the
// file size: RLE lets a few bytes declare billions of nulls, which is valid
// Parquet but would let a tiny hostile file demand gigabytes. Chunks up to
// minChunkLimit levels are always allowed.
const (
	maxLevelsPerFileByte = 1024
	minChunkLimit        = 1 << 22
)

// A chunk's decoded values may take at most maxBytesPerFileByte bytes per
// byte of file, or minChunkBytes, whichever is more: dictionary encoding
// lets a small file expand without bound, and only its genuine
// compression ratios should be served.
const (
	maxBytesPerFileByte = 1024
	minChunkBytes       = 256 << 20
)

// OpenFile opens the Parquet file at path. Close the returned closer when
// done with the File.
func OpenFile(path string, opts ...Option) (*File, io.Closer, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	st, err := fh.Stat()
	if err != nil {
		fh.Close()
		return nil, nil, err
	}
	f, err := Open(fh, st.Size(), opts...)
	if err != nil {
		fh.Close()
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, fh, nil
}

// fieldSchema is the Arrow schema of the selected top-level fields.
func (f *File) fieldSchema(cols []int) (*arrays.Schema, error) {
	all := f.arrow
	if cols == nil {
		return all, nil
	}
	fields := make([]arrays.Field, len(cols))
	for i, c := range cols {
		if c < 0 || c >= len(all.Fields) {
			return nil, fmt.Errorf("parquet: column %d outside the schema's %d fields", c, len(all.Fields))
		}
		fields[i] = all.Fields[c]
	}
	md := all.Metadata
	return arrays.NewSchema(fields, &md), nil
}

// ReadRowGroup reads row group rg into one record batch. cols selects
// top-level fields by index (nil: all of them).
func (f *File) ReadRowGroup(rg int, cols []int) (*arrays.RecordBatch, error) {
	if rg < 0 || rg >= len(f.Metadata.RowGroups) {
		return nil, fmt.Errorf("parquet: row group %d outside the file's %d", rg, len(f.Metadata.RowGroups))
	}
	schema, err := f.fieldSchema(cols)
	if err != nil {
		return nil, err
	}
	if cols == nil {
		cols = make([]int, len(f.Schema.Root.Children))
		for i := range cols {
			cols[i] = i
		}
	}
	nrows := f.Metadata.RowGroups[rg].NumRows
	out := make([]arrays.Array, len(cols))
	errs := make([]error, len(cols))
	// Columns are independent: decode them on up to GOMAXPROCS
	// goroutines, and report the first error in column order.
	workers := min(runtime.GOMAXPROCS(0), len(cols))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				out[i], errs[i] = f.readColumn(rg, cols[i], schema.Fields[i].Type)
			}
		})
	}
	for i := range cols {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	rb, err := arrays.NewRecordBatch(schema, out, int(nrows))
	if err != nil {
		return nil, fmt.Errorf("parquet: row group %d: %w", rg, err)
	}
	return rb, nil
}

// readColumn reads top-level field c of row group rg as type t.
func (f *File) readColumn(rg, c int, t arrays.DataType) (arrays.Array, error) {
	nrows := f.Metadata.RowGroups[rg].NumRows
	limit := max(int64(minChunkLimit), maxLevelsPerFileByte*f.size)
	node := f.Schema.Root.Children[c]
	a := &assembler{chunks: map[int]*chunkData{}}
	slots := slotSet{}
	dict := map[int]bool{}
	dictLeaves(node, t, dict)
	lo, hi := leafRange(node)
	for leaf := lo; leaf < hi; leaf++ {
		if nv := f.Metadata.RowGroups[rg].Columns[leaf].MetaData.NumValues; nv > limit {
			return nil, &ColumnError{Column: pathOf(f.Schema.Leaves[leaf]), RowGroup: rg, Offset: -1,
				Err: unsupportedf("%d values in a %d-byte file: more than this reader allows (%d per file byte)", nv, f.size, maxLevelsPerFileByte)}
		}
		cd, err := f.readChunk(rg, leaf, dict[leaf])
		if err != nil {
			return nil, err
		}
		a.chunks[leaf] = cd
		ts := topSlots(cd)
		n := int64(cd.levels)
		if ts != nil {
			n = int64(len(ts))
		}
		if n != nrows {
			return nil, &ColumnError{Column: pathOf(f.Schema.Leaves[leaf]), RowGroup: rg, Offset: -1,
				Err: malformedf("%d rows, the row group %d", n, nrows)}
		}
		slots[leaf] = ts
	}
	return a.build(node, t, slots)
}

func pathOf(n *Node) string {
	s := ""
	for i, p := range n.Path {
		if i > 0 {
			s += "."
		}
		s += p
	}
	return s
}

// ReadOptions selects what a RecordReader reads.
type ReadOptions struct {
	Columns   []int // top-level field indices; nil reads all
	BatchSize int   // rows per batch; 0 means a whole row group per batch
	// RowStart and RowEnd select rows [RowStart, RowEnd) of the file;
	// RowEnd 0 means to the end.
	RowStart, RowEnd int64
}

// Batches streams the file as record batches. It decodes one row group at a
// time, holding no more than that row group's selected columns.
func (f *File) Batches(o ReadOptions) iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		end := o.RowEnd
		if end <= 0 || end > f.rows {
			end = f.rows
		}
		if o.RowStart < 0 || o.RowStart > end {
			yield(nil, fmt.Errorf("parquet: row range [%d, %d) outside the file's %d rows", o.RowStart, o.RowEnd, f.rows))
			return
		}
		var first int64
		for rg := range f.Metadata.RowGroups {
			n := f.Metadata.RowGroups[rg].NumRows
			lo, hi := max(o.RowStart-first, 0), min(end-first, n)
			first += n
			if lo >= hi {
				continue
			}
			rb, err := f.ReadRowGroup(rg, o.Columns)
			if err != nil {
				yield(nil, err)
				return
			}
			step := hi - lo
			if o.BatchSize > 0 {
				step = int64(o.BatchSize)
			}
			for s := lo; s < hi; s += step {
				if !yield(rb.Slice(int(s), int(min(s+step, hi))), nil) {
					return
				}
			}
		}
	}
}

// ReadAll reads the selected columns of the whole file, one batch per row
// group.
func (f *File) ReadAll(cols []int) ([]*arrays.RecordBatch, error) {
	var out []*arrays.RecordBatch
	for rb, err := range f.Batches(ReadOptions{Columns: cols}) {
		if err != nil {
			return nil, err
		}
		out = append(out, rb)
	}
	return out, nil
}
