//go:build !noasm

#include "textflag.h"

// Run-end decode fill, amd64 (see ree.go). For each run: end = ends[j] -
// off; stop unless start < end <= len(dst)-32; broadcast vals[j]
// (VPBROADCASTQ) and store 32 values at dst[start] whatever the run's
// length, then 16 more while the stores have not reached end. The last
// store of a run ends before end+32 <= len(dst), so nothing past dst is
// written; what a run writes past its end the next runs overwrite, since
// each starts where the previous one ends.

// func fillRuns64AVX512(dst, vals []uint64, ends []int64, off int) int
TEXT ·fillRuns64AVX512(SB), NOSPLIT, $0-88
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	SUBQ $32, R8                  // a run must end at or before len-32
	MOVQ vals_base+24(FP), SI
	MOVQ vals_len+32(FP), CX
	MOVQ ends_base+48(FP), DX
	MOVQ ends_len+56(FP), R9
	CMPQ R9, CX
	CMOVQLT R9, CX                // runs = min(len(vals), len(ends))
	MOVQ off+72(FP), R10
	XORQ AX, AX                   // runs done
	XORQ BX, BX                   // start of run AX

f512_run:
	CMPQ AX, CX
	JGE  f512_done
	MOVQ (DX)(AX*8), R11
	SUBQ R10, R11                 // end
	CMPQ R11, BX
	JLE  f512_done                // does not end after it starts
	CMPQ R11, R8
	JG   f512_done                // too close to the end of dst
	VPBROADCASTQ (SI)(AX*8), Z0
	LEAQ (DI)(BX*8), R12          // store pointer
	LEAQ (DI)(R11*8), R13         // end pointer
	VMOVDQU64 Z0, (R12)
	VMOVDQU64 Z0, 64(R12)
	VMOVDQU64 Z0, 128(R12)
	VMOVDQU64 Z0, 192(R12)
	ADDQ $256, R12
	CMPQ R12, R13
	JAE  f512_next

f512_more:
	VMOVDQU64 Z0, (R12)
	VMOVDQU64 Z0, 64(R12)
	ADDQ $128, R12
	CMPQ R12, R13
	JB   f512_more

f512_next:
	MOVQ R11, BX
	INCQ AX
	JMP  f512_run

f512_done:
	MOVQ AX, ret+80(FP)
	VZEROUPPER
	RET

// func fillRuns64AVX2(dst, vals []uint64, ends []int64, off int) int
TEXT ·fillRuns64AVX2(SB), NOSPLIT, $0-88
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), R8
	SUBQ $32, R8
	MOVQ vals_base+24(FP), SI
	MOVQ vals_len+32(FP), CX
	MOVQ ends_base+48(FP), DX
	MOVQ ends_len+56(FP), R9
	CMPQ R9, CX
	CMOVQLT R9, CX
	MOVQ off+72(FP), R10
	XORQ AX, AX
	XORQ BX, BX

f256_run:
	CMPQ AX, CX
	JGE  f256_done
	MOVQ (DX)(AX*8), R11
	SUBQ R10, R11
	CMPQ R11, BX
	JLE  f256_done
	CMPQ R11, R8
	JG   f256_done
	VPBROADCASTQ (SI)(AX*8), Y0
	LEAQ (DI)(BX*8), R12
	LEAQ (DI)(R11*8), R13
	VMOVDQU Y0, (R12)
	VMOVDQU Y0, 32(R12)
	VMOVDQU Y0, 64(R12)
	VMOVDQU Y0, 96(R12)
	VMOVDQU Y0, 128(R12)
	VMOVDQU Y0, 160(R12)
	VMOVDQU Y0, 192(R12)
	VMOVDQU Y0, 224(R12)
	ADDQ $256, R12
	CMPQ R12, R13
	JAE  f256_next

f256_more:
	VMOVDQU Y0, (R12)
	VMOVDQU Y0, 32(R12)
	VMOVDQU Y0, 64(R12)
	VMOVDQU Y0, 96(R12)
	ADDQ $128, R12
	CMPQ R12, R13
	JB   f256_more

f256_next:
	MOVQ R11, BX
	INCQ AX
	JMP  f256_run

f256_done:
	MOVQ AX, ret+80(FP)
	VZEROUPPER
	RET
