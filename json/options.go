package json

import "github.com/quiver-go/quiver/arrays"

// Option configures NewReader.
type Option func(*readOptions)

type readOptions struct {
	schema     *arrays.Schema
	unexpected UnexpectedFieldBehavior
	inferRows  int
	batchSize  int
	blockSize  int
	parallel   int
	pieceSize  int

	inferTimestamps bool
	maxLine         int
}

// DefaultBatchSize is the rows per batch unless BatchSize says otherwise.
const DefaultBatchSize = 1 << 16

// DefaultInferRows is the lines the reader samples to infer the schema.
const DefaultInferRows = 10000

func defaultReadOptions() readOptions {
	return readOptions{unexpected: UnexpectedInfer, inferRows: DefaultInferRows, batchSize: DefaultBatchSize, blockSize: 1 << 20, parallel: 1, pieceSize: 4 << 20, inferTimestamps: true, maxLine: DefaultMaxLineSize}
}

// UnexpectedFieldBehavior says what the reader does with an object key
// that its schema lacks, as Arrow C++'s option of that name does.
type UnexpectedFieldBehavior uint8

const (
	// UnexpectedInfer (the default) adds fields first seen in the inference
	// sample to the schema, after the given ones, with inferred types. A
	// field first seen past the sample is an error: the schema is fixed by
	// then, as in Arrow C++'s streaming reader.
	UnexpectedInfer UnexpectedFieldBehavior = iota
	// UnexpectedIgnore skips fields the schema lacks.
	UnexpectedIgnore
	// UnexpectedError makes a field the schema lacks an error.
	UnexpectedError
)

// Schema gives the fields and types of the top-level objects. Fields the
// input lacks read as nulls (an error for a non-nullable field); keys
// the schema lacks are handled by Unexpected.
func Schema(s *arrays.Schema) Option { return func(o *readOptions) { o.schema = s } }

// Unexpected sets what keys the schema lacks do (default UnexpectedInfer;
// with no Schema, every field is such a key, so only UnexpectedInfer makes
// sense there).
func Unexpected(b UnexpectedFieldBehavior) Option { return func(o *readOptions) { o.unexpected = b } }

// InferRows sets how many lines are sampled to infer types (default
// DefaultInferRows). The sample is kept in memory until it is converted.
func InferRows(n int) Option { return func(o *readOptions) { o.inferRows = n } }

// BatchSize sets the rows per record batch (default DefaultBatchSize).
func BatchSize(n int) Option { return func(o *readOptions) { o.batchSize = n } }

// Parallel decodes on n goroutines (default 1). Past the inference sample,
// the input is cut into pieces of about 4 MiB at line ends (in JSON Lines a
// line end is always a record boundary: strings hold newlines escaped), and
// each goroutine decodes pieces into batches of its own, returned in input
// order; a batch then ends at the end of each piece, so that batches may be
// shorter than BatchSize. Errors and their lines are the serial reader's.
func Parallel(n int) Option { return func(o *readOptions) { o.parallel = n } }

// InferTimestamps says whether inference makes a field whose sampled strings
// are all YYYY-MM-DD or YYYY-MM-DD hh:mm:ss (or with a T) a timestamp[s]
// field, as Arrow C++ does (the default), instead of utf8. Past the sample,
// a string in such a field that is not a timestamp is then an error.
func InferTimestamps(on bool) Option { return func(o *readOptions) { o.inferTimestamps = on } }

// DefaultMaxLineSize is the longest line the reader takes unless
// MaxLineSize says otherwise.
const DefaultMaxLineSize = 256 << 20

// MaxLineSize bounds the bytes of one line (default DefaultMaxLineSize): a
// longer one is an error, so that input without line ends cannot make the
// reader buffer all of it.
func MaxLineSize(n int) Option { return func(o *readOptions) { o.maxLine = n } }
