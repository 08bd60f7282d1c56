package ipc

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
)

// This file turns arrays into the body of a RecordBatch (or of a
// DictionaryBatch's data): one FieldNode per array in pre-order and the
// buffers of its layout, each starting at a multiple of 64 bytes in the
// body, with Buffer.length counting the bytes without the padding.
//
// Sliced arrays are written as the slice, not the whole underlying array:
// fixed-width values, type ids and indices are sub-slices of their buffers
// (no copy); bitmaps at an offset that is not a multiple of 8 are copied
// shifted; offsets that do not start at 0 are rebased into a new buffer,
// and the children of lists, fixed-size lists, structs and sparse unions
// are sliced to the range the parent addresses; run-end encoded arrays get
// their runs clipped to the slice. The children of list views and dense
// unions are written whole, since their offsets point anywhere into them.

// zeroPadding supplies the padding after body buffers.
var zeroPadding [arrays.Alignment]byte

// bodyWriter collects the nodes, buffers and body pieces of one batch.
type bodyWriter struct {
	codec  Compression
	h      RecordBatchHeader
	pieces [][]byte
	size   int64
	depth  int
}

func newBodyWriter(codec Compression, length int) *bodyWriter {
	return &bodyWriter{codec: codec, h: RecordBatchHeader{Length: int64(length), Compression: codec}}
}

// buffer appends one buffer (compressed if the batch is) and its padding.
func (b *bodyWriter) buffer(p []byte) error {
	head, tail := p, []byte(nil)
	if b.codec != NoCompression && len(p) > 0 {
		var err error
		if head, tail, err = compressBuffer(b.codec, p); err != nil {
			return err
		}
	}
	n := len(head) + len(tail)
	b.h.Buffers = append(b.h.Buffers, BodyBuffer{Offset: b.size, Length: int64(n)})
	for _, piece := range [][]byte{head, tail, zeroPadding[:arrays.PaddedLen(n)-n]} {
		if len(piece) > 0 {
			b.pieces = append(b.pieces, piece)
		}
	}
	b.size += int64(arrays.PaddedLen(n))
	return nil
}

// validity appends the validity of d: nothing (a zero-length buffer) when
// no slot is null.
func (b *bodyWriter) validity(d *arrays.Data) error {
	if d.NullN() == 0 {
		return b.buffer(nil)
	}
	return b.buffer(bitmapSlice(d.Buffers[0], d.Offset, d.Length))
}

// bitmapSlice returns bits [off, off+n) of bm as a bitmap starting at bit 0:
// a sub-slice when off is a multiple of 8, else a shifted copy.
func bitmapSlice(bm []byte, off, n int) []byte {
	if n == 0 {
		return nil
	}
	if off%8 == 0 {
		return bm[off/8 : off/8+arrays.BitmapLen(n)]
	}
	out := arrays.AllocBuffer(arrays.BitmapLen(n))
	arrays.CopyBits(out, 0, bm, off, n)
	return out
}

// rebased returns offsets [off, off+n] of width w starting at 0 (a
// sub-slice when they already do) and the range [first, last] they
// address.
func rebased(buf []byte, off, n, w int) (offs []byte, first, last int) {
	first, last = int(getInt(buf, w, off)), int(getInt(buf, w, off+n))
	if first == 0 {
		return buf[w*off : w*(off+n+1)], first, last
	}
	offs = arrays.AllocBuffer(w * (n + 1))
	for i := 0; i <= n; i++ {
		putInt(offs, w, i, getInt(buf, w, off+i)-int64(first))
	}
	return offs, first, last
}

// unload appends d (its node, its buffers, then its children's). d has
// passed arrays.ValidateData, so every range taken below is inside its
// buffer.
func (b *bodyWriter) unload(d *arrays.Data) error {
	if b.depth > maxFieldDepth {
		return fmt.Errorf("ipc: arrays nest more than %d levels deep", maxFieldDepth)
	}
	b.depth++
	defer func() { b.depth-- }()
	st := arrays.StorageOf(d.Type)
	n, o := d.Length, d.Offset
	node := FieldNode{Length: int64(n)}
	switch st.ID() {
	case arrays.NULL:
		node.NullCount = int64(n)
	case arrays.SPARSE_UNION, arrays.DENSE_UNION, arrays.RUN_END_ENCODED:
	default:
		node.NullCount = int64(d.NullN())
	}
	b.h.Nodes = append(b.h.Nodes, node)

	switch x := st.(type) {
	case arrays.NullType:
		return nil

	case arrays.BoolType:
		if err := b.validity(d); err != nil {
			return err
		}
		return b.buffer(bitmapSlice(d.Buffers[1], o, n))

	case arrays.BinaryType, arrays.Utf8Type, arrays.LargeBinaryType, arrays.LargeUtf8Type:
		if err := b.validity(d); err != nil {
			return err
		}
		offs, first, last := rebased(d.Buffers[1], o, n, offsetWidth(st))
		if err := b.buffer(offs); err != nil {
			return err
		}
		return b.buffer(d.Buffers[2][first:last])

	case arrays.BinaryViewType, arrays.Utf8ViewType:
		if err := b.validity(d); err != nil {
			return err
		}
		if err := b.buffer(d.Buffers[1][16*o : 16*(o+n)]); err != nil {
			return err
		}
		b.h.VariadicBufferCounts = append(b.h.VariadicBufferCounts, int64(len(d.Buffers)-2))
		for _, data := range d.Buffers[2:] {
			if err := b.buffer(data); err != nil {
				return err
			}
		}
		return nil

	case *arrays.ListType, *arrays.LargeListType, *arrays.MapType:
		if err := b.validity(d); err != nil {
			return err
		}
		offs, first, last := rebased(d.Buffers[1], o, n, offsetWidth(st))
		if err := b.buffer(offs); err != nil {
			return err
		}
		return b.unload(d.Children[0].Slice(first, last))

	case *arrays.ListViewType, *arrays.LargeListViewType:
		w := offsetWidth(st)
		if err := b.validity(d); err != nil {
			return err
		}
		if err := b.buffer(d.Buffers[1][w*o : w*(o+n)]); err != nil {
			return err
		}
		if err := b.buffer(d.Buffers[2][w*o : w*(o+n)]); err != nil {
			return err
		}
		return b.unload(d.Children[0])

	case *arrays.FixedSizeListType:
		if err := b.validity(d); err != nil {
			return err
		}
		return b.unload(d.Children[0].Slice(x.Size*o, x.Size*(o+n)))

	case *arrays.StructType:
		if err := b.validity(d); err != nil {
			return err
		}
		for _, c := range d.Children {
			if err := b.unload(c.Slice(o, o+n)); err != nil {
				return err
			}
		}
		return nil

	case *arrays.UnionType:
		if err := b.buffer(d.Buffers[1][o : o+n]); err != nil {
			return err
		}
		if x.Mode == arrays.SparseMode {
			for _, c := range d.Children {
				if err := b.unload(c.Slice(o, o+n)); err != nil {
					return err
				}
			}
			return nil
		}
		if err := b.buffer(d.Buffers[2][4*o : 4*(o+n)]); err != nil {
			return err
		}
		for _, c := range d.Children {
			if err := b.unload(c); err != nil {
				return err
			}
		}
		return nil

	case *arrays.DictionaryType:
		w := indexWidth(x)
		if err := b.validity(d); err != nil {
			return err
		}
		return b.buffer(d.Buffers[1][w*o : w*(o+n)])

	case *arrays.RunEndEncodedType:
		k0, k1 := reeRuns(d)
		ends := d.Children[0]
		if o != 0 || (k1 > 0 && reeEnd(d, k1-1) != int64(n)) {
			w := arrays.PrimitiveByteWidth(arrays.StorageOf(ends.Type).ID())
			buf := arrays.AllocBuffer(w * (k1 - k0))
			for k := k0; k < k1; k++ {
				putInt(buf, w, k-k0, min(reeEnd(d, k)-int64(o), int64(n)))
			}
			ends = arrays.NewData(ends.Type, k1-k0, [][]byte{nil, buf}, nil, 0, 0)
		} else {
			ends = ends.Slice(0, k1)
		}
		if err := b.unload(ends); err != nil {
			return err
		}
		return b.unload(d.Children[1].Slice(k0, k1))

	case arrays.FixedWidthType: // fixed-size binary included
		w := x.BitWidth() / 8
		if err := b.validity(d); err != nil {
			return err
		}
		vals := d.Buffers[1][w*o : w*(o+n)]
		if id := st.ID(); (id == arrays.DECIMAL128 || id == arrays.DECIMAL256) && wordsReversed(swapOfWidth(w)) {
			c := arrays.AllocBuffer(len(vals))
			copy(c, vals)
			reverseWords(c, swapOfWidth(w))
			vals = c
		}
		return b.buffer(vals)
	}
	return fmt.Errorf("ipc: cannot write arrays of type %s", d.Type)
}
