package kernels

// Random arrays of every layout for the filter, take and compare tests,
// built as Data directly (not through builders) so that they also take the
// shapes builders never produce: offsets not starting at 0, list views
// whose ranges overlap and go backwards, dense union offsets with gaps,
// view arrays spread over several data buffers, dictionaries with null
// values, run-end encoded arrays with long and short runs. Every array
// generated is checked with arrays.ValidateFull.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/internal/hostorder"
)

// kernelExtType is the extension type of the tests: a named wrapper over
// any storage type.
type kernelExtType struct{ storage arrays.DataType }

func (*kernelExtType) ID() arrays.TypeID { return arrays.EXTENSION }
func (t *kernelExtType) String() string {
	return "extension<quiver.test.kernels, " + t.storage.String() + ">"
}
func (*kernelExtType) ExtensionName() string          { return "quiver.test.kernels" }
func (t *kernelExtType) StorageType() arrays.DataType { return t.storage }
func (*kernelExtType) Serialize() string              { return "" }

// kernelTestTypes lists at least one type of every layout and every table
// type, with the parameters the kernels care about.
func kernelTestTypes() []arrays.DataType {
	return append(fixedTestTypes(),
		arrays.NullType{},
		arrays.BoolType{},
		arrays.FixedSizeBinaryType{ByteWidth: 3},
		arrays.FixedSizeBinaryType{ByteWidth: 16},
		arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{},
		arrays.BinaryViewType{}, arrays.Utf8ViewType{},
		arrays.ListOf(arrays.Int32Type{}),
		arrays.LargeListOf(arrays.Utf8Type{}),
		arrays.ListViewOf(arrays.Int16Type{}),
		arrays.LargeListViewOf(arrays.Utf8Type{}),
		arrays.FixedSizeListOf(arrays.Int16Type{}, 3),
		arrays.FixedSizeListOf(arrays.BoolType{}, 1),
		arrays.StructOf(
			arrays.Field{Name: "a", Type: arrays.Int64Type{}, Nullable: true},
			arrays.Field{Name: "b", Type: arrays.Utf8Type{}, Nullable: true},
			arrays.Field{Name: "c", Type: arrays.BoolType{}},
			arrays.Field{Name: "d", Type: arrays.ListOf(arrays.Float64Type{}), Nullable: true},
		),
		arrays.MapOf(arrays.Utf8Type{}, arrays.Int64Type{}),
		arrays.SparseUnionOf([]arrays.Field{
			{Name: "i", Type: arrays.Int32Type{}, Nullable: true},
			{Name: "s", Type: arrays.Utf8Type{}, Nullable: true},
			{Name: "f", Type: arrays.Float64Type{}, Nullable: true},
		}, []int8{5, 2, 9}),
		arrays.DenseUnionOf([]arrays.Field{
			{Name: "l", Type: arrays.Int64Type{}, Nullable: true},
			{Name: "b", Type: arrays.BinaryType{}, Nullable: true},
			{Name: "s", Type: arrays.StructOf(arrays.Field{Name: "x", Type: arrays.Int8Type{}, Nullable: true}), Nullable: true},
		}, []int8{3, 7, 1}),
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		&arrays.DictionaryType{Index: arrays.Uint16Type{}, Value: arrays.Int64Type{}},
		&arrays.DictionaryType{Index: arrays.Uint64Type{}, Value: arrays.Float32Type{}},
		arrays.RunEndEncodedOf(arrays.Int16Type{}, arrays.Int32Type{}),
		arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Utf8Type{}),
		arrays.RunEndEncodedOf(arrays.Int64Type{}, arrays.ListOf(arrays.Int8Type{})),
		&kernelExtType{storage: arrays.Int64Type{}},
		&kernelExtType{storage: arrays.Utf8Type{}},
	)
}

// fixedTestTypes lists every type of templates/types.json.
func fixedTestTypes() []arrays.DataType {
	return []arrays.DataType{
		arrays.Int8Type{}, arrays.Int16Type{}, arrays.Int32Type{}, arrays.Int64Type{},
		arrays.Uint8Type{}, arrays.Uint16Type{}, arrays.Uint32Type{}, arrays.Uint64Type{},
		arrays.Float16Type{}, arrays.Float32Type{}, arrays.Float64Type{},
		arrays.Decimal32Type{Precision: 9, Scale: 2}, arrays.Decimal64Type{Precision: 18, Scale: 4},
		arrays.Decimal128Type{Precision: 38, Scale: 10}, arrays.Decimal256Type{Precision: 76, Scale: 20},
		arrays.Date32Type{}, arrays.Date64Type{},
		arrays.Time32Type{Unit: arrays.Millisecond}, arrays.Time64Type{Unit: arrays.Nanosecond},
		arrays.TimestampType{Unit: arrays.Microsecond, TimeZone: "UTC"}, arrays.DurationType{Unit: arrays.Second},
		arrays.IntervalMonthsType{}, arrays.IntervalDayTimeType{}, arrays.IntervalMonthDayNanoType{},
	}
}

// gen draws random arrays. small draws values from small domains, so that
// equal values are common (for compare tests).
type gen struct {
	r     *rand.Rand
	small bool
}

func newGen(seed uint64, small bool) *gen {
	return &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), small: small}
}

// array builds a random array of n slots, each null with probability p
// (for layouts with a validity bitmap), sliced at a random small offset
// half of the time.
func (g *gen) array(t arrays.DataType, n int, p float64) arrays.Array {
	off := 0
	if g.r.IntN(2) == 0 {
		off = g.r.IntN(9)
	}
	d := g.data(t, n+off+g.r.IntN(3), p)
	return arrays.MakeArray(d.Slice(off, off+n))
}

// validity draws a validity bitmap: nil when p is 0 (or, sometimes, a
// bitmap with every bit set, which must behave alike).
func (g *gen) validity(n int, p float64) []byte {
	if p == 0 && g.r.IntN(4) != 0 {
		return nil
	}
	b := arrays.AllocBuffer(arrays.BitmapLen(n))
	for i := range n {
		if g.r.Float64() >= p {
			b[i>>3] |= 1 << uint(i&7)
		}
	}
	return b
}

func (g *gen) data(t arrays.DataType, n int, p float64) *arrays.Data {
	st := arrays.StorageOf(t)
	id := st.ID()
	if w := arrays.PrimitiveByteWidth(id); w > 0 {
		return arrays.NewData(t, n, [][]byte{g.validity(n, p), g.fixedValues(id, w, n)}, nil, arrays.UnknownNullCount, 0)
	}
	switch id {
	case arrays.NULL:
		return arrays.NewData(t, n, [][]byte{nil}, nil, n, 0)
	case arrays.BOOL:
		v := arrays.AllocBuffer(arrays.BitmapLen(n))
		for i := range n {
			if g.r.IntN(2) == 0 {
				v[i>>3] |= 1 << uint(i&7)
			}
		}
		return arrays.NewData(t, n, [][]byte{g.validity(n, p), v}, nil, arrays.UnknownNullCount, 0)
	case arrays.FIXED_SIZE_BINARY:
		w := st.(arrays.FixedSizeBinaryType).ByteWidth
		v := arrays.AllocBuffer(n * w)
		for i := range v {
			v[i] = byte(g.r.IntN(3) + 'a')
			if !g.small {
				v[i] = byte(g.r.Uint32())
			}
		}
		return arrays.NewData(t, n, [][]byte{g.validity(n, p), v}, nil, arrays.UnknownNullCount, 0)
	case arrays.BINARY, arrays.UTF8:
		return g.binary(t, n, p, false)
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8:
		return g.binary(t, n, p, true)
	case arrays.BINARY_VIEW, arrays.UTF8_VIEW:
		return g.views(t, n, p)
	case arrays.LIST, arrays.LARGE_LIST, arrays.MAP:
		return g.list(t, st, n, p)
	case arrays.LIST_VIEW, arrays.LARGE_LIST_VIEW:
		return g.listView(t, st, n, p)
	case arrays.FIXED_SIZE_LIST:
		ft := st.(*arrays.FixedSizeListType)
		child := g.data(ft.Elem.Type, n*ft.Size, p)
		return arrays.NewData(t, n, [][]byte{g.validity(n, p)}, []*arrays.Data{child}, arrays.UnknownNullCount, 0)
	case arrays.STRUCT:
		ft := st.(*arrays.StructType)
		children := make([]*arrays.Data, len(ft.Children))
		for i, f := range ft.Children {
			cp := p
			if !f.Nullable {
				cp = 0
			}
			children[i] = g.data(f.Type, n, cp)
		}
		return arrays.NewData(t, n, [][]byte{g.validity(n, p)}, children, arrays.UnknownNullCount, 0)
	case arrays.SPARSE_UNION, arrays.DENSE_UNION:
		return g.union(t, st.(*arrays.UnionType), n, p)
	case arrays.DICTIONARY:
		return g.dictionary(t, st.(*arrays.DictionaryType), n, p)
	case arrays.RUN_END_ENCODED:
		return g.ree(t, st.(*arrays.RunEndEncodedType), n, p)
	}
	panic(fmt.Sprintf("gen: no generator for %s", t))
}

// putWidth stores the low w bytes of v in the host's byte order, as
// arrays hold values.
func putWidth(b []byte, w int, v uint64) {
	for k := range w {
		sh := k
		if hostorder.BigEndian {
			sh = w - 1 - k
		}
		b[k] = byte(v >> (8 * uint(sh)))
	}
}

// fixedValues draws n values of a table type.
func (g *gen) fixedValues(id arrays.TypeID, w, n int) []byte {
	v := arrays.AllocBuffer(n * w)
	for i := range n {
		b := v[i*w : (i+1)*w]
		switch id {
		case arrays.FLOAT16:
			*(*arrays.Half)(unsafe.Pointer(&b[0])) = arrays.HalfFromFloat32(float32(g.float()))
		case arrays.FLOAT32:
			*(*float32)(unsafe.Pointer(&b[0])) = float32(g.float())
		case arrays.FLOAT64:
			*(*float64)(unsafe.Pointer(&b[0])) = g.float()
		case arrays.DECIMAL32, arrays.DECIMAL64, arrays.DECIMAL128, arrays.DECIMAL256:
			// small values fit every precision; sign-extend to the width
			x := int64(g.r.IntN(2_000_001) - 1_000_000)
			if g.small {
				x = int64(g.r.IntN(7) - 3)
			}
			for k := 0; k < w; k += 8 {
				word := uint64(x >> 63)
				if k == 0 {
					word = uint64(x)
				}
				putWidth(b[k:], min(8, w-k), word)
			}
		case arrays.DATE64, arrays.TIME32, arrays.TIME64:
			// value-level rules of ValidateFull: date64 values are whole
			// days, times lie within one day (86400 fits every unit)
			x := int64(g.r.IntN(86400))
			if g.small {
				x = int64(g.r.IntN(7))
			}
			if id == arrays.DATE64 {
				x = int64(g.r.IntN(2_000_001)-1_000_000) * 86_400_000
				if g.small {
					x = int64(g.r.IntN(7)-3) * 86_400_000
				}
			}
			putWidth(b, w, uint64(x))
		default:
			x := g.r.Uint64()
			if g.small {
				x = uint64(int64(g.r.IntN(7) - 3))
				if id >= arrays.UINT8 && id <= arrays.UINT64 {
					x = uint64(g.r.IntN(4)) << (8*uint(w) - 2) // 0, and the top values
					if g.r.IntN(2) == 0 {
						x = uint64(g.r.IntN(4))
					}
				}
			}
			putWidth(b, w, x)
		}
	}
	return v
}

// float draws a float, sometimes a special one.
func (g *gen) float() float64 {
	if g.small || g.r.IntN(10) == 0 {
		specials := []float64{0, math.Copysign(0, -1), 1, -1, 2, math.NaN(), math.Inf(1), math.Inf(-1), 0.5}
		return specials[g.r.IntN(len(specials))]
	}
	return g.r.NormFloat64() * 1000
}

var smallStrings = []string{"", "a", "ab", "abc", "abcd", "abce", "abcdefghijkl", "abcdefghijklm", "abcdefghijklmnopq", "abcdefghijklmnopr", "b", "é"}

// str draws a string: valid UTF-8, of 0 to 24 bytes, or from a small pool.
func (g *gen) str() string {
	if g.small {
		return smallStrings[g.r.IntN(len(smallStrings))]
	}
	n := g.r.IntN(25)
	b := make([]rune, 0, n)
	for range n {
		if g.r.IntN(8) == 0 {
			b = append(b, 'à'+rune(g.r.IntN(20)))
		} else {
			b = append(b, 'a'+rune(g.r.IntN(26)))
		}
	}
	return string(b)
}

// binary draws a binary or utf8 array whose offsets start past 0.
func (g *gen) binary(t arrays.DataType, n int, p float64, large bool) *arrays.Data {
	var data []byte
	lead := g.r.IntN(5)
	data = append(data, make([]byte, lead)...)
	offs := make([]int64, n+1)
	offs[0] = int64(lead)
	for i := range n {
		data = append(data, g.str()...)
		offs[i+1] = int64(len(data))
	}
	db := arrays.AllocBuffer(len(data))
	copy(db, data)
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

// views draws a view array over one to three data buffers.
func (g *gen) views(t arrays.DataType, n int, p float64) *arrays.Data {
	nbuf := 1 + g.r.IntN(3)
	bufs := make([][]byte, nbuf)
	vb := arrays.AllocBuffer(16 * n)
	views := viewAs[arrays.View](vb, n)
	for i := range n {
		s := []byte(g.str())
		if len(s) <= arrays.ViewInlineMax {
			views[i] = arrays.MakeInlineView(s)
			continue
		}
		k := g.r.IntN(nbuf)
		bufs[k] = append(bufs[k], byte(g.r.IntN(256))) // a gap
		views[i] = arrays.MakeRefView(s, int32(k), int32(len(bufs[k])))
		bufs[k] = append(bufs[k], s...)
	}
	all := [][]byte{g.validity(n, p), vb}
	for _, b := range bufs {
		ab := arrays.AllocBuffer(len(b))
		copy(ab, b)
		all = append(all, ab)
	}
	return arrays.NewData(t, n, all, nil, arrays.UnknownNullCount, 0)
}

func childField(st arrays.DataType) arrays.Field {
	return st.(arrays.NestedType).Fields()[0]
}

// list draws a list, large list or map whose offsets start past 0.
func (g *gen) list(t, st arrays.DataType, n int, p float64) *arrays.Data {
	lead := g.r.IntN(3)
	offs := make([]int64, n+1)
	offs[0] = int64(lead)
	for i := range n {
		offs[i+1] = offs[i] + int64(g.r.IntN(5))
	}
	total := int(offs[n])
	var child *arrays.Data
	if mt, ok := st.(*arrays.MapType); ok {
		keys := g.data(mt.KeyType(), total, 0)
		items := g.data(mt.ItemType(), total, p)
		child = arrays.NewData(mt.Entries.Type, total, [][]byte{nil}, []*arrays.Data{keys, items}, 0, 0)
	} else {
		child = g.data(childField(st).Type, total, p)
	}
	var ob []byte
	if st.ID() == arrays.LARGE_LIST {
		ob = arrays.AllocBuffer(8 * (n + 1))
		copy(viewAs[int64](ob, n+1), offs)
	} else {
		ob = arrays.AllocBuffer(4 * (n + 1))
		o := viewAs[int32](ob, n+1)
		for i, x := range offs {
			o[i] = int32(x)
		}
	}
	return arrays.NewData(t, n, [][]byte{g.validity(n, p), ob}, []*arrays.Data{child}, arrays.UnknownNullCount, 0)
}

// listView draws a list view whose ranges overlap and go in any order.
func (g *gen) listView(t, st arrays.DataType, n int, p float64) *arrays.Data {
	m := g.r.IntN(2*n + 3)
	child := g.data(childField(st).Type, m, p)
	offs, sizes := make([]int64, n), make([]int64, n)
	for i := range n {
		o := g.r.IntN(m + 1)
		offs[i], sizes[i] = int64(o), int64(g.r.IntN(min(4, m-o)+1))
	}
	w := 4
	if st.ID() == arrays.LARGE_LIST_VIEW {
		w = 8
	}
	ob, sb := arrays.AllocBuffer(w*n), arrays.AllocBuffer(w*n)
	for i := range n {
		putWidth(ob[w*i:], w, uint64(offs[i]))
		putWidth(sb[w*i:], w, uint64(sizes[i]))
	}
	return arrays.NewData(t, n, [][]byte{g.validity(n, p), ob, sb}, []*arrays.Data{child}, arrays.UnknownNullCount, 0)
}

// union draws a sparse or dense union; dense offsets leave gaps.
func (g *gen) union(t arrays.DataType, ut *arrays.UnionType, n int, p float64) *arrays.Data {
	ids := arrays.AllocBuffer(n)
	counts := make([]int, len(ut.Children))
	var offs []byte
	if ut.Mode == arrays.DenseMode {
		offs = arrays.AllocBuffer(4 * n)
	}
	for i := range n {
		k := g.r.IntN(len(ut.Children))
		ids[i] = byte(ut.TypeCodes[k])
		if offs != nil {
			counts[k] += g.r.IntN(2) // a gap, sometimes
			putWidth(offs[4*i:], 4, uint64(counts[k]))
			counts[k]++
		}
	}
	children := make([]*arrays.Data, len(ut.Children))
	for k, f := range ut.Children {
		m := n
		if offs != nil {
			m = counts[k] + g.r.IntN(2)
		}
		children[k] = g.data(f.Type, m, p)
	}
	bufs := [][]byte{nil, ids}
	if offs != nil {
		bufs = append(bufs, offs)
	}
	return arrays.NewData(t, n, bufs, children, 0, 0)
}

// dictionary draws a dictionary array over a small dictionary that may
// hold nulls.
func (g *gen) dictionary(t arrays.DataType, dt *arrays.DictionaryType, n int, p float64) *arrays.Data {
	m := 1 + g.r.IntN(8)
	dict := g.data(dt.Value, m, p/2)
	w := arrays.PrimitiveByteWidth(dt.Index.ID())
	idx := arrays.AllocBuffer(w * n)
	for i := range n {
		putWidth(idx[w*i:], w, uint64(g.r.IntN(m)))
	}
	d := arrays.NewData(t, n, [][]byte{g.validity(n, p), idx}, nil, arrays.UnknownNullCount, 0)
	return d.WithDictionary(dict)
}

// ree draws a run-end encoded array of runs of 1 to 6 slots.
func (g *gen) ree(t arrays.DataType, rt *arrays.RunEndEncodedType, n int, p float64) *arrays.Data {
	var ends []int64
	for e := 0; e < n; {
		e = min(n, e+1+g.r.IntN(6))
		ends = append(ends, int64(e))
	}
	w := arrays.PrimitiveByteWidth(rt.RunEnds.Type.ID())
	eb := arrays.AllocBuffer(w * len(ends))
	for i, e := range ends {
		putWidth(eb[w*i:], w, uint64(e))
	}
	re := arrays.NewData(rt.RunEnds.Type, len(ends), [][]byte{nil, eb}, nil, 0, 0)
	vals := g.data(rt.Values.Type, len(ends), p)
	return arrays.NewData(t, n, [][]byte{nil}, []*arrays.Data{re, vals}, 0, 0)
}

// mask draws a Boolean mask: each slot true with probability sel, null
// with probability p, sliced at a random offset.
func (g *gen) mask(n int, sel, p float64) *arrays.Boolean {
	off := g.r.IntN(9)
	m := n + off
	v := arrays.AllocBuffer(arrays.BitmapLen(m))
	for i := range m {
		if g.r.Float64() < sel {
			v[i>>3] |= 1 << uint(i&7)
		}
	}
	d := arrays.NewData(arrays.BoolType{}, m, [][]byte{g.validity(m, p), v}, nil, arrays.UnknownNullCount, 0)
	return arrays.MakeArray(d.Slice(off, off+n)).(*arrays.Boolean)
}

// TestGeneratedArraysValid checks the generator itself.
func TestGeneratedArraysValid(t *testing.T) {
	g := newGen(1, false)
	for _, typ := range kernelTestTypes() {
		for _, n := range []int{0, 1, 7, 64, 65, 200} {
			for _, p := range []float64{0, 0.3, 1} {
				a := g.array(typ, n, p)
				if err := arrays.ValidateFull(a); err != nil {
					t.Fatalf("%s n=%d p=%v: %v", typ, n, p, err)
				}
			}
		}
	}
}
