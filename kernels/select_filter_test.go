package kernels

import (
	"fmt"
	"strings"
	"testing"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// checkGathered checks a filter or take result against its source, slot by
// slot: slot j of got must equal slot from[j] of src (as arrays.SliceEqual
// sees it: same nulls, same values, NaN equal to NaN), or be null where
// from[j] is -1. That is arrays.Equal against the array a per-slot
// reference would build. got must also pass arrays.ValidateFull and have
// src's type.
func checkGathered(t *testing.T, what string, got, src arrays.Array, from []int) {
	t.Helper()
	if err := arrays.ValidateFull(got); err != nil {
		t.Fatalf("%s: result invalid: %v\nsrc %v", what, err, src)
	}
	if !arrays.TypeEqual(got.DataType(), src.DataType()) {
		t.Fatalf("%s: result type %s, want %s", what, got.DataType(), src.DataType())
	}
	if got.Len() != len(from) {
		t.Fatalf("%s: result has %d slots, want %d", what, got.Len(), len(from))
	}
	for j, i := range from {
		if i < 0 {
			if !got.IsNull(j) {
				t.Fatalf("%s: slot %d is %s, want null", what, j, got.ValueString(j))
			}
			continue
		}
		if !arrays.SliceEqual(got, j, j+1, src, i, i+1, arrays.EqualNaN(true)) {
			t.Fatalf("%s: slot %d is %s, want slot %d of the source, %s", what, j, got.ValueString(j), i, src.ValueString(i))
		}
	}
}

// filterRef lists the source slot of each result slot of a filter, -1 for
// an emitted null.
func filterRef(mask *arrays.Boolean, mode NullSelection) []int {
	from := []int{}
	for i := 0; i < mask.Len(); i++ {
		switch {
		case mask.IsNull(i):
			if mode == EmitNull {
				from = append(from, -1)
			}
		case mask.Value(i):
			from = append(from, i)
		}
	}
	return from
}

// testLengths are the lengths every kernel is tested at: all up to 70,
// around 128 and a large one.
func testLengths() []int {
	var ns []int
	for n := 0; n <= 70; n++ {
		ns = append(ns, n)
	}
	return append(ns, 127, 128, 129, 1000)
}

func TestFilterEveryType(t *testing.T) {
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for ti, typ := range kernelTestTypes() {
			t.Run(typ.String(), func(t *testing.T) {
				t.Parallel()
				g := newGen(uint64(ti+1), false)
				for _, n := range testLengths() {
					if n > 70 && n != 1000 && ti%2 == 1 {
						continue
					}
					for _, p := range []float64{0, 0.2, 1} {
						src := g.array(typ, n, p)
						for _, sel := range []float64{0, 0.03, 0.5, 0.97, 1} {
							mask := g.mask(n, sel, []float64{0, 0, 0.2}[g.r.IntN(3)])
							mode := NullSelection(g.r.IntN(2))
							what := fmt.Sprintf("n=%d nulls=%v sel=%v mode=%s", n, p, sel, mode)
							c := newConfig([]Option{mode})
							d, err := filterArray(k, &c, src, mask)
							if err != nil {
								t.Fatalf("%s: %v", what, err)
							}
							got := arrays.MakeArray(d)
							from := filterRef(mask, mode)
							checkGathered(t, what, got, src, from)
							// Filter and Take share only their leaf kernels: the take
							// of the kept slots must be arrays.Equal to the filter.
							viaTake := takeFrom(t, k, src, from)
							if !arrays.Equal(got, viaTake, arrays.EqualNaN(true)) {
								t.Fatalf("%s: filter and take differ: %s", what, arrays.EqualDiff(got, viaTake, arrays.EqualNaN(true)))
							}
						}
					}
				}
			})
		}
	})
}

// TestFilterOffsets slices values and mask at every offset 0..9 and a few
// larger ones, at lengths around the word size.
func TestFilterOffsets(t *testing.T) {
	g := newGen(7, false)
	types := []arrays.DataType{arrays.Int8Type{}, arrays.Int64Type{}, arrays.Decimal256Type{Precision: 40}, arrays.BoolType{},
		arrays.Utf8Type{}, arrays.Utf8ViewType{}, arrays.FixedSizeBinaryType{ByteWidth: 3}, arrays.ListOf(arrays.BoolType{})}
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for _, typ := range types {
			for _, n := range []int{1, 31, 63, 64, 65, 130} {
				base := g.data(typ, n+80, 0.3)
				mbase := g.mask(n+80, 0.6, 0.2)
				for off := range 80 {
					if off > 9 && off%13 != 0 {
						continue
					}
					src := arrays.MakeArray(base.Slice(off, off+n))
					for moff := range 10 {
						mask := arrays.Slice(mbase, moff, moff+n).(*arrays.Boolean)
						c := newConfig(nil)
						d, err := filterArray(k, &c, src, mask)
						if err != nil {
							t.Fatal(err)
						}
						checkGathered(t, fmt.Sprintf("%s n=%d off=%d moff=%d", typ, n, off, moff), arrays.MakeArray(d), src, filterRef(mask, Drop))
					}
				}
			}
		}
	})
}

// TestFilterWidthKernels checks every width kernel directly against a
// plain loop, at every mask offset and mask density, with the output
// exactly as long as the count (the kernels must not write past it).
func TestFilterWidthKernels(t *testing.T) {
	g := newGen(3, false)
	forEachLevel(t, func(t *testing.T, k *asm.Table) {
		for _, w := range []int{1, 2, 4, 8, 16, 32} {
			for _, n := range testLengths() {
				src := make([]byte, w*n)
				for i := range src {
					src[i] = byte(g.r.Uint32())
				}
				for _, sel := range []float64{0, 0.1, 0.5, 0.9, 1} {
					m := g.mask(n, sel, 0)
					md := m.Data()
					want := []byte{}
					for i := range n {
						if m.Value(i) {
							want = append(want, src[w*i:w*i+w]...)
						}
					}
					count := len(want) / w
					dst := make([]byte, len(want)+w) // one spare value, must stay untouched
					for i := range dst {
						dst[i] = 0xee
					}
					got := filterWidth(k, w, dst[:len(want)], count, src, n, md.Buffers[1], md.Offset)
					if got != count || string(dst[:len(want)]) != string(want) {
						t.Fatalf("w=%d n=%d sel=%v: kept %d, want %d, values differ: %v", w, n, sel, got, count, string(dst[:len(want)]) != string(want))
					}
					if strings.Trim(string(dst[len(want):]), "\xee") != "" {
						t.Fatalf("w=%d n=%d sel=%v: wrote past the output", w, n, sel)
					}
				}
			}
		}
	})
}

// TestFilterBitsAndRuns checks the table's one-bit filter on arrays (the
// raw kernels are tested in kernels/asm) and forEachRun.
func TestFilterBitsAndRuns(t *testing.T) {
	g := newGen(11, false)
	for _, k := range availableTables() {
		for _, n := range testLengths() {
			for _, sel := range []float64{0, 0.05, 0.5, 0.95, 1} {
				m := g.mask(n, sel, 0)
				src := g.mask(n, 0.5, 0)
				md, sd := m.Data(), src.Data()
				dst := arrays.AllocBuffer(arrays.BitmapLen(n))
				got, _ := k.CompactBits(dst, sd.Buffers[1], sd.Offset, md.Buffers[1], md.Offset, n)
				j := 0
				for i := range n {
					if m.Value(i) {
						if arrays.BitIsSet(dst, j) != src.Value(i) {
							t.Fatalf("n=%d sel=%v: bit %d from slot %d", n, sel, j, i)
						}
						j++
					}
				}
				if got != j {
					t.Fatalf("n=%d: %d bits, want %d", n, got, j)
				}
				for ; j < 8*len(dst); j++ {
					if arrays.BitIsSet(dst, j) {
						t.Fatalf("n=%d: bit %d past the output is set", n, j)
					}
				}
				var runs [][2]int
				forEachRun(md.Buffers[1], md.Offset, n, func(a, b int) { runs = append(runs, [2]int{a, b}) })
				var want [][2]int
				for i := 0; i < n; {
					if !m.Value(i) {
						i++
						continue
					}
					s := i
					for i < n && m.Value(i) {
						i++
					}
					want = append(want, [2]int{s, i})
				}
				if fmt.Sprint(runs) != fmt.Sprint(want) {
					t.Fatalf("n=%d sel=%v: runs %v, want %v", n, sel, runs, want)
				}
			}
		}
	}
}

func TestFilterErrors(t *testing.T) {
	a := newGen(1, false).array(arrays.Int32Type{}, 10, 0)
	if _, err := Filter(a, newGen(2, false).mask(9, 0.5, 0)); err == nil || !strings.Contains(err.Error(), "9 slots") {
		t.Errorf("length mismatch: %v", err)
	}
	if _, err := Filter(a, nil); err == nil {
		t.Error("nil mask accepted")
	}
	if _, err := Filter(nil, newGen(2, false).mask(9, 0.5, 0)); err == nil {
		t.Error("nil values accepted")
	}
	if _, err := FilterInt64(nil, nil); err == nil {
		t.Error("nil typed values accepted")
	}
}

func TestFilterRecordBatch(t *testing.T) {
	g := newGen(5, false)
	types := []arrays.DataType{arrays.Int64Type{}, arrays.Utf8Type{}, arrays.DenseUnionOf([]arrays.Field{
		{Name: "l", Type: arrays.Int64Type{}, Nullable: true}}, nil), arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Utf8Type{})}
	for _, mode := range []NullSelection{Drop, EmitNull} {
		n := 150
		fields := make([]arrays.Field, len(types))
		cols := make([]arrays.Array, len(types))
		for i, typ := range types {
			fields[i] = arrays.Field{Name: fmt.Sprint("c", i), Type: typ, Nullable: i%2 == 0}
			p := 0.2
			if i%2 == 1 {
				p = 0
			}
			cols[i] = g.array(typ, n, p)
		}
		rb, err := arrays.NewRecordBatch(arrays.NewSchema(fields, nil), cols, n)
		if err != nil {
			t.Fatal(err)
		}
		mask := g.mask(n, 0.5, 0.1)
		out, err := FilterRecordBatch(rb, mask, mode)
		if err != nil {
			t.Fatal(err)
		}
		from := filterRef(mask, mode)
		if out.NumRows() != len(from) {
			t.Fatalf("%d rows, want %d", out.NumRows(), len(from))
		}
		for i, col := range out.Columns() {
			checkGathered(t, fmt.Sprint("column ", i, " mode ", mode), col, cols[i], from)
		}
	}
}

// TestFilterScratch reuses one Scratch across calls of every kernel family
// and checks each result before the next call.
func TestFilterScratch(t *testing.T) {
	g := newGen(9, false)
	var s Scratch
	for _, typ := range kernelTestTypes() {
		for _, n := range []int{0, 5, 64, 300} {
			src := g.array(typ, n, 0.2)
			mask := g.mask(n, 0.5, 0.2)
			got, err := Filter(src, mask, &s, EmitNull)
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, "scratch "+typ.String(), got, src, filterRef(mask, EmitNull))
		}
	}
}

// FuzzFilter filters random arrays of every type by masks taken from the
// fuzzer's bytes (values, nulls, offset, mode) and checks the result
// against the per-slot reference.
func FuzzFilter(f *testing.F) {
	f.Add(uint8(3), uint16(100), uint64(1), []byte{0xff, 0x0f, 0xaa, 0x55})
	f.Add(uint8(40), uint16(64), uint64(2), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(200), uint16(0), uint64(3), []byte{})
	types := kernelTestTypes()
	f.Fuzz(func(t *testing.T, ti uint8, n uint16, seed uint64, bits []byte) {
		typ := types[int(ti)%len(types)]
		size := int(n) % 600
		g := newGen(seed, seed&1 == 0)
		src := g.array(typ, size, float64(seed>>8&3)/4)
		// mask: value bits from the fuzzer (cycled), nulls where a second
		// stream of its bits says so, at an offset from the seed
		off := int(seed>>16) & 7
		m := size + off
		vals, valid := arrays.AllocBuffer(arrays.BitmapLen(m)), arrays.AllocBuffer(arrays.BitmapLen(m))
		for i := range m {
			var b byte
			if len(bits) > 0 {
				b = bits[(i/8)%len(bits)] >> uint(i%8)
			}
			if b&1 != 0 {
				vals[i>>3] |= 1 << uint(i&7)
			}
			if len(bits) == 0 || bits[(i/5)%len(bits)]>>uint(i%5)&3 != 0 {
				valid[i>>3] |= 1 << uint(i&7)
			}
		}
		md := arrays.NewData(arrays.BoolType{}, m, [][]byte{valid, vals}, nil, arrays.UnknownNullCount, 0)
		mask := arrays.MakeArray(md.Slice(off, m)).(*arrays.Boolean)
		mode := NullSelection(seed >> 24 & 1)
		for _, k := range availableTables() {
			c := newConfig([]Option{mode})
			d, err := filterArray(k, &c, src, mask)
			if err != nil {
				t.Fatal(err)
			}
			checkGathered(t, fmt.Sprintf("%s n=%d mode=%s isa=%s", typ, size, mode, k.Name()), arrays.MakeArray(d), src, filterRef(mask, mode))
		}
	})
}

// takeFrom takes the slots listed in from (-1 for a null index) from src.
func takeFrom(t *testing.T, k *asm.Table, src arrays.Array, from []int) arrays.Array {
	t.Helper()
	vals := make([]int64, len(from))
	null := make([]bool, len(from))
	for i, f := range from {
		vals[i] = int64(max(f, 0))
		null[i] = f < 0
	}
	c := newConfig(nil)
	d, err := takeArray(k, &c, src, makeIndices(arrays.Int64Type{}, vals, null, 0))
	if err != nil {
		t.Fatal(err)
	}
	return arrays.MakeArray(d)
}

func TestTypedNils(t *testing.T) {
	a := newGen(1, false).array(arrays.Int32Type{}, 4, 0)
	var ni *arrays.Int32
	var nb *arrays.Boolean
	if _, err := Filter(ni, newGen(2, false).mask(4, 0.5, 0)); err == nil {
		t.Error("typed nil values accepted by Filter")
	}
	if _, err := Filter(a, nb); err == nil {
		t.Error("typed nil mask accepted")
	}
	if _, err := Take(ni, a); err == nil {
		t.Error("typed nil values accepted by Take")
	}
	if _, err := Take(a, ni); err == nil {
		t.Error("typed nil indices accepted")
	}
	if _, err := Equal(a, ni); err == nil {
		t.Error("typed nil operand accepted")
	}
}
