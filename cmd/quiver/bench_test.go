package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func TestBenchTable(t *testing.T) {
	in := `goos: linux
BenchmarkByISA/kernel=Unpack32/width=12/n=4096/isa=generic    	  1000	      2000 ns/op	8192.00 MB/s
BenchmarkByISA/kernel=Unpack32/width=12/n=4096/isa=avx512     	  1000	       250 ns/op	65536.00 MB/s
BenchmarkKernelsByISA/kernel=Filter/type=int64/n=1M/isa=generic 	  1000	       100 ns/op
PASS
`
	res, err := collectBench(strings.NewReader(in), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 3 || res[2].kernel != "Filter" || res[1].isa != "avx512" || res[1].nsPerOp != 250 || res[0].mbPerS != 8192 {
		t.Fatalf("parsed %+v", res)
	}
	var out bytes.Buffer
	printBench(&out, res)
	s := out.String()
	for _, want := range []string{"avx512 vs generic", "8.0x", "65.54", "width=12/n=4096"} {
		if !strings.Contains(s, want) {
			t.Errorf("table lacks %q:\n%s", want, s)
		}
	}
}

func TestParallelBenchTable(t *testing.T) {
	in := `goos: linux
BenchmarkParallel/kernel=filter/type=int64/n=16M/cpu=1         	  10	      2000 ns/op	8000.00 MB/s
BenchmarkParallel/kernel=filter/type=int64/n=16M/cpu=2         	  10	      1000 ns/op	16000.00 MB/s
BenchmarkParallel/kernel=filter/type=int64/n=16M/cpu=1-4       	  10	      2100 ns/op	7600.00 MB/s
BenchmarkParallel/kernel=filter/type=int64/n=16M/cpu=4-4       	  10	       500 ns/op	32000.00 MB/s
BenchmarkParallel/kernel=sum/type=float64/n=16M/cpu=1          	  10	      4000 ns/op	4000.00 MB/s
PASS
`
	res, err := collectParallel(strings.NewReader(in), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	// cpu=2 under GOMAXPROCS 1 and cpu=1 under GOMAXPROCS 4 are dropped.
	if len(res) != 3 || res[1].cpu != 4 || res[1].nsPerOp != 500 || res[2].kernel != "sum" || res[2].name != "type=float64/n=16M" {
		t.Fatalf("parsed %+v", res)
	}
	var out bytes.Buffer
	printParallel(&out, res, []int{1, 4})
	s := out.String()
	for _, want := range []string{"cpu=4 GB/s", "4 vs 1", "4.00x", "32.00", "type=float64/n=16M"} {
		if !strings.Contains(s, want) {
			t.Errorf("table lacks %q:\n%s", want, s)
		}
	}
	if err := runBench([]string{"-cpu", "1,x"}, io.Discard); err == nil || !strings.Contains(err.Error(), `"x" is not a positive goroutine count`) {
		t.Errorf("bad -cpu list: %v", err)
	}
}
