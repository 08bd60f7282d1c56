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
//	quiver version     the build (module version, commit), Go, platform and ISA level
//	quiver help CMD    a command's flags (as `quiver CMD -h`)
//
// Errors are one line on stderr and a non-zero exit status.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"

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
	{"version", "print the build (module version, commit), the Go version, the platform and the ISA level the kernels run at", runVersion},
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
	if len(args) >= 2 && args[0] == "help" {
		// `quiver help cat` is `quiver cat -h`.
		return dispatch([]string{args[1], "-h"}, out)
	}
	if len(args) == 1 && (args[0] == "-version" || args[0] == "--version") {
		return runVersion(nil, out)
	}
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
	fmt.Fprintln(out, "\n`quiver help <command>` or `quiver <command> -h` lists a command's flags.")
}

// noArgs parses the flags of a command that takes none but -h.
func noArgs(name string, args []string, out io.Writer) error {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	if err := parseFlags(fs, args, out, name); err != nil {
		return err
	}
	if fs.NArg() != 0 {
		return fmt.Errorf("%s takes no arguments (usage: quiver %s)", name, name)
	}
	return nil
}

// runVersion prints what a bug report needs: the build, Go, the platform,
// and the level the kernels run at (with the levels this machine has).
func runVersion(args []string, out io.Writer) error {
	if err := noArgs("version", args, out); err != nil {
		return helpOrFail("version", err)
	}
	version, revision := "(unknown)", ""
	if bi, ok := debug.ReadBuildInfo(); ok {
		version = bi.Main.Version // "(devel)" when built inside the source tree
		var rev, when, modified string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				modified = s.Value
			}
		}
		if rev != "" {
			revision = fmt.Sprintf(" commit %s", rev[:min(12, len(rev))])
			if when != "" {
				revision += " of " + when
			}
			if modified == "true" {
				revision += " (with uncommitted changes)"
			}
		}
	}
	fmt.Fprintf(out, "quiver %s%s\n", version, revision)
	fmt.Fprintf(out, "go: %s %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	levels := make([]string, 0, 4)
	for _, l := range kernels.Levels() {
		levels = append(levels, l.String())
	}
	setting := ""
	if req, err := kernels.ISASetting(); err != nil {
		setting = fmt.Sprintf(" (QUIVER_ISA=%s ignored: %v)", req, err)
	} else if req != "" {
		setting = fmt.Sprintf(" (QUIVER_ISA=%s)", req)
	}
	fmt.Fprintf(out, "kernels: %s%s; this machine runs %s\n", kernels.ISA(), setting, strings.Join(levels, ", "))
	return nil
}
