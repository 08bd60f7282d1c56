//go:build !noasm

package asm

// Stubs of the amd64 filter word kernels (filter_amd64.s). Each takes src
// holding 64*k values, mask holding 8*k+1 bytes from the byte of src[0]'s
// bit, shift < 8, and returns the values stored into dst and the words
// finished (see filterWords32 in filter.go). Nothing past len(dst) is
// written.

// filter32AVX512 compacts with VPCOMPRESSD and masked stores; it always
// finishes every word. Requires: AVX-512 F, BMI1, BMI2, POPCNT.
//
//go:noescape
func filter32AVX512(dst, src []uint32, mask []byte, shift uint) (n, done int)

// filter64AVX512 is filter32AVX512 for 8-byte values (VPCOMPRESSQ).
// Requires: AVX-512 F, BMI1, BMI2, POPCNT.
//
//go:noescape
func filter64AVX512(dst, src []uint64, mask []byte, shift uint) (n, done int)

// filter32AVX2 compacts 8 values per mask byte with VPERMD and stores whole
// vectors, so it stops before a dense word whose output plus 8 values would
// pass len(dst). Requires: AVX2, BMI1, POPCNT.
//
//go:noescape
func filter32AVX2(dst, src []uint32, mask []byte, shift uint) (n, done int)

// filter64AVX2 is filter32AVX2 for 8-byte values, 4 per mask nibble; it
// stops before a dense word whose output plus 4 values would pass
// len(dst). Requires: AVX2, BMI1, POPCNT.
//
//go:noescape
func filter64AVX2(dst, src []uint64, mask []byte, shift uint) (n, done int)

// filter8AVX512 compacts a 64-byte vector per mask word with VPCOMPRESSB
// and a masked store; it always finishes every word.
// Requires: AVX-512 F, BW, VBMI2, BMI2, POPCNT.
//
//go:noescape
func filter8AVX512(dst, src []uint8, mask []byte, shift uint) (n, done int)

// filter16AVX512 is filter8AVX512 for 2-byte values (VPCOMPRESSW, two
// vectors per word). Requires: AVX-512 F, BW, VBMI2, BMI2, POPCNT.
//
//go:noescape
func filter16AVX512(dst, src []uint16, mask []byte, shift uint) (n, done int)

// filter8AVX2 compacts 8 bytes per mask byte with VPSHUFB and stores a
// quadword per mask byte, so it stops before a dense word whose output plus
// 8 bytes would pass len(dst). Requires: AVX2, BMI1, POPCNT.
//
//go:noescape
func filter8AVX2(dst, src []uint8, mask []byte, shift uint) (n, done int)

// filter16AVX2 is filter8AVX2 for 2-byte values, one XMM of 8 words per
// mask byte; it stops before a dense word whose output plus 8 values would
// pass len(dst). Requires: AVX2, BMI1, POPCNT.
//
//go:noescape
func filter16AVX2(dst, src []uint16, mask []byte, shift uint) (n, done int)
