package main

import (
	"fmt"
	"strings"
)

const binFilterInput = "templates/binfilter_asm.json"

// binFilterLevels are the binary filter levels the generator has code for.
var binFilterLevels = map[string]familyLevel{
	"AVX2":   {binFilterAVX2Head, map[string]func(fa frameArgs) asmKernel{"binKept32": binKept32AVX2, "binFilter32": binFilter32AVX2}, nil},
	"AVX512": {binFilterHead, map[string]func(fa frameArgs) asmKernel{"binKept32": binKept32AVX512}, nil},
}

// renderBinFilter produces the binary filter family's files.
func renderBinFilter(root string) (map[string][]byte, error) {
	return renderFamily(root, binFilterInput, "binfilter", "binary filter", binFilterLevels, func(l Level, file string) string {
		return fmt.Sprintf("Stubs of the %s binary filter kernels (%s), with the contracts of "+
			"binfilter.go's wrappers: offs holds 64*k+1 offsets and mask 8*k+1 bytes from the byte of the first "+
			"slot's bit, shift < 8. binKept32 sums offs[i+1]-offs[i] over the kept slots of the k words. "+
			"binFilter32 moves the kept values of whole words from the first on, and stops before a word with a "+
			"kept value longer than 32 bytes or with an offset above lim, whose kept slots (and 8 more, AVX2) pass len(out), or whose "+
			"values and 32 bytes more pass len(data); it writes out's entries, data's bytes below len(data) and scratch, and "+
			"reads src within lim+32 bytes. Requires: %s.", l.Name, file, l.Requires)
	})
}

const binFilterAVX2Head = `// AVX2 binary filter kernels (see binfilter.go for the contracts). A word
// of 64 slots is eight groups of 8 offsets: a group's lengths are its
// offsets from the second on less those from the first (two overlapping
// loads), its kept lanes the mask byte's row of laneMask8x32.
//
// binKept32 sign-extends 4 offsets at a time to 64 bits and adds the kept
// lanes' differences.
//
// binFilter32 checks a word's kept values first (no length above 32, no
// offset above lim: unsigned compares, as signed ones of values with the
// sign bit flipped, so a negative one counts as large) and sums their
// lengths, and stops before the word if one fails or if its bytes and 32
// more would pass len(data): the Go caller moves that word (or reports it
// malformed). Otherwise, per group, a prefix sum of the kept lengths in
// slot order (zero where not kept; VPSLLDQ within each half, then the low
// half's total added to the high half), less each length, plus pos, is
// each kept value's output offset; permute8x32's row (VPERMD) compacts
// those and the starts, stored to out (8 lanes: a word needs 8 entries of
// out to spare) and to scratch. One loop over the word's kept values then
// moves each as one 32-byte load and store: the bytes stored past a
// value's end are overwritten by the next value.

`

const binFilterHead = `// AVX-512 binary filter kernel (see binfilter.go for the contract): the
// sizing pass, binKept32, over groups of 8 slots, their offsets
// sign-extended to 64 bits and the kept lanes' differences added under
// the mask byte. The AVX-512 level moves the values with the AVX2
// binFilter32 (templates/binfilter_asm.json says why).

`

// binKept32AVX512 is binKept32: the kept slots' lengths summed in 64
// bits, a mask byte (8 slots) at a time, under the mask byte in K1 (two
// accumulators: the masked adds do not wait on each other).
func binKept32AVX512(fa frameArgs) asmKernel {
	return binKept32(fa, "Z", nil, func(b *strings.Builder, h int) {
		acc := 8 + h%2
		w(b, "KMOVB     AX, K1")
		w(b, "VPMOVSXDQ %d(SI), Z0", 32*h)
		w(b, "VPMOVSXDQ %d(SI), Z1", 32*h+4)
		w(b, "VPSUBQ    Z0, Z1, Z1")
		w(b, "VPADDQ    Z1, Z%d, K1, Z%d", acc, acc)
	}, []string{"VPADDQ       Z9, Z8, Z8", "VEXTRACTI64X4 $1, Z8, Y0", "VPADDQ       Y0, Y8, Y8"})
}

// binKept32 is the binary filter's sizing kernel around step, which adds
// the kept lengths of mask byte h (the low byte of AX) of the word at SI
// into the accumulators reg8 and reg9, which fold then brings down to Y8.
// pre loads what step needs.
func binKept32(fa frameArgs, reg string, pre []string, step func(b *strings.Builder, h int), fold []string) asmKernel {
	var b strings.Builder
	fa.load(&b, "MOVQ", "offs_base", "SI", "offs_len", "R13", "mask_base", "R10", "shift", "CX")
	w(&b, "DECQ   R13")
	w(&b, "SHRQ   $6, R13 // words")
	for _, l := range pre {
		w(&b, "%s", l)
	}
	xor := map[string]string{"Z": "VPXORQ", "Y": "VPXOR "}[reg]
	w(&b, "%s %s8, %s8, %s8", xor, reg, reg, reg)
	w(&b, "%s %s9, %s9, %s9", xor, reg, reg, reg)
	b.WriteString("\nkloop:\n")
	w(&b, "TESTQ   R13, R13")
	w(&b, "JZ      kend")
	maskWord(&b, "BX")
	w(&b, "TESTQ   AX, AX")
	w(&b, "JZ      knext")
	for h := range 8 {
		step(&b, h)
		if h < 7 {
			w(&b, "SHRQ      $8, AX")
		}
	}
	b.WriteString("\nknext:\n")
	w(&b, "ADDQ $256, SI")
	w(&b, "ADDQ $8, R10")
	w(&b, "DECQ R13")
	w(&b, "JMP  kloop")
	b.WriteString("\nkend:\n")
	for _, l := range fold {
		w(&b, "%s", l)
	}
	w(&b, "VEXTRACTI128 $1, Y8, X0")
	w(&b, "VPADDQ       X0, X8, X8")
	w(&b, "VPSHUFD      $0x4e, X8, X0")
	w(&b, "VPADDQ       X0, X8, X8")
	w(&b, "VMOVQ        X8, AX")
	fa.store(&b, "MOVQ", "AX", "total")
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return asmKernel{body: b.String()}
}

// binFilterMoves is the end of a word in the binary filter kernels: the
// R14 values in scratch (starts from R11, output offsets from R11+posAt)
// moved one 32-byte load and store each, then the next word (fnext) and
// the kernel's return (fend).
func binFilterMoves(b *strings.Builder, fa frameArgs, posAt int) {
	w(b, "LEAQ (R11)(R14*4), AX // scratch's end")
	w(b, "MOVQ R11, R15")
	w(b, "PCALIGN $16")
	b.WriteString("\nfmove:\n")
	w(b, "MOVL    (R15), R14")
	w(b, "MOVL    %d(R15), CX", posAt)
	w(b, "VMOVDQU (BX)(R14*1), Y8")
	w(b, "VMOVDQU Y8, (DX)(CX*1)")
	w(b, "ADDQ    $4, R15")
	w(b, "CMPQ    R15, AX")
	w(b, "JB      fmove")
	fa.load(b, "MOVQ", "shift", "CX")
	b.WriteString("\nfnext:\n")
	w(b, "ADDQ $256, SI")
	w(b, "ADDQ $8, R10")
	w(b, "DECQ R13")
	w(b, "JMP  floop")
	b.WriteString("\nfend:\n")
	fa.store(b, "MOVQ", "R12", "newPos")
	fa.load(b, "MOVQ", "out_base", "AX")
	w(b, "SUBQ AX, DI")
	w(b, "SHRQ $2, DI")
	fa.store(b, "MOVQ", "DI", "kept")
	fa.load(b, "MOVQ", "offs_len", "AX")
	w(b, "DECQ AX")
	w(b, "SHRQ $6, AX")
	w(b, "SUBQ R13, AX")
	fa.store(b, "MOVQ", "AX", "words")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

// binFilter32AVX2 is binFilter32 with YMMs, 8 slots per group: a lane mask
// from laneMask8x32 (VPMOVSXBD of the mask byte's row) in place of mask
// registers, unsigned compares as signed ones of values with the sign bit
// flipped, the prefix sum over the kept lengths in slot order (zero where
// not kept: VPSLLDQ within each half, then the low half's total added to
// the high half) so that it is each kept value's offset before the
// compaction by permute8x32 (VPERMD). The whole word is checked, and its
// bytes summed, before anything is stored; the output offsets are stored
// 8 lanes at a time, so a word needs 8 entries of out to spare.
// Registers: DI the next output offset, DX data, BX src, SI the word's
// offsets, R10 its mask bytes, AX the mask word, R12 pos, R13 the words
// left, R11 scratch (starts at 0, output offsets at 320), R8 permute8x32,
// R9 laneMask8x32; Y14 the sign bit, Y13 and Y12 32 and lim with it, Y11
// 3s (the low half's last lane), Y10 the high half's lanes. The kept
// result's frame word holds the last address a word's output offsets may
// start at until the end.
func binFilter32AVX2(fa frameArgs) asmKernel {
	var b strings.Builder
	fa.load(&b, "MOVQ", "out_base", "DI", "data_base", "DX", "src_base", "BX",
		"offs_base", "SI", "offs_len", "R13", "mask_base", "R10", "shift", "CX", "pos", "R12", "scratch", "R11")
	w(&b, "DECQ   R13")
	w(&b, "SHRQ   $6, R13 // words")
	fa.load(&b, "MOVQ", "out_len", "AX")
	w(&b, "LEAQ   -32(DI)(AX*4), AX")
	fa.store(&b, "MOVQ", "AX", "kept")
	w(&b, "LEAQ   ·permute8x32(SB), R8")
	w(&b, "LEAQ   ·laneMask8x32(SB), R9")
	for _, c := range []struct {
		reg, val string
	}{{"14", "$0x80000000"}, {"13", "$0x80000020"}, {"11", "$3"}} {
		w(&b, "MOVL   %s, AX", c.val)
		w(&b, "VMOVD  AX, X%s", c.reg)
		w(&b, "VPBROADCASTD X%s, Y%s", c.reg, c.reg)
	}
	fa.load(&b, "MOVQ", "lim", "AX")
	w(&b, "XORL   $0x80000000, AX")
	w(&b, "VMOVD  AX, X12")
	w(&b, "VPBROADCASTD X12, Y12")
	w(&b, "VPCMPEQD Y9, Y9, Y9")
	w(&b, "VPXOR  Y10, Y10, Y10")
	w(&b, "VPERM2I128 $0x20, Y9, Y10, Y10")
	b.WriteString("\nfloop:\n")
	w(&b, "TESTQ   R13, R13")
	w(&b, "JZ      fend")
	maskWord(&b, "R14")
	w(&b, "TESTQ   AX, AX")
	w(&b, "JZ      fnext")
	w(&b, "POPCNTQ AX, R14")
	w(&b, "LEAQ    (DI)(R14*4), R15")
	w(&b, "CMPQ    R15, %s", fa["kept"])
	w(&b, "JHI     fend // out has no room for the word's kept values and 8 more")
	w(&b, "VPXOR   Y7, Y7, Y7 // kept lanes that fail")
	w(&b, "VPXOR   Y8, Y8, Y8 // kept lengths")
	w(&b, "MOVQ    AX, R15")
	for g := range 8 {
		w(&b, "MOVBLZX   R15, CX")
		w(&b, "VPMOVSXBD (R9)(CX*8), Y0 // kept lanes")
		w(&b, "VMOVDQU   %d(SI), Y1", 32*g)
		w(&b, "VMOVDQU   %d(SI), Y2", 32*g+4)
		w(&b, "VPSUBD    Y1, Y2, Y3")
		w(&b, "VPAND     Y0, Y3, Y4")
		w(&b, "VPADDD    Y4, Y8, Y8")
		w(&b, "VPXOR     Y14, Y3, Y3")
		w(&b, "VPCMPGTD  Y13, Y3, Y3 // longer than 32 bytes (or negative)")
		w(&b, "VPXOR     Y14, Y2, Y2")
		w(&b, "VPCMPGTD  Y12, Y2, Y2 // ending past lim")
		w(&b, "VPXOR     Y14, Y1, Y1")
		w(&b, "VPCMPGTD  Y12, Y1, Y1 // starting past lim")
		w(&b, "VPOR      Y1, Y2, Y2")
		w(&b, "VPOR      Y2, Y3, Y3")
		w(&b, "VPAND     Y0, Y3, Y3")
		w(&b, "VPOR      Y3, Y7, Y7")
		if g < 7 {
			w(&b, "SHRQ      $8, R15")
		}
	}
	w(&b, "VPTEST   Y7, Y7")
	w(&b, "JNZ      fend // a value the Go loop moves")
	w(&b, "VEXTRACTI128 $1, Y8, X0")
	w(&b, "VPADDD   X0, X8, X8")
	w(&b, "VPSHUFD  $0x4e, X8, X0")
	w(&b, "VPADDD   X0, X8, X8")
	w(&b, "VPSHUFD  $0xb1, X8, X0")
	w(&b, "VPADDD   X0, X8, X8")
	w(&b, "VMOVD    X8, R15")
	w(&b, "LEAQ     32(R12)(R15*1), R15")
	w(&b, "CMPQ     R15, %s", fa["data_len"])
	w(&b, "JGT      fend // the last value's 32-byte store would pass len(data)")
	w(&b, "XORL     R14, R14 // values in scratch")
	for g := range 8 {
		w(&b, "MOVBLZX   AX, CX")
		w(&b, "VPMOVSXBD (R9)(CX*8), Y0")
		w(&b, "VMOVDQU   %d(SI), Y1", 32*g)
		w(&b, "VMOVDQU   %d(SI), Y2", 32*g+4)
		w(&b, "VPSUBD    Y1, Y2, Y2")
		w(&b, "VPAND     Y0, Y2, Y2 // kept lengths, in slot order")
		w(&b, "VPSLLDQ   $4, Y2, Y3")
		w(&b, "VPADDD    Y3, Y2, Y3")
		w(&b, "VPSLLDQ   $8, Y3, Y4")
		w(&b, "VPADDD    Y4, Y3, Y3")
		w(&b, "VPERMD    Y3, Y11, Y4")
		w(&b, "VPAND     Y10, Y4, Y4")
		w(&b, "VPADDD    Y4, Y3, Y3 // inclusive sums")
		w(&b, "VPSUBD    Y2, Y3, Y4")
		w(&b, "VMOVD     R12, X5")
		w(&b, "VPBROADCASTD X5, Y5")
		w(&b, "VPADDD    Y5, Y4, Y4 // output offsets, in slot order")
		w(&b, "VPMOVZXBD (R8)(CX*8), Y5")
		w(&b, "VPERMD    Y4, Y5, Y6 // compacted")
		w(&b, "VPERMD    Y1, Y5, Y7")
		w(&b, "VMOVDQU   Y6, (DI)")
		w(&b, "VMOVDQU   Y7, (R11)(R14*4)")
		w(&b, "VMOVDQU   Y6, 320(R11)(R14*4)")
		w(&b, "POPCNTL   CX, CX")
		w(&b, "LEAQ      (DI)(CX*4), DI")
		w(&b, "ADDQ      CX, R14")
		w(&b, "VEXTRACTI128 $1, Y3, X4")
		w(&b, "VPEXTRD   $3, X4, R15 // the group's bytes")
		w(&b, "ADDQ      R15, R12")
		if g < 7 {
			w(&b, "SHRQ      $8, AX")
		}
	}
	binFilterMoves(&b, fa, 320)
	return asmKernel{body: b.String()}
}

// binKept32AVX2 is binKept32 with YMMs: per mask byte, the 8 slots'
// offsets sign-extended to 64 bits as two groups of 4, their differences
// masked by laneMask8x32's row (VPMOVSXBQ of its halves) and added.
func binKept32AVX2(fa frameArgs) asmKernel {
	return binKept32(fa, "Y", []string{"LEAQ   ·laneMask8x32(SB), R9"}, func(b *strings.Builder, h int) {
		w(b, "MOVBLZX   AX, DX")
		for q := range 2 {
			acc := 8 + q
			w(b, "VPMOVSXDQ %d(SI), Y0", 32*h+16*q)
			w(b, "VPMOVSXDQ %d(SI), Y1", 32*h+16*q+4)
			w(b, "VPSUBQ    Y0, Y1, Y1")
			w(b, "VPMOVSXBQ %d(R9)(DX*8), Y2", 4*q)
			w(b, "VPAND     Y2, Y1, Y1")
			w(b, "VPADDQ    Y1, Y%d, Y%d", acc, acc)
		}
	}, []string{"VPADDQ       Y9, Y8, Y8"})
}
