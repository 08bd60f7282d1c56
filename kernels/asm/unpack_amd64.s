//go:build !noasm

#include "textflag.h"
#include "prefetch_amd64.h"

// Bit-unpacking to uint32, amd64.
//
// AVX-512 (VBMI) unpacks 16 values per register. A byte-masked load reads
// the 2w bytes that hold them (never more), VPERMB moves into each 64-bit
// lane the 8 bytes that hold two consecutive values, and VPMULTISHIFTQB
// extracts every output byte from its lane at a per-byte bit offset, so the
// two values come out already shifted; an AND with the value mask clears
// the bits above w. Widths 29..31 do not fit two values in 64 bits and use
// two VPERMBs and two variable shifts per 32-bit lane instead (VPSRLVD,
// VPSLLVD). This is the approach of Lemire et al.'s AVX-512 VBMI unpacking.
//
// AVX2 unpacks 8 values per register: the two 128-bit lanes are loaded from
// the step's start and hiOff bytes further (two broadcast loads and a
// blend), VPSHUFB gathers each value's 4 bytes into its 32-bit lane,
// VPSRLVD shifts them down, and for the widths where a value can span five
// bytes (27, 29, 30, 31) a second VPSHUFB/VPSLLVD brings in the fifth. The
// tables are built in Go (vbmiUnpack, laneUnpack) per width. Four steps per
// loop iteration: at 64K values and more the kernels are bound by the
// memory traffic (the output's 4 bytes per value), not by these
// instructions, and fewer loop branches and loads keep them closer to it.
//
// The AVX-512 kernels load each half with a plain 64-byte load while that
// stays inside src (the first `fast` groups, computed by the Go caller) and
// with a byte-masked load after that, so nothing past src is read. Below
// width 16 a group's 4w bytes fit one load, and a second VPERMB table takes
// the second half from it (unpack32Multishift1AVX512): on Zen 4 the two
// overlapping loads, nearly all split across cache lines, cost more than
// the unpacking. unpack32RunsAVX512 is unpack32RunsAVX2's loop over a
// hybrid stream's runs with these kernels.

// func unpack32MultishiftAVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, fast int)
TEXT ·unpack32MultishiftAVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), CX
	MOVQ         src_base+24(FP), SI
	MOVQ         width+48(FP), BX
	MOVQ         c+56(FP), AX
	MOVQ         fast+64(FP), R11
	VMOVDQU64    (AX), Z10             // VPERMB indices
	VMOVDQU64    64(AX), Z11           // VPMULTISHIFTQB controls
	MOVL         $1, DX
	SHLXL        BX, DX, DX
	DECL         DX
	VPBROADCASTD DX, Z12               // value mask
	LEAQ         (BX)(BX*1), R8        // 2w: bytes per 16 values
	MOVQ         $1, R9
	SHLXQ        R8, R9, R9
	DECQ         R9
	KMOVQ        R9, K1                // load mask: 2w bytes
	SHRQ         $5, CX
	SUBQ         R11, CX               // groups left for masked loads
	TESTQ        R11, R11
	JZ           masked

fast:
	OUT_AHEAD_DI
	IN2_AHEAD_SI
	VMOVDQU64      (SI), Z0
	VMOVDQU64      (SI)(R8*1), Z1
	VPERMB         Z0, Z10, Z0
	VPERMB         Z1, Z10, Z1
	VPMULTISHIFTQB Z0, Z11, Z0
	VPMULTISHIFTQB Z1, Z11, Z1
	VPANDD         Z12, Z0, Z0
	VPANDD         Z12, Z1, Z1
	VMOVDQU32      Z0, (DI)
	VMOVDQU32      Z1, 64(DI)
	LEAQ           (SI)(R8*2), SI
	ADDQ           $128, DI
	DECQ           R11
	JNZ            fast

masked:
	TESTQ CX, CX
	JZ    done

loop:
	VMOVDQU8.Z     (SI), K1, Z0
	VMOVDQU8.Z     (SI)(R8*1), K1, Z1
	VPERMB         Z0, Z10, Z0
	VPERMB         Z1, Z10, Z1
	VPMULTISHIFTQB Z0, Z11, Z0
	VPMULTISHIFTQB Z1, Z11, Z1
	VPANDD         Z12, Z0, Z0
	VPANDD         Z12, Z1, Z1
	VMOVDQU32      Z0, (DI)
	VMOVDQU32      Z1, 64(DI)
	LEAQ           (SI)(R8*2), SI
	ADDQ           $128, DI
	DECQ           CX
	JNZ            loop

done:
	VZEROUPPER
	RET

// func unpack32Multishift1AVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, fast int)
TEXT ·unpack32Multishift1AVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), CX
	MOVQ         src_base+24(FP), SI
	MOVQ         width+48(FP), BX
	MOVQ         c+56(FP), AX
	MOVQ         fast+64(FP), R11
	VMOVDQU64    (AX), Z10             // VPERMB indices, first half
	VMOVDQU64    64(AX), Z11           // VPMULTISHIFTQB controls
	VMOVDQU64    256(AX), Z13          // VPERMB indices, second half
	MOVL         $1, DX
	SHLXL        BX, DX, DX
	DECL         DX
	VPBROADCASTD DX, Z12               // value mask
	LEAQ         (BX*4), R8            // 4w: bytes per group
	MOVQ         $1, R9
	SHLXQ        R8, R9, R9
	DECQ         R9
	KMOVQ        R9, K1                // load mask: 4w bytes
	SHRQ         $5, CX
	SUBQ         R11, CX               // groups left for masked loads
	TESTQ        R11, R11
	JZ           masked1

fast1:
	OUT_AHEAD_DI
	IN_AHEAD_SI
	VMOVDQU64      (SI), Z0
	VPERMB         Z0, Z13, Z1
	VPERMB         Z0, Z10, Z0
	VPMULTISHIFTQB Z0, Z11, Z0
	VPMULTISHIFTQB Z1, Z11, Z1
	VPANDD         Z12, Z0, Z0
	VPANDD         Z12, Z1, Z1
	VMOVDQU32      Z0, (DI)
	VMOVDQU32      Z1, 64(DI)
	ADDQ           R8, SI
	ADDQ           $128, DI
	DECQ           R11
	JNZ            fast1

masked1:
	TESTQ CX, CX
	JZ    done1

loop1:
	VMOVDQU8.Z     (SI), K1, Z0
	VPERMB         Z0, Z13, Z1
	VPERMB         Z0, Z10, Z0
	VPMULTISHIFTQB Z0, Z11, Z0
	VPMULTISHIFTQB Z1, Z11, Z1
	VPANDD         Z12, Z0, Z0
	VPANDD         Z12, Z1, Z1
	VMOVDQU32      Z0, (DI)
	VMOVDQU32      Z1, 64(DI)
	ADDQ           R8, SI
	ADDQ           $128, DI
	DECQ           CX
	JNZ            loop1

done1:
	VZEROUPPER
	RET

// VARSHIFT16 builds 16 values from the bytes in ZIN: two VPERMBs, two
// shifts, OR, mask.
#define VARSHIFT16(ZIN, ZA, ZB) \
	VPERMB  ZIN, Z10, ZA \
	VPERMB  ZIN, Z11, ZB \
	VPSRLVD Z13, ZA, ZA \
	VPSLLVD Z14, ZB, ZB \
	VPORD   ZB, ZA, ZA \
	VPANDD  Z12, ZA, ZA

// func unpack32VarShiftAVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, fast int)
TEXT ·unpack32VarShiftAVX512(SB), NOSPLIT, $0-72
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), CX
	MOVQ         src_base+24(FP), SI
	MOVQ         width+48(FP), BX
	MOVQ         c+56(FP), AX
	MOVQ         fast+64(FP), R11
	VMOVDQU64    (AX), Z10             // bytes sb..sb+3 per lane
	VMOVDQU64    64(AX), Z11           // bytes sb+1..sb+4 per lane
	VMOVDQU64    128(AX), Z13          // s
	VMOVDQU64    192(AX), Z14          // 8-s
	MOVL         $1, DX
	SHLXL        BX, DX, DX
	DECL         DX
	VPBROADCASTD DX, Z12
	LEAQ         (BX)(BX*1), R8
	MOVQ         $1, R9
	SHLXQ        R8, R9, R9
	DECQ         R9
	KMOVQ        R9, K1
	SHRQ         $5, CX
	SUBQ         R11, CX
	TESTQ        R11, R11
	JZ           masked

fast:
	OUT_AHEAD_DI
	IN2_AHEAD_SI
	VMOVDQU64 (SI), Z0
	VMOVDQU64 (SI)(R8*1), Z1
	VARSHIFT16(Z0, Z2, Z3)
	VARSHIFT16(Z1, Z4, Z5)
	VMOVDQU32 Z2, (DI)
	VMOVDQU32 Z4, 64(DI)
	LEAQ      (SI)(R8*2), SI
	ADDQ      $128, DI
	DECQ      R11
	JNZ       fast

masked:
	TESTQ CX, CX
	JZ    done

loop:
	VMOVDQU8.Z (SI), K1, Z0
	VMOVDQU8.Z (SI)(R8*1), K1, Z1
	VARSHIFT16(Z0, Z2, Z3)
	VARSHIFT16(Z1, Z4, Z5)
	VMOVDQU32  Z2, (DI)
	VMOVDQU32  Z4, 64(DI)
	LEAQ       (SI)(R8*2), SI
	ADDQ       $128, DI
	DECQ       CX
	JNZ        loop

done:
	VZEROUPPER
	RET

// Width 1 needs no bit shifting: it is a bitmap, each 16-bit mask selects
// ones from a vector of ones (a zeroing masked move); it reads exactly the
// group's bytes. Widths 8 and 16 (zero extensions) are generated into
// unpack_gen_amd64.s.

// func unpack32Width1AVX512(dst []uint32, src []byte)
TEXT ·unpack32Width1AVX512(SB), NOSPLIT, $0-48
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), CX
	MOVQ         src_base+24(FP), SI
	MOVL         $1, AX
	VPBROADCASTD AX, Z15
	SHRQ         $5, CX
	JZ           done

loop:
	OUT_AHEAD_DI
	KMOVW       (SI), K1
	KMOVW       2(SI), K2
	VMOVDQA32.Z Z15, K1, Z0
	VMOVDQA32.Z Z15, K2, Z1
	VMOVDQU32   Z0, (DI)
	VMOVDQU32   Z1, 64(DI)
	ADDQ        $4, SI
	ADDQ        $128, DI
	DECQ        CX
	JNZ         loop

done:
	VZEROUPPER
	RET

// LANE4LOAD loads the bytes of four consecutive 8-value steps, step k's
// lower half from LO+k*W and its upper half from HI+k*W (W3 = 3W), into
// Y0, Y2, Y4, Y6: each half is broadcast to both 128-bit lanes (a plain
// load) and the pair blended (VPBLENDD runs on any vector pipe, where
// VINSERTI128's insert takes a shuffle slot from the VPSHUFBs).
#define LANE4LOAD(LO, HI, W, W3) \
	VBROADCASTI128 (LO), Y0 \
	VBROADCASTI128 (HI), Y1 \
	VBROADCASTI128 (LO)(W*1), Y2 \
	VBROADCASTI128 (HI)(W*1), Y3 \
	VBROADCASTI128 (LO)(W*2), Y4 \
	VBROADCASTI128 (HI)(W*2), Y5 \
	VBROADCASTI128 (LO)(W3*1), Y6 \
	VBROADCASTI128 (HI)(W3*1), Y7 \
	VPBLENDD       $0xf0, Y1, Y0, Y0 \
	VPBLENDD       $0xf0, Y3, Y2, Y2 \
	VPBLENDD       $0xf0, Y5, Y4, Y4 \
	VPBLENDD       $0xf0, Y7, Y6, Y6

// LANE4ONE loads the bytes of four consecutive steps from BASE+k*W, one
// 32-byte load each (laneUnpack.one: BASE is hiOff-16 bytes past the first
// step's start), into Y0, Y2, Y4, Y6.
#define LANE4ONE(BASE, W, W3) \
	VMOVDQU (BASE), Y0 \
	VMOVDQU (BASE)(W*1), Y2 \
	VMOVDQU (BASE)(W*2), Y4 \
	VMOVDQU (BASE)(W3*1), Y6

// LANE4NARROW unpacks the four steps LANE4LOAD or LANE4ONE loaded, every
// value within its four bytes (one VPSHUFB by SHUF, VPSRLVD and mask
// each), to 32 values at DST.
#define LANE4NARROW(DST, SHUF) \
	VPSHUFB SHUF, Y0, Y1 \
	VPSHUFB SHUF, Y2, Y3 \
	VPSHUFB SHUF, Y4, Y5 \
	VPSHUFB SHUF, Y6, Y7 \
	VPSRLVD Y12, Y1, Y1 \
	VPSRLVD Y12, Y3, Y3 \
	VPSRLVD Y12, Y5, Y5 \
	VPSRLVD Y12, Y7, Y7 \
	VPAND   Y14, Y1, Y1 \
	VPAND   Y14, Y3, Y3 \
	VPAND   Y14, Y5, Y5 \
	VPAND   Y14, Y7, Y7 \
	VMOVDQU Y1, (DST) \
	VMOVDQU Y3, 32(DST) \
	VMOVDQU Y5, 64(DST) \
	VMOVDQU Y7, 96(DST)

// LANE1WIDE unpacks one loaded step YIN whose values may need a fifth
// byte (shuf2 brings it in, shifted left by 8-s), YT a scratch register.
#define LANE1WIDE(YIN, YT) \
	VPSHUFB Y11, YIN, YT \
	VPSHUFB Y10, YIN, YIN \
	VPSLLVD Y13, YT, YT \
	VPSRLVD Y12, YIN, YIN \
	VPOR    YT, YIN, YIN \
	VPAND   Y14, YIN, YIN

// LANE4WIDE is LANE4NARROW for the widths whose values need five bytes.
#define LANE4WIDE(DST) \
	LANE1WIDE(Y0, Y1) \
	LANE1WIDE(Y2, Y3) \
	LANE1WIDE(Y4, Y5) \
	LANE1WIDE(Y6, Y7) \
	VMOVDQU Y0, (DST) \
	VMOVDQU Y2, 32(DST) \
	VMOVDQU Y4, 64(DST) \
	VMOVDQU Y6, 96(DST)

// func unpack32BlocksAVX2(dst []uint32, src []byte, width int, c *laneUnpack)
//
// Four steps per iteration (LANE4LOAD and LANE4NARROW or LANE4WIDE), the
// steps past a multiple of four (none from laneChunks and the groups
// kernels, which hand out whole groups of 32 values) one at a time.
TEXT ·unpack32BlocksAVX2(SB), NOSPLIT, $0-64
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), CX
	MOVQ         src_base+24(FP), SI
	MOVQ         width+48(FP), BX
	MOVQ         c+56(FP), AX
	VMOVDQU      (AX), Y10             // shuf1
	VMOVDQU      32(AX), Y11           // shuf2
	VMOVDQU      64(AX), Y12           // s
	VMOVDQU      96(AX), Y13           // 8-s
	MOVQ         160(AX), R9           // hiOff
	MOVQ         168(AX), R10          // wide
	MOVL         $1, DX
	SHLXL        BX, DX, DX
	DECL         DX
	VMOVD        DX, X14
	VPBROADCASTD X14, Y14              // value mask
	SHRQ         $3, CX
	JZ           done
	MOVQ         CX, R12
	ANDQ         $3, R12               // steps left to the one-step loops
	SHRQ         $2, CX
	LEAQ         (BX)(BX*2), R11       // 3 steps of bytes
	LEAQ         (SI)(R9*1), DX        // upper halves
	TESTQ        R10, R10
	JNZ          wide
	CMPQ         208(AX), $0
	JNE          bcast
	TESTQ        CX, CX
	JZ           narrow1
	CMPQ         248(AX), $0
	JNE          one

	PCALIGN $32

narrow:
	OUTT0_AHEAD_DI
	IN2_AHEAD_SI
	LANE4LOAD(SI, DX, BX, R11)
	LANE4NARROW(DI, Y10)
	LEAQ (SI)(BX*4), SI
	LEAQ (DX)(BX*4), DX
	ADDQ $128, DI
	DECQ CX
	JNZ  narrow

narrow_tail:
	TESTQ R12, R12
	JZ    done

narrow1:
	VMOVDQU     (SI), X0
	VINSERTI128 $1, (SI)(R9*1), Y0, Y0
	VPSHUFB     Y10, Y0, Y1
	VPSRLVD     Y12, Y1, Y1
	VPAND       Y14, Y1, Y1
	VMOVDQU     Y1, (DI)
	ADDQ        BX, SI
	ADDQ        $32, DI
	DECQ        R12
	JNZ         narrow1
	JMP         done

// Even widths 18..28 (laneUnpack.one): the first four steps as in the
// general loop, the rest with one 32-byte load each, from hiOff-16 bytes
// past the step's start (DX-16), which lies within the steps before.
one:
	VMOVDQU 216(AX), Y9                // oshuf
	LANE4LOAD(SI, DX, BX, R11)
	LANE4NARROW(DI, Y10)
	LEAQ    (SI)(BX*4), SI
	LEAQ    -16(DX)(BX*4), DX
	ADDQ    $128, DI
	DECQ    CX
	JZ      narrow_tail

	PCALIGN $32

one_loop:
	OUTT0_AHEAD_DI
	IN2_AHEAD_SI
	LANE4ONE(DX, BX, R11)
	LANE4NARROW(DI, Y9)
	LEAQ (SI)(BX*4), SI
	LEAQ (DX)(BX*4), DX
	ADDQ $128, DI
	DECQ CX
	JNZ  one_loop
	JMP  narrow_tail

// Widths up to 15: each step's eight values lie within 16 bytes, loaded
// once into both halves (VBROADCASTI128 is a plain load, where the 128-bit
// insert of the general loop is a load and a shuffle).
bcast:
	VMOVDQU 176(AX), Y15               // bshuf
	TESTQ   CX, CX
	JZ      narrow_tail

	PCALIGN $32

bcast_loop:
	OUTT0_AHEAD_DI
	IN_AHEAD_SI
	VBROADCASTI128 (SI), Y0
	VBROADCASTI128 (SI)(BX*1), Y2
	VBROADCASTI128 (SI)(BX*2), Y4
	VBROADCASTI128 (SI)(R11*1), Y6
	VPSHUFB        Y15, Y0, Y1
	VPSHUFB        Y15, Y2, Y3
	VPSHUFB        Y15, Y4, Y5
	VPSHUFB        Y15, Y6, Y7
	VPSRLVD        Y12, Y1, Y1
	VPSRLVD        Y12, Y3, Y3
	VPSRLVD        Y12, Y5, Y5
	VPSRLVD        Y12, Y7, Y7
	VPAND          Y14, Y1, Y1
	VPAND          Y14, Y3, Y3
	VPAND          Y14, Y5, Y5
	VPAND          Y14, Y7, Y7
	VMOVDQU        Y1, (DI)
	VMOVDQU        Y3, 32(DI)
	VMOVDQU        Y5, 64(DI)
	VMOVDQU        Y7, 96(DI)
	LEAQ           (SI)(BX*4), SI
	ADDQ           $128, DI
	DECQ           CX
	JNZ            bcast_loop
	JMP            narrow_tail

wide:
	TESTQ CX, CX
	JZ    wide_tail

	PCALIGN $32

wide_loop:
	OUTT0_AHEAD_DI
	IN2_AHEAD_SI
	LANE4LOAD(SI, DX, BX, R11)
	LANE4WIDE(DI)
	LEAQ (SI)(BX*4), SI
	LEAQ (DX)(BX*4), DX
	ADDQ $128, DI
	DECQ CX
	JNZ  wide_loop

wide_tail:
	TESTQ R12, R12
	JZ    done

wide1:
	VMOVDQU     (SI), X0
	VINSERTI128 $1, (SI)(R9*1), Y0, Y0
	LANE1WIDE(Y0, Y1)
	VMOVDQU     Y0, (DI)
	ADDQ        BX, SI
	ADDQ        $32, DI
	DECQ        R12
	JNZ         wide1

done:
	VZEROUPPER
	RET

// func unpack32CopyAVX2(dst []uint32, src []byte)
//
// Width 32: a copy, four 32-byte loads and stores per group, with
// ordinary stores (see copy32 in unpack_amd64.go).
TEXT ·unpack32CopyAVX2(SB), NOSPLIT, $0-48
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), CX
	MOVQ src_base+24(FP), SI
	SHRQ $5, CX
	JZ   copy_done

	PCALIGN $32

copy_loop:
	OUTT0_AHEAD_DI
	IN2_AHEAD_SI
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	VMOVDQU 64(SI), Y2
	VMOVDQU 96(SI), Y3
	VMOVDQU Y0, (DI)
	VMOVDQU Y1, 32(DI)
	VMOVDQU Y2, 64(DI)
	VMOVDQU Y3, 96(DI)
	ADDQ    $128, SI
	ADDQ    $128, DI
	DECQ    CX
	JNZ     copy_loop

copy_done:
	VZEROUPPER
	RET

// func unpack32RunsAVX2(dst []uint32, src []byte, width int, c *laneUnpack, at, pos int) (newAt, newPos int)
//
// The loop of unpack32BlocksAVX2 over consecutive bit-packed runs of an
// RLE/bit-packed hybrid stream (see unpack32Runs in unpack_amd64.go): from
// src[pos], while the byte there is a one-byte bit-packed run header of g
// >= 1 groups, the run's groups rounded up to whole groups of 32 fit in
// dst[at:] and its bytes plus UnpackSlack lie in src, it unpacks the run
// into dst[at:] and moves on. The constants stay in registers from run to
// run; a run costs about 25 instructions besides its steps.
TEXT ·unpack32RunsAVX2(SB), NOSPLIT, $0-96
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), R8
	MOVQ         src_base+24(FP), SI
	MOVQ         src_len+32(FP), R9
	MOVQ         width+48(FP), BX
	MOVQ         c+56(FP), AX
	MOVQ         at+64(FP), R13
	MOVQ         pos+72(FP), R12
	VMOVDQU      (AX), Y10             // shuf1
	VMOVDQU      32(AX), Y11           // shuf2
	VMOVDQU      64(AX), Y12           // s
	VMOVDQU      96(AX), Y13           // 8-s
	VMOVDQU      176(AX), Y15          // bshuf
	MOVL         $1, DX
	SHLXL        BX, DX, DX
	DECL         DX
	VMOVD        DX, X14
	VPBROADCASTD X14, Y14              // value mask

run:
	MOVQ    R9, CX
	SUBQ    R12, CX                    // bytes left from the header
	CMPQ    CX, $2
	JLE     out
	MOVBQZX (SI)(R12*1), DX
	MOVQ    DX, R10
	ANDQ    $0x81, R10
	CMPQ    R10, $1
	JNE     out                        // not a one-byte bit-packed header
	SHRQ    $1, DX                     // g
	JZ      out                        // a run of zero values: the caller's error
	LEAQ    3(DX), R10
	ANDQ    $-4, R10                   // r: g rounded up to whole groups of 32 values
	MOVQ    R10, R11
	IMULQ   BX, R11
	ADDQ    $65, R11                   // header, r*width bytes, UnpackSlack
	CMPQ    CX, R11
	JL      out
	MOVQ    R8, CX
	SUBQ    R13, CX                    // values left in dst
	MOVQ    R10, R11
	SHLQ    $3, R11
	CMPQ    CX, R11
	JL      out
	MOVQ    R10, CX                    // steps of 8 values
	LEAQ    1(SI)(R12*1), R10          // the run's bytes
	LEAQ    (DI)(R13*4), R11           // its values
	LEAQ    (R13)(DX*8), R13           // at += 8g
	IMULQ   BX, DX
	LEAQ    1(R12)(DX*1), R12          // pos += 1 + g*width
	CMPQ    208(AX), $0
	JNE     runs_bcast
	MOVQ    160(AX), DX                // hiOff
	CMPQ    168(AX), $0
	JNE     runs_wide
	CMPQ    248(AX), $0
	JNE     runs_one

// Four steps per iteration (r is a multiple of 4): R10 walks the steps'
// lower halves, DX their upper halves, AX (c, reloaded after the run)
// holds three steps of bytes.
runs_narrow:
	SHRQ $2, CX
	LEAQ (BX)(BX*2), AX                // 3 steps of bytes
	ADDQ R10, DX                       // upper halves

	PCALIGN $32

runs_narrow_loop:
	OUTT0_AHEAD_R11
	IN2_AHEAD_R10
	LANE4LOAD(R10, DX, BX, AX)
	LANE4NARROW(R11, Y10)
	LEAQ (R10)(BX*4), R10
	LEAQ (DX)(BX*4), DX
	ADDQ $128, R11
	DECQ CX
	JNZ  runs_narrow_loop
	MOVQ c+56(FP), AX
	JMP  run

// laneUnpack.one: the run's first four steps with two loads each (a
// single load would reach before the run's data), the rest with one.
runs_one:
	VMOVDQU 216(AX), Y9                // oshuf
	SHRQ    $2, CX
	LEAQ    (BX)(BX*2), AX
	ADDQ    R10, DX
	LANE4LOAD(R10, DX, BX, AX)
	LANE4NARROW(R11, Y10)
	LEAQ    -16(DX)(BX*4), DX
	ADDQ    $128, R11
	DECQ    CX
	JZ      runs_one_done

	PCALIGN $32

runs_one_loop:
	OUTT0_AHEAD_R11
	IN2_AHEAD_DX
	LANE4ONE(DX, BX, AX)
	LANE4NARROW(R11, Y9)
	LEAQ (DX)(BX*4), DX
	ADDQ $128, R11
	DECQ CX
	JNZ  runs_one_loop

runs_one_done:
	MOVQ c+56(FP), AX
	JMP  run

runs_wide:
	SHRQ $2, CX
	LEAQ (BX)(BX*2), AX
	ADDQ R10, DX

	PCALIGN $32

runs_wide_loop:
	OUTT0_AHEAD_R11
	IN2_AHEAD_R10
	LANE4LOAD(R10, DX, BX, AX)
	LANE4WIDE(R11)
	LEAQ (R10)(BX*4), R10
	LEAQ (DX)(BX*4), DX
	ADDQ $128, R11
	DECQ CX
	JNZ  runs_wide_loop
	MOVQ c+56(FP), AX
	JMP  run

runs_bcast:
	LEAQ (BX)(BX*2), DX                // 3 steps of bytes
	SHRQ $2, CX                        // 4 steps per iteration (r is a multiple of 4)

runs_bcast_loop:
	OUTT0_AHEAD_R11
	IN_AHEAD_R10
	VBROADCASTI128 (R10), Y0
	VBROADCASTI128 (R10)(BX*1), Y2
	VBROADCASTI128 (R10)(BX*2), Y4
	VBROADCASTI128 (R10)(DX*1), Y6
	VPSHUFB        Y15, Y0, Y1
	VPSHUFB        Y15, Y2, Y3
	VPSHUFB        Y15, Y4, Y5
	VPSHUFB        Y15, Y6, Y7
	VPSRLVD        Y12, Y1, Y1
	VPSRLVD        Y12, Y3, Y3
	VPSRLVD        Y12, Y5, Y5
	VPSRLVD        Y12, Y7, Y7
	VPAND          Y14, Y1, Y1
	VPAND          Y14, Y3, Y3
	VPAND          Y14, Y5, Y5
	VPAND          Y14, Y7, Y7
	VMOVDQU        Y1, (R11)
	VMOVDQU        Y3, 32(R11)
	VMOVDQU        Y5, 64(R11)
	VMOVDQU        Y7, 96(R11)
	LEAQ           (R10)(BX*4), R10
	ADDQ           $128, R11
	DECQ           CX
	JNZ            runs_bcast_loop
	JMP            run

out:
	MOVQ       R13, newAt+80(FP)
	MOVQ       R12, newPos+88(FP)
	VZEROUPPER
	RET

// RUN_ONE32 unpacks the 32 values at R10 (width <= 16: one 64-byte load
// holds their 4w bytes) into Z0 and Z1, for the runs loop's aligned and
// split-store variants.
#define RUN_ONE32 \
	VMOVDQU64      (R10), Z0 \
	VPERMB         Z0, Z13, Z1 \
	VPERMB         Z0, Z10, Z0 \
	VPMULTISHIFTQB Z0, Z11, Z0 \
	VPMULTISHIFTQB Z1, Z11, Z1 \
	VPANDD         Z12, Z0, Z0 \
	VPANDD         Z12, Z1, Z1

// RUN_TWO32 is RUN_ONE32 for widths 17..28, one load per half.
#define RUN_TWO32 \
	VMOVDQU64      (R10), Z0 \
	VMOVDQU64      (R10)(BX*2), Z1 \
	VPERMB         Z0, Z10, Z0 \
	VPERMB         Z1, Z10, Z1 \
	VPMULTISHIFTQB Z0, Z11, Z0 \
	VPMULTISHIFTQB Z1, Z11, Z1 \
	VPANDD         Z12, Z0, Z0 \
	VPANDD         Z12, Z1, Z1

// STORE_HALVES stores the 32 values of ZA and ZB at R11 as four 32-byte
// stores (YA, YB: the same registers' low halves).
#define STORE_HALVES(ZA, YA, ZB, YB) \
	VMOVDQU       YA, (R11) \
	VEXTRACTI64X4 $1, ZA, 32(R11) \
	VMOVDQU       YB, 64(R11) \
	VEXTRACTI64X4 $1, ZB, 96(R11)

// func unpack32RunsAVX512(dst []uint32, src []byte, width int, c *vbmiUnpack, at, pos int) (newAt, newPos int)
//
// unpack32RunsAVX2's loop over a hybrid stream's runs with the AVX-512
// kernels: the VBMI multishift one with one 64-byte load per group for
// width <= 16 (its 4w bytes), two (one per half) for 17..28, the
// variable-shift one for 29..31, and a copy for 32. A run's last group
// may read up to 64 bytes past its data: the header check leaves
// UnpackSlack bytes after it.
TEXT ·unpack32RunsAVX512(SB), NOSPLIT, $0-96
	MOVQ         dst_base+0(FP), DI
	MOVQ         dst_len+8(FP), R8
	MOVQ         src_base+24(FP), SI
	MOVQ         src_len+32(FP), R9
	MOVQ         width+48(FP), BX
	MOVQ         c+56(FP), AX
	MOVQ         at+64(FP), R13
	MOVQ         pos+72(FP), R12
	VMOVDQU64    (AX), Z10             // VPERMB indices, first half
	VMOVDQU64    64(AX), Z11           // VPMULTISHIFTQB controls
	CMPQ         BX, $28
	JG           mconsts_wide
	VMOVDQU64    256(AX), Z13          // VPERMB indices, second half (width <= 16)
	JMP          mconsts_done

mconsts_wide:
	VMOVDQU64 128(AX), Z13             // s (width 29..31)
	VMOVDQU64 192(AX), Z14             // 8-s

mconsts_done:
	MOVL         $1, DX
	SHLXL        BX, DX, DX
	DECL         DX
	VPBROADCASTD DX, Z12               // value mask

mrun:
	MOVQ    R9, CX
	SUBQ    R12, CX                    // bytes left from the header
	CMPQ    CX, $2
	JLE     mout
	MOVBQZX (SI)(R12*1), DX
	MOVQ    DX, R10
	ANDQ    $0x81, R10
	CMPQ    R10, $1
	JNE     mout                       // not a one-byte bit-packed header
	SHRQ    $1, DX                     // g
	JZ      mout                       // a run of zero values: the caller's error
	LEAQ    3(DX), R10
	ANDQ    $-4, R10                   // r: g rounded up to whole groups of 32 values
	MOVQ    R10, R11
	IMULQ   BX, R11
	ADDQ    $65, R11                   // header, r*width bytes, UnpackSlack
	CMPQ    CX, R11
	JL      mout
	MOVQ    R8, CX
	SUBQ    R13, CX                    // values left in dst
	MOVQ    R10, R11
	SHLQ    $3, R11
	CMPQ    CX, R11
	JL      mout
	MOVQ    R10, CX
	SHRQ    $2, CX                     // groups of 32 values
	LEAQ    1(SI)(R12*1), R10          // the run's bytes
	LEAQ    (DI)(R13*4), R11           // its values
	LEAQ    (R13)(DX*8), R13           // at += 8g
	IMULQ   BX, DX
	LEAQ    1(R12)(DX*1), R12          // pos += 1 + g*width
	CMPQ    BX, $32
	JEQ     mcopy
	TESTQ   $32, R11
	JNZ     msplit                     // values 32 bytes off a cache line
	CMPQ    BX, $8
	JEQ     mext8
	CMPQ    BX, $16
	JEQ     mext16
	JL      mone_loop
	CMPQ    BX, $28
	JLE     mtwo
	JMP     mvar

	// A run starts at a multiple of 8 values, so its values are either
	// aligned to 64 bytes or 32 bytes off. In the second case (every other
	// run of 504 values) each 64-byte store would straddle two cache lines,
	// which cost 10% at 1M values on an Intel Xeon (Emerald Rapids); the
	// loops below store each register as two aligned 32-byte halves.
msplit:
	CMPQ    BX, $8
	JEQ     sext8
	CMPQ    BX, $16
	JEQ     sext16
	JL      sone_loop
	CMPQ    BX, $28
	JLE     stwo
	JMP     svar

	PCALIGN $32

mone_loop:
	OUT_AHEAD_R11
	IN_AHEAD_R10
	RUN_ONE32
	VMOVDQU32      Z0, (R11)
	VMOVDQU32      Z1, 64(R11)
	LEAQ           (R10)(BX*4), R10
	ADDQ           $128, R11
	DECQ           CX
	JNZ            mone_loop
	JMP            mrun

	PCALIGN $32

mtwo:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	RUN_TWO32
	VMOVDQU32      Z0, (R11)
	VMOVDQU32      Z1, 64(R11)
	LEAQ           (R10)(BX*4), R10
	ADDQ           $128, R11
	DECQ           CX
	JNZ            mtwo
	JMP            mrun

mext8:
	OUT_AHEAD_R11
	IN_AHEAD_R10
	VPMOVZXBD 16(R10), Z1
	VPMOVZXBD (R10), Z0
	VMOVDQU32 Z0, (R11)
	VMOVDQU32 Z1, 64(R11)
	ADDQ      $32, R10
	ADDQ      $128, R11
	DECQ      CX
	JNZ       mext8
	JMP       mrun

mext16:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	VPMOVZXWD 32(R10), Z1
	VPMOVZXWD (R10), Z0
	VMOVDQU32 Z0, (R11)
	VMOVDQU32 Z1, 64(R11)
	ADDQ      $64, R10
	ADDQ      $128, R11
	DECQ      CX
	JNZ       mext16
	JMP       mrun

mvar:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	VMOVDQU64 (R10), Z0
	VMOVDQU64 (R10)(BX*2), Z1
	VARSHIFT16(Z0, Z2, Z3)
	VARSHIFT16(Z1, Z4, Z5)
	VMOVDQU32 Z2, (R11)
	VMOVDQU32 Z4, 64(R11)
	LEAQ      (R10)(BX*4), R10
	ADDQ      $128, R11
	DECQ      CX
	JNZ       mvar
	JMP       mrun

mcopy:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	VMOVDQU (R10), Y0
	VMOVDQU 32(R10), Y1
	VMOVDQU 64(R10), Y2
	VMOVDQU 96(R10), Y3
	VMOVDQU Y0, (R11)
	VMOVDQU Y1, 32(R11)
	VMOVDQU Y2, 64(R11)
	VMOVDQU Y3, 96(R11)
	ADDQ    $128, R10
	ADDQ    $128, R11
	DECQ    CX
	JNZ     mcopy
	JMP     mrun

	PCALIGN $32

sone_loop:
	OUT_AHEAD_R11
	IN_AHEAD_R10
	RUN_ONE32
	STORE_HALVES(Z0, Y0, Z1, Y1)
	LEAQ           (R10)(BX*4), R10
	ADDQ           $128, R11
	DECQ           CX
	JNZ            sone_loop
	JMP            mrun

	PCALIGN $32

stwo:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	RUN_TWO32
	STORE_HALVES(Z0, Y0, Z1, Y1)
	LEAQ           (R10)(BX*4), R10
	ADDQ           $128, R11
	DECQ           CX
	JNZ            stwo
	JMP            mrun

sext8:
	OUT_AHEAD_R11
	IN_AHEAD_R10
	VPMOVZXBD 8(R10), Y1
	VPMOVZXBD (R10), Y0
	VPMOVZXBD 24(R10), Y3
	VPMOVZXBD 16(R10), Y2
	VMOVDQU   Y0, (R11)
	VMOVDQU   Y1, 32(R11)
	VMOVDQU   Y2, 64(R11)
	VMOVDQU   Y3, 96(R11)
	ADDQ      $32, R10
	ADDQ      $128, R11
	DECQ      CX
	JNZ       sext8
	JMP       mrun

sext16:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	VPMOVZXWD 16(R10), Y1
	VPMOVZXWD (R10), Y0
	VPMOVZXWD 48(R10), Y3
	VPMOVZXWD 32(R10), Y2
	VMOVDQU   Y0, (R11)
	VMOVDQU   Y1, 32(R11)
	VMOVDQU   Y2, 64(R11)
	VMOVDQU   Y3, 96(R11)
	ADDQ      $64, R10
	ADDQ      $128, R11
	DECQ      CX
	JNZ       sext16
	JMP       mrun

svar:
	OUT_AHEAD_R11
	IN2_AHEAD_R10
	VMOVDQU64 (R10), Z0
	VMOVDQU64 (R10)(BX*2), Z1
	VARSHIFT16(Z0, Z2, Z3)
	VARSHIFT16(Z1, Z4, Z5)
	STORE_HALVES(Z2, Y2, Z4, Y4)
	LEAQ      (R10)(BX*4), R10
	ADDQ      $128, R11
	DECQ      CX
	JNZ       svar
	JMP       mrun

mout:
	MOVQ       R13, newAt+80(FP)
	MOVQ       R12, newPos+88(FP)
	VZEROUPPER
	RET
