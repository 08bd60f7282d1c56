//go:build unix

package kernels_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/kernels"
)

// Results that share a memory-mapped input's buffers (view data, bytes
// moved by ToView, dictionaries) keep the mapping alive after the file is
// closed and the input dropped: reading them must not fault.
func TestResultsOutliveClosedFile(t *testing.T) {
	var words []string
	for i := range 300 {
		words = append(words, strings.Repeat(string(rune('a'+i%26)), 13+i%40)) // long: not inline
	}
	vb := arrays.NewUtf8ViewBuilder()
	vb.AppendStrings(words, nil)
	ub := arrays.NewUtf8Builder()
	ub.AppendStrings(words, nil)
	cols := []arrays.Array{vb.NewArray(), ub.NewArray()}
	schema := arrays.NewSchema([]arrays.Field{{Name: "v", Type: arrays.Utf8ViewType{}}, {Name: "u", Type: arrays.Utf8Type{}}}, nil)
	rb, err := arrays.NewRecordBatch(schema, cols, len(words))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "views.arrow")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w, err := ipc.NewFileWriter(out, schema)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Write(rb); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	out.Close()

	f, err := ipc.OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	got, err := f.RecordBatch(0)
	if err != nil {
		t.Fatal(err)
	}
	all := make([]bool, len(words))
	for i := range all {
		all[i] = i%3 != 0
	}
	mb := arrays.NewBooleanBuilder()
	mb.AppendValues(all, nil)
	filtered, err := kernels.Filter(got.Column(0), mb.NewBooleanArray())
	if err != nil {
		t.Fatal(err)
	}
	viewed, err := kernels.ToView(got.Column(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	f, got = nil, nil
	for range 5 {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	fv, vv := filtered.(*arrays.Utf8View), viewed.(*arrays.Utf8View)
	j := 0
	for i, word := range words {
		if vv.Value(i) != word {
			t.Fatalf("ToView slot %d: %q", i, vv.Value(i))
		}
		if all[i] {
			if fv.Value(j) != word {
				t.Fatalf("filter slot %d: %q", j, fv.Value(j))
			}
			j++
		}
	}
}
