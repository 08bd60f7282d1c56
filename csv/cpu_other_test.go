//go:build !unix

package csv

import "time"

// cpuTime is unknown here: reportCPU then reports nothing.
func cpuTime() time.Duration { return 0 }
