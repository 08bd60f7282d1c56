package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/kernels/asm"
)

// Every kernel runs through one *asm.Table: the engine's generated
// per-level table (kernels/asm/table_gen.go, from templates/engine.json and
// templates/kernels.json). defaultTable is the one public functions use;
// tests pass each of availableTables explicitly to cover every level.

// defaultTable is the level the public functions run at: asm.Active, the
// best the CPU supports unless QUIVER_ISA lowered it.
var defaultTable = asm.Active().Table()

// genericTable is the pure-Go level, available everywhere.
var genericTable = asm.Generic.Table()

// availableTables lists every level this machine and build can run, the
// pure-Go one first; tests run each kernel at each.
func availableTables() []*asm.Table {
	var ts []*asm.Table
	for _, l := range asm.Levels() {
		ts = append(ts, l.Table())
	}
	return ts
}

// Level is an instruction-set level the kernels can run at.
type Level uint8

// The levels. Which ones a machine can run depends on its CPU and on the
// build (GOARCH, the noasm tag); Levels lists them.
const (
	// Generic is pure Go, available everywhere.
	Generic Level = iota
	// AVX2 is amd64 with AVX2, BMI1/BMI2 and POPCNT (x86-64-v3).
	AVX2
	// AVX512 is amd64 with AVX-512 F, BW, DQ, VL, VBMI, VBMI2 and VPOPCNTDQ.
	AVX512
	// NEON is arm64 Advanced SIMD.
	NEON

	numLevels
)

// asmLevels maps each Level to the engine's level.
var asmLevels = [numLevels]asm.Level{Generic: asm.Generic, AVX2: asm.AVX2, AVX512: asm.AVX512, NEON: asm.NEON}

// String returns the level's name as QUIVER_ISA spells it: generic, avx2,
// avx512 or neon.
func (l Level) String() string {
	if l < numLevels {
		return asmLevels[l].String()
	}
	return fmt.Sprintf("Level(%d)", uint8(l))
}

// levelOf returns the Level of an engine level.
func levelOf(a asm.Level) Level {
	for l, x := range asmLevels {
		if x == a {
			return Level(l)
		}
	}
	panic(fmt.Sprintf("kernels: engine level %v has no Level", a))
}

// ISA returns the instruction-set level the kernels run at: the best this
// CPU and build support, or the lower one QUIVER_ISA names.
func ISA() Level { return levelOf(asm.Active()) }

// Levels returns, in increasing order, every level this CPU and build can
// run, whatever QUIVER_ISA says.
func Levels() []Level {
	var ls []Level
	for _, a := range asm.Levels() {
		ls = append(ls, levelOf(a))
	}
	return ls
}

// ISASetting reports the QUIVER_ISA value seen at start-up and, when it was
// set but could not be honoured (an unknown name, or a level this CPU or
// build cannot run), why; the kernels then run at the best available level.
// A mistyped QUIVER_ISA is otherwise silent: programs that honour the
// variable should print this error.
func ISASetting() (requested string, err error) { return asm.Override() }
