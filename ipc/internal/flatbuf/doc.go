// Package flatbuf holds the Go accessors and builders for the Arrow IPC
// metadata flatbuffers, compiled by flatc from ipc/format/*.fbs. Every
// *_gen.go file is generated: edit the schemas and run `make generate`.
package flatbuf

//go:generate go -C ../../../gen run ./flatbufgen -root ..
