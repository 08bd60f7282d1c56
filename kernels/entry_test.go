package kernels

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEntryPointsEnterCalls holds the package to the rule that keeps a
// Scratch from lending one buffer to two live results (issue 29, after
// issue 17): the lending starts over only in enterCall, at the start of the
// user's call, so
//
//   - only enterCall resolves an option list into a config that a kernel
//     runs with (newConfig elsewhere only in workersOf, which reads Parallel);
//   - every enterCall is paired with a deferred leave in the same function;
//   - a function that hands its option list to more than one call, or to a
//     call inside a loop or a function literal (Between's compares and And,
//     a chunked kernel's per-chunk calls), starts a call with enterCall
//     first, so that the calls it makes are nested in it and lend only
//     fresh buffers.
func TestEntryPointsEnterCalls(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			where := fset.Position(fd.Pos()).String() + " " + fd.Name.Name
			checked++
			checkEntry(t, where, fd)
		}
	}
	if checked < 100 {
		t.Fatalf("checked only %d functions: is the test running in the package directory?", checked)
	}
}

// checkEntry applies the rules of TestEntryPointsEnterCalls to fd.
func checkEntry(t *testing.T, where string, fd *ast.FuncDecl) {
	t.Helper()
	optNames := map[string]bool{}
	for _, p := range fd.Type.Params.List {
		if isOptionList(p.Type) {
			for _, n := range p.Names {
				optNames[n.Name] = true
			}
		}
	}
	enters, leaves, newConfigs := 0, 0, 0
	forwards, nestedForwards := 0, 0
	var walk func(n ast.Node, nested bool)
	walk = func(n ast.Node, nested bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			switch x := x.(type) {
			case *ast.ForStmt, *ast.RangeStmt, *ast.FuncLit:
				if x != n {
					walk(x, true)
					return false
				}
			case *ast.DeferStmt:
				if sel, ok := x.Call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "leave" {
					leaves++
				}
			case *ast.CallExpr:
				switch fn := x.Fun.(type) {
				case *ast.Ident:
					switch fn.Name {
					case "enterCall":
						enters++
						return true
					case "newConfig":
						newConfigs++
						return true
					}
				}
				for _, a := range x.Args {
					if id, ok := a.(*ast.Ident); ok && optNames[id.Name] {
						if nested {
							nestedForwards++
						} else {
							forwards++
						}
					}
				}
			}
			return true
		})
	}
	walk(fd.Body, false)
	switch name := fd.Name.Name; {
	case name == "newConfig" || name == "resolveOptions":
	case newConfigs > 0 && name != "enterCall" && name != "workersOf":
		t.Errorf("%s: calls newConfig: start a call with enterCall (and defer leave)", where)
	case enters != leaves:
		t.Errorf("%s: %d enterCall, %d deferred leave: pair each enterCall with defer c.leave()", where, enters, leaves)
	case enters == 0 && (forwards > 1 || nestedForwards > 0):
		t.Errorf("%s: hands its options to %d calls (%d in a loop or closure) without enterCall: nested calls could share a Scratch's buffers", where, forwards+nestedForwards, nestedForwards)
	}
}

// isOptionList reports whether a parameter type is ...Option or []Option.
func isOptionList(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Ellipsis:
		id, ok := x.Elt.(*ast.Ident)
		return ok && id.Name == "Option"
	case *ast.ArrayType:
		id, ok := x.Elt.(*ast.Ident)
		return ok && x.Len == nil && id.Name == "Option"
	}
	return false
}
