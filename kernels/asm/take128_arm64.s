//go:build !noasm

#include "textflag.h"

// Gather of 16-byte values (see take128.go): one value per iteration with
// LDP/STP, its index checked against len(src) (an index out of range stops
// the loop; the Go wrapper then panics on it), and a PRFM of the value 32
// indices ahead. A prefetch of a bad address does not fault.

// func take128x32ARM64(dst, src [][2]uint64, idx []uint32) int
TEXT ·take128x32ARM64(SB), NOSPLIT, $0-80
	MOVD dst_base+0(FP), R0
	MOVD src_base+24(FP), R1
	MOVD src_len+32(FP), R2
	MOVD idx_base+48(FP), R3
	MOVD idx_len+56(FP), R4
	MOVD $0, R5         // i
	SUBS $33, R4, R4    // a value may start at i <= len(idx)-33
	BLT  done

loop:
	ADD   R5<<2, R3, R6
	MOVWU 128(R6), R7
	ADD   R7<<4, R1, R7
	PRFM  (R7), PLDL1KEEP
	MOVWU (R6), R7
	CMP   R2, R7
	BHS   done
	ADD   R7<<4, R1, R7
	LDP   (R7), (R8, R9)
	ADD   R5<<4, R0, R10
	STP   (R8, R9), (R10)
	ADD   $1, R5, R5
	CMP   R4, R5
	BLE   loop

done:
	MOVD R5, ret+72(FP)
	RET
