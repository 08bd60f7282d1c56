package asm

// This file is the engine's table, in two layers: the kit, a level's raw
// kernels (assembly that trusts its arguments, or pure Go), and the Table,
// the safe entry points newTable builds from a kit. The Table's entries are
// its unexported fields, read through the methods gen/kernelgen writes for
// each (table_gen.go, from the fields below and their doc comments), so
// nothing outside this package can replace a kernel.
//
// To add a kernel: a kit field here, its function at each level that has
// one (kitGeneric below, kitAVX2/kitAVX512 in kit_amd64.go, kitNEON in
// kit_arm64.go; a level that names none leaves it nil), a Table field whose
// doc comment starts with the method's name and its line in newTable; then
// make generate.

// kit is one level's raw kernels: assembly that trusts its arguments, or
// pure Go. newTable wraps them into the level's Table. A field left nil at a
// level is a kernel the level does not have (its Table entry then runs the
// pure-Go loop); kitGeneric (below) and kitAVX2 ... kitNEON (kit_<arch>.go)
// name each level's functions.
type kit struct {
	// level is the level these kernels implement.
	level Level

	// popcnt counts the set bits of b.
	popcnt func(b []byte) int
	// bitop stores in dst[i] the op of the bytes of a and b that start at bits 8*i+sa and 8*i+sb (sa, sb < 8); a and b hold len(dst) bytes, plus one when their shift is not zero.
	bitop [numBitOps]func(dst, a []byte, sa uint, b []byte, sb uint)
	// skip returns the number of leading bytes of b equal to x.
	skip func(b []byte, x byte) int
	// select32 stores base+j for each set bit j of b, in order, into dst and returns the count.
	select32 func(dst []int32, b []byte, base int32) int
	// select64 is select32 with 64-bit indices.
	select64 func(dst []int64, b []byte, base int64) int
	// boundaries writes the run boundary positions of w (see Boundaries).
	boundaries func(pos []int32, w []byte, carry uint64) (int, uint64)
	// compactWords appends the bits of whole words of v selected by m (see compactWordsFunc in compact.go).
	compactWords compactWordsFunc
	// unpack8 unpacks len(dst)/32 groups of 32 values of the given width.
	unpack8 func(dst []uint8, src []byte, width int)
	// unpack16 is unpack8 for 16-bit values.
	unpack16 func(dst []uint16, src []byte, width int)
	// unpack32 is unpack8 for 32-bit values.
	unpack32 func(dst []uint32, src []byte, width int)
	// unpack32Groups holds per width the kernel behind Unpack32Groups (unpack.go).
	unpack32Groups [33]func(dst []uint32, src []byte)
	// unpack32Runs returns the level's assembly loop over a hybrid stream's bit-packed runs at width (see hybridRuns32For), or nil: the Go loop alone.
	unpack32Runs func(width int) func(dst []uint32, src []byte, at, pos int) (int, int)
	// unpack64 is unpack8 for 64-bit values.
	unpack64 func(dst []uint64, src []byte, width int)
	// filter8 is the 1-byte filter word kernel (filter.go; nil: the reference filter).
	filter8 filterWords8
	// filter16 is the 2-byte filter word kernel.
	filter16 filterWords16
	// filter32 is the 4-byte filter word kernel.
	filter32 filterWords32
	// filter64 is the 8-byte filter word kernel.
	filter64 filterWords64
	// filter128 is the 16-byte filter word kernel.
	filter128 filterWords128
	// gather64 gathers from a dictionary of up to 16 entries held in registers (gather.go; nil: the Go loop).
	gather64 func(dst []uint64, tab *[16]uint64, idx []uint32, bound uint32) int
	// gather32 is gather64 for up to 32 32-bit entries.
	gather32 func(dst []uint32, tab *[32]uint32, idx []uint32, bound uint32) int
	// gatherAny64 gathers from a dictionary of any size, 8 indices checked at once (gather.go; nil: the Go loop).
	gatherAny64 func(dst, dict []uint64, idx []uint32) int
	// gatherAny32 is gatherAny64 for 32-bit values.
	gatherAny32 func(dst, dict []uint32, idx []uint32) int
	// indexStats32 is the index-statistics block kernel with its lanes folded (indexstats.go; nil: the Go loop).
	indexStats32 func(idx []uint32) (done int, mx uint32, down, flat bool)
	// fillRuns64 is the run fill kernel (ree.go; nil: none).
	fillRuns64 func(dst, vals []uint64, ends []int64, off int) int
	// matchAny8 sets bit j of word i when value 64i+j equals one of keys (isin.go; 1..MatchKeys keys, whole 64-value blocks; nil: the Go loop).
	matchAny8 func(dst []uint64, x, keys []uint8)
	// matchAny16 is matchAny8 for 16-bit values.
	matchAny16 func(dst []uint64, x, keys []uint16)
	// matchAny32 is matchAny8 for 32-bit values.
	matchAny32 func(dst []uint64, x, keys []uint32)
	// matchAny64 is matchAny8 for 64-bit values.
	matchAny64 func(dst []uint64, x, keys []uint64)
	// matchEach8 stores per 64-value block i and key m the word i*len(keys)+m of the values equal to keys[m] (isin.go).
	matchEach8 func(dst []uint64, x, keys []uint8)
	// matchEach16 is matchEach8 for 16-bit values.
	matchEach16 func(dst []uint64, x, keys []uint16)
	// matchEach32 is matchEach8 for 32-bit values.
	matchEach32 func(dst []uint64, x, keys []uint32)
	// matchEach64 is matchEach8 for 64-bit values.
	matchEach64 func(dst []uint64, x, keys []uint64)
	// lenEq32 sets bit j of word i when value 64i+j of an int32 offsets buffer has length l (lengths.go; whole 64-value blocks; nil: the Go loop).
	lenEq32 func(dst []uint64, offs []int32, l int32)
	// dictRuns64 stores the dictionary entries of a hybrid stream's RLE runs with short headers into 8-byte values, stopping at any other run (dictruns.go; nil: the Go loop).
	dictRuns64 func(dst, dict []uint64, src []byte, at, pos, width, stop int) (int, int)
	// dictRuns32 dictRuns64 for 4-byte values (dictruns.go; nil: the Go loop).
	dictRuns32 func(dst, dict []uint32, src []byte, at, pos, width, stop int) (int, int)
	// binKept32 sums the lengths of the kept values of whole 64-slot words of an int32 offsets buffer (binfilter.go; nil: the Go loop).
	binKept32 func(offs []int32, mask []byte, shift uint) int64
	// binFilter32 moves the kept values of whole 64-slot words of an int32-offset binary array, stopping before a word it cannot take (binfilter.go; nil: the Go loop).
	binFilter32 func(out []int32, data, src []byte, offs []int32, mask []byte, shift uint, pos, lim int, scratch *[160]int32) (int, int, int)
	// viewBounds returns the least and greatest ordering key of the valid views (viewbounds.go).
	viewBounds func(views [][2]uint64, valid []byte, off int) (lo, hi uint32)
	// prefixOffs32 compares the first 8 bytes of whole 64-value words of int32-offset values with a literal, stopping before a word with an offset past lim (strpred.go; nil: the Go loop).
	prefixOffs32 func(dst []uint64, offs []int32, data []byte, want, mask uint64, minLen, maxLen int32, lim uint32) int
	// viewPrefix compares the length and prefix of whole 64-view words with a literal (strpred.go; nil: the Go loop).
	viewPrefix func(dst []uint64, views [][2]uint64, want, mask uint64, minLen int32)
	// indexAll stores the starts of sub's occurrences among the whole 32-start blocks of data, in order, until hits is full, and returns their number (strpred.go; nil: the Go loop).
	indexAll func(hits []int, data, sub []byte) int
	// viewMerge merges whole 64-view words of long views with a sorted list of a buffer's occurrences (strpred.go; nil: the Go loop).
	viewMerge func(dst, long []uint64, views [][2]uint64, hits, st []int) int
	// viewFind tests whole 64-view words of inline views for a literal of 1..12 bytes and merges each word's long views with a sorted list of a buffer's occurrences in the same pass (strpred.go; nil: the Go loop).
	viewFind func(dst []uint64, views [][2]uint64, sub []byte, hits, st []int) int
	// reduce holds the assembly reductions (reduce.go; nil entries: pure Go), filled by the level's setter.
	reduce reduceKernels
	// reduceCalls holds the assembly reductions behind direct calls, which keep their accumulators off the heap (reduce_wrap.go; nil entries: pure Go), filled by the level's setter.
	reduceCalls reduceCalls

	// cmp holds the whole-block compare kernels the level has in assembly.
	cmp cmpTables
	// viewCmp holds the view compare kernels (nil: pure Go).
	viewCmp *viewCmpKernels
}

// kitGeneric is the pure-Go level, compiled everywhere.
func kitGeneric() *kit {
	return &kit{
		bitop:          bitopGo,
		boundaries:     boundariesGo,
		compactWords:   compactWordsGo,
		level:          Generic,
		popcnt:         popcntGo,
		select32:       select32Go,
		select64:       select64Go,
		skip:           skipGo,
		unpack16:       unpack16Generic,
		unpack32:       unpack32Generic,
		unpack32Groups: unpack32GroupsGeneric,
		unpack64:       unpack64Generic,
		unpack8:        unpack8Generic,
		viewBounds:     viewBoundsGo,
	}
}

// Table is one level's kernels, the single way package kernels reaches any
// of them. Every entry is set at every level: the level's assembly where it
// has some, behind Go wrappers that check what the assembly trusts, else the
// pure-Go reference. Tables are built once, at initialization (Level.Table).
type Table struct {
	level Level  // the level these kernels implement
	name  string // the level's name, or its variant's (see Tables)
	cpu   *CPU   // the machine the table was built for
	raw   *kit   // the kit its entries wrap (tests check raw kernels)

	// The filter, take and compare entries of templates/kernels.json's
	// matrix (table_gen.go).
	slots

	// Bitmaps: (bytes, bit offset, bit count), LSB-numbered as in Arrow (bitmap.go).

	// CountSetBits counts the set bits among bits [off, off+n) of b.
	countSetBits func(b []byte, off, n int) int
	// AllSet reports whether bits [off, off+n) of b are all set (true for n <= 0).
	allSet func(b []byte, off, n int) bool
	// NoneSet reports whether bits [off, off+n) of b are all clear (true for n <= 0).
	noneSet func(b []byte, off, n int) bool
	// Skip returns the number of leading bytes of b equal to x.
	skip func(b []byte, x byte) int
	// BitmapAnd sets bits [dstOff, dstOff+n) of dst to a & b (bits [aOff, aOff+n), [bOff, bOff+n)); other bits of dst are kept, and dst may be a or b at the same offset.
	bitmapAnd func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int)
	// BitmapOr is BitmapAnd for a | b.
	bitmapOr func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int)
	// BitmapAndNot is BitmapAnd for a &^ b.
	bitmapAndNot func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int)
	// BitmapXor is BitmapAnd for a ^ b.
	bitmapXor func(dst []byte, dstOff int, a []byte, aOff int, b []byte, bOff int, n int)
	// AppendSetIndices32 appends to dst the index i of every set bit off+i of b, i < n, in order.
	appendSetIndices32 func(dst []int32, b []byte, off, n int) []int32
	// AppendSetIndices64 is AppendSetIndices32 with 64-bit indices.
	appendSetIndices64 func(dst []int64, b []byte, off, n int) []int64
	// Boundaries writes into pos the positions where little-endian 8-byte values of w differ from their predecessor (see bitmap.go).
	boundaries func(pos []int32, w []byte, carry uint64) (int, uint64)
	// CompactBits writes to dst from bit 0 bit srcOff+i of src for every i < n whose bit maskOff+i of mask is set (a one-bit filter), and returns the bits written and how many are set; dst's capacity holds them rounded up to whole 8-byte words (see compact.go).
	compactBits func(dst, src []byte, srcOff int, mask []byte, maskOff, n int) (written, set int)

	// Bit unpacking: len(dst) values of the given width from src (unpack.go).

	// Unpack8 unpacks values of width 0..8.
	unpack8 func(dst []uint8, src []byte, width int)
	// Unpack16 unpacks values of width 0..16.
	unpack16 func(dst []uint16, src []byte, width int)
	// Unpack32 unpacks values of width 0..32.
	unpack32 func(dst []uint32, src []byte, width int)
	// Unpack32Groups returns the kernel for width 0..32 that unpacks len(dst)/32 whole groups (len(dst)%32 == 0) from src holding their packed bytes and UnpackSlack more, which it may read: fetched once, it spares a decoder of many short runs (the hybrid's) the per-call checks and dispatch of Unpack32.
	unpack32Groups func(width int) func(dst []uint32, src []byte)
	// HybridRuns32 returns the loop for width 0..32 that decodes the bit-packed runs with one-byte headers of a hybrid stream from byte pos into dst from value at, while they fit with room to spare, and returns where it stopped (see hybridRuns32For in unpack.go).
	hybridRuns32 func(width int) func(dst []uint32, src []byte, at, pos int) (int, int)
	// Unpack64 unpacks values of width 0..64.
	unpack64 func(dst []uint64, src []byte, width int)

	// Dictionary gathers, index statistics and run fills (gather.go, indexstats.go, ree.go).

	// Gather64 stores dict[idx[i]] in dst[i] and returns -1, or the position of the first index at or above len(dict).
	gather64 func(dst, dict []uint64, idx []uint32) int
	// Gather32 is Gather64 for 32-bit values.
	gather32 func(dst, dict []uint32, idx []uint32) int
	// IndexStats32 returns the largest index, whether one falls below its predecessor (down) and whether one does not rise above it (flat).
	indexStats32 func(idx []uint32) (mx uint32, down, flat bool)
	// FillRuns64 fills leading runs of dst from run ends and values and returns how many it filled; nil at a level without the assembly.
	fillRuns64 func(dst, vals []uint64, ends []int64, off int) int

	// Lengths of offset-based values (lengths.go).

	// LenEq32 sets bit j of dst[j/64] iff offs[j+1]-offs[j] == l, for the len(offs)-1 values; it writes all their words, bits past the last value clear.
	lenEq32 func(dst []uint64, offs []int32, l int32)
	// HybridDictRuns64 decodes the RLE runs of the hybrid stream src (values of the given width, 0..32) from header byte pos into dst from value at, storing dict[value] for each, for as long as the runs have one- or two-byte headers, values within dict and the width, and room in dst for their values rounded up to 32 (dst may be overwritten that far); it stops at any other run and near the end of src, and returns where it stopped (at, pos unchanged at a level without the kernel: the caller's loop does the rest).
	hybridDictRuns64 func(dst, dict []uint64, src []byte, at, pos, width int) (newAt, newPos int)
	// HybridDictRuns32 is HybridDictRuns64 for 4-byte values.
	hybridDictRuns32 func(dst, dict []uint32, src []byte, at, pos, width int) (newAt, newPos int)
	// KeptBytes32 sums offs[i+1]-offs[i] (in 64 bits) over the slots i whose bit off+i of keep is set, for the leading whole 64-slot words the level's kernel takes, and returns the sum and how many words that is (0 at a level without the kernel: the caller's loop does the rest).
	keptBytes32 func(offs []int32, keep []byte, off int) (total int64, words int)
	// FilterBinary32 moves the values of the slots i of an int32-offset binary array (offs into src) whose bit off+i of keep is set, whole 64-slot words from the first, to data from byte pos, and their output offsets to out from its start; it stops before a word it cannot take (a value longer than 32 bytes or outside src, no room left in out, up to 8 entries to spare, or in data) and returns the next pos, the values moved and the words done (0 at a level without the kernel). It writes out and data only below their lengths, and may write both past the last value moved.
	filterBinary32 func(out []int32, data []byte, pos int, src []byte, offs []int32, keep []byte, off int) (newPos, kept, words int)

	// String-view compares over 16-byte views, whole 64-view words (viewcmp.go).

	// ViewMatchAS sets bit i iff views[i] masked by m equals s.
	viewMatchAS func(dst []uint64, views [][2]uint64, s, m [2]uint64)
	// ViewEqAA sets eq where two views are equal from their 16 bytes alone and cand where their data must be compared.
	viewEqAA func(eq, cand []uint64, a, b [][2]uint64)
	// ViewKeyAS compares each view's 4-byte ordering key (ViewKey) with s.
	viewKeyAS func(lt, eq []uint64, views [][2]uint64, s uint32)
	// ViewKeyAA compares the ordering keys of two views slot by slot.
	viewKeyAA func(lt, eq []uint64, a, b [][2]uint64)
	// ViewBounds returns the least and greatest ordering key (ViewKey) of the views whose bit off+i of valid is set (valid nil: all), or (MaxUint32, 0) when there is none (viewbounds.go).
	viewBounds func(views [][2]uint64, valid []byte, off int) (lo, hi uint32)

	// Reductions over valid values, the validity bitmap applied in registers (reduce.go).

	// SumFloat64 returns the sum of the valid values of x in the canonical order (reduce.go); valid is the validity bitmap from bit voff, nil for none.
	sumFloat64 func(x []float64, valid []byte, voff int) float64
	// SumFloat32 is SumFloat64 of float32 values.
	sumFloat32 func(x []float32, valid []byte, voff int) float64
	// SumFloat16 is SumFloat32 of the float16 values whose bits are x, widened without a buffer of their float32s (reduce_half.go).
	sumFloat16 func(x []uint16, valid []byte, voff int) float64
	// SumInt64 returns the exact sum of the valid values of x as a 128-bit two's complement number.
	sumInt64 func(x []int64, valid []byte, voff int) (lo uint64, hi int64)
	// SumInt32 returns the exact sum of the valid values of x (len(x) < 2^32).
	sumInt32 func(x []int32, valid []byte, voff int) int64
	// MinMaxInt64 returns the least and greatest valid value of x, or (MaxInt64, MinInt64) when there is none.
	minMaxInt64 func(x []int64, valid []byte, voff int) (int64, int64)
	// MinMaxInt32 is MinMaxInt64 for int32 values.
	minMaxInt32 func(x []int32, valid []byte, voff int) (int32, int32)
	// MinMaxFloat64 returns the order keys (reduce.go) of the least and greatest valid non-NaN value of x, or (MaxInt64, MinInt64).
	minMaxFloat64 func(x []float64, valid []byte, voff int) (int64, int64)
	// MinMaxFloat32 is MinMaxFloat64 for float32 values.
	minMaxFloat32 func(x []float32, valid []byte, voff int) (int32, int32)
	// MinMaxFloat16 returns the order keys (bits ^ 0x7fff when negative, which order -0 below +0) of the least and greatest valid non-NaN float16 value whose bits are x, or (MaxInt16, MinInt16) when there is none.
	minMaxFloat16 func(x []uint16, valid []byte, voff int) (int16, int16)
	// SumInt8 is SumInt64 of int8 values, widened in registers.
	sumInt8 func(x []int8, valid []byte, voff int) (lo uint64, hi int64)
	// SumUint8 is SumInt8 of uint8 values.
	sumUint8 func(x []uint8, valid []byte, voff int) (lo uint64, hi int64)
	// SumInt16 is SumInt8 of int16 values.
	sumInt16 func(x []int16, valid []byte, voff int) (lo uint64, hi int64)
	// SumUint16 is SumInt8 of uint16 values.
	sumUint16 func(x []uint16, valid []byte, voff int) (lo uint64, hi int64)
	// SumUint32 is SumInt8 of uint32 values.
	sumUint32 func(x []uint32, valid []byte, voff int) (lo uint64, hi int64)
	// SumUint64 returns the exact sum of the valid values of x as a 128-bit unsigned number.
	sumUint64 func(x []uint64, valid []byte, voff int) (lo, hi uint64)
	// MinMaxInt8 returns the least and greatest valid value of x, or (MaxInt8, MinInt8) when there is none.
	minMaxInt8 func(x []int8, valid []byte, voff int) (int8, int8)
	// MinMaxUint8 is MinMaxInt8 for uint8 values (the type's greatest and least value when there is none).
	minMaxUint8 func(x []uint8, valid []byte, voff int) (uint8, uint8)
	// MinMaxInt16 is MinMaxInt8 for int16 values (the type's greatest and least value when there is none).
	minMaxInt16 func(x []int16, valid []byte, voff int) (int16, int16)
	// MinMaxUint16 is MinMaxInt8 for uint16 values (the type's greatest and least value when there is none).
	minMaxUint16 func(x []uint16, valid []byte, voff int) (uint16, uint16)
	// MinMaxUint32 is MinMaxInt8 for uint32 values (the type's greatest and least value when there is none).
	minMaxUint32 func(x []uint32, valid []byte, voff int) (uint32, uint32)
	// MinMaxUint64 is MinMaxInt8 for uint64 values (the type's greatest and least value when there is none).
	minMaxUint64 func(x []uint64, valid []byte, voff int) (uint64, uint64)

	// Small-set membership: each value against up to MatchKeys keys by their bits, whole words of output (isin.go).

	// MatchAny8 sets bit j of dst[j/64] iff x[j] is one of keys (at most MatchKeys); it writes all ceil(len(x)/64) words, bits past len(x) clear.
	matchAny8 func(dst []uint64, x, keys []uint8)
	// MatchAny16 is MatchAny8 for 16-bit values.
	matchAny16 func(dst []uint64, x, keys []uint16)
	// MatchAny32 is MatchAny8 for 32-bit values.
	matchAny32 func(dst []uint64, x, keys []uint32)
	// MatchAny64 is MatchAny8 for 64-bit values.
	matchAny64 func(dst []uint64, x, keys []uint64)
	// MatchEach8 sets bit j of dst[(i/64)*len(keys)+m] iff x[i+j] == keys[m], for each block of 64 values from i (at most MatchKeys keys).
	matchEach8 func(dst []uint64, x, keys []uint8)
	// MatchEach16 is MatchEach8 for 16-bit values.
	matchEach16 func(dst []uint64, x, keys []uint16)
	// MatchEach32 is MatchEach8 for 32-bit values.
	matchEach32 func(dst []uint64, x, keys []uint32)
	// MatchEach64 is MatchEach8 for 64-bit values.
	matchEach64 func(dst []uint64, x, keys []uint64)

	// String predicates: each value's first bytes against a literal, whole words of output (strpred.go).

	// PrefixOffs32 sets bit i of dst, for the len(offs)-1 values, iff minLen <= offs[i+1]-offs[i] <= maxLen and the 8 bytes at data[offs[i]:] masked by mask equal want (bytes past cap(data) read as zero); it writes all ceil((len(offs)-1)/64) words, bits past the end clear.
	prefixOffs32 func(dst []uint64, offs []int32, data []byte, want, mask uint64, minLen, maxLen int32)
	// ViewPrefix sets bit i of dst iff the lo word of views[i] masked by mask equals want and its length is at least minLen (signed); it writes all ceil(len(views)/64) words, bits past the end clear.
	viewPrefix func(dst []uint64, views [][2]uint64, want, mask uint64, minLen int32)
	// IndexAll stores the start of every occurrence of sub in data (overlapping ones too; every position when sub is empty), in increasing order, until hits is full, and returns how many it stored: one pass over data for all the values of a utf8 or binary array at once.
	indexAll func(hits []int, data, sub []byte) int
	// ViewMerge decides Contains for long views from a buffer's occurrences listed in order (strpred.go viewMergeGo has the contract; st: y, h, buf, last, lim, m, room, cov, gap); it stops at the first view not following the scan, leaving its bit and the later ones of that word in st[0] (0 after the last word), and returns the whole words done.
	viewMerge func(dst, long []uint64, views [][2]uint64, hits, st []int) int
	// ViewFind decides Contains for views in one pass: per word, the bits of the inline views (length 0..12) that hold sub (1 <= len(sub) <= 12), then its long views merged with a buffer's occurrences listed in order (strpred.go viewFindGo has the contract; st as ViewMerge's, st[5] = len(sub), st[0] ignored on entry); it stops at the first long view not following the scan, with that word's bits so far in dst and its long bits left in st[0], and returns the index of that word (the words done; all of them, st[0] = 0, when none stops).
	viewFind func(dst []uint64, views [][2]uint64, sub []byte, hits, st []int) int
}

// newTable builds a level's Table from its kit: each entry the Go wrapper
// that checks what the kit's assembly trusts, or the pure-Go loop.
func newTable(k *kit) *Table {
	return &Table{
		slots:              newSlots(k),
		raw:                k,
		allSet:             k.allSet,
		appendSetIndices32: k.appendSetIndices32,
		appendSetIndices64: k.appendSetIndices64,
		bitmapAnd:          k.bitmapOp(bitAnd),
		bitmapAndNot:       k.bitmapOp(bitAndNot),
		bitmapOr:           k.bitmapOp(bitOr),
		bitmapXor:          k.bitmapOp(bitXor),
		boundaries:         k.boundariesOf,
		compactBits:        k.compactBitsOf,
		countSetBits:       k.countSetBits,
		fillRuns64:         k.fillRuns64Of(),
		filterBinary32:     filterBinary32Of(k.binFilter32),
		gather32:           k.gather32Of,
		gather64:           k.gather64Of,
		hybridDictRuns32:   dictRunsOf(k.dictRuns32),
		hybridDictRuns64:   dictRunsOf(k.dictRuns64),
		hybridRuns32:       k.hybridRuns32For(),
		indexAll:           indexAllOf(k.indexAll),
		indexStats32:       k.indexStats32Of,
		keptBytes32:        keptBytes32Of(k.binKept32),
		lenEq32:            lenEqOf(k.lenEq32),
		level:              k.level,
		matchAny16:         matchAnyOf(k.matchAny16),
		matchAny32:         matchAnyOf(k.matchAny32),
		matchAny64:         matchAnyOf(k.matchAny64),
		matchAny8:          matchAnyOf(k.matchAny8),
		matchEach16:        matchEachOf(k.matchEach16),
		matchEach32:        matchEachOf(k.matchEach32),
		matchEach64:        matchEachOf(k.matchEach64),
		matchEach8:         matchEachOf(k.matchEach8),
		minMaxFloat16:      k.minMaxFloat16Of,
		minMaxFloat32:      k.minMaxFloat32Of,
		minMaxFloat64:      k.minMaxFloat64Of,
		minMaxInt16:        k.minMaxInt16Of,
		minMaxInt32:        k.minMaxInt32Of,
		minMaxInt64:        k.minMaxInt64Of,
		minMaxInt8:         k.minMaxInt8Of,
		minMaxUint16:       k.minMaxUint16Of,
		minMaxUint32:       k.minMaxUint32Of,
		minMaxUint64:       k.minMaxUint64Of,
		minMaxUint8:        k.minMaxUint8Of,
		noneSet:            k.noneSet,
		prefixOffs32:       prefixOffs32Of(k.prefixOffs32),
		skip:               k.skip,
		sumFloat16:         k.sumFloat16Of,
		sumFloat32:         k.sumFloat32Of,
		sumFloat64:         k.sumFloat64Of,
		sumInt16:           k.sumInt16Of,
		sumInt32:           k.sumInt32Of,
		sumInt64:           k.sumInt64Of,
		sumInt8:            k.sumInt8Of,
		sumUint16:          k.sumUint16Of,
		sumUint32:          k.sumUint32Of,
		sumUint64:          k.sumUint64Of,
		sumUint8:           k.sumUint8Of,
		unpack16:           k.unpack16Of,
		unpack32:           k.unpack32Of,
		unpack32Groups:     k.unpack32GroupsOf,
		unpack64:           k.unpack64Of,
		unpack8:            k.unpack8Of,
		viewBounds:         k.viewBoundsOf,
		viewEqAA:           k.viewCmpOf().EqAA,
		viewFind:           viewFindOf(k.viewFind),
		viewKeyAA:          k.viewCmpOf().KeyAA,
		viewKeyAS:          k.viewCmpOf().KeyAS,
		viewMatchAS:        k.viewCmpOf().MatchAS,
		viewMerge:          viewMergeOf(k.viewMerge),
		viewPrefix:         viewPrefixOf(k.viewPrefix),
	}
}

// Level returns the level these kernels implement.
func (t *Table) Level() Level { return t.level }

// Name returns the table's name as QUIVER_ISA spells it: the level's
// (generic, neon), or the variant's of a level that has variants
// (avx2-pext, avx2-slowpext, avx512-vbmi, avx512-zen4).
func (t *Table) Name() string { return t.name }

// CPU returns the machine the table was built for: what chose the
// variant, and what any later choice should read.
func (t *Table) CPU() CPU { return *t.cpu }

// HasFillRuns64 reports whether the level has the run fill kernel
// (FillRuns64 is nil, and must not be called, where it has not).
func (t *Table) HasFillRuns64() bool { return t.fillRuns64 != nil }
