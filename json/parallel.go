package json

import (
	"bytes"
	"io"
	"sync"

	"github.com/quiver-go/quiver/arrays"
)

// worker decodes pieces with decoders of its own.
type worker struct {
	sc      scanner
	root    *object
	piece   []byte
	first   int64 // the piece's first line number
	out     []*arrays.RecordBatch
	maxLine int
	err     error
}

// nextParallel returns a queued batch, refilling the queue by decoding up
// to Parallel pieces at once.
func (r *Reader) nextParallel() (*arrays.RecordBatch, error) {
	for len(r.queue) == 0 {
		if r.qerr != nil {
			return nil, r.qerr
		}
		if err := r.round(); err != nil {
			return nil, err
		}
		if len(r.queue) == 0 && r.qerr == nil {
			return nil, io.EOF
		}
	}
	rb := r.queue[0]
	r.queue = r.queue[1:]
	return rb, nil
}

func (r *Reader) round() error {
	if r.workers == nil {
		st := arrays.StructOf(r.schema.Fields...)
		for range r.opts.parallel {
			root, err := newStruct(st, arrays.NewStructBuilder(st), r.opts.unexpected)
			if err != nil {
				return err
			}
			r.workers = append(r.workers, &worker{root: root, maxLine: r.opts.maxLine})
		}
	}
	var busy []*worker
	for _, w := range r.workers {
		ok, err := r.cut(w)
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		busy = append(busy, w)
	}
	var wg sync.WaitGroup
	for _, w := range busy {
		wg.Go(func() { w.decode(r.schema, r.opts.batchSize) })
	}
	wg.Wait()
	for _, w := range busy {
		r.queue = append(r.queue, w.out...)
		w.out = nil
		if w.err != nil {
			r.qerr = w.err
			break
		}
	}
	return nil
}

// cut copies the next piece of whole lines into w.piece; false at the end
// of the input.
func (r *Reader) cut(w *worker) (bool, error) {
	size := r.opts.pieceSize
	for {
		avail := r.buf[r.start:]
		if len(avail) >= size || r.eof {
			if len(avail) == 0 {
				return false, nil
			}
			n := len(avail)
			if !r.eof || n > size {
				k := bytes.LastIndexByte(avail[:min(size, n)], '\n')
				if k < 0 {
					k = bytes.IndexByte(avail, '\n') // a line longer than a piece
				}
				if k < 0 && !r.eof {
					if err := r.tooLong(n); err != nil {
						return false, err
					}
					size = n + 1 // read on to the line's end
					if err := r.fill(); err != nil {
						return false, err
					}
					continue
				}
				if k >= 0 {
					n = k + 1
				}
			}
			w.piece = append(w.piece[:0], avail[:n]...)
			w.first = r.line + 1
			r.line += int64(bytes.Count(w.piece, []byte{'\n'}))
			if w.piece[n-1] != '\n' {
				r.line++
			}
			r.start += n
			return true, nil
		}
		if err := r.fill(); err != nil {
			return false, err
		}
	}
}

// decode turns w.piece into batches of at most size rows.
func (w *worker) decode(schema *arrays.Schema, size int) {
	p, ln, n := w.piece, w.first-1, 0
	flush := func() bool {
		rb, err := batch(schema, w.root, n)
		if err != nil {
			w.err = err
			return false
		}
		w.out, n = append(w.out, rb), 0
		return true
	}
	for len(p) > 0 {
		var line []byte
		if i := bytes.IndexByte(p, '\n'); i >= 0 {
			line, p = p[:i], p[i+1:]
		} else {
			line, p = p, nil
		}
		ln++
		if len(line) > w.maxLine {
			w.err = lineTooLong(ln, line, w.maxLine)
			return
		}
		if ln == 1 {
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
		}
		if blank(line) {
			continue
		}
		if err := decodeLine(&w.sc, w.root, line, ln); err != nil {
			w.err = err
			return
		}
		if n++; n == size && !flush() {
			return
		}
	}
	if n > 0 {
		flush()
	}
}

func blank(line []byte) bool {
	for _, c := range line {
		if !isSpace(c) {
			return false
		}
	}
	return true
}
