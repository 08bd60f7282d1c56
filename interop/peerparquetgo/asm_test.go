//go:build !purego

package peerparquetgo

// pqPurego says parquet-go is built without its assembly (the purego tag).
const pqPurego = false
