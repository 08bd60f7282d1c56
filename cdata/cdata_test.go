//go:build cgo

package cdata

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/randarray"
)

func init() { randarray.Register() }

// waitReleased runs the garbage collector until every import has been
// released and every export released by its consumer.
func waitReleased(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for LiveImports() != 0 || LiveExports() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d imports and %d exports never released", LiveImports(), LiveExports())
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// sameMemory reports the first buffer of got that is not the memory of
// want's buffer (trees walked in step).
func sameMemory(want, got *arrays.Data, path string) string {
	for i := range want.Buffers {
		w, g := want.Buffers[i], got.Buffers[i]
		if len(w) > 0 && (len(g) < len(w) || unsafe.SliceData(w) != unsafe.SliceData(g)) {
			return fmt.Sprintf("%s buffer %d copied", path, i)
		}
	}
	for i := range want.Children {
		if d := sameMemory(want.Children[i], got.Children[i], fmt.Sprint(path, ".", i)); d != "" {
			return d
		}
	}
	if want.Dictionary != nil {
		return sameMemory(want.Dictionary, got.Dictionary, path+"<dictionary>")
	}
	return ""
}

// TestRoundTripEveryType exports random arrays of every type and imports
// them back: equal values, the very same buffers, and every struct
// released exactly once when the imported array is gone.
func TestRoundTripEveryType(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for _, typ := range randarray.Types() {
		for _, n := range []int{0, 1, 9, 100} {
			a := randarray.New(r, 0.2).Array(typ, n)
			var ca CArrowArray
			var cs CArrowSchema
			if err := ExportArray(a, &ca, &cs); err != nil {
				t.Fatalf("%s n=%d: export: %v", typ, n, err)
			}
			b, err := ImportArray(&ca, &cs)
			if err != nil {
				t.Fatalf("%s n=%d: import: %v", typ, n, err)
			}
			if ca.release != nil || cs.release != nil {
				t.Fatalf("%s: import left the structs unreleased (not moved)", typ)
			}
			if d := arrays.EqualDiff(a, b, arrays.EqualNaN(true)); d != "" {
				t.Errorf("%s n=%d: %s", typ, n, d)
			}
			if d := sameMemory(a.Data(), b.Data(), "root"); d != "" {
				t.Errorf("%s n=%d: not zero-copy: %s", typ, n, d)
			}
			if err := arrays.ValidateFull(b); err != nil {
				t.Errorf("%s n=%d: %v", typ, n, err)
			}
		}
	}
	waitReleased(t)
}

// TestRecordBatchRoundTrip: a batch of every type, with field and schema
// metadata, through ExportRecordBatch and ImportRecordBatch.
func TestRecordBatchRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	var fs []arrays.Field
	var cols []arrays.Array
	for i, typ := range randarray.Types() {
		fs = append(fs, arrays.Field{Name: fmt.Sprint("c", i), Type: typ, Nullable: true,
			Metadata: arrays.NewMetadata([]string{"k", "é"}, []string{fmt.Sprint(i), ""})})
		cols = append(cols, randarray.New(r, 0.2).Array(typ, 17))
	}
	md := arrays.NewMetadata([]string{"origin"}, []string{"cdata"})
	rb, err := arrays.NewRecordBatch(arrays.NewSchema(fs, &md), cols, 17)
	if err != nil {
		t.Fatal(err)
	}
	var ca CArrowArray
	var cs CArrowSchema
	if err := ExportRecordBatch(rb, &ca, &cs); err != nil {
		t.Fatal(err)
	}
	got, err := ImportRecordBatch(&ca, &cs)
	if err != nil {
		t.Fatal(err)
	}
	if !got.Schema().Equal(rb.Schema()) {
		t.Fatalf("schema\n%s\nwant\n%s", got.Schema(), rb.Schema())
	}
	for i := range rb.NumCols() {
		if d := arrays.EqualDiff(rb.Column(i), got.Column(i), arrays.EqualNaN(true)); d != "" {
			t.Errorf("column %d: %s", i, d)
		}
	}
	got = nil
	waitReleased(t)
}

// TestMovedChildReleasedAlone: a consumer may move a child out and release
// it on its own; the parent's release then skips it, and nothing is
// released twice or left pinned.
func TestMovedChildReleasedAlone(t *testing.T) {
	a := randarray.New(rand.New(rand.NewPCG(3, 3)), 0.2).Array(arrays.StructOf(
		arrays.Field{Name: "a", Type: arrays.Int32Type{}, Nullable: true},
		arrays.Field{Name: "b", Type: arrays.ListOf(arrays.Utf8Type{}), Nullable: true}), 10)
	var ca CArrowArray
	var cs CArrowSchema
	if err := ExportArray(a, &ca, &cs); err != nil {
		t.Fatal(err)
	}
	if got := LiveExports(); got != 4 { // struct, a, b, b's utf8 child
		t.Fatalf("%d live export nodes, want 4", got)
	}
	child := *unsafe.Slice(ca.children, 2)[1] // move child b out
	unsafe.Slice(ca.children, 2)[1].release = nil
	var schild CArrowSchema = *unsafe.Slice(cs.children, 2)[1]
	unsafe.Slice(cs.children, 2)[1].release = nil
	ReleaseArray(&ca)
	ReleaseSchema(&cs)
	if got := LiveExports(); got != 2 {
		t.Fatalf("%d live export nodes after the parent's release, want the moved child's 2", got)
	}
	b, err := ImportArray(&child, &schild)
	if err != nil {
		t.Fatal(err)
	}
	want := arrays.MakeArray(a.Data().Children[1])
	if d := arrays.EqualDiff(want, b); d != "" {
		t.Fatal(d)
	}
	b = nil
	waitReleased(t)
	ReleaseArray(&ca) // released structs stay released
}

// TestBadStructs: malformed structs from a producer are errors naming the
// problem, the producer's release still runs exactly once, and nothing
// panics.
func TestBadStructs(t *testing.T) {
	mk := func(typ arrays.DataType, n int) (*CArrowArray, *CArrowSchema) {
		a := randarray.New(rand.New(rand.NewPCG(4, 4)), 0.3).Array(typ, n)
		ca, cs := new(CArrowArray), new(CArrowSchema)
		if err := ExportArray(a, ca, cs); err != nil {
			t.Fatal(err)
		}
		return ca, cs
	}
	cases := []struct {
		name   string
		typ    arrays.DataType
		break_ func(*CArrowArray, *CArrowSchema)
		want   string
	}{
		{"negative length", arrays.Int64Type{}, func(a *CArrowArray, _ *CArrowSchema) { a.length = -1 }, "length -1"},
		{"buffer count", arrays.Utf8Type{}, func(a *CArrowArray, _ *CArrowSchema) { a.n_buffers = 2 }, "buffers, want 3"},
		{"null data buffer", arrays.Int32Type{}, func(a *CArrowArray, _ *CArrowSchema) {
			unsafe.Slice(a.buffers, 2)[1] = nil
		}, "buffer 1 is NULL"},
		{"null count", arrays.Int32Type{}, func(a *CArrowArray, _ *CArrowSchema) { a.null_count = 1000 }, "null_count"},
		{"child count", arrays.ListOf(arrays.Int8Type{}), func(a *CArrowArray, _ *CArrowSchema) { a.n_children = 0 }, "children, want 1"},
		{"bad format", arrays.Int32Type{}, func(_ *CArrowArray, s *CArrowSchema) { *s.format = 'Q' }, "unknown type"},
		{"huge offset", arrays.Utf8Type{}, func(a *CArrowArray, _ *CArrowSchema) {
			offs := unsafe.Slice((*int32)(unsafe.Slice(a.buffers, 3)[1]), 21)
			offs[20] = -5
		}, "last offset -5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ca, cs := mk(c.typ, 20)
			before := LiveExports()
			c.break_(ca, cs)
			_, err := ImportArray(ca, cs)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one mentioning %q", err, c.want)
			}
			waitReleased(t)
			if before == 0 {
				t.Fatal("no export was live")
			}
		})
	}
}
