package ipc

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/ipc/internal/flatbuf"
)

// The Go flatbuffers runtime trusts every offset it reads: a corrupt vtable
// or vector length makes the generated accessors index out of range (a
// panic) or hand back slices that claim gigabytes. So nothing in this
// package touches a metadata buffer through the generated code before the
// verifier below has walked it, checking exactly the objects the accessors
// will later read, the way the C++ flatbuffers Verifier does for Arrow C++:
//
//   - the root offset and every table lie inside the buffer, 4-byte aligned;
//   - every vtable lies inside the buffer, 2-byte aligned, with an even size
//     of at least 4 bytes (so both its header words and every entry are
//     readable) and a table size of at least 4;
//   - every field present in a vtable lies inside the buffer, aligned to its
//     size (relative to the buffer start), so the scalar the accessor reads
//     is inside the buffer. It is deliberately not checked against the
//     table size the vtable records: the Go flatbuffers builder (and so
//     arrow-go) shares a vtable between tables whose fields sit at the same
//     offsets without comparing their sizes, so that size can be wrong in
//     valid buffers, and the C++ verifier does not check it either;
//   - every offset to a sub-table, vector or string is non-zero, forward,
//     and lands inside the buffer; vectors (length × element size) and
//     strings (plus their NUL terminator) fit in what remains;
//   - vectors of structs (FieldNode, Buffer, Block) have their struct size;
//   - union discriminators name a known member (a value above the last
//     member is rejected, unlike the C++ verifier, which lets unknown members
//     through for forward compatibility);
//   - Field nesting is at most maxFieldDepth levels and the walk visits at
//     most min(maxTables, len(buf)/2) tables, so that a small buffer whose
//     offsets share sub-objects (a DAG that unfolds into an exponential
//     tree) cannot make the verifier, or the conversion that follows it,
//     run long or allocate much. Distinct tables sit at distinct 4-aligned
//     positions, so a buffer without shared tables (what every flatbuffers
//     builder writes) holds at most len(buf)/4 of them: the budget leaves
//     twice that for writers that share some.
//
// Only the tables reachable from the root through the schema of Message.fbs
// (or File.fbs for a Footer) are walked; fields of a table beyond the last
// one this schema knows are ignored, as flatbuffers requires for forward
// compatibility, and the accessors never read them.

const (
	// maxFieldDepth bounds Field-within-Field nesting in a Schema. The
	// converters in metadata.go recurse along the same path, so this also
	// bounds their stack depth.
	maxFieldDepth = 64
	// maxTables bounds the number of tables one verification visits.
	maxTables = 1_000_000
	// maxFlatbufferSize is the largest buffer flatbuffers can address:
	// offsets are 32-bit and the signed vtable offset must not wrap.
	maxFlatbufferSize = math.MaxInt32
)

// VerifyMessage checks that buf holds a well-formed Message flatbuffer (the
// metadata of an encapsulated IPC message, without its framing), so that the
// generated accessors can read it without going out of bounds. It walks the
// Schema, DictionaryBatch and RecordBatch headers completely and the Tensor
// and SparseTensor headers too (although this package reads neither). It
// does not judge the values (a negative length, an unknown type bit width):
// the conversions in metadata.go do that.
//
// The error is a *FlatbufferError and matches ErrMalformed.
func VerifyMessage(buf []byte) error {
	v, root, err := newVerifier(buf, "Message")
	if err != nil {
		return err
	}
	return v.message(root)
}

// VerifyFooter checks that buf holds a well-formed Footer flatbuffer (the
// trailer of the IPC file format, between the last message and the footer
// length). See VerifyMessage.
func VerifyFooter(buf []byte) error {
	v, root, err := newVerifier(buf, "Footer")
	if err != nil {
		return err
	}
	return v.footer(root)
}

// pathElem is one step of the route from the root to the object being
// verified; it is rendered only when an error is reported.
type pathElem struct {
	name   string
	member string // union member, rendered as name<member>
	index  int    // vector index, -1 for none
}

type verifier struct {
	buf        []byte
	root       string
	tables     int
	maxTables  int
	fieldDepth int
	path       []pathElem
}

// tbl is a verified table: its position, its vtable and their sizes
// (tsize, the table size the vtable records, is informational only).
type tbl struct {
	pos, vt, vsize, tsize int
}

func newVerifier(buf []byte, root string) (*verifier, int, error) {
	v := &verifier{buf: buf, root: root, path: make([]pathElem, 0, 16)}
	v.maxTables = min(maxTables, len(buf)/2)
	if len(buf) >= maxFlatbufferSize {
		return nil, 0, v.fail(-1, "buffer of %d bytes exceeds the 2 GiB flatbuffers limit", len(buf))
	}
	if len(buf) < 4 {
		return nil, 0, v.fail(-1, "buffer of %d bytes is too short to hold a root offset", len(buf))
	}
	root32 := v.u32(0)
	if root32 == 0 || int64(root32) >= int64(len(buf)) {
		return nil, 0, v.fail(0, "root table offset %d outside the %d-byte buffer", root32, len(buf))
	}
	return v, int(root32), nil
}

func (v *verifier) u16(p int) int    { return int(binary.LittleEndian.Uint16(v.buf[p:])) }
func (v *verifier) u32(p int) uint32 { return binary.LittleEndian.Uint32(v.buf[p:]) }

func (v *verifier) fail(off int, format string, args ...any) error {
	var b strings.Builder
	for i, e := range v.path {
		// Deep paths keep their first and last steps.
		const head, tail = 4, 6
		if len(v.path) > head+tail+1 && i >= head && i < len(v.path)-tail {
			if i == head {
				b.WriteString(".…")
			}
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(e.name)
		if e.member != "" {
			b.WriteString("<" + e.member + ">")
		}
		if e.index >= 0 {
			b.WriteString("[" + strconv.Itoa(e.index) + "]")
		}
	}
	return &FlatbufferError{Root: v.root, Path: b.String(), Offset: off, Reason: fmt.Sprintf(format, args...)}
}

func (v *verifier) push(name string, index int) {
	v.path = append(v.path, pathElem{name: name, index: index})
}

func (v *verifier) pushMember(name, member string) {
	v.path = append(v.path, pathElem{name: name, member: member, index: -1})
}

func (v *verifier) pop() { v.path = v.path[:len(v.path)-1] }

// table verifies the table starting at pos and its vtable.
func (v *verifier) table(pos int) (tbl, error) {
	v.tables++
	if v.tables > v.maxTables {
		return tbl{}, v.fail(pos, "more than %d tables in a %d-byte buffer (shared sub-objects?)", v.maxTables, len(v.buf))
	}
	n := len(v.buf)
	if pos < 0 || pos > n-4 {
		return tbl{}, v.fail(pos, "table outside the %d-byte buffer", n)
	}
	if pos%4 != 0 {
		return tbl{}, v.fail(pos, "table not 4-byte aligned")
	}
	vt := int64(pos) - int64(int32(v.u32(pos)))
	if vt < 0 || vt > int64(n-4) {
		return tbl{}, v.fail(pos, "vtable at %d outside the %d-byte buffer", vt, n)
	}
	if vt%2 != 0 {
		return tbl{}, v.fail(pos, "vtable at %d not 2-byte aligned", vt)
	}
	t := tbl{pos: pos, vt: int(vt), vsize: v.u16(int(vt)), tsize: v.u16(int(vt) + 2)}
	if t.vsize < 4 || t.vsize%2 != 0 {
		return tbl{}, v.fail(t.vt, "vtable size %d is odd or below 4", t.vsize)
	}
	if t.vt+t.vsize > n {
		return tbl{}, v.fail(t.vt, "vtable of %d bytes overruns the %d-byte buffer", t.vsize, n)
	}
	if t.tsize < 4 {
		return tbl{}, v.fail(pos, "table size %d is below 4", t.tsize)
	}
	return t, nil
}

// field verifies the inline field in slot (a scalar, or a struct stored in
// the table) of size bytes and alignment align. It returns the field's
// absolute position, or 0 if the field is absent.
func (v *verifier) field(t tbl, slot int, name string, size, align int) (int, error) {
	e := 4 + 2*slot
	if e+2 > t.vsize {
		return 0, nil
	}
	off := v.u16(t.vt + e)
	if off == 0 {
		return 0, nil
	}
	p := t.pos + off
	if p+size > len(v.buf) {
		return 0, v.fail(p, "field %s (%d bytes at table offset %d) overruns the %d-byte buffer", name, size, off, len(v.buf))
	}
	if p%align != 0 {
		return 0, v.fail(p, "field %s not %d-byte aligned", name, align)
	}
	return p, nil
}

// scalars verifies several scalar fields of the same size, by slot.
func (v *verifier) scalars(t tbl, size int, names ...string) error {
	for slot, name := range names {
		if name == "" {
			continue
		}
		if _, err := v.field(t, slot, name, size, size); err != nil {
			return err
		}
	}
	return nil
}

// offsetField verifies the offset field in slot and returns the absolute
// position it points to, or 0 if the field is absent.
func (v *verifier) offsetField(t tbl, slot int, name string) (int, error) {
	p, err := v.field(t, slot, name, 4, 4)
	if err != nil || p == 0 {
		return 0, err
	}
	return v.follow(p, name)
}

// follow reads the uoffset at p and returns its target.
func (v *verifier) follow(p int, name string) (int, error) {
	o := v.u32(p)
	if o == 0 || o > math.MaxInt32 {
		return 0, v.fail(p, "offset %d of %s is zero or wraps", o, name)
	}
	target := int64(p) + int64(o)
	if target >= int64(len(v.buf)) {
		return 0, v.fail(p, "%s at %d outside the %d-byte buffer", name, target, len(v.buf))
	}
	return int(target), nil
}

// vector verifies the vector whose length word is at pos, with elements of
// elemSize bytes, and returns the position of its first element and its
// length.
func (v *verifier) vector(pos, elemSize int, name string) (int, int, error) {
	n := len(v.buf)
	if pos%4 != 0 {
		return 0, 0, v.fail(pos, "vector %s not 4-byte aligned", name)
	}
	if pos > n-4 {
		return 0, 0, v.fail(pos, "vector %s length outside the %d-byte buffer", name, n)
	}
	count := int64(v.u32(pos))
	if count*int64(elemSize) > int64(n-pos-4) {
		return 0, 0, v.fail(pos, "vector %s of %d %d-byte elements overruns the %d-byte buffer", name, count, elemSize, n)
	}
	return pos + 4, int(count), nil
}

// vectorField verifies an optional vector of elemSize-byte scalars or
// structs in slot and returns its element start and length (0, 0 if
// absent).
func (v *verifier) vectorField(t tbl, slot int, name string, elemSize int) (int, int, error) {
	pos, err := v.offsetField(t, slot, name)
	if err != nil || pos == 0 {
		return 0, 0, err
	}
	return v.vector(pos, elemSize, name)
}

// stringField verifies an optional string in slot.
func (v *verifier) stringField(t tbl, slot int, name string) error {
	pos, err := v.offsetField(t, slot, name)
	if err != nil || pos == 0 {
		return err
	}
	start, n, err := v.vector(pos, 1, name)
	if err != nil {
		return err
	}
	if start+n >= len(v.buf) || v.buf[start+n] != 0 {
		return v.fail(pos, "string %s of %d bytes is not NUL-terminated inside the buffer", name, n)
	}
	return nil
}

// tableField verifies an optional sub-table in slot with fn.
func (v *verifier) tableField(t tbl, slot int, name string, required bool, fn func(int) error) error {
	pos, err := v.offsetField(t, slot, name)
	if err != nil {
		return err
	}
	if pos == 0 {
		if required {
			return v.fail(t.pos, "required field %s is missing", name)
		}
		return nil
	}
	v.push(name, -1)
	err = fn(pos)
	v.pop()
	return err
}

// tableVectorField verifies an optional vector of tables in slot, each with fn.
func (v *verifier) tableVectorField(t tbl, slot int, name string, required bool, fn func(int) error) error {
	pos, err := v.offsetField(t, slot, name)
	if err != nil {
		return err
	}
	if pos == 0 {
		if required {
			return v.fail(t.pos, "required field %s is missing", name)
		}
		return nil
	}
	start, count, err := v.vector(pos, 4, name)
	if err != nil {
		return err
	}
	for i := range count {
		v.push(name, i)
		p, err := v.follow(start+4*i, name)
		if err == nil {
			err = fn(p)
		}
		v.pop()
		if err != nil {
			return err
		}
	}
	return nil
}

// requireField fails if the inline field in slot is absent.
func (v *verifier) requireField(t tbl, slot int, name string, size, align int) error {
	p, err := v.field(t, slot, name, size, align)
	if err == nil && p == 0 {
		err = v.fail(t.pos, "required field %s is missing", name)
	}
	return err
}

// union verifies a union: the ubyte discriminator in typeSlot and the member
// table in typeSlot+1. last is the highest known discriminator; fn verifies
// a member table given its discriminator. An absent member table (with a
// non-NONE discriminator) passes here, as in C++; the conversions report it.
func (v *verifier) union(t tbl, typeSlot int, name string, last byte, names func(byte) string, required bool, fn func(byte, int) error) error {
	p, err := v.field(t, typeSlot, name+"_type", 1, 1)
	if err != nil {
		return err
	}
	var kind byte
	if p != 0 {
		kind = v.buf[p]
	}
	if kind > last {
		return v.fail(p, "unknown %s union member %d (the last known is %d)", name, kind, last)
	}
	pos, err := v.offsetField(t, typeSlot+1, name)
	if err != nil {
		return err
	}
	if pos == 0 || kind == 0 {
		if required {
			return v.fail(t.pos, "required union %s is missing", name)
		}
		return nil
	}
	v.pushMember(name, names(kind))
	err = fn(kind, pos)
	v.pop()
	return err
}

// ----- Message.fbs -----

func (v *verifier) message(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if _, err := v.field(t, 0, "version", 2, 2); err != nil {
		return err
	}
	if _, err := v.field(t, 3, "bodyLength", 8, 8); err != nil {
		return err
	}
	if err := v.keyValues(t, 4); err != nil {
		return err
	}
	return v.union(t, 1, "header", byte(flatbuf.MessageHeaderSparseTensor),
		func(k byte) string { return flatbuf.MessageHeader(k).String() }, false,
		func(kind byte, pos int) error {
			switch flatbuf.MessageHeader(kind) {
			case flatbuf.MessageHeaderSchema:
				return v.schema(pos)
			case flatbuf.MessageHeaderDictionaryBatch:
				return v.dictionaryBatch(pos)
			case flatbuf.MessageHeaderRecordBatch:
				return v.recordBatch(pos)
			case flatbuf.MessageHeaderTensor:
				return v.tensor(pos)
			default: // SparseTensor
				return v.sparseTensor(pos)
			}
		})
}

func (v *verifier) recordBatch(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if _, err := v.field(t, 0, "length", 8, 8); err != nil {
		return err
	}
	if _, _, err := v.vectorField(t, 1, "nodes", 16); err != nil {
		return err
	}
	if _, _, err := v.vectorField(t, 2, "buffers", 16); err != nil {
		return err
	}
	if err := v.tableField(t, 3, "compression", false, func(p int) error {
		c, err := v.table(p)
		if err != nil {
			return err
		}
		return v.scalars(c, 1, "codec", "method")
	}); err != nil {
		return err
	}
	_, _, err = v.vectorField(t, 4, "variadicBufferCounts", 8)
	return err
}

func (v *verifier) dictionaryBatch(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if _, err := v.field(t, 0, "id", 8, 8); err != nil {
		return err
	}
	if _, err := v.field(t, 2, "isDelta", 1, 1); err != nil {
		return err
	}
	return v.tableField(t, 1, "data", false, v.recordBatch)
}

// ----- Schema.fbs -----

func (v *verifier) schema(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if _, err := v.field(t, 0, "endianness", 2, 2); err != nil {
		return err
	}
	if _, _, err := v.vectorField(t, 3, "features", 8); err != nil {
		return err
	}
	if err := v.keyValues(t, 2); err != nil {
		return err
	}
	return v.tableVectorField(t, 1, "fields", false, v.fieldTable)
}

func (v *verifier) keyValues(t tbl, slot int) error {
	return v.tableVectorField(t, slot, "custom_metadata", false, func(p int) error {
		kv, err := v.table(p)
		if err != nil {
			return err
		}
		if err := v.stringField(kv, 0, "key"); err != nil {
			return err
		}
		return v.stringField(kv, 1, "value")
	})
}

func (v *verifier) fieldTable(pos int) error {
	v.fieldDepth++
	defer func() { v.fieldDepth-- }()
	if v.fieldDepth > maxFieldDepth {
		return v.fail(pos, "fields nested more than %d levels deep", maxFieldDepth)
	}
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if err := v.stringField(t, 0, "name"); err != nil {
		return err
	}
	if _, err := v.field(t, 1, "nullable", 1, 1); err != nil {
		return err
	}
	if err := v.typeUnion(t, 2, false); err != nil {
		return err
	}
	if err := v.tableField(t, 4, "dictionary", false, func(p int) error {
		d, err := v.table(p)
		if err != nil {
			return err
		}
		if _, err := v.field(d, 0, "id", 8, 8); err != nil {
			return err
		}
		if err := v.scalars(d, 1, "", "", "isOrdered"); err != nil {
			return err
		}
		if _, err := v.field(d, 3, "dictionaryKind", 2, 2); err != nil {
			return err
		}
		return v.tableField(d, 1, "indexType", false, v.intTable)
	}); err != nil {
		return err
	}
	if err := v.keyValues(t, 6); err != nil {
		return err
	}
	return v.tableVectorField(t, 5, "children", false, v.fieldTable)
}

// typeUnion verifies a Type union whose discriminator is in typeSlot.
func (v *verifier) typeUnion(t tbl, typeSlot int, required bool) error {
	return v.union(t, typeSlot, "type", byte(flatbuf.TypeLargeListView),
		func(k byte) string { return flatbuf.Type(k).String() }, required, v.typeTable)
}

func (v *verifier) intTable(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if _, err := v.field(t, 0, "bitWidth", 4, 4); err != nil {
		return err
	}
	_, err = v.field(t, 1, "is_signed", 1, 1)
	return err
}

// typeTable verifies the member table of a Type union.
func (v *verifier) typeTable(kind byte, pos int) error {
	if flatbuf.Type(kind) == flatbuf.TypeInt {
		return v.intTable(pos)
	}
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	switch flatbuf.Type(kind) {
	case flatbuf.TypeFloatingPoint:
		return v.scalars(t, 2, "precision")
	case flatbuf.TypeDecimal:
		return v.scalars(t, 4, "precision", "scale", "bitWidth")
	case flatbuf.TypeDate:
		return v.scalars(t, 2, "unit")
	case flatbuf.TypeTime:
		if err := v.scalars(t, 2, "unit"); err != nil {
			return err
		}
		_, err := v.field(t, 1, "bitWidth", 4, 4)
		return err
	case flatbuf.TypeTimestamp:
		if err := v.scalars(t, 2, "unit"); err != nil {
			return err
		}
		return v.stringField(t, 1, "timezone")
	case flatbuf.TypeInterval, flatbuf.TypeDuration:
		return v.scalars(t, 2, "unit")
	case flatbuf.TypeFixedSizeBinary:
		return v.scalars(t, 4, "byteWidth")
	case flatbuf.TypeFixedSizeList:
		return v.scalars(t, 4, "listSize")
	case flatbuf.TypeMap:
		return v.scalars(t, 1, "keysSorted")
	case flatbuf.TypeUnion:
		if err := v.scalars(t, 2, "mode"); err != nil {
			return err
		}
		_, _, err := v.vectorField(t, 1, "typeIds", 4)
		return err
	}
	// Null, Struct_, List, LargeList, ListView, LargeListView, Utf8, Binary,
	// LargeUtf8, LargeBinary, Utf8View, BinaryView, Bool, RunEndEncoded:
	// no fields.
	return nil
}

// ----- Tensor.fbs, SparseTensor.fbs -----

func (v *verifier) tensorDims(t tbl, slot int) error {
	return v.tableVectorField(t, slot, "shape", true, func(p int) error {
		d, err := v.table(p)
		if err != nil {
			return err
		}
		if _, err := v.field(d, 0, "size", 8, 8); err != nil {
			return err
		}
		return v.stringField(d, 1, "name")
	})
}

func (v *verifier) tensor(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if err := v.typeUnion(t, 0, true); err != nil {
		return err
	}
	if err := v.tensorDims(t, 2); err != nil {
		return err
	}
	if _, _, err := v.vectorField(t, 3, "strides", 8); err != nil {
		return err
	}
	return v.requireField(t, 4, "data", 16, 8)
}

func (v *verifier) sparseTensor(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if err := v.typeUnion(t, 0, true); err != nil {
		return err
	}
	if err := v.tensorDims(t, 2); err != nil {
		return err
	}
	if _, err := v.field(t, 3, "non_zero_length", 8, 8); err != nil {
		return err
	}
	if err := v.requireField(t, 6, "data", 16, 8); err != nil {
		return err
	}
	return v.union(t, 4, "sparseIndex", byte(flatbuf.SparseTensorIndexSparseTensorIndexCSF),
		func(k byte) string { return flatbuf.SparseTensorIndex(k).String() }, true,
		func(kind byte, pos int) error {
			s, err := v.table(pos)
			if err != nil {
				return err
			}
			switch flatbuf.SparseTensorIndex(kind) {
			case flatbuf.SparseTensorIndexSparseTensorIndexCOO:
				if err := v.tableField(s, 0, "indicesType", true, v.intTable); err != nil {
					return err
				}
				if _, _, err := v.vectorField(s, 1, "indicesStrides", 8); err != nil {
					return err
				}
				if err := v.requireField(s, 2, "indicesBuffer", 16, 8); err != nil {
					return err
				}
				_, err := v.field(s, 3, "isCanonical", 1, 1)
				return err
			case flatbuf.SparseTensorIndexSparseMatrixIndexCSX:
				if _, err := v.field(s, 0, "compressedAxis", 2, 2); err != nil {
					return err
				}
				if err := v.tableField(s, 1, "indptrType", true, v.intTable); err != nil {
					return err
				}
				if err := v.requireField(s, 2, "indptrBuffer", 16, 8); err != nil {
					return err
				}
				if err := v.tableField(s, 3, "indicesType", true, v.intTable); err != nil {
					return err
				}
				return v.requireField(s, 4, "indicesBuffer", 16, 8)
			default: // SparseTensorIndexCSF
				if err := v.tableField(s, 0, "indptrType", true, v.intTable); err != nil {
					return err
				}
				if err := v.requiredVector(s, 1, "indptrBuffers", 16); err != nil {
					return err
				}
				if err := v.tableField(s, 2, "indicesType", true, v.intTable); err != nil {
					return err
				}
				if err := v.requiredVector(s, 3, "indicesBuffers", 16); err != nil {
					return err
				}
				return v.requiredVector(s, 4, "axisOrder", 4)
			}
		})
}

func (v *verifier) requiredVector(t tbl, slot int, name string, elemSize int) error {
	pos, err := v.offsetField(t, slot, name)
	if err != nil {
		return err
	}
	if pos == 0 {
		return v.fail(t.pos, "required field %s is missing", name)
	}
	_, _, err = v.vector(pos, elemSize, name)
	return err
}

// ----- File.fbs -----

func (v *verifier) footer(pos int) error {
	t, err := v.table(pos)
	if err != nil {
		return err
	}
	if _, err := v.field(t, 0, "version", 2, 2); err != nil {
		return err
	}
	if _, _, err := v.vectorField(t, 2, "dictionaries", 24); err != nil {
		return err
	}
	if _, _, err := v.vectorField(t, 3, "recordBatches", 24); err != nil {
		return err
	}
	if err := v.keyValues(t, 4); err != nil {
		return err
	}
	return v.tableField(t, 1, "schema", false, v.schema)
}
