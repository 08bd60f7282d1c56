//go:build !(linux || darwin || freebsd || netbsd || openbsd)

package interop

import "testing"

// cpuPerOp reports nothing where getrusage is missing.
func cpuPerOp(*testing.B) func() { return func() {} }
