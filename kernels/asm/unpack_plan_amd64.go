//go:build !noasm

package asm

import (
	"fmt"
	"os"
	"strings"
)

// unpackPlan says which kernels the AVX-512 level unpacks 32-bit values
// with: its own (VBMI multishift) or the AVX2 ones, per width and use.
//
// The best sequence differs between microarchitectures. Intel's AVX-512
// cores (and AMD's Zen 5) run a 512-bit VPERMB or VPMULTISHIFTQB as one
// operation; Zen 4 splits each into two 256-bit halves, and at widths 2..7
// the AVX2 kernels, which spend fewer shuffles per value there, unpack 64K
// values 1-10% faster (minimum of 6 runs; 3-24% in the mean). At 1M
// values, whose 4 MB of output overflow the 1 MB L2, the VBMI kernels are
// 0-10% faster at the same widths (perhaps their aligned 64-byte stores,
// each a whole cache line), and in a hybrid stream's runs the VBMI loop
// keeps up (width 3 at 64K: 2.90 us, AVX2 2.85 us). The plan is chosen
// once, from the CPU's vendor and family (CPU.Zen4), and
// QUIVER_UNPACK can override it (unpackPlanFor). Only Zen 4 has been
// measured; Intel and Zen 5 keep the VBMI kernels, the choice the AVX-512
// level was written for.
type unpackPlan struct {
	avx2      [33]bool // widths at which Unpack32 uses the AVX2 kernels,
	avx2Below int      // on calls of fewer values than this (0: any call);
	streams   bool     // Unpack32Groups and HybridRuns32 use them at every width
}

// zen4UnpackAVX2 lists the widths at which Zen 4 (AMD family 19h with
// AVX-512) unpacks 64K values faster with the AVX2 kernels, and
// zen4AVX2Below the call size up to which they do: 128K values, 512 KB of
// output, half the L2 (measured at 64K and 1M only). BenchmarkUnpack32 at
// 64K values, alternating QUIVER_UNPACK=vbmi and auto 6 times per width,
// min (mean) ns/op: width 2 2573 (3572) vs 2448 (2726), 3 2730 (3147) vs
// 2591 (2668), 4 2637 (3012) vs 2609 (2727), 5 3077 (3354) vs 2812
// (3100), 6 3080 (3404) vs 2797 (2984), 7 2944 (3188) vs 2862 (2890);
// widths 1 and 8..16 within noise, 17 and up VBMI faster. At 1M values
// VBMI is 0-10% faster at widths 2..7.
var (
	zen4UnpackAVX2 = []int{2, 3, 4, 5, 6, 7}
	zen4AVX2Below  = 128<<10 + 1
)

// unpackSetting is the QUIVER_UNPACK value seen at start-up; avx512Plan
// is the plan it and the CPU give, unpackSettingErr why the setting was
// ignored, if it was.
var (
	unpackSetting                = os.Getenv("QUIVER_UNPACK")
	avx512Plan, unpackSettingErr = unpackPlanFor(unpackSetting, host.Zen4)
)

// unpackPlanFor returns the AVX-512 level's plan, on Zen 4 or not, under
// the QUIVER_UNPACK setting env: "" or "auto"
// (the CPU's plan), "vbmi" (the VBMI kernels at every width) or "avx2"
// (the AVX2 kernels at every width). Any other value leaves the CPU's
// plan and returns why.
func unpackPlanFor(env string, zen4 bool) (p unpackPlan, err error) {
	switch s := strings.ToLower(strings.TrimSpace(env)); s {
	case "vbmi":
		return p, nil
	case "avx2":
		for w := range p.avx2 {
			p.avx2[w] = true
		}
		p.streams = true
		return p, nil
	case "", "auto":
	default:
		err = fmt.Errorf("asm: QUIVER_UNPACK=%q ignored (want auto, vbmi or avx2), using the CPU's plan", env)
	}
	if zen4 {
		for _, w := range zen4UnpackAVX2 {
			p.avx2[w] = true
		}
		p.avx2Below = zen4AVX2Below
	}
	return p, err
}

// UnpackOverride reports the QUIVER_UNPACK setting seen at start-up (how
// the AVX-512 level picks its bit-unpacking kernels per width: auto, vbmi
// or avx2) and, when it could not be honoured, why.
func UnpackOverride() (requested string, err error) { return unpackSetting, unpackSettingErr }

// The AVX-512 level's unpack entries, under the plan avx512Plan.
var (
	unpack32AVX512        = unpack32With(&avx512Plan)
	unpack32GroupsAVX512  = unpack32GroupsWith(&avx512Plan)
	unpack32RunsForAVX512 = unpack32RunsWith(&avx512Plan)
)

// unpack32With returns the Unpack32 kernel that follows plan p.
func unpack32With(p *unpackPlan) func(dst []uint32, src []byte, width int) {
	return func(dst []uint32, src []byte, width int) {
		if uint(width) < uint(len(p.avx2)) && p.avx2[width] && (p.avx2Below == 0 || len(dst) < p.avx2Below) {
			unpack32AVX2(dst, src, width)
			return
		}
		unpack32VBMI(dst, src, width)
	}
}

// unpack32GroupsWith returns the Unpack32Groups kernels that follow plan p.
// Their callers decode a hybrid stream's runs, of 504 values each in the
// layout parquet-mr writes, into an output of any size, so no width is
// worth moving to AVX2 on its own.
func unpack32GroupsWith(p *unpackPlan) (t [33]func(dst []uint32, src []byte)) {
	if p.streams {
		return unpack32GroupsAVX2
	}
	return unpack32GroupsVBMI
}

// unpack32RunsWith returns the hybrid runs loops that follow plan p (nil
// where the chosen kernel family has none).
func unpack32RunsWith(p *unpackPlan) func(width int) func(dst []uint32, src []byte, at, pos int) (int, int) {
	if p.streams {
		return unpack32RunsForAVX2
	}
	return unpack32RunsForVBMI
}
