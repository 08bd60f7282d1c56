package json

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Error classes: every error the reader returns for bad input wraps one of
// them, so callers can tell them apart with errors.Is.
var (
	// ErrSyntax marks text that is not JSON, or a line that is not one
	// JSON object.
	ErrSyntax = errors.New("json: syntax error")
	// ErrValue marks a value that does not fit its field's type, or two
	// sampled values whose types do not widen into one.
	ErrValue = errors.New("json: bad value")
	// ErrField marks an object with a field the schema lacks (under
	// UnexpectedError, or past the inference sample), a duplicate key, or a
	// missing non-nullable field.
	ErrField = errors.New("json: bad field")
	// ErrUnsupported marks a type JSON cannot hold or an option that cannot
	// be honoured.
	ErrUnsupported = errors.New("json: unsupported")
)

// ParseError places an error in the input: the physical line (1-based), the
// path of the value at fault (JSON Pointer, e.g. "/a/b/2"; empty for the
// whole line) and its text.
type ParseError struct {
	Line int64
	Path string
	Text string // the value's text, or the line's (at most 64 bytes of it)
	Err  error
}

func (e *ParseError) Error() string {
	s := "json: line " + strconv.FormatInt(e.Line, 10)
	if e.Path != "" {
		s += ", path " + e.Path
	}
	if e.Text != "" {
		s += ", text " + strconv.Quote(e.Text)
	}
	return s + ": " + strings.TrimPrefix(e.Err.Error(), "json: ")
}

func (e *ParseError) Unwrap() error { return e.Err }

// pathError carries an error up through the nested decoders, each adding
// its segment, so that the success path never builds a path.
type pathError struct {
	segs []string // innermost first
	text string
	err  error
}

func (e *pathError) Error() string { return e.err.Error() }
func (e *pathError) Unwrap() error { return e.err }

// valueErr makes the error for the value text b.
func valueErr(b []byte, class error, format string, args ...any) error {
	return &pathError{text: clip(b), err: fmt.Errorf("%w: "+format, append([]any{class}, args...)...)}
}

// within adds a path segment to err (a *pathError, else it is wrapped).
func within(err error, seg string) error {
	pe, ok := err.(*pathError)
	if !ok {
		pe = &pathError{err: err}
	}
	pe.segs = append(pe.segs, seg)
	return pe
}

func escapeSeg(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

// placed turns an error from one line into a *ParseError.
func placed(err error, line int64, text []byte) error {
	if pe, ok := err.(*pathError); ok {
		var sb strings.Builder
		for i := len(pe.segs) - 1; i >= 0; i-- {
			sb.WriteByte('/')
			sb.WriteString(escapeSeg(pe.segs[i]))
		}
		t := pe.text
		if t == "" && len(pe.segs) == 0 {
			t = clip(text)
		}
		return &ParseError{Line: line, Path: sb.String(), Text: t, Err: pe.err}
	}
	return &ParseError{Line: line, Text: clip(text), Err: err}
}

// clip keeps an error's copy of the input short.
func clip(b []byte) string {
	const max = 64
	if len(b) > max {
		return string(b[:max]) + "..."
	}
	return string(b)
}
