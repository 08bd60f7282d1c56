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

// tables[l] is level l's table when both this build (assembly compiled in,
// see asmTables) and this CPU (host.Has) support it, nil otherwise.
// kits[l] is the kit tables[l] was built from (tests check kits directly).
var kits, tables = buildTables()

func buildTables() (ks [numLevels]*kit, t [numLevels]*Table) {
	ks[Generic] = kitGeneric()
	for l, k := range asmKits() {
		if k != nil && host.has[l] {
			ks[l] = k
		}
	}
	for l, k := range ks {
		if k != nil {
			t[l] = newTable(k)
		}
	}
	return ks, t
}

// Levels returns, in increasing order, every level this CPU and build can
// run, whatever QUIVER_ISA says. Tests loop over it so that each kernel is
// checked at every level the machine has.
func Levels() []Level {
	var ls []Level
	for l, k := range tables {
		if k != nil {
			ls = append(ls, Level(l))
		}
	}
	return ls
}

// Table returns the level's kernels, or nil when this CPU or build cannot
// run the level.
func (l Level) Table() *Table {
	if l >= numLevels {
		return nil
	}
	return tables[l]
}

// Why explains why the level is unavailable here, or returns nil if it is
// available.
func (l Level) Why() error {
	switch {
	case l >= numLevels:
		return fmt.Errorf("asm: %v is not a level", l)
	case tables[l] != nil:
		return nil
	case !host.has[l]:
		return fmt.Errorf("asm: level %s needs CPU features this machine lacks: %s", l, strings.Join(missingFeatures(l), ", "))
	default:
		return fmt.Errorf("asm: level %s is not compiled into this build (GOARCH, or the noasm tag)", l)
	}
}

// active is the level in use; override records what QUIVER_ISA asked for.
var (
	active, overrideErr = choose(os.Getenv("QUIVER_ISA"), tables)
	activeTable         = tables[active]
	override            = os.Getenv("QUIVER_ISA")
)

// choose picks the best available level, or the one env names when it is
// available. Only available levels can be chosen, so env can lower the level
// but never raise it above what the CPU and build support. An unknown or
// unavailable name leaves the best level in place and returns the reason.
func choose(env string, avail [numLevels]*Table) (Level, error) {
	best := Generic
	for l, k := range avail {
		// generic < avx2 < avx512, and neon only coexists with generic.
		if k != nil {
			best = Level(l)
		}
	}
	if strings.TrimSpace(env) == "" {
		return best, nil
	}
	l, err := parseLevel(env)
	if err != nil {
		return best, fmt.Errorf("QUIVER_ISA ignored, using %s: %w", best, err)
	}
	if avail[l] == nil {
		why := "not compiled into this build"
		if !host.has[l] {
			why = "this CPU lacks " + strings.Join(missingFeatures(l), ", ")
		}
		return best, fmt.Errorf("QUIVER_ISA=%s ignored (%s), using %s", l, why, best)
	}
	return l, nil
}

// Active returns the level the kernels run at: the best this CPU and build
// support, or the lower one QUIVER_ISA selected.
func Active() Level { return active }

// Override reports the QUIVER_ISA setting seen at start-up and, when it was
// set but could not be honoured (unknown name, or a level this CPU or build
// cannot run), why. The active level is then the best available one.
func Override() (requested string, err error) { return override, overrideErr }
