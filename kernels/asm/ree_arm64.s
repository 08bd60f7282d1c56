//go:build !noasm

#include "textflag.h"

// Run-end decode fill, arm64 (see ree.go and ree_amd64.s): for each run,
// end = ends[j] - off; stop unless start < end <= len(dst)-32; VDUP the
// value into V0-V3 and store 32 values from dst[start] whatever the run's
// length, then 16 more while the stores have not reached end. Nothing is
// written at or past len(dst); the next runs overwrite what a run writes
// past its end.

// func fillRuns64NEON(dst, vals []uint64, ends []int64, off int) int
TEXT ·fillRuns64NEON(SB), NOSPLIT, $0-88
	MOVD dst_base+0(FP), R0
	MOVD dst_len+8(FP), R1
	SUB  $32, R1, R1               // a run must end at or before len-32
	MOVD vals_base+24(FP), R2
	MOVD vals_len+32(FP), R3
	MOVD ends_base+48(FP), R4
	MOVD ends_len+56(FP), R5
	CMP  R5, R3
	CSEL LT, R3, R5, R3            // runs = min(len(vals), len(ends))
	MOVD off+72(FP), R6
	MOVD $0, R7                    // runs done
	MOVD $0, R8                    // start of run R7

fn_run:
	CMP  R3, R7
	BGE  fn_done
	MOVD (R4)(R7<<3), R9
	SUB  R6, R9, R9                // end
	CMP  R8, R9
	BLE  fn_done                   // does not end after it starts
	CMP  R1, R9
	BGT  fn_done                   // too close to the end of dst
	MOVD (R2)(R7<<3), R10
	VDUP R10, V0.D2
	VDUP R10, V1.D2
	VDUP R10, V2.D2
	VDUP R10, V3.D2
	ADD  R8<<3, R0, R11            // store pointer
	ADD  R9<<3, R0, R12            // end pointer
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R11)
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R11)
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R11)
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R11)
	CMP  R12, R11
	BHS  fn_next

fn_more:
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R11)
	VST1.P [V0.D2, V1.D2, V2.D2, V3.D2], 64(R11)
	CMP  R12, R11
	BLO  fn_more

fn_next:
	MOVD R9, R8
	ADD  $1, R7, R7
	B    fn_run

fn_done:
	MOVD R7, ret+80(FP)
	RET
