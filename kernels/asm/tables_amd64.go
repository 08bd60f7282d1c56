//go:build !noasm

package asm

// asmTables returns the assembly levels compiled into this build; the caller
// keeps only those the CPU supports.
func asmTables() (t [numLevels]*Table) {
	t[AVX2] = derive(AVX2, func(k *Table) {
		k.popcnt = popcntAVX2
		k.bitop = bitopAVX2
		k.skip = skipAVX2
		k.select32 = select32AVX2
		k.select64 = select64AVX2
		k.boundaries = boundariesBMI
		k.unpack32 = unpack32AVX2
		k.filter32 = filter32AVX2
		k.filter64 = filter64AVX2
		k.filter8 = filter8AVX2
		k.filter16 = filter16AVX2
		k.narrowFilterAsm = true
		setCmpAVX2(k)
		setViewCmpAVX2(k)
		setReduceAVX2(k)
	})
	t[AVX512] = derive(AVX512, func(k *Table) {
		k.popcnt = popcntAVX512
		k.bitop = bitopAVX512
		k.skip = skipAVX512
		k.select32 = select32AVX512
		k.select64 = select64AVX512
		k.boundaries = boundariesBMI
		k.unpack32 = unpack32AVX512
		k.filter32 = filter32AVX512
		k.filter64 = filter64AVX512
		k.filter8 = filter8AVX512
		k.filter16 = filter16AVX512
		k.narrowFilterAsm = true
		setCmpAVX512(k)
		setViewCmpAVX512(k)
		setReduceAVX2(k) // AVX-512 CPUs run the AVX2 reductions
	})
	return t
}
