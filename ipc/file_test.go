package ipc

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
)

func sampleBatches(t testing.TB, k int) []*arrays.RecordBatch {
	rb := sampleBatch(t, 40*k)
	var out []*arrays.RecordBatch
	for i := range k {
		out = append(out, rb.Slice(40*i, 40*i+40-i))
	}
	return out
}

func TestFileRandomAccess(t *testing.T) {
	batches := sampleBatches(t, 5)
	b, err := writeFileBytes(batches[0].Schema(), batches, WithCompression(CompressionLZ4))
	if err != nil {
		t.Fatal(err)
	}
	f, err := NewFileReader(b)
	if err != nil {
		t.Fatal(err)
	}
	if f.NumRecordBatches() != 5 || f.NumDictionaries() != 1 || !f.Schema().Equal(batches[0].Schema()) {
		t.Fatalf("%d batches, %d dictionaries, schema %s", f.NumRecordBatches(), f.NumDictionaries(), f.Schema())
	}
	// Concurrent random access, each batch read by several goroutines.
	var wg sync.WaitGroup
	errs := make(chan error, 20)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, i := range []int{3, 0, 4, 1, 2} {
				i = (i + g) % 5
				rb, err := f.RecordBatch(i)
				if err != nil {
					errs <- err
					return
				}
				for c := range rb.NumCols() {
					if d := arrays.EqualDiff(rb.Column(c), batches[i].Column(c)); d != "" {
						errs <- errors.New(d)
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for _, i := range []int{-1, 5} {
		if _, err := f.RecordBatch(i); err == nil || !strings.Contains(err.Error(), "out of range") {
			t.Errorf("batch %d: %v", i, err)
		}
	}
	// The file holds a complete stream after its 8-byte header.
	s, err := readStreamBytes(b[fileHeaderLen:])
	if err != nil || len(s.batches) != 5 {
		t.Fatalf("the stream inside the file: %v", err)
	}
}

// within reports whether p lies inside b.
func within(p, b []byte) bool {
	if len(p) == 0 {
		return false
	}
	start := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	at := uintptr(unsafe.Pointer(unsafe.SliceData(p)))
	return at >= start && at+uintptr(len(p)) <= start+uintptr(len(b))
}

// TestZeroCopy checks that the buffers of batches read from memory alias
// it, and that the body buffers the writer wrote are 64-byte aligned in
// the file.
func TestZeroCopy(t *testing.T) {
	rb := sampleBatch(t, 1000)
	b, err := writeFileBytes(rb.Schema(), []*arrays.RecordBatch{rb})
	if err != nil {
		t.Fatal(err)
	}
	// Place the file at an aligned address, as a mapping would be.
	buf := arrays.AllocBuffer(len(b))
	copy(buf, b)
	f, err := NewFileReader(buf, WithTrusted())
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.RecordBatch(0)
	if err != nil {
		t.Fatal(err)
	}
	for c, col := range got.Columns() {
		d := col.Data()
		for i, bb := range d.Buffers {
			if bb != nil && !within(bb, buf) {
				t.Errorf("column %d buffer %d was copied", c, i)
			}
			if bb != nil && uintptr(unsafe.Pointer(unsafe.SliceData(bb)))%arrays.Alignment != 0 {
				t.Errorf("column %d buffer %d is not 64-byte aligned", c, i)
			}
		}
	}
	if dict := got.Column(3).Data().Dictionary; !within(dict.Buffers[2], buf) {
		t.Error("dictionary data was copied")
	}
	// Every buffer of every message starts at a multiple of 64 in the
	// body, the body at a multiple of 64 in the file, and Buffer.length
	// does not count padding.
	for _, blk := range append(f.Footer().Dictionaries, f.Footer().RecordBatches...) {
		if (blk.Offset+int64(blk.MetaDataLength))%64 != 0 {
			t.Errorf("body at byte %d", blk.Offset+int64(blk.MetaDataLength))
		}
		m, _, err := ReadMessageAt(buf, blk.Offset)
		if err != nil {
			t.Fatal(err)
		}
		var h *RecordBatchHeader
		if m.Type() == MessageRecordBatch {
			h, _ = m.RecordBatch()
		} else {
			dh, _ := m.DictionaryBatch()
			h = &dh.Data
		}
		for i, bb := range h.Buffers {
			if bb.Offset%64 != 0 {
				t.Errorf("buffer %d at body offset %d", i, bb.Offset)
			}
		}
		if m.Type() == MessageRecordBatch && h.Buffers[1].Length != 8000 {
			t.Errorf("int64 values buffer length %d, want 8000", h.Buffers[1].Length)
		}
	}
}

// TestUnalignedBuffersAreCopied moves every buffer of a batch to an odd
// offset in its body: the reader must copy them to aligned memory.
func TestUnalignedBuffersAreCopied(t *testing.T) {
	rb := sampleBatch(t, 100)
	good, err := writeStreamBytes(rb.Schema(), []*arrays.RecordBatch{rb})
	if err != nil {
		t.Fatal(err)
	}
	shifted := restream(t, good, func(h *RecordBatchHeader, body []byte) []byte {
		out := make([]byte, len(body)+8)
		copy(out[1:], body)
		for i := range h.Buffers {
			h.Buffers[i].Offset++
		}
		return out
	})
	got, err := readStreamBytes(shifted)
	if err != nil {
		t.Fatal(err)
	}
	for c := range rb.NumCols() {
		if d := arrays.EqualDiff(got.batches[0].Column(c), rb.Column(c)); d != "" {
			t.Errorf("column %d: %s", c, d)
		}
	}
	vals := got.batches[0].Column(0).Data().Buffers[1]
	if uintptr(unsafe.Pointer(unsafe.SliceData(vals)))%8 != 0 || within(vals, shifted) {
		t.Error("unaligned int64 values were not copied to aligned memory")
	}
	// Buffers that overlap may not make the reader copy more than the
	// body can justify: 300 unaligned int64 columns over the same 8000
	// bytes would copy 2.4 MB out of a 10 kB body.
	for _, cols := range []int{1, 300} {
		h := &RecordBatchHeader{Length: 1000}
		for range cols {
			h.Nodes = append(h.Nodes, FieldNode{Length: 1000})
			h.Buffers = append(h.Buffers, BodyBuffer{}, BodyBuffer{Offset: 1, Length: 8000})
		}
		meta, err := MarshalRecordBatchMessage(h, 10000, arrays.Metadata{})
		if err != nil {
			t.Fatal(err)
		}
		m, err := NewMessage(meta, make([]byte, 10000))
		if err != nil {
			t.Fatal(err)
		}
		var core readerCore
		core.init(&SchemaHeader{Schema: int64Schema(cols)}, readConfig{}, false)
		_, err = core.readRecordBatch(m, "batch")
		if cols == 1 && err != nil {
			t.Fatalf("one unaligned column: %v", err)
		}
		if cols > 1 && (err == nil || !strings.Contains(err.Error(), "overlapping buffers")) {
			t.Fatalf("%d overlapping columns: %v", cols, err)
		}
	}
}

func TestOpenFile(t *testing.T) {
	batches := sampleBatches(t, 3)
	b, err := writeFileBytes(batches[0].Schema(), batches, WithCompression(CompressionZSTD))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "x.arrow")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for rb, err := range f.All() {
		if err != nil {
			t.Fatal(err)
		}
		for c := range rb.NumCols() {
			if d := arrays.EqualDiff(rb.Column(c), batches[i].Column(c)); d != "" {
				t.Fatalf("batch %d column %d: %s", i, c, d)
			}
		}
		i++
	}
	if i != 3 {
		t.Fatalf("%d batches", i)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := OpenFile(filepath.Join(t.TempDir(), "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}
	empty := filepath.Join(t.TempDir(), "empty")
	os.WriteFile(empty, nil, 0o644)
	if _, err := OpenFile(empty); !errors.Is(err, ErrMalformed) {
		t.Fatalf("empty file: %v", err)
	}
}

// TestOpenGoldFiles memory-maps every gold file: the reader must never
// write into its (read-only) input, even for big-endian bodies.
func TestOpenGoldFiles(t *testing.T) {
	for _, c := range goldCases(t) {
		f, err := OpenFile(c.base+".arrow_file", c.readOptions()...)
		if err != nil {
			t.Fatalf("%s: %v", c, err)
		}
		for _, err := range f.All() {
			if err != nil {
				t.Fatalf("%s: %v", c, err)
			}
		}
		f.Close()
	}
}

// assembleFile builds a file around the messages of a stream, with a
// footer listing them as its blocks say.
func assembleFile(t testing.TB, stream []byte, schema *SchemaHeader) []byte {
	t.Helper()
	var out bytes.Buffer
	out.Write(fileMagic[:])
	out.Write([]byte{0, 0})
	footer := &Footer{Schema: schema}
	for _, m := range messages(t, stream) {
		blk := Block{Offset: int64(out.Len()), BodyLength: m.BodyLength()}
		n, _ := m.WriteTo(&out)
		blk.MetaDataLength = int32(n - blk.BodyLength)
		switch m.Type() {
		case MessageDictionaryBatch:
			footer.Dictionaries = append(footer.Dictionaries, blk)
		case MessageRecordBatch:
			footer.RecordBatches = append(footer.RecordBatches, blk)
		}
	}
	WriteEOS(&out)
	fb, err := MarshalFooter(footer)
	if err != nil {
		t.Fatal(err)
	}
	out.Write(fb)
	binary.Write(&out, binary.LittleEndian, int32(len(fb)))
	out.Write(fileMagic[:])
	return out.Bytes()
}

func TestFileErrors(t *testing.T) {
	batches := sampleBatches(t, 2)
	good, err := writeFileBytes(batches[0].Schema(), batches)
	if err != nil {
		t.Fatal(err)
	}
	f, err := NewFileReader(good)
	if err != nil {
		t.Fatal(err)
	}
	footer := f.Footer()
	n := len(good)
	edit := func(fn func(b []byte)) []byte {
		b := append([]byte(nil), good...)
		fn(b)
		return b
	}
	withFooter := func(fn func(f *Footer)) []byte {
		cp := *footer
		cp.Dictionaries = append([]Block(nil), footer.Dictionaries...)
		cp.RecordBatches = append([]Block(nil), footer.RecordBatches...)
		fn(&cp)
		fb, err := MarshalFooter(&cp)
		if err != nil {
			t.Fatal(err)
		}
		flen := int(binary.LittleEndian.Uint32(good[n-10:]))
		out := append([]byte(nil), good[:n-10-flen]...)
		out = append(out, fb...)
		out = binary.LittleEndian.AppendUint32(out, uint32(len(fb)))
		return append(out, fileMagic[:]...)
	}
	// A stream with a replaced dictionary, framed as a file.
	dt := &arrays.DictionaryType{Index: arrays.Int32Type{}, Value: arrays.Utf8Type{}}
	r1 := oneColumn(t, "d", dictArray(t, dt, utf8Array("a"), 0))
	r2 := oneColumn(t, "d", dictArray(t, dt, utf8Array("b"), 0))
	replStream, err := writeStreamBytes(r1.Schema(), []*arrays.RecordBatch{r1, r2})
	if err != nil {
		t.Fatal(err)
	}
	sh, err := messages(t, replStream)[0].Schema()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		in    []byte
		batch int // -1: NewFileReader fails
		want  string
	}{
		{"short", good[:12], -1, "too short"},
		{"front magic", edit(func(b []byte) { b[0] = 'a' }), -1, "does not start with"},
		{"back magic", edit(func(b []byte) { b[n-1] = '2' }), -1, "does not end with"},
		{"footer length", edit(func(b []byte) { binary.LittleEndian.PutUint32(b[n-10:], uint32(n)) }), -1, "footer length"},
		{"negative footer length", edit(func(b []byte) { binary.LittleEndian.PutUint32(b[n-10:], 0xfffffff0) }), -1, "footer length"},
		{"block outside", withFooter(func(f *Footer) { f.RecordBatches[1].BodyLength = int64(n) }), -1, "lies outside"},
		{"block at the header", withFooter(func(f *Footer) { f.RecordBatches[0].Offset = 0 }), -1, "lies outside"},
		{"block length mismatch", withFooter(func(f *Footer) { f.RecordBatches[1].MetaDataLength += 8 }), 1, "its block says"},
		{"block kind", withFooter(func(f *Footer) { f.RecordBatches[1] = f.Dictionaries[0] }), 1, "holds a DictionaryBatch message, not a RecordBatch"},
		{"block at EOS", withFooter(func(f *Footer) {
			f.RecordBatches[1].Offset = int64(n - 10 - int(binary.LittleEndian.Uint32(good[n-10:])) - 8)
			f.RecordBatches[1].MetaDataLength = 8
			f.RecordBatches[1].BodyLength = 0
		}), 1, "end-of-stream marker"},
		{"dictionary replaced", assembleFile(t, replStream, sh), 0, "cannot replace dictionaries"},
	}
	for _, c := range cases {
		f, err := NewFileReader(c.in)
		if c.batch >= 0 && err == nil {
			_, err = f.RecordBatch(c.batch)
		}
		if err == nil || !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want ErrMalformed mentioning %q", c.name, err, c.want)
		}
	}
}
