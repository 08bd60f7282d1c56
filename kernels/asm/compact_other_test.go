//go:build noasm || !amd64

package asm

// compactKernels are the raw kernels to compare with compactWordsGo: none
// but the Go one on this build.
func compactKernels() map[string]compactWordsFunc { return nil }
