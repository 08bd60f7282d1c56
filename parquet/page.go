package parquet

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math"
	"math/bits"
	"strings"
	"sync"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels"
)

// chunkData is one column chunk decoded: its definition and repetition
// levels (nil when the column has none) and its non-null values.
type chunkData struct {
	def, rep []int32
	vals     *values
	levels   int // level count (values incl. nulls and empty lists)
	// In dictionary mode (a column read as an Arrow dictionary) vals is
	// empty and the non-null values are idx into dict.
	dictMode bool
	idx      []int32
	idxBuf   []byte // idx's aligned backing
	dict     *values
	// dictIndex maps each dictionary value's bytes to its index once a
	// page not dictionary-encoded has to be added to it.
	dictIndex map[string]int32
	// someAbsent is set when a definition level below the leaf's maximum
	// was seen: without one the leaf has no nulls at any level.
	someAbsent bool
	// defImplicit counts the levels of a list-free leaf not stored in def
	// because all were the maximum (def stays nil until one is not).
	defImplicit int
	// valid holds, for a list-free leaf of maximum definition level 1
	// (bitDefs), its levels as a validity bitmap, decoded straight from the
	// one-bit hybrid runs; def then stays nil.
	valid []byte
	runs  [][2]int // scratch of spread
	// idxSpaced: in dictionary mode, a bitDefs leaf keeps an index slot
	// for every level, as spaced values do (spread).
	idxSpaced bool
	// lists: a leaf under one list has its levels judged for listOfLeaf
	// page by page.
	lists listScan
	// m allocates valid and idxBuf (they may become an array's).
	m mem
}

// spread places the present values (or dictionary indices, when
// idxSpaced) of the page just decoded, appended
// densely after the chunk's first levels slots, at their slots [levels,
// levels+n) of a spaced values buffer, as the validity bits of the page
// say, zeroing the null slots. The values then need no second buffer
// and no second pass when the array is built: they are its values
// buffer. Runs move from the last, so no value is overwritten before it
// has moved.
func (c *chunkData) spread(n, present int) {
	if present == n {
		return
	}
	var buf []byte
	var w int
	switch {
	case c.idxSpaced:
		c.growIdx(n - present)
		buf, w = c.idxBuf[:4*len(c.idx)], 4
	case c.vals.spaced && c.vals.width == 0:
		c.spreadOffsets(n, present)
		return
	case c.vals.spaced:
		c.vals.reserve(n - present)
		buf, w = c.vals.fixed, c.vals.width
	default:
		return
	}
	base := c.levels
	runs := c.pageRuns(n)
	j, end := present, n
	for k := len(runs) - 1; k >= 0; k-- {
		a, b := runs[k][0], runs[k][1]
		j -= b - a
		clear(buf[(base+b)*w : (base+end)*w])
		copy(buf[(base+a)*w:(base+b)*w], buf[(base+j)*w:(base+j+b-a)*w])
		end = a
	}
	clear(buf[base*w : (base+end)*w])
}

// pageRuns lists the runs of set validity bits of the page's n levels,
// counted from the page's first.
func (c *chunkData) pageRuns(n int) [][2]int {
	runs := c.runs[:0]
	for a, b := range kernels.SetBitRuns(c.valid, c.levels, n) {
		runs = append(runs, [2]int{a, b})
	}
	c.runs = runs
	return runs
}

// spreadOffsets is spread for byte arrays: the page's present values keep
// their bytes where they are, and the offsets get one entry per slot, a
// null slot an empty value ending where the value before it ends.
func (c *chunkData) spreadOffsets(n, present int) {
	v := c.vals
	base := c.levels
	v.growOffsets(v.n + 1 + n - present)
	offs := v.offs[:v.n+1+n-present]
	e := offs[base+1:] // slot i's end is e[i]
	runs := c.pageRuns(n)
	j, end := present, n
	for k := len(runs) - 1; k >= 0; k-- {
		a, b := runs[k][0], runs[k][1]
		j -= b - a
		last := e[j+b-a-1]
		copy(e[a:b], e[j:j+b-a])
		for i := b; i < end; i++ {
			e[i] = last
		}
		end = a
	}
	for i := range end {
		e[i] = offs[base]
	}
	v.offs = offs
	v.n += n - present
}

// bitDefs reports whether a leaf's definition levels are kept as a
// validity bitmap: outside any list with a maximum level of 1, a level is
// one bit that says whether the slot holds a value.
func bitDefs(leaf *Node) bool { return leaf.MaxDef == 1 && leaf.MaxRep == 0 }

// addDefBits decodes a page's n definition levels of a bitDefs leaf into
// the validity bitmap at the chunk's level count, and returns how many are
// present and the bytes they took. RLE levels go through
// kernels.HybridDecodeBitmap (v1 pages carry a 4-byte length first:
// prefixed); the deprecated BIT_PACKED ones bit by bit.
func (c *chunkData) addDefBits(src []byte, n int, enc Encoding, prefixed bool) (int, int, error) {
	need := arrays.BitmapLen(c.levels + n)
	if len(c.valid) < need {
		c.valid = c.m.growBuffer(c.valid, need)[:need]
	}
	var set, used int
	switch enc {
	case RLE:
		if prefixed {
			if len(src) < 4 {
				return 0, 0, fmt.Errorf("no length prefix: %w", errShort)
			}
			l := binary.LittleEndian.Uint32(src)
			if uint64(l) > uint64(len(src)-4) {
				return 0, 0, fmt.Errorf("length %d exceeds the %d bytes left: %w", l, len(src)-4, errShort)
			}
			src, used = src[4:4+l], 4+int(l)
		} else {
			used = len(src)
		}
		var err error
		if set, _, err = kernels.HybridDecodeBitmap(c.valid, c.levels, src, n); err != nil {
			return 0, 0, err
		}
	case BitPacked:
		// One bit per level, most significant first.
		used = (n + 7) / 8
		if len(src) < used {
			return 0, 0, fmt.Errorf("BIT_PACKED levels need %d bytes, %d left: %w", used, len(src), errShort)
		}
		for i := range n {
			if src[i>>3]>>(7-i&7)&1 != 0 {
				arrays.SetBit(c.valid, c.levels+i)
				set++
			}
		}
	default:
		return 0, 0, unsupportedf("level encoding %s", enc)
	}
	c.someAbsent = c.someAbsent || set != n
	return set, used, nil
}

// plainInPlace decompresses a compressed page section of n PLAIN
// fixed-width values straight into the chunk's values buffer, saving the
// copy out of a page buffer. It reports false, having done nothing, when
// the section is not that.
func (c *chunkData) plainInPlace(codec pageCodec, enc Encoding, src []byte, usize, n int) (bool, error) {
	v := c.vals
	w := v.width
	if c.dictMode || codec.Codec == Uncompressed || enc != Plain || w < 2 || n < 0 || n > math.MaxInt32/w || usize != n*w {
		return false, nil
	}
	if err := v.checkGrowth(usize); err != nil {
		return false, err
	}
	from := v.n
	dst := v.reserve(n)
	raw, err := codec.decompress(dst, src, usize)
	if err != nil {
		return false, err
	}
	if len(raw) > 0 && &raw[0] != &dst[0] {
		copy(dst, raw)
	}
	v.toHost(from)
	return true, nil
}

// addDefs takes one page's definition levels and returns how many values
// they say are present. A leaf outside any list needs its levels only for
// its validity, so while every level seen is the maximum none is kept
// (defImplicit counts them); the first absent value materializes them.
func (c *chunkData) addDefs(lv []int32, leaf *Node) int {
	maxDef := int32(leaf.MaxDef)
	present := countLevel(lv, maxDef)
	if leaf.MaxRep == 0 && !c.someAbsent && present == len(lv) {
		c.defImplicit += len(lv)
		return present
	}
	if !c.someAbsent && c.defImplicit > 0 {
		c.def = make([]int32, c.defImplicit, c.defImplicit+len(lv))
		for i := range c.def {
			c.def[i] = maxDef
		}
		c.defImplicit = 0
	}
	c.def = append(c.def, lv...)
	c.someAbsent = c.someAbsent || present != len(lv)
	return present
}

// growIdx makes room for n more indices and returns them.
func (c *chunkData) growIdx(n int) []int32 {
	k := len(c.idx)
	if cap(c.idx)-k < n {
		c.idxBuf = c.m.growUninit(c.idxBuf[:k*4], (k+n)*4)
		c.idx = asSlice[int32](c.idxBuf[:cap(c.idxBuf)])[:k]
	}
	c.idx = c.idx[:k+n]
	return c.idx[k:]
}

// pageValues decodes a page's n values into the chunk: values, or in
// dictionary mode indices (the dictionary grows by the values of pages
// that are not dictionary-encoded, as after a writer's fallback to PLAIN).
func (c *chunkData) pageValues(dict *values, pt PhysicalType, typeLen int32, enc Encoding, src []byte, n int) error {
	if !c.dictMode {
		return decodeValues(c.vals, dict, pt, enc, src, n)
	}
	if c.dict == nil {
		c.dict = dict
		if c.dict == nil {
			c.dict = newValues(pt, typeLen)
			c.dict.m = c.m // the Arrow dictionary's buffers
		}
	}
	if enc == RLEDictionary || enc == PlainDictionary {
		if dict == nil {
			return malformedf("dictionary-encoded page without a dictionary page")
		}
		if n == 0 {
			return nil
		}
		if len(src) < 1 {
			return fmt.Errorf("dictionary indices: no bit width: %w", errShort)
		}
		width := int(src[0])
		if width > 32 {
			return malformedf("dictionary index bit width %d above 32", width)
		}
		idx := c.growIdx(n)
		if _, err := kernels.HybridDecodeInt32(idx, src[1:], width); err != nil {
			return fmt.Errorf("dictionary indices: %w", err)
		}
		for i, k := range idx {
			if k < 0 || int(k) >= dict.n {
				return fmt.Errorf("dictionary index %d at value %d outside the %d-entry dictionary: %w", k, i, dict.n, ErrMalformed)
			}
		}
		return nil
	}
	tmp := newValues(pt, typeLen)
	tmp.m = heapMem
	if err := decodeValues(tmp, nil, pt, enc, src, n); err != nil {
		return err
	}
	// A value already in the dictionary takes its index; a new one is
	// appended once, so the dictionary stays the chunk's distinct values
	// (and fits the Arrow index type asked for when they do).
	if c.dictIndex == nil {
		c.dictIndex = make(map[string]int32, c.dict.n)
		for i := range c.dict.n {
			k := c.dict.key(i)
			if _, ok := c.dictIndex[k]; !ok {
				c.dictIndex[k] = int32(i)
			}
		}
	}
	idx := c.growIdx(tmp.n)
	fresh := newValues(pt, typeLen)
	fresh.m = heapMem
	for i := range tmp.n {
		k := tmp.key(i)
		j, ok := c.dictIndex[k]
		if !ok {
			j = int32(c.dict.n + fresh.n)
			c.dictIndex[k] = j
			if err := fresh.appendFrom(tmp, i); err != nil {
				return err
			}
		}
		idx[i] = j
	}
	return c.dict.appendValues(fresh)
}

// scanJobs lists the compressed data pages of a chunk's spans, for the
// prefetcher: it stops at the first header it cannot read (the reading
// loop then reports it) and takes pages' sizes as their headers give them
// (the loop checks them again before it uses a page). Only pages worth a
// handover are listed, at most maxJobs (a hostile chunk of tiny pages
// costs no list as long as itself): pages of at least minJobBytes
// compressed and at most maxJobSize decompressed (a page declaring a huge
// size is left to the reading loop, so workers never allocate more than a
// few ordinary pages). The reading loop decompresses the others itself.
func scanJobs(buf []byte, spans []pageSpan) []pageJob {
	const (
		minJobBytes = 512
		maxJobSize  = 16 << 20
		maxJobs     = 1 << 16
	)
	var jobs []pageJob
	add := func(j pageJob) {
		if len(j.src) >= minJobBytes && j.n <= maxJobSize {
			jobs = append(jobs, j)
		}
	}
	for _, sp := range spans {
		for pos := sp.lo; pos < sp.hi && len(jobs) < maxJobs; {
			off := sp.off + int64(pos-sp.lo)
			h, hl, err := DecodePageHeader(buf[pos:sp.hi], off)
			if err != nil {
				return jobs
			}
			pos += hl
			cs := int(h.CompressedPageSize)
			if h.CompressedPageSize < 0 || cs > sp.hi-pos || h.UncompressedPageSize < 0 {
				return jobs
			}
			page := buf[pos : pos+cs]
			pos += cs
			switch h.Type {
			case DataPage:
				if h.DataPage != nil {
					add(pageJob{off, page, int(h.UncompressedPageSize)})
				}
			case DataPageV2:
				dh := h.DataPageV2
				if dh == nil {
					continue
				}
				rl, dl := int(dh.RepetitionLevelsByteLength), int(dh.DefinitionLevelsByteLength)
				usize := int(h.UncompressedPageSize) - rl - dl
				if rl < 0 || dl < 0 || rl > len(page) || dl > len(page)-rl || usize < 0 {
					continue
				}
				if body := page[rl+dl:]; dh.IsCompressed && !(len(body) == 0 && usize == 0) {
					add(pageJob{off, body, usize})
				}
			}
		}
	}
	return jobs
}

// pageBufs holds page decompression buffers (*[]byte) between chunks.
var pageBufs sync.Pool

// pageSpan is a byte range [lo, hi) of a chunk's buffer holding whole
// pages, which starts at file offset off; dictOnly spans precede the data
// pages an offset index selects and may hold no data page.
type pageSpan struct {
	lo, hi   int
	off      int64
	dictOnly bool
}

// readChunk reads and decodes every page of column chunk (rg, col). The
// chunk's bytes are read in one piece; the pages are decompressed one at a
// time into a reused buffer.
func (f *File) readChunk(rg, col int, dictMode bool) (*chunkData, error) {
	return f.readChunkPages(newMem(f.opts.alloc), rg, col, dictMode, nil, 1)
}

// readChunkPages reads column chunk (rg, col): all of it when sel is nil,
// else only the pages in sel's spans (file offsets, as an offset index
// gives them), which are read and decoded in order; up to pageWorkers
// goroutines decompress its pages ahead (prefetch.go; 1: none).
func (f *File) readChunkPages(am mem, rg, col int, dictMode bool, sel []pageSpan, pageWorkers int) (*chunkData, error) {
	leaf := f.Schema.Leaves[col]
	cc := &f.Metadata.RowGroups[rg].Columns[col]
	m := cc.MetaData
	name := strings.Join(leaf.Path, ".")
	cerr := func(off int64, err error) error {
		return &ColumnError{Column: name, RowGroup: rg, Offset: off, Err: err}
	}
	lo, hi := chunkRange(m)
	out := &chunkData{vals: newValues(*leaf.Element.Type, leaf.Element.TypeLength), dictMode: dictMode, m: am}
	out.vals.m = am
	out.vals.maxBytes = f.opts.limits.chunkBytes(f.size)
	out.vals.int96Exact = !f.opts.int96Set
	if m.NumValues == 0 {
		return out, nil
	}
	var buf []byte
	spans := []pageSpan{{0, int(hi - lo), lo, false}}
	switch {
	case sel != nil:
		// The selected spans, back to back: in place when the whole file
		// is in memory and they are one range, else copied or read.
		total := 0
		for _, sp := range sel {
			total += sp.hi - sp.lo
		}
		if f.data != nil && len(sel) == 1 {
			sp := sel[0]
			buf = f.data[sp.off : sp.off+int64(sp.hi-sp.lo) : sp.off+int64(sp.hi-sp.lo)]
			spans = []pageSpan{{0, len(buf), sp.off, sp.dictOnly}}
			break
		}
		buf = getScratch(total)
		defer putScratch(buf)
		spans = spans[:0]
		at := 0
		for _, sp := range sel {
			n := sp.hi - sp.lo
			if f.data != nil {
				copy(buf[at:at+n], f.data[sp.off:])
			} else if _, err := f.r.ReadAt(buf[at:at+n], sp.off); err != nil {
				return nil, cerr(sp.off, fmt.Errorf("reading %d bytes: %w", n, err))
			}
			spans = append(spans, pageSpan{at, at + n, sp.off, sp.dictOnly})
			at += n
		}
	case f.data != nil:
		buf = f.data[lo:hi:hi] // OpenBytes: the pages are read in place
	default:
		// Scratch: every value decoded from the pages is copied out.
		buf = getScratch(int(hi - lo))
		defer putScratch(buf)
		if _, err := f.r.ReadAt(buf, lo); err != nil {
			return nil, cerr(lo, fmt.Errorf("reading %d bytes: %w", hi-lo, err))
		}
	}
	// Room for every value the footer announces, but never more than the
	// chunk's bytes could hold (RLE aside): a hostile count then costs
	// growth as values really arrive, not one huge allocation.
	expect := int(min(m.NumValues, 64*int64(len(buf))+1024))
	if dictMode {
		out.growIdx(expect)
		out.idx = out.idx[:0]
	} else {
		out.vals.presize(expect, byteArrayHint(m, len(buf), out.vals.maxBytes))
		out.vals.expectN = expect
	}
	if bitDefs(leaf) {
		out.valid = am.zeroed(arrays.BitmapLen(expect))[:0]
		switch *leaf.Element.Type {
		case Int32, Int64, Float, Double, ByteArray:
			out.vals.spaced = !dictMode
		}
		out.idxSpaced = dictMode
	}
	if leaf.MaxRep > 0 {
		out.lists = newListScan(leaf)
		// A repeated leaf keeps every level: room for all of them, so
		// they never regrow page by page.
		// Every level is written before it is read: no zeroing pass.
		out.rep = levelBuf(expect)
		out.def = levelBuf(expect)
	}
	pt := *leaf.Element.Type
	pc := pageCodec{m.Codec, f.opts.skipCRC, f.opts.limits.PageBytes}
	defW := bits.Len16(uint16(leaf.MaxDef))
	repW := bits.Len16(uint16(leaf.MaxRep))
	var dict *values
	// Pages are decompressed into one buffer, which the chunks read
	// after this one reuse (nothing decoded aliases it).
	var scratch []byte
	if p, ok := pageBufs.Get().(*[]byte); ok {
		scratch = *p
	}
	defer func() {
		if cap(scratch) > 0 {
			pageBufs.Put(&scratch)
		}
	}()
	lv := levelBuf(0) // one page's definition levels
	defer func() { releaseInt32s(lv) }()
	// defs decodes a page's n definition levels and returns how many
	// values are present and the bytes the levels took: one-bit levels to
	// the validity bitmap, a repeated leaf's onto the chunk's levels, the
	// others through a page buffer (addDefs keeps them only once needed).
	defs := func(src []byte, n int, enc Encoding, prefixed bool) (int, int, error) {
		maxDef := int32(leaf.MaxDef)
		switch {
		case bitDefs(leaf):
			return out.addDefBits(src, n, enc, prefixed)
		case leaf.MaxRep > 0:
			start := len(out.def)
			k, err := appendLevels(&out.def, src, n, defW, enc, prefixed, maxDef)
			if err != nil {
				return 0, 0, err
			}
			var present int
			if out.lists.on {
				present = out.lists.page(out.rep[start:], out.def[start:])
			} else {
				present = countLevel(out.def[start:], maxDef)
			}
			out.someAbsent = out.someAbsent || present != n
			return present, k, nil
		}
		lv = lv[:0]
		k, err := appendLevels(&lv, src, n, defW, enc, prefixed, maxDef)
		if err != nil {
			return 0, 0, err
		}
		return out.addDefs(lv, leaf), k, nil
	}
	var pf *prefetcher
	if m.Codec != Uncompressed && !f.opts.sequential {
		pf = startPrefetch(pc, scanJobs(buf, spans), pageWorkers)
		defer pf.stop()
	}
	seenData := false
	for _, sp := range spans {
		pos := sp.lo
		// A whole chunk is read until its values are; selected spans to their
		// ends.
		for (sel == nil && int64(out.levels) < m.NumValues) || (sel != nil && pos < sp.hi) {
			if pos >= sp.hi {
				return nil, cerr(-1, malformedf("chunk ends after %d of %d values", out.levels, m.NumValues))
			}
			pageOff := sp.off + int64(pos-sp.lo)
			h, hl, err := DecodePageHeader(buf[pos:sp.hi], pageOff)
			if err != nil {
				return nil, cerr(pageOff, err)
			}
			pos += hl
			cs := int(h.CompressedPageSize)
			if h.CompressedPageSize < 0 || cs > sp.hi-pos {
				return nil, cerr(pageOff, malformedf("compressed page size %d exceeds the %d bytes left in the chunk", h.CompressedPageSize, sp.hi-pos))
			}
			if sp.dictOnly && (h.Type == DataPage || h.Type == DataPageV2) {
				return nil, cerr(pageOff, malformedf("a data page before the first page of the offset index"))
			}
			if h.UncompressedPageSize < 0 {
				return nil, cerr(pageOff, malformedf("uncompressed page size %d", h.UncompressedPageSize))
			}
			page := buf[pos : pos+cs]
			pos += cs
			if h.CRC != nil && !f.opts.skipCRC {
				if got := crc32.ChecksumIEEE(page); got != uint32(*h.CRC) {
					return nil, cerr(pageOff, malformedf("page CRC32 is %#08x, the header says %#08x", got, uint32(*h.CRC)))
				}
			}
			switch h.Type {
			case DictionaryPage:
				dh := h.DictionaryPage
				if dh == nil {
					return nil, cerr(pageOff, malformedf("dictionary page without a dictionary_page_header"))
				}
				if dict != nil || seenData {
					return nil, cerr(pageOff, malformedf("a second dictionary page, or one after data pages"))
				}
				if dh.Encoding != Plain && dh.Encoding != PlainDictionary {
					return nil, cerr(pageOff, unsupportedf("dictionary page encoding %s", dh.Encoding))
				}
				if dh.NumValues < 0 {
					return nil, cerr(pageOff, malformedf("dictionary of %d values", dh.NumValues))
				}
				if d := f.opts.limits.DictionaryPageBytes; int(h.UncompressedPageSize) > d {
					return nil, cerr(pageOff, unsupportedf("dictionary page of %d bytes, more than the %d of Limits.DictionaryPageBytes", h.UncompressedPageSize, d))
				}
				// decodePlain copies the values out: the page buffer is
				// free again after it.
				raw, err := pc.decompress(scratch, page, int(h.UncompressedPageSize))
				if err != nil {
					return nil, cerr(pageOff, err)
				}
				if m.Codec != Uncompressed {
					scratch = raw
				}
				dict = newValues(pt, leaf.Element.TypeLength)
				if dictMode {
					dict.m = out.m // it becomes the Arrow dictionary
				} else {
					dict.m = heapMem
				}
				if err := decodePlain(dict, pt, raw, int(dh.NumValues)); err != nil {
					return nil, cerr(pageOff, fmt.Errorf("dictionary: %w", err))
				}
			case DataPage:
				dh := h.DataPage
				if dh == nil {
					return nil, cerr(pageOff, malformedf("data page without a data_page_header"))
				}
				seenData = true
				raw, fetched, err := pf.take(pageOff)
				if err != nil {
					return nil, cerr(pageOff, err)
				}
				if leaf.MaxDef == 0 && leaf.MaxRep == 0 && !fetched {
					// No levels: the page is all values.
					n := int(dh.NumValues)
					if err := checkPageValues(n, out.levels, m.NumValues); err != nil {
						return nil, cerr(pageOff, err)
					}
					ok, err := out.plainInPlace(pc, dh.Encoding, page, int(h.UncompressedPageSize), n)
					if err != nil {
						return nil, cerr(pageOff, err)
					}
					if ok {
						out.levels += n
						continue
					}
				}
				if !fetched {
					raw, err = pc.decompress(scratch, page, int(h.UncompressedPageSize))
					if err != nil {
						return nil, cerr(pageOff, err)
					}
					if m.Codec != Uncompressed {
						scratch = raw
					}
				}
				n := int(dh.NumValues)
				if err := checkPageValues(n, out.levels, m.NumValues); err != nil {
					return nil, cerr(pageOff, err)
				}
				p := 0
				if leaf.MaxRep > 0 {
					k, err := appendLevels(&out.rep, raw, n, repW, dh.RepetitionLevelEncoding, true, int32(leaf.MaxRep))
					if err != nil {
						return nil, cerr(pageOff, fmt.Errorf("repetition levels: %w", err))
					}
					p += k
				}
				present := n
				if leaf.MaxDef > 0 {
					set, k, err := defs(raw[p:], n, dh.DefinitionLevelEncoding, true)
					if err != nil {
						return nil, cerr(pageOff, fmt.Errorf("definition levels: %w", err))
					}
					p += k
					present = set
				}
				if err := out.pageValues(dict, pt, leaf.Element.TypeLength, dh.Encoding, raw[p:], present); err != nil {
					return nil, cerr(pageOff, err)
				}
				if fetched {
					pf.release(raw)
				}
				out.spread(n, present)
				out.levels += n
			case DataPageV2:
				dh := h.DataPageV2
				if dh == nil {
					return nil, cerr(pageOff, malformedf("data page v2 without a data_page_header_v2"))
				}
				seenData = true
				n := int(dh.NumValues)
				if err := checkPageValues(n, out.levels, m.NumValues); err != nil {
					return nil, cerr(pageOff, err)
				}
				rl, dl := int(dh.RepetitionLevelsByteLength), int(dh.DefinitionLevelsByteLength)
				if rl < 0 || dl < 0 || rl > len(page) || dl > len(page)-rl {
					return nil, cerr(pageOff, malformedf("level lengths %d and %d in a %d-byte page", rl, dl, len(page)))
				}
				if leaf.MaxRep > 0 {
					if _, err := appendLevels(&out.rep, page[:rl], n, repW, RLE, false, int32(leaf.MaxRep)); err != nil {
						return nil, cerr(pageOff, fmt.Errorf("repetition levels: %w", err))
					}
				}
				present := n
				if leaf.MaxDef > 0 {
					set, _, err := defs(page[rl:rl+dl], n, RLE, false)
					if err != nil {
						return nil, cerr(pageOff, fmt.Errorf("definition levels: %w", err))
					}
					present = set
				}
				body := page[rl+dl:]
				usize := int(h.UncompressedPageSize) - rl - dl
				if usize < 0 {
					return nil, cerr(pageOff, malformedf("uncompressed page size %d below its levels' %d bytes", h.UncompressedPageSize, rl+dl))
				}
				fetched := false
				if dh.IsCompressed && m.Codec != Uncompressed && !(len(body) == 0 && usize == 0) {
					raw, ok, err := pf.take(pageOff)
					if err != nil {
						return nil, cerr(pageOff, err)
					}
					if ok {
						body, fetched = raw, true
					} else {
						ok, err := out.plainInPlace(pc, dh.Encoding, body, usize, present)
						if err != nil {
							return nil, cerr(pageOff, err)
						}
						if ok {
							out.spread(n, present)
							out.levels += n
							continue
						}
						raw, err := pc.decompress(scratch, body, usize)
						if err != nil {
							return nil, cerr(pageOff, err)
						}
						scratch, body = raw, raw
					}
				}
				if err := out.pageValues(dict, pt, leaf.Element.TypeLength, dh.Encoding, body, present); err != nil {
					return nil, cerr(pageOff, err)
				}
				if fetched {
					pf.release(body)
				}
				out.spread(n, present)
				out.levels += n
			default:
				// Index pages and page types from the future are skipped.
			}
		}
	}
	if out.vals != nil {
		// The indices scratch is no array's.
		releaseInt32s(out.vals.idxTmp)
		out.vals.idxTmp = nil
	}
	return out, nil
}

// byteArrayHint is the data bytes to reserve up front for the PLAIN byte
// arrays of a chunk of n bytes: they are at most the chunk's uncompressed
// size less a 4-byte length per non-null value, so the data never regrows
// and is never copied. A chunk with a dictionary page sizes its data from
// its first page instead (decodeDict). The footer's figure is trusted only
// up to 16 times the chunk's bytes plus 1 MiB and the decoded-size bound,
// so a hostile footer cannot make a small file allocate much.
func byteArrayHint(m *ColumnMetaData, n, maxBytes int) int {
	if m.DictionaryPageOffset != nil || m.Type != ByteArray {
		return 0
	}
	// Nulls take no length prefix: only values the statistics say are not
	// null may be discounted.
	present := int64(0)
	if st := m.Statistics; st != nil && st.NullCount != nil && *st.NullCount >= 0 && *st.NullCount <= m.NumValues {
		present = m.NumValues - *st.NullCount
	}
	hint := m.TotalUncompressedSize - 4*present
	hint = min(hint, 16*int64(n)+1<<20)
	if maxBytes > 0 {
		hint = min(hint, int64(maxBytes))
	}
	return int(max(hint, 0))
}

func checkPageValues(n, have int, total int64) error {
	if n < 0 || int64(n) > total-int64(have) {
		return malformedf("page of %d values after %d of the chunk's %d", n, have, total)
	}
	return nil
}

func countLevel(lv []int32, maxLevel int32) int {
	c := 0
	for _, x := range lv {
		if x == maxLevel {
			c++
		}
	}
	return c
}

// int32Bufs holds scratch int32 slices (*[]int32) between chunks: the
// levels of a list column assembled by listOfLeaf and the dictionary
// indices of a gathered chunk, megabytes a chunk that no array keeps.
// Reusing them saves fresh memory's page faults and garbage collection.
var int32Bufs sync.Pool

// levelBuf is an empty int32 slice with room for n values: a pooled one
// if it is large enough, else new memory that is not zeroed first (its
// users write every value before reading it).
func levelBuf(n int) []int32 {
	if p, ok := int32Bufs.Get().(*[]int32); ok {
		if cap(*p) >= n {
			return (*p)[:0]
		}
		int32Bufs.Put(p)
	}
	return asSlice[int32](arrays.AllocBufferUninit(4 * n))[:0:n]
}

// releaseInt32s gives s to levelBuf's pool; the caller keeps no use of it.
func releaseInt32s(s []int32) {
	if cap(s) > 0 {
		s = s[:0]
		int32Bufs.Put(&s)
	}
}

// appendLevels decodes n levels of bit width w from src onto *dst and
// returns the bytes they took. RLE levels of v1 pages carry a 4-byte length
// prefix (prefixed); BIT_PACKED is the deprecated MSB-first packing.
func appendLevels(dst *[]int32, src []byte, n, w int, enc Encoding, prefixed bool, maxLevel int32) (int, error) {
	start := len(*dst)
	if cap(*dst)-start < n {
		nb := make([]int32, start, max(start+n, 2*cap(*dst)))
		copy(nb, *dst)
		*dst = nb
	}
	*dst = (*dst)[:start+n]
	out := (*dst)[start:]
	used := 0
	switch enc {
	case RLE:
		if prefixed {
			if len(src) < 4 {
				return 0, fmt.Errorf("no length prefix: %w", errShort)
			}
			l := binary.LittleEndian.Uint32(src)
			if uint64(l) > uint64(len(src)-4) {
				return 0, fmt.Errorf("length %d exceeds the %d bytes left: %w", l, len(src)-4, errShort)
			}
			src = src[4 : 4+l]
			used = 4 + int(l)
		} else {
			used = len(src)
		}
		if _, err := kernels.HybridDecodeInt32(out, src, w); err != nil {
			return 0, err
		}
	case BitPacked:
		nb := (n*w + 7) / 8
		if len(src) < nb {
			return 0, fmt.Errorf("BIT_PACKED levels need %d bytes, %d left: %w", nb, len(src), errShort)
		}
		bit := 0
		for i := range out {
			var v int32
			for range w {
				v = v<<1 | int32(src[bit>>3]>>(7-bit&7)&1)
				bit++
			}
			out[i] = v
		}
		used = nb
	default:
		return 0, unsupportedf("level encoding %s", enc)
	}
	// Levels of w bits cannot pass 2^w-1: only a maximum below that needs
	// checking (a maximum of 3 in 2 bits is always respected).
	if maxLevel < 1<<w-1 {
		for i, x := range out {
			if x > maxLevel {
				return 0, malformedf("level %d at value %d above the column's maximum %d", x, i, maxLevel)
			}
		}
	}
	return used, nil
}
