package kernels

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// binaryLayoutData builds a binary-like array of n values whose lengths
// are drawn from lens (empty values, values around the 32-byte moves and
// the 128-byte run limit of filterBinaryRuns, long ones), valid with
// probability 1-p. With a guard the data buffer ends where an
// inaccessible page starts (see hybridGuard): no capacity past its length,
// and a read past it faults.
func binaryLayoutData(g *gen, t arrays.DataType, n int, lens []int, p float64, guard func(size int) *hybridGuard) *arrays.Data {
	large := t.ID() == arrays.LARGE_BINARY || t.ID() == arrays.LARGE_UTF8
	lead := g.r.IntN(3)
	data := []byte(strings.Repeat("-", lead))
	offs := []int64{int64(lead)}
	for i := range n {
		l := lens[g.r.IntN(len(lens))]
		for k := range l {
			data = append(data, byte('a'+(i+k)%26))
		}
		offs = append(offs, int64(len(data)))
	}
	var db []byte
	if guard != nil {
		db = guard(len(data)).Place(data)
	} else {
		db = arrays.AllocBuffer(len(data))
		copy(db, data)
	}
	var ob []byte
	if large {
		ob = arrays.AllocBuffer(8 * (n + 1))
		copy(viewAs[int64](ob, n+1), offs)
	} else {
		ob = arrays.AllocBuffer(4 * (n + 1))
		o := viewAs[int32](ob, n+1)
		for i, x := range offs {
			o[i] = int32(x)
		}
	}
	return arrays.NewData(t, n, [][]byte{g.validity(n, p), ob, db}, nil, arrays.UnknownNullCount, 0)
}

// TestFilterBinaryRuns covers filterBinary's run copies: binary, utf8 and
// their large forms; empty, short, 32-byte-boundary and long values;
// values and masks sliced at offsets 0..7; nulls; masks of every density
// and of long runs; data buffers with spare capacity and without, ending
// at a guard page.
func TestFilterBinaryRuns(t *testing.T) {
	lenSets := []struct {
		name string
		lens []int
	}{
		{"empty", []int{0}},
		{"short", []int{0, 1, 2, 5, 7, 8, 9, 12}},
		{"boundary", []int{0, 15, 16, 17, 31, 32, 33, 63, 64, 65}},
		{"long", []int{0, 3, 100, 127, 128, 129, 200, 1000}},
	}
	types := []arrays.DataType{arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{}}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(11, false)
		for _, typ := range types {
			for _, ls := range lenSets {
				name, lens := ls.name, ls.lens
				for _, n := range []int{0, 1, 5, 63, 64, 65, 130, 700} {
					for _, exact := range []bool{false, true} {
						var guard func(int) *hybridGuard
						if exact {
							guard = func(size int) *hybridGuard { return newHybridGuard(t, size) }
						}
						base := binaryLayoutData(g, typ, n+8, lens, []float64{0, 0.3}[g.r.IntN(2)], guard)
						for off := range 8 {
							src := arrays.MakeArray(base.Slice(off, off+n))
							for _, sel := range []float64{0, 0.03, 0.5, 0.9, 1, -1} {
								var mask *arrays.Boolean
								if sel < 0 { // long runs of kept and dropped slots
									mask = runMask(g, n, 6)
								} else {
									mask = g.mask(n, sel, []float64{0, 0.2}[g.r.IntN(2)])
								}
								mode := NullSelection(g.r.IntN(2))
								what := fmt.Sprintf("%s %s n=%d exact=%v off=%d sel=%v mode=%s", typ, name, n, exact, off, sel, mode)
								c := newConfig([]Option{mode})
								d, err := filterArray(k, &c, src, mask)
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								checkGathered(t, what, arrays.MakeArray(d), src, filterRef(mask, mode))
							}
						}
					}
				}
			}
		}
	})
}

// runMask is a mask of n slots made of alternating runs with the given
// mean length, sliced at a random offset.
func runMask(g *gen, n int, mean float64) *arrays.Boolean {
	off := g.r.IntN(8)
	v := runBitmap(g.r, n+off, mean)
	b := arrays.AllocBuffer(len(v))
	copy(b, v)
	d := arrays.NewData(arrays.BoolType{}, n+off, [][]byte{nil, b}, nil, 0, 0)
	return arrays.MakeArray(d.Slice(off, off+n)).(*arrays.Boolean)
}

// TestFilterBinaryOffsetsOutOfRange breaks one middle offset so that a
// run reaches past the data (or starts before it) while the first and
// last offsets, which the O(1) check sees, stay sound: Filter must report
// ErrMalformedArray, never panic or read outside the data.
func TestFilterBinaryOffsetsOutOfRange(t *testing.T) {
	for _, typ := range []arrays.DataType{arrays.Utf8Type{}, arrays.LargeBinaryType{}} {
		for _, bad := range []int64{-5, 1 << 20, 40} {
			g := newGen(3, false)
			d := binaryLayoutData(g, typ, 64, []int{4}, 0, func(size int) *hybridGuard { return newHybridGuard(t, size) })
			if typ.ID() == arrays.LARGE_BINARY {
				viewAs[int64](d.Buffers[1], 65)[1] = bad
			} else {
				viewAs[int32](d.Buffers[1], 65)[1] = int32(bad)
			}
			a := arrays.MakeArray(d)
			// keep slot 0 alone (its run ends at the bad offset) and slot 1
			// (a run starting at it)
			for _, keep := range [][]bool{{true}, {false, true}, {true, false, true}} {
				vals := make([]bool, 64)
				copy(vals, keep)
				mb := arrays.NewBooleanBuilder()
				mb.AppendValues(vals, nil)
				mask := mb.NewBooleanArray()
				for _, k := range availableTables() {
					what := fmt.Sprintf("%s bad=%d keep=%v isa=%s", typ, bad, keep, k.Name())
					var got arrays.Array
					var err error
					mustNotPanic(t, what, func() { got, err = Filter(a, mask, atLevel{k}) })
					if err == nil {
						// a broken offset the kept runs do not reach may pass;
						// what comes out must then be sound
						if verr := arrays.ValidateFull(got); verr != nil {
							t.Errorf("%s: no error, and the result is invalid: %v", what, verr)
						}
						continue
					}
					if !errors.Is(err, ErrMalformedArray) {
						t.Errorf("%s: %v, want ErrMalformedArray", what, err)
					}
				}
			}
		}
	}
}

// TestTakeBinaryLayouts covers takeBinary's inline 32-byte moves the same
// way: binary, utf8 and their large forms, empty to long values, slices at
// offsets 0..7, nulls in values and indices, random and sorted indices,
// data ending at a guard page.
func TestTakeBinaryLayouts(t *testing.T) {
	lenSets := [][]int{{0}, {0, 1, 5, 8, 12}, {0, 31, 32, 33, 64}, {0, 3, 100, 300}}
	types := []arrays.DataType{arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{}}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(23, false)
		for _, typ := range types {
			for li, lens := range lenSets {
				for _, n := range []int{1, 9, 64, 65, 300} {
					base := binaryLayoutData(g, typ, n+8, lens, []float64{0, 0.3}[g.r.IntN(2)],
						func(size int) *hybridGuard { return newHybridGuard(t, size) })
					for off := range 8 {
						src := arrays.MakeArray(base.Slice(off, off+n))
						for _, order := range []string{"random", "sorted"} {
							idx, from := g.indices(arrays.Int32Type{}, n+g.r.IntN(9), n, order, []float64{0, 0.2}[g.r.IntN(2)])
							c := newConfig(nil)
							d, err := takeArray(k, &c, src, idx)
							what := fmt.Sprintf("%s lens#%d n=%d off=%d %s", typ, li, n, off, order)
							if err != nil {
								t.Fatalf("%s: %v", what, err)
							}
							checkGathered(t, what, arrays.MakeArray(d), src, from)
						}
					}
				}
			}
		}
	})
}

// TestFilterBinaryTinyData filters every mask of 6 values over data of
// 0..40 bytes ending at a guard page, values empty or short and the first
// starting at byte 0: the 32-byte moves must not read past a buffer under
// 32 bytes, not even for an empty value.
func TestFilterBinaryTinyData(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for size := range 41 {
			for _, typ := range []arrays.DataType{arrays.Utf8Type{}, arrays.LargeBinaryType{}} {
				offs := []int64{0, 0, 0, int64(min(1, size)), int64(min(3, size)), int64(max(min(3, size), size/2)), int64(size)}
				data := []byte(strings.Repeat("q", size))
				ob := arrays.AllocBuffer(8 * len(offs))
				if typ.ID() == arrays.LARGE_BINARY {
					copy(viewAs[int64](ob, len(offs)), offs)
				} else {
					o := viewAs[int32](ob, len(offs))
					for i, x := range offs {
						o[i] = int32(x)
					}
				}
				db := newHybridGuard(t, size).Place(data)
				src := arrays.MakeArray(arrays.NewData(typ, 6, [][]byte{nil, ob, db}, nil, 0, 0))
				for m := range 64 {
					vals := make([]bool, 6)
					for i := range vals {
						vals[i] = m>>i&1 != 0
					}
					mb := arrays.NewBooleanBuilder()
					mb.AppendValues(vals, nil)
					mask := mb.NewBooleanArray()
					c := newConfig(nil)
					d, err := filterArray(k, &c, src, mask)
					what := fmt.Sprintf("%s size=%d mask=%06b", typ, size, m)
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					checkGathered(t, what, arrays.MakeArray(d), src, filterRef(mask, Drop))
				}
			}
		}
	})
}

// TestFilterBinaryMorsels checks filterBinaryMorsels against the one-
// goroutine filter: values whose 32-byte moves would reach into the next
// morsel's bytes, masks of every density and of long runs, data ending at
// a guard page; and a middle offset broken in the second morsel, which
// must give ErrMalformedArray or the one-goroutine result (check.go: an
// array built from the bytes as read), never a panic.
func TestFilterBinaryMorsels(t *testing.T) {
	skipWhenEmulated(t)
	n := 3*morselSlots + 77
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(12, false)
		for _, typ := range []arrays.DataType{arrays.Utf8Type{}, arrays.LargeBinaryType{}} {
			for _, lens := range morselLens() {
				d := binaryLayoutData(g, typ, n+3, lens, 0.1, func(size int) *hybridGuard { return newHybridGuard(t, size) })
				a := arrays.MakeArray(d.Slice(3, n+3))
				sels := []float64{0.5, 0.97, 0.02, -1}
				if raceEnabled {
					sels = sels[:1]
				}
				for _, sel := range sels {
					mask := runMask(g, n, 40)
					if sel >= 0 {
						mask = g.mask(n, sel, 0.05)
					}
					what := fmt.Sprintf("%s lens=%v sel=%v", typ, lens, sel)
					want, err := Filter(a, mask, atLevel{k})
					if err != nil {
						t.Fatalf("%s: %v", what, err)
					}
					got, err := Filter(a, mask, atLevel{k}, Parallel(3))
					if err != nil {
						t.Fatalf("%s: in parallel: %v", what, err)
					}
					if diff := arrays.EqualDiff(got, want); diff != "" {
						t.Fatalf("%s: parallel filter differs: %s", what, diff)
					}
					if err := arrays.ValidateFull(got); err != nil {
						t.Fatalf("%s: %v", what, err)
					}
				}
			}
			for _, bad := range []int64{-5, 1 << 40, 7} {
				d := binaryLayoutData(g, typ, n, []int{4}, 0, func(size int) *hybridGuard { return newHybridGuard(t, size) })
				at := morselSlots + 100
				if typ.ID() == arrays.LARGE_BINARY {
					viewAs[int64](d.Buffers[1], n+1)[at] = bad
				} else {
					viewAs[int32](d.Buffers[1], n+1)[at] = int32(bad)
				}
				a := arrays.MakeArray(d)
				for _, sel := range []float64{0.5, 1} {
					mask := g.mask(n, sel, 0)
					what := fmt.Sprintf("%s bad=%d sel=%v", typ, bad, sel)
					var want, got arrays.Array
					var werr, err error
					mustNotPanic(t, what, func() { want, werr = Filter(a, mask, atLevel{k}) })
					mustNotPanic(t, what, func() { got, err = Filter(a, mask, atLevel{k}, Parallel(2)) })
					switch {
					case err != nil && !errors.Is(err, ErrMalformedArray):
						t.Errorf("%s: %v, want ErrMalformedArray", what, err)
					case err == nil && werr != nil:
						t.Errorf("%s: no error in parallel, %v on one goroutine", what, werr)
					case err == nil:
						// the contract for such input: the array built from the
						// bytes as read, the same on any number of goroutines
						gd, wd := got.Data(), want.Data()
						for b := 1; b < 3; b++ {
							if !bytes.Equal(gd.Buffers[b], wd.Buffers[b]) {
								t.Errorf("%s: buffer %d differs from the one-goroutine result", what, b)
							}
						}
					}
				}
			}
		}
	})
}

// TestTakeBinaryMorsels checks takeBinaryMorsels against the one-goroutine
// take: random and sorted indices with and without nulls, values whose
// 32-byte moves would reach into the next morsel's bytes, data ending at
// a guard page.
func TestTakeBinaryMorsels(t *testing.T) {
	skipWhenEmulated(t)
	n := 2*morselSlots + 77
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(13, false)
		for _, typ := range []arrays.DataType{arrays.BinaryType{}, arrays.LargeUtf8Type{}} {
			for _, lens := range morselLens() {
				d := binaryLayoutData(g, typ, n+3, lens, 0.1, func(size int) *hybridGuard { return newHybridGuard(t, size) })
				a := arrays.MakeArray(d.Slice(3, n+3))
				for _, order := range []string{"random", "sorted"} {
					for _, nullP := range []float64{0, 0.1} {
						idx, _ := g.indices(arrays.Int32Type{}, n, n, order, nullP)
						what := fmt.Sprintf("%s lens=%v %s nulls=%v", typ, lens, order, nullP)
						want, err := Take(a, idx, atLevel{k})
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						got, err := Take(a, idx, atLevel{k}, Parallel(3))
						if err != nil {
							t.Fatalf("%s: in parallel: %v", what, err)
						}
						if diff := arrays.EqualDiff(got, want); diff != "" {
							t.Fatalf("%s: parallel take differs: %s", what, diff)
						}
						if err := arrays.ValidateFull(got); err != nil {
							t.Fatalf("%s: %v", what, err)
						}
					}
				}
			}
		}
	})
}

// morselLens are the value lengths of the parallel binary tests: short
// values, values around the 32-byte moves, long ones (under the race
// detector only the second).
func morselLens() [][]int {
	if raceEnabled {
		return [][]int{{0, 15, 31, 33, 64}}
	}
	return [][]int{{0, 1, 5, 9}, {0, 15, 31, 33, 64}, {0, 3, 100, 129, 300}}
}
