package main

import (
	"fmt"
	"strings"
)

const neonHeader = `// NEON compare kernels (see compare.go for the contract). Each vector of
// 16 bytes, 8 halfwords, 4 words or 2 doublewords is compared into a lane
// mask (all ones or zero): CMEQ, CMGT/CMGE (signed), CMHI/CMHS
// (unsigned), FCMEQ/FCMGT/FCMGE (floats: false on NaN); a < b is b > a,
// a <= b is b >= a, and != is == with the result word inverted (so
// NaN != x holds, as in Go). Byte masks need no narrowing. Go's assembler
// spells CMEQ (VCMEQ) but lacks the other compares, so they are
// WORD-encoded with the instruction beside them (make asm re-encodes them
// and fails if an encoding changes). The lane masks are narrowed to one
// byte per value in order with UZP1 (keep the low half of every lane), and
// 64 such bytes become a 64-bit word by the usual NEON movemask: AND with
// the bit weights 1, 2, ..., 128 and three rounds of pairwise adds (ADDP),
// which sum each run of 8 bytes into one.

// bit weights of a byte's lanes, twice
DATA bitWeights<>+0(SB)/8, $0x8040201008040201
DATA bitWeights<>+8(SB)/8, $0x8040201008040201
GLOBL bitWeights<>(SB), RODATA|NOPTR, $16

// MOVEMASK gathers the byte masks of 64 values in V16..V19 into R5, one
// bit per value. V30 holds bitWeights.
#define MOVEMASK \
	VAND  V30.B16, V16.B16, V16.B16; \
	VAND  V30.B16, V17.B16, V17.B16; \
	VAND  V30.B16, V18.B16, V18.B16; \
	VAND  V30.B16, V19.B16, V19.B16; \
	VADDP V17.B16, V16.B16, V20.B16; \
	VADDP V19.B16, V18.B16, V21.B16; \
	VADDP V21.B16, V20.B16, V22.B16; \
	VADDP V22.B16, V22.B16, V22.B16; \
	VMOV  V22.D[0], R5
`

// neonOpcode is the A64 encoding of a three-register vector instruction
// with Q=1, size 0 and registers 0; the lane size and registers are or-ed in.
var neonOpcode = map[string]uint32{
	"cmeq":  0x6e208c00,
	"cmgt":  0x4e203400,
	"cmge":  0x4e203c00,
	"cmhi":  0x6e203400,
	"cmhs":  0x6e203c00,
	"fcmeq": 0x4e20e400,
	"fcmgt": 0x6ea0e400,
	"fcmge": 0x6e20e400,
	"ushl":  0x6e204400,
	"fadd":  0x4e20d400,
	"smin":  0x4e206c00,
	"smax":  0x4e206400,
	"fmin":  0x4ea0f400,
	"fmax":  0x4e20f400,
	"bic":   0x4e601c00, // 16b only: its size field is fixed
}

// arrangement of a bits-wide lane: ARM spelling and Go's.
var armArr = map[int]string{8: "16b", 16: "8h", 32: "4s", 64: "2d"}
var goArr = map[int]string{8: "B16", 16: "H8", 32: "S4", 64: "D2"}

// neonCompare renders mn vd, vn, vm on bits-wide lanes: native when Go's
// assembler has the instruction, else a WORD with the instruction beside it.
func neonCompare(l Level, mn string, bits, d, n, m int) (string, error) {
	if native, ok := l.Native[mn]; ok {
		a := goArr[bits]
		return fmt.Sprintf("%s V%d.%s, V%d.%s, V%d.%s", native, m, a, n, a, d, a), nil
	}
	op, ok := neonOpcode[mn]
	if !ok {
		return "", fmt.Errorf("%s: level %s: no encoding for %q", input, l.Name, mn)
	}
	size := map[int]uint32{8: 0, 16: 1, 32: 2, 64: 3}[bits]
	if strings.HasPrefix(mn, "f") {
		size = map[int]uint32{32: 0, 64: 1}[bits] // sz, bit 22
	}
	enc := op | size<<22 | uint32(m)<<16 | uint32(n)<<5 | uint32(d)
	a := armArr[bits]
	return fmt.Sprintf("WORD $%#08x // %s v%d.%s, v%d.%s, v%d.%s", enc, mn, d, a, n, a, m, a), nil
}

func neonBody(l Level, e elem, op Op, ops map[string]Op, form string) (string, error) {
	d := l.Derive[op.Name]
	mn, err := lookup(l, e.Kind+"."+d.Base)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	// cmp compares lane vector x (of a) with y (of b, or the scalar V31) into vd.
	cmp := func(vd, x, y int) error {
		if form == "AS" {
			y = 31
		}
		n, m := x, y
		if d.Swap {
			n, m = m, n
		}
		line, err := neonCompare(l, mn, e.Bits, vd, n, m)
		if err != nil {
			return err
		}
		w(&b, "%s", line)
		return nil
	}
	w(&b, "MOVD dst_base+0(FP), R0")
	w(&b, "MOVD a_base+24(FP), R1")
	w(&b, "MOVD a_len+32(FP), R2")
	if form == "AA" {
		w(&b, "MOVD b_base+48(FP), R3")
	} else {
		w(&b, "%s b+48(FP), R5", map[int]string{8: "MOVBU", 16: "MOVHU", 32: "MOVWU", 64: "MOVD"}[e.Bits])
		w(&b, "VDUP R5, V31.%s // the scalar", goArr[e.Bits])
	}
	w(&b, "MOVD $bitWeights<>(SB), R4")
	w(&b, "VLD1 (R4), [V30.B16]")
	w(&b, "LSR  $6, R2, R2")
	w(&b, "CBZ  R2, done")
	b.WriteString("\nloop:\n")
	a := goArr[e.Bits]
	regs := func(first, n int) string {
		var r []string
		for i := range n {
			r = append(r, fmt.Sprintf("V%d.%s", first+i, a))
		}
		return strings.Join(r, ", ")
	}
	switch e.Bits {
	case 8:
		w(&b, "VLD1.P 64(R1), [%s]", regs(0, 4))
		if form == "AA" {
			w(&b, "VLD1.P 64(R3), [%s]", regs(4, 4))
		}
		for i := range 4 {
			if err := cmp(16+i, i, 4+i); err != nil {
				return "", err
			}
		}
	case 16:
		for j := range 4 {
			w(&b, "VLD1.P 32(R1), [%s]", regs(0, 2))
			if form == "AA" {
				w(&b, "VLD1.P 32(R3), [%s]", regs(4, 2))
			}
			for i := range 2 {
				if err := cmp(8+i, i, 4+i); err != nil {
					return "", err
				}
			}
			w(&b, "VUZP1 V9.B16, V8.B16, V%d.B16", 16+j)
		}
	case 32:
		for j := range 4 {
			w(&b, "VLD1.P 64(R1), [%s]", regs(0, 4))
			if form == "AA" {
				w(&b, "VLD1.P 64(R3), [%s]", regs(4, 4))
			}
			for i := range 4 {
				if err := cmp(8+i, i, 4+i); err != nil {
					return "", err
				}
			}
			w(&b, "VUZP1 V9.H8, V8.H8, V12.H8")
			w(&b, "VUZP1 V11.H8, V10.H8, V13.H8")
			w(&b, "VUZP1 V13.B16, V12.B16, V%d.B16", 16+j)
		}
	case 64:
		for j := range 4 {
			w(&b, "VLD1.P 64(R1), [%s]", regs(0, 4))
			w(&b, "VLD1.P 64(R1), [%s]", regs(4, 4))
			if form == "AA" {
				w(&b, "VLD1.P 64(R3), [%s]", regs(8, 4))
				w(&b, "VLD1.P 64(R3), [%s]", regs(12, 4))
			}
			for i := range 8 {
				if err := cmp(i, i, 8+i); err != nil {
					return "", err
				}
			}
			w(&b, "VUZP1 V1.S4, V0.S4, V0.S4")
			w(&b, "VUZP1 V3.S4, V2.S4, V2.S4")
			w(&b, "VUZP1 V5.S4, V4.S4, V4.S4")
			w(&b, "VUZP1 V7.S4, V6.S4, V6.S4")
			w(&b, "VUZP1 V2.H8, V0.H8, V0.H8")
			w(&b, "VUZP1 V6.H8, V4.H8, V4.H8")
			w(&b, "VUZP1 V4.B16, V0.B16, V%d.B16", 16+j)
		}
	}
	w(&b, "MOVEMASK")
	if d.Invert {
		w(&b, "MVN    R5, R5")
	}
	w(&b, "MOVD.P R5, 8(R0)")
	w(&b, "SUB    $1, R2, R2")
	w(&b, "CBNZ   R2, loop")
	b.WriteString("\ndone:\n")
	w(&b, "RET")
	return b.String(), nil
}
