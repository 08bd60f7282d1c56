// Command testreport is the CI's view of `go test -json`: it prints what
// plain `go test` would (package results, the output of failing tests,
// build errors), records the time of every test and package in a file,
// and summarises those records: the slowest tests and the time per
// package of each stage.
//
//	go test -json ./... | testreport -stage native -record times.tsv
//	testreport -slowest 20 times.tsv
//
// The records are tab-separated lines: stage, package, test ("" for the
// package), seconds, result (pass, fail, skip).
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
)

type event struct {
	Action     string
	Package    string
	ImportPath string // build-output and build-fail events
	Test       string
	Elapsed    float64
	Output     string
}

func main() {
	stage := flag.String("stage", "", "stage name written in each record")
	record := flag.String("record", "", "append per-test times to this file")
	slowest := flag.Int("slowest", 0, "summarise the record files given as arguments: the N slowest tests and the time per package of each stage")
	flag.Parse()
	if *slowest > 0 {
		if err := summarise(os.Stdout, flag.Args(), *slowest); err != nil {
			fmt.Fprintln(os.Stderr, "testreport:", err)
			os.Exit(1)
		}
		return
	}
	var rec io.Writer = io.Discard
	if *record != "" {
		f, err := os.OpenFile(*record, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, "testreport:", err)
			os.Exit(1)
		}
		defer f.Close()
		bw := bufio.NewWriter(f)
		defer bw.Flush()
		rec = bw
	}
	filter(os.Stdin, os.Stdout, rec, *stage)
}

// filter copies the test output a plain go test run would show from the
// JSON stream in to out and writes a record of every finished test and
// package to rec. Lines that are not JSON events go to out as they are.
func filter(in io.Reader, out, rec io.Writer, stage string) {
	held := map[string]*strings.Builder{} // output of running tests, by package and name
	sc := bufio.NewScanner(in)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintf(out, "%s\n", line)
			continue
		}
		key := e.Package + "\x00" + e.Test
		switch e.Action {
		case "build-output":
			io.WriteString(out, e.Output)
		case "output":
			if e.Test == "" {
				io.WriteString(out, e.Output)
				continue
			}
			b := held[key]
			if b == nil {
				b = new(strings.Builder)
				held[key] = b
			}
			b.WriteString(e.Output)
		case "pass", "fail", "skip":
			if b := held[key]; b != nil {
				if e.Action == "fail" {
					// Subtests end before their parents, so a failing
					// subtest's lines come before its parent's.
					writeOutput(out, b.String())
				}
				delete(held, key)
			}
			if e.Test == "" {
				// The package is done: a test still held did not finish
				// (the binary crashed or timed out in it, and its output
				// holds the trace) when the package failed; otherwise it
				// is a passing subtest's output, dropped.
				for _, k := range slices.Sorted(maps.Keys(held)) {
					if !strings.HasPrefix(k, e.Package+"\x00") {
						continue
					}
					if e.Action == "fail" {
						fmt.Fprintf(out, "testreport: %s did not finish; its output:\n", strings.Replace(k, "\x00", " ", 1))
						writeOutput(out, held[k].String())
					}
					delete(held, k)
				}
			}
			fmt.Fprintf(rec, "%s\t%s\t%s\t%.2f\t%s\n", stage, e.Package, e.Test, e.Elapsed, e.Action)
		}
	}
	// A test binary that died mid-test (a crash, a timeout) leaves tests
	// without a result: show what they printed.
	for k, b := range held {
		name := strings.Replace(k, "\x00", " ", 1)
		fmt.Fprintf(out, "testreport: %s did not finish; its output:\n", name)
		writeOutput(out, b.String())
	}
}

// writeOutput writes a test's output without the "=== RUN" (PAUSE, CONT,
// NAME) lines that go test -json adds and plain go test does not print.
func writeOutput(out io.Writer, s string) {
	for _, line := range strings.SplitAfter(s, "\n") {
		if !strings.HasPrefix(strings.TrimLeft(line, " "), "=== ") {
			io.WriteString(out, line)
		}
	}
}

type rec struct {
	stage, pkg, test, result string
	secs                     float64
}

// summarise prints the n slowest top-level tests over the record files and
// the seconds each package took in each stage.
func summarise(w io.Writer, files []string, n int) error {
	var recs []rec
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
			if line == "" {
				continue
			}
			f := strings.Split(line, "\t")
			if len(f) != 5 {
				return fmt.Errorf("%s:%d: %d fields, want 5", name, i+1, len(f))
			}
			secs, err := strconv.ParseFloat(f[3], 64)
			if err != nil {
				return fmt.Errorf("%s:%d: %v", name, i+1, err)
			}
			recs = append(recs, rec{f[0], f[1], f[2], f[4], secs})
		}
	}
	var tests, pkgs []rec
	for _, r := range recs {
		switch {
		case r.test == "":
			pkgs = append(pkgs, r)
		case !strings.Contains(r.test, "/"):
			tests = append(tests, r)
		}
	}
	bySecs := func(a, b rec) int { return cmp.Compare(b.secs, a.secs) }
	slices.SortStableFunc(tests, bySecs)
	fmt.Fprintf(w, "the %d slowest tests (seconds, stage, package, test):\n", min(n, len(tests)))
	for _, r := range tests[:min(n, len(tests))] {
		fmt.Fprintf(w, "%8.1f  %-16s %-44s %s\n", r.secs, r.stage, strings.TrimPrefix(r.pkg, "github.com/quiver-go/quiver/"), r.test)
	}
	slices.SortStableFunc(pkgs, func(a, b rec) int { return cmp.Or(cmp.Compare(a.stage, b.stage), bySecs(a, b)) })
	fmt.Fprintln(w, "package times per stage (seconds; packages run side by side, so they add up to more than the stage's wall time):")
	for _, r := range pkgs {
		if r.secs >= 1 {
			fmt.Fprintf(w, "%8.1f  %-16s %-44s %s\n", r.secs, r.stage, strings.TrimPrefix(r.pkg, "github.com/quiver-go/quiver/"), r.result)
		}
	}
	return nil
}
