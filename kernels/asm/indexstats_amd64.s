//go:build !noasm

#include "textflag.h"

// Index statistics over idx[1 : 1+blk*b] (blk = 16 for AVX-512, 8 for
// AVX2): each step loads a block and the same block one index earlier (the
// predecessors), folds the block into a lane-wise unsigned maximum, and
// accumulates "current < previous" (down) and "current <= previous" (flat)
// over all lanes. AVX-512 compares into mask registers and ORs them. AVX2
// has no unsigned compare: ge = (max(cur, prev) == cur) and gt = ge AND NOT
// (cur == prev) are AND-accumulated, and a lane that ever lost one of them
// means down or flat.

// func indexStats32AVX512(idx []uint32, acc *[16]uint32) (done int, down, flat bool)
TEXT ·indexStats32AVX512(SB), NOSPLIT, $0-42
	MOVQ   idx_base+0(FP), SI
	MOVQ   idx_len+8(FP), CX
	MOVQ   acc+24(FP), DI
	DECQ   CX
	SHRQ   $4, CX                      // whole blocks after idx[0]
	MOVQ   CX, AX
	SHLQ   $4, AX                      // indices covered
	VPXORD Z0, Z0, Z0                  // lane-wise maximum
	KXORW  K3, K3, K3                  // lanes that stepped down
	KXORW  K4, K4, K4                  // lanes that did not step up
	TESTQ  CX, CX
	JZ     is512_done

is512_loop:
	VMOVDQU32 4(SI), Z1                // idx[i .. i+16)
	VMOVDQU32 (SI), Z2                 // idx[i-1 .. i+15)
	VPMAXUD   Z1, Z0, Z0
	VPCMPUD   $1, Z2, Z1, K1           // cur < prev
	VPCMPUD   $2, Z2, Z1, K2           // cur <= prev
	KORW      K1, K3, K3
	KORW      K2, K4, K4
	ADDQ      $64, SI
	DECQ      CX
	JNZ       is512_loop

is512_done:
	VMOVDQU32 Z0, (DI)
	KORTESTW  K3, K3
	SETNE     down+40(FP)
	KORTESTW  K4, K4
	SETNE     flat+41(FP)
	MOVQ      AX, done+32(FP)
	VZEROUPPER
	RET

// func indexStats32AVX2(idx []uint32, acc *[16]uint32) (done int, down, flat bool)
TEXT ·indexStats32AVX2(SB), NOSPLIT, $0-42
	MOVQ     idx_base+0(FP), SI
	MOVQ     idx_len+8(FP), CX
	MOVQ     acc+24(FP), DI
	DECQ     CX
	SHRQ     $3, CX                    // whole blocks after idx[0]
	MOVQ     CX, AX
	SHLQ     $3, AX                    // indices covered
	VPXOR    Y0, Y0, Y0                // lane-wise maximum
	VPCMPEQD Y3, Y3, Y3                // lanes where cur >= prev always held
	VPCMPEQD Y4, Y4, Y4                // lanes where cur > prev always held
	TESTQ    CX, CX
	JZ       is2_done

is2_loop:
	VMOVDQU  4(SI), Y1                 // cur
	VMOVDQU  (SI), Y2                  // prev
	VPMAXUD  Y1, Y0, Y0
	VPMAXUD  Y1, Y2, Y5
	VPCMPEQD Y1, Y5, Y5                // ge: max(cur, prev) == cur
	VPCMPEQD Y1, Y2, Y6                // eq
	VPANDN   Y5, Y6, Y7                // gt: ge AND NOT eq
	VPAND    Y5, Y3, Y3
	VPAND    Y7, Y4, Y4
	ADDQ     $32, SI
	DECQ     CX
	JNZ      is2_loop

is2_done:
	VMOVDQU   Y0, (DI)
	VPMOVMSKB Y3, BX
	CMPL      BX, $0xffffffff
	SETNE     down+40(FP)
	VPMOVMSKB Y4, BX
	CMPL      BX, $0xffffffff
	SETNE     flat+41(FP)
	MOVQ      AX, done+32(FP)
	VZEROUPPER
	RET
