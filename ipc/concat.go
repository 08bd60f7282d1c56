package ipc

import (
	"encoding/binary"
	"fmt"

	"github.com/quiver-go/quiver/arrays"
)

// concatData appends b to a (two valid arrays of the same type), for delta
// dictionaries: the dictionary after a delta is the old values followed by
// the delta's. The result is freshly allocated (children of list views and
// dense unions are concatenated whole; other children only over the range
// the parents address). Both inputs have passed validation, so their
// offsets, run ends and indices are in range; the index arithmetic below
// relies on that.
func concatData(a, b *arrays.Data) (*arrays.Data, error) {
	if !arrays.TypeEqual(a.Type, b.Type) {
		return nil, fmt.Errorf("cannot append %s values to %s values", b.Type, a.Type)
	}
	t := a.Type
	st := arrays.StorageOf(t)
	n := a.Length + b.Length
	switch x := st.(type) {
	case arrays.NullType:
		return arrays.NewData(t, n, [][]byte{nil}, nil, n, 0), nil

	case arrays.BoolType:
		vals := arrays.AllocBuffer(arrays.BitmapLen(n))
		arrays.CopyBits(vals, 0, a.Buffers[1], a.Offset, a.Length)
		arrays.CopyBits(vals, a.Length, b.Buffers[1], b.Offset, b.Length)
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid, vals}, nil, nulls, 0), nil

	case arrays.BinaryType, arrays.Utf8Type, arrays.LargeBinaryType, arrays.LargeUtf8Type:
		w := offsetWidth(st)
		offs, ra, rb := concatOffsets(a, b, w)
		data := arrays.AllocBuffer((ra[1] - ra[0]) + (rb[1] - rb[0]))
		k := copy(data, a.Buffers[2][ra[0]:ra[1]])
		copy(data[k:], b.Buffers[2][rb[0]:rb[1]])
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid, offs, data}, nil, nulls, 0), nil

	case arrays.BinaryViewType, arrays.Utf8ViewType:
		views := arrays.AllocBuffer(16 * n)
		k := copy(views, a.Buffers[1][16*a.Offset:16*(a.Offset+a.Length)])
		copy(views[k:], b.Buffers[1][16*b.Offset:16*(b.Offset+b.Length)])
		shift := uint32(len(a.Buffers) - 2)
		for i := a.Length; i < n; i++ {
			v := views[16*i : 16*i+16]
			if int32(binary.NativeEndian.Uint32(v)) > arrays.ViewInlineMax {
				binary.NativeEndian.PutUint32(v[8:], binary.NativeEndian.Uint32(v[8:])+shift)
			}
		}
		valid, nulls := concatValidity(a, b)
		bufs := [][]byte{valid, views}
		bufs = append(bufs, a.Buffers[2:]...)
		bufs = append(bufs, b.Buffers[2:]...)
		return arrays.NewData(t, n, bufs, nil, nulls, 0), nil

	case *arrays.ListType, *arrays.LargeListType, *arrays.MapType:
		w := offsetWidth(st)
		ca, cb := a.Children[0], b.Children[0]
		offs, ra, rb := concatOffsets(a, b, w)
		c, err := concatData(ca.Slice(ra[0], ra[1]), cb.Slice(rb[0], rb[1]))
		if err != nil {
			return nil, err
		}
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid, offs}, []*arrays.Data{c}, nulls, 0), nil

	case *arrays.ListViewType, *arrays.LargeListViewType:
		w := offsetWidth(st)
		ca, cb := a.Children[0], b.Children[0]
		offs := arrays.AllocBuffer(w * n)
		sizes := arrays.AllocBuffer(w * n)
		copy(sizes, a.Buffers[2][w*a.Offset:w*(a.Offset+a.Length)])
		copy(sizes[w*a.Length:], b.Buffers[2][w*b.Offset:w*(b.Offset+b.Length)])
		for i := range a.Length {
			putInt(offs, w, i, getInt(a.Buffers[1], w, a.Offset+i))
		}
		for i := range b.Length {
			putInt(offs, w, a.Length+i, getInt(b.Buffers[1], w, b.Offset+i)+int64(ca.Length))
		}
		c, err := concatData(ca, cb)
		if err != nil {
			return nil, err
		}
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid, offs, sizes}, []*arrays.Data{c}, nulls, 0), nil

	case *arrays.FixedSizeListType:
		s := x.Size
		c, err := concatData(a.Children[0].Slice(s*a.Offset, s*(a.Offset+a.Length)), b.Children[0].Slice(s*b.Offset, s*(b.Offset+b.Length)))
		if err != nil {
			return nil, err
		}
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid}, []*arrays.Data{c}, nulls, 0), nil

	case *arrays.StructType:
		children := make([]*arrays.Data, len(x.Children))
		for i := range children {
			var err error
			children[i], err = concatData(a.Children[i].Slice(a.Offset, a.Offset+a.Length), b.Children[i].Slice(b.Offset, b.Offset+b.Length))
			if err != nil {
				return nil, err
			}
		}
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid}, children, nulls, 0), nil

	case *arrays.UnionType:
		ids := arrays.AllocBuffer(n)
		copy(ids, a.Buffers[1][a.Offset:a.Offset+a.Length])
		copy(ids[a.Length:], b.Buffers[1][b.Offset:b.Offset+b.Length])
		children := make([]*arrays.Data, len(x.Children))
		if x.Mode == arrays.SparseMode {
			for i := range children {
				var err error
				children[i], err = concatData(a.Children[i].Slice(a.Offset, a.Offset+a.Length), b.Children[i].Slice(b.Offset, b.Offset+b.Length))
				if err != nil {
					return nil, err
				}
			}
			return arrays.NewData(t, n, [][]byte{nil, ids}, children, 0, 0), nil
		}
		offs := arrays.AllocBuffer(4 * n)
		copy(offs, a.Buffers[2][4*a.Offset:4*(a.Offset+a.Length)])
		for i := range b.Length {
			k := x.ChildIndex(int8(ids[a.Length+i]))
			if k < 0 {
				return nil, fmt.Errorf("union type id %d undeclared", int8(ids[a.Length+i]))
			}
			putInt(offs, 4, a.Length+i, getInt(b.Buffers[2], 4, b.Offset+i)+int64(a.Children[k].Length))
		}
		for i := range children {
			var err error
			if children[i], err = concatData(a.Children[i], b.Children[i]); err != nil {
				return nil, err
			}
		}
		return arrays.NewData(t, n, [][]byte{nil, ids, offs}, children, 0, 0), nil

	case *arrays.DictionaryType:
		dict, err := commonDictionary(a.Dictionary, b.Dictionary)
		if err != nil {
			return nil, err
		}
		w := indexWidth(x)
		idx := arrays.AllocBuffer(w * n)
		k := copy(idx, a.Buffers[1][w*a.Offset:w*(a.Offset+a.Length)])
		copy(idx[k:], b.Buffers[1][w*b.Offset:w*(b.Offset+b.Length)])
		valid, nulls := concatValidity(a, b)
		d := arrays.NewData(t, n, [][]byte{valid, idx}, nil, nulls, 0)
		d.Dictionary = dict
		return d, nil

	case *arrays.RunEndEncodedType:
		ka0, ka1 := reeRuns(a)
		kb0, kb1 := reeRuns(b)
		ends := a.Children[0]
		w := arrays.PrimitiveByteWidth(arrays.StorageOf(ends.Type).ID())
		runs := (ka1 - ka0) + (kb1 - kb0)
		buf := arrays.AllocBuffer(w * runs)
		j := 0
		for k := ka0; k < ka1; k++ {
			putInt(buf, w, j, min(reeEnd(a, k)-int64(a.Offset), int64(a.Length)))
			j++
		}
		for k := kb0; k < kb1; k++ {
			putInt(buf, w, j, int64(a.Length)+min(reeEnd(b, k)-int64(b.Offset), int64(b.Length)))
			j++
		}
		newEnds := arrays.NewData(ends.Type, runs, [][]byte{nil, buf}, nil, 0, 0)
		values, err := concatData(a.Children[1].Slice(ka0, ka1), b.Children[1].Slice(kb0, kb1))
		if err != nil {
			return nil, err
		}
		return arrays.NewData(t, n, [][]byte{nil}, []*arrays.Data{newEnds, values}, 0, 0), nil

	case arrays.FixedWidthType:
		w := x.BitWidth() / 8 // fixed-size binary included
		vals := arrays.AllocBuffer(w * n)
		k := copy(vals, a.Buffers[1][w*a.Offset:w*(a.Offset+a.Length)])
		copy(vals[k:], b.Buffers[1][w*b.Offset:w*(b.Offset+b.Length)])
		valid, nulls := concatValidity(a, b)
		return arrays.NewData(t, n, [][]byte{valid, vals}, nil, nulls, 0), nil
	}
	return nil, fmt.Errorf("cannot concatenate %s arrays", t)
}

// commonDictionary is the dictionary two parts of a dictionary array being
// concatenated can share: the same one, or the newer one when the older
// is a prefix of it (a nested dictionary that grew by deltas meanwhile).
func commonDictionary(old, cur *arrays.Data) (*arrays.Data, error) {
	if old == cur {
		return cur, nil
	}
	if old == nil || cur == nil {
		return nil, fmt.Errorf("a dictionary array without dictionary values")
	}
	oa, ca := arrays.MakeArray(old), arrays.MakeArray(cur)
	if old.Length <= cur.Length && arrays.SliceEqual(ca, 0, old.Length, oa, 0, old.Length, arrays.EqualNaN(true)) {
		return cur, nil
	}
	return nil, fmt.Errorf("nested dictionary values were replaced, not extended, since the dictionary was sent")
}

// concatValidity concatenates the validity of a and b (nil when neither
// has a null) and returns the null count.
func concatValidity(a, b *arrays.Data) ([]byte, int) {
	na, nb := a.NullN(), b.NullN()
	if na == 0 && nb == 0 {
		return nil, 0
	}
	bits := arrays.AllocBuffer(arrays.BitmapLen(a.Length + b.Length))
	for _, p := range []struct {
		d  *arrays.Data
		at int
	}{{a, 0}, {b, a.Length}} {
		if v := p.d.Buffers[0]; v != nil {
			arrays.CopyBits(bits, p.at, v, p.d.Offset, p.d.Length)
		} else {
			arrays.SetBitsTo(bits, p.at, p.d.Length, true)
		}
	}
	return bits, na + nb
}

// concatOffsets builds the offsets of a followed by b, rebased to start at
// 0, and returns the ranges [first, last] of the child (or data) each part
// addresses.
func concatOffsets(a, b *arrays.Data, w int) ([]byte, [2]int, [2]int) {
	ra := [2]int{int(getInt(a.Buffers[1], w, a.Offset)), int(getInt(a.Buffers[1], w, a.Offset+a.Length))}
	rb := [2]int{int(getInt(b.Buffers[1], w, b.Offset)), int(getInt(b.Buffers[1], w, b.Offset+b.Length))}
	n := a.Length + b.Length
	offs := arrays.AllocBuffer(w * (n + 1))
	for i := 0; i <= a.Length; i++ {
		putInt(offs, w, i, getInt(a.Buffers[1], w, a.Offset+i)-int64(ra[0]))
	}
	base := int64(ra[1] - ra[0])
	for i := 1; i <= b.Length; i++ {
		putInt(offs, w, a.Length+i, base+getInt(b.Buffers[1], w, b.Offset+i)-int64(rb[0]))
	}
	return offs, ra, rb
}

// offsetWidth is the byte width of the offsets of a binary, list, map or
// list view type.
func offsetWidth(t arrays.DataType) int {
	switch t.ID() {
	case arrays.LARGE_BINARY, arrays.LARGE_UTF8, arrays.LARGE_LIST, arrays.LARGE_LIST_VIEW:
		return 8
	}
	return 4
}

// getInt reads signed integer i of width w (host order) from b.
func getInt(b []byte, w, i int) int64 {
	switch w {
	case 1:
		return int64(int8(b[i]))
	case 2:
		return int64(int16(binary.NativeEndian.Uint16(b[2*i:])))
	case 4:
		return int64(int32(binary.NativeEndian.Uint32(b[4*i:])))
	}
	return int64(binary.NativeEndian.Uint64(b[8*i:]))
}

// putInt writes v as signed integer i of width w (host order) into b.
func putInt(b []byte, w, i int, v int64) {
	switch w {
	case 1:
		b[i] = byte(v)
	case 2:
		binary.NativeEndian.PutUint16(b[2*i:], uint16(v))
	case 4:
		binary.NativeEndian.PutUint32(b[4*i:], uint32(v))
	default:
		binary.NativeEndian.PutUint64(b[8*i:], uint64(v))
	}
}

// reeEnd is run end k of the run-end encoded d (an index into its run-ends
// child).
func reeEnd(d *arrays.Data, k int) int64 {
	ends := d.Children[0]
	w := arrays.PrimitiveByteWidth(arrays.StorageOf(ends.Type).ID())
	return getInt(ends.Buffers[1], w, ends.Offset+k)
}

// reeRuns returns the runs [k0, k1) of the run-end encoded d that cover its
// logical slots [Offset, Offset+Length): k0 is the first run ending after
// Offset, k1-1 the first ending at or after Offset+Length. The run ends
// must be valid (positive, increasing, covering); the search stays inside
// the run-ends child whatever they hold.
func reeRuns(d *arrays.Data) (k0, k1 int) {
	if d.Length == 0 {
		return 0, 0
	}
	runs := d.Children[0].Length
	first, last := int64(d.Offset), int64(d.Offset)+int64(d.Length)
	search := func(target int64) int { // first k with end > target
		lo, hi := 0, runs
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if reeEnd(d, m) > target {
				hi = m
			} else {
				lo = m + 1
			}
		}
		return lo
	}
	k0 = search(first)
	k1 = search(last-1) + 1
	return min(k0, runs), min(max(k1, k0), runs)
}
