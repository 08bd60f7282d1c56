package csv

import (
	"github.com/quiver-go/quiver/arrays"
)

// Option configures NewReader.
type Option func(*readOptions)

type readOptions struct {
	delim, quote, comment byte
	header                bool
	names                 []string
	schema                *arrays.Schema
	types                 map[string]arrays.DataType
	nulls                 []string
	trues, falses         []string
	stringsNull           bool
	quotedNull            bool
	skipRows              int
	inferRows             int
	batchSize             int
	pad                   bool
	tsFormats             []string
	parallel              int
	blockSize             int
	stringType            arrays.DataType
}

// DefaultNullValues are the spellings of null the reader recognizes
// unless NullValues says otherwise: Arrow C++'s defaults.
var DefaultNullValues = []string{"", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan",
	"1.#IND", "1.#QNAN", "N/A", "NA", "NULL", "NaN", "n/a", "nan", "null"}

func defaultReadOptions() readOptions {
	return readOptions{
		delim: ',', quote: '"', header: true,
		nulls:      DefaultNullValues,
		trues:      []string{"1", "True", "TRUE", "true"},
		falses:     []string{"0", "False", "FALSE", "false"},
		quotedNull: true,
		inferRows:  DefaultInferRows,
		batchSize:  DefaultBatchSize,
		parallel:   1,
		blockSize:  1 << 20,
	}
}

// DefaultBatchSize is the rows per batch unless BatchSize says otherwise.
const DefaultBatchSize = 1 << 16

// DefaultInferRows is the rows the reader samples to infer column types.
const DefaultInferRows = 10000

// Delimiter sets the byte between fields (default ',').
func Delimiter(c byte) Option { return func(o *readOptions) { o.delim = c } }

// Quote sets the byte that encloses fields (default '"'); 0 turns quoting
// off, so that quotes are ordinary bytes.
func Quote(c byte) Option { return func(o *readOptions) { o.quote = c } }

// Comment makes records that start with c comments, skipped to the end of
// their line. The default is none.
func Comment(c byte) Option { return func(o *readOptions) { o.comment = c } }

// HasHeader says whether the first record (after SkipRows) holds the
// column names (default true). Without one the columns are named by
// ColumnNames or Schema, else f0, f1, ...
func HasHeader(on bool) Option { return func(o *readOptions) { o.header = on } }

// ColumnNames names the columns, replacing the header's names (a header
// line, if HasHeader, is still read and skipped).
func ColumnNames(names ...string) Option {
	return func(o *readOptions) { o.names = append([]string(nil), names...) }
}

// Schema fixes every column's name and type: no inference. A header
// line, if HasHeader, is read and skipped.
func Schema(s *arrays.Schema) Option { return func(o *readOptions) { o.schema = s } }

// ColumnTypes overrides the inferred types of the named columns; a name
// the input lacks is an error. Any type of fixed width but intervals, the
// string and binary types (fixed-size binary too) and dictionaries of
// string or binary values are accepted.
func ColumnTypes(types map[string]arrays.DataType) Option {
	return func(o *readOptions) { o.types = types }
}

// NullValues replaces the spellings of null (DefaultNullValues, Arrow
// C++'s list, which includes the empty field).
func NullValues(vals ...string) Option {
	return func(o *readOptions) { o.nulls = append([]string(nil), vals...) }
}

// BoolValues replaces the spellings of true and false (by default, as in
// Arrow C++: 1, True, TRUE, true and 0, False, FALSE, false).
func BoolValues(trues, falses []string) Option {
	return func(o *readOptions) { o.trues, o.falses = trues, falses }
}

// StringsCanBeNull makes null spellings null in string and binary columns
// too. Off by default, as in Arrow C++: a string column keeps "" and "NA"
// as text.
func StringsCanBeNull(on bool) Option { return func(o *readOptions) { o.stringsNull = on } }

// QuotedStringsCanBeNull says whether a quoted field may be a null
// spelling (default true, as in Arrow C++). Turned off, `""` is an empty
// string and only an unquoted empty field is null, as DuckDB reads them.
func QuotedStringsCanBeNull(on bool) Option { return func(o *readOptions) { o.quotedNull = on } }

// SkipRows skips n physical lines before the header (or the first record),
// as DuckDB's skip does: junk above a header cannot throw the parser off
// with an unbalanced quote.
func SkipRows(n int) Option { return func(o *readOptions) { o.skipRows = n } }

// InferRows sets how many records are sampled to infer column types
// (default DefaultInferRows, and never more than 2^22 fields in all). A
// later value that does not fit the inferred type is an error.
func InferRows(n int) Option { return func(o *readOptions) { o.inferRows = n } }

// BatchSize sets the rows per record batch (default DefaultBatchSize).
// The reader holds one batch's text in memory.
func BatchSize(n int) Option { return func(o *readOptions) { o.batchSize = n } }

// PadRaggedRows pads records with fewer fields than the header with nulls,
// instead of failing on them. A record with more fields is still an error.
// (A batch then takes memory for its rows times the header's columns,
// however short its text.)
func PadRaggedRows() Option { return func(o *readOptions) { o.pad = true } }

// TimestampFormats adds time.Parse layouts that timestamp columns accept
// (and inference tries) after ISO 8601. A layout without a zone reads
// wall-clock times, as ISO 8601 without an offset does.
func TimestampFormats(layouts ...string) Option {
	return func(o *readOptions) { o.tsFormats = append([]string(nil), layouts...) }
}

// Parallel reads on n goroutines (default 1). The input is cut into pieces
// of about 4 MiB at record boundaries found by counting quotes (a line
// feed after an even number of them), and each goroutine tokenizes and
// converts a piece into batches of its own, returned in input order; a
// batch then ends at the end of each piece, so that batches may be
// shorter than BatchSize. A cut that was not a boundary (a stray quote
// fools the count) cannot go unnoticed, the piece before it ends inside a
// quoted field, and the input from there is read serially, as is any
// piece with an error, so that errors and their lines are the serial
// reader's. The rows of the inference sample are converted with the
// columns spread over the goroutines.
func Parallel(n int) Option { return func(o *readOptions) { o.parallel = n } }

// blockSize sets the initial read size; tests make it tiny to cut records
// at every byte.
func blockSize(n int) Option { return func(o *readOptions) { o.blockSize = n } }

// StringType sets the type of the columns inference finds to be strings
// (default utf8): large_utf8, utf8_view, or a dictionary of utf8 values,
// for columns of few distinct strings.
func StringType(t arrays.DataType) Option { return func(o *readOptions) { o.stringType = t } }
