//go:build !noasm

#include "textflag.h"

// AVX2 view compare kernels (see viewcmp.go for the contract), the
// AVX-512 kernels' algorithms (viewcmp_avx512_amd64.s) with 2 views per
// YMM and no mask registers: qword compares are gathered by VMOVMSKPD, 4
// bits per 2 views, shifted into one interleaved 64-bit word per 32 views
// and reduced with PEXT as there. The key kernels gather the length and
// prefix dwords of 8 views with VPUNPCKLQDQ and VSHUFPS, which leaves them
// in the order 0 2 4 6 1 3 5 7 that one VPERMD restores; AVX2 compares
// only signed, so keys and scalar are biased by 1<<31. No AVX-512
// instruction appears here: this level runs on CPUs without it.

DATA viewLenMask2<>+0(SB)/8, $0x00000000ffffffff
DATA viewLenMask2<>+8(SB)/8, $0
GLOBL viewLenMask2<>(SB), RODATA|NOPTR, $16
DATA viewLen13x2<>+0(SB)/8, $13
DATA viewLen13x2<>+8(SB)/8, $0
GLOBL viewLen13x2<>(SB), RODATA|NOPTR, $16
DATA viewLen4x2<>+0(SB)/8, $4
DATA viewLen4x2<>+8(SB)/8, $0
GLOBL viewLen4x2<>(SB), RODATA|NOPTR, $16
DATA viewBswap32x2<>+0(SB)/8, $0x0405060700010203
DATA viewBswap32x2<>+8(SB)/8, $0x0c0d0e0f08090a0b
GLOBL viewBswap32x2<>(SB), RODATA|NOPTR, $16
// VPERMD indices undoing the 0 2 4 6 1 3 5 7 order
DATA viewOrder<>+0(SB)/4, $0
DATA viewOrder<>+4(SB)/4, $4
DATA viewOrder<>+8(SB)/4, $1
DATA viewOrder<>+12(SB)/4, $5
DATA viewOrder<>+16(SB)/4, $2
DATA viewOrder<>+20(SB)/4, $6
DATA viewOrder<>+24(SB)/4, $3
DATA viewOrder<>+28(SB)/4, $7
GLOBL viewOrder<>(SB), RODATA|NOPTR, $32

// MATCH2 compares the 2 views at off(SI), masked by Y15, with the
// pattern in Y14 and ors the 4 bits (lo, hi per view) into acc at bit sh.
#define MATCH2(off, y, sh, acc) \
	VPAND     off(SI), Y15, y; \
	VPCMPEQQ  Y14, y, y; \
	VMOVMSKPD y, AX; \
	SHLQ      $sh, AX; \
	ORQ       AX, acc

// func viewMatchASAVX2(dst []uint64, views [][2]uint64, s, m [2]uint64)
TEXT ·viewMatchASAVX2(SB), NOSPLIT, $0-80
	MOVQ dst_base+0(FP), DI
	MOVQ views_base+24(FP), SI
	MOVQ views_len+32(FP), CX
	MOVQ s_0+48(FP), AX
	MOVQ s_1+56(FP), BX
	VMOVQ AX, X1
	VPINSRQ $1, BX, X1, X1
	VINSERTI128 $1, X1, Y1, Y14 // s in both lanes
	MOVQ m_0+64(FP), AX
	MOVQ m_1+72(FP), BX
	VMOVQ AX, X1
	VPINSRQ $1, BX, X1, X1
	VINSERTI128 $1, X1, Y1, Y15 // m in both lanes
	MOVQ $0x5555555555555555, R9
	SHRQ $6, CX
	JZ   done

loop:
	XORQ R10, R10
	XORQ R11, R11
	MATCH2(0, Y0, 0, R10)
	MATCH2(32, Y1, 4, R10)
	MATCH2(64, Y2, 8, R10)
	MATCH2(96, Y3, 12, R10)
	MATCH2(128, Y0, 16, R10)
	MATCH2(160, Y1, 20, R10)
	MATCH2(192, Y2, 24, R10)
	MATCH2(224, Y3, 28, R10)
	MATCH2(256, Y0, 32, R10)
	MATCH2(288, Y1, 36, R10)
	MATCH2(320, Y2, 40, R10)
	MATCH2(352, Y3, 44, R10)
	MATCH2(384, Y0, 48, R10)
	MATCH2(416, Y1, 52, R10)
	MATCH2(448, Y2, 56, R10)
	MATCH2(480, Y3, 60, R10)
	MATCH2(512, Y0, 0, R11)
	MATCH2(544, Y1, 4, R11)
	MATCH2(576, Y2, 8, R11)
	MATCH2(608, Y3, 12, R11)
	MATCH2(640, Y0, 16, R11)
	MATCH2(672, Y1, 20, R11)
	MATCH2(704, Y2, 24, R11)
	MATCH2(736, Y3, 28, R11)
	MATCH2(768, Y0, 32, R11)
	MATCH2(800, Y1, 36, R11)
	MATCH2(832, Y2, 40, R11)
	MATCH2(864, Y3, 44, R11)
	MATCH2(896, Y0, 48, R11)
	MATCH2(928, Y1, 52, R11)
	MATCH2(960, Y2, 56, R11)
	MATCH2(992, Y3, 60, R11)
	MOVQ R10, AX
	SHRQ $1, AX
	ANDQ AX, R10 // lo and hi words match
	PEXTQ R9, R10, R10
	MOVQ R11, AX
	SHRQ $1, AX
	ANDQ AX, R11
	PEXTQ R9, R11, R11
	SHLQ $32, R11
	ORQ  R11, R10
	MOVQ R10, (DI)
	ADDQ $1024, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// EQ2 compares the 2 views at off(SI) with those at off(DX) and ors the
// 4-bit masks of both words equal, lengths equal, length < 13 and
// length < 4 (the last three at lo positions) into R10, R11, R12 and R13
// at bit sh. Y12 masks the lengths; Y11 and Y10 hold 13 and 4; Y13 is 0.
#define EQ2(off, sh) \
	VMOVDQU   off(SI), Y0; \
	VPXOR     off(DX), Y0, Y1; \
	VPCMPEQQ  Y1, Y13, Y2; \
	VPAND     Y1, Y12, Y3; \
	VPCMPEQQ  Y3, Y13, Y3; \
	VPAND     Y0, Y12, Y4; \
	VPCMPGTQ  Y4, Y11, Y5; \
	VPCMPGTQ  Y4, Y10, Y6; \
	VMOVMSKPD Y2, AX; \
	VMOVMSKPD Y3, BX; \
	SHLQ      $sh, AX; \
	SHLQ      $sh, BX; \
	ORQ       AX, R10; \
	ORQ       BX, R11; \
	VMOVMSKPD Y5, AX; \
	VMOVMSKPD Y6, BX; \
	SHLQ      $sh, AX; \
	SHLQ      $sh, BX; \
	ORQ       AX, R12; \
	ORQ       BX, R13

// func viewEqAAAVX2(eq, cand []uint64, a, b [][2]uint64)
TEXT ·viewEqAAAVX2(SB), NOSPLIT, $0-96
	MOVQ eq_base+0(FP), DI
	MOVQ cand_base+24(FP), R8
	MOVQ a_base+48(FP), SI
	MOVQ a_len+56(FP), CX
	MOVQ b_base+72(FP), DX
	VBROADCASTI128 viewLenMask2<>(SB), Y12
	VBROADCASTI128 viewLen13x2<>(SB), Y11
	VBROADCASTI128 viewLen4x2<>(SB), Y10
	VPXOR Y13, Y13, Y13
	MOVQ $0x5555555555555555, R9
	SHRQ $6, CX
	JZ   done

loop:
	XORQ R10, R10
	XORQ R11, R11
	XORQ R12, R12
	XORQ R13, R13
	EQ2(0, 0)
	EQ2(32, 4)
	EQ2(64, 8)
	EQ2(96, 12)
	EQ2(128, 16)
	EQ2(160, 20)
	EQ2(192, 24)
	EQ2(224, 28)
	EQ2(256, 32)
	EQ2(288, 36)
	EQ2(320, 40)
	EQ2(352, 44)
	EQ2(384, 48)
	EQ2(416, 52)
	EQ2(448, 56)
	EQ2(480, 60)
	MOVQ R10, AX
	SHRQ $1, AX
	ANDQ R10, AX  // both words equal
	ANDQ R12, AX  // eq: and inline
	ORQ  R13, R10 // z or short
	ANDQ R11, R10 // and lengths equal
	XORQ AX, R10  // cand: that, but not eq
	PEXTQ R9, AX, AX
	PEXTQ R9, R10, R10
	MOVQ AX, (DI)
	MOVQ R10, (R8)
	XORQ R10, R10
	XORQ R11, R11
	XORQ R12, R12
	XORQ R13, R13
	EQ2(512, 0)
	EQ2(544, 4)
	EQ2(576, 8)
	EQ2(608, 12)
	EQ2(640, 16)
	EQ2(672, 20)
	EQ2(704, 24)
	EQ2(736, 28)
	EQ2(768, 32)
	EQ2(800, 36)
	EQ2(832, 40)
	EQ2(864, 44)
	EQ2(896, 48)
	EQ2(928, 52)
	EQ2(960, 56)
	EQ2(992, 60)
	MOVQ R10, AX
	SHRQ $1, AX
	ANDQ R10, AX  // both words equal
	ANDQ R12, AX  // eq: and inline
	ORQ  R13, R10 // z or short
	ANDQ R11, R10 // and lengths equal
	XORQ AX, R10  // cand: that, but not eq
	PEXTQ R9, AX, AX
	PEXTQ R9, R10, R10
	SHLQ $32, AX
	ORQ  AX, (DI)
	SHLQ $32, R10
	ORQ  R10, (R8)
	ADDQ $1024, SI
	ADDQ $1024, DX
	ADDQ $8, DI
	ADDQ $8, R8
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// KEY8 leaves in dst the biased keys of the 8 views at off(src), in
// order: prefixes masked to the length, byte-swapped, xor 1<<31. Y8 holds
// all ones, Y9 4s, Y10 the byte swap, Y11 the VPERMD order, Y12 the bias;
// clobbers Y0-Y6.
#define KEY8(src, off, dst) \
	VMOVDQU     off(src), Y0; \
	VMOVDQU     off+32(src), Y1; \
	VMOVDQU     off+64(src), Y2; \
	VMOVDQU     off+96(src), Y3; \
	VPUNPCKLQDQ Y1, Y0, Y4; \
	VPUNPCKLQDQ Y3, Y2, Y5; \
	VSHUFPS     $0x88, Y5, Y4, Y6; \
	VSHUFPS     $0xdd, Y5, Y4, dst; \
	VPMINUD     Y9, Y6, Y6; \
	VPSLLD      $3, Y6, Y6; \
	VPSLLVD     Y6, Y8, Y6; \
	VPANDN      dst, Y6, dst; \
	VPSHUFB     Y10, dst, dst; \
	VPERMD      dst, Y11, dst; \
	VPXOR       Y12, dst, dst

// CMPKEYS compares the keys in Y7 with Y13 (lt: Y7 < Y13) and ors the 8
// bits of each into R10 (lt) and R11 (eq) at bit sh.
#define CMPKEYS(sh) \
	VPCMPGTD  Y7, Y13, Y0; \
	VPCMPEQD  Y7, Y13, Y1; \
	VMOVMSKPS Y0, AX; \
	VMOVMSKPS Y1, BX; \
	SHLQ      $sh, AX; \
	SHLQ      $sh, BX; \
	ORQ       AX, R10; \
	ORQ       BX, R11

// func viewKeyASAVX2(lt, eq []uint64, views [][2]uint64, s uint32)
TEXT ·viewKeyASAVX2(SB), NOSPLIT, $0-76
	MOVQ lt_base+0(FP), DI
	MOVQ eq_base+24(FP), R8
	MOVQ views_base+48(FP), SI
	MOVQ views_len+56(FP), CX
	VPCMPEQD Y8, Y8, Y8
	MOVL $4, AX
	VMOVD AX, X9
	VPBROADCASTD X9, Y9
	VBROADCASTI128 viewBswap32x2<>(SB), Y10
	VMOVDQU viewOrder<>(SB), Y11
	MOVL $0x80000000, AX
	VMOVD AX, X12
	VPBROADCASTD X12, Y12
	MOVL s+72(FP), AX
	XORL $0x80000000, AX
	VMOVD AX, X13
	VPBROADCASTD X13, Y13 // s, biased
	SHRQ $6, CX
	JZ   done

loop:
	XORQ R10, R10
	XORQ R11, R11
	KEY8(SI, 0, Y7)
	CMPKEYS(0)
	KEY8(SI, 128, Y7)
	CMPKEYS(8)
	KEY8(SI, 256, Y7)
	CMPKEYS(16)
	KEY8(SI, 384, Y7)
	CMPKEYS(24)
	KEY8(SI, 512, Y7)
	CMPKEYS(32)
	KEY8(SI, 640, Y7)
	CMPKEYS(40)
	KEY8(SI, 768, Y7)
	CMPKEYS(48)
	KEY8(SI, 896, Y7)
	CMPKEYS(56)
	MOVQ R10, (DI)
	MOVQ R11, (R8)
	ADDQ $1024, SI
	ADDQ $8, DI
	ADDQ $8, R8
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func viewKeyAAAVX2(lt, eq []uint64, a, b [][2]uint64)
TEXT ·viewKeyAAAVX2(SB), NOSPLIT, $0-96
	MOVQ lt_base+0(FP), DI
	MOVQ eq_base+24(FP), R8
	MOVQ a_base+48(FP), SI
	MOVQ a_len+56(FP), CX
	MOVQ b_base+72(FP), DX
	VPCMPEQD Y8, Y8, Y8
	MOVL $4, AX
	VMOVD AX, X9
	VPBROADCASTD X9, Y9
	VBROADCASTI128 viewBswap32x2<>(SB), Y10
	VMOVDQU viewOrder<>(SB), Y11
	MOVL $0x80000000, AX
	VMOVD AX, X12
	VPBROADCASTD X12, Y12
	SHRQ $6, CX
	JZ   done

loop:
	XORQ R10, R10
	XORQ R11, R11
	KEY8(SI, 0, Y7)
	KEY8(DX, 0, Y13)
	CMPKEYS(0)
	KEY8(SI, 128, Y7)
	KEY8(DX, 128, Y13)
	CMPKEYS(8)
	KEY8(SI, 256, Y7)
	KEY8(DX, 256, Y13)
	CMPKEYS(16)
	KEY8(SI, 384, Y7)
	KEY8(DX, 384, Y13)
	CMPKEYS(24)
	KEY8(SI, 512, Y7)
	KEY8(DX, 512, Y13)
	CMPKEYS(32)
	KEY8(SI, 640, Y7)
	KEY8(DX, 640, Y13)
	CMPKEYS(40)
	KEY8(SI, 768, Y7)
	KEY8(DX, 768, Y13)
	CMPKEYS(48)
	KEY8(SI, 896, Y7)
	KEY8(DX, 896, Y13)
	CMPKEYS(56)
	MOVQ R10, (DI)
	MOVQ R11, (R8)
	ADDQ $1024, SI
	ADDQ $1024, DX
	ADDQ $8, DI
	ADDQ $8, R8
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET
