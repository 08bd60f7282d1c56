package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/types"
	"os"
	"path/filepath"
	"strings"
)

const reduceInput = "templates/reduce_asm.json"

// reduceSpec is templates/reduce_asm.json.
type reduceSpec struct {
	SumBlock int            `json:"sumBlock"` // values per float sum block (reduce.go's SumBlock)
	StubDoc  string         `json:"stubDoc"`
	Kernels  []reduceKernel `json:"kernels"`
	Levels   []Level        `json:"levels"`
}

// reduceKernel is one reduction every level implements.
type reduceKernel struct {
	Name   string `json:"name"`
	Op     string `json:"op"`   // sum or minMax
	Type   string `json:"type"` // element type of x
	Params string `json:"params"`
}

// reduceLevels are the levels the generator has reduction code for: each
// renders a file's prose and data and one kernel's body.
var reduceLevels = map[string]struct {
	head string
	body func(name string, k reduceKernel, e elem, fa frameArgs, groups int) (string, error)
}{
	"AVX512": {reduceAVX512Head(), reduceAVX512},
	"AVX2":   {reduceAVX2Head(), reduceAVX2},
	"NEON":   {reduceNEONHead, reduceNEON},
}

// renderReduce produces the reduction family's files: one .s per level and
// one stub file per architecture.
func renderReduce(root string) (map[string][]byte, error) {
	raw, err := os.ReadFile(filepath.Join(root, reduceInput))
	if err != nil {
		return nil, err
	}
	var s reduceSpec
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", reduceInput, err)
	}
	if s.SumBlock <= 0 || s.SumBlock%16 != 0 {
		return nil, fmt.Errorf("%s: sumBlock %d is not a positive multiple of 16 (the values of a group)", reduceInput, s.SumBlock)
	}
	out := newFamilyFiles(reduceInput, "reduce", "reduction", s.StubDoc)
	for _, l := range s.Levels {
		code, ok := reduceLevels[l.Name]
		if !ok {
			return nil, fmt.Errorf("%s: no reduction code for level %q", reduceInput, l.Name)
		}
		file, err := l.asmFile(reduceInput, nil)
		if err != nil {
			return nil, err
		}
		f := out.level(l, file, code.head, fmt.Sprintf("The %s reductions (%s) require %s.", l.Name, file, l.Requires))
		for _, k := range s.Kernels {
			e, err := reduceElem(k)
			if err != nil {
				return nil, fmt.Errorf("%s: kernel %s: type %q is not an int or uint of 8 to 64 bits, float32 or float64", reduceInput, k.Name, k.Type)
			}
			fa, size, err := argFrame(k.Params)
			if err != nil {
				return nil, fmt.Errorf("%s: kernel %s: %w", reduceInput, k.Name, err)
			}
			name := k.Name + l.Name
			body, err := code.body(name, k, e, fa, s.SumBlock/16)
			if err != nil {
				return nil, fmt.Errorf("%s: level %s: kernel %s: %w", reduceInput, l.Name, k.Name, err)
			}
			f.kernel("\n", name, "("+k.Params+")", "", 0, size, body)
		}
		setters, err := reduceSetters(l.Name, s.Kernels)
		if err != nil {
			return nil, fmt.Errorf("%s: level %s: %w", reduceInput, l.Name, err)
		}
		f.st.WriteString(setters)
		out.add(f)
	}
	return out.result()
}

// reduceElem parses a kernel's element type: the compare types, and
// float16 (kind "half", its bits as uint16) for bounds.
func reduceElem(k reduceKernel) (elem, error) {
	if k.Type == "float16" && k.Op == "minMax" {
		return elem{k.Type, 16, "half"}, nil
	}
	return parseElem(k.Type)
}

// reduceArgs checks that a kernel's params are those its op's code reads:
// the output pointers or slice, then x, valid and shift.
func reduceArgs(k reduceKernel, e elem, fa frameArgs) ([]string, error) {
	var outs []string
	switch {
	case k.Op == "sum" && e.Kind == "float":
		outs = []string{"dst_base", "dst_len"}
	case k.Op == "sum" && e.Bits < 64:
		outs = []string{"acc"}
	case k.Op == "sum" || k.Op == "minMax":
		outs = []string{"lo", "hi"}
	default:
		return nil, fmt.Errorf("op %q is not sum or minMax", k.Op)
	}
	for _, name := range append(outs, "x_base", "x_len", "valid_base", "valid_len", "shift") {
		if _, ok := fa[name]; !ok {
			return nil, fmt.Errorf("params %q lack %s", k.Params, name)
		}
	}
	return outs, nil
}

// reduceShape says how the values of an integer kernel reach its lanes.
type reduceShape struct {
	lane int    // lane bits: 64 for sums; the value's width, at least 32, for bounds
	ext  string // SX or ZX: values narrower than the lanes are sign- or zero-extended
	flip bool   // unsigned bounds of full lanes: the sign bit is flipped, so that the signed compares order them (the lanes hold value ^ MinInt)
	half bool   // float16 bounds: the sign-extended bits become order keys (x ^ (x>>31 & 0x7fff)) and NaNs (|x| > 0x7c00) count as nulls
}

func shapeOf(k reduceKernel, e elem) reduceShape {
	sh := reduceShape{lane: max(32, e.Bits)}
	if k.Op == "sum" {
		sh.lane = 64
	}
	sh.half = e.Kind == "half"
	if e.Bits < sh.lane {
		sh.ext = map[string]string{"int": "SX", "uint": "ZX", "half": "SX"}[e.Kind]
	} else if e.Kind == "uint" && k.Op == "minMax" {
		sh.flip = true
	}
	return sh
}

// widen names the x86 extension of e's values to sh's lanes
// (VPMOVSXBQ, ...); "" when they fill the lanes.
func (sh reduceShape) widen(e elem) string {
	if sh.ext == "" {
		return ""
	}
	return fmt.Sprintf("VPMOV%s%s%s", sh.ext, suffix[e.Bits], suffix[sh.lane])
}

var suffix = map[int]string{8: "B", 16: "W", 32: "D", 64: "Q"}

// avx2Load loads vector j of a group into dst as lanes of sh: a plain
// load, a widening one, then the sign flip of unsigned bounds.
func avx2Load(b *strings.Builder, e elem, sh reduceShape, j int, dst string) {
	if op := sh.widen(e); op != "" {
		w(b, "%s %d(SI), %s", op, j*(256/sh.lane)*e.Bits/8, dst)
	} else {
		w(b, "VMOVDQU %d(SI), %s", 32*j, dst)
	}
	if sh.flip {
		w(b, "VPXOR minv%d<>(SB), %s, %s", sh.lane, dst, dst)
	}
}

// reduceAVX2 is the body of an AVX2 reduction. Registers: SI x, R9 and R10
// valid's base and length, CX shift, DX the group's validity bits; DI (and
// BX) the outputs; R8 the blocks or groups left.
func reduceAVX2(name string, k reduceKernel, e elem, fa frameArgs, groups int) (string, error) {
	outs, err := reduceArgs(k, e, fa)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	float := e.Kind == "float"
	if k.Op == "sum" && float {
		fa.load(&b, "MOVQ", "dst_base", "DI", "dst_len", "R8", "x_base", "SI", "valid_base", "R9", "valid_len", "R10", "shift", "CX")
		w(&b, "MOVQ $0x8000000000000000, AX")
		w(&b, "VMOVQ AX, X15")
		w(&b, "VPBROADCASTQ X15, Y15")
		w(&b, "TESTQ R8, R8")
		w(&b, "JZ %s_done", name)
		label(&b, name, "_block")
		for j := range 4 {
			w(&b, "VMOVAPD Y15, Y%d", j)
		}
		w(&b, "MOVQ $%d, R11", groups)
		w(&b, "TESTQ R10, R10")
		w(&b, "JZ %s_dense", name)
		label(&b, name, "_group")
		avx2Valid(&b, 14, "Q")
		for j := range 4 {
			w(&b, "VPAND bitsel64<>+%d(SB), Y14, Y13", 32*j)
			w(&b, "VPCMPEQQ bitsel64<>+%d(SB), Y13, Y13", 32*j)
			if e.Bits == 64 {
				w(&b, "VBLENDVPD Y13, %d(SI), Y15, Y12", 32*j)
			} else {
				w(&b, "VCVTPS2PD %d(SI), Y12", 16*j)
				w(&b, "VBLENDVPD Y13, Y12, Y15, Y12")
			}
			w(&b, "VADDPD Y12, Y%d, Y%d", j, j)
		}
		w(&b, "ADDQ $%d, SI", 16*e.Bits/8)
		w(&b, "DECQ R11")
		w(&b, "JNZ %s_group", name)
		w(&b, "JMP %s_tree", name)
		// Without a bitmap every slot is added: the same lanes in the same
		// order, so the same sums bit for bit (a null's -0 changes nothing).
		label(&b, name, "_dense")
		for j := range 4 {
			if e.Bits == 64 {
				w(&b, "VADDPD %d(SI), Y%d, Y%d", 32*j, j, j)
			} else {
				w(&b, "VCVTPS2PD %d(SI), Y12", 16*j)
				w(&b, "VADDPD Y12, Y%d, Y%d", j, j)
			}
		}
		w(&b, "ADDQ $%d, SI", 16*e.Bits/8)
		w(&b, "DECQ R11")
		w(&b, "JNZ %s_dense", name)
		label(&b, name, "_tree")
		b.WriteString("\n\t// ((l0+l4)+(l8+l12)), ... per lane of Y0, then (t0+t2)+(t1+t3)\n")
		for _, line := range []string{"VADDPD Y1, Y0, Y0", "VADDPD Y3, Y2, Y2", "VADDPD Y2, Y0, Y0", "VEXTRACTF128 $1, Y0, X1",
			"VADDPD X1, X0, X0", "VPERMILPD $1, X0, X1", "VADDSD X1, X0, X0", "VMOVSD X0, (DI)", "ADDQ $8, DI", "DECQ R8"} {
			w(&b, "%s", line)
		}
		w(&b, "JNZ %s_block", name)
		label(&b, name, "_done")
		w(&b, "VZEROUPPER")
		w(&b, "RET")
		return b.String(), nil
	}
	if k.Op == "minMax" && float {
		minMaxFloatAVX2(&b, name, e, fa)
		return b.String(), nil
	}
	// Lane accumulators: 16 lanes of the output's width per pointer, in
	// Y0.. for the first and the next registers for the second.
	sh := shapeOf(k, e)
	accBits := sh.lane
	perOut := 16 * accBits / 256
	ptrs := []string{"DI", "BX"}[:len(outs)]
	pairs := []string{outs[0], "DI"}
	if len(outs) == 2 {
		pairs = append(pairs, outs[1], "BX")
	}
	fa.load(&b, "MOVQ", append(pairs, "x_base", "SI", "x_len", "R8", "valid_base", "R9", "valid_len", "R10", "shift", "CX")...)
	w(&b, "SHRQ $4, R8")
	biased := k.Op == "sum" && e.Bits == 64 && e.Kind == "int"
	if biased {
		w(&b, "MOVQ R8, R11") // the groups, for the bias taken back at the end
	}
	accs := func(insn string, load bool) {
		for p, ptr := range ptrs {
			for i := range perOut {
				if load {
					w(&b, "%s %d(%s), Y%d", insn, 32*i, ptr, p*perOut+i)
				} else {
					w(&b, "%s Y%d, %d(%s)", insn, p*perOut+i, 32*i, ptr)
				}
			}
		}
	}
	accs("VMOVDQU", true)
	mask := 14 // the broadcast validity bits
	switch {
	case k.Op == "sum" && sh.ext == "":
		w(&b, "VPXOR Y14, Y14, Y14")
		w(&b, "MOVQ $0x8000000000000000, AX")
		w(&b, "VMOVQ AX, X15")
		w(&b, "VPBROADCASTQ X15, Y15")
		for j := range perOut { // lo lanes are kept with the sign bit flipped
			w(&b, "VPXOR Y15, Y%d, Y%d", j, j)
		}
		mask = 10
	case k.Op == "sum":
		w(&b, "VPXOR Y14, Y14, Y14")
		mask = 10
	default:
		w(&b, "VPXOR Y15, Y15, Y15")
	}
	w(&b, "TESTQ R8, R8")
	w(&b, "JZ %s_store", name)
	lane := map[int]string{32: "D", 64: "Q"}[accBits]
	w(&b, "TESTQ R10, R10")
	w(&b, "JZ %s_dense", name)
	label(&b, name, "_loop")
	avx2Valid(&b, mask, lane)
	vecs := 16 * accBits / 256 // vectors per group of 16 values
	for j := range vecs {
		sel := fmt.Sprintf("bitsel%d<>+%d(SB)", accBits, 32*j)
		switch {
		case k.Op == "sum":
			sumAVX2Vector(&b, e, sh, j, fmt.Sprintf("bitshift64<>+%d(SB)", 32*j))
		default:
			minMaxAVX2Vector(&b, e, sh, j, perOut, sel)
		}
	}
	w(&b, "ADDQ $%d, SI", 16*e.Bits/8)
	w(&b, "DECQ R8")
	w(&b, "JNZ %s_loop", name)
	w(&b, "JMP %s_store", name)
	if k.Op == "minMax" {
		minMaxAVX2Dense(&b, name, e, sh, perOut)
	} else {
		label(&b, name, "_dense")
		for j := range vecs {
			sumAVX2Vector(&b, e, sh, j, "")
		}
		w(&b, "ADDQ $%d, SI", 16*e.Bits/8)
		w(&b, "DECQ R8")
		w(&b, "JNZ %s_dense", name)
	}
	label(&b, name, "_store")
	if k.Op == "sum" && sh.ext == "" {
		for j := range perOut {
			w(&b, "VPXOR Y15, Y%d, Y%d", j, j)
		}
	}
	if biased {
		// Each lane took R11 values plus 2^63 (see sumAVX2Vector): take
		// R11 * 2^63 back from its 128 bits, (R11 >> 1) from hi and, for
		// odd R11, 2^63 more from lo (flip its top bit, borrowing from hi
		// where it was clear).
		w(&b, "MOVQ R11, AX")
		w(&b, "SHRQ $1, AX")
		w(&b, "VMOVQ AX, X12")
		w(&b, "VPBROADCASTQ X12, Y12")
		for j := range perOut {
			w(&b, "VPSUBQ Y12, Y%d, Y%d", 4+j, 4+j)
		}
		w(&b, "TESTQ $1, R11")
		w(&b, "JZ %s_unbiased", name)
		w(&b, "VPCMPEQQ Y13, Y13, Y13")
		for j := range perOut {
			w(&b, "VPCMPGTQ Y13, Y%d, Y9", j) // all ones where lo's top bit is clear
			w(&b, "VPADDQ Y9, Y%d, Y%d", 4+j, 4+j)
			w(&b, "VPXOR Y15, Y%d, Y%d", j, j)
		}
		label(&b, name, "_unbiased")
	}
	accs("VMOVDQU", false)
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return b.String(), nil
}

// sumAVX2Vector adds vector j of a group of integers into its lanes;
// sel names the bit table entry that masks the nulls out, "" when there
// is no bitmap (the dense loop).
func sumAVX2Vector(b *strings.Builder, e elem, sh reduceShape, j int, sel string) {
	avx2Load(b, e, sh, j, "Y8")
	if sel != "" { // each lane's bit to the sign, then 0 where it is clear
		w(b, "VPSLLVQ %s, Y10, Y9", sel)
		w(b, "VBLENDVPD Y9, Y8, Y14, Y8")
	}
	if e.Bits == 64 && e.Kind == "int" {
		// Signed values are added as unsigned ones, u = x + 2^63 (x with
		// its top bit flipped), so hi takes only the carry out of lo, not
		// also the sign of x: four instructions instead of six. lo is
		// kept with its top bit flipped (F), so the carry (lo' < u
		// unsigned) is F' < u^2^63 = x signed. A masked-out lane adds
		// 2^63 as well; the store takes groups * 2^63 back.
		w(b, "VPXOR Y15, Y8, Y11")
		w(b, "VPADDQ Y11, Y%d, Y%d", j, j)
		w(b, "VPCMPGTQ Y%d, Y8, Y9", j)
		w(b, "VPSUBQ Y9, Y%d, Y%d", 4+j, 4+j)
		return
	}
	w(b, "VPADDQ Y8, Y%d, Y%d", j, j)
	if e.Bits == 64 { // hi += carry out of lo (lo' < x unsigned: F' < x^sign signed)
		w(b, "VPXOR Y15, Y8, Y11")
		w(b, "VPCMPGTQ Y%d, Y11, Y11", j)
		w(b, "VPSUBQ Y11, Y%d, Y%d", 4+j, 4+j)
	}
}

// boundsAVX2 folds candidate keys into the bound accumulators: lo into
// Y(minAcc) for the least, hi into Y(maxAcc) for the greatest (64-bit lanes: a
// compare and a blend each, AVX2 having no VPMINSQ; 32-bit: VPMINSD/VPMAXSD).
func boundsAVX2(b *strings.Builder, e elem, lo, hi string, minAcc, maxAcc int) {
	if e.Bits == 64 {
		w(b, "VPCMPGTQ %s, Y%d, Y13", lo, minAcc)
		w(b, "VBLENDVPD Y13, %s, Y%d, Y%d", lo, minAcc, minAcc)
		w(b, "VPCMPGTQ Y%d, %s, Y13", maxAcc, hi)
		w(b, "VBLENDVPD Y13, %s, Y%d, Y%d", hi, maxAcc, maxAcc)
	} else {
		w(b, "VPMINSD %s, Y%d, Y%d", lo, minAcc, minAcc)
		w(b, "VPMAXSD %s, Y%d, Y%d", hi, maxAcc, maxAcc)
	}
}

// minMaxAVX2Dense is the bounds loop without a bitmap: no validity masks
// to build and blend, which on wide values is what kept the loop from
// reading at memory speed; floats still count NaN lanes as null.
func minMaxAVX2Dense(b *strings.Builder, name string, e elem, sh reduceShape, perOut int) {
	label(b, name, "_dense")
	for j := range perOut {
		minMaxAVX2Vector(b, e, sh, j, perOut, "")
	}
	w(b, "ADDQ $%d, SI", 16*e.Bits/8)
	w(b, "DECQ R8")
	w(b, "JNZ %s_dense", name)
}

// minMaxAVX2Vector folds vector j of a group of integers into the bound
// lanes Y(j) and Y(perOut+j); sel names the bit table entry of its
// validity bits in Y14, "" when there is no bitmap.
func minMaxAVX2Vector(b *strings.Builder, e elem, sh reduceShape, j, perOut int, sel string) {
	le := elem{Bits: sh.lane, Kind: "int"}
	ps, sz := map[int]string{32: "PS", 64: "PD"}[le.Bits], map[int]string{32: "D", 64: "Q"}[le.Bits]
	avx2Load(b, e, sh, j, "Y8")
	if sh.half { // NaN lanes in Y10; the bits to keys
		w(b, "VPAND abs16<>(SB), Y8, Y10")
		w(b, "VPCMPGTD inf16<>(SB), Y10, Y10")
		w(b, "VPSRAD $31, Y8, Y9")
		w(b, "VPAND abs16<>(SB), Y9, Y9")
		w(b, "VPXOR Y9, Y8, Y8")
	}
	switch {
	case sel == "" && !sh.half:
		boundsAVX2(b, le, "Y8", "Y8", j, perOut+j)
		return
	case sel == "":
		w(b, "VMOVDQA Y10, Y9")
	default:
		w(b, "VPAND %s, Y14, Y9", sel)
		w(b, "VPCMPEQ%s Y15, Y9, Y9", sz)
		if sh.half {
			w(b, "VPOR Y10, Y9, Y9")
		}
	}
	// The lanes that bound nothing get the identities.
	w(b, "VBLENDV%s Y9, maxv%d<>(SB), Y8, Y11", ps, le.Bits)
	w(b, "VBLENDV%s Y9, minv%d<>(SB), Y8, Y12", ps, le.Bits)
	boundsAVX2(b, le, "Y11", "Y12", j, perOut+j)
}

// minMaxFloatAVX2 is the float bounds kernel, minMaxFloatAVX512's
// algorithm on YMMs: the key lanes stay in lo and hi; a chunk of
// floatChunk groups is bounded as floats in Y0.. (least, from +Inf) and
// Y(perOut).. (greatest, from -Inf) with x as the first source of
// VMINP/VMAXP, so a NaN is passed over; a null slot is made a NaN (its
// validity mask ORed in). VMINP and VMAXP do not order -0 and +0, so a
// chunk with a zero bound is read again for the signs of its zeros: a lane
// that saw a -0 gets the sign bit ORed into its least (a zero least
// becomes -0, a negative one is unchanged) and one that saw a +0 loses the
// sign bit of its greatest (likewise). Then the bounds go to keys and fold
// into lo and hi where the lane saw a value (least <= greatest).
func minMaxFloatAVX2(b *strings.Builder, name string, e elem, fa frameArgs) {
	ps, sz := map[int]string{32: "PS", 64: "PD"}[e.Bits], map[int]string{32: "D", 64: "Q"}[e.Bits]
	perOut, step := 16*e.Bits/256, 16*e.Bits/8
	fa.load(b, "MOVQ", "lo", "DI", "hi", "BX", "x_base", "SI", "x_len", "R8", "valid_base", "R9", "valid_len", "R10", "shift", "CX")
	w(b, "SHRQ $4, R8")
	w(b, "VPXOR Y15, Y15, Y15")
	w(b, "TESTQ R8, R8")
	w(b, "JZ %s_done", name)
	label(b, name, "_chunk")
	floatChunkOpen(b)
	for j := range perOut {
		w(b, "VMOVDQU pinf%d<>(SB), Y%d", e.Bits, j)
		w(b, "VMOVDQU ninf%d<>(SB), Y%d", e.Bits, perOut+j)
	}
	w(b, "TESTQ R10, R10")
	w(b, "JZ %s_fastdense", name)
	for _, masked := range []bool{true, false} {
		if masked {
			label(b, name, "_fast")
			avx2Valid(b, 14, sz)
		} else {
			label(b, name, "_fastdense")
		}
		for j := range perOut {
			w(b, "VMOVUP%s %d(SI), Y8", ps[1:], 32*j)
			if masked { // a null slot becomes a NaN (all ones)
				w(b, "VPAND bitsel%d<>+%d(SB), Y14, Y9", e.Bits, 32*j)
				w(b, "VPCMPEQ%s Y15, Y9, Y9", sz)
				w(b, "VPOR Y9, Y8, Y8")
			}
			w(b, "VMIN%s Y%d, Y8, Y%d", ps, j, j)
			w(b, "VMAX%s Y%d, Y8, Y%d", ps, perOut+j, perOut+j)
		}
		w(b, "ADDQ $%d, SI", step)
		w(b, "DECQ R11")
		if masked {
			w(b, "JNZ %s_fast", name)
			w(b, "JMP %s_check", name)
		} else {
			w(b, "JNZ %s_fastdense", name)
		}
	}
	label(b, name, "_check") // the lanes with a zero least in Y10, greatest in Y11
	for j := range 2 * perOut {
		acc := 10 + j/perOut
		if j%perOut == 0 {
			w(b, "VCMP%s $0, Y15, Y%d, Y%d", ps, j, acc)
		} else {
			w(b, "VCMP%s $0, Y15, Y%d, Y9", ps, j)
			w(b, "VPOR Y9, Y%d, Y%d", acc, acc)
		}
	}
	w(b, "VPTEST Y10, Y10")
	w(b, "JNZ %s_redo", name)
	w(b, "VPTEST Y11, Y11")
	w(b, "JNZ %s_redohi", name)
	label(b, name, "_fold")
	for j := range perOut {
		lo, hi := fmt.Sprintf("Y%d", j), fmt.Sprintf("Y%d", perOut+j)
		w(b, "VCMP%s $1, %s, %s, Y9", ps, lo, hi) // the lanes that saw no value: greatest < least
		for _, r := range []string{lo, hi} {
			if e.Bits == 64 {
				w(b, "VPCMPGTQ %s, Y15, Y10", r)
			} else {
				w(b, "VPSRAD $31, %s, Y10", r)
			}
			w(b, "VPSRL%s $1, Y10, Y10", sz)
			w(b, "VPXOR Y10, %s, %s", r, r)
		}
		w(b, "VBLENDV%s Y9, maxv%d<>(SB), %s, %s", ps, e.Bits, lo, lo)
		w(b, "VBLENDV%s Y9, minv%d<>(SB), %s, %s", ps, e.Bits, hi, hi)
		if e.Bits == 32 {
			w(b, "VPMINSD %d(DI), %s, %s", 32*j, lo, lo)
			w(b, "VPMAXSD %d(BX), %s, %s", 32*j, hi, hi)
		} else {
			w(b, "VMOVDQU %d(DI), Y10", 32*j)
			w(b, "VPCMPGTQ %s, Y10, Y11", lo)
			w(b, "VBLENDVPD Y11, %s, Y10, %s", lo, lo)
			w(b, "VMOVDQU %d(BX), Y10", 32*j)
			w(b, "VPCMPGTQ Y10, %s, Y11", hi)
			w(b, "VBLENDVPD Y11, %s, Y10, %s", hi, hi)
		}
		w(b, "VMOVDQU %s, %d(DI)", lo, 32*j)
		w(b, "VMOVDQU %s, %d(BX)", hi, 32*j)
	}
	label(b, name, "_next")
	w(b, "TESTQ R8, R8")
	w(b, "JNZ %s_chunk", name)
	w(b, "JMP %s_done", name)
	label(b, name, "_redo")
	w(b, "VPTEST Y11, Y11")
	w(b, "JNZ %s_redoboth", name)
	zeroScanAVX2(b, name, "_redolo", e, true, false)
	zeroScanAVX2(b, name, "_redohi", e, false, true)
	zeroScanAVX2(b, name, "_redoboth", e, true, true)
	label(b, name, "_done")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

// zeroScanAVX2 reads the chunk again for the signs of its zeros (see
// minMaxFloatAVX2) and goes on to fold it: lo fixes the leasts (Y0..), hi
// the greatests (Y(perOut)..). With one of them, the lanes that saw a -0
// (or +0) are ORed into Y9.. and applied at the end; with both, each
// vector applies them at once (16 such registers would not fit).
func zeroScanAVX2(b *strings.Builder, name, at string, e elem, lo, hi bool) {
	sz := map[int]string{32: "D", 64: "Q"}[e.Bits]
	perOut, step := 16*e.Bits/256, 16*e.Bits/8
	both := lo && hi
	label(b, name, at)
	floatChunkRewind(b)
	if !both {
		for j := range perOut {
			w(b, "VPXOR Y%d, Y%d, Y%d", 9+j, 9+j, 9+j)
		}
	}
	w(b, "TESTQ R10, R10")
	w(b, "JZ %s%sdense", name, at)
	for _, masked := range []bool{true, false} {
		if masked {
			label(b, name, at+"masked")
			avx2Valid(b, 14, sz)
		} else {
			label(b, name, at+"dense")
		}
		for j := range perOut {
			w(b, "VMOVDQU %d(SI), Y8", 32*j)
			if masked { // a null slot becomes all ones, which is no zero
				w(b, "VPAND bitsel%d<>+%d(SB), Y14, Y13", e.Bits, 32*j)
				w(b, "VPCMPEQ%s Y15, Y13, Y13", sz)
				w(b, "VPOR Y13, Y8, Y8")
			}
			switch {
			case both:
				// A lane that saw a -0 has a least <= -0: a zero least
				// becomes -0 and a negative one keeps its sign bit.
				w(b, "VPCMPEQ%s minv%d<>(SB), Y8, Y13", sz, e.Bits)
				w(b, "VPAND Y13, Y8, Y13")
				w(b, "VPOR Y13, Y%d, Y%d", j, j)
				// A lane that saw a +0 has a greatest >= +0: its sign bit goes.
				w(b, "VPCMPEQ%s Y15, Y8, Y13", sz)
				w(b, "VPSLL%s $%d, Y13, Y13", sz, e.Bits-1)
				w(b, "VPANDN Y%d, Y13, Y%d", perOut+j, perOut+j)
			case lo:
				w(b, "VPCMPEQ%s minv%d<>(SB), Y8, Y13", sz, e.Bits)
				w(b, "VPOR Y13, Y%d, Y%d", 9+j, 9+j)
			default:
				w(b, "VPCMPEQ%s Y15, Y8, Y13", sz)
				w(b, "VPOR Y13, Y%d, Y%d", 9+j, 9+j)
			}
		}
		w(b, "ADDQ $%d, SI", step)
		w(b, "DECQ R11")
		if masked {
			w(b, "JNZ %s%smasked", name, at)
		} else {
			w(b, "JNZ %s%sdense", name, at)
		}
		if masked {
			w(b, "JMP %s%send", name, at)
		}
	}
	label(b, name, at+"end")
	for j := range perOut {
		switch {
		case both:
		case lo:
			w(b, "VPAND minv%d<>(SB), Y%d, Y%d", e.Bits, 9+j, 9+j)
			w(b, "VPOR Y%d, Y%d, Y%d", 9+j, j, j)
		default:
			w(b, "VPAND minv%d<>(SB), Y%d, Y%d", e.Bits, 9+j, 9+j)
			w(b, "VPANDN Y%d, Y%d, Y%d", perOut+j, 9+j, perOut+j)
		}
	}
	w(b, "JMP %s_fold", name)
}

// avx2Valid loads the validity bits of the next 16 values into DX and
// broadcasts them to the lanes of Y(v); only the loops for inputs with a
// bitmap run it (the dense loops take the others).
func avx2Valid(b *strings.Builder, v int, lane string) {
	w(b, "MOVL (R9), DX")
	w(b, "SHRL CX, DX")
	w(b, "VMOVQ DX, X%d", v)
	w(b, "VPBROADCAST%s X%d, Y%d", lane, v, v)
	w(b, "ADDQ $2, R9")
}

// reduceAVX2Head is the AVX2 file's prose and its tables: the single bits
// that select each lane's validity bit, and the identities of the bounds.
func reduceAVX2Head() string {
	var b strings.Builder
	b.WriteString(reduceAVX2Prose)
	for _, t := range []struct{ bits, size int }{{64, 8}, {32, 4}} {
		b.WriteString("\n")
		for i := range 16 {
			fmt.Fprintf(&b, "DATA bitsel%d<>+%d(SB)/%d, $%#x\n", t.bits, i*t.size, t.size, 1<<i)
		}
		fmt.Fprintf(&b, "GLOBL bitsel%d<>(SB), RODATA|NOPTR, $%d\n", t.bits, 16*t.size)
	}
	b.WriteString("\n")
	for i := range 16 { // shifts that move bit i of a lane to its sign bit
		fmt.Fprintf(&b, "DATA bitshift64<>+%d(SB)/8, $%d\n", 8*i, 63-i)
	}
	b.WriteString("GLOBL bitshift64<>(SB), RODATA|NOPTR, $128\n\n")
	for _, c := range []struct { // float16 bounds: the magnitude mask and +Inf
		name string
		v    int
	}{{"abs16", 0x7fff}, {"inf16", 0x7c00}} {
		for i := range 8 {
			fmt.Fprintf(&b, "DATA %s<>+%d(SB)/4, $%#x\n", c.name, 4*i, c.v)
		}
		fmt.Fprintf(&b, "GLOBL %s<>(SB), RODATA|NOPTR, $32\n", c.name)
	}
	b.WriteString("\n")
	for _, t := range []struct{ bits, size int }{{64, 8}, {32, 4}} {
		for _, c := range []struct {
			name string
			v    uint64
		}{{"maxv", 1<<(t.bits-1) - 1}, {"minv", 1 << (t.bits - 1)}, {"pinf", map[int]uint64{64: 0x7ff0000000000000, 32: 0x7f800000}[t.bits]},
			{"ninf", map[int]uint64{64: 0xfff0000000000000, 32: 0xff800000}[t.bits]}} {
			for i := range 32 / t.size {
				fmt.Fprintf(&b, "DATA %s%d<>+%d(SB)/%d, $%#x\n", c.name, t.bits, i*t.size, t.size, c.v)
			}
			fmt.Fprintf(&b, "GLOBL %s%d<>(SB), RODATA|NOPTR, $32\n", c.name, t.bits)
		}
	}
	return b.String()
}

const reduceAVX2Prose = `// AVX2 reductions (reduce.go): sums and bounds of int32, int64, float32 and
// float64 values with the validity bitmap applied in registers. Per group of
// 16 values the kernel loads 4 bytes of the bitmap at byte i/8, shifts them
// right by the bitmap's bit shift (< 8), broadcasts them and turns them into
// per-lane masks by ANDing with a table of single bits (lane l of vector j
// tests bit 4j+l, or 8j+l for 32-bit lanes) and comparing. A nil bitmap
// (length 0) stands for all ones: such inputs take a dense loop that
// skips the masks (the same lanes in the same order, so the same results).
// Sums: value i goes to lane i%16. Float lanes start at -0 and a null slot
// adds -0 (VBLENDVPD picks it), so no sum changes sign; the block ends with
// the lane tree of reduce.go. Integer sums zero a null lane by shifting its
// bit to the sign (VPSLLVQ) and blending. 64-bit lanes are 128-bit: lo += x,
// hi += the unsigned carry out of lo, found by comparing lo' < x with the
// sign bits flipped (AVX2 has no unsigned 64-bit compare); lo is kept
// flipped in the registers (flipping commutes with the addition), so only x
// needs flipping per vector. Signed int64 values are added as x + 2^63
// (unsigned), which spares the sign extension of x into hi; each lane's
// 128 bits give the groups' count times 2^63 back at the end.
// Bounds: a null lane is replaced by the identity (MaxInt for min, MinInt
// for max) with VBLENDV; 64-bit lanes use VPCMPGTQ and a blend, 32-bit lanes
// VPMINSD/VPMAXSD. Float bounds first bound chunks of the floats with
// VMINP/VMAXP (see minMaxFloatAVX2 in gen/asmgen), read a chunk whose
// bound is a zero again for the signs of its zeros, and fold the bounds as
// order keys: the floats' bits XOR (sign mask >> 1), see floatKey64.
`

// reduceSetters renders the Go that puts a level's reductions into a kit:
// setReduce<Level> (the kernels as they are, reduceKernels) and
// setReduceCalls<Level> (reduceCalls: each kernel behind a closure that
// calls it directly, so that its lanes stay on the caller's stack; float16
// sums widen each block to float32 and run the level's float32 sum).
func reduceSetters(level string, ks []reduceKernel) (string, error) {
	var plain, calls strings.Builder
	for _, k := range ks {
		fmt.Fprintf(&plain, "\t\t%s: %s%s,\n", k.Name, k.Name, level)
		call, err := reduceCall(k, level)
		if err != nil {
			return "", fmt.Errorf("kernel %s: %w", k.Name, err)
		}
		calls.WriteString(call)
		if k.Name == "sumF32" {
			fmt.Fprintf(&calls, `		sumF16: func(x []uint16, valid []byte, shift uint) (s [sumLeaf]float64) {
			var buf [SumBlock]float32
			for b := range len(x) / SumBlock {
				widenHalves(buf[:], x[b*SumBlock:(b+1)*SumBlock])
				sumF32%s(s[b:b+1], buf[:], bitsFrom(valid, b*SumBlock/8), shift)
			}
			return s
		},
`, level)
		}
	}
	return fmt.Sprintf(`
// setReduce%[1]s puts the %[1]s reductions into k.
func setReduce%[1]s(k *kit) {
	k.reduce = reduceKernels{
%[2]s	}
}

// setReduceCalls%[1]s puts direct calls of the %[1]s reductions into k.
func setReduceCalls%[1]s(k *kit) {
	k.reduceCalls = reduceCalls{
%[3]s	}
}
`, level, plain.String(), calls.String()), nil
}

// reduceCall renders k's reduceCalls entry at level, from the shape of its
// parameters: float sums fill a slice of block sums, integer sums one or
// two arrays of 16 lanes, bounds two arrays of lanes started from lo and hi.
func reduceCall(k reduceKernel, level string) (string, error) {
	expr, err := parser.ParseExpr("func(" + k.Params + ")")
	if err != nil {
		return "", err
	}
	var names, typs []string
	for _, f := range expr.(*ast.FuncType).Params.List {
		t := types.ExprString(f.Type)
		for _, n := range f.Names {
			names = append(names, n.Name)
			typs = append(typs, t)
		}
	}
	typeOf := func(name string) string {
		for i, n := range names {
			if n == name {
				return typs[i]
			}
		}
		return ""
	}
	x := typeOf("x")
	sym := k.Name + level
	lanes := func(t string) string { return strings.TrimPrefix(t, "*") } // *[16]int64 -> [16]int64
	switch {
	case k.Op == "sum" && typeOf("dst") == "[]float64":
		return fmt.Sprintf("\t\t%s: func(x %s, valid []byte, shift uint) (s [sumLeaf]float64) {\n\t\t\t%s(s[:len(x)/SumBlock], x, valid, shift)\n\t\t\treturn s\n\t\t},\n", k.Name, x, sym), nil
	case k.Op == "sum" && typeOf("lo") != "":
		return fmt.Sprintf("\t\t%s: func(x %s, valid []byte, shift uint) (lo %s, hi %s) {\n\t\t\t%s(&lo, &hi, x, valid, shift)\n\t\t\treturn lo, hi\n\t\t},\n", k.Name, x, lanes(typeOf("lo")), lanes(typeOf("hi")), sym), nil
	case k.Op == "sum" && typeOf("acc") != "":
		return fmt.Sprintf("\t\t%s: func(x %s, valid []byte, shift uint) (acc %s) {\n\t\t\t%s(&acc, x, valid, shift)\n\t\t\treturn acc\n\t\t},\n", k.Name, x, lanes(typeOf("acc")), sym), nil
	case k.Op == "minMax" && typeOf("lo") != "":
		l := lanes(typeOf("lo"))
		scalar := l[strings.Index(l, "]")+1:]
		return fmt.Sprintf("\t\t%s: func(x %s, valid []byte, shift uint, lo, hi %s) (ll, lh %s) {\n\t\t\tll, lh = fill16(lo), fill16(hi)\n\t\t\t%s(&ll, &lh, x, valid, shift)\n\t\t\treturn ll, lh\n\t\t},\n", k.Name, x, scalar, l, sym), nil
	}
	return "", fmt.Errorf("parameters %q fit no reduceCalls shape (dst []float64; lo, hi; acc)", k.Params)
}
