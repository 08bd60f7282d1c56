//go:build cgo

package cdata_test

import (
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/cdata"
	"github.com/quiver-go/quiver/cdata/internal/cprog"
	"github.com/quiver-go/quiver/internal/randarray"
)

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s never happened", what)
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// TestImportStreamFromC reads a stream a hand-written C producer makes,
// checks every value, and checks that the producer's release callbacks
// ran exactly once for every array node, schema and the stream.
func TestImportStreamFromC(t *testing.T) {
	a0, s0, st0 := cprog.Released()
	var cs cdata.CArrowArrayStream
	cprog.Produce(unsafe.Pointer(&cs), 3, -1)
	r, err := cdata.ImportStream(&cs)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Schema().String(); got != "schema:\n  x: int64\n  s: utf8 not null\n" {
		t.Fatalf("schema %q", got)
	}
	var batches []*arrays.RecordBatch
	for rb, err := range r.All() {
		if err != nil {
			t.Fatal(err)
		}
		batches = append(batches, rb)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	if len(batches) != 3 {
		t.Fatalf("%d batches, want 3", len(batches))
	}
	for b, rb := range batches {
		x, s := rb.Column(0).(*arrays.Int64), rb.Column(1).(*arrays.Utf8)
		for i := range 5 {
			if i == 1 {
				if !x.IsNull(1) {
					t.Errorf("batch %d: x[1] is not null", b)
				}
			} else if x.Value(i) != int64(10*b+i) {
				t.Errorf("batch %d: x[%d] = %d", b, i, x.Value(i))
			}
			if want := strings.Repeat(fmt.Sprintf("b%d-row%d", b, i), i); s.Value(i) != want {
				t.Errorf("batch %d: s[%d] = %q, want %q", b, i, s.Value(i), want)
			}
		}
		if err := arrays.ValidateFull(rb.Column(0)); err != nil {
			t.Error(err)
		}
	}
	if _, _, st := cprog.Released(); st != st0+1 {
		t.Errorf("stream released %d times", st-st0)
	}
	if a, _, _ := cprog.Released(); a != a0 {
		t.Errorf("%d C arrays released while quiver still holds the batches", a-a0)
	}
	runtime.KeepAlive(batches)
	batches = nil
	waitFor(t, "the release of the 3 C batches", func() bool { a, _, _ := cprog.Released(); return a == a0+9 })
	time.Sleep(20 * time.Millisecond)
	runtime.GC()
	if a, s, _ := cprog.Released(); a != a0+9 || s != s0+3 {
		t.Errorf("released %d array nodes and %d schemas, want 9 (3 batches of 3) and 3", a-a0, s-s0)
	}
	if cdata.LiveImports() != 0 {
		t.Errorf("%d imports still live", cdata.LiveImports())
	}
}

// TestImportStreamErrorFromC: the producer's get_next fails; the error
// carries its errno and get_last_error message.
func TestImportStreamErrorFromC(t *testing.T) {
	var cs cdata.CArrowArrayStream
	cprog.Produce(unsafe.Pointer(&cs), 3, 1)
	r, err := cdata.ImportStream(&cs)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if _, err := r.Next(); err != nil {
		t.Fatal(err)
	}
	_, err = r.Next()
	if err == nil || !strings.Contains(err.Error(), "errno 22: c producer: batch 1 cannot be made") {
		t.Fatalf("error %v", err)
	}
	if _, again := r.Next(); again == nil || again.Error() != err.Error() {
		t.Fatalf("after an error: %v", again)
	}
}

// TestExportStreamToC: quiver batches (random values, nulls and offsets)
// read by the C consumer, which must see what quiver holds.
func TestExportStreamToC(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "x", Type: arrays.Int64Type{}, Nullable: true},
		{Name: "s", Type: arrays.Utf8Type{}, Nullable: true},
	}, nil)
	var want cprog.Stats
	var batches []*arrays.RecordBatch
	for _, n := range []int{0, 1, 70, 300} {
		g := randarray.New(r, 0.3)
		x, s := g.Array(arrays.Int64Type{}, n).(*arrays.Int64), g.Array(arrays.Utf8Type{}, n).(*arrays.Utf8)
		rb, err := arrays.NewRecordBatch(schema, []arrays.Array{x, s}, n)
		if err != nil {
			t.Fatal(err)
		}
		batches = append(batches, rb)
		want.Batches++
		want.Rows += int64(n)
		for i := range n {
			if x.IsNull(i) {
				want.NullX++
			} else {
				want.SumX += x.Value(i)
			}
			if s.IsValid(i) {
				want.StringBytes += int64(len(s.Value(i)))
			}
		}
	}
	var cs cdata.CArrowArrayStream
	seq := func(yield func(*arrays.RecordBatch, error) bool) {
		for _, rb := range batches {
			if !yield(rb, nil) {
				return
			}
		}
	}
	if err := cdata.ExportStream(schema, seq, &cs); err != nil {
		t.Fatal(err)
	}
	got, err := cprog.Consume(unsafe.Pointer(&cs))
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("C read %+v, want %+v", got, want)
	}
	if cdata.LiveExports() != 0 || cdata.LiveStreams() != 0 {
		t.Fatalf("%d array exports and %d streams still live after the C consumer released everything", cdata.LiveExports(), cdata.LiveStreams())
	}
}

// TestExportStreamErrorToC: an error of the sequence reaches the C
// consumer through get_next and get_last_error.
func TestExportStreamErrorToC(t *testing.T) {
	schema := arrays.NewSchema([]arrays.Field{
		{Name: "x", Type: arrays.Int64Type{}, Nullable: true},
		{Name: "s", Type: arrays.Utf8Type{}},
	}, nil)
	var seq iter.Seq2[*arrays.RecordBatch, error] = func(yield func(*arrays.RecordBatch, error) bool) {
		yield(nil, errors.New("disk on fire"))
	}
	var cs cdata.CArrowArrayStream
	if err := cdata.ExportStream(schema, seq, &cs); err != nil {
		t.Fatal(err)
	}
	_, err := cprog.Consume(unsafe.Pointer(&cs))
	if err == nil || err.Error() != "get_next: 5: disk on fire" {
		t.Fatalf("C consumer saw %v", err)
	}
	if cdata.LiveStreams() != 0 {
		t.Fatal("stream not released")
	}
}
