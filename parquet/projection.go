package parquet

import (
	"fmt"
	"slices"
	"strings"

	"github.com/quiver-go/quiver/arrays"
)

// Projection: ReadOptions.ColumnPaths selects nodes of the schema tree by
// path. Each top-level field holding a selected node is read pruned to the
// selection: a pruned copy of its schema subtree (the file's nodes where
// whole, copies of the groups that lose children, with their Leaf indices
// and levels unchanged) and the Arrow field pruned alike. The assembly
// (nested.go) walks that subtree as it walks the file's, and only the
// chunks of its leaves are read.

// column is one top-level field to read: the field's node, or its pruned
// copy; its Arrow field, pruned alike; and the leaves under the node, in
// column order.
type column struct {
	node   *Node
	field  arrays.Field
	leaves []int
}

// wholeColumn is top-level field c of the file, all of it.
func (f *File) wholeColumn(c int) column {
	n := f.Schema.Root.Children[c]
	lo, hi := leafRange(n)
	leaves := make([]int, 0, hi-lo)
	for l := lo; l < hi; l++ {
		leaves = append(leaves, l)
	}
	return column{node: n, field: f.arrow.Fields[c], leaves: leaves}
}

// selection is the Arrow schema and the columns of a read; nil columns
// and the file's schema when everything is read.
type selection struct {
	schema *arrays.Schema
	cols   []column
}

// indexSelection selects top-level fields by index (nil: all of them).
func (f *File) indexSelection(cols []int) (*selection, error) {
	if cols == nil {
		return &selection{schema: f.arrow}, nil
	}
	s := &selection{}
	for _, c := range cols {
		if c < 0 || c >= len(f.arrow.Fields) {
			return nil, fmt.Errorf("parquet: column %d outside the schema's %d fields", c, len(f.arrow.Fields))
		}
		s.cols = append(s.cols, f.wholeColumn(c))
	}
	s.setSchema(f.arrow)
	return s, nil
}

func (s *selection) setSchema(all *arrays.Schema) {
	fields := make([]arrays.Field, len(s.cols))
	for i, c := range s.cols {
		fields[i] = c.field
	}
	md := all.Metadata
	s.schema = arrays.NewSchema(fields, &md)
}

// columns is the columns of the selection, every field when it has none.
func (f *File) columns(s *selection) []column {
	if s.cols != nil || s.schema != f.arrow {
		return s.cols
	}
	out := make([]column, len(f.arrow.Fields))
	for i := range out {
		out[i] = f.wholeColumn(i)
	}
	return out
}

// readSelection is what ReadOptions selects: Columns, then ColumnNames,
// then the fields ColumnPaths reach that those two do not hold.
func (f *File) readSelection(o ReadOptions) (*selection, error) {
	cols := o.Columns
	if len(o.ColumnNames) > 0 {
		idx, err := f.ColumnIndices(o.ColumnNames...)
		if err != nil {
			return nil, err
		}
		cols = append(cols[:len(cols):len(cols)], idx...)
	}
	if len(o.ColumnPaths) == 0 {
		return f.indexSelection(cols)
	}
	s, err := f.indexSelection(cols)
	if err != nil {
		return nil, err
	}
	if cols == nil {
		s = &selection{}
	}
	pcs, err := f.pathColumns(o.ColumnPaths, cols)
	if err != nil {
		return nil, err
	}
	s.cols = append(s.cols, pcs...)
	s.setSchema(f.arrow)
	return s, nil
}

// pathColumns resolves paths and returns the top-level fields they reach,
// in the order of the first path into each, pruned to the nodes the paths
// name; fields in skip (selected whole already) are left out.
func (f *File) pathColumns(paths []string, skip []int) ([]column, error) {
	sel := map[*Node]bool{}
	var order []int
	for _, p := range paths {
		n, err := f.findPath(p)
		if err != nil {
			return nil, err
		}
		sel[n] = true
		top := n
		for top.Parent != f.Schema.Root {
			top = top.Parent
		}
		c := slices.Index(f.Schema.Root.Children, top)
		if !slices.Contains(order, c) {
			order = append(order, c)
		}
	}
	var out []column
	for _, c := range order {
		if slices.Contains(skip, c) {
			continue
		}
		whole := f.Schema.Root.Children[c]
		n := prune(whole, sel)
		fd, err := pruneField(f.arrow.Fields[c], whole, n)
		if err != nil {
			return nil, err
		}
		out = append(out, column{node: n, field: fd, leaves: leavesOf(n, nil)})
	}
	return out, nil
}

// leavesOf appends the leaf indices under n, in column order.
func leavesOf(n *Node, out []int) []int {
	if n.IsLeaf() {
		return append(out, n.Leaf)
	}
	for _, c := range n.Children {
		out = leavesOf(c, out)
	}
	return out
}

// pathName is one name of a path; a quoted one is taken as it is, never
// joined with its neighbours.
type pathName struct {
	s      string
	quoted bool
}

// splitPath cuts a path at the dots outside double quotes; in quotes, ""
// stands for one ".
func splitPath(p string) ([]pathName, error) {
	var names []pathName
	for i := 0; ; i++ {
		var n pathName
		if i < len(p) && p[i] == '"' {
			var b strings.Builder
			for i++; ; i++ {
				if i == len(p) {
					return nil, fmt.Errorf("parquet: column path %q: a quote is not closed", p)
				}
				if p[i] == '"' {
					if i+1 < len(p) && p[i+1] == '"' {
						b.WriteByte('"')
						i++
						continue
					}
					i++
					break
				}
				b.WriteByte(p[i])
			}
			n = pathName{b.String(), true}
			if i < len(p) && p[i] != '.' {
				return nil, fmt.Errorf("parquet: column path %q: a quoted name must be followed by a dot or the end", p)
			}
		} else {
			j := i
			for j < len(p) && p[j] != '.' {
				j++
			}
			n = pathName{s: p[i:j]}
			if n.s == "" {
				return nil, fmt.Errorf("parquet: column path %q: an empty name", p)
			}
			if strings.Contains(n.s, `"`) {
				return nil, fmt.Errorf("parquet: column path %q: a quote inside a name (quote the whole name, doubling the quote)", p)
			}
			i = j
		}
		names = append(names, n)
		if i >= len(p) {
			return names, nil
		}
	}
}

// matches reports whether names spell name: one name, or unquoted names
// joined by the dots between them.
func matches(names []pathName, name string) bool {
	if len(names) == 1 {
		return names[0].s == name
	}
	at := 0
	for k, n := range names {
		if n.quoted {
			return false
		}
		if k > 0 {
			if at == len(name) || name[at] != '.' {
				return false
			}
			at++
		}
		if !strings.HasPrefix(name[at:], n.s) {
			return false
		}
		at += len(n.s)
	}
	return at == len(name)
}

// wrapper reports whether c, a child of p, is a group Arrow has no field
// for, which a path may leave out: a map's repeated key_value group, or
// the repeated group of a list whose element is below it.
func wrapper(p, c *Node) bool {
	if p.IsLeaf() || p.repetition() == Repeated || c.IsLeaf() || c.repetition() != Repeated {
		return false
	}
	if p.isMap() {
		return true
	}
	if p.isList() {
		e, err := listElement(p)
		return err == nil && e != c
	}
	return false
}

// findPath is the one node path names (ColumnPaths' syntax).
func (f *File) findPath(path string) (*Node, error) {
	names, err := splitPath(path)
	if err != nil {
		return nil, err
	}
	var found []*Node
	deepest, reached := f.Schema.Root, 0
	var walk func(p *Node, names []pathName, done int)
	walk = func(p *Node, names []pathName, done int) {
		for _, c := range p.Children {
			name := c.Element.Name
			for j := 1; j <= len(names); j++ {
				if !matches(names[:j], name) {
					continue
				}
				if j == len(names) {
					if !slices.Contains(found, c) {
						found = append(found, c)
					}
					continue
				}
				if done+j > reached {
					deepest, reached = c, done+j
				}
				walk(c, names[j:], done+j)
			}
			if wrapper(p, c) {
				walk(c, names, done)
			}
		}
	}
	walk(f.Schema.Root, names, 0)
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) > 1 && !slices.ContainsFunc(found, func(n *Node) bool { return !slices.Equal(n.Path, found[0].Path) }):
		return nil, fmt.Errorf("parquet: column path %q is ambiguous: the schema holds %d nodes of that path", path, len(found))
	case len(found) > 1:
		var b strings.Builder
		for i, n := range found {
			if i > 0 {
				b.WriteString(" and ")
			}
			for k, name := range n.Path {
				if k > 0 {
					b.WriteByte('.')
				}
				b.WriteString(`"` + strings.ReplaceAll(name, `"`, `""`) + `"`)
			}
		}
		return nil, fmt.Errorf("parquet: column path %q is ambiguous: it names %s (a quoted name is taken whole)", path, b.String())
	case deepest == f.Schema.Root:
		return nil, fmt.Errorf("parquet: no column %q in the schema (top-level fields: %s)", path, fieldNames(f.arrow))
	case deepest.IsLeaf():
		return nil, fmt.Errorf("parquet: no column %q in the schema: %s is a leaf column", path, escapedPath(deepest))
	}
	var kids []string
	var list func(n *Node)
	list = func(n *Node) {
		for _, c := range n.Children {
			kids = append(kids, escapedName(c.Element.Name))
			if wrapper(n, c) {
				list(c)
			}
		}
	}
	list(deepest)
	return nil, fmt.Errorf("parquet: no column %q in the schema: %s holds %s", path, escapedPath(deepest), strings.Join(kids, ", "))
}

// escapedPath is n's path as ColumnPaths takes it: names joined by dots,
// a name holding a dot or quote quoted.
func escapedPath(n *Node) string {
	parts := make([]string, len(n.Path))
	for i, p := range n.Path {
		parts[i] = escapedName(p)
	}
	return strings.Join(parts, ".")
}

func escapedName(s string) string {
	if !strings.ContainsAny(s, `."`) && s != "" {
		return s
	}
	return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
}

// prune is n with only the subtrees holding a node of sel, which are kept
// whole: n itself when nothing under it is left out, nil when nothing
// under it is selected. An Arrow map needs its keys and values, so a
// selection in a map's keys keeps the whole map, and one in its values
// keeps the keys whole and the values pruned.
func prune(n *Node, sel map[*Node]bool) *Node {
	if sel[n] {
		return n
	}
	if n.IsLeaf() {
		return nil
	}
	if n.isMap() && n.repetition() != Repeated {
		kv := n.Children[0]
		if len(n.Children) != 1 || len(kv.Children) != 2 || sel[kv] || prune(kv.Children[0], sel) != nil {
			if anySelected(n, sel) {
				return n
			}
			return nil
		}
		v := prune(kv.Children[1], sel)
		switch v {
		case nil:
			return nil
		case kv.Children[1]:
			return n
		}
		return copyNode(n, []*Node{copyNode(kv, []*Node{kv.Children[0], v})})
	}
	var kept []*Node
	same := true
	for _, c := range n.Children {
		p := prune(c, sel)
		same = same && p == c
		if p != nil {
			kept = append(kept, p)
		}
	}
	switch {
	case len(kept) == 0:
		return nil
	case same:
		return n
	}
	return copyNode(n, kept)
}

func anySelected(n *Node, sel map[*Node]bool) bool {
	if sel[n] {
		return true
	}
	return slices.ContainsFunc(n.Children, func(c *Node) bool { return anySelected(c, sel) })
}

// copyNode is a copy of the file's group n holding children kids (the
// file's nodes or copies, which it becomes the parent of).
func copyNode(n *Node, kids []*Node) *Node {
	c := *n
	c.Children = kids
	c.Element.NumChildren = int32(len(kids))
	c.full = n.whole()
	for _, k := range kids {
		if k.full != nil {
			k.Parent = &c
		}
	}
	return &c
}

// pruneField is the Arrow field fd of the file's node n as read for its
// pruned copy p.
func pruneField(fd arrays.Field, n, p *Node) (arrays.Field, error) {
	if p == n {
		return fd, nil
	}
	t, err := pruneType(fd.Type, n, p)
	fd.Type = t
	return fd, err
}

// pruneType is pruneField's type: the structs lose the children p lacks,
// the lists and maps keep their kind with their elements pruned. A type
// whose storage is pruned loses its extension.
func pruneType(t arrays.DataType, n, p *Node) (arrays.DataType, error) {
	st := arrays.StorageOf(t)
	bad := fmt.Errorf("parquet: internal error: column %s read as %s does not prune", escapedPath(n), t)
	elem := func(f func(arrays.Field) (arrays.Field, error)) (arrays.DataType, error) {
		switch lt := st.(type) {
		case *arrays.ListType:
			e, err := f(lt.Elem)
			return &arrays.ListType{Elem: e}, err
		case *arrays.LargeListType:
			e, err := f(lt.Elem)
			return &arrays.LargeListType{Elem: e}, err
		case *arrays.FixedSizeListType:
			e, err := f(lt.Elem)
			return &arrays.FixedSizeListType{Elem: e, Size: lt.Size}, err
		case *arrays.MapType:
			e, err := f(lt.Entries)
			return &arrays.MapType{Entries: e, KeysSorted: lt.KeysSorted}, err
		}
		return nil, bad
	}
	structOf := func(n, p *Node) func(arrays.Field) (arrays.Field, error) {
		return func(e arrays.Field) (arrays.Field, error) {
			t, err := pruneStruct(e.Type, n, p)
			e.Type = t
			return e, err
		}
	}
	switch {
	case n.repetition() == Repeated:
		return elem(structOf(n, p))
	case n.isList():
		rep, prep := n.Children[0], p.Children[0]
		if e, err := listElement(n); err != nil || e == rep {
			return elem(structOf(rep, prep))
		}
		return elem(func(e arrays.Field) (arrays.Field, error) { return pruneField(e, rep.Children[0], prep.Children[0]) })
	case n.isMap():
		kv, pkv := n.Children[0], p.Children[0]
		return elem(func(e arrays.Field) (arrays.Field, error) {
			es, ok := arrays.StorageOf(e.Type).(*arrays.StructType)
			if !ok || len(es.Children) != 2 {
				return e, bad
			}
			v, err := pruneField(es.Children[1], kv.Children[1], pkv.Children[1])
			e.Type = &arrays.StructType{Children: []arrays.Field{es.Children[0], v}}
			return e, err
		})
	}
	return pruneStruct(t, n, p)
}

// pruneStruct is the struct type t of group n with the children of p.
func pruneStruct(t arrays.DataType, n, p *Node) (arrays.DataType, error) {
	st, ok := arrays.StorageOf(t).(*arrays.StructType)
	if !ok || len(st.Children) != len(n.Children) {
		return nil, fmt.Errorf("parquet: internal error: group %s read as %s does not prune", escapedPath(n), t)
	}
	kids := make([]arrays.Field, 0, len(p.Children))
	for _, c := range p.Children {
		i := slices.Index(n.Children, c.whole())
		if i < 0 {
			return nil, fmt.Errorf("parquet: internal error: %s is no child of %s", escapedPath(c), escapedPath(n))
		}
		fd, err := pruneField(st.Children[i], n.Children[i], c)
		if err != nil {
			return nil, err
		}
		kids = append(kids, fd)
	}
	return &arrays.StructType{Children: kids}, nil
}

// ProjectedSchema is the Arrow schema of the batches Batches(o) yields:
// the fields o selects, pruned to its ColumnPaths (the file's schema when
// o selects nothing). A selection Batches refuses is an error here too.
func (f *File) ProjectedSchema(o ReadOptions) (*arrays.Schema, error) {
	s, err := f.readSelection(o)
	if err != nil {
		return nil, err
	}
	return s.schema, nil
}
