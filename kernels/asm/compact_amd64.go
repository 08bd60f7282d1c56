//go:build !noasm

package asm

// compactWordsBMI2 is compactWordsGo with PEXT and POPCNT (see
// compactWordsFunc for the contract): the x86 levels' kernel, except on
// CPUs whose PEXT is microcoded (the avx2-slowpext variant). Requires:
// BMI2, POPCNT.
//
//go:noescape
func compactWordsBMI2(dst, v []byte, sv uint, m []byte, sm uint, words int) (done, n, set int)

// cpuIdent returns the CPUID vendor string and the display family and
// model (the base fields, plus the extended family when the base is 0xF and
// the extended model when the family is 6 or 0xF); cpu.go's detect is its
// one caller.
func cpuIdent() (vendor string, family, model uint32) {
	_, b, c, d := cpuid(0, 0)
	var v [12]byte
	for i := range 4 {
		v[i], v[4+i], v[8+i] = byte(b>>(8*i)), byte(d>>(8*i)), byte(c>>(8*i))
	}
	a, _, _, _ := cpuid(1, 0)
	family, model = a>>8&0xF, a>>4&0xF
	if family == 0x6 || family == 0xF {
		model += a >> 16 & 0xF << 4
	}
	if family == 0xF {
		family += a >> 20 & 0xFF
	}
	return string(v[:]), family, model
}

// cpuid executes CPUID with the given leaf and subleaf.
//
//go:noescape
func cpuid(leaf, sub uint32) (a, b, c, d uint32)
