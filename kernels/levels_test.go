package kernels

import (
	"strings"
	"testing"

	"github.com/quiver-go/quiver/kernels/asm"
)

// TestCmpOpOrder checks that the engine's compare slots are numbered as
// this package's operators: at every level, slot op of the int32 kernels
// must compute op on values that tell the six operators apart.
func TestCmpOpOrder(t *testing.T) {
	if n := len(asm.CmpKernels[int32]{}.AA); n != int(numCmpOps) {
		t.Fatalf("asm has %d operator slots, kernels %d", n, numCmpOps)
	}
	a, b := make([]int32, 64), make([]int32, 64)
	for i := range a {
		a[i], b[i] = int32(i%3), 1 // less, equal, greater in turn
	}
	holds := [numCmpOps]func(x, y int32) bool{
		opEq: func(x, y int32) bool { return x == y }, opNe: func(x, y int32) bool { return x != y },
		opLt: func(x, y int32) bool { return x < y }, opLe: func(x, y int32) bool { return x <= y },
		opGt: func(x, y int32) bool { return x > y }, opGe: func(x, y int32) bool { return x >= y },
	}
	for _, k := range availableTables() {
		for op := range numCmpOps {
			var want uint64
			for i := range a {
				if holds[op](a[i], b[i]) {
					want |= 1 << i
				}
			}
			got := make([]uint64, 1)
			k.CmpInt32().AA[op](got, a, b)
			if got[0] != want {
				t.Errorf("%v: AA slot %v computes %#x, want %#x", k.Level(), op, got[0], want)
			}
			k.CmpInt32().AS[op](got, a, 1)
			if got[0] != want {
				t.Errorf("%v: AS slot %v computes %#x, want %#x", k.Level(), op, got[0], want)
			}
		}
	}
}

// TestLevels checks kernels' levels against the engine's: ISA is among
// Levels, every available level has its engine table, and defaultTable is
// the active one, so bitmaps, unpacking and the width kernels of one call
// run at one level.
func TestLevels(t *testing.T) {
	for l, name := range map[Level]string{Generic: "generic", AVX2: "avx2", AVX512: "avx512", NEON: "neon"} {
		if l.String() != name {
			t.Errorf("level %d is called %q, want %q", uint8(l), l, name)
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
		if k := l.Table(); k == nil || k.Level() != l {
			t.Errorf("level %v: its engine table is missing or of another level", l)
		}
	}
	if !found {
		t.Errorf("ISA() = %v is not among Levels() = %v", ISA(), ls)
	}
	if defaultTable != asm.ActiveTable() || defaultTable.Level() != asm.Active() {
		t.Errorf("defaultTable runs the engine at %v, asm.Active() is %v", defaultTable.Level(), asm.Active())
	}
}

// TestISASetting checks that QUIVER_ISA is either honoured (the kernels run
// at the level it names) or refused with an error, never ignored silently.
func TestISASetting(t *testing.T) {
	req, err := ISASetting()
	switch {
	case req == "" && err != nil:
		t.Errorf("no QUIVER_ISA, yet error %v", err)
	case req != "" && err == nil && ISA().String() != strings.ToLower(strings.TrimSpace(req)) && defaultTable.Name() != strings.ToLower(strings.TrimSpace(req)):
		t.Errorf("QUIVER_ISA=%q accepted, yet the kernels run at %v (%s)", req, ISA(), defaultTable.Name())
	}
}
