package kernels

import (
	"sync"
	"sync/atomic"

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
// Today Filter and Take of fixed-width values and the compares of
// fixed-width values split this way; validity bitmaps, strings, views and
// nested layouts run on the caller's goroutine.
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

// morsels returns how many morsels n slots make, and whether the call is
// to run on several goroutines.
func (c *config) morsels(n int) (int, bool) {
	m := (n + morselSlots - 1) / morselSlots
	return m, c.workers > 1 && m > 1
}

// forMorsels runs f on every morsel [lo, hi) of [0, n), on up to c.workers
// goroutines. f gets the config to use: c itself when the call runs on the
// caller's goroutine, else a per-goroutine copy without the Scratch (a
// Scratch serves one goroutine), so what a morsel allocates is fresh
// memory. A panic in any morsel (a malformed argument that guard turns
// into an error) is re-raised on the caller's goroutine once every
// goroutine has stopped, so no goroutine outlives the call.
func (c *config) forMorsels(n int, f func(c *config, lo, hi int)) {
	m, par := c.morsels(n)
	if !par {
		if n > 0 {
			f(c, 0, n)
		}
		return
	}
	var (
		next    atomic.Int64
		wg      sync.WaitGroup
		mu      sync.Mutex
		failure any
	)
	run := func() {
		own := *c
		own.scratch, own.workers = nil, 1
		defer func() {
			if r := recover(); r != nil {
				mu.Lock()
				if failure == nil {
					failure = r
				}
				mu.Unlock()
				next.Store(int64(m)) // the other goroutines stop at their next morsel
			}
		}()
		for {
			i := int(next.Add(1) - 1)
			if i >= m {
				return
			}
			lo := i * morselSlots
			f(&own, lo, min(n, lo+morselSlots))
		}
	}
	g := min(c.workers, m)
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
func filterMorsels(k *asm.Table, c *config, w int, out, src []byte, n int, sel *selection) {
	m, _ := c.morsels(n)
	start := make([]int, m+1)
	c.forMorsels(n, func(_ *config, lo, hi int) {
		start[lo/morselSlots+1] = k.CountSetBits(sel.keep, sel.keepOff+lo, hi-lo)
	})
	for i := range m {
		start[i+1] += start[i]
	}
	c.forMorsels(n, func(_ *config, lo, hi int) {
		i := lo / morselSlots
		p, q := start[i], start[i+1]
		if p < q {
			filterWidth(k, w, out[p*w:q*w], q-p, src[lo*w:hi*w], hi-lo, sel.keep, sel.keepOff+lo)
		}
	})
}
