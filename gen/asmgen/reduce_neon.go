package main

import (
	"fmt"
	"strings"
)

// neonFixed is the WORD line of an A64 instruction Go's assembler lacks
// whose fields are the registers d and n only: base with n<<5 | d or-ed in,
// and its text beside it.
func neonFixed(base uint32, d, n int, text string) string {
	return fmt.Sprintf("WORD $%#08x // %s", base|uint32(n)<<5|uint32(d), text)
}

// neonUnary encodes the two-register instructions of the reductions:
// widening (fcvtl, sxtl and their upper-half forms 2), cmlt #0 and sshr
// by the lane width less one (the sign mask), on bits-wide lanes.
func neonUnary(mn string, bits, d, n int) (string, error) {
	a := armArr[bits]
	switch mn {
	case "fcvtl", "fcvtl2", "sxtl", "sxtl2": // 2s (4s) widened to 2d
		base := map[string]uint32{"fcvtl": 0x0e617800, "fcvtl2": 0x4e617800, "sxtl": 0x0f20a400, "sxtl2": 0x4f20a400}[mn]
		if bits != 64 {
			return "", fmt.Errorf("%s widens to 2d only", mn)
		}
		src := "2s"
		if strings.HasSuffix(mn, "2") {
			src = "4s"
		}
		return neonFixed(base, d, n, fmt.Sprintf("%s v%d.2d, v%d.%s", mn, d, n, src)), nil
	case "cmlt":
		if bits != 64 {
			return "", fmt.Errorf("cmlt #0 on 2d only")
		}
		return neonFixed(0x4ee0a800, d, n, fmt.Sprintf("cmlt v%d.%s, v%d.%s, #0", d, a, n, a)), nil
	case "sshr": // immh:immb = 2*bits - shift, shift = bits-1
		return neonFixed(0x4f000400|uint32(bits+1)<<16, d, n, fmt.Sprintf("sshr v%d.%s, v%d.%s, #%d", d, a, n, a, bits-1)), nil
	}
	return "", fmt.Errorf("no encoding for %q", mn)
}

// neonExtend encodes sxtl/uxtl (and the upper-half forms 2): SSHLL/USHLL
// by 0 of from-bit lanes into twice as wide ones.
func neonExtend(signed, upper bool, from, d, n int) (string, error) {
	immh := map[int]uint32{8: 1, 16: 2, 32: 4}[from]
	if immh == 0 {
		return "", fmt.Errorf("no extension of %d-bit lanes", from)
	}
	base, mn := uint32(0x0f00a400)|immh<<19, "sxtl"
	if !signed {
		base, mn = base|1<<29, "uxtl"
	}
	src := map[int]string{8: "8b", 16: "4h", 32: "2s"}[from]
	if upper {
		base |= 1 << 30
		mn += "2"
		src = map[int]string{8: "16b", 16: "8h", 32: "4s"}[from]
	}
	return neonFixed(base, d, n, fmt.Sprintf("%s v%d.%s, v%d.%s", mn, d, armArr[2*from], n, src)), nil
}

// reduceNEON is the body of a NEON reduction. Registers: R1 x, R3 and R4
// valid's base and length, R6 shift, R5 the group's validity bits
// broadcast to V21 and V20 the lane weights; R0 (and R11) the outputs, R2
// the blocks or groups left; values are loaded into V16..V19.
func reduceNEON(name string, k reduceKernel, e elem, fa frameArgs, groups int) (string, error) {
	outs, err := reduceArgs(k, e, fa)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	var werr error
	word := func(line string, err error) {
		if err != nil && werr == nil {
			werr = err
		}
		w(&b, "%s", line)
	}
	three := func(mn string, bits, d, n, m int) { word(neonCompare(Level{Name: "NEON"}, mn, bits, d, n, m)) }
	unary := func(mn string, bits, d, n int) { word(neonUnary(mn, bits, d, n)) }
	float := e.Kind == "float"
	// Lane bits: the sums widen to 64-bit lanes, the bounds keep the width.
	lb := 64
	if k.Op == "minMax" {
		lb = max(32, e.Bits)
	}
	flip := k.Op == "minMax" && e.Kind == "uint" && e.Bits >= 32
	half := e.Kind == "half"
	ga := goArr[lb]
	weights := func() {
		if lb == 64 {
			w(&b, "MOVD $1, R8")
			w(&b, "VMOV R8, V20.D[0]")
			w(&b, "MOVD $2, R8")
		} else {
			w(&b, "MOVD $0x0000000200000001, R8")
			w(&b, "VMOV R8, V20.D[0]")
			w(&b, "MOVD $0x0000000800000004, R8")
		}
		w(&b, "VMOV R8, V20.D[1]")
	}
	valid := func() {
		w(&b, "MOVD  $-1, R5")
		w(&b, "CBZ   R4, 3(PC)")
		w(&b, "MOVWU (R3), R5")
		w(&b, "LSR   R6, R5, R5")
		w(&b, "ADD   $2, R3, R3")
		w(&b, "VDUP R5, V21.%s", ga)
	}
	// mask sets V25 to the lane mask of the next vector; next shifts the
	// bits of the vector after it down.
	mask := func() { w(&b, "VCMTST V20.%s, V21.%s, V25.%s", ga, ga, ga) }
	next := func() { w(&b, "VUSHR $%d, V21.%s, V21.%s", 128/lb, ga, ga) }
	load := func() {
		var r []string
		for i := range 4 {
			r = append(r, fmt.Sprintf("V%d.%s", 16+i, goArr[e.Bits]))
		}
		w(&b, "VLD1.P 64(R1), [%s]", strings.Join(r, ", "))
	}
	// widen loads the next 16 values of 8 or 16 bits and extends them
	// (sign or zero, by e's kind) to lanes of to bits, returning the
	// registers that hold them in order: bytes go through V28, V29
	// (halfwords); words land in V28..V31 from halfwords, V16..V19 from
	// bytes; doublewords in V8..V15 (free in the sums that widen).
	widen := func(to int) []int {
		signed := e.Kind != "uint"
		ext := func(upper bool, from, d, n int) { word(neonExtend(signed, upper, from, d, n)) }
		var cur []int
		if e.Bits == 8 {
			w(&b, "VLD1.P 16(R1), [V16.B16]")
			ext(false, 8, 28, 16)
			ext(true, 8, 29, 16)
			for i, r := range []int{28, 29} {
				ext(false, 16, 16+2*i, r)
				ext(true, 16, 17+2*i, r)
			}
			cur = []int{16, 17, 18, 19}
		} else {
			w(&b, "VLD1.P 32(R1), [V16.H8, V17.H8]")
			for i, r := range []int{16, 17} {
				ext(false, 16, 28+2*i, r)
				ext(true, 16, 29+2*i, r)
			}
			cur = []int{28, 29, 30, 31}
		}
		if to == 32 {
			return cur
		}
		var out []int
		for i, r := range cur {
			ext(false, 32, 8+2*i, r)
			ext(true, 32, 9+2*i, r)
			out = append(out, 8+2*i, 9+2*i)
		}
		return out
	}
	// lanes loads the next 16 values and calls add for each vector of two
	// 64-bit lanes: acc the accumulator, src the register holding them;
	// 32-bit values are first widened by mn (fcvtl, sxtl) into V26, V27.
	lanes := func(mn string, add func(acc, src int)) {
		if e.Bits == 64 {
			for h := range 2 {
				load()
				for i := range 4 {
					add(4*h+i, 16+i)
				}
			}
			return
		}
		if e.Bits < 32 {
			for i, r := range widen(64) {
				add(i, r)
			}
			return
		}
		load()
		for i := range 4 {
			if e.Kind == "uint" {
				word(neonExtend(false, false, 32, 26, 16+i))
				word(neonExtend(false, true, 32, 27, 16+i))
			} else {
				unary(mn, 64, 26, 16+i)
				unary(mn+"2", 64, 27, 16+i)
			}
			add(2*i, 26)
			add(2*i+1, 27)
		}
	}
	if k.Op == "sum" && float {
		fa.load(&b, "MOVD", "dst_base", "R0", "dst_len", "R2", "x_base", "R1", "valid_base", "R3", "valid_len", "R4", "shift", "R6")
		w(&b, "MOVD $0x8000000000000000, R8")
		w(&b, "VDUP R8, V24.D2")
		weights()
		w(&b, "CBZ  R2, %s_done", name)
		label(&b, name, "_block")
		for i := range 8 {
			w(&b, "VORR V24.B16, V24.B16, V%d.B16", i)
		}
		w(&b, "MOVD $%d, R9", groups)
		label(&b, name, "_group")
		valid()
		add := func(acc, src int) {
			mask()
			w(&b, "VBIF V25.B16, V24.B16, V%d.B16", src)
			three("fadd", 64, acc, acc, src)
			next()
		}
		lanes("fcvtl", add)
		w(&b, "SUB  $1, R9, R9")
		w(&b, "CBNZ R9, %s_group", name)
		for _, r := range [][3]int{{0, 0, 2}, {4, 4, 6}, {0, 0, 4}, {1, 1, 3}, {5, 5, 7}, {1, 1, 5}, {0, 0, 1}} {
			three("fadd", 64, r[0], r[1], r[2])
		}
		w(&b, "%s", neonFixed(0x7e70d800, 0, 0, "faddp d0, v0.2d"))
		w(&b, "FMOVD.P F0, 8(R0)")
		w(&b, "SUB  $1, R2, R2")
		w(&b, "CBNZ R2, %s_block", name)
		label(&b, name, "_done")
		w(&b, "RET")
		return b.String(), werr
	}
	pairs := []string{outs[0], "R0"}
	if len(outs) == 2 {
		pairs = append(pairs, outs[1], "R11")
	}
	fa.load(&b, "MOVD", append(pairs, "x_base", "R1", "x_len", "R2", "valid_base", "R3", "valid_len", "R4", "shift", "R6")...)
	w(&b, "LSR  $4, R2, R2")
	if k.Op == "minMax" { // the identities: V22 of min, V23 of max
		mov, maxv, minv := "MOVD", "0x7fffffffffffffff", "0x8000000000000000"
		if lb == 32 {
			mov, maxv, minv = "MOVW", "0x7fffffff", "0x80000000"
		}
		w(&b, "%s $%s, R8", mov, maxv)
		w(&b, "VDUP R8, V22.%s", ga)
		w(&b, "%s $%s, R8", mov, minv)
		w(&b, "VDUP R8, V23.%s", ga)
		if half {
			w(&b, "MOVW $0x7fff, R8")
			w(&b, "VDUP R8, V12.S4")
			w(&b, "MOVW $0x7c01, R8")
			w(&b, "VDUP R8, V13.S4")
		}
	}
	weights()
	// Lane accumulators: 16 lanes per output, in V0.. and V(perOut)...
	perOut := 16 * lb / 128
	accs := func(store bool) {
		for p, ptr := range []string{"R0", "R11"}[:len(outs)] {
			w(&b, "MOVD %s, R10", ptr)
			for q := 0; q < perOut; q += 4 {
				var r []string
				for i := range 4 {
					r = append(r, fmt.Sprintf("V%d.%s", p*perOut+q+i, ga))
				}
				list := strings.Join(r, ", ")
				switch {
				case !store && q+4 < perOut:
					w(&b, "VLD1.P 64(R10), [%s]", list)
				case !store:
					w(&b, "VLD1 (R10), [%s]", list)
				case q+4 < perOut:
					w(&b, "VST1.P [%s], 64(R10)", list)
				default:
					w(&b, "VST1 [%s], (R10)", list)
				}
			}
		}
	}
	bound := func(acc, src int) {
		if flip { // unsigned: the sign bit flipped (V23 holds it) orders them as signed
			w(&b, "VEOR V23.B16, V%d.B16, V%d.B16", src, src)
		}
		if float { // order key; V27: not NaN
			three("fcmeq", lb, 27, src, src)
			unary("sshr", lb, 26, src)
			w(&b, "VUSHR $1, V26.%s, V26.%s", ga, ga)
			w(&b, "VEOR V26.B16, V%d.B16, V%d.B16", src, src)
		}
		if half { // V27: not NaN (0x7c01 > |x|, V13 and V12); the bits to keys
			w(&b, "VAND V12.B16, V%d.B16, V26.B16", src)
			three("cmgt", 32, 27, 13, 26)
			unary("sshr", 32, 26, src)
			w(&b, "VAND V12.B16, V26.B16, V26.B16")
			w(&b, "VEOR V26.B16, V%d.B16, V%d.B16", src, src)
		}
		mask()
		if float || half {
			w(&b, "VAND V27.B16, V25.B16, V25.B16")
		}
		w(&b, "VORR V%d.B16, V%d.B16, V26.B16", src, src)
		w(&b, "VBIF V25.B16, V22.B16, V26.B16")
		w(&b, "VBIF V25.B16, V23.B16, V%d.B16", src)
		hi := perOut + acc
		if lb == 64 {
			three("cmgt", 64, 27, acc, 26)
			w(&b, "VBIT V27.B16, V26.B16, V%d.B16", acc)
			three("cmgt", 64, 27, src, hi)
			w(&b, "VBIT V27.B16, V%d.B16, V%d.B16", src, hi)
		} else {
			three("smin", 32, acc, acc, 26)
			three("smax", 32, hi, hi, src)
		}
		next()
	}
	boundGroup := func() {
		if e.Bits < 32 {
			for i, r := range widen(32) {
				bound(i, r)
			}
			return
		}
		for h := range 16 * e.Bits / 512 {
			load()
			for i := range 4 {
				bound(4*h+i, 16+i)
			}
		}
	}
	if k.Op == "minMax" && float {
		minMaxFloatNEON(&b, name, e, perOut, accs, boundGroup, valid, mask, next, load, three, unary)
		return b.String(), werr
	}
	accs(false)
	w(&b, "CBZ  R2, %s_store", name)
	label(&b, name, "_loop")
	valid()
	switch {
	case k.Op == "sum":
		add := func(acc, src int) {
			mask()
			w(&b, "VAND V25.B16, V%d.B16, V%d.B16", src, src)
			w(&b, "VADD V%d.D2, V%d.D2, V%d.D2", src, acc, acc)
			if e.Bits == 64 { // hi += carry (x > lo' unsigned) and the sign of x
				three("cmhi", 64, 26, src, acc)
				w(&b, "VSUB V26.D2, V%d.D2, V%d.D2", 8+acc, 8+acc)
				if e.Kind == "int" {
					unary("cmlt", 64, 26, src)
					w(&b, "VADD V26.D2, V%d.D2, V%d.D2", 8+acc, 8+acc)
				}
			}
			next()
		}
		lanes("sxtl", add)
	default:
		boundGroup()
	}
	w(&b, "SUB  $1, R2, R2")
	w(&b, "CBNZ R2, %s_loop", name)
	label(&b, name, "_store")
	accs(true)
	w(&b, "RET")
	return b.String(), werr
}

// minMaxFloatNEON is the float bounds kernel: the key lanes stay in lo
// and hi; a chunk of floatChunk groups is bounded as floats in V0..
// (least, from +Inf) and V(perOut).. (greatest, from -Inf) with FMIN and
// FMAX, which order -0 below +0 as the keys do and turn a bound NaN when a
// value is NaN; a null slot is made +Inf for the least and -Inf for the
// greatest (BIF). A chunk with a NaN bound is redone through the keys
// (boundGroup, the loop of the other bounds); the others go to keys and
// fold into lo and hi where the lane saw a value (greatest >= least).
func minMaxFloatNEON(b *strings.Builder, name string, e elem, perOut int, accs func(store bool), boundGroup, valid, mask, next, load func(), three func(mn string, bits, d, n, m int), unary func(mn string, bits, d, n int)) {
	lb := e.Bits
	ga := goArr[lb]
	inf, ninf, mov := "0x7ff0000000000000", "0xfff0000000000000", "MOVD"
	if lb == 32 {
		inf, ninf, mov = "0x7f800000", "0xff800000", "MOVW"
	}
	w(b, "%s $%s, R8", mov, inf)
	w(b, "VDUP R8, V28.%s", ga)
	w(b, "%s $%s, R8", mov, ninf)
	w(b, "VDUP R8, V29.%s", ga)
	w(b, "CBZ  R2, %s_done", name)
	label(b, name, "_chunk")
	w(b, "MOVD $%d, R9", floatChunk)
	w(b, "CMP  R9, R2")
	w(b, "CSEL LT, R2, R9, R9")
	w(b, "SUB  R9, R2, R2")
	w(b, "MOVD R1, R12")
	w(b, "MOVD R3, R13")
	w(b, "MOVD R9, R14")
	for j := range perOut {
		w(b, "VORR V28.B16, V28.B16, V%d.B16", j)
		w(b, "VORR V29.B16, V29.B16, V%d.B16", perOut+j)
	}
	w(b, "CBZ  R4, %s_fastdense", name)
	for _, masked := range []bool{true, false} {
		if masked {
			label(b, name, "_fast")
			valid()
		} else {
			label(b, name, "_fastdense")
		}
		for h := range 16 * lb / 512 {
			load()
			for i := range 4 {
				acc, src := 4*h+i, 16+i
				lo := src
				if masked { // null: +Inf to the least (V26), -Inf to the greatest
					mask()
					w(b, "VORR V%d.B16, V%d.B16, V26.B16", src, src)
					w(b, "VBIF V25.B16, V28.B16, V26.B16")
					w(b, "VBIF V25.B16, V29.B16, V%d.B16", src)
					next()
					lo = 26
				}
				three("fmin", lb, acc, acc, lo)
				three("fmax", lb, perOut+acc, perOut+acc, src)
			}
		}
		w(b, "SUB  $1, R9, R9")
		if masked {
			w(b, "CBNZ R9, %s_fast", name)
			w(b, "B    %s_check", name)
		} else {
			w(b, "CBNZ R9, %s_fastdense", name)
		}
	}
	label(b, name, "_check")
	for j := range 2 * perOut { // all ones when no bound is NaN
		if j == 0 {
			three("fcmeq", lb, 26, 0, 0)
		} else {
			three("fcmeq", lb, 27, j, j)
			w(b, "VAND V27.B16, V26.B16, V26.B16")
		}
	}
	w(b, "VMOV V26.D[0], R7")
	w(b, "VMOV V26.D[1], R8")
	w(b, "AND  R8, R7, R7")
	w(b, "CMN  $1, R7")
	w(b, "BNE  %s_redo", name)
	for j := range perOut {
		three("fcmge", lb, 27, perOut+j, j) // the lanes that saw a value
		for _, r := range []int{j, perOut + j} {
			unary("sshr", lb, 26, r)
			w(b, "VUSHR $1, V26.%s, V26.%s", ga, ga)
			w(b, "VEOR V26.B16, V%d.B16, V%d.B16", r, r)
		}
		w(b, "VBIF V27.B16, V22.B16, V%d.B16", j)
		w(b, "VBIF V27.B16, V23.B16, V%d.B16", perOut+j)
	}
	// Fold into lo and hi four vectors at a time through V16..V19.
	for p, ptr := range []string{"R0", "R11"} {
		w(b, "MOVD %s, R10", ptr)
		for q := 0; q < perOut; q += 4 {
			var r []string
			for i := range 4 {
				r = append(r, fmt.Sprintf("V%d.%s", 16+i, ga))
			}
			list := strings.Join(r, ", ")
			w(b, "VLD1 (R10), [%s]", list)
			for i := range 4 {
				cand, acc := p*perOut+q+i, 16+i
				switch {
				case lb == 32 && p == 0:
					three("smin", 32, acc, acc, cand)
				case lb == 32:
					three("smax", 32, acc, acc, cand)
				case p == 0: // acc > cand: take cand
					three("cmgt", 64, 27, acc, cand)
					w(b, "VBIT V27.B16, V%d.B16, V%d.B16", cand, acc)
				default:
					three("cmgt", 64, 27, cand, acc)
					w(b, "VBIT V27.B16, V%d.B16, V%d.B16", cand, acc)
				}
			}
			w(b, "VST1.P [%s], 64(R10)", list)
		}
	}
	label(b, name, "_next")
	w(b, "CBNZ R2, %s_chunk", name)
	w(b, "B    %s_done", name)
	label(b, name, "_redo")
	w(b, "MOVD R12, R1")
	w(b, "MOVD R13, R3")
	w(b, "MOVD R14, R9")
	accs(false)
	label(b, name, "_keys")
	valid()
	boundGroup()
	w(b, "SUB  $1, R9, R9")
	w(b, "CBNZ R9, %s_keys", name)
	accs(true)
	w(b, "B    %s_next", name)
	label(b, name, "_done")
	w(b, "RET")
}

const reduceNEONHead = `// NEON reductions (reduce.go): sums and bounds of int32, int64, float32 and
// float64 values with the validity bitmap applied in registers. Per group
// of 16 values the kernel loads 4 bytes of the bitmap at byte i/8, shifts
// them right by the bitmap's bit shift (< 8) and broadcasts them; each
// vector's lane mask is CMTST of the bits against the lane weights (1, 2
// for doublewords; 1, 2, 4, 8 for words), the bits shifted down by the
// vector's lane count after it. A nil bitmap (length 0) stands for all
// ones. Sums: value i goes to lane i%16 (vector i%16/2, lane i%2), float
// lanes start at -0 and a null adds -0 (BIF), and the block ends with the
// lane tree of reduce.go ((v0+v2)+(v4+v6) is lanes 0..1 of it,
// (v1+v3)+(v5+v7) lanes 2..3, then FADDP). Int64 lanes are 128-bit: lo +=
// x, hi += carry (CMHI x > lo') and the sign of x (CMLT #0). Bounds: null
// lanes become the identity (BIF), 64-bit lanes compare with CMGT and
// insert with BIT, 32-bit lanes use SMIN/SMAX; floats become order keys
// (x EOR (SSHR #63 x) >> 1) and NaN lanes (FCMEQ x, x false) count as null;
// float bounds first bound chunks as floats (FMIN/FMAX, see minMaxFloatNEON
// in gen/asmgen) and take the keys only for a chunk with a NaN bound.
// Go's assembler lacks the float and signed compare instructions, so they
// are WORD-encoded with the instruction beside them (make asm checks them).
`
