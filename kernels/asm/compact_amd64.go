//go:build !noasm

package asm

// compactWordsPEXT is the raw bit-compaction kernel of the x86 levels:
// PEXT where the CPU runs it in a few cycles, the pure-Go kernel where it
// is microcoded (see fastPEXT).
func compactWordsPEXT(dst, v []byte, sv uint, m []byte, sm uint, words int) (done, n, set int) {
	if !fastPEXT {
		return compactWordsGo(dst, v, sv, m, sm, words)
	}
	return compactWordsBMI2(dst, v, sv, m, sm, words)
}

// compactWordsBMI2 is compactWordsGo with PEXT and POPCNT (see
// compactWordsFunc for the contract). Requires: BMI2, POPCNT.
//
//go:noescape
func compactWordsBMI2(dst, v []byte, sv uint, m []byte, sm uint, words int) (done, n, set int)

// fastPEXT reports whether PEXT is a single fast instruction here: on
// every Intel CPU with BMI2 (Haswell on) and on AMD from Zen 3 (family
// 19h). AMD's earlier BMI2 CPUs (Excavator, Zen 1 and 2, families 15h-18h,
// which includes Hygon's) microcode it at a cost that grows with the
// mask's set bits, slower than the nibble table.
var fastPEXT = pextIsFast(cpuVendorFamily())

func pextIsFast(vendor string, family uint32) bool {
	switch vendor {
	case "AuthenticAMD", "HygonGenuine":
		return family >= 0x19
	}
	return true
}

// cpuVendorFamily returns the CPUID vendor string and the display family
// (the base family, plus the extended family when the base is 0xF).
func cpuVendorFamily() (string, uint32) {
	_, b, c, d := cpuid(0, 0)
	var v [12]byte
	for i := range 4 {
		v[i], v[4+i], v[8+i] = byte(b>>(8*i)), byte(d>>(8*i)), byte(c>>(8*i))
	}
	a, _, _, _ := cpuid(1, 0)
	family := a >> 8 & 0xF
	if family == 0xF {
		family += a >> 20 & 0xFF
	}
	return string(v[:]), family
}

// cpuid executes CPUID with the given leaf and subleaf.
//
//go:noescape
func cpuid(leaf, sub uint32) (a, b, c, d uint32)
