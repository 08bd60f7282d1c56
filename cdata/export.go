//go:build cgo

package cdata

/*
#include <stdlib.h>
#include <string.h>
#include "abi.h"

void quiverReleaseSchema(struct ArrowSchema*);
void quiverReleaseArray(struct ArrowArray*);

// Read by consumers as the one offset 0 of an empty array whose quiver
// buffer is absent (at most 8 bytes are read).
static const int64_t quiver_zeros[2] = {0, 0};
static const void* quiverZeros(void) { return quiver_zeros; }

static void quiverSetSchemaRelease(struct ArrowSchema* s) { s->release = quiverReleaseSchema; }
static void quiverSetArrayRelease(struct ArrowArray* a) { a->release = quiverReleaseArray; }
static void quiverCallSchemaRelease(struct ArrowSchema* s) { if (s->release) s->release(s); }
static void quiverCallArrayRelease(struct ArrowArray* a) { if (a->release) a->release(a); }
*/
import "C"

import (
	"fmt"
	"runtime"
	"runtime/cgo"
	"sync/atomic"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// CArrowSchema and CArrowArray are the C Data Interface structs. Values
// from another cgo package convert with (*cdata.CArrowSchema)(unsafe.Pointer(p)).
type (
	CArrowSchema      = C.struct_ArrowSchema
	CArrowArray       = C.struct_ArrowArray
	CArrowArrayStream = C.struct_ArrowArrayStream
)

// liveExports counts exported ArrowArray nodes not yet released (each pins
// its buffers), for tests and leak checks.
var liveExports atomic.Int64

// LiveExports is the number of exported array structs (parents, children
// and dictionaries each count) whose release has not been called yet:
// each keeps quiver buffers pinned. Zero once consumers released all.
func LiveExports() int64 { return liveExports.Load() }

// ----- schemas -----

// ExportField fills out with f (type, name, nullability, metadata,
// children, dictionary, extension name and parameters). The consumer calls
// out.release when done.
func ExportField(f arrays.Field, out *CArrowSchema) error {
	if out == nil {
		return fmt.Errorf("cdata: nil ArrowSchema")
	}
	C.memset(unsafe.Pointer(out), 0, C.sizeof_struct_ArrowSchema)
	if err := exportSchema(f, out); err != nil {
		releaseSchemaTree(out)
		return err
	}
	return nil
}

// ExportSchema fills out with a struct type whose children are the
// schema's fields, carrying the schema metadata, as record batches travel.
func ExportSchema(s *arrays.Schema, out *CArrowSchema) error {
	if s == nil {
		return fmt.Errorf("cdata: nil schema")
	}
	return ExportField(arrays.Field{Type: arrays.StructOf(s.Fields...), Metadata: s.Metadata}, out)
}

func exportSchema(f arrays.Field, out *CArrowSchema) error {
	// release is set first: a partly filled struct is released by the
	// same walk as a full one.
	C.quiverSetSchemaRelease(out)
	t, md := f.Type, f.Metadata
	if t == nil {
		return fmt.Errorf("cdata: field %q has no type", f.Name)
	}
	if et, ok := t.(arrays.ExtensionType); ok {
		md = arrays.ExtensionMetadata(et, md)
		t = et.StorageType()
	}
	out.name = C.CString(f.Name)
	if f.Nullable {
		out.flags |= FlagNullable
	}
	if b := EncodeMetadata(md); b != nil {
		out.metadata = (*C.char)(C.CBytes(b))
	}
	var children []arrays.Field
	if dt, ok := t.(*arrays.DictionaryType); ok {
		if dt.Ordered {
			out.flags |= FlagDictionaryOrdered
		}
		format, err := Format(dt.Index)
		if err != nil {
			return err
		}
		out.format = C.CString(format)
		out.dictionary = (*CArrowSchema)(C.calloc(1, C.sizeof_struct_ArrowSchema))
		if err := exportSchema(arrays.Field{Type: dt.Value, Nullable: true}, out.dictionary); err != nil {
			return err
		}
		if dt.Ordered {
			// The flag belongs to this schema, the one with the dictionary,
			// where Arrow C++ reads it; arrow-go v18.8.0 reads it from the
			// dictionary's schema, where the flag means nothing to a reader
			// that follows the specification, so it goes on both.
			out.dictionary.flags |= FlagDictionaryOrdered
		}
		return nil
	}
	format, err := Format(t)
	if err != nil {
		return err
	}
	out.format = C.CString(format)
	switch x := t.(type) {
	case *arrays.MapType:
		if x.KeysSorted {
			out.flags |= FlagMapKeysSorted
		}
		children = []arrays.Field{x.Entries}
	case arrays.NestedType:
		children = x.Fields()
	}
	if len(children) == 0 {
		return nil
	}
	out.n_children = C.int64_t(len(children))
	out.children = (**CArrowSchema)(C.calloc(C.size_t(len(children)), C.size_t(unsafe.Sizeof(uintptr(0)))))
	kids := unsafe.Slice(out.children, len(children))
	for i, c := range children {
		kids[i] = (*CArrowSchema)(C.calloc(1, C.sizeof_struct_ArrowSchema))
		if err := exportSchema(c, kids[i]); err != nil {
			return err
		}
	}
	return nil
}

//export quiverReleaseSchema
func quiverReleaseSchema(s *CArrowSchema) { releaseSchemaTree(s) }

// releaseSchemaTree frees what exportSchema allocated: children and
// dictionary a consumer has not moved away (release still set) are
// released first, then every struct and string, and s is marked released.
func releaseSchemaTree(s *CArrowSchema) {
	if s == nil || s.release == nil {
		return
	}
	if s.children != nil {
		for _, c := range unsafe.Slice(s.children, int(s.n_children)) {
			if c != nil {
				C.quiverCallSchemaRelease(c)
				C.free(unsafe.Pointer(c))
			}
		}
		C.free(unsafe.Pointer(s.children))
	}
	if s.dictionary != nil {
		C.quiverCallSchemaRelease(s.dictionary)
		C.free(unsafe.Pointer(s.dictionary))
	}
	C.free(unsafe.Pointer(s.format))
	C.free(unsafe.Pointer(s.name))
	C.free(unsafe.Pointer(s.metadata))
	// Pointers go, flags stay: arrow-go v18.8.0 reads a dictionary
	// schema's flags after releasing it.
	s.format, s.name, s.metadata, s.children, s.dictionary, s.n_children = nil, nil, nil, nil, nil, 0
	s.release, s.private_data = nil, nil
}

// ----- arrays -----

// exportState is the private data of one exported array node: the pinned
// buffers and the quiver Data that owns them (which in turn keeps alive any
// producer memory it was imported from).
//
// The release callback frees what the state lists, never what the struct's
// fields say, so a consumer that scribbled over them cannot make it leak
// or free the wrong memory.
type exportState struct {
	pin      runtime.Pinner
	data     *arrays.Data
	sizes    unsafe.Pointer // C copy of the variadic buffer sizes of a view array
	buffers  unsafe.Pointer // the C array of buffer pointers
	children []*CArrowArray // C structs, one per child
	list     unsafe.Pointer // the C array of child pointers
	dict     *CArrowArray
}

// ExportArray fills outArray with a's data and, unless outSchema is nil,
// outSchema with its type. No buffer is copied: the structs point at
// quiver's buffers, which stay pinned (and alive) until the consumer calls
// outArray.release; children and dictionaries may be moved and released
// on their own, as the interface allows.
func ExportArray(a arrays.Array, outArray *CArrowArray, outSchema *CArrowSchema) error {
	if a == nil || outArray == nil {
		return fmt.Errorf("cdata: nil array or ArrowArray")
	}
	if err := arrays.Validate(a); err != nil {
		return fmt.Errorf("cdata: exporting: %w", err)
	}
	if outSchema != nil {
		if err := ExportField(arrays.Field{Type: a.DataType(), Nullable: true}, outSchema); err != nil {
			return err
		}
	}
	C.memset(unsafe.Pointer(outArray), 0, C.sizeof_struct_ArrowArray)
	exportArray(a.Data(), outArray)
	return nil
}

// ExportRecordBatch exports a batch as a struct array (no validity) and,
// unless outSchema is nil, its schema as a struct type, as the C Data
// Interface carries record batches.
func ExportRecordBatch(rb *arrays.RecordBatch, outArray *CArrowArray, outSchema *CArrowSchema) error {
	if rb == nil || outArray == nil {
		return fmt.Errorf("cdata: nil record batch or ArrowArray")
	}
	kids := make([]*arrays.Data, rb.NumCols())
	for i, c := range rb.Columns() {
		kids[i] = c.Data()
	}
	st := arrays.StructOf(rb.Schema().Fields...)
	d := arrays.NewData(st, rb.NumRows(), [][]byte{nil}, kids, 0, 0)
	if outSchema != nil {
		if err := ExportSchema(rb.Schema(), outSchema); err != nil {
			return err
		}
	}
	C.memset(unsafe.Pointer(outArray), 0, C.sizeof_struct_ArrowArray)
	exportArray(d, outArray)
	return nil
}

// cBuffers is the quiver buffers of d as the C interface lays them out:
// unions, run-end encoded and null arrays have no validity slot in C.
func cBuffers(d *arrays.Data) [][]byte {
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.NULL, arrays.RUN_END_ENCODED:
		return nil
	case arrays.SPARSE_UNION, arrays.DENSE_UNION:
		if len(d.Buffers) > 0 {
			return d.Buffers[1:]
		}
	}
	return d.Buffers
}

func exportArray(d *arrays.Data, out *CArrowArray) {
	st := &exportState{data: d}
	id := arrays.StorageOf(d.Type).ID()
	bufs := cBuffers(d)
	nbuf := len(bufs)
	isView := id == arrays.BINARY_VIEW || id == arrays.UTF8_VIEW
	if isView {
		nbuf++ // the variadic buffer sizes
	}
	out.length = C.int64_t(d.Length)
	out.offset = C.int64_t(d.Offset)
	nulls := d.KnownNullN()
	switch {
	case id == arrays.NULL:
		nulls = d.Length
	case id == arrays.SPARSE_UNION || id == arrays.DENSE_UNION || id == arrays.RUN_END_ENCODED:
		nulls = 0
	case len(d.Buffers) > 0 && d.Buffers[0] == nil:
		nulls = 0
	}
	out.null_count = C.int64_t(nulls)
	out.n_buffers = C.int64_t(nbuf)
	if nbuf > 0 {
		ptrs := unsafe.Slice((*unsafe.Pointer)(C.calloc(C.size_t(nbuf), C.size_t(unsafe.Sizeof(uintptr(0))))), nbuf)
		for i, b := range bufs {
			switch {
			case len(b) > 0:
				p := unsafe.Pointer(unsafe.SliceData(b))
				st.pin.Pin(p)
				ptrs[i] = p
			case i == 0 && hasValidity(id):
				// no bitmap: NULL, null_count is 0
			default:
				ptrs[i] = unsafe.Pointer(C.quiverZeros())
			}
		}
		if isView {
			n := len(bufs) - 2
			sizes := C.calloc(C.size_t(max(n, 1)), 8)
			s := unsafe.Slice((*int64)(sizes), max(n, 1))
			for i := range n {
				s[i] = int64(len(bufs[2+i]))
			}
			st.sizes = sizes
			ptrs[nbuf-1] = sizes
		}
		out.buffers = (*unsafe.Pointer)(unsafe.Pointer(unsafe.SliceData(ptrs)))
		st.buffers = unsafe.Pointer(out.buffers)
	}
	if n := len(d.Children); n > 0 {
		out.n_children = C.int64_t(n)
		out.children = (**CArrowArray)(C.calloc(C.size_t(n), C.size_t(unsafe.Sizeof(uintptr(0)))))
		kids := unsafe.Slice(out.children, n)
		for i, c := range d.Children {
			kids[i] = (*CArrowArray)(C.calloc(1, C.sizeof_struct_ArrowArray))
			exportArray(c, kids[i])
		}
		st.children = append([]*CArrowArray(nil), kids...)
		C.free(unsafe.Pointer(out.children)) // re-made below, so the state owns its own list
		out.children = (**CArrowArray)(C.calloc(C.size_t(n), C.size_t(unsafe.Sizeof(uintptr(0)))))
		copy(unsafe.Slice(out.children, n), st.children)
		st.list = unsafe.Pointer(out.children)
	}
	if d.Dictionary != nil {
		out.dictionary = (*CArrowArray)(C.calloc(1, C.sizeof_struct_ArrowArray))
		exportArray(d.Dictionary, out.dictionary)
		st.dict = out.dictionary
	}
	h := C.malloc(C.size_t(unsafe.Sizeof(uintptr(0))))
	*(*cgo.Handle)(h) = cgo.NewHandle(st)
	out.private_data = h
	liveExports.Add(1)
	C.quiverSetArrayRelease(out)
}

func hasValidity(id arrays.TypeID) bool {
	switch id {
	case arrays.NULL, arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED:
		return false
	}
	return true
}

//export quiverReleaseArray
func quiverReleaseArray(a *CArrowArray) {
	if a == nil || a.release == nil || a.private_data == nil {
		return
	}
	hp := a.private_data
	h := *(*cgo.Handle)(hp)
	st := h.Value().(*exportState)
	for _, c := range st.children {
		C.quiverCallArrayRelease(c)
		C.free(unsafe.Pointer(c))
	}
	if st.dict != nil {
		C.quiverCallArrayRelease(st.dict)
		C.free(unsafe.Pointer(st.dict))
	}
	st.pin.Unpin()
	C.free(st.sizes)
	C.free(st.buffers)
	C.free(st.list)
	h.Delete()
	C.free(hp)
	liveExports.Add(-1)
	*a = CArrowArray{}
}
