//go:build !noasm

package asm

// asmTables returns the assembly levels compiled into this build; the caller
// keeps only those the CPU supports.
func asmTables() (t [numLevels]*Table) {
	t[AVX2] = derive(AVX2, func(k *Table) {
		k.popcnt = popcntAVX2
	})
	t[AVX512] = derive(AVX512, func(k *Table) {
		k.popcnt = popcntAVX512
	})
	return t
}
