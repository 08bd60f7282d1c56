//go:build linux || darwin || freebsd || netbsd || openbsd

package interop

import (
	"syscall"
	"testing"
	"time"
)

// processUsage is the CPU time (user + system) the process has used so
// far, on every thread: the cost of a read on a busy machine, where wall
// time mostly measures the other tenants; and its minor page faults, the
// cost of fresh memory, which on this kind of VM is most of a cold read.
func processUsage() (time.Duration, int64, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), int64(ru.Minflt), true
}

// cpuPerOp starts counting the process's CPU time and page faults; the
// returned function reports them per iteration as cpu-ns/op and faults/op
// (the garbage collector's and the page-prefetching goroutines' share
// included).
func cpuPerOp(b *testing.B) func() {
	start, f0, ok := processUsage()
	return func() {
		end, f1, ok2 := processUsage()
		if ok && ok2 && b.N > 0 {
			b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(f1-f0)/float64(b.N), "faults/op")
		}
	}
}
