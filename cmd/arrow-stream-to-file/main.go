// Command arrow-stream-to-file reads an Arrow IPC stream on stdin and
// writes the same schema, dictionaries and record batches as an IPC file on
// stdout, as the testers of every Arrow implementation do for the
// cross-implementation integration tests:
//
//	arrow-stream-to-file < in.stream > out.arrow_file
//
// It takes no arguments. Empty input is not an error: nothing is written
// and the exit status is 0. Otherwise the exit status is 0 only when the
// whole stream was read and the whole file written; a failure is one line
// on stderr.
//
// The input is untrusted and validated as the default ipc reader does
// (arrays.ValidateDataSafe: every structural and memory-safety rule): the
// value-level rules (decimal precision, date64 whole days, time of day) are
// not enforced, a converter carries values as they are, and judging them is
// the job of VALIDATE. The
// dictionary ids, schema metadata and the custom metadata of each batch
// message are kept; deltas are written as deltas. A stream that replaces a
// dictionary cannot become a file (the file format has no replacement) and
// fails with an error. The file is written uncompressed.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/quiver-go/quiver/internal/ipctool"
)

const name = "arrow-stream-to-file"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command and returns its exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprintf(stderr, "usage: %s < in.stream > out.arrow_file\n", name)
		return 0
	}
	if len(args) > 0 {
		fmt.Fprintf(stderr, "%s: takes no arguments (usage: %s < in.stream > out.arrow_file)\n", name, name)
		return 2
	}
	if err := ipctool.StreamToFile(stdin, stdout); err != nil {
		fmt.Fprintf(stderr, "%s: %s\n", name, ipctool.OneLine(err))
		return 1
	}
	return 0
}
