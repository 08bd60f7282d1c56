//go:build !noasm

#include "textflag.h"

// Bitmap kernels for amd64: one kernel per level each. The bitwise
// operators and the selection vectors, which repeat per operator and index
// width, are generated into bitmap_gen_amd64.s (gen/asmgen).
//
// Population count. AVX-512 counts each quadword with VPOPCNTQ
// (AVX512_VPOPCNTDQ) and keeps four independent accumulators so the adds do
// not serialize. AVX2 has no vector popcount: it splits every byte into its
// two nibbles and looks each one up in a 16-entry table with VPSHUFB (the
// approach of Muła, Kurz and Lemire, "Faster population counts using AVX2
// instructions", 2016), then sums the byte counts into quadwords with VPSADBW.

// popcount of the nibbles 0..15, once per 128-bit lane for VPSHUFB.
DATA nibblePopcnt<>+0(SB)/8, $0x0302020102010100
DATA nibblePopcnt<>+8(SB)/8, $0x0403030203020201
DATA nibblePopcnt<>+16(SB)/8, $0x0302020102010100
DATA nibblePopcnt<>+24(SB)/8, $0x0403030203020201
GLOBL nibblePopcnt<>(SB), RODATA|NOPTR, $32

// func popcntBlocksAVX512(b []byte) int
TEXT ·popcntBlocksAVX512(SB), NOSPLIT, $0-32
	MOVQ b_base+0(FP), SI
	MOVQ b_len+8(FP), CX
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	SHRQ $8, CX
	JZ   reduce

loop:
	VPOPCNTQ (SI), Z4
	VPOPCNTQ 64(SI), Z5
	VPOPCNTQ 128(SI), Z6
	VPOPCNTQ 192(SI), Z7
	VPADDQ   Z4, Z0, Z0
	VPADDQ   Z5, Z1, Z1
	VPADDQ   Z6, Z2, Z2
	VPADDQ   Z7, Z3, Z3
	ADDQ     $256, SI
	DECQ     CX
	JNZ      loop

reduce:
	VPADDQ        Z1, Z0, Z0
	VPADDQ        Z3, Z2, Z2
	VPADDQ        Z2, Z0, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPADDQ        Y1, Y0, Y0
	VEXTRACTI128  $1, Y0, X1
	VPADDQ        X1, X0, X0
	VPSHUFD       $0x4e, X0, X1
	VPADDQ        X1, X0, X0
	VMOVQ         X0, AX
	MOVQ          AX, ret+24(FP)
	VZEROUPPER
	RET

// func popcntBlocksAVX2(b []byte) int
TEXT ·popcntBlocksAVX2(SB), NOSPLIT, $0-32
	MOVQ         b_base+0(FP), SI
	MOVQ         b_len+8(FP), CX
	VMOVDQU      nibblePopcnt<>(SB), Y14
	MOVL         $0x0f0f0f0f, AX
	VMOVD        AX, X15
	VPBROADCASTD X15, Y15             // low-nibble mask
	VPXOR        Y13, Y13, Y13        // zero, for VPSADBW
	VPXOR        Y12, Y12, Y12        // quadword sums
	SHRQ         $7, CX
	JZ           reduce

loop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y2
	VMOVDQU 64(SI), Y4
	VMOVDQU 96(SI), Y6
	VPSRLW  $4, Y0, Y1
	VPSRLW  $4, Y2, Y3
	VPSRLW  $4, Y4, Y5
	VPSRLW  $4, Y6, Y7
	VPAND   Y15, Y0, Y0
	VPAND   Y15, Y1, Y1
	VPAND   Y15, Y2, Y2
	VPAND   Y15, Y3, Y3
	VPAND   Y15, Y4, Y4
	VPAND   Y15, Y5, Y5
	VPAND   Y15, Y6, Y6
	VPAND   Y15, Y7, Y7
	VPSHUFB Y0, Y14, Y0
	VPSHUFB Y1, Y14, Y1
	VPSHUFB Y2, Y14, Y2
	VPSHUFB Y3, Y14, Y3
	VPSHUFB Y4, Y14, Y4
	VPSHUFB Y5, Y14, Y5
	VPSHUFB Y6, Y14, Y6
	VPSHUFB Y7, Y14, Y7
	VPADDB  Y1, Y0, Y0
	VPADDB  Y3, Y2, Y2
	VPADDB  Y5, Y4, Y4
	VPADDB  Y7, Y6, Y6
	VPADDB  Y2, Y0, Y0
	VPADDB  Y6, Y4, Y4
	VPADDB  Y4, Y0, Y0                // at most 32 per byte
	VPSADBW Y13, Y0, Y0
	VPADDQ  Y0, Y12, Y12
	ADDQ    $128, SI
	DECQ    CX
	JNZ     loop

reduce:
	VEXTRACTI128 $1, Y12, X1
	VPADDQ       X1, X12, X0
	VPSHUFD      $0x4e, X0, X1
	VPADDQ       X1, X0, X0
	VMOVQ        X0, AX
	MOVQ         AX, ret+24(FP)
	VZEROUPPER
	RET

// Skipping uniform bytes: compare 64 bytes with the broadcast byte and stop
// at the first block with a difference (the Go caller finds the exact byte).

// func skipBlocksAVX512(b []byte, x byte) int
TEXT ·skipBlocksAVX512(SB), NOSPLIT, $0-40
	MOVQ         b_base+0(FP), SI
	MOVQ         b_len+8(FP), CX
	MOVBLZX      x+24(FP), AX
	VPBROADCASTB AX, Z0
	XORQ         DX, DX
	SHRQ         $6, CX
	JZ           done

loop:
	VPCMPUB  $4, (SI)(DX*1), Z0, K1 // not equal
	KORTESTQ K1, K1
	JNZ      done
	ADDQ     $64, DX
	DECQ     CX
	JNZ      loop

done:
	MOVQ DX, ret+32(FP)
	VZEROUPPER
	RET

// func skipBlocksAVX2(b []byte, x byte) int
TEXT ·skipBlocksAVX2(SB), NOSPLIT, $0-40
	MOVQ         b_base+0(FP), SI
	MOVQ         b_len+8(FP), CX
	MOVBLZX      x+24(FP), AX
	VMOVD        AX, X0
	VPBROADCASTB X0, Y0
	XORQ         DX, DX
	SHRQ         $6, CX
	JZ           done

loop:
	VPCMPEQB  (SI)(DX*1), Y0, Y1
	VPCMPEQB  32(SI)(DX*1), Y0, Y2
	VPAND     Y2, Y1, Y1
	VPMOVMSKB Y1, AX
	CMPL      AX, $0xffffffff
	JNE       done
	ADDQ      $64, DX
	DECQ      CX
	JNZ       loop

done:
	MOVQ DX, ret+32(FP)
	VZEROUPPER
	RET

// Run boundaries: tr = w ^ (w<<1 | carry) marks the bits that differ from
// the bit before them. The first four positions of each word are stored
// unconditionally (TZCNT of zero is 64, harmless past the count) and the
// count advances by POPCNT, so only words with more than four boundaries
// branch (to a TZCNT/BLSR loop). Scalar BMI1 code, shared by both levels.

// One boundary: position of the lowest set bit of BX at OFF(DI)(DX*4).
#define BOUNDARY(OFF) \
	TZCNTQ BX, R11 \
	ADDL   R9, R11 \
	MOVL   R11, OFF(DI)(DX*4) \
	BLSRQ  BX, BX

// func boundariesBlocksBMI(pos []int32, w []byte, carry uint64) (cnt int, last uint64)
TEXT ·boundariesBlocksBMI(SB), NOSPLIT, $0-72
	MOVQ pos_base+0(FP), DI
	MOVQ w_base+24(FP), SI
	MOVQ w_len+32(FP), CX
	MOVQ carry+48(FP), R8
	XORQ DX, DX                 // count
	XORQ R9, R9                 // bit position of the word
	SHRQ $3, CX
	JZ   done

loop:
	MOVQ    (SI), AX
	LEAQ    (AX)(AX*1), BX
	ORQ     R8, BX
	XORQ    AX, BX              // tr
	SHRQ    $63, AX
	MOVQ    AX, R8              // carry for the next word
	POPCNTQ BX, R10
	BOUNDARY(0)
	BOUNDARY(4)
	BOUNDARY(8)
	BOUNDARY(12)
	CMPQ    R10, $4
	JA      more

next:
	ADDQ R10, DX
	ADDQ $8, SI
	ADDQ $64, R9
	DECQ CX
	JNZ  loop

done:
	MOVQ DX, cnt+56(FP)
	MOVQ R8, last+64(FP)
	RET

more:
	LEAQ 4(DX), R12

moreLoop:
	TZCNTQ BX, R11
	ADDL   R9, R11
	MOVL   R11, (DI)(R12*4)
	INCQ   R12
	BLSRQ  BX, BX
	JNZ    moreLoop
	JMP    next
