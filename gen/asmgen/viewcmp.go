package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

const viewInput = "templates/viewcmp_asm.json"

// viewSpec is templates/viewcmp_asm.json.
type viewSpec struct {
	Kernels []struct {
		Name   string `json:"name"`
		Params string `json:"params"`
	} `json:"kernels"`
	Levels []Level `json:"levels"`
}

// asmKernel is one TEXT of a level: what precedes its func comment (macros
// it uses), a note after that comment, its local frame and its body.
type asmKernel struct {
	pre    string
	note   string
	locals int
	body   string
}

// asmLevel is the code of one level: the file's prose and data, then one
// kernel per template kernel, by name.
type asmLevel struct {
	head    string
	kernels map[string]asmKernel
}

// viewLevels are the view compare levels the generator has code for.
var viewLevels = map[string]func(args map[string]frameArgs) asmLevel{
	"AVX512": viewAVX512,
	"AVX2":   viewAVX2,
	"NEON":   viewNEON,
}

// renderViewCmp produces the view compare family's files: one .s per level
// and one stub file per architecture.
func renderViewCmp(root string) (map[string][]byte, error) {
	raw, err := os.ReadFile(filepath.Join(root, viewInput))
	if err != nil {
		return nil, err
	}
	var s viewSpec
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", viewInput, err)
	}
	out := newFamilyFiles(viewInput, "viewcmp", "view compare", "Stubs of the view compare kernels, with the contract of ViewCmpKernels. "+
		"Each covers len(views) (or len(a)) views, a multiple of 64, stores len/64 words to each output "+
		"and reads nothing past its inputs; for AA len(b) == len(a).")
	for _, l := range s.Levels {
		gen, ok := viewLevels[l.Name]
		if !ok {
			return nil, fmt.Errorf("%s: no code for level %q", viewInput, l.Name)
		}
		if _, err := l.asmFile(viewInput, nil); err != nil {
			return nil, err
		}
		args := map[string]frameArgs{}
		for _, k := range s.Kernels {
			if args[k.Name], _, err = argFrame(k.Params); err != nil {
				return nil, fmt.Errorf("%s: kernel %s: %w", viewInput, k.Name, err)
			}
		}
		code := gen(args)
		f := out.level(l, l.File+"_gen_"+l.Arch+".s", code.head, fmt.Sprintf("The %s kernels (%s_gen_%s.s) require %s.", l.Name, l.File, l.Arch, l.Requires))
		for i, k := range s.Kernels {
			kc, ok := code.kernels[k.Name]
			if !ok {
				return nil, fmt.Errorf("%s: level %s has no code for kernel %s", viewInput, l.Name, k.Name)
			}
			size, err := argSize(k.Params)
			if err != nil {
				return nil, fmt.Errorf("%s: kernel %s: %w", viewInput, k.Name, err)
			}
			pre := kc.pre
			if i > 0 {
				pre = "\n" + pre
			}
			f.kernel(pre, k.Name+l.Name, "("+k.Params+")", kc.note, kc.locals, size, kc.body)
		}
		out.add(f)
	}
	return out.result()
}

// argSize is the size of the argument frame of a function with params (and
// no results) on a 64-bit machine: each argument at its own alignment.
func argSize(params string) (int, error) {
	_, size, err := argFrame(params)
	return size, err
}

// frameArgs maps the assembler's name of each argument word to its frame
// reference: x_base, x_len, x_cap for a slice, x_0, x_1, ... for an array,
// x for a scalar ("x_base+24(FP)").
type frameArgs map[string]string

// argFrame lays out params as the assembler sees them and returns the
// references and the frame size.
func argFrame(params string) (frameArgs, int, error) {
	e, err := parser.ParseExpr("func(" + params + ")")
	if err != nil {
		return nil, 0, fmt.Errorf("params %q: %w", params, err)
	}
	fa := frameArgs{}
	off := 0
	for _, f := range e.(*ast.FuncType).Params.List {
		size, align, err := typeLayout(f.Type)
		if err != nil {
			return nil, 0, fmt.Errorf("params %q: %w", params, err)
		}
		for _, id := range f.Names {
			off = (off + align - 1) / align * align
			ref := func(name string, at int) { fa[name] = fmt.Sprintf("%s+%d(FP)", name, at) }
			switch t := f.Type.(type) {
			case *ast.ArrayType:
				if t.Len == nil {
					ref(id.Name+"_base", off)
					ref(id.Name+"_len", off+8)
					ref(id.Name+"_cap", off+16)
					break
				}
				elem, _, _ := typeLayout(t.Elt)
				for i := range size / elem {
					ref(fmt.Sprintf("%s_%d", id.Name, i), off+i*elem)
				}
			default:
				ref(id.Name, off)
			}
			off += size
		}
	}
	return fa, off, nil
}

// load writes mov ref, reg for each (argument word, register) pair.
func (fa frameArgs) load(b *strings.Builder, mov string, pairs ...string) {
	for i := 0; i+1 < len(pairs); i += 2 {
		ref, ok := fa[pairs[i]]
		if !ok {
			panic(fmt.Sprintf("no argument word %s", pairs[i])) // the level code names a parameter the template lacks
		}
		w(b, "%s %s, %s", mov, ref, pairs[i+1])
	}
}

// typeLayout is the size and alignment of the argument types stubs use.
func typeLayout(t ast.Expr) (size, align int, err error) {
	switch t := t.(type) {
	case *ast.Ident:
		sizes := map[string]int{"uint8": 1, "int8": 1, "byte": 1, "uint16": 2, "int16": 2,
			"uint32": 4, "int32": 4, "float32": 4, "uint64": 8, "int64": 8, "float64": 8, "uint": 8, "int": 8}
		if n, ok := sizes[t.Name]; ok {
			return n, n, nil
		}
	case *ast.StarExpr:
		return 8, 8, nil
	case *ast.ArrayType:
		if t.Len == nil {
			return 24, 8, nil
		}
		if lit, ok := t.Len.(*ast.BasicLit); ok {
			n, err := strconv.Atoi(lit.Value)
			if err != nil {
				return 0, 0, err
			}
			size, align, err := typeLayout(t.Elt)
			return n * size, align, err
		}
	}
	return 0, 0, fmt.Errorf("unsupported argument type %T", t)
}

// comment wraps text into // lines of at most 76 columns.
func comment(text string) string {
	var b strings.Builder
	line := "//"
	for _, word := range strings.Fields(text) {
		if len(line)+1+len(word) > 76 && line != "//" {
			b.WriteString(line + "\n")
			line = "//"
		}
		line += " " + word
	}
	b.WriteString(line + "\n")
	return b.String()
}

// unroll writes line(i) for i in [0, n).
func unroll(b *strings.Builder, n int, line func(i int) string) {
	for i := range n {
		w(b, "%s", line(i))
	}
}
