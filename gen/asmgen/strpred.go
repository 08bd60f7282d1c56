package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

const strpredInput = "templates/strpred_asm.json"

// strpredSpec is templates/strpred_asm.json.
type strpredSpec struct {
	Kernels []struct {
		Name   string `json:"name"`
		Params string `json:"params"`
		Result string `json:"result"`
	} `json:"kernels"`
	Levels []struct {
		Level
		Kernels []string `json:"kernels"` // the kernels the level has code for (the others: another level's, named in kernels/asm/kit_<arch>.go)
	} `json:"levels"`
}

// strpredLevels are the levels the generator has string predicate code
// for: each renders a file's prose and, per kernel, its body from the
// argument frame (ret is the result's frame reference, "" for none).
var strpredLevels = map[string]struct {
	head   string
	bodies map[string]func(name string, fa frameArgs, ret string) string
}{
	"AVX2": {strpredAVX2Head, map[string]func(string, frameArgs, string) string{
		"prefixOffs32": prefixOffs32AVX2,
		"viewPrefix":   viewPrefixAVX2,
		"indexAll":     indexAllAVX2,
		"viewMerge":    viewMergeAVX2,
		"viewFind":     viewFindAVX2,
	}},
	"AVX512": {strpredAVX512Head, map[string]func(string, frameArgs, string) string{
		"viewPrefix": viewPrefixAVX512,
		"indexAll":   indexAllAVX512,
	}},
	"NEON": {strpredNEONHead, map[string]func(string, frameArgs, string) string{
		"prefixOffs32": prefixOffs32NEON,
		"viewPrefix":   viewPrefixNEON,
		"indexAll":     indexAllNEON,
		"viewMerge":    viewMergeNEON,
		"viewFind":     viewFindNEON,
	}},
}

// renderStrpred produces the string predicate family's files: one .s per
// level and one stub file per architecture.
func renderStrpred(root string) (map[string][]byte, error) {
	raw, err := os.ReadFile(filepath.Join(root, strpredInput))
	if err != nil {
		return nil, err
	}
	var s strpredSpec
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", strpredInput, err)
	}
	out := newFamilyFiles(strpredInput, "strpred", "string predicate", "")
	for _, l := range s.Levels {
		code, ok := strpredLevels[l.Name]
		if !ok {
			return nil, fmt.Errorf("%s: no string predicate code for level %q", strpredInput, l.Name)
		}
		file, err := l.asmFile(strpredInput, nil)
		if err != nil {
			return nil, err
		}
		f := out.level(l.Level, file, code.head, fmt.Sprintf("Stubs of the %s string predicate kernels (%s), with the contracts "+
			"of strpred.go's wrappers: whole 64-value words only (len(offs)-1 and len(views) multiples of 64, dst "+
			"that many words); prefixOffs32 stops before the first word with an offset above lim and returns the "+
			"words it stored; indexAll scans the starts of whole blocks of 32 (len(data)-len(sub)+1 a multiple "+
			"of 32, len(sub) >= 1) and returns the number of hits it stored. Nothing outside the slices (data: "+
			"its capacity) is read or written. Requires: %s.",
			l.Name, file, l.Requires))
		for _, k := range s.Kernels {
			body, ok := code.bodies[k.Name]
			if !ok {
				if slices.Contains(l.Kernels, k.Name) || len(l.Kernels) == 0 {
					return nil, fmt.Errorf("%s: level %s has no code for kernel %s", strpredInput, l.Name, k.Name)
				}
				continue
			}
			if len(l.Kernels) > 0 && !slices.Contains(l.Kernels, k.Name) {
				return nil, fmt.Errorf("%s: level %s has code for kernel %s but does not list it", strpredInput, l.Name, k.Name)
			}
			fa, size, err := argFrame(k.Params)
			if err != nil {
				return nil, err
			}
			sig, ret := fmt.Sprintf("(%s)", k.Params), ""
			switch k.Result {
			case "":
			case "int":
				size = (size + 7) &^ 7
				ret = fmt.Sprintf("ret+%d(FP)", size)
				size += 8
				sig += " int"
			default:
				return nil, fmt.Errorf("%s: kernel %s: result %q is not int", strpredInput, k.Name, k.Result)
			}
			name := k.Name + l.Name
			f.kernel("\n", name, sig, "", 0, size, body(name, fa, ret))
		}
		out.add(f)
	}
	return out.result()
}

const strpredAVX2Head = `// AVX2 string predicate kernels (strpred.go). prefixOffs32 decides 64
// utf8 or binary values per output word: the lengths of 8 values at a time
// come from two overlapping loads of the offsets (VPSUBD) and are checked
// against [minLen, maxLen] with VPCMPGTD; VPMAXUD checks every offset of the
// word against lim before any value is read, so that the 8-byte loads stay
// within the data buffer. Each value's first 8 bytes are then one scalar
// load (cheaper than VPGATHERDQ on the AMD cores measured), XORed with the
// literal and masked; SUBQ $1 sets the carry iff the result is zero, and
// RCRQ shifts it into the top of the word, two chains of 32 values in
// address order (so that the data is read forwards, as the hardware
// prefetchers expect). viewPrefix compares the lo words of 4 views (length and
// prefix) per YMM: VPUNPCKLQDQ of two loads gathers them in the order 0, 2,
// 1, 3, which a delta swap of bits 1 and 2 of every nibble undoes once per
// word. indexAll finds a literal in a whole data buffer (the values of all
// slots at once): per block of 32 start positions, VPCMPEQB of the bytes
// at the starts with the literal's first byte and of the bytes m-1 further
// with its last byte, ANDed, give the candidates (the first/last-byte
// filter of Mula's SIMD-friendly substring search), and a third compare
// at the middle byte (m/2) drops most false ones, whose verification
// branches mispredict (over 8 letters, "gha": 1 in 64 starts pass first
// and last, 1 in 512 all three); each is verified between its first and
// last bytes with 8-byte then byte compares.
// viewFind tests the inline views (see viewContainsGroupAVX2) and merges
// the long ones with the occurrences indexAll listed.
` + strpredAVX2Data

// strpredAVX2Data are viewFind's constants: the byte indexes of a
// lane, and the mask of a view's inline bytes (4..15), both twice.
const strpredAVX2Data = `
DATA strpredIndexes<>+0(SB)/8, $0x0706050403020100
DATA strpredIndexes<>+8(SB)/8, $0x0f0e0d0c0b0a0908
DATA strpredIndexes<>+16(SB)/8, $0x0706050403020100
DATA strpredIndexes<>+24(SB)/8, $0x0f0e0d0c0b0a0908
GLOBL strpredIndexes<>(SB), RODATA|NOPTR, $32
DATA strpredTail12<>+0(SB)/8, $0xffffffff00000000
DATA strpredTail12<>+8(SB)/8, $0xffffffffffffffff
DATA strpredTail12<>+16(SB)/8, $0xffffffff00000000
DATA strpredTail12<>+24(SB)/8, $0xffffffffffffffff
GLOBL strpredTail12<>(SB), RODATA|NOPTR, $32
`

const strpredAVX512Head = `// AVX-512 string predicate kernels (strpred.go): indexAll as at AVX2, 64
// start positions per block, the three compares into an opmask (each masked
// by the one before), then at most one AVX2 block of 32. viewPrefix takes
// 8 views per step: VPERMI2Q picks their lo words (length and prefix) out
// of two 64-byte loads, one VPCMPEQQ of the masked words with the literal
// and one VPCMPD of their lengths (VPMOVQD keeps each word's low dword)
// under that mask give the step's 8 bits, stored as they are (KMOVB), in
// order. The level's other string kernels are the AVX2 ones (kit_amd64.go).
` + strpredAVX512Data

// strpredAVX512Data is viewPrefixAVX512's VPERMI2Q index: the even
// qwords (the views' lo words) of two ZMMs, in order.
const strpredAVX512Data = `
DATA strpredLoWords<>+0(SB)/8, $0
DATA strpredLoWords<>+8(SB)/8, $2
DATA strpredLoWords<>+16(SB)/8, $4
DATA strpredLoWords<>+24(SB)/8, $6
DATA strpredLoWords<>+32(SB)/8, $8
DATA strpredLoWords<>+40(SB)/8, $10
DATA strpredLoWords<>+48(SB)/8, $12
DATA strpredLoWords<>+56(SB)/8, $14
GLOBL strpredLoWords<>(SB), RODATA|NOPTR, $64
`

// prefixOffs32AVX2 is the body of the utf8 prefix kernel. Registers: DI
// dst, SI offs, DX data, CX words left, AX words done, R8 want, R9 mask,
// R10 the length misses of a word, R12 and R11 the load matches of its
// values 0..31 and 32..63; Y11 the
// offsets within lim, Y12 lim, Y13 maxLen, Y14 minLen.
func prefixOffs32AVX2(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVQ", "dst_base", "DI", "dst_len", "CX", "offs_base", "SI", "data_base", "DX", "want", "R8", "mask", "R9")
	fa.load(&b, "MOVL", "minLen", "AX")
	w(&b, "VMOVD AX, X14")
	w(&b, "VPBROADCASTD X14, Y14")
	fa.load(&b, "MOVL", "maxLen", "AX")
	w(&b, "VMOVD AX, X13")
	w(&b, "VPBROADCASTD X13, Y13")
	fa.load(&b, "MOVL", "lim", "AX")
	w(&b, "VMOVD AX, X12")
	w(&b, "VPBROADCASTD X12, Y12")
	w(&b, "XORQ AX, AX")
	w(&b, "TESTQ CX, CX")
	w(&b, "JZ   %s_done", name)
	label(&b, name, "_word")
	w(&b, "VPCMPEQD Y11, Y11, Y11")
	w(&b, "XORQ R10, R10")
	for blk := range 8 {
		w(&b, "VMOVDQU %d(SI), Y0 // offsets of values %d..%d", 32*blk, 8*blk, 8*blk+7)
		w(&b, "VMOVDQU %d(SI), Y1", 32*blk+4)
		w(&b, "VPSUBD Y0, Y1, Y1 // lengths")
		w(&b, "VPCMPGTD Y1, Y14, Y2 // minLen > length")
		w(&b, "VPCMPGTD Y13, Y1, Y3 // length > maxLen")
		w(&b, "VPOR Y2, Y3, Y2")
		w(&b, "VMOVMSKPS Y2, BX")
		if blk > 0 {
			w(&b, "SHLQ $%d, BX", 8*blk)
		}
		w(&b, "ORQ  BX, R10")
		w(&b, "VPMAXUD Y0, Y12, Y3")
		w(&b, "VPCMPEQD Y3, Y12, Y3 // offset <= lim")
		w(&b, "VPAND Y3, Y11, Y11")
	}
	w(&b, "VMOVMSKPS Y11, BX")
	w(&b, "CMPL BX, $0xff")
	w(&b, "JNE  %s_done // an offset past lim: the caller finishes", name)
	w(&b, "XORQ R11, R11")
	w(&b, "XORQ R12, R12")
	for j := range 64 {
		acc := "R11"
		if j < 32 {
			acc = "R12"
		}
		w(&b, "MOVL %d(SI), BX", 4*j)
		w(&b, "MOVQ (DX)(BX*1), BX")
		w(&b, "XORQ R8, BX")
		w(&b, "ANDQ R9, BX")
		w(&b, "SUBQ $1, BX // carry iff the masked bytes match")
		w(&b, "RCRQ $1, %s", acc)
	}
	w(&b, "SHRQ $32, R12")
	w(&b, "ORQ  R12, R11")
	w(&b, "NOTQ R10")
	w(&b, "ANDQ R10, R11")
	w(&b, "MOVQ R11, (DI)")
	w(&b, "ADDQ $256, SI")
	w(&b, "ADDQ $8, DI")
	w(&b, "INCQ AX")
	w(&b, "DECQ CX")
	w(&b, "JNZ  %s_word", name)
	label(&b, name, "_done")
	w(&b, "MOVQ AX, %s", ret)
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return b.String()
}

// viewPrefixAVX2 is the body of the view prefix kernel. Registers: DI dst,
// SI views, CX words left, R10 the word, R11 the nibble swap constant;
// Y13 minLen, Y14 mask, Y15 want.
// viewPrefixAhead is how far ahead viewPrefixAVX2 prefetches the views:
// the hardware prefetchers stop at 4 KiB pages, and this stream runs
// about twice as fast with PREFETCHT0 two pages ahead (1M views, Zen 3:
// 2.2-2.4 ms without, 0.65-1.1 with, interleaved runs).
const viewPrefixAhead = 8192

func viewPrefixAVX2(name string, fa frameArgs, _ string) string {
	var b strings.Builder
	fa.load(&b, "MOVQ", "dst_base", "DI", "dst_len", "CX", "views_base", "SI", "want", "AX")
	w(&b, "VMOVQ AX, X15")
	w(&b, "VPBROADCASTQ X15, Y15")
	fa.load(&b, "MOVQ", "mask", "AX")
	w(&b, "VMOVQ AX, X14")
	w(&b, "VPBROADCASTQ X14, Y14")
	fa.load(&b, "MOVL", "minLen", "AX")
	w(&b, "VMOVD AX, X13")
	w(&b, "VPBROADCASTD X13, Y13")
	w(&b, "MOVQ $0x2222222222222222, R11")
	w(&b, "TESTQ CX, CX")
	w(&b, "JZ   %s_done", name)
	label(&b, name, "_word")
	w(&b, "XORQ R10, R10")
	for g := range 16 {
		w(&b, "PREFETCHT0 %d(SI)", 64*g+viewPrefixAhead)
		w(&b, "VMOVDQU %d(SI), Y0 // views %d, %d", 64*g, 4*g, 4*g+1)
		w(&b, "VMOVDQU %d(SI), Y1 // views %d, %d", 64*g+32, 4*g+2, 4*g+3)
		w(&b, "VPUNPCKLQDQ Y1, Y0, Y2 // lo words of views 0, 2, 1, 3")
		w(&b, "VPAND Y14, Y2, Y3")
		w(&b, "VPCMPEQQ Y15, Y3, Y3 // prefix matches")
		w(&b, "VPCMPGTD Y2, Y13, Y4 // minLen > length, in the low dword")
		w(&b, "VPSLLQ $32, Y4, Y4")
		w(&b, "VPANDN Y3, Y4, Y3")
		w(&b, "VMOVMSKPD Y3, BX")
		if g > 0 {
			w(&b, "SHLQ $%d, BX", 4*g)
		}
		w(&b, "ORQ  BX, R10")
	}
	w(&b, "MOVQ R10, BX // swap bits 1 and 2 of every nibble")
	w(&b, "SHRQ $1, BX")
	w(&b, "XORQ R10, BX")
	w(&b, "ANDQ R11, BX")
	w(&b, "XORQ BX, R10")
	w(&b, "SHLQ $1, BX")
	w(&b, "XORQ BX, R10")
	w(&b, "MOVQ R10, (DI)")
	viewPrefixX86End(&b, name)
	return b.String()
}

// viewPrefixX86End ends an x86 view prefix kernel's loop over words of 64
// views (SI the views, DI dst, CX words left) and returns.
func viewPrefixX86End(b *strings.Builder, name string) {
	w(b, "ADDQ $1024, SI")
	w(b, "ADDQ $8, DI")
	w(b, "DECQ CX")
	w(b, "JNZ  %s_word", name)
	label(b, name, "_done")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

// viewPrefixAVX512 is the body of the view prefix kernel at AVX-512.
// Registers: DI dst, SI views, CX words left; Z12 the lo-word index, Z13
// minLen (dwords), Z14 mask, Z15 want; Z0, Z1 two loads of 4 views, Z2
// their lo words, Z3 the masked words, Y4 the lengths, K1 the step's bits.
func viewPrefixAVX512(name string, fa frameArgs, _ string) string {
	var b strings.Builder
	fa.load(&b, "MOVQ", "dst_base", "DI", "dst_len", "CX", "views_base", "SI", "want", "AX")
	w(&b, "VPBROADCASTQ AX, Z15")
	fa.load(&b, "MOVQ", "mask", "AX")
	w(&b, "VPBROADCASTQ AX, Z14")
	fa.load(&b, "MOVL", "minLen", "AX")
	w(&b, "VPBROADCASTD AX, Z13")
	w(&b, "VMOVDQU64 strpredLoWords<>(SB), Z12")
	w(&b, "TESTQ CX, CX")
	w(&b, "JZ   %s_done", name)
	label(&b, name, "_word")
	for g := range 8 {
		w(&b, "PREFETCHT0 %d(SI)", 128*g+viewPrefixAhead)
		w(&b, "PREFETCHT0 %d(SI)", 128*g+64+viewPrefixAhead)
		w(&b, "VMOVDQU64 %d(SI), Z0 // views %d..%d", 128*g, 8*g, 8*g+3)
		w(&b, "VMOVDQU64 %d(SI), Z1 // views %d..%d", 128*g+64, 8*g+4, 8*g+7)
		w(&b, "VMOVDQA64 Z12, Z2")
		w(&b, "VPERMI2Q Z1, Z0, Z2 // their lo words")
		w(&b, "VPANDQ Z14, Z2, Z3")
		w(&b, "VPCMPEQQ Z15, Z3, K1 // prefix matches")
		w(&b, "VPMOVQD Z2, Y4 // lengths")
		w(&b, "VPCMPD $5, Y13, Y4, K1, K1 // and length >= minLen (signed)")
		w(&b, "KMOVB K1, %d(DI)", g)
	}
	viewPrefixX86End(&b, name)
	return b.String()
}

// indexAllAVX2 is the body of the substring scan at AVX2: 32 start
// positions per block. Registers: SI data, R11 data+m-1 (the last byte of
// an occurrence starting at 0), R9 sub, CX m, DI the next hit slot, R8 the
// hit slots left, BX the block's first start, R10 the last block start, AX
// the block's candidate mask, R12 a candidate's start, R13 and DX the
// verification, R14 data+m/2; Y14, Y15 and Y13 sub's first, last and
// middle bytes in every lane.
func indexAllAVX2(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	indexAllX86Setup(&b, fa, name)
	label(&b, name, "_block")
	w(&b, "VPCMPEQB (SI)(BX*1), Y14, Y0 // first bytes")
	w(&b, "VPCMPEQB (R11)(BX*1), Y15, Y1 // last bytes")
	w(&b, "VPCMPEQB (R14)(BX*1), Y13, Y2 // middle bytes")
	w(&b, "VPAND Y0, Y1, Y0")
	w(&b, "VPAND Y2, Y0, Y0")
	w(&b, "VPMOVMSKB Y0, AX")
	w(&b, "TESTL AX, AX")
	w(&b, "JNZ  %s_cands", name)
	label(&b, name, "_next")
	w(&b, "ADDQ $32, BX")
	w(&b, "CMPQ BX, R10")
	w(&b, "JLE  %s_block", name)
	w(&b, "JMP  %s_done", name)
	indexAllX86Verify(&b, name, "TZCNTL AX, R12", "BLSRL AX, AX", name+"_next", name+"_done")
	label(&b, name, "_done")
	indexAllX86Ret(&b, fa, ret)
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return b.String()
}

// indexAllAVX512 is indexAllAVX2 with 64 start positions per block (opmask
// compares of ZMMs, KMOVQ to AX), then at most one block of 32 (YMMs) to
// keep the wrappers' 32-position contract.
func indexAllAVX512(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	indexAllX86Setup(&b, fa, name)
	w(&b, "VPBROADCASTB X14, Z14")
	w(&b, "VPBROADCASTB X15, Z15")
	w(&b, "VPBROADCASTB X13, Z13")
	w(&b, "LEAQ -32(R10), DX // the last start of a 64-position block")
	label(&b, name, "_block64")
	w(&b, "CMPQ BX, DX")
	w(&b, "JG   %s_block32", name)
	w(&b, "VPCMPEQB (SI)(BX*1), Z14, K1 // first bytes")
	w(&b, "VPCMPEQB (R11)(BX*1), Z15, K1, K1 // and last bytes")
	w(&b, "VPCMPEQB (R14)(BX*1), Z13, K1, K1 // and middle bytes")
	w(&b, "KMOVQ K1, AX")
	w(&b, "TESTQ AX, AX")
	w(&b, "JNZ  %s64_cands", name)
	label(&b, name, "_next64")
	w(&b, "ADDQ $64, BX")
	w(&b, "LEAQ -32(R10), DX")
	w(&b, "JMP  %s_block64", name)
	indexAllX86Verify(&b, name+"64", "TZCNTQ AX, R12", "BLSRQ AX, AX", name+"_next64", name+"_done")
	label(&b, name, "_block32")
	w(&b, "CMPQ BX, R10")
	w(&b, "JG   %s_done", name)
	w(&b, "VPCMPEQB (SI)(BX*1), Y14, Y0")
	w(&b, "VPCMPEQB (R11)(BX*1), Y15, Y1")
	w(&b, "VPCMPEQB (R14)(BX*1), Y13, Y2")
	w(&b, "VPAND Y0, Y1, Y0")
	w(&b, "VPAND Y2, Y0, Y0")
	w(&b, "VPMOVMSKB Y0, AX")
	w(&b, "TESTL AX, AX")
	w(&b, "JNZ  %s32_cands", name)
	w(&b, "JMP  %s_done", name)
	indexAllX86Verify(&b, name+"32", "TZCNTL AX, R12", "BLSRL AX, AX", name+"_done", name+"_done")
	label(&b, name, "_done")
	indexAllX86Ret(&b, fa, ret)
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return b.String()
}

// indexAllX86Setup loads the frame, broadcasts sub's first, last and
// middle (m/2) bytes to Y14, Y15 and Y13, points R14 at data+m/2, and sets
// BX to 0 and R10 to len(data)-m-31, the last start
// of a whole block (the wrapper passes data that ends a block's last byte
// past m-1).
func indexAllX86Setup(b *strings.Builder, fa frameArgs, name string) {
	fa.load(b, "MOVQ", "hits_base", "DI", "hits_len", "R8", "data_base", "SI", "data_len", "R10", "sub_base", "R9", "sub_len", "CX")
	w(b, "TESTQ R8, R8")
	w(b, "JZ   %s_done", name)
	w(b, "VPBROADCASTB (R9), Y14")
	w(b, "VPBROADCASTB -1(R9)(CX*1), Y15")
	w(b, "MOVQ CX, R14")
	w(b, "SHRQ $1, R14 // the middle byte, m/2")
	w(b, "VPBROADCASTB (R9)(R14*1), Y13")
	w(b, "ADDQ SI, R14")
	w(b, "LEAQ -1(SI)(CX*1), R11")
	w(b, "SUBQ CX, R10")
	w(b, "SUBQ $31, R10")
	w(b, "XORQ BX, BX")
	w(b, "CMPQ BX, R10")
	w(b, "JG   %s_done", name)
}

// indexAllX86Verify renders the candidate loop of label name+"_cands":
// tz puts the next candidate's bit index in R12, clear drops it from AX;
// the bytes between the first and last are compared 8 at a time, then one
// at a time; a match is stored, and a full hits slice ends the scan (at
// done). It goes on at next when AX has no candidate left.
func indexAllX86Verify(b *strings.Builder, name, tz, clear, next, done string) {
	label(b, name, "_cands")
	w(b, "%s", tz)
	w(b, "ADDQ BX, R12 // the candidate's start")
	w(b, "MOVQ $1, R13 // the byte compared next")
	label(b, name, "_words")
	w(b, "LEAQ 8(R13), DX")
	w(b, "CMPQ DX, CX // 8 more bytes before the last?")
	w(b, "JGE  %s_bytes", name)
	w(b, "LEAQ (SI)(R12*1), DX")
	w(b, "MOVQ (DX)(R13*1), DX")
	w(b, "CMPQ DX, (R9)(R13*1)")
	w(b, "JNE  %s_miss", name)
	w(b, "ADDQ $8, R13")
	w(b, "JMP  %s_words", name)
	label(b, name, "_bytes")
	w(b, "LEAQ 1(R13), DX")
	w(b, "CMPQ DX, CX")
	w(b, "JGE  %s_hit", name)
	w(b, "LEAQ (SI)(R12*1), DX")
	w(b, "MOVBLZX (DX)(R13*1), DX")
	w(b, "CMPB DL, (R9)(R13*1)")
	w(b, "JNE  %s_miss", name)
	w(b, "INCQ R13")
	w(b, "JMP  %s_bytes", name)
	label(b, name, "_hit")
	w(b, "MOVQ R12, (DI)")
	w(b, "ADDQ $8, DI")
	w(b, "DECQ R8")
	w(b, "JZ   %s", done)
	label(b, name, "_miss")
	w(b, "%s", clear)
	w(b, "JNZ  %s_cands", name)
	w(b, "JMP  %s", next)
}

// indexAllX86Ret stores the number of hits, (DI - hits_base)/8.
func indexAllX86Ret(b *strings.Builder, fa frameArgs, ret string) {
	fa.load(b, "MOVQ", "hits_base", "AX")
	w(b, "SUBQ AX, DI")
	w(b, "SHRQ $3, DI")
	w(b, "MOVQ DI, %s", ret)
}

const strpredNEONHead = `// NEON string predicate kernels (strpred.go): indexAll as at AVX2, 32
// start positions per block as two 16-byte vectors, VCMEQ against the
// literal's first, last and middle (m/2) bytes, ANDed (the middle byte
// drops most false candidates, whose verification branches mispredict);
// the byte masks become 32 bits by weighting each lane with its bit and
// three pairwise adds (NEON has no movemask). prefixOffs32, viewPrefix,
// viewMerge and viewFind are the AVX2 algorithms in A64 (gen/asmgen
// strpred_neon.go): prefixOffs32 checks a word's offsets against lim with
// UMAX before its scalar loads; viewFind tests 4 inline views at a time,
// one per register, shifting each with EXT for every byte of the literal.

DATA strpredBitWeights<>+0(SB)/8, $0x8040201008040201
DATA strpredBitWeights<>+8(SB)/8, $0x8040201008040201
GLOBL strpredBitWeights<>(SB), RODATA|NOPTR, $16

// viewFind's constants: the byte indexes, the length bytes of a view, the
// weights of 4 dword lanes
DATA strpredIndexes<>+0(SB)/8, $0x0706050403020100
DATA strpredIndexes<>+8(SB)/8, $0x0f0e0d0c0b0a0908
GLOBL strpredIndexes<>(SB), RODATA|NOPTR, $16
DATA strpredLow4<>+0(SB)/8, $0x00000000ffffffff
DATA strpredLow4<>+8(SB)/8, $0x0000000000000000
GLOBL strpredLow4<>(SB), RODATA|NOPTR, $16
DATA strpredLaneWeights<>+0(SB)/8, $0x0000000200000001
DATA strpredLaneWeights<>+8(SB)/8, $0x0000000800000004
GLOBL strpredLaneWeights<>(SB), RODATA|NOPTR, $16
`

// indexAllNEON is the body of the substring scan at NEON. Registers: R0
// the next hit slot, R1 the hit slots left, R2 data, R4 sub, R5 m, R6
// data+m-1, R7 the block's first start, R8 the last block start, R9 the
// block's candidate mask, R10 a candidate's start, R13 the byte compared
// next, R11 and R12 scratch, R3 data+m/2; V28, V29 and V27 sub's first,
// last and middle bytes in every lane, V30 the bit weights.
func indexAllNEON(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVD", "hits_base", "R0", "hits_len", "R1", "data_base", "R2", "data_len", "R8", "sub_base", "R4", "sub_len", "R5")
	w(&b, "CBZ  R1, %s_done", name)
	w(&b, "MOVBU (R4), R11")
	w(&b, "VDUP R11, V28.B16")
	w(&b, "ADD  R4, R5, R12")
	w(&b, "MOVBU -1(R12), R11")
	w(&b, "VDUP R11, V29.B16")
	w(&b, "LSR  $1, R5, R3 // the middle byte, m/2")
	w(&b, "MOVBU (R4)(R3), R11")
	w(&b, "VDUP R11, V27.B16")
	w(&b, "ADD  R2, R3, R3")
	w(&b, "MOVD $strpredBitWeights<>(SB), R11")
	w(&b, "VLD1 (R11), [V30.B16]")
	w(&b, "ADD  R2, R5, R6")
	w(&b, "SUB  $1, R6, R6")
	w(&b, "SUB  R5, R8, R8")
	w(&b, "SUB  $31, R8, R8")
	w(&b, "MOVD ZR, R7")
	w(&b, "CMP  R8, R7")
	w(&b, "BGT  %s_done", name)
	label(&b, name, "_block")
	w(&b, "ADD  R7, R2, R11")
	w(&b, "VLD1 (R11), [V0.B16, V1.B16]")
	w(&b, "ADD  R7, R6, R12")
	w(&b, "VLD1 (R12), [V2.B16, V3.B16]")
	w(&b, "VCMEQ V28.B16, V0.B16, V0.B16 // first bytes")
	w(&b, "VCMEQ V28.B16, V1.B16, V1.B16")
	w(&b, "VCMEQ V29.B16, V2.B16, V2.B16 // last bytes")
	w(&b, "VCMEQ V29.B16, V3.B16, V3.B16")
	w(&b, "VAND V2.B16, V0.B16, V0.B16")
	w(&b, "VAND V3.B16, V1.B16, V1.B16")
	w(&b, "ADD  R7, R3, R11")
	w(&b, "VLD1 (R11), [V4.B16, V5.B16]")
	w(&b, "VCMEQ V27.B16, V4.B16, V4.B16 // middle bytes")
	w(&b, "VCMEQ V27.B16, V5.B16, V5.B16")
	w(&b, "VAND V4.B16, V0.B16, V0.B16")
	w(&b, "VAND V5.B16, V1.B16, V1.B16")
	w(&b, "VAND V30.B16, V0.B16, V0.B16")
	w(&b, "VAND V30.B16, V1.B16, V1.B16")
	w(&b, "VADDP V1.B16, V0.B16, V4.B16")
	w(&b, "VADDP V4.B16, V4.B16, V4.B16")
	w(&b, "VADDP V4.B16, V4.B16, V4.B16")
	w(&b, "VMOV V4.S[0], R9")
	w(&b, "CBNZ R9, %s_cands", name)
	label(&b, name, "_next")
	w(&b, "ADD  $32, R7, R7")
	w(&b, "CMP  R8, R7")
	w(&b, "BLE  %s_block", name)
	w(&b, "B    %s_done", name)
	label(&b, name, "_cands")
	w(&b, "RBITW R9, R10")
	w(&b, "CLZW R10, R10")
	w(&b, "ADD  R7, R10, R10 // the candidate's start")
	w(&b, "MOVD $1, R13")
	label(&b, name, "_words")
	w(&b, "ADD  $8, R13, R11")
	w(&b, "CMP  R5, R11 // 8 more bytes before the last?")
	w(&b, "BGE  %s_bytes", name)
	w(&b, "ADD  R10, R2, R11")
	w(&b, "MOVD (R11)(R13), R11")
	w(&b, "MOVD (R4)(R13), R12")
	w(&b, "CMP  R11, R12")
	w(&b, "BNE  %s_miss", name)
	w(&b, "ADD  $8, R13, R13")
	w(&b, "B    %s_words", name)
	label(&b, name, "_bytes")
	w(&b, "ADD  $1, R13, R11")
	w(&b, "CMP  R5, R11")
	w(&b, "BGE  %s_hit", name)
	w(&b, "ADD  R10, R2, R11")
	w(&b, "MOVBU (R11)(R13), R11")
	w(&b, "MOVBU (R4)(R13), R12")
	w(&b, "CMPW R11, R12")
	w(&b, "BNE  %s_miss", name)
	w(&b, "ADD  $1, R13, R13")
	w(&b, "B    %s_bytes", name)
	label(&b, name, "_hit")
	w(&b, "MOVD.P R10, 8(R0)")
	w(&b, "SUB  $1, R1, R1")
	w(&b, "CBZ  R1, %s_done", name)
	label(&b, name, "_miss")
	w(&b, "SUB  $1, R9, R11")
	w(&b, "AND  R11, R9, R9")
	w(&b, "CBNZ R9, %s_cands", name)
	w(&b, "B    %s_next", name)
	label(&b, name, "_done")
	fa.load(&b, "MOVD", "hits_base", "R11")
	w(&b, "SUB  R11, R0, R0")
	w(&b, "LSR  $3, R0, R0")
	w(&b, "MOVD R0, %s", ret)
	w(&b, "RET")
	return b.String()
}

// viewMergeAVX2 is the body of the long-view merge (scalar, BMI1): per set
// bit of long (TZCNTQ, BLSRQ), the view's buffer index, offset and length
// are checked against the scan's state, the occurrences before its start
// passed (the list ends in one at cov, so the loop stops in it), and its
// bit set if the next one starts within its last start. Registers: DI dst,
// R8 long, SI the word's views, R9 hits, R10 words left, BX st (buf, m,
// room, cov and gap read from it), AX the word's bits left, DX its result,
// R11 h, R13 last, R14 lim, R15 the view's offset, R12 its last start, CX
// its byte index in the word's views.
func viewMergeAVX2(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVQ", "dst_base", "DI", "long_base", "R8", "long_len", "R10", "views_base", "SI", "hits_base", "R9", "st_base", "BX")
	w(&b, "TESTQ R10, R10")
	w(&b, "JZ   %s_none", name)
	w(&b, "MOVQ 0(BX), AX // y")
	w(&b, "MOVQ 8(BX), R11 // h")
	w(&b, "MOVQ 24(BX), R13 // last")
	w(&b, "MOVQ 32(BX), R14 // lim")
	w(&b, "MOVQ (DI), DX")
	label(&b, name, "_view")
	w(&b, "TESTQ AX, AX")
	w(&b, "JZ   %s_word", name)
	w(&b, "TZCNTQ AX, CX")
	w(&b, "SHLQ $4, CX")
	w(&b, "MOVLQSX 8(SI)(CX*1), R12 // buffer index")
	w(&b, "CMPQ R12, 16(BX)")
	w(&b, "JNE  %s_stop", name)
	w(&b, "MOVLQSX 12(SI)(CX*1), R15 // offset")
	w(&b, "CMPQ R15, R13 // before the last start?")
	w(&b, "JLT  %s_stop", name)
	w(&b, "CMPQ R15, R14 // past the gap bound?")
	w(&b, "JGT  %s_stop", name)
	w(&b, "MOVLQSX 0(SI)(CX*1), R12 // length")
	w(&b, "ADDQ R15, R12")
	w(&b, "SUBQ 40(BX), R12 // the last start, offset+length-m")
	w(&b, "CMPQ R12, R15 // shorter than the literal?")
	w(&b, "JLT  %s_stop", name)
	w(&b, "CMPQ R12, 48(BX) // past the buffer?")
	w(&b, "JGT  %s_stop", name)
	w(&b, "CMPQ R12, 56(BX) // past the starts scanned?")
	w(&b, "JGE  %s_stop", name)
	label(&b, name, "_skip")
	w(&b, "CMPQ (R9)(R11*8), R15")
	w(&b, "JGE  %s_skipped", name)
	w(&b, "INCQ R11")
	w(&b, "JMP  %s_skip", name)
	label(&b, name, "_skipped")
	w(&b, "MOVQ R15, R13 // last = offset")
	w(&b, "MOVQ R12, R14")
	w(&b, "ADDQ 40(BX), R14")
	w(&b, "ADDQ 64(BX), R14 // lim = its end + gap")
	w(&b, "CMPQ (R9)(R11*8), R12 // the next occurrence within?")
	w(&b, "JGT  %s_miss", name)
	w(&b, "TZCNTQ AX, CX")
	w(&b, "BTSQ CX, DX")
	label(&b, name, "_miss")
	w(&b, "BLSRQ AX, AX")
	w(&b, "JMP  %s_view", name)
	label(&b, name, "_word")
	w(&b, "MOVQ DX, (DI)")
	w(&b, "ADDQ $8, DI")
	w(&b, "ADDQ $8, R8")
	w(&b, "ADDQ $1024, SI")
	w(&b, "DECQ R10")
	w(&b, "JZ   %s_end", name)
	w(&b, "MOVQ (R8), AX")
	w(&b, "MOVQ (DI), DX")
	w(&b, "JMP  %s_view", name)
	label(&b, name, "_stop")
	w(&b, "MOVQ DX, (DI)")
	label(&b, name, "_end")
	w(&b, "MOVQ AX, 0(BX)")
	w(&b, "MOVQ R11, 8(BX)")
	w(&b, "MOVQ R13, 24(BX)")
	w(&b, "MOVQ R14, 32(BX)")
	label(&b, name, "_none")
	fa.load(&b, "MOVQ", "dst_base", "CX")
	w(&b, "SUBQ CX, DI")
	w(&b, "SHRQ $3, DI")
	w(&b, "MOVQ DI, %s", ret)
	w(&b, "RET")
	return b.String()
}

// viewFindAVX2 is the body of Contains over views in one pass: each word
// of 64 views is tested as in the inline-view test (viewContainsGroupAVX2; its inline hits in R10,
// its long bits in R11), and its long views are then merged with the
// occurrences as in viewMergeAVX2 while the word's views are still in L1,
// so that the views are read from memory once. It stops at the first long
// view that does not follow the scan, storing the word's bits so far and
// leaving the long bits left in st[0], and returns the index of that word
// (the words done). Registers: DI dst, SI views (past the word's group
// loop: its end), CX words left, R9 sub, BX st (m at 40(BX), read by the
// group loop too), R8 the groups left and then hits, R10 the word's hits,
// R11 its long bits left, R15 h, R13 last, R14 lim, AX, DX and R12
// scratch (R12 also the PEXT masks); the Y registers as the inline-view test's.
// viewFindAhead is how far past the word's end viewFindAVX2 prefetches.
const viewFindAhead = 4096

func viewFindAVX2(name string, fa frameArgs, ret string) string {
	var b strings.Builder
	fa.load(&b, "MOVQ", "dst_base", "DI", "dst_len", "CX", "views_base", "SI", "sub_base", "R9", "sub_len", "R8", "st_base", "BX")
	w(&b, "TESTQ CX, CX")
	w(&b, "JZ   %s_none", name)
	viewContainsSetupAVX2(&b, name)
	w(&b, "MOVQ 8(BX), R15 // h")
	w(&b, "MOVQ 24(BX), R13 // last")
	w(&b, "MOVQ 32(BX), R14 // lim")
	label(&b, name, "_word")
	w(&b, "XORQ R10, R10")
	w(&b, "XORQ R11, R11")
	w(&b, "XORQ R8, R8")
	label(&b, name, "_group")
	viewContainsGroupAVX2(&b, name, "40(BX)", "R8")
	w(&b, "ADDQ $64, SI")
	w(&b, "ADDQ $4, R8")
	w(&b, "CMPQ R8, $64")
	w(&b, "JLT  %s_group", name)
	viewContainsWordAVX2(&b, "R12")
	for l := range 16 { // a later word's views arrive while this one merges
		w(&b, "PREFETCHT0 %d(SI)", 64*l+viewFindAhead)
	}
	fa.load(&b, "MOVQ", "hits_base", "R8")
	w(&b, "MOVQ 48(BX), R9")
	w(&b, "INCQ R9")
	w(&b, "CMPQ R9, 56(BX)")
	w(&b, "CMOVQGT 56(BX), R9 // the bound of last starts: min(room+1, cov)")
	w(&b, "TESTQ R11, R11")
	w(&b, "JZ   %s_word_end", name)
	label(&b, name, "_view")
	w(&b, "TZCNTQ R11, AX")
	w(&b, "SHLQ $4, AX // the view's byte index in the word, whose end is SI")
	w(&b, "MOVLQSX -1016(SI)(AX*1), R12 // buffer index")
	w(&b, "CMPQ R12, 16(BX)")
	w(&b, "JNE  %s_stop", name)
	w(&b, "MOVLQSX -1012(SI)(AX*1), DX // offset")
	w(&b, "CMPQ DX, R13 // before the last start?")
	w(&b, "JLT  %s_stop", name)
	w(&b, "CMPQ DX, R14 // past the gap bound?")
	w(&b, "JGT  %s_stop", name)
	w(&b, "MOVLQSX -1024(SI)(AX*1), R12 // length, above 12 >= m: the value holds a start")
	w(&b, "ADDQ DX, R12")
	w(&b, "MOVQ R12, AX")
	w(&b, "ADDQ 64(BX), AX // the next lim: its end + gap")
	w(&b, "SUBQ 40(BX), R12 // the last start, offset+length-m")
	w(&b, "CMPQ R12, R9 // past the buffer or the starts scanned?")
	w(&b, "JGE  %s_stop", name)
	label(&b, name, "_skip")
	w(&b, "CMPQ (R8)(R15*8), DX")
	w(&b, "JGE  %s_skipped", name)
	w(&b, "INCQ R15")
	w(&b, "JMP  %s_skip", name)
	label(&b, name, "_skipped")
	w(&b, "MOVQ DX, R13 // last = offset")
	w(&b, "MOVQ AX, R14")
	w(&b, "CMPQ (R8)(R15*8), R12 // the next occurrence within?")
	w(&b, "JGT  %s_miss", name)
	w(&b, "TZCNTQ R11, AX")
	w(&b, "BTSQ AX, R10")
	label(&b, name, "_miss")
	w(&b, "BLSRQ R11, R11")
	w(&b, "JNZ  %s_view", name)
	label(&b, name, "_word_end")
	fa.load(&b, "MOVQ", "sub_base", "R9")
	w(&b, "MOVQ R10, (DI)")
	w(&b, "ADDQ $8, DI")
	w(&b, "DECQ CX")
	w(&b, "JNZ  %s_word", name)
	w(&b, "JMP  %s_end", name)
	label(&b, name, "_stop")
	w(&b, "MOVQ R10, (DI)")
	label(&b, name, "_end")
	w(&b, "MOVQ R11, 0(BX)")
	w(&b, "MOVQ R15, 8(BX)")
	w(&b, "MOVQ R13, 24(BX)")
	w(&b, "MOVQ R14, 32(BX)")
	label(&b, name, "_none")
	fa.load(&b, "MOVQ", "dst_base", "AX")
	w(&b, "SUBQ AX, DI")
	w(&b, "SHRQ $3, DI")
	w(&b, "MOVQ DI, %s", ret)
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	viewContainsSlowAVX2(&b, name, "R8")
	return b.String()
}

// The inline-view substring test at AVX2 (viewFindAVX2's first half):
// 4 views per group as 2 YMMs, one view per 128-bit lane, so that the
// in-lane VPSRLDQ moves each view's bytes. For each byte k of the literal
// (the k steps unrolled, entered while k < m; bytes 1 and 2 broadcast
// once, in Y4 and Y12), the view's bytes shifted k places down are
// compared with byte k, ANDed over k: a byte left set at j says the
// literal starts there. Starts past length-m (VPCMPGTB of j+m-4 against
// the length's low byte) and in the length bytes 0..3 (127 in place of
// j+m-4) are dropped. The long bits (length > 12) come from the lo words
// of the 4 views (VPUNPCKLQDQ: in the order 0, 2, 1, 3) with the length
// shifted into the high dword, one VPCMPGTQ and VMOVMSKPD. Most groups
// have no start at all (VPTEST), and skip the reduction: in the others
// (out of line), VPSADBW against zero, a qword swap and VPADDQ sum each
// view's start bytes, and VPCMPEQQ and VMOVMSKPD give one bit per view,
// in the same order. Each group's 4 bits are shifted to its place in the
// word (SHLXQ), and once per word a delta swap of bits 1 and 2 of every
// nibble restores the view order; long views hold no inline value, so
// their start bits (from bytes that are not a value) are cleared.
// Registers: R9 sub, R10 and R11 the word's hit and long bits; Y15 the
// byte indexes 0..15 per lane (setup only), Y14 the literal's first byte,
// Y4 and Y12 its bytes 1 and 2, Y13 the indexes plus m-4 (127 in bytes
// 0..3), Y11 12<<32 | 0xffffffff in every qword, Y10 zero.
// (viewContainsSetupAVX2, viewContainsGroupAVX2, viewContainsSlowAVX2 and
// viewContainsWordAVX2 render it.)

// viewContainsSetupAVX2 loads the inline-view test's constant registers (Y4,
// Y10 to Y14) from R9 (the literal) and R8 (its length); it uses AX, Y2,
// Y12 and Y15 on the way.
func viewContainsSetupAVX2(b *strings.Builder, name string) {
	w(b, "VMOVDQU strpredIndexes<>(SB), Y15")
	w(b, "VMOVDQU strpredTail12<>(SB), Y12")
	w(b, "VPXOR Y10, Y10, Y10")
	w(b, "VPBROADCASTB (R9), Y14 // the literal's first byte")
	w(b, "LEAQ -4(R8), AX")
	w(b, "VMOVD AX, X13")
	w(b, "VPBROADCASTB X13, Y13")
	w(b, "VPADDB Y15, Y13, Y13 // j+m-4")
	w(b, "MOVL $127, AX")
	w(b, "VMOVD AX, X2")
	w(b, "VPBROADCASTB X2, Y2")
	w(b, "VPANDN Y2, Y12, Y2 // 127 in bytes 0..3")
	w(b, "VPAND Y12, Y13, Y13")
	w(b, "VPOR Y2, Y13, Y13 // and 127 (above any inline length) in the length bytes 0..3")
	w(b, "MOVQ $0x0000000cffffffff, AX")
	w(b, "VMOVQ AX, X11")
	w(b, "VPBROADCASTQ X11, Y11 // above it: a length above 12 in the high dword")
	w(b, "CMPQ R8, $2")
	w(b, "JLT  %s_bcast", name)
	w(b, "VPBROADCASTB 1(R9), Y4 // the literal's bytes 1 and 2, where it has them")
	w(b, "CMPQ R8, $3")
	w(b, "JLT  %s_bcast", name)
	w(b, "VPBROADCASTB 2(R9), Y12")
	label(b, name, "_bcast")
}

// viewContainsGroupAVX2 renders the test of one group of 4 views at SI
// (see above): m is the operand holding the literal's length (a
// register or memory), sh the register holding the group's bit position
// in the word; the group's long bits are ORed into R11 and, through the
// out-of-line block viewContainsSlowAVX2 renders, its hit bits into R10
// (both in the order 0, 2, 1, 3). It uses AX and Y0..Y9 besides, and reads
// the literal's bytes from 3 on at R9.
func viewContainsGroupAVX2(b *strings.Builder, name, m, sh string) {
	w(b, "VMOVDQU (SI), Y0 // views 0, 1")
	w(b, "VMOVDQU 32(SI), Y7 // views 2, 3")
	w(b, "VPCMPEQB Y14, Y0, Y3 // starts where byte 0 matches")
	w(b, "VPCMPEQB Y14, Y7, Y8")
	for k := 1; k < 12; k++ { // byte k of the literal, while k < m
		w(b, "CMPQ %s, $%d", m, k+1)
		w(b, "JLT  %s_kdone", name)
		src := "Y1"
		switch k {
		case 1:
			src = "Y4"
		case 2:
			src = "Y12"
		default:
			w(b, "VPBROADCASTB %d(R9), Y1", k)
		}
		w(b, "VPSRLDQ $%d, Y0, Y2 // bytes j+%d", k, k)
		w(b, "VPCMPEQB %s, Y2, Y2", src)
		w(b, "VPAND Y2, Y3, Y3")
		w(b, "VPSRLDQ $%d, Y7, Y2", k)
		w(b, "VPCMPEQB %s, Y2, Y2", src)
		w(b, "VPAND Y2, Y8, Y8")
	}
	label(b, name, "_kdone")
	for _, r := range [][2]int{{0, 3}, {7, 8}} {
		v, e := r[0], r[1]
		w(b, "VPSHUFB Y10, Y%d, Y5 // the length's low byte in every byte of its lane", v)
		w(b, "VPCMPGTB Y5, Y13, Y2 // j+m-4 > length, or j < 4: no start there")
		w(b, "VPANDN Y%d, Y2, Y%d", e, e)
	}
	w(b, "VPUNPCKLQDQ Y7, Y0, Y5 // lo words of views 0, 2, 1, 3")
	w(b, "VPSLLQ $32, Y5, Y5 // their lengths in the high dwords")
	w(b, "VPCMPGTQ Y11, Y5, Y5 // length > 12: not inline")
	w(b, "VMOVMSKPD Y5, AX")
	w(b, "SHLXQ %s, AX, AX", sh)
	w(b, "ORQ  AX, R11")
	w(b, "VPOR Y3, Y8, Y5")
	w(b, "VPTEST Y5, Y5")
	w(b, "JNZ  %s_slow // a start in one of the 4 views", name)
	label(b, name, "_slowdone")
}

// viewContainsSlowAVX2 renders the out-of-line block of
// viewContainsGroupAVX2: the group's hit bits from its start bytes (Y3,
// Y8), ORed into R10 at bit sh. It uses AX, DX and Y5.
func viewContainsSlowAVX2(b *strings.Builder, name, sh string) {
	label(b, name, "_slow")
	for _, e := range []string{"Y3", "Y8"} {
		w(b, "VPSADBW Y10, %s, %s // per 8 bytes, their sum", e, e)
		w(b, "VPSHUFD $0x4e, %s, Y5", e)
		w(b, "VPADDQ Y5, %s, %s // per view, in both qwords", e, e)
		w(b, "VPCMPEQQ Y10, %s, %s // no start", e, e)
	}
	w(b, "VMOVMSKPD Y3, AX // views 0, 1: bits 0, 1 and 2, 3")
	w(b, "VMOVMSKPD Y8, DX // views 2, 3")
	w(b, "ANDL $5, AX")
	w(b, "ANDL $10, DX")
	w(b, "ORL  DX, AX")
	w(b, "XORL $15, AX // views 0, 2, 1, 3 with a start")
	w(b, "SHLXQ %s, AX, AX", sh)
	w(b, "ORQ  AX, R10")
	w(b, "JMP  %s_slowdone", name)
}

// viewContainsWordAVX2 puts a word's hit and long bits (R10, R11) in view
// order (a delta swap of bits 1 and 2 of every nibble, c a scratch
// register for its constant) and clears the hit bits of long views. It
// uses AX.
func viewContainsWordAVX2(b *strings.Builder, c string) {
	w(b, "MOVQ $0x2222222222222222, %s", c)
	for _, r := range []string{"R10", "R11"} {
		w(b, "MOVQ %s, AX // swap bits 1 and 2 of every nibble", r)
		w(b, "SHRQ $1, AX")
		w(b, "XORQ %s, AX", r)
		w(b, "ANDQ %s, AX", c)
		w(b, "XORQ AX, %s", r)
		w(b, "SHLQ $1, AX")
		w(b, "XORQ AX, %s", r)
	}
	w(b, "ANDNQ R10, R11, R10 // long views hold no inline value")
}
