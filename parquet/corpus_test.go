package parquet

import (
	"errors"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/testcorpus"
)

// parquetTesting locates apache/parquet-testing beside arrow-testing in
// ../shared/testdata (or $QUIVER_PARQUET_TEST_DATA).
func parquetTesting(t testing.TB) string {
	t.Helper()
	dir := os.Getenv("QUIVER_PARQUET_TEST_DATA")
	if dir == "" {
		root, err := testcorpus.RepoRoot()
		if err != nil {
			t.Fatal(err)
		}
		dir = filepath.Join(root, "..", "shared", "testdata", "parquet-testing")
	}
	if _, err := os.Stat(filepath.Join(dir, "data")); err != nil {
		msg := "parquet-testing corpus not found (set QUIVER_PARQUET_TEST_DATA): " + err.Error()
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return dir
}

func openPath(t testing.TB, path string, opts ...Option) (*File, error) {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fh.Close() })
	st, err := fh.Stat()
	if err != nil {
		t.Fatal(err)
	}
	return Open(fh, st.Size(), opts...)
}

func TestOpenCorpus(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	if len(paths) == 0 {
		t.Fatal("no files")
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			f, err := openPath(t, p)
			if err != nil {
				if errors.Is(err, ErrEncrypted) || errors.Is(err, ErrUnsupported) {
					t.Logf("not read: %v", err)
					return
				}
				t.Fatal(err)
			}
			t.Logf("%d rows, %d row groups, schema %v", f.NumRows(), f.NumRowGroups(), f.ArrowSchema())
		})
	}
}

// corpusErrors lists the data/ files that must not read, and why.
var corpusErrors = map[string]string{
	"datapage_v1-corrupt-checksum.parquet":           "a page CRC32 does not match (the file exists to test that)",
	"rle-dict-uncompressed-corrupt-checksum.parquet": "a page CRC32 does not match (the file exists to test that)",
	"nation.dict-malformed.parquet":                  "a page overruns its column chunk (malformed on purpose)",
}

// hugePageFile is the corpus file whose one page decompresses to 1 GiB
// (from 4,325 bytes): the default Limits read its pages.
const hugePageFile = "large_string_map.brotli.parquet"

// corpusOptions are the reader options some data/ files need.
var corpusOptions = map[string][]Option{}

// TestReadCorpus reads every unencrypted file of parquet-testing's data/,
// fully validates each column, and checks the row count; the files of
// corpusErrors must fail with a clear error instead.
func TestReadCorpus(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	if len(paths) == 0 {
		t.Fatal("no files")
	}
	for _, p := range paths {
		base := filepath.Base(p)
		t.Run(base, func(t *testing.T) {
			opts := corpusOptions[base]
			if base == hugePageFile {
				// Its one page is 1 GiB of brotli output: seconds
				// natively, far too long under emulation. -short reads it
				// under a smaller page limit and wants that limit's error;
				// otherwise the chunk limit is raised to hold its 2 GiB.
				lim := Limits{ChunkBytes: 4 << 30}
				if testing.Short() {
					lim = Limits{PageBytes: 64 << 20}
				}
				opts = append(opts, WithLimits(lim))
			}
			f, err := openPath(t, p, opts...)
			if err != nil {
				t.Fatalf("open: %v", err)
			}
			rbs, err := f.ReadAll(nil)
			if base == hugePageFile {
				// Its two 1 GiB keys read (the default page limit allows
				// the page) but do not fit one utf8 array's 32-bit offsets,
				// and a row group's column reads into one array: a known
				// gap (splitting a row group across batches closes it).
				want := "32-bit offsets"
				if testing.Short() || strconv.IntSize == 32 { // a smaller page limit
					want = "Limits.DictionaryPageBytes"
				}
				if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), want) {
					t.Fatalf("%v, want ErrUnsupported saying %q", err, want)
				}
				t.Logf("%v", err)
				return
			}
			if why, bad := corpusErrors[base]; bad {
				if err == nil {
					t.Fatalf("read without error; expected one: %s", why)
				}
				if !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrUnsupported) {
					t.Fatalf("error of no class: %v", err)
				}
				t.Logf("%s: %v", why, err)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			rows := 0
			for _, rb := range rbs {
				for i, c := range rb.Columns() {
					if err := arrays.ValidateFull(c); err != nil {
						t.Fatalf("column %d: %v", i, err)
					}
				}
				rows += rb.NumRows()
			}
			if int64(rows) != f.NumRows() {
				t.Fatalf("%d rows, footer says %d", rows, f.NumRows())
			}
		})
	}
}

// TestInt96Range: int96_from_spark.parquet's dates (years 1 to 9999) read
// without options, in microseconds (the file has no ARROW:schema); in
// nanoseconds, asked for, they are out of range: an error.
func TestInt96Range(t *testing.T) {
	p := filepath.Join(parquetTesting(t), "data", "int96_from_spark.parquet")
	f, err := openPath(t, p, Int96Unit(arrays.Nanosecond))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAll(nil); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("nanoseconds: got %v, want an out-of-range error", err)
	}
	f, err = openPath(t, p)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.ArrowSchema().Fields[0].Type; !arrays.TypeEqual(got, arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"}) {
		t.Fatalf("default INT96 type %v, want timestamp[us, UTC]", got)
	}
	rbs, err := f.ReadAll(nil)
	if err != nil {
		t.Fatal(err)
	}
	a := rbs[0].Column(0).(*arrays.Timestamp)
	col := a.Values()
	// The microseconds int96_from_spark.md lists; row 4 is null.
	want := []int64{1704141296123456, 1704070800000000, 253402225200000000, 1735599600000000, 0, 9089380393200000000}
	for i, w := range want {
		if i == 4 {
			if !a.IsNull(i) {
				t.Errorf("row 4 is not null")
			}
			continue
		}
		if col[i] != w {
			t.Errorf("row %d: %d, want %d", i, col[i], w)
		}
	}
}

// TestEncryptedCorpus: encrypted files give ErrEncrypted.
func TestEncryptedCorpus(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet.encrypted"))
	if len(paths) == 0 {
		t.Fatal("no encrypted files")
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			_, err := openPath(t, p)
			if !errors.Is(err, ErrEncrypted) {
				t.Fatalf("got %v, want ErrEncrypted", err)
			}
		})
	}
}

// readEverything opens b in place (OpenBytes; the corpus tests read
// through io.ReaderAt) and reads all of it, returning the first error.
func readEverything(b []byte, opts ...Option) error {
	f, err := OpenBytes(b, opts...)
	if err != nil {
		return err
	}
	for rb, err := range f.Batches(ReadOptions{}) {
		if err != nil {
			return err
		}
		for _, c := range rb.Columns() {
			if err := arrays.ValidateFull(c); err != nil {
				return err
			}
		}
	}
	return nil
}

// badDataReads lists the bad_data/ files that are in fact valid Parquet,
// and why; they must read.
var badDataReads = map[string]string{
	"ARROW-GH-43605.parquet": "its dictionary has one entry, so bit width 0 indices (a run of zeros with no value bytes) are correct per the format; the file crashed arrow-go once, it is not malformed",
}

// TestBadData: every file of bad_data/ gives an error, never a panic.
func TestBadData(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "bad_data", "*.parquet"))
	if len(paths) == 0 {
		t.Fatal("no bad_data files")
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			err = readEverything(b)
			if why, ok := badDataReads[filepath.Base(p)]; ok {
				if err != nil {
					t.Fatalf("%v; expected to read: %s", err, why)
				}
				return
			}
			if err == nil {
				t.Fatal("read without error")
			}
			t.Log(err)
		})
	}
}

// TestFuzzRegressions: arrow-testing's Parquet fuzz regression inputs give
// errors or read, never panic or hang.
func TestFuzzRegressions(t *testing.T) {
	paths := testcorpus.Files(t, "parquet/fuzzing/*")
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := readEverything(b); err != nil {
				t.Log(err)
			}
		})
	}
}

// TestReadDictionaries reads every corpus file with ReadDictionaries and
// checks each dictionary column against the plain read, value by value.
func TestReadDictionaries(t *testing.T) {
	dir := parquetTesting(t)
	paths, _ := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	dictCols := 0
	for _, p := range paths {
		base := filepath.Base(p)
		if _, bad := corpusErrors[base]; bad || base == hugePageFile {
			continue // the huge page: TestReadCorpus reads it
		}
		t.Run(base, func(t *testing.T) {
			opts := corpusOptions[base]
			f, err := openPath(t, p, opts...)
			if err != nil {
				t.Fatal(err)
			}
			plain, err := f.ReadAll(nil)
			if err != nil {
				t.Fatal(err)
			}
			fd, err := openPath(t, p, append(opts, ReadDictionaries())...)
			if err != nil {
				t.Fatal(err)
			}
			dict, err := fd.ReadAll(nil)
			if err != nil {
				t.Fatal(err)
			}
			for b := range plain {
				for c := range plain[b].NumCols() {
					x, y := plain[b].Column(c), dict[b].Column(c)
					if err := arrays.ValidateFull(y); err != nil {
						t.Fatalf("column %d: %v", c, err)
					}
					if y.DataType().ID() == arrays.DICTIONARY {
						dictCols++
					}
					for i := range x.Len() {
						if x.ValueString(i) != y.ValueString(i) {
							t.Fatalf("batch %d column %d row %d: %s, dictionary read %s", b, c, i, x.ValueString(i), y.ValueString(i))
						}
					}
				}
			}
		})
	}
	if dictCols == 0 {
		t.Fatal("no column read as a dictionary")
	}
	t.Logf("%d dictionary columns", dictCols)
}

// TestLimits holds each field of Limits to its word: a limit below what a
// corpus file needs gives ErrUnsupported naming the limit, and the same
// file reads under the defaults.
func TestLimits(t *testing.T) {
	dir := parquetTesting(t)
	path := filepath.Join(dir, "data", "alltypes_dictionary.parquet")
	cases := []struct {
		lim  Limits
		want string
	}{
		{Limits{PageBytes: 8, DictionaryPageBytes: 1 << 20}, "Limits.PageBytes"},
		{Limits{DictionaryPageBytes: 4}, "Limits.DictionaryPageBytes"},
		{Limits{ChunkValues: 1, ChunkValuesPerFileByte: -1}, "Limits.ChunkValues"},
	}
	for _, c := range cases {
		f, err := openPath(t, path, WithLimits(c.lim))
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.ReadAll(nil)
		if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want ErrUnsupported naming %s", c.lim, err, c.want)
		}
	}
	// ChunkBytes: a chunk of more bytes than a tiny bound allows.
	f, err := openPath(t, filepath.Join(dir, "data", "alltypes_plain.parquet"), WithLimits(Limits{ChunkBytes: 1, ChunkBytesPerFileByte: -1}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAll(nil); !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "Limits.ChunkBytes") {
		t.Errorf("ChunkBytes 1: %v, want ErrUnsupported naming Limits.ChunkBytes", err)
	}
	f, err = openPath(t, path, WithLimits(Limits{}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAll(nil); err != nil {
		t.Errorf("zero Limits (the defaults): %v", err)
	}
	wantPage := math.MaxInt32 // the format's i32 only
	if strconv.IntSize == 32 {
		wantPage = 256 << 20 // what a 32-bit address space can hold
	}
	if d := DefaultLimits(); d.PageBytes != wantPage || d.DictionaryPageBytes != d.PageBytes {
		t.Errorf("DefaultLimits %+v: pages should be bounded by %d", d, wantPage)
	}
}

// TestHugePageOn32Bit reads hugePageFile with the default Limits on a
// 32-bit host, whose address space cannot hold its 1 GiB page twice over:
// the smaller default page bound there must refuse it with a clear error
// rather than let the allocation end the process.
func TestHugePageOn32Bit(t *testing.T) {
	if strconv.IntSize != 32 {
		t.Skip("a 64-bit host reads the page (TestReadCorpus)")
	}
	f, err := openPath(t, filepath.Join(parquetTesting(t), "data", hugePageFile))
	if err != nil {
		t.Fatal(err)
	}
	_, err = f.ReadAll(nil)
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "Limits.DictionaryPageBytes") {
		t.Fatalf("%v, want ErrUnsupported naming Limits.DictionaryPageBytes", err)
	}
}
