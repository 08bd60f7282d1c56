package main

import (
	"fmt"
	"strings"
)

const avx512Header = `// AVX-512 compare kernels (see compare.go for the contract). Each 64-value
// block takes one 64-lane compare (8-bit values), two 32-lane (16-bit), four
// 16-lane (32-bit) or eight 8-lane (64-bit), straight into mask registers,
// and each mask register is stored as it is: with LSB-first bit numbering,
// the 64, 32, 16 or 8 bits of a compare (KMOVQ, KMOVD, KMOVW, KMOVB) are
// exactly the next 8, 4, 2 or 1 bytes of the bitmap. The operator is the
// compare's predicate immediate: for integers VPCMP[U]B/W/D/Q with 0 eq,
// 1 lt, 2 le, 4 ne, 5 ge (not lt), 6 gt (not le); for floats VCMPPS/PD with
// the quiet IEEE predicates EQ_OQ 0x00, NEQ_UQ 0x04 (true on NaN, as Go's
// !=), LT_OQ 0x11, LE_OQ 0x12, GT_OQ 0x1e, GE_OQ 0x1d (false on NaN).
// Array-scalar kernels broadcast the scalar into Z4 and compare it with the
// array in memory using the swapped predicate (s > a[i] is a[i] < s), so
// the array is never loaded into a register first.

// CMPAA32 compares the 64 4-byte values at SI with those at DX (insn and
// its predicate imm) and stores the 8 bitmap bytes at DI.
#define CMPAA32(insn, imm) \
	VMOVDQU32 (SI), Z0; \
	VMOVDQU32 64(SI), Z1; \
	VMOVDQU32 128(SI), Z2; \
	VMOVDQU32 192(SI), Z3; \
	insn      imm, (DX), Z0, K1; \
	insn      imm, 64(DX), Z1, K2; \
	insn      imm, 128(DX), Z2, K3; \
	insn      imm, 192(DX), Z3, K4; \
	KMOVW     K1, (DI); \
	KMOVW     K2, 2(DI); \
	KMOVW     K3, 4(DI); \
	KMOVW     K4, 6(DI)

// CMPAS32 compares the scalar broadcast in Z4 with the 64 4-byte values at
// SI (imm is the swapped predicate) and stores the 8 bitmap bytes at DI.
#define CMPAS32(insn, imm) \
	insn  imm, (SI), Z4, K1; \
	insn  imm, 64(SI), Z4, K2; \
	insn  imm, 128(SI), Z4, K3; \
	insn  imm, 192(SI), Z4, K4; \
	KMOVW K1, (DI); \
	KMOVW K2, 2(DI); \
	KMOVW K3, 4(DI); \
	KMOVW K4, 6(DI)

// CMPAA64H compares half a block of 8-byte values: the 32 at off(SI) with
// those at off(DX), 4 bitmap bytes to off/64(DI) (passed as boff).
#define CMPAA64H(insn, imm, off, boff) \
	VMOVDQU64 off+0(SI), Z0; \
	VMOVDQU64 off+64(SI), Z1; \
	VMOVDQU64 off+128(SI), Z2; \
	VMOVDQU64 off+192(SI), Z3; \
	insn      imm, off+0(DX), Z0, K1; \
	insn      imm, off+64(DX), Z1, K2; \
	insn      imm, off+128(DX), Z2, K3; \
	insn      imm, off+192(DX), Z3, K4; \
	KMOVB     K1, boff+0(DI); \
	KMOVB     K2, boff+1(DI); \
	KMOVB     K3, boff+2(DI); \
	KMOVB     K4, boff+3(DI)

// CMPAS64H is CMPAA64H against the scalar broadcast in Z4.
#define CMPAS64H(insn, imm, off, boff) \
	insn  imm, off+0(SI), Z4, K1; \
	insn  imm, off+64(SI), Z4, K2; \
	insn  imm, off+128(SI), Z4, K3; \
	insn  imm, off+192(SI), Z4, K4; \
	KMOVB K1, boff+0(DI); \
	KMOVB K2, boff+1(DI); \
	KMOVB K3, boff+2(DI); \
	KMOVB K4, boff+3(DI)
`

// amd64Prologue loads dst, a and len(a) (and b for AA) into DI, SI, CX, DX.
func amd64Prologue(b *strings.Builder, form string) {
	w(b, "MOVQ dst_base+0(FP), DI")
	w(b, "MOVQ a_base+24(FP), SI")
	w(b, "MOVQ a_len+32(FP), CX")
	if form == "AA" {
		w(b, "MOVQ b_base+48(FP), DX")
	}
}

// floatBroadcast loads the float scalar b into x and broadcasts it to v.
func floatBroadcast(b *strings.Builder, e elem, x, v string) {
	s := map[int]string{32: "S", 64: "D"}[e.Bits]
	w(b, "MOVS%s b+48(FP), %s", s, x)
	w(b, "VBROADCASTS%s %s, %s", s, x, v)
}

// gprLoad is the zero-extending load of a bits-wide scalar into AX.
var gprLoad = map[int]string{8: "MOVBLZX", 16: "MOVWLZX", 32: "MOVL", 64: "MOVQ"}

// sizeSuffix is the B/W/D/Q suffix of a bits-wide integer lane.
var sizeSuffix = map[int]string{8: "B", 16: "W", 32: "D", 64: "Q"}

func avx512Body(l Level, e elem, op Op, ops map[string]Op, form string) (string, error) {
	insn, err := lookup(l, e.Go)
	if err != nil {
		return "", err
	}
	predOp := op.Name
	if form == "AS" {
		predOp = op.Swap
	}
	p, err := pred(l, e.Kind, predOp)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	amd64Prologue(&b, form)
	if form == "AS" {
		if e.Kind == "float" {
			floatBroadcast(&b, e, "X4", "Z4")
		} else {
			w(&b, "%s b+48(FP), AX", gprLoad[e.Bits])
			w(&b, "VPBROADCAST%s AX, Z4", sizeSuffix[e.Bits])
		}
	}
	w(&b, "SHRQ $6, CX")
	w(&b, "JZ   done")
	b.WriteString("\nloop:\n")
	stride := 64 * e.Bits / 8
	switch e.Bits {
	case 8:
		if form == "AA" {
			w(&b, "VMOVDQU8 0(SI), Z0")
			w(&b, "%s $%d, 0(DX), Z0, K1", insn, p)
		} else {
			w(&b, "%s $%d, 0(SI), Z4, K1", insn, p)
		}
		w(&b, "KMOVQ K1, 0(DI)")
	case 16:
		if form == "AA" {
			w(&b, "VMOVDQU16 0(SI), Z0")
			w(&b, "%s $%d, 0(DX), Z0, K1", insn, p)
			w(&b, "VMOVDQU16 64(SI), Z1")
			w(&b, "%s $%d, 64(DX), Z1, K2", insn, p)
		} else {
			w(&b, "%s $%d, 0(SI), Z4, K1", insn, p)
			w(&b, "%s $%d, 64(SI), Z4, K2", insn, p)
		}
		w(&b, "KMOVD K1, 0(DI)")
		w(&b, "KMOVD K2, 4(DI)")
	case 32:
		w(&b, "CMP%s32(%s, $%d)", form, insn, p)
	case 64:
		w(&b, "CMP%s64H(%s, $%d, 0, 0)", form, insn, p)
		w(&b, "CMP%s64H(%s, $%d, 256, 4)", form, insn, p)
	}
	if form == "AA" {
		w(&b, "ADDQ $%d, DX", stride)
	}
	w(&b, "ADDQ $%d, SI", stride)
	amd64Epilogue(&b)
	return b.String(), nil
}

// amd64Epilogue advances DI by one word and closes the loop.
func amd64Epilogue(b *strings.Builder) {
	w(b, "ADDQ $8, DI")
	w(b, "DECQ CX")
	w(b, "JNZ  loop")
	b.WriteString("\ndone:\n")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

const avx2Header = `// AVX2 compare kernels (see compare.go for the contract). Each vector of 8
// dwords or 4 qwords is compared into a lane mask, whose sign bits
// VMOVMSKPS/PD gather into a GPR: 8 bits (one bitmap byte) per dword
// vector, 4 per qword vector (two are packed into a byte). Byte vectors give
// 32 bits each with VPMOVMSKB; word vectors are first packed to bytes in
// pairs (VPACKSSWB keeps 0/-1, and VPERMQ undoes its 128-bit lane
// interleave). AVX2 integer compares are only == (VPCMPEQB/W/D/Q) and
// signed > (VPCMPGTB/W/D/Q): a < b is b > a, a <= b is not a > b, a >= b is
// not b > a, != is not ==, and unsigned values are compared signed after
// flipping their sign bits (Y14 holds the sign bits). Floats use VCMPPS/PD
// with the quiet IEEE predicates (EQ_OQ 0x00, NEQ_UQ 0x04, LT_OQ 0x11,
// LE_OQ 0x12, GT_OQ 0x1e, GE_OQ 0x1d), so NaN compares false except for !=,
// as in Go. Array-scalar kernels keep the broadcast scalar in Y15 (biased
// for unsigned) and use the swapped predicate to compare it with the array
// in memory. An iteration covers 64 values of 8 or 16 bits (one bitmap
// word), 32 of 32 bits or 16 of 64 bits (four vectors).
`

func avx2Body(l Level, e elem, op Op, ops map[string]Op, form string) (string, error) {
	d := l.Derive[op.Name]
	invert := d.Invert
	var unit func(b *strings.Builder, off int, dst string)
	switch {
	case e.Kind == "float":
		insn, err := lookup(l, e.Go)
		if err != nil {
			return "", err
		}
		predOp := op.Name
		if form == "AS" {
			predOp = op.Swap
		}
		p, err := pred(l, "float", predOp)
		if err != nil {
			return "", err
		}
		invert = false
		load := map[int]string{32: "VMOVUPS", 64: "VMOVUPD"}[e.Bits]
		unit = func(b *strings.Builder, off int, dst string) {
			if form == "AA" {
				w(b, "%s %d(SI), Y0", load, off)
				w(b, "%s $%#x, %d(DX), Y0, %s", insn, p, off, dst)
			} else {
				w(b, "%s $%#x, %d(SI), Y15, %s", insn, p, off, dst)
			}
		}
	default:
		insn, err := lookup(l, fmt.Sprintf("%s%d", d.Base, e.Bits))
		if err != nil {
			return "", err
		}
		biased := l.Bias && e.Kind == "uint" && d.Base == "gt"
		unit = func(b *strings.Builder, off int, dst string) {
			switch {
			case biased && form == "AA":
				w(b, "VPXOR %d(SI), Y14, Y0", off)
				w(b, "VPXOR %d(DX), Y14, Y2", off)
				if d.Swap {
					w(b, "%s Y0, Y2, %s", insn, dst)
				} else {
					w(b, "%s Y2, Y0, %s", insn, dst)
				}
			case biased:
				w(b, "VPXOR %d(SI), Y14, Y0", off)
				if d.Swap {
					w(b, "%s Y0, Y15, %s", insn, dst)
				} else {
					w(b, "%s Y15, Y0, %s", insn, dst)
				}
			case form == "AA":
				x, y := "SI", "DX"
				if d.Swap {
					x, y = y, x
				}
				w(b, "VMOVDQU %d(%s), Y0", off, x)
				w(b, "%s %d(%s), Y0, %s", insn, off, y, dst)
			case d.Base == "eq" || d.Swap:
				w(b, "%s %d(SI), Y15, %s", insn, off, dst)
			default:
				w(b, "VMOVDQU %d(SI), Y0", off)
				w(b, "%s Y15, Y0, %s", insn, dst)
			}
		}
	}
	var b strings.Builder
	amd64Prologue(&b, form)
	if l.Bias && e.Kind == "uint" && l.Derive[op.Name].Base == "gt" {
		if e.Bits == 64 {
			w(&b, "MOVQ $0x8000000000000000, AX")
			w(&b, "VMOVQ AX, X14")
			w(&b, "VPBROADCASTQ X14, Y14 // sign bits")
		} else {
			w(&b, "MOVL $%#x, AX", map[int]uint32{8: 0x80808080, 16: 0x80008000, 32: 0x80000000}[e.Bits])
			w(&b, "VMOVD AX, X14")
			w(&b, "VPBROADCASTD X14, Y14 // sign bits")
		}
	}
	if form == "AS" {
		switch {
		case e.Kind == "float":
			floatBroadcast(&b, e, "X15", "Y15")
		default:
			w(&b, "%s b+48(FP), AX", gprLoad[e.Bits])
			if e.Bits == 64 {
				w(&b, "VMOVQ AX, X15")
			} else {
				w(&b, "VMOVD AX, X15")
			}
			w(&b, "VPBROADCAST%s X15, Y15", sizeSuffix[e.Bits])
			if l.Bias && e.Kind == "uint" && l.Derive[op.Name].Base == "gt" {
				w(&b, "VPXOR Y14, Y15, Y15")
			}
		}
	}
	not := func() {
		if invert {
			w(&b, "NOTL AX")
		}
	}
	var dstep int
	switch e.Bits {
	case 8:
		w(&b, "SHRQ $6, CX // iterations of 64 values")
		w(&b, "JZ   done")
		b.WriteString("\nloop:\n")
		unit(&b, 0, "Y8")
		unit(&b, 32, "Y9")
		for i := range 2 {
			w(&b, "VPMOVMSKB Y%d, AX", 8+i)
			not()
			w(&b, "MOVL AX, %d(DI)", 4*i)
		}
		dstep = 8
	case 16:
		w(&b, "SHRQ $6, CX // iterations of 64 values")
		w(&b, "JZ   done")
		b.WriteString("\nloop:\n")
		for i := range 4 {
			unit(&b, 32*i, fmt.Sprintf("Y%d", 8+i))
		}
		for p := range 2 {
			lo, hi := 8+2*p, 9+2*p
			w(&b, "VPACKSSWB Y%d, Y%d, Y%d // bytes of words, 128-bit lanes interleaved", hi, lo, lo)
			w(&b, "VPERMQ $0xd8, Y%d, Y%d // in order", lo, lo)
			w(&b, "VPMOVMSKB Y%d, AX", lo)
			not()
			w(&b, "MOVL AX, %d(DI)", 4*p)
		}
		dstep = 8
	case 32:
		w(&b, "SHRQ $5, CX // iterations of 4 vectors")
		w(&b, "JZ   done")
		b.WriteString("\nloop:\n")
		for i := range 4 {
			unit(&b, 32*i, "Y1")
			w(&b, "VMOVMSKPS Y1, AX")
			not()
			w(&b, "MOVB AX, %d(DI)", i)
		}
		dstep = 4
	case 64:
		w(&b, "SHRQ $4, CX // iterations of 4 vectors")
		w(&b, "JZ   done")
		b.WriteString("\nloop:\n")
		for p := range 2 {
			unit(&b, 64*p, "Y1")
			w(&b, "VMOVMSKPD Y1, BX")
			unit(&b, 64*p+32, "Y1")
			w(&b, "VMOVMSKPD Y1, AX")
			w(&b, "SHLL $4, AX")
			w(&b, "ORL  BX, AX")
			not()
			w(&b, "MOVB AX, %d(DI)", p)
		}
		dstep = 2
	}
	stride := 64
	if e.Bits > 8 {
		stride = 128
	}
	w(&b, "ADDQ $%d, SI", stride)
	if form == "AA" {
		w(&b, "ADDQ $%d, DX", stride)
	}
	w(&b, "ADDQ $%d, DI", dstep)
	w(&b, "DECQ CX")
	w(&b, "JNZ  loop")
	b.WriteString("\ndone:\n")
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return b.String(), nil
}
