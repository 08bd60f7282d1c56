package main

import (
	"fmt"
	"strings"
)

// NEON bodies of the string predicate kernels (strpred.go has the
// contracts; the AVX2 bodies in strpred.go are the same algorithms). Go's
// arm64 assembler has no signed or unsigned vector greater-than, so those
// are WORDs with the instruction beside them (neonWord).

// prefixOffs32NEON is the body of the utf8 prefix kernel at NEON. Per word
// of 64 values, a scalar pass loads each value's offset (zero-extended:
// a negative one is above lim), stops before anything is stored when it is
// above lim (so that the 8-byte load stays within data's capacity), and
// sets bit j when the 8 bytes there, XORed with want, have no bit of mask
// (TST, CSET); a vector pass then takes the lengths of 16 values at a time
// from two loads of the offsets one apart (VSUB), flags those outside
// [minLen, maxLen] (CMGT twice), narrows the flags to bytes (UZP1) and
// makes them 64 bits (bit weights, three ADDPs), which clear the word's
// bits. Registers: R0 dst, R1 the word's offsets, R2 data, R3 words left,
// R4 want, R5 mask, R6 lim, R7 words done, R8 the word, R9..R11 scratch;
// V28 minLen, V29 maxLen, V30 the bit weights, V16..V19 the flags of
// values 0..63.
func prefixOffs32NEON(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVD", "dst_base", "R0", "dst_len", "R3", "offs_base", "R1", "data_base", "R2", "want", "R4", "mask", "R5")
	fa.load(&b, "MOVWU", "lim", "R6")
	fa.load(&b, "MOVW", "minLen", "R9")
	w(&b, "VDUP R9, V28.S4")
	fa.load(&b, "MOVW", "maxLen", "R9")
	w(&b, "VDUP R9, V29.S4")
	w(&b, "MOVD $strpredBitWeights<>(SB), R9")
	w(&b, "VLD1 (R9), [V30.B16]")
	w(&b, "MOVD ZR, R7")
	w(&b, "CBZ  R3, %s_done", name)
	label(&b, name, "_word")
	for j := range 64 {
		w(&b, "MOVWU %d(R1), R9 // offset of value %d", 4*j, j)
		w(&b, "CMP  R6, R9")
		w(&b, "BHI  %s_done // past lim: the caller finishes", name)
		w(&b, "MOVD (R2)(R9), R9")
		w(&b, "EOR  R4, R9, R9")
		w(&b, "TST  R5, R9")
		if j == 0 {
			w(&b, "CSET EQ, R8 // the masked bytes match")
		} else {
			w(&b, "CSET EQ, R9")
			w(&b, "ORR  R9<<%d, R8, R8", j)
		}
	}
	w(&b, "MOVD R1, R10")
	w(&b, "ADD  $4, R1, R11")
	for q := range 4 {
		w(&b, "VLD1.P 64(R10), [V0.S4, V1.S4, V2.S4, V3.S4] // offsets of values %d..%d", 16*q, 16*q+15)
		w(&b, "VLD1.P 64(R11), [V4.S4, V5.S4, V6.S4, V7.S4] // and of the values after them")
		for i := range 4 {
			w(&b, "VSUB V%d.S4, V%d.S4, V%d.S4 // lengths", i, 4+i, 4+i)
			w(&b, "%s", neonWord("cmgt", 32, 8+i, 28, 4+i))
			w(&b, "%s", neonWord("cmgt", 32, 12, 4+i, 29))
			w(&b, "VORR V12.B16, V%d.B16, V%d.B16 // outside [minLen, maxLen]", 8+i, 8+i)
		}
		w(&b, "VUZP1 V9.H8, V8.H8, V8.H8")
		w(&b, "VUZP1 V11.H8, V10.H8, V10.H8")
		w(&b, "VUZP1 V10.B16, V8.B16, V%d.B16", 16+q)
	}
	neonMovemask64(&b, 16, "R9")
	w(&b, "BIC  R9, R8, R8")
	w(&b, "MOVD.P R8, 8(R0)")
	w(&b, "ADD  $256, R1, R1")
	w(&b, "ADD  $1, R7, R7")
	w(&b, "SUB  $1, R3, R3")
	w(&b, "CBNZ R3, %s_word", name)
	label(&b, name, "_done")
	w(&b, "MOVD R7, %s", ret)
	w(&b, "RET")
	return b.String()
}

// neonMovemask64 turns the 64 byte masks in V(first)..V(first+3) into
// one bit each in r (V30 holds the bit weights); it overwrites them and
// V20..V22.
func neonMovemask64(b *strings.Builder, first int, r string) {
	for i := range 4 {
		w(b, "VAND V30.B16, V%d.B16, V%d.B16", first+i, first+i)
	}
	w(b, "VADDP V%d.B16, V%d.B16, V20.B16", first+1, first)
	w(b, "VADDP V%d.B16, V%d.B16, V21.B16", first+3, first+2)
	w(b, "VADDP V21.B16, V20.B16, V22.B16")
	w(b, "VADDP V22.B16, V22.B16, V22.B16")
	w(b, "VMOV V22.D[0], %s", r)
}

// viewPrefixNEON is the body of the view prefix kernel at NEON: 4 views
// per VLD4 (lengths in V4, prefixes in V5), the low and high dwords of
// mask and want compared separately, the length against minLen with a
// signed CMGE, 16 views per loop (neonLoop narrows and stores 16 bits).
// Registers: R0 dst, R1 views, R2 the views left; V26 and V27 mask and
// want's low dwords, V21 and V22 their high dwords, V23 minLen, V30 the
// bit weights.
func viewPrefixNEON(name string, fa frameArgs, _ string) string {
	var b strings.Builder
	fa.load(&b, "MOVD", "dst_base", "R0", "dst_len", "R2", "views_base", "R1", "want", "R3", "mask", "R4")
	w(&b, "LSL  $6, R2, R2 // 64 views a word")
	w(&b, "VDUP R3, V27.S4")
	w(&b, "LSR  $32, R3, R3")
	w(&b, "VDUP R3, V22.S4")
	w(&b, "VDUP R4, V26.S4")
	w(&b, "LSR  $32, R4, R4")
	w(&b, "VDUP R4, V21.S4")
	fa.load(&b, "MOVW", "minLen", "R3")
	w(&b, "VDUP R3, V23.S4")
	w(&b, "MOVD $strpredBitWeights<>(SB), R4")
	w(&b, "VLD1 (R4), [V30.B16]")
	neonLoop(&b, 1, func(b *strings.Builder) {
		vld4(b, 1, 4)
		w(b, "VAND V26.B16, V4.B16, V8.B16")
		w(b, "VCMEQ V27.S4, V8.S4, V8.S4 // length bits match")
		w(b, "VAND V21.B16, V5.B16, V9.B16")
		w(b, "VCMEQ V22.S4, V9.S4, V9.S4 // prefix bits match")
		w(b, "%s", neonWord("cmge", 32, 10, 4, 23))
		w(b, "VAND V9.B16, V8.B16, V2.B16")
		w(b, "VAND V10.B16, V2.B16, V2.B16")
	})
	return b.String()
}

// viewMergeNEON is the body of the long-view merge at NEON, viewMergeAVX2
// in A64: per set bit of long (RBIT, CLZ), the view's buffer index,
// offset and length are checked against the scan's state, the occurrences
// before its start passed (the list ends in one at cov, so the loop stops
// in it), and its bit set if the next one starts within its last start.
// Registers: R0 dst, R1 long, R2 the word's views, R3 hits, R4 words left,
// R5 st, R6 the word's bits left, R7 h, R8 last, R9 lim, R10 the word's
// result, R11 buf, R12 m, R13 room, R14 cov, R15 gap, R19 the view's bit,
// R20 its address, R21 its offset, R22 its last start, R23 scratch.
func viewMergeNEON(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVD", "dst_base", "R0", "long_base", "R1", "long_len", "R4", "views_base", "R2", "hits_base", "R3", "st_base", "R5")
	w(&b, "CBZ  R4, %s_none", name)
	w(&b, "MOVD 0(R5), R6 // y")
	w(&b, "MOVD 8(R5), R7 // h")
	w(&b, "MOVD 24(R5), R8 // last")
	w(&b, "MOVD 32(R5), R9 // lim")
	viewMergeStateNEON(&b)
	w(&b, "MOVD (R0), R10")
	label(&b, name, "_view")
	w(&b, "CBZ  R6, %s_word", name)
	w(&b, "RBIT R6, R19")
	w(&b, "CLZ  R19, R19")
	w(&b, "ADD  R19<<4, R2, R20")
	w(&b, "MOVW 8(R20), R23 // buffer index")
	w(&b, "CMP  R11, R23")
	w(&b, "BNE  %s_stop", name)
	w(&b, "MOVW 12(R20), R21 // offset")
	w(&b, "CMP  R8, R21 // before the last start?")
	w(&b, "BLT  %s_stop", name)
	w(&b, "CMP  R9, R21 // past the gap bound?")
	w(&b, "BGT  %s_stop", name)
	w(&b, "MOVW (R20), R22 // length")
	w(&b, "ADD  R21, R22, R22")
	w(&b, "SUB  R12, R22, R22 // the last start, offset+length-m")
	w(&b, "CMP  R21, R22 // shorter than the literal?")
	w(&b, "BLT  %s_stop", name)
	w(&b, "CMP  R13, R22 // past the buffer?")
	w(&b, "BGT  %s_stop", name)
	w(&b, "CMP  R14, R22 // past the starts scanned?")
	w(&b, "BGE  %s_stop", name)
	viewMergeSkipNEON(&b, name, "R7", "R21")
	w(&b, "MOVD R21, R8 // last = offset")
	w(&b, "ADD  R22, R12, R9")
	w(&b, "ADD  R15, R9, R9 // lim = its end + gap")
	w(&b, "CMP  R22, R23 // the next occurrence within?")
	w(&b, "BGT  %s_miss", name)
	w(&b, "MOVD $1, R23")
	w(&b, "LSL  R19, R23, R23")
	w(&b, "ORR  R23, R10, R10")
	label(&b, name, "_miss")
	w(&b, "SUB  $1, R6, R23")
	w(&b, "AND  R23, R6, R6")
	w(&b, "B    %s_view", name)
	label(&b, name, "_word")
	w(&b, "MOVD.P R10, 8(R0)")
	w(&b, "ADD  $8, R1, R1")
	w(&b, "ADD  $1024, R2, R2")
	w(&b, "SUB  $1, R4, R4")
	w(&b, "CBZ  R4, %s_end", name)
	w(&b, "MOVD (R1), R6")
	w(&b, "MOVD (R0), R10")
	w(&b, "B    %s_view", name)
	label(&b, name, "_stop")
	w(&b, "MOVD R10, (R0)")
	label(&b, name, "_end")
	w(&b, "MOVD R6, 0(R5)")
	w(&b, "MOVD R7, 8(R5)")
	w(&b, "MOVD R8, 24(R5)")
	w(&b, "MOVD R9, 32(R5)")
	label(&b, name, "_none")
	fa.load(&b, "MOVD", "dst_base", "R23")
	w(&b, "SUB  R23, R0, R0")
	w(&b, "LSR  $3, R0, R0")
	w(&b, "MOVD R0, %s", ret)
	w(&b, "RET")
	return b.String()
}

// viewMergeStateNEON loads the merge's fixed state from st at R5: R11
// buf, R12 m, R13 room, R14 cov, R15 gap.
func viewMergeStateNEON(b *strings.Builder) {
	w(b, "MOVD 16(R5), R11 // buf")
	w(b, "MOVD 40(R5), R12 // m")
	w(b, "MOVD 48(R5), R13 // room")
	w(b, "MOVD 56(R5), R14 // cov")
	w(b, "MOVD 64(R5), R15 // gap")
}

// viewMergeSkipNEON passes the occurrences (hits at R3) before the start
// off, h the index of the first not passed; it leaves that occurrence in
// R23.
func viewMergeSkipNEON(b *strings.Builder, name, h, off string) {
	label(b, name, "_skip")
	w(b, "MOVD (R3)(%s<<3), R23", h)
	w(b, "CMP  %s, R23", off)
	w(b, "BGE  %s_skipped", name)
	w(b, "ADD  $1, %s, %s", h, h)
	w(b, "B    %s_skip", name)
	label(b, name, "_skipped")
}

var _ = fmt.Sprintf
