package arrowgo

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	_ "github.com/apache/arrow-go/v18/arrow/extensions" // arrow-go's canonical extension types, as quiver registers its own
	goipc "github.com/apache/arrow-go/v18/arrow/ipc"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/ipc"
)

// poisonAllocator overwrites memory as it frees it, so that a quiver array
// still reading arrow-go memory after arrow-go freed it sees garbage and
// the comparison that follows fails.
type poisonAllocator struct{ memory.Allocator }

func (p poisonAllocator) Free(b []byte) {
	for i := range b {
		b[i] = 0xA5
	}
	p.Allocator.Free(b)
}

// goReadFile reads an IPC file with arrow-go from mem.
func goReadFile(t *testing.T, b []byte, mem memory.Allocator) (*arrow.Schema, []arrow.RecordBatch) {
	t.Helper()
	r, err := goipc.NewFileReader(bytes.NewReader(b), goipc.WithAllocator(mem))
	if err != nil {
		t.Fatalf("arrow-go: %v", err)
	}
	defer r.Close()
	var recs []arrow.RecordBatch
	for i := range r.NumRecords() {
		rec, err := r.RecordBatchAt(i)
		if err != nil {
			t.Fatalf("arrow-go: record batch %d: %v", i, err)
		}
		recs = append(recs, rec) // ours to release
	}
	return r.Schema(), recs
}

func quiverRead(t *testing.T, c testcorpus.Case, b []byte) *ipctool.Table {
	t.Helper()
	var opts []ipc.ReadOption
	if c.Relaxed() {
		opts = append(opts, ipc.WithLaxDecimalPrecision())
	}
	tab, err := ipctool.ReadBytes(b, opts...)
	if err != nil {
		t.Fatalf("quiver: %v", err)
	}
	return tab
}

// waitFreed runs the garbage collector until mem holds nothing (the
// cleanups releasing arrow-go data run on their own goroutine), failing
// after a few seconds.
func waitFreed(t *testing.T, mem *memory.CheckedAllocator) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for mem.CurrentAlloc() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d bytes of arrow-go memory never released", mem.CurrentAlloc())
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	// CheckedAllocator.Free lowers the count before it forgets the
	// allocation, so a Free running in a finalizer can still be between
	// the two: wait for the allocation records to agree with the count.
	for {
		var r leakRecorder
		mem.AssertSize(&r, 0)
		if !r.leaked || time.Now().After(deadline) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	mem.AssertSize(t, 0)
}

// leakRecorder notes whether CheckedAllocator.AssertSize found a leak.
type leakRecorder struct{ leaked bool }

func (r *leakRecorder) Errorf(string, ...any) { r.leaked = true }
func (r *leakRecorder) Helper()               {}

// TestGoldCorpus converts every batch of every gold case both ways and
// checks each result against an independent reading of the same file:
//
//   - arrow-go -> quiver: FromArrowGoRecord of arrow-go's reading equals
//     quiver's own reading (arrays.Equal, after the names arrow-go fixes);
//   - quiver -> arrow-go: ToArrowGoRecord of quiver's reading equals
//     arrow-go's own reading (Field.Equal, array.Equal);
//   - quiver -> arrow-go -> quiver gives back quiver's reading.
//
// arrow-go reads from a checked allocator that poisons what it frees: its
// own references are released before the quiver arrays are compared (so a
// premature release shows up as a difference), and once the quiver arrays
// are unreachable every byte must be returned (no leak, no double free).
func TestGoldCorpus(t *testing.T) {
	for _, c := range testcorpus.GoldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			raw, err := os.ReadFile(c.ArrowFile())
			if err != nil {
				t.Fatal(err)
			}
			want := quiverRead(t, c, raw)
			mem := memory.NewCheckedAllocator(poisonAllocator{memory.NewGoAllocator()})
			gschema, grecs := goReadFile(t, raw, mem)
			if len(grecs) != len(want.Batches) {
				t.Fatalf("arrow-go read %d batches, quiver %d", len(grecs), len(want.Batches))
			}

			// quiver -> arrow-go, against arrow-go's reading.
			for i, rb := range want.Batches {
				g, err := ToArrowGoRecord(rb)
				if err != nil {
					t.Fatalf("batch %d: ToArrowGoRecord: %v", i, err)
				}
				if d := goRecordDiff(grecs[i], g); d != "" {
					t.Errorf("batch %d: quiver -> arrow-go differs from arrow-go's reading: %s", i, d)
				}
				back, err := FromArrowGoRecord(g)
				if err != nil {
					t.Fatalf("batch %d: back to quiver: %v", i, err)
				}
				g.Release()
				if d := batchDiff(rb, back); d != "" {
					t.Errorf("batch %d: quiver -> arrow-go -> quiver: %s", i, d)
				}
			}

			// arrow-go -> quiver, against quiver's reading, after arrow-go
			// let go of everything.
			var copies Copies
			got := make([]*arrays.RecordBatch, len(grecs))
			for i, rec := range grecs {
				q, err := FromArrowGoRecord(rec, WithCopies(&copies))
				if err != nil {
					t.Fatalf("batch %d: FromArrowGoRecord: %v", i, err)
				}
				got[i] = q
				rec.Release()
			}
			if copies.Buffers != 0 {
				t.Errorf("arrow-go's IPC reader gave %d buffers quiver had to copy (%d bytes); its buffers are 8-byte aligned", copies.Buffers, copies.Bytes)
			}
			if mem.CurrentAlloc() == 0 && hasBuffers(want.Batches) {
				t.Fatalf("arrow-go memory was all released while quiver arrays still use it")
			}
			for range 3 {
				runtime.GC()
			}
			if fs := gschema.Fields(); len(fs) != len(want.Schema().Fields) {
				t.Fatalf("arrow-go schema has %d fields, quiver %d", len(fs), len(want.Schema().Fields))
			}
			for i, q := range got {
				if d := batchDiff(want.Batches[i], q); d != "" {
					t.Errorf("batch %d: arrow-go -> quiver: %s", i, d)
				}
				for j := range q.NumCols() {
					// the relaxed directories hold decimals beyond their precision
					if err := arrays.ValidateFull(q.Column(j)); err != nil && !c.Relaxed() {
						t.Errorf("batch %d column %d: %v", i, j, err)
					}
				}
			}
			runtime.KeepAlive(got)
			got = nil
			waitFreed(t, mem)
		})
	}
}

// TestGoldRandomSlices converts random slices of every gold column both
// ways, so that offsets into every layout cross the bridge.
func TestGoldRandomSlices(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 1))
	for _, c := range testcorpus.GoldCases(t) {
		t.Run(c.String(), func(t *testing.T) {
			raw, err := os.ReadFile(c.ArrowFile())
			if err != nil {
				t.Fatal(err)
			}
			want := quiverRead(t, c, raw)
			for bi, rb := range want.Batches {
				for ci, col := range rb.Columns() {
					for k := range 4 {
						n := col.Len()
						i := r.IntN(n + 1)
						j := i + r.IntN(n-i+1)
						s := arrays.Slice(col, i, j)
						where := fmt.Sprintf("batch %d column %d slice %d [%d:%d]", bi, ci, k, i, j)
						g, err := ToArrowGo(s)
						if err != nil {
							t.Fatalf("%s: ToArrowGo: %v", where, err)
						}
						back, err := FromArrowGo(g)
						if err != nil {
							t.Fatalf("%s: FromArrowGo: %v", where, err)
						}
						// Slice arrow-go's array further and come back once more.
						gi := r.IntN(g.Len() + 1)
						gj := gi + r.IntN(g.Len()-gi+1)
						gs := array.NewSlice(g, int64(gi), int64(gj))
						back2, err := FromArrowGo(gs)
						if err != nil {
							t.Fatalf("%s: FromArrowGo of arrow-go slice [%d:%d]: %v", where, gi, gj, err)
						}
						gs.Release()
						g.Release()
						ws := retype(s.Data(), goNormal(col.DataType()))
						if d := arrays.EqualDiff(arrays.MakeArray(ws), arraysNoExt(back, s), arrays.EqualNaN(true)); d != "" {
							t.Errorf("%s: round trip: %s", where, d)
						}
						ws2 := arrays.MakeArray(ws.Slice(gi, gj))
						if d := arrays.EqualDiff(ws2, arraysNoExt(back2, s), arrays.EqualNaN(true)); d != "" {
							t.Errorf("%s: round trip of arrow-go slice [%d:%d]: %s", where, gi, gj, d)
						}
						if err := arrays.ValidateFull(back2); err != nil && !c.Relaxed() {
							t.Errorf("%s: %v", where, err)
						}
					}
				}
			}
		})
	}
}

// arraysNoExt gives got the extension type of want when a bare array lost
// it (an extension arrow-go does not know becomes its storage type).
func arraysNoExt(got, want arrays.Array) arrays.Array {
	if et, ok := want.DataType().(arrays.ExtensionType); ok {
		if _, still := got.DataType().(arrays.ExtensionType); !still {
			return arrays.MakeArray(retype(got.Data(), goNormal(et)))
		}
	}
	return got
}

func hasBuffers(bs []*arrays.RecordBatch) bool {
	for _, b := range bs {
		if b.NumRows() > 0 && b.NumCols() > 0 {
			return true
		}
	}
	return false
}

// goRecordDiff compares two arrow-go record batches: schema fields and
// metadata, then every column with array.Equal (NaN equal to NaN).
func goRecordDiff(want, got arrow.RecordBatch) string {
	ws, gs := want.Schema(), got.Schema()
	if ws.NumFields() != gs.NumFields() {
		return fmt.Sprintf("%d fields, want %d", gs.NumFields(), ws.NumFields())
	}
	for i := range ws.NumFields() {
		if !ws.Field(i).Equal(gs.Field(i)) {
			return fmt.Sprintf("field %d: %s, want %s", i, gs.Field(i), ws.Field(i))
		}
	}
	if !ws.Metadata().Equal(gs.Metadata()) {
		return fmt.Sprintf("schema metadata %s, want %s", gs.Metadata(), ws.Metadata())
	}
	if want.NumRows() != got.NumRows() {
		return fmt.Sprintf("%d rows, want %d", got.NumRows(), want.NumRows())
	}
	for c := range int(want.NumCols()) {
		if !array.ApproxEqual(want.Column(c), got.Column(c), array.WithNaNsEqual(true), array.WithAbsTolerance(0)) {
			return fmt.Sprintf("column %d (%q):\n got %s\nwant %s", c, want.ColumnName(c), short(got.Column(c)), short(want.Column(c)))
		}
	}
	return ""
}

func short(a fmt.Stringer) string {
	s := a.String()
	if len(s) > 600 {
		s = s[:600] + "..."
	}
	return s
}

// batchDiff compares a quiver batch with one that went through arrow-go:
// the schema after the names arrow-go fixes (goNormal), then every column.
func batchDiff(want, got *arrays.RecordBatch) string {
	ws := goNormalSchema(want.Schema())
	if !ws.Equal(got.Schema()) {
		if len(ws.Fields) != len(got.Schema().Fields) {
			return fmt.Sprintf("%d fields, want %d", len(got.Schema().Fields), len(ws.Fields))
		}
		for i, f := range ws.Fields {
			if g := got.Schema().Fields[i]; !f.Equal(g) {
				return fmt.Sprintf("field %d: %s %v, want %s %v", i, g, g.Metadata, f, f.Metadata)
			}
		}
		return fmt.Sprintf("schema metadata %v, want %v", got.Schema().Metadata, ws.Metadata)
	}
	if want.NumRows() != got.NumRows() {
		return fmt.Sprintf("%d rows, want %d", got.NumRows(), want.NumRows())
	}
	for i := range want.NumCols() {
		w := arrays.MakeArray(retype(want.Column(i).Data(), ws.Fields[i].Type))
		if d := arrays.EqualDiff(w, got.Column(i), arrays.EqualNaN(true)); d != "" {
			return fmt.Sprintf("column %d (%q): %s", i, want.ColumnName(i), d)
		}
	}
	return ""
}

// goNormalSchema is s as arrow-go can hold it (see goNormal).
func goNormalSchema(s *arrays.Schema) *arrays.Schema {
	fs := make([]arrays.Field, len(s.Fields))
	for i, f := range s.Fields {
		fs[i] = goNormalField(f)
	}
	md := s.Metadata
	return arrays.NewSchema(fs, &md)
}

func goNormalField(f arrays.Field) arrays.Field {
	f.Type = goNormal(f.Type)
	return f
}

func goNormalFields(fs []arrays.Field) []arrays.Field {
	out := make([]arrays.Field, len(fs))
	for i, f := range fs {
		out[i] = goNormalField(f)
	}
	return out
}

// goNormal is t as arrow-go can hold it: map parts named entries, key and
// value (the entries field without metadata), run-end encoded children
// named run_ends and values without metadata.
func goNormal(t arrays.DataType) arrays.DataType {
	switch x := t.(type) {
	case *arrays.ListType:
		return &arrays.ListType{Elem: goNormalField(x.Elem)}
	case *arrays.LargeListType:
		return &arrays.LargeListType{Elem: goNormalField(x.Elem)}
	case *arrays.ListViewType:
		return &arrays.ListViewType{Elem: goNormalField(x.Elem)}
	case *arrays.LargeListViewType:
		return &arrays.LargeListViewType{Elem: goNormalField(x.Elem)}
	case *arrays.FixedSizeListType:
		return &arrays.FixedSizeListType{Elem: goNormalField(x.Elem), Size: x.Size}
	case *arrays.StructType:
		return &arrays.StructType{Children: goNormalFields(x.Children)}
	case *arrays.MapType:
		st := x.Entries.Type.(*arrays.StructType)
		k, v := goNormalField(st.Children[0]), goNormalField(st.Children[1])
		k.Name, v.Name = "key", "value"
		return &arrays.MapType{Entries: arrays.Field{Name: "entries", Type: arrays.StructOf(k, v)}, KeysSorted: x.KeysSorted}
	case *arrays.UnionType:
		return &arrays.UnionType{Mode: x.Mode, Children: goNormalFields(x.Children), TypeCodes: x.TypeCodes}
	case *arrays.DictionaryType:
		return &arrays.DictionaryType{Index: x.Index, Value: goNormal(x.Value), Ordered: x.Ordered}
	case *arrays.RunEndEncodedType:
		r := arrays.RunEndEncodedOf(goNormal(x.RunEnds.Type), goNormal(x.Values.Type))
		r.Values.Nullable = x.Values.Nullable
		return r
	}
	return t
}

// retype gives d (and its children and dictionary) the structurally equal
// type t, sharing every buffer.
func retype(d *arrays.Data, t arrays.DataType) *arrays.Data {
	kids, _ := childTypesOf(arrays.StorageOf(t))
	var children []*arrays.Data
	for i, c := range d.Children {
		children = append(children, retype(c, kids[i].Type))
	}
	out := arrays.NewData(t, d.Length, d.Buffers, children, d.KnownNullN(), d.Offset)
	if d.Dictionary != nil {
		out.WithDictionary(retype(d.Dictionary, arrays.StorageOf(t).(*arrays.DictionaryType).Value))
	}
	return out
}
