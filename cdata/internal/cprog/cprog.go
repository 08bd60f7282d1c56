//go:build cgo

// Package cprog wraps a hand-written C producer and consumer of the Arrow
// C Stream Interface (cprog.c, compiled by gcc through cgo), the party
// nobody here wrote a library for, for cdata's tests.
package cprog

/*
#cgo CFLAGS: -Wall -Werror -std=c11
#include "cprog.h"
*/
import "C"

import (
	"errors"
	"unsafe"
)

// Produce fills the ArrowArrayStream at out with batches of
// struct<x: int64 nullable, s: utf8> made in C; with failAt >= 0, get_next
// fails (EINVAL) at that batch.
func Produce(out unsafe.Pointer, batches, failAt int) {
	C.cprog_produce((*C.struct_ArrowArrayStream)(out), C.int(batches), C.int(failAt))
}

// Stats is what the C consumer read.
type Stats struct {
	Batches, Rows, SumX, NullX, StringBytes int64
}

// Consume reads the stream at s in C (schema struct<x: int64, s: utf8>),
// releasing every batch, the schema and the stream.
func Consume(s unsafe.Pointer) (Stats, error) {
	var st [5]C.int64_t
	var msg [256]C.char
	rc := C.cprog_consume((*C.struct_ArrowArrayStream)(s), &st[0], &msg[0], C.int(len(msg)))
	out := Stats{int64(st[0]), int64(st[1]), int64(st[2]), int64(st[3]), int64(st[4])}
	if rc != 0 {
		return out, errors.New(C.GoString(&msg[0]))
	}
	return out, nil
}

// Released is how many arrays, schemas and streams the C producer's
// release callbacks have released so far.
func Released() (arrays, schemas, streams int64) {
	var r [3]C.int64_t
	C.cprog_released(&r[0])
	return int64(r[0]), int64(r[1]), int64(r[2])
}
