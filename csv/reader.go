package csv

import (
	"bytes"
	"fmt"
	"io"
	"iter"
	"math"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/quiver-go/quiver/arrays"
)

// Reader streams CSV text as record batches. NewReader reads the header and
// the inference sample; Next and All then return batches of BatchSize rows
// (the last one shorter). It is not safe for concurrent use.
type Reader struct {
	src io.Reader
	o   readOptions
	tok tokenizer
	nm  nullMatcher

	buf  []byte
	n    int // buf[:n] holds input
	pos  int // next byte to parse
	base int // field offsets are relative to buf[base]
	eof  bool
	done bool // the input is parsed to its end

	schema   *arrays.Schema
	names    []string // the columns' names, once known
	cols     []column
	accs     []acc
	inferred []bool // columns whose type comes from the sample

	// Parallel reading (parallel.go).
	workers []*worker
	ready   []*arrays.RecordBatch
	serial  bool // a round failed: read on serially
	rounds  int  // rounds read in parallel, for tests
	err     error
}

// NewReader reads the header (if any) and up to InferRows records from r
// to fix the schema. Errors in that part of the input are returned here.
func NewReader(r io.Reader, opts ...Option) (*Reader, error) {
	rd := &Reader{src: r, o: defaultReadOptions()}
	for _, opt := range opts {
		opt(&rd.o)
	}
	o := &rd.o
	if o.delim == '\n' || o.delim == '\r' || (o.quote != 0 && o.delim == o.quote) {
		return nil, fmt.Errorf("%w: delimiter %q", ErrUnsupported, o.delim)
	}
	if o.quote == '\n' || o.quote == '\r' || (o.comment != 0 && (o.comment == o.delim || o.comment == o.quote || o.comment == '\n' || o.comment == '\r')) {
		return nil, fmt.Errorf("%w: quote %q or comment %q clashes with the delimiter or a line end", ErrUnsupported, o.quote, o.comment)
	}
	if o.batchSize <= 0 {
		o.batchSize = DefaultBatchSize
	}
	if o.inferRows <= 0 {
		o.inferRows = 1
	}
	if o.parallel < 1 {
		o.parallel = 1
	}
	if o.blockSize < 1 {
		o.blockSize = 1
	}
	rd.nm = newNullMatcher(o.nulls)
	rd.tok = tokenizer{delim: o.delim, quote: o.quote, comment: o.comment, ncols: -1, pad: o.pad, line: 1}
	rd.tok.resetCaches()
	rd.buf = make([]byte, o.blockSize)
	if err := rd.start(); err != nil {
		return nil, err
	}
	return rd, nil
}

// fill keeps buf[base:n], moved to the front, and reads input until buf
// is full, growing it first when it is full already.
func (r *Reader) fill() error {
	if r.base > 0 {
		copy(r.buf, r.buf[r.base:r.n])
		r.n -= r.base
		r.pos -= r.base
		r.base = 0
	}
	if r.n == len(r.buf) {
		if len(r.buf) >= math.MaxInt32 {
			return fmt.Errorf("%w: the text held at once (a chunk of rows, or the InferRows sample) exceeds 2 GiB", ErrUnsupported)
		}
		nb := make([]byte, min(2*len(r.buf), math.MaxInt32))
		copy(nb, r.buf[:r.n])
		r.buf = nb
	}
	r.tok.resetCaches()
	// Fill the buffer, not just what one Read gives: a record longer
	// than a read is then parsed again only when the buffer doubles, not
	// after every read.
	for empty := 0; r.n < len(r.buf); {
		k, err := r.src.Read(r.buf[r.n:])
		r.n += k
		if err == io.EOF {
			r.eof = true
			return nil
		}
		if err != nil {
			return err
		}
		if empty++; k > 0 {
			empty = 0
		} else if empty == 100 {
			return io.ErrNoProgress // as bufio gives up on a reader that never reads
		}
	}
	return nil
}

// parseRows parses until the tokenizer holds want rows or the input ends.
func (r *Reader) parseRows(want int) error {
	for !r.done && r.tok.rows() < want {
		pos, more, err := r.tok.parse(r.buf[:r.n], r.pos, r.base, want-r.tok.rows(), r.eof)
		r.pos = pos
		if err != nil {
			if pe, ok := err.(*ParseError); ok && pe.Column >= 0 && pe.Column < len(r.names) {
				pe.Name = r.names[pe.Column]
			}
			return err
		}
		if !more {
			continue
		}
		if r.eof {
			r.done = true
			return nil
		}
		if err := r.fill(); err != nil {
			return err
		}
	}
	return nil
}

// start skips the BOM and SkipRows lines, reads the header, samples and
// settles the schema.
func (r *Reader) start() error {
	if err := r.fill(); err != nil {
		return err
	}
	for r.n < 3 && !r.eof && bytes.HasPrefix([]byte{0xEF, 0xBB, 0xBF}, r.buf[:r.n]) {
		if err := r.fill(); err != nil {
			return err
		}
	}
	if bytes.HasPrefix(r.buf[:r.n], []byte{0xEF, 0xBB, 0xBF}) {
		r.pos = 3
	}
	for i := 0; i < r.o.skipRows; i++ {
		for {
			j := bytes.IndexByte(r.buf[r.pos:r.n], '\n')
			if j >= 0 {
				r.pos += j + 1
				r.tok.line++
				break
			}
			if r.eof {
				r.pos = r.n
				break
			}
			r.base = r.pos
			if err := r.fill(); err != nil {
				return err
			}
		}
	}
	r.base = r.pos
	o := &r.o
	var names []string
	switch {
	case o.schema != nil:
		for _, f := range o.schema.Fields {
			names = append(names, f.Name)
		}
	case o.names != nil:
		names = o.names
	}
	if o.header {
		if err := r.parseRows(1); err != nil {
			return err
		}
		if r.tok.rows() == 1 {
			n := int(r.tok.counts[0])
			if names == nil {
				var scratch []byte
				for c := range n {
					names = append(names, string(text(r.buf[r.base:], r.tok.fields[c], o.quote, &scratch)))
				}
			} else if len(names) != n {
				return &ParseError{Line: r.tok.lines[0], Column: -1, Err: fmt.Errorf("%w: the header has %d fields, %d names are given", ErrFieldCount, n, len(names))}
			}
		}
		r.tok.reset()
		r.base = r.pos
	}
	if names != nil {
		r.tok.ncols = len(names)
	} else {
		// Neither a header nor names: the first record sets the count.
		if err := r.parseRows(1); err != nil {
			return err
		}
		if r.tok.rows() == 1 {
			r.tok.ncols = int(r.tok.counts[0])
		} else {
			r.tok.ncols = 0
		}
		for c := range r.tok.ncols {
			names = append(names, "f"+strconv.Itoa(c))
		}
	}
	r.names = names
	if r.tok.ncols == 0 && len(names) == 0 {
		r.done = true
	}
	if o.schema != nil {
		r.schema = o.schema
		r.inferred = make([]bool, len(o.schema.Fields))
	} else {
		// The sample holds at most maxFields fields: padded ragged rows
		// could otherwise make a small input take memory of rows*columns.
		o.inferRows = min(o.inferRows, max(1, maxFields/max(r.tok.ncols, 1)))
		if err := r.parseRows(o.inferRows); err != nil {
			return err
		}
		for name := range o.types {
			if !slices.Contains(names, name) {
				return fmt.Errorf("%w: ColumnTypes names column %q, which the input does not have (it has %q)", ErrUnsupported, name, names)
			}
		}
		fields := make([]arrays.Field, len(names))
		r.inferred = make([]bool, len(names))
		for c, name := range names {
			t, ok := o.types[name]
			if !ok {
				t = r.infer(c, min(r.tok.rows(), o.inferRows))
				if t.ID() == arrays.UTF8 && o.stringType != nil {
					t = o.stringType
				}
				r.inferred[c] = true
			}
			fields[c] = arrays.Field{Name: name, Type: t, Nullable: true}
		}
		r.schema = arrays.NewSchema(fields, nil)
	}
	r.cols = make([]column, len(r.schema.Fields))
	for c, f := range r.schema.Fields {
		col, err := r.newColumn(c, f)
		if err != nil {
			return err
		}
		r.cols[c] = col
	}
	return nil
}

// Schema is the batches' schema: the header's names (or the given ones),
// the given types and those inferred from the sample.
func (r *Reader) Schema() *arrays.Schema { return r.schema }

// Next returns the next batch, or io.EOF after the last one. After an
// error it keeps returning that error.
func (r *Reader) Next() (*arrays.RecordBatch, error) {
	if r.err != nil {
		return nil, r.err
	}
	rb, err := r.nextAny()
	if err != nil {
		r.err = err
		return nil, err
	}
	return rb, nil
}

func (r *Reader) nextAny() (*arrays.RecordBatch, error) {
	for r.o.parallel > 1 {
		if len(r.ready) > 0 {
			rb := r.ready[0]
			r.ready = r.ready[1:]
			return rb, nil
		}
		ok, err := r.nextBlock()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
	}
	return r.next()
}

// chunkRows is how many rows are tokenized before their columns are
// converted: few enough that their fields stay in cache.
const chunkRows = 2048

// maxFields bounds the fields the sample holds, and 1<<16 those of a
// chunk, however wide the rows.
const maxFields = 1 << 22

// chunk is the rows of a chunk for the number of columns.
func (r *Reader) chunk() int { return min(chunkRows, max(1, (1<<16)/max(r.tok.ncols, 1))) }

func (r *Reader) next() (*arrays.RecordBatch, error) {
	if r.accs == nil {
		r.accs = make([]acc, len(r.cols))
		for c, col := range r.cols {
			r.accs[c] = col.make()
		}
	}
	got := 0
	for got < r.o.batchSize {
		if r.tok.rows() == 0 {
			r.tok.reset()
			r.base = r.pos
			if err := r.parseRows(min(r.chunk(), r.o.batchSize-got)); err != nil {
				return nil, err
			}
			if r.tok.rows() == 0 {
				break
			}
		}
		k := min(r.tok.rows(), r.o.batchSize-got)
		v := r.view(k)
		if v.hint = r.o.batchSize; r.done {
			v.hint = min(got+r.tok.rows(), r.o.batchSize)
		}
		if err := r.convert(v); err != nil {
			return nil, err
		}
		r.tok.drop(k)
		got += k
	}
	if got == 0 {
		return nil, io.EOF
	}
	arrs := make([]arrays.Array, len(r.cols))
	for c, a := range r.accs {
		arr, err := a.finish()
		if err != nil {
			return nil, err
		}
		arrs[c] = arr
	}
	return arrays.NewRecordBatch(r.schema, arrs, got)
}

// convert adds the view's rows to every column's accumulator, on up to
// Parallel goroutines.
func (r *Reader) convert(v *view) error {
	errs := make([]error, len(r.accs))
	if r.o.parallel > 1 && len(r.accs) > 1 {
		var wg sync.WaitGroup
		var next atomic.Int32
		for range min(r.o.parallel, len(r.accs)) {
			wg.Go(func() {
				for c := int(next.Add(1) - 1); c < len(r.accs); c = int(next.Add(1) - 1) {
					errs[c] = r.accs[c].add(v, c)
				}
			})
		}
		wg.Wait()
	} else {
		// Every column, even after an error: the error reported is the
		// one earliest in the input.
		for c, a := range r.accs {
			errs[c] = a.add(v, c)
		}
	}
	return firstError(errs)
}

// firstError picks, of the columns' errors, the one earliest in the
// input, so that the error does not depend on Parallel.
func firstError(errs []error) error {
	var best error
	var line int64 = math.MaxInt64
	for _, err := range errs {
		if err == nil {
			continue
		}
		if pe, ok := err.(*ParseError); ok && pe.Line < line {
			best, line = err, pe.Line
		} else if best == nil {
			best = err
		}
	}
	return best
}

// All iterates over the remaining batches. It stops after the last one or
// after yielding an error (never io.EOF).
func (r *Reader) All() iter.Seq2[*arrays.RecordBatch, error] {
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

// ReadAll reads all of r into batches.
func ReadAll(r io.Reader, opts ...Option) (*arrays.Schema, []*arrays.RecordBatch, error) {
	rd, err := NewReader(r, opts...)
	if err != nil {
		return nil, nil, err
	}
	var out []*arrays.RecordBatch
	for rb, err := range rd.All() {
		if err != nil {
			return nil, nil, err
		}
		out = append(out, rb)
	}
	return rd.Schema(), out, nil
}

// view is the first rows the tokenizer holds, for the converters.
func (r *Reader) view(rows int) *view {
	return &view{r: r, nm: &r.nm, stringsNull: r.o.stringsNull, buf: r.buf[r.base:r.n],
		fields: r.tok.fields[:rows*r.tok.ncols], lines: r.tok.lines[:rows], ncols: r.tok.ncols}
}
