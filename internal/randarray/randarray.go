// Package randarray builds random, valid arrays of every Arrow type straight
// from buffers, for tests of code that moves arrays across a boundary (the
// arrow-go and C Data bridges): every node gets a random offset, random
// nulls where its field is nullable, and buffers exactly as long as the
// format requires, so a bridge that reads past a buffer or ignores an
// offset fails. Every result passes arrays.ValidateFull.
//
// The arrays package keeps its own builder-driven generator in its tests;
// this one works through the exported API only, so other modules can use it.
package randarray

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/quiver-go/quiver/arrays"
)

// ExtName is the name of Ext, the extension type of the samples.
const ExtName = "quiver.test.randarray"

// Ext is an extension type over any storage, registered by Register.
type Ext struct{ Storage arrays.DataType }

func (*Ext) ID() arrays.TypeID              { return arrays.EXTENSION }
func (t *Ext) String() string               { return "extension<" + ExtName + ", " + t.Storage.String() + ">" }
func (*Ext) ExtensionName() string          { return ExtName }
func (t *Ext) StorageType() arrays.DataType { return t.Storage }
func (*Ext) Serialize() string              { return "p=1" }
func extFactory(st arrays.DataType, s string) (arrays.ExtensionType, error) {
	if s != "p=1" {
		return nil, fmt.Errorf("%s: unexpected parameters %q", ExtName, s)
	}
	return &Ext{Storage: st}, nil
}

// Register makes Ext known to quiver's readers; it is idempotent.
func Register() {
	if _, ok := arrays.LookupExtensionType(ExtName); !ok {
		_ = arrays.RegisterExtensionType(ExtName, extFactory)
	}
}

func nf(name string, t arrays.DataType) arrays.Field {
	return arrays.Field{Name: name, Type: t, Nullable: true}
}

// Types lists at least one instance of every TypeID, nested ones included.
func Types() []arrays.DataType {
	return []arrays.DataType{
		arrays.NullType{}, arrays.BoolType{},
		arrays.Int8Type{}, arrays.Int16Type{}, arrays.Int32Type{}, arrays.Int64Type{},
		arrays.Uint8Type{}, arrays.Uint16Type{}, arrays.Uint32Type{}, arrays.Uint64Type{},
		arrays.Float16Type{}, arrays.Float32Type{}, arrays.Float64Type{},
		arrays.Decimal32Type{Precision: 9, Scale: 2}, arrays.Decimal64Type{Precision: 18, Scale: 3},
		arrays.Decimal128Type{Precision: 38, Scale: 10}, arrays.Decimal256Type{Precision: 76, Scale: 5},
		arrays.Date32Type{}, arrays.Date64Type{},
		arrays.Time32Type{Unit: arrays.Second}, arrays.Time32Type{Unit: arrays.Millisecond},
		arrays.Time64Type{Unit: arrays.Microsecond}, arrays.Time64Type{Unit: arrays.Nanosecond},
		arrays.TimestampType{Unit: arrays.Nanosecond, TimeZone: "UTC"}, arrays.TimestampType{Unit: arrays.Second},
		arrays.DurationType{Unit: arrays.Millisecond},
		arrays.IntervalMonthsType{}, arrays.IntervalDayTimeType{}, arrays.IntervalMonthDayNanoType{},
		arrays.BinaryType{}, arrays.Utf8Type{}, arrays.LargeBinaryType{}, arrays.LargeUtf8Type{},
		arrays.BinaryViewType{}, arrays.Utf8ViewType{}, arrays.FixedSizeBinaryType{ByteWidth: 7},
		arrays.ListOf(arrays.Int32Type{}),
		arrays.LargeListOf(arrays.Utf8Type{}),
		arrays.ListViewOf(arrays.Int16Type{}),
		arrays.LargeListViewOf(arrays.BinaryViewType{}),
		arrays.FixedSizeListOf(arrays.Float64Type{}, 3),
		arrays.StructOf(nf("a", arrays.Int64Type{}), arrays.Field{Name: "b", Type: arrays.Utf8Type{}},
			nf("c", arrays.ListOf(arrays.BoolType{}))),
		arrays.MapOf(arrays.Utf8Type{}, arrays.Int32Type{}),
		arrays.SparseUnionOf([]arrays.Field{nf("i", arrays.Int32Type{}), nf("s", arrays.Utf8Type{})}, []int8{4, 9}),
		arrays.DenseUnionOf([]arrays.Field{nf("l", arrays.Int64Type{}), nf("b", arrays.BinaryType{}),
			nf("t", arrays.StructOf(nf("x", arrays.Int8Type{})))}, []int8{0, 7, 3}),
		&arrays.DictionaryType{Index: arrays.Int8Type{}, Value: arrays.Utf8Type{}},
		&arrays.DictionaryType{Index: arrays.Uint32Type{}, Value: arrays.Int64Type{}, Ordered: true},
		arrays.RunEndEncodedOf(arrays.Int16Type{}, arrays.Float32Type{}),
		arrays.RunEndEncodedOf(arrays.Int32Type{}, arrays.Utf8Type{}),
		arrays.RunEndEncodedOf(arrays.Int64Type{}, arrays.ListOf(arrays.Int8Type{})),
		&Ext{Storage: arrays.Int32Type{}},
		&Ext{Storage: arrays.StructOf(nf("u", arrays.Utf8ViewType{}))},
		arrays.ListOf(&arrays.DictionaryType{Index: arrays.Int16Type{}, Value: arrays.LargeUtf8Type{}}),
	}
}

// Gen draws random arrays.
type Gen struct {
	r        *rand.Rand
	nullProb float64
}

// New returns a generator; slots of nullable fields are null with
// probability nullProb.
func New(r *rand.Rand, nullProb float64) *Gen { return &Gen{r: r, nullProb: nullProb} }

// Array returns a random array of t with n slots.
func (g *Gen) Array(t arrays.DataType, n int) arrays.Array {
	return arrays.MakeArray(g.Data(t, n, true))
}

// Data returns a random Data of t with n slots; without nullable it has
// no validity bitmap.
func (g *Gen) Data(t arrays.DataType, n int, nullable bool) *arrays.Data {
	off := g.r.IntN(4)
	total := off + n
	st := arrays.StorageOf(t)
	if st.ID() == arrays.NULL {
		return arrays.NewData(t, n, [][]byte{nil}, nil, n, off)
	}
	var valid []byte
	if nullable && g.nullProb > 0 && hasValidity(st) && g.r.IntN(4) != 0 {
		valid = arrays.AllocBuffer((total + 7) / 8)
		for i := range total {
			if g.r.Float64() >= g.nullProb {
				valid[i/8] |= 1 << (i % 8)
			}
		}
	}
	switch x := st.(type) {
	case arrays.BoolType:
		v := g.bytes((total + 7) / 8)
		return arrays.NewData(t, n, [][]byte{valid, v}, nil, arrays.UnknownNullCount, off)
	case arrays.FixedSizeBinaryType:
		return arrays.NewData(t, n, [][]byte{valid, g.bytes(total * x.ByteWidth)}, nil, arrays.UnknownNullCount, off)
	case arrays.FixedWidthType:
		return arrays.NewData(t, n, [][]byte{valid, g.fixed(x, total)}, nil, arrays.UnknownNullCount, off)
	}
	switch x := st.(type) {
	case arrays.BinaryType, arrays.Utf8Type:
		offs, data := g.varBytes(total, 4)
		return arrays.NewData(t, n, [][]byte{valid, offs, data}, nil, arrays.UnknownNullCount, off)
	case arrays.LargeBinaryType, arrays.LargeUtf8Type:
		offs, data := g.varBytes(total, 8)
		return arrays.NewData(t, n, [][]byte{valid, offs, data}, nil, arrays.UnknownNullCount, off)
	case arrays.BinaryViewType, arrays.Utf8ViewType:
		return arrays.NewData(t, n, append([][]byte{valid}, g.views(total)...), nil, arrays.UnknownNullCount, off)
	case *arrays.ListType:
		offs, m := g.offsets(total, 4)
		return arrays.NewData(t, n, [][]byte{valid, offs}, []*arrays.Data{g.Data(x.Elem.Type, m, x.Elem.Nullable)}, arrays.UnknownNullCount, off)
	case *arrays.LargeListType:
		offs, m := g.offsets(total, 8)
		return arrays.NewData(t, n, [][]byte{valid, offs}, []*arrays.Data{g.Data(x.Elem.Type, m, x.Elem.Nullable)}, arrays.UnknownNullCount, off)
	case *arrays.MapType:
		offs, m := g.offsets(total, 4)
		return arrays.NewData(t, n, [][]byte{valid, offs}, []*arrays.Data{g.Data(x.Entries.Type, m, false)}, arrays.UnknownNullCount, off)
	case *arrays.ListViewType:
		offs, sizes, m := g.listViews(total, 4)
		return arrays.NewData(t, n, [][]byte{valid, offs, sizes}, []*arrays.Data{g.Data(x.Elem.Type, m, x.Elem.Nullable)}, arrays.UnknownNullCount, off)
	case *arrays.LargeListViewType:
		offs, sizes, m := g.listViews(total, 8)
		return arrays.NewData(t, n, [][]byte{valid, offs, sizes}, []*arrays.Data{g.Data(x.Elem.Type, m, x.Elem.Nullable)}, arrays.UnknownNullCount, off)
	case *arrays.FixedSizeListType:
		return arrays.NewData(t, n, [][]byte{valid}, []*arrays.Data{g.Data(x.Elem.Type, total*x.Size, x.Elem.Nullable)}, arrays.UnknownNullCount, off)
	case *arrays.StructType:
		kids := make([]*arrays.Data, len(x.Children))
		for i, f := range x.Children {
			kids[i] = g.Data(f.Type, total, f.Nullable)
		}
		return arrays.NewData(t, n, [][]byte{valid}, kids, arrays.UnknownNullCount, off)
	case *arrays.UnionType:
		return g.union(t, x, n, off)
	case *arrays.DictionaryType:
		m := 1 + g.r.IntN(6)
		dict := g.Data(x.Value, m, true)
		w := x.Index.(arrays.FixedWidthType).BitWidth() / 8
		idx := arrays.AllocBuffer(total * w)
		for i := range total {
			putInt(idx[i*w:], w, uint64(g.r.IntN(m)))
		}
		return arrays.NewData(t, n, [][]byte{valid, idx}, nil, arrays.UnknownNullCount, off).WithDictionary(dict)
	case *arrays.RunEndEncodedType:
		w := x.RunEnds.Type.(arrays.FixedWidthType).BitWidth() / 8
		var ends []int
		for e := 0; e < total; {
			e += 1 + g.r.IntN(4)
			ends = append(ends, min(e, total))
		}
		eb := arrays.AllocBuffer(len(ends) * w)
		for i, e := range ends {
			putInt(eb[i*w:], w, uint64(e))
		}
		re := arrays.NewData(x.RunEnds.Type, len(ends), [][]byte{nil, eb}, nil, 0, 0)
		vals := g.Data(x.Values.Type, len(ends), x.Values.Nullable)
		return arrays.NewData(t, n, [][]byte{nil}, []*arrays.Data{re, vals}, 0, off)
	}
	panic(fmt.Sprintf("randarray: no generator for %s", t))
}

func hasValidity(t arrays.DataType) bool {
	switch t.ID() {
	case arrays.NULL, arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED:
		return false
	}
	return true
}

func (g *Gen) bytes(n int) []byte {
	b := arrays.AllocBuffer(n)
	for i := range b {
		b[i] = byte(g.r.Uint32())
	}
	return b
}

// fixed draws n values of a fixed-width type, within the ranges the format
// allows (decimal precision, times of day, whole days for date64,
// seconds that convert to milliseconds).
func (g *Gen) fixed(t arrays.FixedWidthType, n int) []byte {
	w := t.BitWidth() / 8
	b := arrays.AllocBuffer(n * w)
	for i := range n {
		var v int64
		switch x := t.(type) {
		case arrays.Decimal32Type, arrays.Decimal64Type, arrays.Decimal128Type, arrays.Decimal256Type:
			v = g.r.Int64N(2_000_000) - 1_000_000
		case arrays.Date64Type:
			v = (g.r.Int64N(40000) - 20000) * 86_400_000
		case arrays.Time32Type:
			v = g.r.Int64N(86_400 * []int64{1, 1_000}[min(int(x.Unit), 1)])
		case arrays.Time64Type:
			v = g.r.Int64N(86_400 * []int64{1_000_000, 1_000_000_000}[max(int(x.Unit)-2, 0)])
		case arrays.TimestampType:
			if x.Unit != arrays.Second {
				copy(b[i*w:(i+1)*w], g.bytes(w))
				continue
			}
			// Seconds that milliseconds hold, as Parquet stores them.
			v = g.r.Int64N(math.MaxInt64/1000*2+1) - math.MaxInt64/1000
		default:
			copy(b[i*w:(i+1)*w], g.bytes(w))
			continue
		}
		// sign-extend across the whole width (decimals wider than 8 bytes)
		fill := byte(0)
		if v < 0 {
			fill = 0xFF
		}
		for j := range w {
			b[i*w+j] = fill
		}
		putInt(b[i*w:], min(w, 8), uint64(v))
	}
	return b
}

func putInt(b []byte, w int, v uint64) {
	switch w {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.NativeEndian.PutUint16(b, uint16(v))
	case 4:
		binary.NativeEndian.PutUint32(b, uint32(v))
	default:
		binary.NativeEndian.PutUint64(b, v)
	}
}

// str draws a value, valid UTF-8 whatever the type: mostly short (inline
// in a view), sometimes longer than 12 bytes.
func (g *Gen) str() []byte {
	n := g.r.IntN(13)
	if g.r.IntN(3) == 0 {
		n = 13 + g.r.IntN(40)
	}
	const alphabet = "abcxyz019 _-é€"
	rs := []rune(alphabet)
	var out []byte
	for len(out) < n {
		out = append(out, string(rs[g.r.IntN(len(rs))])...)
	}
	return out
}

// short draws a value of at most 12 bytes.
func (g *Gen) short() []byte {
	for {
		if s := g.str(); len(s) <= 12 {
			return s
		}
	}
}

func (g *Gen) varBytes(n, w int) (offs, data []byte) {
	offs = arrays.AllocBuffer((n + 1) * w)
	var all []byte
	for i := range n {
		all = append(all, g.str()...)
		putInt(offs[(i+1)*w:], w, uint64(len(all)))
	}
	data = arrays.AllocBuffer(len(all))
	copy(data, all)
	return offs, data
}

// views draws n views and their data buffers (zero to three).
func (g *Gen) views(n int) [][]byte {
	views := arrays.AllocBuffer(16 * n)
	nbuf := g.r.IntN(4)
	pieces := make([][]byte, nbuf)
	for i := range n {
		s := g.str()
		if nbuf == 0 {
			s = g.short()
		}
		v := views[16*i : 16*i+16]
		binary.NativeEndian.PutUint32(v, uint32(len(s)))
		if len(s) <= 12 {
			copy(v[4:], s)
			continue
		}
		k := g.r.IntN(nbuf)
		copy(v[4:8], s)
		binary.NativeEndian.PutUint32(v[8:], uint32(k))
		binary.NativeEndian.PutUint32(v[12:], uint32(len(pieces[k])))
		pieces[k] = append(pieces[k], s...)
	}
	out := [][]byte{views}
	for _, p := range pieces {
		b := arrays.AllocBuffer(len(p))
		copy(b, p)
		out = append(out, b)
	}
	return out
}

func (g *Gen) offsets(n, w int) ([]byte, int) {
	offs := arrays.AllocBuffer((n + 1) * w)
	m := 0
	for i := range n {
		m += g.r.IntN(4)
		putInt(offs[(i+1)*w:], w, uint64(m))
	}
	return offs, m
}

func (g *Gen) listViews(n, w int) (offs, sizes []byte, m int) {
	m = g.r.IntN(3 * (n + 1))
	offs, sizes = arrays.AllocBuffer(n*w), arrays.AllocBuffer(n*w)
	for i := range n {
		o := g.r.IntN(m + 1)
		s := g.r.IntN(m - o + 1)
		putInt(offs[i*w:], w, uint64(o))
		putInt(sizes[i*w:], w, uint64(s))
	}
	return offs, sizes, m
}

func (g *Gen) union(t arrays.DataType, x *arrays.UnionType, n, off int) *arrays.Data {
	total := off + n
	ids := arrays.AllocBuffer(total)
	picks := make([]int, total)
	for i := range total {
		picks[i] = g.r.IntN(len(x.Children))
		ids[i] = byte(x.TypeCodes[picks[i]])
	}
	kids := make([]*arrays.Data, len(x.Children))
	if x.Mode == arrays.SparseMode {
		for k, f := range x.Children {
			kids[k] = g.Data(f.Type, total, f.Nullable)
		}
		return arrays.NewData(t, n, [][]byte{nil, ids}, kids, 0, off)
	}
	counts := make([]int, len(x.Children))
	offs := arrays.AllocBuffer(4 * total)
	for i, k := range picks {
		putInt(offs[4*i:], 4, uint64(counts[k]))
		counts[k]++
	}
	for k, f := range x.Children {
		kids[k] = g.Data(f.Type, counts[k], f.Nullable)
	}
	return arrays.NewData(t, n, [][]byte{nil, ids, offs}, kids, 0, off)
}
