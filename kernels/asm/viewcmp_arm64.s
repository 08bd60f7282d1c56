//go:build !noasm

#include "textflag.h"

// NEON view compare kernels (see viewcmp.go for the contract). VLD4 of
// 4S lanes deinterleaves 4 views into 4 registers: lengths, prefixes,
// bytes 8..11 and bytes 12..15, so every test is a 4-lane dword op with
// one lane per view. Each lane mask is narrowed to a byte (UZP1 of
// halfwords, then of bytes: 16 views per register), and those 16 bytes
// become 16 output bits by the movemask of compare_arm64.s (AND with the
// bit weights, three rounds of ADDP), stored as a halfword: 16 views per
// iteration. Match ANDs and XORs the 4 words with the scalar's mask and
// pattern and tests the OR for zero; EqAA tests the XOR of the two views;
// the key kernels mask the prefix past the length (USHL of all ones by
// 8*min(len, 4), 0 at 32), byte-reverse each lane (REV32) and compare
// unsigned (CMHI). Go's assembler lacks CMHI, USHL and BIC: they are
// WORD-encoded, the instruction beside them (make asm re-encodes them).

DATA viewBitWeights<>+0(SB)/8, $0x8040201008040201
DATA viewBitWeights<>+8(SB)/8, $0x8040201008040201
GLOBL viewBitWeights<>(SB), RODATA|NOPTR, $16

// func viewMatchASNEON(dst []uint64, views [][2]uint64, s, m [2]uint64)
TEXT ·viewMatchASNEON(SB), NOSPLIT, $0-80
	MOVD dst_base+0(FP), R0
	MOVD views_base+24(FP), R1
	MOVD views_len+32(FP), R2
	MOVD $viewBitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	VEOR V31.B16, V31.B16, V31.B16
	MOVD m_0+64(FP), R5
	VDUP R5, V4.S4 // the mask, a dword per register
	LSR  $32, R5, R5
	VDUP R5, V5.S4
	MOVD m_1+72(FP), R5
	VDUP R5, V6.S4
	LSR  $32, R5, R5
	VDUP R5, V7.S4
	MOVD s_0+48(FP), R5
	VDUP R5, V8.S4 // the pattern
	LSR  $32, R5, R5
	VDUP R5, V9.S4
	MOVD s_1+56(FP), R5
	VDUP R5, V10.S4
	LSR  $32, R5, R5
	VDUP R5, V11.S4
	LSR  $4, R2, R2 // 16 views per iteration
	CBZ  R2, done

loop:
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VAND V4.B16, V0.B16, V0.B16
	VAND V5.B16, V1.B16, V1.B16
	VAND V6.B16, V2.B16, V2.B16
	VAND V7.B16, V3.B16, V3.B16
	VEOR V8.B16, V0.B16, V0.B16
	VEOR V9.B16, V1.B16, V1.B16
	VEOR V10.B16, V2.B16, V2.B16
	VEOR V11.B16, V3.B16, V3.B16
	VORR V1.B16, V0.B16, V0.B16
	VORR V3.B16, V2.B16, V2.B16
	VORR V2.B16, V0.B16, V0.B16
	VCMEQ V31.S4, V0.S4, V2.S4
	VMOV V2.B16, V13.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VAND V4.B16, V0.B16, V0.B16
	VAND V5.B16, V1.B16, V1.B16
	VAND V6.B16, V2.B16, V2.B16
	VAND V7.B16, V3.B16, V3.B16
	VEOR V8.B16, V0.B16, V0.B16
	VEOR V9.B16, V1.B16, V1.B16
	VEOR V10.B16, V2.B16, V2.B16
	VEOR V11.B16, V3.B16, V3.B16
	VORR V1.B16, V0.B16, V0.B16
	VORR V3.B16, V2.B16, V2.B16
	VORR V2.B16, V0.B16, V0.B16
	VCMEQ V31.S4, V0.S4, V2.S4
	VMOV V2.B16, V15.B16
	VUZP1 V15.H8, V13.H8, V13.H8
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VAND V4.B16, V0.B16, V0.B16
	VAND V5.B16, V1.B16, V1.B16
	VAND V6.B16, V2.B16, V2.B16
	VAND V7.B16, V3.B16, V3.B16
	VEOR V8.B16, V0.B16, V0.B16
	VEOR V9.B16, V1.B16, V1.B16
	VEOR V10.B16, V2.B16, V2.B16
	VEOR V11.B16, V3.B16, V3.B16
	VORR V1.B16, V0.B16, V0.B16
	VORR V3.B16, V2.B16, V2.B16
	VORR V2.B16, V0.B16, V0.B16
	VCMEQ V31.S4, V0.S4, V2.S4
	VMOV V2.B16, V15.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VAND V4.B16, V0.B16, V0.B16
	VAND V5.B16, V1.B16, V1.B16
	VAND V6.B16, V2.B16, V2.B16
	VAND V7.B16, V3.B16, V3.B16
	VEOR V8.B16, V0.B16, V0.B16
	VEOR V9.B16, V1.B16, V1.B16
	VEOR V10.B16, V2.B16, V2.B16
	VEOR V11.B16, V3.B16, V3.B16
	VORR V1.B16, V0.B16, V0.B16
	VORR V3.B16, V2.B16, V2.B16
	VORR V2.B16, V0.B16, V0.B16
	VCMEQ V31.S4, V0.S4, V2.S4
	VMOV V2.B16, V25.B16
	VUZP1 V25.H8, V15.H8, V15.H8
	VUZP1 V15.B16, V13.B16, V16.B16
	VAND  V30.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VMOV  V16.H[0], R5
	MOVH.P R5, 2(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func viewEqAANEON(eq, cand []uint64, a, b [][2]uint64)
TEXT ·viewEqAANEON(SB), NOSPLIT, $0-96
	MOVD eq_base+0(FP), R0
	MOVD cand_base+24(FP), R7
	MOVD a_base+48(FP), R1
	MOVD a_len+56(FP), R2
	MOVD b_base+72(FP), R3
	MOVD $viewBitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	VEOR V31.B16, V31.B16, V31.B16
	MOVD $13, R5
	VDUP R5, V26.S4
	MOVD $4, R5
	VDUP R5, V27.S4
	LSR  $4, R2, R2 // 16 views per iteration
	CBZ  R2, done

loop:
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VEOR V4.B16, V0.B16, V4.B16
	VEOR V5.B16, V1.B16, V5.B16
	VEOR V6.B16, V2.B16, V6.B16
	VEOR V7.B16, V3.B16, V7.B16
	VCMEQ V31.S4, V4.S4, V8.S4 // lengths equal
	VORR V5.B16, V4.B16, V9.B16
	VCMEQ V31.S4, V9.S4, V9.S4 // lo words equal
	VORR V7.B16, V6.B16, V10.B16
	VCMEQ V31.S4, V10.S4, V10.S4 // hi words equal
	// length < 13
	WORD $0x6ea0374b // cmhi v11.4s, v26.4s, v0.4s
	// length < 4
	WORD $0x6ea0376c // cmhi v12.4s, v27.4s, v0.4s
	VAND V9.B16, V10.B16, V10.B16
	VAND V11.B16, V10.B16, V2.B16 // eq
	VORR V12.B16, V9.B16, V9.B16
	VAND V8.B16, V9.B16, V9.B16
	VEOR V2.B16, V9.B16, V3.B16 // cand
	VMOV V2.B16, V13.B16
	VMOV V3.B16, V14.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VEOR V4.B16, V0.B16, V4.B16
	VEOR V5.B16, V1.B16, V5.B16
	VEOR V6.B16, V2.B16, V6.B16
	VEOR V7.B16, V3.B16, V7.B16
	VCMEQ V31.S4, V4.S4, V8.S4 // lengths equal
	VORR V5.B16, V4.B16, V9.B16
	VCMEQ V31.S4, V9.S4, V9.S4 // lo words equal
	VORR V7.B16, V6.B16, V10.B16
	VCMEQ V31.S4, V10.S4, V10.S4 // hi words equal
	// length < 13
	WORD $0x6ea0374b // cmhi v11.4s, v26.4s, v0.4s
	// length < 4
	WORD $0x6ea0376c // cmhi v12.4s, v27.4s, v0.4s
	VAND V9.B16, V10.B16, V10.B16
	VAND V11.B16, V10.B16, V2.B16 // eq
	VORR V12.B16, V9.B16, V9.B16
	VAND V8.B16, V9.B16, V9.B16
	VEOR V2.B16, V9.B16, V3.B16 // cand
	VMOV V2.B16, V15.B16
	VMOV V3.B16, V24.B16
	VUZP1 V15.H8, V13.H8, V13.H8
	VUZP1 V24.H8, V14.H8, V14.H8
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VEOR V4.B16, V0.B16, V4.B16
	VEOR V5.B16, V1.B16, V5.B16
	VEOR V6.B16, V2.B16, V6.B16
	VEOR V7.B16, V3.B16, V7.B16
	VCMEQ V31.S4, V4.S4, V8.S4 // lengths equal
	VORR V5.B16, V4.B16, V9.B16
	VCMEQ V31.S4, V9.S4, V9.S4 // lo words equal
	VORR V7.B16, V6.B16, V10.B16
	VCMEQ V31.S4, V10.S4, V10.S4 // hi words equal
	// length < 13
	WORD $0x6ea0374b // cmhi v11.4s, v26.4s, v0.4s
	// length < 4
	WORD $0x6ea0376c // cmhi v12.4s, v27.4s, v0.4s
	VAND V9.B16, V10.B16, V10.B16
	VAND V11.B16, V10.B16, V2.B16 // eq
	VORR V12.B16, V9.B16, V9.B16
	VAND V8.B16, V9.B16, V9.B16
	VEOR V2.B16, V9.B16, V3.B16 // cand
	VMOV V2.B16, V15.B16
	VMOV V3.B16, V24.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VEOR V4.B16, V0.B16, V4.B16
	VEOR V5.B16, V1.B16, V5.B16
	VEOR V6.B16, V2.B16, V6.B16
	VEOR V7.B16, V3.B16, V7.B16
	VCMEQ V31.S4, V4.S4, V8.S4 // lengths equal
	VORR V5.B16, V4.B16, V9.B16
	VCMEQ V31.S4, V9.S4, V9.S4 // lo words equal
	VORR V7.B16, V6.B16, V10.B16
	VCMEQ V31.S4, V10.S4, V10.S4 // hi words equal
	// length < 13
	WORD $0x6ea0374b // cmhi v11.4s, v26.4s, v0.4s
	// length < 4
	WORD $0x6ea0376c // cmhi v12.4s, v27.4s, v0.4s
	VAND V9.B16, V10.B16, V10.B16
	VAND V11.B16, V10.B16, V2.B16 // eq
	VORR V12.B16, V9.B16, V9.B16
	VAND V8.B16, V9.B16, V9.B16
	VEOR V2.B16, V9.B16, V3.B16 // cand
	VMOV V2.B16, V25.B16
	VMOV V3.B16, V28.B16
	VUZP1 V25.H8, V15.H8, V15.H8
	VUZP1 V28.H8, V24.H8, V24.H8
	VUZP1 V15.B16, V13.B16, V16.B16
	VAND  V30.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VMOV  V16.H[0], R5
	MOVH.P R5, 2(R0)
	VUZP1 V24.B16, V14.B16, V20.B16
	VAND  V30.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VMOV  V20.H[0], R6
	MOVH.P R6, 2(R7)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func viewKeyASNEON(lt, eq []uint64, views [][2]uint64, s uint32)
TEXT ·viewKeyASNEON(SB), NOSPLIT, $0-76
	MOVD lt_base+0(FP), R0
	MOVD eq_base+24(FP), R7
	MOVD views_base+48(FP), R1
	MOVD views_len+56(FP), R2
	MOVD $viewBitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	VEOR V31.B16, V31.B16, V31.B16
	MOVD $4, R5
	VDUP R5, V27.S4
	MOVD $-1, R5
	VDUP R5, V29.S4
	MOVWU s+72(FP), R5
	VDUP R5, V26.S4
	LSR  $4, R2, R2 // 16 views per iteration
	CBZ  R2, done

loop:
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VCMEQ V26.S4, V1.S4, V3.S4
	// key < s
	WORD $0x6ea13742 // cmhi v2.4s, v26.4s, v1.4s
	VMOV V2.B16, V13.B16
	VMOV V3.B16, V14.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VCMEQ V26.S4, V1.S4, V3.S4
	// key < s
	WORD $0x6ea13742 // cmhi v2.4s, v26.4s, v1.4s
	VMOV V2.B16, V15.B16
	VMOV V3.B16, V24.B16
	VUZP1 V15.H8, V13.H8, V13.H8
	VUZP1 V24.H8, V14.H8, V14.H8
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VCMEQ V26.S4, V1.S4, V3.S4
	// key < s
	WORD $0x6ea13742 // cmhi v2.4s, v26.4s, v1.4s
	VMOV V2.B16, V15.B16
	VMOV V3.B16, V24.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VCMEQ V26.S4, V1.S4, V3.S4
	// key < s
	WORD $0x6ea13742 // cmhi v2.4s, v26.4s, v1.4s
	VMOV V2.B16, V25.B16
	VMOV V3.B16, V28.B16
	VUZP1 V25.H8, V15.H8, V15.H8
	VUZP1 V28.H8, V24.H8, V24.H8
	VUZP1 V15.B16, V13.B16, V16.B16
	VAND  V30.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VMOV  V16.H[0], R5
	MOVH.P R5, 2(R0)
	VUZP1 V24.B16, V14.B16, V20.B16
	VAND  V30.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VMOV  V20.H[0], R6
	MOVH.P R6, 2(R7)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func viewKeyAANEON(lt, eq []uint64, a, b [][2]uint64)
TEXT ·viewKeyAANEON(SB), NOSPLIT, $0-96
	MOVD lt_base+0(FP), R0
	MOVD eq_base+24(FP), R7
	MOVD a_base+48(FP), R1
	MOVD a_len+56(FP), R2
	MOVD b_base+72(FP), R3
	MOVD $viewBitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	VEOR V31.B16, V31.B16, V31.B16
	MOVD $4, R5
	VDUP R5, V27.S4
	MOVD $-1, R5
	VDUP R5, V29.S4
	LSR  $4, R2, R2 // 16 views per iteration
	CBZ  R2, done

loop:
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VUMIN V27.S4, V4.S4, V4.S4
	VSHL $3, V4.S4, V4.S4
	WORD $0x6ea447a6 // ushl v6.4s, v29.4s, v4.4s
	WORD $0x4e661ca5 // bic v5.16b, v5.16b, v6.16b
	VREV32 V5.B16, V5.B16
	VCMEQ V5.S4, V1.S4, V3.S4
	// key a < key b
	WORD $0x6ea134a2 // cmhi v2.4s, v5.4s, v1.4s
	VMOV V2.B16, V13.B16
	VMOV V3.B16, V14.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VUMIN V27.S4, V4.S4, V4.S4
	VSHL $3, V4.S4, V4.S4
	WORD $0x6ea447a6 // ushl v6.4s, v29.4s, v4.4s
	WORD $0x4e661ca5 // bic v5.16b, v5.16b, v6.16b
	VREV32 V5.B16, V5.B16
	VCMEQ V5.S4, V1.S4, V3.S4
	// key a < key b
	WORD $0x6ea134a2 // cmhi v2.4s, v5.4s, v1.4s
	VMOV V2.B16, V15.B16
	VMOV V3.B16, V24.B16
	VUZP1 V15.H8, V13.H8, V13.H8
	VUZP1 V24.H8, V14.H8, V14.H8
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VUMIN V27.S4, V4.S4, V4.S4
	VSHL $3, V4.S4, V4.S4
	WORD $0x6ea447a6 // ushl v6.4s, v29.4s, v4.4s
	WORD $0x4e661ca5 // bic v5.16b, v5.16b, v6.16b
	VREV32 V5.B16, V5.B16
	VCMEQ V5.S4, V1.S4, V3.S4
	// key a < key b
	WORD $0x6ea134a2 // cmhi v2.4s, v5.4s, v1.4s
	VMOV V2.B16, V15.B16
	VMOV V3.B16, V24.B16
	VLD4.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD4.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	VUMIN V27.S4, V0.S4, V0.S4
	VSHL $3, V0.S4, V0.S4
	// ones << 8*min(len, 4)
	WORD $0x6ea047a2 // ushl v2.4s, v29.4s, v0.4s
	// the prefix bytes within the length
	WORD $0x4e621c21 // bic v1.16b, v1.16b, v2.16b
	VREV32 V1.B16, V1.B16
	VUMIN V27.S4, V4.S4, V4.S4
	VSHL $3, V4.S4, V4.S4
	WORD $0x6ea447a6 // ushl v6.4s, v29.4s, v4.4s
	WORD $0x4e661ca5 // bic v5.16b, v5.16b, v6.16b
	VREV32 V5.B16, V5.B16
	VCMEQ V5.S4, V1.S4, V3.S4
	// key a < key b
	WORD $0x6ea134a2 // cmhi v2.4s, v5.4s, v1.4s
	VMOV V2.B16, V25.B16
	VMOV V3.B16, V28.B16
	VUZP1 V25.H8, V15.H8, V15.H8
	VUZP1 V28.H8, V24.H8, V24.H8
	VUZP1 V15.B16, V13.B16, V16.B16
	VAND  V30.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VADDP V16.B16, V16.B16, V16.B16
	VMOV  V16.H[0], R5
	MOVH.P R5, 2(R0)
	VUZP1 V24.B16, V14.B16, V20.B16
	VAND  V30.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VADDP V20.B16, V20.B16, V20.B16
	VMOV  V20.H[0], R6
	MOVH.P R6, 2(R7)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET
