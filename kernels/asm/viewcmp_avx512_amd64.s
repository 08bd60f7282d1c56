//go:build !noasm

#include "textflag.h"

// AVX-512 view compare kernels (see viewcmp.go for the contract). A ZMM
// holds 4 views, as 8 qwords alternating lo (length | prefix<<32) and hi
// (inline bytes 4..11, or buffer index | offset<<32).
//
// Match and EqAA compare qwords: one 8-bit mask per 4 views, bit 2j for
// view j's lo word and 2j+1 for its hi word. The masks of 32 views are
// stored to the stack as one interleaved 64-bit word, the per-view
// conditions are combined there with shifts and ANDs, and PEXT gathers the
// even bits into one bit per view.
//
// The key kernels gather the length and prefix dwords of 16 views with two
// VPERMT2D and two VSHUFI64X2, mask the prefix bytes past the length
// (VPSLLVD of all ones by 8*min(len, 4): shifts of 32 give 0), byte-swap
// each dword to big-endian with VPSHUFB and compare unsigned (VPCMPUD):
// 16 views per compare, one KMOVW per output. This is the prefix-first
// idea of the view layout (Umbra-style strings) written for the format's
// 16-byte views; the code is quiver's own.

// lo-qword masks, broadcast to every 128-bit lane
DATA viewLenMask<>+0(SB)/8, $0x00000000ffffffff
DATA viewLenMask<>+8(SB)/8, $0
GLOBL viewLenMask<>(SB), RODATA|NOPTR, $16
DATA viewLen13<>+0(SB)/8, $13
DATA viewLen13<>+8(SB)/8, $0
GLOBL viewLen13<>(SB), RODATA|NOPTR, $16
DATA viewLen4<>+0(SB)/8, $4
DATA viewLen4<>+8(SB)/8, $0
GLOBL viewLen4<>(SB), RODATA|NOPTR, $16

// byte-swaps each dword
DATA viewBswap32<>+0(SB)/8, $0x0405060700010203
DATA viewBswap32<>+8(SB)/8, $0x0c0d0e0f08090a0b
GLOBL viewBswap32<>(SB), RODATA|NOPTR, $16

// VPERMT2D indices: the prefix dwords of 8 views (2 ZMMs), then their lengths
DATA viewGather<>+0(SB)/4, $1
DATA viewGather<>+4(SB)/4, $5
DATA viewGather<>+8(SB)/4, $9
DATA viewGather<>+12(SB)/4, $13
DATA viewGather<>+16(SB)/4, $17
DATA viewGather<>+20(SB)/4, $21
DATA viewGather<>+24(SB)/4, $25
DATA viewGather<>+28(SB)/4, $29
DATA viewGather<>+32(SB)/4, $0
DATA viewGather<>+36(SB)/4, $4
DATA viewGather<>+40(SB)/4, $8
DATA viewGather<>+44(SB)/4, $12
DATA viewGather<>+48(SB)/4, $16
DATA viewGather<>+52(SB)/4, $20
DATA viewGather<>+56(SB)/4, $24
DATA viewGather<>+60(SB)/4, $28
GLOBL viewGather<>(SB), RODATA|NOPTR, $64

// PEXTEVEN gathers the even bits of the interleaved masks: lo|hi<<32 = one
// bit per view for 64 views. R9 holds 0x5555555555555555.
// MATCH4 compares the 4 views at off(SI), masked by Z31, with the
// pattern in Z30: 8 bits (lo, hi per view) to stack byte koff.
#define MATCH4(off, z, koff) \
	VPANDQ   off(SI), Z31, z; \
	VPCMPEQQ Z30, z, K1; \
	KMOVB    K1, koff(SP)

// func viewMatchASAVX512(dst []uint64, views [][2]uint64, s, m [2]uint64)
TEXT ·viewMatchASAVX512(SB), NOSPLIT, $16-80
	MOVQ dst_base+0(FP), DI
	MOVQ views_base+24(FP), SI
	MOVQ views_len+32(FP), CX
	MOVQ s_0+48(FP), AX
	MOVQ s_1+56(FP), BX
	VMOVQ AX, X1
	VPINSRQ $1, BX, X1, X1
	VSHUFI64X2 $0, Z1, Z1, Z30 // s in every lane
	MOVQ m_0+64(FP), AX
	MOVQ m_1+72(FP), BX
	VMOVQ AX, X1
	VPINSRQ $1, BX, X1, X1
	VSHUFI64X2 $0, Z1, Z1, Z31 // m in every lane
	MOVQ $0x5555555555555555, R9
	SHRQ $6, CX
	JZ   done

loop:
	MATCH4(0, Z0, 0)
	MATCH4(64, Z1, 1)
	MATCH4(128, Z2, 2)
	MATCH4(192, Z3, 3)
	MATCH4(256, Z4, 4)
	MATCH4(320, Z5, 5)
	MATCH4(384, Z6, 6)
	MATCH4(448, Z7, 7)
	MATCH4(512, Z0, 8)
	MATCH4(576, Z1, 9)
	MATCH4(640, Z2, 10)
	MATCH4(704, Z3, 11)
	MATCH4(768, Z4, 12)
	MATCH4(832, Z5, 13)
	MATCH4(896, Z6, 14)
	MATCH4(960, Z7, 15)
	MOVQ 0(SP), AX
	MOVQ AX, BX
	SHRQ $1, BX
	ANDQ BX, AX // lo and hi words match
	PEXTQ R9, AX, AX
	MOVQ 8(SP), BX
	MOVQ BX, DX
	SHRQ $1, DX
	ANDQ DX, BX
	PEXTQ R9, BX, BX
	SHLQ $32, BX
	ORQ  BX, AX
	MOVQ AX, (DI)
	ADDQ $1024, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// EQ4 compares the 4 views at off(SI) with those at off(DX) and stores
// the 8-bit masks of: both words equal (stack byte koff), lengths equal
// (16+koff), length < 13 (32+koff), length < 4 (48+koff); the last three
// at lo positions. Z29 masks the lengths; Z28 and Z27 hold 13 and 4.
#define EQ4(off, koff) \
	VMOVDQU64 off(SI), Z0; \
	VPXORQ    off(DX), Z0, Z1; \
	VPTESTNMQ Z1, Z1, K1; \
	VPTESTNMQ Z29, Z1, K2; \
	VPANDQ    Z29, Z0, Z2; \
	VPCMPUQ   $1, Z28, Z2, K3; \
	VPCMPUQ   $1, Z27, Z2, K4; \
	KMOVB     K1, koff(SP); \
	KMOVB     K2, 16+koff(SP); \
	KMOVB     K3, 32+koff(SP); \
	KMOVB     K4, 48+koff(SP)

// func viewEqAAAVX512(eq, cand []uint64, a, b [][2]uint64)
//
// Stack: the interleaved masks of 64 views, 16 bytes each: 0 both words
// equal, 16 lengths equal, 32 length < 13, 48 length < 4 (the last three
// at lo positions only).
TEXT ·viewEqAAAVX512(SB), NOSPLIT, $64-96
	MOVQ eq_base+0(FP), DI
	MOVQ cand_base+24(FP), R8
	MOVQ a_base+48(FP), SI
	MOVQ a_len+56(FP), CX
	MOVQ b_base+72(FP), DX
	VBROADCASTI64X2 viewLenMask<>(SB), Z29
	VBROADCASTI64X2 viewLen13<>(SB), Z28
	VBROADCASTI64X2 viewLen4<>(SB), Z27
	MOVQ $0x5555555555555555, R9
	SHRQ $6, CX
	JZ   done

loop:
	EQ4(0, 0)
	EQ4(64, 1)
	EQ4(128, 2)
	EQ4(192, 3)
	EQ4(256, 4)
	EQ4(320, 5)
	EQ4(384, 6)
	EQ4(448, 7)
	EQ4(512, 8)
	EQ4(576, 9)
	EQ4(640, 10)
	EQ4(704, 11)
	EQ4(768, 12)
	EQ4(832, 13)
	EQ4(896, 14)
	EQ4(960, 15)
	MOVQ 0(SP), AX  // z: words equal
	MOVQ AX, BX
	SHRQ $1, BX
	ANDQ AX, BX        // both words equal
	ANDQ 32(SP), BX // eq: and inline
	ORQ  48(SP), AX // z or short
	ANDQ 16(SP), AX // and lengths equal
	XORQ BX, AX        // cand: that, but not eq
	PEXTQ R9, BX, R10
	PEXTQ R9, AX, R11
	MOVQ 8(SP), AX  // z: words equal
	MOVQ AX, BX
	SHRQ $1, BX
	ANDQ AX, BX        // both words equal
	ANDQ 40(SP), BX // eq: and inline
	ORQ  56(SP), AX // z or short
	ANDQ 24(SP), AX // and lengths equal
	XORQ BX, AX        // cand: that, but not eq
	PEXTQ R9, BX, R12
	PEXTQ R9, AX, R13
	SHLQ $32, R12
	ORQ  R12, R10
	SHLQ $32, R13
	ORQ  R13, R11
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

// KEY16 leaves in dst the keys of the 16 views at off(src): prefixes
// masked to the length and byte-swapped. Z26 holds the VPERMT2D indices,
// Z25 4s, Z24 all ones, Z23 the byte swap; clobbers Z0-Z3, Z6, Z7.
#define KEY16(src, off, dst) \
	VMOVDQU32  off(src), Z0; \
	VMOVDQU32  off+64(src), Z1; \
	VMOVDQU32  off+128(src), Z2; \
	VMOVDQU32  off+192(src), Z3; \
	VPERMT2D   Z1, Z26, Z0; \
	VPERMT2D   Z3, Z26, Z2; \
	VSHUFI64X2 $0x44, Z2, Z0, dst; \
	VSHUFI64X2 $0xee, Z2, Z0, Z6; \
	VPMINUD    Z25, Z6, Z6; \
	VPSLLD     $3, Z6, Z6; \
	VPSLLVD    Z6, Z24, Z7; \
	VPANDND    dst, Z7, dst; \
	VPSHUFB    Z23, dst, dst

// func viewKeyASAVX512(lt, eq []uint64, views [][2]uint64, s uint32)
TEXT ·viewKeyASAVX512(SB), NOSPLIT, $0-76
	MOVQ lt_base+0(FP), DI
	MOVQ eq_base+24(FP), R8
	MOVQ views_base+48(FP), SI
	MOVQ views_len+56(FP), CX
	MOVL s+72(FP), AX
	VPBROADCASTD AX, Z22
	VMOVDQU32 viewGather<>(SB), Z26
	MOVL $4, AX
	VPBROADCASTD AX, Z25
	VPTERNLOGD $0xff, Z24, Z24, Z24
	VBROADCASTI64X2 viewBswap32<>(SB), Z23
	SHRQ $6, CX
	JZ   done

loop:
	KEY16(SI, 0, Z5)
	VPCMPUD $1, Z22, Z5, K1
	VPCMPUD $0, Z22, Z5, K2
	KMOVW K1, 0(DI)
	KMOVW K2, 0(R8)
	KEY16(SI, 256, Z5)
	VPCMPUD $1, Z22, Z5, K1
	VPCMPUD $0, Z22, Z5, K2
	KMOVW K1, 2(DI)
	KMOVW K2, 2(R8)
	KEY16(SI, 512, Z5)
	VPCMPUD $1, Z22, Z5, K1
	VPCMPUD $0, Z22, Z5, K2
	KMOVW K1, 4(DI)
	KMOVW K2, 4(R8)
	KEY16(SI, 768, Z5)
	VPCMPUD $1, Z22, Z5, K1
	VPCMPUD $0, Z22, Z5, K2
	KMOVW K1, 6(DI)
	KMOVW K2, 6(R8)
	ADDQ $1024, SI
	ADDQ $8, DI
	ADDQ $8, R8
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func viewKeyAAAVX512(lt, eq []uint64, a, b [][2]uint64)
TEXT ·viewKeyAAAVX512(SB), NOSPLIT, $0-96
	MOVQ lt_base+0(FP), DI
	MOVQ eq_base+24(FP), R8
	MOVQ a_base+48(FP), SI
	MOVQ a_len+56(FP), CX
	MOVQ b_base+72(FP), DX
	VMOVDQU32 viewGather<>(SB), Z26
	MOVL $4, AX
	VPBROADCASTD AX, Z25
	VPTERNLOGD $0xff, Z24, Z24, Z24
	VBROADCASTI64X2 viewBswap32<>(SB), Z23
	SHRQ $6, CX
	JZ   done

loop:
	KEY16(SI, 0, Z5)
	KEY16(DX, 0, Z8)
	VPCMPUD $1, Z8, Z5, K1
	VPCMPUD $0, Z8, Z5, K2
	KMOVW K1, 0(DI)
	KMOVW K2, 0(R8)
	KEY16(SI, 256, Z5)
	KEY16(DX, 256, Z8)
	VPCMPUD $1, Z8, Z5, K1
	VPCMPUD $0, Z8, Z5, K2
	KMOVW K1, 2(DI)
	KMOVW K2, 2(R8)
	KEY16(SI, 512, Z5)
	KEY16(DX, 512, Z8)
	VPCMPUD $1, Z8, Z5, K1
	VPCMPUD $0, Z8, Z5, K2
	KMOVW K1, 4(DI)
	KMOVW K2, 4(R8)
	KEY16(SI, 768, Z5)
	KEY16(DX, 768, Z8)
	VPCMPUD $1, Z8, Z5, K1
	VPCMPUD $0, Z8, Z5, K2
	KMOVW K1, 6(DI)
	KMOVW K2, 6(R8)
	ADDQ $1024, SI
	ADDQ $1024, DX
	ADDQ $8, DI
	ADDQ $8, R8
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET
