// Command asmgen expands templates/compare_asm.json (with the operators and
// element types of templates/kernels.json) into the compare kernels of
// kernels/asm: per ISA level one .s file and its Go stubs, which also put the
// kernels into the level's Table.
//
// A kernel is specialised by what changes its machine code: the element
// width, whether it is a signed or unsigned integer or a float, and the
// operator; the array-array (AA) and array-scalar (AS) forms differ in their
// loads. The loop of each level and width is written here once; the
// template says which instruction compares each kind at each width and how
// each operator derives from it (predicate immediate, swapped operands,
// inverted result). Where two element types get the very same instructions
// (== and != on signed and unsigned integers at AVX2 and NEON) the kernel is
// emitted once for the width and serves both.
//
// It also writes the view compare kernels (templates/viewcmp_asm.json,
// viewcmp*.go here): their algorithms differ per level, so each level's
// code is written once in Go and the generator unrolls its blocks over the
// 64 views of an output word and writes the stubs; the view bounds kernel
// of MinMax (templates/viewbounds_asm.json, viewbounds.go here) likewise,
// 16 views per iteration. The filter word kernels
// (templates/filter_asm.json, filter.go here) share one loop per
// architecture, specialised by element width and the level's tuning data.
// The bitmap kernels that repeat per operator or width (amd64 bitops,
// selection vectors) come from templates/bitmap_asm.json (bitmap.go here),
// the zero-extending unpack kernels from templates/unpack_asm.json
// (unpack.go here), the reductions (sums and bounds with the validity
// bitmap applied in registers) from templates/reduce_asm.json (reduce*.go
// here), the string predicate kernels (each value's first bytes against a
// literal) from templates/strpred_asm.json (strpred.go here).
//
// Run it through `go generate ./kernels/asm` or `make generate`; the root
// module's tests fail when the checked-in files differ from what it renders.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

const (
	generator = "gen/asmgen"
	input     = "templates/compare_asm.json"
	kernels   = "templates/kernels.json"
	outDir    = "kernels/asm"
)

// Op is one comparison operator of kernels.json.
type Op struct {
	Name string `json:"name"`
	Go   string `json:"op"`
	Swap string `json:"swap"`
}

// Derive says how an operator is built from a base compare.
type Derive struct {
	Base   string `json:"base"`
	Swap   bool   `json:"swap"`
	Invert bool   `json:"invert"`
}

// Level is one ISA level of compare_asm.json.
type Level struct {
	Name     string                    `json:"name"`
	Arch     string                    `json:"arch"`
	File     string                    `json:"file"`
	Requires string                    `json:"requires"`
	Insn     json.RawMessage           `json:"insn"`
	Pred     map[string]map[string]int `json:"pred"`
	Derive   map[string]Derive         `json:"derive"`
	Native   map[string]string         `json:"native"`
	Bias     bool                      `json:"bias"`
}

// asmFile checks that l names an architecture (amd64 or arm64) and a file,
// and returns the assembly file's name. seen, when not nil, holds the
// architectures of the levels before l: generators that write one stub
// file per architecture refuse a second level for one.
func (l Level) asmFile(input string, seen map[string]bool) (string, error) {
	if l.Arch != "amd64" && l.Arch != "arm64" || l.File == "" {
		return "", fmt.Errorf("%s: level %q needs an arch (amd64 or arm64) and a file", input, l.Name)
	}
	if seen != nil {
		if seen[l.Arch] {
			return "", fmt.Errorf("%s: level %s: a second level for %s (one stub file per architecture)", input, l.Name, l.Arch)
		}
		seen[l.Arch] = true
	}
	return l.File + "_gen_" + l.Arch + ".s", nil
}

type spec struct {
	Levels []Level `json:"levels"`
	ops    []Op
	types  []elem
}

// elem is an element type: its Go name, width in bits and kind.
type elem struct {
	Go   string
	Bits int
	Kind string // int, uint or float
}

func parseElem(goType string) (elem, error) {
	for _, k := range []string{"uint", "int", "float"} {
		if rest, ok := strings.CutPrefix(goType, k); ok {
			var bits int
			if _, err := fmt.Sscanf(rest, "%d", &bits); err == nil && (bits == 8 || bits == 16 || bits == 32 || bits == 64) && (k != "float" || bits >= 32) {
				return elem{goType, bits, k}, nil
			}
		}
	}
	return elem{}, fmt.Errorf("%s: compare type %q is not an int, uint or float of 8, 16, 32 or 64 bits", kernels, goType)
}

func main() {
	root := flag.String("root", "..", "repository root")
	verify := flag.Bool("verify", false, "only report the generated files that differ from their checked-in copies")
	flag.Parse()
	files, err := Render(*root)
	if err != nil {
		log.Fatal(err)
	}
	if *verify {
		if stale := Stale(*root, files); len(stale) > 0 {
			log.Fatalf("stale generated files (run `make generate`): %s", strings.Join(stale, ", "))
		}
		return
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(*root, name), src, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

// Stale lists, sorted, the files whose checked-in copy differs from files.
func Stale(root string, files map[string][]byte) []string {
	var stale []string
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(root, name))
		if err != nil || !bytes.Equal(got, want) {
			stale = append(stale, name)
		}
	}
	sort.Strings(stale)
	return stale
}

func load(root string) (*spec, error) {
	var s spec
	raw, err := os.ReadFile(filepath.Join(root, input))
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", input, err)
	}
	var k struct {
		Ops   []Op     `json:"compareOps"`
		Types []string `json:"compareTypes"`
	}
	raw, err = os.ReadFile(filepath.Join(root, kernels))
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(raw, &k); err != nil {
		return nil, fmt.Errorf("%s: %w", kernels, err)
	}
	s.ops = k.Ops
	for _, t := range k.Types {
		e, err := parseElem(t)
		if err != nil {
			return nil, err
		}
		s.types = append(s.types, e)
	}
	// Order the types as the tables list them: by width, signed, unsigned, float.
	kindRank := map[string]int{"int": 0, "uint": 1, "float": 2}
	sort.SliceStable(s.types, func(i, j int) bool {
		a, b := s.types[i], s.types[j]
		if a.Kind == "float" || b.Kind == "float" {
			if (a.Kind == "float") != (b.Kind == "float") {
				return b.Kind == "float"
			}
			return a.Bits < b.Bits
		}
		if a.Bits != b.Bits {
			return a.Bits < b.Bits
		}
		return kindRank[a.Kind] < kindRank[b.Kind]
	})
	for _, l := range s.Levels {
		if l.Name == "" || (l.Arch != "amd64" && l.Arch != "arm64") || l.File == "" {
			return nil, fmt.Errorf("%s: level %q needs a name, an arch (amd64 or arm64) and a file", input, l.Name)
		}
		for _, op := range s.ops {
			if _, ok := l.Derive[op.Name]; !ok && l.Derive != nil {
				return nil, fmt.Errorf("%s: level %s: no derive entry for %s", input, l.Name, op.Name)
			}
		}
	}
	return &s, nil
}

// kernel is one rendered kernel: its body and the element types it serves.
type kernel struct {
	op    Op
	form  string // AA or AS
	bits  int
	kinds []elem // the element types with exactly this body
	body  string // instructions from the prologue to RET
}

// name is cmp{Op}{AA,AS}{I,U,F or nothing when sign-agnostic}{bits}{level}.
func (k *kernel) name(level string) string {
	kind := ""
	if len(k.kinds) == 1 {
		kind = map[string]string{"int": "I", "uint": "U", "float": "F"}[k.kinds[0].Kind]
	}
	return fmt.Sprintf("cmp%s%s%s%d%s", k.op.Name, k.form, kind, k.bits, level)
}

// goType is the element type of the stub: the only one, or the unsigned one
// for a sign-agnostic kernel.
func (k *kernel) goType() string {
	if len(k.kinds) == 1 {
		return k.kinds[0].Go
	}
	return fmt.Sprintf("uint%d", k.bits)
}

// Render produces every generated file, keyed by its path from the root.
func Render(root string) (map[string][]byte, error) {
	files, err := renderCompare(root)
	if err != nil {
		return nil, err
	}
	for _, family := range []func(string) (map[string][]byte, error){renderViewCmp, renderViewBounds, renderFilter, renderBitmap, renderUnpack, renderReduce, renderIsIn, renderStrpred, renderBinFilter, renderDictRuns} {
		more, err := family(root)
		if err != nil {
			return nil, err
		}
		for name, src := range more {
			files[name] = src
		}
	}
	return files, nil
}

// renderCompare produces the compare family's files.
func renderCompare(root string) (map[string][]byte, error) {
	s, err := load(root)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for _, l := range s.Levels {
		var ks []*kernel
		var asm bytes.Buffer
		switch l.Name {
		case "AVX512":
			ks, err = kernelsFor(s, l, avx512Body)
			asm.WriteString(avx512Header)
		case "AVX2":
			ks, err = kernelsFor(s, l, avx2Body)
			asm.WriteString(avx2Header)
		case "NEON":
			ks, err = kernelsFor(s, l, neonBody)
			asm.WriteString(neonHeader)
		default:
			err = fmt.Errorf("%s: no loops for level %q", input, l.Name)
		}
		if err != nil {
			return nil, err
		}
		for _, k := range ks {
			fmt.Fprintf(&asm, "\n// func %s(%s)\n", k.name(l.Name), params(k.form, k.goType()))
			fmt.Fprintf(&asm, "TEXT ·%s(SB), NOSPLIT, $0-%d\n%s", k.name(l.Name), frame(k), k.body)
		}
		base := filepath.Join(outDir, l.File+"_gen_"+l.Arch)
		if l.Arch == "amd64" && !strings.HasSuffix(l.File, "_"+strings.ToLower(l.Name)) {
			return nil, fmt.Errorf("%s: amd64 level %s: file %q should end in _%s", input, l.Name, l.File, strings.ToLower(l.Name))
		}
		files[filepath.ToSlash(base+".s")] = append([]byte(header(input)), asm.Bytes()...)
		stubs, err := renderStubs(s, l, ks)
		if err != nil {
			return nil, err
		}
		files[filepath.ToSlash(base+".go")] = stubs
	}
	return files, nil
}

// header opens an assembly file generated from the template from.
func header(from string, includes ...string) string {
	var inc strings.Builder
	for _, h := range append([]string{"textflag.h"}, includes...) {
		fmt.Fprintf(&inc, "#include %q\n", h)
	}
	return fmt.Sprintf("// Code generated by %s from %s; DO NOT EDIT.\n\n//go:build !noasm\n\n%s\n", generator, from, inc.String())
}

func params(form, t string) string {
	if form == "AA" {
		return fmt.Sprintf("dst []uint64, a, b []%s", t)
	}
	return fmt.Sprintf("dst []uint64, a []%s, b %s", t, t)
}

func frame(k *kernel) int {
	if k.form == "AA" {
		return 72
	}
	return 48 + k.bits/8
}

// bodyFunc renders the body of one kernel, or "" when the level has none.
type bodyFunc func(l Level, e elem, op Op, ops map[string]Op, form string) (string, error)

// kernelsFor renders every (width, kind, op, form) and merges the element
// types whose bodies are identical.
func kernelsFor(s *spec, l Level, body bodyFunc) ([]*kernel, error) {
	ops := map[string]Op{}
	for _, op := range s.ops {
		ops[op.Name] = op
	}
	var out []*kernel
	seen := map[string]*kernel{}
	for _, bits := range []int{8, 16, 32, 64} {
		for _, kindGroup := range [][]string{{"int", "uint"}, {"float"}} {
			for _, op := range s.ops {
				for _, form := range []string{"AA", "AS"} {
					for _, kind := range kindGroup {
						var e elem
						found := false
						for _, t := range s.types {
							if t.Bits == bits && t.Kind == kind {
								e, found = t, true
							}
						}
						if !found {
							continue
						}
						b, err := body(l, e, op, ops, form)
						if err != nil {
							return nil, err
						}
						key := fmt.Sprintf("%s/%s/%d/%s", op.Name, form, bits, b)
						if k := seen[key]; k != nil {
							k.kinds = append(k.kinds, e)
							continue
						}
						k := &kernel{op: op, form: form, bits: bits, kinds: []elem{e}, body: b}
						seen[key] = k
						out = append(out, k)
					}
				}
			}
		}
	}
	return out, nil
}

// renderStubs writes the Go declarations and the level's table setter.
func renderStubs(s *spec, l Level, ks []*kernel) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by %s from %s; DO NOT EDIT.\n\n//go:build !noasm\n\npackage asm\n\n", generator, input)
	fmt.Fprintf(&b, "// Stubs of the %s compare kernels (%s_%s.s), named\n", l.Name, l.File, l.Arch)
	fmt.Fprintf(&b, "// cmp{Op}{AA,AS}{I,U,F}{bits}%s (no kind letter: the same instructions serve\n", l.Name)
	fmt.Fprintf(&b, "// the signed and the unsigned type of the width). Each compares len(a)\n")
	fmt.Fprintf(&b, "// values, a multiple of 64 (and len(b) == len(a) for AA), and stores\n")
	fmt.Fprintf(&b, "// len(a)/64 words into dst; it reads nothing past a and b.\n")
	fmt.Fprintf(&b, "// Requires: %s.\n", l.Requires)
	for _, k := range ks {
		fmt.Fprintf(&b, "\n//go:noescape\nfunc %s(%s)\n", k.name(l.Name), params(k.form, k.goType()))
	}
	fmt.Fprintf(&b, "\n// setCmp%s puts the %s compare kernels into k.\nfunc setCmp%s(k *kit) {\n", l.Name, l.Name, l.Name)
	for _, t := range s.types {
		entry := func(form string) string {
			var parts []string
			for _, op := range s.ops {
				for _, k := range ks {
					if k.op.Name != op.Name || k.form != form || k.bits != t.Bits {
						continue
					}
					for _, e := range k.kinds {
						if e != t {
							continue
						}
						ref := k.name(l.Name)
						if k.goType() != t.Go {
							ref = fmt.Sprintf("sameBits%s[%s](%s)", form, t.Go, ref)
						}
						parts = append(parts, fmt.Sprintf("op%s: %s", op.Name, ref))
					}
				}
			}
			return strings.Join(parts, ", ")
		}
		fmt.Fprintf(&b, "\tsetCmp(&k.cmp.%s,\n\t\t[numCmpOps]func(dst []uint64, a, b []%s){%s},\n\t\t[numCmpOps]func(dst []uint64, a []%s, b %s){%s})\n",
			t.Go, t.Go, entry("AA"), t.Go, t.Go, entry("AS"))
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("%s stubs: %w", l.Name, err)
	}
	return src, nil
}

// insns decodes the level's instruction table into a flat map.
func insns(l Level) (map[string]string, error) {
	m := map[string]string{}
	if err := json.Unmarshal(l.Insn, &m); err == nil {
		return m, nil
	}
	var nested map[string]map[string]string
	if err := json.Unmarshal(l.Insn, &nested); err != nil {
		return nil, fmt.Errorf("%s: level %s: insn: %w", input, l.Name, err)
	}
	for kind, byBase := range nested {
		for base, mn := range byBase {
			m[kind+"."+base] = mn
		}
	}
	return m, nil
}

func lookup(l Level, key string) (string, error) {
	m, err := insns(l)
	if err != nil {
		return "", err
	}
	mn, ok := m[key]
	if !ok {
		return "", fmt.Errorf("%s: level %s: no instruction for %s", input, l.Name, key)
	}
	return mn, nil
}

func pred(l Level, kind string, op string) (int, error) {
	group := "int"
	if kind == "float" {
		group = "float"
	}
	p, ok := l.Pred[group][op]
	if !ok {
		return 0, fmt.Errorf("%s: level %s: no %s predicate for %s", input, l.Name, group, op)
	}
	return p, nil
}

// w appends one instruction line.
func w(b *strings.Builder, format string, args ...any) {
	b.WriteByte('\t')
	fmt.Fprintf(b, format, args...)
	b.WriteByte('\n')
}
