package kernels

import "github.com/quiver-go/quiver/kernels/asm"

// The width tables of the assembly levels. Each starts as a copy of the
// generated genericTable and takes from the level's asm.Table every kernel
// that level has in assembly; the rest stay pure Go.

// levelTable returns the width kernels of assembly level t.
func levelTable(t *asm.Table) *widthTable {
	k := *genericTable
	k.level = t.Level().String()
	k.filter32 = t.Filter32
	k.filter64 = t.Filter64
	return &k
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
