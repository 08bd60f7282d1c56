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
