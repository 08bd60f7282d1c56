//go:build !noasm

#include "textflag.h"

// Index statistics over idx[1 : 1+8b], NEON: each step loads 8 indices and
// their 8 predecessors (the same block one index earlier), folds the block
// into a lane-wise UMAX, and ORs "previous > current" (down) and "previous
// >= current" (flat) into two accumulators. Go's assembler lacks CMHI and
// CMHS, so they are WORD-encoded (make asm).

// func indexStats32NEON(idx []uint32, acc *[16]uint32) (done int, down, flat bool)
TEXT ·indexStats32NEON(SB), NOSPLIT, $0-42
	MOVD idx_base+0(FP), R0
	MOVD idx_len+8(FP), R1
	MOVD acc+24(FP), R2
	ADD  $4, R0, R4                    // current: one index ahead
	SUB  $1, R1, R1
	LSR  $3, R1, R1                    // whole blocks after idx[0]
	LSL  $3, R1, R3                    // indices covered
	VEOR V16.B16, V16.B16, V16.B16     // lane-wise maximum
	VEOR V17.B16, V17.B16, V17.B16
	VEOR V18.B16, V18.B16, V18.B16     // down lanes
	VEOR V19.B16, V19.B16, V19.B16     // flat lanes
	CBZ  R1, done

loop:
	VLD1.P 32(R0), [V0.S4, V1.S4]      // previous
	VLD1.P 32(R4), [V2.S4, V3.S4]      // current
	VUMAX  V2.S4, V16.S4, V16.S4
	VUMAX  V3.S4, V17.S4, V17.S4
	WORD   $0x6ea23404                 // cmhi v4.4s, v0.4s, v2.4s
	WORD   $0x6ea23c05                 // cmhs v5.4s, v0.4s, v2.4s
	WORD   $0x6ea33426                 // cmhi v6.4s, v1.4s, v3.4s
	WORD   $0x6ea33c27                 // cmhs v7.4s, v1.4s, v3.4s
	VORR   V4.B16, V18.B16, V18.B16
	VORR   V6.B16, V18.B16, V18.B16
	VORR   V5.B16, V19.B16, V19.B16
	VORR   V7.B16, V19.B16, V19.B16
	SUB    $1, R1, R1
	CBNZ   R1, loop

done:
	VUMAX V17.S4, V16.S4, V16.S4
	VST1  [V16.S4], (R2)
	VMOV  V18.D[0], R5
	VMOV  V18.D[1], R6
	ORR   R5, R6, R5
	CMP   $0, R5
	CSET  NE, R7
	MOVB  R7, down+40(FP)
	VMOV  V19.D[0], R5
	VMOV  V19.D[1], R6
	ORR   R5, R6, R5
	CMP   $0, R5
	CSET  NE, R7
	MOVB  R7, flat+41(FP)
	MOVD  R3, done+32(FP)
	RET
