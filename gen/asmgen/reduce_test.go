package main

import (
	"strings"
	"testing"
)

// TestReduceArgs checks that a reduction whose template entry names an
// unknown op or lacks an argument the level's code reads is refused with
// the reason, at every level, rather than rendered with a missing frame
// reference.
func TestReduceArgs(t *testing.T) {
	for _, c := range []struct {
		k    reduceKernel
		want string
	}{
		{reduceKernel{Name: "meanF64", Op: "mean", Type: "float64", Params: "dst, x []float64, valid []byte, shift uint"}, `op "mean"`},
		{reduceKernel{Name: "sumF64", Op: "sum", Type: "float64", Params: "dst, x []float64, valid []byte"}, "lack shift"},
		{reduceKernel{Name: "minMaxI64", Op: "minMax", Type: "int64", Params: "lo *[16]int64, x []int64, valid []byte, shift uint"}, "lack hi"},
		{reduceKernel{Name: "sumI32", Op: "sum", Type: "int32", Params: "lo, hi *[16]int64, x []int32, valid []byte, shift uint"}, "lack acc"},
	} {
		e, err := parseElem(c.k.Type)
		if err != nil {
			t.Fatal(err)
		}
		fa, _, err := argFrame(c.k.Params)
		if err != nil {
			t.Fatal(err)
		}
		for level, code := range reduceLevels {
			if _, err := code.body(c.k.Name+level, c.k, e, fa, 128); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s %s(%s): err = %v, want one saying %q", level, c.k.Name, c.k.Params, err, c.want)
			}
		}
	}
}
