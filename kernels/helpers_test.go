package kernels

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
	"github.com/quiver-go/quiver/kernels/internal/kerneltest"
)

// forEachLevel runs f once per table this CPU and build support (each
// level as each of its variants), as subtest isa=<name>, so no test covers
// only the active one.
func forEachLevel(t *testing.T, f func(t *testing.T, k *asm.Table)) {
	t.Helper()
	kerneltest.ForEachTable(t, asm.Tables(), f)
}

// availableTables lists every table this machine and build can run (each
// level as each of its variants), the pure-Go one first.
func availableTables() []*asm.Table { return asm.Tables() }

// forEachLevelTable is forEachLevel for the public API: f gets an option
// that runs the kernels with each table.
func forEachLevelTable(t *testing.T, f func(t *testing.T, lv Option)) {
	t.Helper()
	forEachLevel(t, func(t *testing.T, k *asm.Table) { f(t, atLevel{k}) })
}

// hybridGuard is a scratch area ending at an inaccessible page
// (kerneltest.Guard): bytes placed at its end make any read past them
// fault, which catches a kernel reading past the stream it was given.
type hybridGuard = kerneltest.Guard

func newHybridGuard(t testing.TB, size int) *hybridGuard { return kerneltest.NewGuard(t, size) }

// skipWhenEmulated skips a test of level-independent logic (how Parallel
// and chunked inputs split the work) in the emulated runs of the assembly
// levels (QUIVER_TEST_EMULATED=1, set by make test-arm64 and
// test-avx2-emulated), where a test costs 10-50x its native time: the
// splitting is the same Go code at every level, and the native runs (every
// level of this CPU, noasm, race, 386) and test-s390x run these tests.
func skipWhenEmulated(t *testing.T) {
	t.Helper()
	if os.Getenv("QUIVER_TEST_EMULATED") == "1" {
		t.Skip("level-independent splitting: tested natively and on s390x, not under the asm levels' emulators")
	}
}

func newRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0x853c49e6748fea9b)) }

func bit(b []byte, i int) bool { return kerneltest.Bit(b, i) }

// randBitmap returns a bitmap of n bits (exactly (n+7)/8 bytes) where each
// bit is set with probability p, drawn by geometric gaps between the rarer
// value so that large sparse or dense bitmaps stay cheap.
func randBitmap(r *rand.Rand, n int, p float64) []byte {
	b := make([]byte, (n+7)/8)
	switch {
	case p == 0.5:
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		return b
	case p <= 0:
		return b
	}
	rare, flip := p, false
	if p > 0.5 {
		rare, flip = 1-p, true
	}
	if rare > 0 {
		for i := geometric(r, rare); i < n; i += 1 + geometric(r, rare) {
			b[i>>3] |= 1 << (i & 7)
		}
	}
	if flip {
		for i := range b {
			b[i] = ^b[i]
		}
	}
	return b
}

// runBitmap returns a bitmap of n bits made of alternating runs whose
// lengths are geometric with the given mean.
func runBitmap(r *rand.Rand, n int, mean float64) []byte {
	b := make([]byte, (n+7)/8)
	set := r.IntN(2) == 0
	for i := 0; i < n; {
		l := 1 + geometric(r, 1/mean)
		for j := i; j < min(n, i+l); j++ {
			if set {
				b[j>>3] |= 1 << (j & 7)
			}
		}
		i += l
		set = !set
	}
	return b
}

func geometric(r *rand.Rand, p float64) int { return kerneltest.Geometric(r, p) }

// bitLengths: all of 0..70, around multiples of 32 and 64 up to 1100, and
// a few large lengths.
func bitLengths() []int {
	var ls []int
	for n := 0; n <= 70; n++ {
		ls = append(ls, n)
	}
	for m := 96; m <= 1088; m += 32 {
		ls = append(ls, m-1, m, m+1)
	}
	return append(ls, 4096+3, 20000+9, 65536+5)
}

// mustPanic fails unless f panics.
func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Errorf("%s did not panic", what)
		}
	}()
	f()
}
