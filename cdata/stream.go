//go:build cgo

package cdata

/*
#include <stdlib.h>
#include <errno.h>
#include "abi.h"

int quiverStreamGetSchema(struct ArrowArrayStream*, struct ArrowSchema*);
int quiverStreamGetNext(struct ArrowArrayStream*, struct ArrowArray*);
char* quiverStreamGetLastErrorGo(struct ArrowArrayStream*);
void quiverStreamRelease(struct ArrowArrayStream*);
static const char* quiverStreamGetLastError(struct ArrowArrayStream* s) { return quiverStreamGetLastErrorGo(s); }

static void quiverSetStreamCallbacks(struct ArrowArrayStream* s) {
	s->get_schema = quiverStreamGetSchema;
	s->get_next = quiverStreamGetNext;
	s->get_last_error = quiverStreamGetLastError;
	s->release = quiverStreamRelease;
}
static int quiverCallGetSchema(struct ArrowArrayStream* s, struct ArrowSchema* out) { return s->get_schema(s, out); }
static int quiverCallGetNext(struct ArrowArrayStream* s, struct ArrowArray* out) { return s->get_next(s, out); }
static const char* quiverCallGetLastError(struct ArrowArrayStream* s) { return s->get_last_error(s); }
static void quiverCallStreamRelease(struct ArrowArrayStream* s) { if (s->release) s->release(s); }
*/
import "C"

import (
	"errors"
	"fmt"
	"io"
	"iter"
	"runtime/cgo"
	"sync/atomic"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

// ----- export -----

// streamState runs the exported sequence on a goroutine of its own: the
// callbacks come from C threads, where iter.Pull's coroutines cannot run.
type streamState struct {
	schema  *arrays.Schema
	seq     iter.Seq2[*arrays.RecordBatch, error]
	items   chan streamItem
	stopped chan struct{}
	lastErr *C.char
	done    bool
}

type streamItem struct {
	rb  *arrays.RecordBatch
	err error
}

// next returns the next item of the sequence, starting it on first use.
func (st *streamState) next() (streamItem, bool) {
	if st.items == nil {
		st.items = make(chan streamItem)
		go func() {
			defer close(st.items)
			for rb, err := range st.seq {
				select {
				case st.items <- streamItem{rb, err}:
				case <-st.stopped:
					return
				}
				if err != nil {
					return
				}
			}
		}()
	}
	it, ok := <-st.items
	return it, ok
}

var liveStreams atomic.Int64

// LiveStreams is the number of exported streams not yet released.
func LiveStreams() int64 { return liveStreams.Load() }

// ExportStream fills out with an ArrowArrayStream that yields the batches
// of seq, each of schema, until seq ends or yields an error (which
// get_next reports as EIO, with the message from get_last_error). The
// consumer calls out.release, which also stops seq.
func ExportStream(schema *arrays.Schema, seq iter.Seq2[*arrays.RecordBatch, error], out *CArrowArrayStream) error {
	if schema == nil || seq == nil || out == nil {
		return fmt.Errorf("cdata: nil schema, sequence or ArrowArrayStream")
	}
	st := &streamState{schema: schema, seq: seq, stopped: make(chan struct{})}
	h := C.malloc(C.size_t(unsafe.Sizeof(uintptr(0))))
	*(*cgo.Handle)(h) = cgo.NewHandle(st)
	*out = CArrowArrayStream{}
	out.private_data = h
	C.quiverSetStreamCallbacks(out)
	liveStreams.Add(1)
	return nil
}

func streamOf(s *CArrowArrayStream) *streamState {
	return (*(*cgo.Handle)(s.private_data)).Value().(*streamState)
}

func (st *streamState) fail(err error) C.int {
	C.free(unsafe.Pointer(st.lastErr))
	st.lastErr = C.CString(err.Error())
	return C.EIO
}

//export quiverStreamGetSchema
func quiverStreamGetSchema(s *CArrowArrayStream, out *CArrowSchema) C.int {
	st := streamOf(s)
	if err := ExportSchema(st.schema, out); err != nil {
		return st.fail(err)
	}
	return 0
}

//export quiverStreamGetNext
func quiverStreamGetNext(s *CArrowArrayStream, out *CArrowArray) C.int {
	st := streamOf(s)
	*out = CArrowArray{} // release NULL: the end of the stream
	if st.done {
		return 0
	}
	it, ok := st.next()
	rb, err := it.rb, it.err
	if !ok {
		st.done = true
		return 0
	}
	if err == nil && rb == nil {
		err = errors.New("the sequence yielded a nil batch")
	}
	if err == nil && !rb.Schema().Equal(st.schema) {
		err = fmt.Errorf("a batch of schema %s in a stream of schema %s", rb.Schema(), st.schema)
	}
	if err == nil {
		err = ExportRecordBatch(rb, out, nil)
	}
	if err != nil {
		return st.fail(err)
	}
	return 0
}

//export quiverStreamGetLastErrorGo
func quiverStreamGetLastErrorGo(s *CArrowArrayStream) *C.char { return streamOf(s).lastErr }

//export quiverStreamRelease
func quiverStreamRelease(s *CArrowArrayStream) {
	if s == nil || s.release == nil {
		return
	}
	h := *(*cgo.Handle)(s.private_data)
	st := h.Value().(*streamState)
	close(st.stopped) // ends the sequence's goroutine, if it started
	C.free(unsafe.Pointer(st.lastErr))
	h.Delete()
	C.free(s.private_data)
	*s = CArrowArrayStream{}
	liveStreams.Add(-1)
}

// ----- import -----

// StreamReader reads record batches from an imported ArrowArrayStream.
type StreamReader struct {
	s      *CArrowArrayStream // C memory: the moved stream
	schema *arrays.Schema
	err    error
}

// ImportStream takes over s (it is moved: s is marked released) and reads
// its schema. Close releases the stream; batches already read stay valid
// (each holds its own ArrowArray).
func ImportStream(s *CArrowArrayStream) (*StreamReader, error) {
	if s == nil || s.release == nil {
		return nil, fmt.Errorf("cdata: nil or released ArrowArrayStream")
	}
	if s.get_schema == nil || s.get_next == nil || s.get_last_error == nil {
		C.quiverCallStreamRelease(s)
		return nil, fmt.Errorf("cdata: ArrowArrayStream has a NULL callback")
	}
	moved := (*CArrowArrayStream)(C.malloc(C.sizeof_struct_ArrowArrayStream))
	*moved = *s
	s.release = nil
	r := &StreamReader{s: moved}
	cs := (*CArrowSchema)(C.calloc(1, C.sizeof_struct_ArrowSchema))
	defer C.free(unsafe.Pointer(cs))
	if code := C.quiverCallGetSchema(moved, cs); code != 0 {
		err := r.streamError("get_schema", code)
		r.Close()
		return nil, err
	}
	schema, err := ImportSchema(cs)
	ReleaseSchema(cs)
	if err != nil {
		r.Close()
		return nil, err
	}
	r.schema = schema
	return r, nil
}

func (r *StreamReader) streamError(call string, code C.int) error {
	msg := "no message"
	if p := C.quiverCallGetLastError(r.s); p != nil {
		msg = C.GoString(p)
	}
	return fmt.Errorf("cdata: stream %s failed with errno %d: %s", call, int(code), msg)
}

// Schema is the stream's schema.
func (r *StreamReader) Schema() *arrays.Schema { return r.schema }

// Next returns the next batch, or io.EOF at the end of the stream. After
// an error every call returns it.
func (r *StreamReader) Next() (*arrays.RecordBatch, error) {
	if r.err != nil {
		return nil, r.err
	}
	if r.s == nil {
		return nil, fmt.Errorf("cdata: stream reader is closed")
	}
	out := (*CArrowArray)(C.calloc(1, C.sizeof_struct_ArrowArray))
	defer C.free(unsafe.Pointer(out))
	if code := C.quiverCallGetNext(r.s, out); code != 0 {
		r.err = r.streamError("get_next", code)
		return nil, r.err
	}
	if out.release == nil {
		r.err = io.EOF
		return nil, io.EOF
	}
	rb, err := importBatch(out, r.schema)
	if err != nil {
		r.err = err
		return nil, err
	}
	return rb, nil
}

// All yields every remaining batch, then the error that ended the stream
// if it was not io.EOF.
func (r *StreamReader) All() iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for {
			rb, err := r.Next()
			if err == io.EOF {
				return
			}
			if !yield(rb, err) || err != nil {
				return
			}
		}
	}
}

// Close releases the stream (once; later calls do nothing).
func (r *StreamReader) Close() error {
	if r.s != nil {
		C.quiverCallStreamRelease(r.s)
		C.free(unsafe.Pointer(r.s))
		r.s = nil
	}
	return nil
}
