// Command arrow-file-to-stream reads an Arrow IPC file and writes the same
// schema, dictionaries and record batches as an IPC stream on stdout, as
// the testers of every Arrow implementation do for the cross-implementation
// integration tests:
//
//	arrow-file-to-stream in.arrow_file > out.stream
//
// It takes exactly one argument, the file. The exit status is 0 only when
// the whole file was read and the whole stream written; a failure is one
// line on stderr.
//
// The input is untrusted and validated as the default ipc reader does
// (arrays.ValidateDataSafe: every structural and memory-safety rule): the
// value-level rules (decimal precision, date64 whole days, time of day) are
// not enforced, a converter carries values as they are, and judging them is
// the job of VALIDATE. The
// dictionary ids, schema metadata and the custom metadata of each batch
// message are kept. The stream is written uncompressed.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/quiver-go/quiver/internal/ipctool"
)

const name = "arrow-file-to-stream"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes the command and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
		fmt.Fprintf(stderr, "usage: %s in.arrow_file > out.stream\n", name)
		return 0
	}
	if len(args) != 1 {
		fmt.Fprintf(stderr, "%s: want exactly one argument, the IPC file (usage: %s in.arrow_file > out.stream)\n", name, name)
		return 2
	}
	if err := ipctool.FileToStream(args[0], stdout); err != nil {
		fmt.Fprintf(stderr, "%s: %s\n", name, ipctool.OneLine(err))
		return 1
	}
	return 0
}
