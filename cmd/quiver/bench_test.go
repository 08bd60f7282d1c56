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
