// Package integration reads and writes the Arrow integration-test JSON
// format: the test-only, human-readable rendering of a schema, its
// dictionaries and its record batches that every Arrow implementation uses
// to check the others (the generated_*.json.gz "gold" files of
// apache/arrow-testing, and what `arrow-json-integration-test` consumes and
// produces).
//
// The format is not canonical Arrow, so this package is for testers and
// tools, not for storing data. It is exact where the references are exact:
// schemas (names, nullability, every type parameter, field and schema
// metadata, dictionary encodings) and batch contents (values, validity,
// dictionary indices and dictionaries) survive Read and Write unchanged.
// Values in null slots are not data: Write normalises them (zero numbers,
// empty strings) and Read ignores malformed ones.
//
// Read builds every array directly (AllocBuffer'd, 64-byte aligned buffers)
// and checks the structural invariants it relies on (offsets and sizes within
// their children, union type codes declared, dictionary indices within the
// dictionary, views within their data buffers, run ends increasing), so the
// arrays it returns are safe to access. Errors are *Error values naming the
// JSON path of the offending value.
package integration

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/quiver-go/quiver/arrays"
)

// File is the content of one integration JSON document.
type File struct {
	// Schema is the schema. A dictionary-encoded field has a
	// *arrays.DictionaryType (index type, value type, ordered flag); an
	// extension field whose name is registered with
	// arrays.RegisterExtensionType has the extension type, and its
	// ARROW:extension:* metadata keys are removed. An unregistered extension
	// name leaves the storage type and keeps the metadata as written.
	Schema *arrays.Schema

	// DictionaryIDs maps the path of every dictionary-encoded field (see
	// FieldPath) to its dictionary id in the JSON. Several paths may share
	// one id. Read fills it in; Write uses the ids it finds here and gives
	// fresh, unused ids to dictionary-encoded fields that are missing. The
	// ids are local to one JSON document: the integration references never
	// compare them with IPC dictionary ids.
	DictionaryIDs map[string]int64

	// Batches are the record batches in order.
	Batches []Batch
}

// Batch is one record batch: Columns[i] belongs to Schema.Fields[i] and has
// Length slots.
//
// A dictionary-encoded column is an *arrays.Dictionary (or an extension
// array over one) whose Data().Dictionary holds the decoded dictionary
// values; when the dictionary's values contain dictionary-encoded fields
// themselves, their arrays carry their own dictionaries the same way. Columns
// that share a dictionary id share one *arrays.Data dictionary.
type Batch struct {
	Length  int
	Columns []arrays.Array
}

// FieldPath returns the key used by File.DictionaryIDs for the field reached
// by following child indexes from the schema: FieldPath(2) is
// Schema.Fields[2], FieldPath(2, 0, 1) is child 1 of child 0 of that field.
// Children are counted as the JSON lists them: a dictionary-encoded field's
// children are those of its value type, an extension field's those of its
// storage type, a map has one child (the entries struct) whose children are
// the key and the value, and a run-end encoded field has run_ends (0) and
// values (1). Field names are not used because they may be empty or
// repeated.
func FieldPath(indexes ...int) string {
	var b strings.Builder
	for i, x := range indexes {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

func childPath(parent string, i int) string {
	if parent == "" {
		return strconv.Itoa(i)
	}
	return parent + "." + strconv.Itoa(i)
}

// Error is a malformed or unsupported value in an integration JSON document
// (on Read) or in a File that cannot be written (on Write).
type Error struct {
	// Path locates the value: for Read a JSON path such as
	// batches[1].columns[0]("list_dict").children[0]("item").DATA[3];
	// for Write the batch, column and field path.
	Path string
	// Msg says what is wrong.
	Msg string
	// Err is the underlying cause, if any (a strconv or JSON syntax error).
	Err error
}

func (e *Error) Error() string {
	s := "integration json: "
	if e.Path != "" {
		s += e.Path + ": "
	}
	s += e.Msg
	if e.Err != nil {
		s += ": " + e.Err.Error()
	}
	return s
}

func (e *Error) Unwrap() error { return e.Err }

func errorf(path, format string, args ...any) *Error {
	return &Error{Path: path, Msg: fmt.Sprintf(format, args...)}
}

// ReadFile reads the integration JSON file at path; a gzip-compressed file
// (such as the generated_*.json.gz gold files) is decompressed transparently.
func ReadFile(path string) (*File, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	f, err := Read(fh)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return f, nil
}

// Read decodes one integration JSON document from r. Input that starts with
// the gzip magic bytes is decompressed first.
//
// Read accepts what the gold files and the reference writers produce:
// integers as JSON numbers or as strings, booleans as true/false or 1/0,
// metadata missing, null or [], a decimal type without bitWidth (128 bits),
// "children" missing on leaf fields and on columns without child columns,
// anything in the DATA entries of null slots ({} for intervals, "" for
// numbers), and the VALIDITY that MetadataVersion V4 files put on unions:
// unions have no validity now, so a slot it marks null becomes a null in
// the child value the slot selects.
func Read(r io.Reader) (*File, error) {
	br := bufio.NewReader(r)
	if magic, err := br.Peek(2); err == nil && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, &Error{Msg: "reading gzip header", Err: err}
		}
		defer zr.Close()
		return decode(zr)
	}
	return decode(br)
}
