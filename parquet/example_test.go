package parquet_test

import (
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
