package parquet

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
	"github.com/quiver-go/quiver/internal/randarray"
	"github.com/quiver-go/quiver/internal/testcorpus"
)

// The files quiver writes for the other readers to read back
// (testdata/readers/<reader>, see its README): the batches and options
// are built here, so the checked-in files can be compared with what
// today's writer writes, and the reader's recorded reading with quiver's.

var updateReaders = flag.Bool("update-readers", false, "rewrite the .parquet files of testdata/readers from today's writer")

const polarsDir = "testdata/readers/polars"

// polarsBase are the leaf types nested in structs, lists, maps and
// fixed-size lists in the Polars fixture.
func polarsBase() []arrays.DataType {
	return []arrays.DataType{arrays.Int32Type{}, arrays.Utf8Type{}, arrays.BoolType{}, arrays.Float64Type{},
		arrays.Decimal128Type{Precision: 20, Scale: 2}, &arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		arrays.TimestampType{Unit: arrays.Microsecond}, arrays.Date32Type{}}
}

// polarsRefusal is a column, alone in a file, that Polars refuses to read.
type polarsRefusal struct {
	typ      arrays.DataType
	opts     []WriteOption // of the file, whose column is "c0"
	err, why string        // a piece of Polars' error; why it refuses
}

// polarsRefuses are the types and encodings Polars (nodejs-polars 0.25.2)
// refuses in a file, refusing the whole file: each is written alone to a
// file of its own, so the rest of the types stay compared.
var polarsRefuses = []polarsRefusal{
	{arrays.Decimal256Type{Precision: 76, Scale: 5}, nil, "precision must be between 1 and 38", "Polars' decimals are 128-bit"},
	{arrays.IntervalMonthsType{}, nil, "cannot create series from Interval(YearMonth)", "Polars has no interval type; it reads the ARROW:schema's and cannot make a column of it"},
	{arrays.IntervalDayTimeType{}, nil, "cannot create series from Interval(DayTime)", "as for month intervals"},
	{arrays.ListViewOf(arrays.Int16Type{}), nil, "not yet implemented", "Polars panics on a list view in the ARROW:schema (polars-arrow io/ipc/read/schema.rs)"},
	{arrays.LargeListViewOf(arrays.BinaryViewType{}), nil, "not yet implemented", "as for list views"},
	{arrays.FixedSizeListOf(arrays.ListViewOf(arrays.Int32Type{}), 2), nil, "not yet implemented", "a list view nested anywhere: as for list views"},
	{arrays.RunEndEncodedOf(arrays.Int16Type{}, arrays.Float32Type{}), nil, "not yet implemented", "Polars panics on a run-end encoded type in the ARROW:schema"},
	{arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Utf8Type{}), nil, "not yet implemented", "as above"},
	{arrays.RunEndEncodedOf(arrays.Int64Type{}, arrays.ListOf(arrays.Int8Type{})), nil, "not yet implemented", "as above"},
	{&randarray.Ext{Storage: arrays.Int32Type{}}, nil, "cannot create series from Extension", "Polars makes no column of an extension type it does not know"},
	{&randarray.Ext{Storage: arrays.StructOf(nullable("u", arrays.Utf8ViewType{}))}, nil, "cannot create series from Extension", "as above"},
	{arrays.FixedSizeBinaryType{ByteWidth: 7}, []WriteOption{ColumnEncoding("c0", DeltaByteArray)},
		`Decoding FixedLenByteArray(7) "DeltaByteArray"-encoded optional parquet pages not yet supported`,
		"Polars decodes DELTA_BYTE_ARRAY for BYTE_ARRAY only; the format allows it for FIXED_LEN_BYTE_ARRAY too (Encodings.md)"},
	{arrays.FixedSizeBinaryType{ByteWidth: 7}, []WriteOption{ColumnEncoding("c0", ByteStreamSplit)},
		`Decoding FixedLenByteArray(7) "ByteStreamSplit"-encoded optional parquet pages not yet supported`,
		"Polars decodes BYTE_STREAM_SPLIT for the numeric types only; the format allows it for FIXED_LEN_BYTE_ARRAY since 2.11 (Encodings.md)"},
	{arrays.Decimal128Type{Precision: 38, Scale: 10}, []WriteOption{ColumnEncoding("c0", ByteStreamSplit)},
		`Decoding FixedLenByteArray(16) "ByteStreamSplit"-encoded optional parquet pages not yet supported`, "as above"},
}

// polarsTypes are the column types of the Polars fixture batch: every
// type the writer takes (writable) but those Polars refuses, and the
// polarsBase types nested as nestedTypes nests them, but for a fixed-size
// list of lists in place of nestedTypes' fixed-size list of list views.
func polarsTypes() []arrays.DataType {
	var out []arrays.DataType
	for _, t := range writable() {
		if !slices.ContainsFunc(polarsRefuses, func(r polarsRefusal) bool { return r.opts == nil && arrays.TypeEqual(r.typ, t) }) {
			out = append(out, t)
		}
	}
	for _, b := range polarsBase() {
		nt := nestedTypes(b)
		out = append(out, nt[:3]...)
		out = append(out, arrays.FixedSizeListOf(arrays.ListOf(b), 2))
	}
	return out
}

// polarsBatch is the fixture's batch: 300 rows of polarsTypes, nulls
// everywhere a field is nullable; the seed is fixed.
func polarsBatch() *arrays.RecordBatch {
	randarray.Register()
	types := polarsTypes()
	g := randarray.New(rand.New(rand.NewPCG(30, 2026)), 0.15)
	var fields []arrays.Field
	var cols []arrays.Array
	for i, t := range types {
		fields = append(fields, nullable(fmt.Sprintf("c%02d_%s", i, t.ID()), t))
		cols = append(cols, g.Array(t, 300))
	}
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, 300)
	if err != nil {
		panic(err)
	}
	return rb
}

// columnOfType is the name of the first column of rb of type t.
func columnOfType(rb *arrays.RecordBatch, t arrays.DataType) string {
	for _, f := range rb.Schema().Fields {
		if arrays.TypeEqual(f.Type, t) {
			return f.Name
		}
	}
	panic(fmt.Sprintf("no %s column", t))
}

// polarsFixtures are the option sets of the fixture files. created_by is
// fixed so that the files do not change with quiver's version. The
// encodings Polars cannot decode for FIXED_LEN_BYTE_ARRAY are in
// polarsRefuses instead.
func polarsFixtures(rb *arrays.RecordBatch) []struct {
	name string
	opts []WriteOption
} {
	// Leaves of lists are named by their Parquet paths (a.list.element):
	// the Arrow-like a.element ColumnEncoding's doc offers is refused
	// (TestColumnEncodingArrowListElement).
	col := func(t arrays.DataType) string { return columnOfType(rb, t) }
	i32, i64 := col(arrays.Int32Type{}), col(arrays.Int64Type{})
	nestedI32 := col(nestedTypes(arrays.Int32Type{})[0]) + ".list.element.y.list.element"
	return []struct {
		name string
		opts []WriteOption
	}{
		{"quiver_default", nil},
		{"quiver_v2_zstd", []WriteOption{DataPageVersion(2), Compression(Zstd)}},
		{"quiver_nodict_small_pages", []WriteOption{Dictionary(false), PageSize(512), RowGroupRows(70)}},
		{"quiver_delta", []WriteOption{
			ColumnEncoding(i32, DeltaBinaryPacked), ColumnEncoding(i64, DeltaBinaryPacked), ColumnEncoding(nestedI32, DeltaBinaryPacked),
			ColumnEncoding(col(arrays.Uint64Type{}), DeltaBinaryPacked), ColumnEncoding(col(arrays.Date32Type{}), DeltaBinaryPacked),
			ColumnEncoding(col(arrays.BinaryType{}), DeltaLengthByteArray), ColumnEncoding(col(arrays.LargeUtf8Type{}), DeltaLengthByteArray),
			ColumnEncoding(col(arrays.Utf8Type{}), DeltaByteArray), ColumnEncoding(col(arrays.Utf8ViewType{}), DeltaByteArray),
			PageSize(1024), RowGroupRows(150)}},
		{"quiver_split_v2", []WriteOption{DataPageVersion(2),
			ColumnEncoding(col(arrays.Float32Type{}), ByteStreamSplit), ColumnEncoding(col(arrays.Float64Type{}), ByteStreamSplit),
			ColumnEncoding(i32, ByteStreamSplit), ColumnEncoding(i64, ByteStreamSplit), ColumnEncoding(col(arrays.Uint32Type{}), ByteStreamSplit),
			ColumnEncoding(col(arrays.Float16Type{}), ByteStreamSplit), // FIXED_LEN_BYTE_ARRAY(2), which Polars decodes
			ColumnEncoding(col(arrays.FixedSizeListOf(arrays.Float64Type{}, 3))+".list.element", ByteStreamSplit)}},
		{"quiver_gzip", []WriteOption{Compression(Gzip), CompressionLevel(9)}},
		{"quiver_lz4_raw", []WriteOption{Compression(LZ4Raw), PageSize(2048)}},
		{"quiver_brotli", []WriteOption{Compression(Brotli), DataPageVersion(2), Dictionary(false)}},
	}
}

// polarsFiles are the fixture files by name, as today's writer writes
// them: the batch under each option set, and each refused type alone.
func polarsFiles(t *testing.T) map[string][]byte {
	rb := polarsBatch()
	out := map[string][]byte{}
	for _, fx := range polarsFixtures(rb) {
		out[fx.name+".parquet"] = writeBytes(t, rb.Schema(), []*arrays.RecordBatch{rb}, append(fx.opts, CreatedBy("quiver"))...)
	}
	for i, r := range polarsRefuses {
		rb := randomBatch(rand.New(rand.NewPCG(31, uint64(i))), []arrays.DataType{r.typ}, 40, 0.15)
		out[polarsRefusedName(i)] = writeBytes(t, rb.Schema(), []*arrays.RecordBatch{rb}, append(r.opts, CreatedBy("quiver"))...)
	}
	return out
}

// polarsCorpus are quiver's rewrites, with its defaults, of the
// parquet-testing files quiver reads and writes back, one of each
// distinct schema (the first by name), as "corpus_<name>.parquet"; nil
// without the corpus. The schemas are other writers' choices (nesting,
// annotations, INT96, legacy lists and maps), read by quiver as it does.
func polarsCorpus(t *testing.T) map[string][]byte {
	dir := os.Getenv("QUIVER_PARQUET_TEST_DATA")
	if dir == "" {
		root, err := testcorpus.RepoRoot()
		if err != nil {
			t.Fatal(err)
		}
		dir = filepath.Join(root, "..", "shared", "testdata", "parquet-testing")
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	if len(paths) == 0 {
		if os.Getenv("CI") == "true" {
			t.Fatalf("no parquet-testing files in %s", dir)
		}
		return nil
	}
	out := map[string][]byte{}
	schemas := map[string]bool{}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".parquet")
		if name == "large_string_map.brotli" {
			continue // 1 GiB decompressed, past quiver's default limits
		}
		f, err := openPath(t, p)
		if err != nil {
			continue // quiver's reader refuses it (the corpus tests say why)
		}
		bs, err := f.ReadAll(nil)
		if err != nil || len(bs) == 0 || len(f.ArrowSchema().Fields) == 0 || schemas[f.ArrowSchema().String()] {
			continue
		}
		var buf bytes.Buffer
		w, err := NewWriter(&buf, f.ArrowSchema(), CreatedBy("quiver"))
		for _, b := range bs {
			if err == nil {
				err = w.Write(b)
			}
		}
		if err == nil {
			err = w.Close()
		}
		if err != nil {
			continue // quiver's writer refuses it (TestRewriteCorpus says why)
		}
		schemas[f.ArrowSchema().String()] = true
		out["corpus_"+name+".parquet"] = buf.Bytes()
	}
	return out
}

func polarsRefusedName(i int) string {
	r := polarsRefuses[i]
	name := fmt.Sprintf("refused_%02d_%s", i, r.typ.ID())
	if len(r.opts) > 0 {
		name += "_encoding"
	}
	return name + ".parquet"
}

// TestPolarsFixturesCurrent holds the checked-in files to today's writer,
// byte for byte, so Polars' recorded reading is of what quiver writes;
// where snappy compresses otherwise (snappyAsGenerated), the snappy files
// to the same reading. randarray draws native-endian values, so the
// batches differ on a big-endian host, where this test is skipped.
func TestPolarsFixturesCurrent(t *testing.T) {
	if hostorder.BigEndian {
		t.Skip("randarray's values are native-endian: the batches differ on this big-endian host")
	}
	files := polarsFiles(t)
	corpus := polarsCorpus(t)
	for name, b := range corpus {
		files[name] = b
	}
	regen := "if the change is meant, rewrite the fixture: go test ./parquet/ -run TestPolarsFixturesCurrent -update-readers, " +
		"then cd parquet/testdata/readers/polars/gen && npm ci && node read.mjs (see its README)"
	on, _ := filepath.Glob(filepath.Join(polarsDir, "*.parquet"))
	for _, p := range on {
		if _, ok := files[filepath.Base(p)]; !ok {
			if corpus == nil && strings.HasPrefix(filepath.Base(p), "corpus_") {
				continue // no corpus here to rewrite it from
			}
			if *updateReaders {
				os.Remove(p)
				continue
			}
			t.Errorf("%s: checked in, but no fixture writes it; %s", p, regen)
		}
	}
	// The option sets do what they are named for.
	for name, want := range map[string]struct {
		groups int
		encs   []Encoding
	}{
		"quiver_default.parquet":            {1, []Encoding{RLEDictionary, Plain}},
		"quiver_nodict_small_pages.parquet": {5, []Encoding{Plain}},
		"quiver_delta.parquet":              {2, []Encoding{DeltaBinaryPacked, DeltaLengthByteArray, DeltaByteArray}},
		"quiver_split_v2.parquet":           {1, []Encoding{ByteStreamSplit}},
	} {
		f, err := OpenBytes(files[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		seen := map[Encoding]bool{}
		for _, rg := range f.Metadata.RowGroups {
			for _, c := range rg.Columns {
				// An Arrow dictionary keeps its Parquet dictionary
				// whatever Dictionary says.
				arrowDict := strings.Contains(f.ArrowSchema().Fields[f.ArrowSchema().FieldIndex(c.MetaData.PathInSchema[0])].Type.String(), "dictionary")
				for _, e := range c.MetaData.Encodings {
					seen[e] = seen[e] || !arrowDict || e != RLEDictionary
				}
			}
		}
		if len(f.Metadata.RowGroups) != want.groups {
			t.Errorf("%s: %d row groups, want %d", name, len(f.Metadata.RowGroups), want.groups)
		}
		for _, e := range want.encs {
			if !seen[e] {
				t.Errorf("%s: no column chunk is %s", name, e)
			}
		}
		if name == "quiver_nodict_small_pages.parquet" && seen[RLEDictionary] {
			t.Errorf("%s: dictionary-encoded", name)
		}
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		path := filepath.Join(polarsDir, name)
		if *updateReaders {
			if err := os.WriteFile(path, files[name], 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		old, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: %v; %s", name, err, regen)
			continue
		}
		if !bytes.Equal(old, files[name]) && !snappyAsGenerated() && usesSnappy(t, old) {
			// Another snappy encoder: the blocks differ, not the data.
			if why := sameReading(old, files[name]); why != "" {
				t.Errorf("%s: today's writer writes other data than the checked-in file: %s; %s", name, why, regen)
			}
			continue
		}
		if !bytes.Equal(old, files[name]) {
			at := 0
			for at < min(len(old), len(files[name])) && old[at] == files[name][at] {
				at++
			}
			t.Errorf("%s: today's writer writes %d bytes, the checked-in file has %d (first difference at byte %d); %s",
				name, len(files[name]), len(old), at, regen)
		}
	}
}

// polarsCorpusRefuses are the corpus rewrites Polars refuses, with a
// piece of its error.
var polarsCorpusRefuses = map[string]string{
	// quiver reads the column of an unknown logical type as the
	// geoarrow.wkb extension, which Polars does not know.
	"corpus_unknown-logical-type.parquet": `cannot create series from Extension(ExtensionType { name: "geoarrow.wkb"`,
}

// snappyAsGenerated reports whether this build compresses snappy as the
// fixtures were written: with s2's amd64 assembly. Its Go code (other
// architectures, -tags noasm) makes other blocks, as valid.
func snappyAsGenerated() bool {
	return runtime.GOARCH == "amd64" && !noasmBuild()
}

// noasmBuild reports whether the test binary was built with -tags noasm.
func noasmBuild() bool {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "-tags" && slices.Contains(strings.Split(s.Value, ","), "noasm") {
				return true
			}
		}
	}
	return false
}

// usesSnappy reports whether a column chunk of the file is snappy.
func usesSnappy(t *testing.T, file []byte) bool {
	f, err := OpenBytes(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, rg := range f.Metadata.RowGroups {
		for _, c := range rg.Columns {
			if c.MetaData.Codec == Snappy {
				return true
			}
		}
	}
	return false
}

// sameReading says how quiver's readings of two files differ: schema,
// row groups, or a value (through norm); "" when they are the same.
func sameReading(a, b []byte) string {
	fa, err := OpenBytes(a)
	if err != nil {
		return err.Error()
	}
	fb, err := OpenBytes(b)
	if err != nil {
		return err.Error()
	}
	if fa.ArrowSchema().String() != fb.ArrowSchema().String() || fa.NumRowGroups() != fb.NumRowGroups() {
		return fmt.Sprintf("schema %s in %d row groups, today %s in %d", fa.ArrowSchema(), fa.NumRowGroups(), fb.ArrowSchema(), fb.NumRowGroups())
	}
	ra, err := fa.ReadAll(nil)
	if err != nil {
		return err.Error()
	}
	rb, err := fb.ReadAll(nil)
	if err != nil {
		return err.Error()
	}
	if len(ra) != len(rb) {
		return fmt.Sprintf("%d batches, today %d", len(ra), len(rb))
	}
	for i := range ra {
		if ra[i].NumRows() != rb[i].NumRows() {
			return fmt.Sprintf("batch %d: %d rows, today %d", i, ra[i].NumRows(), rb[i].NumRows())
		}
		for c := range ra[i].Schema().Fields {
			for j := range ra[i].NumRows() {
				if x, y := norm(ra[i].Column(c), j), norm(rb[i].Column(c), j); !reflect.DeepEqual(x, y) {
					return fmt.Sprintf("batch %d column %d row %d: %v, today %v", i, c, j, x, y)
				}
			}
		}
	}
	return ""
}

// polarsRead is what Polars makes of a column of a quiver type.
type polarsRead struct {
	dtype string // Polars' data type, as read.mjs records it
	why   string // where it is not the type's own, why
	// misread, for a type Polars reads wrong, is the value Polars reads
	// in place of quiver's (canonical) one.
	misread func(any) any
}

// polarsTime32Seconds is the time Polars reads in place of a time32[s]:
// it takes the milliseconds Parquet stores (TIME(MILLIS), as Arrow C++
// writes time32[s] too) for the seconds of the ARROW:schema's type, and
// makes a null of a time past the day's end (pola-rs/polars#17440, open:
// pyarrow's files read the same).
func polarsTime32Seconds(v any) any {
	if v == nil {
		return nil
	}
	ns := new(big.Rat).Mul(v.(*big.Rat), big.NewRat(1000, 1))
	if ns.Cmp(big.NewRat(86400e9, 1)) >= 0 {
		return nil
	}
	return ns
}

// polarsReads pins the Polars type of every column of the fixture batch,
// by quiver type. A type read as another (say, a map as a list of
// key-value structs) has its values compared through polarsWant.
var polarsReads = map[string]polarsRead{
	"null":                                  {"Null", "", nil},
	"bool":                                  {"Boolean", "", nil},
	"int8":                                  {"Int8", "", nil},
	"int16":                                 {"Int16", "", nil},
	"int32":                                 {"Int32", "", nil},
	"int64":                                 {"Int64", "", nil},
	"uint8":                                 {"UInt8", "", nil},
	"uint16":                                {"UInt16", "", nil},
	"uint32":                                {"UInt32", "", nil},
	"uint64":                                {"UInt64", "", nil},
	"float16":                               {"Float16", "", nil},
	"float32":                               {"Float32", "", nil},
	"float64":                               {"Float64", "", nil},
	"decimal32(9, 2)":                       {"Decimal(9,2)", "Polars' decimals are all 128-bit", nil},
	"decimal64(18, 3)":                      {"Decimal(18,3)", "Polars' decimals are all 128-bit", nil},
	"decimal128(38, 10)":                    {"Decimal(38,10)", "", nil},
	"decimal128(20, 2)":                     {"Decimal(20,2)", "", nil},
	"date32[day]":                           {"Date", "", nil},
	"date64[ms]":                            {"Datetime(ms)", "Polars has no date64: it reads the ARROW:schema's date64 as a datetime of milliseconds, of the same days (polarsWant)", nil},
	"time32[s]":                             {"Time", "Polars misreads it: the stored milliseconds as seconds (polarsTime32Seconds)", polarsTime32Seconds},
	"time32[ms]":                            {"Time", "Polars' times are all nanoseconds", nil},
	"time64[us]":                            {"Time", "Polars' times are all nanoseconds", nil},
	"time64[ns]":                            {"Time", "", nil},
	"timestamp[ns, tz=UTC]":                 {"Datetime(ns,UTC)", "", nil},
	"timestamp[us]":                         {"Datetime(us)", "", nil},
	"timestamp[s]":                          {"Datetime(ms)", "Parquet has no seconds: the writer stores milliseconds, which Polars keeps", nil},
	"duration[ms]":                          {"Duration(ms)", "", nil},
	"binary":                                {"Binary", "", nil},
	"large_binary":                          {"Binary", "Polars has one binary type (a view)", nil},
	"binary_view":                           {"Binary", "", nil},
	"fixed_size_binary[7]":                  {"Binary", "Polars has no fixed-size binary", nil},
	"utf8":                                  {"String", "", nil},
	"large_utf8":                            {"String", "Polars has one string type (a view)", nil},
	"utf8_view":                             {"String", "", nil},
	"dictionary<values=utf8, indices=int8>": {"Categorical", "Polars' dictionary of strings", nil},
	"dictionary<values=large_utf8, indices=int16>":      {"Categorical", "Polars' dictionary of strings", nil},
	"dictionary<values=int64, indices=uint32, ordered>": {"Int64", "Polars has dictionaries of strings only: it reads the values", nil},
	"map<utf8, int32>": {"List(Struct(key: String, value: Int32))", "Polars has no map type: a list of key-value structs, compared as a map (polarsWant)", nil},
}

// polarsWant is v, Polars' recorded value of a column of quiver type t,
// in the form jsonValue gives quiver's: the maps (lists of key-value
// structs in Polars) as maps, date64's datetimes as days.
func polarsWant(t arrays.DataType, v any) any {
	if v == nil {
		return nil
	}
	switch x := arrays.StorageOf(t).(type) {
	case *arrays.DictionaryType:
		return polarsWant(x.Value, v)
	case arrays.Date64Type:
		return json.Number(string(v.(json.Number)) + "/86400000000000")
	case *arrays.MapType:
		m := map[string]any{}
		for _, e := range v.([]any) {
			kv := e.(map[string]any)
			m[polarsKey(x.KeyType(), kv["key"])] = polarsWant(x.ItemType(), kv["value"])
		}
		return m
	case *arrays.StructType:
		m := map[string]any{}
		for k, fv := range v.(map[string]any) {
			m[k] = fv
			if j := x.FieldIndex(k); j >= 0 {
				m[k] = polarsWant(x.Children[j].Type, fv)
			}
		}
		return m
	case interface{ ElemType() arrays.DataType }:
		l := slices.Clone(v.([]any))
		for j := range l {
			l[j] = polarsWant(x.ElemType(), l[j])
		}
		return l
	}
	return v
}

// polarsKey is Polars' map key k in the form jsonValue's maps key by:
// fmt.Sprint of the canonical key (numbers as *big.Rat or floats).
func polarsKey(t arrays.DataType, k any) string {
	n, ok := k.(json.Number)
	if !ok {
		return fmt.Sprint(k)
	}
	switch t.ID() {
	case arrays.FLOAT32:
		f, _ := strconv.ParseFloat(string(n), 32)
		return fmt.Sprint(float32(f))
	case arrays.FLOAT64, arrays.FLOAT16:
		f, _ := strconv.ParseFloat(string(n), 64)
		return fmt.Sprint(f)
	}
	r, _ := new(big.Rat).SetString(string(n))
	return fmt.Sprint(r)
}

// specialFloats is a jsonValue with NaN and the infinities as the text
// read.mjs records them as (Polars' own, from a cast to string).
func specialFloats(v any) any {
	special := func(f float64) any {
		switch {
		case math.IsNaN(f):
			return "NaN"
		case math.IsInf(f, 1):
			return "inf"
		case math.IsInf(f, -1):
			return "-inf"
		}
		return nil
	}
	switch x := v.(type) {
	case float32:
		if s := special(float64(x)); s != nil {
			return s
		}
	case float64:
		if s := special(x); s != nil {
			return s
		}
	case []any:
		for j := range x {
			x[j] = specialFloats(x[j])
		}
	case map[string]any:
		for k := range x {
			x[k] = specialFloats(x[k])
		}
	}
	return v
}

// polarsSchema is read.mjs's record of each file: Polars' error, or the
// Polars type of each column.
type polarsSchema map[string]struct {
	Error  string            `json:"error"`
	Dtypes map[string]string `json:"dtypes"`
}

// TestPolarsReadsQuiverFiles compares Polars' recorded reading of each
// quiver-written file of testdata/readers/polars (polars.jsonl.gz and
// polars-schema.json, by gen/read.mjs) with quiver's, value by value: the
// types Polars reads as polarsReads pins, the values equal; the files of
// polarsRefuses refused with their error.
func TestPolarsReadsQuiverFiles(t *testing.T) {
	randarray.Register()
	want := writerReadings(t, filepath.Join(polarsDir, "polars.jsonl.gz"))
	raw, err := os.ReadFile(filepath.Join(polarsDir, "polars-schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema polarsSchema
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatal(err)
	}
	paths, _ := filepath.Glob(filepath.Join(polarsDir, "*.parquet"))
	corpus, _ := filepath.Glob(filepath.Join(polarsDir, "corpus_*.parquet"))
	if n := len(polarsRefuses) + len(polarsFixtures(polarsBatch())); len(paths)-len(corpus) != n {
		t.Errorf("%d files in %s, want %d and the corpus rewrites", len(paths), polarsDir, n)
	}
	if len(corpus) < 20 {
		t.Errorf("%d corpus rewrites in %s", len(corpus), polarsDir)
	}
	for name := range schema {
		if _, err := os.Stat(filepath.Join(polarsDir, name)); err != nil {
			t.Errorf("%s: read by Polars, but not in %s", name, polarsDir)
		}
	}
	for i := range polarsRefuses {
		name := polarsRefusedName(i)
		t.Run(name, func(t *testing.T) {
			r, s := polarsRefuses[i], schema[name]
			if !strings.Contains(s.Error, r.err) {
				t.Errorf("Polars' error %q, want one with %q (%s): if Polars now reads %s, move it into the fixture batch", s.Error, r.err, r.why, r.typ)
			}
			if _, ok := want[name]; ok {
				t.Errorf("rows recorded for a file Polars refuses")
			}
			// quiver reads what it wrote, so the file is sound.
			f, err := openPath(t, filepath.Join(polarsDir, name))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.ReadAll(nil); err != nil {
				t.Fatal(err)
			}
		})
	}
	for _, p := range paths {
		name := filepath.Base(p)
		if strings.HasPrefix(name, "refused_") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			s, ok := schema[name]
			if why, ok := polarsCorpusRefuses[name]; ok {
				if !strings.Contains(s.Error, why) {
					t.Errorf("Polars' error %q, want one with %q: if Polars now reads it, take it out of polarsCorpusRefuses", s.Error, why)
				}
				return
			}
			if !ok || s.Error != "" {
				t.Fatalf("Polars' record of the file: %+v (read: %v)", s, ok)
			}
			rows, ok := want[name]
			if !ok || len(rows) == 0 {
				t.Fatalf("no rows of Polars' reading")
			}
			comparePolars(t, p, s.Dtypes, rows)
		})
	}
}

// comparePolars reads the file at path with quiver and compares each
// column's Polars type with polarsReads and every value with Polars'.
func comparePolars(t *testing.T, path string, dtypes map[string]string, want []map[string]any) {
	f, err := openPath(t, path)
	if err != nil {
		t.Fatal(err)
	}
	rbs, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	fields := f.ArrowSchema().Fields
	if len(dtypes) != len(fields) {
		t.Errorf("Polars reads %d columns, quiver %d", len(dtypes), len(fields))
	}
	for _, fld := range fields {
		got := dtypes[fld.Name]
		if strings.HasPrefix(filepath.Base(path), "corpus_") && strings.Contains(polarsNested(fld.Type), "?") {
			continue // a corpus type polarsReads does not pin: its values are compared
		}
		if r, ok := polarsReads[fld.Type.String()]; ok && got != r.dtype {
			t.Errorf("column %s (%s): Polars reads it as %s, want %s", fld.Name, fld.Type, got, r.dtype)
		} else if !ok && got != polarsNested(fld.Type) {
			t.Errorf("column %s (%s): Polars reads it as %s, want %s", fld.Name, fld.Type, got, polarsNested(fld.Type))
		}
	}
	row, bad := 0, 0
	for _, rb := range rbs {
		for i := range rb.NumRows() {
			if row >= len(want) {
				t.Fatalf("more rows than Polars' %d", len(want))
			}
			for c, fld := range fields {
				w, ok := want[row][fld.Name]
				if !ok {
					t.Fatalf("column %s: not in Polars' reading", fld.Name)
				}
				got := specialFloats(jsonValue(rb.Column(c), i))
				if r := polarsReads[fld.Type.String()]; r.misread != nil {
					got = r.misread(got)
				}
				if why := jsonMismatch(got, polarsWant(fld.Type, w)); why != "" && bad < 10 {
					bad++
					t.Errorf("row %d column %s (%s): %s", row, fld.Name, fld.Type, why)
				}
			}
			row++
		}
	}
	if row != len(want) {
		t.Errorf("%d rows, Polars %d", row, len(want))
	}
}

// polarsNested is the Polars type of a nested quiver type, built from
// polarsReads' leaves: lists of every kind are Polars lists, fixed-size
// lists its arrays, maps lists of key-value structs.
func polarsNested(t arrays.DataType) string {
	if r, ok := polarsReads[t.String()]; ok {
		return r.dtype
	}
	switch x := arrays.StorageOf(t).(type) {
	case *arrays.FixedSizeListType:
		return fmt.Sprintf("Array(%s,%d)", polarsNested(x.Elem.Type), x.Size)
	case *arrays.MapType:
		return fmt.Sprintf("List(Struct(key: %s, value: %s))", polarsNested(x.KeyType()), polarsNested(x.ItemType()))
	case interface{ ElemType() arrays.DataType }:
		return fmt.Sprintf("List(%s)", polarsNested(x.ElemType()))
	case *arrays.StructType:
		var fs []string
		for _, f := range x.Fields() {
			fs = append(fs, f.Name+": "+polarsNested(f.Type))
		}
		return "Struct(" + strings.Join(fs, ", ") + ")"
	case *arrays.DictionaryType:
		return polarsNested(x.Value)
	}
	return "?" + t.String()
}

// TestColumnEncodingArrowListElement: column options take a list's
// element and a map's keys and values by the short names ColumnEncoding's
// doc gives (a.element, m.key, m.value), besides their Parquet paths.
// The writer once knew only the Parquet path, and TestWriteEncodings,
// which took any error naming the column, passed its list case over.
func TestColumnEncodingArrowListElement(t *testing.T) {
	schema := arrays.NewSchema([]arrays.Field{nullable("a", arrays.ListOf(arrays.Int64Type{})),
		nullable("m", arrays.MapOf(arrays.Utf8Type{}, arrays.Int32Type{}))}, nil)
	for _, name := range []string{"a.list.element", "a.element", "m.key_value.key", "m.key", "m.value"} {
		if _, err := NewWriter(&bytes.Buffer{}, schema, ColumnDictionary(name, false)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := NewWriter(&bytes.Buffer{}, schema, ColumnDictionary("m.list.key", false)); err == nil {
		t.Error("m.list.key accepted")
	}
}
