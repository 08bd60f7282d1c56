//go:build !noasm

#include "textflag.h"

// AVX-512 compare kernels (see compare.go for the contract). Each 64-value
// block takes one 64-lane compare (8-bit values), two 32-lane (16-bit), four
// 16-lane (32-bit) or eight 8-lane (64-bit), straight into mask registers,
// and each mask register is stored as it is: with LSB-first bit numbering,
// the 64, 32, 16 or 8 bits of a compare (KMOVQ, KMOVD, KMOVW, KMOVB) are
// exactly the next 8, 4, 2 or 1 bytes of the bitmap. The operator is the
// compare's predicate immediate: for integers VPCMP[U]B/W/D/Q with 0 eq,
// 1 lt, 2 le, 4 ne, 5 ge (not lt), 6 gt (not le); for floats VCMPPS/PD with
// the quiet IEEE predicates EQ_OQ 0x00, NEQ_UQ 0x04 (true on NaN, as Go's
// !=), LT_OQ 0x11, LE_OQ 0x12, GT_OQ 0x1e, GE_OQ 0x1d (false on NaN).
// Array-scalar kernels broadcast the scalar and compare it with the array in
// memory using the swapped predicate (s > a[i] is a[i] < s), so the array
// is never loaded into a register first.

// CMPAA32 compares the 64 4-byte values at SI with those at DX (insn and
// its predicate imm) and stores the 8 bitmap bytes at DI.
#define CMPAA32(insn, imm) \
	VMOVDQU32 (SI), Z0; \
	VMOVDQU32 64(SI), Z1; \
	VMOVDQU32 128(SI), Z2; \
	VMOVDQU32 192(SI), Z3; \
	insn      imm, (DX), Z0, K1; \
	insn      imm, 64(DX), Z1, K2; \
	insn      imm, 128(DX), Z2, K3; \
	insn      imm, 192(DX), Z3, K4; \
	KMOVW     K1, (DI); \
	KMOVW     K2, 2(DI); \
	KMOVW     K3, 4(DI); \
	KMOVW     K4, 6(DI)

// CMPAS32 compares the scalar broadcast in Z4 with the 64 4-byte values at
// SI (imm is the swapped predicate) and stores the 8 bitmap bytes at DI.
#define CMPAS32(insn, imm) \
	insn  imm, (SI), Z4, K1; \
	insn  imm, 64(SI), Z4, K2; \
	insn  imm, 128(SI), Z4, K3; \
	insn  imm, 192(SI), Z4, K4; \
	KMOVW K1, (DI); \
	KMOVW K2, 2(DI); \
	KMOVW K3, 4(DI); \
	KMOVW K4, 6(DI)

// CMPAA64H compares half a block of 8-byte values: the 32 at off(SI) with
// those at off(DX), 4 bitmap bytes to off/64(DI) (passed as boff).
#define CMPAA64H(insn, imm, off, boff) \
	VMOVDQU64 off+0(SI), Z0; \
	VMOVDQU64 off+64(SI), Z1; \
	VMOVDQU64 off+128(SI), Z2; \
	VMOVDQU64 off+192(SI), Z3; \
	insn      imm, off+0(DX), Z0, K1; \
	insn      imm, off+64(DX), Z1, K2; \
	insn      imm, off+128(DX), Z2, K3; \
	insn      imm, off+192(DX), Z3, K4; \
	KMOVB     K1, boff+0(DI); \
	KMOVB     K2, boff+1(DI); \
	KMOVB     K3, boff+2(DI); \
	KMOVB     K4, boff+3(DI)

// CMPAS64H is CMPAA64H against the scalar broadcast in Z4.
#define CMPAS64H(insn, imm, off, boff) \
	insn  imm, off+0(SI), Z4, K1; \
	insn  imm, off+64(SI), Z4, K2; \
	insn  imm, off+128(SI), Z4, K3; \
	insn  imm, off+192(SI), Z4, K4; \
	KMOVB K1, boff+0(DI); \
	KMOVB K2, boff+1(DI); \
	KMOVB K3, boff+2(DI); \
	KMOVB K4, boff+3(DI)

// func cmpEqAAInt8AVX512(dst []uint64, a, b []int8)
TEXT ·cmpEqAAInt8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPB $0, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt8AVX512(dst []uint64, a []int8, b int8)
TEXT ·cmpEqASInt8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPB $0, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt8AVX512(dst []uint64, a, b []int8)
TEXT ·cmpNeAAInt8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPB $4, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt8AVX512(dst []uint64, a []int8, b int8)
TEXT ·cmpNeASInt8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPB $4, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt8AVX512(dst []uint64, a, b []int8)
TEXT ·cmpLtAAInt8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPB $1, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt8AVX512(dst []uint64, a []int8, b int8)
TEXT ·cmpLtASInt8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPB $6, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt8AVX512(dst []uint64, a, b []int8)
TEXT ·cmpLeAAInt8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPB $2, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt8AVX512(dst []uint64, a []int8, b int8)
TEXT ·cmpLeASInt8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPB $5, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt8AVX512(dst []uint64, a, b []int8)
TEXT ·cmpGtAAInt8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPB $6, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt8AVX512(dst []uint64, a []int8, b int8)
TEXT ·cmpGtASInt8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPB $1, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt8AVX512(dst []uint64, a, b []int8)
TEXT ·cmpGeAAInt8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPB $5, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt8AVX512(dst []uint64, a []int8, b int8)
TEXT ·cmpGeASInt8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPB $2, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint8AVX512(dst []uint64, a, b []uint8)
TEXT ·cmpEqAAUint8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPUB $0, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint8AVX512(dst []uint64, a []uint8, b uint8)
TEXT ·cmpEqASUint8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUB $0, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint8AVX512(dst []uint64, a, b []uint8)
TEXT ·cmpNeAAUint8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPUB $4, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint8AVX512(dst []uint64, a []uint8, b uint8)
TEXT ·cmpNeASUint8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUB $4, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint8AVX512(dst []uint64, a, b []uint8)
TEXT ·cmpLtAAUint8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPUB $1, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint8AVX512(dst []uint64, a []uint8, b uint8)
TEXT ·cmpLtASUint8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUB $6, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint8AVX512(dst []uint64, a, b []uint8)
TEXT ·cmpLeAAUint8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPUB $2, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint8AVX512(dst []uint64, a []uint8, b uint8)
TEXT ·cmpLeASUint8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUB $5, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint8AVX512(dst []uint64, a, b []uint8)
TEXT ·cmpGtAAUint8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPUB $6, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint8AVX512(dst []uint64, a []uint8, b uint8)
TEXT ·cmpGtASUint8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUB $1, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint8AVX512(dst []uint64, a, b []uint8)
TEXT ·cmpGeAAUint8AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU8 0(SI), Z0
	VPCMPUB $5, 0(DX), Z0, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, DX
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint8AVX512(dst []uint64, a []uint8, b uint8)
TEXT ·cmpGeASUint8AVX512(SB), NOSPLIT, $0-49
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVBLZX b+48(FP), AX
	VPBROADCASTB AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUB $2, 0(SI), Z4, K1
	KMOVQ K1, 0(DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAInt16AVX512(dst []uint64, a, b []int16)
TEXT ·cmpEqAAInt16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPW $0, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPW $0, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt16AVX512(dst []uint64, a []int16, b int16)
TEXT ·cmpEqASInt16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPW $0, 0(SI), Z4, K1
	VPCMPW $0, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt16AVX512(dst []uint64, a, b []int16)
TEXT ·cmpNeAAInt16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPW $4, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPW $4, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt16AVX512(dst []uint64, a []int16, b int16)
TEXT ·cmpNeASInt16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPW $4, 0(SI), Z4, K1
	VPCMPW $4, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt16AVX512(dst []uint64, a, b []int16)
TEXT ·cmpLtAAInt16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPW $1, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPW $1, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt16AVX512(dst []uint64, a []int16, b int16)
TEXT ·cmpLtASInt16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPW $6, 0(SI), Z4, K1
	VPCMPW $6, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt16AVX512(dst []uint64, a, b []int16)
TEXT ·cmpLeAAInt16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPW $2, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPW $2, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt16AVX512(dst []uint64, a []int16, b int16)
TEXT ·cmpLeASInt16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPW $5, 0(SI), Z4, K1
	VPCMPW $5, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt16AVX512(dst []uint64, a, b []int16)
TEXT ·cmpGtAAInt16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPW $6, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPW $6, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt16AVX512(dst []uint64, a []int16, b int16)
TEXT ·cmpGtASInt16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPW $1, 0(SI), Z4, K1
	VPCMPW $1, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt16AVX512(dst []uint64, a, b []int16)
TEXT ·cmpGeAAInt16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPW $5, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPW $5, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt16AVX512(dst []uint64, a []int16, b int16)
TEXT ·cmpGeASInt16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPW $2, 0(SI), Z4, K1
	VPCMPW $2, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint16AVX512(dst []uint64, a, b []uint16)
TEXT ·cmpEqAAUint16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPUW $0, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPUW $0, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint16AVX512(dst []uint64, a []uint16, b uint16)
TEXT ·cmpEqASUint16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUW $0, 0(SI), Z4, K1
	VPCMPUW $0, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint16AVX512(dst []uint64, a, b []uint16)
TEXT ·cmpNeAAUint16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPUW $4, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPUW $4, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint16AVX512(dst []uint64, a []uint16, b uint16)
TEXT ·cmpNeASUint16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUW $4, 0(SI), Z4, K1
	VPCMPUW $4, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint16AVX512(dst []uint64, a, b []uint16)
TEXT ·cmpLtAAUint16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPUW $1, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPUW $1, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint16AVX512(dst []uint64, a []uint16, b uint16)
TEXT ·cmpLtASUint16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUW $6, 0(SI), Z4, K1
	VPCMPUW $6, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint16AVX512(dst []uint64, a, b []uint16)
TEXT ·cmpLeAAUint16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPUW $2, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPUW $2, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint16AVX512(dst []uint64, a []uint16, b uint16)
TEXT ·cmpLeASUint16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUW $5, 0(SI), Z4, K1
	VPCMPUW $5, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint16AVX512(dst []uint64, a, b []uint16)
TEXT ·cmpGtAAUint16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPUW $6, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPUW $6, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint16AVX512(dst []uint64, a []uint16, b uint16)
TEXT ·cmpGtASUint16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUW $1, 0(SI), Z4, K1
	VPCMPUW $1, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint16AVX512(dst []uint64, a, b []uint16)
TEXT ·cmpGeAAUint16AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	VMOVDQU16 0(SI), Z0
	VPCMPUW $5, 0(DX), Z0, K1
	VMOVDQU16 64(SI), Z1
	VPCMPUW $5, 64(DX), Z1, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, DX
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint16AVX512(dst []uint64, a []uint16, b uint16)
TEXT ·cmpGeASUint16AVX512(SB), NOSPLIT, $0-50
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVWLZX b+48(FP), AX
	VPBROADCASTW AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	VPCMPUW $2, 0(SI), Z4, K1
	VPCMPUW $2, 64(SI), Z4, K2
	KMOVD K1, 0(DI)
	KMOVD K2, 4(DI)
	ADDQ $128, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAInt32AVX512(dst []uint64, a, b []int32)
TEXT ·cmpEqAAInt32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPD, $0)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt32AVX512(dst []uint64, a []int32, b int32)
TEXT ·cmpEqASInt32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPD, $0)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt32AVX512(dst []uint64, a, b []int32)
TEXT ·cmpNeAAInt32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPD, $4)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt32AVX512(dst []uint64, a []int32, b int32)
TEXT ·cmpNeASInt32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPD, $4)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt32AVX512(dst []uint64, a, b []int32)
TEXT ·cmpLtAAInt32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPD, $1)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt32AVX512(dst []uint64, a []int32, b int32)
TEXT ·cmpLtASInt32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPD, $6)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt32AVX512(dst []uint64, a, b []int32)
TEXT ·cmpLeAAInt32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPD, $2)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt32AVX512(dst []uint64, a []int32, b int32)
TEXT ·cmpLeASInt32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPD, $5)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt32AVX512(dst []uint64, a, b []int32)
TEXT ·cmpGtAAInt32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPD, $6)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt32AVX512(dst []uint64, a []int32, b int32)
TEXT ·cmpGtASInt32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPD, $1)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt32AVX512(dst []uint64, a, b []int32)
TEXT ·cmpGeAAInt32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPD, $5)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt32AVX512(dst []uint64, a []int32, b int32)
TEXT ·cmpGeASInt32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPD, $2)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint32AVX512(dst []uint64, a, b []uint32)
TEXT ·cmpEqAAUint32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPUD, $0)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint32AVX512(dst []uint64, a []uint32, b uint32)
TEXT ·cmpEqASUint32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPUD, $0)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint32AVX512(dst []uint64, a, b []uint32)
TEXT ·cmpNeAAUint32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPUD, $4)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint32AVX512(dst []uint64, a []uint32, b uint32)
TEXT ·cmpNeASUint32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPUD, $4)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint32AVX512(dst []uint64, a, b []uint32)
TEXT ·cmpLtAAUint32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPUD, $1)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint32AVX512(dst []uint64, a []uint32, b uint32)
TEXT ·cmpLtASUint32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPUD, $6)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint32AVX512(dst []uint64, a, b []uint32)
TEXT ·cmpLeAAUint32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPUD, $2)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint32AVX512(dst []uint64, a []uint32, b uint32)
TEXT ·cmpLeASUint32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPUD, $5)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint32AVX512(dst []uint64, a, b []uint32)
TEXT ·cmpGtAAUint32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPUD, $6)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint32AVX512(dst []uint64, a []uint32, b uint32)
TEXT ·cmpGtASUint32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPUD, $1)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint32AVX512(dst []uint64, a, b []uint32)
TEXT ·cmpGeAAUint32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VPCMPUD, $5)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint32AVX512(dst []uint64, a []uint32, b uint32)
TEXT ·cmpGeASUint32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVL b+48(FP), AX
	VPBROADCASTD AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VPCMPUD, $2)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAInt64AVX512(dst []uint64, a, b []int64)
TEXT ·cmpEqAAInt64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPQ, $0, 0, 0)
	CMPAA64H(VPCMPQ, $0, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASInt64AVX512(dst []uint64, a []int64, b int64)
TEXT ·cmpEqASInt64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPQ, $0, 0, 0)
	CMPAS64H(VPCMPQ, $0, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAInt64AVX512(dst []uint64, a, b []int64)
TEXT ·cmpNeAAInt64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPQ, $4, 0, 0)
	CMPAA64H(VPCMPQ, $4, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASInt64AVX512(dst []uint64, a []int64, b int64)
TEXT ·cmpNeASInt64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPQ, $4, 0, 0)
	CMPAS64H(VPCMPQ, $4, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAInt64AVX512(dst []uint64, a, b []int64)
TEXT ·cmpLtAAInt64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPQ, $1, 0, 0)
	CMPAA64H(VPCMPQ, $1, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASInt64AVX512(dst []uint64, a []int64, b int64)
TEXT ·cmpLtASInt64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPQ, $6, 0, 0)
	CMPAS64H(VPCMPQ, $6, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAInt64AVX512(dst []uint64, a, b []int64)
TEXT ·cmpLeAAInt64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPQ, $2, 0, 0)
	CMPAA64H(VPCMPQ, $2, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASInt64AVX512(dst []uint64, a []int64, b int64)
TEXT ·cmpLeASInt64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPQ, $5, 0, 0)
	CMPAS64H(VPCMPQ, $5, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAInt64AVX512(dst []uint64, a, b []int64)
TEXT ·cmpGtAAInt64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPQ, $6, 0, 0)
	CMPAA64H(VPCMPQ, $6, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASInt64AVX512(dst []uint64, a []int64, b int64)
TEXT ·cmpGtASInt64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPQ, $1, 0, 0)
	CMPAS64H(VPCMPQ, $1, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAInt64AVX512(dst []uint64, a, b []int64)
TEXT ·cmpGeAAInt64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPQ, $5, 0, 0)
	CMPAA64H(VPCMPQ, $5, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASInt64AVX512(dst []uint64, a []int64, b int64)
TEXT ·cmpGeASInt64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPQ, $2, 0, 0)
	CMPAS64H(VPCMPQ, $2, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAUint64AVX512(dst []uint64, a, b []uint64)
TEXT ·cmpEqAAUint64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPUQ, $0, 0, 0)
	CMPAA64H(VPCMPUQ, $0, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASUint64AVX512(dst []uint64, a []uint64, b uint64)
TEXT ·cmpEqASUint64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPUQ, $0, 0, 0)
	CMPAS64H(VPCMPUQ, $0, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAUint64AVX512(dst []uint64, a, b []uint64)
TEXT ·cmpNeAAUint64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPUQ, $4, 0, 0)
	CMPAA64H(VPCMPUQ, $4, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASUint64AVX512(dst []uint64, a []uint64, b uint64)
TEXT ·cmpNeASUint64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPUQ, $4, 0, 0)
	CMPAS64H(VPCMPUQ, $4, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAUint64AVX512(dst []uint64, a, b []uint64)
TEXT ·cmpLtAAUint64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPUQ, $1, 0, 0)
	CMPAA64H(VPCMPUQ, $1, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASUint64AVX512(dst []uint64, a []uint64, b uint64)
TEXT ·cmpLtASUint64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPUQ, $6, 0, 0)
	CMPAS64H(VPCMPUQ, $6, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAUint64AVX512(dst []uint64, a, b []uint64)
TEXT ·cmpLeAAUint64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPUQ, $2, 0, 0)
	CMPAA64H(VPCMPUQ, $2, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASUint64AVX512(dst []uint64, a []uint64, b uint64)
TEXT ·cmpLeASUint64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPUQ, $5, 0, 0)
	CMPAS64H(VPCMPUQ, $5, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAUint64AVX512(dst []uint64, a, b []uint64)
TEXT ·cmpGtAAUint64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPUQ, $6, 0, 0)
	CMPAA64H(VPCMPUQ, $6, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASUint64AVX512(dst []uint64, a []uint64, b uint64)
TEXT ·cmpGtASUint64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPUQ, $1, 0, 0)
	CMPAS64H(VPCMPUQ, $1, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAUint64AVX512(dst []uint64, a, b []uint64)
TEXT ·cmpGeAAUint64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VPCMPUQ, $5, 0, 0)
	CMPAA64H(VPCMPUQ, $5, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASUint64AVX512(dst []uint64, a []uint64, b uint64)
TEXT ·cmpGeASUint64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b+48(FP), AX
	VPBROADCASTQ AX, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VPCMPUQ, $2, 0, 0)
	CMPAS64H(VPCMPUQ, $2, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAFloat32AVX512(dst []uint64, a, b []float32)
TEXT ·cmpEqAAFloat32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VCMPPS, $0)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASFloat32AVX512(dst []uint64, a []float32, b float32)
TEXT ·cmpEqASFloat32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X4
	VBROADCASTSS X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VCMPPS, $0)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAFloat32AVX512(dst []uint64, a, b []float32)
TEXT ·cmpNeAAFloat32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VCMPPS, $4)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASFloat32AVX512(dst []uint64, a []float32, b float32)
TEXT ·cmpNeASFloat32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X4
	VBROADCASTSS X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VCMPPS, $4)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAFloat32AVX512(dst []uint64, a, b []float32)
TEXT ·cmpLtAAFloat32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VCMPPS, $17)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASFloat32AVX512(dst []uint64, a []float32, b float32)
TEXT ·cmpLtASFloat32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X4
	VBROADCASTSS X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VCMPPS, $30)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAFloat32AVX512(dst []uint64, a, b []float32)
TEXT ·cmpLeAAFloat32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VCMPPS, $18)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASFloat32AVX512(dst []uint64, a []float32, b float32)
TEXT ·cmpLeASFloat32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X4
	VBROADCASTSS X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VCMPPS, $29)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAFloat32AVX512(dst []uint64, a, b []float32)
TEXT ·cmpGtAAFloat32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VCMPPS, $30)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASFloat32AVX512(dst []uint64, a []float32, b float32)
TEXT ·cmpGtASFloat32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X4
	VBROADCASTSS X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VCMPPS, $17)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAFloat32AVX512(dst []uint64, a, b []float32)
TEXT ·cmpGeAAFloat32AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA32(VCMPPS, $29)
	ADDQ $256, DX
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASFloat32AVX512(dst []uint64, a []float32, b float32)
TEXT ·cmpGeASFloat32AVX512(SB), NOSPLIT, $0-52
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSS b+48(FP), X4
	VBROADCASTSS X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS32(VCMPPS, $18)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqAAFloat64AVX512(dst []uint64, a, b []float64)
TEXT ·cmpEqAAFloat64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VCMPPD, $0, 0, 0)
	CMPAA64H(VCMPPD, $0, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpEqASFloat64AVX512(dst []uint64, a []float64, b float64)
TEXT ·cmpEqASFloat64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X4
	VBROADCASTSD X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VCMPPD, $0, 0, 0)
	CMPAS64H(VCMPPD, $0, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeAAFloat64AVX512(dst []uint64, a, b []float64)
TEXT ·cmpNeAAFloat64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VCMPPD, $4, 0, 0)
	CMPAA64H(VCMPPD, $4, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpNeASFloat64AVX512(dst []uint64, a []float64, b float64)
TEXT ·cmpNeASFloat64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X4
	VBROADCASTSD X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VCMPPD, $4, 0, 0)
	CMPAS64H(VCMPPD, $4, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtAAFloat64AVX512(dst []uint64, a, b []float64)
TEXT ·cmpLtAAFloat64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VCMPPD, $17, 0, 0)
	CMPAA64H(VCMPPD, $17, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLtASFloat64AVX512(dst []uint64, a []float64, b float64)
TEXT ·cmpLtASFloat64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X4
	VBROADCASTSD X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VCMPPD, $30, 0, 0)
	CMPAS64H(VCMPPD, $30, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeAAFloat64AVX512(dst []uint64, a, b []float64)
TEXT ·cmpLeAAFloat64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VCMPPD, $18, 0, 0)
	CMPAA64H(VCMPPD, $18, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpLeASFloat64AVX512(dst []uint64, a []float64, b float64)
TEXT ·cmpLeASFloat64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X4
	VBROADCASTSD X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VCMPPD, $29, 0, 0)
	CMPAS64H(VCMPPD, $29, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtAAFloat64AVX512(dst []uint64, a, b []float64)
TEXT ·cmpGtAAFloat64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VCMPPD, $30, 0, 0)
	CMPAA64H(VCMPPD, $30, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGtASFloat64AVX512(dst []uint64, a []float64, b float64)
TEXT ·cmpGtASFloat64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X4
	VBROADCASTSD X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VCMPPD, $17, 0, 0)
	CMPAS64H(VCMPPD, $17, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeAAFloat64AVX512(dst []uint64, a, b []float64)
TEXT ·cmpGeAAFloat64AVX512(SB), NOSPLIT, $0-72
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVQ b_base+48(FP), DX
	SHRQ $6, CX
	JZ   done

loop:
	CMPAA64H(VCMPPD, $29, 0, 0)
	CMPAA64H(VCMPPD, $29, 256, 4)
	ADDQ $512, DX
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET

// func cmpGeASFloat64AVX512(dst []uint64, a []float64, b float64)
TEXT ·cmpGeASFloat64AVX512(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ a_base+24(FP), SI
	MOVQ a_len+32(FP), CX
	MOVSD b+48(FP), X4
	VBROADCASTSD X4, Z4
	SHRQ $6, CX
	JZ   done

loop:
	CMPAS64H(VCMPPD, $18, 0, 0)
	CMPAS64H(VCMPPD, $18, 256, 4)
	ADDQ $512, SI
	ADDQ $8, DI
	DECQ CX
	JNZ  loop

done:
	VZEROUPPER
	RET
