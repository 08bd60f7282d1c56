//go:build !noasm

#include "textflag.h"

// The 16-byte filter word kernel (views, decimal128, interval month-day-nano,
// 16-byte fixed-size binary), AVX2; the AVX-512 level runs it too. A
// 16-byte value is one XMM move, so there is nothing to permute: per 64-value
// block, a mask word of all ones copies the block (32 YMM moves), none skips
// it, and any other visits its set bits (TZCNT, one 16-byte load and store,
// BLSR). Stores are exact: dst never sees a byte past the last kept value.
// Hand-written: one short loop, unlike the permute tables of the narrower
// widths that gen/asmgen generates.

// func filter128AVX2(dst, src [][2]uint64, mask []byte, shift uint) (n, done int)
TEXT ·filter128AVX2(SB), NOSPLIT, $0-96
	MOVQ  dst_base+0(FP), DI
	MOVQ  src_base+24(FP), SI
	MOVQ  src_len+32(FP), R8
	SHRQ  $6, R8                // whole blocks of 64 values
	MOVQ  mask_base+48(FP), DX
	MOVQ  shift+72(FP), CX
	MOVQ  $63, R13
	SUBQ  CX, R13               // 63-shift: byte 8 moves up by 1 + (63-shift)
	MOVQ  DI, R14
	XORQ  R9, R9                // blocks done
	TESTQ R8, R8
	JZ    f128_end

f128_word:
	MOVQ    (DX)(R9*8), AX
	SHRQ    CX, AX
	MOVBQZX 8(DX)(R9*8), BX
	SHLQ    $1, BX
	SHLXQ   R13, BX, BX         // 0 when shift is 0
	ORQ     BX, AX
	MOVQ    R9, R11
	SHLQ    $10, R11            // 64 values of 16 bytes
	ADDQ    SI, R11
	CMPQ    AX, $-1
	JEQ     f128_full
	TESTQ   AX, AX
	JZ      f128_next

f128_bits:
	TZCNTQ  AX, BX
	SHLQ    $4, BX
	VMOVDQU (R11)(BX*1), X0
	VMOVDQU X0, (DI)
	ADDQ    $16, DI
	BLSRQ   AX, AX
	JNZ     f128_bits
	JMP     f128_next

f128_full:
	XORQ BX, BX

f128_copy:
	VMOVDQU (R11)(BX*1), Y0
	VMOVDQU 32(R11)(BX*1), Y1
	VMOVDQU 64(R11)(BX*1), Y2
	VMOVDQU 96(R11)(BX*1), Y3
	VMOVDQU Y0, (DI)(BX*1)
	VMOVDQU Y1, 32(DI)(BX*1)
	VMOVDQU Y2, 64(DI)(BX*1)
	VMOVDQU Y3, 96(DI)(BX*1)
	ADDQ    $128, BX
	CMPQ    BX, $1024
	JNE     f128_copy
	ADDQ    $1024, DI

f128_next:
	INCQ R9
	CMPQ R9, R8
	JNE  f128_word

f128_end:
	SUBQ R14, DI
	SHRQ $4, DI
	MOVQ DI, n+80(FP)
	MOVQ R9, done+88(FP)
	VZEROUPPER
	RET
