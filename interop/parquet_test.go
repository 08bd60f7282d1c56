package interop

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/apache/arrow-go/v18/arrow/array"
	goipc "github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/pqarrow"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/ipc"
	qparquet "github.com/quiver-go/quiver/parquet"
)

// parquetSkip lists the parquet-testing data/ files left out of the
// comparison with arrow-go, each with the reason.
var parquetSkip = map[string]string{
	"datapage_v1-corrupt-checksum.parquet":           "corrupt on purpose: quiver refuses it (CRC mismatch)",
	"rle-dict-uncompressed-corrupt-checksum.parquet": "corrupt on purpose: quiver refuses it (CRC mismatch)",
	"nation.dict-malformed.parquet":                  "malformed on purpose: quiver refuses it",
	"large_string_map.brotli.parquet":                "one page of 1 GiB: quiver reads it (parquet TestReadCorpus); both readers at once are too big for CI",
	"int96_from_spark.parquet":                       "dates outside the nanosecond range: quiver and pqarrow both refuse it by default (quiver's Int96Unit read is checked in parquet/)",
}

// pqarrowCannot lists the data/ files arrow-go's pqarrow cannot read, why,
// and how quiver's read of each is checked instead: against pqarrow's read
// of a twin file holding the same values, or against the content
// parquet-testing's README documents.
var pqarrowCannot = map[string]struct {
	why   string
	check func(t *testing.T, dir string, got []*arrays.RecordBatch) error
}{
	"hadoop_lz4_compressed.parquet": {"arrow-go has no LZ4 (Hadoop-framed) codec",
		sameAsTwin("lz4_raw_compressed.parquet")},
	"hadoop_lz4_compressed_larger.parquet": {"arrow-go has no LZ4 (Hadoop-framed) codec",
		sameAsTwin("lz4_raw_compressed_larger.parquet")},
	"non_hadoop_lz4_compressed.parquet": {"arrow-go has no LZ4 codec (here raw LZ4 blocks under the LZ4 codec id)",
		sameAsTwin("lz4_raw_compressed.parquet")},
	"datapage_v2_empty_datapage.snappy.parquet": {"pqarrow tries to decompress the empty Snappy page body",
		// The README: a FLOAT column, one row, the value null.
		func(t *testing.T, dir string, got []*arrays.RecordBatch) error {
			if len(got) != 1 || got[0].NumRows() != 1 || got[0].NumCols() != 1 {
				return fmt.Errorf("%d batches, want one of 1 row and 1 column", len(got))
			}
			c := got[0].Column(0)
			if c.DataType().ID() != arrays.FLOAT32 || !c.IsNull(0) {
				return fmt.Errorf("%s %s, want a null float32", c.DataType(), c.ValueString(0))
			}
			return nil
		}},
	"incorrect_map_schema.parquet": {"pqarrow refuses a map whose keys are optional (written so by Presto)",
		// The README: MAP(ARRAY['name', 'parent'], ARRAY['report',
		// 'another']), one row; the file holds the entries in the order
		// Presto wrote them.
		func(t *testing.T, dir string, got []*arrays.RecordBatch) error {
			if len(got) != 1 || got[0].NumRows() != 1 || got[0].NumCols() != 1 {
				return fmt.Errorf("%d batches, want one of 1 row and 1 column", len(got))
			}
			c := got[0].Column(0)
			s := c.ValueString(0)
			if c.DataType().ID() != arrays.MAP || (s != `{"parent": "another", "name": "report"}` && s != `{"name": "report", "parent": "another"}`) {
				return fmt.Errorf("%s %s, want the map name: report, parent: another", c.DataType(), s)
			}
			return nil
		}},
	"unknown-logical-type.parquet": {"pqarrow panics on a logical type it does not know",
		// Readers that do not know a logical type read the physical one
		// (apache/arrow#41764); the values, as parquet-java's test of the
		// file lists them: "known string i", "unknown string i", i = 1..3.
		func(t *testing.T, dir string, got []*arrays.RecordBatch) error {
			if len(got) != 1 || got[0].NumRows() != 3 || got[0].NumCols() != 2 {
				return fmt.Errorf("%d batches, want one of 3 rows and 2 columns", len(got))
			}
			known, unknown := got[0].Column(0), got[0].Column(1)
			if known.DataType().ID() != arrays.UTF8 || unknown.DataType().ID() != arrays.BINARY {
				return fmt.Errorf("types %s, %s; want utf8 and binary", known.DataType(), unknown.DataType())
			}
			for i := range 3 {
				k, u := known.(*arrays.Utf8).Value(i), string(unknown.(*arrays.Binary).Value(i))
				if k != fmt.Sprintf("known string %d", i+1) || u != fmt.Sprintf("unknown string %d", i+1) {
					return fmt.Errorf("row %d: %q, %q", i, k, u)
				}
			}
			return nil
		}},
}

// sameAsTwin checks a read against pqarrow's read of the file twin (the
// same values under another codec), value by value.
func sameAsTwin(twin string) func(t *testing.T, dir string, got []*arrays.RecordBatch) error {
	return func(t *testing.T, dir string, got []*arrays.RecordBatch) error {
		ws, want, err := pqarrowAsQuiver(filepath.Join(dir, twin))
		if err != nil {
			return fmt.Errorf("pqarrow reading the twin %s: %v", twin, err)
		}
		if len(got) == 0 || got[0].NumCols() != len(ws.Fields) {
			return fmt.Errorf("%d batches; the twin %s has %d fields", len(got), twin, len(ws.Fields))
		}
		for c := range ws.Fields {
			if err := sameColumns(got, want, c); err != nil {
				return fmt.Errorf("column %d against %s: %v", c, twin, err)
			}
		}
		return nil
	}
}

func parquetTestingDir(t *testing.T) string {
	root, err := testcorpus.RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(root, "..", "shared", "testdata", "parquet-testing", "data")
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skipf("parquet-testing not found: %v", err)
	}
	return dir
}

// pqarrowAsQuiver reads a Parquet file with arrow-go's pqarrow and brings
// the result to quiver through an IPC stream.
func pqarrowAsQuiver(path string) (schema *arrays.Schema, batches []*arrays.RecordBatch, err error) {
	defer func() {
		if r := recover(); r != nil {
			schema, batches, err = nil, nil, fmt.Errorf("arrow-go panicked: %v", r)
		}
	}()
	fh, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer fh.Close()
	tbl, err := pqarrow.ReadTable(context.Background(), fh, parquet.NewReaderProperties(memory.DefaultAllocator),
		pqarrow.ArrowReadProperties{}, memory.DefaultAllocator)
	if err != nil {
		return nil, nil, err
	}
	defer tbl.Release()
	var buf bytes.Buffer
	w := goipc.NewWriter(&buf, goipc.WithSchema(tbl.Schema()))
	tr := array.NewTableReader(tbl, 0)
	defer tr.Release()
	for tr.Next() {
		if err := w.Write(tr.RecordBatch()); err != nil {
			return nil, nil, err
		}
	}
	if err := w.Close(); err != nil {
		return nil, nil, err
	}
	r, err := ipc.NewStreamReaderBytes(buf.Bytes())
	if err != nil {
		return nil, nil, err
	}
	for rb, err := range r.All() {
		if err != nil {
			return nil, nil, err
		}
		batches = append(batches, rb)
	}
	return r.Header().Schema, batches, nil
}

// dropUnsetFieldIDs removes the PARQUET:field_id "-1" that pqarrow
// attaches to every field whose Parquet node has no field id (quiver
// attaches the key only when there is an id).
func dropUnsetFieldIDs(fields []arrays.Field) {
	for i := range fields {
		f := &fields[i]
		if v, ok := f.Metadata.Get("PARQUET:field_id"); ok && v == "-1" {
			var md arrays.Metadata
			for k, key := range f.Metadata.Keys {
				if key != "PARQUET:field_id" {
					md.Keys = append(md.Keys, key)
					md.Values = append(md.Values, f.Metadata.Values[k])
				}
			}
			f.Metadata = md
		}
		switch t := f.Type.(type) {
		case *arrays.ListType:
			e := []arrays.Field{t.Elem}
			dropUnsetFieldIDs(e)
			t.Elem = e[0]
		case *arrays.LargeListType:
			e := []arrays.Field{t.Elem}
			dropUnsetFieldIDs(e)
			t.Elem = e[0]
		case *arrays.FixedSizeListType:
			e := []arrays.Field{t.Elem}
			dropUnsetFieldIDs(e)
			t.Elem = e[0]
		case *arrays.MapType:
			e := []arrays.Field{t.Entries}
			dropUnsetFieldIDs(e)
			t.Entries = e[0]
		case *arrays.StructType:
			dropUnsetFieldIDs(t.Children)
		}
	}
}

// sameColumns compares column c of two batch lists row by row, whatever
// their batch boundaries.
func sameColumns(a, b []*arrays.RecordBatch, c int) error {
	ai, bi, ao, bo := 0, 0, 0, 0
	row := 0
	for {
		for ai < len(a) && ao == a[ai].NumRows() {
			ai, ao = ai+1, 0
		}
		for bi < len(b) && bo == b[bi].NumRows() {
			bi, bo = bi+1, 0
		}
		if ai == len(a) || bi == len(b) {
			if ai != len(a) || bi != len(b) {
				return fmt.Errorf("row counts differ after row %d", row)
			}
			return nil
		}
		n := min(a[ai].NumRows()-ao, b[bi].NumRows()-bo)
		x, y := a[ai].Column(c), b[bi].Column(c)
		if !arrays.SliceEqual(x, ao, ao+n, y, bo, bo+n, arrays.EqualNaN(true)) {
			for k := range n {
				if !arrays.SliceEqual(x, ao+k, ao+k+1, y, bo+k, bo+k+1, arrays.EqualNaN(true)) {
					return fmt.Errorf("row %d: quiver %s, arrow-go %s", row+k, x.ValueString(ao+k), y.ValueString(bo+k))
				}
			}
		}
		ao, bo, row = ao+n, bo+n, row+n
	}
}

// TestParquetAgreesWithPqarrow reads every parquet-testing data/ file with
// quiver and with arrow-go v18.8.0's pqarrow and compares the Arrow types
// and values. Files pqarrow itself cannot read are reported (and must then
// fail in quiver with a classified error or read); parquetSkip lists the
// others left out.
func TestParquetAgreesWithPqarrow(t *testing.T) {
	dir := parquetTestingDir(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "*.parquet"))
	if len(paths) == 0 {
		t.Fatal("no files")
	}
	for _, p := range paths {
		base := filepath.Base(p)
		t.Run(base, func(t *testing.T) {
			if why, ok := parquetSkip[base]; ok {
				t.Skip(why)
			}
			ws, want, werr := pqarrowAsQuiver(p)
			// pqarrow reads INT96 in nanoseconds; quiver, without an
			// ARROW:schema to say so, in microseconds.
			f, closer, err := qparquet.OpenFile(p, qparquet.Int96Unit(arrays.Nanosecond))
			if err != nil {
				t.Fatalf("quiver: %v (arrow-go: %v)", err, werr)
			}
			defer closer.Close()
			got, err := f.ReadAll(nil)
			if err != nil {
				t.Fatalf("quiver: %v (arrow-go: %v)", err, werr)
			}
			if c, ok := pqarrowCannot[base]; ok {
				if werr == nil {
					t.Fatalf("pqarrow reads it now (pqarrowCannot says: %s): compare it instead", c.why)
				}
				if err := c.check(t, dir, got); err != nil {
					t.Fatalf("pqarrow cannot read it (%s); quiver's read checked otherwise: %v", c.why, err)
				}
				return
			}
			if werr != nil {
				t.Fatalf("arrow-go cannot read it (%v), and pqarrowCannot says nothing of it", werr)
			}
			gs := f.ArrowSchema()
			dropUnsetFieldIDs(ws.Fields)
			if len(gs.Fields) != len(ws.Fields) {
				t.Fatalf("quiver has %d fields, arrow-go %d", len(gs.Fields), len(ws.Fields))
			}
			for c := range gs.Fields {
				g, w := gs.Fields[c], ws.Fields[c]
				if !arrays.TypeEqual(g.Type, w.Type) || g.Name != w.Name || !g.Metadata.Equal(w.Metadata) {
					t.Errorf("field %d: quiver %v, arrow-go %v", c, g, w)
					continue
				}
				if err := sameColumns(got, want, c); err != nil {
					t.Errorf("field %s: %v", g.Name, err)
				}
			}
		})
	}
}
