package csv

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Error classes: every error the reader returns for bad input wraps one of
// them, so callers can tell them apart with errors.Is.
var (
	// ErrQuote marks a quoted field that is not closed, or has text
	// between its closing quote and the next delimiter.
	ErrQuote = errors.New("csv: bad quoting")
	// ErrFieldCount marks a record with more or fewer fields than the
	// header (fewer are padded with nulls under PadRaggedRows).
	ErrFieldCount = errors.New("csv: wrong number of fields")
	// ErrValue marks a field that does not parse as its column's type.
	ErrValue = errors.New("csv: bad value")
	// ErrUnsupported marks a type CSV cannot hold (nested types) or an
	// option that cannot be honoured.
	ErrUnsupported = errors.New("csv: unsupported")
)

var (
	errUnterminated = fmt.Errorf("%w: quoted field not closed before the end of the input", ErrQuote)
	errAfterQuote   = fmt.Errorf("%w: text after the closing quote of a field", ErrQuote)
)

type fieldCountError struct{ want, got int }

func (e fieldCountError) Error() string {
	return fmt.Sprintf("wrong number of fields: %d where the header has %d", e.got, e.want)
}

func (e fieldCountError) Unwrap() error { return ErrFieldCount }

// ParseError places an error in the input: the physical line the record
// starts on and, when one field is at fault, its column and text.
type ParseError struct {
	Line   int64  // 1-based physical line where the record starts
	Column int    // 0-based column index, -1 when not about one field
	Name   string // the column's name, when known
	Text   string // the field's text (at most 64 bytes of it)
	Err    error
}

func (e *ParseError) Error() string {
	s := "csv: line " + strconv.FormatInt(e.Line, 10)
	if e.Column >= 0 {
		s += ", column " + strconv.Itoa(e.Column)
		if e.Name != "" {
			s += " (" + strconv.Quote(e.Name) + ")"
		}
	}
	if e.Text != "" || e.Column >= 0 {
		s += ", text " + strconv.Quote(e.Text)
	}
	return s + ": " + strings.TrimPrefix(e.Err.Error(), "csv: ")
}

func (e *ParseError) Unwrap() error { return e.Err }

// clip keeps an error's copy of the input short.
func clip(b []byte) string {
	const max = 64
	if len(b) > max {
		return string(b[:max]) + "..."
	}
	return string(b)
}
