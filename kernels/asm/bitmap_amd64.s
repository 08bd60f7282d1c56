//go:build !noasm

#include "textflag.h"

// Bitmap kernels for amd64.
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

// Bitwise operations at any bit offsets. Output byte i is the op of the 8
// bits of a (and of b) that start at bit 8*i+s. In 64-bit lanes that is a
// funnel shift of two adjacent quadwords, lo>>s | hi<<(64-s), where hi is
// loaded 8 bytes after lo; a shift by 64 yields zero, so s == 0 needs no
// special case. AVX-512 does the funnel in one VPSHRDVQ (AVX512_VBMI2).
// When both shifts are zero a plain loop skips the funnel and the extra
// loads.

// BITOP_AVX512 defines name(dst, a []byte, sa uint, b []byte, sb uint),
// applying OP X, Y, Z0 to the shifted a (Z0) and b (Z2).
#define BITOP_AVX512(name, OP, X, Y) \
TEXT name(SB), NOSPLIT, $0-88 \
	MOVQ         dst_base+0(FP), DI \
	MOVQ         dst_len+8(FP), CX \
	MOVQ         a_base+24(FP), SI \
	MOVQ         b_base+56(FP), DX \
	MOVQ         sa+48(FP), AX \
	VPBROADCASTQ AX, Z12 \
	MOVQ         sb+80(FP), AX \
	VPBROADCASTQ AX, Z13 \
	SHRQ         $6, CX \
	JZ           done \
	MOVQ         sa+48(FP), AX \
	ORQ          sb+80(FP), AX \
	JZ           aligned \
loop: \
	VMOVDQU64 (SI), Z0 \
	VMOVDQU64 8(SI), Z1 \
	VMOVDQU64 (DX), Z2 \
	VMOVDQU64 8(DX), Z3 \
	VPSHRDVQ  Z12, Z1, Z0 \
	VPSHRDVQ  Z13, Z3, Z2 \
	OP        X, Y, Z0 \
	VMOVDQU64 Z0, (DI) \
	ADDQ      $64, SI \
	ADDQ      $64, DX \
	ADDQ      $64, DI \
	DECQ      CX \
	JNZ       loop \
	JMP       done \
aligned: \
	VMOVDQU64 (SI), Z0 \
	VMOVDQU64 (DX), Z2 \
	OP        X, Y, Z0 \
	VMOVDQU64 Z0, (DI) \
	ADDQ      $64, SI \
	ADDQ      $64, DX \
	ADDQ      $64, DI \
	DECQ      CX \
	JNZ       aligned \
done: \
	VZEROUPPER \
	RET

BITOP_AVX512(·andBlocksAVX512, VPANDQ, Z2, Z0)
BITOP_AVX512(·orBlocksAVX512, VPORQ, Z2, Z0)
BITOP_AVX512(·andNotBlocksAVX512, VPANDNQ, Z0, Z2)
BITOP_AVX512(·xorBlocksAVX512, VPXORQ, Z2, Z0)

// BITOP_AVX2 is BITOP_AVX512 with two shifts and an OR per input.
#define BITOP_AVX2(name, OP, X, Y) \
TEXT name(SB), NOSPLIT, $0-88 \
	MOVQ    dst_base+0(FP), DI \
	MOVQ    dst_len+8(FP), CX \
	MOVQ    a_base+24(FP), SI \
	MOVQ    b_base+56(FP), DX \
	MOVQ    sa+48(FP), AX \
	MOVQ    $64, BX \
	SUBQ    AX, BX \
	VMOVQ   AX, X12 \
	VMOVQ   BX, X13 \
	MOVQ    sb+80(FP), AX \
	MOVQ    $64, BX \
	SUBQ    AX, BX \
	VMOVQ   AX, X14 \
	VMOVQ   BX, X15 \
	SHRQ    $5, CX \
	JZ      done \
	MOVQ    sa+48(FP), AX \
	ORQ     sb+80(FP), AX \
	JZ      aligned \
loop: \
	VMOVDQU (SI), Y0 \
	VMOVDQU 8(SI), Y1 \
	VMOVDQU (DX), Y2 \
	VMOVDQU 8(DX), Y3 \
	VPSRLQ  X12, Y0, Y0 \
	VPSLLQ  X13, Y1, Y1 \
	VPSRLQ  X14, Y2, Y2 \
	VPSLLQ  X15, Y3, Y3 \
	VPOR    Y1, Y0, Y0 \
	VPOR    Y3, Y2, Y2 \
	OP      X, Y, Y0 \
	VMOVDQU Y0, (DI) \
	ADDQ    $32, SI \
	ADDQ    $32, DX \
	ADDQ    $32, DI \
	DECQ    CX \
	JNZ     loop \
	JMP     done \
aligned: \
	VMOVDQU (SI), Y0 \
	VMOVDQU (DX), Y2 \
	OP      X, Y, Y0 \
	VMOVDQU Y0, (DI) \
	ADDQ    $32, SI \
	ADDQ    $32, DX \
	ADDQ    $32, DI \
	DECQ    CX \
	JNZ     aligned \
done: \
	VZEROUPPER \
	RET

BITOP_AVX2(·andBlocksAVX2, VPAND, Y2, Y0)
BITOP_AVX2(·orBlocksAVX2, VPOR, Y2, Y0)
BITOP_AVX2(·andNotBlocksAVX2, VPANDN, Y0, Y2)
BITOP_AVX2(·xorBlocksAVX2, VPXOR, Y2, Y0)

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

// Selection vectors. AVX-512 compresses a vector of consecutive indices
// with the bitmap as the mask (VPCOMPRESSD/Q into a register, then one full
// store; compressing straight to memory is slow on AMD). AVX2 looks each
// byte up in a table of its set-bit positions and stores the whole row.
// Either way the output pointer advances by the popcount, so stores overlap,
// and the loop stops while 64 entries of room remain. All-zero words are
// skipped with one test.

DATA iota32<>+0(SB)/8, $0x0000000100000000
DATA iota32<>+8(SB)/8, $0x0000000300000002
DATA iota32<>+16(SB)/8, $0x0000000500000004
DATA iota32<>+24(SB)/8, $0x0000000700000006
DATA iota32<>+32(SB)/8, $0x0000000900000008
DATA iota32<>+40(SB)/8, $0x0000000b0000000a
DATA iota32<>+48(SB)/8, $0x0000000d0000000c
DATA iota32<>+56(SB)/8, $0x0000000f0000000e
GLOBL iota32<>(SB), RODATA|NOPTR, $64

DATA iota64<>+0(SB)/8, $0
DATA iota64<>+8(SB)/8, $1
DATA iota64<>+16(SB)/8, $2
DATA iota64<>+24(SB)/8, $3
DATA iota64<>+32(SB)/8, $4
DATA iota64<>+40(SB)/8, $5
DATA iota64<>+48(SB)/8, $6
DATA iota64<>+56(SB)/8, $7
GLOBL iota64<>(SB), RODATA|NOPTR, $64

// One 16-bit slice of AX: compress the indices in Z1, store, advance.
#define SEL32_16 \
	KMOVW       AX, K1 \
	VPCOMPRESSD Z1, K1, Z4 \
	VMOVDQU32   Z4, (DI) \
	MOVWLZX     AX, BX \
	POPCNTL     BX, BX \
	LEAQ        (DI)(BX*4), DI \
	SUBQ        BX, R8 \
	VPADDD      Z2, Z1, Z1 \
	SHRQ        $16, AX

// func select32BlocksAVX512(dst []int32, b []byte, base int32) (written, consumed int)
TEXT ·select32BlocksAVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), R8
	MOVQ         b_base+24(FP), SI
	MOVQ         b_len+32(FP), CX
	MOVQ         DI, R9
	MOVQ         SI, R10
	MOVL         base+48(FP), AX
	MOVL         AX, R12               // the word's first index, for the sparse path
	VPBROADCASTD AX, Z1
	VPADDD       iota32<>(SB), Z1, Z1
	MOVL         $16, AX
	VPBROADCASTD AX, Z2
	MOVL         $64, AX
	VPBROADCASTD AX, Z3
	SHRQ         $3, CX
	JZ           done

loop:
	CMPQ    R8, $64
	JB      done
	MOVQ    (SI), AX
	POPCNTQ AX, BX
	JZ      empty
	CMPQ    BX, $4
	JBE     sparse
	SEL32_16
	SEL32_16
	SEL32_16
	SEL32_16
	ADDL    $64, R12
	ADDQ    $8, SI
	DECQ    CX
	JNZ     loop
	JMP     done

// A word with up to 4 set bits: one TZCNT and one store per bit is
// cheaper than four compress-and-store steps.
sparse:
	SUBQ BX, R8

sparsebit:
	TZCNTQ AX, R11
	ADDL   R12, R11
	MOVL   R11, (DI)
	ADDQ   $4, DI
	BLSRQ  AX, AX
	JNZ    sparsebit

empty:
	VPADDD Z3, Z1, Z1
	ADDL   $64, R12
	ADDQ   $8, SI
	DECQ   CX
	JNZ    loop

done:
	SUBQ R9, DI
	SHRQ $2, DI
	MOVQ DI, written+56(FP)
	SUBQ R10, SI
	MOVQ SI, consumed+64(FP)
	VZEROUPPER
	RET

// One byte of AX: compress the 8 indices in Z1, store, advance.
#define SEL64_8 \
	KMOVW       AX, K1 \
	VPCOMPRESSQ Z1, K1, Z4 \
	VMOVDQU64   Z4, (DI) \
	MOVBLZX     AX, BX \
	POPCNTL     BX, BX \
	LEAQ        (DI)(BX*8), DI \
	SUBQ        BX, R8 \
	VPADDQ      Z2, Z1, Z1 \
	SHRQ        $8, AX

// func select64BlocksAVX512(dst []int64, b []byte, base int64) (written, consumed int)
TEXT ·select64BlocksAVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), R8
	MOVQ         b_base+24(FP), SI
	MOVQ         b_len+32(FP), CX
	MOVQ         DI, R9
	MOVQ         SI, R10
	MOVQ         base+48(FP), AX
	VPBROADCASTQ AX, Z1
	VPADDQ       iota64<>(SB), Z1, Z1
	MOVQ         $8, AX
	VPBROADCASTQ AX, Z2
	MOVQ         $64, AX
	VPBROADCASTQ AX, Z3
	SHRQ         $3, CX
	JZ           done

loop:
	CMPQ  R8, $64
	JB    done
	MOVQ  (SI), AX
	TESTQ AX, AX
	JZ    empty
	SEL64_8
	SEL64_8
	SEL64_8
	SEL64_8
	SEL64_8
	SEL64_8
	SEL64_8
	SEL64_8
	ADDQ  $8, SI
	DECQ  CX
	JNZ   loop
	JMP   done

empty:
	VPADDQ Z3, Z1, Z1
	ADDQ   $8, SI
	DECQ   CX
	JNZ    loop

done:
	SUBQ R9, DI
	SHRQ $3, DI
	MOVQ DI, written+56(FP)
	SUBQ R10, SI
	MOVQ SI, consumed+64(FP)
	VZEROUPPER
	RET

// One byte of AX through the row table at R11 (32 bytes per row).
#define SEL32_LUT \
	MOVBLZX AX, BX \
	MOVQ    BX, R12 \
	SHLQ    $5, R12 \
	VPADDD  (R11)(R12*1), Y1, Y0 \
	VMOVDQU Y0, (DI) \
	POPCNTL BX, BX \
	LEAQ    (DI)(BX*4), DI \
	SUBQ    BX, R8 \
	VPADDD  Y2, Y1, Y1 \
	SHRQ    $8, AX

// func select32BlocksAVX2(dst []int32, b []byte, base int32, lut *[256][8]int32) (written, consumed int)
TEXT ·select32BlocksAVX2(SB), NOSPLIT, $0-80
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), R8
	MOVQ         b_base+24(FP), SI
	MOVQ         b_len+32(FP), CX
	MOVQ         lut+56(FP), R11
	MOVQ         DI, R9
	MOVQ         SI, R10
	MOVL         base+48(FP), AX
	MOVL         AX, R13               // the word's first index, for the sparse path
	VMOVD        AX, X1
	VPBROADCASTD X1, Y1
	MOVL         $8, AX
	VMOVD        AX, X2
	VPBROADCASTD X2, Y2
	MOVL         $64, AX
	VMOVD        AX, X3
	VPBROADCASTD X3, Y3
	SHRQ         $3, CX
	JZ           done

loop:
	CMPQ    R8, $64
	JB      done
	MOVQ    (SI), AX
	POPCNTQ AX, BX
	JZ      empty
	CMPQ    BX, $4
	JBE     sparse
	SEL32_LUT
	SEL32_LUT
	SEL32_LUT
	SEL32_LUT
	SEL32_LUT
	SEL32_LUT
	SEL32_LUT
	SEL32_LUT
	ADDL    $64, R13
	ADDQ    $8, SI
	DECQ    CX
	JNZ     loop
	JMP     done

// A word with up to 4 set bits: one TZCNT and one store per bit.
sparse:
	SUBQ BX, R8

sparsebit:
	TZCNTQ AX, R14
	ADDL   R13, R14
	MOVL   R14, (DI)
	ADDQ   $4, DI
	BLSRQ  AX, AX
	JNZ    sparsebit

empty:
	VPADDD Y3, Y1, Y1
	ADDL   $64, R13
	ADDQ   $8, SI
	DECQ   CX
	JNZ    loop

done:
	SUBQ R9, DI
	SHRQ $2, DI
	MOVQ DI, written+64(FP)
	SUBQ R10, SI
	MOVQ SI, consumed+72(FP)
	VZEROUPPER
	RET

// One byte of AX: the row's 8 positions widened to quadwords, two stores.
#define SEL64_LUT \
	MOVBLZX   AX, BX \
	MOVQ      BX, R12 \
	SHLQ      $5, R12 \
	VPMOVZXDQ (R11)(R12*1), Y0 \
	VPMOVZXDQ 16(R11)(R12*1), Y4 \
	VPADDQ    Y1, Y0, Y0 \
	VPADDQ    Y1, Y4, Y4 \
	VMOVDQU   Y0, (DI) \
	VMOVDQU   Y4, 32(DI) \
	POPCNTL   BX, BX \
	LEAQ      (DI)(BX*8), DI \
	SUBQ      BX, R8 \
	VPADDQ    Y2, Y1, Y1 \
	SHRQ      $8, AX

// func select64BlocksAVX2(dst []int64, b []byte, base int64, lut *[256][8]int32) (written, consumed int)
TEXT ·select64BlocksAVX2(SB), NOSPLIT, $0-80
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), R8
	MOVQ         b_base+24(FP), SI
	MOVQ         b_len+32(FP), CX
	MOVQ         lut+56(FP), R11
	MOVQ         DI, R9
	MOVQ         SI, R10
	MOVQ         base+48(FP), AX
	VMOVQ        AX, X1
	VPBROADCASTQ X1, Y1
	MOVQ         $8, AX
	VMOVQ        AX, X2
	VPBROADCASTQ X2, Y2
	MOVQ         $64, AX
	VMOVQ        AX, X3
	VPBROADCASTQ X3, Y3
	SHRQ         $3, CX
	JZ           done

loop:
	CMPQ  R8, $64
	JB    done
	MOVQ  (SI), AX
	TESTQ AX, AX
	JZ    empty
	SEL64_LUT
	SEL64_LUT
	SEL64_LUT
	SEL64_LUT
	SEL64_LUT
	SEL64_LUT
	SEL64_LUT
	SEL64_LUT
	ADDQ  $8, SI
	DECQ  CX
	JNZ   loop
	JMP   done

empty:
	VPADDQ Y3, Y1, Y1
	ADDQ   $8, SI
	DECQ   CX
	JNZ    loop

done:
	SUBQ R9, DI
	SHRQ $3, DI
	MOVQ DI, written+64(FP)
	SUBQ R10, SI
	MOVQ SI, consumed+72(FP)
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
