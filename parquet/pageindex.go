package parquet

import (
	"fmt"
	"sort"
)

// Row selection through the page index. A Parquet writer may store, per
// column chunk, an offset index (where each data page starts and its first
// row) and a column index (each page's min, max and null count). Reading
// a row range then decodes only the pages that hold its rows, and a
// predicate on the statistics picks the row ranges worth reading at all.
// The offset index is checked against its chunk (pages inside it, in
// order) and the decoded pages must hold the rows it promises; first-row
// numbers that are wrong yet consistent with the pages' row counts cannot
// be told from right ones without reading every page, here as in other
// readers.

// RowRange is the half-open range of rows [Start, End).
type RowRange struct{ Start, End int64 }

// PageStats describes one data page of a column chunk, from its page
// index.
type PageStats struct {
	RowGroup int
	Page     int
	Rows     RowRange // the page's rows, numbered in the file
	NullPage bool     // every value of the page is null
	// NullCount is the page's null count, -1 if the index omits it.
	NullCount int64
	// Min and Max bound the page's non-null values, encoded as PLAIN
	// encodes one value (little-endian numbers, the bytes of a byte
	// array), in the column's sort order; writers may truncate byte-array
	// bounds. Both are empty for a null page.
	Min, Max []byte
}

// SelectRows returns the rows of the file whose pages in leaf column col
// satisfy keep, as sorted, disjoint ranges: keep sees each data page's
// statistics from the column index and says whether the page may hold
// rows of interest. Row groups whose chunk of col has no page index are
// returned whole, without asking keep. Pass the result to
// ReadOptions.Rows: only the pages that hold those rows are decoded.
func (f *File) SelectRows(col int, keep func(PageStats) bool) ([]RowRange, error) {
	if col < 0 || col >= len(f.Schema.Leaves) {
		return nil, fmt.Errorf("parquet: leaf column %d outside the file's %d", col, len(f.Schema.Leaves))
	}
	out := []RowRange{} // not nil: ReadOptions.Rows nil reads every row
	add := func(r RowRange) {
		if r.Start >= r.End {
			return
		}
		if k := len(out) - 1; k >= 0 && out[k].End >= r.Start {
			out[k].End = max(out[k].End, r.End)
			return
		}
		out = append(out, r)
	}
	var first int64
	for rg := range f.Metadata.RowGroups {
		n := f.Metadata.RowGroups[rg].NumRows
		base := first
		first += n
		oi, err := f.offsetIndex(rg, col)
		if err != nil {
			return nil, err
		}
		ci, err := f.ColumnIndex(rg, col)
		if err != nil {
			return nil, err
		}
		if oi == nil || ci == nil {
			add(RowRange{base, base + n})
			continue
		}
		locs := oi.PageLocations
		if len(ci.NullPages) != len(locs) || (ci.NullCounts != nil && len(ci.NullCounts) != len(locs)) {
			return nil, &ColumnError{Column: pathOf(f.Schema.Leaves[col]), RowGroup: rg, Offset: -1,
				Err: malformedf("column index of %d pages, offset index of %d", len(ci.NullPages), len(locs))}
		}
		for i, l := range locs {
			end := n
			if i+1 < len(locs) {
				end = locs[i+1].FirstRowIndex
			}
			st := PageStats{RowGroup: rg, Page: i, Rows: RowRange{base + l.FirstRowIndex, base + end},
				NullPage: ci.NullPages[i], NullCount: -1, Min: ci.MinValues[i], Max: ci.MaxValues[i]}
			if ci.NullCounts != nil {
				st.NullCount = ci.NullCounts[i]
			}
			if keep(st) {
				add(st.Rows)
			}
		}
	}
	return out, nil
}

// offsetIndex is OffsetIndex checked against its column chunk and the row
// group (pages inside the chunk, in order, not overlapping; first rows
// from 0, not decreasing, inside the row group), cached per chunk. It is
// nil when the chunk has none.
func (f *File) offsetIndex(rg, col int) (*OffsetIndex, error) {
	key := [2]int{rg, col}
	if v, ok := f.oiCache.Load(key); ok {
		return v.(*OffsetIndex), nil
	}
	oi, err := f.OffsetIndex(rg, col)
	if err != nil || oi == nil {
		return nil, err
	}
	m := f.Metadata.RowGroups[rg].Columns[col].MetaData
	lo, hi := chunkRange(m)
	nrows := f.Metadata.RowGroups[rg].NumRows
	bad := func(format string, args ...any) error {
		return &ColumnError{Column: pathOf(f.Schema.Leaves[col]), RowGroup: rg, Offset: -1,
			Err: malformedf("offset index: "+format, args...)}
	}
	if len(oi.PageLocations) == 0 && m.NumValues > 0 {
		return nil, bad("no pages for %d values", m.NumValues)
	}
	for i, l := range oi.PageLocations {
		switch {
		case l.Offset < lo || l.CompressedPageSize <= 0 || l.Offset+int64(l.CompressedPageSize) > hi:
			return nil, bad("page %d at [%d, +%d) outside the chunk [%d, %d)", i, l.Offset, l.CompressedPageSize, lo, hi)
		case i == 0 && l.FirstRowIndex != 0:
			return nil, bad("first page starts at row %d", l.FirstRowIndex)
		case l.FirstRowIndex < 0 || (i > 0 && l.FirstRowIndex >= nrows):
			return nil, bad("page %d starts at row %d of a %d-row group", i, l.FirstRowIndex, nrows)
		case i > 0 && l.FirstRowIndex < oi.PageLocations[i-1].FirstRowIndex:
			return nil, bad("page %d starts at row %d, before page %d", i, l.FirstRowIndex, i-1)
		case i > 0 && l.Offset < oi.PageLocations[i-1].Offset+int64(oi.PageLocations[i-1].CompressedPageSize):
			return nil, bad("page %d at byte %d overlaps page %d", i, l.Offset, i-1)
		}
	}
	f.oiCache.Store(key, oi)
	return oi, nil
}

// pageCover returns the pages of chunk (rg, col) that hold rows [a, b) of
// the row group, as spans of file bytes (a dictionary page first), and the
// rows [ra, rb) those pages hold.
func (f *File) pageCover(rg, col int, oi *OffsetIndex, a, b int64) ([]pageSpan, int64, int64) {
	locs := oi.PageLocations
	nrows := f.Metadata.RowGroups[rg].NumRows
	i := sort.Search(len(locs), func(k int) bool { return locs[k].FirstRowIndex > a }) - 1
	j := sort.Search(len(locs), func(k int) bool { return locs[k].FirstRowIndex >= b }) - 1
	i = max(i, 0)
	j = max(j, i)
	ra, rb := locs[i].FirstRowIndex, nrows
	if j+1 < len(locs) {
		rb = locs[j+1].FirstRowIndex
	}
	lo, _ := chunkRange(f.Metadata.RowGroups[rg].Columns[col].MetaData)
	var spans []pageSpan
	if locs[0].Offset > lo {
		spans = append(spans, pageSpan{0, int(locs[0].Offset - lo), lo, true})
	}
	for k := i; k <= j; k++ {
		l := locs[k]
		size := int(l.CompressedPageSize)
		if n := len(spans) - 1; n >= 0 && !spans[n].dictOnly && spans[n].off+int64(spans[n].hi) == l.Offset {
			spans[n].hi += size
			continue
		}
		spans = append(spans, pageSpan{0, size, l.Offset, false})
	}
	return spans, ra, rb
}
