package ipc

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/ipc/internal/flatbuf"
)

// ----- the real corpus -----

// testData returns the arrow-testing corpus directory, skipping the test
// when it is absent (failing under CI=true); see internal/testcorpus.
func testData(t testing.TB) string { return testcorpus.Dir(t) }

// corpusDir locates the corpus without skipping (fuzz targets seed from it
// when it is there and fall back to synthetic seeds when it is not).
func corpusDir() (string, bool) {
	dir, err := testcorpus.Find()
	return dir, err == nil
}

// corpusFiles lists the files matching pattern (relative to the corpus).
func corpusFiles(t testing.TB, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(testData(t), pattern))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Fatalf("no corpus files match %s", pattern)
	}
	return files
}

// goldStreams and goldFiles list the valid integration files.
func goldStreams(t testing.TB) []string {
	return corpusFiles(t, "arrow-ipc-stream/integration/*/*.stream")
}

func goldFiles(t testing.TB) []string {
	return corpusFiles(t, "arrow-ipc-stream/integration/*/*.arrow_file")
}

// malformedFiles lists the fuzz regression inputs: they may be anything.
func malformedFiles(t testing.TB) []string {
	var out []string
	for _, p := range []string{"arrow-ipc-stream/crash-*", "arrow-ipc-stream/clusterfuzz-*", "arrow-ipc-file/*",
		"arrow-ipc-tensor-stream/*", "forward-compatibility/*"} {
		out = append(out, corpusFiles(t, p)...)
	}
	return out
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// rel names a corpus file for test output.
func rel(path string) string {
	i := strings.Index(path, "arrow-ipc-")
	if i < 0 {
		return filepath.Base(path)
	}
	return path[i:]
}

// readAll reads every message of a stream held in buf from off, failing the
// test on any error other than the end of the stream.
func readAll(t testing.TB, buf []byte, off int64) ([]*Message, int64) {
	t.Helper()
	var msgs []*Message
	for {
		m, next, err := ReadMessageAt(buf, off)
		if err == io.EOF {
			return msgs, next
		}
		if err != nil {
			t.Fatalf("message %d: %v", len(msgs), err)
		}
		if next <= off {
			t.Fatalf("ReadMessageAt did not advance: %d -> %d", off, next)
		}
		msgs = append(msgs, m)
		off = next
	}
}

// ----- building test messages -----

// testSchema is a small schema with a dictionary, used by framing tests.
func testSchema() *arrays.Schema {
	md := arrays.NewMetadata([]string{"k"}, []string{"v"})
	return arrays.NewSchema([]arrays.Field{
		{Name: "a", Type: arrays.Int32Type{}, Nullable: true},
		{Name: "b", Type: &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}},
	}, &md)
}

func mustSchemaMessage(t testing.TB, s *arrays.Schema) []byte {
	t.Helper()
	meta, err := MarshalSchemaMessage(&SchemaHeader{Schema: s}, arrays.Metadata{})
	if err != nil {
		t.Fatal(err)
	}
	return meta
}

// batchMessage returns the metadata of a record batch with a body of n bytes.
func batchMessage(t testing.TB, n int64) []byte {
	t.Helper()
	h := &RecordBatchHeader{Length: 3, Nodes: []FieldNode{{3, 1}, {3, 0}},
		Buffers: []BodyBuffer{{0, 1}, {8, 12}, {0, 0}, {24, 3}}}
	if n < 27 {
		h.Buffers = nil
	}
	meta, err := MarshalRecordBatchMessage(h, n, arrays.NewMetadata([]string{"batch"}, []string{"1"}))
	if err != nil {
		t.Fatal(err)
	}
	return meta
}

// testStream writes schema, a 32-byte batch, an empty batch and EOS.
func testStream(t testing.TB) ([]byte, [][]byte) {
	t.Helper()
	var w bytes.Buffer
	body := make([]byte, 32)
	for i := range body {
		body[i] = byte(i + 1)
	}
	metas := [][]byte{mustSchemaMessage(t, testSchema()), batchMessage(t, 32), batchMessage(t, 0)}
	bodies := [][]byte{nil, body, nil}
	for i := range metas {
		start := w.Len()
		framed, n, err := WriteMessage(&w, metas[i], bodies[i])
		if err != nil {
			t.Fatal(err)
		}
		if int(n) != w.Len()-start || int64(framed)+int64(len(bodies[i])) != n {
			t.Fatalf("WriteMessage reported %d bytes (framed metadata %d), wrote %d", n, framed, w.Len()-start)
		}
		if framed%8 != 0 {
			t.Fatalf("framed metadata length %d is not a multiple of 8", framed)
		}
	}
	if err := WriteEOS(&w); err != nil {
		t.Fatal(err)
	}
	return w.Bytes(), bodies
}

func TestWriteAndReadMessages(t *testing.T) {
	stream, bodies := testStream(t)
	if !bytes.Equal(stream[len(stream)-8:], []byte{0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0}) {
		t.Fatalf("stream does not end with the EOS marker: % x", stream[len(stream)-8:])
	}
	msgs, end := readAll(t, stream, 0)
	if end != int64(len(stream)) {
		t.Errorf("EOS ends at %d, stream is %d bytes", end, len(stream))
	}
	check := func(t *testing.T, msgs []*Message) {
		t.Helper()
		if len(msgs) != 3 {
			t.Fatalf("read %d messages, want 3", len(msgs))
		}
		want := []MessageType{MessageSchema, MessageRecordBatch, MessageRecordBatch}
		for i, m := range msgs {
			if m.Type() != want[i] || m.Version() != MetadataV5 {
				t.Errorf("message %d: %s %s, want %s V5", i, m.Type(), m.Version(), want[i])
			}
			if !bytes.Equal(m.Body(), bodies[i]) || m.BodyLength() != int64(len(bodies[i])) {
				t.Errorf("message %d: body % x (length %d), want % x", i, m.Body(), m.BodyLength(), bodies[i])
			}
			if m.FramedMetadataLength()%8 != 0 {
				t.Errorf("message %d: framed metadata length %d", i, m.FramedMetadataLength())
			}
		}
		s, err := msgs[0].Schema()
		if err != nil {
			t.Fatal(err)
		}
		if !s.Schema.Equal(testSchema()) {
			t.Errorf("schema %s, want %s", s.Schema, testSchema())
		}
		if got, _ := msgs[1].CustomMetadata().Get("batch"); got != "1" {
			t.Errorf("message custom metadata %v", msgs[1].CustomMetadata())
		}
	}
	t.Run("ReadMessageAt", func(t *testing.T) { check(t, msgs) })
	t.Run("MessageReader", func(t *testing.T) {
		// One byte at a time, to exercise short reads.
		r := NewMessageReader(iotest.OneByteReader(bytes.NewReader(stream)))
		var got []*Message
		for {
			m, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if !arrays.IsAligned(m.Body()) {
				t.Error("MessageReader body is not 64-byte aligned")
			}
			got = append(got, m)
		}
		check(t, got)
		if r.Offset() != int64(len(stream)) {
			t.Errorf("Offset %d after EOS, want %d", r.Offset(), len(stream))
		}
		if _, err := r.Next(); err != io.EOF {
			t.Errorf("Next after EOS: %v, want io.EOF", err)
		}
	})
	t.Run("WriteTo", func(t *testing.T) {
		var w bytes.Buffer
		for _, m := range msgs {
			if _, err := m.WriteTo(&w); err != nil {
				t.Fatal(err)
			}
		}
		WriteEOS(&w)
		if !bytes.Equal(w.Bytes(), stream) {
			t.Error("rewriting the messages changed the bytes")
		}
	})
	t.Run("NoEOS", func(t *testing.T) {
		// A stream may simply end without an EOS marker.
		got, end := readAll(t, stream[:len(stream)-8], 0)
		if len(got) != 3 || end != int64(len(stream)-8) {
			t.Errorf("read %d messages ending at %d", len(got), end)
		}
		r := NewMessageReader(bytes.NewReader(stream[:len(stream)-8]))
		for range 3 {
			if _, err := r.Next(); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := r.Next(); err != io.EOF {
			t.Errorf("end of data: %v, want io.EOF", err)
		}
	})
}

// legacyFrame writes a message the pre-0.15 way: int32 length (no marker),
// flatbuffer padded so that 4 + length is a multiple of 8, body.
func legacyFrame(meta, body []byte) []byte {
	n := len(meta)
	for (4+n)%8 != 0 {
		n++
	}
	out := binary.LittleEndian.AppendUint32(nil, uint32(n))
	out = append(out, meta...)
	out = append(out, make([]byte, n-len(meta))...)
	return append(out, body...)
}

func TestLegacyFraming(t *testing.T) {
	schema := mustSchemaMessage(t, testSchema())
	setVersion(schema, MetadataV4)
	batch := batchMessage(t, 32)
	setVersion(batch, MetadataV4)
	body := bytes.Repeat([]byte{7}, 32)
	stream := append(legacyFrame(schema, nil), legacyFrame(batch, body)...)
	stream = append(stream, 0, 0, 0, 0) // legacy EOS
	stream = append(stream, 0xde, 0xad) // ignored: after EOS

	msgs, end := readAll(t, stream, 0)
	if len(msgs) != 2 || end != int64(len(stream)-2) {
		t.Fatalf("read %d messages ending at %d", len(msgs), end)
	}
	if msgs[0].Version() != MetadataV4 || msgs[0].FramedMetadataLength() != 4+len(schema)+((8-(4+len(schema))%8)%8) {
		t.Errorf("legacy schema message: %s, framed %d", msgs[0].Version(), msgs[0].FramedMetadataLength())
	}
	if !bytes.Equal(msgs[1].Body(), body) {
		t.Error("legacy body differs")
	}
	r := NewMessageReader(bytes.NewReader(stream))
	for i := range 2 {
		m, err := r.Next()
		if err != nil {
			t.Fatal(err)
		}
		if m.FramedMetadataLength() != msgs[i].FramedMetadataLength() {
			t.Errorf("message %d: framed %d vs %d", i, m.FramedMetadataLength(), msgs[i].FramedMetadataLength())
		}
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("legacy EOS: %v", err)
	}
}

// setVersion rewrites the version of a Message flatbuffer built by this
// package (which always stores the field).
func setVersion(meta []byte, v MetadataVersion) {
	if !flatbuf.GetRootAsMessage(meta, 0).MutateVersion(flatbuf.MetadataVersion(v)) {
		panic("version field absent")
	}
}

func TestMetadataVersions(t *testing.T) {
	for v := MetadataVersion(-1); v <= 7; v++ {
		meta := mustSchemaMessage(t, testSchema())
		setVersion(meta, v)
		_, err := NewMessage(meta, nil)
		switch {
		case v == MetadataV4 || v == MetadataV5:
			if err != nil {
				t.Errorf("%s: %v", v, err)
			}
		case err == nil:
			t.Errorf("%s accepted", v)
		case !errors.Is(err, ErrUnsupportedVersion) || !strings.Contains(err.Error(), v.String()):
			t.Errorf("%s: error %q does not name the version or is not ErrUnsupportedVersion", v, err)
		}
	}
	if MetadataVersion(5).String() != "V6" {
		t.Errorf("MetadataVersion(5) = %s", MetadataVersion(5))
	}
}

func TestSchemaV6Rejected(t *testing.T) {
	buf := readFile(t, filepath.Join(testData(t), "forward-compatibility", "schema_v6.arrow"))
	_, _, err := ReadMessageAt(buf, 0)
	if !errors.Is(err, ErrUnsupportedVersion) || !strings.Contains(err.Error(), "V6") {
		t.Fatalf("ReadMessageAt: %v, want an ErrUnsupportedVersion naming V6", err)
	}
	_, err = NewMessageReader(bytes.NewReader(buf)).Next()
	if !errors.Is(err, ErrUnsupportedVersion) || !strings.Contains(err.Error(), "V6") {
		t.Fatalf("MessageReader: %v, want an ErrUnsupportedVersion naming V6", err)
	}
	t.Log(err)
}

func TestReadMessageErrors(t *testing.T) {
	stream, _ := testStream(t)
	schema := mustSchemaMessage(t, testSchema())
	frame := func(metaLen int32, rest ...byte) []byte {
		b := []byte{0xFF, 0xFF, 0xFF, 0xFF}
		b = binary.LittleEndian.AppendUint32(b, uint32(metaLen))
		return append(b, rest...)
	}
	cases := []struct {
		name string
		in   []byte
		want string
	}{
		{"short prefix", []byte{1, 2}, "needs 4 bytes"},
		{"marker only", []byte{0xFF, 0xFF, 0xFF, 0xFF}, "needs 8 bytes"},
		{"marker and half a length", []byte{0xFF, 0xFF, 0xFF, 0xFF, 8, 0}, "needs 8 bytes"},
		{"negative length", frame(-8), "negative metadata length"},
		{"legacy negative length", []byte{0xF0, 0xFF, 0xFF, 0xFF}, "negative metadata length"},
		{"metadata past end", frame(64, make([]byte, 10)...), "metadata needs 64 bytes"},
		{"garbage metadata", frame(8, 1, 2, 3, 4, 5, 6, 7, 8), "invalid Message flatbuffer"},
		{"body past end", append(frame(int32(len(batchMessage(t, 32))), batchMessage(t, 32)...), make([]byte, 10)...), "body needs 32 bytes"},
		{"no header", frame(int32(len(headerless(t))), headerless(t)...), "no header"},
		{"truncated schema", append(frame(int32(len(schema))), schema[:len(schema)-1]...), "needs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var err error
			off := int64(0)
			for err == nil {
				_, off, err = ReadMessageAt(c.in, off)
			}
			if err == io.EOF || !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ReadMessageAt: %v, want ErrMalformed containing %q", err, c.want)
			}
			r := NewMessageReader(bytes.NewReader(c.in))
			err = nil
			for err == nil {
				_, err = r.Next()
			}
			if err == io.EOF || !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("MessageReader: %v, want ErrMalformed containing %q", err, c.want)
			}
		})
	}
	if _, _, err := ReadMessageAt(stream, -1); !errors.Is(err, ErrMalformed) {
		t.Errorf("negative offset: %v", err)
	}
	if _, _, err := ReadMessageAt(stream, int64(len(stream))+1); !errors.Is(err, ErrMalformed) {
		t.Errorf("offset past the end: %v", err)
	}
	// A body length that disagrees with NewMessage's body.
	if _, err := NewMessage(batchMessage(t, 32), make([]byte, 24)); !errors.Is(err, ErrMalformed) {
		t.Errorf("NewMessage with a short body: %v", err)
	}
}

// headerless is a Message flatbuffer (V5) with no header.
func headerless(t testing.TB) []byte {
	meta := mustSchemaMessage(t, testSchema())
	flatbuf.GetRootAsMessage(meta, 0).MutateHeaderType(flatbuf.MessageHeaderNONE)
	return meta
}

// TestTruncatedStreams cuts a valid stream at every length: reading must
// yield the whole messages before the cut and then io.EOF (cut between
// messages) or an unexpected-EOF error (cut inside one), never a panic.
func TestTruncatedStreams(t *testing.T) {
	stream, _ := testStream(t)
	bounds := map[int]bool{0: true}
	off := int64(0)
	for {
		_, next, err := ReadMessageAt(stream, off)
		bounds[int(next)] = true
		if err != nil {
			break
		}
		off = next
	}
	for n := 0; n <= len(stream); n++ {
		in := stream[:n]
		var err error
		var off int64
		for err == nil {
			_, off, err = ReadMessageAt(in, off)
		}
		if bounds[n] {
			if err != io.EOF {
				t.Errorf("cut at %d (a message boundary): %v", n, err)
			}
		} else if !errors.Is(err, io.ErrUnexpectedEOF) || !errors.Is(err, ErrMalformed) {
			t.Errorf("cut at %d: %v, want a truncation error", n, err)
		}
		r := NewMessageReader(bytes.NewReader(in))
		var rerr error
		for rerr == nil {
			_, rerr = r.Next()
		}
		if (rerr == io.EOF) != (err == io.EOF) {
			t.Errorf("cut at %d: MessageReader says %v, ReadMessageAt %v", n, rerr, err)
		}
	}
}

// TestReaderBoundedAllocation: a 200-byte input that claims a 4 GiB body
// (or metadata) must fail without allocating anything like that.
func TestReaderBoundedAllocation(t *testing.T) {
	meta := batchMessage(t, 8)
	if !flatbuf.GetRootAsMessage(meta, 0).MutateBodyLength(4 << 30) {
		t.Fatal("bodyLength not stored")
	}
	var in bytes.Buffer
	in.Write([]byte{0xFF, 0xFF, 0xFF, 0xFF})
	in.Write(binary.LittleEndian.AppendUint32(nil, uint32(len(meta))))
	in.Write(meta)
	in.Write(make([]byte, 200-in.Len()))
	bigMeta := []byte{0xFF, 0xFF, 0xFF, 0xFF, 0xF8, 0xFF, 0xFF, 0x7F} // 2 GiB of metadata

	for name, input := range map[string][]byte{"body": in.Bytes(), "metadata": append(bigMeta, make([]byte, 192)...)} {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err := NewMessageReader(bytes.NewReader(input)).Next()
		runtime.ReadMemStats(&after)
		// A truncation error, or on 32-bit platforms a length error.
		if !errors.Is(err, ErrMalformed) || strconv.IntSize == 64 && !errors.Is(err, io.ErrUnexpectedEOF) {
			t.Errorf("%s: %v, want a truncation error", name, err)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 8<<20 {
			t.Errorf("%s: reading a %d-byte input allocated %d bytes", name, len(input), grew)
		}
		if _, _, err := ReadMessageAt(input, 0); !errors.Is(err, io.ErrUnexpectedEOF) {
			t.Errorf("%s: ReadMessageAt: %v", name, err)
		}
	}

	// A large body that does arrive is read whole, across chunk growth.
	body := make([]byte, 3*readChunk+8)
	for i := range body {
		body[i] = byte(i * 7)
	}
	flatbuf.GetRootAsMessage(meta, 0).MutateBodyLength(int64(len(body)))
	var w bytes.Buffer
	if _, _, err := WriteMessage(&w, meta, body[:readChunk], body[readChunk:]); err != nil {
		t.Fatal(err)
	}
	m, err := NewMessageReader(&w).Next()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(m.Body(), body) {
		t.Error("large body differs after chunked reading")
	}
}

func TestWriteMessageChecks(t *testing.T) {
	var w bytes.Buffer
	if _, _, err := WriteMessage(&w, batchMessage(t, 32), make([]byte, 16)); err == nil {
		t.Error("body shorter than bodyLength accepted")
	}
	if _, _, err := WriteMessage(&w, batchMessage(t, 36), make([]byte, 36)); err == nil {
		t.Error("bodyLength not a multiple of 8 accepted")
	}
	if _, _, err := WriteMessage(&w, []byte{1, 2, 3}); !errors.Is(err, ErrMalformed) {
		t.Errorf("garbage metadata: %v", err)
	}
	if w.Len() != 0 {
		t.Errorf("failed writes wrote %d bytes", w.Len())
	}
	// The writer's error is returned.
	ew := errWriter{}
	if _, _, err := WriteMessage(ew, batchMessage(t, 0)); !errors.Is(err, errTestWrite) {
		t.Errorf("writer error: %v", err)
	}
}

var errTestWrite = errors.New("test write error")

type errWriter struct{}

func (errWriter) Write(p []byte) (int, error) { return 0, errTestWrite }

// TestGoldMessageReaders reads every gold stream both ways and compares.
func TestGoldMessageReaders(t *testing.T) {
	for _, path := range goldStreams(t) {
		buf := readFile(t, path)
		msgs, end := readAll(t, buf, 0)
		if len(msgs) == 0 || msgs[0].Type() != MessageSchema {
			t.Errorf("%s: %d messages, first not a schema", rel(path), len(msgs))
			continue
		}
		if end != int64(len(buf)) {
			t.Errorf("%s: stream ends at %d of %d bytes", rel(path), end, len(buf))
		}
		r := NewMessageReader(bytes.NewReader(buf))
		for i := 0; ; i++ {
			m, err := r.Next()
			if err == io.EOF {
				if i != len(msgs) {
					t.Errorf("%s: MessageReader read %d messages, ReadMessageAt %d", rel(path), i, len(msgs))
				}
				break
			}
			if err != nil {
				t.Fatalf("%s: message %d: %v", rel(path), i, err)
			}
			if i >= len(msgs) || m.Type() != msgs[i].Type() || !bytes.Equal(m.Body(), msgs[i].Body()) ||
				!bytes.Equal(m.Metadata(), msgs[i].Metadata()) || m.FramedMetadataLength() != msgs[i].FramedMetadataLength() {
				t.Fatalf("%s: message %d differs between the readers", rel(path), i)
			}
		}
	}
}

// exerciseStream reads whatever messages it can from an untrusted input and
// decodes every header; it must never panic. It returns the number of
// messages decoded and the first error.
func exerciseStream(buf []byte) (int, error) {
	var off int64
	if bytes.HasPrefix(buf, []byte("ARROW1")) {
		off = 8
	}
	n := 0
	var first error
	note := func(err error) {
		if first == nil && err != nil && err != io.EOF {
			first = err
		}
	}
	for {
		m, next, err := ReadMessageAt(buf, off)
		if err != nil {
			note(err)
			break
		}
		off = next
		note(exerciseMessage(m))
		n++
	}
	r := NewMessageReader(bytes.NewReader(buf))
	for {
		m, err := r.Next()
		if err != nil {
			break
		}
		exerciseMessage(m)
	}
	if len(buf) >= 10 && bytes.HasSuffix(buf, []byte("ARROW1")) {
		flen := int64(int32(binary.LittleEndian.Uint32(buf[len(buf)-10:])))
		if flen > 0 && flen <= int64(len(buf))-10 {
			f, err := DecodeFooter(buf[int64(len(buf))-10-flen : len(buf)-10])
			note(err)
			if err == nil {
				for _, b := range append(f.Dictionaries, f.RecordBatches...) {
					if m, _, err := ReadMessageAt(buf, b.Offset); err == nil {
						exerciseMessage(m)
					}
				}
			}
		}
	}
	return n, first
}

// exerciseMessage decodes a message's header whatever its type, and for a
// schema checks that it re-encodes to an equal schema.
func exerciseMessage(m *Message) error {
	switch m.Type() {
	case MessageSchema:
		h, err := m.Schema()
		if err != nil {
			return err
		}
		return roundTripSchema(h)
	case MessageRecordBatch:
		_, err := m.RecordBatch()
		return err
	case MessageDictionaryBatch:
		_, err := m.DictionaryBatch()
		return err
	}
	return unsupported("message type %s", m.Type())
}

// roundTripSchema encodes a decoded schema and decodes it again; any
// difference is a bug, reported as a non-ErrMalformed error.
func roundTripSchema(h *SchemaHeader) error {
	meta, err := MarshalSchemaMessage(h, arrays.Metadata{})
	if err != nil {
		return errors.New("re-encoding a decoded schema failed: " + err.Error())
	}
	m, err := NewMessage(meta, nil)
	if err != nil {
		return errors.New("re-encoded schema does not verify: " + err.Error())
	}
	back, err := m.Schema()
	if err != nil {
		return errors.New("re-encoded schema does not decode: " + err.Error())
	}
	if !back.Schema.Equal(h.Schema) || back.Endianness != h.Endianness || !sameDictionaries(back.Dictionaries, h.Dictionaries) {
		return errors.New("schema changed in a round trip:\n" + h.Schema.String() + "became\n" + back.Schema.String())
	}
	return nil
}

func sameDictionaries(a, b *DictionaryIDs) bool {
	if a.Len() != b.Len() {
		return false
	}
	for i, f := range a.Fields() {
		g := b.Fields()[i]
		if f.ID != g.ID || !arrays.TypeEqual(f.Type, g.Type) || len(f.Path) != len(g.Path) {
			return false
		}
		for j := range f.Path {
			if f.Path[j] != g.Path[j] {
				return false
			}
		}
	}
	return true
}

// TestMalformedCorpus feeds every fuzz regression input through message
// reading, verification and schema conversion: errors are fine, panics and
// round-trip failures are not.
func TestMalformedCorpus(t *testing.T) {
	var errs, ok int
	for _, path := range malformedFiles(t) {
		buf := readFile(t, path)
		n, err := exerciseStream(buf)
		if err != nil && !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrUnsupportedVersion) {
			t.Errorf("%s: unclassified error: %v", rel(path), err)
		}
		if err != nil {
			errs++
		} else {
			ok++
		}
		if testing.Verbose() {
			t.Logf("%s: %d messages, %v", rel(path), n, err)
		}
	}
	t.Logf("%d inputs rejected, %d read cleanly", errs, ok)
}
