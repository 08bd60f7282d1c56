package ipc

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// badUTF8Offsets is a utf8 column whose offsets are 0 5 4 6: the first and
// last are in range (the O(1) check passes), the middle ones decrease.
func badUTF8Offsets() arrays.Array {
	a := utf8Array("ab", "cd", "ef")
	offs := a.Data().Buffers[1]
	binary.NativeEndian.PutUint32(offs[4:], 5)
	return a
}

// expectRule checks that err is a validation error breaking rule.
func expectRule(t *testing.T, err error, rule string) {
	t.Helper()
	var ve *arrays.ValidationError
	if !errors.As(err, &ve) || ve.Rule != rule || !errors.Is(err, arrays.ErrInvalid) {
		t.Fatalf("error %v, want rule %s", err, rule)
	}
}

// TestWriterRejectsInvalid: both writers refuse a batch that breaks a
// full-validation rule, with the reader's rule name, and write nothing for
// it; with WithFullValidation(false) the batch is written and the reader
// then rejects it by the same rule.
func TestWriterRejectsInvalid(t *testing.T) {
	rb := oneColumn(t, "s", badUTF8Offsets())
	good := oneColumn(t, "s", utf8Array("x", "yz"))
	for _, file := range []bool{false, true} {
		var buf bytes.Buffer
		var write func(*arrays.RecordBatch) error
		var closeW func() error
		if file {
			w, err := NewFileWriter(&buf, rb.Schema())
			if err != nil {
				t.Fatal(err)
			}
			write, closeW = w.Write, w.Close
		} else {
			w, err := NewStreamWriter(&buf, rb.Schema())
			if err != nil {
				t.Fatal(err)
			}
			write, closeW = w.Write, w.Close
		}
		before := buf.Len()
		expectRule(t, write(rb), "offsets-monotonic")
		if buf.Len() != before {
			t.Fatalf("file=%v: a refused batch wrote %d bytes", file, buf.Len()-before)
		}
		// The writer is still usable and its output readable.
		if err := write(good); err != nil {
			t.Fatal(err)
		}
		if err := closeW(); err != nil {
			t.Fatal(err)
		}
		var got *goldBatches
		var err error
		if file {
			got, err = readFileBytes(buf.Bytes())
		} else {
			got, err = readStreamBytes(buf.Bytes())
		}
		if err != nil || len(got.batches) != 1 {
			t.Fatalf("file=%v: reading back: %v", file, err)
		}
	}
	// Without full validation the batch goes out, and the reader refuses it
	// by the same rule.
	for _, file := range []bool{false, true} {
		var b []byte
		var err error
		if file {
			b, err = writeFileBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithFullValidation(false))
		} else {
			b, err = writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithFullValidation(false))
		}
		if err != nil {
			t.Fatal(err)
		}
		if file {
			_, err = readFileBytes(b)
		} else {
			_, err = readStreamBytes(b)
		}
		expectRule(t, err, "offsets-monotonic")
	}
}

// TestWriterTrustsValidatedData: data that passed full validation is not
// checked again by default (shown by corrupting it after validation, which
// Data's immutability forbids), but is with WithFullValidation(true).
func TestWriterTrustsValidatedData(t *testing.T) {
	a := utf8Array("ab", "cd", "ef")
	if err := arrays.ValidateDataSafe(a.Data()); err != nil {
		t.Fatal(err)
	}
	if a.Data().Validated() != arrays.ValidatedFull || arrays.Slice(a, 1, 3).Data().Validated() != arrays.ValidatedFull {
		t.Fatal("validation did not mark the data (or its slice)")
	}
	binary.NativeEndian.PutUint32(a.Data().Buffers[1][4:], 5)
	rb := oneColumn(t, "s", a)
	if _, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb}); err != nil {
		t.Fatalf("validated data checked again: %v", err)
	}
	_, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb}, WithFullValidation(true))
	expectRule(t, err, "offsets-monotonic")

	// Batches from a reader are marked; from a trusted reader they are not.
	b, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{oneColumn(t, "s", utf8Array("x"))})
	if err != nil {
		t.Fatal(err)
	}
	for _, trusted := range []bool{false, true} {
		var opts []ReadOption
		if trusted {
			opts = append(opts, WithTrusted())
		}
		g, err := readStreamBytes(b, opts...)
		if err != nil {
			t.Fatal(err)
		}
		if v := g.batches[0].Column(0).Data().Validated(); (v == arrays.ValidatedFull) == trusted {
			t.Errorf("trusted=%v: Validated() = %v", trusted, v)
		}
	}
}
