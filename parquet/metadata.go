package parquet

// The Parquet metadata structures (parquet.thrift), as plain Go values, and
// their compact-protocol decoders. Optional fields that the reader needs to
// tell apart from zero are pointers or carry a Has flag.

// PhysicalType is the storage type of a leaf column.
type PhysicalType int32

const (
	Boolean           PhysicalType = 0
	Int32             PhysicalType = 1
	Int64             PhysicalType = 2
	Int96             PhysicalType = 3
	Float             PhysicalType = 4
	Double            PhysicalType = 5
	ByteArray         PhysicalType = 6
	FixedLenByteArray PhysicalType = 7
)

func (t PhysicalType) String() string {
	switch t {
	case Boolean:
		return "BOOLEAN"
	case Int32:
		return "INT32"
	case Int64:
		return "INT64"
	case Int96:
		return "INT96"
	case Float:
		return "FLOAT"
	case Double:
		return "DOUBLE"
	case ByteArray:
		return "BYTE_ARRAY"
	case FixedLenByteArray:
		return "FIXED_LEN_BYTE_ARRAY"
	}
	return "PhysicalType(" + itoa(int64(t)) + ")"
}

// Repetition is a schema element's repetition.
type Repetition int32

const (
	Required Repetition = 0
	Optional Repetition = 1
	Repeated Repetition = 2
)

// ConvertedType is the legacy logical annotation.
type ConvertedType int32

const (
	CTUTF8            ConvertedType = 0
	CTMap             ConvertedType = 1
	CTMapKeyValue     ConvertedType = 2
	CTList            ConvertedType = 3
	CTEnum            ConvertedType = 4
	CTDecimal         ConvertedType = 5
	CTDate            ConvertedType = 6
	CTTimeMillis      ConvertedType = 7
	CTTimeMicros      ConvertedType = 8
	CTTimestampMillis ConvertedType = 9
	CTTimestampMicros ConvertedType = 10
	CTUint8           ConvertedType = 11
	CTUint16          ConvertedType = 12
	CTUint32          ConvertedType = 13
	CTUint64          ConvertedType = 14
	CTInt8            ConvertedType = 15
	CTInt16           ConvertedType = 16
	CTInt32           ConvertedType = 17
	CTInt64           ConvertedType = 18
	CTJSON            ConvertedType = 19
	CTBSON            ConvertedType = 20
	CTInterval        ConvertedType = 21
)

// Encoding is a page's value or level encoding.
type Encoding int32

const (
	Plain                Encoding = 0
	PlainDictionary      Encoding = 2
	RLE                  Encoding = 3
	BitPacked            Encoding = 4
	DeltaBinaryPacked    Encoding = 5
	DeltaLengthByteArray Encoding = 6
	DeltaByteArray       Encoding = 7
	RLEDictionary        Encoding = 8
	ByteStreamSplit      Encoding = 9
)

func (e Encoding) String() string {
	switch e {
	case Plain:
		return "PLAIN"
	case PlainDictionary:
		return "PLAIN_DICTIONARY"
	case RLE:
		return "RLE"
	case BitPacked:
		return "BIT_PACKED"
	case DeltaBinaryPacked:
		return "DELTA_BINARY_PACKED"
	case DeltaLengthByteArray:
		return "DELTA_LENGTH_BYTE_ARRAY"
	case DeltaByteArray:
		return "DELTA_BYTE_ARRAY"
	case RLEDictionary:
		return "RLE_DICTIONARY"
	case ByteStreamSplit:
		return "BYTE_STREAM_SPLIT"
	}
	return "Encoding(" + itoa(int64(e)) + ")"
}

// Codec is a column chunk's compression codec.
type Codec int32

const (
	Uncompressed Codec = 0
	Snappy       Codec = 1
	Gzip         Codec = 2
	LZO          Codec = 3
	Brotli       Codec = 4
	LZ4          Codec = 5
	Zstd         Codec = 6
	LZ4Raw       Codec = 7
)

func (c Codec) String() string {
	switch c {
	case Uncompressed:
		return "UNCOMPRESSED"
	case Snappy:
		return "SNAPPY"
	case Gzip:
		return "GZIP"
	case LZO:
		return "LZO"
	case Brotli:
		return "BROTLI"
	case LZ4:
		return "LZ4"
	case Zstd:
		return "ZSTD"
	case LZ4Raw:
		return "LZ4_RAW"
	}
	return "Codec(" + itoa(int64(c)) + ")"
}

// PageType is the kind of a page.
type PageType int32

const (
	DataPage       PageType = 0
	IndexPage      PageType = 1
	DictionaryPage PageType = 2
	DataPageV2     PageType = 3
)

// TimeUnit of a TIME or TIMESTAMP logical type.
type TimeUnit int8

const (
	Millis TimeUnit = iota + 1
	Micros
	Nanos
)

// LogicalKind names a LogicalType union member.
type LogicalKind int16

const (
	LogicalNone      LogicalKind = 0
	LogicalString    LogicalKind = 1
	LogicalMap       LogicalKind = 2
	LogicalList      LogicalKind = 3
	LogicalEnum      LogicalKind = 4
	LogicalDecimal   LogicalKind = 5
	LogicalDate      LogicalKind = 6
	LogicalTime      LogicalKind = 7
	LogicalTimestamp LogicalKind = 8
	LogicalInteger   LogicalKind = 10
	LogicalUnknown   LogicalKind = 11 // the NULL type
	LogicalJSON      LogicalKind = 12
	LogicalBSON      LogicalKind = 13
	LogicalUUID      LogicalKind = 14
	LogicalFloat16   LogicalKind = 15
	LogicalVariant   LogicalKind = 16
	LogicalGeometry  LogicalKind = 17
	LogicalGeography LogicalKind = 18
)

func (k LogicalKind) String() string {
	names := map[LogicalKind]string{LogicalString: "STRING", LogicalMap: "MAP", LogicalList: "LIST", LogicalEnum: "ENUM",
		LogicalDecimal: "DECIMAL", LogicalDate: "DATE", LogicalTime: "TIME", LogicalTimestamp: "TIMESTAMP",
		LogicalInteger: "INTEGER", LogicalUnknown: "UNKNOWN", LogicalJSON: "JSON", LogicalBSON: "BSON", LogicalUUID: "UUID",
		LogicalFloat16: "FLOAT16", LogicalVariant: "VARIANT", LogicalGeometry: "GEOMETRY", LogicalGeography: "GEOGRAPHY"}
	if s, ok := names[k]; ok {
		return s
	}
	return "LogicalType(" + itoa(int64(k)) + ")"
}

func (c ConvertedType) String() string {
	names := [...]string{"UTF8", "MAP", "MAP_KEY_VALUE", "LIST", "ENUM", "DECIMAL", "DATE", "TIME_MILLIS", "TIME_MICROS",
		"TIMESTAMP_MILLIS", "TIMESTAMP_MICROS", "UINT_8", "UINT_16", "UINT_32", "UINT_64", "INT_8", "INT_16", "INT_32",
		"INT_64", "JSON", "BSON", "INTERVAL"}
	if c >= 0 && int(c) < len(names) {
		return names[c]
	}
	return "ConvertedType(" + itoa(int64(c)) + ")"
}

// LogicalType is the modern logical annotation of a schema element. Kind
// says which union member was set; the other fields hold its parameters.
// A union member this reader does not know keeps its id in Kind.
type LogicalType struct {
	Kind            LogicalKind
	Scale           int32    // DECIMAL
	Precision       int32    // DECIMAL
	IsAdjustedToUTC bool     // TIME, TIMESTAMP
	Unit            TimeUnit // TIME, TIMESTAMP
	BitWidth        int8     // INTEGER
	IsSigned        bool     // INTEGER
}

// SchemaElement is one node of the flattened schema tree (depth-first).
type SchemaElement struct {
	Type           *PhysicalType // nil for groups
	TypeLength     int32
	Repetition     *Repetition // nil only for the root in some writers
	Name           string
	NumChildren    int32
	HasNumChildren bool
	Converted      *ConvertedType
	Scale          int32
	Precision      int32
	FieldID        *int32
	Logical        *LogicalType
}

// KeyValue is one entry of key/value metadata.
type KeyValue struct {
	Key      string
	Value    string
	HasValue bool
}

// Statistics of a column chunk or page. Min/Max are the deprecated signed
// fields, MinValue/MaxValue the current ones.
type Statistics struct {
	Max, Min           []byte
	NullCount          *int64
	DistinctCount      *int64
	MaxValue, MinValue []byte
	IsMaxValueExact    *bool
	IsMinValueExact    *bool
}

// PageEncodingStats counts pages of one type and encoding.
type PageEncodingStats struct {
	PageType PageType
	Encoding Encoding
	Count    int32
}

// ColumnMetaData describes one column chunk.
type ColumnMetaData struct {
	Type                  PhysicalType
	Encodings             []Encoding
	PathInSchema          []string
	Codec                 Codec
	NumValues             int64
	TotalUncompressedSize int64
	TotalCompressedSize   int64
	KeyValueMetadata      []KeyValue
	DataPageOffset        int64
	IndexPageOffset       *int64
	DictionaryPageOffset  *int64
	Statistics            *Statistics
	EncodingStats         []PageEncodingStats
	BloomFilterOffset     *int64
	BloomFilterLength     *int32
}

// ColumnChunk locates a column chunk and its indexes.
type ColumnChunk struct {
	FilePath          string
	FileOffset        int64
	MetaData          *ColumnMetaData
	OffsetIndexOffset *int64
	OffsetIndexLength *int32
	ColumnIndexOffset *int64
	ColumnIndexLength *int32
	Encrypted         bool // crypto_metadata or encrypted_column_metadata set
}

// SortingColumn is one key of a row group's sort order.
type SortingColumn struct {
	ColumnIdx  int32
	Descending bool
	NullsFirst bool
}

// RowGroup is a horizontal slice of the file.
type RowGroup struct {
	Columns             []ColumnChunk
	TotalByteSize       int64
	NumRows             int64
	SortingColumns      []SortingColumn
	FileOffset          *int64
	TotalCompressedSize *int64
	Ordinal             *int16
}

// FileMetaData is the footer.
type FileMetaData struct {
	Version          int32
	Schema           []SchemaElement
	NumRows          int64
	RowGroups        []RowGroup
	KeyValueMetadata []KeyValue
	CreatedBy        string
	// ColumnOrders holds, per leaf, the union member id of ColumnOrder
	// (1 = TYPE_ORDER).
	ColumnOrders []int16
	Encrypted    bool // encryption_algorithm set (plaintext-footer encryption)
}

// DataPageHeader is the header of a v1 data page.
type DataPageHeader struct {
	NumValues               int32
	Encoding                Encoding
	DefinitionLevelEncoding Encoding
	RepetitionLevelEncoding Encoding
	Statistics              *Statistics
}

// DictionaryPageHeader is the header of a dictionary page.
type DictionaryPageHeader struct {
	NumValues int32
	Encoding  Encoding
	IsSorted  bool
}

// DataPageHeaderV2 is the header of a v2 data page: levels come first,
// uncompressed, and their byte lengths are given.
type DataPageHeaderV2 struct {
	NumValues                  int32
	NumNulls                   int32
	NumRows                    int32
	Encoding                   Encoding
	DefinitionLevelsByteLength int32
	RepetitionLevelsByteLength int32
	IsCompressed               bool // defaults to true
	Statistics                 *Statistics
}

// PageHeader precedes every page.
type PageHeader struct {
	Type                 PageType
	UncompressedPageSize int32
	CompressedPageSize   int32
	CRC                  *int32
	DataPage             *DataPageHeader
	DictionaryPage       *DictionaryPageHeader
	DataPageV2           *DataPageHeaderV2
}

// ColumnIndex holds per-page min/max statistics of a column chunk.
type ColumnIndex struct {
	NullPages     []bool
	MinValues     [][]byte
	MaxValues     [][]byte
	BoundaryOrder int32
	NullCounts    []int64
}

// PageLocation locates one data page.
type PageLocation struct {
	Offset             int64
	CompressedPageSize int32
	FirstRowIndex      int64
}

// OffsetIndex lists the data pages of a column chunk.
type OffsetIndex struct {
	PageLocations               []PageLocation
	UnencodedByteArrayDataBytes []int64
}

// required tracks the required fields of a struct being decoded.
type required struct {
	r    *thriftReader
	seen uint32
}

func (q *required) set(id int16) { q.seen |= 1 << uint(id) }

// check fails when a required field (by id) was not present.
func (q *required) check(what string, names map[int16]string) {
	for id, name := range names {
		if q.seen&(1<<uint(id)) == 0 {
			q.r.fail("%s: required field %s (id %d) missing", what, name, id)
			return
		}
	}
}

func readKeyValues(r *thriftReader, field string, typ byte) []KeyValue {
	var kvs []KeyValue
	r.listOf(field, typ, ctStruct, func(int) {
		var kv KeyValue
		q := required{r: r}
		r.readStruct(func(id int16, typ byte) bool {
			switch id {
			case 1:
				if r.expect("KeyValue.key", typ, ctBinary) {
					kv.Key = r.str()
					q.set(1)
				}
			case 2:
				if r.expect("KeyValue.value", typ, ctBinary) {
					kv.Value, kv.HasValue = r.str(), true
				}
			default:
				return false
			}
			return true
		})
		q.check("KeyValue", map[int16]string{1: "key"})
		kvs = append(kvs, kv)
	})
	return kvs
}

func readStatistics(r *thriftReader) *Statistics {
	s := &Statistics{}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			if r.expect("Statistics.max", typ, ctBinary) {
				s.Max = r.binary()
			}
		case 2:
			if r.expect("Statistics.min", typ, ctBinary) {
				s.Min = r.binary()
			}
		case 3:
			if r.expect("Statistics.null_count", typ, ctI64) {
				v := r.i64()
				s.NullCount = &v
			}
		case 4:
			if r.expect("Statistics.distinct_count", typ, ctI64) {
				v := r.i64()
				s.DistinctCount = &v
			}
		case 5:
			if r.expect("Statistics.max_value", typ, ctBinary) {
				s.MaxValue = r.binary()
			}
		case 6:
			if r.expect("Statistics.min_value", typ, ctBinary) {
				s.MinValue = r.binary()
			}
		case 7:
			if r.expect("Statistics.is_max_value_exact", typ, ctTrue) {
				v := boolField(typ)
				s.IsMaxValueExact = &v
			}
		case 8:
			if r.expect("Statistics.is_min_value_exact", typ, ctTrue) {
				v := boolField(typ)
				s.IsMinValueExact = &v
			}
		default:
			return false
		}
		return true
	})
	return s
}

func readTimeUnit(r *thriftReader) TimeUnit {
	var u TimeUnit
	r.readStruct(func(id int16, typ byte) bool {
		if id >= 1 && id <= 3 && typ == ctStruct {
			u = TimeUnit(id)
		}
		return false // every member is an empty struct: skip it
	})
	return u
}

func readLogicalType(r *thriftReader) *LogicalType {
	lt := &LogicalType{}
	r.readStruct(func(id int16, typ byte) bool {
		if typ != ctStruct {
			r.fail("LogicalType member %d is not a struct", id)
			return true
		}
		if lt.Kind != LogicalNone {
			r.fail("LogicalType union has more than one member set (%d and %d)", lt.Kind, id)
			return true
		}
		lt.Kind = LogicalKind(id)
		switch LogicalKind(id) {
		case LogicalDecimal:
			q := required{r: r}
			r.readStruct(func(id int16, typ byte) bool {
				switch id {
				case 1:
					if r.expect("DecimalType.scale", typ, ctI32) {
						lt.Scale = r.i32()
						q.set(1)
					}
				case 2:
					if r.expect("DecimalType.precision", typ, ctI32) {
						lt.Precision = r.i32()
						q.set(2)
					}
				default:
					return false
				}
				return true
			})
			q.check("DecimalType", map[int16]string{1: "scale", 2: "precision"})
		case LogicalTime, LogicalTimestamp:
			q := required{r: r}
			r.readStruct(func(id int16, typ byte) bool {
				switch id {
				case 1:
					if r.expect("isAdjustedToUTC", typ, ctTrue) {
						lt.IsAdjustedToUTC = boolField(typ)
						q.set(1)
					}
				case 2:
					if r.expect("unit", typ, ctStruct) {
						lt.Unit = readTimeUnit(r)
						q.set(2)
					}
				default:
					return false
				}
				return true
			})
			q.check("TimeType/TimestampType", map[int16]string{1: "isAdjustedToUTC", 2: "unit"})
		case LogicalInteger:
			q := required{r: r}
			r.readStruct(func(id int16, typ byte) bool {
				switch id {
				case 1:
					switch typ {
					case ctByte:
						lt.BitWidth = int8(r.byte1())
						q.set(1)
					case ctI16, ctI32, ctI64:
						// The i8 written as a wider integer, as
						// hyparquet-writer's Thrift writer types every
						// JavaScript number: the value is the same.
						if v := r.i64(); v >= -128 && v <= 127 {
							lt.BitWidth = int8(v)
							q.set(1)
						}
					default:
						r.skip(typ)
					}
				case 2:
					if r.expect("IntType.isSigned", typ, ctTrue) {
						lt.IsSigned = boolField(typ)
						q.set(2)
					}
				default:
					return false
				}
				return true
			})
			q.check("IntType", map[int16]string{1: "bitWidth", 2: "isSigned"})
		default:
			return false // parameterless or unknown: skip its body
		}
		return true
	})
	return lt
}

func readSchemaElement(r *thriftReader) SchemaElement {
	var e SchemaElement
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			if r.expect("SchemaElement.type", typ, ctI32) {
				v := PhysicalType(r.i32())
				e.Type = &v
			}
		case 2:
			if r.expect("SchemaElement.type_length", typ, ctI32) {
				e.TypeLength = r.i32()
			}
		case 3:
			if r.expect("SchemaElement.repetition_type", typ, ctI32) {
				v := Repetition(r.i32())
				e.Repetition = &v
			}
		case 4:
			if r.expect("SchemaElement.name", typ, ctBinary) {
				e.Name = r.str()
				q.set(4)
			}
		case 5:
			if r.expect("SchemaElement.num_children", typ, ctI32) {
				e.NumChildren, e.HasNumChildren = r.i32(), true
			}
		case 6:
			if r.expect("SchemaElement.converted_type", typ, ctI32) {
				v := ConvertedType(r.i32())
				e.Converted = &v
			}
		case 7:
			if r.expect("SchemaElement.scale", typ, ctI32) {
				e.Scale = r.i32()
			}
		case 8:
			if r.expect("SchemaElement.precision", typ, ctI32) {
				e.Precision = r.i32()
			}
		case 9:
			if r.expect("SchemaElement.field_id", typ, ctI32) {
				v := r.i32()
				e.FieldID = &v
			}
		case 10:
			if r.expect("SchemaElement.logicalType", typ, ctStruct) {
				e.Logical = readLogicalType(r)
			}
		default:
			return false
		}
		return true
	})
	q.check("SchemaElement", map[int16]string{4: "name"})
	return e
}

func readColumnMetaData(r *thriftReader) *ColumnMetaData {
	m := &ColumnMetaData{}
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			if r.expect("ColumnMetaData.type", typ, ctI32) {
				m.Type = PhysicalType(r.i32())
				q.set(1)
			}
		case 2:
			r.listOf("ColumnMetaData.encodings", typ, ctI32, func(int) {
				m.Encodings = append(m.Encodings, Encoding(r.i32()))
			})
			q.set(2)
		case 3:
			r.listOf("ColumnMetaData.path_in_schema", typ, ctBinary, func(int) {
				m.PathInSchema = append(m.PathInSchema, r.str())
			})
			q.set(3)
		case 4:
			if r.expect("ColumnMetaData.codec", typ, ctI32) {
				m.Codec = Codec(r.i32())
				q.set(4)
			}
		case 5:
			if r.expect("ColumnMetaData.num_values", typ, ctI64) {
				m.NumValues = r.i64()
				q.set(5)
			}
		case 6:
			if r.expect("ColumnMetaData.total_uncompressed_size", typ, ctI64) {
				m.TotalUncompressedSize = r.i64()
				q.set(6)
			}
		case 7:
			if r.expect("ColumnMetaData.total_compressed_size", typ, ctI64) {
				m.TotalCompressedSize = r.i64()
				q.set(7)
			}
		case 8:
			m.KeyValueMetadata = readKeyValues(r, "ColumnMetaData.key_value_metadata", typ)
		case 9:
			if r.expect("ColumnMetaData.data_page_offset", typ, ctI64) {
				m.DataPageOffset = r.i64()
				q.set(9)
			}
		case 10:
			if r.expect("ColumnMetaData.index_page_offset", typ, ctI64) {
				v := r.i64()
				m.IndexPageOffset = &v
			}
		case 11:
			if r.expect("ColumnMetaData.dictionary_page_offset", typ, ctI64) {
				v := r.i64()
				m.DictionaryPageOffset = &v
			}
		case 12:
			if r.expect("ColumnMetaData.statistics", typ, ctStruct) {
				m.Statistics = readStatistics(r)
			}
		case 13:
			r.listOf("ColumnMetaData.encoding_stats", typ, ctStruct, func(int) {
				var s PageEncodingStats
				r.readStruct(func(id int16, typ byte) bool {
					switch {
					case id == 1 && typ == ctI32:
						s.PageType = PageType(r.i32())
					case id == 2 && typ == ctI32:
						s.Encoding = Encoding(r.i32())
					case id == 3 && typ == ctI32:
						s.Count = r.i32()
					default:
						return false
					}
					return true
				})
				m.EncodingStats = append(m.EncodingStats, s)
			})
		case 14:
			if r.expect("ColumnMetaData.bloom_filter_offset", typ, ctI64) {
				v := r.i64()
				m.BloomFilterOffset = &v
			}
		case 15:
			if r.expect("ColumnMetaData.bloom_filter_length", typ, ctI32) {
				v := r.i32()
				m.BloomFilterLength = &v
			}
		default:
			return false
		}
		return true
	})
	q.check("ColumnMetaData", map[int16]string{1: "type", 2: "encodings", 3: "path_in_schema",
		4: "codec", 5: "num_values", 6: "total_uncompressed_size", 7: "total_compressed_size", 9: "data_page_offset"})
	return m
}

func readColumnChunk(r *thriftReader) ColumnChunk {
	var c ColumnChunk
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			if r.expect("ColumnChunk.file_path", typ, ctBinary) {
				c.FilePath = r.str()
			}
		case 2:
			if r.expect("ColumnChunk.file_offset", typ, ctI64) {
				c.FileOffset = r.i64()
				q.set(2)
			}
		case 3:
			if r.expect("ColumnChunk.meta_data", typ, ctStruct) {
				c.MetaData = readColumnMetaData(r)
			}
		case 4:
			if r.expect("ColumnChunk.offset_index_offset", typ, ctI64) {
				v := r.i64()
				c.OffsetIndexOffset = &v
			}
		case 5:
			if r.expect("ColumnChunk.offset_index_length", typ, ctI32) {
				v := r.i32()
				c.OffsetIndexLength = &v
			}
		case 6:
			if r.expect("ColumnChunk.column_index_offset", typ, ctI64) {
				v := r.i64()
				c.ColumnIndexOffset = &v
			}
		case 7:
			if r.expect("ColumnChunk.column_index_length", typ, ctI32) {
				v := r.i32()
				c.ColumnIndexLength = &v
			}
		case 8, 9:
			c.Encrypted = true
			return false
		default:
			return false
		}
		return true
	})
	// Some writers omit file_offset (it is deprecated in practice); the
	// reader locates pages from meta_data, so its absence is tolerated.
	return c
}

func readRowGroup(r *thriftReader) RowGroup {
	var g RowGroup
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			r.listOf("RowGroup.columns", typ, ctStruct, func(int) {
				g.Columns = append(g.Columns, readColumnChunk(r))
			})
			q.set(1)
		case 2:
			if r.expect("RowGroup.total_byte_size", typ, ctI64) {
				g.TotalByteSize = r.i64()
				q.set(2)
			}
		case 3:
			if r.expect("RowGroup.num_rows", typ, ctI64) {
				g.NumRows = r.i64()
				q.set(3)
			}
		case 4:
			r.listOf("RowGroup.sorting_columns", typ, ctStruct, func(int) {
				var s SortingColumn
				r.readStruct(func(id int16, typ byte) bool {
					switch {
					case id == 1 && typ == ctI32:
						s.ColumnIdx = r.i32()
					case id == 2 && sameType(typ, ctTrue):
						s.Descending = boolField(typ)
					case id == 3 && sameType(typ, ctTrue):
						s.NullsFirst = boolField(typ)
					default:
						return false
					}
					return true
				})
				g.SortingColumns = append(g.SortingColumns, s)
			})
		case 5:
			if r.expect("RowGroup.file_offset", typ, ctI64) {
				v := r.i64()
				g.FileOffset = &v
			}
		case 6:
			if r.expect("RowGroup.total_compressed_size", typ, ctI64) {
				v := r.i64()
				g.TotalCompressedSize = &v
			}
		case 7:
			if r.expect("RowGroup.ordinal", typ, ctI16) {
				v := r.i16()
				g.Ordinal = &v
			}
		default:
			return false
		}
		return true
	})
	q.check("RowGroup", map[int16]string{1: "columns", 3: "num_rows"})
	return g
}

func readFileMetaData(r *thriftReader) *FileMetaData {
	md := &FileMetaData{}
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			if r.expect("FileMetaData.version", typ, ctI32) {
				md.Version = r.i32()
				q.set(1)
			}
		case 2:
			r.listOf("FileMetaData.schema", typ, ctStruct, func(int) {
				md.Schema = append(md.Schema, readSchemaElement(r))
			})
			q.set(2)
		case 3:
			if r.expect("FileMetaData.num_rows", typ, ctI64) {
				md.NumRows = r.i64()
				q.set(3)
			}
		case 4:
			r.listOf("FileMetaData.row_groups", typ, ctStruct, func(int) {
				md.RowGroups = append(md.RowGroups, readRowGroup(r))
			})
			q.set(4)
		case 5:
			md.KeyValueMetadata = readKeyValues(r, "FileMetaData.key_value_metadata", typ)
		case 6:
			if r.expect("FileMetaData.created_by", typ, ctBinary) {
				md.CreatedBy = r.str()
			}
		case 7:
			r.listOf("FileMetaData.column_orders", typ, ctStruct, func(int) {
				var member int16
				r.readStruct(func(id int16, typ byte) bool {
					member = id
					return false
				})
				md.ColumnOrders = append(md.ColumnOrders, member)
			})
		case 8:
			md.Encrypted = true
			return false
		default:
			return false
		}
		return true
	})
	q.check("FileMetaData", map[int16]string{2: "schema", 3: "num_rows", 4: "row_groups"})
	return md
}

func readPageHeader(r *thriftReader) *PageHeader {
	h := &PageHeader{}
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			if r.expect("PageHeader.type", typ, ctI32) {
				h.Type = PageType(r.i32())
				q.set(1)
			}
		case 2:
			if r.expect("PageHeader.uncompressed_page_size", typ, ctI32) {
				h.UncompressedPageSize = r.i32()
				q.set(2)
			}
		case 3:
			if r.expect("PageHeader.compressed_page_size", typ, ctI32) {
				h.CompressedPageSize = r.i32()
				q.set(3)
			}
		case 4:
			if r.expect("PageHeader.crc", typ, ctI32) {
				v := r.i32()
				h.CRC = &v
			}
		case 5:
			if !r.expect("PageHeader.data_page_header", typ, ctStruct) {
				return true
			}
			p := &DataPageHeader{}
			pq := required{r: r}
			r.readStruct(func(id int16, typ byte) bool {
				switch {
				case id == 1 && typ == ctI32:
					p.NumValues = r.i32()
				case id == 2 && typ == ctI32:
					p.Encoding = Encoding(r.i32())
				case id == 3 && typ == ctI32:
					p.DefinitionLevelEncoding = Encoding(r.i32())
				case id == 4 && typ == ctI32:
					p.RepetitionLevelEncoding = Encoding(r.i32())
				case id == 5 && typ == ctStruct:
					p.Statistics = readStatistics(r)
				default:
					return false
				}
				pq.set(id)
				return true
			})
			pq.check("DataPageHeader", map[int16]string{1: "num_values", 2: "encoding"})
			h.DataPage = p
		case 7:
			if !r.expect("PageHeader.dictionary_page_header", typ, ctStruct) {
				return true
			}
			p := &DictionaryPageHeader{}
			pq := required{r: r}
			r.readStruct(func(id int16, typ byte) bool {
				switch {
				case id == 1 && typ == ctI32:
					p.NumValues = r.i32()
				case id == 2 && typ == ctI32:
					p.Encoding = Encoding(r.i32())
				case id == 3 && sameType(typ, ctTrue):
					p.IsSorted = boolField(typ)
				default:
					return false
				}
				pq.set(id)
				return true
			})
			pq.check("DictionaryPageHeader", map[int16]string{1: "num_values"})
			h.DictionaryPage = p
		case 8:
			if !r.expect("PageHeader.data_page_header_v2", typ, ctStruct) {
				return true
			}
			p := &DataPageHeaderV2{IsCompressed: true}
			pq := required{r: r}
			r.readStruct(func(id int16, typ byte) bool {
				switch {
				case id == 1 && typ == ctI32:
					p.NumValues = r.i32()
				case id == 2 && typ == ctI32:
					p.NumNulls = r.i32()
				case id == 3 && typ == ctI32:
					p.NumRows = r.i32()
				case id == 4 && typ == ctI32:
					p.Encoding = Encoding(r.i32())
				case id == 5 && typ == ctI32:
					p.DefinitionLevelsByteLength = r.i32()
				case id == 6 && typ == ctI32:
					p.RepetitionLevelsByteLength = r.i32()
				case id == 7 && sameType(typ, ctTrue):
					p.IsCompressed = boolField(typ)
				case id == 8 && typ == ctStruct:
					p.Statistics = readStatistics(r)
				default:
					return false
				}
				pq.set(id)
				return true
			})
			pq.check("DataPageHeaderV2", map[int16]string{1: "num_values", 2: "num_nulls", 3: "num_rows", 4: "encoding"})
			h.DataPageV2 = p
		default:
			return false
		}
		return true
	})
	q.check("PageHeader", map[int16]string{1: "type", 2: "uncompressed_page_size", 3: "compressed_page_size"})
	return h
}

// DecodeColumnIndex decodes a ColumnIndex structure.
func DecodeColumnIndex(b []byte) (*ColumnIndex, error) {
	r := newThriftReader(b, "ColumnIndex", -1)
	ci := &ColumnIndex{}
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			r.listOf("ColumnIndex.null_pages", typ, ctTrue, func(int) { ci.NullPages = append(ci.NullPages, r.listBool()) })
		case 2:
			r.listOf("ColumnIndex.min_values", typ, ctBinary, func(int) { ci.MinValues = append(ci.MinValues, r.binary()) })
		case 3:
			r.listOf("ColumnIndex.max_values", typ, ctBinary, func(int) { ci.MaxValues = append(ci.MaxValues, r.binary()) })
		case 4:
			if r.expect("ColumnIndex.boundary_order", typ, ctI32) {
				ci.BoundaryOrder = r.i32()
			}
		case 5:
			r.listOf("ColumnIndex.null_counts", typ, ctI64, func(int) { ci.NullCounts = append(ci.NullCounts, r.i64()) })
		default:
			return false
		}
		q.set(id)
		return true
	})
	q.check("ColumnIndex", map[int16]string{1: "null_pages", 2: "min_values", 3: "max_values", 4: "boundary_order"})
	if r.err == nil && (len(ci.MinValues) != len(ci.NullPages) || len(ci.MaxValues) != len(ci.NullPages)) {
		r.fail("ColumnIndex: %d null_pages, %d min_values, %d max_values differ", len(ci.NullPages), len(ci.MinValues), len(ci.MaxValues))
	}
	if r.err != nil {
		return nil, r.err
	}
	return ci, nil
}

// DecodeOffsetIndex decodes an OffsetIndex structure.
func DecodeOffsetIndex(b []byte) (*OffsetIndex, error) {
	r := newThriftReader(b, "OffsetIndex", -1)
	oi := &OffsetIndex{}
	q := required{r: r}
	r.readStruct(func(id int16, typ byte) bool {
		switch id {
		case 1:
			r.listOf("OffsetIndex.page_locations", typ, ctStruct, func(int) {
				var p PageLocation
				r.readStruct(func(id int16, typ byte) bool {
					switch {
					case id == 1 && typ == ctI64:
						p.Offset = r.i64()
					case id == 2 && typ == ctI32:
						p.CompressedPageSize = r.i32()
					case id == 3 && typ == ctI64:
						p.FirstRowIndex = r.i64()
					default:
						return false
					}
					return true
				})
				oi.PageLocations = append(oi.PageLocations, p)
			})
		case 2:
			r.listOf("OffsetIndex.unencoded_byte_array_data_bytes", typ, ctI64, func(int) {
				oi.UnencodedByteArrayDataBytes = append(oi.UnencodedByteArrayDataBytes, r.i64())
			})
		default:
			return false
		}
		q.set(id)
		return true
	})
	q.check("OffsetIndex", map[int16]string{1: "page_locations"})
	if r.err != nil {
		return nil, r.err
	}
	return oi, nil
}

func itoa(v int64) string {
	var b [20]byte
	i := len(b)
	neg := v < 0
	u := uint64(v)
	if neg {
		u = uint64(-v)
	}
	for {
		i--
		b[i] = byte('0' + u%10)
		u /= 10
		if u == 0 {
			break
		}
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}
