package main

import (
	"strings"
	"testing"
)

// TestNeonWord checks the WORD encodings against GNU as output for the same
// instructions (see ../shared/toolchain.md, section 3), so a wrong opcode
// or field position fails here and not only under qemu.
func TestNeonWord(t *testing.T) {
	for _, c := range []struct {
		mn            string
		bits, d, n, m int
		want          string
	}{
		{"cmhi", 8, 1, 0, 7, "WORD $0x6e273401 // cmhi v1.16b, v0.16b, v7.16b"},
		{"ushl", 8, 3, 2, 1, "WORD $0x6e214443 // ushl v3.16b, v2.16b, v1.16b"},
		{"bic", 8, 3, 2, 1, "WORD $0x4e611c43 // bic v3.16b, v2.16b, v1.16b"},
	} {
		if got := neonWord(c.mn, c.bits, c.d, c.n, c.m); got != c.want {
			t.Errorf("neonWord(%s, %d, %d, %d, %d) = %q, want %q", c.mn, c.bits, c.d, c.n, c.m, got, c.want)
		}
	}
}

// TestArgSize checks the frame sizes against those go vet accepted for the
// hand-written stubs the generator replaced.
func TestArgSize(t *testing.T) {
	for params, want := range map[string]int{
		"dst []uint64, views [][2]uint64, s, m [2]uint64": 80,
		"eq, cand []uint64, a, b [][2]uint64":             96,
		"lt, eq []uint64, views [][2]uint64, s uint32":    76,
		"dst []uint64, a []uint8, b uint8":                49,
	} {
		got, err := argSize(params)
		if err != nil || got != want {
			t.Errorf("argSize(%q) = %d, %v; want %d", params, got, err, want)
		}
	}
	fa, _, err := argFrame("lt, eq []uint64, views [][2]uint64, s, m [2]uint64, k uint32")
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"eq_base": "eq_base+24(FP)", "views_len": "views_len+56(FP)", "s_1": "s_1+80(FP)", "m_0": "m_0+88(FP)", "k": "k+104(FP)"} {
		if fa[name] != want {
			t.Errorf("argFrame: %s = %q, want %q", name, fa[name], want)
		}
	}
	if _, err := argSize("m map[int]int"); err == nil || !strings.Contains(err.Error(), "unsupported") {
		t.Errorf("argSize of a map: err = %v, want unsupported argument type", err)
	}
}
