package parquet

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRewriteCorpus writes every parquet-testing file quiver reads back
// out with the writer (the Arrow schema quiver reads it as, default
// options, then v2 pages with zstd and no dictionary) and reads each
// rewrite to the same types and values: the schemas of the other writers
// (legacy lists and maps, INT96, annotations, deep nesting) as quiver
// writes them.
func TestRewriteCorpus(t *testing.T) {
	// corruptOnPurpose are the corpus files made to fail a reader.
	corruptOnPurpose := map[string]bool{"datapage_v1-corrupt-checksum": true, "nation.dict-malformed": true, "rle-dict-uncompressed-corrupt-checksum": true}
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	rewritten := 0
	var refused []string
	for _, path := range paths {
		name := strings.TrimSuffix(filepath.Base(path), ".parquet")
		if filepath.Base(path) == hugePageFile {
			continue // a 1 GiB page: read by TestReadCorpus, too slow to write twice here
		}
		f, err := openPath(t, path)
		if err != nil {
			refused = append(refused, name)
			continue
		}
		bs, err := f.ReadAll(nil)
		if err != nil {
			refused = append(refused, name)
			continue
		}
		if len(f.ArrowSchema().Fields) == 0 {
			continue
		}
		rewritten++
		t.Run(name, func(t *testing.T) {
			checkRoundTrip(t, f.ArrowSchema(), bs)
			checkRoundTrip(t, f.ArrowSchema(), bs, DataPageVersion(2), Compression(Zstd), Dictionary(false), PageSize(4096))
		})
	}
	t.Logf("%d files rewritten", rewritten)
	for _, name := range refused {
		if !corruptOnPurpose[name] {
			t.Errorf("%s: quiver refuses it, and it is not one of the corpus's corrupt files", name)
		}
	}
	if rewritten < 50 {
		t.Errorf("only %d parquet-testing files rewritten", rewritten)
	}
}
