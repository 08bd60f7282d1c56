package asm

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
