package parquet

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/quiver-go/quiver/arrays"
)

// TestPrefetchSameAsSequential reads every corpus file with pages
// decompressed ahead (the default, given idle Ps) and with
// SequentialPages, and checks the two reads are equal.
func TestPrefetchSameAsSequential(t *testing.T) {
	// Eight Ps: chunks of files of up to four columns get page workers.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	for _, p := range paths {
		base := filepath.Base(p)
		if _, bad := corpusErrors[base]; bad || base == hugePageFile { // the huge page: TestReadCorpus reads it
			continue
		}
		opts := corpusOptions[base]
		f, err := openPath(t, p, opts...)
		if err != nil {
			t.Fatal(err)
		}
		a, err := f.ReadAll(nil)
		if err != nil {
			t.Fatalf("%s: %v", base, err)
		}
		fs, err := openPath(t, p, append(opts, SequentialPages())...)
		if err != nil {
			t.Fatal(err)
		}
		b, err := fs.ReadAll(nil)
		if err != nil {
			t.Fatalf("%s: sequential: %v", base, err)
		}
		for i := range a {
			for c := range a[i].NumCols() {
				if !arrays.Equal(a[i].Column(c), b[i].Column(c), arrays.EqualNaN(true)) {
					t.Fatalf("%s: batch %d column %d: %s", base, i, c, arrays.EqualDiff(a[i].Column(c), b[i].Column(c)))
				}
			}
		}
	}
}

// TestPrefetchStops checks that a read that fails part way through a
// compressed chunk leaves no decompression goroutine behind: the bad_data
// files and the fuzz regressions, read with prefetching.
func TestPrefetchStops(t *testing.T) {
	// Eight Ps: chunks of files of up to four columns get page workers.
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	before := runtime.NumGoroutine()
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "bad_data", "*.parquet"))
	for _, p := range paths {
		f, err := openPath(t, p)
		if err != nil {
			continue
		}
		_, _ = f.ReadAll(nil)
	}
	// A snappy chunk of several pages whose last page's CRC no longer
	// matches: the read fails after the workers have started.
	data, err := os.ReadFile(filepath.Join(dir, "data", "datapage_v1-snappy-compressed-checksum.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := OpenBytes(data)
	if err != nil {
		t.Fatal(err)
	}
	m := f.Metadata.RowGroups[0].Columns[0].MetaData
	_, hi := chunkRange(m)
	if jobs := scanJobs(data[:hi], []pageSpan{{int(m.DataPageOffset), int(hi), m.DataPageOffset, false}}); len(jobs) < 2 {
		t.Fatalf("%d compressed pages, want several", len(jobs))
	}
	data[hi-1] ^= 0xff
	if f, err = OpenBytes(data); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAll(nil); !errors.Is(err, ErrMalformed) {
		t.Fatalf("a corrupt last page: %v, want ErrMalformed", err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines after the reads, %d before", n, before)
	}
}
