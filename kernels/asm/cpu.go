package asm

import "golang.org/x/sys/cpu"

// This file is the one place that asks the CPU what it can do: the result
// is one CPU value, computed at initialization, that every choice of level
// and variant reads (through the Table that carries it), so no choice reads
// a flag of its own.

// CPU is what this machine is, as far as the kernels' choices go.
type CPU struct {
	// Vendor is the CPUID vendor string ("GenuineIntel", "AuthenticAMD",
	// "HygonGenuine"); empty off amd64 and under the noasm tag, where no
	// choice depends on it.
	Vendor string
	// Family and Model are the display family and model (base plus
	// extended fields), 0 where Vendor is empty.
	Family, Model uint32
	// FastPEXT reports whether PEXT is a single fast instruction: on every
	// Intel CPU with BMI2 (Haswell on) and on AMD from Zen 3 (family 19h).
	// AMD's earlier BMI2 CPUs (Excavator, Zen 1 and 2, families 15h-18h,
	// which includes Hygon's) microcode it at a cost that grows with the
	// mask's set bits, slower than the nibble table; the AVX2 level then
	// runs as its avx2-slowpext variant.
	FastPEXT bool
	// Zen4 reports an AMD family 19h CPU with the AVX-512 level (Zen 3 has
	// no AVX-512, Zen 5 is family 1Ah), which splits 512-bit permutes into
	// two halves; the AVX-512 level then runs as its avx512-zen4 variant.
	Zen4 bool

	has [numLevels]bool // has[l]: every feature level l uses is present
}

// Has reports whether the CPU has every feature level l's assembly uses.
func (c *CPU) Has(l Level) bool { return l < numLevels && c.has[l] }

// Host returns the CPU the package was initialized on.
func Host() CPU { return host }

// host is this machine, asked once; nothing writes to it or to cpu.X86.
var host = detect()

func detect() CPU {
	c := CPU{}
	c.Vendor, c.Family, c.Model = cpuIdent()
	for l := range numLevels {
		// The feature flags of the other architecture are all false, so
		// NEON is never reported on amd64 and AVX2 never on arm64; an empty
		// list (generic) is always satisfied.
		c.has[l] = len(missingFeatures(l)) == 0
	}
	c.FastPEXT = pextIsFast(c.Vendor, c.Family)
	c.Zen4 = c.has[AVX512] && isZen4(c.Vendor, c.Family)
	return c
}

// pextIsFast reports whether a CPU of this vendor and family runs PEXT fast
// (see CPU.FastPEXT).
func pextIsFast(vendor string, family uint32) bool {
	switch vendor {
	case "AuthenticAMD", "HygonGenuine":
		return family >= 0x19
	}
	return true
}

// isZen4 reports whether a CPU of this vendor and family that has AVX-512
// is a Zen 4 (see CPU.Zen4).
func isZen4(vendor string, family uint32) bool { return vendor == "AuthenticAMD" && family == 0x19 }

// feature is one CPU capability a level relies on.
type feature struct {
	name string
	has  *bool
}

// levelFeatures lists, per level, every CPU feature its assembly uses. A
// level is usable only when all of them are present: testing AVX512F alone is
// not enough (GODEBUG=cpu.avx512f=off leaves BW, VBMI and the rest reported
// as present, and many CPUs have F without VBMI or VPOPCNTDQ).
var levelFeatures = [numLevels][]feature{
	Generic: nil,
	AVX2: {
		{"AVX", &cpu.X86.HasAVX},
		{"AVX2", &cpu.X86.HasAVX2},
		{"BMI1", &cpu.X86.HasBMI1},     // TZCNT
		{"BMI2", &cpu.X86.HasBMI2},     // SHLX/SHRX, PDEP, PEXT
		{"POPCNT", &cpu.X86.HasPOPCNT}, // POPCNT on masks
	},
	AVX512: {
		{"AVX", &cpu.X86.HasAVX},
		{"AVX2", &cpu.X86.HasAVX2},
		{"BMI1", &cpu.X86.HasBMI1},
		{"BMI2", &cpu.X86.HasBMI2},
		{"POPCNT", &cpu.X86.HasPOPCNT},
		{"AVX512", &cpu.X86.HasAVX512},                   // the OS saves ZMM and opmask state
		{"AVX512F", &cpu.X86.HasAVX512F},                 // ZMM registers, VPCOMPRESSD/Q, VPTERNLOGQ
		{"AVX512BW", &cpu.X86.HasAVX512BW},               // byte masks: KMOVQ, VMOVDQU8, VPCMPUB
		{"AVX512DQ", &cpu.X86.HasAVX512DQ},               // KMOVB
		{"AVX512VL", &cpu.X86.HasAVX512VL},               // EVEX forms on YMM/XMM
		{"AVX512VBMI", &cpu.X86.HasAVX512VBMI},           // VPERMB, VPMULTISHIFTQB
		{"AVX512VBMI2", &cpu.X86.HasAVX512VBMI2},         // VPSHRDVQ funnel shifts
		{"AVX512VPOPCNTDQ", &cpu.X86.HasAVX512VPOPCNTDQ}, // VPOPCNTQ
	},
	NEON: {
		{"ASIMD", &cpu.ARM64.HasASIMD},
	},
}

// missingFeatures names the features level l uses that this CPU lacks.
func missingFeatures(l Level) []string {
	var miss []string
	for _, f := range levelFeatures[l] {
		if !*f.has {
			miss = append(miss, f.name)
		}
	}
	return miss
}
