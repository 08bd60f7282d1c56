// Command gen writes the parquet-go fixtures of
// parquet/testdata/writers/parquetgo: the rows of type row (every type
// parquet-go derives from Go struct tags) written with each set of writer
// options in fixtures, and parquet-go's own reading of each file back into
// the struct, as gzipped JSON lines (parquetgo.jsonl.gz) in the canonical
// form TestWriterFiles compares quiver's reading with.
//
// It is a module of its own (the library does not depend on parquet-go) and
// is not run by make test: the files it writes are checked in. Run it from
// this directory with `go run .`; see ../README.md.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"math/big"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/parquet-go/parquet-go"
)

type inner struct {
	X int64   `parquet:"x"`
	Y []int16 `parquet:"y,list"`
}

type point struct {
	A *int32  `parquet:"a,optional"`
	B *string `parquet:"b,optional"`
}

type row struct {
	ID    int64            `parquet:"id"`
	B     *bool            `parquet:"b,optional"`
	I8    *int8            `parquet:"i8,optional"`
	I16   *int16           `parquet:"i16,optional"`
	I32   *int32           `parquet:"i32,optional"`
	I64   *int64           `parquet:"i64,optional"`
	U8    *uint8           `parquet:"u8,optional"`
	U16   *uint16          `parquet:"u16,optional"`
	U32   *uint32          `parquet:"u32,optional"`
	U64   *uint64          `parquet:"u64,optional"`
	F32   *float32         `parquet:"f32,optional"`
	F64   *float64         `parquet:"f64,optional"`
	S     *string          `parquet:"s,optional"`
	Req   string           `parquet:"req"`
	Enum  string           `parquet:"enum,enum"`
	JSON  string           `parquet:"js,json"`
	Bin   []byte           `parquet:"bin,optional"`
	UUID  [16]byte         `parquet:"uuid,uuid"`
	Fixed [5]byte          `parquet:"fixed"`
	D     *time.Time       `parquet:"d,optional,date"`
	D32   int32            `parquet:"d32,date"`
	TMs   int32            `parquet:"t_ms,time(millisecond)"`
	TUs   int64            `parquet:"t_us,time(microsecond)"`
	TNs   int64            `parquet:"t_ns,time(nanosecond)"`
	TsMs  *time.Time       `parquet:"ts_ms,optional,timestamp(millisecond)"`
	TsUs  int64            `parquet:"ts_us,timestamp(microsecond)"`
	TsNs  time.Time        `parquet:"ts_ns,timestamp(nanosecond)"`
	Dec9  int32            `parquet:"dec9,decimal(2:9)"`
	Dec18 *int64           `parquet:"dec18,optional,decimal(4:18)"`
	Dec30 [13]byte         `parquet:"dec30,decimal(6:30)"`
	Li    []int32          `parquet:"li,list"`
	LiN   []*int32         `parquet:"lin,list"`
	Rep   []string         `parquet:"rep"`
	St    *point           `parquet:"st,optional"`
	Lst   []inner          `parquet:"lst,list"`
	Mp    map[string]int32 `parquet:"mp"`
}

const rows = 400

// small pages and row groups, so the reader crosses their boundaries.
var small = []parquet.WriterOption{parquet.MaxRowsPerRowGroup(150), parquet.PageBufferSize(1024)}

func with(o ...parquet.WriterOption) []parquet.WriterOption {
	return append(append([]parquet.WriterOption{}, small...), o...)
}

var fixtures = []struct {
	name string
	opts []parquet.WriterOption
}{
	{"parquetgo_default", nil},
	{"parquetgo_v1_snappy", with(parquet.DataPageVersion(1), parquet.Compression(&parquet.Snappy))},
	{"parquetgo_v2_zstd_dict", with(parquet.DataPageVersion(2), parquet.Compression(&parquet.Zstd),
		parquet.DefaultEncodingFor(parquet.ByteArray, &parquet.RLEDictionary),
		parquet.DefaultEncodingFor(parquet.Int32, &parquet.RLEDictionary),
		parquet.DefaultEncodingFor(parquet.Int64, &parquet.RLEDictionary),
		parquet.DefaultEncodingFor(parquet.Double, &parquet.RLEDictionary))},
	{"parquetgo_v1_gzip_dict", with(parquet.DataPageVersion(1), parquet.Compression(&parquet.Gzip),
		parquet.DefaultEncodingFor(parquet.ByteArray, &parquet.RLEDictionary),
		parquet.DefaultEncodingFor(parquet.FixedLenByteArray, &parquet.RLEDictionary),
		parquet.DefaultEncodingFor(parquet.Float, &parquet.RLEDictionary))},
	{"parquetgo_v2_brotli_delta", with(parquet.DataPageVersion(2), parquet.Compression(&parquet.Brotli),
		parquet.DefaultEncodingFor(parquet.Int32, &parquet.DeltaBinaryPacked),
		parquet.DefaultEncodingFor(parquet.Int64, &parquet.DeltaBinaryPacked),
		parquet.DefaultEncodingFor(parquet.ByteArray, &parquet.DeltaLengthByteArray),
		parquet.DefaultEncodingFor(parquet.FixedLenByteArray, &parquet.DeltaByteArray))},
	{"parquetgo_v1_lz4_split", with(parquet.DataPageVersion(1), parquet.Compression(&parquet.Lz4Raw),
		parquet.DefaultEncodingFor(parquet.Float, &parquet.ByteStreamSplit),
		parquet.DefaultEncodingFor(parquet.Double, &parquet.ByteStreamSplit),
		parquet.DefaultEncodingFor(parquet.Int32, &parquet.ByteStreamSplit),
		parquet.DefaultEncodingFor(parquet.Int64, &parquet.ByteStreamSplit),
		parquet.DefaultEncodingFor(parquet.ByteArray, &parquet.DeltaByteArray),
		parquet.DefaultEncodingFor(parquet.Boolean, &parquet.RLE))},
	{"parquetgo_v2_uncompressed_plain", with(parquet.DataPageVersion(2), parquet.Compression(&parquet.Uncompressed),
		parquet.DefaultEncoding(&parquet.Plain))},
}

var words = []string{"", "a", "quiver", "parquet-go", "ünïcödé", "a somewhat longer string value, to fill pages", "x"}

func ptr[T any](v T) *T { return &v }

// makeRows builds the rows: deterministic, optional columns null now and
// then, lists empty, nil and with null elements.
func makeRows() []row {
	r := rand.New(rand.NewPCG(3, 5))
	null := func() bool { return r.IntN(7) == 0 }
	word := func() string { return words[r.IntN(len(words))] }
	opt := func(v any) any {
		if null() {
			return nil
		}
		return v
	}
	out := make([]row, rows)
	for i := range out {
		x := &out[i]
		x.ID = int64(i)
		if opt(1) != nil {
			x.B = ptr(r.IntN(2) == 0)
		}
		if opt(1) != nil {
			x.I8 = ptr(int8(r.Uint32()))
		}
		if opt(1) != nil {
			x.I16 = ptr(int16(r.Uint32()))
		}
		if opt(1) != nil {
			x.I32 = ptr(int32(r.Uint32()))
		}
		if opt(1) != nil {
			x.I64 = ptr(int64(r.Uint64()))
		}
		if opt(1) != nil {
			x.U8 = ptr(uint8(r.Uint32()))
		}
		if opt(1) != nil {
			x.U16 = ptr(uint16(r.Uint32()))
		}
		if opt(1) != nil {
			x.U32 = ptr(r.Uint32())
		}
		if opt(1) != nil {
			x.U64 = ptr(r.Uint64())
		}
		if opt(1) != nil {
			x.F32 = ptr(float32(r.NormFloat64() * 1e4))
		}
		if opt(1) != nil {
			x.F64 = ptr(r.NormFloat64() * 1e9)
		}
		if opt(1) != nil {
			x.S = ptr(word() + strconv.Itoa(r.IntN(30)))
		}
		x.Req = word()
		x.Enum = []string{"RED", "GREEN", "BLUE"}[r.IntN(3)]
		x.JSON = fmt.Sprintf(`{"k":%d}`, r.IntN(100))
		if opt(1) != nil {
			x.Bin = make([]byte, r.IntN(9))
			for j := range x.Bin {
				x.Bin[j] = byte(r.Uint32())
			}
		}
		for j := range x.UUID {
			x.UUID[j] = byte(r.Uint32())
		}
		x.Fixed = [5]byte{byte(i), byte(i >> 8), 0, 0xff, byte(r.Uint32())}
		sign := int64(1 - 2*r.IntN(2))
		if opt(1) != nil {
			x.D = ptr(time.Unix(sign*r.Int64N(50000)*86400, 0).UTC())
		}
		x.D32 = int32(sign * r.Int64N(100000))
		x.TMs = int32(r.IntN(86400000))
		x.TUs = r.Int64N(86400e6)
		x.TNs = r.Int64N(86400e9)
		if opt(1) != nil {
			x.TsMs = ptr(time.UnixMilli(sign * r.Int64N(4e12)).UTC())
		}
		x.TsUs = sign * r.Int64N(4e15)
		x.TsNs = time.Unix(0, sign*r.Int64N(4e18)).UTC()
		x.Dec9 = int32(sign * r.Int64N(999999999))
		if opt(1) != nil {
			x.Dec18 = ptr(sign * r.Int64N(999999999999999999))
		}
		v := new(big.Int).Mul(big.NewInt(r.Int64N(1e15)), big.NewInt(r.Int64N(1e15)))
		if sign < 0 {
			v.Neg(v).Sub(v, big.NewInt(1))
		}
		x.Dec30 = twos13(v)
		if opt(1) != nil {
			x.Li = []int32{}
			for range r.IntN(5) {
				x.Li = append(x.Li, int32(r.IntN(1000)))
			}
		}
		for range r.IntN(4) {
			if null() {
				x.LiN = append(x.LiN, nil)
			} else {
				x.LiN = append(x.LiN, ptr(int32(r.IntN(100))))
			}
		}
		for range r.IntN(3) {
			x.Rep = append(x.Rep, word())
		}
		if opt(1) != nil {
			x.St = &point{}
			if opt(1) != nil {
				x.St.A = ptr(int32(r.IntN(100)))
			}
			if opt(1) != nil {
				x.St.B = ptr(word())
			}
		}
		for range r.IntN(3) {
			in := inner{X: r.Int64N(1e12)}
			for range r.IntN(3) {
				in.Y = append(in.Y, int16(r.IntN(500)))
			}
			x.Lst = append(x.Lst, in)
		}
		if opt(1) != nil {
			x.Mp = map[string]int32{}
			for k := range r.IntN(4) {
				x.Mp["k"+strconv.Itoa(k)] = int32(r.IntN(100))
			}
		}
	}
	return out
}

// twos13 is v as 13 bytes of big-endian two's complement.
func twos13(v *big.Int) [13]byte {
	m := new(big.Int).Lsh(big.NewInt(1), 104)
	u := new(big.Int).Mod(v, m)
	var out [13]byte
	u.FillBytes(out[:])
	return out
}

func main() {
	data := makeRows()
	var groups []reading
	for _, fx := range fixtures {
		var buf bytes.Buffer
		w := parquet.NewGenericWriter[row](&buf, fx.opts...)
		for i := 0; i < len(data); i += 50 {
			if _, err := w.Write(data[i:min(i+50, len(data))]); err != nil {
				log.Fatalf("%s: %v", fx.name, err)
			}
		}
		if err := w.Close(); err != nil {
			log.Fatalf("%s: %v", fx.name, err)
		}
		name := fx.name + ".parquet"
		if err := os.WriteFile("../"+name, buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
		lines, err := readBack(buf.Bytes())
		if err != nil {
			log.Fatalf("%s: parquet-go reads it back: %v", fx.name, err)
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
	zw, _ := gzip.NewWriterLevel(&z, gzip.BestCompression)
	zw.Write(out.Bytes())
	if err := zw.Close(); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("../parquetgo.jsonl.gz", z.Bytes(), 0o644); err != nil {
		log.Fatal(err)
	}
}

// readBack is parquet-go's reading of a file into rows of type row, one
// JSON object a row.
func readBack(data []byte) ([]byte, error) {
	rd := parquet.NewGenericReader[row](bytes.NewReader(data))
	defer rd.Close()
	var out bytes.Buffer
	buf := make([]row, 64)
	for {
		n, err := rd.Read(buf)
		for _, x := range buf[:n] {
			line, jerr := json.Marshal(canon(reflect.ValueOf(x), ""))
			if jerr != nil {
				return nil, jerr
			}
			out.Write(append(line, '\n'))
		}
		if errors.Is(err, io.EOF) {
			return out.Bytes(), nil
		}
		if err != nil {
			return nil, err
		}
		clear(buf)
	}
}

// canon is v, of a field with the parquet tag options opts, in the
// canonical form: null, bool, exact decimal text for integers and decimals,
// days for dates, nanoseconds for times and timestamps, JSON numbers for
// floats, strings, upper-case hex for binary, arrays for lists, objects for
// structs and maps.
func canon(v reflect.Value, opts string) any {
	unit := func() int64 {
		for _, u := range []struct {
			s string
			n int64
		}{{"millisecond", 1e6}, {"microsecond", 1e3}, {"nanosecond", 1}} {
			if strings.Contains(opts, "("+u.s) {
				return u.n
			}
		}
		return 1
	}
	scale := func() int {
		i := strings.Index(opts, "decimal(")
		if i < 0 {
			return -1
		}
		s, _ := strconv.Atoi(opts[i+8 : i+8+strings.IndexByte(opts[i+8:], ':')])
		return s
	}
	decimal := func(n *big.Int) json.Number {
		r := new(big.Rat).SetFrac(n, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(scale())), nil))
		return json.Number(r.FloatString(scale()))
	}
	if v.Type() == reflect.TypeFor[time.Time]() {
		t := v.Interface().(time.Time)
		if strings.Contains(opts, "date") {
			return json.Number(strconv.FormatInt(t.Unix()/86400, 10))
		}
		return json.Number(strconv.FormatInt(t.UnixNano(), 10))
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return canon(v.Elem(), opts)
	case reflect.Bool:
		return v.Bool()
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if scale() >= 0 {
			return decimal(big.NewInt(v.Int()))
		}
		if strings.Contains(opts, "time(") || strings.Contains(opts, "timestamp(") {
			return json.Number(new(big.Int).Mul(big.NewInt(v.Int()), big.NewInt(unit())).String())
		}
		return json.Number(strconv.FormatInt(v.Int(), 10))
	case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return json.Number(strconv.FormatUint(v.Uint(), 10))
	case reflect.Float32:
		return json.Number(strconv.FormatFloat(v.Float(), 'g', -1, 32))
	case reflect.Float64:
		return json.Number(strconv.FormatFloat(v.Float(), 'g', -1, 64))
	case reflect.String:
		return v.String()
	case reflect.Array:
		b := make([]byte, v.Len())
		reflect.Copy(reflect.ValueOf(b), v)
		if scale() >= 0 {
			n := new(big.Int).SetBytes(b)
			if b[0]&0x80 != 0 {
				n.Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(8*len(b))))
			}
			return decimal(n)
		}
		return strings.ToUpper(hex.EncodeToString(b))
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			if v.IsNil() {
				return nil
			}
			return strings.ToUpper(hex.EncodeToString(v.Bytes()))
		}
		out := make([]any, v.Len())
		for i := range out {
			out[i] = canon(v.Index(i), "")
		}
		return out
	case reflect.Map: // required: nil is written as an empty map
		m := map[string]any{}
		for it := v.MapRange(); it.Next(); {
			m[fmt.Sprint(canon(it.Key(), ""))] = canon(it.Value(), "")
		}
		return m
	case reflect.Struct:
		m := map[string]any{}
		for i := range v.NumField() {
			name, opts, _ := strings.Cut(v.Type().Field(i).Tag.Get("parquet"), ",")
			m[name] = canon(v.Field(i), opts)
		}
		return m
	}
	log.Fatalf("no canonical form for %s", v.Type())
	return nil
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
