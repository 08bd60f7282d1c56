//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package ipc

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
	"unsafe"
	"weak"

	"github.com/quiver-go/quiver/arrays"
)

// TestUseAfterClose reads a batch of a mapped file after Close and after
// several garbage collections (which would run the unmapping cleanup if the
// arrays did not keep the mapping alive), then checks that the mapping is
// released once the last array is gone. Not parallel: it counts mappings.
func TestUseAfterClose(t *testing.T) {
	want := sampleBatches(t, 2)
	b, err := writeFileBytes(want[0].Schema(), want)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "x.arrow")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	owner := weak.Make(f.core.owner.(*mapping))
	if !mappedNow(t, path, true) {
		t.Fatal("the file is not mapped after OpenFile")
	}
	rb, err := f.RecordBatch(1)
	if err != nil {
		t.Fatal(err)
	}
	// The int64 column must alias the mapping, or this test proves nothing.
	vals := rb.Column(0).(*arrays.Int64).Values()
	if !within(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(vals))), 8*len(vals)), mappedBytes(f)) {
		t.Fatal("the batch does not alias the mapping")
	}
	// Keep only a slice of one column and of the dictionary column.
	col := arrays.Slice(rb.Column(0), 3, 20)
	dict := rb.Column(3)
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := f.RecordBatch(0); !errors.Is(err, ErrClosed) {
		t.Fatalf("RecordBatch after Close: %v, want ErrClosed", err)
	}
	f, rb, vals = nil, nil, nil
	for range 5 {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if d := arrays.EqualDiff(col, arrays.Slice(want[1].Column(0), 3, 20)); d != "" {
		t.Fatalf("sliced column after Close and GC: %s", d)
	}
	if d := arrays.EqualDiff(dict, want[1].Column(3)); d != "" {
		t.Fatalf("dictionary column after Close and GC: %s", d)
	}
	if owner.Value() == nil || !mappedNow(t, path, true) {
		t.Fatal("the mapping was released while arrays from it were reachable")
	}
	col, dict = nil, nil
	deadline := time.Now().Add(10 * time.Second)
	for owner.Value() != nil || mappedNow(t, path, false) {
		if time.Now().After(deadline) {
			t.Fatalf("the mapping is still live 10s after its last array died")
		}
		runtime.GC()
		time.Sleep(5 * time.Millisecond)
	}
}

// mappedNow reports whether path appears in the process's memory maps
// (Linux's /proc/self/maps); elsewhere it returns ifUnknown, and the test
// relies on the owner's weak pointer alone.
func mappedNow(t *testing.T, path string, ifUnknown bool) bool {
	b, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		if runtime.GOOS == "linux" {
			t.Fatal(err)
		}
		return ifUnknown
	}
	return bytes.Contains(b, []byte(path))
}

// mappedBytes returns the bytes f reads from.
func mappedBytes(f *FileReader) []byte { return f.buf }

// TestMappedConcurrentReads reads the batches of a mapped file (with a
// dictionary, loaded once and shared) from several goroutines, for -race:
// marking loaded data with the mapping's owner must not race.
func TestMappedConcurrentReads(t *testing.T) {
	want := sampleBatches(t, 4)
	b, err := writeFileBytes(want[0].Schema(), want)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "x.arrow")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := OpenFile(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	errs := make(chan error, 16)
	for g := range 4 {
		go func() {
			for i := range 4 {
				k := (i + g) % 4
				rb, err := f.RecordBatch(k)
				if err == nil {
					for c := range rb.NumCols() {
						if d := arrays.EqualDiff(rb.Column(c), want[k].Column(c)); d != "" {
							err = errors.New(d)
						}
						if rb.Column(c).Data().Owner() == nil {
							err = errors.New("a column without the mapping as owner")
						}
					}
				}
				errs <- err
			}
		}()
	}
	for range 16 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}
