package parquet

import (
	"encoding/binary"
	"hash/crc32"
	"math"

	"github.com/quiver-go/quiver/kernels"
)

// Pages: a leaf's levels and values for one row group become a column
// chunk (an optional dictionary page, then data pages v1 or v2), with its
// statistics, column index, offset index and bloom filter.
//
// Pages are cut by an estimate of their encoded size (PageSize); a
// repeated column is cut only where a row starts (repetition level 0),
// so every page holds whole rows and the offset index's first row
// indexes are exact. Without a dictionary each page is written as it is
// made, PLAIN numbers straight from the Arrow buffer; a dictionary comes
// first in the file but is known only after the last page, so then the
// data pages are encoded into memory and the chunk written in one piece.

// wpage is one data page's share of the chunk: levels [l0, l1), values
// [v0, v1), rows [r0, r1) of the row group.
type wpage struct{ l0, l1, v0, v1, r0, r1 int }

// valueSize is the estimated encoded size of one value of a physical type.
func valueSize(t PhysicalType, typeLen int) int {
	switch t {
	case Boolean:
		return 1
	case Int32, Float:
		return 4
	case Int96:
		return 12
	case FixedLenByteArray:
		return typeLen
	}
	return 8
}

// splitPages cuts a chunk into pages of about pageSize bytes.
func splitPages(c *leafChunk, maxDef, maxRep int16, t PhysicalType, typeLen, pageSize int) []wpage {
	nl := int(c.rows)
	switch {
	case maxRep > 0:
		nl = len(c.reps)
	case maxDef > 0:
		nl = c.levelCount()
	}
	size := valueSize(t, typeLen)
	if maxRep == 0 && c.nulls == 0 {
		if c.vals.bin.offs == nil {
			return evenPages(nl, size, pageSize)
		}
		return binaryPages(c.vals.bin.offs, pageSize)
	}
	return levelPages(c, nl, maxDef, maxRep, size, pageSize)
}

// levelPages is splitPages level by level: a page ends before the first
// row that starts once it holds pageSize bytes.
func levelPages(c *leafChunk, nl int, maxDef, maxRep int16, size, pageSize int) []wpage {
	var pages []wpage
	cur := wpage{}
	bytes := 0
	for i := 0; i < nl; i++ {
		newRow := maxRep == 0 || c.reps[i] == 0
		if newRow && bytes >= pageSize && i > cur.l0 {
			cur.l1 = i
			pages = append(pages, cur)
			cur = wpage{l0: i, v0: cur.v1, v1: cur.v1, r0: cur.r1, r1: cur.r1}
			bytes = 0
		}
		if newRow {
			cur.r1++
		}
		bytes++ // the levels, roughly
		if maxDef == 0 || c.defs[i] == maxDef {
			if c.vals.bin.offs != nil {
				bytes += int(c.vals.bin.offs[cur.v1+1]-c.vals.bin.offs[cur.v1]) + 4
			} else {
				bytes += size
			}
			cur.v1++
		}
	}
	cur.l1 = nl
	return append(pages, cur)
}

// evenPages is splitPages for nl levels that are each a value of size
// bytes: the cuts fall every n levels, where the level loop puts them.
func evenPages(nl, size, pageSize int) []wpage {
	n := max(1, (pageSize+size)/(size+1)) // ceil(pageSize / (size+1))
	pages := make([]wpage, 0, nl/n+1)
	for l0 := 0; l0 < nl || l0 == 0; l0 += n {
		l1 := min(nl, l0+n)
		pages = append(pages, wpage{l0, l1, l0, l1, l0, l1})
	}
	return pages
}

// binaryPages is splitPages for byte-array levels that are each a value
// (offs their offsets): a page of k values from value v is estimated at
// 5k bytes and the values' own, so each cut is found by a binary search
// where the level loop would put it.
func binaryPages(offs []int64, pageSize int) []wpage {
	nl := len(offs) - 1
	var pages []wpage
	for l0 := 0; l0 < nl || l0 == 0; {
		// The least k >= 1 with 5k + offs[l0+k] - offs[l0] >= pageSize,
		// or what is left.
		lo, hi := 1, nl-l0
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if 5*mid+int(offs[l0+mid]-offs[l0]) >= pageSize {
				hi = mid
			} else {
				lo = mid + 1
			}
		}
		l1 := min(nl, l0+max(lo, 1))
		pages = append(pages, wpage{l0, l1, l0, l1, l0, l1})
		if l1 == l0 {
			break
		}
		l0 = l1
	}
	return pages
}

// chunkResult is a written column chunk and its page indexes.
type chunkResult struct {
	meta   ColumnMetaData
	start  int64 // file offset of the chunk's first page
	colIdx *ColumnIndex
	offIdx *OffsetIndex
	stats  *statsAccumulator
	bloom  *bloomFilter
	// leafIndex is the chunk's column, for placing its bloom filter.
	leafIndex int
}

// chunkWriter encodes the chunks of one leaf column; its buffers are
// reused from row group to row group.
type chunkWriter struct {
	w       *Writer
	leaf    int
	node    *wnode
	cfg     columnConfig
	maxDef  int16
	maxRep  int16
	typ     PhysicalType
	typeLen int
	dict    *dictEncoder
	body    []byte // the data pages of the chunk being written
	scratch []byte
	zbuf    []byte
	hdr     []byte
	jobs    []*compressJob // the compression ring (Concurrency)
	seen    []uint64       // the dictionary entries a page uses
	// headerLen is the size of the last page header page wrote.
	headerLen int
	levels    []uint32
	idx       []uint32
}

// levelBytes appends the hybrid encoding of levels to dst, with the 4-byte
// length prefix of v1 pages when prefixed.
func (cw *chunkWriter) levelBytes(dst []byte, lv []int16, max int16, prefixed bool) []byte {
	if max == 0 {
		return dst
	}
	if len(lv) > 0 && allEqual(lv) {
		return levelRun(dst, len(lv), lv[0], max, prefixed) // a column without nulls, or a page of them
	}
	at := len(dst)
	if prefixed {
		dst = append(dst, 0, 0, 0, 0)
	}
	cw.levels = cw.levels[:0]
	for _, l := range lv {
		cw.levels = append(cw.levels, uint32(l))
	}
	dst = kernels.HybridEncode(dst, cw.levels, bitWidth(max))
	if prefixed {
		binary.LittleEndian.PutUint32(dst[at:], uint32(len(dst)-at-4))
	}
	return dst
}

// levelRun appends n levels of value v as one RLE run (with the 4-byte
// length prefix of v1 pages when prefixed): its header, the count shifted
// past the RLE flag bit, then the value in the bytes its bit width rounds
// up to.
func levelRun(dst []byte, n int, v, max int16, prefixed bool) []byte {
	at := len(dst)
	if prefixed {
		dst = append(dst, 0, 0, 0, 0)
	}
	dst = binary.AppendUvarint(dst, uint64(n)<<1)
	for i := range (bitWidth(max) + 7) / 8 {
		dst = append(dst, byte(uint16(v)>>(8*i)))
	}
	if prefixed {
		binary.LittleEndian.PutUint32(dst[at:], uint32(len(dst)-at-4))
	}
	return dst
}

// allEqual reports whether every level is lv[0].
func allEqual(lv []int16) bool {
	for _, l := range lv {
		if l != lv[0] {
			return false
		}
	}
	return true
}

// page appends one page (header and body) to dst; body is uncompressed,
// its first levelLen bytes the v2 levels (kept uncompressed).
func (cw *chunkWriter) page(dst []byte, h *PageHeader, body []byte, levelLen int) ([]byte, error) {
	var err error
	if cw.cfg.codec == Uncompressed {
		cw.zbuf = body // no copy: the page is its body
	} else {
		cw.zbuf = append(cw.zbuf[:0], body[:levelLen]...)
		cw.zbuf, err = compress(cw.cfg.codec, cw.cfg.level, cw.zbuf, body[levelLen:])
		if err != nil {
			return nil, &WriteError{Column: cw.node.path, Reason: "compressing a page", Err: err}
		}
	}
	if len(body) > maxPageSize || len(cw.zbuf) > maxPageSize {
		return nil, &WriteError{Column: cw.node.path, Reason: "a page of more than 1 GiB (lower PageSize)"}
	}
	h.UncompressedPageSize = int32(len(body))
	h.CompressedPageSize = int32(len(cw.zbuf))
	if cw.w.cfg.crc {
		h.CRC = ptr(int32(crc32.ChecksumIEEE(cw.zbuf)))
	}
	at := len(dst)
	dst = appendPageHeader(dst, h)
	cw.headerLen = len(dst) - at
	dst = append(dst, cw.zbuf...)
	if cw.cfg.codec == Uncompressed {
		cw.zbuf = nil // body is the caller's scratch
	}
	return dst, nil
}

// emit writes one data page straight to the file: its body is head (the
// levels, of which the first levelLen bytes are v2 levels, kept
// uncompressed) and then vals. Compressed v1 pages with levels compress
// the two together, so vals must then follow head in memory.
func (cw *chunkWriter) emit(h *PageHeader, head, vals []byte, levelLen int) error {
	parts, z, err := cw.compressPage(h, head, vals, levelLen, cw.zbuf)
	cw.zbuf = z
	if err != nil {
		return err
	}
	return cw.writePage(h, parts)
}

// compressPage is emit's first half, safe to run beside the writer: the
// page's bytes in the file (parts, with z as the compression buffer)
// and the header's sizes and checksum set.
func (cw *chunkWriter) compressPage(h *PageHeader, head, vals []byte, levelLen int, z []byte) ([2][]byte, []byte, error) {
	bodyLen := len(head) + len(vals)
	tooBig := &WriteError{Column: cw.node.path, Reason: "a page of more than 1 GiB (lower PageSize)"}
	if bodyLen > maxPageSize {
		return [2][]byte{}, z, tooBig
	}
	parts := [2][]byte{head, vals}
	if cw.cfg.codec != Uncompressed {
		src := vals
		if levelLen != len(head) {
			src = head[levelLen:bodyLen] // vals follow head (see emit)
		}
		var err error
		z, err = compress(cw.cfg.codec, cw.cfg.level, append(z[:0], head[:levelLen]...), src)
		if err != nil {
			return [2][]byte{}, z, &WriteError{Column: cw.node.path, Reason: "compressing a page", Err: err}
		}
		if len(z) > maxPageSize {
			return [2][]byte{}, z, tooBig
		}
		parts = [2][]byte{z, nil}
	}
	h.UncompressedPageSize = int32(bodyLen)
	h.CompressedPageSize = int32(len(parts[0]) + len(parts[1]))
	if cw.w.cfg.crc {
		h.CRC = ptr(int32(crc32.Update(crc32.ChecksumIEEE(parts[0]), crc32.IEEETable, parts[1])))
	}
	return parts, z, nil
}

// writePage writes a page's header and its bytes.
func (cw *chunkWriter) writePage(h *PageHeader, parts [2][]byte) error {
	cw.hdr = appendPageHeader(cw.hdr[:0], h)
	cw.headerLen = len(cw.hdr)
	for _, b := range [3][]byte{cw.hdr, parts[0], parts[1]} {
		if len(b) > 0 {
			if err := cw.w.write(b); err != nil {
				return err
			}
		}
	}
	return nil
}

// compressJob is a page compressed on a goroutine of its own while the next
// pages are encoded (Concurrency): its bytes are its own until written.
type compressJob struct {
	h        *PageHeader
	buf, z   []byte
	parts    [2][]byte
	err      error
	done     chan struct{}
	inFlight bool
}

// write encodes c as one column chunk at file offset base: into out (an
// empty buffer to reuse) when the chunk has a dictionary, else straight
// to the file, out returned empty.
func (cw *chunkWriter) write(out []byte, base int64, c *leafChunk) ([]byte, *chunkResult, error) {
	cfg := &cw.cfg
	wcfg := cw.w.cfg
	pages := splitPages(c, cw.maxDef, cw.maxRep, cw.typ, cw.typeLen, wcfg.pageSize)
	res := &chunkResult{meta: ColumnMetaData{Type: cw.typ, PathInSchema: cw.w.schema.pathInSchema(cw.leaf), Codec: cfg.codec, NumValues: int64(max(c.levelCount(), len(c.reps), c.vals.len()))}}
	if cw.maxDef == 0 && cw.maxRep == 0 {
		res.meta.NumValues = c.rows
	}
	useDict := cfg.dictionary && cw.typ != Boolean
	if useDict {
		if cw.dict == nil {
			cw.dict = newDictEncoder(cw.typ, cw.typeLen)
		}
		cw.dict.reset()
	}
	dictPages := len(pages) // pages [0, dictPages) are dictionary-encoded
	var chunkStats *statsAccumulator
	if wcfg.statistics {
		chunkStats = newStatsAccumulator(&cw.node.elem)
	}
	ci := &ColumnIndex{}
	oi := &OffsetIndex{}
	indexOK := wcfg.pageIndex
	encs := map[Encoding]bool{}
	type encKey struct {
		t PageType
		e Encoding
	}
	encCount := map[encKey]int32{}
	var order []encKey
	count := func(t PageType, e Encoding) {
		k := encKey{t, e}
		if encCount[k] == 0 {
			order = append(order, k)
		}
		encCount[k]++
		encs[e] = true
	}
	// Without a dictionary the data pages go straight to the file, each
	// as it is made; with one they wait in cw.body for the dictionary
	// page to go first.
	direct := !useDict
	pos0 := base // file offset of the chunk's first page (out is empty)
	var pagesBuf []byte
	if !direct {
		// Dictionary indices and levels: small next to the values, so
		// the buffer grows as they come.
		pagesBuf = cw.body[:0]
	}
	var uncompressed int64
	type pageRec struct{ off, size int }
	recs := make([]pageRec, 0, len(pages))
	// Compressed pages written straight to the file are compressed on up
	// to Concurrency goroutines, a ring of jobs written in page order.
	var ring []*compressJob
	if direct && cfg.codec != Uncompressed && wcfg.concurrency > 1 && len(pages) > 1 {
		for len(cw.jobs) < wcfg.concurrency {
			cw.jobs = append(cw.jobs, &compressJob{})
		}
		ring = cw.jobs[:wcfg.concurrency]
	}
	// finish waits for job j and writes its page.
	finish := func(j *compressJob) error {
		if !j.inFlight {
			return nil
		}
		<-j.done
		j.inFlight = false
		if j.err != nil {
			return j.err
		}
		at := cw.w.pos
		if err := cw.writePage(j.h, j.parts); err != nil {
			return err
		}
		recs = append(recs, pageRec{int(at - pos0), int(cw.w.pos - at)})
		uncompressed += int64(cw.headerLen) + int64(j.h.UncompressedPageSize)
		return nil
	}
	// drain writes the pages in flight, in order; abandon waits for
	// them after an error, writing nothing more.
	drain := func() error {
		next := len(recs)
		for k := range ring {
			if err := finish(ring[(next+k)%len(ring)]); err != nil {
				return err
			}
		}
		return nil
	}
	abandon := func() {
		for _, j := range ring {
			if j.inFlight {
				<-j.done
				j.inFlight = false
			}
		}
	}
	for pi, p := range pages {
		var job *compressJob
		if ring != nil {
			job = ring[pi%len(ring)]
			if err := finish(job); err != nil {
				abandon()
				return nil, nil, err
			}
		}
		vals := c.vals.slice(p.v0, p.v1)
		enc := cfg.encoding
		if useDict && pi < dictPages {
			cw.idx = cw.dict.add(vals, cw.idx[:0])
			if cw.dict.plainSize() > wcfg.dictLimit {
				// The dictionary outgrew its limit: this page and the
				// rest are written without it (the entries this page
				// added stay unused).
				dictPages = pi
				if pi == 0 {
					useDict = false
				}
			} else {
				enc = RLEDictionary
			}
		}
		var defs, reps []int16
		fullDefs := 0 // a page of definition levels at the maximum, not held
		if cw.maxDef > 0 {
			if c.fullDefs > 0 {
				fullDefs = p.l1 - p.l0
			} else {
				defs = c.defs[p.l0:p.l1]
			}
		}
		if cw.maxRep > 0 {
			reps = c.reps[p.l0:p.l1]
		}
		nulls := 0
		if c.nulls > 0 {
			for _, d := range defs {
				if d < cw.maxDef {
					nulls++
				}
			}
		}
		b := cw.scratch[:0]
		if job != nil {
			b = job.buf[:0]
		}
		v2 := wcfg.pageVersion == 2
		b = cw.levelBytes(b, reps, cw.maxRep, !v2)
		repLen := len(b)
		if fullDefs > 0 {
			b = levelRun(b, fullDefs, cw.maxDef, cw.maxDef, !v2)
		} else {
			b = cw.levelBytes(b, defs, cw.maxDef, !v2)
		}
		defLen := len(b) - repLen
		var err error
		// view is the page's values when they are PLAIN and already in
		// memory as the file has them, written (or compressed) from
		// where they are; levels compressed with them (v1) need one
		// buffer, so then they are copied after the levels.
		var view []byte
		if direct && enc == Plain && (cfg.codec == Uncompressed || v2 || len(b) == 0) {
			view, _ = plainView(cw.typ, vals)
		}
		head := len(b)
		switch {
		case view != nil:
		case enc == RLEDictionary:
			b = appendDictIndices(b, cw.idx)
		default:
			b, err = encodeValues(b, enc, cw.typ, cw.typeLen, vals)
			if err != nil {
				abandon()
				return nil, nil, &WriteError{Column: cw.node.path, Reason: "encoding values as " + enc.String(), Err: err}
			}
		}
		if job != nil {
			job.buf = b
		} else {
			cw.scratch = b
		}
		h := &PageHeader{Type: DataPage}
		levelLen := 0
		if v2 {
			h.Type = DataPageV2
			h.DataPageV2 = &DataPageHeaderV2{NumValues: int32(p.l1 - p.l0), NumNulls: int32(nulls), NumRows: int32(p.r1 - p.r0),
				Encoding: enc, DefinitionLevelsByteLength: int32(defLen), RepetitionLevelsByteLength: int32(repLen),
				IsCompressed: cfg.codec != Uncompressed}
			levelLen = repLen + defLen
		} else {
			h.DataPage = &DataPageHeader{NumValues: int32(p.l1 - p.l0), Encoding: enc, DefinitionLevelEncoding: RLE, RepetitionLevelEncoding: RLE}
		}
		if cw.maxDef == 0 && cw.maxRep == 0 {
			if v2 {
				h.DataPageV2.NumValues = int32(p.v1 - p.v0)
			} else {
				h.DataPage.NumValues = int32(p.v1 - p.v0)
			}
		}
		switch {
		case job != nil:
			head, vals := b[:head], b[head:]
			if view != nil {
				head, vals = b, view
			}
			job.h, job.err, job.done, job.inFlight = h, nil, make(chan struct{}), true
			go func() {
				job.parts, job.z, job.err = cw.compressPage(h, head, vals, levelLen, job.z)
				close(job.done)
			}()
		case direct:
			at := cw.w.pos
			if view == nil {
				err = cw.emit(h, b[:head], b[head:], levelLen)
			} else {
				err = cw.emit(h, b, view, levelLen)
			}
			if err != nil {
				return nil, nil, err
			}
			recs = append(recs, pageRec{int(at - pos0), int(cw.w.pos - at)})
			uncompressed += int64(cw.headerLen) + int64(h.UncompressedPageSize)
		default:
			at := len(pagesBuf)
			pagesBuf, err = cw.page(pagesBuf, h, b, levelLen)
			if err != nil {
				return nil, nil, err
			}
			recs = append(recs, pageRec{at, len(pagesBuf) - at})
			uncompressed += int64(cw.headerLen) + int64(h.UncompressedPageSize)
		}
		count(h.Type, enc)
		if cw.maxDef > 0 || cw.maxRep > 0 {
			encs[RLE] = true
		}
		if chunkStats != nil || indexOK {
			ps := newStatsAccumulator(&cw.node.elem)
			if enc == RLEDictionary && ps.byteOrdered() && len(cw.idx) > 2*cw.dict.len() {
				// Byte values compare at a cost: a page of many repeats
				// takes its bounds from the entries it uses instead.
				cw.seen = cw.dict.used(cw.idx, cw.seen)
				for i := range cw.dict.len() {
					if cw.seen[i>>6]>>(i&63)&1 != 0 {
						ps.bytes(cw.dict.entry(i))
					}
				}
			} else {
				ps.update(vals)
			}
			ps.addNulls(int64(nulls))
			if chunkStats != nil {
				chunkStats.merge(ps)
			}
			if indexOK {
				null := vals.len() == 0
				ci.NullPages = append(ci.NullPages, null)
				ci.NullCounts = append(ci.NullCounts, int64(nulls))
				switch {
				case null:
					ci.MinValues = append(ci.MinValues, []byte{})
					ci.MaxValues = append(ci.MaxValues, []byte{})
				case !ps.hasMinMax():
					indexOK = false // values without an order (all NaN): no column index
				default:
					st := ps.statistics(wcfg.indexTruncate)
					ci.MinValues = append(ci.MinValues, st.MinValue)
					ci.MaxValues = append(ci.MaxValues, st.MaxValue)
				}
			}
		}
	}
	if err := drain(); err != nil {
		abandon()
		return nil, nil, err
	}
	// The dictionary page, then the data pages.
	pos := pos0
	res.start = pos
	if !direct {
		cw.body = pagesBuf
	}
	if useDict {
		b := cw.dict.appendDictPage(cw.scratch[:0])
		cw.scratch = b
		h := &PageHeader{Type: DictionaryPage, DictionaryPage: &DictionaryPageHeader{NumValues: int32(cw.dict.len()), Encoding: Plain}}
		var err error
		out, err = cw.page(out, h, b, 0)
		if err != nil {
			return nil, nil, err
		}
		uncompressed += int64(cw.headerLen + len(b))
		res.meta.DictionaryPageOffset = ptr(pos)
		count(DictionaryPage, Plain)
	}
	dataStart := base + int64(len(out))
	end := cw.w.pos // direct: every page is in the file
	if direct {
		dataStart = pos
	} else {
		out = append(out, cw.body...)
		end = base + int64(len(out))
	}
	res.meta.DataPageOffset = dataStart
	res.meta.TotalUncompressedSize = uncompressed
	res.meta.TotalCompressedSize = end - pos
	for _, k := range order {
		res.meta.EncodingStats = append(res.meta.EncodingStats, PageEncodingStats{PageType: k.t, Encoding: k.e, Count: encCount[k]})
	}
	for _, e := range []Encoding{Plain, RLE, RLEDictionary, DeltaBinaryPacked, DeltaLengthByteArray, DeltaByteArray, ByteStreamSplit} {
		if encs[e] {
			res.meta.Encodings = append(res.meta.Encodings, e)
		}
	}
	if chunkStats != nil {
		res.meta.Statistics = chunkStats.statistics(wcfg.statsTruncate)
		res.stats = chunkStats
	}
	if wcfg.pageIndex {
		for i, r := range recs {
			oi.PageLocations = append(oi.PageLocations, PageLocation{Offset: dataStart + int64(r.off), CompressedPageSize: int32(r.size), FirstRowIndex: int64(pages[i].r0)})
		}
		res.offIdx = oi
		if indexOK {
			ci.BoundaryOrder = cw.boundaryOrder(ci)
			res.colIdx = ci
		}
	}
	if cfg.bloom != nil {
		res.bloom = newBloomFilter(cfg.bloom.ndv, cfg.bloom.fpp)
		res.bloom.insert(cw.typ, c.vals)
	}
	return out, res, nil
}

// boundaryOrder tells whether the pages' minimums and maximums both
// ascend (1) or both descend (2), comparing them in the column's order
// through a statistics accumulator; otherwise UNORDERED (0).
func (cw *chunkWriter) boundaryOrder(ci *ColumnIndex) int32 {
	var mins, maxs [][]byte
	for i, null := range ci.NullPages {
		if !null {
			mins = append(mins, ci.MinValues[i])
			maxs = append(maxs, ci.MaxValues[i])
		}
	}
	if len(mins) < 2 {
		return 1
	}
	asc, desc := true, true
	for _, vs := range [][][]byte{mins, maxs} {
		for i := 1; i < len(vs) && (asc || desc); i++ {
			c, ok := cw.compare(vs[i-1], vs[i])
			if !ok {
				return 0
			}
			asc = asc && c <= 0
			desc = desc && c >= 0
		}
	}
	switch {
	case asc:
		return 1
	case desc:
		return 2
	}
	return 0
}

// compare orders two statistics values (PLAIN bytes, unprefixed for
// BYTE_ARRAY) in the column's sort order: -1, 0 or 1.
func (cw *chunkWriter) compare(a, b []byte) (int, bool) {
	if string(a) == string(b) {
		return 0, true
	}
	if cw.typ == Float || cw.typ == Double {
		// Numerically: the bounds hold no NaN, and -0 equals +0.
		var x, y float64
		switch {
		case cw.typ == Float && len(a) == 4 && len(b) == 4:
			x, y = float64(math.Float32frombits(binary.LittleEndian.Uint32(a))), float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
		case cw.typ == Double && len(a) == 8 && len(b) == 8:
			x, y = math.Float64frombits(binary.LittleEndian.Uint64(a)), math.Float64frombits(binary.LittleEndian.Uint64(b))
		default:
			return 0, false
		}
		switch {
		case x < y:
			return -1, true
		case x > y:
			return 1, true
		case x == y:
			return 0, true
		}
		return 0, false
	}
	va, ok1 := statValue(cw.typ, cw.typeLen, a)
	vb, ok2 := statValue(cw.typ, cw.typeLen, b)
	if !ok1 || !ok2 {
		return 0, false
	}
	s := newStatsAccumulator(&cw.node.elem)
	s.update(va)
	s.update(vb)
	if !s.hasMinMax() {
		return 0, false
	}
	st := s.statistics(1 << 30)
	if string(st.MinValue) == string(a) {
		return -1, true
	}
	return 1, true
}

// statValue decodes one statistics value into leafValues.
func statValue(t PhysicalType, typeLen int, b []byte) (leafValues, bool) {
	switch t {
	case Boolean:
		return leafValues{bools: []bool{len(b) > 0 && b[0] != 0}}, len(b) == 1
	case Int32:
		if len(b) == 4 {
			return leafValues{i32: []int32{int32(binary.LittleEndian.Uint32(b))}}, true
		}
	case Int64:
		if len(b) == 8 {
			return leafValues{i64: []int64{int64(binary.LittleEndian.Uint64(b))}}, true
		}
	case Float:
		if len(b) == 4 {
			return leafValues{f32: []float32{math.Float32frombits(binary.LittleEndian.Uint32(b))}}, true
		}
	case Double:
		if len(b) == 8 {
			return leafValues{f64: []float64{math.Float64frombits(binary.LittleEndian.Uint64(b))}}, true
		}
	case Int96:
		if len(b) == 12 {
			var x [12]byte
			copy(x[:], b)
			return leafValues{i96: [][12]byte{x}}, true
		}
	case ByteArray:
		return leafValues{bin: makeByteValues(b)}, true
	case FixedLenByteArray:
		return leafValues{bin: makeByteValues(b)}, len(b) == typeLen // not a truncated value
	}
	return leafValues{}, false
}
