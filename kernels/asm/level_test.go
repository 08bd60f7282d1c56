package asm

import (
	"slices"
	"strings"
	"testing"
)

func TestLevelNames(t *testing.T) {
	for _, l := range allLevels() {
		got, err := parseLevel(" " + strings.ToUpper(l.String()) + "\n")
		if err != nil || got != l {
			t.Errorf("parseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if _, err := parseLevel("sse4"); err == nil {
		t.Error("parseLevel(sse4) succeeded")
	}
	if s := Level(200).String(); s != "Level(200)" {
		t.Errorf("Level(200).String() = %q", s)
	}
}

func TestLevels(t *testing.T) {
	ls := Levels()
	if len(ls) == 0 || ls[0] != Generic {
		t.Fatalf("Levels() = %v, want generic first", ls)
	}
	if !slices.IsSorted(ls) {
		t.Errorf("Levels() = %v, not sorted", ls)
	}
	if !slices.Contains(ls, Active()) {
		t.Errorf("active level %v not in Levels() %v", Active(), ls)
	}
	if activeTable != Active().Table() || activeTable.Level() != Active() {
		t.Errorf("the active table is %v, Active() is %v", activeTable, Active())
	}
	for _, l := range allLevels() {
		k := l.Table()
		if (k != nil) != slices.Contains(ls, l) {
			t.Errorf("%v.Table() = %v, Levels() = %v", l, k, ls)
		}
		if (k == nil) != (l.Why() != nil) {
			t.Errorf("%v: Table() = %v but Why() = %v", l, k, l.Why())
		}
		if k != nil && k.Level() != l {
			t.Errorf("%v.Table().Level() = %v", l, k.Level())
		}
		if k != nil && !host.has[l] {
			t.Errorf("%v has a table but the CPU lacks %v", l, missingFeatures(l))
		}
	}
	req, err := Override()
	t.Logf("levels %v, active %v (QUIVER_ISA=%q, %v)", ls, Active(), req, err)
	if req == "" && Active() != ls[len(ls)-1] {
		t.Errorf("no QUIVER_ISA, yet active level %v is not the best of %v", Active(), ls)
	}
}

// TestEveryTableComplete catches a table entry left nil by a level.
func TestEveryTableComplete(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *Table) {
		for name, ok := range k.entries() {
			if !ok && name != "fillRuns64" { // nil by contract where no assembly fills runs
				t.Errorf("entry %s is nil", name)
			}
		}
	})
}

func TestChoose(t *testing.T) {
	g, a2, a5 := &Table{level: Generic}, &Table{level: AVX2}, &Table{level: AVX512}
	full := [numLevels]*Table{Generic: g, AVX2: a2, AVX512: a5}
	onlyAVX2 := [numLevels]*Table{Generic: g, AVX2: a2}
	arm := [numLevels]*Table{Generic: g, NEON: {level: NEON}}
	for _, c := range []struct {
		env   string
		avail [numLevels]*Table
		want  Level
		err   bool
	}{
		{"", full, AVX512, false},
		{"avx2", full, AVX2, false},
		{"AVX2", full, AVX2, false},
		{"generic", full, Generic, false},
		{"avx512", full, AVX512, false},
		{"avx512", onlyAVX2, AVX2, true}, // never raised above the CPU
		{"neon", full, AVX512, true},
		{"sse9", full, AVX512, true},
		{"", arm, NEON, false},
		{"generic", arm, Generic, false},
		{"avx2", arm, NEON, true},
	} {
		got, err := choose(c.env, c.avail)
		if got != c.want || (err != nil) != c.err {
			t.Errorf("choose(%q, %v) = %v, %v; want %v, error %v", c.env, c.avail, got, err, c.want, c.err)
		}
	}
}

func TestRequires(t *testing.T) {
	if r := AVX512.Requires(); !slices.Contains(r, "AVX512VBMI") || !slices.Contains(r, "AVX512F") {
		t.Errorf("AVX512.Requires() = %v", r)
	}
	if r := Generic.Requires(); len(r) != 0 {
		t.Errorf("Generic.Requires() = %v", r)
	}
}
