//go:build !noasm

#include "textflag.h"

// Bit compaction with PEXT (BMI2): per 64-bit word, the mask word and the
// value word are read at their bit shifts (a 9-byte funnel: the low word
// shifted right, the next byte shifted in above it), PEXT packs the
// selected value bits, and an accumulator appends them to the output. The
// accumulator is stored at the current output word after every input word
// (no branch on whether it filled up); when it fills, the output pointer
// advances and the bits that did not fit start the next word.

// func compactWordsBMI2(dst, v []byte, sv uint, m []byte, sm uint, words int) (done, n, set int)
TEXT ·compactWordsBMI2(SB), NOSPLIT, $8-120
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), AX
	LEAQ -16(DI)(AX*1), AX
	MOVQ AX, end-8(SP)          // the last output word with room for two
	MOVQ v_base+24(FP), SI
	MOVQ sv+48(FP), R8
	MOVQ $63, R9
	SUBQ R8, R9                 // 63 - sv
	MOVQ m_base+56(FP), DX
	MOVQ sm+80(FP), R10
	MOVQ $63, R11
	SUBQ R10, R11               // 63 - sm
	MOVQ words+88(FP), CX
	SHLQ $3, CX
	ADDQ DX, CX                 // end of the mask words
	XORQ R12, R12               // accumulator
	XORQ R13, R13               // bits pending in it
	XORQ BX, BX                 // set bits written

loop:
	CMPQ DX, CX
	JAE  done
	CMPQ DI, end-8(SP)
	JA   done
	MOVQ    (DX), AX
	MOVBQZX 8(DX), R14
	SHRXQ   R10, AX, AX
	SHLQ    $1, R14
	SHLXQ   R11, R14, R14
	ORQ     R14, AX             // mask word
	MOVQ    (SI), R15
	MOVBQZX 8(SI), R14
	SHRXQ   R8, R15, R15
	SHLQ    $1, R14
	SHLXQ   R9, R14, R14
	ORQ     R14, R15            // value word
	PEXTQ   AX, R15, R15        // r: the selected bits, packed
	POPCNTQ R15, R14
	ADDQ    R14, BX
	POPCNTQ AX, AX              // c: how many
	SHLXQ   R13, R15, R14
	ORQ     R14, R12            // acc |= r << pending
	MOVQ    R12, (DI)
	MOVQ    $63, R14
	SUBQ    R13, R14            // 63 - pending, before adding c
	ADDQ    AX, R13
	SHRQ    $1, R15
	SHRXQ   R14, R15, R15       // r >> (64 - pending): the bits that overflow
	MOVQ    R13, AX
	SHRQ    $6, AX              // 1 when the word filled up
	CMOVQNE R15, R12
	LEAQ    (DI)(AX*8), DI
	ANDQ    $63, R13
	ADDQ    $8, SI
	ADDQ    $8, DX
	JMP     loop

done:
	TESTQ R13, R13
	JZ    out
	MOVQ  R12, (DI)

out:
	MOVQ words+88(FP), AX
	SHLQ $3, AX
	SUBQ CX, DX
	ADDQ AX, DX
	SHRQ $3, DX
	MOVQ DX, done+96(FP)
	SUBQ dst_base+0(FP), DI
	SHLQ $3, DI
	ADDQ R13, DI
	MOVQ DI, n+104(FP)
	MOVQ BX, set+112(FP)
	RET

// func cpuid(leaf, sub uint32) (a, b, c, d uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, a+8(FP)
	MOVL BX, b+12(FP)
	MOVL CX, c+16(FP)
	MOVL DX, d+20(FP)
	RET
