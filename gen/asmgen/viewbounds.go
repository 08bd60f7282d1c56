package main

import (
	"fmt"
	"strings"
)

const boundsInput = "templates/viewbounds_asm.json"

// boundsLevels are the view bounds levels the generator has code for.
var boundsLevels = map[string]familyLevel{
	"AVX2": {boundsAVX2Head, map[string]func(fa frameArgs) asmKernel{"viewBounds": func(fa frameArgs) asmKernel { return viewBoundsAVX2(fa) }}, viewBoundsStub},
	"NEON": {boundsNEONHead, map[string]func(fa frameArgs) asmKernel{"viewBounds": func(fa frameArgs) asmKernel { return viewBoundsNEON(fa) }}, viewBoundsStub},
}

// renderViewBounds produces the view bounds family's files: one .s per
// level and one stub file per architecture.
func renderViewBounds(root string) (map[string][]byte, error) {
	return renderFamily(root, boundsInput, "viewbounds", "view bounds", boundsLevels, func(l Level, file string) string {
		return fmt.Sprintf("Stubs of the %s view bounds kernels (%s), with the contract of "+
			"viewBoundsGo: len(views) is a multiple of 16; valid is empty (no nulls) or holds len(views)/8 bytes, "+
			"bit i for views[i], and nothing past them is read. Requires: %s.", l.Name, file, l.Requires)
	})
}

// viewBoundsStub is each level's kit entry, written after its stubs.
func viewBoundsStub(l Level) string { return fmt.Sprintf(viewBoundsBlock, l.Name) }

// viewBoundsBlock is a level's kit entry for view bounds (%[1]s: the
// level): its kernel over chunks of whole 16-view groups, called directly
// so that the shifted validity bytes stay on this frame (a call through the
// kit's function value would move them to the heap), and Go over the last
// views.
const viewBoundsBlock = `
// viewBounds%[1]sBlock is the kit's view bounds at the %[1]s level (see
// viewBoundsBlock in gen/asmgen/viewbounds.go).
func viewBounds%[1]sBlock(views [][2]uint64, valid []byte, off int) (lo, hi uint32) {
	var buf [viewBoundsChunk / 8]byte
	lo = ^uint32(0)
	for len(views) >= 16 {
		n := min(len(views), viewBoundsChunk) &^ 15
		l, h := viewBounds%[1]s(views[:n], boundsBits(buf[:], valid, off, n))
		lo, hi = min(lo, l), max(hi, h)
		views, off = views[n:], off+n
	}
	l, h := viewBoundsGo(views, valid, off)
	return min(lo, l), max(hi, h)
}
`

// resultFrame lays out a function's arguments and then its results (from
// the next 8-byte boundary, as the assembler's frame has them) and returns
// the references of both and the frame size.
func resultFrame(params, results string) (frameArgs, int, error) {
	fa, size, err := argFrame(params)
	if err != nil {
		return nil, 0, err
	}
	ra, rsize, err := argFrame(results)
	if err != nil {
		return nil, 0, err
	}
	base := (size + 7) &^ 7
	for name, ref := range ra {
		var off int
		if _, err := fmt.Sscanf(ref[len(name)+1:], "%d(FP)", &off); err != nil {
			return nil, 0, fmt.Errorf("result %s: %w", name, err)
		}
		fa[name] = fmt.Sprintf("%s+%d(FP)", name, base+off)
	}
	return fa, base + (rsize+7)&^7, nil
}

// store writes mov reg, ref for the frame word name.
func (fa frameArgs) store(b *strings.Builder, mov, reg, name string) {
	ref, ok := fa[name]
	if !ok {
		panic(fmt.Sprintf("no frame word %s", name)) // the level code names a result the template lacks
	}
	w(b, "%s %s, %s", mov, reg, ref)
}

// viewBoundsAVX2 is the AVX2 view bounds code: 16 views per iteration, as two
// groups of 8 whose keys KEYS8 gathers, each masked by its validity byte
// when there is a bitmap.
func viewBoundsAVX2(fa frameArgs) asmKernel {
	var b strings.Builder
	fa.load(&b, "MOVQ", "views_base", "SI", "views_len", "CX", "valid_base", "DI", "valid_len", "DX")
	w(&b, "VPCMPEQD Y8, Y8, Y8")
	w(&b, "MOVL $4, AX")
	w(&b, "VMOVD AX, X9")
	w(&b, "VPBROADCASTD X9, Y9")
	w(&b, "VBROADCASTI128 boundsBswap<>(SB), Y10")
	w(&b, "VMOVDQU boundsBits<>(SB), Y14")
	w(&b, "VPCMPEQD Y12, Y12, Y12 // least key: all ones")
	w(&b, "VPXOR Y13, Y13, Y13 // greatest key: 0")
	w(&b, "VPXOR Y15, Y15, Y15")
	w(&b, "SHRQ $4, CX")
	w(&b, "JZ   fold")
	w(&b, "TESTQ DX, DX")
	w(&b, "JNZ  masked")
	b.WriteString("\nplain:\n")
	w(&b, "KEYS8(0, Y7)")
	w(&b, "KEYS8(128, Y11)")
	for _, y := range []string{"Y7", "Y11"} {
		w(&b, "VPMINUD %s, Y12, Y12", y)
		w(&b, "VPMAXUD %s, Y13, Y13", y)
	}
	w(&b, "ADDQ $256, SI")
	w(&b, "DECQ CX")
	w(&b, "JNZ  plain")
	w(&b, "JMP  fold")
	b.WriteString("\nmasked:\n")
	for g := range 2 {
		w(&b, "KEYS8(%d, Y7)", 128*g)
		w(&b, "VALID8(%d, Y7)", g)
	}
	w(&b, "ADDQ $256, SI")
	w(&b, "ADDQ $2, DI")
	w(&b, "DECQ CX")
	w(&b, "JNZ  masked")
	b.WriteString("\nfold:\n")
	for _, r := range []struct{ acc, op, ref string }{{"12", "VPMINUD", "lo"}, {"13", "VPMAXUD", "hi"}} {
		w(&b, "VEXTRACTI128 $1, Y%s, X0", r.acc)
		w(&b, "%s X0, X%s, X%s", r.op, r.acc, r.acc)
		w(&b, "VPSHUFD $0x4e, X%s, X0", r.acc)
		w(&b, "%s X0, X%s, X%s", r.op, r.acc, r.acc)
		w(&b, "VPSHUFD $0xb1, X%s, X0", r.acc)
		w(&b, "%s X0, X%s, X%s", r.op, r.acc, r.acc)
		w(&b, "VMOVD X%s, AX", r.acc)
		fa.store(&b, "MOVL", "AX", r.ref)
	}
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return asmKernel{pre: boundsAVX2Pre, body: b.String()}
}

const boundsAVX2Head = `// AVX2 view bounds kernel (see viewbounds.go for the contract): the least
// and greatest ordering key of the valid views, 8 views per step. KEYS8 is
// the key gather of the view compare kernels (viewcmp_avx2_gen_amd64.s):
// VPUNPCKLQDQ and VSHUFPS leave the length and prefix dwords of 8 views in
// the order 0 2 4 6 1 3 5 7, the prefix bytes past the length are cleared
// and each dword byte-swapped; no VPERMD puts them back in order, as a
// bound does not care, and the validity bits are tested in that order
// instead: the byte of the 8 views broadcast, ANDed with the bit of each
// lane's view and compared with 0 gives the lanes of the null views, which
// are raised to all ones for the least key and cleared for the greatest.
// VPMINUD and VPMAXUD keep 8 lanes of bounds, folded at the end.

// byte-swaps each dword
DATA boundsBswap<>+0(SB)/8, $0x0405060700010203
DATA boundsBswap<>+8(SB)/8, $0x0c0d0e0f08090a0b
GLOBL boundsBswap<>(SB), RODATA|NOPTR, $16

// the validity bit of each lane's view: views 0 2 4 6 1 3 5 7
DATA boundsBits<>+0(SB)/4, $1
DATA boundsBits<>+4(SB)/4, $4
DATA boundsBits<>+8(SB)/4, $16
DATA boundsBits<>+12(SB)/4, $64
DATA boundsBits<>+16(SB)/4, $2
DATA boundsBits<>+20(SB)/4, $8
DATA boundsBits<>+24(SB)/4, $32
DATA boundsBits<>+28(SB)/4, $128
GLOBL boundsBits<>(SB), RODATA|NOPTR, $32

`

const boundsAVX2Pre = `// KEYS8 leaves in dst the keys of the 8 views at off(SI), in the order
// 0 2 4 6 1 3 5 7: prefixes masked to the length, byte-swapped. Y8 holds
// all ones, Y9 4s, Y10 the byte swap; clobbers Y0-Y6.
#define KEYS8(off, dst) \
	VMOVDQU     off(SI), Y0; \
	VMOVDQU     off+32(SI), Y1; \
	VMOVDQU     off+64(SI), Y2; \
	VMOVDQU     off+96(SI), Y3; \
	VPUNPCKLQDQ Y1, Y0, Y4; \
	VPUNPCKLQDQ Y3, Y2, Y5; \
	VSHUFPS     $0x88, Y5, Y4, Y6; \
	VSHUFPS     $0xdd, Y5, Y4, dst; \
	VPMINUD     Y9, Y6, Y6; \
	VPSLLD      $3, Y6, Y6; \
	VPSLLVD     Y6, Y8, Y6; \
	VPANDN      dst, Y6, dst; \
	VPSHUFB     Y10, dst, dst

// VALID8 folds the keys in keys of the 8 views whose validity bits are
// byte boff(DI) into the bounds Y12 (least) and Y13 (greatest): a null
// view's key is all ones for the one and 0 for the other. Y14 holds each
// lane's bit, Y15 zero; clobbers Y0-Y2.
#define VALID8(boff, keys) \
	VPBROADCASTB boff(DI), Y0; \
	VPAND        Y14, Y0, Y0; \
	VPCMPEQD     Y15, Y0, Y0; \
	VPOR         keys, Y0, Y1; \
	VPANDN       keys, Y0, Y2; \
	VPMINUD      Y1, Y12, Y12; \
	VPMAXUD      Y2, Y13, Y13

`

// viewBoundsNEON is the NEON view bounds code: 16 views per iteration, as two
// groups of 8 (two VLD4 of 4 views each) with one validity byte.
func viewBoundsNEON(fa frameArgs) asmKernel {
	var b strings.Builder
	fa.load(&b, "MOVD", "views_base", "R1", "views_len", "R2", "valid_base", "R3", "valid_len", "R4")
	neonDup(&b, 4, 27)
	neonDup(&b, -1, 29)
	w(&b, "VMOV V29.B16, V24.B16 // least key: all ones")
	w(&b, "VEOR V25.B16, V25.B16, V25.B16 // greatest key: 0")
	w(&b, "VEOR V31.B16, V31.B16, V31.B16")
	w(&b, "MOVD $boundsBits<>(SB), R5")
	w(&b, "VLD1 (R5), [V20.S4, V21.S4]")
	w(&b, "LSR  $4, R2, R2 // 16 views per iteration")
	w(&b, "CBZ  R2, fold")
	w(&b, "CBNZ R4, masked")
	// keys8 loads 8 views and leaves their keys in V1 and V5.
	keys8 := func() {
		vld4(&b, 1, 0)
		neonKey(&b, 0, 1, 2, false)
		vld4(&b, 1, 4)
		neonKey(&b, 4, 5, 6, false)
	}
	b.WriteString("\nplain:\n")
	for range 2 {
		keys8()
		for _, v := range []int{1, 5} {
			w(&b, "VUMIN V%d.S4, V24.S4, V24.S4", v)
			w(&b, "VUMAX V%d.S4, V25.S4, V25.S4", v)
		}
	}
	w(&b, "SUB  $1, R2, R2")
	w(&b, "CBNZ R2, plain")
	w(&b, "B    fold")
	b.WriteString("\nmasked:\n")
	for range 2 {
		keys8()
		w(&b, "MOVBU.P 1(R3), R5")
		w(&b, "VDUP R5, V16.S4")
		w(&b, "VAND V20.B16, V16.B16, V17.B16")
		w(&b, "VAND V21.B16, V16.B16, V18.B16")
		w(&b, "VCMEQ V31.S4, V17.S4, V17.S4 // the null views of 0..3")
		w(&b, "VCMEQ V31.S4, V18.S4, V18.S4 // and of 4..7")
		w(&b, "VORR V17.B16, V1.B16, V2.B16")
		w(&b, "VORR V18.B16, V5.B16, V6.B16")
		w(&b, "%s", neonWord("bic", 8, 3, 1, 17))
		w(&b, "%s", neonWord("bic", 8, 7, 5, 18))
		for _, v := range []int{2, 6} {
			w(&b, "VUMIN V%d.S4, V24.S4, V24.S4", v)
		}
		for _, v := range []int{3, 7} {
			w(&b, "VUMAX V%d.S4, V25.S4, V25.S4", v)
		}
	}
	w(&b, "SUB  $1, R2, R2")
	w(&b, "CBNZ R2, masked")
	b.WriteString("\nfold:\n")
	for _, r := range []struct {
		acc  int
		cond string
		ref  string
	}{{24, "HI", "lo"}, {25, "LO", "hi"}} {
		w(&b, "VMOV V%d.S[0], R5", r.acc)
		for i := 1; i < 4; i++ {
			w(&b, "VMOV V%d.S[%d], R6", r.acc, i)
			w(&b, "CMPW R6, R5")
			w(&b, "CSELW %s, R6, R5, R5", r.cond)
		}
		fa.store(&b, "MOVW", "R5", r.ref)
	}
	w(&b, "RET")
	return asmKernel{body: b.String()}
}

const boundsNEONHead = `// NEON view bounds kernel (see viewbounds.go for the contract): the least
// and greatest ordering key of the valid views. VLD4 deinterleaves 4 views
// into lengths and prefixes (and the two other words), and the key is made
// as in the view compare kernels (viewcmp_gen_arm64.s): the prefix bytes past
// the length cleared (USHL of all ones by 8*min(len, 4), BIC), each lane
// byte-reversed (REV32). With a bitmap, the validity byte of 8 views is
// broadcast, ANDed with each lane's bit and compared with 0: a null view's
// key is raised to all ones (ORR) for the least and cleared (BIC) for the
// greatest. UMIN and UMAX keep 4 lanes of bounds, folded at the end. Go's
// assembler lacks USHL and BIC: they are WORD-encoded, the instruction
// beside them.

// the validity bit of each lane's view: views 0..3, then 4..7
DATA boundsBits<>+0(SB)/4, $1
DATA boundsBits<>+4(SB)/4, $2
DATA boundsBits<>+8(SB)/4, $4
DATA boundsBits<>+12(SB)/4, $8
DATA boundsBits<>+16(SB)/4, $16
DATA boundsBits<>+20(SB)/4, $32
DATA boundsBits<>+24(SB)/4, $64
DATA boundsBits<>+28(SB)/4, $128
GLOBL boundsBits<>(SB), RODATA|NOPTR, $32

`
