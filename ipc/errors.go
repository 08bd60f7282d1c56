package ipc

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Error classes. Every error this package returns for bad input wraps one of
// them, so callers can tell "the bytes are wrong" from "quiver cannot read
// this (yet)" with errors.Is.
var (
	// ErrMalformed marks input that violates the Arrow IPC format: a
	// flatbuffer that fails verification, framing or lengths that do not
	// add up, metadata describing an impossible type.
	ErrMalformed = errors.New("ipc: malformed input")

	// ErrUnsupportedVersion marks a message whose MetadataVersion is not V4
	// or V5: older metadata has a different layout, newer metadata may mean
	// things this reader does not know about.
	ErrUnsupportedVersion = errors.New("ipc: unsupported metadata version")

	// ErrUnsupported marks valid Arrow IPC that this package does not
	// implement (Tensor and SparseTensor messages, body compression methods
	// other than BUFFER, non-dense dictionary kinds).
	ErrUnsupported = errors.New("ipc: unsupported feature")
)

// FlatbufferError reports why a metadata flatbuffer failed verification:
// which root type was being verified, the path from the root to the object
// at fault, the byte offset inside the flatbuffer, and the reason.
type FlatbufferError struct {
	Root   string // root table: "Message" or "Footer"
	Path   string // e.g. "header<Schema>.fields[2].children[0].type<Int>"
	Offset int    // byte offset within the flatbuffer, -1 if not applicable
	Reason string
}

func (e *FlatbufferError) Error() string {
	var b strings.Builder
	b.WriteString("ipc: invalid ")
	b.WriteString(e.Root)
	b.WriteString(" flatbuffer")
	if e.Path != "" {
		b.WriteString(" at ")
		b.WriteString(e.Path)
	}
	if e.Offset >= 0 {
		b.WriteString(" (flatbuffer byte ")
		b.WriteString(strconv.Itoa(e.Offset))
		b.WriteString(")")
	}
	b.WriteString(": ")
	b.WriteString(e.Reason)
	return b.String()
}

// Unwrap makes every FlatbufferError match ErrMalformed.
func (e *FlatbufferError) Unwrap() error { return ErrMalformed }

// malformed formats an ErrMalformed error.
func malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(format, args...))
}

// unsupported formats an ErrUnsupported error.
func unsupported(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnsupported, fmt.Sprintf(format, args...))
}
