package arrays

import "fmt"

// Builder accumulates values of one type and produces an immutable array.
// The generated fixed-width builders (Int64Builder, ...) and the hand-written
// ones for the other layouts all implement it.
type Builder interface {
	// Type is the type of the arrays built.
	Type() DataType
	// Len is the number of slots appended so far.
	Len() int
	// NullN is the number of null slots appended so far.
	NullN() int
	// AppendNull appends a null slot.
	AppendNull()
	// AppendNulls appends n null slots.
	AppendNulls(n int)
	// AppendEmpty appends a valid slot with the type's empty value (zero,
	// empty string, empty list, struct of empties).
	AppendEmpty()
	// Reserve makes room for n more slots.
	Reserve(n int)
	// NewArray returns the built array and resets the builder for reuse.
	NewArray() Array
}

// NewBuilder returns a builder for any type.
func NewBuilder(t DataType) (Builder, error) {
	if b, ok := newPrimitiveBuilder(t); ok {
		return b, nil
	}
	if b := newLayoutBuilder(t); b != nil {
		return b, nil
	}
	return nil, fmt.Errorf("arrays: no builder for type %s", t)
}
