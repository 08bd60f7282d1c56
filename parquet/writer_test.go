package parquet

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/internal/randarray"
)

// writeBytes writes batches (of one schema) with opts and returns the file.
func writeBytes(t testing.TB, schema *arrays.Schema, batches []*arrays.RecordBatch, opts ...WriteOption) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := NewWriter(&buf, schema, opts...)
	if err != nil {
		t.Fatalf("NewWriter: %v", err)
	}
	for _, rb := range batches {
		if err := w.Write(rb); err != nil {
			t.Fatalf("Write: %v", err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	return buf.Bytes()
}

// notRestored reports whether quiver's reader gives t back as another
// type (with the same values): the conversions Arrow C++ makes on writing
// that the reader does not undo from ARROW:schema.
func notRestored(t arrays.DataType) bool {
	switch x := t.(type) {
	case *arrays.ListViewType, *arrays.LargeListViewType, *arrays.RunEndEncodedType:
		return true
	case arrays.ExtensionType:
		return notRestored(x.StorageType())
	case *arrays.DictionaryType:
		return notRestored(x.Value)
	case arrays.NestedType:
		for _, f := range x.Fields() {
			if notRestored(f.Type) {
				return true
			}
		}
	}
	return false
}

// skipWhenEmulated skips a writer sweep in the emulated runs of the
// assembly levels (QUIVER_TEST_EMULATED=1: make test-arm64 and
// test-avx2-emulated), where it costs 20x its native time for nothing
// those runs can catch: the writer is Go code but for HybridEncode, which
// the kernels package tests at every level. The native runs (every level
// of this CPU, noasm, 386) and test-s390x (byte order) run these sweeps.
// fullSweeps reports whether the writer's sweeps run their whole matrix:
// natively with the assembly (test-native). -short runs (386, s390x) and
// the noasm build, whose pure-Go paths the kernels and the codecs' own
// tests cover, take every codec and layout once.
func fullSweeps() bool { return !testing.Short() && !noasmBuild() }

func skipWhenEmulated(t *testing.T) {
	t.Helper()
	if os.Getenv("QUIVER_TEST_EMULATED") == "1" {
		t.Skip("the writer's Go code: tested natively and on s390x, not under the asm levels' emulators")
	}
}

// storage is a with its extension type replaced by the storage type.
func storage(a arrays.Array) arrays.Array {
	d := a.Data()
	st := arrays.StorageOf(d.Type)
	if st == d.Type {
		return a
	}
	return arrays.MakeArray(arrays.NewData(st, d.Length, d.Buffers, d.Children, arrays.UnknownNullCount, d.Offset).WithDictionary(d.Dictionary))
}

// norm is slot i of a as a plain Go value, the same for every Arrow
// layout of the same logical value and for what the writer converts
// (seconds to milliseconds, date64 to days, intervals to their 12 bytes):
// the oracle of the round trips, built on the arrays package's accessors.
func norm(a arrays.Array, i int) any {
	a = storage(a)
	switch x := a.(type) {
	case *arrays.Dictionary:
		if x.IsNull(i) {
			return nil
		}
		return norm(x.Dictionary(), x.IndexValue(i))
	case *arrays.RunEndEncoded:
		return norm(x.Values(), x.PhysicalIndex(i))
	}
	if a.IsNull(i) {
		return nil
	}
	list := func(child arrays.Array, s, e int) any {
		out := []any{}
		for j := s; j < e; j++ {
			out = append(out, norm(child, j))
		}
		return out
	}
	switch x := a.(type) {
	case *arrays.Map:
		s, e := x.ValueRange(i)
		return list(x.ListValues(), s, e)
	case *arrays.List:
		s, e := x.ValueRange(i)
		return list(x.ListValues(), s, e)
	case *arrays.LargeList:
		s, e := x.ValueRange(i)
		return list(x.ListValues(), s, e)
	case *arrays.ListView:
		s, e := x.ValueRange(i)
		return list(x.ListValues(), s, e)
	case *arrays.LargeListView:
		s, e := x.ValueRange(i)
		return list(x.ListValues(), s, e)
	case *arrays.FixedSizeList:
		s, e := x.ValueRange(i)
		return list(x.ListValues(), s, e)
	case *arrays.Struct:
		out := []any{}
		for k := range x.NumField() {
			out = append(out, norm(x.Field(k), i))
		}
		return out
	case *arrays.Date64:
		ms := x.Value(i)
		d := ms / 86400000
		if ms%86400000 < 0 {
			d--
		}
		return fmt.Sprint("date:", d)
	case *arrays.Date32:
		return fmt.Sprint("date:", x.Value(i))
	}
	d := a.Data()
	j := d.Offset + i
	switch t := d.Type.(type) {
	case arrays.Time32Type:
		v := int64(asSlice[int32](d.Buffers[1])[j])
		if t.Unit == arrays.Second {
			v *= 1000
		}
		return fmt.Sprint("time32ms:", v)
	case arrays.TimestampType:
		v := asSlice[int64](d.Buffers[1])[j]
		u := t.Unit
		if u == arrays.Second {
			v, u = v*1000, arrays.Millisecond
		}
		return fmt.Sprint("ts:", u, ":", v)
	case arrays.IntervalMonthsType:
		var b [12]byte
		binary.LittleEndian.PutUint32(b[:4], uint32(asSlice[int32](d.Buffers[1])[j]))
		return fmt.Sprintf("interval:%x", b)
	case arrays.IntervalDayTimeType:
		var b [12]byte
		x := asSlice[int32](d.Buffers[1])
		binary.LittleEndian.PutUint32(b[4:], uint32(x[2*j]))
		binary.LittleEndian.PutUint32(b[8:], uint32(x[2*j+1]))
		return fmt.Sprintf("interval:%x", b)
	case arrays.FixedSizeBinaryType:
		if t.ByteWidth == 12 {
			return fmt.Sprintf("interval:%x", d.Buffers[1][12*j:12*j+12])
		}
	}
	return a.ValueString(i)
}

// checkRoundTrip writes batches, reads the file back with quiver's reader
// and compares it with the batches: value for value through norm, and
// exactly (types and arrays.Equal) where the reader restores the type.
func checkRoundTrip(t *testing.T, schema *arrays.Schema, batches []*arrays.RecordBatch, opts ...WriteOption) []byte {
	t.Helper()
	file := writeBytes(t, schema, batches, opts...)
	f, err := OpenBytes(file)
	if err != nil {
		t.Fatalf("OpenBytes: %v", err)
	}
	got, err := f.ReadAll(nil)
	if err != nil {
		t.Fatalf("ReadAll: %v", err)
	}
	var want []*arrays.RecordBatch
	for _, b := range batches {
		if b.NumRows() > 0 {
			want = append(want, b)
		}
	}
	for c, fld := range schema.Fields {
		rt := f.ArrowSchema().Fields[c]
		exact := !notRestored(fld.Type)
		if exact && !arrays.TypeEqual(rt.Type, fld.Type) {
			t.Fatalf("column %s: read as %s, written as %s", fld.Name, rt.Type, fld.Type)
		}
		// Walk both sides row by row across their batches.
		wi, wo, gi, gof := 0, 0, 0, 0
		for row := 0; ; row++ {
			for wi < len(want) && wo == want[wi].NumRows() {
				wi, wo = wi+1, 0
			}
			for gi < len(got) && gof == got[gi].NumRows() {
				gi, gof = gi+1, 0
			}
			if wi == len(want) || gi == len(got) {
				if wi != len(want) || gi != len(got) {
					t.Fatalf("column %s: %d rows read, want more or fewer (at row %d)", fld.Name, row, row)
				}
				break
			}
			a, b := norm(want[wi].Column(c), wo), norm(got[gi].Column(c), gof)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("column %s (%s) row %d: read %v, wrote %v", fld.Name, fld.Type, row, b, a)
			}
			wo++
			gof++
		}
		if exact && len(want) == 1 && len(got) == 1 {
			if !arrays.Equal(want[0].Column(c), got[0].Column(c), arrays.EqualNaN(true)) {
				t.Fatalf("column %s: arrays.Equal fails:\n%s", fld.Name, arrays.EqualDiff(want[0].Column(c), got[0].Column(c), arrays.EqualNaN(true)))
			}
		}
	}
	return file
}

// writable lists randarray's types the writer takes (unions and
// month_day_nano intervals have no Parquet form).
func writable() []arrays.DataType {
	var out []arrays.DataType
	for _, t := range randarray.Types() {
		switch t.ID() {
		case arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.INTERVAL_MONTH_DAY_NANO:
			continue
		}
		out = append(out, t)
	}
	return out
}

func nullable(name string, t arrays.DataType) arrays.Field {
	return arrays.Field{Name: name, Type: t, Nullable: true}
}

// randomBatch is a batch of n rows of the given types, random nulls.
func randomBatch(r *rand.Rand, types []arrays.DataType, n int, nullProb float64) *arrays.RecordBatch {
	g := randarray.New(r, nullProb)
	var fields []arrays.Field
	var cols []arrays.Array
	for i, typ := range types {
		fields = append(fields, nullable(fmt.Sprintf("c%d", i), typ))
		cols = append(cols, g.Array(typ, n))
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, n)
	if err != nil {
		panic(err)
	}
	return rb
}

func TestWriteEveryType(t *testing.T) {
	randarray.Register()
	r := rand.New(rand.NewPCG(1, 2))
	for _, typ := range writable() {
		t.Run(typ.String(), func(t *testing.T) {
			for _, n := range []int{0, 1, 37, 300} {
				rb := randomBatch(r, []arrays.DataType{typ}, n, 0.2)
				checkRoundTrip(t, rb.Schema(), []*arrays.RecordBatch{rb})
				checkRoundTrip(t, rb.Schema(), []*arrays.RecordBatch{rb}, PageSize(64), RowGroupRows(50), DataPageVersion(2), Dictionary(false))
			}
		})
	}
}

// nestedTypes wraps t in structs, lists and maps to depth 3.
func nestedTypes(t arrays.DataType) []arrays.DataType {
	return []arrays.DataType{
		arrays.ListOf(arrays.StructOf(nullable("x", t), nullable("y", arrays.ListOf(t)))),
		arrays.StructOf(nullable("s", arrays.StructOf(nullable("t", t))), arrays.Field{Name: "r", Type: arrays.LargeListOf(t)}),
		arrays.MapOf(arrays.Utf8Type{}, arrays.ListOf(t)),
		arrays.FixedSizeListOf(arrays.ListViewOf(t), 2),
	}
}

func TestWriteNested(t *testing.T) {
	skipWhenEmulated(t)
	randarray.Register()
	r := rand.New(rand.NewPCG(3, 4))
	base := []arrays.DataType{arrays.Int32Type{}, arrays.Utf8Type{}, arrays.BoolType{}, arrays.Float64Type{},
		arrays.Decimal128Type{Precision: 20, Scale: 2}, &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}}}
	if fullSweeps() {
		base = writable()
	}
	for _, b := range base {
		for _, typ := range nestedTypes(b) {
			t.Run(typ.String(), func(t *testing.T) {
				rb := randomBatch(r, []arrays.DataType{typ}, 120, 0.25)
				checkRoundTrip(t, rb.Schema(), []*arrays.RecordBatch{rb})
				checkRoundTrip(t, rb.Schema(), []*arrays.RecordBatch{rb, rb.Slice(7, 90)}, PageSize(100), RowGroupRows(33), DataPageVersion(2))
			})
		}
	}
}

// TestWriteOptions sweeps codecs, page versions, dictionaries and
// encodings over a batch of every writable type.
func TestWriteOptions(t *testing.T) {
	skipWhenEmulated(t)
	randarray.Register()
	r := rand.New(rand.NewPCG(5, 6))
	rb := randomBatch(r, writable(), 400, 0.1)
	codecs := []Codec{Uncompressed, Snappy, Gzip, Zstd, LZ4Raw, Brotli}
	for _, codec := range codecs {
		for _, v := range []int{1, 2} {
			for _, dict := range []bool{true, false} {
				if !fullSweeps() && codec != Snappy && (v == 2 || !dict) {
					continue
				}
				t.Run(fmt.Sprintf("codec=%s/v=%d/dict=%v", codec, v, dict), func(t *testing.T) {
					checkRoundTrip(t, rb.Schema(), []*arrays.RecordBatch{rb.Slice(3, 400)},
						Compression(codec), DataPageVersion(v), Dictionary(dict), PageSize(512), RowGroupRows(150))
				})
			}
		}
	}
}

func TestWriteEncodings(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	types := []arrays.DataType{arrays.BoolType{}, arrays.Int32Type{}, arrays.Int64Type{}, arrays.Float32Type{}, arrays.Float64Type{},
		arrays.Utf8Type{}, arrays.BinaryType{}, arrays.FixedSizeBinaryType{ByteWidth: 5}, arrays.Float16Type{},
		arrays.Uint16Type{}, arrays.Decimal128Type{Precision: 30, Scale: 4}, arrays.ListOf(arrays.Int64Type{})}
	encs := []Encoding{Plain, RLE, DeltaBinaryPacked, DeltaLengthByteArray, DeltaByteArray, ByteStreamSplit, RLEDictionary}
	for i, typ := range types {
		rb := randomBatch(r, []arrays.DataType{typ}, 500, 0.15)
		for _, enc := range encs {
			for _, v := range []int{1, 2} {
				col := "c0"
				if typ.ID() == arrays.LIST {
					col = "c0.element"
				}
				opts := []WriteOption{ColumnEncoding(col, enc), DataPageVersion(v), PageSize(300)}
				var buf bytes.Buffer
				if _, err := NewWriter(&buf, rb.Schema(), opts...); err != nil {
					// An encoding that does not apply to the type is refused
					// up front, naming the column.
					if !strings.Contains(err.Error(), "c0") || strings.Contains(err.Error(), "no leaf column has that name") {
						t.Errorf("type %d %s, %s: error without the column, or not for the encoding: %v", i, typ, enc, err)
					}
					continue
				}
				t.Run(fmt.Sprintf("%s/%s/v%d", typ, enc, v), func(t *testing.T) {
					file := checkRoundTrip(t, rb.Schema(), []*arrays.RecordBatch{rb}, opts...)
					f, _ := OpenBytes(file)
					m := f.Metadata.RowGroups[0].Columns[0].MetaData
					want := enc
					if enc == RLEDictionary && typ.ID() == arrays.BOOL {
						want = Plain // booleans are never dictionary-encoded
					}
					found := false
					for _, e := range m.Encodings {
						found = found || e == want
					}
					if !found {
						t.Errorf("encodings %v lack %s", m.Encodings, want)
					}
				})
			}
		}
	}
}

// TestWriteDictionaryFallback checks that a chunk whose dictionary
// outgrows its limit is written with a dictionary for its first pages and
// PLAIN for the rest, and reads back equal.
func TestWriteDictionaryFallback(t *testing.T) {
	b := arrays.NewInt64Builder()
	for i := range 5000 {
		b.Append(int64(i * 7919))
	}
	col := b.NewArray()
	schema := arrays.NewSchema([]arrays.Field{{Name: "v", Type: arrays.Int64Type{}}}, nil)
	rb, _ := arrays.NewRecordBatch(schema, []arrays.Array{col}, col.Len())
	file := checkRoundTrip(t, schema, []*arrays.RecordBatch{rb}, DictionaryPageLimit(8*1000), PageSize(4000))
	f, _ := OpenBytes(file)
	m := f.Metadata.RowGroups[0].Columns[0].MetaData
	var dictPages, plainPages int32
	for _, s := range m.EncodingStats {
		switch {
		case s.PageType == DataPage && s.Encoding == RLEDictionary:
			dictPages += s.Count
		case s.PageType == DataPage && s.Encoding == Plain:
			plainPages += s.Count
		}
	}
	if m.DictionaryPageOffset == nil || dictPages == 0 || plainPages == 0 {
		t.Fatalf("want dictionary pages then PLAIN pages; encoding stats %+v", m.EncodingStats)
	}
}

func TestWriteBadInput(t *testing.T) {
	schema := arrays.NewSchema([]arrays.Field{{Name: "a", Type: arrays.Int32Type{}}}, nil)
	other := arrays.NewSchema([]arrays.Field{{Name: "a", Type: arrays.Int64Type{}}}, nil)
	b := arrays.NewInt64Builder()
	b.Append(1)
	rb, _ := arrays.NewRecordBatch(other, []arrays.Array{b.NewArray()}, 1)
	var buf bytes.Buffer
	w, err := NewWriter(&buf, schema)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rb); err == nil || !strings.Contains(err.Error(), "int64") {
		t.Fatalf("a batch of another schema: %v", err)
	}
	if err := w.Close(); err != nil {
		t.Fatalf("Close after a refused batch: %v", err)
	}
	if err := w.Write(rb); !errors.Is(err, ErrWriterClosed) {
		t.Fatalf("Write after Close: %v", err)
	}
	if err := w.Close(); !errors.Is(err, ErrWriterClosed) {
		t.Fatalf("Close after Close: %v", err)
	}
	if _, err := OpenBytes(buf.Bytes()); err != nil {
		t.Fatalf("the empty file does not read: %v", err)
	}
	// A null in a field that is not nullable.
	ib := arrays.NewInt32Builder()
	ib.Append(1)
	ib.AppendNull()
	nb, _ := arrays.NewRecordBatch(arrays.NewSchema([]arrays.Field{{Name: "a", Type: arrays.Int32Type{}, Nullable: true}}, nil), []arrays.Array{ib.NewArray()}, 2)
	w, _ = NewWriter(&buf, schema)
	if err := w.Write(nb); err == nil || !strings.Contains(err.Error(), "not nullable") {
		t.Fatalf("a null in a required column: %v", err)
	}
	// Unknown option columns, types without a Parquet form.
	if _, err := NewWriter(&buf, schema, ColumnEncoding("nope", Plain)); err == nil || !strings.Contains(err.Error(), "nope") {
		t.Fatalf("option for an unknown column: %v", err)
	}
	u := arrays.NewSchema([]arrays.Field{nullable("u", arrays.SparseUnionOf([]arrays.Field{nullable("i", arrays.Int32Type{})}, []int8{0}))}, nil)
	if _, err := NewWriter(&buf, u); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("a union column: %v", err)
	}
}

// TestDictionaryFallbackRead writes a string column whose dictionary
// overflows DictionaryPageLimit part way, so that later pages fall back to
// PLAIN, and reads it as a dictionary (ReadDictionaries): the reader must
// fold the PLAIN values into the dictionary's distinct values, as an
// Arrow index type narrower than the chunk's value count needs, rather
// than append each one.
func TestDictionaryFallbackRead(t *testing.T) {
	b := arrays.NewUtf8Builder()
	for i := range 3000 {
		distinct := 100
		if i < 1500 {
			distinct = 10 // the dictionary page fits these
		}
		if i%17 == 0 {
			b.AppendNull()
			continue
		}
		b.AppendString(fmt.Sprintf("value %03d, long enough to fill the dictionary page", (i*7)%distinct))
	}
	col := b.NewArray()
	schema := arrays.NewSchema([]arrays.Field{{Name: "s", Type: arrays.Utf8Type{}, Nullable: true}}, nil)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col}, col.Len())
	if err != nil {
		t.Fatal(err)
	}
	file := checkRoundTrip(t, schema, []*arrays.RecordBatch{rb}, DictionaryPageLimit(1000), PageSize(2000))
	f, err := OpenBytes(file, ReadDictionaries())
	if err != nil {
		t.Fatal(err)
	}
	md := f.Metadata.RowGroups[0].Columns[0].MetaData
	if !slices.Contains(md.Encodings, Plain) || !slices.Contains(md.Encodings, RLEDictionary) {
		t.Fatalf("encodings %v: the writer did not fall back to PLAIN part way", md.Encodings)
	}
	got, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	d, ok := got[0].Column(0).(*arrays.Dictionary)
	if !ok {
		t.Fatalf("read as %s, not a dictionary", got[0].Column(0).DataType())
	}
	if n := d.Dictionary().Len(); n != 100 {
		t.Errorf("dictionary of %d values, want the 100 distinct ones", n)
	}
	for i := range col.Len() {
		if !reflect.DeepEqual(norm(col, i), norm(d, i)) {
			t.Fatalf("row %d: read %v, wrote %v", i, norm(d, i), norm(col, i))
		}
	}
}

// TestWriteSecondsRange: timestamp[s] and time32[s] are stored in
// milliseconds (Parquet has no seconds); a value that milliseconds cannot
// hold is a WriteError naming the column, slot and value, never a
// silently wrapped product.
func TestWriteSecondsRange(t *testing.T) {
	for _, tc := range []struct {
		typ arrays.DataType
		buf []byte
	}{
		{arrays.TimestampType{Unit: arrays.Second}, binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint64(nil, 7), uint64(math.MaxInt64/1000+1))},
		{arrays.Time32Type{Unit: arrays.Second}, binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, 7), uint32(math.MaxInt32/1000+1))},
	} {
		if hostorder.BigEndian {
			t.Skip("the values are built little-endian")
		}
		col := arrays.MakeArray(arrays.NewData(tc.typ, 2, [][]byte{nil, tc.buf}, nil, 0, 0))
		schema := arrays.NewSchema([]arrays.Field{{Name: "t", Type: tc.typ, Nullable: true}}, nil)
		rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col}, 2)
		if err != nil {
			t.Fatal(err)
		}
		w, err := NewWriter(io.Discard, schema)
		if err != nil {
			t.Fatal(err)
		}
		err = w.Write(rb)
		var we *WriteError
		if !errors.As(err, &we) || !strings.Contains(err.Error(), "slot 1 is outside the range of milliseconds") {
			t.Errorf("%s: %v, want a WriteError for slot 1", tc.typ, err)
		}
	}
}

// TestWholeThousands: milliseconds an ARROW:schema calls seconds must be
// whole seconds; the reader refuses to round them.
func TestWholeThousands(t *testing.T) {
	v := newValues(Int64, 0)
	copy(v.reserve(2), binary.NativeEndian.AppendUint64(binary.NativeEndian.AppendUint64(nil, 5000), 5001))
	if err := wholeThousands(v, 8, "c"); !errors.Is(err, ErrMalformed) || !strings.Contains(err.Error(), "value 1, 5001 milliseconds") {
		t.Errorf("5001 ms: %v", err)
	}
	v.n = 1
	if err := wholeThousands(v, 8, "c"); err != nil {
		t.Errorf("5000 ms: %v", err)
	}
}

// TestEvenPagesAsLevelPages holds the arithmetic page cuts of columns
// without nulls to the cuts of the level-by-level loop.
func TestEvenPagesAsLevelPages(t *testing.T) {
	for _, size := range []int{1, 4, 8, 12, 16} {
		for nl := 0; nl < 40; nl++ {
			c := &leafChunk{rows: int64(nl), defs: make([]int16, nl), vals: leafValues{i64: make([]int64, nl)}}
			for i := range c.defs {
				c.defs[i] = 1
			}
			for ps := 1; ps < 3*size*nl+3; ps++ {
				for _, maxDef := range []int16{0, 1} {
					want := levelPages(c, nl, maxDef, 0, size, ps)
					if got := evenPages(nl, size, ps); !slices.Equal(got, want) {
						t.Fatalf("size %d, %d levels, page size %d, max def %d: %v, level by level %v", size, nl, ps, maxDef, got, want)
					}
				}
			}
		}
	}
}

// TestFlatListShredsAsWalk holds the fast path for top-level lists of a
// leaf (flatList) to the general walk: the same levels and values for
// every writable leaf type, with and without nulls, sliced and whole,
// taken in pieces as the Writer does.
func TestFlatListShredsAsWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 9))
	for _, leaf := range writable() {
		for _, lt := range []arrays.DataType{arrays.ListOf(leaf), arrays.LargeListOf(leaf)} {
			for _, nullProb := range []float64{0, 0.2} {
				ws, err := newWriterSchema(arrays.NewSchema([]arrays.Field{nullable("l", lt)}, nil))
				if err != nil {
					t.Fatal(err)
				}
				if len(ws.leaves) != 1 {
					continue // a leaf that is itself nested
				}
				a := randarray.New(r, nullProb).Array(lt, 60)
				var fast, walked leafChunk
				fs, ws2 := newShredder(ws.leafPath[0], &fast), newShredder(ws.leafPath[0], &walked)
				for _, piece := range [][2]int{{0, 0}, {0, 25}, {25, 26}, {26, 60}} {
					part := arrays.Slice(a, piece[0], piece[1])
					if !fs.flatList(part.Data()) {
						switch n := ws.leafPath[0][1]; {
						case n.conv == cNull, n.typ.ID() == arrays.DICTIONARY, n.typ.ID() == arrays.RUN_END_ENCODED, n.typ.ID() == arrays.EXTENSION:
							continue // left to the walk by design
						}
						t.Fatalf("%s: flatList declined", lt)
					}
					d := part.Data()
					for i := range d.Length {
						ws2.walk(0, d, d.Offset+i, 0)
					}
				}
				if fs.err != nil || ws2.err != nil {
					t.Fatalf("%s: %v / %v", lt, fs.err, ws2.err)
				}
				if !slices.Equal(fast.defs, walked.defs) || !slices.Equal(fast.reps, walked.reps) || fast.nulls != walked.nulls {
					t.Fatalf("%s (nulls %g): levels differ\nfast %v %v\nwalk %v %v", lt, nullProb, fast.defs, fast.reps, walked.defs, walked.reps)
				}
				if fv, wv := fmt.Sprint(valuesOf(fast.vals)), fmt.Sprint(valuesOf(walked.vals)); fv != wv {
					t.Fatalf("%s (nulls %g): values differ\nfast %s\nwalk %s", lt, nullProb, fv, wv)
				}
			}
		}
	}
}

// valuesOf lists v's values, byte arrays as strings.
func valuesOf(v leafValues) []any {
	var out []any
	for i := range v.bin.len() {
		out = append(out, string(v.bin.at(i)))
	}
	for _, x := range []any{v.bools, v.i32, v.i64, v.i96, v.f32, v.f64} {
		out = append(out, x)
	}
	return out
}

// TestConcurrencySameFile holds the compression ring to the file the
// writer makes alone: byte for byte, for every codec, both page versions,
// dictionary pages and their PLAIN fallback, many small pages.
func TestConcurrencySameFile(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}, arrays.Float64Type{}, arrays.ListOf(arrays.Int32Type{})}
	rb := randomBatch(r, types, 1500, 0.1)
	for _, codec := range []Codec{Snappy, Gzip, Zstd, LZ4Raw, Brotli} {
		for _, v := range []int{1, 2} {
			opts := []WriteOption{Compression(codec), DataPageVersion(v), PageSize(700), DictionaryPageLimit(2000), RowGroupRows(600),
				ColumnDictionary("c0", false), ColumnDictionary("c3.list.element", false)}
			want := writeBytes(t, rb.Schema(), []*arrays.RecordBatch{rb}, append(opts, Concurrency(1))...)
			for _, n := range []int{2, 5} {
				got := writeBytes(t, rb.Schema(), []*arrays.RecordBatch{rb}, append(opts, Concurrency(n))...)
				if !bytes.Equal(got, want) {
					t.Fatalf("%s, v%d pages, Concurrency(%d): the file differs from Concurrency(1)'s", codec, v, n)
				}
			}
		}
	}
	if _, err := NewWriter(io.Discard, rb.Schema(), Concurrency(0)); err == nil {
		t.Error("Concurrency(0) accepted")
	}
}

// TestBinaryPagesAsLevelPages holds the binary-searched page cuts of
// byte-array columns without nulls to the level-by-level loop's.
func TestBinaryPagesAsLevelPages(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 1))
	for nl := 0; nl < 30; nl++ {
		vals := make([][]byte, nl)
		for i := range vals {
			vals[i] = make([]byte, r.IntN(20))
		}
		c := &leafChunk{rows: int64(nl), vals: leafValues{bin: makeByteValues(vals...)}}
		for ps := 1; ps < 30*nl+3; ps++ {
			want := levelPages(c, nl, 0, 0, 8, ps)
			if got := binaryPages(c.vals.bin.offs, ps); !slices.Equal(got, want) {
				t.Fatalf("%d values, page size %d: %v, level by level %v", nl, ps, got, want)
			}
		}
	}
}

// TestNullsAfterFullLevels writes batches without nulls (whose
// definition levels are counted, not held), then with, then without, into
// one row group and into several: the levels held later must follow the
// counted ones.
func TestNullsAfterFullLevels(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}, arrays.Float32Type{}, arrays.BoolType{}}
	none, some := randomBatch(r, types, 500, 0), randomBatch(r, types, 500, 0.3)
	batches := []*arrays.RecordBatch{none, some, none.Slice(100, 400), some.Slice(7, 99), none}
	checkRoundTrip(t, none.Schema(), batches)
	checkRoundTrip(t, none.Schema(), batches, RowGroupRows(700), PageSize(100), DataPageVersion(2))
}
