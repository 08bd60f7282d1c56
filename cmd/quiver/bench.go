package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
)

// bench runs the kernel suite (package kernels' Benchmark*ByISA functions:
// BenchmarkByISA, BenchmarkHybridByISA, BenchmarkKernelsByISA and the
// like, which run every case at every ISA level this machine has) through `go test` and
// prints one row per kernel and case: throughput at each level and the
// speed-up of each level over generic. It needs the quiver source tree and
// a Go toolchain, like any benchmark.
func runBench(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	benchtime := fs.String("benchtime", "200ms", "go test -benchtime per case")
	kernel := fs.String("kernel", "", "only kernels whose name matches this regexp")
	pkg := fs.String("pkg", "./kernels", "package holding the Benchmark*ByISA suites")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("bench: %v", err)
	}
	pattern := "^Benchmark[A-Za-z]*ByISA$"
	if *kernel != "" {
		pattern += "/kernel=(" + *kernel + ")/"
	}
	cmd := exec.Command("go", "test", "-run=NONE", "-bench="+pattern, "-benchtime="+*benchtime, "-cpu=1", *pkg)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("bench: starting go test: %v", err)
	}
	results, err := collectBench(stdout, os.Stderr)
	if werr := cmd.Wait(); werr != nil {
		return fmt.Errorf("bench: go test failed: %v", werr)
	}
	if err != nil {
		return err
	}
	if len(results) == 0 {
		return fmt.Errorf("bench: no benchmark ran (pattern %s in %s)", pattern, *pkg)
	}
	printBench(out, results)
	return nil
}

// benchResult is one case at one level.
type benchResult struct {
	kernel, name, isa string
	nsPerOp, mbPerS   float64
}

var benchLine = regexp.MustCompile(`^Benchmark[A-Za-z]*ByISA/kernel=([^/]+)/(.+)/isa=(\w+)\s+\d+\s+([\d.]+) ns/op(?:\s+([\d.]+) MB/s)?`)

// collectBench parses go test output, echoing a progress line per result.
func collectBench(r io.Reader, progress io.Writer) ([]benchResult, error) {
	var res []benchResult
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		m := benchLine.FindStringSubmatch(line)
		if m == nil {
			if strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "panic") {
				fmt.Fprintln(progress, line)
			}
			continue
		}
		ns, _ := strconv.ParseFloat(m[4], 64)
		mb, _ := strconv.ParseFloat(m[5], 64)
		res = append(res, benchResult{kernel: m[1], name: m[2], isa: m[3], nsPerOp: ns, mbPerS: mb})
		fmt.Fprintf(progress, "\rbench: %d results, last %s/%s at %s          ", len(res), m[1], m[2], m[3])
	}
	fmt.Fprintln(progress)
	return res, sc.Err()
}

// printBench prints kernel, case, then per level GB/s and the speed-up over
// generic (time ratio).
func printBench(out io.Writer, res []benchResult) {
	type key struct{ kernel, name string }
	var order []key
	byKey := map[key]map[string]benchResult{}
	levels := map[string]bool{}
	for _, r := range res {
		k := key{r.kernel, r.name}
		if byKey[k] == nil {
			byKey[k] = map[string]benchResult{}
			order = append(order, k)
		}
		byKey[k][r.isa] = r
		levels[r.isa] = true
	}
	var lv []string
	for _, l := range []string{"generic", "avx2", "avx512", "neon"} {
		if levels[l] {
			lv = append(lv, l)
			delete(levels, l)
		}
	}
	for l := range levels {
		lv = append(lv, l)
	}
	sort.Strings(lv[len(lv)-len(levels):])
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
	header := "kernel\tcase\t"
	for _, l := range lv {
		header += l + " GB/s\t"
	}
	for _, l := range lv[1:] {
		header += l + " vs generic\t"
	}
	fmt.Fprintln(tw, header)
	for _, k := range order {
		row := k.kernel + "\t" + k.name + "\t"
		for _, l := range lv {
			if r, ok := byKey[k][l]; ok && r.mbPerS > 0 {
				row += fmt.Sprintf("%.2f\t", r.mbPerS/1000)
			} else {
				row += "-\t"
			}
		}
		g, gok := byKey[k]["generic"]
		for _, l := range lv[1:] {
			if r, ok := byKey[k][l]; ok && gok && r.nsPerOp > 0 {
				row += fmt.Sprintf("%.1fx\t", g.nsPerOp/r.nsPerOp)
			} else {
				row += "-\t"
			}
		}
		fmt.Fprintln(tw, row)
	}
	tw.Flush()
}
