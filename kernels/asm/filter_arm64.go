//go:build !noasm

package asm

// Stubs of the arm64 filter word kernels (filter_arm64.s). Each takes src
// holding 64*k values, mask holding 8*k+1 bytes from the byte of src[0]'s
// bit, shift < 8, and returns the values stored into dst and the words
// finished (see filterWords32 in filter.go): it stops before a dense word
// whose output plus one vector (16 bytes: 4 dwords or 2 qwords; 8 bytes or
// 8 halfwords for filter8NEON and filter16NEON) would pass len(dst).
// Requires: ASIMD.

//go:noescape
func filter32NEON(dst, src []uint32, mask []byte, shift uint) (n, done int)

//go:noescape
func filter64NEON(dst, src []uint64, mask []byte, shift uint) (n, done int)

//go:noescape
func filter8NEON(dst, src []uint8, mask []byte, shift uint) (n, done int)

//go:noescape
func filter16NEON(dst, src []uint16, mask []byte, shift uint) (n, done int)
