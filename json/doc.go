// Package json reads JSON Lines as Arrow record batches and writes batches
// as JSON.
//
// NewReader samples the first InferRows lines, fixes the schema, and then
// streams batches of BatchSize rows through Next or All; ReadAll reads
// everything. The tokenizer works on the bytes of each line in place:
// strings without escapes are copied straight from the input into the
// builders and numbers are parsed from their text, so that no value is
// allocated on its own (nothing goes through encoding/json or map[string]any).
// Parallel(n) decodes pieces of the input on n goroutines; MaxLineSize bounds
// what one line may make the reader buffer.
//
// What the reader accepts: one JSON object per line (RFC 8259 JSON, UTF-8),
// blank lines skipped, LF or CR LF, a UTF-8 byte-order mark dropped. A line
// holding anything but one object is an error, so a top-level array of
// objects (the form WriteArray writes) is not read: JSON Lines streams,
// and Arrow C++'s reader does not take that form either. Invalid UTF-8 in a
// string is an error (encoding/json would replace it), as are duplicate keys
// and nesting deeper than 256.
//
// Inference follows Arrow C++'s JSON reader: null is the null type until a
// value comes; true and false are bool; a number is int64, float64 if it has
// a fraction or an exponent, and int64 widens to float64; strings are utf8,
// but timestamp[s] where every sampled string is YYYY-MM-DD or
// YYYY-MM-DD hh:mm:ss (InferTimestamps turns that off); arrays are lists of
// the widened element type; objects are structs whose fields are
// in the order first seen. Any other mix of kinds in one field (a number and
// a string, say) is an error naming the line and the field's path: give a
// Schema. Past the sample the schema is fixed, so that a value that does not
// fit it, a new field, or a value in a field the sample held only nulls in
// is an error.
//
// Schema gives the types instead, and Unexpected says what keys it lacks do:
// infer them from the sample (the default, as in Arrow C++), skip them, or
// fail. The types and the JSON values they read:
//   - integers of every width and floats: numbers (integers must be whole
//     and in range);
//   - decimals: numbers or strings, exactly, through their decimal text
//     ("1.25", 125e-2); digits beyond the scale are an error, not rounded;
//   - bool: true and false; null: null only;
//   - utf8, large_utf8, utf8_view: strings; dictionaries of utf8: strings;
//   - binary, large_binary, binary_view, fixed_size_binary: base64 strings
//     (standard alphabet, padded), the form the writer writes;
//   - date32, date64: "YYYY-MM-DD"; time32, time64: "HH:MM:SS[.fraction]";
//     timestamps: ISO 8601 "YYYY-MM-DD[(T| )HH:MM[:SS[.fraction]]]" with an
//     optional "Z" or ±HH:MM offset. A type with a time zone reads an
//     instant from a text with an offset and a wall-clock time in its zone
//     from one without; a type without a zone takes no offset. Each of
//     these, and durations, also read an integer as the type's raw value;
//   - lists of every kind, structs (a missing field is null, an
//     error if it is not nullable), and maps, from objects when the keys are
//     strings or from arrays of {"key": k, "value": v} objects;
//   - intervals: month intervals from integers, the others from objects of
//     their parts ({"days": d, "milliseconds": ms}, {"months": m, "days": d,
//     "nanoseconds": ns}), the writer's forms.
//
// Unions, run-end encoded arrays and extension types are not read.
// Every error for bad input is a *ParseError with the line, the JSON Pointer
// path of the value at fault and its text, and wraps ErrSyntax, ErrValue or
// ErrField.
//
// The Writer writes one object per row (JSON Lines, or one array under
// WriteArray), every column a key, nulls as null: numbers as numbers, NaN
// and the infinities as null (JSON has no form for them); decimals as
// strings, exactly (WriteDecimalsAsNumbers writes numbers); dates as
// "YYYY-MM-DD", times as "HH:MM:SS" with the unit's fraction digits;
// timestamps as ISO 8601 with the unit's fraction digits, and, when the type
// has a time zone, in that zone's wall-clock time with its offset ("Z" for a
// zero offset); durations as integers; intervals as objects of their parts; binary
// as base64; lists as arrays; structs as objects; maps as objects when the
// keys are strings, else as arrays of {"key", "value"} objects; unions as
// the value selected; dictionaries and run-end encoded arrays as their
// values; arrow.uuid as its canonical text, arrow.json as the JSON it holds,
// arrow.bool8 as booleans, other extension types as their storage. Written
// and read back with the writer's schema, a batch of the types the reader
// takes reads back equal (but NaN and infinities, which become nulls, and
// years outside 0000-9999, which ISO 8601 cannot write).
package json
