package csv

import (
	"bytes"
	"sync"

	"github.com/quiver-go/quiver/arrays"
)

// Parallel reading splits the input into pieces, one per goroutine, that
// each tokenize and convert on their own into batches of their own.
//
// A piece must start at a record boundary. The split points are the line
// feeds after which the input has seen an even number of quotes: a line
// feed inside a quoted field follows an odd number. That count can be
// fooled (a quote in the middle of an unquoted field, which this reader
// takes literally, or in a comment), but never silently: each piece is
// parsed from a true boundary (the first starts at one, and by induction),
// so a split that is not a record boundary leaves the piece before it
// inside a quoted field at its end, an error. On any error the round is
// read again by the serial path, which then reports the error with its
// true line, and the reader stays serial.

// worker is one goroutine's state, kept across rounds.
type worker struct {
	schema *arrays.Schema
	tok    tokenizer
	accs   []acc
	out    []*arrays.RecordBatch
	err    error
}

// nextBlock fills r.ready with the next round's batches. It returns false
// when the serial path must read on (the tokenizer holds rows from the
// sample, no split point was found, or a piece failed).
func (r *Reader) nextBlock() (bool, error) {
	if r.tok.rows() > 0 || r.serial {
		return false, nil
	}
	p := r.o.parallel
	piece := 4 * r.o.blockSize
	r.base = r.pos
	for !r.eof && r.n-r.pos < p*piece {
		if err := r.fill(); err != nil {
			return false, err
		}
	}
	if r.pos >= r.n {
		if r.eof {
			r.done = true
		}
		return false, nil
	}
	end := r.n
	if !r.eof {
		// Leave the last quarter for the next round: the split point
		// is the first boundary after three quarters of what is in.
		end = r.split(r.pos, r.pos+(r.n-r.pos)*3/4, r.n)
		if end < 0 {
			return false, nil
		}
	}
	// The pieces' ends.
	ends := make([]int, 0, p)
	at := r.pos
	for k := 1; k < p; k++ {
		e := r.split(at, max(at, r.pos+(end-r.pos)*k/p), end)
		if e < 0 || e >= end {
			break
		}
		ends = append(ends, e)
		at = e
	}
	ends = append(ends, end)
	for len(r.workers) < len(ends) {
		w := &worker{schema: r.schema, tok: tokenizer{delim: r.o.delim, quote: r.o.quote, comment: r.o.comment, ncols: r.tok.ncols, pad: r.o.pad}}
		for _, col := range r.cols {
			w.accs = append(w.accs, col.make())
		}
		r.workers = append(r.workers, w)
	}
	var wg sync.WaitGroup
	start := r.pos
	for k, e := range ends {
		w, s := r.workers[k], start
		start = e
		wg.Go(func() { r.work(w, s, e) })
	}
	wg.Wait()
	lines := int64(0)
	for k := range ends {
		w := r.workers[k]
		if w.err != nil {
			// Read the round again serially, from where it started.
			for _, w := range r.workers {
				w.out = nil
				for c, col := range r.cols {
					w.accs[c] = col.make()
				}
			}
			r.serial = true
			return false, nil
		}
		lines += w.tok.line
	}
	for k := range ends {
		r.ready = append(r.ready, r.workers[k].out...)
		r.workers[k].out = nil
	}
	r.pos = end
	r.tok.line += lines
	r.rounds++
	if r.eof && r.pos == r.n {
		r.done = true
	}
	return true, nil
}

// split returns the position after the first line feed at or after
// target (and before limit) that follows an even number of quotes since
// from, a record boundary if from is one; -1 if there is none.
func (r *Reader) split(from, target, limit int) int {
	buf := r.buf
	q := r.o.quote
	odd := false
	if q != 0 {
		odd = bytes.Count(buf[from:target], []byte{q})%2 == 1
	}
	for at := target; at < limit; {
		i := bytes.IndexByte(buf[at:limit], '\n')
		if i < 0 {
			return -1
		}
		if q != 0 && bytes.Count(buf[at:at+i], []byte{q})%2 == 1 {
			odd = !odd
		}
		at += i + 1
		if !odd {
			return at
		}
	}
	return -1
}

// work tokenizes and converts buf[s:e], a whole number of records, into
// batches of at most BatchSize rows. Its lines count from 0.
func (r *Reader) work(w *worker, s, e int) {
	w.tok.line = 0
	w.tok.resetCaches()
	w.err = nil
	buf := r.buf[:e]
	got := 0
	for pos := s; pos < e; {
		w.tok.reset()
		next, _, err := w.tok.parse(buf, pos, pos, min(r.chunk(), r.o.batchSize-got), true)
		if err != nil {
			w.err = err
			return
		}
		k := w.tok.rows()
		v := &view{r: r, nm: &r.nm, stringsNull: r.o.stringsNull, buf: buf[pos:], fields: w.tok.fields, lines: w.tok.lines, ncols: w.tok.ncols, hint: r.o.batchSize}
		if e-next < 1<<16 {
			v.hint = got + k
		}
		pos = next
		for c, a := range w.accs {
			if err := a.add(v, c); err != nil {
				w.err = err
				return
			}
		}
		got += k
		if got == r.o.batchSize || (pos >= e && got > 0) {
			if err := w.flush(got); err != nil {
				w.err = err
				return
			}
			got = 0
		}
	}
}

func (w *worker) flush(rows int) error {
	arrs := make([]arrays.Array, len(w.accs))
	for c, a := range w.accs {
		arr, err := a.finish()
		if err != nil {
			return err
		}
		arrs[c] = arr
	}
	rb, err := arrays.NewRecordBatch(w.schema, arrs, rows)
	if err != nil {
		return err
	}
	w.out = append(w.out, rb)
	return nil
}
