package kernels

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/quiver-go/quiver/arrays"
)

// tri is a three-valued logic value: false, true or null.
type tri int8

const (
	fls tri = iota
	tru
	nul
)

// kleeneTable spells out SQL's three-valued AND and OR, by (left, right).
var kleeneTable = map[string][3][3]tri{
	//                  right: false          true           null
	"and_kleene": {fls: {fls, fls, fls}, tru: {fls, tru, nul}, nul: {fls, nul, nul}},
	"or_kleene":  {fls: {fls, tru, nul}, tru: {tru, tru, tru}, nul: {nul, tru, nul}},
	// a AND NOT b
	"and_not_kleene": {fls: {fls, fls, fls}, tru: {tru, fls, nul}, nul: {nul, fls, nul}},
}

// refLogic is the slot-by-slot reference of every operator.
func refLogic(op logicOp, a, b tri) tri {
	if t, ok := kleeneTable[op.String()]; ok {
		return t[a][b]
	}
	if a == nul || b == nul {
		return nul
	}
	x, y := a == tru, b == tru
	var r bool
	switch op {
	case opAnd:
		r = x && y
	case opOr:
		r = x || y
	case opXor:
		r = x != y
	case opAndNot:
		r = x && !y
	}
	if r {
		return tru
	}
	return fls
}

var logicFuncs = map[logicOp]func(Datum, Datum, ...Option) (*arrays.Boolean, error){
	opAnd: And, opOr: Or, opXor: Xor, opAndNot: AndNot,
	opAndKleene: AndKleene, opOrKleene: OrKleene, opAndNotKleene: AndNotKleene,
}

// triAt reads slot i of a Boolean array.
func triAt(b *arrays.Boolean, i int) tri {
	if b.IsNull(i) {
		return nul
	}
	if b.Value(i) {
		return tru
	}
	return fls
}

// randBool returns a Boolean of n slots, nulls with probability p, sliced
// at offset off.
func randBool(seed uint64, n, off int, p float64) *arrays.Boolean {
	g := newGen(seed, false)
	vals := randBitmap(g.r, n+off, 0.5)
	var valid []byte
	if p > 0 {
		valid = randBitmap(g.r, n+off, 1-p)
	}
	d := arrays.NewData(arrays.BoolType{}, n+off, [][]byte{pad(valid), pad(vals)}, nil, arrays.UnknownNullCount, 0)
	return arrays.MakeArray(d.Slice(off, n+off)).(*arrays.Boolean)
}

// pad copies b into a padded buffer (nil stays nil).
func pad(b []byte) []byte {
	if b == nil {
		return nil
	}
	p := arrays.AllocBuffer(len(b))
	copy(p, b)
	return p
}

func TestKleeneTruthTables(t *testing.T) {
	// every (left, right) pair once: 3x3 slots
	mk := func(ts []tri) *arrays.Boolean {
		b := arrays.NewBooleanBuilder()
		for _, x := range ts {
			if x == nul {
				b.AppendNull()
			} else {
				b.Append(x == tru)
			}
		}
		return b.NewBooleanArray()
	}
	var ls, rs []tri
	for _, l := range []tri{fls, tru, nul} {
		for _, r := range []tri{fls, tru, nul} {
			ls, rs = append(ls, l), append(rs, r)
		}
	}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for op, f := range logicFuncs {
			got, err := f(mk(ls), mk(rs), lv)
			if err != nil {
				t.Fatal(err)
			}
			for i := range ls {
				if g, w := triAt(got, i), refLogic(op, ls[i], rs[i]); g != w {
					t.Errorf("%s(%d, %d) = %d, want %d", op, ls[i], rs[i], g, w)
				}
			}
		}
	})
}

func TestLogicRandom(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		seed := uint64(1)
		for _, n := range []int{0, 1, 31, 32, 33, 63, 64, 65, 127, 128, 129, 700, 4099} {
			for _, p := range []float64{0, 0.1, 0.5, 1} {
				for offA := range 8 {
					offB := (offA * 3) % 8
					seed++
					a, b := randBool(seed, n, offA, p), randBool(seed*7, n, offB, p/2)
					for op, f := range logicFuncs {
						got, err := f(a, b, lv)
						if err != nil {
							t.Fatal(err)
						}
						checkLogic(t, fmt.Sprintf("%s n=%d p=%v off=%d,%d", op, n, p, offA, offB), got, n, func(i int) tri { return refLogic(op, triAt(a, i), triAt(b, i)) })
						// scalars on either side
						for _, s := range []*Scalar{BoolScalar(true), BoolScalar(false), NullScalar(arrays.BoolType{})} {
							st := nul
							if s.IsValid() {
								st = fls
								if s.fixed[0] != 0 {
									st = tru
								}
							}
							got, err := f(a, s, lv)
							if err != nil {
								t.Fatal(err)
							}
							checkLogic(t, fmt.Sprintf("%s(a, %v) n=%d", op, s, n), got, n, func(i int) tri { return refLogic(op, triAt(a, i), st) })
							got, err = f(s, b, lv)
							if err != nil {
								t.Fatal(err)
							}
							checkLogic(t, fmt.Sprintf("%s(%v, b) n=%d", op, s, n), got, n, func(i int) tri { return refLogic(op, st, triAt(b, i)) })
						}
					}
					got, err := Not(a, lv)
					if err != nil {
						t.Fatal(err)
					}
					checkLogic(t, fmt.Sprintf("not n=%d", n), got, n, func(i int) tri {
						return [3]tri{tru, fls, nul}[triAt(a, i)]
					})
				}
			}
		}
	})
}

func checkLogic(t *testing.T, what string, got *arrays.Boolean, n int, want func(i int) tri) {
	t.Helper()
	if got.Len() != n {
		t.Fatalf("%s: %d slots, want %d", what, got.Len(), n)
	}
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for i := range n {
		if g, w := triAt(got, i), want(i); g != w {
			t.Fatalf("%s: slot %d = %d, want %d", what, i, g, w)
		}
	}
}

func TestLogicErrors(t *testing.T) {
	a := randBool(1, 10, 0, 0)
	ints := newGen(1, false).array(arrays.Int32Type{}, 10, 0)
	if _, err := And(a, ints); !errors.Is(err, ErrWrongType) {
		t.Errorf("and with int32: %v", err)
	}
	if _, err := Or(a, Int32Scalar(1)); !errors.Is(err, ErrWrongType) {
		t.Errorf("or with an int32 scalar: %v", err)
	}
	if _, err := Xor(a, randBool(2, 11, 0, 0)); err == nil {
		t.Error("length mismatch accepted")
	}
	if _, err := AndKleene(BoolScalar(true), BoolScalar(false)); err == nil {
		t.Error("two scalars accepted")
	}
	if _, err := And(nil, a); err == nil {
		t.Error("nil operand accepted")
	}
	if _, err := Not(nil); err == nil {
		t.Error("nil Not accepted")
	}
	if _, err := IsNaN(ints); !errors.Is(err, ErrWrongType) {
		t.Errorf("IsNaN of int32: %v", err)
	}
}

func TestNullTests(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for ti, typ := range kernelTestTypes() {
			for _, p := range []float64{0, 0.1, 0.5, 1} {
				a := newGen(uint64(ti)*10+uint64(p*10), ti%2 == 0).array(typ, 150, p)
				isNull, err := IsNull(a, lv)
				if err != nil {
					t.Fatalf("%s: %v", typ, err)
				}
				isValid, err := IsValid(a, lv)
				if err != nil {
					t.Fatalf("%s: %v", typ, err)
				}
				for _, r := range []*arrays.Boolean{isNull, isValid} {
					if r.NullN() != 0 || arrays.ValidateFull(r) != nil {
						t.Fatalf("%s: null test result has nulls or is invalid", typ)
					}
				}
				for i := range a.Len() {
					if null := refNull(a, i); isNull.Value(i) != null || isValid.Value(i) == null {
						t.Fatalf("%s p=%v slot %d: IsNull %v IsValid %v, logically null=%v", typ, p, i, isNull.Value(i), isValid.Value(i), null)
					}
				}
			}
		}
	})
}

func TestIsNaN(t *testing.T) {
	vals := []float64{0, math.NaN(), math.Inf(1), math.Copysign(0, -1), -math.NaN(), 1.5, math.Inf(-1)}
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		for _, n := range []int{7, 64, 130} {
			b16, b32, b64 := arrays.NewFloat16Builder(), arrays.NewFloat32Builder(), arrays.NewFloat64Builder()
			for i := range n {
				v := vals[i%len(vals)]
				if i%5 == 4 {
					b16.AppendNull()
					b32.AppendNull()
					b64.AppendNull()
					continue
				}
				b16.Append(arrays.HalfFromFloat32(float32(v)))
				b32.Append(float32(v))
				b64.Append(v)
			}
			for _, a := range []arrays.Array{b16.NewArray(), b32.NewArray(), b64.NewArray()} {
				got, err := IsNaN(a, lv)
				if err != nil {
					t.Fatal(err)
				}
				for i := range n {
					if a.IsNull(i) != got.IsNull(i) {
						t.Fatalf("%s slot %d: null %v, want %v", a.DataType(), i, got.IsNull(i), a.IsNull(i))
					}
					if !a.IsNull(i) && got.Value(i) != math.IsNaN(vals[i%len(vals)]) {
						t.Fatalf("%s slot %d: IsNaN %v", a.DataType(), i, got.Value(i))
					}
				}
			}
		}
	})
	if _, err := IsNaN(newGen(1, false).array(arrays.Int32Type{}, 3, 0)); !errors.Is(err, ErrWrongType) {
		t.Errorf("IsNaN of int32: %v, want ErrWrongType", err)
	}
}

// FuzzLogic combines random Boolean arrays (values, nulls and offsets from
// the fuzzer) with every operator at every level against the reference.
func FuzzLogic(f *testing.F) {
	f.Add(uint64(1), uint16(100), uint8(3), uint8(5), uint8(2))
	f.Add(uint64(2), uint16(64), uint8(0), uint8(0), uint8(9))
	f.Add(uint64(3), uint16(1), uint8(7), uint8(1), uint8(4))
	f.Fuzz(func(t *testing.T, seed uint64, size uint16, offA, offB, nullP uint8) {
		n := int(size) % 2000
		p := float64(nullP%5) / 4
		a, b := randBool(seed, n, int(offA%8), p), randBool(seed^0xabcdef, n, int(offB%8), p/2)
		for _, k := range availableTables() {
			lv := atLevel{k}
			for op, fn := range logicFuncs {
				got, err := fn(a, b, lv)
				if err != nil {
					t.Fatal(err)
				}
				checkLogic(t, fmt.Sprintf("isa=%s %s", k.Level(), op), got, n, func(i int) tri { return refLogic(op, triAt(a, i), triAt(b, i)) })
			}
		}
	})
}

// The branch-free masks give every operator's word exactly as the
// switch of logicOp.word spells it, on random words.
func TestLogicMasks(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for op := opAnd; op <= opAndNotKleene; op++ {
		m := op.masks()
		for range 1000 {
			xa, va, xb, vb := r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()
			wx, wv := op.word(xa, va, xb, vb)
			if x, v := m.apply(xa, va, xb, vb); x != wx || v != wv {
				t.Fatalf("%s: masks give %x, %x; word gives %x, %x", op, x, v, wx, wv)
			}
		}
	}
}

// TestLogicOneSidedNulls covers the operators and Not where only one
// operand has nulls, at offsets that start on a byte (the null-propagating
// operators' and Not's result shares that operand's validity bitmap, and
// its owner) and offsets that do not (a copy), sequentially and on
// several goroutines.
func TestLogicOneSidedNulls(t *testing.T) {
	forEachLevelTable(t, func(t *testing.T, lv Option) {
		owner := new(int)
		for _, n := range []int{0, 1, 63, 64, 65, 700, morselSlots + 17} {
			for _, off := range []int{0, 3, 8, 16, 21} {
				withNulls := randBool(uint64(n+off), n, off, 0.3)
				withNulls.Data().WithOwner(owner)
				noNulls := randBool(uint64(n*3+off), n, (off*5)%8, 0)
				check := func(what string, kleene bool, got *arrays.Boolean, want func(i int) tri) {
					t.Helper()
					checkLogic(t, fmt.Sprintf("%s n=%d off=%d", what, n, off), got, n, want)
					v := got.Data().Validity()
					if withNulls.NullN() == 0 || kleene {
						return
					}
					shares := off%8 == 0
					src := withNulls.Data().Validity()[off/8:]
					if same := len(v) > 0 && &v[0] == &src[0]; same != shares {
						t.Fatalf("%s n=%d off=%d: validity shared %v, want %v", what, n, off, same, shares)
					}
					if shares && got.Data().Owner() != owner {
						t.Fatalf("%s n=%d off=%d: a result sharing a bitmap lost its owner", what, n, off)
					}
				}
				for _, p := range []Option{lv, Parallel(3)} {
					for op, f := range logicFuncs {
						got, err := f(withNulls, noNulls, lv, p)
						if err != nil {
							t.Fatal(err)
						}
						kleene := op != op.plain()
						check(op.String()+"(nulls, none)", kleene, got, func(i int) tri { return refLogic(op, triAt(withNulls, i), triAt(noNulls, i)) })
						got, err = f(noNulls, withNulls, lv, p)
						if err != nil {
							t.Fatal(err)
						}
						check(op.String()+"(none, nulls)", kleene, got, func(i int) tri { return refLogic(op, triAt(noNulls, i), triAt(withNulls, i)) })
					}
					got, err := Not(withNulls, lv, p)
					if err != nil {
						t.Fatal(err)
					}
					check("not", false, got, func(i int) tri { return [3]tri{tru, fls, nul}[triAt(withNulls, i)] })
				}
			}
		}
	})
}
