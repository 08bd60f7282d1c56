//go:build !noasm

#include "textflag.h"
#include "prefetch_amd64.h"

// Dictionary gathers from small dictionaries, AVX-512: dst[i] = dict[idx[i]]
// for a block of indices at a time, after checking the whole block against
// the dictionary length. The dictionary sits in two ZMM registers (up to 16
// 64-bit or 32 32-bit entries) and VPERMI2Q / VPERMI2D look up 8 or 16
// values per instruction, in-register: no memory access per value. (The
// hardware gathers, VPGATHERDQ and VPGATHERDD, were measured slower than
// the pure-Go loop on the AMD Zen 5 this project is tuned on, so larger
// dictionaries take the Go loop.)
//
// VPCMPUD sets a mask bit for each index >= bound; a non-empty mask ends
// the loop before the block, and the Go caller finds the exact index with
// the pure-Go twin. Every loop handles whole blocks only: nothing past the
// slices is read or written, and the caller finishes the last partial
// block.

// func gather64Perm16AVX512(dst []uint64, tab *[16]uint64, idx []uint32, bound uint32) int
TEXT ·gather64Perm16AVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         tab+24(FP), SI
	MOVQ         idx_base+32(FP), DX
	MOVQ         idx_len+40(FP), CX
	MOVL         bound+56(FP), AX
	VPBROADCASTD AX, Y5
	VMOVDQU64    (SI), Z3              // entries 0..7
	VMOVDQU64    64(SI), Z4            // entries 8..15
	XORQ         AX, AX                // values done
	SHRQ         $3, CX                // blocks of 8
	JZ           p64_done

p64_loop:
	VMOVDQU32 (DX)(AX*4), Y1
	VPCMPUD   $5, Y5, Y1, K1           // K1 = idx >= bound
	KORTESTB  K1, K1
	JNZ       p64_done
	VPMOVZXDQ Y1, Z1
	VPERMI2Q  Z4, Z3, Z1               // Z1[i] = table[Z1[i] & 15]
	VMOVDQU64 Z1, (DI)(AX*8)
	ADDQ      $8, AX
	DECQ      CX
	JNZ       p64_loop

p64_done:
	MOVQ AX, ret+64(FP)
	VZEROUPPER
	RET

// func gather32Perm32AVX512(dst []uint32, tab *[32]uint32, idx []uint32, bound uint32) int
TEXT ·gather32Perm32AVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         tab+24(FP), SI
	MOVQ         idx_base+32(FP), DX
	MOVQ         idx_len+40(FP), CX
	MOVL         bound+56(FP), AX
	VPBROADCASTD AX, Z5
	VMOVDQU32    (SI), Z3              // entries 0..15
	VMOVDQU32    64(SI), Z4            // entries 16..31
	XORQ         AX, AX
	SHRQ         $4, CX                // blocks of 16
	JZ           p32_done

p32_loop:
	VMOVDQU32 (DX)(AX*4), Z1
	VPCMPUD   $5, Z5, Z1, K1
	KORTESTW  K1, K1
	JNZ       p32_done
	VPERMI2D  Z4, Z3, Z1               // Z1[i] = table[Z1[i] & 31]
	VMOVDQU32 Z1, (DI)(AX*4)
	ADDQ      $16, AX
	DECQ      CX
	JNZ       p32_loop

p32_done:
	MOVQ AX, ret+64(FP)
	VZEROUPPER
	RET

// Dictionary gathers from dictionaries of any size, AVX2: eight indices
// are checked against the dictionary length at once (VPMAXUD against
// len-1, then one mask test), then looked up and stored by scalar moves,
// two indices per 8-byte load. That is about three instructions per value
// where the Go loop needs seven (load, compare, branch, load, store and
// the loop's own), and the scalar loads are as fast as any hardware
// gather on the CPUs measured (see above).

// func gather64Scalar8AVX2(dst []uint64, dict []uint64, idx []uint32) int
TEXT ·gather64Scalar8AVX2(SB), NOSPLIT, $0-80
	MOVQ dst_base+0(FP), DI
	MOVQ dict_base+24(FP), SI
	MOVQ dict_len+32(FP), BX
	MOVQ idx_base+48(FP), DX
	MOVQ idx_len+56(FP), CX
	XORQ AX, AX
	TESTQ BX, BX
	JZ    s64_done
	MOVQ  $0x100000000, R8
	CMPQ  BX, R8
	CMOVQHI R8, BX                     // every uint32 index is in range
	DECQ  BX                           // the largest valid index
	MOVQ  BX, X5
	VPBROADCASTD X5, Y5
	SHRQ  $3, CX                       // blocks of 8
	JZ    s64_done

s64_loop:
	OUTT0_AHEAD_DI_AX8
	VMOVDQU   (DX)(AX*4), Y1
	VPMAXUD   Y5, Y1, Y2
	VPCMPEQD  Y5, Y2, Y2               // lanes whose index is at most len-1
	VPMOVMSKB Y2, R9
	CMPL      R9, $-1
	JNE       s64_done
	MOVQ      (DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVQ      (SI)(R10*8), R11
	MOVQ      (SI)(R9*8), R12
	MOVQ      R11, (DI)(AX*8)
	MOVQ      R12, 8(DI)(AX*8)
	MOVQ      8(DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVQ      (SI)(R10*8), R11
	MOVQ      (SI)(R9*8), R12
	MOVQ      R11, 16(DI)(AX*8)
	MOVQ      R12, 24(DI)(AX*8)
	MOVQ      16(DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVQ      (SI)(R10*8), R11
	MOVQ      (SI)(R9*8), R12
	MOVQ      R11, 32(DI)(AX*8)
	MOVQ      R12, 40(DI)(AX*8)
	MOVQ      24(DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVQ      (SI)(R10*8), R11
	MOVQ      (SI)(R9*8), R12
	MOVQ      R11, 48(DI)(AX*8)
	MOVQ      R12, 56(DI)(AX*8)
	ADDQ      $8, AX
	DECQ      CX
	JNZ       s64_loop

s64_done:
	MOVQ AX, ret+72(FP)
	VZEROUPPER
	RET

// func gather32Scalar8AVX2(dst []uint32, dict []uint32, idx []uint32) int
TEXT ·gather32Scalar8AVX2(SB), NOSPLIT, $0-80
	MOVQ dst_base+0(FP), DI
	MOVQ dict_base+24(FP), SI
	MOVQ dict_len+32(FP), BX
	MOVQ idx_base+48(FP), DX
	MOVQ idx_len+56(FP), CX
	XORQ AX, AX
	TESTQ BX, BX
	JZ    s32_done
	MOVQ  $0x100000000, R8
	CMPQ  BX, R8
	CMOVQHI R8, BX
	DECQ  BX
	MOVQ  BX, X5
	VPBROADCASTD X5, Y5
	SHRQ  $3, CX
	JZ    s32_done

s32_loop:
	OUTT0_AHEAD_DI_AX4
	VMOVDQU   (DX)(AX*4), Y1
	VPMAXUD   Y5, Y1, Y2
	VPCMPEQD  Y5, Y2, Y2
	VPMOVMSKB Y2, R9
	CMPL      R9, $-1
	JNE       s32_done
	MOVQ      (DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVL      (SI)(R10*4), R11
	MOVL      (SI)(R9*4), R12
	MOVL      R11, (DI)(AX*4)
	MOVL      R12, 4(DI)(AX*4)
	MOVQ      8(DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVL      (SI)(R10*4), R11
	MOVL      (SI)(R9*4), R12
	MOVL      R11, 8(DI)(AX*4)
	MOVL      R12, 12(DI)(AX*4)
	MOVQ      16(DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVL      (SI)(R10*4), R11
	MOVL      (SI)(R9*4), R12
	MOVL      R11, 16(DI)(AX*4)
	MOVL      R12, 20(DI)(AX*4)
	MOVQ      24(DX)(AX*4), R9
	MOVL      R9, R10
	SHRQ      $32, R9
	MOVL      (SI)(R10*4), R11
	MOVL      (SI)(R9*4), R12
	MOVL      R11, 24(DI)(AX*4)
	MOVL      R12, 28(DI)(AX*4)
	ADDQ      $8, AX
	DECQ      CX
	JNZ       s32_loop

s32_done:
	MOVQ AX, ret+72(FP)
	VZEROUPPER
	RET
