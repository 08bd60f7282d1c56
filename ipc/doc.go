// Package ipc implements the Apache Arrow IPC formats: encapsulated
// messages, the stream format and the file format, byte-compatible with the
// other Arrow implementations.
//
// # Metadata layer
//
// Everything an IPC reader or writer needs below the level of array data
// lives in three files:
//
//   - message.go frames messages. ReadMessageAt decodes the encapsulated
//     message at an offset of an in-memory buffer (zero copy: the Message's
//     metadata and body alias the buffer); MessageReader reads them one
//     after another from an io.Reader, allocating only as bytes arrive.
//     Both read the current framing (0xFFFFFFFF, int32 length, flatbuffer,
//     padding, body) and the pre-0.15 one (no marker), and stop with io.EOF
//     at an end-of-stream marker or at the end of the data. WriteMessage,
//     Message.WriteTo and WriteEOS write the current framing with the body
//     8-byte aligned. A Message exposes its MetadataVersion (V4 or V5;
//     anything else is rejected with ErrUnsupportedVersion), its
//     MessageType, body and custom metadata.
//
//   - verify.go checks metadata flatbuffers before anything reads them
//     (VerifyMessage, VerifyFooter), the way the C++ flatbuffers verifier
//     does for Arrow C++: every offset, vtable, vector, string and union
//     member must lie inside the buffer, with limits on nesting depth and
//     on the number of tables visited. The generated accessors in
//     internal/flatbuf trust their input and may panic or misbehave on a
//     corrupt buffer; this package never calls them on unverified bytes.
//
//   - metadata.go converts verified metadata to plain Go values and back.
//     Message.Schema gives a SchemaHeader: an *arrays.Schema (every Arrow
//     type, with schema defaults filled in for absent fields, extension
//     types resolved through the arrays registry, custom metadata), the
//     body endianness, the declared features, and DictionaryIDs, which
//     maps each dictionary-encoded field (by FieldPath) to its dictionary
//     id. Message.RecordBatch and Message.DictionaryBatch give the batch
//     headers (length, FieldNodes, BodyBuffers, compression, variadic
//     buffer counts), checked against the body. DecodeFooter reads a file
//     footer. MarshalSchemaMessage, MarshalRecordBatchMessage,
//     MarshalDictionaryBatchMessage and MarshalFooter build the V5
//     flatbuffers a writer needs; AssignDictionaryIDs numbers dictionaries
//     in pre-order as Arrow C++ does.
//
// Reading a stream's messages therefore looks like:
//
//	for off := int64(0); ; {
//		m, next, err := ipc.ReadMessageAt(buf, off)
//		if err == io.EOF {
//			break
//		} else if err != nil {
//			return err
//		}
//		switch m.Type() {
//		case ipc.MessageSchema:
//			h, err := m.Schema()        // h.Schema, h.Dictionaries, ...
//		case ipc.MessageRecordBatch:
//			rb, err := m.RecordBatch()  // rb.Nodes, rb.Buffers index m.Body()
//		}
//		off = next
//	}
//
// # Record batches
//
// On top of the metadata layer, the package reads and writes record
// batches (*arrays.RecordBatch):
//
//   - NewStreamReader (from an io.Reader) and NewStreamReaderBytes (in
//     place) read the stream format; NewFileReader (in place) and OpenFile
//     (memory-mapped) read the file format, with random access to batch i.
//     Arrays alias the input wherever it is aligned and in host byte order,
//     so reading a file with WithTrusted takes time independent of its
//     size. Bodies in the other byte order are swapped into copies,
//     compressed bodies (LZ4 frame, Zstandard) are decompressed, and
//     MetadataVersion V4 unions have their validity folded into their
//     children. Dictionary batches are applied as they come: a delta
//     appends, a non-delta replaces (an error in files). A mapping made by
//     OpenFile lives as long as any array read from it (arrays.Data.Owner),
//     so batches stay usable after Close; it is unmapped by the garbage
//     collector once the reader is closed or unreachable and the arrays
//     are gone.
//   - NewStreamWriter and NewFileWriter write V5 messages with 64-byte
//     aligned body buffers, the dictionaries each batch needs (whole, as a
//     delta with WithDeltaDictionaries, or as a replacement in streams),
//     sliced arrays as their slice, and compress with WithCompression.
//     They refuse arrays that break the rules the default reader enforces
//     (WithFullValidation), so what they write reads back.
//     Custom metadata goes on the schema and fields (arrays.Schema,
//     arrays.Field), on messages (WriteWithMetadata) and on the footer
//     (WithFooterMetadata).
//
// load.go turns a message body into arrays, unload.go arrays into a body,
// compress.go and endian.go handle codecs and byte order, reader.go,
// stream.go, file.go and writer.go put them together.
//
//	r, err := ipc.NewStreamReader(os.Stdin)
//	if err != nil {
//		return err
//	}
//	for batch, err := range r.All() {
//		if err != nil {
//			return err
//		}
//		... // batch.Column(i), batch.NumRows()
//	}
//
// # Untrusted input
//
// Bytes handed to a reader may come from anywhere. Nothing in this package
// panics on them, loops without bound, or allocates far beyond the size of
// the input: every length, offset and count is checked against what is
// actually there before it is used, and every record batch a reader
// returns has passed arrays.ValidateDataSafe (unless WithTrusted says the
// input is trusted): every structural and memory-safety rule, but not the
// value-level rules (decimal precision, date64 whole days, time of day)
// that Arrow C++ and arrow-go do not enforce on read either;
// WithValueChecks adds them (arrays.ValidateFull). Errors say what was wrong and where
// (the byte offset of the message, the path inside the flatbuffer, the
// schema field), and wrap one of ErrMalformed (the bytes violate the
// format), ErrUnsupportedVersion (metadata older than V4 or newer than V5)
// or ErrUnsupported (valid Arrow that this package does not implement,
// such as Tensor messages), so callers can classify them with errors.Is.
package ipc
