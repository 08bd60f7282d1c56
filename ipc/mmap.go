package ipc

import "sync/atomic"

// mapping owns a memory mapping of a file. Arrays read from the mapping
// hold it (arrays.Data.WithOwner), so the mapping is released only when
// neither the FileReader nor any of those arrays is reachable: using a
// batch after FileReader.Close reads valid memory instead of faulting.
type mapping struct {
	size int // nonzero: a zero-size object could share its address, and its cleanup never run
}

// liveMappings counts mappings not yet unmapped, for tests.
var liveMappings atomic.Int64
