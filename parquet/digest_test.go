package parquet

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
)

var updateDigests = flag.Bool("update-digests", false, "rewrite testdata/corpus-digests.txt from this machine's reads")

const digestsFile = "testdata/corpus-digests.txt"

// TestCorpusDigests reads every corpus file of data/ that reads and
// compares a digest of its content (the Arrow schema and every value as
// text) with testdata/corpus-digests.txt. The digests were written on a
// little-endian machine, where the interop tests check the same reads
// against arrow-go's pqarrow value by value; on a big-endian machine
// (make test-s390x) this is what shows that the reader puts values in the
// host's byte order. Rewrite the file with -update-digests, on a
// little-endian machine only.
func TestCorpusDigests(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	got := map[string]string{}
	for _, p := range paths {
		base := filepath.Base(p)
		if _, bad := corpusErrors[base]; bad || base == hugePageFile { // the huge page: TestReadCorpus reads it
			continue
		}
		f, err := openPath(t, p, digestOptions(base)...)
		if err != nil {
			t.Errorf("%s: %v", base, err)
			continue
		}
		rbs, err := f.ReadAll(nil)
		if err != nil {
			t.Errorf("%s: %v", base, err)
			continue
		}
		h := sha256.New()
		fmt.Fprintf(h, "%s\n", f.ArrowSchema())
		for _, rb := range rbs {
			for c, col := range rb.Columns() {
				for i := range col.Len() {
					if col.IsNull(i) {
						fmt.Fprintf(h, "%d:%d:\x00\n", c, i)
						continue
					}
					fmt.Fprintf(h, "%d:%d:%s\n", c, i, col.ValueString(i))
				}
			}
		}
		got[base] = hex.EncodeToString(h.Sum(nil)[:16])
	}
	if *updateDigests {
		if hostorder.BigEndian {
			t.Fatal("-update-digests on a big-endian machine: the digests must come from a little-endian one")
		}
		var b strings.Builder
		b.WriteString("# parquet-testing data/ files: digest of the Arrow schema and values quiver reads (TestCorpusDigests)\n")
		for _, k := range slices.Sorted(maps.Keys(got)) {
			fmt.Fprintf(&b, "%s %s\n", got[k], k)
		}
		if err := os.WriteFile(digestsFile, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readDigests(t)
	for name, d := range got {
		w, ok := want[name]
		switch {
		case !ok:
			t.Errorf("%s: no digest in %s (run with -update-digests)", name, digestsFile)
		case w != d:
			t.Errorf("%s: content digest %s, %s has %s", name, d, digestsFile, w)
		}
	}
	for name := range want {
		if _, ok := got[name]; !ok {
			t.Errorf("%s: in %s but not read", name, digestsFile)
		}
	}
	if len(got) == 0 {
		t.Fatal("no file read")
	}
}

func readDigests(t *testing.T) map[string]string {
	t.Helper()
	fh, err := os.Open(digestsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(fh)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		d, name, ok := strings.Cut(line, " ")
		if !ok {
			t.Fatalf("%s: bad line %q", digestsFile, line)
		}
		out[name] = d
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// digestOptions reads INT96 in nanoseconds, as pqarrow does, so the
// digests are of the reads the interop tests check value by value, except
// int96_from_spark.parquet, whose dates do not fit nanoseconds (the
// default, microseconds, reads it; TestInt96Range checks its values).
func digestOptions(base string) []Option {
	if base == "int96_from_spark.parquet" {
		return corpusOptions[base]
	}
	return append([]Option{Int96Unit(arrays.Nanosecond)}, corpusOptions[base]...)
}
