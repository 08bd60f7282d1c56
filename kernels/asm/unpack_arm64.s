//go:build !noasm

#include "textflag.h"

// Bit-unpacking to uint32, arm64 (NEON). 8 values per step, as two halves
// of 4 values loaded 16 bytes each from the step's start and hiOff bytes
// further. TBL gathers each value's 4 bytes into its 32-bit lane, USHL by a
// vector of negative counts shifts each lane right by its bit offset, and
// when some value needs a fifth byte (w >= 26) a second TBL puts that byte
// at the top of the lane and USHL shifts it left into place. Go's assembler
// lacks USHL, so it is WORD-encoded with the instruction beside it. The
// tables come from laneUnpack.

// func unpack32BlocksNEON(dst []uint32, src []byte, width int, c *laneUnpack)
TEXT ·unpack32BlocksNEON(SB), NOSPLIT, $0-64
	MOVD dst_base+0(FP), R0
	MOVD dst_len+8(FP), R1
	MOVD src_base+24(FP), R2
	MOVD width+48(FP), R3
	MOVD c+56(FP), R4
	VLD1 (R4), [V16.B16, V17.B16, V18.B16, V19.B16] // shuf1 halves 0, 1; shuf2 halves 0, 1
	ADD  $96, R4, R5
	VLD1 (R5), [V22.S4, V23.S4]                     // 8-s
	ADD  $128, R4, R5
	VLD1 (R5), [V20.S4, V21.S4]                     // -s
	MOVD 160(R4), R9                                // hiOff
	MOVD 168(R4), R10                               // wide
	MOVD $1, R6
	LSL  R3, R6, R6
	SUB  $1, R6, R6
	VDUP R6, V24.S4                                 // value mask
	LSR  $3, R1, R1
	CBZ  R1, done
	CBNZ R10, wide

narrow:
	ADD    R9, R2, R5
	VLD1   (R2), [V0.B16]
	VLD1   (R5), [V1.B16]
	VTBL   V16.B16, [V0.B16], V2.B16
	VTBL   V17.B16, [V1.B16], V3.B16
	WORD $0x6eb44442 // ushl v2.4s, v2.4s, v20.4s
	WORD $0x6eb54463 // ushl v3.4s, v3.4s, v21.4s
	VAND   V24.B16, V2.B16, V2.B16
	VAND   V24.B16, V3.B16, V3.B16
	VST1.P [V2.S4, V3.S4], 32(R0)
	ADD    R3, R2, R2
	SUB    $1, R1, R1
	CBNZ   R1, narrow
	B      done

wide:
	ADD    R9, R2, R5
	VLD1   (R2), [V0.B16]
	VLD1   (R5), [V1.B16]
	VTBL   V16.B16, [V0.B16], V2.B16
	VTBL   V17.B16, [V1.B16], V3.B16
	VTBL   V18.B16, [V0.B16], V4.B16
	VTBL   V19.B16, [V1.B16], V5.B16
	WORD $0x6eb44442 // ushl v2.4s, v2.4s, v20.4s
	WORD $0x6eb54463 // ushl v3.4s, v3.4s, v21.4s
	WORD $0x6eb64484 // ushl v4.4s, v4.4s, v22.4s
	WORD $0x6eb744a5 // ushl v5.4s, v5.4s, v23.4s
	VORR   V4.B16, V2.B16, V2.B16
	VORR   V5.B16, V3.B16, V3.B16
	VAND   V24.B16, V2.B16, V2.B16
	VAND   V24.B16, V3.B16, V3.B16
	VST1.P [V2.S4, V3.S4], 32(R0)
	ADD    R3, R2, R2
	SUB    $1, R1, R1
	CBNZ   R1, wide

done:
	RET
