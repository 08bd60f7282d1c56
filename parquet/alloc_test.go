package parquet

import (
	"path/filepath"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// TestReadCorpusWithAllocator reads every corpus file with a Pool
// (WithAllocator), plain and with ReadDictionaries, twice with the first
// read released in between, and checks both reads equal a default read.
func TestReadCorpusWithAllocator(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	if len(paths) == 0 {
		t.Fatal("no files")
	}
	pool := arrays.NewPool(0)
	for _, p := range paths {
		base := filepath.Base(p)
		if _, bad := corpusErrors[base]; bad || base == hugePageFile { // the huge page: TestReadCorpus reads it
			continue
		}
		for _, dict := range []bool{false, true} {
			opts := corpusOptions[base]
			if dict {
				opts = append(opts[:len(opts):len(opts)], ReadDictionaries())
			}
			f, err := openPath(t, p, opts...)
			if err != nil {
				t.Fatal(err)
			}
			want, err := f.ReadAll(nil)
			if err != nil {
				t.Fatalf("%s: %v", base, err)
			}
			fp, err := openPath(t, p, append(opts, WithAllocator(pool))...)
			if err != nil {
				t.Fatal(err)
			}
			for rep := range 2 {
				got, err := fp.ReadAll(nil)
				if err != nil {
					t.Fatalf("%s: read %d: %v", base, rep, err)
				}
				for i := range want {
					for c := range want[i].NumCols() {
						g := got[i].Column(c)
						if err := arrays.ValidateFull(g); err != nil {
							t.Fatalf("%s dict=%v read %d: batch %d column %d: %v", base, dict, rep, i, c, err)
						}
						if !arrays.Equal(g, want[i].Column(c), arrays.EqualNaN(true)) {
							t.Fatalf("%s dict=%v read %d: batch %d column %d: %s", base, dict, rep, i, c, arrays.EqualDiff(g, want[i].Column(c)))
						}
					}
					got[i].Release()
				}
			}
		}
	}
	if s := pool.Stats(); s.Misses == 0 || s.Hits == 0 {
		t.Fatalf("the pool served or recycled nothing: %+v", s)
	}
}
