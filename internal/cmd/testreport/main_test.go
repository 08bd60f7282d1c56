package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestCrashOutputShown: a test binary that dies inside a test leaves the
// test without a result and the package failed; the test's output (the
// panic) must reach the log, as plain go test would print it.
func TestCrashOutputShown(t *testing.T) {
	in := strings.Join([]string{
		`{"Action":"run","Package":"p","Test":"TestOK"}`,
		`{"Action":"output","Package":"p","Test":"TestOK","Output":"=== RUN   TestOK\n"}`,
		`{"Action":"pass","Package":"p","Test":"TestOK","Elapsed":0.1}`,
		`{"Action":"run","Package":"p","Test":"TestCrash"}`,
		`{"Action":"output","Package":"p","Test":"TestCrash","Output":"fatal error: runtime: out of memory\n"}`,
		`{"Action":"output","Package":"p","Output":"FAIL\tp\t13.2s\n"}`,
		`{"Action":"fail","Package":"p","Elapsed":13.2}`,
	}, "\n")
	var out, rec bytes.Buffer
	filter(strings.NewReader(in), &out, &rec, "s")
	if !strings.Contains(out.String(), "p TestCrash did not finish") || !strings.Contains(out.String(), "fatal error: runtime: out of memory") {
		t.Errorf("the crash is not in the output:\n%s", out.String())
	}
	if strings.Contains(out.String(), "TestOK") {
		t.Errorf("a passing test's output is shown:\n%s", out.String())
	}
	if !strings.Contains(rec.String(), "s\tp\t\t13.20\tfail") {
		t.Errorf("record:\n%s", rec.String())
	}
}
