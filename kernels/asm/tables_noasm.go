//go:build noasm || !(amd64 || arm64)

package asm

// asmTables returns no assembly levels: this build has only the pure-Go one
// (the noasm tag, or an architecture without quiver assembly).
func asmTables() (t [numLevels]*Table) { return t }
