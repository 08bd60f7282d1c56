package json

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
)

type kind uint8

const (
	kNull kind = iota
	kBool
	kInt
	kFloat
	kString
	kList
	kStruct
	kGiven // a type the schema gave: inference does not look inside
)

var kindNames = [...]string{"null", "boolean", "integer", "number", "string", "array", "object", "given"}

// node is the type inferred so far for one field: Arrow C++'s rules, null
// widening to anything, integers to floats, and every other pair an error.
type node struct {
	kind   kind
	given  arrays.Field // for kGiven, and the struct fields the schema gave
	elem   *node
	names  []string
	fields []*node
	index  map[string]int
	ngiven int // the first ngiven fields came from the schema
	// every string so far is a date or a date and time of day, which
	// Arrow C++ infers as timestamp[s]
	timestamps bool
}

// timestampLike reports whether b is YYYY-MM-DD or YYYY-MM-DD[T ]hh:mm:ss,
// the forms Arrow C++ infers as timestamps.
func timestampLike(b []byte) bool {
	if len(b) != 10 && len(b) != 19 {
		return false
	}
	c, err := parseISO(b)
	return err == nil && !c.hasZone && (len(b) == 10 || c.nanos%1e9 == 0 && b[16] == ':')
}

func (n *node) set(k kind, s *scanner, start int) error {
	switch {
	case n.kind == k, n.kind == kFloat && k == kInt:
	case n.kind == kNull, n.kind == kInt && k == kFloat:
		n.kind = k
	default:
		return valueErr(s.raw(start), ErrValue, "a %s where earlier lines have %s values (give a Schema to read both as one type)", kindNames[k], kindNames[n.kind])
	}
	return nil
}

// infer reads one value at pos into n.
func (n *node) infer(s *scanner, depth int, o *readOptions) error {
	if depth > maxDepth {
		return s.syntax("nesting deeper than %d", maxDepth)
	}
	if n.kind == kGiven {
		return s.skip(depth)
	}
	c := s.peek()
	start := s.pos
	switch c {
	case 'n':
		return s.literal("null")
	case 't', 'f':
		if err := s.skip(depth); err != nil {
			return err
		}
		return n.set(kBool, s, start)
	case '"':
		b, err := s.str()
		if err != nil {
			return err
		}
		wasNull := n.kind == kNull
		if err := n.set(kString, s, start); err != nil {
			return err
		}
		like := o.inferTimestamps && timestampLike(b)
		n.timestamps = like && (wasNull || n.timestamps)
		return nil
	case '[':
		if n.kind == kNull {
			n.kind, n.elem = kList, &node{}
		}
		if n.kind != kList {
			if err := s.skip(depth); err != nil {
				return err
			}
			return n.set(kList, s, start)
		}
		s.pos++
		if s.peek() == ']' {
			s.pos++
			return nil
		}
		for i := 0; ; i++ {
			if err := n.elem.infer(s, depth+1, o); err != nil {
				return within(err, fmt.Sprint(i))
			}
			more, err := s.more(']')
			if err != nil || !more {
				return err
			}
		}
	case '{':
		if n.kind == kNull {
			n.kind, n.index = kStruct, map[string]int{}
		}
		if n.kind != kStruct {
			if err := s.skip(depth); err != nil {
				return err
			}
			return n.set(kStruct, s, start)
		}
		return n.members(s, depth, o)
	default:
		if c == '-' || c >= '0' && c <= '9' {
			_, isFloat, err := s.num()
			if err != nil {
				return err
			}
			if isFloat {
				return n.set(kFloat, s, start)
			}
			return n.set(kInt, s, start)
		}
		return s.skip(depth)
	}
}

// members reads an object at pos into a struct node.
func (n *node) members(s *scanner, depth int, o *readOptions) error {
	s.pos++
	if s.peek() == '}' {
		s.pos++
		return nil
	}
	for {
		if s.peek() != '"' {
			return s.syntax("expected a key")
		}
		key, err := s.str()
		if err != nil {
			return err
		}
		i, ok := n.index[string(key)]
		if err := s.expect(':'); err != nil {
			return err
		}
		switch {
		case ok:
			if err := n.fields[i].infer(s, depth+1, o); err != nil {
				return within(err, n.names[i])
			}
		case o.unexpected != UnexpectedInfer:
			// the decoder reports or skips it
			if err := s.skip(depth + 1); err != nil {
				return err
			}
		default:
			k := string(key)
			f := &node{}
			n.index[k] = len(n.names)
			n.names = append(n.names, k)
			n.fields = append(n.fields, f)
			if err := f.infer(s, depth+1, o); err != nil {
				return within(err, k)
			}
		}
		more, err := s.more('}')
		if err != nil || !more {
			return err
		}
	}
}

// givenNode makes the node of a field the schema gave: structs stay open
// to inferred fields, other types are fixed.
func givenNode(f arrays.Field) *node {
	st, ok := f.Type.(*arrays.StructType)
	if !ok {
		return &node{kind: kGiven, given: f}
	}
	n := &node{kind: kStruct, given: f, index: map[string]int{}, ngiven: len(st.Fields())}
	for _, c := range st.Fields() {
		n.index[c.Name] = len(n.names)
		n.names = append(n.names, c.Name)
		n.fields = append(n.fields, givenNode(c))
	}
	return n
}

// field turns an inferred node into the field named name.
func (n *node) field(name string) arrays.Field {
	if n.kind == kGiven {
		return n.given
	}
	f := arrays.Field{Name: name, Nullable: true}
	switch n.kind {
	case kNull:
		f.Type = arrays.NullType{}
	case kBool:
		f.Type = arrays.BoolType{}
	case kInt:
		f.Type = arrays.Int64Type{}
	case kFloat:
		f.Type = arrays.Float64Type{}
	case kString:
		f.Type = arrays.Utf8Type{}
		if n.timestamps {
			f.Type = arrays.TimestampType{Unit: arrays.Second}
		}
	case kList:
		f.Type = arrays.ListOf(n.elem.field("item").Type)
	case kStruct:
		if n.given.Type != nil {
			f = n.given
		}
		f.Type = arrays.StructOf(n.structFields()...)
	}
	return f
}

func (n *node) structFields() []arrays.Field {
	fs := make([]arrays.Field, len(n.names))
	for i, name := range n.names {
		fs[i] = n.fields[i].field(name)
	}
	return fs
}
