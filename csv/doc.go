// Package csv reads CSV text as Arrow record batches and writes batches as
// CSV.
//
// NewReader reads the header and a sample of records (InferRows), fixes
// the schema, and then streams batches of BatchSize rows through Next or
// All; ReadAll reads everything. The tokenizer is written for speed: it
// finds line ends and quotes with bytes.IndexByte and delimiters eight
// bytes at a time, keeps fields as offsets into its buffer, and the converters write Arrow
// buffers from those offsets, 2048 rows at a time so that the fields
// stay in cache. Parallel(n) reads pieces of the input on n goroutines.
//
// What the reader accepts, following RFC 4180 and, where it is silent,
// Arrow C++'s reader:
//   - a field may be enclosed in quotes (Quote, default '"'), holding
//     delimiters, line ends and doubled quotes; a quote in the middle of
//     an unquoted field is an ordinary byte; text after a closing quote is
//     an error;
//   - any one-byte delimiter (Delimiter); records end at LF, CR LF or a
//     lone CR; empty lines are skipped; a UTF-8 byte-order mark is
//     dropped; SkipRows skips lines first; Comment lines are skipped;
//   - a header (HasHeader, default on), or names given (ColumnNames,
//     Schema), or f0, f1, ...; a record with fewer fields than the header
//     is an error unless PadRaggedRows, one with more always is.
//
// Nulls follow Arrow C++'s defaults: DefaultNullValues ("", NA, NULL, NaN,
// #N/A and the rest of its list) are null in columns of every type but
// strings and binary, which keep them as text unless StringsCanBeNull;
// quoted fields can be null spellings too unless QuotedStringsCanBeNull
// is turned off. Booleans are 1, true, True, TRUE and 0, false, False,
// FALSE (BoolValues).
//
// Inference tries, for each column, int64, boolean, date32, timestamp[s],
// timestamp[ns] (ISO 8601 without a zone), the same with a zone (as UTC
// instants), float64, utf8 and binary (for text that is not UTF-8), in
// that order, Arrow C++'s; a column takes the first type every sampled
// value fits, and a column of nulls only is utf8 (or StringType's type,
// such as utf8_view or a dictionary). Times of day and decimals are not
// inferred (they read as strings and floats): ColumnTypes gives them. A
// value past the sample
// that does not fit is an error. ColumnTypes or Schema give the types
// instead: integers of every width, floats, decimals, booleans, dates,
// times, timestamps (TimestampFormats adds layouts; a column with a time
// zone reads wall-clock values in that zone), durations, the string and
// binary types and their views and large forms, fixed-size binary, and
// dictionaries of strings (a dictionary per batch).
//
// Every error for bad input is a *ParseError naming the physical line the
// record starts on (1-based), the column (index and name) and the text,
// and wraps ErrQuote, ErrFieldCount or ErrValue.
//
// The Writer writes every primitive type, dictionaries as their values,
// and refuses, naming the column, types CSV cannot hold (nested types,
// intervals, extension types). Written with the defaults and read with
// NullValues(""), StringsCanBeNull(true), QuotedStringsCanBeNull(false)
// and the writer's schema, a batch reads back equal (but for NaN, which
// prints as a null spelling of the defaults, and the nulls of a
// single-column table: empty lines).
package csv
