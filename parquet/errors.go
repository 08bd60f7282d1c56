package parquet

import (
	"errors"
	"fmt"
)

// Error classes: every error this package returns for bad input wraps one of
// them, so callers can tell broken files from files this reader does not
// support with errors.Is.
var (
	// ErrMalformed marks input that violates the Parquet format.
	ErrMalformed = errors.New("parquet: malformed file")
	// ErrUnsupported marks valid Parquet that this reader does not implement
	// (a codec, an encoding, a type combination).
	ErrUnsupported = errors.New("parquet: unsupported feature")
	// ErrEncrypted marks a file with encrypted footer or columns: this
	// reader has no decryption.
	ErrEncrypted = errors.New("parquet: encryption not supported")
)

// MetadataError reports a Thrift structure that does not decode: which one,
// where (file offset or byte in the structure) and why.
type MetadataError struct {
	What   string // "FileMetaData", "PageHeader", ...
	Where  string
	Reason string
}

func (e *MetadataError) Error() string {
	return fmt.Sprintf("parquet: bad %s at %s: %s", e.What, e.Where, e.Reason)
}

// Unwrap makes every MetadataError match ErrMalformed.
func (e *MetadataError) Unwrap() error { return ErrMalformed }

// ColumnError places an error in a column chunk.
type ColumnError struct {
	Column   string // dotted path in the schema
	RowGroup int
	Offset   int64 // file offset of the page involved, -1 if none
	Err      error
}

func (e *ColumnError) Error() string {
	if e.Offset >= 0 {
		return fmt.Sprintf("parquet: column %s, row group %d, page at offset %d: %v", e.Column, e.RowGroup, e.Offset, e.Err)
	}
	return fmt.Sprintf("parquet: column %s, row group %d: %v", e.Column, e.RowGroup, e.Err)
}

func (e *ColumnError) Unwrap() error { return e.Err }

func malformedf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(format, args...))
}

func unsupportedf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnsupported, fmt.Sprintf(format, args...))
}
