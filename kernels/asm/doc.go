// Package asm holds quiver's width-level kernel loops: the inner loops every
// typed kernel reduces to (bitmap counting and logic, bit-unpacking), each
// written once in pure Go and, where it pays, again in AVX2 and AVX-512
// assembly for amd64 and NEON assembly for arm64.
//
// A level (generic, avx2, avx512, neon) is a Table of those loops. The CPU is
// probed once, in cpu.go, with golang.org/x/sys/cpu; at start-up the package
// picks the best level this CPU and build can run. The environment variable
// QUIVER_ISA=generic|avx2|avx512|neon can lower that choice (never raise it
// above what the CPU has), and the build tag noasm removes every assembly
// table, leaving only the pure-Go one.
//
// Every assembly function has a pure-Go twin that is always compiled, and the
// tests run each kernel at every level the CPU supports (see Levels), so no
// level is ever covered only by accident of the machine the tests run on.
//
// The Table methods trust their arguments: lengths and offsets must already be
// in range (package kernels checks them for its callers). They never read or
// write outside the slices they are given, whatever the level.
//
// This package imports nothing else from quiver.
package asm
