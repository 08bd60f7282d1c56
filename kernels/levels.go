package kernels

import "github.com/quiver-go/quiver/kernels/asm"

// The width tables of the assembly levels. Each starts as a copy of the
// generated genericTable and takes from the level's asm.Table every kernel
// that level has in assembly; the rest stay pure Go.

// levelTable returns the width kernels of assembly level t.
func levelTable(t *asm.Table) *widthTable {
	k := *genericTable
	k.level = t.Level().String()
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
	useCmp(&k.cmpInt8, t.CmpInt8())
	useCmp(&k.cmpInt16, t.CmpInt16())
	useCmp(&k.cmpUint8, t.CmpUint8())
	useCmp(&k.cmpUint16, t.CmpUint16())
	useCmp(&k.cmpInt32, t.CmpInt32())
	useCmp(&k.cmpInt64, t.CmpInt64())
	useCmp(&k.cmpUint32, t.CmpUint32())
	useCmp(&k.cmpUint64, t.CmpUint64())
	useCmp(&k.cmpFloat32, t.CmpFloat32())
	useCmp(&k.cmpFloat64, t.CmpFloat64())
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
