//go:build !noasm

#include "textflag.h"

// NEON compare kernels (see compare.go for the contract). Each vector of
// 16 bytes, 8 halfwords, 4 words or 2 doublewords is compared into a lane
// mask (all ones or zero): CMEQ, CMGT/CMGE (signed), CMHI/CMHS
// (unsigned), FCMEQ/FCMGT/FCMGE (floats: false on NaN); a < b is b > a,
// a <= b is b >= a, and != is == with the result word inverted (so
// NaN != x holds, as in Go). Byte masks need no narrowing. Go's
// assembler lacks these compares, so they are WORD-encoded with the
// instruction beside them (make asm re-encodes them). The lane masks are
// narrowed to one byte per value in order with UZP1 (keep the low half of
// every lane), and 64 such bytes become a 64-bit word by the usual NEON
// movemask: AND with the bit weights 1, 2, ..., 128 and three rounds of
// pairwise adds (ADDP), which sum each run of 8 bytes into one.

// bit weights of a byte's lanes, twice
DATA bitWeights<>+0(SB)/8, $0x8040201008040201
DATA bitWeights<>+8(SB)/8, $0x8040201008040201
GLOBL bitWeights<>(SB), RODATA|NOPTR, $16

// MOVEMASK gathers the byte masks of 64 values in V16..V19 into R5, one
// bit per value. V30 holds bitWeights.
#define MOVEMASK \
	VAND  V30.B16, V16.B16, V16.B16; \
	VAND  V30.B16, V17.B16, V17.B16; \
	VAND  V30.B16, V18.B16, V18.B16; \
	VAND  V30.B16, V19.B16, V19.B16; \
	VADDP V17.B16, V16.B16, V20.B16; \
	VADDP V19.B16, V18.B16, V21.B16; \
	VADDP V21.B16, V20.B16, V22.B16; \
	VADDP V22.B16, V22.B16, V22.B16; \
	VMOV  V22.D[0], R5

// func cmpEqAAInt8NEON(dst []uint64, a, b []int8)
TEXT ·cmpEqAAInt8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e248c10 // cmeq v16.16b, v0.16b, v4.16b
	WORD $0x6e258c31 // cmeq v17.16b, v1.16b, v5.16b
	WORD $0x6e268c52 // cmeq v18.16b, v2.16b, v6.16b
	WORD $0x6e278c73 // cmeq v19.16b, v3.16b, v7.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASInt8NEON(dst []uint64, a []int8, b int8)
TEXT ·cmpEqASInt8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e3f8c10 // cmeq v16.16b, v0.16b, v31.16b
	WORD $0x6e3f8c31 // cmeq v17.16b, v1.16b, v31.16b
	WORD $0x6e3f8c52 // cmeq v18.16b, v2.16b, v31.16b
	WORD $0x6e3f8c73 // cmeq v19.16b, v3.16b, v31.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAInt8NEON(dst []uint64, a, b []int8)
TEXT ·cmpNeAAInt8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e248c10 // cmeq v16.16b, v0.16b, v4.16b
	WORD $0x6e258c31 // cmeq v17.16b, v1.16b, v5.16b
	WORD $0x6e268c52 // cmeq v18.16b, v2.16b, v6.16b
	WORD $0x6e278c73 // cmeq v19.16b, v3.16b, v7.16b
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASInt8NEON(dst []uint64, a []int8, b int8)
TEXT ·cmpNeASInt8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e3f8c10 // cmeq v16.16b, v0.16b, v31.16b
	WORD $0x6e3f8c31 // cmeq v17.16b, v1.16b, v31.16b
	WORD $0x6e3f8c52 // cmeq v18.16b, v2.16b, v31.16b
	WORD $0x6e3f8c73 // cmeq v19.16b, v3.16b, v31.16b
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAInt8NEON(dst []uint64, a, b []int8)
TEXT ·cmpLtAAInt8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x4e203490 // cmgt v16.16b, v4.16b, v0.16b
	WORD $0x4e2134b1 // cmgt v17.16b, v5.16b, v1.16b
	WORD $0x4e2234d2 // cmgt v18.16b, v6.16b, v2.16b
	WORD $0x4e2334f3 // cmgt v19.16b, v7.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASInt8NEON(dst []uint64, a []int8, b int8)
TEXT ·cmpLtASInt8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x4e2037f0 // cmgt v16.16b, v31.16b, v0.16b
	WORD $0x4e2137f1 // cmgt v17.16b, v31.16b, v1.16b
	WORD $0x4e2237f2 // cmgt v18.16b, v31.16b, v2.16b
	WORD $0x4e2337f3 // cmgt v19.16b, v31.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAInt8NEON(dst []uint64, a, b []int8)
TEXT ·cmpLeAAInt8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x4e203c90 // cmge v16.16b, v4.16b, v0.16b
	WORD $0x4e213cb1 // cmge v17.16b, v5.16b, v1.16b
	WORD $0x4e223cd2 // cmge v18.16b, v6.16b, v2.16b
	WORD $0x4e233cf3 // cmge v19.16b, v7.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASInt8NEON(dst []uint64, a []int8, b int8)
TEXT ·cmpLeASInt8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x4e203ff0 // cmge v16.16b, v31.16b, v0.16b
	WORD $0x4e213ff1 // cmge v17.16b, v31.16b, v1.16b
	WORD $0x4e223ff2 // cmge v18.16b, v31.16b, v2.16b
	WORD $0x4e233ff3 // cmge v19.16b, v31.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAInt8NEON(dst []uint64, a, b []int8)
TEXT ·cmpGtAAInt8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x4e243410 // cmgt v16.16b, v0.16b, v4.16b
	WORD $0x4e253431 // cmgt v17.16b, v1.16b, v5.16b
	WORD $0x4e263452 // cmgt v18.16b, v2.16b, v6.16b
	WORD $0x4e273473 // cmgt v19.16b, v3.16b, v7.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASInt8NEON(dst []uint64, a []int8, b int8)
TEXT ·cmpGtASInt8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x4e3f3410 // cmgt v16.16b, v0.16b, v31.16b
	WORD $0x4e3f3431 // cmgt v17.16b, v1.16b, v31.16b
	WORD $0x4e3f3452 // cmgt v18.16b, v2.16b, v31.16b
	WORD $0x4e3f3473 // cmgt v19.16b, v3.16b, v31.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAInt8NEON(dst []uint64, a, b []int8)
TEXT ·cmpGeAAInt8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x4e243c10 // cmge v16.16b, v0.16b, v4.16b
	WORD $0x4e253c31 // cmge v17.16b, v1.16b, v5.16b
	WORD $0x4e263c52 // cmge v18.16b, v2.16b, v6.16b
	WORD $0x4e273c73 // cmge v19.16b, v3.16b, v7.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASInt8NEON(dst []uint64, a []int8, b int8)
TEXT ·cmpGeASInt8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x4e3f3c10 // cmge v16.16b, v0.16b, v31.16b
	WORD $0x4e3f3c31 // cmge v17.16b, v1.16b, v31.16b
	WORD $0x4e3f3c52 // cmge v18.16b, v2.16b, v31.16b
	WORD $0x4e3f3c73 // cmge v19.16b, v3.16b, v31.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAUint8NEON(dst []uint64, a, b []uint8)
TEXT ·cmpEqAAUint8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e248c10 // cmeq v16.16b, v0.16b, v4.16b
	WORD $0x6e258c31 // cmeq v17.16b, v1.16b, v5.16b
	WORD $0x6e268c52 // cmeq v18.16b, v2.16b, v6.16b
	WORD $0x6e278c73 // cmeq v19.16b, v3.16b, v7.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASUint8NEON(dst []uint64, a []uint8, b uint8)
TEXT ·cmpEqASUint8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e3f8c10 // cmeq v16.16b, v0.16b, v31.16b
	WORD $0x6e3f8c31 // cmeq v17.16b, v1.16b, v31.16b
	WORD $0x6e3f8c52 // cmeq v18.16b, v2.16b, v31.16b
	WORD $0x6e3f8c73 // cmeq v19.16b, v3.16b, v31.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAUint8NEON(dst []uint64, a, b []uint8)
TEXT ·cmpNeAAUint8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e248c10 // cmeq v16.16b, v0.16b, v4.16b
	WORD $0x6e258c31 // cmeq v17.16b, v1.16b, v5.16b
	WORD $0x6e268c52 // cmeq v18.16b, v2.16b, v6.16b
	WORD $0x6e278c73 // cmeq v19.16b, v3.16b, v7.16b
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASUint8NEON(dst []uint64, a []uint8, b uint8)
TEXT ·cmpNeASUint8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e3f8c10 // cmeq v16.16b, v0.16b, v31.16b
	WORD $0x6e3f8c31 // cmeq v17.16b, v1.16b, v31.16b
	WORD $0x6e3f8c52 // cmeq v18.16b, v2.16b, v31.16b
	WORD $0x6e3f8c73 // cmeq v19.16b, v3.16b, v31.16b
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAUint8NEON(dst []uint64, a, b []uint8)
TEXT ·cmpLtAAUint8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e203490 // cmhi v16.16b, v4.16b, v0.16b
	WORD $0x6e2134b1 // cmhi v17.16b, v5.16b, v1.16b
	WORD $0x6e2234d2 // cmhi v18.16b, v6.16b, v2.16b
	WORD $0x6e2334f3 // cmhi v19.16b, v7.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASUint8NEON(dst []uint64, a []uint8, b uint8)
TEXT ·cmpLtASUint8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e2037f0 // cmhi v16.16b, v31.16b, v0.16b
	WORD $0x6e2137f1 // cmhi v17.16b, v31.16b, v1.16b
	WORD $0x6e2237f2 // cmhi v18.16b, v31.16b, v2.16b
	WORD $0x6e2337f3 // cmhi v19.16b, v31.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAUint8NEON(dst []uint64, a, b []uint8)
TEXT ·cmpLeAAUint8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e203c90 // cmhs v16.16b, v4.16b, v0.16b
	WORD $0x6e213cb1 // cmhs v17.16b, v5.16b, v1.16b
	WORD $0x6e223cd2 // cmhs v18.16b, v6.16b, v2.16b
	WORD $0x6e233cf3 // cmhs v19.16b, v7.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASUint8NEON(dst []uint64, a []uint8, b uint8)
TEXT ·cmpLeASUint8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e203ff0 // cmhs v16.16b, v31.16b, v0.16b
	WORD $0x6e213ff1 // cmhs v17.16b, v31.16b, v1.16b
	WORD $0x6e223ff2 // cmhs v18.16b, v31.16b, v2.16b
	WORD $0x6e233ff3 // cmhs v19.16b, v31.16b, v3.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAUint8NEON(dst []uint64, a, b []uint8)
TEXT ·cmpGtAAUint8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e243410 // cmhi v16.16b, v0.16b, v4.16b
	WORD $0x6e253431 // cmhi v17.16b, v1.16b, v5.16b
	WORD $0x6e263452 // cmhi v18.16b, v2.16b, v6.16b
	WORD $0x6e273473 // cmhi v19.16b, v3.16b, v7.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASUint8NEON(dst []uint64, a []uint8, b uint8)
TEXT ·cmpGtASUint8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e3f3410 // cmhi v16.16b, v0.16b, v31.16b
	WORD $0x6e3f3431 // cmhi v17.16b, v1.16b, v31.16b
	WORD $0x6e3f3452 // cmhi v18.16b, v2.16b, v31.16b
	WORD $0x6e3f3473 // cmhi v19.16b, v3.16b, v31.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAUint8NEON(dst []uint64, a, b []uint8)
TEXT ·cmpGeAAUint8NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	VLD1.P 64(R3), [V4.B16, V5.B16, V6.B16, V7.B16]
	WORD $0x6e243c10 // cmhs v16.16b, v0.16b, v4.16b
	WORD $0x6e253c31 // cmhs v17.16b, v1.16b, v5.16b
	WORD $0x6e263c52 // cmhs v18.16b, v2.16b, v6.16b
	WORD $0x6e273c73 // cmhs v19.16b, v3.16b, v7.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASUint8NEON(dst []uint64, a []uint8, b uint8)
TEXT ·cmpGeASUint8NEON(SB), NOSPLIT, $0-49
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVBU b+48(FP), R5
	VDUP  R5, V31.B16 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.B16, V1.B16, V2.B16, V3.B16]
	WORD $0x6e3f3c10 // cmhs v16.16b, v0.16b, v31.16b
	WORD $0x6e3f3c31 // cmhs v17.16b, v1.16b, v31.16b
	WORD $0x6e3f3c52 // cmhs v18.16b, v2.16b, v31.16b
	WORD $0x6e3f3c73 // cmhs v19.16b, v3.16b, v31.16b
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAInt16NEON(dst []uint64, a, b []int16)
TEXT ·cmpEqAAInt16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASInt16NEON(dst []uint64, a []int16, b int16)
TEXT ·cmpEqASInt16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAInt16NEON(dst []uint64, a, b []int16)
TEXT ·cmpNeAAInt16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASInt16NEON(dst []uint64, a []int16, b int16)
TEXT ·cmpNeASInt16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAInt16NEON(dst []uint64, a, b []int16)
TEXT ·cmpLtAAInt16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603488 // cmgt v8.8h, v4.8h, v0.8h
	WORD $0x4e6134a9 // cmgt v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603488 // cmgt v8.8h, v4.8h, v0.8h
	WORD $0x4e6134a9 // cmgt v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603488 // cmgt v8.8h, v4.8h, v0.8h
	WORD $0x4e6134a9 // cmgt v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603488 // cmgt v8.8h, v4.8h, v0.8h
	WORD $0x4e6134a9 // cmgt v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASInt16NEON(dst []uint64, a []int16, b int16)
TEXT ·cmpLtASInt16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e6037e8 // cmgt v8.8h, v31.8h, v0.8h
	WORD $0x4e6137e9 // cmgt v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e6037e8 // cmgt v8.8h, v31.8h, v0.8h
	WORD $0x4e6137e9 // cmgt v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e6037e8 // cmgt v8.8h, v31.8h, v0.8h
	WORD $0x4e6137e9 // cmgt v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e6037e8 // cmgt v8.8h, v31.8h, v0.8h
	WORD $0x4e6137e9 // cmgt v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAInt16NEON(dst []uint64, a, b []int16)
TEXT ·cmpLeAAInt16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603c88 // cmge v8.8h, v4.8h, v0.8h
	WORD $0x4e613ca9 // cmge v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603c88 // cmge v8.8h, v4.8h, v0.8h
	WORD $0x4e613ca9 // cmge v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603c88 // cmge v8.8h, v4.8h, v0.8h
	WORD $0x4e613ca9 // cmge v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e603c88 // cmge v8.8h, v4.8h, v0.8h
	WORD $0x4e613ca9 // cmge v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASInt16NEON(dst []uint64, a []int16, b int16)
TEXT ·cmpLeASInt16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e603fe8 // cmge v8.8h, v31.8h, v0.8h
	WORD $0x4e613fe9 // cmge v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e603fe8 // cmge v8.8h, v31.8h, v0.8h
	WORD $0x4e613fe9 // cmge v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e603fe8 // cmge v8.8h, v31.8h, v0.8h
	WORD $0x4e613fe9 // cmge v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e603fe8 // cmge v8.8h, v31.8h, v0.8h
	WORD $0x4e613fe9 // cmge v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAInt16NEON(dst []uint64, a, b []int16)
TEXT ·cmpGtAAInt16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643408 // cmgt v8.8h, v0.8h, v4.8h
	WORD $0x4e653429 // cmgt v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643408 // cmgt v8.8h, v0.8h, v4.8h
	WORD $0x4e653429 // cmgt v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643408 // cmgt v8.8h, v0.8h, v4.8h
	WORD $0x4e653429 // cmgt v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643408 // cmgt v8.8h, v0.8h, v4.8h
	WORD $0x4e653429 // cmgt v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASInt16NEON(dst []uint64, a []int16, b int16)
TEXT ·cmpGtASInt16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3408 // cmgt v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3429 // cmgt v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3408 // cmgt v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3429 // cmgt v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3408 // cmgt v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3429 // cmgt v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3408 // cmgt v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3429 // cmgt v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAInt16NEON(dst []uint64, a, b []int16)
TEXT ·cmpGeAAInt16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643c08 // cmge v8.8h, v0.8h, v4.8h
	WORD $0x4e653c29 // cmge v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643c08 // cmge v8.8h, v0.8h, v4.8h
	WORD $0x4e653c29 // cmge v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643c08 // cmge v8.8h, v0.8h, v4.8h
	WORD $0x4e653c29 // cmge v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x4e643c08 // cmge v8.8h, v0.8h, v4.8h
	WORD $0x4e653c29 // cmge v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASInt16NEON(dst []uint64, a []int16, b int16)
TEXT ·cmpGeASInt16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3c08 // cmge v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3c29 // cmge v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3c08 // cmge v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3c29 // cmge v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3c08 // cmge v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3c29 // cmge v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x4e7f3c08 // cmge v8.8h, v0.8h, v31.8h
	WORD $0x4e7f3c29 // cmge v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAUint16NEON(dst []uint64, a, b []uint16)
TEXT ·cmpEqAAUint16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASUint16NEON(dst []uint64, a []uint16, b uint16)
TEXT ·cmpEqASUint16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAUint16NEON(dst []uint64, a, b []uint16)
TEXT ·cmpNeAAUint16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e648c08 // cmeq v8.8h, v0.8h, v4.8h
	WORD $0x6e658c29 // cmeq v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASUint16NEON(dst []uint64, a []uint16, b uint16)
TEXT ·cmpNeASUint16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f8c08 // cmeq v8.8h, v0.8h, v31.8h
	WORD $0x6e7f8c29 // cmeq v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAUint16NEON(dst []uint64, a, b []uint16)
TEXT ·cmpLtAAUint16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603488 // cmhi v8.8h, v4.8h, v0.8h
	WORD $0x6e6134a9 // cmhi v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603488 // cmhi v8.8h, v4.8h, v0.8h
	WORD $0x6e6134a9 // cmhi v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603488 // cmhi v8.8h, v4.8h, v0.8h
	WORD $0x6e6134a9 // cmhi v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603488 // cmhi v8.8h, v4.8h, v0.8h
	WORD $0x6e6134a9 // cmhi v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASUint16NEON(dst []uint64, a []uint16, b uint16)
TEXT ·cmpLtASUint16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e6037e8 // cmhi v8.8h, v31.8h, v0.8h
	WORD $0x6e6137e9 // cmhi v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e6037e8 // cmhi v8.8h, v31.8h, v0.8h
	WORD $0x6e6137e9 // cmhi v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e6037e8 // cmhi v8.8h, v31.8h, v0.8h
	WORD $0x6e6137e9 // cmhi v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e6037e8 // cmhi v8.8h, v31.8h, v0.8h
	WORD $0x6e6137e9 // cmhi v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAUint16NEON(dst []uint64, a, b []uint16)
TEXT ·cmpLeAAUint16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603c88 // cmhs v8.8h, v4.8h, v0.8h
	WORD $0x6e613ca9 // cmhs v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603c88 // cmhs v8.8h, v4.8h, v0.8h
	WORD $0x6e613ca9 // cmhs v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603c88 // cmhs v8.8h, v4.8h, v0.8h
	WORD $0x6e613ca9 // cmhs v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e603c88 // cmhs v8.8h, v4.8h, v0.8h
	WORD $0x6e613ca9 // cmhs v9.8h, v5.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASUint16NEON(dst []uint64, a []uint16, b uint16)
TEXT ·cmpLeASUint16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e603fe8 // cmhs v8.8h, v31.8h, v0.8h
	WORD $0x6e613fe9 // cmhs v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e603fe8 // cmhs v8.8h, v31.8h, v0.8h
	WORD $0x6e613fe9 // cmhs v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e603fe8 // cmhs v8.8h, v31.8h, v0.8h
	WORD $0x6e613fe9 // cmhs v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e603fe8 // cmhs v8.8h, v31.8h, v0.8h
	WORD $0x6e613fe9 // cmhs v9.8h, v31.8h, v1.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAUint16NEON(dst []uint64, a, b []uint16)
TEXT ·cmpGtAAUint16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643408 // cmhi v8.8h, v0.8h, v4.8h
	WORD $0x6e653429 // cmhi v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643408 // cmhi v8.8h, v0.8h, v4.8h
	WORD $0x6e653429 // cmhi v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643408 // cmhi v8.8h, v0.8h, v4.8h
	WORD $0x6e653429 // cmhi v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643408 // cmhi v8.8h, v0.8h, v4.8h
	WORD $0x6e653429 // cmhi v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASUint16NEON(dst []uint64, a []uint16, b uint16)
TEXT ·cmpGtASUint16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3408 // cmhi v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3429 // cmhi v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3408 // cmhi v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3429 // cmhi v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3408 // cmhi v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3429 // cmhi v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3408 // cmhi v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3429 // cmhi v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAUint16NEON(dst []uint64, a, b []uint16)
TEXT ·cmpGeAAUint16NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643c08 // cmhs v8.8h, v0.8h, v4.8h
	WORD $0x6e653c29 // cmhs v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643c08 // cmhs v8.8h, v0.8h, v4.8h
	WORD $0x6e653c29 // cmhs v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643c08 // cmhs v8.8h, v0.8h, v4.8h
	WORD $0x6e653c29 // cmhs v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VLD1.P 32(R3), [V4.H8, V5.H8]
	WORD $0x6e643c08 // cmhs v8.8h, v0.8h, v4.8h
	WORD $0x6e653c29 // cmhs v9.8h, v1.8h, v5.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASUint16NEON(dst []uint64, a []uint16, b uint16)
TEXT ·cmpGeASUint16NEON(SB), NOSPLIT, $0-50
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVHU b+48(FP), R5
	VDUP  R5, V31.H8 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3c08 // cmhs v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3c29 // cmhs v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V16.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3c08 // cmhs v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3c29 // cmhs v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V17.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3c08 // cmhs v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3c29 // cmhs v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V18.B16
	VLD1.P 32(R1), [V0.H8, V1.H8]
	WORD $0x6e7f3c08 // cmhs v8.8h, v0.8h, v31.8h
	WORD $0x6e7f3c29 // cmhs v9.8h, v1.8h, v31.8h
	VUZP1 V9.B16, V8.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAInt32NEON(dst []uint64, a, b []int32)
TEXT ·cmpEqAAInt32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASInt32NEON(dst []uint64, a []int32, b int32)
TEXT ·cmpEqASInt32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAInt32NEON(dst []uint64, a, b []int32)
TEXT ·cmpNeAAInt32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASInt32NEON(dst []uint64, a []int32, b int32)
TEXT ·cmpNeASInt32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAInt32NEON(dst []uint64, a, b []int32)
TEXT ·cmpLtAAInt32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03488 // cmgt v8.4s, v4.4s, v0.4s
	WORD $0x4ea134a9 // cmgt v9.4s, v5.4s, v1.4s
	WORD $0x4ea234ca // cmgt v10.4s, v6.4s, v2.4s
	WORD $0x4ea334eb // cmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03488 // cmgt v8.4s, v4.4s, v0.4s
	WORD $0x4ea134a9 // cmgt v9.4s, v5.4s, v1.4s
	WORD $0x4ea234ca // cmgt v10.4s, v6.4s, v2.4s
	WORD $0x4ea334eb // cmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03488 // cmgt v8.4s, v4.4s, v0.4s
	WORD $0x4ea134a9 // cmgt v9.4s, v5.4s, v1.4s
	WORD $0x4ea234ca // cmgt v10.4s, v6.4s, v2.4s
	WORD $0x4ea334eb // cmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03488 // cmgt v8.4s, v4.4s, v0.4s
	WORD $0x4ea134a9 // cmgt v9.4s, v5.4s, v1.4s
	WORD $0x4ea234ca // cmgt v10.4s, v6.4s, v2.4s
	WORD $0x4ea334eb // cmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASInt32NEON(dst []uint64, a []int32, b int32)
TEXT ·cmpLtASInt32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea037e8 // cmgt v8.4s, v31.4s, v0.4s
	WORD $0x4ea137e9 // cmgt v9.4s, v31.4s, v1.4s
	WORD $0x4ea237ea // cmgt v10.4s, v31.4s, v2.4s
	WORD $0x4ea337eb // cmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea037e8 // cmgt v8.4s, v31.4s, v0.4s
	WORD $0x4ea137e9 // cmgt v9.4s, v31.4s, v1.4s
	WORD $0x4ea237ea // cmgt v10.4s, v31.4s, v2.4s
	WORD $0x4ea337eb // cmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea037e8 // cmgt v8.4s, v31.4s, v0.4s
	WORD $0x4ea137e9 // cmgt v9.4s, v31.4s, v1.4s
	WORD $0x4ea237ea // cmgt v10.4s, v31.4s, v2.4s
	WORD $0x4ea337eb // cmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea037e8 // cmgt v8.4s, v31.4s, v0.4s
	WORD $0x4ea137e9 // cmgt v9.4s, v31.4s, v1.4s
	WORD $0x4ea237ea // cmgt v10.4s, v31.4s, v2.4s
	WORD $0x4ea337eb // cmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAInt32NEON(dst []uint64, a, b []int32)
TEXT ·cmpLeAAInt32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03c88 // cmge v8.4s, v4.4s, v0.4s
	WORD $0x4ea13ca9 // cmge v9.4s, v5.4s, v1.4s
	WORD $0x4ea23cca // cmge v10.4s, v6.4s, v2.4s
	WORD $0x4ea33ceb // cmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03c88 // cmge v8.4s, v4.4s, v0.4s
	WORD $0x4ea13ca9 // cmge v9.4s, v5.4s, v1.4s
	WORD $0x4ea23cca // cmge v10.4s, v6.4s, v2.4s
	WORD $0x4ea33ceb // cmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03c88 // cmge v8.4s, v4.4s, v0.4s
	WORD $0x4ea13ca9 // cmge v9.4s, v5.4s, v1.4s
	WORD $0x4ea23cca // cmge v10.4s, v6.4s, v2.4s
	WORD $0x4ea33ceb // cmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea03c88 // cmge v8.4s, v4.4s, v0.4s
	WORD $0x4ea13ca9 // cmge v9.4s, v5.4s, v1.4s
	WORD $0x4ea23cca // cmge v10.4s, v6.4s, v2.4s
	WORD $0x4ea33ceb // cmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASInt32NEON(dst []uint64, a []int32, b int32)
TEXT ·cmpLeASInt32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea03fe8 // cmge v8.4s, v31.4s, v0.4s
	WORD $0x4ea13fe9 // cmge v9.4s, v31.4s, v1.4s
	WORD $0x4ea23fea // cmge v10.4s, v31.4s, v2.4s
	WORD $0x4ea33feb // cmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea03fe8 // cmge v8.4s, v31.4s, v0.4s
	WORD $0x4ea13fe9 // cmge v9.4s, v31.4s, v1.4s
	WORD $0x4ea23fea // cmge v10.4s, v31.4s, v2.4s
	WORD $0x4ea33feb // cmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea03fe8 // cmge v8.4s, v31.4s, v0.4s
	WORD $0x4ea13fe9 // cmge v9.4s, v31.4s, v1.4s
	WORD $0x4ea23fea // cmge v10.4s, v31.4s, v2.4s
	WORD $0x4ea33feb // cmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ea03fe8 // cmge v8.4s, v31.4s, v0.4s
	WORD $0x4ea13fe9 // cmge v9.4s, v31.4s, v1.4s
	WORD $0x4ea23fea // cmge v10.4s, v31.4s, v2.4s
	WORD $0x4ea33feb // cmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAInt32NEON(dst []uint64, a, b []int32)
TEXT ·cmpGtAAInt32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43408 // cmgt v8.4s, v0.4s, v4.4s
	WORD $0x4ea53429 // cmgt v9.4s, v1.4s, v5.4s
	WORD $0x4ea6344a // cmgt v10.4s, v2.4s, v6.4s
	WORD $0x4ea7346b // cmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43408 // cmgt v8.4s, v0.4s, v4.4s
	WORD $0x4ea53429 // cmgt v9.4s, v1.4s, v5.4s
	WORD $0x4ea6344a // cmgt v10.4s, v2.4s, v6.4s
	WORD $0x4ea7346b // cmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43408 // cmgt v8.4s, v0.4s, v4.4s
	WORD $0x4ea53429 // cmgt v9.4s, v1.4s, v5.4s
	WORD $0x4ea6344a // cmgt v10.4s, v2.4s, v6.4s
	WORD $0x4ea7346b // cmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43408 // cmgt v8.4s, v0.4s, v4.4s
	WORD $0x4ea53429 // cmgt v9.4s, v1.4s, v5.4s
	WORD $0x4ea6344a // cmgt v10.4s, v2.4s, v6.4s
	WORD $0x4ea7346b // cmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASInt32NEON(dst []uint64, a []int32, b int32)
TEXT ·cmpGtASInt32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3408 // cmgt v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3429 // cmgt v9.4s, v1.4s, v31.4s
	WORD $0x4ebf344a // cmgt v10.4s, v2.4s, v31.4s
	WORD $0x4ebf346b // cmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3408 // cmgt v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3429 // cmgt v9.4s, v1.4s, v31.4s
	WORD $0x4ebf344a // cmgt v10.4s, v2.4s, v31.4s
	WORD $0x4ebf346b // cmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3408 // cmgt v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3429 // cmgt v9.4s, v1.4s, v31.4s
	WORD $0x4ebf344a // cmgt v10.4s, v2.4s, v31.4s
	WORD $0x4ebf346b // cmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3408 // cmgt v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3429 // cmgt v9.4s, v1.4s, v31.4s
	WORD $0x4ebf344a // cmgt v10.4s, v2.4s, v31.4s
	WORD $0x4ebf346b // cmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAInt32NEON(dst []uint64, a, b []int32)
TEXT ·cmpGeAAInt32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43c08 // cmge v8.4s, v0.4s, v4.4s
	WORD $0x4ea53c29 // cmge v9.4s, v1.4s, v5.4s
	WORD $0x4ea63c4a // cmge v10.4s, v2.4s, v6.4s
	WORD $0x4ea73c6b // cmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43c08 // cmge v8.4s, v0.4s, v4.4s
	WORD $0x4ea53c29 // cmge v9.4s, v1.4s, v5.4s
	WORD $0x4ea63c4a // cmge v10.4s, v2.4s, v6.4s
	WORD $0x4ea73c6b // cmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43c08 // cmge v8.4s, v0.4s, v4.4s
	WORD $0x4ea53c29 // cmge v9.4s, v1.4s, v5.4s
	WORD $0x4ea63c4a // cmge v10.4s, v2.4s, v6.4s
	WORD $0x4ea73c6b // cmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4ea43c08 // cmge v8.4s, v0.4s, v4.4s
	WORD $0x4ea53c29 // cmge v9.4s, v1.4s, v5.4s
	WORD $0x4ea63c4a // cmge v10.4s, v2.4s, v6.4s
	WORD $0x4ea73c6b // cmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASInt32NEON(dst []uint64, a []int32, b int32)
TEXT ·cmpGeASInt32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3c08 // cmge v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3c29 // cmge v9.4s, v1.4s, v31.4s
	WORD $0x4ebf3c4a // cmge v10.4s, v2.4s, v31.4s
	WORD $0x4ebf3c6b // cmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3c08 // cmge v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3c29 // cmge v9.4s, v1.4s, v31.4s
	WORD $0x4ebf3c4a // cmge v10.4s, v2.4s, v31.4s
	WORD $0x4ebf3c6b // cmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3c08 // cmge v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3c29 // cmge v9.4s, v1.4s, v31.4s
	WORD $0x4ebf3c4a // cmge v10.4s, v2.4s, v31.4s
	WORD $0x4ebf3c6b // cmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4ebf3c08 // cmge v8.4s, v0.4s, v31.4s
	WORD $0x4ebf3c29 // cmge v9.4s, v1.4s, v31.4s
	WORD $0x4ebf3c4a // cmge v10.4s, v2.4s, v31.4s
	WORD $0x4ebf3c6b // cmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAUint32NEON(dst []uint64, a, b []uint32)
TEXT ·cmpEqAAUint32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASUint32NEON(dst []uint64, a []uint32, b uint32)
TEXT ·cmpEqASUint32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAUint32NEON(dst []uint64, a, b []uint32)
TEXT ·cmpNeAAUint32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea48c08 // cmeq v8.4s, v0.4s, v4.4s
	WORD $0x6ea58c29 // cmeq v9.4s, v1.4s, v5.4s
	WORD $0x6ea68c4a // cmeq v10.4s, v2.4s, v6.4s
	WORD $0x6ea78c6b // cmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASUint32NEON(dst []uint64, a []uint32, b uint32)
TEXT ·cmpNeASUint32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf8c08 // cmeq v8.4s, v0.4s, v31.4s
	WORD $0x6ebf8c29 // cmeq v9.4s, v1.4s, v31.4s
	WORD $0x6ebf8c4a // cmeq v10.4s, v2.4s, v31.4s
	WORD $0x6ebf8c6b // cmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAUint32NEON(dst []uint64, a, b []uint32)
TEXT ·cmpLtAAUint32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03488 // cmhi v8.4s, v4.4s, v0.4s
	WORD $0x6ea134a9 // cmhi v9.4s, v5.4s, v1.4s
	WORD $0x6ea234ca // cmhi v10.4s, v6.4s, v2.4s
	WORD $0x6ea334eb // cmhi v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03488 // cmhi v8.4s, v4.4s, v0.4s
	WORD $0x6ea134a9 // cmhi v9.4s, v5.4s, v1.4s
	WORD $0x6ea234ca // cmhi v10.4s, v6.4s, v2.4s
	WORD $0x6ea334eb // cmhi v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03488 // cmhi v8.4s, v4.4s, v0.4s
	WORD $0x6ea134a9 // cmhi v9.4s, v5.4s, v1.4s
	WORD $0x6ea234ca // cmhi v10.4s, v6.4s, v2.4s
	WORD $0x6ea334eb // cmhi v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03488 // cmhi v8.4s, v4.4s, v0.4s
	WORD $0x6ea134a9 // cmhi v9.4s, v5.4s, v1.4s
	WORD $0x6ea234ca // cmhi v10.4s, v6.4s, v2.4s
	WORD $0x6ea334eb // cmhi v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASUint32NEON(dst []uint64, a []uint32, b uint32)
TEXT ·cmpLtASUint32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea037e8 // cmhi v8.4s, v31.4s, v0.4s
	WORD $0x6ea137e9 // cmhi v9.4s, v31.4s, v1.4s
	WORD $0x6ea237ea // cmhi v10.4s, v31.4s, v2.4s
	WORD $0x6ea337eb // cmhi v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea037e8 // cmhi v8.4s, v31.4s, v0.4s
	WORD $0x6ea137e9 // cmhi v9.4s, v31.4s, v1.4s
	WORD $0x6ea237ea // cmhi v10.4s, v31.4s, v2.4s
	WORD $0x6ea337eb // cmhi v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea037e8 // cmhi v8.4s, v31.4s, v0.4s
	WORD $0x6ea137e9 // cmhi v9.4s, v31.4s, v1.4s
	WORD $0x6ea237ea // cmhi v10.4s, v31.4s, v2.4s
	WORD $0x6ea337eb // cmhi v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea037e8 // cmhi v8.4s, v31.4s, v0.4s
	WORD $0x6ea137e9 // cmhi v9.4s, v31.4s, v1.4s
	WORD $0x6ea237ea // cmhi v10.4s, v31.4s, v2.4s
	WORD $0x6ea337eb // cmhi v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAUint32NEON(dst []uint64, a, b []uint32)
TEXT ·cmpLeAAUint32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03c88 // cmhs v8.4s, v4.4s, v0.4s
	WORD $0x6ea13ca9 // cmhs v9.4s, v5.4s, v1.4s
	WORD $0x6ea23cca // cmhs v10.4s, v6.4s, v2.4s
	WORD $0x6ea33ceb // cmhs v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03c88 // cmhs v8.4s, v4.4s, v0.4s
	WORD $0x6ea13ca9 // cmhs v9.4s, v5.4s, v1.4s
	WORD $0x6ea23cca // cmhs v10.4s, v6.4s, v2.4s
	WORD $0x6ea33ceb // cmhs v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03c88 // cmhs v8.4s, v4.4s, v0.4s
	WORD $0x6ea13ca9 // cmhs v9.4s, v5.4s, v1.4s
	WORD $0x6ea23cca // cmhs v10.4s, v6.4s, v2.4s
	WORD $0x6ea33ceb // cmhs v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea03c88 // cmhs v8.4s, v4.4s, v0.4s
	WORD $0x6ea13ca9 // cmhs v9.4s, v5.4s, v1.4s
	WORD $0x6ea23cca // cmhs v10.4s, v6.4s, v2.4s
	WORD $0x6ea33ceb // cmhs v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASUint32NEON(dst []uint64, a []uint32, b uint32)
TEXT ·cmpLeASUint32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea03fe8 // cmhs v8.4s, v31.4s, v0.4s
	WORD $0x6ea13fe9 // cmhs v9.4s, v31.4s, v1.4s
	WORD $0x6ea23fea // cmhs v10.4s, v31.4s, v2.4s
	WORD $0x6ea33feb // cmhs v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea03fe8 // cmhs v8.4s, v31.4s, v0.4s
	WORD $0x6ea13fe9 // cmhs v9.4s, v31.4s, v1.4s
	WORD $0x6ea23fea // cmhs v10.4s, v31.4s, v2.4s
	WORD $0x6ea33feb // cmhs v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea03fe8 // cmhs v8.4s, v31.4s, v0.4s
	WORD $0x6ea13fe9 // cmhs v9.4s, v31.4s, v1.4s
	WORD $0x6ea23fea // cmhs v10.4s, v31.4s, v2.4s
	WORD $0x6ea33feb // cmhs v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea03fe8 // cmhs v8.4s, v31.4s, v0.4s
	WORD $0x6ea13fe9 // cmhs v9.4s, v31.4s, v1.4s
	WORD $0x6ea23fea // cmhs v10.4s, v31.4s, v2.4s
	WORD $0x6ea33feb // cmhs v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAUint32NEON(dst []uint64, a, b []uint32)
TEXT ·cmpGtAAUint32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43408 // cmhi v8.4s, v0.4s, v4.4s
	WORD $0x6ea53429 // cmhi v9.4s, v1.4s, v5.4s
	WORD $0x6ea6344a // cmhi v10.4s, v2.4s, v6.4s
	WORD $0x6ea7346b // cmhi v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43408 // cmhi v8.4s, v0.4s, v4.4s
	WORD $0x6ea53429 // cmhi v9.4s, v1.4s, v5.4s
	WORD $0x6ea6344a // cmhi v10.4s, v2.4s, v6.4s
	WORD $0x6ea7346b // cmhi v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43408 // cmhi v8.4s, v0.4s, v4.4s
	WORD $0x6ea53429 // cmhi v9.4s, v1.4s, v5.4s
	WORD $0x6ea6344a // cmhi v10.4s, v2.4s, v6.4s
	WORD $0x6ea7346b // cmhi v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43408 // cmhi v8.4s, v0.4s, v4.4s
	WORD $0x6ea53429 // cmhi v9.4s, v1.4s, v5.4s
	WORD $0x6ea6344a // cmhi v10.4s, v2.4s, v6.4s
	WORD $0x6ea7346b // cmhi v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASUint32NEON(dst []uint64, a []uint32, b uint32)
TEXT ·cmpGtASUint32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3408 // cmhi v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3429 // cmhi v9.4s, v1.4s, v31.4s
	WORD $0x6ebf344a // cmhi v10.4s, v2.4s, v31.4s
	WORD $0x6ebf346b // cmhi v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3408 // cmhi v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3429 // cmhi v9.4s, v1.4s, v31.4s
	WORD $0x6ebf344a // cmhi v10.4s, v2.4s, v31.4s
	WORD $0x6ebf346b // cmhi v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3408 // cmhi v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3429 // cmhi v9.4s, v1.4s, v31.4s
	WORD $0x6ebf344a // cmhi v10.4s, v2.4s, v31.4s
	WORD $0x6ebf346b // cmhi v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3408 // cmhi v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3429 // cmhi v9.4s, v1.4s, v31.4s
	WORD $0x6ebf344a // cmhi v10.4s, v2.4s, v31.4s
	WORD $0x6ebf346b // cmhi v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAUint32NEON(dst []uint64, a, b []uint32)
TEXT ·cmpGeAAUint32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43c08 // cmhs v8.4s, v0.4s, v4.4s
	WORD $0x6ea53c29 // cmhs v9.4s, v1.4s, v5.4s
	WORD $0x6ea63c4a // cmhs v10.4s, v2.4s, v6.4s
	WORD $0x6ea73c6b // cmhs v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43c08 // cmhs v8.4s, v0.4s, v4.4s
	WORD $0x6ea53c29 // cmhs v9.4s, v1.4s, v5.4s
	WORD $0x6ea63c4a // cmhs v10.4s, v2.4s, v6.4s
	WORD $0x6ea73c6b // cmhs v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43c08 // cmhs v8.4s, v0.4s, v4.4s
	WORD $0x6ea53c29 // cmhs v9.4s, v1.4s, v5.4s
	WORD $0x6ea63c4a // cmhs v10.4s, v2.4s, v6.4s
	WORD $0x6ea73c6b // cmhs v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea43c08 // cmhs v8.4s, v0.4s, v4.4s
	WORD $0x6ea53c29 // cmhs v9.4s, v1.4s, v5.4s
	WORD $0x6ea63c4a // cmhs v10.4s, v2.4s, v6.4s
	WORD $0x6ea73c6b // cmhs v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASUint32NEON(dst []uint64, a []uint32, b uint32)
TEXT ·cmpGeASUint32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3c08 // cmhs v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3c29 // cmhs v9.4s, v1.4s, v31.4s
	WORD $0x6ebf3c4a // cmhs v10.4s, v2.4s, v31.4s
	WORD $0x6ebf3c6b // cmhs v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3c08 // cmhs v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3c29 // cmhs v9.4s, v1.4s, v31.4s
	WORD $0x6ebf3c4a // cmhs v10.4s, v2.4s, v31.4s
	WORD $0x6ebf3c6b // cmhs v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3c08 // cmhs v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3c29 // cmhs v9.4s, v1.4s, v31.4s
	WORD $0x6ebf3c4a // cmhs v10.4s, v2.4s, v31.4s
	WORD $0x6ebf3c6b // cmhs v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebf3c08 // cmhs v8.4s, v0.4s, v31.4s
	WORD $0x6ebf3c29 // cmhs v9.4s, v1.4s, v31.4s
	WORD $0x6ebf3c4a // cmhs v10.4s, v2.4s, v31.4s
	WORD $0x6ebf3c6b // cmhs v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAInt64NEON(dst []uint64, a, b []int64)
TEXT ·cmpEqAAInt64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASInt64NEON(dst []uint64, a []int64, b int64)
TEXT ·cmpEqASInt64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAInt64NEON(dst []uint64, a, b []int64)
TEXT ·cmpNeAAInt64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASInt64NEON(dst []uint64, a []int64, b int64)
TEXT ·cmpNeASInt64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAInt64NEON(dst []uint64, a, b []int64)
TEXT ·cmpLtAAInt64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03500 // cmgt v0.2d, v8.2d, v0.2d
	WORD $0x4ee13521 // cmgt v1.2d, v9.2d, v1.2d
	WORD $0x4ee23542 // cmgt v2.2d, v10.2d, v2.2d
	WORD $0x4ee33563 // cmgt v3.2d, v11.2d, v3.2d
	WORD $0x4ee43584 // cmgt v4.2d, v12.2d, v4.2d
	WORD $0x4ee535a5 // cmgt v5.2d, v13.2d, v5.2d
	WORD $0x4ee635c6 // cmgt v6.2d, v14.2d, v6.2d
	WORD $0x4ee735e7 // cmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03500 // cmgt v0.2d, v8.2d, v0.2d
	WORD $0x4ee13521 // cmgt v1.2d, v9.2d, v1.2d
	WORD $0x4ee23542 // cmgt v2.2d, v10.2d, v2.2d
	WORD $0x4ee33563 // cmgt v3.2d, v11.2d, v3.2d
	WORD $0x4ee43584 // cmgt v4.2d, v12.2d, v4.2d
	WORD $0x4ee535a5 // cmgt v5.2d, v13.2d, v5.2d
	WORD $0x4ee635c6 // cmgt v6.2d, v14.2d, v6.2d
	WORD $0x4ee735e7 // cmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03500 // cmgt v0.2d, v8.2d, v0.2d
	WORD $0x4ee13521 // cmgt v1.2d, v9.2d, v1.2d
	WORD $0x4ee23542 // cmgt v2.2d, v10.2d, v2.2d
	WORD $0x4ee33563 // cmgt v3.2d, v11.2d, v3.2d
	WORD $0x4ee43584 // cmgt v4.2d, v12.2d, v4.2d
	WORD $0x4ee535a5 // cmgt v5.2d, v13.2d, v5.2d
	WORD $0x4ee635c6 // cmgt v6.2d, v14.2d, v6.2d
	WORD $0x4ee735e7 // cmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03500 // cmgt v0.2d, v8.2d, v0.2d
	WORD $0x4ee13521 // cmgt v1.2d, v9.2d, v1.2d
	WORD $0x4ee23542 // cmgt v2.2d, v10.2d, v2.2d
	WORD $0x4ee33563 // cmgt v3.2d, v11.2d, v3.2d
	WORD $0x4ee43584 // cmgt v4.2d, v12.2d, v4.2d
	WORD $0x4ee535a5 // cmgt v5.2d, v13.2d, v5.2d
	WORD $0x4ee635c6 // cmgt v6.2d, v14.2d, v6.2d
	WORD $0x4ee735e7 // cmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASInt64NEON(dst []uint64, a []int64, b int64)
TEXT ·cmpLtASInt64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee037e0 // cmgt v0.2d, v31.2d, v0.2d
	WORD $0x4ee137e1 // cmgt v1.2d, v31.2d, v1.2d
	WORD $0x4ee237e2 // cmgt v2.2d, v31.2d, v2.2d
	WORD $0x4ee337e3 // cmgt v3.2d, v31.2d, v3.2d
	WORD $0x4ee437e4 // cmgt v4.2d, v31.2d, v4.2d
	WORD $0x4ee537e5 // cmgt v5.2d, v31.2d, v5.2d
	WORD $0x4ee637e6 // cmgt v6.2d, v31.2d, v6.2d
	WORD $0x4ee737e7 // cmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee037e0 // cmgt v0.2d, v31.2d, v0.2d
	WORD $0x4ee137e1 // cmgt v1.2d, v31.2d, v1.2d
	WORD $0x4ee237e2 // cmgt v2.2d, v31.2d, v2.2d
	WORD $0x4ee337e3 // cmgt v3.2d, v31.2d, v3.2d
	WORD $0x4ee437e4 // cmgt v4.2d, v31.2d, v4.2d
	WORD $0x4ee537e5 // cmgt v5.2d, v31.2d, v5.2d
	WORD $0x4ee637e6 // cmgt v6.2d, v31.2d, v6.2d
	WORD $0x4ee737e7 // cmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee037e0 // cmgt v0.2d, v31.2d, v0.2d
	WORD $0x4ee137e1 // cmgt v1.2d, v31.2d, v1.2d
	WORD $0x4ee237e2 // cmgt v2.2d, v31.2d, v2.2d
	WORD $0x4ee337e3 // cmgt v3.2d, v31.2d, v3.2d
	WORD $0x4ee437e4 // cmgt v4.2d, v31.2d, v4.2d
	WORD $0x4ee537e5 // cmgt v5.2d, v31.2d, v5.2d
	WORD $0x4ee637e6 // cmgt v6.2d, v31.2d, v6.2d
	WORD $0x4ee737e7 // cmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee037e0 // cmgt v0.2d, v31.2d, v0.2d
	WORD $0x4ee137e1 // cmgt v1.2d, v31.2d, v1.2d
	WORD $0x4ee237e2 // cmgt v2.2d, v31.2d, v2.2d
	WORD $0x4ee337e3 // cmgt v3.2d, v31.2d, v3.2d
	WORD $0x4ee437e4 // cmgt v4.2d, v31.2d, v4.2d
	WORD $0x4ee537e5 // cmgt v5.2d, v31.2d, v5.2d
	WORD $0x4ee637e6 // cmgt v6.2d, v31.2d, v6.2d
	WORD $0x4ee737e7 // cmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAInt64NEON(dst []uint64, a, b []int64)
TEXT ·cmpLeAAInt64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03d00 // cmge v0.2d, v8.2d, v0.2d
	WORD $0x4ee13d21 // cmge v1.2d, v9.2d, v1.2d
	WORD $0x4ee23d42 // cmge v2.2d, v10.2d, v2.2d
	WORD $0x4ee33d63 // cmge v3.2d, v11.2d, v3.2d
	WORD $0x4ee43d84 // cmge v4.2d, v12.2d, v4.2d
	WORD $0x4ee53da5 // cmge v5.2d, v13.2d, v5.2d
	WORD $0x4ee63dc6 // cmge v6.2d, v14.2d, v6.2d
	WORD $0x4ee73de7 // cmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03d00 // cmge v0.2d, v8.2d, v0.2d
	WORD $0x4ee13d21 // cmge v1.2d, v9.2d, v1.2d
	WORD $0x4ee23d42 // cmge v2.2d, v10.2d, v2.2d
	WORD $0x4ee33d63 // cmge v3.2d, v11.2d, v3.2d
	WORD $0x4ee43d84 // cmge v4.2d, v12.2d, v4.2d
	WORD $0x4ee53da5 // cmge v5.2d, v13.2d, v5.2d
	WORD $0x4ee63dc6 // cmge v6.2d, v14.2d, v6.2d
	WORD $0x4ee73de7 // cmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03d00 // cmge v0.2d, v8.2d, v0.2d
	WORD $0x4ee13d21 // cmge v1.2d, v9.2d, v1.2d
	WORD $0x4ee23d42 // cmge v2.2d, v10.2d, v2.2d
	WORD $0x4ee33d63 // cmge v3.2d, v11.2d, v3.2d
	WORD $0x4ee43d84 // cmge v4.2d, v12.2d, v4.2d
	WORD $0x4ee53da5 // cmge v5.2d, v13.2d, v5.2d
	WORD $0x4ee63dc6 // cmge v6.2d, v14.2d, v6.2d
	WORD $0x4ee73de7 // cmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee03d00 // cmge v0.2d, v8.2d, v0.2d
	WORD $0x4ee13d21 // cmge v1.2d, v9.2d, v1.2d
	WORD $0x4ee23d42 // cmge v2.2d, v10.2d, v2.2d
	WORD $0x4ee33d63 // cmge v3.2d, v11.2d, v3.2d
	WORD $0x4ee43d84 // cmge v4.2d, v12.2d, v4.2d
	WORD $0x4ee53da5 // cmge v5.2d, v13.2d, v5.2d
	WORD $0x4ee63dc6 // cmge v6.2d, v14.2d, v6.2d
	WORD $0x4ee73de7 // cmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASInt64NEON(dst []uint64, a []int64, b int64)
TEXT ·cmpLeASInt64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee03fe0 // cmge v0.2d, v31.2d, v0.2d
	WORD $0x4ee13fe1 // cmge v1.2d, v31.2d, v1.2d
	WORD $0x4ee23fe2 // cmge v2.2d, v31.2d, v2.2d
	WORD $0x4ee33fe3 // cmge v3.2d, v31.2d, v3.2d
	WORD $0x4ee43fe4 // cmge v4.2d, v31.2d, v4.2d
	WORD $0x4ee53fe5 // cmge v5.2d, v31.2d, v5.2d
	WORD $0x4ee63fe6 // cmge v6.2d, v31.2d, v6.2d
	WORD $0x4ee73fe7 // cmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee03fe0 // cmge v0.2d, v31.2d, v0.2d
	WORD $0x4ee13fe1 // cmge v1.2d, v31.2d, v1.2d
	WORD $0x4ee23fe2 // cmge v2.2d, v31.2d, v2.2d
	WORD $0x4ee33fe3 // cmge v3.2d, v31.2d, v3.2d
	WORD $0x4ee43fe4 // cmge v4.2d, v31.2d, v4.2d
	WORD $0x4ee53fe5 // cmge v5.2d, v31.2d, v5.2d
	WORD $0x4ee63fe6 // cmge v6.2d, v31.2d, v6.2d
	WORD $0x4ee73fe7 // cmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee03fe0 // cmge v0.2d, v31.2d, v0.2d
	WORD $0x4ee13fe1 // cmge v1.2d, v31.2d, v1.2d
	WORD $0x4ee23fe2 // cmge v2.2d, v31.2d, v2.2d
	WORD $0x4ee33fe3 // cmge v3.2d, v31.2d, v3.2d
	WORD $0x4ee43fe4 // cmge v4.2d, v31.2d, v4.2d
	WORD $0x4ee53fe5 // cmge v5.2d, v31.2d, v5.2d
	WORD $0x4ee63fe6 // cmge v6.2d, v31.2d, v6.2d
	WORD $0x4ee73fe7 // cmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4ee03fe0 // cmge v0.2d, v31.2d, v0.2d
	WORD $0x4ee13fe1 // cmge v1.2d, v31.2d, v1.2d
	WORD $0x4ee23fe2 // cmge v2.2d, v31.2d, v2.2d
	WORD $0x4ee33fe3 // cmge v3.2d, v31.2d, v3.2d
	WORD $0x4ee43fe4 // cmge v4.2d, v31.2d, v4.2d
	WORD $0x4ee53fe5 // cmge v5.2d, v31.2d, v5.2d
	WORD $0x4ee63fe6 // cmge v6.2d, v31.2d, v6.2d
	WORD $0x4ee73fe7 // cmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAInt64NEON(dst []uint64, a, b []int64)
TEXT ·cmpGtAAInt64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83400 // cmgt v0.2d, v0.2d, v8.2d
	WORD $0x4ee93421 // cmgt v1.2d, v1.2d, v9.2d
	WORD $0x4eea3442 // cmgt v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3463 // cmgt v3.2d, v3.2d, v11.2d
	WORD $0x4eec3484 // cmgt v4.2d, v4.2d, v12.2d
	WORD $0x4eed34a5 // cmgt v5.2d, v5.2d, v13.2d
	WORD $0x4eee34c6 // cmgt v6.2d, v6.2d, v14.2d
	WORD $0x4eef34e7 // cmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83400 // cmgt v0.2d, v0.2d, v8.2d
	WORD $0x4ee93421 // cmgt v1.2d, v1.2d, v9.2d
	WORD $0x4eea3442 // cmgt v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3463 // cmgt v3.2d, v3.2d, v11.2d
	WORD $0x4eec3484 // cmgt v4.2d, v4.2d, v12.2d
	WORD $0x4eed34a5 // cmgt v5.2d, v5.2d, v13.2d
	WORD $0x4eee34c6 // cmgt v6.2d, v6.2d, v14.2d
	WORD $0x4eef34e7 // cmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83400 // cmgt v0.2d, v0.2d, v8.2d
	WORD $0x4ee93421 // cmgt v1.2d, v1.2d, v9.2d
	WORD $0x4eea3442 // cmgt v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3463 // cmgt v3.2d, v3.2d, v11.2d
	WORD $0x4eec3484 // cmgt v4.2d, v4.2d, v12.2d
	WORD $0x4eed34a5 // cmgt v5.2d, v5.2d, v13.2d
	WORD $0x4eee34c6 // cmgt v6.2d, v6.2d, v14.2d
	WORD $0x4eef34e7 // cmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83400 // cmgt v0.2d, v0.2d, v8.2d
	WORD $0x4ee93421 // cmgt v1.2d, v1.2d, v9.2d
	WORD $0x4eea3442 // cmgt v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3463 // cmgt v3.2d, v3.2d, v11.2d
	WORD $0x4eec3484 // cmgt v4.2d, v4.2d, v12.2d
	WORD $0x4eed34a5 // cmgt v5.2d, v5.2d, v13.2d
	WORD $0x4eee34c6 // cmgt v6.2d, v6.2d, v14.2d
	WORD $0x4eef34e7 // cmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASInt64NEON(dst []uint64, a []int64, b int64)
TEXT ·cmpGtASInt64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3400 // cmgt v0.2d, v0.2d, v31.2d
	WORD $0x4eff3421 // cmgt v1.2d, v1.2d, v31.2d
	WORD $0x4eff3442 // cmgt v2.2d, v2.2d, v31.2d
	WORD $0x4eff3463 // cmgt v3.2d, v3.2d, v31.2d
	WORD $0x4eff3484 // cmgt v4.2d, v4.2d, v31.2d
	WORD $0x4eff34a5 // cmgt v5.2d, v5.2d, v31.2d
	WORD $0x4eff34c6 // cmgt v6.2d, v6.2d, v31.2d
	WORD $0x4eff34e7 // cmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3400 // cmgt v0.2d, v0.2d, v31.2d
	WORD $0x4eff3421 // cmgt v1.2d, v1.2d, v31.2d
	WORD $0x4eff3442 // cmgt v2.2d, v2.2d, v31.2d
	WORD $0x4eff3463 // cmgt v3.2d, v3.2d, v31.2d
	WORD $0x4eff3484 // cmgt v4.2d, v4.2d, v31.2d
	WORD $0x4eff34a5 // cmgt v5.2d, v5.2d, v31.2d
	WORD $0x4eff34c6 // cmgt v6.2d, v6.2d, v31.2d
	WORD $0x4eff34e7 // cmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3400 // cmgt v0.2d, v0.2d, v31.2d
	WORD $0x4eff3421 // cmgt v1.2d, v1.2d, v31.2d
	WORD $0x4eff3442 // cmgt v2.2d, v2.2d, v31.2d
	WORD $0x4eff3463 // cmgt v3.2d, v3.2d, v31.2d
	WORD $0x4eff3484 // cmgt v4.2d, v4.2d, v31.2d
	WORD $0x4eff34a5 // cmgt v5.2d, v5.2d, v31.2d
	WORD $0x4eff34c6 // cmgt v6.2d, v6.2d, v31.2d
	WORD $0x4eff34e7 // cmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3400 // cmgt v0.2d, v0.2d, v31.2d
	WORD $0x4eff3421 // cmgt v1.2d, v1.2d, v31.2d
	WORD $0x4eff3442 // cmgt v2.2d, v2.2d, v31.2d
	WORD $0x4eff3463 // cmgt v3.2d, v3.2d, v31.2d
	WORD $0x4eff3484 // cmgt v4.2d, v4.2d, v31.2d
	WORD $0x4eff34a5 // cmgt v5.2d, v5.2d, v31.2d
	WORD $0x4eff34c6 // cmgt v6.2d, v6.2d, v31.2d
	WORD $0x4eff34e7 // cmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAInt64NEON(dst []uint64, a, b []int64)
TEXT ·cmpGeAAInt64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83c00 // cmge v0.2d, v0.2d, v8.2d
	WORD $0x4ee93c21 // cmge v1.2d, v1.2d, v9.2d
	WORD $0x4eea3c42 // cmge v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3c63 // cmge v3.2d, v3.2d, v11.2d
	WORD $0x4eec3c84 // cmge v4.2d, v4.2d, v12.2d
	WORD $0x4eed3ca5 // cmge v5.2d, v5.2d, v13.2d
	WORD $0x4eee3cc6 // cmge v6.2d, v6.2d, v14.2d
	WORD $0x4eef3ce7 // cmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83c00 // cmge v0.2d, v0.2d, v8.2d
	WORD $0x4ee93c21 // cmge v1.2d, v1.2d, v9.2d
	WORD $0x4eea3c42 // cmge v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3c63 // cmge v3.2d, v3.2d, v11.2d
	WORD $0x4eec3c84 // cmge v4.2d, v4.2d, v12.2d
	WORD $0x4eed3ca5 // cmge v5.2d, v5.2d, v13.2d
	WORD $0x4eee3cc6 // cmge v6.2d, v6.2d, v14.2d
	WORD $0x4eef3ce7 // cmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83c00 // cmge v0.2d, v0.2d, v8.2d
	WORD $0x4ee93c21 // cmge v1.2d, v1.2d, v9.2d
	WORD $0x4eea3c42 // cmge v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3c63 // cmge v3.2d, v3.2d, v11.2d
	WORD $0x4eec3c84 // cmge v4.2d, v4.2d, v12.2d
	WORD $0x4eed3ca5 // cmge v5.2d, v5.2d, v13.2d
	WORD $0x4eee3cc6 // cmge v6.2d, v6.2d, v14.2d
	WORD $0x4eef3ce7 // cmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4ee83c00 // cmge v0.2d, v0.2d, v8.2d
	WORD $0x4ee93c21 // cmge v1.2d, v1.2d, v9.2d
	WORD $0x4eea3c42 // cmge v2.2d, v2.2d, v10.2d
	WORD $0x4eeb3c63 // cmge v3.2d, v3.2d, v11.2d
	WORD $0x4eec3c84 // cmge v4.2d, v4.2d, v12.2d
	WORD $0x4eed3ca5 // cmge v5.2d, v5.2d, v13.2d
	WORD $0x4eee3cc6 // cmge v6.2d, v6.2d, v14.2d
	WORD $0x4eef3ce7 // cmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASInt64NEON(dst []uint64, a []int64, b int64)
TEXT ·cmpGeASInt64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3c00 // cmge v0.2d, v0.2d, v31.2d
	WORD $0x4eff3c21 // cmge v1.2d, v1.2d, v31.2d
	WORD $0x4eff3c42 // cmge v2.2d, v2.2d, v31.2d
	WORD $0x4eff3c63 // cmge v3.2d, v3.2d, v31.2d
	WORD $0x4eff3c84 // cmge v4.2d, v4.2d, v31.2d
	WORD $0x4eff3ca5 // cmge v5.2d, v5.2d, v31.2d
	WORD $0x4eff3cc6 // cmge v6.2d, v6.2d, v31.2d
	WORD $0x4eff3ce7 // cmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3c00 // cmge v0.2d, v0.2d, v31.2d
	WORD $0x4eff3c21 // cmge v1.2d, v1.2d, v31.2d
	WORD $0x4eff3c42 // cmge v2.2d, v2.2d, v31.2d
	WORD $0x4eff3c63 // cmge v3.2d, v3.2d, v31.2d
	WORD $0x4eff3c84 // cmge v4.2d, v4.2d, v31.2d
	WORD $0x4eff3ca5 // cmge v5.2d, v5.2d, v31.2d
	WORD $0x4eff3cc6 // cmge v6.2d, v6.2d, v31.2d
	WORD $0x4eff3ce7 // cmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3c00 // cmge v0.2d, v0.2d, v31.2d
	WORD $0x4eff3c21 // cmge v1.2d, v1.2d, v31.2d
	WORD $0x4eff3c42 // cmge v2.2d, v2.2d, v31.2d
	WORD $0x4eff3c63 // cmge v3.2d, v3.2d, v31.2d
	WORD $0x4eff3c84 // cmge v4.2d, v4.2d, v31.2d
	WORD $0x4eff3ca5 // cmge v5.2d, v5.2d, v31.2d
	WORD $0x4eff3cc6 // cmge v6.2d, v6.2d, v31.2d
	WORD $0x4eff3ce7 // cmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4eff3c00 // cmge v0.2d, v0.2d, v31.2d
	WORD $0x4eff3c21 // cmge v1.2d, v1.2d, v31.2d
	WORD $0x4eff3c42 // cmge v2.2d, v2.2d, v31.2d
	WORD $0x4eff3c63 // cmge v3.2d, v3.2d, v31.2d
	WORD $0x4eff3c84 // cmge v4.2d, v4.2d, v31.2d
	WORD $0x4eff3ca5 // cmge v5.2d, v5.2d, v31.2d
	WORD $0x4eff3cc6 // cmge v6.2d, v6.2d, v31.2d
	WORD $0x4eff3ce7 // cmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAUint64NEON(dst []uint64, a, b []uint64)
TEXT ·cmpEqAAUint64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASUint64NEON(dst []uint64, a []uint64, b uint64)
TEXT ·cmpEqASUint64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAUint64NEON(dst []uint64, a, b []uint64)
TEXT ·cmpNeAAUint64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee88c00 // cmeq v0.2d, v0.2d, v8.2d
	WORD $0x6ee98c21 // cmeq v1.2d, v1.2d, v9.2d
	WORD $0x6eea8c42 // cmeq v2.2d, v2.2d, v10.2d
	WORD $0x6eeb8c63 // cmeq v3.2d, v3.2d, v11.2d
	WORD $0x6eec8c84 // cmeq v4.2d, v4.2d, v12.2d
	WORD $0x6eed8ca5 // cmeq v5.2d, v5.2d, v13.2d
	WORD $0x6eee8cc6 // cmeq v6.2d, v6.2d, v14.2d
	WORD $0x6eef8ce7 // cmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASUint64NEON(dst []uint64, a []uint64, b uint64)
TEXT ·cmpNeASUint64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff8c00 // cmeq v0.2d, v0.2d, v31.2d
	WORD $0x6eff8c21 // cmeq v1.2d, v1.2d, v31.2d
	WORD $0x6eff8c42 // cmeq v2.2d, v2.2d, v31.2d
	WORD $0x6eff8c63 // cmeq v3.2d, v3.2d, v31.2d
	WORD $0x6eff8c84 // cmeq v4.2d, v4.2d, v31.2d
	WORD $0x6eff8ca5 // cmeq v5.2d, v5.2d, v31.2d
	WORD $0x6eff8cc6 // cmeq v6.2d, v6.2d, v31.2d
	WORD $0x6eff8ce7 // cmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAUint64NEON(dst []uint64, a, b []uint64)
TEXT ·cmpLtAAUint64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03500 // cmhi v0.2d, v8.2d, v0.2d
	WORD $0x6ee13521 // cmhi v1.2d, v9.2d, v1.2d
	WORD $0x6ee23542 // cmhi v2.2d, v10.2d, v2.2d
	WORD $0x6ee33563 // cmhi v3.2d, v11.2d, v3.2d
	WORD $0x6ee43584 // cmhi v4.2d, v12.2d, v4.2d
	WORD $0x6ee535a5 // cmhi v5.2d, v13.2d, v5.2d
	WORD $0x6ee635c6 // cmhi v6.2d, v14.2d, v6.2d
	WORD $0x6ee735e7 // cmhi v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03500 // cmhi v0.2d, v8.2d, v0.2d
	WORD $0x6ee13521 // cmhi v1.2d, v9.2d, v1.2d
	WORD $0x6ee23542 // cmhi v2.2d, v10.2d, v2.2d
	WORD $0x6ee33563 // cmhi v3.2d, v11.2d, v3.2d
	WORD $0x6ee43584 // cmhi v4.2d, v12.2d, v4.2d
	WORD $0x6ee535a5 // cmhi v5.2d, v13.2d, v5.2d
	WORD $0x6ee635c6 // cmhi v6.2d, v14.2d, v6.2d
	WORD $0x6ee735e7 // cmhi v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03500 // cmhi v0.2d, v8.2d, v0.2d
	WORD $0x6ee13521 // cmhi v1.2d, v9.2d, v1.2d
	WORD $0x6ee23542 // cmhi v2.2d, v10.2d, v2.2d
	WORD $0x6ee33563 // cmhi v3.2d, v11.2d, v3.2d
	WORD $0x6ee43584 // cmhi v4.2d, v12.2d, v4.2d
	WORD $0x6ee535a5 // cmhi v5.2d, v13.2d, v5.2d
	WORD $0x6ee635c6 // cmhi v6.2d, v14.2d, v6.2d
	WORD $0x6ee735e7 // cmhi v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03500 // cmhi v0.2d, v8.2d, v0.2d
	WORD $0x6ee13521 // cmhi v1.2d, v9.2d, v1.2d
	WORD $0x6ee23542 // cmhi v2.2d, v10.2d, v2.2d
	WORD $0x6ee33563 // cmhi v3.2d, v11.2d, v3.2d
	WORD $0x6ee43584 // cmhi v4.2d, v12.2d, v4.2d
	WORD $0x6ee535a5 // cmhi v5.2d, v13.2d, v5.2d
	WORD $0x6ee635c6 // cmhi v6.2d, v14.2d, v6.2d
	WORD $0x6ee735e7 // cmhi v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASUint64NEON(dst []uint64, a []uint64, b uint64)
TEXT ·cmpLtASUint64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee037e0 // cmhi v0.2d, v31.2d, v0.2d
	WORD $0x6ee137e1 // cmhi v1.2d, v31.2d, v1.2d
	WORD $0x6ee237e2 // cmhi v2.2d, v31.2d, v2.2d
	WORD $0x6ee337e3 // cmhi v3.2d, v31.2d, v3.2d
	WORD $0x6ee437e4 // cmhi v4.2d, v31.2d, v4.2d
	WORD $0x6ee537e5 // cmhi v5.2d, v31.2d, v5.2d
	WORD $0x6ee637e6 // cmhi v6.2d, v31.2d, v6.2d
	WORD $0x6ee737e7 // cmhi v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee037e0 // cmhi v0.2d, v31.2d, v0.2d
	WORD $0x6ee137e1 // cmhi v1.2d, v31.2d, v1.2d
	WORD $0x6ee237e2 // cmhi v2.2d, v31.2d, v2.2d
	WORD $0x6ee337e3 // cmhi v3.2d, v31.2d, v3.2d
	WORD $0x6ee437e4 // cmhi v4.2d, v31.2d, v4.2d
	WORD $0x6ee537e5 // cmhi v5.2d, v31.2d, v5.2d
	WORD $0x6ee637e6 // cmhi v6.2d, v31.2d, v6.2d
	WORD $0x6ee737e7 // cmhi v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee037e0 // cmhi v0.2d, v31.2d, v0.2d
	WORD $0x6ee137e1 // cmhi v1.2d, v31.2d, v1.2d
	WORD $0x6ee237e2 // cmhi v2.2d, v31.2d, v2.2d
	WORD $0x6ee337e3 // cmhi v3.2d, v31.2d, v3.2d
	WORD $0x6ee437e4 // cmhi v4.2d, v31.2d, v4.2d
	WORD $0x6ee537e5 // cmhi v5.2d, v31.2d, v5.2d
	WORD $0x6ee637e6 // cmhi v6.2d, v31.2d, v6.2d
	WORD $0x6ee737e7 // cmhi v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee037e0 // cmhi v0.2d, v31.2d, v0.2d
	WORD $0x6ee137e1 // cmhi v1.2d, v31.2d, v1.2d
	WORD $0x6ee237e2 // cmhi v2.2d, v31.2d, v2.2d
	WORD $0x6ee337e3 // cmhi v3.2d, v31.2d, v3.2d
	WORD $0x6ee437e4 // cmhi v4.2d, v31.2d, v4.2d
	WORD $0x6ee537e5 // cmhi v5.2d, v31.2d, v5.2d
	WORD $0x6ee637e6 // cmhi v6.2d, v31.2d, v6.2d
	WORD $0x6ee737e7 // cmhi v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAUint64NEON(dst []uint64, a, b []uint64)
TEXT ·cmpLeAAUint64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03d00 // cmhs v0.2d, v8.2d, v0.2d
	WORD $0x6ee13d21 // cmhs v1.2d, v9.2d, v1.2d
	WORD $0x6ee23d42 // cmhs v2.2d, v10.2d, v2.2d
	WORD $0x6ee33d63 // cmhs v3.2d, v11.2d, v3.2d
	WORD $0x6ee43d84 // cmhs v4.2d, v12.2d, v4.2d
	WORD $0x6ee53da5 // cmhs v5.2d, v13.2d, v5.2d
	WORD $0x6ee63dc6 // cmhs v6.2d, v14.2d, v6.2d
	WORD $0x6ee73de7 // cmhs v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03d00 // cmhs v0.2d, v8.2d, v0.2d
	WORD $0x6ee13d21 // cmhs v1.2d, v9.2d, v1.2d
	WORD $0x6ee23d42 // cmhs v2.2d, v10.2d, v2.2d
	WORD $0x6ee33d63 // cmhs v3.2d, v11.2d, v3.2d
	WORD $0x6ee43d84 // cmhs v4.2d, v12.2d, v4.2d
	WORD $0x6ee53da5 // cmhs v5.2d, v13.2d, v5.2d
	WORD $0x6ee63dc6 // cmhs v6.2d, v14.2d, v6.2d
	WORD $0x6ee73de7 // cmhs v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03d00 // cmhs v0.2d, v8.2d, v0.2d
	WORD $0x6ee13d21 // cmhs v1.2d, v9.2d, v1.2d
	WORD $0x6ee23d42 // cmhs v2.2d, v10.2d, v2.2d
	WORD $0x6ee33d63 // cmhs v3.2d, v11.2d, v3.2d
	WORD $0x6ee43d84 // cmhs v4.2d, v12.2d, v4.2d
	WORD $0x6ee53da5 // cmhs v5.2d, v13.2d, v5.2d
	WORD $0x6ee63dc6 // cmhs v6.2d, v14.2d, v6.2d
	WORD $0x6ee73de7 // cmhs v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee03d00 // cmhs v0.2d, v8.2d, v0.2d
	WORD $0x6ee13d21 // cmhs v1.2d, v9.2d, v1.2d
	WORD $0x6ee23d42 // cmhs v2.2d, v10.2d, v2.2d
	WORD $0x6ee33d63 // cmhs v3.2d, v11.2d, v3.2d
	WORD $0x6ee43d84 // cmhs v4.2d, v12.2d, v4.2d
	WORD $0x6ee53da5 // cmhs v5.2d, v13.2d, v5.2d
	WORD $0x6ee63dc6 // cmhs v6.2d, v14.2d, v6.2d
	WORD $0x6ee73de7 // cmhs v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASUint64NEON(dst []uint64, a []uint64, b uint64)
TEXT ·cmpLeASUint64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee03fe0 // cmhs v0.2d, v31.2d, v0.2d
	WORD $0x6ee13fe1 // cmhs v1.2d, v31.2d, v1.2d
	WORD $0x6ee23fe2 // cmhs v2.2d, v31.2d, v2.2d
	WORD $0x6ee33fe3 // cmhs v3.2d, v31.2d, v3.2d
	WORD $0x6ee43fe4 // cmhs v4.2d, v31.2d, v4.2d
	WORD $0x6ee53fe5 // cmhs v5.2d, v31.2d, v5.2d
	WORD $0x6ee63fe6 // cmhs v6.2d, v31.2d, v6.2d
	WORD $0x6ee73fe7 // cmhs v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee03fe0 // cmhs v0.2d, v31.2d, v0.2d
	WORD $0x6ee13fe1 // cmhs v1.2d, v31.2d, v1.2d
	WORD $0x6ee23fe2 // cmhs v2.2d, v31.2d, v2.2d
	WORD $0x6ee33fe3 // cmhs v3.2d, v31.2d, v3.2d
	WORD $0x6ee43fe4 // cmhs v4.2d, v31.2d, v4.2d
	WORD $0x6ee53fe5 // cmhs v5.2d, v31.2d, v5.2d
	WORD $0x6ee63fe6 // cmhs v6.2d, v31.2d, v6.2d
	WORD $0x6ee73fe7 // cmhs v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee03fe0 // cmhs v0.2d, v31.2d, v0.2d
	WORD $0x6ee13fe1 // cmhs v1.2d, v31.2d, v1.2d
	WORD $0x6ee23fe2 // cmhs v2.2d, v31.2d, v2.2d
	WORD $0x6ee33fe3 // cmhs v3.2d, v31.2d, v3.2d
	WORD $0x6ee43fe4 // cmhs v4.2d, v31.2d, v4.2d
	WORD $0x6ee53fe5 // cmhs v5.2d, v31.2d, v5.2d
	WORD $0x6ee63fe6 // cmhs v6.2d, v31.2d, v6.2d
	WORD $0x6ee73fe7 // cmhs v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee03fe0 // cmhs v0.2d, v31.2d, v0.2d
	WORD $0x6ee13fe1 // cmhs v1.2d, v31.2d, v1.2d
	WORD $0x6ee23fe2 // cmhs v2.2d, v31.2d, v2.2d
	WORD $0x6ee33fe3 // cmhs v3.2d, v31.2d, v3.2d
	WORD $0x6ee43fe4 // cmhs v4.2d, v31.2d, v4.2d
	WORD $0x6ee53fe5 // cmhs v5.2d, v31.2d, v5.2d
	WORD $0x6ee63fe6 // cmhs v6.2d, v31.2d, v6.2d
	WORD $0x6ee73fe7 // cmhs v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAUint64NEON(dst []uint64, a, b []uint64)
TEXT ·cmpGtAAUint64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83400 // cmhi v0.2d, v0.2d, v8.2d
	WORD $0x6ee93421 // cmhi v1.2d, v1.2d, v9.2d
	WORD $0x6eea3442 // cmhi v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3463 // cmhi v3.2d, v3.2d, v11.2d
	WORD $0x6eec3484 // cmhi v4.2d, v4.2d, v12.2d
	WORD $0x6eed34a5 // cmhi v5.2d, v5.2d, v13.2d
	WORD $0x6eee34c6 // cmhi v6.2d, v6.2d, v14.2d
	WORD $0x6eef34e7 // cmhi v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83400 // cmhi v0.2d, v0.2d, v8.2d
	WORD $0x6ee93421 // cmhi v1.2d, v1.2d, v9.2d
	WORD $0x6eea3442 // cmhi v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3463 // cmhi v3.2d, v3.2d, v11.2d
	WORD $0x6eec3484 // cmhi v4.2d, v4.2d, v12.2d
	WORD $0x6eed34a5 // cmhi v5.2d, v5.2d, v13.2d
	WORD $0x6eee34c6 // cmhi v6.2d, v6.2d, v14.2d
	WORD $0x6eef34e7 // cmhi v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83400 // cmhi v0.2d, v0.2d, v8.2d
	WORD $0x6ee93421 // cmhi v1.2d, v1.2d, v9.2d
	WORD $0x6eea3442 // cmhi v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3463 // cmhi v3.2d, v3.2d, v11.2d
	WORD $0x6eec3484 // cmhi v4.2d, v4.2d, v12.2d
	WORD $0x6eed34a5 // cmhi v5.2d, v5.2d, v13.2d
	WORD $0x6eee34c6 // cmhi v6.2d, v6.2d, v14.2d
	WORD $0x6eef34e7 // cmhi v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83400 // cmhi v0.2d, v0.2d, v8.2d
	WORD $0x6ee93421 // cmhi v1.2d, v1.2d, v9.2d
	WORD $0x6eea3442 // cmhi v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3463 // cmhi v3.2d, v3.2d, v11.2d
	WORD $0x6eec3484 // cmhi v4.2d, v4.2d, v12.2d
	WORD $0x6eed34a5 // cmhi v5.2d, v5.2d, v13.2d
	WORD $0x6eee34c6 // cmhi v6.2d, v6.2d, v14.2d
	WORD $0x6eef34e7 // cmhi v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASUint64NEON(dst []uint64, a []uint64, b uint64)
TEXT ·cmpGtASUint64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3400 // cmhi v0.2d, v0.2d, v31.2d
	WORD $0x6eff3421 // cmhi v1.2d, v1.2d, v31.2d
	WORD $0x6eff3442 // cmhi v2.2d, v2.2d, v31.2d
	WORD $0x6eff3463 // cmhi v3.2d, v3.2d, v31.2d
	WORD $0x6eff3484 // cmhi v4.2d, v4.2d, v31.2d
	WORD $0x6eff34a5 // cmhi v5.2d, v5.2d, v31.2d
	WORD $0x6eff34c6 // cmhi v6.2d, v6.2d, v31.2d
	WORD $0x6eff34e7 // cmhi v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3400 // cmhi v0.2d, v0.2d, v31.2d
	WORD $0x6eff3421 // cmhi v1.2d, v1.2d, v31.2d
	WORD $0x6eff3442 // cmhi v2.2d, v2.2d, v31.2d
	WORD $0x6eff3463 // cmhi v3.2d, v3.2d, v31.2d
	WORD $0x6eff3484 // cmhi v4.2d, v4.2d, v31.2d
	WORD $0x6eff34a5 // cmhi v5.2d, v5.2d, v31.2d
	WORD $0x6eff34c6 // cmhi v6.2d, v6.2d, v31.2d
	WORD $0x6eff34e7 // cmhi v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3400 // cmhi v0.2d, v0.2d, v31.2d
	WORD $0x6eff3421 // cmhi v1.2d, v1.2d, v31.2d
	WORD $0x6eff3442 // cmhi v2.2d, v2.2d, v31.2d
	WORD $0x6eff3463 // cmhi v3.2d, v3.2d, v31.2d
	WORD $0x6eff3484 // cmhi v4.2d, v4.2d, v31.2d
	WORD $0x6eff34a5 // cmhi v5.2d, v5.2d, v31.2d
	WORD $0x6eff34c6 // cmhi v6.2d, v6.2d, v31.2d
	WORD $0x6eff34e7 // cmhi v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3400 // cmhi v0.2d, v0.2d, v31.2d
	WORD $0x6eff3421 // cmhi v1.2d, v1.2d, v31.2d
	WORD $0x6eff3442 // cmhi v2.2d, v2.2d, v31.2d
	WORD $0x6eff3463 // cmhi v3.2d, v3.2d, v31.2d
	WORD $0x6eff3484 // cmhi v4.2d, v4.2d, v31.2d
	WORD $0x6eff34a5 // cmhi v5.2d, v5.2d, v31.2d
	WORD $0x6eff34c6 // cmhi v6.2d, v6.2d, v31.2d
	WORD $0x6eff34e7 // cmhi v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAUint64NEON(dst []uint64, a, b []uint64)
TEXT ·cmpGeAAUint64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83c00 // cmhs v0.2d, v0.2d, v8.2d
	WORD $0x6ee93c21 // cmhs v1.2d, v1.2d, v9.2d
	WORD $0x6eea3c42 // cmhs v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3c63 // cmhs v3.2d, v3.2d, v11.2d
	WORD $0x6eec3c84 // cmhs v4.2d, v4.2d, v12.2d
	WORD $0x6eed3ca5 // cmhs v5.2d, v5.2d, v13.2d
	WORD $0x6eee3cc6 // cmhs v6.2d, v6.2d, v14.2d
	WORD $0x6eef3ce7 // cmhs v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83c00 // cmhs v0.2d, v0.2d, v8.2d
	WORD $0x6ee93c21 // cmhs v1.2d, v1.2d, v9.2d
	WORD $0x6eea3c42 // cmhs v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3c63 // cmhs v3.2d, v3.2d, v11.2d
	WORD $0x6eec3c84 // cmhs v4.2d, v4.2d, v12.2d
	WORD $0x6eed3ca5 // cmhs v5.2d, v5.2d, v13.2d
	WORD $0x6eee3cc6 // cmhs v6.2d, v6.2d, v14.2d
	WORD $0x6eef3ce7 // cmhs v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83c00 // cmhs v0.2d, v0.2d, v8.2d
	WORD $0x6ee93c21 // cmhs v1.2d, v1.2d, v9.2d
	WORD $0x6eea3c42 // cmhs v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3c63 // cmhs v3.2d, v3.2d, v11.2d
	WORD $0x6eec3c84 // cmhs v4.2d, v4.2d, v12.2d
	WORD $0x6eed3ca5 // cmhs v5.2d, v5.2d, v13.2d
	WORD $0x6eee3cc6 // cmhs v6.2d, v6.2d, v14.2d
	WORD $0x6eef3ce7 // cmhs v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee83c00 // cmhs v0.2d, v0.2d, v8.2d
	WORD $0x6ee93c21 // cmhs v1.2d, v1.2d, v9.2d
	WORD $0x6eea3c42 // cmhs v2.2d, v2.2d, v10.2d
	WORD $0x6eeb3c63 // cmhs v3.2d, v3.2d, v11.2d
	WORD $0x6eec3c84 // cmhs v4.2d, v4.2d, v12.2d
	WORD $0x6eed3ca5 // cmhs v5.2d, v5.2d, v13.2d
	WORD $0x6eee3cc6 // cmhs v6.2d, v6.2d, v14.2d
	WORD $0x6eef3ce7 // cmhs v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASUint64NEON(dst []uint64, a []uint64, b uint64)
TEXT ·cmpGeASUint64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3c00 // cmhs v0.2d, v0.2d, v31.2d
	WORD $0x6eff3c21 // cmhs v1.2d, v1.2d, v31.2d
	WORD $0x6eff3c42 // cmhs v2.2d, v2.2d, v31.2d
	WORD $0x6eff3c63 // cmhs v3.2d, v3.2d, v31.2d
	WORD $0x6eff3c84 // cmhs v4.2d, v4.2d, v31.2d
	WORD $0x6eff3ca5 // cmhs v5.2d, v5.2d, v31.2d
	WORD $0x6eff3cc6 // cmhs v6.2d, v6.2d, v31.2d
	WORD $0x6eff3ce7 // cmhs v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3c00 // cmhs v0.2d, v0.2d, v31.2d
	WORD $0x6eff3c21 // cmhs v1.2d, v1.2d, v31.2d
	WORD $0x6eff3c42 // cmhs v2.2d, v2.2d, v31.2d
	WORD $0x6eff3c63 // cmhs v3.2d, v3.2d, v31.2d
	WORD $0x6eff3c84 // cmhs v4.2d, v4.2d, v31.2d
	WORD $0x6eff3ca5 // cmhs v5.2d, v5.2d, v31.2d
	WORD $0x6eff3cc6 // cmhs v6.2d, v6.2d, v31.2d
	WORD $0x6eff3ce7 // cmhs v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3c00 // cmhs v0.2d, v0.2d, v31.2d
	WORD $0x6eff3c21 // cmhs v1.2d, v1.2d, v31.2d
	WORD $0x6eff3c42 // cmhs v2.2d, v2.2d, v31.2d
	WORD $0x6eff3c63 // cmhs v3.2d, v3.2d, v31.2d
	WORD $0x6eff3c84 // cmhs v4.2d, v4.2d, v31.2d
	WORD $0x6eff3ca5 // cmhs v5.2d, v5.2d, v31.2d
	WORD $0x6eff3cc6 // cmhs v6.2d, v6.2d, v31.2d
	WORD $0x6eff3ce7 // cmhs v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6eff3c00 // cmhs v0.2d, v0.2d, v31.2d
	WORD $0x6eff3c21 // cmhs v1.2d, v1.2d, v31.2d
	WORD $0x6eff3c42 // cmhs v2.2d, v2.2d, v31.2d
	WORD $0x6eff3c63 // cmhs v3.2d, v3.2d, v31.2d
	WORD $0x6eff3c84 // cmhs v4.2d, v4.2d, v31.2d
	WORD $0x6eff3ca5 // cmhs v5.2d, v5.2d, v31.2d
	WORD $0x6eff3cc6 // cmhs v6.2d, v6.2d, v31.2d
	WORD $0x6eff3ce7 // cmhs v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAFloat32NEON(dst []uint64, a, b []float32)
TEXT ·cmpEqAAFloat32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASFloat32NEON(dst []uint64, a []float32, b float32)
TEXT ·cmpEqASFloat32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAFloat32NEON(dst []uint64, a, b []float32)
TEXT ·cmpNeAAFloat32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x4e24e408 // fcmeq v8.4s, v0.4s, v4.4s
	WORD $0x4e25e429 // fcmeq v9.4s, v1.4s, v5.4s
	WORD $0x4e26e44a // fcmeq v10.4s, v2.4s, v6.4s
	WORD $0x4e27e46b // fcmeq v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASFloat32NEON(dst []uint64, a []float32, b float32)
TEXT ·cmpNeASFloat32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x4e3fe408 // fcmeq v8.4s, v0.4s, v31.4s
	WORD $0x4e3fe429 // fcmeq v9.4s, v1.4s, v31.4s
	WORD $0x4e3fe44a // fcmeq v10.4s, v2.4s, v31.4s
	WORD $0x4e3fe46b // fcmeq v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAFloat32NEON(dst []uint64, a, b []float32)
TEXT ·cmpLtAAFloat32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea0e488 // fcmgt v8.4s, v4.4s, v0.4s
	WORD $0x6ea1e4a9 // fcmgt v9.4s, v5.4s, v1.4s
	WORD $0x6ea2e4ca // fcmgt v10.4s, v6.4s, v2.4s
	WORD $0x6ea3e4eb // fcmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea0e488 // fcmgt v8.4s, v4.4s, v0.4s
	WORD $0x6ea1e4a9 // fcmgt v9.4s, v5.4s, v1.4s
	WORD $0x6ea2e4ca // fcmgt v10.4s, v6.4s, v2.4s
	WORD $0x6ea3e4eb // fcmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea0e488 // fcmgt v8.4s, v4.4s, v0.4s
	WORD $0x6ea1e4a9 // fcmgt v9.4s, v5.4s, v1.4s
	WORD $0x6ea2e4ca // fcmgt v10.4s, v6.4s, v2.4s
	WORD $0x6ea3e4eb // fcmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea0e488 // fcmgt v8.4s, v4.4s, v0.4s
	WORD $0x6ea1e4a9 // fcmgt v9.4s, v5.4s, v1.4s
	WORD $0x6ea2e4ca // fcmgt v10.4s, v6.4s, v2.4s
	WORD $0x6ea3e4eb // fcmgt v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASFloat32NEON(dst []uint64, a []float32, b float32)
TEXT ·cmpLtASFloat32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea0e7e8 // fcmgt v8.4s, v31.4s, v0.4s
	WORD $0x6ea1e7e9 // fcmgt v9.4s, v31.4s, v1.4s
	WORD $0x6ea2e7ea // fcmgt v10.4s, v31.4s, v2.4s
	WORD $0x6ea3e7eb // fcmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea0e7e8 // fcmgt v8.4s, v31.4s, v0.4s
	WORD $0x6ea1e7e9 // fcmgt v9.4s, v31.4s, v1.4s
	WORD $0x6ea2e7ea // fcmgt v10.4s, v31.4s, v2.4s
	WORD $0x6ea3e7eb // fcmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea0e7e8 // fcmgt v8.4s, v31.4s, v0.4s
	WORD $0x6ea1e7e9 // fcmgt v9.4s, v31.4s, v1.4s
	WORD $0x6ea2e7ea // fcmgt v10.4s, v31.4s, v2.4s
	WORD $0x6ea3e7eb // fcmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ea0e7e8 // fcmgt v8.4s, v31.4s, v0.4s
	WORD $0x6ea1e7e9 // fcmgt v9.4s, v31.4s, v1.4s
	WORD $0x6ea2e7ea // fcmgt v10.4s, v31.4s, v2.4s
	WORD $0x6ea3e7eb // fcmgt v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAFloat32NEON(dst []uint64, a, b []float32)
TEXT ·cmpLeAAFloat32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e20e488 // fcmge v8.4s, v4.4s, v0.4s
	WORD $0x6e21e4a9 // fcmge v9.4s, v5.4s, v1.4s
	WORD $0x6e22e4ca // fcmge v10.4s, v6.4s, v2.4s
	WORD $0x6e23e4eb // fcmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e20e488 // fcmge v8.4s, v4.4s, v0.4s
	WORD $0x6e21e4a9 // fcmge v9.4s, v5.4s, v1.4s
	WORD $0x6e22e4ca // fcmge v10.4s, v6.4s, v2.4s
	WORD $0x6e23e4eb // fcmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e20e488 // fcmge v8.4s, v4.4s, v0.4s
	WORD $0x6e21e4a9 // fcmge v9.4s, v5.4s, v1.4s
	WORD $0x6e22e4ca // fcmge v10.4s, v6.4s, v2.4s
	WORD $0x6e23e4eb // fcmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e20e488 // fcmge v8.4s, v4.4s, v0.4s
	WORD $0x6e21e4a9 // fcmge v9.4s, v5.4s, v1.4s
	WORD $0x6e22e4ca // fcmge v10.4s, v6.4s, v2.4s
	WORD $0x6e23e4eb // fcmge v11.4s, v7.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASFloat32NEON(dst []uint64, a []float32, b float32)
TEXT ·cmpLeASFloat32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e20e7e8 // fcmge v8.4s, v31.4s, v0.4s
	WORD $0x6e21e7e9 // fcmge v9.4s, v31.4s, v1.4s
	WORD $0x6e22e7ea // fcmge v10.4s, v31.4s, v2.4s
	WORD $0x6e23e7eb // fcmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e20e7e8 // fcmge v8.4s, v31.4s, v0.4s
	WORD $0x6e21e7e9 // fcmge v9.4s, v31.4s, v1.4s
	WORD $0x6e22e7ea // fcmge v10.4s, v31.4s, v2.4s
	WORD $0x6e23e7eb // fcmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e20e7e8 // fcmge v8.4s, v31.4s, v0.4s
	WORD $0x6e21e7e9 // fcmge v9.4s, v31.4s, v1.4s
	WORD $0x6e22e7ea // fcmge v10.4s, v31.4s, v2.4s
	WORD $0x6e23e7eb // fcmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e20e7e8 // fcmge v8.4s, v31.4s, v0.4s
	WORD $0x6e21e7e9 // fcmge v9.4s, v31.4s, v1.4s
	WORD $0x6e22e7ea // fcmge v10.4s, v31.4s, v2.4s
	WORD $0x6e23e7eb // fcmge v11.4s, v31.4s, v3.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAFloat32NEON(dst []uint64, a, b []float32)
TEXT ·cmpGtAAFloat32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea4e408 // fcmgt v8.4s, v0.4s, v4.4s
	WORD $0x6ea5e429 // fcmgt v9.4s, v1.4s, v5.4s
	WORD $0x6ea6e44a // fcmgt v10.4s, v2.4s, v6.4s
	WORD $0x6ea7e46b // fcmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea4e408 // fcmgt v8.4s, v0.4s, v4.4s
	WORD $0x6ea5e429 // fcmgt v9.4s, v1.4s, v5.4s
	WORD $0x6ea6e44a // fcmgt v10.4s, v2.4s, v6.4s
	WORD $0x6ea7e46b // fcmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea4e408 // fcmgt v8.4s, v0.4s, v4.4s
	WORD $0x6ea5e429 // fcmgt v9.4s, v1.4s, v5.4s
	WORD $0x6ea6e44a // fcmgt v10.4s, v2.4s, v6.4s
	WORD $0x6ea7e46b // fcmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6ea4e408 // fcmgt v8.4s, v0.4s, v4.4s
	WORD $0x6ea5e429 // fcmgt v9.4s, v1.4s, v5.4s
	WORD $0x6ea6e44a // fcmgt v10.4s, v2.4s, v6.4s
	WORD $0x6ea7e46b // fcmgt v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASFloat32NEON(dst []uint64, a []float32, b float32)
TEXT ·cmpGtASFloat32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebfe408 // fcmgt v8.4s, v0.4s, v31.4s
	WORD $0x6ebfe429 // fcmgt v9.4s, v1.4s, v31.4s
	WORD $0x6ebfe44a // fcmgt v10.4s, v2.4s, v31.4s
	WORD $0x6ebfe46b // fcmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebfe408 // fcmgt v8.4s, v0.4s, v31.4s
	WORD $0x6ebfe429 // fcmgt v9.4s, v1.4s, v31.4s
	WORD $0x6ebfe44a // fcmgt v10.4s, v2.4s, v31.4s
	WORD $0x6ebfe46b // fcmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebfe408 // fcmgt v8.4s, v0.4s, v31.4s
	WORD $0x6ebfe429 // fcmgt v9.4s, v1.4s, v31.4s
	WORD $0x6ebfe44a // fcmgt v10.4s, v2.4s, v31.4s
	WORD $0x6ebfe46b // fcmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6ebfe408 // fcmgt v8.4s, v0.4s, v31.4s
	WORD $0x6ebfe429 // fcmgt v9.4s, v1.4s, v31.4s
	WORD $0x6ebfe44a // fcmgt v10.4s, v2.4s, v31.4s
	WORD $0x6ebfe46b // fcmgt v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAFloat32NEON(dst []uint64, a, b []float32)
TEXT ·cmpGeAAFloat32NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e24e408 // fcmge v8.4s, v0.4s, v4.4s
	WORD $0x6e25e429 // fcmge v9.4s, v1.4s, v5.4s
	WORD $0x6e26e44a // fcmge v10.4s, v2.4s, v6.4s
	WORD $0x6e27e46b // fcmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e24e408 // fcmge v8.4s, v0.4s, v4.4s
	WORD $0x6e25e429 // fcmge v9.4s, v1.4s, v5.4s
	WORD $0x6e26e44a // fcmge v10.4s, v2.4s, v6.4s
	WORD $0x6e27e46b // fcmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e24e408 // fcmge v8.4s, v0.4s, v4.4s
	WORD $0x6e25e429 // fcmge v9.4s, v1.4s, v5.4s
	WORD $0x6e26e44a // fcmge v10.4s, v2.4s, v6.4s
	WORD $0x6e27e46b // fcmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R3), [V4.S4, V5.S4, V6.S4, V7.S4]
	WORD $0x6e24e408 // fcmge v8.4s, v0.4s, v4.4s
	WORD $0x6e25e429 // fcmge v9.4s, v1.4s, v5.4s
	WORD $0x6e26e44a // fcmge v10.4s, v2.4s, v6.4s
	WORD $0x6e27e46b // fcmge v11.4s, v3.4s, v7.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASFloat32NEON(dst []uint64, a []float32, b float32)
TEXT ·cmpGeASFloat32NEON(SB), NOSPLIT, $0-52
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVWU b+48(FP), R5
	VDUP  R5, V31.S4 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e3fe408 // fcmge v8.4s, v0.4s, v31.4s
	WORD $0x6e3fe429 // fcmge v9.4s, v1.4s, v31.4s
	WORD $0x6e3fe44a // fcmge v10.4s, v2.4s, v31.4s
	WORD $0x6e3fe46b // fcmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V16.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e3fe408 // fcmge v8.4s, v0.4s, v31.4s
	WORD $0x6e3fe429 // fcmge v9.4s, v1.4s, v31.4s
	WORD $0x6e3fe44a // fcmge v10.4s, v2.4s, v31.4s
	WORD $0x6e3fe46b // fcmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V17.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e3fe408 // fcmge v8.4s, v0.4s, v31.4s
	WORD $0x6e3fe429 // fcmge v9.4s, v1.4s, v31.4s
	WORD $0x6e3fe44a // fcmge v10.4s, v2.4s, v31.4s
	WORD $0x6e3fe46b // fcmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V18.B16
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	WORD $0x6e3fe408 // fcmge v8.4s, v0.4s, v31.4s
	WORD $0x6e3fe429 // fcmge v9.4s, v1.4s, v31.4s
	WORD $0x6e3fe44a // fcmge v10.4s, v2.4s, v31.4s
	WORD $0x6e3fe46b // fcmge v11.4s, v3.4s, v31.4s
	VUZP1 V9.H8, V8.H8, V12.H8
	VUZP1 V11.H8, V10.H8, V13.H8
	VUZP1 V13.B16, V12.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqAAFloat64NEON(dst []uint64, a, b []float64)
TEXT ·cmpEqAAFloat64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpEqASFloat64NEON(dst []uint64, a []float64, b float64)
TEXT ·cmpEqASFloat64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeAAFloat64NEON(dst []uint64, a, b []float64)
TEXT ·cmpNeAAFloat64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x4e68e400 // fcmeq v0.2d, v0.2d, v8.2d
	WORD $0x4e69e421 // fcmeq v1.2d, v1.2d, v9.2d
	WORD $0x4e6ae442 // fcmeq v2.2d, v2.2d, v10.2d
	WORD $0x4e6be463 // fcmeq v3.2d, v3.2d, v11.2d
	WORD $0x4e6ce484 // fcmeq v4.2d, v4.2d, v12.2d
	WORD $0x4e6de4a5 // fcmeq v5.2d, v5.2d, v13.2d
	WORD $0x4e6ee4c6 // fcmeq v6.2d, v6.2d, v14.2d
	WORD $0x4e6fe4e7 // fcmeq v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpNeASFloat64NEON(dst []uint64, a []float64, b float64)
TEXT ·cmpNeASFloat64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x4e7fe400 // fcmeq v0.2d, v0.2d, v31.2d
	WORD $0x4e7fe421 // fcmeq v1.2d, v1.2d, v31.2d
	WORD $0x4e7fe442 // fcmeq v2.2d, v2.2d, v31.2d
	WORD $0x4e7fe463 // fcmeq v3.2d, v3.2d, v31.2d
	WORD $0x4e7fe484 // fcmeq v4.2d, v4.2d, v31.2d
	WORD $0x4e7fe4a5 // fcmeq v5.2d, v5.2d, v31.2d
	WORD $0x4e7fe4c6 // fcmeq v6.2d, v6.2d, v31.2d
	WORD $0x4e7fe4e7 // fcmeq v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MVN    R5, R5
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtAAFloat64NEON(dst []uint64, a, b []float64)
TEXT ·cmpLtAAFloat64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee0e500 // fcmgt v0.2d, v8.2d, v0.2d
	WORD $0x6ee1e521 // fcmgt v1.2d, v9.2d, v1.2d
	WORD $0x6ee2e542 // fcmgt v2.2d, v10.2d, v2.2d
	WORD $0x6ee3e563 // fcmgt v3.2d, v11.2d, v3.2d
	WORD $0x6ee4e584 // fcmgt v4.2d, v12.2d, v4.2d
	WORD $0x6ee5e5a5 // fcmgt v5.2d, v13.2d, v5.2d
	WORD $0x6ee6e5c6 // fcmgt v6.2d, v14.2d, v6.2d
	WORD $0x6ee7e5e7 // fcmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee0e500 // fcmgt v0.2d, v8.2d, v0.2d
	WORD $0x6ee1e521 // fcmgt v1.2d, v9.2d, v1.2d
	WORD $0x6ee2e542 // fcmgt v2.2d, v10.2d, v2.2d
	WORD $0x6ee3e563 // fcmgt v3.2d, v11.2d, v3.2d
	WORD $0x6ee4e584 // fcmgt v4.2d, v12.2d, v4.2d
	WORD $0x6ee5e5a5 // fcmgt v5.2d, v13.2d, v5.2d
	WORD $0x6ee6e5c6 // fcmgt v6.2d, v14.2d, v6.2d
	WORD $0x6ee7e5e7 // fcmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee0e500 // fcmgt v0.2d, v8.2d, v0.2d
	WORD $0x6ee1e521 // fcmgt v1.2d, v9.2d, v1.2d
	WORD $0x6ee2e542 // fcmgt v2.2d, v10.2d, v2.2d
	WORD $0x6ee3e563 // fcmgt v3.2d, v11.2d, v3.2d
	WORD $0x6ee4e584 // fcmgt v4.2d, v12.2d, v4.2d
	WORD $0x6ee5e5a5 // fcmgt v5.2d, v13.2d, v5.2d
	WORD $0x6ee6e5c6 // fcmgt v6.2d, v14.2d, v6.2d
	WORD $0x6ee7e5e7 // fcmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee0e500 // fcmgt v0.2d, v8.2d, v0.2d
	WORD $0x6ee1e521 // fcmgt v1.2d, v9.2d, v1.2d
	WORD $0x6ee2e542 // fcmgt v2.2d, v10.2d, v2.2d
	WORD $0x6ee3e563 // fcmgt v3.2d, v11.2d, v3.2d
	WORD $0x6ee4e584 // fcmgt v4.2d, v12.2d, v4.2d
	WORD $0x6ee5e5a5 // fcmgt v5.2d, v13.2d, v5.2d
	WORD $0x6ee6e5c6 // fcmgt v6.2d, v14.2d, v6.2d
	WORD $0x6ee7e5e7 // fcmgt v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLtASFloat64NEON(dst []uint64, a []float64, b float64)
TEXT ·cmpLtASFloat64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee0e7e0 // fcmgt v0.2d, v31.2d, v0.2d
	WORD $0x6ee1e7e1 // fcmgt v1.2d, v31.2d, v1.2d
	WORD $0x6ee2e7e2 // fcmgt v2.2d, v31.2d, v2.2d
	WORD $0x6ee3e7e3 // fcmgt v3.2d, v31.2d, v3.2d
	WORD $0x6ee4e7e4 // fcmgt v4.2d, v31.2d, v4.2d
	WORD $0x6ee5e7e5 // fcmgt v5.2d, v31.2d, v5.2d
	WORD $0x6ee6e7e6 // fcmgt v6.2d, v31.2d, v6.2d
	WORD $0x6ee7e7e7 // fcmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee0e7e0 // fcmgt v0.2d, v31.2d, v0.2d
	WORD $0x6ee1e7e1 // fcmgt v1.2d, v31.2d, v1.2d
	WORD $0x6ee2e7e2 // fcmgt v2.2d, v31.2d, v2.2d
	WORD $0x6ee3e7e3 // fcmgt v3.2d, v31.2d, v3.2d
	WORD $0x6ee4e7e4 // fcmgt v4.2d, v31.2d, v4.2d
	WORD $0x6ee5e7e5 // fcmgt v5.2d, v31.2d, v5.2d
	WORD $0x6ee6e7e6 // fcmgt v6.2d, v31.2d, v6.2d
	WORD $0x6ee7e7e7 // fcmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee0e7e0 // fcmgt v0.2d, v31.2d, v0.2d
	WORD $0x6ee1e7e1 // fcmgt v1.2d, v31.2d, v1.2d
	WORD $0x6ee2e7e2 // fcmgt v2.2d, v31.2d, v2.2d
	WORD $0x6ee3e7e3 // fcmgt v3.2d, v31.2d, v3.2d
	WORD $0x6ee4e7e4 // fcmgt v4.2d, v31.2d, v4.2d
	WORD $0x6ee5e7e5 // fcmgt v5.2d, v31.2d, v5.2d
	WORD $0x6ee6e7e6 // fcmgt v6.2d, v31.2d, v6.2d
	WORD $0x6ee7e7e7 // fcmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6ee0e7e0 // fcmgt v0.2d, v31.2d, v0.2d
	WORD $0x6ee1e7e1 // fcmgt v1.2d, v31.2d, v1.2d
	WORD $0x6ee2e7e2 // fcmgt v2.2d, v31.2d, v2.2d
	WORD $0x6ee3e7e3 // fcmgt v3.2d, v31.2d, v3.2d
	WORD $0x6ee4e7e4 // fcmgt v4.2d, v31.2d, v4.2d
	WORD $0x6ee5e7e5 // fcmgt v5.2d, v31.2d, v5.2d
	WORD $0x6ee6e7e6 // fcmgt v6.2d, v31.2d, v6.2d
	WORD $0x6ee7e7e7 // fcmgt v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeAAFloat64NEON(dst []uint64, a, b []float64)
TEXT ·cmpLeAAFloat64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e60e500 // fcmge v0.2d, v8.2d, v0.2d
	WORD $0x6e61e521 // fcmge v1.2d, v9.2d, v1.2d
	WORD $0x6e62e542 // fcmge v2.2d, v10.2d, v2.2d
	WORD $0x6e63e563 // fcmge v3.2d, v11.2d, v3.2d
	WORD $0x6e64e584 // fcmge v4.2d, v12.2d, v4.2d
	WORD $0x6e65e5a5 // fcmge v5.2d, v13.2d, v5.2d
	WORD $0x6e66e5c6 // fcmge v6.2d, v14.2d, v6.2d
	WORD $0x6e67e5e7 // fcmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e60e500 // fcmge v0.2d, v8.2d, v0.2d
	WORD $0x6e61e521 // fcmge v1.2d, v9.2d, v1.2d
	WORD $0x6e62e542 // fcmge v2.2d, v10.2d, v2.2d
	WORD $0x6e63e563 // fcmge v3.2d, v11.2d, v3.2d
	WORD $0x6e64e584 // fcmge v4.2d, v12.2d, v4.2d
	WORD $0x6e65e5a5 // fcmge v5.2d, v13.2d, v5.2d
	WORD $0x6e66e5c6 // fcmge v6.2d, v14.2d, v6.2d
	WORD $0x6e67e5e7 // fcmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e60e500 // fcmge v0.2d, v8.2d, v0.2d
	WORD $0x6e61e521 // fcmge v1.2d, v9.2d, v1.2d
	WORD $0x6e62e542 // fcmge v2.2d, v10.2d, v2.2d
	WORD $0x6e63e563 // fcmge v3.2d, v11.2d, v3.2d
	WORD $0x6e64e584 // fcmge v4.2d, v12.2d, v4.2d
	WORD $0x6e65e5a5 // fcmge v5.2d, v13.2d, v5.2d
	WORD $0x6e66e5c6 // fcmge v6.2d, v14.2d, v6.2d
	WORD $0x6e67e5e7 // fcmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e60e500 // fcmge v0.2d, v8.2d, v0.2d
	WORD $0x6e61e521 // fcmge v1.2d, v9.2d, v1.2d
	WORD $0x6e62e542 // fcmge v2.2d, v10.2d, v2.2d
	WORD $0x6e63e563 // fcmge v3.2d, v11.2d, v3.2d
	WORD $0x6e64e584 // fcmge v4.2d, v12.2d, v4.2d
	WORD $0x6e65e5a5 // fcmge v5.2d, v13.2d, v5.2d
	WORD $0x6e66e5c6 // fcmge v6.2d, v14.2d, v6.2d
	WORD $0x6e67e5e7 // fcmge v7.2d, v15.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpLeASFloat64NEON(dst []uint64, a []float64, b float64)
TEXT ·cmpLeASFloat64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e60e7e0 // fcmge v0.2d, v31.2d, v0.2d
	WORD $0x6e61e7e1 // fcmge v1.2d, v31.2d, v1.2d
	WORD $0x6e62e7e2 // fcmge v2.2d, v31.2d, v2.2d
	WORD $0x6e63e7e3 // fcmge v3.2d, v31.2d, v3.2d
	WORD $0x6e64e7e4 // fcmge v4.2d, v31.2d, v4.2d
	WORD $0x6e65e7e5 // fcmge v5.2d, v31.2d, v5.2d
	WORD $0x6e66e7e6 // fcmge v6.2d, v31.2d, v6.2d
	WORD $0x6e67e7e7 // fcmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e60e7e0 // fcmge v0.2d, v31.2d, v0.2d
	WORD $0x6e61e7e1 // fcmge v1.2d, v31.2d, v1.2d
	WORD $0x6e62e7e2 // fcmge v2.2d, v31.2d, v2.2d
	WORD $0x6e63e7e3 // fcmge v3.2d, v31.2d, v3.2d
	WORD $0x6e64e7e4 // fcmge v4.2d, v31.2d, v4.2d
	WORD $0x6e65e7e5 // fcmge v5.2d, v31.2d, v5.2d
	WORD $0x6e66e7e6 // fcmge v6.2d, v31.2d, v6.2d
	WORD $0x6e67e7e7 // fcmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e60e7e0 // fcmge v0.2d, v31.2d, v0.2d
	WORD $0x6e61e7e1 // fcmge v1.2d, v31.2d, v1.2d
	WORD $0x6e62e7e2 // fcmge v2.2d, v31.2d, v2.2d
	WORD $0x6e63e7e3 // fcmge v3.2d, v31.2d, v3.2d
	WORD $0x6e64e7e4 // fcmge v4.2d, v31.2d, v4.2d
	WORD $0x6e65e7e5 // fcmge v5.2d, v31.2d, v5.2d
	WORD $0x6e66e7e6 // fcmge v6.2d, v31.2d, v6.2d
	WORD $0x6e67e7e7 // fcmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e60e7e0 // fcmge v0.2d, v31.2d, v0.2d
	WORD $0x6e61e7e1 // fcmge v1.2d, v31.2d, v1.2d
	WORD $0x6e62e7e2 // fcmge v2.2d, v31.2d, v2.2d
	WORD $0x6e63e7e3 // fcmge v3.2d, v31.2d, v3.2d
	WORD $0x6e64e7e4 // fcmge v4.2d, v31.2d, v4.2d
	WORD $0x6e65e7e5 // fcmge v5.2d, v31.2d, v5.2d
	WORD $0x6e66e7e6 // fcmge v6.2d, v31.2d, v6.2d
	WORD $0x6e67e7e7 // fcmge v7.2d, v31.2d, v7.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtAAFloat64NEON(dst []uint64, a, b []float64)
TEXT ·cmpGtAAFloat64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee8e400 // fcmgt v0.2d, v0.2d, v8.2d
	WORD $0x6ee9e421 // fcmgt v1.2d, v1.2d, v9.2d
	WORD $0x6eeae442 // fcmgt v2.2d, v2.2d, v10.2d
	WORD $0x6eebe463 // fcmgt v3.2d, v3.2d, v11.2d
	WORD $0x6eece484 // fcmgt v4.2d, v4.2d, v12.2d
	WORD $0x6eede4a5 // fcmgt v5.2d, v5.2d, v13.2d
	WORD $0x6eeee4c6 // fcmgt v6.2d, v6.2d, v14.2d
	WORD $0x6eefe4e7 // fcmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee8e400 // fcmgt v0.2d, v0.2d, v8.2d
	WORD $0x6ee9e421 // fcmgt v1.2d, v1.2d, v9.2d
	WORD $0x6eeae442 // fcmgt v2.2d, v2.2d, v10.2d
	WORD $0x6eebe463 // fcmgt v3.2d, v3.2d, v11.2d
	WORD $0x6eece484 // fcmgt v4.2d, v4.2d, v12.2d
	WORD $0x6eede4a5 // fcmgt v5.2d, v5.2d, v13.2d
	WORD $0x6eeee4c6 // fcmgt v6.2d, v6.2d, v14.2d
	WORD $0x6eefe4e7 // fcmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee8e400 // fcmgt v0.2d, v0.2d, v8.2d
	WORD $0x6ee9e421 // fcmgt v1.2d, v1.2d, v9.2d
	WORD $0x6eeae442 // fcmgt v2.2d, v2.2d, v10.2d
	WORD $0x6eebe463 // fcmgt v3.2d, v3.2d, v11.2d
	WORD $0x6eece484 // fcmgt v4.2d, v4.2d, v12.2d
	WORD $0x6eede4a5 // fcmgt v5.2d, v5.2d, v13.2d
	WORD $0x6eeee4c6 // fcmgt v6.2d, v6.2d, v14.2d
	WORD $0x6eefe4e7 // fcmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6ee8e400 // fcmgt v0.2d, v0.2d, v8.2d
	WORD $0x6ee9e421 // fcmgt v1.2d, v1.2d, v9.2d
	WORD $0x6eeae442 // fcmgt v2.2d, v2.2d, v10.2d
	WORD $0x6eebe463 // fcmgt v3.2d, v3.2d, v11.2d
	WORD $0x6eece484 // fcmgt v4.2d, v4.2d, v12.2d
	WORD $0x6eede4a5 // fcmgt v5.2d, v5.2d, v13.2d
	WORD $0x6eeee4c6 // fcmgt v6.2d, v6.2d, v14.2d
	WORD $0x6eefe4e7 // fcmgt v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGtASFloat64NEON(dst []uint64, a []float64, b float64)
TEXT ·cmpGtASFloat64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6effe400 // fcmgt v0.2d, v0.2d, v31.2d
	WORD $0x6effe421 // fcmgt v1.2d, v1.2d, v31.2d
	WORD $0x6effe442 // fcmgt v2.2d, v2.2d, v31.2d
	WORD $0x6effe463 // fcmgt v3.2d, v3.2d, v31.2d
	WORD $0x6effe484 // fcmgt v4.2d, v4.2d, v31.2d
	WORD $0x6effe4a5 // fcmgt v5.2d, v5.2d, v31.2d
	WORD $0x6effe4c6 // fcmgt v6.2d, v6.2d, v31.2d
	WORD $0x6effe4e7 // fcmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6effe400 // fcmgt v0.2d, v0.2d, v31.2d
	WORD $0x6effe421 // fcmgt v1.2d, v1.2d, v31.2d
	WORD $0x6effe442 // fcmgt v2.2d, v2.2d, v31.2d
	WORD $0x6effe463 // fcmgt v3.2d, v3.2d, v31.2d
	WORD $0x6effe484 // fcmgt v4.2d, v4.2d, v31.2d
	WORD $0x6effe4a5 // fcmgt v5.2d, v5.2d, v31.2d
	WORD $0x6effe4c6 // fcmgt v6.2d, v6.2d, v31.2d
	WORD $0x6effe4e7 // fcmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6effe400 // fcmgt v0.2d, v0.2d, v31.2d
	WORD $0x6effe421 // fcmgt v1.2d, v1.2d, v31.2d
	WORD $0x6effe442 // fcmgt v2.2d, v2.2d, v31.2d
	WORD $0x6effe463 // fcmgt v3.2d, v3.2d, v31.2d
	WORD $0x6effe484 // fcmgt v4.2d, v4.2d, v31.2d
	WORD $0x6effe4a5 // fcmgt v5.2d, v5.2d, v31.2d
	WORD $0x6effe4c6 // fcmgt v6.2d, v6.2d, v31.2d
	WORD $0x6effe4e7 // fcmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6effe400 // fcmgt v0.2d, v0.2d, v31.2d
	WORD $0x6effe421 // fcmgt v1.2d, v1.2d, v31.2d
	WORD $0x6effe442 // fcmgt v2.2d, v2.2d, v31.2d
	WORD $0x6effe463 // fcmgt v3.2d, v3.2d, v31.2d
	WORD $0x6effe484 // fcmgt v4.2d, v4.2d, v31.2d
	WORD $0x6effe4a5 // fcmgt v5.2d, v5.2d, v31.2d
	WORD $0x6effe4c6 // fcmgt v6.2d, v6.2d, v31.2d
	WORD $0x6effe4e7 // fcmgt v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeAAFloat64NEON(dst []uint64, a, b []float64)
TEXT ·cmpGeAAFloat64NEON(SB), NOSPLIT, $0-72
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b_base+48(FP), R3
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e68e400 // fcmge v0.2d, v0.2d, v8.2d
	WORD $0x6e69e421 // fcmge v1.2d, v1.2d, v9.2d
	WORD $0x6e6ae442 // fcmge v2.2d, v2.2d, v10.2d
	WORD $0x6e6be463 // fcmge v3.2d, v3.2d, v11.2d
	WORD $0x6e6ce484 // fcmge v4.2d, v4.2d, v12.2d
	WORD $0x6e6de4a5 // fcmge v5.2d, v5.2d, v13.2d
	WORD $0x6e6ee4c6 // fcmge v6.2d, v6.2d, v14.2d
	WORD $0x6e6fe4e7 // fcmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e68e400 // fcmge v0.2d, v0.2d, v8.2d
	WORD $0x6e69e421 // fcmge v1.2d, v1.2d, v9.2d
	WORD $0x6e6ae442 // fcmge v2.2d, v2.2d, v10.2d
	WORD $0x6e6be463 // fcmge v3.2d, v3.2d, v11.2d
	WORD $0x6e6ce484 // fcmge v4.2d, v4.2d, v12.2d
	WORD $0x6e6de4a5 // fcmge v5.2d, v5.2d, v13.2d
	WORD $0x6e6ee4c6 // fcmge v6.2d, v6.2d, v14.2d
	WORD $0x6e6fe4e7 // fcmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e68e400 // fcmge v0.2d, v0.2d, v8.2d
	WORD $0x6e69e421 // fcmge v1.2d, v1.2d, v9.2d
	WORD $0x6e6ae442 // fcmge v2.2d, v2.2d, v10.2d
	WORD $0x6e6be463 // fcmge v3.2d, v3.2d, v11.2d
	WORD $0x6e6ce484 // fcmge v4.2d, v4.2d, v12.2d
	WORD $0x6e6de4a5 // fcmge v5.2d, v5.2d, v13.2d
	WORD $0x6e6ee4c6 // fcmge v6.2d, v6.2d, v14.2d
	WORD $0x6e6fe4e7 // fcmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	VLD1.P 64(R3), [V8.D2, V9.D2, V10.D2, V11.D2]
	VLD1.P 64(R3), [V12.D2, V13.D2, V14.D2, V15.D2]
	WORD $0x6e68e400 // fcmge v0.2d, v0.2d, v8.2d
	WORD $0x6e69e421 // fcmge v1.2d, v1.2d, v9.2d
	WORD $0x6e6ae442 // fcmge v2.2d, v2.2d, v10.2d
	WORD $0x6e6be463 // fcmge v3.2d, v3.2d, v11.2d
	WORD $0x6e6ce484 // fcmge v4.2d, v4.2d, v12.2d
	WORD $0x6e6de4a5 // fcmge v5.2d, v5.2d, v13.2d
	WORD $0x6e6ee4c6 // fcmge v6.2d, v6.2d, v14.2d
	WORD $0x6e6fe4e7 // fcmge v7.2d, v7.2d, v15.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET

// func cmpGeASFloat64NEON(dst []uint64, a []float64, b float64)
TEXT ·cmpGeASFloat64NEON(SB), NOSPLIT, $0-56
	MOVD dst_base+0(FP), R0
	MOVD a_base+24(FP), R1
	MOVD a_len+32(FP), R2
	MOVD b+48(FP), R5
	VDUP R5, V31.D2 // the scalar
	MOVD $bitWeights<>(SB), R4
	VLD1 (R4), [V30.B16]
	LSR  $6, R2, R2
	CBZ  R2, done

loop:
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e7fe400 // fcmge v0.2d, v0.2d, v31.2d
	WORD $0x6e7fe421 // fcmge v1.2d, v1.2d, v31.2d
	WORD $0x6e7fe442 // fcmge v2.2d, v2.2d, v31.2d
	WORD $0x6e7fe463 // fcmge v3.2d, v3.2d, v31.2d
	WORD $0x6e7fe484 // fcmge v4.2d, v4.2d, v31.2d
	WORD $0x6e7fe4a5 // fcmge v5.2d, v5.2d, v31.2d
	WORD $0x6e7fe4c6 // fcmge v6.2d, v6.2d, v31.2d
	WORD $0x6e7fe4e7 // fcmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V16.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e7fe400 // fcmge v0.2d, v0.2d, v31.2d
	WORD $0x6e7fe421 // fcmge v1.2d, v1.2d, v31.2d
	WORD $0x6e7fe442 // fcmge v2.2d, v2.2d, v31.2d
	WORD $0x6e7fe463 // fcmge v3.2d, v3.2d, v31.2d
	WORD $0x6e7fe484 // fcmge v4.2d, v4.2d, v31.2d
	WORD $0x6e7fe4a5 // fcmge v5.2d, v5.2d, v31.2d
	WORD $0x6e7fe4c6 // fcmge v6.2d, v6.2d, v31.2d
	WORD $0x6e7fe4e7 // fcmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V17.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e7fe400 // fcmge v0.2d, v0.2d, v31.2d
	WORD $0x6e7fe421 // fcmge v1.2d, v1.2d, v31.2d
	WORD $0x6e7fe442 // fcmge v2.2d, v2.2d, v31.2d
	WORD $0x6e7fe463 // fcmge v3.2d, v3.2d, v31.2d
	WORD $0x6e7fe484 // fcmge v4.2d, v4.2d, v31.2d
	WORD $0x6e7fe4a5 // fcmge v5.2d, v5.2d, v31.2d
	WORD $0x6e7fe4c6 // fcmge v6.2d, v6.2d, v31.2d
	WORD $0x6e7fe4e7 // fcmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V18.B16
	VLD1.P 64(R1), [V0.D2, V1.D2, V2.D2, V3.D2]
	VLD1.P 64(R1), [V4.D2, V5.D2, V6.D2, V7.D2]
	WORD $0x6e7fe400 // fcmge v0.2d, v0.2d, v31.2d
	WORD $0x6e7fe421 // fcmge v1.2d, v1.2d, v31.2d
	WORD $0x6e7fe442 // fcmge v2.2d, v2.2d, v31.2d
	WORD $0x6e7fe463 // fcmge v3.2d, v3.2d, v31.2d
	WORD $0x6e7fe484 // fcmge v4.2d, v4.2d, v31.2d
	WORD $0x6e7fe4a5 // fcmge v5.2d, v5.2d, v31.2d
	WORD $0x6e7fe4c6 // fcmge v6.2d, v6.2d, v31.2d
	WORD $0x6e7fe4e7 // fcmge v7.2d, v7.2d, v31.2d
	VUZP1 V1.S4, V0.S4, V0.S4
	VUZP1 V3.S4, V2.S4, V2.S4
	VUZP1 V5.S4, V4.S4, V4.S4
	VUZP1 V7.S4, V6.S4, V6.S4
	VUZP1 V2.H8, V0.H8, V0.H8
	VUZP1 V6.H8, V4.H8, V4.H8
	VUZP1 V4.B16, V0.B16, V19.B16
	MOVEMASK
	MOVD.P R5, 8(R0)
	SUB    $1, R2, R2
	CBNZ   R2, loop

done:
	RET
