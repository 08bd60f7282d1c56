//go:build cgo

package arrowgo

// quiver's cdata package against arrow-go's arrow/cdata, an independent
// implementation of the C Data Interface, both ways, on every gold case and
// on random arrays of every type. The two packages' structs are the same C
// ABI, converted through unsafe.Pointer.

import (
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"testing"
	"time"
	"unsafe"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	gocdata "github.com/apache/arrow-go/v18/arrow/cdata"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/cdata"
	"github.com/quiver-go/quiver/internal/testcorpus"
)

type cStructs struct {
	arr    *cdata.CArrowArray
	schema *cdata.CArrowSchema
}

func newCStructs() cStructs {
	return cStructs{new(cdata.CArrowArray), new(cdata.CArrowSchema)}
}

func (c cStructs) goArr() *gocdata.CArrowArray {
	return (*gocdata.CArrowArray)(unsafe.Pointer(c.arr))
}

func (c cStructs) goSchema() *gocdata.CArrowSchema {
	return (*gocdata.CArrowSchema)(unsafe.Pointer(c.schema))
}

// quiverToGo exports a quiver batch with quiver's cdata and imports it with
// arrow-go's.
func quiverToGo(t *testing.T, rb *arrays.RecordBatch) arrow.RecordBatch {
	t.Helper()
	c := newCStructs()
	if err := cdata.ExportRecordBatch(rb, c.arr, c.schema); err != nil {
		t.Fatalf("quiver export: %v", err)
	}
	g, err := gocdata.ImportCRecordBatch(c.goArr(), c.goSchema())
	if err != nil {
		t.Fatalf("arrow-go import: %v", err)
	}
	cdata.ReleaseSchema(c.schema)
	return g
}

// goToQuiver exports an arrow-go batch with arrow-go's cdata and imports it
// with quiver's.
func goToQuiver(t *testing.T, rec arrow.RecordBatch) *arrays.RecordBatch {
	t.Helper()
	c := newCStructs()
	gocdata.ExportArrowRecordBatch(rec, c.goArr(), c.goSchema())
	q, err := cdata.ImportRecordBatch(c.arr, c.schema)
	if err != nil {
		t.Fatalf("quiver import: %v", err)
	}
	return q
}

func waitCData(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for cdata.LiveExports() != 0 || cdata.LiveImports() != 0 || cdata.LiveStreams() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d quiver exports, %d imports and %d streams never released", cdata.LiveExports(), cdata.LiveImports(), cdata.LiveStreams())
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// TestCDataGold: every gold case through the C Data Interface both ways,
// each result compared with the other library's own reading of the file;
// arrow-go's memory comes from a checked, poisoning allocator, and every
// struct must be released exactly once (nothing pinned, nothing leaked).
func TestCDataGold(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			raw, err := os.ReadFile(c.ArrowFile())
			if err != nil {
				t.Fatal(err)
			}
			want := quiverRead(t, c, raw)
			mem := memory.NewCheckedAllocator(poisonAllocator{memory.NewGoAllocator()})
			_, grecs := goReadFile(t, raw, mem)
			for i, rb := range want.Batches {
				g := quiverToGo(t, rb)
				w := goExtAsStorage(grecs[i])
				d := goRecordDiff(w, g)
				w.Release()
				if d != "" {
					t.Errorf("batch %d: quiver -> C -> arrow-go differs from arrow-go's reading: %s", i, d)
				}
				g.Release()
			}
			got := make([]*arrays.RecordBatch, len(grecs))
			for i, rec := range grecs {
				got[i] = goToQuiver(t, rec)
				rec.Release()
			}
			runtime.GC()
			for i, q := range got {
				if d := batchDiff(want.Batches[i], q); d != "" {
					t.Errorf("batch %d: arrow-go -> C -> quiver: %s", i, d)
				}
			}
			runtime.KeepAlive(got)
			got = nil
			waitFreed(t, mem)
			waitCData(t)
		})
	}
}

// TestCDataRandom: random arrays of every type, one column each, both ways
// and back again.
func TestCDataRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 10))
	for _, n := range randomSizes {
		rb := randomBatch(r, n)
		g := quiverToGo(t, rb)
		for i, col := range g.Columns() {
			// arrow-go's importer gives null and run-end encoded arrays the
			// no buffers the interface specifies, then its own validator
			// wants one.
			if id := col.DataType().ID(); id == arrow.NULL || id == arrow.RUN_END_ENCODED {
				continue
			}
			if err := array.ValidateFull(col); err != nil {
				t.Errorf("n=%d column %d (%s): arrow-go rejects what it imported: %v", n, i, col.DataType(), err)
			}
		}
		// arrow-go v18.8.0's exporter sends the children of a struct or a
		// sparse union already sliced by the parent's offset and that offset
		// as well, so a
		// consumer following the specification (as Arrow C++ and quiver do)
		// applies it twice. Columns with such a sliced parent anywhere stay out
		// of the way back; they went through the way there above.
		keep := withoutColumns(rb, func(_ arrays.Field, c arrays.Array) bool { return hasSlicedStruct(c.Data()) })
		if keep.NumCols() < rb.NumCols()/2 {
			t.Fatalf("n=%d: only %d of %d columns without a sliced struct", n, keep.NumCols(), rb.NumCols())
		}
		g.Release()
		g = quiverToGo(t, keep)
		back := goToQuiver(t, g)
		g.Release()
		if d := batchDiff(keep, back); d != "" {
			t.Errorf("n=%d: quiver -> arrow-go -> quiver: %s", n, d)
		}
		for i := range back.NumCols() {
			if err := arrays.ValidateFull(back.Column(i)); err != nil {
				t.Errorf("n=%d column %d: %v", n, i, err)
			}
		}
		back = nil
		waitCData(t)
	}
}

// hasSlicedStruct reports a struct or sparse union node with a non-zero
// offset in d.
func hasSlicedStruct(d *arrays.Data) bool {
	if id := arrays.StorageOf(d.Type).ID(); (id == arrays.STRUCT || id == arrays.SPARSE_UNION) && d.Offset != 0 {
		return true
	}
	for _, c := range d.Children {
		if hasSlicedStruct(c) {
			return true
		}
	}
	return d.Dictionary != nil && hasSlicedStruct(d.Dictionary)
}

// goExtAsStorage is rec with every extension column replaced by its storage
// and the extension's name and parameters in the field metadata: what
// arrow-go's C Data importer, which does not look extension types up,
// makes of an extension column.
func goExtAsStorage(rec arrow.RecordBatch) arrow.RecordBatch {
	fs := append([]arrow.Field(nil), rec.Schema().Fields()...)
	cols := append([]arrow.Array(nil), rec.Columns()...)
	changed := false
	for i, f := range fs {
		et, ok := f.Type.(arrow.ExtensionType)
		if !ok {
			continue
		}
		changed = true
		keys := append(f.Metadata.Keys(), "ARROW:extension:name", "ARROW:extension:metadata")
		vals := append(f.Metadata.Values(), et.ExtensionName(), et.Serialize())
		fs[i] = arrow.Field{Name: f.Name, Type: et.StorageType(), Nullable: f.Nullable, Metadata: arrow.NewMetadata(keys, vals)}
		cols[i] = cols[i].(array.ExtensionArray).Storage()
	}
	if !changed {
		rec.Retain()
		return rec
	}
	md := rec.Schema().Metadata()
	return array.NewRecordBatch(arrow.NewSchema(fs, &md), cols, rec.NumRows())
}

// TestCDataStreams: record batch streams through the C Stream Interface,
// quiver -> arrow-go's ImportCRecordReader and arrow-go's
// ExportRecordReader -> quiver's ImportStream.
func TestCDataStreams(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 11))
	var batches []*arrays.RecordBatch
	for _, n := range []int{3, 0, 50} {
		batches = append(batches, withoutColumns(randomBatch(r, n), func(_ arrays.Field, c arrays.Array) bool { return hasSlicedStruct(c.Data()) }))
	}
	// every batch of one schema: keep the columns all three kept
	var kept []arrays.Field
	for _, f := range batches[0].Schema().Fields {
		if !slices.ContainsFunc(batches[1:], func(b *arrays.RecordBatch) bool { return b.Schema().FieldIndex(f.Name) < 0 }) {
			kept = append(kept, f)
		}
	}
	if len(kept) < 10 {
		t.Fatalf("only %d columns kept by every batch", len(kept))
	}
	schema := arrays.NewSchema(kept, nil)
	for i, b := range batches {
		var cols []arrays.Array
		for _, f := range schema.Fields {
			cols = append(cols, b.Column(b.Schema().FieldIndex(f.Name)))
		}
		nb, err := arrays.NewRecordBatch(schema, cols, b.NumRows())
		if err != nil {
			t.Fatal(err)
		}
		batches[i] = nb
	}

	// quiver -> arrow-go
	var cs cdata.CArrowArrayStream
	seq := func(yield func(*arrays.RecordBatch, error) bool) {
		for _, b := range batches {
			if !yield(b, nil) {
				return
			}
		}
	}
	if err := cdata.ExportStream(schema, seq, &cs); err != nil {
		t.Fatal(err)
	}
	rd, err := gocdata.ImportCRecordReader((*gocdata.CArrowArrayStream)(unsafe.Pointer(&cs)), nil)
	if err != nil {
		t.Fatal(err)
	}
	var grecs []arrow.RecordBatch
	for {
		rec, err := rd.Read()
		if err != nil {
			break
		}
		rec.Retain()
		grecs = append(grecs, rec)
	}
	rel, ok := rd.(interface{ Release() })
	if !ok {
		t.Fatalf("arrow-go's C stream reader %T has no Release", rd)
	}
	rel.Release()
	if cdata.LiveStreams() != 0 {
		t.Errorf("arrow-go released its reader, %d quiver streams still live", cdata.LiveStreams())
	}
	if len(grecs) != len(batches) {
		t.Fatalf("arrow-go read %d batches, want %d", len(grecs), len(batches))
	}
	for i, g := range grecs {
		back, err := FromArrowGoRecord(g)
		if err != nil {
			t.Fatal(err)
		}
		if d := batchDiff(batches[i], back); d != "" {
			t.Errorf("batch %d: quiver -> C stream -> arrow-go: %s", i, d)
		}
	}

	// arrow-go -> quiver
	grr, err := array.NewRecordReader(grecs[0].Schema(), grecs)
	if err != nil {
		t.Fatal(err)
	}
	var cs2 cdata.CArrowArrayStream
	gocdata.ExportRecordReader(grr, (*gocdata.CArrowArrayStream)(unsafe.Pointer(&cs2)))
	grr.Release()
	for _, g := range grecs {
		g.Release()
	}
	qr, err := cdata.ImportStream(&cs2)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for rb, err := range qr.All() {
		if err != nil {
			t.Fatal(err)
		}
		if d := batchDiff(batches[i], rb); d != "" {
			t.Errorf("batch %d: arrow-go -> C stream -> quiver: %s", i, d)
		}
		i++
	}
	qr.Close()
	if i != len(batches) {
		t.Fatalf("quiver read %d batches, want %d", i, len(batches))
	}
	waitCData(t)
}
