package arrays

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// runKind tells what the last run of a run-end encoded builder holds, so
// that an equal append extends it instead of starting a new run.
type runKind uint8

const (
	runNull   runKind = iota + 1 // a null value
	runEmpty                     // the empty value of a non-scalar value type
	runScalar                    // a scalar value, identified by its bytes
	runOpaque                    // a value appended by the caller; never equal to anything
)

type runKey struct {
	kind runKind
	raw  string
}

// RunEndEncodedBuilder builds run-end encoded arrays. Appending a value
// equal to the previous one (null after null, equal bytes for scalar value
// types) extends the current run instead of starting a new one.
//
// Scalar values (fixed-width, bool, fixed-size binary, binary-like) are
// appended with Append, AppendBytes, AppendString or AppendFrom. Values of
// any type can be appended with AppendRun, which starts a run whose value
// the caller then appends to ValueBuilder, and ContinueRun, which extends
// the last run.
//
// The logical length must fit the run-end type (int16, int32 or int64): an
// append that would overflow it fails with an error and appends nothing.
// The Builder methods (AppendNull, AppendNulls, AppendEmpty) cannot return
// it; they record it for Err and NewRunEndEncodedArray instead.
type RunEndEncodedBuilder struct {
	typ    *RunEndEncodedType
	ends   []int64
	values Builder
	length int
	maxEnd int
	last   runKey
	err    error
}

// NewRunEndEncodedBuilder returns an empty builder for t. It panics if the
// run-end type is not int16, int32 or int64 or the value type has no
// builder; NewBuilder reports those as errors.
func NewRunEndEncodedBuilder(t *RunEndEncodedType) *RunEndEncodedBuilder {
	return mustBuilder(newRunEndEncodedBuilder(t))
}

func newRunEndEncodedBuilder(t *RunEndEncodedType) (*RunEndEncodedBuilder, error) {
	if t == nil {
		return nil, fmt.Errorf("arrays: nil run-end encoded type")
	}
	var maxEnd int
	switch id := typeIDOrNull(t.RunEnds.Type); id {
	case INT16:
		maxEnd = math.MaxInt16
	case INT32:
		maxEnd = math.MaxInt32
	case INT64:
		maxEnd = math.MaxInt
	default:
		return nil, fmt.Errorf("arrays: run ends must be int16, int32 or int64, not %v", t.RunEnds.Type)
	}
	vb, err := childBuilder(t, t.Values)
	if err != nil {
		return nil, err
	}
	return &RunEndEncodedBuilder{typ: t, values: vb, maxEnd: maxEnd}, nil
}

func typeIDOrNull(t DataType) TypeID {
	if t == nil {
		return NULL
	}
	return t.ID()
}

func (b *RunEndEncodedBuilder) Type() DataType { return b.typ }

// Len is the logical length appended so far.
func (b *RunEndEncodedBuilder) Len() int { return b.length }

// NullN is 0: run-end encoded arrays have no validity bitmap; null slots
// are runs of a null value.
func (b *RunEndEncodedBuilder) NullN() int { return 0 }

// NumRuns is the number of runs so far.
func (b *RunEndEncodedBuilder) NumRuns() int { return len(b.ends) }

// ValueBuilder returns the builder of the run values, for AppendRun.
func (b *RunEndEncodedBuilder) ValueBuilder() Builder { return b.values }

// Err returns the first error recorded by a Builder method since the last
// NewArray.
func (b *RunEndEncodedBuilder) Err() error { return b.err }

// ErrRunEndOverflow is wrapped by the errors of appends whose logical
// length would not fit the run-end type.
var ErrRunEndOverflow = errors.New("run end overflows the run-end type")

// grow adds n slots to the logical length, or fails without change.
func (b *RunEndEncodedBuilder) grow(n int) error {
	if n < 0 {
		return fmt.Errorf("arrays: %s: negative run length %d", b.typ, n)
	}
	if n > b.maxEnd-b.length {
		return fmt.Errorf("arrays: %s: %d + %d slots: %w (at most %d)", b.typ, b.length, n, ErrRunEndOverflow, b.maxEnd)
	}
	b.length += n
	return nil
}

// appendRun adds n slots holding the value identified by key, extending
// the last run when it holds an equal value and otherwise starting a run
// whose value push appends.
func (b *RunEndEncodedBuilder) appendRun(n int, key runKey, push func()) error {
	if n == 0 {
		return nil
	}
	if err := b.grow(n); err != nil {
		return err
	}
	if len(b.ends) > 0 && key.kind != runOpaque && key == b.last {
		b.ends[len(b.ends)-1] = int64(b.length)
		return nil
	}
	if push != nil {
		push()
	}
	b.ends = append(b.ends, int64(b.length))
	b.last = key
	return nil
}

func (b *RunEndEncodedBuilder) record(err error) {
	if err != nil && b.err == nil {
		b.err = err
	}
}

// AppendRun starts a run of n slots; the caller then appends its value to
// ValueBuilder. The run is never merged with the previous one.
func (b *RunEndEncodedBuilder) AppendRun(n int) error {
	if n <= 0 {
		return fmt.Errorf("arrays: %s: a run needs at least one slot, got %d", b.typ, n)
	}
	return b.appendRun(n, runKey{kind: runOpaque}, nil)
}

// ContinueRun extends the last run by n slots.
func (b *RunEndEncodedBuilder) ContinueRun(n int) error {
	if len(b.ends) == 0 {
		return fmt.Errorf("arrays: %s: ContinueRun with no run", b.typ)
	}
	if err := b.grow(n); err != nil {
		return err
	}
	b.ends[len(b.ends)-1] = int64(b.length)
	return nil
}

// Append appends a scalar value given as the Go type its value builder
// appends, or a plain int for an integer-backed value type (as
// DictionaryBuilder.Append).
func (b *RunEndEncodedBuilder) Append(v any) error { return b.AppendN(v, 1) }

// AppendN appends n slots of a scalar value.
func (b *RunEndEncodedBuilder) AppendN(v any, n int) error {
	if !isScalarLayout(b.typ.Values.Type) {
		return b.notScalar()
	}
	p, err := scalarBytes(b.typ.Values.Type, v)
	if err != nil {
		return err
	}
	return b.appendScalar(p, n)
}

// AppendBytes appends a binary-like or fixed-size binary value.
func (b *RunEndEncodedBuilder) AppendBytes(v []byte) error { return b.Append(v) }

// AppendString appends a binary-like or fixed-size binary value.
func (b *RunEndEncodedBuilder) AppendString(s string) error { return b.Append(s) }

// AppendFrom appends slot i of a, an array of the value type.
func (b *RunEndEncodedBuilder) AppendFrom(a Array, i int) error {
	if !TypeEqual(a.DataType(), b.typ.Values.Type) {
		return fmt.Errorf("arrays: %s: AppendFrom: a %s array is not of the value type", b.typ, a.DataType())
	}
	if uint(i) >= uint(a.Len()) {
		return fmt.Errorf("arrays: %s: AppendFrom: index %d out of range [0, %d)", b.typ, i, a.Len())
	}
	if !isScalarLayout(b.typ.Values.Type) {
		return b.notScalar()
	}
	if a.IsNull(i) {
		return b.appendRun(1, runKey{kind: runNull}, b.values.AppendNull)
	}
	return b.appendScalar(scalarRaw(a.Data(), i), 1)
}

func (b *RunEndEncodedBuilder) notScalar() error {
	return fmt.Errorf("arrays: %s: %s values are appended with AppendRun and ValueBuilder", b.typ, b.typ.Values.Type)
}

func (b *RunEndEncodedBuilder) appendScalar(p []byte, n int) error {
	return b.appendRun(n, runKey{kind: runScalar, raw: string(p)}, func() {
		b.values.(rawAppender).appendRaw(p)
	})
}

// AppendNull appends a null slot, extending a null run.
func (b *RunEndEncodedBuilder) AppendNull() { b.AppendNulls(1) }

// AppendNulls appends n null slots, extending a null run.
func (b *RunEndEncodedBuilder) AppendNulls(n int) {
	if n > 0 {
		b.record(b.appendRun(n, runKey{kind: runNull}, b.values.AppendNull))
	}
}

// AppendEmpty appends the value type's empty value, extending a run of it.
func (b *RunEndEncodedBuilder) AppendEmpty() {
	if isScalarLayout(b.typ.Values.Type) {
		b.record(b.appendScalar(emptyRaw(b.typ.Values.Type), 1))
		return
	}
	b.record(b.appendRun(1, runKey{kind: runEmpty}, b.values.AppendEmpty))
}

// Reserve makes room for n more runs.
func (b *RunEndEncodedBuilder) Reserve(n int) {
	if n > 0 && cap(b.ends)-len(b.ends) < n {
		ends := make([]int64, len(b.ends), len(b.ends)+n)
		copy(ends, b.ends)
		b.ends = ends
	}
	b.values.Reserve(n)
}

// NewRunEndEncodedArray returns the built array, and the error recorded by
// a Builder method since the last NewArray if any, and resets the builder.
// It panics if the value builder does not hold one value per run, which
// means a caller skipped or added values after AppendRun.
func (b *RunEndEncodedBuilder) NewRunEndEncodedArray() (*RunEndEncoded, error) {
	runs := len(b.ends)
	if got := b.values.Len(); got != runs {
		panic(fmt.Sprintf("arrays: %s builder: %d values for %d runs", b.typ, got, runs))
	}
	et := b.typ.RunEnds.Type
	w := PrimitiveByteWidth(et.ID())
	buf := AllocBuffer(runs * w)
	for k, e := range b.ends {
		switch w {
		case 2:
			binary.NativeEndian.PutUint16(buf[2*k:], uint16(e))
		case 4:
			binary.NativeEndian.PutUint32(buf[4*k:], uint32(e))
		default:
			binary.NativeEndian.PutUint64(buf[8*k:], uint64(e))
		}
	}
	ends := NewData(et, runs, [][]byte{nil, buf}, nil, 0, 0)
	values := b.values.NewArray().Data()
	d := NewData(b.typ, b.length, [][]byte{nil}, []*Data{ends, values}, 0, 0)
	err := b.err
	b.ends, b.length, b.last, b.err = b.ends[:0], 0, runKey{}, nil
	return &RunEndEncoded{base{d}}, err
}

// NewArray returns the built array and resets the builder; check Err first.
func (b *RunEndEncodedBuilder) NewArray() Array {
	a, _ := b.NewRunEndEncodedArray()
	return a
}
