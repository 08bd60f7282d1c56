package kernels

import (
	"fmt"

	"github.com/quiver-go/quiver/arrays"
	"github.com/quiver-go/quiver/kernels/asm"
)

// Compares on run-end encoded operands, without decoding where it pays:
//
//   - REE vs scalar: the run values are compared with the scalar once (a
//     compare of the values child, restricted to the runs the slice
//     covers), and each run's result bit and validity bit are expanded over
//     its slots, a word at a time.
//   - REE vs REE: the two run-end sequences are merged into the runs of
//     their common refinement; the two values children are taken at those
//     runs, compared once per merged run, and expanded the same way.
//   - REE vs a plain array: the REE operand is decoded (REEDecode) and the
//     two plain arrays compared; every slot differs in general, so there is
//     nothing to save.

// compareREEScalar compares every slot of REE array a with s.
func compareREEScalar(k *asm.Table, c *config, op cmpOp, a *arrays.Data, s *Scalar) (*arrays.Data, error) {
	id, err := reeRunEndID(a)
	if err != nil {
		return nil, err
	}
	switch id {
	case arrays.INT16:
		return compareREEScalarOf[int16](k, c, op, a, s)
	case arrays.INT32:
		return compareREEScalarOf[int32](k, c, op, a, s)
	}
	return compareREEScalarOf[int64](k, c, op, a, s)
}

func compareREEScalarOf[R runEndInt](k *asm.Table, c *config, op cmpOp, a *arrays.Data, s *Scalar) (*arrays.Data, error) {
	r, err := newREERuns[R](a)
	if err != nil {
		return nil, err
	}
	p, q := r.span()
	perRun, err := compareScalar(k, c, op, subData(r.vals, p, q), s)
	if err != nil {
		return nil, err
	}
	return expandREEResult(c, r.ends, r.off, r.n, p, perRun)
}

// compareREEArrays compares two arrays of which at least one is run-end
// encoded.
func compareREEArrays(k *asm.Table, c *config, op cmpOp, a, b *arrays.Data) (*arrays.Data, error) {
	aREE := arrays.StorageOf(a.Type).ID() == arrays.RUN_END_ENCODED
	bREE := arrays.StorageOf(b.Type).ID() == arrays.RUN_END_ENCODED
	if !aREE || !bREE {
		var err error
		if aREE {
			a, err = reeDecodeData(k, c, a)
		} else {
			b, err = reeDecodeData(k, c, b)
		}
		if err != nil {
			return nil, err
		}
		return compareArrays(k, c, op, a, b)
	}
	ra, err := reeRunsOf(a)
	if err != nil {
		return nil, err
	}
	rb, err := reeRunsOf(b)
	if err != nil {
		return nil, err
	}
	// Merge: a merged run ends where either operand's run does.
	ia := newChildIndices(a.Children[1].Length, 0)
	ib := newChildIndices(b.Children[1].Length, 0)
	var ends []int
	for x, y := 0, 0; x < len(ra.ends) && y < len(rb.ends); {
		ia.add(ra.phys + x)
		ib.add(rb.phys + y)
		ea, eb := ra.ends[x], rb.ends[y]
		ends = append(ends, min(ea, eb))
		if ea <= eb {
			x++
		}
		if eb <= ea {
			y++
		}
	}
	va, err := takeData(k, c, a.Children[1], ia.set(true))
	if err != nil {
		return nil, err
	}
	vb, err := takeData(k, c, b.Children[1], ib.set(true))
	if err != nil {
		return nil, err
	}
	perRun, err := compareArrays(k, c, op, va, vb)
	if err != nil {
		return nil, err
	}
	return expandREEResult(c, ends, 0, a.Length, 0, perRun)
}

// reeSpan is the runs covering an REE slice: the first run's physical
// index and each run's end relative to the slice (the last clipped to its
// length).
type reeSpan struct {
	phys int
	ends []int
}

func reeRunsOf(d *arrays.Data) (reeSpan, error) {
	id, err := reeRunEndID(d)
	if err != nil {
		return reeSpan{}, err
	}
	switch id {
	case arrays.INT16:
		return reeSpanOf[int16](d)
	case arrays.INT32:
		return reeSpanOf[int32](d)
	}
	return reeSpanOf[int64](d)
}

func reeSpanOf[R runEndInt](d *arrays.Data) (reeSpan, error) {
	r, err := newREERuns[R](d)
	if err != nil {
		return reeSpan{}, err
	}
	p, q := r.span()
	s := reeSpan{phys: p, ends: make([]int, 0, q-p)}
	err = r.forRuns(func(_, _, to int) { s.ends = append(s.ends, to) })
	return s, err
}

// expandREEResult spreads a per-run Boolean result over the slots of the
// runs: run j of perRun covers the slots of run p+j of ends (logical ends,
// offset off, n slots).
func expandREEResult[E runEndInt | int](c *config, ends []E, off, n, p int, perRun *arrays.Data) (*arrays.Data, error) {
	vals, dst := boolOut(c, n)
	clear(dst)
	if _, err := expandBits(dst, ends, off, n, p, perRun.Buffers[1], perRun.Offset); err != nil {
		return nil, err
	}
	leWords(dst)
	pv := perRun.Validity()
	if pv == nil || perRun.NullN() == 0 {
		return newOut(c, arrays.BoolType{}, n, 0, nil, nil, vals), nil
	}
	valid := c.bitmap(n)
	vw := viewAs[uint64](valid[:cap(valid)], (n+63)/64)
	set, err := expandBits(vw, ends, off, n, p, pv, perRun.Offset)
	if err != nil {
		return nil, err
	}
	leWords(vw)
	return newOut(c, arrays.BoolType{}, n, n-set, nil, valid, vals), nil
}

// expandBits sets the slots of run p+j in dst (zeroed) when bit j of src
// (from bit srcOff) is set, and returns the number of slots set. A run
// within one word is one masked OR; longer runs store whole words. No
// branch depends on the bit.
func expandBits[E runEndInt | int](dst []uint64, ends []E, off, n, p int, src []byte, srcOff int) (int, error) {
	set := 0
	for start, j := 0, srcOff; start < n; p, j = p+1, j+1 {
		if p >= len(ends) || int(ends[p])-off <= start {
			return 0, fmt.Errorf("kernels: run ends do not increase at run %d: %w", p, ErrBadRunEnds)
		}
		end := min(int(ends[p])-off, n)
		m := -uint64(src[j>>3] >> uint(j&7) & 1)
		set += (end - start) & int(m)
		fw, lw := start>>6, (end-1)>>6
		fm := ^uint64(0) << uint(start&63)
		lm := ^uint64(0) >> uint(63-(end-1)&63)
		if fw == lw {
			dst[fw] |= fm & lm & m
		} else {
			dst[fw] |= fm & m
			for w := fw + 1; w < lw; w++ {
				dst[w] = m
			}
			dst[lw] |= lm & m
		}
		start = end
	}
	return set, nil
}
