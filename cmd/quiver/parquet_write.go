package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/parquet"
)

// Parquet output for both convert commands: -format parquet, or an -out
// name ending in .parquet or .pq, writes a Parquet file (one row group per
// million rows, the writer's defaults otherwise) instead of Arrow IPC.

// wantsParquet reports whether convert's output is Parquet.
func wantsParquet(outPath, format string) bool {
	if format != "" {
		return strings.EqualFold(format, "parquet")
	}
	switch strings.ToLower(filepath.Ext(outPath)) {
	case ".parquet", ".pq":
		return true
	}
	return false
}

// parseParquetCodec reads -compression for a Parquet output: snappy by
// default, as pqarrow, DuckDB and Polars write.
func parseParquetCodec(s string) (parquet.Codec, error) {
	switch strings.ToLower(s) {
	case "", "snappy":
		return parquet.Snappy, nil
	case "none", "uncompressed":
		return parquet.Uncompressed, nil
	case "gzip":
		return parquet.Gzip, nil
	case "zstd":
		return parquet.Zstd, nil
	case "lz4", "lz4_raw":
		return parquet.LZ4Raw, nil
	case "brotli":
		return parquet.Brotli, nil
	}
	return 0, fmt.Errorf("unknown Parquet compression %q (want none, snappy, gzip, zstd, lz4 or brotli)", s)
}

// writeParquetOutput writes the batches next yields (io.EOF after the last)
// as a Parquet file at outPath, - for out. A file is written under a
// temporary name renamed into place at the end, so a failed conversion
// leaves no partial file.
func writeParquetOutput(out io.Writer, outPath string, schema *arrays.Schema, codec parquet.Codec, next func() (*arrays.RecordBatch, error)) (batches int, rows int64, err error) {
	err = writeOutput(out, outPath, func(w io.Writer) error {
		pw, err := parquet.NewWriter(w, schema, parquet.Compression(codec))
		if err != nil {
			return err
		}
		for {
			rb, err := next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
			if err := pw.Write(rb); err != nil {
				return err
			}
			batches++
			rows += int64(rb.NumRows())
		}
		return pw.Close()
	})
	return batches, rows, err
}
