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
// of 64 values, a vector pass takes the lengths of 16 values at a time
// from two loads of the offsets one apart (VSUB), flags those outside
// [minLen, maxLen] (CMGT twice) and narrows the flags to bytes (UZP1),
// while UMAX and UMAXV give the largest offset (unsigned: a negative one
// is above lim); the kernel stops there, before anything is stored, when
// it is above lim, so that every 8-byte load stays within data's
// capacity. A scalar pass then loads each value's first 8 bytes and sets
// its bit when they, XORed with want, have no bit of mask (TST, CSET,
// ORR at its place); the flags, made 64 bits (bit weights, three ADDPs),
// clear the word's bits. Registers: R0 dst, R1 the word's offsets, R2
// data, R3 words left, R4 want, R5 mask, R6 lim, R7 words done, R8 the
// word, R12 its length flags, R9..R11 scratch; V28 minLen, V29 maxLen,
// V30 the bit weights, V16..V19 the flags of values 0..63, V24 and V25
// the largest offsets.
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
	w(&b, "MOVD R1, R10")
	w(&b, "ADD  $4, R1, R11")
	for q := range 4 {
		w(&b, "VLD1.P 64(R10), [V0.S4, V1.S4, V2.S4, V3.S4] // offsets of values %d..%d", 16*q, 16*q+15)
		w(&b, "VLD1.P 64(R11), [V4.S4, V5.S4, V6.S4, V7.S4] // and of the values after them")
		if q == 0 {
			w(&b, "VUMAX V1.S4, V0.S4, V24.S4")
			w(&b, "VUMAX V3.S4, V2.S4, V25.S4")
		} else {
			for i := range 4 {
				w(&b, "VUMAX V%d.S4, V%d.S4, V%d.S4", i, 24+i%2, 24+i%2)
			}
		}
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
	w(&b, "VUMAX V25.S4, V24.S4, V24.S4")
	w(&b, "%s", neonUMAXV(24, 24))
	w(&b, "VMOV V24.S[0], R9 // the word's largest offset")
	w(&b, "CMP  R6, R9")
	w(&b, "BHI  %s_done // past lim: the caller finishes", name)
	neonMovemask64(&b, 16, "R12")
	for j := range 64 {
		w(&b, "MOVWU %d(R1), R9 // offset of value %d", 4*j, j)
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
	w(&b, "BIC  R12, R8, R8")
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

// neonUMAXV is the WORD of umaxv s(d), v(n).4s (Go's assembler lacks it):
// the largest unsigned dword of V(n) in the low dword of V(d).
func neonUMAXV(d, n int) string {
	return neonFixed(0x6eb0a800, d, n, fmt.Sprintf("umaxv s%d, v%d.4s", d, n))
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

// viewFindNEON is the body of Contains over views in one pass at NEON.
// Each word of 64 views is tested in 16 groups of 4: the 4 views are
// loaded whole (one per register) and, again, split (VLD4: their lengths
// in V4). For each byte k of the literal (entered while k < m), each
// view's bytes shifted k places down (VEXT with zero) are compared with
// byte k and ANDed over k: a byte left set at j says the literal starts
// there. A start counts where j >= 4 and j+m-4 <= length, as the unsigned
// compare CMHS of the view's length byte (VDUP of its lane; 0 for a
// length outside 0..12, which holds no inline value) with the constant
// t_j = j+m-4 (255 for j < 4, the length bytes). The starts are then
// counted per view (USHR to 0/1 and four rounds of ADDP), tested (CMTST)
// and weighted into one nibble per group; the long bits (length above 12,
// signed CMGT) are weighted by lane and summed (ADDV). After the word, its
// long views are merged with the occurrences as in viewMergeNEON while
// they are still in L1, so that the views are read from memory once; it
// stops at the first long view that does not follow the scan, storing the
// word's bits so far and leaving its long bits left in st[0], and returns
// the index of that word (the words done). Registers: R0 dst, R1 views,
// R2 words left, R3 sub (setup) and then hits, R5 st, R6 the word's long
// bits, R7 h, R8 last, R9 lim, R10 the word's hits, R11 buf, R12 m, R13
// the bound of last starts, min(room+1, cov), R15 gap, R19 the group's bit
// position, R20..R26 scratch; V8..V19 the literal's bytes (those below m),
// V26 the t_j, V27 12 in every dword, V28 the lane weights 1, 2, 4, 8, V30
// the bit weights, V31 zero.
func viewFindNEON(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVD", "dst_base", "R0", "dst_len", "R2", "views_base", "R1", "sub_base", "R3", "st_base", "R5")
	w(&b, "CBZ  R2, %s_none", name)
	w(&b, "MOVD 8(R5), R7 // h")
	w(&b, "MOVD 24(R5), R8 // last")
	w(&b, "MOVD 32(R5), R9 // lim")
	viewMergeStateNEON(&b)
	w(&b, "ADD  $1, R13, R13")
	w(&b, "CMP  R14, R13")
	w(&b, "CSEL GT, R14, R13, R13 // the bound of last starts: min(room+1, cov)")
	for k := range 12 {
		if k > 0 {
			w(&b, "CMP  $%d, R12", k+1)
			w(&b, "BLT  %s_bcast", name)
		}
		w(&b, "MOVBU %d(R3), R21", k)
		w(&b, "VDUP R21, V%d.B16 // the literal's byte %d", 8+k, k)
	}
	label(&b, name, "_bcast")
	fa.load(&b, "MOVD", "hits_base", "R3")
	w(&b, "MOVD $strpredIndexes<>(SB), R21")
	w(&b, "VLD1 (R21), [V26.B16]")
	w(&b, "SUB  $4, R12, R21")
	w(&b, "VDUP R21, V29.B16")
	w(&b, "VADD V29.B16, V26.B16, V26.B16 // j+m-4")
	w(&b, "MOVD $strpredLow4<>(SB), R21")
	w(&b, "VLD1 (R21), [V29.B16]")
	w(&b, "VORR V29.B16, V26.B16, V26.B16 // and 255 (above any inline length) in the length bytes 0..3")
	w(&b, "MOVD $12, R21")
	w(&b, "VDUP R21, V27.S4")
	w(&b, "MOVD $strpredLaneWeights<>(SB), R21")
	w(&b, "VLD1 (R21), [V28.B16]")
	w(&b, "MOVD $strpredBitWeights<>(SB), R21")
	w(&b, "VLD1 (R21), [V30.B16]")
	w(&b, "VEOR V31.B16, V31.B16, V31.B16")
	label(&b, name, "_word")
	w(&b, "MOVD ZR, R10")
	w(&b, "MOVD ZR, R6")
	w(&b, "MOVD ZR, R19")
	label(&b, name, "_group")
	w(&b, "VLD1 (R1), [V0.B16, V1.B16, V2.B16, V3.B16] // views 0..3, whole")
	w(&b, "VLD4.P 64(R1), [V4.S4, V5.S4, V6.S4, V7.S4] // and split: their lengths in V4")
	for i := range 4 {
		w(&b, "VCMEQ V8.B16, V%d.B16, V%d.B16 // starts where byte 0 matches", i, 20+i)
	}
	for k := 1; k < 12; k++ {
		w(&b, "CMP  $%d, R12", k+1)
		w(&b, "BLT  %s_kdone", name)
		for i := range 4 {
			w(&b, "VEXT $%d, V31.B16, V%d.B16, V24.B16 // bytes j+%d", k, i, k)
			w(&b, "VCMEQ V%d.B16, V24.B16, V24.B16", 8+k)
			w(&b, "VAND V24.B16, V%d.B16, V%d.B16", 20+i, 20+i)
		}
	}
	label(&b, name, "_kdone")
	w(&b, "%s", neonWord("cmgt", 32, 29, 4, 27))
	w(&b, "VAND V28.B16, V29.B16, V29.B16")
	w(&b, "VADDV V29.S4, V29 // the long bits of the 4 views")
	w(&b, "VMOV V29.S[0], R21")
	w(&b, "LSL  R19, R21, R21")
	w(&b, "ORR  R21, R6, R6")
	w(&b, "%s", neonWord("cmhs", 32, 29, 27, 4))
	w(&b, "VAND V29.B16, V4.B16, V4.B16 // lengths 0..12 kept, the others 0")
	for i := range 4 {
		w(&b, "VDUP V4.B[%d], V25.B16 // view %d's length byte", 4*i, i)
		w(&b, "%s", neonWord("cmhs", 8, 25, 25, 26))
		w(&b, "VAND V25.B16, V%d.B16, V%d.B16 // its starts within its value", 20+i, 20+i)
		w(&b, "VUSHR $7, V%d.B16, V%d.B16", 20+i, 20+i)
	}
	w(&b, "VADDP V21.B16, V20.B16, V20.B16")
	w(&b, "VADDP V23.B16, V22.B16, V22.B16")
	w(&b, "VADDP V22.B16, V20.B16, V20.B16")
	w(&b, "VADDP V20.B16, V20.B16, V20.B16")
	w(&b, "VADDP V20.B16, V20.B16, V20.B16 // the starts of views 0..3 in bytes 0..3")
	w(&b, "VCMTST V20.B16, V20.B16, V20.B16")
	w(&b, "VAND V30.B16, V20.B16, V20.B16")
	w(&b, "VADDP V20.B16, V20.B16, V20.B16")
	w(&b, "VADDP V20.B16, V20.B16, V20.B16")
	w(&b, "VMOV V20.B[0], R21 // a bit per view with a start")
	w(&b, "LSL  R19, R21, R21")
	w(&b, "ORR  R21, R10, R10")
	w(&b, "ADD  $4, R19, R19")
	w(&b, "CMP  $64, R19")
	w(&b, "BLT  %s_group", name)
	w(&b, "CBZ  R6, %s_word_end", name)
	w(&b, "SUB  $1024, R1, R25 // the word's views")
	label(&b, name, "_view")
	w(&b, "RBIT R6, R26")
	w(&b, "CLZ  R26, R26")
	w(&b, "ADD  R26<<4, R25, R23")
	w(&b, "MOVW 8(R23), R24 // buffer index")
	w(&b, "CMP  R11, R24")
	w(&b, "BNE  %s_stop", name)
	w(&b, "MOVW 12(R23), R21 // offset")
	w(&b, "CMP  R8, R21 // before the last start?")
	w(&b, "BLT  %s_stop", name)
	w(&b, "CMP  R9, R21 // past the gap bound?")
	w(&b, "BGT  %s_stop", name)
	w(&b, "MOVW (R23), R22 // length, above 12 >= m: the value holds a start")
	w(&b, "ADD  R21, R22, R22")
	w(&b, "ADD  R15, R22, R24 // the next lim: its end + gap")
	w(&b, "SUB  R12, R22, R22 // the last start, offset+length-m")
	w(&b, "CMP  R13, R22 // past the buffer or the starts scanned?")
	w(&b, "BGE  %s_stop", name)
	label(&b, name, "_skip")
	w(&b, "MOVD (R3)(R7<<3), R20")
	w(&b, "CMP  R21, R20")
	w(&b, "BGE  %s_skipped", name)
	w(&b, "ADD  $1, R7, R7")
	w(&b, "B    %s_skip", name)
	label(&b, name, "_skipped")
	w(&b, "MOVD R21, R8 // last = offset")
	w(&b, "MOVD R24, R9")
	w(&b, "CMP  R22, R20 // the next occurrence within?")
	w(&b, "BGT  %s_miss", name)
	w(&b, "MOVD $1, R20")
	w(&b, "LSL  R26, R20, R20")
	w(&b, "ORR  R20, R10, R10")
	label(&b, name, "_miss")
	w(&b, "SUB  $1, R6, R20")
	w(&b, "AND  R20, R6, R6")
	w(&b, "CBNZ R6, %s_view", name)
	label(&b, name, "_word_end")
	w(&b, "MOVD.P R10, 8(R0)")
	w(&b, "SUB  $1, R2, R2")
	w(&b, "CBNZ R2, %s_word", name)
	w(&b, "B    %s_end", name)
	label(&b, name, "_stop")
	w(&b, "MOVD R10, (R0)")
	label(&b, name, "_end")
	w(&b, "MOVD R6, 0(R5)")
	w(&b, "MOVD R7, 8(R5)")
	w(&b, "MOVD R8, 24(R5)")
	w(&b, "MOVD R9, 32(R5)")
	label(&b, name, "_none")
	fa.load(&b, "MOVD", "dst_base", "R20")
	w(&b, "SUB  R20, R0, R0")
	w(&b, "LSR  $3, R0, R0")
	w(&b, "MOVD R0, %s", ret)
	w(&b, "RET")
	return b.String()
}
