// Package parquet reads Apache Parquet files into quiver's Arrow arrays and
// writes Arrow record batches as Parquet files.
//
// # Reading
//
// Open takes an io.ReaderAt and its size (OpenFile a path, OpenBytes a file
// in memory, read in place), reads and checks
// the footer, and maps the Parquet schema to an Arrow schema (ArrowSchema),
// restoring the exact Arrow types from the ARROW:schema key that Arrow
// writers store (dictionaries, large and view strings, time zones,
// durations, decimal32 and decimal64, fixed-size lists, date64 from days,
// time32 and timestamps in seconds from milliseconds, month and day-time
// intervals from the 12-byte INTERVAL, extension types; list views and
// run-end encoded columns keep the plain layout, their children restored). ReadRowGroup reads one row group, or some of
// its top-level columns, into an arrays.RecordBatch, decoding columns
// concurrently; Batches streams the
// file (a projection, a row range, a batch size) holding one row group at a
// time; ReadAll reads everything. Options: ReadDictionaries (dictionary
// columns as Arrow dictionaries), Int96Unit, SkipChecksums,
// SequentialPages (no decompressing ahead, prefetch.go).
//
// ReadOptions.ColumnPaths projects nested columns by path ("s.b.c",
// "l.element.x", "m.value.y", in the Parquet schema's names; a list's or
// map's repeated group may be left out): each top-level field keeps only
// the selected nodes and the structs, lists and maps above them, as Arrow
// C++ and pqarrow read a selection of leaves, and only the chunks of the
// selected leaves are read (projection.go).
//
// Row selection uses the page index where the writer stored one:
// ReadOptions.Rows (or RowStart/RowEnd) decodes only the pages holding the
// selected rows, and SelectRows turns a predicate on each page's min, max
// and null count into those row ranges (pageindex.go). Files without a
// page index read the row group and slice it.
//
// # Writing
//
// NewWriter takes an io.Writer and an Arrow schema; Write shreds each
// record batch into definition and repetition levels and values, and a
// row group is encoded once it holds RowGroupRows rows (1Mi) or
// RowGroupBytes (128 MiB); Close writes the column and offset indexes, the
// bloom filters asked for and the footer, with the schema as ARROW:schema
// so that Arrow readers (this one, pqarrow, Arrow C++, arrow-rs) restore
// the exact types. Every Arrow type with a Parquet form is written, nested
// to any depth; unions and month_day_nano intervals have none and are an
// error naming the column. The defaults are what pqarrow writes: SNAPPY,
// data pages v1 of about 1 MiB, dictionary encoding with a fallback to
// PLAIN past a 1 MiB dictionary page, chunk statistics; unlike pqarrow,
// page checksums are on (CRC). Options set the codec and its level, the
// page version, encodings (DELTA_BINARY_PACKED, DELTA_LENGTH_BYTE_ARRAY,
// DELTA_BYTE_ARRAY, BYTE_STREAM_SPLIT) and dictionaries per column, page
// and row group sizes, statistics, page indexes, bloom filters
// (BloomFilter) and key/value metadata. The writer's files are read back
// by pqarrow, parquet-go and DuckDB in the interop tests, and by Polars
// through testdata/readers/polars.
//
// Where the time goes, and why: a batch's values stay in the Arrow
// buffers until the row group is written (numbers and byte arrays alike
// are referred to, not copied, when a batch arrives in pieces); pages
// without a dictionary go to the file as they are made, PLAIN numbers
// straight from those buffers; a page is compressed beside the encoding
// of the next ones (Concurrency, default GOMAXPROCS), written in order, so
// the file does not depend on it. Memory is one row group's levels and
// byte-array offsets plus the pages of the chunk in hand.
//
// # Layers, bottom up
//
//   - thrift.go: a Thrift compact-protocol reader written for Parquet's
//     structs (no reflection). Every length and count is checked against
//     the bytes left before anything is allocated, nesting is bounded, and
//     unknown fields are skipped; metadata.go decodes FileMetaData, page
//     headers, statistics, key/value metadata and the column and offset
//     indexes with it.
//   - schema.go: the schema tree (definition and repetition levels) and its
//     Arrow mapping: physical, converted and logical types, the legacy list
//     forms, maps, INT96 timestamps.
//   - page.go, compress.go: the pages of a column chunk (v1, v2, dictionary),
//     CRC32 checks, and the codecs (snappy, gzip, zstd, LZ4 raw and Hadoop,
//     brotli) from klauspost/compress, pierrec/lz4 and andybalholm/brotli.
//   - decode.go: the encodings. Dictionary indices go through
//     kernels.HybridDictDecodeTo (bit-unpacking 32 at a time and the gather
//     fused), levels and RLE booleans through the hybrid kernels (one-bit
//     definition levels straight into the validity bitmap), delta
//     miniblocks and PLAIN booleans through the unpack kernels; PLAIN,
//     DELTA_LENGTH_BYTE_ARRAY, DELTA_BYTE_ARRAY and BYTE_STREAM_SPLIT are
//     plain Go.
//   - nested.go, assemble.go: levels to validity, offsets and children
//     (structs, lists, maps, any nesting), and the physical values to each
//     Arrow type. Values are decoded into 64-byte aligned buffers, which
//     a column without nulls hands to its array as they are; numeric
//     values are swapped to the host's byte order as each page arrives, so
//     a big-endian host reads the same arrays.
//   - writer.go, writer_schema.go, writer_levels.go, writer_page.go: the
//     writer: the Arrow to Parquet schema, shredding to levels, pages and
//     chunks; encode*.go the encodings, compress_write.go the codecs,
//     thrift_writer.go the compact protocol, bloom.go the split-block
//     bloom filters, stats.go the statistics and page indexes.
//
// Errors wrap ErrMalformed (the bytes break the format), ErrUnsupported
// (valid Parquet this reader does not handle) or ErrEncrypted, and say
// where: the structure and file offset, or the column, row group and page.
// Hostile input gets an error, never a panic; allocations are bounded by the
// file size and by Limits (WithLimits sets them): a page may decompress
// to at most 2 GiB, the format's own bound; a chunk may declare at most
// 1024 values per byte of file, or 4M, and decode to at most 1024 bytes
// per byte of file, or 256 MiB, whichever is more.
package parquet
