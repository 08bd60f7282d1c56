// Command arrow-json-integration-test is quiver's integration "tester" for
// the Apache Arrow cross-implementation tests (archery integration): it
// converts between the integration JSON format and the IPC file format and
// checks that the two agree.
//
//	arrow-json-integration-test -arrow FILE -json FILE [-mode VALIDATE|JSON_TO_ARROW|ARROW_TO_JSON]
//
// Both paths are required in every mode.
//
//   - VALIDATE (the default) reads the JSON and the IPC data and checks that
//     they hold the same schema and the same record batches (see Compare in
//     internal/ipctool for exactly what is compared). Both sides are
//     fully validated first, as Arrow C++'s tester does.
//   - JSON_TO_ARROW reads the JSON and writes it as an IPC file to -arrow.
//   - ARROW_TO_JSON reads the IPC data at -arrow and writes it as JSON to
//     -json (gzip-compressed when the name ends in .gz).
//
// The IPC input may be in the file or the stream format (told apart by the
// file format's ARROW1 magic); archery only ever passes files.
//
// The command takes the flags of the Go tester that archery drives (-arrow,
// -json, -mode, -verbose, with Go's flag syntax, so --arrow=x works too)
// and, so that it can also stand in for Arrow C++'s tester, C++'s
// --integration (ignored) and its validation switches:
//
//	-validate_decimals=false   accept decimal values with more digits than
//	                           their precision
//	-validate_date64=false     accept date64 values that are not whole days
//	-validate_times=false      accept time32/time64 values outside one day
//
// These are the value-level rules (arrays.IsValueRule); the structural and
// memory-safety rules are always checked. Archery passes all three to C++
// when validating the gold directories 0.14.1, 0.17.1, 1.0.0-bigendian and
// 1.0.0-littleendian, whose old data breaks them (decimals outside their
// precision on purpose, date64 values with a time of day); its Go tester
// passes none. Like C++'s tester, this one checks all three by default, so
// it fails those gold cases (0.14.1/decimal, 1.0.0-*/decimal*, */datetime)
// unless given the switches, which is what its own tests do for exactly
// the directories archery relaxes.
//
// The exit status is 0 on success and 1 on any failure, which is printed
// as one line on stderr. With -verbose (the default) a line on stdout says
// what was done.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/quiver-go/quiver/internal/ipctool"
	"github.com/quiver-go/quiver/ipc"
	"github.com/quiver-go/quiver/ipc/integration"
)

const name = "arrow-json-integration-test"

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is the parsed command line.
type config struct {
	arrow, json, mode string
	verbose           bool
	// value-level rules turned off by -validate_*=false
	except []string
}

// run executes the command and returns its exit status.
func run(args []string, stdout, stderr io.Writer) int {
	cfg, err := parse(args, stderr)
	if err == flag.ErrHelp {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %s\n", name, ipctool.OneLine(err))
		return 2
	}
	msg, err := execute(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %s: %s\n", name, cfg.mode, ipctool.OneLine(err))
		return 1
	}
	if cfg.verbose {
		fmt.Fprintf(stdout, "%s: %s: %s\n", name, cfg.mode, msg)
	}
	return 0
}

func parse(args []string, stderr io.Writer) (*config, error) {
	cfg := &config{}
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	var usage bytes.Buffer
	fs.SetOutput(&usage)
	fs.StringVar(&cfg.arrow, "arrow", "", "the IPC file (read by VALIDATE and ARROW_TO_JSON, written by JSON_TO_ARROW)")
	fs.StringVar(&cfg.json, "json", "", "the integration JSON file (read by VALIDATE and JSON_TO_ARROW, written by ARROW_TO_JSON)")
	fs.StringVar(&cfg.mode, "mode", "VALIDATE", "VALIDATE, JSON_TO_ARROW or ARROW_TO_JSON")
	fs.BoolVar(&cfg.verbose, "verbose", true, "say on stdout what was done")
	decimals := fs.Bool("validate_decimals", true, "check that decimal values fit their precision")
	date64 := fs.Bool("validate_date64", true, "check that date64 values are whole days")
	times := fs.Bool("validate_times", true, "check that time32/time64 values lie within one day")
	fs.Bool("integration", false, "accepted for Arrow C++ compatibility; ignored")
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fmt.Fprint(stderr, usage.String())
			return nil, err
		}
		return nil, errors.New(firstLine(usage.String(), err))
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	cfg.mode = strings.ToUpper(cfg.mode)
	switch cfg.mode {
	case "VALIDATE", "JSON_TO_ARROW", "ARROW_TO_JSON":
	default:
		return nil, fmt.Errorf("unknown -mode %q (want VALIDATE, JSON_TO_ARROW or ARROW_TO_JSON)", cfg.mode)
	}
	if cfg.arrow == "" || cfg.json == "" {
		return nil, fmt.Errorf("both -arrow and -json are required")
	}
	for _, r := range []struct {
		on   bool
		rule string
	}{{*decimals, "decimal-precision"}, {*date64, "date64-days"}, {*times, "time-of-day"}} {
		if !r.on {
			cfg.except = append(cfg.except, r.rule)
		}
	}
	return cfg, nil
}

// firstLine picks the flag package's own error line (it prints the error,
// then the usage) or falls back to err.
func firstLine(out string, err error) string {
	if l, _, _ := strings.Cut(out, "\n"); l != "" {
		return l
	}
	return err.Error()
}

func (c *config) readOptions() []ipc.ReadOption {
	return []ipc.ReadOption{ipc.WithValueChecks(c.except...)}
}

func execute(c *config) (string, error) {
	switch c.mode {
	case "JSON_TO_ARROW":
		return jsonToArrow(c)
	case "ARROW_TO_JSON":
		return arrowToJSON(c)
	}
	return validate(c)
}

// readArrow reads the whole IPC input at -arrow (into memory, so that the
// batches outlive any file handle).
func readArrow(c *config) (*ipctool.Table, error) {
	b, err := os.ReadFile(c.arrow)
	if err != nil {
		return nil, err
	}
	t, err := ipctool.ReadBytes(b, c.readOptions()...)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", c.arrow, err)
	}
	return t, nil
}

func validate(c *config) (string, error) {
	want, err := integration.ReadFile(c.json)
	if err != nil {
		return "", err
	}
	if err := ipctool.ValidateJSON(want, c.except...); err != nil {
		return "", fmt.Errorf("%s: %w", c.json, err)
	}
	got, err := readArrow(c)
	if err != nil {
		return "", err
	}
	if err := ipctool.Compare(want, got); err != nil {
		return "", fmt.Errorf("%s does not match %s: %w", c.arrow, c.json, err)
	}
	return fmt.Sprintf("%s (%s) matches %s: %d fields, %d record batches, %d rows",
		c.arrow, got.Format, c.json, len(got.Schema().Fields), len(got.Batches), rows(got)), nil
}

func jsonToArrow(c *config) (string, error) {
	f, err := integration.ReadFile(c.json)
	if err != nil {
		return "", err
	}
	t, err := ipctool.FromJSON(f)
	if err != nil {
		return "", fmt.Errorf("%s: %w", c.json, err)
	}
	var buf bytes.Buffer
	if err := ipctool.WriteTable(&buf, ipctool.File, t); err != nil {
		return "", fmt.Errorf("writing %s: %w", c.arrow, err)
	}
	if err := os.WriteFile(c.arrow, buf.Bytes(), 0o644); err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: %d record batches, %d rows, %d bytes", c.arrow, len(t.Batches), rows(t), buf.Len()), nil
}

func arrowToJSON(c *config) (string, error) {
	t, err := readArrow(c)
	if err != nil {
		return "", err
	}
	var buf bytes.Buffer
	var w io.Writer = &buf
	var zw *gzip.Writer
	if strings.HasSuffix(c.json, ".gz") {
		zw = gzip.NewWriter(&buf)
		w = zw
	}
	if err := integration.Write(w, ipctool.ToJSON(t)); err != nil {
		return "", fmt.Errorf("writing %s: %w", c.json, err)
	}
	if zw != nil {
		if err := zw.Close(); err != nil {
			return "", err
		}
	}
	if err := os.WriteFile(c.json, buf.Bytes(), 0o644); err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: %d record batches, %d rows", c.json, len(t.Batches), rows(t)), nil
}

func rows(t *ipctool.Table) int64 {
	var n int64
	for _, rb := range t.Batches {
		n += int64(rb.NumRows())
	}
	return n
}
