//go:build noasm || !amd64

package asm

// unpackPlanTables returns the tables of the AVX-512 unpack plans the
// active one does not use: none on this build (an empty map callers may
// add to).
func unpackPlanTables() map[string]*Table { return map[string]*Table{} }
