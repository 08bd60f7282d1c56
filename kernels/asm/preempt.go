package asm

// Preemption between assembly calls. Go stops a goroutine for the garbage
// collector (to scan its stack, or for a stop-the-world phase) at a safe
// point: the stack check in a function's prologue, or anywhere in Go code
// when a preemption signal lands there. Assembly has neither: a signal
// that lands in it is ignored and sent again, and NOSPLIT assembly has no
// prologue check. Cutting a long kernel into chunks therefore helps only
// if something between the chunks is a safe point; the loop that calls
// the chunks is not (a loop has no check, and the signal almost always
// lands in the assembly). Without one, a collector that wants to scan the
// goroutine spins and signals it for the whole call: on the Zen 4 VM, a
// 1M-value filter into fresh memory spent a third of its time in signal
// delivery and the collector's spin (perf).

// SafePoint gives the scheduler a synchronous preemption point: if the
// runtime has asked this goroutine to stop, it stops here. Otherwise it
// costs two calls. Call it between chunks of assembly work.
//
//go:noinline
func SafePoint() { safePointLeaf() }

// safePointLeaf makes SafePoint a non-leaf function: the compiler drops
// the stack check (the safe point) from leaf functions with small frames.
//
//go:noinline
func safePointLeaf() {}
