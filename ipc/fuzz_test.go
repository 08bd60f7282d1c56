package ipc

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/quiver-go/quiver/arrays"
)

// readBatches reads every batch an untrusted input holds, as a stream (in
// place and from an io.Reader) and as a file, and touches the first values
// of each column of each batch returned, which must all be valid. It
// returns the number of batches read and the first error. It must never
// panic, hang or allocate far beyond the input.
func readBatches(b []byte) (n int, first error) {
	note := func(err error) {
		if first == nil && err != nil && err != io.EOF {
			first = err
		}
	}
	touch := func(rb *arrays.RecordBatch) error {
		n++
		for i, c := range rb.Columns() {
			if err := arrays.ValidateDataSafe(c.Data()); err != nil {
				return fmt.Errorf("column %d of a batch the reader returned is invalid: %w", i, err)
			}
			for k := range min(c.Len(), 64) {
				if renderable(c.DataType(), 0) {
					_ = c.ValueString(k)
				}
				_ = c.IsNull(k)
			}
		}
		return nil
	}
	streams := []func() (*StreamReader, error){
		func() (*StreamReader, error) { return NewStreamReaderBytes(b) },
		func() (*StreamReader, error) { return NewStreamReader(bytes.NewReader(b)) },
	}
	for _, open := range streams {
		r, err := open()
		note(err)
		if err != nil {
			continue
		}
		for rb, err := range r.All() {
			note(err)
			if err == nil {
				if err := touch(rb); err != nil {
					return n, err
				}
			}
		}
	}
	f, err := NewFileReader(b)
	note(err)
	if err == nil {
		for i := range f.NumRecordBatches() {
			rb, err := f.RecordBatch(i)
			note(err)
			if err == nil {
				if err := touch(rb); err != nil {
					return n, err
				}
			}
		}
	}
	return n, first
}

// classified reports whether err is one of the package's error classes.
func classified(err error) bool {
	return err == nil || errors.Is(err, ErrMalformed) || errors.Is(err, ErrUnsupported) || errors.Is(err, ErrUnsupportedVersion)
}

// TestMalformedBatches reads every fuzz regression input of the corpus as
// streams and files, each within a time budget: errors are expected,
// panics, hangs, unclassified errors and invalid batches are failures. It
// also checks that reading allocates at most a bounded multiple of the
// input.
func TestMalformedBatches(t *testing.T) {
	const budget = 30 * time.Second // generous: under emulation everything is slower
	var rejected, clean int
	for _, path := range malformedFiles(t) {
		b := readFile(t, path)
		type result struct {
			n     int
			err   error
			alloc uint64
		}
		done := make(chan result, 1)
		go func() {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			n, err := readBatches(b)
			runtime.ReadMemStats(&after)
			done <- result{n, err, after.TotalAlloc - before.TotalAlloc}
		}()
		select {
		case r := <-done:
			if !classified(r.err) {
				t.Errorf("%s: unclassified error: %v", rel(path), r.err)
			}
			// Three readers each get 2x the input for copies, plus
			// fixed-size bookkeeping.
			if limit := uint64(64*len(b)) + 32<<20; r.alloc > limit {
				t.Errorf("%s: reading %d bytes allocated %d bytes", rel(path), len(b), r.alloc)
			}
			if r.err != nil {
				rejected++
			} else {
				clean++
			}
			if testing.Verbose() {
				t.Logf("%s: %d batches, %d bytes allocated, %v", rel(path), r.n, r.alloc, r.err)
			}
		case <-time.After(budget):
			t.Fatalf("%s: reading did not finish within %s", rel(path), budget)
		}
	}
	t.Logf("%d inputs rejected, %d read cleanly", rejected, clean)
}

// fuzzSeeds adds the gold streams and files and the malformed corpus (when
// present) and a small synthetic stream and file.
func fuzzSeeds(f *testing.F, gold func(testing.TB) []string) {
	if _, ok := corpusDir(); ok {
		for _, p := range gold(f) {
			if b, err := os.ReadFile(p); err == nil && len(b) <= 16<<10 {
				f.Add(b)
			}
		}
		for _, p := range malformedFiles(f) {
			if b, err := os.ReadFile(p); err == nil {
				f.Add(b)
			}
		}
	}
	rb := sampleBatch(f, 5)
	for _, codec := range []Compression{NoCompression, CompressionLZ4, CompressionZSTD} {
		s, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithCompression(codec))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(s)
		fb, err := writeFileBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithCompression(codec))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(fb)
	}
}

// FuzzStreamReader reads arbitrary bytes as a stream, in place and from an
// io.Reader. Whatever batches come out must be valid, and writing them
// back must give a stream that reads as the same batches.
func FuzzStreamReader(f *testing.F) {
	fuzzSeeds(f, goldStreams)
	f.Fuzz(func(t *testing.T, b []byte) {
		for k, open := range []func() (*StreamReader, error){
			func() (*StreamReader, error) { return NewStreamReaderBytes(b) },
			func() (*StreamReader, error) { return NewStreamReader(bytes.NewReader(b)) },
		} {
			r, err := open()
			if err != nil {
				if !classified(err) {
					t.Fatalf("unclassified error: %v", err)
				}
				continue
			}
			var batches []*arrays.RecordBatch
			for rb, err := range r.All() {
				if err != nil {
					if !classified(err) {
						t.Fatalf("unclassified error: %v", err)
					}
					break
				}
				checkReturned(t, rb)
				batches = append(batches, rb)
			}
			if k == 0 {
				rewrite(t, r, batches)
			}
		}
	})
}

// rewrite writes batches read by r and reads them back.
func rewrite(t *testing.T, r *StreamReader, batches []*arrays.RecordBatch) {
	out, err := writeStreamBytes(r.Schema(), batches, WithDictionaryIDs(r.Header().Dictionaries))
	if err != nil {
		t.Fatalf("writing back %d batches that were read: %v", len(batches), err)
	}
	back, err := readStreamBytes(out)
	if err != nil {
		t.Fatalf("reading back what was written: %v", err)
	}
	if !back.schema.Equal(r.Schema()) || len(back.batches) != len(batches) {
		t.Fatalf("read back %d batches of %s, wrote %d of %s", len(back.batches), back.schema, len(batches), r.Schema())
	}
	for i, rb := range batches {
		for c := range rb.NumCols() {
			if d := arrays.EqualDiff(back.batches[i].Column(c), rb.Column(c), arrays.EqualNaN(true)); d != "" {
				t.Fatalf("batch %d column %d changed in a round trip: %s", i, c, d)
			}
		}
	}
}

func FuzzFileReader(f *testing.F) {
	fuzzSeeds(f, goldFiles)
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := NewFileReader(b)
		if err != nil {
			if !classified(err) {
				t.Fatalf("unclassified error: %v", err)
			}
			return
		}
		for i := range r.NumRecordBatches() {
			rb, err := r.RecordBatch(i)
			if err != nil {
				if !classified(err) {
					t.Fatalf("unclassified error: %v", err)
				}
				continue
			}
			checkReturned(t, rb)
		}
	})
}

// checkReturned fails if a batch a reader returned is not valid, and
// touches its first values.
func checkReturned(t *testing.T, rb *arrays.RecordBatch) {
	t.Helper()
	for i, c := range rb.Columns() {
		if err := arrays.ValidateDataSafe(c.Data()); err != nil {
			t.Fatalf("column %d of a returned batch is invalid: %v", i, err)
		}
		if renderable(c.DataType(), 0) {
			for k := range min(c.Len(), 16) {
				_ = c.ValueString(k)
			}
		}
	}
}

// renderable reports whether ValueString may be called on arrays of t in
// a fuzz test: a decimal with an absurd scale (which the format allows)
// renders as millions of digits, which is slow, not wrong.
func renderable(t arrays.DataType, depth int) bool {
	if depth > 2*maxFieldDepth {
		return false
	}
	switch x := t.(type) {
	case arrays.Decimal32Type:
		return x.Scale > -1000 && x.Scale < 1000
	case arrays.Decimal64Type:
		return x.Scale > -1000 && x.Scale < 1000
	case arrays.Decimal128Type:
		return x.Scale > -1000 && x.Scale < 1000
	case arrays.Decimal256Type:
		return x.Scale > -1000 && x.Scale < 1000
	case arrays.ExtensionType:
		return renderable(x.StorageType(), depth+1)
	case *arrays.DictionaryType:
		return renderable(x.Value, depth+1)
	case arrays.NestedType:
		for _, f := range x.Fields() {
			if !renderable(f.Type, depth+1) {
				return false
			}
		}
	}
	return true
}
