//go:build !noasm

#include "textflag.h"

// Bitmap kernels for arm64 (NEON).
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
