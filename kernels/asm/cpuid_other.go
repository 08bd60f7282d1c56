//go:build noasm || !amd64

package asm

// cpuIdent returns no identity: only amd64's choices depend on it.
func cpuIdent() (vendor string, family, model uint32) { return "", 0, 0 }
