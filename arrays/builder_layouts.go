package arrays

// newLayoutBuilder returns the builder of a non-table type, or nil.
func newLayoutBuilder(t DataType) Builder {
	return nil
}
