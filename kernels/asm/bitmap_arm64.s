//go:build !noasm

#include "textflag.h"

// Bitmap kernels for arm64 (NEON). The selection vectors, which repeat
// per index width, are generated into bitmap_gen_arm64.s (gen/asmgen).
//
// Population count: VCNT counts the bits of each byte; four such vectors are
// added bytewise (at most 32 per byte) and VUADDLV folds the 16 bytes into
// one 16-bit sum per 64-byte block.

// func popcntBlocksNEON(b []byte) int
TEXT ·popcntBlocksNEON(SB), NOSPLIT, $0-32
	MOVD b_base+0(FP), R0
	MOVD b_len+8(FP), R1
	MOVD $0, R2
	LSR  $6, R1, R1
	CBZ  R1, done

loop:
	VLD1.P  64(R0), [V0.B16, V1.B16, V2.B16, V3.B16]
	VCNT    V0.B16, V0.B16
	VCNT    V1.B16, V1.B16
	VCNT    V2.B16, V2.B16
	VCNT    V3.B16, V3.B16
	VADD    V1.B16, V0.B16, V0.B16
	VADD    V3.B16, V2.B16, V2.B16
	VADD    V2.B16, V0.B16, V0.B16
	VUADDLV V0.B16, V4
	VMOV    V4.H[0], R3
	ADD     R3, R2, R2
	SUB     $1, R1, R1
	CBNZ    R1, loop

done:
	MOVD R2, ret+24(FP)
	RET

// Bitwise operations at any bit offsets. Output byte i is the op of the 8
// bits of a that start at bit 8*i+sa: (a[i] >> sa) | (a[i+1] << (8-sa)),
// done on 16 bytes at once with two loads one byte apart and USHL by a
// vector of shift counts (negative shifts right; a count of 8 clears the
// byte, so sa == 0 needs no special case, and the second load then starts
// at a[0] so nothing past len(dst) is read). USHL and the op are chosen in
// the loop with a predictable branch, which keeps one copy of the WORDs.

// func bitopBlocksNEON(dst, a []byte, sa uint, b []byte, sb uint, op BitOp)
TEXT ·bitopBlocksNEON(SB), NOSPLIT, $0-89
	MOVD  dst_base+0(FP), R0
	MOVD  dst_len+8(FP), R1
	MOVD  a_base+24(FP), R2
	MOVD  sa+48(FP), R3
	MOVD  b_base+56(FP), R4
	MOVD  sb+80(FP), R5
	MOVBU op+88(FP), R9
	CMP   $0, R3
	CSET  NE, R6
	ADD   R2, R6, R6               // a + (sa != 0): the high byte of each pair
	CMP   $0, R5
	CSET  NE, R7
	ADD   R4, R7, R7
	NEG   R3, R8
	VDUP  R8, V28.B16              // -sa
	MOVD  $8, R8
	SUB   R3, R8, R8
	VDUP  R8, V29.B16              // 8-sa
	NEG   R5, R8
	VDUP  R8, V30.B16              // -sb
	MOVD  $8, R8
	SUB   R5, R8, R8
	VDUP  R8, V31.B16              // 8-sb
	VEOR  V9.B16, V9.B16, V9.B16   // zero, for VBIT
	LSR   $4, R1, R1
	CBZ   R1, done

loop:
	VLD1.P 16(R2), [V0.B16]
	VLD1.P 16(R6), [V1.B16]
	VLD1.P 16(R4), [V2.B16]
	VLD1.P 16(R7), [V3.B16]
	WORD $0x6e3c4400 // ushl v0.16b, v0.16b, v28.16b
	WORD $0x6e3d4421 // ushl v1.16b, v1.16b, v29.16b
	WORD $0x6e3e4442 // ushl v2.16b, v2.16b, v30.16b
	WORD $0x6e3f4463 // ushl v3.16b, v3.16b, v31.16b
	VORR   V1.B16, V0.B16, V0.B16
	VORR   V3.B16, V2.B16, V2.B16
	CMP    $1, R9
	BLT    and
	BEQ    or
	CMP    $2, R9
	BEQ    andnot
	VEOR   V2.B16, V0.B16, V0.B16
	B      store

and:
	VAND V2.B16, V0.B16, V0.B16
	B    store

or:
	VORR V2.B16, V0.B16, V0.B16
	B    store

andnot:
	VBIT V2.B16, V9.B16, V0.B16 // clear the bits of a where b is set

store:
	VST1.P [V0.B16], 16(R0)
	SUB    $1, R1, R1
	CBNZ   R1, loop

done:
	RET

// Skipping uniform bytes: compare 64 bytes with the broadcast byte (VCMEQ),
// AND the results and stop at the first block that is not all ones.

// func skipBlocksNEON(b []byte, x byte) int
TEXT ·skipBlocksNEON(SB), NOSPLIT, $0-40
	MOVD  b_base+0(FP), R0
	MOVD  b_len+8(FP), R1
	MOVBU x+24(FP), R2
	VDUP  R2, V4.B16
	MOVD  $0, R3
	LSR   $6, R1, R1
	CBZ   R1, done

loop:
	VLD1.P 64(R0), [V0.B16, V1.B16, V2.B16, V3.B16]
	VCMEQ  V4.B16, V0.B16, V0.B16
	VCMEQ  V4.B16, V1.B16, V1.B16
	VCMEQ  V4.B16, V2.B16, V2.B16
	VCMEQ  V4.B16, V3.B16, V3.B16
	VAND   V1.B16, V0.B16, V0.B16
	VAND   V3.B16, V2.B16, V2.B16
	VAND   V2.B16, V0.B16, V0.B16
	VMOV   V0.D[0], R4
	VMOV   V0.D[1], R5
	AND    R5, R4, R4
	CMN    $1, R4
	BNE    done
	ADD    $64, R3, R3
	SUB    $1, R1, R1
	CBNZ   R1, loop

done:
	MOVD R3, ret+32(FP)
	RET
