//go:build !noasm

package asm

// filter128AVX2 is the 16-byte filter word kernel (filterWords128; see
// filter128_amd64.s). Requires: AVX2, BMI1, BMI2.
//
//go:noescape
func filter128AVX2(dst, src [][2]uint64, mask []byte, shift uint) (n, done int)
