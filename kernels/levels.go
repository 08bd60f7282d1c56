package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/kernels/asm"
)

// The width tables of the assembly levels. Each starts as a copy of the
// generated genericTable and takes from the level's asm.Table every kernel
// that level has in assembly; the rest stay pure Go.

// levelTable returns the width kernels of assembly level t.
func levelTable(t *asm.Table) *widthTable {
	k := *genericTable
	k.level = t.Level().String()
	k.isa = t
	if t.HasFilterAsm(1) {
		k.filter8 = t.Filter8
	}
	if t.HasFilterAsm(2) {
		k.filter16 = t.Filter16
	}
	if t.HasFilterAsm(4) {
		k.filter32 = t.Filter32
	}
	if t.HasFilterAsm(8) {
		k.filter64 = t.Filter64
	}
	useCmp(&k.cmpInt8, asm.Cmp[int8](t))
	useCmp(&k.cmpInt16, asm.Cmp[int16](t))
	useCmp(&k.cmpUint8, asm.Cmp[uint8](t))
	useCmp(&k.cmpUint16, asm.Cmp[uint16](t))
	useCmp(&k.cmpInt32, asm.Cmp[int32](t))
	useCmp(&k.cmpInt64, asm.Cmp[int64](t))
	useCmp(&k.cmpUint32, asm.Cmp[uint32](t))
	useCmp(&k.cmpUint64, asm.Cmp[uint64](t))
	useCmp(&k.cmpFloat32, asm.Cmp[float32](t))
	useCmp(&k.cmpFloat64, asm.Cmp[float64](t))
	return &k
}

// useCmp replaces the compare kernels of k that c has in assembly. The two
// packages number the operators alike (TestCmpOpOrder).
func useCmp[T ordered](k *cmpKernels[T], c *asm.CmpKernels[T]) {
	for op := range numCmpOps {
		if f := c.AA[op]; f != nil {
			k.aa[op] = f
		}
		if f := c.AS[op]; f != nil {
			k.as[op] = f
		}
	}
}

// tables holds one width table per level this machine and build can run,
// keyed by level.
var tables = func() map[asm.Level]*widthTable {
	m := map[asm.Level]*widthTable{asm.Generic: genericTable}
	for _, l := range asm.Levels() {
		if l != asm.Generic {
			m[l] = levelTable(l.Table())
		}
	}
	return m
}()

// defaultTable is the level the public functions run at: asm.Active, the
// best the CPU supports unless QUIVER_ISA lowered it.
var defaultTable = tables[asm.Active()]

// availableTables lists every level this machine and build can run, the
// pure-Go one first; tests run each kernel at each.
func availableTables() []*widthTable {
	ts := make([]*widthTable, 0, len(tables))
	for _, l := range asm.Levels() {
		ts = append(ts, tables[l])
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
