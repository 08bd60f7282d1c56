package parquet

import (
	"fmt"
	"io"
	"iter"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/quiver-go/quiver/arrays"
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

// ReadRowGroup reads row group rg into one record batch. cols selects
// top-level fields by index (nil: all of them).
func (f *File) ReadRowGroup(rg int, cols []int) (*arrays.RecordBatch, error) {
	if rg < 0 || rg >= len(f.Metadata.RowGroups) {
		return nil, fmt.Errorf("parquet: row group %d outside the file's %d", rg, len(f.Metadata.RowGroups))
	}
	sel, err := f.indexSelection(cols)
	if err != nil {
		return nil, err
	}
	return f.readRowGroupRows(rg, sel, 0, f.Metadata.RowGroups[rg].NumRows)
}

// readRowGroupRows reads rows [a, b) of row group rg: the pages holding
// them where the columns have offset indexes, else whole chunks.
func (f *File) readRowGroupRows(rg int, sel *selection, a, b int64) (*arrays.RecordBatch, error) {
	schema, cols := sel.schema, f.columns(sel)
	out := make([]arrays.Array, len(cols))
	errs := make([]error, len(cols))
	// Columns are independent: decode them on up to GOMAXPROCS
	// goroutines, and report the first error in column order.
	workers := min(runtime.GOMAXPROCS(0), len(cols))
	// The Ps the columns leave idle decompress pages ahead (prefetch.go),
	// at most maxPageWorkers per chunk.
	pageWorkers := min(runtime.GOMAXPROCS(0)/max(workers, 1), maxPageWorkers)
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				out[i], errs[i] = f.readColumnRows(rg, cols[i], a, b, pageWorkers)
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
	rb, err := arrays.NewRecordBatch(schema, out, int(b-a))
	if err != nil {
		return nil, fmt.Errorf("parquet: row group %d: %w", rg, err)
	}
	return rb, nil
}

// readColumnRows reads rows [a, b) of top-level column c of row group rg.
// With an offset index for each of the column's leaves it decodes
// only the pages that hold those rows: the smallest row range [ra, rb)
// covering [a, b) whose bounds are page starts in every leaf (the leaves
// of a struct must be assembled over the same rows), then slices.
func (f *File) readColumnRows(rg int, c column, a, b int64, pageWorkers int) (arrays.Array, error) {
	nrows := f.Metadata.RowGroups[rg].NumRows
	if a == 0 && b == nrows {
		return f.readColumn(rg, c, nil, 0, nrows, pageWorkers)
	}
	ois := make([]*OffsetIndex, len(c.leaves))
	for i, leaf := range c.leaves {
		oi, err := f.offsetIndex(rg, leaf)
		if err != nil {
			return nil, err
		}
		if oi == nil {
			arr, err := f.readColumn(rg, c, nil, 0, nrows, pageWorkers)
			if err != nil {
				return nil, err
			}
			return sliceOwned(arr, int(a), int(b)), nil
		}
		ois[i] = oi
	}
	ra, rb := a, b
	for {
		na, nb := ra, rb
		for i, leaf := range c.leaves {
			_, ca, cb := f.pageCover(rg, leaf, ois[i], ra, rb)
			na, nb = min(na, ca), max(nb, cb)
		}
		if na == ra && nb == rb {
			break
		}
		ra, rb = na, nb
	}
	arr, err := f.readColumn(rg, c, ois, ra, rb, pageWorkers)
	if err != nil {
		return nil, err
	}
	return sliceOwned(arr, int(a-ra), int(b-ra)), nil
}

// sliceOwned returns slots [i, j) of arr, an array no one else holds, and
// releases arr itself: the slice alone holds its buffers then, so that
// releasing it gives them back to their allocator.
func sliceOwned(arr arrays.Array, i, j int) arrays.Array {
	if i == 0 && j == arr.Len() {
		return arr
	}
	s := arrays.Slice(arr, i, j)
	arr.Data().Release()
	return s
}

// readColumn reads rows [ra, rb) of top-level column c of row group rg:
// whole chunks when ois is nil (then the rows are all of them), else the
// pages of each leaf that hold exactly those rows (ois indexed as
// c.leaves). Only the chunks of c's leaves are read.
func (f *File) readColumn(rg int, c column, ois []*OffsetIndex, ra, rb int64, pageWorkers int) (arrays.Array, error) {
	a := &assembler{chunks: map[int]*chunkData{}, leaves: f.Schema.Leaves, m: newMem(f.opts.alloc)}
	arr, err := f.assembleColumn(a, rg, c, ois, ra, rb, pageWorkers)
	// What the chunks allocated and the array does not hold goes back.
	a.m.release()
	return arr, err
}

// assembleColumn is readColumn with the chunks kept in a.
func (f *File) assembleColumn(a *assembler, rg int, c column, ois []*OffsetIndex, ra, rb int64, pageWorkers int) (arrays.Array, error) {
	limit := f.opts.limits.chunkValues(f.size)
	node, t := c.node, c.field.Type
	slots := slotSet{}
	dict := map[int]bool{}
	dictLeaves(node, t, dict)
	lrep, lelem, fast := leafList(node, t)
	for i, leaf := range c.leaves {
		if nv := f.Metadata.RowGroups[rg].Columns[leaf].MetaData.NumValues; nv > limit {
			return nil, &ColumnError{Column: pathOf(f.Schema.Leaves[leaf]), RowGroup: rg, Offset: -1,
				Err: unsupportedf("%d values in a %d-byte file: more than Limits.ChunkValues allows (%d)", nv, f.size, limit)}
		}
		var sel []pageSpan
		if ois != nil {
			sel, _, _ = f.pageCover(rg, leaf, ois[i], ra, rb)
		}
		cd, err := f.readChunkPages(a.m, rg, leaf, dict[leaf], sel, pageWorkers)
		if err != nil {
			return nil, err
		}
		a.chunks[leaf] = cd
		if fast {
			arr, got, ok, err := a.listOfLeaf(node, lrep, lelem, t, int(rb-ra))
			switch {
			case err != nil:
				return nil, err
			case ok && got != int(rb-ra):
				return nil, rowsError(f, rg, leaf, ois != nil, int64(got), ra, rb)
			case ok:
				// The array holds none of the levels: reuse them.
				releaseInt32s(cd.rep)
				releaseInt32s(cd.def)
				cd.rep, cd.def = nil, nil
				return arr, nil
			}
		}
		ts := topSlots(cd)
		n := int64(cd.levels)
		if ts != nil {
			n = int64(len(ts))
		}
		if n != rb-ra {
			return nil, rowsError(f, rg, leaf, ois != nil, n, ra, rb)
		}
		slots[leaf] = ts
	}
	return a.build(node, t, slots)
}

// rowsError reports a leaf whose levels hold n rows where [ra, rb) were
// to be read.
func rowsError(f *File, rg, leaf int, paged bool, n, ra, rb int64) error {
	if paged {
		return &ColumnError{Column: pathOf(f.Schema.Leaves[leaf]), RowGroup: rg, Offset: -1,
			Err: malformedf("%d rows in the pages the offset index gives for rows [%d, %d)", n, ra, rb)}
	}
	return &ColumnError{Column: pathOf(f.Schema.Leaves[leaf]), RowGroup: rg, Offset: -1,
		Err: malformedf("%d rows, the row group %d", n, rb-ra)}
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

// ReadOptions selects what File.Batches reads.
type ReadOptions struct {
	Columns []int // top-level field indices; nil (and no ColumnNames or ColumnPaths) reads all
	// ColumnNames selects top-level fields by name, after those of
	// Columns; a name the schema lacks, or holds twice, is an error.
	ColumnNames []string
	// ColumnPaths selects nodes of the schema tree by path, after the
	// fields of Columns and ColumnNames: "a.b.c" is leaf or group c of
	// group b of top-level field a. Each top-level field a path reaches
	// is read once, in the order of the first path into it, holding only
	// the selected nodes (whole) and the groups, lists and maps on their
	// paths, children in schema order, so "a" and "a.b" together select
	// all of a; a field Columns or ColumnNames selects is not repeated.
	// Only the column chunks of the selected leaves are read.
	//
	// A path is the Parquet names from the top-level field down, as in
	// Node.Path, `quiver schema` prints them, and pyarrow's columns= and
	// arrow-rs's ProjectionMask::columns take them: "l.list.element.x",
	// "m.key_value.value". The groups the Arrow schema has no field for
	// may be left out: a list's repeated group when its element is below
	// it ("l.element.x") and a map's repeated group ("m.key",
	// "m.value.x"). A list's element goes by its Parquet name ("element"
	// as most writers name it, "array" or "item" in older forms) whatever
	// the Arrow list calls its field. An Arrow map needs both keys and
	// values (pqarrow reads both for the same reason): a path to a map's
	// key selects the whole map, one into its value the keys and that
	// part of the values.
	//
	// A name that holds dots may be written as it is where no other
	// reading of the path names a node, or in double quotes, taken whole
	// ("" for a quote in it), as DuckDB quotes identifiers: `"a.b".c` is
	// field c of top-level "a.b", `"a"."b"` field b of a. A path that
	// names two nodes (a top-level "a.b" and field b of a) is an error
	// listing both, quoted; one that names none is an error listing what
	// the deepest group it reaches holds.
	//
	// The paths are a field of their own, not ColumnNames extended:
	// ColumnNames matches top-level names exactly, and such a name may
	// hold dots (flattened names, as Spark and pandas write them), which
	// as a path could name something else or be ambiguous; a caller's
	// ColumnNames keeps selecting what it did.
	ColumnPaths []string
	BatchSize   int // rows per batch; 0 means a whole row group per batch
	// RowStart and RowEnd select rows [RowStart, RowEnd) of the file;
	// RowEnd 0 means to the end.
	RowStart, RowEnd int64
	// Rows, when not nil, selects only these rows (sorted, disjoint
	// ranges, as File.SelectRows returns them; within RowStart and
	// RowEnd). Where a column has a page index, only the pages holding
	// selected rows are read and decoded.
	Rows []RowRange
}

// Batches streams the file as record batches. It decodes one row group at a
// time, holding no more than that row group's selected columns (of a row
// range: only the pages that hold it, where the file has a page index).
// A batch never spans two row groups or two of ReadOptions.Rows' ranges.
func (f *File) Batches(o ReadOptions) iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		sel, err := f.readSelection(o)
		if err != nil {
			yield(nil, err)
			return
		}
		end := o.RowEnd
		if end <= 0 || end > f.rows {
			end = f.rows
		}
		if o.RowStart < 0 || o.RowStart > end {
			yield(nil, fmt.Errorf("parquet: row range [%d, %d) outside the file's %d rows", o.RowStart, o.RowEnd, f.rows))
			return
		}
		ranges := []RowRange{{o.RowStart, end}}
		if o.Rows != nil {
			ranges = ranges[:0]
			for i, r := range o.Rows {
				if r.Start < 0 || r.Start > r.End || r.End > f.rows || (i > 0 && r.Start < o.Rows[i-1].End) {
					yield(nil, fmt.Errorf("parquet: row range %d [%d, %d) is outside the file's %d rows or not after the one before", i, r.Start, r.End, f.rows))
					return
				}
				if s, e := max(r.Start, o.RowStart), min(r.End, end); s < e {
					ranges = append(ranges, RowRange{s, e})
				}
			}
		}
		var first int64
		for rg := range f.Metadata.RowGroups {
			n := f.Metadata.RowGroups[rg].NumRows
			base := first
			first += n
			for _, r := range ranges {
				lo, hi := max(r.Start-base, 0), min(r.End-base, n)
				if lo >= hi {
					continue
				}
				rb, err := f.readRowGroupRows(rg, sel, lo, hi)
				if err != nil {
					yield(nil, err)
					return
				}
				if o.BatchSize <= 0 || int64(o.BatchSize) >= hi-lo {
					// One batch: the read itself, so that releasing it
					// gives its buffers back (a slice's release would
					// leave them held by the unsliced batch).
					if !yield(rb, nil) {
						return
					}
					continue
				}
				// The slices hold the buffers now: the unsliced batch lets
				// go (its columns' top-level Data; children are shared).
				step := int64(o.BatchSize)
				var parts []*arrays.RecordBatch
				for s := int64(0); s < hi-lo; s += step {
					parts = append(parts, rb.Slice(int(s), int(min(s+step, hi-lo))))
				}
				rb.Release()
				for _, p := range parts {
					if !yield(p, nil) {
						return
					}
				}
			}
		}
	}
}

// ColumnIndices returns the indices of the named top-level fields, for
// ReadOptions.Columns, ReadRowGroup and ReadAll. A name the schema lacks,
// or holds more than once, is an error naming it.
func (f *File) ColumnIndices(names ...string) ([]int, error) {
	out := make([]int, len(names))
	for i, name := range names {
		c := f.arrow.FieldIndex(name)
		if c < 0 {
			return nil, fmt.Errorf("parquet: no top-level column %q in the schema (%s)", name, fieldNames(f.arrow))
		}
		if d := slices.IndexFunc(f.arrow.Fields[c+1:], func(x arrays.Field) bool { return x.Name == name }); d >= 0 {
			return nil, fmt.Errorf("parquet: column %q: the schema holds two top-level fields of that name (%d and %d): select by index", name, c, c+1+d)
		}
		out[i] = c
	}
	return out, nil
}

// fieldNames lists a schema's top-level names for an error message.
func fieldNames(s *arrays.Schema) string {
	var b strings.Builder
	for i, f := range s.Fields {
		if i > 0 {
			b.WriteString(", ")
		}
		if i == 20 {
			fmt.Fprintf(&b, "... %d more", len(s.Fields)-i)
			break
		}
		b.WriteString(f.Name)
	}
	return b.String()
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
