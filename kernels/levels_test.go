package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// TestCmpOpOrder checks that package asm numbers the operators as the
// kernel tables do, since levelTable copies them by index.
func TestCmpOpOrder(t *testing.T) {
	want := map[cmpOp]asm.CmpOp{opEq: asm.Eq, opNe: asm.Ne, opLt: asm.Lt, opLe: asm.Le, opGt: asm.Gt, opGe: asm.Ge}
	for op, a := range want {
		if int(op) != int(a) {
			t.Errorf("%v is %d here and %d in asm", op, op, a)
		}
	}
	if int(numCmpOps) != int(asm.NumCmpOps) {
		t.Errorf("numCmpOps %d, asm.NumCmpOps %d", numCmpOps, asm.NumCmpOps)
	}
}

// TestLevels checks kernels' Level against the engine's: every engine level
// has one of the same name, ISA is among Levels, and every available level's
// table carries that level's engine table, so bitmaps, unpacking and the
// width kernels of one call run at one level.
func TestLevels(t *testing.T) {
	if got := len(asm.AllLevels()); got != int(numLevels) {
		t.Fatalf("asm has %d levels, kernels %d", got, numLevels)
	}
	for _, a := range asm.AllLevels() {
		if l := levelOf(a); l.String() != a.String() {
			t.Errorf("engine level %v is %v here", a, l)
		}
	}
	if s := Level(99).String(); s != "Level(99)" {
		t.Errorf("Level(99).String() = %q", s)
	}
	ls := Levels()
	if len(ls) == 0 || ls[0] != Generic {
		t.Fatalf("Levels() = %v, want generic first", ls)
	}
	found := false
	for _, l := range ls {
		found = found || l == ISA()
		k := tables[asmLevels[l]]
		if k == nil || k.level != l.String() || k.isa == nil || k.isa.Level() != asmLevels[l] {
			t.Errorf("level %v: its width table is missing or does not carry its engine table", l)
		}
	}
	if !found {
		t.Errorf("ISA() = %v is not among Levels() = %v", ISA(), ls)
	}
	if defaultTable.isa.Level() != asm.Active() {
		t.Errorf("defaultTable runs the engine at %v, asm.Active() is %v", defaultTable.isa.Level(), asm.Active())
	}
}
