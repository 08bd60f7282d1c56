package main

import (
	"fmt"
	"strings"
)

// load128 loads the array argument x (two qwords) into X1.
func load128(b *strings.Builder, fa frameArgs, x string) {
	fa.load(b, "MOVQ", x+"_0", "AX", x+"_1", "BX")
	w(b, "VMOVQ AX, X1")
	w(b, "VPINSRQ $1, BX, X1, X1")
}

// amd64LoopOpen turns CX, a count of views, into 64-view iterations.
func amd64LoopOpen(b *strings.Builder) {
	w(b, "SHRQ $6, CX")
	w(b, "JZ   done")
	b.WriteString("\nloop:\n")
}

// amd64LoopClose advances the pointers by adds and closes the loop.
func amd64LoopClose(b *strings.Builder, adds ...string) {
	for _, a := range adds {
		w(b, "ADDQ %s", a)
	}
	w(b, "DECQ CX")
	w(b, "JNZ  loop")
	b.WriteString("\ndone:\n")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

// viewAVX2 is the AVX2 view compare code: 2 views per YMM, so an output
// word takes 32 MATCH2 or EQ2 blocks (4 bits each) or 8 KEY8 blocks.
func viewAVX2(args map[string]frameArgs) asmLevel {
	var match, eq, keyAS, keyAA strings.Builder

	fa := args["viewMatchAS"]
	fa.load(&match, "MOVQ", "dst_base", "DI", "views_base", "SI", "views_len", "CX")
	load128(&match, fa, "s")
	w(&match, "VINSERTI128 $1, X1, Y1, Y14 // s in both lanes")
	load128(&match, fa, "m")
	w(&match, "VINSERTI128 $1, X1, Y1, Y15 // m in both lanes")
	w(&match, "MOVQ $0x5555555555555555, R9")
	amd64LoopOpen(&match)
	w(&match, "XORQ R10, R10")
	w(&match, "XORQ R11, R11")
	unroll(&match, 32, func(i int) string {
		return fmt.Sprintf("MATCH2(%d, Y%d, %d, %s)", 32*i, i%4, 4*(i%16), []string{"R10", "R11"}[i/16])
	})
	w(&match, "MOVQ R10, AX")
	w(&match, "SHRQ $1, AX")
	w(&match, "ANDQ AX, R10 // lo and hi words match")
	w(&match, "PEXTQ R9, R10, R10")
	w(&match, "MOVQ R11, AX")
	w(&match, "SHRQ $1, AX")
	w(&match, "ANDQ AX, R11")
	w(&match, "PEXTQ R9, R11, R11")
	w(&match, "SHLQ $32, R11")
	w(&match, "ORQ  R11, R10")
	w(&match, "MOVQ R10, (DI)")
	amd64LoopClose(&match, "$1024, SI", "$8, DI")

	args["viewEqAA"].load(&eq, "MOVQ", "eq_base", "DI", "cand_base", "R8", "a_base", "SI", "a_len", "CX", "b_base", "DX")
	w(&eq, "VBROADCASTI128 viewLenMask2<>(SB), Y12")
	w(&eq, "VBROADCASTI128 viewLen13x2<>(SB), Y11")
	w(&eq, "VBROADCASTI128 viewLen4x2<>(SB), Y10")
	w(&eq, "VPXOR Y13, Y13, Y13")
	w(&eq, "MOVQ $0x5555555555555555, R9")
	amd64LoopOpen(&eq)
	for h := range 2 { // 32 views per half, then its 32 bits of eq and cand
		for r := 10; r <= 13; r++ {
			w(&eq, "XORQ R%d, R%d", r, r)
		}
		unroll(&eq, 16, func(i int) string { return fmt.Sprintf("EQ2(%d, %d)", 512*h+32*i, 4*i) })
		w(&eq, "MOVQ R10, AX")
		w(&eq, "SHRQ $1, AX")
		w(&eq, "ANDQ R10, AX  // both words equal")
		w(&eq, "ANDQ R12, AX  // eq: and inline")
		w(&eq, "ORQ  R13, R10 // z or short")
		w(&eq, "ANDQ R11, R10 // and lengths equal")
		w(&eq, "XORQ AX, R10  // cand: that, but not eq")
		w(&eq, "PEXTQ R9, AX, AX")
		w(&eq, "PEXTQ R9, R10, R10")
		if h == 0 {
			w(&eq, "MOVQ AX, (DI)")
			w(&eq, "MOVQ R10, (R8)")
		} else {
			w(&eq, "SHLQ $32, AX")
			w(&eq, "ORQ  AX, (DI)")
			w(&eq, "SHLQ $32, R10")
			w(&eq, "ORQ  R10, (R8)")
		}
	}
	amd64LoopClose(&eq, "$1024, SI", "$1024, DX", "$8, DI", "$8, R8")

	// key renders a key kernel's loop: the keys of 8 views of a against
	// those of b (aa) or the scalar in Y13.
	key := func(b *strings.Builder, aa bool) {
		if aa {
			args["viewKeyAA"].load(b, "MOVQ", "lt_base", "DI", "eq_base", "R8", "a_base", "SI", "a_len", "CX", "b_base", "DX")
		} else {
			args["viewKeyAS"].load(b, "MOVQ", "lt_base", "DI", "eq_base", "R8", "views_base", "SI", "views_len", "CX")
		}
		w(b, "VPCMPEQD Y8, Y8, Y8")
		w(b, "MOVL $4, AX")
		w(b, "VMOVD AX, X9")
		w(b, "VPBROADCASTD X9, Y9")
		w(b, "VBROADCASTI128 viewBswap32x2<>(SB), Y10")
		w(b, "VMOVDQU viewOrder<>(SB), Y11")
		w(b, "MOVL $0x80000000, AX")
		w(b, "VMOVD AX, X12")
		w(b, "VPBROADCASTD X12, Y12")
		if !aa {
			args["viewKeyAS"].load(b, "MOVL", "s", "AX")
			w(b, "XORL $0x80000000, AX")
			w(b, "VMOVD AX, X13")
			w(b, "VPBROADCASTD X13, Y13 // s, biased")
		}
		amd64LoopOpen(b)
		w(b, "XORQ R10, R10")
		w(b, "XORQ R11, R11")
		for i := range 8 {
			w(b, "KEY8(SI, %d, Y7)", 128*i)
			if aa {
				w(b, "KEY8(DX, %d, Y13)", 128*i)
			}
			w(b, "CMPKEYS(%d)", 8*i)
		}
		w(b, "MOVQ R10, (DI)")
		w(b, "MOVQ R11, (R8)")
		if aa {
			amd64LoopClose(b, "$1024, SI", "$1024, DX", "$8, DI", "$8, R8")
		} else {
			amd64LoopClose(b, "$1024, SI", "$8, DI", "$8, R8")
		}
	}
	key(&keyAS, false)
	key(&keyAA, true)

	return asmLevel{head: avx2ViewHead, kernels: map[string]asmKernel{
		"viewMatchAS": {pre: avx2MatchPre, body: match.String()},
		"viewEqAA":    {pre: avx2EqPre, body: eq.String()},
		"viewKeyAS":   {pre: avx2KeyPre, body: keyAS.String()},
		"viewKeyAA":   {body: keyAA.String()},
	}}
}

// viewAVX512 is the AVX-512 view compare code: 4 views per ZMM, so an
// output word takes 16 MATCH4 or EQ4 blocks (8 mask bits each, gathered on
// the stack) or 4 KEY16 blocks.
func viewAVX512(args map[string]frameArgs) asmLevel {
	var match, eq, keyAS, keyAA strings.Builder

	fa := args["viewMatchAS"]
	fa.load(&match, "MOVQ", "dst_base", "DI", "views_base", "SI", "views_len", "CX")
	load128(&match, fa, "s")
	w(&match, "VSHUFI64X2 $0, Z1, Z1, Z30 // s in every lane")
	load128(&match, fa, "m")
	w(&match, "VSHUFI64X2 $0, Z1, Z1, Z31 // m in every lane")
	w(&match, "MOVQ $0x5555555555555555, R9 // the even bits: PEXT keeps one bit per view")
	amd64LoopOpen(&match)
	unroll(&match, 16, func(i int) string { return fmt.Sprintf("MATCH4(%d, Z%d, %d)", 64*i, i%8, i) })
	w(&match, "MOVQ 0(SP), AX")
	w(&match, "MOVQ AX, BX")
	w(&match, "SHRQ $1, BX")
	w(&match, "ANDQ BX, AX // lo and hi words match")
	w(&match, "PEXTQ R9, AX, AX")
	w(&match, "MOVQ 8(SP), BX")
	w(&match, "MOVQ BX, DX")
	w(&match, "SHRQ $1, DX")
	w(&match, "ANDQ DX, BX")
	w(&match, "PEXTQ R9, BX, BX")
	w(&match, "SHLQ $32, BX")
	w(&match, "ORQ  BX, AX")
	w(&match, "MOVQ AX, (DI)")
	amd64LoopClose(&match, "$1024, SI", "$8, DI")

	args["viewEqAA"].load(&eq, "MOVQ", "eq_base", "DI", "cand_base", "R8", "a_base", "SI", "a_len", "CX", "b_base", "DX")
	w(&eq, "VBROADCASTI64X2 viewLenMask<>(SB), Z29")
	w(&eq, "VBROADCASTI64X2 viewLen13<>(SB), Z28")
	w(&eq, "VBROADCASTI64X2 viewLen4<>(SB), Z27")
	w(&eq, "MOVQ $0x5555555555555555, R9")
	amd64LoopOpen(&eq)
	unroll(&eq, 16, func(i int) string { return fmt.Sprintf("EQ4(%d, %d)", 64*i, i) })
	for h := range 2 { // the words of views 32h..32h+31 on the stack
		w(&eq, "MOVQ %d(SP), AX  // z: words equal", 8*h)
		w(&eq, "MOVQ AX, BX")
		w(&eq, "SHRQ $1, BX")
		w(&eq, "ANDQ AX, BX        // both words equal")
		w(&eq, "ANDQ %d(SP), BX // eq: and inline", 32+8*h)
		w(&eq, "ORQ  %d(SP), AX // z or short", 48+8*h)
		w(&eq, "ANDQ %d(SP), AX // and lengths equal", 16+8*h)
		w(&eq, "XORQ BX, AX        // cand: that, but not eq")
		w(&eq, "PEXTQ R9, BX, R%d", 10+2*h)
		w(&eq, "PEXTQ R9, AX, R%d", 11+2*h)
	}
	w(&eq, "SHLQ $32, R12")
	w(&eq, "ORQ  R12, R10")
	w(&eq, "SHLQ $32, R13")
	w(&eq, "ORQ  R13, R11")
	w(&eq, "MOVQ R10, (DI)")
	w(&eq, "MOVQ R11, (R8)")
	amd64LoopClose(&eq, "$1024, SI", "$1024, DX", "$8, DI", "$8, R8")

	// key renders a key kernel's loop: the keys of 16 views of a against
	// those of b (aa, in Z8) or the scalar in Z22.
	key := func(b *strings.Builder, aa bool) {
		if aa {
			args["viewKeyAA"].load(b, "MOVQ", "lt_base", "DI", "eq_base", "R8", "a_base", "SI", "a_len", "CX", "b_base", "DX")
		} else {
			args["viewKeyAS"].load(b, "MOVQ", "lt_base", "DI", "eq_base", "R8", "views_base", "SI", "views_len", "CX")
			args["viewKeyAS"].load(b, "MOVL", "s", "AX")
			w(b, "VPBROADCASTD AX, Z22")
		}
		w(b, "VMOVDQU32 viewGather<>(SB), Z26")
		w(b, "MOVL $4, AX")
		w(b, "VPBROADCASTD AX, Z25")
		w(b, "VPTERNLOGD $0xff, Z24, Z24, Z24")
		w(b, "VBROADCASTI64X2 viewBswap32<>(SB), Z23")
		amd64LoopOpen(b)
		other := "Z22"
		if aa {
			other = "Z8"
		}
		for i := range 4 {
			w(b, "KEY16(SI, %d, Z5)", 256*i)
			if aa {
				w(b, "KEY16(DX, %d, Z8)", 256*i)
			}
			w(b, "VPCMPUD $1, %s, Z5, K1", other)
			w(b, "VPCMPUD $0, %s, Z5, K2", other)
			w(b, "KMOVW K1, %d(DI)", 2*i)
			w(b, "KMOVW K2, %d(R8)", 2*i)
		}
		if aa {
			amd64LoopClose(b, "$1024, SI", "$1024, DX", "$8, DI", "$8, R8")
		} else {
			amd64LoopClose(b, "$1024, SI", "$8, DI", "$8, R8")
		}
	}
	key(&keyAS, false)
	key(&keyAA, true)

	return asmLevel{head: avx512ViewHead, kernels: map[string]asmKernel{
		"viewMatchAS": {pre: avx512MatchPre, locals: 16, body: match.String()},
		"viewEqAA":    {pre: avx512EqPre, note: avx512EqNote, locals: 64, body: eq.String()},
		"viewKeyAS":   {pre: avx512KeyPre, body: keyAS.String()},
		"viewKeyAA":   {body: keyAA.String()},
	}}
}

const avx2ViewHead = `// AVX2 view compare kernels (see viewcmp.go for the contract), the
// AVX-512 kernels' algorithms (viewcmp_avx512_gen_amd64.s) with 2 views per
// YMM and no mask registers: qword compares are gathered by VMOVMSKPD, 4
// bits per 2 views, shifted into one interleaved 64-bit word per 32 views
// and reduced with PEXT as there. The key kernels gather the length and
// prefix dwords of 8 views with VPUNPCKLQDQ and VSHUFPS, which leaves them
// in the order 0 2 4 6 1 3 5 7 that one VPERMD restores; AVX2 compares
// only signed, so keys and scalar are biased by 1<<31. No AVX-512
// instruction appears here: this level runs on CPUs without it.

DATA viewLenMask2<>+0(SB)/8, $0x00000000ffffffff
DATA viewLenMask2<>+8(SB)/8, $0
GLOBL viewLenMask2<>(SB), RODATA|NOPTR, $16
DATA viewLen13x2<>+0(SB)/8, $13
DATA viewLen13x2<>+8(SB)/8, $0
GLOBL viewLen13x2<>(SB), RODATA|NOPTR, $16
DATA viewLen4x2<>+0(SB)/8, $4
DATA viewLen4x2<>+8(SB)/8, $0
GLOBL viewLen4x2<>(SB), RODATA|NOPTR, $16
DATA viewBswap32x2<>+0(SB)/8, $0x0405060700010203
DATA viewBswap32x2<>+8(SB)/8, $0x0c0d0e0f08090a0b
GLOBL viewBswap32x2<>(SB), RODATA|NOPTR, $16
// VPERMD indices undoing the 0 2 4 6 1 3 5 7 order
DATA viewOrder<>+0(SB)/4, $0
DATA viewOrder<>+4(SB)/4, $4
DATA viewOrder<>+8(SB)/4, $1
DATA viewOrder<>+12(SB)/4, $5
DATA viewOrder<>+16(SB)/4, $2
DATA viewOrder<>+20(SB)/4, $6
DATA viewOrder<>+24(SB)/4, $3
DATA viewOrder<>+28(SB)/4, $7
GLOBL viewOrder<>(SB), RODATA|NOPTR, $32

`

const avx2MatchPre = `// MATCH2 compares the 2 views at off(SI), masked by Y15, with the
// pattern in Y14 and ors the 4 bits (lo, hi per view) into acc at bit sh.
#define MATCH2(off, y, sh, acc) \
	VPAND     off(SI), Y15, y; \
	VPCMPEQQ  Y14, y, y; \
	VMOVMSKPD y, AX; \
	SHLQ      $sh, AX; \
	ORQ       AX, acc

`

const avx2EqPre = `// EQ2 compares the 2 views at off(SI) with those at off(DX) and ors the
// 4-bit masks of both words equal, lengths equal, length < 13 and
// length < 4 (the last three at lo positions) into R10, R11, R12 and R13
// at bit sh. Y12 masks the lengths; Y11 and Y10 hold 13 and 4; Y13 is 0.
#define EQ2(off, sh) \
	VMOVDQU   off(SI), Y0; \
	VPXOR     off(DX), Y0, Y1; \
	VPCMPEQQ  Y1, Y13, Y2; \
	VPAND     Y1, Y12, Y3; \
	VPCMPEQQ  Y3, Y13, Y3; \
	VPAND     Y0, Y12, Y4; \
	VPCMPGTQ  Y4, Y11, Y5; \
	VPCMPGTQ  Y4, Y10, Y6; \
	VMOVMSKPD Y2, AX; \
	VMOVMSKPD Y3, BX; \
	SHLQ      $sh, AX; \
	SHLQ      $sh, BX; \
	ORQ       AX, R10; \
	ORQ       BX, R11; \
	VMOVMSKPD Y5, AX; \
	VMOVMSKPD Y6, BX; \
	SHLQ      $sh, AX; \
	SHLQ      $sh, BX; \
	ORQ       AX, R12; \
	ORQ       BX, R13

`

const avx2KeyPre = `// KEY8 leaves in dst the biased keys of the 8 views at off(src), in
// order: prefixes masked to the length, byte-swapped, xor 1<<31. Y8 holds
// all ones, Y9 4s, Y10 the byte swap, Y11 the VPERMD order, Y12 the bias;
// clobbers Y0-Y6.
#define KEY8(src, off, dst) \
	VMOVDQU     off(src), Y0; \
	VMOVDQU     off+32(src), Y1; \
	VMOVDQU     off+64(src), Y2; \
	VMOVDQU     off+96(src), Y3; \
	VPUNPCKLQDQ Y1, Y0, Y4; \
	VPUNPCKLQDQ Y3, Y2, Y5; \
	VSHUFPS     $0x88, Y5, Y4, Y6; \
	VSHUFPS     $0xdd, Y5, Y4, dst; \
	VPMINUD     Y9, Y6, Y6; \
	VPSLLD      $3, Y6, Y6; \
	VPSLLVD     Y6, Y8, Y6; \
	VPANDN      dst, Y6, dst; \
	VPSHUFB     Y10, dst, dst; \
	VPERMD      dst, Y11, dst; \
	VPXOR       Y12, dst, dst

// CMPKEYS compares the keys in Y7 with Y13 (lt: Y7 < Y13) and ors the 8
// bits of each into R10 (lt) and R11 (eq) at bit sh.
#define CMPKEYS(sh) \
	VPCMPGTD  Y7, Y13, Y0; \
	VPCMPEQD  Y7, Y13, Y1; \
	VMOVMSKPS Y0, AX; \
	VMOVMSKPS Y1, BX; \
	SHLQ      $sh, AX; \
	SHLQ      $sh, BX; \
	ORQ       AX, R10; \
	ORQ       BX, R11

`

const avx512ViewHead = `// AVX-512 view compare kernels (see viewcmp.go for the contract). A ZMM
// holds 4 views, as 8 qwords alternating lo (length | prefix<<32) and hi
// (inline bytes 4..11, or buffer index | offset<<32).
//
// Match and EqAA compare qwords: one 8-bit mask per 4 views, bit 2j for
// view j's lo word and 2j+1 for its hi word. The masks of 32 views are
// stored to the stack as one interleaved 64-bit word, the per-view
// conditions are combined there with shifts and ANDs, and PEXT gathers the
// even bits into one bit per view.
//
// The key kernels gather the length and prefix dwords of 16 views with two
// VPERMT2D and two VSHUFI64X2, mask the prefix bytes past the length
// (VPSLLVD of all ones by 8*min(len, 4): shifts of 32 give 0), byte-swap
// each dword to big-endian with VPSHUFB and compare unsigned (VPCMPUD):
// 16 views per compare, one KMOVW per output. This is the prefix-first
// idea of the view layout (Umbra-style strings) written for the format's
// 16-byte views; the code is quiver's own.

// lo-qword masks, broadcast to every 128-bit lane
DATA viewLenMask<>+0(SB)/8, $0x00000000ffffffff
DATA viewLenMask<>+8(SB)/8, $0
GLOBL viewLenMask<>(SB), RODATA|NOPTR, $16
DATA viewLen13<>+0(SB)/8, $13
DATA viewLen13<>+8(SB)/8, $0
GLOBL viewLen13<>(SB), RODATA|NOPTR, $16
DATA viewLen4<>+0(SB)/8, $4
DATA viewLen4<>+8(SB)/8, $0
GLOBL viewLen4<>(SB), RODATA|NOPTR, $16

// byte-swaps each dword
DATA viewBswap32<>+0(SB)/8, $0x0405060700010203
DATA viewBswap32<>+8(SB)/8, $0x0c0d0e0f08090a0b
GLOBL viewBswap32<>(SB), RODATA|NOPTR, $16

// VPERMT2D indices: the prefix dwords of 8 views (2 ZMMs), then their lengths
DATA viewGather<>+0(SB)/4, $1
DATA viewGather<>+4(SB)/4, $5
DATA viewGather<>+8(SB)/4, $9
DATA viewGather<>+12(SB)/4, $13
DATA viewGather<>+16(SB)/4, $17
DATA viewGather<>+20(SB)/4, $21
DATA viewGather<>+24(SB)/4, $25
DATA viewGather<>+28(SB)/4, $29
DATA viewGather<>+32(SB)/4, $0
DATA viewGather<>+36(SB)/4, $4
DATA viewGather<>+40(SB)/4, $8
DATA viewGather<>+44(SB)/4, $12
DATA viewGather<>+48(SB)/4, $16
DATA viewGather<>+52(SB)/4, $20
DATA viewGather<>+56(SB)/4, $24
DATA viewGather<>+60(SB)/4, $28
GLOBL viewGather<>(SB), RODATA|NOPTR, $64

`

const avx512MatchPre = `// MATCH4 compares the 4 views at off(SI), masked by Z31, with the
// pattern in Z30: 8 bits (lo, hi per view) to stack byte koff.
#define MATCH4(off, z, koff) \
	VPANDQ   off(SI), Z31, z; \
	VPCMPEQQ Z30, z, K1; \
	KMOVB    K1, koff(SP)

`

const avx512EqPre = `// EQ4 compares the 4 views at off(SI) with those at off(DX) and stores
// the 8-bit masks of: both words equal (stack byte koff), lengths equal
// (16+koff), length < 13 (32+koff), length < 4 (48+koff); the last three
// at lo positions. Z29 masks the lengths; Z28 and Z27 hold 13 and 4.
#define EQ4(off, koff) \
	VMOVDQU64 off(SI), Z0; \
	VPXORQ    off(DX), Z0, Z1; \
	VPTESTNMQ Z1, Z1, K1; \
	VPTESTNMQ Z29, Z1, K2; \
	VPANDQ    Z29, Z0, Z2; \
	VPCMPUQ   $1, Z28, Z2, K3; \
	VPCMPUQ   $1, Z27, Z2, K4; \
	KMOVB     K1, koff(SP); \
	KMOVB     K2, 16+koff(SP); \
	KMOVB     K3, 32+koff(SP); \
	KMOVB     K4, 48+koff(SP)

`

const avx512EqNote = `//
// Stack: the interleaved masks of 64 views, 16 bytes each: 0 both words
// equal, 16 lengths equal, 32 length < 13, 48 length < 4 (the last three
// at lo positions only).
`

const avx512KeyPre = `// KEY16 leaves in dst the keys of the 16 views at off(src): prefixes
// masked to the length and byte-swapped. Z26 holds the VPERMT2D indices,
// Z25 4s, Z24 all ones, Z23 the byte swap; clobbers Z0-Z3, Z6, Z7.
#define KEY16(src, off, dst) \
	VMOVDQU32  off(src), Z0; \
	VMOVDQU32  off+64(src), Z1; \
	VMOVDQU32  off+128(src), Z2; \
	VMOVDQU32  off+192(src), Z3; \
	VPERMT2D   Z1, Z26, Z0; \
	VPERMT2D   Z3, Z26, Z2; \
	VSHUFI64X2 $0x44, Z2, Z0, dst; \
	VSHUFI64X2 $0xee, Z2, Z0, Z6; \
	VPMINUD    Z25, Z6, Z6; \
	VPSLLD     $3, Z6, Z6; \
	VPSLLVD    Z6, Z24, Z7; \
	VPANDND    dst, Z7, dst; \
	VPSHUFB    Z23, dst, dst

`
