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
		// the reductions' (encodings checked by make asm in the hand-written
		// reduce_gen_arm64.s the generator replaced)
		{"fadd", 64, 0, 0, 16, "WORD $0x4e70d400 // fadd v0.2d, v0.2d, v16.2d"},
		{"smin", 32, 0, 0, 26, "WORD $0x4eba6c00 // smin v0.4s, v0.4s, v26.4s"},
		{"smax", 32, 4, 4, 16, "WORD $0x4eb06484 // smax v4.4s, v4.4s, v16.4s"},
		{"cmhi", 64, 26, 16, 0, "WORD $0x6ee0361a // cmhi v26.2d, v16.2d, v0.2d"},
		{"fcmeq", 32, 27, 16, 16, "WORD $0x4e30e61b // fcmeq v27.4s, v16.4s, v16.4s"},
	} {
		if got := neonWord(c.mn, c.bits, c.d, c.n, c.m); got != c.want {
			t.Errorf("neonWord(%s, %d, %d, %d, %d) = %q, want %q", c.mn, c.bits, c.d, c.n, c.m, got, c.want)
		}
	}
}

// TestNeonUnary checks the two-register encodings of the reductions
// against those make asm accepted in the hand-written reduce_gen_arm64.s.
func TestNeonUnary(t *testing.T) {
	for _, c := range []struct {
		mn         string
		bits, d, n int
		want       string
	}{
		{"fcvtl", 64, 26, 16, "WORD $0x0e617a1a // fcvtl v26.2d, v16.2s"},
		{"fcvtl2", 64, 27, 19, "WORD $0x4e617a7b // fcvtl2 v27.2d, v19.4s"},
		{"sxtl", 64, 26, 17, "WORD $0x0f20a63a // sxtl v26.2d, v17.2s"},
		{"sxtl2", 64, 27, 16, "WORD $0x4f20a61b // sxtl2 v27.2d, v16.4s"},
		{"cmlt", 64, 26, 18, "WORD $0x4ee0aa5a // cmlt v26.2d, v18.2d, #0"},
		{"sshr", 64, 26, 16, "WORD $0x4f41061a // sshr v26.2d, v16.2d, #63"},
		{"sshr", 32, 26, 19, "WORD $0x4f21067a // sshr v26.4s, v19.4s, #31"},
	} {
		if got, err := neonUnary(c.mn, c.bits, c.d, c.n); err != nil || got != c.want {
			t.Errorf("neonUnary(%s, %d, %d, %d) = %q, %v; want %q", c.mn, c.bits, c.d, c.n, got, err, c.want)
		}
	}
	for _, c := range []struct {
		mn   string
		bits int
	}{{"sxtl", 32}, {"cmlt", 32}, {"fneg", 64}} {
		if got, err := neonUnary(c.mn, c.bits, 0, 1); err == nil {
			t.Errorf("neonUnary(%s, %d) = %q, want an error (no such encoding)", c.mn, c.bits, got)
		}
	}
}

// TestArgSize checks the frame sizes against those go vet accepted for the
// hand-written stubs the generator replaced.
func TestArgSize(t *testing.T) {
	for params, want := range map[string]int{
		"dst []uint64, views [][2]uint64, s, m [2]uint64":                    80,
		"eq, cand []uint64, a, b [][2]uint64":                                96,
		"lt, eq []uint64, views [][2]uint64, s uint32":                       76,
		"dst []uint64, a []uint8, b uint8":                                   49,
		"lo *[16]uint64, hi *[16]int64, x []int64, valid []byte, shift uint": 72,
		"acc *[16]int64, x []int32, valid []byte, shift uint":                64,
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
