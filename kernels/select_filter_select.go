package kernels

import (
	"fmt"
	"math"

	"github.com/quiver-go/quiver/arrays"
)

// selection is a filter mask resolved once, for one array or for every
// column of a record batch: which input slots are kept (keep), how many,
// and which kept slots must come out null because their mask slot was null
// under EmitNull (valid clear).
type selection struct {
	n        int    // input length
	keep     []byte // bit keepOff+i set: slot i is kept
	keepOff  int
	count    int    // number of kept slots
	valid    []byte // nil, or bit validOff+i clear: kept slot i is emitted null
	validOff int
}

// newSelection resolves mask for an input of n slots.
func newSelection(c *config, mask *arrays.Boolean, n int) (selection, error) {
	if mask == nil || mask.Data() == nil {
		return selection{}, fmt.Errorf("kernels: filter: mask is nil")
	}
	md := mask.Data()
	if md.Length != n {
		return selection{}, fmt.Errorf("kernels: filter: mask has %d slots, the input %d", md.Length, n)
	}
	var vals []byte
	if len(md.Buffers) > 1 {
		vals = md.Buffers[1]
	}
	if n == 0 {
		return selection{}, nil
	}
	s := selection{n: n, keep: vals, keepOff: md.Offset}
	valid := md.Validity()
	if valid == nil || md.NullN() == 0 {
		s.count = c.widths().CountSetBits(vals, md.Offset, n)
		return s, nil
	}
	keep := c.bitmap(n)
	if c.nullSel == EmitNull {
		// kept: true or null; emitted null: null.
		s.count = orNotBits(keep, vals, md.Offset, valid, md.Offset, n)
		s.valid, s.validOff = valid, md.Offset
	} else {
		s.count = andBits(c.widths(), keep, vals, md.Offset, valid, md.Offset, n)
	}
	s.keep, s.keepOff = keep, 0
	return s, nil
}

// orNotBits stores a | ^b in dst from bit 0 and returns its popcount.
func orNotBits(dst, a []byte, aOff int, b []byte, bOff, n int) int {
	w := newBitWriter(dst)
	set := 0
	for base := 0; base < n; base += 64 {
		k := min(64, n-base)
		v := (loadBits(a, aOff+base, k) | ^loadBits(b, bOff+base, k)) & lowBits(k)
		set += popcount(v)
		w.Put(v, uint(k))
	}
	w.Flush()
	return set
}

// plain returns the selection without its emitted nulls: children of a
// struct or list keep the same rows but take no nulls from the mask.
func (s *selection) plain() *selection {
	if s.valid == nil {
		return s
	}
	p := *s
	p.valid = nil
	return &p
}

// all reports whether every slot is kept and none emitted null.
func (s *selection) all() bool { return s.count == s.n && s.valid == nil }

// indices lists the kept slots as take indices, the emitted nulls as null
// indices. Filter uses them for the layouts where emitting a null means
// rebuilding children (unions, run-end encoded).
func (s *selection) indices(c *config) *indexSet {
	ix := &indexSet{n: s.count, sorted: true}
	var valid []byte
	if s.valid != nil {
		valid = c.bitmap(s.count)
	}
	if uint64(s.n) <= math.MaxUint32 {
		ix.u32, ix.w = keptIndices[uint32](c, s, 4, valid), 4
	} else {
		ix.u64, ix.w = keptIndices[uint64](c, s, 8, valid), 8
	}
	if valid != nil {
		ix.valid = valid
		ix.nulls = s.count - c.widths().CountSetBits(valid, 0, s.count)
		if ix.nulls == 0 {
			ix.valid = nil
		}
	}
	return ix
}

// keptIndices lists the kept slots of s as w-byte indices and, when valid
// is not nil, sets bit j of valid for each index j whose slot s emits
// valid.
func keptIndices[I uint32 | uint64](c *config, s *selection, w int, valid []byte) []I {
	idx := viewAs[I](c.alloc(w*s.count, false), s.count)
	j := 0
	forEachRun(s.keep, s.keepOff, s.n, func(from, to int) {
		for i := from; i < to; i++ {
			idx[j] = I(i)
			j++
		}
	})
	if valid != nil {
		for j, i := range idx {
			if arrays.BitIsSet(s.valid, s.validOff+int(i)) {
				valid[j>>3] |= 1 << uint(j&7)
			}
		}
	}
	return idx
}

// filterValidity builds the output validity of a layout with a validity
// bitmap: d's validity AND the selection's emitted nulls, compacted by the
// selection (the table's CompactBits: one PEXT per 64 slots where the CPU
// has a fast one). A validity bitmap without nulls (common in IPC input)
// is skipped. It returns nil and 0 nulls when every output slot is valid.
func filterValidity(c *config, d *arrays.Data, s *selection) ([]byte, int) {
	src, off := d.Validity(), d.Offset
	if src != nil && d.NullN() == 0 {
		src = nil
	}
	switch {
	case src == nil && s.valid == nil:
		return nil, 0
	case src == nil:
		src, off = s.valid, s.validOff
	case s.valid != nil:
		both := c.bitmap(s.n)
		andBits(c.widths(), both, src, off, s.valid, s.validOff, s.n)
		src, off = both, 0
	}
	out := c.bitmap(s.count)
	_, set := c.widths().CompactBits(out, src, off, s.keep, s.keepOff, s.n)
	if set == s.count {
		return nil, 0
	}
	return out, s.count - set
}
