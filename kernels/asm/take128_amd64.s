//go:build !noasm

#include "textflag.h"

// Gather of 16-byte values (see take128.go): two values per iteration,
// each index checked against len(src) (an index out of range stops the
// loop; the Go wrapper then panics on it), and a PREFETCHT0 of the values
// 32 indices ahead. A prefetch of a bad address does not fault.

// func take128x32AMD64(dst, src [][2]uint64, idx []uint32) int
TEXT ·take128x32AMD64(SB), NOSPLIT, $0-80
	MOVQ dst_base+0(FP), DI
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), R8
	MOVQ idx_base+48(FP), DX
	MOVQ idx_len+56(FP), CX
	XORQ BX, BX  // i
	SUBQ $34, CX // a pair may start at i <= len(idx)-34
	JL   done

loop:
	MOVL       128(DX)(BX*4), AX
	SHLQ       $4, AX
	PREFETCHT0 (SI)(AX*1)
	MOVL       132(DX)(BX*4), AX
	SHLQ       $4, AX
	PREFETCHT0 (SI)(AX*1)
	MOVL       (DX)(BX*4), AX
	CMPQ       AX, R8
	JAE        done
	SHLQ       $4, AX
	MOVOU      (SI)(AX*1), X0
	MOVQ       BX, R10
	SHLQ       $4, R10
	MOVOU      X0, (DI)(R10*1)
	MOVL       4(DX)(BX*4), AX
	CMPQ       AX, R8
	JAE        one
	SHLQ       $4, AX
	MOVOU      (SI)(AX*1), X1
	MOVOU      X1, 16(DI)(R10*1)
	ADDQ       $2, BX
	CMPQ       BX, CX
	JLE        loop

done:
	MOVQ BX, ret+72(FP)
	RET

one:
	INCQ BX
	MOVQ BX, ret+72(FP)
	RET
