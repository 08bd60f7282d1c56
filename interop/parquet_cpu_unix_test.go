//go:build linux || darwin || freebsd || netbsd || openbsd

package interop

import (
	"syscall"
	"testing"
	"time"
)

// processCPU is the CPU time (user + system) the process has used so far,
// on every thread: the cost of a read on a busy machine, where wall time
// mostly measures the other tenants.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}

// cpuPerOp starts counting the process's CPU time; the returned function
// reports it per iteration as cpu-ns/op (the garbage collector's and the
// page-prefetching goroutines' share included).
func cpuPerOp(b *testing.B) func() {
	start, ok := processCPU()
	return func() {
		end, ok2 := processCPU()
		if ok && ok2 && b.N > 0 {
			b.ReportMetric(float64(end-start)/float64(b.N), "cpu-ns/op")
		}
	}
}
