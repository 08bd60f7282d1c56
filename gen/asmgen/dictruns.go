package main

import (
	"fmt"
	"strings"
)

const dictRunsInput = "templates/dictruns_asm.json"

// dictRunsLevels are the dictionary run levels the generator has code for.
var dictRunsLevels = map[string]familyLevel{
	"AVX2":   {dictRunsHead("AVX2", "YMM", 32), dictRunsKernels("Y", 32), nil},
	"AVX512": {dictRunsHead("AVX-512", "ZMM", 64), dictRunsKernels("Z", 64), nil},
}

// renderDictRuns produces the dictionary run family's files.
func renderDictRuns(root string) (map[string][]byte, error) {
	return renderFamily(root, dictRunsInput, "dictruns", "dictionary run", dictRunsLevels, func(l Level, file string) string {
		return fmt.Sprintf("Stubs of the %s dictionary RLE run kernels (%s), with the contract of dictruns.go's "+
			"wrappers: from header byte pos of the hybrid stream src and value at of dst, each RLE run with a one- "+
			"or two-byte header, a value below min(1<<width, len(dict)) and room in dst for its values rounded up "+
			"to 32 has dict[value] stored in its values; the kernel stops at the first other run, at fewer than 6 "+
			"bytes left in src, or once at >= stop, and returns where it stopped. Values past a run's end, up to "+
			"the next multiple of 32, are overwritten too. Requires: 0 <= at <= len(dst), 0 <= pos <= len(src), "+
			"0 <= width <= 32; %s.", l.Name, file, l.Requires)
	})
}

func dictRunsHead(level, reg string, vec int) string {
	return fmt.Sprintf(`// %s dictionary RLE run kernels (see dictruns.go for the contract). A
// run's header is one byte (count < 64) or two; its value the next
// ceil(width/8) bytes, read as a 4-byte load masked to them (the kernel
// stops with fewer than 6 bytes left, so the load stays within src) and
// checked below min(1<<width, len(dict)), which is one compare. The entry
// is broadcast to a %s and stored in blocks of 32 values, %d-byte stores:
// a run of 32 values is one loop trip, where the Go loop it replaces
// stores a word at a time and parses the header in a dozen branches.

`, level, reg, vec)
}

// dictRunsKernels returns the 8- and 4-byte kernels with registers of
// prefix reg (Y or Z) and vec bytes.
func dictRunsKernels(reg string, vec int) map[string]func(fa frameArgs) asmKernel {
	return map[string]func(fa frameArgs) asmKernel{
		"dictRuns64": func(fa frameArgs) asmKernel { return dictRunsKernel(fa, reg, vec, 8) },
		"dictRuns32": func(fa frameArgs) asmKernel { return dictRunsKernel(fa, reg, vec, 4) },
	}
}

// dictRunsKernel is one dictionary run kernel for values of size bytes.
// Registers: DI dst, R8 len(dst), SI src, R9 len(src), R10 dict, R13 at,
// R12 pos, BX ceil(width/8), R14 min(1<<width, len(dict)), R15 the value
// byte mask, R11 stop; AX, CX, DX temporaries.
func dictRunsKernel(fa frameArgs, reg string, vec, size int) asmKernel {
	var b strings.Builder
	fa.load(&b, "MOVQ", "dst_base", "DI", "dst_len", "R8", "src_base", "SI", "src_len", "R9", "dict_base", "R10",
		"at", "R13", "pos", "R12", "width", "CX", "stop", "R11")
	w(&b, "MOVL    $1, R14")
	w(&b, "SHLQ    CX, R14 // 1<<width")
	fa.load(&b, "MOVQ", "dict_len", "AX")
	w(&b, "CMPQ    AX, R14")
	w(&b, "CMOVQLT AX, R14 // the values a run may have are below R14")
	w(&b, "LEAQ    7(CX), BX")
	w(&b, "SHRQ    $3, BX // value bytes")
	w(&b, "LEAQ    (BX*8), CX")
	w(&b, "MOVL    $1, R15")
	w(&b, "SHLQ    CX, R15")
	w(&b, "DECQ    R15 // their mask")
	b.WriteString("\nrun:\n")
	w(&b, "CMPQ    R13, R11")
	w(&b, "JGE     out")
	w(&b, "MOVQ    R9, CX")
	w(&b, "SUBQ    R12, CX")
	w(&b, "CMPQ    CX, $6")
	w(&b, "JLT     out // the stream's last bytes: the Go loop")
	w(&b, "MOVBQZX (SI)(R12*1), AX")
	w(&b, "TESTQ   $1, AX")
	w(&b, "JNZ     out // a bit-packed run")
	w(&b, "MOVL    $1, DX // header bytes")
	w(&b, "CMPQ    AX, $0x80")
	w(&b, "JB      header")
	w(&b, "MOVBQZX 1(SI)(R12*1), CX")
	w(&b, "CMPQ    CX, $0x80")
	w(&b, "JAE     out // a header of three bytes or more")
	w(&b, "ANDQ    $0x7f, AX")
	w(&b, "SHLQ    $7, CX")
	w(&b, "ORQ     CX, AX")
	w(&b, "MOVL    $2, DX")
	b.WriteString("\nheader:\n")
	w(&b, "SHRQ    $1, AX // count")
	w(&b, "JZ      out // an empty run: the Go loop reports it")
	w(&b, "LEAQ    31(AX), CX")
	w(&b, "ANDQ    $-32, CX")
	w(&b, "ADDQ    R13, CX")
	w(&b, "CMPQ    CX, R8")
	w(&b, "JHI     out // no room for the run's blocks of 32")
	w(&b, "ADDQ    R12, DX // the value's offset")
	w(&b, "MOVL    (SI)(DX*1), CX")
	w(&b, "ANDQ    R15, CX")
	w(&b, "CMPQ    CX, R14")
	w(&b, "JAE     out // past the dictionary or the width: the Go loop reports it")
	bcast, scale := "VPBROADCASTQ", 8
	if size == 4 {
		bcast, scale = "VPBROADCASTD", 4
	}
	w(&b, "%s (R10)(CX*%d), %s0", bcast, scale, reg)
	w(&b, "LEAQ    (DI)(R13*%d), CX", scale)
	w(&b, "ADDQ    AX, R13 // at += count")
	w(&b, "LEAQ    (DX)(BX*1), R12 // pos: past the value")
	w(&b, "ADDQ    $31, AX")
	w(&b, "SHRQ    $5, AX // blocks of 32 values")
	mov := "VMOVDQU64"
	if reg == "Y" {
		mov = "VMOVDQU"
	}
	b.WriteString("\nfill:\n")
	block := 32 * size
	for off := 0; off < block; off += vec {
		w(&b, "%s %s0, %d(CX)", mov, reg, off)
	}
	w(&b, "ADDQ    $%d, CX", block)
	w(&b, "DECQ    AX")
	w(&b, "JNZ     fill")
	w(&b, "JMP     run")
	b.WriteString("\nout:\n")
	fa.store(&b, "MOVQ", "R13", "newAt")
	fa.store(&b, "MOVQ", "R12", "newPos")
	w(&b, "VZEROUPPER")
	w(&b, "RET")
	return asmKernel{body: b.String()}
}
