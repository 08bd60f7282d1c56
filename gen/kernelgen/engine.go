package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"

	. "github.com/dave/jennifer/jen"
)

// tableFile is the hand-written Table: its unexported fields are the
// entries, and their doc comments the docs of the methods rendered here.
const tableFile = "kernels/asm/table.go"

// entry is one Table entry point: the unexported field holding it and the
// exported method that calls it.
type entry struct {
	field, method string
	params        string   // the parameter list, with its parentheses
	results       string   // the result list, as written ("" for none)
	args          []string // the parameter names, in order
	doc           []string // the method's doc comment, one line each
}

// loadEntries reads tableFile and returns, in order, the entries of its
// Table: every field of a func type. Each must name its parameters (the
// method passes them on) and have a doc comment starting with the method's
// name, so a field cannot be added without saying what it does.
func loadEntries(root string) ([]entry, error) {
	path := filepath.Join(root, tableFile)
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, path, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	text := func(n ast.Node) string {
		return string(src[fset.Position(n.Pos()).Offset:fset.Position(n.End()).Offset])
	}
	var st *ast.StructType
	ast.Inspect(file, func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSpec); ok && ts.Name.Name == "Table" {
			st, _ = ts.Type.(*ast.StructType)
		}
		return st == nil
	})
	if st == nil {
		return nil, fmt.Errorf("%s: no struct type Table", tableFile)
	}
	var out []entry
	for _, f := range st.Fields.List {
		ft, ok := f.Type.(*ast.FuncType)
		if !ok {
			continue
		}
		if len(f.Names) != 1 {
			return nil, fmt.Errorf("%s: declare one entry per line (%s)", tableFile, text(f))
		}
		name := f.Names[0].Name
		e := entry{field: name, method: exported(name), params: text(ft.Params)}
		if ast.IsExported(name) {
			return nil, fmt.Errorf("%s: entry %s is exported: it must be read through its method only", tableFile, name)
		}
		if ft.Results != nil {
			e.results = text(ft.Results)
		}
		for _, p := range ft.Params.List {
			if len(p.Names) == 0 {
				return nil, fmt.Errorf("%s: entry %s: name its parameters", tableFile, name)
			}
			for _, n := range p.Names {
				e.args = append(e.args, n.Name)
			}
		}
		doc := strings.TrimSpace(f.Doc.Text())
		if !strings.HasPrefix(doc, e.method+" ") {
			return nil, fmt.Errorf("%s: entry %s: its doc comment must start with %q", tableFile, name, e.method+" ")
		}
		e.doc = strings.Split(doc, "\n")
		out = append(out, e)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: Table has no entries", tableFile)
	}
	return out, nil
}

func tableFilter(w Width) string    { return "Filter" + w.Name }
func tableTake(w, x Width) string   { return "Take" + w.Name + "x" + x.Name }
func tableCmp(goType string) string { return "Cmp" + exported(goType) }

// elemText is the Go text of a matrix element type.
func elemText(s string) string { return s }

// table renders kernels/asm/table_gen.go: the compare kernels a kit holds,
// the slots of the filter/take/compare matrix and their constructor, and
// the methods through which package kernels calls every entry of Table.
func (g *gen) table(f *File) error {
	var tabs []Code
	for _, t := range g.m.CompareTypes {
		tabs = append(tabs, Id(t).Id("CmpKernels").Index(Id(t)))
	}
	f.Comment("cmpTables is a level's whole-block compare kernels per element type")
	f.Comment("(compareTypes in templates/kernels.json).")
	f.Type().Id("cmpTables").Struct(tabs...)
	f.Line()

	// The matrix entries, as the hand-written ones are parsed.
	var matrix []entry
	for _, w := range g.m.Widths {
		matrix = append(matrix, entry{
			field: "filter" + w.Name, method: tableFilter(w),
			params:  fmt.Sprintf("(dst, src []%s, mask []byte, maskOff int)", elemText(w.Elem)),
			results: "int", args: []string{"dst", "src", "mask", "maskOff"},
			doc: []string{fmt.Sprintf("%s is the filter kernel of %s-bit values (filter_ref.go states the contract).", tableFilter(w), w.Name)},
		})
	}
	for _, w := range g.m.Widths {
		for _, x := range g.m.IndexWidths {
			matrix = append(matrix, entry{
				field: "take" + w.Name + "x" + x.Name, method: tableTake(w, x),
				params: fmt.Sprintf("(dst, src []%s, idx []%s)", elemText(w.Elem), elemText(x.Elem)),
				args:   []string{"dst", "src", "idx"},
				doc:    []string{fmt.Sprintf("%s is the take kernel of %s-bit values by %s-bit indices (takeWidth).", tableTake(w, x), w.Name, x.Name)},
			})
		}
	}
	var fields []Code
	vals := Dict{}
	var post []Code
	for _, e := range matrix {
		fields = append(fields, Id(e.field).Id("func"+e.params+" "+e.results))
	}
	for _, w := range g.m.Widths {
		vals[Id("filter"+w.Name)] = Id("filterWidth").Index(elem(w.Elem))
		if w.Bytes <= 16 {
			post = append(post, If(Id("k").Dot(filterField(w)).Op("!=").Nil()).Block(
				Id("s").Dot("filter"+w.Name).Op("=").Id("k").Dot(filterField(w)+"Of")))
		}
		for _, x := range g.m.IndexWidths {
			vals[Id("take"+w.Name+"x"+x.Name)] = Id("takeWidth").Index(List(elem(w.Elem), elem(x.Elem)))
		}
	}
	for _, t := range g.m.CompareTypes {
		fields = append(fields, Id("cmp"+exported(t)).Id("CmpKernels").Index(Id(t)))
		vals[Id("cmp"+exported(t))] = Id("cmpSlot").Call(Op("&").Id("k").Dot("cmp").Dot(t))
	}
	f.Comment("slots are the Table's entries of the filter/take/compare matrix")
	f.Comment("(templates/kernels.json).")
	f.Type().Id("slots").Struct(fields...)
	f.Line()
	body := []Code{Id("s").Op(":=").Id("slots").Values(vals)}
	body = append(body, post...)
	body = append(body, Return(Id("s")))
	f.Comment("newSlots builds a level's matrix entries from its kit: its filter kernels")
	f.Comment("where it has them, the pure-Go loops elsewhere.")
	f.Func().Id("newSlots").Params(Id("k").Op("*").Id("kit")).Id("slots").Block(body...)
	f.Line()

	for _, e := range append(g.entries, matrix...) {
		for _, d := range e.doc {
			f.Comment(d)
		}
		args := make([]Code, len(e.args))
		for i, a := range e.args {
			args[i] = Id(a)
		}
		call := Id("t").Dot(e.field).Call(args...)
		if e.results != "" {
			call = Return(call)
		}
		f.Func().Params(Id("t").Op("*").Id("Table")).Id(e.method + e.params + " " + e.results).Block(call)
		f.Line()
	}
	for _, t := range g.m.CompareTypes {
		f.Commentf("%s returns the compare kernels of %s values per operator (compare.go states the contract).", tableCmp(t), t)
		f.Func().Params(Id("t").Op("*").Id("Table")).Id(tableCmp(t)).Params().Id("CmpKernels").Index(Id(t)).Block(
			Return(Id("t").Dot("cmp" + exported(t))))
		f.Line()
	}
	return nil
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
