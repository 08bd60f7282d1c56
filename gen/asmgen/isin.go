package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

const isinInput = "templates/isin_asm.json"

// isinSpec is templates/isin_asm.json.
type isinSpec struct {
	MaxKeys int          `json:"maxKeys"`
	Widths  []int        `json:"widths"`
	Kernels []isinKernel `json:"kernels"`
	Levels  []Level      `json:"levels"`
}

// isinKernel is one membership kernel every level implements per width.
type isinKernel struct {
	Name string `json:"name"`
	Mode string `json:"mode"` // any or each
}

// isinLevels are the levels the generator has membership code for: each
// renders a file's prose and data and one kernel's body.
var isinLevels = map[string]struct {
	head string
	body func(name, mode string, bits int) string
}{
	"AVX2":   {isinAVX2Head, isinAVX2},
	"AVX512": {isinAVX512Head, isinAVX512},
	"NEON":   {isinNEONHead, isinNEON},
}

func isinParams(bits int) string {
	return fmt.Sprintf("dst []uint64, x []uint%d, keys []uint%d", bits, bits)
}

// renderIsIn produces the membership family's files: one .s per level and
// one stub file per architecture.
func renderIsIn(root string) (map[string][]byte, error) {
	raw, err := os.ReadFile(filepath.Join(root, isinInput))
	if err != nil {
		return nil, err
	}
	var s isinSpec
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", isinInput, err)
	}
	if s.MaxKeys <= 0 {
		return nil, fmt.Errorf("%s: maxKeys %d is not positive", isinInput, s.MaxKeys)
	}
	for _, bits := range s.Widths {
		if bits != 8 && bits != 16 && bits != 32 && bits != 64 {
			return nil, fmt.Errorf("%s: width %d is not 8, 16, 32 or 64", isinInput, bits)
		}
	}
	for _, k := range s.Kernels {
		if k.Mode != "any" && k.Mode != "each" {
			return nil, fmt.Errorf("%s: kernel %s: mode %q is not any or each", isinInput, k.Name, k.Mode)
		}
	}
	out := newFamilyFiles(isinInput, "isin", "membership", "")
	for _, l := range s.Levels {
		code, ok := isinLevels[l.Name]
		if !ok {
			return nil, fmt.Errorf("%s: no membership code for level %q", isinInput, l.Name)
		}
		file, err := l.asmFile(isinInput, nil)
		if err != nil {
			return nil, err
		}
		f := out.level(l, file, code.head, fmt.Sprintf("Stubs of the %s membership kernels (%s), with the contracts of "+
			"isinKernels: len(x) is a multiple of 64, 1 <= len(keys) <= %d, and dst holds len(x)/64 words "+
			"(matchAny) or len(x)/64*len(keys) (matchEach); nothing past x, keys or those words is read or written. "+
			"Requires: %s.", l.Name, file, s.MaxKeys, l.Requires))
		for _, k := range s.Kernels {
			for _, bits := range s.Widths {
				name := fmt.Sprintf("%s%d%s", k.Name, bits, l.Name)
				params := isinParams(bits)
				_, size, err := argFrame(params)
				if err != nil {
					return nil, err
				}
				f.kernel("\n", name, "("+params+")", "", 0, size, code.body(name, k.Mode, bits))
			}
		}
		out.add(f)
	}
	return out.result()
}

const isinAVX2Head = `// AVX2 small-set membership kernels (isin.go): each key of the set is
// broadcast (VPBROADCASTB/W/D/Q from memory) and compared with the values
// (VPCMPEQB/W/D/Q). matchAny ORs the lane masks of every key per vector and
// turns them into bitmap bits once per vector: VPMOVMSKB for bytes (32
// bits), VPACKSSWB + VPERMQ then VPMOVMSKB for words (a pair of vectors),
// VMOVMSKPS/PD for dwords (8 bits) and qwords (4 bits); the values of a
// 64-value block stay in registers, four vectors at a time, while the keys
// pass. matchEach turns the masks of each key into its own word, comparing
// the key with the block's values in memory. Keys are distinct in use, but
// nothing here depends on it.
`

// isinAVX2 is the body of an AVX2 membership kernel. Registers: DI dst,
// SI x, CX blocks left, R8 and R9 keys and their count, R10 and R11 the
// key pointer and count of the key loop, DX the block's word; Y0..Y3 the
// values, Y4..Y7 the lane masks, Y8 the key.
func isinAVX2(name, mode string, bits int) string {
	var b strings.Builder
	sfx := sizeSuffix[bits]
	nv := 2 * bits / 8  // vectors per 64-value block
	sb := min(4, nv)    // vectors per batch
	lanes := 256 / bits // values per vector
	isinX86Prologue(&b, name)
	// narrow ORs the bits of the masks Y4.. of batch s into DX.
	narrow := func(s int) {
		base := s * sb * lanes
		or := func(reg string, shift int) {
			if shift > 0 {
				w(&b, "SHLQ $%d, %s", shift, reg)
			}
			w(&b, "ORQ  %s, DX", reg)
		}
		switch bits {
		case 8:
			w(&b, "VPMOVMSKB Y4, AX")
			w(&b, "VPMOVMSKB Y5, BX")
			or("AX", base)
			or("BX", base+32)
		case 16:
			for p := range 2 {
				lo, hi := 4+2*p, 5+2*p
				w(&b, "VPACKSSWB Y%d, Y%d, Y%d // bytes of words, 128-bit lanes interleaved", hi, lo, lo)
				w(&b, "VPERMQ $0xd8, Y%d, Y%d // in order", lo, lo)
				w(&b, "VPMOVMSKB Y%d, AX", lo)
				or("AX", base+32*p)
			}
		default:
			mov := map[int]string{32: "VMOVMSKPS", 64: "VMOVMSKPD"}[bits]
			for v := range sb {
				w(&b, "%s Y%d, AX", mov, 4+v)
				or("AX", base+v*lanes)
			}
		}
	}
	label(&b, name, "_block")
	if mode == "any" {
		w(&b, "XORQ DX, DX")
		for s := range nv / sb {
			for v := range sb {
				w(&b, "VMOVDQU %d(SI), Y%d", 32*(s*sb+v), v)
				w(&b, "VPXOR Y%d, Y%d, Y%d", 4+v, 4+v, 4+v)
			}
			w(&b, "MOVQ R8, R10")
			w(&b, "MOVQ R9, R11")
			label(&b, name, fmt.Sprintf("_keys%d", s))
			w(&b, "VPBROADCAST%s (R10), Y8", sfx)
			for v := range sb {
				w(&b, "VPCMPEQ%s Y8, Y%d, Y%d", sfx, v, 9+v)
				w(&b, "VPOR Y%d, Y%d, Y%d", 9+v, 4+v, 4+v)
			}
			w(&b, "ADDQ $%d, R10", bits/8)
			w(&b, "DECQ R11")
			w(&b, "JNZ  %s_keys%d", name, s)
			narrow(s)
		}
		w(&b, "MOVQ DX, (DI)")
		w(&b, "ADDQ $8, DI")
	} else {
		w(&b, "MOVQ R8, R10")
		w(&b, "MOVQ R9, R11")
		label(&b, name, "_keys")
		w(&b, "VPBROADCAST%s (R10), Y8", sfx)
		w(&b, "XORQ DX, DX")
		for s := range nv / sb {
			for v := range sb {
				w(&b, "VPCMPEQ%s %d(SI), Y8, Y%d", sfx, 32*(s*sb+v), 4+v)
			}
			narrow(s)
		}
		w(&b, "MOVQ DX, (DI)")
		isinX86NextKey(&b, name, bits)
	}
	isinX86Epilogue(&b, name, bits)
	return b.String()
}

const isinAVX512Head = `// AVX-512 small-set membership kernels (isin.go). A 64-value block is
// one ZMM of bytes, two of words, four of dwords or eight of qwords, and
// each ZMM's compare lands in a mask register whose 64, 32, 16 or 8 bits
// are exactly the next 8, 4, 2 or 1 bytes of the block's word (LSB-first),
// so a mask is stored as it is (KMOVQ/D/W/B) with no movemask or shift.
// matchAny keeps up to four of the block's vectors in registers while the
// keys pass, each key broadcast (VPBROADCASTB/W/D/Q) and compared for
// inequality under the vector's mask (VPCMPUB/W/D/Q $4 with the mask as
// both writemask and destination): one instruction per key and vector
// leaves the mask set where the value equals no key, and KNOT gives the
// matches. matchEach compares each broadcast key with the block's values
// in memory (VPCMPEQB/W/D/Q) and stores the mask of each vector. Keys are
// distinct in use, but nothing here depends on it.
`

// isinAVX512 is the body of an AVX-512 membership kernel. Registers: DI
// dst, SI x, CX blocks left, R8 and R9 keys and their count, R10 and R11
// the key pointer and count of the key loop; Z0..Z3 the values, K1..K4
// their masks, Z8 the key.
func isinAVX512(name, mode string, bits int) string {
	var b strings.Builder
	sfx := sizeSuffix[bits]
	nv := bits / 8   // ZMMs per 64-value block
	sb := min(4, nv) // ZMMs per batch
	lanes := 512 / bits
	kmov := map[int]string{8: "KMOVQ", 16: "KMOVD", 32: "KMOVW", 64: "KMOVB"}[bits]
	knot := map[int]string{8: "KNOTQ", 16: "KNOTD", 32: "KNOTW", 64: "KNOTB"}[bits]
	maskBytes := lanes / 8 // bytes of the word one ZMM's mask fills
	isinX86Prologue(&b, name)
	label(&b, name, "_block")
	if mode == "any" {
		for s := range nv / sb {
			for v := range sb {
				w(&b, "VMOVDQU64 %d(SI), Z%d", 64*(s*sb+v), v)
				w(&b, "KXNORQ K%d, K%d, K%d // every lane equals no key yet", 1+v, 1+v, 1+v)
			}
			w(&b, "MOVQ R8, R10")
			w(&b, "MOVQ R9, R11")
			label(&b, name, fmt.Sprintf("_keys%d", s))
			w(&b, "VPBROADCAST%s (R10), Z8", sfx)
			for v := range sb {
				w(&b, "VPCMPU%s $4, Z8, Z%d, K%d, K%d // still unequal to every key", sfx, v, 1+v, 1+v)
			}
			w(&b, "ADDQ $%d, R10", bits/8)
			w(&b, "DECQ R11")
			w(&b, "JNZ  %s_keys%d", name, s)
			for v := range sb {
				w(&b, "%s K%d, K%d", knot, 1+v, 1+v)
				w(&b, "%s K%d, %d(DI)", kmov, 1+v, maskBytes*(s*sb+v))
			}
		}
		w(&b, "ADDQ $8, DI")
	} else {
		w(&b, "MOVQ R8, R10")
		w(&b, "MOVQ R9, R11")
		label(&b, name, "_keys")
		w(&b, "VPBROADCAST%s (R10), Z8", sfx)
		for v := range nv {
			w(&b, "VPCMPEQ%s %d(SI), Z8, K%d", sfx, 64*v, 1+v%4)
			w(&b, "%s K%d, %d(DI)", kmov, 1+v%4, maskBytes*v)
		}
		isinX86NextKey(&b, name, bits)
	}
	isinX86Epilogue(&b, name, bits)
	return b.String()
}

// isinX86Prologue loads an x86 membership kernel's arguments (DI dst, SI
// x, CX its blocks of 64 values, R8 and R9 keys and their count) and
// returns at once when there is no block.
func isinX86Prologue(b *strings.Builder, name string) {
	w(b, "MOVQ dst_base+0(FP), DI")
	w(b, "MOVQ x_base+24(FP), SI")
	w(b, "MOVQ x_len+32(FP), CX")
	w(b, "MOVQ keys_base+48(FP), R8")
	w(b, "MOVQ keys_len+56(FP), R9")
	w(b, "SHRQ $6, CX // blocks of 64 values")
	w(b, "JZ   %s_done", name)
}

// isinX86NextKey ends matchEach's key loop: the next word of dst, the next
// key (R10), one key fewer (R11).
func isinX86NextKey(b *strings.Builder, name string, bits int) {
	w(b, "ADDQ $8, DI")
	w(b, "ADDQ $%d, R10", bits/8)
	w(b, "DECQ R11")
	w(b, "JNZ  %s_keys", name)
}

// isinX86Epilogue ends an x86 membership kernel's block loop and returns.
func isinX86Epilogue(b *strings.Builder, name string, bits int) {
	w(b, "ADDQ $%d, SI", 8*bits)
	w(b, "DECQ CX")
	w(b, "JNZ  %s_block", name)
	label(b, name, "_done")
	w(b, "VZEROUPPER")
	w(b, "RET")
}

const isinNEONHead = `// NEON small-set membership kernels (isin.go): each key of the set is
// loaded into every lane (LD1R) and compared with the values (CMEQ).
// matchAny ORs the lane masks of every key per vector, the values of a
// 64-value block staying in registers eight vectors at a time while the
// keys pass; matchEach compares each key with the whole block. The lane
// masks are narrowed to one byte per value in order with UZP1 (keep the
// low half of every lane) and 64 such bytes become a 64-bit word by the
// usual NEON movemask: AND with the bit weights 1, 2, ..., 128 and three
// rounds of pairwise adds (ADDP), which sum each run of 8 bytes into one.
// Keys are distinct in use, but nothing here depends on it.

// bit weights of a byte's lanes, twice
DATA isinWeights<>+0(SB)/8, $0x8040201008040201
DATA isinWeights<>+8(SB)/8, $0x8040201008040201
GLOBL isinWeights<>(SB), RODATA|NOPTR, $16
`

// isinNEON is the body of a NEON membership kernel. Registers: R0 dst, R1
// x, R2 blocks left, R3 and R4 keys and their count, R6 and R7 the key
// pointer and count of the key loop, R9 the value pointer of matchEach, R5
// the word; V0..V7 the values, V8..V15 the lane masks, V16 the key, V17
// a compare, V18..V23 the narrowing, V24..V27 the block's byte masks, V30
// the bit weights.
func isinNEON(name, mode string, bits int) string {
	var b strings.Builder
	arr := goArr[bits]
	nv := 4 * bits / 8 // vectors per 64-value block
	sb := min(8, nv)   // vectors per batch
	regs := func(first, n int, a string) string {
		var r []string
		for i := range n {
			r = append(r, fmt.Sprintf("V%d.%s", first+i, a))
		}
		return strings.Join(r, ", ")
	}
	w(&b, "MOVD dst_base+0(FP), R0")
	w(&b, "MOVD x_base+24(FP), R1")
	w(&b, "MOVD x_len+32(FP), R2")
	w(&b, "MOVD keys_base+48(FP), R3")
	w(&b, "MOVD keys_len+56(FP), R4")
	w(&b, "MOVD $isinWeights<>(SB), R8")
	w(&b, "VLD1 (R8), [V30.B16]")
	w(&b, "LSR  $6, R2, R2 // blocks of 64 values")
	w(&b, "CBZ  R2, %s_done", name)
	// load reads batch s's vectors through ptr into V0...
	load := func(ptr string) {
		for q := 0; q < sb; q += 4 {
			w(&b, "VLD1.P 64(%s), [%s]", ptr, regs(q, 4, arr))
		}
	}
	// narrow turns the masks V8.. of batch s into bytes in V24...
	narrow := func(s int) {
		cur := make([]int, sb)
		for i := range cur {
			cur[i] = 8 + i
		}
		temps := []int{18, 22}
		for lb, level := bits, 0; lb > 8; lb, level = lb/2, level+1 {
			var next []int
			for p := 0; p < len(cur); p += 2 {
				d := 0
				if lb/2 == 8 {
					d = 24 + s*len(cur)/2 + p/2
				} else {
					d = temps[level] + p/2
				}
				w(&b, "VUZP1 V%d.%s, V%d.%s, V%d.%s", cur[p+1], goArr[lb/2], cur[p], goArr[lb/2], d, goArr[lb/2])
				next = append(next, d)
			}
			cur = next
		}
	}
	// movemask gathers the byte masks in regs into R5.
	movemask := func(r [4]int) {
		for _, x := range r {
			w(&b, "VAND  V30.B16, V%d.B16, V%d.B16", x, x)
		}
		w(&b, "VADDP V%d.B16, V%d.B16, V28.B16", r[1], r[0])
		w(&b, "VADDP V%d.B16, V%d.B16, V29.B16", r[3], r[2])
		w(&b, "VADDP V29.B16, V28.B16, V28.B16")
		w(&b, "VADDP V28.B16, V28.B16, V28.B16")
		w(&b, "VMOV  V28.D[0], R5")
	}
	out := [4]int{24, 25, 26, 27}
	if bits == 8 {
		out = [4]int{8, 9, 10, 11}
	}
	label(&b, name, "_block")
	if mode == "any" {
		for s := range nv / sb {
			load("R1")
			for v := range sb {
				w(&b, "VEOR V%d.B16, V%d.B16, V%d.B16", 8+v, 8+v, 8+v)
			}
			w(&b, "MOVD R3, R6")
			w(&b, "MOVD R4, R7")
			label(&b, name, fmt.Sprintf("_keys%d", s))
			w(&b, "VLD1R.P %d(R6), [V16.%s]", bits/8, arr)
			for v := range sb {
				w(&b, "VCMEQ V16.%s, V%d.%s, V17.%s", arr, v, arr, arr)
				w(&b, "VORR  V17.B16, V%d.B16, V%d.B16", 8+v, 8+v)
			}
			w(&b, "SUB  $1, R7, R7")
			w(&b, "CBNZ R7, %s_keys%d", name, s)
			narrow(s)
		}
		movemask(out)
		w(&b, "MOVD.P R5, 8(R0)")
	} else {
		w(&b, "MOVD R3, R6")
		w(&b, "MOVD R4, R7")
		label(&b, name, "_keys")
		w(&b, "VLD1R.P %d(R6), [V16.%s]", bits/8, arr)
		w(&b, "MOVD R1, R9")
		for s := range nv / sb {
			load("R9")
			for v := range sb {
				w(&b, "VCMEQ V16.%s, V%d.%s, V%d.%s", arr, v, arr, 8+v, arr)
			}
			narrow(s)
		}
		movemask(out)
		w(&b, "MOVD.P R5, 8(R0)")
		w(&b, "SUB  $1, R7, R7")
		w(&b, "CBNZ R7, %s_keys", name)
		w(&b, "ADD  $%d, R1, R1", 8*bits)
	}
	w(&b, "SUB  $1, R2, R2")
	w(&b, "CBNZ R2, %s_block", name)
	label(&b, name, "_done")
	w(&b, "RET")
	return b.String()
}
