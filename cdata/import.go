//go:build cgo

package cdata

/*
#include <stdlib.h>
#include "abi.h"

static void quiverCallSchemaRelease2(struct ArrowSchema* s) { if (s->release) s->release(s); }
static void quiverCallArrayRelease2(struct ArrowArray* a) { if (a->release) a->release(a); }
*/
import "C"

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"strconv"
	"sync/atomic"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// maxDepth bounds the nesting a producer may describe, so that a cyclic or
// absurd struct ends in an error rather than a stack overflow.
const maxDepth = 64

// ----- schemas -----

// ImportField reads a field from s without taking it over: the caller
// still owns s and releases it. Extension types registered with quiver are
// rebuilt from the field metadata, as an IPC reader does.
func ImportField(s *CArrowSchema) (arrays.Field, error) {
	if s == nil {
		return arrays.Field{}, fmt.Errorf("cdata: nil ArrowSchema")
	}
	if s.release == nil {
		return arrays.Field{}, fmt.Errorf("cdata: ArrowSchema is released")
	}
	return importField(s, "", 0)
}

// ImportSchema reads a schema exported as a struct type (as ExportSchema
// and other producers do) without taking s over.
func ImportSchema(s *CArrowSchema) (*arrays.Schema, error) {
	f, err := ImportField(s)
	if err != nil {
		return nil, err
	}
	st, ok := f.Type.(*arrays.StructType)
	if !ok {
		return nil, fmt.Errorf("cdata: a schema must be exported as a struct, got %s", f.Type)
	}
	return arrays.NewSchema(st.Children, &f.Metadata), nil
}

func importField(s *CArrowSchema, path string, depth int) (arrays.Field, error) {
	var f arrays.Field
	if depth > maxDepth {
		return f, fmt.Errorf("cdata: %s: nested deeper than %d levels", where(path), maxDepth)
	}
	if s.format == nil {
		return f, fmt.Errorf("cdata: %s: format is NULL", where(path))
	}
	if s.name != nil {
		f.Name = C.GoString(s.name)
	}
	if path == "" {
		path = "<root>"
	} else if depth > 0 {
		path += "." + f.Name
	}
	format := C.GoString(s.format)
	t, err := ParseFormat(format)
	if err != nil {
		return f, fmt.Errorf("%w (at %s)", err, where(path))
	}
	f.Nullable = s.flags&FlagNullable != 0
	if s.metadata != nil {
		md, err := DecodeMetadata(metadataBytes(s.metadata))
		if err != nil {
			return f, fmt.Errorf("%w (at %s)", err, where(path))
		}
		f.Metadata = md
	}
	if s.n_children < 0 || s.n_children > 1<<20 || (s.n_children > 0 && s.children == nil) {
		return f, fmt.Errorf("cdata: %s: %d children at %p", where(path), int64(s.n_children), s.children)
	}
	children := make([]arrays.Field, int(s.n_children))
	for i, c := range unsafe.Slice(s.children, int(s.n_children)) {
		if c == nil {
			return f, fmt.Errorf("cdata: %s: child %d is NULL", where(path), i)
		}
		if children[i], err = importField(c, path, depth+1); err != nil {
			return f, err
		}
	}
	need := func(n int) error {
		if len(children) != n {
			return fmt.Errorf("cdata: %s: format %q needs %d children, got %d", where(path), format, n, len(children))
		}
		return nil
	}
	switch x := t.(type) {
	case *arrays.ListType:
		err = need(1)
		if err == nil {
			x.Elem = children[0]
		}
	case *arrays.LargeListType:
		err = need(1)
		if err == nil {
			x.Elem = children[0]
		}
	case *arrays.ListViewType:
		err = need(1)
		if err == nil {
			x.Elem = children[0]
		}
	case *arrays.LargeListViewType:
		err = need(1)
		if err == nil {
			x.Elem = children[0]
		}
	case *arrays.FixedSizeListType:
		err = need(1)
		if err == nil {
			x.Elem = children[0]
		}
	case *arrays.StructType:
		x.Children = children
	case *arrays.MapType:
		err = need(1)
		if err == nil {
			st, ok := children[0].Type.(*arrays.StructType)
			if !ok || len(st.Children) != 2 {
				return f, fmt.Errorf("cdata: %s: map entries must be a struct of two fields, got %s", where(path), children[0].Type)
			}
			x.Entries, x.KeysSorted = children[0], s.flags&FlagMapKeysSorted != 0
		}
	case *arrays.UnionType:
		if len(x.TypeCodes) != len(children) {
			return f, fmt.Errorf("cdata: %s: union declares %d type codes for %d children", where(path), len(x.TypeCodes), len(children))
		}
		x.Children = children
	case *arrays.RunEndEncodedType:
		err = need(2)
		if err == nil {
			x.RunEnds, x.Values = children[0], children[1]
		}
	default:
		err = need(0)
	}
	if err != nil {
		return f, err
	}
	if s.dictionary != nil {
		if !arrays.IsInteger(t.ID()) {
			return f, fmt.Errorf("cdata: %s: dictionary index type %s is not an integer", where(path), t)
		}
		vf, err := importField(s.dictionary, path+"<dictionary>", depth+1)
		if err != nil {
			return f, err
		}
		t = &arrays.DictionaryType{Index: t, Value: vf.Type, Ordered: s.flags&FlagDictionaryOrdered != 0}
	}
	t, f.Metadata, err = arrays.ExtensionTypeFromMetadata(t, f.Metadata)
	if err != nil {
		return f, fmt.Errorf("cdata: %s: %w", where(path), err)
	}
	f.Type = t
	return f, nil
}

// metadataBytes returns the bytes of a metadata blob, walking its count
// and lengths (the interface does not state its size).
func metadataBytes(p *C.char) []byte {
	base := unsafe.Pointer(p)
	at := func(off int) int32 {
		return int32(binary.NativeEndian.Uint32(unsafe.Slice((*byte)(unsafe.Add(base, off)), 4)))
	}
	n := int(at(0))
	size := 4
	for range max(n, 0) {
		for range 2 {
			l := int(at(size))
			if l < 0 {
				return unsafe.Slice((*byte)(base), size+4) // DecodeMetadata reports it
			}
			size += 4 + l
		}
	}
	return unsafe.Slice((*byte)(base), size)
}

func where(path string) string {
	if path == "" {
		return "<root>"
	}
	return strconv.Quote(path)
}

// ----- arrays -----

// liveImports counts imported ArrowArray structs not yet released.
var liveImports atomic.Int64

// LiveImports is the number of imported arrays whose producer's release
// callback has not run yet (it runs once the quiver arrays built from them
// are unreachable).
func LiveImports() int64 { return liveImports.Load() }

// importHolder owns a moved ArrowArray and calls its release callback,
// exactly once, when the last quiver Data built over it is unreachable.
type importHolder struct {
	arr *CArrowArray // C memory: the moved struct
	n   atomic.Int64
}

func (h *importHolder) drop() {
	if h.n.Add(-1) == 0 {
		C.quiverCallArrayRelease2(h.arr)
		C.free(unsafe.Pointer(h.arr))
		liveImports.Add(-1)
	}
}

func (h *importHolder) anchor(bufs [][]byte) {
	h.n.Add(1)
	runtime.AddCleanup(unsafe.SliceData(bufs[:1]), (*importHolder).drop, h)
}

// ImportArray takes over arr (it is moved: arr is marked released) and
// returns a quiver array over the producer's buffers, no copy made. The
// producer's release callback runs once no quiver Data built here is
// reachable, or at once if the import fails. schema describes the type and
// is released here (pass nil and use ImportArrayOf to keep it).
//
// The structs are checked as far as the interface allows: buffer and child
// counts, lengths, offsets, NULL pointers, and the first and last offsets of
// variable-size layouts (arrays.Validate). Run arrays.ValidateFull before
// reading values from a producer you do not trust.
func ImportArray(arr *CArrowArray, schema *CArrowSchema) (arrays.Array, error) {
	if schema == nil {
		return nil, fmt.Errorf("cdata: nil ArrowSchema")
	}
	f, err := ImportField(schema)
	C.quiverCallSchemaRelease2(schema)
	if err != nil {
		releaseIfLive(arr)
		return nil, err
	}
	return ImportArrayOf(arr, f.Type)
}

// ImportRecordBatch imports a struct array and its struct schema as a
// record batch (the struct's validity, if any, must have no nulls).
func ImportRecordBatch(arr *CArrowArray, schema *CArrowSchema) (*arrays.RecordBatch, error) {
	if schema == nil {
		return nil, fmt.Errorf("cdata: nil ArrowSchema")
	}
	s, err := ImportSchema(schema)
	C.quiverCallSchemaRelease2(schema)
	if err != nil {
		releaseIfLive(arr)
		return nil, err
	}
	return importBatch(arr, s)
}

func importBatch(arr *CArrowArray, s *arrays.Schema) (*arrays.RecordBatch, error) {
	a, err := ImportArrayOf(arr, arrays.StructOf(s.Fields...))
	if err != nil {
		return nil, err
	}
	if a.NullN() != 0 {
		return nil, fmt.Errorf("cdata: a record batch's struct array has %d null rows", a.NullN())
	}
	cols := make([]arrays.Array, len(s.Fields))
	d := a.Data()
	for i, c := range d.Children {
		cols[i] = arrays.MakeArray(c.Slice(d.Offset, d.Offset+d.Length))
	}
	return arrays.NewRecordBatch(s, cols, d.Length)
}

func releaseIfLive(arr *CArrowArray) {
	if arr != nil && arr.release != nil {
		C.quiverCallArrayRelease2(arr)
	}
}

// ImportArrayOf is ImportArray with the type given.
func ImportArrayOf(arr *CArrowArray, t arrays.DataType) (arrays.Array, error) {
	if arr == nil {
		return nil, fmt.Errorf("cdata: nil ArrowArray")
	}
	if arr.release == nil {
		return nil, fmt.Errorf("cdata: ArrowArray is released")
	}
	moved := (*CArrowArray)(C.malloc(C.sizeof_struct_ArrowArray))
	*moved = *arr
	arr.release = nil
	liveImports.Add(1)
	h := &importHolder{arr: moved}
	h.n.Store(1)
	defer h.drop()
	d, err := importNode(moved, t, h, "", 0)
	if err != nil {
		return nil, err
	}
	if err := arrays.ValidateData(d); err != nil {
		return nil, fmt.Errorf("cdata: imported array: %w", err)
	}
	return arrays.MakeArray(d), nil
}

func importNode(a *CArrowArray, t arrays.DataType, h *importHolder, path string, depth int) (*arrays.Data, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("cdata: array %s: %s", where(path), fmt.Sprintf(format, args...))
	}
	if depth > maxDepth {
		return nil, bad("nested deeper than %d levels", maxDepth)
	}
	length, offset, nulls := int64(a.length), int64(a.offset), int64(a.null_count)
	if length < 0 || offset < 0 || length > 1<<48 || offset > 1<<48 {
		return nil, bad("length %d, offset %d", length, offset)
	}
	if nulls < -1 || nulls > length {
		return nil, bad("null_count %d for length %d", nulls, length)
	}
	st := arrays.StorageOf(t)
	id := st.ID()
	end := int(offset + length)
	nb, nc := int(a.n_buffers), int(a.n_children)
	want := cBufferCount(st)
	isView := id == arrays.BINARY_VIEW || id == arrays.UTF8_VIEW
	if (isView && nb < 3) || (!isView && nb != want) {
		return nil, bad("%s has %d buffers, want %d", st, nb, want)
	}
	if nb > 0 && a.buffers == nil {
		return nil, bad("%d buffers at NULL", nb)
	}
	kids, _ := childFields(st)
	if nc != len(kids) {
		return nil, bad("%s has %d children, want %d", st, nc, len(kids))
	}
	if nc > 0 && a.children == nil {
		return nil, bad("%d children at NULL", nc)
	}
	var ptrs []unsafe.Pointer
	if nb > 0 {
		ptrs = unsafe.Slice((*unsafe.Pointer)(unsafe.Pointer(a.buffers)), nb)
	}
	// buf returns buffer i as n bytes of producer memory.
	buf := func(i, n int) ([]byte, error) {
		if n == 0 {
			return nil, nil
		}
		if ptrs[i] == nil {
			return nil, bad("buffer %d is NULL but %d bytes are needed", i, n)
		}
		return unsafe.Slice((*byte)(ptrs[i]), n), nil
	}
	var bufs [][]byte
	var err error
	var validity []byte
	if hasValidity(id) && nb > 0 {
		if ptrs[0] != nil {
			validity, _ = buf(0, (end+7)/8)
		} else if nulls > 0 {
			return nil, bad("null_count %d with no validity bitmap", nulls)
		}
	}
	offsetsOf := func(i, w int) ([]byte, int, error) {
		if length == 0 && ptrs[i] == nil {
			return arrays.AllocBuffer(w), 0, nil // the one offset 0, synthesized
		}
		b, err := buf(i, (end+1)*w)
		if err != nil {
			return nil, 0, err
		}
		var last int64
		if w == 4 {
			last = int64(int32(binary.NativeEndian.Uint32(b[end*4:])))
		} else {
			last = int64(binary.NativeEndian.Uint64(b[end*8:]))
		}
		if last < 0 || last > 1<<48 {
			return nil, 0, bad("last offset %d", last)
		}
		return b, int(last), nil
	}
	switch x := st.(type) {
	case arrays.NullType:
		bufs = [][]byte{nil}
		nulls = length
	case arrays.BoolType:
		v, e := buf(1, (end+7)/8)
		bufs, err = [][]byte{validity, v}, e
	case arrays.FixedSizeBinaryType:
		v, e := buf(1, end*x.ByteWidth)
		bufs, err = [][]byte{validity, v}, e
	case arrays.FixedWidthType:
		v, e := buf(1, end*x.BitWidth()/8)
		bufs, err = [][]byte{validity, v}, e
	case *arrays.DictionaryType:
		w := x.Index.(arrays.FixedWidthType).BitWidth() / 8
		v, e := buf(1, end*w)
		bufs, err = [][]byte{validity, v}, e
	}
	if bufs == nil && err == nil {
		switch id {
		case arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8:
			w := 4
			if id == arrays.LARGE_BINARY || id == arrays.LARGE_UTF8 {
				w = 8
			}
			offs, last, e := offsetsOf(1, w)
			if e != nil {
				return nil, e
			}
			data, e := buf(2, last)
			bufs, err = [][]byte{validity, offs, data}, e
		case arrays.LIST, arrays.MAP, arrays.LARGE_LIST:
			w := 4
			if id == arrays.LARGE_LIST {
				w = 8
			}
			offs, _, e := offsetsOf(1, w)
			bufs, err = [][]byte{validity, offs}, e
		case arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW:
			w := 4
			if id == arrays.LARGE_LIST_VIEW {
				w = 8
			}
			offs, e1 := buf(1, end*w)
			sizes, e2 := buf(2, end*w)
			bufs, err = [][]byte{validity, offs, sizes}, firstErr(e1, e2)
		case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
			views, e := buf(1, end*16)
			if e != nil {
				return nil, e
			}
			nv := nb - 3
			bufs = [][]byte{validity, views}
			if ptrs[nb-1] == nil && nv > 0 {
				return nil, bad("variadic buffer sizes are NULL")
			}
			var sizes []int64
			if nv > 0 {
				sizes = unsafe.Slice((*int64)(ptrs[nb-1]), nv)
			}
			for i := range nv {
				if sizes[i] < 0 || sizes[i] > 1<<48 {
					return nil, bad("variadic buffer %d has size %d", i, sizes[i])
				}
				b, e := buf(2+i, int(sizes[i]))
				if e != nil {
					return nil, e
				}
				if b == nil {
					b = []byte{}
				}
				bufs = append(bufs, b)
			}
		case arrays.FIXED_SIZE_LIST, arrays.STRUCT:
			bufs = [][]byte{validity}
		case arrays.SPARSE_UNION:
			ids, e := buf(0, end)
			bufs, err = [][]byte{nil, ids}, e
			nulls = 0
		case arrays.DENSE_UNION:
			ids, e1 := buf(0, end)
			offs, e2 := buf(1, end*4)
			bufs, err = [][]byte{nil, ids, offs}, firstErr(e1, e2)
			nulls = 0
		case arrays.RUN_END_ENCODED:
			bufs = [][]byte{nil}
			nulls = 0
		default:
			return nil, bad("type %s cannot be imported", st)
		}
	}
	if err != nil {
		return nil, err
	}
	h.anchor(bufs)
	var children []*arrays.Data
	if nc > 0 {
		children = make([]*arrays.Data, nc)
		for i, c := range unsafe.Slice(a.children, nc) {
			if c == nil {
				return nil, bad("child %d is NULL", i)
			}
			if children[i], err = importNode(c, kids[i].Type, h, path+"."+kids[i].Name, depth+1); err != nil {
				return nil, err
			}
		}
	}
	d := arrays.NewData(t, int(length), bufs, children, int(nulls), int(offset))
	if dt, ok := st.(*arrays.DictionaryType); ok {
		if a.dictionary == nil {
			return nil, bad("dictionary-encoded array without a dictionary")
		}
		dict, err := importNode(a.dictionary, dt.Value, h, path+"<dictionary>", depth+1)
		if err != nil {
			return nil, err
		}
		d.WithDictionary(dict)
	} else if a.dictionary != nil {
		return nil, bad("a dictionary on a %s array", st)
	}
	return d, nil
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// cBufferCount is the n_buffers the interface gives a storage type (views:
// the minimum, before variadic buffers).
func cBufferCount(t arrays.DataType) int {
	switch t.ID() {
	case arrays.NULL, arrays.RUN_END_ENCODED:
		return 0
	case arrays.SPARSE_UNION, arrays.FIXED_SIZE_LIST, arrays.STRUCT:
		return 1
	case arrays.DENSE_UNION, arrays.BOOL, arrays.LIST, arrays.LARGE_LIST, arrays.MAP, arrays.DICTIONARY:
		return 2
	case arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW:
		return 3
	case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		return 3
	}
	return 2 // fixed-width
}

// childFields lists the child fields of a storage type's layout.
func childFields(t arrays.DataType) ([]arrays.Field, error) {
	switch x := t.(type) {
	case *arrays.MapType:
		return []arrays.Field{x.Entries}, nil
	case *arrays.DictionaryType:
		return nil, nil
	case arrays.NestedType:
		return x.Fields(), nil
	}
	return nil, nil
}

// ReleaseArray calls a's release callback unless a is already released,
// for Go code that holds a struct it will not import.
func ReleaseArray(a *CArrowArray) {
	if a != nil {
		C.quiverCallArrayRelease2(a)
	}
}

// ReleaseSchema calls s's release callback unless s is already released.
func ReleaseSchema(s *CArrowSchema) {
	if s != nil {
		C.quiverCallSchemaRelease2(s)
	}
}
