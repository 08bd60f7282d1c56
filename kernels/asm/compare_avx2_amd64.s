//go:build !noasm

#include "textflag.h"

// AVX2 compare kernels (see compare.go for the contract). Each vector of 8
// dwords or 4 qwords is compared into a lane mask, whose sign bits
// VMOVMSKPS/PD gather into a GPR: 8 bits (one bitmap byte) per dword
// vector, 4 per qword vector (two are packed into a byte). Byte vectors give
// 32 bits each with VPMOVMSKB; word vectors are first packed to bytes in
// pairs (VPACKSSWB keeps 0/-1, and VPERMQ undoes its 128-bit lane
// interleave). AVX2 integer
// compares are only == (VPCMPEQB/W/D/Q) and signed > (VPCMPGTB/W/D/Q): a < b is
// b > a, a <= b is not a > b, a >= b is not b > a, != is not ==, and
// unsigned values are compared signed after flipping their sign bits.
// Floats use VCMPPS/PD with the quiet IEEE predicates (EQ_OQ 0x00, NEQ_UQ
// 0x04, LT_OQ 0x11, LE_OQ 0x12, GT_OQ 0x1e, GE_OQ 0x1d), so NaN compares
// false except for !=, as in Go. Array-scalar kernels keep the broadcast
// scalar in Y15 (biased for unsigned) and use the swapped predicate to
// compare it with the array in memory. Four vectors per iteration.

// func cmpEqAAInt8AVX2(dst []uint64, a, b []int8)
TEXT ·cmpEqAAInt8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQB 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQB 32(DX), Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt8AVX2(dst []uint64, a []int8, b int8)
TEXT ·cmpEqASInt8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQB 0(SI), Y15, Y8
	VPCMPEQB 32(SI), Y15, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt8AVX2(dst []uint64, a, b []int8)
TEXT ·cmpNeAAInt8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQB 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQB 32(DX), Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt8AVX2(dst []uint64, a []int8, b int8)
TEXT ·cmpNeASInt8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQB 0(SI), Y15, Y8
	VPCMPEQB 32(SI), Y15, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt8AVX2(dst []uint64, a, b []int8)
TEXT ·cmpLtAAInt8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTB 0(SI), Y0, Y8
	VMOVDQU 32(DX), Y0
	VPCMPGTB 32(SI), Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt8AVX2(dst []uint64, a []int8, b int8)
TEXT ·cmpLtASInt8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPGTB 0(SI), Y15, Y8
	VPCMPGTB 32(SI), Y15, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt8AVX2(dst []uint64, a, b []int8)
TEXT ·cmpLeAAInt8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTB 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTB 32(DX), Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt8AVX2(dst []uint64, a []int8, b int8)
TEXT ·cmpLeASInt8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTB Y15, Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTB Y15, Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt8AVX2(dst []uint64, a, b []int8)
TEXT ·cmpGtAAInt8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTB 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTB 32(DX), Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt8AVX2(dst []uint64, a []int8, b int8)
TEXT ·cmpGtASInt8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTB Y15, Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTB Y15, Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt8AVX2(dst []uint64, a, b []int8)
TEXT ·cmpGeAAInt8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTB 0(SI), Y0, Y8
	VMOVDQU 32(DX), Y0
	VPCMPGTB 32(SI), Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt8AVX2(dst []uint64, a []int8, b int8)
TEXT ·cmpGeASInt8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPGTB 0(SI), Y15, Y8
	VPCMPGTB 32(SI), Y15, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint8AVX2(dst []uint64, a, b []uint8)
TEXT ·cmpEqAAUint8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQB 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQB 32(DX), Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint8AVX2(dst []uint64, a []uint8, b uint8)
TEXT ·cmpEqASUint8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQB 0(SI), Y15, Y8
	VPCMPEQB 32(SI), Y15, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint8AVX2(dst []uint64, a, b []uint8)
TEXT ·cmpNeAAUint8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQB 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQB 32(DX), Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint8AVX2(dst []uint64, a []uint8, b uint8)
TEXT ·cmpNeASUint8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQB 0(SI), Y15, Y8
	VPCMPEQB 32(SI), Y15, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint8AVX2(dst []uint64, a, b []uint8)
TEXT ·cmpLtAAUint8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTB Y0, Y2, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTB Y0, Y2, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint8AVX2(dst []uint64, a []uint8, b uint8)
TEXT ·cmpLtASUint8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTB Y0, Y15, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTB Y0, Y15, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint8AVX2(dst []uint64, a, b []uint8)
TEXT ·cmpLeAAUint8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTB Y2, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTB Y2, Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint8AVX2(dst []uint64, a []uint8, b uint8)
TEXT ·cmpLeASUint8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTB Y15, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTB Y15, Y0, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint8AVX2(dst []uint64, a, b []uint8)
TEXT ·cmpGtAAUint8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTB Y2, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTB Y2, Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint8AVX2(dst []uint64, a []uint8, b uint8)
TEXT ·cmpGtASUint8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTB Y15, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTB Y15, Y0, Y9
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint8AVX2(dst []uint64, a, b []uint8)
TEXT ·cmpGeAAUint8AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTB Y0, Y2, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTB Y0, Y2, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $64, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint8AVX2(dst []uint64, a []uint8, b uint8)
TEXT ·cmpGeASUint8AVX2(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80808080, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVBLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTB X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTB Y0, Y15, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTB Y0, Y15, Y9
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPMOVMSKB Y9, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAInt16AVX2(dst []uint64, a, b []int16)
TEXT ·cmpEqAAInt16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQW 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQW 32(DX), Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPEQW 64(DX), Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPEQW 96(DX), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt16AVX2(dst []uint64, a []int16, b int16)
TEXT ·cmpEqASInt16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQW 0(SI), Y15, Y8
	VPCMPEQW 32(SI), Y15, Y9
	VPCMPEQW 64(SI), Y15, Y10
	VPCMPEQW 96(SI), Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt16AVX2(dst []uint64, a, b []int16)
TEXT ·cmpNeAAInt16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQW 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQW 32(DX), Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPEQW 64(DX), Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPEQW 96(DX), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt16AVX2(dst []uint64, a []int16, b int16)
TEXT ·cmpNeASInt16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQW 0(SI), Y15, Y8
	VPCMPEQW 32(SI), Y15, Y9
	VPCMPEQW 64(SI), Y15, Y10
	VPCMPEQW 96(SI), Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt16AVX2(dst []uint64, a, b []int16)
TEXT ·cmpLtAAInt16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTW 0(SI), Y0, Y8
	VMOVDQU 32(DX), Y0
	VPCMPGTW 32(SI), Y0, Y9
	VMOVDQU 64(DX), Y0
	VPCMPGTW 64(SI), Y0, Y10
	VMOVDQU 96(DX), Y0
	VPCMPGTW 96(SI), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt16AVX2(dst []uint64, a []int16, b int16)
TEXT ·cmpLtASInt16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPGTW 0(SI), Y15, Y8
	VPCMPGTW 32(SI), Y15, Y9
	VPCMPGTW 64(SI), Y15, Y10
	VPCMPGTW 96(SI), Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt16AVX2(dst []uint64, a, b []int16)
TEXT ·cmpLeAAInt16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTW 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTW 32(DX), Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPGTW 64(DX), Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPGTW 96(DX), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt16AVX2(dst []uint64, a []int16, b int16)
TEXT ·cmpLeASInt16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTW Y15, Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTW Y15, Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPGTW Y15, Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPGTW Y15, Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt16AVX2(dst []uint64, a, b []int16)
TEXT ·cmpGtAAInt16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTW 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTW 32(DX), Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPGTW 64(DX), Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPGTW 96(DX), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt16AVX2(dst []uint64, a []int16, b int16)
TEXT ·cmpGtASInt16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTW Y15, Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPGTW Y15, Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPGTW Y15, Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPGTW Y15, Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt16AVX2(dst []uint64, a, b []int16)
TEXT ·cmpGeAAInt16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTW 0(SI), Y0, Y8
	VMOVDQU 32(DX), Y0
	VPCMPGTW 32(SI), Y0, Y9
	VMOVDQU 64(DX), Y0
	VPCMPGTW 64(SI), Y0, Y10
	VMOVDQU 96(DX), Y0
	VPCMPGTW 96(SI), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt16AVX2(dst []uint64, a []int16, b int16)
TEXT ·cmpGeASInt16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPGTW 0(SI), Y15, Y8
	VPCMPGTW 32(SI), Y15, Y9
	VPCMPGTW 64(SI), Y15, Y10
	VPCMPGTW 96(SI), Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint16AVX2(dst []uint64, a, b []uint16)
TEXT ·cmpEqAAUint16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQW 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQW 32(DX), Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPEQW 64(DX), Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPEQW 96(DX), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint16AVX2(dst []uint64, a []uint16, b uint16)
TEXT ·cmpEqASUint16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQW 0(SI), Y15, Y8
	VPCMPEQW 32(SI), Y15, Y9
	VPCMPEQW 64(SI), Y15, Y10
	VPCMPEQW 96(SI), Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint16AVX2(dst []uint64, a, b []uint16)
TEXT ·cmpNeAAUint16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQW 0(DX), Y0, Y8
	VMOVDQU 32(SI), Y0
	VPCMPEQW 32(DX), Y0, Y9
	VMOVDQU 64(SI), Y0
	VPCMPEQW 64(DX), Y0, Y10
	VMOVDQU 96(SI), Y0
	VPCMPEQW 96(DX), Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint16AVX2(dst []uint64, a []uint16, b uint16)
TEXT ·cmpNeASUint16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPCMPEQW 0(SI), Y15, Y8
	VPCMPEQW 32(SI), Y15, Y9
	VPCMPEQW 64(SI), Y15, Y10
	VPCMPEQW 96(SI), Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint16AVX2(dst []uint64, a, b []uint16)
TEXT ·cmpLtAAUint16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y9
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y10
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint16AVX2(dst []uint64, a []uint16, b uint16)
TEXT ·cmpLtASUint16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y9
	VPXOR 64(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y10
	VPXOR 96(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint16AVX2(dst []uint64, a, b []uint16)
TEXT ·cmpLeAAUint16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y9
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y10
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint16AVX2(dst []uint64, a []uint16, b uint16)
TEXT ·cmpLeASUint16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y9
	VPXOR 64(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y10
	VPXOR 96(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint16AVX2(dst []uint64, a, b []uint16)
TEXT ·cmpGtAAUint16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y9
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y10
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTW Y2, Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint16AVX2(dst []uint64, a []uint16, b uint16)
TEXT ·cmpGtASUint16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y9
	VPXOR 64(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y10
	VPXOR 96(SI), Y14, Y0
	VPCMPGTW Y15, Y0, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint16AVX2(dst []uint64, a, b []uint16)
TEXT ·cmpGeAAUint16AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y8
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y9
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y10
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTW Y0, Y2, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint16AVX2(dst []uint64, a []uint16, b uint16)
TEXT ·cmpGeASUint16AVX2(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80008000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVWLZX b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTW X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $6, CX // iterations of 64 values
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y8
	VPXOR 32(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y9
	VPXOR 64(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y10
	VPXOR 96(SI), Y14, Y0
	VPCMPGTW Y0, Y15, Y11
	VPACKSSWB Y9, Y8, Y8 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y8, Y8 // in order
	VPMOVMSKB Y8, AX
	NOTL AX
	MOVL AX, 0(DI)
	VPACKSSWB Y11, Y10, Y10 // bytes of words, 128-bit lanes interleaved
	VPERMQ $0xd8, Y10, Y10 // in order
	VPMOVMSKB Y10, AX
	NOTL AX
	MOVL AX, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAInt32AVX2(dst []uint64, a, b []int32)
TEXT ·cmpEqAAInt32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQD 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPEQD 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQD 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPEQD 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt32AVX2(dst []uint64, a []int32, b int32)
TEXT ·cmpEqASInt32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQD 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPCMPEQD 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPCMPEQD 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPCMPEQD 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt32AVX2(dst []uint64, a, b []int32)
TEXT ·cmpNeAAInt32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQD 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPEQD 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQD 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPEQD 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt32AVX2(dst []uint64, a []int32, b int32)
TEXT ·cmpNeASInt32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQD 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPCMPEQD 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPCMPEQD 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPCMPEQD 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt32AVX2(dst []uint64, a, b []int32)
TEXT ·cmpLtAAInt32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTD 0(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVDQU 32(DX), Y0
	VPCMPGTD 32(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVDQU 64(DX), Y0
	VPCMPGTD 64(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVDQU 96(DX), Y0
	VPCMPGTD 96(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt32AVX2(dst []uint64, a []int32, b int32)
TEXT ·cmpLtASInt32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPGTD 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPCMPGTD 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPCMPGTD 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPCMPGTD 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt32AVX2(dst []uint64, a, b []int32)
TEXT ·cmpLeAAInt32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTD 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPGTD 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTD 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPGTD 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt32AVX2(dst []uint64, a []int32, b int32)
TEXT ·cmpLeASInt32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt32AVX2(dst []uint64, a, b []int32)
TEXT ·cmpGtAAInt32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTD 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPGTD 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTD 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPGTD 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt32AVX2(dst []uint64, a []int32, b int32)
TEXT ·cmpGtASInt32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt32AVX2(dst []uint64, a, b []int32)
TEXT ·cmpGeAAInt32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTD 0(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 32(DX), Y0
	VPCMPGTD 32(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VMOVDQU 64(DX), Y0
	VPCMPGTD 64(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VMOVDQU 96(DX), Y0
	VPCMPGTD 96(SI), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt32AVX2(dst []uint64, a []int32, b int32)
TEXT ·cmpGeASInt32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPGTD 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPCMPGTD 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPCMPGTD 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPCMPGTD 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint32AVX2(dst []uint64, a, b []uint32)
TEXT ·cmpEqAAUint32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQD 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPEQD 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQD 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPEQD 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint32AVX2(dst []uint64, a []uint32, b uint32)
TEXT ·cmpEqASUint32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQD 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPCMPEQD 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPCMPEQD 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPCMPEQD 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint32AVX2(dst []uint64, a, b []uint32)
TEXT ·cmpNeAAUint32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQD 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 32(SI), Y0
	VPCMPEQD 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQD 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VMOVDQU 96(SI), Y0
	VPCMPEQD 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint32AVX2(dst []uint64, a []uint32, b uint32)
TEXT ·cmpNeASUint32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQD 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPCMPEQD 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPCMPEQD 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPCMPEQD 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint32AVX2(dst []uint64, a, b []uint32)
TEXT ·cmpLtAAUint32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint32AVX2(dst []uint64, a []uint32, b uint32)
TEXT ·cmpLtASUint32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint32AVX2(dst []uint64, a, b []uint32)
TEXT ·cmpLeAAUint32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint32AVX2(dst []uint64, a []uint32, b uint32)
TEXT ·cmpLeASUint32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint32AVX2(dst []uint64, a, b []uint32)
TEXT ·cmpGtAAUint32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTD Y2, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint32AVX2(dst []uint64, a []uint32, b uint32)
TEXT ·cmpGtASUint32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPCMPGTD Y15, Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint32AVX2(dst []uint64, a, b []uint32)
TEXT ·cmpGeAAUint32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTD Y0, Y2, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint32AVX2(dst []uint64, a []uint32, b uint32)
TEXT ·cmpGeASUint32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL $0x80000000, AX
	VMOVD AX, X14
	VPBROADCASTD X14, Y14 // sign bits
	MOVL b+48(FP), AX
	VMOVD AX, X15
	VPBROADCASTD X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 32(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 1(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 2(DI)
	VPXOR 96(SI), Y14, Y0
	VPCMPGTD Y0, Y15, Y1
	VMOVMSKPS Y1, AX
	NOTL AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAInt64AVX2(dst []uint64, a, b []int64)
TEXT ·cmpEqAAInt64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQQ 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPEQQ 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQQ 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPEQQ 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt64AVX2(dst []uint64, a []int64, b int64)
TEXT ·cmpEqASInt64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQQ 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPCMPEQQ 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt64AVX2(dst []uint64, a, b []int64)
TEXT ·cmpNeAAInt64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQQ 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPEQQ 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQQ 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPEQQ 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt64AVX2(dst []uint64, a []int64, b int64)
TEXT ·cmpNeASInt64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQQ 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPCMPEQQ 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt64AVX2(dst []uint64, a, b []int64)
TEXT ·cmpLtAAInt64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTQ 0(SI), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(DX), Y0
	VPCMPGTQ 32(SI), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVDQU 64(DX), Y0
	VPCMPGTQ 64(SI), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(DX), Y0
	VPCMPGTQ 96(SI), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt64AVX2(dst []uint64, a []int64, b int64)
TEXT ·cmpLtASInt64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPGTQ 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPGTQ 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPCMPGTQ 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPGTQ 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt64AVX2(dst []uint64, a, b []int64)
TEXT ·cmpLeAAInt64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTQ 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPGTQ 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTQ 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPGTQ 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt64AVX2(dst []uint64, a []int64, b int64)
TEXT ·cmpLeASInt64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt64AVX2(dst []uint64, a, b []int64)
TEXT ·cmpGtAAInt64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTQ 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPGTQ 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTQ 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPGTQ 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt64AVX2(dst []uint64, a []int64, b int64)
TEXT ·cmpGtASInt64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt64AVX2(dst []uint64, a, b []int64)
TEXT ·cmpGeAAInt64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(DX), Y0
	VPCMPGTQ 0(SI), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(DX), Y0
	VPCMPGTQ 32(SI), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 64(DX), Y0
	VPCMPGTQ 64(SI), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(DX), Y0
	VPCMPGTQ 96(SI), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt64AVX2(dst []uint64, a []int64, b int64)
TEXT ·cmpGeASInt64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPGTQ 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPGTQ 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPCMPGTQ 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPGTQ 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint64AVX2(dst []uint64, a, b []uint64)
TEXT ·cmpEqAAUint64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQQ 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPEQQ 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQQ 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPEQQ 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint64AVX2(dst []uint64, a []uint64, b uint64)
TEXT ·cmpEqASUint64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQQ 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPCMPEQQ 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint64AVX2(dst []uint64, a, b []uint64)
TEXT ·cmpNeAAUint64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVDQU 0(SI), Y0
	VPCMPEQQ 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 32(SI), Y0
	VPCMPEQQ 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VMOVDQU 64(SI), Y0
	VPCMPEQQ 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVDQU 96(SI), Y0
	VPCMPEQQ 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint64AVX2(dst []uint64, a []uint64, b uint64)
TEXT ·cmpNeASUint64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPCMPEQQ 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPCMPEQQ 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VPCMPEQQ 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint64AVX2(dst []uint64, a, b []uint64)
TEXT ·cmpLtAAUint64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint64AVX2(dst []uint64, a []uint64, b uint64)
TEXT ·cmpLtASUint64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint64AVX2(dst []uint64, a, b []uint64)
TEXT ·cmpLeAAUint64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint64AVX2(dst []uint64, a []uint64, b uint64)
TEXT ·cmpLeASUint64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint64AVX2(dst []uint64, a, b []uint64)
TEXT ·cmpGtAAUint64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTQ Y2, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint64AVX2(dst []uint64, a []uint64, b uint64)
TEXT ·cmpGtASUint64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPCMPGTQ Y15, Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint64AVX2(dst []uint64, a, b []uint64)
TEXT ·cmpGeAAUint64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPXOR 0(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPXOR 32(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPXOR 64(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPXOR 96(DX), Y14, Y2
	VPCMPGTQ Y0, Y2, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint64AVX2(dst []uint64, a []uint64, b uint64)
TEXT ·cmpGeASUint64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X14
	VPBROADCASTQ X14, Y14 // sign bits
	MOVQ b+48(FP), AX
	VMOVQ AX, X15
	VPBROADCASTQ X15, Y15
	VPXOR Y14, Y15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VPXOR 0(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, BX
	VPXOR 32(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 0(DI)
	VPXOR 64(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, BX
	VPXOR 96(SI), Y14, Y0
	VPCMPGTQ Y0, Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	NOTL AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAFloat32AVX2(dst []uint64, a, b []float32)
TEXT ·cmpEqAAFloat32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPS 0(SI), Y0
	VCMPPS $0x0, 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVUPS 32(SI), Y0
	VCMPPS $0x0, 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVUPS 64(SI), Y0
	VCMPPS $0x0, 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVUPS 96(SI), Y0
	VCMPPS $0x0, 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASFloat32AVX2(dst []uint64, a []float32, b float32)
TEXT ·cmpEqASFloat32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X15
	VBROADCASTSS X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPS $0x0, 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VCMPPS $0x0, 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VCMPPS $0x0, 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VCMPPS $0x0, 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAFloat32AVX2(dst []uint64, a, b []float32)
TEXT ·cmpNeAAFloat32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPS 0(SI), Y0
	VCMPPS $0x4, 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVUPS 32(SI), Y0
	VCMPPS $0x4, 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVUPS 64(SI), Y0
	VCMPPS $0x4, 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVUPS 96(SI), Y0
	VCMPPS $0x4, 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASFloat32AVX2(dst []uint64, a []float32, b float32)
TEXT ·cmpNeASFloat32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X15
	VBROADCASTSS X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPS $0x4, 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VCMPPS $0x4, 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VCMPPS $0x4, 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VCMPPS $0x4, 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAFloat32AVX2(dst []uint64, a, b []float32)
TEXT ·cmpLtAAFloat32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPS 0(SI), Y0
	VCMPPS $0x11, 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVUPS 32(SI), Y0
	VCMPPS $0x11, 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVUPS 64(SI), Y0
	VCMPPS $0x11, 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVUPS 96(SI), Y0
	VCMPPS $0x11, 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASFloat32AVX2(dst []uint64, a []float32, b float32)
TEXT ·cmpLtASFloat32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X15
	VBROADCASTSS X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPS $0x1e, 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VCMPPS $0x1e, 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VCMPPS $0x1e, 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VCMPPS $0x1e, 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAFloat32AVX2(dst []uint64, a, b []float32)
TEXT ·cmpLeAAFloat32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPS 0(SI), Y0
	VCMPPS $0x12, 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVUPS 32(SI), Y0
	VCMPPS $0x12, 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVUPS 64(SI), Y0
	VCMPPS $0x12, 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVUPS 96(SI), Y0
	VCMPPS $0x12, 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASFloat32AVX2(dst []uint64, a []float32, b float32)
TEXT ·cmpLeASFloat32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X15
	VBROADCASTSS X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPS $0x1d, 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VCMPPS $0x1d, 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VCMPPS $0x1d, 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VCMPPS $0x1d, 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAFloat32AVX2(dst []uint64, a, b []float32)
TEXT ·cmpGtAAFloat32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPS 0(SI), Y0
	VCMPPS $0x1e, 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVUPS 32(SI), Y0
	VCMPPS $0x1e, 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVUPS 64(SI), Y0
	VCMPPS $0x1e, 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVUPS 96(SI), Y0
	VCMPPS $0x1e, 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASFloat32AVX2(dst []uint64, a []float32, b float32)
TEXT ·cmpGtASFloat32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X15
	VBROADCASTSS X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPS $0x11, 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VCMPPS $0x11, 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VCMPPS $0x11, 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VCMPPS $0x11, 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAFloat32AVX2(dst []uint64, a, b []float32)
TEXT ·cmpGeAAFloat32AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPS 0(SI), Y0
	VCMPPS $0x1d, 0(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VMOVUPS 32(SI), Y0
	VCMPPS $0x1d, 32(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VMOVUPS 64(SI), Y0
	VCMPPS $0x1d, 64(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VMOVUPS 96(SI), Y0
	VCMPPS $0x1d, 96(DX), Y0, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASFloat32AVX2(dst []uint64, a []float32, b float32)
TEXT ·cmpGeASFloat32AVX2(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X15
	VBROADCASTSS X15, Y15
	SHRQ $5, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPS $0x12, 0(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 0(DI)
	VCMPPS $0x12, 32(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 1(DI)
	VCMPPS $0x12, 64(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 2(DI)
	VCMPPS $0x12, 96(SI), Y15, Y1
	VMOVMSKPS Y1, AX
	MOVB AX, 3(DI)
	ADDQ $128, SI
	ADDQ $4, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAFloat64AVX2(dst []uint64, a, b []float64)
TEXT ·cmpEqAAFloat64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPD 0(SI), Y0
	VCMPPD $0x0, 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 32(SI), Y0
	VCMPPD $0x0, 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVUPD 64(SI), Y0
	VCMPPD $0x0, 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 96(SI), Y0
	VCMPPD $0x0, 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASFloat64AVX2(dst []uint64, a []float64, b float64)
TEXT ·cmpEqASFloat64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X15
	VBROADCASTSD X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPD $0x0, 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x0, 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VCMPPD $0x0, 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x0, 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAFloat64AVX2(dst []uint64, a, b []float64)
TEXT ·cmpNeAAFloat64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPD 0(SI), Y0
	VCMPPD $0x4, 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 32(SI), Y0
	VCMPPD $0x4, 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVUPD 64(SI), Y0
	VCMPPD $0x4, 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 96(SI), Y0
	VCMPPD $0x4, 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASFloat64AVX2(dst []uint64, a []float64, b float64)
TEXT ·cmpNeASFloat64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X15
	VBROADCASTSD X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPD $0x4, 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x4, 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VCMPPD $0x4, 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x4, 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAFloat64AVX2(dst []uint64, a, b []float64)
TEXT ·cmpLtAAFloat64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPD 0(SI), Y0
	VCMPPD $0x11, 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 32(SI), Y0
	VCMPPD $0x11, 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVUPD 64(SI), Y0
	VCMPPD $0x11, 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 96(SI), Y0
	VCMPPD $0x11, 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASFloat64AVX2(dst []uint64, a []float64, b float64)
TEXT ·cmpLtASFloat64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X15
	VBROADCASTSD X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPD $0x1e, 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x1e, 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VCMPPD $0x1e, 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x1e, 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAFloat64AVX2(dst []uint64, a, b []float64)
TEXT ·cmpLeAAFloat64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPD 0(SI), Y0
	VCMPPD $0x12, 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 32(SI), Y0
	VCMPPD $0x12, 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVUPD 64(SI), Y0
	VCMPPD $0x12, 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 96(SI), Y0
	VCMPPD $0x12, 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASFloat64AVX2(dst []uint64, a []float64, b float64)
TEXT ·cmpLeASFloat64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X15
	VBROADCASTSD X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPD $0x1d, 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x1d, 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VCMPPD $0x1d, 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x1d, 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAFloat64AVX2(dst []uint64, a, b []float64)
TEXT ·cmpGtAAFloat64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPD 0(SI), Y0
	VCMPPD $0x1e, 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 32(SI), Y0
	VCMPPD $0x1e, 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVUPD 64(SI), Y0
	VCMPPD $0x1e, 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 96(SI), Y0
	VCMPPD $0x1e, 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASFloat64AVX2(dst []uint64, a []float64, b float64)
TEXT ·cmpGtASFloat64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X15
	VBROADCASTSD X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPD $0x11, 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x11, 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VCMPPD $0x11, 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x11, 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAFloat64AVX2(dst []uint64, a, b []float64)
TEXT ·cmpGeAAFloat64AVX2(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VMOVUPD 0(SI), Y0
	VCMPPD $0x1d, 0(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 32(SI), Y0
	VCMPPD $0x1d, 32(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VMOVUPD 64(SI), Y0
	VCMPPD $0x1d, 64(DX), Y0, Y1
	VMOVMSKPD Y1, BX
	VMOVUPD 96(SI), Y0
	VCMPPD $0x1d, 96(DX), Y0, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $128, DX
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASFloat64AVX2(dst []uint64, a []float64, b float64)
TEXT ·cmpGeASFloat64AVX2(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X15
	VBROADCASTSD X15, Y15
	SHRQ $4, CX // iterations of 4 vectors
	JZ   done

loop:
	VCMPPD $0x12, 0(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x12, 32(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 0(DI)
	VCMPPD $0x12, 64(SI), Y15, Y1
	VMOVMSKPD Y1, BX
	VCMPPD $0x12, 96(SI), Y15, Y1
	VMOVMSKPD Y1, AX
	SHLL $4, AX
	ORL  BX, AX
	MOVB AX, 1(DI)
	ADDQ $128, SI
	ADDQ $2, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET
