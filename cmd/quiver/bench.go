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
	benchtime := fs.String("benchtime", "200ms", "go test -benchtime per case")
	kernel := fs.String("kernel", "", "only kernels whose name matches this regexp")
	pkg := fs.String("pkg", "./kernels", "package holding the Benchmark*ByISA suites")
	cpu := fs.String("cpu", "", "comma-separated goroutine counts: run BenchmarkParallel (kernels.Parallel(n) with GOMAXPROCS n) instead and print its scaling")
	if err := parseFlags(fs, args, out, "bench [-benchtime D] [-kernel REGEXP] [-pkg DIR] [-cpu 1,2,...]"); err != nil {
		return helpOrFail("bench", err)
	}
	if fs.NArg() != 0 {
		return fmt.Errorf("bench: unexpected argument %q (flags only; quiver help bench)", fs.Arg(0))
	}
	if *cpu != "" {
		return runParallelBench(*cpu, *benchtime, *kernel, *pkg, out)
	}
	pattern := "^Benchmark[A-Za-z]*ByISA$"
	if *kernel != "" {
		pattern += "/kernel=(" + *kernel + ")/"
	}
	results, err := runGoBench(pattern, *benchtime, "1", *pkg, collectBench)
	if err != nil {
		return err
	}
	printBench(out, results)
	return nil
}

// runGoBench runs `go test -bench pattern` in pkg at the given -cpu list
// and parses its output with collect (which echoes progress to stderr).
func runGoBench[R any](pattern, benchtime, cpus, pkg string, collect func(io.Reader, io.Writer) ([]R, error)) ([]R, error) {
	cmd := exec.Command("go", "test", "-run=NONE", "-bench="+pattern, "-benchtime="+benchtime, "-cpu="+cpus, pkg)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("bench: starting go test: %v", err)
	}
	results, err := collect(stdout, os.Stderr)
	if werr := cmd.Wait(); werr != nil {
		return nil, fmt.Errorf("bench: go test failed: %v", werr)
	}
	if err != nil {
		return nil, err
	}
	if len(results) == 0 {
		return nil, fmt.Errorf("bench: no benchmark ran (pattern %s in %s)", pattern, pkg)
	}
	return results, nil
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

// runParallelBench runs package kernels' BenchmarkParallel once per
// goroutine count in cpus (go test -cpu, so GOMAXPROCS is the count) and
// prints each kernel's throughput per count and its speed-up over one
// goroutine: how kernels.Parallel scales on this machine.
func runParallelBench(cpus, benchtime, kernel, pkg string, out io.Writer) error {
	var counts []int
	for _, f := range strings.Split(cpus, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return fmt.Errorf("bench: -cpu %q: %q is not a positive goroutine count", cpus, f)
		}
		counts = append(counts, n)
	}
	pattern := "^BenchmarkParallel$"
	if kernel != "" {
		pattern += "/kernel=(" + kernel + ")/"
	}
	results, err := runGoBench(pattern, benchtime, cpus, pkg, collectParallel)
	if err != nil {
		return err
	}
	printParallel(out, results, counts)
	return nil
}

// parallelLine is a BenchmarkParallel result: kernel, case, Parallel's
// count, GOMAXPROCS (the -N suffix go test adds when it is not 1), ns/op
// and MB/s.
var parallelLine = regexp.MustCompile(`^BenchmarkParallel/kernel=([^/]+)/(.+)/cpu=(\d+)(?:-(\d+))?\s+\d+\s+([\d.]+) ns/op(?:\s+([\d.]+) MB/s)?`)

// parallelResult is one kernel and case at one goroutine count.
type parallelResult struct {
	kernel, name    string
	cpu             int
	nsPerOp, mbPerS float64
}

// collectParallel parses BenchmarkParallel's output, keeping the results
// whose Parallel count is the run's GOMAXPROCS (a run at GOMAXPROCS 4 also
// measures Parallel(1) and (2) starved of threads, which say nothing).
func collectParallel(r io.Reader, progress io.Writer) ([]parallelResult, error) {
	var res []parallelResult
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		m := parallelLine.FindStringSubmatch(line)
		if m == nil {
			if strings.HasPrefix(line, "FAIL") || strings.HasPrefix(line, "panic") {
				fmt.Fprintln(progress, line)
			}
			continue
		}
		cpu, _ := strconv.Atoi(m[3])
		procs := 1
		if m[4] != "" {
			procs, _ = strconv.Atoi(m[4])
		}
		if cpu != procs {
			continue
		}
		ns, _ := strconv.ParseFloat(m[5], 64)
		mb, _ := strconv.ParseFloat(m[6], 64)
		res = append(res, parallelResult{kernel: m[1], name: m[2], cpu: cpu, nsPerOp: ns, mbPerS: mb})
		fmt.Fprintf(progress, "\rbench: %d results, last %s/%s on %d          ", len(res), m[1], m[2], cpu)
	}
	fmt.Fprintln(progress)
	return res, sc.Err()
}

// printParallel prints kernel, case, GB/s at each goroutine count, then
// the speed-up of each count over one (time ratio).
func printParallel(out io.Writer, res []parallelResult, counts []int) {
	type key struct{ kernel, name string }
	var order []key
	byKey := map[key]map[int]parallelResult{}
	for _, r := range res {
		k := key{r.kernel, r.name}
		if byKey[k] == nil {
			byKey[k] = map[int]parallelResult{}
			order = append(order, k)
		}
		byKey[k][r.cpu] = r
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
	header := "kernel\tcase\t"
	for _, c := range counts {
		header += fmt.Sprintf("cpu=%d GB/s\t", c)
	}
	for _, c := range counts {
		if c != 1 {
			header += fmt.Sprintf("%d vs 1\t", c)
		}
	}
	fmt.Fprintln(tw, header)
	for _, k := range order {
		row := k.kernel + "\t" + k.name + "\t"
		for _, c := range counts {
			if r, ok := byKey[k][c]; ok && r.mbPerS > 0 {
				row += fmt.Sprintf("%.2f\t", r.mbPerS/1000)
			} else {
				row += "-\t"
			}
		}
		one, ok1 := byKey[k][1]
		for _, c := range counts {
			if c == 1 {
				continue
			}
			if r, ok := byKey[k][c]; ok && ok1 && r.nsPerOp > 0 {
				row += fmt.Sprintf("%.2fx\t", one.nsPerOp/r.nsPerOp)
			} else {
				row += "-\t"
			}
		}
		fmt.Fprintln(tw, row)
	}
	tw.Flush()
}
