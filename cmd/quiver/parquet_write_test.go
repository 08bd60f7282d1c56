package main

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/parquet"
)

// TestConvertToParquet converts an Arrow IPC file of several types to
// Parquet, by -out name and by -format, and back through Parquet to
// Parquet with another codec; every value must come back, and a failed
// conversion must leave no file behind.
func TestConvertToParquet(t *testing.T) {
	randarray.Register()
	g := randarray.New(rand.New(rand.NewPCG(7, 8)), 0.2)
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}, arrays.Float64Type{},
		arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"},
		&arrays.ListType{Elem: arrays.Field{Name: "item", Type: arrays.Int32Type{}, Nullable: true}},
		arrays.Decimal128Type{Precision: 20, Scale: 3}}
	var fields []arrays.Field
	var cols []arrays.Array
	for i, typ := range types {
		fields = append(fields, arrays.Field{Name: string(rune('a' + i)), Type: typ, Nullable: true})
		cols = append(cols, g.Array(typ, 500))
	}
	schema := arrays.NewSchema(fields, nil)
	rb, err := arrays.NewRecordBatch(schema, cols, 500)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := filepath.Join(dir, "in.arrow")
	var buf bytes.Buffer
	w, err := ipc.NewFileWriter(&buf, schema)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []*arrays.RecordBatch{rb.Slice(0, 200), rb.Slice(200, 500)} {
		if err := w.Write(b); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(in, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	check := func(path string, codec parquet.Codec) {
		t.Helper()
		f, c, err := parquet.OpenFile(path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		defer c.Close()
		if got := f.Metadata.RowGroups[0].Columns[0].MetaData.Codec; got != codec {
			t.Errorf("%s: codec %s, want %s", path, got, codec)
		}
		if !f.ArrowSchema().Equal(schema) {
			t.Errorf("%s: schema %s, want %s", path, f.ArrowSchema(), schema)
		}
		got, err := f.ReadAll(nil)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		row := 0
		for _, b := range got {
			for c := range cols {
				want := arrays.Slice(rb.Column(c), row, row+b.NumRows())
				if !arrays.Equal(want, b.Column(c), arrays.EqualNaN(true)) {
					t.Errorf("%s column %s rows %d+: %s", path, fields[c].Name, row,
						arrays.EqualDiff(want, b.Column(c), arrays.EqualNaN(true)))
				}
			}
			row += b.NumRows()
		}
		if row != 500 {
			t.Errorf("%s: %d rows, want 500", path, row)
		}
	}
	byName := filepath.Join(dir, "out.parquet")
	if out, err := quiver(t, "convert", "-in", in, "-out", byName); err != nil || !strings.Contains(out, "(Parquet, SNAPPY): 2 record batches, 500 rows") {
		t.Fatalf("convert to .parquet: %v\n%s", err, out)
	}
	check(byName, parquet.Snappy)
	byFormat := filepath.Join(dir, "out.bin")
	if out, err := quiver(t, "convert", "-in", in, "-out", byFormat, "-format", "parquet", "-compression", "none"); err != nil {
		t.Fatalf("convert -format parquet: %v\n%s", err, out)
	}
	check(byFormat, parquet.Uncompressed)
	again := filepath.Join(dir, "again.pq")
	if out, err := quiver(t, "convert", "-in", byName, "-out", again, "-compression", "zstd"); err != nil || !strings.Contains(out, "(Parquet) -> "+again+" (Parquet, ZSTD)") {
		t.Fatalf("convert Parquet to Parquet: %v\n%s", err, out)
	}
	check(again, parquet.Zstd)

	// Standard output takes the file whole.
	out, err := quiver(t, "convert", "-in", in, "-out", "-", "-format", "parquet")
	if err != nil || !strings.HasPrefix(out, "PAR1") || !strings.HasSuffix(out, "PAR1") {
		t.Errorf("convert to stdout: %v, %d bytes", err, len(out))
	}

	// An extension convert does not write is an error, from either input,
	// unless -format says what to write.
	for _, src := range []string{in, byName} {
		if _, err := quiver(t, "convert", "-in", src, "-out", filepath.Join(dir, "x.csv")); err == nil || !strings.Contains(err.Error(), "convert does not write .csv files") {
			t.Errorf("%s to x.csv: %v", src, err)
		}
	}
	if _, err := quiver(t, "convert", "-in", in, "-out", filepath.Join(dir, "x.parquet"), "-compression", "lzo"); err == nil || !strings.Contains(err.Error(), `unknown Parquet compression "lzo"`) {
		t.Errorf("-compression lzo: %v", err)
	}
	// A type Parquet has no form for fails with the column named, and
	// leaves nothing at -out.
	ut := &arrays.UnionType{Mode: arrays.SparseMode, Children: []arrays.Field{{Name: "i", Type: arrays.Int32Type{}, Nullable: true}}, TypeCodes: []int8{0}}
	us := arrays.NewSchema([]arrays.Field{{Name: "u", Type: ut, Nullable: true}}, nil)
	buf.Reset()
	sw, err := ipc.NewStreamWriter(&buf, us)
	if err != nil {
		t.Fatal(err)
	}
	if err := sw.Write(mustBatch(t, us, g.Array(ut, 3))); err != nil {
		t.Fatal(err)
	}
	sw.Close()
	union := filepath.Join(dir, "union.arrows")
	os.WriteFile(union, buf.Bytes(), 0o644)
	bad := filepath.Join(dir, "union.parquet")
	if _, err := quiver(t, "convert", "-in", union, "-out", bad); err == nil || !strings.Contains(err.Error(), "column u: Arrow type sparse_union") {
		t.Errorf("union to Parquet: %v", err)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 5 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("files left in the folder: %v", names)
	}
}

func mustBatch(t *testing.T, s *arrays.Schema, cols ...arrays.Array) *arrays.RecordBatch {
	t.Helper()
	rb, err := arrays.NewRecordBatch(s, cols, cols[0].Len())
	if err != nil {
		t.Fatal(err)
	}
	return rb
}
