//go:build !noasm

#include "textflag.h"

// Lengths equal to l, 64 offsets-based values per output word: each of 8
// steps loads offs[i .. i+8) and offs[i+1 .. i+9) (two overlapping
// unaligned loads), subtracts them into 8 lengths (VPSUBD), compares with
// the broadcast l (VPCMPEQD) and packs the 8 lanes' sign bits into a byte
// of the word (VMOVMSKPS). Hand-written: one small kernel, no family of
// widths or levels for a generator to expand.

// LENEQ8 puts the mask of lengths offs[8k+1 .. 8k+9) - offs[8k .. 8k+8)
// == l at bits 8k .. 8k+8 of DX.
#define LENEQ8(k) \
	VMOVDQU (32*k)(SI), Y1 \
	VMOVDQU (32*k+4)(SI), Y2 \
	VPSUBD  Y1, Y2, Y2 \
	VPCMPEQD Y0, Y2, Y2 \
	VMOVMSKPS Y2, AX \
	SHLQ    $(8*k), AX \
	ORQ     AX, DX

// func lenEq32AVX2(dst []uint64, offs []int32, l int32)
TEXT ·lenEq32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), CX
	MOVQ offs_base+24(FP), SI
	MOVL l+48(FP), AX
	MOVQ AX, X0
	VPBROADCASTD X0, Y0
	TESTQ CX, CX
	JZ    lenEq32AVX2_done

lenEq32AVX2_word:
	XORQ DX, DX
	LENEQ8(0)
	LENEQ8(1)
	LENEQ8(2)
	LENEQ8(3)
	LENEQ8(4)
	LENEQ8(5)
	LENEQ8(6)
	LENEQ8(7)
	MOVQ DX, (DI)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  lenEq32AVX2_word

lenEq32AVX2_done:
	VZEROUPPER
	RET
