package main

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrefetchWEncoding checks the PREFETCHW instructions spelled out in
// bytes (Go's assembler has no PREFETCHW) against the assembler's own
// encoding of PREFETCHT0 with the same operand: both are 0F xx /1 with the
// same ModRM, SIB and displacement, PREFETCHT0's xx being 18 and
// PREFETCHW's 0D. It covers the macros of kernels/asm/prefetch_amd64.h,
// those the filter kernels use (outAheadWord) included.
func TestPrefetchWEncoding(t *testing.T) {
	type pair struct{ ours, ref string }
	var cases []pair
	for _, d := range []int{2048, 2112} {
		cases = append(cases,
			pair{fmt.Sprintf("PREFETCHW_DI(%d)", d), fmt.Sprintf("PREFETCHT0 %d(DI)", d)},
			pair{fmt.Sprintf("PREFETCHW_R11(%d)", d), fmt.Sprintf("PREFETCHT0 %d(R11)", d)})
	}
	for _, size := range []int{1, 2, 4, 8} { // outAheadWord's macros, the same operands with PREFETCHT0
		cases = append(cases, pair{fmt.Sprintf("OUT_WORD_%d", size), fmt.Sprintf("OUTT0_WORD_%d", size)})
	}
	var src strings.Builder
	src.WriteString("#include \"textflag.h\"\n#include \"prefetch_amd64.h\"\n")
	for i, c := range cases {
		fmt.Fprintf(&src, "TEXT ·ours%d(SB), NOSPLIT, $0\n\t%s\n\tRET\n", i, c.ours)
		fmt.Fprintf(&src, "TEXT ·ref%d(SB), NOSPLIT, $0\n\t%s\n\tRET\n", i, c.ref)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "prefetch_amd64.s")
	if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	include := filepath.Join(strings.TrimSpace(string(goroot)), "pkg", "include")
	header := filepath.Join("..", "..", outDir)
	cmd := exec.Command("go", "tool", "asm", "-p", "main", "-I", include, "-I", header, "-S", "-o", filepath.Join(dir, "prefetch.o"), file)
	cmd.Env = append(os.Environ(), "GOARCH=amd64", "GOOS=linux")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go tool asm: %v\n%s", err, out)
	}
	code := symbolBytes(t, out)
	for i, c := range cases {
		ours, ref := code[fmt.Sprintf("main.ours%d", i)], code[fmt.Sprintf("main.ref%d", i)]
		if !bytes.Contains(ref, []byte{0x0f, 0x18}) {
			t.Fatalf("%s assembled to % x, which has no 0F 18", c.ref, ref)
		}
		// No displacement or SIB byte here is 0F, so every 0F 18 is an opcode.
		want := bytes.ReplaceAll(ref, []byte{0x0f, 0x18}, []byte{0x0f, 0x0d})
		if !bytes.Equal(ours, want) {
			t.Errorf("%s assembled to % x, want % x (%s with 0F 0D)", c.ours, ours, want, c.ref)
		}
	}
}

// symbolBytes reads the machine code of each function from the hex dump
// that `go tool asm -S` prints after its listing.
func symbolBytes(t *testing.T, listing []byte) map[string][]byte {
	code := map[string][]byte{}
	var sym string
	for _, line := range strings.Split(string(listing), "\n") {
		if !strings.HasPrefix(line, "\t") {
			if f := strings.Fields(line); len(f) > 1 && f[1] == "STEXT" {
				sym = f[0]
			}
			continue
		}
		f := strings.Fields(line)
		// A dump line is a hex offset, up to 16 two-digit bytes and their
		// characters; a listing line has a five-digit decimal offset next.
		if len(f) < 2 || !strings.HasPrefix(f[0], "0x") || len(f[1]) != 2 {
			continue
		}
		for _, h := range f[1:] {
			if len(h) != 2 {
				break
			}
			b, err := hex.DecodeString(h)
			if err != nil {
				break
			}
			code[sym] = append(code[sym], b[0])
		}
	}
	if len(code) == 0 {
		t.Fatalf("no machine code in the listing:\n%s", listing)
	}
	return code
}
