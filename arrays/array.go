package arrays

import (
	"fmt"
	"strings"
)

// Array is an immutable, typed view over a *Data. Every layout implements it;
// the concrete types (Int64, Utf8, List, ...) add zero-copy typed access.
type Array interface {
	// Data returns the underlying data, shared, not copied.
	Data() *Data
	// DataType is the logical type.
	DataType() DataType
	// Len is the number of slots.
	Len() int
	// NullN is the number of null slots at this level (see Data.NullN).
	NullN() int
	// IsNull reports whether slot i is null at this level.
	IsNull(i int) bool
	// IsValid is !IsNull(i).
	IsValid(i int) bool
	// ValueString renders slot i ("null" for a null slot).
	ValueString(i int) string
	// String renders the whole array as [v0 v1 ...].
	String() string
}

// base carries what every typed array shares.
type base struct{ data *Data }

func (a *base) Data() *Data        { return a.data }
func (a *base) DataType() DataType { return a.data.Type }
func (a *base) Len() int           { return a.data.Length }
func (a *base) NullN() int         { return a.data.NullN() }
func (a *base) IsValid(i int) bool { return a.data.IsValid(i) }
func (a *base) IsNull(i int) bool  { return !a.data.IsValid(i) }
func (a *base) Offset() int        { return a.data.Offset }
func (a *base) validity() []byte   { return a.data.Validity() }
func (a *base) checkIndex(i int) {
	if uint(i) >= uint(a.data.Length) {
		panic(fmt.Sprintf("arrays: index %d out of range [0, %d)", i, a.data.Length))
	}
}

// MakeArray wraps data in the typed array for its type. It does not
// validate; call Validate or ValidateFull on untrusted data first.
func MakeArray(d *Data) Array {
	if tracked.Load() != 0 { // d may use tracked buffers: take them
		trackTree(d, 0)
	}
	if a, ok := newPrimitiveArray(d); ok {
		return a
	}
	switch d.Type.ID() {
	case NULL:
		return &Null{base{d}}
	case BOOL:
		return newBoolean(d)
	case BINARY:
		return &Binary{binaryLike[int32]{base: base{d}}}
	case UTF8:
		return &Utf8{binaryLike[int32]{base: base{d}}}
	case LARGE_BINARY:
		return &LargeBinary{binaryLike[int64]{base: base{d}}}
	case LARGE_UTF8:
		return &LargeUtf8{binaryLike[int64]{base: base{d}}}
	case BINARY_VIEW:
		return &BinaryView{viewLike{base: base{d}}}
	case UTF8_VIEW:
		return &Utf8View{viewLike{base: base{d}}}
	case FIXED_SIZE_BINARY:
		return &FixedSizeBinary{base{d}}
	case LIST:
		return &List{listLike[int32]{base: base{d}}}
	case LARGE_LIST:
		return &LargeList{listLike[int64]{base: base{d}}}
	case MAP:
		return &Map{List{listLike[int32]{base: base{d}}}}
	case LIST_VIEW:
		return &ListView{listViewLike[int32]{base: base{d}}}
	case LARGE_LIST_VIEW:
		return &LargeListView{listViewLike[int64]{base: base{d}}}
	case FIXED_SIZE_LIST:
		return &FixedSizeList{base{d}}
	case STRUCT:
		return &Struct{base{d}}
	case SPARSE_UNION, DENSE_UNION:
		return &Union{base{d}}
	case DICTIONARY:
		return &Dictionary{base{d}}
	case RUN_END_ENCODED:
		return &RunEndEncoded{base{d}}
	case EXTENSION:
		return newExtensionArray(d)
	}
	panic(fmt.Sprintf("arrays.MakeArray: no array for type %s", d.Type))
}

// Slice returns a zero-copy view of slots [i, j) of a.
func Slice(a Array, i, j int) Array { return MakeArray(a.Data().Slice(i, j)) }

// formatArray renders [v0 v1 ...] using ValueString.
func formatArray(a Array) string {
	var b strings.Builder
	b.WriteByte('[')
	for i := 0; i < a.Len(); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(a.ValueString(i))
	}
	b.WriteByte(']')
	return b.String()
}

// ----- null -----

// Null is an array of the null type: every slot is null, no buffers.
type Null struct{ base }

// NewNull returns a null array of length n.
func NewNull(n int) *Null { return &Null{base{NewData(NullType{}, n, [][]byte{nil}, nil, n, 0)}} }

func (a *Null) ValueString(int) string { return "null" }
func (a *Null) String() string         { return formatArray(a) }
