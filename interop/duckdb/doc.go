// Package duckdb checks that DuckDB reads the Parquet files quiver writes
// as quiver does. It is a module of its own: DuckDB is a cgo dependency
// neither the library nor the interop module should have.
package duckdb
