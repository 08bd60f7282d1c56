//go:build !noasm

#include "textflag.h"

// Filter word kernels for amd64 (see filter.go for the contract and the
// per-word strategy). Each 64-bit mask word is loaded with one 8-byte read
// and funnel-shifted (SHRD) by the bit offset with the byte after it, so
// every block needs one load whatever the offset.
//
// Dense words are compacted a vector at a time:
//   - AVX-512: VPCOMPRESSD/Q packs the lanes a 16- or 8-bit slice of the
//     mask selects into the low lanes of a register, which goes to memory
//     with a store masked to its popcount. (VPCOMPRESS with a memory
//     destination would avoid the masked store but is microcoded and slow
//     on Zen 4/5; the register form is one fast µop.) Nothing is written
//     past the output, so the kernel never stops early.
//   - AVX2: VPERMD with a permutation looked up per mask byte (8 dwords)
//     or per nibble (4 qwords as dword pairs), from 8-byte tables of lane
//     indices widened with VPMOVZXBD; the whole vector is stored and the
//     output advances by the popcount, so up to a vector of scratch lands
//     past the word's output: a dense word whose stores could pass
//     len(dst) ends the kernel and the Go loop finishes.
//
// Sparse words take a trailing-zero loop up to 12 set bits (AVX-512), 8
// (AVX2, dwords) or 20 (AVX2, qwords): about where the vector path, whose
// cost per word is fixed, wins (BenchmarkFilterKernel).

// COMPRESS32 compacts the 16 dwords at off(SI) by the low 16 bits of AX
// to DX, advances DX by their popcount and shifts AX to the next 16 bits.
// R12 holds all ones; BZHI turns the popcount into the store mask.
#define COMPRESS32(off) \
	VMOVDQU32     off(SI), Z0; \
	KMOVW         AX, K1; \
	VPCOMPRESSD.Z Z0, K1, Z1; \
	MOVWLZX       AX, R14; \
	POPCNTL       R14, R14; \
	BZHIL         R14, R12, R15; \
	KMOVW         R15, K2; \
	VMOVDQU32     Z1, K2, (DX); \
	LEAQ          (DX)(R14*4), DX; \
	SHRQ          $16, AX

// COMPRESS64 is COMPRESS32 for 8 qwords and 8 mask bits (KMOVW: only
// the low 8 bits of K1 and K2 take part in 8-lane operations).
#define COMPRESS64(off) \
	VMOVDQU64     off(SI), Z0; \
	KMOVW         AX, K1; \
	VPCOMPRESSQ.Z Z0, K1, Z1; \
	MOVBLZX       AX, R14; \
	POPCNTL       R14, R14; \
	BZHIL         R14, R12, R15; \
	KMOVW         R15, K2; \
	VMOVDQU64     Z1, K2, (DX); \
	LEAQ          (DX)(R14*8), DX; \
	SHRQ          $8, AX

// PERM32 compacts the 8 dwords at off(SI) by the low byte of AX with the
// permutation permute8x32[AL] (R12), stores all 8 lanes at DX, advances DX
// by the byte's popcount and shifts AX to the next byte.
#define PERM32(off) \
	MOVBLZX   AX, R14; \
	VPMOVZXBD (R12)(R14*8), Y1; \
	VPERMD    off(SI), Y1, Y0; \
	VMOVDQU   Y0, (DX); \
	POPCNTL   R14, R14; \
	LEAQ      (DX)(R14*4), DX; \
	SHRQ      $8, AX

// PERM64 is PERM32 for 4 qwords by the low nibble of AX (permute4x64 moves
// each qword as its two dwords).
#define PERM64(off) \
	MOVL      AX, R14; \
	ANDL      $15, R14; \
	VPMOVZXBD (R12)(R14*8), Y1; \
	VPERMD    off(SI), Y1, Y0; \
	VMOVDQU   Y0, (DX); \
	POPCNTL   R14, R14; \
	LEAQ      (DX)(R14*8), DX; \
	SHRQ      $4, AX

// func filter32AVX512(dst, src []uint32, mask []byte, shift uint) (n, done int)
TEXT ·filter32AVX512(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	MOVL $-1, R12 // all ones, for BZHI

filter32AVX512loop:
	CMPQ    R13, R9
	JAE     filter32AVX512end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter32AVX512next
	CMPQ    BX, $64
	JEQ     filter32AVX512all
	CMPQ    BX, $12
	JBE     filter32AVX512sparse
	LEAQ    (DI)(R11*4), DX
	ADDQ    BX, R11
	COMPRESS32(0)
	COMPRESS32(64)
	COMPRESS32(128)
	COMPRESS32(192)
	JMP     filter32AVX512next

filter32AVX512sparse:
	LEAQ   (DI)(R11*4), DX
	ADDQ   BX, R11

filter32AVX512bit:
	TZCNTQ AX, R14
	MOVL   (SI)(R14*4), R15
	MOVL   R15, (DX)
	ADDQ   $4, DX
	BLSRQ  AX, AX
	JNZ    filter32AVX512bit
	JMP    filter32AVX512next

filter32AVX512all:
	LEAQ    (DI)(R11*4), DX
	ADDQ    $64, R11
	VMOVDQU64 0(SI), Z0
	VMOVDQU64 64(SI), Z1
	VMOVDQU64 128(SI), Z2
	VMOVDQU64 192(SI), Z3
	VMOVDQU64 Z0, 0(DX)
	VMOVDQU64 Z1, 64(DX)
	VMOVDQU64 Z2, 128(DX)
	VMOVDQU64 Z3, 192(DX)

filter32AVX512next:
	ADDQ $256, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter32AVX512loop

filter32AVX512end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// func filter64AVX512(dst, src []uint64, mask []byte, shift uint) (n, done int)
TEXT ·filter64AVX512(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	MOVL $-1, R12 // all ones, for BZHI

filter64AVX512loop:
	CMPQ    R13, R9
	JAE     filter64AVX512end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter64AVX512next
	CMPQ    BX, $64
	JEQ     filter64AVX512all
	CMPQ    BX, $12
	JBE     filter64AVX512sparse
	LEAQ    (DI)(R11*8), DX
	ADDQ    BX, R11
	COMPRESS64(0)
	COMPRESS64(64)
	COMPRESS64(128)
	COMPRESS64(192)
	COMPRESS64(256)
	COMPRESS64(320)
	COMPRESS64(384)
	COMPRESS64(448)
	JMP     filter64AVX512next

filter64AVX512sparse:
	LEAQ   (DI)(R11*8), DX
	ADDQ   BX, R11

filter64AVX512bit:
	TZCNTQ AX, R14
	MOVQ   (SI)(R14*8), R15
	MOVQ   R15, (DX)
	ADDQ   $8, DX
	BLSRQ  AX, AX
	JNZ    filter64AVX512bit
	JMP    filter64AVX512next

filter64AVX512all:
	LEAQ    (DI)(R11*8), DX
	ADDQ    $64, R11
	VMOVDQU64 0(SI), Z0
	VMOVDQU64 64(SI), Z1
	VMOVDQU64 128(SI), Z2
	VMOVDQU64 192(SI), Z3
	VMOVDQU64 Z0, 0(DX)
	VMOVDQU64 Z1, 64(DX)
	VMOVDQU64 Z2, 128(DX)
	VMOVDQU64 Z3, 192(DX)
	VMOVDQU64 256(SI), Z0
	VMOVDQU64 320(SI), Z1
	VMOVDQU64 384(SI), Z2
	VMOVDQU64 448(SI), Z3
	VMOVDQU64 Z0, 256(DX)
	VMOVDQU64 Z1, 320(DX)
	VMOVDQU64 Z2, 384(DX)
	VMOVDQU64 Z3, 448(DX)

filter64AVX512next:
	ADDQ $512, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter64AVX512loop

filter64AVX512end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// func filter32AVX2(dst, src []uint32, mask []byte, shift uint) (n, done int)
TEXT ·filter32AVX2(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	LEAQ ·permute8x32(SB), R12 // permutations

filter32AVX2loop:
	CMPQ    R13, R9
	JAE     filter32AVX2end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter32AVX2next
	CMPQ    BX, $64
	JEQ     filter32AVX2all
	CMPQ    BX, $8
	JBE     filter32AVX2sparse
	LEAQ    8(R11)(BX*1), DX // the vector stores reach this far
	CMPQ    DX, R8
	JA      filter32AVX2end
	LEAQ    (DI)(R11*4), DX
	ADDQ    BX, R11
	PERM32(0)
	PERM32(32)
	PERM32(64)
	PERM32(96)
	PERM32(128)
	PERM32(160)
	PERM32(192)
	PERM32(224)
	JMP     filter32AVX2next

filter32AVX2sparse:
	LEAQ   (DI)(R11*4), DX
	ADDQ   BX, R11

filter32AVX2bit:
	TZCNTQ AX, R14
	MOVL   (SI)(R14*4), R15
	MOVL   R15, (DX)
	ADDQ   $4, DX
	BLSRQ  AX, AX
	JNZ    filter32AVX2bit
	JMP    filter32AVX2next

filter32AVX2all:
	LEAQ    (DI)(R11*4), DX
	ADDQ    $64, R11
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU Y0, 0(DX)
	VMOVDQU Y1, 32(DX)
	VMOVDQU Y2, 64(DX)
	VMOVDQU Y3, 96(DX)
	VMOVDQU 128(SI), Y0
	VMOVDQU 160(SI), Y1
	VMOVDQU 192(SI), Y2
	VMOVDQU 224(SI), Y3
	VMOVDQU Y0, 128(DX)
	VMOVDQU Y1, 160(DX)
	VMOVDQU Y2, 192(DX)
	VMOVDQU Y3, 224(DX)

filter32AVX2next:
	ADDQ $256, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter32AVX2loop

filter32AVX2end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// func filter64AVX2(dst, src []uint64, mask []byte, shift uint) (n, done int)
TEXT ·filter64AVX2(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	LEAQ ·permute4x64(SB), R12 // permutations

filter64AVX2loop:
	CMPQ    R13, R9
	JAE     filter64AVX2end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter64AVX2next
	CMPQ    BX, $64
	JEQ     filter64AVX2all
	CMPQ    BX, $20
	JBE     filter64AVX2sparse
	LEAQ    4(R11)(BX*1), DX // the vector stores reach this far
	CMPQ    DX, R8
	JA      filter64AVX2end
	LEAQ    (DI)(R11*8), DX
	ADDQ    BX, R11
	PERM64(0)
	PERM64(32)
	PERM64(64)
	PERM64(96)
	PERM64(128)
	PERM64(160)
	PERM64(192)
	PERM64(224)
	PERM64(256)
	PERM64(288)
	PERM64(320)
	PERM64(352)
	PERM64(384)
	PERM64(416)
	PERM64(448)
	PERM64(480)
	JMP     filter64AVX2next

filter64AVX2sparse:
	LEAQ   (DI)(R11*8), DX
	ADDQ   BX, R11

filter64AVX2bit:
	TZCNTQ AX, R14
	MOVQ   (SI)(R14*8), R15
	MOVQ   R15, (DX)
	ADDQ   $8, DX
	BLSRQ  AX, AX
	JNZ    filter64AVX2bit
	JMP    filter64AVX2next

filter64AVX2all:
	LEAQ    (DI)(R11*8), DX
	ADDQ    $64, R11
	VMOVDQU 0(SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU Y0, 0(DX)
	VMOVDQU Y1, 32(DX)
	VMOVDQU Y2, 64(DX)
	VMOVDQU Y3, 96(DX)
	VMOVDQU 128(SI), Y0
	VMOVDQU 160(SI), Y1
	VMOVDQU 192(SI), Y2
	VMOVDQU 224(SI), Y3
	VMOVDQU Y0, 128(DX)
	VMOVDQU Y1, 160(DX)
	VMOVDQU Y2, 192(DX)
	VMOVDQU Y3, 224(DX)
	VMOVDQU 256(SI), Y0
	VMOVDQU 288(SI), Y1
	VMOVDQU 320(SI), Y2
	VMOVDQU 352(SI), Y3
	VMOVDQU Y0, 256(DX)
	VMOVDQU Y1, 288(DX)
	VMOVDQU Y2, 320(DX)
	VMOVDQU Y3, 352(DX)
	VMOVDQU 384(SI), Y0
	VMOVDQU 416(SI), Y1
	VMOVDQU 448(SI), Y2
	VMOVDQU 480(SI), Y3
	VMOVDQU Y0, 384(DX)
	VMOVDQU Y1, 416(DX)
	VMOVDQU Y2, 448(DX)
	VMOVDQU Y3, 480(DX)

filter64AVX2next:
	ADDQ $512, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter64AVX2loop

filter64AVX2end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// Bytes and words (AVX512_VBMI2): a mask word covers one 64-byte vector of
// bytes or two of words, so every word with a set bit is compacted with
// VPCOMPRESSB/W (one register compress and one masked store per vector);
// a trailing-zero loop or block copy would not beat that.

// func filter8AVX512(dst, src []uint8, mask []byte, shift uint) (n, done int)
TEXT ·filter8AVX512(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	MOVQ $-1, R12 // all ones, for BZHI

filter8AVX512loop:
	CMPQ          R13, R9
	JAE           filter8AVX512end
	MOVQ          (R10), AX
	MOVBQZX       8(R10), BX
	SHRQ          CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ       AX, BX
	JZ            filter8AVX512next
	VMOVDQU8      (SI), Z0
	KMOVQ         AX, K1
	VPCOMPRESSB.Z Z0, K1, Z1
	BZHIQ         BX, R12, R15
	KMOVQ         R15, K2
	VMOVDQU8      Z1, K2, (DI)(R11*1)
	ADDQ          BX, R11

filter8AVX512next:
	ADDQ $64, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter8AVX512loop

filter8AVX512end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// COMPRESS16 compacts the 32 words at off(SI) by the low 32 bits of AX to
// DX, advances DX by their popcount and shifts AX to the next 32 bits.
#define COMPRESS16(off) \
	VMOVDQU16     off(SI), Z0; \
	KMOVD         AX, K1; \
	VPCOMPRESSW.Z Z0, K1, Z1; \
	MOVL          AX, R14; \
	POPCNTL       R14, R14; \
	BZHIL         R14, R12, R15; \
	KMOVD         R15, K2; \
	VMOVDQU16     Z1, K2, (DX); \
	LEAQ          (DX)(R14*2), DX; \
	SHRQ          $32, AX

// func filter16AVX512(dst, src []uint16, mask []byte, shift uint) (n, done int)
TEXT ·filter16AVX512(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	MOVL $-1, R12 // all ones, for BZHI

filter16AVX512loop:
	CMPQ    R13, R9
	JAE     filter16AVX512end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter16AVX512next
	LEAQ    (DI)(R11*2), DX
	ADDQ    BX, R11
	COMPRESS16(0)
	COMPRESS16(64)

filter16AVX512next:
	ADDQ $128, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter16AVX512loop

filter16AVX512end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// Bytes and words on AVX2: per mask byte, VPSHUFB compacts the 8 bytes (a
// quadword) or 8 words (an XMM) it covers, with the shuffle looked up by
// the byte (permute8x32 doubles as the byte shuffle; shuffle8x16 moves
// word pairs); the whole 8 or 16 bytes are stored and the output moves by
// the popcount, so these stop like the other AVX2 kernels before a dense
// word whose stores could pass len(dst).

// PERM8 compacts the 8 bytes at off(SI) by the low byte of AX.
#define PERM8(off) \
	MOVBLZX AX, R14; \
	VMOVQ   off(SI), X0; \
	VMOVQ   (R12)(R14*8), X1; \
	VPSHUFB X1, X0, X0; \
	VMOVQ   X0, (DX); \
	POPCNTL R14, R14; \
	ADDQ    R14, DX; \
	SHRQ    $8, AX

// PERM16 compacts the 8 words at off(SI) by the low byte of AX.
#define PERM16(off) \
	MOVBLZX AX, R14; \
	MOVQ    R14, R15; \
	SHLQ    $4, R15; \
	VMOVDQU off(SI), X0; \
	VPSHUFB (R12)(R15*1), X0, X0; \
	VMOVDQU X0, (DX); \
	POPCNTL R14, R14; \
	LEAQ    (DX)(R14*2), DX; \
	SHRQ    $8, AX

// func filter8AVX2(dst, src []uint8, mask []byte, shift uint) (n, done int)
TEXT ·filter8AVX2(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	LEAQ ·permute8x32(SB), R12 // shuffles

filter8AVX2loop:
	CMPQ    R13, R9
	JAE     filter8AVX2end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter8AVX2next
	CMPQ    BX, $64
	JEQ     filter8AVX2all
	CMPQ    BX, $16
	JBE     filter8AVX2sparse
	LEAQ    8(R11)(BX*1), DX // the vector stores reach this far
	CMPQ    DX, R8
	JA      filter8AVX2end
	LEAQ    (DI)(R11*1), DX
	ADDQ    BX, R11
	PERM8(0)
	PERM8(8)
	PERM8(16)
	PERM8(24)
	PERM8(32)
	PERM8(40)
	PERM8(48)
	PERM8(56)
	JMP     filter8AVX2next

filter8AVX2sparse:
	LEAQ   (DI)(R11*1), DX
	ADDQ   BX, R11

filter8AVX2bit:
	TZCNTQ AX, R14
	MOVBLZX (SI)(R14*1), R15
	MOVB    R15, (DX)
	ADDQ   $1, DX
	BLSRQ  AX, AX
	JNZ    filter8AVX2bit
	JMP    filter8AVX2next

filter8AVX2all:
	LEAQ    (DI)(R11*1), DX
	ADDQ    $64, R11
	VMOVDQU 0(SI), Y0
	VMOVDQU Y0, 0(DX)
	VMOVDQU 32(SI), Y0
	VMOVDQU Y0, 32(DX)

filter8AVX2next:
	ADDQ $64, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter8AVX2loop

filter8AVX2end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET

// func filter16AVX2(dst, src []uint16, mask []byte, shift uint) (n, done int)
TEXT ·filter16AVX2(SB), NOSPLIT, $0-96
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R9
	MOVQ mask_base+48(FP), R10
	MOVQ shift+72(FP), CX
	SHRQ $6, R9   // words
	XORQ R11, R11 // values stored
	XORQ R13, R13 // words done
	LEAQ ·shuffle8x16(SB), R12 // shuffles

filter16AVX2loop:
	CMPQ    R13, R9
	JAE     filter16AVX2end
	MOVQ    (R10), AX
	MOVBQZX 8(R10), BX
	SHRQ    CX, BX, AX // SHRD: AX = the 64 mask bits from bit shift
	POPCNTQ AX, BX
	JZ      filter16AVX2next
	CMPQ    BX, $64
	JEQ     filter16AVX2all
	CMPQ    BX, $16
	JBE     filter16AVX2sparse
	LEAQ    8(R11)(BX*1), DX // the vector stores reach this far
	CMPQ    DX, R8
	JA      filter16AVX2end
	LEAQ    (DI)(R11*2), DX
	ADDQ    BX, R11
	PERM16(0)
	PERM16(16)
	PERM16(32)
	PERM16(48)
	PERM16(64)
	PERM16(80)
	PERM16(96)
	PERM16(112)
	JMP     filter16AVX2next

filter16AVX2sparse:
	LEAQ   (DI)(R11*2), DX
	ADDQ   BX, R11

filter16AVX2bit:
	TZCNTQ AX, R14
	MOVWLZX (SI)(R14*2), R15
	MOVW    R15, (DX)
	ADDQ   $2, DX
	BLSRQ  AX, AX
	JNZ    filter16AVX2bit
	JMP    filter16AVX2next

filter16AVX2all:
	LEAQ    (DI)(R11*2), DX
	ADDQ    $64, R11
	VMOVDQU 0(SI), Y0
	VMOVDQU Y0, 0(DX)
	VMOVDQU 32(SI), Y0
	VMOVDQU Y0, 32(DX)
	VMOVDQU 64(SI), Y0
	VMOVDQU Y0, 64(DX)
	VMOVDQU 96(SI), Y0
	VMOVDQU Y0, 96(DX)

filter16AVX2next:
	ADDQ $128, SI
	ADDQ $8, R10
	INCQ R13
	JMP  filter16AVX2loop

filter16AVX2end:
	MOVQ R11, n+80(FP)
	MOVQ R13, done+88(FP)
	VZEROUPPER
	RET
