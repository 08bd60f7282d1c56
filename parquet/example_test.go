package parquet_test

import (
	"encoding/binary"
	"fmt"
	"path/filepath"

	"github.com/quiver-go/quiver/internal/testcorpus"
	"github.com/quiver-go/quiver/parquet"
)

// Example reads two columns of a file in batches of two rows.
func Example() {
	root, err := testcorpus.RepoRoot()
	if err != nil {
		fmt.Println(err)
		return
	}
	path := filepath.Join(root, "..", "shared", "testdata", "parquet-testing", "data", "alltypes_plain.parquet")
	f, closer, err := parquet.OpenFile(path)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer closer.Close()
	fmt.Println(f.NumRows(), "rows")
	for rb, err := range f.Batches(parquet.ReadOptions{Columns: []int{0, 9}, BatchSize: 2}) {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rb.Column(0))
	}
	// Prints "8 rows", then [4 5], [6 7], [2 3], [0 1]. (Not an Output
	// check: the corpus lives outside the repository;
	// TestBatchesProjectionAndRange covers the same calls.)
}

// ExampleFile_SelectRows reads only the rows whose pages may hold ids 100
// to 120, deciding from the page index's per-page minimum and maximum of
// the INT32 column id (PLAIN-encoded: 4 bytes, little-endian).
func ExampleFile_SelectRows() {
	root, err := testcorpus.RepoRoot()
	if err != nil {
		fmt.Println(err)
		return
	}
	path := filepath.Join(root, "..", "shared", "testdata", "parquet-testing", "data", "alltypes_tiny_pages.parquet")
	f, closer, err := parquet.OpenFile(path)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer closer.Close()
	ranges, err := f.SelectRows(0, func(s parquet.PageStats) bool {
		if s.NullPage {
			return false
		}
		lo := int32(binary.LittleEndian.Uint32(s.Min))
		hi := int32(binary.LittleEndian.Uint32(s.Max))
		return lo <= 120 && hi >= 100
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	for rb, err := range f.Batches(parquet.ReadOptions{Columns: []int{0}, Rows: ranges}) {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(rb.NumRows(), "rows")
	}
	// Prints a few batches of a few dozen rows, of the file's 7300: only
	// their pages are decoded. (Not an Output check: the corpus lives
	// outside the repository; TestSelectRows checks the same calls.)
}
