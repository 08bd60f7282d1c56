//go:build amd64 && !noasm

package asm

// kitAVX2 returns the AVX2 level's kernels.
func kitAVX2() *kit {
	k := &kit{
		binFilter32:    binFilter32AVX2,
		binKept32:      binKept32AVX2,
		bitop:          bitopAVX2,
		boundaries:     boundariesBMI,
		compactWords:   compactWordsBMI2,
		dictRuns32:     dictRuns32AVX2,
		dictRuns64:     dictRuns64AVX2,
		fillRuns64:     fillRuns64AVX2,
		filter128:      filter128AVX2,
		filter16:       filter16AVX2,
		filter32:       filter32AVX2,
		filter64:       filter64AVX2,
		filter8:        filter8AVX2,
		gatherAny32:    gather32Scalar8AVX2,
		gatherAny64:    gather64Scalar8AVX2,
		indexAll:       indexAllAVX2,
		indexStats32:   indexStats32AVX2Block,
		lenEq32:        lenEq32AVX2,
		level:          AVX2,
		matchAny16:     matchAny16AVX2,
		matchAny32:     matchAny32AVX2,
		matchAny64:     matchAny64AVX2,
		matchAny8:      matchAny8AVX2,
		matchEach16:    matchEach16AVX2,
		matchEach32:    matchEach32AVX2,
		matchEach64:    matchEach64AVX2,
		matchEach8:     matchEach8AVX2,
		popcnt:         popcntAVX2,
		prefixOffs32:   prefixOffs32AVX2,
		select32:       select32AVX2,
		select64:       select64AVX2,
		skip:           skipAVX2,
		unpack16:       unpack16Generic,
		unpack32:       unpack32AVX2,
		unpack32Groups: unpack32GroupsAVX2,
		unpack32Runs:   unpack32RunsForAVX2,
		unpack64:       unpack64Generic,
		unpack8:        unpack8Generic,
		viewBounds:     viewBoundsAVX2Block,
		viewFind:       viewFindAVX2,
		viewMerge:      viewMergeAVX2,
		viewPrefix:     viewPrefixAVX2,
	}
	setCmpAVX2(k)
	setViewCmpAVX2(k)
	setReduceAVX2(k)
	setReduceCallsAVX2(k)
	return k
}

// kitAVX512 returns the AVX512 level's kernels.
func kitAVX512() *kit {
	k := &kit{
		binFilter32:    binFilter32AVX2,
		binKept32:      binKept32AVX512,
		bitop:          bitopAVX512,
		boundaries:     boundariesBMI,
		compactWords:   compactWordsBMI2,
		dictRuns32:     dictRuns32AVX512,
		dictRuns64:     dictRuns64AVX512,
		fillRuns64:     fillRuns64AVX512,
		filter128:      filter128AVX2,
		filter16:       filter16AVX512,
		filter32:       filter32AVX512,
		filter64:       filter64AVX512,
		filter8:        filter8AVX512,
		gather32:       gather32Perm32AVX512,
		gather64:       gather64Perm16AVX512,
		gatherAny32:    gather32Scalar8AVX2,
		gatherAny64:    gather64Scalar8AVX2,
		indexAll:       indexAllAVX512,
		indexStats32:   indexStats32AVX512Block,
		lenEq32:        lenEq32AVX2,
		level:          AVX512,
		matchAny16:     matchAny16AVX512,
		matchAny32:     matchAny32AVX512,
		matchAny64:     matchAny64AVX512,
		matchAny8:      matchAny8AVX512,
		matchEach16:    matchEach16AVX512,
		matchEach32:    matchEach32AVX512,
		matchEach64:    matchEach64AVX512,
		matchEach8:     matchEach8AVX512,
		popcnt:         popcntAVX512,
		prefixOffs32:   prefixOffs32AVX2,
		select32:       select32AVX512,
		select64:       select64AVX512,
		skip:           skipAVX512,
		unpack16:       unpack16Generic,
		unpack32:       unpack32VBMI,
		unpack32Groups: unpack32GroupsVBMI,
		unpack32Runs:   unpack32RunsForVBMI,
		unpack64:       unpack64Generic,
		unpack8:        unpack8Generic,
		viewBounds:     viewBoundsAVX2Block,
		viewFind:       viewFindAVX2,
		viewMerge:      viewMergeAVX2,
		viewPrefix:     viewPrefixAVX512,
	}
	setCmpAVX512(k)
	setViewCmpAVX512(k)
	setReduceAVX512(k)
	setReduceCallsAVX512(k)
	return k
}

// asmKits returns the assembly levels compiled into this build; the caller
// keeps only those the CPU supports.
func asmKits() (t [numLevels]*kit) {
	t[AVX2] = kitAVX2()
	t[AVX512] = kitAVX512()
	return
}

// asmVariants lists the per-CPU forms of the amd64 levels. Each level's
// first variant is its own kit; every one runs wherever its level does.
func asmVariants() []variant {
	return []variant{
		{name: "avx2-pext", level: AVX2, fits: func(c *CPU) bool { return c.FastPEXT }},
		{name: "avx2-slowpext", level: AVX2, apply: slowPEXT, fits: func(c *CPU) bool { return !c.FastPEXT }},
		// Every AVX-512 CPU has a fast PEXT, so the level needs no such variant.
		{name: "avx512-vbmi", level: AVX512, fits: func(c *CPU) bool { return !c.Zen4 }},
		{name: "avx512-zen4", level: AVX512, apply: zen4Unpack, fits: func(c *CPU) bool { return c.Zen4 }},
	}
}

// slowPEXT is the AVX2 level for CPUs whose PEXT is microcoded (see
// CPU.FastPEXT): bits are compacted by the nibble table, and views compared
// in Go, since the AVX2 view compare kernels reduce their masks with one
// PEXT per 32 views, which costs more there than the Go compares.
func slowPEXT(k *kit) {
	k.compactWords = compactWordsGo
	k.viewCmp = nil
}
