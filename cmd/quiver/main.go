// Command quiver is the command-line face of the quiver Arrow library.
//
//	quiver demo        build one array of every physical layout, validate it, print it
//	quiver types       list the fixed-width type table and the other layouts
//	quiver bench       run the kernel suite at every ISA level, print a table
//	                   (-cpu 1,2,4,...: how kernels.Parallel scales instead)
//	quiver cat FILE    print an IPC file's or stream's schema and the first rows of each batch
//	quiver schema FILE print its schema
//	quiver validate F  check every rule, value-level ones too, of an IPC file or stream
//	quiver convert     stream <-> file, set or remove compression; Parquet in or out
//
// Errors are one line on stderr and a non-zero exit status.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/quiver-go/quiver/kernels"
)

type command struct {
	name, usage string
	run         func(args []string, out io.Writer) error
}

var commands = []command{
	{"demo", "build one array of every physical layout (null, bool, fixed-width, binary, views, lists, map, struct, unions, dictionary, REE), validate it fully and print it", runDemo},
	{"types", "list every logical type quiver implements", runTypes},
	{"bench", "run the kernel benchmarks at every ISA level and print a table", runBench},
	{"cat", "print an Arrow IPC file's or stream's schema and the first rows of each batch (-n, -all)", runCat},
	{"schema", "print the schema of an Arrow IPC file or stream", runSchema},
	{"validate", "check an Arrow IPC file or stream against every rule (value-level ones too), saying what is wrong and where", runValidate},
	{"convert", "rewrite an Arrow IPC or Parquet input as an IPC stream or file or as Parquet (-out x.parquet), with or without compression", runConvert},
}

func main() {
	if _, err := kernels.ISASetting(); err != nil {
		fmt.Fprintln(os.Stderr, "quiver: warning:", err)
	}
	if err := dispatch(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "quiver:", err)
		os.Exit(1)
	}
}

func dispatch(args []string, out io.Writer) error {
	if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
		usage(out)
		if len(args) == 0 {
			return fmt.Errorf("no command given")
		}
		return nil
	}
	if run, ok := parquetCommand(args); ok {
		return run(args[1:], out)
	}
	for _, c := range commands {
		if c.name == args[0] {
			return c.run(args[1:], out)
		}
	}
	return fmt.Errorf("unknown command %q (run `quiver help`)", args[0])
}

func usage(out io.Writer) {
	fmt.Fprintln(out, "usage: quiver <command> [arguments]\n\ncommands:")
	for _, c := range commands {
		fmt.Fprintf(out, "  %-8s %s\n", c.name, c.usage)
	}
}
