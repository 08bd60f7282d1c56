package json

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/quiver-go/quiver/arrays"
)

// Reader streams JSON Lines as record batches. NewReader reads the
// inference sample; Next and All then return batches of BatchSize rows (the
// last one shorter). It is not safe for concurrent use.
type Reader struct {
	opts   readOptions
	src    io.Reader
	buf    []byte
	start  int   // next unread byte of buf
	line   int64 // lines consumed so far
	eof    bool
	schema *arrays.Schema
	root   *object
	sc     scanner
	rows   int

	sample    []byte // the sampled lines, each ending in '\n'
	sampleLns []int64
	sampleAt  int
	err       error

	workers []*worker // under Parallel
	queue   []*arrays.RecordBatch
	qerr    error
}

// NewReader reads up to InferRows lines from r to fix the schema (with a
// Schema and UnexpectedFieldBehavior other than UnexpectedInfer, none).
// Errors in that part of the input are returned here.
func NewReader(r io.Reader, opts ...Option) (*Reader, error) {
	o := defaultReadOptions()
	for _, opt := range opts {
		opt(&o)
	}
	if o.batchSize < 1 {
		return nil, fmt.Errorf("%w: BatchSize %d", ErrUnsupported, o.batchSize)
	}
	if o.maxLine < 1 {
		return nil, fmt.Errorf("%w: MaxLineSize %d", ErrUnsupported, o.maxLine)
	}
	if o.inferRows < 1 {
		return nil, fmt.Errorf("%w: InferRows %d", ErrUnsupported, o.inferRows)
	}
	if o.unexpected > UnexpectedError {
		return nil, fmt.Errorf("%w: UnexpectedFieldBehavior %d", ErrUnsupported, o.unexpected)
	}
	rd := &Reader{opts: o, src: r}
	top := &node{kind: kStruct, index: map[string]int{}}
	if o.schema != nil {
		top = givenNode(arrays.Field{Name: "", Type: arrays.StructOf(o.schema.Fields...)})
	}
	if o.schema == nil || o.unexpected == UnexpectedInfer {
		if err := rd.inferSample(top); err != nil {
			return nil, err
		}
	}
	fields := top.structFields()
	var md *arrays.Metadata
	if o.schema != nil {
		md = &o.schema.Metadata
	}
	rd.schema = arrays.NewSchema(fields, md)
	st := arrays.StructOf(fields...)
	root, err := newStruct(st, arrays.NewStructBuilder(st), o.unexpected)
	if err != nil {
		return nil, err
	}
	rd.root = root
	return rd, nil
}

// inferSample reads the sample's lines into r.sample and their types
// into top.
func (r *Reader) inferSample(top *node) error {
	for len(r.sampleLns) < r.opts.inferRows {
		line, n, err := r.nextLine()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		r.sc.reset(line)
		if err := startObject(&r.sc); err == nil {
			err = top.members(&r.sc, 1, &r.opts)
			if err == nil {
				err = endObject(&r.sc)
			}
			if err != nil {
				return placed(err, n, line)
			}
		} else {
			return placed(err, n, line)
		}
		r.sample = append(r.sample, line...)
		r.sample = append(r.sample, '\n')
		r.sampleLns = append(r.sampleLns, n)
	}
	return nil
}

func startObject(sc *scanner) error {
	if c := sc.peek(); c != '{' {
		return sc.syntax("each line must hold one JSON object, not a %s (JSON Lines; a top-level array is not read)", kindName(c))
	}
	return nil
}

func endObject(sc *scanner) error {
	if sc.peek() != 0 {
		return sc.syntax("text after the object (one object per line)")
	}
	return nil
}

// decodeLine appends the object on line (number ln) to root.
func decodeLine(sc *scanner, root *object, line []byte, ln int64) error {
	sc.reset(line)
	err := startObject(sc)
	if err == nil {
		err = root.members(sc, 1, true)
	}
	if err == nil {
		err = endObject(sc)
	}
	if err != nil {
		return placed(err, ln, line)
	}
	return nil
}

// batch takes the rows root holds as a batch of schema.
func batch(schema *arrays.Schema, root *object, n int) (*arrays.RecordBatch, error) {
	st := root.b.NewStructArray()
	for _, d := range root.fields {
		d.builder().Reserve(n) // the next batch is likely as long: grow once
	}
	cols := make([]arrays.Array, st.NumField())
	for i := range cols {
		cols[i] = st.Field(i)
	}
	return arrays.NewRecordBatch(schema, cols, n)
}

// nextLine returns the next line holding more than white space, without
// its line end, and its 1-based number. It is valid until the next call.
func (r *Reader) nextLine() ([]byte, int64, error) {
	for {
		i := bytes.IndexByte(r.buf[r.start:], '\n')
		var line []byte
		switch {
		case i >= 0:
			line = r.buf[r.start : r.start+i]
			r.start += i + 1
		case r.eof:
			if r.start == len(r.buf) {
				return nil, 0, io.EOF
			}
			line = r.buf[r.start:]
			r.start = len(r.buf)
		default:
			if err := r.tooLong(len(r.buf) - r.start); err != nil {
				return nil, 0, err
			}
			if err := r.fill(); err != nil {
				return nil, 0, err
			}
			continue
		}
		r.line++
		if len(line) > r.opts.maxLine {
			return nil, 0, lineTooLong(r.line, line, r.opts.maxLine)
		}
		if r.line == 1 {
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
		}
		for _, c := range line {
			if !isSpace(c) {
				return line, r.line, nil
			}
		}
	}
}

// tooLong is the error for a line of more than MaxLineSize bytes (n so
// far), so that input without line ends cannot take all memory.
func (r *Reader) tooLong(n int) error {
	if n <= r.opts.maxLine {
		return nil
	}
	return lineTooLong(r.line+1, r.buf[r.start:], r.opts.maxLine)
}

func lineTooLong(ln int64, text []byte, max int) error {
	return &ParseError{Line: ln, Text: clip(text), Err: fmt.Errorf("%w: a line longer than %d bytes (MaxLineSize)", ErrSyntax, max)}
}

// fill moves the unread bytes to the front and reads once more into the
// free space, which grows (doubling, from 64 KiB) while it is less than a
// quarter of the buffer: a line longer than the buffer makes it grow.
func (r *Reader) fill() error {
	n := copy(r.buf, r.buf[r.start:])
	r.buf, r.start = r.buf[:n], 0
	if free := cap(r.buf) - n; free < cap(r.buf)/4 || free < 512 {
		nb := make([]byte, n, max(2*cap(r.buf), min(r.opts.blockSize, 64<<10), n+512))
		copy(nb, r.buf)
		r.buf = nb
	}
	m, err := r.src.Read(r.buf[n:cap(r.buf)])
	r.buf = r.buf[:n+m]
	if err == io.EOF {
		r.eof = true
		return nil
	}
	return err
}

// Schema is the batches' schema: the given fields, then those inferred from
// the sample in the order they were first seen.
func (r *Reader) Schema() *arrays.Schema { return r.schema }

// Next returns the next batch, or io.EOF after the last one. After an error
// it keeps returning that error.
func (r *Reader) Next() (*arrays.RecordBatch, error) {
	if r.err != nil {
		return nil, r.err
	}
	rb, err := r.next()
	if err != nil {
		r.err = err
	}
	return rb, err
}

func (r *Reader) next() (*arrays.RecordBatch, error) {
	if r.opts.parallel > 1 && r.sampleAt == len(r.sampleLns) {
		return r.nextParallel()
	}
	n := 0
	for n < r.opts.batchSize {
		var line []byte
		var ln int64
		if r.sampleAt < len(r.sampleLns) {
			i := bytes.IndexByte(r.sample, '\n')
			line, r.sample = r.sample[:i], r.sample[i+1:]
			ln = r.sampleLns[r.sampleAt]
			r.sampleAt++
		} else {
			var err error
			line, ln, err = r.nextLine()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, err
			}
		}
		if err := decodeLine(&r.sc, r.root, line, ln); err != nil {
			return nil, err
		}
		n++
	}
	if r.sampleAt == len(r.sampleLns) {
		r.sample, r.sampleLns, r.sampleAt = nil, nil, 0
	}
	if n == 0 {
		return nil, io.EOF
	}
	return batch(r.schema, r.root, n)
}

// All iterates over the remaining batches. It stops after the last one or
// after yielding an error (never io.EOF).
func (r *Reader) All() iter.Seq2[*arrays.RecordBatch, error] {
	return func(yield func(*arrays.RecordBatch, error) bool) {
		for {
			rb, err := r.Next()
			if errors.Is(err, io.EOF) {
				return
			}
			if !yield(rb, err) || err != nil {
				return
			}
		}
	}
}

// ReadAll reads all of r into batches.
func ReadAll(r io.Reader, opts ...Option) (*arrays.Schema, []*arrays.RecordBatch, error) {
	rd, err := NewReader(r, opts...)
	if err != nil {
		return nil, nil, err
	}
	var out []*arrays.RecordBatch
	for rb, err := range rd.All() {
		if err != nil {
			return rd.Schema(), out, err
		}
		out = append(out, rb)
	}
	return rd.Schema(), out, nil
}
