package asm

import "golang.org/x/sys/cpu"

// This file is the one place that asks the CPU what it can do.

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
		{"BMI2", &cpu.X86.HasBMI2},     // SHLX/SHRX, PDEP
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

// cpuHas[l] reports whether the CPU has every feature level l uses. It is
// computed once, when the package is initialized; nothing writes to cpu.X86.
var cpuHas = detect()

func detect() (has [numLevels]bool) {
	for l := range numLevels {
		has[l] = len(missingFeatures(l)) == 0
	}
	// The feature flags of the other architecture are all false, so NEON is
	// never reported on amd64 and AVX2 never on arm64; an empty list (generic)
	// is always satisfied.
	return has
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
