package asm

import (
	"fmt"
	"os"
	"strings"
)

// Level names one implementation of the kernels: pure Go, or assembly for
// one instruction-set family.
type Level uint8

const (
	// Generic is the pure-Go level, available everywhere.
	Generic Level = iota
	// AVX2 is amd64 with AVX2, BMI1/BMI2 and POPCNT (x86-64-v3).
	AVX2
	// AVX512 is amd64 with AVX-512 F, BW, DQ, VL, VBMI, VBMI2 and VPOPCNTDQ
	// (Ice Lake and later, Zen 4 and later).
	AVX512
	// NEON is arm64 Advanced SIMD (every arm64 CPU).
	NEON

	numLevels
)

// levelNames are the names QUIVER_ISA accepts and String prints.
var levelNames = [numLevels]string{
	Generic: "generic",
	AVX2:    "avx2",
	AVX512:  "avx512",
	NEON:    "neon",
}

// String returns the level's name: generic, avx2, avx512 or neon.
func (l Level) String() string {
	if l < numLevels {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// parseLevel returns the level with the given name (case and surrounding
// space ignored).
func parseLevel(name string) (Level, error) {
	s := strings.ToLower(strings.TrimSpace(name))
	for l, n := range levelNames {
		if s == n {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("asm: unknown ISA level %q (want one of %s)", name, strings.Join(levelNames[:], ", "))
}

// allLevels returns every level quiver knows, supported here or not.
func allLevels() []Level { return []Level{Generic, AVX2, AVX512, NEON} }

// Requires lists the CPU features the level's assembly uses.
func (l Level) Requires() []string {
	if l >= numLevels {
		return nil
	}
	names := make([]string, len(levelFeatures[l]))
	for i, f := range levelFeatures[l] {
		names[i] = f.name
	}
	return names
}

// A variant is one form of a level: the level's kit with some entries
// substituted, for CPUs on which the level's own kernels are the slower
// choice (a microcoded PEXT, a microarchitecture that splits 512-bit
// permutes). Every variant runs correctly wherever its level does, so the
// tests run each one as they run a level; the CPU only decides which is the
// default (fits).
type variant struct {
	name  string            // as QUIVER_ISA and Table.Name spell it: level-what
	level Level             // the level it is a form of
	apply func(k *kit)      // substitutes its entries into a copy of the level's kit (nil: none)
	fits  func(c *CPU) bool // whether c runs the level as this variant by default
}

// tableSet is every table this CPU and build can run.
type tableSet struct {
	all   []*Table          // by level, then in the order of the level's variants
	level [numLevels]*Table // per level, the variant this CPU runs it as (nil: unavailable)
	kits  [numLevels]*kit   // per level, the kit its variants start from
}

// set is this machine's tables, built once at initialization.
var set = buildTables(&host, asmKits(), asmVariants())

// buildTables builds the tables of the levels c has (with the generic one,
// always) from their kits, each level as each of its variants; a level
// without variants is one table named after it.
func buildTables(c *CPU, asm [numLevels]*kit, vs []variant) tableSet {
	var s tableSet
	s.kits[Generic] = kitGeneric()
	for l, k := range asm {
		if k != nil && c.has[l] {
			s.kits[l] = k
		}
	}
	for l, k := range s.kits {
		if k == nil {
			continue
		}
		var own []variant
		for _, v := range vs {
			if v.level == Level(l) {
				own = append(own, v)
			}
		}
		if len(own) == 0 {
			own = []variant{{name: Level(l).String(), level: Level(l), fits: func(*CPU) bool { return true }}}
		}
		for _, v := range own {
			vk := *k
			if v.apply != nil {
				v.apply(&vk)
			}
			t := newTable(&vk)
			t.name, t.cpu = v.name, c
			s.all = append(s.all, t)
			if s.level[l] == nil && v.fits(c) {
				s.level[l] = t
			}
		}
		if s.level[l] == nil {
			panic("asm: no variant of " + Level(l).String() + " fits this CPU")
		}
	}
	return s
}

// Levels returns, in increasing order, every level this CPU and build can
// run, whatever QUIVER_ISA says.
func Levels() []Level {
	var ls []Level
	for l, t := range set.level {
		if t != nil {
			ls = append(ls, Level(l))
		}
	}
	return ls
}

// Tables returns every table this CPU and build can run, whatever
// QUIVER_ISA says: each level as each of its variants, the pure-Go level
// first. Tests loop over it, so that each kernel is checked at every level
// and in every variant the machine has, not only in the ones its CPU picks.
func Tables() []*Table { return set.all }

// Table returns the level's kernels as this CPU runs them (its variant for
// this CPU), or nil when this CPU or build cannot run the level.
func (l Level) Table() *Table {
	if l >= numLevels {
		return nil
	}
	return set.level[l]
}

// Why explains why the level is unavailable here, or returns nil if it is
// available.
func (l Level) Why() error {
	switch {
	case l >= numLevels:
		return fmt.Errorf("asm: %v is not a level", l)
	case set.level[l] != nil:
		return nil
	case !host.has[l]:
		return fmt.Errorf("asm: level %s needs CPU features this machine lacks: %s", l, strings.Join(missingFeatures(l), ", "))
	default:
		return fmt.Errorf("asm: level %s is not compiled into this build (GOARCH, or the noasm tag)", l)
	}
}

// activeTable is the table in use; override records what QUIVER_ISA asked
// for, overrideErr why it was not honoured.
var (
	override                 = os.Getenv("QUIVER_ISA")
	activeTable, overrideErr = choose(override, &set, asmVariants())
)

// choose picks the best available level as this CPU runs it, or the level
// or variant env names when it is available. Only available levels can be
// chosen, so env can lower the level but never raise it above what the CPU
// and build support. An unknown or unavailable name leaves the best level
// in place and returns the reason.
func choose(env string, s *tableSet, vs []variant) (*Table, error) {
	var best *Table
	for _, t := range s.level {
		// generic < avx2 < avx512, and neon only coexists with generic.
		if t != nil {
			best = t
		}
	}
	name := strings.ToLower(strings.TrimSpace(env))
	if name == "" {
		return best, nil
	}
	for _, t := range s.all {
		if t.name == name {
			return t, nil
		}
	}
	l, err := parseLevel(name)
	if err != nil {
		for _, v := range vs {
			if v.name == name {
				l, err = v.level, nil
			}
		}
	}
	if err != nil {
		names := append([]string(nil), levelNames[:]...)
		for _, v := range vs {
			names = append(names, v.name)
		}
		return best, fmt.Errorf("QUIVER_ISA ignored, using %s: asm: unknown ISA level %q (want one of %s)", best.Name(), env, strings.Join(names, ", "))
	}
	if s.level[l] == nil {
		why := "not compiled into this build"
		if !host.has[l] {
			why = "this CPU lacks " + strings.Join(missingFeatures(l), ", ")
		}
		return best, fmt.Errorf("QUIVER_ISA=%s ignored (%s), using %s", name, why, best.Name())
	}
	return s.level[l], nil
}

// Active returns the level the kernels run at: the best this CPU and build
// support, or the lower one QUIVER_ISA selected.
func Active() Level { return activeTable.level }

// ActiveTable returns the table the kernels run with: Active's level as
// this CPU runs it, or the variant QUIVER_ISA named.
func ActiveTable() *Table { return activeTable }

// Override reports the QUIVER_ISA setting seen at start-up and, when it was
// set but could not be honoured (unknown name, or a level this CPU or build
// cannot run), why. The active level is then the best available one.
func Override() (requested string, err error) { return override, overrideErr }
