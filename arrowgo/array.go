package arrowgo

import (
	"fmt"
	"runtime"
	"strconv"
	"sync/atomic"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/quiver-go/quiver/arrays"
)

// Copies counts the buffers a conversion could not share and copied
// instead, with their bytes. Pass one with WithCopies to see what a
// conversion did; a zero count means it was zero-copy.
type Copies struct {
	Buffers int
	Bytes   int
}

// Option configures a conversion.
type Option func(*config)

type config struct{ copies *Copies }

// WithCopies adds the buffers the conversion copies to c.
func WithCopies(c *Copies) Option { return func(cfg *config) { cfg.copies = c } }

func newConfig(opts []Option) *config {
	c := &config{}
	for _, o := range opts {
		o(c)
	}
	return c
}

// ----- arrow-go -> quiver -----

// FromArrowGo returns a quiver array over the buffers of a, without copying
// the values (see the package documentation for the one case that copies).
// It retains a's data and releases it once no quiver Data built here is
// reachable any more, so the caller may release a at once.
//
// An extension type that quiver has not registered becomes its storage
// type. The result passes arrays.Validate; run arrays.ValidateFull before
// trusting values that came from elsewhere.
func FromArrowGo(a arrow.Array, opts ...Option) (arrays.Array, error) {
	if a == nil {
		return nil, fmt.Errorf("arrowgo: array is nil")
	}
	qt, err := FromArrowGoType(a.DataType())
	if err != nil {
		return nil, err
	}
	d, err := fromGoData(a.Data(), qt, newConfig(opts))
	if err != nil {
		return nil, err
	}
	return arrays.MakeArray(d), nil
}

// FromArrowGoRecord converts a record batch: its schema (field metadata
// and extension types included) and every column, zero-copy.
func FromArrowGoRecord(rec arrow.RecordBatch, opts ...Option) (*arrays.RecordBatch, error) {
	if rec == nil {
		return nil, fmt.Errorf("arrowgo: record batch is nil")
	}
	schema, err := FromArrowGoSchema(rec.Schema())
	if err != nil {
		return nil, err
	}
	cfg := newConfig(opts)
	cols := make([]arrays.Array, rec.NumCols())
	for i := range cols {
		f := schema.Fields[i]
		d, err := fromGoData(rec.Column(i).Data(), f.Type, cfg)
		if err != nil {
			return nil, fmt.Errorf("arrowgo: column %d (%q): %w", i, f.Name, err)
		}
		cols[i] = arrays.MakeArray(d)
	}
	return arrays.NewRecordBatch(schema, cols, int(rec.NumRows()))
}

// holder keeps arrow-go data retained while any quiver Data made from it
// is reachable: each such Data's buffer list carries a cleanup that drops
// one count, and the last one releases the arrow-go data (exactly once).
type holder struct {
	data arrow.ArrayData
	n    atomic.Int64
}

func newHolder(d arrow.ArrayData) *holder {
	d.Retain()
	h := &holder{data: d}
	h.n.Store(1) // the conversion itself, dropped when it returns
	return h
}

func (h *holder) drop() {
	if h.n.Add(-1) == 0 {
		h.data.Release()
	}
}

// anchor ties h to the backing array of bufs, which every slice, child
// view and extension view of the Data shares.
func (h *holder) anchor(bufs [][]byte) {
	h.n.Add(1)
	runtime.AddCleanup(unsafe.SliceData(bufs[:1]), (*holder).drop, h)
}

func fromGoData(d arrow.ArrayData, qt arrays.DataType, cfg *config) (*arrays.Data, error) {
	if isNil(d) {
		return nil, fmt.Errorf("arrowgo: array data is nil")
	}
	h := newHolder(d)
	defer h.drop()
	out, err := fromGoNode(d, qt, cfg, h, "")
	if err != nil {
		return nil, err
	}
	if err := arrays.ValidateData(out); err != nil {
		return nil, fmt.Errorf("arrowgo: arrow-go data does not make a sound quiver array: %w", err)
	}
	return out, nil
}

func fromGoNode(d arrow.ArrayData, qt arrays.DataType, cfg *config, h *holder, path string) (*arrays.Data, error) {
	if isNil(d) {
		return nil, fmt.Errorf("arrowgo: %s: array data is nil", nodeName(path))
	}
	if d.Len() < 0 || d.Offset() < 0 {
		return nil, fmt.Errorf("arrowgo: %s: negative length %d or offset %d", nodeName(path), d.Len(), d.Offset())
	}
	st := arrays.StorageOf(qt)
	gbufs := d.Buffers()
	if (st.ID() == arrays.NULL || st.ID() == arrays.RUN_END_ENCODED) && len(gbufs) == 0 {
		// arrow-go makes null arrays, and imports run-end encoded ones
		// from the C Data Interface, with no buffer at all
		gbufs = []*memory.Buffer{nil}
	}
	bufs := make([][]byte, len(gbufs), max(len(gbufs), 1))
	for i, b := range gbufs {
		if b == nil || b.Len() == 0 {
			if w := offsetsWidth(st, i); w > 0 && d.Offset() == 0 && d.Len() == 0 {
				// arrow-go leaves the offsets of an empty array empty; the
				// format (and quiver) wants the one offset 0.
				bufs[i] = arrays.AllocBuffer(w)
			}
			continue
		}
		raw := b.Bytes()
		if align := bufferAlign(st, i); align > 1 && uintptr(unsafe.Pointer(unsafe.SliceData(raw)))%align != 0 {
			c := arrays.AllocBuffer(len(raw))
			copy(c, raw)
			if cfg.copies != nil {
				cfg.copies.Buffers++
				cfg.copies.Bytes += len(raw)
			}
			bufs[i] = c
			continue
		}
		// The capacity stops at the buffer's length: quiver's kernels may
		// read up to the capacity, and beyond the length is not ours.
		bufs[i] = raw[:len(raw):len(raw)]
	}
	h.anchor(bufs)

	childTypes, err := childTypesOf(st)
	if err != nil {
		return nil, fmt.Errorf("arrowgo: %s: %w", nodeName(path), err)
	}
	gch := d.Children()
	if len(gch) != len(childTypes) {
		return nil, fmt.Errorf("arrowgo: %s: %s has %d children, arrow-go data has %d", nodeName(path), st, len(childTypes), len(gch))
	}
	var children []*arrays.Data
	if len(gch) > 0 {
		children = make([]*arrays.Data, len(gch))
		for i, c := range gch {
			cd, err := fromGoNode(c, childTypes[i].Type, cfg, h, path+"."+childTypes[i].Name)
			if err != nil {
				return nil, err
			}
			children[i] = cd
		}
	}
	out := arrays.NewData(qt, d.Len(), bufs, children, d.NullN(), d.Offset())
	if dt, ok := st.(*arrays.DictionaryType); ok {
		if isNil(d.Dictionary()) {
			return nil, fmt.Errorf("arrowgo: %s: dictionary-encoded data without a dictionary", nodeName(path))
		}
		dict, err := fromGoNode(d.Dictionary(), dt.Value, cfg, h, path+"<dictionary>")
		if err != nil {
			return nil, err
		}
		out.WithDictionary(dict)
	}
	return out, nil
}

// isNil tells a nil ArrayData, typed (arrow-go returns a nil *array.Data
// for a missing dictionary) or not.
func isNil(d arrow.ArrayData) bool {
	if d == nil {
		return true
	}
	p, ok := d.(*array.Data)
	return ok && p == nil
}

// bufferAlign is the alignment quiver needs of buffer i of a storage type
// to read its values in place: the value width up to 8 for values,
// offsets, sizes and indices; 4 for the int32 fields of views; 1 for
// bitmaps, bytes and type ids.
func bufferAlign(t arrays.DataType, i int) uintptr {
	if i == 0 {
		return 1
	}
	switch x := t.(type) {
	case arrays.BoolType, arrays.FixedSizeBinaryType:
		return 1
	case arrays.FixedWidthType:
		return uintptr(min(max(x.BitWidth()/8, 1), 8))
	case *arrays.DictionaryType:
		if fw, ok := x.Index.(arrays.FixedWidthType); ok {
			return uintptr(min(max(fw.BitWidth()/8, 1), 8))
		}
	}
	switch t.ID() {
	case arrays.BINARY, arrays.UTF8, arrays.LIST, arrays.MAP, arrays.LIST_VIEW:
		return 4
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.LARGE_LIST, arrays.LARGE_LIST_VIEW:
		if i == 2 && (t.ID() == arrays.LARGE_BINARY || t.ID() == arrays.LARGE_UTF8) {
			return 1
		}
		return 8
	case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		if i == 1 {
			return 4
		}
	case arrays.DENSE_UNION:
		if i == 2 {
			return 4
		}
	}
	return 1
}

// offsetsWidth is the width of the offsets in buffer i of t, 0 if buffer i
// holds no offsets ending in a last one (views, list views and dense unions
// have none).
func offsetsWidth(t arrays.DataType, i int) int {
	if i != 1 {
		return 0
	}
	switch t.ID() {
	case arrays.BINARY, arrays.UTF8, arrays.LIST, arrays.MAP:
		return 4
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.LARGE_LIST:
		return 8
	}
	return 0
}

// childTypesOf lists the child fields of a storage type's layout.
func childTypesOf(t arrays.DataType) ([]arrays.Field, error) {
	switch x := t.(type) {
	case *arrays.ListType:
		return []arrays.Field{x.Elem}, nil
	case *arrays.LargeListType:
		return []arrays.Field{x.Elem}, nil
	case *arrays.ListViewType:
		return []arrays.Field{x.Elem}, nil
	case *arrays.LargeListViewType:
		return []arrays.Field{x.Elem}, nil
	case *arrays.FixedSizeListType:
		return []arrays.Field{x.Elem}, nil
	case *arrays.StructType:
		return x.Children, nil
	case *arrays.MapType:
		return []arrays.Field{x.Entries}, nil
	case *arrays.UnionType:
		return x.Children, nil
	case *arrays.RunEndEncodedType:
		return []arrays.Field{x.RunEnds, x.Values}, nil
	case arrays.NestedType:
		return nil, fmt.Errorf("nested type %s is not supported", t)
	}
	return nil, nil
}

// ----- quiver -> arrow-go -----

// ToArrowGo returns an arrow-go array over the buffers of a, never copying
// them: arrow-go's buffers wrap quiver's byte slices and own no allocator,
// so releasing the arrow-go array never frees quiver's memory, and the Go
// garbage collector keeps that memory alive while arrow-go holds it. The
// caller releases the result as usual.
//
// An extension type that arrow-go has not registered becomes its storage
// type (ToArrowGoRecord keeps its name in the field metadata).
func ToArrowGo(a arrays.Array) (arrow.Array, error) {
	if a == nil {
		return nil, fmt.Errorf("arrowgo: array is nil")
	}
	gt, err := ToArrowGoType(a.DataType())
	if err != nil {
		return nil, err
	}
	return toGoArray(a.Data(), gt)
}

// ToArrowGoRecord converts a record batch: its schema (field metadata,
// extension types) and every column, zero-copy.
func ToArrowGoRecord(rb *arrays.RecordBatch) (arrow.RecordBatch, error) {
	if rb == nil {
		return nil, fmt.Errorf("arrowgo: record batch is nil")
	}
	schema, err := ToArrowGoSchema(rb.Schema())
	if err != nil {
		return nil, err
	}
	cols := make([]arrow.Array, rb.NumCols())
	defer func() {
		for _, c := range cols {
			if c != nil {
				c.Release()
			}
		}
	}()
	for i := range cols {
		c, err := toGoArray(rb.Column(i).Data(), schema.Field(i).Type)
		if err != nil {
			return nil, fmt.Errorf("arrowgo: column %d (%q): %w", i, schema.Field(i).Name, err)
		}
		cols[i] = c
	}
	return array.NewRecordBatch(schema, cols, int64(rb.NumRows())), nil
}

func toGoArray(d *arrays.Data, gt arrow.DataType) (a arrow.Array, err error) {
	if d == nil {
		return nil, fmt.Errorf("arrowgo: array data is nil")
	}
	if err := arrays.ValidateData(d); err != nil {
		return nil, fmt.Errorf("arrowgo: %w", err)
	}
	gd, err := toGoNode(d, gt, "")
	if err != nil {
		return nil, err
	}
	defer gd.Release()
	defer func() {
		if r := recover(); r != nil {
			a, err = nil, fmt.Errorf("arrowgo: arrow-go rejects the %s data: %v", gt, r)
		}
	}()
	return array.MakeFromData(gd), nil
}

func toGoNode(d *arrays.Data, gt arrow.DataType, path string) (*array.Data, error) {
	bufs := make([]*memory.Buffer, len(d.Buffers))
	for i, b := range d.Buffers {
		// slot 0 stays nil when quiver has no bitmap (all valid, or a
		// layout without one); other slots always get a buffer object,
		// since some arrow-go arrays read them without a nil check.
		if b != nil || i > 0 {
			bufs[i] = memory.NewBufferBytes(b)
		}
	}
	gst := gt
	if et, ok := gt.(arrow.ExtensionType); ok {
		gst = et.StorageType()
	}
	childTypes := goChildTypes(gst)
	if len(childTypes) != len(d.Children) {
		return nil, fmt.Errorf("arrowgo: %s: %s has %d children, quiver data has %d", nodeName(path), gst, len(childTypes), len(d.Children))
	}
	children := make([]arrow.ArrayData, len(d.Children))
	defer func() {
		for _, c := range children {
			if c != nil {
				c.Release()
			}
		}
	}()
	for i, c := range d.Children {
		cd, err := toGoNode(c, childTypes[i].Type, path+"."+childTypes[i].Name)
		if err != nil {
			return nil, err
		}
		children[i] = cd
	}
	nulls := d.KnownNullN()
	if len(d.Buffers) > 0 && d.Buffers[0] == nil {
		nulls = 0 // no bitmap: arrow-go must not count an unknown null count as nulls
	}
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.NULL:
		nulls = d.Length
	case arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED:
		nulls = 0
	}
	if dt, ok := gst.(*arrow.DictionaryType); ok {
		if d.Dictionary == nil {
			return nil, fmt.Errorf("arrowgo: %s: dictionary-encoded data without a dictionary", nodeName(path))
		}
		dict, err := toGoNode(d.Dictionary, dt.ValueType, path+"<dictionary>")
		if err != nil {
			return nil, err
		}
		defer dict.Release()
		return array.NewDataWithDictionary(gt, d.Length, bufs, nulls, d.Offset, dict), nil
	}
	return array.NewData(gt, d.Length, bufs, children, nulls, d.Offset), nil
}

// goChildTypes lists the child fields of an arrow-go storage type's layout.
func goChildTypes(t arrow.DataType) []arrow.Field {
	switch x := t.(type) {
	case *arrow.MapType:
		return []arrow.Field{x.ElemField()}
	case *arrow.RunEndEncodedType:
		return x.Fields()
	case *arrow.DictionaryType:
		return nil
	case arrow.NestedType:
		return x.Fields()
	}
	return nil
}

func nodeName(path string) string {
	if path == "" {
		return "top-level array"
	}
	return "child " + strconv.Quote(path[1:])
}
