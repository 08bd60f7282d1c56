package asm

import (
	"maps"
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
	if !slices.Contains(ls, Active()) || ActiveTable().Level() != Active() {
		t.Errorf("active level %v (table %s) not in Levels() %v", Active(), ActiveTable().Name(), ls)
	}
	if !slices.Contains(Tables(), ActiveTable()) {
		t.Errorf("the active table %s is not among Tables()", ActiveTable().Name())
	}
	for _, l := range allLevels() {
		k := l.Table()
		if (k != nil) != slices.Contains(ls, l) {
			t.Errorf("%v.Table() = %v, Levels() = %v", l, k, ls)
		}
		if (k == nil) != (l.Why() != nil) {
			t.Errorf("%v: Table() = %v but Why() = %v", l, k, l.Why())
		}
		if k != nil && (k.Level() != l || !slices.Contains(Tables(), k)) {
			t.Errorf("%v.Table() is %s of level %v", l, k.Name(), k.Level())
		}
		if k != nil && !host.has[l] {
			t.Errorf("%v has a table but the CPU lacks %v", l, missingFeatures(l))
		}
	}
	names := map[string]bool{}
	for _, k := range Tables() {
		if names[k.Name()] || !strings.HasPrefix(k.Name(), k.Name()) || k.CPU() != Host() {
			t.Errorf("table %s (level %v): name repeated or not its level's, or not built for this CPU", k.Name(), k.Level())
		}
		names[k.Name()] = true
	}
	req, err := Override()
	t.Logf("levels %v, tables %v, active %s (QUIVER_ISA=%q, %v), CPU %+v", ls, slices.Sorted(maps.Keys(names)), ActiveTable().Name(), req, err, Host())
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

// testVariants are variants of the amd64 levels' shape, for building
// table sets on any machine.
var testVariants = []variant{
	{name: "avx2-pext", level: AVX2, fits: func(c *CPU) bool { return c.FastPEXT }},
	{name: "avx2-slowpext", level: AVX2, apply: func(k *kit) { k.viewCmp = nil }, fits: func(c *CPU) bool { return !c.FastPEXT }},
	{name: "avx512-vbmi", level: AVX512, fits: func(c *CPU) bool { return !c.Zen4 }},
	{name: "avx512-zen4", level: AVX512, fits: func(c *CPU) bool { return c.Zen4 }},
}

// fakeKits are pure-Go kits standing for the assembly levels.
func fakeKits(ls ...Level) (ks [numLevels]*kit) {
	for _, l := range ls {
		ks[l] = kitGeneric()
		ks[l].level = l
		ks[l].viewCmp = &viewCmpKernels{} // as the assembly levels', which slowpext-like variants take out
	}
	return ks
}

// TestVariants checks which variant a CPU runs each level as, that every
// variant of an available level is built, and that one fails to be only
// when its level is unavailable.
func TestVariants(t *testing.T) {
	names := func(ts []*Table) (n []string) {
		for _, k := range ts {
			n = append(n, k.Name())
		}
		return n
	}
	zen2 := CPU{Vendor: "AuthenticAMD", Family: 0x17, FastPEXT: false, has: [numLevels]bool{Generic: true, AVX2: true}}
	zen4 := CPU{Vendor: "AuthenticAMD", Family: 0x19, FastPEXT: true, Zen4: true, has: [numLevels]bool{Generic: true, AVX2: true, AVX512: true}}
	intel := CPU{Vendor: "GenuineIntel", Family: 6, FastPEXT: true, has: [numLevels]bool{Generic: true, AVX2: true, AVX512: true}}
	arm := CPU{has: [numLevels]bool{Generic: true, NEON: true}}
	for _, c := range []struct {
		cpu        CPU
		kits       [numLevels]*kit
		all, picks []string
	}{
		{zen2, fakeKits(AVX2, AVX512), []string{"generic", "avx2-pext", "avx2-slowpext"}, []string{"generic", "avx2-slowpext"}},
		{zen4, fakeKits(AVX2, AVX512), []string{"generic", "avx2-pext", "avx2-slowpext", "avx512-vbmi", "avx512-zen4"}, []string{"generic", "avx2-pext", "avx512-zen4"}},
		{intel, fakeKits(AVX2, AVX512), []string{"generic", "avx2-pext", "avx2-slowpext", "avx512-vbmi", "avx512-zen4"}, []string{"generic", "avx2-pext", "avx512-vbmi"}},
		{intel, fakeKits(), []string{"generic"}, []string{"generic"}}, // noasm
		{arm, fakeKits(NEON), []string{"generic", "neon"}, []string{"generic", "neon"}},
	} {
		s := buildTables(&c.cpu, c.kits, testVariants)
		var picks []*Table
		for _, k := range s.level {
			if k != nil {
				picks = append(picks, k)
			}
		}
		if got := names(s.all); !slices.Equal(got, c.all) {
			t.Errorf("%s %#x: tables %v, want %v", c.cpu.Vendor, c.cpu.Family, got, c.all)
		}
		if got := names(picks); !slices.Equal(got, c.picks) {
			t.Errorf("%s %#x: levels run as %v, want %v", c.cpu.Vendor, c.cpu.Family, got, c.picks)
		}
		for _, k := range s.all {
			if k.cpu != &c.cpu || (k.Name() == "avx2-slowpext") != (k.raw.viewCmp == nil && k.Level() == AVX2) {
				t.Errorf("%s: built for another CPU or without its variant's entries", k.Name())
			}
		}
	}
}

func TestChoose(t *testing.T) {
	zen4 := CPU{Vendor: "AuthenticAMD", Family: 0x19, FastPEXT: true, Zen4: true, has: [numLevels]bool{Generic: true, AVX2: true, AVX512: true}}
	full := buildTables(&zen4, fakeKits(AVX2, AVX512), testVariants)
	onlyAVX2 := buildTables(&zen4, fakeKits(AVX2), testVariants)
	arm := buildTables(&CPU{has: [numLevels]bool{Generic: true, NEON: true}}, fakeKits(NEON), nil)
	for _, c := range []struct {
		env  string
		set  *tableSet
		want string
		err  bool
	}{
		{"", &full, "avx512-zen4", false},
		{"avx2", &full, "avx2-pext", false},
		{"AVX2", &full, "avx2-pext", false},
		{" avx2-slowpext ", &full, "avx2-slowpext", false},
		{"generic", &full, "generic", false},
		{"avx512", &full, "avx512-zen4", false}, // the level as this CPU runs it
		{"avx512-vbmi", &full, "avx512-vbmi", false},
		{"avx512", &onlyAVX2, "avx2-pext", true}, // never raised above the CPU
		{"avx512-zen4", &onlyAVX2, "avx2-pext", true},
		{"neon", &full, "avx512-zen4", true},
		{"sse9", &full, "avx512-zen4", true},
		{"", &arm, "neon", false},
		{"generic", &arm, "generic", false},
		{"avx2", &arm, "neon", true},
	} {
		got, err := choose(c.env, c.set, testVariants)
		if got.Name() != c.want || (err != nil) != c.err {
			t.Errorf("choose(%q) = %s, %v; want %s, error %v", c.env, got.Name(), err, c.want, c.err)
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
