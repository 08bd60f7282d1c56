package parquet

import "encoding/binary"

// A writer of the Thrift compact protocol (the wire format is described in
// thrift.go), for the structs the Parquet writer emits: FileMetaData,
// PageHeader, ColumnIndex, OffsetIndex and BloomFilterHeader. Like the
// reader it is written by hand for these structs: each encoder below lists
// its fields in id order, so the field-id deltas stay small.

// thriftWriter appends compact-protocol bytes to buf. last holds, per open
// struct, the id of the field written last (field headers are deltas).
type thriftWriter struct {
	buf  []byte
	last []int16
}

func (w *thriftWriter) uvarint(x uint64) { w.buf = binary.AppendUvarint(w.buf, x) }
func (w *thriftWriter) varint(x int64)   { w.uvarint(uint64(x<<1) ^ uint64(x>>63)) }

// field writes a field header of the given id and compact type.
func (w *thriftWriter) field(id int16, typ byte) {
	top := &w.last[len(w.last)-1]
	if d := id - *top; d > 0 && d <= 15 {
		w.buf = append(w.buf, byte(d)<<4|typ)
	} else {
		w.buf = append(w.buf, typ)
		w.varint(int64(id))
	}
	*top = id
}

func (w *thriftWriter) beginStruct() { w.last = append(w.last, 0) }

func (w *thriftWriter) endStruct() {
	w.buf = append(w.buf, ctStop)
	w.last = w.last[:len(w.last)-1]
}

// structField opens a struct-valued field; close it with endStruct.
func (w *thriftWriter) structField(id int16) {
	w.field(id, ctStruct)
	w.beginStruct()
}

func (w *thriftWriter) i32(id int16, v int32) { w.field(id, ctI32); w.varint(int64(v)) }
func (w *thriftWriter) i64(id int16, v int64) { w.field(id, ctI64); w.varint(v) }
func (w *thriftWriter) i16(id int16, v int16) { w.field(id, ctI16); w.varint(int64(v)) }
func (w *thriftWriter) byte1(id int16, v int8) {
	w.field(id, ctByte)
	w.buf = append(w.buf, byte(v))
}

func (w *thriftWriter) bool(id int16, v bool) {
	if v {
		w.field(id, ctTrue)
	} else {
		w.field(id, ctFalse)
	}
}

func (w *thriftWriter) binary(id int16, b []byte) {
	w.field(id, ctBinary)
	w.uvarint(uint64(len(b)))
	w.buf = append(w.buf, b...)
}

func (w *thriftWriter) str(id int16, s string) {
	w.field(id, ctBinary)
	w.uvarint(uint64(len(s)))
	w.buf = append(w.buf, s...)
}

// listHeader writes a list field's header: n elements of type elem.
func (w *thriftWriter) listHeader(id int16, elem byte, n int) {
	w.field(id, ctList)
	if n < 15 {
		w.buf = append(w.buf, byte(n)<<4|elem)
		return
	}
	w.buf = append(w.buf, 0xf0|elem)
	w.uvarint(uint64(n))
}

// emptyStruct writes a field holding a struct with no fields (the members
// of Parquet's unions of empty structs: time units, TYPE_ORDER, ...).
func (w *thriftWriter) emptyStruct(id int16) {
	w.structField(id)
	w.endStruct()
}

func (w *thriftWriter) keyValues(id int16, kvs []KeyValue) {
	w.listHeader(id, ctStruct, len(kvs))
	for _, kv := range kvs {
		w.beginStruct()
		w.str(1, kv.Key)
		if kv.HasValue {
			w.str(2, kv.Value)
		}
		w.endStruct()
	}
}

func (w *thriftWriter) statistics(id int16, s *Statistics) {
	w.structField(id)
	if s.Max != nil {
		w.binary(1, s.Max)
	}
	if s.Min != nil {
		w.binary(2, s.Min)
	}
	if s.NullCount != nil {
		w.i64(3, *s.NullCount)
	}
	if s.DistinctCount != nil {
		w.i64(4, *s.DistinctCount)
	}
	if s.MaxValue != nil {
		w.binary(5, s.MaxValue)
	}
	if s.MinValue != nil {
		w.binary(6, s.MinValue)
	}
	if s.IsMaxValueExact != nil {
		w.bool(7, *s.IsMaxValueExact)
	}
	if s.IsMinValueExact != nil {
		w.bool(8, *s.IsMinValueExact)
	}
	w.endStruct()
}

func (w *thriftWriter) logicalType(id int16, lt *LogicalType) {
	w.structField(id)
	switch lt.Kind {
	case LogicalDecimal:
		w.structField(int16(lt.Kind))
		w.i32(1, lt.Scale)
		w.i32(2, lt.Precision)
		w.endStruct()
	case LogicalTime, LogicalTimestamp:
		w.structField(int16(lt.Kind))
		w.bool(1, lt.IsAdjustedToUTC)
		w.structField(2)
		w.emptyStruct(int16(lt.Unit))
		w.endStruct()
		w.endStruct()
	case LogicalInteger:
		w.structField(int16(lt.Kind))
		w.byte1(1, lt.BitWidth)
		w.bool(2, lt.IsSigned)
		w.endStruct()
	default:
		w.emptyStruct(int16(lt.Kind))
	}
	w.endStruct()
}

func (w *thriftWriter) schemaElement(e *SchemaElement) {
	w.beginStruct()
	if e.Type != nil {
		w.i32(1, int32(*e.Type))
	}
	if e.Type != nil && *e.Type == FixedLenByteArray {
		w.i32(2, e.TypeLength)
	}
	if e.Repetition != nil {
		w.i32(3, int32(*e.Repetition))
	}
	w.str(4, e.Name)
	if e.HasNumChildren {
		w.i32(5, e.NumChildren)
	}
	if e.Converted != nil {
		w.i32(6, int32(*e.Converted))
	}
	if e.Converted != nil && *e.Converted == CTDecimal {
		w.i32(7, e.Scale)
		w.i32(8, e.Precision)
	}
	if e.FieldID != nil {
		w.i32(9, *e.FieldID)
	}
	if e.Logical != nil {
		w.logicalType(10, e.Logical)
	}
	w.endStruct()
}

func (w *thriftWriter) columnMetaData(id int16, m *ColumnMetaData) {
	w.structField(id)
	w.i32(1, int32(m.Type))
	w.listHeader(2, ctI32, len(m.Encodings))
	for _, e := range m.Encodings {
		w.varint(int64(e))
	}
	w.listHeader(3, ctBinary, len(m.PathInSchema))
	for _, p := range m.PathInSchema {
		w.uvarint(uint64(len(p)))
		w.buf = append(w.buf, p...)
	}
	w.i32(4, int32(m.Codec))
	w.i64(5, m.NumValues)
	w.i64(6, m.TotalUncompressedSize)
	w.i64(7, m.TotalCompressedSize)
	if len(m.KeyValueMetadata) > 0 {
		w.keyValues(8, m.KeyValueMetadata)
	}
	w.i64(9, m.DataPageOffset)
	if m.IndexPageOffset != nil {
		w.i64(10, *m.IndexPageOffset)
	}
	if m.DictionaryPageOffset != nil {
		w.i64(11, *m.DictionaryPageOffset)
	}
	if m.Statistics != nil {
		w.statistics(12, m.Statistics)
	}
	if len(m.EncodingStats) > 0 {
		w.listHeader(13, ctStruct, len(m.EncodingStats))
		for _, s := range m.EncodingStats {
			w.beginStruct()
			w.i32(1, int32(s.PageType))
			w.i32(2, int32(s.Encoding))
			w.i32(3, s.Count)
			w.endStruct()
		}
	}
	if m.BloomFilterOffset != nil {
		w.i64(14, *m.BloomFilterOffset)
	}
	if m.BloomFilterLength != nil {
		w.i32(15, *m.BloomFilterLength)
	}
	w.endStruct()
}

func (w *thriftWriter) columnChunk(c *ColumnChunk) {
	w.beginStruct()
	if c.FilePath != "" {
		w.str(1, c.FilePath)
	}
	w.i64(2, c.FileOffset)
	if c.MetaData != nil {
		w.columnMetaData(3, c.MetaData)
	}
	if c.OffsetIndexOffset != nil {
		w.i64(4, *c.OffsetIndexOffset)
	}
	if c.OffsetIndexLength != nil {
		w.i32(5, *c.OffsetIndexLength)
	}
	if c.ColumnIndexOffset != nil {
		w.i64(6, *c.ColumnIndexOffset)
	}
	if c.ColumnIndexLength != nil {
		w.i32(7, *c.ColumnIndexLength)
	}
	w.endStruct()
}

func (w *thriftWriter) rowGroup(g *RowGroup) {
	w.beginStruct()
	w.listHeader(1, ctStruct, len(g.Columns))
	for i := range g.Columns {
		w.columnChunk(&g.Columns[i])
	}
	w.i64(2, g.TotalByteSize)
	w.i64(3, g.NumRows)
	if len(g.SortingColumns) > 0 {
		w.listHeader(4, ctStruct, len(g.SortingColumns))
		for _, s := range g.SortingColumns {
			w.beginStruct()
			w.i32(1, s.ColumnIdx)
			w.bool(2, s.Descending)
			w.bool(3, s.NullsFirst)
			w.endStruct()
		}
	}
	if g.FileOffset != nil {
		w.i64(5, *g.FileOffset)
	}
	if g.TotalCompressedSize != nil {
		w.i64(6, *g.TotalCompressedSize)
	}
	if g.Ordinal != nil {
		w.i16(7, *g.Ordinal)
	}
	w.endStruct()
}

// appendFileMetaData appends the compact encoding of md to dst.
func appendFileMetaData(dst []byte, md *FileMetaData) []byte {
	w := thriftWriter{buf: dst}
	w.beginStruct()
	w.i32(1, md.Version)
	w.listHeader(2, ctStruct, len(md.Schema))
	for i := range md.Schema {
		w.schemaElement(&md.Schema[i])
	}
	w.i64(3, md.NumRows)
	w.listHeader(4, ctStruct, len(md.RowGroups))
	for i := range md.RowGroups {
		w.rowGroup(&md.RowGroups[i])
	}
	if len(md.KeyValueMetadata) > 0 {
		w.keyValues(5, md.KeyValueMetadata)
	}
	if md.CreatedBy != "" {
		w.str(6, md.CreatedBy)
	}
	if len(md.ColumnOrders) > 0 {
		w.listHeader(7, ctStruct, len(md.ColumnOrders))
		for _, member := range md.ColumnOrders {
			w.beginStruct()
			w.emptyStruct(member)
			w.endStruct()
		}
	}
	w.endStruct()
	return w.buf
}

// appendPageHeader appends the compact encoding of h to dst.
func appendPageHeader(dst []byte, h *PageHeader) []byte {
	w := thriftWriter{buf: dst}
	w.beginStruct()
	w.i32(1, int32(h.Type))
	w.i32(2, h.UncompressedPageSize)
	w.i32(3, h.CompressedPageSize)
	if h.CRC != nil {
		w.i32(4, *h.CRC)
	}
	if p := h.DataPage; p != nil {
		w.structField(5)
		w.i32(1, p.NumValues)
		w.i32(2, int32(p.Encoding))
		w.i32(3, int32(p.DefinitionLevelEncoding))
		w.i32(4, int32(p.RepetitionLevelEncoding))
		if p.Statistics != nil {
			w.statistics(5, p.Statistics)
		}
		w.endStruct()
	}
	if p := h.DictionaryPage; p != nil {
		w.structField(7)
		w.i32(1, p.NumValues)
		w.i32(2, int32(p.Encoding))
		w.bool(3, p.IsSorted)
		w.endStruct()
	}
	if p := h.DataPageV2; p != nil {
		w.structField(8)
		w.i32(1, p.NumValues)
		w.i32(2, p.NumNulls)
		w.i32(3, p.NumRows)
		w.i32(4, int32(p.Encoding))
		w.i32(5, p.DefinitionLevelsByteLength)
		w.i32(6, p.RepetitionLevelsByteLength)
		w.bool(7, p.IsCompressed)
		if p.Statistics != nil {
			w.statistics(8, p.Statistics)
		}
		w.endStruct()
	}
	w.endStruct()
	return w.buf
}

// appendColumnIndex appends the compact encoding of ci to dst.
func appendColumnIndex(dst []byte, ci *ColumnIndex) []byte {
	w := thriftWriter{buf: dst}
	w.beginStruct()
	w.listHeader(1, ctTrue, len(ci.NullPages))
	for _, b := range ci.NullPages {
		// Booleans in a list are one byte each: 1 true, 2 false, as
		// the reader's listBool accepts (0 is also read as false).
		if b {
			w.buf = append(w.buf, ctTrue)
		} else {
			w.buf = append(w.buf, ctFalse)
		}
	}
	for id, vs := range [][][]byte{ci.MinValues, ci.MaxValues} {
		w.listHeader(int16(id+2), ctBinary, len(vs))
		for _, v := range vs {
			w.uvarint(uint64(len(v)))
			w.buf = append(w.buf, v...)
		}
	}
	w.i32(4, ci.BoundaryOrder)
	if ci.NullCounts != nil {
		w.listHeader(5, ctI64, len(ci.NullCounts))
		for _, n := range ci.NullCounts {
			w.varint(n)
		}
	}
	w.endStruct()
	return w.buf
}

// appendOffsetIndex appends the compact encoding of oi to dst.
func appendOffsetIndex(dst []byte, oi *OffsetIndex) []byte {
	w := thriftWriter{buf: dst}
	w.beginStruct()
	w.listHeader(1, ctStruct, len(oi.PageLocations))
	for _, p := range oi.PageLocations {
		w.beginStruct()
		w.i64(1, p.Offset)
		w.i32(2, p.CompressedPageSize)
		w.i64(3, p.FirstRowIndex)
		w.endStruct()
	}
	if oi.UnencodedByteArrayDataBytes != nil {
		w.listHeader(2, ctI64, len(oi.UnencodedByteArrayDataBytes))
		for _, n := range oi.UnencodedByteArrayDataBytes {
			w.varint(n)
		}
	}
	w.endStruct()
	return w.buf
}

// appendBloomFilterHeader appends a BloomFilterHeader for a split-block
// filter of numBytes bytes: algorithm BLOCK, hash XXHASH, no compression
// (the only members the format defines).
func appendBloomFilterHeader(dst []byte, numBytes int32) []byte {
	w := thriftWriter{buf: dst}
	w.beginStruct()
	w.i32(1, numBytes)
	for id := int16(2); id <= 4; id++ {
		w.structField(id)
		w.emptyStruct(1)
		w.endStruct()
	}
	w.endStruct()
	return w.buf
}
