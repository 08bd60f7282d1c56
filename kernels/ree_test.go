package kernels

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

var reeEndTypes = []arrays.DataType{arrays.Int16Type{}, arrays.Int32Type{}, arrays.Int64Type{}}

// drawRuns draws run lengths totalling total slots: "ones" (every run one
// slot), "short" (1..6), "mixed" (short with some runs of hundreds or
// thousands of slots) or "long".
func drawRuns(g *gen, total int, kind string) []int {
	var lens []int
	for left := total; left > 0; {
		l := 1
		switch kind {
		case "short":
			l = 1 + g.r.IntN(6)
		case "mixed":
			l = 1 + g.r.IntN(6)
			if g.r.IntN(8) == 0 {
				l = 60 + g.r.IntN(3000)
			}
		case "long":
			l = 200 + g.r.IntN(5000)
		}
		l = min(l, left)
		lens = append(lens, l)
		left -= l
	}
	return lens
}

// makeREE builds a run-end encoded array of the given run lengths over
// vals (one value per run, which may be a slice), with endsOff unused
// run ends in front of the real ones (the run-ends child at an offset).
func makeREE(ret arrays.DataType, lens []int, vals *arrays.Data, endsOff int) *arrays.Data {
	w := arrays.PrimitiveByteWidth(ret.ID())
	eb := arrays.AllocBuffer(w * (endsOff + len(lens)))
	for i := range endsOff {
		putWidth(eb[w*i:], w, uint64(i+1)) // junk the search must not see
	}
	total := 0
	for i, l := range lens {
		total += l
		putWidth(eb[w*(endsOff+i):], w, uint64(total))
	}
	re := arrays.NewData(ret, len(lens), [][]byte{nil, eb}, nil, 0, endsOff)
	t := arrays.RunEndEncodedOf(ret, vals.Type)
	return arrays.NewData(t, total, [][]byte{nil}, []*arrays.Data{re, vals}, 0, 0)
}

// refRuns is the reference physical index of every logical slot of the
// unsliced array: run k repeated lens[k] times.
func refRuns(lens []int) []int {
	var out []int
	for k, l := range lens {
		for range l {
			out = append(out, k)
		}
	}
	return out
}

// refDecode decodes with the arrays package's own accessors: slot i is
// the value at PhysicalIndex(i), appended by a builder.
func refDecode(t *testing.T, a *arrays.RunEndEncoded) arrays.Array {
	t.Helper()
	b, err := arrays.NewBuilder(a.Values().DataType())
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.Len() {
		if err := arrays.AppendFrom(b, a.Values(), a.PhysicalIndex(i)); err != nil {
			t.Fatal(err)
		}
	}
	return b.NewArray()
}

func asREE(d *arrays.Data) *arrays.RunEndEncoded { return arrays.MakeArray(d).(*arrays.RunEndEncoded) }

func TestREEFind(t *testing.T) {
	g := newGen(601, false)
	for _, ret := range reeEndTypes {
		for _, kind := range []string{"ones", "short", "mixed", "long"} {
			for _, total := range []int{0, 1, 5, 64, 65, 1000, 20000} {
				if ret.ID() == arrays.INT16 && total > math.MaxInt16 {
					continue
				}
				lens := drawRuns(g, total, kind)
				ref := refRuns(lens)
				for _, endsOff := range []int{0, 3} {
					vals := g.data(arrays.Int32Type{}, len(lens)+2, 0.2).Slice(2, len(lens)+2)
					full := makeREE(ret, lens, vals, endsOff)
					if err := arrays.ValidateDataFull(full); err != nil {
						t.Fatal(err)
					}
					for _, off := range sliceOffsets(total) {
						n := total - off
						if off > 0 && n > 0 {
							n = g.r.IntN(n + 1)
						}
						a := asREE(full.Slice(off, off+n))
						what := fmt.Sprintf("%s %s total=%d endsOff=%d slice [%d,%d)", ret, kind, total, endsOff, off, off+n)
						checkFind(t, what, g, a, ref[off:off+n])
					}
				}
			}
		}
	}
}

// sliceOffsets are the offsets an array of total slots is sliced at: 0..9
// and a few further in.
func sliceOffsets(total int) []int {
	var offs []int
	for o := 0; o <= min(total, 9); o++ {
		offs = append(offs, o)
	}
	for _, o := range []int{63, 64, 65, total / 2, total - 1} {
		if o > 9 && o < total {
			offs = append(offs, o)
		}
	}
	return offs
}

// checkFind checks REEFind on every slot and REEFindBatch on random and
// sorted lookups of both index widths against ref, the run of each slot.
func checkFind(t *testing.T, what string, g *gen, a *arrays.RunEndEncoded, ref []int) {
	t.Helper()
	n := a.Len()
	for i := range n {
		p, err := REEFind(a, i)
		if err != nil || p != ref[i] {
			t.Fatalf("%s: REEFind(%d) = %d, %v; want %d", what, i, p, err, ref[i])
		}
	}
	for _, bad := range []int{-1, n, n + 100} {
		if _, err := REEFind(a, bad); !errors.Is(err, ErrIndexOutOfRange) {
			t.Fatalf("%s: REEFind(%d): want ErrIndexOutOfRange, got %v", what, bad, err)
		}
	}
	if n == 0 {
		return
	}
	for _, cnt := range []int{1, 15, 16, 17, 40, 1000} {
		look := make([]int64, cnt)
		for j := range look {
			look[j] = int64(g.r.IntN(n))
		}
		for _, sorted := range []bool{false, true} {
			if sorted {
				slices.Sort(look)
			}
			dst := make([]int, cnt+1)
			if err := REEFindBatch(a, look, dst); err != nil {
				t.Fatalf("%s: REEFindBatch: %v", what, err)
			}
			l32 := make([]int32, cnt)
			for j, x := range look {
				l32[j] = int32(x)
			}
			dst32 := make([]int, cnt)
			if err := REEFindBatch(a, l32, dst32); err != nil {
				t.Fatalf("%s: REEFindBatch: %v", what, err)
			}
			for j, x := range look {
				if dst[j] != ref[x] || dst32[j] != ref[x] {
					t.Fatalf("%s: sorted=%v lookup %d of slot %d: %d (int64), %d (int32); want %d", what, sorted, j, x, dst[j], dst32[j], ref[x])
				}
			}
		}
	}
	// a sorted prefix, then any order
	look := make([]int32, 100)
	for j := range look {
		look[j] = int32(g.r.IntN(n))
	}
	slices.Sort(look[:1+g.r.IntN(99)])
	dst := make([]int, len(look))
	if err := REEFindBatch(a, look, dst); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	for j, x := range look {
		if dst[j] != ref[x] {
			t.Fatalf("%s: sorted prefix: lookup %d of slot %d: %d, want %d", what, j, x, dst[j], ref[x])
		}
	}
	// errors: an index out of range (reported by position), dst too short
	var ie *IndexError
	for _, bad := range [][]int64{{0, int64(n - 1), int64(n), 0}, {int64(n - 1), 0, int64(n), -1}, {0, 0, -5, int64(n)}} {
		if err := REEFindBatch(a, bad, make([]int, 4)); !errors.As(err, &ie) || ie.Position != 2 {
			t.Fatalf("%s: %v: want an IndexError at 2, got %v", what, bad, err)
		}
	}
	if err := REEFindBatch(a, []int32{-1}, make([]int, 1)); !errors.Is(err, ErrIndexOutOfRange) {
		t.Fatalf("%s: negative index: got %v", what, err)
	}
	if err := REEFindBatch(a, []int32{0, 0}, make([]int, 1)); err == nil {
		t.Fatalf("%s: short dst accepted", what)
	}
}

// TestREEInt16Limit uses runs ending exactly at 32767, the largest int16
// run end: lookups, decode, and encode (32767 slots fit, 32768 do not).
func TestREEInt16Limit(t *testing.T) {
	g := newGen(602, false)
	for _, lens := range [][]int{
		{math.MaxInt16},
		{math.MaxInt16 - 1, 1},
		{1, math.MaxInt16 - 2, 1},
		drawRuns(g, math.MaxInt16, "mixed"),
	} {
		vals := g.data(arrays.Int64Type{}, len(lens), 0.2)
		d := makeREE(arrays.Int16Type{}, lens, vals, 0)
		if err := arrays.ValidateDataFull(d); err != nil {
			t.Fatal(err)
		}
		ref := refRuns(lens)
		for _, off := range []int{0, 1, 7, math.MaxInt16 - 1} {
			a := asREE(d.Slice(off, math.MaxInt16))
			checkFind(t, fmt.Sprintf("int16 limit %d runs from %d", len(lens), off), g, a, ref[off:])
			got, err := REEDecode(a)
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, "int16 limit decode", got, arrays.MakeArray(vals), ref[off:])
		}
		plain, err := REEDecode(asREE(d))
		if err != nil {
			t.Fatal(err)
		}
		enc, err := REEEncode(plain, arrays.Int16Type{})
		if err != nil {
			t.Fatal(err)
		}
		checkEncoded(t, "int16 limit encode", enc, plain)
	}
	big := arrays.MakeArray(newGen(1, true).data(arrays.Int8Type{}, math.MaxInt16+1, 0))
	if _, err := REEEncode(big, arrays.Int16Type{}); err == nil {
		t.Fatal("32768 slots encoded with int16 run ends")
	}
	if _, err := REEEncode(arrays.Slice(big, 1, math.MaxInt16+1), arrays.Int16Type{}); err != nil {
		t.Fatalf("32767 slots: %v", err)
	}
}

// reeValueTypes are the value types of the decode and encode tests: every
// type of the kernel tests but run-end encoded ones.
func reeValueTypes() []arrays.DataType {
	var ts []arrays.DataType
	for _, typ := range kernelTestTypes() {
		if arrays.StorageOf(typ).ID() != arrays.RUN_END_ENCODED {
			ts = append(ts, typ)
		}
	}
	return ts
}

func TestREEDecodeEveryType(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for ti, typ := range reeValueTypes() {
			t.Run(typ.String(), func(t *testing.T) {
				t.Parallel()
				g := newGen(uint64(700+ti), false)
				for _, kind := range []string{"ones", "short", "mixed"} {
					for _, total := range []int{0, 1, 7, 64, 130, 3000} {
						for _, p := range []float64{0, 0.3, 1} {
							ret := reeEndTypes[g.r.IntN(3)]
							lens := drawRuns(g, total, kind)
							ref := refRuns(lens)
							voff := g.r.IntN(3)
							vals := g.data(typ, len(lens)+voff, p).Slice(voff, voff+len(lens))
							d := makeREE(ret, lens, vals, g.r.IntN(2))
							for _, off := range []int{0, 1, 3, 7, 8, total / 3} {
								if off > total {
									continue
								}
								n := g.r.IntN(total - off + 1)
								what := fmt.Sprintf("%s %s total=%d p=%v [%d,%d)", ret, kind, total, p, off, off+n)
								c := newConfig(nil)
								got, err := reeDecodeData(k, &c, d.Slice(off, off+n))
								if err != nil {
									t.Fatalf("%s: %v", what, err)
								}
								checkGathered(t, what, arrays.MakeArray(got), arrays.MakeArray(vals), ref[off:off+n])
							}
						}
					}
				}
			})
		}
	})
}

// checkEncoded checks an encoding of plain: valid, decoding back to plain,
// and (for types whose equality is bytewise) no two neighbouring runs
// equal.
func checkEncoded(t *testing.T, what string, enc *arrays.RunEndEncoded, plain arrays.Array) {
	t.Helper()
	if err := arrays.ValidateFull(enc); err != nil {
		t.Fatalf("%s: invalid: %v", what, err)
	}
	back, err := REEDecode(enc)
	if err != nil {
		t.Fatalf("%s: decode: %v", what, err)
	}
	if !arrays.Equal(back, plain, arrays.EqualNaN(true)) {
		t.Fatalf("%s: decodes to something else: %s", what, arrays.EqualDiff(back, plain, arrays.EqualNaN(true)))
	}
	switch arrays.StorageOf(plain.DataType()).ID() {
	case arrays.FLOAT16, arrays.FLOAT32, arrays.FLOAT64:
		return // -0 and +0 are equal yet kept apart
	case arrays.DICTIONARY:
		return // runs are of equal indices; two indices may hold equal values
	}
	v := enc.Values()
	for j := 0; j+1 < enc.NumRuns(); j++ {
		if arrays.SliceEqual(v, j, j+1, v, j+1, j+2) {
			t.Fatalf("%s: runs %d and %d hold equal values %s", what, j, j+1, v.ValueString(j))
		}
	}
}

func TestREEEncodeEveryType(t *testing.T) {
	for ti, typ := range reeValueTypes() {
		t.Run(typ.String(), func(t *testing.T) {
			t.Parallel()
			g := newGen(uint64(800+ti), true)
			for _, kind := range []string{"ones", "short", "mixed"} {
				for _, total := range []int{0, 1, 2, 9, 64, 200, 3000} {
					for _, p := range []float64{0, 0.3, 1} {
						lens := drawRuns(g, total, kind)
						vals := g.data(typ, len(lens), p)
						src, err := REEDecode(asREE(makeREE(arrays.Int64Type{}, lens, vals, 0)))
						if err != nil {
							t.Fatal(err)
						}
						// also plain random data, and slices
						for _, plain := range []arrays.Array{src, g.array(typ, total, p), arrays.Slice(src, min(total, 3), total)} {
							for _, ret := range reeEndTypes {
								enc, err := REEEncode(plain, ret)
								if err != nil {
									t.Fatalf("%s %s n=%d: %v", ret, kind, plain.Len(), err)
								}
								checkEncoded(t, fmt.Sprintf("%s %s n=%d p=%v", ret, kind, plain.Len(), p), enc, plain)
							}
						}
					}
				}
			}
		})
	}
}

func TestREEErrors(t *testing.T) {
	g := newGen(603, false)
	vals := g.data(arrays.Int32Type{}, 3, 0)
	good := makeREE(arrays.Int32Type{}, []int{2, 3, 4}, vals, 0)
	if _, err := REEFind(nil, 0); err == nil {
		t.Fatal("nil array accepted")
	}
	if _, err := REEDecode(nil); err == nil {
		t.Fatal("nil array accepted")
	}
	if _, err := REEEncode(nil, arrays.Int32Type{}); err == nil {
		t.Fatal("nil array accepted")
	}
	if _, err := REEEncode(arrays.MakeArray(vals), arrays.Float64Type{}); !errors.Is(err, ErrBadRunEnds) {
		t.Fatalf("float run ends: %v", err)
	}
	if _, err := REEEncode(asREE(good), arrays.Int32Type{}); err == nil {
		t.Fatal("REE of REE accepted")
	}
	// run ends that do not increase: an error from every kernel, no panic
	bad := makeREE(arrays.Int32Type{}, []int{2, 3, 4}, vals, 0)
	putWidth(bad.Children[0].Buffers[1][4:], 4, 1) // ends 2, 1, 9
	a := asREE(bad)
	if _, err := REEDecode(a); !errors.Is(err, ErrBadRunEnds) {
		t.Fatalf("decode of decreasing run ends: %v", err)
	}
	if _, err := Filter(a, newGen(1, false).mask(a.Len(), 0.5, 0)); !errors.Is(err, ErrBadRunEnds) {
		t.Fatalf("filter of decreasing run ends: %v", err)
	}
	if _, err := Equal(a, Int32Scalar(3)); !errors.Is(err, ErrBadRunEnds) {
		t.Fatalf("compare of decreasing run ends: %v", err)
	}
	for i := range a.Len() {
		REEFind(a, i) // any answer, no panic
	}
	// run ends that stop short of the length
	short := makeREE(arrays.Int32Type{}, []int{2, 3, 4}, vals, 0)
	short.Length = 20
	if _, err := REEFind(asREE(short), 15); !errors.Is(err, ErrBadRunEnds) {
		t.Fatalf("find past the last run end: %v", err)
	}
	if err := REEFindBatch(asREE(short), []int32{15}, make([]int, 1)); !errors.Is(err, ErrBadRunEnds) {
		t.Fatalf("batch find past the last run end: %v", err)
	}
}

// TestREEFilterTakeSlices filters and takes REE arrays sliced at many
// offsets, with runs of length 1 and very long runs.
func TestREEFilterTakeSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(604, false)
		for _, ret := range reeEndTypes {
			for _, kind := range []string{"ones", "mixed", "long"} {
				lens := drawRuns(g, 4000, kind)
				vals := g.data(arrays.Utf8Type{}, len(lens), 0.2)
				d := makeREE(ret, lens, vals, 1)
				for _, off := range sliceOffsets(4000) {
					n := g.r.IntN(4000 - off + 1)
					src := arrays.MakeArray(d.Slice(off, off+n))
					what := fmt.Sprintf("%s %s [%d,%d)", ret, kind, off, off+n)
					for _, sel := range []float64{0.01, 0.5, 0.99} {
						mask := g.mask(n, sel, 0.1)
						for _, mode := range []NullSelection{Drop, EmitNull} {
							c := newConfig([]Option{mode})
							got, err := filterArray(k, &c, src, mask)
							if err != nil {
								t.Fatalf("%s: %v", what, err)
							}
							if mode == Drop && arrays.StorageOf(got.Type).ID() != arrays.RUN_END_ENCODED {
								t.Fatalf("%s: filter output is %s", what, got.Type)
							}
							checkGathered(t, what+" filter", arrays.MakeArray(got), src, filterRef(mask, mode))
						}
					}
					for _, order := range []string{"random", "sorted"} {
						idx, from := g.indices(arrays.Int32Type{}, g.r.IntN(2*n+3), n, order, 0.1)
						c := newConfig(nil)
						got, err := takeArray(k, &c, src, idx)
						if err != nil {
							t.Fatalf("%s: %v", what, err)
						}
						checkGathered(t, what+" take "+order, arrays.MakeArray(got), src, from)
					}
				}
			}
		}
	})
}

// reeCompareTypes are the value types of the REE compare tests.
func reeCompareTypes() []arrays.DataType {
	return []arrays.DataType{
		arrays.Int8Type{}, arrays.Int16Type{}, arrays.Uint32Type{}, arrays.Int64Type{}, arrays.Float64Type{},
		arrays.Decimal128Type{Precision: 38, Scale: 10}, arrays.BoolType{}, arrays.FixedSizeBinaryType{ByteWidth: 2},
		arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.Utf8ViewType{},
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
	}
}

func TestREECompare(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for ti, typ := range reeCompareTypes() {
			t.Run(typ.String(), func(t *testing.T) {
				t.Parallel()
				g := newGen(uint64(900+ti), true)
				for _, kind := range []string{"ones", "short", "mixed"} {
					for _, total := range []int{0, 1, 63, 64, 65, 200, 1000} {
						for _, p := range []float64{0, 0.3, 1} {
							mk := func() (arrays.Array, arrays.Array) {
								lens := drawRuns(g, total+9, kind)
								vals := g.data(typ, len(lens), p)
								d := makeREE(reeEndTypes[g.r.IntN(3)], lens, vals, g.r.IntN(2))
								off := g.r.IntN(10)
								a := asREE(d.Slice(off, off+total))
								return a, refDecode(t, a)
							}
							a, aRef := mk()
							b, bRef := mk()
							plain := g.array(typ, total, p)
							sv := g.array(valueType(typ), 1, 0.1)
							s, err := ScalarAt(sv, 0)
							if err != nil {
								t.Fatal(err)
							}
							for _, op := range allOps {
								what := fmt.Sprintf("%s n=%d p=%v %s", kind, total, p, op)
								c := newConfig(nil)
								run := func(name string, l, r Datum, ref, other arrays.Array, scalar, swap bool) {
									d, err := compareDatums(k, &c, op, l, r)
									if err != nil {
										t.Fatalf("%s %s: %v", what, name, err)
									}
									checkCompare(t, what+" "+name, arrays.MakeArray(d).(*arrays.Boolean), op, ref, other, scalar, IEEE, swap)
								}
								run("ree-scalar", a, s, aRef, sv, true, false)
								run("scalar-ree", s, a, aRef, sv, true, true)
								run("ree-ree", a, b, aRef, bRef, false, false)
								run("ree-plain", a, plain, aRef, plain, false, false)
								run("plain-ree", plain, a, plain, aRef, false, false)
							}
						}
					}
				}
			})
		}
	})
}

// FuzzREE builds an REE array from the fuzzer's bytes (run lengths, the
// run-end type, a slice) and checks lookups, decode, encode, filter, take
// and a compare against the references.
func FuzzREE(f *testing.F) {
	f.Add([]byte{1, 1, 1, 1}, uint64(0))
	f.Add([]byte{200, 3, 255, 1, 7, 7}, uint64(1<<20|5))
	f.Add([]byte{0, 0, 0, 9, 250}, uint64(2<<20|3<<8))
	f.Fuzz(func(t *testing.T, raw []byte, seed uint64) {
		if len(raw) > 200 {
			raw = raw[:200]
		}
		var lens []int
		total := 0
		for _, b := range raw {
			l := int(b%8) + 1
			if b >= 250 {
				l = 300 * int(b-249)
			}
			lens = append(lens, l)
			total += l
		}
		ret := reeEndTypes[seed%3]
		g := newGen(seed, true)
		vals := g.data(arrays.Int16Type{}, len(lens), float64(seed>>8&3)/4)
		d := makeREE(ret, lens, vals, int(seed>>12&3))
		off := 0
		if total > 0 {
			off = int(seed>>16) % (total + 1)
		}
		n := total - off
		if n > 0 {
			n = int(seed>>32) % (n + 1)
		}
		a := asREE(d.Slice(off, off+n))
		ref := refRuns(lens)[off : off+n]
		checkFind(t, "fuzz", g, a, ref)
		for _, k := range availableTables() {
			c := newConfig(nil)
			got, err := reeDecodeData(k, &c, a.Data())
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, "fuzz decode", arrays.MakeArray(got), arrays.MakeArray(vals), ref)
			plain := arrays.MakeArray(got)
			enc, err := REEEncode(plain, ret)
			if err != nil {
				t.Fatal(err)
			}
			checkEncoded(t, "fuzz encode", enc, plain)
			s := Int16Scalar(int16(seed >> 40 & 3))
			cmp, err := compareDatums(k, &c, opLe, a, s)
			if err != nil {
				t.Fatal(err)
			}
			sv, _ := s.array()
			checkCompare(t, "fuzz compare", arrays.MakeArray(cmp).(*arrays.Boolean), opLe, plain, sv, true, IEEE, false)
			mask := g.mask(n, 0.5, 0.1)
			fd, err := filterArray(k, &c, a, mask)
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, "fuzz filter", arrays.MakeArray(fd), a, filterRef(mask, Drop))
			idx, from := g.indices(arrays.Int64Type{}, n, n, "random", 0.1)
			td, err := takeArray(k, &c, a, idx)
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, "fuzz take", arrays.MakeArray(td), a, from)
		}
	})
}

// TestREEDecodeLong decodes int64 runs over more than one fill window of
// the assembly (runs crossing window ends, runs longer than a window) at
// every level, with nulls and slices.
func TestREEDecodeLong(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		g := newGen(605, false)
		for _, lens := range [][]int{
			drawRuns(g, 300000, "mixed"),
			drawRuns(g, 300000, "long"),
			append(drawRuns(g, 70000, "short"), 200000, 5, 1<<16, 40),
			{1 << 16, 1<<16 + 1, 1<<16 - 1, 33},
		} {
			total := 0
			for _, l := range lens {
				total += l
			}
			ref := refRuns(lens)
			for _, p := range []float64{0, 0.2} {
				vals := g.data(arrays.Int64Type{}, len(lens), p)
				d := makeREE(arrays.Int64Type{}, lens, vals, 1)
				for _, off := range []int{0, 5, 1<<16 - 3, total / 2} {
					n := total - off - g.r.IntN(100)
					c := newConfig(nil)
					got, err := reeDecodeData(k, &c, d.Slice(off, off+n))
					if err != nil {
						t.Fatal(err)
					}
					if err := arrays.ValidateDataFull(got); err != nil {
						t.Fatal(err)
					}
					out := arrays.MakeArray(got).(*arrays.Int64)
					src := arrays.MakeArray(vals).(*arrays.Int64)
					for i := range n {
						r := ref[off+i]
						if out.IsNull(i) != src.IsNull(r) || (!out.IsNull(i) && out.Value(i) != src.Value(r)) {
							t.Fatalf("%d runs p=%v [%d,%d): slot %d is %s, want run %d: %s", len(lens), p, off, off+n, i, out.ValueString(i), r, src.ValueString(r))
						}
					}
				}
			}
		}
	})
}
