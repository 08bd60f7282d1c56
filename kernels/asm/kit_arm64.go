//go:build arm64 && !noasm

package asm

// kitNEON returns the NEON level's kernels.
func kitNEON() *kit {
	k := &kit{
		bitop:          bitopNEONTable,
		boundaries:     boundariesGo,
		compactWords:   compactWordsGo,
		fillRuns64:     fillRuns64NEON,
		filter16:       filter16NEON,
		filter32:       filter32NEON,
		filter64:       filter64NEON,
		filter8:        filter8NEON,
		indexAll:       indexAllNEON,
		indexStats32:   indexStats32NEONBlock,
		level:          NEON,
		matchAny16:     matchAny16NEON,
		matchAny32:     matchAny32NEON,
		matchAny64:     matchAny64NEON,
		matchAny8:      matchAny8NEON,
		matchEach16:    matchEach16NEON,
		matchEach32:    matchEach32NEON,
		matchEach64:    matchEach64NEON,
		matchEach8:     matchEach8NEON,
		popcnt:         popcntNEON,
		prefixOffs32:   prefixOffs32NEON,
		select32:       select32NEON,
		select64:       select64NEON,
		skip:           skipNEON,
		unpack16:       unpack16Generic,
		unpack32:       unpack32NEON,
		unpack32Groups: unpack32GroupsNEON,
		unpack64:       unpack64Generic,
		unpack8:        unpack8Generic,
		viewBounds:     viewBoundsNEONBlock,
		viewFind:       viewFindNEON,
		viewMerge:      viewMergeNEON,
		viewPrefix:     viewPrefixNEON,
	}
	setCmpNEON(k)
	setViewCmpNEON(k)
	setReduceNEON(k)
	setReduceCallsNEON(k)
	return k
}

// asmKits returns the assembly levels compiled into this build; the caller
// keeps only those the CPU supports.
func asmKits() (t [numLevels]*kit) {
	t[NEON] = kitNEON()
	return
}

// asmVariants lists the per-CPU forms of this build's levels: none.
func asmVariants() []variant { return nil }
