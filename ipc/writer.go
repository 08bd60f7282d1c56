package ipc

import (
	"fmt"
	"io"
	"strconv"

	"github.com/quiver-go/quiver/arrays"
)

// WriteOption configures a StreamWriter or a FileWriter.
type WriteOption func(*writeConfig)

type writeConfig struct {
	codec        Compression
	deltas       bool
	ids          *DictionaryIDs
	footer       arrays.Metadata
	schemaMsgMD  arrays.Metadata
	noReplace    bool
	codecInvalid bool
	full         int8 // full validation: 0 unless Validated, 1 always, -1 never
}

// WithFullValidation sets whether writers check each column fully
// (arrays.ValidateDataSafe: every offset, view, index, run end, UTF-8 value
// and null count, O(n)) before writing it. By default they do, except for
// data that passed such a check already (arrays.Data.Validated: batches
// from quiver's readers without WithTrusted, and slices of them). true
// checks every batch; false skips the O(n) check for data this program
// built itself (data that is not what it claims may then make the writer
// panic, or be written and refused by readers). The O(1) structural check (arrays.ValidateData) is always
// made. A refused batch writes nothing and fails with the reader's
// *arrays.ValidationError (same rule names), wrapping arrays.ErrInvalid.
// Value-level rules (arrays.IsValueRule) are not checked: what the default
// reader accepts, a writer writes.
func WithFullValidation(on bool) WriteOption {
	return func(w *writeConfig) {
		w.full = -1
		if on {
			w.full = 1
		}
	}
}

// WithCompression compresses every body buffer of record and dictionary
// batches with c (CompressionLZ4 or CompressionZSTD; NoCompression, the
// default, writes them as they are). A buffer that does not get smaller is
// stored raw (length prefix -1), as Arrow C++ does.
func WithCompression(c Compression) WriteOption {
	return func(w *writeConfig) {
		w.codec = c
		w.codecInvalid = c < NoCompression || c >= numCompressionIDs
	}
}

// WithDeltaDictionaries makes the writer send a delta DictionaryBatch (only
// the new values, isDelta set) when a batch's dictionary extends the one
// sent before, that is, when it starts with the same values. Without it, a
// changed dictionary is always sent whole.
func WithDeltaDictionaries() WriteOption { return func(w *writeConfig) { w.deltas = true } }

// WithoutDictionaryReplacement makes a stream writer fail, instead of
// sending a replacement DictionaryBatch, when a batch's dictionary differs
// from the one sent before (and is not a delta the writer may send). File
// writers always fail then: the file format cannot replace dictionaries.
func WithoutDictionaryReplacement() WriteOption { return func(w *writeConfig) { w.noReplace = true } }

// WithDictionaryIDs numbers the schema's dictionary-encoded fields as ids
// says (which may let several fields share one dictionary) instead of
// AssignDictionaryIDs. A reader's Header().Dictionaries can be passed to
// write what was read with the same ids.
func WithDictionaryIDs(ids *DictionaryIDs) WriteOption { return func(w *writeConfig) { w.ids = ids } }

// WithFooterMetadata sets the custom metadata of a file's footer
// (Footer.custom_metadata). Stream writers ignore it.
func WithFooterMetadata(md arrays.Metadata) WriteOption {
	return func(w *writeConfig) { w.footer = md }
}

// WithSchemaMessageMetadata sets the message-level custom metadata of the
// Schema message (schema-level metadata belongs in arrays.Schema.Metadata).
func WithSchemaMessageMetadata(md arrays.Metadata) WriteOption {
	return func(w *writeConfig) { w.schemaMsgMD = md }
}

// writerCore is what stream and file writers share: the schema, the
// dictionaries sent so far, and message output with positions.
type writerCore struct {
	w       io.Writer
	cfg     writeConfig
	header  *SchemaHeader
	file    bool
	pos     int64 // bytes written so far
	sent    map[int64]*arrays.Data
	dicts   []Block
	batches []Block
	nbatch  int
	err     error // sticky
	closed  bool
}

func (w *writerCore) init(out io.Writer, schema *arrays.Schema, opts []WriteOption, file bool) error {
	if out == nil {
		return fmt.Errorf("ipc: writer: nil io.Writer")
	}
	if schema == nil {
		return fmt.Errorf("ipc: writer: nil schema")
	}
	for _, o := range opts {
		if o != nil {
			o(&w.cfg)
		}
	}
	if w.cfg.codecInvalid {
		return fmt.Errorf("ipc: writer: unknown compression %d", int8(w.cfg.codec))
	}
	ids := w.cfg.ids
	if ids == nil {
		ids = AssignDictionaryIDs(schema)
	}
	w.w, w.file, w.sent = out, file, map[int64]*arrays.Data{}
	w.header = &SchemaHeader{Schema: schema, Endianness: hostEndianness, Dictionaries: ids}
	if err := w.checkIDs(); err != nil {
		return err
	}
	return nil
}

// checkIDs checks that every dictionary-encoded field of the schema has an
// id and that fields sharing an id agree on the value type.
func (w *writerCore) checkIDs() error {
	want := AssignDictionaryIDs(w.header.Schema)
	ids := w.header.Dictionaries
	first := map[int64]*arrays.DictionaryType{}
	for _, f := range want.Fields() {
		id, ok := ids.ID(f.Path)
		if !ok {
			return fmt.Errorf("ipc: writer: the dictionary-encoded field at path %v has no dictionary id", []int(f.Path))
		}
		if prev, ok := first[id]; ok && !arrays.TypeEqual(prev.Value, f.Type.Value) {
			return fmt.Errorf("ipc: writer: fields sharing dictionary id %d have value types %s and %s", id, prev.Value, f.Type.Value)
		}
		first[id] = f.Type
	}
	return nil
}

// write writes raw bytes, tracking the position.
func (w *writerCore) write(p []byte) error {
	n, err := w.w.Write(p)
	w.pos += int64(n)
	if err == nil && n != len(p) {
		err = io.ErrShortWrite
	}
	return err
}

// message writes one encapsulated message whose metadata is padded so that
// its body starts at a multiple of 64 bytes from the start of the output
// (the position is always a multiple of 8), and returns its Block.
func (w *writerCore) message(meta []byte, body [][]byte) (Block, error) {
	start := w.pos
	bodyAt := start + 8 + int64(pad8(len(meta)))
	if rem := bodyAt % arrays.Alignment; rem != 0 {
		meta = append(meta, make([]byte, arrays.Alignment-rem)...)
	}
	framed, n, err := WriteMessage(w.w, meta, body...)
	w.pos += n
	if err != nil {
		return Block{}, err
	}
	var bodyLen int64
	for _, p := range body {
		bodyLen += int64(len(p))
	}
	return Block{Offset: start, MetaDataLength: framed, BodyLength: bodyLen}, nil
}

// writeSchema writes the Schema message.
func (w *writerCore) writeSchema() error {
	meta, err := MarshalSchemaMessage(w.header, w.cfg.schemaMsgMD)
	if err != nil {
		return err
	}
	_, err = w.message(meta, nil)
	return err
}

// writeBatch writes the dictionaries a batch needs that were not sent yet,
// then the batch.
func (w *writerCore) writeBatch(rb *arrays.RecordBatch, md arrays.Metadata) error {
	if w.err != nil {
		return w.err
	}
	if w.closed {
		return fmt.Errorf("ipc: writer: Write after Close")
	}
	start := w.pos
	if err := w.writeBatchOnce(rb, md); err != nil {
		// A batch refused before anything was written leaves the output
		// as it was; once bytes went out, the output is broken for good.
		if w.pos != start {
			w.err = err
		}
		return err
	}
	w.nbatch++
	return nil
}

func (w *writerCore) writeBatchOnce(rb *arrays.RecordBatch, md arrays.Metadata) error {
	if rb == nil {
		return fmt.Errorf("ipc: writer: nil record batch")
	}
	where := "ipc: writer: record batch " + strconv.Itoa(w.nbatch)
	fields := w.header.Schema.Fields
	if rb.NumCols() != len(fields) {
		return fmt.Errorf("%s: %d columns, the schema has %d fields", where, rb.NumCols(), len(fields))
	}
	for i, f := range fields {
		c := rb.Column(i)
		if !arrays.TypeEqual(c.DataType(), f.Type) {
			return fmt.Errorf("%s: column %d (%q) has type %s, the schema says %s", where, i, f.Name, c.DataType(), f.Type)
		}
		if err := arrays.Validate(c); err != nil {
			return fmt.Errorf("%s: column %d (%q): %w", where, i, f.Name, err)
		}
		if d := c.Data(); w.cfg.full > 0 || (w.cfg.full == 0 && d.Validated() < arrays.ValidatedFull) {
			if err := arrays.ValidateDataSafe(d); err != nil {
				return fmt.Errorf("%s: column %d (%q): %w", where, i, f.Name, err)
			}
		}
	}
	if err := w.writeDictionaries(rb, where); err != nil {
		return err
	}
	bw := newBodyWriter(w.cfg.codec, rb.NumRows())
	for _, c := range rb.Columns() {
		if err := bw.unload(c.Data()); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	meta, err := MarshalRecordBatchMessage(&bw.h, bw.size, md)
	if err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	blk, err := w.message(meta, bw.pieces)
	if err != nil {
		return err
	}
	w.batches = append(w.batches, blk)
	return nil
}

// pendingDict is a dictionary a batch uses, found at path.
type pendingDict struct {
	id   int64
	data *arrays.Data
	path FieldPath
	// inner lists the ids of dictionaries nested in this one's values.
	inner []int64
}

// collectDictionaries lists the dictionaries of a batch in the order they
// must be sent: a dictionary after those nested in its values.
func (w *writerCore) collectDictionaries(rb *arrays.RecordBatch, where string) ([]*pendingDict, error) {
	var out []*pendingDict
	byID := map[int64]*pendingDict{}
	var walk func(d *arrays.Data, t arrays.DataType, path FieldPath, depth int, inner *[]int64) error
	walkChildren := func(d *arrays.Data, t arrays.DataType, path FieldPath, depth int, inner *[]int64) error {
		fs := typeChildren(t)
		if len(fs) > len(d.Children) {
			return fmt.Errorf("%s: field %v: %d children for %d child fields", where, []int(path), len(d.Children), len(fs))
		}
		for i, f := range fs {
			if err := walk(d.Children[i], f.Type, append(path[:len(path):len(path)], i), depth+1, inner); err != nil {
				return err
			}
		}
		return nil
	}
	walk = func(d *arrays.Data, t arrays.DataType, path FieldPath, depth int, inner *[]int64) error {
		if depth > maxFieldDepth {
			return fmt.Errorf("%s: nested more than %d levels deep", where, maxFieldDepth)
		}
		dt := dictionaryOf(t)
		if dt == nil {
			return walkChildren(d, arrays.StorageOf(t), path, depth, inner)
		}
		id, ok := w.header.Dictionaries.ID(path)
		if !ok {
			return fmt.Errorf("%s: the dictionary-encoded field at path %v has no dictionary id", where, []int(path))
		}
		if inner != nil {
			*inner = append(*inner, id)
		}
		dict := d.Dictionary
		if prev, ok := byID[id]; ok {
			if prev.data != dict && !arrays.Equal(arrays.MakeArray(prev.data), arrays.MakeArray(dict), arrays.EqualNaN(true)) {
				return fmt.Errorf("%s: fields %v and %v share dictionary id %d but carry different dictionaries", where, []int(prev.path), []int(path), id)
			}
			return nil
		}
		p := &pendingDict{id: id, data: dict, path: append(FieldPath(nil), path...)}
		byID[id] = p
		// The values' own dictionary fields come first; their paths
		// continue below this field's.
		if err := walkChildren(dict, arrays.StorageOf(dt.Value), path, depth, &p.inner); err != nil {
			return err
		}
		out = append(out, p)
		return nil
	}
	fields := w.header.Schema.Fields
	for i, c := range rb.Columns() {
		if err := walk(c.Data(), fields[i].Type, FieldPath{i}, 0, nil); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// writeDictionaries sends what the dictionaries of rb need: nothing for a
// dictionary already sent (or equal to it), a delta when allowed and the
// new dictionary extends the old, else the whole dictionary (a replacement
// after the first time, which files and WithoutDictionaryReplacement
// reject). A dictionary whose nested dictionaries were replaced is resent
// whole, since its indices now refer to other values.
func (w *writerCore) writeDictionaries(rb *arrays.RecordBatch, where string) error {
	pend, err := w.collectDictionaries(rb, where)
	if err != nil {
		return err
	}
	replaced := map[int64]bool{}
	for _, p := range pend {
		old := w.sent[p.id]
		forced := false
		for _, id := range p.inner {
			forced = forced || replaced[id]
		}
		var data *arrays.Data
		delta := false
		switch {
		case old == nil:
			data = p.data
		case !forced && old == p.data:
			continue
		case !forced && arrays.Equal(arrays.MakeArray(old), arrays.MakeArray(p.data), arrays.EqualNaN(true)):
			continue
		case !forced && w.cfg.deltas && p.data.Length > old.Length &&
			arrays.SliceEqual(arrays.MakeArray(p.data), 0, old.Length, arrays.MakeArray(old), 0, old.Length, arrays.EqualNaN(true)):
			data, delta = p.data.Slice(old.Length, p.data.Length), true
		case w.file:
			return fmt.Errorf("%s: the dictionary with id %d (field %v) changed; an IPC file cannot replace dictionaries", where, p.id, []int(p.path))
		case w.cfg.noReplace:
			return fmt.Errorf("%s: the dictionary with id %d (field %v) changed and replacement is disabled", where, p.id, []int(p.path))
		default:
			data = p.data
			replaced[p.id] = true
		}
		bw := newBodyWriter(w.cfg.codec, data.Length)
		if err := bw.unload(data); err != nil {
			return fmt.Errorf("%s: dictionary %d: %w", where, p.id, err)
		}
		h := &DictionaryBatchHeader{ID: p.id, IsDelta: delta, Data: bw.h}
		meta, err := MarshalDictionaryBatchMessage(h, bw.size, arrays.Metadata{})
		if err != nil {
			return fmt.Errorf("%s: dictionary %d: %w", where, p.id, err)
		}
		blk, err := w.message(meta, bw.pieces)
		if err != nil {
			return err
		}
		w.dicts = append(w.dicts, blk)
		w.sent[p.id] = p.data
	}
	return nil
}
