package ipc

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"strconv"

	flatbuffers "github.com/google/flatbuffers/go"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc/internal/flatbuf"
)

// MetadataVersion is the version of the IPC metadata a message was written
// with (Schema.fbs MetadataVersion). This package reads V4 and V5 and writes V5.
type MetadataVersion int16

// The metadata versions, numbered as on the wire.
const (
	MetadataV1 MetadataVersion = iota // Arrow 0.1.0
	MetadataV2                        // Arrow 0.2.0
	MetadataV3                        // Arrow 0.3.0 – 0.7.1
	MetadataV4                        // Arrow 0.8.0 – 0.17.1: unions carry a validity buffer
	MetadataV5                        // Arrow ≥ 1.0.0
)

// String renders the version as "V4", "V5", and a value from the future as
// the name it would have ("V6" for 5).
func (v MetadataVersion) String() string { return "V" + strconv.Itoa(int(v)+1) }

// checkVersion accepts the versions this package reads.
func checkVersion(v MetadataVersion) error {
	switch {
	case v > MetadataV5:
		return fmt.Errorf("%w: metadata version %s (wire value %d) is newer than V5, the newest this reader knows", ErrUnsupportedVersion, v, int16(v))
	case v < MetadataV4:
		return fmt.Errorf("%w: metadata version %s (wire value %d) is older than V4 (Arrow 0.8), the oldest this reader supports", ErrUnsupportedVersion, v, int16(v))
	}
	return nil
}

// MessageType is the kind of header a message carries (the MessageHeader union).
type MessageType uint8

// The message types, numbered as the MessageHeader union members.
const (
	MessageNone MessageType = iota
	MessageSchema
	MessageDictionaryBatch
	MessageRecordBatch
	MessageTensor
	MessageSparseTensor
)

func (t MessageType) String() string {
	return flatbuf.MessageHeader(t).String()
}

// Framing constants of encapsulated messages.
const (
	// continuationMarker opens every message framed the ≥ 0.15 way; before
	// 0.15 the first word was the metadata length itself.
	continuationMarker = 0xFFFFFFFF
	// readChunk bounds how much the io.Reader path allocates ahead of the
	// bytes that actually arrived.
	readChunk = 1 << 20
)

// eosMarker is the end-of-stream marker written by WriteEOS: a continuation
// marker followed by a zero metadata length.
var eosMarker = [8]byte{0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0}

// Message is one encapsulated IPC message: its Message flatbuffer, verified
// and checked (version V4 or V5, a known header type, a non-negative body
// length matching the body), and its body. A Message read from a byte slice
// aliases it: Body and Metadata are sub-slices of the input.
type Message struct {
	meta []byte // Message flatbuffer (plus any padding inside the framing)
	// fb reads meta through the generated accessors. It is safe to use
	// because meta passed VerifyMessage; code in this package that needs a
	// header field the typed decoders do not expose may read it from here.
	fb      *flatbuf.Message
	body    []byte
	version MetadataVersion
	typ     MessageType
	custom  arrays.Metadata
	framed  int // framing prefix + metadata + padding, as in a file Block
}

// NewMessage wraps a Message flatbuffer and its body. It verifies the
// flatbuffer (see VerifyMessage), checks that the metadata version is V4 or
// V5, that the header is present and of a known type, and that len(body)
// equals the message's bodyLength. metadata and body are kept, not copied.
func NewMessage(metadata, body []byte) (*Message, error) {
	m, err := decodeMessage(metadata)
	if err != nil {
		return nil, err
	}
	if int64(len(body)) != m.fb.BodyLength() {
		return nil, malformed("message body is %d bytes but its metadata says bodyLength %d", len(body), m.fb.BodyLength())
	}
	m.body = body
	m.framed = 8 + pad8(len(metadata))
	return m, nil
}

// decodeMessage verifies and checks a Message flatbuffer, leaving the body
// to the caller.
func decodeMessage(metadata []byte) (*Message, error) {
	if err := VerifyMessage(metadata); err != nil {
		return nil, err
	}
	fb := flatbuf.GetRootAsMessage(metadata, 0)
	m := &Message{meta: metadata, fb: fb, version: MetadataVersion(fb.Version()), typ: MessageType(fb.HeaderType())}
	if err := checkVersion(m.version); err != nil {
		return nil, err
	}
	var hdr flatbuffers.Table
	if m.typ == MessageNone || !fb.Header(&hdr) {
		return nil, malformed("message has no header (header type %s)", m.typ)
	}
	if n := fb.BodyLength(); n < 0 {
		return nil, malformed("message bodyLength %d is negative", n)
	}
	md, err := keyValues(fb.CustomMetadataLength(), fb.CustomMetadata, nil)
	if err != nil {
		return nil, fmt.Errorf("message custom_metadata: %w", err)
	}
	m.custom = md
	return m, nil
}

// Version is the message's metadata version (V4 or V5).
func (m *Message) Version() MetadataVersion { return m.version }

// Type is the kind of header the message carries.
func (m *Message) Type() MessageType { return m.typ }

// BodyLength is the number of body bytes that follow the metadata.
func (m *Message) BodyLength() int64 { return m.fb.BodyLength() }

// Body is the message body: the buffers of a record or dictionary batch,
// addressed by the Buffer offsets of its header.
func (m *Message) Body() []byte { return m.body }

// Metadata is the raw Message flatbuffer (already verified), including any
// zero padding that followed it inside the framing.
func (m *Message) Metadata() []byte { return m.meta }

// CustomMetadata is the message-level custom metadata (Message.custom_metadata).
func (m *Message) CustomMetadata() arrays.Metadata { return m.custom }

// FramedMetadataLength is the distance from the start of the encapsulated
// message to its body: the framing prefix (8 bytes, or 4 in the pre-0.15
// framing) plus the flatbuffer and its padding. It is what a file Block
// records as metaDataLength. For a Message built by NewMessage it is what
// WriteTo will write.
func (m *Message) FramedMetadataLength() int { return m.framed }

// ReadMessageAt decodes the encapsulated message that starts at buf[off:]
// and returns it with the offset just past its body. The message's metadata
// and body alias buf (zero copy). Both framings are read: the continuation
// marker 0xFFFFFFFF followed by an int32 metadata length, and the pre-0.15
// framing where the first word is the length. At an end-of-stream marker
// (0xFFFFFFFF 00000000, or the legacy 00000000) it returns io.EOF and the
// offset past the marker; at the end of buf, io.EOF and off. Every length is
// checked against what remains of buf.
func ReadMessageAt(buf []byte, off int64) (*Message, int64, error) {
	if off < 0 || off > int64(len(buf)) {
		return nil, off, malformed("message offset %d outside the %d-byte input", off, len(buf))
	}
	rest := buf[off:]
	if len(rest) == 0 {
		return nil, off, io.EOF
	}
	if len(rest) < 4 {
		return nil, off, truncated(off, "message length prefix", 4, len(rest))
	}
	prefix := 4
	word := binary.LittleEndian.Uint32(rest)
	if word == continuationMarker {
		if len(rest) < 8 {
			return nil, off, truncated(off, "message length prefix", 8, len(rest))
		}
		prefix = 8
		word = binary.LittleEndian.Uint32(rest[4:])
	}
	metaLen := int32(word)
	if metaLen == 0 {
		return nil, off + int64(prefix), io.EOF
	}
	if metaLen < 0 {
		return nil, off, malformed("message at byte %d: negative metadata length %d", off, metaLen)
	}
	if int64(metaLen) > int64(len(rest)-prefix) {
		return nil, off, truncated(off, "message metadata", int64(metaLen), len(rest)-prefix)
	}
	end := prefix + int(metaLen)
	m, err := decodeMessage(rest[prefix:end:end])
	if err != nil {
		return nil, off, fmt.Errorf("%w (in the message at byte %d)", err, off)
	}
	bodyLen := m.fb.BodyLength()
	if bodyLen > int64(len(rest)-end) {
		return nil, off, truncated(off, "message body", bodyLen, len(rest)-end)
	}
	bodyEnd := end + int(bodyLen)
	m.body = rest[end:bodyEnd:bodyEnd]
	m.framed = end
	return m, off + int64(bodyEnd), nil
}

// truncated reports input that ends inside a message.
func truncated(off int64, what string, want int64, have int) error {
	return fmt.Errorf("%w: message at byte %d: %s needs %d bytes, only %d remain: %w",
		ErrMalformed, off, what, want, have, io.ErrUnexpectedEOF)
}

// MessageReader reads encapsulated messages one after another from an
// io.Reader, in either framing. It never allocates much more than the bytes
// that have actually arrived: a body that claims gigabytes is read in
// chunks, and fails at the end of the input having allocated about twice
// what was read.
type MessageReader struct {
	r   io.Reader
	off int64 // bytes consumed so far
	err error // sticky: io.EOF after the end, or the first error
}

// NewMessageReader returns a reader of the messages in r.
func NewMessageReader(r io.Reader) *MessageReader { return &MessageReader{r: r} }

// Offset is the number of bytes consumed from the underlying reader: the
// position where the next message begins.
func (r *MessageReader) Offset() int64 { return r.off }

// Next reads the next message. It returns io.EOF at an end-of-stream marker
// or when the input ends cleanly between messages, and keeps returning the
// same error after the first one. The message's body is freshly allocated,
// 64-byte aligned.
func (r *MessageReader) Next() (*Message, error) {
	if r.err != nil {
		return nil, r.err
	}
	m, err := r.next()
	if err != nil {
		r.err = err
		return nil, err
	}
	return m, nil
}

func (r *MessageReader) next() (*Message, error) {
	start := r.off
	var hdr [8]byte
	n, err := io.ReadFull(r.r, hdr[:4])
	r.off += int64(n)
	if err == io.EOF {
		return nil, io.EOF
	}
	if err != nil {
		return nil, r.readErr(start, "message length prefix", 4, n, err)
	}
	prefix := 4
	word := binary.LittleEndian.Uint32(hdr[:4])
	if word == continuationMarker {
		n, err := io.ReadFull(r.r, hdr[4:8])
		r.off += int64(n)
		if err != nil {
			return nil, r.readErr(start, "message length prefix", 8, 4+n, err)
		}
		prefix = 8
		word = binary.LittleEndian.Uint32(hdr[4:8])
	}
	metaLen := int32(word)
	if metaLen == 0 {
		return nil, io.EOF
	}
	if metaLen < 0 {
		return nil, malformed("message at byte %d: negative metadata length %d", start, metaLen)
	}
	if err := fitsInMemory(start, "message metadata", int64(metaLen)); err != nil {
		return nil, err
	}
	meta, err := r.readN(int64(metaLen))
	if err != nil {
		return nil, r.readErr(start, "message metadata", int64(metaLen), len(meta), err)
	}
	m, err := decodeMessage(meta)
	if err != nil {
		return nil, fmt.Errorf("%w (in the message at byte %d)", err, start)
	}
	bodyLen := m.fb.BodyLength()
	if err := fitsInMemory(start, "message body", bodyLen); err != nil {
		return nil, err
	}
	body, err := r.readN(bodyLen)
	if err != nil {
		return nil, r.readErr(start, "message body", bodyLen, len(body), err)
	}
	m.body = body
	m.framed = prefix + int(metaLen)
	return m, nil
}

// readErr turns a read failure into an error that says where and what.
func (r *MessageReader) readErr(start int64, what string, want int64, have int, err error) error {
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return truncated(start, what, want, have)
	}
	return fmt.Errorf("ipc: message at byte %d: reading %s: %w", start, what, err)
}

// fitsInMemory rejects lengths no slice can hold on this platform (32-bit).
func fitsInMemory(start int64, what string, n int64) error {
	if uint64(n) > uint64(math.MaxInt-arrays.Alignment) {
		return malformed("message at byte %d: %s of %d bytes does not fit in memory on this platform", start, what, n)
	}
	return nil
}

// readN reads exactly n bytes (n fits in memory, see fitsInMemory) into a 64-byte aligned buffer, growing it only
// as bytes arrive. On error it returns what was read.
func (r *MessageReader) readN(n int64) ([]byte, error) {
	if n <= readChunk {
		buf := arrays.AllocBuffer(int(n))
		k, err := io.ReadFull(r.r, buf)
		r.off += int64(k)
		return buf[:k], err
	}
	buf := arrays.AllocBuffer(readChunk)[:0]
	for int64(len(buf)) < n {
		if len(buf) == cap(buf) {
			grown := arrays.AllocBuffer(int(min(2*int64(cap(buf)), n)))
			copy(grown, buf)
			buf = grown[:len(buf)]
		}
		want := min(int64(cap(buf)), n)
		k, err := io.ReadFull(r.r, buf[len(buf):want])
		r.off += int64(k)
		buf = buf[:len(buf)+k]
		if err != nil {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return buf, err
		}
	}
	return buf, nil
}

// pad8 rounds n up to a multiple of 8.
func pad8(n int) int { return (n + 7) &^ 7 }

var zeroPad [8]byte

// WriteMessage writes an encapsulated message in the V5 framing: the
// continuation marker, the metadata length, the Message flatbuffer, zero
// padding so that the body starts 8-byte aligned, then the body, given as
// pieces that are written one after another (so a batch's buffers need not
// be copied into one slice). The metadata must be a valid Message (it is
// verified) whose bodyLength equals the total length of the pieces and is a
// multiple of 8, so that the next message starts aligned too.
//
// It returns the framed metadata length (what a file Block records as
// metaDataLength) and the number of bytes written.
func WriteMessage(w io.Writer, metadata []byte, body ...[]byte) (metaDataLength int32, n int64, err error) {
	if err := VerifyMessage(metadata); err != nil {
		return 0, 0, err
	}
	want := flatbuf.GetRootAsMessage(metadata, 0).BodyLength()
	var total int64
	for _, b := range body {
		total += int64(len(b))
	}
	if total != want {
		return 0, 0, fmt.Errorf("ipc: WriteMessage: body pieces total %d bytes but the metadata says bodyLength %d", total, want)
	}
	if want%8 != 0 {
		return 0, 0, fmt.Errorf("ipc: WriteMessage: bodyLength %d is not a multiple of 8", want)
	}
	padded := pad8(len(metadata))
	if padded > math.MaxInt32-8 {
		return 0, 0, fmt.Errorf("ipc: WriteMessage: %d bytes of metadata is too large", len(metadata))
	}
	var hdr [8]byte
	binary.LittleEndian.PutUint32(hdr[:4], continuationMarker)
	binary.LittleEndian.PutUint32(hdr[4:], uint32(padded))
	parts := make([][]byte, 0, 3+len(body))
	parts = append(parts, hdr[:], metadata, zeroPad[:padded-len(metadata)])
	parts = append(parts, body...)
	for _, p := range parts {
		if len(p) == 0 {
			continue
		}
		k, err := w.Write(p)
		n += int64(k)
		if err != nil {
			return 0, n, err
		}
	}
	return int32(8 + padded), n, nil
}

// WriteTo writes the message in the V5 framing (see WriteMessage). It
// implements io.WriterTo.
func (m *Message) WriteTo(w io.Writer) (int64, error) {
	_, n, err := WriteMessage(w, m.meta, m.body)
	return n, err
}

// WriteEOS writes the end-of-stream marker 0xFFFFFFFF 00000000.
func WriteEOS(w io.Writer) error {
	_, err := w.Write(eosMarker[:])
	return err
}
