// Command gen writes the pqarrow fixtures of parquet/testdata/writers/pqarrow:
// one table of every Arrow type arrow-go's pqarrow writes (see table), written
// with each set of writer properties in fixtures, and pqarrow's own reading of
// each file as gzipped JSON lines (pqarrow.jsonl.gz) in the canonical form
// TestWriterFiles compares quiver's reading with.
//
// It is a module of its own (the library does not depend on arrow-go) and is
// not run by make test: the files it writes are checked in. Run it from this
// directory with `go run .`; see ../README.md.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log"
	"math/big"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/decimal128"
	"github.com/apache/arrow-go/v18/arrow/decimal256"
	"github.com/apache/arrow-go/v18/arrow/float16"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"
)

const rows = 300

// fixture is one file: its name, pqarrow's writer properties, and whether
// the Arrow schema is stored in the file's metadata (ARROW:schema).
type fixture struct {
	name        string
	props       []parquet.WriterProperty
	storeSchema bool
}

// small pages and row groups, so the reader crosses their boundaries.
var small = []parquet.WriterProperty{parquet.WithMaxRowGroupLength(120), parquet.WithDataPageSize(1024)}

func with(p ...parquet.WriterProperty) []parquet.WriterProperty {
	return append(append([]parquet.WriterProperty{}, small...), p...)
}

var fixtures = []fixture{
	{"pqarrow_default", nil, false},
	{"pqarrow_schema_snappy", with(parquet.WithCompression(compress.Codecs.Snappy)), true},
	{"pqarrow_v2_zstd_nodict", with(parquet.WithDataPageVersion(parquet.DataPageV2), parquet.WithCompression(compress.Codecs.Zstd), parquet.WithDictionaryDefault(false)), true},
	{"pqarrow_gzip", with(parquet.WithCompression(compress.Codecs.Gzip)), false},
	{"pqarrow_brotli_v2", with(parquet.WithCompression(compress.Codecs.Brotli), parquet.WithDataPageVersion(parquet.DataPageV2)), false},
	{"pqarrow_lz4raw", with(parquet.WithCompression(compress.Codecs.Lz4Raw)), false},
	{"pqarrow_delta_v2", with(parquet.WithDataPageVersion(parquet.DataPageV2), parquet.WithDictionaryDefault(false),
		parquet.WithEncodingFor("i32", parquet.Encodings.DeltaBinaryPacked),
		parquet.WithEncodingFor("i64", parquet.Encodings.DeltaBinaryPacked),
		parquet.WithEncodingFor("u64", parquet.Encodings.DeltaBinaryPacked),
		parquet.WithEncodingFor("d32", parquet.Encodings.DeltaBinaryPacked),
		parquet.WithEncodingFor("ts_ns", parquet.Encodings.DeltaBinaryPacked),
		parquet.WithEncodingFor("s", parquet.Encodings.DeltaByteArray),
		parquet.WithEncodingFor("bin", parquet.Encodings.DeltaLengthByteArray),
		parquet.WithEncodingFor("f32", parquet.Encodings.ByteStreamSplit),
		parquet.WithEncodingFor("f64", parquet.Encodings.ByteStreamSplit),
		parquet.WithEncodingFor("fsb", parquet.Encodings.ByteStreamSplit),
		parquet.WithEncodingFor("dec18", parquet.Encodings.ByteStreamSplit),
		parquet.WithEncodingFor("b", parquet.Encodings.RLE),
		parquet.WithStoreDecimalAsInteger(true)), true},
	{"pqarrow_onepage_rg100", []parquet.WriterProperty{parquet.WithMaxRowGroupLength(64), parquet.WithDataPageSize(1 << 20), parquet.WithCompression(compress.Codecs.Zstd)}, true},
}

func schema() *arrow.Schema {
	f := func(name string, t arrow.DataType) arrow.Field {
		return arrow.Field{Name: name, Type: t, Nullable: true}
	}
	return arrow.NewSchema([]arrow.Field{
		{Name: "id", Type: arrow.PrimitiveTypes.Int64},
		f("b", arrow.FixedWidthTypes.Boolean),
		f("i8", arrow.PrimitiveTypes.Int8), f("i16", arrow.PrimitiveTypes.Int16),
		f("i32", arrow.PrimitiveTypes.Int32), f("i64", arrow.PrimitiveTypes.Int64),
		f("u8", arrow.PrimitiveTypes.Uint8), f("u16", arrow.PrimitiveTypes.Uint16),
		f("u32", arrow.PrimitiveTypes.Uint32), f("u64", arrow.PrimitiveTypes.Uint64),
		f("f16", arrow.FixedWidthTypes.Float16),
		f("f32", arrow.PrimitiveTypes.Float32), f("f64", arrow.PrimitiveTypes.Float64),
		f("s", arrow.BinaryTypes.String), f("ls", arrow.BinaryTypes.LargeString),
		f("bin", arrow.BinaryTypes.Binary), f("fsb", &arrow.FixedSizeBinaryType{ByteWidth: 4}),
		f("d32", arrow.FixedWidthTypes.Date32), f("d64", arrow.FixedWidthTypes.Date64),
		f("t32", arrow.FixedWidthTypes.Time32ms), f("t64us", arrow.FixedWidthTypes.Time64us),
		f("t64ns", arrow.FixedWidthTypes.Time64ns),
		f("ts_s", &arrow.TimestampType{Unit: arrow.Second}), f("ts_ms", &arrow.TimestampType{Unit: arrow.Millisecond}),
		f("ts_us", &arrow.TimestampType{Unit: arrow.Microsecond}), f("ts_ns", &arrow.TimestampType{Unit: arrow.Nanosecond}),
		f("tstz", &arrow.TimestampType{Unit: arrow.Microsecond, TimeZone: "UTC"}),
		f("dec9", &arrow.Decimal128Type{Precision: 9, Scale: 2}),
		f("dec18", &arrow.Decimal128Type{Precision: 18, Scale: 4}),
		f("dec38", &arrow.Decimal128Type{Precision: 38, Scale: 10}),
		f("dec50", &arrow.Decimal256Type{Precision: 50, Scale: 5}),
		f("dict", &arrow.DictionaryType{IndexType: arrow.PrimitiveTypes.Int32, ValueType: arrow.BinaryTypes.String}),
		f("li", arrow.ListOf(arrow.PrimitiveTypes.Int32)),
		f("lli", arrow.LargeListOf(arrow.BinaryTypes.String)),
		f("fsl", arrow.FixedSizeListOf(3, arrow.PrimitiveTypes.Float64)),
		f("st", arrow.StructOf(f("a", arrow.PrimitiveTypes.Int32), f("b", arrow.BinaryTypes.String))),
		f("lst", arrow.ListOf(arrow.StructOf(f("x", arrow.PrimitiveTypes.Int64), f("y", arrow.ListOf(arrow.PrimitiveTypes.Int16))))),
		f("mp", arrow.MapOf(arrow.BinaryTypes.String, arrow.PrimitiveTypes.Int32)),
		f("ll", arrow.ListOf(arrow.ListOf(arrow.PrimitiveTypes.Int32))),
	}, nil)
}

var words = []string{"", "a", "quiver", "arrow", "parquet", "ünïcödé", "a somewhat longer string value to spill pages", "x"}

// table builds the rows: deterministic, every column null now and then
// (id never), lists empty, null and with null elements.
func table(mem memory.Allocator) arrow.RecordBatch {
	r := rand.New(rand.NewPCG(7, 11))
	b := array.NewRecordBuilder(mem, schema())
	defer b.Release()
	null := func() bool { return r.IntN(8) == 0 }
	word := func() string { return words[r.IntN(len(words))] }
	for i := range rows {
		b.Field(0).(*array.Int64Builder).Append(int64(i))
		for c := 1; c < b.Schema().NumFields(); c++ {
			fb := b.Field(c)
			// pqarrow refuses a null fixed-size list (its slots still hold values).
			if _, fsl := fb.(*array.FixedSizeListBuilder); null() && !fsl {
				fb.AppendNull()
				continue
			}
			sign := int64(1 - 2*r.IntN(2))
			switch fb := fb.(type) {
			case *array.BooleanBuilder:
				fb.Append(r.IntN(2) == 0)
			case *array.Int8Builder:
				fb.Append(int8(r.Uint32()))
			case *array.Int16Builder:
				fb.Append(int16(r.Uint32()))
			case *array.Int32Builder:
				fb.Append(int32(r.Uint32()))
			case *array.Int64Builder:
				fb.Append(int64(r.Uint64()))
			case *array.Uint8Builder:
				fb.Append(uint8(r.Uint32()))
			case *array.Uint16Builder:
				fb.Append(uint16(r.Uint32()))
			case *array.Uint32Builder:
				fb.Append(r.Uint32())
			case *array.Uint64Builder:
				fb.Append(r.Uint64())
			case *array.Float16Builder:
				fb.Append(float16.New(float32(r.NormFloat64() * 100)))
			case *array.Float32Builder:
				fb.Append(float32(r.NormFloat64() * 1e6))
			case *array.Float64Builder:
				fb.Append(r.NormFloat64() * 1e12)
			case *array.StringBuilder:
				fb.Append(word() + strconv.Itoa(r.IntN(50)))
			case *array.LargeStringBuilder:
				fb.Append(word())
			case *array.BinaryBuilder:
				v := make([]byte, r.IntN(12))
				for j := range v {
					v[j] = byte(r.Uint32())
				}
				fb.Append(v)
			case *array.FixedSizeBinaryBuilder:
				fb.Append([]byte{byte(r.Uint32()), byte(i), 0, 0xff})
			case *array.Date32Builder:
				fb.Append(arrow.Date32(sign * int64(r.IntN(200000))))
			case *array.Date64Builder:
				fb.Append(arrow.Date64(sign * int64(r.IntN(200000)) * 86400000))
			case *array.Time32Builder:
				fb.Append(arrow.Time32(r.IntN(86400000)))
			case *array.Time64Builder:
				if fb.Type().(*arrow.Time64Type).Unit == arrow.Microsecond {
					fb.Append(arrow.Time64(r.Int64N(86400e6)))
				} else {
					fb.Append(arrow.Time64(r.Int64N(86400e9)))
				}
			case *array.TimestampBuilder:
				fb.Append(arrow.Timestamp(sign * r.Int64N(4e9) * map[arrow.TimeUnit]int64{arrow.Second: 1, arrow.Millisecond: 1e3, arrow.Microsecond: 1e6, arrow.Nanosecond: 1e9}[fb.Type().(*arrow.TimestampType).Unit] / 7))
			case *array.Decimal128Builder:
				p := fb.Type().(*arrow.Decimal128Type).Precision
				fb.Append(decimal128.FromBigInt(bigDigits(r, int(p), sign)))
			case *array.Decimal256Builder:
				fb.Append(decimal256.FromBigInt(bigDigits(r, 50, sign)))
			case *array.BinaryDictionaryBuilder:
				fb.AppendString(word())
			case *array.ListBuilder:
				appendList(r, fb)
			case *array.LargeListBuilder:
				fb.Append(true)
				vb := fb.ValueBuilder().(*array.StringBuilder)
				for range r.IntN(4) {
					if null() {
						vb.AppendNull()
					} else {
						vb.Append(word())
					}
				}
			case *array.FixedSizeListBuilder:
				fb.Append(true)
				vb := fb.ValueBuilder().(*array.Float64Builder)
				for range 3 {
					if null() {
						vb.AppendNull()
					} else {
						vb.Append(float64(r.IntN(1000)) / 8)
					}
				}
			case *array.StructBuilder:
				fb.Append(true)
				appendInt(r, fb.FieldBuilder(0), null())
				sb := fb.FieldBuilder(1).(*array.StringBuilder)
				if null() {
					sb.AppendNull()
				} else {
					sb.Append(word())
				}
			case *array.MapBuilder:
				fb.Append(true)
				n := r.IntN(4)
				for k := range n {
					fb.KeyBuilder().(*array.StringBuilder).Append("k" + strconv.Itoa(k) + word())
					appendInt(r, fb.ItemBuilder(), null())
				}
			default:
				log.Fatalf("no generator for %T", fb)
			}
		}
	}
	return b.NewRecordBatch()
}

// bigDigits is a random integer of up to p decimal digits, of the sign given.
func bigDigits(r *rand.Rand, p int, sign int64) *big.Int {
	v := new(big.Int)
	for range p {
		v.Mul(v, big.NewInt(10)).Add(v, big.NewInt(r.Int64N(10)))
	}
	return v.Div(v, big.NewInt(r.Int64N(1000)+1)).Mul(v, big.NewInt(sign))
}

// appendList appends one non-null list of li, lst or ll.
func appendList(r *rand.Rand, fb *array.ListBuilder) {
	fb.Append(true)
	n := r.IntN(5)
	switch vb := fb.ValueBuilder().(type) {
	case *array.Int32Builder:
		for range n {
			appendInt(r, vb, r.IntN(6) == 0)
		}
	case *array.StructBuilder:
		for range n {
			if r.IntN(6) == 0 {
				vb.AppendNull()
				continue
			}
			vb.Append(true)
			appendInt(r, vb.FieldBuilder(0), r.IntN(6) == 0)
			lb := vb.FieldBuilder(1).(*array.ListBuilder)
			if r.IntN(5) == 0 {
				lb.AppendNull()
				continue
			}
			lb.Append(true)
			for range r.IntN(3) {
				appendInt(r, lb.ValueBuilder(), r.IntN(6) == 0)
			}
		}
	case *array.ListBuilder:
		for range n {
			if r.IntN(6) == 0 {
				vb.AppendNull()
				continue
			}
			vb.Append(true)
			for range r.IntN(4) {
				appendInt(r, vb.ValueBuilder(), r.IntN(6) == 0)
			}
		}
	}
}

func appendInt(r *rand.Rand, b array.Builder, isNull bool) {
	if isNull {
		b.AppendNull()
		return
	}
	v := r.Int64N(2000) - 1000
	switch b := b.(type) {
	case *array.Int16Builder:
		b.Append(int16(v))
	case *array.Int32Builder:
		b.Append(int32(v))
	case *array.Int64Builder:
		b.Append(v * 1e9)
	}
}

func main() {
	mem := memory.DefaultAllocator
	rec := table(mem)
	defer rec.Release()
	var groups []reading
	for _, fx := range fixtures {
		var buf bytes.Buffer
		arrProps := pqarrow.DefaultWriterProps()
		if fx.storeSchema {
			arrProps = pqarrow.NewArrowWriterProperties(pqarrow.WithStoreSchema())
		}
		fw, err := pqarrow.NewFileWriter(rec.Schema(), &buf, parquet.NewWriterProperties(fx.props...), arrProps)
		if err != nil {
			log.Fatalf("%s: %v", fx.name, err)
		}
		if err := fw.Write(rec); err != nil {
			log.Fatalf("%s: %v", fx.name, err)
		}
		if err := fw.Close(); err != nil {
			log.Fatalf("%s: %v", fx.name, err)
		}
		name := fx.name + ".parquet"
		if err := os.WriteFile("../"+name, buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
		lines, err := readBack(buf.Bytes(), mem)
		if err != nil {
			log.Fatalf("%s: pqarrow reads it back: %v", fx.name, err)
		}
		groups = addReading(groups, name, lines)
		fmt.Fprintf(os.Stderr, "%s: %d bytes\n", name, buf.Len())
	}
	var out bytes.Buffer
	for _, g := range groups {
		for _, name := range g.files {
			hdr, _ := json.Marshal(map[string]any{"#file": name})
			out.Write(append(hdr, '\n'))
		}
		out.Write(g.lines)
	}
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	w.Write(out.Bytes())
	if err := w.Close(); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("../pqarrow.jsonl.gz", z.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}

// readBack is pqarrow's reading of a file, one JSON object a row.
func readBack(data []byte, mem memory.Allocator) ([]byte, error) {
	pf, err := file.NewParquetReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	fr, err := pqarrow.NewFileReader(pf, pqarrow.ArrowReadProperties{BatchSize: 128}, mem)
	if err != nil {
		return nil, err
	}
	rr, err := fr.GetRecordReader(context.Background(), nil, nil)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	for rr.Next() {
		rec := rr.RecordBatch()
		for i := range int(rec.NumRows()) {
			row := map[string]any{}
			for c, f := range rec.Schema().Fields() {
				row[f.Name] = canon(rec.Column(c), i)
			}
			line, err := json.Marshal(row)
			if err != nil {
				return nil, err
			}
			out.Write(append(line, '\n'))
		}
	}
	return out.Bytes(), rr.Err()
}

func num[T int8 | int16 | int32 | int64](v T) json.Number {
	return json.Number(strconv.FormatInt(int64(v), 10))
}
func unum[T uint8 | uint16 | uint32 | uint64](v T) json.Number {
	return json.Number(strconv.FormatUint(uint64(v), 10))
}

// nanos is v in unit u as nanoseconds, as exact text.
func nanos(v int64, u arrow.TimeUnit) json.Number {
	return json.Number(strconv.FormatInt(v, 10) + strings.Repeat("0", map[arrow.TimeUnit]int{arrow.Second: 9, arrow.Millisecond: 6, arrow.Microsecond: 3, arrow.Nanosecond: 0}[u]))
}

// canon is value i of a in the canonical form: null, bool, exact decimal
// text for integers and decimals, days for dates, nanoseconds for times and
// timestamps, JSON numbers for floats, strings, upper-case hex for binary,
// arrays for lists, objects for structs and maps.
func canon(a arrow.Array, i int) any {
	if a.IsNull(i) {
		return nil
	}
	switch a := a.(type) {
	case *array.Boolean:
		return a.Value(i)
	case *array.Int8:
		return num(a.Value(i))
	case *array.Int16:
		return num(a.Value(i))
	case *array.Int32:
		return num(a.Value(i))
	case *array.Int64:
		return num(a.Value(i))
	case *array.Uint8:
		return unum(a.Value(i))
	case *array.Uint16:
		return unum(a.Value(i))
	case *array.Uint32:
		return unum(a.Value(i))
	case *array.Uint64:
		return unum(a.Value(i))
	case *array.Float16:
		return json.Number(strconv.FormatFloat(float64(a.Value(i).Float32()), 'g', -1, 32))
	case *array.Float32:
		return json.Number(strconv.FormatFloat(float64(a.Value(i)), 'g', -1, 32))
	case *array.Float64:
		return json.Number(strconv.FormatFloat(a.Value(i), 'g', -1, 64))
	case *array.String:
		return a.Value(i)
	case *array.LargeString:
		return a.Value(i)
	case *array.Binary:
		return strings.ToUpper(hex.EncodeToString(a.Value(i)))
	case *array.LargeBinary:
		return strings.ToUpper(hex.EncodeToString(a.Value(i)))
	case *array.FixedSizeBinary:
		return strings.ToUpper(hex.EncodeToString(a.Value(i)))
	case *array.Date32:
		return num(int32(a.Value(i)))
	case *array.Date64:
		return num(int64(a.Value(i)) / 86400000)
	case *array.Time32:
		return nanos(int64(a.Value(i)), a.DataType().(*arrow.Time32Type).Unit)
	case *array.Time64:
		return nanos(int64(a.Value(i)), a.DataType().(*arrow.Time64Type).Unit)
	case *array.Timestamp:
		return nanos(int64(a.Value(i)), a.DataType().(*arrow.TimestampType).Unit)
	case *array.Decimal128:
		return json.Number(a.Value(i).ToString(a.DataType().(*arrow.Decimal128Type).Scale))
	case *array.Decimal256:
		return json.Number(a.Value(i).ToString(a.DataType().(*arrow.Decimal256Type).Scale))
	case *array.Dictionary:
		return canon(a.Dictionary(), a.GetValueIndex(i))
	case *array.List:
		s, e := a.ValueOffsets(i)
		return canonRange(a.ListValues(), s, e)
	case *array.LargeList:
		s, e := a.ValueOffsets(i)
		return canonRange(a.ListValues(), s, e)
	case *array.FixedSizeList:
		s, e := a.ValueOffsets(i)
		return canonRange(a.ListValues(), s, e)
	case *array.Map:
		s, e := a.ValueOffsets(i)
		m := map[string]any{}
		for j := s; j < e; j++ {
			m[fmt.Sprint(canon(a.Keys(), int(j)))] = canon(a.Items(), int(j))
		}
		return m
	case *array.Struct:
		m := map[string]any{}
		for f, fld := range a.DataType().(*arrow.StructType).Fields() {
			m[fld.Name] = canon(a.Field(f), i)
		}
		return m
	}
	log.Fatalf("no canonical form for %s", a.DataType())
	return nil
}

func canonRange(a arrow.Array, s, e int64) []any {
	out := make([]any, 0, e-s)
	for j := s; j < e; j++ {
		out = append(out, canon(a, int(j)))
	}
	return out
}

// reading is the JSON lines of a writer's reading and the files read so.
type reading struct {
	files []string
	lines []byte
}

// addReading adds file's reading to groups, in the group of the files read
// to the same lines if there is one: the lines are then stored once.
func addReading(groups []reading, file string, lines []byte) []reading {
	for i, g := range groups {
		if bytes.Equal(g.lines, lines) {
			groups[i].files = append(g.files, file)
			return groups
		}
	}
	return append(groups, reading{[]string{file}, lines})
}
