package kernels

import (
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// TestCmpOpOrder checks that package asm numbers the operators as the
// kernel tables do, since levelTable copies them by index: at every level,
// each assembly compare kernel in slot op must agree with the pure-Go kernel
// of that slot on values that tell the six operators apart.
func TestCmpOpOrder(t *testing.T) {
	if n := len(asm.CmpKernels[int32]{}.AA); n != int(numCmpOps) {
		t.Fatalf("asm has %d operator slots, kernels %d", n, numCmpOps)
	}
	a, b := make([]int32, 64), make([]int32, 64)
	for i := range a {
		a[i], b[i] = int32(i%3), 1 // less, equal, greater in turn
	}
	for _, l := range asm.Levels() {
		c := asm.Cmp[int32](l.Table())
		for op := range numCmpOps {
			want, got := make([]uint64, 1), make([]uint64, 1)
			genericTable.cmpInt32.aa[op](want, a, b)
			if f := c.AA[op]; f != nil {
				f(got, a, b)
				if got[0] != want[0] {
					t.Errorf("%v: asm slot %d computes %#x, kernels' %v %#x", l, op, got[0], op, want[0])
				}
			}
			if f := c.AS[op]; f != nil {
				genericTable.cmpInt32.as[op](want, a, 1)
				f(got, a, 1)
				if got[0] != want[0] {
					t.Errorf("%v: asm AS slot %d computes %#x, kernels' %v %#x", l, op, got[0], op, want[0])
				}
			}
		}
	}
}

// TestLevels checks kernels' Level against the engine's: each maps to the
// engine level of the same name (Levels panics on an engine level without
// one), ISA is among Levels, and every available level's
// table carries that level's engine table, so bitmaps, unpacking and the
// width kernels of one call run at one level.
func TestLevels(t *testing.T) {
	for l := Generic; l < numLevels; l++ {
		if a := asmLevels[l]; levelOf(a) != l || a.String() != l.String() {
			t.Errorf("level %v maps to engine level %v", l, a)
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
