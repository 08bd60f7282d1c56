package kernels

import "github.com/quiver-go/quiver/kernels/asm"

// Every kernel runs through one *asm.Table (kernels/asm/table.go): a level,
// or a level's per-CPU variant. defaultTable is the one public functions
// use; tests pass each of asm.Tables explicitly to cover every level and
// variant.

// defaultTable is the table the public functions run with: asm.ActiveTable,
// the best level as this CPU runs it, unless QUIVER_ISA chose another.
var defaultTable = asm.ActiveTable()

// genericTable is the pure-Go level, available everywhere.
var genericTable = asm.Generic.Table()

// Level is an instruction-set level the kernels can run at: the engine's
// own type, so a level has one name and one set of methods (String,
// Requires, Why, Table) on both sides.
type Level = asm.Level

// The levels. Which ones a machine can run depends on its CPU and on the
// build (GOARCH, the noasm tag); Levels lists them.
const (
	// Generic is pure Go, available everywhere.
	Generic = asm.Generic
	// AVX2 is amd64 with AVX2, BMI1/BMI2 and POPCNT (x86-64-v3).
	AVX2 = asm.AVX2
	// AVX512 is amd64 with AVX-512 F, BW, DQ, VL, VBMI, VBMI2 and VPOPCNTDQ.
	AVX512 = asm.AVX512
	// NEON is arm64 Advanced SIMD.
	NEON = asm.NEON
)

// ISA returns the instruction-set level the kernels run at: the best this
// CPU and build support, or the lower one QUIVER_ISA names.
func ISA() Level { return asm.Active() }

// Levels returns, in increasing order, every level this CPU and build can
// run, whatever QUIVER_ISA says.
func Levels() []Level { return asm.Levels() }

// ISASetting reports the QUIVER_ISA value seen at start-up and, when it was
// set but could not be honoured (an unknown name, or a level this CPU or
// build cannot run), why; the kernels then run at the best available level.
// A mistyped QUIVER_ISA is otherwise silent: programs that honour the
// variable should print this error.
func ISASetting() (requested string, err error) { return asm.Override() }
