package arrays

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
// It returns an error, never panics, for a malformed type (nil child types,
// a dictionary over a non-integer index, ...), saying which part and why.
func NewBuilder(t DataType) (Builder, error) {
	b, err := makeBuilder(t)
	if err != nil {
		return nil, err // not b: it may be a typed nil
	}
	return b, nil
}
