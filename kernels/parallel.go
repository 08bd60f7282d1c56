package kernels

import (
	"sync"
	"sync/atomic"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Parallel returns an option that lets one call run its kernels on up to n
// goroutines (the caller's included): the input is cut into morsels of
// morselSlots slots, and each goroutine takes the next morsel until none is
// left, writing straight into the call's one result (a filter first counts
// each morsel's kept slots, so that every morsel knows where its output
// starts; nothing is concatenated afterwards). n <= 1, the default, never
// starts a goroutine. Calls too small for two morsels run on the caller's
// goroutine whatever n is.
//
// Today these split this way: Filter and Take of fixed-width, binary,
// utf8 and view values (large ones too), the compares of fixed-width values, strings, binary,
// views and fixed-size binary, Between with scalar bounds, IfElse and
// FillNull of fixed-width and boolean values, DictDecode into fixed-width
// values and HybridDictDecode from dictionaries of them without nulls, the
// boolean operators (And, Or, Xor, AndNot, their Kleene forms, Not), IsIn
// and IndexIn, the string predicates (StartsWith, EndsWith, Contains,
// Like, ILike), the reductions Sum, Mean, Min, Max and MinMax (partials
// combined so that results equal the sequential ones bit for bit, float
// sums included), and REEDecode of fixed-width values. Filters and takes
// of nested layouts run on the caller's goroutine. The kernels over
// arrays.Chunked columns and arrays.Table run their pieces on up to n
// goroutines (see FilterChunked). Results never depend on n.
func Parallel(n int) Option { return parallelism(n) }

type parallelism int

func (p parallelism) apply(c config) config {
	c.workers = int(p)
	return c
}

// morselSlots is the number of slots per morsel: a multiple of 64 (so that
// morsels of a compare own whole output words), large enough that a
// goroutine's start and the shared counter cost nothing against the work
// (64K int64 values are 512 KiB), small enough that two goroutines' work
// stays even.
const morselSlots = 1 << 16

// parallel reports whether a call over n slots is to run on several
// goroutines: Parallel asked for more than one and there are two morsels.
func (c *config) parallel(n int) bool {
	return c.workers > 1 && n > morselSlots
}

// numMorsels is the number of morsels n slots make.
func numMorsels(n int) int { return (n + morselSlots - 1) / morselSlots }

// forMorsels runs f on every morsel [lo, hi) of [0, n) on up to
// base.workers goroutines, the caller's included. Each goroutine gets its
// own copy of base without the Scratch (a Scratch serves one goroutine), so
// what a morsel allocates is fresh memory. A panic in any morsel (a
// malformed argument that guard turns into an error) is re-raised on the
// caller's goroutine once every goroutine has stopped, so no goroutine
// outlives the call.
//
// base is passed by value and callers build f only on their parallel path
// (c.parallel), capturing copies made there: f escapes to the goroutines,
// and whatever it captures would otherwise be moved to the heap on every
// call, parallel or not.
func forMorsels(base config, n int, f func(c *config, lo, hi int)) {
	forTasks(base, numMorsels(n), func(c *config, i int) {
		lo := i * morselSlots
		f(c, lo, min(n, lo+morselSlots))
	})
}

// forTasks is forMorsels over m tasks of the caller's choosing: f(c, i)
// runs once for each i in [0, m), on up to base.workers goroutines.
func forTasks(base config, m int, f func(c *config, i int)) {
	var next atomic.Int64
	onGoroutines(min(base.workers, m), func() {
		own := base
		own.scratch, own.workers = nil, 1
		for {
			i := int(next.Add(1) - 1)
			if i >= m {
				return
			}
			f(&own, i)
		}
	}, func() {
		next.Store(int64(m)) // the other goroutines stop at their next morsel
	})
}

// onGoroutines runs work on g goroutines, the caller's included, and
// returns when all have returned. A panic in one calls stop (so that the
// others can quit early) and is re-raised on the caller's goroutine once
// every goroutine has stopped.
func onGoroutines(g int, work, stop func()) {
	var (
		wg      sync.WaitGroup
		mu      sync.Mutex
		failure any
	)
	run := func() {
		defer func() {
			if r := recover(); r != nil {
				mu.Lock()
				if failure == nil {
					failure = r
				}
				mu.Unlock()
				stop()
			}
		}()
		work()
	}
	wg.Add(g - 1)
	for range g - 1 {
		go func() {
			defer wg.Done()
			run()
		}()
	}
	run()
	wg.Wait()
	if failure != nil {
		panic(failure)
	}
}

// filterMorsels is filterFixed's width-kernel step on several goroutines:
// each morsel's kept count first, then each morsel compacts into out from
// the sum of the counts before it.
func filterMorsels(k *asm.Table, base config, w int, out, src []byte, n int, keep []byte, keepOff int) {
	start := make([]int, numMorsels(n)+1)
	forMorsels(base, n, func(_ *config, lo, hi int) {
		start[lo/morselSlots+1] = k.CountSetBits(keep, keepOff+lo, hi-lo)
	})
	for i := range len(start) - 1 {
		start[i+1] += start[i]
	}
	forMorsels(base, n, func(_ *config, lo, hi int) {
		i := lo / morselSlots
		p, q := start[i], start[i+1]
		if p < q {
			filterWidth(k, w, out[p*w:q*w], q-p, src[lo*w:hi*w], hi-lo, keep, keepOff+lo)
		}
	})
}

// takeMorsels is gatherValues' width-kernel step on several goroutines,
// each gathering the runs of valid indices of its morsels (ix is a copy:
// see forMorsels).
func takeMorsels(k *asm.Table, base config, w int, out, src []byte, length int, ix indexSet) {
	forMorsels(base, ix.n, func(_ *config, lo, hi int) {
		if ix.valid == nil {
			takeWidth(k, w, out, src, length, &ix, lo, hi)
			return
		}
		forEachRun(ix.valid, ix.validOff+lo, hi-lo, func(from, to int) {
			takeWidth(k, w, out, src, length, &ix, lo+from, lo+to)
		})
	})
}

// compareMorselsAA is compareFixedAA on several goroutines: a morsel is a
// whole number of output words.
func compareMorselsAA(k *asm.Table, base config, op cmpOp, id arrays.TypeID, dst []uint64, a []byte, aOff int, b []byte, bOff int, n int) {
	forMorsels(base, n, func(c *config, lo, hi int) {
		compareFixedAA(k, c, op, id, dst[lo/64:], a, aOff+lo, b, bOff+lo, hi-lo)
	})
}

// compareMorselsAS is compareMorselsAA against a scalar.
func compareMorselsAS(k *asm.Table, base config, op cmpOp, id arrays.TypeID, dst []uint64, a []byte, aOff int, s *Scalar, n int) {
	forMorsels(base, n, func(c *config, lo, hi int) {
		compareFixedAS(k, c, op, id, dst[lo/64:], a, aOff+lo, s, hi-lo)
	})
}

// gatherMorsels is a dictionary target's gather on several goroutines.
// Morsels are whole bytes of the output validity bitmap, so concurrent
// gathers write disjoint bytes; the first bad index overall is the first
// of the earliest morsel that has one (-1: none).
func gatherMorsels(base config, t dictTarget, idx []uint32) int {
	first := make([]int, numMorsels(len(idx)))
	forMorsels(base, len(idx), func(_ *config, lo, hi int) {
		b, err := t.gather(lo, idx[lo:hi])
		if err != nil {
			panic(err) // the fixed-width targets return none
		}
		if b >= 0 {
			b += lo
		}
		first[lo/morselSlots] = b
	})
	for _, b := range first {
		if b >= 0 {
			return b
		}
	}
	return -1
}
