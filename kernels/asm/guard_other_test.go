//go:build !unix

package asm

import "testing"

// guard, on systems without mmap, only sizes slices exactly: Go code still
// panics on an over-read, assembly is not checked.
type guard struct{ mem []byte }

func newGuard(t testing.TB, size int) *guard { return &guard{mem: make([]byte, size)} }
