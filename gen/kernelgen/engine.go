package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	. "github.com/dave/jennifer/jen"
)

const engineFile = "templates/engine.json"

// Engine is templates/engine.json: the level dimension of the kernels.
type Engine struct {
	Levels []struct {
		Name string `json:"name"`
		Arch string `json:"arch"`
	} `json:"levels"`
	Kit []struct {
		Field string            `json:"field"`
		Type  string            `json:"type"`
		Doc   string            `json:"doc"`
		Impl  map[string]string `json:"impl"`
	} `json:"kit"`
	Setters map[string][]string `json:"setters"`
	Slots   []struct {
		Group string `json:"group"`
		Name  string `json:"name"`
		Type  string `json:"type"`
		From  string `json:"from"`
		Doc   string `json:"doc"`
	} `json:"slots"`
}

func loadEngine(root string) (*Engine, error) {
	src, err := os.ReadFile(filepath.Join(root, engineFile))
	if err != nil {
		return nil, err
	}
	var e Engine
	if err := json.Unmarshal(src, &e); err != nil {
		return nil, fmt.Errorf("%s: %w", engineFile, err)
	}
	if len(e.Levels) == 0 || e.Levels[0].Name != "Generic" || e.Levels[0].Arch != "" {
		return nil, fmt.Errorf("%s: the first level must be Generic, for every architecture", engineFile)
	}
	known := map[string]bool{}
	for _, l := range e.Levels {
		known[l.Name] = true
	}
	for _, k := range e.Kit {
		if k.Field == "" || k.Type == "" {
			return nil, fmt.Errorf("%s: kit entry %q lacks a field or type", engineFile, k.Field)
		}
		for l := range k.Impl {
			if !known[l] {
				return nil, fmt.Errorf("%s: kit %s names unknown level %q", engineFile, k.Field, l)
			}
		}
	}
	for l := range e.Setters {
		if !known[l] {
			return nil, fmt.Errorf("%s: setters name unknown level %q", engineFile, l)
		}
	}
	for _, s := range e.Slots {
		if s.Group == "" && (s.Name == "" || s.Type == "" || s.From == "") {
			return nil, fmt.Errorf("%s: slot %q lacks a name, type or source", engineFile, s.Name)
		}
	}
	return &e, nil
}

func tableFilter(w Width) string    { return "Filter" + w.Name }
func tableTake(w, x Width) string   { return "Take" + w.Name + "x" + x.Name }
func tableCmp(goType string) string { return "Cmp" + exported(goType) }

// table renders kernels/asm/table_gen.go: the kit (a level's raw kernels),
// the Table (every kernel's safe entry point), newTable and the generic kit.
func (g *gen) table(f *File) error {
	e := g.e
	kitFields := []Code{Comment("level is the level these kernels implement."), Id("level").Id("Level"), Line()}
	for _, k := range e.Kit {
		kitFields = append(kitFields, Commentf("%s %s.", k.Field, k.Doc), Id(k.Field).Id(k.Type))
	}
	kitFields = append(kitFields,
		Line(),
		Comment("cmp holds the whole-block compare kernels the level has in assembly."),
		Id("cmp").Id("cmpTables"),
		Comment("viewCmp holds the view compare kernels (nil: pure Go)."),
		Id("viewCmp").Op("*").Id("viewCmpKernels"),
	)
	var tabs []Code
	for _, t := range g.m.CompareTypes {
		tabs = append(tabs, Id(t).Id("CmpKernels").Index(Id(t)))
	}
	f.Comment("cmpTables is a level's whole-block compare kernels per element type")
	f.Comment("(compareTypes in templates/kernels.json).")
	f.Type().Id("cmpTables").Struct(tabs...)
	f.Line()

	f.Comment("kit is one level's raw kernels: assembly that trusts its arguments, or")
	f.Comment("pure Go. newTable wraps them into the level's Table.")
	f.Type().Id("kit").Struct(kitFields...)
	f.Line()

	fields := []Code{Comment("Level is the level these kernels implement."), Id("Level").Id("Level")}
	vals := Dict{Id("Level"): Id("k").Dot("level")}
	for _, s := range e.Slots {
		if s.Group != "" {
			fields = append(fields, Line(), Comment(s.Group))
			continue
		}
		fields = append(fields, Commentf("%s %s", s.Name, s.Doc), Id(s.Name).Id(s.Type))
		vals[Id(s.Name)] = Id(s.From)
	}
	fields = append(fields, Line(), Comment("Filter width kernels (filter_ref.go states the contract), by element width in bits."))
	post := []Code{}
	for _, w := range g.m.Widths {
		fields = append(fields, Id(tableFilter(w)).Func().Params(Id("dst"), Id("src").Index().Add(elem(w.Elem)), Id("mask").Index().Byte(), Id("maskOff").Int()).Int())
		vals[Id(tableFilter(w))] = Id("filterWidth").Index(elem(w.Elem))
		if w.Bytes <= 16 {
			post = append(post, If(Id("k").Dot(filterField(w)).Op("!=").Nil()).Block(
				Id("t").Dot(tableFilter(w)).Op("=").Id("k").Dot(filterField(w)+"Of")))
		}
	}
	fields = append(fields, Line(), Comment("Take width kernels (takeWidth), by element width x index width in bits."))
	for _, w := range g.m.Widths {
		for _, x := range g.m.IndexWidths {
			fields = append(fields, Id(tableTake(w, x)).Func().Params(Id("dst"), Id("src").Index().Add(elem(w.Elem)), Id("idx").Index().Add(elem(x.Elem))))
			vals[Id(tableTake(w, x))] = Id("takeWidth").Index(List(elem(w.Elem), elem(x.Elem)))
		}
	}
	fields = append(fields, Line(), Comment("Compare kernels per Go value type and operator (compare.go states the contract)."))
	for _, t := range g.m.CompareTypes {
		fields = append(fields, Id(tableCmp(t)).Id("CmpKernels").Index(Id(t)))
		vals[Id(tableCmp(t))] = Id("cmpSlot").Call(Op("&").Id("k").Dot("cmp").Dot(t))
	}
	f.Comment("Table is one level's kernels, the single way package kernels reaches any")
	f.Comment("of them. Every entry is set at every level: the level's assembly where it")
	f.Comment("has some, behind Go wrappers that check what the assembly trusts, else the")
	f.Comment("pure-Go reference. Tables are built once, at initialization (Level.Table).")
	f.Type().Id("Table").Struct(fields...)
	f.Line()

	body := []Code{Id("t").Op(":=").Op("&").Id("Table").Values(vals)}
	body = append(body, post...)
	body = append(body, Return(Id("t")))
	f.Comment("newTable builds a level's Table from its kit.")
	f.Func().Id("newTable").Params(Id("k").Op("*").Id("kit")).Op("*").Id("Table").Block(body...)
	f.Line()

	f.Comment("kitGeneric is the pure-Go level, compiled everywhere.")
	f.Func().Id("kitGeneric").Params().Op("*").Id("kit").Block(Return(g.kitValue("Generic")))
	return nil
}

// kitValue renders level l's kit literal: its own kernels, else the
// generic ones.
func (g *gen) kitValue(l string) Code {
	vals := Dict{Id("level"): Id(l)}
	for _, k := range g.e.Kit {
		if impl, ok := k.Impl[l]; ok {
			vals[Id(k.Field)] = Id(impl)
		} else if impl, ok := k.Impl["Generic"]; ok {
			vals[Id(k.Field)] = Id(impl)
		}
	}
	return Op("&").Id("kit").Values(vals)
}

// archTables renders table_gen_<arch>.go: the kits of the assembly levels
// of one architecture.
func (g *gen) archTables(arch string) func(f *File) error {
	return func(f *File) error {
		var levels []string
		for _, l := range g.e.Levels {
			if l.Arch == arch {
				levels = append(levels, l.Name)
			}
		}
		sort.Strings(levels)
		var set []Code
		for _, l := range levels {
			fn := "kit" + l
			body := []Code{Id("k").Op(":=").Add(g.kitValue(l))}
			for _, s := range g.e.Setters[l] {
				body = append(body, Id(s).Call(Id("k")))
			}
			body = append(body, Return(Id("k")))
			f.Commentf("%s returns the %s level's kernels.", fn, l)
			f.Func().Id(fn).Params().Op("*").Id("kit").Block(body...)
			f.Line()
			set = append(set, Id("t").Index(Id(l)).Op("=").Id(fn).Call())
		}
		set = append(set, Return())
		f.Comment("asmKits returns the assembly levels compiled into this build; the caller")
		f.Comment("keeps only those the CPU supports.")
		f.Func().Id("asmKits").Params().Params(Id("t").Index(Id("numLevels")).Op("*").Id("kit")).Block(set...)
		return nil
	}
}

// arches lists the architectures with assembly levels.
func (g *gen) arches() []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range g.e.Levels {
		if l.Arch != "" && !seen[l.Arch] {
			seen[l.Arch] = true
			out = append(out, l.Arch)
		}
	}
	sort.Strings(out)
	return out
}

// compareRefs renders kernels/asm/compare_ref_gen.go: the operators in the
// order of package kernels, and the pure-Go reference compare kernels.
func (g *gen) compareRefs(f *File) error {
	var union *Statement
	for i, t := range g.m.CompareTypes {
		if i == 0 {
			union = Op("~").Id(t)
		} else {
			union = union.Op("|").Op("~").Id(t)
		}
	}
	f.Comment("cmpType is the set of element types with compare kernels (compareTypes).")
	f.Type().Id("cmpType").Interface(union)
	f.Line()
	g.cmpOpDecls(f, func(o CmpOp) string { return strings.ToLower(o.Name) })
	f.Comment("String returns the operator's short name.")
	f.Func().Params(Id("op").Id("cmpOp")).Id("String").Params().String().Block(
		If(Id("op").Op("<").Id("numCmpOps")).Block(Return(Id("cmpOpNames").Index(Id("op")))),
		Return(Lit("cmpOp(?)")),
	)
	f.Line()
	aa, as := Dict{}, Dict{}
	for _, o := range g.m.CompareOps {
		aa[Id(opConst(o))] = Id(kernelName(o, "AA")).Index(Id("T"))
		as[Id(opConst(o))] = Id(kernelName(o, "AS")).Index(Id("T"))
	}
	f.Comment("cmpRefs returns the reference kernels for T, every operator.")
	f.Func().Id("cmpRefs").Types(Id("T").Id("cmpType")).Params().Id("CmpKernels").Index(Id("T")).Block(
		Return(Id("CmpKernels").Index(Id("T")).Values(Dict{
			Id("AA"): Index(Id("numCmpOps")).Func().Params(Id("dst").Index().Uint64(), List(Id("a"), Id("b")).Index().Id("T")).Values(aa),
			Id("AS"): Index(Id("numCmpOps")).Func().Params(Id("dst").Index().Uint64(), Id("a").Index().Id("T"), Id("b").Id("T")).Values(as),
		})))
	f.Line()
	for _, o := range g.m.CompareOps {
		for _, form := range []string{"AA", "AS"} {
			g.compareKernel(f, o, form, "cmpType")
		}
	}
	return nil
}
