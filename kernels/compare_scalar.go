package kernels

import (
	"bytes"
	"fmt"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// Datum is an operand of the compare functions: an arrays.Array or a
// *Scalar. Both have a DataType method, so either can be passed directly:
//
//	kernels.Less(prices, kernels.Float64Scalar(100))
//	kernels.Equal(a, b)
type Datum interface {
	DataType() arrays.DataType
}

// Scalar is a single value of a type, or a typed null, for comparing every
// slot of an array with one value. Build one with the typed constructors
// (Int64Scalar, TimestampScalar, Utf8Scalar, ...), NewScalar, NullScalar
// or ScalarAt; a Scalar is immutable and may be shared.
//
// A scalar compares with arrays of its own type (the same rules as two
// arrays: see Equal), and with dictionary arrays whose value type is its
// type, whose dictionary is compared once.
type Scalar struct {
	typ   arrays.DataType
	valid bool
	fixed [32]byte // fixed-width value, in host order; bool in fixed[0]
	bytes []byte   // binary-like and fixed-size binary value
}

// DataType is the scalar's type.
func (s *Scalar) DataType() arrays.DataType { return s.typ }

// IsValid reports whether the scalar holds a value (is not null).
func (s *Scalar) IsValid() bool { return s.valid }

// String renders the value as an array slot of its type renders.
func (s *Scalar) String() string {
	a, err := s.array()
	if err != nil {
		return "<" + err.Error() + ">"
	}
	return a.ValueString(0)
}

// array builds a one-slot array holding the scalar.
func (s *Scalar) array() (arrays.Array, error) {
	st := arrays.StorageOf(s.typ)
	var bufs [][]byte
	var valid []byte
	if !s.valid {
		valid = arrays.AllocBuffer(1)
	}
	switch {
	case st.ID() == arrays.BOOL:
		v := arrays.AllocBuffer(1)
		v[0] = s.fixed[0] & 1
		bufs = [][]byte{valid, v}
	case arrays.PrimitiveByteWidth(st.ID()) > 0:
		w := arrays.PrimitiveByteWidth(st.ID())
		v := arrays.AllocBuffer(w)
		copy(v, s.fixed[:w])
		bufs = [][]byte{valid, v}
	case st.ID() == arrays.FIXED_SIZE_BINARY:
		v := arrays.AllocBuffer(len(s.bytes))
		copy(v, s.bytes)
		bufs = [][]byte{valid, v}
	case st.ID() == arrays.BINARY || st.ID() == arrays.UTF8:
		offs := arrays.AllocBuffer(8)
		*(*[2]int32)(unsafe.Pointer(&offs[0])) = [2]int32{0, int32(len(s.bytes))}
		bufs = [][]byte{valid, offs, append(arrays.AllocBuffer(0), s.bytes...)}
	case st.ID() == arrays.LARGE_BINARY || st.ID() == arrays.LARGE_UTF8:
		offs := arrays.AllocBuffer(16)
		*(*[2]int64)(unsafe.Pointer(&offs[0])) = [2]int64{0, int64(len(s.bytes))}
		bufs = [][]byte{valid, offs, append(arrays.AllocBuffer(0), s.bytes...)}
	case st.ID() == arrays.BINARY_VIEW || st.ID() == arrays.UTF8_VIEW:
		views := arrays.AllocBuffer(16)
		if len(s.bytes) <= arrays.ViewInlineMax {
			*(*arrays.View)(unsafe.Pointer(&views[0])) = arrays.MakeInlineView(s.bytes)
			bufs = [][]byte{valid, views}
		} else {
			*(*arrays.View)(unsafe.Pointer(&views[0])) = arrays.MakeRefView(s.bytes, 0, 0)
			bufs = [][]byte{valid, views, append(arrays.AllocBuffer(0), s.bytes...)}
		}
	default:
		return nil, fmt.Errorf("kernels: no scalar of type %s", s.typ)
	}
	nulls := 0
	if !s.valid {
		nulls = 1
	}
	return arrays.MakeArray(arrays.NewData(s.typ, 1, bufs, nil, nulls, 0)), nil
}

// newFixedScalar returns a valid scalar of fixed-width type t holding v.
func newFixedScalar[T any](t arrays.DataType, v T) *Scalar {
	s := &Scalar{typ: t, valid: true}
	*(*T)(unsafe.Pointer(&s.fixed[0])) = v
	return s
}

// scalarValue reads the fixed-width value of s as a T.
func scalarValue[T any](s *Scalar) T { return *(*T)(unsafe.Pointer(&s.fixed[0])) }

// BoolScalar returns a bool scalar.
func BoolScalar(v bool) *Scalar {
	s := &Scalar{typ: arrays.BoolType{}, valid: true}
	if v {
		s.fixed[0] = 1
	}
	return s
}

// BinaryScalar returns a binary scalar holding a copy of v.
func BinaryScalar(v []byte) *Scalar { return bytesScalar(arrays.BinaryType{}, v) }

// LargeBinaryScalar returns a large_binary scalar holding a copy of v.
func LargeBinaryScalar(v []byte) *Scalar { return bytesScalar(arrays.LargeBinaryType{}, v) }

// BinaryViewScalar returns a binary_view scalar holding a copy of v.
func BinaryViewScalar(v []byte) *Scalar { return bytesScalar(arrays.BinaryViewType{}, v) }

// Utf8Scalar returns a utf8 scalar.
func Utf8Scalar(v string) *Scalar { return bytesScalar(arrays.Utf8Type{}, []byte(v)) }

// LargeUtf8Scalar returns a large_utf8 scalar.
func LargeUtf8Scalar(v string) *Scalar { return bytesScalar(arrays.LargeUtf8Type{}, []byte(v)) }

// Utf8ViewScalar returns a utf8_view scalar.
func Utf8ViewScalar(v string) *Scalar { return bytesScalar(arrays.Utf8ViewType{}, []byte(v)) }

// FixedSizeBinaryScalar returns a scalar of type t holding a copy of v,
// which must be t.ByteWidth bytes long.
func FixedSizeBinaryScalar(t arrays.FixedSizeBinaryType, v []byte) (*Scalar, error) {
	if len(v) != t.ByteWidth {
		return nil, fmt.Errorf("kernels: %s scalar from %d bytes", t, len(v))
	}
	return bytesScalar(t, v), nil
}

func bytesScalar(t arrays.DataType, v []byte) *Scalar {
	return &Scalar{typ: t, valid: true, bytes: bytes.Clone(v)}
}

// NullScalar returns the null of type t.
func NullScalar(t arrays.DataType) *Scalar { return &Scalar{typ: t} }

// NewScalar returns a valid scalar of type t holding v, given as the Go
// type the typed constructor takes (int64 for int64, timestamp, duration,
// date64, time64 and decimal64; arrays.Int128 for decimal128; string or
// []byte for the binary-like types; ...). A plain int is accepted for
// every integer-backed type when it fits. Extension types take the value
// of their storage type.
func NewScalar(t arrays.DataType, v any) (*Scalar, error) {
	if t == nil {
		return nil, fmt.Errorf("kernels: scalar of a nil type")
	}
	st := arrays.StorageOf(t)
	var s *Scalar
	var err error
	switch st.ID() {
	case arrays.BOOL:
		b, ok := v.(bool)
		if !ok {
			return nil, fmt.Errorf("kernels: a %T cannot be a %s scalar", v, t)
		}
		s = BoolScalar(b)
	case arrays.BINARY, arrays.UTF8, arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.BINARY_VIEW, arrays.UTF8_VIEW, arrays.FIXED_SIZE_BINARY:
		var p []byte
		switch x := v.(type) {
		case []byte:
			p = x
		case string:
			p = []byte(x)
		default:
			return nil, fmt.Errorf("kernels: a %T cannot be a %s scalar", v, t)
		}
		if fw, ok := st.(arrays.FixedSizeBinaryType); ok && len(p) != fw.ByteWidth {
			return nil, fmt.Errorf("kernels: %s scalar from %d bytes", t, len(p))
		}
		s = bytesScalar(st, p)
	default:
		s, err = fixedScalarOf(st, v)
		if err != nil {
			return nil, err
		}
	}
	s.typ = t
	return s, nil
}

// ScalarAt returns slot i of a as a scalar (a null scalar for a null slot).
// Dictionary arrays give a scalar of their value type; run-end encoded
// arrays the value of the run holding i.
func ScalarAt(a arrays.Array, i int) (_ *Scalar, err error) {
	defer guard("ScalarAt", &err, in("array", a))
	if isNil(a) {
		return nil, fmt.Errorf("kernels: scalar of a nil array")
	}
	var c config
	if err := c.checkArgs("ScalarAt", arg("array", a.Data())); err != nil {
		return nil, err
	}
	if i < 0 || i >= a.Len() {
		return nil, fmt.Errorf("kernels: slot %d out of range for %d slots", i, a.Len())
	}
	switch x := a.(type) {
	case *arrays.Dictionary:
		if x.IsNull(i) {
			return NullScalar(x.DictType().Value), nil
		}
		return ScalarAt(x.Dictionary(), x.IndexValue(i))
	case *arrays.RunEndEncoded:
		return ScalarAt(x.Values(), x.PhysicalIndex(i))
	}
	d := a.Data()
	t := d.Type
	st := arrays.StorageOf(t)
	if !d.IsValid(i) {
		return NullScalar(t), nil
	}
	j := d.Offset + i
	switch id := st.ID(); {
	case id == arrays.BOOL:
		s := BoolScalar(arrays.BitIsSet(d.Buffers[1], j))
		s.typ = t
		return s, nil
	case arrays.PrimitiveByteWidth(id) > 0:
		w := arrays.PrimitiveByteWidth(id)
		s := &Scalar{typ: t, valid: true}
		copy(s.fixed[:], d.Buffers[1][j*w:(j+1)*w])
		return s, nil
	case id == arrays.FIXED_SIZE_BINARY:
		w := st.(arrays.FixedSizeBinaryType).ByteWidth
		return &Scalar{typ: t, valid: true, bytes: bytes.Clone(d.Buffers[1][j*w : (j+1)*w])}, nil
	case arrays.IsBinaryLike(id):
		return &Scalar{typ: t, valid: true, bytes: bytes.Clone(binaryAt(d, i))}, nil
	}
	return nil, fmt.Errorf("kernels: no scalar of type %s", t)
}

// binaryAt returns the bytes of slot i of a binary-like array.
func binaryAt(d *arrays.Data, i int) []byte {
	j := d.Offset + i
	switch arrays.StorageOf(d.Type).ID() {
	case arrays.BINARY, arrays.UTF8:
		o := viewAt[int32](d.Buffers[1], j, 2)
		return d.Buffers[2][o[0]:o[1]]
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		o := viewAt[int64](d.Buffers[1], j, 2)
		return d.Buffers[2][o[0]:o[1]]
	}
	v := &viewAt[arrays.View](d.Buffers[1], j, 1)[0]
	return viewBytes(v, d.Buffers)
}

// viewBytes returns the bytes a view stands for.
func viewBytes(v *arrays.View, bufs [][]byte) []byte {
	if v.IsInline() {
		return v.InlineBytes()[:v.Length]
	}
	return bufs[2+int(v.BufferIndex)][v.Offset : v.Offset+v.Length]
}
