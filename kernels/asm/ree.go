package asm

// Run-end decoding: fill each run of 64-bit values with its value. The
// assembly broadcasts a run's value into a vector register and stores
// whole vectors from the run's start, running up to 31 values past its end
// into slots the following runs overwrite, so that a run of up to 32
// values costs a fixed 256 bytes of stores and no branch on its length
// (a mispredicted loop exit per run is what a plain fill of short runs
// spends its time on). It is the fixed-width inner loop of
// kernels.REEDecode for int64 run ends, used when runs average 8 values or
// more, at the AVX2, AVX-512 and NEON levels.

// fillRuns64Of fills leading runs of dst: run j covers dst[start_j, end_j)
// with end_j = ends[j]-off and start_j = end_{j-1} (start_0 = 0), and
// holds vals[j]. It returns how many runs it filled (0 at a level without
// assembly); it writes only below len(dst) and stops before the first run
// that ends within 32 values of len(dst), that does not end after it
// starts, or past the shorter of vals and ends. The caller fills the
// rest.
func (k *kit) fillRuns64Of() func(dst, vals []uint64, ends []int64, off int) int {
	f := k.fillRuns64
	if f == nil {
		return nil
	}
	return func(dst, vals []uint64, ends []int64, off int) int {
		if len(dst) < 32 {
			return 0
		}
		return f(dst, vals, ends, off)
	}
}
