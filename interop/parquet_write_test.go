package interop

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// TestPqarrowReadsQuiverFiles writes a batch of every type quiver's writer
// takes under several option sets (codecs, page versions, encodings,
// dictionaries on and off, small pages and row groups) and reads each file
// with arrow-go v18.8.0's pqarrow: every column must come back with the
// type and the values quiver reads from the same file (which the parquet
// package's round trips check against what was written).
func TestPqarrowReadsQuiverFiles(t *testing.T) {
	_, files := quiverFiles(t, t.TempDir())
	for _, wf := range files {
		t.Run(wf.name, func(t *testing.T) {
			f, got := readQuiverFile(t, wf.path)
			pqarrowReadsAsQuiver(t, wf.path, f.ArrowSchema(), got)
		})
	}
}

// pqarrowReadsAsQuiver checks pqarrow's reading of the quiver-written
// file at path against quiver's (schema gs, batches got): every field's
// name, its type (but for the Arrow types pqarrow does not restore) and
// every value.
func pqarrowReadsAsQuiver(t *testing.T, path string, gs *arrays.Schema, got []*arrays.RecordBatch) {
	t.Helper()
	ws, want, err := pqarrowAsQuiver(path)
	if err != nil {
		t.Fatalf("pqarrow cannot read quiver's file: %v", err)
	}
	if len(gs.Fields) != len(ws.Fields) {
		t.Fatalf("quiver reads %d fields, pqarrow %d", len(gs.Fields), len(ws.Fields))
	}
	for c := range gs.Fields {
		q, p := gs.Fields[c], ws.Fields[c]
		if q.Name != p.Name {
			t.Errorf("field %d: quiver reads %v, pqarrow %v", c, q, p)
			continue
		}
		if arrays.TypeEqual(q.Type, p.Type) {
			if err := sameColumns(got, want, c); err != nil {
				t.Errorf("field %s: %v", q.Name, err)
			}
			continue
		}
		// pqarrow restores fewer Arrow types from ARROW:schema:
		// the types must then agree but for those it drops, and
		// the values as they print.
		if qc, pc := pqarrowCanon(q.Type), pqarrowCanon(p.Type); !arrays.TypeEqual(qc, pc) {
			t.Errorf("field %s: quiver reads %s, pqarrow %s (%s and %s where pqarrow's restoring is not asked for)", q.Name, q.Type, p.Type, qc, pc)
			continue
		}
		if conv := storedAs(q.Type); conv != nil {
			if err := sameStored(got, want, c, conv); err != nil {
				t.Errorf("field %s (quiver %s, pqarrow %s): %v", q.Name, q.Type, p.Type, err)
			}
			continue
		}
		if err := samePrinted(got, want, c); err != nil {
			t.Errorf("field %s (quiver %s, pqarrow %s): %v", q.Name, q.Type, p.Type, err)
		}
	}
}

// pqarrowWriteSkip leaves out the types the comparison cannot take:
// those Parquet has no form for (quiver's writer refuses them),
// randarray's extension type, which arrow-go does not know, and durations,
// which pqarrow refuses to read (TestPqarrowRefusesDurations).
func pqarrowWriteSkip(t arrays.DataType) bool {
	switch t.ID() {
	case arrays.NULL, arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.INTERVAL_MONTH_DAY_NANO, arrays.EXTENSION, arrays.DURATION:
		return true
	}
	if _, ok := t.(arrays.ExtensionType); ok {
		return true
	}
	return false
}

// fieldOf is the name of the first field of type id.
func fieldOf(fields []arrays.Field, id arrays.TypeID) string {
	for _, f := range fields {
		if f.Type.ID() == id {
			return f.Name
		}
	}
	panic(fmt.Sprintf("no %s field", id))
}

// TestPqarrowRefusesDurations pins a limitation of arrow-go v18.8.0: a
// duration column, which quiver writes as Arrow C++ does (INT64, the
// duration type in ARROW:schema), makes pqarrow refuse the whole file
// ("no support for reading columns of type: duration"), while quiver and
// Arrow C++ read it. When this test fails, pqarrow reads durations: put
// them back in TestPqarrowReadsQuiverFiles.
func TestPqarrowRefusesDurations(t *testing.T) {
	typ := arrays.DurationType{Unit: arrays.Millisecond}
	schema := arrays.NewSchema([]arrays.Field{{Name: "d", Type: typ, Nullable: true}}, nil)
	col := randarray.New(rand.New(rand.NewPCG(1, 1)), 0.1).Array(typ, 10)
	rb, err := arrays.NewRecordBatch(schema, []arrays.Array{col}, 10)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "duration.parquet")
	fh, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := qparquet.NewWriter(fh, schema)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rb); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	fh.Close()
	_, _, err = pqarrowAsQuiver(path)
	if err == nil || !strings.Contains(err.Error(), "duration") {
		t.Fatalf("pqarrow: %v; want its refusal of durations", err)
	}
}

// pqarrowCanon is t less what arrow-go v18.8.0's pqarrow does not restore
// from an ARROW:schema: the types stored converted (date64 as days,
// seconds as milliseconds, intervals as the 12-byte INTERVAL), decimal32 and decimal64 (it reads decimal128),
// binary and string views, large types and list element names inside
// nested types, dictionaries of anything but strings and binaries.
func pqarrowCanon(t arrays.DataType) arrays.DataType {
	elem := func(f arrays.Field) arrays.Field {
		return arrays.Field{Name: "element", Type: pqarrowCanon(f.Type), Nullable: f.Nullable}
	}
	switch x := t.(type) {
	case arrays.Date64Type:
		return arrays.Date32Type{}
	case arrays.Time32Type:
		return arrays.Time32Type{Unit: arrays.Millisecond}
	case arrays.TimestampType:
		if x.Unit == arrays.Second {
			x.Unit = arrays.Millisecond
		}
		return x
	case arrays.IntervalMonthsType, arrays.IntervalDayTimeType:
		return arrays.FixedSizeBinaryType{ByteWidth: 12}
	case arrays.Decimal32Type:
		return arrays.Decimal128Type{Precision: x.Precision, Scale: x.Scale}
	case arrays.Decimal64Type:
		return arrays.Decimal128Type{Precision: x.Precision, Scale: x.Scale}
	case arrays.BinaryViewType, arrays.LargeBinaryType:
		return arrays.BinaryType{}
	case arrays.Utf8ViewType, arrays.LargeUtf8Type:
		return arrays.Utf8Type{}
	case *arrays.DictionaryType:
		v := pqarrowCanon(x.Value)
		switch v.ID() {
		case arrays.UTF8, arrays.BINARY:
			return &arrays.DictionaryType{Index: x.Index, Value: v, Ordered: x.Ordered}
		}
		return v
	case *arrays.ListType:
		return &arrays.ListType{Elem: elem(x.Elem)}
	case *arrays.LargeListType:
		return &arrays.LargeListType{Elem: elem(x.Elem)}
	case *arrays.FixedSizeListType:
		return &arrays.FixedSizeListType{Elem: elem(x.Elem), Size: x.Size}
	case *arrays.MapType:
		e := x.Entries
		e.Type = pqarrowCanon(e.Type)
		return &arrays.MapType{Entries: e, KeysSorted: x.KeysSorted}
	case *arrays.StructType:
		out := &arrays.StructType{}
		for _, c := range x.Children {
			c.Type = pqarrowCanon(c.Type)
			c.Metadata = arrays.Metadata{}
			out.Children = append(out.Children, c)
		}
		return out
	}
	return t
}

// samePrinted compares column c of two batch lists row by row as the
// values print, whatever their batch boundaries.
func samePrinted(a, b []*arrays.RecordBatch, c int) error {
	printed := func(x arrays.Array, i int) string { return x.ValueString(i) }
	return sameAs(a, b, c, printed, printed)
}

// storedAs is, for a type the writer stores converted, a function from a
// value of a quiver column of that type to the stored value as pqarrow
// reads it (raw, as storedRaw gives pqarrow's); nil for other types.
func storedAs(t arrays.DataType) func(a arrays.Array, i int) string {
	switch x := t.(type) {
	case arrays.Date64Type:
		return func(a arrays.Array, i int) string { return fmt.Sprint(rawInt(a, i, 8) / 86400000) }
	case arrays.Time32Type:
		if x.Unit == arrays.Second {
			return func(a arrays.Array, i int) string { return fmt.Sprint(rawInt(a, i, 4) * 1000) }
		}
	case arrays.TimestampType:
		if x.Unit == arrays.Second {
			return func(a arrays.Array, i int) string { return fmt.Sprint(rawInt(a, i, 8) * 1000) }
		}
	case arrays.IntervalMonthsType:
		return func(a arrays.Array, i int) string { return fmt.Sprintf("%x%x", rawBytes(a, i, 4), make([]byte, 8)) }
	case arrays.IntervalDayTimeType:
		return func(a arrays.Array, i int) string { return fmt.Sprintf("%x%x", make([]byte, 4), rawBytes(a, i, 8)) }
	}
	return nil
}

// storedRaw is value i of pqarrow's reading of a converted column: the
// integer of a date32, time32 or timestamp, the bytes of an interval.
func storedRaw(a arrays.Array, i int) string {
	switch a.DataType().ID() {
	case arrays.DATE32, arrays.TIME32:
		return fmt.Sprint(rawInt(a, i, 4))
	case arrays.TIMESTAMP:
		return fmt.Sprint(rawInt(a, i, 8))
	}
	return fmt.Sprintf("%x", rawBytes(a, i, 12))
}

// rawBytes is the w bytes of slot i of a fixed-width array (little-endian
// on the hosts interop runs on).
func rawBytes(a arrays.Array, i, w int) []byte {
	d := a.Data()
	return d.Buffers[1][(d.Offset+i)*w : (d.Offset+i+1)*w]
}

func rawInt(a arrays.Array, i, w int) int64 {
	b := rawBytes(a, i, w)
	if w == 4 {
		return int64(int32(binary.LittleEndian.Uint32(b)))
	}
	return int64(binary.LittleEndian.Uint64(b))
}

// sameStored compares column c of quiver's reading (conv'd to the stored
// values) with pqarrow's, row by row.
func sameStored(q, p []*arrays.RecordBatch, c int, conv func(arrays.Array, int) string) error {
	return sameAs(q, p, c, conv, storedRaw)
}

// sameAs compares column c of quiver's batches q and pqarrow's p row by
// row, whatever their batch boundaries, as qv and pv render each non-null
// value.
func sameAs(q, p []*arrays.RecordBatch, c int, qv, pv func(arrays.Array, int) string) error {
	render := func(bs []*arrays.RecordBatch, v func(arrays.Array, int) string) []string {
		var out []string
		for _, rb := range bs {
			for i := range rb.NumRows() {
				if rb.Column(c).IsNull(i) {
					out = append(out, "null")
				} else {
					out = append(out, v(rb.Column(c), i))
				}
			}
		}
		return out
	}
	x, y := render(q, qv), render(p, pv)
	if len(x) != len(y) {
		return fmt.Errorf("quiver reads %d rows, pqarrow %d", len(x), len(y))
	}
	for i := range x {
		if x[i] != y[i] {
			return fmt.Errorf("row %d: quiver %s, pqarrow %s", i, x[i], y[i])
		}
	}
	return nil
}

// TestPqarrowReadsRewrittenCorpus rewrites, with quiver's writer and its
// defaults, every parquet-testing file quiver reads, and has pqarrow read
// each rewrite to the types and values quiver reads from it.
func TestPqarrowReadsRewrittenCorpus(t *testing.T) {
	forEachRewrittenCorpusFile(t, func(s *arrays.Schema) string {
		if hasDuration(s) {
			return "a duration column: TestPqarrowRefusesDurations"
		}
		return ""
	}, func(t *testing.T, dst string, g *qparquet.File, got []*arrays.RecordBatch) {
		pqarrowReadsAsQuiver(t, dst, g.ArrowSchema(), got)
	})
}

// forEachRewrittenCorpusFile rewrites, with quiver's writer and its
// defaults, every parquet-testing file quiver reads (but those skip
// names a reason for), and runs check on each rewrite with quiver's
// reading of it; fewer than 50 rewrites fail.
func forEachRewrittenCorpusFile(t *testing.T, skip func(*arrays.Schema) string,
	check func(t *testing.T, dst string, g *qparquet.File, got []*arrays.RecordBatch)) {
	paths, _ := filepath.Glob(filepath.Join(parquetTestingDir(t), "*.parquet"))
	out := t.TempDir()
	rewritten := 0
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".parquet")
		t.Run(name, func(t *testing.T) {
			if name == "large_string_map.brotli" {
				t.Skip("decompresses to 1 GiB, beyond quiver's default limits (seconds to find out)")
			}
			f, closer, err := qparquet.OpenFile(path)
			if err != nil {
				t.Skipf("quiver does not read it (the corpus's corrupt files; parquet's TestRewriteCorpus lists them): %v", err)
			}
			defer closer.Close()
			bs, err := f.ReadAll(nil)
			if err != nil {
				t.Skipf("quiver does not read it: %v", err)
			}
			if len(bs) == 0 || len(f.ArrowSchema().Fields) == 0 {
				t.Skip("no rows or no columns")
			}
			if why := skip(f.ArrowSchema()); why != "" {
				t.Skip(why)
			}
			dst := filepath.Join(out, name+".parquet")
			writeQuiverFile(t, dst, f.ArrowSchema(), nil, bs...)
			rewritten++
			g, got := readQuiverFile(t, dst)
			check(t, dst, g, got)
		})
	}
	if rewritten < 50 {
		t.Errorf("only %d parquet-testing files rewritten", rewritten)
	}
}

// readQuiverFile opens path with quiver and reads every batch (closed
// when the test ends).
func readQuiverFile(t *testing.T, path string) (*qparquet.File, []*arrays.RecordBatch) {
	t.Helper()
	f, closer, err := qparquet.OpenFile(path)
	if err != nil {
		t.Fatalf("quiver: %v", err)
	}
	t.Cleanup(func() { closer.Close() })
	got, err := f.ReadAll(nil)
	if err != nil {
		t.Fatalf("quiver: %v", err)
	}
	return f, got
}

// hasDuration reports whether any field of s is or holds a duration.
func hasDuration(s *arrays.Schema) bool {
	return strings.Contains(fmt.Sprint(s), "duration")
}
