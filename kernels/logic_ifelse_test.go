package kernels

import (
	"fmt"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// slotFrom says where slot i of an expected result comes from: an array
// and a slot, or nowhere (null).
type slotFrom struct {
	a arrays.Array
	i int
}

func checkSlots(t *testing.T, what string, got arrays.Array, n int, want func(i int) slotFrom) {
	t.Helper()
	if got.Len() != n {
		t.Fatalf("%s: %d slots, want %d", what, got.Len(), n)
	}
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: invalid result: %v", what, err)
	}
	for i := range n {
		w := want(i)
		if w.a == nil || refNull(w.a, w.i) {
			if !refNull(got, i) {
				t.Fatalf("%s: slot %d is %s, want null", what, i, got.ValueString(i))
			}
			continue
		}
		if !arrays.SliceEqual(got, i, i+1, w.a, w.i, w.i+1, arrays.EqualNaN(true)) {
			t.Fatalf("%s: slot %d is %s, want %s", what, i, got.ValueString(i), w.a.ValueString(w.i))
		}
	}
}

func TestIfElse(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range kernelTestTypes() {
			for _, n := range []int{0, 1, 64, 65, 300} {
				g := newGen(uint64(ti*1000+n), ti%2 == 0)
				a, b := g.array(typ, n, 0.2), g.array(typ, n, 0.2)
				cond := randBool(uint64(n+ti), n, ti%8, 0.1)
				what := fmt.Sprintf("%s n=%d", typ, n)
				got, err := IfElse(cond, a, b, lv)
				if err != nil {
					t.Fatalf("%s: %v", what, err)
				}
				pick := func(i int, x, y slotFrom) slotFrom {
					switch triAt(cond, i) {
					case tru:
						return x
					case fls:
						return y
					}
					return slotFrom{}
				}
				checkSlots(t, what, got, n, func(i int) slotFrom { return pick(i, slotFrom{a, i}, slotFrom{b, i}) })
				// scalar branches, where the type has scalars
				if n > 0 {
					if s, err := ScalarAt(a, 0); err == nil && !arrays.TypeEqual(s.DataType(), typ) {
						// dictionary and run-end encoded slots are scalars of the value type
						if _, err := IfElse(cond, b, s, lv); err == nil {
							t.Fatalf("%s: a %s scalar branch accepted", what, s.DataType())
						}
					} else if err == nil {
						got, err := IfElse(cond, b, s, lv)
						if err != nil {
							t.Fatalf("%s scalar else: %v", what, err)
						}
						checkSlots(t, what+" scalar else", got, n, func(i int) slotFrom { return pick(i, slotFrom{b, i}, slotFrom{a, 0}) })
						got, err = IfElse(cond, s, b, lv)
						if err != nil {
							t.Fatalf("%s scalar then: %v", what, err)
						}
						checkSlots(t, what+" scalar then", got, n, func(i int) slotFrom { return pick(i, slotFrom{a, 0}, slotFrom{b, i}) })
						got, err = IfElse(cond, s, s, lv)
						if err != nil {
							t.Fatalf("%s two scalars: %v", what, err)
						}
						checkSlots(t, what+" two scalars", got, n, func(i int) slotFrom { return pick(i, slotFrom{a, 0}, slotFrom{a, 0}) })
					}
				}
				// FillNull with an array and with a scalar
				f, err := FillNull(a, b, lv)
				if err != nil {
					t.Fatalf("%s fill: %v", what, err)
				}
				checkSlots(t, what+" fill_null", f, n, func(i int) slotFrom {
					if refNull(a, i) {
						return slotFrom{b, i}
					}
					return slotFrom{a, i}
				})
				if n > 0 {
					if s, err := ScalarAt(b, n-1); err == nil && arrays.TypeEqual(s.DataType(), typ) {
						f, err := FillNull(a, s, lv)
						if err != nil {
							t.Fatalf("%s fill scalar: %v", what, err)
						}
						checkSlots(t, what+" fill_null scalar", f, n, func(i int) slotFrom {
							if refNull(a, i) {
								return slotFrom{b, n - 1}
							}
							return slotFrom{a, i}
						})
					}
				}
			}
		}
	})
	a := newGen(1, false).array(arrays.Int64Type{}, 10, 0)
	s := newGen(2, false).array(arrays.Utf8Type{}, 10, 0)
	if _, err := IfElse(randBool(1, 10, 0, 0), a, s); err == nil {
		t.Error("branches of different types accepted")
	}
	if _, err := IfElse(randBool(1, 9, 0, 0), a, a); err == nil {
		t.Error("a cond of the wrong length accepted")
	}
	if _, err := FillNull(a, Utf8Scalar("x")); err == nil {
		t.Error("a fill of the wrong type accepted")
	}
}

// FuzzIfElse blends random arrays of every type by a random condition.
func FuzzIfElse(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint16(100), uint8(2))
	f.Add(uint64(2), uint8(30), uint16(64), uint8(7))
	types := kernelTestTypes()
	f.Fuzz(func(t *testing.T, seed uint64, ti uint8, size uint16, off uint8) {
		typ := types[int(ti)%len(types)]
		n := int(size) % 500
		g := newGen(seed, seed&1 == 0)
		a, b := g.array(typ, n, float64(seed>>4&3)/4), g.array(typ, n, 0.3)
		cond := randBool(seed, n, int(off%8), float64(seed>>8&3)/4)
		for _, k := range availableTables() {
			got, err := IfElse(cond, a, b, atLevel{k})
			if err != nil {
				t.Fatal(err)
			}
			checkSlots(t, fmt.Sprintf("isa=%s %s", k.Level(), typ), got, n, func(i int) slotFrom {
				switch triAt(cond, i) {
				case tru:
					return slotFrom{a, i}
				case fls:
					return slotFrom{b, i}
				}
				return slotFrom{}
			})
		}
	})
}
