//go:build !noasm

package asm

// asmTables returns the assembly levels compiled into this build; the caller
// keeps only those the CPU supports.
func asmTables() (t [numLevels]*Table) {
	t[NEON] = derive(NEON, func(k *Table) {
		k.popcnt = popcntNEON
		k.bitop = bitopNEONTable
		k.skip = skipNEON
		k.select32 = select32NEON
		k.select64 = select64NEON
		k.unpack32 = unpack32NEON
		k.filter32 = filter32NEON
		k.filter64 = filter64NEON
		k.filter8 = filter8NEON
		k.filter16 = filter16NEON
		k.narrowFilterAsm = true
		setCmpNEON(k)
		setViewCmpNEON(k)
		setReduceNEON(k)
	})
	return t
}
