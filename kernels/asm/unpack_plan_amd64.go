//go:build !noasm

package asm

// unpackPlan says at which widths and call sizes the AVX-512 level
// unpacks 32-bit values with the AVX2 kernels instead of its own (VBMI
// multishift).
//
// The best sequence differs between microarchitectures. Intel's AVX-512
// cores (and AMD's Zen 5) run a 512-bit VPERMB or VPMULTISHIFTQB as one
// operation; Zen 4 splits each into two 256-bit halves, and at widths 2..7
// the AVX2 kernels, which spend fewer shuffles per value there, unpack 64K
// values 1-10% faster (minimum of 6 runs; 3-24% in the mean). At 1M
// values, whose 4 MB of output overflow the 1 MB L2, the VBMI kernels are
// 0-10% faster at the same widths (perhaps their aligned 64-byte stores,
// each a whole cache line), and in a hybrid stream's runs the VBMI loop
// keeps up (width 3 at 64K: 2.90 us, AVX2 2.85 us), so Unpack32Groups and
// HybridRuns32 stay on VBMI. The zen4 plan is the avx512-zen4 variant,
// chosen when CPU.Zen4; only Zen 4 has been measured, and Intel and Zen 5
// run the avx512-vbmi variant, the VBMI kernels the level was written for.
type unpackPlan struct {
	avx2      [33]bool // widths at which Unpack32 uses the AVX2 kernels,
	avx2Below int      // on calls of fewer values than this (0: any call)
}

// zen4Plan lists the widths at which Zen 4 (AMD family 19h with AVX-512)
// unpacks 64K values faster with the AVX2 kernels, and the call size up to
// which they do: 128K values, 512 KB of output, half the L2 (measured at
// 64K and 1M only). BenchmarkUnpack32 at 64K values, alternating the VBMI
// kernels and this plan 6 times per width, min (mean) ns/op: width 2 2573
// (3572) vs 2448 (2726), 3 2730 (3147) vs 2591 (2668), 4 2637 (3012) vs
// 2609 (2727), 5 3077 (3354) vs 2812 (3100), 6 3080 (3404) vs 2797 (2984),
// 7 2944 (3188) vs 2862 (2890); widths 1 and 8..16 within noise, 17 and up
// VBMI faster. At 1M values VBMI is 0-10% faster at widths 2..7.
var zen4Plan = func() (p unpackPlan) {
	for _, w := range []int{2, 3, 4, 5, 6, 7} {
		p.avx2[w] = true
	}
	p.avx2Below = 128<<10 + 1
	return p
}()

// zen4Unpack is the AVX-512 level for Zen 4: Unpack32 follows zen4Plan.
func zen4Unpack(k *kit) { k.unpack32 = unpack32With(&zen4Plan) }

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
