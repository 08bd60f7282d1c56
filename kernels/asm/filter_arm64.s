//go:build !noasm

#include "textflag.h"

// Filter word kernels for arm64 NEON (see filter.go for the contract and the
// per-word strategy). The mask word is one 8-byte load funnel-shifted by the
// bit offset with the byte after it; its popcount comes from VCNT and
// VUADDLV. Dense words are compacted a vector (16 bytes) at a time: the
// mask bits of the vector's lanes (a nibble for 4 dwords, two bits for 2
// qwords) pick a TBL byte shuffle that moves the selected lanes to the
// front; the whole vector is stored and the output advances by the
// popcount, so up to a vector of scratch lands past the word's output. A
// dense word whose stores could pass len(dst) ends the kernel and the Go
// loop finishes. Sparse words (at most 20 set) take a trailing-zero loop
// (RBIT + CLZ), full words a block copy.

// func filter32NEON(dst, src []uint32, mask []byte, shift uint) (n, done int)
TEXT ·filter32NEON(SB), NOSPLIT, $0-96
	MOVD dst_base+0(FP), R0
	MOVD dst_len+8(FP), R1
	MOVD src_base+24(FP), R2
	MOVD src_len+32(FP), R3
	MOVD mask_base+48(FP), R4
	MOVD shift+72(FP), R5
	LSR  $6, R3, R3       // words
	MOVD $63, R11
	SUB  R5, R11, R11     // 63-shift: the next byte moves up by 1+(63-shift)
	MOVD $0, R6           // values stored
	MOVD $0, R7           // words done
	MOVD $·tbl4x32(SB), R8 // TBL indices per mask nibble
	MOVD $·pop4(SB), R20  // popcount of 0..15

filter32NEONloop:
	CMP   R3, R7
	BHS   filter32NEONend
	MOVD  (R4), R9
	MOVBU 8(R4), R10
	LSR   R5, R9, R9
	LSL   $1, R10, R10
	LSL   R11, R10, R10   // 0 when shift is 0
	ORR   R10, R9, R9     // the 64 mask bits from bit shift
	CBZ   R9, filter32NEONnext
	FMOVD   R9, F0
	VCNT    V0.B8, V0.B8
	VUADDLV V0.B8, V0
	VMOV    V0.H[0], R12  // popcount
	ADD   R6<<2, R0, R16 // output position
	CMP   $64, R12
	BEQ   filter32NEONall
	CMP   $20, R12
	BLS   filter32NEONsparse
	ADD   $4, R12, R13
	ADD   R6, R13, R13     // the vector stores reach this far
	CMP   R1, R13
	BHI   filter32NEONend
	ADD   R12, R6, R6
	MOVD  R2, R19
	MOVD  $16, R13

filter32NEONstep:
	AND    $15, R9, R14
	ADD    R14<<4, R8, R15
	VLD1   (R15), [V1.B16]
	VLD1.P 16(R19), [V0.B16]
	VTBL   V1.B16, [V0.B16], V2.B16
	VST1   [V2.B16], (R16)
	MOVBU  (R20)(R14), R14
	ADD    R14<<2, R16, R16
	LSR    $4, R9, R9
	SUB    $1, R13, R13
	CBNZ   R13, filter32NEONstep
	B      filter32NEONnext

filter32NEONsparse:
	ADD   R12, R6, R6

filter32NEONbit:
	RBIT  R9, R14
	CLZ   R14, R14
	MOVWU (R2)(R14<<2), R15
	MOVW  R15, (R16)
	ADD   $4, R16, R16
	SUB   $1, R9, R15
	AND   R15, R9, R9
	CBNZ  R9, filter32NEONbit
	B     filter32NEONnext

filter32NEONall:
	ADD    $64, R6, R6
	MOVD   R2, R19
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)

filter32NEONnext:
	ADD  $256, R2, R2
	ADD  $8, R4, R4
	ADD  $1, R7, R7
	B    filter32NEONloop

filter32NEONend:
	MOVD R6, n+80(FP)
	MOVD R7, done+88(FP)
	RET

// func filter64NEON(dst, src []uint64, mask []byte, shift uint) (n, done int)
TEXT ·filter64NEON(SB), NOSPLIT, $0-96
	MOVD dst_base+0(FP), R0
	MOVD dst_len+8(FP), R1
	MOVD src_base+24(FP), R2
	MOVD src_len+32(FP), R3
	MOVD mask_base+48(FP), R4
	MOVD shift+72(FP), R5
	LSR  $6, R3, R3       // words
	MOVD $63, R11
	SUB  R5, R11, R11     // 63-shift: the next byte moves up by 1+(63-shift)
	MOVD $0, R6           // values stored
	MOVD $0, R7           // words done
	MOVD $·tbl2x64(SB), R8 // TBL indices per mask bit pair
	MOVD $·pop4(SB), R20  // popcount of 0..15

filter64NEONloop:
	CMP   R3, R7
	BHS   filter64NEONend
	MOVD  (R4), R9
	MOVBU 8(R4), R10
	LSR   R5, R9, R9
	LSL   $1, R10, R10
	LSL   R11, R10, R10   // 0 when shift is 0
	ORR   R10, R9, R9     // the 64 mask bits from bit shift
	CBZ   R9, filter64NEONnext
	FMOVD   R9, F0
	VCNT    V0.B8, V0.B8
	VUADDLV V0.B8, V0
	VMOV    V0.H[0], R12  // popcount
	ADD   R6<<3, R0, R16 // output position
	CMP   $64, R12
	BEQ   filter64NEONall
	CMP   $20, R12
	BLS   filter64NEONsparse
	ADD   $2, R12, R13
	ADD   R6, R13, R13     // the vector stores reach this far
	CMP   R1, R13
	BHI   filter64NEONend
	ADD   R12, R6, R6
	MOVD  R2, R19
	MOVD  $32, R13

filter64NEONstep:
	AND    $3, R9, R14
	ADD    R14<<4, R8, R15
	VLD1   (R15), [V1.B16]
	VLD1.P 16(R19), [V0.B16]
	VTBL   V1.B16, [V0.B16], V2.B16
	VST1   [V2.B16], (R16)
	MOVBU  (R20)(R14), R14
	ADD    R14<<3, R16, R16
	LSR    $2, R9, R9
	SUB    $1, R13, R13
	CBNZ   R13, filter64NEONstep
	B      filter64NEONnext

filter64NEONsparse:
	ADD   R12, R6, R6

filter64NEONbit:
	RBIT  R9, R14
	CLZ   R14, R14
	MOVD (R2)(R14<<3), R15
	MOVD  R15, (R16)
	ADD   $8, R16, R16
	SUB   $1, R9, R15
	AND   R15, R9, R9
	CBNZ  R9, filter64NEONbit
	B     filter64NEONnext

filter64NEONall:
	ADD    $64, R6, R6
	MOVD   R2, R19
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)

filter64NEONnext:
	ADD  $512, R2, R2
	ADD  $8, R4, R4
	ADD  $1, R7, R7
	B    filter64NEONloop

filter64NEONend:
	MOVD R6, n+80(FP)
	MOVD R7, done+88(FP)
	RET

// Bytes and halfwords: per mask byte, TBL compacts the 8 bytes (a D
// register) or 8 halfwords (a Q register) it covers, with the shuffle
// looked up by the byte (permute8x32 doubles as the byte shuffle,
// shuffle8x16 moves halfword pairs); the output moves by the byte's
// popcount (pop8), and the kernel stops before a dense word whose stores
// could pass len(dst).

// func filter8NEON(dst, src []uint8, mask []byte, shift uint) (n, done int)
TEXT ·filter8NEON(SB), NOSPLIT, $0-96
	MOVD dst_base+0(FP), R0
	MOVD dst_len+8(FP), R1
	MOVD src_base+24(FP), R2
	MOVD src_len+32(FP), R3
	MOVD mask_base+48(FP), R4
	MOVD shift+72(FP), R5
	LSR  $6, R3, R3       // words
	MOVD $63, R11
	SUB  R5, R11, R11     // 63-shift: the next byte moves up by 1+(63-shift)
	MOVD $0, R6           // values stored
	MOVD $0, R7           // words done
	MOVD $·permute8x32(SB), R8 // shuffles per mask byte
	MOVD $·pop8(SB), R20  // popcount of 0..255

filter8NEONloop:
	CMP   R3, R7
	BHS   filter8NEONend
	MOVD  (R4), R9
	MOVBU 8(R4), R10
	LSR   R5, R9, R9
	LSL   $1, R10, R10
	LSL   R11, R10, R10   // 0 when shift is 0
	ORR   R10, R9, R9     // the 64 mask bits from bit shift
	CBZ   R9, filter8NEONnext
	FMOVD   R9, F0
	VCNT    V0.B8, V0.B8
	VUADDLV V0.B8, V0
	VMOV    V0.H[0], R12  // popcount
	ADD   R6, R0, R16 // output position
	CMP   $64, R12
	BEQ   filter8NEONall
	CMP   $16, R12
	BLS   filter8NEONsparse
	ADD   $8, R12, R13
	ADD   R6, R13, R13     // the vector stores reach this far
	CMP   R1, R13
	BHI   filter8NEONend
	ADD   R12, R6, R6
	MOVD  R2, R19
	MOVD  $8, R13

filter8NEONstep:
	AND    $0xff, R9, R14
	ADD    R14<<3, R8, R15
	VLD1   (R15), [V1.B8]
	VLD1.P 8(R19), [V0.B8]
	VTBL   V1.B8, [V0.B16], V2.B8
	VST1   [V2.B8], (R16)
	MOVBU  (R20)(R14), R14
	ADD    R14, R16, R16
	LSR    $8, R9, R9
	SUB    $1, R13, R13
	CBNZ   R13, filter8NEONstep
	B      filter8NEONnext

filter8NEONsparse:
	ADD   R12, R6, R6

filter8NEONbit:
	RBIT  R9, R14
	CLZ   R14, R14
	MOVBU (R2)(R14), R15
	MOVB  R15, (R16)
	ADD   $1, R16, R16
	SUB   $1, R9, R15
	AND   R15, R9, R9
	CBNZ  R9, filter8NEONbit
	B     filter8NEONnext

filter8NEONall:
	ADD    $64, R6, R6
	MOVD   R2, R19
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)

filter8NEONnext:
	ADD  $64, R2, R2
	ADD  $8, R4, R4
	ADD  $1, R7, R7
	B    filter8NEONloop

filter8NEONend:
	MOVD R6, n+80(FP)
	MOVD R7, done+88(FP)
	RET

// func filter16NEON(dst, src []uint16, mask []byte, shift uint) (n, done int)
TEXT ·filter16NEON(SB), NOSPLIT, $0-96
	MOVD dst_base+0(FP), R0
	MOVD dst_len+8(FP), R1
	MOVD src_base+24(FP), R2
	MOVD src_len+32(FP), R3
	MOVD mask_base+48(FP), R4
	MOVD shift+72(FP), R5
	LSR  $6, R3, R3       // words
	MOVD $63, R11
	SUB  R5, R11, R11     // 63-shift: the next byte moves up by 1+(63-shift)
	MOVD $0, R6           // values stored
	MOVD $0, R7           // words done
	MOVD $·shuffle8x16(SB), R8 // shuffles per mask byte
	MOVD $·pop8(SB), R20  // popcount of 0..255

filter16NEONloop:
	CMP   R3, R7
	BHS   filter16NEONend
	MOVD  (R4), R9
	MOVBU 8(R4), R10
	LSR   R5, R9, R9
	LSL   $1, R10, R10
	LSL   R11, R10, R10   // 0 when shift is 0
	ORR   R10, R9, R9     // the 64 mask bits from bit shift
	CBZ   R9, filter16NEONnext
	FMOVD   R9, F0
	VCNT    V0.B8, V0.B8
	VUADDLV V0.B8, V0
	VMOV    V0.H[0], R12  // popcount
	ADD   R6<<1, R0, R16 // output position
	CMP   $64, R12
	BEQ   filter16NEONall
	CMP   $16, R12
	BLS   filter16NEONsparse
	ADD   $8, R12, R13
	ADD   R6, R13, R13     // the vector stores reach this far
	CMP   R1, R13
	BHI   filter16NEONend
	ADD   R12, R6, R6
	MOVD  R2, R19
	MOVD  $8, R13

filter16NEONstep:
	AND    $0xff, R9, R14
	ADD    R14<<4, R8, R15
	VLD1   (R15), [V1.B16]
	VLD1.P 16(R19), [V0.B16]
	VTBL   V1.B16, [V0.B16], V2.B16
	VST1   [V2.B16], (R16)
	MOVBU  (R20)(R14), R14
	ADD    R14<<1, R16, R16
	LSR    $8, R9, R9
	SUB    $1, R13, R13
	CBNZ   R13, filter16NEONstep
	B      filter16NEONnext

filter16NEONsparse:
	ADD   R12, R6, R6

filter16NEONbit:
	RBIT  R9, R14
	CLZ   R14, R14
	MOVHU (R2)(R14<<1), R15
	MOVH  R15, (R16)
	ADD   $2, R16, R16
	SUB   $1, R9, R15
	AND   R15, R9, R9
	CBNZ  R9, filter16NEONbit
	B     filter16NEONnext

filter16NEONall:
	ADD    $64, R6, R6
	MOVD   R2, R19
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)
	VLD1.P 64(R19), [V0.B16, V1.B16, V2.B16, V3.B16]
	VST1.P [V0.B16, V1.B16, V2.B16, V3.B16], 64(R16)

filter16NEONnext:
	ADD  $128, R2, R2
	ADD  $8, R4, R4
	ADD  $1, R7, R7
	B    filter16NEONloop

filter16NEONend:
	MOVD R6, n+80(FP)
	MOVD R7, done+88(FP)
	RET
