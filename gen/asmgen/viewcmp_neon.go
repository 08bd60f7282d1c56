package main

import "strings"

// neonWord is the WORD line of an instruction Go's assembler lacks (one of
// neonOpcode) on bits-wide lanes, the instruction beside it.
func neonWord(mn string, bits, d, n, m int) string {
	line, err := neonCompare(Level{Name: "NEON"}, mn, bits, d, n, m)
	if err != nil {
		panic(err) // the generator names an instruction it has no encoding for
	}
	return line
}

// neonGather keeps the lane masks of block blk (of 4, 4 views each) that
// the block left in V2 (and V3 when two outputs), narrowing them so that
// after the last block V13 (V14) holds one byte per view for 16 views.
func neonGather(b *strings.Builder, blk, outs int) {
	keep := [2][4]int{{13, 15, 15, 25}, {14, 24, 24, 28}}
	for o := range outs {
		w(b, "VMOV V%d.B16, V%d.B16", 2+o, keep[o][blk])
	}
	if blk%2 == 1 { // halfword masks of 8 views to 1 register
		for o := range outs {
			lo, hi := keep[o][blk-1], keep[o][blk]
			w(b, "VUZP1 V%d.H8, V%d.H8, V%d.H8", hi, lo, lo)
		}
	}
}

// neonStore turns the 16 byte masks of output o into 16 bits and stores
// them: R0 for output 0, R7 for output 1.
func neonStore(b *strings.Builder, o int) {
	lo, hi, v := []int{13, 14}[o], []int{15, 24}[o], []int{16, 20}[o]
	w(b, "VUZP1 V%d.B16, V%d.B16, V%d.B16", hi, lo, v)
	w(b, "VAND  V30.B16, V%d.B16, V%d.B16", v, v)
	for range 3 {
		w(b, "VADDP V%d.B16, V%d.B16, V%d.B16", v, v, v)
	}
	w(b, "VMOV  V%d.H[0], R%d", v, 5+o)
	w(b, "MOVH.P R%d, 2(R%d)", 5+o, []int{0, 7}[o])
}

// neonWeights loads the movemask's bit weights into V30 and zeroes V31.
func neonWeights(b *strings.Builder) {
	w(b, "MOVD $viewBitWeights<>(SB), R4")
	w(b, "VLD1 (R4), [V30.B16]")
	w(b, "VEOR V31.B16, V31.B16, V31.B16")
}

// neonDup broadcasts the constant c to the dwords of V(v).
func neonDup(b *strings.Builder, c, v int) {
	w(b, "MOVD $%d, R5", c)
	w(b, "VDUP R5, V%d.S4", v)
}

// neonLoop renders a kernel's loop: 4 blocks of 4 views (block leaves
// its lane masks in V2 and V3) and outs outputs of 16 bits.
func neonLoop(b *strings.Builder, outs int, block func(b *strings.Builder)) {
	w(b, "LSR  $4, R2, R2 // 16 views per iteration")
	w(b, "CBZ  R2, done")
	b.WriteString("\nloop:\n")
	for blk := range 4 {
		block(b)
		neonGather(b, blk, outs)
	}
	for o := range outs {
		neonStore(b, o)
	}
	w(b, "SUB    $1, R2, R2")
	w(b, "CBNZ   R2, loop")
	b.WriteString("\ndone:\n")
	w(b, "RET")
}

// vld4 loads 4 views from R into V(first)..V(first+3), deinterleaved.
func vld4(b *strings.Builder, r, first int) {
	w(b, "VLD4.P 64(R%d), [V%d.S4, V%d.S4, V%d.S4, V%d.S4]", r, first, first+1, first+2, first+3)
}

// neonKey turns the lengths in V(l) and prefixes in V(p) of 4 views into
// their keys in V(p), with V(t) as scratch; V27 holds 4s, V29 all ones.
func neonKey(b *strings.Builder, l, p, t int, comment bool) {
	w(b, "VUMIN V27.S4, V%d.S4, V%d.S4", l, l)
	w(b, "VSHL $3, V%d.S4, V%d.S4", l, l)
	if comment {
		w(b, "// ones << 8*min(len, 4)")
	}
	w(b, "%s", neonWord("ushl", 32, t, 29, l))
	if comment {
		w(b, "// the prefix bytes within the length")
	}
	w(b, "%s", neonWord("bic", 8, p, p, t))
	w(b, "VREV32 V%d.B16, V%d.B16", p, p)
}

// viewNEON is the NEON view compare code: VLD4 deinterleaves 4 views into
// lengths, prefixes and the two other words, one lane per view.
func viewNEON(args map[string]frameArgs) asmLevel {
	var match, eq, keyAS, keyAA strings.Builder

	fa := args["viewMatchAS"]
	fa.load(&match, "MOVD", "dst_base", "R0", "views_base", "R1", "views_len", "R2")
	neonWeights(&match)
	for i, x := range []string{"m_0", "m_1", "s_0", "s_1"} { // a dword per register
		note := map[int]string{0: " // the mask, a dword per register", 2: " // the pattern"}[i]
		fa.load(&match, "MOVD", x, "R5")
		w(&match, "VDUP R5, V%d.S4%s", 4+2*i, note)
		w(&match, "LSR  $32, R5, R5")
		w(&match, "VDUP R5, V%d.S4", 5+2*i)
	}
	neonLoop(&match, 1, func(b *strings.Builder) {
		vld4(b, 1, 0)
		for i := range 4 {
			w(b, "VAND V%d.B16, V%d.B16, V%d.B16", 4+i, i, i)
		}
		for i := range 4 {
			w(b, "VEOR V%d.B16, V%d.B16, V%d.B16", 8+i, i, i)
		}
		w(b, "VORR V1.B16, V0.B16, V0.B16")
		w(b, "VORR V3.B16, V2.B16, V2.B16")
		w(b, "VORR V2.B16, V0.B16, V0.B16")
		w(b, "VCMEQ V31.S4, V0.S4, V2.S4")
	})

	args["viewEqAA"].load(&eq, "MOVD", "eq_base", "R0", "cand_base", "R7", "a_base", "R1", "a_len", "R2", "b_base", "R3")
	neonWeights(&eq)
	neonDup(&eq, 13, 26)
	neonDup(&eq, 4, 27)
	neonLoop(&eq, 2, func(b *strings.Builder) {
		vld4(b, 1, 0)
		vld4(b, 3, 4)
		for i := range 4 {
			w(b, "VEOR V%d.B16, V%d.B16, V%d.B16", 4+i, i, 4+i)
		}
		w(b, "VCMEQ V31.S4, V4.S4, V8.S4 // lengths equal")
		w(b, "VORR V5.B16, V4.B16, V9.B16")
		w(b, "VCMEQ V31.S4, V9.S4, V9.S4 // lo words equal")
		w(b, "VORR V7.B16, V6.B16, V10.B16")
		w(b, "VCMEQ V31.S4, V10.S4, V10.S4 // hi words equal")
		w(b, "// length < 13")
		w(b, "%s", neonWord("cmhi", 32, 11, 26, 0))
		w(b, "// length < 4")
		w(b, "%s", neonWord("cmhi", 32, 12, 27, 0))
		w(b, "VAND V9.B16, V10.B16, V10.B16")
		w(b, "VAND V11.B16, V10.B16, V2.B16 // eq")
		w(b, "VORR V12.B16, V9.B16, V9.B16")
		w(b, "VAND V8.B16, V9.B16, V9.B16")
		w(b, "VEOR V2.B16, V9.B16, V3.B16 // cand")
	})

	fa = args["viewKeyAS"]
	fa.load(&keyAS, "MOVD", "lt_base", "R0", "eq_base", "R7", "views_base", "R1", "views_len", "R2")
	neonWeights(&keyAS)
	neonDup(&keyAS, 4, 27)
	neonDup(&keyAS, -1, 29)
	fa.load(&keyAS, "MOVWU", "s", "R5")
	w(&keyAS, "VDUP R5, V26.S4")
	neonLoop(&keyAS, 2, func(b *strings.Builder) {
		vld4(b, 1, 0)
		neonKey(b, 0, 1, 2, true)
		w(b, "VCMEQ V26.S4, V1.S4, V3.S4")
		w(b, "// key < s")
		w(b, "%s", neonWord("cmhi", 32, 2, 26, 1))
	})

	args["viewKeyAA"].load(&keyAA, "MOVD", "lt_base", "R0", "eq_base", "R7", "a_base", "R1", "a_len", "R2", "b_base", "R3")
	neonWeights(&keyAA)
	neonDup(&keyAA, 4, 27)
	neonDup(&keyAA, -1, 29)
	neonLoop(&keyAA, 2, func(b *strings.Builder) {
		vld4(b, 1, 0)
		vld4(b, 3, 4)
		neonKey(b, 0, 1, 2, true)
		neonKey(b, 4, 5, 6, false)
		w(b, "VCMEQ V5.S4, V1.S4, V3.S4")
		w(b, "// key a < key b")
		w(b, "%s", neonWord("cmhi", 32, 2, 5, 1))
	})

	return asmLevel{head: neonViewHead, kernels: map[string]asmKernel{
		"viewMatchAS": {body: match.String()},
		"viewEqAA":    {body: eq.String()},
		"viewKeyAS":   {body: keyAS.String()},
		"viewKeyAA":   {body: keyAA.String()},
	}}
}

const neonViewHead = `// NEON view compare kernels (see viewcmp.go for the contract). VLD4 of
// 4S lanes deinterleaves 4 views into 4 registers: lengths, prefixes,
// bytes 8..11 and bytes 12..15, so every test is a 4-lane dword op with
// one lane per view. Each lane mask is narrowed to a byte (UZP1 of
// halfwords, then of bytes: 16 views per register), and those 16 bytes
// become 16 output bits by the movemask of compare_gen_arm64.s (AND with the
// bit weights, three rounds of ADDP), stored as a halfword: 16 views per
// iteration. Match ANDs and XORs the 4 words with the scalar's mask and
// pattern and tests the OR for zero; EqAA tests the XOR of the two views;
// the key kernels mask the prefix past the length (USHL of all ones by
// 8*min(len, 4), 0 at 32), byte-reverse each lane (REV32) and compare
// unsigned (CMHI). Go's assembler lacks CMHI, USHL and BIC: they are
// WORD-encoded, the instruction beside them (make asm re-encodes them).

DATA viewBitWeights<>+0(SB)/8, $0x8040201008040201
DATA viewBitWeights<>+8(SB)/8, $0x8040201008040201
GLOBL viewBitWeights<>(SB), RODATA|NOPTR, $16

`
