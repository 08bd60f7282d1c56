//go:build !noasm

#include "textflag.h"

// Dictionary gathers, amd64: dst[i] = dict[idx[i]] for a block of indices
// at a time, after checking the whole block against the dictionary length.
//
// AVX-512: VPCMPUD sets a mask bit for each index >= bound; a non-empty
// mask ends the loop before the block (the Go caller finds the exact index
// with the pure-Go twin). Otherwise VPGATHERDQ (8 x 64 bits from a YMM of
// indices) or VPGATHERDD (16 x 32 bits) loads the values with an all-ones
// opmask, and one 64-byte store writes them.
//
// AVX2 has no unsigned compare: max(idx, bound-1) == bound-1 holds exactly
// when idx < bound, so VPMAXUD, VPCMPEQD and VPMOVMSKB check 8 indices.
// The VEX gathers take their mask in a vector register and clear it, so it
// is set to all ones before each.
//
// Every loop handles whole blocks only: nothing past the slices is read or
// written, and the caller finishes the last partial block.

// func gather64AVX512(dst, dict []uint64, idx []uint32, bound uint32) int
TEXT ·gather64AVX512(SB), NOSPLIT, $0-88
	MOVQ         dst_base+0(FP), DI
	MOVQ         dict_base+24(FP), SI
	MOVQ         idx_base+48(FP), DX
	MOVQ         idx_len+56(FP), CX
	MOVL         bound+72(FP), AX
	VPBROADCASTD AX, Y2
	XORQ         AX, AX                // values done
	SHRQ         $3, CX                // blocks of 8
	JZ           g64x_done

g64x_loop:
	VMOVDQU32  (DX)(AX*4), Y1
	VPCMPUD    $5, Y2, Y1, K1          // K1 = idx >= bound
	KORTESTB   K1, K1
	JNZ        g64x_done
	KXNORB     K0, K0, K2
	VPGATHERDQ (SI)(Y1*8), K2, Z0
	VMOVDQU64  Z0, (DI)(AX*8)
	ADDQ       $8, AX
	DECQ       CX
	JNZ        g64x_loop

g64x_done:
	MOVQ       AX, ret+80(FP)
	VZEROUPPER
	RET

// func gather32AVX512(dst, dict []uint32, idx []uint32, bound uint32) int
TEXT ·gather32AVX512(SB), NOSPLIT, $0-88
	MOVQ         dst_base+0(FP), DI
	MOVQ         dict_base+24(FP), SI
	MOVQ         idx_base+48(FP), DX
	MOVQ         idx_len+56(FP), CX
	MOVL         bound+72(FP), AX
	VPBROADCASTD AX, Z2
	XORQ         AX, AX
	SHRQ         $4, CX                // blocks of 16
	JZ           g32x_done

g32x_loop:
	VMOVDQU32  (DX)(AX*4), Z1
	VPCMPUD    $5, Z2, Z1, K1
	KORTESTW   K1, K1
	JNZ        g32x_done
	KXNORW     K0, K0, K2
	VPGATHERDD (SI)(Z1*4), K2, Z0
	VMOVDQU32  Z0, (DI)(AX*4)
	ADDQ       $16, AX
	DECQ       CX
	JNZ        g32x_loop

g32x_done:
	MOVQ       AX, ret+80(FP)
	VZEROUPPER
	RET

// func gather64AVX2(dst, dict []uint64, idx []uint32, bound uint32) int
TEXT ·gather64AVX2(SB), NOSPLIT, $0-88
	MOVQ         dst_base+0(FP), DI
	MOVQ         dict_base+24(FP), SI
	MOVQ         idx_base+48(FP), DX
	MOVQ         idx_len+56(FP), CX
	MOVL         bound+72(FP), AX
	DECL         AX                    // bound-1 (bound >= 1)
	MOVD         AX, X2
	VPBROADCASTD X2, Y2
	XORQ         AX, AX
	SHRQ         $3, CX                // blocks of 8
	JZ           g64y_done

g64y_loop:
	VMOVDQU      (DX)(AX*4), Y1
	VPMAXUD      Y1, Y2, Y4
	VPCMPEQD     Y4, Y2, Y4            // all ones where idx <= bound-1
	VPMOVMSKB    Y4, BX
	CMPL         BX, $-1
	JNE          g64y_done
	VEXTRACTI128 $1, Y1, X5
	VPCMPEQD     Y3, Y3, Y3
	VPGATHERDQ   Y3, (SI)(X1*8), Y0
	VPCMPEQD     Y6, Y6, Y6
	VPGATHERDQ   Y6, (SI)(X5*8), Y7
	VMOVDQU      Y0, (DI)(AX*8)
	VMOVDQU      Y7, 32(DI)(AX*8)
	ADDQ         $8, AX
	DECQ         CX
	JNZ          g64y_loop

g64y_done:
	MOVQ         AX, ret+80(FP)
	VZEROUPPER
	RET

// func gather32AVX2(dst, dict []uint32, idx []uint32, bound uint32) int
TEXT ·gather32AVX2(SB), NOSPLIT, $0-88
	MOVQ         dst_base+0(FP), DI
	MOVQ         dict_base+24(FP), SI
	MOVQ         idx_base+48(FP), DX
	MOVQ         idx_len+56(FP), CX
	MOVL         bound+72(FP), AX
	DECL         AX
	MOVD         AX, X2
	VPBROADCASTD X2, Y2
	XORQ         AX, AX
	SHRQ         $3, CX                // blocks of 8
	JZ           g32y_done

g32y_loop:
	VMOVDQU      (DX)(AX*4), Y1
	VPMAXUD      Y1, Y2, Y4
	VPCMPEQD     Y4, Y2, Y4
	VPMOVMSKB    Y4, BX
	CMPL         BX, $-1
	JNE          g32y_done
	VPCMPEQD     Y3, Y3, Y3
	VPGATHERDD   Y3, (SI)(Y1*4), Y0
	VMOVDQU      Y0, (DI)(AX*4)
	ADDQ         $8, AX
	DECQ         CX
	JNZ          g32y_loop

g32y_done:
	MOVQ         AX, ret+80(FP)
	VZEROUPPER
	RET
