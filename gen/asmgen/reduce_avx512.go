package main

import (
	"fmt"
	"strings"
)

// floatChunk is the number of 16-value groups the float bounds kernels
// fold with VMINP/VMAXP before they check the chunk (a zero bound, whose
// sign those instructions do not order) and, when needed, read it again
// for the signs of its zeros: long enough that the check and the fold into
// the key lanes cost little per value, short enough that a second read
// stays in L1.
const floatChunk = 32

// avx512Valid loads the validity bits of the next 16 values into K1 (and
// the upper 8 into K2 for 64-bit lanes); only the loops for inputs with a
// bitmap run it.
func avx512Valid(b *strings.Builder, bits int) {
	w(b, "MOVL (R9), DX")
	w(b, "SHRL CX, DX")
	w(b, "KMOVW DX, K1")
	if bits == 64 {
		w(b, "KSHIFTRW $8, K1, K2")
	}
	w(b, "ADDQ $2, R9")
}

// avx512Ops names the instructions of one lane width.
type avx512Ops struct {
	sz, ps, mov string // lane suffix (Q, D), float suffix (PD, PS), integer move
	vecs, step  int    // ZMMs per group of 16 values, bytes of x per group
}

func avx512OpsOf(e elem) avx512Ops {
	if e.Bits == 64 {
		return avx512Ops{"Q", "PD", "VMOVDQU64", 2, 128}
	}
	return avx512Ops{"D", "PS", "VMOVDQU32", 1, 64}
}

// reduceAVX512 is the body of an AVX-512 reduction. Registers as in
// reduceAVX2 (SI x, R9/R10 valid, CX shift, DX bits, DI/BX outputs, R8
// groups or blocks left); K1 (K2) the group's validity mask, lane i of
// vector j taking bit 8j+i (64-bit lanes) or i (32-bit).
func reduceAVX512(name string, k reduceKernel, e elem, fa frameArgs, groups int) (string, error) {
	outs, err := reduceArgs(k, e, fa)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if k.Op == "sum" && e.Kind == "float" {
		sumFloatAVX512(&b, name, e, fa, groups)
		return b.String(), nil
	}
	if k.Op == "minMax" && e.Kind == "float" {
		minMaxFloatAVX512(&b, name, e, fa)
		return b.String(), nil
	}
	sh := shapeOf(k, e)
	o := avx512OpsOf(elem{Bits: sh.lane, Kind: "int"})
	accVecs := 2 // ZMMs per output: 16 lanes of 64 bits, or of 32 for 32-bit bounds
	if k.Op == "minMax" && sh.lane == 32 {
		accVecs = 1
	}
	ptrs := []string{"DI", "BX"}[:len(outs)]
	pairs := []string{outs[0], "DI"}
	if len(outs) == 2 {
		pairs = append(pairs, outs[1], "BX")
	}
	fa.load(&b, "MOVQ", append(pairs, "x_base", "SI", "x_len", "R8", "valid_base", "R9", "valid_len", "R10", "shift", "CX")...)
	w(&b, "SHRQ $4, R8")
	accMov := "VMOVDQU64"
	if accVecs == 1 {
		accMov = o.mov
	}
	for p, ptr := range ptrs {
		for i := range accVecs {
			w(&b, "%s %d(%s), Z%d", accMov, 64*i, ptr, p*accVecs+i)
		}
	}
	if k.Op == "sum" && sh.ext == "" {
		w(&b, "VPTERNLOGD $0xff, Z15, Z15, Z15") // all ones: subtracting it adds a carry
	}
	if sh.half { // the magnitude mask of float16 bits, and one past +Inf: a magnitude below it is no NaN
		w(&b, "MOVL $0x7fff, AX")
		w(&b, "VPBROADCASTD AX, Z13")
		w(&b, "MOVL $0x7c01, AX")
		w(&b, "VPBROADCASTD AX, Z12")
	}
	if sh.flip { // the sign bits, which order unsigned values as signed ones
		w(&b, "VPTERNLOGD $0xff, Z14, Z14, Z14")
		w(&b, "VPSLL%s $%d, Z14, Z14", o.sz, sh.lane-1)
	}
	w(&b, "TESTQ R8, R8")
	w(&b, "JZ %s_store", name)
	w(&b, "TESTQ R10, R10")
	w(&b, "JZ %s_dense", name)
	step := 16 * e.Bits / 8
	for _, masked := range []bool{true, false} {
		if masked {
			label(&b, name, "_loop")
			avx512Valid(&b, map[bool]int{true: 64, false: 32}[accVecs == 2])
		} else {
			label(&b, name, "_dense")
		}
		for j := range accVecs {
			mask := ""
			if masked {
				mask = fmt.Sprintf("K%d, ", j+1)
			}
			zero := ""
			if masked {
				zero = ".Z"
			}
			// The bytes of x vector j widens from.
			at := j * (512 / sh.lane) * e.Bits / 8
			switch {
			case k.Op == "sum" && sh.ext == "":
				// A null lane loads 0. lo += x; the carry out of lo is lo' <
				// x unsigned; hi += sign(x) + carry.
				w(&b, "VMOVDQU64%s %d(SI), %sZ8", zero, at, mask)
				w(&b, "VPADDQ Z8, Z%d, Z%d", j, j)
				w(&b, "VPCMPUQ $1, Z8, Z%d, K3", j)
				if e.Kind == "int" {
					w(&b, "VPSRAQ $63, Z8, Z9")
					w(&b, "VPADDQ Z9, Z%d, Z%d", 2+j, 2+j)
				}
				w(&b, "VPSUBQ Z15, Z%d, K3, Z%d", 2+j, 2+j)
			case k.Op == "sum":
				w(&b, "%s%s %d(SI), %sZ8", sh.widen(e), zero, at, mask)
				w(&b, "VPADDQ Z8, Z%d, Z%d", j, j)
			default: // a null lane keeps its bounds (merge masking)
				if op := sh.widen(e); op != "" {
					w(&b, "%s %d(SI), Z8", op, at)
				} else {
					w(&b, "%s %d(SI), Z8", o.mov, at)
				}
				if sh.flip {
					w(&b, "VPXOR%s Z14, Z8, Z8", o.sz)
				}
				if sh.half { // K4: the lanes to bound, valid and not NaN; the bits to keys
					w(&b, "VPANDD Z13, Z8, Z9")
					w(&b, "VPCMPGTD Z9, Z12, %sK4", mask)
					w(&b, "VPSRAD $31, Z8, Z10")
					w(&b, "VPANDD Z13, Z10, Z10")
					w(&b, "VPXORD Z10, Z8, Z8")
					mask = "K4, "
				}
				w(&b, "VPMINS%s Z8, Z%d, %sZ%d", o.sz, j, mask, j)
				w(&b, "VPMAXS%s Z8, Z%d, %sZ%d", o.sz, accVecs+j, mask, accVecs+j)
			}
		}
		w(&b, "ADDQ $%d, SI", step)
		w(&b, "DECQ R8")
		if masked {
			w(&b, "JNZ %s_loop", name)
			w(&b, "JMP %s_store", name)
		} else {
			w(&b, "JNZ %s_dense", name)
		}
	}
	label(&b, name, "_store")
	for p, ptr := range ptrs {
		for i := range accVecs {
			w(&b, "%s Z%d, %d(%s)", accMov, p*accVecs+i, 64*i, ptr)
		}
	}
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return b.String(), nil
}

// sumFloatAVX512 is the float block sum: lanes 0-7 in Z0, 8-15 in Z1 (a
// null lane keeps its sum: merge masking, which is adding -0), then the
// lane tree of reduce.go in the order reduceAVX2 adds it.
func sumFloatAVX512(b *strings.Builder, name string, e elem, fa frameArgs, groups int) {
	fa.load(b, "MOVQ", "dst_base", "DI", "dst_len", "R8", "x_base", "SI", "valid_base", "R9", "valid_len", "R10", "shift", "CX")
	w(b, "MOVQ $0x8000000000000000, AX")
	w(b, "VPBROADCASTQ AX, Z15")
	w(b, "TESTQ R8, R8")
	w(b, "JZ %s_done", name)
	label(b, name, "_block")
	w(b, "VMOVAPD Z15, Z0")
	w(b, "VMOVAPD Z15, Z1")
	w(b, "MOVQ $%d, R11", groups)
	w(b, "TESTQ R10, R10")
	w(b, "JZ %s_dense", name)
	for _, masked := range []bool{true, false} {
		if masked {
			label(b, name, "_group")
			avx512Valid(b, 64)
		} else {
			label(b, name, "_dense")
		}
		for j := range 2 {
			mask := ""
			if masked {
				mask = fmt.Sprintf("K%d, ", j+1)
			}
			if e.Bits == 64 {
				w(b, "VADDPD %d(SI), Z%d, %sZ%d", 64*j, j, mask, j)
			} else {
				w(b, "VCVTPS2PD %d(SI), Z8", 32*j)
				w(b, "VADDPD Z8, Z%d, %sZ%d", j, mask, j)
			}
		}
		w(b, "ADDQ $%d, SI", 16*e.Bits/8)
		w(b, "DECQ R11")
		if masked {
			w(b, "JNZ %s_group", name)
			w(b, "JMP %s_tree", name)
		} else {
			w(b, "JNZ %s_dense", name)
		}
	}
	label(b, name, "_tree")
	b.WriteString("\n\t// (l0+l4)+(l8+l12), ... in Y0, then (t0+t2)+(t1+t3)\n")
	for _, line := range []string{"VEXTRACTF64X4 $1, Z0, Y2", "VADDPD Y2, Y0, Y0", "VEXTRACTF64X4 $1, Z1, Y3", "VADDPD Y3, Y1, Y1",
		"VADDPD Y1, Y0, Y0", "VEXTRACTF128 $1, Y0, X1", "VADDPD X1, X0, X0", "VPERMILPD $1, X0, X1", "VADDSD X1, X0, X0",
		"VMOVSD X0, (DI)", "ADDQ $8, DI", "DECQ R8"} {
		w(b, "%s", line)
	}
	w(b, "JNZ %s_block", name)
	label(b, name, "_done")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

// minMaxFloatAVX512 is the float bounds kernel. The key lanes live in Z16..
// (least) and Z20.. (greatest). A chunk of floatChunk groups is first
// bounded as floats, Z0.. and Z4.. starting at +Inf and -Inf: VMINP/VMAXP
// with x as the first source return the second (the bound) when x is NaN,
// so NaNs count as nulls with no test, and a null lane keeps its bound by
// merge masking. Those instructions order every pair but ±0 (they return
// the second source), so a chunk with a zero bound is read again: a lane
// that saw a -0 ORs the sign bit into its least, one that saw a +0 clears
// the sign bit of its greatest (see minMaxFloatAVX2). Then the bounds go
// to keys and fold into the key lanes where the lane saw a value (least <=
// greatest).
func minMaxFloatAVX512(b *strings.Builder, name string, e elem, fa frameArgs) {
	o := avx512OpsOf(e)
	fa.load(b, "MOVQ", "lo", "DI", "hi", "BX", "x_base", "SI", "x_len", "R8", "valid_base", "R9", "valid_len", "R10", "shift", "CX")
	w(b, "SHRQ $4, R8")
	for j := range o.vecs {
		w(b, "%s %d(DI), Z%d", o.mov, 64*j, 16+j)
		w(b, "%s %d(BX), Z%d", o.mov, 64*j, 20+j)
	}
	inf, ninf := "$0x7ff0000000000000", "$0xfff0000000000000"
	if e.Bits == 32 {
		inf, ninf = "$0x7f800000", "$0xff800000"
	}
	w(b, "MOVQ %s, AX", inf)
	w(b, "VPBROADCAST%s AX, Z14", o.sz)
	w(b, "MOVQ %s, AX", ninf)
	w(b, "VPBROADCAST%s AX, Z13", o.sz)
	w(b, "VPXORQ Z15, Z15, Z15")
	w(b, "VPTERNLOGD $0xff, Z12, Z12, Z12")
	w(b, "VPSLL%s $%d, Z12, Z12", o.sz, e.Bits-1) // -0
	w(b, "TESTQ R8, R8")
	w(b, "JZ %s_store", name)
	label(b, name, "_chunk")
	floatChunkOpen(b)
	for j := range o.vecs {
		w(b, "VMOVAP%s Z14, Z%d", o.ps[1:], j)
		w(b, "VMOVAP%s Z13, Z%d", o.ps[1:], 4+j)
	}
	w(b, "TESTQ R10, R10")
	w(b, "JZ %s_fastdense", name)
	for _, masked := range []bool{true, false} {
		if masked {
			label(b, name, "_fast")
			avx512Valid(b, e.Bits)
		} else {
			label(b, name, "_fastdense")
		}
		for j := range o.vecs {
			mask := ""
			if masked {
				mask = fmt.Sprintf("K%d, ", j+1)
			}
			w(b, "VMOVUP%s %d(SI), Z8", o.ps[1:], 64*j)
			w(b, "VMIN%s Z%d, Z8, %sZ%d", o.ps, j, mask, j)
			w(b, "VMAX%s Z%d, Z8, %sZ%d", o.ps, 4+j, mask, 4+j)
		}
		w(b, "ADDQ $%d, SI", o.step)
		w(b, "DECQ R11")
		if masked {
			w(b, "JNZ %s_fast", name)
			w(b, "JMP %s_check", name)
		} else {
			w(b, "JNZ %s_fastdense", name)
		}
	}
	label(b, name, "_check")
	for i, j := range chunkRegs(o.vecs) {
		if i == 0 {
			w(b, "VCMP%s $0, Z15, Z%d, K3", o.ps, j)
		} else {
			w(b, "VCMP%s $0, Z15, Z%d, K4", o.ps, j)
			w(b, "KORW K4, K3, K3")
		}
	}
	w(b, "KORTESTW K3, K3")
	w(b, "JNZ %s_redo", name)
	label(b, name, "_fold")
	for j := range o.vecs {
		w(b, "VCMP%s $2, Z%d, Z%d, K3", o.ps, 4+j, j) // the lanes that saw a value
		for _, r := range []int{j, 4 + j} {
			w(b, "VPSRA%s $%d, Z%d, Z9", o.sz, e.Bits-1, r)
			w(b, "VPSRL%s $1, Z9, Z9", o.sz)
			w(b, "VPXOR%s Z9, Z%d, Z%d", o.sz, r, r)
		}
		w(b, "VPMINS%s Z%d, Z%d, K3, Z%d", o.sz, j, 16+j, 16+j)
		w(b, "VPMAXS%s Z%d, Z%d, K3, Z%d", o.sz, 4+j, 20+j, 20+j)
	}
	label(b, name, "_next")
	w(b, "TESTQ R8, R8")
	w(b, "JNZ %s_chunk", name)
	w(b, "JMP %s_store", name)
	label(b, name, "_redo")
	floatChunkRewind(b)
	w(b, "TESTQ R10, R10")
	w(b, "JZ %s_zerosdense", name)
	for _, masked := range []bool{true, false} {
		if masked {
			label(b, name, "_zeros")
			avx512Valid(b, e.Bits)
		} else {
			label(b, name, "_zerosdense")
		}
		for j := range o.vecs {
			mask := ""
			if masked {
				mask = fmt.Sprintf("K%d, ", j+1)
			}
			w(b, "%s %d(SI), Z8", o.mov, 64*j)
			// A lane that saw a -0 has a least <= -0: a zero least becomes
			// -0 and a negative one keeps its sign bit; one that saw a +0
			// has a greatest >= +0, whose sign bit goes.
			w(b, "VPCMPEQ%s Z12, Z8, %sK3", o.sz, mask)
			w(b, "VPOR%s Z12, Z%d, K3, Z%d", o.sz, j, j)
			w(b, "VPCMPEQ%s Z15, Z8, %sK4", o.sz, mask)
			w(b, "VPANDN%s Z%d, Z12, K4, Z%d", o.sz, 4+j, 4+j)
		}
		w(b, "ADDQ $%d, SI", o.step)
		w(b, "DECQ R11")
		if masked {
			w(b, "JNZ %s_zeros", name)
		} else {
			w(b, "JNZ %s_zerosdense", name)
		}
		w(b, "JMP %s_fold", name)
	}
	label(b, name, "_store")
	for j := range o.vecs {
		w(b, "%s Z%d, %d(DI)", o.mov, 16+j, 64*j)
		w(b, "%s Z%d, %d(BX)", o.mov, 20+j, 64*j)
	}
	w(b, "VZEROUPPER")
	w(b, "RET")
}

// chunkRegs are the float bound registers of a chunk: the least in 0..,
// the greatest in 4...
func chunkRegs(vecs int) []int {
	var r []int
	for j := range vecs {
		r = append(r, j, 4+j)
	}
	return r
}

// floatChunkOpen starts a chunk of min(floatChunk, R8) groups: R11 counts
// them, R12, R13 and R14 keep x, valid and the count for a redo.
func floatChunkOpen(b *strings.Builder) {
	w(b, "MOVQ $%d, R11", floatChunk)
	w(b, "CMPQ R8, R11")
	w(b, "CMOVQLT R8, R11")
	w(b, "SUBQ R11, R8")
	w(b, "MOVQ SI, R12")
	w(b, "MOVQ R9, R13")
	w(b, "MOVQ R11, R14")
}

// floatChunkRewind goes back to the start of the chunk.
func floatChunkRewind(b *strings.Builder) {
	w(b, "MOVQ R12, SI")
	w(b, "MOVQ R13, R9")
	w(b, "MOVQ R14, R11")
}

// reduceAVX512Head is the AVX-512 file's prose (it needs no tables).
func reduceAVX512Head() string { return reduceAVX512Prose }

const reduceAVX512Prose = `// AVX-512 reductions (reduce.go): sums and bounds of int32, int64, float32
// and float64 values with the validity bitmap applied in opmask registers.
// Per group of 16 values the kernel loads 4 bytes of the bitmap at byte
// i/8, shifts them right by the bitmap's bit shift (< 8) and moves them to
// K1 (K2 = K1 >> 8 for the second ZMM of 64-bit lanes). A nil bitmap
// (length 0) stands for all ones: such inputs take a dense loop with no
// masks (the same lanes in the same order, so the same results).
// Lanes are those of the AVX2 kernels: value i goes to lane i%16, lanes
// 0-7 in the first ZMM of 64-bit lanes, 8-15 in the second.
// Float sums: a null lane keeps its sum (merge masking, the same as adding
// the -0 the AVX2 kernels blend in); the block ends with the lane tree of
// reduce.go, added in the AVX2 kernels' order, so the sums are equal bit
// for bit. Integer sums load a null lane as 0 (zero masking). Int64 lanes
// are 128-bit: lo += x, hi += the sign of x plus the carry out of lo
// (lo' < x unsigned, VPCMPUQ).
// Integer bounds: VPMINS/VPMAXS with merge masking (a null lane keeps its
// bounds). Float bounds: see minMaxFloatAVX512 in gen/asmgen: chunks of
// VMINP/VMAXP on the floats (read again for the signs of their zeros when
// a bound is a zero), folded as order keys (bits XOR (sign mask >> 1), see
// floatKey64).
`
